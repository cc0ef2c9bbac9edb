"""Dicts of symbolic shape: keys present on some paths only, symbolic keys, and an
insertion order of its own on every path.

A dict in lifted code stays a Python `dict` of *entries* in one physical order.
An entry's physical key is its Python key, or a `Slot` (hashed by identity)
holding the key when that key is symbolic (`d[x] = v`) or when a second entry
for one key is needed (see below). An entry's value is a union with an
`ABSENT` member where the key is present on some paths only. The invariant:
on every path, the present entries have pairwise different keys (by Python's
`==`), and the path's dict is the present entries in physical order.

So every operation means what it means on each path: a lookup compares the
probe with every entry's key (`==` as Python's dict does, after the hashes
agree), a write updates the entry whose key equals the probe where one does
and appends a new entry where none does, a delete makes the entry absent.
Where merged paths inserted keys in different orders (or a key absent on some
paths is written again, which moves it to the end there), the entry is split
in two, each present on its paths and at its position: iteration, `popitem`,
`==` and a model read through `sol.evaluate` see each path's own order.
"""

from __future__ import annotations

import collections
import operator
import types

from stamen.boundary import call_user
from stamen.errors import UnliftedBranchError, UnsupportedConstruct, UntrackedMutation
from stamen.terms.arith import add, le
from stamen.terms.boolean import ITE, NOT, and_, eq, ite, not_, or_
from stamen.terms.operators import user_line, user_location
from stamen.terms.partial import require
from stamen.terms.sorts import STRING
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.merging.seq import List, register_contents_merger
from stamen.vm.paths.feasibility import feasible_on_path
from stamen.vm.paths.store import ordered_by_path
from stamen.vm.python import hooks
from stamen.vm.python.bounds import contradicts
from stamen.vm.python.elements import (
    always,
    each_guarded,
    each_present,
    element_eq,
    never,
    under,
)
from stamen.vm.python.hashing import (
    ATOMS,
    asks_code,
    call_keeping_hashes,
    eq_unseen,
    hash_of,
    hashable_members,
    hashes_by_code,
    keep_hash,
    kept_hash,
    lookup_eq,
    refuse_symbolic_float,
    require_hashable_parts,
    stored_key_hash,
    symbolic_key,
    with_writes,
)
from stamen.vm.python.pytype import register_stand_in
from stamen.vm.state.context import current
from stamen.vm.values.storedhash import (
    internal_hashing,
    is_replayable,
    known_hash,
    note_parts,
    recorded_hashes,
    remembered_hash,
)
from stamen.vm.values.union import ABSENT, Union

__all__ = ["Slot", "symbolic_key", "logical_key", "has_slots", "presence", "is_partial",
           "dict_lookup", "dict_getitem", "dict_store", "dict_delete", "dict_len",
           "dict_iterate", "dict_get", "dict_pop", "dict_popitem", "dict_setdefault",
           "dict_update", "copy_dict_into", "copy_table", "dict_eq", "exact_dict",
           "foreign_c_dict", "linked_dict_type", "note_if_linked", "as_c_sees", "merges_table",
           "keys_with_hashes", "dict_build", "dict_fromkeys", "merge_dict_contents",
           "register_set_reader",
           "DictView", "keys_equal", "GuardedIterator", "require_concrete_keys",
           "register_dict_type", "new_dict", "counter_update", "probe_hash", "stored_hash"]

_MISSING = object()
# The dict lifted code creates: vm.python.watched (above) registers its `Dict`, whose own
# methods refuse to show un-lifted code a symbolic shape.
_DICT_TYPE: type = dict
_slots_made = False  # no Slot exists yet in this process: dicts are plain (fast path)


class Slot:
    """The physical key of an entry whose key is symbolic or hashes by the program's code,
    or the second entry of a key (one per position in the paths' orders); hashed by
    identity, immutable. `hash` is the key's hash as Python computed it when the key was
    stored, where that ran the program's `__hash__` (Python keeps it: never run again);
    else None, computed when needed."""

    __slots__ = ("key", "hash")

    def __init__(self, key, key_hash=None):
        global _slots_made
        _slots_made = True
        self.key = key
        self.hash = key_hash

    def __repr__(self) -> str:
        return f"Slot({self.key!r})"


def register_dict_type(t: type) -> None:
    """Declares `t` (a dict subclass) the dict that lifted code creates."""
    global _DICT_TYPE
    _DICT_TYPE = t


def new_dict(*args) -> dict:
    """Returns a new dict of the type lifted code creates (`dict(*args)` natively)."""
    return _DICT_TYPE(*args)


def logical_key(physical):
    """Returns the key of an entry given its physical key."""
    return physical.key if type(physical) is Slot else physical


def stored_hash(physical):
    """Returns the hash Python keeps for an entry's key, where computing it ran the
    program's `__hash__` (see `Slot`, `storedhash.remember_hash`), or None."""
    return physical.hash if type(physical) is Slot else remembered_hash(physical)


def _raw(d: dict, physical):
    """Returns the stored value of the entry whose physical key is `physical`: stamen's own
    access, which runs none of the program's code (see storedhash.internal_hashing)."""
    with internal_hashing():
        return dict.__getitem__(d, physical)


def _put(d: dict, physical, value) -> None:
    """Stores `value` at the physical key `physical` (stamen's own access, as _raw)."""
    with internal_hashing():
        dict.__setitem__(d, physical, value)


def _drop(d: dict, physical) -> None:
    """Removes the entry whose physical key is `physical` (stamen's own access, as _raw)."""
    with internal_hashing():
        dict.pop(d, physical)


def _plain(d: dict) -> bool:
    """Whether `d` is a plain Python dict on every path: Python's own operation, run
    natively once, is then exactly what the program does (its calls of the keys'
    `__hash__` and `__eq__` included). (A branch's snapshot and its undo keep the hashes
    Python stored, and a join makes such keys Slots: see storedhash, merge_dict_contents.)"""
    return not is_partial(d)


def has_slots(d: dict) -> bool:
    """Returns whether some entry of `d` has a `Slot` as its physical key."""
    return _slots_made and any(type(k) is Slot for k in dict.keys(d))


def native_symbolic_key(d: dict):
    """Returns a symbolic key `d` holds as a Python key (stored by native code, not in a
    `Slot`), or None."""
    for key in dict.keys(d):
        t = type(key)
        if t not in ATOMS and t is not Slot and symbolic_key(key):
            return key
    return None


