"""The modular mode: each implementation checked against its procedure's contract alone.

`explore(world, impl, options, deadline)` is Boogie's modular verification run
by the merged executor (merged.py): the implementation starts from any state
that satisfies the axioms, unique constants, where clauses and its
procedure's requires (free or checked: Machine.initial); every call is executed
by its callee's specification (`calls="contract"`: checked requires asserted
at the call, free requires assumed, modifies globals and outputs havocked,
ensures assumed, Machine.summary), never by the callee's body, so recursion
needs no bound (but a procedure marked `{:inline N}` is run by its body N calls
deep, as Boogie inlines it, and its implementation is not checked alone); at
each return the checked ensures are asserted. Loops are unrolled as in the
merged mode (their invariants are asserts at the loop head, checked on every
iteration reached); a loop that reaches the bound
makes the answer unknown (bound K), never verified.

A `while` loop with invariants is cut at them, as Boogie does (`cut_loops`):
the checked invariants are asserted on entry, the loop's targets (variables it
assigns or havocs, its calls' outputs and modifies globals) havocked, the
invariants assumed, then one arbitrary iteration runs under the guard and
asserts the checked invariants again (preservation) before its path ends; the
guard's negation continues after the loop. A loop whose body has a `break`,
a `goto`, a label or a call invariant is not cut (it is unrolled as above).

Soundness of the composition: a caller verified against its callees'
contracts is correct only if every callee respects its modifies clause, which
stamen does not check by default (Corral's and SMACK's programs omit modifies
clauses). So the modifies clauses are checked once per program (typecheck with
`check_modifies`); when some implementation assigns a global outside its
procedure's modifies clause, a verified answer becomes unknown with the first
such error as the reason.

By default (option `modular_vc="wlp"`) the answer comes first from the
verification condition (modular_vc.py): after the while loops, the goto loops are
cut at the asserts their heads start with (cutpoints.py), and the VC of the
acyclic result is obtained by `stamen.analysis.wp` through the same machine. A
valid VC is verified; otherwise (a model of its negation, or a VC the analysis
cannot build or decide) the executor runs on the same cut program, and its answer
stands: a bug it replayed, its unknown, or its verified (unknown instead when the
VC had a model: the two disagree). `modular_vc="executor"` runs the executor alone
on the while-cut program, as before the VC existed.

A failure is replayed concretely by the merged mode's replay, on the same
contract semantics: the callees' outputs are the model's values, which satisfy
their ensures but need not be what their bodies compute. Such a bug is a
contract violation, a real answer of modular verification but not
necessarily a failing run of the whole program (nor is a failure after a loop
cut at too weak an invariant): its counterexample says so ("note") when the
implementation makes calls or had loops cut.
"""

from __future__ import annotations

from dataclasses import replace

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.cutpoints import block_targets, cut_goto_loops
from stamen.langs.boogie.merged import explore as explore_merged
from stamen.langs.boogie.modular_vc import vc_answer
from stamen.langs.boogie.paths import Outcome
from stamen.langs.boogie.typecheck import typecheck
from stamen.langs.boogie.unroll import inline_depth
from stamen.langs.boogie.world import Impl, World, attr

__all__ = ["explore", "frame_violation", "cut_loops", "implementations", "MODULAR_NOTE"]

MODULAR_NOTE = ("modular: calls executed by their callees' contracts, loops cut at their "
                "invariants; a contract violation, not necessarily a failing run")

_FRAMES: list = []  # [(program, first modifies error or None)]: one program's answer


def implementations(world: World) -> list[Impl]:
    """Returns the implementations Boogie verifies: every one but those marked
    `{:verify false}` and those of `{:inline N}` procedures (Boogie checks their bodies
    where they are inlined, not alone); all of them when that leaves none."""
    impls = world.implementations()
    kept = [i for i in impls if not _verify_false(i.attrs) and not _verify_false(i.proc.attrs)
            and inline_depth(i.attrs) is None and inline_depth(i.proc.attrs) is None]
    return kept or impls


def _verify_false(attrs) -> bool:
    """Whether `attrs` hold `{:verify false}`."""
    a = attr(attrs, "verify")
    return a is not None and len(a.params) == 1 and type(a.params[0]) is A.BoolLit \
        and a.params[0].value is False


def frame_violation(world: World) -> str | None:
    """Returns the first error of the program's modifies clauses (an assignment or call
    that changes a global outside the enclosing procedure's modifies), or None; computed
    once per program."""
    if _FRAMES and _FRAMES[0][0] is world.program:
        return _FRAMES[0][1]
    errors = [e for e in typecheck(world.program, check_modifies=True)
              if "modifies clause" in e.message]
    first = str(errors[0]) if errors else None
    _FRAMES[:] = [(world.program, first)]
    return first


def _makes_calls(blocks) -> bool:
    """Whether any block of a CFG holds a call."""
    return any(type(c) is A.Call for b in blocks for c in b.cmds)


