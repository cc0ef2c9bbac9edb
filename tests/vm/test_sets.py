"""Sets of symbolic shape (vm.python.sets): merging their members at a join."""

from __future__ import annotations

import pytest

import stamen
from stamen import lifted
from stamen.vm.python.sets import Member, merge_set_contents, physical_members


def test_a_value_on_both_sides_of_a_join_is_one_member():
    g, a, b = (stamen.symbolic(n, bool) for n in ("ms_g", "ms_a", "ms_b"))
    v = stamen.symbolic("ms_v", int)
    merged = merge_set_contents(g, {Member(v, a), 1}, {Member(v, b), Member(1, b)})
    values = sorted((repr(m.value), m.guard is True) for m in merged if type(m) is Member)
    assert len(merged) == 2 and len(values) == 2  # v once, 1 once (where g or b)


@lifted
def _discards_in_a_loop(x, y):
    s = {x, y, 0, 1}
    for v in sorted(s):
        if v + 1 in s:
            s.discard(v + 1)
    return s


def test_discards_under_symbolic_conditions_keep_one_entry_per_value():
    # each join made a member per side of the same value: 4 values were 324 entries
    x, y = stamen.symbolic("ms_x", int), stamen.symbolic("ms_y", int)
    sizes = []
    stamen.solve(lambda: sizes.append(len(physical_members(_discards_in_a_loop(x, y)))))
    assert sizes == [4]


@lifted
class _Hashed:
    """A member that logs its hashes; its == has no effect."""

    def __init__(self, v, log):
        self.v = v
        self.log = log

    def __hash__(self):
        self.log.append(self.v)
        return self.v % 4

    def __eq__(self, other):
        return self.v == other.v


@lifted
class _Compared(_Hashed):
    """A member whose == logs; hashes agree only between equal members."""

    def __hash__(self):
        return self.v

    def __eq__(self, other):
        self.log.append(("e", self.v, other.v))
        return self.v == other.v


@lifted
def _algebra(x, y, cls):
    log = []
    s = {cls(1, log), cls(x, log)}
    t = {cls(2, log), cls(y, log)}
    s.update(t)
    return len(s | t), len(s & t), len(s - t), s <= t, log


def test_set_algebra_hashes_no_member_again():
    """Set algebra and `update` read the other set's table (its kept hashes): the log of
    hashes is Python's, on sets of symbolic shape."""
    x, y = stamen.fresh(int), stamen.fresh(int)
    for vx, vy in ((1, 2), (0, 5), (3, 3)):
        box = []
        sol = stamen.solve(lambda vx=vx, vy=vy, box=box: (
            stamen.assume(stamen.and_(x == vx, y == vy)), box.append(_algebra(x, y, _Hashed))))
        assert sol.sat
        assert sol.evaluate(box[-1]) == _algebra.__wrapped__(vx, vy, _Hashed.__wrapped__
                                                             if hasattr(_Hashed, "__wrapped__")
                                                             else _Hashed), (vx, vy)


def test_set_algebra_with_an_effectful_eq_on_a_symbolic_set_is_refused():
    """CPython compares members in its hash table's order, which stamen does not model."""
    x, y = stamen.fresh(int), stamen.fresh(int)
    with pytest.raises(stamen.UnsupportedConstruct, match="hash table's order"):
        stamen.verify(lambda: (stamen.assume(stamen.and_(0 <= x, x < 9, 0 <= y, y < 9)),
                               stamen.assert_(_algebra(x, y, _Compared)[0] > 0)))
