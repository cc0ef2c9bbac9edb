"""Smart constructors for IEEE-754 binary64 (Python's float), rounding to nearest-even.

Concrete operands fold exactly as Python computes them (Python's float
arithmetic is binary64 with round-to-nearest-even), so a folded term and a
solver's model agree bit for bit. Symbolic operands build terms of sort
`FLOAT64`, translated to the solvers' `(_ FloatingPoint 11 53)` with `RNE`.

A float literal inside a term is the node `fp.lit(bits)`, holding the
64-bit pattern as an int, never a Python float: `0.0 == -0.0` and
`nan != nan` would make the intern table merge distinct constants or miss
equal ones. NaN has one pattern (`NAN_BITS`), as the SMT theory has one NaN.
Constructors accept Python floats or terms and return a Python float (or
bool) when the result is concrete, never an `fp.lit` node.

The operators are IEEE's (fp.eq: nan != nan, -0.0 == 0.0; a division by
zero is inf or nan). Python's partial operations are the IEEE operation
plus a condition the caller requires: `is_zero_divisor` (ZeroDivisionError
of `/`, `//`, `%`), `float_of_int_overflows` (OverflowError of float(int)),
`isnan`/`isinf` (ValueError/OverflowError of int(float)). Python's `%` and
`//` on floats are built from IEEE operations exactly as CPython computes
them (`py_mod`, `py_floordiv`). Comparisons of a float with an int or a
rational are exact, as in Python (`compare_number`), never via rounding.
Conversions between signed bit-vectors and floats (`float_of_sbv`, and
`sbv_of_float` with the rounding of int(), floor, ceil or round(), made total)
are what `floatconv` builds Python's conversions from where the path bounds them.
"""

from __future__ import annotations

import math
import struct
from fractions import Fraction

from stamen.terms import arith
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.bv import BV
from stamen.terms.rebuild import register
from stamen.terms.sorts import BOOL, FLOAT64, INT, REAL, BitVecSort
from stamen.terms.term import Term, make, make2

__all__ = [
    "FP_LIT", "FP_ADD", "FP_MUL", "FP_DIV", "FP_REM", "FP_FLOOR", "FP_NEG", "FP_ABS",
    "FP_EQ", "FP_LT", "FP_LEQ", "FP_ISNAN", "FP_ISINF", "FP_ISZERO", "FP_ISNEG",
    "FP_OF_INT", "FP_TO_REAL", "FP_OF_SBV", "FP_TO_SBV", "FP_OPS", "NAN_BITS", "MAX_FLOAT_OF_INT",
    "bits_of", "float_of_bits", "lit", "float_value", "same", "fp_ite",
    "add", "sub", "mul", "div", "rem", "floor", "neg", "fabs", "sqrt", "FP_SQRT",
    "fp_eq", "lt", "le", "gt", "ge", "isnan", "isinf", "isfinite", "iszero", "isnegative",
    "float_of_int", "float_of_int_overflows", "to_real", "int_of_float", "fmod",
    "float_of_sbv", "sbv_fits", "sbv_of_float", "ROUNDINGS",
    "py_mod", "py_floordiv", "is_zero_divisor", "compare_number",
]

FP_LIT, FP_ADD, FP_MUL, FP_DIV = "fp.lit", "fp.add", "fp.mul", "fp.div"
FP_REM, FP_FLOOR, FP_NEG, FP_ABS = "fp.rem", "fp.floor", "fp.neg", "fp.abs"
FP_EQ, FP_LT, FP_LEQ = "fp.eq", "fp.lt", "fp.leq"
FP_ISNAN, FP_ISINF, FP_ISZERO, FP_ISNEG = "fp.isNaN", "fp.isInfinite", "fp.isZero", "fp.isNegative"
FP_OF_INT, FP_TO_REAL = "fp.of_int", "fp.to_real"
FP_SQRT = "fp.sqrt"
FP_OF_SBV, FP_TO_SBV = "fp.of_sbv", "fp.to_sbv"
FP_OPS = frozenset({
    FP_LIT, FP_ADD, FP_MUL, FP_DIV, FP_REM, FP_FLOOR, FP_NEG, FP_ABS, FP_EQ, FP_LT, FP_LEQ,
    FP_ISNAN, FP_ISINF, FP_ISZERO, FP_ISNEG, FP_OF_INT, FP_TO_REAL, FP_OF_SBV, FP_TO_SBV,
    FP_SQRT,
})

