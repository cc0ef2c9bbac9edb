"""Smart constructors for the core theory: not, and, or, implies, ite, eq.

Each constructor folds literals, applies the identities listed on it, and
orders commutative arguments by tid, so equal formulas share one term.
Arguments are assumed to be already well-sorted (checked in `operators.py`).
"""

from __future__ import annotations

from stamen.terms.rebuild import register
from stamen.terms.sorts import BOOL
from stamen.terms.term import Term, literal_sort, make, make2

__all__ = ["NOT", "AND", "OR", "ITE", "EQ", "not_", "and_", "or_", "implies", "xor", "ite", "eq"]

NOT, AND, OR, ITE, EQ = "not", "and", "or", "ite", "eq"

# Negating an order comparison swaps it: not(a < b) == (b <= a). Valid for
# int, real and both bitvector orders, which are total.
_NEGATED = {"lt": "le", "le": "lt", "bvult": "bvule", "bvule": "bvult",
            "bvslt": "bvsle", "bvsle": "bvslt"}


def not_(a):
    """Returns ¬a. Rules: literals, ¬¬a = a, ¬(a<b) = b<=a (and the other orders)."""
    if a is True:
        return False
    if a is False:
        return True
    op = a.op
    if op == NOT:
        return a.args[0]
    flipped = _NEGATED.get(op)
    if flipped is not None:
        return make2(flipped, a.args[1], a.args[0], BOOL)
    return make(NOT, (a,), BOOL)


def _connective(op: str, unit: bool, args, absorb: bool = True):
    """Builds the n-ary and/or: flattens, drops the unit, absorbs the zero, finds a∘¬a."""
    zero = not unit
    seen: dict[int, Term] = {}
    stack = list(args)
    stack.reverse()
    while stack:
        a = stack.pop()
        if a is unit:
            continue
        if a is zero:
            return zero
        if a.op == op:
            stack.extend(reversed(a.args))
            continue
        seen[a.tid] = a
    if not seen:
        return unit
    dual = OR if op == AND else AND
    for t in seen.values():
        flipped = _NEGATED.get(t.op)
        if flipped is not None and t.args[0] is not t.args[1]:
            # a < b together with b <= a (its negation): a ∧ ¬a = False, a ∨ ¬a = True
            negation = make2(flipped, t.args[1], t.args[0], BOOL)
            if negation.tid in seen:
                return zero
        if t.op == NOT:
            inner = t.args[0]
            if inner.tid in seen:
                return zero
            # a ∧ ¬(a ∨ b) = False, and a ∨ ¬(a ∧ b) = True
            if inner.op == dual and any(x.tid in seen for x in inner.args):
                return zero
            # a ∧ b ∧ ¬(a ∧ b) = False, and a ∨ b ∨ ¬(a ∨ b) = True
            if inner.op == op and all(x.tid in seen for x in inner.args):
                return zero
    if absorb:
        absorbed = _absorb_negations(op, seen)
        if absorbed is not seen:
            return absorbed  # rebuilt from simpler members
    if len(seen) == 1:
        return next(iter(seen.values()))
    return make(op, tuple(seen[k] for k in sorted(seen)), BOOL)


def _absorb_negations(op: str, seen: dict):
    """a ∨ (¬a ∧ x) = a ∨ x and a ∧ (¬a ∨ x) = a ∧ x (also for ¬(a ∨ b) when a and b are
    outer members): drops, from each inner conjunction (disjunction), the members that are
    the negation of outer ones. Returns `seen` unchanged or the rebuilt formula."""
    dual = AND if op == OR else OR
    changed = {}
    # the outer members' negated atoms, once: a lookup per inner member, not a scan of all
    negated = {t.args[0].tid for t in seen.values() if t.op == NOT}
    for tid, t in seen.items():
        if t.op != dual or len(t.args) > 32:
            continue
        if any(x.tid in seen for x in t.args):
            changed[tid] = None  # a ∧ (a ∨ b) = a and a ∨ (a ∧ b) = a: drop it
            continue
        kept = [x for x in t.args if not _negates_outer(x, op, seen, negated)]
        if len(kept) != len(t.args):
            changed[tid] = kept
    if not changed:
        return seen
    members = []
    for tid, t in seen.items():
        if tid in changed and changed[tid] is None:
            continue
        kept = changed.get(tid)
        if kept is None:
            members.append(t)
        elif not kept:
            return op == OR  # inner ∧ of negated outer members: the ∨ is True; dually False
        elif len(kept) == 1:
            members.append(kept[0])
        else:
            members.append(make(dual, tuple(sorted(kept, key=lambda x: x.tid)), BOOL))
    return _connective(op, op == AND, members, absorb=False)


