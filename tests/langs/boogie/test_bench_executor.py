"""The corpus runner with the real executor (`stamen boogie run`): a small labelled slice
answers the same on a two-worker local Dask cluster as one file at a time, with no false
alarm and no missed bug, and a label that holds within Corral's stack-depth bound is run
within it."""

from __future__ import annotations

import pytest

from stamen.langs.boogie.corpus import default_manifest, loop_bound_of, read_manifest
from stamen.langs.boogie.runner import RunOptions, run_files
from stamen.langs.boogie.score import is_wrong

SLICE = (
    "symbooglix-driver/test_programs/basic/concrete/assert_false.bpl",
    "symbooglix-driver/test_programs/basic/concrete/bool.bpl",
    "symbooglix-driver/test_programs/basic/concrete/builtin.bpl",
    "corral/test/regression/stackdepth/f1.bpl",
)


def _slice():
    chosen = {f.file: f for f in read_manifest(default_manifest()) if f.file in SLICE}
    return [chosen[name] for name in SLICE]


def test_a_stack_depth_flag_bounds_the_loops():
    assert loop_bound_of({"tool_flags": "/k:1 /recursionBound:50 /stackDepthBound:9"}) == 9
    assert loop_bound_of({"tool_flags": "/k:1"}) is None


EXPECTED = {SLICE[0]: "bug", SLICE[1]: "verified", SLICE[2]: "verified",
            SLICE[3]: "unknown"}  # its bug lies past Corral's bound, 9


def test_the_real_executor_answers_the_slice_one_file_at_a_time():
    serial: list = []
    run_files(_slice(), RunOptions(timeout=20), serial.append, jobs=1)
    assert {r["file"]: r["answer"] for r in serial} == EXPECTED
    assert "bound" in next(r["reason"] for r in serial if r["file"] == SLICE[3])
    assert not any(is_wrong(r) for r in serial)


@pytest.mark.slow  # (starting a local dask cluster costs 10 s)
def test_the_real_executor_answers_alike_on_a_local_cluster():
    parallel: list = []
    run_files(_slice(), RunOptions(timeout=20), parallel.append, jobs=2)
    assert {r["file"]: r["answer"] for r in parallel} == EXPECTED


def test_a_row_names_its_entry_and_its_symbooglix_flags(tmp_path):
    import csv

    files = {"foo.bpl": "procedure foo(a: int) { assert true; }\n",
             "main.bpl": "procedure {:inline 1} main<T>(x: T) { }\n"}
    manifest = tmp_path / "manifest.csv"
    with manifest.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=["file", "suite", "verdict", "entry_points",
                                               "tool_flags"])
        writer.writeheader()
        for name, text in files.items():
            (tmp_path / name).write_text(text)
            writer.writerow({"file": name, "suite": "s", "verdict": "correct",
                             "entry_points": "main (tests call GetMain)",
                             "tool_flags": "%eec 0 %symbooglix --max-depth=2 %s"})
    got = {cf.file: cf for cf in read_manifest(manifest)}
    assert got["foo.bpl"].entry is None  # no procedure main: the executor picks
    assert got["main.bpl"].entry == "main"
    assert got["foo.bpl"].flags == ("--max-depth=2",)
