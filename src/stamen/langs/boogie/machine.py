"""The semantics of Boogie statements over stamen values, driven by an oracle.

`Machine` executes one path: it runs the commands of the current block
(assert, assume, havoc, assignments, calls), enters the target blocks of
gotos, calls implementations (their `requires` asserted at the call, their
`ensures` asserted at their return) and body-less procedures (their
`modifies` and outputs havocked, their `ensures` assumed), and returns from
them. What a path may do at a decision point is the oracle's business: the
paths mode (paths.py) asks the solver and forks, the replay (replay.py)
evaluates concretely and follows a recorded trace. `free` specifications
are assumed and never checked, as Boogie defines them.

The statement semantics are state transformers over `State` (state.py), so
that a merging executor can reuse them with another oracle.
"""

from __future__ import annotations

import time

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.cfg import Cfg, build_cfg
from stamen.langs.boogie.evaluate import Evaluator, Scope, Symbols, store_path
from stamen.langs.boogie.names import live_declarations
from stamen.langs.boogie.state import Env, Frame, State, push
from stamen.langs.boogie.unsupported import refuse
from stamen.langs.boogie.world import Impl, World

__all__ = ["Machine", "KINDS", "OutOfTime", "FAILING_REQUIRES"]

KINDS = (
    "TerminatedWithoutError", "TerminatedAtFailingAssert", "TerminatedAtUnsatisfiableAssume",
    "TerminatedAtFailingRequires", "TerminatedAtFailingEnsures",
    "TerminatedAtUnsatisfiableEnsures", "TerminatedAtUnsatisfiableEntryRequires",
    "TerminatedAtUnsatisfiableAxiom", "TerminatedWithUnsatisfiableUniqueAttribute",
    "TerminatedWithUnsatisfiableWhereClause", "TerminatedWithDisallowedLoopBound",
    "TerminatedWithDisallowedSpeculativePath", "TerminatedAtGotoWithUnsatisfiableTargets",
    "TerminatedWithDisallowedExplicitBranchDepth",
)
FAILING_ASSERT, FAILING_REQUIRES, FAILING_ENSURES = KINDS[1], KINDS[3], KINDS[4]
AXIOM_BUDGET = 1.0  # seconds for the check of all the axioms before dead ones are dropped
_CONTRADICT: dict[int, tuple] = {}  # id(world) -> (world, whether all its axioms contradict)


