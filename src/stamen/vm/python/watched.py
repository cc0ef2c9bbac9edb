"""The dicts and sets lifted code creates, as code that stamen does not lift reads them.

A dict or set of symbolic shape (keys or members present on some paths only, or
symbolic; see `dicts` and `sets`) keeps stamen's encoding in its physical storage:
un-lifted Python reading that storage (`len(d)`, `k in d`, iteration, `dict(d)`,
`{**d}`, `json.dumps(d)`, `sorted(d)`) would get an answer that no path gives. So the
containers lifted code creates are `Dict`, `Set` and `FrozenSet`, subclasses that stand
for dict, set and frozenset (`type()` in lifted code says so) and whose own methods
give Python's answer: natively while the shape is plain; on a symbolic shape, the
answer of the current path where every presence is settled there (by interval
reasoning, then the solver), and `UnsupportedConstruct` naming the un-lifted reader
and the user's line where it is not. Stamen's own code reads the storage through the
unbound methods (`dict.items(d)`, `set.__iter__(s)`), which these overrides do not see.

Invariant: CPython's C readers that bypass a subclass's methods see the physical
storage. For a dict they use it only after testing its size (`json`) or when the
subclass keeps dict's `__iter__` (`dict(d)`, `{**d}`, `f(**d)` go through `keys()` and
`__getitem__` here); a dict of symbolic shape always has a physical entry, so `json`
reaches `items()`. A set is copied natively by `set(s)`, `frozenset(s)`, `{*s}`, a
plain set's methods taking it as argument and `p |= s`: no method sees those copies, so
`setcopies` refuses them at their line while a set of symbolic shape exists; a watched
set's own methods (`s.union(t)`, `s.update(t)`, `s |= t`) read its encoding.
"""

from __future__ import annotations

import copy as _copy
import operator
import os
import sys

from stamen.boundary import on_behalf
from stamen.errors import UnsupportedConstruct
from stamen.terms.boolean import and_, not_
from stamen.terms.operators import term_str, user_location
from stamen.terms.term import Term
from stamen.vm.paths.feasibility import feasible
from stamen.vm.python import dicts, setcopies, sets
from stamen.vm.python.bounds import contradicts
from stamen.vm.python.dicts import (
    copy_dict_into,
    dict_delete,
    dict_eq,
    dict_get,
    dict_lookup,
    dict_pop,
    dict_popitem,
    dict_setdefault,
    dict_store,
    dict_update,
    is_partial,
    logical_key,
    presence,
    require_concrete_keys,
)
from stamen.vm.python.hashing import symbolic_key
from stamen.vm.python.sets import (
    is_symbolic_set,
    set_binop,
    set_contains,
    set_entries,
    set_eq,
    set_method,
    set_order,
)
from stamen.vm.state.context import current
from stamen.vm.values.storedhash import internal_hashing

__all__ = ["Dict", "Set", "FrozenSet", "settled", "dict_on_path", "set_on_path"]

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + os.sep
_LANGS = os.path.join(_ROOT, "langs") + os.sep


# --------------------------------------------------------------- the current path --


def settled(condition) -> bool | None:
    """Returns True (False) where `condition` holds (fails) under the current path guard,
    None where it is open: the intervals first, then the solver (an unknown answer is
    open). Path by path (merge="none") an open condition is one more branch of the path:
    this run takes a side, a later run the other.

    Only the path guard counts, not the vc: path by path, the vc holds the assertions of
    the paths explored before, which executions reaching here may fail later on (they
    still reach here), and a replayed path must settle the same conditions as its first
    run did, so that its decisions line up."""
    if condition is True or condition is False:
        return condition
    ctx = current()
    path = ctx.guard()
    if contradicts(path, not_(condition)) or not feasible(and_(path, not_(condition)),
                                                          ctx.config):
        return True
    if contradicts(path, condition) or not feasible(and_(path, condition), ctx.config):
        return False
    if ctx.explorer is not None and ctx.may_decide:
        return ctx.explorer.decide(ctx, [condition, not_(condition)]) == 0
    return None


