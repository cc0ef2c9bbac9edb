"""The states waiting to run when states are joined by position (the merged mode, loop
acceleration's iterations, the Horn clauses' segments): grouped by position, smallest
position first, a topological order of the unrolled graph (unroll.py)."""

from __future__ import annotations

import heapq

from stamen.langs.boogie.unroll import position

__all__ = ["Frontier"]


class Frontier:
    """The states waiting to run, grouped by position, smallest position first."""

    def __init__(self) -> None:
        self.waiting: dict = {}
        self.heap: list = []

    def __bool__(self) -> bool:
        return bool(self.heap)

    def add(self, states: list) -> None:
        for s in states:
            pos = position(s)
            group = self.waiting.get(pos)
            if group is None:
                self.waiting[pos] = [s]
                heapq.heappush(self.heap, pos)
            else:
                group.append(s)

    def pop(self) -> list:
        return self.waiting.pop(heapq.heappop(self.heap))
