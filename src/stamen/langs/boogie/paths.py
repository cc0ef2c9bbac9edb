"""The paths mode: Symbooglix's algorithm, one state per path, forking at gotos.

`explore(world, impl, options, deadline)` runs the entry point `impl` from
its initial state (axioms, unique constants, where clauses and entry
requires assumed) with a depth-first worklist of states. The oracle asks the
solver (feasibility.py) at each symbolic assume (an unsatisfiable one ends
the path: TerminatedAtUnsatisfiableAssume), at each assert (a failing one
ends a copy of the path: TerminatedAtFailingAssert, the rest goes on with
the assertion assumed) and, with goto-assume look-ahead, at each goto with
several targets whose blocks start with an assume (targets that cannot be
taken are dropped before forking). A path whose feasibility the solver
cannot decide is explored anyway (a superset of the paths: no bug is missed,
and a bug on an infeasible path cannot replay); an assertion the solver
cannot decide makes the answer unknown. Each failure is replayed (replay.py)
before it counts as a bug.

Options (each switchable, for measurement): `lookahead` (goto-assume
look-ahead), `incremental` (push/pop), `independence` (constraint slicing),
`dead_declarations` (global dead-declaration elimination), `cheap_cloning`
(copy-on-write environments), `loop_bound` (None: unbounded),
`branch_depth` (None: unbounded; Symbooglix's `--max-depth`),
`stop_at_bug` (stop at the first confirmed bug), `failure_limit` (stop once
that many failures were found, Symbooglix's `--stop-at-failure`),
`check_axioms`, `check_uniques`, `check_entry_requires` (False: assume them
without asking the solver, Symbooglix's `--check-entry-axioms=0` ...),
`solver` ("dummy" answers unknown to every query), `fallback` (the solver
asked when the first answers unknown; None: none), and `search`:
"dfs" (depth first) or "loops" (the default: the state that has entered loop
heads the fewest times first, depth first among equals, so that a loop with
a symbolic bound does not hide what comes after it; every path is still
explored before the answer is verified).

As in Symbooglix, `counters` count the paths that ended while every decision on
them was the solver's; a path that went on past an unknown answer is
speculative, and its end is counted in `speculative` instead.
"""

from __future__ import annotations

import heapq
import time
from collections import Counter
from dataclasses import dataclass, field

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.feasibility import Feasibility
from stamen.langs.boogie.machine import KINDS, Machine, OutOfTime
from stamen.langs.boogie.replay import replay
from stamen.langs.boogie.state import State, items, push
from stamen.langs.boogie.unsupported import located
from stamen.langs.boogie.world import Impl, World

__all__ = ["explore", "conclude", "counterexample", "Outcome", "PathsOracle", "DEFAULT_OPTIONS",
           "StopExploring", "ASSUME_CAP"]

DEFAULT_OPTIONS = {"lookahead": True, "incremental": True, "independence": False,
                   "dead_declarations": True, "cheap_cloning": True, "loop_bound": None,
                   "stop_at_bug": False, "solver": "z3", "solver_profile": None,
                   "search": "loops",
                   "cut_repeats": True, "branch_depth": None, "failure_limit": None,
                   "check_axioms": True, "check_uniques": True, "check_entry_requires": True,
                   "fallback": "cvc5", "accelerate": True, "accelerate_after": 16}


@dataclass
class Outcome:
    """The answer for one entry point, its reason, counters and counterexample."""

    answer: str = "verified"
    reason: str | None = None
    counters: Counter = field(default_factory=Counter)
    counterexample: dict | None = None
    speculative: Counter = field(default_factory=Counter)
    stats: dict = field(default_factory=dict)  # e.g. the merged mode's summary counts


# Seconds a feasibility check of an assume may take: an unknown one is explored anyway.
ASSUME_CAP = 2.0


class StopExploring(Exception):
    pass