NAN_BITS = 0x7FF8000000000000
# The least int that float() refuses: it lies halfway between the largest finite float
# and 2**1024, and rounding to nearest-even takes the tie up, to an overflow.
MAX_FLOAT_OF_INT = 2**1024 - 2**970
_INF = math.inf


# ------------------------------------------------------------- literals --


def bits_of(x: float) -> int:
    """Returns the IEEE-754 bit pattern of `x` as an unsigned int (every NaN as NAN_BITS)."""
    if x != x:
        return NAN_BITS
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def float_of_bits(bits: int) -> float:
    """Returns the float of a 64-bit pattern (any NaN pattern gives Python's nan)."""
    return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]


def lit(x: float) -> Term:
    """Returns the literal node of the float `x` (for building terms, never for users)."""
    return make(FP_LIT, (bits_of(x),), FLOAT64)


def float_value(v):
    """Returns the Python float of a concrete float operand (a float or an `fp.lit` node),
    or None for a symbolic one."""
    if type(v) is float:
        return v
    if type(v) is Term and v.op == FP_LIT:
        return float_of_bits(v.args[0])
    return None


def _term(v) -> Term:
    """Returns the operand `v` as a term: a float becomes its literal node."""
    return v if type(v) is Term else lit(float(v))


def _result(v):
    """Returns a constructor's result for users: an `fp.lit` node becomes its float."""
    if type(v) is Term and v.op == FP_LIT:
        return float_of_bits(v.args[0])
    return v


def same(a, b):
    """Returns the structural equality a = b of two floats (SMT's `=`, not Python's `==`):
    NaN equals NaN and -0.0 differs from 0.0. This is what merging states compares."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return bits_of(x) == bits_of(y)
    return eq(_term(a), _term(b))


def fp_ite(c, a, b):
    """Returns ite(c, a, b) for two floats, with literals held as `fp.lit` nodes."""
    if c is True:
        return a
    if c is False:
        return b
    return _result(ite(c, _term(a), _term(b)))


# ----------------------------------------------------------- arithmetic --


def _ordered(a: Term, b: Term):
    return (a, b) if a.tid <= b.tid else (b, a)


def add(a, b):
    """Returns a + b (RNE). Rules: literals fold as in Python; x + (-0.0) = x; commutative
    arguments ordered by tid. (x + 0.0 is not x: -0.0 + 0.0 is 0.0.)"""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return x + y
    if y is not None and bits_of(y) == bits_of(-0.0):
        return a
    if x is not None and bits_of(x) == bits_of(-0.0):
        return b
    return make2(FP_ADD, *_ordered(_term(a), _term(b)), FLOAT64)


def sub(a, b):
    """Returns a - b (RNE), as a + (-b), which IEEE-754 defines it to be."""
    return add(a, neg(b))


def mul(a, b):
    """Returns a * b (RNE). Rules: literals fold as in Python; x * 1.0 = x; commutative."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return x * y
    if y == 1.0:
        return a
    if x == 1.0:
        return b
    return make2(FP_MUL, *_ordered(_term(a), _term(b)), FLOAT64)


def _ieee_div(x: float, y: float) -> float:
    """Returns IEEE's x / y: Python's, except that a zero divisor gives inf or nan."""
    if y != 0.0:
        return x / y
    if x != x or x == 0.0:
        return math.nan
    return math.copysign(_INF, math.copysign(1.0, x) * math.copysign(1.0, y))


def div(a, b):
    """Returns IEEE's a / b (RNE; a zero divisor gives ±inf or nan, not an exception:
    Python's ZeroDivisionError is the caller's `is_zero_divisor` check). x / 1.0 = x."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return _ieee_div(x, y)
    if y == 1.0:
        return a
    return make2(FP_DIV, _term(a), _term(b), FLOAT64)


def _ieee_rem(x: float, y: float) -> float:
    """Returns IEEE's remainder x - n*y, n the nearest-even integer to x/y (exact)."""
    if x != x or y != y or math.isinf(x) or y == 0.0:
        return math.nan
    if math.isinf(y):
        return x
    return math.remainder(x, y)


