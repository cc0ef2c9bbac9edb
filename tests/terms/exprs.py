"""Random expression trees over bool, int, real and bitvectors, for differential tests.

A tree is a nested tuple: `("var", name)`, `("lit", value)` or
`(op, *children)`. `run(tree, env)` evaluates it with Python operators, so
the same tree runs on plain Python values (bool, int, Fraction, BV) and on
symbolic terms; the two runs must agree once the terms' constants are
replaced by the plain values. A tree's *kind* is the type Python gives its
value: "bool", "int", "real" (Fraction) or a bitvector width.
"""

from __future__ import annotations

import functools

from hypothesis import strategies as st

from stamen.terms import operators as ops
from stamen.terms.boolean import ite, not_
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, BitVec
from stamen.terms.term import constant

__all__ = [
    "WIDTHS", "KINDS", "KIND_OF", "exprs", "literals", "run", "symbols", "sort_of_kind",
    "variables",
]

WIDTHS = (1, 4, 8, 32, 64)
KINDS = ("bool", "int", "real", *WIDTHS)
NAMES = ("a", "b")


def sort_of_kind(kind):
    """Returns the stamen sort of a kind."""
    return {"bool": BOOL, "int": INT, "real": REAL}.get(kind) or BitVec(kind)


def var_name(kind, i: str) -> str:
    """Returns the name of variable `i` of `kind`, e.g. "int_a" or "bv8_b"."""
    return f"{kind}_{i}" if type(kind) is str else f"bv{kind}_{i}"


KIND_OF = {var_name(k, n): k for k in KINDS for n in NAMES}


def symbols() -> dict:
    """Returns the symbolic constant for every variable name a tree may use."""
    return {
        var_name(k, n): constant(var_name(k, n), sort_of_kind(k)) for k in KINDS for n in NAMES
    }


def literals(kind):
    """Returns a strategy for plain values of `kind`."""
    if kind == "bool":
        return st.booleans()
    if kind == "int":
        return st.one_of(st.integers(-6, 6), st.integers(-(2**70), 2**70))
    if kind == "real":
        return st.fractions(min_value=-8, max_value=8, max_denominator=6)
    return st.integers(0, (1 << kind) - 1).map(lambda n: BV(n, kind))


def _leaf(kind):
    return st.one_of(
        st.sampled_from([("var", var_name(kind, n)) for n in NAMES]),
        literals(kind).map(lambda v: ("lit", v)),
    )


@functools.cache
def exprs(kind, depth: int = 3):
    """Returns a strategy for trees of `kind` at most `depth` operators deep (built once)."""
    if depth == 0:
        return _leaf(kind)
    return st.one_of(_leaf(kind), _compound(kind, depth - 1))


def _pick(kinds, depth):
    return st.one_of(*(exprs(k, depth) for k in kinds))


def _small_int_literal(lo, hi):
    return st.integers(lo, hi).map(lambda n: ("lit", n))


def _compound(kind, d):
    if kind == "bool":
        return _bool_ops(d)
    if kind == "int":
        return _int_ops(d)
    if kind == "real":
        return _real_ops(d)
    return _bv_ops(kind, d)


def _bool_ops(d):
    number = ("bool", "int", "real")
    bv_compare = st.sampled_from(["<", "<=", ">", ">=", "==", "!=", "ult", "ule", "ugt", "uge"])
    return st.one_of(
        st.tuples(st.sampled_from(["&", "|", "^", "==", "!="]), exprs("bool", d), exprs("bool", d)),
        st.tuples(st.just("not"), exprs("bool", d)),
        st.tuples(st.sampled_from(["<", "<=", ">", ">=", "==", "!="]),
                  _pick(number, d), _pick(number, d)),
        *(st.tuples(bv_compare, exprs(w, d), st.one_of(exprs(w, d), _small_int_literal(-3, 3)))
          for w in WIDTHS),
        st.tuples(st.just("ite"), exprs("bool", d), exprs("bool", d), exprs("bool", d)),
    )


def _int_ops(d):
    small = ("int", "bool")
    arith = st.sampled_from(["+", "-", "*", "//", "%"])
    return st.one_of(
        st.tuples(arith, _pick(small, d), exprs("int", d)),
        st.tuples(arith, exprs("int", d), _pick(small, d)),
        st.tuples(st.sampled_from(["+", "-", "*"]), exprs("bool", d), exprs("bool", d)),
        st.tuples(st.sampled_from(["neg", "abs", "~", "pos"]), _pick(small, d)),
        st.tuples(st.sampled_from(["<<", ">>", "**"]), _pick(small, d), _small_int_literal(0, 3)),
        st.tuples(st.just("//"), exprs("real", d), _pick(("real", "int"), d)),
        st.tuples(st.just("ite"), exprs("bool", d), exprs("int", d), exprs("int", d)),
        st.tuples(st.sampled_from(["bv2int", "bv2int_signed"]), _pick(WIDTHS, d)),
    )


