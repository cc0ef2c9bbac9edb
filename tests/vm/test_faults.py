"""A fault inside stamen is never a verdict: an exception raised by stamen's own code while
a query evaluates its thunk (a term constructor, merging, the store, the feasibility
check, the lift runtime) is an InternalError, whichever query asked; an exception the
program raises stays the program's failure."""

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
        return v + i


def boom(*args, **kwargs):
    raise RuntimeError("injected fault")


# (module or class, attribute, merge strategy that reaches it)
def module(name: str):
    return importlib.import_module(f"stamen.{name}")


FAULTS = {
    "terms constructor": (module("terms.arith"), "make2", "types"),
    "merge": (module("vm.merging.merge"), "ite", "types"),
    "store": (module("vm.paths.store").Store, "_merge", "types"),
    "feasibility check": (module("vm.paths.feasibility"), "check_sat", "types"),
    "path exploration": (module("vm.paths.feasibility"), "check_sat", "none"),
    "lift runtime": (module("lift.runtime"), "merge", "types"),
}

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
        "synthesize": lambda: stamen.synthesize(forall=[], guarantee=thunk, merge=merge),
        "optimize": lambda: stamen.optimize(maximize=[x], guarantee=thunk, merge=merge),
    }


@pytest.mark.parametrize("query", list(queries("types")))
@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_fault_inside_stamen_is_an_internal_error_for_every_query(fault, query,
                                                                     monkeypatch):
    owner, name, merge = FAULTS[fault]
    monkeypatch.setattr(owner, name, boom)
    with pytest.raises(InternalError, match="injected fault"):
        queries(merge)[query]()


def test_without_a_fault_the_program_is_answered():
    assert stamen.verify(lambda: assert_(program(x, Box()) != 4)).sat
    assert stamen.verify(lambda: assert_(program(x, Box()) != 4), merge="none").sat


@lifted
def raises_runtime_error(v):
    if v > 0:
        raise RuntimeError("the program's own")
    return v


def test_the_same_exception_raised_by_the_program_is_its_failure():
    cex = stamen.verify(lambda: raises_runtime_error(x))
    assert cex.sat and cex[x] > 0 and "the program's own" in cex.failure.message
    assert stamen.verify(lambda: raises_runtime_error(x), merge="none").sat
