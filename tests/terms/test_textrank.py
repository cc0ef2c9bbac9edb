"""Comparing ite trees of string literals by rank (terms/textrank.py): the formula over
ranks means what Python's `<`, `<=` and `==` on the strings mean, for every value of the
ints that choose the leaves, and holds no string operator for the solver."""

from __future__ import annotations

import itertools

from hypothesis import assume, given
from hypothesis import strategies as hs

import stamen  # noqa: F401  (installs the operators)
from stamen.solvers.smtlib import to_smtlib
from stamen.terms import strings
from stamen.terms.boolean import eq, ite
from stamen.terms.sorts import INT, STRING
from stamen.terms.term import constant
from stamen.terms.textrank import literal_leaves, rank_compare
from stamen.terms.traverse import substitute

N, M = constant("rank_n", INT), constant("rank_m", INT)
WORDS = ["", "-1", "-12", "0", "10", "345", "7", "a", "é", "Z", "10a"]


def chain(subject, words: list[str]):
    """Returns the string that is words[k] where subject == k (the last word elsewhere)."""
    t = words[-1]
    for k in reversed(range(len(words) - 1)):
        t = ite(eq(subject, k), words[k], t)
    return t


def _python(op: str, a: str, b: str) -> bool:
    return {"<": a < b, "<=": a <= b, "==": a == b}[op]


@given(hs.lists(hs.sampled_from(WORDS), min_size=2, max_size=6),
       hs.lists(hs.sampled_from(WORDS), min_size=1, max_size=6))
def test_rank_comparisons_mean_python_comparisons(left, right):
    a, b = chain(N, left), chain(M, right)
    assume(type(a) is not str or type(b) is not str)  # two literals fold before ranking
    for op in ("<", "<=", "=="):
        formula = rank_compare(op, a, b)
        assert formula is not None
        for i, j in itertools.product(range(len(left)), range(len(right))):
            assert substitute(formula, {N: i, M: j}) is _python(op, left[i], right[j])


def test_merged_trees_compare_by_rank_without_string_operators():
    """A tree merged from chains (as a sorting network builds) is walked as a DAG."""
    a, b = chain(N, ["-12", "0", "7", "345"]), chain(M, ["10", "-1", "9"])
    lo = ite(strings.lt(a, b), a, b)
    hi = ite(strings.lt(a, b), b, a)
    assert literal_leaves(lo) == {"-12", "0", "7", "345", "10", "-1", "9"}
    formula = strings.le(lo, hi)
    assert "str." not in to_smtlib([formula])
    for i, j in itertools.product(range(4), range(3)):
        assert substitute(formula, {N: i, M: j}) is True


def test_other_string_terms_are_not_ranked():
    assert rank_compare("<", strings.from_int(N), "7") is None
    assert rank_compare("<", "7", "8") is None
    assert rank_compare("<", chain(M, ["a", "b"]), constant("rank_s", STRING)) is None
