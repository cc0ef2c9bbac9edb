"""A tour of stamen's public API, the first half of API_TOUR.md (symbolic values, lifted
Python, queries, assumptions, reflection) as a script whose asserts state what it shows.

Run: python examples/tour.py
"""

from __future__ import annotations

import re

import stamen as st
from stamen import BitVec, assert_, assume, lifted

# --- symbolic values -------------------------------------------------------
x = st.symbolic("x", int)          # same name and type -> same constant
y = st.fresh(int)                  # a new constant every call
BV32 = BitVec(32)                  # a type object ...
k = BV32(7)                        # ... that builds concrete bitvectors
b = st.symbolic("b", BV32)

assert st.symbolic("x", int) is x and st.fresh(int) is not y
assert k + BV32(1) == BV32(8) and BV32(0xFFFFFFFF) + BV32(1) == BV32(0)  # wraps around
assert st.is_symbolic(x + 1) and not st.is_symbolic(3)


# --- lifted Python: ordinary control flow on symbolic values --------------
@lifted
def rev_pos(xs):
    ps = []
    for v in xs:
        if v > 0:
            ps.insert(0, v)
    return ps


def main() -> None:
    assert rev_pos([1, -2, 3]) == [3, 1]           # concrete inputs: plain Python

    xs = [st.fresh(int) for _ in range(8)]
    sol = st.solve(lambda: assert_(len(rev_pos(xs)) == len(xs)))
    assert sol.sat                                 # sat: a model exists
    print("solve:", sol.evaluate(xs))              # a list of concrete ints, all > 0
    assert all(v > 0 for v in sol.evaluate(xs))

    cex = st.verify(lambda: assert_(len(rev_pos(xs)) < len(xs)))
    print("verify:", cex.evaluate(xs) if cex else "verified")  # unknown raises UnknownAnswer
    assert cex.sat and all(v > 0 for v in cex.evaluate(xs))

    value, stats = st.evaluate_with_stats(lambda: rev_pos(xs))
    print("stats:", stats.joins, stats.unions, stats.union_sum, stats.union_max)
    assert stats.joins == 8 and stats.unions == 0   # one list of symbolic length, no union
    assert sol.evaluate(value) == list(reversed(sol.evaluate(xs)))

    # --- assumptions and Python semantics ----------------------------------
    cex = st.verify(lambda: (assume(y != 0), assert_((x // y) * y + x % y == x)))
    assert cex.unsat                               # floor division identity holds
    cex = st.verify(lambda: assert_((x // y) * y + x % y == x))
    assert cex.sat and cex[y] == 0                 # without the assumption, y == 0 fails
    assert "ZeroDivisionError" in cex.failure.message

    # --- reflection: lift what is not lifted -------------------------------
    bits = [st.fresh(bool) for _ in range(4)]
    w = word(bits)                                  # a union of strings
    assert st.is_union(w) and len(st.union_contents(w)) == 16   # a union of strings
    ok = st.for_all(w, lambda s: re.fullmatch(r"1+0*", s) is not None)
    found = st.solve(lambda: assert_(ok)).evaluate(w)
    print("reflection:", found)
    assert re.fullmatch(r"1+0*", found)

    # --- lifted code outside queries: Rosette's global vc ------------------
    r = hundred_over(y)        # fails where y == 0: r is the other paths' value ...
    assert st.is_symbolic(r)
    assert st.solve(lambda: assert_(y == 0)).unsat  # ... and queries assume y != 0
    st.clear_vc()              # Rosette's clear-vc!: forget what top-level code kept
    assert st.solve(lambda: assert_(y == 0)).sat


@lifted
def hundred_over(v):
    return 100 // v


@lifted
def word(bits):
    s = ""
    for bit in bits:
        s = s + ("1" if bit else "0")
    return s


if __name__ == "__main__":
    main()
