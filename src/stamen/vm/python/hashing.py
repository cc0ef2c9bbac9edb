"""Python's hashes of symbolic values, and the key equality of dict and set lookups.

`hash(v)` in lifted code is the hash Python gives the value on every path: for
an int n, sign(n) * (|n| mod (2**61 - 1)) with -1 mapped to -2; for a bool,
0 or 1; a union per member. The hash of a symbolic bitvector or real, or of
a tuple or object hashed by contents that hold a symbolic value, would need
hashes stamen does not model (a term's own hash is its id): refused.

A dict or set lookup compares a probe with a stored key only when their hashes
match, so a symbolic probe meets a stored key of a class with its own `__eq__`
(which Python would not even call unless the hashes agree) by comparing Python's
hashes first, then that `__eq__`. `symbolic_key` says which keys must be compared
by value in the first place.
"""

from __future__ import annotations

import dataclasses
import struct
import sys
import weakref
from types import FunctionType

from stamen.boundary import call_user
from stamen.errors import UnsupportedConstruct
from stamen.terms import arith
from stamen.terms.boolean import and_, eq, ite, not_
from stamen.terms.bv import BV
from stamen.terms.operators import user_line
from stamen.terms.partial import require
from stamen.terms.sorts import BOOL, FLOAT64, INT, BitVecSort
from stamen.terms.term import Term
from stamen.vm.merging.seq import PaddedTuple
from stamen.vm.paths.control import apply_guarded
from stamen.vm.paths.crossing import is_program_class
from stamen.vm.paths.feasibility import feasible_on_path
from stamen.vm.python import hooks
from stamen.vm.python.dunders import user_method
from stamen.vm.python.elements import under
from stamen.vm.state.context import current
from stamen.vm.values.objstate import raw_state
from stamen.vm.values.storedhash import (
    is_replayable,
    parts_of,
    recorded_hashes,
    remember_hash,
    replayable_eq,
    replayable_hash,
    replayed,
)
from stamen.vm.values.union import Union
from stamen.vm.values.untracked import runs_natively
from stamen.vm.values.writefree import calls_nothing

__all__ = ["py_hash", "lookup_eq", "symbolic_key", "register_symbolic_type",
           "require_hashable_parts",
           "ATOMS", "refuse_symbolic_float", "hashes_by_code", "asks_code", "hash_of",
           "stored_key_hash", "keep_hash", "with_writes", "eq_unseen", "kept_hash",
           "in_table_order", "hash_changes_state", "call_keeping_hashes"]

_MODULUS = sys.hash_info.modulus


def _int_hash(n):
    """Python's hash of an int term."""
    negative = arith.lt(n, 0)
    residue = arith.mod(ite(negative, arith.neg(n), n), _MODULUS)
    h = ite(negative, arith.neg(residue), residue)
    return ite(eq(h, -1), -2, h)


def py_hash(v):
    """Returns hash(v): an int, or an int term for a symbolic int or bool."""
    t = type(v)
    if t is Union:
        return apply_guarded(v.members, py_hash)
    if t is not Term:
        inner = _symbolic_inside(v)
        method = user_method(t, "__hash__") if inner is not None else None
        if method is not None:  # the program's own hash, run on the symbolic state
            return _returned_hash(call_user(method, v))
        if inner is not None:
            name = getattr(t, "_stamen_python_type", t).__name__  # a watched set: frozenset
            raise UnsupportedConstruct(
                f"{user_line()}: hash() of a {name} holding the symbolic value "
                f"{inner!r}: Python hashes the value, which the term does not have yet")
        return call_user(hash, v)
    if v.sort is BOOL:
        return ite(v, 1, 0)
    if v.sort is INT:
        return _int_hash(v)
    raise UnsupportedConstruct(
        f"{user_line()}: hash() of a symbolic {v.sort.name} is not supported; hash a concrete "
        f"value (sol.evaluate, stamen.concretize) instead")


_SSIZE = 1 << (8 * struct.calcsize("n") - 1)


