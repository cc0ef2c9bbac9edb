"""The chc mode: loops without invariants proved by Spacer (its invariants checked again),
bugs only when the merged mode replays them, what cannot be encoded unknown (chc.py)."""

from __future__ import annotations

import pytest
import z3

from stamen.cli import main
from stamen.langs.boogie import chc, corpus_dir, load
from stamen.langs.boogie.execute import run_file, run_program
from stamen.langs.boogie.paths import Outcome
from stamen.solvers import horn

from .corpus import manifest, needs_corpus
from .test_execute_constructs import CASES
from .test_execute_corpus import MISLABELLED

SUM = """
procedure main() {
  var i, n, s: int;
  assume n >= 0;
  i := 0; s := 0;
  while (i < n) { i := i + 1; s := s + 2; }
  assert s == 2 * n;
}
"""
SKIP_SEVEN = SUM.replace("s := s + 2;", "if (i != 7) { s := s + 2; }")
NESTED_CALL = """
var total: int;
procedure add(k: int) modifies total; {
  var j: int;
  j := 0;
  while (j < k) { total := total + 1; j := j + 1; }
}
procedure main() modifies total; {
  var i, n: int;
  assume n >= 0;
  total := 0; i := 0;
  while (i < n) { call add(2); i := i + 1; }
  assert total == 2 * n;
}
"""
GOTO_LOOP = """
const unique a: int; const unique b: int;
function f(int) returns (int);
procedure main() {
  var x: int;
  x := f(a);
L: goto Body, Done;
Body: assume x < 100; x := x + 1; goto L;
Done: assume x >= 100; assert x >= 100 && a != b;
}
"""


def chc_run(text: str, timeout: float = 60.0) -> dict:
    return run_program(load(text), mode="chc", entry="main", timeout=timeout)[0]


def test_loops_without_invariants_are_verified():
    for text in (SUM, NESTED_CALL, GOTO_LOOP):
        rec = chc_run(text)
        assert rec["answer"] == "verified", rec
        assert rec["counters"]["chc_predicates"] >= 1


def test_a_bug_after_a_loop_is_replayed_by_the_merged_mode():
    rec = chc_run(SKIP_SEVEN)
    assert rec["answer"] == "bug", rec
    cex = rec["counterexample"]
    assert cex["kind"] == "TerminatedAtFailingAssert" and cex["location"].endswith(":7:3")


def test_a_counterexample_the_merged_mode_does_not_replay_is_unknown(monkeypatch):
    monkeypatch.setattr(chc, "explore_merged",
                        lambda world, impl, options, deadline: Outcome("unknown", "timeout"))
    rec = chc_run(SKIP_SEVEN)
    assert rec["answer"] == "unknown"
    assert rec["reason"] == f"{chc.NOT_REPLAYED} (merged: timeout)"


def test_invariants_that_do_not_check_are_never_verified(monkeypatch):
    monkeypatch.setattr(horn, "_interpretation",
                        lambda model, pred: z3.BoolVal(True, pred.ctx))
    rec = chc_run(SUM)
    assert rec["answer"] == "unknown"
    assert rec["reason"].startswith("chc: the invariants did not check")


RECURSION = """
var calls: int;
procedure p(n: int) returns (r: int) modifies calls; {
  calls := calls + 1;
  if (n > 0) { call r := p(n - 1); r := r + 1; } else { r := 0; }
  assert r <= 5;
}
procedure main() modifies calls; {
  var r, k: int;
  calls := 0;
  assume 0 <= k && k <= 3;
  call r := p(k);
  assert calls == k + 1 && r == k;
}
"""


def test_recursive_procedures_are_summarized():
    rec = chc_run(RECURSION)
    assert rec["answer"] == "verified", rec
    assert rec["counters"]["chc_predicates"] >= 2  # Call_p and the point after the call


def test_a_failure_inside_a_recursive_procedure_is_replayed():
    rec = chc_run(RECURSION.replace("k <= 3", "k <= 9"))
    assert rec["answer"] == "bug", rec
    assert rec["counterexample"]["location"].endswith(":6:3")


def test_independent_axioms_are_dropped_inconsistent_ones_unknown():
    quantified = ("function f(int) returns (int); axiom (forall i: int :: f(i) > i);\n")
    rec = chc_run(quantified + RECURSION)
    assert rec["answer"] == "verified", rec
    inconsistent = "function f(int) returns (int); axiom (forall i: int :: f(i) > f(i));\n"
    rec = chc_run(inconsistent + RECURSION.replace("calls := 0;", "calls := f(0) - f(0);"))
    assert rec["answer"] == "unknown" and "no initial state" in rec["reason"], rec


def test_unsupported_constructs_and_timeouts_are_unknown():
    rec = chc_run("procedure main() { var x: float24e8; while (*) { } assert x == x; }")
    assert rec["answer"] == "unknown" and "floating-point" in rec["reason"]
    rec = chc_run("procedure main() { var i: int; i := 0; while (true) { i := i + 1; "
                  "assert i > 0; } }", timeout=0.001)
    # where the deadline hits differs with the machine's load: in the solver's query
    # ("timeout") or in the check of the invariants it returned ("... (timeout)")
    assert rec["answer"] == "unknown" and "timeout" in rec["reason"], rec


