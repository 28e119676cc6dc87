"""The engine, the bots and the simulator never import the UI."""

import subprocess
import sys


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
