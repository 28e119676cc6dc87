"""Mutation testing of the pure rules: how many small code changes the tests catch.

    python bench/mutate.py                         # every file of src/landrush_tui/rules/
    python bench/mutate.py --files auction.py,regions.py
    python bench/mutate.py --sample 40             # 40 mutants drawn with a fixed seed
    python bench/mutate.py --per-file 30           # 30 mutants of each file (a score per file)
    python bench/mutate.py --target src/landrush_tui/rules/<name>/ --tests "tests/<name>/test_<name>_*.py"
    python bench/mutate.py --list                  # show the mutants, run nothing
    python bench/mutate.py --json before.json      # save every result ...
    python bench/mutate.py --survivors-of before.json --json after.json   # ... then, with new
                                                   # tests, rerun only what survived
    python bench/mutate.py --report after.json     # print a saved run again

Not part of CI (a full run of the ~700 mutants takes 30-40 minutes with
``--jobs 2`` on an idle 2-core machine, much longer on a busy one): run it by hand
with ``nice -n 10`` after changing the rules or their tests. The default tests are
the fast rules tests (``tests/*/test_rules_*.py``, ``test_spec_*.py``, the golden
records, session and simulate); per mutant only those that execute its lines run.

Each mutant is one small change to one file, made on the syntax tree: a comparison
flipped (``<`` to ``<=`` or ``>=``, ``==`` to ``!=``, ``is`` to ``is not``...), a
number +/-1, ``True``/``False`` swapped, ``and``/``or`` swapped, a ``not`` dropped
or a condition negated, ``+``/``-`` (and a few other operators) swapped,
``min``/``max`` swapped, a string changed, a statement dropped (replaced by
``pass``), a returned value replaced by ``None``. Docstrings, imports, type
annotations, ``__all__`` and the text of raised errors are left alone. The list is
deterministic: the same sources give the same mutants in the same order.

Mutants are applied to a temporary copy of ``src/`` that is put first on
``PYTHONPATH``; the real sources are never written, so nothing mutated is left
behind, whatever stops the run (Ctrl+C included: the copies are deleted and the
running tests killed). Per mutant the test command runs once with ``-x`` and a
timeout: a failing test or a timeout kills the mutant, a passing run means it
survived. Hypothesis runs derandomized and without its example database, so a
run gives the same result every time.

Mutants known to be equivalent (no test can tell them apart from the original)
are listed in ``EQUIVALENT`` below with the reason; they are reported apart and
left out of the score.
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import glob
import json
import linecache
import os
import queue
import random
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
DEFAULT_TARGET = "src/landrush_tui/rules/"
# Fastest first: with -x a killed mutant usually stops within the first files.
DEFAULT_TESTS = (
    "tests/*/test_rules_*.py tests/landrush/test_spec_rules.py tests/landrush/test_golden_records.py "
    "tests/landrush/test_spec_records.py tests/landrush/test_spec_properties.py tests/shared/test_session.py "
    "tests/shared/test_cli_simulate.py"
)

PYTEST_ARGS = "-x -q -p no:cacheprovider -p mutate -p no:xdist -p no:syrupy -p no:textual-snapshot -p no:asyncio"

# (path relative to the repository, the source line stripped, original text, mutated text)
# -> why no test can tell the mutant from the original. Keyed by the line's text, not its
# number, so the list survives edits elsewhere in the file; a changed line drops its entry.
_STUB = "a default of a Protocol stub: only the rule sets' own methods run"
_FAST_PATH = "ints outside the fast path take the slow path, which accepts and returns them the same"
_RANK_LOOP = (
    "rank_seats: a group of one is 'shuffled' (random.shuffle of one item draws nothing) "
    "or the scan takes one more empty step"
)
_HALF_LINE = "return int(math.floor(x + Fraction(1, 2))) if x >= 0 else -int(math.floor(-x + Fraction(1, 2)))"
_NO_HALVES = (
    "the branches differ only at 0 and at exact halves in [0, 1), and for 1-10 players no whole "
    "pool gives a payout of exactly k + 1/2 (checked over a full period of pools)"
)
EQUIVALENT: dict[tuple[str, str, str, str], str] = {
    (
        "src/landrush_tui/rules/auction.py",
        "eff.append(0 if not can_bid[s] or m <= 0 else (b if b < m else m))",
        "m <= 0",
        "(m < 0)",
    ): "at money 0 the other branch gives min(bid, 0) = 0 as well (bids are >= 0)",
    (
        "src/landrush_tui/rules/auction.py",
        "eff.append(0 if not can_bid[s] or m <= 0 else (b if b < m else m))",
        "b < m",
        "(b <= m)",
    ): "at bid == money both branches give the same number",
    (
        "src/landrush_tui/rules/regions.py",
        "if len(group) > best[seat]:  # type: ignore[call-overload]",
        "len(group) > best[seat]",
        "(len(group) >= best[seat])",
    ): "at equal sizes the other branch stores the same number again",
    (
        "src/landrush_tui/rules/board.py",
        "at = [0] * len(grid)",
        "0",
        "(1)",
    ): "every entry is overwritten: the fields cover the board (checked before)",
    (
        "src/landrush_tui/rules/landrush/game.py",
        "if all(type(b) is int and 0 <= b <= limit for b in row):  # the usual case, checked fast",
        "0 <= b <= limit",
        "(0 < b <= limit)",
    ): _FAST_PATH,
    (
        "src/landrush_tui/rules/landrush/game.py",
        "if all(type(b) is int and 0 <= b <= limit for b in row):  # the usual case, checked fast",
        "0 <= b <= limit",
        "(0 <= b < limit)",
    ): _FAST_PATH,
    (
        "src/landrush_tui/rules/landrush/game.py",
        "if all(type(b) is int and 0 <= b <= limit for b in row):  # the usual case, checked fast",
        "0",
        "(1)",
    ): _FAST_PATH,
    (
        "src/landrush_tui/rules/landrush/game.py",
        "rank = [0] * n",
        "0",
        "(1)",
    ): "every seat's entry is overwritten by its rank",
    (
        "src/landrush_tui/rules/landrush/game.py",
        "while i < len(order):",
        "i < len(order)",
        "(i <= len(order))",
    ): _RANK_LOOP,
    (
        "src/landrush_tui/rules/landrush/game.py",
        "j = i + 1",
        "1",
        "(0)",
    ): "rank_seats: j starts at i, whose key equals itself, so the scan ends where it did",
    ("src/landrush_tui/rules/landrush/game.py", "if j - i > 1:", "j - i > 1", "(j - i >= 1)"): _RANK_LOOP,
    ("src/landrush_tui/rules/landrush/game.py", "if j - i > 1:", "j - i", "(j + i)"): _RANK_LOOP,
    ("src/landrush_tui/rules/landrush/game.py", "if j - i > 1:", "1", "(0)"): _RANK_LOOP,
    (
        "src/landrush_tui/rules/landrush/order.py",
        "return lambda f: 0",
        "0",
        "(1)",
    ): "the random order's key is one constant for every field; which constant does not matter",
    (
        "src/landrush_tui/rules/landrush/order.py",
        "if need <= 0:",
        "need <= 0",
        "(need < 0)",
    ): "with nothing needed the next groups add rng.sample(group, 0) = [], which draws nothing",
    ("src/landrush_tui/rules/payout.py", _HALF_LINE, "x >= 0", "(x > 0)"): _NO_HALVES,
    ("src/landrush_tui/rules/payout.py", _HALF_LINE, "0", "(1)"): _NO_HALVES,
    (
        "src/landrush_tui/rules/regions.py",
        "start = min(mine)",
        "min",
        "(max)",
    ): "a region is the same set from any start; the list is sorted afterwards (each region by id, "
    "the regions by size and lowest id)",
    (
        "src/landrush_tui/rules/regions.py",
        "if size > best:",
        "size > best",
        "(size >= best)",
    ): "at size == best the maximum is set to the same number",
    (
        "src/landrush_tui/rules/regions.py",
        "if size > best[owner]:  # type: ignore[index]",
        "size > best[owner]",
        "(size >= best[owner])",
    ): "at size == best the maximum is set to the same number",
    (
        "src/landrush_tui/rules/landrush/order.py",
        "break",
        "break",
        "pass",
    ): "with nothing needed the next groups add rng.sample(group, 0) = [], which draws nothing",
    (
        "src/landrush_tui/rules/protocol.py",
        "def load_bot(self, name: str, *, custom: bool = False) -> Bot: ...",
        "False",
        "(True)",
    ): _STUB,
    (
        "src/landrush_tui/rules/protocol.py",
        "def load_record(self, data: Any, *, builtin_bots: bool = False) -> Any: ...",
        "False",
        "(True)",
    ): _STUB,
    (
        "src/landrush_tui/rules/turn_order.py",
        "for k in range(1, n + 1):",
        "1",
        "(2)",
    ): "k = n + 1 is the seat k = 1 again, already looked at",
    (
        "src/landrush_tui/rules/players.py",
        'if p.is_ai and (p.ai or "") not in names:',
        '""',
        "('XX')",
    ): "no built-in bot is called '' or 'XX': a seat without a bot is refused either way",
}


def _load_more_equivalents() -> None:
    """Each sibling rule set keeps its known equivalents in ``bench/mutants/<name>.py`` (a dict
    ``EQUIVALENT`` of the same shape), so that work on one game never edits another's list."""
    import importlib.util

    for path in sorted((Path(__file__).resolve().parent / "mutants").glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"_mutants_{path.stem}", path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        EQUIVALENT.update(getattr(module, "EQUIVALENT", {}))


_load_more_equivalents()


# --- the mutants ---------------------------------------------------------------------


@dataclass(frozen=True)
class Mutant:
    path: str  # relative to the repository root
    line: int
    end_line: int
    start: int  # character offsets of the replaced text in the file
    end: int
    original: str
    replacement: str
    op: str

    def describe(self) -> str:
        return f"{self.path}:{self.line}: [{self.op}] {one_line(self.original)}  ->  {one_line(self.replacement)}"

    @property
    def key(self) -> tuple[str, str, str, str]:
        line = linecache.getline(str(ROOT / self.path), self.line).strip()
        return (self.path, line, one_line(self.original), one_line(self.replacement))


def one_line(text: str, width: int = 90) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 3] + "..."


