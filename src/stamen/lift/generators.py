"""Lifted generators, run lazily: the objects a lifted generator function returns, and the
lazy iterators (streams) built on them.

Design (faithful, not eager). A generator function's body is rewritten once
(`lift.resumable`) into a *step function*: its locals become parameters, every
`yield k` saves them with its number (the resume point) into the generator's
frame and returns `(True, value)`, `return v` (or the end) marks the frame done
and returns `(False, v)`. The step function is ordinary lifted code, so a
`yield` under a symbolic condition, or inside a loop of symbolic length, simply
makes the frame (resume point and locals) a merged value: `(g, value)` says
where an element came (`g`, a bool or a term) and what it is; where `g` is false
the generator ended (the value is StopIteration's). The frame lives in an
attribute written through the store, so a step taken under a guard (a consumer
that broke on some paths) advances the generator on those paths only, and undo
and merge treat it like any object's state.

Each `next` runs one step, when the consumer asks for it: the generator's side
effects interleave with the consumer's, an exception it raises is raised at the
consumer's `next` on the paths that get there, an infinite generator runs only as
far as it is consumed, and a generator nobody consumes never runs. Consumers that
stop early (`for` with `break`, `any`, `all`, `in`, `next`, `zip`) take the next
step only under the guard of the paths that go on (see `Stream.advance_under`);
consumers that take everything (list, sum, sorted, ...) take steps until the end.
A stream whose end stays symbolic follows the loops' unrolling policy
(`unrolling.may_go_on`), never a silent truncation.

`send`, `throw` and `close` are refused (`UnsupportedConstruct`).
"""

from __future__ import annotations

import types

from stamen.boundary import call_user
from stamen.errors import (
    InternalError,
    PathFailure,
    QueryInterrupted,
    StamenError,
    UnsupportedConstruct,
)
from stamen.lift.unrolling import may_go_on, past_bound
from stamen.terms import arith
from stamen.terms.boolean import and_, not_, or_
from stamen.terms.boolean import eq as arith_eq
from stamen.terms.operators import user_line, user_location
from stamen.terms.partial import require
from stamen.terms.sorts import STRING
from stamen.terms.term import Term
from stamen.terms.valueset import value_map
from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.paths.control import Returns, apply_guarded, branch_and_merge, raise_if_fault
from stamen.vm.paths.feasibility import feasible
from stamen.vm.paths.regions import GENERATOR_BODY, Split
from stamen.vm.python import hooks
from stamen.vm.python.dicts import GuardedIterator
from stamen.vm.python.elements import under
from stamen.vm.python.pyops import getitem, length, set_attr, truth, unpack
from stamen.vm.python.pytype import type_of
from stamen.vm.python.seqlib import LazyIter
from stamen.vm.state.context import current, install_evaluation_end
from stamen.vm.values.union import Union

__all__ = ["DONE", "Stream", "Generator", "GeneratorLike", "SequenceStream", "ReversedStream",
           "Zipped", "Enumerated", "is_stream", "sequence", "keeps_state", "Mapped", "Filtered",
           "first_hit", "gen_make", "gen_yield", "gen_return", "gen_pull", "owned"]

DONE = -1  # the resume point of a generator that has finished


def is_stream(v) -> bool:
    """Whether `v` is one of the lazy iterators of this module."""
    return isinstance(v, Stream)


def _select(c, a, b):
    """Returns a where c holds, b elsewhere."""
    if c is True:
        return a
    if c is False:
        return b
    return merge(c, a, b)


def _open(going) -> bool:
    """Whether an iteration going on under `going` may go on without end as far as Python
    knows here: `going` is symbolic, or the path itself is (path by path, every decision
    is concrete, and only the solver can tell an execution that no input takes)."""
    return going is not True or current().guard() is not True


