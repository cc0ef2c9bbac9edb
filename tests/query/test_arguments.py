"""Arguments the queries cannot use are an InvalidArgument naming the argument and its repr,
never a raw TypeError / AttributeError or a query that answers another question."""

from __future__ import annotations

import pytest

import stamen as st
from stamen import BitVec, assert_
from stamen.errors import InvalidArgument

x = st.symbolic("argx", int)
b = st.symbolic("argb", BitVec(8))


def test_forall_must_hold_symbolic_values():
    """Regression: forall=["x"] (a name) was accepted, and x became a hole to synthesize."""
    guarantee = lambda: assert_(x + st.hole(int) == x)  # noqa: E731
    with pytest.raises(InvalidArgument,
                       match=r"Expected a list of symbolic values for forall=, got \['x'\]"):
        st.synthesize(forall=["x"], guarantee=guarantee)
    for bad in (x, 3, None, [x, 3], [BitVec(8)(1)], {"k": "x"}):
        with pytest.raises(InvalidArgument, match="forall="):
            st.synthesize(forall=bad, guarantee=guarantee)
    assert st.synthesize(forall=[x], guarantee=guarantee).sat
    assert st.synthesize(forall=(x,), guarantee=guarantee).sat
    assert st.synthesize(forall={"x": [x]}, guarantee=guarantee).sat


@pytest.mark.parametrize("query", ["solve", "verify"])
def test_solver_must_be_a_registered_name(query):
    """Regression: solver=3 raised AttributeError."""
    thunk = lambda: assert_(x > 0)  # noqa: E731
    for bad in (3, 2.5, ["z3"], "yices9"):
        with pytest.raises(InvalidArgument, match=r"for solver=, got"):
            getattr(st, query)(thunk, solver=bad)


def test_solver_argument_of_every_query():
    with pytest.raises(InvalidArgument, match=r"for solver=, got 3"):
        st.synthesize(forall=[x], guarantee=lambda: assert_(x == x), solver=3)
    with pytest.raises(InvalidArgument, match=r"for solver=, got 3"):
        st.optimize(maximize=[x], guarantee=lambda: assert_(x < 3), solver=3)
    with pytest.raises(InvalidArgument, match=r"for solver=, got 3"):
        st.debug(lambda: assert_(st.ite(x > 0, 1, 2) == 3), solver=3)
    from stamen.solvers.check import check_sat

    with pytest.raises(InvalidArgument, match=r"for solver=, got 3"):
        check_sat(x > 0, solver=3)


def test_objectives_must_be_lists_of_numbers():
    """Regression: optimize(minimize=x) raised a raw TypeError."""
    with pytest.raises(InvalidArgument,
                       match=r"Expected a list of symbolic values for minimize=, got argx"):
        st.optimize(minimize=x, guarantee=lambda: assert_(x > 3))
    with pytest.raises(InvalidArgument, match=r"for maximize=, got 5"):
        st.optimize(maximize=5)
    with pytest.raises(InvalidArgument, match=r"in maximize=, got 'x'"):
        st.optimize(maximize=["x"])
    with pytest.raises(InvalidArgument, match=r"in minimize=, got True"):
        st.optimize(minimize=[True])
    assert st.optimize(minimize=(x,), guarantee=lambda: assert_(x > 3))[x] == 4


@pytest.mark.parametrize("extend", [st.sign_extend, st.zero_extend])
def test_extensions_need_a_non_negative_int(extend):
    for v in (b, BitVec(8)(5)):
        for n in (-1, -8, -9, 2.5, True, "2"):
            with pytest.raises(InvalidArgument, match=rf"for n=, got {n!r}"):
                extend(n, v)
        assert extend(0, v) is v
    assert st.sign_extend(4, BitVec(8)(-3)) == BitVec(12)(-3)
    assert st.zero_extend(4, BitVec(8)(-3)) == BitVec(12)(253)


def test_int2bv_needs_a_positive_int_width():
    for v in (x, 5):
        for width in (-3, 0, 2.5, False):
            with pytest.raises(InvalidArgument, match=rf"for width=, got {width!r}"):
                st.int2bv(v, width)
    assert st.int2bv(-1, 4) == BitVec(4)(15)


def test_a_solution_is_indexed_by_values_not_names():
    sol = st.solve(lambda: assert_(x == 1))
    assert sol[x] == 1 and sol[x + 1] == 2
    with pytest.raises(InvalidArgument, match=r"symbolic value for sol\[\.\.\.\], got 'argx'"):
        sol["argx"]


def test_synthesize_and_debug_options_are_checked():
    guarantee = lambda: assert_(x + st.hole(int) == x)  # noqa: E731
    for bad in (0, -1, "a", 2.0):
        with pytest.raises(InvalidArgument, match=rf"for max_iterations=, got {bad!r}"):
            st.synthesize(forall=[x], guarantee=guarantee, max_iterations=bad)
    with pytest.raises(InvalidArgument, match=r"for lifted_returns=, got 3"):
        st.debug(lambda: assert_(x == 1), lifted_returns=3)
