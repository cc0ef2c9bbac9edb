"""fsm: executable automata, the PLDI'14 paper's section 2 language: run, solve for an
accepted word, verify against a regular expression, and complete the Fig. 3 sketch with
`stamen.synthesize`. See `queries` and `bench.suite`."""

from stamen.langs.fsm.automaton import REJECT, Automaton, accepts, automaton
from stamen.langs.fsm.bench import suite
from stamen.langs.fsm.queries import (
    Word,
    fig3_sketch,
    matches,
    reference,
    synthesize_automaton,
    verify_automaton,
)

__all__ = [
    "REJECT", "Automaton", "Word", "accepts", "automaton", "fig3_sketch", "matches",
    "reference", "suite", "synthesize_automaton", "verify_automaton",
]
