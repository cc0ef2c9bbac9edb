"""Slicing verify's query to what its assertions reach: same answers with and without it,
the independent assumptions still checked, and the sizes reported."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as hs

import stamen as st
from stamen.query.slicing import conjuncts, sizes, slice_query
from stamen.terms.boolean import and_


def test_the_cone_holds_the_goal_and_what_shares_constants_with_it():
    x, y, z, w = (st.fresh(int, n) for n in "xyzw")
    sl = slice_query([and_(x > y, y > 2, z == 4, w < z)], x < 0)
    assert set(map(str, sl.cone)) == set(map(str, [x < 0, x > y, y > 2]))
    assert set(map(str, sl.rest)) == set(map(str, [z == 4, w < z]))


def test_conjuncts_flatten_nested_ands():
    x, y = st.fresh(int, "x"), st.fresh(int, "y")
    assert len(conjuncts(and_(x > 0, and_(y > 0, x < y)))) == 3


def test_sizes_count_the_dag_and_the_tree():
    x = st.fresh(int, "x")
    t = x + x
    dag, tree = sizes((t * t) > 0)
    assert dag < tree


def _program(kind):
    x, y = st.fresh(int, "x"), st.fresh(int, "y")

    def thunk():
        if kind == "vacuous":
            st.assume(y > 0)
            st.assume(y < 0)
        else:
            st.assume(y * 2 == 6)
        st.assume(x > -5)
        st.assert_(x > 0)
    return thunk, x, y


def test_unsat_independent_assumptions_still_make_the_answer_unsat():
    for slicing in (True, False):
        thunk, _, _ = _program("vacuous")
        assert st.verify(thunk, slicing=slicing).unsat


def test_a_counterexample_satisfies_the_independent_assumptions_too():
    thunk, x, y = _program("sat")
    sol = st.verify(thunk)
    assert sol.sat
    assert sol.evaluate(y) == 3 and -5 < sol.evaluate(x) <= 0
    assert sol.stats.sent_terms < sol.stats.query_terms <= sol.stats.query_tree


@given(hs.lists(hs.tuples(hs.integers(0, 3), hs.integers(0, 3), hs.integers(-3, 3),
                          hs.sampled_from(["<", "==", "!="])), min_size=1, max_size=5),
       hs.integers(0, 3), hs.integers(-2, 2))
def test_slicing_never_changes_the_answer(assumptions, goal_var, goal_bound):
    vs = [st.fresh(int, f"v{i}") for i in range(4)]

    def thunk():
        for a, b, k, op in assumptions:
            lhs = vs[a] - vs[b]
            st.assume(lhs < k if op == "<" else lhs == k if op == "==" else lhs != k)
        st.assert_(vs[goal_var] > goal_bound)

    on, off = st.verify(thunk, slicing=True), st.verify(thunk, slicing=False)
    assert (on.sat, on.unsat) == (off.sat, off.unsat)
    assert not on.unknown
