"""The merged mode with calls as summaries refined on demand (`calls="summary"`, seed 004).

The callee of a call is still executed (merged, as with `calls="inline"`), so that its
assertions, requires and ensures are checked where they are reached; what changes is
what the solver sees after it returns. At the return, each output, each global the
callee changed and the constraints its paths added to the path condition are replaced
by summary constants (`analysis.refinement`): `foo:ret`, `foo:g`, `foo:cfc`; the
callee's ensures, which hold there (checked, or free), are assumed over them. A query
that mentions a summary (a later assertion, a feasibility check) is answered by
`RefiningFeasibility`: the summaries start unconstrained, and while the solver's model
depends on an unexpanded one, that one's definition is added to the same solver (in a
scope of the query) and the query checked again; an expanded summary stays expanded
for the rest of the run. The answers are those of inlining: unsat with fewer
constraints is unsat with all of them, and a model is accepted only when it depends
on no unexpanded summary (and is replayed concretely before it is a bug; if it does
not replay, every summary the query reaches is expanded and the query asked again).
The fallback solver, the independence option and a replay always see every
definition the query reaches.

In the first round of the deepening, a recursive call already `loop_bound` deep is cut
where nothing inside it can fail (summaries_cut.py): its outputs and the globals it may
write become opaque summaries (`foo:cut`, no definition; its free ensures and the facts
proven of its results by induction, summaries_facts.py, are assumed over them, and a
fresh boolean `cut:taken` on its path) instead of ending the path at the bound as
inlining does. An unsat answer over them is final. A model that depends on one (after
every other summary it reaches is expanded; the facts and free ensures explain
themselves, as every real return satisfies them) is asked again without the paths
through cuts (every `cut:taken` false: inlining's question); a model then is replayed,
none is the bound reached (the next round goes deeper, inlining as before: a round
with cuts finds bugs as inlining does but carries more states, which is why only the
first one cuts). A model that does not depend on a cut is replayed concretely with no
bound (the real recursion runs; values the exploration did not make are any values:
each choice is an execution); if that replay fails (the real call may never return),
it is asked again as inlining asks. `stats["cuts"]` and `stats["facts"]` count them.
"""

from __future__ import annotations

import time

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.evaluate import Scope
from stamen.langs.boogie.feasibility import Feasibility
from stamen.langs.boogie.loops import frame_order
from stamen.langs.boogie.machine import KINDS, Machine
from stamen.langs.boogie.merged import MergedOracle, MergedReplayOracle
from stamen.langs.boogie.state import Link, State, items, push
from stamen.langs.boogie.summaries_cut import CutTable
from stamen.langs.boogie.summaries_facts import infer_facts
from stamen.langs.boogie.unroll import END, UnrollingMachine, loops_of, position
from stamen.query.refinement import Summaries, Summary, explain
from stamen.solvers.values import default_value

__all__ = ["RefiningFeasibility", "SummarizingMachine", "SummaryOracle"]


