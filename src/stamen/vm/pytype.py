"""The Python type a value has, as the program sees it: `type(v)` and `isinstance` on
symbolic values.

A term stands for a value of one Python type on every path (a bool term for
a bool, an int term for an int, a bitvector term for a `BV` as the concrete
`BitVec(w)(k)` values are, a real for a `Fraction`); stamen's own stand-ins
report the type they stand for (a `List` of symbolic length is a list, a
`PaddedTuple` a tuple, a dict view a view); a union is, per member, that
member's type, so `type(u)` is a union of types when it differs by path.
"""

from __future__ import annotations

from fractions import Fraction

from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort
from stamen.terms.term import Term
from stamen.vm.control import apply_guarded
from stamen.vm.union import Union

__all__ = ["type_of", "py_type", "py_isinstance"]


def _sort_type(sort) -> type:
    if sort is BOOL:
        return bool
    if sort is INT:
        return int
    if sort is REAL:
        return Fraction
    t = type(sort)
    if t is BitVecSort:
        return BV
    if t is ArraySort:
        return ArrayValue
    if t is FunctionSort:
        return FunctionValue
    raise TypeError(f"no Python type for the sort {sort.name}")


def _stand_ins() -> dict:
    from stamen.vm.dicts import DictView
    from stamen.vm.seq import List, PaddedTuple

    return {List: list, PaddedTuple: tuple, DictView: None}


_STAND_INS: dict | None = None


def type_of(v) -> type:
    """Returns the Python type of a value that is not a union."""
    global _STAND_INS
    t = type(v)
    if t is Term:
        return _sort_type(v.sort)
    if _STAND_INS is None:
        _STAND_INS = _stand_ins()
    if t in _STAND_INS:
        if _STAND_INS[t] is None:  # a dict view: the type of the view Python would give
            return type(getattr({}, v.kind)())
        return _STAND_INS[t]
    return getattr(t, "_stamen_python_type", t)


def py_type(v):
    """Returns type(v): a type, or a union of types when it differs by path."""
    if type(v) is Union:
        return apply_guarded(v.members, type_of)
    return type_of(v)


def py_isinstance(obj, classinfo):
    """Returns isinstance(obj, classinfo): a bool, or a boolean term for a union."""
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: py_isinstance(o, classinfo))
    actual = type_of(obj)
    if actual is type(obj):
        return isinstance(obj, classinfo)  # honours __instancecheck__ and __class__
    return issubclass(actual, classinfo)
