"""Checks in a child process (solvers/isolation.py): a check on which the solver ignores
its timeout ends at the timeout as unknown; an isolated check gives the verdict, model and
core the in-process check gives; the policy isolates only the queries that need it; a
child that fails is a SolverError, never a verdict."""

from __future__ import annotations

import math
import time

import pytest

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers import isolation
from stamen.solvers.result import TIMEOUT, Result
from stamen.solvers.z3_backend import Z3Solver
from stamen.terms import floats as F
from stamen.terms.arith import add, lt
from stamen.terms.boolean import and_, eq, not_, or_
from stamen.terms.sorts import FLOAT64, INT
from stamen.terms.term import constant

from .text_solvers import HAVE_CVC5

X = constant("iso_x", FLOAT64)
A, B = constant("iso_a", INT), constant("iso_b", INT)
DOMAIN = (-2.5, 0.0, 0.1, 1.0, 3.0)


def floor_mod_verify():
    """The float part of p_floor_mod's verify query (tests/lift/test_everyday_probes.py):
    x // 1.5, x % 2.0 and divmod(x, 0.75) equal Python's at each x of the domain. The
    whole query (with the int results) kept z3 5.4 bit-blasting for 50 minutes under a
    10 s timeout (that test is in test_everyday_probes.py); this part alone ends, so it
    exercises the mechanism cheaply."""
    def results(x):
        return (F.py_floordiv(x, 1.5), F.py_mod(x, 2.0), F.py_floordiv(x, 0.75),
                F.py_mod(x, 0.75))
    agree = []
    for c in DOMAIN:
        want = (c // 1.5, c % 2.0, c // 0.75, c % 0.75)
        agree.append(or_(not_(F.same(X, c)),
                         and_(*[F.same(r, w) for r, w in zip(results(X), want, strict=True)])))
    return and_(or_(*[F.same(X, c) for c in DOMAIN]), not_(and_(*agree)))


def test_a_check_the_solver_does_not_time_out_on_ends_at_its_timeout():
    s = Z3Solver(timeout=1)
    s.add(floor_mod_verify())
    result = s.check()  # before isolation: no answer for 50 minutes
    assert result is not Result.SAT  # Python agrees at every x: sat would be wrong
    if result is Result.UNKNOWN:
        assert s.reason_unknown() == TIMEOUT


@pytest.mark.skipif(not HAVE_CVC5, reason="cvc5 is not installed")
def test_cvc5_is_isolated_on_the_same_query():
    from stamen.solvers.cvc5_backend import Cvc5Solver

    s = Cvc5Solver(timeout=1)
    s.add(floor_mod_verify())
    assert isolation.wanted(s, [])
    assert s.check() is not Result.SAT


def test_auto_isolates_only_queries_holding_fp_rem():
    plain = Z3Solver()
    plain.add(F.lt(X, 1.0))
    assert not isolation.wanted(plain, [])
    assert plain.check() is Result.SAT
    with_rem = Z3Solver(timeout=1)  # (without one, z3 took minutes of bit-blasting)
    with_rem.push()
    with_rem.add(F.fp_eq(F.py_mod(X, 2.0), 1.5))
    assert isolation.wanted(with_rem, [])
    result = with_rem.check()
    assert result is not Result.UNSAT
    if result is Result.SAT:
        assert with_rem.model([X])[X] % 2.0 == 1.5  # the child's model, replayed
    assert isolation.wanted(with_rem, [])  # sticky while the term may still be asserted
    with_rem.pop()
    with_rem.close()  # the native solver is rebuilt from the remaining assertions
    assert not isolation.wanted(with_rem, [])


def test_an_assumption_holding_fp_rem_is_isolated():
    s = Z3Solver()
    assert isolation.wanted(s, [F.fp_eq(F.rem(X, 3.0), 1.0)])


def _same_answers(isolate: str):
    """The verdicts, models and cores of a few checks of one incremental solver."""
    s = Z3Solver(timeout=30)
    s.isolate = isolate
    out = []
    s.add(lt(A, B))
    out.append(s.check())
    m = s.model([A, B])
    out.append(m[A] < m[B])
    s.push()
    s.add(eq(A, 5))
    out.append((s.check([lt(B, 3), eq(B, 7)]), s.unsat_core()))
    out.append((s.check([eq(B, add(A, 2))]), s.model([A, B, X])))
    s.pop()
    out.append((s.check([eq(A, 1), eq(B, 1)]), s.unsat_core()))
    return out


def test_an_isolated_check_answers_as_the_check_in_process():
    assert _same_answers("always") == _same_answers("never")


def test_models_of_floats_come_back_bit_for_bit():
    for value in (-0.0, math.inf, math.nan, 5e-324):
        s = Z3Solver()
        s.isolate = "always"
        s.add(F.same(X, value))
        assert s.check() is Result.SAT
        assert F.bits_of(s.model([X])[X]) == F.bits_of(value)


class _Stuck(Z3Solver):
    """A backend whose native check never returns, or fails, inside the child."""

    def __init__(self, how: str, **kw):
        super().__init__(**kw)
        self.how = how
        self.isolate = "always"

    def _check(self, assumptions, timeout):
        if self.how == "hang":
            time.sleep(3600)
        if self.how == "crash":
            import os
            os._exit(3)
        raise ValueError("native failure")


def test_a_child_past_its_timeout_is_killed_and_the_check_is_unknown():
    s = _Stuck("hang", timeout=0.2)
    s.add(lt(A, B))
    assert s.check() is Result.UNKNOWN
    assert s.reason_unknown() == TIMEOUT
    with pytest.raises(SolverError):
        s.model([A])


def test_a_failing_child_is_a_solver_error():
    for how in ("raise", "crash"):
        s = _Stuck(how, timeout=5)
        s.add(lt(A, B))
        with pytest.raises(SolverError):
            s.check()


def test_the_policy_is_checked():
    s = Z3Solver()
    s.isolate = "sometimes"
    with pytest.raises(InvalidArgument):
        s.check()


def test_z3_isolates_str_to_int():
    from stamen.terms import strings
    from stamen.terms.sorts import STRING

    s = Z3Solver()
    s.add(eq(strings.to_int(constant("iso_s", STRING)), 12))
    assert isolation.wanted(s, [])
    assert s.check() is Result.SAT
    text = s.model([constant("iso_s", STRING)])[constant("iso_s", STRING)]
    assert text.isdigit() and int(text) == 12
