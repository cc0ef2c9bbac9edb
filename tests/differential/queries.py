"""The query family: `optimize` against brute force over the domain, `synthesize` against
plain Python run with the synthesized hole value, and `debug` against Python's verdict on
pinned inputs, each under the three merge strategies.

- optimize: the best value of `f` (a fresh objective equal to f's result) and the
  smallest / largest input reaching a value Python reaches, compared with the optimum
  over the domain; unsat exactly when no input reaches it.
- synthesize: `f` reads `hole(int)`; plain Python runs it with a target hole value, whose
  table of results is the spec. The answer must be sat (the target satisfies it), and
  the hole value found must reproduce the table when plain Python runs with it.
- debug: on an input where Python returns v, blaming `f(in) == v` is refused (nothing
  fails), and `f(in) == v + 100` gets a core (not empty unless unknown); where Python
  raises, a core.
"""

from __future__ import annotations

import ast

import stamen
from stamen.sketch.sites import Site
from stamen.terms.sorts import INT
from stamen.terms.term import constant

from .exprs import Draw
from .oracle import (
    AGREE,
    STRATEGIES,
    WRONG,
    Finding,
    Verdict,
    _assume_domain,
    _guarded,
    _model_inputs,
    _Session,
    _spread,
    _symbolic_key,
    python_outcomes,
)
from .program import Program, load, plain_hole
from .templates_values import guard, program, sig

__all__ = ["QUERIES", "check_queries"]


# --- templates ---------------------------------------------------------------------------

def _int_body(d: Draw, params, names) -> str:
    """Returns the body of an int-valued function of the inputs (which may raise)."""
    m = names + ("i", "r")
    last = d.pick((
        "",
        f"\n    if {d.cond(names)}:\n        r = {d.num(1, 6)} // ({d.expr(names)})",
        f"\n    assert r != {d.num(-3, 3)}",
    ))
    return f"""
    r = {d.expr(names)}
    if {guard(d, params, names)}:
        r = r + {d.expr(names)}
    elif {d.cond(names)}:
        r = {d.expr(names, 2)}
    for i in range({d.num(0, 3)}):
        if {d.cond(m)}:
            r -= {d.leaf(m)}{last}
    return r"""


def queries_optimize(d: Draw):
    params, n = sig(d)
    src = f"""
@lifted
def f({", ".join(params)}):{_int_body(d, params, n)}
"""
    return program(src), params, 0, "optimize", 0


def queries_synthesize(d: Draw):
    params, n = sig(d)
    m = n + ("c",)
    use = d.pick(("x + c", "x * c", "max(x, c)", "x - c if x > c else c", "abs(x - c)",
                  f"({d.expr(n)}) * c + {d.leaf(n)}"))
    src = f"""
@lifted
def f({", ".join(params)}):
    c = hole(int)
    r = {use}
    if {d.cond(m)}:
        r = {d.expr(m)}
    return r
"""
    return program(src), params, 0, "synthesize", d.num(-3, 3)


QUERIES = (queries_optimize, queries_synthesize)


# --- lifted query bodies -----------------------------------------------------------------

@stamen.lifted
def _equals_body(fn, args, key, bounds, value):
    """Asserts that fn(*args) equals `value` (an int or the symbolic objective)."""
    _assume_domain(key, bounds)
    stamen.assert_(fn(*args) == value)


@stamen.lifted
def _pinned_equals_body(fn, args, key, bounds, inputs, value):
    """Pins the inputs by `assume` and asserts that fn(*args) equals `value`."""
    _assume_domain(key, bounds)
    for a, c in zip(key, inputs, strict=True):
        stamen.assume(a == c)
    stamen.assert_(fn(*args) == value)


@stamen.lifted
def _spec_body(fn, args, key, bounds, table, raising):
    """Assumes the inputs where the spec raises away and asserts the spec's table."""
    _assume_domain(key, bounds)
    for inputs in raising:
        stamen.assume(stamen.not_(stamen.and_(*[a == c for a, c in
                                                zip(key, inputs, strict=True)])))
    r = fn(*args)
    agree = [stamen.implies(stamen.and_(*[a == c for a, c in zip(key, inputs, strict=True)]),
                            r == value) for inputs, value in table]
    stamen.assert_(stamen.and_(*agree))


# --- the checks --------------------------------------------------------------------------

