"""The rewrite rules of `arith.py`, each proved valid by z3, and literal folding.

Each rule is `raw => result` (see test_boolean.py for the scheme): the raw
node is built with `make`, its operator's smart constructor must rewrite it
to `result`, and z3 proves `raw == result` valid.
"""

from fractions import Fraction as F

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from stamen.terms import arith
from stamen.terms.arith import (
    ADD,
    DIV,
    LE,
    LT,
    MOD,
    MUL,
    RDIV,
    TO_INT,
    TO_REAL,
    add,
    div,
    euclid_divmod,
    mod,
    mul,
)
from stamen.terms.boolean import ITE, NOT, eq
from stamen.terms.sorts import BOOL, INT, REAL
from stamen.terms.term import constant, make
from stamen.terms.traverse import postorder, substitute

from .z3_oracle import FIRED, check_rule, check_well_sorted, prove_valid, same_value, to_z3

a, b = constant("a", BOOL), constant("b", BOOL)
x, y, z = (constant(n, INT) for n in "xyz")
p, q = (constant(n, REAL) for n in "pq")


def by_tid(*ts):
    return sorted(ts, key=lambda t: t.tid)


def AddN(*monomials, const=None, sort=INT):
    """The normal form of a sum: monomials ordered by the tid of their base, constant last."""

    def base(m):
        return m.args[1] if m.op == MUL and len(m.args) == 2 and type(m.args[0]) in (int, F) else m

    parts = sorted(monomials, key=lambda m: base(m).tid)
    return make(ADD, (*parts, *(() if const is None else (const,))), sort)


def MulN(*ts):
    return make(MUL, tuple(by_tid(*ts)), INT)


def Add(*ts, sort=INT):
    return make(ADD, ts, sort)


def Mul(*ts, sort=INT):
    return make(MUL, ts, sort)


def Div(s, t):
    return make(DIV, (s, t), INT)


def Mod(s, t):
    return make(MOD, (s, t), INT)


def RDiv(s, t):
    return make(RDIV, (s, t), REAL)


def Lt(s, t):
    return make(LT, (s, t), BOOL)


def Le(s, t):
    return make(LE, (s, t), BOOL)


def Ite(c, t, e, sort=INT):
    return make(ITE, (c, t, e), sort)


def ToReal(t):
    return make(TO_REAL, (t,), REAL)


def ToInt(t):
    return make(TO_INT, (t,), INT)


