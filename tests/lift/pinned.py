"""Differential checks of a lifted program against plain Python over a domain of input
tuples, under every merge strategy: the differential oracle's questions and judge
(`differential/oracle.py`, the one "agrees with Python" helper), plus small helpers."""

from __future__ import annotations

from differential.oracle import STRATEGIES, assert_agrees

__all__ = ["STRATEGIES", "bools", "check_pinned", "run_plain"]


def run_plain(fn, args):
    """Returns ("ok", value) or ("fail", exception type name) for the plain Python run."""
    try:
        return "ok", fn(*args)
    except Exception as exc:  # noqa: BLE001 - any exception of the program is a failure
        return "fail", type(exc).__name__


def check_pinned(plain, lifted, sorts, domain, fresh_args=lambda: ()) -> None:
    """Checks `lifted(*symbols, *fresh_args())` against `plain(*values, *fresh_args())` for
    each tuple of `values` in `domain` and each strategy. `fresh_args` builds arguments
    anew for each run (objects the program may mutate)."""
    assert_agrees(lifted, list(domain), plain=plain, sorts=list(sorts), fresh_args=fresh_args)


def bools(n: int) -> list[tuple]:
    """Returns every tuple of n bools."""
    out: list[tuple] = [()]
    for _ in range(n):
        out = [(*t, b) for t in out for b in (False, True)]
    return out
