"""The bv benchmarks: the 25 Hacker's Delight problems, each synthesized from its sketch and
checked against its reference on all 32-bit inputs.

p1-p20 are the problems Rosette's bv language solves; each must be synthesized. p21-p25
(larger libraries, wide constants) are attempted within the same budget and reported as
they come out: synthesized, or unknown when the budget runs out. Any other answer, or a
program that fails verification, is a failure.
"""

from __future__ import annotations

from stamen.langs.bv.problems import PROBLEMS
from stamen.langs.bv.sketch import synthesize_problem
from stamen.langs.report import bench_row

__all__ = ["QUICK", "REQUIRED", "suite"]

QUICK = ("p1", "p2", "p3", "p4", "p5")
REQUIRED = tuple(f"p{i}" for i in range(1, 21))


def _ok(name: str, answer: str, verified: bool) -> bool:
    if answer == "synthesized":
        return verified
    return name not in REQUIRED and answer == "unknown"


def suite(quick: bool = False, *, timeout: float | None = 120.0, budget: float | None = 180.0,
          **options) -> list[dict]:
    """Returns one row per problem: quick=True runs p1-p5 (well under a second each);
    quick=False runs p1-p25, each solver call given at most `timeout` seconds and each
    problem at most `budget` seconds."""
    names = QUICK if quick else tuple(PROBLEMS)
    rows = []
    for name in names:
        problem = PROBLEMS[name]
        result = synthesize_problem(problem, timeout=timeout, budget=budget, **options)
        rows.append(bench_row(name, result.answer, _ok(name, result.answer, result.verified),
                              result.stats, components=len(problem.components),
                              widths=list(result.widths), seconds=result.seconds,
                              program=str(result.program) if result.program else None))
    return rows
