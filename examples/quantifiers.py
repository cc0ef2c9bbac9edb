"""Quantified formulas: an uninterpreted successor function axiomatised with `forall`,
and a search with `exists`, as Boogie's axioms and Rosette's quantifiers are written."""

import stamen as st


@st.lifted
def at_least_next(v, bound):
    if v <= bound:
        return bound + 1
    return v


i, n = st.symbolic("i", int), st.symbolic("n", int)
succ = st.symbolic("succ", st.Function(int, int))
axiom = st.forall(i, succ(i) == i + 1, patterns=[succ(i)])
print("axiom:", axiom)

proof = st.verify(lambda: (st.assume(axiom), st.assert_(at_least_next(succ(n), n) == n + 1)))
print("with the axiom:", "verified" if proof.unsat else proof)
cex = st.verify(lambda: st.assert_(at_least_next(succ(n), n) == n + 1))
print("without it: counterexample" if cex.sat else cex,
      f"n = {cex.evaluate(n)}, succ(n) = {cex.evaluate(succ(n))}")

root = st.solve(lambda: st.assert_(st.exists(i, st.and_(i * i == n, i > 3, i < 5))))
print("a square of some i in (3, 5):", root.evaluate(n))
