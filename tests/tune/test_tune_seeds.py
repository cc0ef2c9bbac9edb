"""`stamen tune --seeds K`, `--split row` and `--per-file N`: solver seeds as ParamILS's
instance-seed pairs (in the search and on the test split), the split by row, and the
hard suite's per-file limit. Deterministic with z3's resource count."""

from __future__ import annotations

import json
import math

import pytest

import stamen as st
from stamen.cli import main
from stamen.errors import InvalidArgument
from stamen.solvers import to_smtlib
from stamen.tune import Query, run_query, split, tune
from stamen.tune.queries import row_of, with_seeds
from stamen.tune.report import Comparison, compare
from stamen.tune.runs import Run, seed_params
from stamen.tune.space import changes, default_configuration, space_for
from stamen.tune.suites import _hard, suite_rows

CAP = 10_000_000


def _factoring(k: int) -> str:
    """A bit-vector query whose work depends on the solver's seed (sat for even k)."""
    x, y = st.fresh(st.BitVec(20), f"x{k}"), st.fresh(st.BitVec(20), f"y{k}")
    n = 1009 * 1013 if k % 2 == 0 else 1000003  # a product of two primes; a prime
    return to_smtlib([x * y == st.BitVec(20)(n % 2**20), x > 1, y > 1,
                      x < st.BitVec(20)(1100), y < st.BitVec(20)(1100)])


def _suite() -> list[Query]:
    """Six queries in three rows (files) of two."""
    return [Query(f"file{k // 2}-{k % 2:03d}", _factoring(k)) for k in range(6)]


def test_seed_zero_is_the_solver_as_shipped_and_others_set_its_seed_option():
    assert all(seed_params(s, 0) == {} for s in ("z3", "cvc5", "bitwuzla"))
    assert seed_params("z3", 2) == {"random_seed": 2}
    assert seed_params("cvc5", 2) == {"seed": 2} == seed_params("bitwuzla", 2)
    with pytest.raises(InvalidArgument):
        seed_params("z3", -1)


def test_z3_seeds_change_the_work_but_never_the_answer():
    q = _factoring(0)
    default = run_query(q, "z3", (), metric="rlimit", cap=CAP)
    zero = run_query(q, "z3", (), metric="rlimit", cap=CAP, seed=0)
    assert (zero.answer, zero.rlimit) == (default.answer, default.rlimit)
    runs = [run_query(q, "z3", (), metric="rlimit", cap=CAP, seed=j) for j in range(1, 4)]
    assert {r.answer for r in runs} == {default.answer} == {"sat"}
    assert len({r.rlimit for r in [default, *runs]}) > 1  # the seed moves the search
    again = run_query(q, "z3", (), metric="rlimit", cap=CAP, seed=2)
    assert again.rlimit == runs[1].rlimit  # and repeats under one seed


@pytest.mark.parametrize("solver", ["cvc5", "bitwuzla"])
def test_cvc5_and_bitwuzla_take_their_seed(solver):
    for seed in (0, 3):
        assert run_query(_factoring(0), solver, (), metric="cpu", cap=60,
                         seed=seed).answer == "sat"


def test_instances_are_named_by_seed_and_the_split_never_separates_a_querys_seeds():
    queries = _suite()
    train, test = split(queries, 0.5, 0)
    train, test = with_seeds(train, 3), with_seeds(test, 3)
    assert len(train) + len(test) == 18
    assert {q.name for q in train}.isdisjoint({q.name for q in test})
    assert {q.instance for q in train if q.name == train[0].name} == \
        {train[0].name, f"{train[0].name}@seed1", f"{train[0].name}@seed2"}
    assert with_seeds(queries, 1) == queries
    with pytest.raises(InvalidArgument):
        with_seeds(queries, 0)


def test_a_split_by_row_keeps_each_rows_queries_on_one_side():
    assert row_of("heapsort_true-unreach-call-012") == "heapsort_true-unreach-call"
    assert row_of("CR1_v-k05") == "CR1_v-k05"  # not a dumped query's number
    queries = _suite()
    for seed in range(5):
        train, test = split(queries, 0.4, seed, by="row")
        rows = {row_of(q.name) for q in train}, {row_of(q.name) for q in test}
        assert rows[0] and rows[1] and rows[0].isdisjoint(rows[1])
        assert len(train) + len(test) == 6 and len(train) == 4 - 2 * (len(rows[0]) == 1)
    assert split(queries, 0.5, 3, by="row") == split(queries, 0.5, 3, by="row")
    with pytest.raises(InvalidArgument, match="two rows"):
        split(queries[:2], 0.5, 0, by="row")
    with pytest.raises(InvalidArgument):
        split(queries, 0.5, 0, by="file")


def test_the_search_scores_every_seed_of_every_query_and_repeats_under_its_seed():
    train = with_seeds(_suite()[:2], 2)
    cap = 400_000  # a few times what the default takes: a poor configuration stops early
    r1 = tune(train, "z3", metric="rlimit", cap=cap, seed=1, max_evaluations=5)
    r2 = tune(train, "z3", metric="rlimit", cap=cap, seed=1, max_evaluations=5)
    assert (r1.best, r1.best_cost, r1.improvements) == (r2.best, r2.best_cost, r2.improvements)
    per_instance = [run_query(q.text, "z3", (), metric="rlimit", cap=cap, seed=q.seed).cost
                    for q in train]
    assert r1.default_cost == sum(per_instance)
    assert set(r1.answers) == {q.name for q in train}  # one answer per query, all seeds