class Stream:
    """An iterator each of whose `next`s may run the program's code and may end on some
    paths only. `advance()` takes one element on the current path and returns `(g, v)`:
    where `g` holds `v` is the element, elsewhere the iterator has ended."""

    _stamen_runs_code = True  # a lifted `for` takes elements under its going-on guard
    _stamen_lazy_stream = True  # a union holding one is iterated lazily (hooks.union_stream)
    _stamen_holder = True  # a snapshot walks what it holds (vm.values.untracked)
    # made by a lifted generator's own `for` (see `owned`): only that generator holds it
    _stamen_owned = False
    what = "iterator"

    def advance(self) -> tuple:
        raise NotImplementedError

    def advance_under(self, c) -> tuple:
        """Takes one element on the paths where `c` holds only (the others do not ask);
        returns (where one came, the element there)."""
        if c is True:
            return self.advance()
        if c is False:
            return False, None
        g, v = branch_and_merge(c, self.advance, Returns((False, None)))
        return and_(c, truth(g)), v

    def __iter__(self):
        return self

    def __next__(self):
        """Python's own protocol (a loop of Python's, an un-lifted function): concrete ends
        only; an end that is symbolic cannot be told to native code, so it is refused."""
        g, v = self.advance()
        if g is True:
            return v
        if g is False:
            raise StopIteration(v) if v is not None else StopIteration
        raise UnsupportedConstruct(
            f"{user_location()}: a lifted {self.what} taken by Python's own iteration (an "
            f"un-lifted function or a library iterator such as map, filter or islice) ends "
            f"under a symbolic condition; consume it in lifted code (a `for` loop, list(), "
            f"next(), zip(), any(), ...) instead")

    def _stamen_iterate(self):
        """Yields (guard, element) for the elements left, each taken when the consumer asks
        for it, until the end on every path (or the unrolling bound). Once the stream has
        ended on a path it is not asked again there, as Python's loop stops at the first
        StopIteration: a zip() asked again takes from its first iterables anew."""
        count, going = 0, True
        while True:
            g, v = self.advance_under(going)
            if g is False:
                return
            if _open(g):
                count += 1
                if not may_go_on(count, g, f"a lifted {self.what} ({user_location()})"):
                    return
            yield g, v
            going = g

    def next_or(self, default):
        """next(self, default): the next element where there is one, `default` elsewhere."""
        g, v = self.advance()
        return _select(g, v, default)

    def next_(self):
        """next(self): the next element; StopIteration (with the generator's return value)
        on the paths where it has ended."""
        g, v = self.advance()
        if g is True:
            return v
        if g is False:
            raise StopIteration(v) if v is not None else StopIteration
        _require_not_ended(g, v)
        return v

    @staticmethod
    def zip_of(iterables: list, strict: bool = False) -> Zipped:
        """zip() of iterables one of which is a stream."""
        if strict:
            raise UnsupportedConstruct(
                f"{user_location()}: zip(strict=True) over a lifted generator or an "
                f"iterator whose elements are present on some paths only")
        return Zipped([as_stream(it) for it in iterables])

    @staticmethod
    def enumerate_of(iterable, start=0) -> Enumerated:
        """enumerate() of a stream."""
        return Enumerated(iterable, start)


class GeneratorLike:
    """What a lifted generator (and a generator expression) shares with Python's generator
    besides iteration: its type to isinstance() and inspect, and send/throw/close, which
    stamen refuses at the user's line."""

    __slots__ = ()
    _stamen_python_type = types.GeneratorType  # (`type_of`)

    @property
    def __class__(self):
        """Python's generator type, which isinstance() and inspect read (`type()` in stamen's
        own code still sees this class)."""
        return types.GeneratorType

    def send(self, value):
        raise _refused_method("send")

    def throw(self, *args):
        raise _refused_method("throw")

    def close(self):
        raise _refused_method("close")


def _refused_method(name: str) -> UnsupportedConstruct:
    return UnsupportedConstruct(f"{user_line()}: generator.{name}() on a lifted generator is "
                                f"not supported")


_RUNNING: set = set()  # the ids of the generators whose body is running (not state: no path
# sees it otherwise, and a merge must not make it a term)


