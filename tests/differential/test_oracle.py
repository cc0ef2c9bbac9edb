"""The oracle itself: it must see agreement, Python's failures, refusals and wrong answers
for what they are (a differential test is only as good as its judge)."""

from __future__ import annotations

import pytest

from .oracle import AGREE, REFUSED, STRATEGIES, WRONG, check_program, python_outcomes, same
from .program import Program

pytestmark = pytest.mark.differential


def _program(body: str, params=("x",), choice: int = 0) -> Program:
    return Program("oracle", "@lifted\ndef f(" + ", ".join(params) + "):\n" + body, params,
                   choice)


def test_same_tells_bool_from_int_all_the_way_down():
    assert same((1, [True]), (1, [True]))
    assert not same(True, 1)
    assert not same((1, [True]), (1, [1]))
    assert not same([1], (1,))


def test_python_outcomes_record_values_and_exception_types():
    out = python_outcomes(_program("    return 6 // x\n"))
    assert out[(0,)] == ("raise", "ZeroDivisionError")
    assert out[(2,)] == ("ok", 3)
    assert len(out) == 7


def test_an_agreeing_program_agrees_on_every_query():
    verdict = check_program(_program("    if x > 0:\n        return x * 2\n    return -x\n"))
    assert verdict.status == AGREE
    # per strategy: verify, solve a reached value, solve an unreached one, 7 pinned inputs
    assert len(verdict.findings) == 10 * len(STRATEGIES)
    assert {f.strategy for f in verdict.findings} == set(STRATEGIES)


def test_python_failures_are_counterexamples_and_unsat_pins():
    verdict = check_program(_program("    return 6 // x\n"))
    assert verdict.status == AGREE
    assert len(verdict.findings) == 10 * len(STRATEGIES)


def test_a_choice_is_an_input():
    verdict = check_program(_program("    c = choose(0, 1, 2)\n    return x * c\n", choice=3))
    assert verdict.status == AGREE
    assert len(verdict.findings) == (3 + 21) * len(STRATEGIES)


def test_a_lifted_run_that_differs_from_python_is_wrong():
    verdict = check_program(_program("    return 1 if stamen.is_symbolic(x) else 0\n"),
                            stop_at_failure=False)
    assert verdict.status == WRONG
    assert {f.query.split()[0] for f in verdict.failures()} == {"verify", "solve", "pinned"}


def test_a_refusal_is_counted_not_failed():
    # a list repeated a symbolic count that the path bounds by 64 only where the input is
    # pinned: the verify and solve queries are refused (a symbolic reverse= is no longer)
    verdict = check_program(_program("    return [1] * (x * 1000)\n"))
    assert verdict.status == REFUSED
    assert not verdict.failures()
