"""Symbolic IEEE floats: `stamen.fresh(float)` is a binary64 with Python's semantics.

The solver answers with Python's own floats, bit for bit (inf, nan and -0.0
included), and every counterexample replays in plain Python:

- `x + 1.0 > x` is not a theorem about floats (inf, nan, or a large x);
- `0.1 + 0.2 == 0.3` is False for the solver as for Python;
- the midpoint `(lo + hi) / 2` of two finite floats may leave [lo, hi]: the sum
  overflows to inf;
- `math.isclose` and `x.is_integer()` are Python's: a float close to 0.3 but not it;
- a query with `%` on floats ends within its timeout (the solvers bit-blast binary64
  `fp.rem` without looking at their clock, so that check runs in a child process).

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

    sol = st.solve(lambda: assert_(close_to_point_three(x)))
    v = sol.evaluate(x)
    print(f"close to 0.3, not integral, not 0.3: x = {v!r}; Python agrees: "
          f"{close_to_point_three.__wrapped__(v)}")

    sol = st.solve(lambda: assert_(x % 2.0 == 1.5), timeout=1)
    print("x % 2.0 == 1.5 within 1 s:", sol.evaluate(x) if sol.sat else sol.reason)


@lifted
def close_to_point_three(x):
    return math.isclose(x, 0.3) and not x.is_integer() and x != 0.3


if __name__ == "__main__":
    main()
