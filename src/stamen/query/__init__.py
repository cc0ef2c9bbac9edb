"""Solver-aided queries: solve, verify (and, later, synthesize, debug, optimize)."""

from stamen.query.evaluation import evaluate_with_stats
from stamen.query.solution import Solution
from stamen.query.solve import solve, verify

__all__ = ["Solution", "evaluate_with_stats", "solve", "verify"]
