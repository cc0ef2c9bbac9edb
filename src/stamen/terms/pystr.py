"""Python's `str` on string terms: `str(n)` of an int term, `int(s)`, indexing, slicing,
`in`, `startswith`, comparisons, `+` and `*`, with Python's exceptions on the paths
where Python raises them.

Built on the SMT-LIB operators of `strings` (total, with their own edge
cases), so that a model replays on the concrete program: `str(n)` is "-" ++
from_int(-n) for a negative n, and `s[i]` requires Python's index range.
What cannot be encoded exactly is refused at the user's line.
"""

from __future__ import annotations

import operator

from stamen.terms import arith, strings
from stamen.terms.bitvec import index_int
from stamen.terms.boolean import ITE, and_, eq, ite, not_, or_
from stamen.terms.intbits import proven, unsupported
from stamen.terms.partial import UnknownText, require
from stamen.terms.sorts import INT, STRING
from stamen.terms.term import Term
from stamen.terms.textrank import rank_compare
from stamen.terms.traverse import constants
from stamen.terms.valueset import COMPARE_LIMIT, from_value_map, value_map

__all__ = [
    "is_text", "text_of_int", "int_of_text", "text_eq", "text_add", "text_radd",
    "text_mul", "text_compare", "text_index", "text_slice", "text_contains",
    "text_startswith", "text_endswith", "text_length", "text_truth", "is_string_term",
    "text_preview", "int_cases", "text_find", "text_ord", "index_or_none", "text_repr",
    "repeat_count_error",
]

is_text = strings.is_string


def _type_name(v) -> str:
    if type(v) is Term:
        from stamen.terms.operators import python_type

        return python_type(v.sort).__name__
    return type(v).__name__


# The bounds B tried for -B <= n <= B, where str(n) becomes a chain of 2B + 1 literals.
_CASE_BOUNDS = (16, 128, 1024)


def int_cases(n) -> dict | None:
    """Returns {k: guard} for the ints k the int term `n` may take on this path, when they
    are few: the values of an ite of literals (their exact guards), or -B..B for a bound B
    the path proves; else None. The guards cover every model, not only this path (the
    end cases take the ints beyond them: `n <= -B`, `n >= B`), so a chain built from
    them means on every path what its recorded value map says (see valueset)."""
    values = value_map(n, COMPARE_LIMIT)
    if values is not None:
        return {k: eq(n, k) for k in sorted(values)}
    for bound in _CASE_BOUNDS:
        if proven(and_(arith.le(-bound, n), arith.le(n, bound))):
            cases = {k: eq(n, k) for k in range(-bound + 1, bound)}
            return {-bound: arith.le(n, -bound), **cases, bound: arith.le(bound, n)}
    return None


def text_of_int(n):
    """Returns str(n) (= repr(n), format(n, "d")) of an int term n: its decimal digits,
    after a '-' when n is negative. An int the path bounds to a few values gives a chain
    of their strings (string operations on it fold value by value: the solver sees no
    string theory); another is "-" ++ from_int(-n) where n < 0, else from_int(n)."""
    if type(n) is int:
        return str(n)
    cases = int_cases(n)
    if cases is not None:
        return from_value_map({str(k): g for k, g in cases.items()}, STRING, covering=True)
    negative = arith.lt(n, 0)
    return ite(negative, strings.concat("-", strings.from_int(arith.neg(n))),
               strings.from_int(n))


def text_length(s):
    """Returns len(s)."""
    return strings.length(s)


def text_truth(s):
    """Returns bool(s): whether s is not empty."""
    return not_(eq(s, "")) if type(s) is Term else bool(s)


def text_eq(a, b):
    """Returns a == b where one side is a string term: equal strings, and a string is never
    equal to a value of another type (None for `NotImplemented`: let the other side decide)."""
    if is_text(a) and is_text(b):
        r = rank_compare("==", a, b)  # ite trees of literals: by rank, no strings
        return eq(a, b) if r is None else r
    return None


