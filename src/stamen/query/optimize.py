"""`optimize`: a model of the thunk's vc that minimises / maximises objectives, in order.

Objectives are optimised lexicographically in the order given (minimize
first, then maximize), each by a search for a bound the objective cannot
reach (steps 1, 2, 4, 16, 256, ...: squared each time, so bounds far past
2**128 are found in a few checks) followed by binary search, with the
generic solver interface (so any backend works). Bitvector objectives are
compared unsigned, as z3's optimiser does.

An answer is sat only when its optimum is proven: the solver said unsat to
"the objective can be strictly better". When a check is unknown (a
timeout), when the search runs past its largest bound (the objective may be
unbounded: that is never claimed, since it is not proven), or when a real
objective keeps improving without attaining an optimum, the answer is
unknown, its reason says which, and `sol.best` holds the best model found.
"""

from __future__ import annotations

import math
import time
from fractions import Fraction

from stamen.boundary import faults_are_internal
from stamen.errors import InternalError, InvalidArgument
from stamen.query.budget import bounded, unknown_solution
from stamen.query.evaluation import evaluate_thunk, warn_ignored_boolean
from stamen.query.solution import SAT, UNKNOWN, UNSAT, Solution, unknown_reason
from stamen.query.solve import _check_model
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.terms import arith, bitvec
from stamen.terms.boolean import and_, eq
from stamen.terms.bv import BV
from stamen.terms.operators import sort_of
from stamen.terms.printing import term_str
from stamen.terms.sorts import INT, REAL, BitVecSort
from stamen.terms.term import Term
from stamen.terms.traverse import constants, evaluate
from stamen.vm.state.config import resolve_config
from stamen.vm.state.context import assume_established

__all__ = ["optimize"]

_MAX_STEP_BITS = 1 << 16  # the search gives up (unknown) past steps of 2**65536
_REAL_ROUNDS = 64  # bisection rounds on a real objective before giving up


class _Unproven(Exception):
    """The optimum of an objective could not be proven; carries why and the best model."""

    def __init__(self, reason: str, model: dict):
        super().__init__(reason)
        self.reason = reason
        self.model = model


@faults_are_internal
@bounded(unknown_solution)
def optimize(*, minimize=(), maximize=(), guarantee=None, merge=None, unroll=None,
             on_unroll=None, solver=None, timeout=None, solver_profile=None) -> Solution:
    """Returns a Solution satisfying the guarantee's vc with the objectives optimal: sat
    when the optimum is proven, unsat when the vc has no model, and unknown otherwise
    (with the best model found as `sol.best`)."""
    objectives = ([(o, False) for o in _objectives(minimize, "minimize")]
                  + [(o, True) for o in _objectives(maximize, "maximize")])
    cfg = resolve_config(dict(merge=merge, unroll=unroll, on_unroll=on_unroll, solver=solver,
                              timeout=timeout, solver_profile=solver_profile))
    ev = evaluate_thunk(guarantee if guarantee is not None else (lambda: None), cfg, "optimize")
    assume_established(ev.vc, [o for o, _ in objectives])  # what computed the objectives
    warn_ignored_boolean(ev.value, "optimize", ev.vc.asserts_formula())
    formula = and_(ev.vc.assumes_formula(), ev.vc.asserts_formula())
    names = [c for o, _ in objectives for c in (constants(o) if type(o) is Term else [])]
    s = make_solver(cfg.solver, timeout=cfg.timeout, profile=cfg.solver_profile)
    start = time.perf_counter()
    try:
        s.add(formula)
        result = s.check()
        if result is Result.UNSAT:
            return Solution(UNSAT, None, ev.stats)
        if result is Result.UNKNOWN:
            return Solution(UNKNOWN, None, ev.stats,
                            reason=unknown_reason(s.reason_unknown(), cfg.timeout))
        every = list(dict.fromkeys(constants(formula) + names))
        search = _Search(s, every, cfg.timeout)
        model = s.model(every)
        for objective, up in objectives:
            try:
                model = search.optimum(objective, up, model)
            except _Unproven as exc:
                unconfirmed = _check_model(formula, exc.model, "optimize", cfg)
                return Solution(UNKNOWN, None, ev.stats, reason=exc.reason,
                                best=None if unconfirmed else Solution(SAT, exc.model, ev.stats))
            s.add(eq(objective, evaluate(objective, model)))
        unconfirmed = _check_model(formula, model, "optimize", cfg)
        if unconfirmed is not None:
            return Solution(UNKNOWN, None, ev.stats, reason=unconfirmed)
        return Solution(SAT, model, ev.stats)
    finally:
        ev.stats.solve_seconds += time.perf_counter() - start
        s.close()


def _objectives(values, name: str) -> list:
    """Returns the objectives given as `name=`: a list or tuple of int, real or bitvector
    values; anything else is an InvalidArgument naming the argument."""
    if not isinstance(values, (list, tuple)):
        raise InvalidArgument(
            f"Expected a list of symbolic values for {name}=, got {values!r}")
    for o in values:
        try:
            s = sort_of(o)
        except Exception:  # noqa: BLE001 - not a value stamen can sort: reported below
            s = None
        if s not in (INT, REAL) and type(s) is not BitVecSort or type(o) is bool:
            raise InvalidArgument(
                f"Expected int, real or bitvector values in {name}=, got {o!r} in {values!r}")
    return list(values)