class Generator(GeneratorLike, Stream):
    """The object a lifted generator function returns (see the module docstring). Its frame
    `(resume point, *locals)` is an attribute written through the store."""

    what = "generator"

    def __init__(self, body, frame: tuple, name: str):
        object.__setattr__(self, "_stamen_body", body)
        object.__setattr__(self, "_stamen_size", len(frame))
        object.__setattr__(self, "__name__", name)
        object.__setattr__(self, "_stamen_frame", frame)

    def advance(self) -> tuple:
        """Runs the body from where each path stopped to its next `yield` (or its end)."""
        if id(self) in _RUNNING:  # its body asked for its own next element
            raise ValueError("generator already executing")
        frame = unpack(self._stamen_frame, self._stamen_size)
        handlers = current().try_handlers
        handlers.append(GENERATOR_BODY)  # what leaves the body is the consumer's (PEP 479)
        _RUNNING.add(id(self))
        try:
            try:
                g, v = call_user(self._stamen_body, self, *frame)
            finally:
                handlers.pop()
                _RUNNING.discard(id(self))
        except (Split, PathFailure, StamenError):
            raise
        except Exception as exc:
            raise_if_fault(exc)
            # Python finishes a generator that raised; PEP 479: its StopIteration is a
            # RuntimeError to the consumer.
            set_attr(self, "_stamen_frame", (DONE, *frame[1:]))
            if isinstance(exc, StopIteration):
                raise RuntimeError("generator raised StopIteration") from exc
            raise
        return truth(g), v

    def __repr__(self):
        return f"<generator object {self.__name__}>"


def _require_not_ended(g, v) -> None:
    """Requires the stream not to have ended (`g`, where an element came), with Python's
    StopIteration where it has: there `v` is the generator's return value, and a return
    value None is StopIteration() with no arguments (its text is empty), as in Python."""
    if type(v) is Union:
        none = or_(*(h for h, m in v.members if m is None))
        if none is not False:
            require(or_(g, not_(none)), "StopIteration", StopIteration, args=())
        require(g, "StopIteration", StopIteration, args=(v,))
        return
    require(g, "StopIteration", StopIteration, args=() if v is None else (v,))


class SequenceStream(Stream):
    """Python's iterator over a sequence (list, tuple, str, range; a list of symbolic
    length): it reads the sequence at its position when asked (a list changed meanwhile is
    seen as Python's list iterator sees it); the position is written through the store."""

    def __init__(self, seq):
        object.__setattr__(self, "_stamen_seq", seq)
        object.__setattr__(self, "_stamen_pos", 0)
        object.__setattr__(self, "_stamen_ended", False)

    def advance(self) -> tuple:
        pos, seq, ended = self._stamen_pos, self._stamen_seq, self._stamen_ended
        g = truth(and_(not_(ended), arith.lt(pos, length(seq))))
        if g is False:
            if ended is not True:  # Python's list iterator ends for good: a list that
                set_attr(self, "_stamen_ended", True)  # grows later is not read again
            return False, None
        v = under(g, lambda: _item_at(seq, pos), lambda: None)
        set_attr(self, "_stamen_pos", _select(g, arith.add(pos, 1), pos))
        if g is not True:
            set_attr(self, "_stamen_ended", or_(ended, not_(g)))
        return g, v

    def _stamen_type_of(self):
        return type(iter(_sample(self._stamen_seq)))


class ReversedStream(Stream):
    """Python's reversed() of a sequence: it reads the sequence from the end, at its
    position when asked (a list changed meanwhile is seen as Python's reverse iterator
    sees it: the position is fixed at len - 1 when made, and the iterator ends, for good,
    where the position falls outside the list); the position is written through the
    store."""

    what = "reversed()"

    def __init__(self, seq):
        object.__setattr__(self, "_stamen_seq", seq)
        object.__setattr__(self, "_stamen_pos", arith.sub(length(seq), 1))

    def advance(self) -> tuple:
        pos, seq = self._stamen_pos, self._stamen_seq
        g = truth(and_(arith.le(0, pos), arith.lt(pos, length(seq))))
        if g is False:
            set_attr(self, "_stamen_pos", -1)
            return False, None
        v = under(g, lambda: _item_at(seq, pos), lambda: None)
        set_attr(self, "_stamen_pos", _select(g, arith.sub(pos, 1), -1))
        return g, v

    def _stamen_type_of(self):
        return type(reversed(_sample(self._stamen_seq)))


def _sample(seq):
    """An empty (or the same, when concrete) sequence of seq's Python type, whose
    iterators are the types of seq's."""
    if type(seq) is Union:
        seq = seq.members[0][1]
    if isinstance(seq, (str, bytes, range)):
        return seq
    t = type_of(seq)
    return range(0) if t is range else t()


