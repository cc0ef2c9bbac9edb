"""Arguments the queries cannot use are an InvalidArgument naming the argument and its repr,
never a raw TypeError / AttributeError or a query that answers another question."""

from __future__ import annotations

import re

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


QUERIES = {
    "solve": lambda **k: st.solve(lambda: assert_(x > 0), **k),
    "verify": lambda **k: st.verify(lambda: assert_(x > 0), **k),
    "synthesize": lambda **k: st.synthesize(forall=[x], guarantee=lambda: assert_(x == x), **k),
    "optimize": lambda **k: st.optimize(maximize=[x], guarantee=lambda: assert_(x < 3), **k),
    "debug": lambda **k: st.debug(lambda: assert_(st.ite(x > 0, 1, 2) == 3), **k),
    "evaluate_with_stats": lambda **k: st.evaluate_with_stats(lambda: x + 1, **k),
}


@pytest.mark.parametrize("query", sorted(QUERIES))
def test_a_misspelt_keyword_is_the_callers_error_at_its_line(query):
    """Regression: `solve(thunk, foo=1)`, `verify()` and `optimize(x)` were InternalErrors
    ("stamen bug: TypeError: solve() got an unexpected keyword argument"): the call's
    binding is checked first and refused at the caller's file:line."""
    with pytest.raises(InvalidArgument,
                       match=rf"test_arguments.py:\d+: {query}\(\): got an unexpected keyword "
                             r"argument 'timeuot'"):
        QUERIES[query](timeuot=3)
    with pytest.raises(InvalidArgument, match=r"test_arguments.py:\d+: .*\(\): "):
        getattr(st, query)(*([x] if query == "optimize" else []))  # no thunk; a positional
    assert st.config().timeout is None


def test_every_argument_error_names_the_callers_line():
    """An InvalidArgument names the user's file:line (the innermost frame outside stamen),
    whichever of stamen's functions raised it, inside a query's thunk too."""
    def line_of(fn) -> int:
        try:
            fn()
        except InvalidArgument as exc:
            return str(exc)
        raise AssertionError("no InvalidArgument")

    here = r".*test_arguments.py:(\d+): "
    for message in (line_of(lambda: BitVec(0)), line_of(lambda: st.sign_extend(-1, b)),
                    line_of(lambda: st.symbolic("", int)), line_of(lambda: st.solve(3)),
                    line_of(lambda: st.config(unroll=0)),
                    line_of(lambda: st.solve(lambda: assert_(BitVec(-2)(1) == 1)))):
        assert re.match(here, message), message


@pytest.mark.parametrize("timeout", [float("inf"), float("nan"), True, 0, -1, "10"])
def test_timeouts_are_finite_positive_numbers(timeout):
    """Regression: timeout=float("inf") was an InternalError (OverflowError inside the z3
    backend); None is the way to say "no limit"."""
    with pytest.raises(InvalidArgument, match=r"timeout="):
        st.solve(lambda: assert_(x > 0), timeout=timeout)
    with pytest.raises(InvalidArgument, match=r"timeout="):
        st.config(timeout=timeout)
    assert st.config().timeout is None


@pytest.mark.parametrize("setting, bad", [("solver", 3), ("solver", "yices9"), ("replay", 1),
                                          ("slicing", "no"), ("fallback", "yices9")])
def test_global_settings_are_checked_when_given(setting, bad):
    """Regression: `config(solver=3)` was accepted, and every later query failed at its own
    line; `config(fallback="nope")` only at a float query the solver left unknown."""
    with pytest.raises(InvalidArgument, match=rf"test_arguments.py:\d+: .*{setting}="):
        st.config(**{setting: bad})
    assert st.solve(lambda: assert_(x > 0)).sat


def test_bitvector_functions_refuse_other_values_at_the_callers_line():
    """extract/concat/bv2int of a non-bitvector raised a bare TypeError or ValueError with no
    location (inside a query, a TypeError is the program's failure on its path)."""
    for call, what in ((lambda: st.extract(3, 5, b), r"extract\(3, 5"),
                       (lambda: st.extract(9, 0, b), r"extract\(9, 0"),
                       (lambda: st.extract(3, 0, x), "extract expects a bitvector"),
                       (lambda: st.concat(), "concat needs at least one"),
                       (lambda: st.concat(b, 3), "concat expects a bitvector"),
                       (lambda: st.bv2int(x), "bv2int expects a bitvector")):
        with pytest.raises(InvalidArgument, match=rf"test_arguments.py:\d+: {what}"):
            call()
    with pytest.raises(InvalidArgument, match="bv2int expects a bitvector"):
        st.verify(lambda: assert_(st.ite(x > 0, st.bv2int(x), 1) > 0))
    with pytest.raises(InvalidArgument, match="forall: can only bind"):  # said "forall: forall:"
        st.forall(x + 1, x > 0)
