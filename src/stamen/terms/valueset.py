"""Values known to be one of a few literals: `ite` trees whose leaves are all literals.

Such a term is kept in a canonical chain ite(G1, v1, ite(G2, v2, ... vn))
with distinct values v1..vn (at most `MAX_VALUES`), so merging a counter
with itself many times keeps it small; adding a literal maps the values, and
comparing with a literal folds to a boolean formula over the guards. This is
what lets a loop over a merged counter (an interpreter's pc) stop when every
possible value has left the loop.
"""

from __future__ import annotations

from stamen.terms.term import Term, make

__all__ = ["MAX_VALUES", "value_map", "from_value_map"]

MAX_VALUES = 8


def value_map(t) -> dict | None:
    """Returns {value: guard} for a literal or an ite tree of literals (None otherwise,
    or when the tree has more than 4 * MAX_VALUES leaves or MAX_VALUES distinct values)."""
    if type(t) is not Term:
        return {t: True}
    if t.op != "ite":
        return None
    from stamen.terms.boolean import and_, not_, or_

    out: dict = {}
    leaves = 0
    stack = [(t, True)]
    while stack:
        node, path = stack.pop()
        if type(node) is not Term:
            leaves += 1
            if leaves > 4 * MAX_VALUES:
                return None
            out[node] = or_(out[node], path) if node in out else path
            if len(out) > MAX_VALUES:
                return None
            continue
        if node.op != "ite":
            return None
        c, a, b = node.args
        stack.append((b, and_(path, not_(c))))
        stack.append((a, and_(path, c)))
    return out


def from_value_map(vm: dict, sort):
    """Returns the canonical ite chain for {value: guard} (guards disjoint, covering)."""
    from stamen.terms.boolean import ITE

    items = [(v, g) for v, g in vm.items() if g is not False]
    for v, g in items:
        if g is True:
            return v
    result = items[-1][0]
    for v, g in reversed(items[:-1]):
        result = make(ITE, (g, v, result), sort)
    return result