RULES = [
    # add: linear normal form, monomials ordered by the tid of their base, constant last
    ("1 + 2 = 3", lambda: (Add(1, 2), 3)),
    ("1/2 + 1/2 = 1 (real)", lambda: (Add(F(1, 2), F(1, 2), sort=REAL), F(1))),
    ("x + 0 = x", lambda: (Add(x, 0), x)),
    ("0 + x = x", lambda: (Add(0, x), x)),
    ("1 + x = x + 1", lambda: (Add(1, x), Add(x, 1))),
    ("x + 1 + 2 = x + 3", lambda: (Add(x, 1, 2), Add(x, 3))),
    ("(x + 1) + 2 = x + 3", lambda: (Add(Add(x, 1), 2), Add(x, 3))),
    ("(x + 1) + -1 = x", lambda: (Add(Add(x, 1), -1), x)),
    ("y + x = x + y", lambda: (Add(y, x), AddN(x, y))),
    ("(y + 1) + (x + 2) = x + y + 3", lambda: (Add(Add(y, 1), Add(x, 2)), AddN(x, y, const=3))),
    ("x + x = 2*x", lambda: (Add(x, x), Mul(2, x))),
    ("x + -1*x = 0", lambda: (Add(x, Mul(-1, x)), 0)),
    ("2*x + 3*x = 5*x", lambda: (Add(Mul(2, x), Mul(3, x)), Mul(5, x))),
    ("2*x + -2*x + y = y", lambda: (Add(Mul(2, x), Mul(-2, x), y), y)),
    ("x*y + x*y = 2*(x*y)", lambda: (Add(MulN(x, y), MulN(x, y)), Mul(2, MulN(x, y)))),
    ("p + p = 2*p (real)", lambda: (Add(p, p, sort=REAL), Mul(F(2), p, sort=REAL))),
    ("p + 1/2 + 1/2 = p + 1 (real)",
     lambda: (Add(p, F(1, 2), F(1, 2), sort=REAL), Add(p, F(1), sort=REAL))),
    ("p + -1*p = 0 (real)", lambda: (Add(p, Mul(F(-1), p, sort=REAL), sort=REAL), F(0))),
    # mul: literal factors folded, a literal distributed over a sum
    ("2 * 3 = 6", lambda: (Mul(2, 3), 6)),
    ("x * 1 = x", lambda: (Mul(x, 1), x)),
    ("1 * x = x", lambda: (Mul(1, x), x)),
    ("x * 0 = 0", lambda: (Mul(x, 0), 0)),
    ("p * 0 = 0 (real)", lambda: (Mul(p, F(0), sort=REAL), F(0))),
    ("x * 2 = 2*x", lambda: (Mul(x, 2), Mul(2, x))),
    ("2 * (3*x) = 6*x", lambda: (Mul(2, Mul(3, x)), Mul(6, x))),
    ("2 * (x + 1) = 2*x + 2", lambda: (Mul(2, Add(x, 1)), Add(Mul(2, x), 2))),
    ("-1 * (x + -1*y) = -1*x + y",
     lambda: (Mul(-1, AddN(x, Mul(-1, y))), AddN(Mul(-1, x), y))),
    ("y * x = x * y", lambda: (Mul(y, x), MulN(x, y))),
    ("(z * y) * x = x * y * z", lambda: (Mul(MulN(z, y), x), MulN(x, y, z))),
    ("x * 2 * y * 3 = 6*(x*y)", lambda: (Mul(x, 2, y, 3), Mul(6, MulN(x, y)))),
    ("x * x stays a square", lambda: (Mul(x, x), Mul(x, x))),
    ("2 * (1/2*p) = p (real)", lambda: (Mul(F(2), Mul(F(1, 2), p, sort=REAL), sort=REAL), p)),
    # div and mod: Euclidean (SMT-LIB), literals folded
    ("7 div -2 = -3", lambda: (Div(7, -2), -3)),
    ("-7 div 2 = -4", lambda: (Div(-7, 2), -4)),
    ("-7 div -2 = 4", lambda: (Div(-7, -2), 4)),
    ("x div 1 = x", lambda: (Div(x, 1), x)),
    ("x div -1 = -1*x", lambda: (Div(x, -1), Mul(-1, x))),
    ("x div 0 stays", lambda: (Div(x, 0), Div(x, 0))),
    ("7 mod -2 = 1", lambda: (Mod(7, -2), 1)),
    ("-7 mod 2 = 1", lambda: (Mod(-7, 2), 1)),
    ("-7 mod -2 = 1", lambda: (Mod(-7, -2), 1)),
    ("x mod 1 = 0", lambda: (Mod(x, 1), 0)),
    ("x mod -1 = 0", lambda: (Mod(x, -1), 0)),
    # rdiv
    ("1 / 2 = 1/2", lambda: (RDiv(F(1), F(2)), F(1, 2))),
    ("p / 2 = 1/2*p", lambda: (RDiv(p, F(2)), Mul(F(1, 2), p, sort=REAL))),
    ("p / 1 = p", lambda: (RDiv(p, F(1)), p)),
    ("p / -1/3 = -3*p", lambda: (RDiv(p, F(-1, 3)), Mul(F(-3), p, sort=REAL))),
    ("p / 0 stays", lambda: (RDiv(p, F(0)), RDiv(p, F(0)))),
    # comparisons
    ("1 < 2 is True", lambda: (Lt(1, 2), True)),
    ("2 <= 1 is False", lambda: (Le(2, 1), False)),
    ("x < x is False", lambda: (Lt(x, x), False)),
    ("x <= x is True", lambda: (Le(x, x), True)),
    ("ite(a, 1, 5) < 3 is a", lambda: (Lt(Ite(a, 1, 5), 3), a)),
    ("3 <= ite(a, 1, 5) is not a", lambda: (Le(3, Ite(a, 1, 5)), make(NOT, (a,), BOOL))),
    ("ite(a, 1, 2) < 5 is True", lambda: (Lt(Ite(a, 1, 2), 5), True)),
    ("5 <= ite(a, 1, 2) is False", lambda: (Le(5, Ite(a, 1, 2)), False)),
    ("ite(a, 1/2, 2) < 1 is a (real)",
     lambda: (Lt(Ite(a, F(1, 2), F(2), REAL), F(1)), a)),
    ("ite(a, 1, ite(b, 5, 9)) < 6 folds to guards",
     lambda: (Lt(Ite(a, 1, Ite(b, 5, 9)), 6), FIRED)),
    ("10 <= ite(a, 1, ite(b, 5, 9)) is False", lambda: (Le(10, Ite(a, 1, Ite(b, 5, 9))), False)),
    ("ite(a, 1, 2) + 3 = ite(a, 4, 5)", lambda: (Add(Ite(a, 1, 2), 3), Ite(a, 4, 5))),
    ("ite(a, 1, ite(b, 2, 3)) + 1 shifts every leaf",
     lambda: (Add(Ite(a, 1, Ite(b, 2, 3)), 1), FIRED)),
    ("ite(a, 1/2, 1) + 1/2 = ite(a, 1, 3/2) (real)",
     lambda: (Add(Ite(a, F(1, 2), F(1), REAL), F(1, 2), sort=REAL),
              Ite(a, F(1), F(3, 2), REAL))),
    # conversions
    ("to_real(3) = 3", lambda: (ToReal(3), F(3))),
    ("to_int(7/2) = 3", lambda: (ToInt(F(7, 2)), 3)),
    ("to_int(-7/2) = -4", lambda: (ToInt(F(-7, 2)), -4)),
    ("to_int(to_real(x)) = x", lambda: (ToInt(ToReal(x)), x)),
]


