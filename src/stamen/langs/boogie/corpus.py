"""A corpus of labelled Boogie files for `stamen boogie bench`: the manifest's rows, the
entry point a row names, and the JSON-lines file of results (one record per file and
mode) that an interrupted run resumes from.

A manifest is a CSV with the columns of the corpus's `manifest.csv`; its `file` paths
are relative to the CSV's folder.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from stamen.langs.boogie.flags import argv_of

__all__ = ["CorpusFile", "default_manifest", "entry_of", "read_manifest", "select",
           "read_records", "append_record", "record_key", "SCORED_VERDICTS"]

# The labels a run is scored against; the others (unknown, vacuous, tool-rejects) are
# run and reported apart.
SCORED_VERDICTS = frozenset({"correct", "bug", "invalid-input"})

_ENTRY = re.compile(r"^[A-Za-z_$#'~^?\\][\w$#'~^?\\.]*")
_FLAG_ENTRY = re.compile(r"(?:^|\s)[/-]main:(\S+)")
# Corral's bound on the depth of its stack, which bounds how often a loop (a recursive
# procedure in Corral) is unrolled: its verdicts hold within it.
_FLAG_DEPTH = re.compile(r"(?:^|\s)[/-]stackDepthBound:([0-9]+)")


@dataclass(frozen=True)
class CorpusFile:
    """One manifest row: `file` as the manifest writes it, `path` where it is on disk;
    `loop_bound` the bound its label holds within (Corral's `/stackDepthBound`), under
    which a path that reaches it is unknown (bound), never a bug beyond the label's
    bound nor verified; `flags` the Symbooglix flags its expected output was produced
    with, as arguments of `stamen boogie run` (flags.py)."""

    file: str
    path: str
    suite: str
    verdict: str
    entry: str | None = None
    loop_bound: int | None = None
    flags: tuple[str, ...] = ()


def default_manifest() -> Path:
    """Returns the corpus's own manifest (see `corpus_dir`)."""
    from stamen.langs.boogie import corpus_dir

    return corpus_dir() / "manifest.csv"


def entry_of(row: dict) -> str | None:
    """Returns the entry procedure a row names (its tool flags' `/main:NAME`, else the
    name that opens `entry_points`), or None when it names none (`every
    implementation`, `{:kernel} implementations`): the executor then picks."""
    flagged = _FLAG_ENTRY.search(row.get("tool_flags") or "")
    if flagged:
        return flagged.group(1)
    text = (row.get("entry_points") or "").strip()
    match = _ENTRY.match(text)
    if match is None or match.group(0) == "every":
        return None
    return match.group(0)


def loop_bound_of(row: dict) -> int | None:
    """Returns the loop bound a row's label holds within (`/stackDepthBound:K`), or None."""
    flagged = _FLAG_DEPTH.search(row.get("tool_flags") or "")
    return int(flagged.group(1)) if flagged else None


def read_manifest(path: str | Path) -> list[CorpusFile]:
    """Returns the rows of the manifest at `path`, in its order; raises OSError when it
    cannot be read and ValueError when a column is missing."""
    path = Path(path)
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        missing = {"file", "suite", "verdict"} - set(reader.fieldnames or ())
        if missing:
            raise ValueError(f"{path}: the manifest has no column {', '.join(sorted(missing))}")
        rows = list(reader)
    base = path.resolve().parent
    return [CorpusFile(file=r["file"], path=str(base / r["file"]), suite=r["suite"],
                       verdict=r["verdict"], entry=_entry(r, base / r["file"]),
                       loop_bound=loop_bound_of(r),
                       flags=tuple(argv_of(r.get("tool_flags") or ""))) for r in rows]


def _entry(row: dict, path: Path) -> str | None:
    """Returns the row's entry, except where the row defers to the program's own
    `{:entrypoint}` (Corral's default: `main`, unless an implementation says otherwise)
    and the program has one, or where `entry_points` names (as the corpus's default
    guess, not a tool flag) a procedure the program does not declare: then the
    executor picks (as for "every implementation")."""
    flagged = _FLAG_ENTRY.search(row.get("tool_flags") or "")
    entry = entry_of(row)
    if flagged or entry is None:
        return entry
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return entry
    if "{:entrypoint}" in (row.get("entry_points") or "") and "{:entrypoint}" in text:
        return None
    declared = re.search(r"\b(?:procedure|implementation)\s+(?:\{[^}]*\}\s*)*"
                         + re.escape(entry) + r"\s*[(<]", text)
    return entry if declared else None


def select(files: Iterable[CorpusFile], suites: Iterable[str] | None = None,
           limit: int | None = None) -> list[CorpusFile]:
    """Returns the files of the given suites (all when None), the first `limit` of them."""
    wanted = set(suites) if suites else None
    chosen = [f for f in files if wanted is None or f.suite in wanted]
    return chosen if limit is None else chosen[:limit]


def record_key(record: dict) -> tuple[str, str]:
    """Returns what identifies a result in the JSON file: (file, mode)."""
    return record.get("file", ""), record.get("mode", "")


def read_records(path: str | Path) -> list[dict]:
    """Returns the records of a JSON-lines results file (none when it does not exist); a
    line that does not parse (a run killed while writing it) is skipped, so its file
    runs again."""
    path = Path(path)
    if not path.is_file():
        return []
    records = []
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict):
                records.append(record)
    return records


def append_record(path: str | Path, record: dict) -> None:
    """Appends one record to the JSON-lines file at `path` (created with its folder), as
    one line written at once and flushed, so a killed run loses at most that line (a
    partial last line is ended first, so that it does not swallow the new record)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a+b") as f:
        partial = False
        if f.seek(0, 2) > 0:
            f.seek(-1, 2)
            partial = f.read(1) != b"\n"
        line = json.dumps(record, sort_keys=True) + "\n"
        f.write((("\n" if partial else "") + line).encode("utf-8"))
        f.flush()
