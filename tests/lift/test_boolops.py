"""`and`/`or`/`not` with Python's value semantics and short-circuiting, chained comparisons,
`in`, `is`, and `==` on containers."""

from __future__ import annotations

import runpy
from dataclasses import dataclass

import pytest

import stamen
from stamen import assert_, lifted
from stamen.errors import StamenWarning

x = stamen.symbolic("x", int)
y = stamen.symbolic("y", int)


def value_at(value, **inputs):
    sol = stamen.solve(lambda: assert_(stamen.and_(
        *(stamen.symbolic(k, int) == v for k, v in inputs.items()))))
    assert sol.sat, inputs
    return sol.evaluate(value)


@lifted
def guarded_quotient(a, b):
    return b != 0 and a // b > 1


def test_and_short_circuits_so_the_right_side_runs_only_under_its_guard():
    # Nothing fails (no division by zero); the boolean itself is not checked, and the
    # query says so.
    with pytest.warns(StamenWarning, match="asserted nothing"):
        assert stamen.verify(lambda: guarded_quotient(x, y)).unsat
    value, _ = stamen.evaluate_with_stats(lambda: guarded_quotient(x, y))
    assert value_at(value, x=5, y=0) is False
    assert value_at(value, x=5, y=2) is True


@lifted
def values_of_boolops(a, b):
    return (a and b), (a or b), (not a), (a > 0 and "pos"), (a > 0 or "nonpos")


def test_and_or_return_an_operand_as_python_does():
    value, _ = stamen.evaluate_with_stats(lambda: values_of_boolops(x, y))
    for a, b in ((0, 5), (3, 0), (2, 7), (-1, 0)):
        assert value_at(value, x=a, y=b) == values_of_boolops.__wrapped__(a, b)


def test_concrete_operands_are_plain_python():
    assert values_of_boolops(0, 5) == (0, 5, True, False, "nonpos")
    assert values_of_boolops(2, 3) == (3, 2, False, "pos", True)


@lifted
def in_range(a, lo, hi):
    return lo <= a < hi


@lifted
def chain_calls(a):
    calls = []

    def middle():
        calls.append(1)
        return a

    return 0 < middle() < 10, len(calls)


def test_chained_comparisons_evaluate_each_operand_once():
    value, _ = stamen.evaluate_with_stats(lambda: chain_calls(x))
    assert value_at(value, x=5) == (True, 1) and value_at(value, x=50) == (False, 1)
    assert stamen.verify(lambda: assert_(stamen.implies(in_range(x, 0, 3), x * x < 9))).unsat


@dataclass
class Pair:
    a: object
    b: object


@lifted
def comparisons(a, b):
    return ([a, 1] == [b, 1], (a,) == (b,), {"k": a} == {"k": b}, Pair(a, 1) == Pair(b, 1),
            [a] != [b], a in [1, 2, 3], a not in (b, 5), "k" in {"k": a}, [a] == (a,),
            [a, 1] == [a])


def test_equality_on_containers_and_membership():
    value, _ = stamen.evaluate_with_stats(lambda: comparisons(x, y))
    for a, b in ((1, 1), (2, 3), (5, 7)):
        assert value_at(value, x=a, y=b) == comparisons.__wrapped__(a, b)


@lifted
def identity(a):
    v = None if a > 0 else "s"
    return v is None, v is not None


def test_is_on_a_union_gives_the_guard_of_that_member():
    value, _ = stamen.evaluate_with_stats(lambda: identity(x))
    assert value_at(value, x=1) == (True, False) and value_at(value, x=-1) == (False, True)


@lifted
def not_of_values(a):
    return not [a], not [], not (a - a), not a


def test_not_follows_python_truthiness():
    value, _ = stamen.evaluate_with_stats(lambda: not_of_values(x))
    assert value_at(value, x=0) == (False, True, True, True)
    assert value_at(value, x=4) == (False, True, True, False)


_WALRUS_IN_THUNKS = {
    "and": "def f(x):\n    n = 0\n    if x > 0 and (n := x * 2) > 2:\n        return n\n"
           "    return n\n",
    "or": "def f(x):\n    k = -9\n    r = x > 1 or (k := x)\n    return r, k\n",
    "ifexp": "def f(x):\n    n = 0\n    v = 1 if x > 0 else (n := x - 1)\n    return v, n\n",
    "chain": "def f(x):\n    n = 0\n    r = 0 < x < (n := 2)\n    return r, n\n",
    "while": ("def f(x):\n    n = x\n    while (n := n - 1) > 0:\n        pass\n    else:\n"
              "        n = -n\n    return n\n"),  # without `else`: desugared, supported
}


@pytest.mark.parametrize("kind", sorted(_WALRUS_IN_THUNKS))
def test_a_walrus_in_an_operand_evaluated_lazily_is_refused_at_its_line(kind, tmp_path):
    """Regression: the lazily evaluated operand runs in a lambda, where `n := ...` bound n
    in the lambda: the function went on with the old n (a wrong answer), or a `while` test
    raised UnboundLocalError."""
    path = tmp_path / f"walrus_{kind}.py"
    path.write_text(_WALRUS_IN_THUNKS[kind])
    namespace = runpy.run_path(str(path))
    with pytest.raises(stamen.UnsupportedConstruct, match=rf"walrus_{kind}.py:\d+:\d+: an "
                                                         r"assignment expression \(`\w := "):
        lifted(namespace["f"])
