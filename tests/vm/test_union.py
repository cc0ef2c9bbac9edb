"""Unions behave like their members: each operation applies per member under its guard
and merges the results, asserting that some member's guard holds (rules AP1, AP2, CO1)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import stamen
from stamen import assert_, lifted
from stamen.errors import UnliftedBranchError

from .unions import check_union

g = stamen.symbolic("g", bool)
h = stamen.symbolic("h", bool)
x = stamen.symbolic("x", int)


@dataclass
class Box:
    val: object

    def twice(self):
        return self.val * 2


def int_or_str():
    return stamen.ite(g, 1, "a")


def test_arithmetic_on_a_union_drops_the_failing_member_and_asserts_the_others_guard():
    sol = stamen.solve(lambda: assert_(int_or_str() + 1 == 2))
    assert sol.sat and sol[g] is True
    cex = stamen.verify(lambda: int_or_str() + 1)
    assert cex.sat and cex[g] is False
    assert "TypeError" in cex.failure.message


def test_reflected_arithmetic_and_unary_operators_apply_per_member():
    def thunk():
        u = stamen.ite(g, 2, 3)
        w = stamen.ite(h, (1,), (1, 2))
        return 10 - u, -u, abs(-u), len(w * 2)

    value, _ = stamen.evaluate_with_stats(thunk)
    for gv in (True, False):
        for hv in (True, False):
            sol = stamen.solve(lambda gv=gv, hv=hv: assert_(stamen.and_(g == gv, h == hv)))
            u = 2 if gv else 3
            assert sol.evaluate(value) == (10 - u, -u, u, 2 if hv else 4)


def test_comparison_of_a_union():
    def thunk():
        u = stamen.ite(g, 1, 7)
        s = stamen.ite(h, "a", 5)
        return u < 5, s == "a", s == 5, s != "a"

    lt, eq_a, eq_5, ne_a = stamen.evaluate_with_stats(thunk)[0]
    assert stamen.solve(lambda: assert_(stamen.and_(lt, g == False))).unsat  # noqa: E712
    assert stamen.verify(lambda: assert_(stamen.implies(h, eq_a))).unsat
    assert stamen.verify(lambda: assert_(eq_5 == stamen.not_(h))).unsat
    assert stamen.verify(lambda: assert_(ne_a == stamen.not_(h))).unsat


def test_attribute_access_and_method_calls_on_a_union_of_objects():
    a, b = Box(1), Box(5)

    def thunk():
        u = stamen.ite(g, a, b)
        return u.val, u.twice()

    (val, twice), _ = stamen.evaluate_with_stats(thunk)
    sol = stamen.solve(lambda: assert_(twice == 10))
    assert sol[g] is False and sol.evaluate(val) == 5


def test_method_calls_on_a_union_of_strings():
    value, _ = stamen.evaluate_with_stats(lambda: stamen.ite(g, "ab", "xyz").upper())
    members = check_union(value, size=2)
    assert sorted(v for _, v in members) == ["AB", "XYZ"]


def test_calling_a_union_of_functions_calls_each_under_its_guard():
    def inc(v):
        return v + 1

    def dbl(v):
        return v * 2

    sol = stamen.solve(lambda: assert_(stamen.ite(g, inc, dbl)(x) == 10))
    assert sol.sat
    expected = sol[x] + 1 if sol[g] else sol[x] * 2
    assert expected == 10
    assert stamen.verify(lambda: assert_(stamen.ite(g, inc, dbl)(3) >= 4)).unsat


def test_calling_a_union_with_a_member_that_is_not_callable_asserts_the_callable_guard():
    cex = stamen.verify(lambda: stamen.ite(g, abs, 3)(x))
    assert cex.sat and cex[g] is False


def test_indexing_and_len_of_a_union_of_tuples():
    def thunk():
        u = stamen.ite(g, (1, 2), (3, 4, 5))
        return u[0], u[-1]

    (first, last), _ = stamen.evaluate_with_stats(thunk)
    sol = stamen.solve(lambda: assert_(last == 5))
    assert sol[g] is False and sol.evaluate(first) == 3
    cex = stamen.verify(lambda: stamen.ite(g, (1, 2), (3, 4, 5))[2])
    assert cex.sat and cex[g] is True and "IndexError" in cex.failure.message


@lifted
def length_of(u):
    return len(u)


def test_len_of_a_union_of_different_lengths_is_symbolic_in_lifted_code():
    sol = stamen.solve(lambda: assert_(length_of(stamen.ite(g, (1, 2), "xyz")) == 3))
    assert sol[g] is False


def plain_len(value):
    """Not lifted: a query's thunk is lifted, the functions it calls are not."""
    return len(value)


