"""A query's time budget: `timeout=t` (or `config(timeout=t)`) bounds the whole query.

`@bounded` runs a query under `solvers.deadline.deadline(t)`: each solver check gets the
time left (at most t), a check asked after the deadline is unknown without the solver,
and evaluation stopped at the deadline (`DeadlinePassed`, raised by the VM at its joins
and feasibility checks) makes the query's answer unknown, "timeout after t s", never a
verdict. Searches (optimize, debug's minimisation, CEGIS) end through their own handling
of an unknown check: optimize keeps its best model, debug marks its core not minimal.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from stamen.errors import InvalidArgument, StamenError
from stamen.query.solution import UNKNOWN, Solution
from stamen.solvers.backend import check_timeout
from stamen.solvers.deadline import DeadlinePassed, deadline
from stamen.solvers.result import TIMEOUT
from stamen.vm.state.config import current_config
from stamen.vm.state.stats import Stats

__all__ = ["bounded", "deadline_reason", "unknown_solution"]

STOPPED = "evaluation stopped at the query's deadline"


def deadline_reason(timeout: float, where: str = STOPPED) -> str:
    """Returns the reason of an answer cut by the deadline: "timeout after t s (where)"."""
    return f"{TIMEOUT} after {timeout} s ({where})"


def unknown_solution(reason: str, stats: Stats) -> Solution:
    """Returns the unknown Solution of a query stopped at its deadline (`bounded`'s
    `at_deadline` for the queries answering a Solution)."""
    return Solution(UNKNOWN, None, stats, reason=reason)


def bounded(at_deadline: Callable) -> Callable:
    """Decorates a query taking `timeout=`: it runs under a deadline `timeout` seconds away
    (the global setting's when the call gives none; no deadline without either).
    `at_deadline(reason, stats)` builds the query's unknown answer when evaluation was
    stopped at the deadline. A verdict given after the signal was raised (the program
    swallowed it with a bare `except:` and went on) is replaced by that unknown answer
    too: the formula is not the program's; so is a refusal raised then (stamen's own
    fallback code that caught the signal may refuse what the program never needed,
    lift/generators.py's exact search did under load). An invalid `timeout` is left to the query,
    which refuses it naming the argument."""

    def wrap(query: Callable) -> Callable:
        @functools.wraps(query)
        def run(*args, **kwargs):
            timeout = kwargs.get("timeout")
            if timeout is None:
                timeout = current_config().timeout
            try:
                check_timeout(timeout)
            except InvalidArgument:
                return query(*args, **kwargs)
            with deadline(timeout) as d:
                try:
                    answer = query(*args, **kwargs)
                except DeadlinePassed as stop:
                    return at_deadline(deadline_reason(stop.limit), stop.stats or Stats())
                except StamenError as exc:
                    if d is None or not d.hit or not getattr(exc, "records_signal", False):
                        raise
                    # a refusal made after stamen's own code swallowed the signal (a
                    # fallback catching BaseException): it may come from the fallback
                    return at_deadline(deadline_reason(d.limit), Stats())
            if d is not None and d.hit and not answer.unknown:  # a Solution's or a Core's
                return at_deadline(deadline_reason(d.limit), answer.stats or Stats())
            return answer

        return run

    return wrap
