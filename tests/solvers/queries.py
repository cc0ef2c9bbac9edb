"""A fixed set of queries over every theory, with their known verdicts.

Shared by the backend-agreement and SMT-LIB tests. `QUERIES` holds
(name, formula builder, expected Result or None when either verdict is
acceptable); each builder returns a boolean term over fresh-named constants.
"""

from __future__ import annotations

from fractions import Fraction

from stamen.solvers.result import Result
from stamen.terms.arith import add, div, le, lt, mod, mul, rdiv, sub, to_int, to_real
from stamen.terms.arrays import ArrayValue, apply, const_array, select, store
from stamen.terms.bitvec import (
    bv2int,
    bvadd,
    bvand,
    bvashr,
    bvlshr,
    bvmul,
    bvneg,
    bvnot,
    bvor,
    bvsdiv,
    bvshl,
    bvsle,
    bvslt,
    bvsmod,
    bvsrem,
    bvsub,
    bvudiv,
    bvule,
    bvult,
    bvurem,
    bvxor,
    concat,
    extract,
    int2bv,
    sign_extend,
    zero_extend,
)
from stamen.terms.boolean import and_, eq, implies, ite, not_, or_
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort
from stamen.terms.term import constant

__all__ = ["QUERIES", "SAT", "UNSAT"]

SAT, UNSAT = Result.SAT, Result.UNSAT
BV8, BV16 = BitVecSort(8), BitVecSort(16)


def _c(name, sort):
    return constant(f"q_{name}", sort)


def linear_int():
    x, y = _c("x", INT), _c("y", INT)
    return and_(eq(add(mul(3, x), mul(-2, y)), 7), lt(0, x), lt(x, 10), lt(y, 0))


def linear_int_unsat():
    x = _c("x", INT)
    return and_(lt(3, mul(2, x)), lt(mul(2, x), 5), not_(eq(x, 2)))


def euclid_div_mod():
    x, y = _c("x", INT), _c("y", INT)
    return and_(eq(x, -7), eq(y, 2), not_(and_(eq(div(x, y), -4), eq(mod(x, y), 1))))


def div_mod_sat():
    x, y = _c("x", INT), _c("y", INT)
    return and_(eq(div(x, y), 3), eq(mod(x, y), 2), lt(5, y))


def reals():
    r, s = _c("r", REAL), _c("s", REAL)
    return and_(eq(mul(Fraction(3), r), Fraction(1)), eq(rdiv(s, Fraction(4)), r),
                lt(to_real(_c("n", INT)), s))


def reals_unsat():
    r = _c("r", REAL)
    return and_(lt(Fraction(1, 3), r), lt(r, Fraction(1, 2)), eq(to_int(mul(Fraction(2), r)), 1),
                lt(Fraction(1, 2), mul(Fraction(1), add(r, Fraction(1, 4)))),
                le(add(r, Fraction(1, 4)), Fraction(1, 2)))


def bitvector_arith():
    a, b = _c("a", BV8), _c("b", BV8)
    return and_(eq(bvadd(a, b), BV(3, 8)), eq(bvmul(a, BV(3, 8)), BV(200, 8)),
                bvult(b, a), eq(bvsub(a, b), bvxor(a, b)))


def bitvector_division():
    a, b = _c("a", BV8), _c("b", BV8)
    return and_(eq(bvudiv(a, b), BV(5, 8)), eq(bvurem(a, b), BV(3, 8)),
                eq(bvsdiv(a, b), BV(-5, 8)), bvslt(a, BV(0, 8)), eq(bvsrem(a, b), bvneg(BV(3, 8))),
                not_(eq(bvsmod(a, b), BV(0, 8))))


def bitvector_unsat():
    a = _c("a", BV8)
    return and_(bvult(BV(250, 8), a), eq(bvand(a, BV(1, 8)), BV(0, 8)),
                eq(bvor(a, BV(1, 8)), a))


def shifts():
    a, n = _c("a", BV8), _c("n", BV8)
    return and_(eq(bvshl(a, n), BV(0x40, 8)), eq(bvlshr(a, n), BV(0, 8)),
                eq(bvashr(bvnot(a), BV(7, 8)), BV(0xFF, 8)), bvule(n, BV(7, 8)))


