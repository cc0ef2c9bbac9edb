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

import os
import sys

from stamen import boundary
from stamen.errors import (
    AssertFailure,
    PathFailure,
    StamenError,
    UnrollBoundExceeded,
    UnsupportedConstruct,
)
from stamen.solvers.deadline import stop_at_deadline
from stamen.terms.boolean import NOT, and_, not_
from stamen.terms.operators import function_name, missing_attribute
from stamen.terms.partial import exception_text
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.paths import regions
from stamen.vm.paths.crossing import raise_library_refusal, refuse_crossing
from stamen.vm.state.context import current, install_fault_check
from stamen.vm.values.union import Union
from stamen.vm.values.untracked import callback_roots

__all__ = ["branch_and_merge", "Returns", "run_guarded", "record_failure", "fail_path",
           "apply_guarded", "join_writes", "raise_if_fault", "handled_by_try"]


def record_failure(ctx, exc: BaseException) -> PathFailure:
    """Records in the vc that the current path fails with `exc`; returns it as a PathFailure.

    Re-raises what must never be swallowed: stamen usage errors (StamenError)
    and anything that is not an Exception (InternalError, KeyboardInterrupt,
    a region's Split). An exception raised by stamen's own code, not on the
    program's behalf, is a bug in stamen: InternalError, never a verdict. An
    exception an enclosing lifted `try`/`with` may catch goes to that region
    (see vm.regions): natively when the region's world decided it is raised
    here, as a Split when no world decided it yet. A TypeError or NameError
    raised on every path is a bug of the program that Python would raise: it
    is raised, not turned into a verdict.
    """
    if isinstance(exc, PathFailure):
        return exc
    if isinstance(exc, StamenError) or not boundary.program_exception(exc):
        raise exc
    raise_if_fault(exc)
    raise_library_refusal(exc)  # a library's type check of a stamen value: a refusal
    exc = term_attribute_error(exc)
    if regions.is_world_raise(exc):
        raise exc  # decided: raised on the whole world, on its way to the region
    exc = regions.leaving_generators(ctx, exc)
    if regions.is_world_raise(exc):
        raise exc  # decided: raised on the whole world, on its way to the region
    if regions.stops_native_loop(ctx, exc):
        raise UnsupportedConstruct(
            f"{type(exc).__name__} ending a loop over the program's iterator under a "
            f"symbolic condition ({_exception_location(exc)}): a loop that may stop early "
            f"takes the elements one by one and cannot end on some paths only; take them "
            f"whole first (list(it)), or iterate a list") from exc
    if handled_by_try(ctx, exc):
        refuse_crossing(type(exc))  # C code or an un-lifted function on the way: refused
        r = regions.path_condition(ctx)
        verdict = True if r is True else regions.decision(ctx, r)
        if verdict is None:
            if regions.split_count(ctx) >= regions.MAX_SPLITS:
                raise UnsupportedConstruct(
                    f"{type(exc).__name__} raised under a symbolic condition inside a `try` "
                    f"({_exception_location(exc)}): more than {regions.MAX_SPLITS} places "
                    f"raise in one `try` body; stamen does not model that many"
                ) from exc
            raise regions.Split(r) from exc
        if verdict is False:  # this world excludes the path: it does not exist
            return AssertFailure("infeasible path", "core")
        regions.mark_world_raise(exc)
        raise exc  # the whole world raises here: on to the region's handlers
    if isinstance(exc, StopIteration) and _in_program_next():
        raise UnsupportedConstruct(
            f"StopIteration raised by the program's __next__ under a symbolic condition "
            f"({_exception_location(exc)}), with no lifted `try` around it that catches "
            f"it: the C code that called __next__ (next() with a default, zip(), map(), "
            f"enumerate(), a library function) would end there on some paths only, which "
            f"stamen cannot do; take the elements whole first (list(it)), or call next() "
            f"inside a `try` that catches StopIteration") from exc
    if ctx.guard() is True and isinstance(exc, (TypeError, NameError)):
        raise exc  # on every path, whatever the inputs: Python raises it, so does stamen
    refuse_crossing(type(exc))  # C code or an un-lifted function would see it: refused
    message = f"{type(exc).__name__}: {exception_text(exc)}"
    location = _exception_location(exc)
    ctx.vc.fail_under(ctx.guard(), message, "user", location)
    failure = AssertFailure(message, "user", location)
    failure.__cause__ = exc
    return failure


