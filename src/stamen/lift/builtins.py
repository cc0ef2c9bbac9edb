"""Python built-in functions with their meaning on symbolic values (`b_len`, `b_min`, ...).

The rewriter replaces a call of a builtin by its `b_` version when the name
is not shadowed. On concrete arguments each behaves as the builtin; on
symbolic ones it gives the value Python would give on every path, with
Python's errors (e.g. min() of an empty sequence) as path failures.
"""

from __future__ import annotations

import builtins
import collections
import functools
import inspect
import operator
import sys
import types
from fractions import Fraction

from stamen.boundary import call_user, on_behalf
from stamen.errors import UnliftedBranchError, UnsupportedConstruct
from stamen.lift.generators import (
    Enumerated,
    Filtered,
    GeneratorLike,
    Mapped,
    ReversedStream,
    Stream,
    Zipped,
    as_stream,
    first_hit,
    is_stream,
    keeps_state,
    owned,
    sequence,
    taken_by_position,
)
from stamen.terms import arith, strings
from stamen.terms.boolean import and_, ite, not_, or_
from stamen.terms.operators import native_use_site, user_line
from stamen.terms.partial import require
from stamen.terms.sorts import BOOL, FLOAT64, INT, REAL, STRING, BitVecSort
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.merging.seq import List, PaddedTuple, compact, seq_len, seq_physical
from stamen.vm.paths.control import Returns, apply_guarded, branch_and_merge
from stamen.vm.paths.crossing import is_program_class
from stamen.vm.python import hooks, messages
from stamen.vm.python.dicts import (
    DictView,
    GuardedIterator,
    copy_dict_into,
    counter_update,
    dict_build,
    dict_update,
    is_partial,
    merges_table,
    native_symbolic_key,
    new_dict,
    settled,
)
from stamen.vm.python.dunders import NOT_USER, length_hint, user_int
from stamen.vm.python.elements import under
from stamen.vm.python.hashing import py_hash
from stamen.vm.python.identity import py_id
from stamen.vm.python.pyops import (
    DICT_VIEWS,
    iterate,
    length,
    object_setattr,
    program_function,
    truth,
    user_protocol,
)
from stamen.vm.python.pytype import (
    py_callable,
    py_getattr,
    py_hasattr,
    py_isinstance,
    py_type,
    type_of,
)
from stamen.vm.python.reflect import classinfo_cases
from stamen.vm.python.seqlib import (
    LazyFilter,
    LazyIter,
    elements_of,
    lazy_iter,
    lifted_callable,
    make_list,
    make_tuple,
    order,
    range_length,
    sorted_list,
)
from stamen.vm.python.sets import is_symbolic_set, refuse_order, set_build, unordered
from stamen.vm.python.strings import py_format, py_repr, py_str, render
from stamen.vm.state.context import current
from stamen.vm.values.objstate import class_default, raw_state
from stamen.vm.values.union import ABSENT, Unbound, Union, base_refusal

__all__ = ["b_len", "b_min", "b_max", "b_abs", "b_sum", "b_any", "b_all", "b_list", "b_tuple",
           "b_isinstance", "b_issubclass", "b_type", "b_str", "b_repr", "b_ascii", "b_format",
           "b_hash", "b_id",
           "b_print",
           "b_getattr", "b_hasattr", "b_setattr", "b_delattr", "b_callable", "attribute",
           "b_dir", "b_vars", "b_locals", "frame_locals", "require_settled_attributes",
           "present_attribute", "pattern_has_attr", "pattern_attr",
           "b_iter", "b_reversed", "b_enumerate", "b_zip", "b_range", "b_sorted", "b_map",
           "b_filter",
           "b_bool", "b_int", "b_dict", "b_set", "b_pow", "b_divmod", "b_round", "b_float",
           "b_fraction",
           "b_ord", "b_chr", "b_hex", "b_bin", "b_oct",
           "SymbolicRange", "b_frozenset", "b_counter", "b_next", "generated_from", "reversed_now",
           "cached_value",
           "Generated", "search_own",
           "b_reduce"]


def b_len(value):
    """len(value), an int term for a sequence of symbolic length."""
    return length(value)


def _guarded(args):
    """Returns the (guard, element) pairs of min/max's arguments."""
    if len(args) == 1:
        return list(iterate(args[0]))
    return [(True, a) for a in args]


def _extremum(args, key, default, name: str, op):
    """min/max: the first element whose key is least (greatest) as Python picks it: a
    later one replaces the best only when `op(its key, best key)` holds (tuples compare
    lexicographically); keys are computed, and compared, only where the element is real."""
    if len(args) > 1 and default is not _MISSING:
        raise TypeError(f"Cannot specify a default for {name}() with multiple positional "
                        f"arguments")
    if not args:
        raise TypeError(f"{name} expected at least 1 argument, got 0")
    key = lifted_callable(key)
    items = _guarded(args)
    if not items:
        if default is not _MISSING:
            return default
        raise ValueError(messages.empty_extremum_error(name))
    if items[0][0] is not True:
        require(or_(*(g for g, _ in items)) if default is _MISSING else True,
                messages.empty_extremum_error(name), ValueError)
    best, best_key, present = None, None, False
    for g, item in items:
        k = item if key is None else under(g, lambda item=item: key(item), lambda item=item: item)
        if present is False:
            best, best_key, present = item, k, g
            continue
        later = under(and_(truth(g), present),
                      lambda k=k, b=best_key: truth(order(op, k, b)), lambda: False)
        take = and_(truth(g), or_(not_(present), later))
        best = _select(take, item, best)
        best_key = _select(take, k, best_key)
        present = or_(present, g)
    if default is not _MISSING and present is not True:
        return _select(present, best, default)
    return best


def _select(c, a, b):
    c = truth(c)
    if c is True:
        return a
    if c is False:
        return b
    return merge(c, a, b)


_MISSING = object()


def b_min(*args, key=None, default=_MISSING):
    """min() on possibly symbolic values (the first smallest, as Python)."""
    if type(key) is Union:  # a key chosen per path (None on some: no key there)
        return apply_guarded(key.members, lambda k: b_min(*args, key=k, default=default))
    args = (unordered(_elements(args[0]), key),) if len(args) == 1 else args
    return _extremum(args, key, default, "min", operator.lt)


def b_max(*args, key=None, default=_MISSING):
    """max() on possibly symbolic values (the first largest, as Python)."""
    if type(key) is Union:  # a key chosen per path (None on some: no key there)
        return apply_guarded(key.members, lambda k: b_max(*args, key=k, default=default))
    args = (unordered(_elements(args[0]), key),) if len(args) == 1 else args
    return _extremum(args, key, default, "max", operator.gt)


def b_abs(value):
    """abs(value)."""
    return call_user(abs, value)


def _is_text(v) -> bool:
    """Whether `v` is a str or a string term."""
    return isinstance(v, str) or type(v) is Term and v.sort is STRING


def b_sum(iterable, start=0):
    """sum(iterable, start), adding only the elements present on the path; a str start
    (a string term, or a union with one, per member) is Python's TypeError."""
    words = "sum() can't sum strings [use ''.join(seq) instead]"
    if type(start) is Union and any(_is_text(m) for _, m in start.members):
        require(not_(or_(*(g for g, m in start.members if _is_text(m)))), words, TypeError)
        start = merge_all([(g, m) for g, m in start.members if not _is_text(m)])
    if _is_text(start):
        raise TypeError(words)
    if isinstance(start, bytes):
        raise TypeError("sum() can't sum bytes [use b''.join(seq) instead]")
    iterable = unordered(_elements(iterable))
    total = start
    for g, item in iterate(iterable):
        total = call_user(operator.add, total, item) if g is True else under(
            g, lambda t=total, i=item: call_user(operator.add, t, i), lambda t=total: t)
    return total


def b_any(iterable):
    """any(iterable); of a lifted generator, taken only as far as Python's any() takes it."""
    if is_stream(iterable):
        return first_hit(iterable, truth)
    own = user_protocol(type(iterable)) is not None
    iterable = unordered(iterable)
    parts = []
    for g, item in iterate(iterable):
        t = truth(item) if g is True else and_(g, under(g, lambda i=item: truth(i),
                                                        lambda: False))
        if t is True:
            return True
        if own and t is not False:
            _refuse_symbolic_stop("any")
        parts.append(t)
    return or_(*parts)


