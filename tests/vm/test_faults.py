"""A fault inside stamen is never a verdict: an exception raised by stamen's own code while a
query runs (in terms, solvers, vm, lift, sketch or query) is an InternalError, whichever
query asked and under every strategy; an exception the program raises (in its lifted code,
an un-lifted helper, its own dunders or a key function) stays the program's failure. No
list of stamen's modules decides it: see stamen.boundary."""

from __future__ import annotations

import importlib

import pytest

import stamen
from stamen import assert_, lifted
from stamen.errors import InternalError


class Box:
    """A heap object the program writes under a symbolic condition."""

    def __init__(self):
        self.n = 0


@lifted
def program(v, box):
    i = 0
    while i < v and i < 6:  # symbolic: the loop checks whether it can go on at all
        i += 1
    if v > 0:
        box.n = v + 1
        return v + i + stamen.hole(int) * 0  # a hole: the sketch layer runs too


def module(name: str):
    return importlib.import_module(f"stamen.{name}")


def z3_translator():
    return module("solvers.z3_translate").Z3Translator


# A fault in each layer: (layer, owner, attribute). Each is a function stamen's own code
# calls while a query runs (looked up where its caller finds it), replaced by one that
# raises; which exception type it raises varies (see ERRORS).
FAULTS = [
    ("terms", lambda: module("terms.arith"), "make2"),
    ("terms", lambda: module("terms.boolean"), "and_"),
    ("solvers", z3_translator, "translate"),
    ("solvers", lambda: module("vm.paths.feasibility"), "make_solver"),
    ("vm", lambda: module("vm.merging.merge"), "ite"),  # merging: not under merge="none"
    ("vm", lambda: module("vm.paths.store").Store, "_merge"),
    ("vm", lambda: module("vm.paths.store").Store, "push"),
    ("vm", lambda: module("vm.state.context").Context, "guard"),
    ("lift", lambda: module("lift.runtime"), "truth"),
    ("lift", lambda: module("lift.runtime"), "branch_and_merge"),
    ("sketch", lambda: module("sketch.holes"), "caller_site"),
    ("sketch", lambda: module("sketch.holes"), "constant"),
    ("query", lambda: module("query.evaluation"), "run_strategy"),  # every query's thunk
    ("query", lambda: [module(f"query.{m}") for m in ("solve", "debug", "synthesize",
                                                      "optimize")], "make_solver"),
]
ERRORS = (RuntimeError, KeyError, AttributeError, ValueError)

x = stamen.symbolic("fault_x", int)


def queries(merge: str) -> dict:
    """Every query, asked about the program."""
    def thunk():
        assert_(program(x, Box()) != 4)

    return {
        "solve": lambda: stamen.solve(thunk, merge=merge),
        "verify": lambda: stamen.verify(thunk, merge=merge),
        "evaluate_with_stats": lambda: stamen.evaluate_with_stats(thunk, merge=merge),
        "debug": lambda: stamen.debug(thunk, merge=merge),
        "synthesize": lambda: stamen.synthesize(forall=[x], guarantee=thunk, merge=merge),
        "optimize": lambda: stamen.optimize(maximize=[x], guarantee=lambda: (
            stamen.assume(x < 10), thunk()), merge=merge),
    }


QUERIES = list(queries("types"))


def injected(error: type):
    """Returns a function that raises `error` (the fault) whatever it is called with."""
    def boom(*args, **kwargs):
        raise error("injected fault")

    return boom


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
@pytest.mark.parametrize("query", QUERIES)
@pytest.mark.parametrize("fault", range(len(FAULTS)),
                         ids=[f"{layer}.{name}" for layer, _, name in FAULTS])
def test_a_fault_in_each_layer_is_an_internal_error_for_every_query(fault, query, merge,
                                                                     monkeypatch):
    """A fault injected into terms, solvers, vm, lift, sketch or query yields InternalError
    from every query under every strategy: never a verdict, never the program's failure,
    and never a raw exception (which a caller might take for the program's)."""
    layer, owner, name = FAULTS[fault]
    if merge == "none" and name in ("ite", "_merge"):
        pytest.skip("path by path, nothing is merged")
    if query == "evaluate_with_stats" and (layer, name) == ("query", "make_solver"):
        pytest.skip("it asks no solver")
    error = ERRORS[(fault + QUERIES.index(query)) % len(ERRORS)]
    owners = owner()
    for o in owners if isinstance(owners, list) else [owners]:
        monkeypatch.setattr(o, name, injected(error))
    with pytest.raises(InternalError, match="injected fault") as raised:
        queries(merge)[query]()
    assert type(raised.value.__cause__) is error


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_without_a_fault_the_program_is_answered(merge):
    cex = stamen.verify(lambda: assert_(program(x, Box()) != 4), merge=merge)
    assert cex.sat and cex[x] == 2
    assert stamen.solve(lambda: assert_(program(x, Box()) == 4), merge=merge).sat


class Angry:
    """A user class whose dunder raises (the program's own exception, raised in a dunder
    that stamen calls natively)."""

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        raise KeyError("the program's own")


def helper(v):
    """An un-lifted helper that raises the program's own exception."""
    raise AttributeError("the program's own")


@lifted
def raises_runtime_error(v):
    if v > 0:
        raise RuntimeError("the program's own")
    return v


@lifted
def raises_in_a_helper(v):
    if v > 0:
        return helper(v)
    return v


@lifted
def raises_in_a_dunder(v):
    if v > 0:
        return Angry(v) < Angry(0)
    return v


@lifted
def raises_in_a_key_function(v):
    if v > 0:
        return sorted([1, 2], key=lambda e: {}[e])
    return v


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
@pytest.mark.parametrize("fn", [raises_runtime_error, raises_in_a_helper, raises_in_a_dunder,
                                raises_in_a_key_function])
def test_the_same_exceptions_raised_by_the_program_are_its_failures(fn, merge):
    cex = stamen.verify(lambda: fn(x), merge=merge)
    assert cex.sat and cex[x] > 0, cex
    assert stamen.solve(lambda: assert_(fn(x) == x), merge=merge).sat
    assert stamen.solve(lambda: (stamen.assume(x > 0), fn(x)), merge=merge).unsat
