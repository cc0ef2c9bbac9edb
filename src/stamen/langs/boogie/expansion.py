"""Expanding type cycles: a polymorphic program whose instances never run out.

Boogie's default (monomorphic) encoding makes one copy of a polymorphic
function or procedure per type it is used at. That ends only if no type
parameter is, through a cycle of uses, instantiated with a type built from
itself: `procedure A<T>(i: T) { call A(Some(i)); }` needs A at T, Option T,
Option (Option T), ... Boogie rejects such a program ("unable to monomorphize
input program: expanding type cycle detected"). As Boogie does, each use of a
polymorphic declaration adds an edge from every type variable in a type
argument to the type parameter it instantiates, a *strong* edge when the
variable sits inside a constructed type (a type constructor's or a map's
argument); the program expands forever exactly when a strong edge lies on a
cycle, i.e. joins two type variables of one strongly connected component.
"""

from __future__ import annotations

from collections.abc import Iterable

from stamen.langs.boogie.types import TVar, prune, show

__all__ = ["Use", "expanding_uses"]

# One use of a polymorphic declaration: (position, name used, [(type parameter, its
# inferred type argument)]).
Use = tuple


def _edges(t, formal: TVar, inside: bool, weak: set, strong: set, bound=frozenset()):
    """Adds an edge from each type variable free in t to `formal` (strong when it sits
    inside a constructed type)."""
    t = prune(t)
    if type(t) is TVar:
        if t not in bound:
            weak.add((t, formal))
            if inside:
                strong.add((t, formal))
    elif type(t) is tuple and t[0] == "ctor":
        for a in t[2]:
            _edges(a, formal, True, weak, strong, bound)
    elif type(t) is tuple and t[0] == "map":
        inner = bound | frozenset(t[1])
        for d in (*t[2], t[3]):
            _edges(d, formal, True, weak, strong, inner)


def _components(nodes: Iterable, successors: dict) -> dict:
    """Returns each node's strongly connected component (an int), by Tarjan's
    algorithm without recursion."""
    index: dict = {}
    low: dict = {}
    component: dict = {}
    stack: list = []
    on_stack: set = set()
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(successors.get(root, ())))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(successors.get(child, ()))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component[member] = index[node]
                        if member is node:
                            break
    return component


def expanding_uses(uses: Iterable[Use]) -> list[tuple]:
    """Returns (position, message) for each use whose type argument closes an expanding
    type cycle (at most one per use, in the order given)."""
    uses = list(uses)
    weak: set = set()
    strong_of: list[set] = []
    for _, _, args in uses:
        strong: set = set()
        for formal, actual in args:
            _edges(actual, formal, False, weak, strong)
        strong_of.append(strong)
    if not any(strong_of):
        return []
    successors: dict = {}
    for a, b in weak:
        successors.setdefault(a, []).append(b)
    nodes = list(dict.fromkeys(n for edge in weak for n in edge))
    component = _components(nodes, successors)
    owner = {formal: name for _, name, args in uses for formal, _ in args}

    def named(v: TVar) -> str:
        return f"{v.name} of {owner[v]}" if v in owner else v.name

    found = []
    for (pos, _, args), strong in zip(uses, strong_of, strict=True):
        for a, b in strong:
            if component[a] == component[b]:
                actual = next(t for f, t in args if f is b)
                source = "itself" if a is b else \
                    f"{named(a)}, which a cycle of uses builds from {named(b)}"
                found.append((pos, f"expanding type cycle detected: the type parameter "
                                   f"{named(b)} is instantiated with {show(actual)}, "
                                   f"built from {source}: the program has no finite "
                                   f"monomorphic instance"))
                break
    return found