# Modules whose types' reflected operators never take a str: Python's TypeError is due.
# A concrete bit-vector (`stamen.terms.bv`) is among them: its reflected methods decline a
# str, so Python goes on to the str's own (`s * BV4(2)` repeats s by its __index__).
_NATIVE_MODULES = frozenset({"builtins", "fractions", "decimal", "numbers", "stamen.terms.bv"})

# The reflected method Python asks of the right operand, per operator method of the left.
_REFLECTION = {"+": "__radd__", "*": "__rmul__", "<": "__gt__", "<=": "__ge__",
               ">": "__lt__", ">=": "__le__"}


def defers_to(other, op: str) -> bool:
    """Returns whether a string term's `op` must leave `other` to its own reflected method
    (None from the text operator, NotImplemented to Python): a union of values, which
    applies the operator per member, or an object of a user class that defines it, as
    `str` does. A term or a native value gets Python's TypeError from the text operator."""
    t = type(other)
    return (t is not Term and t is not str and t.__module__ not in _NATIVE_MODULES
            and hasattr(t, _REFLECTION[op]))


def text_add(a, b):
    """Returns a + b for a string term and a string (Python's TypeError otherwise; None,
    NotImplemented to the caller, where the other operand's reflected method decides)."""
    if is_text(a) and is_text(b):
        return strings.concat(a, b)
    if is_text(a) and defers_to(b, "+"):
        return None
    if is_text(a):
        raise TypeError(f'can only concatenate str (not "{_type_name(b)}") to str')
    raise TypeError(f"unsupported operand type(s) for +: '{_type_name(a)}' and "
                    f"'{_type_name(b)}'")


def text_radd(a, b):
    """Returns b + a (the reflected `+` of a string term `a`)."""
    return text_add(b, a)


_MUL_BOUNDS = (16, 64)  # a symbolic count of `s * n` the path bounds by one of these


def repeat_count_error(n) -> TypeError:
    """Returns Python's TypeError for a sequence repeated by `n`, no integer (a float, a
    string; a term of such a sort)."""
    return TypeError(f"can't multiply sequence by non-int of type '{_type_name(n)}'")


def text_mul(s, n):
    """Returns s * n for a string term s and an int n (n <= 0: ""): a symbolic count that is
    one of a few literals gives a string per count, and so does a count the path bounds by
    64 (a chain over 1..64); another symbolic count is refused."""
    if defers_to(n, "*"):
        return None
    count = index_or_none(n)
    n = n if count is None else count
    counts = value_map(n, COMPARE_LIMIT) if type(n) is Term and n.sort is INT else None
    if counts is not None:  # a count that is one of a few literals: a string per count
        result = None
        for k, g in counts.items():
            result = text_mul(s, k) if result is None else ite(g, text_mul(s, k), result)
        return result
    if type(n) is Term and n.sort is INT:
        bound = next((b for b in _MUL_BOUNDS if proven(arith.le(n, b))), None)
        if bound is None:
            raise unsupported("`*` of a string by a symbolic count",
                              f"repeating a string a symbolic number of times is encoded only "
                              f"for a count the path bounds by {_MUL_BOUNDS[-1]}")
        result = ""  # n <= 0
        for k in range(1, bound + 1):
            result = ite(eq(n, k), text_mul(s, k), result)
        return result
    if type(n) is not int:
        raise repeat_count_error(n)
    result = ""
    for _ in range(max(n, 0)):
        result = strings.concat(result, s)
    return result


def text_mod(s, args):
    """Refuses `s % args` with a string term as the template: printf-style formatting of
    a template whose text is open is not encoded (a literal template is: runtime.percent).
    It was Python's TypeError for `%` between a str and an int: the program's."""
    raise unsupported("%-formatting with a symbolic template",
                      "only a template that is a str is formatted; build the text with an "
                      "f-string or +")


