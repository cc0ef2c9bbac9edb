"""The encodings of Python's int bit operations and powers (`terms.intbits`) give Python's
value for every input, by substitution and by z3 (the oracle), and refuse what they
cannot bound."""

from __future__ import annotations

from contextlib import contextmanager
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stamen.errors import UnsupportedConstruct
from stamen.terms import intbits
from stamen.terms.sorts import INT, REAL
from stamen.terms.term import constant
from stamen.terms.traverse import substitute

from .z3_oracle import z3_evaluate

x, y = constant("ib_x", INT), constant("ib_y", INT)
ints = st.one_of(st.integers(-40, 40), st.integers(-(2**70), 2**70))


@contextmanager
def pinned(env):
    """Stands in for the VM's prover on a path where the constants have the values `env`:
    a condition is proven when it holds there."""
    previous = intbits._prover
    intbits.set_path_prover(lambda condition: substitute(condition, env) is True)
    try:
        yield
    finally:
        intbits.set_path_prover(previous)


@pytest.fixture
def prove_nothing():
    previous = intbits._prover
    intbits.set_path_prover(lambda condition: False)
    yield
    intbits.set_path_prover(previous)


def agrees(term, env, expected) -> None:
    assert substitute(term, env) == expected
    assert z3_evaluate(term, env) == expected


@given(a=ints, c=ints)
def test_bitwise_with_a_literal_is_exact(a, c):
    env = {x: a}
    agrees(intbits.bit_and(x, c), env, a & c)
    agrees(intbits.bit_and(c, x), env, c & a)
    agrees(intbits.bit_or(x, c), env, a | c)
    agrees(intbits.bit_xor(c, x), env, c ^ a)


@given(a=st.integers(-(2**40), 2**40), b=st.integers(-(2**40), 2**40))
def test_bitwise_on_two_terms_within_a_proven_width(a, b):
    env = {x: a, y: b}
    with pinned(env):
        agrees(intbits.bit_and(x, y), env, a & b)
        agrees(intbits.bit_or(x, y), env, a | b)
        agrees(intbits.bit_xor(x, y), env, a ^ b)


@given(a=ints, k=st.integers(0, 64))
def test_shifts_by_a_symbolic_count(a, k):
    env = {x: a, y: k}
    with pinned(env):
        agrees(intbits.shift_left(x, y), env, a << k)
        agrees(intbits.shift_right(x, y), env, a >> k)
    agrees(intbits.shift_right(a, y), env, a >> k)  # a literal: no bound needed


@given(a=st.integers(-5, 5), k=st.integers(0, 9), m=st.integers(-7, 7).filter(bool))
def test_powers_by_a_symbolic_exponent(a, k, m):
    env = {x: a, y: k}
    with pinned(env):
        agrees(intbits.power(x, y, INT), env, a**k)
        agrees(intbits.power(a, y, INT), env, a**k)
        agrees(intbits.modular_power(x, y, m), env, pow(a, k, m))
        agrees(intbits.modular_power(a, y, m), env, pow(a, k, m))


@given(a=st.integers(-4, 4).map(lambda n: Fraction(n, 2)), k=st.integers(-6, 6))
def test_real_powers_by_a_symbolic_exponent(a, k):
    p = constant("ib_p", REAL)
    env = {p: a, y: k}
    if a == 0 and k < 0:
        return  # the path fails: `_nonzero_for_negative` requires it away
    with pinned(env):
        agrees(intbits.power(p, y, REAL), env, a**k)


@given(a=st.one_of(st.integers(-70, 70), st.integers(-(2**127), 2**127)))
def test_bit_length_and_bit_count_within_a_proven_width(a):
    env = {x: a}
    with pinned(env):  # a small |x| takes the case split, a large one the width
        agrees(intbits.bit_length(x), env, a.bit_length())
        agrees(intbits.bit_count(x), env, a.bit_count())


def test_what_cannot_be_bounded_is_refused(prove_nothing):
    for build in (lambda: intbits.bit_and(x, y), lambda: intbits.shift_left(x, y),
                  lambda: intbits.bit_length(x), lambda: intbits.bit_count(x),
                  lambda: intbits.power(x, y, INT), lambda: intbits.power(2, y, INT)):
        with pytest.raises(UnsupportedConstruct):
            build()


def test_an_exponent_of_literal_cases_needs_no_proof(prove_nothing):
    # a loop's counter after a merge is an ite of literals: each is its own case (the
    # capped proof of k >= 0 gave up on the conditions around them: `2 ** k` was refused)
    from stamen.terms.arith import lt
    from stamen.terms.boolean import ite

    k = ite(lt(x, 0), 0, ite(lt(x, 5), 2, 4))
    for v in (-3, 1, 7):
        agrees(intbits.power(3, k, INT), {x: v}, 3 ** (0 if v < 0 else 2 if v < 5 else 4))
    with pytest.raises(UnsupportedConstruct, match="may be negative"):
        intbits.power(3, ite(lt(x, 0), -1, 2), INT)
