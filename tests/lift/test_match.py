"""`match` in lifted functions: literal, singleton, capture, or, sequence, class and mapping
patterns, with guards, on symbolic subjects and on unions."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import stamen
from stamen import assert_, assume, lifted
from stamen.errors import UnsupportedConstruct

from .agreement import agree
from .pinned import check_pinned

x = stamen.symbolic("x", int)
y = stamen.symbolic("y", int)
g = stamen.symbolic("g", bool)


def value_at(value, pairs):
    sol = stamen.solve(lambda: assert_(stamen.and_(*(s == v for s, v in pairs))))
    assert sol.sat, pairs
    return sol.evaluate(value)


@lifted
def describe(v):
    match v:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case n if n < 0:
            return "negative"
        case _:
            return "big"


def test_literal_or_capture_and_guard_patterns_on_a_symbolic_int():
    value, _ = stamen.evaluate_with_stats(lambda: describe(x))
    for v in (0, 2, -4, 9):
        assert value_at(value, [(x, v)]) == describe.__wrapped__(v)


@dataclass
class Num:
    value: object


@dataclass
class Add:
    left: object
    right: object


@dataclass
class Mul:
    left: object
    right: object


@lifted
def evaluate(e):
    match e:
        case Num(v):
            return v
        case Add(left=l, right=r):
            return evaluate(l) + evaluate(r)
        case Mul(l, Num(0)):
            return 0
        case Mul(l, r):
            return evaluate(l) * evaluate(r)


def test_class_patterns_and_recursion_over_concrete_structure():
    e = Add(Num(x), Mul(Num(y), Num(3)))
    value, _ = stamen.evaluate_with_stats(lambda: evaluate(e))
    assert value_at(value, [(x, 2), (y, 5)]) == 17
    assert evaluate(Mul(Num(x), Num(0))) == 0


def test_class_patterns_on_a_union_select_by_type():
    def thunk():
        return evaluate(stamen.ite(g, Num(x), Add(Num(1), Num(2))))

    value, _ = stamen.evaluate_with_stats(thunk)
    assert value_at(value, [(g, True), (x, 8)]) == 8
    assert value_at(value, [(g, False), (x, 8)]) == 3


@lifted
def shape(seq):
    match seq:
        case []:
            return "empty"
        case [a]:
            return ("one", a)
        case [a, b]:
            return ("two", a + b)
        case [first, *rest]:
            return ("many", first, len(rest))


@lifted
def positives(items):
    out = []
    for v in items:
        if v > 0:
            out.append(v)
    return out


def test_sequence_patterns_on_a_list_of_symbolic_length():
    items = [x, y, 3]
    value, _ = stamen.evaluate_with_stats(lambda: shape(positives(items)))
    for a in (-1, 4):
        for b in (-2, 6):
            expected = shape.__wrapped__([v for v in (a, b, 3) if v > 0])
            assert value_at(value, [(x, a), (y, b)]) == expected


@lifted
def lookup(config):
    match config:
        case {"mode": "fast", "level": level}:
            return level * 2
        case {"mode": mode, **rest}:
            return (mode, len(rest))
        case _:
            return None


def test_mapping_patterns():
    assert lookup({"mode": "fast", "level": 3}) == 6
    assert lookup({"mode": "slow", "a": 1, "b": 2}) == ("slow", 2)
    value, _ = stamen.evaluate_with_stats(lambda: lookup({"mode": "fast", "level": x}))
    assert value_at(value, [(x, 4)]) == 8


def _message(x, y):
    msg = {"op": "add", "a": x, "b": y} if x > 0 else {"op": "neg", "a": y}
    match msg:
        case {"op": "add", "a": a, **rest}:
            return "add", a + rest["b"], sorted(rest)
        case {"op": "neg", "a": a} if a > 0:
            return "neg", -a
        case {"op": op}:
            return "other", op


def test_mapping_patterns_on_a_union_of_dicts_match_per_member():
    # was None: `isinstance(union, Mapping)` is False, so no case matched on any path
    check_pinned(_message, lifted(_message), [int, int],
                 [(a, b) for a in (-1, 1) for b in (-1, 2)])


@lifted
def on_symbol(symbol, state):
    match symbol:
        case "c" if state == 0:
            return 1
        case "a" | "d":
            return state
        case "r":
            return -1
        case None:
            return None
    return "reject"


def test_string_patterns_on_a_union_of_strings():
    def thunk():
        sym = stamen.ite(x == 0, "c", stamen.ite(x == 1, "a", stamen.ite(x == 2, "r", "z")))
        return on_symbol(sym, y)

    value, _ = stamen.evaluate_with_stats(thunk)
    for code, state in ((0, 0), (0, 5), (1, 7), (2, 0), (3, 0)):
        sym = "cara"[code] if code < 3 else "z"
        sym = {0: "c", 1: "a", 2: "r", 3: "z"}[code]
        expected = on_symbol.__wrapped__(sym, state)
        assert value_at(value, [(x, code), (y, state)]) == expected, (sym, state)


def test_capturing_inside_a_nested_or_pattern_is_refused_naming_the_line():
    with pytest.raises(UnsupportedConstruct, match=r"test_match.py:\d+.*`\|`"):
        @lifted
        def bad(v):
            match v:
                case [[a] | (a, _)]:
                    return a


def _either_side(x, y):
    match (x, y):
        case (0, b) | (b, 0) if b > 1:  # the first alternative that matches binds
            return "zero", b
        case [a, b] | (a, b, _):
            return "pair", a - b


def test_capturing_alternatives_at_the_top_of_a_case_bind_the_first_that_matches():
    # was refused: one case per alternative, a later one tried only where no earlier
    # one matched (even where the guard then failed)
    check_pinned(_either_side, lifted(_either_side), [int, int],
                 [(a, b) for a in (0, 1, 2) for b in (0, 2, 3)])


class _Node:
    __match_args__ = ("kind", "value")

    def __init__(self, kind):
        self.kind = kind


def _set_on_one_path(x, y):
    n = _Node("lit" if x > 0 else "var")
    if y > 0:
        n.value = x
    match n:
        case _Node(kind="lit", value=v):
            a = ("kw", v)
        case _Node("var", v):
            a = ("pos", v)
        case _Node(kind=k):
            a = ("absent", k)
    return a


def test_a_class_pattern_fails_where_its_attribute_is_absent():
    # the attribute was read natively off the desugared subject: a match with an
    # `<absent>` value where Python's getattr raises AttributeError and the pattern fails
    lifted(_Node)
    check_pinned(_set_on_one_path, lifted(_set_on_one_path), [int, int],
                 [(a, b) for a in (0, 1) for b in (0, 1)])


class _Lazy:
    def __init__(self):
        self.calls = 0

    def __getattr__(self, name):
        self.calls += 1
        if name == "size":
            return 3
        raise AttributeError(name)

    @property
    def area(self):
        self.calls += 10
        return 5


def _hooked(x, y):
    o = _Lazy()
    if x > 0:
        o.size = x
    match o:
        case _Lazy(size=3, area=5):
            r = "three"
        case _Lazy(color=c):
            r = c
        case _Lazy(size=s, area=a):
            r = s + a
    return r, o.calls


def test_a_class_patterns_attribute_is_read_once_per_sub_pattern():
    # the presence check read it, then the sub-pattern read it again: __getattr__ and
    # the property ran twice where Python's getattr runs them once
    lifted(_Lazy)
    check_pinned(_hooked, lifted(_hooked), [int, int], [(a, 0) for a in (0, 1, 3)])


class _Plain:
    def __init__(self, size):
        self.size = size


def _hooked_union(x, y):
    o = _Lazy() if x > 0 else _Plain(x)
    match o:
        case _Lazy(size=s) | _Plain(size=s) if s > 0:
            r = ("pos", s)
        case _Lazy(area=a):
            r = ("area", a)
        case _:
            r = "other"
    return r, getattr(o, "calls", None)


def test_a_class_pattern_on_a_union_reads_each_members_attribute_once():
    lifted(_Lazy)
    lifted(_Plain)
    check_pinned(_hooked_union, lifted(_hooked_union), [int, int], [(a, 0) for a in (-1, 0, 1)])


@lifted
def _evaluate(e):
    match e:
        case int(n):
            return n
        case ("neg", a):
            return -_evaluate(a)
        case ("add", a, b):
            return _evaluate(a) + _evaluate(b)


@lifted
def _evaluate_chosen(x):
    e = ("if", ("add", x, 1), 0, 0)  # no case matches: None
    if x == 2:
        e = ("add", 1, 2)
    elif x == -2:
        e = ("neg", ("neg", 3))
    return _evaluate(e)


@pytest.mark.parametrize("merge", ["types", "logic", "none"])
def test_a_library_refusal_on_no_feasible_path_is_no_refusal(merge):
    """Under merge="logic" the tuples merge into a padded one, and `+` meets a member
    (a padded tuple) on no feasible path: C's TypeError there is on a dead path, not a
    library's check of a stamen value (it was refused, naming no line)."""
    x = stamen.fresh(int)
    for v in (0, 2, -2):
        box = []
        sol = stamen.solve(lambda v=v, box=box: (assume(x == v), box.append(_evaluate_chosen(x))),
                           merge=merge)
        assert sol.sat and sol.evaluate(box[0]) == _evaluate_chosen.__wrapped__(v), v


@lifted
class Plain:
    def __init__(self, v):
        self.v = v


@lifted
def too_many_sub_patterns(a):
    try:
        match Plain(a) if a > 0 else a:
            case Plain(0):
                return "zero"
            case int(0, 1):
                return "pair"
    except TypeError as e:
        return str(e)
    return "other"


def test_more_positional_sub_patterns_than_match_args_is_python_s_type_error():
    # (its text said "accepts 0 positional sub-pattern(s)", without the count given)
    agree(too_many_sub_patterns)


@lifted
def sequences_of_every_kind(a):
    import collections

    out = []
    for s in (collections.deque([a, 1]), range(a, a + 2), (a, 1), "ab", [a]):
        match s:
            case [first, 1]:
                out.append(("ends in 1", first))
            case [first, second]:
                out.append(("pair", first, second))
            case _:
                out.append("no")
    return out


def test_a_sequence_pattern_matches_a_deque_and_a_range():
    # stamen's deque and symbolic range are Python's sequence types; isinstance() asked
    # from stamen's own code saw stamen's classes and the pattern never matched
    agree(sequences_of_every_kind)
