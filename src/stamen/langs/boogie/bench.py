"""`stamen bench boogie-parse`: the whole corpus read by the front end, timed.

Rows: files accepted (every file labelled `correct`, `bug` or `vacuous` must
be, except those in NEEDS_INPUTS, which Boogie itself checks only together with a
file the corpus lacks), files rejected (every `invalid-input` file must be, with the labelled
kind of error), the files labelled `unknown` that are rejected (reported, not
judged: Boogie itself rejects some, e.g. an expanding type cycle), and the time
and throughput on one core (issue 12 aims at < 20 s for the whole corpus).
quick=True reads the files of at most 6 KB.
"""

from __future__ import annotations

import csv
import time

import stamen as st
from stamen.langs.boogie.check import check

__all__ = ["AIM_SECONDS", "NEEDS_INPUTS", "QUICK_BYTES", "accepted_row", "expected_kind",
           "suite"]

AIM_SECONDS = 20.0
QUICK_BYTES = 6000

# Valid files that are not accepted on their own, with the reason: Boogie itself needs a
# second file on its command line, one the corpus does not include.
NEEDS_INPUTS = {
    "corral/test/regression/011/f1.bpl": "is checked with /concat:f2.bpl (INT_LEQ is there), "
                                         "which the corpus does not include",
}

# The manifest's verdict detail -> the kind of error the file must be rejected with.
_KINDS = {"parse error expected": "parse", "name resolution error expected": "resolution",
          "type checking error expected": "type"}


def expected_kind(row: dict) -> str | None:
    """Returns the kind of error an `invalid-input` row names (None: any kind)."""
    return _KINDS.get(row.get("verdict_detail", ""))


def _rows(quick: bool) -> list[dict]:
    from stamen.langs.boogie import corpus_dir

    directory = corpus_dir()
    manifest = directory / "manifest.csv"
    if not manifest.is_file():
        raise st.InvalidArgument(
            f"boogie: no corpus at {directory}; set STAMEN_BOOGIE_DATA")
    with manifest.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    if quick:
        rows = [r for r in rows if (directory / r["file"]).stat().st_size <= QUICK_BYTES]
    return rows


def accepted_row(accepted: int, valid: int, refused: list[str]) -> dict:
    """Returns the row of valid files accepted: right when every refused file is one
    NEEDS_INPUTS excuses (reported as such, apart from the wrong ones)."""
    excused = [f for f in refused if f in NEEDS_INPUTS]
    note = f" ({len(excused)} needs another file)" if excused else ""
    return {"name": "accepted", "answer": f"{accepted}/{valid}{note}",
            "ok": len(refused) == len(excused),
            "wrong": [f for f in refused if f not in NEEDS_INPUTS], "needs_inputs": excused}


def suite(quick: bool = False) -> list[dict]:
    """Returns the rows of the corpus run (see the module docstring)."""
    from stamen.langs.boogie import corpus_dir, read_source

    directory = corpus_dir()
    rows = _rows(quick)
    texts = [(r, read_source(directory / r["file"])) for r in rows]
    accepted = rejected = valid = invalid = unknown = 0
    wrong, refused, unknown_rejected = [], [], []
    start = time.process_time()
    for row, text in texts:
        _, errors = check(text, row["file"])
        if row["verdict"] == "invalid-input":
            invalid += 1
            kind = expected_kind(row)
            if errors and (kind is None or errors[0].kind == kind):
                rejected += 1
            else:
                wrong.append(row["file"])
        elif row["verdict"] == "unknown":
            unknown += 1
            if errors:
                unknown_rejected.append(row["file"])
        else:
            valid += 1
            accepted += not errors
            if errors:
                refused.append(row["file"])
    seconds = time.process_time() - start
    size = sum(len(t.encode("utf-8")) for _, t in texts)
    return [
        accepted_row(accepted, valid, refused),
        {"name": "rejected as labelled", "answer": f"{rejected}/{invalid}",
         "ok": rejected == invalid, "wrong": wrong},
        {"name": "labelled unknown, rejected", "answer": f"{len(unknown_rejected)}/{unknown}",
         "ok": True, "rejected_files": unknown_rejected},
        {"name": "cpu seconds", "answer": f"{seconds:.1f} s", "ok": True,
         "seconds": seconds, "aim_seconds": None if quick else AIM_SECONDS,
         "files": len(texts), "megabytes": size / 1e6,
         "mb_per_second": size / 1e6 / seconds if seconds else None},
    ]
