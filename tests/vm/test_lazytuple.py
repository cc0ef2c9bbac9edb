"""Unions of tuples stored lazily (vm/values/lazytuple.py, issue 14): `(x,) + ps` and the
joins of tuples of one length cost O(1) per member, the elements are merged when first
read, and every reading agrees with plain Python under every merge strategy."""

from __future__ import annotations

import dataclasses

import stamen
from differential.oracle import assert_agrees
from stamen import lifted
from stamen.bench.revpos import growth_row
from stamen.vm.values.lazytuple import LazyTuple
from stamen.vm.values.union import Union

from .unions import check_union

DOMAIN = [(-1, 0, 2), (2, -1, 0), (2, 2, -1), (0, 2, 2), (-1, -1, -1), (2, 0, 2)]


def agree(program) -> None:
    """The lifted program agrees with plain Python on every input of DOMAIN, under every
    merge strategy (verify, solve reached/unreached values, each input pinned)."""
    assert_agrees(lifted(program), DOMAIN, plain=program)


@lifted
def rev_pos(a, b, c):
    ps = ()
    for x in (a, b, c):
        if x > 0:
            ps = (x,) + ps
    return ps


@lifted
def appended(a, b, c):
    ps = (a,)
    for x in (b, c):
        if x >= 0:
            ps = ps + (x, x)
    return ps


def test_the_built_tuple_is_pythons():
    assert_agrees(rev_pos, DOMAIN)
    assert_agrees(appended, DOMAIN)


def test_reading_the_elements_agrees():
    """Indexing, truth, iteration, slicing, `+`, `==` and unpacking of members built
    lazily."""
    def readings(a, b, c):
        ps, qs = rev_pos(a, b, c), appended(a, b, c)
        first = ps[0] if ps else None
        total = 0
        for v in qs:
            total += v
        pair = None
        if len(ps) == 2:
            u, v = ps
            pair = u - v
        return first, total, ps[-2:] + qs[1:2], ps == (2,) or qs == (2, 2, 2), pair

    agree(readings)


def test_nested_tuples_and_identity():
    def nested(a, b, c):
        ps = ((a, b),)
        for x in (b, c):
            if x > 0:
                ps = ((x, a),) + ps
            else:
                ps = ps + ((c, x),)
        qs = (a, b)
        rs = qs
        if c > 0:
            rs = (c,) + rs
        if a > 0:
            rs = rs + ()
        return ps, rs is qs

    agree(nested)


@dataclasses.dataclass(frozen=True)
class Point:
    x: int


def test_tuples_of_objects_merge_eagerly_and_agree():
    """A tuple holding mutable or stateful objects merges eagerly (its merge reads state
    the store may change); the lists it holds are still shared and mutated in place."""
    def with_lists(a, b, c):
        box = [0]
        ps = (box,)
        for x in (a, b):
            if x > 0:
                ps = ps + (box,)
        if c > 0:
            ps[-1].append(c)
        return len(ps), box

    def with_points(a, b, c):
        ps = (Point(a), Point(b))
        if c > 0:
            ps = (Point(c),) + ps
        if a > 0:
            ps = ps + (Point(0),)
        return tuple(p.x for p in ps)

    agree(with_lists)
    agree(with_points)


def test_union_members_are_lazy_until_read():
    xs = [stamen.fresh(int) for _ in range(4)]
    ps, _ = stamen.evaluate_with_stats(lambda: lifted(_rev_pos_list)(xs))
    assert type(ps) is Union
    assert any(type(v) is LazyTuple for _, v in ps._stamen_raw)
    members = check_union(ps, size=5)  # reads (builds) every member
    assert all(type(v) is tuple for _, v in members)
    assert sorted(len(v) for _, v in members) == [0, 1, 2, 3, 4]
    assert ps.members is ps.members  # built once


def _rev_pos_list(xs):
    ps = ()
    for x in xs:
        if x > 0:
            ps = (x,) + ps
    return ps


def test_revpos_terms_grow_quadratically():
    """Counts, not times: the terms of evaluating len(rev_pos_tuple(xs)) grow with the
    union's size (n²), not with the sum of its members' lengths (n³: 95,199 terms at n =
    80 with the eager element-wise merge)."""
    t40, t80 = growth_row(40)["terms"], growth_row(80)["terms"]
    assert t40 <= 40 * 40
    assert t80 <= 80 * 80
    assert t80 / t40 <= 4.5


@lifted
def _two_lengths(a, b):
    ps = ()
    if a > 0:
        ps = ps + (a,)
    if b > 0:
        ps = ps + (b, b)
    return ps


@lifted
def _replaced_length(ps, c):
    if c > 0:
        ps = (c,)
    return len(ps)


def test_a_union_built_under_one_strategy_merges_under_another():
    """A union of tuples built under "types" (one member per length) meets the joins of
    another strategy, under which its members may share a merge class ("logic" pads
    tuples): no member is lost."""
    a, b, c = stamen.fresh(int), stamen.fresh(int), stamen.fresh(int)
    u, _ = stamen.evaluate_with_stats(lambda: _two_lengths(a, b))
    want = stamen.ite(c > 0, 1, stamen.ite(a > 0, 1, 0) + stamen.ite(b > 0, 2, 0))
    for merge in ("types", "logic", "none"):
        sol = stamen.verify(lambda: stamen.assert_(_replaced_length(u, c) == want), merge=merge)
        assert sol.unsat, merge
