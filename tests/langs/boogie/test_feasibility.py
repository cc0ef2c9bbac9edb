"""The fallback solver of the paths mode's feasibility checks: it answers what the first
solver gives up on, and never turns an unknown into a verdict by itself."""

from __future__ import annotations

import time

import pytest

import stamen as st
from stamen.langs.boogie import load
from stamen.langs.boogie.execute import run_program
from stamen.langs.boogie.feasibility import Feasibility
from stamen.langs.boogie.state import push

EXISTS = "procedure main() { var a, b: int; assert (exists c: int :: a + c == b); }"


def _run(text: str, **options) -> dict:
    recs = run_program(load(text), entry="main", timeout=20, options=options)
    assert len(recs) == 1
    return recs[0]


def test_the_fallback_proves_what_z3_leaves_unknown(monkeypatch):
    from stamen.langs.boogie import feasibility

    assert _run(EXISTS)["answer"] == "verified"
    # z3's incremental solver gives up; a new one-shot z3 solver proves it (ANEW)
    assert _run(EXISTS, fallback=None)["answer"] == "verified"
    monkeypatch.setattr(feasibility, "ANEW", 0)
    assert _run(EXISTS)["answer"] == "verified"  # cvc5 proves it
    rec = _run(EXISTS, fallback=None)
    assert rec["answer"] == "unknown" and "incomplete quantifiers" in rec["reason"]


def _giving_up(reason: str):
    """Returns a `_check_first` that answers unknown for `reason`, as z3 does on some
    namings of SV-COMP's array_false3 after acceleration (is there a k > 1024 with
    a[p + 4k] == 0 and a[p + 4j] != 0 for all j < k?)."""
    def first(self, path, formula, wanted, whole, left):
        self.reason = reason
        return "unknown", {}
    return first


@pytest.mark.parametrize("reason,answer", [("(incomplete quantifiers)", "sat"),
                                           ("timeout", "unknown")])
def test_a_check_z3_gives_up_on_is_asked_again_of_new_solvers(monkeypatch, reason, answer):
    a, p, k = st.fresh(st.Array(int, int), "a"), st.fresh(int, "p"), st.fresh(int, "k")
    j = st.fresh(int, "j")
    loop = st.and_(0 <= k, st.forall([j], st.or_(a[p + 4 * j] != 0, st.not_(
        st.and_(0 <= j, j < k)))))
    path = push(push(push(None, 0 < p), loop), a[p + 4 * k] == 0)
    monkeypatch.setattr(Feasibility, "_check_first", _giving_up(reason))
    feas = Feasibility(time.perf_counter() + 30)  # no fallback: only the new solvers
    try:
        got, model = feas.model(path, 1024 < k, [a, p, k])
        assert got == answer and feas.reason == (None if answer == "sat" else reason)
        if answer == "sat":
            assert model[k] > 1024 and st.substitute(a[p + 4 * k], model) == 0
    finally:
        feas.close()


def test_a_refuted_existential_is_still_a_bug():
    text = "procedure main() { var a: int; assert (exists c: int :: a + c * 0 == a + 1); }"
    assert _run(text)["answer"] == "bug"


def test_the_fallbacks_model_is_the_last_model():
    x = st.fresh(int, "x")
    feas = Feasibility(time.perf_counter() + 20, fallback="cvc5")
    try:
        answer, _ = feas._check_fallback(push(None, x > 5), x < 7, [], True, 5.0)
        assert answer == "sat"
        assert feas.last_model([x]) == {x: 6}
        assert feas.check(None, x == 1) == "sat"  # the next check closes its scope
        assert not feas.backup_open
    finally:
        feas.close()


def test_an_error_of_the_fallback_is_an_unknown_with_its_reason():
    feas = Feasibility(time.perf_counter() + 20, fallback="bitwuzla")
    try:
        answer, _ = feas._check_fallback(None, st.fresh(int, "i") > 0, [], True, 5.0)
        assert answer == "unknown" and "bitwuzla" in feas.reason
        assert feas.last is None and not feas.backup_open
    finally:
        feas.close()


