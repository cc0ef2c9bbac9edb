"""The `Solver` protocol every backend implements, and the registry of backends by name.

A solver holds a stack of assertions over stamen terms. `check` decides
whether they can all hold, together with optional assumptions;
`model` and `unsat_core` then describe that verdict. Backends translate a
term only when a query is sent, cache the translation per term for their
lifetime, and never return a verdict they did not get from the solver:
running out of time is UNKNOWN, and a solver failure is a `SolverError`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol, runtime_checkable

from stamen.errors import InvalidArgument, StamenError
from stamen.solvers.backend import check_timeout
from stamen.solvers.profiles import SolverProfile, load_profile
from stamen.solvers.result import Result

__all__ = ["Solver", "check_solver_name", "first_installed", "make_solver", "register_solver",
           "solver_names"]


@runtime_checkable
class Solver(Protocol):
    """The contract of a stamen solver backend (cf. Rosette's gen:solver).

    - `add(term)` asserts a boolean term (or a Python bool) in the current
      scope. Nothing is sent to the solver yet.
    - `push()` opens a scope; `pop(n=1)` closes the `n` innermost scopes and
      forgets everything asserted in them. Popping more scopes than are open
      raises `InvalidArgument`.
    - `check(assumptions=(), timeout=None)` returns a `Result`: SAT if the
      assertions and the assumptions (boolean terms, in force for this check
      only) can all hold, UNSAT if they cannot, UNKNOWN if the solver gave
      up (timeout in seconds, resource limit, incompleteness). UNKNOWN is
      never reported as UNSAT. `reason_unknown()` then says why
      ("timeout", "rlimit", or the solver's words).
    - `model(constants)`, after a SAT check and until the next check
      (adding, pushing and popping in between is fine), returns
      `{constant: value}` for the given symbolic constants, as stamen
      values: bool, int, Fraction, BV, ArrayValue, FunctionValue.
      Constants the solver left unconstrained get the default value of
      their sort, so the model is total.
    - `unsat_core()`, after an UNSAT check and until the next, returns the
      assumptions (a subset of those passed to `check`, in their order)
      that suffice for unsatisfiability.
    - `assertions()` returns the asserted terms in the open scopes, e.g. to
      dump the query with `stamen.solvers.smtlib.to_smtlib`.
    - `close()` releases the backend's native objects and forgets the last
      verdict; a closed solver rebuilds them if used again. Solvers are
      also context managers.
    - `seconds` is the wall-clock time the last check spent in the solver,
      and `timeout` the default per-check limit in seconds (None: none).

    Errors from the solver itself (a crash, a value it cannot express in
    stamen's terms) raise `SolverError`; they are never turned into a verdict.
    """

    name: str
    timeout: float | None
    seconds: float

    def add(self, term) -> None: ...

    def push(self) -> None: ...

    def pop(self, n: int = 1) -> None: ...

    def check(self, assumptions: Iterable = (), timeout: float | None = None) -> Result: ...

    def reason_unknown(self) -> str | None: ...

    def model(self, constants: Iterable) -> dict: ...

    def unsat_core(self) -> list: ...

    def assertions(self) -> list: ...

    def close(self) -> None: ...


def _make_z3(timeout: float | None = None) -> Solver:
    """Returns a new z3 solver."""
    from stamen.solvers.z3_backend import Z3Solver

    return Z3Solver(timeout=timeout)


def _make_z3_qf_bv(timeout: float | None = None) -> Solver:
    """Returns a z3 solver that uses z3's QF_BV solver while the assertions allow it."""
    from stamen.solvers.z3_backend import Z3Solver

    return Z3Solver(timeout=timeout, logic="QF_BV")


def _make_cvc5(timeout: float | None = None) -> Solver:
    """Returns a new cvc5 solver, or raises StamenError if cvc5 is not installed."""
    try:
        import cvc5  # noqa: F401
    except ImportError as e:
        raise StamenError(
            "the cvc5 solver is not installed; install it with `pip install cvc5` "
            "(or `pip install stamen[cvc5]`)"
        ) from e
    from stamen.solvers.cvc5_backend import Cvc5Solver

    return Cvc5Solver(timeout=timeout)


def _make_bitwuzla(timeout: float | None = None) -> Solver:
    """Returns a new bitwuzla solver, or raises StamenError if bitwuzla is not installed."""
    try:
        import bitwuzla  # noqa: F401
    except ImportError as e:
        raise StamenError(
            "the bitwuzla solver is not installed; install it with `pip install bitwuzla` "
            "(or `pip install stamen[bitwuzla]`)"
        ) from e
    from stamen.solvers.bitwuzla_backend import BitwuzlaSolver

    return BitwuzlaSolver(timeout=timeout)


_REGISTRY: dict[str, Callable[..., Solver]] = {
    "z3": _make_z3, "z3:QF_BV": _make_z3_qf_bv, "cvc5": _make_cvc5,
    "bitwuzla": _make_bitwuzla}


def _make_profiled(name: str, timeout: float | None, profile: SolverProfile) -> Solver:
    """Returns a solver of `name` running with `profile`'s parameters."""
    family = name.split(":")[0] if type(name) is str else name
    if family != profile.solver:
        raise InvalidArgument(f"solver profile {profile.name!r} is for {profile.solver}, but the "
                              f"query uses solver={name!r}; pass solver={profile.solver!r}")
    if profile.solver == "cvc5":
        _make_cvc5()  # the message when cvc5 is not installed
        from stamen.solvers.cvc5_backend import Cvc5Solver

        return Cvc5Solver(timeout=timeout, params=profile.params)
    if profile.solver == "bitwuzla":
        _make_bitwuzla()  # the message when bitwuzla is not installed
        from stamen.solvers.bitwuzla_backend import BitwuzlaSolver

        return BitwuzlaSolver(timeout=timeout, params=profile.params)
    from stamen.solvers.z3_backend import Z3Solver

    logic = profile.logic or ("QF_BV" if name == "z3:QF_BV" else None)
    return Z3Solver(timeout=timeout, logic=logic, params=profile.params, tactic=profile.tactic)


def register_solver(name: str, factory: Callable[..., Solver]) -> None:
    """Registers `factory(timeout=None)` as the way to make the solver called `name`."""
    if name in _REGISTRY:
        raise InvalidArgument(f"register_solver: a solver named {name!r} is already registered")
    _REGISTRY[name] = factory


# The Python package each optional backend needs.
_PACKAGES = {"cvc5": "cvc5", "bitwuzla": "bitwuzla"}


def first_installed(*names: str) -> str:
    """Returns the first of the solver `names` whose package is installed (z3 always is);
    a language uses it to default to its fastest solver where that one is optional."""
    import importlib.util

    for name in names:
        package = _PACKAGES.get(name.split(":")[0])
        if package is None or importlib.util.find_spec(package) is not None:
            return name
    raise InvalidArgument(f"first_installed: none of the solvers {names!r} is installed")


def solver_names() -> list[str]:
    """Returns the names `make_solver` accepts."""
    return sorted(_REGISTRY)


def make_solver(name: str = "z3", timeout: float | None = None,
                profile=None) -> Solver:
    """Returns a new solver of the backend `name` (see `solver_names`); `timeout` in seconds.

    `profile` (a `SolverProfile`, or its name or path: see solvers/profiles.py) sets the
    native solver's parameters; it must be a profile for that solver.
    """
    check_timeout(timeout)
    if profile is not None:
        return _make_profiled(name, timeout, load_profile(profile))
    check_solver_name(name)
    return _REGISTRY[name](timeout=timeout)


def check_solver_name(name) -> None:
    """Raises InvalidArgument unless `name` is the name of a registered solver (checked
    where it is given, `config(solver=...)` or a query's `solver=`, not at a later query)."""
    if type(name) is not str or name not in _REGISTRY:
        what = "an unknown solver" if type(name) is str else "not a name"
        raise InvalidArgument(f"Expected a solver name, one of {solver_names()}, for solver=, "
                              f"got {name!r} ({what})")
