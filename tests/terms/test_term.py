"""Hash-consing: structurally equal terms are one object, a child's tid is smaller than its
parent's, and the intern table does not grow without bound when terms are dropped."""

import gc
import pickle
from fractions import Fraction

import pytest
from hypothesis import given, reject

from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, Array, BitVec
from stamen.terms.term import (
    Term,
    constant,
    intern_table_size,
    is_literal,
    is_term,
    literal_sort,
    make,
    sweep,
    term_count,
)
from stamen.terms.traverse import postorder

from .exprs import exprs, run, symbols

x, y = constant("x", INT), constant("y", INT)


def test_structurally_equal_terms_are_one_object():
    assert constant("x", INT) is x
    assert constant("x", REAL) is not x
    assert make("add", (x, 1), INT) is make("add", (x, 1), INT)
    assert make("add", (x, 1), INT) is not make("add", (x, 2), INT)
    assert make("add", (x, y), INT) is not make("add", (y, x), INT)
    assert x + 1 is x + 1 and (x + 1) * y is (1 + x) * y


def test_literal_arguments_are_keyed_by_value():
    big = 10**40
    assert make("add", (x, big), INT) is make("add", (x, int(str(big))), INT)
    assert make("bvadd", (constant("u", BitVec(8)), BV(1, 8)), BitVec(8)) is make(
        "bvadd", (constant("u", BitVec(8)), BV(257, 8)), BitVec(8)
    )


def test_terms_hash_by_tid_and_are_not_picklable():
    t = x + y
    assert hash(t) == t.tid and is_term(t) and not is_term(3)
    with pytest.raises(TypeError, match="cannot be pickled"):
        pickle.dumps(t)


def test_term_count_is_monotone():
    before = term_count()
    kept = make("fresh-op-for-count", (x,), INT)
    assert term_count() == before + 1
    assert make("fresh-op-for-count", (x,), INT) is kept
    assert term_count() == before + 1


def _check_tids(value):
    for t in postorder(value):
        for a in t.args:
            if type(a) is Term:
                assert a.tid < t.tid, (a, t)


@given(exprs("int", 3))
def test_children_have_smaller_tids_int(tree):
    _check_tids(_build(tree))


@given(exprs("bool", 3))
def test_children_have_smaller_tids_bool(tree):
    _check_tids(_build(tree))


@given(exprs(8, 3))
def test_children_have_smaller_tids_bv(tree):
    _check_tids(_build(tree))


def _build(tree):
    try:
        return run(tree, symbols())
    except ZeroDivisionError:
        reject()


def test_literals():
    assert is_literal(True) and is_literal(3) and is_literal(Fraction(1, 2))
    assert is_literal(BV(1, 4)) and not is_literal(1.5) and not is_literal(x)
    assert literal_sort(True) is BOOL and literal_sort(3) is INT
    assert literal_sort(Fraction(1)) is REAL and literal_sort(BV(0, 5)) is BitVec(5)
    with pytest.raises(TypeError):
        literal_sort(1.5)


def test_a_dropped_term_is_reused_until_swept_then_rebuilt():
    t = make("rebuilt-op", (x, 7), INT)
    tid = t.tid
    del t
    assert make("rebuilt-op", (x, 7), INT).tid == tid
    gc.collect()
    sweep()
    again = make("rebuilt-op", (x, 7), INT)
    assert again.tid > tid and again.args == (x, 7)


def test_sweep_frees_a_whole_unreferenced_subgraph_and_keeps_referenced_terms():
    gc.collect()
    sweep()
    baseline = intern_table_size()
    kept = make("keep-op", (x,), INT)
    t = kept
    for i in range(1000):
        t = make("chain-op", (t, i), INT)
    middle = t
    for i in range(1000):
        t = make("chain-op", (t, i), INT)
    del t
    sweep()
    assert intern_table_size() == baseline + 1 + 1000
    assert make("chain-op", (make("keep-op", (x,), INT), 0), INT).tid < middle.tid
    del kept, middle
    sweep()
    assert intern_table_size() == baseline


def test_intern_table_stays_flat_when_terms_are_dropped():
    """Build and drop 100,000 fresh terms three times: after gc and a sweep the table is
    back to its size before."""
    base_const = constant("flat", INT)
    gc.collect()
    sweep()
    baseline = intern_table_size()
    peak = 0
    for round_ in range(3):
        start = (round_ + 1) * 10**6
        kept = [base_const + i for i in range(start, start + 100_000)]
        assert len(kept) == 100_000
        del kept
        peak = max(peak, intern_table_size())
        gc.collect()
        sweep()
        assert intern_table_size() <= baseline + 10
    assert peak <= baseline + 2 * 100_000 + (1 << 16)


def test_automatic_sweeping_bounds_the_table_without_explicit_sweeps():
    base_const = constant("auto", INT)
    gc.collect()
    sweep()
    baseline = intern_table_size()
    for round_ in range(3):
        start = (round_ + 1) * 10**7
        for i in range(start, start + 100_000):
            base_const + i  # noqa: B018  (built and dropped at once)
        assert intern_table_size() <= 2 * baseline + (1 << 17) + 100_000


def test_array_sorted_terms():
    a = constant("arr", Array(INT, BOOL))
    assert make("select", (a, 1), BOOL) is make("select", (a, 1), BOOL)
