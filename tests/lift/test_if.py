"""`if/elif/else`, conditional expressions and early `return` in lifted functions: concrete
conditions run one branch as plain Python, symbolic ones branch and merge."""

from __future__ import annotations

import stamen
from stamen import assert_, lifted
from stamen.lift import lifted_source

x = stamen.symbolic("x", int)
y = stamen.symbolic("y", int)


def value_at(value, **inputs):
    sol = stamen.solve(lambda: assert_(stamen.and_(
        *(stamen.symbolic(k, int) == v for k, v in inputs.items()))))
    assert sol.sat, inputs
    return sol.evaluate(value)


@lifted
def classify(v):
    """Keeps its docstring."""
    if v < 0:
        kind = "negative"
    elif v == 0:
        kind = "zero"
    elif v < 10:
        kind = "small"
    else:
        kind = "large"
    return kind


def test_if_elif_else_on_a_symbolic_condition_merges_the_branches():
    value, stats = stamen.evaluate_with_stats(lambda: classify(x))
    assert stats.joins == 3
    for v in (-5, 0, 3, 12):
        assert value_at(value, x=v) == classify.__wrapped__(v)
    assert classify.__doc__ == "Keeps its docstring."


def test_a_concrete_condition_runs_one_branch_as_plain_python():
    calls = []

    @lifted
    def pick(flag):
        if flag:
            calls.append("then")
            r = 1
        else:
            calls.append("else")
            r = 2
        return r

    value, stats = stamen.evaluate_with_stats(lambda: pick(True))
    assert value == 1 and calls == ["then"] and stats.joins == 0
    assert pick(0) == 2 and calls == ["then", "else"]


@lifted
def abs_diff(a, b):
    return a - b if a > b else b - a


def test_a_conditional_expression_evaluates_only_the_side_taken():
    assert abs_diff(3, 5) == 2
    assert stamen.verify(lambda: assert_(abs_diff(x, y) >= 0)).unsat
    sol = stamen.solve(lambda: assert_(abs_diff(x, y) == 4))
    assert abs(sol[x] - sol[y]) == 4


@lifted
def safe_div(a, b):
    return a // b if b != 0 else None


def test_the_side_not_taken_is_not_evaluated_under_its_guard():
    assert stamen.verify(lambda: safe_div(x, y)).unsat
    assert stamen.verify(lambda: assert_(safe_div(x, 0) is None)).unsat


@lifted
def sign(v):
    if v > 0:
        return 1
    if v < 0:
        return -1
    return 0


def test_early_returns_in_branches():
    value, stats = stamen.evaluate_with_stats(lambda: sign(x))
    assert not stamen.is_union(value) and stats.unions == 0
    for v in (-3, 0, 8):
        assert value_at(value, x=v) == sign.__wrapped__(v)


@lifted
def maybe_none(v):
    if v > 0:
        return "positive"


def test_falling_off_the_end_returns_none_on_that_path():
    value, _ = stamen.evaluate_with_stats(lambda: maybe_none(x))
    assert value_at(value, x=1) == "positive" and value_at(value, x=0) is None


@lifted
def bound_on_one_path(v):
    if v > 0:
        r = 1
    return r


def test_a_local_bound_on_one_path_only_fails_on_the_other():
    sol = stamen.solve(lambda: assert_(bound_on_one_path(x) == 1))
    assert sol[x] > 0
    cex = stamen.verify(lambda: bound_on_one_path(x))
    assert cex[x] <= 0 and "UnboundLocalError" in cex.failure.message


@lifted
def nested_ifs(a, b):
    r = 0
    if a > 0:
        if b > 0:
            r = 1
        else:
            r = 2
            if a > 5:
                return "big"
    elif b > 0:
        pass
    else:
        r = 3
    return r


def test_nested_ifs_and_returns_agree_with_python():
    value, _ = stamen.evaluate_with_stats(lambda: nested_ifs(x, y))
    for a in (-1, 1, 6):
        for b in (-1, 1):
            assert value_at(value, x=a, y=b) == nested_ifs.__wrapped__(a, b), (a, b)


def test_the_rewritten_source_shows_branches_as_closures():
    source = lifted_source(classify)
    assert "_stamen_rt.if_(" in source and "def _stamen_then" in source


def test_lifting_keeps_line_numbers():
    @lifted
    def fails(v):
        if v > 0:
            assert v > 100, "too small"
        return v

    cex = stamen.verify(lambda: fails(x))
    first = fails.__wrapped__.__code__.co_firstlineno
    assert cex.failure.location.endswith(f"test_if.py:{first + 3}:13")
    assert cex.failure.message == "too small"


def test_lifted_functions_keep_defaults_and_annotations_from_their_scope():
    """Regression: defaults and annotations naming the enclosing function's locals were
    evaluated again in the rewriter's scope, where those names do not exist."""
    def make(k):
        class Local:
            pass

        @lifted
        def f(v: Local, w=k, *, z=k + 1) -> Local:
            if v > w:
                return z
            return w

        return f, Local

    f, _ = make(3)
    assert f.__defaults__ == (3,) and f.__kwdefaults__ == {"z": 4}
    assert f.__annotations__ == f.__wrapped__.__annotations__ == {"v": "Local", "return": "Local"}
    value, _ = stamen.evaluate_with_stats(lambda: f(x))
    assert value_at(value, x=10) == 4 and value_at(value, x=0) == 3


@lifted
def _return_then_fail(x):
    if x == 0:
        return 10
    stamen.assume(False)


@lifted
def _return_in_loop_then_fail(xs):
    for v in xs:
        if v > 0:
            return v
    stamen.assert_(False)


def test_a_path_that_fails_after_an_early_return_leaves_no_value_behind():
    """The path that fails contributes nothing: no None member in the function's value."""
    a = stamen.symbolic("early_a", int)
    value, _ = stamen.evaluate_with_stats(lambda: _return_then_fail(a))
    assert value == 10
    xs = [stamen.symbolic(f"early_x{i}", int) for i in range(3)]
    value, _ = stamen.evaluate_with_stats(lambda: _return_in_loop_then_fail(xs))
    assert not stamen.is_union(value) or None not in stamen.union_contents(value).values()
    sol = stamen.solve(lambda: stamen.assert_(_return_in_loop_then_fail(xs) == 7))
    assert sol.sat and 7 in [sol.evaluate(x) for x in xs]
