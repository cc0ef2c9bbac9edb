"""Concrete values that solver backends hand back, in stamen's own representation.

Every backend decodes a model into the same Python values: `bool`, `int`,
`Fraction` for reals, `float` for binary64 floats, `BV` for bitvectors,
`ArrayValue` and `FunctionValue`, `Opaque` for uninterpreted sorts.
Decoded arrays and functions are canonical: an entry whose value equals the
default is dropped, so equal functions compare equal whatever solver built
them. A constant the solver left unconstrained gets `default_value` of its
sort (model completion).
"""

from __future__ import annotations

from fractions import Fraction

from stamen.errors import SolverError
from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.bv import BV
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
    Sort,
    UninterpretedSort,
)

__all__ = ["default_value", "array_value", "function_value"]


def default_value(sort: Sort):
    """Returns the value a solver gives an unconstrained constant of `sort`.

    False, 0, Fraction(0), 0.0, "", the all-zero bitvector, and arrays and functions
    that map everything to the default of their value sort.
    """
    if sort is BOOL:
        return False
    if sort is INT:
        return 0
    if sort is REAL:
        return Fraction(0)
    if sort is FLOAT64:
        return 0.0
    if sort is STRING:
        return ""
    if type(sort) is BitVecSort:
        return BV(0, sort.width)
    if type(sort) is ArraySort:
        return ArrayValue(sort, default_value(sort.value))
    if type(sort) is FunctionSort:
        return FunctionValue(sort, default_value(sort.range))
    if type(sort) is UninterpretedSort:
        return Opaque(sort, 0)
    raise SolverError(f"no default value for the sort {sort!r}")


def array_value(sort: ArraySort, default, entries: dict) -> ArrayValue:
    """Returns the canonical array of `sort`: `default` except at `entries` that differ from it."""
    return ArrayValue(sort, default, {k: v for k, v in entries.items() if v != default})


def function_value(sort: FunctionSort, default, table: dict) -> FunctionValue:
    """Returns the canonical function of `sort`: `default` except at `table` rows that differ."""
    return FunctionValue(sort, default, {k: v for k, v in table.items() if v != default})
