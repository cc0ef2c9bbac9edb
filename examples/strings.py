"""Strings of symbolic ints: `str(n)`, `repr(n)`, f-strings and `int(s)` in lifted code are
Python's strings, computed by the solver's theory of strings (or value by value when the
path bounds the int), with `len`, indexing, `in`, `startswith`, `==` and `+` on them.

- a ticket label `f"T-{n:d}"` of exactly 6 characters that ends in "7";
- `int(str(n)) == n` verified for every int;
- a width check that fails: `len(str(n)) <= 3` for -1000 < n < 1000 (at a negative n of
  three digits), replayed in plain Python.

Run: python examples/strings.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, assume, lifted


@lifted
def label(n):
    """The label printed on ticket n."""
    return f"T-{n:d}"


@lifted
def round_trip(n):
    return int(str(n))


@lifted
def fits(n, width):
    return len(str(n)) <= width


def main() -> None:
    n = st.fresh(int)
    sol = st.solve(lambda: (assume(n >= 0), assert_(len(label(n)) == 6),
                            assert_(label(n).endswith("7"))))
    v = sol.evaluate(n)
    print(f"label({v}) = {label.__wrapped__(v)!r}; Python agrees: "
          f"{len(label.__wrapped__(v)) == 6 and label.__wrapped__(v).endswith('7')}")

    print("int(str(n)) == n:", "verified" if st.verify(
        lambda: assert_(round_trip(n) == n)).unsat else "?")

    cex = st.verify(lambda: (assume(-1000 < n), assume(n < 1000), assert_(fits(n, 3))))
    v = cex.evaluate(n)
    print(f"len(str(n)) <= 3 fails at n = {v}; in Python: {fits.__wrapped__(v, 3)}")


if __name__ == "__main__":
    main()