def b_all(iterable):
    """all(iterable); of a lifted generator, taken only as far as Python's all() takes it."""
    if is_stream(iterable):
        return not_(first_hit(iterable, lambda v: not_(truth(v))))
    own = user_protocol(type(iterable)) is not None
    iterable = unordered(iterable)
    parts = []
    for g, item in iterate(iterable):
        t = truth(item) if g is True else or_(not_(g), under(g, lambda i=item: truth(i),
                                                             lambda: True))
        if t is False:
            return False
        if own and t is not True:
            _refuse_symbolic_stop("all")
        parts.append(t)
    return and_(*parts)


def _refuse_symbolic_stop(name: str) -> None:
    """Refuses any()/all() over the program's own iterator at an element whose truth is
    symbolic: Python takes no further element where it decides, and the iterator's
    `__next__` (its effects, where it stands afterwards) would run on every path."""
    raise UnsupportedConstruct(
        f"{user_line()}: {name}() over an iterator of the program's class whose element "
        f"decides it on some paths only: Python takes no further element there, and "
        f"stamen would take them on every path; decide with a loop over a list "
        f"(list(it)) or a generator, which stamen runs itself")


def search_own(kind: str, stream):
    """`any(E for ...)` (`kind` "any") or `all(E for ...)` of a generator expression written
    in the call, whose element may raise or have an effect: as Python's, taken no further
    than the first element that decides; the stream is the call's own, so the search may
    take the elements left at once where that shows nowhere (see `first_hit`). Only the
    call holds the stream: marked `owned`, its steps are no write a speculation that
    runs this search (an enclosing one's element) must undo."""
    stream = owned(stream)
    if kind == "any":
        return first_hit(stream, truth, own=True)
    return not_(first_hit(stream, lambda v: not_(truth(v)), own=True))


def b_map(fn, *iterables):
    """map(fn, *iterables): Python's lazy iterator; over a sequence of symbolic length, an
    iterator that applies fn to the real elements only (see vm.seqlib.LazyIter)."""
    if not iterables:
        raise TypeError("map() must have at least two arguments.")
    return mapped(fn, iterables, builtins.map, Mapped, LazyIter)


def mapped(fn, iterables, native, stream: type, lazy: type):
    """Returns map(fn, *iterables) as the iterator its arguments allow: `stream(fn, ...)`
    taking an element when asked where one of them keeps state, `lazy` (a LazyIter) over a
    sequence of symbolic length, else `native(fn, *iterables)`, Python's own (the kinds
    let itertools.starmap report its own type)."""
    fn = lifted_callable(fn)
    if any(keeps_state(it) for it in iterables):  # taken one by one, when asked
        streams = [as_stream(it) for it in iterables]
        return stream(fn, Zipped(streams))
    iterables = [_compacted(it) if _partial(it) else it for it in iterables]
    if not any(_symbolic_length(it) for it in iterables):
        for it in iterables:
            _require_order(it)
        return native(fn, *iterables)
    _require_no_iterator_beside("map()", iterables)
    return lazy("map", fn, list(iterables))


def _require_no_iterator_beside(what: str, iterables) -> None:
    """Refuses map() or zip() of Python's iterator (or the program's) beside an iterable of
    symbolic length: Python takes from it as many elements as each path's shortest
    iterable allows, a count that iterator cannot keep per path (reading it whole, as
    list() would, lost the elements the program reads after)."""
    for it in iterables:
        if hasattr(type(it), "__next__"):
            raise UnsupportedConstruct(
                f"{user_line()}: {what} of an iterator ({type(it).__name__}) beside an "
                f"iterable of symbolic length: how many elements it takes from the iterator "
                f"depends on the path, which Python's iterator cannot keep per path; pass "
                f"the sequence itself, or list(it)")


def b_reduce(function, iterable, *initial):
    """functools.reduce(function, iterable[, initial]) as lifted code runs it: `function`
    called as a callable passed as a value is (a builtin such as `max` runs as its lifted
    meaning), each element folded in on the paths where it is present; TypeError where the
    sequence is empty and no initial value is given, as Python."""
    if len(initial) > 1:
        raise TypeError(f"reduce expected at most 3 arguments, got {2 + len(initial)}")
    fn = lifted_callable(function)
    iterable = _compacted(iterable) if _partial(iterable) else _elements(iterable)
    _require_order(iterable)
    acc, present = (initial[0], True) if initial else (None, False)
    for g, item in iterate(iterable):
        def fold(acc=acc, item=item, present=present):
            return under(present, lambda: call_user(fn, acc, item), lambda: item)

        acc = under(g, fold, lambda acc=acc: acc)
        present = or_(present, g)
    if present is not True:
        require(present, "reduce() of empty iterable with no initial value", TypeError)
    return acc


def b_filter(fn, iterable):
    """filter(fn, iterable): lazy as Python's; an element is kept on the paths where fn
    (or its truth) holds, so the result may have a symbolic length. A function chosen per
    path (None on some: the elements' truth there) filters on each."""
    if type(fn) is Union:
        return apply_guarded(fn.members, lambda f: b_filter(f, iterable))
    if keeps_state(iterable):  # taken one by one, when asked
        return Filtered(lifted_callable(fn), as_stream(iterable))
    if _partial(iterable):
        iterable = _compacted(iterable)
    _require_order(iterable)
    return lazy_iter("filter", fn, [iterable])


def _symbolic_length(value) -> bool:
    """Whether `value`'s length is symbolic (a stamen sequence, a string term, or an object
    whose type says how long it is: `_stamen_length`, as lift.stdlib's deque)."""
    t = type(value)
    if (t is List and value._stamen_len is not None) or t in (
            PaddedTuple, Union, SymbolicRange, LazyIter, LazyFilter):
        return True
    if t is Term:  # a string term (its characters: vm.python.pyops.iterate)
        return value.sort is STRING
    custom = getattr(t, "_stamen_length", None)
    return custom is not None and type(custom(value)) is not int


def _require_order(iterable) -> None:
    """Refuses to iterate, in an order-dependent way, a set whose order Python's hashes
    decide on members stamen does not know (see vm.sets)."""
    if isinstance(iterable, (set, frozenset)) and is_symbolic_set(iterable):
        refuse_order(iterable)


def _partial(iterable) -> bool:
    """Whether `iterable` is a dict (or a view of one, or an iterator over one) with keys
    present on some paths only: its items are present under guards that need not form a
    prefix."""
    t = type(iterable)
    if t is DictView:
        return is_partial(iterable.d)  # a view of a plain dict is Python's view
    return t is GuardedIterator or isinstance(iterable, _Listed) or isinstance(
        iterable, dict) and is_partial(iterable)


def _listed(iterable):
    """Returns a partial dict (or view) or a lifted map/filter as the list of the items
    present on the path; any other iterable as it is (the program's own iterator is taken
    lazily, as Python's enumerate and zip take it)."""
    if isinstance(iterable, LazyIter):
        return make_list(*elements_of(iterable))
    if type(iterable) is Generated:
        return iterable.rest()
    return _compacted(iterable) if _partial(iterable) else iterable


def _elements(iterable, hint: bool = False):
    """For a builtin that takes every element (list, tuple, sorted, sum, min, max, set):
    returns an iterable whose iteration is the program's code (its `__iter__`/`__next__`,
    or `__getitem__`) as the tuple of its elements, merged over the paths, since its
    StopIteration (IndexError) may end the loop under a symbolic condition (see
    `runtime.user_items`); a generator expression as its elements left; any other
    iterable as it is. With `hint` (list, tuple, sorted), the program's `__len__` is asked
    once the iterator is made, as Python's length hint asks it (see `length_hint`)."""
    if type(iterable) is Generated:
        return iterable.rest()
    if is_stream(iterable):  # a lifted generator: every element, each step as it comes
        return _compacted(iterable)
    if hooks.user_items is not None and user_protocol(type(iterable)):
        after_iter = length_hint if hint else None
        if getattr(getattr(type(iterable), "__iter__", None), "__stamen_generator__", False):
            it = call_user(iter, iterable)  # a lifted generator `__iter__`
            if after_iter is not None:
                after_iter(iterable)
            return _compacted(it)
        return hooks.user_items(iterable, after_iter)
    return iterable


