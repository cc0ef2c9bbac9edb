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


# --- the callee is evaluated before the arguments, as Python does ----------------------

@lifted
def callee_logged_first(x):
    log = []

    def pick():
        log.append("callee")
        return max

    def args():
        log.append("args")
        return [x, 1]

    return pick()(*args()), log


@lifted
def callee_raises_first(x):
    fns = {1: abs}
    try:
        return fns[x](*[10 // x])  # at 0: Python's KeyError, not the argument's error
    except KeyError:
        return -1
    except ZeroDivisionError:
        return -2


@lifted
class Logged:
    def __init__(self):
        self.items = []
        self.log = []

    def me(self):
        self.log.append("callee")
        return self.items


@lifted
def method_object_first(x):
    a = Logged()

    def args():
        a.log.append("args")
        return [x, x + 1] if x > 0 else [x]

    a.me().extend(*[args()])
    return a.items, a.log


@pytest.mark.parametrize("fn", [callee_logged_first, callee_raises_first,
                                method_object_first])
@pytest.mark.parametrize("v", [0, 2])
def test_the_callee_is_evaluated_before_the_arguments(fn, v):
    x = stamen.symbolic("x", int)
    want = fn.__wrapped__(v)
    assert stamen.verify(lambda: (stamen.assume(x == v),
                                  stamen.assert_(fn(x) == want))).unsat
