"""Quantifier terms: built from constants and a boolean body, hash-consed; their bound
constants are not free (constants) and not substituted in their scope (substitute)."""

from __future__ import annotations

import pytest

from stamen.terms.arith import add, lt
from stamen.terms.boolean import and_, eq
from stamen.terms.quantifiers import exists, forall, is_quantifier
from stamen.terms.sorts import INT
from stamen.terms.term import constant
from stamen.terms.traverse import constants, substitute

i, j, n = (constant(f"qt_{c}", INT) for c in "ijn")


def test_quantifiers_are_hash_consed_and_fold_constant_bodies():
    f = forall([i], lt(i, add(n, 1)))
    assert f is forall((i,), lt(i, add(n, 1))) and is_quantifier(f)
    assert f is not exists([i], lt(i, add(n, 1)))
    assert forall([i], True) is True and exists([i], False) is False


def test_bound_constants_are_not_free():
    f = forall([i], exists([j], lt(i, add(j, n))))
    assert constants(f) == [n]
    assert constants(and_(f, lt(i, 3))) == [i, n]  # `i` is free outside the quantifier


def test_substitution_leaves_bound_constants_alone_in_their_scope():
    f = forall([i], lt(i, add(n, 1)))
    g = substitute(and_(f, eq(i, n)), {i: 7, n: 2})
    assert g is and_(forall([i], lt(i, 3)), False) or g is False
    assert substitute(f, {n: 2}) is forall([i], lt(i, 3))
    assert substitute(f, {i: 2}) is f


@pytest.mark.parametrize("bad", [[], [3], [add(i, 1)], [i, i]])
def test_only_distinct_constants_can_be_bound(bad):
    with pytest.raises(ValueError):
        forall(bad, lt(i, n))
