"""The rewrite rules of `boolean.py`, each proved valid by z3, and the derived connectives.

Each rule is `raw => result`: `raw` is built unsimplified with `make`, the
smart constructor of its operator is applied to its arguments, and the
result must be `result`; z3 then proves `raw == result` in every model.
"""

from fractions import Fraction

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from stamen.terms.arith import ADD, add, lt
from stamen.terms.arrays import ArrayValue
from stamen.terms.boolean import AND, EQ, ITE, NOT, OR, and_, eq, implies, ite, not_, or_, xor
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, Array, BitVec
from stamen.terms.term import Term, constant, make
from stamen.terms.traverse import substitute

from .z3_oracle import FIRED, assert_equivalent, check_rule, prove_valid, to_z3

a, b, c = (constant(n, BOOL) for n in "abc")
x, y, z = (constant(n, INT) for n in "xyz")
p, q = (constant(n, REAL) for n in "pq")
u, v = (constant(n, BitVec(8)) for n in "uv")
_half, _one = Fraction(1, 2), Fraction(1)


def Not(t):
    return make(NOT, (t,), BOOL)


def And(*ts):
    return make(AND, ts, BOOL)


def Or(*ts):
    return make(OR, ts, BOOL)


def by_tid(*ts):
    return sorted(ts, key=lambda t: t.tid)


def AndN(*ts):
    """The normal form of a conjunction: arguments ordered by tid."""
    return And(*sorted(ts, key=lambda t: t.tid))


def OrN(*ts):
    return Or(*sorted(ts, key=lambda t: t.tid))


def Ite(c_, t, e, sort=INT):
    return make(ITE, (c_, t, e), sort)


def Eq(s, t):
    return make(EQ, (s, t), BOOL)


def Cmp(op, s, t):
    return make(op, (s, t), BOOL)


