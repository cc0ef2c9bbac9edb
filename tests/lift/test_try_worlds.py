"""A lifted `try` whose body raises under symbolic conditions at several places runs in
worlds (one per raise decision, see `vm.paths.regions`). A world excludes paths that
merging still runs; their raise conditions must not split it again into empty worlds
(which grew exponentially with the raise places and ended in Python's stack running out
while the handlers were dispatched one exception object after another)."""

from __future__ import annotations

import pytest

import stamen
from differential.oracle import assert_agrees
from stamen import lifted
from stamen.lift import runtime


class StackError(Exception):
    pass


def pop(st):
    if not st:
        raise StackError("underflow")
    return st.pop()


lifted_pop = lifted(pop)


def underflow(x, y):
    """A stack machine over a program of symbolic length whose `add` may underflow."""
    st = []
    prog = ["push"] * (x % 3) + ["add", "push"]
    try:
        for op in prog:
            if op == "push":
                st.append(y)
            else:
                st.append(lifted_pop(st) + lifted_pop(st))
    except StackError as e:
        return str(e), len(st)
    return sum(st), len(st)


def plain_underflow(x, y):
    st = []
    prog = ["push"] * (x % 3) + ["add", "push"]
    try:
        for op in prog:
            if op == "push":
                st.append(y)
            else:
                st.append(pop(st) + pop(st))
    except StackError as e:
        return str(e), len(st)
    return sum(st), len(st)


DOMAIN = [(x, y) for x in range(-3, 4) for y in (-1, 0, 2)]


def test_a_stack_machine_that_may_underflow_agrees_with_python():
    assert_agrees(lifted(underflow), DOMAIN, plain=plain_underflow, pin=3)


@pytest.mark.parametrize("merge", ["types", "logic"])
def test_empty_worlds_are_not_split_again(merge, monkeypatch):
    """The handler sees one exception object per raise place (two), not one per world."""
    seen = []
    members = runtime._exception_members

    def spy(ev, raised):
        out = members(ev, raised)
        seen.append(len({id(e) for _, e in out}))
        return out

    monkeypatch.setattr(runtime, "_exception_members", spy)
    x, y = stamen.fresh(int), stamen.fresh(int)
    sol = stamen.solve(lambda: (stamen.assume(-3 <= x), stamen.assume(x <= 3),
                                stamen.assert_(lifted(underflow)(x, y)[0] == "underflow")),
                       merge=merge)
    assert sol.sat and max(seen) <= 2
