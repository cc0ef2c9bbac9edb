"""The modular mode: each implementation checked against its procedure's contract alone.

`explore(world, impl, options, deadline)` is Boogie's modular verification run
by the merged executor (merged.py): the implementation starts from any state
that satisfies the axioms, unique constants, where clauses and its
procedure's requires (free or checked: Machine.initial); every call is executed
by its callee's specification (`calls="contract"`: checked requires asserted
at the call, free requires assumed, modifies globals and outputs havocked,
ensures assumed, Machine.summary), never by the callee's body, so recursion
needs no bound; at each return the checked ensures are asserted. Loops are
unrolled as in the merged mode (their invariants are asserts at the loop
head, checked on every iteration reached); a loop that reaches the bound
makes the answer unknown (bound K), never verified. Loop invariants are not
used to cut loops.

Soundness of the composition: a caller verified against its callees'
contracts is correct only if every callee respects its modifies clause, which
stamen does not check by default (Corral's and SMACK's programs omit modifies
clauses). So the modifies clauses are checked once per program (typecheck with
`check_modifies`); when some implementation assigns a global outside its
procedure's modifies clause, a verified answer becomes unknown with the first
such error as the reason.

A failure is replayed concretely by the merged mode's replay, on the same
contract semantics: the callees' outputs are the model's values, which satisfy
their ensures but need not be what their bodies compute. Such a bug is a
contract violation, a real answer of modular verification but not
necessarily a failing run of the whole program: its counterexample says so
("note") when the implementation makes calls.
"""

from __future__ import annotations

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.merged import explore as explore_merged
from stamen.langs.boogie.paths import Outcome
from stamen.langs.boogie.typecheck import typecheck
from stamen.langs.boogie.world import Impl, World

__all__ = ["explore", "frame_violation", "MODULAR_NOTE"]

MODULAR_NOTE = ("modular: calls executed by their callees' contracts; a contract "
                "violation, not necessarily a failing run of the callees' bodies")

_FRAMES: list = []  # [(program, first modifies error or None)]: one program's answer


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


def explore(world: World, impl: Impl, options: dict, deadline: float) -> Outcome:
    """Checks `impl` against its contract, calls by their contracts (see module doc)."""
    outcome = explore_merged(world, impl, {**(options or {}), "calls": "contract"}, deadline)
    if outcome.answer == "verified":
        violation = frame_violation(world)
        if violation is not None:
            outcome.answer = "unknown"
            outcome.reason = f"modular: a modifies clause is not respected: {violation}"
    if outcome.counterexample is not None:
        from stamen.langs.boogie.cfg import build_cfg

        if _makes_calls(build_cfg(impl.body).blocks.values()):
            outcome.counterexample = {**outcome.counterexample, "note": MODULAR_NOTE}
    return outcome
