"""Differential test of branches inside union members: two random programs (see
programs.py) become the members of a union of functions under a symbolic selector; the
call runs each member under its guard. Read under concrete inputs (value and vc, by
substitution), it must agree with plain Python calling the selected program, under every
merge strategy. (Under merge="none" a branch inside a member used to push a path decision
that the member's guarded run then popped in place of its own guard.)"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stamen
from stamen.query.evaluation import evaluate_thunk
from stamen.query.solution import Solution
from stamen.terms.traverse import evaluate as evaluate_term
from stamen.vm.state.config import resolve_config

from .programs import PARAMS, programs
from .test_differential import load_program, run_plain

_INPUTS = st.lists(st.tuples(st.booleans(), *[st.integers(-3, 3)] * len(PARAMS)),
                   min_size=4, max_size=6)


@pytest.mark.parametrize("merge", ["types", "logic", "none"])
@settings(max_examples=20, suppress_health_check=[HealthCheck.too_slow])
@given(first=programs(), second=programs(), inputs=_INPUTS)
def test_union_members_agree_with_python(merge, first, second, inputs):
    plain_first, lifted_first = load_program(first)
    plain_second, lifted_second = load_program(second)
    select = stamen.symbolic("select", bool)
    symbols = [stamen.symbolic(p, int) for p in PARAMS]
    ev = evaluate_thunk(lambda: stamen.ite(select, lifted_first, lifted_second)(*symbols),
                        resolve_config({"merge": merge}), "test")
    asserts, assumes = ev.vc.asserts_formula(), ev.vc.assumes_formula()
    for chosen, *values in inputs:
        model = {select: chosen, **dict(zip(symbols, values, strict=True))}
        assert evaluate_term(assumes, model) is True
        ok = evaluate_term(asserts, model)
        expected = run_plain(plain_first if chosen else plain_second, values)
        where = f"merge={merge}, select={chosen}, inputs={values}\n{first}\n{second}"
        if expected[0] == "fail":
            assert ok is False, f"Python raises {expected[1]} but the vc holds; {where}"
            continue
        assert ok is True, f"Python returns {expected[1]!r} but the vc fails; {where}"
        got = Solution("sat", model).evaluate(ev.value)
        assert got == expected[1], f"lifted gives {got!r}, Python {expected[1]!r}; {where}"
