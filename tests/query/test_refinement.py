"""Structural refinement (analysis/refinement.py): which summary a model depends on."""

from __future__ import annotations

import stamen as st
from stamen.query.refinement import Summaries, explain


def _table():
    s = Summaries()
    x, y = st.fresh(int, "x"), st.fresh(int, "y")
    a = s.summarize(x * y + 1, "f:ret", st.fresh)
    b = s.summarize(x * x + y, "g:ret", st.fresh)
    return s, x, y, a, b


def test_equal_definitions_share_one_summary():
    s, x, y, a, _ = _table()
    assert s.summarize(x * y + 1, "h:ret", st.fresh) is a
    assert s.summarize(x, "h:ret", st.fresh) is x  # a constant needs no summary
    assert s.stats["summaries"] == 2


def test_a_false_operand_explains_a_false_and():
    s, x, y, a, b = _table()
    root = st.not_(st.and_(a > 0, b > 0))  # true when a <= 0
    model = {x: 1, y: 1, a: -1, b: 5}
    assert explain([root], model, s) == [s.by_tid[a.tid]]


def test_a_true_operand_explains_a_true_or():
    s, x, y, a, b = _table()
    root = st.or_(b > 100, x > 0)
    assert explain([root], {x: 1, y: 1, a: 0, b: 0}, s) == []  # x > 0 suffices
    assert [f.const for f in explain([root], {x: 0, y: 1, a: 0, b: 200}, s)] == [b]


def test_ite_is_explained_by_the_branch_taken():
    s, x, y, a, b = _table()
    root = st.ite(x > 0, a, 7) == 7
    assert explain([root], {x: 0, y: 0, a: 3, b: 0}, s) == []
    assert [f.const for f in explain([root], {x: 1, y: 0, a: 7, b: 0}, s)] == [a]


def test_roots_in_order_and_through_expanded_definitions():
    s, x, y, a, b = _table()
    model = {x: 1, y: 1, a: 2, b: 2}
    assert [f.const for f in explain([b > 1, a > 1], model, s)] == [b]  # first root first
    assert len(explain([(a + b) > 1], model, s)) == 2  # one root: all it meets
    s.expand(s.by_tid[b.tid])
    got = explain([b > 1, a > 1], model, s, [s.by_tid[b.tid].definition])
    assert [f.const for f in got] == [a]
    assert s.closure([a.tid, b.tid])[1][0].const is a


def test_given_terms_the_model_makes_true_explain_themselves():
    s, x, y, a, b = _table()
    fact = a >= 0  # e.g. a fact of f's results, assumed on the path
    root = st.and_(x > 0, fact)
    model = {x: 1, y: 1, a: 3, b: 0}
    assert [f.const for f in explain([root], model, s)] == [a]
    assert explain([root], model, s, given={fact.tid}) == []
    # a given term the model makes false is walked as any other
    negated = st.or_(x < 0, st.not_(fact))
    got = explain([negated], {x: 1, y: 1, a: -3, b: 0}, s, given={fact.tid})
    assert [f.const for f in got] == [a]
