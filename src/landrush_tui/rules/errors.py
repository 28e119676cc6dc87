"""Errors raised by the rules. All are ValueErrors: bad input, never a crash."""


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
