"""Scopes: the lazy assertion log, and backends following random add/push/pop/check
sequences exactly like a reference model of the assertion stack."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stamen.errors import InvalidArgument
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.solvers.scopes import PUSH, ScopeLog
from stamen.solvers.values import array_value, default_value, function_value
from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.boolean import eq, not_
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort
from stamen.terms.term import constant

from .text_solvers import HAVE_CVC5

X = constant("x_scopes", INT)


def test_log_replays_only_what_the_backend_lacks():
    log = ScopeLog()
    log.add("a")
    log.push()
    log.add("b")
    assert log.drain() == ["a", PUSH, "b"]
    log.push()
    log.add("c")
    assert log.pop() == 0  # the push was never replayed
    assert log.pop() == 1  # this one was: the backend pops it (at its next check)
    assert log.drain() == [] and log.assertions() == ["a"]
    log.push()
    log.add("d")
    log.rewind()
    assert log.pending == ["a", PUSH, "d"] and log.depth == 1
    with pytest.raises(InvalidArgument, match="pop"):
        log.pop(2)


def _reference_result(frames) -> Result:
    """x = k constraints and x != k constraints: sat iff the equalities agree and avoid the
    disequalities."""
    eqs = {k for f in frames for (is_eq, k) in f if is_eq}
    neqs = {k for f in frames for (is_eq, k) in f if not is_eq}
    return Result.SAT if len(eqs) <= 1 and not eqs & neqs else Result.UNSAT


_OPS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.booleans(), st.integers(0, 3)),
        st.just(("push",)), st.just(("pop",)), st.just(("check",)), st.just(("close",)),
    ),
    max_size=25,
)
BACKENDS = ["z3", pytest.param("cvc5", marks=pytest.mark.skipif(not HAVE_CVC5,
                                                                 reason="cvc5 not installed"))]


@pytest.mark.parametrize("backend", BACKENDS)
@settings(max_examples=25)
@given(ops=_OPS)
def test_backends_follow_the_assertion_stack(backend, ops):
    s = make_solver(backend)
    frames: list[list] = [[]]
    for op in ops + [("check",)]:
        if op[0] == "add":
            _, is_eq, k = op
            frames[-1].append((is_eq, k))
            s.add(eq(X, k) if is_eq else not_(eq(X, k)))
        elif op[0] == "push":
            frames.append([])
            s.push()
        elif op[0] == "pop" and len(frames) > 1:
            frames.pop()
            s.pop()
        elif op[0] == "close":
            s.close()
        elif op[0] == "check":
            expected = _reference_result(frames)
            assert s.check() is expected
            if expected is Result.SAT:
                x = s.model([X])[X]
                assert _reference_result(frames + [[(True, x)]]) is Result.SAT
    s.close()


def test_default_values_of_every_sort():
    assert default_value(BOOL) is False and default_value(INT) == 0
    assert default_value(REAL) == 0 and type(default_value(REAL)).__name__ == "Fraction"
    assert default_value(BitVecSort(5)) == BV(0, 5)
    arr = ArraySort(INT, ArraySort(INT, BOOL))
    assert default_value(arr) == ArrayValue(arr, ArrayValue(arr.value, False))
    fs = FunctionSort((INT,), REAL)
    assert default_value(fs) == FunctionValue(fs, default_value(REAL))


def test_canonical_tables_drop_rows_equal_to_the_default():
    sort = ArraySort(INT, INT)
    assert array_value(sort, 0, {1: 0, 2: 5}).entries == {2: 5}
    fs = FunctionSort((INT,), INT)
    assert function_value(fs, 3, {(1,): 3, (2,): 4}).table == {(2,): 4}


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_verdict_stays_readable_until_the_next_check(backend):
    p = constant("p_keep", BOOL)
    with make_solver(backend) as s:
        s.push()
        s.add(eq(X, 2))
        assert s.check() is Result.SAT
        s.pop()
        s.push()
        s.add(eq(X, 3))
        assert s.model([X]) == {X: 2}  # the popped scope's model, as optimize loops expect
        assert s.check([not_(p), p]) is Result.UNSAT
        s.pop()
        s.add(eq(X, 5))
        assert s.unsat_core() == [not_(p), p]
        assert s.check() is Result.SAT and s.model([X]) == {X: 5}
