"""`stamen bench boogie-merged`, quick: both modes give the expected answers."""

from __future__ import annotations

from stamen.bench.registry import SUITES
from stamen.langs.boogie.merged_bench import diamonds, loops, suite


def test_quick_suite_answers_right():
    rows = suite(quick=True)
    assert len(rows) == 8 and all(r["ok"] for r in rows), rows
    assert all("paths mode: " in r["answer"] for r in rows)
    assert "boogie-merged" in SUITES


def test_programs_are_the_documented_ones():
    assert diamonds(2, False).count("if (c[") == 2 and "assert s >= 2;" in diamonds(2, False)
    assert "assert s != 5;" in loops(2, True) and loops(2, True).count("while") == 2
