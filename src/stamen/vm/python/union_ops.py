"""Python operations on unions: each is applied to every member under its guard and the
results are merged (rules AP1/AP2 and CO1 of the PLDI'14 paper).

A member on which the operation fails (e.g. a string in `u + 1`) is dropped
and its guard recorded as a failure, so the vc says some other member must
be the one present.
"""

from __future__ import annotations

import operator
import sys
import types

from stamen.boundary import call_user
from stamen.errors import UnliftedBranchError, UnsupportedConstruct
from stamen.terms.boolean import not_
from stamen.terms.operators import native_use_site, program_qualname, user_line
from stamen.vm.paths.control import apply_guarded, narrow
from stamen.vm.python import hooks
from stamen.vm.python.pyops import getitem, identity_eq, iterate, length, py_eq, py_ne, truth
from stamen.vm.state.context import current, evaluating
from stamen.vm.values import union as union_module
from stamen.vm.values.lazytuple import concat, is_tuple_value
from stamen.vm.values.union import ABSENT, Union, differing_value
from stamen.vm.values.untracked import foreign_code, library_code, lifted_code, runs_natively

__all__ = ["union_apply", "union_setattr"]

_CALL_USER = call_user.__code__  # stamen calling a library for the program (`ncall`)


def union_apply(u: Union, fn):
    """Returns the merge of fn(member) over the union's members, each under its guard."""
    return apply_guarded(u.members, fn)


def union_setattr(u: Union, name: str, value) -> None:
    """Sets the attribute on every member under its guard (through the store)."""
    def setter(obj):
        current().store.set_attr(obj, name, value)

    union_apply(u, setter)


def _hash(u: Union) -> int:
    """Returns hash(u) by identity, for stamen's own tables; refused where un-lifted code
    hashes it (`{u: 1}` in a helper): Python hashes the value each path holds, and a
    table keyed by the union's identity answers lookups no path gives."""
    frame = sys._getframe(1)
    if runs_natively(frame.f_code):
        code = frame.f_code
        raise UnsupportedConstruct(
            f"{code.co_filename}:{frame.f_lineno}: hash() of a value that differs between "
            f"paths, in un-lifted code `{program_qualname(code)}`: Python hashes the value each "
            f"path holds, which un-lifted code cannot follow; decorate `{code.co_name}` "
            f"with @stamen.lifted")
    return id(u)


def _class_read(u: Union) -> type:
    """Returns Union, the class of `u`, to stamen; refused where code stamen does not lift
    reads it while the program runs (`isinstance(u, Node)` in an un-lifted helper or a
    library, `functools.singledispatch` dispatching on `args[0].__class__`): Python's code
    reads the class of the value each path holds, and stamen's class would answer no
    path's question. A union with one member on the current path (an attribute of an
    object built under a branch, read inside it) has that member's class. Otherwise
    the first frame outside the libraries decides: the program's code
    (un-lifted, or lifted code calling a library natively, or stamen calling the library
    for it through `call_user`) is refused, stamen's own passes."""
    frame = sys._getframe(2)
    if not foreign_code(frame.f_code) or not evaluating():
        return Union
    on_path = narrow(u, current().guard())
    if type(on_path) is not Union and on_path is not ABSENT:
        return on_path.__class__  # one member on this path (an object built in a branch)
    reader = program_qualname(frame.f_code)
    while frame is not None and library_code(frame.f_code):
        reader = program_qualname(frame.f_code)
        frame = frame.f_back
    if frame is None:
        return Union
    if frame.f_code is _CALL_USER:
        where = user_line()
    elif foreign_code(frame.f_code) or lifted_code(frame.f_code):
        where = f"{frame.f_code.co_filename}:{frame.f_lineno}"
        reader = program_qualname(frame.f_code)
    else:
        return Union
    raise UnsupportedConstruct(
        f"{where}: {differing_value(u)}, read by code that stamen does not lift (isinstance(), "
        f"__class__, functools.singledispatch, a library reading it natively) in "
        f"`{reader}`: Python reads the value each path holds; decorate the function that "
        f"reads it with @stamen.lifted, or split the value with stamen.for_all")


