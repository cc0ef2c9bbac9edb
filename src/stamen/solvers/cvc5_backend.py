"""The cvc5 backend: the `Solver` protocol on cvc5's Python API.

Nothing of cvc5 exists until the first `check`. cvc5 fixes its resource limit
when a solver starts, so a check whose resource limit differs from the running
solver's gets a new solver (same TermManager, translations kept) that replays
the assertions; its time limit (`tlimit-per`) can change on a running solver,
and does at each check of a query with a deadline (the time left shrinks).
Running out gives Result.UNKNOWN, never UNSAT; cvc5 failures raise `SolverError`.
Models decode to the same values as z3's; a function is described by its values
where the assertions apply it.
"""

from __future__ import annotations

import math
import re
import time
from fractions import Fraction

import cvc5

from stamen.errors import SolverError
from stamen.solvers.backend import Backend, limit_ms
from stamen.solvers.cvc5_translate import Cvc5Translator
from stamen.solvers.result import RLIMIT, TIMEOUT, Result
from stamen.solvers.values import array_value, default_value, function_value
from stamen.terms.bv import BV
from stamen.terms.floats import float_of_bits
from stamen.terms.numerals import decimal_int
from stamen.terms.opaque import Opaque
from stamen.terms.sorts import (
    BOOL,
    FLOAT64,
    INT,
    REAL,
    STRING,
    ArraySort,
    BitVecSort,
    FunctionSort,
    UninterpretedSort,
)
from stamen.terms.term import Term

__all__ = ["Cvc5Solver", "option_text", "BACKEND_OPTIONS"]

# the options every solver the backend makes is given (`stamen tune` runs with them too)
BACKEND_OPTIONS = (("produce-models", "true"), ("incremental", "true"),
            ("produce-unsat-assumptions", "true"), ("arrays-exp", "true"))
_CVC5_ERRORS = (RuntimeError, ValueError, TypeError, OverflowError)
_REASONS = {"TIMEOUT": TIMEOUT, "RESOURCEOUT": RLIMIT}


class Cvc5Solver(Backend):
    """An incremental cvc5 solver speaking stamen terms (see `stamen.solvers.base.Solver`)."""

    name = "cvc5"

    def __init__(self, timeout: float | None = None, rlimit: int | None = None,
                 params: dict | None = None):
        super().__init__(timeout, rlimit, params)
        self._tr: Cvc5Translator | None = None
        self._solver: cvc5.Solver | None = None
        self._limits: tuple | None = None

    def _check(self, assumptions: list, timeout: float | None) -> Result:
        """The native check of `Backend.check` (its arguments checked, the
        timeout in force given): the verdict of the assertions and `assumptions`."""
        self._flush((limit_ms(timeout), self.rlimit or 0))
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

    def close(self) -> None:
        """Drops cvc5's objects; the solver can be used again (it rebuilds them lazily)."""
        self._solver = self._tr = self._limits = self._last = None
        self._rewind()

    # ------------------------------------------------------------- helpers --

    def _call(self, fn, *args):
        """Returns fn(*args), turning cvc5's exceptions into SolverError."""
        try:
            return fn(*args)
        except _CVC5_ERRORS as e:
            raise SolverError(f"cvc5 failed: {e}") from e

    def _flush(self, limits: tuple) -> None:
        """Makes sure a cvc5 solver with `limits` (ms, rlimit) exists and has every assertion:
        a new solver for a new resource limit, the running one told a new time limit."""
        if self._tr is None:
            self._tr = Cvc5Translator()
        if self._solver is None or self._limits[1] != limits[1]:
            self._solver = self._call(_new_solver, self._tr.tm, limits, self.params)
            self._limits = limits
            self._rewind()
        elif self._limits[0] != limits[0]:
            self._call(self._solver.setOption, "tlimit-per", str(limits[0]))
            self._limits = limits
        tr, s = self._tr, self._solver
        self._replay(lambda term: self._call(s.assertFormula, tr.translate(term)),
                     lambda: self._call(s.push))

    def _pop_native(self, n: int) -> None:
        """Pops `n` scopes of cvc5's solver."""
        self._call(self._solver.pop, n)

    def _core_of(self, assumptions: list, terms: list) -> list:
        """Returns the assumption terms that cvc5 reports as needed, in given order."""
        if not assumptions:
            return []
        ids = {t.getId() for t in self._call(self._solver.getUnsatAssumptions)}
        return [a for a, t in zip(assumptions, terms, strict=True) if t.getId() in ids]

    def _value_of(self, c: Term):
        """Returns the model's value of the constant `c`, or its sort's default."""
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
                return _huge(v.getIntegerValue, v, int)
            if sort is REAL and v.isRealValue():
                return _huge(v.getRealValue, v, Fraction)
            if type(sort) is BitVecSort and v.isBitVectorValue():
                return BV(int(v.getBitVectorValue(16), 16), sort.width)
            if sort is FLOAT64 and v.isFloatingPointValue():
                return _float(v)
            if type(sort) is ArraySort:
                return self._array(sort, v)
            if type(sort) is UninterpretedSort and v.isUninterpretedSortValue():
                return _opaque(sort, v.getUninterpretedSortValue())
            if sort is STRING and v.isStringValue():
                return v.getStringValue()
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


