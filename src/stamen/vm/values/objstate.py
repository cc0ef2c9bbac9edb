"""An object's stored attributes, read and written without running the program's code.

Python runs user code on attribute access: properties and other data
descriptors, `__setattr__`/`__delattr__` overrides, the guards of frozen
dataclasses. The store's undo and the join's merge put back *stored* state,
which the user's code never sees happen: they must write the instance
dictionary and the slots directly (as `object.__setattr__` would, but past
any descriptor), and build merged objects with `object.__new__` /
`tuple.__new__`, never through the class's `__new__`, `__init__` or
setters. A missing attribute reads as `ABSENT`. An object's kind is asked of
`type(obj)`, never by `isinstance`, which reads `obj.__class__` through a
`__getattribute__` of the program's, whose side effects would show.
"""

from __future__ import annotations

import functools
import gc
import types
import weakref

from stamen.vm.values.union import ABSENT, Union

__all__ = ["raw_get", "raw_set", "raw_state", "instance_dict", "stamen_mark", "restore_state",
           "plain_attribute", "new_instance", "class_default", "held_by_c", "c_field",
           "COUPLED_FIELDS",
           "attribute_order", "reorder_attributes"]

_MEMBER = types.MemberDescriptorType


def _slot(cls: type, name: str):
    """Returns the slot descriptor that stores `name` on instances of `cls`, or None."""
    for klass in cls.__mro__:
        d = klass.__dict__.get(name)
        if d is not None:
            return d if type(d) is _MEMBER else None
    return None


@functools.lru_cache(maxsize=4096)
def c_field(cls: type, name: str):
    """Returns the C accessor that stores `name` on instances of `cls` outside their dict
    (a getset or member descriptor of a C base class: BaseException's `__cause__`,
    `__context__`, `__suppress_context__`, `__traceback__`, `args`, SystemExit's `code`,
    StopIteration's `value`, OSError's `errno`), or None (a Python class's own attribute
    of that name comes first, as attribute lookup finds it)."""
    if name in ("__dict__", "__weakref__"):
        return None
    for klass in cls.__mro__:
        d = klass.__dict__.get(name)
        if d is not None:
            return d if type(d) in _C_FIELDS and not klass.__flags__ & _HEAP_TYPE else None
    return None


_GETSET = types.GetSetDescriptorType
_C_FIELDS = (types.GetSetDescriptorType, types.MemberDescriptorType)


def instance_dict(obj) -> dict | None:
    """Returns obj's instance dict (None where it has none), running no user code and
    making none where it has none yet (see `_partial_dict`)."""
    if type(obj) is functools.partial:
        return _partial_dict(obj)
    try:
        d = object.__getattribute__(obj, "__dict__")
    except (AttributeError, TypeError):
        return None
    return d if type(d) is dict else None


def _partial_dict(p: functools.partial) -> dict | None:
    """Returns the instance dict of a `functools.partial` where it has one, without making
    one: reading `__dict__` makes it, and a partial with a dict is no longer flattened into
    a partial of it (`partial(g, off=1)` of a partial `g` kept `g` as its function)."""
    keywords = p.keywords
    for r in gc.get_referents(p):
        if type(r) is dict and r is not keywords:
            return r
    return None


def raw_get(obj, name: str):
    """Returns the stored value of obj.name (ABSENT if not stored), running no user code.

    A class's own dictionary is read without its bases (deleting an attribute of
    a class uncovers the inherited one, which is not part of the class's state)."""
    if issubclass(type(obj), type):
        return obj.__dict__.get(name, ABSENT)
    slot = _slot(type(obj), name)
    if slot is not None:
        try:
            return slot.__get__(obj, type(obj))
        except AttributeError:
            return ABSENT
    field = c_field(type(obj), name)
    if field is not None:
        return field.__get__(obj, type(obj))
    d = instance_dict(obj)
    if d is not None:
        return d.get(name, ABSENT)
    return getattr(obj, name, ABSENT)


