"""Global defaults of the VM and the queries, changed by `stamen.config(...)`.

A query may override any of them with keyword arguments of the same names.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from stamen.errors import InvalidArgument
from stamen.solvers.backend import check_timeout
from stamen.solvers.base import check_solver_name, solver_names

__all__ = ["Config", "config", "current_config", "resolve_config"]

MERGE_STRATEGIES = ("types", "none", "logic")
UNROLL_POLICIES = ("error", "assert")


@dataclass(frozen=True)
class Config:
    """The settings a query runs under.

    merge: "types" (the paper's type-driven merging), "none" (path-by-path),
        or "logic" (merge everything encodable, bounded-model-checking style).
    unroll: the most iterations a loop whose condition stays symbolic is
        unrolled, and the most nested calls a lifted function makes of itself
        under symbolic conditions; `on_unroll` says what happens past it: "error"
        raises UnrollBoundExceeded naming the loop or function, "assert" adds an
        unwinding assertion (the paths that would go on count as failures).
    solver: "z3", "z3:QF_BV" (z3's bit-vector solver while the query is all bit-vectors
        and booleans) or "cvc5"; timeout: the seconds a query may take, evaluation and
        every solver call included (None: no limit; see stamen.solvers.deadline).
    replay: replay every counterexample concretely before returning it.
    slicing: `verify` sends the part of the query its assertions can reach first, and the
        independent rest (the assumptions about other values) only when that part is sat.
    solver_profile: a named solver profile (`stamen tune` writes them; see
        stamen.solvers.profiles) whose parameters the query's solvers run with (the
        feasibility checks of merge="none" keep the defaults).
    fallback: the solver asked when `solver` answers unknown on a query with
        floating-point terms ("auto": cvc5, else bitwuzla, else z3, whichever is installed
        and not `solver`; None: none). It only replaces an unknown, and its models are
        replayed like any model (see stamen.solvers.fallback).
    fallback_share: the share of `timeout` the first solver has when a fallback may
        follow; the fallback has the time left. 1.0 (the default) keeps every answer the
        first solver gives within `timeout`, so the fallback only gets the time of a
        solver that gave up early; 0.5 gives each half, which may trade a late answer
        of the first solver for the fallback's.
    """

    merge: str = "types"
    unroll: int = 1000
    on_unroll: str = "error"
    solver: str = "z3"
    timeout: float | None = None
    replay: bool = True
    slicing: bool = True
    solver_profile: str | None = None
    fallback: str | None = "auto"
    fallback_share: float = 1.0

    def __post_init__(self):
        if self.merge not in MERGE_STRATEGIES:
            raise InvalidArgument(f"expected merge in {MERGE_STRATEGIES}, got merge={self.merge!r}")
        if self.on_unroll not in UNROLL_POLICIES:
            raise InvalidArgument(
                f"expected on_unroll in {UNROLL_POLICIES}, got on_unroll={self.on_unroll!r}"
            )
        if type(self.unroll) is not int or self.unroll < 1:
            raise InvalidArgument(f"expected a positive int, got unroll={self.unroll!r}")
        check_timeout(self.timeout)
        check_solver_name(self.solver)
        for name in ("replay", "slicing"):
            if type(getattr(self, name)) is not bool:
                raise InvalidArgument(f"expected True or False, got {name}={getattr(self, name)!r}")
        if not (isinstance(self.fallback_share, (int, float))
                and 0 < self.fallback_share <= 1 and type(self.fallback_share) is not bool):
            raise InvalidArgument(f"expected a number in (0, 1], got "
                                  f"fallback_share={self.fallback_share!r}")
        if self.fallback is not None and self.fallback != "auto" and (
                type(self.fallback) is not str or self.fallback not in solver_names()):
            raise InvalidArgument(f"expected a solver name in {solver_names()}, 'auto' or None, "
                                  f"got fallback={self.fallback!r}")


_FIELDS = {f.name for f in fields(Config)}
_global = Config()


def _checked_overrides(overrides: dict) -> dict:
    unknown = set(overrides) - _FIELDS
    if unknown:
        raise InvalidArgument(
            f"unknown setting(s) {sorted(unknown)}; the settings are {sorted(_FIELDS)}"
        )
    return overrides


def config(**settings) -> Config:
    """Changes the global defaults (e.g. `config(merge="none", timeout=10)`) and returns them."""
    global _global
    _global = replace(_global, **_checked_overrides(settings))
    return _global


def current_config() -> Config:
    """Returns the global defaults."""
    return _global


def resolve_config(overrides: dict) -> Config:
    """Returns the global defaults with a query's keyword overrides applied (None: keep)."""
    given = {k: v for k, v in _checked_overrides(overrides).items() if v is not None}
    return replace(_global, **given) if given else _global