def rem(a, b):
    """Returns IEEE's remainder (fp.rem): x - n*y for n = x/y rounded to nearest-even.
    Not Python's `%` (see `py_mod`)."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return _ieee_rem(x, y)
    return make2(FP_REM, _term(a), _term(b), FLOAT64)


def _floor(x: float) -> float:
    """Returns the largest integral float <= x, keeping zeros, infinities and nan."""
    if x != x or math.isinf(x) or x == 0.0:
        return x
    return float(math.floor(x)) if x > 0 else -float(-math.floor(x))


def floor(a):
    """Returns floor(a) as a float (fp.roundToIntegral RTN): math.floor without the int."""
    x = float_value(a)
    if x is not None:
        return _floor(x)
    if a.op == FP_FLOOR:
        return a
    return make(FP_FLOOR, (a,), FLOAT64)


def neg(a):
    """Returns -a (exact; flips the sign of zeros). Rule: --a = a."""
    x = float_value(a)
    if x is not None:
        return -x
    if a.op == FP_NEG:
        return a.args[0]
    return make(FP_NEG, (a,), FLOAT64)


def sqrt(a):
    """Returns IEEE's square root of a (RNE, correctly rounded, as C's sqrt: nan below
    -0.0, sqrt(-0.0) = -0.0). Python's ValueError is the caller's (`pyfloat.sqrt`)."""
    x = float_value(a)
    if x is not None:
        return math.nan if x < 0 or x != x else math.sqrt(x)
    return make(FP_SQRT, (a,), FLOAT64)


def fabs(a):
    """Returns abs(a) (exact; clears the sign). Rules: |-a| = |a|, ||a|| = |a|."""
    x = float_value(a)
    if x is not None:
        return abs(x)
    if a.op == FP_NEG:
        a = a.args[0]
    if a.op == FP_ABS:
        return a
    return make(FP_ABS, (a,), FLOAT64)


# ---------------------------------------------------------- comparisons --


def fp_eq(a, b):
    """Returns Python's a == b on floats (IEEE: nan != nan, -0.0 == 0.0)."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return x == y
    a, b = _ordered(_term(a), _term(b))
    return make2(FP_EQ, a, b, BOOL)


def lt(a, b):
    """Returns a < b (false whenever a NaN is involved). Rule: a < a is False."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return x < y
    if a is b:
        return False
    return make2(FP_LT, _term(a), _term(b), BOOL)


def le(a, b):
    """Returns a <= b (false whenever a NaN is involved). Rule: a <= a is not isnan(a)."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return x <= y
    if a is b:
        return not_(isnan(a))
    return make2(FP_LEQ, _term(a), _term(b), BOOL)


def gt(a, b):
    """Returns a > b, as b < a."""
    return lt(b, a)


def ge(a, b):
    """Returns a >= b, as b <= a."""
    return le(b, a)


# ----------------------------------------------------------- predicates --


def _predicate(op: str, concrete):
    def build(a):
        x = float_value(a)
        if x is not None:
            return concrete(x)
        return make(op, (a,), BOOL)

    return build


isnan = _predicate(FP_ISNAN, math.isnan)
isnan.__doc__ = "Returns math.isnan(a)."
isinf = _predicate(FP_ISINF, math.isinf)
isinf.__doc__ = "Returns math.isinf(a)."
iszero = _predicate(FP_ISZERO, lambda x: x == 0.0)
iszero.__doc__ = "Returns whether a is 0.0 or -0.0."
isnegative = _predicate(FP_ISNEG, lambda x: x == x and math.copysign(1.0, x) < 0)
isnegative.__doc__ = "Returns whether a has its sign bit set and is not NaN (fp.isNegative)."


def isfinite(a):
    """Returns math.isfinite(a): neither infinite nor NaN."""
    return not_(or_(isnan(a), isinf(a)))


def is_zero_divisor(b):
    """Returns whether `x / b`, `x // b`, `x % b` raise ZeroDivisionError in Python:
    b is 0.0 or -0.0."""
    return iszero(b)


# ---------------------------------------------------------- conversions --


def float_of_int_overflows(n):
    """Returns whether Python's float(n) raises OverflowError: n rounds past the largest
    finite float. When it does not, `float_of_int(n)` is float(n)."""
    return or_(arith.le(MAX_FLOAT_OF_INT, n), arith.le(n, -MAX_FLOAT_OF_INT))


def _rounded(n: int) -> float:
    """Returns n rounded to nearest-even, overflowing to ±inf as IEEE (not Python) does."""
    try:
        return float(n)
    except OverflowError:
        return _INF if n > 0 else -_INF


def float_of_int(n):
    """Returns the int `n` rounded to a float (RNE): Python's float(n) when
    `float_of_int_overflows(n)` is false, ±inf otherwise."""
    if type(n) is not Term:
        return _rounded(int(n))
    return make(FP_OF_INT, (n,), FLOAT64)


def _exact(x: float) -> Fraction:
    return Fraction(x) if math.isfinite(x) else Fraction(0)