def text_compare(op: str, a, b):
    """Returns a < b, a <= b, a > b or a >= b of strings (code-point lexicographic, as
    Python); between a string and another type, Python's TypeError."""
    if is_text(a) and not is_text(b) and defers_to(b, op):
        return None
    if not (is_text(a) and is_text(b)):
        raise TypeError(f"'{op}' not supported between instances of '{_type_name(a)}' and "
                        f"'{_type_name(b)}'")
    if op == "<":
        return strings.lt(a, b)
    if op == "<=":
        return strings.le(a, b)
    if op == ">":
        return strings.lt(b, a)
    return strings.le(b, a)


def index_or_none(v):
    """Returns `v` as Python's `operator.index` reads it (`bitvec.index_int`, or a concrete
    object's own `__index__`), None where it is no index."""
    index = index_int(v)
    if index is None and type(v) is not Term and hasattr(type(v), "__index__"):
        index = operator.index(v)
    return index


def _index(i):
    """Returns an index as an int or int term, as Python's `operator.index` reads it (a
    bool is 0 or 1, a bit-vector its unsigned value), or raises Python's TypeError."""
    index = index_or_none(i)
    if index is None:
        raise TypeError(f"string indices must be integers, not '{_type_name(i)}'")
    return index


def _per_value(s, fn):
    """Returns fn(v) over the values v of `s` when it is an ite chain of literals (None
    otherwise), Python's IndexError on the paths of the values where fn raises it."""
    if type(s) is not Term or s.op != ITE:
        return None
    values = value_map(s, COMPARE_LIMIT)
    if values is None:
        return None
    results: dict = {}
    ok = []
    for v, g in values.items():
        try:
            r = fn(v)
        except IndexError:
            continue
        ok.append(g)
        results[r] = or_(results[r], g) if r in results else g
    require(or_(*ok), "string index out of range", IndexError)
    return from_value_map(results, STRING, covering=len(ok) == len(values))


def text_index(s, i):
    """Returns s[i] for a string term or a symbolic index: a negative i counts from the end,
    and Python's IndexError where i is out of range."""
    i = _index(i)
    if type(i) is int:
        r = _per_value(s, lambda v: v[i])
        if r is not None:
            return r
    n = strings.length(s)
    position = ite(arith.lt(i, 0), arith.add(n, i), i) if type(i) is Term else (
        arith.add(n, i) if i < 0 else i)
    require(and_(arith.le(0, position), arith.lt(position, n)), "string index out of range",
            IndexError)
    return strings.at(s, position)


def _bound(v, n, default):
    """Returns a slice bound made Python's: None is `default`, a negative bound counts from
    the end, and the result is clamped to [0, n]."""
    if v is None:
        return default
    index = index_or_none(v)
    if index is None:
        raise TypeError("slice indices must be integers or None or have an __index__ method")
    v = index
    shifted = ite(arith.lt(v, 0), arith.add(n, v), v) if type(v) is Term else (
        arith.add(n, v) if v < 0 else v)
    clamped_low = ite(arith.lt(shifted, 0), 0, shifted) if type(shifted) is Term else (
        max(shifted, 0))
    return ite(arith.lt(n, clamped_low), n, clamped_low)


def text_slice(s, key: slice):
    """Returns s[start:stop] (step 1 or None) of a string term, or with symbolic bounds;
    another step is refused."""
    if all(type(b) is int or b is None for b in (key.start, key.stop, key.step)):
        r = _per_value(s, lambda v: v[key])
        if r is not None:
            return r
    if key.step is not None and not (type(key.step) is int and key.step == 1):
        raise unsupported("slicing a symbolic string with a step",
                          "only s[i:j] with step 1 is encoded")
    n = strings.length(s)
    start = _bound(key.start, n, 0)
    stop = _bound(key.stop, n, n)
    count = arith.sub(stop, start)
    count = ite(arith.lt(count, 0), 0, count)
    return strings.substr(s, start, count)


