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
from dataclasses import dataclass, field

import z3

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.evaluate import Scope
from stamen.langs.boogie.join import join
from stamen.langs.boogie.machine import FAILING_REQUIRES, KINDS, Machine, OutOfTime
from stamen.langs.boogie.merged import MergedOracle, _Frontier
from stamen.langs.boogie.merged import explore as explore_merged
from stamen.langs.boogie.paths import DEFAULT_OPTIONS, Outcome
from stamen.langs.boogie.state import Env, State, items, push
from stamen.langs.boogie.unroll import Slots
from stamen.langs.boogie.world import Impl, World
from stamen.solvers.z3_translate import Z3Translator
from stamen.terms.arrays import apply
from stamen.terms.boolean import AND
from stamen.terms.sorts import FunctionSort
from stamen.terms.term import literal_sort

__all__ = ["explore", "encode", "Encoding", "Cut", "Clause", "solve"]

NOT_REPLAYED = "chc: counterexample not replayed"
# The share of the time left that Spacer may take (the rest: checking its invariants, or
# confirming its counterexample by the merged mode).
SPACER_SHARE = 0.6
# Spacer's global guidance (Vediramana Krishnan, Chen, Shoham, Gurfinkel, CAV 2020), then
# Spacer's defaults, each with half the time. Measured on SV-COMP's loop-invgen/up: 0.05 s
# with global guidance, a timeout at 40 s without; loop-acceleration/diamond the other way.
GLOBAL_GUIDANCE = {"fp.spacer.global": True}
SPACER_STRATEGIES = (GLOBAL_GUIDANCE, {})
# Not tried when a predicate has an array argument: z3 5.4's global generalizer reaches an
# internal assertion there (SV-COMP's array-examples).
SCALAR_ONLY = (GLOBAL_GUIDANCE,)
# Seconds the check that the initial state exists may take (unknown: it may, as the
# paths mode's ASSUME_CAP decides an assume).
INITIAL_CAP = 2.0


@dataclass
class Cut:
    """A cut location: its predicate's name, its variables as (kind, frame, name) with
    kind "g" (a global), "l" (a local of frame i) or "o" (an old global of frame i),
    their sorts, and a state that reached it (the shape of its frames). `kind` is "loop"
    (a loop head), "call" (the entry of a recursive procedure `impl`, its variables the
    globals then the inputs) or "sum" (its summary: old globals, inputs, outputs, globals;
    `function` the predicate as the uninterpreted function that the callers assume)."""

    key: tuple
    name: str
    slots: list
    sorts: list
    state: State | None
    kind: str = "loop"
    summary: bool = False  # whether the root frame is a recursive procedure's own
    impl: Impl | None = None
    function: object = None


@dataclass
class Clause:
    """`[P_source(params)] ∧ body → P_target(args)`, or `→ false` when target is None
    (`node` is then the failing check)."""

    source: tuple | None
    params: list
    body: object
    target: tuple | None
    args: list
    node: A.Node | None = None


@dataclass
class Encoding:
    """The Horn clauses of one entry point, their cut locations and the program's
    constants (arguments of every predicate)."""

    cuts: dict = field(default_factory=dict)
    clauses: list = field(default_factory=list)
    symbols: list = field(default_factory=list)
    functions: list = field(default_factory=list)  # uninterpreted functions (as arrays)
    live: dict = field(default_factory=dict)  # cut key -> the positions a later clause reads
    carried: set = field(default_factory=set)  # tids of the functions the predicates carry
    reachable: bool = True  # False: no initial state (axioms, requires cannot hold)
    initial: object = True  # what the initial state assumes (axioms, requires, ...)
    initial_items: list = field(default_factory=list)  # the same, one constraint each


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
        work = _Frontier()
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


