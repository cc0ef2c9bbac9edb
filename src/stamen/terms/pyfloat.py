"""Python's float operators on symbolic binary64 values, with Python's conversions and errors.

`terms.floats` has the IEEE operations; this module gives them Python's meaning
where a float meets a symbolic value (`operators` dispatches here):

- Mixed arithmetic converts the other operand as Python does: a bool or an int by
  `float(n)` (rounded to nearest-even; `OverflowError` "int too large to convert to
  float" on the paths where it rounds past the largest float), a concrete Fraction by
  `float(q)`. A symbolic real (`stamen.Real`) meeting a float in arithmetic is refused:
  Python would round it to a float, which stamen does not encode.
- Comparisons with ints and rationals are exact, as in Python (`floats.compare_number`):
  `2**53 + 1 == float(2**53)` is False.
- `/`, `//`, `%`, `divmod` fail with Python's `ZeroDivisionError` (and its message)
  on the paths where the divisor is 0.0 or -0.0.
- `**` is Python's only for the exponents 0 and 1: CPython's float pow is the C
  library's `pow`, which is not correctly rounded (`x ** 2 != x * x` for some x), so
  other exponents are refused rather than answered differently from Python.
- `int()`, `math.floor/ceil/trunc` and `round()` raise `ValueError` on nan and
  `OverflowError` on ±inf on the paths where the value is one.
"""

from __future__ import annotations

import math
from fractions import Fraction

from stamen.terms import arith, floatconv, floats
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.intbits import proven, unsupported
from stamen.terms.partial import require
from stamen.terms.printing import term_str
from stamen.terms.sorts import BOOL, FLOAT64, INT, REAL
from stamen.terms.term import Term
from stamen.terms.valueset import value_map

__all__ = ["is_float", "involves_float", "to_float", "arithmetic", "compare", "equal",
           "power", "negate", "absolute", "truth", "to_int", "floor", "ceil", "trunc",
           "round_float", "from_number", "isnan", "isinf", "isfinite", "copysign", "fabs", "sqrt",
           "is_integer", "isclose", "fsum"]


def _message(thunk) -> str:
    """Returns the message of the ZeroDivisionError Python raises in `thunk` (they differ
    between versions: 'float modulo', 'float modulo by zero')."""
    try:
        thunk()
    except ZeroDivisionError as e:
        return str(e)
    return "float division by zero"


