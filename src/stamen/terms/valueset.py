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

__all__ = ["MAX_VALUES", "COMPARE_LIMIT", "value_map", "from_value_map", "is_value_set"]

# Comparing a value set with a literal only walks it once, so longer chains are fine.
COMPARE_LIMIT = 4096

MAX_VALUES = 8


_SHAPE: dict[int, bool] = {}


def is_value_set(t, limit: int | None = None) -> bool:
    """Returns whether `t` is an ite tree of at most `limit` (default 4 * MAX_VALUES) literal
    leaves (cached for the default: terms are immutable and tids are never reused)."""
    cached = limit is None
    limit = 4 * MAX_VALUES if limit is None else limit
    known = _SHAPE.get(t.tid) if cached else None
    if known is not None:
        return known
    leaves = 0
    inner = 0  # ite nodes visited: a tree of at most `limit` leaves has fewer than `limit`
    ok = True
    stack = [t]
    while stack:
        node = stack.pop()
        if type(node) is not Term:
            leaves += 1
            if leaves > limit:
                ok = False
                break
            continue
        inner += 1
        if node.op != "ite" or inner >= limit:
            # (the bound keeps a deep ite tree over non-literal leaves, e.g. a merged
            # tuple's element, from being walked to its bottom: O(limit), cache or not)
            ok = False
            break
        # Fail fast: a branch that is a term but not an ite, or known not to be a value set.
        for child in (node.args[1], node.args[2]):
            if type(child) is Term and (child.op != "ite" or _SHAPE.get(child.tid) is False):
                ok = False
                break
            stack.append(child)
        if not ok:
            break
    if cached:
        if len(_SHAPE) > 200_000:
            _SHAPE.clear()
        _SHAPE[t.tid] = ok
    return ok


def value_map(t, limit: int | None = None) -> dict | None:
    """Returns {value: guard} for a literal or an ite tree of literals (None otherwise, or
    when the tree has more than `limit` leaves; by default 4 * MAX_VALUES leaves and at most
    MAX_VALUES distinct values, the bound merging uses)."""
    if type(t) is not Term:
        return {t: True}
    known = _DISJOINT.get(t.tid)
    if known is not None:
        return known
    if t.op != "ite" or not is_value_set(t, limit):
        return None
    max_values = MAX_VALUES if limit is None else limit
    from stamen.terms.boolean import and_, not_, or_

    out: dict = {}
    stack = [(t, True)]
    while stack:
        node, path = stack.pop()
        if type(node) is not Term:
            out[node] = or_(out[node], path) if node in out else path
            if len(out) > max_values:
                return None
            continue
        if node.op != "ite":
            return None
        c, a, b = node.args
        stack.append((b, and_(path, not_(c))))
        stack.append((a, and_(path, c)))
    return out


# Chains built from guards known to be disjoint and covering: their value maps, so that
# reading one back does not conjoin the negations of all earlier guards.
_DISJOINT: dict[int, dict] = {}


def from_value_map(vm: dict, sort, covering: bool = False):
    """Returns the canonical ite chain for {value: guard} (guards pairwise disjoint, and
    covering the caller's path). `covering`: the guards cover every model, not only the
    path (a case split whose end cases take the values beyond them, a function of a
    `value_map`, which always covers), so the map is recorded as given; otherwise the last
    value is recorded as the negation of the others, which is what the chain means."""
    from stamen.terms.boolean import ITE

    items = [(v, g) for v, g in vm.items() if g is not False]
    for v, g in items:
        if g is True:
            return v
    if len(items) == 1:  # the only value left: its guard covers the path
        return items[0][0]
    result = items[-1][0]
    for v, g in reversed(items[:-1]):
        result = make(ITE, (g, v, result), sort)
    _record(result, items, covering)
    return result


def _record(chain: Term, items: list, covering: bool) -> None:
    """Records the value map of `chain` (built from `items`, [(value, guard)]) for
    `value_map` to read back. The chain is interned: any later query that builds the same
    term reads this map, on any path. So the map must say what the term means, not what
    the caller knew: guards that cover only the caller's path (a dict lookup's values where
    its key is found) leave the last value standing for every other case, and so does the
    map. (The guards are disjoint wherever they come from: the members of one union.)
    Invariant: every recorded map, like every map `value_map` computes, is an exact
    partition of all models, so a map computed from value maps without dropping a value
    covers (`covering`)."""
    from stamen.terms.boolean import not_, or_

    if len(_DISJOINT) > 100_000:
        _DISJOINT.clear()
    if not covering:
        others = or_(*[g for _, g in items[:-1]])
        last_value, last_guard = items[-1]
        if or_(others, last_guard) is not True:
            items = [*items[:-1], (last_value, not_(others))]
    _DISJOINT[chain.tid] = dict(items)
