"""Shared pytest configuration: one deterministic Hypothesis profile for every run."""

from hypothesis import settings

settings.register_profile(
    "ci", derandomize=True, deadline=None, max_examples=100, print_blob=True
)
settings.load_profile("ci")
