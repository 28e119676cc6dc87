"""Circuit's ring exactly as the spec's table (section 3.1) and the spec's map
glyphs (section 8): every name, type, price, rent and tax, the Fleet and Labor
Camp rent rules, and the movement helpers (section 5, step 2)."""

from __future__ import annotations

import pytest

from landrush_tui.rules.circuit import board
from landrush_tui.rules.circuit.board import Kind

# Spec 3.1, row by row: number, name, type, price, rent (Territory) or tax (Tax).
SPEC_TABLE = [
    (1, "Harbour Refuge", "Refuge", 0, 0),
    (2, "Salt Marsh", "Territory", 1000, 600),
    (3, "Birch Hollow", "Territory", 1200, 700),
    (4, "Northern Fleet", "Fleet", 2500, 0),
    (5, "Flint Ridge", "Territory", 1400, 800),
    (6, "Toll Gate", "Tax", 0, 4000),
    (7, "Amber Coast", "Territory", 1600, 1000),
    (8, "Upland Refuge", "Refuge", 0, 0),
    (9, "Iron Vale", "Territory", 1800, 1100),
    (10, "Quarry Camp", "Labor Camp", 2000, 0),
    (11, "Eastern Fleet", "Fleet", 2500, 0),
    (12, "Copper Downs", "Territory", 2200, 1300),
    (13, "Silver Fjord", "Territory", 2400, 1400),
    (14, "Gold Steppe", "Territory", 2600, 1600),
    (15, "Forest Refuge", "Refuge", 0, 0),
    (16, "Ivory Heath", "Territory", 2800, 1700),
    (17, "Timber Camp", "Labor Camp", 2000, 0),
    (18, "Southern Fleet", "Fleet", 2500, 0),
    (19, "Crown Heights", "Territory", 3200, 1900),
    (20, "War Tax", "Tax", 0, 8000),
    (21, "Imperial Reach", "Territory", 3600, 2200),
]
# Spec 8: "type glyph (R Refuge, T Territory, F Fleet, L Labor Camp, X Tax)".
GLYPHS = {"Refuge": "R", "Territory": "T", "Fleet": "F", "Labor Camp": "L", "Tax": "X"}


@pytest.mark.parametrize("number, name, kind, price, amount", SPEC_TABLE)
def test_the_ring_is_the_spec_table(number, name, kind, price, amount):
    """Spec 3.1: '21 spaces numbered 1..21' with the table's names, types, prices and rents."""
    sp = board.space(number)
    assert sp.number == number and sp.name == name
    assert sp.kind.value == GLYPHS[kind]
    assert sp.price == price
    if kind == "Territory":
        assert (sp.rent, sp.tax) == (amount, 0)
    elif kind == "Tax":
        assert (sp.tax, sp.rent) == (amount, 0)
    else:
        assert (sp.rent, sp.tax) == (0, 0)
    assert sp.kind.is_plot == (kind in ("Territory", "Fleet", "Labor Camp"))


def test_space_counts_and_start():
    """Spec 3.1: 11 Territories, 3 Fleets, 2 Labor Camps, 3 Refuges, 2 Taxes; space 1 is a Refuge, the start."""
    kinds = [sp.kind for sp in board.SPACES]
    assert board.RING == 21 == len(board.SPACES)
    assert (
        kinds.count(Kind.TERRITORY),
        kinds.count(Kind.FLEET),
        kinds.count(Kind.CAMP),
        kinds.count(Kind.REFUGE),
        kinds.count(Kind.TAX),
    ) == (11, 3, 2, 3, 2)
    assert board.START_SPACE == 1 and board.space(1).kind is Kind.REFUGE
    assert board.FLEETS == (4, 11, 18) and board.CAMPS == (10, 17)
    assert [sp.number for sp in board.SPACES] == list(range(1, 22))


def test_there_is_no_space_outside_the_ring():
    """Spec 3.1: the spaces are numbered 1..21 and no others."""
    for bad in (0, 22, -1):
        with pytest.raises(ValueError):
            board.space(bad)
    assert board.space(21).name == "Imperial Reach" and board.space(1).name == "Harbour Refuge"


def owners_with(**by_space: int) -> tuple[int | None, ...]:
    owners: list[int | None] = [None] * 21
    for key, seat in by_space.items():
        owners[int(key[1:]) - 1] = seat
    return tuple(owners)


@pytest.mark.parametrize("count, want", [(1, 1000), (2, 2000), (3, 4000)])
def test_fleet_rent_by_fleets_owned(count, want):
    """Spec 3.1: 'Fleet rent: by the number of Fleets the owner owns: 1 -> 1000, 2 -> 2000, 3 -> 4000'."""
    fleets = dict(zip(("s4", "s11", "s18"), (1,) * count, strict=False))
    owners = owners_with(**fleets, s12=1)
    for number in board.FLEETS[:count]:
        assert board.rent(number, owners, 7) == want
    assert board.count_owned(owners, 1, board.FLEETS) == count


def test_fleets_of_another_seat_do_not_count():
    """Spec 5 step 3: rents use the number of Fleets or Labor Camps *o* (the owner) owns."""
    owners = owners_with(s4=1, s11=2, s18=2, s10=1, s17=2)
    assert board.rent(4, owners, 5) == 1000
    assert board.rent(11, owners, 5) == 2000
    assert board.rent(10, owners, 5) == 5 * 150
    assert board.rent(17, owners, 5) == 5 * 150


@pytest.mark.parametrize("dice_sum", [2, 7, 12])
def test_labor_camp_rent_is_the_dice_sum_times_the_rate(dice_sum):
    """Spec 3.1: 'the arriver's dice sum this turn x 150 if the owner owns 1 Labor Camp, x 400 if it owns both'."""
    assert board.rent(10, owners_with(s10=0), dice_sum) == dice_sum * 150
    assert board.rent(17, owners_with(s17=3), dice_sum) == dice_sum * 150
    assert board.rent(17, owners_with(s10=3, s17=3), dice_sum) == dice_sum * 400


def test_territory_rent_is_the_table_rent_whatever_else_is_owned():
    """Spec 3.1: Territory rent is the table's rent."""
    everything = tuple([0] * 21)
    for sp in board.SPACES:
        if sp.kind is Kind.TERRITORY:
            assert board.rent(sp.number, everything, 12) == sp.rent


def test_rent_only_on_an_owned_plot():
    """Spec 5 step 3: rent is due on a plot owned by another seat; an unowned plot or an event has none."""
    with pytest.raises(ValueError):
        board.rent(2, owners_with(), 7)  # an unowned Territory
    with pytest.raises(ValueError):
        board.rent(6, tuple([0] * 21), 7)  # a Tax, even with an 'owner' entry
    with pytest.raises(ValueError):
        board.rent(1, tuple([0] * 21), 7)  # a Refuge
    assert board.rent(2, owners_with(s2=0), 7) == 600


def test_wrap_and_the_spaces_passed():
    """Spec 5 step 2: b = ((a - 1 + s) mod 21) + 1; 11 case 2: from 19 a roll of 5 passes 20, 21, 1, 2, 3."""
    assert board.advance(19, 5) == 3 and board.advance(16, 6) == 1 and board.advance(1, 12) == 13
    assert board.advance(21, 1) == 1 and board.advance(20, 1) == 21
    assert board.passed(19, 5) == (20, 21, 1, 2, 3)
    assert board.passed(1, 2) == (2, 3)