def text_contains(container, item):
    """Returns `item in container` where one is a string term (Python's TypeError for an
    item that is not a string)."""
    if not is_text(item):
        raise TypeError(f"'in <string>' requires string as left operand, not "
                        f"{_type_name(item)}")
    return strings.contains(container, item)


def text_find(s, sub):
    """Returns s.find(sub): the first position of `sub` in `s`, -1 where there is none
    (0 for an empty `sub`); Python's TypeError for a `sub` that is not a string."""
    if not is_text(sub):
        raise TypeError(f"must be str, not {_type_name(sub)}")
    return strings.indexof(s, sub, 0)


def _ord_words() -> tuple[str, str]:
    """Returns the running Python's TypeError text for ord() of a string of another length
    than 1, as the parts before and after the length."""
    try:
        ord("ab")
    except TypeError as exc:
        before, _, after = str(exc).partition("2")
        return before, after
    raise AssertionError("ord('ab') did not fail")


_ORD_BEFORE, _ORD_AFTER = _ord_words()


def text_ord(s):
    """Returns ord(s) of a string term: its one character's code point, Python's TypeError
    (naming the string's length) where s is not one character long."""
    n = strings.length(s)
    words = strings.concat(strings.concat(_ORD_BEFORE, strings.from_int(n)), _ORD_AFTER)
    require(eq(n, 1), "ord() expected a character, but the string's length is not 1",
            TypeError, (words,))
    return strings.to_code(s)


def text_chr(n):
    """Returns chr(n) of an int term: the string of the one character of code point n,
    Python's ValueError where n is outside range(0x110000). SMT-LIB's characters stop at
    MAX_CODE_POINT: where the path does not bound n there, chr() is refused (never a
    wrong character)."""
    from stamen.terms.printing import term_str

    require(and_(arith.le(0, n), arith.lt(n, 0x110000)), "chr() arg not in range(0x110000)",
            ValueError)
    if not proven(arith.le(n, strings.MAX_CODE_POINT)):
        raise unsupported(f"chr() of the symbolic int `{term_str(n, 60)}`",
                          f"its code point may be above {strings.MAX_CODE_POINT:#x}, the "
                          f"last character of SMT-LIB's strings; bound it first (assume "
                          f"it below 0x30000)")
    return strings.from_code(n)


def _affixes(s, affix, name: str):
    """Returns the strings to test for startswith/endswith (a tuple of them, or one)."""
    if type(affix) is tuple:
        parts = affix
    else:
        parts = (affix,)
    for p in parts:
        if not is_text(p):
            raise TypeError(f"{name} first arg must be str or a tuple of str, not "
                            f"{_type_name(p)}")
    return parts


def text_startswith(s, prefix):
    """Returns s.startswith(prefix) (a tuple of prefixes: any of them)."""
    return or_(*(strings.prefixof(p, s) for p in _affixes(s, prefix, "startswith")))


def text_endswith(s, suffix):
    """Returns s.endswith(suffix) (a tuple of suffixes: any of them)."""
    return or_(*(strings.suffixof(p, s) for p in _affixes(s, suffix, "endswith")))


def _int_whitespace(chars) -> frozenset:
    """Returns the characters among `chars` that int() strips around a numeral."""
    found = set()
    for c in chars:
        if c.isspace():
            try:
                int(c + "1" + c)
            except ValueError:
                continue
            found.add(c)
    return frozenset(found)


def _strip(s, ws: frozenset, bound: int):
    """Returns s without the leading and trailing characters of `ws`, of which s holds at
    most `bound` on any path."""
    if not ws or bound == 0:
        return s
    n = strings.length(s)

    def is_ws(c):
        return or_(*(eq(c, w) for w in sorted(ws)))

    lead, trail = 0, 0
    still_lead, still_trail = True, True
    for k in range(bound):
        still_lead = and_(still_lead, is_ws(strings.at(s, k)))
        still_trail = and_(still_trail, is_ws(strings.at(s, arith.sub(n, k + 1))))
        lead = arith.add(lead, ite(still_lead, 1, 0))
        trail = arith.add(trail, ite(still_trail, 1, 0))
    # all whitespace: lead = trail = n and the count below is negative, so the core is ""
    return strings.substr(s, lead, arith.sub(arith.sub(n, lead), trail))


