"""`stamen boogie check FILE...`, `stamen boogie print FILE` and `stamen boogie run FILE...`.

check prints `FILE: ok (N procedures, M implementations)` per well-formed file
and one `path:line:col: <kind> error: msg` line per error otherwise; print
writes the program as the printer does. Exit status 0 when every file is
well-formed, 2 when some file has errors or cannot be read.

run prints `FILE: ENTRY: bug|verified|unknown (reason)` per entry point, the
counterexample under a bug line; exit status 0 when all are verified, 1 when
a bug is found, 2 on bad input (located errors), else 3 when an answer is
unknown. `--json PATH` writes the records of `execute.run_file`. With the environment
variable STAMEN_DEADLINE (seconds of `time.time()`, set by the bench's runner), run
ends by that time even when `--timeout` would give it longer: the process's start-up
counts against the time it was given.
"""

from __future__ import annotations

import json
import os
import time

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.check import check
from stamen.langs.boogie.diagnostics import Diagnostic
from stamen.langs.boogie.library import is_library_decl
from stamen.langs.boogie.printer import print_program

__all__ = ["run", "summary", "execute", "EXIT", "DEADLINE_ENV"]

# Exit statuses of `stamen boogie run`: all verified, a bug, bad input, an unknown.
EXIT = {"verified": 0, "bug": 1, "invalid": 2, "unknown": 3}
# The environment variable that holds the time (`time.time()`) by which run must end.
DEADLINE_ENV = "STAMEN_DEADLINE"


def _deadline() -> float | None:
    """Returns the time (`time.time()`) by which run must end, from DEADLINE_ENV (None:
    unset or not a number)."""
    try:
        return float(os.environ[DEADLINE_ENV])
    except (KeyError, ValueError):
        return None


def summary(program: A.Program) -> str:
    """Returns `ok (N procedures, M implementations)` (a procedure with a body counts as
    an implementation too; the declarations of stamen's library are not counted)."""
    decls = [d for d in program.decls if not is_library_decl(d)]
    procedures = sum(isinstance(d, A.ProcedureDecl) for d in decls)
    implementations = sum(isinstance(d, A.ImplementationDecl)
                          or isinstance(d, A.ProcedureDecl) and d.body is not None
                          for d in decls)
    return f"ok ({procedures} procedures, {implementations} implementations)"


def _read(path: str) -> str | Diagnostic:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError as exc:
        return Diagnostic(path, 1, 1, "parse", f"cannot read the file: {exc.strerror}")


def run(action: str, paths: list[str], check_modifies: bool = False) -> int:
    """Runs `check` or `print` on the files; returns the exit status. check_modifies:
    report assignments to globals outside the modifies clause, as Boogie does by
    default (off by default here: Corral's, Symbooglix's and SMACK's programs rely on
    the modifies clauses being inferred, and 38 valid files of the corpus would fail)."""
    status = 0
    for path in paths:
        text = _read(path)
        if isinstance(text, Diagnostic):
            print(text)
            status = 2
            continue
        program, errors = check(text, path, check_modifies)
        if errors:
            for e in errors:
                print(e)
            status = 2
        elif action == "print":
            print(print_program(program), end="")
        else:
            print(f"{path}: {summary(program)}")
    return status


def _line(rec: dict) -> str:
    """Returns the printed answer of one record."""
    answer = rec["answer"]
    if answer in ("unknown", "invalid") and rec.get("reason"):
        answer = f"{answer} ({rec['reason']})" if answer == "unknown" else rec["reason"]
        if rec["answer"] == "invalid":
            return answer
    return f"{rec['file']}: {rec['entry']}: {answer}"


def _counterexample(cex: dict) -> list[str]:
    """Returns the indented lines of a counterexample."""
    lines = [f"  {cex['location']}: {cex['kind']}"]
    if cex.get("call"):
        lines.append(f"  called at {cex['call']}")
    for name, value in cex["initial"].items():
        lines.append(f"  {name} = {value}")
    for head, value in cex.get("iterations", {}).items():
        lines.append(f"  iterations of the loop at {head} = {value}")
    lines.append("  trace: " + " -> ".join(cex["trace"]))
    if cex.get("note"):
        lines.append(f"  {cex['note']}")
    return lines


def execute(paths: list[str], *, mode: str = "paths", entry: str | None = None,
            timeout: float = 10.0, loop_bound: int | None = None,
            json_path: str | None = None, options: dict | None = None) -> int:
    """Runs the files symbolically, prints one line per entry point; returns the status.
    `options`: the paths mode's (see paths.py; flags.py sets them from Symbooglix's
    flags)."""
    from stamen.langs.boogie.execute import run_file

    if timeout is None or timeout <= 0 or (loop_bound is not None and loop_bound < 0):
        print("stamen boogie run: --timeout must be > 0 and --loop-bound >= 0")
        return 2
    records: list[dict] = []
    deadline = _deadline()
    for path in paths:
        if deadline is not None:
            timeout = min(timeout, max(0.01, deadline - time.time()))
        for rec in run_file(path, mode=mode, entry=entry, timeout=timeout,
                            loop_bound=loop_bound, options=options):
            records.append(rec)
            print(_line(rec), flush=True)
            if rec.get("counterexample"):
                print("\n".join(_counterexample(rec["counterexample"])), flush=True)
    if json_path:
        with open(json_path, "w", encoding="utf-8") as f:
            json.dump(records, f, indent=1)
    answers = {r["answer"] for r in records}
    for answer in ("bug", "invalid", "unknown"):
        if answer in answers:
            return EXIT[answer]
    return 0
