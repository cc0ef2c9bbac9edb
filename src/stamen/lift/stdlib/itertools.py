"""`itertools.chain`, `islice`, `accumulate`, `product` and `groupby` over sequences of
symbolic shape; `takewhile`, `dropwhile`, `filterfalse` and `compress` whose tests may be
symbolic.

Python's versions step their arguments natively, which a list of symbolic length, a range
with a symbolic bound or a symbolic index cannot allow, and `groupby` compares keys
natively. Where an argument has a symbolic shape (or a symbolic index, or, for `groupby`,
a symbolic element), these return a lazy iterator of stamen's (a `seqlib.LazyIter`) that
reads its sequences when it is iterated, as Python's does, and gives each path's
elements; elsewhere they are Python's own. Only sequences (lists, tuples, strings, ranges,
deques) are taken: an iterator or generator argument with a symbolic shape is refused,
since reading it early could change what the program sees (a lifted generator
expression is taken: its elements were computed when it was made). Where Python's laziness cannot
be kept (`next()` of a chain over a list that may still change, a `groupby` group read
after the groupby moved on) the call is refused at the user's line.

`takewhile`, `dropwhile`, `filterfalse` and `compress` test each element's truth, which
Python's own versions take natively. In lifted code they are streams (`lift.generators`)
over the iterable's stream: each element is taken and tested when the consumer asks, on
the paths that go on, and takewhile's "stopped" and dropwhile's "dropping" are written
through the store, so a `next()` under a branch moves them on that branch only.
"""

from __future__ import annotations

import collections
import functools
import itertools
import sys

from stamen.boundary import call_user
from stamen.errors import UnsupportedConstruct
from stamen.lift.builtins import Generated, SymbolicRange, _symbolic_length, b_list, mapped
from stamen.lift.decorator import lifted
from stamen.lift.generators import Filtered, Mapped, Stream, Zipped, as_stream
from stamen.lift.unrolling import may_go_on
from stamen.terms import arith
from stamen.terms.boolean import and_, not_, or_
from stamen.terms.boolean import eq as arith_eq
from stamen.terms.operators import user_location
from stamen.terms.partial import require
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge_all
from stamen.vm.merging.seq import List, PaddedTuple
from stamen.vm.python.elements import under
from stamen.vm.python.pyops import getitem, iterate, set_attr, truth
from stamen.vm.python.pytype import type_of
from stamen.vm.python.seqlib import LazyIter, elements_of, lifted_callable, native_ok, slice_of
from stamen.vm.values.union import Union

__all__ = ["chain", "islice", "accumulate", "product", "groupby", "takewhile", "dropwhile",
           "filterfalse", "compress", "starmap"]

_IMMUTABLE = (tuple, str, bytes, range, SymbolicRange, PaddedTuple)


def _refuse(what: str) -> UnsupportedConstruct:
    return UnsupportedConstruct(f"{user_location().split(' at ')[-1]}: {what}")


def _sequence(v) -> bool:
    """Whether `v` is a sequence stamen reads with its guards (a union of them too), or one
    of these iterators that runs none of the program's code (chain, islice, product, a
    lifted generator expression, whose elements were computed when it was made)."""
    if type(v) is Union:
        return all(_sequence(m) for _, m in v.members)
    return isinstance(v, (list, tuple, str, bytes, range, SymbolicRange, PaddedTuple,
                          collections.deque, _Chain, _ISlice, _Product, Generated)) or getattr(
        type(v), "_stamen_length", None) is not None


def _shaped(v) -> bool:
    """Whether native iteration cannot step `v`: a sequence of symbolic length, a lazy
    iterator of stamen's, or a lifted generator expression (its length may differ by path,
    and it tells native code its end only where that is concrete)."""
    return _symbolic_length(v) or isinstance(v, (LazyIter, Generated))


def _require_sequences(name: str, iterables) -> None:
    for it in iterables:
        if not _sequence(it):
            raise _refuse(f"itertools.{name}() of a {type_of(it).__name__} together with a "
                          f"sequence of symbolic length or a symbolic index is not supported; "
                          f"make a list of it first")


class _Stream(LazyIter):
    """A lazy itertools iterator: `produce()`, called when it is first iterated, gives the
    sequence of its elements (see module docstring)."""

    def __init__(self, produce, immutable: bool):
        super().__init__("map", None, [])
        self.kind = self._stamen_python_type.__name__
        self.produce, self.immutable = produce, immutable
        self.produced = None

    def _columns(self):
        """Its elements, read when it is first iterated and kept (reading them may take
        the elements of another iterator); the position says how many are taken."""
        if self.produced is None:
            self.produced = elements_of(self.produce())
        return [self.produced]

    def __next__(self):
        if not self.immutable:
            raise _refuse(f"next() of an itertools.{self.kind} over a list of symbolic length "
                          f"(stamen would read the list at once, Python as it goes); iterate "
                          f"it with a for loop, or make a list of it first")
        return super().__next__()


