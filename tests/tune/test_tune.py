"""`stamen tune`: the parameter spaces, the split, the search (deterministic under a seed
with z3's resource count), the report, and the command line on a folder of queries."""

from __future__ import annotations

import json
import math
import pathlib

import pytest

import stamen as st
from stamen.cli import main
from stamen.errors import InvalidArgument, SolverError
from stamen.solvers import capture_queries, to_smtlib
from stamen.tune import (
    Query,
    Run,
    load_queries,
    paramils,
    report,
    run_query,
    space_for,
    split,
    tune,
)
from stamen.tune.paramils import _Search
from stamen.tune.queries import dump_suite
from stamen.tune.runs import bit_vectors_only
from stamen.tune.space import (
    changes,
    default_configuration,
    neighbours,
    with_defaults_where_inactive,
)
from stamen.tune.suites import _longest, suite_rows

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


def _bit_vector_query() -> str:
    x = st.fresh(st.BitVec(12), "x")
    return to_smtlib([x * x == st.BitVec(12)(25), x != 5])


@pytest.mark.parametrize("solver", ["z3", "cvc5"])
def test_every_value_of_the_space_is_accepted_by_the_solver(solver):
    metric, cap = ("rlimit", CAP) if solver == "z3" else ("time", 30.0)
    for q in (_queries()[0].text, _bit_vector_query()):
        for p in space_for(solver):
            for v in p.values:
                config = ((p.name, v),) if p.name == "logic" else (("logic", "QF_BV"),
                                                                   (p.name, v))
                config = config if solver == "z3" else ((p.name, v),)
                run = run_query(q, solver, config, metric=metric, cap=cap)
                assert run.answer == "sat", (p.name, v, run)


def test_every_value_of_the_bitwuzla_space_is_accepted_and_keeps_the_answers():
    x, y = st.fresh(st.BitVec(40), "x"), st.fresh(st.BitVec(40), "y")
    sat = to_smtlib([x * y == st.BitVec(40)(391), x > 1, y > 1])  # wide: abstraction acts
    unsat = to_smtlib([x * y == st.BitVec(40)(391), x * y != st.BitVec(40)(391)])
    for p in space_for("bitwuzla"):
        for v in p.values:
            config = with_defaults_where_inactive(
                tuple((q.name, v if q is p else q.default) for q in space_for("bitwuzla")),
                space_for("bitwuzla"))
            assert run_query(sat, "bitwuzla", config, metric="cpu", cap=30).answer == "sat"
            assert run_query(unsat, "bitwuzla", config, metric="cpu",
                             cap=30).answer == "unsat", (p.name, v)


def test_a_bitwuzla_run_is_capped_by_cpu_and_penalised():
    x, y = st.fresh(st.BitVec(64), "x"), st.fresh(st.BitVec(64), "y")
    hard = to_smtlib([x * y == st.BitVec(64)(0x9E3779B97F4A7C15), x > 1, y > 1,
                      x < st.BitVec(64)(2**32), y < st.BitVec(64)(2**32)])
    run = run_query(hard, "bitwuzla", (), metric="cpu", cap=0.0)
    assert run.answer == "unknown" and run.cost == 0.0 and not run.solved
    with pytest.raises(InvalidArgument, match="seconds"):
        run_query(hard, "bitwuzla", (), metric="rlimit", cap=1)


@pytest.mark.parametrize("solver", ["z3", "cvc5"])
def test_a_cpu_run_of_z3_or_cvc5_past_its_cap_is_unanswered(solver):
    x, y = st.fresh(st.BitVec(64), "x"), st.fresh(st.BitVec(64), "y")
    hard = to_smtlib([x * y == st.BitVec(64)(0x9E3779B97F4A7C15), x > 1, y > 1,
                      x < st.BitVec(64)(2**32), y < st.BitVec(64)(2**32)])
    run = run_query(hard, solver, (), metric="cpu", cap=0.0)
    assert run.answer == "unknown" and run.cost == 0.0 and not run.solved


