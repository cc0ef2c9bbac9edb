"""The merged mode: each implementation's CFG executed once, states merged at every join.

`explore(world, impl, options, deadline)` runs the entry point `impl` as
Rosette runs a program: the states that reach one position of the unrolled
graph (unroll.py) are joined into one (join.py), so the program is executed
once per position instead of once per path. Positions are taken smallest
first, which is a topological order of the unrolled graph: every state that
will reach a position has reached it before it is run.

The oracle decides as the paths mode does where an answer must be exact
(the axioms, unique constants, where clauses and entry requires of the
initial state, and every assertion: one query of the assertion's negation
under the joined path condition) and lazily elsewhere: an assume only adds
to the path condition, and only a loop head, a recursive call, a bound or an
unsupported construct asks whether the path condition can hold (an unknown
answer counts as "it can"). Every goto gives its successors exclusive constraints
at once (branching.py), so that states at one position never overlap.
Every failure is replayed concretely (replay.py, the same machine on
the model's values, choices read from the model) before it is a bug; the
first confirmed bug ends the run. Termination counters count the merged
states of the last round, not paths.

Loops and recursion are unrolled to a bound: with `deepen` (the default) the
bound goes 1, 2, 4, ... up to `loop_bound` (unbounded when None, until the
deadline), so that what follows a loop with a symbolic trip count is reached
early. A round in which a state that can be reached meets the bound decides
nothing (the next round goes deeper); at `loop_bound` the answer is unknown
(bound K), never verified. A loop head's joined state that the previous
iteration's state there holds (`_seen_at_head`: the same terms in every local that
matters, liveness.py, and everywhere else, the path condition only extended) ends
there: the loop has converged, so a `while (1)` whose state returns to itself is
verified. Options besides the paths mode's: `deepen`, `calls` ("inline", "contract":
calls executed by their specifications, or "summary": calls summarized and the
summaries expanded where a counterexample depends on them, summaries.py; the outcome's
`stats` count summaries, expansions and rounds), `subsume` (compare loop heads, default
on), `one_shot` (feasibility.py's one-shot z3 checks, default on).
"""

from __future__ import annotations

import time

import stamen as st
from stamen.langs.boogie.branching import exclusive_branch, exclusive_targets
from stamen.langs.boogie.feasibility import Feasibility
from stamen.langs.boogie.frontier import Frontier
from stamen.langs.boogie.join import join
from stamen.langs.boogie.liveness import inert_procedures, live_locals
from stamen.langs.boogie.machine import KINDS, OutOfTime
from stamen.langs.boogie.paths import (
    ASSUME_CAP,
    DEFAULT_OPTIONS,
    Ending,
    Outcome,
    PathsOracle,
    StopExploring,
    accelerates,
    conclude,
    counterexample,
)
from stamen.langs.boogie.replay import ReplayOracle, ReplayStop, replay_with
from stamen.langs.boogie.state import State, push, same_objects
from stamen.langs.boogie.unroll import Slots, UnrollingMachine, loops_of, position
from stamen.langs.boogie.world import Impl, World

__all__ = ["explore", "MERGED_OPTIONS", "MergedOracle", "run_round"]

MERGED_OPTIONS = {"deepen": True, "calls": "inline", "one_shot": True, "accelerate": True}
UNBOUNDED = 1 << 62  # the bound of a round without one: positions still count iterations


