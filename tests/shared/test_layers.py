"""The layers: the engine, the bots and the simulator never import the UI, and
each game lives in its own folders.

A game called NAME is ``rules/NAME``, ``ai/NAME``, ``screens/NAME`` and
``widgets/NAME``; shared code reaches it only through the registry (by name).
That is read from the import statements (``ast``), so an import inside a
function counts as much as one at the top.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import landrush_tui
from landrush_tui.rules import registry

PACKAGE = "landrush_tui"
ROOT = Path(landrush_tui.__file__).parent
GAME_LAYERS = ("rules", "ai", "screens", "widgets")


def test_rules_ai_and_simulator_do_not_import_textual():
    # Every registered game: its rule set, its settings form description, its bots and
    # its help text load without the UI.
    code = (
        "import sys; import landrush_tui.rules, landrush_tui.ai, landrush_tui.simulate, "
        "landrush_tui.session\n"
        "from landrush_tui.rules import registry\nfrom landrush_tui.ai.registry import bots_for\n"
        "for name in registry.GAMES:\n"
        "    r = registry.get(name); r.setting_fields(); r.help_markdown(None)\n"
        "    t = bots_for(name); [t.load_bot(s.key) for s in t.strengths]\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, f"UI modules imported by the engine: {result.stdout} {result.stderr}"


def test_rules_do_no_io():
    """rules/ opens no files and touches no console: a source scan for the usual suspects."""
    import pathlib

    import landrush_tui.rules as rules

    root = pathlib.Path(rules.__file__).parent
    for path in root.rglob("*.py"):
        text = path.read_text()
        for word in ("open(", "print(", "import os", "pathlib", "sys.stdout", "input("):
            assert word not in text, f"{path.name} uses {word}"


def module_of(path: Path) -> tuple[str, bool]:
    """The dotted name of a source file of the package, and whether it is a package."""
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    is_package = parts[-1] == "__init__"
    return ".".join(parts[:-1] if is_package else parts), is_package


def imported(text: str, module: str, is_package: bool = False) -> set[str]:
    """Every module the import statements of ``text`` (the source of ``module``)
    name, relative ones resolved; ``from a import b`` names ``a`` and ``a.b``,
    since b may be a submodule."""
    package = module if is_package else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            source = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            names.add(source)
            names.update(f"{source}.{alias.name}" for alias in node.names)
    return names


def within(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def own_folders(game: str) -> tuple[str, ...]:
    return tuple(f"{PACKAGE}.{layer}.{game}" for layer in GAME_LAYERS)


@pytest.mark.parametrize("game", list(registry.GAMES))
def test_nothing_outside_a_games_folders_imports_it(game):
    own = own_folders(game)
    offenders = []
    for path in sorted(ROOT.rglob("*.py")):
        module, is_package = module_of(path)
        if within(module, own):
            continue
        offenders += [
            f"{module} imports {name}"
            for name in sorted(imported(path.read_text(encoding="utf-8"), module, is_package))
            if within(name, own)
        ]
    assert not offenders, "\n".join(offenders)


def test_the_import_scan_resolves_relative_and_nested_imports():
    text = (
        "import landrush_tui.rules.circuit.game\n"
        "from . import record\n"
        "def later():\n"
        "    from ..rules.landrush import record\n"
        "    from ..ai import table\n"
    )
    names = imported(text, "landrush_tui.screens.replay")
    assert {
        "landrush_tui.rules.circuit.game",
        "landrush_tui.screens.record",
        "landrush_tui.rules.landrush",
        "landrush_tui.rules.landrush.record",
        "landrush_tui.ai.table",
    } <= names
    assert "landrush_tui.screens.landrush.record" in imported(
        "from .landrush import record", "landrush_tui.screens", True
    )
    assert module_of(ROOT / "rules" / "landrush" / "__init__.py") == ("landrush_tui.rules.landrush", True)
    assert within("landrush_tui.rules.landrush.record", own_folders("landrush"))
    assert not within("landrush_tui.rules.landrushx", own_folders("landrush"))
    assert not within("landrush_tui.rules", own_folders("landrush"))  # the package itself is not the game


# Lowest first: a layer may import its own and the layers before it, never one after.
LAYERS = (
    ("rules", (f"{PACKAGE}.rules",)),
    ("ai", (f"{PACKAGE}.ai",)),
)


@pytest.mark.parametrize("layer", [name for name, _ in LAYERS])
def test_a_layer_imports_nothing_above_it(layer):
    """rules/ imports only rules/ (and the standard library, attrs, cattrs); ai/
    imports rules/ and ai/: not the storage, the flow, the app, screens or widgets,
    not even inside a function."""
    k = [name for name, _ in LAYERS].index(layer)
    allowed = tuple(p for _, prefixes in LAYERS[: k + 1] for p in prefixes)
    offenders = []
    for path in sorted((ROOT / layer).rglob("*.py")):
        module, is_package = module_of(path)
        offenders += [
            f"{module} imports {name}"
            for name in sorted(imported(path.read_text(encoding="utf-8"), module, is_package))
            if within(name, (PACKAGE,)) and name != PACKAGE and not within(name, allowed)
        ]
    assert not offenders, "\n".join(offenders)