def widths():
    a, h = _c("a", BV8), _c("h", BV16)
    return and_(eq(concat(a, extract(7, 0, h)), BV(0xABCD, 16)),
                eq(zero_extend(8, a), BV(0xAB, 16)), bvslt(sign_extend(8, a), BV(0, 16)),
                bvsle(h, BV(0x1000, 16)))


def conversions():
    a, n = _c("a", BV8), _c("n", INT)
    return and_(eq(bv2int(a), add(n, 200)), eq(int2bv(8, mul(2, n)), BV(4, 8)), lt(0, n))


def conversions_unsat():
    a = _c("a", BV8)
    return lt(255, bv2int(a))


def arrays_sat():
    A, i, j = _c("A", ArraySort(INT, INT)), _c("i", INT), _c("j", INT)
    B = store(store(A, i, 5), j, 7)
    return and_(eq(select(B, i), 5), not_(eq(i, j)), eq(select(A, 0), 9), lt(i, 0))


def arrays_unsat():
    A, i, j, v = _c("A", ArraySort(INT, INT)), _c("i", INT), _c("j", INT), _c("v", INT)
    return and_(eq(i, j), not_(eq(select(store(A, i, v), j), v)))


def constant_arrays():
    A, k = _c("M", ArraySort(BV8, BOOL)), _c("k", BV8)
    base = store(const_array(ArraySort(BV8, BOOL), False), BV(9, 8), _c("d", BOOL))
    lit = ArrayValue(ArraySort(BV8, BOOL), False, {BV(1, 8): True})
    return and_(eq(A, store(base, k, True)), not_(select(A, BV(3, 8))),
                eq(select(lit, k), True))


def nested_arrays():
    M = _c("N", ArraySort(INT, ArraySort(INT, INT)))
    return and_(eq(select(select(M, 1), 2), 3), eq(select(M, 2), select(M, 1)),
                eq(select(select(M, 2), 5), 6))


def functions_sat():
    f = _c("f", FunctionSort((INT, INT), INT))
    g = _c("g", FunctionSort((BV8,), BOOL))
    x = _c("x", INT)
    return and_(eq(apply(f, 1, 2), 3), eq(apply(f, x, 1), 9), lt(3, x),
                apply(g, BV(1, 8)), not_(apply(g, extract(7, 0, int2bv(8, x)))))


def functions_unsat():
    f = _c("f", FunctionSort((INT,), INT))
    x, y = _c("x", INT), _c("y", INT)
    return and_(eq(x, y), not_(eq(apply(f, x), apply(f, y))))


def booleans():
    p, q, r = _c("p", BOOL), _c("q", BOOL), _c("r", BOOL)
    x = _c("x", INT)
    return and_(or_(p, q), implies(p, r), not_(r), eq(ite(q, x, sub(x, 1)), 4), eq(p, not_(q)))


def booleans_unsat():
    p, q = _c("p", BOOL), _c("q", BOOL)
    return and_(or_(p, q), or_(not_(p), q), or_(p, not_(q)), or_(not_(p), not_(q)))


QUERIES = [
    ("linear_int", linear_int, SAT),
    ("linear_int_unsat", linear_int_unsat, UNSAT),
    ("euclid_div_mod", euclid_div_mod, UNSAT),
    ("div_mod_sat", div_mod_sat, SAT),
    ("reals", reals, SAT),
    ("reals_unsat", reals_unsat, UNSAT),
    ("bitvector_arith", bitvector_arith, None),
    ("bitvector_division", bitvector_division, None),
    ("bitvector_unsat", bitvector_unsat, UNSAT),
    ("shifts", shifts, SAT),
    ("widths", widths, SAT),
    ("conversions", conversions, SAT),
    ("conversions_unsat", conversions_unsat, UNSAT),
    ("arrays_sat", arrays_sat, SAT),
    ("arrays_unsat", arrays_unsat, UNSAT),
    ("constant_arrays", constant_arrays, SAT),
    ("nested_arrays", nested_arrays, SAT),
    ("functions_sat", functions_sat, SAT),
    ("functions_unsat", functions_unsat, UNSAT),
    ("booleans", booleans, SAT),
    ("booleans_unsat", booleans_unsat, UNSAT),
]
