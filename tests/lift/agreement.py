"""A differential check shared by the lifting tests: a lifted function of one symbolic
int `x` must agree with the plain function on every input of a small domain, under every
merge strategy, through `solve` and `verify` with the input pinned by `assume`."""

from __future__ import annotations

import pytest

import stamen
from stamen import assume

MERGES = ("types", "none", "logic")
x = stamen.symbolic("x", int)


def outcome(fn, v):
    """Returns ("ok", value) or ("raise", exception type name) of plain fn(v)."""
    try:
        return "ok", fn(v)
    except Exception as exc:  # noqa: BLE001 - any exception is a path failure in stamen
        return "raise", type(exc).__name__


def agree(lifted_fn, domain=range(-1, 3), plain=None, merges=MERGES) -> None:
    """Checks lifted_fn(x) against plain(v) (default: the undecorated function) for each
    v in `domain`: a returned value is sat under solve (and evaluates to Python's value)
    and unsat under verify; a raised exception is unsat under solve and a counterexample
    under verify, whose failure names the exception."""
    plain = plain or lifted_fn.__wrapped__
    for merge in merges:
        value, _ = stamen.evaluate_with_stats(lambda: lifted_fn(x), merge=merge)
        for v in domain:
            kind, expected = outcome(plain, v)
            where = f"merge={merge}, x={v}, Python: {kind} {expected!r}"

            def thunk(v=v):
                assume(x == v)
                return lifted_fn(x)

            sol = stamen.solve(thunk, merge=merge)
            cex = stamen.verify(thunk, merge=merge)
            if kind == "ok":
                assert (sol.kind, cex.kind) == ("sat", "unsat"), where
                assert sol.evaluate(value) == expected, where
            else:
                assert (sol.kind, cex.kind) == ("unsat", "sat"), where
                assert cex.failure is not None, where


def refused(error: type, thunk, match: str, merges=("types", "logic")) -> None:
    """Checks that evaluating `thunk` raises `error` (matching `match`) under each merge."""
    for merge in merges:
        with pytest.raises(error, match=match):
            stamen.evaluate_with_stats(thunk, merge=merge)
