"""bv: loop-free bit-vector programs (Gulwani et al., PLDI'11): the 25 Hacker's Delight
problems, each a reference function and a straight-line sketch over a component library,
completed by `stamen.synthesize`. See `sketch.synthesize_problem` and `bench.suite`."""

from stamen.langs.bv.bench import suite
from stamen.langs.bv.components import BV32, COMPONENTS, Component
from stamen.langs.bv.problems import PROBLEMS, Problem
from stamen.langs.bv.sketch import Program, Sketch, SynthesisResult, run_program, synthesize_problem

__all__ = [
    "BV32", "COMPONENTS", "Component", "PROBLEMS", "Problem", "Program", "Sketch",
    "SynthesisResult", "run_program", "suite", "synthesize_problem",
]
