"""SynthCL's synthesis: CEGIS whose counterexamples are concrete inputs.

A refinement step with holes (`Problem.impl` runs sketches) is completed by a loop over a
growing list of examples, each a dimension tuple and concrete input arrays:

1. synthesis step: `solve` the sketch on every example at once (inputs concrete, only the
   holes and choices symbolic), which gives a candidate completion, or unsat: no
   completion agrees with the reference on these real inputs, so none is correct;
2. the candidate is printed as source and loaded, and run concretely against the
   reference on seeded random inputs (every dimension tuple of the synthesis bounds, a
   sample of the verification bounds at 32 bits): a run that fails or differs is the
   next example (no solver call);
3. if every test passes, `verify_problem` checks the candidate at the synthesis bounds,
   then at 32 bits on the verification bounds; its counterexamples are replayed
   concretely, so they too are real inputs. (A 32-bit example is run at 32 bits by
   later synthesis steps: a completion that holds only thanks to 8-bit wrap-around is
   refined, not reported.)

Why not the generic `stamen.synthesize` (which instantiates the whole query's formula
with the solver's counterexamples): its verification step asks the solver for inputs that
tell a wrong candidate apart, and on the Sobel filter that query mixes bit-vectors,
nonlinear real products of converted ints, `to_int` and the uninterpreted square root,
which z3 did not answer in 120 s (a random image tells such a candidate apart at once).
With concrete inputs the synthesis step is a bit-vector query over the holes alone.
The loop is sound: it answers "synthesized" only after the verifier's unsat, and "unsat"
only when real inputs rule out every completion.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from fractions import Fraction

import stamen as st
from stamen.langs.synthcl.queries import (
    Costs,
    Outcome,
    Problem,
    load_completed,
    replay_run,
    run_problem,
    timed,
    verify_problem,
)
from stamen.langs.synthcl.types import INT, bitwidth, current_width, int_type

__all__ = ["Example", "random_inputs", "synthesis_solver", "synthesize_problem"]

# The share of ones in random float inputs (the rest are zeros): see `random_inputs`.
SPARSE = 0.15


def synthesis_solver(problem: Problem) -> str:
    """Returns the synthesis step's solver when the caller names none. With concrete int
    inputs the query is over bit-vectors only, where z3's QF_BV solver (bit-blasting) was
    fastest (MM2_s: 3 s against 25 s for z3's default); with float inputs it has reals
    too, where z3's default was faster (FWT1_s: 2 s against 6 s)."""
    kinds = {kind for dims in problem.shapes for _, kind in problem.arrays(*dims)}
    return "z3:QF_BV" if kinds <= {INT} else "z3"


@dataclass(frozen=True)
class Example:
    """A concrete input of a refinement step: its dimensions, input arrays, and the width
    of `int` it is run at."""

    dims: tuple
    arrays: list = field(hash=False)
    width: int = 8


def random_inputs(problem: Problem, dims: tuple, rng: random.Random) -> list:
    """Returns concrete input arrays for `dims`: ints drawn from the whole range of the
    current width; floats 0 or, with probability `SPARSE`, 1. (Sparse data keep the
    synthesis step's real arithmetic small: FWT1_s's took 2 s of CPU with them, 13 s with
    integers drawn from -16..16; wrong candidates they miss give counterexamples later.)"""
    half = 2 ** (current_width() - 1)
    return [[int_type()(rng.randrange(-half, half)) if kind == INT
             else Fraction(int(rng.random() < SPARSE)) for _ in range(length)]
            for length, kind in problem.arrays(*dims)]


def _solve_examples(problem: Problem, examples: list, options: dict) -> st.Solution:
    """The synthesis step: holes and choices under which the sketch agrees with the
    reference (and fails no assertion) on every example, each run at its own width."""
    def run_all():
        for ex in examples:
            _run_example(problem, ex)
    return st.solve(run_all, **options)


def _run_example(problem: Problem, ex: Example) -> None:
    """Runs the step on an example at its width. (Not lifted: a `with` statement in lifted
    code is a region whose untracked changes, such as a kernel cache, would be refused.)"""
    with bitwidth(ex.width):
        run_problem(problem, ex.dims, ex.arrays)


def _load(problem: Problem, sol: st.Solution, sketches: tuple, complete) -> tuple:
    """Returns (the sources of the completed sketches, the implementation they make)."""
    sources = [sol.complete(fn) for fn in sketches]
    loaded = [load_completed(src, fn.__globals__, f"{problem.name}.{fn.__name__}")
              for src, fn in zip(sources, sketches, strict=False)]
    return sources, complete(*loaded)


def _sample(shapes: tuple, most: int) -> tuple:
    """Returns at most `most` of the dimension tuples, evenly spread, the last included."""
    if len(shapes) <= most:
        return shapes
    step = len(shapes) / most
    return tuple(shapes[min(len(shapes) - 1, round((k + 1) * step) - 1)] for k in range(most))


def _test(candidate: Problem, shapes: tuple, rng: random.Random, rounds: int,
          costs: Costs) -> Example | None:
    """Returns the first random input on which the candidate fails or differs from the
    reference (`rounds` inputs per dimension tuple of `shapes`), or None."""
    with bitwidth(candidate.width):
        for _ in range(rounds):
            for dims in shapes:
                arrays = random_inputs(candidate, dims, rng)
                if replay_run(candidate, dims, arrays, costs) is not None:
                    return Example(dims, arrays, candidate.width)
    return None


def _check(levels: list, rng: random.Random, tests: int, costs: Costs, options: dict):
    """Checks a candidate at each level (the same step at growing bounds): first by
    random tests (all of the first level's dimension tuples, a sample of the others'),
    then by `verify_problem`. Returns (an example it fails on, or None; the last
    verification's outcome, whose answer is "unknown" if the check could not decide)."""
    for k, level in enumerate(levels):
        shapes = level.shapes if k == 0 else _sample(level.shapes, 8)
        found = _test(level, shapes, rng, tests if k == 0 else 1, costs)
        if found is not None:
            return found, None
    checked = None
    for level in levels:
        checked = verify_problem(level, **options)
        costs.add(checked.costs)
        if checked.answer == "counterexample":
            return Example(checked.shape, checked.inputs, level.width), checked
        if checked.answer != "verified":
            return None, checked
    return None, checked


def synthesize_problem(problem: Problem, sketches: tuple, complete, verify_shapes: tuple, *,
                       seed: int = 0, tests: int = 4, max_iterations: int = 64,
                       **options) -> Outcome:
    """Completes `sketches` (the sketch functions `problem.impl` runs) so that the
    refinement holds on `problem`'s bounds and at 32 bits on `verify_shapes`, by CEGIS
    over concrete examples (see the module's docstring). `tests` random inputs per
    dimension tuple check each candidate before the solver does; `seed` makes them
    reproducible. `outcome.check` is the 32-bit verification of the completion."""
    def run() -> Outcome:
        costs = Costs()
        rng = random.Random(seed)
        solve_options = dict(options)
        solve_options.setdefault("solver", synthesis_solver(problem))
        with bitwidth(problem.width):
            examples = [Example(dims, random_inputs(problem, dims, rng), problem.width)
                        for dims in problem.shapes]
        for rounds in range(1, max_iterations + 1):
            sol = _solve_examples(problem, examples, solve_options)
            costs.add(sol.stats)
            if not sol.sat:
                return Outcome(sol.kind, sol, failure=sol.reason, costs=costs, rounds=rounds)
            sources, impl = _load(problem, sol, sketches, complete)
            levels = [replace(problem, impl=impl),
                      replace(problem, name=f"{problem.name} completion", impl=impl,
                              shapes=verify_shapes, width=32)]
            found, checked = _check(levels, rng, tests, costs, options)
            if found is None and checked.answer == "verified":
                return Outcome("synthesized", sol, sources=sources, check=checked,
                               costs=costs, rounds=rounds)
            if found is None:
                return Outcome("unknown", sol, failure=checked.failure, sources=sources,
                               check=checked, costs=costs, rounds=rounds)
            examples.append(found)
        return Outcome("unknown", None, failure=f"no completion after {max_iterations} "
                       f"candidates", costs=costs, rounds=max_iterations)
    return timed(run)
