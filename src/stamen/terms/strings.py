"""Smart constructors for the theory of strings (SMT-LIB's `String`, z3's and cvc5's).

A string literal is a Python `str`; a string term has sort STRING. Each
constructor folds literals exactly as SMT-LIB defines the operator (which is
total: `str.at` out of range is "", `str.to_int` of a non-numeral is -1,
`str.from_int` of a negative int is ""); Python's meaning (negative
indices, `IndexError`, `int()`'s `ValueError`) is built on top of these in
`vm.python.textops`. SMT-LIB characters are the code points up to 0x2FFFF:
a literal holding a larger one never meets a term (refused at the user's line).
"""

from __future__ import annotations

import itertools

from stamen.terms import arith
from stamen.terms.boolean import ITE, and_, ite, or_
from stamen.terms.intbits import unsupported
from stamen.terms.rebuild import register
from stamen.terms.sorts import BOOL, INT, STRING
from stamen.terms.term import Term, make, make2
from stamen.terms.textrank import rank_compare
from stamen.terms.valueset import COMPARE_LIMIT, from_value_map, value_map

__all__ = [
    "CONCAT", "LENGTH", "AT", "SUBSTR", "FROM_INT", "TO_INT", "PREFIXOF", "SUFFIXOF",
    "CONTAINS", "LT", "LE", "INDEXOF", "TO_CODE", "FROM_CODE", "REPLACE", "REPLACE_ALL",
    "STRING_OPS", "MAX_CODE_POINT", "replace", "replace_all",
    "concat", "length", "at", "substr", "from_int", "to_int", "prefixof", "suffixof",
    "contains", "lt", "le", "indexof", "to_code", "from_code", "is_string", "literal_chars",
    "count_at_most", "cases_of", "fold_by_values", "check_literals",
]

CONCAT, LENGTH, AT, SUBSTR = "str.++", "str.len", "str.at", "str.substr"
FROM_INT, TO_INT = "str.from_int", "str.to_int"
PREFIXOF, SUFFIXOF, CONTAINS = "str.prefixof", "str.suffixof", "str.contains"
LT, LE = "str.<", "str.<="
INDEXOF, TO_CODE, FROM_CODE = "str.indexof", "str.to_code", "str.from_code"
REPLACE, REPLACE_ALL = "str.replace", "str.replace_all"
# Every string operator, with the sorts of its arguments (the translators read them).
STRING_OPS = {
    CONCAT: (STRING, STRING), LENGTH: (STRING,), AT: (STRING, INT),
    SUBSTR: (STRING, INT, INT), FROM_INT: (INT,), TO_INT: (STRING,),
    PREFIXOF: (STRING, STRING), SUFFIXOF: (STRING, STRING), CONTAINS: (STRING, STRING),
    LT: (STRING, STRING), LE: (STRING, STRING), INDEXOF: (STRING, STRING, INT),
    TO_CODE: (STRING,), FROM_CODE: (INT,), REPLACE: (STRING, STRING, STRING),
    REPLACE_ALL: (STRING, STRING, STRING),
}
MAX_CODE_POINT = 0x2FFFF  # SMT-LIB 2.6's alphabet: code points 0 ... 0x2FFFF
_DIGITS = frozenset("0123456789")


def is_string(v) -> bool:
    """Returns whether `v` is a string literal or a string term."""
    return type(v) is str or (type(v) is Term and v.sort is STRING)


# A string operator whose term operands are ite trees of literals (values known to be one
# of a few literals, e.g. str(n) of an int the path bounds) is computed value by value, when
# there are at most this many combinations: the solver then sees no string theory.
VALUE_COMBINATIONS = 4096


def fold_by_values(fold, args: tuple, sort):
    """Returns fold(*literals) combined over the values of the term arguments (see
    VALUE_COMBINATIONS): a boolean formula for a BOOL result, else an ite chain of literal
    results; None when an argument is no value set or there are too many combinations.
    Arguments that are all case splits of one int term (str(n) and what is computed from
    it) are combined case by case, not as a product."""
    maps = []
    for a in args:
        if type(a) is Term:
            if a.op != ITE:
                return None
            vm = value_map(a, COMPARE_LIMIT)
            if vm is None:
                return None
            maps.append(vm)
        else:
            maps.append({a: True})
    by_cases = _by_cases(fold, maps)
    results, covering = by_cases if by_cases is not None else (_by_product(fold, maps), True)
    if results is None:
        return None
    if sort is BOOL:
        return or_(*(g for r, g in results.items() if r is True))
    return from_value_map(results, sort, covering=covering)


