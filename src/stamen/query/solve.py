"""`solve` and `verify`: the angelic executor and the verifier (Rosette's queries).

solve(thunk):  a model of  assumes ∧ asserts.
verify(thunk): a model of  assumes ∧ ¬asserts (a counterexample), checked by
substituting it back into the vc before it is returned.
"""

from __future__ import annotations

import time

from stamen.boundary import faults_are_internal
from stamen.errors import ReplayError, SolverError
from stamen.query.evaluation import evaluate_thunk
from stamen.query.refined import check_refined
from stamen.query.refinement import summarizing
from stamen.query.slicing import sizes, slice_query
from stamen.query.solution import SAT, UNKNOWN, UNSAT, Solution, default_value, unknown_reason
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.terms.boolean import and_, not_
from stamen.terms.floatconv import real_conversion_hint
from stamen.terms.sorts import BOOL
from stamen.terms.term import Term
from stamen.terms.traverse import constants
from stamen.terms.traverse import evaluate as evaluate_term
from stamen.vm.state.config import resolve_config

__all__ = ["solve", "verify", "check_formula"]


def _settings(merge, unroll, on_unroll, solver, timeout, replay=None, solver_profile=None,
              slicing=None):
    return resolve_config(dict(merge=merge, unroll=unroll, on_unroll=on_unroll, solver=solver,
                               timeout=timeout, replay=replay, solver_profile=solver_profile,
                               slicing=slicing))


def check_formula(formula, cfg, stats) -> Solution:
    """Asks the solver for a model of `formula`; returns a Solution with stats filled in
    (an unknown one says why: the solver's reason, e.g. a timeout and its limit)."""
    start = time.perf_counter()
    s = make_solver(cfg.solver, timeout=cfg.timeout, profile=cfg.solver_profile)
    try:
        s.add(formula)
        result = s.check()
        if result is Result.SAT:
            return Solution(SAT, s.model(constants(formula)), stats)
        if result is Result.UNSAT:
            return Solution(UNSAT, None, stats)
        reason = unknown_reason(s.reason_unknown(), cfg.timeout)
        return Solution(UNKNOWN, None, stats, reason=reason + real_conversion_hint(formula))
    finally:
        s.close()
        stats.solve_seconds += time.perf_counter() - start


def check_sliced(assumptions, goal, cfg, stats) -> Solution:
    """Asks for a model of `assumptions ∧ goal`, sending the goal's cone first and the
    independent rest only when the cone is not unsat (see slicing.py); records the sizes
    in `stats`."""
    parts = slice_query([assumptions], goal) if cfg.slicing else None
    whole = and_(assumptions, goal)
    cone = and_(*parts.cone) if parts else whole
    stats.query_terms, stats.query_tree = sizes(whole)
    stats.sent_terms = sizes(cone)[0]
    if not parts or not parts.rest:
        return check_formula(cone, cfg, stats)
    first = check_formula(cone, cfg, stats)
    if first.unsat:
        return first
    second = check_formula(and_(*parts.rest), cfg, stats)
    if second.unsat or not first.sat:
        return second if second.unsat else first
    if not second.sat:
        return second
    return Solution(SAT, {**first.model, **second.model}, stats)


@faults_are_internal
def solve(thunk, *, merge=None, unroll=None, on_unroll=None, solver=None, timeout=None,
          solver_profile=None):
    """Returns a Solution whose model makes every assume and assert of thunk() hold."""
    cfg = _settings(merge, unroll, on_unroll, solver, timeout, solver_profile=solver_profile)
    ev = evaluate_thunk(thunk, cfg, "solve")
    formula = and_(ev.vc.assumes_formula(), ev.vc.asserts_formula())
    sol = check_formula(formula, cfg, ev.stats)
    if sol.sat:
        reason = _check_model(formula, sol.model, "solve", cfg)
        if reason is not None:
            return Solution(UNKNOWN, None, ev.stats, reason=reason)
    return sol


@faults_are_internal
def verify(thunk, *, merge=None, unroll=None, on_unroll=None, solver=None, timeout=None,
           replay=None, solver_profile=None, slicing=None):
    """Returns a counterexample (a Solution, truthy) under which every assume of thunk()
    holds and some assert fails; an unsat Solution if there is none."""
    cfg = _settings(merge, unroll, on_unroll, solver, timeout, replay, solver_profile, slicing)
    with summarizing() as table:  # @summarized calls return summaries (query/refined.py)
        ev = evaluate_thunk(thunk, cfg, "verify")
    assumes, asserts = ev.vc.assumes_formula(), ev.vc.asserts_formula()
    if table.by_tid:
        sol = check_refined(assumes, not_(asserts), cfg, ev.stats, table)
    else:
        sol = check_sliced(assumes, not_(asserts), cfg, ev.stats)
    if sol.sat:
        if cfg.replay:
            reason = _check_model(and_(assumes, not_(asserts)), sol.model, "verify", cfg)
            if reason is not None:
                return Solution(UNKNOWN, None, ev.stats, reason=reason)
        sol.failure = _failed_assertion(ev.vc, sol.model)
    return sol


def _value(formula, model):
    return evaluate_term(formula, model, default=lambda c: default_value(c.sort))


def _check_model(formula, model, query: str, cfg) -> str | None:
    """Substitutes the model back; a model that does not satisfy its formula is a bug.

    Returns None when the model is confirmed. Quantified formulas have no concrete
    value: what is left under the model is closed, and the solver checks that it holds;
    when it cannot tell, returns why (the answer is then unknown, never a verdict).
    """
    try:
        value = _value(formula, model)
    except Exception as exc:  # noqa: BLE001 - any failure here is stamen's
        raise SolverError(
            f"{query}: could not evaluate the formula under the model: {exc}") from exc
    if type(value) is Term and value.sort is BOOL and not constants(value):
        return _check_closed(value, query, cfg)
    if value is not True:
        raise ReplayError(
            f"{query}: the solver's model does not satisfy the query when substituted back "
            f"(got {value!r}); this is a bug in stamen or the solver, please report it"
        )


def _check_closed(value: Term, query: str, cfg) -> str | None:
    """Asks the solver whether a closed (quantified) formula holds; see _check_model."""
    s = make_solver(cfg.solver, timeout=cfg.timeout, profile=cfg.solver_profile)
    try:
        s.add(not_(value))
        result = s.check()
        if result is Result.UNSAT:
            return None
        if result is Result.SAT:
            raise ReplayError(
                f"{query}: the solver's model does not satisfy the query's quantified "
                f"formulas when substituted back; this is a bug in stamen or the solver, "
                f"please report it")
        why = unknown_reason(s.reason_unknown(), cfg.timeout)
        return (f"the model could not be confirmed: the solver could not decide the query's "
                f"quantified formulas under it ({why})")
    finally:
        s.close()


def _failed_assertion(vc, model):
    """Returns the first assertion the counterexample violates (its message and location)."""
    for assertion in vc.asserts:
        if _value(assertion.formula, model) is False:
            return assertion
    return None
