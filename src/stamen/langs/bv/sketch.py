"""Component-based sketches (Gulwani et al., PLDI'11), their synthesis and their printing.

A program computes registers r0..: the inputs, then one register per
instruction. The sketch of a problem uses every component of its library
exactly once. Where each component sits, and where each of its operands comes
from, are unknown *locations*: small bit-vectors, with the inputs at
locations 0.., the constants next, and the instructions after them. A
location assignment is a program when the output locations are distinct and
every operand comes from an earlier location (so each operand is a choice
among the earlier registers and the constants).

Why locations and not one choice of op per line: a line that may hold any op
has to compute every op on every example, while here each component is
computed once per example and wired by equalities between locations. That is
what lets the larger problems (p19, p20) solve at all.

`synthesize_problem` is the exists-forall loop of the paper, written with
`stamen.IncrementalSolver` and `stamen.verify`: find locations that agree with
the reference on the examples so far (each example gets its own values for the
components' operands and results), check the program on all inputs, and add
the counterexample as an example. Each round's query goes to a fresh solver:
on these queries a fresh solver's preprocessing beats what an incremental one
keeps from earlier rounds (BENCHMARKS.md, issue 14). It searches at a narrow width first, and a
narrow program is kept only if it verifies at 32 bits.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

import stamen as st
from stamen.langs.bv.components import COMMUTATIVE, COMPONENTS, IDEMPOTENT_PAIR, width_of
from stamen.langs.bv.problems import WIDTH, Problem

__all__ = ["Program", "Sketch", "SynthesisResult", "default_solver", "run_program",
           "synthesize_problem"]


@dataclass(frozen=True)
class Program:
    """A concrete straight-line program: instructions (component name, operands...),
    operands naming registers ("r3") or constants ("1", "0x55555555")."""

    problem: Problem
    instructions: tuple

    def __str__(self) -> str:
        inputs = ", ".join(f"r{i}" for i in range(self.problem.arity))
        lines = [f"def {self.problem.name}({inputs}):"]
        for i, (op, *operands) in enumerate(self.instructions):
            lines.append(f"    r{self.problem.arity + i} = {op}({', '.join(operands)})")
        lines.append(f"    return r{self.problem.arity + len(self.instructions) - 1}")
        return "\n".join(lines)


def _constant_names(problem: Problem) -> list[str]:
    return [f"{c.unsigned:#x}" if c.unsigned > 31 else str(c.unsigned)
            for c in problem.constants]


def run_program(program: Program, inputs: list):
    """Returns the result of running a concrete program on (possibly symbolic) inputs of
    any one width (constants are taken at that width)."""
    registers = list(inputs)
    constants = dict(zip(_constant_names(program.problem),
                         program.problem.constants_at(width_of(inputs[0])), strict=True))
    for op, *operands in program.instructions:
        values = [registers[int(o[1:])] if o.startswith("r") else constants[o]
                  for o in operands]
        registers.append(COMPONENTS[op](*values))
    return registers[-1]


class Sketch:
    """The location variables of a problem's sketch: for each component, where its result
    goes and where each operand comes from."""

    def __init__(self, problem: Problem):
        self.problem = problem
        self.components = [COMPONENTS[name] for name in problem.components]
        self.first = problem.arity + len(problem.constants)  # first instruction location
        self.last = self.first + len(self.components) - 1  # the result's location
        loc = st.BitVec(max(1, self.last.bit_length()))
        self.out = [st.symbolic(f"{problem.name}.c{k}.loc", loc)
                    for k in range(len(self.components))]
        self.operands = [[st.symbolic(f"{problem.name}.c{k}.arg{j}.loc", loc)
                          for j in range(c.arity)] for k, c in enumerate(self.components)]

    def locations(self) -> list:
        """Returns every location variable (results first, then operands)."""
        return [*self.out, *(o for operands in self.operands for o in operands)]

    def well_formed(self) -> list:
        """Returns the constraints saying the locations describe a program: distinct result
        locations after the inputs and constants, operands from earlier locations; with
        symmetries broken (equal components in order, operands of commutative components in
        order)."""
        formulas = []
        for k, out in enumerate(self.out):
            formulas += [st.ule(self.first, out), st.ule(out, self.last)]
            for j, other in enumerate(self.out[:k]):
                same = self.components[j].name == self.components[k].name
                formulas.append(st.ult(other, out) if same else other != out)
            formulas += [st.ult(operand, out) for operand in self.operands[k]]
            if self.components[k].name in COMMUTATIVE:
                formulas.append(st.ule(self.operands[k][0], self.operands[k][1]))
        return formulas

    def assert_well_formed(self) -> None:
        """Asserts `well_formed()` on the current path."""
        for formula in self.well_formed():
            st.assert_(formula)

    def hints(self) -> list:
        """Returns constraints that hold of the programs worth finding but are not part of
        the sketch's meaning: every instruction's result is read by another instruction or
        is the program's result (no dead code); no instruction works on constants only
        (it could be folded); none applies a component that gives its operand or a constant
        on equal operands (x & x, x - x) to equal operands. The search tries them first and
        drops them when they make the query unsat (see `_search`)."""
        formulas = [st.or_(out == self.last,
                           *(operand == out for d, operands in enumerate(self.operands)
                             if d != k for operand in operands))
                    for k, out in enumerate(self.out)]
        arity = self.problem.arity
        for k, operands in enumerate(self.operands):
            formulas.append(st.or_(*(st.ult(o, arity) for o in operands),
                                   *(st.ule(self.first, o) for o in operands)))
            if self.components[k].name in IDEMPOTENT_PAIR:
                formulas.append(operands[0] != operands[1])
        return formulas

    def example(self, inputs: list, tag: str) -> list:
        """Returns the constraints saying the program computes the reference's result on
        `inputs`, with fresh values (named by `tag`) for every component's operands and
        result on them."""
        problem = self.problem
        fixed = list(inputs) + list(problem.constants_at(width_of(inputs[0])))
        sort = st.BitVec(width_of(inputs[0]))
        results = [st.symbolic(f"{tag}.c{k}", sort) for k in range(len(self.components))]
        expected = problem.reference(*inputs)
        formulas = []
        for k, component in enumerate(self.components):
            args = []
            for j, location in enumerate(self.operands[k]):
                arg = st.symbolic(f"{tag}.c{k}.arg{j}", sort)
                formulas += [st.implies(location == at, arg == value)
                             for at, value in enumerate(fixed)]
                formulas += [st.implies(location == out, arg == results[d])
                             for d, out in enumerate(self.out) if d != k]
                args.append(arg)
            formulas.append(results[k] == component(*args))
            formulas.append(st.implies(self.out[k] == self.last, results[k] == expected))
        return formulas

    def assert_example(self, inputs: list, tag: str) -> None:
        """Asserts `example(inputs, tag)` on the current path."""
        for formula in self.example(inputs, tag):
            st.assert_(formula)

    def complete(self, solution: st.Solution | dict) -> Program:
        """Returns the concrete program the locations describe in `solution` (a Solution, or
        a model {location: value} of every location)."""
        def where(location) -> int:
            value = solution[location] if isinstance(solution, dict) else \
                solution.evaluate(location)
            return value.unsigned

        order = sorted(range(len(self.components)), key=lambda k: where(self.out[k]))
        names = [f"r{i}" for i in range(self.problem.arity)] + _constant_names(self.problem)
        names += [f"r{self.problem.arity + n}" for n in range(len(order))]
        register = {where(self.out[k]): names[self.first + n] for n, k in enumerate(order)}
        return Program(self.problem, tuple(
            (self.components[k].name,
             *(names[at] if at < self.first else register[at]
               for at in map(where, self.operands[k])))
            for k in order))


@dataclass
class SynthesisResult:
    """The outcome of one problem: the answer, the program (if any), statistics, seconds,
    and the widths searched."""

    problem: Problem
    answer: str
    program: Program | None
    stats: st.Stats
    seconds: float
    widths: tuple = ()

    @property
    def verified(self) -> bool:
        """Whether the program was checked on all 32-bit inputs (every synthesized one is)."""
        return self.answer == "synthesized"


def _inputs(problem: Problem, width: int) -> list:
    sort = st.BitVec(width)
    return [st.symbolic(f"{problem.name}.x{i}.w{width}", sort) for i in range(problem.arity)]


def _first_example(problem: Problem, width: int) -> list[list]:
    """Returns one fixed pseudo-random input (none if it misses the precondition): the loop
    needs a first example, and counterexamples bring the rest."""
    rng = random.Random(problem.name)
    sort = st.BitVec(width)
    example = [sort(rng.getrandbits(width)) for _ in range(problem.arity)]
    return [example] if problem.requires(*example) is True else []


def _counterexample(program: Program, inputs: list, stats: st.Stats, **options):
    """Returns the verify answer for `program` against the reference on `inputs`."""
    problem = program.problem
    answer = st.verify(lambda: (st.assume(problem.requires(*inputs)),
                                st.assert_(run_program(program, inputs)
                                           == problem.reference(*inputs))), **options)
    stats.add(answer.stats)
    return answer


class _Clock:
    """A problem's time budget: each solver call gets at most what is left of it."""

    def __init__(self, budget: float | None):
        self.deadline = None if budget is None else time.perf_counter() + budget

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def limit(self, options: dict) -> dict:
        """Returns the solver options with the timeout cut to the time left."""
        if self.deadline is None:
            return options
        left = max(0.001, self.deadline - time.perf_counter())
        timeout = options.get("timeout")
        return {**options, "timeout": left if timeout is None else min(timeout, left)}