def _hole_constant(program: Program, filename: str):
    """Returns the constant of the program's single `hole(...)` call (as stamen names it)."""
    for node in ast.walk(ast.parse(program.source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "hole"):
            site = Site(filename, node.lineno, node.col_offset, node.end_lineno,
                        node.end_col_offset)
            return constant(f"??{site.label()}", INT)
    raise AssertionError(f"no hole(...) call in a synthesis program:\n{program.source}")


class _QuerySession(_Session):
    """The optimize, synthesize and debug questions about one program, one strategy."""

    def optimize_result(self, up: bool) -> None:
        fn, args, key, bounds = self.fn, self.args, self.key, self.bounds
        obj = stamen.symbolic("dt_objective", int)
        q = f"optimize {'max' if up else 'min'} f(in)"
        goal = {"maximize" if up else "minimize": [obj]}
        sol = self.ask(q, lambda: stamen.optimize(
            guarantee=lambda: _equals_body(fn, args, key, bounds, obj), **goal,
            **self.opts()))
        values = [o[1] for o in self.outcomes.values() if o[0] == "ok"]
        self._judge(q, sol, values, up, lambda s: s.evaluate(obj),
                    lambda model, best: self.outcomes.get(model) == ("ok", best))

    def optimize_input(self, value, up: bool) -> None:
        fn, args, key, bounds = self.fn, self.args, self.key, self.bounds
        q = f"optimize {'max' if up else 'min'} x with f(in) == {value!r}"
        goal = {"maximize" if up else "minimize": [key[0]]}
        sol = self.ask(q, lambda: stamen.optimize(
            guarantee=lambda: _equals_body(fn, args, key, bounds, value), **goal,
            **self.opts()))
        xs = [i[0] for i, o in self.outcomes.items() if o == ("ok", value)]
        self._judge(q, sol, xs, up, lambda s: s.evaluate(key[0]),
                    lambda model, best: model[0] == best
                    and self.outcomes.get(model) == ("ok", value))

    def _judge(self, q, sol, candidates, up, read, reproduces) -> None:
        """Notes whether `sol` is brute force's optimum over `candidates` (unsat if none),
        and whether Python reproduces it at the model's inputs."""
        if sol is None:
            return
        if not candidates:
            self.note(q, AGREE if sol.unsat else WRONG, "unsat", repr(sol))
            return
        best = max(candidates) if up else min(candidates)
        if not sol.sat:
            self.note(q, WRONG, f"sat with optimum {best}", repr(sol))
            return
        status, got = _guarded(lambda: read(sol))
        if status != "ok":
            self.note(q, status, f"optimum {best}", got)
            return
        model = _model_inputs(sol, self.key)
        if got != best or not reproduces(model, best):
            self.note(q, WRONG, f"optimum {best}",
                      f"{got} at {model} (Python: {self.outcomes.get(model)!r})")
        else:
            self.note(q, AGREE)

    def synthesize(self, namespace: dict, hole) -> None:
        fn, args, key, bounds = self.fn, self.args, self.key, self.bounds
        table = [(i, o[1]) for i, o in self.outcomes.items() if o[0] == "ok"]
        raising = [i for i, o in self.outcomes.items() if o[0] != "ok"]
        q = f"synthesize the hole (spec: hole = {self.program.target})"
        sol = self.ask(q, lambda: stamen.synthesize(
            forall=list(key), guarantee=lambda: _spec_body(fn, args, key, bounds, table,
                                                           raising), **self.opts()))
        if sol is None:
            return
        if not sol.sat:
            self.note(q, WRONG, f"sat (hole = {self.program.target} meets the spec)",
                      repr(sol))
            return
        value = sol.evaluate(hole)
        value = self.program.target if stamen.is_symbolic(value) else value
        plain_hole(namespace).value = value
        f = namespace["f"]
        for inputs, expected in table:
            status, got = _guarded(lambda inputs=inputs: f(*inputs), plain=True)
            if status != "ok" or got != expected or type(got) is not type(expected):
                self.note(q, WRONG, f"a hole value that meets the spec at {inputs} "
                          f"({expected!r})", f"hole = {value}: Python gives {got!r}")
                return
        self.note(q, AGREE)

    def debug(self, inputs, value, fails: bool) -> None:
        fn, args, key, bounds = self.fn, self.args, self.key, self.bounds
        q = f"debug f{inputs} == {value!r}"
        status, core = _guarded(lambda: stamen.debug(
            lambda: _pinned_equals_body(fn, args, key, bounds, inputs, value),
            **self.opts()))
        if status == "internal" and core.startswith("InvalidArgument"):
            self.note(q, WRONG if fails else AGREE,
                      "a core" if fails else "'does not fail'", core)
            return
        if status != "ok":
            self.note(q, status, "a core", core)
            return
        if core.unknown:  # (whether the thunk fails at all may be what timed out)
            self.note(q, "unknown", "a core" if fails else "'does not fail'", repr(core))
        elif not fails:
            self.note(q, WRONG, "'the thunk does not fail'", repr(core))
        elif not core and self.outcomes[inputs][0] == "ok":
            self.note(q, WRONG, "a non-empty core (f's result is to blame)", repr(core))
        else:
            self.note(q, AGREE)


def check_queries(program: Program, *, pin: int | None = None, seed: int = 0,
                  strategies=STRATEGIES, stop_at_failure: bool = True) -> Verdict:
    """Returns the verdict on a query-family program (see the module's docstring)."""
    outcomes = python_outcomes(program)
    findings = []
    verdict = Verdict(program, findings)
    status, namespace = _guarded(lambda: load(program, lift=True))
    if status != "ok":
        findings.extend(Finding(s, "@lifted", status, "the lifted program", namespace)
                        for s in strategies)
        return verdict
    plain = load(program, lift=False)
    filename = namespace["__file__"]
    key = _symbolic_key(program, filename)
    reached = sorted({o[1] for o in outcomes.values() if o[0] == "ok"})
    for strategy in strategies:
        s = _QuerySession(program, namespace["f"], key, outcomes, strategy, findings)
        if program.query == "synthesize":
            queries = [(s.synthesize, (plain, _hole_constant(program, filename)))]
        else:
            queries = [(s.optimize_result, (seed % 2 == 0,))]
            if reached:
                queries.append((s.optimize_input, (reached[seed % len(reached)],
                                                   seed % 3 == 0)))
            for inputs in _spread(list(outcomes), 1 if pin is None else pin, seed):
                o = outcomes[inputs]
                if o[0] == "ok":
                    queries.append((s.debug, (inputs, o[1], False)))
                    queries.append((s.debug, (inputs, o[1] + 100, True)))
                else:
                    queries.append((s.debug, (inputs, 0, True)))
        for query, args in queries:
            query(*args)
            if stop_at_failure and verdict.failures():
                return verdict
    return verdict

