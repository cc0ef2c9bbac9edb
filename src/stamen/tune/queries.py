"""A suite's queries as SMT-LIB2 files: dumped from a benchmark suite's run, or read from
a folder, and split into training and test sets.

The split is by query (a seeded random fraction of them) or by row (`by="row"`: a seeded
random choice of the suite's rows, e.g. Boogie files, with all their queries, so that the
test queries come from rows the search never saw; consecutive checks of one file are
near-copies, so a split by query tests on what was trained on). With solver seeds
(`with_seeds`) each query becomes K instances, one per seed, as ParamILS pairs an
instance with a seed; the split is made on queries first, so that one query's seeds never
fall on both sides.

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

__all__ = ["Query", "load_queries", "dump_suite", "split", "with_seeds", "row_of", "SUITES"]


@dataclass(frozen=True)
class Query:
    """A dumped query: its name (the file's stem), its SMT-LIB2 text, and the solver seed
    it is run with (0: the solver's own; `with_seeds`)."""

    name: str
    text: str
    seed: int = 0

    @property
    def instance(self) -> str:
        """The name of this (query, seed) pair: the query's name, with "@seedJ" for j > 0."""
        return f"{self.name}@seed{self.seed}" if self.seed else self.name


def row_of(name: str) -> str:
    """Returns the row (file) a dumped query's name comes from: the name without its
    "-NNN" suffix (`dump_suite` names a row's queries `<row>-<n>`)."""
    head, _, tail = name.rpartition("-")
    return head if head and tail.isdigit() else name


def with_seeds(queries: list[Query], seeds: int) -> list[Query]:
    """Returns each query as `seeds` instances, with the solver seeds 0..seeds-1 (the
    queries themselves for one seed)."""
    if seeds < 1:
        raise InvalidArgument(f"--seeds must be at least 1, got {seeds}")
    return [Query(q.name, q.text, j) for q in queries for j in range(seeds)]


def dump_suite(suite: str, folder: Path, *, quick: bool = False,
               progress: Callable[[str], None] = lambda _: None,
               min_cpu: float | None = None, per_file: int | None = None) -> list[Path]:
    """Runs the suite's rows with their checks captured and writes one .smt2 file per
    distinct check a row keeps into `folder`; returns the files. `min_cpu`: the default
    z3's CPU seconds from which a query is kept, for the suites that keep hard queries
    only (`suites.THRESHOLD_SUITES`; None: the suite's own), and `per_file` the most
    queries a row keeps (its longest; None: all)."""
    if suite not in SUITES:
        raise InvalidArgument(f"stamen tune: unknown suite {suite!r}; one of {sorted(SUITES)} "
                              f"or a folder of .smt2 files")
    rows = suite_rows(suite, quick, min_cpu, per_file)
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


def split(queries: list[Query], train: float, seed: int,
          by: str = "query") -> tuple[list[Query], list[Query]]:
    """Returns (training, test): a seeded random `train` fraction of the queries (at least
    one) for training and the rest (at least one) for testing; with `by="row"`, whole
    rows (`row_of`), shuffled, taken for training until they hold the fraction."""
    if not 0 < train < 1:
        raise InvalidArgument(f"--train must be a fraction between 0 and 1, got {train}")
    if by not in ("query", "row"):
        raise InvalidArgument(f"a split is by 'query' or by 'row', not {by!r}")
    groups: dict[str, list[Query]] = {}
    for q in queries:
        groups.setdefault(row_of(q.name) if by == "row" else q.name, []).append(q)
    if len(groups) < 2:
        raise InvalidArgument(f"stamen tune needs at least two {by}s to split")
    order = list(groups)  # in the queries' order
    random.Random(seed).shuffle(order)
    if by == "query":
        k = min(len(order) - 1, max(1, round(train * len(order))))
    else:
        k, held = 0, 0
        while k < len(order) - 1 and (k == 0 or held < train * len(queries)):
            held += len(groups[order[k]])
            k += 1
    training = [q for name in order[:k] for q in groups[name]]
    test = [q for name in order[k:] for q in groups[name]]
    return sorted(training, key=lambda q: q.name), sorted(test, key=lambda q: q.name)
