"""Python's exceptions of the operations stamen performs natively for the program (on
concrete values: a builtin's ValueError, a missing key, an index out of range, a bad
operand type, ...) are the program's: the failure of the paths where they are raised,
under every strategy, never an InternalError (see stamen.boundary)."""

from __future__ import annotations

import pytest

import stamen
from stamen import lifted

MERGES = ("types", "none", "logic")
x = stamen.symbolic("ne_x", int)


class Empty:
    """A user class with no attributes and no dunders."""


def delete(d):
    del d["m"]


def assign(xs):
    xs[9] = 1


def unpack(pairs):
    for _a, _b in pairs:
        pass


CASES = [
    'chr',
    'abs',
    'sum',
    'dict pop',
    'del',
    'dict read',
    'index',
    'len',
    'in',
    'int',
    'getattr',
    'round',
    'pow',
    'sorted',
    'min',
    'iter',
    'zip strict',
    'dict',
    'set',
    'hash',
    'str method',
    'range',
    'float',
    'enumerate',
    'attribute',
    'setitem',
    'unpack',
    'f-string',
    'format',
    'str.join',
    'list.index',
    'list.remove',
    'tuple index',
    'str * str',
    'unary -',
    'compare',
    'divmod',
    'user dunder',
]


@lifted
def raises(v, case):
    d = {}
    if v > 0:
        if case == 0:  # chr
            return chr(-1)
        if case == 1:  # abs
            return abs("a")
        if case == 2:  # sum
            return sum(["a"])
        if case == 3:  # dict pop
            return d.pop("m")
        if case == 4:  # del
            return delete(d)
        if case == 5:  # dict read
            return d["m"]
        if case == 6:  # index
            return [1][5]
        if case == 7:  # len
            return len(5)
        if case == 8:  # in
            return 5 in 3
        if case == 9:  # int
            return int("x")
        if case == 10:  # getattr
            return getattr(Empty(), "nope")  # noqa: B009 - the builtin is the point
        if case == 11:  # round
            return round("a")
        if case == 12:  # pow
            return pow(0, -1)
        if case == 13:  # sorted
            return sorted([1, "a"])
        if case == 14:  # min
            return min([])
        if case == 15:  # iter
            return iter(5)
        if case == 16:  # zip strict
            return list(zip([1], [1, 2], strict=True))
        if case == 17:  # dict
            return dict([1])
        if case == 18:  # set
            return set([[1]])
        if case == 19:  # hash
            return hash([])
        if case == 20:  # str method
            return "a".index("b")
        if case == 21:  # range
            return range("a")
        if case == 22:  # float
            return float("z")
        if case == 23:  # enumerate
            return enumerate(3)
        if case == 24:  # attribute
            return Empty().nope
        if case == 25:  # setitem
            return assign([])
        if case == 26:  # unpack
            return unpack([(1,)])
        if case == 27:  # f-string
            return f"{1:q}"
        if case == 28:  # format
            return format(1, "q")
        if case == 29:  # str.join
            return "-".join([1])
        if case == 30:  # list.index
            return [1].index(5)
        if case == 31:  # list.remove
            return [1].remove(5)
        if case == 32:  # tuple index
            return (1,)[3]
        if case == 33:  # str * str
            return "a" * "b"
        if case == 34:  # unary -
            return -"a"
        if case == 35:  # compare
            return 1 < "a"
        if case == 36:  # divmod
            return divmod(1, 0)
        if case == 37:  # user dunder
            return Empty() + 1
    return d


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("case", range(len(CASES)), ids=CASES)
def test_pythons_exception_is_the_paths_failure(case, merge):
    cex = stamen.verify(lambda: raises(x, case), merge=merge)
    assert cex.sat and cex[x] > 0, cex
    assert stamen.solve(lambda: raises(x, case), merge=merge).sat


@lifted
def tuple_gotcha(v):
    xs = []
    t = (xs, v)
    try:
        if v > 0:
            t[1] = 0  # no write: TypeError
        else:
            t[0] += [v]  # the list is extended, then the tuple refuses the store
    except TypeError as e:
        return str(e), xs, t[1]
    return "no error", xs, t[1]



@lifted
def tuple_gotcha_is_pythons(v):
    got = tuple_gotcha(v)
    msg = "'tuple' object does not support item assignment"
    return got == ((msg, [], v) if v > 0 else (msg, [v], v))


@pytest.mark.parametrize("merge", MERGES)
def test_item_assignment_to_an_immutable_value_under_a_branch_is_pythons_type_error(merge):
    """`t[i] = v` on a tuple (str, int, ...) under a symbolic condition raises Python's
    TypeError, not UntrackedMutation: the type has no `__setitem__`, so nothing is written
    (after `t[0] += [v]` the list is extended all the same, as in Python)."""
    assert tuple_gotcha.__wrapped__(1)[1] == [] and tuple_gotcha.__wrapped__(-1)[1] == [-1]
    assert stamen.verify(lambda: stamen.assert_(tuple_gotcha_is_pythons(x)), merge=merge).unsat
