"""Circuit's screens: the table (the ring between decisions), the roll and
buy prompts of a human, the animated report of each turn, and game over.

The pace keys (``screens.pace``) set the speed of the animation and skip it;
a human's roll and purchase always wait for that human's key.
"""

from __future__ import annotations

import random
from typing import Iterable

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.circuit import board
from ...rules.circuit.game import Rolled, State, TurnEntry, final_ranks, net_worth_series
from ...rules.players import verb
from ..pace import Pace, PacedScreen
from ..table import GameTable
from . import ring


class CircuitScreen(PacedScreen):
    """A screen that shows the ring and knows the pace keys."""

    DEFAULT_CSS = """
    CircuitScreen #ring { height: auto; }
    CircuitScreen #words { height: auto; padding: 0 1; }
    CircuitScreen #prompt { height: 1; padding: 0 1; }
    CircuitScreen #question { width: auto; }
    CircuitScreen #prompt Button { margin: 0 1; }
    CircuitScreen #ranking { height: auto; margin: 1 0; }
    CircuitScreen #chart { height: auto; }
    """

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state

    def board_widgets(self) -> Iterable[Widget]:
        yield Static(ring.board_text(self.state), id="ring")
        yield Static(ring.last_words(self.state), id="words")

    def draw(self, text: Text) -> None:
        if self.is_mounted:
            self.query_one("#ring", Static).update(text)

    def say(self, words: str) -> None:
        lines = self.query("#words")  # none while the screen is still being built or taken apart
        if self.is_mounted and lines:
            lines.first(Static).update(words)


class CircuitTable(GameTable, CircuitScreen):
    """The ring beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        return self.board_widgets()

    def follow(self, state: State) -> None:
        self.draw(ring.board_text(state))
        self.say(ring.last_words(state))


class RollScreen(CircuitScreen):
    """A human's turn: Enter (or the button) rolls. Dismissed with "roll"."""

    BINDINGS = [Binding("enter,space,r", "roll", "Roll", key_display="Enter")]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        # At one keyboard with several humans, a roll is that human's own act: a key of
        # the player before (or of anyone hurrying the bots) must not make it. Alone,
        # Enter rolls at once (there is nothing to choose).
        self.hot_seat = sum(not p.is_ai for p in state.settings.players) > 1

    def confirm_actions(self) -> frozenset[str]:
        return frozenset({"roll"}) if self.hot_seat else frozenset()

    def compose_body(self) -> Iterable[Widget]:
        yield from self.board_widgets()
        name = self.state.settings.players[self.seat].name
        with Horizontal(id="prompt"):
            yield Static(f"{name}, your turn: Enter rolls the dice.  ", id="question")
            yield Button("Roll", id="roll", variant="primary", compact=True)

    @on(Button.Pressed, "#roll")
    def _roll_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_roll()

    def action_roll(self) -> None:
        self.dismiss("roll")


class BuyScreen(CircuitScreen):
    """Optional purchase: buy (b) or decline (d) the plot under the token."""

    CONFIRM_ACTIONS = frozenset({"buy", "decline"})
    BINDINGS = [Binding("b,y", "buy", "Buy"), Binding("d,n", "decline", "Decline")]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat

    def compose_body(self) -> Iterable[Widget]:
        rolled = self.state.rolled
        assert rolled is not None
        yield Static(ring.board_text(self.state, highlight=rolled.to), id="ring")
        sp = board.space(rolled.to)
        money = self.state.money[self.seat]
        rent = (
            f"rent {sp.rent}"
            if sp.rent
            else ("rent by Fleets owned" if sp.kind.name == "FLEET" else "rent dice x150 / x400")
        )
        name = self.state.settings.players[self.seat].name
        lands = verb(name, "lands", "land")
        yield Static(
            f"{name} rolled {rolled.dice[0]}+{rolled.dice[1]} and {lands} on {sp.name} "
            f"({sp.kind.value}, {rent}). Buy it for {sp.price}? You keep {money - sp.price} of {money}.",
            id="words",
        )
        with Horizontal(id="prompt"):
            yield Button("Buy (b)", id="buy", variant="success", compact=True)
            yield Button("Decline (d)", id="decline", variant="error", compact=True)

    @on(Button.Pressed, "#buy")
    def _buy_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_buy()

    @on(Button.Pressed, "#decline")
    def _decline_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_decline()

    def action_buy(self) -> None:
        self.dismiss("buy")

    def action_decline(self) -> None:
        self.dismiss("decline")


