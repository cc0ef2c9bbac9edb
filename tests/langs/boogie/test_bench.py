"""`stamen bench boogie-parse --quick`: the rows of the small corpus files."""

from stamen.langs.boogie.bench import NEEDS_INPUTS, accepted_row, expected_kind, suite

from .corpus import needs_corpus
from .test_corpus import NOT_ACCEPTED


def test_expected_kind_reads_the_manifest_detail():
    assert expected_kind({"verdict_detail": "parse error expected"}) == "parse"
    assert expected_kind({"verdict_detail": "type checking error expected"}) == "type"
    assert expected_kind({"verdict_detail": "first-line tag 'UNKNOWN'"}) is None


@needs_corpus
def test_quick_suite_accepts_every_valid_small_file_but_known_ones():
    rows = {r["name"]: r for r in suite(quick=True)}
    assert set(rows["accepted"]["wrong"]) <= set(NOT_ACCEPTED)
    assert set(rows["labelled unknown, rejected"]["rejected_files"]) <= set(NOT_ACCEPTED)
    assert rows["cpu seconds"]["files"] > 300


def test_a_file_that_needs_another_input_does_not_fail_the_accepted_row():
    excused = next(iter(NEEDS_INPUTS))
    row = accepted_row(613, 614, [excused])
    assert row["ok"] and row["wrong"] == [] and row["needs_inputs"] == [excused]
    assert "needs another file" in row["answer"]
    row = accepted_row(612, 614, [excused, "other.bpl"])
    assert not row["ok"] and row["wrong"] == ["other.bpl"]
