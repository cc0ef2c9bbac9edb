"""Sorting strings of symbolic ints (issue 11): `sorted`, `list.sort` (with `reverse=`),
`min` and `max` of `str(n)` terms answer under every merge strategy, with Python's order
(code points, so "-12" < "10" < "7"). The strings are ite chains of literals where the
path bounds the ints; the sorting network compares them by rank (terms/textrank.py), so
the solver sees integers, not `str.<` of chains (which had no answer in minutes)."""

from __future__ import annotations

import pytest

import stamen as st
from stamen import assert_, assume, lifted

STRATEGIES = ("types", "none", "logic")
PINS = [(-12, 7), (7, -12), (100, 10), (0, 0), (-1, 99)]


@lifted
def arrange(a, b):
    words = [str(a), "10", str(b)]
    words.sort(reverse=True)
    return sorted([str(a), str(b), "10"]), words, min(str(a), str(b)), max(str(b), "5")


def bounded(a, b) -> None:
    assume((-20 <= a) & (a <= 120) & (-20 <= b) & (b <= 120))


@pytest.mark.parametrize("merge", STRATEGIES)
def test_sorted_strings_of_ints_agree_with_python(merge):
    a, b = st.fresh(int), st.fresh(int)
    box = []

    def body(x, y):
        bounded(a, b)
        assume((a == x) & (b == y))
        box.append(arrange(a, b))

    for x, y in PINS:
        box.clear()
        sol = st.solve(lambda x=x, y=y: body(x, y), merge=merge)
        assert sol.sat
        assert sol.evaluate(box[-1]) == arrange.__wrapped__(x, y)


@pytest.mark.parametrize("merge", STRATEGIES)
def test_sorted_strings_are_ordered_and_found(merge):
    a, b = st.fresh(int), st.fresh(int)

    def ordered():
        bounded(a, b)
        r, words, _, _ = arrange(a, b)
        assert_((r[0] <= r[1]) & (r[1] <= r[2]) & (words[0] >= words[1]))

    assert st.verify(ordered, merge=merge).unsat

    def seven_last():
        bounded(a, b)
        r = arrange(a, b)[0]
        assert_((r[2] == "7") & (a != b) & (b > 10))

    # "7" sorts last above "10" and every other word: the other int's string is below "7".
    sol = st.solve(seven_last, merge=merge)
    assert sol.sat
    x, y = sol[a], sol[b]
    assert sorted([str(x), str(y), "10"])[2] == "7" and x != y and y > 10

    def seven_first():
        bounded(a, b)
        assert_(arrange(a, b)[0][0] == "7")

    assert st.solve(seven_first, merge=merge).unsat  # "10" < "7": never first
