"""`Counter` arithmetic (`+`, `-`, `|`, `&`), `total()`, `elements()` and `subtract()`
written in lifted Python, for counts that may be symbolic and keys present on some paths
only.

Python's `Counter.__add__` and its siblings are Python code of the library that keeps a
count only where it is positive: run natively on a symbolic count, that test is a branch
native code cannot take. These follow the documented meaning (each key of the left
operand in its order, then the right operand's new keys; a count kept where it is
positive), so the Counter a program observes has Python's keys in Python's order on every
path. The runtime calls them only where an operand holds a symbolic count or a key
present on some paths (`runtime.binop`, `runtime._container_method`): Python's own
`total()` would sum a dict's storage natively, which holds stamen's absent marker where a
key is missing on some paths.
"""

from __future__ import annotations

import collections
import collections.abc
import itertools

from stamen.lift.decorator import lifted

__all__ = ["add", "sub", "or_", "and_", "total", "elements", "subtract"]


@lifted
def _combined(a, b, count_of_both, count_of_right):
    """Returns the Counter of a's keys (each with count_of_both(a's count, b[key])) and then
    b's keys not in a (each with count_of_right(b's count)), keeping positive counts."""
    result = collections.Counter()
    for elem, count in a.items():
        new = count_of_both(count, b[elem])
        if new > 0:
            result[elem] = new
    for elem, count in b.items():
        if elem not in a:
            new = count_of_right(count)
            if new > 0:
                result[elem] = new
    return result


@lifted
def add(a, b):
    """a + b: counts added."""
    return _combined(a, b, lambda p, q: p + q, lambda q: q)


@lifted
def sub(a, b):
    """a - b: counts subtracted."""
    return _combined(a, b, lambda p, q: p - q, lambda q: 0 - q)


@lifted
def or_(a, b):
    """a | b: the larger count of each key."""
    return _combined(a, b, lambda p, q: q if p < q else p, lambda q: q)


@lifted
def and_(a, b):
    """a & b: the smaller count of each key."""
    result = collections.Counter()
    for elem, count in a.items():
        other = b[elem]
        new = count if count < other else other
        if new > 0:
            result[elem] = new
    return result


@lifted
def total(c):
    """c.total(): the sum of the counts."""
    return sum(c.values())


@lifted
def elements(c):
    """c.elements(): each key repeated by its count (none where it is not positive), as
    Python's iterator over them."""
    out = []
    for elem, count in c.items():
        for _ in range(count):
            out.append(elem)
    return itertools.chain(out)


@lifted
def subtract(c, iterable=None, /, **kwds):
    """c.subtract(iterable_or_mapping, **kwds): counts taken away (they may go negative)."""
    if iterable is not None:
        if isinstance(iterable, collections.abc.Mapping):
            for elem, count in iterable.items():
                c[elem] = c.get(elem, 0) - count
        else:
            for elem in iterable:
                c[elem] = c.get(elem, 0) - 1
    if kwds:
        subtract(c, kwds)
