"""A fault of stamen while a query builds or checks its answer is an InternalError, never a
verdict, never a SolverError that blames the solver and never a raw exception: in the
replay of a model (the terms layer's evaluation and substitution), in reading a model out
of z3 or cvc5, in cvc5's translation, in slicing, in the searches of optimize, debug and
synthesize, and in `sol.evaluate` / `sol[x]` after the query returned. (tests/vm/
test_faults.py injects faults into the evaluation of the program.)"""

from __future__ import annotations

import importlib

import pytest

import stamen
from stamen import assert_, assume
from stamen.errors import InternalError
from vm.test_faults import Box, program

x = stamen.symbolic("fia_x", int)


def module(name: str):
    return importlib.import_module(f"stamen.{name}")


def thunk():
    assert_(program(x, Box()) != 4)


QUERIES = {
    "solve": lambda solver: stamen.solve(thunk, solver=solver),
    "verify": lambda solver: stamen.verify(thunk, solver=solver),
    "debug": lambda solver: stamen.debug(lambda: (assume(x == 2), thunk()), solver=solver),
    "synthesize": lambda solver: stamen.synthesize(forall=[x], guarantee=thunk, solver=solver),
    "optimize": lambda solver: stamen.optimize(
        maximize=[x], guarantee=lambda: (assume(x < 10), thunk()), solver=solver),
}

# (layer, owner, attribute, solver, the queries that reach it)
FAULTS = [
    ("terms", lambda: module("query.solve"), "evaluate_term", "z3",
     ("solve", "verify", "optimize")),
    ("terms", lambda: module("terms.traverse"), "substitute", "z3", ("solve", "verify")),
    ("solvers", lambda: module("solvers.z3_backend").Z3Solver, "_value_of", "z3",
     ("solve", "verify", "synthesize", "optimize")),  # debug reads no model
    ("solvers", lambda: module("solvers.z3_backend").Z3Solver, "_core_of", "z3", ("debug",)),
    ("solvers", lambda: module("solvers.backend").Backend, "model", "z3",
     ("solve", "verify", "synthesize", "optimize")),
    ("solvers", lambda: module("solvers.cvc5_translate").Cvc5Translator, "translate", "cvc5",
     tuple(QUERIES)),
    ("solvers", lambda: module("solvers.cvc5_backend").Cvc5Solver, "_value_of", "cvc5",
     ("solve", "verify", "optimize")),
    ("query", lambda: module("query.solve"), "slice_query", "z3", ("verify",)),
    ("query", lambda: module("query.optimize")._Search, "_bracket", "z3", ("optimize",)),
    ("query", lambda: module("query.debug"), "_minimise", "z3", ("debug",)),
    ("query", lambda: module("query.synthesize"), "_counterexample", "z3", ("synthesize",)),
]
CASES = [(i, q) for i, f in enumerate(FAULTS) for q in f[4]]


def injected(*args, **kwargs):
    raise KeyError("injected fault")


@pytest.mark.parametrize("fault, query", CASES,
                         ids=[f"{FAULTS[i][0]}.{FAULTS[i][2]}-{q}" for i, q in CASES])
def test_a_fault_while_answering_is_an_internal_error(fault, query, monkeypatch):
    layer, owner, name, solver, _ = FAULTS[fault]
    if solver == "cvc5":
        pytest.importorskip("cvc5")
    monkeypatch.setattr(owner(), name, injected)
    with pytest.raises(InternalError, match="injected fault"):
        QUERIES[query](solver)


@pytest.mark.parametrize("reading", ["evaluate", "getitem", "complete"])
def test_a_fault_while_reading_a_solution_is_an_internal_error(reading, monkeypatch):
    """Regression: a fault inside `sol.evaluate(...)` raised the raw KeyError."""
    sol = stamen.verify(thunk)
    assert sol.sat and sol[x] == 2
    monkeypatch.setattr(module("query.solution"), "_concretise", injected)
    monkeypatch.setattr(module("sketch.complete"), "complete_source", injected)
    with pytest.raises(InternalError, match="injected fault"):
        {"evaluate": lambda: sol.evaluate([x]), "getitem": lambda: sol[x],
         "complete": lambda: sol.complete(program)}[reading]()
