"""revPos (the PLDI'14 paper's Fig. 5a) in three Python styles, and its benchmark suite.

`rev_pos(xs)` returns the positive elements of `xs` in reverse order. For n
fresh ints a row evaluates and solves `len(rev_pos(xs)) == n`, whose only
models make every element positive (checked on the model). Full runs put
each row in a fresh process with a time limit; once a size times out or
comes close to the limit, the larger sizes of that style are skipped.

The growth sweep (`GROWTH_SIZES`, tuple style, merge="types", evaluation only)
counts the terms `len(rev_pos(xs))` creates and reports the exponent b of the
fitted count a·n^b: how the union of tuples grows with n (issue 14 asks for
b <= 2).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import stamen as st
from stamen import assert_, lifted
from stamen.bench.fit import fit_power
from stamen.bench.harness import BenchOptions, Progress, SuiteResult
from stamen.bench.isolate import TIMEOUT, run_isolated

__all__ = [
    "GROWTH_SIZES", "LIMITS", "QUICK_GROWTH_SIZES", "QUICK_SIZES", "SIZES", "STRATEGIES",
    "STYLES", "rev_pos_comprehension",
    "growth_exponent", "growth_row", "rev_pos_list", "rev_pos_tuple", "revpos_row", "suite",
]

SIZES = (10, 20, 40, 80, 160, 320)
# Quick (CI) sizes: path-by-path exploration doubles its paths with every element.
QUICK_SIZES = {"types": (5, 10), "logic": (5, 10), "none": (3, 6)}
STRATEGIES = ("types", "logic", "none")
# Sizes of the growth sweep (tuple style, merge="types", evaluation only).
GROWTH_SIZES = (40, 80, 160, 320, 640)
QUICK_GROWTH_SIZES = (10, 20, 40)
# Seconds one row may take in a full run; path-by-path only while it finishes in a minute.
LIMITS = {"types": 120.0, "logic": 120.0, "none": 60.0}


@lifted
def rev_pos_tuple(xs):
    """Returns the positive elements of xs reversed, built as an immutable tuple."""
    ps = ()
    for x in xs:
        if x > 0:
            ps = (x,) + ps
    return ps


@lifted
def rev_pos_list(xs):
    """Returns the positive elements of xs reversed, built by `list.insert(0, x)`."""
    ps = []
    for x in xs:
        if x > 0:
            ps.insert(0, x)
    return ps


@lifted
def rev_pos_comprehension(xs):
    """Returns the positive elements of xs reversed, as a filtered comprehension."""
    return [x for x in reversed(xs) if x > 0]


STYLES: dict[str, Callable] = {
    "tuple": rev_pos_tuple,
    "list": rev_pos_list,
    "comprehension": rev_pos_comprehension,
}


def revpos_row(style: str, n: int, merge: str) -> dict:
    """Returns the row of solving `len(rev_pos(xs)) == n` for n fresh ints in one style."""
    fn = STYLES[style]
    xs = [st.fresh(int) for _ in range(n)]
    started = time.process_time()
    sol = st.solve(lambda: assert_(len(fn(xs)) == n), merge=merge)
    cpu = time.process_time() - started
    ok = sol.sat and all(v > 0 for v in sol.evaluate(xs))
    s = sol.stats
    return {
        "name": f"{style}_{n}_{merge}", "answer": sol.kind, "ok": ok,
        "style": style, "n": n, "merge": merge,
        "joins": s.joins, "unions": s.unions, "union_sum": s.union_sum,
        "union_max": s.union_max, "terms": s.terms, "paths": s.paths,
        "eval_seconds": s.eval_seconds, "solve_seconds": s.solve_seconds,
        "cpu_seconds": cpu,
    }


def growth_row(n: int) -> dict:
    """Returns the row of evaluating `len(rev_pos_tuple(xs))` (no solving) for n fresh ints
    under merge="types": the terms it created, the union sizes and the CPU seconds."""
    from stamen.query.evaluation import evaluate_with_stats

    xs = [st.fresh(int) for _ in range(n)]
    started = time.process_time()
    length, s = evaluate_with_stats(lambda: len(rev_pos_tuple(xs)), merge="types")
    cpu = time.process_time() - started
    return {
        "name": f"tuple_{n}_types_eval", "answer": "evaluated",
        "ok": type(length) is not int,  # the length of the result is symbolic
        "style": "tuple", "n": n, "merge": "types",
        "joins": s.joins, "unions": s.unions, "union_sum": s.union_sum,
        "union_max": s.union_max, "terms": s.terms, "paths": s.paths,
        "eval_seconds": s.eval_seconds, "cpu_seconds": cpu,
    }


def growth_exponent(rows: list[dict]) -> float | None:
    """Returns the exponent b of terms ≈ a·n^b fitted over the finished growth rows (None
    when fewer than two finished)."""
    points = [(r["n"], r["terms"]) for r in rows if r.get("ok") and r.get("terms")]
    if len(points) < 2:
        return None
    return fit_power([float(n) for n, _ in points], [float(t) for _, t in points]).coefficients[1]


def _growth(options: BenchOptions, progress: Progress, result: SuiteResult) -> None:
    """Runs the growth sweep, each size isolated under the types limit, stopping after the
    first size that does not finish, and notes the fitted exponent of the term count."""
    sizes = QUICK_GROWTH_SIZES if options.quick else GROWTH_SIZES
    limit = None if options.quick else (options.limit or LIMITS["types"])
    rows = []
    for i, n in enumerate(sizes):
        progress.step(f"revpos growth tuple n={n} merge=types (evaluation only)")
        if limit is None:
            row = growth_row(n)
        else:
            kind, value = run_isolated(__name__, "growth_row", {"n": n}, limit)
            row = value if kind == "ok" else {
                "name": f"tuple_{n}_types_eval", "answer": str(value), "style": "tuple",
                "n": n, "merge": "types", "ok": None if kind == TIMEOUT else False}
        rows.append(row)
        progress.advance()
        if row["ok"] is None:
            result.notes.append(f"growth: n={n} did not finish within {limit:g} s; skipped "
                                f"n={', '.join(map(str, sizes[i + 1:]))}")
            for _ in sizes[i + 1:]:
                progress.advance()
            break
    result.rows.extend(rows)
    b = growth_exponent(rows)
    done = [str(r["n"]) for r in rows if r.get("ok")]
    if b is not None:
        result.notes.append(f"growth: terms of tuple/types evaluation ~ n^{b:.2f} over "
                            f"n = {', '.join(done)} (fitted exponent)")


def _stopped_row(style: str, n: int, merge: str, answer: str) -> dict:
    """Returns the row of a run that timed out (ok None) or raised (ok False)."""
    return {"name": f"{style}_{n}_{merge}", "answer": answer,
            "ok": None if answer.startswith(TIMEOUT) else False,
            "style": style, "n": n, "merge": merge}


def _run_row(style: str, n: int, merge: str, limit: float | None) -> tuple[dict, float]:
    """Returns (row, wall seconds): in this process when `limit` is None, else isolated."""
    started = time.perf_counter()
    if limit is None:
        return revpos_row(style, n, merge), time.perf_counter() - started
    kind, value = run_isolated(__name__, "revpos_row",
                               {"style": style, "n": n, "merge": merge}, limit)
    seconds = time.perf_counter() - started
    if kind == "ok":
        return value, seconds
    if kind == TIMEOUT:
        return _stopped_row(style, n, merge, f"{TIMEOUT} (> {limit:g} s)"), seconds
    return _stopped_row(style, n, merge, f"error: {value}"), seconds


def _sweep(style: str, merge: str, options: BenchOptions, progress: Progress,
           result: SuiteResult) -> None:
    """Runs one style under one strategy over the sizes, skipping those past the limit."""
    sizes = QUICK_SIZES[merge] if options.quick else SIZES
    limit = None if options.quick else (options.limit or LIMITS[merge])
    for i, n in enumerate(sizes):
        progress.step(f"revpos {style} n={n} merge={merge}")
        row, seconds = _run_row(style, n, merge, limit)
        result.rows.append(row)
        progress.advance()
        rest = sizes[i + 1:]
        if not rest or limit is None or (row["ok"] is not None and seconds <= limit / 2):
            continue
        why = "did not finish" if row["ok"] is None else "came close to the limit"
        result.notes.append(
            f"merge={merge} {style}: n={n} {why} ({seconds:.1f} s, limit {limit:g} s); "
            f"skipped n={', '.join(map(str, rest))}")
        for _ in rest:
            progress.advance()
        return


def suite(options: BenchOptions, progress: Progress) -> SuiteResult:
    """Returns the revPos rows for every style, size and strategy (or `options.merge` only)."""
    merges = (options.merge,) if options.merge else STRATEGIES
    rows = sum(len(QUICK_SIZES[m] if options.quick else SIZES) for m in merges)
    result = SuiteResult("revpos")
    growth = "types" in merges
    growth_rows = len(QUICK_GROWTH_SIZES if options.quick else GROWTH_SIZES) if growth else 0
    progress.start("revpos", rows * len(STYLES) + growth_rows)
    for merge in merges:
        for style in STYLES:
            _sweep(style, merge, options, progress, result)
    if growth:
        _growth(options, progress, result)
    return result
