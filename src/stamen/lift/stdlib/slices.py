"""`slice.indices` written in lifted Python, for a slice whose bounds are symbolic.

Python's is C code that reads the bounds natively (a term has no concrete `__index__`).
This follows CPython's `_PySlice_GetLongIndices` step by step: the step defaults to 1
and may not be 0, the length may not be negative, and each bound defaults by the step's
sign, counts from the end when negative, and is clamped to [lower, upper]. The runtime
calls it only for a slice holding a symbolic bound (see `runtime.callee`).
"""

from __future__ import annotations

from stamen.lift.decorator import lifted

__all__ = ["indices"]


@lifted
def _index(v):
    """Returns the int a slice bound stands for (a bool counts as 0 or 1)."""
    if not isinstance(v, int):
        raise TypeError("slice indices must be integers or None or have an __index__ method")
    return v + 0


@lifted
def _clamped(v, length, lower, upper):
    """Returns the bound `v` counted from the end when negative, clamped to [lower, upper]."""
    v = _index(v)
    if v < 0:
        v += length
        return lower if v < lower else v
    return upper if v > upper else v


@lifted
def indices(s, length):
    """slice.indices(length): the (start, stop, step) a sequence of `length` items takes."""
    length = _index(length)
    step = 1 if s.step is None else _index(s.step)
    if step == 0:
        raise ValueError("slice step cannot be zero")
    if length < 0:
        raise ValueError("length should not be negative")
    lower, upper = (-1, length - 1) if step < 0 else (0, length)
    if s.start is None:
        start = upper if step < 0 else lower
    else:
        start = _clamped(s.start, length, lower, upper)
    if s.stop is None:
        stop = lower if step < 0 else upper
    else:
        stop = _clamped(s.stop, length, lower, upper)
    return start, stop, step
