"""Capturing the queries solvers are sent, as SMT-LIB2 scripts.

`with capture_queries() as queries:` records, for every check of every stamen solver
inside the block, the script of its assertions and assumptions (one `(check-sat)` each).
`stamen tune` dumps a suite's queries this way; a user can dump a query to send it to
another solver or to a bug report.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["capture_queries", "record_check"]

_sinks: list[list[str]] = []


@contextmanager
def capture_queries() -> Iterator[list[str]]:
    """Yields a list that fills with the SMT-LIB2 script of each check made in the block."""
    sink: list[str] = []
    _sinks.append(sink)
    try:
        yield sink
    finally:
        _sinks.remove(sink)


def record_check(solver, assumptions: list) -> None:
    """Records the query of `solver`'s check (its assertions and `assumptions`) in every
    open capture; does nothing, not even collect the assertions, when none is open."""
    if not _sinks:
        return
    # Imported here: smtlib builds on backend, which calls this function on every check.
    from stamen.solvers.smtlib import to_smtlib

    script = to_smtlib([*solver.assertions(), *assumptions])
    for sink in _sinks:
        sink.append(script)
