"""Side conditions of partial operators: `require` raises on False, is silent on True, and
hands a symbolic condition to the sink the VM installs."""

import pytest

from stamen.errors import InternalError
from stamen.terms import partial
from stamen.terms.sorts import BOOL
from stamen.terms.term import constant

c = constant("c", BOOL)


def test_literal_conditions():
    partial.require(True, "never raised")
    with pytest.raises(ZeroDivisionError, match="division by zero"):
        partial.require(False, "division by zero")
    with pytest.raises(ValueError, match="bad"):
        partial.require(False, "bad", ValueError)


def test_symbolic_conditions_go_to_the_sink(requirements):
    requirements.clear()
    partial.require(c, "needs c")
    assert requirements == [(c, "needs c")]


def test_without_a_sink_a_symbolic_condition_is_an_internal_error():
    previous = partial._sink
    partial.set_requirement_sink(partial._no_sink)
    try:
        with pytest.raises(InternalError, match="no requirement sink"):
            partial.require(c, "needs c")
    finally:
        partial.set_requirement_sink(previous)
