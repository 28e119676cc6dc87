"""Landrush for piecepack: settings, state, the legal plays and a turn (spec
``piecepack-rules.md`` sections 2-6). Pure and frozen: no Textual, no I/O.

The game asks one seat at a time, in the open:

- ``"opening"``: each seat in turn order from the first seat places one medium
  on an empty square with no pyramid on any of its 8 surrounding squares; the
  decision is the square ``(x, y)``.
- ``"play"``: the coin of turn t (``stream(seed, "piecepack", "coin", t)``)
  names a tile; the seat must place a pyramid there; the decision is
  ``((x, y), size)`` with size ``"S"``, ``"M"`` or ``"L"``.
- ``"pass"``: the drawn tile offers no legal play; the rules make the turn
  (``tile_full`` or ``blocked``) and the only decision is ``"pass"``. Nobody
  chooses anything: the rule set answers it for humans and bots alike.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import attrs

from ..board import Board, Field
from ..errors import InvalidSettings, RulesError, asked
from ..game import EndingState
from ..players import PlayerSpec, SeatsAndSeed
from ..regions import components
from ..rng import stream

GAME = "piecepack"
MIN_PLAYERS, MAX_PLAYERS = 2, 5
WIDTH, HEIGHT = 8, 12
COLUMNS, ROWS = 4, 6
SQUARES = WIDTH * HEIGHT
SUITS = ("Suns", "Moons", "Crowns", "Arms")
VALUES = ("Null", "2", "3", "4", "5", "Ace")
SIZES = ("S", "M", "L")
PIPS = {"S": 1, "M": 2, "L": 3}
SIZE_WORD = {"S": "small", "M": "medium", "L": "large"}
CORNERS = ("NW", "NE", "SW", "SE")
LETTERS = "ABCDE"
COLOURS = ("red", "blue", "green", "magenta", "dark_orange")

OPENING, PLAY, PASS = "opening", "play", "pass"
TILE_FULL, BLOCKED = "tile_full", "blocked"
STASH_EMPTY, NO_PLAYS_LEFT = "stash_empty", "no_plays_left"

Square = tuple[int, int]  # (x, y)
Decision = Square | tuple[Square, str] | str  # an opening square, a (square, size) play, or PASS
Stash = tuple[int, int, int]  # S, M, L
Piece = tuple[int, str]  # (seat, size)

# The shared board, built twice (rule-sets.md): 96 one-square fields give square
# adjacency (shared sides only), 24 four-square fields give the tile of a square.
SQUARE_BOARD = Board(WIDTH, HEIGHT, [Field(y * WIDTH + x, ((x, y),)) for y in range(HEIGHT) for x in range(WIDTH)])
TILE_BOARD = Board(
    WIDTH,
    HEIGHT,
    [
        Field(COLUMNS * r + c, sorted((2 * c + dx, 2 * r + dy) for dx in (0, 1) for dy in (0, 1)))
        for r in range(ROWS)
        for c in range(COLUMNS)
    ],
)
ADJ: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(n)) for n in SQUARE_BOARD.neighbours)
AROUND: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (y + dy) * WIDTH + x + dx
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and 0 <= x + dx < WIDTH and 0 <= y + dy < HEIGHT
    )
    for y in range(HEIGHT)
    for x in range(WIDTH)
)


def index(sq: Square) -> int:
    return sq[1] * WIDTH + sq[0]


def square_of(i: int) -> Square:
    return (i % WIDTH, i // WIDTH)


def tile_squares(tile: int) -> tuple[Square, ...]:
    """The 4 squares of tile 4 r + c, in the order NW, NE, SW, SE."""
    c, r = tile % COLUMNS, tile // COLUMNS
    return ((2 * c, 2 * r), (2 * c + 1, 2 * r), (2 * c, 2 * r + 1), (2 * c + 1, 2 * r + 1))


def tile_of(sq: Square) -> int:
    return TILE_BOARD.field_at[sq]


def coin_name(coin: int) -> str:
    """Coin k names tile (k mod 4, k div 4): "Moons 4" for coin 13."""
    return f"{SUITS[coin % COLUMNS]} {VALUES[coin // COLUMNS]}"


def coin_of(seed: int, turn: int) -> int:
    """The coin drawn in turn ``turn``: uniform over all 24 (the bag is full at every draw)."""
    return stream(seed, GAME, "coin", turn).randrange(COLUMNS * ROWS)


def stash_start(n: int) -> Stash:
    """5 of each size with 2 or 3 players, 4 of each with 4 or 5."""
    k = 5 if n <= 3 else 4
    return (k, k, k)


class PiecepackError(RulesError):
    """A decision the rules of Landrush for piecepack refuse (the state is unchanged)."""


class IllegalPlay(PiecepackError):
    """A square or size the rules do not allow now."""


@attrs.frozen
class Settings(SeatsAndSeed):
    title, min_players, max_players = "Landrush for piecepack", MIN_PLAYERS, MAX_PLAYERS


@attrs.frozen
class Takeover:
    """One taken tract: its owner and its squares (square order)."""

    owner: int
    squares: tuple[Square, ...]


@attrs.frozen
class Play:
    square: Square
    size: str
    takeovers: tuple[Takeover, ...] = ()


@attrs.frozen
class Opening:
    seat: int
    square: Square


@attrs.frozen
class TurnEntry:
    """One turn as the record holds it (also the report of the turn)."""

    turn: int
    seat: int
    coin: int
    play: Play | None
    no_play: str | None
    stashes: tuple[Stash, ...]


@attrs.frozen
class State(EndingState):
    settings: Settings
    first: int
    stashes: tuple[Stash, ...]
    board: tuple[Piece | None, ...]  # per square index y * 8 + x
    openings: tuple[Opening, ...] = ()
    turn: int = 1  # the turn being played (once the openings are done)
    to_move: int | None = None  # None once over
    history: tuple[TurnEntry, ...] = ()
    end: str | None = None
    winners: tuple[int, ...] = ()

    @property
    def in_openings(self) -> bool:
        return len(self.openings) < self.n

    @property
    def coin(self) -> int | None:
        """The coin drawn for the turn under way (None during the openings and once over)."""
        if self.is_over or self.in_openings:
            return None
        return coin_of(self.settings.seed, self.turn)

    def at(self, sq: Square) -> Piece | None:
        return self.board[index(sq)]

    @property
    def last(self) -> TurnEntry | None:
        return self.history[-1] if self.history else None


def make_settings(players: Sequence[PlayerSpec], seed: int, **values: Any) -> Settings:
    if values:
        raise InvalidSettings(f"Landrush for piecepack has no setting {', '.join(sorted(values))}")
    return Settings(tuple(players), seed)


def new_game(settings: Settings) -> State:
    """Full stashes; the first seat drawn from ``stream(seed, "piecepack", "first")``."""
    n = settings.n
    first = stream(settings.seed, GAME, "first").randrange(n)
    return State(settings, first, (stash_start(n),) * n, (None,) * SQUARES, to_move=first)


# --- tracts ------------------------------------------------------------------------


def tracts_of(board: Sequence[Piece | None]) -> list[tuple[int, list[int]]]:
    """Every tract on the board as (owner, square indices sorted), by first square."""
    owners = [p[0] if p is not None else None for p in board]
    return [(int(label), sorted(group)) for label, group in components(ADJ, owners)]  # type: ignore[call-overload]


def tract_ids(board: Sequence[Piece | None]) -> tuple[list[int], list[list[int]], list[int]]:
    """Per square its tract number (-1 if empty), the tracts' squares and owners."""
    ids = [-1] * SQUARES
    groups, owners = [], []
    for k, (owner, group) in enumerate(tracts_of(board)):
        for i in group:
            ids[i] = k
        groups.append(group)
        owners.append(owner)
    return ids, groups, owners


