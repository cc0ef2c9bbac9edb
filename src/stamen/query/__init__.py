"""Solver-aided queries: solve, verify, synthesize, debug, optimize."""

from stamen.query.debug import Core, debug
from stamen.query.evaluation import evaluate_with_stats
from stamen.query.optimize import optimize
from stamen.query.solution import Solution
from stamen.query.solve import solve, verify
from stamen.query.synthesize import synthesize

__all__ = ["Core", "Solution", "debug", "evaluate_with_stats", "optimize", "solve",
           "synthesize", "verify"]