class PathsOracle:
    """The decisions of the paths mode (see module doc)."""

    replay_machine = Machine  # the machine class that replays a failure

    def __init__(self, world: World, impl: Impl, options: dict, feas: Feasibility) -> None:
        self.world, self.impl, self.options, self.feas = world, impl, options, feas
        self.counters: Counter = Counter()
        self.speculative: Counter = Counter()
        self.unknowns: list[str] = []
        self.failures = 0
        self.stopped = False  # the failure limit was reached
        self.unchecked = {kind for kind, option in ((KINDS[7], "check_axioms"),
                                                    (KINDS[8], "check_uniques"),
                                                    (KINDS[6], "check_entry_requires"))
                          if not options.get(option, True)}
        self.bug: dict | None = None
        self.replay_failures: list[str] = []
        self.machine: Machine | None = None

    # -- values

    def make_symbol(self, sort, key):
        return st.fresh(sort, key.replace(":", "_"))

    def fresh(self, state: State, sort, name, role):
        v = st.fresh(sort, name or "v")
        state.inputs = push(state.inputs, (v, name, role))
        return v

    # -- decisions

    def unknown(self, what: str) -> None:
        reason = self.feas.reason or "solver unknown"
        self.unknowns.append(f"{reason}" if reason == "timeout" else f"solver: {reason}"
                             f" ({what})")

    def terminate(self, state: State, kind: str) -> None:
        (self.speculative if state.speculative else self.counters)[kind] += 1

    def assume(self, state: State, formula, kind, node) -> bool:
        if formula is True:
            return True
        if formula is not False and kind in self.unchecked:
            state.path = push(state.path, formula)
            return True
        if formula is not False and self.machine.quantified:
            # deciding quantified formulas satisfiable rarely ends; exploring the path
            # anyway is sound (see the module doc)
            state.path = push(state.path, formula)
            return True
        if formula is not False:
            answer = self.feas.check(state.path, formula, cap=ASSUME_CAP)
            if answer == "sat":
                state.path = push(state.path, formula)
                return True
            if answer == "unknown":  # explore it anyway: more paths, never fewer
                state.path = push(state.path, formula)
                state.speculative = True
                return True
        self.terminate(state, kind)
        return False

    def check(self, state: State, formula, kind, node, call=None) -> bool:
        if formula is True:
            return True
        negation = st.not_(formula)
        if formula is False:
            self.feas.last = None  # no check: the model must come from a new one
            fails = "sat"
        else:
            fails = self.feas.check(state.path, negation,
                                    wanted=None if self.bug else lambda: self.wanted(state))
        if fails == "sat":
            self.terminate(state, kind)
            self.failure(state, negation, kind, node, call)
            self.failures += 1
            limit = self.options.get("failure_limit")
            if limit and self.failures >= limit:
                self.stopped = True
                raise StopExploring
        elif fails == "unknown":
            self.unknown("an assertion")
        if formula is False:
            return False
        if fails == "unsat":
            return True
        holds = self.feas.check(state.path, formula, cap=ASSUME_CAP)
        if holds == "unsat":
            return False
        state.speculative = state.speculative or holds == "unknown"
        state.path = push(state.path, formula)
        return True

    def branch(self, machine: Machine, state: State, targets: tuple) -> list:
        """Returns the successors (state, label, skip) of a goto, forking the state."""
        if len(targets) == 1:
            return [(state, targets[0], False)]
        kept = []
        for label in targets:
            kept.append(self.look_ahead(machine, state, label))
        kept = [k for k in kept if k is not None]
        out = []
        for i, (label, formula, skip) in enumerate(kept):
            s = state if i == len(kept) - 1 else state.clone(machine.eager)
            s.choices = push(state.choices, label)
            if skip and formula is not True:
                s.path = push(state.path, formula)
            s.speculative = s.speculative or formula is None
            out.append((s, label, skip))
        return out

    def look_ahead(self, machine: Machine, state: State, label: str):
        """Returns (label, assumed formula, skip) for a target that may be taken, or None;
        the formula is None when the solver could not decide it (a speculative path)."""
        if not self.options.get("lookahead", True):
            return (label, True, False)
        block = state.frame.cfg.blocks.get(label)
        if block is None or not block.cmds or type(block.cmds[0]) is not A.Assume:
            return (label, True, False)
        formula = machine.eval(state, block.cmds[0].expr)
        if formula is True:
            return (label, True, True)
        if formula is False:
            return None
        answer = self.feas.check(state.path, formula, cap=ASSUME_CAP)
        if answer == "unsat":
            return None
        if answer == "unknown":  # the assume runs again: the path is speculative
            return (label, None, False)
        return (label, formula, True)

    # -- failures

    def wanted(self, state: State) -> list:
        """Returns the constants a counterexample of `state`'s path gives values to: its
        inputs and the symbols (constants, functions) the run made."""
        return [t for t, _, _ in items(state.inputs)] + list(self.machine.symbols.values.values())

    def failure(self, state: State, negation, kind: str, node, call) -> None:
        """Finds a model of the failing path, replays it, records a confirmed bug."""
        if self.bug is not None:
            return
        inputs = items(state.inputs)
        symbols = dict(self.machine.symbols.values)
        wanted = self.wanted(state)
        try:
            model = self.feas.last_model(wanted)  # the check that found the failure
            if model is not None:
                answer = "sat"
            else:
                answer, model = self.feas.model(state.path, negation, wanted)
        except st.SolverError as exc:  # e.g. a model stamen cannot decode
            self.replay_failures.append(f"replay failed: {exc}")
            return
        if answer != "sat":
            self.replay_failures.append(f"replay failed: no model ({answer})")
            return
        choices = items(state.choices)
        # the replay accelerates the loop entries this path accelerated (accelerate.py)
        options = {**self.options, "accelerated": set(items(state.accelerated))}
        why = replay(self.world, self.impl, options, model, symbols, inputs, choices,
                     kind, node, timeout=max(1.0, min(5.0, self.feas.left())),
                     machine_class=self.replay_machine)
        if why is not None:
            self.replay_failures.append(why)
            return
        self.bug = counterexample(self.world, state, model, symbols, inputs, kind, node, call)
        if self.options.get("stop_at_bug"):
            raise StopExploring


