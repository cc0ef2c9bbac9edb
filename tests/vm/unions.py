"""Domain checks for symbolic unions (Rosette's `check-union?`), shared by the vm and lift
tests."""

from __future__ import annotations

from itertools import combinations

import stamen
from stamen.solvers.check import check_sat
from stamen.solvers.result import Result
from stamen.terms.boolean import and_, not_, or_
from stamen.vm.merging.merge import merge_class

__all__ = ["check_union", "unsat", "equivalent"]


def unsat(formula) -> bool:
    """Returns whether no model satisfies `formula`."""
    if formula is True or formula is False:
        return formula is False
    result, _ = check_sat(formula)
    return result is Result.UNSAT


def equivalent(a, b) -> bool:
    """Returns whether two boolean formulas hold in exactly the same models."""
    return unsat(and_(a, not_(b))) and unsat(and_(b, not_(a)))


def check_union(u, *, size: int | None = None, covers=True) -> list:
    """Asserts the invariants of a union and returns its members [(guard, value)]:
    guards pairwise disjoint, their disjunction equivalent to `covers` (the path
    guard, True by default; None skips the check), members not unions, and at most one
    member per merge class. `size`, if given, is the expected number of members."""
    assert stamen.is_union(u), f"expected a Union, got {u!r}"
    members = stamen.union_contents(u)
    assert len(members) >= 2, f"a union of {len(members)} member(s): {u!r}"
    if size is not None:
        assert len(members) == size, f"expected {size} members, got {len(members)}: {u!r}"
    for _, value in members:
        assert not stamen.is_union(value), f"a union nested in a union: {u!r}"
    classes = [merge_class(v) for _, v in members]
    assert len(set(map(repr, classes))) == len(classes), f"two members of one class: {classes}"
    for (g, _), (h, _) in combinations(members, 2):
        assert unsat(and_(g, h)), f"guards overlap: {g!r} and {h!r}"
    if covers is not None:
        assert equivalent(or_(*(g for g, _ in members)), covers), "guards do not cover the path"
    return members
