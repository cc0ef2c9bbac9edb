"""Queries through bitwuzla: the same answers as z3 on a lifted bit-vector program under
every merge strategy, models that replay, and a program over ints refused by name."""

from __future__ import annotations

import importlib.util

import pytest

import stamen as st

pytestmark = pytest.mark.skipif(importlib.util.find_spec("bitwuzla") is None,
                                reason="bitwuzla is not installed")
BV8 = st.BitVec(8)


@st.lifted
def wrap(v):
    if v > BV8(100):
        return v + BV8(200)
    return v


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_solve_and_verify_agree_with_z3(merge):
    x = st.fresh(BV8, "x")
    for solver in ("bitwuzla", "z3"):
        sol = st.solve(lambda: st.assert_(wrap(x) == BV8(44)), solver=solver, merge=merge)
        assert sol.sat
        assert wrap(sol.evaluate(x)) == BV8(44)
        cex = st.verify(lambda: st.assert_(wrap(x) != BV8(3)), solver=solver, merge=merge)
        assert cex.sat and wrap(cex.evaluate(x)) == BV8(3)
        proof = st.verify(lambda: st.assert_(wrap(x) != BV8(120)), solver=solver, merge=merge)
        assert proof.unsat


def test_ints_are_refused_by_name():
    n = st.fresh(int, "n")
    with pytest.raises(st.UnsupportedConstruct, match="symbolic int n.*no theory of integers"):
        st.solve(lambda: st.assert_(n > 3), solver="bitwuzla")