def _compacted(iterable) -> List:
    """Returns the list of a partial dict's (or view's) items present on the path."""
    elems, n = compact(list(iterate(iterable)))
    result = List(elems)
    if type(n) is not int:
        result._stamen_len = n
    return result


def b_list(iterable=()):
    """list(iterable), keeping a symbolic length."""
    iterable = _elements(iterable, hint=True)
    if type(iterable) is Union:
        return apply_guarded(iterable.members, b_list)
    _require_order(iterable)
    if _partial(iterable):
        return _compacted(iterable)
    result = List()
    if isinstance(iterable, LazyIter):
        return make_list(*elements_of(iterable))
    if _symbolic_length(iterable):
        items = list(iterate(iterable))
        list.extend(result, [e for _, e in items])
        result._stamen_len = length(iterable) if type(iterable) is not SymbolicRange else \
            iterable.length
        return result
    with on_behalf():
        list.extend(result, iterable)
    return result


def b_tuple(iterable=()):
    """tuple(iterable); a symbolic length gives a union of tuples (or, under
    merge="logic", one padded tuple)."""
    iterable = _elements(iterable, hint=True)
    if type(iterable) is Union:
        return apply_guarded(iterable.members, b_tuple)
    if _partial(iterable):
        iterable = _compacted(iterable)
    if not _symbolic_length(iterable):
        _require_order(iterable)
        return tuple(iterable)
    if isinstance(iterable, LazyIter):
        return make_tuple(*elements_of(iterable))
    elems = [e for _, e in iterate(iterable)]
    n = length(iterable)
    if current().config.merge == "logic":
        return PaddedTuple(tuple(elems), n)
    return merge_all([(arith_eq(n, k), tuple(elems[:k])) for k in range(len(elems) + 1)])


def arith_eq(a, b):
    from stamen.terms.boolean import eq

    return eq(a, b)


def b_isinstance(obj, classinfo):
    """isinstance(obj, classinfo); a symbolic int is an int, a union asks each member; a
    class or tuple of classes chosen per path is asked on each (`classinfo_cases`)."""
    cases = classinfo_cases(classinfo)
    if cases is not None:
        return apply_guarded(cases, lambda k: b_isinstance(obj, k))
    return py_isinstance(obj, classinfo)


def b_issubclass(cls, classinfo):
    """issubclass(cls, classinfo) where either is a union (`type(o)` of a union, a class
    chosen per path) or a tuple holding one: asked of each member, as Python asks on each
    path."""
    if type(cls) is Union:
        return apply_guarded(cls.members, lambda c: b_issubclass(c, classinfo))
    cases = classinfo_cases(classinfo)
    if cases is not None:
        return apply_guarded(cases, lambda k: b_issubclass(cls, k))
    return call_user(issubclass, cls, classinfo)


def b_type(*args):
    """type(obj): the Python type obj has on every path (a union of types if it differs);
    type(name, bases, dict) as Python."""
    if len(args) == 1:
        return py_type(args[0])
    if len(args) == 3 and isinstance(args[1], tuple) and any(
            type(b) is Union for b in args[1]):
        raise base_refusal()  # a base class chosen per path
    return call_user(builtins.type, *args)


def b_str(*args, **kwargs):
    """str(obj): Python's string on every path, or UnsupportedConstruct (see vm.strings)."""
    if not args:
        return call_user(builtins.str, **kwargs)
    if len(args) == 1 and not kwargs:
        return render("str()", py_str, args[0], lazy=True)
    return render("str()", lambda *a: call_user(builtins.str, *a, **kwargs), *args, lazy=True)


def b_print(*args, sep=" ", end="\n", file=None, flush=False):
    """print(...) in lifted code. To the terminal (no `file`, or sys.stdout/sys.stderr), a
    symbolic value prints as its term: a debugging aid, whose text goes to the output,
    never into the program's values. To another file (a StringIO the program reads
    back), Python's text: `_print_to`."""
    import sys

    from stamen.terms.printing import term_str

    if file is None or file is sys.stdout or file is sys.stderr:
        texts = [term_str(a) if type(a) is Term else repr(a) if type(a) is Union else a
                 for a in args]
        return call_user(builtins.print, *texts, sep=sep, end=end, file=file, flush=flush)
    return _print_to(file, args, sep, end, flush)


def _print_to(file, args: tuple, sep, end, flush) -> None:
    """print(*args, sep=sep, end=end, file=file) as Python runs it: each value's str()
    written by `file.write`, then the separator, and at last the end, one call each. A
    text that is symbolic (a term, or a text per path) goes to a `write` of the program's
    own only: a C file (StringIO) would store stamen's encoding, so it is refused."""
    for name, text in (("sep", sep), ("end", end)):
        if text is not None and type(text) is not str:
            raise TypeError(f"{name} must be None or a string, not {type(text).__name__}")
    sep, end = " " if sep is None else sep, "\n" if end is None else end
    with on_behalf():
        write = file.write
    program_file = is_program_class(type(file))
    for i, arg in enumerate(args):
        if i:
            call_user(write, sep)
        text = b_str(arg)
        if type(text) is not str and not program_file:
            raise UnsupportedConstruct(
                f"{user_line()}: print(..., file=...) of a value whose text is symbolic "
                f"({text!r}) to a {type(file).__name__}, which would store stamen's "
                f"encoding; print str(v) of a concrete value (sol.evaluate, "
                f"stamen.concretize), or write to a file object of the program's")
        call_user(write, text)
    call_user(write, end)
    if flush:
        call_user(file.flush)


def b_callable(obj):
    """callable(obj): whether the value is callable on every path."""
    return py_callable(obj)


def b_id(obj):
    """id(obj): the id of the object obj is on each path (see vm.identity)."""
    return py_id(obj)


def b_hash(obj):
    """hash(obj): Python's hash on every path (see vm.hashing)."""
    return py_hash(obj)


def b_repr(obj):
    """repr(obj) (see `b_str`)."""
    return render("repr()", py_repr, obj, lazy=True)


def b_ascii(obj):
    """ascii(obj) (see `b_str`)."""
    return render("ascii()", builtins.ascii, obj, lazy=True)


def b_format(obj, spec=""):
    """format(obj, spec) (see `b_str`)."""
    return render("format()", py_format, obj, spec, lazy=True)


def b_iter(iterable, *sentinel):
    """iter(iterable[, sentinel]); of a dict of symbolic shape, an iterator that gives each
    path's entries in that path's order; of a sequence (list, tuple, str, range), Python's
    iterator reading it by position, the position kept by the store; of a set of symbolic
    shape, refused (see vm.sets)."""
    if not sentinel:
        if isinstance(iterable, (GuardedIterator, Stream)):
            return iterable  # an iterator's iter() is itself (its position is shared)
        if _partial(iterable):  # each path's entries, in its order
            return GuardedIterator(list(iterate(iterable)))
        if sequence(iterable):  # its position is state the store keeps (a `next` in a
            return as_stream(iterable)  # branch moves it there only)
        _require_order(iterable)
    return call_user(builtins.iter, iterable, *sentinel)


class Generated(GeneratorLike, GuardedIterator):
    """The value of a generator expression in lifted code. Its elements are computed at
    once (a List, whose length may be symbolic); it is an iterator, as Python's generator
    is: `next()` takes its elements one by one, and a consumer that takes them all (a loop,
    list(), sum(), sorted(), join) gets the rest. The List is never written; what `next`
    changes is the position (see GuardedIterator)."""

    __slots__ = ("source",)

    def __init__(self, source):
        super().__init__(None)
        self.source = source

    @property
    def entries(self) -> list:
        """The (guard, element) pairs of the List, listed once when first needed (a cache
        of a value that never changes, not state)."""
        if self._items is None:
            object.__setattr__(self, "_items", list(iterate(self.source)))
        return self._items

    def rest(self):
        """Takes every element left: the List as computed where `next` took none, else
        those left."""
        if type(self.pos) is int and self.pos == 0:
            self._move(len(self.entries))
            return self.source
        return _compacted(self)

    def __repr__(self):
        return "<generator object <genexpr>>"


