"""The three exception families of stamen, kept apart on purpose.

User-facing errors derive from `StamenError`; failures of the user's program
along one path (`PathFailure`: `AssertFailure`, `AssumeFailure`) are caught
at branch boundaries and recorded in the vc; `InternalError` is a bug in
stamen and is never swallowed as a path failure (it is not a `StamenError`
and merge logic never catches it).
"""

from __future__ import annotations

import os
import re
import sys
import warnings

__all__ = [
    "StamenError",
    "InvalidArgument",
    "UnliftedBranchError",
    "UnsupportedConstruct",
    "UnrollBoundExceeded",
    "UntrackedMutation",
    "SolverError",
    "ReplayError",
    "UnknownAnswer",
    "PathFailure",
    "AssertFailure",
    "AssumeFailure",
    "InternalError",
    "QueryInterrupted",
    "StamenWarning",
    "warn_at_user_site",
    "user_site",
    "install_signal_recorder",
]


class StamenError(Exception):
    """Root of the errors stamen raises for a user's bad input or request.

    A subclass whose `records_signal` is set is a refusal (stamen cannot encode something
    the program does): each one made is handed to the recorder (vm.state.signals keeps it
    pending on the evaluation), so that code stamen does not control catching or
    converting it cannot turn it into an answer."""

    records_signal = False

    def __init__(self, *args):
        super().__init__(*args)
        if self.records_signal:
            _record_signal(self)


def _no_recorder(exc: StamenError) -> None:
    return None


_record_signal = _no_recorder


def install_signal_recorder(record) -> None:
    """Installs `record(exc)`, called with each refusal made (vm.state.signals)."""
    global _record_signal
    _record_signal = record


class InvalidArgument(StamenError, TypeError):
    """An argument to a stamen function has the wrong type or value. The message starts
    with the `file:line` of the user's call (the innermost frame outside stamen's package
    and the installed libraries), so that the error points at the line to change."""

    def __init__(self, message="", *args):
        if isinstance(message, str) and not _LOCATED.match(message):
            site = user_site()
            if site is not None:
                message = f"{site}: {message}"
        super().__init__(message, *args)


_PACKAGE = os.path.dirname(os.path.abspath(__file__)) + os.sep
_LIBRARIES = tuple({os.path.abspath(p) + os.sep
                    for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)})
_LOCATED = re.compile(r"\S+:\d+: ")


def _user_frame():
    """Returns the innermost frame outside stamen's package (its languages included: an
    argument error inside one is about the call into it) and outside the installed
    libraries, or None when there is none (stamen's own command line)."""
    frame = sys._getframe(2)
    while frame is not None:
        filename = frame.f_code.co_filename
        if not filename.startswith("<"):
            path = os.path.abspath(filename)
            if not path.startswith(_PACKAGE) and not path.startswith(_LIBRARIES):
                return frame
        frame = frame.f_back
    return None


def user_site() -> str | None:
    """Returns `file:line` of the user's frame (see `_user_frame`), or None."""
    frame = _user_frame()
    return None if frame is None else f"{frame.f_code.co_filename}:{frame.f_lineno}"


class StamenWarning(UserWarning):
    """A use of stamen that is legal but probably not what was meant (a query's thunk that
    returns a boolean the query does not read)."""


def warn_at_user_site(message: str) -> None:
    """Issues a StamenWarning attributed to the user's line (the innermost frame outside
    stamen and the installed libraries), so that Python shows where to look."""
    frame = _user_frame()
    if frame is None:
        warnings.warn(message, StamenWarning, stacklevel=2)
    else:
        warnings.warn_explicit(message, StamenWarning, frame.f_code.co_filename,
                               frame.f_lineno, module=frame.f_globals.get("__name__"),
                               registry=frame.f_globals.setdefault("__warningregistry__", {}))


class UnliftedBranchError(StamenError, TypeError):
    """Python code outside a lifted function asked for the truth of a symbolic value."""

    records_signal = True


class UnsupportedConstruct(StamenError, SyntaxError):
    """`@lifted` met a Python construct it does not lift; names the construct and line."""

    records_signal = True


class UnrollBoundExceeded(StamenError):
    """A loop whose condition stayed symbolic reached its unrolling bound."""

    records_signal = True


class UntrackedMutation(StamenError):
    """A write under a symbolic guard that the store cannot log and merge."""

    records_signal = True


class SolverError(StamenError):
    """The solver failed (crashed, gave an unreadable model); never turned into a verdict."""


class ReplayError(StamenError):
    """A model the solver gave does not reproduce its claim when replayed: a bug in stamen."""


class UnknownAnswer(StamenError):
    """The truth of a query's answer was asked, but the solver could not decide (a timeout,
    a resource limit, an incomplete theory): the answer is neither sat nor unsat.

    Raised by `bool()` of an unknown `Solution` or `Core`, so that
    `cex.evaluate(x) if cex else "verified"` can never print "verified" on a
    timeout; test `sol.sat`, `sol.unsat` or `sol.unknown` explicitly instead.
    """


class PathFailure(BaseException):
    """The program failed on the current path; the vc already records it.

    A BaseException, so the user's `except Exception:` cannot swallow a
    failure that the vc has already recorded.

    `origin` is "user" for the program's own asserts and exceptions, "core"
    for failures stamen's operators raise (division by zero, no union member).
    """

    def __init__(self, message: str, origin: str = "user", location: str | None = None):
        super().__init__(message)
        self.message = message
        self.origin = origin
        self.location = location


class AssertFailure(PathFailure):
    """An assertion failed concretely on the current path."""


class AssumeFailure(PathFailure):
    """An assumption failed concretely on the current path."""


class InternalError(BaseException):
    """A bug in stamen itself. Deliberately not an Exception: nothing swallows it."""


class QueryInterrupted(KeyboardInterrupt):
    """The user interrupted a query (Ctrl-C). While a query runs in the main thread, the
    interrupt raises this, not Python's own KeyboardInterrupt, so that it can never be
    taken for the program's `raise KeyboardInterrupt`, which lifted code catches and a
    failing path records as Python would."""
