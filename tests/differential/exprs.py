"""Small random int expressions and conditions over a program's inputs, as source text.

Every expression is total on ints (no division by a symbolic value: the families that
test failures place them on purpose), so the families decide where a program may raise.
"""

from __future__ import annotations

from hypothesis import strategies as st

__all__ = ["Draw"]

_CMP = ("<", "<=", "==", "!=", ">", ">=")


class Draw:
    """Wraps Hypothesis' `draw` with the pickers the program templates use."""

    def __init__(self, draw):
        self.draw = draw

    def pick(self, options):
        """Returns one of `options`."""
        return self.draw(st.sampled_from(list(options)))

    def num(self, lo: int, hi: int) -> int:
        """Returns an int in [lo, hi]."""
        return self.draw(st.integers(lo, hi))

    def flag(self) -> bool:
        """Returns True or False."""
        return self.draw(st.booleans())

    def leaf(self, names) -> str:
        """Returns an input name or a small constant."""
        if self.num(0, 3) == 0:
            return str(self.num(-2, 3))
        return self.pick(names)

    def expr(self, names, depth: int = 1) -> str:
        """Returns an int expression over `names`, nested at most `depth` deep."""
        kind = self.num(0, 7) if depth > 0 else 0
        if kind <= 2:
            return self.leaf(names)
        a, b = self.expr(names, depth - 1), self.expr(names, depth - 1)
        if kind <= 5:
            return f"({a} {self.pick('+-*+-')} {b})"
        if kind == 6:
            return f"{self.pick(('min', 'max'))}({a}, {b})"
        return f"abs({a})"

    def cond(self, names, depth: int = 0) -> str:
        """Returns a comparison of two int expressions (possibly combined by and/or/not)."""
        right = str(self.num(-2, 2)) if self.flag() else self.expr(names, 0)
        base = f"{self.expr(names, depth)} {self.pick(_CMP)} {right}"
        kind = self.num(0, 5)
        if kind == 0:
            return f"not ({base})"
        if kind == 1:
            return f"({base}) {self.pick(('and', 'or'))} ({self.cond(names)})"
        return base