@attrs.frozen
class SquareInfo:
    """What one square of the drawn tile offers the seat to move.

    ``status``: ``"occupied"``, ``"plain"``, ``"takeover"`` (legal for
    ``sizes``), ``"rival"`` (touches a rival and nothing of the seat: T = 1),
    ``"shorter"`` (T is not longer than every touched rival tract) or
    ``"short_sizes"`` (longer, but no size leaves enough pyramids)."""

    square: Square
    status: str
    sizes: tuple[str, ...]
    takeovers: tuple[Takeover, ...]
    rivals: tuple[int, ...]  # seats whose tracts touch the square
    length: int  # T, the tract the seat would have
    need: Stash  # pyramids the take-over needs per size

    @property
    def legal(self) -> bool:
        return bool(self.sizes)


def beside(ids: Sequence[int], owners: Sequence[int], seat: int, i: int) -> tuple[set[int], set[int]]:
    """The tracts (by tract number) with a pyramid on a side of square ``i``, each
    once: the seat's own, and every opponent's (the O of rule 5.2c)."""
    mine: set[int] = set()
    theirs: set[int] = set()
    for j in ADJ[i]:
        t = ids[j]
        if t >= 0:
            (mine if owners[t] == seat else theirs).add(t)
    return mine, theirs


def square_info(
    board: Sequence[Piece | None],
    stash: Stash,
    seat: int,
    sq: Square,
    tracts: tuple[list[int], list[list[int]], list[int]] | None = None,
) -> SquareInfo:
    """The rule of 5.2 for one square: plain play, take-over play, or why not."""
    i = index(sq)
    if board[i] is not None:
        return SquareInfo(sq, "occupied", (), (), (), 0, (0, 0, 0))
    ids, groups, owners = tracts if tracts is not None else tract_ids(board)
    mine, theirs = beside(ids, owners, seat, i)
    have = [s for s, k in zip(SIZES, stash, strict=False) if k > 0]
    if not theirs:
        return SquareInfo(sq, "plain", tuple(have), (), (), 1 + sum(len(groups[t]) for t in mine), (0, 0, 0))
    length = 1 + sum(len(groups[t]) for t in mine)
    taken = sorted(theirs, key=lambda t: (owners[t], groups[t][0]))
    takeovers = tuple(Takeover(owners[t], tuple(square_of(j) for j in groups[t])) for t in taken)
    rivals = tuple(sorted({owners[t] for t in theirs}))
    need = [0, 0, 0]
    for t in taken:
        for j in groups[t]:
            piece = board[j]
            assert piece is not None
            need[SIZES.index(piece[1])] += 1
    needed: Stash = (need[0], need[1], need[2])
    if not mine:
        return SquareInfo(sq, "rival", (), takeovers, rivals, length, needed)
    if not all(length > len(groups[t]) for t in taken):
        return SquareInfo(sq, "shorter", (), takeovers, rivals, length, needed)
    sizes = []
    for k, s in enumerate(SIZES):
        if stash[k] == 0:
            continue
        after = list(stash)
        after[k] -= 1
        if all(after[z] >= need[z] for z in range(3)):
            sizes.append(s)
    return SquareInfo(sq, "takeover" if sizes else "short_sizes", tuple(sizes), takeovers, rivals, length, needed)