def test_the_comparison_runs_each_seed_and_breaks_down_by_row():
    test = with_seeds(_suite(), 2)
    default = default_configuration(space_for("z3"))
    c = compare(test, "z3", default, default, metric="rlimit", cap=CAP)
    s = c.summary()
    assert (s["queries"], s["instances"]) == (6, 12) and not s["answer_changes"]
    assert c.queries[:2] == ["file0-000", "file0-000@seed1"]
    rows = c.by_row()
    assert set(rows) == {"file0", "file1", "file2"}
    assert all(r["instances"] == 4 and r["default"] == r["tuned"] for r in rows.values())


def test_an_answer_changed_under_any_seed_is_an_answer_change():
    sat, unsat, unknown = Run("sat", 1, 0), Run("unsat", 1, 0), Run("unknown", 10, 0)
    names = ["q", "q", "r", "r"]
    ok = Comparison(["q", "q@seed1", "r", "r@seed1"], [sat, unknown, unsat, unsat],
                    [unknown, sat, unsat, unknown], names)
    assert ok.answer_changes == []
    # the tuned run under seed 1 answers unsat where the default said sat under seed 0
    bad = Comparison(["q", "q@seed1"], [sat, unknown], [sat, unsat], ["q", "q"])
    assert bad.answer_changes == [("q@seed1", "unknown", "unsat")]


def test_the_hard_suite_keeps_at_most_per_file_queries_the_longest_in_sent_order():
    easy = to_smtlib([st.fresh(st.BitVec(8), "e") == st.BitVec(8)(3)])
    x, y = st.fresh(st.BitVec(64), "x"), st.fresh(st.BitVec(64), "y")
    hard = to_smtlib([x * y == st.BitVec(64)(0x9E3779B97F4A7C15), x > 1, y > 1,
                      x < st.BitVec(64)(2**32), y < st.BitVec(64)(2**32)])
    # at a 0.2 s cap the hard query is unanswered, which counts as the longest
    assert _hard(0.0, 0.2, 1)([easy, hard]) == [hard]
    assert _hard(0.0, 0.2, 5)([hard, easy]) == [hard, easy]
    assert _hard(0.0, 0.2)([hard, easy]) == [hard, easy]
    rows = suite_rows("boogie-svcomp-hard", quick=True, min_cpu=0.0, per_file=1)
    assert len(rows) == 3 and rows[0].keep([easy, easy]) == [easy]
    with pytest.raises(InvalidArgument, match="--per-file"):
        suite_rows("boogie-svcomp-hard", quick=True, per_file=0)
    with pytest.raises(InvalidArgument, match="--per-file"):
        suite_rows("ifc", quick=True, per_file=2)


def test_the_command_tunes_with_seeds_split_by_row_and_reports_by_row(tmp_path):
    folder = tmp_path / "q"
    folder.mkdir()
    for q in _suite():
        (folder / f"{q.name}.smt2").write_text(q.text)
    out = tmp_path / "report.json"
    code = main(["tune", str(folder), "--metric", "rlimit", "--cap", str(CAP),
                 "--evaluations", "4", "--train", "0.3", "--seeds", "2", "--split", "row",
                 "--save", str(tmp_path / "p.json"), "--json", str(out)])
    data = json.loads(out.read_text())
    assert code == 0 and (data["seeds"], data["split"]) == (2, "row")
    train_rows = {row_of(n) for n in data["train"]}
    test_rows = set(data["test_by_row"])
    assert train_rows and test_rows and train_rows.isdisjoint(test_rows)
    assert data["test"]["instances"] == 2 * data["test"]["queries"] == len(data["test_runs"])
    assert {r["seed"] for r in data["test_runs"]} == {0, 1}
    assert "1 solver seed" not in json.loads((tmp_path / "p.json").read_text())["note"]


def test_a_tidy_past_its_deadline_stops_and_keeps_the_best_configuration():
    import time

    from stamen.tune.paramils import _Search
    from stamen.tune.space import neighbours

    s = _Search(_suite()[:2], "z3", "rlimit", CAP, None, None, None, lambda _: None)
    default = default_configuration(s.space)
    s.cost(default)
    moved = neighbours(default, s.space)[0]
    s.best, s.best_cost = moved, s.cost(default)  # a changed setting that costs nothing
    evaluations = s.evaluations
    s.tidy(deadline=time.monotonic() - 1)
    assert (s.best, s.evaluations) == (moved, evaluations)
    s.tidy()  # without a deadline the setting that costs nothing is dropped
    assert s.best == default