class _Chain(_Stream):
    _stamen_python_type = itertools.chain


class _ISlice(_Stream):
    _stamen_python_type = itertools.islice


class _Product(_Stream):
    _stamen_python_type = itertools.product


def chain(*iterables):
    """itertools.chain(*iterables)."""
    if not any(_shaped(it) for it in iterables):
        return call_user(itertools.chain, *iterables)
    _require_sequences("chain", iterables)

    def produce():
        out = List()
        for it in iterables:
            out = out + b_list(it)
        return out

    return _Chain(produce, all(isinstance(it, _IMMUTABLE) for it in iterables))


# Python's classes of bad islice arguments, each with a value of it: its message differs by
# class (CPython reads -1 and values past a C ssize_t as "Stop argument", other negative
# ones as "Indices"), so each class's text is taken from Python with that value in place.
_BAD_CLASSES = (
    (lambda v: arith_eq(v, -1), -1),
    (lambda v: arith_eq(v, 0), 0),
    (lambda v: and_(arith.le(-sys.maxsize - 1, v), arith.lt(v, -1)), -2),
    (lambda v: arith.lt(v, -sys.maxsize - 1), -(1 << 70)),
    (lambda v: arith.lt(sys.maxsize, v), 1 << 70),
)


def _standin(nargs: int, position: int, v) -> list:
    """Returns islice's arguments (after the iterable) with `v` at `position` and a valid
    value at every other one."""
    fill = (0, 1, 1)
    standin = [None] if nargs == 1 else [fill[j] for j in range(nargs)]
    standin[position] = v
    return standin


@functools.cache
def _bad_texts(nargs: int, position: int) -> tuple:
    """Returns [(condition, Python's text)] for the classes of `_BAD_CLASSES` that Python
    rejects at this argument of an islice of `nargs` arguments (taken from Python once)."""
    texts = []
    for condition, example in _BAD_CLASSES:
        try:
            itertools.islice((), *_standin(nargs, position, example))
        except ValueError as exc:
            texts.append((condition, str(exc)))
    return tuple(texts)


def _index(args: tuple, position: int):
    """Checks islice's argument `args[position]` as Python does (None, or an int in range)
    and returns it; out of range is Python's ValueError with Python's own text."""
    v = args[position]
    if v is None:
        return None
    if type(v) is Union:
        raise _refuse("itertools.islice() with an index whose type differs by path")
    if type(v) is not Term:  # Python's own check of a concrete argument
        call_user(itertools.islice, (), *_standin(len(args), position, v))
        return v
    for condition, text in _bad_texts(len(args), position):
        require(not_(condition(v)), text, ValueError)
    return v


def islice(iterable, *args):
    """itertools.islice(iterable, stop) / islice(iterable, start, stop[, step])."""
    if not 1 <= len(args) <= 3:
        raise TypeError(f"islice expected at most 4 arguments, got {len(args) + 1}")
    symbolic = any(type(a) in (Term, Union) for a in args)
    if not symbolic and not _shaped(iterable):
        return call_user(itertools.islice, iterable, *args)
    positions = (None, 0, None) if len(args) == 1 else (0, 1, 2 if len(args) == 3 else None)
    start, stop, step = (None if j is None else _index(args, j) for j in positions)
    _require_sequences("islice", [iterable])
    return _ISlice(lambda: slice_of(b_list(iterable), slice(start, stop, step)),
                   isinstance(iterable, _IMMUTABLE))


class _Accumulate(_Stream):
    _stamen_python_type = itertools.accumulate


@lifted
def _accumulated(items, func, initial, started):
    """Returns the running totals of itertools.accumulate (`initial` first if `started`)."""
    out = [initial] if started else []
    total = initial
    for v in items:
        if started:
            total = total + v if func is None else func(total, v)
        else:
            total, started = v, True
        out.append(total)
    return out


def accumulate(iterable, func=None, *, initial=None):
    """itertools.accumulate(iterable, func=None, *, initial=None): Python's own where the
    length is concrete and `func` is `+` or meets concrete values only (a builtin such as
    `max` would compare symbolic values natively)."""
    if not _shaped(iterable) and (func is None or not isinstance(
            iterable, (list, tuple)) or native_ok([*iterable, initial])):
        return call_user(itertools.accumulate, iterable, func, initial=initial)
    _require_sequences("accumulate", [iterable])
    return _Accumulate(lambda: _accumulated(b_list(iterable), func, initial,
                                            initial is not None),
                       isinstance(iterable, _IMMUTABLE))


