"""Translation of a term DAG into a solver's terms, children first, each term once.

The cvc5 and bitwuzla translators share this loop: it walks with an explicit stack (so
terms nested 100,000 deep are fine), caches each translation by tid in `done` for the
translator's lifetime, and turns the native API's errors into `SolverError` naming the
operator.
"""

from __future__ import annotations

from collections.abc import Callable

from stamen.errors import SolverError
from stamen.terms.term import Term

__all__ = ["translate_dag"]


def translate_dag(value: Term, done: dict, node: Callable, errors: tuple, solver: str):
    """Returns the native term of `value`: `node(t)` builds each term `t` whose term
    arguments are already in `done` (tid -> native term); an exception in `errors` from
    the native API becomes a SolverError."""
    result = done.get(value.tid)
    if result is not None:
        return result
    stack = [value]
    while stack:
        t = stack[-1]
        if t.tid in done:
            stack.pop()
            continue
        ready = True
        for a in t.args:
            if type(a) is Term and a.tid not in done:
                stack.append(a)
                ready = False
        if ready:
            stack.pop()
            try:
                done[t.tid] = node(t)
            except errors as e:
                raise SolverError(f"{solver} rejected the {t.op!r} term: {e}") from e
    return done[value.tid]
