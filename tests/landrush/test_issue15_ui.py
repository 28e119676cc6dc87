"""Issue 15 on screens: a signal while the reveal is being built, and keys in a
burst on the new-game form."""

from __future__ import annotations

from landrush_ui import burst
from textual.app import App
from textual.widgets import Input
from ui_support import ScreenHost, finished_state, settle

from landrush_tui.screens.landrush.reveal import RevealScreen
from landrush_tui.screens.new_game import NewGameScreen
from landrush_tui.widgets.landrush.turn_details import states_of

GAME = finished_state("You", "Basil:baseline")
STATES = states_of(GAME)


async def test_the_app_closing_as_the_reveal_is_pushed_is_clean():
    """Item 6: SIGTERM just after confirming bids (the reveal pushed, the app closing
    before it mounted) gave `NoMatches: No nodes match 'FieldMap'` and exit 1."""

    class Host(App):
        def on_mount(self) -> None:
            self.push_screen(RevealScreen(STATES[1], GAME.history[1], GAME.history[0]))
            self.exit(0)  # what the SIGTERM handler does, in the same moment

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
    assert app.return_code == 0 and getattr(app, "_exception", None) is None


async def test_a_reveal_whose_map_is_gone_steps_quietly():
    app = ScreenHost(lambda: RevealScreen(STATES[1], GAME.history[1], GAME.history[0]))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RevealScreen)
        await screen.query_one("#map").remove()  # as when the app takes the screen apart
        screen.action_auto()
        screen.step = 2
        await pilot.pause()
        assert screen._timer is None  # auto-play stopped instead of raising


async def test_keys_in_a_burst_on_the_new_game_form_land_where_focus_has_moved():
    """Item 7: `Tab Tab Tab Z` at once turned seat 1's name "You" into "Z"."""

    app = ScreenHost(NewGameScreen)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        names = list(screen.query(".seat-name").results(Input))
        assert screen.focused is names[0] and names[0].value == "You"
        # Where does slow typing put the focus after three Tabs?
        for _ in range(3):
            await pilot.press("tab")
            await pilot.pause()
        slow = screen.focused
        for _ in range(3):
            await pilot.press("shift+tab")
            await pilot.pause()
        assert screen.focused is names[0]
        burst(app, ["tab", "tab", "tab", "Z"])
        await settle(app, pilot)
        assert names[0].value == "You"
        assert screen.focused is slow
        if slow in names:
            assert slow.value.endswith("Z")


def test_the_map_never_divides_by_an_empty_board():
    """Item 3: a 0x0 board reached the map and crashed --resume with ZeroDivisionError.
    The readers refuse such boards now; the map still does not divide by zero."""
    from landrush_tui.widgets.landrush.field_map import cell_size

    class Empty:  # Board itself refuses a 0x0 size, so a stand-in with the same attributes
        width = height = 0
        fields = ()

    assert cell_size(Empty(), 80, 24) is None
