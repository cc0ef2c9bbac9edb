"""Shared pytest configuration: one deterministic Hypothesis profile for every run, and
a root vc cleared after each test, so what one test's top-level lifted code asserted is
neither assumed by nor paid for by the tests a worker runs after it."""

import pytest
from hypothesis import settings

import stamen as st

settings.register_profile(
    "ci", derandomize=True, deadline=None, max_examples=100, print_blob=True
)
settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _fresh_root_vc():
    """Clears the root vc once the test has ended."""
    yield
    st.clear_vc()
