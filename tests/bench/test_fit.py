"""Least-squares fits used by the ifc-scaling report."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stamen.bench.fit import fit_polynomial, fit_power

coefficient = st.integers(-50, 50).map(float)


@given(coefficient, coefficient, coefficient)
def test_polynomial_fit_recovers_an_exact_quadratic(c0, c1, c2):
    xs = [float(x) for x in range(1, 12)]
    fit = fit_polynomial(xs, [c0 + c1 * x + c2 * x * x for x in xs], 2)
    assert fit.coefficients == pytest.approx((c0, c1, c2), abs=1e-6)
    assert fit.r2 == pytest.approx(1.0) or (c1 == c2 == 0)


def test_power_fit_recovers_the_exponent():
    xs = [1.0, 2.0, 4.0, 8.0, 16.0]
    fit = fit_power(xs, [3 * x ** 2.5 for x in xs])
    a, b = fit.coefficients
    assert a == pytest.approx(3) and b == pytest.approx(2.5)
    assert fit(10) == pytest.approx(3 * 10 ** 2.5)
    assert "x^2.500" in str(fit)


def test_too_few_points_is_an_error():
    with pytest.raises(ValueError, match="more than 2 points"):
        fit_polynomial([1.0, 2.0], [1.0, 4.0], 2)


def test_polynomial_prints_highest_power_first():
    text = str(fit_polynomial([0.0, 1.0, 2.0, 3.0], [1.0, 2.0, 5.0, 10.0], 2))
    assert text.startswith("y = 1·x^2 ")