def test_a_z3_cpu_run_is_stopped_by_the_watchdog_near_its_cap():
    x, y = st.fresh(st.BitVec(64), "x"), st.fresh(st.BitVec(64), "y")
    hard = to_smtlib([x * y == st.BitVec(64)(0x9E3779B97F4A7C15), x > 1, y > 1,
                      x < st.BitVec(64)(2**32), y < st.BitVec(64)(2**32)])
    run = run_query(hard, "z3", (), metric="cpu", cap=0.2)
    assert run.answer == "unknown" and run.cost == 2.0
    assert run.cpu < 5  # interrupted, not run to its end (a loose bound: CPU, not wall)


def test_cvc5_tuning_runs_with_the_backends_options():
    from stamen.solvers.cvc5_backend import BACKEND_OPTIONS
    assert ("incremental", "true") in BACKEND_OPTIONS
    # an option cvc5 refuses in incremental mode is refused in a tuning run too
    with pytest.raises(SolverError):
        run_query(_bit_vector_query(), "cvc5", (("ite-simp", True),), metric="cpu", cap=10)


def test_the_space_has_no_seed_and_no_parameter_that_changes_semantics():
    for solver in ("z3", "cvc5", "bitwuzla"):
        names = {p.name for p in space_for(solver)}
        assert not any("seed" in n for n in names)
    assert "rewriter.hi_div0" not in {p.name for p in space_for("z3")}


def test_bit_vectors_only_tells_the_queries_the_qf_bv_solver_takes():
    assert bit_vectors_only(_bit_vector_query())
    assert not bit_vectors_only(_queries()[0].text)  # has an integer


def test_sat_parameters_change_the_work_only_under_qf_bv():
    q = _bit_vector_query()
    plain = run_query(q, "z3", (), metric="rlimit", cap=CAP)
    assert run_query(q, "z3", (("sat.phase", "always_true"),), metric="rlimit",
                     cap=CAP).rlimit == plain.rlimit  # the general solver leaves them out


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


def test_sat_parameters_move_only_under_qf_bv_and_go_back_to_defaults_without_it():
    space = space_for("z3")
    default = default_configuration(space)
    assert not any(k.startswith("sat.") for n in neighbours(default, space)
                   for k in changes(n, space))
    qf_bv = next(n for n in neighbours(default, space) if changes(n, space) == {
        "logic": "QF_BV"})
    moved = [changes(n, space) for n in neighbours(qf_bv, space)]
    chb = next(n for n in neighbours(qf_bv, space)
               if changes(n, space).get("sat.branching.heuristic") == "chb")
    assert any("sat.restart" in m for m in moved)
    back = next(n for n in neighbours(chb, space) if "logic" not in changes(n, space))
    assert changes(back, space) == {}  # the sat.* setting went back with the logic


def test_search_is_deterministic_under_a_seed_and_never_worse_than_the_default():
    qs = _queries()
    a = tune(qs, "z3", metric="rlimit", cap=CAP, seed=7, max_evaluations=15)
    b = tune(qs, "z3", metric="rlimit", cap=CAP, seed=7, max_evaluations=15)
    assert (a.best, a.best_cost, a.evaluations, a.improvements) == \
        (b.best, b.best_cost, b.evaluations, b.improvements)
    assert a.evaluations == 15  # the tidying after the budget is counted apart
    assert a.best_cost <= a.default_cost


def test_the_tuned_configuration_keeps_only_settings_that_cost_something_to_drop():
    qs = _queries()
    result = tune(qs, "z3", metric="rlimit", cap=CAP, seed=7, max_evaluations=15)
    s = _Search(qs, "z3", "rlimit", CAP, None, None, None, lambda _: None)
    space = s.space
    for name in changes(result.best, space):
        i = [p.name for p in space].index(name)
        reset = with_defaults_where_inactive(
            (*result.best[:i], (name, space[i].default), *result.best[i + 1:]), space)
        assert s.cost(reset) > result.best_cost, name


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


