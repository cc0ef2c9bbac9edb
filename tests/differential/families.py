"""The program families of issue 10: one Hypothesis strategy of `Program`s per defect class
(plus the basics), each drawing from that class's templates."""

from __future__ import annotations

from hypothesis import strategies as st

from .exprs import Draw
from .program import Program
from .templates_objects import CLASSES, FLOATS, MUTATION, RECURSION, SHAPES
from .templates_values import BASICS, EXCEPTIONS, IDENTITY, INT_OPS, UNIONS

__all__ = ["FAMILIES", "programs"]

# family name -> (issue 10 class, templates)
FAMILIES: dict[str, tuple[int, tuple]] = {
    "basics": (0, BASICS),
    "unions": (1, UNIONS),
    "exceptions": (2, EXCEPTIONS),
    "int_ops": (3, INT_OPS),
    "identity": (4, IDENTITY),
    "classes": (5, CLASSES),
    "mutation": (6, MUTATION),
    "shapes": (7, SHAPES),
    "floats": (8, FLOATS),
    "recursion": (9, RECURSION),
}


@st.composite
def programs(draw, family: str) -> Program:
    """Returns a strategy of programs of `family` (a key of FAMILIES)."""
    d = Draw(draw)
    template = d.pick(FAMILIES[family][1])
    source, params, choice = template(d)
    return Program(family, source, params, choice)
