"""Running Boogie programs: `run_file` and the records of `stamen boogie run`.

`run_file(path, mode="paths", entry=None, timeout=10.0, loop_bound=None,
options=None)` returns one record per entry point:
`{"file", "entry", "answer", "reason", "seconds", "counters"}` (answer "bug",
"verified" or "unknown"; a bug's record also has its "counterexample"), or,
for a file the front end rejects, one record with entry None, answer
"invalid" and the located errors as reason; a record's "speculative" holds
the counters of the paths that went on past a solver's unknown (paths.py).
Modes: "paths", "merged", "modular" (modular.py: every implementation checked
against its contract, calls by their contracts; every implementation but those
marked `{:verify false}` unless `entry` is given) and "chc" (chc.py: Horn clauses
solved by Spacer, loops without invariants). Entry points: the `--entry`
NAME, else (option "kernels", Symbooglix's `--gpuverify-entry-points`) the
`{:kernel}` implementations, else the
`{:entrypoint}` implementations, else every implementation.
`timeout` is for the whole file: each entry point has the time left (in the modular
mode, its share of the time left).
"""

from __future__ import annotations

import time
from pathlib import Path

import stamen as st
from stamen.langs.boogie.chc import explore as explore_chc
from stamen.langs.boogie.check import check
from stamen.langs.boogie.merged import explore as explore_merged
from stamen.langs.boogie.modular import explore as explore_modular
from stamen.langs.boogie.modular import implementations as modular_implementations
from stamen.langs.boogie.paths import DEFAULT_OPTIONS, explore
from stamen.langs.boogie.world import Impl, World, has_attr

__all__ = ["run_file", "run_program", "entry_points", "MODES"]

MODES = ("paths", "merged", "modular", "chc")
_EXPLORERS = {"paths": explore, "merged": explore_merged, "modular": explore_modular,
              "chc": explore_chc}


def entry_points(world: World, entry: str | None, kernels: bool = False) -> list[Impl] | str:
    """Returns the implementations to run, or an error message."""
    impls = world.implementations()
    if entry is not None:
        chosen = [i for i in impls if i.name == entry]
        return chosen or f"no implementation of a procedure named {entry}"
    if kernels:
        chosen = [i for i in impls if has_attr(i.attrs, "kernel")]
        return chosen or "no {:kernel} implementation"
    marked = [i for i in impls if has_attr(i.attrs, "entrypoint")
              or has_attr(i.proc.attrs, "entrypoint")]
    return marked or impls


def _record(path: str, entry, answer: str, reason, seconds: float, counters: dict) -> dict:
    return {"file": path, "entry": entry, "answer": answer, "reason": reason,
            "seconds": round(seconds, 3), "counters": dict(counters)}


def run_program(program, *, mode: str = "paths", entry: str | None = None,
                timeout: float = 10.0, loop_bound: int | None = None,
                options: dict | None = None) -> list[dict]:
    """Returns the records of a checked program (see module doc)."""
    if mode not in MODES:
        raise st.InvalidArgument(f"mode: expected one of {MODES}, got {mode!r}")
    path = program.path
    world = World(program)
    if mode == "modular" and entry is None:  # Boogie verifies every implementation
        chosen = modular_implementations(world)
    else:
        chosen = entry_points(world, entry, bool((options or {}).get("kernels")))
    if isinstance(chosen, str):
        return [_record(path, entry, "invalid", chosen, 0.0, {})]
    opts = {**DEFAULT_OPTIONS, **(options or {}), "loop_bound": loop_bound}
    started = time.perf_counter()
    deadline = started + timeout
    records = []
    for k, impl in enumerate(chosen):
        t0 = time.perf_counter()
        until = deadline
        if mode == "modular":  # independent checks: each gets its share of the time left
            until = t0 + max(0.0, deadline - t0) / (len(chosen) - k)
        outcome = _EXPLORERS[mode](world, impl, opts, until)
        rec = _record(path, impl.name, outcome.answer, outcome.reason,
                      time.perf_counter() - t0, outcome.counters)
        if outcome.counterexample is not None:
            rec["counterexample"] = outcome.counterexample
        if outcome.speculative:
            rec["speculative"] = dict(outcome.speculative)
        if outcome.stats:
            rec["stats"] = dict(outcome.stats)
        records.append(rec)
    return records


def run_file(path, *, mode: str = "paths", entry: str | None = None, timeout: float = 10.0,
             loop_bound: int | None = None, options: dict | None = None) -> list[dict]:
    """Returns the records of the Boogie file `path` (see module doc)."""
    path = str(path)
    started = time.perf_counter()
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        return [_record(path, None, "invalid", f"{path}:1:1: parse error: cannot read the "
                        f"file: {exc.strerror}", 0.0, {})]
    program, errors = check(text, path)
    if errors:
        return [_record(path, None, "invalid", "\n".join(str(e) for e in errors),
                        time.perf_counter() - started, {})]
    left = max(0.01, timeout - (time.perf_counter() - started))  # reading counts too
    return run_program(program, mode=mode, entry=entry, timeout=left,
                       loop_bound=loop_bound, options=options)
