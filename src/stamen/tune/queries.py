"""A suite's queries as SMT-LIB2 files: dumped from a benchmark suite's run, or read from
a folder, and split into training and test sets.

Dumping runs the suite's rows (suites.py) with every solver check captured
(`stamen.solvers.capture_queries`); a row's distinct scripts (those its row keeps) are
written to `<folder>/<row>-<n>.smt2` once and read from there afterwards, so that tuning
runs do not repeat the suite.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from stamen.errors import InvalidArgument
from stamen.solvers import capture_queries
from stamen.tune.suites import SUITES, suite_rows

__all__ = ["Query", "load_queries", "dump_suite", "split", "SUITES"]


@dataclass(frozen=True)
class Query:
    """A dumped query: its name (the file's stem) and its SMT-LIB2 text."""

    name: str
    text: str


def dump_suite(suite: str, folder: Path, *, quick: bool = False,
               progress: Callable[[str], None] = lambda _: None,
               min_cpu: float | None = None) -> list[Path]:
    """Runs the suite's rows with their checks captured and writes one .smt2 file per
    distinct check a row keeps into `folder`; returns the files. `min_cpu`: the default
    z3's CPU seconds from which a query is kept, for the suites that keep hard queries
    only (`suites.THRESHOLD_SUITES`; None: the suite's own)."""
    if suite not in SUITES:
        raise InvalidArgument(f"stamen tune: unknown suite {suite!r}; one of {sorted(SUITES)} "
                              f"or a folder of .smt2 files")
    rows = suite_rows(suite, quick, min_cpu)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for row in rows:
        progress(f"dumping {suite} {row.name}")
        with capture_queries() as scripts:
            row.run()
        for i, text in enumerate(row.keep(list(dict.fromkeys(scripts)))):
            path = folder / f"{row.name}-{i:03d}.smt2"
            path.write_text(text)
            written.append(path)
    return written


def load_queries(folder: str | Path) -> list[Query]:
    """Returns the .smt2 files of `folder` as queries, in name order."""
    folder = Path(folder)
    files = sorted(folder.glob("*.smt2"))
    if not files:
        raise InvalidArgument(f"stamen tune: no .smt2 files in {folder}")
    return [Query(f.stem, f.read_text()) for f in files]


def split(queries: list[Query], train: float, seed: int) -> tuple[list[Query], list[Query]]:
    """Returns (training, test): a seeded random `train` fraction of the queries (at least
    one) for training and the rest (at least one) for testing."""
    if not 0 < train < 1:
        raise InvalidArgument(f"--train must be a fraction between 0 and 1, got {train}")
    if len(queries) < 2:
        raise InvalidArgument("stamen tune needs at least two queries to split")
    order = list(queries)
    random.Random(seed).shuffle(order)
    k = min(len(order) - 1, max(1, round(train * len(order))))
    return sorted(order[:k], key=lambda q: q.name), sorted(order[k:], key=lambda q: q.name)