@lifted
def _products(pools):
    """Returns the list of tuples of itertools.product over the lists `pools`."""
    result = [()]
    for pool in pools:
        result = [r + (v,) for r in result for v in pool]
    return result


def product(*iterables, repeat=1):
    """itertools.product(*iterables, repeat=1): its pools are read at once, as Python's."""
    if not any(_shaped(it) for it in iterables) and type(repeat) is not Term:
        return call_user(itertools.product, *iterables, repeat=repeat)
    if type(repeat) is Term:
        raise _refuse("itertools.product() with a symbolic repeat= is not supported")
    _require_sequences("product", iterables)
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    pools = [b_list(it) for it in iterables] * repeat
    result = _products(pools)
    return _Product(lambda: result, True)


# ---------------------------------------------------------------- groupby --

class _Groups(_Stream):
    """itertools.groupby: yields (key, group) per path; a group is valid until the groupby
    moves on (then Python's group is used up, and stamen refuses to read it)."""

    _stamen_python_type = itertools.groupby

    def __init__(self, produce):
        super().__init__(produce, False)
        self.groups: list = []
        self.used = False

    def take_prefix(self):
        raise _refuse("list() of an itertools.groupby whose keys are symbolic (its groups "
                      "are used up as it moves on); iterate it with a for loop")

    def _stamen_iterate(self):
        if self.used:
            return
        self.used = True
        for g, (key, items) in iterate(self.produce()):
            for group in self.groups:
                group.valid = False
            group = _Group(items)
            self.groups.append(group)
            yield g, (key, group)
        for group in self.groups:
            group.valid = False

    def __next__(self):
        raise _refuse("next() of an itertools.groupby whose keys are symbolic; iterate it "
                      "with a for loop")


class _Group(_Stream):
    """One group of a symbolic groupby (see `_Groups`)."""

    _stamen_python_type = type(next(itertools.groupby([0]))[1])

    def __init__(self, items):
        super().__init__(lambda: items, False)
        self.valid = True

    def _check(self) -> None:
        if not self.valid:
            raise _refuse("a group of an itertools.groupby read after the groupby moved on "
                          "(Python's group is then used up)")

    def take_prefix(self):
        self._check()
        return super().take_prefix()

    def _stamen_iterate(self):
        self._check()
        yield from super()._stamen_iterate()


@lifted
def _grouped(items, key):
    """Returns [(key, [elements])] of consecutive elements with equal keys, as groupby."""
    groups = []
    for v in items:
        k = v if key is None else key(v)
        if groups and groups[-1][0] == k:
            groups[-1][1].append(v)
        else:
            groups.append((k, [v]))
    return groups


def groupby(iterable, key=None):
    """itertools.groupby(iterable, key=None): Python's own where it can compare the keys
    (concrete elements and no key function) or the iterable is not a sequence."""
    if not _shaped(iterable) and (not isinstance(iterable, (list, tuple)) or (
            key is None and native_ok(iterable))):
        return call_user(itertools.groupby, iterable, key)
    _require_sequences("groupby", [iterable])
    return _Groups(lambda: _grouped(b_list(iterable), key))


# ------------------------------------------ takewhile, dropwhile, filterfalse, compress --

def _stream_or_none(iterable):
    """Returns a stream over `iterable`, or None where stamen keeps no position for it (a
    native iterator, a dict, a set: Python's own itertools then takes it, and refuses a
    symbolic test). Python's TypeError where it is not iterable."""
    try:
        return as_stream(iterable)
    except UnsupportedConstruct:
        return None


def _tested(fn, g, v):
    """Returns the truth of fn(v) (of v where fn is None) where g holds, False elsewhere."""
    return under(g, lambda: truth(v if fn is None else fn(v)), lambda: False)


class _TakeWhile(Stream):
    """itertools.takewhile(fn, it): elements while fn holds; the first that fails it is
    taken and dropped, and the iterator stays stopped (`_stamen_stopped`, per path)."""

    what = "itertools.takewhile()"
    _stamen_python_type = itertools.takewhile

    def __init__(self, fn, stream):
        object.__setattr__(self, "_stamen_fn", fn)
        object.__setattr__(self, "_stamen_stream", stream)
        object.__setattr__(self, "_stamen_stopped", False)

    def advance(self) -> tuple:
        stopped = self._stamen_stopped
        g, v = self._stamen_stream.advance_under(not_(stopped))
        if g is False:
            return False, None
        keep = _tested(self._stamen_fn, g, v)
        fails = and_(g, not_(keep))
        if fails is not False:
            set_attr(self, "_stamen_stopped", or_(stopped, fails))
        return and_(g, keep), v


