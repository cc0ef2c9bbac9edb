"""Merging the states that reach one position of the unrolled graph (Rosette's join).

`join(states)` returns one state equivalent to all of them, assuming they are
at the same position (same frames, blocks, commands and loop counts) and that
their path conditions are pairwise disjoint (no execution path is in two of
them: they parted at a goto whose targets assume exclusive conditions or are
told apart by a choice constant). Path conditions are persistent lists
(state.py): the joined one is their longest common prefix and one more
constraint, the disjunction of what each adds to it. Every variable of every
frame, the globals and the `old` globals that differ get `ite` over those
additions (Boogie values are primitives, arrays and values of uninterpreted
sorts: `ite` merges them into one term, never a union).
"""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie.evaluate import ite
from stamen.langs.boogie.state import Env, Frame, Link, State, push

__all__ = ["join", "common_prefix"]


def common_prefix(links: list) -> Link | None:
    """Returns the longest list that every persistent list of `links` ends with."""
    size = min((link.size if link is not None else 0) for link in links)
    cut = []
    for link in links:
        while link is not None and link.size > size:
            link = link.parent
        cut.append(link)
    while any(c is not cut[0] for c in cut):
        cut = [c.parent if c is not None else None for c in cut]
    return cut[0]


def _suffix(link: Link | None, prefix: Link | None):
    """Returns the conjunction of the constraints `link` adds to `prefix`."""
    parts = []
    while link is not prefix and link is not None:
        parts.append(link.value)
        link = link.parent
    return st.and_(*parts) if parts else True


def _merge_values(guards: list, values: list):
    """Returns the value that is values[i] where guards[i] holds (the guards disjoint and
    one of them true on the joined path: the last value needs no guard)."""
    first = values[0]
    if all(v is first for v in values):
        return first
    out = values[-1]
    for g, v in zip(reversed(guards[:-1]), reversed(values[:-1]), strict=True):
        out = v if v is out else ite(g, v, out)
    return out


def _merge_dicts(guards: list, dicts: list) -> dict:
    """Returns the name-wise merge of dictionaries with the same names."""
    first = dicts[0]
    if all(d is first for d in dicts):
        return first
    out = {}
    for name, v in first.items():
        values = [v] + [d.get(name) for d in dicts[1:]]
        if any(x is None for x in values):
            continue  # a name some states do not have is not readable after the join
        out[name] = _merge_values(guards, values)
    return out


def _env(data: dict) -> Env:
    """Returns an environment over `data`, which other states may share: copied on the
    first write."""
    env = Env(data)
    env.shared = True
    return env


def join(states: list) -> State:
    """Returns one state for `states` (see module doc); a single state is returned as is."""
    if len(states) == 1:
        return states[0]
    prefix = common_prefix([s.path for s in states])
    guards = [_suffix(s.path, prefix) for s in states]
    base = states[0]
    frames = []
    for depth, f in enumerate(base.frames):
        group = [s.frames[depth] for s in states]
        env = _env(_merge_dicts(guards, [g.locals.snapshot() for g in group]))
        old = _merge_dicts(guards, [g.old for g in group])
        joined = Frame(f.impl, f.cfg, f.block, env, old, f.call)
        joined.index, joined.active = f.index, f.active
        frames.append(joined)
    out = State(frames, _env(_merge_dicts(guards, [s.globals.snapshot() for s in states])))
    disjunction = st.or_(*guards)
    out.path = prefix if disjunction is True else push(prefix, disjunction)
    out.trace, out.loops = base.trace, base.loops
    out.skip = all(s.skip for s in states)
    return out