def _in_program_next() -> bool:
    """Whether a `__next__` method of the program's runs now (a frame of it is on the
    stack): its StopIteration ends whatever called it, C code that catches it (next()
    with a default, zip()) as often as lifted code, and a path failure would misread the
    former."""
    frame = sys._getframe(1)
    while frame is not None:
        code = frame.f_code
        if code.co_name == "__next__" and boundary.stamen_file(code.co_filename) is None:
            return True
        frame = frame.f_back
    return False


def raise_if_fault(exc: BaseException) -> None:
    """Raises InternalError (from `exc`) when `exc` was raised by stamen's own code, not by
    the program or by stamen on the program's behalf: a bug in stamen is never a verdict."""
    if not isinstance(exc, Exception) or isinstance(exc, StamenError):
        return
    if not boundary.raised_by_program(exc):
        raise boundary.internal_error(exc) from exc
    boundary.mark_program(exc)  # judged once: re-raised later (a region's), it stays so


def term_attribute_error(exc: BaseException) -> BaseException:
    """Returns `exc`, unless it is the AttributeError of a symbolic value's attribute read by
    un-lifted code (`v.bit_length()`): then the value's Python type decides, as in lifted
    code: the refusal (UnsupportedConstruct, raised) when it has the attribute, else
    Python's AttributeError naming that type."""
    if not isinstance(exc, AttributeError) or type(getattr(exc, "obj", None)) is not Term:
        return exc
    try:  # the read's place is in the traceback (the frames now are the query's)
        missing_attribute(exc.obj, exc.name, _exception_place(exc))
    except AttributeError as python_error:
        python_error.__traceback__ = exc.__traceback__
        return python_error
    return exc


def _exception_place(exc: BaseException) -> str | None:
    """Returns "function at file:line" of the innermost frame of `exc` outside stamen."""
    for code, line in reversed(_frames(exc)):
        if boundary.stamen_file(code.co_filename) is None:
            return f"{function_name(code)} at {code.co_filename}:{line}"
    return None


def handled_by_try(ctx, exc: BaseException) -> bool:
    """Whether an enclosing lifted `try` (or `with`) may catch `exc`."""
    return regions.intercepts(ctx, type(exc))


def _frames(exc: BaseException) -> list:
    """Returns (code, line) of each frame of the traceback of `exc`, outermost first."""
    return [(code, line) for code, line, _ in boundary.frames(exc.__traceback__)]


def _exception_location(exc: BaseException) -> str | None:
    """Returns the user's file:line where `exc` was raised: the location stamen recorded when
    it raised it on the program's behalf, else the innermost frame outside stamen."""
    recorded = boundary.program_location(exc)
    if recorded is not None:
        return recorded.split(" at ")[-1]
    frames = _frames(exc)
    for code, line in reversed(frames):
        if boundary.stamen_file(code.co_filename) is None:
            return f"{code.co_filename}:{line}"
    if not frames:
        return None
    code, line = frames[-1]
    return f"{code.co_filename}:{line}"


def fail_path(ctx, exc: BaseException) -> PathFailure:
    """Records that the current path fails with `exc` (see record_failure), unless `exc` is
    Python's stack running out: stamen's evaluation takes several frames per call of lifted
    code, so a RecursionError is a limit of stamen, never a failure of the program (one the
    program raises itself, `raise RecursionError(...)`, is the program's)."""
    if isinstance(exc, RecursionError) and not boundary.raised_by_statement(exc):
        raise UnrollBoundExceeded(
            f"Python's stack ran out (RecursionError) at {_user_frame(exc)}: symbolic "
            f"evaluation takes several Python frames per call of lifted code, so a recursion "
            f"plain Python runs may not fit; raise sys.setrecursionlimit, or bound the "
            f"recursion") from exc
    return record_failure(ctx, exc)


