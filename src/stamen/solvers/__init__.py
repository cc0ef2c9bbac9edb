"""The solver layer: stamen terms in, verdicts and models (as stamen values) out.

Backends ("z3", embedded; "cvc5", if installed) implement the `Solver`
protocol of `base.py`; `to_smtlib` writes a query as SMT-LIB2 text; `HornSolver`
solves constrained Horn clauses (z3's Spacer).
Importing this package does not import cvc5.
"""

from stamen.solvers.base import (
    Solver,
    first_installed,
    make_solver,
    register_solver,
    solver_names,
)
from stamen.solvers.capture import capture_queries
from stamen.solvers.check import check_sat, prove
from stamen.solvers.horn import HornClause, HornSolver, Relation
from stamen.solvers.profiles import SolverProfile, load_profile, save_profile
from stamen.solvers.result import Result
from stamen.solvers.smtlib import to_smtlib
from stamen.solvers.values import default_value

__all__ = [
    "HornClause", "HornSolver", "Relation", "Result", "Solver", "SolverProfile",
    "capture_queries", "check_sat", "default_value",
    "first_installed", "load_profile", "make_solver", "prove", "register_solver", "save_profile",
    "solver_names", "to_smtlib",
]
