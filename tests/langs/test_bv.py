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


def test_synthesized_program_is_correct_for_all_inputs():
    result = bv.synthesize_problem(bv.PROBLEMS["p3"])
    assert result.answer == "synthesized" and result.verified
    x = st.symbolic("x", BV32)
    cex = st.verify(lambda: st.assert_(bv.run_program(result.program, [x]) == (x & -x)))
    assert not cex


def test_quick_suite():
    rows = bv.suite(quick=True)
    assert [r["name"] for r in rows] == ["p1", "p2", "p3", "p4", "p5"]
    assert all(r["ok"] and r["answer"] == "synthesized" for r in rows)


@pytest.mark.slow
def test_medium_problems():
    rows = [r for r in bv.suite(quick=False) if r["name"] in {f"p{i}" for i in range(1, 19)}]
    assert all(r["ok"] for r in rows), [(r["name"], r["answer"]) for r in rows]
