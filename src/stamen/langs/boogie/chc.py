"""The chc mode: the program's loop-free segments as constrained Horn clauses (Spacer).

`explore(world, impl, options, deadline)` cuts the entry point's execution at
its loop heads (in every frame: calls are inlined, so a cut location is a call
string and a loop head) and gives each cut location an uninterpreted predicate
over the state there: the globals, each frame's locals and the `old` globals
of the frames whose procedure reads them, and the program's constants (the
same in every clause); only the variables some later clause reads are kept
(`live_positions`). The transformers of the segments between cut points are
computed by the Boogie interpreter itself (machine.py), run on a symbolic
state with the merged mode's joins (one state per position of a segment, so a
segment is encoded once, not once per path). They give three kinds of clauses:

    init ∧ path → P_L(values)                 entry → first cut L
    P_L(vars) ∧ path → P_M(values)            cut L → next cut M
    [P_L(vars)] ∧ path ∧ ¬assertion → false    a failing assert, requires, ensures

Calls of recursive procedures are not inlined but summarized (`_Encoder`): a
predicate Call_p for their entries, Sum_p for their input-output relation,
non-linear clauses at the call sites. z3's Horn solver (Spacer) is asked
whether the clauses are satisfiable.

Soundness: the encoding is exact (whatever the interpreter cannot execute is
refused: the answer is unknown with its reason). Satisfiable (invariants
exist) is `verified` only after each clause is checked valid under the
invariants Spacer returned, with a fresh solver; unsatisfiable (a failure is
reachable) is a `bug` only when the merged mode, given the time left, finds and
replays it concretely (else unknown, "chc: counterexample not replayed");
timeouts and solver errors are unknown; an initial state that cannot exist
(the axioms are unsatisfiable) is unknown, as in the paths mode.
"""

from __future__ import annotations

import dataclasses
import time

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.evaluate import Scope
from stamen.langs.boogie.frontier import Frontier
from stamen.langs.boogie.horn import Clause, Cut, Encoding, live_positions, solve
from stamen.langs.boogie.join import join
from stamen.langs.boogie.machine import FAILING_REQUIRES, KINDS, Machine, OutOfTime
from stamen.langs.boogie.merged import MergedOracle
from stamen.langs.boogie.merged import explore as explore_merged
from stamen.langs.boogie.paths import DEFAULT_OPTIONS, Outcome
from stamen.langs.boogie.state import Env, State, items, push
from stamen.langs.boogie.unroll import Slots
from stamen.langs.boogie.world import Impl, World
from stamen.terms.arrays import apply
from stamen.terms.sorts import FunctionSort
from stamen.terms.term import literal_sort

__all__ = ["explore", "encode", "recursive_procedures", "NOT_REPLAYED"]

NOT_REPLAYED = "chc: counterexample not replayed"


class ChcOracle(MergedOracle):
    """The merged mode's decisions without the solver: an assume adds to the path, a
    check records a failure clause and goes on with the assertion assumed."""

    def __init__(self, world: World, impl: Impl, options: dict) -> None:
        super().__init__(world, impl, options, None)
        self.exact = False
        self.source: tuple = (None, [])
        self.failures: list[Clause] = []
        self.on_return = None  # called with a state whose root frame returned

    def start_segment(self, source, params: list) -> None:
        """Starts a segment from the cut `source` (None: the entry) over `params`."""
        self.source = (source, params)
        self.slots, self.table = Slots(), {}

    def feasible(self, state: State) -> bool:
        return True

    def terminate(self, state: State, kind: str) -> None:
        if kind == KINDS[0] and self.on_return is not None:
            self.on_return(state)

    def assume(self, state: State, formula, kind, node) -> bool:
        if formula is True:
            return True
        if formula is False:
            return False
        state.path = push(state.path, formula)
        return True

    def check(self, state: State, formula, kind, node, call=None) -> bool:
        if formula is True:
            return True
        source, params = self.source
        body = st.and_(*items(state.path), st.not_(formula))
        self.failures.append(Clause(source, params, body, None, [], node))
        if formula is False:
            return False
        state.path = push(state.path, formula)
        return True