def _exists_forall(sketch: Sketch, width: int, stats: st.Stats, clock: _Clock, **options):
    """Returns a program correct at `width`, or the answer ("unsat"/"unknown") of the
    search for one.

    Each round's synthesis query is the well-formedness constraints and every example's
    constraints so far, sent to a fresh solver (`_search`): a counterexample adds its own
    constraints to the next round's."""
    problem = sketch.problem
    inputs = _inputs(problem, width)
    examples = _first_example(problem, width)
    formulas = sketch.well_formed()
    hint = st.and_(*sketch.hints())
    for n, example in enumerate(examples):
        formulas += sketch.example(example, f"{problem.name}.w{width}.e{n}")
    while True:
        if clock.out_of_time():
            return "unknown"
        answer = _search(sketch, formulas, hint, stats, clock, options)
        if isinstance(answer, str):
            return answer
        program = answer
        cex = _counterexample(program, inputs, stats, **clock.limit(options))
        if cex.unsat:
            return program
        if not cex.sat:
            return "unknown"
        example = [cex.evaluate(x) for x in inputs]
        if example in examples:
            raise st.InternalError(
                f"bv {problem.name}: counterexample {example} was already an example")
        formulas += sketch.example(example, f"{problem.name}.w{width}.e{len(examples)}")
        examples.append(example)


