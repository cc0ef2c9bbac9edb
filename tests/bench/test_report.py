"""The rich tables and the JSON report."""

import io
import json

from rich.console import Console

from stamen.bench.harness import SuiteResult
from stamen.bench.report import machine, print_suite, write_json


def _render(result: SuiteResult) -> str:
    console = Console(width=200, record=True, file=io.StringIO())
    print_suite(console, result)
    return console.export_text()


def test_table_has_the_table4_columns_and_shortens_long_answers():
    rows = [{"name": "B1_v", "answer": "counterexample\nprogram: ...", "ok": True, "joins": 12,
             "unions": 3, "union_sum": 40, "union_max": 9, "eval_seconds": 0.25,
             "solve_seconds": 1.5}]
    text = _render(SuiteResult("ifc", rows, ["a note"]))
    for header in ("joins", "unions", "union sum", "union max", "eval s", "solve s",
                   "answer", "B1_v", "counterexample…", "0.250", "1.500", "a note"):
        assert header in text
    assert "program:" not in text


def test_missing_and_failed_suites_are_reported():
    text = _render(SuiteResult("fsm", missing=True, notes=["stamen.langs.fsm is missing"]))
    assert "stamen.langs.fsm is missing" in text
    text = _render(SuiteResult("bv", error="boom"))
    assert "error: boom" in text


def test_json_holds_machine_options_and_rows(tmp_path):
    path = tmp_path / "r.json"
    result = SuiteResult("terms", [{"name": "x", "answer": "1/s", "ok": True, "rate": 1.0}])
    write_json(str(path), [result], {"quick": True})
    data = json.loads(path.read_text())
    assert data["options"] == {"quick": True}
    assert data["suites"]["terms"]["rows"][0]["rate"] == 1.0
    assert set(machine()) >= {"date", "nproc", "cpu", "python"}


def test_failures_are_rows_with_ok_false_only():
    result = SuiteResult("s", [{"name": "a", "ok": True}, {"name": "b", "ok": None},
                               {"name": "c", "ok": False}])
    assert [r["name"] for r in result.failures()] == ["c"]
