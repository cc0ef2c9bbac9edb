"""The loop structure of a control-flow graph, as the merged mode unrolls it.

`loop_structure(cfg)` returns a `Loops`: the blocks in reverse postorder, the
natural loop (body) of each loop head that cfg.py marks, the heads enclosing
each block (outermost first), each block's number of incoming edges, and
whether the graph is reducible (every edge that goes back on a depth-first
walk enters a block that dominates its source). In a reducible graph a
block's position in the unrolled graph is its enclosing heads, each with its
iteration count, then the block itself: ordered that way, every edge of the
unrolled graph goes forward, a loop's exits follow all its iterations, and
the exits of different iterations meet at one position (see `frame_order`).
An irreducible graph keeps cumulative iteration counts, ordered by their sum.
"""

from __future__ import annotations

from dataclasses import dataclass

from stamen.langs.boogie.cfg import Cfg

__all__ = ["Loops", "loop_structure", "frame_order"]


@dataclass(frozen=True)
class Loops:
    """The unrolling structure of one Cfg (see module doc)."""

    order: dict  # label -> index in reverse postorder (unreachable blocks: after all)
    bodies: dict  # loop head -> frozenset of the labels of its natural loop
    enclosing: dict  # label -> tuple of the heads whose loops contain it, outermost first
    preds: dict  # label -> number of edges entering it
    reducible: bool


def _postorder(cfg: Cfg) -> tuple[list, set]:
    """Returns the reachable labels in postorder and the edges that go back on the walk."""
    blocks, entry = cfg.blocks, cfg.entry
    post, back, state = [], set(), {entry: 1}
    stack = [(entry, iter(blocks[entry].targets or ()))] if entry in blocks else []
    while stack:
        label, targets = stack[-1]
        nxt = next(targets, None)
        if nxt is None:
            state[label] = 2
            post.append(label)
            stack.pop()
        elif nxt in blocks:
            if state.get(nxt) == 1:
                back.add((label, nxt))
            elif nxt not in state:
                state[nxt] = 1
                stack.append((nxt, iter(blocks[nxt].targets or ())))
    return post, back


def _dominators(cfg: Cfg, rpo: list, preds_of: dict) -> dict:
    """Returns each reachable label's set of dominators (the iterative algorithm)."""
    dom = {label: set(rpo) for label in rpo}
    dom[cfg.entry] = {cfg.entry}
    changed = True
    while changed:
        changed = False
        for label in rpo[1:]:
            ps = [dom[p] for p in preds_of.get(label, ()) if p in dom]
            new = set.intersection(*ps) if ps else set()
            new = new | {label}
            if new != dom[label]:
                dom[label], changed = new, True
    return dom


def _natural_loop(head: str, sources: list, preds_of: dict) -> frozenset:
    """Returns the head and the blocks that reach one of `sources` without passing it."""
    body, todo = {head}, [s for s in sources if s != head]
    while todo:
        b = todo.pop()
        if b not in body:
            body.add(b)
            todo.extend(preds_of.get(b, ()))
    return frozenset(body)


def loop_structure(cfg: Cfg) -> Loops:
    """Returns the loop structure of `cfg` (see module doc)."""
    post, back = _postorder(cfg)
    rpo = post[::-1]
    order = {label: i for i, label in enumerate(rpo)}
    for label in cfg.blocks:
        order.setdefault(label, len(order))
    preds_of: dict = {}
    preds: dict = {label: 0 for label in cfg.blocks}
    for label, b in cfg.blocks.items():
        for t in b.targets or ():
            preds[t] = preds.get(t, 0) + 1
            if label in order and order[label] < len(rpo):
                preds_of.setdefault(t, []).append(label)
    dom = _dominators(cfg, rpo, preds_of)
    reducible = all(head in dom.get(src, ()) for src, head in back)
    heads = [label for label in rpo if cfg.blocks[label].loop_head]
    bodies = {}
    for h in heads:
        sources = [src for src, head in back if head == h]
        bodies[h] = _natural_loop(h, sources, preds_of) if reducible else frozenset({h})
    enclosing = {label: tuple(h for h in heads if label in bodies[h]) for label in cfg.blocks}
    return Loops(order, bodies, enclosing, preds, reducible)


def frame_order(loops: Loops, label: str, visits: dict, index: int) -> tuple:
    """Returns the position of a frame at command `index` of block `label` with the
    iteration counts `visits` (loop head -> entries), in the unrolled graph's order."""
    if not loops.reducible:  # the counts themselves last: states merge only when equal
        return (sum(visits.values()), loops.order[label], index, tuple(sorted(visits.items())))
    key: list = []
    for h in loops.enclosing[label]:
        key += (loops.order[h], visits.get(h, 0))
    key += (loops.order[label], index)
    return tuple(key)
