"""Replaying a counterexample: the same program executed again on the model's values.

`replay(world, impl, options, failure)` runs the entry point once more with
the `Machine`, on concrete values this time: every constant, function and
input that the explored path created gets the model's value, gotos with
several targets take the recorded choices, every assume must evaluate to
true and the run must stop at the same failing check (assert, requires or
ensures) for the same reason. A formula that stays symbolic after the
substitution (a quantifier) is decided by the solver as a closed formula.
Anything else (a different outcome, an unknown answer, a solver error) is a
failed replay: the answer is then unknown, never bug.
"""

from __future__ import annotations

import time

import stamen as st
from stamen.langs.boogie.machine import Machine, OutOfTime
from stamen.langs.boogie.state import State
from stamen.solvers.values import default_value

__all__ = ["replay", "replay_with", "ReplayOracle", "ReplayStop"]


class ReplayStop(Exception):
    """The replay ended (see `ReplayOracle.outcome`)."""


class ReplayOracle:
    """Decides every question of the machine from the model (see module doc)."""

    def __init__(self, model: dict, symbols: dict, inputs: list, choices: list,
                 timeout: float) -> None:
        self.model = model
        self.symbols = symbols
        self.inputs = inputs
        self.choices = choices
        self.timeout = timeout
        self.n_inputs = 0
        self.n_choices = 0
        self.outcome: tuple | None = None

    def value(self, term):
        if type(term) is not st.Term:
            return term
        v = self.model.get(term)
        if v is None:
            v = st.substitute(term, self.model) if term.op != "const" else default_value(
                term.sort)
        return v

    def make_symbol(self, sort, key):
        original = self.symbols.get(key)
        if original is None:
            return default_value(sort)
        return self.value(original)

    def fresh(self, state: State, sort, name, role):
        if self.n_inputs >= len(self.inputs):
            self.outcome = ("error", "more inputs than the explored path")
            raise ReplayStop
        term = self.inputs[self.n_inputs][0]
        self.n_inputs += 1
        return self.value(term)

    def holds(self, formula) -> bool | None:
        """Returns the truth of a closed formula (None: could not tell)."""
        if formula is True or formula is False:
            return formula
        formula = st.substitute(formula, self.model)
        if formula is True or formula is False:
            return formula
        with st.IncrementalSolver(timeout=self.timeout) as s:
            answer = s.check(st.not_(formula))
            if answer == "unsat":
                return True
            if answer == "sat" and not st.constants(formula):
                return False
        return None

    def assume(self, state: State, formula, kind, node) -> bool:
        truth = self.holds(formula)
        if truth is True:
            return True
        self.outcome = ("assume", node, truth)
        raise ReplayStop

    def check(self, state: State, formula, kind, node, call=None) -> bool:
        truth = self.holds(formula)
        if truth is True:
            return True
        self.outcome = ("fail", kind, node, truth)
        raise ReplayStop

    def branch(self, machine, state: State, targets: tuple) -> list:
        if len(targets) == 1:
            return [(state, targets[0], False)]
        if self.n_choices >= len(self.choices):
            self.outcome = ("error", "more choices than the explored path")
            raise ReplayStop
        label = self.choices[self.n_choices]
        self.n_choices += 1
        return [(state, label, False)]

    def terminate(self, state: State, kind: str) -> None:
        self.outcome = ("end", kind)
        raise ReplayStop


def replay(world, impl, options: dict, model: dict, symbols: dict, inputs: list,
           choices: list, kind: str, node, timeout: float = 5.0,
           machine_class=Machine) -> str | None:
    """Returns None when the concrete run fails `node` for `kind`, else why not (the
    paths mode's accelerating machine replays its accelerated loops in closed form)."""
    oracle = ReplayOracle(model, symbols, inputs, choices, timeout)
    return replay_with(oracle, machine_class, world, impl, options, kind, node, timeout)


def replay_with(oracle: ReplayOracle, machine_class, world, impl, options: dict, kind: str,
                node, timeout: float) -> str | None:
    """Returns None when the concrete run of `machine_class` deciding by `oracle` fails
    `node` for `kind`, else why not (the merged mode replays with its own oracle)."""
    machine = machine_class(world, oracle, {**options, "deadline": time.perf_counter() + timeout})
    try:
        state = machine.initial(impl)
        if state is not None:
            while True:
                successors = machine.run(state)
                if len(successors) != 1:
                    break
                state = successors[0]
    except ReplayStop:
        pass
    except OutOfTime:
        return "replay failed: out of time"
    except (st.SolverError, st.UnsupportedConstruct, TypeError, ValueError) as exc:
        return f"replay failed: {exc}"
    out = oracle.outcome
    if out is None:
        return "replay failed: the run did not end"
    if out[0] == "fail" and out[1] == kind and out[2] is node and out[3] is False:
        return None
    if out[0] == "fail" and out[3] is None:
        return "replay failed: the solver could not decide the failing formula"
    return f"replay failed: the concrete run ended otherwise ({out[0]})"
