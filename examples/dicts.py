"""Dicts and sets of symbolic values, with Python's semantics on every path.

`histogram` counts the values of a list in a dict; `first_repeated` remembers what it
has seen in a set. On a list of four symbolic ints, the keys are symbolic: two keys
are one entry exactly where they are equal, and each path keeps its own insertion
order, as Python's dict does. `solve` finds a list with a given histogram (order
included); `verify` proves that the histogram has one key per distinct value and that
`first_repeated` finds a repeat exactly when the set is smaller than the list; and
finds a counterexample to the claim that a histogram lists its keys in sorted order.

Run: python examples/dicts.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, assume, lifted


@lifted
def histogram(xs):
    """Returns {value: count} in the order the values first occur."""
    counts = {}
    for v in xs:
        counts[v] = counts.get(v, 0) + 1
    return counts


@lifted
def first_repeated(xs):
    """Returns the first value that occurs a second time, or None."""
    seen = set()
    for v in xs:
        if v in seen:
            return v
        seen.add(v)
    return None


def main() -> None:
    xs = [st.fresh(int) for _ in range(4)]

    def small():
        for v in xs:
            assume(0 <= v)
            assume(v <= 3)

    def wanted():
        small()
        assert_(list(histogram(xs).items()) == [(2, 3), (0, 1)])

    sol = st.solve(wanted)
    print(f"histogram [(2, 3), (0, 1)]: {sol.evaluate(xs)}")

    def one_key_per_value():
        small()
        assert_(len(histogram(xs)) == len(set(xs)))
        assert_((first_repeated(xs) is None) == (len(set(xs)) == len(xs)))

    verdict = "verified" if st.verify(one_key_per_value).unsat else "counterexample"
    print(f"one key per distinct value: {verdict}")

    def sorted_keys():
        small()
        keys = list(histogram(xs))
        for a, b in zip(keys, keys[1:], strict=False):
            assert_(a < b)

    cex = st.verify(sorted_keys)
    print(f"keys in sorted order: counterexample {cex.evaluate(xs)}")


if __name__ == "__main__":
    main()
