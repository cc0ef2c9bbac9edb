"""Scraping by example: synthesize one zpath per example field, generalise the first
record's zpaths by the mask on which the first two records agree, and extract every
record of the page with the generalised paths (the PLDI'14 paper's WebSynth)."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

import stamen as st
from stamen.langs.websynth.dom import Node, depth, size, tags
from stamen.langs.websynth.zpath import Vocabulary, apply_mask, reaches, search, to_xpath

__all__ = ["ScrapeResult", "read_examples", "read_expected", "scrape"]


def read_examples(path: str | Path) -> list[list[str]]:
    """Returns the example records of a CSV file (a `#` header line is skipped)."""
    with open(path, newline="", encoding="utf-8") as f:
        return [row for row in csv.reader(f) if row and not row[0].startswith("#")]


_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}


def read_expected(path: str | Path) -> list[list[str]]:
    """Returns the records of a `.out` file: a quoted Racket list of lists of strings."""
    text = Path(path).read_bytes().decode("utf-8")
    records: list[list[str]] = []
    current: list[str] | None = None
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j, chars = i + 1, []
            while text[j] != '"':
                if text[j] == "\\":
                    j += 1
                    chars.append(_ESCAPES[text[j]])
                else:
                    chars.append(text[j])
                j += 1
            current.append("".join(chars))
            i = j + 1
            continue
        if c == "(" and text[i - 1] != "'":
            current = []
        elif c == ")" and current is not None:
            records.append(current)
            current = None
        i += 1
    return records


@dataclass
class ScrapeResult:
    """The outcome of one scrape: the answer, the generalised paths, the records."""

    answer: str
    xpaths: list[str]
    records: list[tuple]
    stats: st.Stats
    nodes: int
    depth: int
    tokens: int


def scrape(root: Node, examples: list[list[str]], **options) -> ScrapeResult:
    """Returns the records of the page selected by paths synthesized from the examples."""
    vocabulary = Vocabulary(tags(root))
    d = depth(root)
    fields = len(examples[0])
    zpaths = [[[st.symbolic(f"r{r}f{f}.z{i}", int) for i in range(d)] for f in range(fields)]
              for r in range(len(examples))]
    field_masks = [[st.symbolic(f"r{r}.mask{i}", bool) for i in range(d)]
                   for r in range(len(examples))]
    record_mask = [st.symbolic(f"record.mask{i}", bool) for i in range(d)]

    def demonstration():
        for record, paths in zip(examples, zpaths, strict=True):
            for text, zpath in zip(record, paths, strict=True):
                st.assert_(reaches(zpath, root, text, vocabulary), f"no path reaches {text!r}")
        for paths, mask in zip(zpaths, field_masks, strict=True):
            for before, after in zip(paths, paths[1:], strict=False):
                for m, a, b in zip(mask, before, after, strict=True):
                    st.assert_(m == (a == b))
        if len(zpaths) > 1:
            for m, a, b in zip(record_mask, zpaths[0][0], zpaths[1][0], strict=True):
                st.assert_(m == (a == b))

    sol = st.solve(demonstration, **options)
    shape = dict(nodes=size(root), depth=d, tokens=len(vocabulary))
    if not sol.sat:
        return ScrapeResult("unknown" if sol.unknown else "unsat", [], [], sol.stats, **shape)
    mask = [bool(m) for m in sol.evaluate(record_mask)]
    if len(zpaths) == 1:
        mask = [True] * d
    xpaths = []
    for zpath in zpaths[0]:
        labels = [vocabulary.label(t) for t in sol.evaluate(zpath)]
        xpaths.append(to_xpath(apply_mask(labels, mask)))
    columns = [search(root, xpath) for xpath in xpaths]
    return ScrapeResult("synthesized", xpaths, list(zip(*columns, strict=True)), sol.stats,
                        **shape)
