"""`stamen.forall` / `stamen.exists` in queries: assumptions and assertions over bound
variables, under the three merge strategies; a sat answer is confirmed by checking the
closed formula under the model; bad arguments are refused with InvalidArgument."""

from __future__ import annotations

import pytest

import stamen as st

MERGES = ["types", "none", "logic"]


@st.lifted
def clamp(v, lo):
    if v < lo:
        return lo
    return v


@pytest.mark.parametrize("merge", MERGES)
def test_verify_under_a_universal_assumption(merge):
    i, n = st.fresh(int), st.fresh(int)
    f = st.symbolic("q_succ", st.Function(int, int))
    axiom = st.forall(i, f(i) > i, patterns=[f(i)])
    proof = st.verify(lambda: (st.assume(axiom), st.assert_(clamp(f(n), n) > n)), merge=merge)
    assert proof.unsat
    cex = st.verify(lambda: st.assert_(clamp(f(n), n) > n), merge=merge)
    assert cex.sat and not clamp(cex.evaluate(f(n)), cex.evaluate(n)) > cex.evaluate(n)


@pytest.mark.parametrize("merge", MERGES)
def test_solve_with_quantified_assertions_is_confirmed(merge):
    i, n = st.fresh(int), st.fresh(int)
    sol = st.solve(lambda: (st.assert_(st.forall(i, st.implies(i > n, i * i > 10))),
                            st.assert_(clamp(n, 1) == n)), merge=merge)
    assert sol.sat and sol.evaluate(n) >= 3
    none = st.solve(lambda: st.assert_(st.exists(i, st.and_(i * i == 50, i > 0))), merge=merge)
    assert none.unsat


def test_bad_arguments_are_refused():
    i = st.fresh(int)
    with pytest.raises(st.InvalidArgument, match="forall: expected a symbolic constant"):
        st.forall(3, i > 0)
    with pytest.raises(st.InvalidArgument, match="exists: can only bind symbolic constants"):
        st.exists([i + 1], i > 0)
