"""Differential checks of a lifted program against plain Python, one input at a time: the
program runs on symbolic inputs pinned by `assume` to a concrete input, under every merge
strategy, and `verify` and `solve` must agree exactly with what Python computes (the same
value, or a failure exactly where Python raises)."""

from __future__ import annotations

import stamen
from stamen import assert_, assume
from stamen.vm.python.pyops import py_eq

STRATEGIES = ("types", "none", "logic")


def run_plain(fn, args):
    """Returns ("ok", value) or ("fail", exception type name) for the plain Python run."""
    try:
        return "ok", fn(*args)
    except Exception as exc:  # noqa: BLE001 - any exception of the program is a failure
        return "fail", type(exc).__name__


def _pinned(sorts, values):
    symbols = [stamen.fresh(s) for s in sorts]

    def pin():
        for s, v in zip(symbols, values, strict=True):
            assume(s == v)

    return symbols, pin


def check_pinned(plain, lifted, sorts, domain, fresh_args=lambda: ()) -> None:
    """Checks `lifted(*symbols, *fresh_args())` against `plain(*values, *fresh_args())` for
    each tuple of `values` in `domain` and each strategy. `fresh_args` builds arguments
    anew for each run (objects the program may mutate)."""
    for values in domain:
        expected = run_plain(plain, (*values, *fresh_args()))
        for merge in STRATEGIES:
            symbols, pin = _pinned(sorts, values)
            where = f"inputs={values}, merge={merge}, Python gives {expected}"
            if expected[0] == "ok":
                def agree(pin=pin, symbols=symbols, want=expected[1]):
                    pin()
                    assert_(py_eq(lifted(*symbols, *fresh_args()), want))

                verdict = stamen.verify(agree, merge=merge)
                assert verdict.kind == "unsat", f"verify: {verdict}; {where}"
                verdict = stamen.solve(agree, merge=merge)
                assert verdict.kind == "sat", f"solve: {verdict}; {where}"
            else:
                def run(pin=pin, symbols=symbols):
                    pin()
                    lifted(*symbols, *fresh_args())

                verdict = stamen.verify(run, merge=merge)
                assert verdict.kind == "sat", f"verify: {verdict}; {where}"
                verdict = stamen.solve(run, merge=merge)
                assert verdict.kind == "unsat", f"solve: {verdict}; {where}"


def bools(n: int) -> list[tuple]:
    """Returns every tuple of n bools."""
    out: list[tuple] = [()]
    for _ in range(n):
        out = [(*t, b) for t in out for b in (False, True)]
    return out