def live_positions(enc: Encoding) -> tuple[dict, set]:
    """Returns, per cut, the positions of its variables that some clause from it reads
    (in its body, or in an argument the target reads in turn: a fixed point), and the
    tids of the constants those clauses read. The others are dead where the cut is, so
    dropping them from the predicates changes no answer (slicing, as z3's own
    preprocessing does, but before arrays reach it)."""
    live = {key: [cut.kind == "sum"] * len(cut.slots) for key, cut in enc.cuts.items()}
    reads = []  # per clause: the tids its body reads, and per argument the tids it reads
    for c in enc.clauses:
        body = {t.tid for t in st.constants(c.body)} if type(c.body) is st.Term else set()
        args = [{t.tid for t in st.constants(a)} if type(a) is st.Term else set()
                for a in c.args]
        reads.append((body, args))
    changed = True
    while changed:
        changed = False
        for c, (body, args) in zip(enc.clauses, reads, strict=True):
            if c.source is None:
                continue
            used = set(body)
            if c.target is not None:
                for j, tids in enumerate(args):
                    if live[c.target][j]:
                        used |= tids
            flags = live[c.source]
            for i, p in enumerate(c.params):
                if not flags[i] and p.tid in used:
                    flags[i] = changed = True
    read: set = set()
    for c, (body, args) in zip(enc.clauses, reads, strict=True):
        if c.source is not None:
            read |= body
            if c.target is not None:
                read.update(*(tids for j, tids in enumerate(args) if live[c.target][j]))
    return {key: tuple(i for i, f in enumerate(flags) if f) for key, flags in live.items()}, \
        read


def encode(world: World, impl: Impl, options: dict, deadline: float) -> Encoding:
    """Returns the Horn clauses of the entry point `impl` (see module doc); raises
    UnsupportedConstruct for what the interpreter cannot execute, OutOfTime."""
    options = {**DEFAULT_OPTIONS, **(options or {})}
    return _Encoder(world, impl, options, deadline).encode()


