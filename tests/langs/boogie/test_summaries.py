"""The merged mode with calls summarized (structural abstraction): the answers of inlining,
summaries expanded only where a counterexample depends on them, consequents first."""

from __future__ import annotations

import pytest

from stamen.langs.boogie import corpus_dir, load
from stamen.langs.boogie.execute import run_file, run_program

from .corpus import manifest, needs_corpus
from .test_execute_constructs import CASES

HEAVY = """procedure heavy(x: int) returns (r: int)
{ r := x * x * x + 7 * x; if (r > 100) { r := r - 1; } }
procedure inc(x: int) returns (r: int) { r := x + 1; }
"""


def run(text: str, calls: str = "summary", entry: str = "main") -> dict:
    recs = run_program(load(text), mode="merged", entry=entry, timeout=30,
                       options={"calls": calls})
    assert len(recs) == 1
    return recs[0]


def test_a_call_the_assertion_does_not_read_is_never_expanded():
    rec = run(HEAVY + "procedure main(a: int) { var y, z: int; call y := heavy(a);"
                      " call z := inc(a); assert z > a; }")
    assert rec["answer"] == "verified"
    assert rec["stats"]["summaries"] == 2
    assert rec["stats"]["expansions"] == 1  # inc's result; heavy's never


def test_consequent_before_antecedent():
    # heavy's result is on the path (the assume), inc's in the assertion: refining the
    # consequent first proves it without ever expanding heavy
    rec = run(HEAVY + "procedure main(a: int) { var y, z: int; call y := heavy(a);"
                      " assume y != 5; call z := inc(a); assert z > a; }")
    assert rec["answer"] == "verified"
    assert rec["stats"]["expansions"] == 1


def test_a_bug_through_a_summary_is_replayed():
    rec = run(HEAVY + "procedure main(a: int) { var y, z: int; call y := heavy(a);"
                      " call z := inc(a); assert z > a + 1; }")
    assert rec["answer"] == "bug"
    assert rec["counterexample"]["kind"] == "TerminatedAtFailingAssert"
    assert rec["stats"]["expansions"] >= 1


def test_modified_globals_and_ensures():
    text = """var g: int;
    procedure setg(x: int) modifies g; ensures g > old(g); { g := g + x * x + 1; }
    procedure main(a: int) modifies g; { var h: int; h := g; call setg(a); assert g > h; }
    """
    rec = run(text)
    assert rec["answer"] == "verified"
    assert rec["stats"]["expansions"] == 0  # the ensures, assumed over the summary, suffice
    bug = run(text.replace("assert g > h;", "assert g > h + 1;"))
    assert bug["answer"] == "bug"


def test_the_callees_path_constraints_are_a_summary():
    text = """procedure pos(x: int) returns (r: int) { assume x > 0; r := x; }
    procedure main(a: int) { var y: int; call y := pos(a); assert a > 0; }"""
    assert run(text)["answer"] == "verified"
    assert run(text.replace("a > 0", "a > 1"))["answer"] == "bug"


@pytest.mark.parametrize("text,expected", CASES)
def test_constructs_answer_as_inlined(text, expected):
    assert run(text)["answer"] == expected


# (gpuverify/dot_product.bpl, 20 CPU s, runs in the slow tier's whole-corpus test only)
SLICE = [
    "symbooglix-unit/src/SymbooglixLibTests/programs/InstructionStatistics.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/TestLoopEscaping.bpl",
    "corral/test/regression/trace/a.bpl",
    "corral/test/fwdbck/8/simp8.bpl",
    "corral/test/fwdbck/16/simp16.bpl",
    "corral/test/regression/018/f4.bpl",
]
SUITES = ("symbooglix-unit", "symbooglix-driver", "corral")


def _rows(files=None) -> list:
    return [pytest.param(row, id=row["file"]) for row in manifest()
            if row["verdict"] in ("correct", "bug") and row["suite"] in SUITES
            and (files is None or row["file"] in files)]


def _same_answers(row: dict, timeout: float) -> None:
    spec = row["entry_points"].split()
    entry = spec[0] if spec and not spec[0].startswith("{") else None
    got = {calls: run_file(corpus_dir() / row["file"], mode="merged", entry=entry,
                           timeout=timeout, options={"calls": calls})
           for calls in ("inline", "summary")}
    for i, s in zip(got["inline"], got["summary"], strict=True):
        if i["answer"] in ("bug", "verified") and s["answer"] in ("bug", "verified"):
            assert i["answer"] == s["answer"], (i, s)
        elif "timeout" not in (i["reason"] or "") + (s["reason"] or ""):
            assert i["answer"] == s["answer"], (i, s)
        if s["answer"] == "bug":
            assert s["counterexample"]["kind"], s


@needs_corpus
@pytest.mark.parametrize("row", _rows(set(SLICE)))
def test_slice_same_answers(row):
    _same_answers(row, timeout=20)


@needs_corpus
@pytest.mark.slow
@pytest.mark.parametrize("row", _rows())
def test_whole_suites_same_answers(row):
    _same_answers(row, timeout=10)


@needs_corpus
def test_the_bench_compares_both_modes_on_a_file_with_calls():
    from stamen.langs.boogie.summaries_bench import compare, files_with_calls

    rows = {r["file"]: r for r in files_with_calls(["corral"])}
    got = compare(rows["corral/test/fwdbck/8/simp8.bpl"], timeout=20)
    assert got["inline"]["answers"] == got["summary"]["answers"] == ["bug"]
    assert got["summary"]["stats"][0]["expansions"] >= 1


def test_hash_family_answers_in_both_modes():
    from stamen.langs.boogie.summaries_bench import hash_program

    for bug, expected in ((False, "verified"), (True, "bug")):
        text = hash_program(2, 1, bug)
        assert run(text, calls="inline")["answer"] == expected
        rec = run(text)
        assert rec["answer"] == expected
        if not bug:
            assert rec["stats"]["expansions"] == 1  # inc only: the hashes stay summaries


@needs_corpus
def test_the_bench_selects_the_files_whose_main_reaches_user_procedures():
    from stamen.langs.boogie.summaries_bench import files_with_calls, reaches_user_procedures

    rows = {r["file"].split("/", 2)[2]: r for r in files_with_calls(["svcomp-smack"])}
    assert reaches_user_procedures(rows["Addition01_true-unreach-call_true-termination.c_.bpl"])
    # main calls only SMACK's own procedures (__VERIFIER_nondet_int, __VERIFIER_assert)
    assert not reaches_user_procedures(rows["trex03_true-unreach-call.i_.bpl"])