def tile_info(board: Sequence[Piece | None], stash: Stash, seat: int, tile: int) -> tuple[SquareInfo, ...]:
    """The 4 squares of a tile (NW, NE, SW, SE) for ``seat``."""
    tracts = tract_ids(board)
    return tuple(square_info(board, stash, seat, sq, tracts) for sq in tile_squares(tile))


def legal_plays_on(board: Sequence[Piece | None], stash: Stash, seat: int, tile: int) -> list[Play]:
    return [
        Play(info.square, size, info.takeovers) for info in tile_info(board, stash, seat, tile) for size in info.sizes
    ]


def no_play_reason(board: Sequence[Piece | None], tile: int) -> str:
    return TILE_FULL if all(board[index(sq)] is not None for sq in tile_squares(tile)) else BLOCKED


def anyone_can_play(board: Sequence[Piece | None], stashes: Sequence[Stash]) -> bool:
    """Whether some seat has a legal play on some tile (its own stash, rules 2a-2c)."""
    tracts = tract_ids(board)
    ids, groups, owners = tracts
    for i in range(SQUARES):
        if board[i] is not None:
            continue
        near = {owners[ids[j]] for j in ADJ[i] if ids[j] >= 0}
        for seat, stash in enumerate(stashes):
            if sum(stash) == 0:
                continue
            if not near - {seat}:
                return True  # a plain play: any size in the stash
            if square_info(board, stash, seat, square_of(i), tracts).legal:
                return True
    return False


