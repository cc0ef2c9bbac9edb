"""Smart constructors for integer and real arithmetic (SMT-LIB semantics).

Sums and products are kept in a linear normal form: `add` flattens, collects
constants and like terms (1 + x + 2 -> x + 3, x - x -> 0); `mul` folds
literal factors and distributes a literal over a sum. `div`/`mod` are
Euclidean, as in SMT-LIB; Python's floor division is built from them in
`operators.py`. Both operands of a binary constructor have one sort.
"""

from __future__ import annotations

import math
import operator
from fractions import Fraction

from stamen.terms.boolean import ITE
from stamen.terms.rebuild import register
from stamen.terms.sorts import BOOL, INT, REAL
from stamen.terms.term import Term, make, make2

__all__ = [
    "ADD", "MUL", "DIV", "MOD", "RDIV", "LT", "LE", "TO_REAL", "TO_INT",
    "add", "mul", "neg", "sub", "div", "mod", "rdiv", "lt", "le", "gt", "ge",
    "to_real", "to_int", "euclid_divmod",
]

ADD, MUL, DIV, MOD, RDIV = "add", "mul", "div", "mod", "rdiv"
LT, LE, TO_REAL, TO_INT = "lt", "le", "to_real", "to_int"


def _monomial(t: Term):
    """Returns (coefficient, base) with t = coefficient * base."""
    if t.op == MUL and len(t.args) == 2 and type(t.args[0]) is not Term:
        return t.args[0], t.args[1]
    return 1, t


def add(*args):
    """Returns the sum of `args` in linear normal form (monomials by tid, constant last)."""
    if len(args) == 2:
        a, b = args
        if type(a) is not Term:
            a, b = b, a
        if type(a) is Term:
            kind = type(b)
            if kind is Term:
                return add_terms(a, b)
            if kind is (int if a.sort is INT else Fraction):
                return add_literal(a, b)
    return _add_all(args)


def add_literal(t: Term, k):
    """Returns t + k for a term `t` and a literal `k` of its sort (a Fraction for real).

    The fast path of `add`, giving the same normal form: t + 0 = t, the constant
    of a sum is updated in place (it is always the last argument), an ite of
    literals goes through the general rules.
    """
    if k == 0:
        return t
    op = t.op
    if op == ADD:
        args = t.args
        last = args[-1]
        if type(last) is Term:
            return make(ADD, (*args, k), t.sort)
        k += last
        if k == 0:
            return args[0] if len(args) == 2 else make(ADD, args[:-1], t.sort)
        return make(ADD, (*args[:-1], k), t.sort)
    if op == ITE:
        return _add_all((t, k))
    return make2(ADD, t, k, t.sort)


def add_terms(a: Term, b: Term):
    """Returns a + b for two terms of one sort: the fast path of `add` when neither is a sum
    and their monomials have different bases (the sum is then the two, ordered by base)."""
    if a.op == ADD or b.op == ADD:
        return _add_all((a, b))
    base_a = a.args[1] if a.op == MUL and len(a.args) == 2 and type(a.args[0]) is not Term else a
    base_b = b.args[1] if b.op == MUL and len(b.args) == 2 and type(b.args[0]) is not Term else b
    if base_a is base_b:
        return _add_all((a, b))
    if base_a.tid > base_b.tid:
        return make2(ADD, b, a, a.sort)
    return make2(ADD, a, b, a.sort)


def _add_all(args):
    """The general `add`: flattens, collects like monomials and the constant."""
    const = 0
    coeffs: dict[int, list] = {}
    sort = None
    stack = list(args)
    while stack:
        a = stack.pop()
        if type(a) is not Term:
            const += a
            continue
        sort = a.sort
        if a.op == ADD:
            stack.extend(a.args)
            continue
        k, base = _monomial(a)
        entry = coeffs.get(base.tid)
        if entry is None:
            coeffs[base.tid] = [k, base]
        else:
            entry[0] += k
    if sort is None:
        return const
    if sort is REAL:
        const = Fraction(const)
    parts = []
    for tid in sorted(coeffs):
        k, base = coeffs[tid]
        if k == 0:
            continue
        if k != 1 and sort is REAL:
            k = Fraction(k)
        parts.append(base if k == 1 else make2(MUL, k, base, sort))
    if const != 0:
        if len(parts) == 1 and parts[0].op == ITE:
            shifted = _shift_values(parts[0], const, sort)
            if shifted is not None:
                return shifted
        parts.append(const)
    if not parts:
        return Fraction(0) if sort is REAL else 0
    if len(parts) == 1:
        return parts[0]
    return make(ADD, tuple(parts), sort)


def _shift_values(t: Term, const, sort):
    """Returns ite-of-literals `t` + const with the constant pushed into the leaves."""
    from stamen.terms.valueset import from_value_map, value_map

    vm = value_map(t)
    if vm is None:
        return None
    return from_value_map({v + const: g for v, g in vm.items()}, sort, covering=True)


# A product of more factors than this is not flattened into an enclosing product: it
# stays one factor, so repeated squaring (t = t*t) builds nodes of bounded size.
_MAX_FLAT_FACTORS = 64


