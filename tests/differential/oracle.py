"""The oracle: run a generated program concretely on every input of its domain, then ask
stamen verify, solve and pinned-input questions about it under each merge strategy, and
classify every answer against plain Python.

Per strategy, with the inputs assumed inside their domain:
- verify `f(inputs) == python(inputs)`: unsat when Python never raises; otherwise a
  counterexample on which Python raises;
- solve `f(inputs) == v` for a value Python reaches (sat, and Python agrees with the
  model) and for a value it never reaches (unsat);
- solve with each input pinned by `assume`: sat with exactly Python's value (same types),
  or unsat when Python raises.
A refusal (`UnsupportedConstruct`, `UntrackedMutation`, `UnliftedBranchError` or
`UnrollBoundExceeded`: a stated limit at the user's line, never a verdict) is an
acceptable answer, counted; so is `unknown`. Wrong answers (including a
`ReplayError`) and "internal" outcomes (`InternalError`, any other exception, a hang)
are failures.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import math
import signal
import threading

import stamen
from stamen.sketch.holes import choice_guards
from stamen.sketch.sites import Site
from stamen.terms.floats import same as same_term
from stamen.terms.pyfloat import is_float
from stamen.vm.merging.seq import List

from .program import DOMAINS, INPUT_SORTS, Program, load, plain_choose, plain_hole

__all__ = ["Finding", "Verdict", "STRATEGIES", "assert_agrees", "check_function",
           "check_program", "python_outcomes", "same", "same_float"]

STRATEGIES = ("types", "none", "logic")
# seconds per query, evaluation included (a query's timeout is its whole budget since
# issue 10, budget10; it was 10 s per solver check, and a loaded CI ran a generator
# program's evaluation past 10 s): a slow query answers `unknown`, never a verdict. Kept
# under HANG_SECONDS / 2 - 1: the watchdog abandons a check at 2 x its limit + 1 s.
SOLVER_TIMEOUT = 25
# A hang is measured in the process's CPU seconds (user + system, every thread): on a
# loaded machine an honest query of 10 CPU s takes minutes of wall time, and a wall-clock
# limit called it a hang (col_string_building, gen_loop_else_continue at load 8). A query
# blocked without computing (a lock, a wait) is caught by the wall-clock backstop.
HANG_SECONDS = 60  # CPU s per query; far beyond any honest run, so only a real hang trips it
HANG_WALL_SECONDS = 900  # wall s per query: only a query that stopped computing trips it

AGREE, REFUSED, UNKNOWN, WRONG, INTERNAL = "agree", "refused", "unknown", "wrong", "internal"
_SEVERITY = (AGREE, UNKNOWN, REFUSED, INTERNAL, WRONG)


@dataclasses.dataclass(frozen=True)
class Finding:
    """One query's classified answer: `kind` is one of agree/refused/unknown/wrong/internal."""

    strategy: str
    query: str
    kind: str
    expected: str = ""
    got: str = ""

    def describe(self) -> str:
        return (f"[{self.kind}] merge={self.strategy!r} {self.query}: "
                f"expected {self.expected}, got {self.got}")


@dataclasses.dataclass
class Verdict:
    """All findings for one program; `status` is the worst kind among them."""

    program: Program
    findings: list[Finding]

    @property
    def status(self) -> str:
        kinds = {f.kind for f in self.findings} or {AGREE}
        return max(kinds, key=_SEVERITY.index)

    def failures(self) -> list[Finding]:
        return [f for f in self.findings if f.kind in (WRONG, INTERNAL)]

    def describe(self) -> str:
        shown = self.failures() or [f for f in self.findings if f.kind != AGREE]
        lines = [f.describe() for f in shown[:6]]
        more = f"\n... and {len(shown) - 6} more" if len(shown) > 6 else ""
        return (f"family {self.program.family}, program:\n{self.program.source}\n"
                + "\n".join(lines) + more)


# --- plain Python ------------------------------------------------------------------------

def python_outcomes(program: Program) -> dict[tuple, tuple[str, object]]:
    """Returns, per input tuple, ("ok", value) or ("raise", exception type name).

    A program that plain Python cannot finish is a bug of the generator: it raises."""
    namespace = load(program, lift=False)
    plain_hole(namespace).value = program.target
    out = {}
    for inputs in program.inputs():
        args = inputs[:len(program.params)]
        if program.choice:
            plain_choose(namespace).k = inputs[-1]
        status, result = _guarded(lambda args=args: namespace["f"](*args), plain=True)
        if status not in ("ok", "raise"):
            raise AssertionError(f"generator bug: plain Python gives {result} on {inputs} "
                                 f"for\n{program.source}")
        out[Inputs(inputs)] = (status, result)
    return out


