"""Suites that depend on the languages: missing languages, --merge, and the ifc-scaling fit."""

import types

import pytest

import stamen as st
from stamen.bench import scaling
from stamen.bench.harness import BenchOptions, NullProgress
from stamen.bench.langs import lang_suite, load_language
from stamen.bench.registry import ALL, SUITES, suite_names


def test_every_suite_is_registered():
    assert set(ALL) == set(SUITES)
    assert {"terms", "revpos", "ifc", "bv", "websynth", "fsm", "bvmax", "ifc-scaling",
            "boogie-parse", "analysis", "synthcl", "boogie-merged", "all"} == set(suite_names())


def test_a_missing_language_is_noted_not_raised():
    assert load_language("no_such_language") == (
        None, "stamen.langs.no_such_language is not available yet")
    result = lang_suite("no_such_language")(BenchOptions(), NullProgress())
    assert result.missing and result.rows == [] and "not available" in result.notes[0]


def test_merge_option_sets_the_strategy_for_the_run(monkeypatch):
    seen = []
    fake = types.SimpleNamespace(suite=lambda quick: seen.append(st.config().merge) or [
        {"name": "r", "answer": "verified", "ok": True}])
    monkeypatch.setattr("stamen.bench.langs.load_language", lambda name: (fake, None))
    before = st.config().merge
    result = lang_suite("fake")(BenchOptions(merge="none"), NullProgress())
    assert seen == ["none"] and st.config().merge == before
    assert result.rows == [{"name": "r", "answer": "verified", "ok": True, "merge": "none"}]


def test_a_raising_suite_is_an_error_not_a_crash(monkeypatch):
    fake = types.SimpleNamespace(suite=lambda quick: 1 / 0)
    monkeypatch.setattr("stamen.bench.langs.load_language", lambda name: (fake, None))
    result = lang_suite("fake")(BenchOptions(), NullProgress())
    assert "ZeroDivisionError" in result.error


def test_solver_option_goes_to_every_query_of_a_suite_that_takes_options(monkeypatch):
    seen = []

    def suite(quick, **options):
        seen.append(options)
        return [{"name": "r", "answer": "verified", "ok": True}]

    monkeypatch.setattr("stamen.bench.langs.load_language",
                        lambda name: (types.SimpleNamespace(suite=suite), None))
    result = lang_suite("fake")(BenchOptions(solver="bitwuzla"), NullProgress())
    assert seen == [{"solver": "bitwuzla"}] and result.error is None


def test_solver_option_on_a_suite_without_options_is_an_error(monkeypatch):
    fake = types.SimpleNamespace(suite=lambda quick: [])
    monkeypatch.setattr("stamen.bench.langs.load_language", lambda name: (fake, None))
    result = lang_suite("fake")(BenchOptions(solver="cvc5"), NullProgress())
    assert result.error == "the fake suite does not take --solver"


def _fake_ifc(points):
    return types.SimpleNamespace(scaling=lambda bounds: points[:len(bounds)])


@pytest.mark.parametrize("shape", ["dict", "stats", "pair"])
def test_ifc_scaling_fits_union_sum_against_joins(monkeypatch, tmp_path, shape):
    stats = [st.Stats(joins=4 * b, union_sum=3 * (4 * b) ** 2 + 1) for b in range(1, 16)]
    points = {"dict": [{"bound": b, "joins": s.joins, "union_sum": s.union_sum}
                       for b, s in enumerate(stats, 1)],
              "stats": stats, "pair": list(enumerate(stats, 1))}[shape]
    monkeypatch.setattr(scaling, "load_language", lambda name: (_fake_ifc(points), None))
    plot = tmp_path / "fig10.png"
    result = scaling.suite(BenchOptions(quick=True, plot=str(plot)), NullProgress())
    assert [r["bound"] for r in result.rows] == list(scaling.QUICK_BOUNDS)
    assert any("y = 3·x^2" in n for n in result.notes)
    exponent = scaling.fit_scaling(result.rows)[1].coefficients[1]
    assert 1.8 < exponent < 2.1  # the power law y = a·x^b of 3x² + 1
    assert plot.exists() or any("matplotlib is not installed" in n for n in result.notes)


def test_ifc_scaling_without_scaling_is_missing(monkeypatch):
    monkeypatch.setattr(scaling, "load_language",
                        lambda name: (types.SimpleNamespace(suite=None), None))
    result = scaling.suite(BenchOptions(quick=True), NullProgress())
    assert result.missing and "no scaling" in result.notes[0]
