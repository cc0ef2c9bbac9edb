"""Path-by-path symbolic execution (merge="none"): no state is ever merged.

At each symbolic branch the explorer asks the solver which sides are
feasible under the path condition, takes one and remembers the other; the
thunk is then re-run once per remaining path with the earlier decisions
replayed. Heap writes of a run are undone before the next, and fresh
constants are named per run position, so every run sees the same inputs;
at the end the heap holds, for each path, what that path wrote (the runs'
writes merged under their path conditions), as after a merging evaluation.
"""

from __future__ import annotations

from stamen.errors import PathFailure
from stamen.terms.boolean import and_, not_
from stamen.vm.control import join_writes, record_failure
from stamen.vm.merge import merge_all
from stamen.vm.untracked import function_roots

__all__ = ["PathExplorer", "run_paths"]


class _Infeasible(PathFailure):
    """Both sides of a branch are infeasible: the path was already dead."""


class PathExplorer:
    """Decides branches for one run and collects the alternatives not taken."""

    def __init__(self, feasible):
        self.feasible = feasible
        self.prefix: list[bool] = []
        self.decisions: list[bool] = []
        self.alternatives: list[list[bool]] = []

    def start(self, prefix: list[bool]) -> None:
        """Begins a run that replays `prefix` before deciding anew."""
        self.prefix = prefix
        self.decisions = []

    def branch(self, ctx, g, then_thunk, else_thunk):
        """Takes one side of a symbolic branch and returns its value (no merge)."""
        k = len(self.decisions)
        if k < len(self.prefix):
            take = self.prefix[k]
        else:
            path = ctx.guard()
            can_then = self.feasible(and_(path, g))
            can_else = self.feasible(and_(path, not_(g)))
            if not (can_then or can_else):
                raise _Infeasible("infeasible path", "core")
            take = can_then
            if can_then and can_else:
                self.alternatives.append([*self.decisions, False])
        self.decisions.append(take)
        ctx.store.watch()  # the run's writes stamen does not see would leak into later runs
        ctx.push_guard(g if take else not_(g))
        return then_thunk() if take else else_thunk()


def run_paths(ctx, thunk, feasible):
    """Runs `thunk` once per feasible path; returns the merge of the path results
    (raises the failure if every path fails)."""
    explorer = PathExplorer(feasible)
    ctx.explorer = explorer
    results = []
    pending: list[list[bool]] = [[]]
    try:
        while pending:
            prefix = pending.pop()
            explorer.start(prefix)
            ctx.guards.clear()
            del ctx._guard_cache[1:]
            ctx.fresh_index = 0
            ctx.store.push(function_roots(thunk))
            ok = False
            try:
                value = thunk()
                ok = True
            except _Infeasible:
                pass
            except BaseException as exc:  # noqa: BLE001 - record_failure re-raises what it must
                record_failure(ctx, exc)
            finally:
                written = ctx.store.pop_undo()
                ctx.stats.paths += 1
            if ok:
                results.append((ctx.guard(), value, written))
            pending.extend(explorer.alternatives)
            explorer.alternatives = []
    finally:
        ctx.explorer = None
        ctx.guards.clear()
        del ctx._guard_cache[1:]
    if not results:
        from stamen.errors import AssertFailure

        raise AssertFailure("every path fails", "user")
    join_writes(ctx, results)
    return merge_all([(g, v) for g, v, _ in results])
