"""Python operators on symbolic terms, with the meaning they have on concrete values.

Numbers follow Python: bool < int < real promotion, `//` and `%` floor,
division by zero fails on the path, `int` is unbounded. Bitvectors follow
z3py: `<`, `>>`, `/`, `%` signed (`/` is bvsdiv, `%` is bvsmod, exactly as
in z3py), unsigned forms as functions (`ult`, `lshr`, `udiv`, `urem`, and
`srem` for bvsrem); a plain int next to a bitvector is read at its
width. Mixing incompatible stamen types (two widths, a bitvector with a
number) raises `TypeError` naming both; comparing with a foreign Python
value (None, a string) is simply unequal. `bool()` of a term raises
`UnliftedBranchError`, which says where and what to do.
"""

from __future__ import annotations

import decimal
import functools
import os
import sys
from collections.abc import Callable
from fractions import Fraction

from stamen.boundary import call_user, stamen_file
from stamen.errors import InvalidArgument, UnliftedBranchError
from stamen.terms import arith, bitvec, floatconv, intbits, pyfloat, pystr
from stamen.terms import term as term_module
from stamen.terms.arrays import ArrayValue, apply, select
from stamen.terms.boolean import and_, eq, ite, not_, or_, xor
from stamen.terms.bv import BV
from stamen.terms.foreign import NOT_FOREIGN, foreign_arithmetic, foreign_comparand
from stamen.terms.intbits import unsupported
from stamen.terms.opaque import Opaque
from stamen.terms.partial import require
from stamen.terms.printing import term_str
from stamen.terms.sorts import (
    BOOL,
    FLOAT64,
    INT,
    REAL,
    STRING,
    ArraySort,
    BitVecSort,
    FunctionSort,
    Sort,
)
from stamen.terms.term import Term

__all__ = [
    "sort_of", "coerce", "py_eq", "py_ne", "py_floordiv", "py_mod", "py_divmod", "py_truediv",
    "py_pow", "float_refused", "called_from_stamen", "set_evaluation_probe",
    "refuse_unlifted_text",
    "ult", "ule", "ugt", "uge", "udiv", "urem", "srem", "smod", "lshr",
    "extract", "concat", "zero_extend", "sign_extend", "bv2int", "int2bv",
    "user_location", "library_location", "native_use_site", "python_type",
    "missing_attribute",
]

_NUMERIC_RANK = {BOOL: 0, INT: 1, REAL: 2}


def sort_of(v) -> Sort | None:
    """Returns the stamen sort of a term or concrete value, or None for a foreign value."""
    t = type(v)
    if t is Term:
        return v.sort
    if t is bool:
        return BOOL
    if t is int:
        return INT
    if t is Fraction:
        return REAL
    if t is float:
        return FLOAT64
    if t is BV:
        return BitVecSort(v.width)
    if t is Opaque or t is ArrayValue:
        return v.sort
    if isinstance(v, bool):
        return BOOL
    if isinstance(v, int):
        return INT
    return None


def _type_name(v) -> str:
    s = sort_of(v)
    return s.name if s is not None else type(v).__name__


def python_type_name(v) -> str:
    """Returns the name Python's messages give the type of `v`: for a term, the type of the
    concrete values it stands for (`int`, `bool`, `Fraction` for a real, `float`, `BV` for
    a bit-vector, the class of `st.BitVec(w)`'s values), never stamen's `Term`."""
    if type(v) is not Term:
        return type(v).__name__
    sort = v.sort
    if type(sort) is BitVecSort:
        return "BV"
    return _PYTHON_NAMES.get(sort, sort.name)


_PYTHON_NAMES = {BOOL: "bool", INT: "int", REAL: "Fraction", FLOAT64: "float", STRING: "str"}
_REFLECTED = {"+": "__radd__", "-": "__rsub__", "*": "__rmul__", "/": "__rtruediv__",
              "//": "__rfloordiv__", "divmod()": "__rdivmod__", "%": "__rmod__",
              "<<": "__rlshift__", ">>": "__rrshift__", "&": "__rand__", "|": "__ror__",
              "^": "__rxor__", "** or pow()": "__rpow__", "@": "__rmatmul__"}
_CONCATENATED = (str, list, tuple)


# `sequence * count` for an int term count, installed by vm.merging.seq (which builds on
# this layer): a tuple or list repeated a symbolic number of times.
_SEQUENCE_REPEAT = None


def register_sequence_repeat(fn) -> None:
    """Installs `fn(sequence, count)`, the repetition of a tuple or list by an int term."""
    global _SEQUENCE_REPEAT
    _SEQUENCE_REPEAT = fn


def _repeated(term, other):
    """Returns `other * term` for a tuple or list `other` and an int or bool term (the
    installed repetition), or NotImplemented for Python to finish."""
    if (_SEQUENCE_REPEAT is not None and isinstance(other, (list, tuple))
            and term.sort in (INT, BOOL)):
        return _SEQUENCE_REPEAT(other, term)
    return NotImplemented


def _foreign_forward(op: str, term, other):
    """Returns `term op other` for an operand stamen has no meaning for, as Python computes
    it after the term's method gives up: the other operand's reflected method, and where
    that declines too, Python's TypeError naming the types Python would name (`'int' and
    'str'`, not stamen's `Term`). A sequence repeated (`x * "ab"`) is left to Python; a
    Decimal or complex operand is refused (see foreign.py)."""
    foreign_arithmetic(op, term.sort, other)
    if op == "*" and isinstance(other, (str, bytes, bytearray, list, tuple)):
        return _repeated(term, other)
    method = getattr(type(other), _REFLECTED.get(op, ""), None)
    if method is not None and (isinstance(other, complex) or
                               type(other).__module__ != "builtins"):
        return NotImplemented  # Python computes it (or the program's class may)
    r = NotImplemented if method is None else method(other, term)
    if r is NotImplemented:
        raise TypeError(f"unsupported operand type(s) for {_words(op)}: "
                        f"'{python_type_name(term)}' "
                        f"and '{type(other).__name__}'")
    return r


def _foreign_reflected(op: str, term, other):
    """Returns NotImplemented, or raises Python's TypeError, for `other op term` where
    Python asked the term's reflected method after `other`'s own declined: a sequence
    concatenated (`"a" + x`) or repeated is Python's to finish; a builtin operand is the
    TypeError naming Python's types; a Decimal or complex operand is refused (foreign.py)."""
    foreign_arithmetic(op, term.sort, other)
    if isinstance(other, complex) or type(other).__module__ != "builtins":
        return NotImplemented
    if op == "*" and isinstance(other, (str, bytes, bytearray, list, tuple)):
        return _repeated(term, other)
    if op == "+" and type(other) in _CONCATENATED:
        name = type(other).__name__
        raise TypeError(f'can only concatenate {name} (not "{python_type_name(term)}") to '
                        f"{name}")
    raise TypeError(f"unsupported operand type(s) for {_words(op)}: '{type(other).__name__}' and "
                    f"'{python_type_name(term)}'")