def _returned_hash(r):
    """Returns hash() of an object whose `__hash__` returned `r`, as Python takes it: an int
    that fits a C ssize_t as it is, a larger one hashed again as an int, -1 made -2."""
    if type(r) is Union:
        return apply_guarded(r.members, _returned_hash)
    if type(r) is Term and r.sort in (INT, BOOL):
        n = ite(r, 1, 0) if r.sort is BOOL else r
        fits = and_(arith.le(-_SSIZE, n), arith.lt(n, _SSIZE))
        return ite(eq(n, -1), -2, ite(fits, n, _int_hash(n)))
    if not isinstance(r, int):
        raise TypeError("__hash__ method should return an integer")
    h = int(r) if -_SSIZE <= r < _SSIZE else hash(int(r))
    return -2 if h == -1 else h


# The types of symbolic values: hash() of a value holding one is refused, and a dict key or
# set member holding one is compared by value. vm.python.strings and vm.python.sets, above
# this module, register their symbolic text and set members.
_SYMBOLIC_TYPES: set[type] = {Term, Union, PaddedTuple}


def register_symbolic_type(t: type) -> None:
    """Declares `t` a type of symbolic values, which Python cannot hash yet."""
    _SYMBOLIC_TYPES.add(t)


def _symbolic_inside(v):
    """Returns a symbolic value that hash(v) would hash (inside a tuple, a frozenset or an
    object hashed by its contents), or None."""
    stack, seen = [v], set()
    while stack:
        w = stack.pop()
        t = type(w)
        if t in _SYMBOLIC_TYPES:
            return w
        if id(w) in seen or t in (str, bytes, int, bool, float, type(None)):
            continue
        seen.add(id(w))
        if isinstance(w, (tuple, frozenset)):
            stack.extend(w if isinstance(w, tuple) else frozenset.__iter__(w))
        elif not isinstance(w, type) and t.__hash__ is not object.__hash__ and \
                t.__hash__ is not None:
            stack.extend(raw_state(w).values())
    return None


def hashes_by_code(v) -> bool:
    """Whether hash(v) runs the program's code: an object whose class defines `__hash__`,
    also inside a tuple or frozenset (a dataclass's generated hash, inside its fields).
    Python hashes a dict key or set member once, when it is stored, and a probe once per
    lookup; such a hash's calls are the program's to see, so stamen computes it where
    Python does and keeps it."""
    return _runs_code(v, "__hash__")


def asks_code(v) -> bool:
    """Whether `==` of the dict key or set member `v` runs the program's code (its class's
    `__eq__`, also inside a tuple or frozenset)."""
    return _runs_code(v, "__eq__")


def eq_unseen(v) -> bool:
    """Whether `==` of the dict key or set member `v` runs the program's code that stamen
    does not lift and that may change state: its writes are not made through the store,
    so `with_writes` cannot tell (one that calls nothing but a few builtins is taken to
    make none: `writefree.calls_nothing`)."""
    return _runs_code(v, "__eq__", _unseen_writer)


def _unseen_writer(method) -> bool:
    fn = replayed(method)
    return runs_natively(fn.__code__) and not calls_nothing(fn)


def hash_changes_state(v) -> bool:
    """Whether hash(v) runs the program's code that changes state: a `__hash__` stamen does
    not lift that calls more than a few builtins (`_unseen_writer`), or one whose call
    (made here, once more than Python makes it: seen only where it changes state, which
    this answers) writes through the store."""
    if not hashes_by_code(v):
        return False
    return _runs_code(v, "__hash__", _unseen_writer) or with_writes(hash_of, v)[1]


def _runs_code(v, name: str, which=None) -> bool:
    """Whether hash(v) (`name` "__hash__") or `v == ...` ("__eq__") runs a method of the
    program's (for which `which(method)` holds, if given)."""
    t = type(v)
    if t in ATOMS or t is Term:
        return False
    if t is Union:
        return any(_runs_code(m, name, which) for _, m in v.members)
    if isinstance(v, tuple):
        return any(_runs_code(w, name, which) for w in v)
    if isinstance(v, frozenset):
        return any(_runs_code(w, name, which) for w in frozenset.__iter__(v))
    method = user_method(t, name)
    if method is None or isinstance(v, type):
        return False
    if method.__code__.co_filename == "<string>" and hasattr(t, "__dataclass_fields__"):
        return any(_runs_code(w, name, which) for w in raw_state(v).values())  # generated
    if not is_replayable(method):
        _make_replayable(t)
    return which is None or which(method)


