"""Satisfiability of a path condition with one more formula, as the paths mode asks it.

`Feasibility.check(path, formula)` answers "sat", "unsat" or "unknown" (with
`reason`) for the constraints of `path` (a persistent list, state.py) and
`formula`. Two of Symbooglix's optimisations live here, each switchable:
- incremental: one solver whose scopes follow the path (a scope per
  constraint; moving to another path pops to the common prefix and pushes
  the rest) instead of sending the whole path for every check;
- independence: only the constraints that share constants with the formula,
  transitively, are sent (a fresh scope on a second solver). A sliced "unsat" holds
  for the whole path; a sliced "sat" holds only when the dropped constraints can hold,
  which the paths mode keeps true (every assume is checked) but the merged mode does
  not (its assumes are lazy): with `lazy`, a sliced "sat" is checked again on the whole
  path, else a failing assertion on a state no execution reaches would have no model.
A check given `wanted` (an assertion's negation: a failure) keeps a model of the whole
path for `last_model`; a sliced "sat" is completed by a model of the dropped constraints,
which share no constant with the slice: one more, easier question instead of asking the
whole path again (on SV-COMP's array_false-unreach-call3 the slice with an accelerated
loop's quantifier was "sat" at once and the whole path "incomplete quantifiers").
Every check has the time left before the deadline; none is left: unknown.
A check whose formula's negation is, conjunct by conjunct, among the path's
constraints is unsat without a solver (SMACK asserts what its branch just assumed).
With `one_shot`, once an incremental check has taken more than SLOW_CHECK CPU
seconds, every later check goes to a new native solver holding the whole path
(z3's non-incremental solver with its preprocessing, see `st.IncrementalSolver`):
on the disjunctive path conditions of merged loops that is 100x faster, while the
many small checks of other programs stay incremental, which is cheaper there.
The solver "dummy" answers unknown to every check (Symbooglix's
`--solver=DUMMY`, for testing what the executor does with unknowns).

A `fallback` solver (cvc5 by default) gets the check when the solver answers
unknown: each decides queries the other gives up on (cvc5 proves the
existential of symbooglix's exists.bpl, where z3's quantifier instantiation
stops with "incomplete quantifiers"; z3 gets stuck on the bit-vector
multiplications of GPUVerify's dot_product.bpl, which cvc5 answers in a
second). An uncapped check then gives the first solver half of the time left. Which
solver falls back and how reasons join is the solver layer's (stamen.solvers.fallback),
shared with the queries' fallback on floating-point queries.
"""

from __future__ import annotations

import time

import stamen as st
from stamen.langs.boogie.state import Link, items
from stamen.solvers.fallback import fallback_solver, joined_reason

__all__ = ["Feasibility", "FIRST_SHARE"]

# The share of an uncapped check's time the first solver has when there is a fallback.
FIRST_SHARE = 0.5
# How many new solvers a check the first solver gave up on (z3's "incomplete
# quantifiers", not a timeout) is asked of before the fallback: z3 answered SV-COMP's
# array_false-unreach-call3 at once under 33 of 40 renamings of its constants, and
# "incomplete quantifiers" in about half a second under the others.
ANEW = 2
# CPU seconds of an incremental check after which `one_shot` checks take over.
SLOW_CHECK = 0.05


