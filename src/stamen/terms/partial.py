"""Side conditions of partial operators (division by zero) raised from the term layer.

Python's `x // y` fails when y is 0. On a concrete divisor the failure is an
ordinary `ZeroDivisionError`; on a symbolic one the condition `y != 0` must
be asserted in the current verification condition, which lives in the VM,
a layer above. The VM installs the sink that does so (`set_requirement_sink`);
this keeps imports pointing downwards.
"""

from __future__ import annotations

from collections.abc import Callable

from stamen.errors import InternalError

__all__ = ["require", "set_requirement_sink"]


def _no_sink(condition, message: str, error: type[Exception], args=None) -> None:
    raise InternalError("no requirement sink installed: import stamen, not stamen.terms alone")


_sink: Callable = _no_sink


def set_requirement_sink(sink: Callable) -> None:
    """Installs `sink(condition, message, error, args)`, called for symbolic side
    conditions (`args`: the exception's arguments, or None for `error(message)`)."""
    global _sink
    _sink = sink


def require(condition, message: str, error: type[Exception] = ZeroDivisionError,
            args: tuple | None = None) -> None:
    """Requires `condition` on the current path: raises `error` if it is False, asserts it
    through the sink if it is symbolic, and does nothing if it is True. The exception is
    `error(*args)` when `args` is given (Python's own arguments, as `KeyError(key)`), else
    `error(message)`; `message` describes the failure in the verification condition."""
    if condition is True:
        return
    if condition is False:
        raise error(*args) if args is not None else error(message)
    _sink(condition, message, error, args)
