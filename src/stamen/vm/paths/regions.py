"""Try regions: exceptions that Python raises on some paths only, inside a lifted `try`/`with`.

A lifted `try` body (and a `with` body) is a *region*. Exceptions raised
natively in code the rewriter lifted inside it are caught there and carried
as per-path flags (see `lift.rewrite`). Two kinds of raise cannot be caught
that way, since on the other paths the evaluation must go on from the middle
of an expression or of a function the region does not contain:

- a side condition of a partial operator (`12 // x` raises ZeroDivisionError
  where `x == 0`), a symbolic `assert` in a `try` that catches
  AssertionError, an unbound local read on some paths;
- an exception raised natively under a symbolic guard in a function the
  region calls (its branch boundary catches it, in `vm.control`).

For those the region *splits*: the raise condition `r` (a formula over the
inputs, so meaningful anywhere) is sent up as `Split(r)`; the region's runner
rolls its body back and runs it twice, in the world where `r` holds and in
the world where it does not, and merges the two outcomes. In a world the
decision is known: where `r` holds the exception is raised natively (the
whole world raises there), where it does not the path goes on. Each split
adds one decision, and a body that raises at k places splits k times.

An exception no region would see (no handler of an enclosing region matches
it, and no enclosing `with` could suppress it) is a failure of its paths as
before: it never splits.
"""

from __future__ import annotations

from stamen.boundary import call_user, is_program, mark_program, program_location
from stamen.terms.boolean import and_, not_
from stamen.vm.merging.seq import PaddedTuple
from stamen.vm.state.context import current
from stamen.vm.values.union import Union

__all__ = ["Region", "Split", "NativeLoop", "GENERATOR_BODY", "leaving_generators",
           "leaves_generator", "pep479",
           "stops_native_loop", "intercepts", "path_condition",
           "decision", "can_decide", "decide_where", "raise_where",
           "mark_program", "is_program", "program_location", "mark_world_raise", "is_world_raise",
           "clear_world_raise", "split_count", "MAX_SPLITS"]

# A bound on the decisions one evaluation may stack up (a region whose re-runs keep
# meeting new raise conditions is refused instead of looping).
MAX_SPLITS = 256

_WORLD = "__stamen_world_raise__"


class Split(BaseException):  # noqa: N818 - a control-flow signal, not an error
    """Asks the innermost region runner to re-run its body in the worlds where
    `condition` holds and where it does not. Not an Exception: user handlers never see it."""

    def __init__(self, condition):
        super().__init__("stamen: split a try region")
        self.condition = condition


class Region:
    """One active lifted `try` (or `with`) body: which exception types its handlers catch
    (`catch_all`: every exception, for `with` whose `__exit__` may suppress), the decisions
    of the world it is running in and where their guards sit on the guard stack."""

    __slots__ = ("thunks", "handled", "catch_all", "decisions", "world_positions", "guard")

    def __init__(self, thunks: tuple = (), catch_all: bool = False):
        self.thunks = thunks
        self.handled: list | None = None
        self.catch_all = catch_all
        self.decisions: dict = {}
        self.world_positions: set[int] = set()
        self.guard = current().guard()  # the path the `try` was entered on

    def _handled(self) -> list | None:
        """Returns the handlers' types, evaluated when first needed (one of them that
        cannot be evaluated: Python would fail there if an exception got that far, so any
        exception may reach it). They are kept where evaluated on the path the `try` was
        entered on; inside a narrower guard (a union member's method) a type chosen per
        path reads that guard's member only, so it is evaluated again each time."""
        if self.handled is not None:
            return self.handled
        try:
            handled = [call_user(thunk) for thunk in self.thunks]
        except Exception:  # noqa: BLE001 - judged when the exception reaches it
            self.catch_all = True
            handled = []
        if current().guard() is self.guard:
            self.handled = handled
        return handled

    def catches(self, exc_type: type) -> bool:
        """Returns whether a handler of this region may catch an exception of `exc_type`."""
        if self.catch_all:
            return True
        return any(_may_catch(exc_type, handled) for handled in self._handled())


def _may_catch(exc_type: type, handled) -> bool:
    """Whether `except handled:` may catch an exception of `exc_type` on some path: a class
    or tuple of classes chosen per path (a union, a padded tuple, nested too) may where one
    of its members does; a value that is no class may too (Python fails when it compares
    there, which the handler's own match decides)."""
    if type(handled) is Union:
        return any(_may_catch(exc_type, m) for _, m in handled.members)
    if type(handled) is PaddedTuple:
        return any(_may_catch(exc_type, h) for h in handled.elems)
    if isinstance(handled, tuple):
        return any(_may_catch(exc_type, h) for h in handled)
    if isinstance(handled, type):
        return issubclass(exc_type, handled)
    return True


class NativeLoop:
    """Marks, on the stack of try handlers, a `next()` that Python's own loop makes of the
    program's iterator, taken lazily (a `for` loop may break before the end, and the
    elements after it must not be computed): the `stops` exceptions (StopIteration, and
    IndexError for the sequence protocol) end that loop where raised."""

    __slots__ = ("stops",)

    def __init__(self, stops: tuple):
        self.stops = stops


