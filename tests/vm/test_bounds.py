"""vm.bounds.contradicts: True only for conjunctions the solver finds unsatisfiable
(Hypothesis, against z3), and True on the loop pattern it is there for."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import stamen
from stamen.terms import arith
from stamen.terms.boolean import and_, eq, not_, or_
from stamen.vm.python.bounds import contradicts

a, b = stamen.symbolic("a", int), stamen.symbolic("b", int)


def test_a_key_inserted_under_a_weaker_guard_is_present_under_a_stronger_one():
    assert contradicts(arith.lt(5, a), not_(arith.lt(0, a)))
    assert contradicts(arith.lt(5, a), not_(or_(and_(arith.lt(0, a), arith.lt(3, a)),
                                                and_(arith.lt(0, a), arith.le(a, 3)))))
    assert not contradicts(arith.lt(5, a), arith.le(a, 6))
    assert contradicts(eq(a, 2), arith.lt(a, 2))


_atom = st.builds(
    lambda op, t, c, flip: (arith.lt, arith.le, eq)[op](*((t, c) if flip else (c, t))),
    st.integers(0, 2), st.sampled_from([a, b]), st.integers(-2, 2), st.booleans())


def _formula(depth: int):
    if depth == 0:
        return _atom
    sub = _formula(depth - 1)
    return st.one_of(sub, st.builds(not_, sub), st.builds(lambda x, y: and_(x, y), sub, sub),
                     st.builds(lambda x, y: or_(x, y), sub, sub))


@settings(max_examples=60, deadline=None)
@given(st.lists(_formula(2), min_size=1, max_size=4))
def test_contradicts_only_what_the_solver_refutes(conditions):
    if contradicts(*conditions):
        sol = stamen.solve(lambda: stamen.assert_(and_(*conditions)))
        assert sol.kind == "unsat"
