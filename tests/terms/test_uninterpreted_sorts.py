"""Uninterpreted sorts: interning, solver translation (z3, cvc5, SMT-LIB), opaque models."""

from __future__ import annotations

import pytest

import stamen as st
from stamen.errors import InvalidArgument, SolverError, UnsupportedConstruct
from stamen.solvers import make_solver
from stamen.solvers.result import Result
from stamen.solvers.values import default_value


def test_sorts_are_interned_by_name_and_refuse_builtin_names():
    assert st.Sort("Tu") is st.uninterpreted("Tu")
    assert st.Sort("Tu") is not st.Sort("Su")
    with pytest.raises(InvalidArgument):
        st.Sort("int")
    assert default_value(st.Sort("Tu")) == st.Opaque(st.Sort("Tu"), 0)
    assert repr(st.Opaque(st.Sort("Tu"), 3)) == "Tu!3"


@pytest.mark.parametrize("solver", ["z3", "cvc5"])
def test_distinct_values_decode_to_distinct_opaques(solver):
    T = st.Sort("Tu")
    a, b, c = (st.symbolic(n, T) for n in ("ua", "ub", "uc"))
    with st.IncrementalSolver(solver, timeout=10) as s:
        s.add(a != b, c == a)
        assert s.check() == "sat"
        m = s.model([a, b, c])
        assert m[a] != m[b] and m[c] == m[a]
        assert st.substitute(a == c, m) is True and st.substitute(a == b, m) is False
        s.add(b == c)
        assert s.check() == "unsat"


def test_functions_over_uninterpreted_sorts_and_quantifiers():
    T = st.Sort("Tu")
    f = st.symbolic("uf", st.Function(T, int))
    x, y = st.symbolic("ux", T), st.fresh(T)
    with st.IncrementalSolver(timeout=10) as s:
        s.add(st.forall(y, f(y) > 0, patterns=[f(y)]))
        assert s.check(f(x) <= 0) == "unsat"
        assert s.check(f(x) == 4) == "sat"


def test_smtlib_declares_the_sort():
    T = st.Sort("Tu")
    text = st.to_smtlib(st.symbolic("ua", T) != st.symbolic("ub", T))
    assert "(declare-sort Tu 0)" in text and "(declare-fun ua () Tu)" in text


def test_opaque_values_are_not_sent_to_solvers():
    T = st.Sort("Tu")
    s = make_solver("z3")
    s.add(st.symbolic("ua", T) == st.Opaque(T, 1))
    with pytest.raises(SolverError):
        s.check()


def test_bitwuzla_refuses_uninterpreted_sorts():
    pytest.importorskip("bitwuzla")
    T = st.Sort("Tu")
    s = make_solver("bitwuzla")
    s.add(st.symbolic("ua", T) == st.symbolic("ub", T))
    with pytest.raises(UnsupportedConstruct):
        s.check()


def test_incremental_solver_scopes_and_unknown_reason():
    x = st.symbolic("ix", int)
    with st.IncrementalSolver(timeout=10) as s:
        s.add(x > 3)
        s.push()
        s.add(x < 2)
        assert s.check() == "unsat" and s.reason is None
        s.pop()
        assert s.check(x == 5) == "sat" and s.model([x])[x] == 5
        assert s.depth == 0
    assert Result.UNKNOWN.value == "unknown"


def test_euclidean_division_and_conversions():
    assert (st.div(-7, 2), st.mod(-7, 2)) == (-4, 1)
    assert (st.div(7, -2), st.mod(7, -2)) == (-3, 1)
    x = st.symbolic("dx", int)
    with st.IncrementalSolver(timeout=10) as s:
        assert s.check(st.not_(st.div(x, 2) * 2 + st.mod(x, 2) == x)) == "unsat"
        assert s.check(st.to_int(st.real_div(x, 2)) != st.div(x, 2), x < 0) == "unsat"
