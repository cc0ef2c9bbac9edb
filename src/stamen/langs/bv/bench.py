"""The bv benchmarks: the 25 Hacker's Delight problems, each synthesized from its sketch and
checked against its reference on all 32-bit inputs."""

from __future__ import annotations

from stamen.langs.bv.problems import PROBLEMS
from stamen.langs.bv.sketch import synthesize_problem
from stamen.langs.report import bench_row

__all__ = ["QUICK", "suite"]

QUICK = ("p1", "p2", "p3", "p4", "p5")


def suite(quick: bool = False, *, timeout: float | None = 120.0, **options) -> list[dict]:
    """Returns one row per problem: quick=True runs p1-p5 (about a second each or less);
    quick=False runs p1-p25, giving each solver call at most `timeout` seconds."""
    names = QUICK if quick else tuple(PROBLEMS)
    rows = []
    for name in names:
        problem = PROBLEMS[name]
        result = synthesize_problem(problem, timeout=timeout, **options)
        ok = result.answer == "synthesized" and result.verified
        rows.append(bench_row(name, result.answer, ok, result.stats,
                              length=problem.length, components=len(problem.components),
                              seconds=result.seconds,
                              program=str(result.program) if result.program else None))
    return rows