def opening_squares(board: Sequence[Piece | None]) -> tuple[Square, ...]:
    """Empty squares none of whose 8 surrounding squares holds a pyramid (square order)."""
    return tuple(square_of(i) for i in range(SQUARES) if board[i] is None and all(board[j] is None for j in AROUND[i]))


# --- asking and playing --------------------------------------------------------------


def ask_of(state: State) -> tuple[int, str] | None:
    """(seat, "opening" | "play" | "pass") to decide now, or None once over."""
    if state.is_over or state.to_move is None:
        return None
    if state.in_openings:
        return state.to_move, OPENING
    return state.to_move, (PLAY if legal_plays(state) else PASS)


def legal_plays(state: State) -> list[Play]:
    """Every legal (square, size) of the seat to move on the drawn tile, squares NW..SE, sizes S, M, L."""
    coin = state.coin
    if coin is None or state.to_move is None:
        return []
    return legal_plays_on(state.board, state.stashes[state.to_move], state.to_move, coin)


def parse_square(value: Any) -> Square:
    if (
        isinstance(value, (tuple, list))
        and len(value) == 2
        and all(type(v) is int for v in value)
        and 0 <= value[0] < WIDTH
        and 0 <= value[1] < HEIGHT
    ):
        return (value[0], value[1])
    raise IllegalPlay(f"a square is (x, y) with x 0-{WIDTH - 1} and y 0-{HEIGHT - 1}, not {value!r}")


def check(state: State, seat: int, decision: Any) -> Decision:
    """The decision in its normal form if the rules accept it from ``seat`` now;
    else a PiecepackError saying why (nothing changes)."""
    names = [p.name for p in state.settings.players]
    what = asked(ask_of(state), seat, names)
    if what == OPENING:
        sq = parse_square(decision)
        if state.at(sq) is not None:
            raise IllegalPlay(f"square {square_word(sq)} is taken")
        if sq not in opening_squares(state.board):
            raise IllegalPlay(
                f"square {square_word(sq)} has a pyramid around it: an opening medium needs all 8 squares around it empty"
            )
        return sq
    if what == PASS:
        if decision != PASS:
            coin = state.coin
            assert coin is not None
            raise IllegalPlay(f"{names[seat]} has no legal play on {coin_name(coin)}: the turn passes")
        return PASS
    if decision == PASS:
        raise IllegalPlay(f"{names[seat]} has a legal play and must make one (no passing)")
    if not (isinstance(decision, (tuple, list)) and len(decision) == 2):
        raise IllegalPlay(f"a play is (square, size), not {decision!r}")
    sq = parse_square(decision[0])
    size = decision[1]
    if size not in SIZES:
        raise IllegalPlay(f"the size is S, M or L, not {size!r}")
    coin = state.coin
    assert coin is not None
    if tile_of(sq) != coin:
        raise IllegalPlay(f"square {square_word(sq)} is not on the drawn tile {coin_name(coin)}")
    stash = state.stashes[seat]
    if stash[SIZES.index(size)] == 0:
        raise IllegalPlay(f"{names[seat]} has no {SIZE_WORD[size]} pyramid left")
    info = square_info(state.board, stash, seat, sq)
    if size not in info.sizes:
        raise IllegalPlay(why_not(info, size, names))
    return (sq, size)


def why_not(info: SquareInfo, size: str, names: Sequence[str]) -> str:
    """Words for a refused (square, size)."""
    sq = square_word(info.square)
    rivals = ", ".join(names[r] for r in info.rivals)
    if info.status == "occupied":
        return f"square {sq} is taken"
    if info.status == "rival":
        return f"square {sq} is next to {rivals} and to none of your pyramids: you cannot take over from there"
    if info.status == "shorter":
        return (
            f"square {sq}: your tract would be {info.length} long, not longer than every tract of {rivals} next to it"
        )
    need = " ".join(f"{k} {s}" for s, k in zip(SIZES, info.need, strict=False) if k)
    return (
        f"square {sq}: after playing a {SIZE_WORD[size]} you would not have enough pyramids to replace "
        f"{possessive(rivals)} ({need})"
    )


