"""revPos from the PLDI'14 paper (Fig. 5a): the positive elements of a list, reversed.

Written in three Python styles, run on n fresh symbolic ints, and checked with
the solver: `len(rev_pos(xs)) == len(xs)` is satisfiable only by all-positive
inputs, and `len(rev_pos(xs)) < len(xs)` has a counterexample. The statistics
show the paper's point: with type-driven merging the tuple style's result is a
union of n+1 tuples (one per length), the list styles give one list of
symbolic length, and the work grows polynomially with n.

Run: python examples/revpos.py [n]
"""

from __future__ import annotations

import sys

import stamen as st
from stamen import assert_, lifted


@lifted
def rev_pos_tuple(xs):
    """Immutable tuples, as in the paper: ps = cons(x, ps)."""
    ps = ()
    for x in xs:
        if x > 0:
            ps = (x,) + ps
    return ps


@lifted
def rev_pos_list(xs):
    """A mutable list, inserting at the front."""
    ps = []
    for x in xs:
        if x > 0:
            ps.insert(0, x)
    return ps


@lifted
def rev_pos_comprehension(xs):
    """A comprehension over the reversed input."""
    return [x for x in reversed(xs) if x > 0]


STYLES = {"tuple": rev_pos_tuple, "list": rev_pos_list, "comprehension": rev_pos_comprehension}


def check(rev_pos, xs, merge: str):
    """Asserts the two queries of the paper's example; returns the evaluation statistics."""
    sol = st.solve(lambda: assert_(len(rev_pos(xs)) == len(xs)), merge=merge)
    assert sol.sat, "len(rev_pos(xs)) == len(xs) is satisfiable"
    assert all(v > 0 for v in sol.evaluate(xs)), "...and only by positive elements"
    cex = st.verify(lambda: assert_(len(rev_pos(xs)) < len(xs)), merge=merge)
    assert cex.sat, "len(rev_pos(xs)) < len(xs) does not always hold"
    assert all(v > 0 for v in cex.evaluate(xs))
    _, stats = st.evaluate_with_stats(lambda: rev_pos(xs), merge=merge)
    return stats


def main(n: int = 6) -> None:
    xs = [st.fresh(int) for _ in range(n)]
    assert rev_pos_tuple([3, -1, 4]) == (4, 3)
    assert rev_pos_list([3, -1, 4]) == rev_pos_comprehension([3, -1, 4]) == [4, 3]

    print(f"revPos on {n} symbolic ints")
    print(f"{'style':<14}{'merge':<7}{'joins':>6}{'unions':>8}{'sum':>6}{'max':>5}"
          f"{'eval s':>9}")
    for name, rev_pos in STYLES.items():
        for merge in ("types", "logic", "none"):
            if merge == "none" and n > 5:
                continue  # path by path: 2^n paths
            stats = check(rev_pos, xs, merge)
            print(f"{name:<14}{merge:<7}{stats.joins:>6}{stats.unions:>8}{stats.union_sum:>6}"
                  f"{stats.union_max:>5}{stats.eval_seconds:>9.3f}")

    result, _ = st.evaluate_with_stats(lambda: rev_pos_tuple(xs))
    lengths = sorted(len(t) for _, t in st.union_contents(result))
    assert lengths == list(range(n + 1)), "a union of n+1 tuples, lengths 0..n"
    result, stats = st.evaluate_with_stats(lambda: rev_pos_list(xs))
    assert not st.is_union(result) and stats.unions == 0, "one list of symbolic length"
    print(f"tuple style: a union of {len(lengths)} tuples; list style: {type(result).__qualname__} "
          f"of symbolic length")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 6)
