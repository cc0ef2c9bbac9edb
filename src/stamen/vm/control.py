"""Branch-and-merge: running both sides of a symbolic condition and merging at the join.

`branch_and_merge(g, then, else)` runs each thunk under its guard with its
own store frame; a side that fails (a failed assertion, or any Python
exception such as ZeroDivisionError) is recorded in the vc as "the program
fails when this guard holds" and dropped; the surviving values and heap
writes are merged by type. If both sides fail the failure propagates. Under
merge="none" only one side runs, chosen by the path explorer, except inside
a union member's guarded run (`apply_guarded`), where both sides merge. Guards
are entered only through `Context.guarded` and `Context.decide`, so a guard
never outlives its block.
"""

from __future__ import annotations

from stamen.errors import (
    AssertFailure,
    InternalError,
    PathFailure,
    StamenError,
    UnrollBoundExceeded,
    UnsupportedConstruct,
)
from stamen.terms.boolean import NOT, and_, not_
from stamen.terms.term import Term
from stamen.vm.context import current
from stamen.vm.merge import merge, merge_all
from stamen.vm.union import Union

__all__ = ["branch_and_merge", "run_guarded", "record_failure", "fail_path", "apply_guarded",
           "join_writes"]


def record_failure(ctx, exc: BaseException) -> PathFailure:
    """Records in the vc that the current path fails with `exc`; returns it as a PathFailure.

    Re-raises what must never be swallowed: stamen usage errors (StamenError)
    and anything that is not an Exception (InternalError, KeyboardInterrupt).
    """
    if isinstance(exc, PathFailure):
        return exc
    if isinstance(exc, StamenError) or not isinstance(exc, Exception):
        raise exc
    if _raised_in_kernel(exc):
        raise InternalError(
            f"stamen bug: {type(exc).__name__}: {exc} (raised inside stamen's kernel, not by "
            f"the program); please report it"
        ) from exc
    if handled_by_try(ctx, exc):
        raise UnsupportedConstruct(
            f"{type(exc).__name__} raised under a symbolic condition inside a `try` block "
            f"({_exception_location(exc)}); Python would hand it to the `except` clause, "
            f"which stamen does not model yet. Move the `try` inside the branch."
        ) from exc
    message = f"{type(exc).__name__}: {exc}"
    location = _exception_location(exc)
    ctx.vc.fail_under(ctx.guard(), message, "user", location)
    failure = AssertFailure(message, "user", location)
    failure.__cause__ = exc
    return failure


def handled_by_try(ctx, exc: BaseException) -> bool:
    """Whether a handler of an enclosing lifted `try` would catch `exc`."""
    for handled in ctx.try_handlers:
        try:
            if isinstance(exc, handled):
                return True
        except TypeError:  # not a class or tuple of classes: Python would fail there too
            return True
    return False


_KERNEL = None


def _raised_in_kernel(exc: BaseException) -> bool:
    """Whether the innermost frame is in a module that never raises on the program's behalf
    (the simplifiers and the merge machinery): an exception there is a stamen bug."""
    global _KERNEL
    if _KERNEL is None:
        import os

        import stamen

        root = os.path.dirname(os.path.abspath(stamen.__file__))
        _KERNEL = {os.path.join(root, *parts) for parts in (
            ("terms", "boolean.py"), ("terms", "arith.py"), ("terms", "bitvec.py"),
            ("terms", "arrays.py"), ("terms", "term.py"), ("terms", "traverse.py"),
            ("terms", "valueset.py"), ("terms", "printing.py"), ("vm", "merge.py"),
            ("vm", "store.py"), ("vm", "control.py"), ("vm", "context.py"), ("vm", "vc.py"))}
    tb = exc.__traceback__
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    return last is not None and last.tb_frame.f_code.co_filename in _KERNEL


def _exception_location(exc: BaseException) -> str | None:
    tb = exc.__traceback__
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    if last is None:
        return None
    return f"{last.tb_frame.f_code.co_filename}:{last.tb_lineno}"


