"""Decoding z3 model values into stamen values.

A value is decoded at the stamen sort of the constant it belongs to, so the
decoder always knows what to expect: bool, int, Fraction (an irrational
algebraic number is a `SolverError`), BV, float (bit-exact: -0.0, inf, nan),
ArrayValue (stores over a constant array, or an `as-array` function
interpretation) and FunctionValue (the entries and else-value of z3's
interpretation), all canonical.
"""

from __future__ import annotations

import ctypes
import math
from fractions import Fraction

import z3
from z3 import z3core
from z3.z3types import Z3Exception

from stamen.errors import SolverError
from stamen.solvers.values import array_value, default_value, function_value
from stamen.solvers.z3_translate import Z3Translator
from stamen.terms.bv import BV
from stamen.terms.floats import float_of_bits
from stamen.terms.numerals import decimal_int
from stamen.terms.opaque import Opaque
from stamen.terms.sorts import (
    BOOL,
    FLOAT64,
    INT,
    REAL,
    STRING,
    ArraySort,
    BitVecSort,
    FunctionSort,
    UninterpretedSort,
)

__all__ = ["Z3Decoder", "z3_message"]


def z3_message(e: Z3Exception) -> str:
    """Returns the text of a z3 exception (z3 sometimes gives bytes)."""
    msg = e.value if hasattr(e, "value") else str(e)
    return msg.decode(errors="replace") if isinstance(msg, bytes) else str(msg)


def _float(v) -> float:
    """Returns the Python float of a z3 binary64 numeral, assembled from its IEEE fields
    (sign, biased exponent, significand), so that -0.0 and subnormals are exact."""
    if v.isNaN():
        return math.nan
    sign = -1.0 if v.sign() else 1.0
    if v.isInf():
        return sign * math.inf
    if v.isZero():
        return sign * 0.0
    exponent, significand = v.exponent_as_long(True), v.significand_as_long()
    if not (0 <= exponent < 2047 and 0 <= significand < 1 << 52):
        raise SolverError(f"cannot read the fields of z3's float {v}")
    bits = (1 << 63 if v.sign() else 0) | exponent << 52 | significand
    return float_of_bits(bits)


def _string(v) -> str:
    """Returns the Python str of a z3 string value, read as its code points (z3's printed
    form escapes characters as \\u{...}, which a literal may hold too)."""
    ctx, ast = v.ctx_ref(), v.as_ast()
    n = z3.Z3_get_string_length(ctx, ast)
    points = (ctypes.c_uint * n)()
    z3.Z3_get_string_contents(ctx, ast, n, points)
    return "".join(map(chr, points))


class Z3Decoder:
    """Decodes z3 model values of a known stamen sort into stamen values."""

    def __init__(self, tr: Z3Translator, model: z3.ModelRef):
        self.tr = tr
        self.model = model

    def value(self, sort, v):
        """Returns the stamen value of the z3 value `v` of `sort`; SolverError if not decodable."""
        try:
            if sort is BOOL:
                if z3.is_true(v):
                    return True
                if z3.is_false(v):
                    return False
            elif sort is INT:
                if z3.is_int_value(v):
                    return decimal_int(v.as_string())
            elif sort is REAL:
                if z3.is_rational_value(v):
                    return Fraction(decimal_int(v.numerator().as_string()),
                                    decimal_int(v.denominator().as_string()))
                if z3.is_algebraic_value(v):
                    raise SolverError(f"z3's model has the irrational real {v}; "
                                      "stamen reals are rationals")
            elif type(sort) is BitVecSort:
                if z3.is_bv_value(v):
                    return BV(decimal_int(v.as_string()), sort.width)
            elif sort is FLOAT64:
                if z3.is_fp_value(v):
                    return _float(v)
            elif type(sort) is ArraySort:
                return self.array(sort, v)
            elif type(sort) is UninterpretedSort:
                return opaque(sort, str(v))
            elif sort is STRING:
                if z3.is_string_value(v):
                    return _string(v)
        except Z3Exception as e:
            raise SolverError(f"z3 failed while decoding a model: {z3_message(e)}") from e
        raise SolverError(f"cannot decode z3's value {v} as a stamen {sort.name}")

    def array(self, sort: ArraySort, v):
        """Returns the ArrayValue of a z3 array value: stores over a constant or as-array."""
        entries: dict = {}
        while True:
            if z3.is_store(v):
                key = self.value(sort.key, v.arg(1))
                if key not in entries:
                    entries[key] = self.value(sort.value, v.arg(2))
                v = v.arg(0)
            elif z3.is_const_array(v):
                default = self.value(sort.value, v.arg(0))
                break
            elif z3.is_as_array(v):
                fi = self.model[z3.get_as_array_func(v)]
                e = fi.else_value()
                default = default_value(sort.value) if e is None else \
                    self.else_value(sort.value, e, f"the array {v}")
                for i in range(fi.num_entries()):
                    e = fi.entry(i)
                    entries.setdefault(self.value(sort.key, e.arg_value(0)),
                                       self.value(sort.value, e.value()))
                break
            else:
                raise SolverError(f"cannot decode z3's array value {v} as a {sort.name}")
        return array_value(sort, default, entries)

    def else_value(self, sort, e, what: str):
        """Returns the value of a function interpretation's else-branch; raises a
        SolverError that says so when it is an expression of the arguments (as z3's
        model-based quantifier instantiation builds, e.g. `f(x) = x + 1`): stamen's
        function and array values are finite tables with one default value."""
        if z3core.Z3_is_ground(self.tr.ref, e.as_ast()):
            return self.value(sort, e)
        raise SolverError(f"z3's model gives {what} the expression {e} of its arguments "
                          "outside a finite table; stamen decodes only a table with one "
                          "default value")

    def function(self, sort: FunctionSort, decl: z3.FuncDeclRef):
        """Returns the FunctionValue of an uninterpreted function in the model."""
        tr, m = self.tr, self.model
        if not z3core.Z3_model_has_interp(tr.ref, m.model, decl.ast):
            return default_value(sort)
        fi = m[decl]
        else_value = fi.else_value()
        if else_value is None:
            default = default_value(sort.range)
        else:
            default = self.else_value(sort.range, else_value, f"the function {decl.name()}")
        table = {}
        for i in range(fi.num_entries()):
            e = fi.entry(i)
            key = tuple(self.value(d, e.arg_value(j)) for j, d in enumerate(sort.domain))
            table.setdefault(key, self.value(sort.range, e.value()))
        return function_value(sort, default, table)


def opaque(sort: UninterpretedSort, text: str) -> Opaque:
    """Returns the opaque value z3 prints as `T!val!3` (its index is the number)."""
    head, _, index = text.rpartition("!")
    if not head or not index.isdigit():
        raise SolverError(f"cannot decode z3's value {text} of the sort {sort.name}")
    return Opaque(sort, int(index))
