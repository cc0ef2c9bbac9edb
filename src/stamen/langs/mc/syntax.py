"""The syntax of MC, the paper's idealized machine code (seed 001, section 3.3): four
32-bit registers (EAX, EBX, EBP, EIP), the flag ZF, and MOV, CMP, XOR and JZ over
operands `[reg + c]` (Indirect), `reg` (DirectReg) and constants (Immediate); every
instruction is 4 bytes long. A parser reads Intel-style text, one instruction per line
or `;`-separated, with labels:

    mov eax, [ebp-10]
    xor eax, [ebp-14]
    cmp [ebp-12], 5
    jz ERROR
    ERROR: mov ebx, 0
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from stamen.errors import InvalidArgument

__all__ = ["REGISTERS", "Indirect", "DirectReg", "Immediate", "Mov", "Cmp", "Xor", "Jz",
           "parse_instructions", "INSTRUCTION_SIZE"]

REGISTERS = ("EAX", "EBX", "EBP", "EIP")
INSTRUCTION_SIZE = 4


@dataclass(frozen=True)
class Indirect:
    """The memory word at register + offset: `[ebp-10]`."""
    reg: str
    offset: int = 0

    def __str__(self) -> str:
        sign = "-" if self.offset < 0 else "+"
        return f"[{self.reg.lower()}{sign}{abs(self.offset)}]" if self.offset else \
            f"[{self.reg.lower()}]"


@dataclass(frozen=True)
class DirectReg:
    reg: str

    def __str__(self) -> str:
        return self.reg.lower()


@dataclass(frozen=True)
class Immediate:
    value: int

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class Mov:
    dst: object
    src: object

    def __str__(self) -> str:
        return f"mov {self.dst}, {self.src}"


@dataclass(frozen=True)
class Cmp:
    left: object
    right: object

    def __str__(self) -> str:
        return f"cmp {self.left}, {self.right}"


@dataclass(frozen=True)
class Xor:
    dst: object
    src: object

    def __str__(self) -> str:
        return f"xor {self.dst}, {self.src}"


@dataclass(frozen=True)
class Jz:
    target: object

    def __str__(self) -> str:
        return f"jz {self.target}"


_OPERAND = re.compile(r"\[\s*(\w+)\s*(?:([+-])\s*(\d+))?\s*\]|(\w+)|(-?\d+)")


def _operand(text: str, labels: dict):
    text = text.strip()
    m = _OPERAND.fullmatch(text)
    if m is None:
        raise InvalidArgument(f"MC: cannot read the operand {text!r}")
    if m.group(1):
        reg = m.group(1).upper()
        if reg not in REGISTERS:
            raise InvalidArgument(f"MC: unknown register {m.group(1)!r}")
        offset = int(m.group(3) or 0) * (-1 if m.group(2) == "-" else 1)
        return Indirect(reg, offset)
    word = m.group(4) or m.group(5)
    if word.upper() in REGISTERS:
        return DirectReg(word.upper())
    if word in labels:
        return Immediate(labels[word])
    try:
        return Immediate(int(word, 0))
    except ValueError:
        raise InvalidArgument(f"MC: unknown label or operand {word!r}") from None


_ARITY = {"mov": (Mov, 2), "cmp": (Cmp, 2), "xor": (Xor, 2), "jz": (Jz, 1)}


def parse_instructions(text: str, base: int = 0) -> list:
    """Returns the instructions of MC text; the k-th is at address base + 4k (labels
    name such addresses)."""
    lines = [part.strip() for line in text.splitlines() for part in line.split(";")]
    lines = [line for line in lines if line]
    labels, bodies = {}, []
    for line in lines:
        while True:
            m = re.match(r"(\w+)\s*:(.*)", line)
            if m is None or m.group(1).lower() in _ARITY:
                break
            labels[m.group(1)] = base + INSTRUCTION_SIZE * len(bodies)
            line = m.group(2).strip()
        if line:
            bodies.append(line)
    out = []
    for line in bodies:
        mnemonic, _, rest = line.partition(" ")
        kind = _ARITY.get(mnemonic.lower())
        if kind is None:
            raise InvalidArgument(f"MC: unknown instruction {line!r}")
        cls, arity = kind
        operands = [_operand(t, labels) for t in rest.split(",")] if rest.strip() else []
        if len(operands) != arity:
            raise InvalidArgument(f"MC: {mnemonic} takes {arity} operand(s): {line!r}")
        if cls in (Mov, Xor) and isinstance(operands[0], Immediate):
            raise InvalidArgument(f"MC: the destination of {mnemonic} is a register or "
                                  f"memory: {line!r}")
        out.append(cls(*operands))
    return out
