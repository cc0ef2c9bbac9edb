"""`debug`: the expressions to blame for a failure, as a minimal unsatisfiable core.

Every relaxable value the thunk computes (returns of lifted functions, and
values a language marks with `stamen.relaxable`) of the relaxed type becomes
a fresh constant softly pinned to its normal value. With every pin the vc
fails; the core is a minimal set of pins that still fails when every other
expression may take any value. An expression whose relaxation alone repairs
the failure is in every core.
"""

from __future__ import annotations

import time

from stamen.errors import InvalidArgument, PathFailure
from stamen.query.evaluation import _check_thunk
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.terms.boolean import and_
from stamen.vm.config import resolve_config
from stamen.vm.context import evaluation
from stamen.vm.explore import run_strategy
from stamen.vm.relax import new_relaxation

__all__ = ["debug", "Core"]


class Core(list):
    """A minimal core: a list of Origins (file:line:col and expression text)."""

    def __init__(self, origins, stats=None, status: str = "core"):
        super().__init__(origins)
        self.stats = stats
        self.status = status

    def __bool__(self) -> bool:
        return len(self) > 0

    def render(self, console=None) -> None:
        """Prints the source of each blamed file with the blamed expressions highlighted."""
        from stamen.query.render import render_core

        render_core(self, console)


def debug(thunk, relax=int, *, lifted_returns: bool = True, merge=None, unroll=None,
          on_unroll=None, solver=None, timeout=None) -> Core:
    """Returns a minimal set of expressions (of type `relax`, or satisfying the predicate
    `relax`) whose values, if chosen angelically, make the thunk's failure go away.

    The candidates are the values returned by lifted functions (unless
    `lifted_returns=False`) and the values a language marks with
    `stamen.relaxable(value, origin)`."""
    from stamen.lift.decorator import lift_thunk

    _check_thunk(thunk, "debug")
    cfg = resolve_config(dict(merge=merge, unroll=unroll, on_unroll=on_unroll, solver=solver,
                              timeout=timeout))
    relaxation = new_relaxation(relax)
    relaxation.lifted_returns = lifted_returns
    start = time.perf_counter()
    with evaluation(cfg) as ctx:
        ctx.relaxation = relaxation
        try:
            run_strategy(ctx, lift_thunk(thunk))
        except PathFailure:
            pass
        finally:
            ctx.relaxation = None
    stats = ctx.stats
    stats.eval_seconds = time.perf_counter() - start
    hard = and_(ctx.vc.assumes_formula(), ctx.vc.asserts_formula(),
                *(formula for _, formula, _ in relaxation.pins))
    indicators = [p for p, _, _ in relaxation.pins]
    origins = {p.tid: origin for p, _, origin in relaxation.pins}
    s = make_solver(cfg.solver, timeout=cfg.timeout)
    try:
        t0 = time.perf_counter()
        s.add(hard)
        result = s.check(indicators)
        if result is Result.SAT:
            raise InvalidArgument(
                "debug: the thunk does not fail, so there is nothing to blame; debug needs a "
                "failing execution (fix the inputs to a counterexample, e.g. from verify)")
        if result is Result.UNKNOWN:
            return Core([], stats, status="unknown")
        core = _minimise(s, list(s.unsat_core()))
        stats.solve_seconds += time.perf_counter() - t0
    finally:
        s.close()
    blamed = []
    for p in core:
        origin = origins[p.tid]
        if origin is not None and origin not in blamed:
            blamed.append(origin)
    return Core(blamed, stats)


def _minimise(s, core: list) -> list:
    """Deletion-based minimisation: drops every pin the failure does not need."""
    kept = list(core)
    i = len(kept) - 1
    while i >= 0:
        trial = kept[:i] + kept[i + 1:]
        if s.check(trial) is Result.UNSAT:
            kept = [p for p in s.unsat_core() if any(p is q for q in trial)] or trial
            i = min(i, len(kept)) - 1
        else:
            i -= 1
    return kept