def require_concrete_keys(d: dict) -> None:
    """Refuses to read a dict that holds a symbolic key as a Python key: stamen keeps a
    symbolic key in a `Slot`, but native code can store one (`collections.Counter([x,
    1])`, an un-lifted helper), and Python's hashing then kept x and 1 apart even where
    x == 1, so no read of it (size, lookup, iteration) means what it means in Python."""
    key = native_symbolic_key(d)
    if key is not None:
        raise UntrackedMutation(
            f"a {type(d).__name__} holding the symbolic key {key!r}, built by code stamen "
            f"does not lift (at {user_line()}): Python would hash the key's value, which is "
            f"open; make the keys concrete first (stamen.concretize(key, candidates))")


def equal_where(present, where, probe, key, probe_hash=None, key_hash=None):
    """Returns where the stored `key` is present (`present`) and equal to `probe`, which
    exists where `where` holds: compared only where both are, since a user `__eq__` may
    read state an object has there only (one built under a branch). The hashes as for
    `keys_equal`."""
    both = and_(present, where)
    if both is False:
        return False
    if both is True:
        return keys_equal(probe, key, probe_hash, key_hash)
    return and_(present, under(both, lambda: keys_equal(probe, key, probe_hash, key_hash),
                               lambda: False))


def _found_by_identity(key, probe_hash, key_hash) -> bool:
    """Returns True: a look-up finds the stored `key` itself by identity, asking no `==`,
    where its hash now is the one its table kept. Where the hash changed since (its
    `__hash__` reads state that changed), CPython finds it only if the new hash's probe
    sequence meets the old slot, which its table's layout decides: refused there."""
    if key_hash is None or probe_hash is None:
        return True  # (hashed by no code, or the kept hash is unknown: the same object)
    same = eq(probe_hash, key_hash)
    if same is not True and feasible_on_path(not_(same)):
        raise UnsupportedConstruct(
            f"{user_line()}: a dict key or set member looked up again after its hash changed "
            f"(its `__hash__` reads state that changed since it was stored): CPython finds "
            f"it by identity only if its table's layout puts the old slot on the new "
            f"hash's probe sequence, which stamen does not model; hash only what does not "
            f"change while the object is a key")
    return True


def keys_equal(probe, key, probe_hash=None, key_hash=None):
    """Returns whether a dict or set lookup of `probe` finds the stored `key` (a bool or a
    boolean term): Python's `key == probe` once the hashes agree. `probe_hash` and
    `key_hash` are the hashes Python computed already, if it ran the program's code to
    compute them (see `hashing.lookup_eq`)."""
    if probe is key:
        return _found_by_identity(key, probe_hash, key_hash)
    if not symbolic_key(probe) and not symbolic_key(key):
        ph = call_user(hash, probe) if probe_hash is None else probe_hash
        if ph != (stored_key_hash(key) if key_hash is None else key_hash):
            return False
    return hooks.truth(lookup_eq(probe, key, probe_hash, key_hash))


def presence(value):
    """Returns (guard, value) for a dict entry: where the key is present, and its value
    there; a missing key (ABSENT) gives (False, None)."""
    if value is ABSENT or value is _MISSING:
        return False, None
    if type(value) is not Union:
        return True, value
    present = [(g, v) for g, v in value.members if v is not ABSENT]
    if len(present) == len(value.members):
        return True, value
    if not present:
        return False, None
    guard = or_(*(g for g, _ in present))
    return guard, present[0][1] if len(present) == 1 else merge_all(present)


def is_partial(d: dict) -> bool:
    """Returns whether `d` is not a plain dict on every path: some key is present on some
    paths only, some entry has a symbolic key, or it is an object's attribute table
    ordered by path (lifted code must go through this module to read it)."""
    return has_slots(d) or ordered_by_path(d) or any(
        type(v) is Union and any(m is ABSENT for _, m in v.members) for v in dict.values(d))


# ------------------------------------------------------------------------ lookup --


def probe_hash(probe, where=True):
    """Returns the hash Python computes of a dict key or set member `probe` at the start of
    one operation, where that runs the program's `__hash__` (on the paths where `where`
    holds: a member of a union probe), else None (no one can tell when an int is hashed,
    or how often: computed when needed)."""
    require_hashable_parts(probe, where)
    if not hashes_by_code(probe):
        return None
    h = under(where, lambda: _hash_noting_parts(probe), lambda: 0)
    return _where_holds(h, where)


def _where_holds(h, where):
    """Returns `ite(where, a, 0)` as `a`: a hash computed on the paths where `where` holds,
    used there only (the 0 elsewhere is a stand-in, and native code needs an int)."""
    if type(h) is not Term or h.op != ITE:
        return h
    c, a, b = h.args
    if c is where and type(b) is int and b == 0:
        return a
    if type(where) is Term and where.op == NOT and c is where.args[0] and \
            type(a) is int and a == 0:
        return b
    return h


def _hash_noting_parts(probe):
    """Returns hash_of(probe), noting the hashes of the objects it holds (a tuple key's),
    which the operation's native step answers from them (`storedhash.note_parts`)."""
    if is_replayable(type(probe).__hash__):  # (its own hash is answered as it is)
        return hash_of(probe)
    with recorded_hashes() as parts:
        h = hash_of(probe)
    note_parts(probe, parts)
    return h


def _matches(d: dict, probe, where=True, probe_h=None, writing: bool = False) -> list:
    """Returns [(physical key, guard, value)] for the entries of `d` whose key may equal
    `probe`: the guard says where that entry is present and its key equals the probe
    (disjoint guards, by the invariant). Keys are compared where present and where the
    probe is (`where`: a member of a union key) only, and (as Python's lookup, which stops
    at the first equal key) where no earlier entry was equal. `probe_h`: the probe's hash
    (`probe_hash`) if the caller computed it. `writing`: the caller writes the entries
    found by their physical keys, which Python's own look-up does not name where `==`
    runs the program's code (the stored key may be another object than the probe)."""
    require_concrete_keys(d)
    if probe_h is None:
        probe_h = probe_hash(probe, where)
    if not symbolic_key(probe):
        if probe_h is None:
            call_user(hash, probe)  # Python's TypeError for an unhashable key
        if not has_slots(d) and not (writing and _compares_by_code(d, probe)):
            def native():
                with known_hash(probe, probe_h):  # hashed once, as Python does
                    return presence(call_user(dict.get, d, probe, _MISSING))

            g, v = native() if where is True else under(where, native, _not_found)
            return [] if g is False else [(probe, g, v)]
    out = []
    live = where  # where no earlier entry was equal, for a probe whose == runs code
    stops = asks_code(probe)
    for physical, raw in list(dict.items(d)):
        g, v = presence(raw)
        if g is False:
            continue
        m = equal_where(g, live, probe, logical_key(physical), probe_h, stored_hash(physical))
        if m is not False:
            out.append((physical, m, v))
            if stops:
                live = and_(live, not_(m))
    return out