def _real_ops(d):
    mixed = ("real", "int", "bool")
    arith = st.sampled_from(["+", "-", "*", "/", "%"])
    return st.one_of(
        st.tuples(arith, exprs("real", d), _pick(mixed, d)),
        st.tuples(arith, _pick(mixed, d), exprs("real", d)),
        st.tuples(st.sampled_from(["neg", "abs", "pos"]), exprs("real", d)),
        st.tuples(st.just("**"), exprs("real", d), _small_int_literal(0, 2)),
        st.tuples(st.just("ite"), exprs("bool", d), exprs("real", d), exprs("real", d)),
    )


_BV_BINARY = ["+", "-", "*", "&", "|", "^", "<<", ">>", "/", "%",
              "udiv", "urem", "srem", "smod", "lshr"]


def _bv_ops(w, d):
    e = exprs(w, d)
    options = [
        st.tuples(st.sampled_from(_BV_BINARY), e, e),
        st.tuples(st.sampled_from(_BV_BINARY), e, _small_int_literal(-3, 9)),
        st.tuples(st.sampled_from(["+", "-", "*", "&", "|", "^"]), _small_int_literal(-3, 9), e),
        st.tuples(st.sampled_from(["neg", "~"]), e),
        st.tuples(st.just("ite"), exprs("bool", d), e, e),
        st.tuples(st.just("int2bv"), st.just(w), exprs("int", d)),
    ]
    for v in WIDTHS:
        if v >= w:
            options.append(st.tuples(st.integers(0, v - w), exprs(v, d)).map(
                lambda t, w=w: ("extract", t[0] + w - 1, t[0], t[1])
            ))
        if v < w:
            extend = st.sampled_from(["zext", "sext"])
            options.append(st.tuples(extend, st.just(w - v), exprs(v, d)))
        if w - v in WIDTHS:
            options.append(st.tuples(st.just("concat"), exprs(v, d), exprs(w - v, d)))
    return st.one_of(*options)


def _not(v):
    return (not v) if type(v) is bool else not_(v)


def _ite(c, a, b):
    if type(c) is bool:
        return a if c else b
    return ite(c, a, b)


_BINARY = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b,
    "//": lambda a, b: a // b,
    "%": lambda a, b: a % b,
    "&": lambda a, b: a & b,
    "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b,
    "<<": lambda a, b: a << b,
    ">>": lambda a, b: a >> b,
    "**": lambda a, b: a**b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "ult": ops.ult, "ule": ops.ule, "ugt": ops.ugt, "uge": ops.uge,
    "udiv": ops.udiv, "urem": ops.urem, "srem": ops.srem, "smod": ops.smod, "lshr": ops.lshr,
    "concat": ops.concat,
}
_UNARY = {
    "neg": lambda a: -a,
    "pos": lambda a: +a,
    "abs": abs,
    "~": lambda a: ~a,
    "not": _not,
    "bv2int": ops.bv2int,
    "bv2int_signed": lambda a: ops.bv2int(a, signed=True),
}


def run(tree, env: dict):
    """Returns the value of `tree` with variables read from `env` (iteratively)."""
    done: dict[int, object] = {}
    stack = [(tree, False)]
    while stack:
        node, expanded = stack.pop()
        head = node[0]
        if head == "var":
            done[id(node)] = env[node[1]]
            continue
        if head == "lit":
            done[id(node)] = node[1]
            continue
        children = [c for c in node[1:] if type(c) is tuple]
        if not expanded:
            stack.append((node, True))
            stack.extend((c, False) for c in children)
            continue
        args = [done[id(c)] if type(c) is tuple else c for c in node[1:]]
        done[id(node)] = _apply(head, args)
    return done[id(tree)]


def _apply(head, args):
    if head in _BINARY:
        return _BINARY[head](*args)
    if head in _UNARY:
        return _UNARY[head](*args)
    if head == "ite":
        return _ite(*args)
    if head == "extract":
        return ops.extract(*args)
    if head == "zext":
        return ops.zero_extend(*args)
    if head == "sext":
        return ops.sign_extend(*args)
    if head == "int2bv":
        width, value = args
        return ops.int2bv(value, width)
    raise AssertionError(f"unknown head {head!r}")


def variables(tree) -> set[str]:
    """Returns the names of the variables in `tree`."""
    found, stack = set(), [tree]
    while stack:
        node = stack.pop()
        if node[0] == "var":
            found.add(node[1])
        elif node[0] != "lit":
            stack.extend(c for c in node[1:] if type(c) is tuple)
    return found
