"""Symbolic reflection: for_all applies un-lifted Python to each concrete member of a
union (the paper's regexp example with `re`), union_contents, is_symbolic, concretize."""

from __future__ import annotations

import dataclasses
import re

import stamen
from stamen import assert_, lifted

from .unions import check_union

bits = [stamen.symbolic(f"bit{i}", bool) for i in range(3)]
x = stamen.symbolic("x", int)


@lifted
def word(bs):
    s = ""
    for b in bs:
        s = s + ("1" if b else "0")
    return s


def matches(pattern, value):
    """The paper's lifted regexp-match?: `re` runs on each concrete string."""
    return stamen.for_all(value, lambda s: re.fullmatch(pattern, s) is not None)


def test_for_all_lifts_re_to_a_union_of_strings():
    value, _ = stamen.evaluate_with_stats(lambda: word(bits))
    check_union(value, size=8)
    sol = stamen.solve(lambda: assert_(matches(r"1+0*", word(bits))))
    assert re.fullmatch(r"1+0*", sol.evaluate(word(bits)))
    assert stamen.verify(lambda: assert_(matches(r"[01]{3}", word(bits)))).unsat
    cex = stamen.verify(lambda: assert_(stamen.not_(matches(r"0*1", word(bits)))))
    assert cex.evaluate(word(bits)) == "001"


def test_for_all_on_a_non_union_applies_the_function_once():
    assert stamen.for_all("abc", str.upper) == "ABC"


def test_for_all_merges_the_results_by_type():
    value, _ = stamen.evaluate_with_stats(
        lambda: stamen.for_all(stamen.ite(x > 0, "ab", "xyz"), len))
    assert not stamen.is_union(value)
    assert stamen.solve(lambda: assert_(x == 3)).evaluate(value) == 2


def test_union_contents_and_is_union():
    value, _ = stamen.evaluate_with_stats(lambda: stamen.ite(x > 0, "a", None))
    assert stamen.is_union(value)
    assert [v for _, v in stamen.union_contents(value)] == ["a", None]
    assert stamen.union_contents(3) == [(True, 3)] and not stamen.is_union(3)


def test_is_symbolic_looks_inside_structures():
    assert stamen.is_symbolic(x) and not stamen.is_symbolic(3)
    assert stamen.is_symbolic([1, (2, {"k": x})])
    assert not stamen.is_symbolic([1, (2, {"k": "v"})])
    cyclic: list = [1]
    cyclic.append(cyclic)
    assert not stamen.is_symbolic(cyclic)
    value, _ = stamen.evaluate_with_stats(lambda: stamen.ite(x > 0, "a", "b"))
    assert stamen.is_symbolic(value)


def test_is_symbolic_looks_into_dataclass_fields_only():
    """is_symbolic shares str()'s walker (strings.symbolic_part): containers, and of other
    objects the fields of a dataclass; a plain object's attributes are not looked at."""

    @dataclasses.dataclass
    class Box:
        item: object

    class Plain:
        def __init__(self, item):
            self.item = item

    assert stamen.is_symbolic(Box(x)) and stamen.is_symbolic([Box((1, x))])
    assert not stamen.is_symbolic(Box(3))
    assert not stamen.is_symbolic(Plain(x))
    assert not stamen.is_symbolic(Box)


def plain_lookup(k):
    """Not lifted: it needs a concrete int."""
    return {0: "a", 1: "b", 2: "c"}[k] * 2


def test_concretize_lets_for_all_run_unlifted_code_on_each_candidate():
    """Regression: concretize gave an ite of the candidates and for_all passed that term
    to the function as it was."""
    def thunk():
        return stamen.for_all(stamen.concretize(x, [0, 1, 2]), plain_lookup)

    value, _ = stamen.evaluate_with_stats(thunk)
    check_union(value, size=3, covers=None)
    assert stamen.solve(lambda: assert_(x == 1)).evaluate(value) == "bb"
    cex = stamen.verify(thunk)
    assert cex.sat and cex[x] not in (0, 1, 2)
    assert stamen.concretize(5, [1, 2]) == 5


def test_concretize_in_lifted_code_indexes_with_each_candidate():
    table = {"a": 1, "b": 2, "c": 3}

    def thunk():
        key = stamen.concretize(x, [0, 1, 2])
        return stamen.for_all(key, lambda k: table["abc"[k]])

    value, _ = stamen.evaluate_with_stats(thunk)
    assert stamen.solve(lambda: assert_(x == 1)).evaluate(value) == 2
    cex = stamen.verify(thunk)
    assert cex.sat and cex[x] not in (0, 1, 2)
    assert stamen.concretize(5, [1, 2]) == 5