@pytest.mark.parametrize("rule", [pytest.param(r[1], id=r[0]) for r in RULES])
def test_rule(rule):
    raw, expected = rule()
    check_rule(raw, expected)


DERIVED = [
    ("neg", lambda: arith.neg(x), lambda: -to_z3(x)),
    ("sub", lambda: arith.sub(x, y), lambda: to_z3(x) - to_z3(y)),
    ("sub real", lambda: arith.sub(p, q), lambda: to_z3(p) - to_z3(q)),
    ("gt", lambda: arith.gt(x, y), lambda: to_z3(x) > to_z3(y)),
    ("ge", lambda: arith.ge(x, y), lambda: to_z3(x) >= to_z3(y)),
    ("sub self", lambda: arith.sub(add(x, y), add(y, x)), lambda: z3.IntVal(0)),
]


@pytest.mark.parametrize("built, meaning", [pytest.param(s, m, id=n) for n, s, m in DERIVED])
def test_derived(built, meaning):
    value = built()
    sort = value.sort if hasattr(value, "sort") else None
    prove_valid(to_z3(value, sort) == meaning())


@pytest.mark.parametrize("n", [-7, -6, -1, 0, 1, 6, 7])
@pytest.mark.parametrize("d", [-3, -2, -1, 1, 2, 3])
def test_euclid_divmod_agrees_with_z3(n, d):
    q, r = euclid_divmod(n, d)
    assert n == d * q + r and 0 <= r < abs(d)
    assert z3.simplify(z3.IntVal(n) / z3.IntVal(d)).as_long() == q
    assert z3.simplify(z3.IntVal(n) % z3.IntVal(d)).as_long() == r
    assert div(n, d) == q and mod(n, d) == r