def generated_from(source, eager, lazy, mode: str = "exact"):
    """Returns the generator of a lifted generator expression whose first iterable is
    `source`: over a lifted generator, `lazy(source)`, a lifted generator that runs the
    expression as Python's does, one element per `next` (the source may be infinite, or
    run the program's code as it goes, which must happen no earlier than in Python). The
    same when the expression is "exact" (an element may raise or have an effect, and its
    consumer could tell when), or "safe" (no element can) over a list, which the program
    may change before the consumer takes the elements (Python's generator reads it then):
    over a list, tuple, range or a union of them as it is, over anything else (a dict, its
    views, a set, a string) as the list of its elements, taken first as the eager form
    takes them (a lifted generator steps through sequences only). Otherwise ("whole": a
    builtin takes every element at once; "safe" over a value that cannot change) its
    elements are computed at once (`eager(source)`, a list)."""
    if is_stream(source) or taken_by_position(source):
        return lazy(source)
    if mode == "whole" or (mode == "safe" and _fixed(source)):
        return Generated(eager(source))
    if _steps(source):
        return lazy(NextStream(source))
    if _plain_dict_or_view(source):  # Python's iterator reads it when asked (its values
        over = source.d if type(source) is DictView else source  # then, or the error of
        return lazy(NextStream(iter(settled(source)), over))  # a changed size)
    return lazy(source if type(source) in _LAZY_SOURCES else b_list(source))


def _plain_dict_or_view(source) -> bool:
    """Whether `source` is a dict (or a view of one) with no key present on some paths only
    and no symbolic key, whose Python iterator lifted code may step."""
    if type(source) in DICT_VIEWS:
        return True  # Python's own view (of a dict made plain)
    d = source.d if type(source) is DictView else source
    return isinstance(d, dict) and not is_partial(d) and native_symbolic_key(d) is None


def _fixed(source) -> bool:
    """Whether a generator expression of `_SAFE_NODES` over `source` may be computed when
    made: the source cannot change (a tuple or range, not a list the program may change
    before the consumer takes the elements), is short, and holds only ints and bools (an
    element of another type could make `+` or `<` raise, which Python does when the
    consumer reaches it, if ever)."""
    if type(source) is Union:
        return all(_fixed(m) for _, m in source.members)
    if type(source) is range:
        return len(source) <= _FIXED_MOST
    return (type(source) in (tuple, PaddedTuple) and tuple.__len__(source) <= _FIXED_MOST
            and all(type(v) in (int, bool) or type(v) is Term and v.sort in (INT, BOOL)
                    for v in tuple.__iter__(source)))


_FIXED_MOST = 10_000


def _steps(source) -> bool:
    """Whether `source` is an iterator of Python's or the program's (not a dict, set or
    view, whose elements the generator takes as a list): a generator expression takes
    its elements one by one, when asked, as Python's does (it may be infinite, or log)."""
    if type(source) is Union:
        return any(_steps(m) for _, m in source.members)
    return hasattr(type(source), "__next__") and not isinstance(source, (dict, set, frozenset))


class NextStream(Stream):
    """A stream over an iterator of Python's or the program's: each element is its `next()`
    (`b_next`: a StopIteration the program's `__next__` raises on some paths only ends the
    stream there)."""

    what = "iterator"
    _stamen_steps_python = True  # its position is Python's iterator's (no undo restores it)

    def __init__(self, iterator, over=None):
        object.__setattr__(self, "_stamen_iterator", iterator)
        object.__setattr__(self, "_stamen_over", over)  # the dict Python's iterator reads

    def advance(self) -> tuple:
        over = self._stamen_over
        if isinstance(over, dict) and is_partial(over):  # (a native view: no dict to ask)
            raise UnsupportedConstruct(
                f"{user_line()}: a generator expression over a dict changed under a symbolic "
                f"condition after the expression was made: Python's iterator of it would see "
                f"each path's change (its size changed on some paths only); make a list of "
                f"the dict's keys first")
        v = b_next(self._stamen_iterator, _NO_ELEMENT)
        if v is _NO_ELEMENT:
            return False, None
        if type(v) is not Union:
            return True, v
        going = or_(*(g for g, m in v.members if m is not _NO_ELEMENT))
        present = [(g, m) for g, m in v.members if m is not _NO_ELEMENT]
        return going, present[0][1] if len(present) == 1 else merge_all(present)


_NO_ELEMENT = object()


# The iterables a lifted generator steps through as Python does (a dict view or a set of
# symbolic shape is refused there, so an expression over one takes its list first).
_LAZY_SOURCES = (list, tuple, range, List, Union)


def b_next(iterator, *default):
    """next(iterator[, default]); of an iterator of path-dependent length (a lifted
    generator expression, an iterator over a dict of symbolic shape), on each path the
    next element left there, or `default` (StopIteration) where none is; of a union of
    iterators, each member's next element under its guard."""
    if type(iterator) is Union:  # a union of iterators (generators popped from a queue)
        return apply_guarded(iterator.members, lambda it: b_next(it, *default))
    if is_stream(iterator):
        if len(default) > 1:
            raise TypeError(f"next expected at most 2 arguments, got {1 + len(default)}")
        return iterator.next_or(default[0]) if default else iterator.next_()
    if isinstance(iterator, GuardedIterator) or (
            isinstance(iterator, LazyIter) and type(iterator).__next__ is LazyIter.__next__):
        if len(default) > 1:
            raise TypeError(f"next expected at most 2 arguments, got {1 + len(default)}")
        return iterator.next_or(default[0]) if default else iterator.next_()
    if default and program_function(getattr(type(iterator), "__next__", None)):
        # the program's StopIteration, raised on some paths only, is next()'s to catch
        return hooks.caught_natively(lambda: builtins.next(iterator, *default),
                                     (StopIteration,))
    return call_user(builtins.next, iterator, *default)


def b_reversed(seq):
    """reversed(seq): of a sequence, Python's reverse iterator, which reads it by position
    when asked (`ReversedStream`: a list changed after reversed() is seen as Python sees
    it); of anything else, a list of Python's reversed elements (a symbolic length kept)."""
    if type(seq) is Union:
        return apply_guarded(seq.members, b_reversed)
    if sequence(seq) and getattr(type(seq), "__reversed__", None) in _SEQUENCE_REVERSED:
        return ReversedStream(seq)
    if _plain_dict_or_view(seq):
        # Python's reverse iterator of a plain dict or view, which reads it when asked (a
        # change meanwhile: new values, or the RuntimeError of a changed size)
        return call_user(builtins.reversed, settled(seq))
    return as_stream(reversed_now(seq))  # an iterator, as Python's (`next` takes it)


def reversed_now(seq):
    """reversed(seq) taken at once, as a list (a symbolic length kept): what a
    comprehension that cannot change `seq` reads from it (`rewrite`), and reversed() of
    what is not a sequence."""
    if type(seq) is Union:
        return apply_guarded(seq.members, reversed_now)
    if isinstance(seq, LazyIter):
        raise TypeError(f"'{seq.kind}' object is not reversible")
    if not hasattr(type(seq), "__reversed__") and type_of(seq) is not type(seq) and not (
            type(seq) is Term and seq.sort is STRING):  # (a str: a sequence, reversible)
        raise TypeError(f"'{type_of(seq).__name__}' object is not reversible")  # a stand-in
    if _partial(seq):
        seq = _compacted(seq)
    if not _symbolic_length(seq):
        _require_order(seq)
        return List(call_user(builtins.reversed, seq))
    if type(seq) is List:
        elems, n = seq_physical(seq), seq_len(seq)
    else:
        elems, n = [e for _, e in iterate(seq)], length(seq)
    if not elems:
        return List()
    out = []
    for j in range(len(elems)):
        # element j of the result is element n-1-j of the input
        position = arith.sub(arith.sub(n, 1), j)
        pairs = [(arith_eq(position, i), e) for i, e in enumerate(elems)]
        pairs = [(g, e) for g, e in pairs if g is not False]
        out.append(merge_all(pairs) if pairs else elems[0])
    result = List(out)
    result._stamen_len = n
    return result