def _not_found() -> tuple:
    return False, None


def _compares_by_code(d: dict, probe) -> bool:
    """Whether looking `probe` up in `d` may run the program's `__eq__`."""
    return asks_code(probe) or any(asks_code(k) for k in dict.keys(d))


def dict_lookup(d: dict, key, probe_h=None, where=True):
    """Returns (guard, value): where `key` is a present key of d, and the value there
    (`probe_h` the key's hash, if Python computed it already); looked up on the paths
    where `where` holds only (a member of a union key: its `__hash__` and `__eq__` run
    where it is the key)."""
    if type(key) is Union:
        parts = [(g, dict_lookup(d, k, None, and_(where, g))) for g, k in hashable_members(key)]
        found = or_(*(and_(g, f) for g, (f, _) in parts))
        values = [(and_(g, f), v) for g, (f, v) in parts if and_(g, f) is not False]
        if not values:
            return False, None
        return found, values[0][1] if len(values) == 1 else merge_all(values)
    ms = _matches(d, key, where, probe_h)
    if not ms:
        return False, None
    found = or_(*(m for _, m, _ in ms))
    return found, ms[0][2] if len(ms) == 1 else merge_all([(m, v) for _, m, v in ms])


def dict_getitem(d: dict, key, probe_h=None):
    """Returns d[key]: Python's KeyError on the paths where the key is absent, or there a
    defaultdict's default, inserted as Python's `__missing__` does (a Counter's 0, not
    inserted). `probe_h`: the key's hash, if the caller computed it (`probe_hash`)."""
    found, value = dict_lookup(d, key, probe_h)
    if found is True:
        return value
    missing = getattr(type(d), "__missing__", None)
    if missing is None:
        return _require_present(found, value, key)
    factory = getattr(d, "default_factory", _MISSING)
    if factory is _MISSING or factory is None:
        if found is False and not symbolic_key(key) and not has_slots(d):
            return call_user(missing, d, key)
        if missing is _COUNTER_MISSING:  # Counter's: 0 where the key is absent, no insertion
            return 0 if found is False else merge(found, value, 0)
        if factory is None:
            return _require_present(found, value, key)
        raise UnsupportedConstruct(
            f"{user_line()}: d[key] of a {type(d).__name__} with its own __missing__ at a "
            f"symbolic key or a key present on some paths only")
    if found is False:
        default = _default(factory)
        dict_store(d, key, default)
        return default
    # the factory runs where the key is missing only, as `__missing__` calls it: its
    # effects (a call counter) are not made where the key is present
    default = under(found, lambda: None, lambda: _default(factory))
    return dict_setdefault(d, key, default)


_COUNTER_MISSING = collections.Counter.__missing__


def _default(factory):
    """Returns a defaultdict's new default: `defaultdict(list)`'s list is stamen's (its
    length may then change under a symbolic condition, as a list the program makes in
    lifted code), any other factory's value is what the factory returns."""
    return List() if factory is list else call_user(factory)


def _require_present(found, value, key):
    require(found, repr(key), KeyError, args=(key,))
    if found is False:
        raise KeyError(key)
    return value


# ------------------------------------------------------------------------ writes --


def _new_physical(d: dict, key, key_hash):
    """Returns the physical key of a new entry for `key`: the key itself where Python's
    dict can hold it as one entry, else a Slot (with the key's hash, `key_hash`, where
    computing it ran the program's code: a native entry would run it again)."""
    if symbolic_key(key):
        refuse_symbolic_float(key, "dict key")
        return Slot(key, key_hash)
    if key_hash is not None or call_user(dict.__contains__, d, key):
        return Slot(key, key_hash)  # (a key hashed by code: compared by stamen, see _plain)
    return key


def dict_store(d: dict, key, value, where=True, kept=None) -> None:
    """Performs d[key] = value on the paths where `where` holds, through the store: the
    entry whose key equals `key` takes the value where there is one (keeping its key, as
    Python does), a new entry at the end holds it where there is none. `kept`: the hash
    Python kept for `key` in the dict it comes from (`update` from a dict), which Python
    uses instead of hashing the key again."""
    store = current().store
    if type(key) is Union:
        for g, k in hashable_members(key, where):
            dict_store(d, k, value, and_(where, g))
        return
    if where is False:
        return
    key_hash = probe_hash(key, where) if kept is None else kept
    if where is True and key_hash is None and not symbolic_key(key) and not has_slots(d):
        raw = call_user(dict.get, d, key, _MISSING)
        if raw is _MISSING or type(raw) is not Union or presence(raw)[0] is True:
            store.before_change(d)
            call_user(dict.__setitem__, d, key, value)
            return
    if where is True and key_hash is not None and not symbolic_key(key) and _plain(d):
        store.before_change(d)  # Python's one look-up, with the hash computed above
        with known_hash(key, key_hash):
            call_user(dict.update, d, {key: value})
        keep_hash(key, key_hash)
        return
    _store_where(d, key, key_hash, value, where)


def _store_where(d: dict, key, key_hash, value, where) -> None:
    """dict_store's case split: the entries equal to `key` where it holds (compared as
    Python compares them), a new entry where no entry is equal."""
    store = current().store
    ms = [(p, and_(where, m)) for p, m, _ in _matches(d, key, where, key_hash, True)]
    ms = [(p, m) for p, m in ms if m is not False]
    hit = or_(*(m for _, m in ms))
    new = and_(where, not_(hit))
    path = current().guard()
    if type(new) is Term and contradicts(path, new):
        new = False  # the key is present wherever this write runs
    store.before_change(d)
    if new is not False and len(ms) == 1 and _same_key(logical_key(ms[0][0]), key) and \
            _nothing_after(d, ms[0][0], new):
        # where the key is absent Python appends it, which is where it is on those paths
        physical = ms[0][0]
        old = _raw(d, physical)
        _put(d, physical, value if where is True else merge(where, value, old))
        return
    for physical, m in ms:
        old = _raw(d, physical)
        _put(d, physical, value if m is True else merge(m, value, old))
    if new is not False:
        _put(d, _new_physical(d, key, key_hash),
             value if new is True else merge(new, value, ABSENT))
    note_if_shaped(d)


