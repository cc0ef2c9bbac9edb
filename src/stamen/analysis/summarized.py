"""`@summarized`: a lifted function whose results `verify` sees as summaries refined on
demand (structural abstraction, seed 004).

Inside a `verify` query, a call of a summarized function runs it as usual (its
assertions, assumptions and mutations count as those of any lifted call) and returns,
in place of each symbolic primitive result (bool, int, real, bit-vector; the elements of
a returned tuple), a summary constant named `f:ret`; `verify` gives the solver a
summary's definition only when a counterexample depends on it (query/refined.py) and
completes every counterexample before it is substituted back. Elsewhere (`solve`,
`synthesize`, plain calls) the function returns its values unchanged. Results of other
types (lists, unions, objects) are returned unchanged: they are not summarized.
"""

from __future__ import annotations

import functools

from stamen.lift import is_lifted, lifted
from stamen.query.refinement import Summaries, active_summaries
from stamen.terms.sorts import BOOL, INT, REAL, BitVecSort
from stamen.terms.term import Term

__all__ = ["summarized"]


def summarized(fn):
    """Returns `fn` (lifted if it is not already) with its results summarized inside
    `verify` (see module doc)."""
    inner = fn if is_lifted(fn) else lifted(fn)
    name = getattr(fn, "__name__", "call")

    @functools.wraps(fn)
    def call(*args, **kwargs):
        value = inner(*args, **kwargs)
        table = active_summaries()
        return value if table is None else _summarize(value, table, f"{name}:ret")

    call.__stamen_summarized__ = True
    return call


def _summarize(value, table: Summaries, name: str):
    """Returns `value` with its symbolic primitives replaced by summaries."""
    if type(value) is tuple:
        return tuple(_summarize(v, table, name) for v in value)
    if type(value) is Term and (value.sort in (BOOL, INT, REAL) or
                                isinstance(value.sort, BitVecSort)):
        return table.summarize(value, name)
    return value