def mul(*args):
    """Returns the product of `args`: literal factors folded, a literal distributed over a sum,
    nested products flattened (up to `_MAX_FLAT_FACTORS` factors each)."""
    const = 1
    terms: list[Term] = []
    stack = list(args)
    while stack:
        a = stack.pop()
        if type(a) is not Term:
            const *= a
            continue
        if a.op == MUL and (len(a.args) <= _MAX_FLAT_FACTORS or type(a.args[0]) is not Term):
            stack.extend(a.args)
            continue
        terms.append(a)
    if not terms:
        return const
    sort = terms[0].sort
    if sort is REAL:
        const = Fraction(const)
    if const == 0:
        return const
    if len(terms) == 1:
        t = terms[0]
        if const == 1:
            return t
        if t.op == ADD:
            return add(*(mul(const, m) for m in t.args))
        return make2(MUL, const, t, sort)
    terms.sort(key=lambda t: t.tid)
    product = make(MUL, tuple(terms), sort)
    return product if const == 1 else make2(MUL, const, product, sort)


def mul_literal(t: Term, k):
    """Returns k * t for a term `t` and a literal `k` of its sort (a Fraction for real):
    the fast path of `mul` when `t` is neither a product nor a sum."""
    if k == 1 or k == 0:
        return t if k == 1 else k
    if t.op == MUL or t.op == ADD:
        return mul(k, t)
    return make2(MUL, k, t, t.sort)


def neg(a):
    """Returns -a."""
    if type(a) is Term:
        return mul_literal(a, Fraction(-1) if a.sort is REAL else -1)
    return -a


def sub(a, b):
    """Returns a - b."""
    if type(b) is not Term:
        return add(a, -b)
    return add(a, neg(b))


def euclid_divmod(a: int, b: int) -> tuple[int, int]:
    """Returns SMT-LIB's Euclidean (q, r): a = b*q + r with 0 <= r < |b|; b != 0."""
    r = a % abs(b)
    return (a - r) // b, r


def div(a, b):
    """Returns Euclidean integer division a div b (SMT-LIB `div`). b = 0 is left unfolded."""
    if type(b) is not Term:
        if type(a) is not Term and b != 0:
            return euclid_divmod(a, b)[0]
        if b == 1:
            return a
        if b == -1:
            return neg(a)
    return make2(DIV, a, b, INT)


def mod(a, b):
    """Returns Euclidean integer remainder a mod b (SMT-LIB `mod`), in [0, |b|)."""
    if type(b) is not Term:
        if type(a) is not Term and b != 0:
            return euclid_divmod(a, b)[1]
        if b == 1 or b == -1:
            return 0
    return make2(MOD, a, b, INT)


def rdiv(a, b):
    """Returns real division a / b. b = 0 is left unfolded."""
    if type(b) is not Term and b != 0:
        if type(a) is not Term:
            return Fraction(a) / b
        return mul(Fraction(1) / Fraction(b), a)
    return make2(RDIV, a, b, REAL)


def _compare(op: str, a, b, fold, reflexive: bool):
    a_term, b_term = type(a) is Term, type(b) is Term
    if not (a_term or b_term):
        return fold(a, b)
    if a is b:
        return reflexive
    if (a_term and a.op == ITE) or (b_term and b.op == ITE):
        return _compare_values(op, a, b, fold)
    return make2(op, a, b, BOOL)


def _compare_values(op: str, a, b, fold):
    """A literal compared with an ite of literals folds to the guards of the values that pass."""
    for t, lit, swap in ((a, b, False), (b, a, True)):
        if type(t) is Term and type(lit) is not Term and t.op == ITE:
            from stamen.terms.boolean import or_
            from stamen.terms.valueset import COMPARE_LIMIT, value_map

            vm = value_map(t, COMPARE_LIMIT)
            if vm is not None:
                return or_(*(g for v, g in vm.items() if (fold(lit, v) if swap else fold(v, lit))))
    return make2(op, a, b, BOOL)


def lt(a, b):
    """Returns a < b."""
    return _compare(LT, a, b, operator.lt, False)


def le(a, b):
    """Returns a <= b."""
    return _compare(LE, a, b, operator.le, True)


def gt(a, b):
    """Returns a > b, as b < a."""
    return lt(b, a)


def ge(a, b):
    """Returns a >= b, as b <= a."""
    return le(b, a)


def to_real(a):
    """Returns the int `a` as a real."""
    if type(a) is not Term:
        return Fraction(a)
    return make(TO_REAL, (a,), REAL)


def to_int(a):
    """Returns floor(a) for a real `a`."""
    if type(a) is not Term:
        return math.floor(a)
    if a.op == TO_REAL:
        return a.args[0]
    return make(TO_INT, (a,), INT)


register(ADD, lambda args, sort: add(*args))
register(MUL, lambda args, sort: mul(*args))
register(DIV, lambda args, sort: div(*args))
register(MOD, lambda args, sort: mod(*args))
register(RDIV, lambda args, sort: rdiv(*args))
register(LT, lambda args, sort: lt(*args))
register(LE, lambda args, sort: le(*args))
register(TO_REAL, lambda args, sort: to_real(args[0]))
register(TO_INT, lambda args, sort: to_int(args[0]))
