"""The z3 translation: every operator agrees with the term layer's folding, literals take
the sort of their position, deep and shared terms translate once and iteratively."""

from __future__ import annotations

import sys
from fractions import Fraction

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from stamen.errors import SolverError
from stamen.solvers.result import Result
from stamen.solvers.z3_backend import Z3Solver
from stamen.solvers.z3_translate import Z3Translator
from stamen.terms.arith import add, lt
from stamen.terms.arrays import ArrayValue, apply, const_array, select, store
from stamen.terms.bitvec import bvadd, bvneg
from stamen.terms.boolean import and_, eq, ite
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort
from stamen.terms.term import constant, make
from stamen.terms.traverse import substitute, term_size

from .agreement import check_agreement
from .ops import OPS, values_of


def _samples(sorts):
    return st.lists(st.tuples(*(values_of(s) for s in sorts)), min_size=1, max_size=6)


@pytest.mark.parametrize("name", sorted(OPS))
@settings(max_examples=4)
@given(data=st.data())
def test_every_operator_agrees_with_folding(name, data):
    sorts, build = OPS[name]
    samples = data.draw(_samples(sorts))
    with Z3Solver() as s:
        check_agreement(s, name, sorts, build, samples)


def _ast_text(tr: Z3Translator, term) -> str:
    return z3.z3.obj_to_string(z3.z3._to_expr_ref(tr.translate(term), tr.ctx)).replace("\n", "")


def test_int_literal_under_a_real_operator_is_a_real_numeral():
    r = constant("r_pos", REAL)
    tr = Z3Translator()
    # Built unchecked: an int literal where the operator's sort is real.
    assert "r_pos + 1" in _ast_text(tr, make("add", (r, 1), REAL))
    assert _ast_text(tr, make("lt", (r, 2), BOOL)) == "r_pos < 2"
    assert z3.is_real(z3.z3._to_expr_ref(tr.literal(3, REAL), tr.ctx))
    tr.close()


def test_literal_sorts_follow_the_position():
    x = constant("x_pos", INT)
    A = constant("A_pos", ArraySort(REAL, INT))
    f = constant("f_pos", FunctionSort((REAL, INT), REAL))
    with Z3Solver() as s:
        s.add(eq(select(store(A, Fraction(1, 2), x), make("to_real", (x,), REAL)), x))
        s.add(eq(apply(f, make("to_real", (x,), REAL), 3), Fraction(5, 2)))
        s.add(eq(ite(constant("p_pos", BOOL), 1, x), 2))
        assert s.check() is Result.SAT


def test_shared_subterms_translate_once():
    x = constant("x_share", INT)
    t = x
    for _ in range(60):  # a tree of 2**60 paths, 60 distinct nodes
        t = ite(lt(t, 0), add(t, 1), add(t, -1))
    tr = Z3Translator()
    tr.translate(t)
    assert len(tr.asts) == term_size(t)
    before = dict(tr.asts)
    tr.translate(t)
    assert tr.asts == before
    tr.close()


def _deep_chain(depth: int):
    y = constant("y_deep", BitVecSort(8))
    t = constant("t_deep", BitVecSort(8))
    for _ in range(depth):
        t = bvneg(bvadd(t, y))
    return t


def test_a_term_100000_deep_translates_and_solves():
    depth = 100_000
    assert depth > sys.getrecursionlimit()
    t = _deep_chain(depth // 2)  # two nested operators per step: 100,000 levels
    y, t0 = constant("y_deep", BitVecSort(8)), constant("t_deep", BitVecSort(8))
    mapping = {y: BV(3, 8), t0: BV(5, 8)}
    expected = substitute(t, mapping)
    out = constant("out_deep", BitVecSort(8))
    with Z3Solver() as s:
        s.add(eq(out, t))
        s.add(eq(y, BV(3, 8)))
        s.add(eq(t0, BV(5, 8)))
        assert s.check() is Result.SAT
        assert s.model([out])[out] == expected


def test_concrete_arrays_become_stores_over_a_constant_array():
    sort = ArraySort(INT, BitVecSort(4))
    lit = ArrayValue(sort, BV(1, 4), {2: BV(7, 4), -5: BV(0, 4)})
    i = constant("i_lit", INT)
    with Z3Solver() as s:
        s.add(eq(select(lit, i), BV(0, 4)))
        assert s.check() is Result.SAT
        assert s.model([i]) == {i: -5}
        s.add(eq(constant("B_lit", sort), lit))
        assert s.check() is Result.SAT
        assert s.model([constant("B_lit", sort)])[constant("B_lit", sort)] == lit


def test_constant_array_of_a_symbolic_value():
    v = constant("v_k", INT)
    A = const_array(ArraySort(INT, INT), v)
    with Z3Solver() as s:
        s.add(and_(eq(select(A, 7), 4), eq(select(A, -1), v)))
        assert s.check() is Result.SAT
        assert s.model([v]) == {v: 4}


def test_a_function_used_as_a_value_is_a_solver_error():
    f = constant("f_val", FunctionSort((INT,), INT))
    g = constant("g_val", FunctionSort((INT,), INT))
    with Z3Solver() as s:
        s.add(make("eq", (f, g), BOOL))
        with pytest.raises(SolverError, match="function"):
            s.check()


def test_an_unknown_operator_is_a_solver_error():
    x = constant("x_unknown_op", INT)
    with Z3Solver() as s:
        s.add(make("frobnicate", (x,), BOOL))
        with pytest.raises(SolverError, match="frobnicate"):
            s.check()


def test_huge_literals():
    x = constant("x_huge", INT)
    b = constant("b_huge", BitVecSort(200))
    big = 3**100
    with Z3Solver() as s:
        s.add(eq(x, -big))
        s.add(eq(b, BV(big, 200)))
        s.add(lt(constant("r_huge", REAL), Fraction(-big, 7)))
        assert s.check() is Result.SAT
        m = s.model([x, b])
        assert m[x] == -big and m[b] == BV(big, 200)
