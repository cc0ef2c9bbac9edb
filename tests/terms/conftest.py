"""Fixtures for the term-layer tests: a requirement sink, since the VM that installs the
real one sits a layer above `stamen.terms`."""

import pytest

from stamen.terms import partial


@pytest.fixture(scope="module", autouse=True)
def requirements():
    """Returns the list of (condition, message) pairs the term layer required in this module;
    the sink installed before (the VM's, if any) is restored after the module."""
    recorded: list = []
    previous = partial._sink
    partial.set_requirement_sink(lambda cond, msg, err, args=None: recorded.append((cond, msg)))
    yield recorded
    partial.set_requirement_sink(previous)
