"""The WebSynth benchmarks: three pages, each scraped from 2, 4, 8 and 16 example records;
the extracted records must equal the page's expected output (`*.out`)."""

from __future__ import annotations

from pathlib import Path

import stamen as st
from stamen.langs.report import bench_row
from stamen.langs.shared_data import shared_data_dir
from stamen.langs.websynth.dom import read_page
from stamen.langs.websynth.scrape import read_examples, read_expected, scrape

__all__ = ["BENCHMARKS", "PAGES", "data_dir", "run_benchmark", "suite"]

# Benchmark prefix -> the page's file name (without extension).
PAGES = {"itunes100": "itunes_top100_v2", "imdb250": "imdb250",
         "alanon_arkansas": "alanon_arkansas"}
BENCHMARKS = [f"{page}_{n}" for page in PAGES for n in (2, 4, 8, 16)]
QUICK = ("imdb250_2", "itunes100_2")


def data_dir() -> Path:
    """Returns the directory of the WebSynth data: $STAMEN_WEBSYNTH_DATA, or
    the nearest `shared/data/websynth` beside the source checkout or above it."""
    return shared_data_dir("websynth", "STAMEN_WEBSYNTH_DATA")


def run_benchmark(name: str, directory: Path | None = None, **options) -> dict:
    """Returns the row of one benchmark (`itunes100_4`, ...)."""
    directory = directory or data_dir()
    prefix, count = name.rsplit("_", 1)
    if prefix not in PAGES:
        raise st.InvalidArgument(f"websynth: unknown benchmark {name!r}; one of {BENCHMARKS}")
    root = read_page(directory / f"{PAGES[prefix]}.html")
    examples = read_examples(directory / f"{name}.csv")
    result = scrape(root, examples, **options)
    expected = read_expected(directory / f"{PAGES[prefix]}.out")
    ok = [list(r) for r in result.records] == expected
    return bench_row(name, result.answer, ok, result.stats, examples=len(examples),
                     nodes=result.nodes, depth=result.depth, tokens=result.tokens,
                     records=len(result.records), xpaths=result.xpaths)


def suite(quick: bool = False, **options) -> list[dict]:
    """Returns the rows of the WebSynth suite: quick=True scrapes two pages from 2 examples
    each; quick=False runs all twelve benchmarks."""
    directory = data_dir()
    if not directory.is_dir():
        raise st.InvalidArgument(
            f"websynth: no data directory {directory}; set STAMEN_WEBSYNTH_DATA")
    return [run_benchmark(name, directory, **options)
            for name in (QUICK if quick else BENCHMARKS)]
