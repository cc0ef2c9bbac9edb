"""The SynthCL benchmarks: the rows of the PLDI'14 paper's Table 4, at Table 1's bounds.

Each row is a refinement step checked against its reference: a verification (`_v`,
32-bit ints: "verified"), a synthesis (`_s`, 8-bit ints: "synthesized", the completion
printed and then verified at 32 bits on its verification row's bounds), or a buggy variant
(`(bug)`: a "counterexample", replayed concretely). `quick=True` runs every row at small
bounds (the tests); the full suite is `stamen bench synthcl`.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from stamen.langs.report import bench_row
from stamen.langs.synthcl import fwt as F
from stamen.langs.synthcl import mm as M
from stamen.langs.synthcl import sobel as S
from stamen.langs.synthcl.queries import (
    Outcome,
    Problem,
    float_arrays,
    int_arrays,
    verify_problem,
)
from stamen.langs.synthcl.synthesis import synthesize_problem

__all__ = ["ROWS", "Row", "bounds", "run_row", "suite"]


def _mm_arrays(n, p, m):
    return int_arrays(n * p, p * m)


def _mm_out(n, p, m):
    return n * m


def _sf_arrays(w, h):
    return int_arrays(w * h * 4)


def _sf_out(w, h):
    return w * h * 4


def _fwt_arrays(length):
    return float_arrays(length)


def _fwt_out(length):
    return length


def _cube(values):
    return tuple((n, p, m) for n in values for p in values for m in values)


def _square(values):
    return tuple((w, h) for w in values for h in values)


def _powers(ks):
    return tuple((2 ** k,) for k in ks)


# Table 1's bounds (full) and the tests' (quick), per family of rows.
BOUNDS = {
    "MM_v": (_cube((4, 8, 12, 16)), _cube((4, 8))),
    "MM_s": (_cube((8,)), _cube((4,))),
    "MM_s_check": (_cube((4, 8, 12, 16)), _cube((4,))),
    "SF_v": (_square(range(1, 10)), _square(range(1, 5))),
    "SF_kernel_v": (_square(range(3, 10)), _square(range(3, 6))),
    "SF3_s": (_square(range(1, 5)), _square(range(1, 4))),
    "SF7_s": (_square((4,)), _square((4,))),
    "FWT_v": (_powers(range(0, 7)), _powers(range(0, 4))),
    "FWT_s": (_powers((3,)), _powers((3,))),
}


def bounds(family: str, quick: bool) -> tuple:
    """Returns the dimension tuples of a family of rows."""
    full, small = BOUNDS[family]
    return small if quick else full


@dataclass(frozen=True)
class Row:
    """One row of the table: its name, what it runs, and the answer it must give."""

    name: str
    family: str
    impl: object
    ref: object
    arrays: object
    output: object
    expected: str
    sketches: tuple = ()
    complete: object = None
    verify_family: str | None = None


def _mm(name, family, impl, expected, **kw):
    return Row(name, family, impl, M.mmul_sequential, _mm_arrays, _mm_out, expected, **kw)


def _sf(name, family, impl, ref, expected, **kw):
    return Row(name, family, impl, ref, _sf_arrays, _sf_out, expected, **kw)


def _fwt(name, family, impl, expected, **kw):
    return Row(name, family, impl, F.fwt, _fwt_arrays, _fwt_out, expected, **kw)


ROWS: tuple[Row, ...] = (
    _mm("MM1_v", "MM_v", M.mmul_scalar, "verified"),
    _mm("MM2_v", "MM_v", M.mmul_vector, "verified"),
    _mm("MM2_s", "MM_s", M.mmul_vector_sketch, "synthesized", sketches=M.SKETCHES,
        complete=M.mmul_vector_from, verify_family="MM_s_check"),
    _mm("MM2_v (bug)", "MM_v", M.mmul_vector_buggy, "counterexample"),
    _sf("SF1_v", "SF_v", S.sobel_filter1, S.sobel_filter0, "verified"),
    _sf("SF2_v", "SF_v", S.sobel_filter2, S.sobel_filter1, "verified"),
    _sf("SF3_v", "SF_v", S.sobel_filter3, S.sobel_filter2, "verified"),
    _sf("SF4_v", "SF_v", S.sobel_filter4, S.sobel_filter3, "verified"),
    _sf("SF5_v", "SF_v", S.sobel_filter5, S.sobel_filter4, "verified"),
    _sf("SF6_v", "SF_kernel_v", S.sobel_scalar, S.sobel_filter5, "verified"),
    _sf("SF7_v", "SF_kernel_v", S.sobel_vector, S.sobel_filter5, "verified"),
    _sf("SF3_s", "SF3_s", S.sobel_filter3_sketch, S.sobel_filter2, "synthesized",
        sketches=(S.sobel_filter3_sketch,), complete=lambda f: f, verify_family="SF_v"),
    _sf("SF7_s", "SF7_s", S.sobel_vector_sketch, S.sobel_filter5, "synthesized",
        sketches=(S.sobel_vector_kernel_sketch,), complete=S.sobel_vector_with,
        verify_family="SF_kernel_v"),
    _sf("SF4_v (bug)", "SF_v", S.sobel_filter4_buggy, S.sobel_filter3, "counterexample"),
    _fwt("FWT1_v", "FWT_v", F.fwt_scalar, "verified"),
    _fwt("FWT2_v", "FWT_v", F.fwt_vector, "verified"),
    _fwt("FWT1_s", "FWT_s", F.fwt_scalar_sketch, "synthesized",
         sketches=(F.fwt_kernel_sketch,), complete=F.fwt_scalar_with, verify_family="FWT_v"),
    _fwt("FWT2_s", "FWT_s", F.fwt_vector_sketch, "synthesized",
         sketches=(F.fwt_kernel4_sketch,), complete=F.fwt_vector_with, verify_family="FWT_v"),
    _fwt("FWT1_v (bug)", "FWT_v", F.fwt_scalar_buggy, "counterexample"),
)


def problem(row: Row, quick: bool) -> Problem:
    """Returns the query of a row at the full or quick bounds."""
    width = 8 if row.sketches else 32
    return Problem(row.name, row.impl, row.ref, bounds(row.family, quick), row.arrays,
                   row.output, width)


def run_row(row: Row, quick: bool = False, **options) -> Outcome:
    """Runs one row's query."""
    if row.sketches:
        return synthesize_problem(problem(row, quick), row.sketches, row.complete,
                                  bounds(row.verify_family, quick), **options)
    return verify_problem(problem(row, quick), **options)


