"""CPython's own sort of a short list, run on symbolic comparisons.

When ordering two keys runs the program's code (an object's `__lt__`), the
comparisons Python makes are observable: their number, their order and their
operands. A sorting network computes the same sorted list but asks other
questions, so a `__lt__` that logs, counts or fails tells the two apart. Here
the list is sorted as CPython's `list.sort` does it for fewer than 64 items
(where its minimum run length is the whole list, so timsort is one natural
run found by `count_run`, reversed if strictly descending, then extended by
binary insertion): every comparison is a case split (`under`) whose branches
continue with Python's next comparison, and each insertion's outcomes are
merged before the next one, so the work stays polynomial in the length.
"""

from __future__ import annotations

from collections.abc import Callable

from stamen.vm.python.elements import under

__all__ = ["SMALL_SORT", "small_sort"]

# CPython's list.sort finds runs of at least this many items (merge_compute_minrun): a
# shorter list is one run extended by binary insertion, which is all this module does.
SMALL_SORT = 64

Less = Callable[[object, object], object]


def small_sort(items: tuple, less: Less) -> tuple:
    """Returns `items` (pairs of (key, value), fewer than SMALL_SORT) stably sorted by key
    as CPython's list.sort sorts them, asking `less(a, b)` (a truth: a bool or a boolean
    term) exactly where and in the order Python asks `a < b`."""
    assert len(items) < SMALL_SORT
    if len(items) < 2:
        return items
    if_descending = less(items[1][0], items[0][0])
    return under(if_descending, lambda: _descending_run(items, 2, less),
                 lambda: _ascending_run(items, 2, less))


def _descending_run(items: tuple, n: int, less: Less) -> tuple:
    """Continues a strictly descending run items[:n] (Python's count_run)."""
    if n == len(items):
        return _binary_insertion(items[:n][::-1], n, less)
    return under(less(items[n][0], items[n - 1][0]),
                 lambda: _descending_run(items, n + 1, less),
                 lambda: _binary_insertion(items[:n][::-1] + items[n:], n, less))


def _ascending_run(items: tuple, n: int, less: Less) -> tuple:
    """Continues a non-descending run items[:n] (Python's count_run)."""
    if n == len(items):
        return items
    return under(less(items[n][0], items[n - 1][0]),
                 lambda: _binary_insertion(items, n, less),
                 lambda: _ascending_run(items, n + 1, less))


def _binary_insertion(items: tuple, start: int, less: Less) -> tuple:
    """Inserts items[start:] one by one into the sorted prefix (Python's binarysort): the
    pivot goes after every item it is not less than, so equal keys keep their order."""
    for s in range(start, len(items)):
        items = _insert(items, s, 0, s, less)
    return items


def _insert(items: tuple, s: int, lo: int, hi: int, less: Less) -> tuple:
    """Returns items with items[s] moved into items[:s] at its place in [lo, hi]."""
    if lo >= hi:
        return items[:lo] + (items[s],) + items[lo:s] + items[s + 1:]
    mid = lo + ((hi - lo) >> 1)
    return under(less(items[s][0], items[mid][0]),
                 lambda: _insert(items, s, lo, mid, less),
                 lambda: _insert(items, s, mid + 1, hi, less))
