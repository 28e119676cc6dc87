"""Mashing Enter at one keyboard, for every game: a harness for Pilot tests.

A "player" acts deliberately (the test clock moves on a second first, as a person
looks at a new screen before pressing anything) and then, as people at a table
do, keeps pressing Enter, Space or a digit to hurry things along: a run of keys
0.05-0.6 s apart that goes on across whatever screens come next (reports, the
next hand-over, the next player's decision screen, game over). What the harness
checks is the outcome: no screen that decides something (a decision screen, a
hand-over, game over: every screen with deciding keys) is ever closed by a key
of such a run. Decisions still get made, by the deliberate keys, so the game
goes on and the runs meet every kind of screen.

The key gate runs on the test's clock (``conftest.key_gate``): exact, and no
sleeping.
"""

from __future__ import annotations

import time
from typing import Any

from landrush_tui.app import LandRushApp
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.base import GameScreen
from landrush_tui.session import Session

SPACINGS = (0.05, 0.15, 0.25, 0.35, 0.45, 0.6)
LOOK = 1.0  # a person looks at a new screen for a moment before pressing a key
TAIL = 7  # keys in the run that follows each deliberate decision

# What a player deliberately presses on each decision screen: each inner tuple is
# typed as one run, after a look.
DELIBERATE: dict[str, tuple[tuple[str, ...], ...]] = {
    "BidScreen": (("1",), ("enter",), ("enter",)),  # Land Rush: a bid, review, confirm
    "LeylandBidScreen": (("0",), ("enter",), ("enter",)),
    "LeylandActionScreen": (("p",),),  # pass
    "TakeScreen": (("enter",),),
    "PlaceScreen": (("enter",),),
    "CallScreen": (("p",),),
    "HammerScreen": (("s",),),
    "RollScreen": (("enter",),),
    "BuyScreen": (("d",),),
    "OpeningScreen": (("enter",),),
    "PlayScreen": (("enter",),),
}
OVER = {"GameOverScreen", "CircuitOverScreen", "PiecepackOverScreen", "LeylandOverScreen", "OverScreen"}


def players(humans: int, bots: int) -> tuple[PlayerSpec, ...]:
    names = ["Ann", "Bob", "Cyd", "Dot"]
    return tuple(
        [PlayerSpec(names[k]) for k in range(humans)]
        + [PlayerSpec(f"Bot{k + 1}", PlayerKind.AI, "easy") for k in range(bots)]
    )


def game_app(game: str, humans: int, bots: int, seed: int = 7, **values: Any) -> LandRushApp:
    rules = registry.get(game)
    chosen = {f.key: f.default for f in rules.setting_fields()}
    chosen.update(values)
    state = rules.new_game(rules.make_settings(players(humans, bots), seed, **chosen))
    return LandRushApp(cursor_blink=False, session=Session.start(state, game))


class Mash:
    """Plays a game through the harness; ``wrong`` lists the deciding screens that a
    key of a run closed (empty when the gate holds)."""

    def __init__(self, app: LandRushApp, pilot: Any, clock: Any, monkeypatch: Any, extra: tuple[str, ...] = ()):
        self.app, self.pilot, self.clock = app, pilot, clock
        self.extra = extra  # more keys the runs may contain (e.g. Circuit's "a")
        self.deliberate = False
        self.wrong: list[str] = []
        self.closed: list[str] = []  # deciding screens closed deliberately
        self.k = 0
        self.acts = 0  # deliberate decisions made (a lone Circuit player's roll, too)
        self.running = False  # a run of keys is going on (not before the first key)
        original = GameScreen.dismiss
        mash = self

        def dismiss(screen: GameScreen, result: Any = None) -> Any:
            if screen.confirm_actions() and screen.is_current:
                (mash.closed if mash.deliberate else mash.wrong).append(type(screen).__name__)
            return original(screen, result)

        monkeypatch.setattr(GameScreen, "dismiss", dismiss)

    def name(self) -> str:
        return type(self.app.screen).__name__

    async def settle(self) -> None:
        from ui_support import settle

        await settle(self.app, self.pilot)  # bots done, screens updated

    async def run_of_keys(self, count: int) -> None:
        """Keys 0.05-0.6 s apart (by the test clock) that go on from the last one."""
        keys = ("enter", "enter", "space", "enter", "3", *self.extra)
        self.running = True
        for _ in range(count):
            self.k += 1
            self.clock.advance(SPACINGS[self.k % len(SPACINGS)])
            await self.pilot.press(keys[self.k % len(keys)])
            await self.pilot.pause()

    async def act(self) -> None:
        """One deliberate decision on the screen on top, then the run that follows it."""
        screen = self.app.screen
        name = self.name()
        if name == "HandOverScreen":
            runs: tuple[tuple[str, ...], ...] = ((screen.key,),)
        else:
            runs = DELIBERATE[name]
        self.deliberate = True
        self.acts += 1
        try:
            for keys in runs:
                self.clock.advance(LOOK)
                for key in keys:
                    await self.pilot.press(key)
                    self.clock.advance(0.05)
                await self.pilot.pause()
        finally:
            self.deliberate = False
        await self.run_of_keys(TAIL)

    async def play(self, decisions: int, deadline: float = 240) -> None:
        """Until ``decisions`` deliberate closes, or game over (where a run must not start anything)."""
        stop = time.monotonic() + deadline  # a hang guard, not a timing goal
        # The fastest pace: every report still shows, for a moment, and the runs still
        # meet it; the key gate's times come from the test clock, not from these pauses.
        await self.settle()
        pace = self.app.flow.ui.pace
        pace.speed = len(pace.speeds) - 1
        while self.acts < decisions:
            assert time.monotonic() < stop, f"stuck on {self.app.screen!r}"
            await self.settle()
            name = self.name()
            screen = self.app.screen
            if name in OVER:
                await self.run_of_keys(12)
                assert self.name() in OVER, "a run of keys left the game-over screen"
                return
            if not self.app.screen.is_mounted:
                continue
            if name == "HandOverScreen" or name in DELIBERATE:
                # The run that brought this screen goes on for a moment (the one that
                # hurried a reveal along reaches the next bid screen), then a person acts.
                if self.running:  # (the game's first screen comes before any key)
                    await self.run_of_keys(3)
                if self.app.screen is screen:
                    await self.act()
            else:  # a report or the table: the run goes on (and moves reports along)
                await self.run_of_keys(1)
