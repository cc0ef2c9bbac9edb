"""The benchmark harness behind `stamen bench`: named suites, their rows, and reports.

`run_suites("revpos", BenchOptions(quick=True), out, err)` runs a suite and
prints a table with the columns of the PLDI'14 paper's Table 4; see
`registry.SUITES` for the names and BENCHMARKS.md for measured numbers.
"""

from stamen.bench.harness import BenchOptions, NullProgress, Progress, SuiteResult
from stamen.bench.registry import ALL, SUITES, suite_names
from stamen.bench.runner import run_suites

__all__ = ["ALL", "SUITES", "BenchOptions", "NullProgress", "Progress", "SuiteResult",
           "run_suites", "suite_names"]
