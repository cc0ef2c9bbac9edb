"""`stamen boogie run`: one line per entry point, the counterexample, --json, exit codes."""

from __future__ import annotations

import json

from stamen.cli import main

SAFE = "procedure main(x: int) { assume x > 0; assert x > 0; }\n"
BUGGY = "procedure main(x: int)\n{\n  assert x != 4;\n}\n"
LOOP = "procedure main() { var i: int; i := 0; while (true) { i := i + 1; } }\n"


def _write(tmp_path, name: str, text: str) -> str:
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_verified_exits_0(tmp_path, capsys):
    safe = _write(tmp_path, "safe.bpl", SAFE)
    assert main(["boogie", "run", safe]) == 0
    assert capsys.readouterr().out.splitlines() == [f"{safe}: main: verified"]


def test_bug_exits_1_with_the_replayed_counterexample(tmp_path, capsys):
    buggy = _write(tmp_path, "buggy.bpl", BUGGY)
    assert main(["boogie", "run", buggy]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{buggy}: main: bug"
    assert out[1] == f"  {buggy}:3:3: TerminatedAtFailingAssert"
    assert "  x = 4" in out and out[-1] == "  trace: main:$entry"


def test_unknown_exits_3_and_json_records(tmp_path, capsys):
    loop = _write(tmp_path, "loop.bpl", LOOP)
    safe = _write(tmp_path, "safe.bpl", SAFE)
    report = tmp_path / "out.json"
    assert main(["boogie", "run", loop, safe, "--loop-bound", "2", "--json",
                 str(report)]) == 3
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{loop}: main: unknown (bound 2)", f"{safe}: main: verified"]
    records = json.loads(report.read_text())
    assert [(r["file"], r["entry"], r["answer"], r["reason"]) for r in records] == [
        (loop, "main", "unknown", "bound 2"), (safe, "main", "verified", None)]
    assert records[0]["counters"] == {"TerminatedWithDisallowedLoopBound": 1}
    assert set(records[1]) == {"file", "entry", "answer", "reason", "seconds", "counters"}


def test_bad_input_exits_2_with_located_errors(tmp_path, capsys):
    bad = _write(tmp_path, "bad.bpl", "procedure main() {\n  x := ;\n}\n")
    report = tmp_path / "out.json"
    assert main(["boogie", "run", bad, "--json", str(report)]) == 2
    assert capsys.readouterr().out.splitlines() == [f"{bad}:2:8: parse error: unexpected ';'"]
    [record] = json.loads(report.read_text())
    assert record["entry"] is None and record["answer"] == "invalid"
    safe = _write(tmp_path, "safe.bpl", SAFE)
    assert main(["boogie", "run", safe, "--entry", "nothere"]) == 2


def test_merged_mode_runs(tmp_path, capsys):
    safe = _write(tmp_path, "safe.bpl", SAFE)
    assert main(["boogie", "run", safe, "--mode", "merged"]) == 0
    assert capsys.readouterr().out.splitlines() == [f"{safe}: main: verified"]


def test_abstraction_summarizes_calls_in_the_merged_mode(tmp_path, capsys):
    prog = _write(tmp_path, "calls.bpl", "procedure inc(x: int) returns (r: int) { r := x + 1; }\n"
                  "procedure main(a: int) { var z: int; call z := inc(a); assert z > a; }\n")
    report = tmp_path / "out.json"
    assert main(["boogie", "run", prog, "--mode", "merged", "--abstraction", "--entry", "main",
                 "--json", str(report)]) == 0
    stats = json.loads(report.read_text())[0]["stats"]
    assert stats["summaries"] == 1 and stats["expansions"] == 1
    assert main(["boogie", "run", prog, "--abstraction"]) == 2


COUNT = ("procedure main() { var x: int; x := 0; while (x < 100000000) { x := x + 2; }"
         " assert x != 100000000; }\n")


def test_accelerate_switch_in_both_modes(tmp_path, capsys):
    prog = _write(tmp_path, "count.bpl", COUNT)
    for mode in ("paths", "merged"):
        assert main(["boogie", "run", prog, "--mode", mode, "--timeout", "30"]) == 1
        assert main(["boogie", "run", prog, "--mode", mode, "--accelerate=0",
                     "--timeout", "1"]) == 3
    out = capsys.readouterr().out.splitlines()
    assert f"{prog}: main: bug" in out and f"{prog}: main: unknown (timeout)" in out
    assert out.count("  iterations of the loop at main:$head1 = 50000000") == 2


def test_solver_profile_flag_keeps_the_answers_and_refuses_what_cannot_run(tmp_path, capsys):
    from stamen.solvers import SolverProfile, save_profile

    tuned = save_profile(SolverProfile("t", "z3", {"smt.ematching": False,
                                                    "smt.auto_config": False}),
                         tmp_path / "t.json")
    other = save_profile(SolverProfile("c", "cvc5", {}), tmp_path / "c.json")
    safe, buggy = _write(tmp_path, "safe.bpl", SAFE), _write(tmp_path, "buggy.bpl", BUGGY)
    for mode in ("paths", "merged"):
        assert main(["boogie", "run", safe, "--mode", mode, "--solver-profile", str(tuned)]) == 0
        assert main(["boogie", "run", buggy, "--mode", mode,
                     "--solver-profile", str(tuned)]) == 1
    capsys.readouterr()
    for argv in (["--solver-profile", str(other)], ["--solver-profile", "no-such-profile"],
                 ["--mode", "chc", "--solver-profile", str(tuned)]):
        assert main(["boogie", "run", safe, *argv]) == 2
    assert "cvc5 profile" in capsys.readouterr().err
