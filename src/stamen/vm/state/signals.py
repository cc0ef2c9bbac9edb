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
with one, it is the refusal it stands for. One an un-lifted helper of the program catches
itself never comes back: the program's un-lifted code called from lifted code that may
catch it runs under a tracer that judges each exception where it reaches that code's
frames (`crossing._arm`, armed by `boundary.call_user`).

Invariant: a refusal made in an evaluation either reaches the query (raised, or raised
again from the slot) or was handled by stamen's own code (`handles_refusals`).
"""

from __future__ import annotations

from stamen.errors import (
    InternalError,
    StamenError,
    UnsupportedConstruct,
    install_signal_recorder,
)
from stamen.vm.state.context import current, install_escape_check

__all__ = ["pending_signal", "raise_pending", "handles_refusals", "library_refusal",
           "install_library_check", "record_signal"]



def record_signal(exc: StamenError) -> None:
    """Keeps `exc`, a refusal just made (or raised again after a `handles_refusals` body
    set it aside), as the current evaluation's pending signal (the first one only;
    nothing outside an evaluation)."""
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
    a stamen value (judged by vm.paths.crossing, which installs the check), else None."""
    return _library_check(exc)


def install_library_check(check) -> None:
    """Installs `check(exc) -> UnsupportedConstruct | None` (see `library_refusal`)."""
    global _library_check
    _library_check = check


def _no_library_check(exc: BaseException) -> None:
    return None


_library_check = _no_library_check


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


install_signal_recorder(record_signal)
install_escape_check(_at_exit)
