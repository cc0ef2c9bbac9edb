"""An incremental solver for the user: assert, push, pop, check, read the model.

`IncrementalSolver` is the public face of the solver layer's incremental use
(`stamen.solvers.base.Solver`) for front ends that drive the solver
themselves, e.g. a path-based symbolic executor that checks the feasibility
of each branch under the path condition. `check` answers "sat", "unsat" or
"unknown"; an unknown answer keeps its reason (`reason`, e.g. "timeout") and
is never read as unsat.
"""

from __future__ import annotations

from collections.abc import Iterable

from stamen.errors import InvalidArgument
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.solvers.values import default_value
from stamen.terms.term import Term
from stamen.terms.traverse import constants, evaluate
from stamen.vm.python.pyops import truth

__all__ = ["IncrementalSolver", "SAT", "UNSAT", "UNKNOWN"]

SAT, UNSAT, UNKNOWN = "sat", "unsat", "unknown"
_WORDS = {Result.SAT: SAT, Result.UNSAT: UNSAT, Result.UNKNOWN: UNKNOWN}


class IncrementalSolver:
    """A stack of assertions over symbolic values, checked on demand.

    `solver` names the backend ("z3", "cvc5", ...), `timeout` (seconds) bounds each
    check unless the check gives its own, `profile` names a solver profile for that
    backend (see `stamen.solvers.profiles`). `one_shot=True` sends each check to a
    new native solver holding the open scopes' assertions (z3 only; the scopes are
    still kept here): z3's non-incremental solver preprocesses, and is much faster on
    big disjunctive path conditions. Use as a context manager to release the
    native solver.
    """

    def __init__(self, solver: str = "z3", timeout: float | None = None,
                 profile=None, one_shot: bool = False) -> None:
        self._solver = make_solver(solver, timeout=timeout, profile=profile)
        if one_shot and hasattr(self._solver, "one_shot"):
            self._solver.one_shot = True
        self.reason: str | None = None
        self.checks = 0

    @property
    def depth(self) -> int:
        """Returns the number of open scopes."""
        return self._solver._log.depth

    def add(self, *formulas) -> None:
        """Asserts each formula (a bool or a symbolic bool) in the current scope."""
        for f in formulas:
            self._solver.add(_formula(f, "add"))

    def push(self) -> None:
        """Opens a scope."""
        self._solver.push()

    def pop(self, n: int = 1) -> None:
        """Closes the `n` innermost scopes, forgetting what was asserted in them."""
        self._solver.pop(n)

    def check(self, *assumptions, timeout: float | None = None) -> str:
        """Returns "sat", "unsat" or "unknown" for the assertions and the `assumptions`
        (in force for this check only); after "unknown", `reason` says why."""
        self.checks += 1
        result = self._solver.check([_formula(a, "check") for a in assumptions], timeout)
        self.reason = self._solver.reason_unknown() if result is Result.UNKNOWN else None
        return _WORDS[result]

    def model(self, values: Iterable = ()) -> dict:
        """Returns {constant: value} after a "sat" check for the free constants of
        `values` (symbolic values, or the constants themselves)."""
        consts = constants([v for v in values if type(v) is Term])
        return self._solver.model(consts)

    def evaluate(self, value, model: dict):
        """Returns `value` with the model's constants replaced, others by their default."""
        return evaluate(value, model, default=lambda c: default_value(c.sort))

    def close(self) -> None:
        """Releases the native solver (it is rebuilt if the handle is used again)."""
        self._solver.close()

    def __enter__(self) -> IncrementalSolver:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _formula(value, where: str):
    """Returns a formula as the solver layer takes it (a bool or a boolean term)."""
    v = truth(value)
    if type(v) is not bool and not (type(v) is Term and v.sort.name == "bool"):
        raise InvalidArgument(f"{where}: expected a boolean formula, got {value!r}")
    return v
