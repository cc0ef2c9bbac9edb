"""revPos (the paper's Fig. 5a) in three styles: the queries' answers under every merge
strategy, and the shapes and statistics that type-driven merging implies."""

from __future__ import annotations

import pytest

import stamen
from stamen import assert_
from stamen.vm.merging.seq import PaddedTuple
from vm.unions import check_union

from .examples import load_example

revpos = load_example("revpos")
STYLES = revpos.STYLES


def fresh_ints(n):
    return [stamen.fresh(int) for _ in range(n)]


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("merge", ["types", "logic", "none"])
def test_solve_and_verify_give_the_papers_answers(style, merge):
    xs = fresh_ints(3 if merge == "none" else 5)
    revpos.check(STYLES[style], xs, merge)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_the_three_styles_compute_the_same_function(style):
    for items in ([], [1], [-1, 2, 0, 5], [3, 3, -3]):
        expected = [v for v in reversed(items) if v > 0]
        assert list(STYLES[style](items)) == expected


@pytest.mark.parametrize("n", [1, 2, 4, 7])
def test_the_tuple_style_gives_a_union_of_n_plus_one_tuples(n):
    xs = fresh_ints(n)
    value, stats = stamen.evaluate_with_stats(lambda: revpos.rev_pos_tuple(xs))
    members = check_union(value, size=n + 1)
    assert sorted(len(t) for _, t in members) == list(range(n + 1))
    for _, t in members:
        assert type(t) is tuple
    assert stats.union_max == n + 1


@pytest.mark.parametrize("style", ["list", "comprehension"])
def test_the_list_styles_give_one_list_of_symbolic_length(style):
    xs = fresh_ints(5)
    value, stats = stamen.evaluate_with_stats(lambda: STYLES[style](xs))
    assert type(value) is stamen.List and not stamen.is_union(value)
    assert stats.unions == 0
    sol = stamen.solve(lambda: assert_(len(STYLES[style](xs)) == 2))
    assert sum(v > 0 for v in sol.evaluate(xs)) == 2
    assert sol.evaluate(value) == [v for v in reversed(sol.evaluate(xs)) if v > 0]


def test_union_sizes_grow_polynomially_with_n():
    sums = {}
    for n in (4, 8, 16):
        xs = fresh_ints(n)
        _, stats = stamen.evaluate_with_stats(lambda xs=xs: revpos.rev_pos_tuple(xs))
        sums[n] = stats.union_sum
        assert stats.union_sum <= 2 * (n + 1) ** 2
    assert sums[16] / sums[8] < 5 and sums[8] / sums[4] < 5  # quadratic, not exponential


def test_under_logic_the_tuple_style_gives_one_padded_tuple_with_the_same_answers():
    xs = fresh_ints(5)
    value, stats = stamen.evaluate_with_stats(lambda: revpos.rev_pos_tuple(xs), merge="logic")
    assert type(value) is PaddedTuple and stats.unions == 0
    sol = stamen.solve(lambda: assert_(len(revpos.rev_pos_tuple(xs)) == 3), merge="logic")
    values = sol.evaluate(xs)
    assert sol.evaluate(value) == tuple(v for v in reversed(values) if v > 0)


def test_the_example_runs():
    revpos.main(3)
