"""The pending stamen signal of an evaluation: a refusal that code stamen does not control
caught, converted or swallowed never becomes an answer.

Stamen refuses what it cannot encode by raising (`UnsupportedConstruct`,
`UnliftedBranchError`, `UnrollBoundExceeded`, `UntrackedMutation`: the errors whose
`records_signal` is set). Such a refusal is raised wherever the value it cannot handle
meets Python, often inside code stamen does not see: CPython's C functions (`islice`
turns any exception of its index's `__index__` into a ValueError, `list()` drops a
TypeError of `__len__`, `bytes(n)` replaces one), and the program's un-lifted helpers,
whose own `except TypeError:` or `except Exception:` catch it (`UnliftedBranchError` is a
TypeError, `UnsupportedConstruct` a SyntaxError, so that plain handlers see them). The
program would then go on with a value Python never computes.

So every refusal made during an evaluation is recorded on it when it is made (the first
one: the slot is never overwritten) and stays pending until stamen itself handles it:

- stamen's own code that catches a refusal to try another encoding runs the attempt in
  `with handles_refusals():` (the only way out of the slot besides the evaluation's end);
- a lifted `except` about to give the program an exception (`runtime.caught`), and a call
  from lifted code into code it did not lift returning (`runtime.dcall`/`ncall`), call
  `raise_pending()`: a pending refusal is raised instead, at that point;
- the evaluation's end raises it when the body completed, or left by anything but a stamen
  error (a path failure, a Python exception, a fault): whatever followed the lost refusal
  is not the program's behaviour.

A refusal that propagates to the query as stamen raised it ends the query anyway, so the
slot changes nothing where stamen is not fooled. (A lifted special method returning a term
to C code, whose TypeError the program could catch, is refused at its return instead, by
`lift.runtime.to_c`; an exception modelled on some paths only that C code or an un-lifted
function would see on its way out is refused where it is raised, by vm.paths.crossing.)
Recording costs one call when a refusal is made (rare); the checks read one attribute.

C and library code's own checks of a stamen value raise no refusal either: `timedelta(days=
x)`, `Decimal(x)` or `statistics.mean([x])` of a symbolic `x` raise TypeError because a
term is no int, not because of the value Python would have. Such an exception, when it
comes back to lifted code (a lifted `except`, a branch boundary, the evaluation's end),
is judged by `library_refusal`: raised by a library function (the standard library,
site-packages) holding a stamen value, or by a C function stamen or the program called
with one, it is the refusal it stands for. (One an un-lifted helper catches itself never
comes back: open, issue 10.)

Invariant: a refusal made in an evaluation either reaches the query (raised, or raised
again from the slot) or was handled by stamen's own code (`handles_refusals`).
"""

from __future__ import annotations

import dis
import functools
import os
import sys

from stamen.boundary import call_user, stamen_file
from stamen.errors import (
    InternalError,
    StamenError,
    UnsupportedConstruct,
    install_signal_recorder,
)
from stamen.terms.term import Term
from stamen.vm.state.context import current, install_escape_check
from stamen.vm.values.union import Union

__all__ = ["pending_signal", "raise_pending", "handles_refusals", "library_refusal",
           "raise_library_refusal"]

# The exceptions a library's or C function's type checks raise over a value it cannot take.
_TYPE_CHECKS = (TypeError, ValueError, AttributeError)
_LIBRARY = tuple({os.path.abspath(p) + os.sep for p in (sys.prefix, sys.base_prefix,
                                                         sys.exec_prefix)})
_CALLS = frozenset({"CALL", "PRECALL", "CALL_FUNCTION_EX"})


def _record(exc: StamenError) -> None:
    """Keeps `exc`, a refusal just made, as the current evaluation's pending signal (the
    first one only; nothing outside an evaluation)."""
    ctx = current()
    if not ctx.root and ctx.pending_signal is None:
        ctx.pending_signal = exc


def pending_signal() -> StamenError | None:
    """Returns the refusal pending in the current evaluation (None when there is none)."""
    return current().pending_signal


