"""Calling an `enum.Enum` class on a symbolic value (`Op(code)`, an interpreter decoding
its opcodes): the member whose value equals it, per path.

Python's `EnumType.__call__` looks the value up in a dict and then compares it with each
member's value natively, which a symbolic value cannot answer. Here each canonical member
is selected where the value `==` its value (the members' values are distinct, so the
guards are disjoint), and Python's ValueError ("5 is not a valid Op") is raised on the
paths where none is. A `Flag` builds members for combinations of its values, which is
not encoded: refused. A concrete value is Python's own call.
"""

from __future__ import annotations

import enum

from stamen.boundary import call_user
from stamen.errors import UnsupportedConstruct
from stamen.terms import strings
from stamen.terms.boolean import not_, or_
from stamen.terms.operators import user_location
from stamen.terms.partial import require
from stamen.terms.printing import term_str
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge_all
from stamen.vm.paths.control import apply_guarded
from stamen.vm.python.elements import under
from stamen.vm.python.pyops import py_eq, truth
from stamen.vm.python.strings import py_repr, render
from stamen.vm.values.union import Union

__all__ = ["is_enum_class", "enum_call"]


def is_enum_class(obj) -> bool:
    """Whether `obj` is an Enum class (whose call with one value is a lookup)."""
    return isinstance(obj, enum.EnumMeta)


def enum_call(cls, *args, **kwargs):
    """Returns `cls(*args, **kwargs)` for an Enum class `cls`: with one symbolic value, the
    member whose value equals it on each path (ValueError where none does)."""
    if len(args) != 1 or kwargs:
        return call_user(cls, *args, **kwargs)  # the functional API, or Python's TypeError
    value = args[0]
    if type(value) is Union:
        return apply_guarded(value.members, lambda v: enum_call(cls, v))
    if type(value) is not Term:
        return call_user(cls, value)
    if issubclass(cls, enum.Flag):
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: {cls.__name__}(...) of a symbolic value: "
            f"a Flag makes members for combinations of its values, which is not encoded; "
            f"combine members with | instead")
    members = list(cls)
    guards = [truth(py_eq(value, m.value)) for m in members]
    pairs = [(g, m) for g, m in zip(guards, members, strict=True) if g is not False]
    found = or_(*(g for g, _ in pairs)) if pairs else False
    if found is not True and _own_missing(cls):  # the class's `_missing_` where none is
        missed = under(not_(found), lambda: _missing_member(cls, value), lambda: None)
        pairs.append((not_(found), missed))
        found = True
    if found is not True:
        text = strings.concat(render("repr()", py_repr, value),
                              f" is not a valid {cls.__qualname__}")
        require(found, f"{term_str(value, 80)} is not a valid {cls.__qualname__}", ValueError,
                args=(text,))
    if len(pairs) == 1:
        return pairs[0][1]
    return merge_all(pairs)


def _own_missing(cls) -> bool:
    """Whether the Enum class defines its own `_missing_` (Python asks it for a value no
    member has)."""
    return getattr(cls._missing_, "__func__", None) is not enum.Enum._missing_.__func__


def _missing_member(cls, value):
    """Returns what `cls._missing_(value)` gives where it is a member, as Python's lookup
    does; Python's ValueError where it gives None, TypeError where it gives another value."""
    result = call_user(cls._missing_, value)
    if type(result) is Union:
        return apply_guarded(result.members, lambda r: _checked_missing(cls, value, r))
    return _checked_missing(cls, value, result)


def _checked_missing(cls, value, result):
    if isinstance(result, cls):
        return result
    if result is None:
        text = strings.concat(render("repr()", py_repr, value),
                              f" is not a valid {cls.__qualname__}")
        require(False, f"{term_str(value, 80)} is not a valid {cls.__qualname__}", ValueError,
                args=(text,))
    raise TypeError(f"error in {cls.__qualname__}._missing_: returned {result!r} instead of "
                    f"None or a valid member")