# The __reversed__ of the sequences whose reverse iterator reads them by position (a
# subclass's own __reversed__ is called as Python calls it)
_SEQUENCE_REVERSED = {getattr(t, "__reversed__", None) for t in (list, tuple, str, bytes, range)}
_SEQUENCE_REVERSED.add(getattr(List, "__reversed__", None))


def _streamed(iterable):
    """Returns a union holding a lifted generator (or another stream) as one stream over
    its members, each taken where it is the value; anything else as it is."""
    if type(iterable) is Union and any(is_stream(m) for _, m in iterable.members):
        return as_stream(iterable)
    return iterable


def b_enumerate(iterable, start=0):
    """enumerate(iterable, start) as a list of pairs (a symbolic length is kept); of a
    lifted generator (or a union holding one), as lazy as Python's."""
    iterable = _streamed(iterable)
    if is_stream(iterable) or keeps_state(iterable):  # taken one by one, when asked
        return Enumerated(as_stream(iterable), start)
    iterable = _listed(iterable)
    if not _symbolic_length(iterable):
        _require_order(iterable)
        if type(start) is not Term or start.sort is not INT:
            return call_user(builtins.enumerate, iterable, start)
        # a symbolic int start, which Python's enumerate would convert with __index__:
        # the same pairs, counted from the term, as lazily as enumerate's
        return ((arith.add(start, i), e) for i, e in builtins.enumerate(iterable))
    items = list(iterate(iterable))
    result = List([(start + i, e) for i, (_, e) in enumerate(items)])
    result._stamen_len = length(iterable)
    return _Listed.of(result, builtins.enumerate)


def _require_equal_lengths(lengths: list) -> None:
    """zip(strict=True)'s check, with Python's message on each path: Python stops at the
    shortest length m; if the first iterable has more, the first one of length m is
    "shorter"; else the first one after it with more is "longer"."""
    shortest = lengths[0]
    for m in lengths[1:]:
        shortest = ite(arith.lt(m, shortest), m, shortest)
    ended = [arith_eq(m, shortest) for m in lengths]
    for i in range(1, len(lengths)):
        earlier_go_on = and_(*(not_(e) for e in ended[1:i]))
        shorter = and_(not_(ended[0]), ended[i], earlier_go_on)
        earlier_ended = and_(*ended[:i])
        longer = and_(earlier_ended, not_(ended[i]))
        shape = [1] * len(lengths)
        shape[i] = 0
        require(not_(shorter), messages.zip_strict_error(tuple(shape)), ValueError)
        shape = [0] * len(lengths)
        shape[i] = 1
        require(not_(longer), messages.zip_strict_error(tuple(shape)), ValueError)


def b_zip(*iterables, strict=False):
    """zip(*iterables) as a list of tuples (the shortest symbolic length is kept); with a
    lifted generator among them (or a union holding one), as lazy as Python's."""
    iterables = tuple(map(_streamed, iterables))
    if any(keeps_state(it) for it in iterables):  # taken one by one, when asked
        return Stream.zip_of(list(iterables), strict)
    iterables = [_compacted(it) if _partial(it) else it for it in iterables]
    if not any(_symbolic_length(it) for it in iterables):
        for it in iterables:
            _require_order(it)
        return call_user(builtins.zip, *iterables, strict=strict)
    _require_no_iterator_beside("zip()", iterables)
    # each as list() sees it: a union of the program's iterables (no len()) is iterated
    columns = [elements_of(it) for it in iterables]
    lengths = [n for _, n in columns]
    if strict:
        _require_equal_lengths(lengths)
    n = lengths[0]
    for m in lengths[1:]:
        n = ite(arith.lt(m, n), m, n)
    width = min(len(elems) for elems, _ in columns)
    result = List([tuple(elems[j] for elems, _ in columns) for j in range(width)])
    result._stamen_len = n
    return _Listed.of(result, builtins.zip)


class _Listed(GuardedIterator):
    """enumerate() or zip() over an iterable of symbolic length: the pairs, computed when
    it is made (a List), taken as Python's iterator takes them (`next`, a loop; len() and
    indexing are Python's TypeError, type() is enumerate or zip)."""

    __slots__ = ()

    @staticmethod
    def of(result: List, python_type: type) -> GuardedIterator:
        listed = (_ListedEnumerate if python_type is builtins.enumerate else _ListedZip)(None)
        object.__setattr__(listed, "_items", list(iterate(result)))
        return listed


class _ListedEnumerate(_Listed):
    __slots__ = ()
    _stamen_python_type = builtins.enumerate


class _ListedZip(_Listed):
    __slots__ = ()
    _stamen_python_type = builtins.zip


# ------------------------------------------------------------ attributes --
# An attribute set under a symbolic condition holds, after the join, a union with an
# ABSENT member (see vm.store): it exists exactly where the other members' guards hold.


def _getattr_hook(obj, name: str, hook, raising: bool):
    """Returns `hook(obj, name)` (a class's __getattr__); where it raises AttributeError,
    that error if `raising` (a read: Python's getattr raises it, message and all), else
    ABSENT (getattr with a default, hasattr: Python's getattr finds nothing)."""
    if raising:
        return call_user(hook, obj, name)  # the program's own error where it raises
    try:
        return call_user(hook, obj, name)
    except AttributeError:
        return ABSENT


def _partial_attribute(obj, name: str, value: Union, raising: bool = False):
    """Returns (guard, value) for an instance attribute present on some paths only: where
    it holds a value (the instance's, or else the class's, or else its __getattr__'s),
    and that value. __getattr__ runs where the instance lacks the attribute only, as
    Python calls it: its effects, and its AttributeError (`_getattr_hook`), belong to
    those paths."""
    from stamen.vm.python.dicts import presence

    present, value = presence(value)
    if present is True:
        return True, value
    cached = _cached_property(obj, name)
    if cached is not None:  # computed (and stored) where the instance lacks it, as Python's
        computed = under(not_(present) if present is not False else True,
                         lambda: cached_value(cached, obj, name), lambda: None)
        return True, computed if present is False else _select(present, value, computed)
    # the class's (bound, if a descriptor; a base's, for a class), itself present on some
    # paths only where the class was given the attribute under a branch
    there, fallback = presence(class_default(obj, name))
    if there is not False:
        value = fallback if present is False else _select(present, value, fallback)
        present = or_(present, there)
        if present is True:
            return True, value
    hook = getattr(type(obj), "__getattr__", None)
    if hook is None:
        return present, value
    if present is False:
        return presence(_getattr_hook(obj, name, hook, raising))
    return presence(branch_and_merge(present, Returns(value),
                                     lambda: _getattr_hook(obj, name, hook, raising)))


def _cached_property(obj, name: str):
    """Returns the functools.cached_property an instance's attribute `name` comes from (the
    first class in its MRO that has `name`), or None."""
    if isinstance(obj, type):
        return None
    for klass in type(obj).__mro__:
        if name in klass.__dict__:
            found = klass.__dict__[name]
            return found if isinstance(found, functools.cached_property) else None
    return None


def cached_value(prop: functools.cached_property, obj, name: str):
    """A cached_property's value where the instance lacks it: its function's, stored in
    the instance through the store, as Python's __get__ stores it (natively)."""
    value = call_user(prop.func, obj)
    object_setattr(obj, name, value)
    return value


def attribute(obj, name: str):
    """Returns obj.name as lifted code reads it: where the attribute exists only on some
    paths, its value there (the class's, or AttributeError, on the others)."""
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: attribute(o, name))
    with on_behalf():
        value = getattr(obj, name)
    return present_attribute(obj, name, value)


def present_attribute(obj, name: str, value):
    """Returns `value`, just read as obj.name, where the attribute is present: an
    instance attribute stored on some paths only (a union with ABSENT members) reads the
    class's attribute on the others, or fails there with AttributeError."""
    if type(value) is Union:
        present, value = _partial_attribute(obj, name, value, raising=True)
        if present is not True:
            require(present, messages.no_attribute(obj, name), AttributeError)
    return value