def _same_input(a, b) -> bool:
    """Whether a model's input value `b` is the domain's input `a`: floats by `same_float`
    (-0.0 is not 0.0, nan is nan), anything else by `==` as a dict key is found (a model's
    False is the domain's 0 where a bool input's domain is written 0/1)."""
    if type(a) is float or type(b) is float:
        return type(a) is type(b) and same_float(a, b)
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return len(a) == len(b) and all(map(_same_input, a, b))
    return a == b


class Inputs(tuple):
    """An input tuple as a key of Python's table: equal to another element by element by
    `_same_input`, so -0.0 and 0.0 are two rows and a model's nan finds the domain's nan."""

    def __eq__(self, other) -> bool:
        return (isinstance(other, tuple) and len(other) == len(self)
                and all(_same_input(a, b) for a, b in zip(self, other, strict=True)))

    def __ne__(self, other) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(tuple(0.0 if type(e) is float and e != e else e for e in self))


def _python_type(v) -> type:
    """Returns v's type, reading stamen's own list (what a lifted helper returns when plain
    code calls it on concrete values) as the list it stands for."""
    return list if type(v) is List else type(v)


def same_float(a: float, b: float) -> bool:
    """Whether two floats are the same value as Python's identity-or-equality finds one
    object equal to itself: any nan is any nan, -0.0 is not 0.0, else `==`."""
    if a != a or b != b:
        return a != a and b != b
    return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)


def same(a, b) -> bool:
    """Whether a and b are equal with equal types all the way down (True is not 1), floats
    compared by `same_float` (a nan result is the nan Python computes)."""
    if _python_type(a) is not _python_type(b):
        return False
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return (list(a) == list(b)) and all(same(a[k], b[k]) for k in a)
    if type(a) is float:
        return same_float(a, b)
    return a == b


def _has_float(v) -> bool:
    """Whether a float occurs in the (concrete) value `v`, inside tuples, lists and dicts."""
    if type(v) is float:
        return True
    if isinstance(v, (tuple, list)):
        return any(_has_float(x) for x in v)
    if isinstance(v, dict):
        return any(_has_float(k) or _has_float(x) for k, x in v.items())
    return False


# --- the lifted query bodies -------------------------------------------------------------

class Members(tuple):
    """A domain given as its list of input tuples (not per-input bounds)."""


def _no_args() -> tuple:
    return ()


def _is(v, c):
    """Returns whether the input `v` is the domain value `c` (a float by its bits: -0.0 is
    not 0.0, as a program may tell them apart)."""
    return same_term(v, c) if type(c) is float else v == c


def _float_agrees(r, c: float):
    """Whether stamen's value `r` (maybe symbolic, maybe a union) is Python's float `c`:
    a float member by `same_term` (nan is nan, -0.0 is not 0.0), any other by `==`."""
    parts = []
    for guard, member in stamen.union_contents(r):
        if is_float(member):
            parts.append(stamen.and_(guard, same_term(member, c)))
        else:
            parts.append(stamen.and_(guard, _lifted_eq(member, c)))
    return stamen.or_(*parts)


@stamen.lifted
def _lifted_eq(a, b):
    return a == b


@stamen.lifted
def _agrees(r, value):
    """Whether stamen's result `r` is Python's `value`: `==`, except that floats compare as
    one object compares with itself (`same_float`), also inside tuples and lists, where
    `==` would find a nan result different from Python's identical nan. The elements'
    agreements are one conjunction, not `all()`: a search of symbolic elements branches at
    each, and under merge="none" the verify body forked once per row of Python's table."""
    if not _has_float(value):
        return r == value
    if type(value) is float:
        return _float_agrees(r, value)
    if type(value) is tuple:
        return (isinstance(r, tuple) and len(r) == len(value)
                and stamen.and_(*[_agrees(a, b) for a, b in zip(r, value, strict=False)]))
    if type(value) is list:
        return (isinstance(r, list) and len(r) == len(value)
                and stamen.and_(*[_agrees(a, b) for a, b in zip(r, value, strict=False)]))
    return r == value


