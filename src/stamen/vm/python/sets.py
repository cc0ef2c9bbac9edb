"""Sets and frozensets of symbolic shape: symbolic members, members present on some paths
only.

A set in lifted code stays a Python `set` (or `frozenset`) of physical members: a
concrete value present on every path, or a `Member` (hashed by identity) holding a
value and the guard where it is present. The invariant: on every path, the present
members are pairwise different (by Python's `==`), and they are the path's set. So
`in`, `len`, `add`, `discard`, `remove`, `|`, `&`, `-`, `^`, `==` and the subset
tests compare values as Python's hash-then-`==` does (`len({x, y})` is 1 where
`x == y`, `{(x, 1)}` holds `(y, 1)` where `x == y`).

Python iterates a set in an order its members' hashes decide; for symbolic or
path-dependent members stamen does not have that order, so iterating such a set is
refused, except by the builtins whose result does not depend on the order
(`unordered`: `sorted`, `sum`, `min`, `max`, `any`, `all`, `set`, `frozenset`).
"""

from __future__ import annotations

import gc
import operator

from stamen.boundary import call_user
from stamen.errors import UnsupportedConstruct
from stamen.terms.arith import add
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.operators import user_line
from stamen.terms.partial import require
from stamen.terms.sorts import FLOAT64
from stamen.terms.term import Term
from stamen.vm.merging.seq import List, compact, register_contents_merger
from stamen.vm.paths.feasibility import feasible_on_path
from stamen.vm.python import hooks
from stamen.vm.python.dicts import (
    DictView,
    copy_table,
    equal_where,
    exact_dict,
    is_partial,
    keys_with_hashes,
    probe_hash,
    register_set_reader,
)
from stamen.vm.python.elements import each_present, never, under
from stamen.vm.python.hashing import (
    asks_code,
    hash_changes_state,
    hashable_members,
    in_table_order,
    keep_hash,
    kept_hash,
    refuse_symbolic_float,
    register_symbolic_type,
    symbolic_key,
)
from stamen.vm.python.messages import require_arity
from stamen.vm.state.context import current
from stamen.vm.values.storedhash import (
    internal_hashing,
    known_hash,
    remembered_hash,
)
from stamen.vm.values.union import Union

__all__ = ["Member", "SET_METHODS", "is_symbolic_set", "set_entries", "set_contains", "set_add",
           "require_view_hashes_unseen",
           "set_discard", "set_len", "set_eq", "set_build", "set_method", "set_binop",
           "merge_set_contents", "unordered", "refuse_order", "is_set_order", "set_order",
           "view_binop", "register_set_types", "physical_members", "is_watched_set",
           "register_member_hook", "native_operand"]

# The sets lifted code creates: vm.python.watched (above) registers its `Set` and
# `FrozenSet`, whose own methods refuse to show un-lifted code a symbolic shape.
_TYPES: dict[type, type] = {set: set, frozenset: frozenset}
_members_made = False  # no Member exists yet in this process: sets are plain (fast path)
_on_member = None  # called whenever a Member is made (vm.python.setcopies arms its watch)


class Member:
    """A set member that is symbolic or present on some paths only (`guard`); hashed by
    identity, immutable. `hash` is the value's hash as Python computed it when the member
    was added, where that ran the program's `__hash__` (as dicts.Slot's)."""

    __slots__ = ("value", "guard", "hash")

    def __init__(self, value, guard, value_hash=None):
        global _members_made
        _members_made = True
        self.value, self.guard, self.hash = value, guard, value_hash
        if _on_member is not None:
            _on_member()

    def __repr__(self) -> str:
        return f"Member({self.value!r})" if self.guard is True else \
            f"Member({self.value!r} where {self.guard!r})"


def register_set_types(set_type: type, frozenset_type: type) -> None:
    """Declares the set and frozenset subclasses that lifted code creates."""
    _TYPES[set], _TYPES[frozenset] = set_type, frozenset_type


def is_watched_set(v) -> bool:
    """Returns whether `v` is a set or frozenset lifted code created (whose own methods
    read its encoding, see `register_set_types`)."""
    return type(v) is _TYPES[set] or type(v) is _TYPES[frozenset]


def register_member_hook(hook) -> None:
    """Installs `hook()`, called whenever a `Member` is made (a set takes symbolic shape)."""
    global _on_member
    _on_member = hook


def physical_members(s) -> list:
    """Returns the physical members of a set or frozenset (`Member`s included), read
    without the watched subclasses' own `__iter__`."""
    return list(set.__iter__(s) if isinstance(s, set) else frozenset.__iter__(s))