def class_default(obj, name: str):
    """Returns what reading obj.name gives where `obj` does not store `name`: its class's
    attribute (a base class's, for a class), bound as attribute access binds it; ABSENT
    if there is none (a class's `__getattr__` is not consulted: the caller's business).

    Read when the attribute is read, never copied into the instance at a join: the
    instance does not store it (`vars`, `del` and a later change to the class see that)."""
    if issubclass(type(obj), type):
        owners, instance, owner = obj.__mro__[1:], None, obj
    else:
        owners, instance, owner = type(obj).__mro__, obj, type(obj)
    return _looked_up(owners, name, instance, owner)


def _looked_up(owners: tuple, name: str, instance, owner):
    """Returns the first of `owners` (classes, in MRO order) that stores `name`, bound; a
    class that stores it on some paths only (a union with ABSENT members: assigned to the
    class under a branch) gives the next class's on the others."""
    for k, klass in enumerate(owners):
        if name in klass.__dict__:
            value = klass.__dict__[name]
            if type(value) is _MEMBER and instance is not None:
                return ABSENT  # an empty slot: storage, not a class default (reading raises)
            get = getattr(type(value), "__get__", None)
            value = value if get is None else get(value, instance, owner)
            if type(value) is Union and any(m is ABSENT for _, m in value.members):
                return _or_else(value, _looked_up(owners[k + 1:], name, instance, owner))
            return value
    return ABSENT


def _or_else(value: Union, rest):
    """Returns `value` (a union with ABSENT members) with `rest` where it is ABSENT."""
    if rest is ABSENT:
        return value
    from stamen.terms.boolean import and_, or_

    absent = or_(*(g for g, m in value.members if m is ABSENT))
    tail = rest.members if type(rest) is Union else ((True, rest),)
    return Union(tuple((g, m) for g, m in value.members if m is not ABSENT)
                 + tuple((and_(absent, g), m) for g, m in tail))


def raw_set(obj, name: str, value) -> None:
    """Stores obj.name = value (ABSENT deletes it) past descriptors and setattr overrides."""
    if issubclass(type(obj), type):
        if value is ABSENT:
            if name in obj.__dict__:
                type.__delattr__(obj, name)
        else:
            type.__setattr__(obj, name, value)
        return
    slot = _slot(type(obj), name)
    if slot is not None:
        if value is ABSENT:
            try:
                slot.__delete__(obj)
            except AttributeError:
                pass
        else:
            slot.__set__(obj, value)
        return
    field = c_field(type(obj), name)
    if field is not None:
        if value is not ABSENT:
            _set_field(obj, field, name, value)
        return
    d = instance_dict(obj)
    if d is not None:
        if value is ABSENT:
            d.pop(name, None)
        else:
            d[name] = value
        return
    if value is ABSENT:  # an object without stored attributes (e.g. a module-like proxy)
        if hasattr(obj, name):
            delattr(obj, name)
    else:
        setattr(obj, name, value)


def _set_field(obj, field, name: str, value) -> None:
    """Stores a C field alone: setting an exception's `__cause__` also sets its
    `__suppress_context__`, which is put back (the store logs and restores each)."""
    if name == "__cause__" and isinstance(obj, BaseException):
        suppress = obj.__suppress_context__
        field.__set__(obj, value)
        obj.__suppress_context__ = suppress
    else:
        field.__set__(obj, value)


# The C fields a write to another also sets (the store logs them with it).
COUPLED_FIELDS = {"__cause__": ("__suppress_context__",)}


def held_by_c(obj, name: str) -> bool:
    """Whether `obj.name` is C state, not a stored Python value: an attribute of an object
    of a C type that has neither an instance dict nor a slot for it (`decimal.Context`'s
    `prec`, read and written through its type's C accessors), which converts what it is
    given (a symbolic value would be asked for a concrete one, or refused)."""
    if c_field(type(obj), name) is not None:  # an exception's __cause__, a C field
        return not issubclass(type(obj), type)
    return (not issubclass(type(obj), type) and type(obj) is not types.ModuleType
            and not type(obj).__flags__ & _HEAP_TYPE and _slot(type(obj), name) is None
            and instance_dict(obj) is None)


_HEAP_TYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class made at run time (a Python class)


def _slot_names(cls: type) -> list[str]:
    names = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        for s in slots:
            if s in ("__dict__", "__weakref__"):
                continue
            if s.startswith("__") and not s.endswith("__"):
                s = f"_{klass.__name__.lstrip('_')}{s}"  # a private slot's mangled name
            if s not in names:
                names.append(s)
    return names


