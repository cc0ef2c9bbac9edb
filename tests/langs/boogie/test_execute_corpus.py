"""The paths mode on the labelled corpus: never a false alarm, never a missed bug.

A fast slice (a few small Symbooglix test files, with their expected
termination counters) runs in `make test`; every labelled file of the
symbooglix, boogie-runner and corral suites runs under `-m slow`.
"""

from __future__ import annotations

import json
import re

import pytest

from stamen.langs.boogie import corpus_dir
from stamen.langs.boogie.execute import run_file

from .corpus import manifest, needs_corpus

pytestmark = needs_corpus

# Small symbooglix-driver files whose expected counters the paths mode reproduces.
SLICE = [
    "symbooglix-driver/test_programs/basic/concrete/assert_false.bpl",
    "symbooglix-driver/test_programs/basic/concrete/builtin.bpl",
    "symbooglix-driver/test_programs/basic/concrete/infeasible_ensures.bpl",
    "symbooglix-driver/test_programs/basic/concrete/simple_loop.bpl",
    "symbooglix-driver/test_programs/basic/concrete/uninterpreted_function.bpl",
    "symbooglix-driver/test_programs/basic/symbolic/onefork.bpl",
    "symbooglix-driver/test_programs/basic/symbolic/user_defined_type.bpl",
    "symbooglix-driver/test_programs/basic/symbolic/simple_map.bpl",
]
_COUNTERS = re.compile(r"expected termination counters (\{.*\})")


def _rows(files=None, suites=()) -> list:
    chosen = []
    for row in manifest():
        if row["verdict"] not in ("correct", "bug"):
            continue
        if (files is not None and row["file"] in files) or row["suite"] in suites:
            chosen.append(pytest.param(row, id=row["file"]))
    return chosen


def _entry(row: dict) -> str | None:
    spec = row["entry_points"].split()
    return spec[0] if spec and not spec[0].startswith("{") else None


def _check(row: dict, timeout: float) -> list[dict]:
    records = run_file(corpus_dir() / row["file"], entry=_entry(row), timeout=timeout)
    answers = {r["answer"] for r in records}
    if row["verdict"] == "correct":
        assert "bug" not in answers, f"false alarm: {records}"
    else:
        assert answers != {"verified"}, f"missed bug: {records}"
    return records


@pytest.mark.parametrize("row", _rows(files=set(SLICE)))
def test_slice_answers_and_counters(row):
    records = _check(row, timeout=20)
    expected = "bug" if row["verdict"] == "bug" else "verified"
    assert [r["answer"] for r in records] == [expected]
    m = _COUNTERS.search(row["verdict_detail"])
    if m:
        counters = records[0]["counters"]
        for kind, n in json.loads(m.group(1)).items():
            assert counters.get(kind, 0) == n, (kind, counters)


@pytest.mark.slow
@pytest.mark.parametrize("row", _rows(suites=("symbooglix-driver", "symbooglix-unit",
                                              "boogie-runner", "corral")))
def test_whole_corpus_is_never_wrong(row):
    _check(row, timeout=10)
