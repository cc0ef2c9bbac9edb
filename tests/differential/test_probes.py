"""The hand-written held-out probes of issue 10 (`probes.py`), each run like a generated
program: verify, solve and pinned inputs under the three merge strategies against plain
Python. Every answer must agree with Python or be a refusal or `unknown`."""

from __future__ import annotations

import pytest

from .oracle import check_program
from .probes import OPEN_PROBES, PROBES, SIGNATURES, SLOW_PROBES
from .program import Program
from .templates_values import program

pytestmark = pytest.mark.differential


def _cases(names) -> list:
    return [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=OPEN_PROBES[n]))
            if n in OPEN_PROBES else n for n in sorted(names)]


def _verdict(name: str, pin):
    params, choice, query, target = SIGNATURES.get(name, (("x", "y"), 0, "", 0))
    return check_program(Program("probe", program(PROBES[name]), params, choice, query,
                                 target), pin=pin)


@pytest.mark.parametrize("name", _cases(set(PROBES) - SLOW_PROBES))
def test_probe_agrees_with_python(name):
    verdict = _verdict(name, pin=2)
    assert not verdict.failures(), verdict.describe()


@pytest.mark.slow
@pytest.mark.parametrize("name", _cases(PROBES))
def test_probe_agrees_with_python_on_every_input(name):
    verdict = _verdict(name, pin=None)
    assert not verdict.failures(), verdict.describe()
