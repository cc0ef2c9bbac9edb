"""Guard bookkeeping: a scoped guard (`Context.guarded`) never outlives its block and a
path decision (`Context.decide`) only lives on an explored path outside any such block, so
symbolic branches inside union members (choose, unions of functions and objects,
apply_guarded) give every strategy the answers of plain Python.

Regression: under merge="none" a branch inside a union member pushed a path decision
that the member's guarded run then popped in place of its own guard, so
`verify(lambda: choose(f, h)(x))` with h asserting `x > 1000` said "verified"."""

from __future__ import annotations

import itertools

import pytest

import stamen
from stamen import assert_, assume, lifted
from stamen.errors import InternalError
from stamen.vm import evaluation
from stamen.vm.paths.control import apply_guarded, branch_and_merge
from stamen.vm.state.config import Config

MERGES = ("types", "none", "logic")
x = stamen.symbolic("x", int)
k = stamen.symbolic("k", int)
g = stamen.symbolic("g", bool)


# ------------------------------------------------------------------ the mechanism --

def test_a_guarded_block_pops_its_guard_however_it_ends():
    with evaluation(Config()) as ctx:
        with pytest.raises(ZeroDivisionError), ctx.guarded(g):
            assert ctx.guard() is g
            1 // 0  # noqa: B018
        assert ctx.guard() is True and not ctx.in_branch


def test_a_decision_outside_an_explored_path_is_a_stamen_bug():
    with evaluation(Config()) as ctx, pytest.raises(InternalError):
        ctx.decide(g)


def test_a_decision_inside_a_guarded_block_of_the_path_is_a_stamen_bug():
    with evaluation(Config()) as ctx, ctx.exploring():
        ctx.decide(x > 0)
        assert ctx.may_decide
        with ctx.guarded(g):
            assert not ctx.may_decide
            with pytest.raises(InternalError):
                ctx.decide(x > 1)
        assert ctx.may_decide
    assert ctx.guard() is True


def test_a_path_drops_its_decisions_when_it_ends():
    with evaluation(Config()) as ctx:
        with ctx.exploring():
            ctx.decide(g)
            assert ctx.guard() is g
        assert ctx.guard() is True and not ctx.may_decide


def test_a_branch_in_a_union_member_merges_under_merge_none():
    def member(v):
        return branch_and_merge(x > v, lambda: 1, lambda: 2)

    with evaluation(Config(merge="none")) as ctx:
        from stamen.vm.paths.explore import run_paths

        value = run_paths(ctx, lambda: apply_guarded([(g, 0), (stamen.ite(g, False, True), 5)],
                                                     member), lambda f: True)
        assert ctx.stats.paths == 1 and ctx.stats.joins == 2
        assert ctx.guard() is True
    for gv, xv, want in [(True, 1, 1), (True, 0, 2), (False, 6, 1), (False, 5, 2)]:
        sol = stamen.solve(lambda gv=gv, xv=xv: (assume(g == gv), assume(x == xv)))
        assert sol.evaluate(value) == want


# ------------------------------------------------------- the reported regression --

@lifted
def sign(v):
    if v > 0:
        return 1
    return 2


@lifted
def big(v):
    assert_(v > 1000)
    return 3


@pytest.mark.parametrize("merge", MERGES)
def test_choose_between_a_branching_and_an_asserting_function(merge):
    sol = stamen.verify(lambda: stamen.choose(sign, big)(x), merge=merge)
    assert sol.kind == "sat"
    assert sol.evaluate(x) <= 1000


# ------------------------------------------------------- differential programs --
# Each program takes a selector in {0, 1} and an int; plain Python runs the undecorated
# functions on concrete values, stamen their lifted copies on symbolic ones.

def clamp_or_divide(v):
    if v < 0:
        if v < -1:
            return -1
        return 0
    return 6 // v


def count_up(v):
    n = 0
    while n < v:
        n = n + 1
        if n == 2:
            assert v != 3
    return n


def plain_sign(v):
    if v > 0:
        return 1
    return 2


class Pos:
    def run(self, v):
        if v >= 1:
            return v * 2
        assert v != -2
        return 0


class Neg:
    def run(self, v):
        if v <= 0:
            if v == 0:
                return 1 // v
            return -v
        return 7


class LiftedPos(Pos):
    run = lifted(Pos.run)


class LiftedNeg(Neg):
    run = lifted(Neg.run)


def select(sel, a, b):
    """a for selector 0, b for 1: a union of the two under a symbolic selector."""
    return stamen.ite(sel == 0, a, b) if stamen.is_symbolic(sel) else (a if sel == 0 else b)


def prog_functions(sel, v, f):
    """A union of functions, each branching (and one dividing) on v."""
    return select(sel, f["sign"], f["clamp_or_divide"])(v) + 1


def prog_loops(sel, v, f):
    """A union of functions with loops and asserts inside the members."""
    return select(sel, f["count_up"], f["sign"])(v)


def prog_objects(sel, v, f):
    """A union of objects whose methods branch, assert and raise."""
    return select(sel, f["Pos"](), f["Neg"]()).run(v)


def nested_unions(sel, v, f):
    """A branch on the result of a union call, then another union call in a branch."""
    r = select(sel, f["sign"], f["clamp_or_divide"])(v)
    if r == 2:
        return select(sel, f["count_up"], f["sign"])(v + 2)
    return r


PLAIN = {"sign": plain_sign, "clamp_or_divide": clamp_or_divide, "count_up": count_up,
         "Pos": Pos, "Neg": Neg, "nested_unions": nested_unions}
LIFTED = {"sign": sign, "clamp_or_divide": lifted(clamp_or_divide),
          "count_up": lifted(count_up), "Pos": LiftedPos, "Neg": LiftedNeg,
          "nested_unions": lifted(nested_unions)}


def prog_nested(sel, v, f):
    return f["nested_unions"](sel, v, f)


PROGRAMS = [prog_functions, prog_loops, prog_objects, prog_nested]
DOMAIN = list(itertools.product((0, 1), (-2, 0, 1, 3)))


def plain(prog, sel, v):
    """("ok", value) or ("fail", None) for the concrete run."""
    try:
        return "ok", prog(sel, v, PLAIN)
    except (AssertionError, ZeroDivisionError):
        return "fail", None


def _in_domain():
    assume(stamen.or_(*(stamen.and_(k == s, x == v) for s, v in DOMAIN)))


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("prog", PROGRAMS, ids=lambda p: p.__name__)
def test_union_members_with_branches_agree_with_python(prog, merge):
    expected = {(s, v): plain(prog, s, v) for s, v in DOMAIN}
    assert {kind for kind, _ in expected.values()} == {"ok", "fail"}
    cex = stamen.verify(lambda: (_in_domain(), prog(k, x, LIFTED)), merge=merge)
    assert cex.kind == "sat"
    assert expected[(cex.evaluate(k), cex.evaluate(x))][0] == "fail"
    for (s, v), (kind, value) in expected.items():
        def pinned(s=s, v=v):
            assume(k == s)
            assume(x == v)
            return prog(k, x, LIFTED)

        sol = stamen.solve(pinned, merge=merge)
        assert sol.kind == ("sat" if kind == "ok" else "unsat"), (s, v)
        if kind == "ok":
            assert sol.evaluate(stamen.evaluate_with_stats(pinned, merge=merge)[0]) == value
            assert stamen.verify(lambda s=s, v=v, value=value: (
                assume(k == s), assume(x == v), assert_(prog(k, x, LIFTED) == value)),
                merge=merge).kind == "unsat"