class TurnScreen(CircuitScreen):
    """One turn shown as it happens: the dice tumble, the token walks space by
    space, the effect is said in words; then it closes by itself (or on Enter)."""

    BINDINGS = [Binding("enter,space,escape", "skip", "Next", key_display="Enter")]

    def __init__(self, before: State, after: State, report: TurnEntry | Rolled, pace: Pace) -> None:
        super().__init__(before, pace)
        self.after = after
        self.report = report
        self.frames: list[tuple[Text, str]] = []
        self.done = False

    def compose_body(self) -> Iterable[Widget]:
        yield Static(ring.board_text(self.state), id="ring")
        yield Static("", id="words")

    def on_mount(self) -> None:
        super().on_mount()
        r = self.report
        name = self.state.settings.players[r.seat].name
        walked = isinstance(r, TurnEntry) and self.state.rolled is not None  # moved before the buy decision
        frames: list[tuple[Text, str]] = []
        if not walked:
            tumble = random.Random(r.turn)
            for _ in range(3):
                faces = [tumble.randint(1, 6), tumble.randint(1, 6)]
                frames.append(
                    (ring.board_text(self.state, doing=f"{name} rolls {ring.dice_text(faces)}"), f"{name} rolls…")
                )
            pos = list(self.state.positions)
            dice = f"{name} rolled {ring.dice_text(r.dice)}  {r.dice[0]}+{r.dice[1]}={sum(r.dice)}"
            for space in board.passed(r.start, sum(r.dice)):
                pos[r.seat] = space
                frames.append(
                    (
                        ring.board_text(self.state, positions=pos, highlight=space, doing=dice),
                        f"{name} moves to {space} {board.space(space).name}.",
                    )
                )
        if isinstance(r, TurnEntry):
            words = ring.last_words(self.after, r)
        else:
            sp = board.space(r.to)
            words = f"{name} lands on {sp.name}: buy it for {sp.price}, or decline?"
        frames.append((ring.board_text(self.after, highlight=r.to), words))
        self.frames = frames
        self._next()

    def _next(self) -> None:
        if self.done:
            return
        if not self.frames:
            self.done = True
            self.dismiss(None)
            return
        text, words = self.frames.pop(0)
        self.draw(text)
        self.say(words)
        wait = self.pace.step if self.frames else self.pace.hold
        if self.frames and wait <= 0:
            self.frames = self.frames[-1:]  # fastest: straight to the result
        self.set_timer(max(0.005, wait), self._next)

    def action_skip(self) -> None:
        if not self.done:
            self.done = True
            self.dismiss(None)


class CircuitOverScreen(CircuitScreen, inherit_bindings=False):
    """Ranking, how it ended, and the net-worth chart. Dismissed "new" or "quit"."""

    CONFIRM_ACTIONS = frozenset({"new_game", "quit_game"})
    BINDINGS = [Binding("n", "new_game", "New game"), Binding("q", "quit_game", "Quit")]

    def compose_body(self) -> Iterable[Widget]:
        st = self.state
        names = [p.name for p in st.settings.players]
        won = " and ".join(names[s] for s in st.winners)
        how = (
            "the last one standing"
            if st.end == "last_standing"
            else f"the highest net worth after {st.settings.round_limit} rounds"
        )
        win = verb(won, "wins", "win") if len(st.winners) == 1 else "win"  # "You win", "Ann wins"
        yield Static(Text(f"{won} {win}: {how}.", style="bold"), id="winner")
        ranks = final_ranks(st)
        lines = []
        marks = ring.marks_of(st)
        for seat in sorted(range(st.n), key=lambda s: (ranks[s], s)):
            line = Text(f" {ranks[seat]}. ")
            line.append(marks[seat], ring.token_style(st.colours[seat]))
            if seat in st.out:
                went = st.out.index(seat) + 1
                line.append(
                    f" {names[seat][:12]:<12} out (eliminated {went}{'st' if went == 1 else 'nd' if went == 2 else 'rd' if went == 3 else 'th'})",
                    style="dim",
                )
            else:
                line.append(
                    f" {names[seat][:12]:<12} money {st.money[seat]:>6}  plots {len(st.plots_of(seat)):>2}  "
                    f"net worth {st.net_worth(seat):>6}"
                )
            lines.append(line)
        yield Static(Text("\n").join(lines), id="ranking")
        yield Static(ring.sparkline_chart(net_worth_series(st), st, self.app.size.width - 2), id="chart")
        yield Static(f"{len(st.history)} turns played.  n new game   q quit", id="words")

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
