"""The revPos suite: its three styles agree, its rows, and how it skips sizes past the limit."""

import pytest

import stamen as st
from stamen.bench import revpos
from stamen.bench.harness import BenchOptions, NullProgress, SuiteResult
from stamen.bench.revpos import STYLES, revpos_row


@pytest.mark.parametrize("style", list(STYLES))
def test_styles_compute_rev_pos_concretely(style):
    assert list(STYLES[style]([3, -1, 0, 5, 2])) == [2, 5, 3]


@pytest.mark.parametrize("style", list(STYLES))
def test_row_solves_length_n_with_positive_elements(style):
    row = revpos_row(style, 4, "types")
    assert row["answer"] == "sat" and row["ok"] is True
    assert row["joins"] == 4 and row["name"] == f"{style}_4_types"
    if style == "tuple":
        assert row["union_max"] == 5  # the tuples of lengths 0..4
    else:
        assert row["unions"] == 0  # one list of symbolic length


@pytest.mark.parametrize("merge", ["none", "types", "logic"])
@pytest.mark.parametrize("style", list(STYLES))
def test_strategies_agree(style, merge):
    assert revpos_row(style, 3, merge)["ok"] is True


def test_verify_finds_a_shorter_result():
    xs = [st.fresh(int) for _ in range(5)]
    cex = st.verify(lambda: st.assert_(len(STYLES["list"](xs)) < len(xs)))
    assert cex.sat and all(v > 0 for v in cex.evaluate(xs))


def _fake_runs(seconds_by_n: dict, timeouts: set):
    def run(style, n, merge, limit):
        if n in timeouts:
            return revpos._stopped_row(style, n, merge, f"timeout (> {limit:g} s)"), limit
        return {"name": f"{style}_{n}_{merge}", "answer": "sat", "ok": True}, seconds_by_n[n]
    return run


def test_sweep_skips_sizes_after_a_timeout(monkeypatch):
    monkeypatch.setattr(revpos, "_run_row", _fake_runs({10: 1.0, 20: 2.0}, {40}))
    result = SuiteResult("revpos")
    revpos._sweep("tuple", "none", BenchOptions(), NullProgress(), result)
    assert [r["name"] for r in result.rows] == ["tuple_10_none", "tuple_20_none",
                                                "tuple_40_none"]
    assert result.rows[-1]["ok"] is None and not result.failures()
    assert "skipped n=80, 160, 320" in result.notes[0]


def test_sweep_skips_sizes_after_a_slow_row(monkeypatch):
    monkeypatch.setattr(revpos, "_run_row", _fake_runs({10: 1.0, 20: 40.0}, set()))
    result = SuiteResult("revpos")
    revpos._sweep("list", "none", BenchOptions(), NullProgress(), result)
    assert len(result.rows) == 2 and "came close to the limit" in result.notes[0]


def test_suite_runs_the_chosen_strategy_only(monkeypatch):
    monkeypatch.setattr(revpos, "_run_row", _fake_runs({5: 0.1, 10: 0.1}, set()))
    result = revpos.suite(BenchOptions(quick=True, merge="logic"), NullProgress())
    assert len(result.rows) == 6 and all(r["name"].endswith("_logic") for r in result.rows)


def test_growth_row_counts_the_terms_of_evaluation():
    row = revpos.growth_row(6)
    assert row["ok"] is True and row["name"] == "tuple_6_types_eval"
    assert row["union_max"] == 7 and row["joins"] == 6 and row["terms"] > 0


def test_growth_exponent_is_fitted_over_the_finished_rows():
    rows = [{"n": n, "terms": 3 * n ** 2, "ok": True} for n in (10, 20, 40)]
    rows.append({"n": 80, "ok": None})  # stopped: not fitted
    assert abs(revpos.growth_exponent(rows) - 2.0) < 1e-9
    assert revpos.growth_exponent(rows[:1]) is None


def test_suite_notes_the_growth_exponent_under_types(monkeypatch):
    monkeypatch.setattr(revpos, "_run_row", _fake_runs({5: 0.1, 10: 0.1}, set()))
    monkeypatch.setattr(revpos, "QUICK_GROWTH_SIZES", (4, 8))
    result = revpos.suite(BenchOptions(quick=True, merge="types"), NullProgress())
    growth = [r for r in result.rows if r["name"].endswith("_eval")]
    assert [r["n"] for r in growth] == [4, 8] and all(r["ok"] is True for r in growth)
    assert any(note.startswith("growth: terms of tuple/types evaluation ~ n^")
               for note in result.notes)
    logic = revpos.suite(BenchOptions(quick=True, merge="logic"), NullProgress())
    assert not any(r["name"].endswith("_eval") for r in logic.rows)