def _flipping(real, flip_when):
    """Returns a run_query that answers the other way when `flip_when(config)` holds."""
    def fake(text, solver, config, **kw):
        run = real(text, solver, config, **kw)
        if run.solved and flip_when(dict(config)):
            other = "unsat" if run.answer == "sat" else "sat"
            return Run(other, run.cost / 100, run.seconds, run.cpu, run.rlimit / 100)
        return run
    return fake


def test_a_configuration_that_changes_an_answer_is_rejected_however_fast(monkeypatch):
    # a configuration that answered the other way, and cheaply, must never win
    monkeypatch.setattr(paramils, "run_query",
                        _flipping(run_query, lambda c: c.get("smt.relevancy", 2) != 2))
    # (seed 0: under seed 1 the wider space's search meets no relevancy move in 80)
    result = tune(_queries(), "z3", metric="rlimit", cap=CAP, seed=0, max_evaluations=40)
    assert dict(result.best).get("smt.relevancy") == 2
    # the others rejected are a tactic with parameters its solver does not take, which
    # z3 refuses (a SolverError, never an answer)
    assert any("answers" in why for why in result.rejected.values())
    assert all("answers" in why or dict(c).get("tactic") for c, why in result.rejected.items())
    assert {result.answers[q.name] for q in _queries()} == {"sat", "unsat"}


def test_a_configuration_the_solver_refuses_is_rejected_but_a_refused_default_is_raised(
        monkeypatch):
    def refusing(text, solver, config, **kw):
        if dict(config).get("smt.relevancy") == 0 or not config:
            raise SolverError("z3 failed: refused")
        return run_query(text, solver, config, **kw)

    monkeypatch.setattr(paramils, "run_query", refusing)
    s = _Search(_queries(), "z3", "rlimit", CAP, None, None, None, lambda _: None)
    config = tuple((n, 0 if n == "smt.relevancy" else v)
                   for n, v in default_configuration(s.space))
    assert s.cost(config) == math.inf and config in s.rejected
    with pytest.raises(SolverError):
        s.cost(default_configuration(s.space))


def test_the_command_rejects_a_tuned_profile_that_changes_a_test_answer(tmp_path,
                                                                        monkeypatch):
    folder = tmp_path / "suite"
    folder.mkdir()
    for q in _queries():
        (folder / f"{q.name}.smt2").write_text(q.text)
    # the search sees true answers; the test split sees the tuned configuration flip them
    monkeypatch.setattr(report, "run_query", _flipping(run_query, lambda c: bool(c)))
    def dear_default(text, solver, config, **kw):  # so that the search leaves it
        run = run_query(text, solver, config, **kw)
        return run if config else Run(run.answer, run.cost * 1000, run.seconds)

    monkeypatch.setattr(paramils, "run_query", dear_default)
    profile, out = tmp_path / "tuned.json", tmp_path / "report.json"
    code = main(["tune", str(folder), "--metric", "rlimit", "--cap", str(CAP),
                 "--evaluations", "4", "--train", "0.5", "--save", str(profile),
                 "--json", str(out)])
    assert code == 1 and not profile.exists()
    assert json.loads(out.read_text())["test"]["answer_changes"]


def test_the_ifc_and_svcomp_suites_are_seeded_rows():
    ifc = [r.name for r in suite_rows("ifc")]
    assert len(ifc) == 25 and "CR4_v-k10" in ifc and "CR1_v-k03" in ifc
    assert [r.name for r in suite_rows("ifc", quick=True)] == [
        f"CR{i}_v-k{k:02d}" for i in range(1, 5) for k in (3, 4, 5)]
    svcomp = [r.name for r in suite_rows("boogie-svcomp")]
    assert len(svcomp) == 24 and svcomp == [r.name for r in suite_rows("boogie-svcomp")]
    assert _longest(2)(["aaa", "b", "cc", "dddd"]) == ["aaa", "dddd"]  # in sending order


@pytest.fixture(scope="module")
def quick_ifc(tmp_path_factory) -> tuple[list, pathlib.Path]:
    """The quick ifc suite dumped once for the module's tests, which only read it (the
    dump verifies its 12 programs with stamen: about 9 CPU s), as (files, folder)."""
    folder = tmp_path_factory.mktemp("tune") / "ifc"
    return dump_suite("ifc", folder, quick=True), folder