class handles_refusals:  # noqa: N801 - used as a statement: `with handles_refusals():`
    """Marks the body of a `with` as stamen's own code trying something and handling its
    refusal itself (another encoding, a lazy text, a message): a refusal made in the body,
    whatever Python or C code caught or converted it there, is no longer pending when the
    body completes; one leaving the body with an exception stays pending."""

    __slots__ = ("ctx", "before")

    def __enter__(self) -> None:
        self.ctx = current()
        self.before = self.ctx.pending_signal

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc is None:
            self.ctx.pending_signal = self.before
        return False


def raise_pending(cause: BaseException | None = None) -> None:
    """Raises the refusal pending in the current evaluation, if any (called where control
    comes back to lifted code from code that may have caught or converted it; `cause`:
    the exception that code raised instead, kept as `__context__`)."""
    exc = current().pending_signal
    if exc is not None and exc is not cause:
        raise exc from None if cause is None else cause


def library_refusal(exc: BaseException) -> UnsupportedConstruct | None:
    """Returns the refusal that `exc` stands for when a library or C function raised it over
    a stamen value (see the module's docstring), else None. Judged on the innermost frame of
    its traceback: a library function's holding a stamen value; stamen's `call_user`
    calling a C function with one; the program's own frame calling (not raising) with one
    in its locals. A `raise` statement of the program, and stamen raising Python's
    exception on the program's behalf, are the program's."""
    if not isinstance(exc, _TYPE_CHECKS) or isinstance(exc, StamenError):
        return None
    tb = exc.__traceback__
    if tb is None:
        return None
    while tb.tb_next is not None:
        tb = tb.tb_next
    frame, code = tb.tb_frame, tb.tb_frame.f_code
    if code is call_user.__code__:
        fn = frame.f_locals.get("fn")
        if getattr(fn, "__code__", None) is not None or not _holds_stamen_value(
                (*frame.f_locals.get("args", ()), *frame.f_locals.get("kwargs", {}).values())):
            return None
        culprit = f"{getattr(fn, '__qualname__', fn)!s}() (C code)"
    elif stamen_file(code.co_filename) is not None:
        return None
    elif os.path.abspath(code.co_filename).startswith(_LIBRARY):
        if not _holds_stamen_value(frame.f_locals.values()):
            return None
        culprit = f"{code.co_qualname} ({code.co_filename}:{tb.tb_lineno})"
    else:
        if _opname(code, tb.tb_lasti) not in _CALLS or not _holds_stamen_value(
                frame.f_locals.values()):
            return None
        culprit = f"a C function called at {code.co_filename}:{tb.tb_lineno}"
    return UnsupportedConstruct(
        f"{culprit} raised {type(exc).__name__} ({exc}) over a symbolic value: library and "
        f"C code check a value's Python type, which a symbolic value does not have; compute "
        f"it in lifted code, or pass a concrete value (stamen.concretize)")


def raise_library_refusal(exc: BaseException) -> None:
    """Raises (from `exc`) the refusal `exc` stands for, if any (see `library_refusal`)."""
    refusal = library_refusal(exc)
    if refusal is not None:
        raise refusal from exc


def _holds_stamen_value(values) -> bool:
    """Whether a stamen value (a term or a union) is among `values` or the items of a list,
    tuple, set or dict among them."""
    for v in values:
        t = type(v)
        if t is Term or t is Union:
            return True
        if isinstance(v, dict):
            v = (*v.keys(), *v.values())
        if isinstance(v, (list, tuple, set, frozenset)) and any(
                type(e) is Term or type(e) is Union for e in v):
            return True
    return False


@functools.lru_cache(maxsize=1024)
def _opname(code, lasti: int) -> str:
    """Returns the name of the instruction of `code` at byte offset `lasti`."""
    for ins in dis.get_instructions(code):
        if ins.offset == lasti:
            return ins.opname
    return ""


def _at_exit(ctx, escaping: BaseException | None) -> None:
    """Raises the pending refusal of `ctx` when its body completed (`escaping` None), or
    instead of `escaping`, an exception leaving the evaluation, unless that is a stamen
    error or a fault, which say more."""
    exc, ctx.pending_signal = ctx.pending_signal, None
    if exc is None and escaping is not None:
        exc = library_refusal(escaping)  # a library's check of a stamen value, unlifted
        ctx.pending_signal = None
    if exc is None or exc is escaping or isinstance(escaping, (StamenError, InternalError)):
        return
    if escaping is None:
        raise exc
    raise exc from escaping


install_signal_recorder(_record)
install_escape_check(_at_exit)