_REPLAYABLE = (("__hash__", replayable_hash), ("__eq__", replayable_eq))
_seen_classes: weakref.WeakSet = weakref.WeakSet()  # the classes _make_replayable saw


def _make_replayable(t: type) -> None:
    """Makes the `__hash__` and `__eq__` that objects of `t` run replayable (see
    vm.values.storedhash), on the class that defines each where it is the program's
    class (a library's is left as it is), as lifting does for a lifted class's: a class
    the program did not lift is the program's code as much, whose calls Python makes
    once per operation (stamen's second native hash of a key in one operation, and its
    own rebuilds of a table, ran them again: a `__hash__` that logs showed each key
    hashed twice when stored)."""
    if t in _seen_classes:
        return
    _seen_classes.add(t)
    for name, wrap in _REPLAYABLE:
        for owner in t.__mro__:
            fn = vars(owner).get(name, _NOT_DEFINED)
            if fn is _NOT_DEFINED:
                continue
            if type(fn) is FunctionType and not is_replayable(fn) and \
                    fn.__code__.co_filename != "<string>" and is_program_class(owner):
                try:
                    setattr(owner, name, wrap(fn))
                except (TypeError, AttributeError):  # a metaclass that forbids it
                    pass
            break


_NOT_DEFINED = object()


def keep_hash(key, h) -> None:
    """Records h, the hash Python keeps for `key` in the table stamen stored it in
    natively (see storedhash.remember_hash); refuses a key whose hash changed since it
    was stored in another table, where Python keeps the old hash (and finds or compares
    the key by it), which stamen, keeping one hash per object, does not."""
    if not (remember_hash(key, h) and all(remember_hash(o, ho) for o, ho in parts_of(key))):
        raise UnsupportedConstruct(
            f"{user_line()}: a dict key or set member whose hash changed since it was stored "
            f"in another dict or set (its `__hash__` reads state that changed): Python keeps "
            f"the old hash in that table and the new one in this, stamen one per object; "
            f"hash only what does not change while the object is a key")


def call_keeping_hashes(fn, *args, **kwargs):
    """Returns fn(*args, **kwargs), a call of C code that hashes the program's objects
    itself (an OrderedDict's method), keeping each hash it computes (`keep_hash`), as
    stamen's own stores do: a later rebuild of the table (an undo, a merge) then answers
    them without running the program's `__hash__` again."""
    with recorded_hashes() as hashed:
        out = fn(*args, **kwargs)
    for obj, h in hashed:
        keep_hash(obj, h)
    return out


def hash_of(v):
    """Returns Python's hash of the dict key or set member `v`: `py_hash` of one holding a
    symbolic value, hash() of another (its TypeError where it is unhashable)."""
    return py_hash(v) if symbolic_key(v) else call_user(hash, v)


def with_writes(fn, *args) -> tuple:
    """Returns (fn(*args), whether it wrote state through the store): whether a call of the
    program's code that Python would make a different number of times can be seen."""
    store = current().store
    writes = store.writes
    return fn(*args), store.writes != writes


def stored_key_hash(key):
    """Returns the hash of a stored dict key or set member that Python kept but stamen does
    not know (code stamen does not lift stored it, or its object takes no weak reference:
    see storedhash): computed again, a call Python does not make, so one that changes
    state is refused."""
    if not hashes_by_code(key):
        return hash_of(key)
    return _hash_again(key)


def _hash_again(key):
    """Returns hash(key), whose `__hash__` is the program's, computed once more than Python
    computes it: refused where that changes state (see `stored_key_hash`)."""
    h, wrote = with_writes(hash_of, key)
    if wrote:
        raise UnsupportedConstruct(
            f"{user_line()}: a dict key or set member whose `__hash__` changes state, stored "
            f"where stamen did not see its hash (by code stamen does not lift, or an object "
            f"that takes no weak reference): Python kept that hash, and computing it again "
            f"would run `__hash__` once more than Python does")
    return h