def coerce(v, sort: Sort):
    """Returns `v` converted to `sort` along Python's numeric tower (bool -> int -> real),
    or an int literal read as a bitvector of that width. Raises TypeError otherwise.

    A float converts to nothing but a float (FLOAT64): read as an exact rational it would
    give answers Python does not (`0.1 + 0.2 == 0.3`); elsewhere it is refused. Python's
    own conversions of mixed float arithmetic are `pyfloat`'s."""
    if type(v) is float:
        if sort is FLOAT64:
            return v
        raise float_refused(v)
    s = sort_of(v)
    if s is sort:
        if type(v) is not Term and type(v) not in (bool, int, Fraction, BV, ArrayValue, Opaque):
            return bool(v) if sort is BOOL else int(v)
        return v
    if type(sort) is BitVecSort and s is INT and type(v) is not Term:
        return BV(int(v), sort.width)
    if s in _NUMERIC_RANK and sort in _NUMERIC_RANK and _NUMERIC_RANK[s] < _NUMERIC_RANK[sort]:
        if type(v) is Term:
            if s is BOOL:
                v = ite(v, 1, 0)
            return arith.to_real(v) if sort is REAL else v
        return Fraction(int(v)) if sort is REAL else int(v)
    raise TypeError(f"expected a value of type {sort.name}, got {_type_name(v)}: {v!r}")


def float_refused(v) -> Exception:
    """Returns the error refusing the Python float `v` where it meets a symbolic value."""
    return unsupported(
        f"the float {v!r} where a symbolic value of another type is expected",
        "reading the float as an exact rational would give answers Python does not; use a "
        "symbolic float (stamen.fresh(float)), or fractions.Fraction for exact reals "
        "(stamen.Real)")


def _mismatch(op: str, a, b) -> TypeError:
    """Returns Python's TypeError for two stamen values `op` does not combine (bit-vectors
    of two widths are named with their widths)."""
    if type(sort_of(a)) is BitVecSort and type(sort_of(b)) is BitVecSort:
        names = _type_name(a), _type_name(b)
    else:
        names = python_type_name(a), python_type_name(b)
    return TypeError(f"unsupported operand type(s) for {_words(op)}: '{names[0]}' and "
                     f"'{names[1]}'")


def _words(op: str) -> str:
    """The operator as Python's "unsupported operand" message names it."""
    return "** or pow()" if op == "**" else op


def _int_as_bv(v, width: int):
    """Returns the int `v` (concrete or symbolic) modulo 2**width as a bitvector."""
    return BV(int(v), width) if type(v) is not Term else bitvec.int2bv(width, v)


def _operands(a, b, op: str, floor_sort: Sort = INT):
    """Returns (a, b, sort) converted to one sort, or None if either is a foreign value.

    Numbers are promoted to the larger of their sorts and `floor_sort`;
    a bitvector admits an int of any value (read modulo 2**width, as a concrete `BV`
    reads a plain int: a symbolic int follows the same rule through int2bv, so a
    symbolic and a concrete run agree) or a bitvector of its width.
    """
    sa, sb = sort_of(a), sort_of(b)
    if sa is None or sb is None:
        return None
    bva, bvb = type(sa) is BitVecSort, type(sb) is BitVecSort
    if bva or bvb:
        if sa is sb:
            return a, b, sa
        if bva and sb is INT and not isinstance(b, bool):
            return a, _int_as_bv(b, sa.width), sa
        if bvb and sa is INT and not isinstance(a, bool):
            return _int_as_bv(a, sb.width), b, sb
        raise _mismatch(op, a, b)
    if sa in _NUMERIC_RANK and sb in _NUMERIC_RANK:
        sort = max(sa, sb, floor_sort, key=_NUMERIC_RANK.__getitem__)
        return coerce(a, sort), coerce(b, sort), sort
    if sa is sb:
        return a, b, sa
    raise _mismatch(op, a, b)


def _is_zero(v) -> bool:
    return type(v) is not Term and v == 0


def _zero(sort: Sort):
    return Fraction(0) if sort is REAL else 0


# Python 3.11's messages for a zero divisor, by operation (ints and Fractions alike).
FLOORDIV_BY_ZERO = "integer division or modulo by zero"
MOD_BY_ZERO = "integer modulo by zero"


def _nonzero(divisor, sort, message: str) -> None:
    """Requires the divisor, of `sort` (int or real), to be nonzero on this path; Python's
    ZeroDivisionError with `message` where it is zero."""
    if type(divisor) is Term:
        require(not_(eq(divisor, _zero(sort))), message)
    elif divisor == 0:
        raise ZeroDivisionError(message)


def _nonzero_fraction(numerator, divisor) -> None:
    """Requires a Fraction divisor to be nonzero on this path, with the message Python's
    Fraction division gives, which depends on the dividend's sign: `Fraction(1, 0)`,
    `Fraction(-1, 0)` or `Fraction(0, 0)`."""
    if type(divisor) is not Term and divisor != 0:
        return
    zero = eq(divisor, Fraction(0)) if type(divisor) is Term else True
    for sign, holds in ((1, arith.lt(Fraction(0), numerator)),
                        (-1, arith.lt(numerator, Fraction(0))),
                        (0, eq(numerator, Fraction(0)))):
        require(not_(and_(zero, holds)), f"Fraction({sign}, 0)")


# ---------------------------------------------------------------- numbers --


def py_floordiv(a, b, sort):
    """Returns Python's floor division a // b on int or real operands."""
    _nonzero(b, sort, FLOORDIV_BY_ZERO)
    return _floordiv(a, b, sort)


def _floordiv(a, b, sort):
    """Returns a // b for a divisor already required nonzero."""
    if sort is REAL:
        return arith.to_int(arith.rdiv(a, b))
    if type(b) is not Term:
        return arith.div(a, b) if b > 0 else arith.div(arith.neg(a), -b)
    return ite(arith.lt(0, b), arith.div(a, b), arith.div(arith.neg(a), arith.neg(b)))


def py_mod(a, b, sort):
    """Returns Python's modulo a % b (the sign of b) on int or real operands."""
    _nonzero(b, sort, MOD_BY_ZERO)
    return _mod(a, b, sort)


def _mod(a, b, sort):
    """Returns a % b for a divisor already required nonzero."""
    if sort is REAL:
        return arith.sub(a, arith.mul(b, arith.to_real(_floordiv(a, b, sort))))
    if type(b) is not Term:
        return arith.mod(a, b) if b > 0 else arith.neg(arith.mod(arith.neg(a), -b))
    # Python's definition, a - b*(a // b): identities such as (a//b)*b + a%b == a then
    # simplify away instead of reaching the solver as nonlinear arithmetic.
    return arith.sub(a, arith.mul(b, _floordiv(a, b, sort)))


def py_divmod(a, b, sort):
    """Returns Python's divmod(a, b), the pair (a // b, a % b), on int or real operands."""
    _nonzero(b, sort, FLOORDIV_BY_ZERO)
    return _floordiv(a, b, sort), _mod(a, b, sort)


def py_truediv(a, b, sort):
    """Returns a / b: an exact real when an operand is real (Python's Fraction division),
    signed for bitvectors. On two ints Python computes a float: refused (and a concrete
    zero divisor fails first, as in Python)."""
    if type(sort) is BitVecSort:
        return bitvec.bvsdiv(a, b)
    if sort is not REAL:
        return _int_truediv(a, b)
    a, b = coerce(a, REAL), coerce(b, REAL)
    _nonzero_fraction(a, b)
    return arith.rdiv(a, b)


_EXACT_INT = 2**53  # ints of at most this magnitude are floats exactly


