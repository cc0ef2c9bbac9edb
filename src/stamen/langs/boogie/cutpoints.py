"""Loops written with goto cut at their leading asserts, as Boogie cuts them.

SMACK (and Boogie's own passes) write loops without `while`: a loop head is the
target of a back edge, and the asserts it starts with, before any other
command (`assume true` markers aside), are its invariants.
`cut_goto_loops(world, impl)` returns `impl` with every such loop of a reducible
control-flow graph cut at them: the head asserts the invariants (on entry),
havocs the loop's targets (the variables its blocks assign or havoc, its calls'
outputs and modifies globals), assumes the invariants, then runs the rest of
its block; each back edge goes instead to a
block that asserts the invariants again (preservation) and then assumes false.
Loops whose head starts with no assert are left alone (the executor unrolls
them; the wlp VC refuses a graph that still has a cycle), as is an irreducible
graph. The result is written back as a flat body of labels and gotos, so that
both the executor and the VC run the same program.
"""

from __future__ import annotations

from dataclasses import replace

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.cfg import Cfg, CfgBlock, build_cfg
from stamen.langs.boogie.loops import loop_structure
from stamen.langs.boogie.world import Impl, World

__all__ = ["cut_goto_loops", "block_targets", "cfg_body"]

_PREFIX = "cut$"  # renamed labels: never one that build_cfg makes ($entry, $dead3, ...)


def _invariants(block: CfgBlock) -> list:
    """Returns the asserts that `block` starts with (SMACK's `assume {:sourceloc ...}
    true;` markers between them skipped)."""
    return [c for c in block.cmds[:_prefix(block)] if type(c) is A.Assert]


def _prefix(block: CfgBlock) -> int:
    """Returns the number of leading commands that are asserts or `assume true`."""
    n = 0
    for cmd in block.cmds:
        kind = type(cmd)
        if not (kind is A.Assert or kind is A.Assume and type(cmd.expr) is A.BoolLit
                and cmd.expr.value is True):
            break
        n += 1
    return n


def block_targets(cmds, world: World, out: set) -> set:
    """Adds to `out` the variables that the simple commands `cmds` may change."""
    for c in cmds:
        kind = type(c)
        if kind is A.Assign:
            for lhs in c.lhss:
                while not isinstance(lhs, A.VarLhs):
                    lhs = lhs.base
                out.add(lhs.name)
        elif kind is A.Havoc:
            out.update(c.names)
        elif kind is A.Call:
            out.update(n for n in c.outs if n)
            proc = world.procedures.get(c.name)
            for spec in proc.specs if proc is not None else ():
                if isinstance(spec, A.Modifies):
                    out.update(spec.names)
    return out


def cut_goto_loops(world: World, impl: Impl) -> Impl:
    """Returns `impl` with its goto loops cut at their leading asserts (see module doc)."""
    cfg = build_cfg(impl.body)
    heads = [h for h in cfg.loops if _invariants(cfg.blocks[h])]
    if not heads:
        return impl
    loops = loop_structure(cfg)
    if not loops.reducible:
        return impl
    locals_ = {d.name for d in (*impl.outs, *impl.body.locals) if d.name}
    blocks = dict(cfg.blocks)
    for h in heads:
        blocks = _cut_head(blocks, h, loops.bodies[h], world,
                           lambda n: n in locals_ or n in world.globals)
    stmts = cfg_body(Cfg(cfg.entry, blocks))
    return replace(impl, body=replace(impl.body, stmts=stmts))


def _cut_head(blocks: dict, head: str, body: frozenset, world: World, assignable) -> dict:
    """Returns `blocks` with the loop at `head` (its natural loop `body`) cut."""
    block = blocks[head]
    invs = _invariants(block)
    targets: set = set()
    for label in body:
        block_targets(blocks[label].cmds, world, targets)
    havoc = sorted(n for n in targets if assignable(n))
    assumed = [A.Assume(i.pos, i.attrs, i.expr) for i in invs]
    cmds = (*invs, *([A.Havoc(block.pos, tuple(havoc))] if havoc else ()), *assumed,
            *block.cmds[_prefix(block):])
    out = dict(blocks)
    out[head] = replace(block, cmds=cmds, loop_head=False)
    stop = A.Assume(block.pos, (), A.BoolLit(block.pos, False))
    for label in body:
        src = out[label]
        if head not in (src.targets or ()):
            continue
        back = f"{label}$back${head}"
        out[back] = CfgBlock(back, (*invs, stop), None, src.pos)
        out[label] = replace(src, targets=tuple(back if t == head else t for t in src.targets))
    return out


def cfg_body(cfg: Cfg) -> tuple:
    """Returns the blocks of `cfg` as flat statements (labels, commands, gotos, returns)
    that build_cfg reads back as the same graph (labels renamed; entry first)."""
    order = [cfg.entry, *(label for label in cfg.blocks if label != cfg.entry)]
    stmts: list = []
    for label in order:  # the entry labelled too: a goto may go back to it
        b = cfg.blocks[label]
        stmts.append(A.Label(b.pos, _PREFIX + label))
        stmts.extend(b.cmds)
        if b.targets is None:
            stmts.append(A.Return(b.pos, ()))
        else:
            stmts.append(A.Goto(b.pos, (), tuple(_PREFIX + t for t in b.targets)))
    return tuple(stmts)
