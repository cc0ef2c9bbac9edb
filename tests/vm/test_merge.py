"""The merge rules of the PLDI'14 paper's Fig. 9 (DESIGN.md §3), one test per row."""

from __future__ import annotations

from collections import namedtuple
from dataclasses import dataclass
from fractions import Fraction

import pytest

import stamen
from stamen import BV, BitVec
from stamen.query.solution import Solution
from stamen.terms.term import Term
from stamen.vm import evaluation, merge, merge_all
from stamen.vm.merging.seq import PaddedTuple
from stamen.vm.state.config import Config

from .unions import check_union

g = stamen.symbolic("g", bool)
h = stamen.symbolic("h", bool)
x = stamen.symbolic("x", int)
y = stamen.symbolic("y", int)


def at(value, **assignment):
    """Returns `value` concretised under the model given by name (g=True, x=3, ...)."""
    model = {}
    for name, v in assignment.items():
        sort = {bool: bool, int: int}.get(type(v), int)
        model[stamen.symbolic(name, sort)] = v
    return Solution("sat", model).evaluate(value)


@dataclass(frozen=True)
class Point:
    x: object
    y: object


@dataclass(frozen=True)
class Other:
    x: object
    y: object


@dataclass
class Mutable:
    x: object


Pair = namedtuple("Pair", "first second")


# -------------------------------------------------------------- g literal --

def test_a_concrete_guard_selects_a_side():
    a, b = [1], "b"
    assert merge(True, a, b) is a
    assert merge(False, a, b) is b


# --------------------------------------------------------------- identical --

@pytest.mark.parametrize("value", [3, x, "s", None, (1, 2), [1], Mutable(1), Point(1, 2)])
def test_identical_values_merge_to_that_value(value):
    assert merge(g, value, value) is value


def test_equal_immutable_values_merge_to_one_value():
    assert merge(g, "ab", "a" + "b") == "ab"
    assert merge(g, None, None) is None


@pytest.mark.parametrize("a, b", [(0.0, -0.0), (frozenset({1}), frozenset({True})),
                                  (range(0), range(1, 1))])
def test_equal_but_distinguishable_values_stay_apart(a, b):
    """Regression: 0.0 == -0.0, yet they print differently; merging them kept only one."""
    u = merge(g, a, b)
    check_union(u, size=2)
    assert repr(at(u, g=True)) == repr(a) and repr(at(u, g=False)) == repr(b)


# -------------------------------------------------------------- primitives --

@pytest.mark.parametrize("a, b, model", [
    (x, 3, {"x": 7}),
    (1, 2, {}),
    (True, stamen.symbolic("p", bool), {"p": False}),
    (Fraction(1, 2), Fraction(3, 4), {}),
    (BV(1, 8), stamen.symbolic("bv", BitVec(8)), {}),
])
def test_primitives_of_one_type_merge_to_an_ite_term(a, b, model):
    v = merge(g, a, b)
    assert type(v) is Term and not stamen.is_union(v)
    assert at(v, g=True, **model) == at(a, **model)
    if "bv" not in str(b):
        assert at(v, g=False, **model) == at(b, **model)


@pytest.mark.parametrize("a, b", [
    (1, True),                               # int and bool are different types
    (x, g),
    (BV(1, 8), BV(1, 16)),                   # bitvectors of different widths
    (1, Fraction(1, 2)),
    (1, 1.0),
    (1, "1"),
])
def test_primitives_of_different_types_form_a_union(a, b):
    u = merge(g, a, b)
    members = check_union(u, size=2)
    assert members[0][1] is a and members[1][1] is b
    assert type(at(u, g=True)) is type(at(a)) and type(at(u, g=False)) is type(at(b))


# ------------------------------------------------------------------ tuples --

def test_tuples_of_equal_length_merge_element_wise():
    v = merge(g, (1, "a", x), (2, "a", y))
    assert type(v) is tuple and len(v) == 3
    assert type(v[0]) is Term and v[1] == "a"
    assert at(v, g=True, x=5, y=6) == (1, "a", 5)
    assert at(v, g=False, x=5, y=6) == (2, "a", 6)


def test_nested_tuples_merge_element_wise_and_unions_stay_inside():
    v = merge(g, ((1, 2), "s"), ((3, 4), 5))
    assert type(v) is tuple and type(v[0]) is tuple
    check_union(v[1], size=2)


