"""Concrete values of uninterpreted sorts: opaque, hashable, printable (`T!0`).

A model gives each value of an uninterpreted sort that it needs a distinct
index; two opaque values are equal exactly when their sort and index are.
They carry no other meaning, so they are never sent back to a solver as
literals (a backend refuses them; evaluate terms under a model instead).
"""

from __future__ import annotations

from dataclasses import dataclass

from stamen.terms.sorts import UninterpretedSort

__all__ = ["Opaque"]


@dataclass(frozen=True, slots=True)
class Opaque:
    """The `index`-th value of the uninterpreted `sort` in some model."""

    sort: UninterpretedSort
    index: int

    def __repr__(self) -> str:
        return f"{self.sort.name}!{self.index}"
