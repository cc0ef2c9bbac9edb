"""heapq, bisect, deque, itertools and `return` in `finally` on symbolic values.

A tiny scheduler: jobs with symbolic priorities are pushed on a heap (some only under a
condition), run in priority order, and the last two finished are kept in a
`deque(maxlen=2)`; `bisect.insort` keeps a sorted log of the priorities; a `finally`
that returns reports a failed run instead of raising. stamen runs Python's own library
semantics on every path: `solve` finds priorities under which job "b" runs first,
`verify` proves the log is sorted and the deque holds the last two jobs run.

Run: python examples/library_structures.py
"""

from __future__ import annotations

import bisect
import collections
import heapq
import itertools

import stamen as st
from stamen import lifted


@lifted
def schedule(pa, pb, urgent):
    """Returns the job names in the order run, the sorted log, and the last two run."""
    heap, log = [], []
    heapq.heappush(heap, (pa, "a"))
    heapq.heappush(heap, (pb, "b"))
    if urgent:
        heapq.heappush(heap, (-1, "c"))
    order, recent = [], collections.deque(maxlen=2)
    while heap:
        priority, name = heapq.heappop(heap)
        bisect.insort(log, priority)
        order.append(name)
        recent.append(name)
    return order, log, recent


@lifted
def checked_run(pa, pb):
    """Returns the first job, or "failed" where a priority is negative (the `finally`'s
    return swallows the exception, as in Python)."""
    try:
        if pa < 0 or pb < 0:
            raise ValueError("negative priority")
        first = schedule(pa, pb, False)[0][0]
    finally:
        if pa < 0 or pb < 0:
            return "failed"  # noqa: B012 - the construct shown
    return first


def main() -> None:
    pa, pb, urgent = st.symbolic("pa", int), st.symbolic("pb", int), st.symbolic("u", bool)

    def b_first():
        st.assume(0 <= pa <= 9)
        st.assume(0 <= pb <= 9)
        order, _, _ = schedule(pa, pb, urgent)
        st.assert_(order[0] == "b")

    sol = st.solve(b_first)
    print(f"pa = {sol[pa]}, pb = {sol[pb]}, urgent = {sol[urgent]}: job b runs first")

    def log_sorted_and_recent():
        st.assume(-3 <= pa <= 3)
        st.assume(-3 <= pb <= 3)
        order, log, recent = schedule(pa, pb, urgent)
        st.assert_(all(a <= b for a, b in zip(log, log[1:], strict=False)))
        st.assert_(list(recent) == order[-2:])

    cex = st.verify(log_sorted_and_recent)
    print("the log is sorted and the deque holds the last two jobs run:",
          "verified" if cex.unsat else cex)

    def failed_when_negative():
        st.assume(-3 <= pa <= 3)
        st.assume(-3 <= pb <= 3)
        st.assert_((checked_run(pa, pb) == "failed") == (pa < 0 or pb < 0))

    cex = st.verify(failed_when_negative)
    print("return in finally reports a negative priority:", "verified" if cex.unsat else cex)

    n = st.symbolic("n", int)

    @lifted
    def pairs(n):
        return list(itertools.islice(itertools.chain(range(n), [9]), 1, None))

    def islice_length():
        st.assume(0 <= n <= 5)
        st.assert_(len(pairs(n)) == n)

    cex = st.verify(islice_length)
    print("islice(chain(range(n), [9]), 1, None) has n elements:",
          "verified" if cex.unsat else cex)


if __name__ == "__main__":
    main()