def dict_on_path(d: dict) -> list | None:
    """Returns [(key, value)] of the dict `d` is on the current path, in its order, or
    None where some key's presence is open there. The keys may be symbolic (pairwise
    different on every path, by the invariant of `dicts`)."""
    require_concrete_keys(d)
    out = []
    for physical, raw in list(dict.items(d)):
        g, v = presence(raw)
        here = settled(g)
        if here is None:
            return None
        if here:
            out.append((logical_key(physical), v))
    return out


def set_on_path(s) -> list | None:
    """Returns the members of the set `s` on the current path (pairwise different), or
    None where some member's presence is open there. The members are settled in an order
    of their text, not the physical one (a `Member` hashes by identity, so that order
    changes from run to run): a replayed path decides them in the order it first did;
    path by path, members whose texts tie (objects) are open, as no order is stable."""
    entries = sorted(set_entries(s), key=_stable_key)
    keys = [_stable_key(e) for e in entries]
    if current().explorer is not None and len(set(keys)) != len(keys):
        return None
    out = []
    for g, v in entries:
        here = settled(g)
        if here is None:
            return None
        if here:
            out.append(v)
    return out


def _stable_key(entry) -> tuple:
    """Returns a key ordering set entries (guard, value) the same way in every run."""
    return tuple(_text(part) for part in reversed(entry))


def _text(v) -> str:
    """Returns a text of a set member or guard that is the same in every run (a term's,
    a literal's, a tuple's of those; the class name of any other object)."""
    if type(v) is Term:
        return term_str(v, 10_000)
    if type(v) is tuple:
        return "(" + ", ".join(_text(e) for e in v) + ")"
    if type(v) in (int, bool, str, bytes, type(None)):
        return repr(v)
    return type(v).__qualname__  # an object: equal texts keep their physical order


# ------------------------------------------------------------------- the refusal --


def _frames() -> tuple[str, str | None]:
    """Returns (the un-lifted reader as "`name` at file:line", the innermost lifted
    caller's file:line or None)."""
    reader = user_location()
    frame = sys._getframe(1)
    while frame is not None:
        filename = os.path.abspath(frame.f_code.co_filename)
        inside = filename.startswith(_ROOT) and not filename.startswith(_LANGS)
        if not inside and "_stamen_rt" in frame.f_code.co_freevars:
            return reader, f"{filename}:{frame.f_lineno}"
        frame = frame.f_back
    return reader, None


def _refuse(what: str, kind: str) -> UnsupportedConstruct:
    """Returns the error for an un-lifted read of a container of symbolic shape."""
    reader, caller = _frames()
    name, _, where = reader.partition(" at ")
    parts = "keys" if kind == "dict" else "members"
    by = f"un-lifted code `{name}` at {where}"
    advice = f"decorate `{name}` with @stamen.lifted, or read the {kind} in lifted code"
    if caller is not None and caller == where:
        by = f"Python's own code called from the lifted function `{name}` at {where}"
        advice = (f"`{name}` is lifted, but the builtin or library function it hands the "
                  f"{kind} to is not; read the {kind} in lifted code first (sorted(), "
                  f"len(), `in`, a `for` loop)")
    elif caller is not None:
        by += f" (called from lifted code at {caller})"
    return UnsupportedConstruct(
        f"{what} of a {kind} whose {parts} depend on the path, read by {by}: its answer "
        f"differs between the paths reaching it, which un-lifted code cannot follow; "
        f"{advice}")


def _native(fn, *args):
    """Returns fn(*args) for dict's or set's own method: its exception (a KeyError, an
    unhashable key's TypeError) is the program's, as Python raises it."""
    with on_behalf():
        return fn(*args)