def note_if_shaped(d: dict) -> None:
    """Notes a dict that no stand-in of stamen's answers for (made by un-lifted code, or a
    Counter, a defaultdict, a subclass) once its storage holds stamen's encoding (a
    symbolic key's slot, an absent marker): un-lifted code must not be handed it
    (`Context.shaped_natives`, vm.paths.crossing)."""
    if not type(d).__module__.startswith("stamen.") and is_partial(d):
        current().shaped_natives[id(d)] = (d, is_partial)


def _nothing_after(d: dict, physical, where) -> bool:
    """Whether no entry after `physical` is present on a path where `where` holds."""
    entries = list(dict.items(d))
    at = next((i for i, (k, _) in enumerate(entries) if k is physical), None)
    if at is None:  # Python's look-up found the stored key equal to the probe `physical`
        at = next(i for i, (k, _) in enumerate(entries)  # (a key comparing natively)
                  if type(k) is not Slot and k == physical)
    later = or_(*(presence(raw)[0] for _, raw in entries[at + 1:]))
    if type(later) is Term and later.op == "or":
        return all(contradicts(current().guard(), where, p) for p in later.args)
    return and_(where, later) is False or contradicts(current().guard(), where, later)


def _same_key(a, b) -> bool:
    """Whether the stored key `a` is the key `b` itself (Python keeps the stored key object
    where the key is present, and stores `b` where it is not)."""
    return a is b or (type(a) is type(b) and not symbolic_key(a) and not symbolic_key(b)
                      and not asks_code(a) and call_user(operator.eq, a, b) is True)


def dict_delete(d: dict, key, where=True, error: bool = True):
    """Performs `del d[key]` (on the paths where `where` holds) and returns (guard, value):
    where the key was present, and its value there. Python's KeyError where it was not,
    if `error`."""
    if type(key) is Union:  # each member where it is the key (its == and hash run there)
        parts = [(g, dict_delete(d, k, and_(where, g), error))
                 for g, k in hashable_members(key, where)]
        values = [(and_(g, f), v) for g, (f, v) in parts if and_(g, f) is not False]
        if not values:
            return False, None
        found = or_(*(h for h, _ in values))
        return found, values[0][1] if len(values) == 1 else merge_all(values)
    key_hash = probe_hash(key, where)
    if where is True and key_hash is not None and not symbolic_key(key) and _plain(d):
        current().store.before_change(d)  # Python's one look-up
        with known_hash(key, key_hash):
            value = call_user(dict.pop, d, key, _MISSING)
        if value is _MISSING:
            if error:
                raise KeyError(key)
            return False, None
        return True, value
    return _delete_where(d, key, key_hash, where, error)


def _delete_where(d: dict, key, key_hash, where, error: bool):
    """dict_delete's case split (as _store_where)."""
    ms = [(p, and_(where, m), v) for p, m, v in _matches(d, key, where, key_hash, True)]
    ms = [(p, m, v) for p, m, v in ms if m is not False]
    found = or_(*(m for _, m, _ in ms))
    if error:
        require(or_(not_(where), found), repr(key), KeyError, args=(key,))
        if found is False and where is not False:
            raise KeyError(key)
    if not ms:
        return False, None
    current().store.before_change(d)
    for physical, m, _ in ms:
        rest = merge(m, ABSENT, _raw(d, physical))
        if rest is ABSENT:
            _drop(d, physical)
        else:
            _put(d, physical, rest)
    return found, ms[0][2] if len(ms) == 1 else merge_all([(m, v) for _, m, v in ms])


def dict_get(d: dict, key, default=None):
    """Returns d.get(key, default)."""
    g, v = dict_lookup(d, key)
    if g is True:
        return v
    if g is False:
        return default
    return merge(g, v, default)


def dict_pop(d: dict, key, default=_MISSING):
    """Returns d.pop(key[, default]): the entry is deleted where present; Python's KeyError
    where it is absent and no default is given."""
    g, v = dict_delete(d, key, error=default is _MISSING)
    if g is True:
        return v
    if g is False:
        return default
    return v if default is _MISSING else merge(g, v, default)


def dict_setdefault(d: dict, key, default=None):
    """Returns d.setdefault(key, default), writing the key where it is absent (the key
    hashed once, as Python's one look-up does)."""
    key_hash = None if type(key) is Union else probe_hash(key)
    g, v = dict_lookup(d, key, key_hash)
    if g is True:
        return v
    value = default if g is False else merge(g, v, default)
    dict_store(d, key, value, not_(g) if g is not False else True, key_hash)
    return value


def dict_popitem(d: dict):
    """Returns d.popitem(): the last entry present on each path (LIFO), deleted there;
    Python's KeyError where the dict is empty."""
    entries = list(dict.items(d))
    later = False  # some later entry is present
    picks = []
    for physical, raw in reversed(entries):
        g, v = presence(raw)
        if g is False:
            continue
        pick = and_(g, not_(later))
        if pick is not False:
            picks.append((physical, pick, (logical_key(physical), v)))
        later = or_(later, g)
        if later is True:
            break
    require(later, "'popitem(): dictionary is empty'", KeyError,
            args=("popitem(): dictionary is empty",))
    if not picks:
        raise KeyError("popitem(): dictionary is empty")
    current().store.before_change(d)
    for physical, pick, _ in picks:
        rest = merge(pick, ABSENT, _raw(d, physical))
        if rest is ABSENT:
            _drop(d, physical)
        else:
            _put(d, physical, rest)
    return picks[0][2] if len(picks) == 1 else merge_all([(p, item) for _, p, item in picks])


def dict_update(d: dict, args: tuple, kwargs: dict) -> None:
    """Performs d.update(*args, **kwargs), pair by pair (later pairs win, as in Python);
    from a dict into an empty one, a copy (`copy_dict_into`)."""
    if len(args) > 1:
        raise TypeError(f"update expected at most 1 argument, got {len(args)}")
    if args and merges_table(args[0]) and exact_dict(d) and dict.__len__(d) == 0:
        copy_dict_into(d, args[0])
    elif args:
        _each_pair(args[0], lambda k, v, h=None: dict_store(d, k, v, kept=h))
    for k, v in kwargs.items():
        dict_store(d, k, v)


