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

from stamen.boundary import call_user
from stamen.terms.bitvec import bv2int
from stamen.terms.boolean import ite, or_
from stamen.terms.operators import TERM_METHODS, missing_attribute, python_type
from stamen.terms.partial import require
from stamen.terms.sorts import BOOL, FLOAT64, INT, REAL, BitVecSort
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge_all
from stamen.vm.merging.seq import List, PaddedTuple
from stamen.vm.paths.control import apply_guarded
from stamen.vm.python import messages
from stamen.vm.values.union import ABSENT, Union

__all__ = ["type_of", "py_type", "py_isinstance", "py_hasattr", "py_getattr", "py_callable",
           "OPERATOR_METHODS", "operator_method"]


# stamen's stand-ins and the Python type each stands for (None: a dict view, whose type
# is the view Python would give); vm.python.dicts, above this module, registers DictView.
_STAND_INS: dict = {List: list, PaddedTuple: tuple}


def register_stand_in(t: type, python_type: type | None) -> None:
    """Declares that values of stamen's type `t` stand for values of `python_type`."""
    _STAND_INS[t] = python_type


def type_of(v) -> type:
    """Returns the Python type of a value that is not a union."""
    t = type(v)
    if t is Term:
        return python_type(v.sort)
    if t in _STAND_INS:
        if _STAND_INS[t] is None:  # a dict view: the type of the view Python would give
            return type(getattr({}, v.kind)())
        return _STAND_INS[t]
    own = getattr(t, "_stamen_type_of", None)  # a stand-in whose Python type varies
    if own is not None:
        return own(v)
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
        return call_user(isinstance, obj, classinfo)  # honours __instancecheck__, __class__
    call_user(isinstance, None, classinfo)  # Python's TypeError for a classinfo of no class
    return issubclass(actual, classinfo)


def _instances_have(t: type, name: str) -> bool:
    """Whether instances of `t` have the attribute `name` through their class (not through
    the metaclass: `int.mro` exists, `(5).mro` does not)."""
    return any(name in k.__dict__ for k in t.__mro__)


_MISSING = object()


def py_getattr(obj, name: str, default=_MISSING):
    """Returns getattr(obj, name[, default]); on a term, the attributes of the value it
    stands for (a term's own fields are not the program's)."""
    _require_name(name)
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: py_getattr(o, name, default))
    if type(obj) is Term and name in OPERATOR_METHODS:
        return operator_method(obj, name)
    if type(obj) is not Term or name.startswith("__"):
        value = getattr(obj, name) if default is _MISSING else getattr(obj, name, default)
        return _where_present(value, name, default, obj)
    t = type_of(obj)
    if name == "sort" and _instances_have(t, name):
        return obj.sort  # concrete bitvectors, arrays and functions have it too
    if _instances_have(t, name):
        if name in TERM_METHODS:  # `x.bit_length`: the term's own method computes it
            return getattr(obj, name)
        value = _number_attribute(obj, name)
        if value is not _MISSING:
            return value
        missing_attribute(obj, name)  # refused, or Python's AttributeError
    if default is not _MISSING:
        return default
    raise AttributeError(f"'{t.__name__}' object has no attribute '{name}'")


# The binary operator methods a program may call by name (`x.__add__(o)`), which return
# NotImplemented where the other operand is not of a type the value's class knows.
OPERATOR_METHODS = frozenset(f"__{n}__" for op in (
    "add", "sub", "mul", "truediv", "floordiv", "mod", "divmod", "pow", "lshift", "rshift",
    "and", "or", "xor", "matmul") for n in (op, "r" + op)) | frozenset(
    f"__{op}__" for op in ("lt", "le", "gt", "ge", "eq", "ne"))
# A value of each Python class a term may stand for, to ask that class's method whether it
# knows the other operand's type (it never runs the operand's code).
_SAMPLES = {bool: True, int: 1, float: 1.0, str: "a"}


def operator_method(term: Term, name: str):
    """Returns the bound operator method `name` of the value `term` stands for: it
    returns NotImplemented where that value's class does (`x.__add__(0.5)` of an int,
    `s.__lt__(1)` of a str), which the term's own method, answering as the operator,
    does not; elsewhere the term's method computes it."""
    own = getattr(term, name)
    cls = python_type(term.sort)
    if cls not in _SAMPLES:
        return own

    def method(other, *rest):
        if type(other) is Union:
            return apply_guarded(other.members, lambda o: method(o, *rest))
        if not rest and _knows(cls, name, other) is False:
            return NotImplemented
        return own(other, *rest)

    method.__name__ = name
    return method


