"""Python's numeric tower next to symbolic ints: a `Decimal` limit compared exactly, a
`Fraction` average, `bin()` of a bounded int, and a model read back and replayed.

Run: python examples/numeric_tower.py
"""

from decimal import Decimal
from fractions import Fraction

import stamen as st

LIMIT = Decimal("2.5")  # a price limit as a user's config would hold it


@st.lifted
def report(a, b):
    """Returns whether both are under the limit, their exact mean, and a's bits."""
    under = a < LIMIT and b < LIMIT
    mean = Fraction(a + b, 2)
    return under, mean, bin(a) if 0 <= a < 8 else "-", (a + b).as_integer_ratio()


a, b = st.symbolic("a", int), st.symbolic("b", int)


def in_range():
    for v in (a, b):
        st.assume(-4 <= v)
        st.assume(v <= 7)


box = []
sol = st.solve(lambda: (in_range(), box.append(report(a, b)),
                        st.assert_(box[-1][0]), st.assert_(box[-1][1] == Fraction(3, 2))))
got = sol.evaluate(box[-1])
print(f"a = {sol[a]}, b = {sol[b]}: {got}")
print(f"Python agrees: {got == report.__wrapped__(sol[a], sol[b])}")
cex = st.verify(lambda: (in_range(), st.assert_(st.implies(a >= LIMIT, bin(a) > "0b10"))))
print("a >= Decimal('2.5') implies bin(a) > '0b10':", "verified" if cex.unsat else cex)
