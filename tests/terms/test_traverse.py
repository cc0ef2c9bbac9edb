"""Traversals: post-order walks, constants, substitution and evaluation, including on terms
nested 100,000 deep (no traversal may recurse in Python)."""

import gc
from fractions import Fraction

import pytest

from stamen.terms.arith import add, mul
from stamen.terms.bitvec import bvadd, bvmul
from stamen.terms.boolean import and_, ite, or_
from stamen.terms.bv import BV
from stamen.terms.printing import term_str
from stamen.terms.sorts import BOOL, INT, REAL, BitVec
from stamen.terms.term import Term, constant
from stamen.terms.traverse import constants, evaluate, postorder, substitute, term_size

x, y, z = (constant(n, INT) for n in "xyz")
p = constant("p", REAL)
a, b = constant("a", BOOL), constant("b", BOOL)
DEPTH = 100_000


def test_postorder_yields_children_first_and_each_term_once():
    shared = x + y
    t = shared * shared + shared
    order = list(postorder(t))
    assert len(order) == len({u.tid for u in order}) == term_size(t)
    position = {u.tid: i for i, u in enumerate(order)}
    for u in order:
        for c in u.args:
            if type(c) is Term:
                assert position[c.tid] < position[u.tid]
    assert order[-1] is t


def test_postorder_of_several_roots_and_of_literals():
    x1 = x + 1
    assert [u.tid for u in postorder([x, x1, 5, x])] == [x.tid, x1.tid]
    assert list(postorder(5)) == [] and list(postorder(BV(1, 8))) == []
    assert constants(Fraction(1, 2)) == [] and term_size(True) == 0


def test_constants_are_ordered_by_tid():
    t = z * y + x
    assert constants(t) == sorted([x, y, z], key=lambda c: c.tid)
    assert constants([x + 1, y]) == sorted([x, y], key=lambda c: c.tid)


def test_substitute_resimplifies():
    assert substitute(x + y, {y: -1 * x}) == 0
    assert substitute(x * y + 1, {x: 0}) == 1
    assert substitute(ite(a, x, y), {a: True}) is x
    assert substitute(and_(a, b), {a: False}) is False
    assert substitute(x + y, {}) is (x + y)
    assert substitute(7, {x: 1}) == 7


def test_substitute_replaces_any_subterm_and_images_may_be_terms():
    t = (x + y) * z
    assert substitute(t, {x + y: 3}) is mul(3, z)
    assert substitute(t, {x: y}) is mul(add(y, y), z)
    assert substitute(t, {z: x + y}) is mul(x + y, x + y)


def test_evaluate_completes_the_model_with_a_default():
    t = x + y
    assert evaluate(t, {x: 1}) is add(y, 1)
    assert evaluate(t, {x: 1}, default=lambda c: 10) == 11
    assert evaluate(p * 2, {}, default=lambda c: Fraction(1, 4)) == Fraction(1, 2)


# -------------------------------------------------------------- deep terms --


def _deep_bitvector():
    u, v = constant("deep_u", BitVec(32)), constant("deep_v", BitVec(32))
    t = u
    for i in range(DEPTH // 2):
        t = bvadd(bvmul(t, v), BV(i | 1, 32))
    return t, u, v


def _deep_value(u0: int, v0: int) -> BV:
    t = BV(u0, 32)
    for i in range(DEPTH // 2):
        t = t * BV(v0, 32) + BV(i | 1, 32)
    return t


@pytest.fixture(scope="module")
def deep():
    t, u, v = _deep_bitvector()
    yield t, u, v
    del t
    gc.collect()


def _depth(t) -> int:
    depth: dict[int, int] = {}
    for node in postorder(t):
        kids = [depth[c.tid] for c in node.args if type(c) is Term]
        depth[node.tid] = 1 + max(kids, default=0)
    return depth[t.tid]


def test_deep_term_is_deep(deep):
    t, u, v = deep
    assert _depth(t) == DEPTH + 1


def test_deep_term_traversals(deep):
    t, u, v = deep
    assert constants(t) == [u, v]
    assert term_size(t) == DEPTH + 2
    rendered = term_str(t, limit=500)
    assert len(rendered) == 501 and rendered.endswith("…")
    assert len(repr(t)) == 4001


def test_deep_term_substitution_and_evaluation(deep):
    t, u, v = deep
    expected = _deep_value(3, 5)
    assert substitute(t, {u: BV(3, 32), v: BV(5, 32)}) == expected
    assert evaluate(t, {u: BV(3, 32)}, default=lambda c: BV(5, 32)) == expected
    partial = substitute(t, {v: BV(1, 32)})
    assert type(partial) is Term and constants(partial) == [u]
    assert substitute(partial, {u: BV(3, 32)}) == _deep_value(3, 1)


def test_deep_term_rebuilt_is_the_same_object(deep):
    t, u, v = deep
    again, _, _ = _deep_bitvector()
    assert again is t


def test_deep_terms_of_other_theories_build_print_and_drop():
    """Deep int, bool and Python-operator chains; dropping them must not overflow the stack."""
    t = x
    for i in range(DEPTH // 2):
        t = add(mul(t, y), 1 + i % 3)
    assert constants(t) == [x, y] and len(term_str(t, 300)) == 301 and _depth(t) > DEPTH
    assert substitute(t, {x: 2, y: 1}) == 2 + sum(1 + i % 3 for i in range(DEPTH // 2))

    cs = [constant(f"deep_c{i}", BOOL) for i in range(DEPTH // 2)]
    f = a
    for c in cs:
        f = and_(c, or_(b, f))
    assert term_size(f) > DEPTH and _depth(f) > DEPTH
    assert substitute(f, {**{c: True for c in cs}, b: False, a: True}) is True

    w = constant("deep_w", BitVec(8))
    g = w
    for i in range(DEPTH // 2):
        g = (g ^ (i | 1)) * w
    assert constants(g) == [w] and _depth(g) >= DEPTH
    assert substitute(g, {w: BV(3, 8)}) == BV(_xor_fold(3), 8)
    del t, f, g
    gc.collect()


def _xor_fold(w: int) -> int:
    g = BV(w, 8)
    for i in range(DEPTH // 2):
        g = (g ^ (i | 1)) * BV(w, 8)
    return g.value


def test_valuation_values_every_subterm_in_one_walk():
    import stamen as st
    from stamen.terms.traverse import valuation

    x, y = st.fresh(int, "x"), st.fresh(int, "y")
    inner = x + y
    root = st.ite(inner > 3, inner * 2, y)
    values = valuation([root], {x: 2, y: 5})
    assert values[inner.tid] == 7
    assert values[root.tid] == 14
    assert values[x.tid] == 2
