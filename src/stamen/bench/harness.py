"""The benchmark harness: options, the result of one suite, and progress reporting.

A suite is a function `(BenchOptions, Progress) -> SuiteResult`. Its rows are
plain dicts with (at least) "name", "answer" and "ok"; rows of solver-aided
queries also carry the columns of the PLDI'14 paper's Table 4 ("joins",
"unions", "union_sum", "union_max", "eval_seconds", "solve_seconds").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = ["BenchOptions", "NullProgress", "Progress", "SuiteFn", "SuiteResult"]


@dataclass(frozen=True)
class BenchOptions:
    """How to run a suite.

    quick: small sizes only (seconds, for CI); merge: the strategy to run under
    (None: the suite's default, which for revpos is all three); limit: the most
    seconds one isolated row may take before it is stopped (None: each suite's own);
    plot: where ifc-scaling writes its PNG (None: `scaling.DEFAULT_PLOT`); solver: the
    solver every query of a language suite uses (None: the language's default).
    """

    quick: bool = False
    merge: str | None = None
    limit: float | None = None
    plot: str | None = None
    solver: str | None = None


@dataclass
class SuiteResult:
    """The rows one suite produced, with notes for the reader (skipped sizes, fits).

    missing: the suite's language is not installed yet; error: the suite raised.
    """

    name: str
    rows: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    missing: bool = False
    error: str | None = None

    def failures(self) -> list[dict]:
        """Returns the rows whose answer is not the expected one (ok False; a row that was
        stopped by its time limit has ok None and is not a failure)."""
        return [row for row in self.rows if row.get("ok") is False]

    def as_dict(self) -> dict:
        """Returns the result as plain data (for --json)."""
        return {"rows": self.rows, "notes": self.notes, "missing": self.missing,
                "error": self.error}


class Progress:
    """Where a suite says what it is doing: `start(total)`, then `step(what)` per row."""

    def start(self, suite: str, total: int | None) -> None:
        """Announces a suite of `total` rows (None: unknown)."""

    def step(self, description: str) -> None:
        """Announces the row about to run."""

    def advance(self) -> None:
        """Marks the current row as done."""


class NullProgress(Progress):
    """A progress display that shows nothing (for tests and library use)."""


SuiteFn = Callable[[BenchOptions, Progress], SuiteResult]
