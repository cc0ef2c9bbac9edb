"""int <-> float conversions on bit-vectors (`stamen.terms.floatconv` and the nodes
`fp.of_sbv`, `fp.to_sbv` of `stamen.terms.floats`): the folds agree with z3's FP theory
and with Python's float(n), int(), math.floor/ceil and round(); lowering an int term to
a bit-vector is exact modulo 2**width; the comparisons of a float with a wide int and
of two ints are Python's, evaluated on every sampled assignment."""

from __future__ import annotations

import math
import operator

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from stamen.terms import arith, bitvec, floatconv
from stamen.terms import floats as F
from stamen.terms.boolean import eq, ite
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, FLOAT64, INT, BitVecSort
from stamen.terms.term import constant
from stamen.terms.traverse import evaluate

X = constant("cx", FLOAT64)
N, M = constant("cn", INT), constant("cm", INT)
B16, B100 = constant("cb16", BitVecSort(16)), constant("cb100", BitVecSort(100))
C = constant("cc", BOOL)

ROUND = {"RTZ": int, "RTN": math.floor, "RTP": math.ceil, "RNE": round}
Z3_MODE = {"RTZ": z3.RTZ(), "RTN": z3.RTN(), "RTP": z3.RTP(), "RNE": z3.RNE()}
SPECIAL = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.7, -3.7, 1e6 + 0.5, 2.0**52 + 1,
           -(2.0**62), 2.0**62 - 1024, math.inf, -math.inf, math.nan, 5e-324]
finite_floats = st.floats(-(2.0**70), 2.0**70, allow_nan=False)
any_floats = st.one_of(st.sampled_from(SPECIAL), finite_floats)


def z3_float(x: float):
    return z3.fpBVToFP(z3.BitVecVal(F.bits_of(x), 64), z3.Float64())


def same_float(a, b) -> bool:
    return type(a) is float and type(b) is float and F.bits_of(a) == F.bits_of(b)


# ------------------------------------------------------------ folds --


@settings(max_examples=80)
@given(st.one_of(st.integers(-(2**99), 2**99 - 1), st.sampled_from(
    [0, -1, 2**53 + 1, -(2**53) - 1, 2**99 - 1, -(2**99), 2**60 + 2**7])))
def test_float_of_sbv_fold_is_python_float_and_z3s(n):
    got = F.float_of_sbv(BV(n, 100))
    want = z3.simplify(z3.fpSignedToFP(z3.RNE(), z3.BitVecVal(n, 100), z3.Float64()))
    assert same_float(got, float(n))
    assert z3.simplify(z3.fpToIEEEBV(want)).as_long() == F.bits_of(got)


@settings(max_examples=80)
@given(any_floats, st.sampled_from(sorted(ROUND)))
def test_sbv_of_float_fold_is_pythons_rounding_and_z3s(x, mode):
    width = 72
    got = F.sbv_of_float(width, x, mode)
    if not F.sbv_fits(width, x):
        assert got == BV(0, width)
        return
    assert got.signed == ROUND[mode](x)
    want = z3.simplify(z3.fpToSBV(Z3_MODE[mode], z3_float(x), z3.BitVecSort(width)))
    assert want.as_signed_long() == got.signed


@given(any_floats, st.sampled_from(sorted(ROUND)))
def test_symbolic_sbv_of_float_evaluates_as_its_fold(x, mode):
    term = F.sbv_of_float(40, X, mode)
    assert evaluate(term, {X: x}) == F.sbv_of_float(40, x, mode)


def test_sbv_fits_bounds_every_rounding():
    assert F.sbv_fits(16, 16383.5) and not F.sbv_fits(16, 16384.0)
    assert F.sbv_fits(16, -16383.5) and not F.sbv_fits(16, -16384.0)
    assert not F.sbv_fits(64, math.nan) and not F.sbv_fits(64, -math.inf)


# --------------------------------------------------------- lowering --


def _shapes():
    """Int terms over N, M and bit-vector-derived ints, as `int_as_bv` lowers them."""
    s16 = bitvec.bv2int(B16, signed=True)
    u16 = bitvec.bv2int(B16)
    return [
        N, arith.add(N, 5), arith.mul(N, M), arith.sub(N, arith.mul(3, M)), s16, u16,
        arith.add(s16, N), arith.mul(arith.add(u16, -7), s16), ite(C, N, s16),
        ite(C, 3, -40000), arith.add(arith.mul(N, N), arith.mul(-2, u16), 1),
        arith.div(N, 3),  # not lowered through: an int2bv leaf
    ]


@settings(max_examples=60)
@given(st.integers(-(2**40), 2**40), st.integers(-(2**20), 2**20), st.integers(0, 2**16 - 1),
       st.booleans(), st.sampled_from([8, 16, 17, 33, 64]))