class RefiningFeasibility(Feasibility):
    """Feasibility checks whose summaries are expanded only where a model depends on
    them (see module doc); `summaries` is shared with the machine that makes them."""

    def __init__(self, summaries: Summaries, *args) -> None:
        super().__init__(*args)
        self.summaries = summaries
        self.held: dict[int, int] = {}  # summary tid -> the main solver's scope holding it
        self._link_summaries: dict[int, tuple] = {}
        self.cut_dependent = False  # whether the last sat answer's model needs a cut
        self.hypotheses: set = set()  # tids of what a cut assumes (true of real returns)
        self.cut_flags: list = []  # one boolean per cut, assumed on its path (see cut())

    def _sync(self, path: Link | None) -> int:
        """As Feasibility._sync; forgets the definitions the popped scopes held."""
        keep = super()._sync(path)
        if any(depth > keep for depth in self.held.values()):
            self.held = {t: d for t, d in self.held.items() if d <= keep}
        return keep

    def _hold(self, summaries: list) -> None:
        """Adds the definitions the main solver does not hold to its innermost scope (that
        of the path's newest constraint: they stay for every later query that shares it)."""
        depth = len(self.stack)
        for s in summaries:
            if s.const.tid not in self.held:
                self.main.add(s.equation)
                self.held[s.const.tid] = depth

    # -- which summaries a query mentions

    def _summaries_in(self, formula) -> frozenset:
        by_tid = self.summaries.by_tid
        return frozenset(t for t in self._constants(formula) if t in by_tid)

    def query_summaries(self, path: Link | None, formula) -> frozenset:
        """Returns the tids of the summaries in the path's constraints and `formula`
        (cached per link of the persistent path)."""
        todo, node, found = [], path, frozenset()
        while node is not None:
            got = self._link_summaries.get(id(node))
            if got is not None and got[0] is node:
                found = got[1]
                break
            todo.append(node)
            node = node.parent
        if len(self._link_summaries) > 65536:
            self._link_summaries.clear()
        for n in reversed(todo):
            mine = self._summaries_in(n.value)
            found = found | mine if mine else found
            self._link_summaries[id(n)] = (n, found)
        return found | self._summaries_in(formula)

    def every_equation(self, tids) -> list:
        """Returns the definitions of every summary reachable from `tids`, expanded or not
        (for solvers that do not refine)."""
        by_tid, todo, seen, out = self.summaries.by_tid, list(tids), set(tids), []
        while todo:
            s = by_tid[todo.pop()]
            if s.definition is None:
                continue  # a cut: no definition
            out.append(s.equation)
            for d in s.deps:
                if d not in seen:
                    seen.add(d)
                    todo.append(d)
        return out

    def expand_all(self, path: Link | None, formula) -> int:
        """Expands every summary the query reaches; returns how many were expanded."""
        tids = self.query_summaries(path, formula)
        n = 0
        while True:
            hidden = _definite(self.summaries.closure(tids)[1])
            if not hidden:
                return n
            for s in hidden:
                self.summaries.expand(s)
                n += 1

    # -- checks

    def _check_first(self, path, formula, wanted, whole: bool, left: float):
        self.cut_dependent = False
        tids = self.query_summaries(path, formula) if self.summaries.by_tid else ()
        if not tids:
            return super()._check_first(path, formula, wanted, whole, left)
        if not self.incremental or (self.independence and not whole):
            exact = st.and_(formula, *self.every_equation(tids))
            answer, model = super()._check_first(path, exact, wanted, whole, left)
            self.cut_dependent = answer == "sat" and self._reaches_cut(tids)
            return answer, model
        return self._refine(path, formula, wanted, tids, left)

    def _check_fallback(self, path, formula, wanted, whole: bool, left: float):
        self.cut_dependent = False
        tids = self.query_summaries(path, formula) if self.summaries.by_tid else ()
        if tids:
            formula = st.and_(formula, *self.every_equation(tids))
        answer, model = super()._check_fallback(path, formula, wanted, whole, left)
        self.cut_dependent = answer == "sat" and bool(tids) and self._reaches_cut(tids)
        return answer, model

    def _reaches_cut(self, tids) -> bool:
        """Whether a cut is among the summaries reachable from `tids` through every
        definition (a solver that does not refine cannot tell whether its model needs
        it: it is taken to)."""
        by_tid, todo, seen = self.summaries.by_tid, list(tids), set(tids)
        while todo:
            s = by_tid[todo.pop()]
            if s.definition is None:
                return True
            todo.extend(d for d in s.deps if d not in seen)
            seen.update(s.deps)
        return False

    def _refine(self, path, formula, wanted, tids, left: float):
        """The abstraction-checking-refinement loop (Algorithm 3) on the main solver."""
        start = time.perf_counter()
        stats = self.summaries.stats
        self._sync(path)
        done, hidden = self.summaries.closure(tids)
        self._hold(done)
        rounds = 0
        while True:
            remaining = left - (time.perf_counter() - start)
            if remaining <= 0:
                answer, self.main.reason = "unknown", "timeout"
                break
            answer = self.main.check(formula, timeout=remaining)
            if answer != "sat" or not hidden:
                break
            roots = [formula, *reversed(items(path))]  # the consequent first
            definitions = [s.definition for s in done]
            model = self.main.model([*roots, *definitions])
            picked = explain(roots, model, self.summaries, definitions, self.hypotheses)
            if not picked:
                break
            grow = _definite(picked)
            if not grow:  # the model needs a cut: first expand all else it reaches
                grow = _definite(hidden)
                if not grow:
                    self.cut_dependent = True
                    break
            for s in grow:
                self.summaries.expand(s)
            rounds += 1
            done, hidden = self.summaries.closure(tids)
            self._hold(done)
        stats["rounds"] += rounds
        stats["refined_queries"] += bool(rounds)
        self.reason = self.main.reason
        if answer == "sat":
            self.last = self.main
        model = self.main.model(wanted) if answer == "sat" and wanted else {}
        return answer, model


