"""An exception the program's own code raises when stamen calls it (its dunders, property
getters and setters, `__enter__`/`__exit__`, key functions, constructors) is the program's:
the failure of the paths where it is raised, under every strategy, never an InternalError
(see stamen.boundary)."""

from __future__ import annotations

import pytest

import stamen
from stamen import lifted

MERGES = ("types", "none", "logic")
x = stamen.symbolic("ud_x", int)


def _boom(*args):
    raise LookupError("the program's own")


class Bad:
    """Every dunder the program may define, each raising the program's own exception."""

    __eq__ = __hash__ = __iter__ = __len__ = __getitem__ = __contains__ = _boom
    __bool__ = __lt__ = __gt__ = __str__ = __format__ = __repr__ = __call__ = _boom
    __add__ = __radd__ = __neg__ = __index__ = __int__ = __abs__ = __enter__ = _boom
    __exit__ = __delattr__ = _boom
    __match_args__ = ("prop",)

    @property
    def prop(self):
        raise LookupError("the program's own")

    def __setattr__(self, name, value):
        raise LookupError("the program's own")


class BadMeta:
    def __instancecheck__(self, other):
        raise LookupError("the program's own")


class Raises:
    def __init__(self):
        raise LookupError("the program's own")


def bad_key(v):
    raise LookupError("the program's own")


@lifted
def loop(o):
    for _ in o:
        pass


@lifted
def truthy(o):
    if o:
        return 1
    return 0


@lifted
def setit(o):
    o.a = 1


@lifted
def delit(o):
    del o.a


@lifted
def within(o):
    with o:
        return 1


@lifted
def matched(o):
    match o:
        case Bad(prop=1):
            return 1
    return 0


@lifted
def unpack2(o):
    a, b = o
    return a


CASES = [
    'eq in list',
    'eq',
    'hash dict key',
    'hash set',
    'dict lookup',
    'iter',
    'for loop',
    'len',
    'getitem',
    'contains',
    'bool',
    'lt sorted',
    'lt min',
    'property',
    'setattr',
    'with',
    'str',
    'format',
    'repr',
    'call',
    'match class',
    'add',
    'radd',
    'neg',
    'index',
    'int',
    'abs',
    'sum',
    'unpack',
    'delattr',
    'getattr default',
    'hasattr',
    'key fn',
    'map',
    'filter',
    'isinstance',
    'init',
]


@lifted
def raises(v, case):
    d = {}
    if v > 0:
        if case == 0:  # eq in list
            return Bad() in [1, 2]
        if case == 1:  # eq
            return Bad() == 1
        if case == 2:  # hash dict key
            return {Bad(): 1}
        if case == 3:  # hash set
            return {Bad()}
        if case == 4:  # dict lookup
            return d.get(Bad())
        if case == 5:  # iter
            return list(Bad())
        if case == 6:  # for loop
            return loop(Bad())
        if case == 7:  # len
            return len(Bad())
        if case == 8:  # getitem
            return Bad()[0]
        if case == 9:  # contains
            return 3 in Bad()
        if case == 10:  # bool
            return truthy(Bad())
        if case == 11:  # lt sorted
            return sorted([Bad(), Bad()])
        if case == 12:  # lt min
            return min(Bad(), Bad())
        if case == 13:  # property
            return Bad().prop
        if case == 14:  # setattr
            return setit(Bad())
        if case == 15:  # with
            return within(Bad())
        if case == 16:  # str
            return str(Bad())
        if case == 17:  # format
            return f"{Bad()}"
        if case == 18:  # repr
            return repr(Bad())
        if case == 19:  # call
            return Bad()()
        if case == 20:  # match class
            return matched(Bad())
        if case == 21:  # add
            return Bad() + 1
        if case == 22:  # radd
            return 1 + Bad()
        if case == 23:  # neg
            return -Bad()
        if case == 24:  # index
            return [1, 2][Bad()]
        if case == 25:  # int
            return int(Bad())
        if case == 26:  # abs
            return abs(Bad())
        if case == 27:  # sum
            return sum([Bad()])
        if case == 28:  # unpack
            return unpack2(Bad())
        if case == 29:  # delattr
            return delit(Bad())
        if case == 30:  # getattr default
            return getattr(Bad(), "prop", 0)
        if case == 31:  # hasattr
            return hasattr(Bad(), "prop")
        if case == 32:  # key fn
            return sorted([1, 2], key=bad_key)
        if case == 33:  # map
            return list(map(bad_key, [1]))
        if case == 34:  # filter
            return list(filter(bad_key, [1]))
        if case == 35:  # isinstance
            return isinstance(1, BadMeta())
        if case == 36:  # init
            return Raises()
    return d


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("case", range(len(CASES)), ids=CASES)
def test_the_programs_exception_is_the_paths_failure(case, merge):
    cex = stamen.verify(lambda: raises(x, case), merge=merge)
    assert cex.sat and cex[x] > 0, cex
    assert "the program's own" in cex.failure.message, cex.failure.message
    assert stamen.solve(lambda: raises(x, case), merge=merge).sat


@lifted
def _lambda_raises(v):
    divide = lambda d: 6 // d  # noqa: E731 - the construct under test
    try:
        return divide(v - v)
    except ZeroDivisionError:
        return -1


@pytest.mark.parametrize("merge", MERGES)
def test_a_lifted_lambda_raising_on_concrete_values_raises_the_programs_exception(merge):
    # the lambda's body ran inside stamen's call record, so its ZeroDivisionError was
    # judged stamen's own (InternalError) instead of reaching the program's `except`
    assert stamen.verify(lambda: stamen.assert_(_lambda_raises(x) == -1), merge=merge).unsat