def test_the_test_comparison_takes_its_own_metric_cap_and_seeds(tmp_path):
    """A search kept cheap (z3's resource count, one seed) is tested in CPU seconds under
    another cap and several seeds: the report says so and runs every test seed."""
    folder = tmp_path / "q"
    folder.mkdir()
    for q in _suite():
        (folder / f"{q.name}.smt2").write_text(q.text)
    out = tmp_path / "report.json"
    code = main(["tune", str(folder), "--metric", "rlimit", "--cap", str(CAP),
                 "--evaluations", "3", "--train", "0.3", "--test-metric", "cpu",
                 "--test-cap", "60", "--test-seeds", "2",
                 "--save", str(tmp_path / "p.json"), "--json", str(out)])
    data = json.loads(out.read_text())
    assert code == 0 and (data["metric"], data["cap"], data["seeds"]) == ("rlimit", CAP, 1)
    assert (data["test_metric"], data["test_cap"], data["test_seeds"]) == ("cpu", 60, 2)
    assert data["test"]["instances"] == 2 * data["test"]["queries"] == len(data["test_runs"])
    assert {r["seed"] for r in data["test_runs"]} == {0, 1}
    # the runs are scored in CPU seconds: every one answers within the 60 s cap
    assert all(r[side]["answer"] in ("sat", "unsat")
               and r[side]["cost"] == pytest.approx(r[side]["cpu"], abs=1e-3)
               for r in data["test_runs"] for side in ("default", "tuned"))
    assert len(data["train"]) == len({n for n in data["train"]})  # one seed in the search


def test_the_test_metric_defaults_to_its_own_cap_and_rlimit_is_z3s_only():
    from argparse import Namespace

    from stamen.tune.command import DEFAULT_CAPS, _test_conditions

    args = Namespace(solver="z3", metric="rlimit", test_metric="cpu", test_cap=None,
                     test_seeds=None, seeds=2)
    assert _test_conditions(args, 1e6) == ("cpu", DEFAULT_CAPS["cpu"], 2)
    args.test_metric = None
    assert _test_conditions(args, 1e6) == ("rlimit", 1e6, 2)  # the search's, unchanged
    args.test_cap, args.test_seeds = 5.0, 3
    assert _test_conditions(args, 1e6) == ("rlimit", 5.0, 3)
    args = Namespace(solver="cvc5", metric="cpu", test_metric="rlimit", test_cap=None,
                     test_seeds=None, seeds=1)
    with pytest.raises(InvalidArgument, match="--test-metric rlimit"):
        _test_conditions(args, 5.0)


def _first_seed_total(s, config) -> float:
    return sum(s.per_query[config][q.instance] for q in s.queries if q.seed == 0)


def test_a_focused_search_races_a_challenger_on_the_first_seed_before_the_others():
    from stamen.tune.paramils import _Search
    from stamen.tune.space import neighbours

    train = with_seeds(_suite()[:4], 2)
    probe = _Search(train, "z3", "rlimit", CAP, None, None, None, lambda _: None)
    default = default_configuration(probe.space)
    probe.cost(default)
    worse = next(n for n in neighbours(default, probe.space)[:40]
                 if math.isfinite(probe.cost(n))
                 and _first_seed_total(probe, n) > _first_seed_total(probe, default))
    s = _Search(train, "z3", "rlimit", CAP, None, None, None, lambda _: None, focused=True)
    cost = s.cost(default)
    assert cost == probe.costs[default]  # the first evaluation is a full one
    assert s.cost(worse, cost, origin=default) == math.inf and s.raced_out == 1
    ran = {instance for config, instance in s.cache if config == worse}
    assert ran and all("@seed" not in i for i in ran)  # no run of the second seed
    # a challenger no worse on the first seed runs on every seed: here one whose only
    # change, a sat.* setting outside QF_BV, leaves every run as it was
    idle = tuple((n, "chb" if n == "sat.branching.heuristic" else v) for n, v in default)
    assert s.cost(idle, cost, origin=default) == cost and s.raced_out == 1
    assert {i for c, i in s.cache if c == idle} == {q.instance for q in train}
    # a perturbation (a bound above the origin's cost) is not raced
    assert math.isfinite(s.cost(worse, 10 * cost + 1, origin=default))


def test_a_focused_search_repeats_and_reports_its_raced_out_challengers(tmp_path):
    train = with_seeds(_suite()[:4], 2)
    cap = 400_000
    a = tune(train, "z3", metric="rlimit", cap=cap, seed=3, max_evaluations=8, focused=True)
    b = tune(train, "z3", metric="rlimit", cap=cap, seed=3, max_evaluations=8, focused=True)
    assert (a.best, a.best_cost, a.improvements, a.raced_out, a.runs) == \
        (b.best, b.best_cost, b.improvements, b.raced_out, b.runs)
    assert a.best_cost <= a.default_cost and a.raced_out > 0
    full = sum(run_query(q.text, "z3", tuple(changes(a.best, space_for("z3")).items()),
                         metric="rlimit", cap=cap, seed=q.seed).cost for q in train)
    assert a.best_cost == full  # the best is scored on every seed
    one = tune(with_seeds(_suite()[:4], 1), "z3", metric="rlimit", cap=cap, seed=3,
               max_evaluations=3, focused=True)
    assert one.raced_out == 0  # one seed: nothing to race on
