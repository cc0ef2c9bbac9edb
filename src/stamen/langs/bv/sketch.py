"""Straight-line sketches over a component library, their synthesis and their printing.

A sketch of `length` instructions computes registers r0..: the inputs first,
then one register per instruction, `r = op(a, b)` with the op chosen among
the problem's components and each operand chosen among the inputs, the
earlier registers and the problem's constants. The program's result is its
last register. The op and each operand are `Choice`s (keyed `stamen.choose`).
`synthesize_problem` asks `stamen.synthesize` for choices that agree with the
reference on every input (CEGIS, seeded with a few fixed inputs), and checks
the completed program with `stamen.verify`.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

import stamen as st
from stamen.langs.bv.components import BV32, COMPONENTS
from stamen.langs.bv.problems import Problem
from stamen.langs.choice import Choice

__all__ = ["Program", "Sketch", "SynthesisResult", "run_program", "synthesize_problem"]


@dataclass(frozen=True)
class Program:
    """A concrete straight-line program: instructions (component name, operand a, operand b),
    operands naming registers ("r3") or constants."""

    problem: Problem
    instructions: tuple

    def __str__(self) -> str:
        inputs = ", ".join(f"r{i}" for i in range(self.problem.arity))
        lines = [f"def {self.problem.name}({inputs}):"]
        for i, (op, *operands) in enumerate(self.instructions):
            args = ", ".join(operands[: COMPONENTS[op].arity])
            lines.append(f"    r{self.problem.arity + i} = {op}({args})")
        lines.append(f"    return r{self.problem.arity + len(self.instructions) - 1}")
        return "\n".join(lines)


def _operand_names(problem: Problem, registers: int) -> list[str]:
    consts = [f"{c.unsigned:#x}" if c.unsigned > 31 else str(c.unsigned)
              for c in problem.constants]
    return [f"r{j}" for j in range(registers)] + consts


def run_program(program: Program, inputs: list):
    """Returns the result of running a concrete program on (possibly symbolic) inputs."""
    registers = list(inputs)
    names = _operand_names(program.problem, 0)
    for op, *operands in program.instructions:
        values = [registers[int(o[1:])] if o.startswith("r") else
                  program.problem.constants[names.index(o)] for o in operands]
        registers.append(COMPONENTS[op](*values))
    return registers[-1]


class Sketch:
    """The sketch of a problem: the choices of every instruction, and its symbolic result."""

    def __init__(self, problem: Problem):
        self.problem = problem
        self.ops = [COMPONENTS[name] for name in dict.fromkeys(problem.components)]
        self.choices: list[tuple[Choice, Choice, Choice]] = []
        for i in range(problem.length):
            pool = problem.arity + i + len(problem.constants)
            label = f"{problem.name}.r{problem.arity + i}"
            self.choices.append((Choice(len(self.ops), (label, "op")),
                                 Choice(pool, (label, "a")), Choice(pool, (label, "b"))))

    def run(self, inputs: list):
        """Returns the sketch's result on `inputs` (symbolic in the choices)."""
        registers = list(inputs)
        for op, a, b in self.choices:
            pool = registers + list(self.problem.constants)
            x, y = a.select(pool), b.select(pool)
            registers.append(op.select([component(x, y) for component in self.ops]))
        return registers[-1]

    def complete(self, solution: st.Solution) -> Program:
        """Returns the concrete program the solution's choices select."""
        instructions = []
        for i, (op, a, b) in enumerate(self.choices):
            names = _operand_names(self.problem, self.problem.arity + i)
            instructions.append((self.ops[solution.evaluate(op.index)].name,
                                 names[solution.evaluate(a.index)],
                                 names[solution.evaluate(b.index)]))
        return Program(self.problem, tuple(instructions))


@dataclass
class SynthesisResult:
    """The outcome of one problem: the answer, the program (if any), statistics, seconds."""

    problem: Problem
    answer: str
    program: Program | None
    verified: bool
    stats: st.Stats
    seconds: float


def _inputs(problem: Problem) -> list:
    return [st.symbolic(f"{problem.name}.x{i}", BV32) for i in range(problem.arity)]


def _samples(problem: Problem, count: int = 8) -> list[list]:
    """Returns fixed pseudo-random inputs: constraints on the unknowns alone that seed the
    CEGIS loop with informative examples (it starts from the all-zero input)."""
    rng = random.Random(problem.name)
    edge = [0, 1, 0xFFFFFFFF, 0x80000000]
    return [[BV32(rng.choice(edge) if rng.random() < 0.25 else rng.getrandbits(32))
             for _ in range(problem.arity)] for _ in range(count)]


def synthesize_problem(problem: Problem, **options) -> SynthesisResult:
    """Returns the synthesis result of one problem: its sketch completed by CEGIS, then
    verified against the reference on all inputs."""
    start = time.perf_counter()
    inputs = _inputs(problem)
    sketch = Sketch(problem)

    def guarantee():
        for sample in _samples(problem):
            if problem.requires(*sample) is True:
                st.assert_(sketch.run(sample) == problem.reference(*sample))
        st.assert_(sketch.run(inputs) == problem.reference(*inputs))

    def assume():
        st.assume(problem.requires(*inputs))

    sol = st.synthesize(forall=inputs, guarantee=guarantee, assume=assume, **options)
    if not sol:
        answer = "unknown" if sol.unknown else "unsat"
        return SynthesisResult(problem, answer, None, False, sol.stats,
                               time.perf_counter() - start)
    program = sketch.complete(sol)
    check = st.verify(lambda: (st.assume(problem.requires(*inputs)),
                               st.assert_(run_program(program, inputs)
                                          == problem.reference(*inputs))))
    return SynthesisResult(problem, "synthesized", program, not check, sol.stats,
                           time.perf_counter() - start)