class Machine:
    """Executes paths of one program for one oracle (see module doc)."""

    same_path = None  # how State.repeats compares path constraints (None: identity)

    def __init__(self, world: World, oracle, options: dict) -> None:
        self.world = world
        self.path = world.path
        self.oracle = oracle
        self.options = options
        self.eager = not options.get("cheap_cloning", True)
        self.loop_bound = options.get("loop_bound")
        self.branch_depth = options.get("branch_depth")
        self.cut_repeats = options.get("cut_repeats", True)
        self.deadline = options.get("deadline")
        self.steps = 0
        self.quantified = False  # whether the last value evaluated has a quantifier
        self.symbols = Symbols(world, oracle.make_symbol)
        self.current: State | None = None
        self.ev = Evaluator(world, self.symbols, make_fresh=self._lambda_array)
        self._cfgs: dict[int, Cfg] = {}
        self._decls: dict[int, dict] = {}

    # ------------------------------------------------------------ helpers

    def refuse(self, construct: str, node: A.Node | None):
        return refuse(construct, self.path, node.pos if node is not None else None)

    def cfg(self, impl: Impl) -> Cfg:
        got = self._cfgs.get(id(impl))
        if got is None:
            got = self._cfgs[id(impl)] = build_cfg(impl.body)
        return got

    def local_decls(self, impl: Impl) -> dict:
        """Returns the implementation's formals and locals by name."""
        got = self._decls.get(id(impl))
        if got is None:
            got = {v.name: v for v in (*impl.ins, *impl.outs, *impl.body.locals) if v.name}
            self._decls[id(impl)] = got
        return got

    def _lambda_array(self, sort, name):
        return self.oracle.fresh(self.current, sort, name, "lambda")

    def scope(self, state: State) -> Scope:
        f = state.frame
        return Scope(f.locals.data, state.globals.data, f.old)

    def eval(self, state: State, e: A.Expr, scope: Scope | None = None):
        """Returns the value of `e` in the state (assuming the lambdas it defines)."""
        self.current = state
        before = self.ev.quantifiers
        v = self.ev.eval(e, scope or self.scope(state))
        self.quantified = self.ev.quantifiers != before
        for definition in self.ev.take_side():
            if not self.oracle.assume(state, definition, KINDS[2], e):
                raise _Ended()
        return v

    def sort_of_var(self, state: State, name: str, node: A.Node):
        d = self.local_decls(state.frame.impl).get(name) or self.world.globals.get(name)
        if d is None:
            raise self.refuse(f"the variable {name}", node)
        return self.world.sorts.sort(d.type, d.pos)

    def assign(self, state: State, name: str, value, node: A.Node) -> None:
        if name in self.local_decls(state.frame.impl):
            state.frame.locals.set(name, value)
        elif name in self.world.globals:
            state.globals.set(name, value)
        else:
            raise self.refuse(f"an assignment to {name}", node)

    def where(self, state: State, decls, scope: Scope | None = None) -> bool:
        """Assumes the where clauses of `decls`; False when the path ended."""
        for d in decls:
            if d.where is not None:
                v = self.eval(state, d.where, scope)
                if not self.oracle.assume(state, v, KINDS[9], d.where):
                    return False
        return True

    # ------------------------------------------------------------ entry

    def initial(self, impl: Impl) -> State | None:
        """Returns the state at the start of the entry point `impl`, or None when the
        axioms, unique constants, where clauses or entry requires cannot hold."""
        world = self.world
        if impl.proc.tparams or impl.body is None:
            raise self.refuse("a polymorphic procedure", impl.proc)
        state = State([], Env())
        if self.options.get("dead_declarations", True):
            live, axioms = live_declarations(world, impl)
            if len(axioms) < len(world.axioms) and self._axioms_contradict():
                self.oracle.terminate(state, KINDS[7])
                return None
        else:
            live, axioms = set(world.globals) | set(world.consts), list(world.axioms)
        try:
            for name, d in world.globals.items():
                if name in live:
                    v = self.oracle.fresh(state, world.sorts.sort(d.type, d.pos), name, "global")
                    state.globals.set(name, v)
            frame = self._frame(state, impl, None, None)
            state.frames.append(frame)
            frame.old = state.globals.snapshot()
            for ax in axioms:
                if not self.oracle.assume(state, self.eval(state, ax.expr), KINDS[7], ax):
                    return None
            if not self.uniques(state, live):
                return None
            globals_ = [d for n, d in world.globals.items() if n in live]
            if not self.where(state, globals_):
                return None
            if not self.where(state, (*impl.ins, *impl.outs, *impl.body.locals)):
                return None
            scope = self._spec_scope(state, impl, frame)
            for spec in impl.proc.specs:
                if isinstance(spec, A.Requires):
                    v = self.eval(state, spec.expr, scope)
                    if not self.oracle.assume(state, v, KINDS[6], spec):
                        return None
        except _Ended:
            return None
        self.enter(state, frame.cfg.entry)
        return state

    def _axioms_contradict(self) -> bool:
        """Whether all the program's axioms together cannot hold, asked before dead
        declarations are dropped (Boogie verifies vacuously then; dropping the unused
        contradictory axioms would make a bug of it): one check of at most AXIOM_BUDGET
        seconds per program, whose unknown answer (quantifiers, say) counts as "they can"
        (the entry point's live axioms are still checked as before)."""
        world = self.world
        got = _CONTRADICT.get(id(world))
        if got is not None and got[0] is world:
            return got[1]
        answer = "unknown"
        if self.options.get("check_axioms", True) and self.options.get("solver") != "dummy":
            try:
                formulas = []
                for ax in world.axioms:
                    formulas.append(self.ev.eval(ax.expr, Scope({}, {}, {})))
                    formulas.extend(self.ev.take_side())
                with st.IncrementalSolver(timeout=AXIOM_BUDGET) as solver:
                    answer = solver.check(st.and_(*formulas))
            except (st.UnsupportedConstruct, st.SolverError):
                answer = "unknown"
        if len(_CONTRADICT) > 64:
            _CONTRADICT.clear()
        _CONTRADICT[id(world)] = (world, answer == "unsat")
        return answer == "unsat"

    def uniques(self, state: State, live: set) -> bool:
        """Assumes that the `unique` constants of each sort are pairwise distinct
        (as an injection into int: linear in their number)."""
        groups: dict = {}
        for d in self.world.consts.values():
            if d.unique and (d.name in live or not self.options.get("dead_declarations", True)):
                sort = self.world.sorts.sort(d.type, d.pos)
                groups.setdefault(sort, []).append(d)
        facts = []
        for sort, decls in groups.items():
            if len(decls) < 2:
                continue
            index = self.symbols.auxiliary(f"unique:{sort.name}", st.Function(sort, int))
            facts.extend(index(self.symbols.const(d)) == i for i, d in enumerate(decls))
        return not facts or self.oracle.assume(state, st.and_(*facts), KINDS[8], None)

    def _frame(self, state: State, impl: Impl, args, call) -> Frame:
        """Returns a new frame for `impl`: inputs bound to args (fresh for an entry),
        outputs and locals fresh."""
        cfg = self.cfg(impl)
        env = Env()
        sorts = self.world.sorts
        for i, d in enumerate(impl.ins):
            if args is None:
                v = self.oracle.fresh(state, sorts.sort(d.type, d.pos), d.name, "param")
            else:
                v = args[i]
            env.set(d.name, v)
        for d in (*impl.outs, *impl.body.locals):
            env.set(d.name, self.oracle.fresh(state, sorts.sort(d.type, d.pos), d.name, "local"))
        return Frame(impl, cfg, cfg.blocks[cfg.entry], env, {}, call)

    def _spec_scope(self, state: State, impl: Impl, frame: Frame) -> Scope:
        """Returns the scope of the procedure's specifications over the implementation's
        frame (an implementation may rename the procedure's formals)."""
        proc = impl.proc
        names = dict(frame.locals.data)
        for p, i in zip((*proc.ins, *proc.outs), (*impl.ins, *impl.outs), strict=False):
            if p.name and i.name:
                names[p.name] = frame.locals.get(i.name)
        return Scope(names, state.globals.data, frame.old)

    # ------------------------------------------------------------ running

    def enter(self, state: State, label: str) -> bool:
        """Moves the state to the start of block `label`; False when a bound ended it:
        the loop bound K lets the innermost loop's back edge be taken K times per entry
        of the loop (Symbooglix's `--max-loop-depth`)."""
        frame = state.frame
        block = frame.cfg.blocks.get(label)
        if block is None:
            raise self.refuse(f"a goto to the unknown label {label}", frame.block)
        frame.block, frame.index = block, 0
        self.steps += 1
        if self.deadline is not None and self.steps % 64 == 0 and \
                time.perf_counter() > self.deadline:
            raise OutOfTime
        state.trace = push(state.trace, (frame.impl.name, label))
        if block.loop_head:
            state.loops += 1
            if self.cut_repeats and state.repeats(label, self.same_path):
                return False  # the loop went round and changed nothing: see State.repeats
        if self.loop_bound is not None:
            n = frame.count_loop(label)
            if n is not None and n > self.loop_bound:
                self.oracle.terminate(state, KINDS[10])
                return False
        return True

    def run(self, state: State) -> list[State]:
        """Runs the state until its path ends ([]) or forks (the successors)."""
        try:
            return self._run(state)
        except _Ended:
            return []

    def _run(self, state: State) -> list[State]:
        while True:
            frame = state.frame
            block = frame.block
            if frame.index < len(block.cmds):
                cmd = block.cmds[frame.index]
                frame.index += 1
                if state.skip:
                    state.skip = False
                    continue
                if not self.command(state, cmd):
                    return []
                continue
            if block.targets is None:
                if not self.return_(state):
                    return []
                continue
            successors = self.oracle.branch(self, state, block.targets)
            if not successors:
                self.oracle.terminate(state, KINDS[12])
                return []
            out = []
            deeper = len(block.targets) > 1
            for s, label, skip in successors:
                s.skip = skip
                s.depth += deeper
                if self.enter(s, label) and self.within_depth(s):
                    out.append(s)
            if len(out) == 1 and out[0] is state:
                continue
            return out

    def within_depth(self, state: State) -> bool:
        """Returns whether the state has passed at most `branch_depth` gotos with several
        targets (Symbooglix's `--max-depth`); ends it otherwise."""
        if self.branch_depth is None or state.depth <= self.branch_depth:
            return True
        self.oracle.terminate(state, KINDS[13])
        return False

    def command(self, state: State, cmd: A.Stmt) -> bool:  # noqa: C901 - one case per command
        """Executes one simple command; False when the path ended."""
        kind = type(cmd)
        if kind is A.Assume:
            return self.oracle.assume(state, self.eval(state, cmd.expr), KINDS[2], cmd)
        if kind is A.Assert:
            return self.oracle.check(state, self.eval(state, cmd.expr), FAILING_ASSERT, cmd)
        if kind is A.Assign:
            return self.assign_cmd(state, cmd)
        if kind is A.Havoc:
            decls = []
            for name in cmd.names:
                sort = self.sort_of_var(state, name, cmd)
                self.assign(state, name, self.oracle.fresh(state, sort, name, "havoc"), cmd)
                d = self.local_decls(state.frame.impl).get(name) or self.world.globals.get(name)
                decls.append(d)
            return self.where(state, decls)
        if kind is A.Call:
            return self.call(state, cmd)
        if kind is A.Reveal or kind is A.Scope:
            return True  # hiding a definition changes what a prover uses, not the semantics
        names = {A.ParCall: "a parallel call", A.Yield: "yield", A.Unpack: "datatypes (unpack)",
                 A.Break: "a break outside a loop"}
        raise self.refuse(names.get(kind, f"the statement {kind.__name__}"), cmd)

    def assign_cmd(self, state: State, cmd: A.Assign) -> bool:
        scope = self.scope(state)
        values = [self.eval(state, e, scope) for e in cmd.rhss]
        updates = []
        for lhs, value in zip(cmd.lhss, values, strict=True):
            keys = []
            while isinstance(lhs, A.MapLhs):
                keys[:0] = [self.eval(state, i, scope) for i in lhs.indexes]
                lhs = lhs.base
            if not isinstance(lhs, A.VarLhs):
                raise self.refuse("datatypes (field assignment)", cmd)
            if keys:
                current = self.ev.var(lhs.name, scope, {}, False, cmd)
                value = store_path(current, keys, value)
            updates.append((lhs.name, value))
        for name, value in updates:
            self.assign(state, name, value, cmd)
        return True

    # ------------------------------------------------------------ calls

    def call(self, state: State, cmd: A.Call) -> bool:
        if cmd.is_async or cmd.forall:
            raise self.refuse("an async call" if cmd.is_async else "call forall", cmd)
        proc = self.world.procedures.get(cmd.name)
        if proc is None:
            raise self.refuse(f"a call of the unknown procedure {cmd.name}", cmd)
        if proc.tparams:
            raise self.refuse(f"a call of the polymorphic procedure {cmd.name}", cmd)
        args = [self.eval(state, a) for a in cmd.args]
        pre = Scope({p.name: a for p, a in zip(proc.ins, args, strict=True) if p.name},
                    state.globals.data, state.globals.data)
        impl = self.callee(cmd)
        for spec in proc.specs:
            if isinstance(spec, A.Requires):
                if spec.free and not self.assumes_free(spec, impl is None):
                    continue
                v = self.eval(state, spec.expr, pre)
                if spec.free:
                    ok = self.oracle.assume(state, v, KINDS[2], spec)
                else:
                    ok = self.oracle.check(state, v, FAILING_REQUIRES, spec, cmd)
                if not ok:
                    return False
        if impl is not None:
            frame = self._frame(state, impl, args, cmd)
            frame.old = state.globals.snapshot()
            state.frames.append(frame)
            if not self.where(state, (*impl.outs, *impl.body.locals)):
                return False
            return self.enter(state, frame.cfg.entry)
        return self.summary(state, proc, args, cmd)

    def assumes_free(self, spec: A.Spec, by_contract: bool) -> bool:
        """Whether a `free requires` at a call, or a `free ensures` at a return, is assumed
        there (`by_contract`: the call runs by the callee's contract, or the return is the
        checked implementation's own): always here; a machine that checks implementations
        against their contracts assumes them as Boogie does, only with {:always_assume}."""
        return True

    def callee(self, cmd: A.Call) -> Impl | None:
        """Returns the implementation a call executes, or None to execute the call by its
        contract (`summary`): a hook for executors that use contracts for some calls."""
        impls = self.world.impls.get(cmd.name)
        return impls[0] if impls else None

    def summary(self, state: State, proc: A.ProcedureDecl, args: list, cmd: A.Call) -> bool:
        """Executes a call of a body-less procedure: havoc, then assume its ensures."""
        old = state.globals.snapshot()
        sorts = self.world.sorts
        for spec in proc.specs:
            if isinstance(spec, A.Modifies):
                for name in spec.names:
                    d = self.world.globals.get(name)
                    if d is None:
                        raise self.refuse(f"modifies of the non-global {name}", spec)
                    state.globals.set(name, self.oracle.fresh(state, sorts.sort(d.type, d.pos),
                                                              name, "call"))
        names = {p.name: a for p, a in zip(proc.ins, args, strict=True) if p.name}
        outs = []
        for p in proc.outs:
            v = self.oracle.fresh(state, sorts.sort(p.type, p.pos), p.name or "out", "call")
            outs.append(v)
            if p.name:
                names[p.name] = v
        post = Scope(names, state.globals.data, old)
        for spec in proc.specs:
            if isinstance(spec, A.Ensures):
                if not self.oracle.assume(state, self.eval(state, spec.expr, post), KINDS[5],
                                          spec):
                    return False
        if not self.where(state, proc.outs, post):
            return False
        for name, v in zip(cmd.outs, outs, strict=True):
            if name:
                self.assign(state, name, v, cmd)
        return True

    def return_(self, state: State) -> bool:
        """Checks the ensures of the returning implementation and resumes the caller;
        False when the path ended (the entry point returned or a check ended it)."""
        frame = state.frame
        scope = self._spec_scope(state, frame.impl, frame)
        for spec in frame.impl.proc.specs:
            if isinstance(spec, A.Ensures):
                if spec.free and not self.assumes_free(spec, len(state.frames) == 1):
                    continue
                v = self.eval(state, spec.expr, scope)
                if spec.free:
                    ok = self.oracle.assume(state, v, KINDS[5], spec)
                else:
                    ok = self.oracle.check(state, v, FAILING_ENSURES, spec, frame.call)
                if not ok:
                    return False
        if len(state.frames) == 1:
            self.oracle.terminate(state, KINDS[0])
            return False
        state.frames.pop()
        outs = [frame.locals.get(d.name) for d in frame.impl.outs]
        for name, v in zip(frame.call.outs, outs, strict=True):
            if name:
                self.assign(state, name, v, frame.call)
        return True


class OutOfTime(Exception):
    """The deadline passed while a path was running (loops without decisions)."""


class _Ended(Exception):
    """A path ended inside an expression (a lambda's definition could not hold)."""