def apply(state: State, seat: int, decision: Any) -> tuple[State, Opening | TurnEntry]:
    """Play one decision: the next state and what happened."""
    decision = check(state, seat, decision)
    if state.in_openings:
        i = index(decision)
        board = list(state.board)
        board[i] = (seat, "M")
        stashes = list(state.stashes)
        s, m, large = stashes[seat]
        stashes[seat] = (s, m - 1, large)
        opening = Opening(seat, decision)
        after = attrs.evolve(
            state,
            board=tuple(board),
            stashes=tuple(stashes),
            openings=state.openings + (opening,),
            to_move=(seat + 1) % state.n,
        )
        if not after.in_openings:
            after = attrs.evolve(after, to_move=state.first, turn=1)
        return after, opening
    coin = state.coin
    assert coin is not None
    if decision == PASS:
        entry = TurnEntry(state.turn, seat, coin, None, no_play_reason(state.board, coin), state.stashes)
        return _end_turn(state, seat, entry, state.board, state.stashes)
    sq, size = decision
    info = square_info(state.board, state.stashes[seat], seat, sq)
    board = list(state.board)
    counts: list[list[int]] = [list(st) for st in state.stashes]
    board[index(sq)] = (seat, size)
    counts[seat][SIZES.index(size)] -= 1
    for t in info.takeovers:
        for tsq in t.squares:
            piece = board[index(tsq)]
            assert piece is not None and piece[0] == t.owner
            k = SIZES.index(piece[1])
            counts[t.owner][k] += 1
            counts[seat][k] -= 1
            board[index(tsq)] = (seat, piece[1])
    new_stashes = tuple((a, b, c) for a, b, c in counts)
    entry = TurnEntry(state.turn, seat, coin, Play(sq, size, info.takeovers), None, new_stashes)
    return _end_turn(state, seat, entry, tuple(board), new_stashes)


def _end_turn(
    state: State, seat: int, entry: TurnEntry, board: tuple[Piece | None, ...], stashes: tuple[Stash, ...]
) -> tuple[State, TurnEntry]:
    """Rule 5.6: an empty stash ends the game; so does a board where nobody can play."""
    after = attrs.evolve(state, board=board, stashes=stashes, history=state.history + (entry,), turn=state.turn + 1)
    if sum(stashes[seat]) == 0:
        end = STASH_EMPTY
    elif not anyone_can_play(board, stashes):
        end = NO_PLAYS_LEFT
    else:
        return attrs.evolve(after, to_move=(seat + 1) % state.n), entry
    scored = scores(after.board, after.stashes)
    best = max(sc.total for sc in scored)
    return attrs.evolve(
        after, end=end, to_move=None, winners=tuple(s for s, sc in enumerate(scored) if sc.total == best)
    ), entry


# --- scoring -----------------------------------------------------------------------------


@attrs.frozen
class Tract:
    squares: tuple[Square, ...]
    sizes: tuple[str, ...]  # per square

    @property
    def length(self) -> int:
        return len(self.squares)

    @property
    def largest(self) -> str:
        return max(self.sizes, key=PIPS.__getitem__)

    @property
    def scoring(self) -> bool:
        """Long enough for its largest size: L needs 4, M 3, S 2."""
        return self.length >= {"L": 4, "M": 3, "S": 2}[self.largest]

    @property
    def pure_bonus(self) -> int:
        """+1 / +3 / +4 for a scoring tract of smalls / mediums / larges only."""
        if not self.scoring or len(set(self.sizes)) != 1:
            return 0
        return {"S": 1, "M": 3, "L": 4}[self.sizes[0]]

    @property
    def points(self) -> int:
        """+1 / +2 / +3 per small / medium / large of a scoring tract."""
        return sum(PIPS[s] for s in self.sizes) if self.scoring else 0


@attrs.frozen
class Score:
    seat: int
    stash_empty: int
    single_tract: int
    pure_tracts: int
    pyramids: int
    tracts: tuple[Tract, ...]

    @property
    def total(self) -> int:
        return self.stash_empty + self.single_tract + self.pure_tracts + self.pyramids


