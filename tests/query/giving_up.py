"""A z3 solver that gives up (UNKNOWN, "timeout") on chosen checks, so tests of how queries
read an unknown answer are deterministic instead of depending on a real timeout.

`GIVE_UP` is the name to pass as `solver=`; `giving_up(at)` sets which checks give
up (by their index since the call, counting every check of every solver made
under the name) and yields the number of checks made so far.
"""

from __future__ import annotations

import contextlib

from stamen.solvers.base import register_solver, solver_names
from stamen.solvers.result import TIMEOUT, Result
from stamen.solvers.z3_backend import Z3Solver

GIVE_UP = "test:giving-up"


class _Plan:
    """Which checks give up: a predicate on the index of the check."""

    def __init__(self):
        self.give_up = lambda index: False
        self.checks = 0


PLAN = _Plan()


class GivingUpSolver(Z3Solver):
    """z3, except that the checks the plan picks answer UNKNOWN with reason "timeout"."""

    def check(self, assumptions=(), timeout=None):
        index = PLAN.checks
        PLAN.checks += 1
        if PLAN.give_up(index):
            self._start_check(assumptions, timeout)
            self._last, self._reason = Result.UNKNOWN, TIMEOUT
            return Result.UNKNOWN
        return super().check(assumptions, timeout)


if GIVE_UP not in solver_names():
    register_solver(GIVE_UP, lambda timeout=None: GivingUpSolver(timeout=timeout))


@contextlib.contextmanager
def giving_up(at):
    """Makes the checks whose index (from now) is in `at` (a set, or a predicate) give up;
    yields the plan, whose `checks` counts the checks made."""
    previous = PLAN.give_up
    PLAN.checks = 0
    PLAN.give_up = at if callable(at) else (lambda index: index in at)
    try:
        yield PLAN
    finally:
        PLAN.give_up = previous
