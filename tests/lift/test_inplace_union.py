"""`target op= value` where the target is a union (an object of one class on some paths,
of another on the others): each member's own in-place method on its paths, as Python
calls it, with the aliasing it implies (issue 10, round 6b)."""

from __future__ import annotations

from stamen import lifted

from .agreement import agree


@lifted
class Acc:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Acc(self.v + o)


@lifted
class InPlace(Acc):
    def __iadd__(self, o):
        self.v += o * 10
        return self


@lifted
def add_in_place(a):
    m = InPlace(a) if a > 0 else Acc(a)
    alias = m
    m += 1
    return m.v, alias.v, m is alias


def test_in_place_add_of_a_union_calls_each_members_iadd():
    """The union's `+` called `__add__` where the member has `__iadd__`: the alias missed
    the in-place change (a wrong answer); each member now takes its own `+=`."""
    agree(add_in_place)
