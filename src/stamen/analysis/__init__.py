"""Symbolic analysis from one interpreter (Lim, Lal and Reps, "Symbolic Analysis via
Semantic Reinterpretation", seed 001): forward symbolic evaluation, weakest (liberal)
preconditions and symbolic composition, all three read off the same step function the
user runs concretely, so they agree with each other and with concrete execution,
aliasing included.

    u = symbolic_eval(step)            # an Update: each field's new value, over the pre-state
    wlp(step, lambda s: s.x == 5)      # a formula over the pre-state
    compose(u2, u1)                    # u1 then u2
"""

from stamen.analysis.compose import compose
from stamen.analysis.evaluate import symbolic_eval
from stamen.analysis.memory import resolve_reads
from stamen.analysis.summarized import summarized
from stamen.analysis.update import Update
from stamen.analysis.vocabulary import Vocabulary, pre_state, vocabulary
from stamen.analysis.wlp import wlp, wp

__all__ = ["Update", "Vocabulary", "compose", "pre_state", "resolve_reads", "summarized",
           "symbolic_eval", "vocabulary", "wlp", "wp"]
