"""z3 tactic pipelines in solver profiles: parsed from `(check-sat-using T)`'s syntax,
refused when malformed, honoured by the backend's incremental use (push/pop,
assumptions, cores), by `stamen.config(solver_profile=...)` and by tuning runs."""

from __future__ import annotations

import pytest

import stamen as st
from stamen.errors import InvalidArgument
from stamen.solvers import SolverProfile, load_profile, make_solver, save_profile
from stamen.solvers.result import Result
from stamen.solvers.smtlib import to_smtlib
from stamen.solvers.z3_backend import Z3Solver
from stamen.solvers.z3_tactics import check_tactic
from stamen.tune.runs import run_query

PIPELINE = "(then simplify propagate-values solve-eqs elim-uncnstr bit-blast sat)"


@pytest.mark.parametrize("tactic", [
    "qfbv", "smt", PIPELINE, "(using-params qfbv :sat.phase always_false)",
    "(! sat :phase always_false)", "(or-else (try-for qfbv 1000) smt)", "(repeat simplify 2)",
    "(and-then simplify (then solve-eqs smt))"])
def test_well_formed_tactics_are_accepted(tactic):
    assert check_tactic(tactic) == tactic


@pytest.mark.parametrize("tactic, message", [
    ("no-such-tactic", "no tactic 'no-such-tactic'"),
    ("(then simplify", "balanced"),
    ("(then simplify) sat", "one expression"),
    ("(par-or qfbv smt)", "not supported"),
    ("(frobnicate qfbv)", "unknown combinator"),
    ("(using-params qfbv :sat.phase)", "':key value' pairs"),
    ("(try-for qfbv soon)", "not a number"),
    ("", "non-empty"),
])
def test_malformed_tactics_are_refused_clearly(tactic, message):
    with pytest.raises(InvalidArgument, match=message):
        check_tactic(tactic)
    with pytest.raises(InvalidArgument, match=message):
        SolverProfile("t", "z3", tactic=tactic)


def test_a_tactic_is_for_z3_only_and_round_trips(tmp_path):
    with pytest.raises(InvalidArgument, match="z3 only"):
        SolverProfile("t", "cvc5", tactic="qfbv")
    p = SolverProfile("t", "z3", {"sat.phase": "always_false"}, logic="QF_BV", tactic=PIPELINE)
    assert load_profile(save_profile(p, tmp_path / "t.json")) == p
    plain = SolverProfile("u", "z3")
    assert "tactic" not in plain.as_dict()  # profiles written before tactics read the same


def _bv():
    x, y = st.fresh(st.BitVec(16), "x"), st.fresh(st.BitVec(16), "y")
    return x, y, x * y == st.BitVec(16)(391)


def test_a_tactic_solver_keeps_push_pop_and_assumptions():
    x, y, product = _bv()
    s = Z3Solver(tactic=PIPELINE, params={"sat.phase": "always_false"})
    s.add(product & (x > st.BitVec(16)(1)) & (y > st.BitVec(16)(1)))
    s.push()
    s.add(x == st.BitVec(16)(0))
    assert s.check() is Result.UNSAT
    s.pop()
    assert s.check() is Result.SAT
    m = s.model([x, y])
    assert (m[x] * m[y]) % 2**16 == 391
    a = st.fresh(bool, "a")
    s.add(st.implies(a, x == st.BitVec(16)(2)))  # 391 is odd: x even cannot divide it
    assert s.check([a]) is Result.UNSAT
    # a tactic's solver has no core: all the assumptions are reported, a valid core
    assert s.unsat_core() == [a]
    assert s.check() is Result.SAT


def test_a_bit_blasting_tactic_on_integers_is_unknown_never_a_verdict():
    i, j = st.fresh(int, "i"), st.fresh(int, "j")
    s = Z3Solver(tactic="(then simplify bit-blast sat)")
    s.add((i * j == 391) & (i > 1) & (j > 1))
    assert s.check() is Result.UNKNOWN


def test_under_qf_bv_the_tactic_answers_the_bit_vector_queries_only():
    x, y, product = _bv()
    s = Z3Solver(logic="QF_BV", tactic="(then simplify bit-blast sat)")
    s.add(product & (x > st.BitVec(16)(1)) & (y > st.BitVec(16)(1)))
    assert s.check() is Result.SAT and s._tactic_solver
    i = st.fresh(int, "i")
    s.add(i > 3)  # the general solver takes over the integers
    assert s.check() is Result.SAT and not s._tactic_solver


def test_a_parameter_the_tactic_does_not_take_is_a_solver_error():
    x, y, product = _bv()
    s = Z3Solver(tactic=PIPELINE, params={"smt.relevancy": 0})
    s.add(product)
    with pytest.raises(st.SolverError):
        s.check()


def test_a_tactic_profile_loads_through_config_and_make_solver(tmp_path):
    path = save_profile(SolverProfile("tac", "z3", logic="QF_BV", tactic=PIPELINE),
                        tmp_path / "tac.json")
    s = make_solver("z3", profile=str(path))
    assert s.tactic == PIPELINE
    x, y, product = _bv()
    sol = st.solve(lambda: st.assume(product & (x > st.BitVec(16)(1))
                                     & (y > st.BitVec(16)(1))), solver_profile=str(path))
    assert sol.sat and (sol[x] * sol[y]) % 2**16 == 391
    previous = st.config().solver_profile
    st.config(solver_profile=str(path))
    try:
        assert st.verify(lambda: st.assert_(x + y == y + x)).unsat
    finally:
        st.config(solver_profile=previous)


def test_a_tuning_run_honours_the_tactic():
    x, y, product = _bv()
    sat = to_smtlib([product, x > st.BitVec(16)(1), y > st.BitVec(16)(1)])
    for cfg in ((("tactic", PIPELINE),), (("logic", "QF_BV"), ("tactic", "qfbv"))):
        assert run_query(sat, "z3", cfg, metric="cpu", cap=10).answer == "sat"
    i = st.fresh(int, "i")
    ints = to_smtlib([i * i == 391 * 391, i > 1])
    assert run_query(ints, "z3", (("tactic", "(then bit-blast sat)"),), metric="cpu",
                     cap=10).answer == "unknown"
    with pytest.raises(st.SolverError):
        run_query(sat, "z3", (("tactic", PIPELINE), ("smt.relevancy", 0)), metric="cpu",
                  cap=10)
