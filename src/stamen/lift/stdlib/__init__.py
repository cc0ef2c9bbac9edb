"""Standard library functions and types written in lifted Python (`heapq`, `bisect`,
`collections.deque`, and `itertools` over sequences of symbolic shape).

Python's own versions are C code that compares elements natively, which a symbolic element
cannot answer, and that mutates a list out of the store's sight. Importing this package
installs, in the runtime, each library function's lifted version: lifted code calls the
native function where every argument is concrete and the lifted one otherwise (see
`runtime.library_call`); and the types it always replaces (`REPLACED`: a deque created in
lifted code is a `Deque`, whose changes the store sees; the itertools ones decide
themselves where Python's own can run).
"""

from __future__ import annotations

import bisect as _bisect
import collections
import heapq as _heapq
import itertools as _itertools

from stamen.lift import runtime
from stamen.lift.stdlib import bisect, heapq, itertools
from stamen.lift.stdlib.deque import Deque

__all__ = ["LIFTED_LIBRARY", "REPLACED"]

LIFTED_LIBRARY: dict = {
    _heapq.heappush: heapq.heappush, _heapq.heappop: heapq.heappop,
    _heapq.heapify: heapq.heapify, _heapq.heapreplace: heapq.heapreplace,
    _heapq.heappushpop: heapq.heappushpop, _heapq.nsmallest: heapq.nsmallest,
    _heapq.nlargest: heapq.nlargest,
    _bisect.bisect_left: bisect.bisect_left, _bisect.bisect_right: bisect.bisect_right,
    _bisect.insort_left: bisect.insort_left, _bisect.insort_right: bisect.insort_right,
}

REPLACED: dict = {collections.deque: Deque, _itertools.chain: itertools.chain,
                  _itertools.islice: itertools.islice, _itertools.product: itertools.product,
                  _itertools.groupby: itertools.groupby,
                  _itertools.accumulate: itertools.accumulate}

runtime.install_library(LIFTED_LIBRARY, REPLACED)