@stamen.lifted
def _assume_domain(key, bounds):
    """Assumes every int input lies in its (lo, hi) bounds (None for bools and choices),
    every float input is one of its domain's values (("in", values)), or, when `bounds` is a
    `Members`, that the inputs are one of its tuples."""
    if isinstance(bounds, Members):
        stamen.assume(stamen.or_(*[stamen.and_(*[_is(a, c) for a, c in zip(key, m, strict=True)])
                                   for m in bounds]))
        return
    for v, bound in zip(key, bounds, strict=True):
        if bound is not None:
            if bound[0] == "in":
                stamen.assume(stamen.or_(*[_is(v, c) for c in bound[1]]))
            else:
                stamen.assume(bound[0] <= v)
                stamen.assume(v <= bound[1])


@stamen.lifted
def _verify_body(fn, args, key, table, bounds, extra=_no_args):
    """Asserts that fn(*args) equals Python's value at every input where Python returns
    (`extra()` builds further arguments anew for each run, objects the program mutates)."""
    _assume_domain(key, bounds)
    r = fn(*args, *extra())
    # One formula, no lifted branch: under merge="none" a branch here would fork the paths.
    agree = [stamen.implies(stamen.and_(*[_is(a, c) for a, c in zip(key, inputs, strict=True)]),
                            _agrees(r, value)) for inputs, value in table]
    stamen.assert_(stamen.and_(*agree))


@stamen.lifted
def _solve_body(fn, args, key, bounds, value, extra=_no_args):
    """Asserts that fn(*args) equals `value`."""
    _assume_domain(key, bounds)
    assert _agrees(fn(*args, *extra()), value)


@stamen.lifted
def _pinned_body(fn, args, key, bounds, inputs, box, extra=_no_args):
    """Pins the inputs by `assume` and keeps fn's value in box[0]."""
    _assume_domain(key, bounds)
    for a, c in zip(key, inputs, strict=True):
        stamen.assume(_is(a, c))
    box[0] = fn(*args, *extra())


# --- symbolic inputs ---------------------------------------------------------------------

