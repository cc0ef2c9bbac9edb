"""Structural abstraction (seed 004, Babić's thesis, chapter 4): summaries refined on demand.

A summary is a fresh constant that stands for a subterm of a formula (a call's result,
a global it modified, the constraints of its paths): a query first sees it
unconstrained, an over-approximation, so an unsat answer is final. When the solver's
model is a counterexample, `explain` walks the formula from its roots under the model
and stops at the first summary the model's value depends on (Algorithms 4 and 5:
an operand whose value absorbs its operator's, false for `and`, true for `or`,
explains the operator alone; `ite` is explained by its condition and the branch
taken); that summary is expanded, its definition `s == term` added to the same
solver, and the query checked again, until it is unsat or its model depends on no
unexpanded summary. Roots are walked in the order given, so that the consequent (the
negated assertion) is refined before the antecedents (the path), as the thesis found
best. Equal definitions share one summary (hash-consing: the thesis's merging of
common summary operators).

Invariant: a summary's definition mentions only constants made before the summary
(its callee's inputs and internal values) and other summaries, never itself, so
expansion terminates.

`summarizing()` makes a table the active one for an evaluation (a ContextVar), so
that `@stamen.summarized` functions called during it return summaries; `verify` then
refines (check_refined). Outside it they return their values as they are.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from stamen.terms.boolean import AND, ITE, OR, eq
from stamen.terms.term import CONST, Term, constant
from stamen.terms.traverse import constants, valuation

__all__ = ["Summary", "Summaries", "explain", "summarizing", "active_summaries"]

_ACTIVE: ContextVar = ContextVar("stamen_summaries", default=None)
_COUNT = itertools.count()


def _new_constant(sort, name: str) -> Term:
    """Returns a constant no other summary of the process has (names are unique)."""
    return constant(f"{name}!s{next(_COUNT)}", sort)


@contextmanager
def summarizing() -> Iterator[Summaries]:
    """Makes a new table the active one for the duration (see module doc)."""
    table = Summaries()
    token = _ACTIVE.set(table)
    try:
        yield table
    finally:
        _ACTIVE.reset(token)


def active_summaries() -> Summaries | None:
    """Returns the table of the query being evaluated, or None outside `summarizing`."""
    return _ACTIVE.get()


@dataclass(frozen=True, slots=True, eq=False)
class Summary:
    """One summary: its constant, what it stands for, and a name like `foo:ret`
    (compared by identity: one object per summary)."""

    const: Term
    definition: object  # the term the constant stands for
    name: str
    deps: frozenset  # tids of the summaries the definition mentions

    @property
    def equation(self):
        """Returns the definition as a formula: `const == definition`."""
        return eq(self.const, self.definition)


@dataclass
class Summaries:
    """The summaries of one run and which of them are expanded; `stats` counts the
    summaries made, the expansions and the refinement rounds (solver re-checks)."""

    by_tid: dict = field(default_factory=dict)  # const tid -> Summary
    by_definition: dict = field(default_factory=dict)  # definition tid -> Summary
    expanded: set = field(default_factory=set)  # const tids
    stats: dict = field(default_factory=lambda: {"summaries": 0, "expansions": 0,
                                                 "rounds": 0, "refined_queries": 0})

    def summarize(self, value, name: str, make_constant=None):
        """Returns a summary constant standing for `value` (a term that is not itself a
        constant; other values are returned as they are): the same constant for the
        same term. `make_constant(sort, name)` makes a fresh constant (by default one
        named `name!sN`, N counting the summaries of the process)."""
        if type(value) is not Term or value.op == CONST:
            return value
        got = self.by_definition.get(value.tid)
        if got is None:
            const = (make_constant or _new_constant)(value.sort, name)
            deps = frozenset(c.tid for c in constants(value) if c.tid in self.by_tid)
            got = Summary(const, value, name, deps)
            self.by_tid[const.tid] = self.by_definition[value.tid] = got
            self.stats["summaries"] += 1
        return got.const

    def closure(self, tids) -> tuple[list, list]:
        """Returns (expanded, unexpanded) summaries reachable from the constants `tids`:
        through the definitions of expanded summaries only (an unexpanded one hides
        its definition)."""
        todo = [t for t in tids if t in self.by_tid]
        seen = set(todo)
        done, hidden = [], []
        while todo:
            s = self.by_tid[todo.pop()]
            if s.const.tid in self.expanded:
                done.append(s)
                for d in s.deps:
                    if d not in seen:
                        seen.add(d)
                        todo.append(d)
            else:
                hidden.append(s)
        return done, hidden

    def expand(self, summary: Summary) -> None:
        """Marks `summary` expanded (the caller adds its equation to the solver)."""
        self.expanded.add(summary.const.tid)
        self.stats["expansions"] += 1


def explain(roots: list, model: dict, summaries: Summaries, definitions=(),
            given=frozenset()) -> list:
    """Returns the unexpanded summaries that the model's values of `roots` (formulas true
    under `model`) depend on: those met while explaining the first root, in order, that
    meets any (the consequent before the antecedents, see module doc); [] when the
    model's counterexample depends on none. Expanded summaries are walked through their
    definitions, as if they had been replaced in place (`definitions`: those of the
    expanded summaries the roots reach, valued too). Expanding all the summaries one
    root's explanation meets at once, rather than the thesis's one per round, saves
    solver rounds when a path holds many of them. A term whose tid is in `given` and
    that the model makes true is explained by itself (the caller knows it holds of every
    value its summaries stand for: a fact of a call's results)."""
    try:
        values = valuation([*roots, *definitions], model)
    except Exception:  # noqa: BLE001 - a value we cannot compute explains nothing: walk all
        values = {}
    seen: set[int] = set()
    seen.update(t for t in given if values.get(t) is True)
    for root in roots:
        found = _explain_root(root, values, summaries, seen)
        if found:
            return found
    return []


def _explain_root(root, values: dict, summaries: Summaries, seen: set) -> list:
    """Returns the unexpanded summaries met while explaining `root` (Algorithms 4, 5),
    skipping the terms in `seen` (explained already) and adding those it walks."""
    found = []
    stack = [root] if type(root) is Term else []
    while stack:
        t = stack.pop()
        if t.tid in seen:
            continue
        seen.add(t.tid)
        if t.op == CONST:
            s = summaries.by_tid.get(t.tid)
            if s is None:
                continue
            if t.tid not in summaries.expanded:
                found.append(s)
            elif type(s.definition) is Term:
                stack.append(s.definition)
            continue
        stack.extend(reversed(_operands(t, values)))
    return found


def _operands(t: Term, values: dict) -> list:
    """Returns the operands of `t` that explain its value (all of them unless one absorbs
    the operator's value, or `t` is an `ite` whose condition's value is known)."""
    args = [a for a in t.args if type(a) is Term]
    op = t.op
    if op in (AND, OR):
        absorbing = op == OR  # true absorbs `or`, false absorbs `and`
        if values.get(t.tid) is absorbing:
            for a in args:
                if values.get(a.tid) is absorbing:
                    return [a]
        return args
    if op == ITE:
        c = t.args[0]
        taken = values.get(c.tid) if type(c) is Term else c
        if taken is True or taken is False:
            branch = t.args[1] if taken else t.args[2]
            return [x for x in (c, branch) if type(x) is Term]
        return args
    return args
