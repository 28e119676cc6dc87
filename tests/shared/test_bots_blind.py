"""No bot reads who its rivals are: every built-in bot of every registered game,
given the same position with the rivals' names, kinds (human or bot) and bot
names changed, makes the same decision. A bot may learn about a rival only from
what that rival does at the table."""

from __future__ import annotations

from typing import Any, Sequence

import attrs
import pytest

from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec

# decisions looked at per game (spread over the game), to keep the slow bots affordable
SAMPLES = 24


def lineup(keys: Sequence[str], n: int, shift: int) -> list[str]:
    """n seats cycling through every built-in bot, starting at ``shift``."""
    return [keys[(shift + i) % len(keys)] for i in range(n)]


def disguised(players: Sequence[PlayerSpec], me: int, keys: Sequence[str], how: int) -> tuple[PlayerSpec, ...]:
    """The seats with every rival in another guise: ``how`` 0 turns bots into humans
    (and humans into bots), 1 gives each bot another built-in bot's name, 2 keeps the
    kinds and renames everyone."""
    out = []
    for s, p in enumerate(players):
        if s == me:
            out.append(p)
        elif how == 0:
            out.append(
                PlayerSpec(f"Guest {s}") if p.is_ai else PlayerSpec(f"Bot {s}", PlayerKind.AI, keys[s % len(keys)])
            )
        elif how == 1:
            other = keys[(keys.index(p.ai) + 1) % len(keys)] if p.ai in keys else keys[0]
            out.append(PlayerSpec(p.name, PlayerKind.AI, other))
        else:
            out.append(attrs.evolve(p, name=f"{p.name[::-1]} the {s}"))
    return tuple(out)


def with_players(state: Any, players: tuple[PlayerSpec, ...]) -> Any:
    return attrs.evolve(state, settings=attrs.evolve(state.settings, players=players))


def tables(entry: registry.GameEntry) -> list[int]:
    return sorted({max(entry.min_players, 3), min(entry.max_players, 4)} | {entry.min_players})


def play_and_check(name: str, n: int, seed: int) -> int:
    rules = registry.get(name)
    keys = [s.key for s in bots_for(rules.name).strengths]
    seats = lineup(keys, n, seed)
    players = [PlayerSpec(f"{k.title()} {i + 1}", PlayerKind.AI, k) for i, k in enumerate(seats)]
    state = rules.new_game(rules.make_settings(players, seed))
    bots = [bots_for(rules.name).load_bot(k) for k in seats]
    decisions_total = 0
    pending: list[tuple[Any, int]] = []
    while (ask := rules.to_decide(state)) is not None:
        decisions = {}
        for s in ask.seats:
            decisions[s] = bots_for(rules.name).call_bot(rules, bots[s], rules.view(state, s), seats[s])
            pending.append((state, s))
        state, _ = rules.apply(state, decisions)
        decisions_total += 1
    # the sampled decisions, spread evenly over the game (early, middle and late)
    step = max(1, len(pending) // SAMPLES)
    checked = 0
    for state0, s in pending[::step][:SAMPLES]:
        answer = bots_for(rules.name).call_bot(rules, bots[s], rules.view(state0, s), seats[s])
        for how in range(3):
            other = with_players(state0, disguised(rules.players(state0), s, keys, how))
            again = bots_for(rules.name).call_bot(rules, bots[s], rules.view(other, s), seats[s])
            assert again == answer, (
                f"{name}, {n} seats, seed {seed}: {seats[s]} (seat {s}) answered "
                f"{answer!r}, but {again!r} once its rivals were disguised ({how})"
            )
        checked += 1
    return checked


@pytest.mark.parametrize("name", list(registry.GAMES))
def test_bots_decide_the_same_whoever_their_rivals_are(name):
    entry = registry.GAMES[name]
    checked = 0
    for k, n in enumerate(tables(entry)):
        checked += play_and_check(name, n, 3 + k)
    assert checked >= SAMPLES
