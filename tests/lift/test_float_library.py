"""The float library a Python user reaches for, on symbolic floats: `x.is_integer()`,
`math.isclose` (CPython's steps, checked against Python's own on special and random
pairs by evaluating the encoding), and clear refusals at the user's line for
`math.fsum` and the float methods stamen does not encode (`x.hex()`)."""

from __future__ import annotations

import math
import random
import struct

import pytest

import stamen as st
from stamen.terms import pyfloat
from stamen.terms.sorts import FLOAT64
from stamen.terms.term import constant
from stamen.terms.traverse import substitute

SPECIAL = (0.0, -0.0, 1.0, -1.5, 0.1, 0.30000000000000004, 0.3, 2.5, 1e308, 5e-324, 1e-300,
           -2.2250738585072014e-308, math.inf, -math.inf, math.nan, 2.0**53, 1e16 + 2)
X, Y = constant("lib_x", FLOAT64), constant("lib_y", FLOAT64)


def _random_floats(n: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        kind = rng.randrange(3)
        if kind == 0:
            out.append(rng.uniform(-10, 10))
        elif kind == 1:
            out.append(float(rng.randrange(-40, 40)) / 8)
        else:
            out.append(struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0])
    return out


VALUES = [*SPECIAL, *_random_floats(60, 11)]


def test_is_integer_is_pythons_on_every_value():
    term = pyfloat.is_integer(X)
    for a in VALUES:
        assert substitute(term, {X: a}) is a.is_integer(), a


@pytest.mark.parametrize("tolerances", [{}, {"rel_tol": 0.1}, {"abs_tol": 1e-9},
                                        {"rel_tol": 0.0, "abs_tol": 0.5}])
def test_isclose_is_pythons_on_every_pair(tolerances):
    term = pyfloat.isclose(X, Y, **tolerances)
    rng = random.Random(5)
    pairs = [(a, b) for a in SPECIAL for b in SPECIAL]
    pairs += [(a, a + rng.choice((0.0, 1e-12, 1e-3, 0.05))) for a in VALUES]
    pairs += [(rng.choice(VALUES), rng.choice(VALUES)) for _ in range(200)]
    for a, b in pairs:
        assert substitute(term, {X: a, Y: b}) is math.isclose(a, b, **tolerances), (a, b)


def test_isclose_refuses_what_python_refuses():
    with pytest.raises(ValueError, match="non-negative"):
        pyfloat.isclose(X, 1.0, rel_tol=-1.0)


@st.lifted
def _library(x, n):
    return x.is_integer(), math.isclose(x, n, rel_tol=0.25), math.isclose(x, 0.5)


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_lifted_library_calls_give_pythons_values(merge):
    x, n = st.fresh(float), st.fresh(int)
    for a, k in [(3.0, 3), (0.5, 0), (math.inf, 1), (math.nan, 2), (2.4, 2)]:
        box = []

        def body(a=a, k=k, box=box):
            st.assume(st.ite(x != x, a != a, x == a) if a == a else x != x)
            st.assume(n == k)
            box.append(_library(x, n))
        sol = st.solve(body, merge=merge, timeout=60)
        assert sol.sat
        assert sol.evaluate(box[0]) == _library.__wrapped__(a, k), (a, k)


@st.lifted
def _fsum(x):
    return math.fsum([x, 0.1])


@st.lifted
def _hex(x):
    return x.hex()


@pytest.mark.parametrize("program", [_fsum, _hex])
def test_unencoded_float_functions_are_refused_at_the_users_line(program):
    x = st.fresh(float)
    line = program.__wrapped__.__code__.co_firstlineno + 2  # decorator, def, the body
    with pytest.raises(st.UnsupportedConstruct, match=f"test_float_library.py:{line}"):
        st.solve(lambda: program(x))


def test_round_to_no_digits_is_pythons_bit_for_bit():
    from stamen.terms.floats import bits_of

    term = round(X, 0)
    halves = [k / 2 for k in range(-9, 10)] + [-0.4, -0.5, 0.49999999999999994, 2.0**52 + 1,
                                                4503599627370495.5, -4503599627370495.5]
    for a in [*VALUES, *halves]:
        want = round(a, 0)
        got = substitute(term, {X: a})
        assert got != got if want != want else bits_of(got) == bits_of(want), (a, got, want)


def test_round_with_digits_stays_refused():
    with pytest.raises(st.UnsupportedConstruct, match="ndigits"):
        round(X, 1)
