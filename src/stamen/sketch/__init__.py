"""Sketches: holes, choices, grammars, and printing completed sketches."""

from stamen.sketch.complete import complete_source
from stamen.sketch.grammar import EXHAUSTED, grammar
from stamen.sketch.holes import choose, hole

__all__ = ["EXHAUSTED", "choose", "complete_source", "grammar", "hole"]
