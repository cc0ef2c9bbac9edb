"""One-shot queries: is a formula satisfiable, is it valid.

Each call uses a fresh solver (or a scope of one passed in) and closes it,
so nothing of the solver outlives the query. A formula is a boolean term,
a Python bool, or an iterable of them (read as their conjunction).
"""

from __future__ import annotations

from collections.abc import Iterable

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers.backend import check_formula
from stamen.solvers.base import Solver, make_solver
from stamen.solvers.result import Result
from stamen.terms.boolean import not_, or_
from stamen.terms.term import Term
from stamen.terms.traverse import constants

__all__ = ["check_sat", "prove"]


def _conjuncts(formula) -> list:
    """Returns the formula as a list of boolean terms and bools."""
    if type(formula) is bool or type(formula) is Term or not isinstance(formula, Iterable):
        items = [formula]
    else:
        items = list(formula)
    for f in items:
        check_formula(f, "formula")
    return items


def check_sat(formula, solver: str | Solver = "z3",
              timeout: float | None = None) -> tuple[Result, dict]:
    """Returns (result, model): the model maps every constant of `formula` to its value
    when the result is SAT (completed with defaults), and is empty otherwise.

    `solver` is a backend name or a `Solver`, which is used inside a scope
    of its own and left as it was.
    """
    items = _conjuncts(formula)
    owned = isinstance(solver, str)
    if not owned and not isinstance(solver, Solver):
        raise InvalidArgument(
            f"Expected a solver name or a Solver for solver=, got {solver!r}")
    s = make_solver(solver, timeout=timeout) if owned else solver
    try:
        if not owned:
            s.push()
        for f in items:
            s.add(f)
        result = s.check(timeout=timeout)
        model = s.model(constants(items)) if result is Result.SAT else {}
        return result, model
    finally:
        if owned:
            s.close()
        else:
            s.pop()


def prove(formula, solver: str | Solver = "z3", timeout: float | None = None) -> bool:
    """Returns whether `formula` is valid (its negation is UNSAT).

    Raises SolverError if the solver cannot decide, so an UNKNOWN is never
    read as either a proof or a refutation.
    """
    items = _conjuncts(formula)
    negation = [not_(f) if type(f) is Term else not f for f in items]
    result, _ = check_sat(or_(*negation), solver=solver, timeout=timeout)
    if result is Result.UNKNOWN:
        raise SolverError("prove: the solver could not decide the formula (UNKNOWN)")
    return result is Result.UNSAT