def _choice_site(program: Program, filename: str) -> Site:
    """Returns the site of the program's single `choose(...)` call (as stamen names it)."""
    for node in ast.walk(ast.parse(program.source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "choose"):
            return Site(filename, node.lineno, node.col_offset, node.end_lineno,
                        node.end_col_offset)
    raise AssertionError(f"no choose(...) call in a choice program:\n{program.source}")


def _symbolic_key(program: Program, filename: str) -> tuple:
    """Returns the symbolic inputs: one constant per param, then the choice index if any."""
    key = []
    for p in program.params:
        key.append(stamen.symbolic(f"dt_{p}", INPUT_SORTS.get(p, int)))
    if program.choice:
        guards = choice_guards(_choice_site(program, filename), program.choice)
        k = program.choice - 1
        for i in reversed(range(program.choice - 1)):
            k = stamen.ite(guards[i], i, k)
        key.append(k)
    return tuple(key)


def _bounds(program: Program) -> tuple:
    bounds = []
    for p in program.params:
        dom = DOMAINS[p]
        if INPUT_SORTS.get(p, int) is int:
            bounds.append((min(dom), max(dom)))
        else:  # a float, str or bit-vector input is one of its domain's values
            bounds.append(None if p == "b" else ("in", dom))
    if program.choice:
        bounds.append(None)
    return tuple(bounds)


# --- running one query -------------------------------------------------------------------

# The errors that state a limit of stamen at the user's line: never a verdict.
REFUSALS = (stamen.UnsupportedConstruct, stamen.UnrollBoundExceeded, stamen.UntrackedMutation,
            stamen.UnliftedBranchError)


class _Hang(BaseException):
    """A query ran past HANG_SECONDS."""


def _guarded(run, plain: bool = False):
    """Returns ("ok", run()) or (kind, description) for a refusal, error or hang; with
    `plain` (a plain Python run), ("raise", exception type name) for any exception."""
    with _hang_limits():
        try:
            if plain:
                try:
                    return "ok", run()
                except Exception as exc:  # noqa: BLE001 - any exception is Python's answer
                    return "raise", type(exc).__name__
            return "ok", run()
        except REFUSALS as exc:
            return REFUSED, f"{type(exc).__name__}: {exc}"
        except stamen.ReplayError as exc:
            return WRONG, f"ReplayError: {exc}"
        except (Exception, stamen.InternalError, _Hang) as exc:  # noqa: BLE001 - all failures
            return INTERNAL, f"{type(exc).__name__}: {exc}"


# (timer, signal, what a hang past it is called)
_HANG_TIMERS = ((signal.ITIMER_PROF, signal.SIGPROF, "CPU s"),
                (signal.ITIMER_REAL, signal.SIGALRM, "s of wall time, not computing"))


@contextlib.contextmanager
def _hang_limits():
    """Raises _Hang in the block once it has used HANG_SECONDS of CPU or HANG_WALL_SECONDS
    of wall time (signals: only in the main thread; elsewhere the block is not limited)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    limits = (HANG_SECONDS, HANG_WALL_SECONDS)
    saved = []
    for (timer, signum, unit), limit in zip(_HANG_TIMERS, limits, strict=True):
        def on_timer(_signum, _frame, limit=limit, unit=unit):
            raise _Hang(f"no answer after {limit:g} {unit}")

        saved.append(signal.signal(signum, on_timer))
        # re-fired every 5 s: a _Hang raised inside a `__del__` (z3's, when the timer
        # lands in a garbage collection) is ignored by Python, and the query would run on
        signal.setitimer(timer, limit, 5)
    try:
        yield
    finally:
        for (timer, signum, _), old in zip(_HANG_TIMERS, saved, strict=False):
            signal.setitimer(timer, 0)
            signal.signal(signum, old)


def _model_inputs(sol, key) -> tuple:
    return tuple(sol.evaluate(v) for v in key)


class _Session:
    """The queries about one program under one strategy."""

    def __init__(self, program, fn, key, outcomes, strategy, findings, *, args=None,
                 bounds=None, extra=_no_args):
        self.program = program
        self.fn = fn
        self.key = key
        self.args = key[:len(program.params)] if args is None else args
        self.bounds = _bounds(program) if bounds is None else bounds
        self.outcomes = outcomes
        self.strategy = strategy
        self.findings = findings
        self.extra = extra
        raised = {o[1] for o in outcomes.values() if o[0] == "raise"}
        # Python raises this exception type on every input: stamen raises it too.
        self.always_raises = (raised.pop() if len(raised) == 1 and all(
            o[0] == "raise" for o in outcomes.values()) else None)

    def outcome(self, inputs: tuple):
        """Returns Python's outcome at `inputs` (a model's), None outside the domain; a nan
        input finds its row though a model's nan is another object (`same`, not `==`)."""
        return self.outcomes.get(Inputs(inputs))

    def note(self, query: str, kind: str, expected: str = "", got: str = "") -> None:
        self.findings.append(Finding(self.strategy, query, kind, expected, got))

    def ask(self, query: str, run):
        """Runs one query; returns its Solution, or None after noting a non-answer."""
        status, result = _guarded(run)
        if status == INTERNAL and result.split(":")[0] == self.always_raises:
            self.note(query, AGREE)  # an error of the program on every path, as Python's
            return None
        if status != "ok":
            self.note(query, status, "an answer", result)
            return None
        if result.unknown:
            self.note(query, UNKNOWN, "sat/unsat", f"unknown ({result.reason})")
            return None
        return result

    def opts(self) -> dict:
        return {"merge": self.strategy, "timeout": SOLVER_TIMEOUT}

    def verify(self) -> None:
        table = [(i, o[1]) for i, o in self.outcomes.items() if o[0] == "ok"]
        raising = [i for i, o in self.outcomes.items() if o[0] == "raise"]
        fn, args, key, bounds = self.fn, self.args, self.key, self.bounds
        sol = self.ask("verify f(in) == python(in)", lambda: stamen.verify(
            lambda: _verify_body(fn, args, key, table, bounds, self.extra), **self.opts()))
        if sol is None:
            return
        q = "verify f(in) == python(in)"
        if not raising:
            if sol.sat:
                cex = _model_inputs(sol, key)
                self.note(q, WRONG, "unsat (Python never raises)",
                          f"counterexample {cex} (Python: {self.outcome(cex)!r})")
            else:
                self.note(q, AGREE)
            return
        if sol.unsat:
            self.note(q, WRONG, f"sat (Python raises on {raising[0]}: "
                      f"{self.outcomes[raising[0]][1]})", "unsat")
            return
        cex = _model_inputs(sol, key)
        if (self.outcome(cex) or ("ok",))[0] != "raise":
            self.note(q, WRONG, "a counterexample on which Python raises",
                      f"counterexample {cex} (Python: {self.outcome(cex)!r})")
        else:
            self.note(q, AGREE)

    def solve_value(self, value, reached: bool) -> None:
        fn, args, key, bounds = self.fn, self.args, self.key, self.bounds
        q = f"solve f(in) == {value!r}"
        sol = self.ask(q, lambda: stamen.solve(
            lambda: _solve_body(fn, args, key, bounds, value, self.extra), **self.opts()))
        if sol is None:
            return
        if not reached:
            self.note(q, WRONG if sol.sat else AGREE, "unsat (Python never returns it)",
                      f"sat at {_model_inputs(sol, key)}" if sol.sat else "unsat")
            return
        if sol.unsat:
            where = [i for i, o in self.outcomes.items() if o[0] == "ok" and _eq(o[1], value)]
            self.note(q, WRONG, f"sat (Python returns it at {where[0]})", "unsat")
            return
        model = _model_inputs(sol, key)
        outcome = self.outcome(model)
        if outcome is None or outcome[0] != "ok" or not _eq(outcome[1], value):
            self.note(q, WRONG, "a model where Python returns it",
                      f"model {model} (Python: {outcome!r})")
        else:
            self.note(q, AGREE)

    def pinned(self, inputs: tuple) -> None:
        fn, args, key, bounds = self.fn, self.args, self.key, self.bounds
        box = [None]
        q = f"pinned {inputs}"
        sol = self.ask(q, lambda: stamen.solve(
            lambda: _pinned_body(fn, args, key, bounds, inputs, box, self.extra),
            **self.opts()))
        if sol is None:
            return
        expected = self.outcomes[inputs]
        if expected[0] == "raise":
            self.note(q, AGREE if sol.unsat else WRONG, f"unsat (Python raises {expected[1]})",
                      "unsat" if sol.unsat else f"sat, value {_evaluate(sol, box)!r}")
            return
        if sol.unsat:
            self.note(q, WRONG, f"{expected[1]!r}", "unsat")
            return
        status, got = _guarded(lambda: sol.evaluate(box[0]))
        if status != "ok":
            self.note(q, status, f"{expected[1]!r}", got)
        elif same(got, expected[1]):
            self.note(q, AGREE)
        else:
            self.note(q, WRONG, _typed(expected[1]), _typed(got))