RULES = [
    # not
    ("not True = False", lambda: (Not(True), False)),
    ("not False = True", lambda: (Not(False), True)),
    ("not not a = a", lambda: (Not(Not(a)), a)),
    ("not (x < y) = y <= x", lambda: (Not(Cmp("lt", x, y)), Cmp("le", y, x))),
    ("not (x <= y) = y < x", lambda: (Not(Cmp("le", x, y)), Cmp("lt", y, x))),
    ("not (p < q) = q <= p", lambda: (Not(Cmp("lt", p, q)), Cmp("le", q, p))),
    ("not (p <= q) = q < p", lambda: (Not(Cmp("le", p, q)), Cmp("lt", q, p))),
    ("not (u <u v) = v <=u u", lambda: (Not(Cmp("bvult", u, v)), Cmp("bvule", v, u))),
    ("not (u <=u v) = v <u u", lambda: (Not(Cmp("bvule", u, v)), Cmp("bvult", v, u))),
    ("not (u <s v) = v <=s u", lambda: (Not(Cmp("bvslt", u, v)), Cmp("bvsle", v, u))),
    ("not (u <=s v) = v <s u", lambda: (Not(Cmp("bvsle", u, v)), Cmp("bvslt", v, u))),
    # and
    ("and() = True", lambda: (And(), True)),
    ("and(a) = a", lambda: (And(a), a)),
    ("and(a, True) = a", lambda: (And(a, True), a)),
    ("and(True, a) = a", lambda: (And(True, a), a)),
    ("and(a, False) = False", lambda: (And(a, False), False)),
    ("and(False, a) = False", lambda: (And(False, a), False)),
    ("and(a, a) = a", lambda: (And(a, a), a)),
    ("and(a, not a) = False", lambda: (And(a, Not(a)), False)),
    ("and(not a, b, a) = False", lambda: (And(Not(a), b, a), False)),
    ("and(b, a) = and(a, b)", lambda: (And(b, a), AndN(a, b))),
    ("and(a, True, b) = and(a, b)", lambda: (And(a, True, b), AndN(a, b))),
    ("and(and(c, b), a) = and(a, b, c)", lambda: (And(And(c, b), a), AndN(a, b, c))),
    ("and(a, and(b, False)) = False", lambda: (And(a, And(b, False)), False)),
    ("and(a, and(b, a)) = and(a, b)", lambda: (And(a, And(b, a)), AndN(a, b))),
    ("and(a, and(not a, b)) = False", lambda: (And(a, And(Not(a), b)), False)),
    # or
    ("or() = False", lambda: (Or(), False)),
    ("or(a) = a", lambda: (Or(a), a)),
    ("or(a, False) = a", lambda: (Or(a, False), a)),
    ("or(False, a) = a", lambda: (Or(False, a), a)),
    ("or(a, True) = True", lambda: (Or(a, True), True)),
    ("or(True, a) = True", lambda: (Or(True, a), True)),
    ("or(a, a) = a", lambda: (Or(a, a), a)),
    ("or(a, not a) = True", lambda: (Or(a, Not(a)), True)),
    ("or(not a, b, a) = True", lambda: (Or(Not(a), b, a), True)),
    ("or(b, a) = or(a, b)", lambda: (Or(b, a), OrN(a, b))),
    ("or(a, False, b) = or(a, b)", lambda: (Or(a, False, b), OrN(a, b))),
    ("or(or(c, b), a) = or(a, b, c)", lambda: (Or(Or(c, b), a), OrN(a, b, c))),
    ("or(a, or(b, True)) = True", lambda: (Or(a, Or(b, True)), True)),
    # absorption of negated outer members
    ("or(a, and(not a, b)) = or(a, b)", lambda: (Or(a, And(Not(a), b)), OrN(a, b))),
    ("and(a, or(not a, b)) = and(a, b)", lambda: (And(a, Or(Not(a), b)), AndN(a, b))),
    ("or(not a, and(a, b)) = or(not a, b)", lambda: (Or(Not(a), And(a, b)), OrN(Not(a), b))),
    ("or(a, b, and(not(or(a, b)), c)) = or(a, b, c)",
     lambda: (Or(a, b, And(Not(OrN(a, b)), c)), OrN(a, b, c))),
    ("and(a, b, or(not(and(a, b)), c)) = and(a, b, c)",
     lambda: (And(a, b, Or(Not(AndN(a, b)), c)), AndN(a, b, c))),
    ("or(a, b, and(not a, not b)) = True", lambda: (Or(a, b, And(Not(a), Not(b))), True)),
    ("and(a, b, or(not a, not b)) = False", lambda: (And(a, b, Or(Not(a), Not(b))), False)),
    ("or(a, and(not a, not a2)) = or(a, not a2)",
     lambda: (Or(a, And(Not(a), Not(c))), OrN(a, Not(c)))),
    ("and(a, or(a, b)) = a", lambda: (And(a, OrN(a, b)), a)),
    ("or(a, and(a, b)) = a", lambda: (Or(a, AndN(a, b)), a)),
    ("and(a, c, or(b, a)) = and(a, c)", lambda: (And(a, c, OrN(b, a)), AndN(a, c))),
    ("or(c, and(b, c), and(not c, a)) = or(c, a)",
     lambda: (Or(c, AndN(b, c), AndN(Not(c), a)), OrN(c, a))),
    ("or(and(a, b), c) keeps both", lambda: (Or(AndN(a, b), c), OrN(c, AndN(a, b)))),
    # ite
    ("ite(True, x, y) = x", lambda: (Ite(True, x, y), x)),
    ("ite(False, x, y) = y", lambda: (Ite(False, x, y), y)),
    ("ite(a, x, x) = x", lambda: (Ite(a, x, x), x)),
    ("ite(a, 1, 1) = 1", lambda: (Ite(a, 1, 1), 1)),
    ("ite(a, BV 3, BV 3) = BV 3",
     lambda: (Ite(a, BV(3, 8), BV(3, 8), BitVec(8)), BV(3, 8))),
    ("ite(not a, x, y) = ite(a, y, x)", lambda: (Ite(Not(a), x, y), Ite(a, y, x))),
    ("ite(a, ite(a, x, y), z) = ite(a, x, z)", lambda: (Ite(a, Ite(a, x, y), z), Ite(a, x, z))),
    ("ite(a, x, ite(a, y, z)) = ite(a, x, z)", lambda: (Ite(a, x, Ite(a, y, z)), Ite(a, x, z))),
    ("ite(a, ite(a, x, y), x) = x", lambda: (Ite(a, Ite(a, x, y), x), x)),
    ("ite(not a, ite(a, x, y), z) = ite(a, z, y)",
     lambda: (Ite(Not(a), Ite(a, x, y), z), Ite(a, z, y))),
    ("ite(a, True, b) = or(a, b)", lambda: (Ite(a, True, b, BOOL), OrN(a, b))),
    ("ite(a, False, b) = and(not a, b)", lambda: (Ite(a, False, b, BOOL), AndN(Not(a), b))),
    ("ite(a, b, True) = or(not a, b)", lambda: (Ite(a, b, True, BOOL), OrN(Not(a), b))),
    ("ite(a, b, False) = and(a, b)", lambda: (Ite(a, b, False, BOOL), AndN(a, b))),
    ("ite(a, a, b) = or(a, b)", lambda: (Ite(a, a, b, BOOL), OrN(a, b))),
    ("ite(a, b, a) = and(a, b)", lambda: (Ite(a, b, a, BOOL), AndN(a, b))),
    ("ite(a, a, True) = True", lambda: (Ite(a, a, True, BOOL), True)),
    ("ite(a, a, False) = a", lambda: (Ite(a, a, False, BOOL), a)),
    # ite trees of literals (value sets) are merged: one branch per distinct value
    ("ite(a, ite(b, 1, 2), ite(b, 2, 1)) merges",
     lambda: (Ite(a, Ite(b, 1, 2), Ite(b, 2, 1)), FIRED)),
    ("ite(a, ite(b, 1, 2), 1) merges", lambda: (Ite(a, Ite(b, 1, 2), 1), FIRED)),
    ("ite(a, 3, ite(b, 3, 4)) merges", lambda: (Ite(a, 3, Ite(b, 3, 4)), FIRED)),
    ("ite(a, ite(b, x, 1), 2) stays", lambda: (Ite(a, Ite(b, x, 1), 2), Ite(a, Ite(b, x, 1), 2))),
    ("ite(a, True, False) = a", lambda: (Ite(a, True, False, BOOL), a)),
    ("ite(a, False, True) = not a", lambda: (Ite(a, False, True, BOOL), Not(a))),
    # eq
    ("1 == 1 is True", lambda: (Eq(1, 1), True)),
    ("1 == 2 is False", lambda: (Eq(1, 2), False)),
    ("BV 255 == BV 255 is True", lambda: (Eq(BV(255, 8), BV(-1, 8)), True)),
    ("x == x is True", lambda: (Eq(x, x), True)),
    ("a == True is a", lambda: (Eq(a, True), a)),
    ("True == a is a", lambda: (Eq(True, a), a)),
    ("a == False is not a", lambda: (Eq(a, False), Not(a))),
    ("False == a is not a", lambda: (Eq(False, a), Not(a))),
    ("a == not a is False", lambda: (Eq(a, Not(a)), False)),
    ("not a == a is False", lambda: (Eq(Not(a), a), False)),
    ("y == x is x == y", lambda: (Eq(y, x), Eq(*by_tid(x, y)))),
    ("x == 3 keeps the literal second", lambda: (Eq(3, x), Eq(x, 3))),
    ("ite(a, 1, 2) == 1 is a", lambda: (Eq(Ite(a, 1, 2), 1), a)),
    ("ite(a, 1, 2) == 2 is not a", lambda: (Eq(Ite(a, 1, 2), 2), Not(a))),
    ("ite(a, 1, 2) == 3 is False", lambda: (Eq(Ite(a, 1, 2), 3), False)),
    ("1 == ite(a, 1, 2) is a", lambda: (Eq(1, Ite(a, 1, 2)), a)),
    ("ite(a, BV 1, BV 2) == BV 2 is not a",
     lambda: (Eq(Ite(a, BV(1, 8), BV(2, 8), BitVec(8)), BV(2, 8)), Not(a))),
    ("ite(a, 1, ite(b, 2, 1)) == 1 folds to guards",
     lambda: (Eq(Ite(a, 1, Ite(b, 2, 1)), 1), FIRED)),
    ("ite(a, 1, ite(b, 2, 3)) == 4 is False", lambda: (Eq(Ite(a, 1, Ite(b, 2, 3)), 4), False)),
    ("ite(a, 1/2, 1) == 1/2 is a", lambda: (Eq(Ite(a, _half, _one, REAL), _half), a)),
]