def test_a_check_the_path_refutes_by_its_conjuncts_needs_no_solver():
    x, y = st.symbolic("x", int), st.symbolic("y", int)
    feas = Feasibility(time.perf_counter() + 20, solver="dummy")  # any solver call: unknown
    path = push(push(None, x > 0), st.and_(y > 1, x < 5))
    assert feas.check(path, st.not_(st.and_(x > 0, y > 1))) == "unsat"
    assert feas.check(path, st.not_(x > 1)) == "unknown"
    feas.close()


def test_one_shot_checks_answer_as_incremental_ones(monkeypatch):
    from stamen.langs.boogie import feasibility

    monkeypatch.setattr(feasibility, "SLOW_CHECK", -1.0)  # every check counts as slow
    x = st.symbolic("x", int)
    for one_shot in (False, True):
        feas = Feasibility(time.perf_counter() + 20, one_shot=one_shot)
        path = push(push(None, x > 0), x < 5)
        assert feas.check(path, x == 3) == "sat"
        assert feas.slow is one_shot
        assert feas.check(path, x == 7) == "unsat"
        assert feas.check(push(path, x > 3), x == 4) == "sat"
        answer, model = feas.model(path, x > 3, [x])
        assert answer == "sat" and model[x] == 4
        feas.close()


def test_a_sliced_sat_is_checked_on_the_whole_path_when_assumes_are_lazy():
    """Constraint independence drops the constraints on x; when they cannot hold (the
    merged mode's lazy assumes), only the whole path says so."""
    x, y = st.fresh(int, "x"), st.fresh(int, "y")
    path = push(push(None, x > 0), x < 0)
    for lazy, expected in ((False, "sat"), (True, "unsat")):
        feas = Feasibility(time.perf_counter() + 20, independence=True, lazy=lazy)
        try:
            assert feas.check(path, y > 0) == expected
        finally:
            feas.close()


def test_a_sliced_failing_check_keeps_a_model_of_the_whole_path():
    # with independence, the check sees x's constraints only; its model is completed by
    # a model of the constraints it dropped (y's), which share no constant with it
    x, y = st.fresh(int, "x"), st.fresh(int, "y")
    path = push(push(None, x > 5), y == 3)
    feas = Feasibility(time.perf_counter() + 20, independence=True)
    try:
        assert feas.check(path, x < 7, wanted=lambda: [x, y]) == "sat"
        assert feas.last is None and feas.last_model([x, y]) == {x: 6, y: 3}
        assert feas.check(path, x < 7) == "sat" and feas.last_model([x, y]) is None
    finally:
        feas.close()


@pytest.mark.parametrize("mode", ["merged", "paths"])
def test_a_solver_profile_steers_the_checks_and_keeps_the_answers(tmp_path, mode):
    from stamen.solvers import SolverProfile, save_profile

    text = """
    procedure main() { var x: int; var y: int;
      assume x > 0 && y > x; if (x * 2 > y) { assert y > 1; } else { assert x < y; } }
    procedure bug() { var x: int; assume x > 3; assert x != 7; }
    """
    tuned = save_profile(SolverProfile("p", "z3", {"smt.auto_config": False,
                                                    "smt.phase_selection": 4}),
                         tmp_path / "p.json")
    bad = save_profile(SolverProfile("b", "z3", {"smt.no_such_thing": 1}), tmp_path / "b.json")
    for entry, answer in (("main", "verified"), ("bug", "bug")):
        for profile in (None, str(tuned)):
            recs = run_program(load(text), entry=entry, timeout=20, mode=mode,
                               options={"solver_profile": profile})
            assert recs[0]["answer"] == answer, (entry, profile, recs[0])
        recs = run_program(load(text), entry=entry, timeout=20, mode=mode,
                           options={"solver_profile": str(bad), "fallback": None})
        assert recs[0]["answer"] != ("bug" if answer == "verified" else "verified")
