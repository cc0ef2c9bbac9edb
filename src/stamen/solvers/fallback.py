"""A second solver for the queries the first gives up on.

The solvers' floating-point procedures differ more than their other theories: on the
float verify of the issue 11 probes (`p_arith`), z3 answers unknown after a 60 s timeout
where cvc5 answers unsat in 1.4 s of CPU, and the Boogie executor meets the converse on
bit-vector multiplications. A query that the first solver leaves unknown may therefore be
asked again of another one. This module decides which one and how the time is shared;
the callers (the queries' `check_formula`, the Boogie executor's feasibility checks)
ask it. The second solver only ever replaces an unknown: a definite answer of the first
is kept, and a model of the second is replayed like any model.
"""

from __future__ import annotations

from stamen.errors import InvalidArgument
from stamen.solvers.base import first_installed, solver_names
from stamen.terms.sorts import FLOAT64
from stamen.terms.traverse import postorder

__all__ = ["AUTO", "FALLBACKS", "fallback_solver", "first_limit", "has_floats",
           "joined_reason", "time_left"]

AUTO = "auto"
# The solvers "auto" picks from, in order: the first one installed that is not the first.
FALLBACKS = ("cvc5", "bitwuzla", "z3")


def has_floats(roots) -> bool:
    """Whether a term of the float sort occurs in `roots` (a term or an iterable)."""
    return any(t.sort is FLOAT64 for t in postorder(roots))


def _backend(name: str) -> str:
    """Returns the backend a solver name runs on ("z3:QF_BV" runs on z3)."""
    return name.split(":")[0]


def fallback_solver(first: str, choice: str | None) -> str | None:
    """Returns the solver to ask after `first` answered unknown: `choice` itself (unless it
    is `first`), or for "auto" the first of FALLBACKS that is installed and runs on another
    backend than `first`; None when there is none or `choice` is None."""
    if choice is None or type(first) is not str:
        return None  # (a first solver of another type is refused where it is made)
    if type(choice) is not str:
        raise InvalidArgument(f"expected a solver name, 'auto' or None, got fallback={choice!r}")
    if choice != AUTO:
        if choice not in solver_names():
            raise InvalidArgument(f"expected a solver name in {solver_names()}, 'auto' or "
                                  f"None, got fallback={choice!r}")
        return None if choice == first else choice
    others = [name for name in FALLBACKS if _backend(name) != _backend(first)]
    try:
        return first_installed(*others)
    except InvalidArgument:
        return None


def first_limit(timeout: float | None, share: float, has_fallback: bool) -> float | None:
    """Returns the first solver's time limit: the whole `timeout`, or its `share` when a
    fallback will be asked after it (None: no limit)."""
    if timeout is None or not has_fallback:
        return timeout
    return timeout * share


def time_left(timeout: float | None, spent: float) -> float | None:
    """Returns the seconds of `timeout` left after `spent` (None: no limit; 0: none left)."""
    return None if timeout is None else max(0.0, timeout - spent)


def joined_reason(first_reason: str, second: str, second_reason: str) -> str:
    """Returns why both solvers answered unknown, the first's reason then the second's."""
    if second_reason == first_reason:
        return first_reason
    return f"{first_reason}; {second}: {second_reason}"
