"""Deciding a formula by its few cases: when the formula itself confines each of its
constants to a handful of values (a bool; a bit-vector of a few bits; a conjunct
`c == k1 or c == k2 ...`, as an assume that pins an input to a domain writes), it holds
exactly when it evaluates to True under one of the assignments those values make.

The solver can find such a formula very hard where evaluation is trivial: z3 bit-blasts
every IEEE division of a double (3 to 35 CPU s for `1.0 < w / 1e100 / 1e100` with `w`
assumed one of nine values), while evaluating it on the nine values takes microseconds.
Evaluation is the terms' own concrete semantics (`substitute` folds constants with the
constructors that run the program concretely), the same by which a model is replayed.
A case that does not fold to a bool leaves the formula undecided (None): the caller asks
the solver as before."""

from __future__ import annotations

import itertools

from stamen.terms.boolean import AND, EQ, OR, and_
from stamen.terms.bv import BV
from stamen.terms.floats import FP_LIT, float_of_bits
from stamen.terms.quantifiers import QUANTIFIERS
from stamen.terms.sorts import BOOL, BitVecSort
from stamen.terms.term import CONST, Term
from stamen.terms.traverse import postorder, substitute

__all__ = ["MAX_CASES", "decide_by_cases"]

# At most this many assignments are evaluated, and at most CASE_BUDGET term nodes in all
# (cases times the formula's size): beyond them the solver decides, as before.
MAX_CASES = 256
CASE_BUDGET = 200_000
_BV_BITS = 8  # a bit-vector of at most this width is enumerated whole


def decide_by_cases(conjuncts: list) -> bool | None:
    """Returns whether the conjunction of `conjuncts` (boolean terms) may hold, decided by
    evaluating it under every assignment its own conjuncts allow, or None when those are
    not few (see the module docstring) or a case does not evaluate to a bool."""
    if any(c is False for c in conjuncts):
        return False
    parts = [c for c in conjuncts if type(c) is Term]
    if len(parts) < len(conjuncts) - sum(1 for c in conjuncts if c is True):
        return None  # a conjunct that is neither a term nor a bool: not ours to decide
    domains = _domains(parts)
    if domains is None:
        return None
    formula = and_(*parts)
    names = list(domains)
    undecided = False
    for values in itertools.product(*(domains[c] for c in names)):
        value = substitute(formula, dict(zip(names, values, strict=True)))
        if value is True:
            return True
        if value is not False:
            undecided = True
    return None if undecided else False


def _domains(parts: list) -> dict | None:
    """Returns {constant: candidate values} covering every model of the conjunction of
    `parts`, or None when some constant has no small domain or the cases exceed the
    budgets. The walk stops at the first constant without one (an int, say): a check that
    cannot be decided by cases costs little more than the descent to its first leaf."""
    pinned = _pinned_values(parts)
    domains: dict = {}
    cases, size = 1, 0
    for t in postorder(parts):
        size += 1
        if t.op == CONST:
            values = pinned.get(t.tid)
            if values is None:
                values = _sort_values(t.sort)
            if values is None:
                return None
            domains[t] = values
            cases *= len(values)
        elif t.op in QUANTIFIERS:
            return None  # its bound constants are not inputs to enumerate
        if cases > MAX_CASES or cases * size > CASE_BUDGET:
            return None
    return domains


def _sort_values(sort) -> tuple | None:
    """Returns every value of a small finite sort (bool, a narrow bit-vector), else None."""
    if sort is BOOL:
        return (False, True)
    if isinstance(sort, BitVecSort) and sort.width <= _BV_BITS:
        return tuple(BV(n, sort.width) for n in range(1 << sort.width))
    return None


def _pinned_values(parts: list) -> dict[int, tuple]:
    """Returns {constant tid: values} for the top-level conjuncts of `parts` that say a
    constant equals one of some literals (`c == k` or a disjunction of such)."""
    pinned: dict[int, tuple] = {}
    stack = list(parts)
    while stack:
        t = stack.pop()
        if type(t) is not Term:
            continue
        if t.op == AND:
            stack.extend(t.args)
            continue
        found = _equalities(t)
        if found is not None:
            tid, values = found
            old = pinned.get(tid)
            pinned[tid] = values if old is None or len(values) < len(old) else old
    return pinned


def _equalities(t: Term) -> tuple[int, tuple] | None:
    """Returns (tid, values) when `t` is `c == k` or `c == k1 or c == k2 ...` for one
    constant c and literals k, else None."""
    members = t.args if t.op == OR else (t,)
    tid, values = None, []
    for m in members:
        pair = _equality(m)
        if pair is None or (tid is not None and pair[0] != tid):
            return None
        tid = pair[0]
        values.append(pair[1])
    return (tid, tuple(values)) if tid is not None else None


def _equality(t) -> tuple[int, object] | None:
    """Returns (tid, value) when `t` is `c == k` for a constant c and a literal k."""
    if type(t) is not Term or t.op != EQ or len(t.args) != 2:
        return None
    for c, k in (t.args, reversed(t.args)):
        if type(c) is Term and c.op == CONST:
            value = _literal(k)
            if value is not None:
                return c.tid, value
    return None


def _literal(k):
    """Returns the concrete value of a literal operand (a Python value or a float's literal
    node), None for a symbolic one."""
    if type(k) is not Term:
        return k
    if k.op == FP_LIT:
        return float_of_bits(k.args[0])
    return None
