"""Lifting Python: `@lifted` rewrites a function's control flow to run on symbolic values."""

from stamen.lift import stdlib  # noqa: F401  (installs the lifted heapq and bisect)
from stamen.lift.decorator import is_lifted, lifted, lifted_source

__all__ = ["lifted", "is_lifted", "lifted_source"]