def is_symbolic_set(s) -> bool:
    """Returns whether the set `s` has a member that is symbolic or present on some paths
    only (plain Python set operations would be wrong on it)."""
    if not isinstance(s, (set, frozenset)):
        return False
    members = physical_members(s)
    if _members_made and any(type(m) is Member for m in members):
        return True
    return any(symbolic_key(m) for m in members)


def set_entries(s) -> list:
    """Returns [(guard, value)] for the physical members of `s`."""
    return [(m.guard, m.value) if type(m) is Member else (True, m)
            for m in physical_members(s)]


def _kept_entries(s) -> list:
    """Returns [(guard, value, hash)] for the physical members of `s`, with the hashes
    Python kept for them (`kept_hash`): set algebra reads another set's table, hashing
    none of its members again."""
    return [(m.guard, m.value, kept_hash(m.value, m.hash)) if type(m) is Member else
            (True, m, kept_hash(m, remembered_hash(m))) for m in physical_members(s)]


def _matches(s, item, where=True, item_h=None, writing: bool = False) -> list:
    """Returns [(physical member, guard)] for the members of `s` that may equal `item`:
    where the member is present and equal to it (compared where the item is, `where`, and
    where no earlier member was, as Python's lookup stops at the first). `item_h`: the
    item's hash (dicts.probe_hash) if the caller computed it. `writing`: the caller
    removes the members found by their physical selves, which Python's own look-up does
    not name where `==` runs the program's code (as dicts._matches)."""
    if item_h is None:
        item_h = probe_hash(item, where)
    if not symbolic_key(item):
        if item_h is None:
            call_user(hash, item)  # Python's TypeError for an unhashable member
        if not is_symbolic_set(s) and not (writing and (asks_code(item) or any(
                asks_code(m) for m in physical_members(s)))):
            contains = set.__contains__ if isinstance(s, set) else frozenset.__contains__

            def native():
                with known_hash(item, item_h):  # hashed once, as Python does
                    return call_user(contains, s, item)

            found = native() if where is True else under(where, native, never)
            return [] if found is False else [(item, found)]
    out: list = []
    live = where  # where no earlier member was equal, for an item whose == runs code
    stops = asks_code(item)
    for m in physical_members(s):
        g, v, h = (m.guard, m.value, m.hash) if type(m) is Member else \
            (True, m, remembered_hash(m))
        match = equal_where(g, live, item, v, item_h, h)
        if match is not False:
            out.append((m, match))
            if stops:
                live = and_(live, not_(match))
    return out


def set_contains(s, item, where=True, item_h=None):
    """Returns `item in s`: a bool, or a boolean term (asked where `where` holds: a member
    of a union item is compared where it is the item only)."""
    if type(item) is Union:
        return or_(*(and_(g, set_contains(s, i, and_(where, g)))
                     for g, i in hashable_members(item)))
    return or_(*(m for _, m in _matches(s, item, where, item_h)))


def set_add(s: set, item, where=True, item_h=None) -> None:
    """Performs s.add(item) on the paths where `where` holds, through the store. `item_h`:
    the hash Python kept for the item where it comes from another set (not hashed again)."""
    if type(item) is Union:
        for g, i in hashable_members(item, where):
            set_add(s, i, and_(where, g))
        return
    if where is False:
        return
    if item_h is None:
        item_h = probe_hash(item, where)
    if where is True and not symbolic_key(item) and not is_symbolic_set(s):
        current().store.before_change(s)  # one native lookup, as Python's add makes
        with known_hash(item, item_h):
            call_user(set.add, s, item)
        keep_hash(item, item_h)
        return
    new = and_(where, not_(set_contains(s, item, where, item_h)))
    if new is False:
        return
    current().store.before_change(s)
    if new is True and not symbolic_key(item):  # compared above: stamen's own look-up now
        with known_hash(item, item_h), internal_hashing():
            if not call_user(set.__contains__, s, item):
                call_user(set.add, s, item)
                keep_hash(item, item_h)
                return
    for m in physical_members(s):  # the same value present elsewhere: widen its guard (no order)
        if type(m) is Member and (m.value is item or _same_value(m.value, item)):
            set.discard(s, m)
            set.add(s, Member(item, or_(m.guard, new), m.hash))
            return
    if symbolic_key(item):
        refuse_symbolic_float(item, "set member")
    set.add(s, Member(item, new, item_h))


