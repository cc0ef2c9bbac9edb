"""The oracle itself: it must see agreement, Python's failures, refusals and wrong answers
for what they are (a differential test is only as good as its judge)."""

from __future__ import annotations

import math
import time

import pytest

import stamen

from . import oracle
from .oracle import (
    AGREE,
    REFUSED,
    STRATEGIES,
    WRONG,
    check_function,
    check_program,
    python_outcomes,
    same,
)
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


# --- floats: compared as one object compares with itself --------------------------------

def test_same_float_takes_every_nan_as_nan_and_tells_the_zeros_apart():
    import math
    import struct

    from .oracle import same_float

    other_nan = struct.unpack("<d", struct.pack("<Q", 0xFFF8000000000001))[0]
    assert same_float(math.nan, math.nan) and same_float(math.nan, other_nan)
    assert same_float(math.inf, math.inf) and same_float(1.5, 1.5)
    assert not same_float(0.0, -0.0) and not same_float(-0.0, 0.0)
    assert not same_float(math.nan, 1.0) and not same_float(1.0, math.nan)
    assert not same_float(math.inf, -math.inf) and not same_float(1.0, 1.0000000000000002)
    assert same((1.0, [math.nan]), (1.0, [math.nan]))
    assert not same((0.0,), (-0.0,))
    assert not same(1.0, 1)


def _float_verdict(lifted_fn, plain_fn, domain):
    import stamen

    from .oracle import check_function

    return check_function(stamen.lifted(lifted_fn), domain, plain=plain_fn, sorts=(float,),
                          strategies=("types",), stop_at_failure=False)


def _inf_times(x):
    return math.inf * x, x > 0.0


def test_a_nan_result_agrees_with_pythons_nan():
    verdict = _float_verdict(_inf_times, _inf_times, [0.0, 1.5, -2.0])
    assert verdict.status == AGREE, verdict.describe()


def _minus_self(x):
    return x - x


def _zero(x):
    return 0.0


def _times_zero(x):
    return x * 0.0


def _abs_times_zero(x):
    return abs(x) * 0.0


def _pair_times_zero(x):
    return 1, x * 0.0


def _pair_abs_times_zero(x):
    return 1, abs(x) * 0.0


def test_the_float_comparer_hides_no_difference():
    # nan where Python has a number, a number where Python has nan, -0.0 for 0.0
    for lifted_fn, plain_fn, domain in [
            (_minus_self, _zero, [1.0, math.inf]),
            (_zero, _minus_self, [1.0, math.inf]),
            (_times_zero, _abs_times_zero, [-1.0, 2.0]),
            (_pair_times_zero, _pair_abs_times_zero, [-1.0, 2.0])]:
        verdict = _float_verdict(lifted_fn, plain_fn, domain)
        kinds = {f.query.split()[0] for f in verdict.failures() if f.kind == WRONG}
        assert {"verify", "pinned"} <= kinds, (lifted_fn.__name__, verdict.describe())


def test_check_function_tells_nan_and_signed_zeros_apart():
    # before: the table was keyed by plain tuples: a model's nan found no row (a false
    # "wrong"), and a domain holding 0.0 and -0.0 was rejected
    @stamen.lifted
    def sign(w):
        return math.copysign(1.0, w) if w == w else "nan"

    verdict = check_function(sign, [float("nan"), -0.0, 0.0, -2.5], sorts=[float], pin=None)
    assert not verdict.failures(), verdict.describe()


def test_the_agreement_of_a_tuple_with_floats_forks_no_path():
    # before: `all()` of the element agreements was a search whose every symbolic element
    # is a branch, so under merge="none" the verify body forked once per row of Python's
    # table (vm_float_bv: 28 paths and 700 float feasibility checks, past the 60 s alarm)
    from .oracle import _agrees

    w = stamen.fresh(float)
    value, stats = stamen.evaluate_with_stats(
        lambda: stamen.and_(*[_agrees((w < 1.0, w + 1.0), (b, c))
                              for b in (False, True) for c in (0.5, 2.0, math.nan)]),
        merge="none")
    assert stats.paths == 1
    sol = stamen.solve(lambda: stamen.assert_(_agrees((w < 1.0, w + 1.0), (True, 0.5))))
    assert sol.sat and sol.evaluate(w) == -0.5


def test_a_query_waiting_on_a_loaded_machine_is_no_hang(monkeypatch):
    """The hang limit counts CPU seconds: a query that gets little of a loaded machine's
    CPU (here: one that sleeps) runs past the limit in wall time and still answers (the
    slow tier called honest 10 CPU s queries hangs at load 8)."""
    monkeypatch.setattr(oracle, "HANG_SECONDS", 0.05)
    assert oracle._guarded(lambda: time.sleep(0.3) or 7) == ("ok", 7)


def test_a_query_computing_past_the_cpu_limit_is_a_hang(monkeypatch):
    monkeypatch.setattr(oracle, "HANG_SECONDS", 0.05)

    def spin():
        while True:
            pass

    kind, got = oracle._guarded(spin)
    assert kind == oracle.INTERNAL and got.startswith("_Hang: no answer after 0.05 CPU s")


def test_a_query_blocked_past_the_wall_limit_is_a_hang(monkeypatch):
    monkeypatch.setattr(oracle, "HANG_WALL_SECONDS", 0.05)
    kind, got = oracle._guarded(lambda: time.sleep(30))
    assert kind == oracle.INTERNAL and "not computing" in got