def test_namedtuples_keep_their_type():
    v = merge(g, Pair(1, 2), Pair(3, 2))
    assert type(v) is Pair and v.second == 2
    assert at(v, g=False) == Pair(3, 2)


def test_tuple_and_namedtuple_are_different_classes():
    check_union(merge(g, (1, 2), Pair(1, 2)), size=2)


def test_tuples_of_different_lengths_form_a_union():
    u = merge(g, (1,), (1, 2))
    check_union(u, size=2)


def test_tuples_of_different_lengths_merge_into_a_padded_tuple_under_logic():
    with evaluation(Config(merge="logic")):
        v = merge(g, (x,), (1, 2))
        assert type(v) is PaddedTuple
        assert at(v, g=True, x=4) == (4,) and at(v, g=False, x=4) == (1, 2)
        w = merge(h, v, ())
        assert type(w) is PaddedTuple
        assert at(w, g=True, h=False) == ()
        # a union with a tuple member still gives one padded tuple
        u = merge(h, merge(g, "s", (1,)), (2, 3))
        members = check_union(u, size=2)
        assert {type(m) for _, m in members} == {str, PaddedTuple}


def test_tuple_and_list_are_different_classes():
    check_union(merge(g, (1,), [1]), size=2)


# --------------------------------------------------------------- dataclasses --

def test_frozen_dataclasses_of_one_class_merge_field_wise():
    v = merge(g, Point(1, "a"), Point(x, "a"))
    assert type(v) is Point and v.y == "a"
    assert at(v, g=True, x=9) == Point(1, "a") and at(v, g=False, x=9) == Point(9, "a")


def test_frozen_dataclasses_of_different_classes_form_a_union():
    check_union(merge(g, Point(1, 2), Other(1, 2)), size=2)


def test_mutable_dataclass_instances_merge_by_identity():
    a, b = Mutable(1), Mutable(1)
    assert merge(g, a, a) is a
    members = check_union(merge(g, a, b), size=2)
    assert members[0][1] is a and members[1][1] is b


# -------------------------------------------------------- mutable objects --

def test_the_same_mutable_object_stays_itself():
    xs = [1, 2]
    assert merge(g, xs, xs) is xs


def test_different_lists_with_equal_contents_form_a_union():
    a, b = [1, 2], [1, 2]
    members = check_union(merge(g, a, b), size=2)
    assert members[0][1] is a and members[1][1] is b


def test_functions_merge_by_identity():
    f1, f2 = len, abs
    u = merge(g, f1, f2)
    check_union(u, size=2)
    assert merge(g, f1, f1) is f1


# ------------------------------------------------------------------- unions --

def test_a_union_keeps_at_most_one_member_per_class():
    u1 = merge(g, 1, "a")
    u2 = merge(h, x, "b")
    k = stamen.symbolic("k", bool)
    u = merge(k, u1, u2)
    members = check_union(u, size=3)
    ints = [v for _, v in members if type(v) is not str]
    assert len(ints) == 1
    assert at(u, k=True, g=True, h=False, x=0) == 1
    assert at(u, k=False, g=True, h=True, x=8) == 8
    assert at(u, k=False, g=True, h=False, x=8) == "b"


def test_merging_a_value_into_a_union_merges_it_with_its_class_member():
    u = merge(g, (1,), "s")
    v = merge(h, u, (2,))
    members = check_union(v, size=2)
    tup = [m for _, m in members if type(m) is tuple][0]
    assert type(tup[0]) is Term
    assert at(v, h=True, g=True) == (1,) and at(v, h=False, g=True) == (2,)
    assert at(v, h=True, g=False) == "s"


def test_merging_two_unions_of_the_same_classes_merges_member_wise():
    u = merge(g, 1, (1,))
    w = merge(h, 2, (2,))
    v = merge(x > 0, u, w)
    check_union(v, size=2)


def test_merge_all_merges_guarded_values_with_disjoint_guards():
    guards = [x == 0, x == 1, stamen.and_(x != 0, x != 1)]
    v = merge_all(list(zip(guards, [(1,), (2,), "other"], strict=True)))
    members = check_union(v, size=2)
    assert [type(m) for _, m in members] == [tuple, str]
    assert at(v, x=1) == (2,) and at(v, x=5) == "other"


