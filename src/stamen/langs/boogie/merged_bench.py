"""`stamen bench boogie-merged`: the paths and merged modes where the paths multiply.

Two families of programs, each verified and with a bug: n if-statements in a row,
each adding 1 or 2 to `s` (2^n paths; `assert s >= n`, or `assert s != 2n-1`, which
fails on n of them), and k loops in a row, each with a symbolic trip count in 0..3
(4^k paths; `assert s <= 3k`, or `assert s != 3k-1`). A row per program: the merged
mode's answer and CPU seconds (`time.process_time`, z3 in-process included), the paths
mode's in the answer; the paths mode is run only up to 2^16 paths. quick=True runs the
small sizes.
"""

from __future__ import annotations

import time

from stamen.langs.boogie.execute import run_program

__all__ = ["suite", "diamonds", "loops", "PATHS_LIMIT"]

PATHS_LIMIT = 1 << 16  # the most paths the paths mode is run on


def diamonds(n: int, bug: bool) -> str:
    """Returns n if-diamonds in a row, then the check."""
    body = "\n".join(f"if (c[{i}]) {{ s := s + 1; }} else {{ s := s + 2; }}" for i in range(n))
    check = f"assert s != {2 * n - 1};" if bug else f"assert s >= {n};"
    return f"procedure main(c: [int]bool) {{ var s: int; s := 0;\n{body}\n{check} }}\n"


def loops(k: int, bug: bool) -> str:
    """Returns k loops in a row with symbolic trip counts in 0..3, then the check."""
    body = "\n".join(f"i := 0; assume 0 <= n[{j}] && n[{j}] <= 3;"
                     f" while (i < n[{j}]) {{ i := i + 1; s := s + 1; }}" for j in range(k))
    check = f"assert s != {3 * k - 1};" if bug else f"assert s <= {3 * k};"
    return f"procedure main(n: [int]int) {{ var i, s: int; s := 0;\n{body}\n{check} }}\n"


def _run(text: str, mode: str) -> tuple[str, float]:
    """Returns the answer of `main` and the CPU seconds of the run."""
    from stamen.langs.boogie import load

    start = time.process_time()
    record = run_program(load(text), mode=mode, entry="main", timeout=600)[0]
    return record["answer"], time.process_time() - start


def suite(quick: bool = False) -> list[dict]:
    """Returns a row per program (see the module docstring)."""
    sizes = [("diamonds", diamonds, n, 2 ** n)
             for n in ((4, 8) if quick else (8, 12, 16, 32, 64))]
    sizes += [("loops", loops, k, 4 ** k) for k in ((2, 4) if quick else (4, 6, 8, 16))]
    rows = []
    for family, make, size, paths in sizes:
        for bug in (False, True):
            text = make(size, bug)
            expected = "bug" if bug else "verified"
            merged, merged_cpu = _run(text, "merged")
            row = {"name": f"{family} {size} ({'bug' if bug else 'safe'})",
                   "answer": f"{merged} (paths mode not run)", "ok": merged == expected,
                   "paths": paths, "cpu_seconds": merged_cpu}
            if paths <= PATHS_LIMIT:
                answer, row["paths_cpu_seconds"] = _run(text, "paths")
                row["answer"] = f"{merged} (paths mode: {answer} in " \
                                f"{row['paths_cpu_seconds']:.2f} cpu s)"
                row["ok"] = row["ok"] and answer == expected
            rows.append(row)
    return rows
