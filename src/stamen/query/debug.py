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

from stamen.boundary import faults_are_internal
from stamen.errors import InvalidArgument, UnknownAnswer
from stamen.query.budget import bounded
from stamen.query.evaluation import _check_thunk, run_thunk, warn_ignored_boolean
from stamen.query.solution import unknown_reason
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.terms.boolean import and_
from stamen.vm.paths.relax import new_relaxation
from stamen.vm.state.config import resolve_config
from stamen.vm.state.context import assume_established, evaluation

__all__ = ["debug", "Core"]

MINIMAL, NOT_MINIMAL, UNKNOWN = "minimal", "not minimal", "unknown"


class Core(list):
    """A core: a list of Origins (file:line:col and expression text) to blame.

    `status` is "minimal" when the solver showed that every element is needed
    (relaxing all but one of them makes the failure go away), "not minimal"
    when the pinned vc was shown to fail but a check while minimising was
    unknown (a timeout), so some elements may not be needed, and "unknown" when
    the solver could not even show that the vc fails (the list is then
    empty). `reason` says why for the last two; `bool()` of an unknown core
    raises UnknownAnswer, like that of an unknown Solution.
    """

    def __init__(self, origins, stats=None, status: str = MINIMAL, reason: str | None = None):
        super().__init__(origins)
        if status not in (MINIMAL, NOT_MINIMAL, UNKNOWN):
            raise InvalidArgument(f"Core: expected status in {(MINIMAL, NOT_MINIMAL, UNKNOWN)}"
                                  f", got status={status!r}")
        self.stats = stats
        self.status = status
        self.reason = reason

    @property
    def minimal(self) -> bool:
        """Whether the core is proven minimal."""
        return self.status == MINIMAL

    @property
    def unknown(self) -> bool:
        """Whether the solver could not show that the vc fails (no core at all)."""
        return self.status == UNKNOWN

    def __bool__(self) -> bool:
        if self.status == UNKNOWN:
            raise UnknownAnswer(
                f"the debug answer is unknown ({self.reason}): there is no core, and no "
                "verdict; test core.unknown or core.minimal explicitly")
        return len(self) > 0

    def __repr__(self) -> str:
        items = list.__repr__(self)
        if self.status == MINIMAL:
            return f"Core(minimal, {items})"
        if self.status == NOT_MINIMAL:
            return f"Core(not proven minimal: {self.reason}, {items})"
        return f"Core(unknown: {self.reason})"

    def render(self, console=None) -> None:
        """Prints the source of each blamed file with the blamed expressions highlighted."""
        from stamen.query.render import render_core

        render_core(self, console)


def _unknown_at_deadline(reason: str, stats) -> Core:
    """Returns the answer of a debug query whose evaluation was stopped at its deadline."""
    return Core([], stats, status=UNKNOWN, reason=reason)


@faults_are_internal
@bounded(_unknown_at_deadline)
def debug(thunk, relax=int, *, lifted_returns: bool = True, merge=None, unroll=None,
          on_unroll=None, solver=None, timeout=None, solver_profile=None) -> Core:
    """Returns a minimal set of expressions (of type `relax`, or satisfying the predicate
    `relax`) whose values, if chosen angelically, make the thunk's failure go away.

    The candidates are the values returned by lifted functions (unless
    `lifted_returns=False`) and the values a language marks with
    `stamen.relaxable(value, origin)`. A solver call that is unknown (a timeout)
    makes the core "not minimal" (while minimising) or "unknown" (see `Core`)."""
    from stamen.lift.decorator import lift_thunk

    _check_thunk(thunk, "debug")
    if type(lifted_returns) is not bool:
        raise InvalidArgument(f"Expected a bool for lifted_returns=, got {lifted_returns!r}")
    cfg = resolve_config(dict(merge=merge, unroll=unroll, on_unroll=on_unroll, solver=solver,
                              timeout=timeout, solver_profile=solver_profile))
    relaxation = new_relaxation(relax)
    relaxation.lifted_returns = lifted_returns
    start = time.perf_counter()
    value = None
    with evaluation(cfg) as ctx:
        ctx.relaxation = relaxation
        try:
            value, _ = run_thunk(ctx, lift_thunk(thunk))
        finally:
            ctx.relaxation = None
    assume_established(ctx.vc)
    warn_ignored_boolean(value, "debug", ctx.vc.asserts_formula())
    stats = ctx.stats
    stats.eval_seconds = time.perf_counter() - start
    hard = and_(ctx.vc.assumes_formula(), ctx.vc.asserts_formula(),
                *(formula for _, formula, _ in relaxation.pins))
    indicators = [p for p, _, _ in relaxation.pins]
    origins = {p.tid: origin for p, _, origin in relaxation.pins}
    s = make_solver(cfg.solver, timeout=cfg.timeout, profile=cfg.solver_profile)
    try:
        t0 = time.perf_counter()
        s.add(hard)
        result = s.check(indicators)
        if result is Result.SAT:
            raise InvalidArgument(
                "debug: the thunk does not fail, so there is nothing to blame; debug needs a "
                "failing execution (fix the inputs to a counterexample, e.g. from verify)")
        if result is Result.UNKNOWN:
            return Core([], stats, status=UNKNOWN, reason=unknown_reason(
                s.reason_unknown(), cfg.timeout, "debug: does the thunk fail?"))
        core, reason = _minimise(s, list(s.unsat_core()), cfg.timeout)
        stats.solve_seconds += time.perf_counter() - t0
    finally:
        s.close()
    blamed = []
    for p in core:
        origin = origins[p.tid]
        if origin is not None and origin not in blamed:
            blamed.append(origin)
    return Core(blamed, stats, status=MINIMAL if reason is None else NOT_MINIMAL, reason=reason)


def _minimise(s, core: list, timeout) -> tuple[list, str | None]:
    """Deletion-based minimisation: drops every pin the failure does not need. Returns the
    pins kept and, if a check was unknown (so a kept pin may not be needed), why."""
    kept = list(core)
    reason = None
    i = len(kept) - 1
    while i >= 0:
        trial = kept[:i] + kept[i + 1:]
        result = s.check(trial)
        if result is Result.UNSAT:
            kept = [p for p in s.unsat_core() if any(p is q for q in trial)] or trial
            i = min(i, len(kept)) - 1
            continue
        if result is Result.UNKNOWN and reason is None:
            reason = unknown_reason(s.reason_unknown(), timeout,
                                    "debug: could not show that a blamed expression is needed")
        i -= 1
    return kept, reason
