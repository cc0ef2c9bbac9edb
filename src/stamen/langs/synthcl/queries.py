"""SynthCL's queries: a refinement step checked against its reference.

A `Problem` names an implementation and its reference, both host procedures taking input
arrays and their dimensions, and the finitization bounds: the set of dimensions (the
paper's Table 1) and the width of `int`. Its inputs are arrays of fresh symbolic numbers,
one set per dimension tuple, and its correctness condition is Rosette's `check`: the two
outputs agree at every index, for every input and every dimension tuple (and no access
is out of bounds or conflicting).

- `verify_problem`: verified (unsat), or a counterexample that is replayed: the inputs
  it gives are run concretely through both programs, and must make one of them fail or
  their outputs differ; one that does not is reported as unknown, never as a verdict.
- `load_completed` loads the printed source of a completed sketch; `synthesis` completes
  sketches by CEGIS over concrete inputs found by `replay_run` and `verify_problem`.
"""

from __future__ import annotations

import linecache
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import stamen as st
from stamen.langs.synthcl.memory import host_array
from stamen.langs.synthcl.types import FLOAT, INT, bitwidth, int_type

__all__ = ["Costs", "Problem", "Outcome", "check", "load_completed", "replay_run", "run_problem",
           "timed", "verify_problem"]


@dataclass(frozen=True)
class Problem:
    """A refinement step: `impl` against `ref` on every dimension tuple of `shapes`.

    `arrays(*dims)` gives the (length, kind) of each input array for those dimensions;
    `impl` and `ref` are called as f(*arrays, *dims) and return host memory of
    `output(*dims)` scalars."""

    name: str
    impl: Callable
    ref: Callable
    shapes: tuple
    arrays: Callable
    output: Callable
    width: int = 32


@dataclass
class Outcome:
    """What a query found: its answer ("verified", "counterexample", "synthesized",
    "unknown", "unsat"), the solution, and for the bench the costs and details."""

    answer: str
    solution: st.Solution | None = None
    shape: tuple | None = None          # the dimensions a counterexample fails at
    failure: str | None = None          # how the replayed counterexample fails
    inputs: list | None = None          # its concrete inputs
    sources: list[str] = field(default_factory=list)   # completed sketches
    check: Outcome | None = None        # the verification of the completed sketches
    wall: float = 0.0
    cpu: float = 0.0
    costs: object = None                # the queries' costs (Costs, or the one Stats)
    rounds: int = 0                     # synthesis: the candidates it took


def check(actual, expected, size: int) -> None:
    """Rosette SynthCL's check: the two arrays hold the same values at each index."""
    for i in range(size):
        st.assert_(actual[i] == expected[i], f"the outputs differ at index {i}")


def _fresh(kind: str):
    return st.fresh(int_type()) if kind == INT else st.fresh(st.Real)


def _inputs(problem: Problem) -> dict:
    """Returns fresh symbolic inputs: per dimension tuple, one list per input array."""
    return {dims: [[_fresh(kind) for _ in range(length)]
                   for length, kind in problem.arrays(*dims)]
            for dims in problem.shapes}


def run_problem(problem: Problem, dims: tuple, values: list) -> None:
    """Runs impl and ref on one dimension tuple and checks their outputs."""
    kinds = [kind for _, kind in problem.arrays(*dims)]
    pairs = list(zip(values, kinds, strict=True))
    actual = problem.impl(*(host_array(v, k, "input") for v, k in pairs), *dims)
    expected = problem.ref(*(host_array(v, k, "input") for v, k in pairs), *dims)
    check(actual, expected, problem.output(*dims))


def _thunk(problem: Problem, inputs: dict):
    def run_all():
        for dims, values in inputs.items():
            run_problem(problem, dims, values)
    return run_all


