"""The cvc5 backend: the `Solver` protocol on cvc5's Python API.

Nothing of cvc5 exists until the first `check`. cvc5 fixes its limits when
a solver starts, so a check whose time or resource limit differs from the
running solver's gets a new solver (same TermManager, translations kept)
that replays the assertions. Running out gives Result.UNKNOWN, never UNSAT;
cvc5 failures raise `SolverError`. Models decode to the same values as
z3's; a function is described by its values where the assertions apply it.
"""

from __future__ import annotations

import time
from collections.abc import Iterable

import cvc5

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers.base import check_timeout
from stamen.solvers.cvc5_translate import Cvc5Translator
from stamen.solvers.result import RLIMIT, TIMEOUT, Result
from stamen.solvers.scopes import PUSH, ScopeLog
from stamen.solvers.values import array_value, default_value, function_value
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort
from stamen.terms.term import Term

__all__ = ["Cvc5Solver"]

_OPTIONS = (("produce-models", "true"), ("incremental", "true"),
            ("produce-unsat-assumptions", "true"), ("arrays-exp", "true"))
_CVC5_ERRORS = (RuntimeError, ValueError, TypeError, OverflowError)
_REASONS = {"TIMEOUT": TIMEOUT, "RESOURCEOUT": RLIMIT}