_INVALID = "invalid literal for int() with base 10"
_REPR_SAFE = frozenset(chr(c) for c in range(0x20, 0x7F)) - {"'", "\\"}
_UNKNOWN_ARGS = (UnknownText(
    f"{_INVALID}: ", "its text holds repr() of a string whose characters are not known "
    "(repr() escapes some and picks its quotes by them)"),)


def text_repr(s):
    """Returns repr(s) of a string term where it is s in quotes: `s` is built of literals
    (and numerals) holding only printable ASCII other than quotes and backslashes, as
    str(n) and most programs' strings are; else None (Python escapes backslashes,
    unprintable characters and a quote, and picks the quotes by what s holds: not
    encoded; a regular expression for it made the solvers take minutes)."""
    if any(c.sort is STRING for c in constants(s)):
        return None
    chars, _ = strings.literal_chars(s)
    if not chars <= _REPR_SAFE:
        return None
    return strings.concat(strings.concat("'", s), "'")


def _require_numeral(valid, s) -> None:
    """Requires int(s) to be `valid`: Python's ValueError on the other paths, its text
    ending with repr(s) where that is encoded, else an unknown text (see UnknownText)."""
    text = text_repr(s)
    require(valid, _INVALID, ValueError,
            _UNKNOWN_ARGS if text is None else (strings.concat(f"{_INVALID}: ", text),))


def _numeral(s, depth: int = 0):
    """Returns (valid, value) of int(s) read off the shape of `s` when it is built from
    numerals only (a literal, from_int(y), a sign ++ from_int(y), an ite of such, a chain
    of literals: what str() of an int gives), else None. Saves the solver from parsing
    strings."""
    if type(s) is Term and s.op == ITE:
        values = value_map(s, COMPARE_LIMIT)
        if values is not None:
            parsed = {v: _numeral(v) for v in values}
            valid = or_(*(g for v, g in values.items() if parsed[v][0]))
            results: dict = {}
            for v, g in values.items():
                if parsed[v][0]:
                    k = parsed[v][1]
                    results[k] = or_(results[k], g) if k in results else g
            every = all(parsed[v][0] for v in values)
            return valid, from_value_map(results, INT, covering=every) if results else 0
    if type(s) is str:
        try:
            return True, int(s)
        except ValueError:
            return False, 0
    if s.op == strings.FROM_INT:  # "" for a negative y: not a numeral
        y = s.args[0]
        return arith.le(0, y), y
    if s.op == strings.CONCAT and type(s.args[0]) is str and s.args[0] in ("-", "+") and \
            type(s.args[1]) is Term and s.args[1].op == strings.FROM_INT:
        y = s.args[1].args[0]
        return arith.le(0, y), arith.neg(y) if s.args[0] == "-" else y
    if s.op == ITE and depth < 16:
        a, b = _numeral(s.args[1], depth + 1), _numeral(s.args[2], depth + 1)
        if a is None or b is None:
            return None
        c = s.args[0]
        return ite(c, a[0], b[0]), ite(c, a[1], b[1])
    return None


# The ASCII characters int() never reads (all but whitespace, signs, '_' and digits): a
# string holding one of them, or empty, is no numeral whatever its other characters.
_NEVER_READ = tuple(chr(c) for c in range(0x80)
                    if not (chr(c).isspace() or chr(c) in "+-_0123456789"))


