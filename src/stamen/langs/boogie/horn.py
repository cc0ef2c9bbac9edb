"""Constrained Horn clauses of a Boogie program and their solution by z3's Spacer.

An `Encoding` (made by chc.py) holds the cut locations (`Cut`: a predicate each),
the `Clause`s between them and the program's constants and functions. `solve`
hands the clauses to the solver layer's `HornSolver` (z3's Spacer; functions as
arrays that the predicates carry, since Spacer takes no uninterpreted function),
over the live positions of each cut only, and says "safe" only after
each clause is checked valid under the invariants Spacer returned, with a fresh
solver; "unsafe" when Spacer derives a failure (to be confirmed by the caller);
"unknown" with a reason otherwise.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.state import State
from stamen.langs.boogie.world import Impl
from stamen.solvers import HornClause, HornSolver, Relation
from stamen.terms.boolean import AND

__all__ = ["Cut", "Clause", "Encoding", "live_positions", "drop_independent_axioms", "solve"]

# The share of the time left that Spacer may take (the rest: checking its invariants, or
# confirming its counterexample by the merged mode).
SPACER_SHARE = 0.6
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


def _relations(enc: Encoding) -> dict:
    """Returns the relation of each cut, over its live positions (a summary: the function
    that the callers' clauses apply)."""
    return {key: Relation(cut.name, tuple(cut.sorts[i] for i in enc.live[key]),
                          cut.function if cut.kind == "sum" else None)
            for key, cut in enc.cuts.items()}


def _horn_clauses(enc: Encoding) -> list[HornClause]:
    """Returns the clauses with the parameters and arguments of their cuts' live
    positions only (the others are dead: live_positions)."""
    out = []
    for c in enc.clauses:
        params = [c.params[i] for i in enc.live[c.source]] if c.source is not None else []
        live = enc.live[c.target] if c.target is not None else ()
        sorts = enc.cuts[c.target].sorts if c.target is not None else []
        out.append(HornClause(c.source, params, c.body, c.target,
                              [c.args[i] for i in live], [sorts[i] for i in live]))
    return out


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
    try:
        z = HornSolver(_relations(enc), enc.symbols, enc.functions, enc.carried)
    except st.SolverError as exc:
        return "unknown", f"chc: {exc}"
    try:
        left = min(INITIAL_CAP, deadline - time.perf_counter())
        if z.satisfiable(enc.initial, left) == "unsat":  # vacuous: not an answer
            return "unknown", "chc: no initial state (the axioms, unique constants, " \
                              "where clauses or entry requires cannot hold)"
        if not any(c.target is None for c in enc.clauses):
            return "safe", None  # no check can fail
        drop_independent_axioms(enc)
        clauses = _horn_clauses(enc)
        if not enc.cuts:  # no loop: each failure clause is one query, as in the paths mode
            verdict, why = z.check(clauses, deadline, uninterpreted=True)
            return {"valid": ("safe", None), "fails": ("unsafe", None)}.get(
                verdict, ("unknown", "timeout" if why == "timeout" else f"chc: {why}"))
        left = deadline - time.perf_counter()
        answer, why = z.solve(clauses, max(0.001, left * SPACER_SHARE))
        if answer == "unsat":
            return "unsafe", None
        if answer == "unknown":
            return "unknown", "timeout" if why in ("timeout", "canceled") else f"chc: {why}"
        verdict, why = z.check(clauses, deadline)
        if verdict == "valid":
            return "safe", None
        return "unknown", f"chc: the invariants did not check ({why})"
    except st.SolverError as exc:
        return "unknown", f"chc: {exc}"
    finally:
        z.close()
