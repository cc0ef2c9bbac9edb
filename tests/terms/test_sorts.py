"""Sorts are interned (compare with `is`), validated, and survive pickling as themselves."""

import pickle
from fractions import Fraction

import pytest

from stamen.errors import InvalidArgument
from stamen.terms.bv import BV
from stamen.terms.sorts import (
    BOOL,
    FLOAT64,
    INT,
    REAL,
    STRING,
    Array,
    ArraySort,
    BitVec,
    BitVecSort,
    Function,
    FunctionSort,
    as_sort,
    is_bv_sort,
)


def test_sorts_are_interned():
    assert BitVec(8) is BitVec(8) is BitVecSort(8)
    assert Array(int, bool) is Array(INT, BOOL) is ArraySort(INT, BOOL)
    assert Function(int, int, bool) is Function(INT, INT, BOOL)
    assert Function(int, bool) is not Function(bool, int)
    assert Array(BitVec(32), BitVec(8)) is Array(BitVec(32), BitVec(8))


@pytest.mark.parametrize("named, sort", [
    (bool, BOOL), (int, INT), (Fraction, REAL),
    ("bool", BOOL), ("int", INT), ("real", REAL), (BitVec(4), BitVec(4)),
    (str, STRING), ("string", STRING),
])
def test_as_sort(named, sort):
    assert as_sort(named) is sort


@pytest.mark.parametrize("bad", [5, "float", [], None, bytes])
def test_as_sort_rejects_non_types(bad):
    with pytest.raises(InvalidArgument, match="expected a stamen type"):
        as_sort(bad)


def test_float_names_ieee_binary64_not_the_reals():
    """Python's float is IEEE binary64 (FLOAT64), never an exact rational (REAL)."""
    assert as_sort(float) is FLOAT64 and as_sort(float) is not as_sort("real")


@pytest.mark.parametrize("width", [0, -1, 1.0, True, "8", None])
def test_bitvector_widths_are_positive_ints(width):
    BitVec(1)  # interned first, so a width equal to 1 cannot find it by accident
    with pytest.raises(InvalidArgument, match="positive int width"):
        BitVec(width)


def test_function_needs_domain_and_range():
    with pytest.raises(InvalidArgument, match="domain sorts and a range sort"):
        Function(int)


def test_names():
    assert repr(BitVec(8)) == "BitVec(8)"
    assert repr(Array(int, BitVec(8))) == "Array(int, BitVec(8))"
    assert repr(Function(int, bool, REAL)) == "Function(int, bool, real)"
    assert (BOOL.name, INT.name, REAL.name) == ("bool", "int", "real")


def test_bitvector_sort_builds_values():
    B8 = BitVec(8)
    assert B8(300) == BV(44, 8) and B8(-1).value == 255
    assert B8(BV(3, 4)) == BV(3, 8)
    assert B8.width == 8 and B8.mask == 255
    for bad in (True, 1.5, "1"):
        with pytest.raises(InvalidArgument):
            B8(bad)


def test_is_bv_sort():
    assert is_bv_sort(BitVec(3)) and not is_bv_sort(INT) and not is_bv_sort(Array(int, int))


@pytest.mark.parametrize("sort", [
    BOOL, INT, REAL, BitVec(7), Array(int, BitVec(8)), Function(int, bool, int),
    Array(BitVec(4), Array(int, bool)),
])
def test_pickling_keeps_interning(sort):
    assert pickle.loads(pickle.dumps(sort)) is sort


def test_sort_kinds():
    assert isinstance(Array(int, int), ArraySort)
    assert isinstance(Function(int, int), FunctionSort)
    assert Function(int, bool).domain == (INT,) and Function(int, bool).range is BOOL
    assert Array(int, bool).key is INT and Array(int, bool).value is BOOL
