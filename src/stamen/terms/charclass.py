"""Python's character-class predicates of `str` (`isdigit`, `isalpha`, ..., `isascii`,
`isidentifier`) as regular-expression membership over the solvers' whole alphabet.

A class is read off Python's own predicate on every code point 0 ... MAX_CODE_POINT (the
alphabet of z3's and cvc5's strings, so no string a solver can choose lies outside the
table), once per class on first use (about 15 ms each), so a model replays exactly on
the Python that built the table. `in_class(s, name)` is the term `str.in_class(s, name)`:
the translators build its regular expression from `class_regex`.
"""

from __future__ import annotations

import functools

from stamen.terms.rebuild import register
from stamen.terms.sorts import BOOL
from stamen.terms.strings import MAX_CODE_POINT, check_literals, fold_by_values
from stamen.terms.term import make

__all__ = ["IN_CLASS", "CLASS_NAMES", "in_class", "class_pattern", "class_regex"]

IN_CLASS = "str.in_class"

Ranges = tuple[tuple[int, int], ...]
# A pattern: alternatives, each a sequence of pieces (ranges, "1" | "*" | "+").
Pattern = tuple[tuple[tuple[Ranges, str], ...], ...]


def _ranges(member) -> Ranges:
    """Returns the maximal code-point ranges (lo, hi) of the characters c with member(c),
    over the whole alphabet 0 ... MAX_CODE_POINT."""
    out, start = [], None
    for code in range(MAX_CODE_POINT + 1):
        if member(chr(code)):
            if start is None:
                start = code
        elif start is not None:
            out.append((start, code - 1))
            start = None
    if start is not None:
        out.append((start, MAX_CODE_POINT))
    return tuple(out)


def _every(predicate: str) -> Pattern:
    """A nonempty string of characters each of which `predicate` holds of (CPython's loop
    over the characters, False for "")."""
    return (((_ranges(getattr(str, predicate)), "+"),),)


def _cased(predicate: str, ref: str) -> Pattern:
    """s.isupper() / s.islower(): CPython answers a single character by its own flag, and a
    longer string by 'no character of the opposite case or title case, and one of this
    case'. `ref` is a character of this case: ref + c keeps the predicate exactly when c
    is allowed in such a string, and c + c holds it when c is also one that counts."""
    test = getattr(str, predicate)
    single = _ranges(test)
    allowed = _ranges(lambda c: test(ref + c))
    counts = _ranges(lambda c: test(c + c))
    return (((single, "1"),), ((counts, "1"), (allowed, "+")),
            ((allowed, "+"), (counts, "1"), (allowed, "*")))


def _identifier() -> Pattern:
    """s.isidentifier(): a character that starts an identifier (XID_Start or '_'), then
    characters that continue one ('a' + c is an identifier)."""
    return (((_ranges(str.isidentifier), "1"), (_ranges(lambda c: ("a" + c).isidentifier()),
                                                 "*")),)


_PATTERNS = {
    "isdigit": lambda: _every("isdigit"), "isdecimal": lambda: _every("isdecimal"),
    "isnumeric": lambda: _every("isnumeric"), "isalpha": lambda: _every("isalpha"),
    "isalnum": lambda: _every("isalnum"), "isspace": lambda: _every("isspace"),
    "isupper": lambda: _cased("isupper", "A"), "islower": lambda: _cased("islower", "a"),
    "isidentifier": _identifier,
    "isascii": lambda: (((((0, 0x7F),), "*"),),),  # "" is ASCII
}
CLASS_NAMES = frozenset(_PATTERNS)


@functools.cache
def class_pattern(name: str) -> Pattern:
    """Returns the pattern of the str predicate `name` (one of CLASS_NAMES), computed from
    Python on first use."""
    return _PATTERNS[name]()


def in_class(s, name: str):
    """Returns s.name() (a predicate of CLASS_NAMES) of a string literal or term: the
    literal's answer, per value of an ite of literals, else the term str.in_class(s, name)."""
    if type(s) is str:
        return getattr(s, name)()
    r = fold_by_values(lambda v: getattr(v, name)(), (s,), BOOL)
    if r is not None:
        return r
    check_literals(s)
    return make(IN_CLASS, (s, name), BOOL)


def _gaps(ranges: Ranges) -> Ranges:
    """Returns the code-point ranges of the alphabet that `ranges` (sorted, disjoint) miss."""
    out, low = [], 0
    for lo, hi in ranges:
        if lo > low:
            out.append((low, lo - 1))
        low = hi + 1
    if low <= MAX_CODE_POINT:
        out.append((low, MAX_CODE_POINT))
    return tuple(out)


def class_regex(name: str, build):
    """Returns the regular expression of the class `name` made with `build`, a solver's
    constructors: range(lo, hi) (code points), union(list), concat(list), inter(a, b),
    complement(r), star(r), plus(r), allchar() and none(). A set of characters is written as the
    alphabet minus its gaps (z3 decides that form much faster than a union of ranges)."""

    def chars(ranges: Ranges):
        if not ranges:
            return build.none()
        gaps = _gaps(ranges)
        if not gaps:
            return build.allchar()
        if len(ranges) == 1:
            return build.range(*ranges[0])
        missing = [build.range(lo, hi) for lo, hi in gaps]
        missing_re = missing[0] if len(missing) == 1 else build.union(missing)
        return build.inter(build.allchar(), build.complement(missing_re))

    quantify = {"1": lambda r: r, "*": build.star, "+": build.plus}
    alternatives = []
    for sequence in class_pattern(name):
        pieces = [quantify[q](chars(ranges)) for ranges, q in sequence]
        alternatives.append(pieces[0] if len(pieces) == 1 else build.concat(pieces))
    return alternatives[0] if len(alternatives) == 1 else build.union(alternatives)


register(IN_CLASS, lambda args, sort: in_class(*args))
