"""Fuzzing the parser with corpus files whose tokens are deleted, duplicated or swapped:
the answer is a program or located errors (parse, resolution or type), never a traceback."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from stamen.langs.boogie import check

from .corpus import manifest, needs_corpus, text_of

pytestmark = needs_corpus

_TOKEN = re.compile(r"\s+|[A-Za-z0-9_.$#'~^?`\\]+|.", re.S)


def _small_texts() -> list[str]:
    """Returns a few small corpus files, one per suite (deterministic)."""
    seen, texts = set(), []
    for row in sorted(manifest(), key=lambda r: r["file"]):
        text = text_of(row)
        if row["suite"] not in seen and 200 < len(text) < 1500:
            seen.add(row["suite"])
            texts.append(text)
    return texts or ["procedure P() { }"]


TEXTS = _small_texts()


@st.composite
def mutated(draw) -> str:
    """Returns a corpus file with a few of its tokens deleted, duplicated or swapped."""
    tokens = _TOKEN.findall(draw(st.sampled_from(TEXTS)))
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(tokens) - 1))
        j = draw(st.integers(0, len(tokens) - 1))
        edit = draw(st.sampled_from(["delete", "duplicate", "swap"]))
        if edit == "delete":
            del tokens[i]
        elif edit == "duplicate":
            tokens.insert(i, tokens[i])
        else:
            tokens[i], tokens[j] = tokens[j], tokens[i]
        if not tokens:
            break
    return "".join(tokens)


@settings(max_examples=60)
@given(mutated())
def test_mutated_files_give_a_program_or_located_errors(text):
    program, errors = check(text, "fuzz.bpl")
    assert (program is None) == bool(errors)
    for e in errors:
        assert re.fullmatch(r"fuzz\.bpl:\d+:\d+: (parse|resolution|type) error: .+", str(e))
        assert e.line >= 1 and e.col >= 1
