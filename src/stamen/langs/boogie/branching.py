"""A goto's successors when states are joined by position (the merged mode, loop
acceleration's iterations, the Horn clauses' segments): targets told apart at once.

Every goto with several targets gives its successors exclusive constraints at once, so
that states at one position never overlap: when its two targets assume a condition and
its negation (`if`, `while`, SMACK's branches) those conditions are taken at the goto;
any other gets a fresh choice constant (the oracle's `fresh`, recorded in its `choices`)
that tells its targets apart. A goto with one target keeps its state unless another
edge may reach the target (then control goes back to the scheduler, which joins).
"""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.cfg import CfgBlock
from stamen.langs.boogie.printer import print_expr
from stamen.langs.boogie.state import State, push
from stamen.langs.boogie.unroll import loops_of

__all__ = ["exclusive_branch", "exclusive_targets", "choice_guard"]

_EXCLUSIVE: dict[int, tuple] = {}


def exclusive_targets(block: CfgBlock, blocks: dict) -> A.Expr | None:
    """Returns the condition `e` when `block` goes to two blocks that start with `assume
    e` and `assume !e` (or `==`/`!=` of the same operands; `assume true` may come
    first), else None. Decided on the
    syntax, so that every state at the block (and its replay) decides alike; a condition
    with a lambda is not used (evaluating it would make a value)."""
    got = _EXCLUSIVE.get(id(block))
    if got is not None and got[0] is block:
        return got[1]
    cond = None
    targets = block.targets or ()
    if len(targets) == 2 and targets[0] != targets[1]:
        e1, e2 = (_first_assume(blocks.get(t)) for t in targets)
        if e1 is not None and e2 is not None and _negations(e1, e2) and \
                "lambda" not in print_expr(e1):
            cond = e1
    if len(_EXCLUSIVE) > 65536:
        _EXCLUSIVE.clear()
    _EXCLUSIVE[id(block)] = (block, cond)
    return cond


def _first_assume(block: CfgBlock | None) -> A.Expr | None:
    """Returns the condition of the first assume of `block` that is not `assume true`
    (SMACK writes `assume {:sourceloc ...} true;` first), when only such assumes come
    before it."""
    for cmd in block.cmds if block is not None else ():
        if type(cmd) is not A.Assume:
            return None
        if not (type(cmd.expr) is A.BoolLit and cmd.expr.value is True):
            return cmd.expr
    return None


def _negations(e1: A.Expr, e2: A.Expr) -> bool:
    """Whether e2 is written as the negation of e1 (or e1 of e2)."""
    for a, b in ((e1, e2), (e2, e1)):
        if type(b) is A.Unary and b.op == "!" and (b.expr is a or
                                                  print_expr(b.expr) == print_expr(a)):
            return True
    if type(e1) is A.Binary and type(e2) is A.Binary and {e1.op, e2.op} == {"==", "!="}:
        return (print_expr(e1.left) == print_expr(e2.left)
                and print_expr(e1.right) == print_expr(e2.right))
    return False


def choice_guard(choice, i: int, n: int):
    """Returns the constraint of the i-th of n targets on the goto's choice constant."""
    if n == 2:
        return choice if i == 0 else st.not_(choice)
    return choice == i


def exclusive_branch(oracle, machine, state: State, targets: tuple) -> list:
    """Returns the successors (state, target, False) of a goto from `state` (module doc);
    `oracle` makes the choice constants (`fresh`) and records them (`choices`)."""
    frame = state.frame
    if len(targets) == 1:
        target = frame.cfg.blocks.get(targets[0])
        if target is not None and not target.loop_head and \
                loops_of(frame.cfg).preds.get(targets[0], 0) <= 1:
            return [(state, targets[0], False)]
        return [(state.clone(machine.eager), targets[0], False)]
    cond = exclusive_targets(frame.block, frame.cfg.blocks)
    if cond is not None:  # the targets' conditions taken here: no later join overlaps
        f = machine.eval(state, cond)
        out = []
        for t, g in ((targets[0], f), (targets[1], st.not_(f))):
            if g is not False:
                s = state.clone(machine.eager)
                if g is not True:
                    s.path = push(state.path, g)
                out.append((s, t, False))
        return out
    choice = oracle.fresh(state, bool if len(targets) == 2 else int, "choice", "choice")
    oracle.choices.add(choice.tid)
    out = []
    for i, t in enumerate(targets):
        s = state.clone(machine.eager)
        s.path = push(state.path, choice_guard(choice, i, len(targets)))
        out.append((s, t, False))
    return out
