"""A micro-benchmark of term construction: how many `x + i` terms per second are built.

Three loops, each over `n` distinct int literals: through the Python
operators on terms that do not exist yet (misses of the intern table), the
same loop again while the first results are alive (hits), and through the
smart constructor `arith.add` on fresh terms. Fresh terms are kept alive, so
the costs of a growing heap (garbage collection, sweeps of the intern table)
are counted; each loop starts from a swept table. Rates are per second of
this process's CPU time. Run `python -m stamen.terms.bench`.
"""

from __future__ import annotations

import gc
import itertools
import time

from stamen.terms.arith import add
from stamen.terms.sorts import INT
from stamen.terms.term import constant, sweep

__all__ = ["bench_constructions"]

# Each run draws its literals from a fresh range, so "fresh" terms are never hits.
_offsets = itertools.count(1)


def _clean() -> None:
    gc.collect()
    sweep()


def _rate(n: int, seconds: float) -> float:
    return n / seconds if seconds > 0 else float("inf")


def bench_constructions(n: int = 200_000, repeat: int = 3) -> dict[str, float]:
    """Returns constructions per second (best of `repeat` runs of `n` constructions) for
    "fresh_operators", "hit_operators" and "fresh_smart"."""
    x = constant("bench_x", INT)
    best = {"fresh_operators": 0.0, "hit_operators": 0.0, "fresh_smart": 0.0}
    for _ in range(repeat):
        base = next(_offsets) * 10 * n
        literals = range(base, base + n)

        _clean()
        t0 = time.process_time()
        kept = [x + i for i in literals]
        t1 = time.process_time()
        again = [x + i for i in literals]
        t2 = time.process_time()
        assert all(a is b for a, b in zip(kept, again, strict=True))
        del kept, again

        smart_literals = range(base + n, base + 2 * n)
        _clean()
        t3 = time.process_time()
        kept = [add(x, i) for i in smart_literals]
        t4 = time.process_time()
        del kept

        for key, seconds in (
            ("fresh_operators", t1 - t0),
            ("hit_operators", t2 - t1),
            ("fresh_smart", t4 - t3),
        ):
            best[key] = max(best[key], _rate(n, seconds))
    return best


if __name__ == "__main__":  # pragma: no cover
    for name, rate in bench_constructions().items():
        print(f"{name:>16}: {rate:>12,.0f} constructions/s")
