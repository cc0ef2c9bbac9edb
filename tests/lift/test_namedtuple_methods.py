"""Methods of namedtuple subclasses (collections.namedtuple and typing.NamedTuple, the
class decorated with @lifted) branch on symbolic fields under every strategy, as Python
computes them; the generated `__new__` (no source) is left as it is."""

from __future__ import annotations

import collections
from typing import NamedTuple

import pytest

from stamen import lifted

from .agreement import agree


@lifted
class Pair(collections.namedtuple("Pair", "a b")):
    __slots__ = ()

    def flip(self):
        if self.a < self.b:
            return Pair(self.b, self.a)
        return self

    def norm(self):
        return abs(self.a) + abs(self.b)


@lifted
class Typed(NamedTuple):
    a: int
    b: int

    def flip(self):
        if self.a < self.b:
            return Typed(self.b, self.a)
        return self

    def norm(self):
        return abs(self.a) + abs(self.b)


@lifted
def pair_program(v):
    p = Pair(v, 1)
    if v > 0:
        p = p._replace(b=2)
    q = p.flip()
    return q.a - q.b + q.norm()


@lifted
def typed_program(v):
    p = Typed(v, 1)
    if v > 0:
        p = p._replace(b=2)
    q = p.flip()
    return (q.a - q.b + q.norm(), type(q) is Typed, len(q))


@pytest.mark.parametrize("fn", [pair_program, typed_program])
def test_namedtuple_methods_agree_with_python(fn):
    agree(fn, domain=range(-2, 4))


@lifted
class Labelled(NamedTuple):
    name: str
    qty: int = 1


@lifted
def typed_repr(a):
    item = Labelled("a", a) if a > 0 else Labelled("b")
    template = "%s-%s"
    return repr(Labelled("c", a)), template % (item.name, "x"), "%r" % (Labelled("d", 2),)  # noqa: UP031


def test_the_repr_of_a_lifted_typing_namedtuple_is_python_s():
    # its lifted __repr__ formatted `repr_fmt % self` natively: the term's name, `qty=a`
    agree(typed_repr)
