"""Python operators on terms mean what they mean on plain values.

The property test runs random expression trees twice, on symbolic
constants and on plain values; substituting the values into the symbolic
result must give the plain result, and so must z3 (the oracle). The other
tests pin down Python's semantics where it is easy to get wrong: floor
division, promotion, type errors, truthiness, foreign comparisons.
"""

from fractions import Fraction as F

import pytest
from hypothesis import given, reject
from hypothesis import strategies as st

import stamen
from stamen.errors import UnliftedBranchError, UnsupportedConstruct
from stamen.terms import operators as ops
from stamen.terms.boolean import and_, ite, not_
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, FLOAT64, INT, REAL, Array, BitVec, Function
from stamen.terms.term import Term, constant
from stamen.terms.traverse import substitute

from .exprs import KIND_OF, KINDS, exprs, literals, run, symbols, variables
from .z3_oracle import assert_equivalent, check_well_sorted, same_value, z3_evaluate

SYMBOLS = symbols()
x, y = constant("x", INT), constant("y", INT)
p = constant("p", REAL)
b = constant("b", BOOL)
u8, v8 = constant("u8", BitVec(8)), constant("v8", BitVec(8))
u32 = constant("u32", BitVec(32))


@pytest.mark.parametrize("kind", KINDS)
@given(data=st.data())
def test_symbolic_run_agrees_with_concrete_run(kind, data):
    tree = data.draw(exprs(kind, 3), label="tree")
    names = sorted(variables(tree))
    values = {n: data.draw(literals(KIND_OF[n]), label=n) for n in names}
    try:
        expected = run(tree, values)
    except ZeroDivisionError:
        reject()
    symbolic = run(tree, SYMBOLS)
    check_well_sorted(symbolic)
    assignment = {SYMBOLS[n]: values[n] for n in names}
    got = substitute(symbolic, assignment)
    assert same_value(got, expected), f"{symbolic!r} under {values} gave {got!r}"
    assert same_value(z3_evaluate(symbolic, assignment), expected)


SIGNS = [-7, -6, -1, 0, 1, 6, 7]
DIVISORS = [-3, -2, -1, 1, 2, 3]


