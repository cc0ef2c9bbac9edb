"""The names a piece of Boogie syntax mentions, and the declarations an entry point can
reach: Symbooglix's global dead-declaration elimination.

`live_declarations(world, impl)` returns the names of the variables,
constants and functions that the entry point's code can reach (through calls,
specifications, where clauses and function bodies), closed under the axioms
that mention any of them; the axioms that mention none are dead. An axiom
that mentions no name at all is kept (it may be inconsistent by itself).
Names bound inside (quantified and let-bound variables, a function's parameters
in its body) are not mentions: SMACK's float axioms bind `f` and `i`, which must
not make them live through a program variable of the same name. Named types are
mentions, and a declaration mentions its type: an axiom about a sort the entry
point uses is kept (it may bound the sort's size, which the live axioms' models
must respect), so only axioms over other functions, constants and sorts are dead.
"""

from __future__ import annotations

import dataclasses

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.world import Impl, World

__all__ = ["names_in", "live_declarations"]

_FIELDS: dict[type, tuple] = {}


def _fields(kind: type) -> tuple:
    got = _FIELDS.get(kind)
    if got is None:
        got = _FIELDS[kind] = tuple(f.name for f in dataclasses.fields(kind) if f.name != "pos")
    return got


def names_in(node, out: set | None = None) -> set:
    """Returns the free names of variables, constants, functions and procedures below
    `node` (a quantifier's or let's bound names are not free in its body)."""
    out = set() if out is None else out
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, tuple):
            stack.extend(n)
            continue
        if not isinstance(n, A.Node):
            continue
        kind = type(n)
        if kind is A.Quantifier:
            out |= names_in((n.bound, n.triggers, n.body)) - {v.name for v in n.bound if v.name}
            continue
        if kind is A.LetExpr:
            names_in(n.rhss, out)
            out |= names_in(n.body) - set(n.names)
            continue
        if kind is A.Var or kind is A.FunCall or kind is A.VarLhs or kind is A.Call or \
                kind is A.NamedType:
            out.add(n.name)
        elif kind is A.Havoc or kind is A.Modifies:
            out.update(n.names)
        for f in _fields(kind):
            v = getattr(n, f)
            if isinstance(v, (A.Node, tuple)):
                stack.append(v)
        if kind is A.Call:
            out.update(o for o in n.outs if o)
    return out


def live_declarations(world: World, impl: Impl) -> tuple[set, list]:
    """Returns (the live names, the live axioms) for the entry point `impl`."""
    live: set = set()
    todo_procs = [impl.name]
    seen_procs: set = set()
    seen_funcs: set = set()
    while todo_procs:
        name = todo_procs.pop()
        if name in seen_procs:
            continue
        seen_procs.add(name)
        proc = world.procedures.get(name)
        found: set = set()
        if proc is not None:
            names_in((proc.ins, proc.outs, proc.specs), found)
        for i in world.impls.get(name, ()):
            names_in((i.ins, i.outs, i.body), found)
        _close_functions(world, found, seen_funcs)
        live |= found
        todo_procs.extend(n for n in found if n in world.procedures and n not in seen_procs)
    _add_types(world, live)
    axioms = list(world.axioms)
    mentions = [names_in(ax.expr) for ax in axioms]
    for m in mentions:
        _close_functions(world, m, set())
        _add_types(world, m)
    kept = [not m for m in mentions]
    changed = True
    while changed:
        changed = False
        for i, m in enumerate(mentions):
            if not kept[i] and m & live:
                kept[i] = True
                live |= m
                changed = True
    for name in list(live):
        d = world.globals.get(name)
        if d is not None and d.where is not None:
            live |= names_in(d.where)
    return live, [ax for ax, k in zip(axioms, kept, strict=True) if k]


def _add_types(world: World, names: set) -> None:
    """Adds the named types of the declarations (globals, constants, functions) of
    `names`."""
    for name in list(names):
        d = world.globals.get(name) or world.consts.get(name)
        if d is not None:
            names_in(d.type, names)
            continue
        f = world.functions.get(name)
        if f is not None:
            names_in((f.params, f.result), names)


def _close_functions(world: World, names: set, seen: set) -> None:
    """Adds the names that the bodies of the functions in `names` mention."""
    todo = [n for n in names if n in world.functions]
    while todo:
        f = todo.pop()
        if f in seen:
            continue
        seen.add(f)
        d = world.functions[f]
        if d.body is not None:
            found = names_in(d.body) - {p.name for p in d.params if p.name}
            names |= found
            todo.extend(n for n in found if n in world.functions and n not in seen)
