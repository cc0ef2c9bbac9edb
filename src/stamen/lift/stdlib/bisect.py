"""`bisect` written in lifted Python, for sequences holding symbolic elements.

Python's `bisect` is C code that compares the elements natively. These functions follow
its binary search step by step (the same `<` comparisons on the same positions, `key`
applied to the probed elements only), so they find the position Python finds, also on a
list that is not sorted; `insort` inserts with the lifted `list.insert`, through the
store. The runtime calls them only where the native function cannot run (see `stdlib`).
"""

from __future__ import annotations

from stamen.lift.decorator import lifted

__all__ = ["bisect_left", "bisect_right", "insort_left", "insort_right"]


@lifted
def _bounds(a, lo, hi):
    """Returns (lo, hi) as Python's bisect checks them: lo >= 0; hi None (or -1, the C
    code's default) is len(a)."""
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi is None or hi == -1:
        hi = len(a)
    return lo, hi


@lifted
def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """bisect.bisect_right: the position after the last element <= x (on a sorted a)."""
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        probe = a[mid] if key is None else key(a[mid])
        if x < probe:
            hi = mid
        else:
            lo = mid + 1
    return lo


@lifted
def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """bisect.bisect_left: the position of the first element >= x (on a sorted a)."""
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        probe = a[mid] if key is None else key(a[mid])
        if probe < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


@lifted
def insort_right(a, x, lo=0, hi=None, *, key=None):
    """bisect.insort_right: inserts x after the elements <= x."""
    position = bisect_right(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(position, x)


@lifted
def insort_left(a, x, lo=0, hi=None, *, key=None):
    """bisect.insort_left: inserts x before the elements >= x."""
    position = bisect_left(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(position, x)
