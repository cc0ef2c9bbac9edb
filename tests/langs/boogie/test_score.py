"""Scoring corpus answers against labels: outcomes, per-suite counts, quantiles, and the
file's answer from its entries' records."""

import pytest
from rich.console import Console

from stamen.langs.boogie.corpus import entry_of
from stamen.langs.boogie.plot import quantile_curve
from stamen.langs.boogie.runner import file_answer
from stamen.langs.boogie.score import is_wrong, outcome, print_scores, quantile, score


@pytest.mark.parametrize(("verdict", "answer", "expected"), [
    ("correct", "verified", "verified"), ("correct", "bug", "false alarm"),
    ("correct", "unknown", "unknown"), ("correct", "invalid", "rejected"),
    ("bug", "bug", "bug found"), ("bug", "verified", "missed"),
    ("bug", "unknown", "unknown"), ("bug", "invalid", "rejected"),
    ("invalid-input", "invalid", "invalid handled"),
    ("invalid-input", "verified", "not rejected"), ("invalid-input", "bug", "not rejected"),
    ("invalid-input", "unknown", "not rejected"),
    ("unknown", "bug", None), ("vacuous", "verified", None), ("tool-rejects", "bug", None),
])
def test_outcome_of_each_label_and_answer(verdict, answer, expected):
    assert outcome(verdict, answer) == expected
    assert is_wrong({"verdict": verdict, "answer": answer}) == (
        expected in ("false alarm", "missed"))


@pytest.mark.parametrize(("answers", "expected"), [
    ([], ("unknown", "no entry point was run")),
    (["verified", "verified"], ("verified", "")),
    (["verified", "bug"], ("bug", "e1: why")),
    (["unknown", "bug"], ("bug", "e1: why")),
    (["verified", "unknown"], ("unknown", "e1: why")),
    (["invalid"], ("invalid", "e0: why")),
    (["verified", "error"], ("unknown", "unexpected answer 'error'")),
])
def test_file_answer_combines_the_entries(answers, expected):
    entries = [{"entry": f"e{i}", "answer": a, "reason": "why"} for i, a in enumerate(answers)]
    assert file_answer(entries) == expected


@pytest.mark.parametrize(("row", "expected"), [
    ({"entry_points": "main ({:entrypoint})"}, "main"),
    ({"entry_points": "every implementation (Boogie verifies all)"}, None),
    ({"entry_points": "{:kernel} implementations"}, None),
    ({"entry_points": "main (tests call GetMain)"}, "main"),
    ({"entry_points": "cba_main"}, "cba_main"),
    ({"entry_points": "main", "tool_flags": "/k:3 /main:storm_main /concat:f2.bpl"},
     "storm_main"),
    ({"entry_points": ""}, None),
])
def test_entry_of_a_manifest_row(row, expected):
    assert entry_of(row) == expected


def _records():
    rows = [("s1", "correct", "verified", 1.0), ("s1", "correct", "bug", 2.0),
            ("s1", "bug", "bug", 3.0), ("s1", "bug", "verified", 4.0),
            ("s1", "bug", "unknown", 5.0), ("s2", "invalid-input", "invalid", 0.5),
            ("s2", "invalid-input", "verified", 0.5), ("s2", "vacuous", "verified", 0.1),
            ("s2", "correct", "invalid", 0.2)]
    return [{"file": f"f{i}", "suite": s, "verdict": v, "answer": a, "seconds": t, "mode": "m"}
            for i, (s, v, a, t) in enumerate(rows)]


def test_score_counts_per_suite_and_in_all():
    s1, s2, total = score(_records())
    assert (s1.suite, s2.suite, total.suite) == ("s1", "s2", "all")
    assert dict(s1.outcomes) == {"verified": 1, "false alarm": 1, "bug found": 1,
                                 "missed": 1, "unknown": 1}
    assert (s1.right, s1.wrong, s1.files) == (2, 2, 5)
    assert dict(s2.outcomes) == {"invalid handled": 1, "not rejected": 1, "rejected": 1}
    assert dict(s2.unlabelled) == {"verified": 1}
    assert (s2.invalid_files, s2.files, s2.right, s2.wrong) == (2, 4, 1, 0)
    assert (total.files, total.right, total.wrong) == (9, 3, 2)
    assert quantile(s1.seconds, 0.5) == 3.0 and quantile(s1.seconds, 0.9) == 5.0


def test_a_single_suite_has_no_total():
    assert [s.suite for s in score(_records()[:5])] == ["s1"]


def test_quantile_is_nearest_rank():
    assert quantile([], 0.5) is None
    assert quantile([3.0], 0.9) == 3.0
    assert quantile([4.0, 1.0, 3.0, 2.0], 0.5) == 2.0
    assert quantile(range(1, 11), 0.9) == 9


def test_quantile_curve_starts_at_minus_the_wrong_answers():
    xs, ys = quantile_curve(_records())
    assert xs == [-1, 0, 1]          # 3 right answers, 2 wrong ones
    assert ys == [0.5, 1.0, 3.0]     # sorted times of the right answers


def test_print_scores_lists_every_wrong_answer():
    console = Console(width=200, record=True)
    print_scores(console, _records(), "title")
    text = console.export_text()
    assert "false alarm: f1 (m): bug" in text
    assert "missed: f3 (m): verified" in text
    assert "unknown (1 files): no reason given" in text
    assert "s2: unscored labels (unknown, vacuous, ...): 1 verified" in text
