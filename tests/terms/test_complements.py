"""Regressions: complementary comparisons fold, and a one-value value set is that value."""

import stamen as st
from stamen.solvers.check import prove
from stamen.terms.arith import le, lt
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.valueset import from_value_map

x = st.symbolic("cx", int)
y = st.symbolic("cy", int)


def test_a_comparison_and_its_negation_fold():
    assert and_(lt(0, x), le(x, 0)) is False
    assert or_(lt(x, y), le(y, x)) is True
    assert and_(lt(0, x), not_(lt(0, x))) is False
    assert prove(not_(and_(lt(0, x), le(x, 0))))


def test_one_value_with_a_non_literal_guard_is_that_value():
    from stamen.terms.sorts import INT

    assert from_value_map({5: lt(0, x)}, INT) == 5
    merged = ite(eq(x, 1), 3, ite(eq(x, 2), 3, 3))
    assert merged == 3
