"""The tests acceleration rests on: affine terms and convex guards in the iteration j."""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie.closed_form import affine, convex

j = st.fresh(int, "j")
n = st.fresh(int, "n")
a = st.fresh(st.Array(int, int), "a")


def test_affine_reads_sums_and_products_by_literals():
    assert affine(j, j) == (1, 0)
    assert affine(n, j) == (0, n)
    b, rest = affine(4 * (j + n) + 3, j)
    assert b == 4 and rest is (4 * n + 3)
    assert affine(j * n, j) is None
    assert affine(st.select(a, j), j) is None


def test_linear_comparisons_and_conjunctions_are_convex():
    assert convex(j < n, j)
    assert convex(st.and_(j >= 0, 2 * j + 1 <= n), j)
    assert convex(st.not_(j < n), j)
    assert convex(j == n, j)
    assert convex(st.select(a, n) != 0, j)  # free of j: all or nothing


def test_disequalities_disjunctions_and_reads_are_not():
    assert not convex(j != n, j)
    assert not convex(st.or_(j < 3, j > 5), j)
    assert not convex(st.select(a, j) != 0, j)
    assert not convex(st.mod(j, 2) == 0, j)