class Feasibility:
    """Checks of path conditions for one entry point, until `deadline` (perf_counter)."""

    def __init__(self, deadline: float, incremental: bool = True,
                 independence: bool = False, solver: str = "z3",
                 fallback: str | None = None, one_shot: bool = False,
                 lazy: bool = False, profile=None) -> None:
        self.deadline = deadline
        self.lazy = lazy  # path conditions may be unsatisfiable (see module doc)
        self.incremental = incremental
        self.independence = independence
        self.dummy = solver == "dummy"
        backend = "z3" if self.dummy else solver
        # a solver profile (option "solver_profile") steers the checks of path conditions
        self.profile = None if self.dummy else profile
        self.main = st.IncrementalSolver(backend, profile=self.profile)
        self.scratch = st.IncrementalSolver(backend, profile=self.profile, one_shot=one_shot)
        self.scratch_backend = backend
        self.one_shot = one_shot
        self.slow = False  # whether an incremental check was slow (see SLOW_CHECK)
        self.fallback = fallback_solver(backend, fallback)
        self.backup: st.IncrementalSolver | None = None  # the fallback, made when needed
        self.backup_open = False  # whether the backup holds a scope (its last check's)
        self.stack: list[Link] = []
        self.last: st.IncrementalSolver | None = None  # solver of the last whole "sat" check
        self.found: dict | None = None  # model of the last check given `wanted` (whole path)
        self.reason: str | None = None
        self.checks = 0
        self._consts: dict[int, frozenset] = {}

    def close(self) -> None:
        self.main.close()
        self.scratch.close()
        if self.backup is not None:
            self.backup.close()

    def left(self) -> float:
        """Returns the seconds left before the deadline."""
        return self.deadline - time.perf_counter()

    def check(self, path: Link | None, formula, cap: float | None = None,
              wanted=None) -> str:
        """Returns whether the path's constraints and `formula` can hold together;
        `cap` bounds the seconds of this check (an unknown answer after it is not
        counted as running out of time). With `wanted` (a function returning the
        constants a model needs, called on "sat" only), a "sat" answer keeps a model of
        the whole path and `formula` for `last_model` (see the module doc)."""
        self.found = None
        if formula is False or _refuted(path, formula):
            return "unsat"
        answer, model = self._check(path, formula, wanted, cap=cap)
        if answer == "sat" and wanted is not None and self.last is None and model is not None:
            self.found = self._completed(path, formula, model, wanted)
        return answer

    def model(self, path: Link | None, formula, wanted: list) -> tuple[str, dict]:
        """Returns (answer, model of the constants of `wanted`) for the whole path and
        `formula` (never sliced: a counterexample must satisfy every constraint)."""
        return self._check(path, formula, wanted, whole=True)

    def _check(self, path, formula, wanted, whole: bool = False, cap: float | None = None):
        left = self.left()
        if left <= 0:
            self.reason = "timeout"
            return "unknown", {}
        if self.dummy:
            self.last, self.reason = None, "the dummy solver answers unknown"
            return "unknown", {}
        self.checks += 1
        self._close_backup()
        self.last = None
        limit = left if cap is None else min(left, cap)
        first = limit if self.fallback is None or cap is not None else limit * FIRST_SHARE
        answer, model = self._check_first(path, formula, wanted, whole, first)
        for turn in range(ANEW if answer == "unknown" and _gave_up(self.reason) else 0):
            reason, left = self.reason, min(first, self.left())
            if left <= 0:
                break
            answer, model = self._anew(path, formula, wanted, whole, turn, left)
            self.reason = reason if answer == "unknown" else None
            if answer != "unknown":
                break
        if answer == "unknown" and self.fallback is not None and self.left() > 0:
            answer, model = self._check_fallback(path, formula, wanted, whole,
                                                 min(limit, self.left()))
        if answer == "sat" and self.lazy and self.independence and not whole:
            return self._check(path, formula, wanted, whole=True, cap=cap)
        return answer, model

    def _check_first(self, path, formula, wanted, whole: bool, left: float):
        """Returns (answer, model) of the solver, incremental or on a fresh scope."""
        if self.incremental and not (self.independence and not whole) and not self.slow:
            self._sync(path)
            started = time.process_time()
            answer = self.main.check(formula, timeout=left)
            self.slow = self.one_shot and time.process_time() - started > SLOW_CHECK
            solver = self.main
            if answer == "sat":
                self.last = solver
        else:
            constraints = items(path)
            if self.independence and not whole:
                constraints = self._relevant(constraints, formula)
            solver = self.scratch
            solver.push()
            try:
                solver.add(*constraints)
                answer = solver.check(formula, timeout=left)
                model = _model_of(solver, wanted) if answer == "sat" and wanted else {}
            finally:
                solver.pop()
            self.reason = solver.reason
            return answer, model
        self.reason = solver.reason
        model = _model_of(solver, wanted) if answer == "sat" and wanted else {}
        return answer, model

    def _anew(self, path, formula, wanted, whole: bool, turn: int, left: float):
        """Returns (answer, model) of a new one-shot solver of the first backend on the
        check's constraints, the path's newest first on odd turns: z3's model search on
        quantified formulas depends on the names and order it meets the constants in
        (z3_translate.py), which a new solver takes from this question alone, so each
        turn is another draw (see ANEW)."""
        constraints = items(path)
        if self.independence and not whole:
            constraints = self._relevant(constraints, formula)
        if turn % 2:
            constraints = constraints[::-1]
        with st.IncrementalSolver(self.scratch_backend, profile=self.profile,
                                  one_shot=True) as solver:
            solver.add(*constraints)
            answer = solver.check(formula, timeout=left)
            self.reason = solver.reason
            model = _model_of(solver, wanted) if answer == "sat" and wanted else {}
        return answer, model

    def _check_fallback(self, path, formula, wanted, whole: bool, left: float):
        """Returns (answer, model) of the fallback solver on a scope of its own (kept
        after "sat", so that `last_model` reads its model); an error of the fallback
        (a theory it lacks) is an unknown with its message."""
        first = self.reason
        constraints = items(path)
        if self.independence and not whole:
            constraints = self._relevant(constraints, formula)
        try:
            if self.backup is None:
                self.backup = st.IncrementalSolver(self.fallback)
            self.backup.push()
            self.backup_open = True
            self.backup.add(*constraints)
            answer = self.backup.check(formula, timeout=left)
            reason = self.backup.reason
            model = _model_of(self.backup, wanted) if answer == "sat" and wanted else {}
        except (st.SolverError, st.UnsupportedConstruct) as exc:
            answer, reason, model = "unknown", str(exc), {}
        if answer == "sat" and (whole or not self.independence):
            self.last = self.backup  # a model of the whole path
        else:
            self._close_backup()
        self.reason = None if answer != "unknown" else joined_reason(first, self.fallback, reason)
        return answer, model

    def _close_backup(self) -> None:
        """Pops the scope of the fallback's last check, if it holds one."""
        if self.backup_open:
            self.backup_open = False
            self.backup.pop()

    def last_model(self, wanted: list) -> dict | None:
        """Returns the model of the last check when it was "sat" on the whole path (the
        incremental solver still holds it) or was given `wanted`, else None."""
        if self.found is not None:
            return self.found
        return self.last.model(wanted) if self.last is not None else None

    def _completed(self, path: Link | None, formula, model: dict, wanted) -> dict | None:
        """Returns the sliced check's `model` with a model of the constraints the slice
        dropped (no constant in common with it: together a model of the whole path and
        `formula`), or None when they get no model."""
        constraints = items(path)
        sliced = self._relevant(constraints, formula)
        kept = {id(c) for c in sliced}
        rest = [c for c in constraints if id(c) not in kept]
        if not rest:
            return model
        ours = set(self._constants(formula)).union(*map(self._constants, sliced))
        left = self.left()
        if left <= 0:
            return None
        solver = self.scratch
        solver.push()
        try:
            solver.add(*rest)
            if solver.check(timeout=left) != "sat":
                return None
            others = _model_of(solver, wanted)
            if others is None:
                return None
            # each constant's value from the question that constrains it
            return {c: model[c] if c.tid in ours and c in model else v
                    for c, v in others.items()}
        finally:
            solver.pop()

    def _sync(self, path: Link | None) -> int:
        """Makes the main solver's scopes hold exactly the path's constraints; returns how
        many scopes were kept (the rest were popped)."""
        stack = self.stack
        todo = []
        node = path
        while node is not None and not (node.size <= len(stack) and stack[node.size - 1] is node):
            todo.append(node)
            node = node.parent
        keep = 0 if node is None else node.size
        if len(stack) > keep:
            self.main.pop(len(stack) - keep)
            del stack[keep:]
        for n in reversed(todo):
            self.main.push()
            self.main.add(n.value)
            stack.append(n)
        return keep

    def _constants(self, formula) -> frozenset:
        key = getattr(formula, "tid", None)
        if key is None:
            return frozenset()
        got = self._consts.get(key)
        if got is None:
            got = self._consts[key] = frozenset(c.tid for c in st.constants(formula))
        return got

    def _relevant(self, constraints: list, formula) -> list:
        """Returns the constraints connected to `formula` through shared constants."""
        wanted = set(self._constants(formula))
        chosen = [False] * len(constraints)
        changed = True
        while changed:
            changed = False
            for i, c in enumerate(constraints):
                if not chosen[i]:
                    cs = self._constants(c)
                    if cs & wanted or not cs:
                        chosen[i] = True
                        wanted |= cs
                        changed = True
        return [c for c, keep in zip(constraints, chosen, strict=True) if keep]


