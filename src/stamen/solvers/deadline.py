"""A query's deadline: `timeout=t` bounds the whole query, not each of its solver checks.

A query makes many checks (merge="none"'s feasibility checks, optimize's search, debug's
minimisation, synthesize's CEGIS rounds), so a limit per check let a query with a 1 ms
limit run for minutes (issue 10: 400 s of CPU under cvc5). Inside `with deadline(t):`
every check of every backend gets the time left (at most its own limit), and once the
deadline has passed a check answers UNKNOWN ("timeout") without calling the solver; the
VM calls `stop_at_deadline` at its feasibility checks and joins, which raises
`DeadlinePassed` so that evaluation stuck in path explosion ends too.

Invariants: a passed deadline only ever turns an answer into UNKNOWN (a check is never
skipped as unsat, a path never pruned); a nested query's deadline is never later than
the enclosing one's; once `DeadlinePassed` was raised the deadline is `hit` for good, so
a program that swallows the signal (a bare `except:`) still gets no verdict.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["Deadline", "DeadlinePassed", "current_deadline", "deadline", "stop_at_deadline"]


class DeadlinePassed(BaseException):  # noqa: N818 - a signal, like PathFailure
    """Evaluation reached a query's deadline. A BaseException, so that the program's
    `except Exception:` and stamen's branch boundaries (which turn exceptions into path
    failures) let it through; `stats` are the evaluation's statistics when it stopped."""

    def __init__(self, limit: float, stats=None):
        super().__init__(f"the query's deadline ({limit:g} s) passed")
        self.limit = limit
        self.stats = stats


class Deadline:
    """The moment a query with `limit` seconds must end (wall clock, as the solvers'
    limits are); `hit` is set once evaluation was stopped at it, `skipped` counts the
    checks answered UNKNOWN without the solver because it had passed."""

    __slots__ = ("limit", "ends", "hit", "skipped")

    def __init__(self, limit: float, ends: float):
        self.limit = limit
        self.ends = ends
        self.hit = False
        self.skipped = 0

    def passed(self) -> bool:
        """Returns whether the deadline has passed."""
        return time.monotonic() >= self.ends

    def bound(self, timeout: float | None) -> float:
        """Returns the limit of a check whose own limit is `timeout` (None: none): the time
        left, or `timeout` when that is shorter; at least a microsecond (a solver's limit
        must be positive)."""
        left = max(self.ends - time.monotonic(), 1e-6)
        return left if timeout is None or left < timeout else timeout


_current: ContextVar[Deadline | None] = ContextVar("stamen_deadline", default=None)


def current_deadline() -> Deadline | None:
    """Returns the deadline of the query running in this thread (None: no limit)."""
    return _current.get()


@contextmanager
def deadline(limit: float | None) -> Iterator[Deadline | None]:
    """Runs the block under a deadline `limit` seconds from now (None: the enclosing one,
    if any), never later than the enclosing deadline; yields the Deadline in force."""
    outer = _current.get()
    if limit is None:
        yield outer
        return
    ends = time.monotonic() + limit
    if outer is not None and outer.ends < ends:
        ends = outer.ends
    token = _current.set(Deadline(limit, ends))
    try:
        yield _current.get()
    finally:
        _current.reset(token)


def stop_at_deadline(stats=None) -> None:
    """Raises DeadlinePassed (carrying `stats`) when the current query's deadline has
    passed; costs a context-variable read when the query has no limit."""
    d = _current.get()
    if d is not None and time.monotonic() >= d.ends:
        d.hit = True
        raise DeadlinePassed(d.limit, stats)