class CutMachine(Machine):
    """The Machine with calls inlined, but for calls of recursive procedures, which
    `summarize(state, cmd, impl)` executes by their summaries; a call of a procedure whose
    first block is a loop head is refused (unknown)."""

    summarize = None
    recursive: frozenset = frozenset()

    def call(self, state: State, cmd: A.Call) -> bool:
        impl = self.callee(cmd)
        if impl is not None:
            if impl.name in self.recursive:
                return self.summarize(state, cmd, impl)
            if any(f.impl is impl for f in state.frames):
                raise self.refuse(f"chc: a recursive call of {cmd.name}", cmd)
            cfg = self.cfg(impl)
            if cfg.blocks[cfg.entry].loop_head:
                raise self.refuse(f"chc: a call of {cmd.name}, whose first block is a loop "
                                  f"head", cmd)
        return super().call(state, cmd)


def _key(state: State, summary: bool) -> tuple:
    """Returns the cut location of a state: whether its root frame is a recursive
    procedure's (entered by its summary) and, per frame, its implementation, block and
    the call that made it."""
    return (summary,) + tuple((f.impl.name, f.block.label, id(f.call)) for f in state.frames)


def _at_cut(state: State) -> bool:
    return state.frame.block.loop_head and state.frame.index == 0 and not state.skip


_OLD: dict[int, tuple] = {}


def _nodes(root):
    """Yields the AST nodes (and tuples of them) under `root`."""
    stack = [root]
    while stack:
        n = stack.pop()
        yield n
        if isinstance(n, tuple | list):
            stack.extend(n)
        elif dataclasses.is_dataclass(n) and not isinstance(n, type):
            stack.extend(getattr(n, f.name) for f in dataclasses.fields(n))


def _reads_old(impl: Impl) -> bool:
    """Whether the implementation's body or its procedure's specifications hold `old`."""
    got = _OLD.get(id(impl))
    if got is not None and got[0] is impl:
        return got[1]
    found = any(isinstance(n, A.Old) for n in _nodes((impl.body, impl.proc.specs)))
    _OLD[id(impl)] = (impl, found)
    return found


def recursive_procedures(world: World) -> frozenset:
    """Returns the names of the procedures whose implementation may call itself, directly
    or through others (a cycle of the call graph)."""
    calls = {name: {n.name for n in _nodes(impls[0].body) if isinstance(n, A.Call)}
             for name, impls in world.impls.items() if impls}
    out = set()
    for name in calls:
        seen, todo = set(), list(calls[name])
        while todo:
            n = todo.pop()
            if n == name:
                out.add(name)
                break
            if n not in seen and n in calls:
                seen.add(n)
                todo.extend(calls[n])
    return frozenset(out)


def _signature(machine: Machine, state: State, summary: bool) -> tuple[list, list]:
    """Returns the variables (see Cut) and their sorts of a state's cut location (the old
    globals of a frame only where it reads them, or when it is the root frame of a
    recursive procedure: its summary relates them)."""
    world = machine.world
    slots = [("g", -1, n) for n in sorted(state.globals.data)]
    sorts = [world.sorts.sort(world.globals[n].type, world.globals[n].pos)
             for _, _, n in slots]
    for i, f in enumerate(state.frames):
        decls = machine.local_decls(f.impl)
        for n in sorted(f.locals.data):
            slots.append(("l", i, n))
            sorts.append(world.sorts.sort(decls[n].type, decls[n].pos))
        if _reads_old(f.impl) or summary and i == 0:
            for n in sorted(f.old):
                slots.append(("o", i, n))
                sorts.append(world.sorts.sort(world.globals[n].type, world.globals[n].pos))
    return slots, sorts


