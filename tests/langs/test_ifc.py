"""The IFC language: concrete machine semantics, EENI counterexamples that replay, and the
quick suite (buggy machines refuted, correct ones verified at small bounds)."""

import pytest

import stamen as st
from stamen.langs import ifc
from stamen.langs.ifc.instructions import (
    Add,
    CallStarB,
    Halt,
    Load,
    Noop,
    Pop,
    Push,
    ReturnStarAB,
    Store,
    StoreStarAB,
)
from stamen.langs.ifc.machine import BV5, Instruction, Value, zero


def v(n, high=False):
    return Value(BV5(n), high)


def inst(op, a=None, b=None):
    return Instruction(op, a or zero(), b or zero())


def fig13(target):
    """Hritcu et al.'s Fig. 13 program: a high call target leaks through a low store."""
    return (inst(Push, v(target, True)), inst(CallStarB, v(0)), inst(Halt), inst(Push, v(1)),
            inst(Push, v(0)), inst(Store), inst(ReturnStarAB, v(0)))


def test_concrete_run_of_fig13():
    final, _ = st.evaluate_with_stats(lambda: ifc.run(ifc.init(fig13(3)), 7))
    assert final.pc == v(7)
    assert final.stack == ()
    assert final.mem == (v(1), v(0))


def test_fig13_replays_as_a_witness():
    witness = ifc.replay(fig13(3), fig13(6), 7, ifc.halted_low)
    assert witness is not None
    assert witness.final0.mem != witness.final1.mem


def test_indistinguishable_programs_with_equal_results_are_no_witness():
    assert ifc.replay(fig13(3), fig13(3), 7, ifc.halted_low) is None


def test_stuck_machine_is_not_a_witness():
    # Store*AB to address 5 gets stuck (2 memory cells): no counterexample.
    program = (inst(Push, v(1, True)), inst(Push, v(5)), inst(StoreStarAB))
    assert ifc.replay(program, program, 3, ifc.halted) is None


def test_b1_counterexample_replays():
    basic_bug = [Halt, Noop, Push, Pop, Add, Load, StoreStarAB]
    result = ifc.verify_eeni(basic_bug, 3, ifc.halted)
    assert result.answer == "counterexample"
    w = result.witness
    assert ifc.replay(w.program0, w.program1, 3, ifc.halted) is not None
    assert "Store*AB" in str(w)


def test_call_return_counterexample_through_merged_stacks():
    # The Fig. 13 program with symbolic arguments: return addresses and values are merged
    # on the stack, and the counterexample must still be found.
    ops = [Push, CallStarB, Halt, Push, Push, Store, ReturnStarAB]
    programs = {}

    def query():
        p = [tuple(Instruction(op, Value(st.fresh(BV5), st.fresh(bool)),
                               Value(st.fresh(BV5), st.fresh(bool))) for op in ops)
             for _ in range(2)]
        programs["p"] = p
        m0, m1 = ifc.init(p[0]), ifc.init(p[1])
        st.assume(ifc.mem_indist(m0, m1))
        f0, f1 = ifc.run(m0, 7), ifc.run(m1, 7)
        st.assume(ifc.halted_low(f0))
        st.assume(ifc.halted_low(f1))
        st.assert_(ifc.mem_indist(f0, f1))

    sol = st.verify(query)
    assert sol.sat
    p0, p1 = sol.evaluate(programs["p"])
    assert ifc.replay(p0, p1, 7, ifc.halted_low) is not None


def test_quick_suite():
    rows = ifc.suite(quick=True)
    assert rows and all(r["ok"] for r in rows), [(r["name"], r["answer"]) for r in rows]
    for row in rows:
        assert set(row) >= {"name", "answer", "ok", "joins", "unions", "union_sum",
                            "union_max", "eval_seconds", "solve_seconds", "bound"}


@pytest.mark.slow
def test_full_suite():
    rows = ifc.suite(quick=False)
    assert all(r["ok"] for r in rows), [(r["name"], r["answer"]) for r in rows]
