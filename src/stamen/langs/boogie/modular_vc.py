"""The modular mode's verification condition, by `stamen.analysis.wp` through the Boogie
interpreter (issue 15).

`vc_answer(world, impl, options, deadline)` checks one implementation whose loops are
already cut (modular.py, cutpoints.py), so that its control-flow graph is acyclic. Each
block is a step of `stamen.analysis`: a function from a state (one field per local, per
global, per global's value at entry, per fresh value) to a state that runs the block's
commands with the same `Machine` (machine.py) that the executors and the concrete replay
run, its oracle sending assumes and asserts to the evaluation's vc. Then, backwards over
the graph, W(b) = wp(step_b, ∧ W(targets of b)), a return block's step checking the
ensures; the VC is wp(prologue, W(entry)), the prologue being the machine's own initial
state (axioms, unique constants, where clauses, requires; `old` fixed). Calls run by
their callees' contracts (Machine.summary). `wp` is Boogie's weakest precondition
(an assertion that fails falsifies it, an assumption that fails satisfies it), read off
the blocks' transformers by substitution.

A step must be a function of its pre-state, so every fresh value the machine makes
(havoc, a call's outputs and modifies, a lambda's array) is a field of the state that
no step changes, made once per command of the acyclic graph: the VC is valid for every
pre-state exactly when it is valid for every choice of those values (the passive form).
The fields are found by one run of the blocks outside any evaluation (`_discover`).

Answers: "valid" (the solver says the VC's negation is unsatisfiable: the implementation
is correct), "invalid" (a model of the negation: a failure the caller confirms by the
executor, which replays it concretely) or "unknown" with the reason (a cycle left in the
graph, a construct the VC does not take, a timeout, the solver's unknown). Never a bug.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, make_dataclass

import stamen as st
from stamen.analysis import wp
from stamen.langs.boogie.cfg import build_cfg
from stamen.langs.boogie.cutpoints import block_targets
from stamen.langs.boogie.loops import loop_structure
from stamen.langs.boogie.machine import Machine, OutOfTime
from stamen.langs.boogie.names import live_declarations
from stamen.langs.boogie.state import Env, Frame, State
from stamen.langs.boogie.unroll import inline_depth
from stamen.langs.boogie.world import Impl, World, has_attr

__all__ = ["VcAnswer", "vc_answer"]

_ROLES = {"global": "g", "param": "l", "local": "l"}  # initial values: pre-state fields


@dataclass
class VcAnswer:
    """The VC's answer: "valid", "invalid" or "unknown" (with the reason), its size."""

    answer: str
    reason: str | None = None
    fields: int = 0
    blocks: int = 0


class _Oracle:
    """The decisions of the machine when its commands run as analysis steps: assumes and
    asserts go to the evaluation's vc; fresh values are the state's input fields (or
    recorded, while discovering them)."""

    def __init__(self) -> None:
        self.inputs: dict | None = None  # key -> value of the state being run
        self.pre: dict | None = None  # ("g" | "l", name) -> value, for the prologue
        self.found: dict = {}  # key -> sort, of every fresh value (discovery)
        self.where: tuple = ()
        self.count = 0

    def make_symbol(self, sort, key):
        return st.symbolic("boogie$" + key, sort)

    def fresh(self, state, sort, name, role):
        if self.pre is not None and role in _ROLES:
            return self.pre[(_ROLES[role], name)]
        self.count += 1
        key = (*self.where, self.count, name, role)
        if self.inputs is None:
            self.found[key] = sort
            return st.fresh(sort, name or "v")
        if key not in self.inputs:
            raise st.UnsupportedConstruct(f"modular VC: a value made at {key} that the "
                                          f"discovery run did not make")
        return self.inputs[key]

    def assume(self, state, formula, kind, node) -> bool:
        if self.inputs is not None and formula is not True:
            st.assume(formula)
        return True

    def check(self, state, formula, kind, node, call=None) -> bool:
        if self.inputs is not None and formula is not True:
            st.assert_(formula, kind, location=_where(node))
        return True

    def terminate(self, state, kind) -> None:
        return None

    def branch(self, machine, state, targets):
        raise st.InternalError("modular VC: the machine branched by itself")


def _where(node) -> str | None:
    pos = getattr(node, "pos", None)
    return None if pos is None else f"{pos.line}:{pos.col}"


