"""Boogie values: if-then-else of a concrete map and a symbolic one is a term."""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie.evaluate import ite


def test_ite_of_a_concrete_array_and_a_term_is_a_term_never_a_union():
    sort = st.Array(int, int)
    c, m = st.fresh(bool, "c"), st.fresh(sort, "m")
    literal = st.ArrayValue(sort, 0, {1: 2})
    v = ite(c, literal, m)
    assert type(v) is st.Term and v.op == "ite" and not st.is_union(v)
    assert ite(True, literal, m) is literal and ite(False, literal, m) is m
    assert ite(c, 1, 2).op == "ite"
