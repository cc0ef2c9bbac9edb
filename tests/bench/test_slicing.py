"""`python -m stamen.bench.slicing`: the sizes of every verify query, slicing on and off."""

from __future__ import annotations

from stamen.bench.slicing import measure


def test_bvmax_queries_are_recorded_with_both_settings():
    on, off = measure("bvmax", True, True), measure("bvmax", True, False)
    assert on["queries"] == off["queries"] >= 1
    assert on["sent"] <= on["terms"] <= on["tree"]
    assert off["sent"] == off["terms"]  # without slicing the whole query is sent
