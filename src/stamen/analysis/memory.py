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

__all__ = ["resolve_reads"]


# tids of terms that resolve_reads returned unchanged (a tid is never reused, so a swept
# term's entry is merely stale): later calls do not walk below them again, which keeps
# the transformers of a long path linear to build. Cleared when it grows past the cap.
_FIXED: set[int] = set()
_FIXED_CAP = 1 << 21


def resolve_reads(value):
    """Returns `value` (a term, or a literal returned as is) with its array reads carried
    through the writes beneath them (see the module's docstring)."""
    if type(value) is not Term or value.tid in _FIXED:
        return value
    fixed = _FIXED
    done: dict[int, object] = {}
    stack = [(value, False)]
    while stack:
        t, expanded = stack.pop()
        if not expanded:
            if t.tid in done:
                continue
            if t.tid in fixed or t.op == CONST or t.op in QUANTIFIERS:
                done[t.tid] = t
                continue
            stack.append((t, True))
            stack.extend((a, False) for a in t.args if type(a) is Term and a.tid not in done)
            continue
        args = tuple(done[a.tid] if type(a) is Term else a for a in t.args)
        if t.op == SELECT:
            new = select_cases(*args)
        elif any(n is not o for n, o in zip(args, t.args, strict=True)):
            new = REBUILD[t.op](args, t.sort)
        else:
            new = t
        done[t.tid] = new
        if new is t:
            fixed.add(t.tid)
    if len(fixed) > _FIXED_CAP:
        fixed.clear()
    return done[value.tid]