def _evaluate(sol, box):
    try:
        return sol.evaluate(box[0])
    except Exception as exc:  # noqa: BLE001 - only for the report
        return f"<cannot evaluate: {exc}>"


def _typed(v) -> str:
    return f"{v!r} ({type(v).__name__})"


def _unreached(values: list):
    """Returns a value of the same shape as a reached one that Python's `==` finds
    different from every reached value (so the query reads like the user's own)."""
    for v in values:
        for c in _variants(v):
            if all(not _eq(w, c) for w in values):
                return c
    return "unreached"


def _variants(v) -> list:
    """Returns values like `v` with one part changed."""
    if isinstance(v, bool) or v is None:
        return [not v, 99]
    if isinstance(v, int):
        return [v + 100]
    if isinstance(v, str):
        return [v + "?"]
    if isinstance(v, (tuple, list)):
        make = getattr(type(v), "_make", type(v))  # a namedtuple takes its fields one by one
        out = [make([*v[:i], c, *v[i + 1:]]) for i, e in enumerate(v) for c in _variants(e)]
        return out if hasattr(type(v), "_make") else [*out, type(v)([*v, 99])]
    return []


def _eq(r, value) -> bool:
    """Whether the concrete `r` agrees with `value` as `_agrees` compares them."""
    try:
        if not _has_float(value):
            return bool(r == value)
        if type(value) is float:
            return same_float(r, value) if type(r) is float else bool(r == value)
        if type(value) in (tuple, list):
            return (isinstance(r, type(value)) and len(r) == len(value)
                    and all(_eq(a, b) for a, b in zip(r, value, strict=False)))
        return bool(r == value)
    except Exception:  # noqa: BLE001
        return False


def check_program(program: Program, *, pin: int | None = None, seed: int = 0,
                  strategies=STRATEGIES, stop_at_failure: bool = True) -> Verdict:
    """Returns the verdict on `program`: every query under every strategy, classified
    (with `stop_at_failure`, none after the first wrong or internal outcome: a failing
    program is reported as soon as it is found, and a broken strategy, such as one that
    recurses until Python's limit, costs one query, not all of them).

    `pin` limits the pinned-input queries to that many inputs per strategy (spread over
    the domain, rotated by `seed`, so that a run of many programs pins every input of the
    domain); None pins every input. `seed` also picks the reached value to solve for."""
    if program.query:
        from .queries import check_queries  # the query family's own checks

        return check_queries(program, pin=pin, seed=seed, strategies=strategies,
                             stop_at_failure=stop_at_failure)
    outcomes = python_outcomes(program)
    findings: list[Finding] = []
    status, namespace = _guarded(lambda: load(program, lift=True))
    if status != "ok":
        for strategy in strategies:
            findings.append(Finding(strategy, "@lifted", status, "the lifted program",
                                    namespace))
        return Verdict(program, findings)
    key = _symbolic_key(program, namespace["__file__"])
    verdict = Verdict(program, findings)
    return _ask_all(verdict, outcomes, strategies, pin, seed, stop_at_failure,
                    lambda strategy: _Session(program, namespace["f"], key, outcomes, strategy,
                                              findings))


