"""One-shot queries (`check_sat`, `prove`) and the registry of backends (`make_solver`)."""

from __future__ import annotations

import sys

import pytest

from stamen.errors import InvalidArgument, SolverError, StamenError
from stamen.solvers import base
from stamen.solvers.base import Solver, make_solver, register_solver, solver_names
from stamen.solvers.bench import bench_translation
from stamen.solvers.check import check_sat, prove
from stamen.solvers.result import Result
from stamen.solvers.z3_backend import Z3Solver
from stamen.terms.arith import add, lt, mul
from stamen.terms.boolean import and_, eq, implies, not_, or_
from stamen.terms.sorts import BOOL, INT
from stamen.terms.term import constant

from .text_solvers import HAVE_CVC5

BACKENDS = ["z3", pytest.param("cvc5", marks=pytest.mark.skipif(not HAVE_CVC5,
                                                                 reason="cvc5 not installed"))]


@pytest.mark.parametrize("backend", BACKENDS)
def test_check_sat_returns_a_model_of_every_constant(backend):
    x, y = constant("x_cs", INT), constant("y_cs", INT)
    result, model = check_sat(and_(lt(x, y), eq(add(x, y), 5), lt(0, x)), solver=backend)
    assert result is Result.SAT
    assert set(model) == {x, y} and model[x] < model[y] and model[x] + model[y] == 5
    result, model = check_sat([lt(x, 0), lt(0, x)], solver=backend)
    assert result is Result.UNSAT and model == {}


@pytest.mark.parametrize("backend", BACKENDS)
def test_prove(backend):
    x, y = constant("x_pv", INT), constant("y_pv", INT)
    assert prove(implies(lt(x, y), lt(x, add(y, 1))), solver=backend)
    assert not prove(lt(x, y), solver=backend)
    assert prove(True, solver=backend) and not prove(False, solver=backend)
    p = constant("p_pv", BOOL)
    assert prove(or_(p, not_(p)), solver=backend)


def test_prove_refuses_to_read_unknown_as_a_verdict():
    x, y, z = (constant(n, INT) for n in ("x_pu", "y_pu", "z_pu"))
    cube = lambda a: mul(a, a, a)  # noqa: E731
    fermat = or_(not_(eq(add(cube(x), cube(y)), cube(z))), lt(x, 2), lt(y, 2), lt(z, 2))
    with pytest.raises(SolverError, match="UNKNOWN"):
        prove(fermat, solver=Z3Solver(rlimit=1))


def test_check_sat_on_a_solver_leaves_its_scope_as_it_was():
    x = constant("x_scoped", INT)
    s = Z3Solver()
    s.add(lt(0, x))
    assert check_sat(lt(x, 0), solver=s)[0] is Result.UNSAT
    assert s.assertions() == [lt(0, x)]
    assert s.check() is Result.SAT
    s.close()


def test_check_sat_rejects_non_formulas():
    with pytest.raises(InvalidArgument, match="boolean"):
        check_sat(constant("x_nf", INT))
    with pytest.raises(InvalidArgument, match="boolean"):
        check_sat([True, 3])


def test_registry():
    assert {"z3", "cvc5"} <= set(solver_names())
    s = make_solver()
    assert isinstance(s, Solver) and s.name == "z3"
    with pytest.raises(InvalidArgument, match="unknown solver"):
        make_solver("yices9")
    with pytest.raises(InvalidArgument, match="already registered"):
        register_solver("z3", lambda timeout=None: Z3Solver(timeout=timeout))
    with pytest.raises(InvalidArgument, match="timeout"):
        make_solver("z3", timeout=-1)


def test_registering_a_backend(monkeypatch):
    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    register_solver("z3-again", lambda timeout=None: Z3Solver(timeout=timeout))
    assert check_sat(True, solver="z3-again")[0] is Result.SAT


def test_missing_cvc5_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "cvc5", None)  # makes `import cvc5` fail
    with pytest.raises(StamenError, match="pip install cvc5"):
        make_solver("cvc5")


@pytest.mark.parametrize("backend", BACKENDS)
def test_bench_translation_reports_terms_per_second(backend):
    assert bench_translation(2_000, backend=backend) > 0


def test_first_installed_skips_solvers_whose_package_is_missing(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "bitwuzla" else real(name, *a))
    assert base.first_installed("bitwuzla", "z3:QF_BV") == "z3:QF_BV"
    assert base.first_installed("z3") == "z3"
    with pytest.raises(InvalidArgument, match="none of the solvers"):
        base.first_installed("bitwuzla")