class _VcMachine(Machine):
    """The machine with every call run by its callee's contract (free specs as the
    executor's contract calls take them: UnrollingMachine.assumes_free)."""

    def assumes_free(self, spec, by_contract: bool) -> bool:
        return not by_contract or has_attr(spec.attrs, "always_assume")

    def callee(self, cmd):
        proc = self.world.procedures.get(cmd.name)
        impls = self.world.impls.get(cmd.name)
        if inline_depth(proc.attrs) is not None or impls and inline_depth(impls[0].attrs):
            raise self.refuse(f"a call of the {{:inline}} procedure {cmd.name} in the VC", cmd)
        return None


class _Step:
    """One block of the graph (or the prologue, label None) as an analysis step."""

    def __init__(self, vc: _Vc, label: str | None) -> None:
        self.vc, self.label = vc, label

    def __call__(self, s):
        return self.vc.run(s, self.label)


class _Vc:
    """The state type of one implementation and the runs of its blocks."""

    def __init__(self, world: World, impl: Impl, options: dict) -> None:
        self.world, self.impl = world, impl
        self.oracle = _Oracle()
        self.machine = _VcMachine(world, self.oracle, {**options, "loop_bound": None,
                                                       "cut_repeats": False})
        self.cfg = self.machine.cfg(impl)
        self.error: Exception | None = None
        decls = self.machine.local_decls(impl)
        self.locals = {n: world.sorts.sort(d.type, d.pos) for n, d in decls.items()}
        live, _ = live_declarations(world, impl)
        assigned: set = set()
        for b in self.cfg.blocks.values():
            block_targets(b.cmds, world, assigned)
        self.globals = {n: world.sorts.sort(d.type, d.pos) for n, d in world.globals.items()
                        if n in live or n in assigned}
        self._discover()
        keys = [*(("l", n) for n in self.locals), *(("g", n) for n in self.globals),
                *(("old", n) for n in self.globals), *(("in", k) for k in self.oracle.found)]
        sorts = [*self.locals.values(), *self.globals.values(), *self.globals.values(),
                 *self.oracle.found.values()]
        if not keys:  # a state type needs a field: one that no step reads
            keys, sorts = [("unit", "")], [bool]
        self.field = {k: f"s{i}" for i, k in enumerate(keys)}
        self.cls = make_dataclass(f"BoogieState_{len(keys)}",
                                  [(f"s{i}", s) for i, s in enumerate(sorts)], frozen=True)

    # -- runs

    def _discover(self) -> None:
        """Runs the prologue and every block once outside any evaluation, to find the
        fresh values the machine makes (see module doc)."""
        o = self.oracle
        o.pre = {**{("g", n): st.fresh(s, n) for n, s in self.globals.items()},
                 **{("l", n): st.fresh(s, n) for n, s in self.locals.items()}}
        o.where, o.count = ("$prologue",), 0
        start = self.machine.initial(self.impl)
        o.pre = None
        for label in self.cfg.blocks:
            self._block(start.clone(eager=True), label)

    def run(self, s, label: str | None):
        """Returns the state after the prologue (label None) or block `label` from `s`;
        an error of the machine is kept for `wp`'s caller (a failure of the step would
        read as the program's)."""
        f = self.field
        get = s.__getattribute__
        o = self.oracle
        o.inputs = {k[1]: get(name) for k, name in f.items() if k[0] == "in"}
        try:
            if label is None:
                o.pre = {k: get(name) for k, name in f.items() if k[0] in ("g", "l")}
                o.where, o.count = ("$prologue",), 0
                state = self.machine.initial(self.impl)
                old = state.globals.data
            else:
                frame = Frame(self.impl, self.cfg, self.cfg.blocks[label],
                              Env({n: get(f[("l", n)]) for n in self.locals}),
                              {n: get(f[("old", n)]) for n in self.globals}, None)
                state = State([frame], Env({n: get(f[("g", n)]) for n in self.globals}))
                self._block(state, label)
                old = frame.old
        except Exception as exc:  # noqa: BLE001 - reported by the caller, never a failure
            self.error = exc
            return s
        finally:
            o.pre = o.inputs = None
        values = {name: get(name) for name in f.values()}
        loc, glob = state.frame.locals.data, state.globals.data
        for n in self.locals:
            values[f[("l", n)]] = loc.get(n, values[f[("l", n)]])
        for n in self.globals:
            values[f[("g", n)]] = glob.get(n, values[f[("g", n)]])
            values[f[("old", n)]] = old.get(n, values[f[("g", n)]])
        return self.cls(**values)

    def _block(self, state: State, label: str) -> None:
        """Runs the commands of block `label` (and a return's ensures) on `state`."""
        o, m = self.oracle, self.machine
        block = self.cfg.blocks[label]
        frame = state.frame
        frame.block = block
        for i, cmd in enumerate(block.cmds):
            o.where, o.count = (label, i), 0
            frame.index = i + 1
            m.command(state, cmd)
        if block.targets is None:
            o.where, o.count = (label, "return"), 0
            m.return_(state)

    def step(self, label: str | None, post):
        """Returns wp(block `label`, post) (the prologue's for None)."""
        self.error = None
        formula = wp(_Step(self, label), post, state=self.cls)
        if self.error is not None:
            raise self.error
        return formula


