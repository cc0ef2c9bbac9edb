"""Differential test of `@lifted`: a random program run once on symbolic ints, then read
under concrete inputs (its value and its vc, by substitution), must agree with the plain
Python run on those inputs: same value, or the vc fails exactly when Python raises.
Checked for every merge strategy."""

from __future__ import annotations

import itertools
import linecache
import types

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stamen
from stamen.query.evaluation import evaluate_thunk
from stamen.query.solution import Solution
from stamen.terms.traverse import evaluate as evaluate_term
from stamen.vm.state.config import resolve_config

from .programs import PARAMS, programs

_COUNT = itertools.count()
_INPUTS = st.lists(st.tuples(*[st.integers(-3, 3)] * len(PARAMS)), min_size=4, max_size=6)


def load_program(source: str):
    """Returns (plain, lifted) versions of the program in `source`, compiled under a fake
    filename that `linecache` serves (so `@lifted` finds the source; nothing is written)."""
    filename = f"<stamen-prog-{next(_COUNT)}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(keepends=True), filename)
    module = types.ModuleType(filename.strip("<>").replace("-", "_"))
    module.__file__ = filename
    exec(compile(source, filename, "exec"), module.__dict__)  # noqa: S102 - generated text
    return module.prog, stamen.lifted(module.prog)


def run_plain(fn, args):
    """Returns ("ok", value) or ("fail", exception type name)."""
    try:
        return "ok", fn(*args)
    except (AssertionError, ZeroDivisionError, IndexError) as exc:
        return "fail", type(exc).__name__


def check_agreement(source: str, inputs, merge: str) -> None:
    plain, lifted = load_program(source)
    symbols = [stamen.symbolic(p, int) for p in PARAMS]
    ev = evaluate_thunk(lambda: lifted(*symbols), resolve_config({"merge": merge}), "test")
    asserts, assumes = ev.vc.asserts_formula(), ev.vc.assumes_formula()
    for values in inputs:
        model = dict(zip(symbols, values, strict=True))
        assert evaluate_term(assumes, model) is True
        ok = evaluate_term(asserts, model)
        expected = run_plain(plain, values)
        where = f"merge={merge}, inputs={values}\n{source}"
        if expected[0] == "fail":
            assert ok is False, f"Python raises {expected[1]} but the vc holds; {where}"
            continue
        assert ok is True, f"Python returns {expected[1]!r} but the vc fails; {where}"
        assert ev.failed is None, where
        got = Solution("sat", model).evaluate(ev.value)
        assert got == expected[1], f"lifted gives {got!r}, Python {expected[1]!r}; {where}"


@pytest.mark.parametrize("merge", ["types", "logic", "none"])
@settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow])
@given(source=programs(), inputs=_INPUTS)
def test_lifted_agrees_with_python(merge, source, inputs):
    check_agreement(source, inputs, merge)
