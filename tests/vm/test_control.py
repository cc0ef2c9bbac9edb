"""Branch-and-merge: both sides of a symbolic condition run under their guards, a side
that fails is recorded in the vc and dropped, and the survivors' values and heap writes
are merged."""

from __future__ import annotations

import pytest

import stamen
from stamen import assert_
from stamen.errors import (
    AssertFailure,
    InternalError,
    InvalidArgument,
    PathFailure,
    QueryInterrupted,
)
from stamen.terms.boolean import not_
from stamen.vm import evaluation
from stamen.vm.paths.control import apply_guarded, branch_and_merge
from stamen.vm.state.config import Config

from .unions import equivalent

g = stamen.symbolic("g", bool)
x = stamen.symbolic("x", int)


def test_both_sides_run_and_their_values_merge():
    with evaluation(Config()) as ctx:
        seen = []
        v = branch_and_merge(g, lambda: seen.append(ctx.guard()) or 1,
                             lambda: seen.append(ctx.guard()) or 2)
        assert ctx.stats.joins == 1
        assert seen == [g, not_(g)]
        assert ctx.guard() is True
    assert stamen.solve(lambda: assert_(g)).evaluate(v) == 1
    assert stamen.solve(lambda: assert_(not_(g))).evaluate(v) == 2


def test_a_failing_side_is_recorded_and_dropped():
    with evaluation(Config()) as ctx:
        v = branch_and_merge(g, lambda: 1 // 0, lambda: "fine")
        assert v == "fine"
        [failure] = ctx.vc.asserts
        assert failure.formula is not_(g)
        assert failure.message.startswith("ZeroDivisionError")
        assert "test_control.py" in failure.location


@pytest.mark.parametrize("error", [IndexError, KeyError, AssertionError, TypeError])
def test_any_python_exception_in_a_branch_is_a_path_failure(error):
    def boom():
        raise error("no")

    with evaluation(Config()) as ctx:
        assert branch_and_merge(x > 0, lambda: 5, boom) == 5
        assert equivalent(ctx.vc.asserts_formula(), x > 0)
        assert error.__name__ in ctx.vc.asserts[0].message


def test_when_both_sides_fail_the_failure_propagates():
    with evaluation(Config()) as ctx, pytest.raises(AssertFailure):
        branch_and_merge(g, lambda: [][0], lambda: {}["k"])
    assert len(ctx.vc.asserts) == 2


def test_writes_of_a_failed_side_are_undone_and_the_survivors_kept():
    class Obj:
        field = 0

    obj = Obj()

    def then():
        ctx.store.set_attr(obj, "field", 1)
        raise ValueError("fails after writing")

    def other():
        ctx.store.set_attr(obj, "field", 2)

    with evaluation(Config()) as ctx:
        branch_and_merge(g, then, other)
    assert obj.field == 2


def test_usage_errors_and_stamen_bugs_are_never_swallowed():
    def usage_error():
        raise InvalidArgument("bad call")

    def bug():
        raise InternalError("bug")

    with evaluation(Config()):
        with pytest.raises(InvalidArgument):
            branch_and_merge(g, usage_error, lambda: 1)
        with pytest.raises(InternalError):
            branch_and_merge(g, lambda: 1, bug)


def test_a_ctrl_c_is_never_swallowed():
    # (a Ctrl-C during a query raises QueryInterrupted; the program's own `raise
    # KeyboardInterrupt` is its exception, caught as Python catches it)
    def interrupt():
        raise QueryInterrupted

    with evaluation(Config()), pytest.raises(QueryInterrupted):
        branch_and_merge(g, interrupt, lambda: 1)


def test_path_failures_are_base_exceptions_user_code_cannot_swallow():
    assert not issubclass(PathFailure, Exception)


def test_apply_guarded_drops_failing_members_and_asserts_some_guard_holds():
    pairs = [(x == 0, 10), (x == 1, "s"), (stamen.and_(x != 0, x != 1), 30)]
    with evaluation(Config()) as ctx:
        v = apply_guarded(pairs, lambda m: m + 1)
        assert equivalent(ctx.vc.asserts_formula(), x != 1)
    sol = stamen.solve(lambda: assert_(x == 0))
    assert sol.evaluate(v) == 11
    with evaluation(Config()), pytest.raises(AssertFailure, match="no member"):
        apply_guarded(pairs[1:2], lambda m: m + 1)


def test_concrete_failures_at_the_top_level_fail_the_query_like_a_branch():
    """Regression: a Python exception outside any symbolic branch escaped solve/verify
    under merge="types" while merge="none" recorded it as a failed path."""
    for merge in ("types", "logic", "none"):
        cex = stamen.verify(lambda: [][0], merge=merge)
        assert cex.sat and "IndexError" in cex.failure.message
        assert stamen.solve(lambda: 1 // 0, merge=merge).unsat


def own_depth_limit(x):
    """An interpreter that raises RecursionError for its own depth limit (not Python's
    stack running out): the program's exception, caught by its own handler."""
    def run(depth):
        if depth > x:
            raise RecursionError(f"depth {depth}")
        return run(depth + 1)
    try:
        return run(0)
    except RecursionError as e:
        return str(e)


def test_a_recursion_error_the_program_raises_is_the_programs():
    from differential.oracle import assert_agrees

    assert_agrees(stamen.lifted(own_depth_limit), [-1, 0, 1, 2], plain=own_depth_limit,
                  pin=None)
