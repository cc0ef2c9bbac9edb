"""Rows run in a fresh process: values come back, errors are reported, slow rows stopped."""

from stamen.bench.isolate import TIMEOUT, run_isolated


def test_value_comes_back():
    assert run_isolated("bench.workers", "square", {"x": 7}, 60) == ("ok", {"x": 7, "square": 49})


def test_error_is_reported():
    assert run_isolated("bench.workers", "fail", {"message": "bad"}, 60) == (
        "error", "ValueError: bad")


def test_slow_row_is_stopped():
    kind, seconds = run_isolated("bench.workers", "nap", {"seconds": 60}, 1.0)
    assert kind == TIMEOUT and 1.0 <= seconds < 30
