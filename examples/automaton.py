"""The automaton language of the PLDI'14 paper's section 2, in Python.

`automaton(init, transitions)` turns a table {state: {label: next state}} into
one function per state, as the paper's macro does: a state function looks at
the next symbol of the stream and calls the next state's function on the rest
(closures over the table), or rejects. The paper's macro has a bug: every
state accepts the empty stream. Running the automaton for c(ad)*r on a
symbolic word of up to 4 letters over c a d r, `solve` finds words the buggy
automaton accepts, among them the empty word; with the fix (only a state with
no outgoing transitions accepts the end of the stream), `verify` against
Python's own `re.fullmatch(r"c[ad]*r", ...)`, lifted to symbolic strings with
`stamen.for_all`, finds no counterexample.

Run: python examples/automaton.py
"""

from __future__ import annotations

import re

import stamen as st
from stamen import assert_, assume, lifted

LETTERS = "cadr"
CADR = {"init": {"c": "more"}, "more": {"a": "more", "d": "more", "r": "end"}, "end": {}}


def automaton(init: str, transitions: dict, *, fixed: bool = True):
    """Returns the function of the initial state of the automaton `transitions`."""
    states = {}

    def make_state(edges: dict):
        @lifted
        def state(stream):
            if not stream:
                return len(edges) == 0 if fixed else True  # the paper's bug: True
            target = edges.get(stream[0])
            if target is None:
                return False
            return states[target](stream[1:])

        return state

    for name, edges in transitions.items():
        states[name] = make_state(edges)
    return states[init]


class SymbolicWord:
    """A word of at most `k` letters over LETTERS: a symbolic length and k symbolic letter
    codes (Rosette's word*). `value()` builds it, assuming the codes are well formed."""

    def __init__(self, k: int):
        self.length = st.fresh(int, "length")
        self.codes = [st.fresh(int, "letter") for _ in range(k)]

    def value(self):
        return build_word(self.codes, self.length)

    def concrete(self, sol) -> str:
        """Returns the word a model describes."""
        n = sol[self.length]
        return "".join(LETTERS[sol[c]] for c in self.codes[:n])


@lifted
def build_word(codes, length):
    assume(0 <= length <= len(codes))
    word = []
    for i, code in enumerate(codes):
        assume(0 <= code < len(LETTERS))
        if i < length:
            word.append(LETTERS[code])
    return word


@lifted
def spell(word):
    """The word as one string (a union of strings when the word is symbolic)."""
    s = ""
    for letter in word:
        s = s + letter
    return s


def matches(pattern: str, string) -> object:
    """re.fullmatch on a possibly symbolic string: the paper's lifted regexp-match?."""
    return st.for_all(string, lambda s: re.fullmatch(pattern, s) is not None)


def main() -> None:
    buggy = automaton("init", CADR, fixed=False)
    m = automaton("init", CADR)
    assert m(list("cadadr")) and not m(list("cadaddrr")) and not m([])
    assert buggy([]) and buggy(list("ca"))

    w = SymbolicWord(4)
    sol = st.solve(lambda: assert_(buggy(w.value())))
    assert sol.sat and buggy(list(w.concrete(sol)))
    print(f"the buggy automaton accepts {w.concrete(sol)!r}")

    sol = st.solve(lambda: assert_(st.and_(buggy(w.value()),
                                           st.not_(matches(r"c[ad]*r", spell(w.value()))))))
    print(f"...which is not in c(ad)*r: {w.concrete(sol)!r}")
    sol = st.solve(lambda: (assert_(buggy(w.value())), assert_(len(w.value()) == 0)))
    assert sol.sat and w.concrete(sol) == ""
    print("the buggy automaton accepts the empty word")

    cex = st.verify(lambda: assert_(m(w.value()) == matches(r"c[ad]*r", spell(w.value()))))
    assert cex.unsat, f"not verified: {cex!r}"
    cex = st.verify(lambda: assert_(buggy(w.value()) == matches(r"c[ad]*r", spell(w.value()))))
    assert cex.sat and buggy(list(w.concrete(cex)))
    print(f"fixed: verified against re.fullmatch for every word of up to 4 letters; the buggy "
          f"one fails on {w.concrete(cex)!r}")


if __name__ == "__main__":
    main()
