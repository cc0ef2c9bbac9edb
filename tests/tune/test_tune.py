"""`stamen tune`: the parameter spaces, the split, the search (deterministic under a seed
with z3's resource count), the report, and the command line on a folder of queries."""

from __future__ import annotations

import json
import math

import pytest

import stamen as st
from stamen.cli import main
from stamen.errors import InvalidArgument
from stamen.solvers import capture_queries, to_smtlib
from stamen.tune import Query, load_queries, run_query, space_for, split, tune
from stamen.tune.paramils import _Search
from stamen.tune.space import changes, default_configuration, neighbours

CAP = 10_000_000


def _queries() -> list[Query]:
    """A tiny suite: bit-vector and integer queries, sat and unsat, built with stamen."""
    out = []
    for k in range(6):
        x = st.fresh(st.BitVec(12), f"x{k}")
        y = st.fresh(int, f"y{k}")
        goal = [x * x == st.BitVec(12)(9 + 16 * k), y * 3 == 2 * y + k]
        if k % 2:
            goal.append(x + 1 == x)  # unsat
        out.append(Query(f"q{k}", to_smtlib(goal)))
    return out


@pytest.mark.parametrize("solver", ["z3", "cvc5"])
def test_every_value_of_the_space_is_accepted_by_the_solver(solver):
    q = _queries()[0].text
    metric, cap = ("rlimit", CAP) if solver == "z3" else ("time", 30.0)
    for p in space_for(solver):
        for v in p.values:
            run = run_query(q, solver, ((p.name, v),), metric=metric, cap=cap)
            assert run.answer == "sat", (p.name, v, run)


def test_run_reports_the_exact_answer_and_penalises_unanswered_runs():
    sat, unsat = _queries()[0].text, _queries()[1].text
    assert run_query(sat, "z3", (), metric="rlimit", cap=CAP).answer == "sat"
    assert run_query(unsat, "z3", (), metric="rlimit", cap=CAP).answer == "unsat"
    starved = run_query(sat, "z3", (), metric="rlimit", cap=1)
    assert starved.answer == "unknown" and starved.cost == 10 and not starved.solved


def test_split_is_seeded_disjoint_and_leaves_both_sides_non_empty():
    qs = _queries()
    train, test = split(qs, 0.1, seed=3)
    assert (train, test) == split(qs, 0.1, seed=3)
    assert len(train) == 1 and len(test) == 5
    assert {q.name for q in train} | {q.name for q in test} == {q.name for q in qs}
    with pytest.raises(InvalidArgument):
        split(qs, 1.5, seed=0)


def test_neighbours_change_exactly_one_parameter():
    space = space_for("z3")
    default = default_configuration(space)
    for n in neighbours(default, space):
        assert len(changes(n, space)) == 1


def test_search_is_deterministic_under_a_seed_and_never_worse_than_the_default():
    qs = _queries()
    a = tune(qs, "z3", metric="rlimit", cap=CAP, seed=7, max_evaluations=15)
    b = tune(qs, "z3", metric="rlimit", cap=CAP, seed=7, max_evaluations=15)
    assert (a.best, a.best_cost, a.evaluations, a.improvements) == \
        (b.best, b.best_cost, b.evaluations, b.improvements)
    assert a.evaluations == 15
    assert a.best_cost <= a.default_cost


def test_capped_evaluation_stops_once_it_exceeds_the_bound():
    s = _Search(_queries(), "z3", "rlimit", CAP, None, None, None, lambda _: None)
    default = default_configuration(s.space)
    full = s.cost(default)
    assert math.isfinite(full)
    other = neighbours(default, s.space)[0]
    assert s.cost(other, bound=1.0) == math.inf
    assert other not in s.costs  # a capped evaluation is not cached as the full cost


def test_capture_queries_records_each_check_as_smtlib():
    x = st.fresh(int, "x")
    with capture_queries() as scripts:
        sol = st.verify(lambda: st.assert_(x * x >= 0))
    assert sol.unsat
    assert scripts and all("(check-sat)" in s for s in scripts)
    assert run_query(scripts[-1], "z3", (), metric="rlimit", cap=CAP).answer == "unsat"


def test_the_command_tunes_a_folder_and_writes_a_profile_the_queries_can_use(tmp_path):
    folder = tmp_path / "suite"
    folder.mkdir()
    for q in _queries():
        (folder / f"{q.name}.smt2").write_text(q.text)
    profile = tmp_path / "tuned.json"
    report = tmp_path / "report.json"
    code = main(["tune", str(folder), "--metric", "rlimit", "--cap", str(CAP),
                 "--evaluations", "6", "--train", "0.5", "--save", str(profile),
                 "--json", str(report)])
    assert code == 0
    data = json.loads(report.read_text())
    assert data["test"]["queries"] == 3 and data["evaluations"] == 6
    assert data["test"]["default"]["solved"] == data["test"]["tuned"]["solved"] == 3
    assert len(load_queries(folder)) == 6
    x = st.fresh(int, "x")
    assert st.verify(lambda: st.assert_(x + 1 > x), solver_profile=str(profile)).unsat
    assert st.solve(lambda: st.assert_(x * 2 == 10), solver_profile=str(profile)).sat
