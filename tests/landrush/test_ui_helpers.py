"""The small pure helpers of the bid box and the new-game form."""

from landrush_tui.screens.new_game import unique_name
from landrush_tui.widgets.bid_input import parse_bid


def test_parse_bid_accepts_digits_and_blank():
    assert parse_bid("", 500) == (0, "")
    assert parse_bid(" 42 ", 500) == (42, "")
    assert parse_bid("500", 500) == (500, "")


def test_parse_bid_rejects_letters_and_too_much():
    assert parse_bid("4a", 500)[0] is None and "digits" in parse_bid("4a", 500)[1]
    assert parse_bid("-3", 500)[0] is None
    assert parse_bid("501", 500)[0] is None and "500" in parse_bid("501", 500)[1]


def test_unique_name_numbers_duplicates():
    assert unique_name("Ted", []) == "Ted"
    assert unique_name("Ted", ["ted"]) == "Ted 2"
    assert unique_name("Ted", ["Ted", "Ted 2"]) == "Ted 3"
