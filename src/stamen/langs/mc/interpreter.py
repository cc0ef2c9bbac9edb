"""MC's semantics, written once as a lifted interpreter, factored through a semantic core
as the paper's Fig. 4 is: the interpreter reads and writes memory and combines values
only through a `Core`'s operations. The standard core (`FAITHFUL`) is plain stamen
values, so the same code is MC's emulator on concrete states and, run by
`stamen.analysis` on symbolic ones, MC's exact symbolic evaluation, WLP and composition.
Another core reinterprets it (`bench.Concolic`, SAGE's unfaithful evaluator).

JZ jumps to its target when ZF is set and falls through to EIP + 4 otherwise (x86's
meaning, as the paper's Example 7 reads it).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import stamen as st
from stamen.langs.mc.syntax import (
    INSTRUCTION_SIZE,
    Cmp,
    DirectReg,
    Immediate,
    Jz,
    Mov,
    Xor,
    parse_instructions,
)

__all__ = ["BV32", "MEMORY", "State", "Core", "FAITHFUL", "execute", "Path", "Program",
           "program", "path"]

BV32 = st.BitVec(32)
MEMORY = st.Array(BV32, BV32)


@dataclass(frozen=True)
class State:
    """An MC state: memory, the four registers and the zero flag."""

    mem: MEMORY
    EAX: BV32
    EBX: BV32
    EBP: BV32
    EIP: BV32
    ZF: bool


class Core:
    """The semantic core MC's interpreter is written against (the paper's lookup_mem,
    store_mem and binop): this one is the standard interpretation."""

    def load(self, mem, address):
        """lookup_mem: the word at `address`."""
        return mem[address]

    def store(self, mem, address, value):
        """store_mem: the memory with `value` at `address`."""
        return st.store(mem, address, value)

    def xor(self, a, b):
        """binop(⊕)."""
        return a ^ b

    def is_zero_difference(self, a, b):
        """relop(=)(binop(-)(a, b), 0): CMP's zero flag."""
        return a - b == 0


FAITHFUL = Core()


@st.lifted
def _read(operand, state: State, core: Core):
    """𝓞: the value of a source operand."""
    if isinstance(operand, Immediate):
        return BV32(operand.value)
    if isinstance(operand, DirectReg):
        return getattr(state, operand.reg)
    return core.load(state.mem, getattr(state, operand.reg) + operand.offset)


@st.lifted
def _write(operand, value, state: State, core: Core) -> State:
    """Stores `value` into a destination operand (store_reg or store_mem)."""
    if isinstance(operand, DirectReg):
        return dataclasses.replace(state, **{operand.reg: value})
    address = getattr(state, operand.reg) + operand.offset
    return dataclasses.replace(state, mem=core.store(state.mem, address, value))


def _next(state: State) -> State:
    """store_eip: EIP + 4."""
    return dataclasses.replace(state, EIP=state.EIP + INSTRUCTION_SIZE)


@st.lifted
def execute(instruction, state: State, core: Core = FAITHFUL) -> State:
    """The state after one instruction (the paper's 𝓘)."""
    if isinstance(instruction, Mov):
        return _next(_write(instruction.dst, _read(instruction.src, state, core), state, core))
    if isinstance(instruction, Xor):
        value = core.xor(_read(instruction.dst, state, core), _read(instruction.src, state, core))
        return _next(_write(instruction.dst, value, state, core))
    if isinstance(instruction, Cmp):
        zf = core.is_zero_difference(_read(instruction.left, state, core),
                                     _read(instruction.right, state, core))
        return _next(dataclasses.replace(state, ZF=zf))
    assert isinstance(instruction, Jz), f"MC: not an instruction: {instruction!r}"
    target = _read(instruction.target, state, core)
    return dataclasses.replace(state, EIP=target if state.ZF else state.EIP + INSTRUCTION_SIZE)


@dataclass(frozen=True)
class Path:
    """A sequence of instructions executed one after the other (a path through a
    program, as the paper's s[1]-[5]), whatever EIP says."""

    instructions: tuple
    core: Core = FAITHFUL

    @property
    def state_type(self) -> type:
        return State

    def step(self, state: State) -> State:
        """Runs the instructions in order: the step function the analyses reinterpret."""
        for instruction in self.instructions:
            state = execute(instruction, state, self.core)
        return state

    def part(self, start: int, stop: int | None = None) -> Path:
        return Path(self.instructions[start:stop], self.core)


def path(text_or_instructions, core: Core = FAITHFUL) -> Path:
    """Returns the Path of MC text (or of a list of instructions)."""
    if isinstance(text_or_instructions, str):
        text_or_instructions = parse_instructions(text_or_instructions)
    return Path(tuple(text_or_instructions), core)


@st.lifted
def fetch_execute(code: dict, state: State, core: Core) -> State:
    """Executes the instruction at EIP (a symbolic EIP selects among them); an EIP outside
    the code fails."""
    for address, instruction in code.items():
        if state.EIP == address:
            return execute(instruction, state, core)
    raise AssertionError("MC: EIP is not the address of an instruction")


@dataclass(frozen=True)
class Program:
    """MC code placed at addresses base, base + 4, ...: a machine that fetches and executes
    the instruction at EIP."""

    instructions: tuple
    base: int = 0
    core: Core = FAITHFUL

    @property
    def state_type(self) -> type:
        return State

    @property
    def end(self) -> int:
        """The address just past the code."""
        return self.base + INSTRUCTION_SIZE * len(self.instructions)

    def code(self) -> dict:
        """Returns {address: instruction}."""
        return {BV32(self.base + INSTRUCTION_SIZE * k): ins
                for k, ins in enumerate(self.instructions)}

    def step(self, state: State) -> State:
        """One machine step: the instruction at EIP."""
        return fetch_execute(self.code(), state, self.core)

    def trace(self, state: State, max_steps: int = 1000) -> tuple[list[int], State]:
        """Runs concretely from `state` until EIP leaves the code (at most `max_steps`
        instructions); returns the addresses executed and the final state."""
        code = self.code()
        addresses = []
        while len(addresses) < max_steps and state.EIP in code:
            addresses.append(state.EIP.value)
            state = execute(code[state.EIP], state, self.core)
        return addresses, state


def program(text: str, base: int = 0, core: Core = FAITHFUL) -> Program:
    """Returns the Program of MC text placed at `base`."""
    return Program(tuple(parse_instructions(text, base)), base, core)