class Cvc5Solver:
    """An incremental cvc5 solver speaking stamen terms (see `stamen.solvers.base.Solver`).

    `timeout` (seconds) applies to every check unless the check gives its
    own; `rlimit` is cvc5's deterministic per-check resource limit.
    """

    name = "cvc5"

    def __init__(self, timeout: float | None = None, rlimit: int | None = None):
        check_timeout(timeout)
        self.timeout = timeout
        self.rlimit = rlimit
        self.seconds = 0.0  # wall-clock seconds cvc5 spent in the last check
        self._log = ScopeLog()
        self._tr: Cvc5Translator | None = None
        self._solver: cvc5.Solver | None = None
        self._limits: tuple | None = None
        self._core: list | None = None
        self._reason: str | None = None
        self._last: Result | None = None

    # ------------------------------------------------------------ protocol --

    def add(self, term) -> None:
        """Asserts `term` (a boolean term or a bool) in the current scope."""
        if not (type(term) is bool or type(term) is Term and term.sort is BOOL):
            raise InvalidArgument(f"add: expected a boolean term or bool, got term={term!r}")
        self._log.add(term)

    def push(self) -> None:
        """Opens a scope: assertions made until the matching `pop` are undone by it."""
        self._log.push()

    def pop(self, n: int = 1) -> None:
        """Closes the `n` innermost scopes, undoing their assertions."""
        backend_pops = self._log.pop(n)
        if backend_pops:
            self._call(self._solver.pop, backend_pops)

    def assertions(self) -> list:
        """Returns the terms asserted in the open scopes, outermost first."""
        return self._log.assertions()

    def check(self, assumptions: Iterable = (), timeout: float | None = None) -> Result:
        """Returns whether the assertions and `assumptions` (boolean terms) can all hold.

        `timeout` in seconds overrides the solver's for this check; running
        out of time or resources gives Result.UNKNOWN (see `reason_unknown`).
        """
        assumptions = list(assumptions)
        check_timeout(timeout)
        self._core = self._reason = self._last = None
        timeout = self.timeout if timeout is None else timeout
        self._flush((0 if timeout is None else max(1, int(timeout * 1000)), self.rlimit or 0))
        tr, s = self._tr, self._solver
        terms = [self._call(tr.translate, a) for a in assumptions]
        started = time.perf_counter()
        r = self._call(s.checkSatAssuming, *terms) if terms else self._call(s.checkSat)
        self.seconds = time.perf_counter() - started
        if r.isSat():
            result = Result.SAT
        elif r.isUnsat():
            result = Result.UNSAT
            self._core = self._core_of(assumptions, terms)
        elif r.isUnknown():
            result = Result.UNKNOWN
            name = r.getUnknownExplanation().name
            self._reason = _REASONS.get(name, name.lower())
        else:
            raise SolverError(f"cvc5 returned an unexpected result {r}")
        self._last = result
        return result

    def reason_unknown(self) -> str | None:
        """Returns why the last check was UNKNOWN ("timeout", "rlimit", or cvc5's words)."""
        return self._reason

    def model(self, constants: Iterable[Term]) -> dict:
        """Returns {constant: value} from the last SAT check, completed with defaults."""
        if self._last is not Result.SAT:
            raise SolverError(f"no model: the last check was {self._last!r}, not Result.SAT")
        return {c: self._value_of(c) for c in constants}

    def unsat_core(self) -> list:
        """Returns the assumptions of the last UNSAT check that cvc5 needed to refute."""
        if self._last is not Result.UNSAT:
            raise SolverError(f"no core: the last check was {self._last!r}, not Result.UNSAT")
        return list(self._core)

    def close(self) -> None:
        """Drops cvc5's objects; the solver can be used again (it rebuilds them lazily)."""
        self._solver = self._tr = self._limits = None
        self._last = None
        self._log.rewind()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------- helpers --

    def _call(self, fn, *args):
        """Returns fn(*args), turning cvc5's exceptions into SolverError."""
        try:
            return fn(*args)
        except _CVC5_ERRORS as e:
            raise SolverError(f"cvc5 failed: {e}") from e

    def _flush(self, limits: tuple) -> None:
        """Makes sure a cvc5 solver with `limits` (ms, rlimit) exists and has every assertion."""
        if self._tr is None:
            self._tr = Cvc5Translator()
        if self._solver is None or self._limits != limits:
            self._solver = self._call(_new_solver, self._tr.tm, limits)
            self._limits = limits
            self._log.rewind()
        tr, s = self._tr, self._solver
        ops = self._log.drain()
        for i, op in enumerate(ops):
            try:
                if op is PUSH:
                    self._call(s.push)
                else:
                    self._call(s.assertFormula, tr.translate(op))
            except BaseException:
                self._log.pending[:0] = ops[i:]
                raise

    def _core_of(self, assumptions: list, terms: list) -> list:
        """Returns the assumption terms that cvc5 reports as needed, in given order."""
        if not assumptions:
            return []
        ids = {t.getId() for t in self._call(self._solver.getUnsatAssumptions)}
        return [a for a, t in zip(assumptions, terms, strict=True) if t.getId() in ids]

    def _value_of(self, c: Term):
        """Returns the model's value of the constant `c`, or its sort's default."""
        if type(c) is not Term or c.op != "const":
            raise InvalidArgument(f"model: expected symbolic constants, got {c!r}")
        term = self._tr.terms.get(c.tid)
        if term is None:
            return default_value(c.sort)
        if type(c.sort) is FunctionSort:
            return self._function(c, term)
        return self._decode(c.sort, self._call(self._solver.getValue, term))

    def _decode(self, sort, v):
        """Returns the stamen value of the cvc5 value `v` of `sort`."""
        try:
            if sort is BOOL and v.isBooleanValue():
                return v.getBooleanValue()
            if sort is INT and v.isIntegerValue():
                return v.getIntegerValue()
            if sort is REAL and v.isRealValue():
                return v.getRealValue()
            if type(sort) is BitVecSort and v.isBitVectorValue():
                return BV(int(v.getBitVectorValue(10)), sort.width)
            if type(sort) is ArraySort:
                return self._array(sort, v)
        except _CVC5_ERRORS as e:
            raise SolverError(f"cvc5 failed while decoding a model: {e}") from e
        raise SolverError(f"cannot decode cvc5's value {v} as a stamen {sort.name}")

    def _array(self, sort: ArraySort, v):
        """Returns the ArrayValue of a cvc5 array value: stores over a constant array."""
        entries: dict = {}
        while v.getKind() == cvc5.Kind.STORE:
            key = self._decode(sort.key, v[1])
            if key not in entries:
                entries[key] = self._decode(sort.value, v[2])
            v = v[0]
        if v.getKind() != cvc5.Kind.CONST_ARRAY:
            raise SolverError(f"cannot decode cvc5's array value {v} as a {sort.name}")
        return array_value(sort, self._decode(sort.value, v.getConstArrayBase()), entries)

    def _function(self, f: Term, term):
        """Returns the FunctionValue of `f`: its values at the points the assertions apply it
        to, and elsewhere the value cvc5's lambda gives when every test fails."""
        s, sort = self._solver, f.sort
        body = self._call(s.getValue, term)
        if body.getKind() == cvc5.Kind.LAMBDA:
            body = body[1]
        while body.getKind() == cvc5.Kind.ITE:
            body = body[2]
        try:
            default = self._decode(sort.range, body)
        except SolverError:
            default = default_value(sort.range)
        table = {}
        for app in self._tr.applications.get(f.tid, ()):
            key = tuple(self._decode(d, self._call(s.getValue, app[i + 1]))
                        for i, d in enumerate(sort.domain))
            table.setdefault(key, self._decode(sort.range, self._call(s.getValue, app)))
        return function_value(sort, default, table)


def _new_solver(tm: cvc5.TermManager, limits: tuple) -> cvc5.Solver:
    """Returns a fresh cvc5 solver on `tm` with the per-check limits (ms, rlimit); 0 is none."""
    s = cvc5.Solver(tm)
    for key, value in _OPTIONS:
        s.setOption(key, value)
    ms, rlimit = limits
    if ms:
        s.setOption("tlimit-per", str(ms))
    if rlimit:
        s.setOption("rlimit-per", str(rlimit))
    s.setLogic("ALL")
    return s