def _show(v) -> str:
    """Returns a value as Boogie would write it."""
    if type(v) is bool:
        return "true" if v else "false"
    if type(v) is st.BV:
        return f"{v.value & ((1 << v.width) - 1)}bv{v.width}"
    return repr(v) if not isinstance(v, int) else str(v)


def counterexample(world: World, state: State, model: dict, symbols: dict, inputs: list,
                   kind: str, node, call) -> dict:
    """Returns the printable counterexample of a confirmed failure."""
    def value(t):
        v = model.get(t)
        return _show(v) if v is not None else "(any)"

    initial = {}
    for t, name, role in inputs:
        if role in ("global", "param") and name not in initial:
            initial[name] = value(t)
    for key, t in symbols.items():
        if key in world.consts and type(t) is st.Term and t.op == "const":
            initial[key] = value(t)
    where = located(world.path, node.pos if node is not None else None)
    at_call = located(world.path, call.pos) if call is not None else None
    out = {"kind": kind, "location": where, "call": at_call,
           "initial": initial,
           "trace": [f"{proc}:{label}" for proc, label in items(state.trace)]}
    heads = {f"{proc}:{label}" for proc, label in items(state.trace)}
    iterations = {name: value(t) for t, name, role in inputs  # accelerated loops
                  if role == "iterations" and name in heads}
    if iterations:
        out["iterations"] = iterations
    return out


class _Worklist:
    """The states still to run: a stack ("dfs"), or a heap by loop-head entries, then
    newest first ("loops")."""

    def __init__(self, search: str) -> None:
        if search not in ("dfs", "loops"):
            raise st.InvalidArgument(f"search: expected 'dfs' or 'loops', got {search!r}")
        self.by_loops = search == "loops"
        self.items: list = []
        self.count = 0

    def __bool__(self) -> bool:
        return bool(self.items)

    def add(self, states: list) -> None:
        """Adds successors given in the order they should run (the first runs first)."""
        for s in reversed(states):
            self.count += 1
            if self.by_loops:
                heapq.heappush(self.items, (s.loops, -self.count, s))
            else:
                self.items.append(s)

    def pop(self) -> State:
        return heapq.heappop(self.items)[2] if self.by_loops else self.items.pop()