def _read(state: State, slot: tuple):
    kind, i, name = slot
    if kind == "g":
        return state.globals.data.get(name)
    if kind == "l":
        return state.frames[i].locals.data.get(name)
    return state.frames[i].old.get(name)


def _start(cut: Cut) -> tuple[State, list]:
    """Returns a state at the cut whose variables are fresh constants, and those."""
    s = cut.state.clone(True)
    s.path = s.trace = s.choices = s.inputs = None
    s.skip = False
    params = []
    for f in s.frames:
        f.last = {}
        f.old = {n: st.fresh(v.sort if type(v) is st.Term else literal_sort(v), "old")
                 for n, v in f.old.items()}  # unread (not a variable): any value
    for (kind, i, name), sort in zip(cut.slots, cut.sorts, strict=True):
        v = st.fresh(sort, f"{cut.name}.{name}")
        params.append(v)
        if kind == "g":
            s.globals.set(name, v)
        elif kind == "l":
            s.frames[i].locals.set(name, v)
        else:
            s.frames[i].old[name] = v
    return s, params


class _Encoder:
    """Runs the segments of one entry point and collects their clauses.

    A call of a recursive procedure p (recursive_procedures) is not inlined: it adds the
    clause "here → Call_p(globals, inputs)", havocs the outputs and the globals, assumes
    Sum_p(old globals, inputs, outputs, globals) (an uninterpreted predicate: its clauses
    are non-linear) and cuts there (a predicate must not end up under the disjunction of a
    join). p's body then runs once from Call_p on fresh values, root
    frame of its own segments, and each return adds "… → Sum_p(...)". Sum_p does not
    carry the program's constants (they are quantified in each of its clauses): an
    over-approximation, never an under-approximation."""

    def __init__(self, world: World, impl: Impl, options: dict, deadline: float) -> None:
        self.world, self.impl, self.deadline = world, impl, deadline
        self.oracle = ChcOracle(world, impl, options)
        self.machine = CutMachine(world, self.oracle, {**options, "deadline": deadline,
                                                       "loop_bound": None,
                                                       "cut_repeats": False})
        self.oracle.machine = self.machine
        self.oracle.on_return = self.returned
        self.machine.summarize = self.summarized_call
        self.machine.recursive = recursive_procedures(world)
        self.out = Encoding()
        self.todo: list[Cut] = []
        self.summary = False  # whether the running segment's root frame is summarized
        self.returns: list[State] = []  # states just after a summarized call
        self.globals: list[str] = []
        self.global_sorts: list = []

    def encode(self) -> Encoding:
        state = self.machine.initial(self.impl)
        if state is None:
            self.out.reachable = False
            return self.out
        world = self.world
        self.globals = sorted(state.globals.data)
        self.global_sorts = [world.sorts.sort(world.globals[n].type, world.globals[n].pos)
                             for n in self.globals]
        self.out.initial_items = items(state.path)
        self.out.initial = st.and_(*self.out.initial_items)
        self.oracle.start_segment(None, [])
        self.segment(state)
        while self.todo:
            cut = self.todo.pop()
            self.oracle.start_segment(cut.key, [])
            self.summary = cut.summary
            start, params = self.call_start(cut) if cut.kind == "call" else _start(cut)
            self.oracle.source = (cut.key, params)
            if start is not None:
                self.segment(start)
        self.out.clauses.extend(self.oracle.failures)
        made = [t for t in self.machine.symbols.values.values() if type(t) is st.Term]
        live, read = live_positions(self.out)
        self.out.live = live
        self.out.symbols = [t for t in made if type(t.sort) is not FunctionSort
                            and t.tid in read]
        self.out.functions = [t for t in made if type(t.sort) is FunctionSort]
        self.out.carried = {t.tid for t in self.out.functions if t.tid in read}
        return self.out

    def segment(self, start: State) -> None:
        """Runs from `start` to the next cut points (joined by position) and adds a clause
        for each state that reaches one."""
        work = Frontier()
        work.add([start])
        first = True
        source, params = self.oracle.source
        while work:
            if time.perf_counter() > self.deadline:
                raise OutOfTime
            s = join(work.pop())
            if not first and _at_cut(s):
                cut = self.cut(s)
                args = [_read(s, slot) for slot in cut.slots]
                args = [st.fresh(sort, "any") if v is None else v
                        for v, sort in zip(args, cut.sorts, strict=True)]
                self.out.clauses.append(Clause(source, params, st.and_(*items(s.path)),
                                               cut.key, args))
                continue
            first = False
            work.add(self.machine.run(s))
            for r in self.returns:
                cut = self.cut(r, ("return", r.frame.index))
                args = [_read(r, slot) for slot in cut.slots]
                self.out.clauses.append(Clause(source, params, st.and_(*items(r.path)),
                                               cut.key, args))
            self.returns.clear()

    def cut(self, state: State, where: tuple = ()) -> Cut:
        """Returns the cut location of `state` (`where`: the command after a summarized
        call, or a loop head), made (and queued) on first sight."""
        key = _key(state, self.summary) + where
        cut = self.out.cuts.get(key)
        if cut is None:
            slots, sorts = _signature(self.machine, state, self.summary)
            name = f"P{len(self.out.cuts)}_{state.frame.block.label.lstrip('$')}"
            cut = self.out.cuts[key] = Cut(key, name, slots, sorts, state,
                                           summary=self.summary)
            self.todo.append(cut)
        return cut

    # -- recursive procedures

    def _sorts(self, decls) -> list:
        return [self.world.sorts.sort(d.type, d.pos) for d in decls]

    def call_cut(self, impl: Impl) -> Cut:
        """Returns the cut Call_p of the recursive procedure `impl` (queued when new)."""
        key = ("call", impl.name)
        cut = self.out.cuts.get(key)
        if cut is None:
            slots = [("g", -1, n) for n in self.globals] + \
                [("l", 0, d.name) for d in impl.ins]
            sorts = self.global_sorts + self._sorts(impl.ins)
            cut = self.out.cuts[key] = Cut(key, f"Call_{impl.name}", slots, sorts, None,
                                           "call", True, impl)
            self.todo.append(cut)
        return cut

    def sum_cut(self, impl: Impl) -> Cut:
        """Returns the cut Sum_p of the recursive procedure `impl`."""
        key = ("sum", impl.name)
        cut = self.out.cuts.get(key)
        if cut is None:
            sorts = self.global_sorts + self._sorts(impl.ins) + self._sorts(impl.outs) + \
                self.global_sorts
            function = st.fresh(st.Function(*sorts, bool), f"Sum_{impl.name}")
            cut = self.out.cuts[key] = Cut(key, str(function.args[0]), [None] * len(sorts),
                                           sorts, None, "sum", True, impl, function)
        return cut

    def call_start(self, cut: Cut) -> tuple[State | None, list]:
        """Returns the state at the entry of Call_p's procedure, its globals and inputs
        fresh constants (the parameters), its outputs and locals fresh values."""
        m, impl = self.machine, cut.impl
        state = State([], Env())
        params = [st.fresh(sort, f"{cut.name}.{slot[2]}")
                  for slot, sort in zip(cut.slots, cut.sorts, strict=True)]
        for n, v in zip(self.globals, params, strict=False):
            state.globals.set(n, v)
        frame = m._frame(state, impl, params[len(self.globals):], None)
        state.frames.append(frame)
        frame.old = state.globals.snapshot()
        if not m.where(state, (*impl.outs, *impl.body.locals)):
            return None, params
        m.enter(state, frame.cfg.entry)
        return state, params

    def summarized_call(self, state: State, cmd: A.Call, impl: Impl) -> bool:
        """Executes a call of a recursive procedure by its summary (see the class doc)."""
        m, proc = self.machine, impl.proc
        args = [m.eval(state, a) for a in cmd.args]
        pre = Scope({p.name: a for p, a in zip(proc.ins, args, strict=True) if p.name},
                    state.globals.data, state.globals.data)
        for spec in proc.specs:
            if isinstance(spec, A.Requires):
                v = m.eval(state, spec.expr, pre)
                ok = self.oracle.assume(state, v, KINDS[2], spec) if spec.free else \
                    self.oracle.check(state, v, FAILING_REQUIRES, spec, cmd)
                if not ok:
                    return False
        old = [state.globals.data[n] for n in self.globals]
        source, params = self.oracle.source
        self.out.clauses.append(Clause(source, params, st.and_(*items(state.path)),
                                       self.call_cut(impl).key, old + args))
        outs = [st.fresh(s, "out") for s in self._sorts(impl.outs)]
        new = [st.fresh(s, n) for n, s in zip(self.globals, self.global_sorts, strict=True)]
        fact = apply(self.sum_cut(impl).function, *old, *args, *outs, *new)
        state.path = push(state.path, fact)
        for n, v in zip(self.globals, new, strict=True):
            state.globals.set(n, v)
        for name, v in zip(cmd.outs, outs, strict=True):
            if name:
                m.assign(state, name, v, cmd)
        self.returns.append(state)  # cut here: no join may put Sum_p under a disjunction
        return False

    def returned(self, state: State) -> None:
        """At the return of a segment's root frame: when it is a recursive procedure's,
        adds the clause of its summary."""
        if not self.summary:
            return
        frame = state.frames[0]
        impl = frame.impl
        values = [frame.old.get(n) for n in self.globals] + \
            [frame.locals.get(d.name) for d in (*impl.ins, *impl.outs)] + \
            [state.globals.data.get(n) for n in self.globals]
        cut = self.sum_cut(impl)
        values = [st.fresh(s, "any") if v is None else v
                  for v, s in zip(values, cut.sorts, strict=True)]
        source, params = self.oracle.source
        self.out.clauses.append(Clause(source, params, st.and_(*items(state.path)),
                                       cut.key, values))


