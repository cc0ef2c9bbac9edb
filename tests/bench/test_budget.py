"""A language suite runs within a time budget: past it, it stops with a row saying so
(ok None, not a failure) instead of running on silently (`stamen bench websynth --merge
none` printed nothing for more than 300 s: its paths grow exponentially)."""

import types

import pytest

import stamen as st
from stamen.bench.budget import OverBudget, time_budget
from stamen.bench.harness import BenchOptions, NullProgress
from stamen.bench.langs import LIMITS, lang_suite


def _forever(quick):
    while True:
        pass


def test_an_endless_suite_is_stopped_with_a_clear_row(monkeypatch):
    fake = types.SimpleNamespace(suite=_forever)
    monkeypatch.setattr("stamen.bench.langs.load_language", lambda name: (fake, None))
    before = st.config().merge
    result = lang_suite("fake")(BenchOptions(merge="none", limit=0.2), NullProgress())
    assert result.error is None and result.failures() == []
    assert result.rows == [{"name": "fake", "answer": "timeout (> 0.2 s)", "ok": None,
                            "merge": "none"}]
    assert "stopped after 0.2 s under merge=none" in result.notes[0]
    assert st.config().merge == before


def test_path_by_path_suites_have_a_default_budget():
    assert LIMITS["none"] > 0 and "types" not in LIMITS


def test_a_budget_stops_the_block_and_disarms_after_it():
    with pytest.raises(OverBudget), time_budget(0.05):
        while True:
            pass
    with time_budget(5):
        total = sum(range(1000))
    assert total == 499500


def test_a_stamen_evaluation_is_stopped_not_turned_into_a_failure():
    """OverBudget is no Exception: stamen's branches re-raise it, never record it."""
    x = st.symbolic("x", int)

    @st.lifted
    def spin(v):
        if v > 0:
            while True:
                pass
        return v

    with pytest.raises(OverBudget), time_budget(0.2):
        st.verify(lambda: st.assert_(spin(x) <= 0))


def test_the_timer_repeats_until_the_block_ends_and_then_stops():
    """A signal Python loses (raised inside a finaliser) must not cancel the stop."""
    import signal

    from stamen.bench.budget import REPEAT

    with pytest.raises(OverBudget), time_budget(0.05):
        assert signal.getitimer(signal.ITIMER_REAL)[1] == pytest.approx(REPEAT)
        while True:
            pass
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
