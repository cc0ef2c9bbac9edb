"""Format specs on symbolic ints in lifted code (issue 11): `f"{n:>6}"`, `f"{n:05d}"`,
`f"{n:+}"` are Python's strings for every int (padding composed on the solver's strings),
and `f"{n:02x}"` is Python's for an int the path bounds (one string per value):

- a right-aligned column `f"{n:>6}"` is 6 characters wide for -99999 <= n <= 999999:
  verified;
- the n whose zero-padded form is "-0042", found by the solver, and Python agrees;
- the byte whose hex form is "ff", for 0 <= n < 256.

Run: python examples/format_specs.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, assume, lifted


@lifted
def column(n):
    """A cell of a right-aligned table column."""
    return f"{n:>6}"


@lifted
def padded(n):
    return f"{n:05d}"


@lifted
def byte(n):
    return f"{n:02x}"


def main() -> None:
    n = st.fresh(int)
    sol = st.verify(lambda: (assume(-99999 <= n), assume(n <= 999999),
                             assert_(len(column(n)) == 6)))
    print("len(f'{n:>6}') == 6:", "verified" if sol.unsat else sol.kind)

    sol = st.solve(lambda: assert_(padded(n) == "-0042"))
    v = sol.evaluate(n)
    print(f"f'{{n:05d}}' == '-0042' at n = {v}; Python: {padded.__wrapped__(v)!r}")

    sol = st.solve(lambda: (assume(0 <= n), assume(n < 256), assert_(byte(n) == "ff")))
    v = sol.evaluate(n)
    print(f"f'{{n:02x}}' == 'ff' at n = {v}; Python: {byte.__wrapped__(v)!r}")


if __name__ == "__main__":
    main()