@pytest.mark.slow  # (15 CPU s)
def test_tuning_the_quick_ifc_suite_is_deterministic_under_a_seed(quick_ifc):
    files, folder = quick_ifc
    queries = load_queries(folder)
    assert len(files) == len(queries) == 12
    train, test = split(queries, 0.3, seed=2)
    a = tune(train, "z3", metric="rlimit", cap=CAP, seed=2, max_evaluations=12)
    b = tune(train, "z3", metric="rlimit", cap=CAP, seed=2, max_evaluations=12)
    assert (a.best, a.best_cost, a.improvements, a.answers) == \
        (b.best, b.best_cost, b.improvements, b.answers)
    assert set(a.answers.values()) == {"unsat"}  # no counterexample this short
    assert not report.compare(test, "z3", a.default, a.best, metric="rlimit",
                              cap=CAP).answer_changes


@pytest.mark.slow
def test_the_quick_svcomp_suite_dumps_queries_z3_answers(tmp_path):
    dump_suite("boogie-svcomp", tmp_path / "sv", quick=True)
    for q in load_queries(tmp_path / "sv"):
        assert run_query(q.text, "z3", (), metric="rlimit", cap=CAP).solved


def test_rlimit_counts_repeat_exactly_across_runs():
    for q in _queries()[:2]:
        counts = {run_query(q.text, "z3", (("smt.relevancy", 0),), metric="rlimit",
                            cap=CAP).rlimit for _ in range(3)}
        assert len(counts) == 1


def test_queries_run_dearest_first_and_unanswered_last():
    s = _Search(_queries(), "z3", "rlimit", CAP, None, None, None, lambda _: None)
    reference = {"q0": 5.0, "q1": 50.0, "q2": paramils.PENALTY * CAP, "q3": 1.0,
                 "q4": 7.0, "q5": 3.0}
    assert [q.name for q in s._ordered(reference)] == ["q1", "q4", "q0", "q5", "q3", "q2"]


def test_the_run_cache_answers_a_configuration_run_again_under_any_cap():
    s = _Search(_queries(), "z3", "rlimit", CAP, None, None, None, lambda _: None)
    default = default_configuration(s.space)
    first = s.cost(default)
    runs = s.runs
    s.costs.clear()  # forget the total: the runs themselves come from the cache
    assert s.cost(default) == first and s.runs == runs and s.cached == len(_queries())
    q = _queries()[0]
    smaller = s._run(q, default, (), cap=1)  # answered above 1 unit: unanswered under it
    assert not smaller.solved and s.runs == runs


def test_a_move_that_counts_exactly_what_its_origin_did_is_left_as_no_effect():
    s = _Search(_queries(), "z3", "rlimit", CAP, None, None, None, lambda _: None)
    default = default_configuration(s.space)
    cost = s.cost(default)
    # the sat.* parameters are left out of the general solver: the same runs exactly
    idle = tuple((n, "chb" if n == "sat.branching.heuristic" else v) for n, v in default)
    runs = s.runs
    assert s.cost(idle, cost, origin=default, prune=True) == cost
    assert idle in s.no_effect and idle not in s.costs
    assert s.runs - runs < len(_queries())  # stopped before running every query


def test_the_command_reports_the_search_and_keeps_the_answers_on_the_quick_ifc_suite(
        tmp_path, quick_ifc):
    folder = quick_ifc[1]
    out = tmp_path / "report.json"
    code = main(["tune", str(folder), "--metric", "rlimit", "--cap", str(CAP),
                 "--evaluations", "10", "--train", "0.25", "--seed", "1",
                 "--save", str(tmp_path / "p.json"), "--json", str(out)])
    data = json.loads(out.read_text())
    assert code == 0 and data["evaluations"] == 10
    assert data["no_effect"] + data["rejected"] <= data["evaluations"]
    assert not data["test"]["answer_changes"]
    assert all(r["default"]["answer"] == r["tuned"]["answer"] for r in data["test_runs"])