linear = st.lists(
    st.tuples(st.sampled_from([x, y, z]), st.integers(-3, 3)), min_size=0, max_size=6
)


@given(linear, st.integers(-5, 5), linear)
def test_sums_normalise(left, k, right):
    """Two sums equal as linear forms build one term, and z3 agrees they are equal."""
    lhs = add(*(mul(c, t) for t, c in left), k, *(mul(c, t) for t, c in right))
    rhs = add(k, *(mul(c, t) for t, c in reversed(right + left)))
    assert same_value(lhs, rhs)
    check_well_sorted(lhs)
    prove_valid(to_z3(lhs, INT) == z3.Sum(
        z3.IntVal(k), *(c * to_z3(t) for t, c in left + right)
    ))


@settings(max_examples=50)
@given(st.lists(st.tuples(st.sampled_from([p, q]), st.fractions(max_denominator=4)),
                max_size=5))
def test_real_sums_have_fraction_literals(monomials):
    """In a real sum every literal is a Fraction (checked by the strict oracle)."""
    total = add(F(0), *(mul(c, t) for t, c in monomials), *(t for t, _ in monomials))
    check_well_sorted(total)
    assert type(total) is not int


def test_empty_sum_and_product():
    assert add() == 0 and mul() == 1


def test_real_coefficients_are_fractions_whatever_was_built_first():
    r = constant("fresh_real_for_coefficients", REAL)
    doubled = add(r, r)
    assert doubled.op == MUL and type(doubled.args[0]) is F
    check_well_sorted(doubled)


def test_repeated_squaring_builds_nodes_of_bounded_size():
    t = x
    for _ in range(200):
        t = mul(t, t)
    sizes = [len(node.args) for node in postorder(t)]
    assert max(sizes) <= 128 and len(sizes) < 1000
    assert substitute(t, {x: 1}) == 1 and substitute(t, {x: -1}) == 1
    s = x
    for _ in range(10):
        s = mul(s, s)
    assert substitute(s, {x: 3}) == 3 ** (2**10)
    check_rule(Mul(MulN(x, x), MulN(x, x)), MulN(x, x, x, x))


def _shapes():
    """Int terms of every shape the fast paths look at: constants, monomials, sums, products,
    ite trees of literals."""
    from stamen.terms.boolean import ite

    return [
        x, y, mul(3, x), mul(-1, y), add(x, 1), add(x, y), add(mul(2, x), y, 5),
        mul(x, y), mul(2, mul(x, y)), ite(a, 1, 2), ite(a, x, 3), ite(b, ite(a, 1, 2), 3),
    ]


@given(st.integers(0, 11), st.integers(0, 11), st.integers(-3, 3))
def test_fast_paths_build_the_general_normal_form(i, j, k):
    shapes = _shapes()
    s, t = shapes[i], shapes[j]
    assert same_value(arith.add_terms(s, t), arith._add_all((s, t)))
    assert same_value(s + t, arith._add_all((s, t)))
    assert same_value(arith.add_literal(s, k), arith._add_all((s, k)))
    assert same_value(s + k, arith._add_all((s, k))) and same_value(k + s, s + k)
    assert same_value(s - k, arith._add_all((s, -k)))
    assert same_value(k - s, arith._add_all((mul(-1, s), k)))
    assert same_value(arith.mul_literal(s, k), mul(k, s)) and same_value(s * k, mul(k, s))
    assert same_value(s < k, arith.lt(s, k)) and same_value(s == k, eq(s, k))
    real = constant("r_fast", REAL)
    assert same_value(real + F(k), arith._add_all((real, F(k))))


def test_literals_of_other_python_types_are_converted():
    assert add(x, True) is add(x, 1) and add(True, x) is add(x, 1)
    assert add(p, 1) is add(p, F(1)) and add(1, p) is add(p, F(1))
    check_well_sorted([add(x, True), add(p, 1), add(p, 2, x * 0)])
