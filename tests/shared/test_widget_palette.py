"""Player colours, the text drawn on them, and one-character player marks."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len

from landrush_tui.widgets.palette import (
    LOT_DARK,
    LOT_LIGHT,
    PLAYER_COLOURS,
    UNSOLD_DARK,
    UNSOLD_LIGHT,
    contrast,
    player_colour,
    player_marks,
    text_on,
)


def test_ten_distinct_hex_colours() -> None:
    assert len(PLAYER_COLOURS) == 10
    assert len({c.lower() for c in PLAYER_COLOURS}) == 10
    assert all(re.fullmatch(r"#[0-9a-f]{6}", c) for c in PLAYER_COLOURS)
    assert [player_colour(s) for s in range(10)] == list(PLAYER_COLOURS)


@pytest.mark.parametrize("fill", PLAYER_COLOURS + (LOT_DARK, LOT_LIGHT) + UNSOLD_DARK + UNSOLD_LIGHT)
def test_text_on_every_fill_has_a_contrast_of_at_least_4_5(fill) -> None:
    text = text_on(fill)
    assert text in ("#000000", "#ffffff")
    assert contrast(text, fill) >= 4.5


def test_contrast_matches_known_values() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)
    assert contrast("#ffffff", "#767676") == pytest.approx(4.54, abs=0.01)  # WCAG's classic grey


def test_player_colours_stand_apart_from_unsold_greys_and_the_lot_fill() -> None:
    def rgb(c):
        return tuple(int(c[i : i + 2], 16) for i in (1, 3, 5))

    for colour in PLAYER_COLOURS:
        r, g, b = rgb(colour)
        assert max(r, g, b) - min(r, g, b) >= 60  # clearly coloured, not a grey
    for grey in UNSOLD_DARK + UNSOLD_LIGHT:
        r, g, b = rgb(grey)
        assert max(r, g, b) - min(r, g, b) <= 16


def test_unsold_shades_are_told_apart_on_each_theme() -> None:
    for shades in (UNSOLD_DARK, UNSOLD_LIGHT):
        assert len(set(shades)) == len(shades) >= 3
        for a in shades:
            for b in shades:
                if a != b:
                    assert contrast(a, b) >= 1.1


def test_unique_initials_are_kept() -> None:
    assert player_marks(["Ann", "Bob", "Cleo"]) == ("A", "B", "C")
    assert player_marks(["ann", "bob"]) == ("A", "B")


@pytest.mark.parametrize(
    "names",
    [
        ["Ann", "Anna", "Al"],
        ["Ann", "Anna", "Al", "Alan", "Alana", "Bob", "Bo"],
        ["Bot", "Bot", "Bot", "Bot"],
        ["A", "A", "A", "A", "A", "A", "A", "A", "A", "A"],
        ["", "", "", ""],
        ["🙂", "李雷", "  ", "--", "Émile", "émile"],
        ["Basil (baseline)", "Basil (baseline)", "Basil (easy)", "Player 1", "Player 2", "Player 3"],
        ["ß", "ss", "S"],
    ],
)
def test_marks_are_distinct_single_cell_characters(names) -> None:
    marks = player_marks(names)
    assert len(marks) == len(names)
    assert len(set(marks)) == len(marks)
    for mark in marks:
        assert len(mark) == 1 and cell_len(mark) == 1 and mark.isprintable() and not mark.isspace()


def test_clashing_names_take_their_next_letter() -> None:
    assert player_marks(["Ann", "Anna", "Al"]) == ("A", "N", "L")
    assert player_marks(["Bob", "Bea", "Cy"]) == ("B", "E", "C")
    assert player_marks(["Bot 1", "Bot 2"]) == ("B", "O")


def test_a_clash_never_takes_someone_elses_unique_initial() -> None:
    # Amy would take M, but M is My's own unique initial: Amy gets Y.
    assert player_marks(["Al", "Amy", "Lu", "My"]) == ("A", "Y", "L", "M")


@pytest.mark.parametrize(
    "names",
    [
        [f"Player {i}" for i in range(1, 11)],
        ["9", "99", "1 2 3", "++", "Steady Ted", "Steady Ted 2", "Steady Ted 3", "007", "42", "+1"],
        ["Ted"] * 10,
    ],
)
def test_a_mark_is_never_a_digit_or_plus(names) -> None:
    """Issue 9: with 10 seats a mark "9" read like lot 9, and "+" marks next turn's lots."""
    marks = player_marks(names)
    assert len(set(marks)) == len(names)
    assert not any(m.isdigit() or m == "+" for m in marks), marks
