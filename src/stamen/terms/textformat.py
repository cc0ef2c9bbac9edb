"""Python's format-spec mini-language (`format(v, spec)`, `f"{v:spec}"`) on int and string
terms, with a concrete spec.

The spec is parsed as CPython parses it; the caller has validated it (formatting a
concrete value of the same type with it raises Python's own error). Then:

- an int the path bounds to a few values (see `pystr.int_cases`), and a string term that
  is one of a few literals, is a chain of Python's own strings, one per value: every spec
  of the mini-language is exact that way;
- another int with a decimal presentation type ("" or "d"), and a string term, are
  composed: sign, digits (`pystr.text_of_int` of |n|) and padding to the concrete width
  with its fill and alignment (`<`, `>`, `^`, `=`, and the `0` flag);
- another base (`x`, `X`, `o`, `b`) of an int the path bounds below base**K (K up to 16
  hex digits, 22 octal, 32 binary) is composed of its digits, each (|n| // base**i) %
  base written as its character (SMT-LIB's str.from_code);
- grouping (`,`, `_`), a character (`c`) or the locale (`n`) of an unbounded int, another
  base of an int no such bound is proven for, or a precision that truncates a string
  term, is refused at the user's line.
"""

from __future__ import annotations

import re

from stamen.terms import arith, strings
from stamen.terms.boolean import eq, ite, or_
from stamen.terms.intbits import proven, unsupported
from stamen.terms.pystr import int_cases, text_of_int
from stamen.terms.sorts import STRING
from stamen.terms.term import Term
from stamen.terms.valueset import from_value_map, value_map

__all__ = ["format_int", "format_text"]

# [[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type], as CPython reads it.
_SPEC = re.compile(r"(?:(?P<fill>.)?(?P<align>[<>=^]))?(?P<sign>[-+ ])?(?P<z>z)?(?P<alt>#)?"
                   r"(?P<zero>0)?(?P<width>\d+)?(?P<grouping>[,_])?(?:\.(?P<precision>\d+))?"
                   r"(?P<type>.)?\Z", re.DOTALL)


def _parse(spec: str) -> dict:
    """Returns the named fields of a spec that Python accepted (None for an absent one)."""
    m = _SPEC.match(spec)
    if m is None:  # Python accepted it, and it is no spec we can read: not encoded
        raise unsupported(f"the format spec {spec!r}", "this spec is not encoded")
    return m.groupdict()


def format_int(n: Term, spec: str):
    """Returns format(n, spec) for an int term `n` and a spec Python accepts for ints."""
    cases = int_cases(n)
    if cases is not None:
        try:
            texts = _texts_of_cases(cases, spec)
        except (ValueError, OverflowError):  # `c` of a value past the code points
            texts = None
        if texts is not None:
            return from_value_map(texts, STRING, covering=True)
    f = _parse(spec)
    if f["type"] in _BASES and not f["grouping"] and not (f["fill"] and
                                                          ord(f["fill"]) > 0x2FFFF):
        based = _format_in_base(n, f)
        if based is not None:
            return based
    if f["type"] not in (None, "d") or f["grouping"] or f["fill"] and ord(f["fill"]) > 0x2FFFF:
        raise unsupported(
            f"format spec {spec!r} of a symbolic int",
            "only decimal presentation (no grouping) is encoded for an int the path does "
            "not bound to at most 2049 values; bound it with stamen.assume, or use str()")
    negative = arith.lt(n, 0)
    sign_text = ite(negative, "-", {"+": "+", " ": " "}.get(f["sign"], ""))
    digits = text_of_int(ite(negative, arith.neg(n), n))
    fill, align = f["fill"], f["align"]
    if f["zero"]:  # the 0 flag: fill "0" unless a fill is given, after the sign by default
        fill, align = fill or "0", align or "="
    return _pad(sign_text, digits, fill or " ", align or ">", int(f["width"] or 0))


# The bases of the presentation types, and the digit counts tried for |n| < base**count
# (the least the path proves is taken; none proven: refused as before).
_BASES = {"x": 16, "X": 16, "o": 8, "b": 2}
_DIGIT_COUNTS = {16: (4, 8, 16), 8: (6, 11, 22), 2: (16, 32)}


