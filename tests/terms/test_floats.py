"""IEEE-754 binary64 terms (`stamen.terms.floats`): folding is Python's float arithmetic
bit for bit, the derived encodings (Python's %, //, int(), float(), comparisons with
ints) agree with Python when evaluated, every rewrite rule is valid (checked by z3 on
an independent z3py encoding), and each primitive fold agrees with z3's FP theory."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from stamen.terms import floats as F
from stamen.terms.boolean import eq, ite
from stamen.terms.sorts import FLOAT64, INT, as_sort
from stamen.terms.term import Term, constant, make, make2
from stamen.terms.traverse import evaluate, substitute

X, Y = constant("fx", FLOAT64), constant("fy", FLOAT64)
N = constant("fn", INT)

SPECIAL = [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 0.1, 1e308, -1e308, 5e-324, -5e-324,
           2.2250738585072014e-308, 1.7976931348623157e308, 2.0**53, 2.0**53 + 2,
           math.inf, -math.inf, math.nan]
floats_any = st.one_of(st.sampled_from(SPECIAL), st.floats(allow_nan=True, allow_infinity=True))


def same_float(a, b) -> bool:
    """Whether two floats are the same binary64 (nan equals nan, -0.0 differs from 0.0)."""
    return type(a) is float and type(b) is float and F.bits_of(a) == F.bits_of(b)


def py_or_none(fn, *args):
    """Returns fn(*args) in Python, or None when Python raises (division by zero)."""
    try:
        return fn(*args)
    except (ZeroDivisionError, ValueError, OverflowError):
        return None


# ---------------------------------------------------- folding == Python --


BINARY = [
    (F.add, lambda a, b: a + b),
    (F.sub, lambda a, b: a - b),
    (F.mul, lambda a, b: a * b),
    (F.div, lambda a, b: a / b),
]
COMPARE = [
    (F.fp_eq, lambda a, b: a == b),
    (F.lt, lambda a, b: a < b),
    (F.le, lambda a, b: a <= b),
    (F.gt, lambda a, b: a > b),
    (F.ge, lambda a, b: a >= b),
]


@given(floats_any, floats_any)
def test_binary_folds_and_evaluates_as_python(a, b):
    for build, python in BINARY:
        want = py_or_none(python, a, b)
        if want is None:  # a / 0.0: Python raises, the IEEE operation is inf or nan
            assert F.is_zero_divisor(b) is True
            continue
        assert same_float(build(a, b), want)
        assert same_float(substitute(build(X, Y), {X: a, Y: b}), want)
    for build, python in COMPARE:
        assert build(a, b) is python(a, b)
        assert substitute(build(X, Y), {X: a, Y: b}) is python(a, b)


@given(floats_any)
def test_unary_folds_and_evaluates_as_python(a):
    cases = [
        (F.neg, lambda v: -v), (F.fabs, abs), (F.isnan, math.isnan), (F.isinf, math.isinf),
        (F.isfinite, math.isfinite), (F.iszero, lambda v: v == 0.0),
    ]
    for build, python in cases:
        want = python(a)
        got, evaluated = build(a), substitute(build(X), {X: a})
        if type(want) is bool:
            assert got is want and evaluated is want
        else:
            assert same_float(got, want) and same_float(evaluated, want)


@given(floats_any, floats_any)
def test_python_mod_and_floordiv_encodings_match_cpython(a, b):
    if b == 0.0:
        assert F.is_zero_divisor(b) is True
        return
    for build, python in ((F.py_mod, lambda p, q: p % q), (F.py_floordiv, lambda p, q: p // q)):
        want = python(a, b)
        assert same_float(build(a, b), want)
        # The symbolic encoding, folded step by step, computes exactly what CPython does.
        assert same_float(substitute(build(X, Y), {X: a, Y: b}), want), (a, b)
        assert same_float(substitute(build(X, b), {X: a}), want), (a, b)
        assert same_float(substitute(build(a, Y), {Y: b}), want), (a, b)


@given(floats_any)
def test_int_of_float_is_truncation_and_its_failures_are_python_exceptions(a):
    symbolic = F.int_of_float(X)
    value = substitute(symbolic, {X: a})
    try:
        want = int(a)
    except ValueError:
        assert F.isnan(a) is True
        return
    except OverflowError:
        assert F.isinf(a) is True
        return
    assert F.isfinite(a) is True
    assert type(value) is int and value == want
    assert F.int_of_float(a) == want


INT_SAMPLES = [0, 1, -1, 2**53, 2**53 + 1, -(2**53) - 1, 2**63 + 1, 10**308,
               F.MAX_FLOAT_OF_INT - 1, F.MAX_FLOAT_OF_INT, -F.MAX_FLOAT_OF_INT + 1,
               -F.MAX_FLOAT_OF_INT, 2**1024, -(2**2000)]


@given(st.one_of(st.sampled_from(INT_SAMPLES), st.integers(), st.integers(-2**1100, 2**1100)))
def test_float_of_int_rounds_as_python_and_flags_its_overflow(n):
    overflows = substitute(F.float_of_int_overflows(N), {N: n})
    value = substitute(F.float_of_int(N), {N: n})
    try:
        want = float(n)
    except OverflowError:
        assert overflows is True and F.float_of_int_overflows(n) is True
        assert value == (math.inf if n > 0 else -math.inf)
        return
    assert overflows is False
    assert same_float(value, want) and same_float(F.float_of_int(n), want)


OPS = ["==", "!=", "<", "<=", ">", ">="]
PY_OPS = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
          "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}
numbers = st.one_of(
    st.sampled_from(INT_SAMPLES), st.integers(),
    st.fractions(), st.sampled_from([Fraction(1, 3), Fraction(-7, 2), Fraction(2**60 + 1, 4)]),
)


@given(floats_any, numbers)
def test_float_number_comparisons_are_exact_as_in_python(a, n):
    for op in OPS:
        want = PY_OPS[op](a, n)
        assert F.compare_number(op, a, n) is want, (op, a, n)
        assert substitute(F.compare_number(op, X, n), {X: a}) is want, (op, a, n)
        if type(n) is int:
            assert substitute(F.compare_number(op, X, N), {X: a, N: n}) is want, (op, a, n)
            assert substitute(F.compare_number(op, a, N), {N: n}) is want, (op, a, n)


def test_int_float_comparison_is_exact_not_rounded():
    # float(2**53 + 1) == 2.0**53, yet Python compares exactly.
    assert float(2**53 + 1) == 2.0**53
    assert F.compare_number("==", 2.0**53, 2**53 + 1) is False
    assert F.compare_number("<", 2.0**53, 2**53 + 1) is True
    assert F.compare_number("==", X, 2**53 + 1) is False  # no float equals it
    assert substitute(F.compare_number("<", X, 2**53 + 1), {X: 2.0**53}) is True
    assert substitute(F.compare_number("<", X, N), {X: 2.0**53, N: 2**53 + 1}) is True


def test_issue_examples_at_the_term_level():
    assert F.fp_eq(F.add(0.1, 0.2), 0.3) is False  # as in Python: 0.1 + 0.2 != 0.3
    assert F.add(0.1, 0.2) == 0.1 + 0.2
    claim = F.gt(F.add(X, 1.0), X)
    assert type(claim) is Term  # x + 1.0 > x is not folded to True
    for cex in (math.inf, 2.0**53, math.nan):
        assert substitute(claim, {X: cex}) is False and not (cex + 1.0 > cex)


# --------------------------------------------- literals inside terms --


def test_signed_zeros_and_nan_stay_distinct_literals_in_terms():
    c = constant("fc", as_sort("bool"))
    pos, neg_ = ite(c, 0.0, X), ite(c, -0.0, X)
    assert pos is not neg_
    assert same_float(substitute(pos, {c: True}), 0.0)
    assert same_float(substitute(neg_, {c: True}), -0.0)
    assert ite(c, math.nan, float("nan")) != 1.0  # one NaN: merges to a float, not a term
    assert same_float(ite(c, math.nan, float("nan")), math.nan)
    assert type(ite(c, 0.0, -0.0)) is Term
    # Structural equality (merging), not Python's ==.
    assert eq(0.0, -0.0) is False and eq(math.nan, float("nan")) is True
    assert substitute(eq(X, -0.0), {X: 0.0}) is False
    assert substitute(eq(X, math.nan), {X: math.nan}) is True
    # A literal node never escapes to users.
    assert type(evaluate(ite(c, X, 1.5), {c: False})) is float
    assert type(evaluate(ite(c, 2.5, X), {c: True})) is float


def test_printing_shows_float_literals():
    assert str(F.add(X, 1.5)) == "fp.add(fx, 1.5)"
    assert "-0.0" in str(F.lt(X, -0.0)) and "nan" in str(F.lt(X, math.nan))


# --------------------------------------------- rewrite rules, by z3 --


_RNE = z3.RNE()
_F64 = z3.Float64()


def z3_of(t, env: dict):
    """An independent z3py encoding of a float term (test-only, apart from stamen.solvers)."""
    if type(t) is float:
        return z3.fpBVToFP(z3.BitVecVal(F.bits_of(t), 64), _F64)
    if type(t) is bool:
        return z3.BoolVal(t)
    op, a = t.op, t.args
    if op == "const":
        return env.setdefault(t.args[0], z3.FP(t.args[0], _F64) if t.sort is FLOAT64
                              else z3.Int(t.args[0]) if t.sort is INT else z3.Bool(t.args[0]))
    if op == F.FP_LIT:
        return z3.fpBVToFP(z3.BitVecVal(a[0], 64), _F64)
    sub = [z3_of(x, env) for x in a if type(x) is Term or type(x) is float]
    table = {
        F.FP_ADD: lambda p, q: z3.fpAdd(_RNE, p, q), F.FP_MUL: lambda p, q: z3.fpMul(_RNE, p, q),
        F.FP_DIV: lambda p, q: z3.fpDiv(_RNE, p, q), F.FP_REM: z3.fpRem,
        F.FP_FLOOR: lambda p: z3.fpRoundToIntegral(z3.RTN(), p), F.FP_NEG: z3.fpNeg,
        F.FP_ABS: z3.fpAbs, F.FP_EQ: z3.fpEQ, F.FP_LT: z3.fpLT, F.FP_LEQ: z3.fpLEQ,
        F.FP_ISNAN: z3.fpIsNaN, F.FP_ISINF: z3.fpIsInf, F.FP_ISZERO: z3.fpIsZero,
        F.FP_ISNEG: z3.fpIsNegative, "not": z3.Not, "and": z3.And, "or": z3.Or,
        "eq": lambda p, q: p == q, "ite": z3.If,
        F.FP_OF_INT: lambda p: z3.fpRealToFP(_RNE, z3.ToReal(p), _F64),
    }
    return table[op](*sub)


def assert_valid(formula) -> None:
    s = z3.Solver()
    # A resource limit, not a timeout: on a loaded machine a timeout makes the verdict
    # depend on the load. The hardest rule takes about 10 M.
    s.set("rlimit", 400_000_000)
    s.add(z3.Not(formula))
    assert s.check() == z3.unsat


RULES = [  # (the term as built without rules, what the smart constructor gives)
    (make2(F.FP_ADD, X, F.lit(-0.0), FLOAT64), F.add(X, -0.0)),
    (make2(F.FP_ADD, F.lit(-0.0), X, FLOAT64), F.add(-0.0, X)),
    (make2(F.FP_MUL, X, F.lit(1.0), FLOAT64), F.mul(X, 1.0)),
    (make2(F.FP_MUL, F.lit(1.0), X, FLOAT64), F.mul(1.0, X)),
    (make2(F.FP_DIV, X, F.lit(1.0), FLOAT64), F.div(X, 1.0)),
    (make(F.FP_NEG, (make(F.FP_NEG, (X,), FLOAT64),), FLOAT64), F.neg(F.neg(X))),
    (make(F.FP_ABS, (make(F.FP_NEG, (X,), FLOAT64),), FLOAT64), F.fabs(F.neg(X))),
    (make(F.FP_ABS, (make(F.FP_ABS, (X,), FLOAT64),), FLOAT64), F.fabs(F.fabs(X))),
    (make(F.FP_FLOOR, (make(F.FP_FLOOR, (X,), FLOAT64),), FLOAT64), F.floor(F.floor(X))),
    (make2(F.FP_ADD, Y, X, FLOAT64), F.add(Y, X)),
    (make2(F.FP_MUL, Y, X, FLOAT64), F.mul(Y, X)),
    (make2(F.FP_EQ, Y, X, as_sort("bool")), F.fp_eq(Y, X)),
    (make2(F.FP_LT, X, X, as_sort("bool")), F.lt(X, X)),
    (make2(F.FP_LEQ, X, X, as_sort("bool")), F.le(X, X)),
]


@pytest.mark.parametrize("raw, rewritten", RULES, ids=range(len(RULES)))
def test_rewrite_rules_are_valid(raw, rewritten):
    env: dict = {}
    assert_valid(z3_of(raw, env) == z3_of(rewritten, env))


def test_subtraction_is_addition_of_the_negation():
    env: dict = {}
    zx, zy = z3_of(X, env), z3_of(Y, env)
    assert_valid(z3.fpSub(_RNE, zx, zy) == z3_of(F.sub(X, Y), env))


@given(floats_any, floats_any)
def test_fmod_built_from_ieee_remainder_is_c_fmod(a, b):
    # (A z3 proof of the encoding over all floats times out; this checks it against C's
    # fmod through Python's math.fmod, on random and special values.)
    want = py_or_none(math.fmod, a, b)
    got = substitute(F.fmod(X, Y), {X: a, Y: b})
    if want is None:  # fmod(inf, y) and fmod(x, 0.0): C's result is nan
        assert same_float(got, math.nan)
    else:
        assert same_float(got, want), (a, b, got, want)


# ------------------------------------- primitive folds agree with z3 --


def z3_value(expr):
    """Returns the Python value of a closed z3 FP/bool/real expression."""
    v = z3.simplify(expr)
    if z3.is_bool(v):
        return z3.is_true(v)
    if z3.is_rational_value(v):
        return Fraction(v.numerator_as_long(), v.denominator_as_long())
    if v.isNaN():
        return math.nan
    bits = z3.simplify(z3.fpToIEEEBV(v))
    return F.float_of_bits(bits.as_long())


def agrees(got, want) -> bool:
    if type(got) is float:
        return same_float(got, want)
    return got == want and type(got) is type(want)


@settings(max_examples=60)
@given(floats_any, floats_any)
def test_primitive_folds_agree_with_z3(a, b):
    for build, arity in ((F.add, 2), (F.mul, 2), (F.div, 2), (F.rem, 2), (F.floor, 1),
                         (F.neg, 1), (F.fabs, 1), (F.fp_eq, 2), (F.lt, 2), (F.le, 2),
                         (F.isnan, 1), (F.isinf, 1), (F.iszero, 1), (F.isnegative, 1)):
        args = (a, b)[:arity]
        symbolic = build(*(X, Y)[:arity])
        got = build(*args)
        want = z3_value(z3.substitute(z3_of(symbolic, env := {}),
                                      *[(env[n], z3_of(v, {})) for n, v in
                                        zip(("fx", "fy"), args, strict=False) if n in env]))
        assert agrees(got, want), (build.__name__, args, got, want)
    got = F.to_real(a)
    want = Fraction(a) if math.isfinite(a) else Fraction(0)
    assert got == want and type(got) is Fraction


@given(st.one_of(st.sampled_from(INT_SAMPLES), st.integers(-2**70, 2**70)))
def test_float_of_int_fold_agrees_with_z3(n):
    want = z3_value(z3.fpRealToFP(_RNE, z3.RealVal(n), _F64))
    assert same_float(F.float_of_int(n), want)
