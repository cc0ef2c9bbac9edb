"""Boogie types as stamen sorts.

`int`, `real`, `bool` and `bvN` are stamen's; a type constructor applied to
arguments (`type T;`, `type C _;` used as `C int`) is an uninterpreted sort
named as Boogie prints the type; a synonym is expanded; a map type
`[K1, K2]V` is a curried array `Array(K1, Array(K2, V))` (select, store and
extensional equality agree with Boogie's multi-index maps). Polymorphism
(type variables, `<a>[a]V`) and floating-point types are refused.
"""

from __future__ import annotations

import re

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.printer import print_type
from stamen.langs.boogie.unsupported import refuse
from stamen.terms import as_sort

__all__ = ["SortTable"]

_BV = re.compile(r"bv([0-9]+)\Z")
_BUILTIN_NAMES = frozenset({"bool", "int", "real", "float64"})


class SortTable:
    """The sorts of one program's types (synonyms and constructors from its declarations)."""

    def __init__(self, program: A.Program) -> None:
        self.path = program.path
        self.synonyms: dict[str, A.TypeDecl] = {}
        self.ctors: dict[str, int] = {}
        for d in program.decls:
            if isinstance(d, A.TypeDecl):
                if d.synonym is not None:
                    self.synonyms[d.name] = d
                else:
                    self.ctors[d.name] = len(d.params)
            elif isinstance(d, A.DatatypeDecl):
                self.ctors[d.name] = len(d.tparams)
        self._cache: dict = {}

    def sort(self, t: A.Type | None, pos: A.Pos | None = None):
        """Returns the stamen sort of the Boogie type `t` (UnsupportedConstruct if none)."""
        if t is None:
            raise refuse("a value of unknown type", self.path, pos)
        key = t
        got = self._cache.get(key)
        if got is None:
            got = self._cache[key] = self._convert(t, 0)
        return got

    def _convert(self, t: A.Type, depth: int):
        """Returns the sort of `t`, expanding synonyms (depth guards cyclic ones)."""
        if depth > 64:
            raise refuse("a type synonym that expands without end", self.path, t.pos)
        if isinstance(t, A.BasicType):
            return as_sort({"bool": bool, "int": int, "real": st.Real}[t.name])
        if isinstance(t, A.MapType):
            if t.tparams:
                raise refuse("a polymorphic map type", self.path, t.pos)
            sort = self._convert(t.range, depth + 1)
            for d in reversed(t.domain):
                sort = st.Array(self._convert(d, depth + 1), sort)
            return sort
        if not isinstance(t, A.NamedType):
            raise refuse(f"the type {print_type(t)}", self.path, t.pos)
        m = _BV.match(t.name)
        if m and not t.args and t.name not in self.synonyms and t.name not in self.ctors:
            return st.BitVec(int(m.group(1)))
        if t.name in self.synonyms:
            d = self.synonyms[t.name]
            return self._convert(_substitute(d.synonym, dict(zip(d.params, t.args,
                                                                  strict=False))), depth + 1)
        if t.name in self.ctors:
            for a in t.args:
                self._convert(a, depth + 1)  # refuses what its arguments cannot be
            name = print_type(t)
            return st.Sort(name + "'" if name in _BUILTIN_NAMES else name)
        if t.name.startswith("float") or t.name == "rmode":
            raise refuse(f"the floating-point type {t.name}", self.path, t.pos)
        raise refuse(f"the type variable {t.name} (polymorphism)", self.path, t.pos)


def _substitute(t: A.Type, mapping: dict) -> A.Type:
    """Returns the type `t` with the synonym's parameters replaced by its arguments."""
    if isinstance(t, A.NamedType):
        if not t.args and t.name in mapping:
            return mapping[t.name]
        return A.NamedType(t.pos, t.name, tuple(_substitute(a, mapping) for a in t.args))
    if isinstance(t, A.MapType):
        inner = {k: v for k, v in mapping.items() if k not in t.tparams}
        return A.MapType(t.pos, t.tparams, tuple(_substitute(d, inner) for d in t.domain),
                         _substitute(t.range, inner))
    return t
