"""Where stamen calls the program: telling the program's exceptions from faults of stamen.

An exception raised while a lifted program runs is either the program's (a
failure of the path, or an exception its `try` may catch) or a fault of
stamen (an `InternalError`, never a verdict). No list of stamen's modules
decides it. The points where stamen runs code on the program's behalf are
marked instead:

- `call_user(fn, *args)` calls the program's code (a lifted body, a user
  dunder, a key function, an un-lifted helper, a `for_all` callback, a thunk);
- `call_native(op, a, b)` applies a native operator to numbers and terms;
- `with on_behalf():` wraps a native operation stamen performs for the
  program (`a + b`, `xs[i]`, `getattr(o, name)` on concrete values), which
  may raise Python's exception or run the program's dunders;
- a `raise` statement in stamen's code raises on the program's behalf (an
  operation's TypeError, ZeroDivisionError, ...): stamen's own errors are
  `StamenError`s or `InternalError`s, never Python's exception types;
- `mark_program(exc)` marks an exception built elsewhere and raised later.

`raised_by_program(exc)` reads the traceback from the innermost frame out:
code outside stamen (the user's, a library's) belongs to whoever called it,
so the first frame that is a marker or stamen's code decides. A marker: the
program's. Stamen's code: the program's only where that frame raised by a
`raise` statement; an implicit error (a KeyError of a dict lookup, an
AttributeError of None, a bad call) or foreign code stamen called without a
marker (a replaced function, a library's bug) is a fault. So an exception is
the program's exactly when it was raised below a marked point and not inside
stamen's code called back from there.

Every query runs under `faults_are_internal`: an exception that leaves it
neither as a stamen error nor as judged the program's is a fault of stamen.

Layering: this module imports only stamen's errors; every layer may use it.
"""

from __future__ import annotations

import dis
import functools
import inspect
import os
import signal
import threading
from types import CodeType

from stamen.errors import InternalError, InvalidArgument, QueryInterrupted, StamenError

__all__ = ["call_user", "call_native", "install_watch", "on_behalf", "internal_error",
           "program_exception",
           "faults_are_internal", "mark_program", "is_program", "program_location",
           "raised_by_program", "raised_by_statement", "fault_site", "stamen_file", "frames"]

_PROGRAM = "__stamen_program__"
_LOCATION = "__stamen_location__"
_ROOT = os.path.dirname(os.path.abspath(__file__)) + os.sep
_RAISES = frozenset({"RAISE_VARARGS"})


def call_user(fn, /, *args, **kwargs):
    """Returns `fn(*args, **kwargs)`: stamen calling the program's code (or a callable the
    program supplied). An exception raised below is the program's, unless it was raised
    inside stamen's code called back from there. Where the call runs the program's
    un-lifted code, it may run under vm.paths.crossing's helper watch (`install_watch`)."""
    watch = _arm(fn, args, kwargs)
    if watch is None:
        return fn(*args, **kwargs)
    try:
        watch.start()
        return watch.returned(fn(*args, **kwargs))
    finally:
        watch.disarm()


def program_exception(exc: BaseException) -> bool:
    """Whether `exc` is an exception that lifted code's handlers catch and a failing path
    records as Python's program would see it: an Exception, the program's SystemExit,
    KeyboardInterrupt or GeneratorExit (`sys.exit()` in an interpreter, caught by `except
    SystemExit`), or a BaseException subclass of its own (`class Halt(BaseException)`);
    not stamen's own signals (a Ctrl-C during a query is `QueryInterrupted`), which pass
    through."""
    if isinstance(exc, Exception):
        return True
    return not (type(exc).__module__ or "").startswith("stamen.")


class interrupts_as_stamen:  # noqa: N801 - used as a statement
    """While a query runs in the main thread under Python's own SIGINT handler, a Ctrl-C
    raises `QueryInterrupted` (see program_exception); the handler is restored after. A
    nested query, another thread or a handler of the program's own is left as it is."""

    __slots__ = ("previous",)

    def __enter__(self) -> None:
        self.previous = None
        if (threading.current_thread() is threading.main_thread()
                and signal.getsignal(signal.SIGINT) is signal.default_int_handler):
            self.previous = signal.signal(signal.SIGINT, _interrupted)

    def __exit__(self, *exc) -> bool:
        if self.previous is not None:
            signal.signal(signal.SIGINT, self.previous)
        return False


def _interrupted(signum, frame):
    raise QueryInterrupted()


def call_native(fn, a, b):
    """Returns `fn(a, b)` for a native operator stamen applies for the program on numbers
    and terms (lifted code's `a // b`): a marker like `call_user`, without the helper
    watch (no program code runs on those), so Python's ZeroDivisionError is the
    program's, and a fault inside stamen's term code below stays a fault."""
    return fn(a, b)


def _no_watch(fn, args, kwargs) -> None:
    return None


_arm = _no_watch


def install_watch(arm) -> None:
    """Installs `arm(fn, args, kwargs)`, asked before `call_user` calls: None, or a watch
    for the call (its `start()` installs it, inside the `try` whose `finally` calls its
    `disarm()`; its `returned(value)` gives what the call returns)."""
    global _arm
    _arm = arm


class on_behalf:  # noqa: N801 - used as a statement: `with on_behalf():`
    """Marks the body of a `with` as a native operation stamen performs for the program:
    an exception its body raises directly, or raises in code it calls outside stamen, is
    the program's (marked so on its way out); one raised inside stamen's code called from
    there stays a fault."""

    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc is not None and isinstance(exc, Exception) and not is_program(exc):
            codes = frames(tb)
            if _judge(codes, outer_is_marker=True):
                mark_program(exc)
        return False