def test_the_hard_svcomp_suite_is_the_named_corpus_files():
    from stamen.langs.boogie.corpus import default_manifest, read_manifest, select
    from stamen.tune.svcomp_hard import HARD_FILES

    corpus = {f.file.split("/", 1)[1] for f in select(read_manifest(default_manifest()),
                                                        ["svcomp-smack"])}
    assert set(HARD_FILES) <= corpus and len(set(HARD_FILES)) == len(HARD_FILES)
    assert not any(name.startswith("float") for name in HARD_FILES)
    rows = [r.name for r in suite_rows("boogie-svcomp-hard")]
    assert len(rows) == len(HARD_FILES) == len(set(rows))
    assert len(suite_rows("boogie-svcomp-hard", quick=True)) == 3


def test_the_hard_suite_keeps_only_the_queries_the_default_takes_long_on():
    from stamen.tune.suites import _hard

    easy = _bit_vector_query()
    x, y = st.fresh(st.BitVec(64), "x"), st.fresh(st.BitVec(64), "y")
    hard = to_smtlib([x * y == st.BitVec(64)(0x9E3779B97F4A7C15), x > 1, y > 1,
                      x < st.BitVec(64)(2**32), y < st.BitVec(64)(2**32)])
    assert _hard(0.5, 0.0)([easy, hard]) == [easy, hard]  # unanswered at a 0 s cap: kept
    assert _hard(60.0, 5.0)([easy]) == []


def test_the_hard_suite_threshold_is_an_option_of_its_dump_only(tmp_path):
    easy = _bit_vector_query()
    assert suite_rows("boogie-svcomp-hard", quick=True, min_cpu=0.0)[0].keep([easy]) == [easy]
    assert suite_rows("boogie-svcomp-hard", quick=True, min_cpu=60.0)[0].keep([easy]) == []
    for suite, min_cpu in (("ifc", 0.1), ("boogie-svcomp-hard", -1.0)):
        with pytest.raises(InvalidArgument, match="--min-cpu"):
            dump_suite(suite, tmp_path / "q", quick=True, min_cpu=min_cpu)
    assert not (tmp_path / "q").exists()


def test_a_tactic_configuration_counts_the_same_work_twice_and_tunes_deterministically():
    cfg = (("logic", "QF_BV"),
           ("tactic", "(then simplify propagate-values solve-eqs elim-uncnstr bit-blast sat)"))
    q = _bit_vector_query()
    a, b = (run_query(q, "z3", cfg, metric="rlimit", cap=CAP) for _ in range(2))
    assert a.answer == "sat" and a.rlimit == b.rlimit > 0
    qs = [Query(f"b{k}", to_smtlib([st.fresh(st.BitVec(10), f"v{k}") * 3
                                     == st.BitVec(10)(k + 1)])) for k in range(4)]
    r1 = tune(qs, "z3", metric="rlimit", cap=CAP, seed=3, max_evaluations=10)
    r2 = tune(qs, "z3", metric="rlimit", cap=CAP, seed=3, max_evaluations=10)
    assert (r1.best, r1.best_cost, r1.improvements) == (r2.best, r2.best_cost, r2.improvements)


def test_a_restricted_space_brings_the_conditions_and_tunes_only_its_parameters():
    from stamen.tune.space import restrict

    z3_space = space_for("z3")
    part = restrict(z3_space, ["tactic", "sat.phase"])
    assert [p.name for p in part] == ["logic", "tactic", "sat.phase"]
    with pytest.raises(InvalidArgument, match="no parameter 'sat.nope'"):
        restrict(z3_space, ["sat.nope"])
    assert {p.name for p in restrict(z3_space, ["sat."])} - {"logic"} == \
        {p.name for p in z3_space if p.name.startswith("sat.")}
    r = tune(_queries(), "z3", metric="rlimit", cap=CAP, seed=1, max_evaluations=6, space=part)
    assert len(r.best) == 3 and set(changes(r.best, z3_space)) <= {"logic", "tactic", "sat.phase"}
