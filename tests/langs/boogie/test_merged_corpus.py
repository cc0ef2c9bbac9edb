"""Differential: the merged mode answers as the paths mode on the Symbooglix and corral suites.

On every labelled file of symbooglix-unit, symbooglix-driver and corral that the paths
mode answers (bug or verified), the merged mode gives the same answer; where the
paths mode is unknown for a reason other than time, the merged mode is not verified
(it may find a replayed bug the paths mode did not reach). A fast slice runs in
`make test`; the whole set under `-m slow`.
"""

from __future__ import annotations

import pytest

from stamen.langs.boogie import corpus_dir
from stamen.langs.boogie.execute import run_file

from .corpus import manifest, needs_corpus

pytestmark = needs_corpus

SLICE = [
    "symbooglix-driver/test_programs/basic/concrete/assert_false.bpl",
    "symbooglix-driver/test_programs/basic/concrete/simple_loop.bpl",
    "symbooglix-driver/test_programs/basic/symbolic/havoc.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/GotoMultiplePaths.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/FailingAndSucceedingEnsures.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/InfiniteLoop.bpl",
    "symbooglix-unit/src/SymbooglixLibTests/programs/TestLoopEscaping.bpl",
]
SUITES = ("symbooglix-unit", "symbooglix-driver", "corral")


def _rows(files=None) -> list:
    return [pytest.param(row, id=row["file"]) for row in manifest()
            if row["verdict"] in ("correct", "bug") and row["suite"] in SUITES
            and (files is None or row["file"] in files)]


def _entry(row: dict) -> str | None:
    spec = row["entry_points"].split()
    return spec[0] if spec and not spec[0].startswith("{") else None


def _same_verdicts(row: dict, timeout: float) -> None:
    path = corpus_dir() / row["file"]
    paths = run_file(path, mode="paths", entry=_entry(row), timeout=timeout)
    merged = run_file(path, mode="merged", entry=_entry(row), timeout=timeout)
    assert [r["entry"] for r in paths] == [r["entry"] for r in merged]
    for p, m in zip(paths, merged, strict=True):
        if p["answer"] in ("bug", "verified"):
            assert m["answer"] == p["answer"], (p, m)
        elif "timeout" not in (p["reason"] or ""):
            assert m["answer"] != "verified", (p, m)
        if m["answer"] in ("bug", "verified"):
            assert m["answer"] == {"bug": "bug", "correct": "verified"}[row["verdict"]], m


@pytest.mark.parametrize("row", _rows(set(SLICE)))
def test_slice_same_verdicts(row):
    _same_verdicts(row, timeout=20)


@pytest.mark.slow
@pytest.mark.parametrize("row", _rows())
def test_whole_suites_same_verdicts(row):
    _same_verdicts(row, timeout=10)


def test_infinite_for_loops_of_svcomp_are_verified_not_a_crash():
    """`for (;;)` with a counter (SV-COMP loops/for_infinite_loop_1/2): a variable the
    merged mode drops as dead inside the loop read as None after one iteration, and
    loop acceleration built `ite(k == 0, 0, None)`, on which the term layer raised a
    TypeError (a crash, exit status 1, in the whole-suite run of 2026-11-27)."""
    for name in ("for_infinite_loop_1", "for_infinite_loop_2"):
        path = (corpus_dir() / "svcomp-smack" / "loops"
                / f"{name}_true-unreach-call_false-termination.i_.bpl")
        answers = {r["answer"] for r in run_file(path, mode="merged", timeout=60)}
        assert answers == {"verified"}, (name, answers)