class _Search:
    """The search for the optimum of one objective on a solver holding the vc."""

    def __init__(self, s, every: list, timeout):
        self.s = s
        self.every = every
        self.timeout = timeout

    def _reaches(self, condition, model: dict):
        """Returns the model of vc ∧ condition, or None if unsat; raises _Unproven (with
        the best model so far) if the solver cannot tell."""
        self.s.push()
        try:
            self.s.add(condition)
            result = self.s.check()
            if result is Result.SAT:
                return self.s.model(self.every)
            if result is Result.UNSAT:
                return None
            raise _Unproven(unknown_reason(self.s.reason_unknown(), self.timeout,
                                           "optimize: the optimum is not proven"), model)
        finally:
            self.s.pop()

    def optimum(self, objective, up: bool, model: dict) -> dict:
        """Returns a model in which `objective` is optimal (maximal if `up`), starting from
        `model`; raises _Unproven when that cannot be shown."""
        model = self._bracket(objective, up, model)
        if type(evaluate(objective, model)) is BV or sort_of(objective) is INT:
            # best ± 1 is unreachable: proven optimal once the solver says so (not unknown)
            if self._reaches(_better(objective, evaluate(objective, model), up), model) is None:
                return model
            raise InternalError(f"optimize: {objective} improves past an unreachable bound")
        return self._real_optimum(objective, up, model)

    def _real_optimum(self, objective, up: bool, model: dict) -> dict:
        """Narrows a real objective's value between the best reached and the first step
        found unreachable by trying the simplest rational in between (Stern-Brocot
        bisection), so a rational optimum is reached exactly and proven."""
        sign = 1 if up else -1
        best = sign * Fraction(evaluate(objective, model))
        bound = best + 1  # unreachable, by _bracket
        for _ in range(_REAL_ROUNDS):
            better = self._reaches(_better(objective, sign * best, up), model)
            if better is None:
                return model
            model, best = better, sign * Fraction(evaluate(objective, better))
            guess = _simplest_between(best, bound)
            found = self._reaches(_at_least(objective, sign * guess, up), model)
            if found is None:
                bound = guess
            else:
                model, best = found, sign * Fraction(evaluate(objective, found))
        raise _Unproven(
            f"optimize: the real objective {term_str(objective, 200)} kept improving "
            f"({_REAL_ROUNDS} rounds); no optimum is proven (the bound may not be attained)",
            model)

    def _bracket(self, objective, up: bool, model: dict) -> dict:
        """Returns a model whose objective value v has v ± 1 unreachable (the step towards
        better), by a squaring search for an unreachable step and binary search below it."""
        best = evaluate(objective, model)
        delta = 1
        while True:
            target = _step(best, delta, up)
            if target is None:
                break
            found = self._reaches(_at_least(objective, target, up), model)
            if found is None:
                break
            model, best = found, evaluate(objective, found)
            if delta.bit_length() > _MAX_STEP_BITS:
                raise _Unproven(
                    f"optimize: no optimum found: the objective {term_str(objective, 200)} "
                    f"passed {term_str(best, 40)} and kept improving (it may be unbounded)",
                    model)
            delta = delta * 2 if delta < 4 else delta * delta
        # binary search: best is reached, best ± delta is not
        high = delta
        while high > 1:
            mid = high // 2
            target = _step(best, mid, up)
            found = None if target is None else self._reaches(
                _at_least(objective, target, up), model)
            if found is None:
                high = mid
            else:
                # best + high stays unreachable: high shrinks by no more than the gain
                gained = abs(_number(evaluate(objective, found)) - _number(best))
                model, best = found, evaluate(objective, found)
                high = max(1, high - math.floor(gained))
        return model


def _simplest_between(low: Fraction, high: Fraction | None) -> Fraction:
    """Returns the rational with the smallest denominator strictly between low and high
    (None: no upper bound), from the continued fractions of the bounds."""
    whole = math.floor(low)
    if high is None or whole + 1 < high:
        return Fraction(whole + 1)
    # low and high lie in [whole, whole + 1]: the answer is whole + 1/y, 1/(high-whole) < y
    upper = None if low == whole else 1 / (low - whole)
    return whole + 1 / _simplest_between(1 / (high - whole), upper)


def _number(value):
    """Returns the value of an objective as a Python number (bitvectors unsigned)."""
    return value.value if type(value) is BV else value


def _better(objective, value, up: bool):
    """Returns the condition `objective` strictly improves on `value`."""
    if type(value) is BV:
        return bitvec.bvult(value, objective) if up else bitvec.bvult(objective, value)
    return arith.lt(value, objective) if up else arith.lt(objective, value)


def _at_least(objective, bound, up: bool):
    """Returns the condition `objective` is at least as good as `bound`."""
    if type(bound) is BV:
        return bitvec.bvule(bound, objective) if up else bitvec.bvule(objective, bound)
    return arith.le(bound, objective) if up else arith.le(objective, bound)


def _step(value, delta, up: bool):
    """Returns `value` moved by `delta` towards better, or None past a bitvector's range."""
    if type(value) is BV:
        raw = value.value + delta if up else value.value - delta
        if raw < 0 or raw >= (1 << value.width):
            return None
        return BV(raw, value.width)
    return value + delta if up else value - delta