def test_int_as_bv_is_exact_modulo_the_width(n, m, b, c, width):
    model = {N: n, M: m, B16: BV(b, 16), C: c}
    for t in _shapes():
        lowered = floatconv.int_as_bv(t, width)
        assert lowered.sort == BitVecSort(width)
        assert evaluate(lowered, model) == BV(evaluate(t, model), width), t


def test_bv2int_comes_back_as_its_bits():
    assert floatconv.int_as_bv(bitvec.bv2int(B16, signed=True), 16) is B16
    assert floatconv.int_as_bv(bitvec.bv2int(B16, signed=True), 24) is bitvec.sign_extend(8, B16)
    assert floatconv.int_as_bv(bitvec.bv2int(B16), 24) is bitvec.zero_extend(8, B16)
    assert floatconv.int_as_bv(bitvec.bv2int(B16), 8) is bitvec.extract(7, 0, B16)


def test_widths_by_shape_need_no_proof():
    s16 = bitvec.bv2int(B16, signed=True)
    assert floatconv.int_width(s16) == 16
    assert floatconv.int_width(bitvec.bv2int(B16)) == 17
    assert floatconv.int_width(arith.add(s16, 1)) == 17
    assert floatconv.int_width(arith.mul(s16, s16)) == 32
    assert floatconv.int_width(ite(C, 3, -40000)) == 17
    assert floatconv.float_width(F.neg(F.float_of_sbv(B16))) == 18


# ------------------------------------------------------ comparisons --


COMPARISONS = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
               ">": operator.gt, ">=": operator.ge}
WIDE_INTS = [0, 1, -1, 2**53, 2**53 + 1, 2**53 - 1, -(2**53) - 1, 2**60 + 1, 2**60 - 1,
             2**99 - 1, -(2**99), 2**70 + 2**17, 2**70 + 2**17 + 1]


@settings(max_examples=80)
@given(st.one_of(st.sampled_from(SPECIAL + [2.0**53, 2.0**60, 2.0**99, -(2.0**99)]),
                 finite_floats),
       st.one_of(st.sampled_from(WIDE_INTS), st.integers(-(2**99), 2**99 - 1)))
def test_float_compared_with_a_wide_int_exactly(x, n):
    wide = bitvec.bv2int(B100, signed=True)  # width 100 by shape: the rounding case
    model = {X: x, B100: BV(n, 100)}
    for op, fn in COMPARISONS.items():
        got = evaluate(floatconv.compare_int(op, X, wide), model)
        assert got is fn(x, n), (op, x, n)
    for near in (x, float(n)):  # the float next to the int, where rounding decides
        model[X] = near
        for op, fn in COMPARISONS.items():
            assert evaluate(floatconv.compare_int(op, X, wide), model) is fn(near, n)


@settings(max_examples=60)
@given(st.integers(-(2**15), 2**15 - 1), st.integers(-(2**99), 2**99 - 1))
def test_ints_from_bits_compare_as_ints(a, b):
    x, y = bitvec.bv2int(B16, signed=True), bitvec.bv2int(B100, signed=True)
    model = {B16: BV(a, 16), B100: BV(b, 100)}
    for op, fn in COMPARISONS.items():
        assert evaluate(floatconv.compare_ints(op, x, y), model) is fn(a, b)
        assert evaluate(floatconv.compare_ints(op, x, 7), model) is fn(a, 7)
    assert floatconv.compare_ints("==", N, 3) is None  # no int from bits: the int theory


@pytest.mark.parametrize("solver", ["z3", "cvc5", "bitwuzla"])
def test_translations_agree_with_the_folds(solver):
    """Each solver's fp.to_sbv (every rounding) and to_fp of a signed bit-vector give the
    folds, so that models evaluate to what the solver saw."""
    from stamen.solvers.base import make_solver
    from stamen.solvers.result import Result

    r, y = constant("cr", BitVecSort(64)), constant("cy", FLOAT64)
    for x, n in ((2.5, 2**53 + 1), (-2.5, -7), (0.5, 2**99 - 1), (-3.7, -(2**60) - 3),
                 (1e6 + 0.5, 0)):
        for mode in sorted(ROUND):
            s = make_solver(solver)
            s.add(F.same(X, x))
            s.add(eq(B100, BV(n, 100)))
            s.add(eq(r, F.sbv_of_float(64, X, mode)))
            s.add(F.same(y, F.float_of_sbv(B100)))
            assert s.check() is Result.SAT
            model = s.model([r, y])
            assert model[r] == F.sbv_of_float(64, x, mode), (solver, x, mode)
            assert same_float(model[y], float(n)), (solver, n)
            s.close()
