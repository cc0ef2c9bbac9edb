"""Lifted generators: `yield` under symbolic conditions, consumed lazily.

`runs` yields the lengths of the runs of equal neighbours in a list, so how many values
it yields depends on the (symbolic) elements. stamen runs the generator one step at a
time, when its consumer asks, as Python does: `solve` finds a list whose runs are 1 and 3
long; `verify` proves that the runs always add up to the list's length; `any()` stops
the generator at the first long run (the log shows how far it got); and an infinite
generator is consumed by `zip` as far as it is needed. A generator expression whose
element may raise is lazy too: `next()` of one over (d, 0) never divides by the 0.

Run: python examples/generators.py
"""

from __future__ import annotations

import stamen as st
from stamen import lifted


@lifted
def runs(xs, log):
    """Yields the length of each run of equal neighbours in xs, logging each step."""
    i = 0
    while i < len(xs):
        j = i + 1
        while j < len(xs) and xs[j] == xs[i]:
            j += 1
        log.append(i)
        yield j - i
        i = j


@lifted
def naturals():
    """0, 1, 2, ... without end."""
    n = 0
    while True:
        yield n
        n += 1


@lifted
def summary(xs):
    log = []
    lengths = list(runs(xs, log))
    return lengths, sum(lengths)


@lifted
def first_long_run(xs):
    log = []
    found = any(runs_at_least(xs, 3, log))
    return found, log


@lifted
def runs_at_least(xs, k, log):
    for r in runs(xs, log):
        yield r >= k


@lifted
def first_quotient(d):
    quotients = (12 // v for v in (d, 0))
    return next(quotients)  # Python never computes 12 // 0


@lifted
def numbered(xs):
    return list(zip(naturals(), runs(xs, []), strict=False))


@lifted
def negate_marked(tokens):
    """A tokenizer's loop: a 0 marks the next token as negated (taken with next())."""
    it = iter(tokens)
    out = []
    for t in it:
        out.append(-next(it, 0) if t == 0 else t)
    return out


xs = [st.fresh(int) for _ in range(4)]
sol = st.solve(lambda: st.assert_(summary(xs)[0] == [1, 3]))
print("runs of 1 and 3:", sol.evaluate(xs))
check = st.verify(lambda: st.assert_(summary(xs)[1] == 4))
print("the runs add up to the length:", "verified" if check.unsat else check)
print("concrete:", summary([1, 1, 2, 2, 2]), first_long_run([4, 4, 4, 5, 6]),
      numbered([7, 7, 8]))
stopped = st.solve(lambda: (st.assert_(first_long_run(xs)[0]),
                            st.assert_(len(first_long_run(xs)[1]) == 2)))
print("a long second run, found after two steps:", stopped.evaluate(xs))
d = st.fresh(int)
never = st.verify(lambda: (st.assume(d != 0), st.assert_(first_quotient(d) == 12 // d)))
print("next() of a generator expression stops at its first element:",
      "verified" if never.unsat else never)
toks = [st.fresh(int) for _ in range(3)]
marked = st.verify(lambda: st.assert_(len(negate_marked(toks)) >= 2))
print("next() in a loop moves the iterator on its own paths only:",
      "verified" if marked.unsat else marked)
