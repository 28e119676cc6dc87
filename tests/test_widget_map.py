"""The field map: shapes, marks, lot numbers, borders, clicks and tiny sizes."""

from __future__ import annotations

from textual.app import App, ComposeResult

from landrush_tui.rules import PlayerSpec, Settings, max_bid, new_game, play_turn
from landrush_tui.rules.rng import stream
from landrush_tui.widgets.field_map import ENLARGE, FieldMap, geometry
from landrush_tui.widgets.palette import player_marks

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo"]


def midgame(n: int, turns: int, seed: int = 7):
    """A game after ``turns`` turns of random bids (deterministic per seed)."""
    names = NAMES[:n]
    state = new_game(Settings(players=tuple(PlayerSpec(x) for x in names), seed=seed))
    rng = stream(seed, "test-map")
    for _ in range(turns):
        bids = [[rng.randrange(0, max(1, max_bid(state, s) // 4)) for _ in state.lots] for s in range(n)]
        state, _ = play_turn(state, bids)
    return names, state


class MapApp(App):
    def __init__(self, names, state, highlight=None):
        super().__init__()
        self.names, self.state, self.highlight = names, state, highlight
        self.clicks: list[FieldMap.FieldClicked] = []

    def compose(self) -> ComposeResult:
        field_map = FieldMap(self.state.board, self.names)
        field_map.show_state(self.state)
        field_map.highlight = self.highlight
        yield field_map

    def on_field_map_field_clicked(self, message: FieldMap.FieldClicked) -> None:
        self.clicks.append(message)


def screen_text(field_map: FieldMap) -> list[str]:
    return ["".join(seg.text for seg in field_map.render_line(y)) for y in range(field_map.content_size.height)]


async def test_marks_and_lot_numbers_show() -> None:
    names, state = midgame(4, 4)
    app = MapApp(names, state)
    async with app.run_test(size=(80, 24)):
        field_map = app.query_one(FieldMap)
        text = "\n".join(screen_text(field_map))
        marks = player_marks(names)
        for owner in {o for o in state.owners if o is not None}:
            assert marks[owner] in text
        for number in range(1, len(state.lots) + 1):
            assert str(number) in text


async def test_too_small_says_enlarge() -> None:
    names, state = midgame(4, 1)
    app = MapApp(names, state)
    async with app.run_test(size=(30, 10)):
        text = " ".join(screen_text(app.query_one(FieldMap)))
        assert "Enlarge" in text
