"""Boogie's types as the checker computes with them, and their unification.

A type is one of: "int", "real", "bool", "rmode"; ("bv", n); ("float", e, s);
("ctor", name, args) for a type constructor or datatype applied to arguments;
("map", bound, domain, range) where `bound` are the map's own type variables
in the order they first occur in domain and range (so `<a,b>[a,b]int` and
`<b,a>[a,b]int` are one type, as Boogie normalizes them); a `TVar`, a type
variable declared with `<a>`; a `Meta`, a type still to be inferred (Boogie's
type proxy); or None, a type the checker does not know (compatible with all,
so it never causes an error).
"""

from __future__ import annotations

from itertools import count

__all__ = ["TVar", "Meta", "prune", "show", "subst", "unify", "unify_eq", "free_tvars",
           "make_map", "instantiate", "occurs_in"]

_ids = count()


class TVar:
    """A type variable declared by `<a>` (identity is the variable); a skolem stands
    for a map's bound variable while two map types are compared."""

    __slots__ = ("name", "skolem")

    def __init__(self, name: str, skolem: bool = False) -> None:
        self.name = name
        self.skolem = skolem

    def __repr__(self) -> str:
        return self.name


class Meta:
    """A type to be inferred: bound once by unification (`ref`)."""

    __slots__ = ("ref", "id")

    def __init__(self) -> None:
        self.ref = None
        self.id = next(_ids)

    def __repr__(self) -> str:
        return f"?{self.id}"


def prune(t):
    """Returns t with bound Metas followed."""
    while type(t) is Meta and t.ref is not None:
        t = t.ref
    return t


def show(t) -> str:
    """Returns a type as Boogie writes it."""
    t = prune(t)
    if t is None:
        return "?"
    if type(t) is str:
        return t
    if type(t) in (TVar, Meta):
        return repr(t)
    if t[0] == "bv":
        return f"bv{t[1]}"
    if t[0] == "float":
        return f"float{t[1]}e{t[2]}"
    if t[0] == "ctor":
        if not t[2]:
            return t[1]
        return " ".join([t[1]] + [_show_arg(a) for a in t[2]])
    bound = f"<{', '.join(map(repr, t[1]))}>" if t[1] else ""
    return f"{bound}[{', '.join(show(d) for d in t[2])}]{show(t[3])}"


def _show_arg(t) -> str:
    s = show(t)
    t = prune(t)
    return f"({s})" if isinstance(t, tuple) and t[0] in ("ctor", "map") and " " in s else s


def subst(t, mapping: dict):
    """Returns t with the type variables in `mapping` replaced."""
    t = prune(t)
    if t is None or type(t) is str or type(t) is Meta:
        return t
    if type(t) is TVar:
        return mapping.get(t, t)
    if t[0] == "ctor":
        return ("ctor", t[1], tuple(subst(a, mapping) for a in t[2])) if t[2] else t
    if t[0] == "map":
        return ("map", t[1], tuple(subst(d, mapping) for d in t[2]), subst(t[3], mapping))
    return t


def _walk_tvars(t, bound: frozenset, out: list) -> None:
    t = prune(t)
    if type(t) is TVar:
        if t not in bound and t not in out:
            out.append(t)
    elif type(t) is tuple:
        if t[0] == "ctor":
            for a in t[2]:
                _walk_tvars(a, bound, out)
        elif t[0] == "map":
            inner = bound | frozenset(t[1])
            for d in t[2]:
                _walk_tvars(d, inner, out)
            _walk_tvars(t[3], inner, out)


def free_tvars(*types) -> list:
    """Returns the type variables free in the types, in order of first occurrence."""
    out: list = []
    for t in types:
        _walk_tvars(t, frozenset(), out)
    return out


def make_map(bound, domain: tuple, rng):
    """Returns the map type, its bound variables sorted by first occurrence."""
    occurring = free_tvars(*domain, rng)
    ordered = [v for v in occurring if v in bound]
    ordered += [v for v in bound if v not in ordered]
    return ("map", tuple(ordered), tuple(domain), rng)


def instantiate(tvars, *types) -> tuple:
    """Returns the types with each of tvars replaced by a fresh Meta."""
    mapping = {v: Meta() for v in tvars}
    return tuple(subst(t, mapping) for t in types)


def occurs_in(m: Meta, t) -> bool:
    """Returns whether the Meta m or a skolem occurs in t (neither may be bound into t)."""
    t = prune(t)
    if t is m:
        return True
    if type(t) is TVar:
        return t.skolem
    if type(t) is tuple:
        if t[0] == "ctor":
            return any(occurs_in(m, a) for a in t[2])
        if t[0] == "map":
            return any(occurs_in(m, d) for d in t[2]) or occurs_in(m, t[3])
    return False


def unify(a, b) -> bool:
    """Returns whether a and b can be one type, binding Metas to make them so."""
    a, b = prune(a), prune(b)
    if a is b or a is None or b is None:
        return True
    if type(a) is Meta:
        if occurs_in(a, b):
            return False
        a.ref = b
        return True
    if type(b) is Meta:
        return unify(b, a)
    if type(a) is not tuple or type(b) is not tuple:
        return a == b
    if a[0] != b[0]:
        return False
    if a[0] == "ctor":
        return a[1] == b[1] and len(a[2]) == len(b[2]) and all(map(unify, a[2], b[2]))
    if a[0] == "map":
        if len(a[1]) != len(b[1]) or len(a[2]) != len(b[2]):
            return False
        skolems = [TVar(v.name, skolem=True) for v in a[1]]
        ma, mb = dict(zip(a[1], skolems, strict=True)), dict(zip(b[1], skolems, strict=True))
        return all(unify(subst(x, ma), subst(y, mb)) for x, y in zip(a[2], b[2], strict=True)) \
            and unify(subst(a[3], ma), subst(b[3], mb))
    return a == b


def _metas(t, out: dict) -> None:
    """Adds to `out` every Meta reachable from t (through bindings too), with its ref."""
    while type(t) is Meta:
        if t in out:
            return
        out[t] = t.ref
        t = t.ref
    if type(t) is tuple and t[0] == "ctor":
        for a in t[2]:
            _metas(a, out)
    elif type(t) is tuple and t[0] == "map":
        for d in t[2]:
            _metas(d, out)
        _metas(t[3], out)


def _unify_or_undo(a, b) -> bool:
    """Returns unify(a, b), undoing the bindings it made when it fails."""
    before: dict = {}
    _metas(a, before)
    _metas(b, before)
    if unify(a, b):
        return True
    for m, ref in before.items():
        m.ref = ref
    return False


def unify_eq(a, b) -> bool:
    """Returns whether values of types a and b may be compared with `==`: as types that
    unify (which infers what is left to infer, as Boogie does first), or else with the
    free type variables of both sides standing for any type (any chance that the
    values are in one domain)."""
    a, b = prune(a), prune(b)
    if a is b or a is None or b is None:
        return True
    free = free_tvars(a, b)
    if free:
        if _unify_or_undo(a, b):
            return True
        mapping = {v: Meta() for v in free}
        a, b = subst(a, mapping), subst(b, mapping)
    return unify(a, b)
