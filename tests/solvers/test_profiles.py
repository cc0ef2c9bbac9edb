"""Solver profiles: saved and loaded by name or path, applied to the native solver, and
refused with a clear message when they do not fit."""

from __future__ import annotations

import pytest

import stamen as st
from stamen.errors import InvalidArgument
from stamen.solvers import SolverProfile, load_profile, make_solver, save_profile


def test_a_profile_round_trips_and_is_found_by_name(tmp_path, monkeypatch):
    p = SolverProfile("fast-bv", "z3", {"smt.relevancy": 0}, logic="QF_BV", note="test")
    save_profile(p, tmp_path / "fast-bv.json")
    monkeypatch.setenv("STAMEN_PROFILES", str(tmp_path))
    assert load_profile("fast-bv") == p
    assert load_profile(tmp_path / "fast-bv.json") == p


def test_unknown_and_malformed_profiles_are_invalid_arguments(tmp_path):
    with pytest.raises(InvalidArgument, match="no solver profile 'nope'"):
        load_profile("nope")
    bad = tmp_path / "bad.json"
    bad.write_text('{"solver": "z3", "speed": 11}')
    with pytest.raises(InvalidArgument, match="unknown field"):
        load_profile(str(bad))
    with pytest.raises(InvalidArgument, match="solver must be one of"):
        SolverProfile("x", "yices")


def test_the_profile_parameters_reach_the_native_solver(tmp_path):
    path = save_profile(SolverProfile("p", "z3", {"smt.relevancy": 0}), tmp_path / "p.json")
    s = make_solver("z3", profile=str(path))
    assert s.params == {"smt.relevancy": 0}
    x = st.fresh(int, "x")
    s.add(x > 3)
    assert s.check().name == "SAT"


def test_a_profile_for_another_solver_is_refused(tmp_path):
    path = save_profile(SolverProfile("c", "cvc5", {"simplification": "none"}),
                        tmp_path / "c.json")
    with pytest.raises(InvalidArgument, match="is for cvc5"):
        make_solver("z3", profile=str(path))
    x = st.fresh(int, "x")
    sol = st.verify(lambda: st.assert_(x + 1 > x), solver="cvc5", solver_profile=str(path))
    assert sol.unsat


def test_a_bad_parameter_is_a_solver_error_not_a_verdict(tmp_path):
    path = save_profile(SolverProfile("b", "z3", {"smt.no_such_thing": 1}), tmp_path / "b.json")
    x = st.fresh(int, "x")
    with pytest.raises(st.SolverError):
        st.verify(lambda: st.assert_(x + 1 > x), solver_profile=str(path))


def test_sat_parameters_reach_the_bit_vector_solver_and_are_left_out_of_the_general_one(
        tmp_path):
    # z3's general solver refuses `sat.*` parameters; a tuned profile may hold them for
    # its QF_BV solver, so a query that is not over bit-vectors only runs without them.
    path = save_profile(SolverProfile("p", "z3", {"sat.restart": "luby"}, logic="QF_BV"),
                        tmp_path / "p.json")
    x, b = st.fresh(int, "x"), st.fresh(st.BitVec(8), "b")
    assert st.verify(lambda: st.assert_(x + 1 > x), solver_profile=str(path)).unsat
    assert st.verify(lambda: st.assert_(b + 1 != b), solver_profile=str(path)).unsat
    assert st.solve(lambda: st.assert_(b * 3 == 9), solver_profile=str(path)).sat


def test_a_bitwuzla_profile_sets_its_options_and_a_bad_one_is_a_solver_error(tmp_path):
    path = save_profile(SolverProfile("w", "bitwuzla", {"rewrite-level": 0,
                                                        "pp-normalize": False}),
                        tmp_path / "w.json")
    s = make_solver("bitwuzla", profile=str(path))
    assert s.params == {"rewrite-level": 0, "pp-normalize": False}
    b = st.fresh(st.BitVec(8), "b")
    assert st.verify(lambda: st.assert_(b + 1 != b), solver="bitwuzla",
                     solver_profile=str(path)).unsat
    sol = st.solve(lambda: st.assert_(b * 3 == 9), solver="bitwuzla", solver_profile=str(path))
    assert sol.sat and sol[b] * 3 % 256 == 9
    bad = save_profile(SolverProfile("x", "bitwuzla", {"sat-solver": "no-such-solver"}),
                       tmp_path / "x.json")
    with pytest.raises(st.SolverError):
        make_solver("bitwuzla", profile=str(bad))


def test_the_shipped_svcomp_hard_profile_is_found_by_name_and_keeps_answers(tmp_path,
                                                                         monkeypatch):
    """`svcomp-hard-z3`, tuned on the hard Boogie queries (BENCHMARKS.md, tune16h), ships
    with stamen: found by name from any folder, accepted by z3, and a verification and a
    solve answer under it as without it."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("STAMEN_PROFILES", raising=False)
    p = load_profile("svcomp-hard-z3")
    assert (p.solver, p.tactic, p.params["smt.auto_config"]) == ("z3", "qfbv", False)
    x, y = st.fresh(int, "x"), st.fresh(int, "y")
    assert st.verify(lambda: st.assert_(x * x >= 0), solver_profile="svcomp-hard-z3").unsat
    sol = st.solve(lambda: st.assert_((x + y == 10) & (x - y == 4)),
                   solver_profile="svcomp-hard-z3")
    assert sol.sat and (sol.evaluate(x), sol.evaluate(y)) == (7, 3)
