"""Calling an Enum class on a symbolic value (`lift/enums.py`): the member whose value
equals it, per path, and Python's ValueError (with its message) where none does."""

from __future__ import annotations

import enum

import pytest

import stamen
from stamen import UnsupportedConstruct, assert_, lifted

from .pinned import check_pinned


class Op(enum.Enum):
    PUSH = 1
    POP = 2
    ADD = 3
    PLUS = 3  # an alias: the lookup gives the canonical member


class Level(enum.IntEnum):
    LOW = 0
    HIGH = 5


class Perm(enum.Flag):
    R = 4
    W = 2


def decode(x, y):
    try:
        op = Op(x)
        name = op.name
    except ValueError as e:
        name = str(e)
    level = Level(5 if y > 0 else 0)
    return name, level.name, level + y, Op(abs(x) % 3 + 1) is Op.ADD


def test_an_enum_called_on_a_symbolic_value_is_the_member_with_that_value():
    # was refused (UnliftedBranchError in EnumType.__call__'s comparisons), or, outside a
    # `try`, Python's ValueError naming the term as if the value were invalid
    check_pinned(decode, lifted(decode), [int, int],
                 [(a, b) for a in (-1, 0, 1, 3, 4) for b in (0, 1)])


def test_a_flag_called_on_a_symbolic_value_is_refused():
    @lifted
    def f(x):
        return Perm(x).value

    x = stamen.fresh(int)
    with pytest.raises(UnsupportedConstruct, match="Perm"):
        stamen.verify(lambda: assert_(f(x) >= 0))



def _mode_flags():
    """A new Flag class and a program combining its members: Flag caches each combination
    it makes, so each test needs a class whose cache is empty."""

    class Mode(enum.Flag):
        R = 4
        W = 2
        X = 1

    def flags(x, y):
        mode = Mode.R
        if x > 0:
            mode |= Mode.W
        if y > 0:
            mode = mode | Mode.X
        return mode.value, Mode.W in mode, mode is (Mode.R | Mode.W)

    return flags


def test_flags_combined_under_a_symbolic_branch_agree_with_python():
    # was refused: Flag records each combination it makes in its class's value cache,
    # which the branch's snapshot took for the program's state
    x, y = stamen.fresh(int), stamen.fresh(int)
    for merge in ("types", "logic", "none"):
        f = lifted(_mode_flags())
        sol = stamen.solve(lambda f=f: assert_(f(x, y)[0] == 7), merge=merge)
        assert sol.sat and sol.evaluate(x) > 0 and sol.evaluate(y) > 0
        cex = stamen.verify(lambda f=f: assert_(f(x, y)[2] == (x > 0 and y <= 0)),
                            merge=merge)
        assert cex.unsat
    flags = _mode_flags()
    check_pinned(flags, lifted(flags), [int, int],
                 [(a, b) for a in (-1, 1) for b in (0, 2)])
