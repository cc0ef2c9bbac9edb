"""The four tools a bvmax programmer gets from the interpreter alone: run, verify against a
reference, debug a failing input, synthesize the holes of a sketch."""

from __future__ import annotations

import stamen as st
from stamen.langs.bvmax.interpreter import BV32, interpret
from stamen.langs.bvmax.syntax import HOLE, Program, parse

__all__ = ["run", "reference_max", "verify_program", "debug_program", "synthesize_program",
           "fill"]


@st.lifted
def reference_max(a, b):
    """Python's max on signed 32-bit values: the specification."""
    return max(a, b)


def run(program: Program, *inputs: int):
    """Returns the program's output on concrete inputs, as a signed int."""
    return interpret(program, [BV32(v) for v in inputs]).signed


def _inputs(program: Program):
    return [st.symbolic(f"n{i}", BV32) for i in range(program.arity)]


def verify_program(program: Program, reference=reference_max):
    """Returns (counterexample inputs as ints, or None) and the Solution; None does not mean
    verified by itself: `sol.unsat` is verified, `sol.unknown` that the solver gave up."""
    inputs = _inputs(program)
    sol = st.verify(lambda: st.assert_(interpret(program, inputs) == reference(*inputs)))
    if not sol.sat:
        return None, sol
    return [sol.evaluate(x).signed for x in inputs], sol


def debug_program(program: Program, inputs: list[int], reference=reference_max):
    """Returns the minimal core of instructions to blame on the failing `inputs`."""
    concrete = [BV32(v) for v in inputs]
    return st.debug(
        lambda: st.assert_(interpret(program, concrete) == reference(*concrete)),
        relax=BV32, lifted_returns=False)


def synthesize_program(sketch: Program, reference=reference_max):
    """Returns (the completed Program, or None: see `sol.unsat` / `sol.unknown`) and the
    Solution."""
    inputs = _inputs(sketch)
    sol = st.synthesize(forall=inputs,
                        guarantee=lambda: st.assert_(interpret(sketch, inputs)
                                                     == reference(*inputs)))
    if not sol.sat:
        return None, sol
    return fill(sketch, sol), sol


def fill(sketch: Program, sol) -> Program:
    """Returns the sketch with each hole replaced by the register the solution chose."""
    import stamen.langs.bvmax.interpreter as interp

    site_file = interp.__file__
    filled = []
    for k, ins in enumerate(sketch.instructions):
        inputs = []
        for j, r in enumerate(ins.inputs):
            if r is not HOLE:
                inputs.append(r)
                continue
            inputs.append(sol.chosen((k, j), where=site_file))
        filled.append(ins.text(tuple(inputs)))
    params = ", ".join(f"r{i}" for i in range(sketch.arity))
    body = "".join(f"    {line}\n" for line in filled)
    return parse(f"def {sketch.name}({params}):\n{body}    return r{sketch.result}\n",
                 filename=f"<synthesized {sketch.name}>")

