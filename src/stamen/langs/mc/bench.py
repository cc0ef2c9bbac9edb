"""The paper's section 7 experiment on MC (`stamen bench analysis`): a faithful symbolic
evaluator against a SAGE-style unfaithful one, both obtained from MC's one interpreter.

The faithful evaluator is MC's interpreter on stamen's values (`symbolic_eval` over the
standard core). The unfaithful one reinterprets the same interpreter with `Concolic`, a
core that, as SAGE does, uses the concrete value of the test's run where a memory address
is symbolic (a symbolic dereference) and where a non-linear operator (xor, both operands
symbolic) meets symbolic operands, without adding a constraint for it.

For random programs and random test inputs (seeded), each test is run concretely; its
path constraint φ is built by the Fig. 7 algorithm (symbolic evaluation of each executed
instruction, conjoining F̄[EIP = next]U at each branch); then, as SAGE's generational
search does, each branch is negated in turn: a model of φ_<j ∧ ¬b_j is a new input, run
concretely, and the test *diverges* when that run does not follow the prefix and take the
other side of branch j. Reported per evaluator: |φ| (non-trivial conjuncts), divergence
rate, symbolic-evaluation and solver seconds (CPU time of the process: z3 runs
in-process, and CPU time is steadier than wall-clock on a shared machine). The faithful
evaluator must never diverge.
"""

from __future__ import annotations

import dataclasses
import random
import time

import stamen as st
from stamen.analysis import Update, pre_state, symbolic_eval
from stamen.langs.mc.interpreter import BV32, FAITHFUL, MEMORY, Core, Path, Program, State
from stamen.langs.mc.syntax import Cmp, DirectReg, Immediate, Indirect, Jz, Mov, Xor

__all__ = ["Concolic", "random_program", "random_input", "path_constraint", "experiment",
           "suite"]

FRAME = 0x400          # EBP, concrete in every run (as a real stack pointer is)
SLOTS = tuple(range(-4, -36, -4))  # eight words of the frame


class Concolic(Core):
    """SAGE's unfaithful core: concrete values (the test input's) for symbolic addresses
    and for xor of two symbolic operands; everything else as the standard core."""

    def __init__(self, model: dict):
        self.model = model
        self.concretised = 0

    def _concrete(self, value):
        self.concretised += 1
        return st.substitute(value, self.model)

    def load(self, mem, address):
        if st.is_symbolic(address):
            address = self._concrete(address)
        return mem[address]

    def store(self, mem, address, value):
        if st.is_symbolic(address):
            address = self._concrete(address)
        return st.store(mem, address, value)

    def xor(self, a, b):
        if st.is_symbolic(a) and st.is_symbolic(b):
            return self._concrete(a ^ b)
        return a ^ b


def random_program(rng: random.Random, size: int) -> Program:
    """Returns a random MC program of `size` instructions whose jumps go forward."""
    def slot():
        return Indirect("EBP", rng.choice(SLOTS))

    def reg():
        return DirectReg(rng.choice(("EAX", "EBX")))

    code = []
    for k in range(size):
        kind = rng.random()
        if kind < 0.2:
            code.append(Mov(reg(), slot()))
        elif kind < 0.35:
            code.append(Mov(reg(), Indirect("EAX", rng.choice((0, 4)))))
        elif kind < 0.45:
            code.append(Mov(slot(), reg()))
        elif kind < 0.5:
            code.append(Mov(Indirect("EAX", 0), DirectReg("EBX")))
        elif kind < 0.65:
            code.append(Xor(reg(), rng.choice((slot(), reg()))))
        elif kind < 0.8:
            code.append(Cmp(reg(), rng.choice((slot(), Immediate(rng.randrange(4))))))
        else:
            target = min(size, k + rng.randint(2, 5))
            code.append(Jz(Immediate(4 * target)))
    return Program(tuple(code))


def random_input(rng: random.Random) -> dict:
    """Returns a random test input: the frame's words and EAX, EBX (small numbers, or
    addresses of frame words, so that loads through EAX alias the frame)."""
    def value():
        return rng.choice((rng.randrange(4), FRAME + rng.choice(SLOTS)))

    mem = st.ArrayValue(MEMORY, BV32(0), {BV32(FRAME + s): BV32(value()) for s in SLOTS})
    return {"mem": mem, "EAX": BV32(value()), "EBX": BV32(value())}


def _start() -> State:
    """The symbolic start state: memory, EAX and EBX are the inputs."""
    return dataclasses.replace(pre_state(State), EBP=BV32(FRAME), EIP=BV32(0), ZF=False)


def _concrete_state(inputs: dict) -> State:
    return State(inputs["mem"], inputs["EAX"], inputs["EBX"], BV32(FRAME), BV32(0), False)


