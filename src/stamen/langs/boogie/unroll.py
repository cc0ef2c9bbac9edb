"""The machine of the merged mode: Boogie's semantics (machine.py) with bounded unrolling.

`UnrollingMachine` relies on the Machine's count of each loop's iterations per entry
of the loop (`Frame.count_loop`: a loop's count is dropped when control leaves its
natural loop, so that the exits of all iterations reach one position of the
unrolled graph), ends a
state that enters a loop head more than `loop_bound` times or calls a
procedure that is already `loop_bound` deep on its stack (recursion is
unrolled like loops), and can execute calls by their contracts instead of
their bodies (`calls="contract"`: the hook for a modular mode; a procedure marked
`{:inline N}` is still run by its body, N calls deep, as Boogie inlines it).

`position(state)` is where a state is in the unrolled graph: per frame, its
enclosing loops with their counts, its block and its command (loops.py);
deeper frames first. Positions are ordered so that every step of execution
goes to a larger one, and a path reaches each position at most once.
"""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.cfg import Cfg
from stamen.langs.boogie.loops import Loops, frame_order, loop_structure
from stamen.langs.boogie.machine import KINDS, Machine
from stamen.langs.boogie.state import State
from stamen.langs.boogie.world import Impl, has_attr

__all__ = ["UnrollingMachine", "Slots", "position", "loops_of", "inline_depth", "END"]

END = (float("inf"),)  # after every frame's position: a deeper stack comes first
_LOOPS: dict[int, tuple[Cfg, Loops]] = {}


def loops_of(cfg: Cfg) -> Loops:
    """Returns the loop structure of `cfg` (computed once per Cfg object)."""
    got = _LOOPS.get(id(cfg))
    if got is None or got[0] is not cfg:
        if len(_LOOPS) > 4096:
            _LOOPS.clear()
        got = _LOOPS[id(cfg)] = (cfg, loop_structure(cfg))
    return got[1]


def position(state: State) -> tuple:
    """Returns the state's position in the unrolled graph (see module doc)."""
    return tuple(frame_order(loops_of(f.cfg), f.block.label, dict(f.active), f.index)
                 for f in state.frames) + (END,)


class UnrollingMachine(Machine):
    """The Machine with per-entry loop counts, a recursion bound and contract calls."""

    def __init__(self, world, oracle, options: dict) -> None:
        super().__init__(world, oracle, options)
        self.contracts = options.get("calls", "inline") == "contract"
        # whether a state's path condition may hold: asked before a recursive call, which
        # (unlike a loop head) is not a position where the scheduler asks it
        self.feasible = options.get("feasible") or (lambda state: True)

    def same_path(self, before, now) -> bool:
        """Whether the path constraints `now` are those of `before` and constraints on
        the oracle's choice constants only (for State.repeats: those constants belong to
        gotos at positions between the two entries, so no value at `before` mentions
        them, and constraints on them alone restrict nothing else: the state at `now`
        can do what the state at `before` could)."""
        choices = getattr(self.oracle, "choices", None)
        link = now
        while link is not before:
            if link is None or not choices or not _only(link.value, choices):
                return False
            link = link.parent
        return True

    def callee(self, cmd: A.Call) -> Impl | None:
        if self.contracts and self._inline_depth(cmd.name) is None:
            return None
        return super().callee(cmd)

    def assumes_free(self, spec: A.Spec, by_contract: bool) -> bool:
        """With contracts, a free spec is assumed by a call that runs by the callee's
        contract, or at the checked implementation's return, only when marked
        {:always_assume} (Boogie: the callee, resp. the callers, assume it)."""
        return not (self.contracts and by_contract) or has_attr(spec.attrs, "always_assume")

    def _inline_depth(self, name: str) -> int | None:
        """Returns N when the procedure `name` or its implementation is `{:inline N}`."""
        impls = self.world.impls.get(name)
        if not impls:
            return None
        return inline_depth(impls[0].attrs) or inline_depth(impls[0].proc.attrs)

    def call(self, state: State, cmd: A.Call) -> bool:
        """Ends the state (bound reached) when the callee is already `loop_bound` deep,
        or when a recursive call cannot be reached; with contracts, when a `{:inline N}`
        callee is already N deep, refuses it (Boogie inlines N levels; deeper is unknown)."""
        if self.contracts:
            depth = self._inline_depth(cmd.name)
            if depth is not None and depth <= sum(
                    1 for f in state.frames if f.impl.name == cmd.name):
                raise self.refuse(f"a call of {cmd.name} deeper than its {{:inline {depth}}}",
                                  cmd)
        elif self.loop_bound is not None:
            depth = sum(1 for f in state.frames if f.impl.name == cmd.name)
            if depth and cmd.name in self.world.impls:
                if depth > self.loop_bound:
                    self.oracle.terminate(state, KINDS[10])
                    return False
                if not self.feasible(state):
                    return False
        return super().call(state, cmd)


def inline_depth(attrs) -> int | None:
    """Returns N when `attrs` hold `{:inline N}` (1 without a literal), else None."""
    for a in attrs:
        if a.name == "inline":
            p = a.params[0] if len(a.params) == 1 else None
            return p.value if type(p) is A.IntLit and p.value > 0 else 1
    return None


def _only(formula, choices: set) -> bool:
    """Whether every constant of `formula` is one of `choices` (term ids)."""
    return type(formula) is st.Term and all(c.tid in choices for c in st.constants(formula))


class Slots:
    """Names the fresh values of an execution by where they are made: (position, n) for
    the n-th value made by one command of one state. A path reaches a position once, so
    states at one position (on disjoint paths) share its values, the rounds of a
    deepening run make the same terms, and a concrete replay finds each value the
    exploration made at the same place."""

    def __init__(self) -> None:
        self._cursor: tuple | None = None  # (state, position) of the last slot
        self._n = 0

    def slot(self, state: State) -> tuple:
        """Returns the next slot of `state` at its current position."""
        pos = position(state)
        cursor = self._cursor
        if cursor is not None and cursor[0] is state and cursor[1] == pos:
            self._n += 1
        else:
            self._cursor, self._n = (state, pos), 0
        return (pos, self._n)
