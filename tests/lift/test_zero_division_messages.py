"""A zero divisor fails the path with Python 3.11's own ZeroDivisionError message for each
operator, under every strategy (and a lifted `except` sees the same message)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import stamen
from stamen import assume, lifted

from .agreement import MERGES, agree, x


@lifted
def floordiv(v):
    return 12 // v


@lifted
def mod(v):
    return 12 % v


@lifted
def divmod_(v):
    return divmod(12, v)


@lifted
def fraction_div(v):
    return Fraction(v - 1) / v


@lifted
def caught(v):
    try:
        return 12 % v
    except ZeroDivisionError as e:
        return str(e)


CASES = [floordiv, mod, divmod_, fraction_div]


def python_message(fn, v) -> str:
    try:
        fn.__wrapped__(v)
    except ZeroDivisionError as e:
        return str(e)
    raise AssertionError("no ZeroDivisionError")


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("fn", CASES)
def test_the_failure_is_pythons_message(fn, merge):
    def thunk():
        assume(x == 0)
        return fn(x)

    cex = stamen.verify(thunk, merge=merge)
    assert cex.sat and cex[x] == 0
    assert cex.failure.message == f"ZeroDivisionError: {python_message(fn, 0)}"


@pytest.mark.parametrize("fn", [*CASES, caught])
def test_agrees_with_python_around_zero(fn):
    agree(fn, domain=range(-1, 2))
