"""Context managers in lifted code: `@contextlib.contextmanager` generators with
`try`/`finally`, and `@lifted` above another decorator.

A lifted generator may `yield` inside a `try` body or a `with` block: its `finally` runs
where the body leaves, not at the `yield`. Here a transfer takes a lock, and an audit for
large amounts, around its work; verify proves every path releases what it took, and a
mutant audit that forgets to release is caught with the input that shows it.
(`generator.throw()`, which contextlib needs when the `with` body raises, is refused.)

Run: python examples/context_managers.py
"""

from __future__ import annotations

import contextlib
import functools

import stamen as st
from stamen import assert_, assume, lifted


@lifted
@contextlib.contextmanager
def locked(log):
    log.append("acquire")
    try:
        yield "lock"
    finally:
        log.append("release")


@lifted
@contextlib.contextmanager
def audited(log):
    log.append("acquire")
    try:
        yield "audit"
    finally:
        log.append("release")


@lifted
@contextlib.contextmanager
def audited_badly(log):
    log.append("acquire")
    yield "audit"  # a mutant: nothing released


def reported(fn):
    """A decorator as users write them (functools.wraps): kept under @lifted."""
    @functools.wraps(fn)
    def wrapper(*args):
        result = fn(*args)
        return result if result >= 0 else "unreleased"
    return wrapper


@lifted
@reported
def transfer(balance, amount, audit):
    log = []
    with locked(log) as how:
        if amount > 100:
            with audit(log):
                balance -= min(amount, balance)
        elif amount <= balance:
            balance -= amount
        log.append(how)
    return balance if log.count("acquire") == log.count("release") else -1


def main() -> None:
    balance, amount = st.symbolic("balance", int), st.symbolic("amount", int)

    def releases(audit):
        def thunk():
            assume(balance >= 0)
            assume(amount >= 0)
            assert_(transfer(balance, amount, audit) != "unreleased")
        return thunk

    sol = st.verify(releases(audited))
    print("every path releases:", "verified" if sol.unsat else sol)
    sol = st.verify(releases(audited_badly))
    print(f"mutant audit: counterexample amount = {sol.evaluate(amount)} "
          f"(over 100: the audited path)")


if __name__ == "__main__":
    main()