def merges_table(source) -> bool:
    """Whether Python's `update` from `source` reads its table (a dict whose iteration is
    dict's own: its keys with the hashes it kept, none hashed again), not its `keys()`."""
    return isinstance(source, dict) and (
        type(source) is _DICT_TYPE or type(source).__iter__ is dict.__iter__)


def copy_dict_into(out: dict, source: dict, fresh: bool = False) -> dict:
    """Fills the empty dict `out` with `source`'s entries, as Python's copies do
    (`d.copy()`, `dict(d)`, `{**d}`, `copy.copy(d)`, `{}.update(d)`): the same entries,
    keys and hashes, in the same order, none hashed (`require_uncompared_copy` first).
    Returns `out` (`fresh`: made by the caller just now, so no path saw it before)."""
    require_uncompared_copy(source)
    if not fresh:
        current().store.before_change(out)
    return copy_table(out, source)


def copy_table(out: dict, source: dict) -> dict:
    """Adds `source`'s physical entries to `out` natively, with the hashes Python stored
    (see storedhash: none of the program's code runs); returns `out`."""
    with internal_hashing():
        dict.update(out, dict.items(source))
    return out


_HEAPTYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class made by a class statement, not by C


def foreign_c_dict(d) -> bool:
    """Whether `d` is an instance of a dict subclass written in C other than stamen's own
    (`collections.OrderedDict`, `defaultdict`): its own C methods hash the keys as they
    do (an OrderedDict's iteration and views hash each key again, its `setdefault` twice),
    not as stamen's dict operations, modelled on dict's, do."""
    return isinstance(d, dict) and _c_subclass(type(d))


def _c_subclass(t: type) -> bool:
    """Whether the dict type `t` is a subclass written in C, not stamen's own."""
    return t is not dict and t is not _DICT_TYPE and not t.__flags__ & _HEAPTYPE


def linked_dict_type(t: type) -> bool:
    """Whether `t` is a dict type that keeps its entries in C state of its own besides
    dict's table (OrderedDict's links), which dict's primitives, run on it, would break."""
    return issubclass(t, dict) and _c_subclass(t) and t.__setitem__ is not dict.__setitem__


def note_if_linked(out):
    """Returns `out`, a container C code just made, noted as made now where it is a dict
    of linked storage (an OrderedDict: see Store.note_birth)."""
    if isinstance(out, dict) and linked_dict_type(type(out)):
        current().store.note_birth(out)
    return out


def as_c_sees(v):
    """Returns `v` as C code is handed the program's value: stamen's own dict of concrete
    shape (a subclass of dict, standing for an exact one) copied into an exact dict, its
    hashes kept; anything else as it is. C reads an exact dict's table with the hashes it
    kept, and a subclass's through `keys()` and `[]`, hashing each key again."""
    if type(v) is _DICT_TYPE is not dict and not is_partial(v) and not has_slots(v):
        return copy_table({}, v)
    return v


def require_uncompared_copy(d: dict) -> None:
    """Refuses a copy of `d` where Python's comparisons of its keys could be seen: CPython
    clones a dict's table, comparing no key, unless the dict had deletions, when it
    inserts every key again, with the hash it kept, and compares the keys whose hashes
    agree (stored key first). Which of the two happens depends on the table's history,
    which stamen does not model; so where two present keys' hashes may agree and their
    `==` runs the program's code, stamen compares them (their comparison at insertion,
    made again) and refuses where that changes state. A `==` without effects cannot be
    told from no comparison."""
    entries = []  # (guard, key, physical key, whether its == runs code)
    for physical, raw in list(dict.items(d)):
        g = presence(raw)[0]
        if g is not False:
            key = logical_key(physical)
            entries.append((g, key, physical, asks_code(key)))
    if len(entries) < 2 or not any(e[3] for e in entries):
        return
    hashes: dict = {}
    for j, (gj, kj, pj, cj) in enumerate(entries):
        for gi, ki, pi, ci in entries[:j]:
            if ci or cj:
                _require_uncompared(and_(gi, gj), ki, kj, _hash_kept(pi, hashes),
                                    _hash_kept(pj, hashes))


def _hash_kept(physical, hashes: dict):
    """Returns the hash the entry's key has in its table (`_kept_hash`, or Python's hash of
    a key hashed by no code), once per entry (`hashes`: id -> hash)."""
    h = hashes.get(id(physical), _MISSING)
    if h is _MISSING:
        h = _kept_hash(physical)
        hashes[id(physical)] = h = hash_of(logical_key(physical)) if h is None else h
    return h


def _require_uncompared(both, earlier, later, earlier_h, later_h) -> None:
    """Refuses (see require_uncompared_copy) where `earlier == later`, asked where both
    are present and their hashes agree, changes state."""
    where = and_(both, eq(earlier_h, later_h))
    if where is False or not feasible_on_path(where):
        return
    if eq_unseen(earlier) or eq_unseen(later) or with_writes(
            under, where, lambda: hooks.truth(hooks.py_eq(earlier, later)), never)[1]:
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: a copy of a dict holding two keys whose "
            f"hashes agree and whose `__eq__` changes state (or is code stamen does not "
            f"lift): CPython compares them when the dict had deletions and not otherwise, "
            f"which stamen does not model; keep `__eq__` free of effects and lifted, or "
            f"make the hashes differ")


def exact_dict(d) -> bool:
    """Whether `d` is, for the program, a dict of the exact type `dict` (stamen's own dict
    stands for one): CPython's C code reads such a dict's table directly, with the hashes
    it kept (`set(d)` hashes none of its keys), and a subclass's by iterating it."""
    return type(d) is dict or type(d) is _DICT_TYPE


def keys_with_hashes(d: dict) -> list:
    """Returns [(guard, key, hash)] of `d`'s entries in order, each with the hash its
    table kept (`_kept_hash`, None for a key hashed by no code)."""
    require_concrete_keys(d)
    out = []
    for physical, raw in list(dict.items(d)):
        g = presence(raw)[0]
        if g is not False:
            out.append((g, logical_key(physical), _kept_hash(physical)))
    return out


def _kept_hash(physical):
    """Returns the hash Python kept for the entry whose physical key is `physical`, where
    computing it runs the program's `__hash__` (computed again, or refused, where stamen
    does not know it: `stored_key_hash`), else None."""
    return kept_hash(logical_key(physical), stored_hash(physical))


