"""The `terms` suite: micro-benchmarks of the two bottom layers.

Term constructions per second (hash-consed, simplifying: `stamen.terms.bench`)
and terms translated to z3 per second (`stamen.solvers.bench`). Issue 2's aim
is at least 500,000 constructions/s on one core.
"""

from __future__ import annotations

from stamen.bench.harness import BenchOptions, Progress, SuiteResult

__all__ = ["CONSTRUCTION_AIM", "suite"]

CONSTRUCTION_AIM = 500_000

_LABELS = {
    "fresh_operators": "new terms, `x + i`",
    "hit_operators": "intern-table hits, `x + i`",
    "fresh_smart": "new terms, arith.add(x, i)",
}


def _rate_row(name: str, rate: float, what: str) -> dict:
    """Returns a row whose answer is a rate (a measurement: its ok is always True)."""
    return {"name": name, "answer": f"{rate:,.0f}/s", "ok": True, "rate": rate, "unit": what}


def suite(options: BenchOptions, progress: Progress) -> SuiteResult:
    """Returns the rates of term construction and of translation into z3."""
    from stamen.solvers.bench import bench_translation
    from stamen.terms.bench import bench_constructions

    n, repeat = (20_000, 1) if options.quick else (200_000, 3)
    result = SuiteResult("terms")
    progress.start("terms", 2)
    progress.step(f"term constructions ({n:,} per run, best of {repeat})")
    for key, rate in bench_constructions(n, repeat).items():
        result.rows.append(_rate_row(key, rate, _LABELS.get(key, key)))
    progress.advance()
    progress.step(f"translation to z3 ({n:,} terms)")
    rate = bench_translation(n, "z3")
    result.rows.append(_rate_row("z3_translation", rate, "terms translated to z3"))
    progress.advance()
    result.notes.append(_aim_note(result.rows[0]["rate"]))
    return result


def _aim_note(rate: float) -> str:
    """Returns how the rate of new terms compares with issue 2's aim."""
    verdict = "meets" if rate >= CONSTRUCTION_AIM else "is below"
    return (f"fresh_operators ({rate:,.0f}/s) {verdict} the aim of issue 2: "
            f"{CONSTRUCTION_AIM:,} constructions/s")
