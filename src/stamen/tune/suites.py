"""The named suites `stamen tune` dumps queries from: each is a list of rows, a row a
thunk whose solver checks are captured and a choice of which of its queries to keep.

- ifc: the CR rows of the IFC benchmarks (CR4 is where Rosette led), each at every
  program length from 3 to the paper's bound, so that the suite has a query per row and
  length (25) rather than one per row (4, too few to split); most queries below the
  bound are unsat (no counterexample that short), some sat (CR3's bug shows at 7 too).
  Each row is run on bitwuzla for at most `IFC_DUMP_TIMEOUT` seconds: its query is
  captured before it is solved, so the dump does not wait for the longest rows.
- bv: the bv synthesis problems p18-p25 (p20 is where Rosette led); their CEGIS queries.
- boogie-svcomp: a seeded sample of the labelled SV-COMP files of the Boogie corpus
  (`svcomp-smack`), each run by the merged-mode executor for a few seconds; of a file's
  distinct queries the longest few are kept, since most of its checks are tiny
  feasibility queries that any configuration answers in a millisecond.
- boogie-svcomp-hard: the SV-COMP files where the merged mode's time is in the solver
  (`svcomp_hard.HARD_FILES`, by the rule stated there), each run by the merged-mode
  executor for `HARD_SECONDS` with the axiom-consistency check off (SMACK's prelude
  axioms, which no configuration answers: BENCHMARKS.md, tune16d); of a file's distinct
  queries those the default z3 takes at least `min_cpu` CPU seconds on (`HARD_CPU`, 0.5,
  unless `stamen tune --min-cpu` says otherwise; or does not answer within `HARD_CAP`)
  are kept, so that the suite is its hard queries only; with `per_file` (`stamen tune
  --per-file N`) at most N of a file's, the N the default z3 takes longest on.

`quick` runs small versions (seconds): the CR rows up to length 5, bv p1-p5, and three
SV-COMP files.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from stamen.errors import InvalidArgument

__all__ = ["Row", "SUITES", "THRESHOLD_SUITES", "suite_rows"]

SVCOMP_FILES = 24  # files sampled from svcomp-smack
SVCOMP_SEED = 0
SVCOMP_SECONDS = 10.0  # wall-clock time the executor runs on each file
SVCOMP_KEEP = 8  # queries kept per file (its longest distinct ones)
HARD_SECONDS = 30.0  # wall-clock time the executor runs on each boogie-svcomp-hard file
HARD_CPU = 0.5  # CPU seconds under the default z3 from which a query is hard
HARD_CAP = 5.0  # CPU seconds the default z3 gets on each query while selecting them
# seconds bitwuzla gets on an ifc row while dumping: a query is captured before it is
# solved, so a row that times out is still dumped (CR4 at 9 and 10 take bitwuzla hours)
IFC_DUMP_TIMEOUT = 20.0


@dataclass(frozen=True)
class Row:
    """A row of a suite: its `name` (the prefix of its query files), the thunk that runs
    it, and `keep`, which picks the queries to dump from its distinct captured ones."""

    name: str
    run: Callable[[], object]
    keep: Callable[[list[str]], list[str]] = list


def _ifc_rows(quick: bool) -> list[Row]:
    """The CR rows at every length from 3 to their bound (to 5 when quick)."""
    from stamen.langs.ifc.bench import BENCHMARKS
    from stamen.langs.ifc.eeni import verify_eeni

    rows = []
    for b in (b for b in BENCHMARKS if b.name.startswith("CR")):
        for k in range(3, (min(5, b.bound) if quick else b.bound) + 1):
            rows.append(Row(f"{b.name}-k{k:02d}", lambda b=b, k=k: verify_eeni(
                list(b.instructions), k, b.end, solver="bitwuzla",
                timeout=IFC_DUMP_TIMEOUT)))
    return rows


def _bv_rows(quick: bool) -> list[Row]:
    """The bv rows p18-p25 (p1-p5 when quick, whose queries take milliseconds)."""
    from stamen.langs.bv.problems import PROBLEMS
    from stamen.langs.bv.sketch import synthesize_problem

    names = [f"p{i}" for i in (range(1, 6) if quick else range(18, 26))]
    return [Row(n, lambda n=n: synthesize_problem(PROBLEMS[n], timeout=60.0, budget=120.0))
            for n in names]


def _longest(n: int) -> Callable[[list[str]], list[str]]:
    """Returns a `keep` that takes the `n` longest queries, in the order they were sent."""
    def keep(queries: list[str]) -> list[str]:
        chosen = set(sorted(range(len(queries)), key=lambda i: -len(queries[i]))[:n])
        return [q for i, q in enumerate(queries) if i in chosen]
    return keep


def _svcomp_rows(quick: bool) -> list[Row]:
    """A seeded sample of the labelled svcomp-smack files, each run in the merged mode."""
    from stamen.langs.boogie.corpus import default_manifest, read_manifest, select
    from stamen.langs.boogie.execute import run_file

    files = [f for f in select(read_manifest(default_manifest()), ["svcomp-smack"])
             if f.verdict in ("correct", "bug")]
    chosen = random.Random(SVCOMP_SEED).sample(files, 3 if quick else SVCOMP_FILES)
    return [Row(Path(f.file).stem.split(".")[0],
                lambda f=f: run_file(f.path, mode="merged", entry=f.entry,
                                     timeout=SVCOMP_SECONDS, loop_bound=f.loop_bound),
                _longest(SVCOMP_KEEP)) for f in chosen]


def _hard(min_cpu: float, cap: float,
          per_file: int | None = None) -> Callable[[list[str]], list[str]]:
    """Returns a `keep` that takes the queries the default z3 spends at least `min_cpu`
    CPU seconds on (those it does not answer within `cap` CPU seconds included); with
    `per_file`, at most that many of them, the ones it spends longest on (an unanswered
    one counts as the longest), so that a file with hundreds of hard checks does not
    make the suite its own. The kept queries stay in the order they were sent."""
    from stamen.errors import SolverError
    from stamen.tune.runs import run_query

    def keep(queries: list[str]) -> list[str]:
        timed = []
        for i, q in enumerate(queries):
            try:
                run = run_query(q, "z3", (), metric="cpu", cap=cap)
            except SolverError:
                continue
            if not run.solved or run.cpu >= min_cpu:
                timed.append((i, run.cpu if run.solved else float("inf")))
        if per_file is not None:
            timed = sorted(timed, key=lambda t: -t[1])[:per_file]
        return [queries[i] for i in sorted(i for i, _ in timed)]
    return keep


def _svcomp_hard_rows(quick: bool, min_cpu: float = HARD_CPU,
                      per_file: int | None = None) -> list[Row]:
    """The svcomp-smack files of `HARD_FILES` (three when quick), each run in the merged
    mode without the axiom-consistency check, keeping its queries that take the default
    z3 at least `min_cpu` CPU seconds (at most `per_file` of them, the longest)."""
    from stamen.langs.boogie.corpus import default_manifest, read_manifest, select
    from stamen.langs.boogie.execute import run_file
    from stamen.tune.svcomp_hard import HARD_FILES

    by_name = {f.file.split("/", 1)[1]: f
               for f in select(read_manifest(default_manifest()), ["svcomp-smack"])}
    chosen = [by_name[name] for name in (HARD_FILES[:3] if quick else HARD_FILES)]
    return [Row(Path(f.file).stem.split(".")[0],
                lambda f=f: run_file(f.path, mode="merged", entry=f.entry,
                                     timeout=HARD_SECONDS, loop_bound=f.loop_bound,
                                     options={"check_axioms": False}),
                _hard(min_cpu, HARD_CAP, per_file)) for f in chosen]


# suite name -> its rows (quick or not)
SUITES: dict[str, Callable[[bool], list[Row]]] = {
    "ifc": _ifc_rows, "bv": _bv_rows, "boogie-svcomp": _svcomp_rows,
    "boogie-svcomp-hard": _svcomp_hard_rows}


# the suites whose dump keeps the queries above a CPU threshold (`suite_rows`'s min_cpu
# and per_file)
THRESHOLD_SUITES = ("boogie-svcomp-hard",)


def suite_rows(suite: str, quick: bool = False, min_cpu: float | None = None,
               per_file: int | None = None) -> list[Row]:
    """Returns the rows of the named suite (the caller checks the name); `min_cpu` and
    `per_file`, for a suite of `THRESHOLD_SUITES` only: the default z3's CPU seconds from
    which a query is kept (None: the suite's own threshold), and the most queries a row
    (a file) keeps, its longest (None: all it keeps)."""
    if min_cpu is None and per_file is None:
        return SUITES[suite](quick)
    if suite not in THRESHOLD_SUITES:
        raise InvalidArgument(f"--min-cpu and --per-file apply to the suites "
                              f"{', '.join(THRESHOLD_SUITES)}, not {suite}")
    if min_cpu is not None and not min_cpu >= 0:
        raise InvalidArgument(f"--min-cpu must be >= 0 CPU seconds, got {min_cpu}")
    if per_file is not None and per_file < 1:
        raise InvalidArgument(f"--per-file must be at least 1, got {per_file}")
    return SUITES[suite](quick, HARD_CPU if min_cpu is None else min_cpu, per_file)