def kept_hash(key, h):
    """Returns the hash Python kept for the stored dict key or set member `key`, where
    computing it runs the program's `__hash__`: h, the hash stamen knows (a Slot's, a
    Member's, a remembered one), else computed again (`stored_key_hash`); None for a key
    hashed by no code."""
    if h is not None or not hashes_by_code(key):
        return h
    return _hash_again(key)


class in_table_order:
    """`with in_table_order():` marks an operation on a set of symbolic shape that
    compares members in the order of a set's hash table (set algebra, subset tests):
    CPython's table order, which stamen does not model, orders the calls of the
    members' `__eq__`, so one that changes state is refused there (`_asked_eq`), also
    where the members are equal."""

    __slots__ = ()

    def __enter__(self):
        _table_order[0] += 1

    def __exit__(self, *exc):
        _table_order[0] -= 1


_table_order = [0]


def lookup_eq(probe, key, probe_hash=None, key_hash=None):
    """Returns whether a dict/set lookup of `probe` finds the stored `key` (one of them
    symbolic, or asking the program's `__eq__`): Python's `key == probe` once the hashes
    agree. The hash matters where one side's `==` runs the program's code (which may
    call anything equal, and whose calls the program sees): there the hashes are compared
    first, as Python does (a hash stamen does not model is refused by `py_hash`).
    `probe_hash` and `key_hash` are the hashes Python computed already (the probe's for
    this lookup, the key's when it was stored): the program's `__hash__` is not run
    again."""
    if _bitvector_apart(probe, key):
        return False
    if not (asks_code(key) or asks_code(probe)):
        return hooks.py_eq(key, probe)
    same_hash = eq(hash_of(probe) if probe_hash is None else probe_hash,
                   stored_key_hash(key) if key_hash is None else key_hash)
    if same_hash is False:
        return False
    if same_hash is True:
        return _asked_eq(key, probe)
    # Python asks `__eq__` only where the hashes agree
    return and_(same_hash, under(same_hash, lambda: _asked_eq(key, probe), lambda: False))


def _bitvector_width(v) -> int | None:
    """Returns the width of a bit-vector (a `BV` or a bit-vector term), else None."""
    if type(v) is BV:
        return v.width
    if type(v) is Term and type(v.sort) is BitVecSort:
        return v.sort.width
    return None


def _bitvector_apart(a, b) -> bool:
    """Whether a and b hash apart because one is a bit-vector and the other no bit-vector
    of its width (also inside tuples): a `BV` hashes as (BV, value, width), so Python's
    look-up never compares `BitVec(4)(1)` with the key 1 it is `==` to."""
    if _bitvector_width(a) != _bitvector_width(b):
        return True
    if type(a) is tuple and type(b) is tuple and len(a) == len(b):
        return any(_bitvector_apart(x, y) for x, y in zip(a, b, strict=True))
    return False


def _asked_eq(key, probe):
    """Returns the truth of `key == probe` as a dict or set lookup asks it, on the paths
    where their hashes agree. Where they agree and the keys differ, CPython asks `==` once
    for every visit of its probe sequence to the key's slot, a number its table's layout
    and the hash's bits decide (a hash of -2 visits the slot a dozen times): a `__eq__`
    that changes state there makes the number visible, which stamen does not model. (A
    `__eq__` stamen does not lift may change state unseen: refused there as well.)"""
    found, wrote = with_writes(lambda: hooks.truth(hooks.py_eq(key, probe)))
    if not wrote and (_table_order[0] or found is not True):  # (else no refusal: no need)
        wrote = eq_unseen(key) or eq_unseen(probe)
    if wrote and _table_order[0]:
        raise UnsupportedConstruct(
            f"{user_line()}: an operation on a set of symbolic shape whose members' `__eq__` "
            f"changes state (or is code stamen does not lift): CPython compares them in "
            f"its hash table's order, which stamen does not model; keep `__eq__` free of "
            f"effects and lifted")
    if wrote and found is not True and feasible_on_path(not_(found)):
        raise UnsupportedConstruct(
            f"{user_line()}: a dict or set lookup whose keys' `__eq__` changes state (or is code "
            f"stamen does not lift), on keys whose hashes agree but which differ: CPython "
            f"calls that `__eq__` once per visit of its hash table's probe sequence to the "
            f"key, a number stamen does not model; keep `__eq__` free of effects and "
            f"lifted, or make the hashes differ")
    return found


