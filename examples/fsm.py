"""Automata (the paper's section 2): verify an automaton against a regular expression and
complete the Fig. 3 sketch with the solver.

Run: python examples/fsm.py
"""

from stamen.langs import fsm

m = fsm.reference()  # c[ad]*r
print(m)
print("accepts 'cadr':", fsm.accepts(m, tuple("cadr")))


def verdict(sol, word) -> str:
    """Says what verify found: verified only when unsat, never on unknown."""
    if sol.unsat:
        return "verified"
    return f"counterexample {word!r}" if sol.sat else f"unknown ({sol.reason})"


sol, word = fsm.verify_automaton(m, r"c[ad]*r", bound=4)
print("against c[ad]*r:", verdict(sol, word))
sol, word = fsm.verify_automaton(m, r"c[ad]+r", bound=4)
print("against c[ad]+r:", verdict(sol, word))

sol, completed = fsm.synthesize_automaton(fsm.fig3_sketch, r"c[ad]+r", bound=4)
print(completed)
print(sol.complete(fsm.fig3_sketch))
