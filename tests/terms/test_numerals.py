"""Decimal numerals of any size round-trip exactly, past Python's 4300-digit limit, and
literals print without decimal conversion of huge numbers."""

from __future__ import annotations

import random
import sys
from fractions import Fraction

from stamen.terms.bv import BV
from stamen.terms.numerals import decimal_int, decimal_str
from stamen.terms.printing import literal_str


def _unlimited_str(n: int) -> str:
    previous = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return str(n)
    finally:
        sys.set_int_max_str_digits(previous)


def test_numerals_round_trip_past_the_limit():
    rng = random.Random(7)
    for digits in (0, 1, 5, 1199, 1200, 1233, 1234, 4300, 4301, 5000, 13000):
        for n in (10**digits, 10**digits - 1, 3**digits, rng.randrange(10 ** (digits + 1))):
            for value in (n, -n):
                text = _unlimited_str(value)
                assert decimal_str(value) == text
                assert decimal_int(text) == value
    assert decimal_int("+42") == 42 and decimal_int(" -7 ") == -7


def test_literals_of_huge_numbers_print_in_hex():
    huge = 10**5000
    assert literal_str(huge).startswith("0x")
    assert literal_str(Fraction(huge, 3)).endswith("/3")
    assert literal_str(BV(huge, 20000)).startswith("BV20000(0x")
    assert literal_str(12) == "12" and literal_str(Fraction(1, 3)) == "1/3"
    assert literal_str(BV(255, 8)) == "BV8(-1)"
