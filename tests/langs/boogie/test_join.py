"""Joining states: path conditions share their prefix, values are merged by `ite`."""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie import load
from stamen.langs.boogie.join import common_prefix, join
from stamen.langs.boogie.machine import Machine
from stamen.langs.boogie.paths import DEFAULT_OPTIONS
from stamen.langs.boogie.state import push
from stamen.langs.boogie.world import World


class _Oracle:
    def make_symbol(self, sort, key):
        return st.fresh(sort, key)

    def fresh(self, state, sort, name, role):
        return st.fresh(sort, name)

    def assume(self, state, formula, kind, node):
        return True


def test_common_prefix_of_persistent_lists():
    a, b, c = (st.fresh(bool, n) for n in "abc")
    base = push(None, a)
    assert common_prefix([push(base, b), push(push(base, c), b)]) is base
    assert common_prefix([push(None, b), base]) is None
    assert common_prefix([base, base]) is base


def test_join_merges_values_under_the_added_constraints():
    world = World(load("var g: int; procedure main(x: int) { var y: [int]int; }"))
    machine = Machine(world, _Oracle(), DEFAULT_OPTIONS)
    s1 = machine.initial(world.impls["main"][0])
    c = st.fresh(bool, "c")
    prefix = s1.path = push(None, st.fresh(bool, "p"))
    s2 = s1.clone(False)
    s1.path, s2.path = push(prefix, c), push(prefix, st.not_(c))
    s1.frame.locals.set("x", 1)
    s2.frame.locals.set("x", 2)
    m = s2.frame.locals.get("y")
    s2.frame.locals.set("y", st.store(m, 0, 5))
    j = join([s1, s2])
    assert j.path is prefix  # c or not c: nothing added
    assert j.frame.locals.get("x") is st.ite(c, 1, 2)
    assert j.globals.get("g") is s1.globals.get("g")
    y = j.frame.locals.get("y")
    with st.IncrementalSolver() as s:
        assert s.check(st.not_(st.select(y, 0) == st.ite(c, st.select(m, 0), 5))) == "unsat"
    s1.frame.locals.set("x", 7)  # the joined state does not share a written environment
    assert j.frame.locals.get("x") is st.ite(c, 1, 2)
