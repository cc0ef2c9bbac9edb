"""Feasibility checks: may a formula hold? Used by path-by-path exploration (merge="none")
and to stop unrolling a loop whose condition can no longer hold on the current path."""

from __future__ import annotations

import time

from stamen.solvers.base import make_solver
from stamen.solvers.deadline import stop_at_deadline
from stamen.solvers.result import Result
from stamen.vm.paths.cases import decide_by_cases
from stamen.vm.state.config import Config
from stamen.vm.state.context import current

__all__ = ["feasible", "PathFeasibility", "decided_on_path"]


def feasible_on_path(condition, rlimit: int | None = None) -> bool:
    """Returns whether `condition` may hold together with the current path guard, the
    assumes, and the asserts so far (an execution that failed an earlier assertion, e.g. a
    branch that raised, stopped there: it runs no further); `rlimit` as for `feasible`."""
    from stamen.terms.boolean import and_

    ctx = current()
    vc = ctx.vc
    formula = and_(ctx.guard(), vc.path_formula(), condition)
    return feasible(formula, ctx.config, rlimit)


def decided_on_path(condition) -> bool | None:
    """Returns False when `condition` cannot hold on the current path (its guard and the
    assumes), True when it must, None when the solver finds both possible or cannot tell.

    Used where a lifted `try` region splits on a raise condition: inside a world that
    earlier decisions narrowed, a branch the world excludes still runs (merging does not
    prune), and its raise conditions would split the region again and again into empty
    worlds, exponentially in the raise places. The asserts are left out: a decision must
    hold for every execution of the world, failed or not."""
    from stamen.terms.boolean import and_, not_

    ctx = current()
    base = and_(ctx.guard(), ctx.vc.path_formula(asserts=False))
    if not feasible(and_(base, condition), ctx.config, PROOF_RLIMIT):
        return False
    if not feasible(and_(base, not_(condition)), ctx.config, PROOF_RLIMIT):
        return True
    return None


# A proof that a term-level encoding asks for (a bound under which `str(n)` or `x ** k` is
# a case split: `terms.intbits.proven`) only chooses between encodings: not proven means
# the general encoding or a refusal, never a verdict. Its effort is capped by the solver's
# deterministic resource limit, whatever the user's timeout, so that a formula the solver
# finds hard (the length of `str.from_int` of a product) cannot hang evaluation, and what
# is proven does not depend on the machine's load. Branch feasibility is not capped: an
# unknown there would unroll loops and recursion further than Python.
PROOF_RLIMIT = 5_000_000


def _solver(cfg: Config, rlimit: int | None):
    """Returns the query's solver with its timeout and, where the solver has one (z3,
    cvc5), the resource limit `rlimit`."""
    s = make_solver(cfg.solver, timeout=cfg.timeout)
    if rlimit is not None and _has_rlimit(s):
        s.rlimit = rlimit
    return s


def _has_rlimit(s) -> bool:
    """Whether solver `s` has a deterministic resource limit (z3's, cvc5's)."""
    return s.name in ("z3", "cvc5")


def feasible(formula, cfg: Config, rlimit: int | None = None) -> bool:
    """Returns whether `formula` may hold (unknown counts as feasible: never prune
    unsoundly); `rlimit` caps the solver's effort where it has a resource limit."""
    if formula is True or formula is False:
        return formula
    stop_at_deadline(current().stats)  # past the query's deadline: evaluation ends
    known = decide_by_cases([formula])
    if known is not None:
        return known
    start = time.perf_counter()
    s = _solver(cfg, rlimit)
    try:
        s.add(formula)
        result = s.check()  # no model: only whether one exists
    finally:
        s.close()
        current().stats.solve_seconds += time.perf_counter() - start
    return result is not Result.UNSAT


