"""The z3 backend: the `Solver` protocol on z3's in-process API.

Nothing of z3 exists until the first `check`: assertions and scopes wait in
the log, then are translated (`Z3Translator`, cached per term for the
solver's life) and replayed. A timeout, a resource limit or z3's "unknown"
gives Result.UNKNOWN, never UNSAT; any z3 failure raises `SolverError`.
Models decode into stamen values (`Z3Decoder`); a constant z3 never saw
gets its sort's default.

With `one_shot` set, each check is sent to a new native solver holding the open
scopes' assertions and the assumptions as plain assertions (no push, no assumption
literals), so z3 runs its non-incremental solver with its preprocessing: on the
path conditions of a merging executor (disjunctions of paths through loops) a check
took 2 ms there and 355 ms in the incremental solver after one push per constraint.
Translations are still cached across checks; such a check has no unsat core.

With `tactic` (a solver profile's: see `z3_tactics.py`), z3's solver is that tactic's
solver (with logic="QF_BV", only while the assertions are bit-vectors and booleans
only): it keeps push/pop by re-running the tactic on every check, and has no unsat core,
so the core of an unsat check under assumptions is all of them (a core, not a minimal
one).

A check with a limit runs on a worker thread watched by stamen (solvers/watchdog.py): z3
is interrupted past the limit, and a check that still runs at twice the limit plus a
second is abandoned (unknown, "timeout") with its context, and replaced by a new one.
"""

from __future__ import annotations

import time

import z3
from z3 import z3core
from z3.z3types import Ast, Z3Exception

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers import watchdog
from stamen.solvers.backend import Backend, limit_ms
from stamen.solvers.result import RLIMIT, TIMEOUT, Result
from stamen.solvers.values import default_value
from stamen.solvers.z3_model import Z3Decoder, z3_message
from stamen.solvers.z3_tactics import check_tactic, parse_tactic
from stamen.solvers.z3_translate import Z3Translator
from stamen.terms.sorts import BOOL, BitVecSort, FunctionSort
from stamen.terms.term import Term
from stamen.terms.traverse import postorder

__all__ = ["Z3Solver", "native_params"]

_UINT_MAX = 4294967295
_RESULTS = {z3core.Z3_L_TRUE: Result.SAT, z3core.Z3_L_FALSE: Result.UNSAT,
            z3core.Z3_L_UNDEF: Result.UNKNOWN}


