"""Feasibility checks: may a formula hold? Used by path-by-path exploration (merge="none")
and to stop unrolling a loop whose condition can no longer hold on the current path."""

from __future__ import annotations

import time

from stamen.solvers.check import check_sat
from stamen.solvers.result import Result
from stamen.vm.state.config import Config
from stamen.vm.state.context import current

__all__ = ["feasible"]


def feasible_on_path(condition) -> bool:
    """Returns whether `condition` may hold together with the current path guard, the
    assumes, and the asserts so far (an execution that failed an earlier assertion, e.g. a
    branch that raised, stopped there: it runs no further)."""
    from stamen.terms.boolean import and_

    ctx = current()
    vc = ctx.vc
    formula = and_(ctx.guard(), vc.assumes_formula(), vc.asserts_formula(), condition)
    return feasible(formula, ctx.config)


def feasible(formula, cfg: Config) -> bool:
    """Returns whether `formula` may hold (unknown counts as feasible: never prune unsoundly)."""
    if formula is True or formula is False:
        return formula
    start = time.perf_counter()
    result, _ = check_sat(formula, solver=cfg.solver, timeout=cfg.timeout)
    current().stats.solve_seconds += time.perf_counter() - start
    return result is not Result.UNSAT
