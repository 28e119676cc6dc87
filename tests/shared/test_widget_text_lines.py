"""TextLines (a board drawn as text lines): a key that changes one line repaints that
line only, without laying the screen out again, and the lines look exactly as a
Static shows them."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from landrush_tui.widgets.text_lines import TextLines


def board(mark: str) -> Text:
    text = Text()
    for y in range(6):
        text.append(f"row {y} ", style="bold")
        text.append(mark if y == 3 else ".", style="red on #202020")
        text.append(" end", style="dim")
        text.append("\n" if y < 5 else "")
    return text


class Two(App):
    CSS = "TextLines, Static { text-wrap: nowrap; text-overflow: clip; }"

    def compose(self) -> ComposeResult:
        yield TextLines(board("x"), id="lines")
        yield Static(board("x"), id="static")


async def test_one_changed_line_repaints_one_line_and_no_layout():
    app = Two()
    async with app.run_test(size=(40, 14)) as pilot:
        await pilot.pause()
        widget = app.query_one("#lines", TextLines)
        calls: list[tuple[tuple, bool]] = []
        original = widget.refresh

        def spy(*regions, **kwargs):
            calls.append((regions, kwargs.get("layout", False)))
            return original(*regions, **kwargs)

        widget.refresh = spy  # type: ignore[method-assign]
        widget.update(board("y"))
        assert calls and not any(layout for _, layout in calls)
        regions = [r for regions, _ in calls for r in regions]
        assert [(r.y, r.height) for r in regions] == [(3, 1)]
        calls.clear()
        widget.update(board("y"))  # the same text again: nothing to draw
        assert calls == []
        widget.update(board("wider"))  # a wider line: the screen is laid out again
        assert any(layout for _, layout in calls)


async def test_lines_look_as_a_static_shows_them():
    app = Two()
    async with app.run_test(size=(40, 14)) as pilot:
        await pilot.pause()
        lines, static = app.query_one("#lines"), app.query_one("#static")
        app.query_one(TextLines).update(board("z"))
        static.update(board("z"))
        await pilot.pause()
        assert lines.size == static.size
        for y in range(lines.size.height):
            ours, theirs = lines.render_line(y), static.render_line(y)
            assert ours.text.rstrip() == theirs.text.rstrip()

            def colour(c):  # "red" and "color(1)" are the same colour
                return None if c is None else (c.number, c.triplet)

            def cells(strip):
                return [
                    (ch, colour(s.style.color), colour(s.style.bgcolor), bool(s.style.bold), bool(s.style.dim))
                    for s in strip
                    for ch in s.text
                ]

            assert cells(ours)[: theirs.cell_length] == cells(theirs)
