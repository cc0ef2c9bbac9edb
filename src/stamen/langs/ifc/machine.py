"""Secure stack machines: labelled values, return addresses, machine states and the
primitives instructions are written with (Hritcu et al., "Testing noninterference,
quickly"; the PLDI'14 paper's IFCL).

Machines are immutable: a primitive returns a new machine. Whatever would make
a machine get stuck (a stack underflow, a non-value where a value is needed, a
memory address or pc out of range) is an *assumption* that fails, not an
assertion: a stuck machine never halts, so it is no counterexample to
end-to-end noninterference.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import stamen as st

__all__ = [
    "BV5", "HIGH", "LOW", "Instruction", "Machine", "Ret", "Value", "fetch", "goto", "halted",
    "halted_low", "init", "insert", "loc", "next_", "peek", "pop", "pop_until_return", "push",
    "read", "ret_at", "run", "value_at", "write", "zero",
]

BV5 = st.BitVec(5)
LOW, HIGH = False, True


def _label(high) -> str:
    if st.is_symbolic(high):
        return f"<{high}>"
    return "H" if high else "L"


@dataclass(frozen=True)
class Value:
    """A 5-bit integer `n` with a security label (`high` is True for ⊤, False for ⊥)."""

    n: object
    high: object

    def __repr__(self) -> str:
        n = self.n
        shown = n.signed if isinstance(n, st.BV) else n
        return f"{shown}@{_label(self.high)}"


@dataclass(frozen=True)
class Ret:
    """A return address on the stack: the pc to return to and how many values (0 or 1) the
    call returns."""

    pc: Value
    n: Value

    def __repr__(self) -> str:
        return f"R({self.pc!r}, {self.n!r})"


@dataclass(frozen=True)
class Instruction:
    """An instruction: `op(machine, a, b)` returns the next machine. Every instruction has
    two argument slots; ops use the first `op.arity` of them."""

    op: object
    a: Value
    b: Value

    def __repr__(self) -> str:
        op = self.op
        if st.is_union(op):
            return "<" + " | ".join(o.name for _, o in st.union_contents(op)) + ">"
        args = (self.a, self.b)[: op.arity]
        return " ".join([op.name, *map(repr, args)])


@dataclass(frozen=True)
class Machine:
    """A pc (a Value), a stack (a tuple, top first), a memory (a tuple of Values) and a
    program (a tuple of Instructions)."""

    pc: Value
    stack: tuple
    mem: tuple
    insts: tuple

    def __str__(self) -> str:
        stack = self.stack if st.is_union(self.stack) else list(self.stack)
        return f"pc={self.pc!r} stack={stack!r} mem={list(self.mem)!r}"


def zero() -> Value:
    """Returns 0@⊥."""
    return Value(BV5(0), LOW)


def init(program: tuple, cells: int = 2) -> Machine:
    """Returns the start machine for `program`: pc 0@⊥, an empty stack, `cells` cells of 0@⊥."""
    return Machine(zero(), (), tuple(zero() for _ in range(cells)), tuple(program))


def loc(m: Machine) -> int:
    """Returns the length of the machine's program."""
    return len(m.insts)


def halted(m: Machine):
    """Returns whether the machine's pc is just past its program."""
    return m.pc.n == loc(m)


def halted_low(m: Machine):
    """Returns whether the machine is halted with a low pc."""
    return st.and_(halted(m), st.not_(m.pc.high))


# --- the stack -------------------------------------------------------------


def _nth(stack: tuple, i: int):
    if len(stack) <= i:
        st.assume(False, "stack underflow")
    return stack[i]


def _drop(stack: tuple, k: int) -> tuple:
    if len(stack) < k:
        st.assume(False, "stack underflow")
    return stack[k:]


def _require_value(v):
    if not isinstance(v, Value):
        st.assume(False, "expected a value, found a return address")
    return v


def peek(m: Machine, i: int = 0):
    """Returns the i-th stack element from the top (a Value or a Ret)."""
    return st.for_all(m.stack, lambda s: _nth(s, i))


