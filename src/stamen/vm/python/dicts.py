"""Dicts whose keys are present on some paths only.

A key written under a symbolic condition holds, after the join, a union with
an `ABSENT` member: the key is present exactly where the other members'
guards hold. Every read of a dict in lifted code (`d[k]`, `k in d`, `len`,
iteration, `get`, `pop`, `setdefault`, the views, `==`) takes that presence
into account, so it means what it means on each path.
"""

from __future__ import annotations

from stamen.boundary import call_user
from stamen.errors import UnliftedBranchError, UnsupportedConstruct, UntrackedMutation
from stamen.terms.arith import add
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.partial import require
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.merging.seq import mark_disordered
from stamen.vm.python import hooks
from stamen.vm.python.hashing import _symbolic_inside, lookup_eq
from stamen.vm.python.pytype import register_stand_in
from stamen.vm.state.context import current
from stamen.vm.values.union import ABSENT, Union

__all__ = ["note_write", "require_order", "symbolic_key", "require_concrete_keys",
           "presence", "is_partial", "dict_lookup", "dict_len", "dict_iterate",
           "dict_get", "dict_pop", "dict_setdefault", "dict_eq", "DictView"]

_MISSING = object()


def symbolic_key(key) -> bool:
    """Returns whether a dict key or set member holds a symbolic value, also inside a tuple,
    frozenset, frozen dataclass or any object whose class hashes it by its contents (its
    own `__hash__`): Python would hash and compare its value, which is open, so it must be
    compared by value (or refused), never hashed by identity or by a term's own hash."""
    t = type(key)
    if t is Term or t is Union:
        return True
    if t in _ATOMS:
        return False
    if t is tuple or isinstance(key, (tuple, frozenset)):
        return any(symbolic_key(k) for k in key)
    params = getattr(t, "__dataclass_params__", None)
    if params is not None and params.frozen:
        import dataclasses

        return any(symbolic_key(getattr(key, f.name)) for f in dataclasses.fields(key))
    if not isinstance(key, type) and t.__hash__ not in (object.__hash__, None):
        return _symbolic_inside(key) is not None
    return False


_ATOMS = frozenset({str, int, bool, bytes, float, type(None)})


def require_concrete_keys(d: dict) -> None:
    """Refuses to read a dict that holds a symbolic key: stamen never stores one (writes at
    a symbolic key are refused), but native code can (`collections.Counter([x, 1])`, an
    un-lifted helper), and Python's hashing then kept x and 1 apart even where x == 1, so
    no read of it (size, lookup, iteration) means what it means in Python."""
    for key in dict.keys(d):
        if type(key) not in _ATOMS and symbolic_key(key):
            from stamen.terms.operators import user_location

            raise UntrackedMutation(
                f"a {type(d).__name__} holding the symbolic key {key!r}, built by code "
                f"stamen does not lift (at {user_location().split(' at ')[-1]}): Python "
                f"would hash the key's value, which is open; make the keys concrete first "
                f"(stamen.concretize(key, candidates))")


# ------------------------------------------------------------ insertion order --
# A dict's keys keep one physical order. Where the paths' orders differ (the branches
# inserted keys in different orders, or a key absent on some paths is written again,
# which Python would move to the end there), the dict is marked disordered in the store;
# lifted code may still read, write, compare and size it, but iterating it is refused.


def note_write(d: dict, key) -> None:
    """Must be called before writing d[key]: a key absent on some paths and followed by
    other keys would move to the end on those paths only."""
    value = dict.get(d, key, _MISSING)
    if type(value) is Union and any(m is ABSENT for _, m in value.members):
        keys = list(dict.keys(d))
        if keys[-1] is not key and keys[-1] != key:
            mark_disordered(d)


def require_order(value) -> None:
    """Refuses to iterate a dict (or a view of one) whose insertion order is path-dependent."""
    disordered = current().store.disordered
    if not disordered:
        return
    d = value.d if type(value) is DictView else _viewed(value)
    if isinstance(d, dict) and disordered.get(id(d)) is d:
        from stamen.terms.operators import user_location

        raise UnsupportedConstruct(
            f"iterating a dict whose insertion order differs between paths (at "
            f"{user_location().split(' at ')[-1]}): its keys were inserted in different "
            f"orders under a symbolic condition. Iterate over sorted(d) instead.")