def _negates_outer(x: Term, op: str, seen: dict, negated: set) -> bool:
    """Whether x is the negation of an outer member (or of an `op` of outer members);
    `negated` holds the tids of the atoms that outer members negate."""
    if x.op == NOT:
        inner = x.args[0]
        if inner.tid in seen:
            return True
        return inner.op == op and all(a.tid in seen for a in inner.args)
    return x.tid in negated


def and_(*args):
    """Returns the conjunction of `args` (True for none)."""
    if len(args) == 2:
        a, b = args
        if a is True:
            return b
        if b is True:
            return a
        if a is False or b is False:
            return False
        if a is b:
            return a
    return _connective(AND, True, args)


def or_(*args):
    """Returns the disjunction of `args` (False for none)."""
    if len(args) == 2:
        a, b = args
        if a is False:
            return b
        if b is False:
            return a
        if a is True or b is True:
            return True
        if a is b:
            return a
    return _connective(OR, False, args)


def implies(a, b):
    """Returns a ⇒ b, as ¬a ∨ b."""
    return or_(not_(a), b)


def xor(a, b):
    """Returns a ⊕ b, as ¬(a = b)."""
    return not_(eq(a, b))


def ite(c, a, b):
    """Returns if-then-else; `a` and `b` have one sort.

    Rules: literal or negated condition, equal branches (or equal literals), nested ite on the
    same condition, and boolean ite rewritten to and/or.
    """
    if c is True:
        return a
    if c is False:
        return b
    if a is b:
        return a
    if type(a) is float or type(b) is float:  # held as fp.lit nodes: 0.0 == -0.0 in Python
        from stamen.terms.floats import fp_ite

        return fp_ite(c, a, b)
    if c.op == NOT:
        c, a, b = c.args[0], b, a
    if type(a) is Term and a.op == ITE and a.args[0] is c:
        a = a.args[1]
    if type(b) is Term and b.op == ITE and b.args[0] is c:
        b = b.args[2]
    if a is b or type(a) is type(b) and type(a) is not Term and a == b:
        return a
    if a is c:
        return or_(c, b) if b is not True else True
    if b is c:
        return and_(c, a)
    if a is True or a is False or b is True or b is False:
        if a is True:
            return or_(c, b)
        if a is False:
            return and_(not_(c), b)
        if b is True:
            return or_(not_(c), a)
        return and_(c, a)
    sort = a.sort if type(a) is Term else b.sort if type(b) is Term else literal_sort(a)
    if (type(a) is Term and a.op == ITE) or (type(b) is Term and b.op == ITE):
        merged = _merge_value_sets(c, a, b, sort)
        if merged is not None:
            return merged
    return make(ITE, (c, a, b), sort)


def _merge_value_sets(c, a, b, sort):
    """ite(c, a, b) for a and b ite trees of literals: one branch per distinct value."""
    from stamen.terms.valueset import from_value_map, is_value_set, value_map

    for branch in (a, b):
        if type(branch) is Term and not (branch.op == ITE and is_value_set(branch)):
            return None
    vm = value_map(make(ITE, (c, a, b), sort))
    return None if vm is None else from_value_map(vm, sort, covering=True)


def _is_lit(v) -> bool:
    return type(v) is not Term


def eq(a, b):
    """Returns a = b for two values of one sort.

    Rules: literals, a = a, boolean equality with a literal, and a literal
    compared with an ite of literals (common after merging).
    """
    if a is b:
        return True
    if type(a) is float or type(b) is float:  # structural: nan = nan, -0.0 != 0.0
        from stamen.terms.floats import same

        return same(a, b)
    a_lit, b_lit = _is_lit(a), _is_lit(b)
    if a_lit and b_lit:
        return a == b
    if a_lit:
        a, b = b, a
        b_lit = True
    if b_lit:
        if a.sort is BOOL:
            return a if b is True else not_(a)
        if a.op == ITE:
            from stamen.terms.valueset import COMPARE_LIMIT, value_map

            vm = value_map(a, COMPARE_LIMIT)
            if vm is not None:
                return or_(*(g for v, g in vm.items() if v == b))
        return make2(EQ, a, b, BOOL)
    if a.sort is BOOL:
        if a.op == NOT and a.args[0] is b or b.op == NOT and b.args[0] is a:
            return False
    if a.tid > b.tid:
        a, b = b, a
    return make2(EQ, a, b, BOOL)


register(NOT, lambda args, sort: not_(args[0]))
register(AND, lambda args, sort: and_(*args))
register(OR, lambda args, sort: or_(*args))
register(ITE, lambda args, sort: ite(*args))
register(EQ, lambda args, sort: eq(*args))
