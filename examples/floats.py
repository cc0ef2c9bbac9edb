"""Symbolic IEEE floats: `stamen.fresh(float)` is a binary64 with Python's semantics.

The solver answers with Python's own floats, bit for bit (inf, nan and -0.0
included), and every counterexample replays in plain Python:

- `x + 1.0 > x` is not a theorem about floats (inf, nan, or a large x);
- `0.1 + 0.2 == 0.3` is False for the solver as for Python;
- the midpoint `(lo + hi) / 2` of two finite floats may leave [lo, hi]: the sum
  overflows to inf.

Run: python examples/floats.py
"""

from __future__ import annotations

import math

import stamen as st
from stamen import assert_, assume, lifted


@lifted
def midpoint(lo, hi):
    """The midpoint of lo <= hi, as a binary search computes it."""
    return (lo + hi) / 2


def main() -> None:
    x = st.fresh(float)
    cex = st.verify(lambda: assert_(x + 1.0 > x))
    v = cex.evaluate(x)
    print(f"x + 1.0 > x fails at x = {v!r}; Python agrees: {not v + 1.0 > v}")

    print("0.1 + 0.2 == 0.3:", "verified false" if st.verify(
        lambda: assert_(0.1 + 0.2 != 0.3)).unsat else "?")

    lo, hi = st.fresh(float), st.fresh(float)

    def bounded():
        assume(math.isfinite(lo) & math.isfinite(hi) & (lo <= hi))
        m = midpoint(lo, hi)
        assert_((lo <= m) & (m <= hi))

    cex = st.verify(bounded)
    a, b = cex.evaluate(lo), cex.evaluate(hi)
    m = midpoint.__wrapped__(a, b)  # plain Python replays the counterexample
    print(f"midpoint({a!r}, {b!r}) = {m!r}; within [lo, hi] in Python: {a <= m <= b}")


if __name__ == "__main__":
    main()
