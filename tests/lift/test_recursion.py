"""Recursion of symbolic depth is unrolled under the loops' bound and policy: it stops where
the path can no longer be taken, and reaching `unroll` is UnrollBoundExceeded or an
unwinding assertion (never a RecursionError, an InternalError or a silent cut).

Regression: `fact(n)` with `-2 <= n <= 6` ended in InternalError ... RecursionError."""

from __future__ import annotations

import importlib.util
import sys
import types

import pytest

import stamen
from stamen import UnrollBoundExceeded, assert_, assume, lifted
from stamen.query.evaluation import evaluate_thunk
from stamen.query.solution import Solution
from stamen.terms.traverse import evaluate as evaluate_term
from stamen.vm.state.config import resolve_config

from . import recursive as plain

MERGES = ("types", "none", "logic")
DOMAIN = range(-2, 7)
n = stamen.symbolic("n", int)


def _lifted_copy():
    """Returns a second copy of the `recursive` module with every function lifted."""
    name = "stamen_test_recursive_lifted"
    spec = importlib.util.spec_from_file_location(name, plain.__file__)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    for attr, value in list(vars(module).items()):
        if isinstance(value, types.FunctionType) and value.__module__ == name:
            setattr(module, attr, lifted(value))
    return module


L = _lifted_copy()


def expected(fn_name, v):
    """("ok", value) or ("fail", None) for the plain run."""
    try:
        return "ok", getattr(plain, fn_name)(v)
    except (AssertionError, RecursionError):
        return "fail", None


@pytest.mark.parametrize("merge", MERGES)
def test_factorial_of_a_bounded_symbolic_argument(merge):
    def bounded():
        assume(-2 <= n)
        assume(n <= 6)

    cex = stamen.verify(lambda: (bounded(), assert_(L.fact(n) < 720)), merge=merge)
    assert cex.kind == "sat" and cex.evaluate(n) == 6
    assert stamen.verify(lambda: (bounded(), assert_(L.fact(n) <= 720)),
                         merge=merge).kind == "unsat"


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("fn_name", ["fact", "tree", "nested_fact", "guarded_fact",
                                     "lambda_count"])
def test_recursion_agrees_with_python_on_each_input(fn_name, merge):
    """One symbolic run over the domain, read at each input (value and vc by substitution),
    and one verify for the exact verdict."""
    fn = getattr(L, fn_name)

    def run():
        assume(DOMAIN.start <= n)
        assume(n < DOMAIN.stop)
        return fn(n)

    ev = evaluate_thunk(run, resolve_config({"merge": merge}), "test")
    outcomes = {v: expected(fn_name, v) for v in DOMAIN}
    for v, (kind, want) in outcomes.items():
        model = {n: v}
        assert evaluate_term(ev.vc.assumes_formula(), model) is True
        assert evaluate_term(ev.vc.asserts_formula(), model) is (kind == "ok"), (fn_name, v)
        if kind == "ok":
            assert Solution("sat", model).evaluate(ev.value) == want, (fn_name, v)
    some_fail = any(kind == "fail" for kind, _ in outcomes.values())
    cex = stamen.verify(run, merge=merge)
    assert cex.kind == ("sat" if some_fail else "unsat")
    if some_fail:
        assert outcomes[cex.evaluate(n)][0] == "fail"


@pytest.mark.parametrize("merge", MERGES)
def test_mutual_recursion_within_its_domain(merge):
    def prop():
        assume(0 <= n)
        assume(n <= 9)
        assert_(L.even(n) == (n % 2 == 0))

    assert stamen.verify(prop, merge=merge).kind == "unsat"


@pytest.mark.parametrize("merge", MERGES)
def test_unbounded_recursion_reaches_the_bound_as_an_error(merge):
    with pytest.raises(UnrollBoundExceeded, match=r"recursion of down .*recursive\.py:\d+"):
        stamen.verify(lambda: assert_(L.down(n) >= 0), merge=merge, unroll=12)


@pytest.mark.parametrize("merge", MERGES)
def test_unbounded_recursion_reaches_the_bound_as_an_unwinding_assertion(merge):
    cex = stamen.verify(lambda: assert_(L.down(n) >= 0), merge=merge, unroll=12,
                        on_unroll="assert")
    assert cex.kind == "sat" and cex.evaluate(n) > 12
    # Below the bound the recursion is exact: no unwinding assertion fails there.
    assert stamen.verify(lambda: (assume(n <= 12), assert_(L.down(n) == stamen.ite(
        n > 0, n, 0))), merge=merge, unroll=12, on_unroll="assert").kind == "unsat"


def test_python_stack_ending_before_the_bound_is_an_error_not_a_recursion_error():
    with pytest.raises(UnrollBoundExceeded, match="Python's stack"):
        stamen.verify(lambda: assert_(L.down(n) >= 0))


@lifted
def deep_under_a_branch(v, k):
    if v > 0:
        return L.depth(k)
    return 0


@pytest.mark.parametrize("merge", MERGES)
def test_a_stack_overflow_is_a_limit_of_stamen_not_a_counterexample(merge):
    """Regression: plain Python runs depth(k), stamen's frames per call overflowed the stack
    and the RecursionError became a counterexample (x = 1, "RecursionError")."""
    k = sys.getrecursionlimit() // 2
    assert plain.depth(k) == k
    with pytest.raises(UnrollBoundExceeded, match="Python's stack ran out"):
        stamen.verify(lambda: assert_(deep_under_a_branch(n, k) >= 0), merge=merge)


@lifted
def memo_ways(k):
    memo = {}

    def ways(n):
        if n in memo:
            return memo[n]
        r = 1 if n <= 1 else ways(n - 1) + ways(n - 2)
        memo[n] = r
        return r

    return ways(abs(k) + 1), len(memo)


def test_a_recursion_calling_itself_twice_stops_early_where_the_domain_ends():
    # was a hang (about 20 CPU s per evaluation, 80 000 unions): the first feasibility
    # check came at depth 8, after 2^8 calls of a recursion the domain ends at depth 4
    k = stamen.fresh(int)

    def run():
        assume(stamen.and_(-3 <= k, k <= 3))
        return memo_ways(k)

    value, stats = stamen.evaluate_with_stats(run)
    assert stats.unions < 2_000, stats
    for v, expected in ((0, (1, 1)), (3, (5, 5))):
        sol = stamen.solve(lambda v=v: (assume(stamen.and_(-3 <= k, k <= 3)), assert_(k == v)))
        assert sol.evaluate(value) == expected
