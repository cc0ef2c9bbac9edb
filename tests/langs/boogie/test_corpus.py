"""The corpus: every file not labelled `invalid-input` is accepted and prints back to an
equal program; every `invalid-input` file is rejected with the labelled kind of error.
CI runs the files of at most SLICE_BYTES; `-m slow` runs all of them. Files the front
end does not yet get right are listed below with the reason, as strict xfails."""

import pytest

from stamen.langs.boogie import check
from stamen.langs.boogie.bench import NEEDS_INPUTS, expected_kind
from stamen.langs.boogie.parse import parse_text
from stamen.langs.boogie.printer import print_program

from .corpus import needs_corpus, rows, text_of

pytestmark = needs_corpus

# Files labelled `unknown` that Boogie itself rejects, and so does the front end.
BOOGIE_REJECTS = {
    "boogie-test/Test/monomorphize/generic-call-arg.bpl":
        "the type argument of MapConst in an attribute cannot be inferred: Boogie cannot "
        "monomorphize the program",
    # Boogie's expect files: "Unable to monomorphize input program: expanding type cycle
    # detected" (monomorphize4's, of an older Boogie: "Unable to monomorphize input program")
    "boogie-test/Test/monomorphize/finite-inst-error1.bpl":
        "A's type parameter is instantiated with Option T: an expanding type cycle",
    "boogie-test/Test/monomorphize/finite-inst-error2.bpl":
        "B's type parameter is instantiated with Option T: an expanding type cycle",
    "boogie-test/Test/monomorphize/monomorphize4.bpl":
        "len's type parameter is instantiated with List T: an expanding type cycle",
}
NOT_ACCEPTED = {**NEEDS_INPUTS, **BOOGIE_REJECTS}

# Invalid files not yet rejected with the labelled kind, with what is missing.
NOT_YET: dict[str, str] = {}


def _accepted(row: dict) -> None:
    program, errors = check(text_of(row), row["file"])
    assert errors == [], "\n".join(map(str, errors))


def _round_trips(row: dict) -> None:
    program = parse_text(text_of(row), row["file"])
    assert not isinstance(program, list), "\n".join(map(str, program))
    again = parse_text(print_program(program), "printed.bpl")
    assert not isinstance(again, list), "\n".join(map(str, again))
    assert again == program


def _marked(params: list, known: dict) -> list:
    """Returns the params, those in `known` marked as strict xfails with the reason."""
    out = []
    for p in params:
        reason = known.get(p.values[0]["file"])
        out.append(p if reason is None else pytest.param(
            *p.values, id=p.id, marks=pytest.mark.xfail(reason=reason, strict=True)))
    return out


@pytest.mark.parametrize("row", _marked(rows(valid=True, small_only=True), NOT_ACCEPTED))
def test_small_corpus_file_is_accepted(row):
    _accepted(row)


@pytest.mark.parametrize("row", rows(valid=True, small_only=True))
def test_small_corpus_file_round_trips(row):
    _round_trips(row)


@pytest.mark.slow
@pytest.mark.parametrize("row", _marked(rows(valid=True, small_only=False), NOT_ACCEPTED))
def test_corpus_file_is_accepted(row):
    _accepted(row)


@pytest.mark.slow
@pytest.mark.parametrize("row", rows(valid=True, small_only=False))
def test_corpus_file_round_trips(row):
    _round_trips(row)


def _invalid_params() -> list:
    out = []
    for p in rows(valid=False, small_only=False):
        row = p.values[0]
        reason = NOT_YET.get(row["file"])
        out.append(p if reason is None else pytest.param(
            row, id=p.id, marks=pytest.mark.xfail(reason=reason, strict=True)))
    return out


@pytest.mark.parametrize("row", _invalid_params())
def test_invalid_file_is_rejected_as_labelled(row):
    program, errors = check(text_of(row), row["file"])
    assert program is None and errors
    assert all(str(e).startswith(row["file"] + ":") for e in errors)
    kind = expected_kind(row)
    assert kind is None or errors[0].kind == kind, str(errors[0])


_EXPANDING = [f for f in BOOGIE_REJECTS if "expanding type cycle" in BOOGIE_REJECTS[f]]


@pytest.mark.parametrize("name", _EXPANDING)
def test_files_boogie_cannot_monomorphize_are_rejected_with_a_type_error(name):
    (row,) = [p.values[0] for p in rows(valid=True, small_only=False)
              if p.values[0]["file"] == name]
    program, errors = check(text_of(row), row["file"])
    assert program is None and errors
    assert errors[0].kind == "type" and "expanding type cycle detected" in errors[0].message
