"""Closed forms of a loop's iteration (accelerate.py): the updates it accepts, the
state after k iterations, and the tests they rest on (`affine`, `convex`).

`closed_form` classifies the values after one symbolic iteration (each variable as
the fresh constant x it started from, see accelerate.py's module doc): counters x + c,
temporaries, flags, array fills; `closed_forms` adds the case split on a condition
the loop does not change. `ClosedForm.at(values, k)` is the substitution of each x by
its value at the start of iteration k. Anything else raises `Refused`.
"""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie.evaluate import ite
from stamen.terms.sorts import INT

__all__ = ["Refused", "ClosedForm", "closed_form", "closed_forms", "affine", "convex",
           "mentions"]


class Refused(Exception):
    """The loop is not of a shape that is accelerated (see accelerate.py)."""


def affine(t, j):
    """Returns (b, a) with t == a + b*j, b an int and a free of the constant j, or None
    when t is not of that form (read through sums and products by int literals)."""
    if t is j:
        return 1, 0
    if not mentions(t, j):
        return 0, t
    if t.op == "add":
        b, a = 0, 0
        for arg in t.args:
            got = affine(arg, j)
            if got is None:
                return None
            b, a = b + got[0], a + got[1]
        return b, a
    if t.op == "mul" and len(t.args) == 2:
        for c, rest in ((t.args[0], t.args[1]), (t.args[1], t.args[0])):
            if type(c) is int:
                got = affine(rest, j)
                return None if got is None else (c * got[0], c * got[1])
    return None


_FLIP = {"lt": "le", "le": "lt"}  # not (a < b) is b <= a; not (a <= b) is b < a


def convex(formula, j) -> bool:
    """Whether the set of ints j where `formula` holds is an interval: a conjunction of
    comparisons (<, <=, ==, and the negations of < and <=) of int terms affine in j,
    and of formulas free of j."""
    if not mentions(formula, j):
        return True
    if formula.op == "and":
        return all(convex(f, j) for f in formula.args)
    atom = formula
    if atom.op == "not" and type(atom.args[0]) is st.Term and atom.args[0].op in _FLIP:
        atom = atom.args[0]
    if atom.op in ("lt", "le", "eq") and len(atom.args) == 2:
        return all(_is_int(a) and affine(a, j) is not None for a in atom.args)
    return False


def _conjuncts(formula) -> list:
    """Returns the conjuncts of a formula (itself when it is no conjunction)."""
    if type(formula) is st.Term and formula.op == "and":
        return [a for f in formula.args for a in _conjuncts(f)]
    return [formula]


def mentions(t, j) -> bool:
    """Whether the term `t` has the constant `j` free."""
    return type(t) is st.Term and any(c is j for c in st.constants(t))


def _is_int(v) -> bool:
    return type(v) is int or type(v) is st.Term and v.sort is INT


class ClosedForm:
    """The state after k iterations of an accepted loop (see `closed_form`)."""

    def __init__(self, steps: dict, invariant: dict, temps: dict, arrays: dict,
                 flags: dict, guard: list, j) -> None:
        self.steps = steps  # name -> (x, c): x + c per iteration
        self.invariant = invariant  # x -> value before the loop
        self.temps = temps  # name -> value after an iteration, in terms of x
        self.arrays = arrays  # name -> (x, address, value) of the iteration's store
        self.flags = flags  # name -> (x, condition, value): set to value where it holds
        self.guard = guard  # the back edge's constraints, in terms of x
        self.quantified: list = []  # those of them whose iterations form no interval
        self.j = j  # the iteration number's constant in `at`

    def at(self, values: dict, k) -> dict:
        """Returns the substitution of each x by its value at the start of iteration k
        (`values`: the names' values before the loop)."""
        sub = dict(self.invariant)
        for name, (x, c) in self.steps.items():
            sub[x] = values[name] + c * k
        for name, (x, _cond, _value) in self.flags.items():
            sub[x] = self.flag(values, name, k)
        return sub

    def flag(self, values: dict, name: str, k):
        """Returns the flag `name` after k iterations: its value when its condition held
        at some iteration j < k, else its value before the loop."""
        x, cond, value = self.flags[name]
        jb = st.fresh(int, "jb")
        at_jb = dict(self.invariant)
        for n, (xn, c) in self.steps.items():
            at_jb[xn] = values[n] + c * jb
        some = st.exists([jb], st.and_(jb >= 0, jb < k, st.substitute(cond, at_jb)))
        return ite(some, value, values[name])


