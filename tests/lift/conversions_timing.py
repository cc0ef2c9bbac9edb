"""CPU seconds and verdicts of the int <-> float conversion queries of
`test_float_conversions` on z3 and cvc5, for BENCHMARKS.md:

    PYTHONPATH=src python -m tests.lift.conversions_timing [TIMEOUT_SECONDS]
"""

from __future__ import annotations

import sys
import time

import stamen as st

from .test_float_conversions import SOLVERS, _theorems


def main() -> None:
    """Prints one Markdown row per query: its verdict and CPU seconds on each solver."""
    timeout = float(sys.argv[1]) if len(sys.argv) > 1 else 30.0
    print("| query | " + " | ".join(SOLVERS) + " |")
    print("|---|" + "---|" * len(SOLVERS))
    for index in range(len(_theorems(None, None))):
        cells, name = [], ""
        for solver in SOLVERS:
            n, x = st.fresh(int), st.fresh(float)
            thunk = _theorems(n, x)[index]
            name = thunk.__name__
            start = time.process_time()
            sol = st.verify(thunk, solver=solver, timeout=timeout)
            cells.append(f"{sol.kind} {time.process_time() - start:.2f} s")
        print(f"| {name} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