def value_at(m: Machine, i: int = 0) -> Value:
    """Returns the i-th stack element from the top, which must be a Value."""
    return st.for_all(peek(m, i), _require_value)


def _require_ret(v):
    if not isinstance(v, Ret):
        st.assume(False, "expected a return address, found a value")
    return v


def ret_at(m: Machine, i: int = 0) -> Ret:
    """Returns the i-th stack element from the top, which must be a return address."""
    return st.for_all(peek(m, i), _require_ret)


def push(m: Machine, v) -> Machine:
    """Returns m with v pushed on its stack."""
    return dataclasses.replace(m, stack=st.for_all(m.stack, lambda s: (v, *s)))


def _one_of_indices(index, count: int):
    """Assumes `index` (possibly symbolic) is in range(count)."""
    st.assume(st.or_(*(index == j for j in range(count))), "index out of range")


@st.lifted
def _insert_at(stack: tuple, depth, v) -> tuple:
    _one_of_indices(depth, len(stack) + 1)
    result = (v, *stack)
    for j in range(1, len(stack) + 1):
        if depth == j:
            result = stack[:j] + (v,) + stack[j:]
    return result


def insert(m: Machine, depth, v) -> Machine:
    """Returns m with v inserted under the top `depth` stack elements (depth may be symbolic)."""
    return dataclasses.replace(m, stack=st.for_all(m.stack, lambda s: _insert_at(s, depth, v)))


def pop(m: Machine, k: int = 1) -> Machine:
    """Returns m with k elements popped off its stack."""
    return dataclasses.replace(m, stack=st.for_all(m.stack, lambda s: _drop(s, k)))


def _is_ret(v):
    return st.for_all(v, lambda w: isinstance(w, Ret))


@st.lifted
def _until_return(stack: tuple) -> tuple:
    # Elements of a merged stack may be unions (a Ret on one path, a Value on another).
    found = False
    rest = ()
    for j in range(len(stack)):
        if not found and _is_ret(stack[j]):
            found = True
            rest = stack[j:]
    st.assume(found, "no return address on the stack")
    return rest


def pop_until_return(m: Machine) -> Machine:
    """Returns m with its stack popped down to its topmost return address (left on top)."""
    return dataclasses.replace(m, stack=st.for_all(m.stack, _until_return))


# --- memory and control ----------------------------------------------------


@st.lifted
def _at(items: tuple, index):
    """Returns items[index] for a possibly symbolic index, which is assumed in range."""
    _one_of_indices(index, len(items))
    item = items[0]
    for j in range(1, len(items)):
        if index == j:
            item = items[j]
    return item


def read(m: Machine, address) -> Value:
    """Returns the memory cell at `address` (possibly symbolic)."""
    return _at(m.mem, address)


@st.lifted
def write(m: Machine, address, v: Value) -> Machine:
    """Returns m with the memory cell at `address` (possibly symbolic) set to v."""
    _one_of_indices(address, len(m.mem))
    mem = (v, *m.mem[1:])
    for j in range(1, len(m.mem)):
        if address == j:
            mem = m.mem[:j] + (v,) + m.mem[j + 1:]
    return dataclasses.replace(m, mem=mem)


def goto(m: Machine, pc: Value) -> Machine:
    """Returns m with its pc set to `pc`."""
    return dataclasses.replace(m, pc=pc)


def next_(m: Machine) -> Machine:
    """Returns m with its pc advanced by one, keeping the pc's label."""
    return goto(m, Value(m.pc.n + 1, m.pc.high))


def fetch(m: Machine) -> Instruction:
    """Returns the instruction at the machine's pc (possibly symbolic)."""
    return _at(m.insts, m.pc.n)


def _execute(m: Machine) -> Machine:
    inst = fetch(m)
    return inst.op(m, inst.a, inst.b)


@st.lifted
def run(m: Machine, steps: int) -> Machine:
    """Returns the machine after `steps` steps (fewer if it halts first)."""
    for _ in range(steps):
        if not halted(m):
            m = _execute(m)
    return m