def _gave_up(reason: str | None) -> bool:
    """Whether an unknown answer is the solver giving up on quantifiers (its answer may
    change with the names and order of the question), not running out of time."""
    return reason is not None and "incomplete" in reason.lower()


def _model_of(solver: st.IncrementalSolver, wanted) -> dict | None:
    """Returns the solver's model of the constants `wanted` (a list, or a function
    returning it: `Feasibility.check` computes them on "sat" only); None when `check`
    asked and the model cannot be decoded (`model` then asks again and reports why)."""
    if not callable(wanted):
        return solver.model(wanted)
    try:
        return solver.model(wanted())
    except st.SolverError:
        return None


# How many constraints of a path `_refuted` looks through (the newest first).
REFUTE_SCAN = 4096


def _conjuncts(term) -> tuple:
    return term.args if type(term) is st.Term and term.op == "and" else (term,)


def _refuted(path: Link | None, formula) -> bool:
    """Whether the path's constraints contain every conjunct of not(formula) (then the
    path and `formula` cannot hold together): a syntactic check, false when unsure."""
    wanted = {id(c) for c in _conjuncts(st.not_(formula)) if c is not True}
    scanned = 0
    while wanted and path is not None and scanned < REFUTE_SCAN:
        for c in _conjuncts(path.value):
            wanted.discard(id(c))
        scanned += 1
        path = path.parent
    return not wanted
