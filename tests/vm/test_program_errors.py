"""A TypeError or NameError raised on every path is a bug of the program that Python would
raise: it is raised to the user under every strategy, also after the evaluation forked
(path by path, merge="none"), never turned into a verdict; raised on some paths only, it
is those paths' failure."""

from __future__ import annotations

import pytest

import stamen
from stamen import assert_, lifted

MERGES = ("types", "none", "logic")
x = stamen.symbolic("pe_x", int)


@lifted
def after_a_fork(v):
    if v > 0:
        y = 1
    else:
        y = 2
    return y + "a"


@lifted
def in_each_branch(v):
    if v > 0:
        return 1 + "a"
    return undefined_name  # noqa: F821 - a NameError on the other paths


@lifted
def on_some_paths(v):
    if v > 0:
        return 1 + "a"
    return v


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("fn, error", [(after_a_fork, TypeError), (in_each_branch, (
    TypeError, NameError))])
def test_an_error_on_every_path_is_raised(fn, error, merge):
    for query in (stamen.verify, stamen.solve):
        with pytest.raises(error):
            query(lambda: assert_(fn(x) == 3), merge=merge)


@pytest.mark.parametrize("merge", MERGES)
def test_an_error_on_some_paths_is_their_failure(merge):
    cex = stamen.verify(lambda: on_some_paths(x), merge=merge)
    assert cex.sat and cex[x] > 0 and "TypeError" in cex.failure.message
    sol = stamen.solve(lambda: on_some_paths(x), merge=merge)
    assert sol.sat and sol[x] <= 0