class _DropWhile(Stream):
    """itertools.dropwhile(fn, it): drops elements while fn holds, then gives every element
    without testing it (`_stamen_dropping`, per path)."""

    what = "itertools.dropwhile()"
    _stamen_python_type = itertools.dropwhile

    def __init__(self, fn, stream):
        object.__setattr__(self, "_stamen_fn", fn)
        object.__setattr__(self, "_stamen_stream", stream)
        object.__setattr__(self, "_stamen_dropping", True)

    def advance(self) -> tuple:
        dropping = self._stamen_dropping
        going, found, count = True, [], 0
        while True:
            g, v = self._stamen_stream.advance_under(going)
            if g is False:
                break
            drop = _tested(self._stamen_fn, and_(g, dropping), v)
            given = and_(g, not_(drop))
            if given is not False:
                found.append((given, v))
            going = and_(g, drop)
            if going is False:
                break
            count += 1
            if not may_go_on(count, going, f"an itertools.dropwhile() ({user_location()})"):
                break
        if not found:
            return False, None
        given = or_(*(h for h, _ in found))
        if dropping is not False:
            set_attr(self, "_stamen_dropping", and_(dropping, not_(given)))
        return given, found[0][1] if len(found) == 1 else merge_all(found)


class _FilterFalse(Filtered):
    """itertools.filterfalse(fn, it): filter() keeping the elements fn does not."""

    what = "itertools.filterfalse()"
    _stamen_python_type = itertools.filterfalse

    def _keeps(self, v):
        return not_(super()._keeps(v))


class _Compress(Stream):
    """itertools.compress(data, selectors): the data elements whose selector is true, the
    two taken in step (Python's stops where either ends)."""

    what = "itertools.compress()"
    _stamen_python_type = itertools.compress

    def __init__(self, data, selectors):
        pairs = Filtered(lambda pair: getitem(pair, 1), Zipped([data, selectors]))
        object.__setattr__(self, "_stamen_inner", Mapped(lambda datum, _: datum, pairs))

    def advance(self) -> tuple:
        return self._stamen_inner.advance()


def _testing(kind: type, native, function, iterable):
    """Returns `native(function, iterable)` as the stream `kind` over the iterable's stream;
    Python's own where stamen keeps no position for the iterable."""
    stream = _stream_or_none(iterable)
    if stream is None:
        return call_user(native, function, iterable)
    return kind(lifted_callable(function), stream)


def takewhile(predicate, iterable):
    """itertools.takewhile(predicate, iterable) (see the module docstring)."""
    return _testing(_TakeWhile, itertools.takewhile, predicate, iterable)


def dropwhile(predicate, iterable):
    """itertools.dropwhile(predicate, iterable) (see the module docstring)."""
    return _testing(_DropWhile, itertools.dropwhile, predicate, iterable)


def filterfalse(function, iterable):
    """itertools.filterfalse(function, iterable); None tests the elements' own truth."""
    return _testing(_FilterFalse, itertools.filterfalse, function, iterable)


def compress(data, selectors):
    """itertools.compress(data, selectors)."""
    streams = [_stream_or_none(data), _stream_or_none(selectors)]
    if None in streams:
        return call_user(itertools.compress, data, selectors)
    return _Compress(*streams)


class _StarMapped(Mapped):
    """itertools.starmap over an iterable stamen keeps a position for."""

    what = "itertools.starmap()"
    _stamen_python_type = itertools.starmap


class _StarLazy(LazyIter):
    """itertools.starmap over a sequence of symbolic length."""

    _stamen_python_type = itertools.starmap


@lifted
def _spread_call(function, args):
    """function(*args) as starmap calls it: its arguments made a tuple first, whose
    TypeError for a non-iterable element is starmap's own."""
    args = tuple(args)
    return function(*args)


def _native_starmap(fn, iterable):
    """Python's starmap stepping `iterable`, each element spread by lifted code (`fn` takes
    the element whole: native spreading cannot read a union or a symbolic length)."""
    return itertools.starmap(fn, zip(iterable))


def starmap(function, iterable):
    """itertools.starmap(function, iterable): function called as lifted code calls a
    callable passed as a value (Python's calls a C function such as `int` or `isinstance`
    natively, on the term), each element spread with its guards, as map() takes them."""
    spread = functools.partial(_spread_call, lifted_callable(function))
    return mapped(spread, (iterable,), _native_starmap, _StarMapped, _StarLazy)
