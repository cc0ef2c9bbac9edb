"""Slicing a query to what its goal can reach (seed 004's slicing; Symbooglix's
constraint independence).

A query is a conjunction. Its conjuncts fall into independent parts: two conjuncts are in
the same part when they share a free constant, directly or through other conjuncts. The
part that the goal (the negated assertions of `verify`) belongs to is its cone; the other
parts cannot change whether the goal can be violated, only whether the assumptions
can hold at all. So the cone goes to the solver first: unsat there is unsat for the
whole query; sat there needs the other parts checked too (together, in one more query)
and the models joined, as they share no constant.

`sizes` measures the formula as stamen sends it (distinct terms, the DAG) against the
tree it stands for (every shared subterm counted at each use), the thesis's argument
for maximal sharing.
"""

from __future__ import annotations

from dataclasses import dataclass

from stamen.terms.boolean import AND
from stamen.terms.term import Term
from stamen.terms.traverse import postorder

__all__ = ["Slice", "conjuncts", "slice_query", "sizes"]


def conjuncts(formula) -> list:
    """Returns the top-level conjuncts of a boolean term (nested `and`s flattened)."""
    out, stack = [], [formula]
    while stack:
        f = stack.pop()
        if type(f) is Term and f.op == AND:
            stack.extend(reversed(f.args))
        else:
            out.append(f)
    return out


@dataclass(frozen=True)
class Slice:
    """A query split for its goal: `cone` holds the goal's conjuncts and every conjunct
    connected to them; `rest` the others (independent of the cone)."""

    cone: list
    rest: list


def slice_query(assumptions: list, goal) -> Slice:
    """Splits `assumptions ∧ goal` into the goal's cone and the rest.

    One walk over the shared DAG: each term remembers the first conjunct that reached it,
    and a conjunct that reaches it again joins that one's part. Conjuncts that share a
    constant share that term, so they land in one part; sharing a constant-free subterm
    (or a quantifier's bound variable) joins parts too, which only sends more at once.
    """
    parts = [*conjuncts(goal), *(c for a in assumptions for c in conjuncts(a))]
    owner: dict[int, int] = {}  # term tid -> the conjunct that first reached it
    parent = list(range(len(parts)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, c in enumerate(parts):
        stack = [c] if type(c) is Term else []
        while stack:
            t = stack.pop()
            j = owner.setdefault(t.tid, i)
            if j != i:
                parent[find(i)] = find(j)
                continue  # below it, everything was reached (and owned) already
            stack.extend(a for a in t.args if type(a) is Term and owner.get(a.tid) != i)
    goal_roots = {find(i) for i in range(len(conjuncts(goal)))}
    cone = [c for i, c in enumerate(parts) if find(i) in goal_roots]
    rest = [c for i, c in enumerate(parts) if find(i) not in goal_roots]
    return Slice(cone, rest)


def sizes(roots) -> tuple[int, int]:
    """Returns (distinct terms, tree size) of the formula(s) `roots`."""
    tree: dict[int, int] = {}
    for t in postorder(roots):
        tree[t.tid] = 1 + sum(tree[a.tid] for a in t.args if type(a) is Term)
    items = [roots] if type(roots) is Term or type(roots) is bool else list(roots)
    return len(tree), sum(tree[r.tid] for r in items if type(r) is Term)