class MergedOracle(PathsOracle):
    """The decisions of the merged mode (see module doc)."""

    replay_machine = UnrollingMachine  # the machine class that replays a failure

    def __init__(self, world: World, impl: Impl, options: dict, feas: Feasibility) -> None:
        super().__init__(world, impl, options, feas)
        self.slots = Slots()
        self.table: dict = {}  # slot -> the fresh value made there
        self.inputs: list = []  # (term, name, role) of each fresh value, in order made
        self.symbol_terms: dict = {}  # key -> constant or function (the same every round)
        self.exact = True  # deciding assumes as the paths mode does (the initial state)
        self.choices: set = set()  # term ids of the gotos' choice constants (same_path)
        self._feasible = None  # the last path condition found satisfiable
        self.unmodelled: set = set()  # tids of values a replay makes itself (accelerate.py)

    # -- values

    def make_symbol(self, sort, key):
        t = self.symbol_terms.get(key)
        if t is None:
            t = self.symbol_terms[key] = super().make_symbol(sort, key)
        return t

    def fresh(self, state: State, sort, name, role):
        slot = self.slots.slot(state)
        t = self.table.get(slot)
        if t is None:
            t = self.table[slot] = st.fresh(sort, name or "v")
            self.inputs.append((t, name, role))
        return t

    # -- decisions

    def feasible(self, state: State) -> bool:
        """Whether the state's path condition may hold (an unknown answer: it may)."""
        if state.path is None or state.path is self._feasible:
            return True
        answer = self.feas.check(state.path, True, cap=ASSUME_CAP)
        if answer == "sat":
            self._feasible = state.path
        return answer != "unsat"

    def terminate(self, state: State, kind: str) -> None:
        if kind == KINDS[10] and not self.feasible(state):
            return  # no execution reaches the bound here
        self.counters[kind] += 1

    def assume(self, state: State, formula, kind, node) -> bool:
        if self.exact or kind == KINDS[9]:
            return super().assume(state, formula, kind, node)
        if formula is True or state.path is not None and state.path.value is formula:
            return True  # (a branch's condition is taken at its goto, then assumed again)
        if formula is False:
            self.terminate(state, kind)
            return False
        state.path = push(state.path, formula)
        return True

    def check(self, state: State, formula, kind, node, call=None) -> bool:
        if formula is True:
            return True
        negation = st.not_(formula)
        fails = self.feas.check(state.path, negation)
        if fails == "sat":
            self.terminate(state, kind)
            self.failure(state, negation, kind, node, call)
        elif fails == "unknown":
            self.unknown("an assertion")
        if formula is False:
            return False
        state.path = push(state.path, formula)
        return True

    def branch(self, machine, state: State, targets: tuple) -> list:
        """Returns the successors of a goto (branching.py's exclusive targets)."""
        return exclusive_branch(self, machine, state, targets)

    # -- failures

    def failure(self, state: State, negation, kind: str, node, call) -> None:
        """Finds a model of the failing joined state, replays it, records a confirmed bug
        and stops (the answer is bug)."""
        if self.bug is not None:
            return
        symbols = dict(self.machine.symbols.values)
        wanted = [t for t in self.table.values() if t.tid not in self.unmodelled]
        wanted += symbols.values()
        try:
            model = self.feas.last_model(wanted)
            answer = "sat"
            if model is None:
                answer, model = self.feas.model(state.path, negation, wanted)
        except st.SolverError as exc:
            self.replay_failures.append(f"replay failed: {exc}")
            return
        if answer != "sat":
            self.replay_failures.append(f"replay failed: no model ({answer})")
            return
        timeout = max(1.0, min(5.0, self.feas.left()))
        oracle = self.replay_oracle(model, symbols, timeout)
        options = {**self.options, "loop_bound": self.replay_bound(), "cut_repeats": False}
        why = replay_with(oracle, self.replay_machine, self.world, self.impl, options, kind,
                          node, timeout)
        if why is not None:
            self.replay_failures.append(why)
            return
        self.bug = counterexample(self.world, oracle.failed, model, symbols, self.inputs, kind,
                                  node, call)
        raise StopExploring

    def replay_oracle(self, model: dict, symbols: dict, timeout: float) -> MergedReplayOracle:
        """Returns the oracle that replays `model` (summaries.py replays past its cuts)."""
        return MergedReplayOracle(model, symbols, self.table, timeout)

    def replay_bound(self) -> int | None:
        """Returns the loop bound of a replay: the exploration's."""
        return self.machine.loop_bound


class MergedReplayOracle(ReplayOracle):
    """Replays a model of the merged mode: fresh values and choices by their slots."""

    def __init__(self, model: dict, symbols: dict, table: dict, timeout: float) -> None:
        super().__init__(model, symbols, [], [], timeout)
        self.slots = Slots()
        self.table = table
        self.failed: State | None = None  # the state at the failing check

    def _made(self, state: State):
        term = self.table.get(self.slots.slot(state))
        if term is None:
            self.outcome = ("error", "a value the exploration did not make")
            raise ReplayStop
        return term

    def fresh(self, state: State, sort, name, role):
        return self.value(self._made(state))

    def branch(self, machine, state: State, targets: tuple) -> list:
        if len(targets) == 1:
            return [(state, targets[0], False)]
        frame = state.frame
        cond = exclusive_targets(frame.block, frame.cfg.blocks)
        if cond is not None:
            first = self.holds(machine.eval(state, cond))
            return [(state, targets[0] if first is not False else targets[1], False)]
        choice = self.value(self._made(state))
        if type(choice) is bool:
            index = 0 if choice else 1
        else:
            index = choice if type(choice) is int and 0 <= choice < len(targets) else 0
        return [(state, targets[index], False)]

    def check(self, state: State, formula, kind, node, call=None) -> bool:
        self.failed = state
        return super().check(state, formula, kind, node, call)


