"""The elements of an iterable, each consumed under the guard where it exists.

`hooks.iterate` gives an iterable's elements as (guard, element): a sequence of symbolic
length holds padding past each path's length, a union of sequences of different lengths
holds elements present on some members only, a filter keeps an element on some paths
only. The invariant every consumer keeps: work on an element (unpacking it, hashing it,
comparing it, calling a key function or a dunder on it, `int()` of it, a write it makes)
runs under the element's guard, as the body of a lifted `for` does, so a failure on
padding fails no path and an effect on padding writes nothing. `under` is that case
split; `each_present` (`each_guarded`) and `map_present` apply it to every element.
"""

from __future__ import annotations

from stamen.errors import UnsupportedConstruct
from stamen.terms import floats
from stamen.terms.boolean import and_, not_
from stamen.terms.intbits import proven
from stamen.terms.operators import user_location
from stamen.terms.sorts import FLOAT64
from stamen.terms.term import Term
from stamen.vm.paths.control import apply_guarded
from stamen.vm.python import hooks
from stamen.vm.values.union import Union

__all__ = ["never", "always", "under", "each_present", "each_guarded", "map_present", "element_eq"]


def under(g, then, otherwise):
    """Returns then() where g holds and otherwise() elsewhere, merged; a failure of then()
    fails only the paths where g holds. Unlike a lifted `if`, this never forks the path
    (merge="none" included): it is the library's own case split."""
    g = hooks.truth(g)
    if g is True:
        return then()
    if g is False:
        return otherwise()
    return apply_guarded([(g, then), (not_(g), otherwise)], lambda f: f())


def each_present(iterable, step) -> None:
    """Runs step(element) for every element of `iterable` in order, on the paths where the
    element exists (its failures fail those paths only, its writes are made there only)."""
    each_guarded(hooks.iterate(iterable), step)


def each_guarded(items, step) -> None:
    """Runs step(element) for every (guard, element) of `items` in order, under its guard
    (see `each_present`)."""
    for g, e in items:
        if g is True:
            step(e)
        else:
            under(g, lambda e=e: step(e), _nothing)


def map_present(iterable, fn, absent=None):
    """Yields (guard, value) for every element of `iterable` in order: the guard where the
    element exists, and fn(element) computed there (`absent` elsewhere, merged)."""
    for g, e in hooks.iterate(iterable):
        yield g, fn(e) if g is True else under(g, lambda e=e: fn(e), lambda: absent)


def _nothing() -> None:
    return None


def never() -> bool:
    """False: `under(g, then, never)`'s value where g does not hold."""
    return False


def always() -> bool:
    """True: `under(g, then, always)`'s value where g does not hold."""
    return True


def element_eq(a, b):
    """Returns the truth of a == b as Python's containers ask it (`PyObject_RichCompareBool`:
    an object is equal to itself, so a nan is found in a list holding it, and an object
    whose `__eq__` says False is found as itself), per member of a union holding the
    other object (on that path it is the object itself)."""
    if type(a) is Term and type(b) is Term and a.sort is FLOAT64 and b.sort is FLOAT64:
        _refuse_nan_identity(a, b)
    if a is b:
        return True
    if _holds_itself(a, b):
        return hooks.truth(apply_guarded(a.members, lambda m: element_eq(m, b)))
    if _holds_itself(b, a):
        return hooks.truth(apply_guarded(b.members, lambda m: element_eq(a, m)))
    return hooks.truth(hooks.py_eq(a, b))


def _holds_itself(u, v) -> bool:
    """Whether `u` is a union one of whose members is `v` itself (or a union sharing a
    member with it)."""
    if type(u) is not Union:
        return False
    ids = {id(m) for _, m in v.members} if type(v) is Union else {id(v)}
    return any(id(m) in ids for _, m in u.members)


def _refuse_nan_identity(a: Term, b: Term) -> None:
    """Refuses comparing two symbolic floats inside a container where both may be nan:
    Python then answers by object identity (a nan is found only as the same object), which
    terms do not have (`x * 1.0` is the term x, and a new object in Python)."""
    if not proven(not_(and_(floats.isnan(a), floats.isnan(b)))):
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: `in`, `==`, count, index or remove on "
            f"containers of symbolic floats that may both be nan is not supported: Python "
            f"then compares them by object identity, which symbolic values do not have; "
            f"assume not math.isnan(...)")
