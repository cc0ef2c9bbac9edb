"""SMT-LIB2 output: accepted by z3 and cvc5 with the backends' verdicts, linear in the DAG,
bounded nesting for deep terms, and legal unique names for any constant name."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import accumulate

import pytest
import z3

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers.check import check_sat
from stamen.solvers.result import Result
from stamen.solvers.smtlib import CVC5_OPTIONS, MAX_NESTING, to_smtlib
from stamen.terms.arith import add, lt, mul
from stamen.terms.arrays import ArrayValue, select
from stamen.terms.bitvec import bvadd, bvneg
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort
from stamen.terms.term import constant, make

from .queries import QUERIES
from .text_solvers import HAVE_CVC5, cvc5_text_result, z3_text_result

needs_cvc5 = pytest.mark.skipif(not HAVE_CVC5, reason="cvc5 is not installed")


@pytest.mark.parametrize("name,build,expected", QUERIES, ids=[q[0] for q in QUERIES])
def test_z3_reads_the_text_and_agrees(name, build, expected):
    formula = build()
    verdict, _ = check_sat(formula)
    assert expected is None or verdict is expected
    assert z3_text_result(to_smtlib(formula)) is verdict


@needs_cvc5
@pytest.mark.parametrize("name,build,expected", QUERIES, ids=[q[0] for q in QUERIES])
def test_cvc5_reads_the_text_and_agrees(name, build, expected):
    formula = build()
    verdict, _ = check_sat(formula)
    assert cvc5_text_result(to_smtlib(formula, options=CVC5_OPTIONS)) is verdict


NAMES = ["and", "x y", "a|b", "back\\slash", ".hidden", "@at", "1st", "", "_d0", "Int",
         "bvadd", "select", "ünïcode", "x!1", "x"]


def _named_formula():
    consts = [constant(n, INT) for n in NAMES]
    same_name = constant("x", BitVecSort(4))  # "x" at a second sort
    chain = and_(*(lt(a, b) for a, b in zip(consts, consts[1:], strict=False)))
    return and_(chain, eq(same_name, BV(3, 4)), lt(constant("x", INT), 100))


def test_any_constant_name_is_declared_legally_and_uniquely():
    text = to_smtlib(_named_formula())
    declared = [line.split()[1] for line in text.splitlines() if line.startswith("(declare")]
    assert len(declared) == len(set(declared)) == len(NAMES) + 1
    assert "(declare-fun x () Int)" in text or "(declare-fun x () (_ BitVec 4))" in text
    assert z3_text_result(text) is Result.SAT


@needs_cvc5
def test_cvc5_accepts_the_names():
    assert cvc5_text_result(to_smtlib(_named_formula())) is Result.SAT


def test_output_is_linear_in_the_dag():
    x = constant("x_lin", INT)
    t = x
    for _ in range(200):  # 2**200 paths through about 800 distinct nodes
        t = ite(lt(t, 0), add(t, 1), mul(2, t))
    text = to_smtlib(lt(t, 7))
    assert len(text) < 200 * 200
    s = z3.Solver()
    s.from_string(text)  # parsed, not solved: the point is the size
    assert len(s.assertions()) == 1


def _deep(depth: int):
    t, y = constant("t_deep_text", BitVecSort(8)), constant("y_deep_text", BitVecSort(8))
    for _ in range(depth):
        t = bvneg(bvadd(t, y))
    return eq(t, BV(1, 8))


def test_deep_terms_nest_at_most_max_nesting():
    text = to_smtlib(_deep(20_000))  # 40,000 levels, beyond Python's recursion limit
    deepest = max(
        max(accumulate(1 if c == "(" else -1 for c in re.sub(r"[^()]", "", line)), default=0)
        for line in text.splitlines()
    )
    assert deepest <= MAX_NESTING + 4
    assert z3_text_result(text) is Result.SAT


@needs_cvc5
def test_cvc5_reads_deep_terms():
    assert cvc5_text_result(to_smtlib(_deep(5_000))) is Result.SAT


def test_literals_are_written_at_their_sort():
    x, r = constant("x_litw", INT), constant("r_litw", REAL)
    b = constant("b_litw", BitVecSort(12))
    f = and_(eq(x, -5), eq(r, Fraction(-7, 3)), eq(b, BV(4095, 12)),
             lt(make("add", (r, 1), REAL), 0))  # an int literal under a real add
    text = to_smtlib(f)
    assert "(- 5)" in text and "(- (/ 7.0 3.0))" in text and "(_ bv4095 12)" in text
    assert "1.0" in text
    assert z3_text_result(text) is Result.SAT


def test_concrete_arrays_longer_than_the_nesting_bound():
    sort = ArraySort(INT, INT)
    lit = ArrayValue(sort, 0, {k: k + 1 for k in range(2 * MAX_NESTING + 5)})
    i = constant("i_arr", INT)
    f = and_(eq(select(lit, i), 100), eq(constant("A_arr", sort), lit))
    text = to_smtlib(f)
    assert z3_text_result(text) is Result.SAT
    if HAVE_CVC5:
        assert cvc5_text_result(to_smtlib(f, options=CVC5_OPTIONS)) is Result.SAT


def test_literal_formulas_and_script_options():
    assert z3_text_result(to_smtlib(True)) is Result.SAT
    assert z3_text_result(to_smtlib([True, False])) is Result.UNSAT
    text = to_smtlib(lt(constant("x_opt", INT), 0), logic="QF_LIA", check_sat=False)
    assert "(set-logic QF_LIA)" in text and "check-sat" not in text
    p = constant("p_opt", BOOL)
    assert z3_text_result(to_smtlib([or_(p, not_(p))])) is Result.SAT


def test_bad_input_is_rejected():
    with pytest.raises(InvalidArgument, match="boolean"):
        to_smtlib(constant("x_bad", INT))
    f = constant("f_bad", FunctionSort((INT,), INT))
    with pytest.raises(SolverError):
        to_smtlib(make("eq", (f, f), BOOL))