@pytest.mark.parametrize("rule", [pytest.param(r[1], id=r[0]) for r in RULES])
def test_rule(rule):
    raw, expected = rule()
    check_rule(raw, expected)


DERIVED = [
    ("implies", lambda: implies(a, b), lambda: z3.Implies(to_z3(a), to_z3(b))),
    ("implies(a, a)", lambda: implies(a, a), lambda: z3.BoolVal(True)),
    ("xor", lambda: xor(a, b), lambda: z3.Xor(to_z3(a), to_z3(b))),
    ("xor(a, a)", lambda: xor(a, a), lambda: z3.BoolVal(False)),
    ("xor(a, True)", lambda: xor(a, True), lambda: z3.Not(to_z3(a))),
    ("and of three", lambda: and_(a, b, c), lambda: z3.And(*map(to_z3, (a, b, c)))),
    ("or of three", lambda: or_(a, b, c), lambda: z3.Or(*map(to_z3, (a, b, c)))),
    ("ite of bools", lambda: ite(a, b, c), lambda: z3.If(*map(to_z3, (a, b, c)))),
]


@pytest.mark.parametrize("built, meaning", [pytest.param(s, m, id=n) for n, s, m in DERIVED])
def test_derived(built, meaning):
    prove_valid(to_z3(built(), BOOL) == meaning())


