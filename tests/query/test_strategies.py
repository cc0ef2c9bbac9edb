"""Every query honours `merge=`: synthesize and debug run their thunks path by path under
merge="none" (they used to ignore it and merge), with the answers of the other strategies.
The programs branch inside the sketch and inside union members."""

from __future__ import annotations

import pytest

import stamen
from stamen import BitVec, assert_, assume, lifted

MERGES = ("types", "none", "logic")
BV8 = BitVec(8)
inp = stamen.symbolic("inp", BV8)
w = stamen.symbolic("w", int)


@lifted
def times3(v):
    c = stamen.hole(BV8)
    if v > BV8(100):
        return stamen.choose(v + v, v << c, v * c)
    return stamen.choose(v + v + v, v << c, v * c)


@lifted
def clamp(v, lo, hi):
    if v < lo:
        return lo
    if v > hi:
        return lo  # the bug: should be hi
    return v


@lifted
def step(v):
    if v > 3:
        return v - 1
    return v + 1


@lifted
def impossible(v):
    if v > 0:
        return v + v
    return v * v


@pytest.mark.parametrize("merge", MERGES)
def test_synthesize_honours_merge(merge):
    sol = stamen.synthesize(forall=[inp], guarantee=lambda: assert_(
        times3(inp) == inp + inp + inp), merge=merge)
    assert sol.kind == "sat"
    assert (sol.stats.paths > 0) == (merge == "none")
    for v in (0, 7, 101, 255):
        got = sol.evaluate(stamen.evaluate_with_stats(lambda v=v: times3(BV8(v)))[0])
        assert got == BV8(3 * v % 256), v


@pytest.mark.parametrize("merge", MERGES)
def test_synthesize_is_unsat_when_no_completion_exists(merge):
    def guarantee():
        assume(w >= -3)
        assume(w <= 3)
        f = stamen.choose(impossible, step)
        assert_(f(w) == w + 3)

    sol = stamen.synthesize(forall=[w], guarantee=guarantee, merge=merge)
    assert sol.kind == "unsat"


@pytest.mark.parametrize("merge", MERGES)
def test_synthesize_with_an_assume_thunk(merge):
    def guarantee():
        f = stamen.choose(impossible, step)
        assert_(f(w) == w + 1)

    sol = stamen.synthesize(forall=[w], assume=lambda: assume(w <= 3), guarantee=guarantee,
                            merge=merge)
    assert sol.kind == "sat"
    assert (sol.stats.paths > 0) == (merge == "none")


@pytest.mark.parametrize("merge", MERGES)
def test_debug_honours_merge(merge):
    core = stamen.debug(lambda: (assume(w > 12), assert_(clamp(w, 0, 10) == 10)), relax=int,
                        merge=merge)
    assert core.status == "minimal"
    bug_line = next(i for i, line in enumerate(open(__file__), 1) if "# the bug" in line)
    assert [(c.line, c.text) for c in core] == [(bug_line, "lo")]
    assert (core.stats.paths > 0) == (merge == "none")


@lifted
def stack_of(v):
    s = ()
    if v > 0:
        s = (v,)
        if v > 1:
            s = (v, v - 1)
    return s


@pytest.mark.parametrize("merge", MERGES)
def test_for_all_sees_plain_tuples_under_every_strategy(merge):
    """Regression: under merge="logic" tuples of different lengths merge into one of
    symbolic length, which un-lifted code given by for_all could not iterate (`stamen bench
    ifc --merge logic` crashed)."""
    def pushed(v):
        return stamen.for_all(stack_of(v), lambda s: (7, *s))

    for v in (-1, 1, 2):
        plain = (7, *((v,) if v == 1 else (v, v - 1) if v > 1 else ()))
        sol = stamen.verify(lambda v=v, plain=plain: (
            assume(w == v), assert_(pushed(w) == plain)), merge=merge)
        assert sol.kind == "unsat", v
    cex = stamen.verify(lambda: assert_(pushed(w) != (7, 3, 2)), merge=merge)
    assert cex.kind == "sat" and cex.evaluate(w) == 3
