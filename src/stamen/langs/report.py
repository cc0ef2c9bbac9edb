"""Benchmark rows: the dicts every language's `suite(quick=...)` returns for `stamen bench`,
with the columns of the PLDI'14 paper's Table 4."""

from __future__ import annotations

import stamen as st

__all__ = ["bench_row"]


def bench_row(name: str, answer: str, ok: bool, stats: st.Stats, **fields) -> dict:
    """Returns one benchmark row: its name, answer, whether the answer is the expected one,
    the evaluation statistics, and any further fields (bounds, sizes)."""
    return {
        "name": name,
        "answer": answer,
        "ok": bool(ok),
        "joins": stats.joins,
        "unions": stats.unions,
        "union_sum": stats.union_sum,
        "union_max": stats.union_max,
        "eval_seconds": stats.eval_seconds,
        "solve_seconds": stats.solve_seconds,
        **fields,
    }
