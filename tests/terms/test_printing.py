"""Rendering of terms: Python-like infix where Python has the operator, bounded length."""

from fractions import Fraction

from stamen.terms import operators as ops
from stamen.terms.arith import mul
from stamen.terms.bv import BV
from stamen.terms.printing import literal_str, term_str
from stamen.terms.sorts import BOOL, INT, REAL, Array, BitVec
from stamen.terms.term import constant, make

x, y = constant("x", INT), constant("y", INT)
p = constant("p", REAL)
a, b = constant("a", BOOL), constant("b", BOOL)
u, v = constant("u", BitVec(8)), constant("v", BitVec(8))


def test_literals():
    assert literal_str(BV(-1, 8)) == "BV8(-1)"
    assert literal_str(Fraction(1, 2)) == "1/2"
    assert literal_str(True) == "True" and literal_str(-3) == "-3"
    assert literal_str(2**5000) == hex(2**5000)


def test_infix_and_prefix_forms():
    assert term_str(x) == "x"
    assert term_str(make("add", (x, 1), INT)) == "x + 1"
    assert term_str(make("mul", (make("add", (x, 1), INT), y), INT)) == "(x + 1)*y"
    assert term_str(make("not", (a,), BOOL)) == "not a"
    assert term_str(make("and", (a, make("not", (b,), BOOL)), BOOL)) == "a and (not b)"
    assert term_str(make("lt", (x, y), BOOL)) == "x < y"
    assert term_str(make("bvnot", (u,), BitVec(8))) == "~u"
    assert term_str(make("bvsmod", (u, v), BitVec(8))) == "u % v"
    assert term_str(make("bvsrem", (u, v), BitVec(8))) == "bvsrem(u, v)"
    assert term_str(make("bvult", (u, v), BOOL)) == "bvult(u, v)"
    assert term_str(make("extract", (3, 0, u), BitVec(4))) == "extract(3, 0, u)"
    assert term_str(make("rdiv", (p, Fraction(1, 2)), REAL)) == "p / 1/2"
    assert term_str(make("bvadd", (u, BV(255, 8)), BitVec(8))) == "u + BV8(-1)"


def test_python_operators_render_readably():
    assert repr(x + 1) == "x + 1" and str(2 * x) == "2*x"
    assert repr(ops.ult(u, v)) == "bvult(u, v)"
    arr = constant("arr", Array(INT, INT))
    assert repr(arr[x]) == "select(arr, x)"


def test_rendering_is_bounded():
    t = x
    for i in range(2000):
        t = make("add", (t, i), INT)
    s = term_str(t, limit=100)
    assert len(s) == 101 and s.endswith("…")
    assert term_str(x, limit=0) == "…"
    long_name = constant("n" * 50, INT)
    assert term_str(long_name, limit=10) == "n" * 10 + "…"


def test_exponential_dags_render_quickly():
    """x*x, squared 200 times, is a tree of 2**200 leaves but a DAG of 201 nodes."""
    t = x
    for _ in range(200):
        t = mul(t, t)
    s = term_str(t, limit=1000)  # a renderer walking the tree would never return
    assert len(s) == 1001
