"""Facts about a recursive procedure's results, proven by induction, for its cut calls.

A cut call (summaries_cut.py) returns any values; a fact `G ==> r OP e` about the
callee's integer output r (e over its integer inputs, 0 and 1, off by one at most; G
none, "every input >= 0" or "every input > 0") that holds at every return of the
procedure may be assumed there too. `infer_facts` keeps the candidates of a fixed set
of templates that survive Houdini's iteration: the procedure's body is executed once
(merged, calls summarized, every call of the procedure itself cut with the current
candidates assumed over its results) and each candidate is kept only if it holds at
every return (unsat of its negation). What survives holds at the return of every call
that returns, by induction on the depth of the recursion: the body's recursive calls
return values that satisfy it. Any other outcome of that run (a loop or another
recursion reaching its bound, the time running out, an unknown answer, a refused
construct) proves nothing: no facts. The facts hold of returns only: a call that does
not return is cut all the same, which over-approximates it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import stamen as st
from stamen.langs.boogie.feasibility import Feasibility
from stamen.langs.boogie.machine import KINDS
from stamen.langs.boogie.merged import MERGED_OPTIONS, MergedOracle, run_round
from stamen.langs.boogie.paths import DEFAULT_OPTIONS, Ending
from stamen.langs.boogie.state import State
from stamen.langs.boogie.world import Impl, World
from stamen.terms import as_sort

__all__ = ["Fact", "candidate_facts", "infer_facts"]

INT = as_sort(int)
CHECK_BOUND = 4  # loops in the body unrolled this far in a check (past it: no facts)


@dataclass(frozen=True, eq=False)
class Fact:
    """One candidate: its text and its formula over the call's inputs and outputs."""

    text: str
    formula: Callable  # (inputs, outputs) -> formula

    def __call__(self, ins: list, outs: list):
        return self.formula(ins, outs)


def candidate_facts(world: World, impl: Impl) -> list[Fact]:
    """Returns the templates' candidates for the procedure of `impl` (see module doc):
    r >= 0, r >= 1, r <= 0, and r >= x, r > x, r <= x, r == x, r >= x - 1, r <= x + 1
    for each integer input x, r == the inputs' sum, each alone and under the two
    guards."""
    proc, sorts = impl.proc, world.sorts
    xs = [(i, p.name or f"in{i}") for i, p in enumerate(proc.ins)
          if sorts.sort(p.type, p.pos) == INT]
    rs = [(i, p.name or f"out{i}") for i, p in enumerate(proc.outs)
          if sorts.sort(p.type, p.pos) == INT]
    base = []
    for j, r in rs:
        base += [(f"{r} >= 0", lambda a, o, j=j: o[j] >= 0),
                 (f"{r} >= 1", lambda a, o, j=j: o[j] >= 1),
                 (f"{r} <= 0", lambda a, o, j=j: o[j] <= 0)]
        for i, x in xs:
            base += [(f"{r} >= {x}", lambda a, o, i=i, j=j: o[j] >= a[i]),
                     (f"{r} > {x}", lambda a, o, i=i, j=j: o[j] > a[i]),
                     (f"{r} <= {x}", lambda a, o, i=i, j=j: o[j] <= a[i]),
                     (f"{r} == {x}", lambda a, o, i=i, j=j: o[j] == a[i]),
                     (f"{r} >= {x} - 1", lambda a, o, i=i, j=j: o[j] >= a[i] - 1),
                     (f"{r} <= {x} + 1", lambda a, o, i=i, j=j: o[j] <= a[i] + 1)]
        if len(xs) >= 2:
            base.append((f"{r} == " + " + ".join(x for _, x in xs),
                         lambda a, o, j=j: o[j] == sum((a[i] for i, _ in xs), 0)))
    guards = [("", None)]
    if xs:
        guards += [("inputs >= 0 ==> ", lambda a: st.and_(*(a[i] >= 0 for i, _ in xs))),
                   ("inputs > 0 ==> ", lambda a: st.and_(*(a[i] > 0 for i, _ in xs)))]
    return [Fact(g + text, f if guard is None else
                 (lambda a, o, f=f, guard=guard: st.implies(guard(a), f(a, o))))
            for g, guard in guards for text, f in base]


def infer_facts(world: World, impl: Impl, machine_class, options: dict,
                deadline: float) -> list[Fact]:
    """Returns the candidates that hold at every return of `impl`'s procedure (Houdini,
    see module doc); [] when nothing could be proven before `deadline` (perf_counter).
    `machine_class` is the summarizing machine (it cuts with `cut_calls` and `facts`).
    A where clause on a global or an input makes no facts: the check's entry state
    assumes it, a call in the middle of a run need not satisfy it."""
    if any(d.where is not None for d in (*world.globals.values(), *impl.ins)):
        return []
    facts = candidate_facts(world, impl)
    while facts:
        refuted = _refuted(world, impl, machine_class, options, facts, deadline)
        if refuted is None:
            return []
        if not refuted:
            return facts
        facts = [f for f in facts if f not in refuted]
    return []


def _refuted(world, impl, machine_class, options, facts, deadline) -> set | None:
    """Returns the candidates that may fail at a return of one run of the body with the
    recursive calls cut under `facts`; None when the run proves nothing."""
    from stamen.langs.boogie.summaries import RefiningFeasibility  # (imports this module)
    from stamen.query.refinement import Summaries

    if time.perf_counter() >= deadline:
        return None
    opts = {**DEFAULT_OPTIONS, **MERGED_OPTIONS, **options, "calls": "summary"}
    summaries = Summaries()
    feas = RefiningFeasibility(summaries, deadline, opts["incremental"], opts["independence"],
                               opts["solver"], opts["fallback"], opts["one_shot"], True,
                               opts["solver_profile"])
    oracle = _FactOracle(world, impl, opts, feas, facts)
    machine = machine_class(world, oracle, {
        **opts, "deadline": deadline, "feasible": oracle.feasible, "summaries": summaries,
        "cut_calls": {impl.name}, "facts": {impl.name: facts}})
    machine.loop_bound = CHECK_BOUND
    oracle.machine = machine
    end = Ending(feas)
    with end:
        run_round(machine, oracle, impl, deadline)
    if end.timed_out or end.unsupported or oracle.counters[KINDS[10]] or oracle.undecided:
        return None
    return oracle.refuted


class _FactOracle(MergedOracle):
    """The merged oracle of a fact check: at the entry's returns, asks each candidate."""

    def __init__(self, world, impl, options, feas: Feasibility, facts: list) -> None:
        super().__init__(world, impl, options, feas)
        self.facts = facts
        self.refuted: set = set()
        self.undecided = False  # a check of the body itself was not unsat

    def terminate(self, state: State, kind: str) -> None:
        if kind == KINDS[0]:  # a return of the entry: its frame is still there
            frame = state.frame
            self.returns(state, [frame.locals.get(d.name) for d in frame.impl.ins],
                         [frame.locals.get(d.name) for d in frame.impl.outs])
        super().terminate(state, kind)

    def returns(self, state: State, ins: list, outs: list) -> None:
        """Records the candidates that may fail at this return of the entry."""
        for fact in self.facts:
            if fact not in self.refuted:
                v = fact(ins, outs)
                if v is not True and self.feas.check(state.path, st.not_(v)) != "unsat":
                    self.refuted.add(fact)

    def failure(self, state: State, negation, kind: str, node, call) -> None:
        self.undecided = True  # (a cuttable body has no check that can fail)

    def unknown(self, what: str) -> None:
        self.undecided = True
        super().unknown(what)
