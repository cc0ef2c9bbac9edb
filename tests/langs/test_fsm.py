"""The fsm language: running automata, and the paper's solve / verify / synthesize story."""

from stamen.langs import fsm


def test_concrete_runs():
    m = fsm.reference()
    assert fsm.accepts(m, tuple("cadadr")) is True
    assert fsm.accepts(m, tuple("cadadrr")) is False
    assert fsm.accepts(m, ()) is False


def test_verify_finds_the_word_outside_c_ad_plus_r():
    sol, word = fsm.verify_automaton(fsm.reference(), r"c[ad]+r", bound=3)
    assert sol.sat and word == "cr"
    sol, word = fsm.verify_automaton(fsm.reference(), r"c[ad]*r", bound=3)
    assert sol.unsat and word is None


def test_fig3_sketch_is_completed_and_printed():
    sol, completed = fsm.synthesize_automaton(fsm.fig3_sketch, r"c[ad]+r", bound=3)
    assert sol.sat
    check, _ = fsm.verify_automaton(completed, r"c[ad]+r", bound=3)
    assert check.unsat
    source = sol.complete(fsm.fig3_sketch)
    assert "choose" not in source and '"init": {"c": ' in source
    namespace = {"automaton": fsm.automaton, "REJECT": fsm.REJECT, "Automaton": fsm.Automaton}
    exec(compile(source, "<completed>", "exec"), namespace)
    assert namespace["fig3_sketch"]() == completed  # the printed source builds that automaton
    assert "automaton init" in str(completed)


def test_quick_suite():
    rows = fsm.suite(quick=True)
    assert [r["name"] for r in rows] == ["fsm_solve", "fsm_verify", "fsm_verify_plus",
                                         "fsm_synthesize"]
    assert [r["answer"] for r in rows] == ["sat", "verified", "counterexample", "synthesized"]
    assert all(r["ok"] is True for r in rows)
    for r in rows:  # the columns of the paper's Table 4, filled in
        assert all(type(r[k]) is int and r[k] >= 0
                   for k in ("joins", "unions", "union_sum", "union_max")), r
        assert r["joins"] > 0 and r["union_max"] <= r["union_sum"], r
        assert r["eval_seconds"] > 0 and r["solve_seconds"] > 0, r
    assert rows[2]["word"] == "cr"
