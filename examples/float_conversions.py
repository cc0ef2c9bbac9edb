"""int <-> float conversions on symbolic values, decided by the solver (issue 11).

`float(n)`, `int(x)`, `math.floor/ceil`, `round()` and `x == n` mixing a float and
an int go through bit-vectors when the path bounds the value, which z3 and cvc5
decide; every counterexample replays with Python's own floats:

- every int in [0, 1000] is a float exactly: verified;
- not every int below 10**20 is: the solver finds one, and Python agrees;
- `round(x) >= x` is no theorem: the solver finds an x that rounds down;
- a bucket index `int(x * 10)` stays within its table for x in [0, 1).

Run: python examples/float_conversions.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, assume, lifted


@lifted
def bucket(x, buckets):
    """The bucket of x in [0, 1) among `buckets` equal parts of the unit interval."""
    return int(x * buckets)


def _verdict(sol) -> str:
    """Returns 'verified' for an unsat verify, else the solution's kind."""
    return "verified" if sol.kind == "unsat" else sol.kind


def main() -> None:
    n, x = st.fresh(int), st.fresh(float)

    def exact():
        assume((0 <= n) & (n <= 1000))
        assert_(float(n) == n)

    print("float(n) == n for 0 <= n <= 1000:", _verdict(st.verify(exact)))

    def exact_large():
        assume((0 <= n) & (n <= 10**20))
        assert_(float(n) == n)

    v = st.verify(exact_large).evaluate(n)
    print(f"float(n) == n fails at n = {v}; Python agrees: {float(v) != v}")

    def rounds_up():
        assume((0.0 <= x) & (x <= 10.0))
        assert_(round(x) >= x)

    v = st.verify(rounds_up).evaluate(x)
    print(f"round(x) >= x fails at x = {v!r}: round gives {round(v)}")

    def in_table():
        assume((0.0 <= x) & (x < 1.0))
        assert_((0 <= bucket(x, 10)) & (bucket(x, 10) < 10))

    print("0 <= int(x * 10) < 10 for 0 <= x < 1:", _verdict(st.verify(in_table)))


if __name__ == "__main__":
    main()
