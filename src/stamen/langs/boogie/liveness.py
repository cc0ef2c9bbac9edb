"""Live local variables at the start of each block of an implementation's CFG.

`live_locals(impl, cfg)` returns, per block label, the locals (formals, outputs,
locals) whose value at the start of the block may be read before it is written
again: the classic backward dataflow over the blocks. It is conservative: a
command it does not know reads every local it mentions and writes none; a
return reads the inputs and outputs (the ensures and the caller see them); a
local mentioned in a `where` clause is always live. The merged mode compares only
live locals when it asks whether a loop went round to a state it has seen.
"""

from __future__ import annotations

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.cfg import Cfg
from stamen.langs.boogie.names import names_in

__all__ = ["live_locals"]

_CACHE: dict[int, tuple] = {}


def live_locals(impl, cfg: Cfg) -> dict:
    """Returns {block label: frozenset of the locals live at its start} (see module doc)."""
    got = _CACHE.get(id(cfg))
    if got is not None and got[0] is cfg:
        return got[1]
    decls = (*impl.ins, *impl.outs, *impl.body.locals)
    names = frozenset(d.name for d in decls if d.name)
    always = frozenset(n for d in decls if d.where is not None
                       for n in names_in(d.where) if n in names)
    at_return = frozenset(d.name for d in (*impl.ins, *impl.outs) if d.name) | always
    effects = {label: [_effect(c, names) for c in b.cmds] for label, b in cfg.blocks.items()}
    live_in: dict = {label: frozenset() for label in cfg.blocks}
    changed = True
    while changed:
        changed = False
        for label, b in cfg.blocks.items():
            if b.targets is None:
                live = at_return
            else:
                live = frozenset().union(*(live_in.get(t, names) for t in b.targets))
            for uses, defs in reversed(effects[label]):
                live = (live - defs) | uses
            live |= always
            if live != live_in[label]:
                live_in[label], changed = live, True
    if len(_CACHE) > 4096:
        _CACHE.clear()
    _CACHE[id(cfg)] = (cfg, live_in)
    return live_in


def _effect(cmd, names: frozenset) -> tuple[frozenset, frozenset]:
    """Returns (locals the command reads, locals it overwrites entirely)."""
    kind = type(cmd)
    if kind is A.Assign:
        uses: set = set()
        defs: set = set()
        names_in(cmd.rhss, uses)
        for lhs in cmd.lhss:
            if type(lhs) is A.VarLhs:
                defs.add(lhs.name)
            else:  # a map update reads the map and its indexes
                names_in(lhs, uses)
        return frozenset(uses) & names, frozenset(defs) & names
    if kind is A.Havoc:
        return frozenset(), frozenset(cmd.names) & names
    if kind is A.Call and not cmd.is_async and not cmd.forall:
        return names_in(cmd.args) & names, frozenset(o for o in cmd.outs if o) & names
    return frozenset(names_in(cmd)) & names, frozenset()
