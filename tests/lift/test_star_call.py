"""`f(a, *xs, b)` in lifted code where `xs` has a symbolic length or is a union of tuples
of different lengths: one call per possible number of arguments, merged, as Python calls
once with the path's arguments (native unpacking cannot spread a symbolic length)."""

from __future__ import annotations

import itertools

import pytest

import stamen
from stamen import lifted


def add3(a, b=10, c=100):
    return a + b + c


@lifted
def collect(*args):
    return len(args), args


class Base:
    def __init__(self, *parts):
        self.parts = parts


@lifted
class Child(Base):
    def __init__(self, *parts):
        super().__init__(*parts)  # left to Python: a lambda around super() would break it


@lifted
def spreads(n, i):
    xs = [i, 3, -2][:n]
    pairs = [(i, 1), (n, 2), (0, 3)][:n]
    t = (n, i) if n > i else (i,)
    try:
        r3 = add3(*xs)
    except TypeError:
        r3 = "type error"
    return (list(zip(*pairs)), max(*xs, 0, -5), r3, add3(*t, c=1), collect(*xs, *t),  # noqa: B905
            Child(*t).parts)


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_a_starred_argument_of_symbolic_length_is_pythons(merge):
    n, i = stamen.symbolic("sc_n", int), stamen.symbolic("sc_i", int)

    def body():
        stamen.assume((0 <= n) & (n <= 3) & (-1 <= i) & (i <= 2))
        return spreads(n, i)

    value, _ = stamen.evaluate_with_stats(body, merge=merge)
    for a, b in itertools.product((0, 1, 3), (-1, 2)):
        sol = stamen.solve(lambda a=a, b=b: stamen.assume((n == a) & (i == b)), merge=merge)
        assert sol.evaluate(value) == spreads.__wrapped__(a, b), (a, b)