def _item_at(seq, pos):
    """Returns seq[pos] for a position in range. A symbolic position (the paths took
    different numbers of elements) of a sequence of concrete length reads each element
    the position may name (a native sequence cannot be indexed by a term)."""
    if type(pos) is int:
        return getitem(seq, pos)
    n = length(seq)
    if type(n) is not int:
        return getitem(seq, pos)
    values = value_map(pos, MAX_POSITIONS)
    if values is None:
        values = {j: arith_eq(pos, j) for j in range(n)}
    pairs = [(guard, getitem(seq, j)) for j, guard in values.items()
             if type(j) is int and 0 <= j < n and guard is not False]
    return merge_all(pairs) if len(pairs) > 1 else pairs[0][1]


MAX_POSITIONS = 64  # the most distinct positions read one by one (else: getitem's term)


class Zipped(Stream):
    """zip() over streams: each round takes from the iterables in order, from each only
    where all before it gave an element (Python's zip stops at the first that ends)."""

    what = "zip()"
    _stamen_python_type = zip  # (`type_of`)

    def __init__(self, streams: list):
        object.__setattr__(self, "_stamen_streams", streams)

    def advance(self) -> tuple:
        go, values = True, []
        for s in self._stamen_streams:
            go, v = s.advance_under(go)
            if go is False:
                return False, None
            values.append(v)
        return go, tuple(values)


class Enumerated(Stream):
    """enumerate() over a stream: the count is written through the store."""

    what = "enumerate()"
    _stamen_python_type = enumerate  # (`type_of`)

    def __init__(self, stream, start):
        object.__setattr__(self, "_stamen_stream", stream)
        object.__setattr__(self, "_stamen_count", start)

    def advance(self) -> tuple:
        g, v = self._stamen_stream.advance()
        if g is False:
            return False, None
        i = self._stamen_count
        set_attr(self, "_stamen_count", _select(g, arith.add(i, 1), i))
        return g, (i, v)


class Mapped(Stream):
    """map(fn, ...) over iterables one of which keeps state (a lifted generator, an
    iterator stamen keeps a position for): each element taken from the zipped sources
    when the consumer asks for it, fn applied where one came."""

    what = "map()"
    _stamen_python_type = map  # (`type_of`)

    def __init__(self, fn, stream):
        object.__setattr__(self, "_stamen_fn", fn)
        object.__setattr__(self, "_stamen_stream", stream)

    def advance(self) -> tuple:
        g, args = self._stamen_stream.advance()
        if g is False:
            return False, None
        return g, under(g, lambda: self._stamen_fn(*args), lambda: None)


class Filtered(Stream):
    """filter(fn, it) over an iterator that keeps state: each `next` takes elements of the
    source on the paths that have not yet found one fn keeps, and no further (fn runs
    where Python's filter runs it)."""

    what = "filter()"
    _stamen_python_type = filter  # (`type_of`)

    def __init__(self, fn, stream):
        object.__setattr__(self, "_stamen_fn", fn)
        object.__setattr__(self, "_stamen_stream", stream)

    def _keeps(self, v):
        fn = self._stamen_fn
        return truth(v if fn is None else fn(v))

    def advance(self) -> tuple:
        going, kept, count = True, [], 0
        while True:
            g, v = self._stamen_stream.advance_under(going)
            if g is False:
                break
            keep = under(g, lambda v=v: self._keeps(v), lambda: False)
            h = and_(g, keep)
            if h is not False:
                kept.append((h, v))
            going = and_(g, not_(keep))
            if going is False:
                break
            count += 1
            if _open(going) and not may_go_on(count, going,
                                              f"a lifted filter() ({user_location()})"):
                break
        if not kept:
            return False, None
        return or_(*(h for h, _ in kept)), kept[0][1] if len(kept) == 1 else merge_all(kept)


class Taking(Stream):
    """A stream over an iterator stamen keeps a position for (over a dict of symbolic
    shape, a generator expression's, a map's or filter's over sequences): each element
    taken by its `_take`."""

    def __init__(self, iterator):
        object.__setattr__(self, "_stamen_iterator", iterator)

    def advance(self) -> tuple:
        picks, taken = self._stamen_iterator._take()
        if not picks:
            return False, None
        return taken, picks[0][1] if len(picks) == 1 else merge_all(picks)


