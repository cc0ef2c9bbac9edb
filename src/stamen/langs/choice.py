"""Keyed choices: one `stamen.choose` per key, usable from a loop.

A language that builds its sketches in a loop (one instruction per program
position, one operand per instruction) makes its choices at one call site,
so each gets a key naming what is chosen (`("p1.r2", "op")`). `Choice`
also gives the chosen position, which a language needs to print a completed
sketch of its own syntax: both come from the same `choose` site and key, so
they agree in every model.
"""

from __future__ import annotations

import stamen as st

__all__ = ["Choice"]


def _choose(options: list, key):
    return st.choose(*options, key=key)


class Choice:
    """A choice among `count` options named by `key`; `select` applies it to a list of
    options (the same choice every time), `index` is the chosen position."""

    def __init__(self, count: int, key):
        if count < 1:
            raise st.InvalidArgument(f"Choice: expected at least one option, got count={count}")
        self.count = count
        self.key = key

    def select(self, options):
        """Returns the chosen one of `options` (a union or merged value until solved)."""
        options = list(options)
        if len(options) != self.count:
            raise st.InvalidArgument(
                f"Choice.select: expected {self.count} options, got {len(options)}")
        return _choose(options, self.key)

    @property
    def index(self):
        """Returns the chosen position (an int, symbolic until solved)."""
        return _choose(list(range(self.count)), self.key)

    def constants(self) -> list:
        """Returns the choice's symbolic constants (e.g. for `synthesize(forall=...)`)."""
        return sorted(st.constants(self.index), key=str) if self.count > 1 else []
