"""The command palette (Ctrl+P): every action of the current screen, plus
help, new game and quit."""

from __future__ import annotations

from functools import partial

from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider


async def _run_on(screen, action: str) -> None:
    """Run a screen's action from the palette, unless that screen has closed
    meanwhile (a key in the same burst): its widgets are gone then."""
    if screen.is_attached and screen.app.screen is screen:
        await screen.run_action(action)


class LandRushCommands(Provider):
    """Offers the screen's key bindings by their descriptions."""

    def _commands(self) -> list[tuple[str, str, object]]:
        screen = self.screen
        out: dict[str, tuple[str, str, object]] = {}
        seen_actions = set()
        for cls in type(screen).__mro__:
            for b in cls.__dict__.get("BINDINGS", []):
                binding = b if isinstance(b, Binding) else Binding(*b)
                if not binding.description or binding.action in seen_actions:
                    continue
                try:
                    allowed = screen.check_action(binding.action, ())
                except Exception:
                    allowed = True
                if allowed is False:
                    continue
                seen_actions.add(binding.action)
                key = binding.key.split(",")[0]
                out[binding.description] = (binding.description, f"key: {key}",
                                            partial(_run_on, screen, binding.action))
        app = self.app
        help_action = getattr(app, "action_help", app.action_bell)  # LandRushApp always has it
        out.setdefault("Help: rules and keys", ("Help: rules and keys", "key: F1 or ?", help_action))
        out.setdefault("Quit Land Rush", ("Quit Land Rush", "key: ctrl+q", partial(app.exit, 0)))
        return list(out.values())

    async def discover(self) -> Hits:
        for label, help_text, command in self._commands():
            yield DiscoveryHit(label, command, help=help_text)  # type: ignore[arg-type]

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for label, help_text, command in self._commands():
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), command, help=help_text)  # type: ignore[arg-type]
