"""Python's `str` methods beyond search and affixes on string terms: the character-class
predicates (`isdigit`, ..., `isidentifier`), `replace` and `count`, padding to a concrete
width (`ljust`, `rjust`, `center`, `zfill`), each exact on every
string the solvers can choose, or refused at the user's line where no exact encoding is
known (and why: `REFUSED`).

`METHODS` maps a method's name to (function of the receiver and the arguments, the
smallest and largest number of arguments encoded); the VM's `str` dispatch reads it.
"""

from __future__ import annotations

from stamen.terms import arith, charclass, strings
from stamen.terms.boolean import eq, ite, not_
from stamen.terms.intbits import least_proven_bound, proven, unsupported
from stamen.terms.partial import require
from stamen.terms.pystr import index_or_none, is_text, text_endswith, text_find, text_startswith
from stamen.terms.term import Term

__all__ = ["METHODS", "REFUSED", "text_replace", "text_count", "text_count_range", "text_index",
           "text_find_range"]


def _type_name(v) -> str:
    from stamen.terms.operators import python_type

    return python_type(v.sort).__name__ if type(v) is Term else type(v).__name__


def _require_str(v, message: str) -> None:
    """Raises Python's TypeError `message` (formatted with v's type) unless v is a string."""
    if not is_text(v):
        raise TypeError(message.format(_type_name(v)))


def _nonempty(t) -> bool:
    """Returns whether the string `t` is surely not empty here."""
    return (type(t) is str and t != "") or (type(t) is not str and proven(not_(eq(t, ""))))


# Python replaces at most this many occurrences one by one (a count past it: refused).
REPLACE_COUNT_LIMIT = 16


def _replace_first(s, old, new, count: int):
    """Returns s with the first `count` occurrences of the nonempty `old` (leftmost, not
    overlapping, as Python scans) replaced by `new`."""
    if count == 0:
        return s
    k = strings.length(old)
    position = strings.indexof(s, old, 0)
    rest = strings.substr(s, arith.add(position, k), arith.sub(strings.length(s),
                                                               arith.add(position, k)))
    replaced = strings.concat(strings.concat(strings.substr(s, 0, position), new),
                              _replace_first(rest, old, new, count - 1))
    return ite(eq(position, -1), s, replaced)


def text_replace(s, old, new, count=-1):
    """Returns s.replace(old, new, count): every occurrence for a negative count
    (str.replace_all: leftmost, not overlapping, as Python), the first one for count 1
    (str.replace, which inserts `new` in front for an empty `old`, as Python), the first
    `count` one by one for a larger count. An `old` that may be empty with a count other
    than 0 or 1 is refused (Python inserts `new` between the characters), as is a
    symbolic count."""
    _require_str(old, "replace() argument 1 must be str, not {}")
    _require_str(new, "replace() argument 2 must be str, not {}")
    index = index_or_none(count)  # Python reads the count by __index__ (a bool, a BV)
    if index is None:
        raise TypeError(f"'{_type_name(count)}' object cannot be interpreted as an integer")
    count = index
    if type(count) is not int:
        raise unsupported("str.replace() with a symbolic count",
                          "only a concrete count is encoded")
    if count == 0:
        return s
    if count == 1:
        return strings.replace(s, old, new)
    if not _nonempty(old):
        raise unsupported("str.replace() of a string that may be empty",
                          "Python inserts the new string between every two characters, "
                          "which SMT-LIB's str.replace_all does not; assume the old string "
                          "is not empty")
    if count < 0:
        return strings.replace_all(s, old, new)
    if count > REPLACE_COUNT_LIMIT:
        raise unsupported(f"str.replace() with the count {count}",
                          f"a count up to {REPLACE_COUNT_LIMIT} (or a negative one) is encoded")
    return _replace_first(s, old, new, count)


# The longest literal whose count() of a symbolic substring is one case per substring
# (what the solvers decide at once; str.replace_all with a symbolic pattern they often
# cannot: z3 answers unknown)
COUNT_BY_CASES = 16


def _count_in_literal(s: str, sub):
    """Returns s.count(sub) of a literal `s` as one case per distinct substring of s, 0
    for any other sub."""
    out = 0
    for part in sorted({s[i:j] for i in range(len(s)) for j in range(i + 1, len(s) + 1)},
                       key=lambda p: (len(p), p), reverse=True):
        out = ite(eq(sub, part), s.count(part), out)
    return ite(eq(sub, ""), len(s) + 1, out)


def _range_bound(v, n, name: str):
    """Returns a start or end of str.find/count/index made Python's (its ADJUST_INDICES):
    None is absent, a negative bound counts from the end and stops at 0; an end is also
    clamped to n, a start is not (a start past the end finds nothing, not even "")."""
    index = index_or_none(v)
    if index is None:
        raise TypeError("slice indices must be integers or None or have an __index__ method")
    shifted = ite(arith.lt(index, 0), arith.add(n, index), index)
    bound = ite(arith.lt(shifted, 0), 0, shifted)
    return ite(arith.lt(n, bound), n, bound) if name == "end" else bound