def _viewed(value):
    """Returns the dict a keys/values/items view shows (a view exposes only a read-only
    proxy, but refers to the dict itself); `value` when it is not a view."""
    if isinstance(value, dict):
        return value
    import gc

    referents = gc.get_referents(value)
    return referents[0] if len(referents) == 1 and isinstance(referents[0], dict) else value


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
    """Returns whether some key of `d` is present on some paths only."""
    return any(type(v) is Union and any(m is ABSENT for _, m in v.members)
               for v in dict.values(d))


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
    """Yields (guard, item) for the keys, values or items of `d`, each where present."""
    require_order(d)
    require_concrete_keys(d)
    for key, value in list(dict.items(d)):
        g, v = presence(value)
        if g is False:
            continue
        yield g, key if kind == "keys" else v if kind == "values" else (key, v)


def dict_lookup(d: dict, key):
    """Returns (guard, value): where `key` is a present key of d, and the value there."""
    if not symbolic_key(key):
        require_concrete_keys(d)
        return presence(call_user(dict.get, d, key, _MISSING))

    pairs = []
    for k, value in dict.items(d):
        g, v = presence(value)
        match = and_(hooks.truth(lookup_eq(key, k)), g)
        if match is not False:
            pairs.append((match, v))
    if not pairs:
        return False, None
    return or_(*(g for g, _ in pairs)), pairs[0][1] if len(pairs) == 1 else merge_all(pairs)


def dict_get(d: dict, key, default=None):
    """Returns d.get(key, default)."""
    g, v = dict_lookup(d, key)
    if g is True:
        return v
    if g is False:
        return default
    return merge(g, v, default)


def dict_pop(d: dict, key, default=_MISSING):
    """Returns d.pop(key[, default]), deleting the key through the store."""
    if symbolic_key(key):
        raise UntrackedMutation("dict.pop at a symbolic key is not supported; concretize the key")
    g, v = dict_lookup(d, key)
    if default is _MISSING:
        require(g, repr(key), KeyError, args=(key,))
    if g is not False:
        current().store.before_change(d)
        dict.pop(d, key)
    if g is True:
        return v
    if g is False:
        if default is _MISSING:
            raise KeyError(key)
        return default
    return v if default is _MISSING else merge(g, v, default)


def dict_setdefault(d: dict, key, default=None):
    """Returns d.setdefault(key, default), writing the key through the store."""
    if symbolic_key(key):
        raise UntrackedMutation(
            "dict.setdefault at a symbolic key is not supported; concretize the key")
    g, v = dict_lookup(d, key)
    if g is True:
        return v
    value = default if g is False else merge(g, v, default)
    note_write(d, key)
    current().store.before_change(d)
    dict.__setitem__(d, key, value)
    return value


def dict_eq(a: dict, b: dict):
    """Returns a == b for dicts whose keys may be present on some paths only."""
    parts = []
    for key in {**a, **b}:
        ga, va = presence(dict.get(a, key, _MISSING))
        gb, vb = presence(dict.get(b, key, _MISSING))
        both = and_(ga, gb)
        same = hooks.truth(hooks.py_eq(va, vb)) if both is not False else True
        parts.append(and_(eq(ga, gb) if type(ga) is Term or type(gb) is Term else ga == gb,
                          or_(not_(both), same)))
        if parts[-1] is False:
            return False
    return and_(*parts)


class DictView:
    """d.keys(), d.values() or d.items() of a dict with keys present on some paths only:
    lifted code iterates it with guards; un-lifted code may not (it cannot see the guards)."""

    __slots__ = ("d", "kind")

    def __init__(self, d: dict, kind: str):
        self.d, self.kind = d, kind

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
        raise UnliftedBranchError(
            f"iterating dict.{self.kind}() of a dict whose keys are present on some paths only;"
            f" this code must be lifted (@stamen.lifted)"
        )

    def __len__(self):
        n = dict_len(self.d)
        if type(n) is not int:
            raise UnliftedBranchError("len() of a dict whose size is symbolic; this code must "
                                      "be lifted (@stamen.lifted)")
        return n

    def __repr__(self):
        return f"DictView({self.kind} of {self.d!r})"


register_stand_in(DictView, None)