def _ask_all(verdict, outcomes, strategies, pin, seed, stop_at_failure, session) -> Verdict:
    """Asks, per strategy, the session's verify, solve and pinned-input questions."""
    inputs = list(outcomes)
    reached = [o[1] for o in outcomes.values() if o[0] == "ok"]
    for strategy in strategies:
        s = session(strategy)
        queries = [(s.verify, ())]
        if reached:
            queries.append((s.solve_value, (reached[seed % len(reached)], True)))
        queries.append((s.solve_value, (_unreached(reached), False)))
        pinned = _spread(inputs, pin, seed)
        queries.extend((s.pinned, (i,)) for i in pinned)
        for query, args in queries:
            query(*args)
            if stop_at_failure and verdict.failures():
                return verdict
    return verdict


def _spread(inputs: list, count: int | None, seed: int) -> list:
    """Returns `count` inputs evenly spread over `inputs` (all of them if None)."""
    if count is None or count >= len(inputs):
        return inputs
    if count <= 0:
        return []
    step = len(inputs) / count
    start = seed % len(inputs)
    return [inputs[(start + int(i * step)) % len(inputs)] for i in range(count)]


# --- any lifted function -----------------------------------------------------------------

def _infer_sort(values: list):
    if all(type(v) is bool for v in values):
        return bool
    if all(type(v) is int for v in values):
        return int
    raise TypeError(f"check_function: pass sorts= for inputs like {values[:3]!r}")


def check_function(lifted_fn, domain, *, plain=None, sorts=None, fresh_args=None,
                   pin: int | None = None, strategies=STRATEGIES,
                   stop_at_failure: bool = True) -> Verdict:
    """Returns the verdict on `lifted_fn` against `plain` (default: the undecorated
    function) over `domain`, a list of input tuples (or of single values), with the same
    questions as for a generated program: per strategy, verify of Python's table, solve
    for a reached and an unreached value, and each input pinned by `assume`.

    `sorts` gives each input's type (inferred for ints and bools); `fresh_args()` builds
    further arguments anew for every run (objects the program mutates)."""
    # the function as written: for @lifted over a decorator, the decorated one (its
    # __wrapped__ is the function functools.wraps noted, as in Python)
    plain = plain or getattr(lifted_fn, "__stamen_written__", None) or lifted_fn.__wrapped__
    extra = fresh_args or _no_args
    domain = [v if isinstance(v, tuple) else (v,) for v in domain]
    outcomes = {}
    for inputs in domain:
        outcomes[Inputs(inputs)] = _guarded(lambda inputs=inputs: plain(*inputs, *extra()),
                                            plain=True)
    if len(outcomes) != len(domain):  # the table is keyed by `same` (-0.0 is not 0.0)
        raise ValueError("check_function: the domain holds an input twice")
    sorts = sorts or [_infer_sort([v[i] for v in domain]) for i in range(len(domain[0]))]
    key = tuple(stamen.fresh(sort) for sort in sorts)
    name = getattr(lifted_fn, "__qualname__", repr(lifted_fn))
    program = Program("function", f"{name} over {domain}", ())
    verdict = Verdict(program, [])
    return _ask_all(verdict, outcomes, strategies, pin, 0, stop_at_failure,
                    lambda strategy: _Session(program, lifted_fn, key, outcomes, strategy,
                                              verdict.findings, args=key,
                                              bounds=Members(domain), extra=extra))


def assert_agrees(lifted_fn, domain, **options) -> None:
    """Checks that every answer of `check_function` agrees with Python exactly (a
    refusal or an `unknown` fails too); the failure describes the disagreement."""
    verdict = check_function(lifted_fn, domain, **options)
    bad = [f for f in verdict.findings if f.kind != AGREE]
    assert not bad, verdict.describe()