def _per_name(fn):
    """Makes fn(obj, name, ...) (getattr and its kin) take a name that differs per path
    (`"visit_" + type(node).__name__` over a union of node classes): called once per case
    of the name, each under its guard; a string term of unknown value is refused."""
    def per_name(obj, name, *rest):
        t = type(name)
        if t is Union:
            return apply_guarded(name.members, lambda n: per_name(obj, n, *rest))
        if t is Term and name.sort is STRING:
            from stamen.terms.valueset import value_map

            cases = value_map(name)
            if cases is None:
                raise UnsupportedConstruct(
                    f"{user_line()}: {fn.__name__[2:]}() with an attribute name that is a "
                    f"symbolic string of unknown value; choose the name among known ones")
            return apply_guarded([(g, n) for n, g in cases.items()],
                                 lambda n: fn(obj, n, *rest))
        return fn(obj, name, *rest)

    per_name.__name__, per_name.__doc__ = fn.__name__, fn.__doc__
    return per_name


def _read_or_missing(obj, name: str):
    """Returns (missing, value): getattr(obj, name, _MISSING), Python's read with a
    default, as where it found nothing (a guard) and what it read elsewhere. Where the
    program's code may raise the AttributeError (a class's `__getattr__`, a property), it
    may do so on some paths only, which C's getattr cannot see: the read then runs as a
    region catching AttributeError (`hooks.caught_natively`), re-run in the world where the
    program raises it, so C's getattr finds nothing exactly there."""
    if not _program_may_raise(type(obj), name):
        value = call_user(getattr, obj, name, _MISSING)
        return value is _MISSING, value
    value = hooks.caught_natively(lambda: call_user(getattr, obj, name, _MISSING),
                                  (AttributeError,))
    if value is _MISSING:
        return True, value
    if type(value) is not Union or all(m is not _MISSING for _, m in value.members):
        return False, value
    found = [(g, m) for g, m in value.members if m is not _MISSING]
    missing = or_(*(g for g, m in value.members if m is _MISSING))
    return missing, found[0][1] if len(found) == 1 else merge_all(found)


def _program_may_raise(cls: type, name: str) -> bool:
    """Whether reading `name` off an instance of `cls` may run the program's code: a
    `__getattr__`, or a descriptor the class (or a base) defines for that name."""
    if getattr(cls, "__getattr__", None) is not None:
        return True
    found = inspect.getattr_static(cls, name, None)
    return found is not None and hasattr(type(found), "__get__") and not isinstance(
        found, (types.FunctionType, staticmethod, classmethod))


@_per_name
def b_getattr(obj, name, *default):
    """getattr(obj, name[, default]), seeing attributes that exist on some paths only; a
    term has the attributes of the Python type it stands for (see vm.pytype)."""
    if type(obj) is Term:
        return py_getattr(obj, name, *default)
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: b_getattr(o, name, *default))
    if not default:
        return attribute(obj, name)
    missing, value = _read_or_missing(obj, name)
    if missing is True:
        return default[0]
    if type(value) is Union:
        present, value = _partial_attribute(obj, name, value)
        value = _select(present, value, default[0]) if present is not False else default[0]
    return value if missing is False else _select(missing, default[0], value)


# What the presence checks of class patterns read (`pattern_has_attr`), by (id(subject),
# name): the pattern's reads of that sub-subject take it (`pattern_attr`).
_PATTERN_READS: dict = {}


def pattern_has_attr(obj, name: str):
    """hasattr(obj, name) for a sub-pattern of a class pattern, reading the attribute
    once: its value is kept for the pattern's reads of it, so a __getattr__ or a property
    runs once per sub-pattern, as Python's getattr runs it (per member of a union)."""
    if type(obj) is Term:
        return b_hasattr(obj, name)
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: pattern_has_attr(o, name))
    missing, value = _read_or_missing(obj, name)
    if missing is True:
        return False
    present = True
    if type(value) is Union:
        present, value = _partial_attribute(obj, name, value)
    present = and_(not_(missing), present)
    if len(_PATTERN_READS) > 256:  # a bound: a dropped entry is only read again
        _PATTERN_READS.clear()
    _PATTERN_READS[(id(obj), name)] = (obj, value)
    return present


def pattern_attr(obj, name: str):
    """Returns a class pattern's sub-subject obj.name where `pattern_has_attr` found it:
    the value that check read (every read of it follows its check in the same pattern)."""
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: pattern_attr(o, name))
    entry = _PATTERN_READS.get((id(obj), name))
    if entry is not None and entry[0] is obj:
        return entry[1]
    return b_getattr(obj, name)


def b_dir(*args):
    """dir(obj): Python's own, refused where an attribute is present on some paths only
    (see `require_settled_attributes`)."""
    if not args:
        raise UnsupportedConstruct(f"{user_line()}: dir() without an argument in a lifted "
                                   f"function (its locals are stamen's)")
    if type(args[0]) is Union:
        return apply_guarded(args[0].members, lambda o: b_dir(o, *args[1:]))
    require_settled_attributes(args[0], "dir()")
    return call_user(builtins.dir, *args)


def b_vars(*args):
    """vars(obj): Python's own; a class's namespace (a mappingproxy, which lifted code
    reads natively) is refused where an attribute is set or deleted under a symbolic
    condition (see `require_settled_attributes`). vars() without an argument is locals()."""
    if not args:
        return frame_locals(sys._getframe(1), "vars()")
    if len(args) == 1 and type(args[0]) is Union:
        return apply_guarded(args[0].members, lambda o: b_vars(o))
    if len(args) == 1 and isinstance(args[0], type):
        require_settled_attributes(args[0], "vars()")
    return call_user(builtins.vars, *args)


def b_locals(*args):
    """locals() in a lifted function (see `frame_locals`)."""
    if args:
        call_user(builtins.locals, *args)  # Python's TypeError for the count
    return frame_locals(sys._getframe(1), "locals()")


def frame_locals(frame, what: str) -> dict:
    """Returns the program's local variables of a lifted function's `frame` as Python's
    locals() gives them: without stamen's own (the rewriter's `_stamen_*` names) and
    without a variable unbound there; refused where one is bound on some paths only
    (Python's dict holds it on those paths alone)."""
    names = {}
    for name, value in frame.f_locals.items():
        if name.startswith("_stamen") or type(value) is Unbound:
            continue
        if type(value) is Union and any(type(m) is Unbound for _, m in value.members):
            raise UnsupportedConstruct(
                f"{user_line()}: {what} where the variable `{name}` is bound on some paths "
                f"only; read the variables by name instead")
        names[name] = value
    return names


def require_settled_attributes(obj, what: str) -> None:
    """Refuses to hand Python the attribute table of an object with an attribute present on
    some paths only: it holds stamen's absent marker there, which `dir()` would list as an
    attribute on every path (lifted code reading `vars()` or `__dict__` sees the marker as
    a key present on some paths, as a dict of symbolic shape)."""
    if isinstance(obj, (Term, Union)) or type(obj).__module__ == "builtins" and \
            not isinstance(obj, type):
        return
    state = obj.__dict__ if isinstance(obj, type) else raw_state(obj)  # (a class's own)
    for name, value in state.items():
        if type(value) is Union and any(m is ABSENT for _, m in value.members):
            raise UnsupportedConstruct(
                f"{user_line()}: {what} of a {type(obj).__name__} whose attribute `{name}` "
                f"is set or deleted under a symbolic condition (it exists on some paths "
                f"only); read the attributes by name (getattr, hasattr) instead")


@_per_name
def b_hasattr(obj, name):
    """hasattr(obj, name): symbolic where the attribute exists on some paths only; a term
    has the attributes of the Python type it stands for."""
    if type(obj) is Term:
        return py_hasattr(obj, name)
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: b_hasattr(o, name))
    missing, value = _read_or_missing(obj, name)
    if missing is True:
        return False
    present = _partial_attribute(obj, name, value)[0] if type(value) is Union else True
    return and_(not_(missing), present)


@_per_name
def b_setattr(obj, name, value) -> None:
    """setattr(obj, name, value) through the store (merged at the join, as `obj.name = v`)."""
    from stamen.vm.python.pyops import set_attr

    set_attr(obj, name, value)


@_per_name
def b_delattr(obj, name) -> None:
    """delattr(obj, name) through the store."""
    from stamen.vm.python.pyops import del_attr

    del_attr(obj, name)