def _by_cases(n: int, bounds: tuple, fn):
    """Returns fn(*bounds) with each int term among the bounds split into the cases a
    string of length n tells apart (-n-1 ... n+1: below and above, every value acts
    alike): an ite of Python's own answers, which the solver reads without strings."""
    for k, v in enumerate(bounds):
        if type(v) is Term:
            def at(c, k=k):
                return _by_cases(n, (*bounds[:k], c, *bounds[k + 1:]), fn)
            result = at(n + 1)
            for c in range(n, -n - 1, -1):
                result = ite(arith.le(v, c), at(c), result)
            return result
    return fn(*bounds)


def _in_range(s, sub, start, end, search, literal):
    """Returns search(s[start:end], sub, start) for Python's start and end, or the answer
    where the range is too short for sub (`search(None, ...)`); `search` is given the
    adjusted start and the characters in range. Of a literal s and sub: Python's own
    answer (`literal`, str.find or str.count), per case of the bounds."""
    if start is None and end is None:
        return search(s, sub, 0, None)
    for v in (start, end):
        if v is not None and index_or_none(v) is None:
            raise TypeError("slice indices must be integers or None or have an __index__ "
                            "method")
    if type(s) is str and type(sub) is str:  # `literal`: Python's own method
        return _by_cases(len(s), (index_or_none(start) if start is not None else None,
                                  index_or_none(end) if end is not None else None),
                         lambda a, b: literal(s, sub, a, b))
    n = strings.length(s)
    a = 0 if start is None else _range_bound(start, n, "start")
    b = n if end is None else _range_bound(end, n, "end")
    short = arith.lt(arith.sub(b, a), strings.length(sub))
    return ite(short, search(None, sub, a, b), search(strings.substr(
        s, a, arith.sub(b, a)), sub, a, b))


def _find_from(part, sub, a, b):
    """str.find's answer within `part` (the range starting at a): -1 where too short."""
    if part is None:
        return -1
    position = text_find(part, sub)
    return position if type(a) is int and a == 0 else ite(
        eq(position, -1), -1, arith.add(position, a))


def text_find_range(s, sub, start=None, end=None):
    """Returns s.find(sub, start, end): the first position of sub within s[start:end],
    counted from the start of s, -1 where there is none (also for an empty sub whose start
    is past the end)."""
    _require_str(sub, "must be str, not {}")
    return _in_range(s, sub, start, end, _find_from, str.find)


def text_count_range(s, sub, start=None, end=None):
    """Returns s.count(sub, start, end): occurrences within s[start:end] (0 where the range
    is shorter than sub)."""
    _require_str(sub, "must be str, not {}")
    return _in_range(s, sub, start, end, lambda part, sub, a, b: 0 if part is None else
                     text_count(part, sub), str.count)


def text_count(s, sub):
    """Returns s.count(sub): len(s) + 1 for an empty sub, else how many times sub occurs,
    leftmost first and not overlapping (as Python), which is how many characters
    str.replace_all(s, sub, "") removes, divided by len(sub)."""
    _require_str(sub, "must be str, not {}")
    if type(s) is str and type(sub) is Term and len(s) <= COUNT_BY_CASES:
        return _count_in_literal(s, sub)
    n = strings.length(s)
    if type(sub) is str and sub == "":
        return arith.add(n, 1)
    k = strings.length(sub)
    removed = arith.sub(n, strings.length(strings.replace_all(s, sub, "")))
    occurrences = removed if type(k) is int and k == 1 else arith.div(removed, k)
    return occurrences if type(sub) is str else ite(eq(sub, ""), arith.add(n, 1), occurrences)


def text_index(s, sub, start=None, end=None):
    """Returns s.index(sub, start, end): s.find(...), Python's ValueError where it is -1."""
    position = text_find_range(s, sub, start, end)
    require(not_(eq(position, -1)), "substring not found", ValueError)
    return position


def _remove_affix(s, affix, prefix: bool):
    """Returns s.removeprefix(affix) or s.removesuffix(affix)."""
    name = "removeprefix" if prefix else "removesuffix"
    _require_str(affix, name + "() argument must be str, not {}")
    n, k = strings.length(s), strings.length(affix)
    if prefix:
        return ite(strings.prefixof(affix, s), strings.substr(s, k, arith.sub(n, k)), s)
    return ite(strings.suffixof(affix, s), strings.substr(s, 0, arith.sub(n, k)), s)


# The widest padding encoded (`ljust`, `rjust`, `center`, `zfill`: one case per pad size)
MAX_PAD = 256