def _install() -> None:
    import math
    import operator

    binary = {
        "add": operator.add, "sub": operator.sub, "mul": operator.mul,
        "truediv": operator.truediv, "floordiv": operator.floordiv, "mod": operator.mod,
        "pow": operator.pow, "lshift": operator.lshift, "rshift": operator.rshift,
        "and": operator.and_, "or": operator.or_, "xor": operator.xor,
    }
    for name, fn in binary.items():
        setattr(Union, f"__{name}__", _make_forward(fn))
        setattr(Union, f"__r{name}__", _make_reflected(fn))
    Union.__add__ = _add
    Union.__radd__ = _radd
    for name, fn in {"lt": operator.lt, "le": operator.le, "gt": operator.gt,
                     "ge": operator.ge}.items():
        setattr(Union, f"__{name}__", _make_forward(fn))
    Union.__eq__ = _union_eq
    Union.__ne__ = _union_ne
    for name, fn in {"neg": operator.neg, "pos": operator.pos, "abs": abs,
                     "invert": operator.invert}.items():
        setattr(Union, f"__{name}__", _make_unary(fn))
    Union.__setattr__ = union_setattr  # through the store, on every member
    Union.__getattr__ = _getattr
    Union.__get__ = _get
    Union.__call__ = lambda self, *a, **k: union_apply(self, _caller(a, k))
    Union.__getitem__ = _getitem
    Union.__len__ = _len
    Union.__iter__ = _iter
    Union.__bool__ = _bool
    Union.__format__ = _format
    Union.__hash__ = _hash
    union_module.class_read = _class_read
    for name, fn in {"round": round, "floor": math.floor, "ceil": math.ceil,
                     "trunc": math.trunc}.items():
        setattr(Union, f"__{name}__", _make_unary(fn))
    Union.__divmod__ = _make_forward(divmod)
    Union.__rdivmod__ = _make_reflected(divmod)


# Descriptors whose __get__ runs no code of the program's (it binds or unwraps)
_BINDING = (types.FunctionType, staticmethod, classmethod, types.MethodType,
            types.BuiltinFunctionType, types.MethodDescriptorType, types.WrapperDescriptorType)


def _get(u: Union, obj, owner=None):
    """The descriptor protocol of a class attribute whose value differs by path (a method
    assigned to the class under a branch): each member bound as Python binds it, so `o.m`
    is a bound method on that member's paths (the union of functions was returned
    unbound, and every call failed for want of `self`); a member ABSENT (the class lacks
    it there) stays, for the reader to look further; a union of plain values is itself.
    A descriptor that runs the program's code (a property) is refused: no path is
    current here to run it on."""
    kinds = [type(m) for _, m in u.members]
    if not any(hasattr(k, "__get__") for k in kinds):
        return u
    if not all(issubclass(k, _BINDING) or not hasattr(k, "__get__") for k in kinds):
        raise UnsupportedConstruct(
            f"{user_line()}: a class attribute that is a descriptor (a property) on some "
            f"paths and differs between paths is not supported; set it on the class "
            f"outside the branch")
    return Union(tuple((g, type(m).__get__(m, obj, owner) if hasattr(type(m), "__get__")
                        else m) for g, m in u.members))


def _getattr(u: Union, name: str):
    """Returns u.name read per member (code stamen does not lift reading an attribute of a
    union): first narrowed to the members the current path allows, so an attribute of an
    object built under a branch, read inside it, is that object's alone (its `<absent>`
    member would raise AttributeError on a path that cannot be taken)."""
    on_path = narrow(u, current().guard())
    if type(on_path) is not Union:
        return call_user(getattr, on_path, name)
    return union_apply(on_path, lambda v: call_user(getattr, v, name))


