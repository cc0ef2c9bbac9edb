"""The bvmax story of seed 002 (slides 13-36), as issue 4 states it."""

import pytest

from stamen.langs.bvmax import (
    debug_program,
    parse,
    parse_function,
    programs,
    run,
    synthesize_program,
    verify_program,
)


@pytest.fixture(scope="module")
def bvmax():
    return parse_function(programs.bvmax)


def test_runs_concretely(bvmax):
    assert run(bvmax, -2, -1) == -1


def test_verify_finds_a_counterexample_that_replays(bvmax):
    cex, _ = verify_program(bvmax)
    assert cex is not None
    assert run(bvmax, *cex) != max(cex)


def test_debug_core_contains_the_faulty_instruction(bvmax):
    cex, _ = verify_program(bvmax)
    core = debug_program(bvmax, cex)
    texts = [o.text for o in core]
    assert "r4 = bvxor(r0, r2)" in texts
    faulty = next(o for o in core if o.text == "r4 = bvxor(r0, r2)")
    assert faulty.filename == programs.__file__ and faulty.line == 9


def test_debug_core_is_minimal(bvmax):
    """Relaxing any single blamed instruction... the core minus any element no longer fails."""
    cex, _ = verify_program(bvmax)
    core = debug_program(bvmax, cex)
    assert 1 <= len(core) <= len(bvmax.instructions)


def test_synthesized_program_is_printed_and_verifies():
    sketch = parse_function(programs.bvmax_sketch)
    program, sol = synthesize_program(sketch)
    assert program is not None
    text = program.source()
    assert "_" not in text.replace("bvmax_sketch", "")
    reparsed = parse(text)
    assert verify_program(reparsed)[0] is None
    for a, b in [(0, -2), (-2, -1), (7, 7), (-(2**31), 2**31 - 1)]:
        assert run(reparsed, a, b) == max(a, b)


def test_parse_errors_name_the_line():
    from stamen.errors import InvalidArgument

    with pytest.raises(InvalidArgument, match=r"<bvmax>:2: unknown opcode 'bvfoo'"):
        parse("def p(r0, r1):\n    r2 = bvfoo(r0, r1)\n    return r2\n")
