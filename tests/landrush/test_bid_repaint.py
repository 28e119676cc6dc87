"""What a key on the bid screen costs: a digit does not lay the screen out again,
and Tab to the next lot neither redraws the whole screen nor rebuilds the Footer
(its keys are the same). The work, counted, not timed: the times are
bench/bench_repaint.py's figures."""

from __future__ import annotations

import asyncio

import pytest
from textual.screen import Screen
from textual.widgets import Footer
from ui_support import key_event, painted_frames, post_key, settings, settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules.landrush import new_game, play_turn
from landrush_tui.screens.landrush.bid import BidScreen
from landrush_tui.session import Session
from landrush_tui.widgets.landrush.field_map import FieldMap


async def test_digits_and_tab_redraw_only_what_they_change(monkeypatch):
    app = LandRushApp(session=Session.start(new_game(settings("You", "Bot:baseline", seed=3))), cursor_blink=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        await pilot.pause(0.3)
        work: list[str] = []
        layout = Screen._refresh_layout
        refresh = Screen.refresh
        recompose = Footer.recompose

        def counted_layout(self, *args, **kwargs):
            work.append("layout")
            return layout(self, *args, **kwargs)

        def counted_refresh(self, *regions, **kwargs):
            if not regions and self is screen:
                work.append("whole screen")
            return refresh(self, *regions, **kwargs)

        async def counted_recompose(self):
            work.append("footer rebuilt")
            return await recompose(self)

        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        monkeypatch.setattr(Screen, "refresh", counted_refresh)
        monkeypatch.setattr(Footer, "recompose", counted_recompose)
        await pilot.press("4", "2", "backspace")
        await pilot.pause(0.2)
        assert screen.query_one("#lot-1").value == "4"  # type: ignore[attr-defined]
        assert "layout" not in work
        await pilot.press("tab")
        await pilot.pause(0.2)
        assert screen.focused is screen.query_one("#lot-2")
        assert work == []


@pytest.mark.parametrize("size, seats", [((120, 40), 2), ((80, 24), 10)])
async def test_a_key_is_painted_in_one_frame_with_what_follows_from_it(monkeypatch, size, seats):
    """A digit and the sum it changes, a Tab's two boxes and the map's highlight: each
    key's changes reach the screen together and are painted in one frame (they came in
    two, a sixtieth of a second apart: the sum or the map a frame after the box). At
    80x24 with ten seats the review's words take a line more: one layout, one frame."""
    bots = [f"Bot {i}:baseline" for i in range(1, seats)]
    state = new_game(settings("You", *bots, seed=3))
    # Turn 2, as bench/bench_repaint.py times it: the table of everyone, not turn 1's box
    # (whose scrolled box, made a line shorter by the review, paints its scrollbar a frame later).
    state, _ = play_turn(state, [[1 + seat] * len(state.lots) for seat in range(seats)])
    app = LandRushApp(session=Session.start(state), cursor_blink=False)
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        await pilot.pause(0.3)
        frames = painted_frames(monkeypatch)

        def painted(frame: set) -> set[str | None]:
            return {widget.id for widget in frame}

        for key in ("4", "tab", "shift+tab"):
            await post_key(app, frames, key)
            assert len(frames) == 1, (key, frames)
        assert screen.query_one("#lot-1").value == "4"  # type: ignore[attr-defined]
        assert screen.focused is screen.query_one("#lot-1")
        assert [painted(frame) for frame in frames] == [{"lot-1", "lot-2", "map"}]
        # The review and back: every box dims (or lights up again) with the message, in
        # one frame, not a repaint of the whole screen; the Footer's keys read the same
        # in both (a bid box's Enter and the screen's), so it is not rebuilt.
        rebuilt: list[Footer] = []
        recompose = Footer.recompose

        async def counted_recompose(self):
            rebuilt.append(self)
            return await recompose(self)

        monkeypatch.setattr(Footer, "recompose", counted_recompose)
        boxes = {box.id for box in screen.query(".lot-bid")}
        for key, reviewing in (("enter", True), ("escape", False)):
            await post_key(app, frames, key)
            assert screen.reviewing is reviewing
            assert len(frames) == 1 and screen not in frames[0], (key, frames)
            assert boxes | {"message"} <= painted(frames[0])
        assert rebuilt == []


async def test_a_bid_box_restyled_again_is_given_what_the_stylesheet_gives(monkeypatch):
    """A box's styles for a focus, a blur, the review's dimming, a bad bid are worked
    out once and kept: a second round of Tabs asks the stylesheet for nothing, and at
    every step each box has what the stylesheet gives it (a new theme included)."""
    from textual.css.stylesheet import Stylesheet

    from landrush_tui.widgets.bid_input import BidInput

    app = LandRushApp(session=Session.start(new_game(settings("You", "Bot:baseline", seed=3))), cursor_blink=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        boxes = list(screen.query(BidInput))
        asked: list = []
        apply = Stylesheet.apply

        def counted(self, node, **kwargs):
            asked.append(node)
            return apply(self, node, **kwargs)

        monkeypatch.setattr(Stylesheet, "apply", counted)

        def given(box: BidInput) -> tuple:
            components = {name: styles.base.get_rules() for name, styles in box._component_styles.items()}
            return box.styles.base.get_rules(), components, box.rich_style

        def check() -> None:
            for box in boxes:
                kept = given(box)
                app.stylesheet.update_nodes([box])  # what Textual works out afresh
                assert given(box) == kept, (box.id, steps_done)

        rounds = ["tab"] * len(boxes)
        too_much = ["9"] * 7  # more than anyone's money: the box is marked bad
        steps = [*rounds, *rounds, *too_much, "bad", *["backspace"] * 7, "enter", "review", "escape", "shift+tab"]
        steps_done: list[str] = []
        for i, key in enumerate(steps):
            steps_done.append(key)
            if key == "bad":
                assert "-bad" in screen.focused.classes
            elif key == "review":
                assert screen.reviewing and all(box.disabled for box in boxes)
            else:
                asked.clear()
                await pilot.press(key)
                await pilot.pause()
                if len(boxes) <= i < 2 * len(boxes):  # the second round: every state seen before
                    assert not any(node in boxes for node in asked), key
            check()
        app.theme = "textual-light"
        await pilot.pause()
        for key in rounds:
            await pilot.press(key)
            await pilot.pause()
            check()


async def test_a_frame_held_for_a_widget_that_never_reports_is_let_go(monkeypatch):
    """A Tab holds the next frame until the boxes and the map have reported. Should one
    never report (removed meanwhile), the screen is let go shortly all the same, and what
    came meanwhile (a resize, whose frame Textual drops while held) is painted whole."""
    state = new_game(settings("You", "Bot:baseline", seed=3))
    state, _ = play_turn(state, [[1 + seat] * len(state.lots) for seat in range(2)])
    app = LandRushApp(session=Session.start(state), cursor_blink=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        await pilot.pause(0.3)
        field_map = screen.query_one(FieldMap)
        call_later = field_map.call_later

        def never_reports(callback, *args, **kwargs):
            return True if callback.__name__ == "reported" else call_later(callback, *args, **kwargs)

        monkeypatch.setattr(field_map, "call_later", never_reports)
        shown: list[tuple[bool, str]] = []  # per update sent to the terminal: held?, what
        display = app._display

        def counted(screen, update):
            if update is not None:
                shown.append((bool(app._batch_count), type(update).__name__))
            return display(screen, update)

        monkeypatch.setattr(app, "_display", counted)
        app.post_message(key_event("tab"))
        await asyncio.sleep(0.05)
        assert app._batch_count == 1 and screen.focused is screen.query_one("#lot-2")
        await pilot.resize_terminal(110, 36)
        await asyncio.sleep(0.4)
        assert app._batch_count == 0
        assert (True, "LayoutUpdate") in shown  # the resized screen, dropped while held
        assert shown[-1] == (False, "LayoutUpdate"), shown  # and painted whole after it
