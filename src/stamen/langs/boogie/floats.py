"""Boogie's floating-point literals: which ones denote a value of their format.

`0x<hex>.<hex>e<exp>f<s>e<e>` is the hexadecimal number times 16^exp, in the
format of s significand bits (the hidden bit included) and e exponent bits.
Boogie's parser rejects a literal that is not exactly a finite value of its
format: too many significant bits, too large (infinity is written `0+oo..`),
too small to be a subnormal (zero is written with a zero significand), and
formats with fewer than two bits of either part. The special values
`0NaN..`, `0nan..`, `0+oo..`, `0-oo..` are literals of their own.
"""

from __future__ import annotations

import re

__all__ = ["float_literal_problem"]

_HEX = re.compile(r"-?0x([0-9A-Fa-f]+)\.([0-9A-Fa-f]+)e(-?[0-9]+)f([0-9]+)e([0-9]+)")
_SPECIAL = re.compile(r"0(?:NaN|nan|\+oo|-oo)([0-9]+)e([0-9]+)")


def _format_problem(sig: int, exp: int) -> str | None:
    if sig < 2 or exp < 2:
        return f"float{sig}e{exp} is not a floating-point format (both parts need 2 bits)"
    return None


def float_literal_problem(text: str) -> str | None:
    """Returns why a float literal is not a value of its format (None: it is one)."""
    special = _SPECIAL.fullmatch(text)
    if special:
        return _format_problem(int(special.group(1)), int(special.group(2)))
    m = _HEX.fullmatch(text)
    if m is None:
        return f"malformed floating-point literal: {text}"
    whole, frac, exp16, sig_bits, exp_bits = m.groups()
    sig_bits, exp_bits = int(sig_bits), int(exp_bits)
    problem = _format_problem(sig_bits, exp_bits)
    if problem:
        return problem
    n = int(whole + frac, 16)
    if n == 0:
        return None
    k = 4 * (int(exp16) - len(frac))  # the value is n * 2**k
    while n % 2 == 0:
        n //= 2
        k += 1
    bias = 2 ** (exp_bits - 1) - 1
    top = k + n.bit_length() - 1  # the exponent of the leading bit
    if n.bit_length() > sig_bits:
        return f"floating-point literal {text} has more significant bits than its format"
    if top > bias:
        return f"floating-point literal {text} is too large for its format"
    if k < 1 - bias - (sig_bits - 1):
        return f"floating-point literal {text} is too small for its format"
    return None
