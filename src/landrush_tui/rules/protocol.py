"""The words the rules and the app share: who must decide what now (``Ask``)
and the settings a new-game form shows.

The model is OpenSpiel's: a state says which seats must act. Either several
seats decide at once and in secret (Land Rush's bids: ``Ask.secret``), or one
seat decides in the open, or nobody (the game is over). Chance (lot draws, tie
breaks, dice) never asks anyone: ``apply`` draws it from the game's seeded
streams, so the same seed and decisions always give the same game.

A game's rules subclass ``rules.game.GameRules``; the registry
(``rules.registry``) names them. Nothing here imports a game, Textual or any I/O.
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class Ask:
    """Who must decide what now.

    ``seats`` must each give one decision of kind ``what`` (a word the rule
    set's screens and bots understand, e.g. ``"bids"``). ``secret`` means the
    decisions are simultaneous and hidden from the other seats until all are
    in: at one keyboard a hand-over screen stands between two humans.
    """

    seats: tuple[int, ...]
    what: str
    secret: bool = False
    # What a player reads while the seat decides: "Ann is bidding.", "a hand-over:
    # enter your secret bids". Shared screens say these words and never test ``what``.
    verb: str = "deciding"
    act: str = "make your move"


@attrs.frozen
class Choice:
    """One option of a setting: the stored value and the words a player reads."""

    value: Any
    label: str
    help: str = ""


@attrs.frozen
class SettingField:
    """A setting the new-game form shows, described by the rule set.

    ``choices`` makes it a drop-down; without choices it is a whole number
    typed in a box (``minimum`` / ``maximum`` bound it). ``key`` is the
    keyword ``RuleSet.make_settings`` receives it under.
    """

    key: str
    label: str
    default: Any
    help: str = ""
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
