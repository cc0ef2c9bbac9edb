"""A module's C function called from lifted code (`math.gcd`, `operator.add`) on a union or
on a term known to be one of a few literals computes Python's value on each path; on any
other symbolic value it is refused at the user's line, never a failure of the path."""

from __future__ import annotations

import math
import operator

import pytest

import stamen
from stamen import lifted
from stamen.errors import UnsupportedConstruct

from .agreement import MERGES, agree, x


@lifted
def gcd_of_a_merged_int(v):
    u = 4 if v > 0 else 6
    return math.gcd(u, 3)


@lifted
def gcd_of_a_union(v):
    u = 4 if v > 0 else "four"  # a TypeError where v <= 0, as in Python
    return math.gcd(u, 3)


@lifted
def comb_of_a_merged_int(v):
    u = 2 if v > 1 else 3
    return math.comb(5, u)


@lifted
def operator_function(v):
    u = v if v > 0 else "s"
    return operator.mul(u, 2)


@pytest.mark.parametrize("fn", [gcd_of_a_merged_int, gcd_of_a_union, comb_of_a_merged_int,
                                operator_function])
def test_c_functions_compute_pythons_value_on_each_path(fn):
    agree(fn, domain=range(-1, 3))


@lifted
def gcd_of_a_symbolic_int(v):
    return math.gcd(v, 2)


@pytest.mark.parametrize("merge", MERGES)
def test_a_c_function_that_needs_the_value_is_refused_at_the_users_line(merge):
    for query in (stamen.verify, stamen.solve):
        with pytest.raises(UnsupportedConstruct, match=r"test_native_calls.py:\d+: math.gcd"):
            query(lambda: gcd_of_a_symbolic_int(x), merge=merge)
