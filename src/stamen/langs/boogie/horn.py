"""Constrained Horn clauses of a Boogie program and their solution by z3's Spacer.

An `Encoding` (made by chc.py) holds the cut locations (`Cut`: a predicate each),
the `Clause`s between them and the program's constants and functions. `solve`
hands the clauses to z3's Horn solver (functions as arrays that the predicates
carry, since Spacer takes no uninterpreted function) and says "safe" only after
each clause is checked valid under the invariants Spacer returned, with a fresh
solver; "unsafe" when Spacer derives a failure (to be confirmed by the caller);
"unknown" with a reason otherwise.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import z3

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.state import State
from stamen.langs.boogie.world import Impl
from stamen.solvers.z3_translate import Z3Translator
from stamen.terms.boolean import AND
from stamen.terms.sorts import FunctionSort

__all__ = ["Cut", "Clause", "Encoding", "live_positions", "drop_independent_axioms", "solve",
           "SPACER_STRATEGIES"]

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
