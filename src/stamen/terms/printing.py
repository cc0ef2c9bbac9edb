"""Readable rendering of terms, Python-like and infix where Python has the operator.

Rendering is iterative and stops after `limit` characters (ending in "…"),
because a shared DAG can expand to a tree exponentially larger than itself.
"""

from __future__ import annotations

import struct
from fractions import Fraction

from stamen.terms.bv import BV
from stamen.terms.term import CONST, Term

__all__ = ["term_str", "literal_str"]

_INFIX = {
    "add": " + ", "mul": "*", "eq": " == ", "lt": " < ", "le": " <= ",
    "and": " and ", "or": " or ", "rdiv": " / ",
    "bvadd": " + ", "bvsub": " - ", "bvmul": "*", "bvand": " & ", "bvor": " | ",
    "bvxor": " ^ ", "bvshl": " << ", "bvashr": " >> ", "bvsdiv": " / ", "bvsmod": " % ",
    "bvslt": " < ", "bvsle": " <= ",
}
_PREFIX = {"not": "not ", "bvnot": "~", "bvneg": "-"}
_MAX_DECIMAL_BITS = 4096


def literal_str(v) -> str:
    """Returns the rendering of a literal value (huge numbers in hex: see `_int_text`)."""
    if type(v) is BV:
        return f"BV{v.width}({_int_text(v.signed)})"
    if type(v) is Fraction:
        if v.denominator == 1:
            return _int_text(v.numerator)
        return f"{_int_text(v.numerator)}/{_int_text(v.denominator)}"
    if type(v) is int:
        return _int_text(v)
    return repr(v)


def _int_text(n: int) -> str:
    """Returns `n` in decimal, or in hex past 4096 bits: decimal conversion of huge ints is
    slow, and Python refuses it past 4300 digits (a ValueError in a message must never
    become a failure of the user's program)."""
    return hex(n) if n.bit_length() > _MAX_DECIMAL_BITS else repr(n)


def term_str(value, limit: int = 4000) -> str:
    """Returns a rendering of `value`: at most `limit` characters, then "…" if cut short."""
    out: list[str] = []
    size = 0
    stack: list = [(value, False)]
    while stack:
        item, nested = stack.pop()
        if type(item) is str:
            piece = item
        elif type(item) is not Term:
            piece = literal_str(item)
        elif item.op == CONST:
            piece = item.args[0]
        elif item.op == "fp.lit":  # a float literal node holds the float's bits
            piece = repr(struct.unpack("<d", struct.pack("<Q", item.args[0]))[0])
        else:
            _push_children(stack, item, nested)
            continue
        if size + len(piece) > limit:
            out.append(piece[: limit - size])
            out.append("…")
            break
        out.append(piece)
        size += len(piece)
    return "".join(out)


def _push_children(stack: list, t: Term, nested: bool) -> None:
    """Pushes the tokens of `t` in reverse order onto the rendering stack."""
    op, args = t.op, t.args
    tokens: list = []
    if op in _INFIX and len(args) >= 2:
        sep = _INFIX[op]
        if nested:
            tokens.append("(")
        for i, a in enumerate(args):
            if i:
                tokens.append(sep)
            tokens.append((a, True))
        if nested:
            tokens.append(")")
    elif op in ("forall", "exists"):  # forall(i, j: body)
        body, bound = args[0], args[1]
        tokens += [f"{op}({', '.join(c.args[0] for c in bound)}: ", (body, False), ")"]
    elif op in _PREFIX:
        if nested:
            tokens.append("(")
        tokens += [_PREFIX[op], (args[0], True)]
        if nested:
            tokens.append(")")
    else:
        tokens.append(op + "(")
        for i, a in enumerate(args):
            if i:
                tokens.append(", ")
            tokens.append((a, False))
        tokens.append(")")
    for tok in reversed(tokens):
        stack.append(tok if type(tok) is tuple else (tok, False))