def seat_tracts(board: Sequence[Piece | None], seat: int) -> tuple[Tract, ...]:
    out = []
    for owner, group in tracts_of(board):
        if owner == seat:
            out.append(Tract(tuple(square_of(i) for i in group), tuple(board[i][1] for i in group)))  # type: ignore[index]
    return tuple(out)


def score_of(board: Sequence[Piece | None], stash: Stash, seat: int) -> Score:
    """Section 6: empty stash +5, one single scoring tract +5, pure tracts, pyramids."""
    tracts = seat_tracts(board, seat)
    single = 5 if len(tracts) == 1 and tracts[0].scoring else 0
    return Score(
        seat,
        5 if sum(stash) == 0 else 0,
        single,
        sum(t.pure_bonus for t in tracts),
        sum(t.points for t in tracts),
        tracts,
    )


def scores(board: Sequence[Piece | None], stashes: Sequence[Stash]) -> tuple[Score, ...]:
    return tuple(score_of(board, st, s) for s, st in enumerate(stashes))


def final_ranks(state: State) -> tuple[int, ...]:
    """1 = best (competition ranking) by total score."""
    totals = [sc.total for sc in scores(state.board, state.stashes)]
    return tuple(1 + sum(1 for o in totals if o > t) for t in totals)


# --- words ------------------------------------------------------------------------------------


def corner_of(sq: Square) -> str:
    """NW, NE, SW or SE: where the square lies in its tile."""
    return CORNERS[(sq[1] % 2) * 2 + sq[0] % 2]


def square_word(sq: Square) -> str:
    """A square as the board labels it: its tile's suit and value, then its corner
    ("Crowns 2 NW" for (4, 2))."""
    return f"{coin_name(tile_of(sq))} {corner_of(sq)}"


def possessive(name: str) -> str:
    """Whose, standing alone ("2 of Ann's"): "yours" for a seat called You."""
    return "yours" if name.strip().casefold() == "you" else f"{name}'s"


def describe(players: Sequence[PlayerSpec], entry: TurnEntry) -> str:
    """A turn in words: "Ann drew Moons 2: small on NE, taking over 2 of Bo's." (the
    coin names the tile, so the corner names the square)."""
    names = [p.name for p in players]
    head = f"{names[entry.seat]} drew {coin_name(entry.coin)}: "
    if entry.play is None:
        why = "the tile is full" if entry.no_play == TILE_FULL else "blocked, no square of it is playable"
        return head + f"no play ({why})."
    p = entry.play
    words = head + f"{SIZE_WORD[p.size]} on {corner_of(p.square)}"
    if p.takeovers:
        taken = ", ".join(f"{len(t.squares)} of {possessive(names[t.owner])}" for t in p.takeovers)
        words += f", taking over {taken}"
    return words + "."


def describe_opening(players: Sequence[PlayerSpec], opening: Opening) -> str:
    return f"{players[opening.seat].name} opened with a medium at {square_word(opening.square)}."


def replace_setup(state: State, **changes: Any) -> State:
    """A state with some fields set by hand (tests build positions this way)."""
    return attrs.evolve(state, **changes)


def position(
    settings: Settings,
    pieces: Iterable[tuple[Square, int, str]],
    *,
    turn: int = 1,
    to_move: int = 0,
    stashes: Sequence[Stash] | None = None,
) -> State:
    """A play-phase position built by hand: ``pieces`` as (square, seat, size);
    stashes default to the start counts minus the pieces on the board."""
    board: list[Piece | None] = [None] * SQUARES
    n = settings.n
    counts = [list(stash_start(n)) for _ in range(n)]
    pieces_list = list(pieces)
    for sq, seat, size in pieces_list:
        board[index(sq)] = (seat, size)
        counts[seat][SIZES.index(size)] -= 1
    st = tuple(stashes) if stashes is not None else tuple((a, b, c) for a, b, c in counts)
    base = new_game(settings)
    # the position is past the openings: each seat's first pyramid stands for its opening
    firsts = {seat: sq for sq, seat, _ in reversed(list(pieces_list))}
    openings = tuple(Opening(s, firsts.get(s, (0, 0))) for s in range(n))
    return attrs.evolve(base, board=tuple(board), stashes=st, openings=openings, turn=turn, to_move=to_move)