class GeneratorBody:
    """Marks, on the stack of try handlers, a step of a lifted generator's body: an
    exception leaving it is what the generator's consumer sees, where PEP 479 makes a
    StopIteration a RuntimeError."""

    __slots__ = ()


GENERATOR_BODY = GeneratorBody()


def leaving_generators(ctx, exc: BaseException) -> BaseException:
    """Returns the exception that the handlers see for `exc`, raised under a symbolic
    condition: a StopIteration that no `try` inside the generator's body catches leaves
    the body as Python's RuntimeError("generator raised StopIteration") (its cause the
    StopIteration), so the consumer's handlers, and a failure, see a RuntimeError."""
    return pep479(exc) if leaves_generator(ctx, type(exc)) else exc


def leaves_generator(ctx, exc_type: type) -> bool:
    """Whether an exception of `exc_type` raised here leaves a lifted generator's body as
    a StopIteration (PEP 479 makes it a RuntimeError): no `try` inside the body, and no
    native loop, takes it first."""
    if not issubclass(exc_type, StopIteration):
        return False
    for handler in reversed(ctx.try_handlers):
        if type(handler) is Region and handler.catches(exc_type) or type(handler) is NativeLoop:
            return False
        if handler is GENERATOR_BODY:
            return True
    return False


def pep479(exc: BaseException) -> RuntimeError:
    """Returns the RuntimeError a generator raises for the StopIteration `exc` (PEP 479)."""
    converted = RuntimeError("generator raised StopIteration")
    converted.__cause__ = exc
    return converted


def stops_native_loop(ctx, exc: BaseException) -> bool:
    """Whether `exc`, raised under a symbolic condition, would end a lazy native loop over
    the program's iterator (the innermost handler): stamen cannot end such a loop on some
    paths only, so the caller refuses it (an end that is symbolic is handled where the
    iterable is taken whole: list(), sorted(), sum() ...)."""
    handlers = ctx.try_handlers
    return bool(handlers) and type(handlers[-1]) is NativeLoop and \
        isinstance(exc, handlers[-1].stops)


def _regions(ctx) -> list:
    return [r for r in ctx.try_handlers if type(r) is Region]


def intercepts(ctx, exc_type: type) -> bool:
    """Returns whether some enclosing region may catch an exception of `exc_type`."""
    return any(r.catches(exc_type) for r in _regions(ctx))


def path_condition(ctx):
    """Returns the current path guard without the guards of the worlds regions run in, so
    that a re-run computes the same raise conditions as the run that split."""
    worlds: set[int] = set()
    for r in _regions(ctx):
        worlds |= r.world_positions
    if not worlds:
        return ctx.guard()
    return and_(*(g for i, g in enumerate(ctx.guards) if i not in worlds))


def decision(ctx, condition):
    """Returns True/False when a world decided `condition`, None when none did."""
    for r in reversed(_regions(ctx)):
        found = r.decisions.get(condition)
        if found is not None:
            return found
    return None


def split_count(ctx) -> int:
    """Returns how many decisions the enclosing worlds hold."""
    return sum(len(r.decisions) for r in _regions(ctx))


def can_decide(ctx) -> bool:
    """Whether `decide_where` can answer here: a region encloses the code (it splits), or
    paths are explored one by one (the explorer branches)."""
    return bool(_regions(ctx)) or (ctx.explorer is not None and ctx.may_decide)


def decide_where(condition) -> bool:
    """Returns whether `condition` (a formula over the inputs) holds in the world being
    run: True or False where the world decided it (or it is decided on the path), and
    otherwise asks the innermost region for a split on it (raises Split), so that each of
    its re-runs knows. Path by path, the condition is one more branch of the path."""
    ctx = current()
    if condition is False:
        return False
    r = and_(path_condition(ctx), condition)
    if r is False:
        return False
    verdict = decision(ctx, r) if condition is not True else True
    if verdict is None and ctx.explorer is not None and ctx.may_decide:
        verdict = ctx.explorer.decide(ctx, [condition, not_(condition)]) == 0
    if verdict is None:
        raise Split(r)
    return verdict


def raise_where(condition, make_exception, location: str | None) -> None:
    """Python raises `make_exception()` on the current path where `condition` holds, and
    an enclosing region may catch it: raises it natively when the world decided the raise,
    returns when it decided against it, and asks for a split otherwise."""
    if not decide_where(condition):
        return
    exc = make_exception()
    mark_program(exc, location)
    mark_world_raise(exc)
    raise exc


def mark_world_raise(exc: BaseException) -> None:
    """Marks `exc` as raised on every path of the world being run, up to the region that
    catches it: the branch boundaries it crosses on the way let it through."""
    try:
        setattr(exc, _WORLD, True)
    except (AttributeError, TypeError):
        pass


def is_world_raise(exc: BaseException) -> bool:
    """Returns whether `exc` is on its way to its region (see mark_world_raise)."""
    return getattr(exc, _WORLD, False) is True


def clear_world_raise(exc: BaseException) -> None:
    """Unmarks `exc` once a region caught it: raised again later, it is judged afresh."""
    if getattr(exc, _WORLD, False):
        try:
            delattr(exc, _WORLD)
        except AttributeError:
            pass
