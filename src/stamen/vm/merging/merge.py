"""Type-driven merging of two values at a control-flow join (PLDI'14, Fig. 9).

| values under guard g           | result                                   |
|--------------------------------|------------------------------------------|
| identical                      | that value                               |
| a return slot not yet returned | the other value (union.NO_RETURN)        |
| primitives of one sort         | ite(g, a, b)                             |
| a string term and a str        | ite(g, a, b)                             |
| tuples of equal length and type| element-wise merge (a tuple subclass by  |
|   (storing the same attributes)|   tuple.__new__, its attributes merged)  |
| frozen dataclasses of one class| attribute-wise merge (object.__new__)    |
|   (storing the same attributes)|                                          |
| symbolic-length sequences      | length and elements merged (seq.py)      |
| anything else                  | a Union, at most one member per class    |

Merged objects are built without running the program's code (no `__new__`,
`__init__`, `__post_init__` or setters: see `objstate`), and each records the
two objects it was merged from, so `is` keeps their identities
(`record_merge`; `vm.python.identity` reads them).

`merge_all` merges guarded values whose guards are pairwise disjoint and
cover the path. Under merge="logic" tuples of different lengths become one
padded tuple with a symbolic length instead of a union. Otherwise a union's
members of one tuple length merge lazily (`values.lazytuple`): the union
stores the recipe and the elements are merged when a member is first read.
"""

from __future__ import annotations

from fractions import Fraction

from stamen.errors import InternalError
from stamen.terms.boolean import and_, ite, not_, or_
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, FLOAT64, INT, REAL, STRING
from stamen.terms.term import Term
from stamen.vm.state.context import current
from stamen.vm.values import lazytuple
from stamen.vm.values.lazytuple import LazyTuple
from stamen.vm.values.objstate import new_instance, raw_state
from stamen.vm.values.union import NO_RETURN, Union

__all__ = ["merge", "merge_all", "merge_class", "is_primitive", "record_merge", "merged_from"]

_PRIMITIVE_TYPES = (bool, int, Fraction, BV)
_LITERAL_SORTS = {bool: BOOL, int: INT, Fraction: REAL}
_VALUE_TYPES = (str, bytes, float, complex, type(None), range, frozenset)
# Values of these types are interchangeable when equal; for the other value types equality
# is coarser than identity (0.0 == -0.0, range(0) == range(1, 1)), so their repr decides.
_EQUALITY_IS_IDENTITY = (str, bytes, type(None))


def is_primitive(v) -> bool:
    """Returns whether `v` is a term or a concrete bool, int, real or bitvector."""
    t = type(v)
    return t is Term or t is bool or t is int or t is Fraction or t is BV


def _is_frozen_dataclass(v) -> bool:
    params = getattr(type(v), "__dataclass_params__", None)
    return params is not None and params.frozen


def merge_class(v):
    """Returns the key of the merge class of `v`: values of one class merge into one value."""
    t = type(v)
    if t is Term or t is BV:
        return ("primitive", v.sort)
    if t is LazyTuple:
        return ("tuple", tuple, v.length)  # only in a union's stored members
    if t is bool or t is int or t is Fraction:
        return ("primitive", _LITERAL_SORTS[t])
    if isinstance(v, tuple):
        if t is tuple and current().config.merge == "logic":
            return ("sequence", _padded)  # tuples of every length merge into one
        if t is tuple:
            return ("tuple", t, len(v))
        return ("tuple", t, len(v), frozenset(raw_state(v)))
    if t in _SEQUENCE_TYPES:
        return ("sequence", t)
    if _is_frozen_dataclass(v):
        # instances storing different attributes (e.g. set by __post_init__) stay apart
        return ("dataclass", t, frozenset(raw_state(v)))
    if t in _VALUE_TYPES:
        return ("value", t, v if t in _EQUALITY_IS_IDENTITY else repr(v))
    return ("object", id(v))


_SEQUENCE_TYPES: set[type] = set()


def register_sequence_type(t: type) -> None:
    """Declares `t` a symbolic-length sequence type whose instances merge by `t.merge`."""
    _SEQUENCE_TYPES.add(t)


# The tuple of symbolic length and its merge of two tuples of different lengths, installed
# by vm.merging.seq (which builds on this module) at import: under merge="logic", tuples of
# different lengths merge into one padded tuple.
class _NotInstalled:
    """Stands for the padded tuple type until vm.merging.seq installs it."""

    @staticmethod
    def merge(g, a, b):
        raise InternalError("stamen.vm.merging.seq is not imported yet")


_padded = _NotInstalled  # the padded tuple type; `_padded.merge` is its `padded_merge`


def register_padded_tuple(t: type) -> None:
    """Installs the padded tuple type; `t.merge(g, a, b)` merges two tuples (or padded
    tuples) of different lengths."""
    global _padded
    _padded = t


