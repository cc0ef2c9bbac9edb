"""A cheap, incomplete test that a conjunction of conditions cannot hold: interval
reasoning on comparisons of one int term with a constant (`c < t`, `t <= c`, `t == c`
and their negations).

The dict and set writes of `vm.dicts` use it to drop an entry whose presence guard
contradicts the current path (the typical case: a key inserted under `a > 0` is written
again under `a > 5`, where it is surely present): without it the dead entry would be
kept, correct but growing the dict at every write. "Cannot hold" is only answered when
the intervals prove it; anything else counts as "may hold", so pruning is always sound.
"""

from __future__ import annotations

from stamen.terms.sorts import INT
from stamen.terms.term import Term

__all__ = ["contradicts"]


def contradicts(*conditions) -> bool:
    """Returns True only if the conjunction of `conditions` is unsatisfiable by the
    intervals its int comparisons with constants give each term (through `and`, `or` and
    `not`, within a small budget of case splits)."""
    return _contradicts([(c, False) for c in conditions], {}, {}, [64])


def _contradicts(todo: list, low: dict, high: dict, budget: list) -> bool:
    """The conjunction of `todo` [(condition, negated)] under the bounds so far."""
    low, high = dict(low), dict(high)
    splits = []  # disjunctions: [(condition, negated)] alternatives
    stack = list(todo)
    while stack:
        c, negated = stack.pop()
        if type(c) is bool:
            if c is negated:  # False, or not True
                return True
            continue
        if type(c) is not Term:
            continue
        if c.op == "not":
            stack.append((c.args[0], not negated))
        elif c.op == "and" and not negated or c.op == "or" and negated:
            stack.extend((a, negated) for a in c.args)
        elif c.op in ("and", "or"):
            splits.append([(a, negated) for a in c.args])
        elif len(c.args) == 2:
            bound = _bound(c.op, c.args[0], c.args[1], negated)
            if bound is None:
                continue
            t, lo, hi = bound
            if lo is not None and (t not in low or lo > low[t]):
                low[t] = lo
            if hi is not None and (t not in high or hi < high[t]):
                high[t] = hi
            if t in low and t in high and low[t] > high[t]:
                return True
    for alternatives in splits:
        budget[0] -= len(alternatives)
        if budget[0] < 0:
            return False
        if all(_contradicts([alt], low, high, budget) for alt in alternatives):
            return True
    return False


def _bound(op: str, x, y, negated: bool):
    """Returns (term, low, high) for the atom `x op y` (negated if asked), or None when it
    is not a comparison of an int term with an int constant."""
    if op == "eq":
        if negated:
            return None
        t, c = (x, y) if type(y) is int else (y, x)
        if type(c) is not int or type(t) is not Term or t.sort is not INT:
            return None
        return t, c, c
    if op not in ("lt", "le"):
        return None
    strict = op == "lt"
    if negated:  # not (x < y) is y <= x; not (x <= y) is y < x
        x, y, strict = y, x, not strict
    if type(x) is Term and x.sort is INT and type(y) is int:  # x < y or x <= y
        return x, None, y - 1 if strict else y
    if type(y) is Term and y.sort is INT and type(x) is int:  # x < y or x <= y
        return y, x + 1 if strict else x, None
    return None
