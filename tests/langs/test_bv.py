"""The bv language: components, concrete programs, and synthesis of the easy problems."""

import pytest

import stamen as st
from stamen.langs import bv
from stamen.langs.bv.components import BV32


def test_components_compute_on_concrete_bitvectors():
    c = bv.COMPONENTS
    assert c["bvsub"](BV32(5), BV32(1)) == BV32(4)
    assert c["bvneg"](BV32(5), BV32(99)) == BV32(-5)
    assert c["bvlshr"](BV32(-1), BV32(28)) == BV32(15)
    assert c["bvule"](BV32(-1), BV32(0)) == BV32(0)
    assert c["bvredor"](BV32(0)) == BV32(0)


def test_a_concrete_program_runs_and_prints():
    program = bv.Program(bv.PROBLEMS["p1"], (("bvsub", "r0", "1"), ("bvand", "r0", "r1")))
    assert bv.run_program(program, [BV32(12)]) == BV32(8)
    assert str(program) == "def p1(r0):\n    r1 = bvsub(r0, 1)\n    r2 = bvand(r0, r1)\n" \
                           "    return r2"


def test_references_agree_with_their_descriptions():
    p = bv.PROBLEMS
    assert p["p9"].reference(BV32(-7)) == BV32(7)
    assert p["p13"].reference(BV32(-7)) == BV32(-1)
    assert p["p16"].reference(BV32(-7), BV32(3)) == BV32(3)
    assert p["p18"].reference(BV32(64)) == BV32(1)
    assert p["p18"].reference(BV32(0)) == BV32(0)
    assert p["p20"].reference(BV32(0b0110)) == BV32(0b1001)
    assert p["p24"].reference(BV32(5)) == BV32(8)


def test_references_and_components_run_at_any_width():
    b8 = st.BitVec(8)
    p = bv.PROBLEMS
    assert p["p13"].reference(b8(-7)) == b8(-1)
    assert p["p13"].reference(b8(0)) == b8(0)
    assert p["p18"].reference(b8(64)) == b8(1)
    assert p["p20"].reference(b8(0b0110)) == b8(0b1001)
    assert bv.COMPONENTS["bvule"](b8(1), b8(-1)) == b8(1)
    assert p["p22"].constants_at(8) == (b8(1), b8(2), b8(0x11), b8(28))


def test_narrow_widths_only_when_the_constants_fit():
    p = bv.PROBLEMS
    assert p["p1"].widths() == (4, 6, 8, 16, 32)
    assert p["p9"].widths() == (6, 8, 16, 32)  # 31 needs 6 bits
    assert p["p23"].widths() == (32,)


@pytest.mark.parametrize("name", ["p16", "p18", "p19"])
def test_well_formed_locations_describe_programs(name):
    """Any model of the well-formedness constraints is a program that uses each component
    once and reads only the inputs, the constants and earlier registers."""
    problem = bv.PROBLEMS[name]
    sketch = bv.Sketch(problem)
    sol = st.solve(sketch.assert_well_formed)
    assert sol.sat
    program = sketch.complete(sol)
    assert sorted(op for op, *_ in program.instructions) == sorted(problem.components)
    for n, (op, *operands) in enumerate(program.instructions):
        assert len(operands) == bv.COMPONENTS[op].arity
        for o in operands:
            assert not o.startswith("r") or int(o[1:]) < problem.arity + n


def test_synthesized_program_is_correct_for_all_inputs():
    result = bv.synthesize_problem(bv.PROBLEMS["p3"])
    assert result.answer == "synthesized" and result.verified
    x = st.symbolic("x", BV32)
    cex = st.verify(lambda: st.assert_(bv.run_program(result.program, [x]) == (x & -x)))
    assert cex.unsat