def test_an_initial_state_that_cannot_exist_is_unknown_not_verified():
    for text in ("procedure main(x: int) requires x > 0 && x < 0; "
                 "{ while (*) { } assert false; }",
                 "const c: int; axiom c > 0 && c < 0;"
                 "procedure main() { while (*) { } assert c == 0; }"):
        rec = chc_run(text)
        assert rec["answer"] == "unknown" and "no initial state" in rec["reason"], rec


@pytest.mark.parametrize("text,expected", CASES)
def test_each_construct_answers_as_the_paths_mode(text, expected):
    rec = chc_run(text)
    assert rec["answer"] == expected, rec


def test_cli_runs_the_chc_mode(tmp_path, capsys):
    path = tmp_path / "sum.bpl"
    path.write_text(SUM)
    assert main(["boogie", "run", str(path), "--mode", "chc", "--timeout", "60"]) == 0
    assert capsys.readouterr().out.strip().endswith("main: verified")


SLICE = [
    "symbooglix-driver/test_programs/basic/concrete/assert_false.bpl",
    "symbooglix-driver/test_programs/basic/concrete/simple_loop.bpl",
    "symbooglix-driver/test_programs/basic/symbolic/havoc.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/GotoMultiplePaths.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/FailingAndSucceedingEnsures.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/InfiniteLoop.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/TestLoopEscaping.bpl",
]


def _entry(row: dict) -> str | None:
    spec = row["entry_points"].split()
    return spec[0] if spec and not spec[0].startswith("{") else None


def _rows(files=None) -> list:
    return [pytest.param(row, id=row["file"]) for row in manifest()
            if row["verdict"] in ("correct", "bug")
            and row["suite"] in ("symbooglix-unit", "symbooglix-driver", "corral")
            and (files is None or row["file"] in files)]


def _agrees_with_paths(row: dict, timeout: float) -> None:
    """The chc mode never contradicts the paths mode nor the label."""
    path = corpus_dir() / row["file"]
    paths = run_file(path, mode="paths", entry=_entry(row), timeout=timeout)
    chcs = run_file(path, mode="chc", entry=_entry(row), timeout=timeout)
    label = MISLABELLED.get(row["file"]) or {"bug": "bug", "correct": "verified"}[row["verdict"]]
    for p, c in zip(paths, chcs, strict=True):
        if c["answer"] in ("bug", "verified"):
            assert c["answer"] == label, (p, c)
            if p["answer"] in ("bug", "verified"):
                assert c["answer"] == p["answer"], (p, c)


@needs_corpus
@pytest.mark.parametrize("row", _rows(set(SLICE)))
def test_slice_agrees_with_the_paths_mode(row):
    _agrees_with_paths(row, timeout=20)


@needs_corpus
@pytest.mark.slow
@pytest.mark.parametrize("row", _rows())
def test_whole_suites_agree_with_the_paths_mode(row):
    _agrees_with_paths(row, timeout=10)


# SV-COMP files (SMACK's translations of C) that the chc mode answered within seconds in
# the whole-suite run of BENCHMARKS.md: loops without invariants, recursive procedures,
# bugs behind loops and recursion, and two labels that hold for the C program only
# (MISLABELLED: an overflow, an undef).
SVCOMP_SLICE = [
    "svcomp-smack/loop-invgen/up_true-unreach-call.i_.bpl",
    "svcomp-smack/loop-invgen/half_2_true-unreach-call.i_.bpl",
    "svcomp-smack/loop-invgen/SpamAssassin-loop_true-unreach-call.i_.bpl",
    "svcomp-smack/loop-lit/gsv2008_true-unreach-call.c.i_.bpl",
    "svcomp-smack/loop-new/count_by_nondet_true-unreach-call.i_.bpl",
    "svcomp-smack/loops/count_up_down_true-unreach-call_true-termination.i_.bpl",
    "svcomp-smack/loops/count_up_down_false-unreach-call_true-termination.i_.bpl",
    "svcomp-smack/loop-acceleration/underapprox_false-unreach-call1.i_.bpl",
    "svcomp-smack/loop-invgen/id_trans_false-unreach-call.i_.bpl",
    "svcomp-smack/recursive/Addition01_true-unreach-call_true-termination.c_.bpl",
    "svcomp-smack/recursive/McCarthy91_true-unreach-call.c_.bpl",
    "svcomp-smack/recursive/BallRajamani-SPIN2000-Fig1_false-unreach-call.c_.bpl",
    "svcomp-smack/loop-invgen/NetBSD_loop_false-unreach-call.i_.bpl",
    "svcomp-smack/loop-lit/hhk2008_true-unreach-call.c.i_.bpl",
]


@needs_corpus
@pytest.mark.slow
@pytest.mark.parametrize("row", [pytest.param(row, id=row["file"]) for row in manifest()
                                 if row["file"] in SVCOMP_SLICE])
def test_svcomp_slice_answers_as_labelled(row):
    records = run_file(corpus_dir() / row["file"], mode="chc", entry=_entry(row), timeout=60)
    label = {"bug": "bug", "correct": "verified"}[row["verdict"]]
    assert [r["answer"] for r in records] == [MISLABELLED.get(row["file"], label)], records
