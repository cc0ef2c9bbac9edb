"""A differential check shared by the lifting tests: a lifted function of one symbolic
int `x` must agree with the plain function on every input of a small domain, under every
merge strategy. The questions and their judge are the differential oracle's
(`differential/oracle.py`, the one "agrees with Python" helper)."""

from __future__ import annotations

import pytest

import stamen
from differential.oracle import STRATEGIES, assert_agrees

MERGES = STRATEGIES
x = stamen.symbolic("x", int)


def agree(lifted_fn, domain=range(-1, 3), plain=None, merges=MERGES) -> None:
    """Checks lifted_fn(x) against plain(v) (default: the undecorated function) for each
    v in `domain`, with the oracle's verify, solve and pinned-input questions."""
    assert_agrees(lifted_fn, list(domain), plain=plain, strategies=merges)


def refused(error: type, thunk, match: str, merges=("types", "logic")) -> None:
    """Checks that evaluating `thunk` raises `error` (matching `match`) under each merge."""
    for merge in merges:
        with pytest.raises(error, match=match):
            stamen.evaluate_with_stats(thunk, merge=merge)
