"""The IFC benchmarks: the ten buggy machines of the PLDI'14 paper's Table 3 (each must yield
a counterexample at its bound) and the correct basic and jump machines (each must verify)."""

from __future__ import annotations

from dataclasses import dataclass

from stamen.langs.ifc.eeni import verify_eeni
from stamen.langs.ifc.instructions import (
    Add,
    AddStar,
    Call,
    CallStarB,
    Halt,
    Jump,
    JumpStarAB,
    JumpStarB,
    Load,
    LoadStar,
    Noop,
    Pop,
    Push,
    Return,
    ReturnStarAB,
    ReturnStarB,
    Store,
    StoreCR,
    StoreStarAB,
    StoreStarB,
)
from stamen.langs.ifc.machine import halted, halted_low
from stamen.langs.report import bench_row

__all__ = ["BENCHMARKS", "Benchmark", "run_benchmark", "scaling", "suite"]

_BASE = [Halt, Noop, Push, Pop]
BASIC = [*_BASE, Add, Load, Store]
JUMP = [*BASIC, Jump]


@dataclass(frozen=True)
class Benchmark:
    """An EENI query: a machine's instruction set, the program length k (also the number of
    steps), which final machines count, the expected answer, and a small bound for CI."""

    name: str
    instructions: tuple
    bound: int
    end: object
    expected: str
    quick_bound: int


def _bench(name, instructions, bound, end, expected, quick_bound=None):
    return Benchmark(name, tuple(instructions), bound, end, expected, quick_bound or bound)


BENCHMARKS = [
    _bench("B1_v", [*_BASE, AddStar, LoadStar, StoreStarAB], 3, halted, "counterexample"),
    _bench("B2_v", [*_BASE, AddStar, LoadStar, StoreStarB], 3, halted, "counterexample"),
    _bench("B3_v", [*_BASE, AddStar, LoadStar, Store], 5, halted, "counterexample"),
    _bench("B4_v", [*_BASE, Add, LoadStar, Store], 7, halted, "counterexample"),
    _bench("J1_v", [*BASIC, JumpStarAB], 6, halted, "counterexample", 4),
    _bench("J2_v", [*BASIC, JumpStarB], 4, halted, "counterexample"),
    _bench("CR1_v", [*BASIC, CallStarB, ReturnStarAB], 7, halted_low, "counterexample"),
    _bench("CR2_v", [*_BASE, Add, Load, StoreCR, CallStarB, ReturnStarAB], 8, halted_low,
           "counterexample"),
    _bench("CR3_v", [*_BASE, Add, Load, StoreCR, CallStarB, ReturnStarB], 8, halted_low,
           "counterexample"),
    _bench("CR4_v", [*_BASE, Add, Load, StoreCR, Call, Return], 10, halted_low,
           "counterexample"),
    _bench("basic_7_v", BASIC, 7, halted, "verified", 4),
    _bench("basic_8_v", BASIC, 8, halted, "verified", 4),
    _bench("jump_7_v", JUMP, 7, halted, "verified", 3),
    _bench("jump_8_v", JUMP, 8, halted, "verified", 3),
]

# Rows whose paper bound is small enough for the quick (CI) suite.
_QUICK = ("B1_v", "B2_v", "B3_v", "J2_v", "basic_7_v", "jump_7_v")


def run_benchmark(benchmark: Benchmark, *, quick: bool = False, **options) -> dict:
    """Returns the row of one benchmark (at its quick bound if `quick`)."""
    bound = benchmark.quick_bound if quick else benchmark.bound
    result = verify_eeni(list(benchmark.instructions), bound, benchmark.end, **options)
    return bench_row(benchmark.name, result.answer, result.answer == benchmark.expected,
                     result.solution.stats, bound=bound,
                     instructions=len(benchmark.instructions),
                     witness=str(result.witness) if result.witness else None)


def suite(quick: bool = False, **options) -> list[dict]:
    """Returns the rows of the IFC suite: quick=True runs a few rows at small bounds (a few
    seconds); quick=False runs every row at the paper's bounds."""
    chosen = [b for b in BENCHMARKS if not quick or b.name in _QUICK]
    return [run_benchmark(b, quick=quick, **options) for b in chosen]


def scaling(bounds: list[int], **options) -> list[dict]:
    """Returns a row per bound for the first basic-bug machine (B1) at that bound: the data
    of the paper's Fig. 10 (sum of union sizes against control-flow joins)."""
    b1 = BENCHMARKS[0]
    rows = []
    for bound in bounds:
        result = verify_eeni(list(b1.instructions), bound, b1.end, **options)
        rows.append(bench_row(f"B1_bound_{bound}", result.answer,
                              result.answer == b1.expected or bound < 3,
                              result.solution.stats, bound=bound))
    return rows
