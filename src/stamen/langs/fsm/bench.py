"""The fsm benchmarks: the paper's section 2 story on words of bounded length."""

from __future__ import annotations

import stamen as st
from stamen.langs.fsm.automaton import accepts
from stamen.langs.fsm.queries import (
    Word,
    fig3_sketch,
    matches,
    reference,
    synthesize_automaton,
    verify_automaton,
)
from stamen.langs.report import bench_row

__all__ = ["suite"]


def _solve_row(bound: int) -> dict:
    m = reference()
    word = Word(bound, m.alphabet())
    box: dict = {}

    def query():
        w = box["word"] = word.value()
        st.assert_(accepts(m, w))

    sol = st.solve(query)
    found = "".join(sol.evaluate(box["word"])) if sol.sat else None
    ok = sol.sat and accepts(m, tuple(found)) is True and matches(r"c[ad]*r", tuple(found))
    return bench_row("fsm_solve", sol.kind, ok, sol.stats, bound=bound,
                     word=found)


def _verify_row(name: str, pattern: str, expected: str, bound: int) -> dict:
    sol, word = verify_automaton(reference(), pattern, bound)
    answer = "counterexample" if sol.sat else ("verified" if sol.unsat else "unknown")
    return bench_row(name, answer, answer == expected, sol.stats, bound=bound, word=word)


def _synthesize_row(bound: int) -> dict:
    pattern = r"c[ad]+r"
    sol, completed = synthesize_automaton(fig3_sketch, pattern, bound)
    answer = "synthesized" if sol.sat else sol.kind
    ok = False
    if sol.sat:
        check, _ = verify_automaton(completed, pattern, bound)
        ok = check.unsat
    return bench_row("fsm_synthesize", answer, ok, sol.stats, bound=bound,
                     automaton=str(completed) if completed else None)


def suite(quick: bool = False) -> list[dict]:
    """Returns the rows of the paper's automaton story: angelic execution, verification of
    the c[ad]*r automaton (correct against c[ad]*r, a counterexample against c[ad]+r), and
    the Fig. 3 sketch completed against c[ad]+r; words of at most 3 (quick) or 4 letters."""
    bound = 3 if quick else 4
    return [
        _solve_row(bound),
        _verify_row("fsm_verify", r"c[ad]*r", "verified", bound),
        _verify_row("fsm_verify_plus", r"c[ad]+r", "counterexample", bound),
        _synthesize_row(bound),
    ]