class UnionStream(Stream):
    """Python's iterator over a union of iterables (a tree walk's node: a list on some
    paths, a lifted generator or another sequence on others): each member's own stream,
    taken only where that member is the value (the guards are disjoint)."""

    def __init__(self, members: list):
        object.__setattr__(self, "_stamen_members", members)  # [(guard, stream)]

    def advance(self) -> tuple:
        parts = []
        for g, stream in self._stamen_members:
            h, v = stream.advance_under(g)
            if h is not False:
                parts.append((h, v))
        if not parts:
            return False, None
        return or_(*(h for h, _ in parts)), parts[0][1] if len(parts) == 1 else \
            merge_all(parts)


def as_stream(iterable) -> Stream:
    """Returns a stream over `iterable`: itself if it is one, Python's iterator over a
    sequence, a union's members' streams each under its guard (Python's TypeError where
    the member is not iterable); anything else is refused (its iteration state is not one
    stamen tracks)."""
    if isinstance(iterable, Stream):
        return iterable
    if taken_by_position(iterable):
        return Taking(iterable)
    if sequence(iterable):
        return SequenceStream(iterable)
    if type(iterable) is Union:
        return _union_stream(iterable)
    if _not_iterable(iterable):
        raise TypeError(f"'{_python_name(iterable)}' object is not iterable")
    raise _refuse_stream(iterable)


def _union_stream(u: Union) -> Stream:
    """Returns the stream over a union whose members are not all sequences (see
    UnionStream): a member that is a stream or a sequence is taken where it is the value;
    one that is not iterable fails its paths, as `iter()` of it raises there."""
    members = []
    for g, m in u.members:
        if isinstance(m, Stream) or sequence(m):
            members.append((g, as_stream(m)))
        elif _not_iterable(m):
            require(not_(g), f"'{_python_name(m)}' object is not iterable", TypeError)
        else:
            raise _refuse_stream(m)
    return UnionStream(members)


def _not_iterable(v) -> bool:
    """Whether iter(v) is Python's TypeError: a number, a bool, None (concrete or a term)."""
    if type(v) is Term:
        return v.sort is not STRING
    return v is None or type(v) in (int, bool, float)


def _python_name(v) -> str:
    """The name of v's type as the program sees it (a union's members' names)."""
    if type(v) is Union:
        return " or ".join(sorted({type_of(m).__name__ for _, m in v.members}))
    return type_of(v).__name__


def _refuse_stream(iterable) -> UnsupportedConstruct:
    return UnsupportedConstruct(
        f"{user_location()}: iterating a {_python_name(iterable)} together with, or inside, "
        f"a lifted generator (its position would not follow the paths); make it a list "
        f"first (list(...))")


def _union_elements(u: Union):
    """Yields (guard, element) of a union of iterables holding a stream, each element taken
    when asked, from the member that is the value on each path (`hooks.union_stream`)."""
    yield from as_stream(u)._stamen_iterate()


hooks.install_union_stream(_union_elements)


def taken_by_position(v) -> bool:
    """Whether `v` is an iterator whose position stamen keeps through the store and takes
    elements with `_take` (over a dict of symbolic shape, a generator expression's, a
    map's or filter's over sequences; not itertools', whose `next` has its own rules)."""
    t = type(v)
    return isinstance(v, GuardedIterator) or (
        isinstance(v, LazyIter) and t.__next__ is LazyIter.__next__)


def keeps_state(v) -> bool:
    """Whether taking an element of `v` changes state stamen keeps (a stream, an iterator
    taken by position, a union holding either), so that map() and filter() of it must
    take its elements one by one, when asked."""
    if type(v) is Union:
        return any(keeps_state(m) for _, m in v.members)
    return isinstance(v, Stream) or taken_by_position(v)


def sequence(v) -> bool:
    """Whether `v` is a sequence Python's iterator reads by position (a union: of such)."""
    if type(v) is Union:
        return all(sequence(m) for _, m in v.members)
    return isinstance(v, (list, tuple, str, bytes, range)) or (
        getattr(type(v), "_stamen_length", None) is not None
        and getattr(type(v), "__getitem__", None) is not None)


def first_hit(stream: Stream, test, own: bool = False) -> object:
    """Takes elements of `stream` one by one while none so far passed `test` (a function of
    an element giving its truth), as Python's any(), all() and `in` do: returns where one
    did (a bool or a term). The generator runs no further than Python's would.

    `own`: the stream is the caller's alone (a generator expression written in the call,
    `any(f(v) for v in xs)`), so where it stands afterwards is seen by no one: once the
    search goes on under a symbolic condition, the elements left are first taken at once,
    speculatively (`_speculate`), which costs no branch per element."""
    found, go, count = False, True, 0
    while go is not False:
        if own and go is not True:
            own = False
            taken = _speculate(stream, test, found, go, count)
            if taken is not None:
                return taken
        g, v = stream.advance_under(go)
        if g is False:
            break
        t = _passes(test, g, v)
        found = or_(found, t)
        go, count = _goes_on(stream, and_(g, not_(t)), count)
    return found