def _each_pair(source, step) -> None:
    """Runs step(key, value) for a mapping's items or an iterable's pairs, in order, each
    under the guard where the item exists (see vm.python.elements): unpacking an element
    of a sequence of symbolic length, reading a program's mapping, hashing and comparing
    the key all happen only where the element is real. A union (dicts merged by identity)
    takes each member's pairs under the member's guard (reading one member's key in
    another would be a KeyError on that member's paths). A dict whose table Python reads
    (`merges_table`) gives step each key's kept hash too (step(key, value, hash))."""
    if type(source) is Union:
        for g, member in source.members:
            under(g, lambda m=member: _each_pair(m, step), lambda: None)
        return
    if merges_table(source):
        require_concrete_keys(source)
        for physical, raw in list(dict.items(source)):
            g, v = presence(raw)
            if g is not False:
                under(g, lambda p=physical, v=v: step(logical_key(p), v, _kept_hash(p)),
                      lambda: None)
        return
    if isinstance(source, dict) and not is_partial(source) and not has_slots(source):
        # C's merge from a dict whose iteration is not dict's (an OrderedDict, in its own
        # order): the list of its `keys()`, then `source[k]` for each, hashing each again
        require_concrete_keys(source)
        keys = call_user(list, call_user(source.keys))  # listed before any is read
        each_present(keys, lambda k: step(k, hooks.getitem(source, k)))
        return
    if isinstance(source, dict):
        each_guarded(dict_iterate(source, "items"), lambda kv: step(*kv))
        return
    if type(source) is DictView:
        source = source.d if source.kind == "keys" else source
    if _is_mapping(source):
        each_present(call_user(source.keys), lambda k: step(k, hooks.getitem(source, k)))
        return
    items = enumerate(hooks.iterate(source))
    each_guarded(((g, (k, pair)) for k, (g, pair) in items),
                 lambda entry: step(*_update_pair(*entry)))


def _update_pair(index: int, pair) -> tuple:
    """The (key, value) of element `index` of a dict update's sequence, with Python's
    words where it is not a pair (`dict([(k, 1, 2)])`, `d |= [k]`)."""
    if type(pair) is Term and pair.sort is not STRING or type(pair) is not Term and not (
            hasattr(type(pair), "__iter__") or hasattr(type(pair), "__getitem__")):
        raise TypeError(f"cannot convert dictionary update sequence element #{index} to a "
                        f"sequence")
    if isinstance(pair, (list, tuple, str)) and type(pair) is not List and len(pair) != 2:
        raise ValueError(f"dictionary update sequence element #{index} has length "
                         f"{len(pair)}; 2 is required")
    return hooks.unpack(pair, 2)


def _is_mapping(source) -> bool:
    """Whether dict(source), update and Counter read `source` as a mapping (Python: it has
    `keys`), not as an iterable of pairs (or of elements)."""
    return isinstance(source, dict) or hasattr(source, "keys") and not isinstance(
        source, (list, tuple))


def counter_update(c: collections.Counter, args: tuple, kwargs: dict) -> None:
    """Performs Counter.update(*args, **kwargs): an iterable's elements are counted, a
    mapping's values added, into `c`, with keys compared by value (C's counting helper
    would hash the term objects and keep x and 1 apart where x == 1); an element present
    on some paths only counts there (and is hashed and compared there only)."""
    if len(args) > 1:
        raise TypeError(f"expected at most 1 argument, got {len(args)}")

    def add(k, v, h=None) -> None:  # (Python's Counter hashes each key again: h unused)
        dict_store(c, k, operator.add(dict_getitem(c, k), v))

    def count(k) -> None:  # C's counting helper: one hash per element
        h = None if type(k) is Union else probe_hash(k)
        dict_store(c, k, operator.add(dict_getitem(c, k, h), 1), True, h)

    if args and type(args[0]) is Union:  # (lists on some paths, a dict on others...)
        for g, member in args[0].members:  # each member as its paths read it
            under(g, lambda m=member: counter_update(c, (m,), {}), lambda: None)
    elif args and merges_table(args[0]) and dict.__len__(c) == 0:
        copy_dict_into(c, args[0])  # (an empty Counter: dict's own update, a copy)
    elif args and _is_mapping(args[0]):
        _each_pair(args[0], add)
    elif args:
        each_present(args[0], count)
    for k, v in kwargs.items():
        add(k, v)


def dict_fromkeys(cls: type, iterable, value=None) -> dict:
    """Returns `cls.fromkeys(iterable, value)`: keys compare by value; a key present on
    some paths only is hashed, compared and stored there only."""
    if cls is not dict and linked_dict_type(cls):
        return _linked_fromkeys(cls, iterable, value)
    out = new_dict() if cls is dict else call_user(cls)
    if exact_dict(out):  # C reads an exact dict's or set's table: the kept hashes
        kept = keys_with_hashes(iterable) if exact_dict(iterable) else _set_reader(iterable)
        if kept is not None:
            for g, key, h in kept:
                dict_store(out, key, value, g, h)
            return out
    each_present(iterable, lambda k: dict_store(out, k, value))
    return out


def _linked_fromkeys(cls: type, iterable, value) -> dict:
    """`OrderedDict.fromkeys(iterable, value)`: C's own (its links, which dict's primitives
    would break), on keys of concrete values; refused on symbolic ones."""
    if not _concrete_keys(iterable):
        raise UnsupportedConstruct(
            f"{user_line()}: {cls.__name__}.fromkeys() of symbolic keys: it is C code that "
            f"hashes and stores keys natively; make the keys concrete first "
            f"(stamen.concretize(key, candidates))")
    return note_if_linked(call_keeping_hashes(cls.fromkeys, as_c_sees(iterable), value))


def _concrete_keys(iterable) -> bool:
    """Whether `iterable` (a str, range, list, tuple, set or dict of concrete shape) holds
    only keys native code hashes as Python does."""
    if isinstance(iterable, (str, range)):
        return True
    if isinstance(iterable, dict):
        return not is_partial(iterable) and not has_slots(iterable) and not any(
            map(symbolic_key, dict.__iter__(iterable)))
    if isinstance(iterable, (set, frozenset)):  # (a member of a symbolic set: a guard)
        kept = _set_reader(iterable)
        return kept is not None and all(g is True and not symbolic_key(k) for g, k, _ in kept)
    if type(iterable) in (list, tuple, List) and getattr(iterable, "_stamen_len", None) is None:
        return not any(map(symbolic_key, iterable))
    return False


def _no_set_reader(iterable) -> None:
    return None


_set_reader = _no_set_reader  # vm.python.sets: [(guard, member, kept hash)] of an exact set


