"""Grammars as recursive Python functions with a depth bound: `@grammar(depth=k)`.

Each call of a grammar function is one expansion; holes and choices inside it
are distinct per expansion path (see `sites.grammar_path`). Past the depth
bound a call returns `EXHAUSTED`, which absorbs every operation, and
`choose` never takes an exhausted alternative.
"""

from __future__ import annotations

import functools

from stamen.errors import InvalidArgument
from stamen.sketch.sites import caller_site, grammar_path

__all__ = ["grammar", "EXHAUSTED", "Exhausted"]


class Exhausted:
    """The value of a grammar expansion past its depth bound; absorbs all operations."""

    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "EXHAUSTED"

    def _absorb(self, *args, **kwargs):
        return self

    def __bool__(self):
        raise InvalidArgument("a grammar expansion past its depth bound has no truth value")


for _name in ("add radd sub rsub mul rmul truediv rtruediv floordiv rfloordiv mod rmod pow "
              "lshift rlshift rshift rrshift and rand or ror xor rxor neg pos abs invert lt le "
              "gt ge call getitem").split():
    setattr(Exhausted, f"__{_name}__", Exhausted._absorb)

EXHAUSTED = Exhausted()


def grammar(fn=None, *, depth: int = 3):
    """Marks a (lifted) function as a grammar expanded at most `depth` levels deep."""
    if fn is None:
        return lambda f: grammar(f, depth=depth)
    if type(depth) is not int or depth < 0:
        raise InvalidArgument(f"grammar: expected a non-negative int, got depth={depth!r}")

    @functools.wraps(fn)
    def expand(*args, **kwargs):
        path = grammar_path.get()
        level = sum(1 for p in path if p[0] == expand.__qualname__)
        if level > depth:
            return EXHAUSTED
        site = caller_site()
        token = grammar_path.set((*path, (expand.__qualname__, site.line, site.col)))
        try:
            return fn(*args, **kwargs)
        finally:
            grammar_path.reset(token)

    expand.__stamen_grammar__ = depth
    return expand
