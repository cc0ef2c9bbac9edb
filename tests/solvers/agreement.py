"""Differential check of a backend against the term layer's own folding.

For each sample, fresh constants are pinned to concrete values, an output
constant is asserted equal to the operator applied to the constants, and
the value the solver gives the output must equal `substitute` of the same
term with the values (the term layer's concrete semantics).
"""

from __future__ import annotations

from stamen.solvers.result import Result
from stamen.terms.arrays import apply
from stamen.terms.boolean import eq
from stamen.terms.sorts import FunctionSort
from stamen.terms.term import Term, constant, literal_sort
from stamen.terms.traverse import substitute

__all__ = ["check_agreement", "pins"]


def pins(c: Term, value, points=()) -> list:
    """Returns constraints fixing constant `c` to `value`; a function is fixed at the
    keys of its table and at `points` (the argument tuples the test applies it to)."""
    if type(c.sort) is FunctionSort:
        keys = set(value.table) | set(points)
        return [eq(apply(c, *k), value(*k)) for k in keys]
    return [eq(c, value)]


def check_agreement(solver, name: str, sorts: tuple, build, samples: list) -> None:
    """Asserts that `solver` computes `build` on every sample as the term layer does."""
    expected = {}
    for k, values in enumerate(samples):
        consts = [constant(f"{name}_{k}_{i}", s) for i, s in enumerate(sorts)]
        term = build(*consts)
        folded = substitute(term, dict(zip(consts, values, strict=True)))
        if type(folded) is Term:
            continue  # not folded by the term layer, e.g. integer division by zero
        out = constant(f"{name}_{k}_out", term.sort if type(term) is Term else literal_sort(term))
        solver.add(eq(out, term))
        point = tuple(values[1:])
        for c, v in zip(consts, values, strict=True):
            for p in pins(c, v, [point]):
                solver.add(p)
        expected[out] = folded
    if not expected:
        return
    result = solver.check()
    assert result is Result.SAT, (name, samples, result)
    got = solver.model(list(expected))
    for out, want in expected.items():
        assert got[out] == want and type(got[out]) is type(want), (name, out, got[out], want)
