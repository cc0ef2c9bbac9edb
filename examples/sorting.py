"""Sorting symbolic lists, as a Rosette user sorts with `sort`.

`sorted` in lifted code sorts symbolic values (a stable merged sorting network:
Python's order on every input). The solver then answers questions about it:
`verify` that sorting 5 symbolic ints gives an ordered permutation of them, and
that the positive ones (a list of symbolic length) sort the same way; find a
counterexample to a buggy sort (one pass of bubble sort); show that sorting
records by key is stable; and `solve` for an input whose median is 7.

Run: python examples/sorting.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, assume, lifted

N = 5


@lifted
def ordered_permutation(xs):
    """Asserts that sorted(xs) is ordered and holds each value as often as xs does."""
    ys = sorted(xs)
    for i in range(len(ys) - 1):
        assert ys[i] <= ys[i + 1]
    for v in xs:
        assert ys.count(v) == xs.count(v)


@lifted
def positives_sorted(xs):
    """Asserts that the positive values, sorted, start with their minimum."""
    ps = sorted(v for v in xs if v > 0)
    if ps:
        assert ps[0] == min(ps) and len(ps) <= len(xs)


@lifted
def one_bubble_pass(xs):
    """A buggy sort: a single pass of bubble sort."""
    ys = list(xs)
    for i in range(len(ys) - 1):
        if ys[i] > ys[i + 1]:
            ys[i], ys[i + 1] = ys[i + 1], ys[i]
    return ys


@lifted
def by_priority(jobs):
    """The job names sorted by priority, most urgent (lowest) first; ties keep their order."""
    return [name for _, name in sorted(jobs, key=lambda job: job[0])]


@lifted
def median(xs):
    return sorted(xs)[len(xs) // 2]


def main() -> None:
    xs = [st.fresh(int) for _ in range(N)]
    sol = st.verify(lambda: ordered_permutation(xs))
    print(f"sorted() of {N} symbolic ints is an ordered permutation: "
          f"{'verified' if sol.unsat else sol}")
    sol = st.verify(lambda: positives_sorted(xs))
    print(f"the positive ones, sorted: {'verified' if sol.unsat else sol}")

    cex = st.verify(lambda: assert_(one_bubble_pass(xs) == sorted(xs)))
    bad = cex.evaluate(xs)
    print(f"one bubble pass is not a sort: {bad} -> {one_bubble_pass(bad)}")

    priorities = [st.fresh(int) for _ in range(3)]
    jobs = list(zip(priorities, ["build", "test", "deploy"], strict=True))
    sol = st.solve(lambda: assert_(by_priority(jobs) == ["test", "build", "deploy"]))
    print(f"priorities {sol.evaluate(priorities)} order the jobs test, build, deploy")
    tie = st.verify(lambda: (assume(priorities[0] == priorities[1]),
                             assert_(by_priority(jobs).index("build") <
                                     by_priority(jobs).index("test"))))
    print(f"equal priorities keep build before test (stable): "
          f"{'verified' if tie.unsat else tie}")

    def distinct_with_median_7():
        for i in range(N):
            for j in range(i + 1, N):
                assume(xs[i] != xs[j])
        assert_(median(xs) == 7)
        assert_(xs[0] > xs[N - 1])

    sol = st.solve(distinct_with_median_7)
    values = sol.evaluate(xs)
    print(f"an input with median 7: {values}, sorted {sorted(values)}")


if __name__ == "__main__":
    main()
