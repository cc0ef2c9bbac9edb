"""`verify`'s query when the thunk called `@stamen.summarized` functions: the
abstraction-checking-refinement loop (seed 004's Algorithm 3) on one solver.

The summaries start unconstrained; while the model of `assumptions ∧ goal` depends on
an unexpanded summary (refinement.explain: the goal first, then the assumptions),
its definition is added to the same solver and the query checked again. An unsat
answer is final (fewer constraints than the whole query). A model is completed before
it is returned: each unexpanded summary gets its definition's value under the model,
so the model is one of the whole query, which `verify` then substitutes back as for
any counterexample (its replay); should the completed model not satisfy the query,
every summary is expanded and the query asked once more.
"""

from __future__ import annotations

import time

from stamen.query.refinement import Summaries, explain
from stamen.query.solution import SAT, UNKNOWN, UNSAT, Solution, default_value, unknown_reason
from stamen.solvers.base import make_solver
from stamen.solvers.result import Result
from stamen.terms.traverse import constants, evaluate

__all__ = ["check_refined"]


def check_refined(assumptions, goal, cfg, stats, table: Summaries) -> Solution:
    """Returns a Solution of `assumptions ∧ goal` with the summaries of `table` refined
    on demand; `stats` gets the summaries, expansions and rounds."""
    start = time.perf_counter()
    s = make_solver(cfg.solver, timeout=cfg.timeout, profile=cfg.solver_profile)
    try:
        s.add(assumptions)
        s.add(goal)
        roots = [goal, assumptions]
        result = _refine(s, roots, table)
        while result is Result.SAT:
            model = _complete(s.model(_constants_of(roots, table)), table)
            if evaluate(roots[0], model) is True and evaluate(roots[1], model) is True:
                break
            if not _expand_all(s, roots, table):  # the explanation missed one: be exact
                break  # nothing left to expand: verify's replay reports the model
            result = s.check()
        stats.summaries = table.stats["summaries"]
        stats.expansions = table.stats["expansions"]
        stats.rounds = table.stats["rounds"]
        if result is Result.SAT:
            return Solution(SAT, model, stats)
        if result is Result.UNSAT:
            return Solution(UNSAT, None, stats)
        return Solution(UNKNOWN, None, stats,
                        reason=unknown_reason(s.reason_unknown(), cfg.timeout))
    finally:
        s.close()
        stats.solve_seconds += time.perf_counter() - start


def _refine(s, roots: list, table: Summaries) -> Result:
    """Checks, expanding what each model depends on, until unsat, unknown or a model
    that depends on no unexpanded summary."""
    while True:
        result = s.check()
        if result is not Result.SAT:
            return result
        done, hidden = table.closure(c.tid for c in constants(roots))
        if not hidden:
            return result
        definitions = [d.definition for d in done]
        model = s.model(constants([*roots, *definitions]))
        picked = explain(roots, model, table, definitions)
        if not picked:
            return result
        for summary in picked:
            table.expand(summary)
            s.add(summary.equation)
        for summary in table.closure(c.tid for c in constants(roots))[0]:
            if summary not in done and summary not in picked:
                s.add(summary.equation)  # expanded earlier, now reached
        table.stats["rounds"] += 1


def _expand_all(s, roots: list, table: Summaries) -> int:
    """Expands (and adds) every summary the roots reach; returns how many."""
    n = 0
    while True:
        _, hidden = table.closure(c.tid for c in constants(roots))
        if not hidden:
            return n
        for summary in hidden:
            table.expand(summary)
            s.add(summary.equation)
            n += 1


def _constants_of(roots: list, table: Summaries) -> list:
    """Returns the constants of the roots and of every definition they reach."""
    found = {c.tid: c for c in constants(roots)}
    todo = [table.by_tid[t] for t in found if t in table.by_tid]
    while todo:
        summary = todo.pop()
        for c in constants(summary.definition):
            if c.tid not in found:
                found[c.tid] = c
                if c.tid in table.by_tid:
                    todo.append(table.by_tid[c.tid])
    return list(found.values())


def _complete(model: dict, table: Summaries) -> dict:
    """Returns the model with each unexpanded summary given its definition's value (in the
    order the summaries were made: a definition mentions only older ones)."""
    out = dict(model)
    for summary in sorted(table.by_tid.values(), key=lambda x: x.const.tid):
        if summary.const.tid not in table.expanded:
            out[summary.const] = evaluate(summary.definition, out,
                                          default=lambda c: default_value(c.sort))
    return out
