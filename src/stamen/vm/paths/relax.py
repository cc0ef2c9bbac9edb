"""Relaxation points for `debug`: values a program computes that the debugger may replace
by angelic choices.

While `debug` runs, `relaxable(value, origin)` returns a fresh constant c in
place of `value` (if it passes the relax filter) and records the soft pin
"p ⇒ c = value" with an indicator p; later computation uses c, so pinning p
means "this expression computes normally from its (maybe relaxed) inputs".
Outside `debug` it returns `value` at the cost of one check.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from stamen.terms.boolean import eq, implies
from stamen.terms.operators import sort_of
from stamen.terms.sorts import BOOL, INT, Sort, as_sort
from stamen.terms.term import Term, constant
from stamen.vm.state.context import current

__all__ = ["Origin", "Relaxation", "relaxable"]


@dataclass(frozen=True)
class Origin:
    """Where a relaxable expression is: file, line, column and its source text."""

    filename: str
    line: int
    col: int
    text: str
    end_col: int | None = None

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.col + 1}: {self.text}"


@dataclass
class Relaxation:
    """The debugger's state during one `debug` query."""

    accepts: object
    pins: list = field(default_factory=list)   # (indicator, formula, origin)
    lifted_returns: bool = True
    # {(site, its occurrence in the run, value): k} of the constants made (`relaxed!k`), and
    # the occurrences of each site in the current run: merge="none" runs the program once
    # per path, and a run's shared prefix must meet the constants the first run made
    names: dict = field(default_factory=dict)
    seen: dict = field(default_factory=dict)

    def new_run(self) -> None:
        """Begins another run of the program (merge="none"): its sites count from 0."""
        self.seen.clear()

    def wants(self, value) -> bool:
        accepts = self.accepts
        if isinstance(accepts, Sort):  # a concrete bool is relaxed as a bool, never an int
            return (type(value) is not bool or accepts is BOOL) and sort_of(value) is accepts
        return bool(accepts(value))


def _accepts(relax):
    if relax is int:
        return INT
    if relax is bool:
        return BOOL
    if isinstance(relax, Sort) or relax in (float,):
        return as_sort(relax)
    if callable(relax):
        return relax
    return as_sort(relax)


def new_relaxation(relax) -> Relaxation:
    """Returns the debugger state for a `relax` type (int, BitVec(w), ...) or predicate."""
    return Relaxation(_accepts(relax))


def relaxable(value, origin: Origin | None = None):
    """Returns `value`, or inside `debug` a fresh constant standing for it (see module doc)."""
    ctx = current()
    relaxation = ctx.relaxation
    if relaxation is None:
        return value
    sort = sort_of(value)
    if sort is None or not relaxation.wants(value):
        return value
    explorer = ctx.explorer
    if explorer is not None and relaxation.new_run not in explorer.run_resets:
        explorer.run_resets.append(relaxation.new_run)
    site = None if origin is None else str(origin)
    n = relaxation.seen.get(site, 0)
    relaxation.seen[site] = n + 1
    key = (site, n, value.tid if type(value) is Term else repr(value))
    k = relaxation.names.get(key)
    if k is not None:  # a later run of merge="none" where the first run made it
        return constant(f"relaxed!{k}", sort)
    k = relaxation.names[key] = len(relaxation.names)
    c = constant(f"relaxed!{k}", sort)
    p = constant(f"pinned!{k}", BOOL)
    relaxation.pins.append((p, implies(p, eq(c, value)), origin))
    return c


