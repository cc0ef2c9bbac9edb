"""What every solver backend shares: argument checks, the lazy assertion log, and the
bookkeeping of the last verdict (cf. Rosette's base-solver).

A backend subclasses `Backend` and supplies `_check` (the native check), `close`, `_pop_native`
(pop scopes its native solver has) and `_value_of` (one constant's value in
the native model). Native pops wait for the next check too, so the native solver
still holds the last check's model until then: `model` (after SAT) and
`unsat_core` (after UNSAT) describe the last check whatever was added,
pushed or popped since; asking otherwise is a `SolverError`.
`check` runs `_check` in this process, or in a child process where the solver is known
to ignore its timeout (solvers/isolation.py). A backend whose native check can be
watched (z3: solvers/watchdog.py) raises `watchdog.Abandoned` from `_check` when the
check ran past its bound, having detached its native objects: the check is UNKNOWN with
reason "timeout", the log is replayed into new native objects at the next check, and the
backend's later checks with a limit are isolated.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers import isolation, watchdog
from stamen.solvers.capture import record_check
from stamen.solvers.deadline import current_deadline
from stamen.solvers.result import TIMEOUT, Result
from stamen.solvers.scopes import ScopeLog
from stamen.solvers.values import default_value
from stamen.terms.sorts import BOOL
from stamen.terms.term import Term

__all__ = ["Backend", "check_timeout", "check_formula", "limit_ms"]


def check_timeout(timeout) -> None:
    """Raises InvalidArgument unless `timeout` is None or a positive, finite number of seconds
    (`float("inf")` is not a limit a solver takes: None means no limit)."""
    if timeout is not None and (
        isinstance(timeout, bool) or not isinstance(timeout, int | float) or not timeout > 0
        or not math.isfinite(timeout)
    ):
        raise InvalidArgument(f"expected timeout=None (no limit) or a finite number of seconds "
                              f"> 0, got timeout={timeout!r}")


def check_formula(value, where: str) -> None:
    """Raises InvalidArgument unless `value` is a boolean term or a bool."""
    if not (type(value) is bool or type(value) is Term and value.sort is BOOL):
        raise InvalidArgument(f"{where}: expected a boolean term or bool, got {value!r}")


def limit_ms(timeout: float | None) -> int:
    """Returns a timeout in whole milliseconds, at least 1; 0 for none."""
    return 0 if timeout is None else max(1, int(timeout * 1000))


class Backend:
    """The shared half of a solver: everything but talking to the native solver.

    `timeout` (seconds) applies to every check unless the check gives its
    own; `rlimit` is the solver's deterministic resource limit (None: none).
    `seconds` is the wall-clock time of the last check; `params` are the native
    solver's parameters (a solver profile's), applied whenever it is created.
    `isolate` ("auto", "always", "never"; None: isolation.POLICY) says when a check runs
    in a child process that is killed at its timeout (solvers/isolation.py).
    """

    name = "backend"

    def __init__(self, timeout: float | None = None, rlimit: int | None = None,
                 params: dict | None = None):
        check_timeout(timeout)
        self.timeout = timeout
        self.rlimit = rlimit
        self.params = dict(params or {})
        self.seconds = 0.0
        self._log = ScopeLog()
        self._last: Result | None = None
        self._reason: str | None = None
        self._core: list = []
        self._native_pops = 0  # scopes to pop from the native solver at the next check
        self.isolate: str | None = None
        self._unbounded_seen = False  # a term the solver may not time out on was sent
        self._isolated_model: dict | None = None  # the last check's model, if isolated

    def add(self, term) -> None:
        """Asserts `term` (a boolean term or a bool) in the current scope."""
        check_formula(term, "add")
        self._log.add(term)

    def push(self) -> None:
        """Opens a scope: assertions made until the matching `pop` are undone by it."""
        self._log.push()

    def pop(self, n: int = 1) -> None:
        """Closes the `n` innermost scopes, undoing their assertions."""
        self._native_pops += self._log.pop(n)

    def assertions(self) -> list:
        """Returns the terms asserted in the open scopes, outermost first."""
        return self._log.assertions()

    def check(self, assumptions: Iterable = (), timeout: float | None = None) -> Result:
        """Returns whether the assertions and `assumptions` (boolean terms) can all hold.

        `timeout` in seconds overrides the solver's for this check; running out of time
        or resources gives Result.UNKNOWN (see `reason_unknown`). Inside a query with a
        deadline (solvers/deadline.py) the check gets at most the time left, and once the
        deadline has passed it is UNKNOWN ("timeout") without calling the solver.
        """
        d = current_deadline()
        if d is not None:
            if d.passed():
                return self._past_deadline(d)
            timeout = d.bound(self.timeout if timeout is None else timeout)
        assumptions, timeout = self._start_check(assumptions, timeout)
        if isolation.wanted(self, assumptions, timeout):
            return isolation.check_in_child(self, assumptions, timeout)
        try:
            return self._check(assumptions, timeout)
        except watchdog.Abandoned:
            return self._abandoned()

    def reason_unknown(self) -> str | None:
        """Returns why the last check was UNKNOWN ("timeout", "rlimit", or the solver's words)."""
        return self._reason

    def model(self, constants: Iterable[Term]) -> dict:
        """Returns {constant: value} from the last SAT check, completed with defaults."""
        if self._last is not Result.SAT:
            raise SolverError(f"no model: the last check was {self._last!r}, not Result.SAT")
        model = {}
        isolated = self._isolated_model
        for c in constants:
            if type(c) is not Term or c.op != "const":
                raise InvalidArgument(f"model: expected symbolic constants, got {c!r}")
            if isolated is None:
                model[c] = self._value_of(c)
            else:
                model[c] = isolated[c] if c in isolated else default_value(c.sort)
        return model

    def unsat_core(self) -> list:
        """Returns the assumptions of the last UNSAT check that the solver needed."""
        if self._last is not Result.UNSAT:
            raise SolverError(f"no core: the last check was {self._last!r}, not Result.UNSAT")
        return list(self._core)

    def _start_check(self, assumptions: Iterable, timeout) -> tuple[list, float | None]:
        """Validates a check's arguments, forgets the last verdict; returns (assumptions,
        the timeout in force)."""
        assumptions = list(assumptions)
        for a in assumptions:
            check_formula(a, "check: assumption")
        check_timeout(timeout)
        self._last, self._reason, self._core = None, None, []
        self._isolated_model = None
        record_check(self, assumptions)
        return assumptions, self.timeout if timeout is None else timeout

    def _past_deadline(self, d) -> Result:
        """Returns UNKNOWN ("timeout") for a check asked after the query's deadline `d`."""
        d.skipped += 1
        self._last, self._reason, self._core = Result.UNKNOWN, TIMEOUT, []
        self._isolated_model = None
        return Result.UNKNOWN

    def _abandoned(self) -> Result:
        """Returns UNKNOWN ("timeout") for a check the watchdog abandoned, whose native
        objects the backend has detached: the log is replayed at the next check, and the
        backend is distrusted (its later checks with a limit run in a child)."""
        self._rewind()
        isolation.distrust(self)
        self._last, self._reason = Result.UNKNOWN, TIMEOUT
        return Result.UNKNOWN

    def _rewind(self) -> None:
        """Forgets the native solver: every open scope and assertion must be replayed."""
        self._log.rewind()
        self._native_pops = 0
        self._unbounded_seen = False  # every assertion is pending again, so scanned again

    def _replay(self, assert_native, push_native) -> None:
        """Sends the pending pops and the log's pending operations to the native solver;
        on a failure the operations not yet sent stay pending."""
        if self._native_pops:
            n, self._native_pops = self._native_pops, 0
            self._pop_native(n)
        ops = self._log.drain()
        for i, op in enumerate(ops):
            try:
                if type(op) is Term or type(op) is bool:
                    assert_native(op)
                else:
                    push_native()
            except BaseException:
                self._log.pending[:0] = ops[i:]
                raise

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:  # pragma: no cover - every backend overrides it
        """Releases the native solver's objects."""
        raise NotImplementedError

    def _pop_native(self, n: int) -> None:  # pragma: no cover
        raise NotImplementedError

    def _check(self, assumptions: list, timeout: float | None) -> Result:  # pragma: no cover
        raise NotImplementedError

    def _value_of(self, c: Term):  # pragma: no cover
        raise NotImplementedError