def encode(world: World, impl: Impl, options: dict, deadline: float) -> Encoding:
    """Returns the Horn clauses of the entry point `impl` (see module doc); raises
    UnsupportedConstruct for what the interpreter cannot execute, OutOfTime."""
    options = {**DEFAULT_OPTIONS, **(options or {})}
    return _Encoder(world, impl, options, deadline).encode()


def explore(world: World, impl: Impl, options: dict, deadline: float) -> Outcome:
    """Checks the entry point `impl` by its Horn clauses until `deadline` (see module
    doc)."""
    options = {**DEFAULT_OPTIONS, **(options or {})}
    out = Outcome()
    try:
        enc = encode(world, impl, options, deadline)
    except OutOfTime:
        return Outcome("unknown", "timeout")
    except st.UnsupportedConstruct as exc:
        return Outcome("unknown", str(exc))
    except st.SolverError as exc:
        return Outcome("unknown", f"solver error: {exc}")
    except RecursionError:
        return Outcome("unknown", "the program nests too deeply for the executor")
    out.counters.update({"chc_predicates": len(enc.cuts), "chc_clauses": len(enc.clauses)})
    if not enc.reachable:
        out.answer, out.reason = "unknown", "chc: no initial state (axioms, entry requires)"
        return out
    try:
        answer, reason = solve(enc, deadline)
    except st.SolverError as exc:
        answer, reason = "unknown", f"solver error: {exc}"
    if answer == "safe":
        return out
    if answer == "unknown":
        out.answer, out.reason = "unknown", reason
        return out
    confirmed = explore_merged(world, impl, options, deadline)
    if confirmed.answer == "bug":
        confirmed.counters.update(out.counters)
        return confirmed
    out.answer = "unknown"
    out.reason = f"{NOT_REPLAYED} (merged: {confirmed.reason or confirmed.answer})"
    return out
