"""The fsm language: running automata, and the paper's solve / verify / synthesize story."""

import stamen as st
from stamen.langs import fsm


def test_concrete_runs():
    m = fsm.reference()
    assert fsm.accepts(m, tuple("cadadr")) is True
    assert fsm.accepts(m, tuple("cadadrr")) is False
    assert fsm.accepts(m, ()) is False


def test_verify_finds_the_word_outside_c_ad_plus_r():
    sol, word = fsm.verify_automaton(fsm.reference(), r"c[ad]+r", bound=3)
    assert sol.sat and word == "cr"


def test_fig3_sketch_is_completed_and_printed():
    sol, completed = fsm.synthesize_automaton(fsm.fig3_sketch, r"c[ad]+r", bound=3)
    assert sol.sat
    check, _ = fsm.verify_automaton(completed, r"c[ad]+r", bound=3)
    assert check.unsat
    source = sol.complete(fsm.fig3_sketch)
    assert "choose" not in source and '"init": {"c": ' in source
    assert "automaton init" in str(completed)


def test_quick_suite():
    rows = fsm.suite(quick=True)
    assert [r["name"] for r in rows] == ["fsm_solve", "fsm_verify", "fsm_verify_plus",
                                         "fsm_synthesize"]
    assert all(r["ok"] for r in rows)
    assert st.Stats  # rows carry the Table 4 columns
    assert all("union_sum" in r for r in rows)
