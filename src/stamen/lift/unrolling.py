"""The unrolling policy of lifted loops whose going-on is symbolic, in one place: when such a
loop asks the solver whether any execution goes on, and what happens past the bound
(`config(unroll=..., on_unroll=...)`): an error, or an unwinding assertion; never a silent
cut."""

from __future__ import annotations

from stamen.errors import UnrollBoundExceeded
from stamen.terms.boolean import not_
from stamen.vm.paths.feasibility import feasible_on_path
from stamen.vm.python.assertions import assert_ as vm_assert
from stamen.vm.state.context import current

__all__ = ["probe_due", "may_go_on"]


def probe_due(count: int) -> bool:
    """Whether a loop whose going on is symbolic asks the solver, at its `count`th step,
    if any execution takes it this far: at powers of two from 4 on (a few checks in all,
    where a check per step would cost one query each)."""
    return count >= 4 and count & (count - 1) == 0


def may_go_on(count: int, going, what: str) -> bool:
    """Whether an iteration that goes on under the symbolic condition `going` at its
    `count`th step (`what` names it for the messages) takes that step: not when no
    execution on the path gets this far; past the unrolling bound, an error or an unwinding
    assertion that no execution does, as the configuration says."""
    if probe_due(count) and not feasible_on_path(going):
        return False
    cfg = current().config
    if count <= cfg.unroll:
        return True
    if cfg.on_unroll == "error":
        raise UnrollBoundExceeded(
            f"{what} still goes on under a symbolic condition after {cfg.unroll} steps; raise "
            f"the bound (stamen.config(unroll=...)) or add an unwinding assertion instead "
            f"(stamen.config(on_unroll='assert'))")
    vm_assert(not_(going), f"unwinding assertion: {what} may go on for more than "
              f"{cfg.unroll} steps")
    return False