def _replay(problem: Problem, sol: st.Solution, inputs: dict) -> tuple | None:
    """Runs the counterexample concretely; returns (dims, concrete inputs, how it fails)
    for the first dimension tuple where it fails, or None if it fails nowhere."""
    for dims, values in inputs.items():
        concrete = [sol.evaluate(array) for array in values]
        how = replay_run(problem, dims, concrete)
        if how is not None:
            return dims, concrete, how
    return None


def replay_run(problem: Problem, dims: tuple, arrays: list, costs: Costs | None = None):
    """Runs impl and ref concretely on the input `arrays` of dimensions `dims`; returns how
    the run fails (an assertion's message: out of bounds, or the outputs differ), or None.
    The costs of the run are added to `costs` if given."""
    if any(st.is_symbolic(v) for array in arrays for v in array):
        raise st.InternalError("synthcl: a replayed input is not concrete")
    # The run is concrete: its verify query is sat exactly when it fails. (Run in a query
    # rather than caught here: stamen keeps state after a failure outside one.)
    run = st.verify(lambda: run_problem(problem, dims, arrays))
    if costs is not None:
        costs.add(run.stats)
    return run.failure.message if run.sat else None


def timed(run: Callable[[], Outcome]) -> Outcome:
    wall, cpu = time.perf_counter(), time.process_time()
    outcome = run()
    outcome.wall, outcome.cpu = time.perf_counter() - wall, time.process_time() - cpu
    return outcome


@dataclass
class Costs:
    """The costs of several queries added up, with the attributes of `stamen.Stats` that
    the bench reports (the columns of the paper's Table 4)."""

    joins: int = 0
    unions: int = 0
    union_sum: int = 0
    union_max: int = 0
    eval_seconds: float = 0.0
    solve_seconds: float = 0.0

    def add(self, stats) -> None:
        self.joins += stats.joins
        self.unions += stats.unions
        self.union_sum += stats.union_sum
        self.union_max = max(self.union_max, stats.union_max)
        self.eval_seconds += stats.eval_seconds
        self.solve_seconds += stats.solve_seconds


def verify_problem(problem: Problem, **options) -> Outcome:
    """Verifies the refinement step, one query per dimension tuple (smallest first, so a
    counterexample is found where it is cheapest); a counterexample is replayed before it
    is reported. The costs are those of all the queries made."""
    def run() -> Outcome:
        costs = Costs()
        with bitwidth(problem.width):
            for dims in problem.shapes:
                inputs = _inputs(replace(problem, shapes=(dims,)))
                sol = st.verify(_thunk(problem, inputs), **options)
                costs.add(sol.stats)
                if sol.unsat:
                    continue
                if not sol.sat:
                    return Outcome("unknown", sol, dims, sol.reason, costs=costs)
                found = _replay(problem, sol, inputs)
                if found is None:
                    return Outcome("unknown", sol, dims, "the counterexample does not replay "
                                   "concretely (it relies on the uninterpreted sqrt)",
                                   costs=costs)
                dims, concrete, how = found
                return Outcome("counterexample", sol, dims, how, concrete, costs=costs)
        return Outcome("verified", sol, costs=costs)
    return timed(run)


def load_completed(source: str, namespace: dict, label: str):
    """Executes the source of a completed sketch (one function definition, decorators
    included) in a copy of `namespace` and returns the function it defines. The source
    is registered with linecache, so @lifted can read it as it reads a file."""
    filename = f"<synthcl completion {label}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    scope = dict(namespace)
    before = set(scope)
    exec(compile(source, filename, "exec"), scope)  # noqa: S102 - the solver's completion
    names = [n for n in scope if n not in before or scope[n] is not namespace.get(n)]
    defined = [scope[n] for n in names if callable(scope[n]) and n != "__builtins__"]
    if len(defined) != 1:
        raise st.InvalidArgument(f"{label}: expected one function in the completion")
    return defined[0]


def float_arrays(*lengths: int) -> list:
    """The (length, FLOAT) of each input array."""
    return [(n, FLOAT) for n in lengths]


def int_arrays(*lengths: int) -> list:
    """The (length, INT) of each input array."""
    return [(n, INT) for n in lengths]