def _same_value(a, b) -> bool:
    """Whether two members are one value by construction (not only equal on some paths)."""
    return type(a) is type(b) and not symbolic_key(a) and not symbolic_key(b) and \
        not asks_code(a) and call_user(operator.eq, a, b) is True


def set_discard(s: set, item, where=True, error: bool = False, item_h=None) -> None:
    """Performs s.discard(item) (s.remove(item) if `error`: Python's KeyError where the
    item is absent) on the paths where `where` holds (`item_h`: as set_add's)."""
    if type(item) is Union:
        for g, i in hashable_members(item, where):
            set_discard(s, i, and_(where, g), error)
        return
    if item_h is None:
        item_h = probe_hash(item, where)
    if where is True and not symbolic_key(item) and not is_symbolic_set(s):
        current().store.before_change(s)  # one native lookup, as Python's discard makes
        size = set.__len__(s)
        with known_hash(item, item_h):
            call_user(set.discard, s, item)
        if error and set.__len__(s) == size:
            raise KeyError(item)
        return
    ms = [(p, and_(where, m)) for p, m in _matches(s, item, where, item_h, True)]
    ms = [(p, m) for p, m in ms if m is not False]
    if error:
        found = or_(*(m for _, m in ms))
        require(or_(not_(where), found), repr(item), KeyError, args=(item,))
        if found is False and where is not False:
            raise KeyError(item)
    if not ms:
        return
    current().store.before_change(s)
    for p, m in ms:
        own_h = p.hash if type(p) is Member else remembered_hash(p)
        if own_h is None and type(item_h) is int:
            own_h = item_h  # (a native member equal to the item: the item's hash)
        with known_hash(p, own_h), internal_hashing():
            set.discard(s, p)
        g, v, h = (p.guard, p.value, p.hash) if type(p) is Member else (True, p, own_h)
        rest = and_(g, not_(m))
        if rest is not False:
            set.add(s, Member(v, rest, h))


def set_len(s):
    """Returns len(s): an int, or an int term."""
    total = 0
    for g, _ in set_entries(s):
        total = add(total, 1 if g is True else ite(g, 1, 0))
    return total


def _subset(a, b):
    """Returns a <= b (every present member of `a` is in `b`, looked up with the hash
    Python kept for it, in an order of stamen's: `in_table_order`)."""
    with in_table_order():
        return and_(*(or_(not_(g), set_contains(b, v, g, h)) for g, v, h in _kept_entries(a)))


def set_eq(a, b):
    """Returns a == b for sets: the same members on each path."""
    la, lb = set_len(a), set_len(b)
    same = la == lb if type(la) is int and type(lb) is int else eq(la, lb)
    return and_(same, _subset(a, b)) if same is not False else False


_SET_VIEWS = (type({}.keys()), type({}.items()))  # the views Python compares as sets


def _set_like(v) -> bool:
    """Whether `v` compares as a set: a set, a frozenset, a dict's keys or items view."""
    return isinstance(v, (set, frozenset)) or type(v) in _SET_VIEWS or (
        type(v) is DictView and v.kind != "values")


def is_set_order(a, b) -> bool:
    """Whether `a < b` (`<=`, `>`, `>=`) is a subset test that native code would get wrong:
    one side is a set of symbolic shape or a view of a dict of symbolic shape."""
    return (type(a) is DictView and is_partial(a.d)) or (type(b) is DictView and
                                                          is_partial(b.d)) or \
        is_symbolic_set(a) or is_symbolic_set(b)


def set_order(op, a, b):
    """Returns `a op b` for op one of operator.lt/le/gt/ge between set-likes (see
    `is_set_order`): Python's subset tests, by value; its TypeError for other operands."""
    if not (_set_like(a) and _set_like(b)):
        raise TypeError(f"'{_SYMBOLS[op]}' not supported between instances of "
                        f"'{type(a).__name__}' and '{type(b).__name__}'")
    if op is operator.gt or op is operator.ge:
        op, a, b = (operator.lt if op is operator.gt else operator.le), b, a
    sa = a if isinstance(a, (set, frozenset)) else set_build(a)
    sb = b if isinstance(b, (set, frozenset)) else set_build(b)
    subset = _subset(sa, sb)
    if op is operator.le or subset is False:
        return subset
    return and_(subset, not_(set_eq(sa, sb)))


_SYMBOLS = {operator.lt: "<", operator.le: "<=", operator.gt: ">", operator.ge: ">="}


