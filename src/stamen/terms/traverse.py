"""Iterative, memoised traversals of the term DAG: post-order walks, the constants
of a term, substitution and evaluation under a model.

No traversal recurses in Python, so terms nested 100,000 deep are fine; each
shared subterm is visited once (memoised by tid).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from stamen.terms.floats import FP_LIT, float_of_bits
from stamen.terms.rebuild import REBUILD
from stamen.terms.term import CONST, Term

__all__ = ["postorder", "constants", "substitute", "evaluate", "term_size"]


def postorder(roots) -> Iterator[Term]:
    """Yields every distinct term reachable from `roots` (a term or iterable), children first.

    A literal (or any other value that is neither a term nor iterable) has no terms below it.
    """
    if type(roots) is Term:
        roots = (roots,)
    elif not isinstance(roots, Iterable):
        return
    seen: set[int] = set()
    for root in roots:
        if type(root) is not Term or root.tid in seen:
            continue
        stack = [(root, False)]
        while stack:
            t, expanded = stack.pop()
            if expanded:
                yield t
                continue
            if t.tid in seen:
                continue
            seen.add(t.tid)
            stack.append((t, True))
            for a in reversed(t.args):
                if type(a) is Term and a.tid not in seen:
                    stack.append((a, False))


def constants(value) -> list[Term]:
    """Returns the symbolic constants occurring in a term (or iterable of terms), by tid."""
    found = [t for t in postorder(value) if t.op == CONST]
    found.sort(key=lambda t: t.tid)
    return found


def term_size(value) -> int:
    """Returns the number of distinct terms in the DAG below `value`."""
    return sum(1 for _ in postorder(value))


def substitute(value, mapping: Mapping[Term, object]):
    """Returns `value` with each key term replaced by its image, re-simplified bottom-up.

    Keys are usually constants, but any term may be replaced. Images may be
    terms or concrete values of the same sort.
    """
    if type(value) is not Term:
        return value
    by_tid = {t.tid: v for t, v in mapping.items()}
    if not by_tid:
        return value
    done: dict[int, object] = {}
    for t in postorder(value):
        if t.tid in by_tid:
            done[t.tid] = by_tid[t.tid]
            continue
        if t.op == CONST:
            done[t.tid] = t
            continue
        changed = False
        new_args = []
        for a in t.args:
            if type(a) is Term:
                n = done[a.tid]
                changed = changed or n is not a
                new_args.append(n)
            else:
                new_args.append(a)
        done[t.tid] = REBUILD[t.op](tuple(new_args), t.sort) if changed else t
    result = done[value.tid]
    if type(result) is Term and result.op == FP_LIT:  # a float literal node, e.g. from ite
        return float_of_bits(result.args[0])
    return result


def evaluate(value, model: Mapping[Term, object], default=None):
    """Returns `value` with the model's constants replaced by their values.

    Constants the model does not mention stay symbolic, unless `default` is
    given: a function from a constant to the value to use for it (model
    completion), in which case the result is concrete.
    """
    if type(value) is not Term:
        return value
    if default is None:
        return substitute(value, model)
    mapping = dict(model)
    for c in constants(value):
        if c not in mapping:
            mapping[c] = default(c)
    return substitute(value, mapping)
