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

__all__ = ["UnknownText", "exception_text", "require", "set_requirement_sink"]


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


class UnknownText:
    """The text of an exception stamen raises on Python's behalf where it cannot build
    Python's words: int() of a string of unknown characters, whose ValueError holds
    repr(s) (quotes chosen and characters escaped by what s holds, which string terms
    cannot say). The exception is raised and caught as Python's; reading its text
    (str(e), e.args[0], an f-string, a comparison) is refused, never a wrong value."""

    __slots__ = ("known", "why")

    def __init__(self, known: str, why: str):
        self.known = known  # the words before the part stamen cannot build
        self.why = why  # what stamen cannot build, for the refusal

    def _refuse(self, *args):
        from stamen.terms.intbits import unsupported

        raise unsupported(f"reading the text of an exception ({self.known}...)",
                          f"{self.why}; stamen does not build it (catching the exception "
                          f"without reading its text is supported)")

    __str__ = __repr__ = __format__ = __eq__ = __ne__ = __lt__ = __le__ = __gt__ = \
        __ge__ = __hash__ = __len__ = __iter__ = __getitem__ = __contains__ = __add__ = \
        __radd__ = __mod__ = __bool__ = __reduce__ = __reduce_ex__ = _refuse

    def __getattr__(self, name):
        self._refuse()


def exception_text(exc: BaseException) -> str:
    """Returns `str(exc)` for stamen's own messages (a failing path's description): an
    unknown text (UnknownText) reads as its known words and '...'."""
    if any(type(a) is UnknownText for a in exc.args):
        return ", ".join(f"{a.known}..." if type(a) is UnknownText else repr(a)
                         for a in exc.args)
    return str(exc)