def set_build(items=(), kind: type = set, iterated: bool = False):
    """Returns the set (or frozenset) of an iterable's elements, compared by value; an
    element present on some paths only is hashed, compared and added there only. A dict's
    keys keep the hashes it kept, as `set(d)` reads them, unless `iterated` (a set method
    whose C code iterates the dict, hashing each key)."""
    out = _TYPES[set]()
    if isinstance(items, (set, frozenset)):  # its members, with the hashes Python stored
        with internal_hashing():
            set.update(out, items)
    elif exact_dict(items) and not iterated:  # its keys, with the hashes the dict kept
        for g, key, h in keys_with_hashes(items):
            set_add(out, key, g, h)
    else:
        each_present(items, lambda item: set_add(out, item))
    return out if kind is set else _TYPES[frozenset](out)


def _result_type(a):
    return frozenset if isinstance(a, frozenset) else set


def set_binop(op: str, a, b):
    """Returns a op b for sets (`|`, `&`, `-`, `^`), by value; a new set of a's type. The
    members keep the hashes Python kept (none hashed again); their `==` is asked in an
    order of stamen's (`in_table_order`)."""
    if not isinstance(b, (set, frozenset)):
        return NotImplemented
    with in_table_order():
        out = _binop(op, a, b)
    return out if _result_type(a) is set else _TYPES[frozenset](out)


def _binop(op: str, a, b) -> set:
    out = set_build(a, set)
    if op == "|":
        for g, v, h in _kept_entries(b):
            set_add(out, v, g, h)
    elif op == "&":
        out = _TYPES[set]()
        for g, v, h in _kept_entries(a):
            set_add(out, v, and_(g, set_contains(b, v, g, h)), h)
    elif op == "-":
        for g, v, h in _kept_entries(b):
            set_discard(out, v, g, item_h=h)
    else:  # "^"
        out = _TYPES[set]()
        for g, v, h in _kept_entries(a):
            set_add(out, v, and_(g, not_(set_contains(b, v, g, h))), h)
        for g, v, h in _kept_entries(b):
            set_add(out, v, and_(g, not_(set_contains(a, v, g, h))), h)
    return out


_NATIVE_VIEWS = (type({}.keys()), type({}.items()))


def _viewed_dict(view):
    """Returns the dict a native keys or items view shows (Python names it only through a
    read-only proxy)."""
    held = gc.get_referents(view)
    return held[0] if held else None


def require_view_hashes_unseen(view) -> None:
    """Refuses set algebra on a keys or items view of a dict lifted code made whose keys'
    `__hash__` changes state: CPython reads an exact dict's table (its kept hashes) for
    some of the view operators and hashes the keys again for others, and takes its other
    path for stamen's dict, a subclass; the calls would not be the program's."""
    if type(view) not in _NATIVE_VIEWS:
        return
    d = _viewed_dict(view)
    if not isinstance(d, dict) or type(d) is dict:
        return  # (a plain dict: C's own operator is Python's)
    for key in list(dict.__iter__(d)):
        if hash_changes_state(key):
            raise UnsupportedConstruct(
                f"{user_line()}: set algebra on a view of a dict whose keys' `__hash__` "
                f"changes state: CPython hashes the keys again for some view "
                f"operators and reads the table's kept hashes for others, which stamen does "
                f"not model; make the view a set first (set(d)), or keep `__hash__` free "
                f"of effects")


def view_binop(op: str, a, b):
    """Returns `a op b` (`|`, `&`, `-`, `^`) where a side is a keys or items view of a dict
    of symbolic shape: as Python's view operators, the set of each side's members (the
    other side may be any iterable), by value; Python's TypeError for a values view."""
    for v in (a, b):
        if type(v) is DictView and v.kind == "values":
            raise TypeError(f"unsupported operand type(s) for {op}: "
                            f"'{_py_type_name(a)}' and '{_py_type_name(b)}'")
    return set_binop(op, set_build(a), set_build(b))


def view_isdisjoint(view, other):
    """Returns `view.isdisjoint(other)` of a keys or items view of a dict of symbolic
    shape: whether no member of the view (where present) is in `other` (any iterable), by
    value, as Python's view method."""
    return set_method(set_build(view), "isdisjoint", (other,), {})


def _py_type_name(v) -> str:
    return f"dict_{v.kind}" if type(v) is DictView else type(v).__name__


SET_METHODS = frozenset({"add", "discard", "remove", "union", "intersection", "difference",
                         "symmetric_difference", "update", "intersection_update",
                         "difference_update", "symmetric_difference_update", "issubset",
                         "issuperset", "isdisjoint", "copy", "clear"})
