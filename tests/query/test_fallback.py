"""The fallback solver of floating-point queries (issue 11): when the solver answers unknown
on a query with float terms, `solve`/`verify` ask `config.fallback` (cvc5 by default) with
the time left. The first solver here is z3 made to give up (giving_up.py), so each test
is deterministic; the fallback's answer replaces only that unknown, its model is replayed
like any other, and `sol.solver` / `sol.stats` say who answered."""

from __future__ import annotations

import contextlib
import math

import pytest
from giving_up import GIVE_UP, giving_up

import stamen as st
from stamen import assert_, assume, lifted
from stamen.errors import InvalidArgument, ReplayError
from stamen.solvers.base import register_solver, solver_names
from stamen.solvers.fallback import fallback_solver, first_limit, has_floats, joined_reason
from stamen.solvers.result import TIMEOUT, Result
from stamen.solvers.values import default_value
from stamen.solvers.z3_backend import Z3Solver

cvc5 = pytest.importorskip("cvc5")

x = st.fresh(float)
n = st.fresh(int)


@lifted
def absorbs(v):
    """A positive float that 1.0 does not change: sat (v >= 2**53)."""
    assert_(v > 0.0)
    assert_(v + 1.0 == v)


@lifted
def reflexive(v):
    """`v == v` for every float that is not nan: verify is unsat."""
    assume(not math.isnan(v))
    assert_(v == v)


@lifted
def mixed(v, k):
    """A float and an int together (a theory bitwuzla lacks)."""
    assert_(v == float(k) + 0.5)


@contextlib.contextmanager
def configured(**settings):
    """Sets global settings for the block, then restores them."""
    previous = st.config()
    changed = {k: getattr(previous, k) for k in settings}
    st.config(**settings)
    try:
        yield
    finally:
        st.config(**changed)


def test_a_float_query_the_solver_gives_up_on_is_answered_by_cvc5():
    with giving_up(lambda index: True):
        sol = st.solve(lambda: absorbs(x), solver=GIVE_UP)
    assert sol.sat and sol.solver == "cvc5"
    assert sol[x] > 0 and sol[x] + 1.0 == sol[x]
    assert (sol.stats.fallbacks, sol.stats.fallback_answers) == (1, 1)


def test_a_float_verify_the_solver_gives_up_on_is_proved_by_cvc5():
    with giving_up(lambda index: True):
        sol = st.verify(lambda: reflexive(x), solver=GIVE_UP)
    assert sol.unsat and sol.solver == "cvc5"


def test_the_solver_answers_itself_when_it_can():
    sol = st.solve(lambda: absorbs(x))
    assert sol.sat and sol.solver == "z3" and sol.stats.fallbacks == 0


def test_no_fallback_on_a_query_without_floats_or_when_turned_off():
    with giving_up(lambda index: True):
        sol = st.solve(lambda: assert_(n > 3), solver=GIVE_UP)
        assert sol.unknown and sol.stats.fallbacks == 0
        with configured(fallback=None):
            sol = st.solve(lambda: absorbs(x), solver=GIVE_UP)
        assert sol.unknown and sol.reason == "timeout" and sol.stats.fallbacks == 0


def test_a_fallback_that_cannot_take_the_query_leaves_it_unknown_with_both_reasons():
    pytest.importorskip("bitwuzla")
    with giving_up(lambda index: True), configured(fallback="bitwuzla"):
        sol = st.solve(lambda: mixed(x, n), solver=GIVE_UP)
    assert sol.unknown and sol.stats.fallbacks == 1 and sol.stats.fallback_answers == 0
    assert sol.reason.startswith("timeout; bitwuzla: bitwuzla cannot decide it")


LYING = "test:lying"


class LyingSolver(Z3Solver):
    """z3, except that its models give every constant its sort's default value."""

    def model(self, constants):
        return {c: default_value(c.sort) for c in constants}


if LYING not in solver_names():
    register_solver(LYING, lambda timeout=None: LyingSolver(timeout=timeout))


def test_a_model_of_the_fallback_is_replayed_like_any_model():
    with giving_up(lambda index: True), configured(fallback=LYING):
        with pytest.raises(ReplayError, match="does not satisfy"):
            st.solve(lambda: absorbs(x), solver=GIVE_UP)


def test_the_settings_are_checked():
    with pytest.raises(InvalidArgument, match="fallback_share"):
        st.config(fallback_share=0)
    with pytest.raises(InvalidArgument, match="fallback_share"):
        st.config(fallback_share=1.5)
    with pytest.raises(InvalidArgument, match="fallback="):
        st.config(fallback=3)
    # refused where it is given, not at a later query that happens to need a fallback
    with pytest.raises(InvalidArgument, match="test_fallback.py:[0-9]+: .*no-such-solver"):
        st.config(fallback="no-such-solver")
    with pytest.raises(InvalidArgument, match="unexpected keyword argument 'fallback'"):
        st.solve(lambda: absorbs(x), fallback="cvc5")  # a global setting only
    assert st.config().fallback == "auto"


def test_which_solver_falls_back_and_its_time():
    assert fallback_solver("z3", "auto") == "cvc5"
    assert fallback_solver("z3:QF_BV", "auto") == "cvc5"
    assert fallback_solver("cvc5", "auto") in ("bitwuzla", "z3")
    assert fallback_solver("z3", None) is None and fallback_solver("cvc5", "cvc5") is None
    assert first_limit(10, 0.5, True) == 5 and first_limit(10, 0.5, False) == 10
    assert first_limit(None, 0.5, True) is None
    assert joined_reason("timeout", "cvc5", "timeout") == "timeout"
    assert has_floats((x + 1.0) == x) and not has_floats(n > 3)


SEEN: list = []  # the time limit of each check of a Recording solver


class Recording(Z3Solver):
    """z3 that records each check's time limit; its first check since SEEN was emptied
    gives up at once."""

    def check(self, assumptions=(), timeout=None):
        SEEN.append(self.timeout if timeout is None else timeout)
        if len(SEEN) == 1:
            self._start_check(assumptions, timeout)
            self._last, self._reason = Result.UNKNOWN, TIMEOUT
            return Result.UNKNOWN
        return super().check(assumptions, timeout)


for _name in ("test:recording-1", "test:recording-2"):
    if _name not in solver_names():
        register_solver(_name, lambda timeout=None: Recording(timeout=timeout))


def test_the_first_solver_has_its_share_of_the_timeout():
    """With fallback_share=0.5 and timeout=4, the first solver has 2 s and the fallback
    the time left (it gave up at once: nearly all 4 s)."""
    SEEN.clear()
    with configured(fallback="test:recording-2", fallback_share=0.5):
        sol = st.solve(lambda: absorbs(x), solver="test:recording-1", timeout=4)
    assert sol.sat and sol.solver == "test:recording-2"
    assert SEEN[0] == 2.0 and 3.0 < SEEN[1] <= 4.0
    SEEN.clear()
    sol = st.solve(lambda: absorbs(x), solver="test:recording-1", timeout=4)
    assert sol.sat and sol.solver == "cvc5" and SEEN == [4]


def test_a_bad_solver_name_on_a_float_query_is_the_argument_error():
    """Regression: on a query with floats, the fallback's choice read solver=3 as a name
    before the solver was checked: an InternalError instead of InvalidArgument."""
    y = st.fresh(float)
    with pytest.raises(InvalidArgument, match="for solver=, got 3"):
        st.solve(lambda: st.assert_(y + 1.0 > y), solver=3)
