"""`dataclasses.astuple` and `dataclasses.asdict` written in lifted Python.

Python's versions read each field natively; a dataclass object merged at a join can hold
a field that differs between paths (a str `tag` that is "a" on one path and "" on the
other), which native code cannot read. These follow the documented behaviour: a dataclass
instance becomes a tuple (or dict) of its fields' values, each converted in turn; a
namedtuple, list, tuple or dict is rebuilt with its own type from its converted elements;
an immutable atom is itself; anything else is `copy.deepcopy`'d. Lifted, each step is
taken on each path's value.
"""

from __future__ import annotations

import copy
import dataclasses

from stamen.lift.decorator import lifted

__all__ = ["astuple", "asdict"]


@lifted
def astuple(obj, *, tuple_factory=tuple):
    """dataclasses.astuple: the fields of a dataclass instance, converted, as a tuple."""
    if not _is_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _converted(obj, tuple_factory, False)


@lifted
def asdict(obj, *, dict_factory=dict):
    """dataclasses.asdict: the fields of a dataclass instance, converted, as a dict."""
    if not _is_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _converted(obj, dict_factory, True)


@lifted
def _is_instance(obj):
    """Whether `obj` is an instance of a dataclass (not the class itself)."""
    return dataclasses.is_dataclass(obj) and not isinstance(obj, type)


@lifted
def _converted(obj, factory, named):
    """Returns `obj` converted as astuple (`named` False) or asdict (True) converts a
    field's value."""
    if _is_instance(obj):
        if named:
            return factory([(f.name, _converted(getattr(obj, f.name), factory, named))
                            for f in dataclasses.fields(obj)])
        return factory([_converted(getattr(obj, f.name), factory, named)
                        for f in dataclasses.fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):  # a namedtuple: its own type
        return type(obj)(*[_converted(v, factory, named) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_converted(v, factory, named) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_converted(k, factory, named), _converted(v, factory, named))
                         for k, v in obj.items())
    if obj is None or isinstance(obj, (bool, int, float, complex, str, bytes)):
        return obj  # immutable: deepcopy gives it back
    return copy.deepcopy(obj)
