"""Room for the recursive passes (resolve, print) on deeply nested programs: a chain of
thousands of `&&` is a tree thousands of levels deep."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["MAX_DEPTH", "recursion_room"]

# Enough for the generated programs seen in practice; bounded so that the C stack of the
# few C-level calls per level (str.join over a generator) cannot overflow.
MAX_DEPTH = 20_000


@contextmanager
def recursion_room() -> Iterator[None]:
    """Raises Python's recursion limit to MAX_DEPTH inside the block (restored after)."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, MAX_DEPTH))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
