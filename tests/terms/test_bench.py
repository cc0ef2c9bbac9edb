"""The construction benchmark runs and reports the three rates (a smoke test, not a timing:
timings are reported by `python -m stamen.terms.bench`)."""

from stamen.terms.bench import bench_constructions


def test_bench_reports_three_positive_rates():
    rates = bench_constructions(n=2000, repeat=1)
    assert set(rates) == {"fresh_operators", "hit_operators", "fresh_smart"}
    assert all(rate > 0 for rate in rates.values())
