"""The z3 backend: the `Solver` protocol on z3's in-process API.

Nothing of z3 exists until the first `check`: assertions and scopes wait in
a `ScopeLog`, then are translated (`Z3Translator`, cached per term) and
replayed. A timeout, a resource limit or z3's "unknown" gives
`Result.UNKNOWN`, never UNSAT; any z3 failure raises `SolverError`. Models
are decoded into stamen values (bool, int, Fraction, BV, ArrayValue,
FunctionValue); a constant absent from z3's model gets its sort's default.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from fractions import Fraction

import z3
from z3 import z3core
from z3.z3types import Ast, Z3Exception

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers.base import check_timeout
from stamen.solvers.result import RLIMIT, TIMEOUT, Result
from stamen.solvers.scopes import PUSH, ScopeLog
from stamen.solvers.values import array_value, default_value, function_value
from stamen.solvers.z3_translate import Z3Translator
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort
from stamen.terms.term import Term

__all__ = ["Z3Solver"]

_UINT_MAX = 4294967295
_RESULTS = {z3core.Z3_L_TRUE: Result.SAT, z3core.Z3_L_FALSE: Result.UNSAT,
            z3core.Z3_L_UNDEF: Result.UNKNOWN}


class Z3Solver:
    """An incremental z3 solver speaking stamen terms (see `stamen.solvers.base.Solver`).

    `timeout` (seconds) applies to every check unless the check gives its
    own; `rlimit` is z3's deterministic resource limit (0 or None: none).
    """

    name = "z3"

    def __init__(self, timeout: float | None = None, rlimit: int | None = None):
        check_timeout(timeout)
        self.timeout = timeout
        self.rlimit = rlimit
        self._log = ScopeLog()
        self._tr: Z3Translator | None = None
        self._solver: z3.Solver | None = None
        self._model: z3.ModelRef | None = None
        self._core: list | None = None
        self._reason: str | None = None
        self._last: Result | None = None
        self.seconds = 0.0  # wall-clock seconds z3 spent in the last check

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
        self._model = self._core = self._reason = None
        self._last = None
        self._flush()
        tr = self._tr
        asts = [tr.translate(a) for a in assumptions]
        self._configure(self.timeout if timeout is None else timeout)
        s = self._solver
        started = time.perf_counter()
        r = self._call(z3core.Z3_solver_check_assumptions, tr.ref, s.solver, len(asts),
                       (Ast * len(asts))(*asts))
        self.seconds = time.perf_counter() - started
        result = _RESULTS.get(r)
        if result is None:
            raise SolverError(f"z3 returned an unexpected check result {r!r}")
        if result is Result.SAT:
            self._model = self._call(s.model)
        elif result is Result.UNSAT:
            self._core = self._core_of(assumptions, asts)
        else:
            self._reason = _normalise_reason(self._call(s.reason_unknown), timeout, self)
        self._last = result
        return result

    def reason_unknown(self) -> str | None:
        """Returns why the last check was UNKNOWN ("timeout", "rlimit", or z3's words)."""
        return self._reason

    def model(self, constants: Iterable[Term]) -> dict:
        """Returns {constant: value} from the last SAT check, completed with defaults."""
        if self._last is not Result.SAT:
            raise SolverError(f"no model: the last check was {self._last!r}, not Result.SAT")
        return {c: self._value_of(c) for c in constants}

    def unsat_core(self) -> list:
        """Returns the assumptions of the last UNSAT check that z3 needed to refute."""
        if self._last is not Result.UNSAT:
            raise SolverError(f"no core: the last check was {self._last!r}, not Result.UNSAT")
        return list(self._core)

    def close(self) -> None:
        """Releases z3's objects; the solver can be used again (it rebuilds them lazily)."""
        self._model = self._solver = None
        if self._tr is not None:
            self._tr.close()
            self._tr = None
        self._log.rewind()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------- helpers --

    def _call(self, fn, *args):
        """Returns fn(*args), turning z3's exceptions into SolverError."""
        try:
            return fn(*args)
        except Z3Exception as e:
            raise SolverError(f"z3 failed: {_z3_message(e)}") from e

    def _flush(self) -> None:
        """Creates z3's objects if needed and replays the pending assertions and scopes."""
        if self._tr is None:
            self._tr = Z3Translator()
            self._solver = self._call(z3.Solver, None, self._tr.ctx)
        tr, s = self._tr, self._solver.solver
        ops = self._log.drain()
        for i, op in enumerate(ops):
            try:
                if op is PUSH:
                    self._call(z3core.Z3_solver_push, tr.ref, s)
                else:
                    self._call(z3core.Z3_solver_assert, tr.ref, s, tr.translate(op))
            except BaseException:
                self._log.pending[:0] = ops[i:]
                raise

    def _configure(self, timeout: float | None) -> None:
        """Sets the per-check timeout and resource limit on z3's solver."""
        ms = _UINT_MAX if timeout is None else max(1, min(_UINT_MAX, int(timeout * 1000)))
        self._call(self._solver.set, "timeout", ms)
        self._call(self._solver.set, "rlimit", self.rlimit or 0)

    def _core_of(self, assumptions: list, asts: list) -> list:
        """Returns the assumption terms whose ASTs are in z3's unsat core, in given order."""
        if not assumptions:
            return []
        tr = self._tr
        core = self._call(self._solver.unsat_core)
        ids = {z3core.Z3_get_ast_id(tr.ref, e.as_ast()) for e in core}
        return [a for a, ast in zip(assumptions, asts, strict=True)
                if z3core.Z3_get_ast_id(tr.ref, ast) in ids]

    def _value_of(self, c: Term):
        """Returns the model's value of the constant `c`, or its sort's default."""
        if type(c) is not Term or c.op != "const":
            raise InvalidArgument(f"model: expected symbolic constants, got {c!r}")
        tr, m = self._tr, self._model
        if type(c.sort) is FunctionSort:
            decl = tr.decls.get(c.tid)
            if decl is None:
                return default_value(c.sort)
            return _Z3Decoder(tr, m).function(c.sort, z3.FuncDeclRef(decl, tr.ctx))
        ast = tr.asts.get(c.tid)
        if ast is None:
            return default_value(c.sort)
        v = self._call(m.eval, z3.z3._to_expr_ref(ast, tr.ctx), True)
        return _Z3Decoder(tr, m).value(c.sort, v)


class _Z3Decoder:
    """Decodes z3 model values of a known stamen sort into stamen values."""

    def __init__(self, tr: Z3Translator, model: z3.ModelRef):
        self.tr = tr
        self.model = model

    def value(self, sort, v):
        """Returns the stamen value of the z3 value `v` of `sort`; SolverError if not decodable."""
        try:
            if sort is BOOL:
                if z3.is_true(v):
                    return True
                if z3.is_false(v):
                    return False
            elif sort is INT:
                if z3.is_int_value(v):
                    return v.as_long()
            elif sort is REAL:
                if z3.is_rational_value(v):
                    return Fraction(v.numerator_as_long(), v.denominator_as_long())
                if z3.is_algebraic_value(v):
                    raise SolverError(f"z3's model has the irrational real {v}; "
                                      "stamen reals are rationals")
            elif type(sort) is BitVecSort:
                if z3.is_bv_value(v):
                    return BV(v.as_long(), sort.width)
            elif type(sort) is ArraySort:
                return self.array(sort, v)
        except Z3Exception as e:
            raise SolverError(f"z3 failed while decoding a model: {_z3_message(e)}") from e
        raise SolverError(f"cannot decode z3's value {v} as a stamen {sort.name}")

    def array(self, sort: ArraySort, v):
        """Returns the ArrayValue of a z3 array value: stores over a constant or as-array."""
        entries: dict = {}
        while True:
            if z3.is_store(v):
                key = self.value(sort.key, v.arg(1))
                if key not in entries:
                    entries[key] = self.value(sort.value, v.arg(2))
                v = v.arg(0)
            elif z3.is_const_array(v):
                default = self.value(sort.value, v.arg(0))
                break
            elif z3.is_as_array(v):
                fi = self.model[z3.get_as_array_func(v)]
                default = self.value(sort.value, fi.else_value())
                for i in range(fi.num_entries()):
                    e = fi.entry(i)
                    entries.setdefault(self.value(sort.key, e.arg_value(0)),
                                       self.value(sort.value, e.value()))
                break
            else:
                raise SolverError(f"cannot decode z3's array value {v} as a {sort.name}")
        return array_value(sort, default, entries)

    def function(self, sort: FunctionSort, decl: z3.FuncDeclRef):
        """Returns the FunctionValue of an uninterpreted function in the model."""
        tr, m = self.tr, self.model
        if not z3core.Z3_model_has_interp(tr.ref, m.model, decl.ast):
            return default_value(sort)
        fi = m[decl]
        else_value = fi.else_value()
        if else_value is None:
            default = default_value(sort.range)
        else:
            default = self.value(sort.range, else_value)
        table = {}
        for i in range(fi.num_entries()):
            e = fi.entry(i)
            key = tuple(self.value(d, e.arg_value(j)) for j, d in enumerate(sort.domain))
            table.setdefault(key, self.value(sort.range, e.value()))
        return function_value(sort, default, table)


def _normalise_reason(reason: str, timeout, solver: Z3Solver) -> str:
    """Returns "timeout" or "rlimit" for z3's words about running out, else z3's words."""
    if "resource" in reason:
        return RLIMIT
    if reason in ("timeout", "canceled"):
        has_timeout = timeout is not None or solver.timeout is not None
        return TIMEOUT if has_timeout or not solver.rlimit else RLIMIT
    return reason


def _z3_message(e: Z3Exception) -> str:
    """Returns the text of a z3 exception (z3 sometimes gives bytes)."""
    msg = e.value if hasattr(e, "value") else str(e)
    return msg.decode(errors="replace") if isinstance(msg, bytes) else str(msg)
