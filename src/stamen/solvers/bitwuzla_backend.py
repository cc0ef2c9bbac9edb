"""The bitwuzla backend: the `Solver` protocol on bitwuzla's Python API.

bitwuzla decides bit-vectors, floats, arrays and uninterpreted functions,
and leads SMT-COMP on bit-vectors; it has no integers or reals, so a query
over them is refused with `UnsupportedConstruct` (bitwuzla_translate.py).
Nothing of bitwuzla exists until the first `check`. A check's time limit is
kept by a terminator (bitwuzla asks it whether to stop), so one native solver
serves checks of any limits and stays incremental. bitwuzla fixes its options
when a solver starts, and producing unsat assumptions slows it down on
queries that need none (ifc CR4: 9 CPU s without, over 40 s with,
BENCHMARKS.md), so a solver produces them only once a check has assumptions:
the first such check gets a new solver (same TermManager, translations kept)
that replays the assertions. Running out of time gives Result.UNKNOWN, never
UNSAT; bitwuzla failures raise `SolverError`. Models decode to the same
values as z3's and cvc5's. A solver profile's `params` are bitwuzla options by their
long names (`"rewrite-level": 1`, `"pp-normalize": false`), set on every native
solver this backend makes.
"""

from __future__ import annotations

import time

import bitwuzla
from bitwuzla import Kind

from stamen.errors import SolverError
from stamen.solvers.backend import Backend, limit_ms
from stamen.solvers.bitwuzla_translate import BITWUZLA_ERRORS, BitwuzlaTranslator
from stamen.solvers.result import TIMEOUT, Result
from stamen.solvers.values import array_value, default_value, function_value
from stamen.terms.bv import BV
from stamen.terms.floats import float_of_bits
from stamen.terms.sorts import BOOL, FLOAT64, ArraySort, BitVecSort, FunctionSort
from stamen.terms.term import Term

__all__ = ["BitwuzlaSolver", "bitwuzla_options"]


