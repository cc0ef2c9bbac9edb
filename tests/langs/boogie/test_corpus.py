"""Every corpus file that is not `invalid-input` parses, and prints back to an equal
program. CI runs the files of at most SLICE_BYTES; `-m slow` runs all of them."""

import pytest

from stamen.langs.boogie import check
from stamen.langs.boogie.printer import print_program

from .corpus import needs_corpus, rows, text_of

pytestmark = needs_corpus


def _parses_and_round_trips(row: dict) -> None:
    program, errors = check(text_of(row), row["file"])
    assert errors == [], "\n".join(map(str, errors))
    printed = print_program(program)
    again, errors = check(printed, "printed.bpl")
    assert errors == [], "\n".join(map(str, errors))
    assert again == program


@pytest.mark.parametrize("row", rows(valid=True, small_only=True))
def test_small_corpus_file_parses_and_round_trips(row):
    _parses_and_round_trips(row)


@pytest.mark.slow
@pytest.mark.parametrize("row", rows(valid=True, small_only=False))
def test_corpus_file_parses_and_round_trips(row):
    _parses_and_round_trips(row)


@pytest.mark.parametrize("row", rows(valid=False, small_only=False))
def test_invalid_file_is_never_a_traceback(row):
    # Rejecting each with the labelled kind of error needs resolution and type checking
    # (issue 12); until then: only located errors or a program, never an exception.
    program, errors = check(text_of(row), row["file"])
    assert (program is None) == bool(errors)
    assert all(str(e).startswith(row["file"] + ":") for e in errors)