def _seen_at_head(state: State, heads: dict, inert: frozenset) -> bool:
    """Records the joined state at the start of a loop head and returns whether the
    previous iteration's state there holds it: the same objects in every live local
    of the loop's frame, every local of the frames below, the globals and the old
    globals, and a path condition that only adds constraints to that state's. Then
    every execution from this state was one from that state, whose successors are
    being explored: the loop's states at its head have converged and this one can end
    (no bound is reached on it). Irreducible graphs are not compared."""
    frame = state.frame
    loops = loops_of(frame.cfg)
    if not loops.reducible:
        return False
    pos = position(state)
    inner = pos[-2]
    key = (*pos[:-2], inner[:-3] + inner[-2:], state.skip)  # without this loop's count
    live = live_locals(frame.impl, frame.cfg, inert)[frame.block.label]
    data = frame.locals.data
    snapshot = (tuple(state.globals.data.items()), tuple(frame.old.items()),
                tuple((n, data.get(n)) for n in sorted(live)),
                tuple((tuple(f.locals.data.items()), tuple(f.old.items()))
                      for f in state.frames[:-1]))
    before = heads.get(key)
    heads[key] = (state.path, snapshot)
    return before is not None and _extends(state.path, before[0]) and \
        same_objects(before[1], snapshot)


def _extends(path, prefix) -> bool:
    """Whether the persistent list `path` is `prefix` with constraints added in front."""
    size = 0 if prefix is None else prefix.size
    while path is not None and path.size > size:
        path = path.parent
    return path is prefix


def _round(machine: UnrollingMachine, oracle: MergedOracle, impl: Impl, deadline: float) -> None:
    """Runs the entry point once, every loop and recursion unrolled to machine.loop_bound."""
    oracle.exact = True
    state = machine.initial(impl)
    oracle.exact = False
    if state is None:
        return
    work = Frontier()
    work.add([state])
    heads: dict = {}  # loop head's place -> (path, live snapshot) of its last iteration
    inert = inert_procedures(machine.world)
    while work:
        if time.perf_counter() > deadline:
            raise OutOfTime
        s = join(work.pop())
        if s.frame.block.loop_head and s.frame.index == 0 and (
                not oracle.feasible(s) or oracle.options.get("subsume", True)
                and _seen_at_head(s, heads, inert)):
            continue
        try:
            work.add(machine.run(s))
        except st.UnsupportedConstruct:
            if oracle.feasible(s):
                raise


run_round = _round  # (summaries_facts.py runs one round of its own machine)


def explore(world: World, impl: Impl, options: dict, deadline: float) -> Outcome:
    """Explores the entry point `impl` with merged states until `deadline` (perf_counter)."""
    options = {**DEFAULT_OPTIONS, **MERGED_OPTIONS, **(options or {})}
    options["accelerate_after"] = 0  # (the scheduler accelerates a loop where it enters)
    settings = (deadline, options["incremental"], options["independence"], options["solver"],
                options["fallback"], options["one_shot"], True,  # lazy assumes
                options["solver_profile"])
    summaries = None
    if options["calls"] == "summary":  # structural abstraction (summaries.py)
        from stamen.langs.boogie.summaries import (
            RefiningFeasibility,
            SummarizingMachine,
            SummaryOracle,
        )
        from stamen.query.refinement import Summaries
        summaries = Summaries()
        feas = RefiningFeasibility(summaries, *settings)
        oracle = SummaryOracle(world, impl, options, feas)
        machine_class = SummarizingMachine
    else:
        feas = Feasibility(*settings)
        oracle = MergedOracle(world, impl, options, feas)
        machine_class = UnrollingMachine
        if accelerates(options):  # loops in closed form (accelerate.py)
            from stamen.langs.boogie.accelerate import AcceleratingMachine
            machine_class = oracle.replay_machine = AcceleratingMachine
    machine = machine_class(world, oracle, {**options, "deadline": deadline,
                                            "feasible": oracle.feasible,
                                            "summaries": summaries, "scheduled": True})
    if accelerates(options) and summaries is None:  # what a replay accelerates
        oracle.options["accelerated"] = machine.accelerator.done
    oracle.machine = machine
    limit = options["loop_bound"]
    bound = (1 if limit is None else min(1, limit)) if options["deepen"] else (
        UNBOUNDED if limit is None else limit)
    end = Ending(feas)
    with end:
        while True:
            oracle.counters.clear()
            machine.loop_bound = bound
            _round(machine, oracle, impl, deadline)
            if not oracle.counters[KINDS[10]] or bound == limit or bound >= UNBOUNDED:
                break
            bound = bound * 2 if limit is None else min(bound * 2, limit)
    timed_out, unsupported = end.timed_out, end.unsupported
    if timed_out and bound != limit:
        del oracle.counters[KINDS[10]]  # a round of the deepening, not the user's bound
    outcome = conclude(oracle, {**options, "loop_bound": machine.loop_bound}, unsupported,
                       timed_out)
    if summaries is not None:
        outcome.stats = dict(summaries.stats)
    return outcome
