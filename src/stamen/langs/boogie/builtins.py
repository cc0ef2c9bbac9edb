"""Boogie functions declared `{:bvbuiltin "name"}` or `{:builtin "name"}`: the SMT-LIB
operator of that name over stamen values (st.udiv, st.lshr, Python operators, ...).

`builtin_operator(name)` returns a function of the evaluated arguments, or None
when stamen has no such operator (the caller refuses the construct).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import stamen as st

__all__ = ["builtin_operator"]


def _not(a):
    return st.not_(a)


def _ite(c, a, b):
    from stamen.langs.boogie.evaluate import ite

    return ite(c, a, b)


def _rem(a, b):
    """z3's integer `rem`: the Euclidean remainder, negated for a negative divisor."""
    return st.ite(b >= 0, st.mod(a, b), -st.mod(a, b))


def _bvcomp(a, b):
    return st.ite(a == b, st.BitVec(1)(1), st.BitVec(1)(0))


_FIXED: dict[str, Callable] = {
    # bit-vectors (SMT-LIB semantics: division by zero is defined, shifts saturate)
    "bvadd": lambda a, b: a + b, "bvsub": lambda a, b: a - b, "bvmul": lambda a, b: a * b,
    "bvneg": lambda a: -a, "bvnot": lambda a: ~a,
    "bvand": lambda a, b: a & b, "bvor": lambda a, b: a | b, "bvxor": lambda a, b: a ^ b,
    "bvnand": lambda a, b: ~(a & b), "bvnor": lambda a, b: ~(a | b),
    "bvxnor": lambda a, b: ~(a ^ b),
    "bvshl": lambda a, b: a << b, "bvlshr": st.lshr, "bvashr": lambda a, b: a >> b,
    "bvudiv": st.udiv, "bvurem": st.urem, "bvsdiv": lambda a, b: a / b, "bvsrem": st.srem,
    "bvsmod": st.smod,
    "bvult": st.ult, "bvule": st.ule, "bvugt": st.ugt, "bvuge": st.uge,
    "bvslt": lambda a, b: a < b, "bvsle": lambda a, b: a <= b,
    "bvsgt": lambda a, b: a > b, "bvsge": lambda a, b: a >= b,
    "bvcomp": _bvcomp, "concat": st.concat,
    # integers, reals, booleans
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "div": st.div, "mod": st.mod, "rem": _rem, "/": st.real_div,
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b, "=": lambda a, b: a == b,
    "to_real": st.to_real, "to_int": st.to_int,
    "not": _not, "and": st.and_, "or": st.or_, "=>": st.implies, "ite": _ite,
    "bv2int": st.bv2int, "bv2nat": st.bv2int,
    "sbv_to_int": lambda a: st.bv2int(a, signed=True),
    "ubv_to_int": st.bv2int,
}

_INDEXED = re.compile(r"\(?\s*_?\s*(zero_extend|sign_extend|int2bv|int_to_bv)\s+([0-9]+)\s*\)?\Z")
_EXTRACT = re.compile(r"\(?\s*_?\s*extract\s+([0-9]+)\s+([0-9]+)\s*\)?\Z")


def builtin_operator(name: str) -> Callable | None:
    """Returns the operator a builtin name stands for, or None if stamen has none."""
    name = name.strip()
    fixed = _FIXED.get(name)
    if fixed is not None:
        return fixed
    m = _INDEXED.match(name)
    if m:
        kind, n = m.group(1), int(m.group(2))
        if kind == "zero_extend":
            return lambda a: st.zero_extend(n, a)
        if kind == "sign_extend":
            return lambda a: st.sign_extend(n, a)
        return lambda a: st.int2bv(a, n)
    m = _EXTRACT.match(name)
    if m:
        hi, lo = int(m.group(1)), int(m.group(2))
        return lambda a: st.extract(hi, lo, a)
    return None