def _entries(d: dict, what: str, keys_shown: bool = True) -> list:
    """Returns `dict_on_path(d)`, refusing where the dict is open on this path, or, when
    the read hands its keys to un-lifted code (`keys_shown`), where a key on it is
    symbolic: that code would hash the term object, not its value (`dict(d)` built a
    native dict whose key `x` never equals the 0 Python has there)."""
    items = dict_on_path(d)
    if items is None or keys_shown and any(symbolic_key(k) for k, _ in items):
        raise _refuse(what, "dict")
    return items


def _decided(condition, what: str, kind: str) -> bool:
    here = settled(condition)
    if here is None:
        raise _refuse(what, kind)
    return here


def _view(entries: list, kind: str):
    """Returns the `kind` view of the dict of `entries`; a list where a key is symbolic
    (a native view would compare such keys by identity)."""
    if any(symbolic_key(k) for k, _ in entries):
        return [k if kind == "keys" else v if kind == "values" else (k, v)
                for k, v in entries]
    return getattr(dict, kind)(dict(entries))


# -------------------------------------------------------------------------- Dict --


class Dict(dict):
    """A dict created by lifted code (see module docstring): un-lifted reads of a
    symbolic shape give the current path's answer or refuse."""

    __slots__ = ()
    _stamen_python_type = dict

    def __len__(self):
        if not is_partial(self):
            return dict.__len__(self)
        return len(_entries(self, "len()", keys_shown=False))

    def __bool__(self):
        return self.__len__() != 0

    def __iter__(self):
        if not is_partial(self):
            return dict.__iter__(self)
        return iter([k for k, _ in _entries(self, "iteration")])

    def __reversed__(self):
        if not is_partial(self):
            return dict.__reversed__(self)
        return iter([k for k, _ in reversed(_entries(self, "reversed()"))])

    def keys(self):
        if not is_partial(self):
            return dict.keys(self)
        return _view(_entries(self, "keys()"), "keys")

    def values(self):
        if not is_partial(self):
            return dict.values(self)
        return _view(_entries(self, "values()", keys_shown=False), "values")

    def items(self):
        if not is_partial(self):
            return dict.items(self)
        return _view(_entries(self, "items()"), "items")

    def __contains__(self, key):
        if not is_partial(self) and not symbolic_key(key):
            return _native(dict.__contains__, self, key)
        return _decided(dict_lookup(self, key)[0], "`in`", "dict")

    def __getitem__(self, key):
        if not is_partial(self) and not symbolic_key(key):
            return _native(dict.__getitem__, self, key)
        found, value = dict_lookup(self, key)
        if not _decided(found, "d[key]", "dict"):
            raise KeyError(key)
        return value

    def get(self, key, default=None):
        if not is_partial(self) and not symbolic_key(key):
            return _native(dict.get, self, key, default)
        return dict_get(self, key, default)

    def __eq__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        if not is_partial(self) and not is_partial(other):
            return _native(dict.__eq__, self, other)
        return dict_eq(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not_(result)

    __hash__ = None

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        out = Dict()
        dict_update(out, (self,), {})
        dict_update(out, (other,), {})
        return out

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        out = Dict()
        dict_update(out, (other,), {})
        dict_update(out, (self,), {})
        return out

    def __ior__(self, other):
        dict_update(self, (other,), {})
        return self

    def __setitem__(self, key, value):
        if not is_partial(self) and not symbolic_key(key):
            _native(dict.__setitem__, self, key, value)
        else:
            dict_store(self, key, value)

    def __delitem__(self, key):
        if not is_partial(self) and not symbolic_key(key):
            _native(dict.__delitem__, self, key)
        else:
            dict_delete(self, key)

    def pop(self, key, *default):
        if not is_partial(self) and not symbolic_key(key):
            return _native(dict.pop, self, key, *default)
        return dict_pop(self, key, *default)

    def popitem(self):
        if not is_partial(self):
            return _native(dict.popitem, self)
        return dict_popitem(self)

    def setdefault(self, key, default=None):
        if not is_partial(self) and not symbolic_key(key):
            return _native(dict.setdefault, self, key, default)
        return dict_setdefault(self, key, default)

    def update(self, *args, **kwargs):
        dict_update(self, args, kwargs)

    def copy(self):
        """Returns a shallow copy keeping the encoding (a `Dict`), with the hashes Python
        stored (none of the keys' `__hash__` runs, see dicts.copy_dict_into)."""
        return copy_dict_into(Dict(), self, fresh=True)

    __copy__ = copy

    def __deepcopy__(self, memo):
        out = Dict()
        memo[id(self)] = out
        for k, v in dict.items(self):
            dict.__setitem__(out, _copy.deepcopy(k, memo), _copy.deepcopy(v, memo))
        return out

    def __reduce_ex__(self, protocol):
        return (dict, (dict(self.items()),))

    def __repr__(self):
        if not is_partial(self):
            return dict.__repr__(self)
        return repr(dict(_entries(self, "repr()")))


# --------------------------------------------------------------------------- sets --


def _members(s, what: str) -> list:
    """Returns `set_on_path(s)`, refusing where the set is open on this path."""
    members = set_on_path(s)
    if members is None:
        raise _refuse(what, "set")
    return members


def _iterable_members(s, what: str) -> list:
    """Returns the members of `s` on this path for an order-dependent read: Python orders
    a set by its members' hashes, which a symbolic member does not have."""
    members = _members(s, what)
    if any(symbolic_key(m) for m in members):
        raise _refuse(what, "set")
    return list(set.__iter__(set(members)))


def _set_methods(base: type) -> dict:
    """Returns the methods of a watched set class over `base` (set or frozenset)."""

    def __len__(self):
        if not is_symbolic_set(self):
            return base.__len__(self)
        return len(_members(self, "len()"))  # pairwise different on every path

    def __bool__(self):
        return self.__len__() != 0

    def __iter__(self):
        if not is_symbolic_set(self):
            return base.__iter__(self)
        return iter(_iterable_members(self, "iteration"))

    def __contains__(self, item):
        if not is_symbolic_set(self) and not symbolic_key(item):
            return _native(base.__contains__, self, item)
        return _decided(set_contains(self, item), "`in`", "set")

    def __eq__(self, other):
        if not isinstance(other, (set, frozenset)):
            return NotImplemented
        if not is_symbolic_set(self) and not is_symbolic_set(other):
            return _native(base.__eq__, self, other)
        return set_eq(self, other)

    def __ne__(self, other):
        result = __eq__(self, other)
        return result if result is NotImplemented else not_(result)

    def order(op):
        def method(self, other):
            if not isinstance(other, (set, frozenset)):
                return NotImplemented
            if not is_symbolic_set(self) and not is_symbolic_set(other):
                return getattr(base, op.__name__.join(("__", "__")))(self, other)
            return set_order(op, self, other)
        return method

    def binop(symbol: str, name: str, reflected: bool):
        native = getattr(base, name)

        def method(self, other):
            if not isinstance(other, (set, frozenset)):
                return NotImplemented
            a, b = (other, self) if reflected else (self, other)
            if is_symbolic_set(a) or is_symbolic_set(b):
                return set_binop(symbol, a, b)
            result = native(self, other)
            return _WATCHED.get(type(result), type(result))(result)
        return method

    def copy(self):
        if base is frozenset:
            return self  # immutable: Python's frozenset.copy returns it
        with internal_hashing():  # the hashes Python stored (see storedhash)
            return type(self)(base.__iter__(self))

    def __deepcopy__(self, memo):
        return type(self)(_copy.deepcopy(m, memo) for m in base.__iter__(self))

    def __reduce_ex__(self, protocol):
        return (base, (list(self),))

    def __repr__(self):
        if not is_symbolic_set(self):
            return base.__repr__(base(base.__iter__(self)))  # Python's, not the subclass's
        return repr(base(_iterable_members(self, "repr()")))

    def named(name: str):
        """A method taking other sets or iterables (`s.union(t)`, `s.update(t)`): by value
        where a side has symbolic shape (through the store for an update), else C's."""
        native = getattr(base, name)

        def method(self, *args):
            if is_symbolic_set(self) or not all(map(_plain_operand, args)):
                return set_method(self, name, args, {})
            result = native(self, *args)
            return _WATCHED.get(type(result), type(result))(result) \
                if isinstance(result, (set, frozenset)) else result
        method.__name__ = name
        return method

    def pop(self):
        if is_symbolic_set(self):
            return set_method(self, "pop", (), {})  # refused: it depends on the hash order
        return base.pop(self)

    def inplace(name: str):
        def method(self, other):
            if not isinstance(other, (set, frozenset)):
                return NotImplemented
            named(name)(self, other)
            return self
        return method

    methods = {"__len__": __len__, "__bool__": __bool__, "__iter__": __iter__,
               "__contains__": __contains__, "__eq__": __eq__, "__ne__": __ne__,
               "__lt__": order(operator.lt), "__le__": order(operator.le),
               "__gt__": order(operator.gt), "__ge__": order(operator.ge),
               "copy": copy, "__copy__": copy, "__deepcopy__": __deepcopy__,
               "__reduce_ex__": __reduce_ex__, "__repr__": __repr__,
               "__slots__": (), "_stamen_python_type": base}
    for symbol, name in (("|", "or"), ("&", "and"), ("-", "sub"), ("^", "xor")):
        methods[f"__{name}__"] = binop(symbol, f"__{name}__", False)
        methods[f"__r{name}__"] = binop(symbol, f"__r{name}__", True)
    for name in _READERS:
        methods[name] = named(name)
    if base is set:
        for name in _UPDATERS:
            methods[name] = named(name)
        for dunder, name in (("__ior__", "update"), ("__iand__", "intersection_update"),
                             ("__isub__", "difference_update"),
                             ("__ixor__", "symmetric_difference_update")):
            methods[dunder] = inplace(name)
        methods["pop"] = pop
    methods["__hash__"] = None if base is set else _frozenset_hash
    return methods


def _frozenset_hash(self) -> int:
    """Returns hash(fs) as Python computes it from the members present on this path (C's
    hash of the table would hash stamen's encoding); refused where they are open or
    symbolic (Python hashes a value the term does not have yet)."""
    if not is_symbolic_set(self):
        return frozenset.__hash__(self)
    return hash(frozenset(_iterable_members(self, "hash()")))


_READERS = ("union", "intersection", "difference", "symmetric_difference", "issubset",
            "issuperset", "isdisjoint")
_UPDATERS = ("update", "intersection_update", "difference_update",
             "symmetric_difference_update", "add", "discard", "remove", "clear")


def _plain_operand(v) -> bool:
    """Whether C's set method reads `v` as Python would: no symbolic value, no set of
    symbolic shape, no list or tuple holding one."""
    if type(v) in (list, tuple):
        return all(not symbolic_key(e) and not is_symbolic_set(e) for e in v)
    return not symbolic_key(v) and not is_symbolic_set(v)


Set = type("Set", (set,), {"__doc__": "A set created by lifted code (see module docstring).",
                           "__module__": __name__, **_set_methods(set)})
FrozenSet = type("FrozenSet", (frozenset,), {
    "__doc__": "A frozenset created by lifted code (see module docstring).",
    "__module__": __name__, **_set_methods(frozenset)})
_WATCHED = {set: Set, frozenset: FrozenSet}

# CPython's own messages name a value's type by its class's __name__ ("unhashable type:
# 'dict'", "'set' object is not subscriptable"): the watched classes carry the name of
# the type they stand for, so native errors read as Python's.
for _cls, _name in ((Dict, "dict"), (Set, "set"), (FrozenSet, "frozenset")):
    _cls.__name__ = _cls.__qualname__ = _name


dicts.register_dict_type(Dict)
sets.register_set_types(Set, FrozenSet)
sets.register_member_hook(setcopies.arm)
