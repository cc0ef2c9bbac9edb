"""`@stamen.summarized`: verify refines the results of summarized calls on demand."""

from __future__ import annotations

import stamen as st


@st.summarized
def heavy(x):
    r = x * x * x + 7 * x
    if r > 100:
        r = r - 1
    return r


@st.summarized
def inc(x):
    return x + 1


@st.summarized
@st.lifted
def pair(x):
    return x + 1, x - 1


def test_an_irrelevant_call_is_never_expanded():
    a = st.fresh(int, "a")

    def check():
        heavy(a)
        st.assert_(inc(a) > a)

    sol = st.verify(check)
    assert sol.unsat
    assert (sol.stats.summaries, sol.stats.expansions) == (2, 1)


def test_a_counterexample_is_a_model_of_the_whole_query():
    a = st.fresh(int, "a")

    def check():
        y = heavy(a)
        st.assert_(inc(a) > a + 1 or y == 5)

    sol = st.verify(check)
    assert sol.sat
    x = sol[a]
    r = x * x * x + 7 * x
    assert (r - 1 if r > 100 else r) != 5  # heavy's true value, computed in Python


def test_tuples_and_outside_verify():
    a = st.fresh(int, "a")
    sol = st.verify(lambda: st.assert_(pair(a)[0] - pair(a)[1] == 2))
    assert sol.unsat and sol.stats.expansions == 2
    assert heavy(3) == 48 and pair(2) == (3, 1)
    assert st.solve(lambda: st.assert_(inc(a) == 3))[a] == 2
