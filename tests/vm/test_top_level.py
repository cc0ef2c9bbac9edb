"""Outside queries, a failure on every path is Python's exception and ends that top-level
computation: it must not stay in the root vc and prune later top-level evaluation."""

from __future__ import annotations

import pytest

import stamen as st


@st.lifted
def positive(n):
    assert n > 0
    return n


@st.lifted
def power(x, y):
    return x ** y


def _power_is_refused(x, y):
    with pytest.raises(st.UnsupportedConstruct, match="may be negative"):
        power(x, y)


def test_a_failed_lifted_call_does_not_prune_later_top_level_work():
    x, y = st.symbolic("tx", int), st.symbolic("ty", int)
    _power_is_refused(x, y)
    with pytest.raises(st.AssertFailure):
        positive(-1)
    _power_is_refused(x, y)  # was ite(ty == 0, 1, tx): the negative case pruned


def test_a_failed_top_level_assert_or_assume_does_not_either():
    x, y = st.symbolic("ux", int), st.symbolic("uy", int)
    with pytest.raises(st.AssertFailure):
        st.assert_(False)
    with pytest.raises(st.AssumeFailure):
        st.assume(False)
    _power_is_refused(x, y)


def test_a_failure_on_some_paths_still_constrains_later_top_level_work():
    x, y = st.symbolic("vx", int), st.symbolic("vy", int)
    assert st.is_symbolic(positive(x))  # the root vc keeps vx > 0, as Rosette's does
    _power_is_refused(x, y)


def test_clear_vc_forgets_what_top_level_code_established():
    x = st.symbolic("cx", int)
    r = positive(x)  # the root vc keeps cx > 0
    assert st.verify(lambda: st.assert_(r > 0)).unsat
    assert st.solve(lambda: st.assert_(x < 0)).unsat
    st.clear_vc()
    sol = st.solve(lambda: st.assert_(x < 0))
    assert sol.sat and sol[x] < 0


def test_clear_vc_is_refused_inside_a_query():
    with pytest.raises(st.InvalidArgument, match="inside a query"):
        st.solve(lambda: st.clear_vc())


def test_many_top_level_conjuncts_keep_later_queries_cheap():
    # Each query at top level reads the root vc's conjuncts' constants: they are
    # memoised, so this many queries after this many conjuncts stay fast (this was
    # quadratic: test_identity took 30 times longer after one top-level generator).
    xs = [st.symbolic(f"mx{i}", int) for i in range(200)]
    for v in xs:
        positive(v)
    y = st.symbolic("my", int)
    for _ in range(200):
        assert st.solve(lambda: st.assert_(y == 3)).sat
    assert st.solve(lambda: st.assert_(xs[7] < 0)).unsat
    st.clear_vc()
