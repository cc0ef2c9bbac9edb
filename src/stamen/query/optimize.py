"""`optimize`: a model of the thunk's vc that minimises / maximises objectives, in order.

Objectives are optimised lexicographically in the order given (minimize
first, then maximize), each by an exponential search for a bound followed by
binary search, with the generic solver interface (so any backend works).
Bitvector objectives are compared unsigned, as z3's optimiser does.
"""

from __future__ import annotations

import time

from stamen.errors import InvalidArgument
from stamen.query.evaluation import evaluate_thunk
from stamen.query.solution import SAT, UNKNOWN, UNSAT, Solution
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.terms import arith, bitvec
from stamen.terms.boolean import and_, eq
from stamen.terms.bv import BV
from stamen.terms.operators import sort_of
from stamen.terms.sorts import INT, REAL, BitVecSort
from stamen.terms.term import Term
from stamen.terms.traverse import constants, evaluate
from stamen.vm.config import resolve_config

__all__ = ["optimize"]

_MAX_DOUBLINGS = 128


def optimize(*, minimize=(), maximize=(), guarantee=None, merge=None, unroll=None,
             on_unroll=None, solver=None, timeout=None) -> Solution:
    """Returns a Solution satisfying the guarantee's vc with the objectives optimal."""
    cfg = resolve_config(dict(merge=merge, unroll=unroll, on_unroll=on_unroll, solver=solver,
                              timeout=timeout))
    ev = evaluate_thunk(guarantee if guarantee is not None else (lambda: None), cfg, "optimize")
    formula = and_(ev.vc.assumes_formula(), ev.vc.asserts_formula())
    objectives = [(o, False) for o in minimize] + [(o, True) for o in maximize]
    for o, _ in objectives:
        s = sort_of(o)
        if s not in (INT, REAL) and type(s) is not BitVecSort:
            raise InvalidArgument(f"optimize: objectives must be int, real or bitvector, got {o!r}")
    names = [c for o, _ in objectives for c in (constants(o) if type(o) is Term else [])]
    s = make_solver(cfg.solver, timeout=cfg.timeout)
    start = time.perf_counter()
    try:
        s.add(formula)
        result = s.check()
        if result is not Result.SAT:
            kind = UNSAT if result is Result.UNSAT else UNKNOWN
            return Solution(kind, None, ev.stats, reason=s.reason_unknown())
        every = list(dict.fromkeys(constants(formula) + names))
        model = s.model(every)
        for objective, up in objectives:
            model = _optimise_one(s, objective, up, model, every)
            if model is None:
                return Solution(UNKNOWN, None, ev.stats, reason="objective is unbounded")
            s.add(eq(objective, evaluate(objective, model)))
        return Solution(SAT, model, ev.stats)
    finally:
        ev.stats.solve_seconds += time.perf_counter() - start
        s.close()


def _better(objective, value, up: bool):
    """Returns the condition `objective` strictly improves on `value`."""
    if type(value) is BV:
        return bitvec.bvult(value, objective) if up else bitvec.bvult(objective, value)
    return arith.lt(value, objective) if up else arith.lt(objective, value)


def _at_least(objective, bound, up: bool):
    if type(bound) is BV:
        return bitvec.bvule(bound, objective) if up else bitvec.bvule(objective, bound)
    return arith.le(bound, objective) if up else arith.le(objective, bound)


def _step(value, delta, up: bool):
    if type(value) is BV:
        raw = value.value + delta if up else value.value - delta
        if raw < 0 or raw >= (1 << value.width):
            return None
        return BV(raw, value.width)
    return value + delta if up else value - delta


def _optimise_one(s, objective, up: bool, model, every, rounds: int = 0):
    """Improves `objective` from the model's value to the optimum; None if unbounded (or,
    for reals, if no optimum is attained after repeated refinement)."""
    if rounds > 32:
        return None
    best = evaluate(objective, model)
    delta = 1
    # exponential search for a bound the objective cannot reach
    for _ in range(_MAX_DOUBLINGS):
        target = _step(best, delta, up)
        if target is None:
            break
        s.push()
        s.add(_at_least(objective, target, up))
        result = s.check()
        if result is Result.SAT:
            model = s.model(every)
            best = evaluate(objective, model)
            s.pop()
            delta *= 2
            continue
        s.pop()
        if result is Result.UNKNOWN:
            return None
        break
    else:
        return None
    # binary search between best (reached) and best + delta (not reached)
    low, high = 1, delta
    while low < high:
        mid = (low + high) // 2
        target = _step(best, mid, up)
        if target is None:
            high = mid
            continue
        s.push()
        s.add(_at_least(objective, target, up))
        result = s.check()
        if result is Result.SAT:
            model = s.model(every)
            best = evaluate(objective, model)
            low, high = 1, max(1, high - mid)
        else:
            high = mid
        s.pop()
    s.push()
    s.add(_better(objective, best, up))
    final = s.check()
    s.pop()
    if final is Result.SAT:
        model = s.model(every)
        return _optimise_one(s, objective, up, model, every, rounds + 1)
    return model