def cases_of(vm: dict):
    """Returns (t, {k: value}, {k: guard}) when every guard of the value map is an atom
    t == k, t <= k or k <= t (the end cases of `pystr.int_cases`), or an `or` of such, for
    one term t and int literals k; else None."""
    subject, cases, guards = None, {}, {}
    for value, guard in vm.items():
        if guard is True:
            return None
        for atom in (guard.args if guard.op == "or" else (guard,)):
            if type(atom) is not Term or atom.op not in ("eq", "le"):
                return None
            a, b = atom.args
            term, k = (a, b) if type(b) is int else (b, a)
            if type(term) is not Term or type(k) is not int or (
                    subject is not None and term is not subject):
                return None
            subject = term
            cases[k], guards[k] = value, atom
    return subject, cases, guards


def _by_cases(fold, maps: list) -> tuple[dict, bool] | None:
    """Returns ({result: guard}, whether no case was dropped) of fold over value maps that
    split on one int term, case by case (their cases' guards must be the same atoms)."""
    subject, per_arg, guards = None, [], {}
    for vm in maps:
        if len(vm) == 1 and next(iter(vm.values())) is True:
            per_arg.append(None)  # a literal argument
            continue
        split = cases_of(vm)
        if split is None or (subject is not None and split[0] is not subject):
            return None
        subject = split[0]
        for k, atom in split[2].items():
            if guards.setdefault(k, atom) is not atom:
                return None
        per_arg.append(split[1])
    keys = None
    for cases in per_arg:
        if cases is not None:
            keys = set(cases) if keys is None else keys & set(cases)
    if keys is None:
        return None
    results: dict = {}
    for k in sorted(keys):
        values = [next(iter(vm)) if cases is None else cases[k]
                  for vm, cases in zip(maps, per_arg, strict=True)]
        results.setdefault(fold(*values), []).append(guards[k])  # each or built once
    return {r: or_(*gs) for r, gs in results.items()}, len(keys) == len(guards)


def _by_product(fold, maps: list) -> dict | None:
    """{result: guard} of fold over every combination of the values (None if too many)."""
    total = 1
    for vm in maps:
        total *= len(vm)
        if total > VALUE_COMBINATIONS:
            return None
    results: dict = {}
    for combo in itertools.product(*(list(vm.items()) for vm in maps)):
        guard = and_(*(g for _, g in combo))
        if guard is False:
            continue
        results.setdefault(fold(*(v for v, _ in combo)), []).append(guard)
    # one disjunction per result, built once (adding guards one by one is quadratic)
    return {r: or_(*guards) for r, guards in results.items()}


def _empty(v) -> bool:
    return type(v) is str and not v


def check_literals(*args) -> None:
    """Refuses a literal with a code point SMT-LIB strings cannot hold, where it meets a
    term (the solver would see a different string)."""
    for a in args:
        if type(a) is str and a and max(map(ord, a)) > MAX_CODE_POINT:
            raise unsupported(
                f"the string {a[:40]!r} next to a symbolic string",
                f"it holds a character past U+{MAX_CODE_POINT:X}, which the solvers' strings "
                f"cannot represent")


def concat(a, b):
    """Returns a ++ b. Rules: literals, "" is the unit, adjacent literals join
    (lit ++ (lit' ++ x) = (lit+lit') ++ x, (x ++ lit) ++ lit' = x ++ (lit+lit'))."""
    if type(a) is str and type(b) is str:
        return a + b
    r = fold_by_values(lambda x, y: x + y, (a, b,), STRING)
    if r is not None:
        return r
    if _empty(a):
        return b
    if _empty(b):
        return a
    check_literals(a, b)
    if type(a) is str and b.op == CONCAT and type(b.args[0]) is str:
        return make2(CONCAT, a + b.args[0], b.args[1], STRING)
    if type(b) is str and a.op == CONCAT and type(a.args[1]) is str:
        return make2(CONCAT, a.args[0], a.args[1] + b, STRING)
    return make2(CONCAT, a, b, STRING)


def length(s):
    """Returns str.len(s). Rules: a literal's length, len(a ++ b) = len(a) + len(b)."""
    if type(s) is str:
        return len(s)
    r = fold_by_values(len, (s,), INT)
    if r is not None:
        return r
    if s.op == CONCAT:
        return arith.add(length(s.args[0]), length(s.args[1]))
    return make(LENGTH, (s,), INT)


