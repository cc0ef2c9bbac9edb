"""Query slicing measured: each language suite run with `verify`'s slicing on and off.

    python -m stamen.bench.slicing [--quick] [SUITE ...]

For every `verify` query a suite sends (`query.solve.check_sliced`, wrapped for the
run), records the query's distinct terms (the shared DAG stamen sends), the tree it
stands for, the distinct terms of the slice sent first, and the solver seconds; prints
per suite and setting the number of queries, the sums of those sizes, how many queries
the slice made smaller, the solver seconds and the suite's CPU seconds
(`time.process_time`, z3 in-process included).
"""

from __future__ import annotations

import argparse
import importlib
import time
from contextlib import contextmanager

import stamen as st
from stamen.bench.langs import load_language

solve_module = importlib.import_module("stamen.query.solve")  # the module, not the function

__all__ = ["recording", "measure", "main"]

SUITES = ("bvmax", "fsm", "ifc", "bv", "websynth")


@contextmanager
def recording():
    """Collects one (terms, tree, sent, solve seconds) tuple per verify query."""
    rows: list[tuple] = []
    original = solve_module.check_sliced

    def check_sliced(assumptions, goal, cfg, stats):
        before = stats.solve_seconds
        sol = original(assumptions, goal, cfg, stats)
        rows.append((stats.query_terms, stats.query_tree, stats.sent_terms,
                     stats.solve_seconds - before))
        return sol

    solve_module.check_sliced = check_sliced
    try:
        yield rows
    finally:
        solve_module.check_sliced = original


def measure(name: str, quick: bool, slicing: bool) -> dict:
    """Returns the sums for one suite run with slicing on or off."""
    module, why = load_language(name)
    if module is None:
        raise SystemExit(why)
    saved = st.config().slicing
    st.config(slicing=slicing)
    try:
        with recording() as rows:
            start = time.process_time()
            module.suite(quick=quick)
            cpu = time.process_time() - start
    finally:
        st.config(slicing=saved)
    return {"suite": name, "slicing": slicing, "queries": len(rows),
            "terms": sum(r[0] for r in rows), "tree": sum(r[1] for r in rows),
            "sent": sum(r[2] for r in rows), "smaller": sum(r[2] < r[0] for r in rows),
            "solve_s": round(sum(r[3] for r in rows), 2), "cpu_s": round(cpu, 2)}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(prog="python -m stamen.bench.slicing")
    p.add_argument("suites", nargs="*", default=list(SUITES))
    p.add_argument("--quick", action="store_true")
    args = p.parse_args(argv)
    print("| suite | slicing | queries | DAG terms | tree | sent | sliced smaller | solver s "
          "| CPU s |")
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|")
    for name in args.suites:
        for slicing in (True, False):
            r = measure(name, args.quick, slicing)
            print(f"| {name} | {'on' if slicing else 'off'} | {r['queries']} | {r['terms']} | "
                  f"{r['tree']} | {r['sent']} | {r['smaller']} | {r['solve_s']} | {r['cpu_s']} |",
                  flush=True)


if __name__ == "__main__":
    main()