def _passes(test, g, v):
    """Returns where `v`, the element where `g` holds, passes `test`."""
    if g is True:
        return truth(test(v))
    return and_(g, under(g, lambda: truth(test(v)), lambda: False))


def _goes_on(stream: Stream, go, count: int, probe: bool = True) -> tuple:
    """Returns (where a search goes on after a step, its count of symbolic steps): where
    `go` holds, unless the unrolling policy stops it here (see `may_go_on`; without
    `probe`, only at the bound: the solver is not asked whether the search gets this far)."""
    if go is not False and _open(go):
        count += 1
        what = f"a search through a lifted {stream.what} ({user_location()})"
        goes = may_go_on(count, go, what) if probe else not past_bound(count, go, what,
                                                                        "steps")
        if not goes:
            return False, count
    return go, count


def owned(stream: Stream) -> Stream:
    """Returns `stream`, held by one consumer alone, marked so: a stream a lifted
    generator's `for` (or `yield from`) made for itself, which moves only when that
    generator takes a step (writing the generator's own state too), or the generator
    expression an any()/all() call searches (`builtins.search_own`). Where such a stream
    stands shows only to its holder (see `_speculate`)."""
    object.__setattr__(stream, "_stamen_owned", True)
    return stream


def _private(entry, stream: Stream) -> bool:
    """Whether a store log entry wrote `stream` or a stream one consumer holds (`owned`)."""
    obj = entry[1]
    return obj is stream or (isinstance(obj, Stream) and obj._stamen_owned)


def _speculate(stream: Stream, test, found, go, count: int):
    """Returns where `first_hit`'s search finds an element, by taking every element left at
    once under `go` (where the search goes on) instead of each under its own branch, when
    that is what Python's search does: the elements wrote nothing but the stream's own
    state (the store logged no other location), failed on no path (the vc is unchanged),
    raised nothing and made no refusal, so an element taken on a path where an earlier one
    decided is seen by no one. Else None, with all they did undone (the store frame's
    writes, the vc, the fresh names, the pending refusal): the caller searches again, an
    element per branch. A write the store did not log (un-lifted code) cannot be undone:
    the frame's snapshot refuses it (UntrackedMutation), as the branch the exact search
    opens for the next element would (so does a state too large to snapshot, see
    `vm.values.untracked`). Path by path, a branch an element takes is a decision for
    good: not speculated."""
    ctx = current()
    if ctx.explorer is not None and ctx.may_decide or _steps_python_iterator(stream):
        return None
    store, mark, fresh, signal = ctx.store, ctx.vc.mark(), ctx.fresh_index, ctx.pending_signal
    # the snapshot reaches what the stream holds too (its source, which may be held by it
    # alone, and its step function), besides what the lifted frames reach
    store.push(extra=[("<iterator>", v) for v in vars(stream).values()])
    taken = None
    try:
        with ctx.guarded(go):
            taken = _take_rest(stream, test, found, go, count)
    except (InternalError, QueryInterrupted):
        raise
    except BaseException:  # noqa: BLE001 - an element raised or failed: searched exactly
        taken = None
    finally:
        written = store.pop_undo()
    if (taken is not None and ctx.vc.mark() == mark and ctx.pending_signal is signal
            and all(_private(entry, stream) for entry in written.values())):
        return taken
    ctx.vc.rewind(mark)
    ctx.fresh_index, ctx.pending_signal = fresh, signal
    return None


def _steps_python_iterator(stream: Stream) -> bool:
    """Whether `stream` takes (through a lifted generator's frame, or the streams it takes
    from) from Python's own iterator, whose position no undo restores: `_speculate` would
    leave it moved (an element an exact search then never sees)."""
    stack, seen = [stream], set()
    while stack:
        v = stack.pop()
        if id(v) in seen:
            continue
        seen.add(id(v))
        if getattr(type(v), "_stamen_steps_python", False):
            return True
        if isinstance(v, Stream):
            stack.extend(vars(v).values())
        elif type(v) is tuple or type(v) is list:
            stack.extend(v)
    return False