_OPS = {"union": "|", "intersection": "&", "difference": "-", "symmetric_difference": "^"}
_UPDATES = {"update": "|", "intersection_update": "&", "difference_update": "-",
            "symmetric_difference_update": "^"}


def set_method(s, name: str, args: tuple, kwargs: dict):
    """Runs a set method on a set of symbolic shape (or with a symbolic argument)."""
    require_arity(frozenset if isinstance(s, frozenset) else set, name, args, kwargs)
    if kwargs:
        raise TypeError(f"set.{name}() takes no keyword arguments")
    if name == "add":
        (item,) = args
        set_add(s, item)
        return None
    if name in ("discard", "remove"):
        (item,) = args
        set_discard(s, item, error=name == "remove")
        return None
    if name in _TABLE_READERS and not is_symbolic_set(s) and all(map(native_operand, args)):
        return _native_method(s, name, args)
    if name in _OPS or name in _UPDATES:
        result = s
        for other in args:
            if not isinstance(other, (set, frozenset)):
                other = set_build(other, iterated=name in _ITERATING)
            result = set_binop(_OPS.get(name) or _UPDATES[name], result, other)
        if name in _OPS:
            return result if args else set_build(s, _result_type(s))
        replace_contents(s, result)
        return None
    if name in ("issubset", "issuperset", "isdisjoint"):
        (other,) = args
        if name != "issubset" and not isinstance(other, (set, frozenset)):
            return _first_decides(s, other, name == "isdisjoint")
        other = other if isinstance(other, (set, frozenset)) else set_build(other)
        if name == "issubset":
            return _subset(s, other)
        if name == "issuperset":
            return _subset(other, s)
        with in_table_order():
            return not_(or_(*(and_(g, set_contains(other, v, g, h))
                              for g, v, h in _kept_entries(s))))
    if name == "copy":
        return set_build(s, _result_type(s))
    if name == "clear":
        current().store.before_change(s)
        set.clear(s)
        return None
    raise UnsupportedConstruct(
        f"{user_line()}: set.{name}() on a set with symbolic members or members present on some "
        f"paths only: its result depends on Python's hash order, which stamen does not have")


def _first_decides(s, other, disjoint: bool):
    """Returns s.isdisjoint(other) (`disjoint`) or s.issuperset(other) for an iterable
    `other` that is no set, as CPython's C code takes it: element by element, each hashed
    and looked up in `s` only on the paths not yet decided (one found decides isdisjoint,
    one missing issuperset), so no `__hash__` or `__eq__` runs past the deciding one."""
    live = True  # the paths where no element decided yet
    for g, e in hooks.iterate(other):
        where = and_(live, g)
        if where is False:
            continue
        found = under(where, lambda e=e: set_contains(s, e), never)
        live = and_(live, not_(found) if disjoint else or_(not_(where), found))
        if live is False:
            return False
    return live


_TABLE_READERS = frozenset({*_OPS, *_UPDATES, "issubset", "issuperset", "isdisjoint"})
# The methods whose C code iterates a dict argument, hashing each key (the others read an
# exact dict's table with its kept hashes).
_ITERATING = frozenset({"intersection", "intersection_update", "issuperset",
                        "difference_update", "isdisjoint"})


def native_operand(v) -> bool:
    """Whether C's set method may take `v` as it is (after `_exact`): a set of concrete
    members, a dict whose keys are present on every path, a list or tuple of concrete
    values."""
    if isinstance(v, (set, frozenset)):
        return not is_symbolic_set(v)
    if exact_dict(v):
        return not is_partial(v)
    if type(v) in (list, tuple, List):
        return not any(map(symbolic_key, v)) and getattr(v, "_stamen_len", None) is None
    if type(v) is _NATIVE_VIEWS[0]:  # a keys view: C iterates the dict's table
        d = _viewed_dict(v)
        return isinstance(d, dict) and not is_partial(d) and not any(
            map(symbolic_key, dict.__iter__(d)))
    return False


def _exact(v):
    """Returns `v` as C's set methods see the program's value: stamen's set or dict (a
    subclass, which C tells from the exact type in places: `isdisjoint` reads an exact
    set's kept hashes and hashes a subclass's members again) copied into the exact type,
    its hashes kept (none of the program's code runs)."""
    if type(v) in (_TYPES[set], _TYPES[frozenset]):
        return (set if isinstance(v, set) else frozenset)(v)
    if isinstance(v, dict) and type(v) is not dict:
        return copy_table({}, v)
    return v