def _int_truediv(a, b):
    """Returns Python's a / b on two ints: the exact quotient rounded to a float. Where the
    path proves |a| and |b| at most 2**53 both are floats exactly and IEEE's division
    rounds the exact quotient, as Python does; larger ints are refused (Python rounds the
    exact quotient of the big ints, which float(a) / float(b) would not)."""
    if type(b) is not Term and b == 0:
        raise ZeroDivisionError("division by zero")
    fits = and_(*(and_(arith.le(-_EXACT_INT, v), arith.le(v, _EXACT_INT)) for v in (a, b)))
    if not intbits.proven(fits):
        raise unsupported(
            "`/` on ints that the path does not bound by 2**53",
            "Python rounds the exact quotient of the ints to a float; assume bounds on the "
            "operands, use `//` for floor division, or a fractions.Fraction (exact)")
    require(not_(eq(b, 0)), "division by zero")
    from stamen.terms import floats

    def exact(v):  # |v| <= 2**53: a 55-bit signed bit-vector, a float exactly
        return floats.float_of_sbv(floatconv.int_as_bv(v, 55))

    return floats.div(exact(a), exact(b))


_FLOAT_ARITHMETIC = frozenset({"+", "-", "*", "/", "//", "%", "divmod()"})


def _float_binary(op: str, a, b):
    """Returns Python's a op b where an operand is a float (see `pyfloat`); a foreign
    operand is NotImplemented, another stamen type (a bitvector) a TypeError naming both."""
    r = pyfloat.arithmetic(op, a, b) if op in _FLOAT_ARITHMETIC else NotImplemented
    return _float_result(op, a, b, r)


def _float_result(op: str, a, b, r):
    """Returns `r`, unless it is NotImplemented between two stamen values: TypeError."""
    if r is NotImplemented and sort_of(a) is not None and sort_of(b) is not None:
        raise _mismatch(op, a, b)
    return r


def _binary(op: str, numeric, bitvector, floor_sort: Sort = INT):
    """Returns the method pair (forward, reflected) for a binary operator."""

    def compute(a, b):
        if pyfloat.involves_float(a, b):
            r = _float_binary(op, a, b)
            return None if r is NotImplemented else r
        r = _operands(a, b, op, floor_sort)
        if r is None:
            return None
        a, b, sort = r
        if type(sort) is BitVecSort:
            if bitvector is None:
                raise TypeError(_bv_hint(op))
            return bitvector(a, b)
        if sort in _NUMERIC_RANK:
            if numeric is None:
                raise TypeError(f"{op} is not supported on symbolic {sort.name} values")
            return numeric(a, b, sort)
        raise _mismatch(op, a, b)

    def forward(self, other):
        r = compute(self, other)
        return _foreign_forward(op, self, other) if r is None else r

    def reflected(self, other):
        r = compute(other, self)
        return _foreign_reflected(op, self, other) if r is None else r

    return forward, reflected


def _bv_hint(op: str) -> str:
    if op == "//":
        return "`//` is not defined on bitvectors; use `/` (signed, as in z3py) or stamen.udiv"
    return f"{op} is not defined on bitvectors"


def _int_only(op: str, fn):
    """Returns the numeric method of an operator defined on ints only (Python's Fraction
    has no `<<` or `&`: a real operand is Python's TypeError)."""

    def numeric(a, b, sort):
        if sort is not INT:
            raise TypeError(f"unsupported operand type(s) for {op}: a real (Fraction) operand")
        return fn(a, b)

    return numeric


def _bool_or_bitwise(op: str, connective, bitvector, on_ints):
    """`&`, `|`, `^`: connectives on two bools, bitwise on bitvectors and on ints."""
    num_forward, num_reflected = _binary(op, _int_only(op, on_ints), bitvector)

    def forward(self, other):
        if sort_of(self) is BOOL and sort_of(other) is BOOL:
            return connective(coerce(self, BOOL), coerce(other, BOOL))
        return num_forward(self, other)

    def reflected(self, other):
        if sort_of(self) is BOOL and sort_of(other) is BOOL:
            return connective(coerce(other, BOOL), coerce(self, BOOL))
        return num_reflected(self, other)

    return forward, reflected


def _compare(op: str, numeric, bitvector):
    def method(self, other):
        if sort_of(other) is None:  # a Decimal or a complex compares by Python's rules
            c = foreign_comparand(op, self.sort, python_type_name(self), other)
            if c is not NOT_FOREIGN:
                return c if type(c) is bool else method(self, c)
        if pyfloat.involves_float(self, other):
            return _float_result(op, self, other, pyfloat.compare(op, self, other))
        r = _operands(self, other, op)
        if r is None:
            return NotImplemented
        a, b, sort = r
        if type(sort) is BitVecSort:
            return bitvector(a, b)
        if sort in _NUMERIC_RANK:
            return numeric(a, b)
        raise _mismatch(op, self, other)

    return method


def py_eq(a, b):
    """Returns a == b with Python's meaning: foreign values are unequal, numbers compare
    across bool/int/real, and incompatible stamen types raise TypeError."""
    if pystr.is_string_term(a) or pystr.is_string_term(b):
        r = pystr.text_eq(a, b)
        return False if r is None else r
    sa, sb = sort_of(a), sort_of(b)
    if sa is None or sb is None:
        c = _foreign_eq(a, b) if sa is None else _foreign_eq(b, a)
        return (a is b) if c is NotImplemented else c
    if _bitvector_apart(sa, sb, a, b):
        return False
    if sa is FLOAT64 or sb is FLOAT64:
        return _float_result("==", a, b, pyfloat.compare("==", a, b))
    a, b, sort = _operands(a, b, "==", BOOL)
    return _int_eq(a, b) if sort is INT else eq(a, b)


def _bitvector_apart(sa, sb, a, b) -> bool:
    """Whether a bit-vector is `==` to no value of the other's kind: a `BV` compares with a
    bit-vector of its width and an int only, and returns NotImplemented to a bool, a float
    or a real, as they do to it (Python then compares identities: False)."""
    if (type(sa) is BitVecSort) is (type(sb) is BitVecSort):
        return False
    other, value = (sb, b) if type(sa) is BitVecSort else (sa, a)
    return other is not INT or isinstance(value, bool)


def _foreign_eq(other, term):
    """Returns `term == other` for a Decimal or complex `other` and a term, by Python's
    rules (foreign.py), or NotImplemented when `other` is no such number."""
    if type(term) is not Term:
        return NotImplemented
    c = foreign_comparand("==", term.sort, python_type_name(term), other)
    if c is NOT_FOREIGN:
        return NotImplemented
    return c if type(c) is bool else py_eq(term, c)


def py_ne(a, b):
    """Returns a != b (see `py_eq`)."""
    return not_(py_eq(a, b))


# ----------------------------------------------------------- term dunders --


_CALL_USER = call_user.__code__  # stamen calling the program's callable: its question


def called_from_stamen(depth: int = 2) -> bool:
    """Whether the frame `depth` levels up runs stamen's own source (not a language in
    `langs/`, which is user code written on stamen). `call_user` is not: what it calls
    (a native str.format the program named) asks for the program."""
    code = sys._getframe(depth).f_code
    return code is not _CALL_USER and _stamen_source(code.co_filename)


def _asked_by_stamen(depth: int) -> bool:
    """Whether the frame `depth` levels up is stamen's own code asking for a value's text
    (a message), looking past stamen's special methods that forward the question (a
    list's `__repr__` showing its elements, asked by an un-lifted helper or `pprint`)."""
    frame = sys._getframe(depth)
    while frame is not None and _stamen_source(frame.f_code.co_filename):
        if frame.f_code is _CALL_USER:
            return False
        name = frame.f_code.co_name
        if not (name.startswith("__") and name.endswith("__")):
            return True
        frame = frame.f_back
    return False


