"""Satisfiability of a path condition with one more formula, as the paths mode asks it.

`Feasibility.check(path, formula)` answers "sat", "unsat" or "unknown" (with
`reason`) for the constraints of `path` (a persistent list, state.py) and
`formula`. Two of Symbooglix's optimisations live here, each switchable:
- incremental: one solver whose scopes follow the path (a scope per
  constraint; moving to another path pops to the common prefix and pushes
  the rest) instead of sending the whole path for every check;
- independence: only the constraints that share constants with the formula,
  transitively, are sent (a fresh scope on a second solver).
Every check has the time left before the deadline; none is left: unknown.
The solver "dummy" answers unknown to every check (Symbooglix's
`--solver=DUMMY`, for testing what the executor does with unknowns).
"""

from __future__ import annotations

import time

import stamen as st
from stamen.langs.boogie.state import Link, items

__all__ = ["Feasibility"]


class Feasibility:
    """Checks of path conditions for one entry point, until `deadline` (perf_counter)."""

    def __init__(self, deadline: float, incremental: bool = True,
                 independence: bool = False, solver: str = "z3") -> None:
        self.deadline = deadline
        self.incremental = incremental
        self.independence = independence
        self.dummy = solver == "dummy"
        backend = "z3" if self.dummy else solver
        self.main = st.IncrementalSolver(backend)
        self.scratch = st.IncrementalSolver(backend)
        self.stack: list[Link] = []
        self.last: st.IncrementalSolver | None = None  # solver of the last whole "sat" check
        self.reason: str | None = None
        self.checks = 0
        self._consts: dict[int, frozenset] = {}

    def close(self) -> None:
        self.main.close()
        self.scratch.close()

    def left(self) -> float:
        """Returns the seconds left before the deadline."""
        return self.deadline - time.perf_counter()

    def check(self, path: Link | None, formula, cap: float | None = None) -> str:
        """Returns whether the path's constraints and `formula` can hold together;
        `cap` bounds the seconds of this check (an unknown answer after it is not
        counted as running out of time)."""
        if formula is False:
            return "unsat"
        answer, _ = self._check(path, formula, None, cap=cap)
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
        if cap is not None:
            left = min(left, cap)
        self.checks += 1
        self.last = None
        if self.incremental and not (self.independence and not whole):
            self._sync(path)
            answer = self.main.check(formula, timeout=left)
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
                model = solver.model(wanted) if answer == "sat" and wanted else {}
            finally:
                solver.pop()
            self.reason = solver.reason
            return answer, model
        self.reason = solver.reason
        model = solver.model(wanted) if answer == "sat" and wanted else {}
        return answer, model

    def last_model(self, wanted: list) -> dict | None:
        """Returns the model of the last check when it was "sat" on the whole path (the
        incremental solver still holds it), else None."""
        return self.last.model(wanted) if self.last is not None else None

    def _sync(self, path: Link | None) -> None:
        """Makes the main solver's scopes hold exactly the path's constraints."""
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
