"""Comparing string terms that are ite trees of literals by the literals' ranks.

`str(n)` of an int the path bounds is a chain of up to 2049 string literals, and a
sorting network merges such chains into trees of thousands of leaves; z3 and cvc5 time
out on `str.<` of them (sorting `[str(a), str(b), "10"]` had no answer in minutes). Both
operands' literals are few and known, so `a < b` is `rank(a) < rank(b)`, where
`rank` maps each literal to its position in code-point order (Python's `str` order,
SMT-LIB's `str.<`) and an ite to the ite of its branches' ranks: integers, linear in
the size of the term DAG. Equality is `rank(a) == rank(b)` the same way.
"""

from __future__ import annotations

from stamen.terms import arith
from stamen.terms.boolean import ITE, eq, ite
from stamen.terms.sorts import STRING
from stamen.terms.term import Term

__all__ = ["RANK_NODES", "literal_leaves", "rank_compare"]

# The most ite nodes of a tree walked for its literals: past this, the comparison stays
# a string term (the walk is per comparison, so the bound keeps each linear and small).
RANK_NODES = 50_000


def literal_leaves(t, limit: int = RANK_NODES) -> set[str] | None:
    """Returns the literals at the leaves of `t`, a string literal or an ite tree of string
    literals walked as a DAG (each node once); None when a leaf is another term or the tree
    has more than `limit` ite nodes."""
    if type(t) is str:
        return {t}
    if type(t) is not Term or t.sort is not STRING or t.op != ITE:
        return None
    leaves: set[str] = set()
    seen: set[int] = set()
    stack = [t]
    while stack:
        node = stack.pop()
        if type(node) is str:
            leaves.add(node)
            continue
        if node.tid in seen:
            continue
        if node.op != ITE or len(seen) >= limit:
            return None
        seen.add(node.tid)
        stack.append(node.args[1])
        stack.append(node.args[2])
    return leaves


def _rank(t, ranks: dict[str, int]):
    """Returns the int term (or int) that is the rank of `t`'s value: ite trees map branch
    by branch, iteratively and once per DAG node."""
    if type(t) is str:
        return ranks[t]
    memo: dict[int, object] = {}

    def done(x):
        return ranks[x] if type(x) is str else memo[x.tid]

    stack = [t]
    while stack:
        node = stack[-1]
        if node.tid in memo:
            stack.pop()
            continue
        c, a, b = node.args
        todo = [x for x in (a, b) if type(x) is Term and x.tid not in memo]
        if todo:
            stack.extend(todo)
            continue
        stack.pop()
        memo[node.tid] = ite(c, done(a), done(b))
    return memo[t.tid]


_COMPARE = {"<": arith.lt, "<=": arith.le, "==": eq}


def rank_compare(op: str, a, b):
    """Returns `a op b` (op one of "<", "<=", "==") for strings `a`, `b` that are literals
    or ite trees of literals, at least one a term, as a formula over their ranks; None
    when either is another kind of string term."""
    if type(a) is not Term and type(b) is not Term:
        return None
    la = literal_leaves(a)
    if la is None:
        return None
    lb = literal_leaves(b)
    if lb is None:
        return None
    ranks = {s: i for i, s in enumerate(sorted(la | lb))}
    return _COMPARE[op](_rank(a, ranks), _rank(b, ranks))
