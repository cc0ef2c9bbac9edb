"""The state of one path of a Boogie program: call frames, globals, path condition.

Environments are copy-on-write dictionaries (`Env`): cloning a state for a
fork shares them, and the first write on either side copies (Symbooglix's
cheap state cloning; `eager=True` copies at the fork instead, for
measurement). The path condition, the trace of blocks, the choices taken at
gotos and the inputs (fresh values: initial values, havocs) are persistent
linked lists, shared between forks.
"""

from __future__ import annotations

from dataclasses import dataclass

from stamen.langs.boogie.cfg import Cfg, CfgBlock
from stamen.langs.boogie.world import Impl

__all__ = ["Env", "Link", "Frame", "State", "items", "push", "same_objects"]


class Env:
    """A dictionary from names to values, copied on the first write after a share."""

    __slots__ = ("data", "shared")

    def __init__(self, data: dict | None = None) -> None:
        self.data = {} if data is None else data
        self.shared = False

    def get(self, name: str):
        return self.data.get(name)

    def __contains__(self, name: str) -> bool:
        return name in self.data

    def set(self, name: str, value) -> None:
        if self.shared:
            self.data = dict(self.data)
            self.shared = False
        self.data[name] = value

    def clone(self, eager: bool) -> Env:
        """Returns an environment with the same contents (shared until written)."""
        if eager:
            return Env(dict(self.data))
        self.shared = True
        other = Env(self.data)
        other.shared = True
        return other

    def snapshot(self) -> dict:
        """Returns the contents as a dictionary that later writes do not change."""
        self.shared = True
        return self.data


@dataclass(frozen=True, slots=True)
class Link:
    """One element of a persistent list (newest first); `size` counts the elements."""

    value: object
    parent: Link | None
    size: int


def push(link: Link | None, value) -> Link:
    """Returns the list `link` with `value` added in front."""
    return Link(value, link, 1 if link is None else link.size + 1)


def items(link: Link | None) -> list:
    """Returns the elements of a persistent list, oldest first."""
    out = []
    while link is not None:
        out.append(link.value)
        link = link.parent
    out.reverse()
    return out


class Frame:
    """One activation of an implementation: where it is, its locals, its old globals,
    and (when loops are bounded) the loops it is in, innermost last, each as (head,
    times its back edges were taken since the loop was entered)."""

    __slots__ = ("impl", "cfg", "block", "index", "locals", "old", "call", "active", "last")

    def __init__(self, impl: Impl, cfg: Cfg, block: CfgBlock, locals_: Env, old: dict,
                 call) -> None:
        self.impl, self.cfg, self.block, self.index = impl, cfg, block, 0
        self.locals, self.old, self.call = locals_, old, call
        self.active: tuple = ()
        self.last: dict = {}  # loop head -> the state at its last entry (see repeats)

    def clone(self, eager: bool) -> Frame:
        f = Frame(self.impl, self.cfg, self.block, self.locals.clone(eager), self.old,
                  self.call)
        f.index, f.active, f.last = self.index, self.active, dict(self.last)
        return f

    def count_loop(self, label: str) -> int | None:
        """Records that control enters block `label`: leaves the loops whose body does
        not hold it, counts a back edge when it is the head of the innermost loop, enters
        a loop at its head otherwise (Symbooglix's loop-bound scheduler). Returns the
        innermost loop's count (None: in no loop)."""
        loops = self.cfg.loops
        active = self.active
        while active and label not in loops[active[-1][0]]:
            active = active[:-1]
        if label in loops:
            if active and active[-1][0] == label:
                active = (*active[:-1], (label, active[-1][1] + 1))
            else:
                active = (*active, (label, 0))
        self.active = active
        return active[-1][1] if active else None


class State:
    """One path: the frames (innermost last), the globals and the path's lists."""

    __slots__ = ("frames", "globals", "path", "trace", "choices", "inputs", "skip", "sid",
                 "loops", "depth", "speculative", "accelerated")

    def __init__(self, frames: list, globals_: Env) -> None:
        self.frames = frames
        self.globals = globals_
        self.path: Link | None = None  # constraints (boolean terms)
        self.trace: Link | None = None  # (procedure, block label) entered
        self.choices: Link | None = None  # targets taken at gotos with several
        self.inputs: Link | None = None  # (term, name, role) of each fresh value
        self.skip = False  # the next command is an assume already taken by look-ahead
        self.sid = 0
        self.loops = 0  # loop heads entered on the path (the search's priority)
        self.depth = 0  # gotos with several targets passed (Symbooglix's branch depth)
        self.speculative = False  # whether the path went on past a solver's unknown
        self.accelerated: Link | None = None  # loop heads accelerated on the path

    def clone(self, eager: bool) -> State:
        s = State([f.clone(eager) for f in self.frames], self.globals.clone(eager))
        s.path, s.trace, s.choices, s.inputs = self.path, self.trace, self.choices, self.inputs
        s.skip, s.loops = self.skip, self.loops
        s.depth, s.speculative, s.accelerated = self.depth, self.speculative, self.accelerated
        return s

    @property
    def frame(self) -> Frame:
        return self.frames[-1]

    def repeats(self, label: str, same_path=None) -> bool:
        """Records the state at an entry of the loop head `label` of the innermost frame
        (the frame's block already `label`'s, whose label object is the same whichever
        goto entered it);
        returns whether it is the state of the previous entry on this path (same path
        constraints, every variable of every frame the same object): then the loop went
        round without changing anything, and whatever follows was reachable from that
        entry too, where it is explored (its forks were queued), so the path can end.
        Values are compared by identity (terms are hash-consed), so an equal value that
        is another object only misses a repeat. `same_path(before, now)`, when given,
        decides instead whether the path constraints are the same for this purpose."""
        now = (self.path, tuple(self.globals.data.items()),
               tuple((f.block.label, f.index, tuple(f.locals.data.items()), f.old)
                     for f in self.frames))
        before = self.frame.last.get(label)
        self.frame.last[label] = now
        if before is None:
            return False
        if same_path is not None:
            return same_path(before[0], now[0]) and same_objects(before[1:], now[1:])
        return same_objects(before, now)


def same_objects(a, b) -> bool:
    """Whether two snapshots hold the same objects in the same places."""
    if type(a) is tuple and type(b) is tuple:
        return len(a) == len(b) and all(same_objects(x, y) for x, y in zip(a, b, strict=True))
    return a is b
