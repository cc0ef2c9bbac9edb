"""Benchmarks of the solver layer: how fast terms become solver objects.

`bench_translation` builds a DAG of distinct terms mixing the theories
(integer arithmetic and comparisons, bitvectors, booleans, ite, arrays),
then times only its translation into a fresh translator. The result is
in translated terms per CPU second (process time, which a busy shared
machine disturbs less than wall-clock time), for BENCHMARKS.md.
"""

from __future__ import annotations

import time

from stamen.terms.arith import add, le, lt, mul
from stamen.terms.arrays import select, store
from stamen.terms.bitvec import bvadd, bvand, bvult, bvxor, extract, zero_extend
from stamen.terms.boolean import and_, ite, not_, or_
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, ArraySort, BitVecSort
from stamen.terms.term import constant
from stamen.terms.traverse import term_size

__all__ = ["bench_terms", "bench_translation"]


def bench_terms(n: int = 200_000) -> list:
    """Returns boolean roots whose DAG holds at least `n` distinct terms (about 10 per step)."""
    bv32 = BitVecSort(32)
    mem = constant("bench_mem", ArraySort(INT, INT))
    acc_i, acc_b = constant("bench_i", INT), constant("bench_b", bv32)
    roots = []
    for k in range((n + 9) // 10):
        x = constant(f"bench_x{k}", INT)
        y = constant(f"bench_y{k}", bv32)
        p = constant(f"bench_p{k}", BOOL)
        acc_i = ite(p, add(mul(acc_i, x), k), select(mem, x))
        acc_b = bvxor(bvadd(acc_b, y), BV(k, 32))
        small = zero_extend(24, extract(7, 0, bvand(acc_b, y)))
        roots.append(or_(and_(p, lt(x, acc_i)), not_(bvult(small, y)), le(acc_i, k)))
        if k % 64 == 0:
            mem = store(mem, x, acc_i)
    return roots


def bench_translation(n: int = 200_000, backend: str = "z3") -> float:
    """Returns how many distinct terms per CPU second the backend's translator turns into
    solver objects (z3 through its C API; "cvc5" through its Python API)."""
    roots = bench_terms(n)
    size = term_size(roots)
    if backend == "z3":
        from stamen.solvers.z3_translate import Z3Translator

        tr = Z3Translator()
    elif backend == "cvc5":
        from stamen.solvers.cvc5_translate import Cvc5Translator

        tr = Cvc5Translator()
    else:
        raise ValueError(f"bench_translation: unknown backend={backend!r}")
    started = time.process_time()
    for r in roots:
        tr.translate(r)
    seconds = max(time.process_time() - started, 1e-9)
    if backend == "z3":
        tr.close()
    return size / seconds