def test_merge_all_of_one_feasible_value_is_that_value():
    assert merge_all([(False, 1), (True, "a")]) == "a"
    with pytest.raises(ValueError):
        merge_all([(False, 1)])


def test_unions_are_counted_in_the_statistics():
    with evaluation(Config()) as ctx:
        merge(g, 1, "a")
        merge(g, merge(h, 1, "a"), None)
        assert ctx.stats.unions == 3 and ctx.stats.union_max == 3
        assert ctx.stats.union_sum == 2 + 2 + 3


# ------------------------------------------- merging runs no user code --

class Halved(namedtuple("Halved", "n")):
    """A namedtuple subclass whose __new__ transforms its argument and counts its calls."""

    calls = 0

    def __new__(cls, n):
        Halved.calls += 1
        return super().__new__(cls, n // 2)


class Span(tuple):
    """A tuple subclass whose constructor does not take its items."""

    def __new__(cls, lo, hi):
        return super().__new__(cls, range(lo, hi))


@dataclass(frozen=True)
class Derived:
    a: object

    def __post_init__(self):
        object.__setattr__(self, "twice", self.a)
        Derived.calls += 1


Derived.calls = 0


def test_a_namedtuple_subclass_is_merged_without_its_new():
    a, b = Halved(4), Halved(6)
    calls = Halved.calls
    v = merge(g, a, b)
    assert Halved.calls == calls and type(v) is Halved
    assert at(v, g=True) == (2,) and at(v, g=False) == (3,)


def test_a_tuple_subclass_with_its_own_constructor_merges_element_wise():
    v = merge(g, Span(0, 2), Span(5, 7))
    assert type(v) is Span and len(v) == 2
    assert at(v[0], g=True) == 0 and at(v[1], g=False) == 6


def test_a_tuple_subclass_keeps_and_merges_its_stored_attributes():
    a, b = Span(0, 1), Span(1, 2)
    a.tag, b.tag = "a", x
    v = merge(g, a, b)
    assert type(v) is Span and at(v.tag, g=True) == "a" and at(v.tag, g=False, x=4) == 4
    b2 = Span(1, 2)
    check_union(merge(g, a, b2), size=2)  # different stored attributes: kept apart


def test_a_frozen_dataclass_merge_keeps_what_post_init_stored_without_rerunning_it():
    a, b = Derived(1), Derived(x)
    calls = Derived.calls
    v = merge(g, a, b)
    assert Derived.calls == calls and type(v) is Derived
    assert at(v.twice, g=True) == 1 and at(v.twice, g=False, x=5) == 5


# ------------------------------------------------- identity through merges --

def test_a_merged_tuple_is_each_original_under_its_guard():
    from stamen.vm.python.identity import identical

    with evaluation(Config()):
        a, b, c = (1, x), (2, x), (3, x)
        v = merge(g, a, b)
        assert identical(v, a) is g
        assert identical(v, v) is True
        assert identical(v, c) is False
        w = merge(h, v, c)
        assert at(identical(w, b), g=False, h=True) is True
        assert at(identical(w, b), g=True, h=True) is False
        assert at(identical(w, c), g=True, h=False) is True


def test_identity_of_a_symbolic_bool_with_the_bool_singletons():
    from stamen.vm.python.identity import identical

    assert identical(g, True) is g
    assert at(identical(g, False), g=False) is True
    assert identical(x, None) is False
    assert identical(g, 1) is False


class _Lit(tuple):
    pass


class _Neg(tuple):
    pass


def _node_kinds(x):
    """Tuple subclasses (an interpreter's node classes) and plain tuples chosen per path,
    of equal and of different lengths: each keeps its own class under every strategy
    (merge="logic" padded them into one plain tuple, so `type(node)` read `tuple`)."""
    import collections

    pair = collections.namedtuple("pair", "a b")
    node = _Neg(("n", x)) if x > 0 else _Lit(("l", x))
    short = _Neg((x,)) if x > 1 else _Lit(("l", x))
    plain = pair(x, 1) if x < 0 else (x, 1)
    return (type(node).__name__, type(short).__name__, len(short),
            type(plain).__name__, plain[0])


def test_tuple_subclasses_keep_their_class_in_a_merge():
    from differential.oracle import assert_agrees
    from stamen import lifted

    assert_agrees(lifted(_node_kinds), list(range(-1, 4)), plain=_node_kinds, pin=None)
