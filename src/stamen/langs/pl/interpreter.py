"""PL's semantics, written once as a lifted interpreter (the paper's Fig. 3): run on
concrete states it is PL's emulator; run by `stamen.analysis` on a symbolic state it
gives PL's symbolic evaluation, WLP and composition.

A state is the store ρ, a memory from 32-bit locations to 32-bit values; the environment
η is the program's layout, which gives each variable a fixed, distinct address (as a
compiler does), so `&x` is a constant and two variables never overlap. Values are
32-bit two's-complement words (the paper's Int32): arithmetic wraps, comparisons are
signed. A `while` runs at most `loop_bound` iterations: a run that would need more fails
("PL: while loop ran more than N iterations"), so it does not complete.
"""

from __future__ import annotations

from dataclasses import dataclass

import stamen as st
from stamen.langs.pl.syntax import (
    AddrOf,
    Assign,
    Bool,
    Cond,
    Deref,
    If,
    Logic,
    Not,
    Num,
    Seq,
    StoreThrough,
    Var,
    While,
    parse_expression,
    parse_statements,
    variables_of,
)

__all__ = ["BV32", "MEMORY", "State", "Program", "program", "execute", "evaluate", "holds"]

BV32 = st.BitVec(32)
MEMORY = st.Array(BV32, BV32)
FIRST_ADDRESS = 0x1000


@dataclass(frozen=True)
class State:
    """A PL state: the store (memory) ρ."""

    mem: MEMORY


@st.lifted
def evaluate(e, state: State, layout: dict):
    """The value of the expression `e` in `state` (the paper's 𝓔)."""
    if isinstance(e, Num):
        return BV32(e.value)
    if isinstance(e, Var):
        return state.mem[BV32(layout[e.name])]
    if isinstance(e, AddrOf):
        return BV32(layout[e.name])
    if isinstance(e, Deref):
        return state.mem[evaluate(e.address, state, layout)]
    if isinstance(e, Cond):
        if holds(e.test, state, layout):
            return evaluate(e.then, state, layout)
        return evaluate(e.orelse, state, layout)
    a = evaluate(e.left, state, layout)
    b = evaluate(e.right, state, layout)
    op = e.op
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    return a ^ b


@st.lifted
def holds(b, state: State, layout: dict):
    """The truth of the condition `b` in `state` (the paper's 𝓑)."""
    if isinstance(b, Bool):
        return b.value
    if isinstance(b, Not):
        return not holds(b.operand, state, layout)
    if isinstance(b, Logic):
        if b.op == "&&":
            return holds(b.left, state, layout) and holds(b.right, state, layout)
        return holds(b.left, state, layout) or holds(b.right, state, layout)
    x = evaluate(b.left, state, layout)
    y = evaluate(b.right, state, layout)
    op = b.op
    if op == "==":
        return x == y
    if op == "!=":
        return x != y
    if op == "<":
        return x < y
    if op == "<=":
        return x <= y
    if op == ">":
        return x > y
    return x >= y


@st.lifted
def execute(s, state: State, layout: dict, loop_bound: int) -> State:
    """The state after the statement `s` (the paper's 𝓘)."""
    if isinstance(s, Seq):
        for inner in s.statements:
            state = execute(inner, state, layout, loop_bound)
        return state
    if isinstance(s, Assign):
        value = evaluate(s.value, state, layout)
        return State(st.store(state.mem, BV32(layout[s.name]), value))
    if isinstance(s, StoreThrough):
        value = evaluate(s.value, state, layout)
        return State(st.store(state.mem, state.mem[BV32(layout[s.name])], value))
    if isinstance(s, If):
        if holds(s.test, state, layout):
            return execute(s.then, state, layout, loop_bound)
        return execute(s.orelse, state, layout, loop_bound)
    assert isinstance(s, While)
    for _ in range(loop_bound):
        if not holds(s.test, state, layout):
            return state
        state = execute(s.body, state, layout, loop_bound)
    assert not holds(s.test, state, layout), \
        f"PL: while loop ran more than {loop_bound} iterations"
    return state


@dataclass(frozen=True)
class Program:
    """A PL program: its statements, the layout of its variables (name -> address) and
    the loop bound."""

    body: Seq
    layout: dict
    loop_bound: int = 8

    @property
    def state_type(self) -> type:
        return State

    def step(self, state: State) -> State:
        """Runs the program: the step function `stamen.analysis` reinterprets."""
        return execute(self.body, state, self.layout, self.loop_bound)

    def part(self, start: int, stop: int | None = None) -> Program:
        """Returns the program of statements [start:stop], with the same layout."""
        return Program(Seq(self.body.statements[start:stop]), self.layout, self.loop_bound)

    def address(self, name: str):
        """Returns the address of a variable (&name)."""
        return BV32(self.layout[name])

    def value(self, state: State, name: str):
        """Returns the value of a variable in a state."""
        return state.mem[self.address(name)]

    def condition(self, text: str):
        """Returns the PL condition `text` as a function of a state (a postcondition)."""
        test = parse_expression(text)
        layout = self.layout

        def check(state: State):
            return holds(test, state, layout)

        return check

    def expression(self, text: str):
        """Returns the PL expression `text` as a function of a state."""
        e = parse_expression(text)
        layout = self.layout

        def value(state: State):
            return evaluate(e, state, layout)

        return value

    def state(self, default: int = 0, **values) -> State:
        """Returns a concrete state whose variables hold `values` (others: `default`)."""
        entries = {self.address(n): BV32(v) for n, v in values.items()}
        return State(st.ArrayValue(MEMORY, BV32(default), entries))


def program(text: str, variables=None, loop_bound: int = 8) -> Program:
    """Parses PL text. The variables (those named in the text, and `variables`, first) get
    addresses 0x1000, 0x1004, ... in order of appearance."""
    body = parse_statements(text)
    names = dict.fromkeys(variables or ())
    variables_of(body, names)
    layout = {name: FIRST_ADDRESS + 4 * k for k, name in enumerate(names)}
    return Program(body, layout, loop_bound)