class BitwuzlaSolver(Backend):
    """An incremental bitwuzla solver speaking stamen terms (see `stamen.solvers.base.Solver`).

    `rlimit` is not supported by bitwuzla and is refused.
    """

    name = "bitwuzla"

    def __init__(self, timeout: float | None = None, rlimit: int | None = None,
                 params: dict | None = None):
        if rlimit is not None:
            raise SolverError("bitwuzla has no deterministic resource limit (rlimit)")
        super().__init__(timeout, rlimit, params)
        self._call(bitwuzla_options, self.params)  # a rejected option fails here, not later
        self._tr: BitwuzlaTranslator | None = None
        self._solver: bitwuzla.Bitwuzla | None = None
        self._cores = False  # whether the native solver produces unsat assumptions
        self._deadline = _Deadline()

    def _check(self, assumptions: list, timeout: float | None) -> Result:
        """The native check of `Backend.check` (its arguments checked, the
        timeout in force given): the verdict of the assertions and `assumptions`."""
        ms = limit_ms(timeout)
        self._flush(bool(assumptions))
        tr, s = self._tr, self._solver
        terms = [tr.translate(a) for a in assumptions]
        started = time.perf_counter()
        self._deadline.start(ms)
        try:
            r = self._call(s.check_sat, *terms)
        finally:
            self._deadline.stop()
        self.seconds = time.perf_counter() - started
        if r == bitwuzla.Result.SAT:
            result = Result.SAT
        elif r == bitwuzla.Result.UNSAT:
            result = Result.UNSAT
            self._core = self._core_of(assumptions, terms)
        elif r == bitwuzla.Result.UNKNOWN:
            result = Result.UNKNOWN
            self._reason = _reason_unknown(ms, self.seconds)
        else:
            raise SolverError(f"bitwuzla returned an unexpected result {r}")
        self._last = result
        return result

    def close(self) -> None:
        """Drops bitwuzla's objects; the solver can be used again (it rebuilds them)."""
        self._solver = self._tr = self._last = None
        self._cores = False
        self._rewind()

    # ------------------------------------------------------------- helpers --

    def _call(self, fn, *args):
        """Returns fn(*args), turning bitwuzla's exceptions into SolverError."""
        try:
            return fn(*args)
        except BITWUZLA_ERRORS as e:
            raise SolverError(f"bitwuzla failed: {e}") from e

    def _flush(self, cores: bool) -> None:
        """Makes sure a bitwuzla solver exists, producing unsat assumptions if `cores`, and
        has every assertion."""
        if self._tr is None:
            self._tr = BitwuzlaTranslator()
        if self._solver is None or cores and not self._cores:
            self._cores = self._cores or cores
            self._solver = self._call(_new_solver, self._tr.tm, self._cores, self.params)
            self._solver.configure_terminator(self._deadline)
            self._rewind()
        tr, s = self._tr, self._solver
        self._replay(lambda term: self._call(s.assert_formula, tr.translate(term)),
                     lambda: self._call(s.push, 1))

    def _pop_native(self, n: int) -> None:
        """Pops `n` scopes of bitwuzla's solver."""
        self._call(self._solver.pop, n)

    def _core_of(self, assumptions: list, terms: list) -> list:
        """Returns the assumption terms that bitwuzla reports as needed, in given order."""
        if not assumptions:
            return []
        ids = {t.id() for t in self._call(self._solver.get_unsat_assumptions)}
        return [a for a, t in zip(assumptions, terms, strict=True) if t.id() in ids]

    def _value_of(self, c: Term):
        """Returns the model's value of the constant `c`, or its sort's default."""
        term = self._tr.terms.get(c.tid)
        if term is None:
            return default_value(c.sort)
        if type(c.sort) is FunctionSort:
            return self._function(c)
        return self._decode(c.sort, self._call(self._solver.get_value, term))

    def _decode(self, sort, v):
        """Returns the stamen value of the bitwuzla value `v` of `sort`."""
        try:
            if sort is BOOL:
                return v.value()
            if type(sort) is BitVecSort:
                return BV(int(v.value(16), 16), sort.width)
            if sort is FLOAT64:
                return float_of_bits(int(v.value(2, False), 2))
            if type(sort) is ArraySort:
                return self._array(sort, v)
        except BITWUZLA_ERRORS as e:
            raise SolverError(f"bitwuzla failed while decoding a model: {e}") from e
        raise SolverError(f"cannot decode bitwuzla's value {v} as a stamen {sort.name}")

    def _array(self, sort: ArraySort, v):
        """Returns the ArrayValue of a bitwuzla array value: stores over a constant array."""
        entries: dict = {}
        while v.kind() == Kind.ARRAY_STORE:
            base, key, value = v.children()
            key = self._decode(sort.key, key)
            if key not in entries:
                entries[key] = self._decode(sort.value, value)
            v = base
        if v.kind() != Kind.CONST_ARRAY:
            raise SolverError(f"cannot decode bitwuzla's array value {v} as a {sort.name}")
        return array_value(sort, self._decode(sort.value, v.children()[0]), entries)

    def _function(self, f: Term):
        """Returns the FunctionValue of `f`: its values at the points the assertions apply
        it to, and elsewhere the value bitwuzla's lambda gives when every test fails."""
        s, sort = self._solver, f.sort
        body = self._call(s.get_value, self._tr.terms[f.tid])
        while body.kind() == Kind.LAMBDA:
            body = body.children()[-1]
        while body.kind() == Kind.ITE:
            body = body.children()[2]
        try:
            default = self._decode(sort.range, body)
        except SolverError:
            default = default_value(sort.range)
        table = {}
        for app in self._tr.applications.get(f.tid, ()):
            args = app.children()[1:]
            key = tuple(self._decode(d, self._call(s.get_value, a))
                        for a, d in zip(args, sort.domain, strict=True))
            table.setdefault(key, self._decode(sort.range, self._call(s.get_value, app)))
        return function_value(sort, default, table)


def _reason_unknown(ms: int, seconds: float) -> str:
    """Says why bitwuzla answered unknown: its time limit when the check ran that long,
    else its incompleteness (e.g. equality between constant arrays)."""
    if ms and seconds * 1000 >= 0.9 * ms:
        return TIMEOUT
    return "incomplete: bitwuzla could not decide this query (e.g. equality of constant arrays)"


class _Deadline:
    """A bitwuzla terminator: stops a check once its time limit has passed (never when
    there is none, or between checks)."""

    def __init__(self):
        self._at: float | None = None

    def start(self, ms: int) -> None:
        """Starts a check limited to `ms` milliseconds (0: no limit)."""
        self._at = time.perf_counter() + ms / 1000 if ms else None

    def stop(self) -> None:
        """Ends the check."""
        self._at = None

    def __call__(self) -> bool:
        return self._at is not None and time.perf_counter() >= self._at


def bitwuzla_options(params: dict) -> bitwuzla.Options:
    """Returns bitwuzla options that produce models, with `params` (option long names to
    values, a solver profile's) set on them; a name or value bitwuzla rejects (an option
    it does not have, a SAT solver not compiled in) raises its exception."""
    options = bitwuzla.Options()
    options.set(bitwuzla.Option.PRODUCE_MODELS, True)
    for name, value in params.items():
        options.set(name, value)
    return options


def _new_solver(tm: bitwuzla.TermManager, cores: bool, params: dict) -> bitwuzla.Bitwuzla:
    """Returns a fresh bitwuzla solver on `tm` that produces models, and unsat assumptions
    if `cores`, with a profile's `params`."""
    options = bitwuzla_options(params)
    if cores:
        options.set(bitwuzla.Option.PRODUCE_UNSAT_ASSUMPTIONS, True)
    return bitwuzla.Bitwuzla(tm, options)
