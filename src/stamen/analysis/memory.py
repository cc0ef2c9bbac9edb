"""Reads of memories through their writes: the paper's `access` over a whole term.

`resolve_reads(t)` rebuilds `t` bottom-up with every array read done by
`terms.arrays.select_cases`: a read past a write at an index that may equal its own becomes
`ite(i = j, v, read beneath)`, which is how a transformer and a weakest precondition
account for every aliasing combination (Morris's rule of substitution) without a rule
written per language. The result is equal to `t` in every model (each rewrite is one
of `terms.arrays`'s, checked against the solver in tests/terms/test_arrays.py).
"""

from __future__ import annotations

from stamen.terms.arrays import SELECT, select_cases
from stamen.terms.quantifiers import QUANTIFIERS
from stamen.terms.rebuild import REBUILD
from stamen.terms.term import CONST, Term
from stamen.terms.traverse import postorder

__all__ = ["resolve_reads"]


def resolve_reads(value):
    """Returns `value` (a term, or a literal returned as is) with its array reads carried
    through the writes beneath them (see the module's docstring)."""
    if type(value) is not Term:
        return value
    done: dict[int, object] = {}
    for t in postorder(value):
        if t.op == CONST or t.op in QUANTIFIERS:
            done[t.tid] = t
            continue
        args = tuple(done[a.tid] if type(a) is Term else a for a in t.args)
        if t.op == SELECT:
            done[t.tid] = select_cases(*args)
        elif any(n is not o for n, o in zip(args, t.args, strict=True)):
            done[t.tid] = REBUILD[t.op](args, t.sort)
        else:
            done[t.tid] = t
    return done[value.tid]