def raw_state(obj) -> dict:
    """Returns {name: value} of every attribute stored on `obj` (its dict and slots).

    The marks stamen sets on an exception it judged the program's (`__stamen_...__`, see
    `boundary.mark_program`) are left out: they are stamen's bookkeeping, not the
    program's state, so undo and merge neither remove them nor merge a mark set on one
    path with its absence on the other (which made the program's exception a fault)."""
    state = {}
    for name in _slot_names(type(obj)):
        v = raw_get(obj, name)
        if v is not ABSENT:
            state[name] = v
    d = instance_dict(obj)
    if d is not None:
        state.update(d)
        if issubclass(type(obj), BaseException):  # the only objects stamen marks
            for name in [k for k in state if stamen_mark(k)]:
                del state[name]
    return state


def stamen_mark(name) -> bool:
    """Whether `name` is one of the marks stamen stores on the program's exceptions
    (`boundary.mark_program`, `regions.mark_world_raise`): not the program's state."""
    return type(name) is str and name.startswith("__stamen_")


def restore_state(obj, state: dict) -> None:
    """Makes the attributes stored on `obj` exactly `state` (see `raw_state`)."""
    for name in raw_state(obj):
        if name not in state:
            raw_set(obj, name, ABSENT)
    for name, value in state.items():
        raw_set(obj, name, value)
    reorder_attributes(obj, tuple(state))


def attribute_order(obj) -> tuple:
    """Returns the names in obj's instance dict in its order (what `vars(obj)` lists);
    () where it has none, and for a module (whose dict is its namespace)."""
    d = instance_dict(obj)
    return () if d is None or type(obj) is types.ModuleType else tuple(d)


def reorder_attributes(obj, order: tuple) -> None:
    """Puts obj's instance dict in `order` (names it does not hold skipped, names it holds
    that `order` lacks kept after, in their order): undo and merge write attributes one
    by one, and one deleted and put back lands last, where Python's dict had it first."""
    d = instance_dict(obj)
    if d is None or type(obj) is types.ModuleType or tuple(d) == order:
        return
    first = {name: d[name] for name in order if name in d}
    rest = [(name, value) for name, value in d.items() if name not in first]
    dict.clear(d)
    dict.update(d, first)
    dict.update(d, rest)


_GETSET = types.GetSetDescriptorType
_C_FIELDS = (types.GetSetDescriptorType, types.MemberDescriptorType)
_PLAIN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _plain_class(cls: type) -> bool:
    """Whether writing an attribute of a `cls` instance only stores it: no `__setattr__` or
    `__delattr__` override and no property or other data descriptor besides slots."""
    known = _PLAIN.get(cls)
    if known is not None:
        return known
    plain = cls.__setattr__ is object.__setattr__ and cls.__delattr__ is object.__delattr__
    for klass in cls.__mro__[:-1]:
        if not plain:
            break
        for d in klass.__dict__.values():
            kind = type(d)
            if kind is not _MEMBER and kind is not _GETSET and (
                    hasattr(kind, "__set__") or hasattr(kind, "__delete__")):
                plain = False
                break
    try:
        _PLAIN[cls] = plain
    except TypeError:
        pass
    return plain


def plain_attribute(obj) -> bool:
    """Returns whether `obj.name = v` only stores v at `name` for every name (so a write is
    undone by putting back that one attribute); otherwise a write may run the program's
    code, which may store anything on `obj`."""
    if issubclass(type(obj), type):  # a class's state is its own dict: logged name by name
        return True
    if type(obj) is types.ModuleType:  # its __setattr__ only stores, in the module's dict
        return True
    return _plain_class(type(obj))


def new_instance(cls: type, state: dict, items: tuple | None = None):
    """Returns a new instance of `cls` holding `state` (and, for a tuple subclass, `items`),
    built without calling the class's `__new__`, `__init__` or `__post_init__`."""
    obj = tuple.__new__(cls, items) if items is not None else object.__new__(cls)
    for name, value in state.items():
        raw_set(obj, name, value)
    return obj
