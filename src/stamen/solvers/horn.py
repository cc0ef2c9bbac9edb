"""Constrained Horn clauses over stamen terms, solved by z3's fixed-point engine (Spacer).

A `HornSolver` holds the relations (uninterpreted predicates) of one system of
`HornClause`s, each read as `∀ constants. [R(params)] ∧ body → S(args)` (or `→ false`),
in one z3 context. Every relation also carries the system's rigid constants (the same
in every clause) and the functions it is told to carry: Spacer takes no uninterpreted
function, so each function becomes an array of its arguments, one per run, that the
relations pass on. `solve` asks Spacer whether invariants exist; `check` checks each
clause valid under the invariants Spacer returned (or, with no relations, each clause
as one query), with a fresh solver: a caller says "safe" only after that. z3's
exceptions are raised as `SolverError`; timeouts are the answer "unknown". Each check
runs under the watchdog (solvers/watchdog.py): a check z3 runs past twice its limit plus a
second is abandoned with the solver's context, and the solver answers unknown ("timeout")
from then on.
"""

from __future__ import annotations

import time
from collections.abc import Hashable
from dataclasses import dataclass, field

import z3

from stamen.errors import SolverError
from stamen.solvers import isolation, watchdog
from stamen.solvers.result import TIMEOUT
from stamen.solvers.z3_translate import Z3Translator
from stamen.terms.sorts import FunctionSort
from stamen.terms.term import Term
from stamen.terms.traverse import constants

__all__ = ["HornClause", "HornSolver", "Relation", "GLOBAL_GUIDANCE", "SCALAR_ONLY",
           "SPACER_STRATEGIES"]

# Spacer's global guidance (Vediramana Krishnan, Chen, Shoham, Gurfinkel, CAV 2020), then
# Spacer's defaults, each with half the time. Measured on SV-COMP's loop-invgen/up: 0.05 s
# with global guidance, a timeout at 40 s without; loop-acceleration/diamond the other way.
GLOBAL_GUIDANCE = {"fp.spacer.global": True}
SPACER_STRATEGIES = (GLOBAL_GUIDANCE, {})
# Not tried when a relation has an array argument: z3 5.4's global generalizer reaches an
# internal assertion there (SV-COMP's array-examples).
SCALAR_ONLY = (GLOBAL_GUIDANCE,)


@dataclass(frozen=True)
class Relation:
    """An uninterpreted predicate over `sorts` (then the rigid constants and the carried
    functions), or, when `function` is given, that function constant (of a Function sort
    into bool) as it is: formulas may apply it, and it carries nothing more."""

    name: str
    sorts: tuple = ()
    function: Term | None = None


@dataclass
class HornClause:
    """`[source(params)] ∧ body → target(args)`, or `→ false` when `target` is None; the
    constants of the clause are bound in it. `arg_sorts` give the sorts of literal
    arguments (a literal int may be a real)."""

    source: Hashable | None
    params: list
    body: object
    target: Hashable | None
    args: list = field(default_factory=list)
    arg_sorts: list = field(default_factory=list)


def _z3_errors(method):
    """Wraps a HornSolver method so that z3's exceptions are raised as SolverError."""

    def wrapped(*args, **kwargs):
        try:
            return method(*args, **kwargs)
        except z3.Z3Exception as exc:
            raise SolverError(f"z3 error: {_short(str(exc))}") from exc

    wrapped.__name__, wrapped.__doc__ = method.__name__, method.__doc__
    return wrapped


