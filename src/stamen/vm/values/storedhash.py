"""The hashes Python keeps for the keys it stores, so that stamen never runs the program's
`__hash__` where Python would not.

CPython hashes a dict key or set member once, when it is stored, and keeps the hash in
its table; a lookup hashes the probe once. stamen's own steps hash keys again: a look-up
followed by a store, a snapshot of a dict before a branch writes it, the rebuild of its
contents when the branch is undone or merged. For a key whose class defines `__hash__`,
each of those would be a call of the program's code that Python does not make, which a
`__hash__` that logs or counts shows. So a lifted class's `__hash__` is made replayable
(`replayable_hash`): it answers without running

- the hash of the object the current operation hashed already (`known_hash`), and
- inside stamen's own rebuilds (`internal_hashing`), the hash recorded when stamen
  stored the object (`remember_hash`).

A rebuild also compares keys whose hashes collide, which would run the program's
`__eq__`: inside one, a lifted class's `__eq__` (`replayable_eq`) answers by identity,
which is the answer for the distinct entries of one table.

Only objects that take weak references are remembered (an entry lives as long as its
object); another's hash is computed again, one call more than Python makes. A class the
program did not lift has its `__hash__` and `__eq__` made replayable the first time stamen
hashes one of its objects (vm.python.hashing), on the class that defines each.

Python keeps a hash per table: an object whose hash changed between two insertions is
kept with the old hash in one table and the new one in the other. stamen keeps one per
object, so `remember_hash` reports the conflict (its caller refuses).
"""

from __future__ import annotations

import functools
import weakref
from types import FunctionType

from stamen.boundary import call_user

__all__ = ["known_hash", "internal_hashing", "remember_hash", "remembered_hash",
           "replayable_hash", "replayable_eq", "REPLAY_CODE", "is_replayable", "replayed",
           "recorded_hashes", "note_parts", "parts_of"]

# id -> (object, hash): the objects the running operation hashed already.
_KNOWN: dict[int, tuple] = {}
# id -> (weak reference, hash): the hashes of the objects stamen stored natively.
_REMEMBERED: dict[int, tuple] = {}
_internal = [0]  # the depth of stamen's own rebuilds of containers
# The lists collecting (object, hash) of the replayable hashes that run now (see
# `recorded_hashes`), innermost last.
_recorders: list = []
# id -> (key, [(object, hash)]): the objects a key (a tuple, a frozenset, a dataclass
# hashed by its generated `__hash__`) holds and their hashes, computed with the key's.
_PARTS: dict[int, tuple] = {}


class recorded_hashes:
    """`with recorded_hashes() as parts:` collects (object, hash) for every replayable
    `__hash__` that runs inside: the objects a key such as a tuple holds, hashed as part of
    the key's hash (a tuple's own hash is C's, which `known_hash` cannot answer)."""

    __slots__ = ("parts",)

    def __enter__(self) -> list:
        self.parts = []
        _recorders.append(self.parts)
        return self.parts

    def __exit__(self, *exc):
        _recorders.pop()


def note_parts(key, parts: list) -> None:
    """Keeps the hashes of the objects `key` holds (from `recorded_hashes`), so that
    `known_hash(key, ...)` answers them too and `parts_of` gives them to be remembered."""
    if not parts or parts[0][0] is key:
        return
    if len(_PARTS) > 512:
        _PARTS.clear()
    _PARTS[id(key)] = (key, parts)


def parts_of(key) -> list:
    """Returns [(object, hash)] noted for `key` (`note_parts`), or []."""
    entry = _PARTS.get(id(key))
    return entry[1] if entry is not None and entry[0] is key else []


class known_hash:
    """`with known_hash(obj, h):` makes a lifted class's `__hash__` of `obj` return `h`
    without running: Python hashes a key once per operation, where stamen's native steps
    (look up, then store) would hash it again. No-op if h is None."""

    __slots__ = ("obj", "h", "parts")

    def __init__(self, obj, h):
        self.obj, self.h = obj, h

    def __enter__(self):
        if self.h is not None:
            _KNOWN[id(self.obj)] = (self.obj, self.h)
            self.parts = parts_of(self.obj)  # (the objects a tuple key holds, hashed once)
            for part, h in self.parts:
                _KNOWN[id(part)] = (part, h)

    def __exit__(self, *exc):
        if self.h is not None:
            _KNOWN.pop(id(self.obj), None)
            for part, _ in self.parts:
                _KNOWN.pop(id(part), None)


class internal_hashing:
    """`with internal_hashing():` marks stamen's own rebuild of a container's table (a
    snapshot, an undo, a merge): the keys it hashes answer their remembered hashes."""

    __slots__ = ()

    def __enter__(self):
        _internal[0] += 1

    def __exit__(self, *exc):
        _internal[0] -= 1


def remember_hash(obj, h) -> bool:
    """Records h, the hash Python computed of `obj` when stamen stored it natively; returns
    False where another hash is recorded for `obj` (its hash changed since it was stored
    elsewhere: Python keeps both, one per table), True otherwise."""
    if h is None:
        return True
    key = id(obj)
    entry = _REMEMBERED.get(key)
    if entry is not None and entry[0]() is obj and entry[1] != h:
        return False
    try:
        ref = weakref.ref(obj, lambda _, key=key: _REMEMBERED.pop(key, None))
    except TypeError:  # no weak references: not remembered
        return True
    _REMEMBERED[key] = (ref, h)
    return True


def remembered_hash(obj):
    """Returns the hash recorded by `remember_hash` for `obj`, or None."""
    entry = _REMEMBERED.get(id(obj))
    return entry[1] if entry is not None and entry[0]() is obj else None


def replayable_hash(fn):
    """Returns a lifted class's `__hash__` `fn` made to answer a hash Python computed
    already (see the module docstring) instead of running again."""

    @functools.wraps(fn)
    def __hash__(self):
        known = _KNOWN.get(id(self))
        if known is not None and known[0] is self:
            return known[1]
        if _internal[0]:
            h = remembered_hash(self)
            if h is not None:
                return h
        h = call_user(fn, self)  # (the program's code: its exception is the program's)
        if _recorders:
            _recorders[-1].append((self, h))
        return h

    return __hash__


def replayable_eq(fn):
    """Returns a lifted class's `__eq__` `fn` made to answer by identity inside stamen's
    own rebuild of a table (`internal_hashing`), where Python makes no comparison."""

    @functools.wraps(fn)
    def __eq__(self, other):
        if _internal[0]:
            return self is other
        return call_user(fn, self, other)

    return __eq__


REPLAY_CODE = replayable_hash(hash).__code__  # the code of every replayable `__hash__`
_REPLAY_CODES = frozenset({REPLAY_CODE, replayable_eq(hash).__code__})


def is_replayable(fn) -> bool:
    """Whether `fn` is a replayable `__hash__` or `__eq__` (made by this module)."""
    return type(fn) is FunctionType and fn.__code__ in _REPLAY_CODES


def replayed(fn):
    """Returns the program's function a replayable `__hash__` or `__eq__` runs (`fn`
    itself for another function): the code a call of it enters."""
    return fn.__wrapped__ if is_replayable(fn) else fn