# One flip per comparison, at the boundary (the negation is almost always caught).
COMPARE_SWAPS: dict[type, tuple[type, ...]] = {
    ast.Lt: (ast.LtE,),
    ast.LtE: (ast.Lt,),
    ast.Gt: (ast.GtE,),
    ast.GtE: (ast.Gt,),
    ast.Eq: (ast.NotEq,),
    ast.NotEq: (ast.Eq,),
    ast.Is: (ast.IsNot,),
    ast.IsNot: (ast.Is,),
    ast.In: (ast.NotIn,),
    ast.NotIn: (ast.In,),
}
BINOP_SWAPS: dict[type, tuple[type, ...]] = {
    ast.Add: (ast.Sub,),
    ast.Sub: (ast.Add,),
    ast.Mult: (ast.FloorDiv,),
    ast.Div: (ast.Mult,),
    ast.FloorDiv: (ast.Mult,),
    ast.Mod: (ast.FloorDiv,),
    ast.Pow: (ast.Mult,),
    ast.RShift: (ast.LShift,),
    ast.LShift: (ast.RShift,),
    ast.BitOr: (ast.BitAnd,),
    ast.BitAnd: (ast.BitOr,),
}
NAME_SWAPS = {"min": "max", "max": "min", "True": "False", "False": "True", "any": "all", "all": "any"}
DROPPABLE = (
    ast.Expr,
    ast.Assign,
    ast.AugAssign,
    ast.AnnAssign,
    ast.Raise,
    ast.If,
    ast.For,
    ast.While,
    ast.Continue,
    ast.Break,
)