def test_commutative_forms_share_one_term():
    assert and_(a, b) is and_(b, a)
    assert or_(c, a, b) is or_(b, c, a)
    assert eq(x, y) is eq(y, x)
    assert and_(a, and_(b, c)) is and_(and_(a, b), c)


def test_ite_of_array_values():
    sort = Array(INT, INT)
    one, two = ArrayValue(sort, 1), ArrayValue(sort, 2)
    t = ite(a, one, two)
    assert t.sort is sort
    assert substitute(t, {a: True}) == one
    assert substitute(t, {a: False}) == two


def test_ite_of_equal_literals_is_the_literal():
    assert ite(a, 10**30, 10**30 + 0) == 10**30
    assert ite(a, Fraction(1, 3), Fraction(2, 6)) == Fraction(1, 3)


def test_not_of_compare_is_proved_for_all_orders():
    for op, lhs, rhs in (("lt", x, y), ("le", p, q), ("bvult", u, v), ("bvsle", v, u)):
        raw = Not(Cmp(op, lhs, rhs))
        assert_equivalent(raw, not_(Cmp(op, lhs, rhs)))


# Random ite trees of literals exercise the value-set rules (merging, comparison folding).
conditions = st.sampled_from(["a", "b", "c", "not a", "not b"])
value_trees = st.recursive(
    st.integers(0, 3),
    lambda sub: st.tuples(conditions, sub, sub),
    max_leaves=12,
)


def _condition(name, smart):
    base = {"a": a, "b": b, "c": c}[name.split()[-1]]
    if name.startswith("not"):
        return not_(base) if smart else Not(base)
    return base


def _value_tree(tree, smart):
    if type(tree) is int:
        return tree
    cond, then, else_ = tree
    args = (_condition(cond, smart), _value_tree(then, smart), _value_tree(else_, smart))
    return ite(*args) if smart else Ite(*args)


@settings(max_examples=50)
@given(value_trees, st.integers(-1, 4))
def test_value_set_rules_on_random_ite_trees(tree, k):
    raw, smart = _value_tree(tree, False), _value_tree(tree, True)
    assert_equivalent(raw, smart)
    assert_equivalent(Eq(raw, k) if type(raw) is Term else raw == k, eq(smart, k))
    assert_equivalent(Cmp("lt", raw, k) if type(raw) is Term else raw < k, lt(smart, k))
    assert_equivalent(make(ADD, (raw, k), INT) if type(raw) is Term else raw + k, add(smart, k))