def merge(g, a, b):
    """Returns the value that is `a` where `g` holds and `b` elsewhere."""
    if g is True:
        return a
    if g is False:
        return b
    if a is b:
        return a
    if a is NO_RETURN:
        return b
    if b is NO_RETURN:
        return a
    ta, tb = type(a), type(b)
    if ta is Union or tb is Union:
        return _merge_join(g, a, b)
    if (ta is Term or ta in _PRIMITIVE_TYPES) and (tb is Term or tb in _PRIMITIVE_TYPES):
        sa, sb = merge_class(a), merge_class(b)
        if sa == sb:
            return ite(g, a, b)
    elif _float_and_term(a, b):
        from stamen.terms.floats import fp_ite

        return fp_ite(g, a, b)  # a float literal is its bit pattern: -0.0 stays -0.0
    elif _str_and_term(a, b):
        return ite(g, a, b)  # a string term and a str: one string term
    elif ta is tb:
        if ta is tuple or isinstance(a, tuple):
            if len(a) == len(b):
                merged = _merge_tuple(g, a, b)
                if merged is not None:
                    return _record(merged, g, a, b)
            elif ta is tuple and current().config.merge == "logic":
                return _record(_padded.merge(g, a, b), g, a, b)
        elif ta in _SEQUENCE_TYPES:
            return _record(ta.merge(g, a, b), g, a, b)
        elif _is_frozen_dataclass(a):
            merged = _merge_dataclass(g, a, b)
            if merged is not None:
                return _record(merged, g, a, b)
        elif ta in _VALUE_TYPES and merge_class(a) == merge_class(b):
            return a
    elif current().config.merge == "logic" and _padded_pair(a, b):
        return _record(_padded.merge(g, a, b), g, a, b)
    return _merge_guarded([(g, a), (not_(g), b)])


_TABLE = "_stamen_merged_from"


def merged_from(ctx) -> dict:
    """Returns the context's table {id(merged): (merged, g, a, b)}: `merged` is `a` where
    g holds and `b` elsewhere (the entry keeps `merged` alive, so its id stays its own)."""
    table = ctx.__dict__.get(_TABLE)
    if table is None:
        table = ctx.__dict__[_TABLE] = {}
    return table


def record_merge(merged, g, a, b) -> None:
    """Records that the new object `merged` is `a` where g holds and `b` elsewhere."""
    merged_from(current())[id(merged)] = (merged, g, a, b)


def _float_and_term(a, b) -> bool:
    """Whether a and b are a Python float and a symbolic float, in either order (they merge
    into one float term; two Python floats stay values, which any float operation takes)."""
    ta, tb = type(a), type(b)
    if ta is float:
        return tb is Term and b.sort is FLOAT64
    return tb is float and ta is Term and a.sort is FLOAT64


def _str_and_term(a, b) -> bool:
    """Whether a and b are a Python str and a string term, in either order (two Python strs
    stay values: a union of strings, which every str operation takes)."""
    ta, tb = type(a), type(b)
    if ta is str:
        return tb is Term and b.sort is STRING
    return tb is str and ta is Term and a.sort is STRING


def _record(merged, g, a, b):
    """Returns `merged` after recording that it is `a` where g holds and `b` elsewhere, so
    `is` still sees the originals' identities (see vm.identity)."""
    if merged is not a and merged is not b:
        record_merge(merged, g, a, b)
    return merged


def _padded_pair(a, b) -> bool:
    """Whether a and b are plain tuples or padded tuples (one padded tuple under "logic");
    a tuple subclass (a node class of the program) is its own type, never padded."""
    return type(a) in (tuple, _padded) and type(b) in (tuple, _padded)


def _merge_state(g, a, b) -> dict | None:
    """Returns the attributes stored on `a` and `b` merged name by name, or None when they
    store different names (the objects then stay apart, in a union)."""
    sa, sb = raw_state(a), raw_state(b)
    if sa.keys() != sb.keys():
        return None
    return {name: merge(g, value, sb[name]) for name, value in sa.items()}


def _merge_tuple(g, a: tuple, b: tuple):
    """Returns equal-length tuples merged element-wise; a tuple subclass (a namedtuple) is
    rebuilt with `tuple.__new__`, never through its own `__new__`, with its stored
    attributes merged too (None if they differ in name)."""
    items = [merge(g, x, y) for x, y in zip(a, b, strict=True)]
    if type(a) is tuple:
        return tuple(items)
    state = _merge_state(g, a, b)
    if state is None:
        return None
    return new_instance(type(a), state, tuple(items))


def _merge_dataclass(g, a, b):
    """Returns frozen dataclass instances of one class merged attribute by attribute (the
    fields and whatever `__post_init__` stored), built without running the class's code;
    None if they store different attributes."""
    state = _merge_state(g, a, b)
    if state is None:
        return None
    return new_instance(type(a), state)


def _literal_chain(literals: dict, sort):
    """Returns the merge of guarded literals as a chain whose disjoint guards are recorded
    (so comparing it with a literal yields just the matching guards)."""
    from stamen.terms.valueset import from_value_map

    if len(literals) == 1:
        return next(iter(literals))
    return from_value_map(literals, sort)


