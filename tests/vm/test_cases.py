"""Deciding a formula by its few cases (vm/paths/cases.decide_by_cases): each answer is
checked against the solver, and the path checks it saves are counted, not timed."""

from __future__ import annotations

import math

import pytest

import stamen
from stamen import assume, lifted
from stamen.terms.boolean import and_, not_, or_
from stamen.terms.floats import same
from stamen.vm.paths import feasibility
from stamen.vm.paths.cases import decide_by_cases

_DOMAIN = (math.nan, -0.0, 0.0, math.inf, -math.inf, 1e308, 5e-324, 0.1, -2.5)


def _solver_says(formula) -> bool:
    return stamen.solve(lambda: stamen.assert_(formula)).sat


def _in_domain(w):
    return or_(*[same(w, c) for c in _DOMAIN])


def test_a_bit_vector_and_a_bool_are_enumerated_and_agree_with_the_solver():
    v, b = stamen.fresh(stamen.BitVec(4)), stamen.fresh(bool)
    for formula in [v * 3 == stamen.BitVec(4)(7), and_(b, v * 2 == stamen.BitVec(4)(3)),
                    and_(not_(b), stamen.ult(v, stamen.BitVec(4)(1)), v != stamen.BitVec(4)(0)),
                    or_(b, v + 1 == v)]:
        assert decide_by_cases([formula]) is _solver_says(formula)


def test_a_float_pinned_to_a_domain_decides_what_z3_finds_hard():
    # 1.0 < w / 1e100 / 1e100 with w one of nine values: 3-35 CPU s for z3 (bit-blasted
    # divisions), nine evaluations here
    w = stamen.fresh(float)
    twice = w / 1e100 / 1e100
    assert decide_by_cases([_in_domain(w), 1.0 < w / 1e100, not_(1.0 < twice)]) is False
    assert decide_by_cases([_in_domain(w), 1.0 < twice]) is True
    assert decide_by_cases([_in_domain(w), w != w]) is True  # nan is in the domain
    assert decide_by_cases([_in_domain(w), w == 1.0]) is False


def test_a_pin_by_equality_counts_and_the_smaller_pin_wins():
    x = stamen.fresh(int)
    assert decide_by_cases([or_(x == 1, x == 2, x == 3), x == 2, x * x == 4]) is True
    assert decide_by_cases([or_(x == 1, x == 3), x * x == 4]) is False


@pytest.mark.parametrize("conjuncts", [
    lambda x, w: [x > 3],  # an unbounded int
    lambda x, w: [1.0 < w / 3.0],  # an unpinned float
    lambda x, w: [or_(x == 1, w == 2.0)],  # a disjunction over two constants pins neither
    lambda x, w: [or_(*[x == k for k in range(300)])],  # more cases than MAX_CASES
])
def test_a_constant_without_few_values_leaves_it_to_the_solver(conjuncts):
    x, w = stamen.fresh(int), stamen.fresh(float)
    assert decide_by_cases(conjuncts(x, w)) is None


def test_false_and_true_conjuncts():
    x = stamen.fresh(int)
    assert decide_by_cases([x > 3, False]) is False
    assert decide_by_cases([True]) is True


@lifted
def _shrink(w):
    n = 0
    v = w
    while v > 1.0 and n < 4:
        v = v / 1e100
        n += 1
    return n


def test_path_checks_over_a_pinned_float_ask_no_solver(monkeypatch):
    # vw_nan_loop_guard: each branch check asked z3 about nested double divisions (5-7 CPU s
    # each, unknown at the oracle's 10 s timeout); the verify under merge="none" ran past
    # the oracle's 60 s alarm
    made = []
    real = feasibility.make_solver
    monkeypatch.setattr(feasibility, "make_solver",
                        lambda *a, **k: made.append(1) or real(*a, **k))
    w = stamen.fresh(float)

    def body():
        assume(_in_domain(w))
        return _shrink(w)

    value, stats = stamen.evaluate_with_stats(body, merge="none")
    assert made == []
    assert stats.paths == 3  # no step (nan, the zeros, 5e-324, 0.1, -2.5); four steps,
    # leaving by `v > 1.0` (1e308) or by `n < 4` (inf)
    sol = stamen.solve(lambda: (assume(_in_domain(w)), stamen.assert_(body() == 4)))
    assert sol.sat and sol.evaluate(w) in (math.inf, 1e308)