def _take_rest(stream: Stream, test, found, go, count: int):
    """Returns where a search through the elements left of `stream` finds one, taking each
    where the stream has one (not only where the search goes on: see `_speculate`)."""
    while go is not False:
        g, v = stream.advance()
        if g is False:
            break
        t = _passes(test, g, v)
        found = or_(found, t)
        # The solver is asked whether the search gets this far only where the stream's
        # own end is symbolic (a range of symbolic length): an element taken where no
        # execution gets is seen by no one, but a stream with no end must stop.
        go, count = _goes_on(stream, and_(go, g, not_(t)), count, probe=g is not True)
    return found


# ------------------------------------------------------- called by lifted code --

def gen_make(body, frame: tuple, name: str) -> Generator:
    """The generator a lifted generator function returns: nothing of its body runs yet."""
    return Generator(body, frame, name)


def gen_yield(gen: Generator, point: int, frame: tuple, value, closing: bool = False) -> tuple:
    """`yield value` at resume point `point`: saves the locals, hands out the value. A
    `closing` point is inside a `try` whose `finally` (or a handler of GeneratorExit)
    Python runs where the generator is closed or collected there: the generator is
    checked when the evaluation ends (`_closing_check`)."""
    set_attr(gen, "_stamen_frame", (point, *frame))
    if closing:  # (kept outside the generator's state, which the store puts back)
        known = _SUSPENDED.setdefault(id(current()), {})
        known.setdefault(id(gen), (gen, {}))[1].setdefault(point, user_line())
    return True, value


# {id(context): {id(generator): (generator, {closing point it yielded at: its line})}}
_SUSPENDED: dict = {}


def _closing_check(ctx, failed: bool) -> None:
    """Refuses, when an evaluation ends, a generator left at a `yield` inside a `try` whose
    `finally` (or GeneratorExit handler) Python would run when it closes or collects the
    generator, which stamen does not model: the code the program would see run is not
    run. A generator run to its end (or whose resume point is not such a point on any
    path) is fine."""
    generators = _SUSPENDED.pop(id(ctx), {})
    if failed:
        return
    for gen, closing in generators.values():
        # the resume points it may be at (an ite over paths; one that never ran it, under
        # merge="none", sees it at its start)
        point = gen.__dict__["_stamen_frame"][0]
        left = [k for k in closing if _may_be_at(ctx, point, k)]
        if not left:
            continue
        where = closing[left[0]]
        raise UnsupportedConstruct(
            f"{where}: the generator {gen.__name__} was left at a `yield` inside a `try` "
            f"with a `finally` (or an `except` that may catch GeneratorExit) when the "
            f"evaluation ended: Python runs that code when the generator is closed or "
            f"collected, which stamen does not model; run the generator to its end")


install_evaluation_end(_closing_check)


def _may_be_at(ctx, point, k: int) -> bool:
    """Whether the resume point `point` (an int, or an ite over the paths) may be `k` under
    the evaluation's assumptions (unknown counts as may)."""
    if type(point) is not Term:
        return point == k
    # one question per closing point, once: under the query's own limits (the capped proof
    # gave up on the ite a loop's merges build, and refused a generator run to its end)
    return feasible(and_(ctx.vc.path_formula(asserts=False), arith_eq(point, k)), ctx.config)


def gen_return(gen: Generator, frame: tuple, value) -> tuple:
    """`return value` (or the end of the body): the generator is done; `value` is its
    StopIteration's (and the value of a `yield from` of it)."""
    set_attr(gen, "_stamen_frame", (DONE, *frame))
    return False, value


def gen_pull(stream) -> tuple:
    """One element of a `for` (or `yield from`) source inside a generator: (where it came,
    the element there; a generator's return value elsewhere). The source is a local the
    rewriting assigned before the loop on every path that reaches it: merged with the
    value it has on paths that never got there (None, another source), only its streams
    are on paths that take this step."""
    if type(stream) is Union:
        streams = [(g, m) for g, m in stream.members if isinstance(m, Stream)]
        if len(streams) == 1:
            return streams[0][1].advance()
        if not streams:
            raise InternalError("stamen bug: a generator's loop has no source")
        return apply_guarded(streams, lambda m: m.advance())
    return stream.advance()
