"""MC: the idealized machine code of Lim, Lal and Reps (seed 001, section 3.3), written
once as a lifted interpreter over a semantic core; `stamen.analysis` gives its symbolic
evaluation, WLP and composition, and `bench` the paper's section 7 experiment (a faithful
evaluator against a SAGE-style unfaithful one).

    swap = mc.path("mov eax, [ebp-10]; xor eax, [ebp-14]; mov [ebp-10], eax; ...")
    symbolic_eval(swap.step)
"""

from stamen.langs.mc.interpreter import (
    BV32,
    FAITHFUL,
    MEMORY,
    Core,
    Path,
    Program,
    State,
    execute,
    path,
    program,
)
from stamen.langs.mc.syntax import (
    Cmp,
    DirectReg,
    Immediate,
    Indirect,
    Jz,
    Mov,
    Xor,
    parse_instructions,
)

__all__ = ["BV32", "FAITHFUL", "MEMORY", "Cmp", "Core", "DirectReg", "Immediate", "Indirect",
           "Jz", "Mov", "Path", "Program", "State", "Xor", "execute", "parse_instructions",
           "path", "program", "suite"]
from stamen.langs.mc.bench import suite  # noqa: E402 - the bench uses the names above
