"""A suite's queries as SMT-LIB2 files: dumped from a benchmark suite's run, or read from
a folder, and split into training and test sets.

Dumping runs the suite's rows with every solver check captured
(`stamen.solvers.capture_queries`); the scripts are written to
`<folder>/<row>-<n>.smt2` once and read from there afterwards, so that tuning runs do not
repeat the suite.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from stamen.errors import InvalidArgument
from stamen.solvers import capture_queries

__all__ = ["Query", "load_queries", "dump_suite", "split", "SUITES"]


@dataclass(frozen=True)
class Query:
    """A dumped query: its name (the file's stem) and its SMT-LIB2 text."""

    name: str
    text: str


def _ifc_rows(quick: bool) -> list[tuple[str, Callable[[], object]]]:
    """The ifc rows whose queries are tuned: the CR rows (CR4 is where Rosette led)."""
    from stamen.langs.ifc.bench import BENCHMARKS, run_benchmark

    chosen = [b for b in BENCHMARKS if b.name.startswith("CR")]
    return [(b.name, lambda b=b: run_benchmark(b, quick=quick, solver="bitwuzla"))
            for b in chosen]


def _bv_rows(quick: bool) -> list[tuple[str, Callable[[], object]]]:
    """The bv rows whose queries are tuned: p18-p25 (p20 is where Rosette led); quick
    mode takes p1-p5, whose queries take milliseconds."""
    from stamen.langs.bv.problems import PROBLEMS
    from stamen.langs.bv.sketch import synthesize_problem

    names = [f"p{i}" for i in (range(1, 6) if quick else range(18, 26))]
    return [(n, lambda n=n: synthesize_problem(PROBLEMS[n], timeout=60.0, budget=120.0))
            for n in names]


# suite name -> rows (name, thunk that runs the row); each row's checks are dumped.
SUITES: dict[str, Callable[[bool], list]] = {"ifc": _ifc_rows, "bv": _bv_rows}


def dump_suite(suite: str, folder: Path, *, quick: bool = False,
               progress: Callable[[str], None] = lambda _: None) -> list[Path]:
    """Runs the suite's rows with their checks captured and writes one .smt2 file per
    check into `folder`; returns the files."""
    if suite not in SUITES:
        raise InvalidArgument(f"stamen tune: unknown suite {suite!r}; one of {sorted(SUITES)} "
                              f"or a folder of .smt2 files")
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, run in SUITES[suite](quick):
        progress(f"dumping {suite} {name}")
        with capture_queries() as scripts:
            run()
        for i, text in enumerate(scripts):
            path = folder / f"{name}-{i:03d}.smt2"
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