def merge_all(pairs):
    """Returns the merge of guarded values [(guard, value), ...].

    Assumes the guards are pairwise disjoint and cover the current path
    (at most one is true in any model, and one is).
    """
    pairs = [(g, v) for g, v in pairs if g is not False]
    if not pairs:
        raise ValueError("merge_all needs at least one feasible value")
    for g, v in pairs:
        if g is True:
            return v
    if len(pairs) == 1:
        return pairs[0][1]
    return _merge_guarded(pairs)


def _stored_members(v, lazy: bool) -> tuple:
    """Returns the members of `v` (itself if not a union), lazy ones stored when `lazy`."""
    if type(v) is Union:
        return v._stamen_raw if lazy else v.members
    return ((True, v),)


def _member_key(w):
    """Returns the merge class of a member, by identity when the class is not hashable."""
    key = merge_class(w)
    if type(key[-1]) is not int and not _hashable(key):
        key = ("object", id(w))
    return key


def _merge_join(g, a, b):
    """Returns the merge of `a` where g holds and `b` elsewhere, one of them a union.

    A member class on both sides gets the guard ite(g, h_a, h_b), one term that keeps
    the members' own guards shared (not (g ∧ h_a) ∨ (¬g ∧ h_b), three), and its values
    merge under g alone: where the member's guard holds, g ∧ h_a is g. A class on one side
    keeps its value under g ∧ h_a (¬g ∧ h_b)."""
    lazy = current().config.merge != "logic"
    sides: dict = {}
    for h, w in _stored_members(a, lazy):
        key = _member_key(w)
        if key in sides:  # two members of one class (a union built under another strategy)
            return _merge_guarded([(g, a), (not_(g), b)])
        sides[key] = [h, w, None, None]
    for h, w in _stored_members(b, lazy):
        key = _member_key(w)
        both = sides.get(key)
        if both is None:
            sides[key] = [None, None, h, w]
        elif both[2] is None:
            both[2], both[3] = h, w
        else:
            return _merge_guarded([(g, a), (not_(g), b)])
    ng = not_(g)
    members = []
    has_lazy = False
    for key, (ha, wa, hb, wb) in sides.items():
        if hb is None:
            guard, value = and_(g, ha), wa
        elif ha is None:
            guard, value = and_(ng, hb), wb
        else:
            guard = ite(g, ha, hb)
            if lazy and key[0] == "tuple" and key[1] is tuple:
                value = lazytuple.merge_tuples(g, wa, wb)
            else:
                value = merge(g, wa, wb)
        if guard is False:
            continue
        has_lazy = has_lazy or type(value) is LazyTuple
        members.append((guard, value))
    if len(members) == 1:
        value = members[0][1]
        return value.force() if type(value) is LazyTuple else value
    current().stats.record_union(len(members))
    return Union(tuple(members), lazy=has_lazy)


def _merge_guarded(pairs):
    """Groups guarded values (flattening unions) by merge class and merges each group.

    A group's guard is built once, as one disjunction (building it pair by pair is
    quadratic); a group of literals becomes a chain whose disjoint guards are recorded
    (booleans: the disjunction of the guards of True); a group of tuples merges lazily
    (except under merge="logic", which pads tuples instead)."""
    lazy = current().config.merge != "logic"
    groups: dict = {}
    for g, v in pairs:
        if type(v) is Union:
            members = v._stamen_raw if lazy else v.members
        else:
            members = ((True, v),)
        for h, w in members:
            guard = and_(g, h)
            if guard is False:
                continue
            key = merge_class(w)
            if type(key[-1]) is not int and not _hashable(key):
                key = ("object", id(w))
            group = groups.get(key)
            if group is None:
                groups[key] = [(guard, w)]
            else:
                group.append((guard, w))
    members = []
    has_lazy = False
    for key, group in groups.items():
        guard = group[0][0] if len(group) == 1 else or_(*(g for g, _ in group))
        value = _merge_group(key, group, lazy)
        has_lazy = has_lazy or type(value) is LazyTuple
        members.append((guard, value))
    if len(members) == 1:
        value = members[0][1]
        return value.force() if type(value) is LazyTuple else value
    current().stats.record_union(len(members))
    return Union(tuple(members), lazy=has_lazy)


def _merge_group(key, group, lazy: bool):
    """Returns the merge of guarded values of one merge class (disjoint guards); tuples
    (exactly `tuple`) lazily when `lazy`."""
    if len(group) == 1:
        return group[0][1]
    if lazy and key[0] == "tuple" and key[1] is tuple:
        value = group[0][1]
        for g, w in group[1:]:
            value = lazytuple.merge_tuples(g, w, value)
        return value
    if key[0] == "primitive" and all(type(w) is not Term for _, w in group):
        if key[1] is BOOL:
            return or_(*(g for g, w in group if w is True))
        literals: dict = {}
        for g, w in group:
            literals.setdefault(w, []).append(g)
        return _literal_chain({w: or_(*gs) for w, gs in literals.items()}, key[1])
    value = group[0][1]
    for g, w in group[1:]:
        value = merge(g, w, value)
    return value


lazytuple.install_merge(merge, _record)


def _hashable(key) -> bool:
    try:
        hash(key)
    except TypeError:
        return False
    return True