class SymbolicRange:
    """range(start, stop, step) with a symbolic bound or step: its length, membership and
    indexing are arithmetic; it is iterated up to the unrolling bound."""

    __slots__ = ("start", "stop", "step", "length")

    def __init__(self, start, stop, step=1):
        self.start, self.stop, self.step = start, stop, step
        self.length = range_length(start, stop, step)

    def __iter__(self):
        raise UnliftedBranchError(
            f"a range with a symbolic bound was iterated {native_use_site()}: iterate it "
            f"with a `for` loop or a comprehension in a @stamen.lifted function")

    def __getitem__(self, index):
        """r[index] = start + index * step, the index (possibly negative) in range."""
        if type(index) is slice:
            raise UnsupportedConstruct(
                f"{user_line()}: slicing a range with a symbolic bound is not supported")
        if type(index) is not Term and type(index) is not int:
            if not hasattr(type(index), "__index__"):
                raise TypeError(f"range indices must be integers or slices, not "
                                f"{type(index).__name__}")
            index = call_user(operator.index, index)  # (the program's __index__)
        position = ite(arith.lt(index, 0), arith.add(self.length, index), index) if type(
            index) is Term else (arith.add(self.length, index) if index < 0 else index)
        require(and_(arith.le(0, position), arith.lt(position, self.length)),
                "range object index out of range", IndexError)
        return arith.add(self.start, arith.mul(position, self.step))

    def __repr__(self):
        return f"range({self.start!r}, {self.stop!r}, {self.step!r})"

    def __eq__(self, other):
        """Python's range equality: the same sequence of values (equal lengths, and the
        same start where not empty, and the same step where longer than one)."""
        if type(other) is not SymbolicRange and type(other) is not range:
            return NotImplemented
        n = self.length
        m = other.length if type(other) is SymbolicRange else len(other)
        same_start = or_(arith_eq(n, 0), arith_eq(self.start, other.start))
        same_step = or_(arith.le(n, 1), arith_eq(self.step, other.step))
        return and_(arith_eq(n, m), same_start, same_step)

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not_(equal)

    def __hash__(self):
        raise UnsupportedConstruct(f"{user_line()}: hash() of a range with a symbolic bound "
                                   f"is not supported")


def _range_arguments(args):
    """Returns (start, stop, step) of range(*args) as ints or int terms, failing as Python
    does on a zero step or a non-integer argument."""
    if not 1 <= len(args) <= 3:
        raise TypeError(f"range expected at most 3 arguments, got {len(args)}")
    from stamen.vm.python.pyops import as_index

    values = [as_index(a) for a in args]
    start, stop, step = (0, values[0], 1) if len(values) == 1 else (*values, 1)[:3]
    if type(step) is Term:
        require(not_(arith_eq(step, 0)), "range() arg 3 must not be zero", ValueError)
    elif step == 0:
        raise ValueError("range() arg 3 must not be zero")
    return start, stop, step


def b_range(*args):
    """range(...); a symbolic bound or step gives a range whose length and membership are
    arithmetic, iterated up to the unrolling bound."""
    if not any(type(a) is Term for a in args):
        return call_user(builtins.range, *args)
    return SymbolicRange(*_range_arguments(args))


def _range_contains(r: SymbolicRange, item):
    from stamen.terms.operators import float_refused
    from stamen.vm.python.pyops import range_contains

    if type(item) is float:  # Python compares by ==: only an integral float can be in it
        if not item.is_integer():
            return False
        item = int(item)
    if type(item) is Term and item.sort is FLOAT64:
        raise float_refused(item)
    if type(item) is Fraction:
        if item.denominator != 1:
            return False
        item = int(item)
    if type(item) is not Term and not isinstance(item, int):
        return False  # Python compares by ==: no other value equals an int
    return range_contains(r.start, r.stop, r.step, item)


def iterate_range(r: SymbolicRange):
    """Yields (guard, i) for a symbolic range, up to the unrolling bound (its policy past
    it: `unrolling.past_bound`)."""
    from stamen.lift.unrolling import past_bound, probe_due
    from stamen.vm.paths.feasibility import feasible_on_path

    i = r.start
    unit = type(r.step) is not Term and r.step == 1
    k = 0
    while True:
        g = truth(arith.lt(i, r.stop) if unit else arith.lt(k, r.length))
        if g is False:
            return
        if probe_due(k) and not feasible_on_path(g):
            return  # no execution on this path goes on (e.g. an assumption bounds `stop`)
        if past_bound(k + 1, g, "range() with a symbolic bound", "iterations"):
            return
        yield g, i
        i = arith.add(i, r.step)
        k += 1


def b_sorted(iterable, *, key=None, reverse=False):
    """sorted(iterable, key=, reverse=): stable as Python's, on symbolic keys and
    sequences of symbolic length too (see vm.seqlib.sorted_elements)."""
    iterable = _elements(iterable, hint=True)
    if type(iterable) is Union:
        return apply_guarded(iterable.members, lambda m: b_sorted(m, key=key,
                                                                  reverse=reverse))
    if type(key) is Union:  # a key chosen per path (None on some: no key there)
        return apply_guarded(key.members, lambda k: b_sorted(iterable, key=k,
                                                             reverse=reverse))
    iterable = unordered(iterable, key)
    if _partial(iterable):
        iterable = _compacted(iterable)
    _require_order(iterable)
    return sorted_list(iterable, key, reverse)


def b_bool(value=False):
    """bool(value): the truth value, symbolic when value is."""
    return truth(value)


def b_int(value=0, *args, **kwargs):
    """int(value): bools to 0/1, reals truncated toward zero, bitvectors signed, a string
    term parsed in base 10 (see terms.pystr.int_of_text); a union per member, with the
    same base."""
    if type(value) is Union:
        return apply_guarded(value.members, lambda m: b_int(m, *args, **kwargs))
    if type(value) is Term and value.sort is STRING:
        return _int_of_text(value, *args, **kwargs)
    if kwargs:
        return call_user(builtins.int, value, *args, **kwargs)
    if args or type(value) is not Term:
        if not args:  # the program's __int__ (else __index__) may return a symbolic int
            n = user_int(value, "__int__")
            if n is NOT_USER and getattr(type(value), "__int__", None) is None:
                n = user_int(value, "__index__")
            if n is not NOT_USER:
                return n
        return call_user(builtins.int, value, *args)
    sort = value.sort
    if sort is BOOL:
        return ite(value, 1, 0)
    if sort is INT:
        return value
    if sort is REAL:
        floor = arith.to_int(value)
        return ite(arith.le(0, value), floor, arith.neg(arith.to_int(arith.neg(value))))
    if type(sort) is BitVecSort:
        from stamen.terms.bitvec import bv2int

        return bv2int(value, signed=True)
    if sort is FLOAT64:
        from stamen.terms.pyfloat import to_int

        return to_int(value)
    raise TypeError(f"int() of a symbolic {sort.name}")


def _int_of_text(s, base=10):
    """int(s, base) of a string term: base 10 is encoded; another base is refused."""
    if type(base) is not int or base != 10:
        if type(base) is not Term and not isinstance(base, int):
            raise TypeError(f"'{type(base).__name__}' object cannot be interpreted as an "
                            f"integer")
        raise UnsupportedConstruct(f"{user_line()}: int() of a symbolic string in base "
                                   f"{base!r}: only base 10 is supported")
    from stamen.terms.pystr import int_of_text

    return int_of_text(s)


def b_pow(base, exp, mod=None):
    """pow(base, exp[, mod]); with a term, Python's meaning (see operators.py_pow), including
    a concrete base to a symbolic exponent with a modulus, which Python's `pow` does not
    hand to the term."""
    args = (base, exp) if mod is None else (base, exp, mod)
    for i, a in enumerate(args):
        if type(a) is Union:
            return apply_guarded(a.members, lambda m, i=i: b_pow(*args[:i], m, *args[i + 1:]))
    if not any(type(a) is Term for a in args):
        return call_user(builtins.pow, *args)
    from stamen.terms.operators import py_pow

    result = py_pow(base, exp, mod)
    if result is NotImplemented:  # an object's `__pow__`/`__rpow__`, or Python's TypeError
        return call_user(builtins.pow, *args)
    return result