def path_constraint(program: Program, trace: list[int], core: Core) -> list:
    """Returns the branch conditions of the path `trace` (Fig. 7): at each executed JZ,
    F̄[EIP = next address]U, U the transformer of the path so far. After a branch, U's EIP
    is the address the path goes to, which every state satisfying the condition has."""
    code = program.code()
    u = Update.of_state(_start())
    conditions = []
    for k, address in enumerate(trace):
        instruction = code[BV32(address)]
        u = symbolic_eval(Path((instruction,), core).step, u)
        if isinstance(instruction, Jz):
            following = trace[k + 1] if k + 1 < len(trace) else program.end
            conditions.append((k, u.apply(st.symbolic("EIP", BV32) == following)))
            u = Update(u.vocabulary, {**u.post, "EIP": BV32(following)}, u.assumes, u.asserts)
    return conditions


def _model_input(sol, vocab) -> dict:
    return {name: sol.evaluate(vocab.constants[name]) for name in ("mem", "EAX", "EBX")}


def _follows(trace: list[int], new: list[int], k: int) -> bool:
    """Whether `new` follows trace[:k+1] and then leaves it at k (the other side)."""
    if new[:k + 1] != trace[:k + 1]:
        return False
    old_next = trace[k + 1] if k + 1 < len(trace) else None
    new_next = new[k + 1] if k + 1 < len(new) else None
    return new_next != old_next


def _test(program: Program, inputs: dict, faithful: bool, tally: dict) -> None:
    """Runs one test: its path constraint and one query per branch; adds to `tally`."""
    trace, _ = program.trace(_concrete_state(inputs))
    model = {st.symbolic(n, s): inputs[n] for n, s in
             (("mem", MEMORY), ("EAX", BV32), ("EBX", BV32))}
    core = FAITHFUL if faithful else Concolic(model)
    start = time.process_time()
    conditions = path_constraint(program, trace, core)
    tally["se_seconds"] += time.process_time() - start
    tally["tests"] += 1
    tally["instructions"] += len(trace)
    tally["branches"] += len(conditions)
    tally["constraints"] += sum(1 for _, c in conditions if c is not True)
    vocab = Update.identity(State).vocabulary
    for j, (k, condition) in enumerate(conditions):
        prefix = [c for _, c in conditions[:j]]
        formula = st.and_(*prefix, st.not_(condition))
        if formula is False:
            continue
        start = time.process_time()
        sol = st.solve(formula)
        tally["smt_seconds"] += time.process_time() - start
        if not sol.sat:
            tally["unsat" if sol.unsat else "unknown"] += 1
            continue
        tally["sat"] += 1
        new_trace, _ = program.trace(_concrete_state(_model_input(sol, vocab)))
        if not _follows(trace, new_trace, k):
            tally["diverged"] += 1


def experiment(programs: int, size: int, tests: int, seed: int = 1) -> dict[str, dict]:
    """Returns, for each evaluator ("faithful", "unfaithful"), the totals over `programs`
    random programs of `size` instructions with `tests` random inputs each."""
    keys = ("tests", "instructions", "branches", "constraints", "sat", "unsat", "unknown",
            "diverged", "se_seconds", "smt_seconds")
    totals = {kind: dict.fromkeys(keys, 0) for kind in ("faithful", "unfaithful")}
    rng = random.Random(seed)
    for _ in range(programs):
        program = random_program(rng, size)
        inputs = [random_input(rng) for _ in range(tests)]
        for kind in totals:
            for test_input in inputs:
                _test(program, test_input, kind == "faithful", totals[kind])
    return totals


def _row(kind: str, tally: dict, programs: int, size: int) -> dict:
    tests = max(tally["tests"], 1)
    rate = tally["diverged"] / tally["sat"] if tally["sat"] else 0.0
    ok = tally["diverged"] == 0 if kind == "faithful" else True
    answer = (f"{100 * rate:.0f}% divergence ({tally['diverged']}/{tally['sat']}), "
              f"|φ| {tally['constraints'] / tests:.1f}")
    return {"name": f"section7_{kind}", "answer": answer, "ok": ok and tally["unknown"] == 0,
            "eval_seconds": tally["se_seconds"], "solve_seconds": tally["smt_seconds"],
            "programs": programs, "size": size, "tests": tally["tests"],
            "trace_instructions": tally["instructions"] / tests,
            "branches": tally["branches"] / tests,
            "constraints": tally["constraints"] / tests,
            "divergence_rate": rate, "sat_queries": tally["sat"],
            "unsat_queries": tally["unsat"], "unknown_queries": tally["unknown"]}


def suite(quick: bool = False) -> list[dict]:
    """Returns the rows of the section 7 experiment: 6 programs of 30 instructions with 3
    tests each (quick), or 30 programs of 60 instructions with 5 tests each (seed 3)."""
    programs, size, tests = (6, 30, 3) if quick else (30, 60, 5)
    totals = experiment(programs, size, tests, seed=3)
    rows = [_row(kind, tally, programs, size) for kind, tally in totals.items()]
    f, u = totals["faithful"], totals["unfaithful"]
    ratio = f["constraints"] / u["constraints"] if u["constraints"] else float("inf")
    speed = f["se_seconds"] / u["se_seconds"] if u["se_seconds"] else float("inf")
    rows.append({"name": "section7_ratio", "ok": True,
                 "answer": f"faithful/unfaithful: {ratio:.1f}x constraints, "
                           f"{speed:.2f}x evaluation time"})
    return rows