@pytest.mark.parametrize("n", SIGNS)
@pytest.mark.parametrize("d", DIVISORS)
def test_floor_division_and_modulo_follow_python(n, d):
    for op in (lambda s, t: s // t, lambda s, t: s % t, divmod):
        expected = op(n, d)
        for lhs, rhs, env in ((x, d, {x: n}), (n, y, {y: d}), (x, y, {x: n, y: d})):
            result = op(lhs, rhs)
            if op is divmod:
                result = tuple(substitute(r, env) for r in result)
            else:
                assert same_value(z3_evaluate(result, env), expected)
                result = substitute(result, env)
            assert result == expected, (n, d, op)


@pytest.mark.parametrize("n", [F(-7, 2), F(-1, 3), F(0), F(5, 2)])
@pytest.mark.parametrize("d", [F(-3, 2), F(-1), F(1, 3), F(2)])
def test_real_floor_division_and_modulo_follow_python(n, d):
    assert substitute(p // d, {p: n}) == n // d
    assert substitute(p % d, {p: n}) == n % d
    assert type(substitute(p // d, {p: n})) is int
    assert substitute(n / constant("pd", REAL), {constant("pd", REAL): d}) == n / d


FLOOR, MOD = "integer division or modulo by zero", "integer modulo by zero"
FRACTION = ("Fraction(1, 0)", "Fraction(-1, 0)", "Fraction(0, 0)")


@pytest.mark.parametrize("op, divisor, messages", [
    (lambda: x // y, y, (FLOOR,)), (lambda: x % y, y, (MOD,)),
    (lambda: divmod(x, y), y, (FLOOR,)), (lambda: x / p, p, FRACTION),
    (lambda: p / p, p, FRACTION), (lambda: p // p, p, (FLOOR,)),
    (lambda: p % (p + 1), p + 1, (MOD,)),
])
def test_division_by_a_symbolic_divisor_is_required_nonzero(requirements, op, divisor,
                                                            messages):
    """Each operator records Python 3.11's own message (a Fraction's depends on the sign
    of the dividend); together the requirements say exactly: the divisor is nonzero."""
    requirements.clear()
    op()
    assert [message for _, message in requirements if message] == list(messages)
    assert_equivalent(and_(*(c for c, _ in requirements)), not_(divisor == 0))


@pytest.mark.parametrize("op, message", [
    (lambda: x // 0, FLOOR), (lambda: x % 0, MOD), (lambda: divmod(x, 0), FLOOR),
    (lambda: p // 0, FLOOR), (lambda: p % 0, MOD), (lambda: F(3, 2) / F(0), "Fraction(1, 0)"),
])
def test_a_literal_zero_divisor_raises_pythons_message(op, message):
    with pytest.raises(ZeroDivisionError) as raised:
        op()
    assert str(raised.value) == message


def test_a_fraction_divided_by_a_literal_zero_fails_on_every_path(requirements):
    """`p / 0`: Python's message depends on the sign of `p`; the three requirements, one
    per message, fail on every path together."""
    requirements.clear()
    p / 0
    assert [m for _, m in requirements] == list(FRACTION)
    assert_equivalent(and_(*(c for c, _ in requirements)), False)


def test_division_by_a_literal_zero_raises():
    for op in (lambda: x // 0, lambda: x % 0, lambda: x / 0, lambda: 1 // (x - x)):
        with pytest.raises(ZeroDivisionError):
            op()


def test_bool_int_real_promotion():
    assert (b + 1).sort is INT
    assert (b + b).sort is INT
    assert (x + F(1, 2)).sort is REAL
    assert (b * p).sort is REAL
    assert (x / F(2)).sort is REAL and substitute(x / F(2), {x: 3}) == F(3, 2)
    assert (b & b) is b and (b | True) is True
    assert substitute(b + b, {b: True}) == 2
    assert substitute(-b, {b: True}) == -1 and substitute(~b, {b: True}) == -2
    assert (b < x).sort is BOOL and substitute(b < x, {b: True, x: 2}) is True
    assert (b == 1).sort is BOOL and substitute(b == 1, {b: True}) is True
    assert (x == F(1, 2)).sort is BOOL and substitute(x == F(1, 2), {x: 0}) is False


@pytest.mark.parametrize("op", [
    lambda: x ** 0.5, lambda: 2.0 ** x, lambda: p / 2.0, lambda: float(x), lambda: complex(p),
])
def test_floats_meeting_terms_beyond_ieee_are_refused(op):
    """What Python computes through the C library's pow, a symbolic rational rounded to a
    float, and float() outside lifted code: refused, never a rational."""
    with pytest.raises(UnsupportedConstruct, match="float|real"):
        op()


@pytest.mark.parametrize("op", [lambda: x / 2, lambda: 7 / x])
def test_true_division_of_unbounded_ints_is_refused(op):
    """Python rounds the exact quotient of big ints: refused unless the path bounds them."""
    with pytest.raises(UnsupportedConstruct, match="`/` on ints"):
        stamen.evaluate_with_stats(op)


@pytest.mark.parametrize("op", [
    lambda: x + 1.5, lambda: 0.5 * x, lambda: divmod(x, 1.5)[0], lambda: 0.5 - x,
])
def test_floats_meeting_ints_are_ieee_floats(op):
    """An int meeting a float is converted by float(n), as in Python: a FLOAT64 term."""
    value, _ = stamen.evaluate_with_stats(op)
    assert value.sort is FLOAT64


def test_floats_compare_with_ints_and_rationals_exactly():
    value, _ = stamen.evaluate_with_stats(lambda: (x == 0.5, 0.5 < p, x < 2.5))
    assert value[0] is False  # no int equals 0.5
    assert all(v.sort is BOOL for v in value[1:])


@pytest.mark.parametrize("lhs, rhs, names", [
    (u8, u32, ("BitVec(8)", "BitVec(32)")),
    (u8, BV(1, 32), ("BitVec(8)", "BitVec(32)")),
    (BV(1, 32), u8, ("BitVec(32)", "BitVec(8)")),
    # otherwise Python's type names, as a concrete run names them: a bit-vector's values
    # are `BV`s, a real's `Fraction`s
    (u8, p, ("'BV'", "'Fraction'")),
    (u8, F(1, 2), ("'BV'", "'Fraction'")),
    (u8, 1.5, ("'BV'", "'float'")),
    (p, u8, ("'Fraction'", "'BV'")),
    (u8, b, ("'BV'", "'bool'")),
])
@pytest.mark.parametrize("op", ["+", "-", "*", "/", "%", "<", "==", "&"])
def test_incompatible_types_raise_type_error_naming_both(lhs, rhs, names, op):
    if op == "==" and "BitVec" not in names[0]:
        # a BV returns NotImplemented to ==, as the other kinds do to it: Python compares
        # identities (False), and so do the terms
        assert eval("lhs == rhs", {"lhs": lhs, "rhs": rhs}) is False
        assert eval("lhs != rhs", {"lhs": lhs, "rhs": rhs}) is not False
        concrete = [BV(1, 8) if v is u8 else v for v in (lhs, rhs)]
        if all(type(v) is not type(u8) for v in concrete):
            assert (concrete[0] == concrete[1]) is False
        return
    with pytest.raises(TypeError) as info:
        eval(f"lhs {op} rhs", {"lhs": lhs, "rhs": rhs})
    message = str(info.value)
    assert names[0] in message and names[1] in message, message


def test_bool_of_a_term_raises_unlifted_branch_error():
    with pytest.raises(UnliftedBranchError) as info:
        if x < y:
            pass
    message = str(info.value)
    assert "@stamen.lifted" in message and "stamen.ite" in message
    assert "test_bool_of_a_term_raises_unlifted_branch_error" in message
    assert isinstance(info.value, TypeError)
    with pytest.raises(UnliftedBranchError):
        bool(b)
    with pytest.raises(UnliftedBranchError):
        x and y  # noqa: B018
    with pytest.raises(UnliftedBranchError):
        int(x)
    with pytest.raises(UnliftedBranchError):
        [1, 2][x]


@pytest.mark.parametrize("foreign", [None, "x", [1], object()])
def test_comparison_with_foreign_values_is_unequal(foreign):
    for t in (x, b, p, u8):
        assert (t == foreign) is False
        assert (t != foreign) is True
        assert (foreign == t) is False
    with pytest.raises(TypeError):
        x < foreign  # noqa: B015


def test_bitvector_operators_follow_z3py():
    n7, two = BV(-7, 8), BV(2, 8)
    assert n7 / two == BV(-3, 8)  # bvsdiv truncates
    assert n7 % two == BV(1, 8)  # bvsmod: the sign of the divisor, as z3py's %
    assert ops.srem(n7, two) == BV(-1, 8)
    assert (u8 % v8).op == "bvsmod" and (u8 / v8).op == "bvsdiv" and (u8 >> v8).op == "bvashr"
    assert (u8 < v8).op == "bvslt" and ops.ult(u8, v8).op == "bvult"
    assert substitute(u8 + 255, {u8: BV(1, 8)}) == BV(0, 8)
    assert (u8 + 256) is u8
    with pytest.raises(TypeError, match="//"):
        u8 // v8


@pytest.mark.parametrize("op", ["+", "-", "*", "&", "|", "^", "<<", ">>", "/", "%", "<", "<=",
                                "==", "!="])
@pytest.mark.parametrize("value", [-300, -7, -1, 0, 3, 255, 256, 1000])
def test_a_symbolic_int_meets_a_bitvector_as_a_concrete_int_does(op, value):
    """A concrete BV reads a plain int modulo 2**width; a symbolic int follows the same
    rule (through int2bv), so the symbolic run of `bv op n` agrees with the concrete one
    (it used to raise TypeError only when n was symbolic)."""
    for lhs, rhs in ((u8, x), (x, u8)):
        term = eval(f"lhs {op} rhs", {"lhs": lhs, "rhs": rhs})
        for bv in (BV(0, 8), BV(5, 8), BV(200, 8)):
            env = {"lhs": bv if lhs is u8 else value, "rhs": bv if rhs is u8 else value}
            expected = eval(f"lhs {op} rhs", env)
            assert substitute(term, {u8: bv, x: value}) == expected, (op, value, bv)


def test_shifts_on_ints_are_python_shifts():
    assert substitute(x << 3, {x: -5}) == -5 << 3
    assert substitute(x >> 2, {x: -5}) == -5 >> 2
    with pytest.raises(ValueError):
        x << -1
    with pytest.raises(TypeError):
        p << 1
    assert substitute(1 << (ite(b, 2, 3)), {b: True}) == 4


def test_unary_and_power():
    assert substitute(abs(x), {x: -4}) == 4 and substitute(abs(p), {p: F(-1, 2)}) == F(1, 2)
    check_well_sorted(abs(p))
    assert substitute(x**3, {x: -2}) == -8 and x**0 == 1 and p**0 == F(1)
    with pytest.raises(UnsupportedConstruct, match="exponent"):
        x**y  # no bound on y is proven outside a query
    assert substitute(-u8, {u8: BV(1, 8)}) == BV(255, 8)
    assert substitute(~u8, {u8: BV(0, 8)}) == BV(255, 8)


def test_arrays_and_functions_through_operators():
    arr = constant("arr", Array(INT, BitVec(8)))
    f = constant("f", Function(INT, BOOL, INT))
    assert arr[x].sort is BitVec(8)
    assert f(x, True).sort is INT
    assert f(1, b).args[1] == 1
    with pytest.raises(TypeError):
        f(x)
    with pytest.raises(TypeError):
        x[1]
    with pytest.raises(TypeError):
        iter(x)


def test_ite_and_terms_in_containers():
    t = ite(b, x, y)
    assert {t: 1}[t] == 1 and t in {t}
    assert isinstance(t, Term) and hash(t) == t.tid


@given(st.integers(-50, 50), st.integers(-50, 50).filter(lambda n: n != 0))
def test_floor_identity_on_random_ints(n, d):
    env = {x: n, y: d}
    assert substitute((x // y) * y + x % y, env) == n
    assert substitute(x // y, env) == n // d
