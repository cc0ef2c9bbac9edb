"""`synthesize`: counterexample-guided inductive synthesis (CEGIS) of the holes and choices.

With inputs I (the `forall` constants), unknowns H (every other constant),
pre(H, I) = assumes ∧ the assertions of `assume`, and post(H, I) = the
assertions of `guarantee`, it looks for H such that ∀I. pre ⇒ post:
a synthesis solver keeps pre ⇒ post instantiated at the counterexample
inputs found so far (incrementally), and a verifier looks for a new
counterexample to each candidate H.
"""

from __future__ import annotations

import time

from stamen.boundary import faults_are_internal
from stamen.errors import InvalidArgument
from stamen.query.budget import bounded, unknown_solution
from stamen.query.evaluation import _check_thunk, run_thunk, warn_ignored_boolean
from stamen.query.solution import SAT, UNKNOWN, UNSAT, Solution, default_value, unknown_reason
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.terms.boolean import and_, implies, not_
from stamen.terms.term import Term, term_count
from stamen.terms.traverse import constants, substitute
from stamen.vm.state.config import resolve_config
from stamen.vm.state.context import evaluation
from stamen.vm.values.union import Union

__all__ = ["synthesize"]


def _input_constants(forall) -> list[Term]:
    """Returns the constants of `forall`: a list (or tuple, set, dict values) of symbolic
    values, nested or in unions. Anything else, such as a variable's name or a concrete
    value, is an InvalidArgument: it would silently make synthesis answer another question."""
    def invalid(what):
        return InvalidArgument(
            f"Expected a list of symbolic values for forall=, got {forall!r}"
            + ("" if what is forall else f" (it holds {what!r}, which is not symbolic)"))

    if not isinstance(forall, (list, tuple, set, frozenset, dict)):
        raise invalid(forall)
    found: list[Term] = []
    stack = [forall]
    while stack:
        v = stack.pop()
        if type(v) is Term:
            if not constants(v):
                raise invalid(v)
            found.extend(constants(v))
        elif type(v) is Union:  # its guards and members are all inputs
            for guard, member in v.members:
                stack.append(member)
                if type(guard) is Term:
                    found.extend(constants(guard))
        elif isinstance(v, dict):
            stack.extend(dict.values(v))
        elif isinstance(v, (list, tuple, set, frozenset)):
            stack.extend(v)
        else:
            raise invalid(v)
    return list(dict.fromkeys(found))


@faults_are_internal
@bounded(unknown_solution)
def synthesize(forall, guarantee, assume=None, *, merge=None, unroll=None, on_unroll=None,
               solver=None, timeout=None, max_iterations: int = 10_000, solver_profile=None):
    """Returns a Solution binding every unknown (hole, choice, other constant not in `forall`)
    so that `guarantee` holds for all inputs satisfying `assume`; unsat if there is none."""
    from stamen.lift.decorator import lift_thunk

    _check_thunk(guarantee, "synthesize")
    if type(max_iterations) is not int or max_iterations < 1:
        raise InvalidArgument(
            f"Expected a positive int for max_iterations=, got {max_iterations!r}")
    if assume is not None:
        _check_thunk(assume, "synthesize")
    cfg = resolve_config(dict(merge=merge, unroll=unroll, on_unroll=on_unroll, solver=solver,
                              timeout=timeout, solver_profile=solver_profile))
    inputs = _input_constants(forall)
    start, terms0 = time.perf_counter(), term_count()
    # Not assume_established: the constants established before the query that are not
    # inputs would become unknowns, which CEGIS could pick to falsify the precondition.
    with evaluation(cfg) as ctx:
        pre_failed = post_failed = False
        if assume is not None:
            value, failure = run_thunk(ctx, lift_thunk(assume))
            pre_failed = failure is not None
            if not pre_failed:
                warn_ignored_boolean(value, "synthesize", ctx.vc.asserts_formula())
        pre_asserts = list(ctx.vc.asserts)
        value, failure = run_thunk(ctx, lift_thunk(guarantee))
        post_failed = failure is not None
        if not post_failed:
            made = and_(*(a.formula for a in ctx.vc.asserts[len(pre_asserts):]))
            warn_ignored_boolean(value, "synthesize", made)
    stats = ctx.stats
    stats.eval_seconds = time.perf_counter() - start
    stats.terms = term_count() - terms0
    post_asserts = ctx.vc.asserts[len(pre_asserts):]
    pre = and_(ctx.vc.assumes_formula(), *(a.formula for a in pre_asserts))
    post = and_(*(a.formula for a in post_asserts))
    if pre_failed:
        pre = False
    if post_failed and not post_asserts:
        post = False
    phi = implies(pre, post)
    return _cegis(phi, pre, post, inputs, cfg, stats, max_iterations)


def _cegis(phi, pre, post, inputs, cfg, stats, max_iterations) -> Solution:
    input_set = {c.tid for c in inputs}
    unknowns = [c for c in constants(phi) if c.tid not in input_set]
    counterexample = and_(pre, not_(post))
    synth = make_solver(cfg.solver, timeout=cfg.timeout, profile=cfg.solver_profile)
    try:
        instance = {c: default_value(c.sort) for c in inputs}
        for _ in range(max_iterations):
            synth.add(substitute(phi, instance))
            t0 = time.perf_counter()
            result = synth.check()
            stats.solve_seconds += time.perf_counter() - t0
            if result is Result.UNSAT:
                return Solution(UNSAT, None, stats)
            if result is Result.UNKNOWN:
                return Solution(UNKNOWN, None, stats, reason=unknown_reason(
                    synth.reason_unknown(), cfg.timeout, "synthesis step of CEGIS"))
            candidate = synth.model(unknowns)
            t0 = time.perf_counter()
            check, cex, reason = _counterexample(substitute(counterexample, candidate), cfg)
            stats.solve_seconds += time.perf_counter() - t0
            if check is Result.UNSAT:
                return Solution(SAT, candidate, stats)
            if check is Result.UNKNOWN:
                return Solution(UNKNOWN, None, stats, reason=unknown_reason(
                    reason, cfg.timeout, "verification step of CEGIS"))
            instance = {c: cex.get(c, default_value(c.sort)) for c in inputs}
        return Solution(UNKNOWN, None, stats, reason=f"no answer after {max_iterations} rounds")
    finally:
        synth.close()


def _counterexample(formula, cfg) -> tuple[Result, dict, str | None]:
    """Returns (result, model of formula's constants if sat, why it was unknown if so)."""
    s = make_solver(cfg.solver, timeout=cfg.timeout, profile=cfg.solver_profile)
    try:
        s.add(formula)
        result = s.check()
        model = s.model(constants(formula)) if result is Result.SAT else {}
        return result, model, s.reason_unknown() if result is Result.UNKNOWN else None
    finally:
        s.close()