# stamen's package directory (this file is stamen/vm/paths/control.py).
_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + os.sep


def _user_frame(exc: BaseException) -> str:
    """Returns file:line of the innermost frame of `exc` outside stamen's own code."""
    root = _ROOT
    where = "an unknown place"
    tb = exc.__traceback__
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        if not filename.startswith(root):
            where = f"{filename}:{tb.tb_lineno}"
        tb = tb.tb_next
    return where


def run_guarded(ctx, g, thunk):
    """Runs `thunk` under guard g; returns (ok, value). A failure is recorded, not raised.
    Where g contradicts the path (a union member's guard inside a branch that excludes
    it), no execution takes it: nothing runs (a fault there would be no program's)."""
    with ctx.guarded(g):
        if ctx.guard() is False:
            return False, None
        try:
            return True, boundary.call_user(thunk)
        except BaseException as exc:  # noqa: BLE001 - fail_path re-raises what it must
            fail_path(ctx, exc)
            return False, None


class Returns:
    """A side of a branch that runs no code: calling it returns `value` (the state an `if`
    without `else` keeps, the operand `and`/`or` returns when it decides). Nothing can
    write in its store frame, so the frame takes no snapshot and has nothing to check."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def __call__(self):
        return self.value


def branch_and_merge(g, then_thunk, else_thunk):
    """Returns the merge of then_thunk() under g and else_thunk() under ¬g (g symbolic).
    Past the query's deadline it raises DeadlinePassed instead: a join or a fork is where
    evaluation stuck in path explosion spends its time."""
    ctx = current()
    stop_at_deadline(ctx.stats)
    if ctx.explorer is not None and ctx.may_decide:
        return ctx.explorer.branch(ctx, g, then_thunk, else_thunk)
    ctx.stats.joins += 1
    store = ctx.store
    ng = not_(g)
    then_quiet, else_quiet = _quiet_sides(store, then_thunk, else_thunk)
    store.push(quiet=then_quiet)  # a snapshot only where the sides may write untracked
    t_ok, tv = run_guarded(ctx, g, then_thunk)
    t_written = store.pop_undo()
    store.push(sibling=True, quiet=else_quiet)
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


def _quiet_sides(store, then_thunk, else_thunk) -> tuple[bool, bool]:
    """Returns whether each side's store frame may be opened without a snapshot: a side
    that runs no code (`Returns`) always; the others when `store.proves_quiet` proves
    them all (see `vm.writefree`)."""
    then_runs, else_runs = type(then_thunk) is not Returns, type(else_thunk) is not Returns
    sides = (then_thunk, else_thunk) if then_runs and else_runs else \
        (then_thunk,) if then_runs else (else_thunk,) if else_runs else ()
    quiet = store.proves_quiet(sides) if sides else True
    return quiet or not then_runs, quiet or not else_runs


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
    "some guard holds" assertion of rule CO1). Assumes disjoint guards covering the path.
    A join too: past the query's deadline it raises DeadlinePassed (see branch_and_merge)."""
    ctx = current()
    stop_at_deadline(ctx.stats)
    results = []
    extra = quiet = None  # the callback may close over un-lifted code's locals: roots too
    for k, (g, v) in enumerate(pairs):
        if g is True:
            return boundary.call_user(fn, v)
        if quiet is None:
            values = [value for _, value in pairs]
            quiet = ctx.store.proves_quiet(fn, values)  # then no snapshot is needed
            extra = () if quiet else callback_roots(fn, values)
        ctx.store.push(sibling=k > 0, extra=extra, quiet=quiet)  # a snapshot has them too
        ok, r = run_guarded(ctx, g, lambda v=v: boundary.call_user(fn, v))
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


install_fault_check(raise_if_fault)