def to_real(a):
    """Returns the exact rational value of a finite float; 0 for inf and nan, so that the
    value is defined everywhere (callers test `isfinite` first)."""
    x = float_value(a)
    if x is not None:
        return _exact(x)
    return make(FP_TO_REAL, (a,), REAL)


def int_of_float(a):
    """Returns Python's int(a) (truncation toward zero) for a finite float; 0 for inf and
    nan, where Python raises (ValueError for `isnan`, OverflowError for `isinf`)."""
    x = float_value(a)
    if x is not None:
        return int(x) if math.isfinite(x) else 0
    r = to_real(a)
    return ite(arith.lt(r, Fraction(0)), arith.neg(arith.to_int(arith.neg(r))), arith.to_int(r))


def float_of_sbv(b):
    """Returns the signed (two's complement) bit-vector `b` rounded to a float (RNE), as
    SMT-LIB's `(_ to_fp 11 53)` of a bit-vector with a rounding mode: Python's float(n)
    of the int n that `b` holds (exact below 2**53 in magnitude, never an overflow for
    widths up to 1024). Conversions through it stay in the bit-vector and float theories,
    which the solvers decide by bit-blasting."""
    if type(b) is BV:
        return _rounded(b.signed)
    return make(FP_OF_SBV, (b,), FLOAT64)


ROUNDINGS = ("RTZ", "RTN", "RTP", "RNE")  # int(), math.floor, math.ceil, round()
_ROUNDED = {"RTZ": int, "RTN": math.floor, "RTP": math.ceil, "RNE": round}


def sbv_fits(width: int, a):
    """Returns whether |a| < 2**(width-2) (false for nan and ±inf): then every rounding of
    the float `a` to an integer (`ROUNDINGS`) fits a signed bit-vector of `width`."""
    return lt(fabs(a), float(2 ** (width - 2)))


def _rounded_bits(width: int, mode: str, a):
    """Returns the concrete `a` rounded by `mode` as a BV of `width` where
    `sbv_fits(width, a)`, else BV 0 (SMT-LIB's fp.to_sbv is unspecified out of range)."""
    x = float_value(a)
    if math.isfinite(x) and abs(x) < 2.0 ** (width - 2):
        return BV(_ROUNDED[mode](x), width)
    return BV(0, width)


def sbv_of_float(width: int, a, mode: str = "RTZ"):
    """Returns the float `a` rounded to an integer by `mode` (RTZ: Python's int(), RTN:
    math.floor, RTP: math.ceil, RNE: round(), ties to even) as a signed bit-vector of
    `width` where `sbv_fits(width, a)`, and 0 elsewhere: total, since the solvers'
    fp.to_sbv (the node FP_TO_SBV) is unspecified out of range and a model must
    evaluate to what the solver saw."""
    if float_value(a) is not None:
        return _rounded_bits(width, mode, a)
    raw = make(FP_TO_SBV, (width, mode, a), BitVecSort(width))
    return ite(sbv_fits(width, a), raw, BV(0, width))


def compare_number(op: str, a, n):
    """Returns Python's `a op n` for a float `a` and an int or rational `n` (op one of
    == != < <= > >=): the exact mathematical comparison, as Python makes it, not a
    comparison with n rounded to a float. inf and -inf lie beyond every number; NaN
    compares unequal and unordered."""
    if op == "!=":
        return not_(compare_number("==", a, n))
    if op not in _MIRRORED:
        raise ValueError(f"not a comparison operator: {op!r}")
    if type(n) is not Term:
        return _compare_literal(op, a, n)
    sort = n.sort
    y = arith.to_real(n) if sort is INT else n
    r = to_real(a)
    finite = isfinite(a)
    if op == "==":
        return and_(finite, eq(r, y))
    if op in ("<", "<="):
        beyond = and_(isinf(a), isnegative(a))
        within = arith.lt(r, y) if op == "<" else arith.le(r, y)
    elif op in (">", ">="):
        beyond = and_(isinf(a), not_(isnegative(a)))
        within = arith.lt(y, r) if op == ">" else arith.le(y, r)
    return or_(beyond, and_(finite, within))


