"""`item in container` for a class of the program's that iterates (`__iter__`, or the
sequence protocol's `__getitem__`) but has no `__contains__`, written in lifted Python.

Python's `in` then runs C code (`_PySequence_IterSearch`) that takes the elements one by
one and asks each natively whether it is the item or equals it, which a symbolic answer
cannot tell. This is that loop in lifted code: it stops at the first hit on each path, so
the program's `__next__` runs exactly as often as under Python's search. The runtime
calls it for such a container only (see `runtime.in_`).
"""

from __future__ import annotations

from stamen.lift.decorator import lifted
from stamen.vm.python.seqlib import element_eq

__all__ = ["contains_by_iteration"]


@lifted
def contains_by_iteration(item, container):
    """Returns `item in container` by iteration: an element that is the item or equals it
    (`element_eq`, as Python's containers compare: identity first, then `==`)."""
    for e in container:
        if element_eq(e, item):
            return True
    return False
