"""Structured Boogie code (if/while/break/labels/goto/return) as blocks and gotos.

`build_cfg(body)` returns a `Cfg`: blocks by label, each a tuple of simple
commands (assert, assume, havoc, assignments, calls, ...) and its targets,
a tuple of labels (a nondeterministic choice when there are several) or None
for a return. `if (e)` and `while (e)` become gotos to blocks that start with
`assume e` / `assume !e` (Boogie's own desugaring); a loop invariant is an
`assert` at the loop head (`assume` when free). Blocks of loop heads are
marked, and `Cfg.loops` holds each head's natural loop (the blocks of its
body), so that executors can bound unrolling per entry of a loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from stamen.langs.boogie import ast as A

__all__ = ["CfgBlock", "Cfg", "build_cfg", "BRANCH_ATTR"]

# The attribute marking an assume that encodes the condition of an if or while.
BRANCH_ATTR = A.Attribute(A.Pos(0, 0), "stamen_branch", ())


@dataclass(frozen=True, slots=True)
class CfgBlock:
    """One basic block: its commands and where control goes after them."""

    label: str
    cmds: tuple
    targets: tuple | None  # None: return from the procedure
    pos: A.Pos
    loop_head: bool = False


@dataclass(frozen=True, slots=True)
class Cfg:
    """The blocks of one body, by label; `entry` is the first block's label; `loops`
    maps the head of each loop to the labels of its natural loop (head included)."""

    entry: str
    blocks: dict
    loops: dict = field(default_factory=dict)


class _Builder:
    """Closes and opens blocks while walking the statements."""

    def __init__(self, pos: A.Pos) -> None:
        self.blocks: dict[str, CfgBlock] = {}
        self.count = 0
        self.label = "$entry"
        self.cmds: list = []
        self.pos = pos
        self.head = False
        self.loops: list[str] = []  # exits of the enclosing loops
        self.named_exits: dict[str, str] = {}
        self.pending: list[str] = []  # labels written just before the next statement

    def fresh(self, hint: str) -> str:
        self.count += 1
        return f"${hint}{self.count}"

    def finish(self, targets: tuple | None) -> None:
        self.blocks[self.label] = CfgBlock(self.label, tuple(self.cmds), targets, self.pos,
                                           self.head)

    def start(self, label: str, pos: A.Pos, head: bool = False) -> None:
        self.label, self.cmds, self.pos, self.head = label, [], pos, head

    def stmts(self, stmts) -> None:
        for s in stmts:
            self.stmt(s)

    def stmt(self, s: A.Stmt) -> None:  # noqa: C901 - one case per statement kind
        labels, self.pending = self.pending, []
        if isinstance(s, A.Label):
            self.finish((s.name,))
            self.start(s.name, s.pos)
            self.pending = labels + [s.name]
        elif isinstance(s, A.If):
            self.if_(s, labels)
        elif isinstance(s, A.While):
            self.while_(s, labels)
        elif isinstance(s, A.Break):
            target = self.named_exits.get(s.label) if s.label else (
                self.loops[-1] if self.loops else None)
            self.cmds.append(s) if target is None else self.finish((target,))
            if target is not None:
                self.start(self.fresh("dead"), s.pos)
        elif isinstance(s, A.Goto):
            self.finish(tuple(s.labels))
            self.start(self.fresh("dead"), s.pos)
        elif isinstance(s, A.Return):
            self.finish(None)
            self.start(self.fresh("dead"), s.pos)
        else:
            self.cmds.append(s)

    def if_(self, s: A.If, labels: list) -> None:
        then_l, else_l, join = self.fresh("then"), self.fresh("else"), self.fresh("join")
        for name in labels:
            self.named_exits[name] = join
        self.finish((then_l, else_l))
        self.start(then_l, s.then.pos)
        if s.guard is not None:
            self.cmds.append(A.Assume(s.guard.pos, (BRANCH_ATTR,), s.guard))
        self.stmts(s.then.stmts)
        self.finish((join,))
        self.start(else_l, s.else_.pos if s.else_ is not None else s.pos)
        if s.guard is not None:
            self.cmds.append(A.Assume(s.guard.pos, (BRANCH_ATTR,),
                                      A.Unary(s.guard.pos, "!", s.guard)))
        if isinstance(s.else_, A.Block):
            self.stmts(s.else_.stmts)
        elif s.else_ is not None:
            self.stmt(s.else_)
        self.finish((join,))
        self.start(join, s.pos)

    def while_(self, s: A.While, labels: list) -> None:
        head, body = self.fresh("head"), self.fresh("body")
        leave, done = self.fresh("leave"), self.fresh("exit")
        for name in labels:
            self.named_exits[name] = done
        self.finish((head,))
        self.start(head, s.pos, head=True)
        for inv in s.invariants:
            kind = A.Assume if inv.free else A.Assert
            self.cmds.append(kind(inv.pos, inv.attrs, inv.expr))
        self.finish((body, leave))
        self.start(body, s.body.pos)
        if s.guard is not None:
            self.cmds.append(A.Assume(s.guard.pos, (BRANCH_ATTR,), s.guard))
        self.loops.append(done)
        self.stmts(s.body.stmts)
        self.loops.pop()
        self.finish((head,))
        self.start(leave, s.pos)
        if s.guard is not None:
            self.cmds.append(A.Assume(s.guard.pos, (BRANCH_ATTR,),
                                      A.Unary(s.guard.pos, "!", s.guard)))
        self.finish((done,))
        self.start(done, s.pos)


def build_cfg(body: A.Body) -> Cfg:
    """Returns the blocks of an implementation body; the end of the body returns."""
    b = _Builder(body.pos)
    b.stmts(body.stmts)
    b.finish(None)
    edges = _back_edges("$entry", b.blocks)
    return Cfg("$entry", _mark_loop_heads(b.blocks, {h for _, h in edges}),
               _natural_loops(b.blocks, edges))


def _mark_loop_heads(blocks: dict, heads: set) -> dict:
    """Marks as loop heads, besides the `while` heads, the targets of back edges: the
    heads of loops written with goto (as SMACK and Boogie's own passes write them), so
    that the loop bound and the search's order see them too."""
    return {label: replace(b, loop_head=True) if label in heads and not b.loop_head else b
            for label, b in blocks.items()}


def _natural_loops(blocks: dict, edges: list) -> dict:
    """Returns head -> the labels of its natural loop: the head and every block that
    reaches the source of one of its back edges without passing through the head."""
    preds: dict[str, list] = {}
    for label, b in blocks.items():
        for t in b.targets or ():
            preds.setdefault(t, []).append(label)
    loops: dict[str, set] = {}
    for source, head in edges:
        body = loops.setdefault(head, {head})
        todo = [source]
        while todo:
            label = todo.pop()
            if label not in body:
                body.add(label)
                todo.extend(preds.get(label, ()))
    return {head: frozenset(body) for head, body in loops.items()}


def _back_edges(entry: str, blocks: dict) -> list:
    """Returns the back edges (source, head) of a depth-first walk from `entry`."""
    edges, state = [], {}  # label -> 1 on the walk's stack, 2 done
    stack = [(entry, iter(blocks[entry].targets or ()))] if entry in blocks else []
    state[entry] = 1
    while stack:
        label, targets = stack[-1]
        nxt = next(targets, None)
        if nxt is None:
            state[label] = 2
            stack.pop()
        elif nxt in blocks:
            if state.get(nxt) == 1:
                edges.append((label, nxt))
            elif nxt not in state:
                state[nxt] = 1
                stack.append((nxt, iter(blocks[nxt].targets or ())))
    return edges