def _flag(v, xn):
    """Returns (condition, value) when v is `if condition then value else xn` (or the
    other way round, with the condition negated), else None."""
    if type(v) is not st.Term or v.op != "ite":
        return None
    c, t, e = v.args
    if e is xn and t is not xn:
        return c, t
    if t is xn and e is not xn:
        return st.not_(c), e
    return None


def closed_form(after: dict, x: dict, values: dict, guard: list) -> ClosedForm:
    """Classifies the iteration's updates (module doc); raises Refused when one is not
    of the accepted shapes or the guard is not convex."""
    invariant = {x[n]: values[n] for n, v in after.items() if v is x[n]}
    steps, temps, arrays, flags = {}, {}, {}, {}
    for name, v in after.items():
        xn = x[name]
        if v is xn:
            continue
        v = st.substitute(v, invariant) if invariant and type(v) is st.Term else v
        c = st.substitute(v, {xn: 0}) if type(v) is st.Term and _is_int(xn) else None
        if type(c) is int and c != 0 and (xn + c) is v:
            steps[name] = (xn, c)
        elif type(v) is st.Term and v.op == "store" and v.args[0] is xn:
            arrays[name] = (xn, v.args[1], v.args[2])
        elif _flag(v, xn) is not None:
            flags[name] = (xn, *_flag(v, xn))
        else:
            temps[name] = v
    guard = [st.substitute(g, invariant) if invariant else g for g in guard]
    induction = {xn.tid for xn, _ in steps.values()}
    flagged = {xn.tid for xn, _, _ in flags.values()}
    others = {t.tid for t in x.values()} - induction - {t.tid for t in invariant}
    for v in [*(a for _, a, _ in arrays.values()), *(e for _, _, e in arrays.values()),
              *(c for _, c, _ in flags.values())]:
        if any(c.tid in others for c in st.constants(v)):
            raise Refused("an update reads a value the loop changes otherwise than by a "
                          "constant step")
    for _, _, e in flags.values():
        if any(c.tid in others or c.tid in induction for c in st.constants(e)):
            raise Refused("a flag set to a value the loop changes")
    for v in [*temps.values(), *guard]:
        if any(c.tid in others and c.tid not in flagged for c in st.constants(v)):
            raise Refused("an update or the guard reads a value the loop changes "
                          "otherwise than by a constant step or a flag")
    j = st.fresh(int, "j")
    form = ClosedForm(steps, invariant, temps, arrays, flags, guard, j)
    at_j = form.at(values, j)
    atoms = [a for g in guard for a in _conjuncts(g)]
    form.guard = [a for a in atoms if convex(st.substitute(a, at_j), j)]
    form.quantified = [a for a in atoms if not any(a is g for g in form.guard)]
    for a in form.quantified:
        if any(c.tid in others for c in st.constants(a)):
            raise Refused("the loop's guard is not convex in the iteration number and "
                          "reads a flag")
    for _, a, _ in arrays.values():
        got = affine(st.substitute(a, at_j), j)
        if got is None or got[0] == 0:
            raise Refused("an array store whose address does not move by a constant step")
    return form


def closed_forms(guard: list, after: dict, x: dict, values: dict) -> list:
    """Returns [(True, form)] for the iteration, or, when its updates are not of the
    accepted shapes as they are but are under a condition c that the loop does not
    change (`if c then x + 1 else x + 2`), [(c, form), (!c, form)] with c taken true,
    then false: the loop runs one of the two all along. Raises Refused otherwise."""
    try:
        return [(True, closed_form(after, x, values, guard))]
    except Refused:
        c = _unchanged_condition([*after.values(), *guard], x)
        if c is None:
            raise
    forms = []
    for case, truth in ((c, True), (st.not_(c), False)):
        sub = {c: truth}
        form = closed_form({n: st.substitute(v, sub) if type(v) is st.Term else v
                            for n, v in after.items()}, x, values,
                           [st.substitute(g, sub) for g in guard])
        if form.arrays:
            raise Refused("an array fill under a case split")
        forms.append((case, form))
    return forms


def _unchanged_condition(values: list, x: dict):
    """Returns the condition of an `ite` among `values` that mentions no x (the loop does
    not change it), or None."""
    xs = {t.tid for t in x.values()}
    todo, seen = [v for v in values if type(v) is st.Term], set()
    while todo:
        t = todo.pop()
        if t.tid in seen:
            continue
        seen.add(t.tid)
        if t.op == "ite" and type(t.args[0]) is st.Term and \
                not any(c.tid in xs for c in st.constants(t.args[0])):
            return t.args[0]
        todo.extend(a for a in t.args if type(a) is st.Term)
    return None