def _new_solver(tm: cvc5.TermManager, limits: tuple, params: dict | None = None) -> cvc5.Solver:
    """Returns a fresh cvc5 solver on `tm` with the per-check limits (ms, rlimit; 0 is
    none) and a profile's options."""
    s = cvc5.Solver(tm)
    for key, value in BACKEND_OPTIONS:
        s.setOption(key, value)
    for key, value in (params or {}).items():
        s.setOption(key, option_text(value))
    ms, rlimit = limits
    if ms:
        s.setOption("tlimit-per", str(ms))
    if rlimit:
        s.setOption("rlimit-per", str(rlimit))
    s.setLogic("ALL")
    return s


def option_text(value) -> str:
    """Returns a profile's option value as cvc5's setOption takes it (booleans lowercase)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _float(v) -> float:
    """Returns the Python float of a cvc5 binary64 value, bit-exact, from its IEEE bits
    (cvc5's one NaN is Python's nan)."""
    if v.isFloatingPointNaN():
        return math.nan
    exponent_bits, significand_bits, bits = v.getFloatingPointValue()
    if (exponent_bits, significand_bits) != (11, 53):
        raise SolverError(f"cvc5's float {v} is not a binary64")
    return float_of_bits(int(bits.getBitVectorValue(16), 16))


def _huge(read, v, kind):
    """Returns `read()`, or, when cvc5's Python API fails to convert a number past Python's
    int-to-string limit (ValueError), the number parsed from cvc5's printed value."""
    try:
        return read()
    except ValueError:
        return kind(_parse_number(str(v)))


def _parse_number(text: str) -> Fraction:
    """Returns the number of cvc5's printed numeral: `5`, `5.0`, `(- 10)`,
    `(/ (- 7) 2)`."""
    tokens = text.replace("(", " ( ").replace(")", " ) ").split()

    def term(i):
        if tokens[i] != "(":
            whole, _, frac = tokens[i].partition(".")
            if frac.strip("0"):
                raise SolverError(f"cannot decode cvc5's number {text}")
            return Fraction(decimal_int(whole)), i + 1
        op, i = tokens[i + 1], i + 2
        args = []
        while tokens[i] != ")":
            value, i = term(i)
            args.append(value)
        if op == "-" and len(args) == 1:
            return -args[0], i + 1
        if op == "/" and len(args) == 2:
            return args[0] / args[1], i + 1
        raise SolverError(f"cannot decode cvc5's number {text}")

    value, _ = term(0)
    return value


def _opaque(sort: UninterpretedSort, text) -> Opaque:
    """Returns the opaque value cvc5 names like `(as @T_3 T)` (its index is the number)."""
    if isinstance(text, bytes):
        text = text.decode(errors="replace")
    digits = re.search(r"_([0-9]+)\b[^_]*$", text)
    if digits is None:
        raise SolverError(f"cannot decode cvc5's value {text} of the sort {sort.name}")
    return Opaque(sort, int(digits.group(1)))
