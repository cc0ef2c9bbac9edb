"""The bvmax interpreter: a short lifted Python function over 32-bit registers.

Each instruction's result is a relaxation point tagged with the instruction's
source, so `debug` blames instructions; a hole operand is a `choose` over the
registers defined before it.
"""

from __future__ import annotations

import stamen as st
from stamen.langs.bvmax.syntax import HOLE, Program

__all__ = ["BV32", "OPS", "interpret", "operand"]

BV32 = st.BitVec(32)

OPS = {
    "bvge": lambda a, b: st.ite(a >= b, BV32(1), BV32(0)),
    "bvneg": lambda a: -a,
    "bvnot": lambda a: ~a,
    "bvxor": lambda a, b: a ^ b,
    "bvand": lambda a, b: a & b,
    "bvor": lambda a, b: a | b,
    "bvadd": lambda a, b: a + b,
    "bvsub": lambda a, b: a - b,
    "bvmul": lambda a, b: a * b,
}


def operand(regs: list, register, k: int, j: int):
    """Returns the value of operand j of instruction k (a choice if it is a hole)."""
    if register is HOLE:
        return st.choose(*regs, key=(k, j))
    return regs[register]


@st.lifted
def interpret(program: Program, inputs: list):
    """Returns the value of the program's result register on the given inputs."""
    regs = [BV32(v) if isinstance(v, int) else v for v in inputs]
    for k, ins in enumerate(program.instructions):
        args = [operand(regs, r, k, j) for j, r in enumerate(ins.inputs)]
        value = st.relaxable(OPS[ins.opcode](*args), ins.origin)
        while len(regs) <= ins.out:
            regs.append(BV32(0))
        regs[ins.out] = value
    return regs[program.result]