def explore(world: World, impl: Impl, options: dict, deadline: float) -> Outcome:
    """Explores every path of the entry point `impl` until `deadline` (perf_counter)."""
    options = {**DEFAULT_OPTIONS, **(options or {})}
    feas = Feasibility(deadline, options["incremental"], options["independence"],
                       options["solver"], options["fallback"],
                       profile=options["solver_profile"])
    oracle = PathsOracle(world, impl, options, feas)
    machine_class = Machine
    if accelerates(options):  # loops in closed form, each path's (accelerate.py)
        from stamen.langs.boogie.accelerate import AcceleratingMachine
        machine_class = oracle.replay_machine = AcceleratingMachine
    machine = machine_class(world, oracle, {**options, "deadline": deadline})
    oracle.machine = machine
    end = Ending(feas)
    with end:
        state = machine.initial(impl)
        work = _Worklist(options["search"])
        if state is not None:
            work.add([state])
        while work:
            if time.perf_counter() > deadline:
                end.timed_out = "timeout"
                break
            work.add(machine.run(work.pop()))
    return conclude(oracle, options, end.unsupported, end.timed_out)


def accelerates(options: dict) -> bool:
    """Whether a mode accelerates loops: when `accelerate` is on and no loop bound or
    branch depth is set. Symbooglix's `--max-loop-depth` and `--max-depth` count the
    iterations and branches a path takes, which acceleration skips; and a bound's
    answers hold within it (Corral's `/stackDepthBound`: a path that reaches it is
    unknown, never a bug found past it in closed form)."""
    return bool(options.get("accelerate")) and options.get("loop_bound") is None and \
        options.get("branch_depth") is None


class Ending:
    """How an exploration stopped, as a context manager around it: the exceptions that end
    an exploration (stopped, out of time, unsupported, a solver error, too deep) are
    caught and recorded as `timed_out` / `unsupported` for `conclude`; the exploration's
    feasibility checker is closed however it ends."""

    def __init__(self, feasibility):
        self.feasibility = feasibility
        self.timed_out: str | None = None
        self.unsupported: str | None = None

    def __enter__(self) -> Ending:
        return self

    def __exit__(self, kind, exc, tb) -> bool:
        self.feasibility.close()
        if kind is None or issubclass(kind, StopExploring):
            return kind is not None
        if issubclass(kind, OutOfTime):
            self.timed_out = "timeout"
        elif issubclass(kind, st.UnsupportedConstruct):
            self.unsupported = str(exc)
        elif issubclass(kind, st.SolverError):
            self.unsupported = f"solver error: {exc}"
        elif issubclass(kind, RecursionError):
            self.unsupported = "the program nests too deeply for the executor"
        else:
            return False
        return True


def conclude(oracle, options: dict, unsupported: str | None, timed_out: str | None) -> Outcome:
    """Returns the outcome of an exploration from its oracle's bug, unknowns, replay
    failures and termination counters (the merged mode concludes the same way); `options`
    name the bounds that ended paths."""
    out = Outcome()
    out.counters, out.speculative = oracle.counters, oracle.speculative
    if oracle.bug is not None:
        out.answer, out.counterexample = "bug", oracle.bug
        return out
    reasons = []
    if unsupported:
        reasons.append(unsupported)
    if timed_out or any(u == "timeout" for u in oracle.unknowns):
        reasons.append("timeout")
    reasons += [u for u in oracle.unknowns if u != "timeout"][:1]
    reasons += oracle.replay_failures[:1]
    ended = oracle.counters + oracle.speculative
    if ended[KINDS[10]]:
        reasons.append(f"bound {options['loop_bound']}")
    if ended[KINDS[13]]:
        reasons.append(f"branch depth bound {options['branch_depth']}")
    if oracle.stopped:
        reasons.append(f"stopped at the failure limit {options['failure_limit']}")
    if not reasons:
        if oracle.counters[KINDS[7]]:
            reasons.append("inconsistent axioms")
        elif oracle.counters[KINDS[8]]:
            reasons.append("inconsistent unique constants")
        elif oracle.counters[KINDS[6]]:
            reasons.append("unsatisfiable entry requires")
        elif oracle.counters[KINDS[9]] and not any(
                oracle.counters[k] for k in (KINDS[0], KINDS[2])):
            reasons.append("unsatisfiable where clauses")
    if reasons:
        out.answer, out.reason = "unknown", "; ".join(dict.fromkeys(reasons))
    return out
