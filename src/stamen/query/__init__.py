"""Solver-aided queries: solve, verify, synthesize, debug, optimize.

Each public query is recorded by an active `stamen.profile()` (lift.profile).
"""

from stamen.lift.profile import profiled_query
from stamen.query import debug as _debug
from stamen.query import optimize as _optimize
from stamen.query import solve as _solve
from stamen.query import synthesize as _synthesize
from stamen.query.debug import Core
from stamen.query.evaluation import evaluate_with_stats
from stamen.query.solution import Solution

solve = profiled_query("solve")(_solve.solve)
verify = profiled_query("verify")(_solve.verify)
synthesize = profiled_query("synthesize")(_synthesize.synthesize)
debug = profiled_query("debug")(_debug.debug)
optimize = profiled_query("optimize")(_optimize.optimize)

__all__ = ["Core", "Solution", "debug", "evaluate_with_stats", "optimize", "solve",
           "synthesize", "verify"]
