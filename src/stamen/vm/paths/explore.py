"""Path-by-path symbolic execution (merge="none"): control flow forks instead of merging.

At each symbolic branch the explorer asks the solver which sides are
feasible under the path condition, takes one and remembers the other; the
decision holds for the rest of the run (`Context.decide`). The
thunk is then re-run once per remaining path with the earlier decisions
replayed. An operation on a symbolic union still applies itself to each member
under the member's guard and merges the results (`apply_guarded`); a branch
inside such a member is merged too, as under merge="types", since a decision
made there would not hold outside the member's guard. Heap writes of a run
are undone before the next, and fresh constants are named per run position,
so every run sees the same inputs;
at the end the heap holds, for each path, what that path wrote (the runs'
writes merged under their path conditions), as after a merging evaluation: a path
that failed (an assertion, an exception) keeps what it wrote before it failed, as a
merging run keeps it under the failing guard, so a counterexample reads the heap
its own path left (a value the thunk stored, read with `cex.evaluate`).
"""

from __future__ import annotations

from stamen.boundary import call_user
from stamen.errors import AssertFailure, PathFailure, UnsupportedConstruct
from stamen.terms.boolean import not_
from stamen.vm.merging.merge import merge_all
from stamen.vm.paths.control import fail_path, join_writes
from stamen.vm.paths.feasibility import PathFeasibility
from stamen.vm.values.untracked import function_roots

__all__ = ["PathExplorer", "run_paths", "run_strategy"]


class _Infeasible(PathFailure):
    """Both sides of a branch are infeasible: the path was already dead."""


class PathExplorer:
    """Decides branches for one run and collects the alternatives not taken.

    A decision picks one of several pairwise-disjoint guards that cover the
    path; it is recorded as the index taken, so a later run replays a prefix of
    decisions exactly.
    """

    def __init__(self, feasible):
        self.feasible = feasible
        # state outside the store that each run must find as the first run found it (a
        # functools cache the program's code filled): its resets, called before each run
        self.run_resets: list = []
        self.noted: dict = {}  # what the resets' owners noted about that state
        self.prefix: list[tuple[int, object]] = []
        self.decisions: list[tuple[int, object]] = []  # (index, guard) of each decision
        self.alternatives: list[list[tuple[int, object]]] = []

    def start(self, prefix: list) -> None:
        """Begins a run that replays `prefix` before deciding anew."""
        self.prefix = prefix
        self.decisions = []

    def decide(self, ctx, guards: list) -> int:
        """Returns the index of the guard this run takes, which from now on holds on the
        path; every other feasible guard is left for a later run. A replayed decision must
        meet the guard the run that recorded it met: a run whose shared prefix computed
        otherwise (a proof that read what another run added) would run a path that is
        none of the program's, and its failures would be lost."""
        k = len(self.decisions)
        if k < len(self.prefix):
            take, recorded = self.prefix[k]
            if take >= len(guards) or guards[take] is not recorded:
                raise _diverged()
        else:
            decisions = list(ctx.guards)
            possible = [i for i, g in enumerate(guards) if self.feasible(decisions, g)]
            if not possible:
                raise _Infeasible("infeasible path", "core")
            take = possible[0]
            self.alternatives.extend([*self.decisions, (i, guards[i])] for i in possible[1:])
        self.decisions.append((take, guards[take]))
        ctx.store.watch()  # the run's writes stamen does not see would leak into later runs
        ctx.decide(guards[take])
        return take

    def branch(self, ctx, g, then_thunk, else_thunk):
        """Takes one side of a symbolic branch and returns its value (no merge)."""
        if self.decide(ctx, [g, not_(g)]) == 0:
            return call_user(then_thunk)
        return call_user(else_thunk)


def _diverged() -> UnsupportedConstruct:
    """The refusal of a run that met another branch than the run whose decisions it
    replays: the program computed otherwise on the shared prefix (an order by object
    identity, such as a set of objects hashed by id, which each run makes anew; state
    outside the store), so its path would be none of the program's."""
    from stamen.terms.operators import user_line

    return UnsupportedConstruct(
        f"{user_line()}: under merge='none' each path re-runs the program, and this run "
        f"reached this branch by another way than the run it replays (an order that "
        f"depends on object identity, such as iterating a set of objects hashed by id, "
        f"or state stamen does not track); use merge='types' or merge='logic'")


def run_paths(ctx, thunk, feasible):
    """Runs `thunk` once per feasible path; returns the merge of the path results
    (raises the failure if every path fails). Fresh constants are numbered from where
    the context's counter stands, the same way on every path, so a query may explore
    several thunks in one context (synthesize's assume and guarantee)."""
    explorer = PathExplorer(feasible)
    ctx.explorer = explorer
    results = []
    failed = []  # (path, None, written) of the runs that failed: their writes are kept
    program_errors: list = []  # each path's TypeError/NameError (None: it failed otherwise)
    pending: list[list] = [[]]  # the decisions each run replays: (index, guard)
    first_fresh = last_fresh = ctx.fresh_index
    vc, hidden = ctx.vc, ctx.vc.hidden
    a0, s0 = len(vc.assumes), len(vc.asserts)
    try:
        while pending:
            explorer.start(pending.pop())
            for reset in explorer.run_resets:
                reset()
            ctx.fresh_index = first_fresh
            vc.hidden = (a0, len(vc.assumes), s0, len(vc.asserts))  # the earlier runs' part
            ok = infeasible = False
            with ctx.exploring():
                ctx.store.push(function_roots(thunk))
                try:
                    value = call_user(thunk)
                    ok = True
                except _Infeasible:
                    infeasible = True
                except BaseException as exc:  # noqa: BLE001 - fail_path re-raises it
                    fail_path(ctx, exc)
                    program_errors.append(exc if isinstance(exc, (TypeError, NameError))
                                          else None)
                finally:
                    written = ctx.store.pop_undo()
                    ctx.stats.paths += 1
                path = ctx.guard()
            last_fresh = max(last_fresh, ctx.fresh_index)
            if ok:
                results.append((path, value, written))
            elif not infeasible:
                failed.append((path, None, written))
            pending.extend(explorer.alternatives)
            explorer.alternatives = []
    finally:
        ctx.explorer = None
        ctx.fresh_index = last_fresh
        vc.hidden = hidden
    if not results:
        if (program_errors and all(e is not None for e in program_errors)
                and not getattr(feasible, "assumes_pruned", False)):
            # raised on every path, whatever the inputs: a bug of the program, raised to
            # the user as on an unforked path and as the merging strategies do (not when
            # the assumes pruned a path: the merging strategies run it, as a failure)
            raise program_errors[0]
        raise AssertFailure("every path fails", "user")
    join_writes(ctx, results + failed)
    return merge_all([(g, v) for g, v, _ in results])


def run_strategy(ctx, thunk):
    """Returns thunk() evaluated in `ctx` under its merge strategy: path by path (run_paths,
    pruning with the solver) for merge="none", in one merging run otherwise."""
    if ctx.config.merge != "none":
        return call_user(thunk)

    checks = PathFeasibility(ctx.config)
    try:
        return run_paths(ctx, thunk, checks)
    finally:
        checks.close()
