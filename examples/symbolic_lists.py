"""Lists of symbolic length in everyday code: repeated, spread into calls, sorted either
way.

`rows` has a symbolic number of rows (those whose flag is set); `zip(*rows)` spreads it
into a call (one call per possible number of rows, merged), `[0] * n` repeats a list a
symbolic count the path bounds, and `sorted(..., reverse=flag)` takes a symbolic
direction. The solver then answers questions about all of them.

Run: python examples/symbolic_lists.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, assume, lifted


@lifted
def kept(rows, flags):
    """The rows whose flag holds: a list of symbolic length."""
    return [row for row, keep in zip(rows, flags, strict=True) if keep]


@lifted
def column_sums(rows):
    """The sum of each column of the rows (Python's zip: as many columns as the shortest
    row has, none without rows)."""
    return [sum(column) for column in zip(*rows)]  # noqa: B905 - the shortest row wins


@lifted
def histogram(values, n):
    """How many of `values` fall in each of n buckets (values outside are dropped)."""
    counts = [0] * n
    for v in values:
        if 0 <= v < n:
            counts[v] += 1
    return counts


@lifted
def ranked(values, descending):
    return sorted(values, key=abs, reverse=descending)


def main() -> None:
    flags = [st.fresh(bool) for _ in range(3)]
    a, b = st.fresh(int), st.fresh(int)
    table = [[a, 1], [2, b], [3, 4]]

    sol = st.solve(lambda: assert_(column_sums(kept(table, flags)) == [6, 9]))
    print(f"rows kept {sol.evaluate(flags)}, a = {sol[a]}, b = {sol[b]}: column sums [6, 9]")
    sol = st.verify(lambda: assert_(len(column_sums(kept(table, flags)))
                                    == st.ite(st.or_(*flags), 2, 0)))
    print(f"zip(*rows) has 2 columns when a row is kept, none otherwise: "
          f"{'verified' if sol.unsat else sol}")

    n = st.fresh(int)

    @lifted
    def bucketed():
        assume((1 <= n) & (n <= 6))
        counts = histogram([a, b, 2], n)
        assert_(sum(counts) <= 3)
        return counts

    print(f"at most 3 values land in [0] * n buckets: "
          f"{'verified' if st.verify(bucketed).unsat else 'counterexample'}")
    sol = st.solve(lambda: assert_(bucketed() == [0, 1, 2]))
    print(f"n = {sol[n]}, a = {sol[a]}, b = {sol[b]} fill the buckets [0, 1, 2]")

    down = st.fresh(bool)
    sol = st.solve(lambda: assert_(st.and_(ranked([a, -2, 1], down) == [a, -2, 1], a > 2)))
    print(f"sorted by abs with reverse={sol[down]}: [{sol[a]}, -2, 1] stays as it is")
    sol = st.verify(lambda: (assume(a > 2),
                             assert_(ranked([a, -2, 1], down)[0] == st.ite(down, a, 1))))
    print(f"for a > 2 the first of the sorted list is a descending, 1 ascending: "
          f"{'counterexample a = ' + str(sol[a]) if sol.sat else 'verified'}")


if __name__ == "__main__":
    main()