class _Z3:
    """The encoding's terms and predicates in one z3 context. Spacer takes no
    uninterpreted function: each function of the program is an array (of its arguments)
    that every predicate carries, as it carries the constants: one per program run
    (those that no clause after the entry reads are not carried: they are dead)."""

    def __init__(self, enc: Encoding) -> None:
        self.tr = Z3Translator()
        self.ctx = self.tr.ctx
        self.enc = enc
        self.arrays, self.definitions = [], []
        self.uninterpreted = False  # True: functions stay functions (no predicate to carry)
        carried = []
        for k, f in enumerate(enc.functions):
            domain = [self.sort(s) for s in f.sort.domain]
            array = z3.Const(f"fn{k}.{f.args[0]}", z3.ArraySort(*domain, self.sort(f.sort.range)))
            decl = z3.FuncDeclRef(self.tr.func_decl(f), self.ctx)
            select = z3.Select(array, *[z3.Var(i, d) for i, d in enumerate(domain)])
            self.arrays.append(array)
            self.definitions.append((decl, select))
            if f.tid in enc.carried:
                carried.append(array)
        self.symbols = [self.expr(t) for t in enc.symbols] + carried
        self.preds, self.summaries = {}, []
        for key, cut in enc.cuts.items():
            if cut.kind == "sum":  # the function the callers' clauses apply
                self.preds[key] = z3.FuncDeclRef(self.tr.func_decl(cut.function), self.ctx)
                self.summaries.append(key)
                continue
            sorts = [self.sort(cut.sorts[i]) for i in enc.live[key]] + \
                [x.sort() for x in self.symbols]
            self.preds[key] = z3.Function(cut.name, *sorts, z3.BoolSort(self.ctx))

    def sort(self, sort):
        return z3.z3._to_sort_ref(self.tr.sort(sort), self.ctx)

    def expr(self, v, sort=None):
        ast = self.tr.translate(v) if type(v) is st.Term else self.tr.literal(v, sort)
        e = z3.z3._to_expr_ref(ast, self.ctx)
        if self.definitions and not self.uninterpreted:
            return z3.substitute_funs(e, *self.definitions)
        return e

    def parts(self, clause: Clause, apply) -> tuple[list, object, object]:
        """Returns (bound constants, body, head) of a clause, predicates applied by
        `apply(key, z3 arguments)`."""
        body = []
        if clause.source is not None:
            params = [self.expr(clause.params[i]) for i in self.enc.live[clause.source]]
            body.append(apply(clause.source, params + self.symbols))
        body.append(self.expr(clause.body))
        if clause.target is None:
            head = z3.BoolVal(False, self.ctx)
        else:
            cut = self.enc.cuts[clause.target]
            args = [self.expr(clause.args[i], cut.sorts[i]) for i in self.enc.live[cut.key]]
            head = apply(cut.key, args if cut.kind == "sum" else args + self.symbols)
        terms = [*clause.params, clause.body, *clause.args, *self.enc.symbols]
        bound = [self.expr(c) for c in st.constants([t for t in terms if type(t) is st.Term])
                 if type(c.sort) is not FunctionSort] + self.arrays
        return bound, z3.And(*body), head

    def horn(self, timeout: float):
        """Returns z3's Horn solver over the clauses and its answer (sat: invariants
        exist): Spacer with each of SPACER_STRATEGIES in turn, sharing `timeout`, until
        one answers."""
        arrays = any(isinstance(p.domain(i), z3.ArraySortRef) for p in self.preds.values()
                     for i in range(p.arity()))
        strategies = [p for p in SPACER_STRATEGIES if not (arrays and p in SCALAR_ONLY)]
        until = time.perf_counter() + timeout
        for k, parameters in enumerate(strategies):
            left = until - time.perf_counter()
            s = z3.SolverFor("HORN", ctx=self.ctx)
            s.set("timeout", max(1, int(left / (len(strategies) - k) * 1000)))
            for name, value in parameters.items():
                s.set(name, value)
            for clause in self.enc.clauses:
                bound, body, head = self.parts(clause, lambda k, a: self.preds[k](*a))
                rule = z3.Implies(body, head)
                s.add(z3.ForAll(bound, rule) if bound else rule)
            answer = s.check()
            if answer != z3.unknown:
                break
        return s, answer

    def check_invariants(self, model, deadline: float) -> tuple[str, str | None]:
        """Returns ("valid", None) when every clause is valid with each predicate read as
        its interpretation in `model` (None: no predicates), ("fails", why) when one is
        not, ("unknown", why) when the solver cannot tell."""
        forms = {k: _interpretation(model, p) for k, p in self.preds.items()}
        summaries = [(self.preds[k], forms[k]) for k in self.summaries]
        for clause in self.enc.clauses:
            left = deadline - time.perf_counter()
            if left <= 0:
                return "unknown", "timeout"
            _, body, head = self.parts(
                clause, lambda k, a: z3.substitute_vars(forms[k], *a) if a else forms[k])
            if summaries:  # the summaries the body assumes, read as their invariants
                body = z3.substitute_funs(body, *summaries)
            v = z3.Solver(ctx=self.ctx)
            v.set("timeout", max(1, int(left * 1000)))
            v.add(body, z3.Not(head))
            answer = v.check()
            if answer == z3.sat:
                return "fails", "a clause does not hold"
            if answer == z3.unknown:
                return "unknown", _short(v.reason_unknown())
        return "valid", None

    def satisfiable(self, formula, deadline: float) -> str:
        """Returns z3's answer on `formula` ("sat", "unsat" or "unknown"), its functions
        uninterpreted (z3 finds models of quantified axioms over them more readily than
        over arrays)."""
        s = z3.Solver(ctx=self.ctx)
        left = min(INITIAL_CAP, deadline - time.perf_counter())
        s.set("timeout", max(1, int(left * 1000)))
        ast = self.tr.translate(formula) if type(formula) is st.Term else \
            self.tr.literal(formula)
        s.add(z3.z3._to_expr_ref(ast, self.ctx))
        return str(s.check())

    def close(self) -> None:
        self.tr.close()


def _interpretation(model, pred):
    """Returns the formula `model` gives `pred`, over the variables Var(i) of its
    arguments (False when the model leaves it out: every clause is checked with it
    anyway)."""
    fi = model[pred] if model is not None else None
    if fi is None:
        return z3.BoolVal(False, pred.ctx)
    if isinstance(fi, z3.ExprRef):  # a predicate without arguments
        return fi
    form = fi.else_value()
    variables = [z3.Var(j, pred.domain(j)) for j in range(pred.arity())]
    for i in reversed(range(fi.num_entries())):
        e = fi.entry(i)
        same = z3.And(*[v == e.arg_value(j) for j, v in enumerate(variables)])
        form = z3.If(same, e.value(), form)
    return form