class SummarizingMachine(UnrollingMachine):
    """The unrolling machine that summarizes what a call returns (see module doc)."""

    def __init__(self, world, oracle, options: dict) -> None:
        super().__init__(world, oracle, options)
        self.summaries: Summaries = options["summaries"]
        self.summaries.stats.setdefault("cuts", 0)
        self.entries: dict = {}  # caller position -> the path condition at the callee's entry
        self.cuts = CutTable(world, self.cfg)
        self.cut_calls = options.get("cut_calls") or ()  # procedures cut at every call
        self.facts: dict = dict(options.get("facts") or {})  # name -> Facts at its cuts
        self.summaries.stats.setdefault("facts", 0)
        self.rounds = 0  # rounds of the deepening begun (cuts are made in the first only)
        self._cutting: A.Call | None = None  # the call being cut (callee() -> summary())
        self._cut_constants: dict = {}  # (position, i) -> the cut's constant (every round)

    def call(self, state: State, cmd: A.Call) -> bool:
        if self._past_bound(state, cmd) and self.cuts.cuttable(cmd.name):
            self._cutting = cmd
            try:
                return Machine.call(self, state, cmd)  # its requires checked, then cut()
            finally:
                self._cutting = None
        depth = len(state.frames)
        ok = super().call(state, cmd)
        if ok and len(state.frames) > depth:
            self.entries[_caller_position(state.frames[:-1])] = state.path
        return ok

    def initial(self, impl):
        self.rounds += 1
        return super().initial(impl)

    def _past_bound(self, state: State, cmd: A.Call) -> bool:
        """Whether the call is recursive and its callee already `loop_bound` deep, in
        the first round (see module doc), or one of `cut_calls`."""
        if cmd.name in self.cut_calls:
            return True
        if self.rounds > 1 or self.loop_bound is None or cmd.name not in self.world.impls:
            return False
        return sum(1 for f in state.frames if f.impl.name == cmd.name) > self.loop_bound

    def callee(self, cmd: A.Call):
        return None if cmd is self._cutting else super().callee(cmd)

    def summary(self, state: State, proc: A.ProcedureDecl, args: list, cmd: A.Call) -> bool:
        if cmd is not self._cutting:
            return super().summary(state, proc, args, cmd)
        return self.cut(state, proc, args, cmd)

    def cut(self, state: State, proc: A.ProcedureDecl, args: list, cmd: A.Call) -> bool:
        """Executes a cut call (see module doc): the globals it may write and its outputs
        become opaque summaries, and its free ensures are assumed over them."""
        old = state.globals.snapshot()
        sorts, pos = self.world.sorts, position(state)
        made = 0
        for g in sorted(self.cuts.writes(cmd.name)):
            if g in state.globals.data:
                d = self.world.globals[g]
                state.globals.set(g, self._cut_constant(pos, made, sorts.sort(d.type, d.pos),
                                                        f"{cmd.name}:cut:{g}"))
                made += 1
        names = {p.name: a for p, a in zip(proc.ins, args, strict=True) if p.name}
        outs = []
        for p in proc.outs:
            v = self._cut_constant(pos, made, sorts.sort(p.type, p.pos), f"{cmd.name}:cut")
            made += 1
            outs.append(v)
            if p.name:
                names[p.name] = v
        self.summaries.stats["cuts"] += 1
        if not self.oracle.assume(state, self._cut_flag(pos), KINDS[2], cmd):
            return False
        post = Scope(names, state.globals.data, old)
        for spec in proc.specs:
            if isinstance(spec, A.Ensures) and spec.free:  # (cuttable: no other ensures)
                if not self._hypothesis(state, self.eval(state, spec.expr, post), spec):
                    return False
        for fact in self._facts_of(cmd.name):
            if not self._hypothesis(state, fact(args, outs), cmd):
                return False
        for name, v in zip(cmd.outs, outs, strict=True):
            if name:
                self.assign(state, name, v, cmd)
        return True

    def _hypothesis(self, state: State, formula, node) -> bool:
        """Assumes what holds of every real return of a cut call; a model is explained
        without it (it restricts the cut's values only to those a real return has)."""
        if type(formula) is st.Term:
            self.oracle.feas.hypotheses.add(formula.tid)
        return self.oracle.assume(state, formula, KINDS[5], node)

    def _facts_of(self, name: str) -> list:
        """Returns the facts proven of `name`'s results (summaries_facts.py), inferred at
        its first cut with a quarter of the time left (option `cut_facts`, default on)."""
        got = self.facts.get(name)
        if got is None:
            got = []
            if self.options.get("cut_facts", True) and self.deadline is not None:
                now = time.perf_counter()
                until = now + max(0.0, self.deadline - now) / 4
                got = infer_facts(self.world, self.world.impls[name][0], SummarizingMachine,
                                  {**self.options, "cut_facts": False}, until)
            self.facts[name] = got
            self.summaries.stats["facts"] += len(got)
        return got

    def _cut_flag(self, pos: tuple):
        """Returns the boolean assumed on the path of the cut at `pos` (the same in every
        round): a plain constant, so that `not flag` excludes the executions through it."""
        flag = self._cut_constants.get((pos, "taken"))
        if flag is None:
            flag = self._cut_constants[(pos, "taken")] = st.fresh(bool, "cut:taken")
            self.oracle.feas.cut_flags.append(flag)
        return flag

    def _cut_constant(self, pos: tuple, i: int, sort, name: str):
        """Returns the i-th constant of the cut at `pos`, an opaque summary (the same one
        in every round; never one of the oracle's slots, which a deeper round gives the
        callee's locals)."""
        c = self._cut_constants.get((pos, i))
        if c is None or c.sort != sort:
            c = self._cut_constants[(pos, i)] = st.fresh(sort, name)
            self.summaries.by_tid[c.tid] = Summary(c, None, name, frozenset())
        return c

    def return_(self, state: State) -> bool:
        frame = state.frame
        if len(state.frames) == 1:
            return super().return_(state)
        outs = [frame.locals.get(d.name) for d in frame.impl.outs]
        if not super().return_(state):
            return False
        entry = self.entries.get(_caller_position(state.frames))
        self._summarize(state, frame, outs, entry)
        return True

    def _summarize(self, state: State, frame, outs: list, entry) -> None:
        """Replaces the returned call's effects by summaries and assumes its ensures
        over them (the caller's frame is current; `outs` are the callee's outputs)."""
        name = frame.impl.name
        make = self._make_constant
        summarize = self.summaries.summarize
        if entry is not None and _extends(state.path, entry):
            suffix = []
            link = state.path
            while link is not entry:
                suffix.append(link.value)
                link = link.parent
            cfc = summarize(st.and_(*suffix), f"{name}:cfc", make) if suffix else True
            state.path = entry if cfc is True else push(entry, cfc)
        abstract = [summarize(v, f"{name}:{d.name}", make)
                    for v, d in zip(outs, frame.impl.outs, strict=True)]
        for lhs, v in zip(frame.call.outs, abstract, strict=True):
            if lhs:
                self.assign(state, lhs, v, frame.call)
        for g, v in list(state.globals.data.items()):
            if v is not frame.old.get(g):
                state.globals.set(g, summarize(v, f"{name}:{g}", make))
        self._assume_ensures(state, frame, abstract)

    def _assume_ensures(self, state: State, frame, outs: list) -> None:
        """Adds the callee's ensures over the summaries to the path (they held at its
        return, as checks or as free ensures, so they restrict no execution)."""
        proc, impl = frame.impl.proc, frame.impl
        names = {}
        for p, i in zip(proc.ins, impl.ins, strict=False):
            if p.name and i.name:
                names[p.name] = frame.locals.get(i.name)
        for p, v in zip(proc.outs, outs, strict=False):
            if p.name:
                names[p.name] = v
        scope = Scope(names, state.globals.data, frame.old)
        for spec in proc.specs:
            if isinstance(spec, A.Ensures):
                v = self.eval(state, spec.expr, scope)
                if v is not True and v is not False:
                    state.path = push(state.path, v)

    @staticmethod
    def _make_constant(sort, name: str):
        return st.fresh(sort, name)