def _native_method(s, name: str, args: tuple):
    """Runs the set method `name` on sets of concrete members natively: C's, which reads
    the other sets' tables with the hashes they kept and compares as Python does (a
    stamen rebuild would hash their members again); an update through the store."""
    args = tuple(map(_exact, args))
    if name in _UPDATES:
        current().store.before_change(s)
        call_user(getattr(set, name), s, *args)
        return None
    result = call_user(getattr(_result_type(s), name), s, *args)
    return _TYPES[type(result)](result) if type(result) in _TYPES else result


def replace_contents(s: set, members) -> None:
    """Makes the physical members of `s` those of `members`, through the store."""
    current().store.before_change(s)
    set.clear(s)
    set.update(s, members)


def merge_set_contents(g, then_s: set, else_s: set) -> set:
    """Returns a set's members merged at a join under guard g: a member on one side only is
    present under that side's guard; one value on both sides (a member each side made
    anew: a discard under a symbolic condition changes its guard) is one member, present
    under either side's guard. (Two members per value there would double the entries at
    every such join: a loop of four discards made a set of four values 324 entries.)
    The two sides' physical members are compared by stamen alone (internal_hashing)."""
    with internal_hashing():
        return _merge_members(g, then_s, else_s)


def _merge_members(g, then_s: set, else_s: set) -> set:
    if then_s == else_s:
        return then_s
    both = set.intersection(then_s, else_s)
    out = set(both)
    present: dict = {}  # the value's key -> (value, the guard it is present under, hash)
    for side, members in ((g, then_s - both), (not_(g), else_s - both)):
        for m in members:
            v, h, vh = (m.value, m.guard, m.hash) if type(m) is Member else \
                (m, True, remembered_hash(m))
            guard = and_(side, h)
            if guard is False:
                continue
            key = _same_value_key(v)
            known = present.get(key)
            present[key] = (v, guard if known is None else or_(known[1], guard),
                            vh if known is None else known[2])
    for v, guard, vh in present.values():
        out.add(Member(v, guard, vh))
    return out


_BY_VALUE = (int, bool, str, bytes)  # concrete members compared by value, all else by identity


def _same_value_key(v):
    """Returns a key equal for two members that are surely the same value: a concrete int,
    bool, str or bytes by type and value; anything else (a term, which is hash-consed, an
    object) by identity."""
    return (type(v), v) if type(v) in _BY_VALUE else ("id", id(v))


def _orderless(v) -> bool:
    """Whether sorting or summing members like `v` cannot depend on their order: ints,
    bools and strings (distinct members of a total order); not floats (a float sum rounds
    in order, and nan is unordered)."""
    t = type(v)
    if t is Term:
        return v.sort is not FLOAT64
    if t is int or t is bool or t is str:
        return True
    return t is tuple and all(_orderless(e) for e in v)


def unordered(iterable, key=None):
    """Returns `iterable` for a builtin whose result does not depend on the order of its
    elements (sorted, sum, min, max, any, all): a set of symbolic shape becomes the list
    of its present members (of symbolic length)."""
    if key is not None or not is_symbolic_set(iterable):
        return iterable
    entries = set_entries(iterable)
    if not all(_orderless(v) for _, v in entries):
        # a member no execution on the path has (a list's padding, a generator's return
        # value, left in by a guard the terms do not simplify) is no member: ask the solver
        entries = [(g, v) for g, v in entries if _orderless(v) or feasible_on_path(g)]
        if not all(_orderless(v) for _, v in entries):
            return iterable
    elems, n = compact(entries)
    result = List(elems)
    if type(n) is not int:
        result._stamen_len = n
    return result


def refuse_order(s) -> None:
    """Refuses to iterate a set of symbolic shape in an order-dependent way."""
    raise UnsupportedConstruct(
        f"{user_line()}: iterating a set with symbolic members or members present on some "
        f"paths only: Python's order depends on the members' hashes, which stamen does not "
        f"have; iterate sorted(s) instead")


register_symbolic_type(Member)
register_contents_merger(set, merge_set_contents)


def _exact_set_entries(v):
    """Returns `_kept_entries(v)` for a set or frozenset of the exact type (stamen's own
    stand for them), else None (see dicts.register_set_reader)."""
    if type(v) in (set, frozenset, _TYPES[set], _TYPES[frozenset]):
        return _kept_entries(v)
    return None


register_set_reader(_exact_set_entries)