def _search(sketch: Sketch, formulas: list, hint, stats: st.Stats, clock: _Clock,
            options: dict):
    """Returns the program of a model of `formulas` (locations agreeing with every
    example), or "unsat" or "unknown": the locations are searched first under `hint` (no
    dead code), which prunes most wrong candidates; only an unsat answer under the hint
    leads to the full search, so the hint never turns a sketch with a solution into
    "unsat". Each check gets a fresh solver with the hint asserted, not assumed: solvers
    preprocess assertions of a fresh query fully (z3's QF_BV solver found p20 in 11 CPU s
    this way against 39 s for one incremental solver with the hint as an assumption,
    BENCHMARKS.md)."""
    started = time.perf_counter()
    profile = options.get("solver_profile") or st.config().solver_profile
    try:
        for extra in ([hint], []):
            with st.IncrementalSolver(options["solver"], profile=profile) as synth:
                synth.add(*formulas, *extra)
                answer = synth.check(timeout=clock.limit(options).get("timeout"))
                if answer == "sat":
                    return sketch.complete(synth.model(sketch.locations()))
                if answer != "unsat":
                    return answer
        return "unsat"
    finally:
        stats.solve_seconds += time.perf_counter() - started


def default_solver() -> str:
    """Returns bv's solver, z3's QF_BV solver: with a fresh solver per round it found the
    bench's p20 in 11 CPU s, bitwuzla in 16; over three other first examples they took
    9-38 and 11-26 CPU s, and p1-p19 cost the same on both (BENCHMARKS.md, issue 14)."""
    return "z3:QF_BV"


def synthesize_problem(problem: Problem, *, budget: float | None = None,
                       **options) -> SynthesisResult:
    """Returns the synthesis result of one problem: its sketch completed at the narrowest
    width whose program is correct on all 32-bit inputs. `budget` bounds the seconds spent
    on the problem (the answer is "unknown" when it runs out); `options` go to every solver
    call (e.g. `timeout=` seconds per call, `solver=`, by default `default_solver()`)."""
    if options.get("solver") is None:
        options["solver"] = default_solver()
    start = time.perf_counter()
    clock = _Clock(budget)
    stats = st.Stats()
    sketch = Sketch(problem)
    answer, searched = "unsat", []
    for width in problem.widths():
        searched.append(width)
        found = _exists_forall(sketch, width, stats, clock, **options)
        if isinstance(found, str):
            answer = found
            continue  # a narrow search may fail where the 32-bit one succeeds
        if width == WIDTH or _counterexample(found, _inputs(problem, WIDTH), stats,
                                             **clock.limit(options)).unsat:
            return SynthesisResult(problem, "synthesized", found, stats,
                                   time.perf_counter() - start, tuple(searched))
    return SynthesisResult(problem, answer, None, stats, time.perf_counter() - start,
                           tuple(searched))