class Z3Solver(Backend):
    """An incremental z3 solver speaking stamen terms (see `stamen.solvers.base.Solver`)."""

    name = "z3"

    def __init__(self, timeout: float | None = None, rlimit: int | None = None,
                 logic: str | None = None, params: dict | None = None,
                 tactic: str | None = None):
        if logic not in (None, "QF_BV"):
            raise InvalidArgument(f"Z3Solver: logic must be None or 'QF_BV', got {logic!r}")
        super().__init__(timeout, rlimit, params)
        self.logic = logic
        self.tactic = None if tactic is None else check_tactic(tactic)
        self._tactic_solver = False  # whether the native solver is the tactic's
        self._tr: Z3Translator | None = None
        self._solver: z3.Solver | None = None
        self._model: z3.ModelRef | None = None
        self._bit_vectors_only = False  # whether the native solver is z3's QF_BV solver
        self.one_shot = False  # each check on a new native solver (see module doc)
        self._deferred: list | None = None  # native calls `_check` sends in its watched call

    def _check(self, assumptions: list, timeout: float | None) -> Result:
        """The native check of `Backend.check` (its arguments checked, the
        timeout in force given): the verdict of the assertions and `assumptions`."""
        self._model = None
        if self.one_shot:
            return self._check_one_shot(assumptions, timeout)
        # The scopes and assertions sent to z3 now are sent by the watched call: z3
        # internalizes the assertions at a push, which took minutes past the limit on
        # string theory (round 18a: an optimize search blocked in Z3_solver_push)
        self._deferred = []
        try:
            self._flush(assumptions)
        finally:
            sends, self._deferred = self._deferred, None
        tr, s = self._tr, self._solver
        asts = [tr.translate(a) for a in assumptions]
        checked = asts + tr.lemmas  # valid facts: they change no answer, only help z3
        self._call(s.set, "timeout", min(limit_ms(timeout), _UINT_MAX) or _UINT_MAX)
        self._call(s.set, "rlimit", self.rlimit or 0)
        started = time.perf_counter()
        try:
            r = self._native_check(timeout, self._send_and_check, sends, tr.ref, s.solver,
                                   len(checked), (Ast * len(checked))(*checked))
        except SolverError:
            self._forget()  # some of `sends` may not have reached z3: build anew
            raise
        self.seconds = time.perf_counter() - started
        result = _RESULTS.get(r)
        if result is None:
            raise SolverError(f"z3 returned an unexpected check result {r!r}")
        if result is Result.SAT:
            self._model = self._call(s.model)
        elif result is Result.UNSAT:
            self._core = self._core_of(assumptions, asts)
        else:
            self._reason = _reason(self._call(s.reason_unknown), timeout is not None)
        self._last = result
        return result

    def _check_one_shot(self, assumptions: list, timeout: float | None) -> Result:
        """Returns the verdict of a new native solver on the open scopes' assertions and
        `assumptions`, all asserted (see module doc); the log stays as it is."""
        if self._tr is None:
            self._tr = Z3Translator()
        self._log.drain()  # the native solver of a one-shot check is built from scratch
        self._native_pops = 0
        tr = self._tr
        s = self._solver = self._new_native_solver()
        for term in [*self.assertions(), *assumptions]:
            self._call(z3core.Z3_solver_assert, tr.ref, s.solver, tr.translate(term))
        for lemma in tr.lemmas:
            self._call(z3core.Z3_solver_assert, tr.ref, s.solver, lemma)
        self._call(s.set, "timeout", min(limit_ms(timeout), _UINT_MAX) or _UINT_MAX)
        self._call(s.set, "rlimit", self.rlimit or 0)
        started = time.perf_counter()
        r = self._native_check(timeout, z3core.Z3_solver_check, tr.ref, s.solver)
        self.seconds = time.perf_counter() - started
        result = _RESULTS.get(r)
        if result is None:
            raise SolverError(f"z3 returned an unexpected check result {r!r}")
        if result is Result.SAT:
            self._model = self._call(s.model)
        elif result is Result.UNKNOWN:
            self._reason = _reason(self._call(s.reason_unknown), timeout is not None)
        self._last = result
        return result

    def close(self) -> None:
        """Releases z3's objects; the solver can be used again (it rebuilds them lazily)."""
        self._model = self._solver = self._last = None
        if self._tr is not None:
            self._tr.close()
            self._tr = None
        self._rewind()

    # ------------------------------------------------------------- helpers --

    def _call(self, fn, *args):
        """Returns fn(*args), turning z3's exceptions into SolverError."""
        try:
            return fn(*args)
        except Z3Exception as e:
            raise SolverError(f"z3 failed: {z3_message(e)}") from e

    def _native_check(self, timeout: float | None, fn, *args):
        """Returns fn(*args), a native check, watched by the watchdog when it has a limit
        (see module doc); an abandoned check raises watchdog.Abandoned."""
        if timeout is None or not watchdog.ACTIVE:
            return self._call(fn, *args)
        ref = self._tr.ref
        return watchdog.run_watched(lambda: self._call(fn, *args), timeout,
                                    lambda: z3core.Z3_interrupt(ref), self._abandon)

    @staticmethod
    def _send_and_check(sends: list, ref, solver, count: int, asts):
        """Makes the native calls `_flush` deferred, then the native check (run watched)."""
        for fn, args in sends:
            fn(*args)
        return z3core.Z3_solver_check_assumptions(ref, solver, count, asts)

    def _native(self, fn, *args) -> None:
        """Calls the native `fn(*args)`, or defers it to the watched call (`_deferred`)."""
        if self._deferred is not None:
            self._deferred.append((fn, args))
        else:
            self._call(fn, *args)

    def _forget(self) -> None:
        """Releases z3's objects after a failed native call, model and solver before the
        translator's context (`close`): the next check replays anew. Dropping them at
        once left their release to the cyclic collector (the exception's frames hold
        them), which freed the context first, and z3 aborted in Z3_del_context."""
        self.close()

    def _abandon(self, worker) -> None:
        """Detaches the native objects an abandoned check still uses (kept alive until it
        ends); the next check builds new ones and replays the log into them (also when
        the check ends by an exception of the waiting thread, e.g. a KeyboardInterrupt)."""
        watchdog.bury(worker, self._tr, self._solver)
        self._tr = self._solver = self._model = None
        self._rewind()

    def _flush(self, assumptions: list = ()) -> None:
        """Creates z3's objects if needed and replays the pending assertions and scopes.

        With logic="QF_BV", while every assertion is over bit-vectors and booleans only,
        the native solver is z3's QF_BV solver (bit-blasting first): on the bv synthesis
        queries it answered in 60 s where the general solver had no answer in 150 s (but
        it was slower on some ifc queries, so it is not the default). The first other
        assertion replaces it with the general solver, replaying scopes and assertions.
        """
        if self._tr is None:
            self._tr = Z3Translator()
            self._bit_vectors_only = (self.logic == "QF_BV"
                                      and _bit_vectors_only([*self._log.pending, *assumptions]))
            self._solver = self._new_native_solver()
        elif self._bit_vectors_only and not _bit_vectors_only([*self._log.pending,
                                                                *assumptions]):
            self._bit_vectors_only = False
            self._rewind()
            self._solver = self._new_native_solver()
        tr, s = self._tr, self._solver.solver
        self._replay(
            lambda term: self._native(z3core.Z3_solver_assert, tr.ref, s, tr.translate(term)),
            lambda: self._native(z3core.Z3_solver_push, tr.ref, s),
        )

    def _new_native_solver(self) -> z3.Solver:
        """Returns z3's solver for the current assertions, with the profile's parameters:
        the tactic's solver when a tactic is in force (see module doc)."""
        ctx = self._tr.ctx
        self._tactic_solver = self.tactic is not None and (self.logic is None
                                                           or self._bit_vectors_only)
        if self._tactic_solver:
            s = self._call(lambda: parse_tactic(self.tactic, ctx).solver())
        elif self._bit_vectors_only:
            s = self._call(z3.SolverFor, "QF_BV", ctx)
        else:
            s = self._call(z3.Solver, None, ctx)
        every = self._bit_vectors_only or self._tactic_solver
        for key, value in native_params(self.params, every).items():
            self._call(s.set, key, value)
        return s

    def _pop_native(self, n: int) -> None:
        """Pops `n` scopes of z3's solver."""
        self._native(z3core.Z3_solver_pop, self._tr.ref, self._solver.solver, n)

    def _core_of(self, assumptions: list, asts: list) -> list:
        """Returns the assumption terms whose ASTs are in z3's unsat core, in given order."""
        if not assumptions:
            return []
        if self._tactic_solver:
            return list(assumptions)  # a tactic's solver has no core (see module doc)
        ref = self._tr.ref
        ids = {z3core.Z3_get_ast_id(ref, e.as_ast()) for e in self._call(self._solver.unsat_core)}
        return [a for a, ast in zip(assumptions, asts, strict=True)
                if z3core.Z3_get_ast_id(ref, ast) in ids]

    def _value_of(self, c: Term):
        """Returns the model's value of the constant `c`, or its sort's default."""
        tr, m = self._tr, self._model
        if type(c.sort) is FunctionSort:
            decl = tr.decls.get(c.tid)
            if decl is None:
                return default_value(c.sort)
            return self._call(Z3Decoder(tr, m).function, c.sort, z3.FuncDeclRef(decl, tr.ctx))
        ast = tr.asts.get(c.tid)
        if ast is None:
            return default_value(c.sort)
        v = self._call(m.eval, z3.z3._to_expr_ref(ast, tr.ctx), True)
        return self._call(Z3Decoder(tr, m).value, c.sort, v)


def native_params(params: dict, bit_vectors_only: bool) -> dict:
    """Returns the profile parameters z3's native solver takes: all of them for the QF_BV
    solver (and a tactic's solver, which refuses at its first check a parameter its
    tactic does not take), all but the `sat.*` ones (its SAT solver's, which the general
    solver does not have and refuses) for the general solver."""
    if bit_vectors_only:
        return dict(params)
    return {k: v for k, v in params.items() if not k.startswith("sat.")}


def _bit_vectors_only(ops: list) -> bool:
    """Returns whether every term below `ops` (terms and scope markers) is a bit-vector or a
    boolean: no integers, reals, arrays or functions."""
    return all(t.sort is BOOL or type(t.sort) is BitVecSort for t in postorder(ops))


def _reason(reason: str, timed: bool) -> str:
    """Returns "timeout" or "rlimit" for z3's words about running out, else z3's words.

    z3 says "canceled" when either limit stops it, "interrupted" when the watchdog does
    (past the timeout); with a timeout set, that is the timeout.
    """
    if "resource" in reason:
        return RLIMIT
    if reason in ("timeout", "canceled", "interrupted"):
        return TIMEOUT if timed or reason == "timeout" else RLIMIT
    return reason
