"""Queries on automata: symbolic words, a regular-expression specification lifted by
symbolic reflection, and the paper's solve / verify / synthesize stories."""

from __future__ import annotations

import re

import stamen as st
from stamen.langs.choice import Choice
from stamen.langs.fsm.automaton import REJECT, Automaton, accepts, automaton

__all__ = ["Word", "fig3_sketch", "matches", "reference", "synthesize_automaton",
           "verify_automaton"]


class Word:
    """A symbolic word of at most `bound` labels over `alphabet` (Rosette's `word*`)."""

    def __init__(self, bound: int, alphabet: list[str]):
        self.letters = [Choice(len(alphabet), ("word", i)) for i in range(bound)]
        self.length = st.symbolic("word.length", int)
        self.alphabet = list(alphabet)

    def inputs(self) -> list:
        """Returns the word's symbolic constants (for `synthesize(forall=...)`)."""
        return [c for letter in self.letters for c in letter.constants()] + [self.length]

    def value(self):
        """Returns the word: a tuple of labels, symbolic in its length and letters."""
        st.assume(st.and_(self.length >= 0, self.length <= len(self.letters)))
        return _prefix([c.select(self.alphabet) for c in self.letters], self.length)


@st.lifted
def _prefix(letters: list, length) -> tuple:
    word = ()
    for i, letter in enumerate(letters):
        if i < length:
            word = word + (letter,)
    return word


@st.lifted
def _as_string(word) -> str:
    text = ""
    for label in word:
        text = text + label
    return text


def matches(pattern: str, word):
    """Returns whether the word's string matches `pattern` (Python's `re`, lifted to symbolic
    words by `for_all`)."""
    regex = re.compile(pattern)
    return st.for_all(_as_string(word), lambda text: regex.fullmatch(text) is not None)


def reference() -> Automaton:
    """Returns the paper's automaton for c[ad]*r."""
    return automaton("init", {
        "init": {"c": "more"},
        "more": {"a": "more", "d": "more", "r": "end"},
        "end": {},
    })


def fig3_sketch() -> Automaton:
    """Returns the sketch of the paper's Fig. 3: an automaton for c[ad]+r with unknown
    transition targets."""
    return automaton("init", {
        "init": {"c": st.choose("s1", "s2")},
        "s1": {"a": st.choose("s1", "s2", "end", REJECT),
               "d": st.choose("s1", "s2", "end", REJECT),
               "r": st.choose("s1", "s2", "end", REJECT)},
        "s2": {"a": st.choose("s1", "s2", "end", REJECT),
               "d": st.choose("s1", "s2", "end", REJECT),
               "r": st.choose("s1", "s2", "end", REJECT)},
        "end": {},
    })


def verify_automaton(m: Automaton, pattern: str, bound: int = 4):
    """Returns (solution, word): a word of at most `bound` labels on which `m` and the
    pattern disagree, if any (the solution is unsat when they agree on all such words)."""
    word = Word(bound, m.alphabet())
    box: dict = {}

    def query():
        w = box["word"] = word.value()
        st.assert_(accepts(m, w) == matches(pattern, w))

    sol = st.verify(query)
    return sol, ("".join(sol.evaluate(box["word"])) if sol.sat else None)


def synthesize_automaton(sketch, pattern: str, bound: int = 4):
    """Returns (solution, automaton): the sketch (a function returning an automaton with
    choices) completed so that it agrees with the pattern on all words up to `bound`."""
    alphabet = sorted({x for s in pattern if s.isalpha() for x in s})
    word = Word(bound, alphabet)
    box: dict = {}

    def guarantee():
        m = box["m"] = sketch()
        w = word.value()
        st.assert_(accepts(m, w) == matches(pattern, w))

    sol = st.synthesize(forall=word.inputs(), guarantee=guarantee)
    return sol, (sol.evaluate(box["m"]) if sol.sat else None)