def _format_in_base(n: Term, f: dict):
    """Returns format(n, spec) for the presentation types x, X, o and b of an int the path
    bounds below base**K (K from `_DIGIT_COUNTS`): each digit is (|n| // base**i) % base,
    written as its character (SMT-LIB's str.from_code), the count of digits chosen by
    |n|'s size; sign, the `#` prefix and padding as Python writes them. None where no
    bound is proven."""
    base = _BASES[f["type"]]
    negative = arith.lt(n, 0)
    size = ite(negative, arith.neg(n), n)
    count = next((k for k in _DIGIT_COUNTS[base] if proven(arith.lt(size, base ** k))), None)
    if count is None:
        return None
    letters = 55 if f["type"] == "X" else 87  # ord("A") - 10, ord("a") - 10
    chars = []
    for i in range(count):  # chars[i]: the digit of base**i
        d = arith.mod(arith.div(size, base ** i), base) if i else arith.mod(size, base)
        code = ite(arith.lt(d, 10), arith.add(d, 48), arith.add(d, letters)) if base == 16 \
            else arith.add(d, 48)
        chars.append(strings.from_code(code))
    digits = chars[0]
    for k in range(2, count + 1):  # k digits where base**(k-1) <= |n|
        text = chars[k - 1]
        for i in range(k - 2, -1, -1):
            text = strings.concat(text, chars[i])
        digits = ite(arith.le(base ** (k - 1), size), text, digits)
    prefix = {"x": "0x", "X": "0X", "o": "0o", "b": "0b"}[f["type"]] if f["alt"] else ""
    sign_text = ite(negative, "-", {"+": "+", " ": " "}.get(f["sign"], ""))
    fill, align = f["fill"], f["align"]
    if f["zero"]:
        fill, align = fill or "0", align or "="
    align = align or ">"
    if align == "=":  # the padding between the sign (and prefix) and the digits
        return _pad(strings.concat(sign_text, prefix), digits, fill or " ", "=",
                    int(f["width"] or 0))
    return _pad("", strings.concat(strings.concat(sign_text, prefix), digits), fill or " ",
                align, int(f["width"] or 0))


def _texts_of_cases(cases: dict, spec: str) -> dict:
    """Returns {format(k, spec): guard} over the cases {k: guard} of n; values sharing a
    string (`format(5, "<05")` and `format(50, "<05")` are both "50000") share its
    guard."""
    texts: dict = {}
    for k, guard in cases.items():
        text = format(k, spec)
        texts[text] = or_(texts[text], guard) if text in texts else guard
    return texts


def format_text(s: Term, spec: str):
    """Returns format(s, spec) for a string term `s` and a spec Python accepts for strings:
    Python's string per value where `s` is one of a few literals, else composed."""
    values = value_map(s)
    if values is not None:
        texts: dict = {}
        for text, guard in values.items():
            out = format(text, spec)
            texts[out] = or_(texts[out], guard) if out in texts else guard
        return from_value_map(texts, STRING, covering=True)
    f = _parse(spec)
    if f["precision"] is not None:
        raise unsupported(f"format spec {spec!r} of a symbolic string",
                          "a precision (truncation) of a symbolic string is not encoded")
    fill, align = f["fill"], f["align"]
    if f["zero"]:  # the 0 flag on a string: fill "0" unless a fill is given, still left
        fill = fill or "0"
    return _pad("", s, fill or " ", align or "<", int(f["width"] or 0))


def _pad(sign, body, fill: str, align: str, width: int):
    """Returns sign ++ body padded with `fill` to `width` characters, aligned as Python
    aligns (`=`: the padding between the sign and the body; `^`: the odd one on the
    right)."""
    text = strings.concat(sign, body)
    if width <= 1:
        return text
    short = arith.sub(width, strings.length(text))  # how many fill characters are due
    result = text  # short <= 0: no padding
    for k in range(width, 0, -1):
        if align == "<":
            padded = strings.concat(text, fill * k)
        elif align == "^":
            padded = strings.concat(strings.concat(fill * (k // 2), text), fill * (k - k // 2))
        elif align == "=":
            padded = strings.concat(strings.concat(sign, fill * k), body)
        else:
            padded = strings.concat(fill * k, text)
        result = ite(eq(short, k), padded, result)
    return result

