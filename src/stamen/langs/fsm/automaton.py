"""Executable automata (the PLDI'14 paper's section 2, after Krishnamurthi's "Automata via
Macros"): an automaton is Python data, a start state and, per state, its labelled
transitions; running it on a word is a lifted loop.

As in the paper's corrected macro, a word is accepted when the run ends in a
state without outgoing transitions; a missing transition, or the special
`REJECT` state, rejects. Transition targets may be symbolic (a sketch's
`stamen.choose` among states), and so may the word.
"""

from __future__ import annotations

from dataclasses import dataclass

import stamen as st

__all__ = ["REJECT", "Automaton", "accepts", "automaton"]

REJECT = "reject"


@dataclass(frozen=True)
class Automaton:
    """A start state and, per state, a dict from labels to target states."""

    start: str
    transitions: dict

    def next_state(self, state, label):
        """Returns the state after reading `label` in `state` (either may be symbolic)."""
        return st.for_all(state, lambda s: st.for_all(label, lambda x: self._next(s, x)))

    def _next(self, state: str, label: str):
        if state == REJECT:
            return REJECT
        return self.transitions[state].get(label, REJECT)

    def is_final(self, state):
        """Returns whether `state` (possibly symbolic) accepts the empty rest of a word."""
        return st.for_all(state, lambda s: s != REJECT and not self.transitions[s])

    def alphabet(self) -> list[str]:
        """Returns the labels of the automaton's transitions, in order of appearance."""
        return list(dict.fromkeys(x for edges in self.transitions.values() for x in edges))

    def __str__(self) -> str:
        width = max(len(s) for s in self.transitions)
        lines = [f"automaton {self.start}"]
        for state, edges in self.transitions.items():
            arrows = " ".join(f"({label} → {target})" for label, target in edges.items())
            lines.append(f"  [{state:<{width}} : {arrows}]".rstrip())
        return "\n".join(lines)


def automaton(start: str, transitions: dict) -> Automaton:
    """Returns the automaton with the given start state and transitions."""
    return Automaton(start, transitions)


@st.lifted
def accepts(m: Automaton, word) -> bool:
    """Returns whether `m` accepts `word` (a tuple of labels, possibly a symbolic union)."""
    state = m.start
    for label in word:
        state = m.next_state(state, label)
    return m.is_final(state)
