"""The unrolling bound's one policy, for every construct that repeats under a symbolic
condition: `while` loops, `for` loops over the program's iterators, iteration of user
iterators, `range()` of a symbolic bound, and recursion of symbolic depth.

Each such construct counts the steps it took while its going on stayed symbolic.
At a few counts (`probe_due`: powers of two from 4 on) it asks the solver whether any
execution on the path gets that far, so that a loop bounded by an assumption stops
early. Past `config(unroll=N)` steps the policy of `config(on_unroll=...)` applies,
the same for all of them (`past_bound`): "error" raises UnrollBoundExceeded naming
the construct; "assert" adds an unwinding assertion (the executions that would go on
fail it, as CBMC's and Rosette's bounded loops do) and the construct stops.
"""

from __future__ import annotations

from stamen.errors import UnrollBoundExceeded, user_site
from stamen.terms.boolean import not_ as not_term
from stamen.vm.paths.feasibility import feasible_on_path
from stamen.vm.python import hooks
from stamen.vm.python.assertions import assert_ as vm_assert
from stamen.vm.state.context import current

__all__ = ["may_go_on", "past_bound", "probe_due"]


def probe_due(count: int, start: int = 4) -> bool:
    """Whether a construct whose going on is symbolic asks the solver, at its `count`th
    step, if any execution takes it this far: at powers of two from `start` on (a few
    checks in all, where a check per step would cost one query each)."""
    return count >= start and count & (count - 1) == 0


def past_bound(count: int, going_on, what: str, steps: str, where: str | None = None) -> bool:
    """Returns whether the construct must stop at its `count`th symbolic step because the
    unrolling bound is reached (False below it). At the bound the policy applies: "error"
    raises UnrollBoundExceeded saying `what` still goes on after `unroll` `steps` (at the
    user's line: `range(n)` names no place of its own);
    "assert" asserts that no execution goes on (`going_on`, a guard, is false) and stops.
    `where` is the location an unwinding assertion's failure names."""
    cfg = current().config
    if count <= cfg.unroll:
        return False
    if cfg.on_unroll == "error":
        site = user_site()
        raise UnrollBoundExceeded(
            ("" if site is None else f"{site}: ")
            + f"{what} still goes on under a symbolic condition after {cfg.unroll} {steps}; "
            f"raise the bound (stamen.config(unroll=...)) or add an unwinding assertion "
            f"instead (stamen.config(on_unroll='assert'))")
    vm_assert(not_term(going_on), f"unwinding assertion: {what} may go on past "
              f"{cfg.unroll} {steps}", location=where)
    return True


def may_go_on(count: int, going, what: str) -> bool:
    """Whether a step that goes on under the symbolic condition `going`, the `count`th
    (`what` names the construct for the messages), is taken: not when no execution on the
    path gets this far (asked at `probe_due` counts); past the bound, the policy of
    `past_bound`."""
    if probe_due(count) and not feasible_on_path(going):
        return False
    return not past_bound(count, going, what, "steps")


hooks.install_steps_may_go_on(lambda count, what, going: may_go_on(count, going, what))