def _int_of_unknown(s):
    """Returns int(s) of a string whose characters are not known (a symbolic string from
    `fresh(str)`): the value of a plain numeral (an optional sign, then ASCII digits),
    Python's ValueError where s is empty, a lone sign, or holds a character int() never
    reads. The other strings (whitespace, underscores, non-ASCII digits, stray signs) are
    read by Python in ways not encoded: refused unless the path proves s is none of them."""
    signed = or_(strings.prefixof("-", s), strings.prefixof("+", s))
    body = ite(signed, strings.substr(s, 1, arith.sub(strings.length(s), 1)), s)
    magnitude = strings.to_int(body)  # -1 unless body is a nonempty string of ASCII digits
    plain = arith.le(0, magnitude)
    lone_sign = and_(signed, eq(strings.length(s), 1))  # "-" or "+": no digit to read
    never = or_(eq(s, ""), lone_sign, *(strings.contains(s, c) for c in _NEVER_READ))
    if not proven(or_(plain, never)):
        raise unsupported("int() of a symbolic string",
                          "only a plain numeral ([+-]?[0-9]+) or a string holding a character "
                          "int() never reads is encoded (Python also reads whitespace, "
                          "underscores and non-ASCII digits); assume the string is one of them")
    _require_numeral(plain, s)
    return ite(strings.prefixof("-", s), arith.neg(magnitude), magnitude)


def int_of_text(s):
    """Returns int(s) of a string term (base 10): an optional sign, ASCII digits, and the
    whitespace Python strips around them; Python's ValueError on the other paths. A string
    that may hold characters int() reads in ways not encoded (underscores, non-ASCII
    digits) is refused."""
    shaped = _numeral(s)
    if shaped is not None:
        _require_numeral(shaped[0], s)
        return shaped[1]
    if any(c.sort is STRING for c in constants(s)):
        return _int_of_unknown(s)
    chars, _ = strings.literal_chars(s)
    odd = sorted(c for c in chars if c == "_" or (c.isdecimal() and c not in "0123456789")
                 or (c.isdigit() and c not in "0123456789"))
    if odd:
        raise unsupported(f"int() of a symbolic string that may hold {odd[0]!r}",
                          "underscores and non-ASCII digits in int() are not encoded")
    ws = _int_whitespace(chars)
    core = _strip(s, ws, strings.count_at_most(s, ws) if ws else 0)
    first = strings.at(core, 0)
    negative = eq(first, "-")
    signed = or_(negative, eq(first, "+"))
    digits = ite(signed, strings.substr(core, 1, arith.sub(strings.length(core), 1)), core)
    magnitude = strings.to_int(digits)
    _require_numeral(arith.le(0, magnitude), s)
    return ite(negative, arith.neg(magnitude), magnitude)


def is_string_term(v) -> bool:
    """Returns whether `v` is a term of sort STRING."""
    return type(v) is Term and v.sort is STRING


def text_preview(s) -> str:
    """Returns a readable text of the string term `s` for messages: its literals, and
    the int term in place of each str(n) (`negative: x` for f"negative: {x}")."""
    from stamen.terms.printing import term_str

    if type(s) is str:
        return s
    if s.op == strings.CONCAT:
        return text_preview(s.args[0]) + text_preview(s.args[1])
    if s.op == ITE and type(s.args[2]) is Term and s.args[2].op == strings.FROM_INT:
        return term_str(s.args[2].args[0], 80)  # str(n): ite(n < 0, "-" ++ ..., from_int(n))
    if s.op == ITE:
        values = value_map(s, COMPARE_LIMIT)
        split = strings.cases_of(values) if values is not None else None
        if split is not None:
            subject, cases, _ = split
            k, v = next(iter(cases.items()))
            at_ = v.find(str(k))
            prefix, suffix = v[:at_], v[at_ + len(str(k)):]
            if at_ >= 0 and all(w == f"{prefix}{j}{suffix}" for j, w in cases.items()):
                return f"{prefix}{term_str(subject, 80)}{suffix}"
    return term_str(s, 200)
