"""Errors raised by the rules. All are ValueErrors: bad input, never a crash."""

from __future__ import annotations

from typing import Sequence


class RulesError(ValueError):
    """A request the rules refuse; the state it was made against is unchanged."""


class InvalidSettings(RulesError):
    """Settings outside what the rules allow."""


class InvalidBid(RulesError):
    """A bid the rules refuse, naming the seat and the lot."""

    def __init__(self, message: str, seat: int | None = None, lot: int | None = None):
        super().__init__(message)
        self.seat = seat
        self.lot = lot


class GameOver(RulesError):
    """The game is over: nobody decides anything any more."""


class NotYourTurn(RulesError):
    """A decision from a seat that is not asked now."""


def asked(ask: tuple[int, str] | None, seat: int, names: Sequence[str], turn: str = "turn") -> str:
    """What ``seat`` is asked to decide in a game where one seat decides at a time;
    ``GameOver`` once nobody is asked, ``NotYourTurn`` naming the seat that is."""
    if ask is None:
        raise GameOver("the game is over: there is nothing to decide")
    who, what = ask
    if seat != who:
        raise NotYourTurn(f"it is {names[who]}'s {turn} (seat {who}), not seat {seat}'s")
    return what