def internal_error(exc: BaseException) -> InternalError:
    """Returns the InternalError reporting `exc` as a fault of stamen (raise it from exc)."""
    return InternalError(
        f"stamen bug: {type(exc).__name__}: {exc} (raised inside stamen, at "
        f"{fault_site(exc)}, not by the program); please report it")


def faults_are_internal(query):
    """Decorates a query (solve, verify, ...): an exception leaving it that is not a
    stamen error (a usage error, a refusal, a solver failure) and that was not judged the
    program's while the thunk ran (a TypeError raised on every path) is a fault of stamen,
    raised as InternalError, so it can never pass for an answer or for the program's."""

    signature = inspect.signature(query)

    @functools.wraps(query)
    def run(*args, **kwargs):
        try:
            signature.bind(*args, **kwargs)
        except TypeError as exc:  # a misspelt keyword, a missing thunk: the caller's error
            raise InvalidArgument(f"{query.__name__}(): {exc}") from None
        try:
            with interrupts_as_stamen():
                return query(*args, **kwargs)
        except Exception as exc:
            if isinstance(exc, StamenError) or is_program(exc):
                raise
            raise internal_error(exc) from exc

    return run


def mark_program(exc: BaseException, location: str | None = None) -> BaseException:
    """Marks `exc` as raised by stamen on the program's behalf (Python's exception of an
    operation of the program), at the user's `location`; returns it."""
    try:
        setattr(exc, _PROGRAM, True)
        if location is not None:
            setattr(exc, _LOCATION, location)
    except (AttributeError, TypeError):  # an exception type without a __dict__
        pass
    return exc


def is_program(exc: BaseException) -> bool:
    """Returns whether `exc` was marked as raised on the program's behalf."""
    return getattr(exc, _PROGRAM, False) is True


def program_location(exc: BaseException) -> str | None:
    """Returns the user's location stamen recorded when it raised `exc`, if any."""
    return getattr(exc, _LOCATION, None)


def stamen_file(filename: str) -> str | None:
    """Returns `filename` relative to stamen's package ("vm/merging/merge.py"), or None when the
    code is not stamen's (the user's, a library's, or a language built on stamen in
    langs/, which is a program written in stamen)."""
    if not filename.startswith(_ROOT):
        filename = os.path.abspath(filename)
        if not filename.startswith(_ROOT):
            return None
    rel = filename[len(_ROOT):].replace("\\", "/")
    return None if rel.startswith("langs/") else rel


def frames(tb) -> list[tuple[CodeType, int, int]]:
    """Returns (code, line, last instruction) of each frame of traceback `tb`, outermost
    first."""
    out = []
    while tb is not None:
        out.append((tb.tb_frame.f_code, tb.tb_lineno, tb.tb_lasti))
        tb = tb.tb_next
    return out


def raised_by_program(exc: BaseException) -> bool:
    """Returns whether `exc` was raised by the program or by stamen on its behalf (see the
    module's docstring), rather than by a fault of stamen."""
    if is_program(exc):
        return True
    return _judge(frames(exc.__traceback__), outer_is_marker=False)


def raised_by_statement(exc: BaseException) -> bool:
    """Returns whether `exc` was raised by a `raise` statement of the program (or by stamen
    on its behalf), not by the interpreter: the RecursionError an interpreter of the
    program raises for its own depth limit is the program's, Python's stack running out
    is not."""
    if is_program(exc):
        return True
    codes = frames(exc.__traceback__)
    if not codes:
        return False
    code, _, lasti = codes[-1]
    return stamen_file(code.co_filename) is None and _is_raise(code, lasti)


def fault_site(exc: BaseException) -> str:
    """Returns file:line (function) of the stamen frame that makes `exc` a fault: where
    stamen raised it, or called the code outside stamen that raised it, unmarked."""
    codes = frames(exc.__traceback__)
    for code, line, _ in reversed(codes):
        if stamen_file(code.co_filename) is not None:
            return f"{code.co_filename}:{line} ({code.co_qualname})"
    return "<unknown>"


def _judge(codes: list, outer_is_marker: bool) -> bool:
    """Whether the exception whose traceback frames are `codes` (outermost first) is the
    program's: the innermost frame that is a marker or stamen's code decides; with
    `outer_is_marker` the outermost frame (an `on_behalf` body) is a marker."""
    for i in range(len(codes) - 1, -1, -1):
        code, _, lasti = codes[i]
        if code in _MARKERS or (outer_is_marker and i == 0):
            return True
        if stamen_file(code.co_filename) is not None:
            return i == len(codes) - 1 and _is_raise(code, lasti)
    return True  # no stamen code on the way: the program raised it itself


def _is_raise(code: CodeType, lasti: int) -> bool:
    """Whether the instruction at `lasti` of `code` is a `raise` statement."""
    return lasti in _raise_offsets(code)


@functools.lru_cache(maxsize=4096)
def _raise_offsets(code: CodeType) -> frozenset[int]:
    """Returns the offsets of the `raise` statements of `code`."""
    return frozenset(ins.offset for ins in dis.get_instructions(code) if ins.opname in _RAISES)


_MARKERS = frozenset({call_user.__code__, call_native.__code__})