def _caller(args: tuple, kwargs: dict):
    """Returns the function calling a member with the arguments (closing over no empty
    dict, which `vm.writefree` would have to take for program state). A member is called as
    a callable value is (`hooks.call_value`): a builtin among them (`choose(min, max)(a,
    b)`) runs as its lifted replacement, as when called by its own name."""
    if kwargs:
        return lambda f: hooks.call_value(f, *args, **kwargs)
    return lambda f: hooks.call_value(f, *args)


def _make_forward(fn):
    def method(self, other):
        return union_apply(self, lambda v: call_user(fn, v, other))

    return method


def _make_reflected(fn):
    def method(self, other):
        return union_apply(self, lambda v: call_user(fn, other, v))

    return method


def _make_unary(fn):
    def method(self):
        return union_apply(self, fn)

    return method


def _tuple_concat(u: Union, other, reflected: bool):
    """Returns `u + other` (`other + u` if reflected) when `other` and every member of `u`
    are exactly tuples: a union of the concatenations under the same guards (their lengths
    stay distinct), built lazily (`values.lazytuple`) without running each member under its
    guard (a tuple concatenation cannot fail, branch or write); else None."""
    if type(other) is not tuple or current().config.merge == "logic":
        return None
    raw = u._stamen_raw
    for _, v in raw:
        if not is_tuple_value(v):
            return None
    members = tuple((g, concat(other, v) if reflected else concat(v, other)) for g, v in raw)
    current().stats.record_union(len(members))
    return Union(members, lazy=True)


def _add(self, other):
    """`union + other`."""
    result = _tuple_concat(self, other, False)
    if result is None:
        return union_apply(self, lambda v: call_user(operator.add, v, other))
    return result


def _radd(self, other):
    """`other + union`."""
    result = _tuple_concat(self, other, True)
    if result is None:
        return union_apply(self, lambda v: call_user(operator.add, other, v))
    return result


def _union_eq(self, other):
    """`union == other`: at once where every member compares by identity (functions, see
    `identity_eq`), else member by member."""
    same = identity_eq(self, other)
    if same is not None:
        return same
    return union_apply(self, lambda v: call_user(_py_eq, v, other))


def _union_ne(self, other):
    """`union != other` (see `_union_eq`)."""
    same = identity_eq(self, other)
    if same is not None:
        return not_(same)
    return union_apply(self, lambda v: call_user(_py_ne, v, other))


def _py_eq(a, b):
    return py_eq(a, b)


def _py_ne(a, b):
    return py_ne(a, b)


def _getitem(self, key):
    return union_apply(self, lambda v: getitem(v, key))


def _len(self):
    n = union_apply(self, length)
    if type(n) is not int:
        raise UnliftedBranchError(
            f"len() of a union whose members differ in length, {native_use_site()}: Python "
            f"wants one length; lifted code's len() may be symbolic")
    return n


def _iter(self):
    for g, item in iterate(self):
        if g is not True:
            raise UnliftedBranchError(
                f"iteration over a union of sequences or dicts of different lengths, "
                f"{native_use_site()}: Python wants one length; give the value one shape on "
                f"every path, or iterate it in lifted code")
        yield item


def _format(self, spec: str) -> str:
    """format() of a union: its text in stamen's own messages; in user code (an f-string)
    the text of each member, which must agree, else refused (a str cannot be a union)."""
    from stamen.terms.operators import called_from_stamen

    if called_from_stamen():
        return format(repr(self), spec)
    texts = {format(v, spec) for _, v in self.members}
    if len(texts) == 1:
        return texts.pop()
    from stamen.terms.intbits import unsupported

    raise unsupported("formatting a value that differs between paths (an f-string)",
                      "a str cannot be symbolic; use str(value), which gives a union of "
                      "strings, and concatenate")


def _bool(self):
    t = truth(self)
    if type(t) is bool:
        return t
    return bool(t)  # raises UnliftedBranchError with the location


_install()
