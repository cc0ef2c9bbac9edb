"""A symbolic number meeting `decimal.Decimal` and `complex`: compared as Python compares
them (a Decimal exactly, a complex by `==` on its real part), arithmetic refused at the
user's line, never Python's TypeError naming `Term` nor "unequal" on every path."""

from __future__ import annotations

import decimal
from decimal import Decimal
from fractions import Fraction

import pytest

import stamen as st
from stamen import lifted

x = st.symbolic("fr_x", int)
r = st.symbolic("fr_r", st.Real)


@lifted
def comparisons(a):
    return (a > Decimal("1.5"), a == Decimal(2), Decimal(2) == a, a != Decimal("2.0"),
            Decimal("-0.5") < a, a <= Decimal("Infinity"), a > Decimal("-Infinity"),
            a == 2 + 0j, 2 + 0j == a, a == 2 + 1j, a != 1j, a == Decimal("NaN"))


@pytest.mark.parametrize("a", [-1, 1, 2, 3])
def test_a_symbolic_int_compares_with_decimal_and_complex_as_python(a):
    value = st.evaluate_with_stats(lambda: comparisons(x))[0]
    sol = st.solve(lambda: st.assert_(x == a))
    assert sol.evaluate(value) == comparisons.__wrapped__(a)


def test_a_symbolic_real_compares_with_a_decimal_exactly():
    sol = st.solve(lambda: (st.assume(r * 2 == 1),
                            st.assert_((r == Decimal("0.5")) & (r < Decimal("0.51")))))
    assert sol.sat and sol.evaluate(r) == Fraction(1, 2)


def test_ordering_against_a_decimal_nan_raises_pythons_invalid_operation():
    @lifted
    def order(a):
        try:
            return a < Decimal("NaN")
        except decimal.InvalidOperation:
            return "invalid"

    assert st.verify(lambda: st.assert_(order(x) == "invalid")).unsat


def test_ordering_against_a_complex_is_pythons_type_error_naming_int():
    with pytest.raises(TypeError, match="'int' and 'complex'"):
        st.solve(lambda: st.assert_(x < 1j))


@pytest.mark.parametrize("make", [lambda: x + Decimal(1), lambda: Decimal(1) * x,
                                  lambda: x - 2j, lambda: 1j * x, lambda: x ** Decimal(2)])
def test_arithmetic_with_a_decimal_or_complex_is_refused_at_the_users_line(make):
    with pytest.raises(st.UnsupportedConstruct, match=r"test_foreign\.py:\d+: `.*` of a "
                                                      r"symbolic int and a (decimal|complex)"):
        st.solve(lambda: st.assert_(make() != 0))


def test_complex_of_a_symbolic_value_in_lifted_code_is_refused_without_blaming_lifting():
    @lifted
    def to_complex(a):
        return complex(a, 1).real

    with pytest.raises(st.UnsupportedConstruct) as info:
        st.solve(lambda: st.assert_(to_complex(x) > 0))
    assert "complex()" in str(info.value) and "outside lifted code" not in str(info.value)