class Collector:
    """Walks one module and lists (node, replacement text, operator) candidates."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.found: list[tuple[ast.AST, str, str]] = []

    def add(self, node: ast.AST, new: ast.AST | str, op: str) -> None:
        replacement = new if isinstance(new, str) else ast.unparse(new)
        self.found.append((node, replacement, op))

    # statements ---------------------------------------------------------------
    def body(self, stmts: list[ast.stmt], in_function: bool) -> None:
        for i, stmt in enumerate(stmts):
            if i == 0 and is_docstring(stmt):
                continue
            self.stmt(stmt, in_function)

    def stmt(self, node: ast.stmt, in_function: bool) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            return
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and node.value.value is Ellipsis:
            return  # a stub's body: `...` and `pass` do the same nothing
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in node.decorator_list:
                self.expr(d)
            for d in [*node.args.defaults, *[d for d in node.args.kw_defaults if d is not None]]:
                self.expr(d)
            self.body(node.body, True)
            return
        if isinstance(node, ast.ClassDef):
            for d in node.decorator_list:
                self.expr(d)
            self.body(node.body, False)
            return
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            return
        if isinstance(node, ast.Raise):
            # The error's text is free to change; dropping the raise is not.
            if in_function:
                self.add(node, "pass", "drop")
            return
        if in_function and isinstance(node, DROPPABLE) and not single_body(node):
            self.add(node, "pass", "drop")
        if isinstance(node, ast.Return) and node.value is not None:
            if not (isinstance(node.value, ast.Constant) and node.value.value is None):
                self.add(node, "return None", "return")
        # expressions and nested bodies
        if isinstance(node, (ast.If, ast.While)):
            self.condition(node.test)
            self.body(node.body, in_function)
            self.body(node.orelse, in_function)
            return
        if isinstance(node, ast.For):
            self.expr(node.iter)
            self.body(node.body, in_function)
            self.body(node.orelse, in_function)
            return
        if isinstance(node, ast.With):
            for item in node.items:
                self.expr(item.context_expr)
            self.body(node.body, in_function)
            return
        if isinstance(node, ast.Try):
            self.body(node.body, in_function)
            for h in node.handlers:
                self.body(h.body, in_function)
            self.body(node.orelse, in_function)
            self.body(node.finalbody, in_function)
            return
        if isinstance(node, ast.AnnAssign):
            if node.value is not None:
                self.expr(node.value)
            return
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            self.expr(node.value)
            if isinstance(node, ast.AugAssign):
                for swap in BINOP_SWAPS.get(type(node.op), ()):
                    self.add(node, ast.AugAssign(node.target, swap(), node.value), "operator")
            return
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self.expr(child)

    # expressions --------------------------------------------------------------
    def condition(self, test: ast.expr) -> None:
        """A condition: negated as a whole unless a flipped comparison covers it."""
        if not isinstance(test, (ast.Compare, ast.UnaryOp)):
            self.add(test, ast.UnaryOp(ast.Not(), test), "negate")
        self.expr(test)

    def expr(self, node: ast.expr) -> None:
        if isinstance(node, ast.JoinedStr):  # f-strings: messages
            return
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                for swap in COMPARE_SWAPS.get(type(op), ()):
                    ops = list(node.ops)
                    ops[i] = swap()
                    self.add(node, ast.Compare(node.left, ops, node.comparators), "compare")
        elif isinstance(node, ast.BoolOp):
            other = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            self.add(node, ast.BoolOp(other, node.values), "and/or")
        elif isinstance(node, ast.UnaryOp):
            if isinstance(node.op, ast.Not):
                self.add(node, node.operand, "not")
            elif isinstance(node.op, ast.USub) and not isinstance(node.operand, ast.Constant):
                self.add(node, node.operand, "sign")  # -1 is already a constant 1 +/- 1
        elif isinstance(node, ast.BinOp):
            for swap in BINOP_SWAPS.get(type(node.op), ()):
                self.add(node, ast.BinOp(node.left, swap(), node.right), "operator")
        elif isinstance(node, ast.IfExp):
            self.condition(node.test)
            self.expr(node.body)
            self.expr(node.orelse)
            return
        elif isinstance(node, ast.comprehension):  # pragma: no cover - not an expr
            pass
        elif isinstance(node, ast.Constant):
            v = node.value
            if isinstance(v, bool):
                self.add(node, ast.Constant(not v), "constant")
            elif isinstance(v, int):
                self.add(node, ast.Constant(v + 1), "constant")
                if v != 0:
                    self.add(node, ast.Constant(v - 1), "constant")
            elif isinstance(v, float):
                self.add(node, ast.Constant(v + 1), "constant")
            elif isinstance(v, str):
                self.add(node, ast.Constant(v + "XX" if v else "XX"), "string")
        elif isinstance(node, ast.Name) and node.id in NAME_SWAPS:
            self.add(node, ast.Name(NAME_SWAPS[node.id], node.ctx), "name")
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self.expr(child)
            elif isinstance(child, ast.comprehension):
                self.expr(child.iter)
                for cond in child.ifs:
                    self.condition(cond)
            elif isinstance(child, ast.arguments):  # lambda defaults
                for d in child.defaults:
                    self.expr(d)


def single_body(node: ast.stmt) -> bool:
    """A block of one statement and no else: dropping that statement is the same mutant."""
    return isinstance(node, (ast.If, ast.For, ast.While)) and len(node.body) == 1 and not node.orelse


def is_docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)


def offsets(text: str) -> list[int]:
    """Character offset at which each line (1-based index - 1) starts."""
    starts, pos = [], 0
    for line in text.splitlines(keepends=True):
        starts.append(pos)
        pos += len(line)
    starts.append(pos)
    return starts


def char_offset(text_lines: list[str], starts: list[int], line: int, col_bytes: int) -> int:
    """ast gives columns in UTF-8 bytes; turn (line, byte column) into a character offset."""
    return starts[line - 1] + len(text_lines[line - 1].encode()[:col_bytes].decode())


def mutants_of(path: Path) -> list[Mutant]:
    text = path.read_text()
    tree = ast.parse(text)
    collector = Collector(text)
    collector.body(tree.body, False)
    lines = text.splitlines(keepends=True)
    starts = offsets(text)
    rel = path.resolve().relative_to(ROOT).as_posix()
    seen: set[str] = set()
    out = []
    for node, replacement, op in collector.found:
        start = char_offset(lines, starts, node.lineno, node.col_offset)
        end = char_offset(lines, starts, node.end_lineno, node.end_col_offset)
        original = text[start:end]
        if isinstance(node, ast.expr):
            replacement = f"({replacement})"
        mutated = text[:start] + replacement + text[end:]
        if mutated == text or mutated in seen:
            continue
        try:
            compile(mutated, str(path), "exec")
        except SyntaxError:
            continue
        seen.add(mutated)
        out.append(Mutant(rel, node.lineno, node.end_lineno, start, end, original, replacement, op))
    out.sort(key=lambda m: (m.start, -m.end))  # stable: same-span mutants keep their order
    return out


def apply(text: str, m: Mutant) -> str:
    return text[: m.start] + m.replacement + text[m.end :]


# --- running -----------------------------------------------------------------------


# This file is also the pytest plugin of each test run (``-p mutate``).


def pytest_configure(config) -> None:  # noqa: ANN001 - pytest plugin hook
    """Hypothesis derandomized and without its example database, so that one
    mutant's failing example never decides another mutant's fate; and without
    shrinking: a failure kills the mutant at once (shrinking a failing record
    example took about 100 s a mutant, past the timeout)."""
    from hypothesis import Phase, settings

    settings.register_profile(
        "mutate",
        database=None,
        derandomize=True,
        print_blob=False,
        phases=[Phase.explicit, Phase.reuse, Phase.generate],
    )
    settings.load_profile("mutate")
    if os.environ.get("MUTATE_TRACE"):
        config.pluginmanager.register(LineTracer(Path(os.environ["MUTATE_TRACE"]), os.environ["MUTATE_SRC"]))


class LineTracer:
    """Records which lines of the copied sources each test executes (setup and
    teardown included), for choosing the tests of a mutant. Caches of the rules
    (``functools.lru_cache``) are cleared before each test, so a test counts as
    running a cached function even when an earlier test filled the cache."""

    def __init__(self, out: Path, src: str) -> None:
        self.out, self.src = out, src
        self.order: list[str] = []
        self.lines: dict[str, dict[int, list[int]]] = {}  # file -> line -> test indexes
        self.current: set[tuple[str, int]] = set()

    def tracer(self, frame, event, arg):  # noqa: ANN001
        if not frame.f_code.co_filename.startswith(self.src):
            return None
        self.current.add((frame.f_code.co_filename, frame.f_lineno))
        return self.local

    def local(self, frame, event, arg):  # noqa: ANN001
        if event == "line":
            self.current.add((frame.f_code.co_filename, frame.f_lineno))
        return self.local

    def clear_caches(self) -> None:
        for mod in list(sys.modules.values()):
            if (getattr(mod, "__file__", None) or "").startswith(self.src):
                for value in list(vars(mod).values()):
                    if callable(getattr(value, "cache_clear", None)):
                        value.cache_clear()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):  # noqa: ANN001
        self.clear_caches()
        self.current = set()
        threading.settrace(self.tracer)
        sys.settrace(self.tracer)
        try:
            yield
        finally:
            sys.settrace(None)
            threading.settrace(None)  # type: ignore[arg-type]
        index = len(self.order)
        self.order.append(item.nodeid)
        for filename, line in self.current:
            rel = Path(filename).relative_to(self.src).as_posix()
            self.lines.setdefault(rel, {}).setdefault(line, []).append(index)

    def pytest_unconfigure(self, config) -> None:  # noqa: ANN001
        self.out.write_text(json.dumps({"tests": self.order, "lines": self.lines}))


@dataclass
class Result:
    mutant: Mutant
    outcome: str  # killed, timeout, survived
    seconds: float


class Runner:
    def __init__(self, command: list[str], tests: list[str], timeout: float, jobs: int, workdir: Path) -> None:
        self.command, self.tests = command, tests
        self.coverage: dict | None = None  # from trace(): which tests run which lines
        self.timeout = timeout
        self.copies: queue.Queue[Path] = queue.Queue()
        self.procs: set[subprocess.Popen] = set()
        self.lock = threading.Lock()
        self.stopping = False
        for j in range(jobs):
            copy = workdir / f"copy{j}"
            shutil.copytree(SRC, copy / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
            self.copies.put(copy)

    def env(self, copy: Path) -> dict[str, str]:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(copy / "src"), str(ROOT / "bench"), env.get("PYTHONPATH", "")])
        env["PYTHONDONTWRITEBYTECODE"] = "1"  # a stale .pyc must never stand in for a mutated file
        env["PYTHONHASHSEED"] = "0"
        return env

    def run_tests(
        self, copy: Path, tests: list[str] | None = None, env: dict[str, str] | None = None
    ) -> tuple[str, float]:
        t = time.perf_counter()
        command = self.command + (tests if tests is not None else self.tests)
        proc = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env or self.env(copy),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        with self.lock:
            self.procs.add(proc)
        try:
            code = proc.wait(timeout=self.timeout)
            outcome = "survived" if code == 0 else "killed"
        except subprocess.TimeoutExpired:
            outcome = "timeout"
        finally:
            kill_group(proc)
            with self.lock:
                self.procs.discard(proc)
        return outcome, time.perf_counter() - t

    def baseline(self, trace: bool) -> float:
        """Run the tests on the unmutated copy (they must pass); with ``trace``,
        record which tests execute which lines."""
        copy = self.copies.get()
        try:
            env = self.env(copy)
            out = copy / "coverage.json"
            if trace:
                env["MUTATE_TRACE"], env["MUTATE_SRC"] = str(out), str(copy / "src") + os.sep
            outcome, seconds = self.run_tests(copy, env=env)
        finally:
            self.copies.put(copy)
        if outcome != "survived":
            sys.exit(
                f"the tests do not pass on the unmutated sources ({outcome}): {shlex.join(self.command + self.tests)}"
            )
        if trace:
            self.coverage = json.loads(out.read_text())
        return seconds

    def tests_for(self, m: Mutant) -> list[str] | None:
        """The tests that execute any line of the mutant, in the usual order; all
        of them (None) for a line no test executes (run at import, or dead)."""
        if self.coverage is None:
            return None
        by_line = self.coverage["lines"].get(m.path.removeprefix("src/"), {})
        chosen = sorted({i for line in range(m.line, m.end_line + 1) for i in by_line.get(str(line), ())})
        return [self.coverage["tests"][i] for i in chosen] or None

    def run(self, m: Mutant) -> Result | None:
        if self.stopping:
            return None
        copy = self.copies.get()
        target = copy / m.path  # m.path starts with src/, as the copy does
        original = target.read_text()
        try:
            target.write_text(apply(original, m))
            outcome, seconds = self.run_tests(copy, self.tests_for(m))
        finally:
            target.write_text(original)
            self.copies.put(copy)
        return None if self.stopping else Result(m, outcome, seconds)

    def stop(self) -> None:
        self.stopping = True
        with self.lock:
            for proc in list(self.procs):
                kill_group(proc)


def kill_group(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()


# --- the command -----------------------------------------------------------------------


def target_files(target: str, files: str | None) -> list[Path]:
    base = (ROOT / target).resolve()
    found = sorted(base.rglob("*.py")) if base.is_dir() else [base]
    if files:
        wanted = [w.strip() for w in files.split(",") if w.strip()]
        found = [
            p
            for p in found
            if any(
                fnmatch.fnmatch(p.relative_to(base).as_posix() if base.is_dir() else p.name, w) or p.name == w
                for w in wanted
            )
        ]
    return found


def test_files(spec: str) -> list[str]:
    out: list[str] = []
    for pattern in shlex.split(spec):
        matches = (
            sorted(glob.glob(pattern, root_dir=ROOT))
            if any(c in pattern for c in "*?[")
            else ([pattern] if (ROOT / pattern.split("::")[0]).exists() else [])
        )
        out += [m for m in matches if m not in out]
    return out


def report(results: list[Result], files: list[Path]) -> None:
    print(f"\n{'file':44} {'mutants':>7} {'killed':>6} {'timeout':>7} {'equiv':>5} {'survived':>8} {'score':>6}")
    total = {"n": 0, "k": 0, "t": 0, "e": 0, "s": 0}
    for path in files:
        rel = path.resolve().relative_to(ROOT).as_posix()
        mine = [r for r in results if r.mutant.path == rel]
        if not mine:
            continue
        k = sum(r.outcome == "killed" for r in mine)
        t = sum(r.outcome == "timeout" for r in mine)
        e = sum(r.outcome == "survived" and r.mutant.key in EQUIVALENT for r in mine)
        s = sum(r.outcome == "survived" for r in mine) - e
        for key, v in zip("nktes", (len(mine), k, t, e, s), strict=False):
            total[key] += v
        print(f"{rel:44} {len(mine):7} {k:6} {t:7} {e:5} {s:8} {score(k + t, len(mine) - e):>6}")
    print(
        f"{'total':44} {total['n']:7} {total['k']:6} {total['t']:7} {total['e']:5} {total['s']:8} "
        f"{score(total['k'] + total['t'], total['n'] - total['e']):>6}"
    )
    print("(score = killed incl. timeouts / mutants that are not known equivalents)")
    survivors = [r for r in results if r.outcome == "survived"]
    if survivors:
        print("\nsurvivors:")
        for r in survivors:
            why = EQUIVALENT.get(r.mutant.key)
            print(("  equivalent: " if why else "  ") + r.mutant.describe() + (f"\n      ({why})" if why else ""))


def score(killed: int, n: int) -> str:
    return f"{100 * killed / n:.1f}%" if n else "-"


def load_results(path: str) -> list[Result]:
    saved = json.loads(Path(path).read_text())
    return [
        Result(Mutant(**{k: v for k, v in r.items() if k not in ("outcome", "seconds")}), r["outcome"], r["seconds"])
        for r in saved
    ]


def interrupt(signum, frame) -> None:  # noqa: ANN001
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--target", default=DEFAULT_TARGET, help=f"folder or file to mutate (default {DEFAULT_TARGET})")
    p.add_argument(
        "--files", help="comma-separated file names or globs inside the target, e.g. auction.py,landrush/*.py"
    )
    p.add_argument("--tests", default=DEFAULT_TESTS, help="test files/globs for pytest, fastest first")
    p.add_argument(
        "--pytest-args",
        default=PYTEST_ARGS,
        help="pytest arguments (-p mutate loads the derandomized hypothesis profile; the UI "
        "plugins are left out: they double the start-up time of each run)",
    )
    p.add_argument("--sample", type=int, help="run only this many mutants, drawn with --seed")
    p.add_argument(
        "--per-file",
        type=int,
        metavar="N",
        help="run only N mutants of each file, drawn with --seed (a score per file from a sample)",
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--timeout", type=float, help="seconds per mutant (default: 0.6 x the traced unmutated run + 15, at least 30)"
    )
    p.add_argument("--jobs", type=int, default=1, help="mutants run at once (CPU is shared: default 1)")
    p.add_argument(
        "--all-tests",
        action="store_true",
        help="run every test for every mutant (default: only the tests that execute its lines)",
    )
    p.add_argument("--list", action="store_true", help="list the mutants and stop")
    p.add_argument("--json", help="also write every result to this file")
    p.add_argument(
        "--survivors-of",
        metavar="JSON",
        help="run only the mutants that survived in a saved --json run of the same sources, and "
        "report them with that run's other results: tests only get added, so what they killed "
        "stays killed (the quick 'after' run once tests are written)",
    )
    p.add_argument(
        "--skip-equivalent",
        action="store_true",
        help="do not run the known equivalent mutants (reported as surviving equivalents)",
    )
    p.add_argument(
        "--report",
        metavar="JSON",
        help="print the report of a saved --json run again (e.g. after adding a known equivalent) and stop",
    )
    args = p.parse_args(argv)
    if args.report:
        results = load_results(args.report)
        report(results, sorted({ROOT / r.mutant.path for r in results}))
        return 0

    files = target_files(args.target, args.files)
    if not files:
        p.error(f"no Python files in {args.target} match {args.files!r}")
    mutants = [m for f in files for m in mutants_of(f)]
    kept: list[Result] = []
    if args.survivors_of:
        saved = load_results(args.survivors_of)
        # Matched by key (file, line text, change), not line number: a run made before
        # small edits elsewhere in a file still names the same mutants.
        if {r.mutant.key for r in saved} - {m.key for m in mutants}:
            p.error(f"{args.survivors_of} was made from other sources or another --target/--files")
        again = {r.mutant.key for r in saved if r.outcome == "survived"}
        # Two mutants of one line can share a key: both run again, neither is kept twice.
        kept = [r for r in saved if r.outcome != "survived" and r.mutant.key not in again]
        mutants = [m for m in mutants if m.key in again]
        print(f"{len(kept)} results kept from {args.survivors_of}; {len(mutants)} survivors run again", flush=True)
    if args.skip_equivalent:
        kept += [Result(m, "survived", 0.0) for m in mutants if m.key in EQUIVALENT]
        mutants = [m for m in mutants if m.key not in EQUIVALENT]
    if args.sample is not None and args.sample < len(mutants):
        chosen = set(random.Random(args.seed).sample(range(len(mutants)), args.sample))
        mutants = [m for i, m in enumerate(mutants) if i in chosen]
    if args.per_file is not None:
        draw = random.Random(args.seed)
        picked: list[Mutant] = []
        for f in files:
            rel = f.resolve().relative_to(ROOT).as_posix()
            mine = [m for m in mutants if m.path == rel]
            picked += (
                mine
                if len(mine) <= args.per_file
                else [mine[i] for i in sorted(draw.sample(range(len(mine)), args.per_file))]
            )
        mutants = picked
    if args.list:
        for m in mutants:
            print(m.describe())
        print(f"{len(mutants)} mutants in {len(files)} files")
        return 0
    tests = test_files(args.tests)
    if not tests:
        p.error(f"no test files match {args.tests!r}")
    command = [sys.executable, "-m", "pytest", *shlex.split(args.pytest_args)]
    print(f"{len(mutants)} mutants in {len(files)} files; tests: {shlex.join(command[3:] + tests)}", flush=True)

    # A kill (SIGTERM) stops the run like Ctrl+C: running tests killed, copies deleted.
    signal.signal(signal.SIGTERM, interrupt)
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:  # started in the background by a shell
        signal.signal(signal.SIGINT, signal.default_int_handler)
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="mutate-") as tmp:
        runner = Runner(command, tests, 1200, max(1, args.jobs), Path(tmp))
        pool = ThreadPoolExecutor(max_workers=max(1, args.jobs))
        try:
            base = runner.baseline(trace=not args.all_tests)
            # The traced run is 2-4 times slower than a plain one: this leaves a plain run
            # of every test about twice its time before a mutant counts as a hang.
            runner.timeout = args.timeout or max(30.0, 0.6 * base + 15)
            print(
                f"unmutated run{'' if args.all_tests else ' (traced)'}: {base:.1f}s; "
                f"timeout per mutant {runner.timeout:.0f}s",
                flush=True,
            )
            started = time.perf_counter()
            for i, r in enumerate(pool.map(runner.run, mutants), 1):
                if r is None:
                    continue
                results.append(r)
                mark = {"killed": ".", "timeout": "T", "survived": "S"}[r.outcome]
                print(
                    f"[{i}/{len(mutants)}] {mark} {r.seconds:5.1f}s {r.mutant.describe()}"
                    if r.outcome != "killed"
                    else f"[{i}/{len(mutants)}] {mark} {r.seconds:5.1f}s",
                    flush=True,
                )
            print(f"\n{len(results)} mutants run in {time.perf_counter() - started:.0f}s")
        except KeyboardInterrupt:
            print("\ninterrupted: the running tests are stopped; results so far below", flush=True)
        finally:
            runner.stop()
            pool.shutdown(wait=True, cancel_futures=True)
    results = kept + results
    report(results, files)
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                [{**asdict(r.mutant), "outcome": r.outcome, "seconds": round(r.seconds, 2)} for r in results], indent=1
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