def _short(reason: str) -> str:
    """Returns the first line of a solver's reason (z3's quote whole clauses)."""
    return reason.strip().split("\n")[0][:160]


def _conjuncts(t) -> list:
    """Returns the conjuncts of a formula, nested conjunctions flattened."""
    out, todo = [], [t]
    while todo:
        x = todo.pop()
        if type(x) is st.Term and x.op == AND:
            todo.extend(x.args)
        elif x is not True:
            out.append(x)
    return out


def _groups(formulas: list) -> list[list]:
    """Returns the formulas grouped by shared constants (connected components)."""
    groups: list[tuple[set, list]] = []
    for f in formulas:
        tids = {c.tid for c in st.constants(f)} if type(f) is st.Term else set()
        joined = [g for g in groups if g[0] & tids]
        for g in joined:
            groups.remove(g)
            tids |= g[0]
        groups.append((tids, [f, *[x for g in joined for x in g[1]]]))
    return [g[1] for g in groups]


def drop_independent_axioms(enc: Encoding) -> int:
    """Removes from the entry's clauses the initial constraints (SMACK's axioms about
    functions the program never calls, often quantified: Spacer refuses quantifiers in
    recursive rules) that share no constant with anything else: ∃f. A(f) ∧ B is B when
    f is not in B and A is satisfiable. Whether A is satisfiable is not asked here (z3
    does not always stop at its timeout on such quantified groups: measured on corral's
    inline/simple.bpl); the whole initial state was checked not unsatisfiable before,
    and were A unsatisfiable all the same, the program would be vacuous: an answer
    "verified" is then still true, and a bug is only shown once replayed under the
    axioms. Returns how many were removed."""
    initial = {id(x) for item in enc.initial_items for x in _conjuncts(item)}
    used: set = set()
    for c in enc.clauses:
        rest = [x for x in _conjuncts(c.body) if id(x) not in initial] \
            if c.source is None else [c.body]
        used |= {t.tid for t in st.constants([x for x in (*rest, *c.params, *c.args)
                                              if type(x) is st.Term])}
    conjuncts = [x for item in enc.initial_items for x in _conjuncts(item)]
    drop = set()
    for group in _groups(conjuncts):
        tids = {t.tid for t in st.constants([x for x in group if type(x) is st.Term])}
        if not tids & used:
            drop |= {id(x) for x in group}
    if drop:
        for c in enc.clauses:
            if c.source is None:
                c.body = st.and_(*[x for x in _conjuncts(c.body) if id(x) not in drop])
    return len(drop)


def solve(enc: Encoding, deadline: float) -> tuple[str, str | None]:
    """Returns ("safe", None) when Spacer finds invariants that check, ("unsafe", None)
    when it derives a failure, ("unknown", reason) otherwise."""
    z = _Z3(enc)
    try:
        if z.satisfiable(enc.initial, deadline) == "unsat":  # vacuous: not an answer
            return "unknown", "chc: no initial state (the axioms, unique constants, " \
                              "where clauses or entry requires cannot hold)"
        if not any(c.target is None for c in enc.clauses):
            return "safe", None  # no check can fail
        drop_independent_axioms(enc)
        if not enc.cuts:  # no loop: each failure clause is one query, as in the paths mode
            z.uninterpreted = True
            verdict, why = z.check_invariants(None, deadline)
            return {"valid": ("safe", None), "fails": ("unsafe", None)}.get(
                verdict, ("unknown", "timeout" if why == "timeout" else f"chc: {why}"))
        left = deadline - time.perf_counter()
        solver, answer = z.horn(max(0.001, left * SPACER_SHARE))
        if answer == z3.unsat:
            return "unsafe", None
        if answer == z3.unknown:
            why = _short(solver.reason_unknown())
            return "unknown", "timeout" if why in ("timeout", "canceled") else f"chc: {why}"
        verdict, why = z.check_invariants(solver.model(), deadline)
        if verdict == "valid":
            return "safe", None
        return "unknown", f"chc: the invariants did not check ({why})"
    except z3.Z3Exception as exc:
        return "unknown", f"chc: z3 error: {_short(str(exc))}"
    finally:
        z.close()


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
