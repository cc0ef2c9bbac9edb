"""Horn clauses over stamen terms solved by Spacer (solvers/horn.py): invariants found and
checked again, failures derived, functions carried as arrays, z3's errors as SolverError."""

from __future__ import annotations

import time

import pytest

import stamen as st
from stamen.solvers import HornClause, HornSolver, Relation
from stamen.terms.arrays import apply
from stamen.terms.sorts import INT


def _counter(bad) -> tuple[dict, list]:
    """x := 0; while x < 10: x := x + 1; with `bad(x)` at the loop head failing."""
    x = st.fresh(int, "x")
    relations = {"inv": Relation("Inv", (INT,))}
    clauses = [HornClause(None, [], x == 0, "inv", [x], [INT]),
               HornClause("inv", [x], x < 10, "inv", [x + 1], [INT]),
               HornClause("inv", [x], bad(x), None)]
    return relations, clauses


def _run(relations, clauses, rigid=(), functions=(), carried=frozenset()):
    z = HornSolver(relations, list(rigid), list(functions), carried)
    try:
        answer, why = z.solve(clauses, 20.0)
        checked = z.check(clauses, time.perf_counter() + 20.0) if answer == "sat" else None
        return answer, why, checked
    finally:
        z.close()


def test_invariants_are_found_and_checked_again():
    answer, why, checked = _run(*_counter(lambda x: x > 10))
    assert (answer, why, checked) == ("sat", None, ("valid", None))


def test_a_reachable_failure_is_unsat():
    answer, why, checked = _run(*_counter(lambda x: x >= 10))
    assert (answer, checked) == ("unsat", None)


def test_no_model_reads_every_relation_as_false():
    relations, clauses = _counter(lambda x: x > 10)
    z = HornSolver(relations, [], [])
    try:  # the entry clause fails under Inv = false
        assert z.check(clauses, time.perf_counter() + 20.0) == ("fails",
                                                                 "a clause does not hold")
    finally:
        z.close()


def test_rigid_constants_and_functions_are_carried():
    n = st.fresh(int, "n")
    f = st.fresh(st.Function(int, int), "f")
    relations, clauses = _counter(lambda x: x > apply(f, n) + 10)
    clauses[0].body = st.and_(clauses[0].body, apply(f, n) >= 0)
    answer, _, checked = _run(relations, clauses, [n], [f], {f.tid})
    assert (answer, checked) == ("sat", ("valid", None))


def test_a_functional_relation_is_applied_as_it_is():
    s = st.fresh(st.Function(int, int, bool), "Sum")
    a, b = st.fresh(int, "a"), st.fresh(int, "b")
    relations = {"sum": Relation("Sum", function=s)}
    clauses = [HornClause(None, [], b == a + 1, "sum", [a, b], [INT, INT]),
               HornClause(None, [], st.and_(apply(s, a, b), b <= a), None)]
    answer, _, checked = _run(relations, clauses)
    assert (answer, checked) == ("sat", ("valid", None))


def test_satisfiable_and_z3_errors():
    x = st.fresh(int, "x")
    z = HornSolver({}, [], [])
    try:
        assert z.satisfiable(st.and_(x > 0, x < 0), 5.0) == "unsat"
        assert z.satisfiable(x > 0, 5.0) == "sat"
        with pytest.raises(st.SolverError, match="z3 error"):
            z.solve([HornClause(None, [], x > 0, None)], 5.0, ({"no.such.option": 1},))
    finally:
        z.close()