def _knows(cls: type, name: str, other) -> bool | None:
    """Whether `cls`'s method `name` takes `other` (not NotImplemented), asked of samples
    of both; None where the sample does not tell (an error that depends on values)."""
    if type(other) is Term:
        other_cls = python_type(other.sort)
        if other_cls not in _SAMPLES:
            return None
        other = _SAMPLES[other_cls]
    elif cls is str and type(other) not in _SAMPLES and other is not None:
        return None  # str's `*` and `%` call the program's `__index__`/`__str__` of other
    try:
        return getattr(cls, name)(_SAMPLES[cls], other) is not NotImplemented
    except Exception:  # (`"a".__mul__("a")`: the term's method raises Python's error)
        return None


def _number_attribute(term: Term, name: str):
    """Returns the attribute `name` of the number a bool, int, real or float term stands
    for where it is the term itself or a constant (`x.real`, `x.imag`, `x.conjugate()`;
    for an int or bool also `x.numerator`, `x.denominator`, `x.as_integer_ratio()`), with
    the types Python gives (a bool's are ints, a float's imag is 0.0); of a bit-vector
    term, what a concrete `BV` has (`value` and `unsigned`, `signed`, `width`); _MISSING
    for the others (a real's numerator needs the reduced fraction: refused)."""
    sort = term.sort
    if type(sort) is BitVecSort:
        unsigned = bv2int(term)
        attributes = {"value": unsigned, "unsigned": unsigned, "width": sort.width,
                      "signed": bv2int(term, signed=True)}
        return attributes.get(name, _MISSING)
    if sort is BOOL or sort is INT:
        n = ite(term, 1, 0) if sort is BOOL else term
        attributes = {"numerator": n, "real": n, "denominator": 1, "imag": 0,
                      "conjugate": lambda: n, "as_integer_ratio": lambda: (n, 1)}
    elif sort is REAL or sort is FLOAT64:
        attributes = {"real": term, "imag": 0 if sort is REAL else 0.0,
                      "conjugate": lambda: term}
    else:
        return _MISSING
    return attributes.get(name, _MISSING)


def py_hasattr(obj, name: str):
    """Returns hasattr(obj, name) (see `py_getattr`)."""
    _require_name(name)
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: py_hasattr(o, name))
    if type(obj) is Term:
        return _instances_have(type_of(obj), name)
    if not hasattr(obj, name):
        return False
    value = getattr(obj, name)
    if type(value) is Union and any(m is ABSENT for _, m in value.members):
        return or_(*(g for g, m in value.members if m is not ABSENT))
    return True


def _require_name(name) -> None:
    """Python's TypeError for an attribute name that is no string (a string term or a
    union of names is one; the callers read those per value)."""
    if type(name) is Union or (type(name) is Term and type_of(name) is str):
        return
    if not isinstance(name, str):
        raise TypeError(f"attribute name must be string, not '{type_of(name).__name__}'")


def _where_present(value, name: str, default, obj):
    """An attribute written on some paths only is a union with ABSENT members: getattr
    gives the default where it is absent, or fails there with Python's AttributeError."""
    if type(value) is not Union or not any(m is ABSENT for _, m in value.members):
        return value
    present = [(g, m) for g, m in value.members if m is not ABSENT]
    absent = or_(*(g for g, m in value.members if m is ABSENT))
    if default is _MISSING:
        require(or_(*(g for g, _ in present)), messages.no_attribute(obj, name), AttributeError)
        pairs = present
    else:
        pairs = [*present, (absent, default)]
    if not pairs:
        raise AttributeError(messages.no_attribute(obj, name))
    return merge_all(pairs) if len(pairs) > 1 else pairs[0][1]


def py_callable(obj):
    """Returns callable(obj): for a term, whether the value it stands for is callable."""
    if type(obj) is Union:
        return apply_guarded(obj.members, py_callable)
    if type(obj) is Term:
        return _instances_have(type_of(obj), "__call__")
    return callable(obj)
