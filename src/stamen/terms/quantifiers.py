"""Quantified formulas: `forall` and `exists` over symbolic constants, with triggers.

As in Rosette, a quantifier binds symbolic constants: `forall((i,), body)` is
true when `body` holds for every value of `i`. The bound constants are
ordinary constants; inside the quantifier's body they are bound (the solver
translators replace them by bound variables there), and outside it they are
free as anywhere else. Patterns (triggers, as Boogie's `{ f(i) }`) are tuples
of terms that guide the solver's instantiation; they do not change the
meaning. A node is `op(body, bound, patterns)` with `bound` a tuple of
constants and `patterns` a tuple of tuples of terms: neither is a term
argument, so traversals descend into the body only.

A quantified formula has no concrete value in general: substituting a model
leaves a closed quantified term, which the query layer checks with a solver.
"""

from __future__ import annotations

from stamen.terms.rebuild import register
from stamen.terms.sorts import BOOL
from stamen.terms.term import CONST, Term, make

__all__ = ["FORALL", "EXISTS", "QUANTIFIERS", "TermTuple", "forall", "exists",
           "is_quantifier"]

FORALL, EXISTS = "forall", "exists"
QUANTIFIERS = frozenset({FORALL, EXISTS})


class TermTuple(tuple):
    """A tuple of terms (or of such tuples), compared and hashed by the terms' identities:
    a term's own `==` builds a formula, so a plain tuple of terms is no safe intern key."""

    __slots__ = ()

    def ids(self) -> tuple:
        """Returns the nested tuple of the terms' tids."""
        return tuple(x.ids() if type(x) is TermTuple else x.tid for x in self)

    def __eq__(self, other) -> bool:
        return type(other) is TermTuple and self.ids() == other.ids()

    def __ne__(self, other) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self.ids())


def forall(bound, body, patterns=()):
    """Returns the formula "body holds for every value of the constants `bound`"."""
    return _quantifier(FORALL, bound, body, patterns)


def exists(bound, body, patterns=()):
    """Returns the formula "body holds for some value of the constants `bound`"."""
    return _quantifier(EXISTS, bound, body, patterns)


def is_quantifier(t) -> bool:
    """Returns whether `t` is a quantified formula."""
    return type(t) is Term and t.op in QUANTIFIERS


def _quantifier(op: str, bound, body, patterns):
    """Builds a quantifier node after checking its parts; a body without a symbolic
    part (True or False) is its own value."""
    bound = tuple(bound)
    if not bound:
        raise ValueError(f"{op}: expected at least one bound constant")
    for c in bound:
        if type(c) is not Term or c.op != CONST:
            raise ValueError(f"{op}: can only bind symbolic constants, got {c!r}")
    if len({c.tid for c in bound}) != len(bound):
        raise ValueError(f"{op}: a constant is bound twice in {bound!r}")
    if body is True or body is False:
        return body
    if type(body) is not Term or body.sort is not BOOL:
        raise ValueError(f"{op}: expected a boolean body, got {body!r}")
    patterns = tuple(tuple(p) if isinstance(p, (tuple, list)) else (p,) for p in patterns)
    for pattern in patterns:
        for p in pattern:
            if type(p) is not Term:
                raise ValueError(f"{op}: a pattern is made of terms, got {p!r}")
    return make(op, (body, TermTuple(bound), TermTuple(TermTuple(p) for p in patterns)), BOOL)


register(FORALL, lambda args, sort: forall(args[1], args[0], args[2]))
register(EXISTS, lambda args, sort: exists(args[1], args[0], args[2]))
