"""Symbooglix's flags: read from a manifest row, passed to `stamen boogie run`, and their
meaning in the paths mode (bounds, failure limit, unchecked initial state, entry points,
the dummy solver, speculative paths)."""

from __future__ import annotations

import json

import pytest

from stamen.cli import main
from stamen.langs.boogie import load
from stamen.langs.boogie.execute import run_program
from stamen.langs.boogie.flags import argv_of, flags_of, run_options

RUN = "%eec 0 %symbooglix --output-dir %t.symbooglix-out --max-loop-depth=3 %s | %OutputCheck %s"


def test_a_rows_flags_become_run_arguments():
    assert argv_of(RUN) == ["--max-loop-depth=3"]
    assert argv_of("%eec 0 %symbooglix --check-entry-axioms=0 --check-unique-vars=0 "
                   "--fold-constants=1 %s") == ["--check-entry-axioms=0",
                                                "--check-unique-vars=0"]
    assert argv_of("%symbooglix --gpuverify-entry-points --force-qfaufbv %s") == [
        "--gpuverify-entry-points"]
    assert argv_of("%symbooglix -e foo --solver=DUMMY %s") == ["--solver=DUMMY",
                                                               "--entry=foo"]
    assert argv_of("/k:1 /main:main") == []  # Corral's flags are not Symbooglix's
    assert argv_of("") == []


def test_only_the_first_symbooglix_command_counts():
    text = "%symbooglix %s | %OutputCheck %s ; %symbooglix --max-depth=2 %s"
    assert argv_of(text) == []


def test_run_options_follow_symbooglix_meaning():
    opts = run_options(flags_of("%symbooglix --max-loop-depth=10 --max-depth=-1 "
                                "--stop-at-failure=0 --globaldde=0 --ci-solver=1 "
                                "--goto-assume-look-ahead=0 --solver=CVC4 %s"))
    assert opts == {"loop_bound": 10, "options": {
        "dead_declarations": False, "independence": True, "lookahead": False,
        "solver": "cvc5"}}
    with pytest.raises(ValueError):
        run_options(flags_of("%symbooglix --solver=yices %s"))


def _run(text: str, **flags) -> dict:
    kw = run_options(flags_of("%symbooglix " + " ".join(
        f"--{k.replace('_', '-')}={v}" for k, v in flags.items())))
    recs = run_program(load(text), entry=kw.pop("entry", "main"), timeout=20, **kw)
    assert len(recs) == 1
    return recs[0]


NESTED = """procedure main() { var i, j: int; i := 0;
  while (i < 3) { j := 0; while (j < 2) { j := j + 1; } i := i + 1; } assert i == 3; }"""


def test_the_loop_bound_counts_back_edges_per_entry_of_a_loop():
    # the outer loop goes round 3 times, the inner one twice per entry (6 in all)
    rec = _run(NESTED, max_loop_depth=3)
    assert (rec["answer"], rec["counters"]) == ("verified", {"TerminatedWithoutError": 1})
    rec = _run(NESTED, max_loop_depth=2)
    assert (rec["answer"], rec["reason"]) == ("unknown", "bound 2")
    assert rec["counters"] == {"TerminatedWithDisallowedLoopBound": 1}


def test_a_symbolic_loop_ends_one_path_per_iteration_within_the_bound():
    text = "procedure main() { var x: int; havoc x; while (x < 100) { x := x + 1; } }"
    rec = _run(text, max_loop_depth=3)
    assert rec["counters"] == {"TerminatedWithoutError": 4,
                               "TerminatedWithDisallowedLoopBound": 1}


def test_the_branch_depth_bound_ends_paths_past_n_choices():
    text = """procedure main(n: int) requires n >= 0 && n < 3; {
      var c: int; c := 0; goto H;
      H: goto D, B;
      B: assume c < n; c := c + 1; goto H;
      D: assume n <= c; assert c == n; }"""
    rec = _run(text, max_depth=1)
    assert (rec["answer"], rec["reason"]) == ("unknown", "branch depth bound 1")
    assert rec["counters"] == {"TerminatedWithoutError": 1,
                               "TerminatedWithDisallowedExplicitBranchDepth": 2}
    assert _run(text)["answer"] == "verified"


def test_the_failure_limit_stops_exploring():
    text = """procedure main() { var x: int;
      if (x > 0) { assert x == 5; } else { assert x == -5; } assert false; }"""
    rec = _run(text, stop_at_failure=1)
    assert rec["answer"] == "bug"
    assert rec["counters"] == {"TerminatedAtFailingAssert": 1}
    assert _run(text)["counters"]["TerminatedAtFailingAssert"] == 4


UNIQUE = """const unique a: int; const unique b: int; axiom a == b;
procedure main() { var x: int; x := a; assert a == b; }"""


def test_unchecked_unique_constants_are_assumed_without_a_check():
    rec = _run(UNIQUE)
    assert (rec["answer"], rec["reason"]) == ("unknown", "inconsistent unique constants")
    rec = _run(UNIQUE, check_unique_vars=0)
    assert (rec["answer"], rec["counters"]) == ("verified", {"TerminatedWithoutError": 1})


def test_global_dead_declaration_elimination_can_be_turned_off():
    text = UNIQUE.replace("var x: int; x := a; assert a == b;", "")
    assert _run(text)["answer"] == "verified"
    rec = _run(text, globaldde=0)
    assert rec["counters"] == {"TerminatedWithUnsatisfiableUniqueAttribute": 1}


def test_the_dummy_solver_makes_every_path_speculative():
    rec = _run("procedure main() { var c: bool; assert c; }", solver="DUMMY")
    assert rec["answer"] == "unknown" and "dummy solver" in rec["reason"]
    assert rec["counters"] == {}
    assert rec["speculative"] == {"TerminatedWithoutError": 1}


def test_gpuverify_entry_points_are_the_kernels(tmp_path):
    text = """procedure {:kernel} k() { assert true; }
    procedure helper() { assert false; }"""
    path = tmp_path / "k.bpl"
    path.write_text(text)
    out = tmp_path / "out.json"
    assert main(["boogie", "run", str(path), "--gpuverify-entry-points",
                 "--json", str(out)]) == 0
    assert [r["entry"] for r in json.loads(out.read_text())] == ["k"]
    assert main(["boogie", "run", str(path), "--json", str(out)]) == 1


def test_bad_flag_values_are_bad_input(tmp_path):
    path = tmp_path / "k.bpl"
    path.write_text("procedure main() { }")
    assert main(["boogie", "run", str(path), "--solver", "yices"]) == 2
