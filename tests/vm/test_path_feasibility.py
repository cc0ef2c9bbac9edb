"""Path-by-path exploration (merge="none") checks its branches on one incremental solver
(vm/paths/feasibility.PathFeasibility, issue 14): counts, not times."""

from __future__ import annotations

import gc

import pytest

import stamen
from stamen import assume, lifted
from stamen.bench.revpos import rev_pos_list, rev_pos_tuple
from stamen.terms.boolean import not_
from stamen.vm.paths import feasibility
from stamen.vm.paths.feasibility import PathFeasibility
from stamen.vm.values.untracked import Snapshot


@pytest.fixture
def solvers_made(monkeypatch):
    """Counts the solvers the feasibility checks make while the test runs."""
    made = []
    real = feasibility.make_solver

    def counting(*args, **kwargs):
        s = real(*args, **kwargs)
        made.append(s)
        return s

    monkeypatch.setattr(feasibility, "make_solver", counting)
    return made


@pytest.mark.parametrize("fn", [rev_pos_tuple, rev_pos_list])
def test_one_solver_checks_every_branch_of_every_path(fn, solvers_made):
    xs = [stamen.fresh(int) for _ in range(6)]
    value, stats = stamen.evaluate_with_stats(lambda: len(fn(xs)), merge="none")
    assert stats.paths == 64
    assert len(solvers_made) == 1
    for k in range(7):
        sol = stamen.solve(lambda k=k: stamen.assert_(value == k))
        assert sol.sat
        assert sum(v > 0 for v in sol.evaluate(xs)) == k


@lifted
def _pruned(x):
    n = 0
    if x > 0:
        n += 1
        if x < 0:  # infeasible under x > 0
            n += 10
    if x > 5:
        n += 100
    return n


def test_infeasible_sides_are_pruned_and_answers_agree():
    x = stamen.fresh(int)
    value, stats = stamen.evaluate_with_stats(lambda: _pruned(x), merge="none")
    assert stats.paths == 3  # x <= 0, 0 < x <= 5, x > 5
    for v, want in ((-3, 0), (0, 0), (1, 1), (5, 1), (6, 101)):
        sol = stamen.solve(lambda v=v, want=want: (assume(x == v), stamen.assert_(value == want)))
        assert sol.sat
        sol = stamen.solve(lambda v=v, want=want: (assume(x == v), stamen.assert_(value != want)))
        assert sol.unsat


def test_a_path_shares_the_asserted_prefix_of_the_previous_one():
    x, y = stamen.fresh(int), stamen.fresh(int)
    a, b = x > 0, y > 0
    with stamen.vm.evaluation(stamen.vm.Config()):
        checks = PathFeasibility(stamen.vm.Config())
        try:
            assert checks([a], b) is True
            assert checks.asserted == [a]
            assert checks([a, b], x < 0) is False  # x > 0 is asserted
            assert checks.asserted == [a, b]
            assert checks([a, not_(b)], y > 3) is False  # pops b, asserts y <= 0
            assert checks.asserted[0] is a and len(checks.asserted) == 2
            assert checks([], a) is True and checks.asserted == []
        finally:
            checks.close()


def _snapshots() -> int:
    gc.collect()
    return sum(type(o) is Snapshot for o in gc.get_objects())


def test_no_snapshot_outlives_the_exploration():
    """Each path's snapshots are freed with the path (counted: other tests' may live on)."""
    xs = [stamen.fresh(int) for _ in range(5)]
    before = _snapshots()
    stamen.evaluate_with_stats(lambda: len(rev_pos_list(xs)), merge="none")
    assert _snapshots() <= before


@lifted
def _collatz_steps(x):
    n, v = 0, abs(x) + 3
    while v != 1 and n < 20:
        v = v // 2 if v % 2 == 0 else 3 * v + 1
        n += 1
    return n


def test_the_assumes_prune_paths():
    """A path the assumes exclude is not explored: x in [-3, 3] leaves one path per
    value of abs(x) + 3 (4 values, 7 paths with abs's sign), where unbounded x allows every
    parity sequence (about 2**20 paths: it ran for minutes)."""
    x = stamen.fresh(int)

    def bounded():
        assume(x >= -3)
        assume(x <= 3)
        return _collatz_steps(x)

    value, stats = stamen.evaluate_with_stats(bounded, merge="none")
    assert stats.paths <= 8
    for v in range(-3, 4):
        want = _collatz_steps.__wrapped__(v)
        assert stamen.solve(lambda v=v, want=want: (assume(x == v),
                                                    stamen.assert_(value == want))).sat
        assert stamen.verify(lambda v=v, want=want: (assume(x == v),
                                                     stamen.assert_(value == want))).unsat