_ZERO = 0.0
_DIV_MESSAGES = {
    "/": _message(lambda: 1.0 / _ZERO),
    "//": _message(lambda: 1.0 // _ZERO),
    "%": _message(lambda: 1.0 % _ZERO),
    "divmod()": _message(lambda: divmod(1.0, _ZERO)),
}
_INT_TOO_LARGE = "int too large to convert to float"
_NAN_TO_INT = "cannot convert float NaN to integer"
_INF_TO_INT = "cannot convert float infinity to integer"
_LARGEST_EXACT = 2.0 ** 52  # every float of at least this magnitude is integral


def is_float(v) -> bool:
    """Returns whether `v` is a Python float or a symbolic float (a FLOAT64 term)."""
    return type(v) is float or (type(v) is Term and v.sort is FLOAT64)


def involves_float(a, b) -> bool:
    """Returns whether a binary operation on a and b is a float operation in Python."""
    return is_float(a) or is_float(b)


def _is_number(v) -> bool:
    """Returns whether `v` is a bool, int or rational, concrete or symbolic."""
    t = type(v)
    if t is Term:
        return v.sort in (BOOL, INT, REAL)
    return t is bool or t is int or t is Fraction or isinstance(v, int)


def from_number(n):
    """Returns Python's float(n) of an int or bool `n` (concrete or symbolic); on the paths
    where n rounds past the largest float, OverflowError, as Python raises it."""
    if type(n) is Term:
        if n.sort is BOOL:
            return floats.fp_ite(n, 1.0, 0.0)
        if n.sort is INT:
            cases = small_int_cases(n)
            if cases is not None:  # a few ints: each a float literal, no int theory
                return _split(n, cases, float)
            converted = floatconv.float_of_int(n)
            if converted is not None:  # a bounded int: on bit-vectors, no overflow
                return converted
            require(not_(floats.float_of_int_overflows(n)), _INT_TOO_LARGE, OverflowError)
            return floats.float_of_int(n)
        if n.sort is FLOAT64:
            return n
        raise unsupported(
            f"the symbolic real `{term_str(n, 80)}` converted to a float",
            "Python rounds the Fraction to a float, which stamen does not encode; keep the "
            "computation exact (Fractions) or make the value a float from the start")
    if type(n) is float:
        return n
    return float(n)  # Python's own conversion and OverflowError


def to_float(v):
    """Returns the operand `v` of a float operation as a float (see `from_number`), or
    None for a value that is no number (the operator then returns NotImplemented)."""
    if is_float(v):
        return v
    if _is_number(v):
        return from_number(v)
    return None


def _pair(a, b):
    x, y = to_float(a), to_float(b)
    if x is None or y is None:
        return None
    return x, y


def _nonzero(b, op: str) -> None:
    """Requires the divisor `b` to be nonzero on this path: Python's ZeroDivisionError."""
    require(not_(floats.is_zero_divisor(b)), _DIV_MESSAGES[op], ZeroDivisionError)


def arithmetic(op: str, a, b):
    """Returns Python's `a op b` where one operand is a float (op one of + - * / // %
    divmod()), or NotImplemented when an operand is no number."""
    pair = _pair(a, b)
    if pair is None:
        return NotImplemented
    x, y = pair
    if op == "+":
        return floats.add(x, y)
    if op == "-":
        return floats.sub(x, y)
    if op == "*":
        return floats.mul(x, y)
    if op == "/":
        _nonzero(y, op)
        return floats.div(x, y)
    if op == "//":
        _nonzero(y, op)
        return floats.py_floordiv(x, y)
    if op == "%":
        _nonzero(y, op)
        return floats.py_mod(x, y)
    if op == "divmod()":
        _nonzero(y, op)
        return floats.py_floordiv(x, y), floats.py_mod(x, y)
    raise TypeError(f"unsupported operand type(s) for {op}: 'float'")


def power(base, exponent, modulus=None):
    """Returns Python's base ** exponent where one operand is a float: exponents 0 and 1
    only (see the module docstring), else refused."""
    if modulus is not None:
        raise TypeError("pow() 3rd argument not allowed unless all arguments are integers")
    pair = _pair(base, exponent)
    if pair is None:
        return NotImplemented
    x, y = pair
    e = floats.float_value(y)
    if e == 0.0:
        return 1.0  # Python: x ** 0 is 1.0 for every x, nan included
    if e == 1.0:
        return x
    raise unsupported(
        "`**` on a symbolic float with an exponent other than 0 or 1",
        "Python computes it with the C library's pow(), which is not correctly rounded "
        "(x ** 2 differs from x * x for some x); write the product out (x * x) if that is "
        "what you mean")


def compare(op: str, a, b):
    """Returns Python's `a op b` (== != < <= > >=) where one operand is a float: exact
    against ints and rationals, IEEE between floats; NotImplemented for a foreign value."""
    fa, fb = is_float(a), is_float(b)
    if fa and fb:
        if op == "==":
            return floats.fp_eq(a, b)
        if op == "!=":
            return not_(floats.fp_eq(a, b))
        return {"<": floats.lt, "<=": floats.le, ">": floats.gt, ">=": floats.ge}[op](a, b)
    if fa:
        f, n, op2 = a, b, op
    else:
        f, n, op2 = b, a, _MIRROR[op]
    if not _is_number(n):
        return NotImplemented
    if type(n) is Term and n.sort is BOOL:
        n = ite(n, 1, 0)
    elif type(n) is bool:
        n = int(n)
    value = floats.float_value(f)
    if value is not None and type(n) is Term and n.sort is INT:
        return _literal_vs_int(op2, value, n)
    if type(n) is Term and n.sort is INT:
        cases = small_int_cases(n)
        if cases is not None:  # a few ints: float comparisons with each, no int theory
            return or_(*(and_(eq(n, k), floats.compare_number(op2, f, k)) for k in cases))
        compared = floatconv.compare_int(op2, f, n)
        if compared is not None:  # a bounded int: on bit-vectors and floats
            return compared
    return floats.compare_number(op2, f, n)


_SMALL = (4, 64)  # the bounds tried for a case split of an int term


def small_int_cases(n: Term) -> list[int] | None:
    """Returns the few ints the int term `n` can take on this path (an ite of literals, or
    -B..B for a small B the path proves), or None. Floats of ints and comparisons with
    them then need no int theory, where z3 often times out on mixing it with floats."""
    values = value_map(n)
    if values is not None and len(values) <= _SMALL[-1]:
        return sorted(values)
    for bound in _SMALL:
        if proven(and_(arith.le(-bound, n), arith.le(n, bound))):
            return list(range(-bound, bound + 1))
    return None


def _split(n: Term, cases: list[int], value_at):
    """Returns value_at(k) where n == k, over cases that cover the path."""
    result = value_at(cases[-1])
    for k in reversed(cases[:-1]):
        result = floats.fp_ite(eq(n, k), value_at(k), result)
    return result


def _literal_vs_int(op: str, f: float, n: Term):
    """Returns Python's `f op n` for a concrete float f and an int term n, as an int
    comparison (exact: no float lies strictly between an integral bound and f), so that
    the solver sees no float at all."""
    if f != f:
        return op == "!="
    if math.isinf(f):
        above = f > 0  # f lies above (or below) every int
        return {"==": False, "!=": True, "<": not above, "<=": not above, ">": above,
                ">=": above}[op]
    lo, hi = math.floor(f), math.ceil(f)
    if op == "==":
        return n == lo if lo == hi else False
    if op == "!=":
        return n != lo if lo == hi else True
    if op == "<":  # n > f
        return lo < n
    if op == "<=":  # n >= f
        return hi <= n
    if op == ">":  # n < f
        return n < hi
    return n <= lo  # f >= n


_MIRROR = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


def equal(a, b):
    """Returns Python's a == b where one operand is a float; a foreign value is unequal."""
    r = compare("==", a, b)
    return False if r is NotImplemented else r


def negate(a):
    """Returns -a."""
    return floats.neg(a)


def absolute(a):
    """Returns abs(a)."""
    return floats.fabs(a)


def truth(a):
    """Returns bool(a): nonzero (nan is true)."""
    return not_(floats.iszero(a))


# ------------------------------------------------------- to integers --


def _require_integral(a) -> None:
    """Requires `a` to be finite on this path, raising Python's error where it is not."""
    require(not_(floats.isnan(a)), _NAN_TO_INT, ValueError)
    require(not_(floats.isinf(a)), _INF_TO_INT, OverflowError)


def _int_of(a, mode: str, integral):
    """Returns the finite float `a` rounded to an int by `mode` (`floats.ROUNDINGS`): on
    a bit-vector where the path bounds `a` (`floatconv`), else exactly through the reals
    from `integral()`, the rounded float."""
    converted = floatconv.int_of_float(a, mode)
    return floats.int_of_float(integral()) if converted is None else converted


def to_int(a):
    """Returns Python's int(a) (truncation toward zero), failing on nan and ±inf."""
    _require_integral(a)
    return _int_of(a, "RTZ", lambda: a)


def trunc(a):
    """Returns math.trunc(a), which is int(a)."""
    return to_int(a)


def floor(a):
    """Returns math.floor(a), an int, failing on nan and ±inf."""
    _require_integral(a)
    return _int_of(a, "RTN", lambda: floats.floor(a))


def ceil(a):
    """Returns math.ceil(a), an int, failing on nan and ±inf."""
    _require_integral(a)
    return _int_of(a, "RTP", lambda: floats.neg(floats.floor(floats.neg(a))))


def _round_half_even(a):
    """Returns a rounded to the nearest integral float, ties to even. Below 2**52 in
    magnitude f + 0.5 is exact (f = floor(a)), so comparing a with it is exact; at and
    above it every float is integral already."""
    f = floats.floor(a)
    half = floats.add(f, 0.5)
    up = floats.add(f, 1.0)
    halved = floats.mul(f, 0.5)
    even = floats.fp_eq(floats.floor(halved), halved)
    nearest = floats.fp_ite(floats.lt(a, half), f,
                            floats.fp_ite(floats.gt(a, half), up, floats.fp_ite(even, f, up)))
    small = floats.lt(floats.fabs(a), _LARGEST_EXACT)
    return floats.fp_ite(small, nearest, a)


def _round_to_float(a):
    """Returns round(a, 0): a float, the nearest integral one, ties to even, keeping nan,
    ±inf and the sign of a zero result (round(-0.4, 0) is -0.0), as CPython's decimal
    rounding to no digits gives."""
    r = _round_half_even(a)
    return floats.fp_ite(floats.iszero(r), floats.fp_ite(floats.isnegative(a), -0.0, 0.0), r)


def round_float(a, ndigits=None):
    """Returns Python's round(a) (an int, ties to even; failing on nan and ±inf); with
    ndigits 0, the float round(a, 0); with other ndigits, refused (Python rounds through
    the decimal string)."""
    if type(ndigits) is int and ndigits == 0:
        return _round_to_float(a)
    if ndigits is not None:
        raise unsupported(
            "round() of a symbolic float with ndigits",
            "Python rounds through the correctly rounded decimal string, which stamen does "
            "not encode; round() without ndigits gives an int")
    _require_integral(a)
    return _int_of(a, "RNE", lambda: _round_half_even(a))


# -------------------------------------------------------------- math --


def _float_argument(v, name: str):
    """Returns the float argument of a math function (ints converted as math does)."""
    x = to_float(v)
    if x is None:
        raise TypeError(f"must be real number, not {type(v).__name__}")
    return x


def isnan(v):
    """Returns math.isnan(v)."""
    return floats.isnan(_float_argument(v, "isnan"))


def isinf(v):
    """Returns math.isinf(v)."""
    return floats.isinf(_float_argument(v, "isinf"))


def isfinite(v):
    """Returns math.isfinite(v)."""
    return floats.isfinite(_float_argument(v, "isfinite"))


def sqrt(v):
    """Returns math.sqrt(v): IEEE's correctly rounded root (C's, which CPython calls), and
    Python's ValueError where v < 0 (-0.0 is its own root; nan gives nan)."""
    x = _float_argument(v, "sqrt")
    require(not_(floats.lt(x, 0.0)), "math domain error", ValueError)
    return floats.sqrt(x)


def fabs(v):
    """Returns math.fabs(v)."""
    return floats.fabs(_float_argument(v, "fabs"))


def copysign(a, b):
    """Returns math.copysign(a, b): |a| with the sign bit of b. A nan b counts by its
    sign bit, which Python keeps (-nan) and the solvers' single nan does not have: where
    the path does not prove b is no nan, refused."""
    x, y = _float_argument(a, "copysign"), _float_argument(b, "copysign")
    yv = floats.float_value(y)
    if yv is not None and yv == yv:
        return floats.neg(floats.fabs(x)) if math.copysign(1.0, yv) < 0 else floats.fabs(x)
    if not proven(not_(floats.isnan(y))):
        raise unsupported(
            "math.copysign() with a sign argument that may be nan",
            "Python reads the sign bit of a nan, which the solvers' nan does not have; "
            "assume not math.isnan(...) first")
    return floats.fp_ite(floats.isnegative(y), floats.neg(floats.fabs(x)), floats.fabs(x))


def is_integer(a):
    """Returns a.is_integer() of a float: finite and equal to its floor."""
    return and_(floats.isfinite(a), floats.fp_eq(floats.floor(a), a))


def _tolerance(value, name: str) -> float:
    """Returns a tolerance of math.isclose as a concrete float (Python's errors for a
    negative one); a symbolic tolerance is refused."""
    if type(value) is Term:
        raise unsupported(f"math.isclose() with a symbolic {name}",
                          "give the tolerance as a number")
    value = float(value)
    if value < 0.0:
        raise ValueError("tolerances must be non-negative")
    return value


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    """Returns math.isclose(a, b, rel_tol=, abs_tol=) step by step as CPython's
    math_isclose_impl computes it: equal (infinities included) is close; an infinity is
    close to nothing else; else |b - a| within rel_tol of |a| or |b|, or within abs_tol
    (every comparison with nan is False)."""
    rel, tol = _tolerance(rel_tol, "rel_tol"), _tolerance(abs_tol, "abs_tol")
    x, y = _float_argument(a, "isclose"), _float_argument(b, "isclose")
    diff = floats.fabs(floats.sub(y, x))
    return or_(floats.fp_eq(x, y), and_(
        not_(floats.isinf(x)), not_(floats.isinf(y)),
        or_(floats.le(diff, floats.fabs(floats.mul(rel, y))),
            floats.le(diff, floats.fabs(floats.mul(rel, x))),
            floats.le(diff, tol))))


def fsum(values):
    """Refuses math.fsum() of symbolic floats: it sums exactly and rounds once (with its
    own OverflowError and ValueError), which stamen does not encode."""
    raise unsupported("math.fsum() of symbolic floats",
                      "fsum adds exactly and rounds once, which stamen does not encode; "
                      "sum() adds as Python's + does and is supported")
