"""pyops' arithmetic encodings of Python builtins agree with Python on every value: range
membership and length (by substitution), sequence indices of every sort."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stamen.lift.builtins import range_length
from stamen.terms.bitvec import int2bv
from stamen.terms.sorts import BOOL, INT, REAL, BitVec
from stamen.terms.term import constant
from stamen.terms.traverse import substitute
from stamen.vm.python.pyops import as_index, range_contains

a, b, s, i = (constant(f"po_{n}", INT) for n in "absi")
small = st.integers(-9, 9)
steps = small.filter(bool)


@given(start=small, stop=small, step=steps, item=small)
def test_range_membership_and_length_are_pythons(start, stop, step, item):
    env = {a: start, b: stop, s: step, i: item}
    r = range(start, stop, step)
    assert substitute(range_contains(a, b, s, i), env) is (item in r)
    assert substitute(range_contains(start, stop, step, i), env) is (item in r)
    assert substitute(range_length(a, b, s), env) == len(r)
    assert substitute(range_length(a, b, step), env) == len(r)


@given(numerator=small, start=small, stop=small)
def test_a_real_is_in_a_range_when_it_is_an_integral_member(numerator, start, stop):
    p = constant("po_p", REAL)
    value = Fraction(numerator, 2)
    result = substitute(range_contains(start, stop, 1, p), {p: value})
    assert result is (value in range(start, stop))


def test_indices_are_read_as_python_reads_them():
    flag = constant("po_flag", BOOL)
    assert substitute(as_index(flag), {flag: True}) == 1
    word = constant("po_w", BitVec(8))
    assert substitute(as_index(word), {word: int2bv(8, -1)}) == 255  # BV.__index__: unsigned
    assert as_index(i) is i and as_index(True) == 1
    with pytest.raises(TypeError):
        as_index(constant("po_r", REAL))
    with pytest.raises(TypeError):
        as_index(Fraction(1))
