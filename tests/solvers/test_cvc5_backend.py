"""The cvc5 backend: the same verdicts and models (as stamen values) as z3, limits giving
UNKNOWN, scopes that survive a change of limits, and cores. Skipped without cvc5."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stamen.errors import SolverError
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.solvers.values import default_value
from stamen.terms.arith import add, lt, mul
from stamen.terms.arrays import const_array
from stamen.terms.boolean import and_, eq, implies
from stamen.terms.sorts import BOOL, INT, ArraySort, FunctionSort
from stamen.terms.term import constant
from stamen.terms.traverse import constants, substitute

from .agreement import check_agreement, pins
from .ops import OPS, values_of
from .queries import QUERIES
from .test_z3_backend import SORTS
from .text_solvers import HAVE_CVC5

pytestmark = pytest.mark.skipif(not HAVE_CVC5, reason="cvc5 is not installed")


@pytest.mark.parametrize("name,build,expected", QUERIES, ids=[q[0] for q in QUERIES])
def test_z3_and_cvc5_agree_and_their_models_satisfy_the_query(name, build, expected):
    formula = build()
    verdicts = {}
    for backend in ("z3", "cvc5"):
        with make_solver(backend) as s:
            s.add(formula)
            verdicts[backend] = s.check()
            if verdicts[backend] is Result.SAT:
                model = s.model(constants(formula))
                assert substitute(formula, model) is True, (backend, model)
    assert verdicts["z3"] is verdicts["cvc5"]
    assert expected is None or verdicts["z3"] is expected


# cvc5 takes constant arrays of concrete values only (see the last test).
@pytest.mark.parametrize("name", sorted(set(OPS) - {"const_array"}))
@settings(max_examples=2)
@given(data=st.data())
def test_every_operator_agrees_with_folding(name, data):
    sorts, build = OPS[name]
    samples = data.draw(st.lists(st.tuples(*(values_of(s) for s in sorts)),
                                 min_size=1, max_size=4))
    with make_solver("cvc5") as s:
        check_agreement(s, name, sorts, build, samples)


@pytest.mark.parametrize("sort", SORTS, ids=repr)
@settings(max_examples=3)
@given(data=st.data())
def test_models_decode_every_sort(sort, data):
    value = data.draw(values_of(sort))
    c = constant("decoded", sort)
    with make_solver("cvc5") as s:
        for p in pins(c, value):
            s.add(p)
        assert s.check() is Result.SAT
        got = s.model([c])[c]
    if type(sort) is FunctionSort:
        for key in value.table:
            assert got(*key) == value(*key)
    else:
        assert got == value and type(got) is type(value)


@pytest.mark.parametrize("sort", SORTS, ids=repr)
def test_unconstrained_constants_get_the_default_of_their_sort(sort):
    c = constant("free", sort)
    with make_solver("cvc5") as s:
        s.add(lt(constant("other_free", INT), 3))
        assert s.check() is Result.SAT
        assert s.model([c]) == {c: default_value(sort)}


def _hard_query():
    x, y, z = (constant(n, INT) for n in ("fx", "fy", "fz"))
    cube = lambda a: mul(a, a, a)  # noqa: E731
    return and_(eq(add(cube(x), cube(y)), cube(z)), lt(1, x), lt(1, y), lt(1, z))


def test_limits_give_unknown_and_the_assertions_survive_a_change_of_limits():
    from stamen.solvers.cvc5_backend import Cvc5Solver

    x = constant("x_limits", INT)
    s = Cvc5Solver(rlimit=1)
    s.add(lt(0, x))
    s.push()
    s.add(_hard_query())
    assert s.check() is Result.UNKNOWN and s.reason_unknown() == "rlimit"
    s.rlimit = None
    assert s.check(timeout=0.05) is Result.UNKNOWN and s.reason_unknown() == "timeout"
    s.pop()
    s.add(lt(x, 2))
    assert s.check() is Result.SAT and s.model([x]) == {x: 1}
    s.close()


def test_push_pop_and_cores():
    x = constant("x_c5", INT)
    p, q, r = (constant(n, BOOL) for n in ("p_c5", "q_c5", "r_c5"))
    with make_solver("cvc5") as s:
        s.add(implies(p, lt(x, 0)))
        s.push()
        s.add(implies(q, lt(5, x)))
        assert s.check([r, p, q]) is Result.UNSAT
        assert s.unsat_core() == [p, q]
        s.pop()
        assert s.check([r, p, q]) is Result.SAT
        assert s.model([p, q, r]) == {p: True, q: True, r: True}


def test_constant_arrays_of_symbolic_values_are_refused_clearly():
    v = constant("v_c5", INT)
    with make_solver("cvc5") as s:
        s.add(eq(constant("A_c5", ArraySort(INT, INT)), const_array(ArraySort(INT, INT), v)))
        with pytest.raises(SolverError, match="concrete value"):
            s.check()
