"""Evaluating a query's thunk on a fresh vc, under the chosen merge strategy, with statistics."""

from __future__ import annotations

import inspect
import time
from functools import partial

from stamen.boundary import faults_are_internal
from stamen.errors import InvalidArgument, PathFailure, warn_at_user_site
from stamen.terms.printing import term_str
from stamen.terms.sorts import BOOL
from stamen.terms.term import Term, term_count
from stamen.vm.paths.explore import run_strategy
from stamen.vm.state.config import Config, resolve_config
from stamen.vm.state.context import Context, assume_established, evaluation

__all__ = ["Evaluation", "evaluate_thunk", "evaluate_with_stats", "run_thunk",
           "warn_ignored_boolean"]


class Evaluation:
    """The outcome of running a thunk: its value (None if every path failed), its context."""

    def __init__(self, ctx: Context, value, failed: PathFailure | None):
        self.ctx = ctx
        self.value = value
        self.failed = failed

    @property
    def vc(self):
        return self.ctx.vc

    @property
    def stats(self):
        return self.ctx.stats


def _check_thunk(thunk, where: str) -> None:
    """Raises InvalidArgument unless `thunk` is callable with no arguments (the message is
    built only then: the repr of a partial holding large terms is costly)."""
    if not callable(thunk) or type(thunk) is Term:
        raise InvalidArgument(_not_a_thunk(thunk, where))
    try:
        inspect.signature(thunk).bind()
    except TypeError:
        raise InvalidArgument(_not_a_thunk(thunk, where)) from None
    except ValueError:  # no signature to check (some builtins)
        pass


def _not_a_thunk(thunk, where: str) -> str:
    return (f"{where}: expected a thunk (a function of no arguments, e.g. `lambda: ...`), "
            f"got {thunk!r}")


def evaluate_thunk(thunk, cfg: Config, where: str) -> Evaluation:
    """Runs `thunk()` in a fresh context and returns its value, vc and statistics; a
    boolean value instead of a thunk is checked directly (as `lambda: assert_(value)`)."""
    if type(thunk) is bool or type(thunk) is Term and thunk.sort is BOOL:
        from stamen.vm.python.assertions import assert_

        thunk = partial(assert_, thunk)
    _check_thunk(thunk, where)
    from stamen.lift.decorator import lift_thunk

    thunk = lift_thunk(thunk)
    start, terms0 = time.perf_counter(), term_count()
    with evaluation(cfg) as ctx:
        value, failed = run_thunk(ctx, thunk)
    assume_established(ctx.vc)
    ctx.stats.eval_seconds = time.perf_counter() - start - ctx.stats.solve_seconds
    ctx.stats.terms = term_count() - terms0
    return Evaluation(ctx, value, failed)


def run_thunk(ctx: Context, thunk) -> tuple:
    """Returns (value, failure) of running the lifted `thunk` in `ctx`: value None and the
    PathFailure when every path failed; an exception the program raises is its (only)
    path failing, recorded as at a branch, never an exception out of the query."""
    try:
        return run_strategy(ctx, thunk), None
    except PathFailure as exc:
        return None, exc
    except Exception as exc:  # noqa: BLE001 - as in a branch: the (only) path fails
        from stamen.vm.paths.control import fail_path

        return None, fail_path(ctx, exc)


def warn_ignored_boolean(value, where: str, asserts) -> None:
    """Warns (StamenWarning, at the user's line) when a query's thunk returned a boolean and
    asserted nothing (`asserts`: the vc's assertions, True when nothing can fail). A query
    reads only the thunk's assertions (as Rosette's), so `verify(lambda: x < 0)` answers
    "verified" and `solve(lambda: x > 5)` gives any model, whatever the boolean says: the
    value itself (`verify(x < 0)`) or `assert_` in the thunk is what was meant. Not an
    error: "does anything fail?" of a function that returns a boolean is a fair question."""
    if asserts is not True:
        return
    if type(value) is bool or type(value) is Term and value.sort is BOOL:
        shown = value if type(value) is bool else f"`{term_str(value, 80)}`"
        warn_at_user_site(
            f"{where}: the thunk returned the boolean {shown} and asserted nothing: a query "
            f"reads only the thunk's assertions, so the boolean is not checked. Assert it "
            f"with stamen.assert_(...) inside the thunk, or pass the boolean itself "
            f"({where}(x < 0), not {where}(lambda: x < 0))")


@faults_are_internal
def evaluate_with_stats(thunk, *, merge: str | None = None, unroll: int | None = None,
                        on_unroll: str | None = None, solver: str | None = None,
                        timeout: float | None = None):
    """Returns (value, stats) of evaluating `thunk()` symbolically on a fresh vc."""
    cfg = resolve_config(dict(merge=merge, unroll=unroll, on_unroll=on_unroll, solver=solver,
                              timeout=timeout))
    result = evaluate_thunk(thunk, cfg, "evaluate_with_stats")
    if result.failed is not None:
        raise result.failed
    return result.value, result.stats