def _targets(stmts, world: World, out: set) -> set:
    """Adds to `out` the variables that `stmts` may change (see module doc): the simple
    commands' by `block_targets`, the nested statements' by recursion."""
    for s in stmts:
        kind = type(s)
        if kind is A.If:
            _targets(s.then.stmts, world, out)
            if s.else_ is not None:
                _targets(s.else_.stmts if isinstance(s.else_, A.Block) else (s.else_,),
                         world, out)
        elif kind is A.While:
            _targets(s.body.stmts, world, out)
        else:
            block_targets((s,), world, out)
    return out


def _cuttable(stmt: A.While) -> bool:
    """Whether the loop has invariants (none a call) and a body that leaves it only by
    its guard or a return (no break, goto or label: control stays structured)."""
    if not stmt.invariants or any(inv.call is not None for inv in stmt.invariants):
        return False
    return not _jumps(stmt.body.stmts)


def _jumps(stmts) -> bool:
    """Whether `stmts` hold a break, goto or label, nested statements included."""
    for s in stmts:
        kind = type(s)
        if kind in (A.Break, A.Goto, A.Label):
            return True
        if kind is A.If and (_jumps(s.then.stmts) or s.else_ is not None and _jumps(
                s.else_.stmts if isinstance(s.else_, A.Block) else (s.else_,))):
            return True
        if kind is A.While and _jumps(s.body.stmts):
            return True
    return False


def _cut(stmts, world: World, assignable) -> tuple:
    """Returns `stmts` with every cuttable loop cut at its invariants (see module doc)."""
    out = []
    for s in stmts:
        kind = type(s)
        if kind is A.If:
            else_ = s.else_
            if isinstance(else_, A.Block):
                else_ = replace(else_, stmts=_cut(else_.stmts, world, assignable))
            elif else_ is not None:
                else_ = _cut((else_,), world, assignable)[0]
            s = replace(s, then=replace(s.then, stmts=_cut(s.then.stmts, world, assignable)),
                        else_=else_)
        elif kind is A.While:
            body = _cut(s.body.stmts, world, assignable)
            if _cuttable(s):
                out.extend(_cut_loop(s, body, world, assignable))
                continue
            s = replace(s, body=replace(s.body, stmts=body))
        out.append(s)
    return tuple(out)


def _cut_loop(loop: A.While, body: tuple, world: World, assignable) -> list:
    """Returns the statements of one loop cut at its invariants."""
    checked = [A.Assert(inv.pos, inv.attrs, inv.expr) for inv in loop.invariants
               if not inv.free]
    assumed = [A.Assume(inv.pos, inv.attrs, inv.expr) for inv in loop.invariants]
    targets = sorted(n for n in _targets(loop.body.stmts, world, set()) if assignable(n))
    havoc = [A.Havoc(loop.pos, tuple(targets))] if targets else []
    stop = A.Assume(loop.pos, (), A.BoolLit(loop.pos, False))
    iteration = A.Block(loop.body.pos, (*body, *checked, stop))
    return [*checked, *havoc, *assumed, A.If(loop.pos, (), loop.guard, iteration, None)]


def cut_loops(world: World, impl: Impl) -> Impl:
    """Returns `impl` with its `while` loops cut at their invariants (see module doc)."""
    locals_ = {d.name for d in (*impl.outs, *impl.body.locals) if d.name}

    def assignable(name: str) -> bool:
        return name in locals_ or name in world.globals

    stmts = _cut(impl.body.stmts, world, assignable)
    if stmts == impl.body.stmts:
        return impl
    return replace(impl, body=replace(impl.body, stmts=stmts))


def explore(world: World, impl: Impl, options: dict, deadline: float) -> Outcome:
    """Checks `impl` against its contract, calls by their contracts (see module doc):
    by the wlp VC first (option `modular_vc="wlp"`, the default), the executor finding
    and replaying a failure; by the executor alone with `modular_vc="executor"`."""
    options = {**(options or {}), "calls": "contract"}
    cut = cut_loops(world, impl)
    vc = None
    if options.get("modular_vc", "wlp") == "wlp":
        cut = cut_goto_loops(world, cut)
        vc = vc_answer(world, cut, options, deadline)
    if vc is not None and vc.answer == "valid":
        outcome = Outcome("verified")
    else:
        outcome = explore_merged(world, cut, options, deadline)
        if vc is not None:
            _reconcile(outcome, vc)
    if outcome.answer == "verified":
        violation = frame_violation(world)
        if violation is not None:
            outcome.answer = "unknown"
            outcome.reason = f"modular: a modifies clause is not respected: {violation}"
    if outcome.counterexample is not None:
        from stamen.langs.boogie.cfg import build_cfg

        if cut is not impl or _makes_calls(build_cfg(impl.body).blocks.values()):
            outcome.counterexample = {**outcome.counterexample, "note": MODULAR_NOTE}
    if vc is not None:
        outcome.counters["vc:" + vc.answer] += 1
    return outcome


def _reconcile(outcome: Outcome, vc) -> None:
    """Makes the executor's answer the file's when the VC was not valid: a bug the
    executor replayed, its unknown, or its verified. A verified answer against a VC with
    a model of its negation, on the same acyclic program, means that the two disagree:
    unknown, never either answer."""
    if outcome.answer == "verified" and vc.answer == "invalid":
        outcome.answer = "unknown"
        outcome.reason = ("modular: the wlp VC has a counterexample that the executor does "
                          "not reach (they disagree)")