@pytest.mark.parametrize("name", ["p13", "p16", "p19"])
def test_medium_problems_synthesize_and_verify_at_32_bits(name):
    """p13's constant 31 means "width - 1", so programs found at narrow widths fail at 32
    bits and the search widens; p19 needs three inputs. Each answer is checked here again."""
    problem = bv.PROBLEMS[name]
    result = bv.synthesize_problem(problem, timeout=60)
    assert result.answer == "synthesized" and result.verified
    xs = [st.symbolic(f"in{i}", BV32) for i in range(problem.arity)]
    cex = st.verify(lambda: st.assert_(bv.run_program(result.program, xs)
                                       == problem.reference(*xs)))
    assert cex.unsat


def test_a_budget_that_runs_out_gives_unknown():
    result = bv.synthesize_problem(bv.PROBLEMS["p23"], budget=0.0)
    assert result.answer == "unknown" and result.program is None and not result.verified


def test_suite_requires_p1_to_p20_and_accepts_a_budget_running_out_after():
    from stamen.langs.bv.bench import _ok
    assert _ok("p20", "synthesized", True)
    assert not _ok("p20", "unknown", False)
    assert _ok("p21", "unknown", False)
    assert not _ok("p21", "unsat", False)
    assert not _ok("p25", "synthesized", False)  # a program that failed verification


def test_quick_suite():
    rows = bv.suite(quick=True)
    assert [r["name"] for r in rows] == ["p1", "p2", "p3", "p4", "p5"]
    assert all(r["ok"] and r["answer"] == "synthesized" for r in rows)


@pytest.mark.slow
@pytest.mark.parametrize("name", bv.REQUIRED)
def test_problems_solved_in_rosettes_suite_synthesize(name):
    """p1-p20 synthesize and verify at 32 bits (as in Rosette's bv language); `stamen bench
    bv` also attempts p21-p25."""
    result = bv.synthesize_problem(bv.PROBLEMS[name], timeout=120, budget=300)
    assert result.answer == "synthesized" and result.verified


def _problem(reference, components: str, constants=()):
    from stamen.langs.bv.problems import _problem as make
    return make("t", "a test problem", 1, reference, components, constants)


@pytest.mark.parametrize("reference, components, constants", [
    (lambda x: x, "bvand", ()),  # only x & x: equal operands
    (lambda x: x - 1, "bvneg bvsub", (1,)),  # only with a dead or constant-only bvneg
])
def test_hints_are_dropped_when_only_programs_against_them_solve(reference, components,
                                                                   constants):
    """The search's hints (no dead code, no constant-only or x & x instructions) are tried
    first; a sketch whose every solution breaks one is still synthesized, never unsat."""
    result = bv.synthesize_problem(_problem(reference, components, constants))
    assert result.answer == "synthesized" and result.verified
    x = st.symbolic("x", BV32)
    assert st.verify(lambda: st.assert_(bv.run_program(result.program, [x])
                                        == reference(x))).unsat


def test_an_impossible_sketch_is_unsat_with_or_without_hints():
    result = bv.synthesize_problem(_problem(lambda x: x * x + 1, "bvadd", (1,)))
    assert result.answer == "unsat" and result.program is None


def test_the_known_p20_program_meets_the_sketch_and_its_hints():
    """Rosette's p20 program, as locations, satisfies well-formedness, the hints and one
    example: the hints do not cut the answer the benchmark expects."""
    problem = bv.PROBLEMS["p20"]
    sketch = bv.Sketch(problem)
    # components: bvneg bvand bvadd bvxor bvlshr bvudiv bvor; locations: x=0, 2=1, r1..=2..
    outs = [2, 3, 4, 5, 6, 7, 8]
    operands = [[0], [0, 2], [0, 3], [0, 4], [5, 1], [6, 3], [4, 7]]
    pairs = list(zip(sketch.out, outs, strict=True))
    pairs += [pair for locs, vs in zip(sketch.operands, operands, strict=True)
              for pair in zip(locs, vs, strict=True)]
    fixed = {loc: st.BitVec(loc.sort.width)(v) for loc, v in pairs}
    x = BV32(0b0110)
    formulas = sketch.well_formed() + sketch.hints() + sketch.example([x], "known")
    assert st.solve(lambda: [st.assert_(st.substitute(f, fixed)) for f in formulas]).sat
    assert bv.run_program(sketch.complete(fixed), [x]) == problem.reference(x)
