"""Standard library functions and types written in lifted Python (`heapq`, `bisect`,
`dataclasses.astuple`/`asdict`, `collections.deque`, `Counter` arithmetic, and `itertools`
over sequences of symbolic shape), and the C dict
types' constructors (`OrderedDict`, `defaultdict`) handed the program's dicts as C sees
them.

Python's own versions are C code that compares elements natively, which a symbolic element
cannot answer, and that mutates a list out of the store's sight. Importing this package
installs, in the runtime, where each library function's lifted version lives (its module
is imported, and lifted, when a call first needs it): lifted code calls the
native function where every argument is concrete and the lifted one otherwise (see
`runtime.library_call`); and the types it always replaces (`REPLACED`: a deque created in
lifted code is a `Deque`, whose changes the store sees; the itertools ones decide
themselves where Python's own can run).
"""

from __future__ import annotations

import bisect as _bisect
import collections
import dataclasses as _dataclasses
import heapq as _heapq
import itertools as _itertools

from stamen.lift import runtime

__all__ = ["LIFTED_LIBRARY", "REPLACED"]


def _named(module: str, names) -> dict:
    """Returns {name: "stamen.lift.stdlib.<module>:<name>"}: where a lifted version lives
    (imported, and so lifted, on first use: lifting them all costs a tenth of a second)."""
    return {n: f"stamen.lift.stdlib.{module}:{n}" for n in names}


_HEAPQ = _named("heapq", ["heappush", "heappop", "heapify", "heapreplace", "heappushpop",
                          "nsmallest", "nlargest"])
_BISECT = _named("bisect", ["bisect_left", "bisect_right", "insort_left", "insort_right"])
_ITERTOOLS = _named("itertools", ["chain", "islice", "product", "groupby", "accumulate",
                                  "takewhile", "dropwhile", "filterfalse", "compress",
                                  "starmap"])

_RECORDS = _named("records", ["astuple", "asdict"])
_COUNTERS = {getattr(collections.Counter, method): f"stamen.lift.stdlib.counters:{name}"
             for method, name in (("__add__", "add"), ("__sub__", "sub"), ("__or__", "or_"),
                                  ("__and__", "and_"), ("total", "total"),
                                  ("elements", "elements"), ("subtract", "subtract"))}

LIFTED_LIBRARY: dict = {
    **{getattr(_heapq, n): where for n, where in _HEAPQ.items()},
    **{getattr(_bisect, n): where for n, where in _BISECT.items()},
    **{getattr(_dataclasses, n): where for n, where in _RECORDS.items()},
    **_COUNTERS,
}

REPLACED: dict = {
    collections.deque: "stamen.lift.stdlib.deque:Deque",
    collections.OrderedDict: "stamen.lift.stdlib.mappings:ordered_dict",
    collections.defaultdict: "stamen.lift.stdlib.mappings:default_dict",
    **{getattr(_itertools, n): where for n, where in _ITERTOOLS.items()},
}

runtime.install_library(LIFTED_LIBRARY, REPLACED)