# The types whose values are never symbolic and hash by value.
ATOMS = frozenset({str, int, bool, bytes, float, type(None)})


def symbolic_key(key) -> bool:
    """Returns whether a dict key or set member holds a symbolic value, also inside a tuple,
    frozenset, frozen dataclass or any object whose class hashes it by its contents (its
    own `__hash__`): Python would hash and compare its value, which is open, so it must be
    compared by value (or refused), never hashed by identity or by a term's own hash."""
    t = type(key)
    if t in _SYMBOLIC_TYPES:
        return True
    if t in ATOMS:
        return False
    if t is tuple or isinstance(key, tuple):
        return any(symbolic_key(k) for k in key)
    if isinstance(key, frozenset):  # its physical members (a watched one's own __iter__
        return any(symbolic_key(k) for k in frozenset.__iter__(key))  # reads the path)
    params = getattr(t, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return any(symbolic_key(getattr(key, f.name)) for f in dataclasses.fields(key))
    if not isinstance(key, type) and t.__hash__ not in (object.__hash__, None):
        return _symbolic_inside(key) is not None
    return False


def require_hashable_parts(probe, where=True) -> None:
    """Raises Python's TypeError where `where` holds when `probe`, a tuple holding a
    symbolic value (stored by value, never hashed), also holds what Python cannot hash
    (`(x, [x])`: "unhashable type: 'list'"); its symbolic parts always hash, so the first
    unhashable concrete part, in Python's order, is the one named (of a tuple of symbolic
    length, where the part is real)."""
    if type(probe) is PaddedTuple:
        parts = [(arith.lt(j, probe.length), e) for j, e in enumerate(probe.elems)]
    elif isinstance(probe, tuple) and symbolic_key(probe):
        parts = [(True, e) for e in probe]
    else:
        return
    for real, part in parts:
        if symbolic_key(part):
            require_hashable_parts(part, and_(where, real))
            continue
        try:
            call_user(hash, part)
        except TypeError as exc:
            require(not_(and_(where, real)), str(exc), TypeError)


def hashable_members(key: Union, where=True) -> list:
    """Returns the members [(guard, member)] of the union `key` (a dict key or set member)
    that Python can hash, after requiring that no path where `where` holds has one that it
    cannot: Python's TypeError ("unhashable type: 'list'") is raised on that member's paths
    only, never on the paths where the key is another, hashable, value."""
    out = []
    for g, m in key.members:
        if symbolic_key(m):
            require_hashable_parts(m, and_(where, g))
        else:
            try:
                call_user(hash, m)
            except TypeError as exc:
                require(not_(and_(where, g)), str(exc), TypeError)
                continue
        out.append((g, m))
    return out



def refuse_symbolic_float(key, what: str) -> None:
    """Refuses to store `key` as a dict key or set member (`what`) when it holds a symbolic
    float: Python finds a nan key only by identity (the same float object), which a term
    does not have (stamen shares equal terms, and merges make new ones)."""
    stack, seen = [key], set()
    while stack:
        w = stack.pop()
        t = type(w)
        if t is Term:
            if w.sort is FLOAT64:
                raise UnsupportedConstruct(
                    f"{user_line()}: a {what} holding the symbolic float {w!r}: Python finds a "
                    f"nan key only by its identity, which stamen does not model; make the "
                    f"key concrete first (stamen.concretize(key, candidates))")
            continue
        if t in ATOMS or id(w) in seen:
            continue
        seen.add(id(w))
        if t is Union:
            stack.extend(v for _, v in w.members)
        elif isinstance(w, (tuple, frozenset)):
            stack.extend(w if isinstance(w, tuple) else frozenset.__iter__(w))
        elif dataclasses.is_dataclass(w) and not isinstance(w, type):
            stack.extend(raw_state(w).values())
