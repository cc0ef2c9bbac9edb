"""Which recursive calls past the unrolling bound may be cut: kept as opaque summaries.

With calls summarized (summaries.py), a recursive call that is already `loop_bound` deep
on the stack need not end its path (inlining's "bound reached"): the call's effect on its
caller can be replaced by fresh values, an over-approximation, when nothing inside the
call can fail. Then every execution of the call (however deep it recurses, whether it
returns or not) is one of those the fresh values allow, and no check is skipped, so an
unsat answer over them is final; a model that depends on them is not (the round counts
as bound reached and the next goes deeper). `CutTable(world, cfg_of)` answers, per
procedure with a body, from its syntax and that of every procedure it calls:

- `cuttable(name)`: no `assert` but `assert true`, no requires that is not free at a call,
  no ensures that is not free on a procedure with a body, no construct the machine
  refuses (parallel calls, yield, datatypes, async or `call forall`, a call of an unknown
  or polymorphic procedure), anywhere in the calls it reaches;
- `writes(name)`: the globals those calls may change (assigned, havocked, the outputs
  of its calls, and the `modifies` of the body-less procedures it calls): a frame that
  does not trust the `modifies` clauses, so that the globals no callee writes keep their
  values past the cut.
"""

from __future__ import annotations

from collections.abc import Callable

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.world import World

__all__ = ["CutTable"]

_REFUSED = (A.ParCall, A.Yield, A.Unpack, A.Break)


class CutTable:
    """The cut facts of a program's procedures (see module doc); computed on demand and
    kept for the run. `cfg_of(impl)` returns an implementation's CFG."""

    def __init__(self, world: World, cfg_of: Callable) -> None:
        self.world = world
        self.cfg_of = cfg_of
        self._local: dict[str, tuple[bool, frozenset, frozenset]] = {}
        self._cuttable: dict[str, bool] = {}
        self._writes: dict[str, frozenset] = {}

    def cuttable(self, name: str) -> bool:
        """Whether no call of `name` can fail a check or meet a refused construct."""
        got = self._cuttable.get(name)
        if got is None:
            got = self._cuttable[name] = all(
                not self._facts(n)[0] for n in self._reached(name))
        return got

    def writes(self, name: str) -> frozenset:
        """Returns the globals a call of `name` may change (see module doc)."""
        got = self._writes.get(name)
        if got is None:
            got = self._writes[name] = frozenset().union(
                *(self._facts(n)[1] for n in self._reached(name)))
        return got

    def _reached(self, name: str) -> set:
        """Returns `name` and every procedure with a body its calls reach."""
        seen, todo = {name}, [name]
        while todo:
            for callee in self._facts(todo.pop())[2]:
                if callee not in seen:
                    seen.add(callee)
                    todo.append(callee)
        return seen

    def _facts(self, name: str) -> tuple[bool, frozenset, frozenset]:
        """Returns (may fail, globals written, callees with bodies) of `name`'s body alone."""
        got = self._local.get(name)
        if got is None:
            got = self._local[name] = self._scan(name)
        return got

    def _scan(self, name: str) -> tuple[bool, frozenset, frozenset]:
        impls = self.world.impls.get(name)
        if not impls:
            return True, frozenset(), frozenset()
        impl = impls[0]
        fails = any(isinstance(s, A.Ensures) and not s.free for s in impl.proc.specs)
        local = {d.name for d in (*impl.ins, *impl.outs, *impl.body.locals) if d.name}
        written: set[str] = set()
        callees: set[str] = set()
        for block in self.cfg_of(impl).blocks.values():
            for cmd in block.cmds:
                kind = type(cmd)
                if kind is A.Assert:
                    fails |= not (type(cmd.expr) is A.BoolLit and cmd.expr.value is True)
                elif kind is A.Assign:
                    names = [_lhs_name(lhs) for lhs in cmd.lhss]
                    fails |= None in names  # a field assignment: refused
                    written.update(names)
                elif kind is A.Havoc:
                    written.update(cmd.names)
                elif kind is A.Call:
                    fails |= self._call(cmd, written, callees)
                elif kind in _REFUSED:
                    fails = True
        written = {n for n in written if n is not None and n not in local
                   and n in self.world.globals}
        return fails, frozenset(written), frozenset(callees)

    def _call(self, cmd: A.Call, written: set, callees: set) -> bool:
        """Adds a call's effects; returns whether it may fail or be refused."""
        proc = self.world.procedures.get(cmd.name)
        if proc is None or proc.tparams or cmd.is_async or cmd.forall:
            return True
        written.update(n for n in cmd.outs if n)
        if self.world.impls.get(cmd.name):
            callees.add(cmd.name)
        else:
            for spec in proc.specs:
                if isinstance(spec, A.Modifies):
                    written.update(spec.names)
        return any(isinstance(s, A.Requires) and not s.free for s in proc.specs)


def _lhs_name(lhs) -> str | None:
    """Returns the variable an assignment's left side writes (None for a field)."""
    while isinstance(lhs, A.MapLhs):
        lhs = lhs.base
    return lhs.name if isinstance(lhs, A.VarLhs) else None
