"""PL (seed 001's source language): the parser, the concrete interpreter, and the three
analysis primitives against concrete runs on random programs and states (Hypothesis, the
fixed profile of tests/conftest.py), under the three merge strategies."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

import stamen as st
from stamen.analysis import compose, symbolic_eval, wlp
from stamen.langs import pl
from stamen.langs.pl.syntax import (
    BINARY,
    RELATIONS,
    AddrOf,
    Assign,
    Bin,
    Bool,
    Cond,
    Deref,
    If,
    Logic,
    Not,
    Num,
    Rel,
    Seq,
    StoreThrough,
    Var,
    While,
)

BV32 = pl.BV32
MERGES = ["types", "none", "logic"]
NAMES = ("x", "y", "p", "q")
LAYOUT = {name: 0x1000 + 4 * k for k, name in enumerate(NAMES)}


# --- parser and concrete semantics ------------------------------------------------------

def test_parse_statements_and_precedence():
    body = pl.parse_statements("*p = a + b * 2 ^ 1; if (x < y && !(x == 0)) { x = y; } "
                               "else { y = x < 1 ? 1 : 2; } while (n != 0) { n = n - 1; }")
    first, branch, loop = body.statements
    assert first == StoreThrough("p", Bin("^", Bin("+", Var("a"), Bin("*", Var("b"), Num(2))),
                                          Num(1)))
    assert branch.test == Logic("&&", Rel("<", Var("x"), Var("y")),
                                Not(Rel("==", Var("x"), Num(0))))
    assert branch.orelse == Seq((Assign("y", Cond(Rel("<", Var("x"), Num(1)), Num(1),
                                                  Num(2))),))
    assert loop == While(Rel("!=", Var("n"), Num(0)),
                         Seq((Assign("n", Bin("-", Var("n"), Num(1))),)))


@pytest.mark.parametrize("text, message", [
    ("x = ;", "expected"), ("x = 1 < 2;", "condition"), ("if (x) { }", "condition"),
    ("x = 1 $", "cannot read"),
])
def test_parse_errors_are_invalid_arguments(text, message):
    with pytest.raises(st.InvalidArgument, match=message):
        pl.parse_statements(text)


def test_concrete_run_with_pointers_and_a_loop():
    prog = pl.program("p = &x; *p = 7; n = 3; while (n != 0) { y = y + *p; n = n - 1; }")
    after = prog.step(prog.state(y=1))
    assert prog.value(after, "x") == BV32(7) and prog.value(after, "y") == BV32(22)
    assert prog.value(after, "p") == prog.address("x")


def test_a_loop_past_its_bound_fails_concretely_and_does_not_complete():
    prog = pl.program("while (n != 0) { n = n - 1; }", loop_bound=3)
    assert prog.value(prog.step(prog.state(n=3)), "n") == BV32(0)
    with pytest.raises(st.AssertFailure, match="more than 3 iterations"):
        st.evaluate_with_stats(lambda: prog.step(prog.state(n=4)))
    u = symbolic_eval(prog.step)
    assert u.at(prog.state(n=4))[0] is False
    assert u.at(prog.state(n=2)) == (True, prog.step(prog.state(n=2)))


# --- random programs ----------------------------------------------------------------------

def _exprs(depth: int):
    leaves = hs.one_of(hs.builds(Num, hs.integers(0, 3)), hs.builds(Var, hs.sampled_from(NAMES)),
                       hs.builds(AddrOf, hs.sampled_from(NAMES)),
                       hs.builds(lambda n: Deref(Var(n)), hs.sampled_from(("p", "q"))))
    if depth == 0:
        return leaves
    sub = _exprs(depth - 1)
    return hs.one_of(leaves, hs.builds(Bin, hs.sampled_from(BINARY), sub, sub),
        hs.builds(Deref, sub), hs.builds(Cond, _conds(0), sub, sub))


def _conds(depth: int):
    leaf = hs.builds(Rel, hs.sampled_from(RELATIONS),
                     _exprs(0), _exprs(0))
    if depth == 0:
        return leaf
    sub = _conds(depth - 1)
    return hs.one_of(leaf, hs.builds(Not, sub), hs.builds(Bool, hs.booleans()),
                     hs.builds(Logic, hs.sampled_from(("&&", "||")), sub, sub))


def _stmts(depth: int):
    simple = hs.one_of(hs.builds(Assign, hs.sampled_from(NAMES), _exprs(1)),
                       hs.builds(StoreThrough, hs.sampled_from(("p", "q")), _exprs(1)))
    if depth == 0:
        return simple
    body = hs.lists(_stmts(depth - 1), min_size=1, max_size=2).map(lambda s: Seq(tuple(s)))
    return hs.one_of(simple, simple, hs.builds(If, _conds(1), body, body),
                     hs.builds(While, _conds(0), body))


PROGRAMS = hs.lists(_stmts(1), min_size=1, max_size=3).map(
    lambda s: pl.Program(Seq(tuple(s)), LAYOUT, loop_bound=2))
VALUES = hs.one_of(hs.integers(0, 3), hs.sampled_from(list(LAYOUT.values())))
STATES = hs.fixed_dictionaries({n: VALUES for n in NAMES}).map(
    lambda vs: pl.State(st.ArrayValue(pl.MEMORY, BV32(0),
                                      {BV32(LAYOUT[n]): BV32(v) for n, v in vs.items()})))


def _run(prog, state):
    """(completes, post) of a concrete run, in a fresh evaluation (a failure at top level
    would stay in the top-level vc: see tests/analysis/test_update.concrete_run)."""
    try:
        return True, st.evaluate_with_stats(lambda: prog.step(state))[0]
    except st.AssertFailure:
        return False, None


@settings(max_examples=25)
@given(PROGRAMS, hs.lists(STATES, min_size=1, max_size=3), hs.sampled_from(MERGES))
def test_symbolic_eval_at_a_state_is_the_concrete_run(prog, states, merge):
    u = symbolic_eval(prog.step, merge=merge)
    for state in states:
        completes, post = _run(prog, state)
        got_completes, got = u.at(state)
        assert got_completes is completes
        if completes:
            assert got == post


@settings(max_examples=12)
@given(PROGRAMS, PROGRAMS, hs.sampled_from(MERGES))
def test_compose_is_the_transformer_of_the_sequence(first, second, merge):
    u1 = symbolic_eval(first.step, merge=merge)
    u2 = symbolic_eval(second.step, merge=merge)
    both = pl.Program(Seq(first.body.statements + second.body.statements), LAYOUT, 2)
    whole = symbolic_eval(both.step, merge=merge)
    assert compose(u2, u1).equivalent(whole).unsat


@settings(max_examples=25)
@given(PROGRAMS, _conds(1), hs.lists(STATES, min_size=1, max_size=3), hs.sampled_from(MERGES))
def test_wlp_at_a_state_is_the_postcondition_after_the_run(prog, post, states, merge):
    def q(state):
        return pl.holds(post, state, LAYOUT)

    pre = wlp(prog.step, q, merge=merge)
    mem = st.symbolic("mem", pl.MEMORY)
    for state in states:
        completes, after = _run(prog, state)
        expected = q(after) if completes else True
        assert st.substitute(pre, {mem: state.mem}) is expected
