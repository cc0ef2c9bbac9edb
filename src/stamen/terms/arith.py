"""Smart constructors for integer and real arithmetic (SMT-LIB semantics).

Sums and products are kept in a linear normal form: `add` flattens, collects
constants and like terms (1 + x + 2 -> x + 3, x - x -> 0); `mul` folds
literal factors and distributes a literal over a sum. `div`/`mod` are
Euclidean, as in SMT-LIB; Python's floor division is built from them in
`operators.py`. Both operands of a binary constructor have one sort.
"""

from __future__ import annotations

import math
from fractions import Fraction

from stamen.terms.boolean import ITE, ite
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
        parts.append(base if k == 1 else make2(MUL, k, base, sort))
    if const != 0:
        parts.append(const)
    if not parts:
        return Fraction(0) if sort is REAL else 0
    if len(parts) == 1:
        return parts[0]
    return make(ADD, tuple(parts), sort)


def mul(*args):
    """Returns the product of `args`: literal factors folded, a literal distributed over a sum."""
    const = 1
    terms: list[Term] = []
    stack = list(args)
    while stack:
        a = stack.pop()
        if type(a) is not Term:
            const *= a
            continue
        if a.op == MUL:
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


def neg(a):
    """Returns -a."""
    return mul(-1, a)


def sub(a, b):
    """Returns a - b."""
    return add(a, mul(-1, b))


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
    if type(a) is not Term and type(b) is not Term:
        return fold(a, b)
    if a is b:
        return reflexive
    # A literal compared with an ite of literals folds per branch.
    for t, lit, swap in ((a, b, False), (b, a, True)):
        if type(t) is Term and type(lit) is not Term and t.op == ITE:
            x, y = t.args[1], t.args[2]
            if type(x) is not Term and type(y) is not Term:
                fx = fold(lit, x) if swap else fold(x, lit)
                fy = fold(lit, y) if swap else fold(y, lit)
                return ite(t.args[0], fx, fy)
    return make2(op, a, b, BOOL)


def lt(a, b):
    """Returns a < b."""
    return _compare(LT, a, b, lambda x, y: x < y, False)


def le(a, b):
    """Returns a <= b."""
    return _compare(LE, a, b, lambda x, y: x <= y, True)


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
