"""A game as plain text, turn by turn: what ``landrush replay FILE`` prints when
its output is not a terminal (a pipe, a file), so a game can be shared as text.

Pure: no Textual, no Rich, no colour; only what the record holds, through the
rules' own states.
"""

from __future__ import annotations

from typing import Iterator, Sequence

from ..players import verb
from .game import winners
from .state import GameState


def _clean(text: str) -> str:
    """A name as one printable line (a file may hold control characters)."""
    return "".join(ch if ch.isprintable() else "?" for ch in text)


def _table(rows: Sequence[Sequence[str]], right: Sequence[bool]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for row in rows:
        cells = [c.rjust(w) if r else c.ljust(w) for c, w, r in zip(row, widths, right, strict=False)]
        out.append("  " + "  ".join(cells).rstrip())
    return out


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def game_lines(state: GameState, title: str = "") -> Iterator[str]:
    """The lines of the whole game: settings, then each turn, then the result."""
    s = state.settings
    names = [_clean(p.name) for p in s.players]
    board = state.board
    if title:
        yield _clean(title)
        yield "=" * min(len(title), 78)
    players = ", ".join(f"{name} ({p.ai})" if p.is_ai else name for name, p in zip(names, s.players, strict=False))
    yield f"Players: {players}"
    yield (
        f"Start money {s.start_money}; auction: {s.auction_type.value.replace('_', ' ')}; "
        f"lot order: {s.auction_order.value.replace('_', ' ')}; seed {s.seed}"
    )
    yield f"Board: {board.width}x{board.height} cells in {len(board.fields)} fields"
    for report in state.history:
        yield ""
        yield f"Turn {report.turn}" + (" (the last)" if report.final else "")
        lots = ", ".join(
            f"{j + 1}) field {f} ({_plural(board.fields[f].size, 'cell')})" for j, f in enumerate(report.lots)
        )
        yield f"Lots: {lots}"
        yield "Bids:"
        rows = [["", *(f"lot {j + 1}" for j in range(len(report.lots)))]]
        lowered = False
        for seat, name in enumerate(names):
            row = [name]
            for j, sale in enumerate(report.sales):
                bid, eff = report.bids[seat][j], sale.effective_bids[seat]
                cell = str(bid) if eff == bid else f"{bid}*{eff}"
                lowered = lowered or eff != bid
                row.append(cell)
            rows.append(row)
        yield from _table(rows, [False] + [True] * len(report.lots))
        if lowered:
            yield "  (a*b: bid a, lowered to b, the money the bidder had left)"
        yield "Sales:"
        for j, sale in enumerate(report.sales):
            tie = " (a tie, drawn at random)" if sale.tie else ""
            yield f"  Lot {j + 1}, field {sale.field}: {names[sale.winner]} for {sale.price}{tie}"
        yield "Final payout:" if report.final else "Payout:"
        rows = [["#", "player", "region", "fields", "payout", "money"]]
        for st in sorted(report.standings, key=lambda x: (x.rank, x.seat)):
            rows.append(
                [
                    str(st.rank),
                    names[st.seat],
                    str(st.largest_region),
                    str(st.fields),
                    _signed(st.payout),
                    str(st.money),
                ]
            )
        yield from _table(rows, [True, False, True, True, True, True])
    yield ""
    if state.is_over:
        best = winners(state)
        who = " and ".join(names[w] for w in best)
        share = " share the win" if len(best) > 1 else f" {verb(who, 'wins', 'win')}"
        yield f"Result: {who}{share} with {state.money[best[0]]}."
        order = sorted(range(s.n), key=lambda seat: (-state.money[seat], seat))
        yield "Final money: " + ", ".join(f"{names[seat]} {state.money[seat]}" for seat in order)
    else:
        yield (
            f"The game is not finished: {_plural(len(state.history), 'turn')} played, "
            f"{_plural(len(state.unsold), 'field')} unsold."
        )


def game_text(state: GameState, title: str = "") -> str:
    return "\n".join(game_lines(state, title)) + "\n"
