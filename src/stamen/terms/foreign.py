"""The standard library's numbers that are not stamen's (`decimal.Decimal`, `complex`)
meeting a symbolic bool, int or real: what Python compares them as, and the arithmetic
stamen does not encode.

Python compares a `Decimal` with an int, a bool or a `Fraction` exactly, and a `complex`
with a number by `==` alone (equal when its imaginary part is zero and its real part equal);
neither knows a term, so without this both would answer "unequal" on every path. Their
arithmetic (a `Decimal` rounds in its context; a `complex` has no sort here) is refused at
the user's line, never Python's TypeError naming stamen's `Term`."""

from __future__ import annotations

import decimal
import operator
from fractions import Fraction

from stamen.boundary import on_behalf
from stamen.terms.intbits import unsupported
from stamen.terms.sorts import BOOL, FLOAT64, INT, REAL, Sort

__all__ = ["NOT_FOREIGN", "foreign_comparand", "foreign_arithmetic"]

NOT_FOREIGN = object()  # `other` is no number of this module's kinds: the caller's rules
_EXACT_SORTS = (BOOL, INT, REAL)
_ORDERS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
           "==": operator.eq, "!=": operator.ne}


def _is_foreign(other) -> bool:
    return isinstance(other, (decimal.Decimal, complex))


def foreign_comparand(op: str, sort: Sort, python_name: str, other):
    """Returns what Python compares `other` (a Decimal or a complex) as in `term op other`
    for a term of `sort` (Python's name for its values: `python_name`): a finite Decimal as
    its exact Fraction, a complex with no imaginary part under `==`/`!=` as its real part,
    or a bool where every value of the term gives the same answer (an infinite Decimal, a
    complex with an imaginary part). Returns NOT_FOREIGN for any other value or sort.

    Raises what Python raises: `decimal.InvalidOperation` ordering (or, for a signalling
    NaN, comparing) against a NaN under a context that traps it, TypeError ordering a
    complex; refuses a Decimal meeting a symbolic float (not encoded)."""
    if not _is_foreign(other) or (sort not in _EXACT_SORTS and sort is not FLOAT64):
        return NOT_FOREIGN
    if isinstance(other, complex):
        if op not in ("==", "!="):
            raise TypeError(f"'{op}' not supported between instances of '{python_name}' and "
                            f"'{type(other).__name__}'")
        if other.imag != 0:
            return op == "!="
        return other.real
    if sort is FLOAT64:
        raise unsupported(f"`{op}` of a symbolic float and a decimal.Decimal",
                          "Python compares them exactly through the float's binary value, "
                          "which stamen does not encode; use fractions.Fraction")
    if not other.is_finite():
        # the same answer for every finite number: Python's own comparison with 0 gives it
        # (or raises its InvalidOperation for a NaN, by the current context's traps)
        with on_behalf():
            return _ORDERS[op](0, other)
    return Fraction(other)


def foreign_arithmetic(op: str, sort: Sort, other) -> None:
    """Refuses `term op other` (either order) for a Decimal or complex `other` and a term
    of a number sort: Decimal arithmetic rounds in the decimal context and complex has no
    sort in stamen, so the result has no encoding. Returns None for any other operand."""
    if not _is_foreign(other) or (sort not in _EXACT_SORTS and sort is not FLOAT64):
        return
    kind = "decimal.Decimal" if isinstance(other, decimal.Decimal) else "complex"
    raise unsupported(f"`{op}` of a symbolic {sort.name} and a {kind}",
                      f"stamen has no encoding of {kind} arithmetic; use fractions.Fraction "
                      "or stamen.Real for exact arithmetic")
