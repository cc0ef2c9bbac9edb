"""`heapq` written in lifted Python, for heaps holding symbolic elements.

Python's `heapq` is C code that compares the elements natively, which a symbolic element
cannot answer. These functions follow the same algorithm (the same comparisons, `<` only,
in the same order, and the same moves), so the list a program observes afterwards is the
one Python builds; each step is lifted code, so a write under a symbolic condition goes
through the store and is merged at the join like `list.append`. `nsmallest`/`nlargest`
are computed as their documented equivalents (`sorted(iterable, key=key)[:n]`, stable).
The runtime calls them only where the native function cannot run (see `stdlib`).
"""

from __future__ import annotations

from stamen.lift.decorator import lifted

__all__ = ["heappush", "heappop", "heapify", "heapreplace", "heappushpop", "nsmallest",
           "nlargest"]


@lifted
def _require_list(heap) -> None:
    """Raises Python's TypeError where the heap is not a list."""
    if not isinstance(heap, list):
        raise TypeError("heap argument must be a list")


@lifted
def _sift_towards_root(heap, start, pos) -> None:
    """Moves heap[pos] up while it is less than its parent (no further than `start`)."""
    item = heap[pos]
    while pos > start:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if not item < parent:
            break
        heap[pos] = parent
        pos = parent_pos
    heap[pos] = item


@lifted
def _sift_to_leaf(heap, pos) -> None:
    """Moves the smaller child up from `pos` until a leaf, puts heap[pos] there and sifts
    it back towards `pos` (the C code's order of comparisons: left < right, then up)."""
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_towards_root(heap, start, pos)


@lifted
def heappush(heap, item) -> None:
    """heapq.heappush(heap, item)."""
    _require_list(heap)
    heap.append(item)
    _sift_towards_root(heap, 0, len(heap) - 1)


@lifted
def heappop(heap):
    """heapq.heappop(heap): IndexError on an empty heap, as Python."""
    _require_list(heap)
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        smallest = heap[0]
        heap[0] = last
        _sift_to_leaf(heap, 0)
        return smallest
    return last


@lifted
def heapify(heap) -> None:
    """heapq.heapify(heap), in place."""
    _require_list(heap)
    for i in reversed(range(len(heap) // 2)):
        _sift_to_leaf(heap, i)


@lifted
def heapreplace(heap, item):
    """heapq.heapreplace(heap, item): pops the smallest, then pushes `item`."""
    _require_list(heap)
    if not heap:
        raise IndexError("index out of range")
    smallest = heap[0]
    heap[0] = item
    _sift_to_leaf(heap, 0)
    return smallest


@lifted
def heappushpop(heap, item):
    """heapq.heappushpop(heap, item): pushes `item`, then pops the smallest."""
    _require_list(heap)
    if heap and heap[0] < item:
        smallest = heap[0]
        heap[0] = item
        _sift_to_leaf(heap, 0)
        return smallest
    return item


@lifted
def nsmallest(n, iterable, key=None):
    """heapq.nsmallest(n, iterable, key=): `sorted(iterable, key=key)[:n]` (for n <= 0,
    [] without reading the iterable, as Python)."""
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


@lifted
def nlargest(n, iterable, key=None):
    """heapq.nlargest(n, iterable, key=): `sorted(iterable, key=key, reverse=True)[:n]`
    (for n <= 0, [] without reading the iterable, as Python)."""
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]