_sources: dict[str, bool] = {}


def _stamen_source(filename: str) -> bool:
    """Whether `filename` is stamen's own source (not a language in `langs/`)."""
    known = _sources.get(filename)
    if known is None:
        known = stamen_file(filename) is not None
        if len(_sources) > 4096:
            _sources.clear()
        _sources[filename] = known
    return known


_VALUE_CLASSES = {INT: int, BOOL: bool, STRING: str, FLOAT64: float}


def _class_seen(term: Term) -> type:
    """Returns Term, the class of `term`, to stamen's and the libraries' code; the class of
    the values the term stands for (int, bool, str, float) to the program's un-lifted code
    while it runs (`isinstance(v, int)` in a helper) and to `functools.singledispatch`
    choosing the program's implementation by `__class__`: Python's code would read that
    class on every path. A library's own `isinstance` keeps Term: its fast path for real
    ints (`Fraction * x` reads `x.numerator`) would take a term for one, where its
    fallback (NotImplemented) lets the term compute. (`type(term)` stays Term: C reads it
    without asking.)"""
    cls = _VALUE_CLASSES.get(term.sort)
    if cls is None or not _evaluating():
        return Term
    code = sys._getframe(2).f_code
    if code in _DISPATCHERS:
        return cls
    known = _program_codes.get(code)
    if known is None:
        path = os.path.abspath(code.co_filename)
        known = not (_stamen_source(code.co_filename) or path.startswith(_LIBRARY)
                     or code.co_filename.startswith("<frozen"))
        if len(_program_codes) > 4096:
            _program_codes.clear()
        _program_codes[code] = known
    return cls if known else Term


_program_codes: dict = {}


def _dispatchers() -> frozenset:
    """Returns the code of functools' dispatchers, which read `args[0].__class__` only to
    pick the program's registered implementation."""
    dispatch = functools.singledispatch(lambda value: value)
    method = functools.singledispatchmethod(lambda self, value: value)
    return frozenset({dispatch.__code__, method.__get__(None, object).__code__})


_DISPATCHERS = _dispatchers()


_LIBRARY = tuple({os.path.abspath(p) + os.sep for p in (sys.prefix, sys.base_prefix,
                                                         sys.exec_prefix)})


def user_location(skip_stamen: bool = True) -> str:
    """Returns "function at file:line" for the innermost frame outside stamen's source: of
    the program's own code where one is on the stack (a standard library function the
    program called, such as `Enum.__call__`, is not where the user can change anything),
    else the innermost outside stamen."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    langs = os.path.join(root, "langs") + os.sep
    frame = sys._getframe(1)
    first = None
    while frame is not None:
        filename = os.path.abspath(frame.f_code.co_filename)
        inside = filename.startswith(root + os.sep) and not filename.startswith(langs)
        if not (skip_stamen and inside):
            where = f"{function_name(frame.f_code)} at {filename}:{frame.f_lineno}"
            if not (skip_stamen and (filename.startswith(_LIBRARY) or _generated(frame))):
                return where
            first = first or where
        frame = frame.f_back
    return first or "<unknown>"


def function_name(code) -> str:
    """The name of the user's function a frame runs: a closure the rewriter made of part
    of a lifted function (a `try` body, a branch, a generator's step) is named after the
    function it is part of, not `_stamen_try3` (see `program_qualname`)."""
    if not code.co_name.startswith("_stamen") and not code.co_name.endswith("_gen_step"):
        return code.co_name
    return program_qualname(code).rpartition(".")[2]


def program_qualname(code) -> str:
    """The qualified name of the user's function a frame runs, as the program names it: a
    closure or step function the rewriter made of part of a lifted function (a `try` body,
    a generator's step) is named after the function it is part of (`S.__getitem__`, not
    `S.__getitem__.<locals>._stamen_rest2`; `Tree.__iter__`, not `__iter___gen_step`)."""
    parts = [p for p in code.co_qualname.split(".") if not p.startswith("_stamen")]
    while parts and parts[-1] == "<locals>":
        parts.pop()
    if parts and parts[-1].endswith("_gen_step"):
        parts[-1] = parts[-1][:-len("_gen_step")]
    return ".".join(parts) or code.co_name


def user_line() -> str:
    """Returns "file:line" of the user's code where the running operation is (the place
    of `user_location`, without the function's name: a refusal names the line, and a
    lifted body's closures have stamen's names)."""
    return user_location().split(" at ")[-1]


def _generated(frame) -> bool:
    """Whether `frame` runs a method `dataclasses` generated (its code compiled from a
    string, its `self` a dataclass's object): the user's line is the one that called it."""
    if frame.f_code.co_filename != "<string>" or not frame.f_code.co_varnames:
        return False
    self = frame.f_locals.get(frame.f_code.co_varnames[0])
    return hasattr(type(self), "__dataclass_fields__")


def _no_bool(self):
    where = user_location()
    fn = where.split(" at ")[0]
    library = library_location()
    if library is not None and library != where:
        raise UnliftedBranchError(
            f"the symbolic value `{term_str(self, 200)}` was used as a Python bool by the "
            f"library function {library}, called from {where}: library code runs on "
            f"concrete values only. Compute that step in lifted code (@stamen.lifted: a "
            f"loop, sorted(), min() or max() there are stamen's), or concretize the "
            f"argument first (stamen.concretize)."
        )
    if _in_lifted_code():
        raise UnliftedBranchError(
            f"the symbolic value `{term_str(self, 200)}` was used as a Python bool by an "
            f"operation of Python's own that stamen does not lift, in the lifted function "
            f"{where} (for instance filter(), map() or sorted() calling a function that "
            f"returns a symbolic value, or a comparison of objects whose __eq__ or __lt__ "
            f"does): write it with the constructs stamen lifts (a comprehension with `if`, "
            f"a loop), or build the value with stamen.ite(condition, then_value, else_value)."
        )
    raise UnliftedBranchError(
        f"the symbolic value `{term_str(self, 200)}` was used as a Python bool in {where}. "
        f"Decorate `{fn}` with @stamen.lifted so its control flow runs on symbolic values, "
        f"or build the value with stamen.ite(condition, then_value, else_value)."
    )


def library_location() -> str | None:
    """Returns "function at file:line" of the innermost frame outside stamen's source when
    it runs an installed library's code (the standard library's `statistics.median`
    sorting symbolic values, `copy.deepcopy` iterating a list), else None: the lifted
    program that called it (`user_location()`) is no place to add @lifted."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
    frame = sys._getframe(1)
    while frame is not None:
        filename = os.path.abspath(frame.f_code.co_filename)
        if not filename.startswith(root):
            if not filename.startswith(_LIBRARY):
                return None
            return f"{frame.f_code.co_name} at {filename}:{frame.f_lineno}"
        frame = frame.f_back
    return None