def _padded(s, width, make, name: str):
    """Returns s padded to `width` as `make(k)` writes it for a pad of k characters (k =
    width - len(s), 1..width, one case each); s itself where it is at least that wide. A
    symbolic width is taken up to the bound the path proves for it (refused past
    MAX_PAD)."""
    index = index_or_none(width) if type(width) is not bool else int(width)
    if index is None:
        raise TypeError(f"'{_type_name(width)}' object cannot be interpreted as an integer")
    width = index
    top = width if type(width) is int else least_proven_bound(width, 8, 2, MAX_PAD + 1)
    if top is None or top > MAX_PAD:
        what = f"a width of {width}" if type(width) is int else "a symbolic width"
        raise unsupported(f"str.{name}() to {what}", f"stamen encodes padding to widths "
                          f"up to {MAX_PAD} (a symbolic width where the path bounds it)")
    n = strings.length(s)
    result = s
    for k in range(1, top + 1):
        result = ite(eq(arith.sub(width, n), k), make(k), result)
    return result


def _fill(fillchar, name: str) -> str:
    """Returns the fill character of ljust/rjust/center, as Python checks it."""
    if type(fillchar) is Term:
        raise unsupported(f"str.{name}() with a symbolic fill character",
                          "stamen encodes padding with a concrete one")
    if not isinstance(fillchar, str):  # (Python's words, as str's own check gives them)
        raise TypeError(f"The fill character must be a unicode character, not "
                        f"{_type_name(fillchar)}")
    if len(fillchar) != 1:
        raise TypeError("The fill character must be exactly one character long")
    return fillchar


def _ljust(s, width, fillchar=" "):
    c = _fill(fillchar, "ljust")
    return _padded(s, width, lambda k: strings.concat(s, c * k), "ljust")


def _rjust(s, width, fillchar=" "):
    c = _fill(fillchar, "rjust")
    return _padded(s, width, lambda k: strings.concat(c * k, s), "rjust")


def _center(s, width, fillchar=" "):
    """s.center(width, fillchar): Python puts the odd character of the margin on the left
    where the width is odd, on the right where it is even."""
    c = _fill(fillchar, "center")

    def make(k):
        def written(left):
            return strings.concat(strings.concat(c * left, s), c * (k - left))
        if not k & 1:
            return written(k // 2)
        w = index_or_none(width)  # (validated by _padded before any make)
        odd = bool(w & 1) if type(w) is int else eq(arith.mod(w, 2), 1)
        return ite(odd, written(k // 2 + 1), written(k // 2))
    return _padded(s, width, make, "center")


def _zfill(s, width):
    """s.zfill(width): zeros after a leading sign, before the rest."""
    def make(k):
        n = strings.length(s)
        signed = strings.concat(strings.concat(strings.substr(s, 0, 1), "0" * k),
                                strings.substr(s, 1, arith.sub(n, 1)))
        has_sign = ite(strings.prefixof("+", s), True, strings.prefixof("-", s))
        return ite(has_sign, signed, strings.concat("0" * k, s))
    return _padded(s, width, make, "zfill")


def _predicate(name: str):
    """Returns the method s.name() of a class predicate (see `charclass`)."""
    return lambda s: charclass.in_class(s, name)


METHODS: dict = {
    "startswith": (text_startswith, 1, 1), "endswith": (text_endswith, 1, 1),
    "find": (text_find_range, 1, 3),
    **{name: (_predicate(name), 0, 0) for name in sorted(charclass.CLASS_NAMES)},
    "replace": (text_replace, 2, 3), "count": (text_count_range, 1, 3),
    "index": (text_index, 1, 3),
    "removeprefix": (lambda s, a: _remove_affix(s, a, True), 1, 1),
    "removesuffix": (lambda s, a: _remove_affix(s, a, False), 1, 1),
    "ljust": (_ljust, 1, 2), "rjust": (_rjust, 1, 2), "center": (_center, 1, 2),
    "zfill": (_zfill, 1, 1),
}

# Why the other methods users meet are refused on a symbolic string.
REFUSED = {
    "upper": "Python's case mapping is Unicode's and may change the length ('ß' -> 'SS'); "
             "the solvers' strings have no exact counterpart",
    "lower": "Python's case mapping is Unicode's and may change the length ('İ' has a "
             "two-character lower case); the solvers' strings have no exact counterpart",
    "rfind": "SMT-LIB's strings have no last-occurrence operator (only str.indexof)",
    "rindex": "SMT-LIB's strings have no last-occurrence operator (only str.indexof)",
    "strip": "the number of characters stripped is not a term of SMT-LIB's strings",
    "lstrip": "the number of characters stripped is not a term of SMT-LIB's strings",
    "rstrip": "the number of characters stripped is not a term of SMT-LIB's strings",
    "split": "its result is a list whose length depends on the string",
}
