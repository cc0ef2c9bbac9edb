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

from stamen.terms.boolean import not_
from stamen.vm.paths.control import apply_guarded
from stamen.vm.python import hooks

__all__ = ["never", "always", "under", "each_present", "each_guarded", "map_present"]


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