_MIRRORED = {"==": "==", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


def _compare_literal(op: str, a, n):
    """Returns `a op n` for a concrete int or rational `n`, as float comparisons with f,
    n rounded to nearest (±inf past the largest float): no float lies strictly between n
    and f, so a < n is a < f when f > n and a <= f when f < n (and so on), with no
    arithmetic on rationals for the solver."""
    x = float_value(a)
    if x is not None:
        return _python_compare(op, x, n)
    q = Fraction(n)
    try:
        f = float(q)
    except OverflowError:
        f = _INF if q > 0 else -_INF
    side = 0 if math.isfinite(f) and Fraction(f) == q else (1 if f > q else -1)
    if op == "==":
        return fp_eq(a, f) if side == 0 else False
    if op in ("<", "<="):
        strict = side > 0 or side == 0 and op == "<"
        return lt(a, f) if strict else le(a, f)
    strict = side < 0 or side == 0 and op == ">"
    return gt(a, f) if strict else ge(a, f)


def _python_compare(op: str, x: float, n) -> bool:
    """Returns Python's own `x op n` (exact for ints and Fractions)."""
    if op == "==":
        return x == n
    if op == "<":
        return x < n
    if op == "<=":
        return x <= n
    if op == ">":
        return x > n
    return x >= n


# ------------------------------------------------- Python's % and // --


def _copysign_zero(sign_of) -> object:
    """Returns copysign(0.0, v) for the float `sign_of` (+0.0 for NaN)."""
    return fp_ite(isnegative(sign_of), -0.0, 0.0)


def fmod(a, b):
    """Returns C's fmod(a, b) (exact; the sign of a), built from IEEE's remainder: where
    the remainder's sign differs from a's, fmod is it plus |b| with a's sign."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None:
        return math.nan if y == 0.0 or math.isinf(x) or x != x or y != y else math.fmod(x, y)
    r = rem(a, b)
    wrong_sign = and_(not_(iszero(r)), not_(eq(isnegative(r), isnegative(a))))
    step = fp_ite(isnegative(a), neg(fabs(b)), fabs(b))
    return fp_ite(wrong_sign, add(r, step), r)


def _mod_adjust(m, b):
    """Returns whether CPython adds the divisor to fmod's result `m`: m is nonzero (NaN
    counts) and its sign differs from the divisor's, as `(wx < 0) != (mod < 0)` says."""
    return and_(not_(iszero(m)), not_(eq(lt(b, 0.0), lt(m, 0.0))))


def py_mod(a, b):
    """Returns Python's a % b for a nonzero divisor (the caller requires
    `not is_zero_divisor(b)`), step by step as CPython's float_rem computes it."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None and y != 0.0:
        return x % y
    m = fmod(a, b)
    return fp_ite(iszero(m), _copysign_zero(b), fp_ite(_mod_adjust(m, b), add(m, b), m))


def py_floordiv(a, b):
    """Returns Python's a // b for a nonzero divisor (the caller requires
    `not is_zero_divisor(b)`), step by step as CPython's _float_div_mod computes it."""
    x, y = float_value(a), float_value(b)
    if x is not None and y is not None and y != 0.0:
        return x // y
    m = fmod(a, b)
    d = div(sub(a, m), b)
    d = fp_ite(_mod_adjust(m, b), sub(d, 1.0), d)
    f = floor(d)
    snapped = fp_ite(gt(sub(d, f), 0.5), add(f, 1.0), f)
    return fp_ite(iszero(d), _copysign_zero(div(a, b)), snapped)


# ------------------------------------------------------------- registry --

register(FP_LIT, lambda args, sort: _result(make(FP_LIT, args, FLOAT64)))
register(FP_ADD, lambda args, sort: add(*args))
register(FP_MUL, lambda args, sort: mul(*args))
register(FP_DIV, lambda args, sort: div(*args))
register(FP_REM, lambda args, sort: rem(*args))
register(FP_FLOOR, lambda args, sort: floor(args[0]))
register(FP_NEG, lambda args, sort: neg(args[0]))
register(FP_ABS, lambda args, sort: fabs(args[0]))
register(FP_SQRT, lambda args, sort: sqrt(args[0]))
register(FP_EQ, lambda args, sort: fp_eq(*args))
register(FP_LT, lambda args, sort: lt(*args))
register(FP_LEQ, lambda args, sort: le(*args))
register(FP_ISNAN, lambda args, sort: isnan(args[0]))
register(FP_ISINF, lambda args, sort: isinf(args[0]))
register(FP_ISZERO, lambda args, sort: iszero(args[0]))
register(FP_ISNEG, lambda args, sort: isnegative(args[0]))
register(FP_OF_INT, lambda args, sort: float_of_int(args[0]))
register(FP_TO_REAL, lambda args, sort: to_real(args[0]))
register(FP_OF_SBV, lambda args, sort: float_of_sbv(args[0]))
register(FP_TO_SBV, lambda args, sort: (_rounded_bits(*args) if float_value(args[2]) is not None
                                        else make(FP_TO_SBV, args, sort)))