def register_set_reader(reader) -> None:
    """Declares `reader(v)`, which returns [(guard, member, the hash its table kept)] of a
    set or frozenset of the exact type (None for anything else): `dict.fromkeys` reads
    such a set's table as CPython does (vm.python.sets, above this module, installs it)."""
    global _set_reader
    _set_reader = reader


def dict_build(*parts, **kwargs) -> dict:
    """Returns the dict a literal `{k: v, **m, ...}` builds: each part is a (key, value)
    pair or a 1-tuple holding a mapping to spread; keys compare by value."""
    out = new_dict()
    for part in parts:
        if len(part) == 2:
            dict_store(out, part[0], part[1])
        else:
            dict_update(out, (part[0],), {})
    for k, v in kwargs.items():
        dict_store(out, k, v)
    return out


# ---------------------------------------------------------------------- reading --


def dict_len(d: dict):
    """Returns len(d): an int, or an int term when keys are present on some paths only."""
    require_concrete_keys(d)
    total = 0
    for value in dict.values(d):
        g, _ = presence(value)
        if g is not False:
            total = add(total, 1 if g is True else ite(g, 1, 0))
    return total


def dict_iterate(d: dict, kind: str = "keys"):
    """Yields (guard, item) for the keys, values or items of `d` in each path's order: the
    entries in physical order, each where present."""
    require_concrete_keys(d)
    if ordered_by_path(d):
        raise UnsupportedConstruct(
            f"{user_line()}: iterating the attributes of an object whose attribute order "
            f"differs by path (an attribute deleted and set again, or two set in other "
            f"orders, under a symbolic condition): stamen keeps one order per object")
    for physical, value in list(dict.items(d)):
        g, v = presence(value)
        if g is False:
            continue
        key = logical_key(physical)
        yield g, key if kind == "keys" else v if kind == "values" else (key, v)


def dict_eq(a: dict, b: dict):
    """Returns a == b: the same size, and every key of `a` present in `b` with an equal
    value (on each path; the order does not matter, as in Python). As CPython's, it looks
    up `a`'s keys in order, each with the hash `a` kept, and compares the values, up to
    the first that differs: a key's `__eq__` or a value's runs on the paths where every
    earlier entry matched only."""
    la, lb = dict_len(a), dict_len(b)
    live = la == lb if type(la) is int and type(lb) is int else eq(la, lb)
    require_concrete_keys(a)
    for physical, raw in list(dict.items(a)):
        if live is False:
            return False
        g, v = presence(raw)
        if g is not False:
            live = and_(live, under(and_(live, g), lambda p=physical, v=v: _entry_in(b, p, v),
                                    always))
    return live


def _entry_in(b: dict, physical, value):
    """Returns whether `b` holds the key of the entry `physical` with a value equal to
    `value` (the key looked up with the hash its table kept)."""
    gb, vb = dict_lookup(b, logical_key(physical), _kept_hash(physical))
    return False if gb is False else and_(gb, element_eq(value, vb))  # identity first



# ------------------------------------------------------------- merging at joins --


def merge_dict_contents(g, then_d: dict, else_d: dict) -> dict:
    """Returns the entries of a dict merged at a join under guard g: entries on one side
    only are present on that side's paths; an entry on both keeps its position where the
    two orders agree, and is split in two (one per side, each at its position) where they
    do not."""
    with internal_hashing():  # the two sides' tables, read by stamen alone
        return _merge_entries(g, then_d, else_d)


def _merge_entries(g, then_d: dict, else_d: dict) -> dict:
    then_ids = {_ident(k): k for k in then_d}
    else_ids = {_ident(k): k for k in else_d}
    common_t = [i for i in then_ids if i in else_ids]
    common_e = [i for i in else_ids if i in then_ids]
    kept = common_t if common_t == common_e else _lcs(common_t, common_e)
    then_order, else_order = list(then_ids), list(else_ids)
    merged: dict = {}

    def place(k, value) -> None:
        if value is ABSENT:
            return
        if type(k) is not Slot and hashes_by_code(k):  # compared by stamen from now on (an
            k = Slot(k, stored_hash(k))                # entry split at a join: see _plain)
        merged[Slot(logical_key(k), stored_hash(k)) if k in merged else k] = value

    i = j = 0
    for ident in [*kept, None]:
        while i < len(then_order) and then_order[i] != ident:
            k = then_ids[then_order[i]]
            place(k, merge(g, then_d[k], ABSENT))
            i += 1
        while j < len(else_order) and else_order[j] != ident:
            k = else_ids[else_order[j]]
            place(k, merge(g, ABSENT, else_d[k]))
            j += 1
        if ident is not None:
            tk, ek = then_ids[ident], else_ids[ident]
            place(tk, merge(g, then_d[tk], else_d[ek]))
            i += 1
            j += 1
    return merged


def _ident(physical):
    """Returns what identifies an entry across the two sides of a join: a Slot or a key
    hashed by the program's code by identity, another Python key by type and value."""
    if type(physical) is Slot or hashes_by_code(physical):  # no hash of the program's run
        return ("slot", id(physical))
    return ("key", type(physical), physical)


def _lcs(a: list, b: list) -> list:
    """Returns a longest common subsequence of two lists of distinct items."""
    n, m = len(a), len(b)
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            table[i][j] = table[i + 1][j + 1] + 1 if a[i] == b[j] else \
                max(table[i + 1][j], table[i][j + 1])
    out, i, j = [], 0, 0
    while i < n and j < m:
        if a[i] == b[j]:
            out.append(a[i])
            i += 1
            j += 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