def _fields(row: Row, outcome: Outcome, quick: bool) -> dict:
    fields = {"bound": f"{_describe(bounds(row.family, quick))}, "
                       f"{8 if row.sketches else 32}-bit",
              "seconds": outcome.wall, "cpu_seconds": outcome.cpu}
    if outcome.answer == "counterexample":
        fields["counterexample"] = f"at {outcome.shape}: {outcome.failure}"
    if row.sketches:
        fields["candidates"] = outcome.rounds
    if outcome.sources:
        fields["program"] = "\n".join(outcome.sources)
        check = outcome.check
        where = _describe(bounds(row.verify_family, quick))
        fields["completion_check"] = f"{check.answer} on {where} in {check.wall:.1f} s"
    if outcome.answer == "unknown":
        fields["reason"] = outcome.failure
    return fields


def _describe(shapes: tuple) -> str:
    """A short description of a set of dimension tuples."""
    if len(shapes[0]) == 1:
        return "length in {" + ", ".join(str(s[0]) for s in shapes) + "}"
    axes = list(zip(*shapes, strict=False))
    return " x ".join("{" + ",".join(str(v) for v in sorted(set(a))) + "}" for a in axes)


def suite(quick: bool = False, *, out=None, **options) -> list[dict]:
    """Returns one row per benchmark of Table 4 (and the buggy variants), each with the
    answer it must give: verified, synthesized (and its completion verified), or a
    replayed counterexample. Every completed sketch is printed to `out` (default stdout;
    pass False for none) as the source the solver completed. Each solver call gets
    `timeout` seconds (default 300); past it a row's answer is unknown (not ok)."""
    out = sys.stdout if out is None else out
    options.setdefault("timeout", 300.0)  # seconds per solver call: past it, unknown
    rows = []
    for row in ROWS:
        outcome = run_row(row, quick, **options)
        stats = outcome.costs
        ok = outcome.answer == row.expected
        fields = _fields(row, outcome, quick)
        rows.append(bench_row(row.name, outcome.answer, ok, stats, **fields))
        if out and outcome.sources:
            print(f"--- {row.name}: the completed sketch ({fields['completion_check']})",
                  file=out)
            print(fields["program"], file=out, flush=True)
    return rows
