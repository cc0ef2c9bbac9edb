"""Tuning the solver for your own queries (seed 004's Spear + ParamILS idea).

Captures the queries that a few verifications send, searches z3's parameters on part of
them, compares the default and the tuned configuration on the rest, and runs a query with
the tuned profile. The cost is z3's resource count, so the search repeats exactly; on a
real suite, `stamen tune SUITE --budget MINUTES` does the same on wall-clock time.
"""

import tempfile
from pathlib import Path

import stamen as st
from stamen.solvers import SolverProfile, capture_queries, save_profile
from stamen.tune import split, tune
from stamen.tune.queries import Query
from stamen.tune.report import compare
from stamen.tune.space import changes, space_for


@st.lifted
def average(a, b):
    return (a & b) + st.lshr(a ^ b, 1)  # the overflow-free average (Hacker's Delight)


@st.lifted
def between(a, b):
    m = average(a, b)
    st.assert_(st.ule(m, a) | st.ule(m, b))


queries = []
for width in (8, 10, 12, 14, 16, 18):
    a, b = st.fresh(st.BitVec(width)), st.fresh(st.BitVec(width))
    with capture_queries() as scripts:
        sol = st.verify(lambda a=a, b=b: between(a, b))
    print(f"{width} bits: {'verified' if sol.unsat else sol}")
    queries += [Query(f"avg{width}-{i}", text) for i, text in enumerate(scripts)]

train, test = split(queries, 0.5, seed=1)
result = tune(train, "z3", metric="rlimit", cap=10**8, seed=1, max_evaluations=20)
tuned = changes(result.best, space_for("z3"))
print(f"searched {result.evaluations} configurations; tuned: {sorted(tuned)}")
summary = compare(test, "z3", result.default, result.best, metric="rlimit", cap=10**8).summary()
print(f"test split: default solved {summary['default']['solved']}/{summary['queries']}, "
      f"tuned solved {summary['tuned']['solved']}/{summary['queries']}")
# a tuned profile must answer every query as the default does; `stamen tune` rejects it if not
print(f"answers changed by the tuned configuration: {len(summary['answer_changes'])}")

logic, tactic = tuned.pop("logic", None), tuned.pop("tactic", None)
with tempfile.TemporaryDirectory() as folder:
    path = save_profile(SolverProfile("avg", "z3", tuned, logic=logic, tactic=tactic),
                        Path(folder) / "a.json")
    a, b = st.fresh(st.BitVec(32)), st.fresh(st.BitVec(32))
    sol = st.verify(lambda: st.assert_(average(a, b) == average(b, a)),
                    solver_profile=str(path))
    print(f"32 bits, with the tuned profile: {'verified' if sol.unsat else sol}")
    # a profile can also name a z3 tactic pipeline, as (check-sat-using T) writes it
    pipeline = SolverProfile("blast", "z3", {"sat.phase": "always_false"}, logic="QF_BV",
                             tactic="(then simplify propagate-values solve-eqs "
                                    "elim-uncnstr bit-blast sat)")
    path = save_profile(pipeline, Path(folder) / "blast.json")
    sol = st.verify(lambda: st.assert_(average(a, b) == average(b, a)),
                    solver_profile=str(path))
    print(f"32 bits, with a tactic pipeline: {'verified' if sol.unsat else sol}")