def plain_list(value):
    return [e for e in value]


def plain_truth(value):
    return bool(value)


def test_len_of_a_union_in_un_lifted_code_is_computed_per_member():
    """The un-lifted function runs once per member under its guard (see runtime.dcall)."""
    assert stamen.verify(lambda: assert_(
        plain_len(stamen.ite(g, (1, 2), "xyz")) == stamen.ite(g, 2, 3))).unsat
    assert stamen.evaluate_with_stats(lambda: plain_len(stamen.ite(g, (1, 2), "xy")))[0] == 2


@lifted
def total(u):
    s = 0
    for e in u:
        s = s + e
    return s


def test_iterating_a_union_goes_to_the_longest_member_with_guarded_elements():
    sol = stamen.solve(lambda: assert_(total(stamen.ite(g, (1, 2), (10, 20, 30))) == 60))
    assert sol[g] is False
    assert stamen.verify(lambda: assert_(total(stamen.ite(g, (1, 2), [5])) != 5)).sat


def test_iterating_a_union_in_un_lifted_code_is_computed_per_member():
    value, _ = stamen.evaluate_with_stats(lambda: plain_list(stamen.ite(g, (1, 2), (3, 4))))
    assert len(value) == 2
    assert stamen.verify(lambda: assert_(
        plain_list(stamen.ite(g, (1, 2), (3,))) == stamen.ite(g, [1, 2], [3]))).unsat


def plain_first_truth(values):
    return bool(values[0])


def test_truth_of_a_union_inside_a_list_in_un_lifted_code_is_refused_when_symbolic():
    """Un-lifted code handed a list reaches the union inside: its truth differs by path."""
    with pytest.raises(UnliftedBranchError, match="plain_first_truth"):
        stamen.evaluate_with_stats(lambda: plain_first_truth([stamen.ite(g, 0, "a")]))


def test_truth_of_a_union_in_un_lifted_code_is_computed_per_member():
    assert stamen.verify(lambda: assert_(plain_truth(stamen.ite(g, 0, "a")) != g)).unsat
    assert stamen.evaluate_with_stats(lambda: plain_truth(stamen.ite(g, 1, "a")))[0] is True
    assert stamen.evaluate_with_stats(lambda: plain_truth(stamen.ite(g, 0, "")))[0] is False


def test_setting_an_attribute_of_a_union_sets_it_on_each_member_under_its_guard():
    a, b = Box(0), Box(0)

    def thunk():
        u = stamen.ite(g, a, b)
        u.val = 7
        return a.val, b.val

    (av, bv), _ = stamen.evaluate_with_stats(thunk)
    sol = stamen.solve(lambda: assert_(g))
    assert sol.evaluate((av, bv)) == (7, 0)
    sol = stamen.solve(lambda: assert_(stamen.not_(g)))
    assert sol.evaluate((av, bv)) == (0, 7)


def test_union_helpers():
    value, _ = stamen.evaluate_with_stats(int_or_str)
    assert stamen.is_union(value) and not stamen.is_union(1)
    assert [v for _, v in stamen.union_contents(value)] == [1, "a"]
    assert stamen.union_contents(5) == [(True, 5)]
