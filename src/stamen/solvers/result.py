"""The verdict of a satisfiability check.

`Result` has exactly three members, compared with `is`. UNKNOWN means the
solver gave up (a timeout, a resource limit, an incomplete theory); it is
never read as UNSAT, so a timeout can never pass for a proof. Why the
solver gave up is a property of the check, not of the verdict: ask the
solver (`reason_unknown()`), which returns short reasons such as
"timeout" or "rlimit".
"""

from __future__ import annotations

from enum import Enum

__all__ = ["Result", "TIMEOUT", "RLIMIT"]

TIMEOUT = "timeout"
RLIMIT = "rlimit"


class Result(Enum):
    """SAT (a model exists), UNSAT (none exists), UNKNOWN (the solver could not tell)."""

    SAT = "sat"
    UNSAT = "unsat"
    UNKNOWN = "unknown"

    def __bool__(self) -> bool:
        raise TypeError(
            "the truth value of a Result is ambiguous (UNKNOWN is neither); "
            "compare it: `result is Result.SAT`"
        )

    def __repr__(self) -> str:
        return f"Result.{self.name}"