def at(s, i):
    """Returns str.at(s, i): the one-character string at i, or "" when i is out of range."""
    if type(s) is str and type(i) is int:
        return s[i] if 0 <= i < len(s) else ""
    r = fold_by_values(at, (s, i,), STRING)
    if r is not None:
        return r
    check_literals(s)
    return make2(AT, s, i, STRING)


def substr(s, i, n):
    """Returns str.substr(s, i, n): the n characters from i, fewer at the end of s, and ""
    when i is out of range or n <= 0."""
    if type(s) is str and type(i) is int and type(n) is int:
        return s[i:i + n] if 0 <= i < len(s) and n > 0 else ""
    r = fold_by_values(substr, (s, i, n,), STRING)
    if r is not None:
        return r
    if type(n) is int and n <= 0:
        return ""
    check_literals(s)
    return make(SUBSTR, (s, i, n), STRING)


def from_int(x):
    """Returns str.from_int(x): x's decimal digits, "" for a negative x."""
    if type(x) is int:
        return str(x) if x >= 0 else ""
    r = fold_by_values(from_int, (x,), STRING)
    if r is not None:
        return r
    return make(FROM_INT, (x,), STRING)


def to_int(s):
    """Returns str.to_int(s): the value of a nonempty string of ASCII digits (leading zeros
    allowed), -1 for any other string. Rule: to_int(from_int(x)) = ite(x >= 0, x, -1)."""
    if type(s) is str:
        return int(s) if s and set(s) <= _DIGITS else -1
    r = fold_by_values(to_int, (s,), INT)
    if r is not None:
        return r
    if s.op == FROM_INT:
        x = s.args[0]
        return ite(arith.le(0, x), x, -1)
    check_literals(s)
    return make(TO_INT, (s,), INT)


def prefixof(p, s):
    """Returns str.prefixof(p, s): whether s starts with p."""
    if type(p) is str and type(s) is str:
        return s.startswith(p)
    r = fold_by_values(prefixof, (p, s,), BOOL)
    if r is not None:
        return r
    if _empty(p):
        return True
    check_literals(p, s)
    return make2(PREFIXOF, p, s, BOOL)


def suffixof(p, s):
    """Returns str.suffixof(p, s): whether s ends with p."""
    if type(p) is str and type(s) is str:
        return s.endswith(p)
    r = fold_by_values(suffixof, (p, s,), BOOL)
    if r is not None:
        return r
    if _empty(p):
        return True
    check_literals(p, s)
    return make2(SUFFIXOF, p, s, BOOL)


def contains(s, t):
    """Returns str.contains(s, t): whether t occurs in s."""
    if type(s) is str and type(t) is str:
        return t in s
    r = fold_by_values(contains, (s, t,), BOOL)
    if r is not None:
        return r
    if _empty(t) or s is t:
        return True
    check_literals(s, t)
    return make2(CONTAINS, s, t, BOOL)


def indexof(s, t, i):
    """Returns str.indexof(s, t, i): the first position >= i where t occurs in s (i itself
    for an empty t), -1 where there is none or i is outside [0, len(s)]."""
    if type(s) is str and type(t) is str and type(i) is int:
        return -1 if i < 0 or i > len(s) else s.find(t, i)
    r = fold_by_values(indexof, (s, t, i), INT)
    if r is not None:
        return r
    check_literals(s, t)
    return make(INDEXOF, (s, t, i), INT)


def to_code(s):
    """Returns str.to_code(s): the code point of a one-character s, -1 for any other s."""
    if type(s) is str:
        return ord(s) if len(s) == 1 else -1
    r = fold_by_values(to_code, (s,), INT)
    if r is not None:
        return r
    return make(TO_CODE, (s,), INT)


def from_code(n):
    """Returns str.from_code(n): the one character of code point n where 0 <= n <=
    MAX_CODE_POINT, "" for any other n."""
    if type(n) is int:
        return chr(n) if 0 <= n <= MAX_CODE_POINT else ""
    r = fold_by_values(from_code, (n,), STRING)
    if r is not None:
        return r
    return make(FROM_CODE, (n,), STRING)


def replace(s, t, u):
    """Returns str.replace(s, t, u): s with the first occurrence of t replaced by u, u ++ s
    for an empty t, s where t does not occur (Python's s.replace(t, u, 1))."""
    if type(s) is str and type(t) is str and type(u) is str:
        return s.replace(t, u, 1)
    r = fold_by_values(replace, (s, t, u), STRING)
    if r is not None:
        return r
    check_literals(s, t, u)
    return make(REPLACE, (s, t, u), STRING)