def _order(cfg) -> list:
    """Returns the labels reachable from the entry in reverse postorder; refuses a graph
    with a cycle or a goto to an unknown label."""
    if cfg.loops:
        head = next(iter(cfg.loops))
        raise st.UnsupportedConstruct(f"the loop at {head} has no invariant to "
                                      f"cut it at")
    seen, todo = {cfg.entry}, [cfg.entry]
    while todo:
        for t in cfg.blocks[todo.pop()].targets or ():
            if t not in cfg.blocks:
                raise st.UnsupportedConstruct(f"a goto to the unknown label {t}")
            if t not in seen:
                seen.add(t)
                todo.append(t)
    order = loop_structure(cfg).order
    return sorted(seen, key=order.get)


def _unless_vacuous(vc, options: dict, deadline: float, size: dict) -> VcAnswer:
    """Returns `valid` for a valid VC whose prologue some state passes; when the axioms,
    unique constants, where clauses and entry requires contradict each other (wp of the
    prologue for `false` is valid), the VC holds vacuously: `unknown` with that reason,
    as the executors report it (seed 003's check), never `verified`."""
    left = deadline - time.perf_counter()
    if left <= 0.05:
        return VcAnswer("unknown", "modular VC: timeout (checking the axioms' consistency)",
                        **size)
    try:
        sol = st.verify(vc.step(None, False), solver=options.get("solver", "z3"), timeout=left)
    except st.StamenError as exc:
        return VcAnswer("unknown", f"modular VC: {exc}", **size)
    if sol.unsat:
        return VcAnswer("unknown", "modular VC: the axioms and entry requires are "
                        "inconsistent (the VC holds vacuously)", **size)
    if sol.sat:
        return VcAnswer("valid", None, **size)
    return VcAnswer("unknown", f"modular VC: solver unknown on the axioms' consistency "
                    f"({sol.reason})", **size)


def vc_answer(world: World, impl: Impl, options: dict, deadline: float) -> VcAnswer:
    """Checks `impl` (loops cut) by its wp VC (see module doc)."""
    try:
        cfg = build_cfg(impl.body)
        order = _order(cfg)
        vc = _Vc(world, impl, options)
        w: dict = {}
        for label in reversed(order):
            if time.perf_counter() > deadline:
                raise OutOfTime
            targets = cfg.blocks[label].targets
            post = True if targets is None else st.and_(*(w[t] for t in targets))
            w[label] = vc.step(label, post)
        formula = vc.step(None, w[cfg.entry])
        left = deadline - time.perf_counter()
        if left <= 0.05:
            raise OutOfTime
        sol = st.verify(formula, solver=options.get("solver", "z3"), timeout=left)
    except OutOfTime:
        return VcAnswer("unknown", "modular VC: timeout")
    except st.StamenError as exc:
        return VcAnswer("unknown", f"modular VC: {exc}")
    except RecursionError:
        return VcAnswer("unknown", "modular VC: the program nests too deeply")
    size = dict(fields=len(vc.field), blocks=len(order))
    if sol.unsat:
        return _unless_vacuous(vc, options, deadline, size)
    if sol.sat:
        return VcAnswer("invalid", "modular VC: a model of its negation", **size)
    return VcAnswer("unknown", f"modular VC: solver unknown ({sol.reason})", **size)
