"""`solve` and `verify`: the angelic executor and the verifier (Rosette's queries).

solve(thunk):  a model of  assumes ∧ asserts.
verify(thunk): a model of  assumes ∧ ¬asserts (a counterexample), checked by
substituting it back into the vc before it is returned.
"""

from __future__ import annotations

import time

from stamen.boundary import faults_are_internal
from stamen.errors import ReplayError, SolverError, UnsupportedConstruct
from stamen.query.budget import bounded, unknown_solution
from stamen.query.evaluation import evaluate_thunk, warn_ignored_boolean
from stamen.query.refined import check_refined
from stamen.query.refinement import summarizing
from stamen.query.slicing import sizes, slice_query
from stamen.query.solution import SAT, UNKNOWN, UNSAT, Solution, default_value, unknown_reason
from stamen.solvers.base import make_solver
from stamen.solvers.fallback import (
    fallback_solver,
    first_limit,
    has_floats,
    joined_reason,
    time_left,
)
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
    (an unknown one says why: the solver's reason, e.g. a timeout and its limit).

    A query with floating-point terms that the solver leaves unknown is asked again of
    `cfg.fallback` with the time left (solvers/fallback.py); `sol.solver` names the solver
    that answered, and `stats.fallbacks` / `stats.fallback_answers` count such queries."""
    start = time.perf_counter()
    second = fallback_solver(cfg.solver, cfg.fallback) if has_floats(formula) else None
    try:
        limit = first_limit(cfg.timeout, cfg.fallback_share, second is not None)
        sol = _ask(cfg.solver, formula, cfg, stats, limit)
        if sol.unknown and second is not None:
            sol = _ask_fallback(second, sol, formula, cfg, stats,
                                time_left(cfg.timeout, time.perf_counter() - start))
        if sol.unknown:
            sol.reason += real_conversion_hint(formula)
        return sol
    finally:
        stats.solve_seconds += time.perf_counter() - start


def _ask_fallback(second: str, first: Solution, formula, cfg, stats, left) -> Solution:
    """Returns the fallback's answer within the `left` seconds, or the first's unknown
    with both reasons."""
    if left == 0:
        first.reason += f"; no time was left for the fallback solver {second}"
        return first
    stats.fallbacks += 1
    sol = _ask(second, formula, cfg, stats, None if left is None else round(left, 2))
    if sol.unknown:
        sol.reason = joined_reason(first.reason, second, sol.reason)
    else:
        stats.fallback_answers += 1
    return sol


def _ask(name: str, formula, cfg, stats, timeout) -> Solution:
    """Returns the answer of the solver `name` on `formula` within `timeout` seconds; a
    fallback that cannot take the query (a theory it lacks, an error) answers unknown."""
    profile = cfg.solver_profile if name == cfg.solver else None
    try:
        s = make_solver(name, timeout=timeout, profile=profile)
    except (SolverError, UnsupportedConstruct) as exc:
        if name == cfg.solver:
            raise
        return Solution(UNKNOWN, None, stats, reason=f"{name} could not be made: {exc}")
    try:
        s.add(formula)
        result = s.check()
        if result is Result.SAT:
            sol = Solution(SAT, s.model(constants(formula)), stats)
        elif result is Result.UNSAT:
            sol = Solution(UNSAT, None, stats)
        else:
            sol = Solution(UNKNOWN, None, stats,
                           reason=unknown_reason(s.reason_unknown(), timeout))
    except (SolverError, UnsupportedConstruct) as exc:
        if name == cfg.solver:
            raise
        sol = Solution(UNKNOWN, None, stats, reason=f"{name} cannot decide it: {exc}")
    finally:
        s.close()
    sol.solver = name
    return sol


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
@bounded(unknown_solution)
def solve(thunk, *, merge=None, unroll=None, on_unroll=None, solver=None, timeout=None,
          solver_profile=None):
    """Returns a Solution whose model makes every assume and assert of thunk() hold."""
    cfg = _settings(merge, unroll, on_unroll, solver, timeout, solver_profile=solver_profile)
    ev = evaluate_thunk(thunk, cfg, "solve")
    warn_ignored_boolean(ev.value, "solve", ev.vc.asserts_formula())
    formula = and_(ev.vc.assumes_formula(), ev.vc.asserts_formula())
    sol = check_formula(formula, cfg, ev.stats)
    if sol.sat:
        reason = _check_model(formula, sol.model, "solve", cfg)
        if reason is not None:
            return Solution(UNKNOWN, None, ev.stats, reason=reason)
    return sol


@faults_are_internal
@bounded(unknown_solution)
def verify(thunk, *, merge=None, unroll=None, on_unroll=None, solver=None, timeout=None,
           replay=None, solver_profile=None, slicing=None):
    """Returns a counterexample (a Solution, truthy) under which every assume of thunk()
    holds and some assert fails; an unsat Solution if there is none."""
    cfg = _settings(merge, unroll, on_unroll, solver, timeout, replay, solver_profile, slicing)
    with summarizing() as table:  # @summarized calls return summaries (query/refined.py)
        ev = evaluate_thunk(thunk, cfg, "verify")
    warn_ignored_boolean(ev.value, "verify", ev.vc.asserts_formula())
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
    value = _value(formula, model)  # an exception here is a fault of stamen: InternalError
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