def _definite(summaries: list) -> list:
    """Returns the summaries that have a definition (not cuts)."""
    return [s for s in summaries if s.definition is not None]


def _caller_position(frames: list) -> tuple:
    """Returns the position (unroll.position) of a state whose frames are `frames`."""
    return tuple(frame_order(loops_of(f.cfg), f.block.label, dict(f.active), f.index)
                 for f in frames) + (END,)


def _extends(path: Link | None, entry: Link | None) -> bool:
    """Whether the persistent list `path` is `entry` with constraints added."""
    size = 0 if entry is None else entry.size
    while path is not None and path.size > size:
        path = path.parent
    return path is entry


class SummaryOracle(MergedOracle):
    """The merged mode's oracle; a counterexample that does not replay is asked again
    with every summary its query reaches expanded; one that needs a cut is the bound
    reached (see module doc)."""

    def failure(self, state: State, negation, kind: str, node, call,
                cuts_excluded: bool = False) -> None:
        if self.bug is None and self.feas.cut_dependent and not cuts_excluded:
            # as inlining asks: is there a failing execution through no cut?
            negation = st.and_(negation, *(st.not_(f) for f in self.feas.cut_flags))
            cuts_excluded = True
            answer = self.feas.check(state.path, negation)
            if answer != "sat" or self.feas.cut_dependent:
                if answer == "unknown":
                    self.unknown("an assertion")
                self._bound_reached(state, kind)
                return
        before = len(self.replay_failures)
        super().failure(state, negation, kind, node, call)
        if self.bug is not None or len(self.replay_failures) == before:
            return
        if not cuts_excluded and self.feas.cut_flags and self.machine.rounds == 1:
            # the model may pass a cut whose real call does not return: ask as inlining
            del self.replay_failures[before:]
            self.feas.cut_dependent = True
            self.failure(state, negation, kind, node, call)
            return
        if not self.feas.expand_all(state.path, negation):
            return
        del self.replay_failures[before:]
        answer = self.feas.check(state.path, negation)
        if answer == "sat" and self.feas.cut_dependent:
            self._bound_reached(state, kind)
        elif answer == "sat":
            super().failure(state, negation, kind, node, call)
        elif answer == "unsat":
            self.counters[kind] -= 1  # no failure after all
        else:
            self.unknown("an assertion")

    def _bound_reached(self, state: State, kind: str) -> None:
        """Counts a failure whose model needs a cut as the bound reached, not as `kind`."""
        self.counters[kind] -= 1
        self.terminate(state, KINDS[10])

    def replay_oracle(self, model: dict, symbols: dict, timeout: float) -> MergedReplayOracle:
        return SummaryReplayOracle(model, symbols, self.table, timeout)

    def replay_bound(self) -> int | None:
        """No bound once a call was cut: the model's run may recurse past it."""
        return None if self.feas.summaries.stats.get("cuts") else super().replay_bound()


class SummaryReplayOracle(MergedReplayOracle):
    """Replays a model of the summary mode: past a cut the real call runs, and the values
    the exploration did not make there are the solver's defaults (every such choice is
    an execution of the program; the replay still checks every assume)."""

    def fresh(self, state: State, sort, name, role):
        term = self.table.get(self.slots.slot(state))
        if term is None or getattr(term, "sort", None) != sort:
            return default_value(sort)
        return self.value(term)

    def _made(self, state: State):
        term = self.table.get(self.slots.slot(state))
        return False if term is None else term
