"""The "z3:QF_BV" solver uses z3's QF_BV solver while every assertion is over bit-vectors
and booleans, and falls back to the general solver, keeping every assertion and scope, as
soon as another sort appears."""

import stamen as st
from stamen.solvers import make_solver
from stamen.solvers.result import Result

B8 = st.BitVec(8)


def test_bit_vector_assertions_then_an_integer_one_keep_all_assertions():
    x = st.symbolic("logic_x", B8)
    n = st.symbolic("logic_n", int)
    with make_solver("z3:QF_BV") as s:
        s.add(st.ult(x, 5))
        assert s.check() is Result.SAT
        s.push()
        s.add(x == 3)
        s.add(n == 2 * 7)  # not bit-vector: the solver is replaced, the scope replayed
        assert s.check() is Result.SAT
        assert s.model([x, n]) == {x: B8(3), n: 14}
        s.add(x == 9)  # contradicts the first assertion, made before the switch
        assert s.check() is Result.UNSAT
        s.pop()
        s.add(x == 4)  # the scope's x == 3 is gone, the first assertion stays
        assert s.check() is Result.SAT
        s.add(x == 6)
        assert s.check() is Result.UNSAT


def test_an_integer_assumption_switches_too():
    x = st.symbolic("logic_y", B8)
    n = st.symbolic("logic_m", int)
    with make_solver("z3:QF_BV") as s:
        s.add(x == 1)
        assert s.check([n > 3]) is Result.SAT
        assert s.check([n > 3, n < 3]) is Result.UNSAT


def test_queries_take_the_qf_bv_solver_by_name():
    x = st.symbolic("logic_q", B8)
    sol = st.solve(lambda: st.assert_(x * 3 == 9), solver="z3:QF_BV")
    assert sol.sat and sol.evaluate(x) * 3 == B8(9)
    assert st.verify(lambda: st.assert_(x ^ x == 0), solver="z3:QF_BV").unsat
