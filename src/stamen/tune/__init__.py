"""Tuning a solver's parameters on a suite's queries (seed 004: Spear with ParamILS).

`stamen tune SUITE` dumps the suite's queries as SMT-LIB2 (`queries.py`), splits them at
random (seeded) into training and test sets, searches the solver's parameter space
(`space.py`) by iterated local search on the training set (`paramils.py`, each query run
capped by `runs.py`), reports the default against the tuned configuration on the test set
(`report.py`), and saves the tuned one as a named solver profile
(`stamen.solvers.profiles`) that `stamen.config(solver_profile=...)` loads.
"""

from stamen.tune.paramils import SearchResult, tune
from stamen.tune.queries import Query, load_queries, split
from stamen.tune.runs import Run, run_query
from stamen.tune.space import Configuration, Parameter, space_for

__all__ = ["Configuration", "Parameter", "Query", "Run", "SearchResult", "load_queries",
           "run_query", "space_for", "split", "tune"]
