"""`stamen bench boogie-parse --quick`: the rows of the small corpus files."""

from stamen.langs.boogie.bench import expected_kind, suite

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
