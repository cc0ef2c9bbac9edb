"""Live local variables at the start of each block of an implementation's CFG.

`live_locals(impl, cfg)` returns, per block label, the locals (formals, outputs,
locals) whose value at the start of the block may matter: the backward dataflow of
*strong* liveness over the blocks. A local matters when it is read by an assert,
assume, havoc's where clause, call or goto, by a return (the inputs and outputs: the
ensures and the caller see them), or by an assignment to a global or to a local
that matters after it; a counter that only feeds itself does not (SMACK's
`i := i + 1` in `for (;;)`). It is conservative: a command it does not know reads
every local it mentions and writes none; a local mentioned in a `where` clause
always matters. The merged mode compares only these locals when it asks whether a
loop went round to a state it has seen.
"""

from __future__ import annotations

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.cfg import Cfg
from stamen.langs.boogie.names import names_in

__all__ = ["live_locals", "inert_procedures"]

_CACHE: dict[int, tuple] = {}


def inert_procedures(world) -> frozenset:
    """Returns the procedures whose calls do nothing: no implementation, no
    specification, no outputs (SMACK's `boogie_si_record_int(x)`, which records a
    value for its trace): their arguments are not reads that matter."""
    return frozenset(name for name, proc in world.procedures.items()
                     if not world.impls.get(name) and not proc.specs and not proc.outs)


def live_locals(impl, cfg: Cfg, inert: frozenset = frozenset()) -> dict:
    """Returns {block label: frozenset of the locals live at its start} (see module doc);
    calls of the `inert` procedures read nothing."""
    got = _CACHE.get(id(cfg))
    if got is not None and got[0] is cfg:
        return got[1]
    decls = (*impl.ins, *impl.outs, *impl.body.locals)
    names = frozenset(d.name for d in decls if d.name)
    always = frozenset(n for d in decls if d.where is not None
                       for n in names_in(d.where) if n in names)
    at_return = frozenset(d.name for d in (*impl.ins, *impl.outs) if d.name) | always
    effects = {label: [_effect(c, names, inert) for c in b.cmds]
               for label, b in cfg.blocks.items()}
    live_in: dict = {label: frozenset() for label in cfg.blocks}
    changed = True
    while changed:
        changed = False
        for label, b in cfg.blocks.items():
            if b.targets is None:
                live = at_return
            else:
                live = frozenset().union(*(live_in.get(t, names) for t in b.targets))
            for uses, defs, flows in reversed(effects[label]):
                after = live
                live = (live - defs) | uses
                for target, read in flows:
                    if target not in names or target in after:
                        live |= read
            live |= always
            if live != live_in[label]:
                live_in[label], changed = live, True
    if len(_CACHE) > 4096:
        _CACHE.clear()
    _CACHE[id(cfg)] = (cfg, live_in)
    return live_in


def _effect(cmd, names: frozenset, inert: frozenset) -> tuple[frozenset, frozenset, tuple]:
    """Returns (locals the command reads whatever follows, locals it overwrites
    entirely, (target, locals read) of each assignment: read when the target is a
    global or matters after the command)."""
    kind = type(cmd)
    if kind is A.Assign:
        defs: set = set()
        flows = []
        for lhs, rhs in zip(cmd.lhss, cmd.rhss, strict=True):
            read = names_in(rhs)
            base = lhs
            while type(base) is A.MapLhs:
                base = base.base
            if type(lhs) is A.VarLhs:
                defs.add(lhs.name)
            else:  # a map update reads the map and its indexes
                names_in(lhs, read)
            target = base.name if type(base) is A.VarLhs else None
            flows.append((target, frozenset(read) & names))
        return frozenset(), frozenset(defs) & names, tuple(flows)
    if kind is A.Havoc:
        return frozenset(), frozenset(cmd.names) & names, ()
    if kind is A.Call and not cmd.is_async and not cmd.forall:
        if cmd.name in inert:
            return frozenset(), frozenset(), ()
        return names_in(cmd.args) & names, frozenset(o for o in cmd.outs if o) & names, ()
    return frozenset(names_in(cmd)) & names, frozenset(), ()
