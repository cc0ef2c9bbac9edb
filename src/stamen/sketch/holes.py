"""`hole(type)` (Rosette's `??`) and `choose(*alternatives)`: the unknowns of a sketch.

A hole is one symbolic constant per call site; a choice among n alternatives
is n-1 boolean constants per call site, alternative i being taken when the
first i are false and the (i+1)-th is true (the last when all are false),
so the guards are disjoint and cover every model without extra assertions.
"""

from __future__ import annotations

from stamen.errors import InvalidArgument
from stamen.sketch.grammar import EXHAUSTED
from stamen.sketch.sites import REGISTRY, caller_site
from stamen.terms.boolean import and_, not_
from stamen.terms.sorts import BOOL, as_sort
from stamen.terms.term import constant
from stamen.vm.merging.merge import merge_all

__all__ = ["hole", "choose", "choice_guards", "chosen_index"]


def _keyed(site, key):
    if key is None:
        return site
    from dataclasses import replace

    return replace(site, path=(*site.path, ("key", repr(key), 0)))


def hole(type_=int, *, key=None):
    """Returns the hole of this call site: a symbolic constant of `type_`.

    `key` distinguishes holes made at one call site, as a language's
    interpreter does for each `??` of the program it runs.
    """
    sort = as_sort(type_)
    site = _keyed(caller_site(), key)
    name = f"??{site.label()}"
    REGISTRY[site] = {"kind": "hole", "sort": sort, "name": name}
    return constant(name, sort)


def choice_guards(site, n: int) -> list:
    """Returns the n disjoint, covering guards of the choice at `site`."""
    flags = [constant(f"?choose{site.label()}#{i}", BOOL) for i in range(n - 1)]
    guards = []
    none_before = True
    for f in flags:
        guards.append(and_(none_before, f))
        none_before = and_(none_before, not_(f))
    guards.append(none_before)
    return guards


def choose(*alternatives, key=None):
    """Returns one of the alternatives, the same one every time this call site runs
    (with `key`: one choice per call site and key)."""
    if not alternatives:
        raise InvalidArgument("choose() needs at least one alternative")
    site = _keyed(caller_site(), key)
    live = [(i, a) for i, a in enumerate(alternatives) if a is not EXHAUSTED]
    REGISTRY[site] = {"kind": "choose", "count": len(alternatives)}
    if not live:
        return EXHAUSTED
    guards = choice_guards(site, len(alternatives))
    if len(live) < len(alternatives):
        # Alternatives that exhausted the grammar's depth are never taken.
        from stamen.vm.python.assertions import assert_

        dead = [guards[i] for i, a in enumerate(alternatives) if a is EXHAUSTED]
        for g in dead:
            assert_(not_(g), "grammar depth exhausted on this alternative")
    return merge_all([(guards[i], a) for i, a in live])


def chosen(solution, key, where: str | None = None) -> int:
    """Returns the index of the alternative `solution` takes at the `choose(..., key=key)`
    call (with `where`, the call in that file); a key chosen at several calls without
    `where`, or at none, is an InvalidArgument."""
    step = ("key", repr(key), 0)
    sites = [site for site, info in REGISTRY.items()
             if info["kind"] == "choose" and site.path and site.path[-1] == step
             and (where is None or site.filename == where)]
    if len(sites) != 1:
        what = "no choose() call" if not sites else f"{len(sites)} choose() calls"
        raise InvalidArgument(f"chosen: {what} with key={key!r}"
                              + ("" if where is None else f" in {where}")
                              + ("; pass where=FILE to pick one" if len(sites) > 1 else ""))
    return chosen_index(solution, REGISTRY[sites[0]]["count"], sites[0])


def chosen_index(solution, alternatives_count: int, site) -> int:
    """Returns which alternative a solution takes at a choice site."""
    for i, g in enumerate(choice_guards(site, alternatives_count)):
        if solution.evaluate(g) is True:
            return i
    raise InvalidArgument("the solution does not decide this choice")