def replace_all(s, t, u):
    """Returns str.replace_all(s, t, u): s with every occurrence of t, leftmost first and
    not overlapping, replaced by u (Python's s.replace(t, u) for a nonempty t); s itself
    for an empty t (where Python inserts u between the characters)."""
    if type(s) is str and type(t) is str and type(u) is str:
        return s if not t else s.replace(t, u)
    r = fold_by_values(replace_all, (s, t, u), STRING)
    if r is not None:
        return r
    if _empty(t):
        return s
    check_literals(s, t, u)
    return make(REPLACE_ALL, (s, t, u), STRING)


def lt(a, b):
    """Returns str.<(a, b): lexicographic order by code point, as Python's `<` on str."""
    if type(a) is str and type(b) is str:
        return a < b
    r = fold_by_values(lt, (a, b,), BOOL)
    if r is not None:
        return r
    r = rank_compare("<", a, b)  # ite trees of literals: by rank, no strings
    if r is not None:
        return r
    if a is b:
        return False
    check_literals(a, b)
    return make2(LT, a, b, BOOL)


def le(a, b):
    """Returns str.<=(a, b) (see `lt`)."""
    if type(a) is str and type(b) is str:
        return a <= b
    r = fold_by_values(le, (a, b,), BOOL)
    if r is not None:
        return r
    r = rank_compare("<=", a, b)  # ite trees of literals: by rank, no strings
    if r is not None:
        return r
    if a is b:
        return True
    check_literals(a, b)
    return make2(LE, a, b, BOOL)


def literal_chars(s) -> tuple[set[str], bool]:
    """Returns (the characters of the literals inside the string term `s`, whether `s`
    holds the digits of an int): every character `s` may have on some path is one of the
    former, or a digit or '-' when the latter is True (`str.from_int` makes only digits)."""
    chars: set[str] = set()
    numeral = False
    stack, seen = [s], set()
    while stack:
        t = stack.pop()
        if type(t) is str:
            chars.update(t)
            continue
        if type(t) is not Term or t.tid in seen:
            continue
        seen.add(t.tid)
        if t.op == FROM_INT:
            numeral = True
            continue
        if t.sort is STRING and t.op == "const":
            raise unsupported("a string constant", "its characters are not known")
        for a in t.args:
            if type(a) is str or (type(a) is Term and a.sort is STRING):
                stack.append(a)
    return chars, numeral


def count_at_most(s, wanted: frozenset) -> int:
    """Returns an upper bound on how many characters of `wanted` (none of them a digit or
    '-') the string `s` holds on any path: literals count theirs, a concatenation the sum,
    an ite the larger branch. Iterative, memoised by tid."""
    if type(s) is str:
        return sum(c in wanted for c in s)
    memo: dict[int, int] = {}

    def count(t) -> int:
        return sum(c in wanted for c in t) if type(t) is str else memo[t.tid]

    stack = [s]
    while stack:
        t = stack[-1]
        if t.tid in memo:
            stack.pop()
            continue
        parts = [a for a in t.args if type(a) is Term and a.sort is STRING and a.tid not in memo]
        if parts:
            stack.extend(parts)
            continue
        stack.pop()
        if t.op == CONCAT:
            n = count(t.args[0]) + count(t.args[1])
        elif t.op == ITE:
            n = max(count(t.args[1]), count(t.args[2]))
        elif t.op == AT:
            n = min(1, count(t.args[0]))
        elif t.op == SUBSTR:
            n = count(t.args[0])
        elif t.op == FROM_INT:
            n = 0
        else:
            raise unsupported(f"a string built by {t.op}", "its characters are not known")
        memo[t.tid] = n
    return memo[s.tid]


register(CONCAT, lambda args, sort: concat(*args))
register(LENGTH, lambda args, sort: length(*args))
register(AT, lambda args, sort: at(*args))
register(SUBSTR, lambda args, sort: substr(*args))
register(FROM_INT, lambda args, sort: from_int(*args))
register(TO_INT, lambda args, sort: to_int(*args))
register(PREFIXOF, lambda args, sort: prefixof(*args))
register(SUFFIXOF, lambda args, sort: suffixof(*args))
register(CONTAINS, lambda args, sort: contains(*args))
register(LT, lambda args, sort: lt(*args))
register(LE, lambda args, sort: le(*args))
register(INDEXOF, lambda args, sort: indexof(*args))
register(TO_CODE, lambda args, sort: to_code(*args))
register(FROM_CODE, lambda args, sort: from_code(*args))
register(REPLACE, lambda args, sort: replace(*args))
register(REPLACE_ALL, lambda args, sort: replace_all(*args))