class PathFeasibility:
    """Feasibility checks of the branches of path-by-path exploration on one solver, used
    incrementally (issue 14): each decision of the current path is asserted in a scope of
    its own, a branch's guard is checked as an assumption, and the next path pops only the
    decisions it does not share (the explorer runs paths depth first, so consecutive paths
    share a long prefix). A fresh solver per check (a z3 context each, and a model nobody
    reads) cost more than the checks. Unknown counts as feasible."""

    def __init__(self, cfg: Config):
        self.cfg = cfg
        self.solver = None
        self.asserted: list = []  # the decisions asserted, one scope each, outermost first
        # whether a side was pruned while assumes held: the paths run then need not be
        # every path the program has, whatever its inputs (see explore.run_paths)
        self.assumes_pruned = False
        self.cases = 0  # the checks decided by evaluating their few cases, not the solver

    def __call__(self, decisions: list, guard) -> bool:
        """Returns whether `guard` may hold on the path of `decisions` (boolean terms whose
        conjunction is the path condition) and the assumes so far.

        The assumes prune too, as in every symbolic executor: each is an implication that
        every answer of the query satisfies (the query conjoins them all), so a path they
        exclude has no input that reaches it. Without them a loop over bounded inputs
        forked on every parity its unbounded inputs allow (exponential in the loop's
        length where the assumed domain allows a handful of paths).

        Where the inputs have few values (bools, narrow bit-vectors, inputs an assume pins
        to a few literals) the check evaluates its cases instead of asking the solver
        (`cases.decide_by_cases`): z3 took seconds per check of IEEE divisions."""
        from stamen.terms.boolean import not_

        if guard is True or guard is False:
            return guard
        negation = not_(guard)
        for d in decisions:  # the common syntactic answers, without the solver
            if d is guard:
                return True
            if d is negation or d is False:
                return False
        ctx = current()
        stop_at_deadline(ctx.stats)  # past the query's deadline: exploration ends
        assumes = ctx.vc.assumes_formula()
        if assumes is False:
            self.assumes_pruned = True
            return False
        start = time.perf_counter()
        try:
            known = decide_by_cases([*decisions, guard, assumes])
            if known is not None:
                self.cases += 1
                if not known and assumes is not True:
                    self.assumes_pruned = True  # perhaps by the assumes alone
                return known
            return self._check(self._synced(decisions), guard, assumes)
        finally:
            current().stats.solve_seconds += time.perf_counter() - start

    def _synced(self, decisions: list):
        """Returns the solver with exactly `decisions` asserted, one scope each: pops the
        scopes the last path does not share with this one, pushes the rest."""
        s = self.solver
        if s is None:
            s = self.solver = make_solver(self.cfg.solver, timeout=self.cfg.timeout)
        asserted = self.asserted
        shared = 0
        while (shared < len(asserted) and shared < len(decisions)
               and asserted[shared] is decisions[shared]):
            shared += 1
        if shared < len(asserted):
            s.pop(len(asserted) - shared)
            del asserted[shared:]
        for d in decisions[shared:]:
            s.push()
            s.add(d)
            asserted.append(d)
        return s

    def _check(self, s, guard, assumes) -> bool:
        """The solver's answer for `guard` on the asserted decisions: with the assumes
        first, under the deterministic resource cap (they can make the check much harder:
        `int(s)` of a string pinned by an assume ran z3 for ever), then, where that gives
        no answer, without them and uncapped, as a branch check always was."""
        if assumes is not True and _has_rlimit(s):
            s.rlimit = PROOF_RLIMIT
            try:
                result = s.check([guard, assumes], timeout=self.cfg.timeout)
            finally:
                s.rlimit = None
            if result is Result.UNSAT:
                self.assumes_pruned = True  # perhaps by the assumes alone
                return False
            if result is Result.SAT:
                return True
        return s.check([guard], timeout=self.cfg.timeout) is not Result.UNSAT

    def close(self) -> None:
        """Releases the solver."""
        if self.solver is not None:
            self.solver.close()
            self.solver = None
            self.asserted = []
