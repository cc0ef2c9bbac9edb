"""Iterative, memoised traversals of the term DAG: post-order walks, the constants
of a term, substitution and evaluation under a model.

No traversal recurses in Python, so terms nested 100,000 deep are fine; each
shared subterm is visited once (memoised by tid).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from stamen.terms.floats import FP_LIT, float_of_bits
from stamen.terms.quantifiers import QUANTIFIERS
from stamen.terms.rebuild import REBUILD
from stamen.terms.term import CONST, Term

__all__ = ["postorder", "constants", "substitute", "valuation", "evaluate", "term_size"]


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
    """Returns the free symbolic constants of a term (or iterable of terms), by tid: those
    occurring outside every quantifier that binds them."""
    terms = list(postorder(value))
    found, bound = [], False
    for t in terms:
        if t.op == CONST:
            found.append(t)
        elif t.op in QUANTIFIERS:
            bound = True
    if bound:
        free = _free_tids(terms)
        roots = (value,) if type(value) is Term else value if isinstance(value, Iterable) else ()
        wanted = set().union(*(free[r.tid] for r in roots if type(r) is Term))
        found = [t for t in found if t.tid in wanted]
    found.sort(key=lambda t: t.tid)
    return found


def _free_tids(terms: list[Term]) -> dict[int, frozenset]:
    """Returns, for each term of a post-order list, the tids of its free constants."""
    free: dict[int, frozenset] = {}
    empty = frozenset()
    for t in terms:
        if t.op == CONST:
            free[t.tid] = frozenset((t.tid,))
        elif t.op in QUANTIFIERS:
            free[t.tid] = free[t.args[0].tid] - {c.tid for c in t.args[1]}
        else:
            parts = [free[a.tid] for a in t.args if type(a) is Term]
            free[t.tid] = empty.union(*parts) if parts else empty
    return free


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
    result = _substitute_all(value, mapping, by_tid)[value.tid]
    if type(result) is Term and result.op == FP_LIT:  # a float literal node, e.g. from ite
        return float_of_bits(result.args[0])
    return result


def valuation(roots, mapping: Mapping[Term, object]) -> dict[int, object]:
    """Returns {tid: image} for every term reachable from `roots` (a term or iterable):
    `substitute(t, mapping)` of each subterm t, computed in one memoised walk (e.g. the
    value of every node of a formula under a model, as structural refinement reads them)."""
    return _substitute_all(roots, mapping, {t.tid: v for t, v in mapping.items()})


def _substitute_all(roots, mapping: Mapping[Term, object], by_tid: dict) -> dict[int, object]:
    """Returns the image of every term below `roots` under `mapping` (see substitute)."""
    done: dict[int, object] = {}
    for t in postorder(roots):
        if t.tid in by_tid:
            done[t.tid] = by_tid[t.tid]
            continue
        if t.op == CONST:
            done[t.tid] = t
            continue
        if t.op in QUANTIFIERS:
            done[t.tid] = _substitute_quantifier(t, mapping)
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
    return done


def _substitute_quantifier(t: Term, mapping: Mapping[Term, object]):
    """Substitutes under a quantifier: its bound constants are not replaced in its scope."""
    body, bound, patterns = t.args
    inner = {k: v for k, v in mapping.items() if all(k is not c for c in bound)}
    new_body = substitute(body, inner)
    new_patterns = tuple(tuple(substitute(p, inner) for p in pattern) for pattern in patterns)
    if any(type(p) is not Term for pattern in new_patterns for p in pattern):
        new_patterns = ()  # a pattern folded to a value guides nothing any more
    return REBUILD[t.op]((new_body, bound, new_patterns), t.sort)


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
