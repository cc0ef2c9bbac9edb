"""Recursion of symbolic depth, unrolled under the loops' bound and policy.

A lifted function that calls itself (directly or through other lifted
functions) inside a symbolic branch would recurse until Python's stack runs
out: each call sees the same symbolic condition again. Every lifted function
body starts with `enter_call(name, where)` and pops its entry when it ends
(the body is a `try` with that `finally`; a lambda's body runs inside
`lambda_call`); the context keeps, per function, the
guard depth at entry and the symbolic depth of its active calls (in
`Context.calls`). A call is one level deeper symbolically when it is entered
under more guards than the function's innermost active call was, that is
inside a symbolic branch of it (or, under merge="none", after a decision);
concrete recursion adds nothing.

At symbolic depths 4, 8, 16, ... a solver call asks whether the path can
still be taken; if not, the path is dropped (every execution reaching it has
already failed an assertion or violates an assumption), as a loop stops
unrolling. (A function that calls itself twice makes 2^depth calls before the
first check: from 8 on, a memoised Fibonacci over a domain of depth 4 cost
20 CPU s where 4 costs 0.1.) Past `unroll` levels the loops' policy applies: `on_unroll="error"`
raises UnrollBoundExceeded naming the function, `"assert"` adds an unwinding
assertion (the deeper paths fail). If Python's stack would run out first,
UnrollBoundExceeded says so: never a RecursionError, never a silent cut.
"""

from __future__ import annotations

import sys

from stamen.boundary import call_user
from stamen.errors import PathFailure, UnrollBoundExceeded
from stamen.lift import profile
from stamen.lift.unrolling import past_bound, probe_due
from stamen.vm.paths.feasibility import feasible_on_path
from stamen.vm.state.context import _current

__all__ = ["enter_call", "lambda_call"]

# The share of Python's recursion limit kept free for the work between two calls
# (merges, solver calls, the user's own code): limit // _STACK_RESERVE frames.
_STACK_RESERVE = 4


class _TopLevelCall:
    """The call stack record of an outermost lifted call outside queries: when the call
    ends with the root vc refuted (every path failed: the exception reached the user), the
    vc forgets what the call added, so that later top-level evaluation is not pruned by a
    computation that Python abandoned (see vm/python/assertions.py)."""

    __slots__ = ("stack", "vc", "mark")

    def __init__(self, stack: list, vc):
        self.stack, self.vc, self.mark = stack, vc, vc.mark()

    def pop(self):
        global _top_level_calls
        _top_level_calls -= 1
        if self.vc.refuted():
            self.vc.rewind(self.mark)
        return self.stack.pop()


_top_level_calls = 0  # lifted calls active outside queries


class _Unreachable(PathFailure):
    """No execution takes this path any more: it is dropped without a failure."""


def enter_call(name: str, where: str):
    """Records a call of the lifted function `name` (its `def` at `where`, which identifies
    it) and returns the stack of its active calls, which the body pops when it ends (while
    a profile is active, a record whose pop also ends the profiled call)."""
    ctx = _current.get()
    depth = len(ctx.guards)
    stack = ctx.calls.get(where)
    if stack is None:
        stack = ctx.calls[where] = [(depth, 0)]
    elif not stack:
        stack.append((depth, 0))
    else:
        outer_depth, symbolic = stack[-1]
        if depth > outer_depth:
            symbolic += 1
            _check_depth(ctx, name, where, symbolic)
        stack.append((depth, symbolic))
    prof = profile.active
    if ctx.root and _top_level_calls == 0:
        stack = _top_level(stack, ctx.vc)
    return stack if prof is None else prof._enter(name, where, ctx.stats, stack)


def _top_level(stack: list, vc) -> _TopLevelCall:
    """Returns the record of an outermost call outside queries (see _TopLevelCall)."""
    global _top_level_calls
    _top_level_calls += 1
    return _TopLevelCall(stack, vc)


def lambda_call(stack: list, body):
    """Returns body() for a call of a lifted lambda recorded by `enter_call` (a lambda has
    no `finally` of its own), popping the record however the body ends. The body is the
    program's code, called as such: what it raises is the program's exception."""
    try:
        return call_user(body)
    finally:
        stack.pop()


def _check_depth(ctx, name: str, where: str, symbolic: int) -> None:
    """Stops a path that recursed `symbolic` levels deep under symbolic conditions, when it
    cannot be taken, went past the bound, or would exhaust Python's stack."""
    if probe_due(symbolic) and not feasible_on_path(True):
        raise _Unreachable("unreachable recursion", "core")
    cfg = ctx.config
    what = f"{name} (defined at {where})"
    past_bound(symbolic, True, f"the recursion of {what}", "nested calls", where)
    if symbolic >= 16:
        limit = sys.getrecursionlimit()
        if _stack_depth() > limit - limit // _STACK_RESERVE:
            raise UnrollBoundExceeded(
                f"the recursion of {what} is {symbolic} calls deep under symbolic conditions "
                f"and Python's stack (sys.getrecursionlimit() = {limit}) ends before the "
                f"unroll bound ({cfg.unroll}); bound the recursion (an assume), lower the "
                f"bound (stamen.config(unroll=...), with on_unroll='assert' for an unwinding "
                f"assertion) or raise sys.setrecursionlimit")


def _stack_depth() -> int:
    """Returns the number of Python frames on the stack."""
    frame = sys._getframe(1)
    n = 0
    while frame is not None:
        n += 1
        frame = frame.f_back
    return n
