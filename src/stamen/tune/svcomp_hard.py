"""The files of the `boogie-svcomp-hard` tuning suite: the SV-COMP files (`svcomp-smack`)
on which the merged-mode executor spends its time in the solver.

Selection rule (fixed, from the lead's run of 2026-11-27 in BENCHMARKS.md, "Boogie on the
whole `svcomp-smack` suite", merged mode, 60 s per file): every labelled file outside the
float folders (`float-benchs`, `floats-*`: their queries are over SMACK's uninterpreted
floats, whose axioms have only infinite models) that the merged mode either stopped by its
own timeout ("main: timeout": a check running when the time ran out, where the harness's
kill, a bare "timeout", finds the executor unrolling in Python) or decided in 15 s or
more: 32 files. Of each file's distinct queries (the merged mode run for `HARD_SECONDS`,
30 s wall) the suite keeps those that take the default z3 at least `min_cpu` CPU seconds,
one by one, or that it does not answer within `HARD_CAP` (5 CPU s): `min_cpu` is
`HARD_CPU`, 0.5 s, unless the dump is given another (`stamen tune boogie-svcomp-hard
--min-cpu SECONDS`). At 0.5 s the 32 files give 6 queries (BENCHMARKS.md, tune16e); the
merged mode's solver time is in checks of 0.01-0.5 s: at 0.1 they give 498 queries from 12
files, at 0.05 571 from 14 (BENCHMARKS.md, tune16f), enough for a test split of dozens.
`--per-file N` keeps at most a file's N slowest of them (`--min-cpu 0.1 --per-file 8`: 83
queries from 14 files in tune16g's dump, where heapsort alone had 477 at 0.1 s).
The timing is under load and so not exactly repeatable: a query near the threshold may be
kept by one dump and not by another.
"""

__all__ = ["HARD_FILES"]

HARD_FILES = (
    "array-examples/data_structures_set_multi_proc_false-unreach-call_ground.i_.bpl",
    "array-examples/data_structures_set_multi_proc_true-unreach-call_ground.i_.bpl",
    "array-examples/sanfoundry_02_true-unreach-call_ground.i_.bpl",
    "array-examples/sanfoundry_10_true-unreach-call_ground.i_.bpl",
    "array-examples/sanfoundry_24_true-unreach-call.i_.bpl",
    "array-examples/sorting_bubblesort_false-unreach-call2_ground.i_.bpl",
    "array-examples/sorting_bubblesort_false-unreach-call_ground.i_.bpl",
    "array-examples/sorting_bubblesort_true-unreach-call_ground.i_.bpl",
    "array-examples/sorting_selectionsort_false-unreach-call2_ground.i_.bpl",
    "array-examples/sorting_selectionsort_true-unreach-call_ground.i_.bpl",
    "array-examples/standard_allDiff2_false-unreach-call_ground.i_.bpl",
    "array-examples/standard_copyInitSum2_true-unreach-call_ground.i_.bpl",
    "array-examples/standard_copyInitSum3_true-unreach-call_ground.i_.bpl",
    "array-examples/standard_copyInitSum_true-unreach-call_ground.i_.bpl",
    "array-examples/standard_maxInArray_true-unreach-call_ground.i_.bpl",
    "array-examples/standard_minInArray_true-unreach-call_ground.i_.bpl",
    "loop-acceleration/array_false-unreach-call1.i_.bpl",
    "loop-acceleration/diamond_false-unreach-call2.i_.bpl",
    "loop-invgen/heapsort_true-unreach-call.i_.bpl",
    "loop-lit/cggmp2005b_true-unreach-call.c.i_.bpl",
    "loop-lit/gsv2008_true-unreach-call.c.i_.bpl",
    "loop-new/count_by_nondet_true-unreach-call.i_.bpl",
    "loop-new/nested_true-unreach-call.i_.bpl",
    "loops/insertion_sort_true-unreach-call.i_.bpl",
    "loops/string_true-unreach-call.i_.bpl",
    "loops/sum_array_true-unreach-call.i_.bpl",
    "loops/terminator_03_true-unreach-call_true-termination.i_.bpl",
    "loops/trex01_true-unreach-call.i_.bpl",
    "loops/vogal_true-unreach-call.i_.bpl",
    "recursive/Ackermann03_true-unreach-call.c_.bpl",
    "recursive/McCarthy91_true-unreach-call.c_.bpl",
    "recursive/gcd02_true-unreach-call.c_.bpl",
)
