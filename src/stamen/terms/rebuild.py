"""The registry from operator names to their smart constructors.

Traversals that rebuild terms (substitution, evaluation under a model) call
`REBUILD[op](args, sort)`, so a rebuilt term is simplified by the same rules
as a freshly built one. Each theory module registers its operators here.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["REBUILD", "register"]

REBUILD: dict[str, Callable] = {}


def register(op: str, builder: Callable) -> None:
    """Registers `builder(args, sort)` as the way to rebuild a node of operator `op`."""
    if op in REBUILD:
        raise ValueError(f"operator {op!r} registered twice")
    REBUILD[op] = builder
