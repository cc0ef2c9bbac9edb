"""The Boogie corpus for tests: its manifest rows, and a CI slice of small files."""

from __future__ import annotations

import csv
from functools import lru_cache

import pytest

from stamen.langs.boogie import corpus_dir, read_source

# Files in the CI slice are at most this many bytes (the whole corpus runs under -m slow).
SLICE_BYTES = 6000


@lru_cache(maxsize=1)
def manifest() -> list[dict]:
    """Returns the manifest rows (empty when the corpus is not beside the checkout)."""
    path = corpus_dir() / "manifest.csv"
    if not path.is_file():
        return []
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def text_of(row: dict) -> str:
    return read_source(corpus_dir() / row["file"])


def rows(valid: bool, small_only: bool) -> list:
    """Returns pytest params of the rows that are (not) `invalid-input`; small_only keeps
    the files of the CI slice."""
    chosen = []
    for row in manifest():
        if (row["verdict"] != "invalid-input") != valid:
            continue
        if small_only and (corpus_dir() / row["file"]).stat().st_size > SLICE_BYTES:
            continue
        chosen.append(pytest.param(row, id=row["file"]))
    return chosen


needs_corpus = pytest.mark.skipif(not manifest(), reason="the Boogie corpus is not present")