def fail_path(ctx, exc: BaseException) -> PathFailure:
    """Records that the current path fails with `exc` (see record_failure), unless `exc` is
    Python's stack running out: stamen's evaluation takes several frames per call of lifted
    code, so a RecursionError is a limit of stamen, never a failure of the program."""
    if isinstance(exc, RecursionError):
        raise UnrollBoundExceeded(
            f"Python's stack ran out (RecursionError) at {_user_frame(exc)}: symbolic "
            f"evaluation takes several Python frames per call of lifted code, so a recursion "
            f"plain Python runs may not fit; raise sys.setrecursionlimit, or bound the "
            f"recursion") from exc
    return record_failure(ctx, exc)


def _user_frame(exc: BaseException) -> str:
    """Returns file:line of the innermost frame of `exc` outside stamen's own code."""
    import os

    import stamen

    root = os.path.dirname(os.path.abspath(stamen.__file__)) + os.sep
    where = "an unknown place"
    tb = exc.__traceback__
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        if not filename.startswith(root):
            where = f"{filename}:{tb.tb_lineno}"
        tb = tb.tb_next
    return where


def run_guarded(ctx, g, thunk):
    """Runs `thunk` under guard g; returns (ok, value). A failure is recorded, not raised."""
    with ctx.guarded(g):
        try:
            return True, thunk()
        except BaseException as exc:  # noqa: BLE001 - fail_path re-raises what it must
            fail_path(ctx, exc)
            return False, None


def branch_and_merge(g, then_thunk, else_thunk):
    """Returns the merge of then_thunk() under g and else_thunk() under ¬g (g symbolic)."""
    ctx = current()
    if ctx.explorer is not None and ctx.may_decide:
        return ctx.explorer.branch(ctx, g, then_thunk, else_thunk)
    ctx.stats.joins += 1
    store = ctx.store
    ng = not_(g)
    store.push()
    t_ok, tv = run_guarded(ctx, g, then_thunk)
    t_written = store.pop_undo()
    store.push(sibling=True)
    e_ok, ev = run_guarded(ctx, ng, else_thunk)
    e_written = store.pop_undo()
    if t_ok and e_ok:
        store.join(g, t_written, e_written)
        return merge(g, tv, ev)
    if t_ok:
        store.replay(t_written)
        return narrow(tv, g)
    if e_ok:
        store.replay(e_written)
        return narrow(ev, ng)
    raise AssertFailure("every branch fails", "user")


def narrow(value, guard):
    """Returns `value` as seen where `guard` holds, which every surviving path does once the
    other branch failed: a boolean equal to the guard (or to its negation) is True (False),
    union members whose guards contradict it are dropped; state tuples are narrowed item by
    item. (A flag that merged an early `return` with a path that later failed becomes
    True, so the function's value loses the failed path's None.)"""
    if type(value) is tuple:
        return tuple(narrow(v, guard) for v in value)
    if value is guard:
        return True
    if type(value) is Term and value.op == NOT and value.args[0] is guard:
        return False
    if type(value) is Union:
        kept = [(g, v) for g, v in value.members if and_(g, guard) is not False]
        if len(kept) == 1:
            return kept[0][1]
        if 0 < len(kept) < len(value.members):
            return merge_all(kept)
    return value


def apply_guarded(pairs, fn):
    """Returns the merge of fn(value) over guarded values [(guard, value)], each applied
    under its guard; members where fn fails are recorded as failures and dropped (the
    "some guard holds" assertion of rule CO1). Assumes disjoint guards covering the path."""
    ctx = current()
    results = []
    for k, (g, v) in enumerate(pairs):
        if g is True:
            return fn(v)
        ctx.store.push(sibling=k > 0)
        ok, r = run_guarded(ctx, g, lambda v=v: fn(v))
        written = ctx.store.pop_undo()
        if ok:
            results.append((g, r, written))
    if not results:
        raise AssertFailure("no member of the union supports this operation", "core")
    join_writes(ctx, results)
    if len(results) == 1:
        return results[0][1]
    return merge_all([(g, r) for g, r, _ in results])


def join_writes(ctx, results) -> None:
    """Writes the merge of the heap writes of guarded runs [(guard, value, written)], each
    popped with `pop_undo` (assumes disjoint guards)."""
    if len(results) == 1:
        ctx.store.replay(results[0][2])
    else:
        ctx.store.join_all([(g, w) for g, _, w in results])