class DictView:
    """d.keys(), d.values() or d.items() taken in lifted code: it reads the dict when used,
    so a dict changed under a symbolic condition after the view was taken (keys present
    on some paths only, symbolic keys) is read with guards by lifted code; un-lifted code
    may use it as Python's view while the dict is plain, and not once it is not (it
    cannot see the guards)."""

    __slots__ = ("d", "kind")

    def __init__(self, d: dict, kind: str):
        self.d, self.kind = d, kind

    def _python_view(self):
        """Python's view of the dict, for un-lifted code: only while the dict is plain."""
        if is_partial(self.d):
            raise UnliftedBranchError(
                f"dict.{self.kind}() of a dict whose keys are present on some paths only, "
                f"used by code stamen does not lift; this code must be lifted "
                f"(@stamen.lifted)")
        return getattr(dict, self.kind)(self.d)

    def __reversed__(self):
        return reversed(self._python_view())

    def __eq__(self, other):
        return self._python_view() == (other._python_view() if type(other) is DictView
                                       else other)

    __hash__ = None

    def isdisjoint(self, other):
        return self._python_view().isdisjoint(other)

    @property
    def mapping(self):
        return types.MappingProxyType(self.d)

    def _stamen_iterate(self):
        return dict_iterate(self.d, self.kind)

    def _stamen_len(self):
        return dict_len(self.d)

    def _stamen_contains(self, item):
        """Returns `item in view`: a bool, or a boolean term where keys are partial."""
        if self.kind == "keys":
            return dict_lookup(self.d, item)[0]
        if self.kind == "items":
            if not isinstance(item, tuple) or len(item) != 2:
                return False
            g, v = dict_lookup(self.d, item[0])
            return and_(g, hooks.truth(hooks.py_eq(v, item[1]))) if g is not False else False
        return or_(*(and_(g, hooks.truth(hooks.py_eq(item, v)))
                     for g, v in dict_iterate(self.d, "values")))

    def __iter__(self):
        return iter(self._python_view())

    def __len__(self):
        n = dict_len(self.d)
        if type(n) is not int:
            raise UnliftedBranchError("len() of a dict whose size is symbolic; this code must "
                                      "be lifted (@stamen.lifted)")
        return n

    def __repr__(self):
        return repr(self._python_view())


def settled(v):
    """Returns a view lifted code took (DictView) of a dict that is plain now as Python's
    own view, which Python's operations take (by value, with CPython's hash calls, as
    before the view was stamen's); anything else as it is."""
    if type(v) is DictView and not is_partial(v.d):
        return getattr(dict, v.kind)(v.d)
    return v


def _view_operator(name: str):
    """Python's set operator `name` of a keys or items view, on Python's view (while the
    dict is plain)."""
    def operator(self, other):
        mine = self._python_view()
        theirs = other._python_view() if type(other) is DictView else other
        return getattr(mine, name)(theirs)

    operator.__name__ = name
    return operator


for _name in ("__and__", "__rand__", "__or__", "__ror__", "__sub__", "__rsub__", "__xor__",
              "__rxor__", "__lt__", "__le__", "__gt__", "__ge__"):
    setattr(DictView, _name, _view_operator(_name))


class GuardedIterator:
    """iter() of a dict (or view) of symbolic shape: each `next` gives, on every path, the
    first entry present there and not yet taken (StopIteration where none is left).

    Its entries are fixed ([(guard, element)] in physical order); what `next` changes is
    `pos`, the physical index of the first entry not yet taken (a term where the paths
    took different numbers), written through the store: a `next` under a symbolic
    condition moves it on those paths only, and the merge after the branch keeps each
    path's position."""

    __slots__ = ("_items", "pos")
    _stamen_holder = True  # a snapshot walks what it holds (vm.values.untracked)
    _stamen_runs_code = True  # a lifted `for` takes its elements under its going-on guard

    def __init__(self, items: list | None):
        self._items = items  # [(guard, element)] in physical order
        self.pos = 0

    @property
    def entries(self) -> list:
        """The (guard, element) pairs (not `items`: C code takes an object with an `items`
        attribute for a mapping, as `OrderedDict(iterator)` does)."""
        return self._items

    def __iter__(self):
        return self

    def _move(self, pos) -> None:
        """Sets the position (through the store: it is the iterator's state)."""
        current().store.set_raw_attr(self, "pos", pos)

    def _left(self):
        """Yields (index, guard, element) of each entry not yet taken, the guard where it
        is present and not taken, from the position as it is now."""
        pos = self.pos
        for j, (g, e) in enumerate(self.entries):
            if type(pos) is int:
                if j < pos:
                    continue
                h = g
            else:
                h = and_(g, le(pos, j))
            if h is not False:
                yield j, h, e

    def _stamen_iterate(self):
        """Yields (guard, element) for the elements left, in order, each where it is
        present on a path, taking each as it goes: a loop, `list()` or `sum()` over the
        iterator sees each path's remaining entries and ends where they end (`__next__`
        would make the end of the shorter paths a failure)."""
        pos = self.pos
        for j, h, e in self._left():
            self._move(j + 1 if type(pos) is int else merge(le(pos, j), j + 1, pos))
            yield h, e

    def _take(self) -> tuple:
        """Takes, on every path, the first element left there; returns (the guarded
        elements taken, the guard where one was)."""
        pos = self.pos
        taken = False
        picks, moved = [], []
        for j, h, e in self._left():
            pick = and_(h, not_(taken))
            if pick is False:
                continue
            picks.append((pick, e))
            moved.append((pick, j + 1))
            taken = or_(taken, h)
            if taken is True:
                break
        if moved:
            if taken is not True:
                moved.append((not_(taken), pos))
            self._move(moved[0][1] if len(moved) == 1 else merge_all(moved))
        return picks, taken

    def next_(self):
        """Returns next(self) as lifted code asks it: on every path the next element left
        there; StopIteration on the paths where none is (a failure there)."""
        picks, taken = self._take()
        if not picks:
            raise StopIteration
        require(taken, "StopIteration", StopIteration, args=())
        return picks[0][1] if len(picks) == 1 else merge_all(picks)

    def __next__(self):
        """Python's own protocol (a loop of Python's: an un-lifted function, a library
        iterator such as itertools.accumulate): concrete ends only. That loop ends at
        StopIteration on every path at once; an end under a symbolic condition cannot be
        told to it, so it is refused (a failure there would be read as Python's error)."""
        picks, taken = self._take()
        if not picks:
            raise StopIteration
        if taken is not True:
            raise UnsupportedConstruct(
                f"{user_line()}: an iterator whose length differs by path (a lifted generator "
                f"expression, or over a dict of symbolic shape) taken by Python's own "
                f"iteration (an un-lifted function or a library iterator) ends under a "
                f"symbolic condition; consume it in lifted code (a `for` loop, list(), "
                f"next(), ...) or make a list of it first")
        return picks[0][1] if len(picks) == 1 else merge_all(picks)

    def next_or(self, default):
        """Returns next(self, default): the next element where one is left, `default` on
        the paths where none is."""
        picks, taken = self._take()
        if taken is not True:
            picks.append((not_(taken), default))
        return picks[0][1] if len(picks) == 1 else merge_all(picks)


register_stand_in(DictView, None)
register_contents_merger(dict, merge_dict_contents, is_partial)
