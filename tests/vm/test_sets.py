"""Sets of symbolic shape (vm.python.sets): merging their members at a join."""

from __future__ import annotations

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
