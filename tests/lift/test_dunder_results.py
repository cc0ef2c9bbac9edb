"""Python's checks on what the program's dunders return, applied to symbolic results as
to concrete ones (issue 10, round 6b): `__len__` may return a bool (0 or 1), and a
result that differs by path (a union) is checked on each path."""

from __future__ import annotations

import stamen
from stamen import UnsupportedConstruct, lifted

from .agreement import agree, refused, x


@lifted
class Sized:
    def __init__(self, v):
        self.v = v

    def __len__(self):
        return self.v


@lifted
def lengths(a):
    n = len(Sized(a > 0))
    try:
        m = len(Sized("3" if a > 1 else 2))
    except TypeError:
        m = "type"
    return n, type(n).__name__, m, bool(Sized(a == 0))


def test_len_of_a_bool_or_a_union_result():
    """A bool term from `__len__` was a TypeError on every path (an internal error), and a
    union result a TypeError even where its member is an int (a wrong answer)."""
    agree(lengths)


@lifted
class Weird:
    def __init__(self, ok):
        self.ok = ok

    def __iter__(self):
        return iter([1, 2]) if self.ok else 5


@lifted
class NextOnly:
    def __init__(self, n):
        self.n = n

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


@lifted
class Outer:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return NextOnly(self.n) if self.n < 2 else iter((7,))


@lifted
def iterated(a):
    try:
        w = list(Weird(a > 0))
    except TypeError:
        w = "type"
    return w, sorted(Outer(a)), sum(Outer(a + 1))


def test_iter_returning_a_union_is_iterated_per_member():
    """`__iter__` returning a value that differs by path (a union) was a TypeError on every
    path ("iter() returned non-iterator of type 'Union'"): each member is iterated on its
    paths, Python's TypeError where a member is not an iterator; an iterator with only
    `__next__` is iterated as Python's loop does."""
    agree(iterated)


@lifted
class Squares:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i


@lifted
class Digits:
    def __iter__(self):
        return iter([1, 2, 3])


@lifted
class Stepper:
    def __init__(self):
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > 4:
            raise StopIteration
        return self.i


@lifted
def searched(a):
    s = Stepper()
    hit = 2 in s  # stops at the hit: the rest is left to next()
    return a in Digits(), a * a in Squares(3), a not in Digits(), hit, next(s, "end")


@lifted
def searched_to_a_symbolic_end(a):
    return a in Stepper()


def test_in_without_contains_searches_by_iteration():
    """`x in obj` of a class with `__iter__` (or `__getitem__`) and no `__contains__` ran
    Python's C search, which asked a symbolic `==` for a concrete bool (a refusal); it is
    the search in lifted code, stopping at the first hit as Python's does. Where the
    search goes on to the end on some paths only, the end is symbolic: refused, as a
    lifted loop over the program's iterator refuses it."""
    agree(searched)
    refused(UnsupportedConstruct, lambda: searched_to_a_symbolic_end(x), "StopIteration")


@lifted
def positive_squares(a):
    return [v for v in Squares(a) if v > 0]


def test_a_loop_over_the_sequence_protocol_ends_where_forks_decide_its_end():
    """Under merge="none" the forks decide `i >= n` path by path, and the comprehension's
    native loop over `Squares(a)` took elements on the path where every `i < n` held, past
    every bound `a` has (a hang); it asks at powers of two whether the path is feasible,
    as lifted loops do."""
    def check():
        stamen.assume((x >= -3) & (x <= 3))
        stamen.assert_(len(positive_squares(x)) <= 2)

    assert stamen.verify(check, merge="none").unsat


@lifted
class Plain:
    def __sub__(self, other):
        return "Plain.sub"

    def __ne__(self, other):
        return "Plain.ne"


@lifted
class Reflecting(Plain):
    def __rsub__(self, other):
        return "Reflecting.rsub"


@lifted
def operators_of_union_operands(a):
    right = Reflecting() if a > 0 else Plain()
    left = Plain() if a > 1 else 5
    return Plain() - right, left != 3


def test_a_union_operand_dispatches_per_path_as_python():
    # a subclass's reflected method goes first (the left operand's own answered, handed the
    # union), and a user __ne__ is asked where the union holds its object (not `not ==`)
    agree(operators_of_union_operands)
