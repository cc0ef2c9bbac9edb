"""bv: loop-free bit-vector programs (Gulwani et al., PLDI'11): the 25 Hacker's Delight
problems, each a reference function and a component library; a sketch uses every component
once, wired by unknown locations, and is completed by an exists-forall loop over
`stamen.IncrementalSolver` and `stamen.verify`. See `sketch.synthesize_problem` and
`bench.suite`."""

from stamen.langs.bv.bench import REQUIRED, suite
from stamen.langs.bv.components import BV32, COMPONENTS, Component
from stamen.langs.bv.problems import PROBLEMS, Problem
from stamen.langs.bv.sketch import Program, Sketch, SynthesisResult, run_program, synthesize_problem

__all__ = [
    "BV32", "COMPONENTS", "Component", "PROBLEMS", "Problem", "Program", "Sketch",
    "REQUIRED", "SynthesisResult", "run_program", "suite", "synthesize_problem",
]