def b_divmod(a, b):
    """divmod(a, b): Python's, called as stamen calls the program's code (an un-lifted
    class's `__divmod__` or `__rdivmod__` handed a term runs under the helper watch)."""
    return call_user(builtins.divmod, a, b)


def b_round(number, ndigits=None):
    """round(number[, ndigits]), per member of a union (a term rounds itself)."""
    if type(number) is Union:
        return apply_guarded(number.members, lambda n: b_round(n, ndigits))
    if type(ndigits) is Union:
        return apply_guarded(ndigits.members, lambda d: b_round(number, d))
    digits = () if ndigits is None else (ndigits,)
    return call_user(builtins.round, number, *digits)


def b_float(value=0.0):
    """float(value): per member of a union; a symbolic bool, int or bit-vector (its unsigned
    value, as `BV.__index__`) rounds to a symbolic float (OverflowError on the paths where
    it is too large), a symbolic float is itself;
    a symbolic real is refused (see terms.pyfloat)."""
    if type(value) is Union:
        return apply_guarded(value.members, b_float)
    if type(value) is Term:
        from stamen.terms.pyfloat import from_number

        if type(value.sort) is BitVecSort:  # Python's float() reads BV's __index__
            from stamen.terms.bitvec import bv2int

            value = bv2int(value, signed=False)
        return from_number(value)
    return call_user(builtins.float, value)


def b_fraction(numerator=0, denominator=None):
    """fractions.Fraction(numerator[, denominator]) where an argument may be symbolic: the
    exact real (a zero denominator fails the path, as in Python); per member of a union."""
    args = (numerator,) if denominator is None else (numerator, denominator)
    for k, v in enumerate(args):
        if type(v) is Union:
            return apply_guarded(v.members, lambda m, k=k: b_fraction(*args[:k], m,
                                                                       *args[k + 1:]))
    if not any(type(v) is Term for v in args):
        return call_user(Fraction, *args)
    if denominator is None and numerator.sort is FLOAT64:
        return _fraction_of_float(numerator)
    from stamen.terms.operators import coerce, float_refused

    for v in args:
        if type(v) is float:
            raise float_refused(v)
        if type(v) is Term and v.sort is STRING:
            raise UnsupportedConstruct(
                f"{user_line()}: Fraction() of a symbolic string: parsing its text is not "
                f"encoded; compute the numerator and denominator as ints")
        if type(v) is Term and v.sort not in (BOOL, INT, REAL) or type(v) not in (
                Term, bool, int, Fraction):
            raise TypeError("both arguments should be Rational instances")
    top = coerce(numerator, REAL)
    if denominator is None:
        return top
    bottom = coerce(denominator, REAL)
    require(not_(arith_eq(bottom, Fraction(0))), "Fraction(numerator, 0)", ZeroDivisionError,
            (_zero_denominator_text(numerator),))
    return arith.rdiv(top, bottom)


def _zero_denominator_text(numerator):
    """Python's ZeroDivisionError text for Fraction(numerator, 0): `Fraction(n, 0)` with
    the numerator as an int (a bool is 0 or 1), a string term where it is an int term; the
    numerator of a Fraction term is not written (refused where the text is read)."""
    from stamen.terms import pystr
    from stamen.terms.partial import UnknownText

    if type(numerator) is Term and numerator.sort is BOOL:
        numerator = ite(numerator, 1, 0)
    if type(numerator) is Term and numerator.sort is INT:
        return strings.concat(strings.concat("Fraction(", pystr.text_of_int(numerator)),
                              ", 0)")
    if type(numerator) is not Term:
        return f"Fraction({Fraction(numerator).numerator}, 0)"
    return UnknownText("Fraction(", "the numerator of a symbolic Fraction is not written")


def _fraction_of_float(x):
    """Returns Fraction(x) of a symbolic float: its exact value, failing as Python does on
    nan (ValueError) and inf (OverflowError)."""
    from stamen.terms import floats

    require(not_(floats.isnan(x)), "cannot convert NaN to integer ratio", ValueError)
    require(not_(floats.isinf(x)), "cannot convert Infinity to integer ratio", OverflowError)
    return floats.to_real(x)


def _per_member(fn, name: str, on_term=None):
    """Returns the builtin `fn` (pure, native, of one argument) applied per member of a
    union argument,
    which native code would reject with a TypeError (a failure of the program), and per
    value of a term known to be one of a few literals; a term `on_term(term)` encodes
    (not None) is its value; another term is refused."""
    from stamen.terms.valueset import value_map

    def lifted_builtin(*args):
        if len(args) != 1:  # each takes one argument: Python's own TypeError for the count
            call_user(fn, *[None] * len(args))
        for k, v in enumerate(args):
            members = v.members if type(v) is Union else None
            encoded = on_term(v) if on_term is not None and type(v) is Term else None
            if encoded is not None:
                return encoded
            if type(v) is Term:
                values = value_map(v)
                if values is None:
                    raise UnsupportedConstruct(
                        f"{user_line()}: {name[2:]}() of the symbolic value {v!r}")
                members = [(g, value) for value, g in values.items()]
            if members is not None:
                return apply_guarded(members, lambda m, k=k: lifted_builtin(
                    *args[:k], m, *args[k + 1:]))
        return call_user(fn, *args)

    lifted_builtin.__name__ = lifted_builtin.__qualname__ = name
    lifted_builtin.__doc__ = f"{name}(...) per member of a union argument."
    return lifted_builtin


def _ord_of_term(v):
    """Returns ord(v) of a string term (see `pystr.text_ord`), None for another term."""
    from stamen.terms import pystr

    return pystr.text_ord(v) if v.sort is STRING else None


b_ord = _per_member(builtins.ord, "b_ord", _ord_of_term)
def _chr_of_term(v):
    """Returns chr(v) of an int or bool term (see `pystr.text_chr`), None for another."""
    from stamen.terms import pystr

    if v.sort is BOOL:
        v = ite(v, 1, 0)
    return pystr.text_chr(v) if v.sort is INT else None


b_chr = _per_member(builtins.chr, "b_chr", _chr_of_term)
def _radix_of_term(name: str, spec: str):
    """Returns the encoding of hex()/bin()/oct() of a bool or int term: Python's
    format(v, spec) ('#x', '#b', '#o': the same text, sign first), computed as format()
    computes it (a string term where the path bounds the int, else refused there, naming
    `name`)."""

    def on_term(v):
        if v.sort is not INT and v.sort is not BOOL:
            return None
        return render(f"{name}()", py_format, v, spec, lazy=True)

    return on_term


b_hex = _per_member(builtins.hex, "b_hex", _radix_of_term("hex", "#x"))
b_bin = _per_member(builtins.bin, "b_bin", _radix_of_term("bin", "#b"))
b_oct = _per_member(builtins.oct, "b_oct", _radix_of_term("oct", "#o"))


def b_dict(*args, **kwargs):
    """dict(...): keys compare by value, pairs are taken in order (see vm.dicts)."""
    if len(args) > 1:
        raise TypeError(f"dict expected at most 1 argument, got {len(args)}")
    if args and merges_table(args[0]):  # a copy: the same entries, in the same order
        with on_behalf():
            out = copy_dict_into(new_dict(), args[0], fresh=True)
        dict_update(out, (), kwargs)
        return out
    out = dict_build()
    dict_update(out, args, kwargs)
    return out


def b_counter(*args, **kwargs):
    """collections.Counter(...): elements counted with keys compared by value (see
    vm.dicts.counter_update), not by the hash of the term objects."""
    out = collections.Counter()
    counter_update(out, args, kwargs)
    return out


def b_set(iterable=()):
    """set(iterable): members compare by value (see vm.sets)."""
    return set_build(_elements(iterable))


def b_frozenset(iterable=()):
    """frozenset(iterable): members compare by value (see vm.sets)."""
    return set_build(_elements(iterable), frozenset)




SymbolicRange._stamen_iterate = staticmethod(iterate_range)
SymbolicRange._stamen_length = staticmethod(lambda r: r.length)
SymbolicRange._stamen_contains = staticmethod(_range_contains)
SymbolicRange._stamen_python_type = range
