"""Running suites for `stamen bench`: a live progress display, then a table per suite.

The progress display goes to stderr and disappears when a suite ends; the
tables go to stdout. Each suite runs to completion even if another failed.
"""

from __future__ import annotations

from rich import progress as rp
from rich.console import Console

from stamen.bench.harness import BenchOptions, Progress, SuiteResult
from stamen.bench.registry import ALL, SUITES
from stamen.bench.report import print_suite

__all__ = ["RichProgress", "run_suite", "run_suites"]


class RichProgress(Progress):
    """A rich progress bar (or spinner, when the number of rows is unknown) on stderr."""

    def __init__(self, bar: rp.Progress):
        self._bar = bar
        self._task: rp.TaskID | None = None

    def start(self, suite: str, total: int | None) -> None:
        if self._task is not None:
            self._bar.remove_task(self._task)
        self._task = self._bar.add_task(suite, total=total)

    def step(self, description: str) -> None:
        if self._task is not None:
            self._bar.update(self._task, description=description)

    def advance(self) -> None:
        if self._task is not None:
            self._bar.advance(self._task)


def _bar(console: Console) -> rp.Progress:
    return rp.Progress(rp.SpinnerColumn(), rp.TextColumn("{task.description}"), rp.BarColumn(),
                       rp.MofNCompleteColumn(), rp.TimeElapsedColumn(), console=console,
                       transient=True)


def run_suite(name: str, options: BenchOptions, err: Console) -> SuiteResult:
    """Returns the result of one suite, run under a progress display on `err`."""
    with _bar(err) as bar:
        return SUITES[name](options, RichProgress(bar))


def run_suites(name: str, options: BenchOptions, out: Console,
               err: Console) -> list[SuiteResult]:
    """Runs `name` (or every suite, for "all"), printing each table as it finishes."""
    names = ALL if name == "all" else (name,)
    results = []
    for suite_name in names:
        result = run_suite(suite_name, options, err)
        print_suite(out, result)
        results.append(result)
    return results
