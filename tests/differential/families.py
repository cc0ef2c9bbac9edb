"""The program families of issue 10: one Hypothesis strategy of `Program`s per defect class
(plus the basics), each drawing from that class's templates."""

from __future__ import annotations

from hypothesis import strategies as st

from .exprs import Draw
from .program import Program
from .queries import QUERIES
from .templates_dicts import DICTS
from .templates_everyday import BITVECS, DATA, ERRORS, FUNCTIONS, OOP, SYNTAX
from .templates_library import MORE_FLOATS, MORE_IDENTITY, MORE_SHAPES
from .templates_objects import CLASSES, FLOATS, MUTATION, RECURSION, SHAPES
from .templates_values import BASICS, EXCEPTIONS, IDENTITY, INT_OPS, UNIONS

__all__ = ["FAMILIES", "programs"]

# family name -> (issue 10 class, templates)
FAMILIES: dict[str, tuple[int, tuple]] = {
    "basics": (0, BASICS),
    "unions": (1, UNIONS),
    "exceptions": (2, EXCEPTIONS),
    "int_ops": (3, INT_OPS),
    "identity": (4, (*IDENTITY, *MORE_IDENTITY)),
    "classes": (5, CLASSES),
    "mutation": (6, MUTATION),
    "shapes": (7, (*SHAPES, *MORE_SHAPES)),
    "floats": (8, (*FLOATS, *MORE_FLOATS)),
    "recursion": (9, RECURSION),
    # the everyday Python a new user writes, across the classes
    "functions": (0, FUNCTIONS),
    "syntax": (0, SYNTAX),
    "oop": (5, OOP),
    "bitvecs": (3, BITVECS),
    "data": (7, DATA),
    "errors": (2, ERRORS),
    # optimize against brute force, synthesize and debug against Python
    "queries": (10, QUERIES),
    # dicts and sets of symbolic shape (issue 11)
    "dicts": (11, DICTS),
}


@st.composite
def programs(draw, family: str) -> Program:
    """Returns a strategy of programs of `family` (a key of FAMILIES)."""
    d = Draw(draw)
    template = d.pick(FAMILIES[family][1])
    return Program(family, *template(d))