class HornSolver:
    """The relations, rigid constants and functions of one Horn system in one z3 context
    (release it with `close`)."""

    name = "z3"  # the backend it runs on (isolation.distrust)

    @_z3_errors
    def __init__(self, relations: dict, rigid: list, functions: list,
                 carried: frozenset | set = frozenset()) -> None:
        """`relations`: key -> Relation; `rigid`: the constants every relation carries;
        `functions`: the function constants of the clauses (read as arrays that the
        relations carry when their tid is in `carried`)."""
        self.tr = Z3Translator()
        self.ctx = self.tr.ctx
        self.arrays, self.definitions = [], []
        self.model = None
        self.abandoned = False  # a check ran past its bound: the context went with it
        carried_arrays = []
        for k, f in enumerate(functions):
            domain = [self.sort(s) for s in f.sort.domain]
            array = z3.Const(f"fn{k}.{f.args[0]}", z3.ArraySort(*domain, self.sort(f.sort.range)))
            decl = z3.FuncDeclRef(self.tr.func_decl(f), self.ctx)
            select = z3.Select(array, *[z3.Var(i, d) for i, d in enumerate(domain)])
            self.arrays.append(array)
            self.definitions.append((decl, select))
            if f.tid in carried:
                carried_arrays.append(array)
        self.rigid = list(rigid)
        self.symbols = [self.expr(t) for t in rigid] + carried_arrays
        self.preds, self.functional = {}, {}
        for key, rel in relations.items():
            if rel.function is not None:
                self.preds[key] = z3.FuncDeclRef(self.tr.func_decl(rel.function), self.ctx)
                self.functional[key] = True
                continue
            sorts = [self.sort(s) for s in rel.sorts] + [x.sort() for x in self.symbols]
            self.preds[key] = z3.Function(rel.name, *sorts, z3.BoolSort(self.ctx))
            self.functional[key] = False

    def sort(self, sort):
        """Returns the z3py sort of a stamen sort."""
        return z3.z3._to_sort_ref(self.tr.sort(sort), self.ctx)

    def expr(self, v, sort=None, uninterpreted: bool = False):
        """Returns the z3py expression of a term or literal, functions read as their arrays
        unless `uninterpreted`."""
        ast = self.tr.translate(v) if type(v) is Term else self.tr.literal(v, sort)
        e = z3.z3._to_expr_ref(ast, self.ctx)
        if self.definitions and not uninterpreted:
            return z3.substitute_funs(e, *self.definitions)
        return e

    def _parts(self, clause: HornClause, apply, uninterpreted: bool = False) -> tuple:
        """Returns (bound constants, body, head) of a clause, relations applied by
        `apply(key, z3 arguments)`."""
        body = []
        if clause.source is not None:
            params = [self.expr(p, uninterpreted=uninterpreted) for p in clause.params]
            body.append(apply(clause.source, params + self.symbols))
        body.append(self.expr(clause.body, uninterpreted=uninterpreted))
        if clause.target is None:
            head = z3.BoolVal(False, self.ctx)
        else:
            args = [self.expr(a, s, uninterpreted)
                    for a, s in zip(clause.args, clause.arg_sorts, strict=True)]
            head = apply(clause.target,
                         args if self.functional[clause.target] else args + self.symbols)
        terms = [*clause.params, clause.body, *clause.args, *self.rigid]
        bound = [self.expr(c) for c in constants([t for t in terms if type(t) is Term])
                 if type(c.sort) is not FunctionSort] + self.arrays
        return bound, z3.And(*body), head

    @_z3_errors
    def solve(self, clauses: list, timeout: float,
              strategies: tuple = SPACER_STRATEGIES) -> tuple[str, str | None]:
        """Returns Spacer's answer on the clauses, "sat" (invariants exist, kept for
        `check`), "unsat" (a failure is derivable) or "unknown", and z3's reason for
        "unknown": each of `strategies` (z3 parameters) in turn, sharing `timeout`
        seconds, until one answers (those of SCALAR_ONLY only when no relation has an
        array argument)."""
        arrays = any(isinstance(p.domain(i), z3.ArraySortRef) for p in self.preds.values()
                     for i in range(p.arity()))
        strategies = [p for p in strategies if not (arrays and p in SCALAR_ONLY)]
        until = time.perf_counter() + timeout
        if self.abandoned:
            return "unknown", TIMEOUT
        for k, parameters in enumerate(strategies):
            left = until - time.perf_counter()
            s = z3.SolverFor("HORN", ctx=self.ctx)
            share = max(0.001, left / (len(strategies) - k))
            s.set("timeout", max(1, int(share * 1000)))
            for name, value in parameters.items():
                s.set(name, value)
            for clause in clauses:
                bound, body, head = self._parts(clause, lambda k, a: self.preds[k](*a))
                rule = z3.Implies(body, head)
                s.add(z3.ForAll(bound, rule) if bound else rule)
            answer = self._check(s, share)
            if answer is None:
                return "unknown", TIMEOUT
            if answer != z3.unknown:
                break
        self.model = s.model() if answer == z3.sat else None
        return str(answer), (_short(s.reason_unknown()) if answer == z3.unknown else None)

    @_z3_errors
    def check(self, clauses: list, deadline: float,
              uninterpreted: bool = False) -> tuple[str, str | None]:
        """Returns ("valid", None) when every clause is valid with each relation read as its
        interpretation in the model of the last `solve` (False where there is none),
        ("fails", why) when one is not, ("unknown", why) when the solver cannot tell
        ("timeout" past `deadline`, a perf_counter time). `uninterpreted`: functions stay
        functions (z3 decides quantifier-free queries over them more readily than over
        arrays; for systems without relations)."""
        if self.abandoned:
            return "unknown", TIMEOUT
        forms = {k: _interpretation(self.model, p) for k, p in self.preds.items()}
        summaries = [(self.preds[k], forms[k]) for k, f in self.functional.items() if f]
        for clause in clauses:
            left = deadline - time.perf_counter()
            if left <= 0:
                return "unknown", "timeout"
            _, body, head = self._parts(
                clause, lambda k, a: z3.substitute_vars(forms[k], *a) if a else forms[k],
                uninterpreted)
            if summaries:  # the functional relations the body applies, read as invariants
                body = z3.substitute_funs(body, *summaries)
            v = z3.Solver(ctx=self.ctx)
            v.set("timeout", max(1, int(left * 1000)))
            v.add(body, z3.Not(head))
            answer = self._check(v, max(0.001, left))
            if answer is None:
                return "unknown", TIMEOUT
            if answer == z3.sat:
                return "fails", "a clause does not hold"
            if answer == z3.unknown:
                return "unknown", _short(v.reason_unknown())
        return "valid", None

    @_z3_errors
    def satisfiable(self, formula, timeout: float) -> str:
        """Returns z3's answer on `formula` ("sat", "unsat" or "unknown") within `timeout`
        seconds, its functions uninterpreted (z3 finds models of quantified axioms over them
        more readily than over arrays)."""
        if self.abandoned:
            return "unknown"
        s = z3.Solver(ctx=self.ctx)
        s.set("timeout", max(1, int(timeout * 1000)))
        ast = self.tr.translate(formula) if type(formula) is Term else \
            self.tr.literal(formula)
        s.add(z3.z3._to_expr_ref(ast, self.ctx))
        answer = self._check(s, max(0.001, timeout))
        return "unknown" if answer is None else str(answer)

    def _check(self, s, seconds: float):
        """Returns `s.check()`, z3's answer within `seconds`, kept by the watchdog; None
        when the watchdog abandoned it (the solver is then `abandoned`: see module doc)."""
        if not watchdog.ACTIVE:
            return s.check()
        try:
            return watchdog.run_watched(s.check, seconds, self.ctx.interrupt,
                                        lambda worker: self._abandon(worker, s))
        except watchdog.Abandoned:
            return None

    def _abandon(self, worker, s) -> None:
        """Leaves the context to the abandoned call (kept alive until it ends)."""
        watchdog.bury(worker, self.tr, self.ctx, s, self.model)
        self.abandoned = True
        self.model = None
        isolation.distrust(self)

    def close(self) -> None:
        """Releases the z3 context's terms (unless an abandoned check still uses them); the
        solver cannot be used afterwards."""
        if not self.abandoned:
            self.tr.close()


def _interpretation(model, pred):
    """Returns the formula `model` gives `pred`, over the variables Var(i) of its
    arguments (False when the model leaves it out: every clause is checked with it
    anyway)."""
    fi = model[pred] if model is not None else None
    if fi is None:
        return z3.BoolVal(False, pred.ctx)
    if isinstance(fi, z3.ExprRef):  # a predicate without arguments
        return fi
    form = fi.else_value()
    variables = [z3.Var(j, pred.domain(j)) for j in range(pred.arity())]
    for i in reversed(range(fi.num_entries())):
        e = fi.entry(i)
        same = z3.And(*[v == e.arg_value(j) for j, v in enumerate(variables)])
        form = z3.If(same, e.value(), form)
    return form


def _short(reason: str) -> str:
    """Returns the first line of a solver's reason (z3's quote whole clauses)."""
    return reason.strip().split("\n")[0][:160]