def native_use_site() -> str:
    """Returns where Python's own code (not stamen's) is using a symbolic value natively,
    worded for an error that must not tell the author of lifted code to lift it: "by the
    library function F at file:line, called from G at file:line", "by an operation of
    Python's own in the lifted function G at file:line (a `*` or `**` spread, a C
    function)", or "in G at file:line, which is not lifted (decorate it with
    @stamen.lifted)"."""
    where, library = user_location(), library_location()
    if library is not None and library != where:
        return f"by the library function {library}, called from {where}"
    if _in_lifted_code():
        return (f"by an operation of Python's own in the lifted function {where} (a `*` or "
                f"`**` spread into a call, a C function)")
    return f"in {where}, which is not lifted (decorate it with @stamen.lifted)"


def _in_lifted_code() -> bool:
    """Whether the innermost frame outside stamen runs code that @lifted rewrote (it refers
    to the lifted runtime, `_stamen_rt`): telling its author to lift it would mislead."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
    frame = sys._getframe(2)
    while frame is not None:
        if not os.path.abspath(frame.f_code.co_filename).startswith(root):
            return "_stamen_rt" in frame.f_code.co_freevars
        frame = frame.f_back
    return False


def _no_conversion(kind: str):
    def method(self):
        raise UnliftedBranchError(
            f"cannot convert the symbolic value `{term_str(self, 200)}` to a Python {kind} "
            f"in {user_location()}; evaluate it under a model first (sol.evaluate(value))"
        )

    return method


def _format(self, spec: str) -> str:
    """format() of a term: its text for stamen's own messages; refused in user code (an
    f-string), where Python would give the text of a value the solver has not chosen."""
    if called_from_stamen():
        text = term_str(self)
        try:
            return format(text, spec)
        except ValueError:  # a spec of numbers ("d"): the text as it is, in a message
            return text
    raise unsupported(
        f"formatting the symbolic value `{term_str(self, 80)}` (an f-string or format())",
        "its text depends on a value the solver has not chosen; print(value) shows the "
        "term, sol.evaluate(value) its value under a model")


def _evaluating() -> bool:
    """Whether a lifted evaluation is running: none until the VM installs its probe."""
    return False


def set_evaluation_probe(probe: Callable[[], bool]) -> None:
    """Installs `probe() -> bool`: whether a lifted evaluation is running (the VM knows)."""
    global _evaluating
    _evaluating = probe


def _text(construct: str):
    """Returns `__str__`/`__repr__` of terms: the term's text for stamen's own messages and
    outside an evaluation (printing a term or a model); refused in code stamen did not lift
    that runs during an evaluation (an un-lifted helper's `str(x)`, `"%s" % x`), where
    Python would give the text of a value the solver has not chosen and the term's name
    would become one of the program's values. Lifted code computes `str(x)` (b_str)."""

    def text(self) -> str:
        refuse_unlifted_text(construct, term_str(self, 80))
        if self.sort is STRING:  # in a message: the literals, and the ints by name
            return pystr.text_preview(self)
        return term_str(self)

    return text


def refuse_unlifted_text(construct: str, shown: str) -> None:
    """Refuses (UnsupportedConstruct) the text of a symbolic value, `shown`, asked by code
    stamen did not lift during an evaluation; called by a `__str__`/`__repr__`, whose
    caller is the frame judged (stamen's own messages and printing outside an evaluation
    pass)."""
    if _evaluating() and not _asked_by_stamen(3):
        raise unsupported(
            f"{construct} of the symbolic value `{shown}` in code that is not lifted",
            "its text depends on a value the solver has not chosen; decorate the function "
            "with @stamen.lifted (str(), repr(), f-strings and print compute there), or pass "
            "the text out through sol.evaluate(value)")


def _hash(self) -> int:
    """Returns the term's hash (its id): stamen's own tables find a term by identity. Code
    stamen did not lift hashing it while the program runs (a set or dict of the program's
    un-lifted helper, `re`'s pattern cache) is refused: Python hashes the value, which the
    solver has not chosen, and a lookup by id would find or miss keys by chance."""
    if _evaluating() and not called_from_stamen(2) and _program_running():
        raise unsupported(
            f"hashing the symbolic value `{term_str(self, 80)}` in code that is not lifted "
            f"(a set, a dict key, a library's cache)",
            "its hash depends on a value the solver has not chosen; decorate the function "
            "with @stamen.lifted (sets and dicts of symbolic values work there), or pass a "
            "concrete value")
    return self.tid


def _program_running() -> bool:
    """Whether the program's lifted code is on the stack (its code reads the runtime,
    `_stamen_rt`): code that stamen's own callers run inside an evaluation without it (a
    test of stamen's internals) is no program."""
    frame = sys._getframe(2)
    while frame is not None:
        code = frame.f_code
        if "_stamen_rt" in code.co_freevars or "_stamen_rt" in code.co_names:
            return True
        frame = frame.f_back
    return False


def _neg(self):
    if self.sort is FLOAT64:
        return pyfloat.negate(self)
    if type(self.sort) is BitVecSort:
        return bitvec.bvneg(self)
    if self.sort is BOOL:
        return arith.neg(coerce(self, INT))
    if self.sort in _NUMERIC_RANK:
        return arith.neg(self)
    raise TypeError(f"bad operand type for unary -: '{python_type_name(self)}'")


def _pos(self):
    if self.sort is BOOL:
        return coerce(self, INT)
    if self.sort in _NUMERIC_RANK or type(self.sort) is BitVecSort or self.sort is FLOAT64:
        return self
    raise TypeError(f"bad operand type for unary +: '{python_type_name(self)}'")


def _abs(self):
    if self.sort is BOOL:
        return coerce(self, INT)
    if self.sort in (INT, REAL):
        return ite(arith.lt(self, _zero(self.sort)), arith.neg(self), self)
    if self.sort is FLOAT64:
        return pyfloat.absolute(self)
    raise TypeError(f"bad operand type for abs(): '{python_type_name(self)}'")


def _invert(self):
    if type(self.sort) is BitVecSort:
        return bitvec.bvnot(self)
    if self.sort in (BOOL, INT):
        return arith.sub(-1, coerce(self, INT))
    raise TypeError(f"bad operand type for unary ~: '{python_type_name(self)}'")


def py_pow(base, exponent, modulus=None):
    """Returns Python's pow(base, exponent[, modulus]) with a term among the operands: an
    int or real base to an int exponent (symbolic exponents by a proven case split, see
    `intbits`); what Python computes as a float, or stamen cannot bound, is refused."""
    if pyfloat.involves_float(base, exponent) or pyfloat.is_float(modulus):
        return pyfloat.power(base, exponent, modulus)
    sb, se = sort_of(base), sort_of(exponent)
    if modulus is not None and not all(sort_of(v) in _NUMERIC_RANK or (
            type(v).__module__ != "builtins" and sort_of(v) is None)
            for v in (base, exponent, modulus)):  # (a class of the program's: its own)
        names = ", ".join(f"'{python_type_name(v)}'" for v in (base, exponent, modulus))
        raise TypeError(f"unsupported operand type(s) for ** or pow(): {names}")
    if sb is None or se is None or (modulus is not None and sort_of(modulus) is None):
        return NotImplemented
    if type(sb) is BitVecSort or type(se) is BitVecSort:  # (a concrete BV has no `**`)
        raise TypeError(f"unsupported operand type(s) for ** or pow(): "
                        f"'{python_type_name(base)}' and '{python_type_name(exponent)}'")
    if sb not in _NUMERIC_RANK or se not in _NUMERIC_RANK:
        raise _mismatch("**", base, exponent)
    if se is REAL:
        if type(exponent) is Term or exponent.denominator != 1 or exponent < 0:
            raise unsupported(
                "`**` with a real exponent",
                "Python computes a float for most real exponents, and stamen has no IEEE "
                "floats yet")
        exponent = int(exponent)
    exponent = coerce(exponent, INT)
    sort = REAL if sb is REAL else INT
    base = coerce(base, sort)
    if modulus is None:
        return intbits.power(base, exponent, sort)
    if sort is not INT or sort_of(modulus) not in (BOOL, INT):
        raise TypeError("pow() 3rd argument not allowed unless all arguments are integers")
    return intbits.modular_power(base, exponent, coerce(modulus, INT))


def _matmul(self, other):
    """`x @ y`: no number defines it (Python's TypeError, naming Python's types)."""
    if sort_of(other) is not None:
        raise TypeError(f"unsupported operand type(s) for @: '{python_type_name(self)}' and "
                        f"'{python_type_name(other)}'")
    return _foreign_forward("@", self, other)


def _rmatmul(self, other):
    if sort_of(other) is not None:
        raise TypeError(f"unsupported operand type(s) for @: '{python_type_name(other)}' "
                        f"and '{python_type_name(self)}'")
    return _foreign_reflected("@", self, other)


def _pow(self, exponent, modulus=None):
    r = py_pow(self, exponent, modulus)
    if r is NotImplemented and modulus is None:
        return _foreign_forward("** or pow()", self, exponent)
    return r


def _rpow(self, base, modulus=None):
    r = py_pow(base, self, modulus)
    if r is NotImplemented and modulus is None:
        return _foreign_reflected("** or pow()", self, base)
    return r


def _round(self, ndigits=None):
    """round(self[, ndigits]): ints are their own round, reals round half to even."""
    sort = self.sort
    if ndigits is not None and type(ndigits) is not Term and not hasattr(
            type(ndigits), "__index__"):  # Python's TypeError (a float's included)
        raise TypeError(f"'{type(ndigits).__name__}' object cannot be interpreted as an "
                        f"integer")
    if sort is FLOAT64 and type(ndigits) is not Term:
        return pyfloat.round_float(self, ndigits)
    if sort not in _NUMERIC_RANK and sort is not FLOAT64:
        raise TypeError(f"type {python_type_name(self)} doesn't define __round__ method")
    if type(ndigits) is Term or type(ndigits) is float:
        raise unsupported("round() with a symbolic or float ndigits",
                          "stamen needs the number of digits concretely")
    value = coerce(self, INT) if sort is BOOL else self
    if sort is REAL:
        if ndigits is None:
            return _round_half_even(value)
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return arith.rdiv(arith.to_real(_round_half_even(arith.mul(value, shift))), shift)
        return arith.to_real(arith.mul(_round_half_even(arith.rdiv(value, shift)), shift))
    if ndigits is None or ndigits >= 0:
        return value
    unit = 10 ** -ndigits
    return arith.mul(_round_half_even(arith.rdiv(arith.to_real(value), unit)), unit)


def _round_half_even(x):
    """Returns the int nearest to the real x, ties to the even one (Python's round)."""
    floor = arith.to_int(x)
    rest = arith.sub(x, arith.to_real(floor))
    half = Fraction(1, 2)
    even = eq(arith.mod(floor, 2), 0)
    up = arith.add(floor, 1)
    return ite(arith.lt(rest, half), floor,
               ite(arith.lt(half, rest), up, ite(even, floor, up)))


def _integral(kind: str, real_fn):
    """Returns math.floor/ceil/trunc's dunder: ints are their own, reals use `real_fn`,
    floats `pyfloat`'s (Python's errors on nan and inf)."""

    def method(self):
        if self.sort is FLOAT64:
            return getattr(pyfloat, kind)(self)
        if self.sort is REAL:
            return real_fn(self)
        if self.sort in (BOOL, INT):
            return coerce(self, INT)
        raise TypeError(f"type {self.sort.name} doesn't define __{kind}__ method")

    return method


def _ceil(x):
    return arith.neg(arith.to_int(arith.neg(x)))


def _trunc(x):
    return ite(arith.le(0, x), arith.to_int(x), _ceil(x))


def _no_float(kind: str):
    def method(self):
        raise unsupported(
            f"{kind}() of the symbolic value `{term_str(self, 80)}` by code stamen does not "
            f"lift (a call outside lifted code, or a library or C function reading it, such "
            f"as math.fmod)",
            "Python wants a concrete value there; compute it in lifted code "
            "(@stamen.lifted), where float() of a symbolic value is lifted, or evaluate the "
            "value under a model first")

    return method


def _no_complex(self):
    """complex() of a term, lifted or not: stamen has no complex numbers (`float()` is only
    refused outside lifted code, so `_no_float`'s advice does not hold here)."""
    raise unsupported(f"complex() of the symbolic value `{term_str(self, 80)}`",
                      "stamen has no complex numbers; compute the real and imaginary parts "
                      "as separate symbolic values")


def _call(self, *args):
    sort = self.sort
    if type(sort) is not FunctionSort:
        raise TypeError(f"'{python_type_name(self)}' object is not callable")
    if len(args) != len(sort.domain):
        raise TypeError(
            f"{term_str(self, 80)} takes {len(sort.domain)} argument(s), got {len(args)}"
        )
    return apply(self, *(coerce(a, d) for a, d in zip(args, sort.domain, strict=True)))


def _getitem(self, key):
    sort = self.sort
    if sort is STRING:
        return pystr.text_slice(self, key) if type(key) is slice else pystr.text_index(self, key)
    if type(sort) is not ArraySort:
        raise TypeError(f"'{python_type_name(self)}' object is not subscriptable")
    return select(self, coerce(key, sort.key))


def _iter(self):
    if self.sort is STRING:
        raise unsupported("iterating over a symbolic string",
                          "its length is not bounded; index it (s[i]) in a lifted loop over "
                          "range(len(s)) instead")
    raise TypeError(f"'{python_type_name(self)}' object is not iterable")


def _len(self):
    if self.sort is STRING:
        raise unsupported(f"len() of the symbolic string `{term_str(self, 80)}` outside "
                          f"lifted code", "Python wants an int; call len() in lifted code "
                          "(@stamen.lifted), where it is a symbolic int")
    raise TypeError(f"object of type '{python_type_name(self)}' has no len()")


def _contains(self, item):
    if self.sort is STRING:
        return pystr.text_contains(self, item)  # Python's `in` then asks for its truth
    raise TypeError(f"argument of type '{self.sort.name}' is not iterable")


def python_type(sort: Sort) -> type:
    """Returns the Python type of the concrete values of `sort` (bool, int, Fraction, BV,
    str, ArrayValue, FunctionValue): the type a term of that sort stands for."""
    from stamen.terms.arrays import ArrayValue, FunctionValue

    if sort is BOOL:
        return bool
    if sort is STRING:
        return str
    if sort is INT:
        return int
    if sort is REAL:
        return Fraction
    if sort is FLOAT64:
        return float
    kind = type(sort)
    if kind is BitVecSort:
        return BV
    if kind is ArraySort:
        return ArrayValue
    if kind is FunctionSort:
        return FunctionValue
    raise TypeError(f"no Python type for the sort {sort.name}")


def _is_integer(self):
    """x.is_integer() of a float term (a missing attribute for other sorts, as for ints
    before Python 3.12)."""
    if self.sort is FLOAT64:
        return pyfloat.is_integer(self)
    return missing_attribute(self, "is_integer")


def _int_method(name: str, encoded: Callable):
    """Returns the term method `name` of Python's int (`x.bit_length()`), encoded on an int
    term (see terms.intbits), a bool term as the int 0/1; another sort lacks it."""

    def method(self, *args, **kwargs):
        if kwargs:
            raise TypeError(f"int.{name}() takes no keyword arguments")
        if args:
            raise TypeError(f"int.{name}() takes no arguments ({len(args)} given)")
        if self.sort is INT:
            return encoded(self)
        if self.sort is BOOL:
            return encoded(ite(self, 1, 0))
        return missing_attribute(self, name)

    method.__name__ = name
    method.__doc__ = f"x.{name}() of an int term (see terms.intbits)."
    return method


# The methods of the Python values a term stands for that terms have themselves (lifted
# code reads them as attributes of the term: vm.pytype).
TERM_METHODS = frozenset({"is_integer", "bit_length", "bit_count"})


def missing_attribute(self, name: str, where: str | None = None):
    """Raises for an attribute a term lacks (what lifted code's attribute reads and a
    path's AttributeError come to, see vm.pytype and vm.control; not `Term.__getattr__`,
    which would slow every read of a term's own fields): Python's AttributeError when
    the value it stands for lacks it too; a refusal when the value has it
    (`x.to_bytes(2)`, a real's `.numerator`): computing it needs the concrete value, and an
    AttributeError would read as the program failing. `where` is the user's place of the
    read ("function at file:line"; default: the innermost frame outside stamen now)."""
    try:
        t = python_type(self.sort)
    except TypeError:  # a sort no Python type stands for: it has no attributes
        raise AttributeError(f"a symbolic {self.sort.name} has no attribute '{name}'") from None
    if name.startswith("__") or not any(name in k.__dict__ for k in t.__mro__):
        raise AttributeError(f"'{t.__name__}' object has no attribute '{name}'")
    from stamen.errors import UnsupportedConstruct

    raise UnsupportedConstruct(
        f"`.{name}` of the symbolic {t.__name__} `{term_str(self, 80)}` "
        f"({where or user_location()}) "
        f"is not supported; use stamen's operators, or evaluate the value first"
    )


# ------------------------------------------------------------- fast paths --


def _fast(general, int_literal, int_term, bitvector):
    """Returns `general` (an operator method) behind a fast path for the common operands:
    an int term with an int literal (`int_literal(self, k)`) or with an int term
    (`int_term`), and a bitvector term with a bitvector term of its width or an int
    literal (`bitvector`). Any argument may be None to use the general method; the
    results are the same either way."""

    def method(self, other):
        sort = self.sort
        kind = type(other)
        if sort is INT:
            if kind is int:
                if int_literal is not None:
                    return int_literal(self, other)
            elif kind is Term and other.sort is INT and int_term is not None:
                return int_term(self, other)
        elif type(sort) is BitVecSort and bitvector is not None:
            if kind is Term and other.sort is sort:
                return bitvector(self, other)
            if kind is int:
                return bitvector(self, BV(other, sort.width))
        return general(self, other)

    method.__name__ = general.__name__
    return method


def _int_comparison(op: str, numeric):
    """Returns numeric(a, b) on two ints, behind the bit-vector route for ints converted
    from floats (`floatconv.compare_ints`), which the solvers decide."""

    def compare(a, b):
        if not floatconv.ints_from_bits:  # no int from a float's bits yet: the int theory
            return numeric(a, b)
        r = floatconv.compare_ints(op, a, b)
        return numeric(a, b) if r is None else r

    return compare


_int_eq = _int_comparison("==", eq)


def _eq_fast(self, other):
    sort = self.sort
    kind = type(other)
    if kind is decimal.Decimal or kind is complex:
        r = _foreign_eq(other, self)
        if r is not NotImplemented:
            return r
    if sort is STRING or kind is str or kind is Term and other.sort is STRING:
        r = pystr.text_eq(self, other)
        return NotImplemented if r is None else r
    if type(sort) is BitVecSort and kind is not Term and kind is not int:
        other_sort = sort_of(other)  # (a float, a bool, a real: False, as for a BV)
        if other_sort is not None and _bitvector_apart(sort, other_sort, self, other):
            return False
    if sort is FLOAT64 or kind is float:
        return _float_result("==", self, other, pyfloat.compare("==", self, other))
    if (kind is int and sort is INT) or (kind is Term and other.sort is sort):
        return _int_eq(self, other) if sort is INT else eq(self, other)
    if sort_of(other) is None:
        return NotImplemented  # as int.__eq__: Python asks the other operand's __eq__
    return py_eq(self, other)


def _ne_fast(self, other):
    r = _eq_fast(self, other)
    return r if r is NotImplemented else not_(r)


def _text_first(general, text):
    """Returns the operator method `general` behind `text(self, other)`, which computes it
    when a string is involved (a string term, or a str next to a term)."""

    def method(self, other):
        if self.sort is STRING or type(other) is str or (
                type(other) is Term and other.sort is STRING):
            r = text(self, other)
            return NotImplemented if r is None else r
        return general(self, other)

    method.__name__ = general.__name__
    return method


def _text_comparison(op: str):
    def compare(self, other):
        r = pystr.text_compare(op, self, other)
        return NotImplemented if r is None else r

    return compare


def _install_text(T) -> None:
    """Gives `Term` the operators of `str` for string terms (see `pystr`), after the number
    fast paths (an int term never pays for the check)."""
    T.__add__ = _text_first(T.__add__, pystr.text_add)
    T.__radd__ = _text_first(T.__radd__, pystr.text_radd)
    T.__mul__ = _text_first(T.__mul__, lambda s, n: pystr.text_mul(s, n) if s.sort is STRING
                            else pystr.text_mul(n, s))
    T.__rmul__ = _text_first(T.__rmul__, lambda s, n: pystr.text_mul(s, n)
                             if s.sort is STRING else pystr.text_mul(n, s))
    numeric_mod = T.__mod__

    def mod(self, other):  # a string term as the template: refused (pystr.text_mod)
        return pystr.text_mod(self, other) if self.sort is STRING else numeric_mod(self, other)

    T.__mod__ = mod
    for op, name in (("<", "lt"), ("<=", "le"), (">", "gt"), (">=", "ge")):
        dunder = f"__{name}__"
        setattr(T, dunder, _text_first(getattr(T, dunder), _text_comparison(op)))


def _install() -> None:
    """Gives `Term` its Python operators."""
    T = Term
    add_literal, add_terms, mul_literal = arith.add_literal, arith.add_terms, arith.mul_literal
    forward, reflected = _binary("+", lambda a, b, s: arith.add(a, b), bitvec.bvadd)
    T.__add__ = _fast(forward, add_literal, add_terms, bitvec.bvadd)
    T.__radd__ = _fast(reflected, add_literal, None, bitvec.bvadd)
    forward, reflected = _binary("-", lambda a, b, s: arith.sub(a, b), bitvec.bvsub)
    T.__sub__ = _fast(forward, lambda a, k: add_literal(a, -k), arith.sub, bitvec.bvsub)
    T.__rsub__ = _fast(reflected, lambda a, k: add_literal(arith.neg(a), k), None, None)
    forward, reflected = _binary("*", lambda a, b, s: arith.mul(a, b), bitvec.bvmul)
    T.__mul__ = _fast(forward, mul_literal, arith.mul, bitvec.bvmul)
    T.__rmul__ = _fast(reflected, mul_literal, None, bitvec.bvmul)
    forward, T.__rtruediv__ = _binary("/", lambda a, b, s: py_truediv(a, b, s), bitvec.bvsdiv)
    T.__truediv__ = _fast(forward, None, None, bitvec.bvsdiv)
    T.__floordiv__, T.__rfloordiv__ = _binary("//", py_floordiv, None)
    T.__divmod__, T.__rdivmod__ = _binary("divmod()", py_divmod, None)
    forward, T.__rmod__ = _binary("%", py_mod, bitvec.bvsmod)
    T.__mod__ = _fast(forward, None, None, bitvec.bvsmod)
    forward, T.__rlshift__ = _binary("<<", _int_only("<<", intbits.shift_left), bitvec.bvshl)
    T.__lshift__ = _fast(forward, None, None, bitvec.bvshl)
    forward, T.__rrshift__ = _binary(">>", _int_only(">>", intbits.shift_right), bitvec.bvashr)
    T.__rshift__ = _fast(forward, None, None, bitvec.bvashr)
    for symbol, name, connective, bitwise, on_ints in (
        ("&", "and", and_, bitvec.bvand, intbits.bit_and),
        ("|", "or", or_, bitvec.bvor, intbits.bit_or),
        ("^", "xor", xor, bitvec.bvxor, intbits.bit_xor),
    ):
        forward, reflected = _bool_or_bitwise(symbol, connective, bitwise, on_ints)
        setattr(T, f"__{name}__", _fast(forward, None, None, bitwise))
        setattr(T, f"__r{name}__", _fast(reflected, None, None, bitwise))
    bvsgt = lambda a, b: bitvec.bvslt(b, a)  # noqa: E731
    bvsge = lambda a, b: bitvec.bvsle(b, a)  # noqa: E731
    for op, name, numeric, bitwise in (("<", "lt", arith.lt, bitvec.bvslt),
                                       ("<=", "le", arith.le, bitvec.bvsle),
                                       (">", "gt", arith.gt, bvsgt), (">=", "ge", arith.ge, bvsge)):
        on_ints = _int_comparison(op, numeric)
        setattr(T, f"__{name}__", _fast(_compare(op, numeric, bitwise), on_ints, on_ints, bitwise))
    T.__eq__ = _eq_fast
    T.__ne__ = _ne_fast
    T.__hash__ = _hash
    T.__neg__ = _neg
    T.__pos__ = _pos
    T.__abs__ = _abs
    T.__invert__ = _invert
    T.__pow__ = _pow
    T.__matmul__ = _matmul
    T.__rmatmul__ = _rmatmul
    T.__rpow__ = _rpow
    T.__round__ = _round
    T.is_integer = _is_integer
    T.bit_length = _int_method("bit_length", intbits.bit_length)
    T.bit_count = _int_method("bit_count", intbits.bit_count)
    T.__floor__ = _integral("floor", arith.to_int)
    T.__ceil__ = _integral("ceil", _ceil)
    T.__trunc__ = _integral("trunc", _trunc)
    T.__bool__ = _no_bool
    T.__int__ = _no_conversion("int")
    T.__float__ = _no_float("float")
    T.__complex__ = _no_complex
    T.__index__ = _no_conversion("int")
    T.__call__ = _call
    T.__getitem__ = _getitem
    T.__iter__ = _iter
    T.__len__ = _len
    T.__contains__ = _contains
    T.__copy__ = lambda self: self
    T.__deepcopy__ = lambda self, memo: self
    T.__repr__ = _text("repr()")
    T.__str__ = _text("str()")
    T.__format__ = _format
    term_module.class_seen = _class_seen
    _install_text(T)


_install()


# ------------------------------------------- unsigned and width operators --


def _bv_pair(a, b, op: str):
    r = _operands(a, b, op)
    if r is None or type(r[2]) is not BitVecSort:
        raise TypeError(f"{op} expects bitvectors, got '{_type_name(a)}' and '{_type_name(b)}'")
    return r[0], r[1]


def _unsigned(op: str, fn, swap: bool = False):
    def function(a, b):
        a, b = _bv_pair(a, b, op)
        return fn(b, a) if swap else fn(a, b)

    function.__name__ = op
    function.__doc__ = f"Returns the bitvector operation {op}(a, b) (z3py's {op.upper()})."
    return function


ult = _unsigned("ult", bitvec.bvult)
ule = _unsigned("ule", bitvec.bvule)
ugt = _unsigned("ugt", bitvec.bvult, swap=True)
uge = _unsigned("uge", bitvec.bvule, swap=True)
udiv = _unsigned("udiv", bitvec.bvudiv)
urem = _unsigned("urem", bitvec.bvurem)
srem = _unsigned("srem", bitvec.bvsrem)
smod = _unsigned("smod", bitvec.bvsmod)
lshr = _unsigned("lshr", bitvec.bvlshr)


def _bv_value(v, what: str):
    """Returns `v` if it is a bitvector; otherwise raises InvalidArgument (a TypeError) at the
    caller's line, naming the function and what it got."""
    if type(sort_of(v)) is not BitVecSort:
        raise InvalidArgument(f"{what} expects a bitvector, got '{_type_name(v)}': {v!r}")
    return v


def extract(hi: int, lo: int, v):
    """Returns bits hi..lo (inclusive) of the bitvector `v` (z3py's Extract)."""
    v = _bv_value(v, "extract")
    width = sort_of(v).width
    if type(hi) is not int or type(lo) is not int or not (0 <= lo <= hi < width):
        raise InvalidArgument(
            f"extract({hi!r}, {lo!r}, ...): expected ints with 0 <= lo <= hi < {width} for a "
            f"BitVec({width})")
    return bitvec.extract(hi, lo, v)


def concat(*values):
    """Returns the concatenation of bitvectors, the first in the highest bits."""
    if not values:
        raise InvalidArgument("concat needs at least one bitvector")
    result = _bv_value(values[0], "concat")
    for v in values[1:]:
        result = bitvec.concat(result, _bv_value(v, "concat"))
    return result


def _count(value, name: str, where: str, least: int) -> int:
    """Returns `value` if it is an int (not a bool) of at least `least`; otherwise raises
    InvalidArgument naming the argument (a negative width would build an ill-sorted term)."""
    if type(value) is not int or value < least:
        what = "a non-negative" if least == 0 else "a positive"
        raise InvalidArgument(f"{where}: expected {what} int for {name}=, got {value!r}")
    return value


def zero_extend(n: int, v):
    """Returns `v` widened by `n` zero bits (z3py's ZeroExt)."""
    n = _count(n, "n", "zero_extend", 0)
    return bitvec.zero_extend(n, _bv_value(v, "zero_extend"))


def sign_extend(n: int, v):
    """Returns `v` widened by `n` sign bits (z3py's SignExt)."""
    n = _count(n, "n", "sign_extend", 0)
    return bitvec.sign_extend(n, _bv_value(v, "sign_extend"))


def bv2int(v, signed: bool = False):
    """Returns the integer value of a bitvector, unsigned unless `signed`."""
    return bitvec.bv2int(_bv_value(v, "bv2int"), signed)


def int2bv(v, width: int):
    """Returns the int `v` modulo 2**width as a bitvector (z3py's Int2BV)."""
    width = _count(width, "width", "int2bv", 1)
    return bitvec.int2bv(width, coerce(v, INT))
