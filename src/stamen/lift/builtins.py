"""Python built-in functions with their meaning on symbolic values (`b_len`, `b_min`, ...).

The rewriter replaces a call of a builtin by its `b_` version when the name
is not shadowed. On concrete arguments each behaves as the builtin; on
symbolic ones it gives the value Python would give on every path, with
Python's errors (e.g. min() of an empty sequence) as path failures.
"""

from __future__ import annotations

import builtins
from fractions import Fraction

from stamen.errors import UnliftedBranchError, UnsupportedConstruct, UntrackedMutation
from stamen.terms import arith
from stamen.terms.boolean import and_, ite, not_, or_
from stamen.terms.bv import BV
from stamen.terms.operators import user_location
from stamen.terms.partial import require
from stamen.terms.sorts import BOOL, INT, REAL, BitVecSort
from stamen.terms.term import Term
from stamen.vm.context import current
from stamen.vm.control import apply_guarded
from stamen.vm.merge import merge, merge_all
from stamen.vm.pyops import iterate, length, truth
from stamen.vm.seq import List, PaddedTuple, seq_len, seq_physical
from stamen.vm.union import Union

__all__ = ["b_len", "b_min", "b_max", "b_abs", "b_sum", "b_any", "b_all", "b_list", "b_tuple",
           "b_isinstance", "b_reversed", "b_enumerate", "b_zip", "b_range", "b_sorted",
           "b_bool", "b_int", "b_dict", "b_set", "SymbolicRange", "concrete_members",
           "concrete_keys"]


def b_len(value):
    """len(value), an int term for a sequence of symbolic length."""
    return length(value)


def _guarded(args):
    """Returns the (guard, element) pairs of min/max's arguments."""
    if len(args) == 1:
        return list(iterate(args[0]))
    return [(True, a) for a in args]


def _extremum(args, key, default, name: str, better):
    items = _guarded(args)
    if not items:
        if default is not _MISSING:
            return default
        raise ValueError(f"{name}() iterable argument is empty")
    if items[0][0] is not True:
        require(or_(*(g for g, _ in items)) if default is _MISSING else True,
                f"{name}() iterable argument is empty", ValueError)
    best, best_key, present = None, None, False
    for g, item in items:
        k = key(item) if key is not None else item
        if present is False:
            best, best_key, present = item, k, g
            continue
        take = and_(truth(g), truth(better(k, best_key)))
        if present is not True:
            take = or_(take, and_(truth(g), not_(present)))
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
    return _extremum(args, key, default, "min", lambda a, b: a < b)


def b_max(*args, key=None, default=_MISSING):
    """max() on possibly symbolic values (the first largest, as Python)."""
    return _extremum(args, key, default, "max", lambda a, b: a > b)


def b_abs(value):
    """abs(value)."""
    return abs(value)


def b_sum(iterable, start=0):
    """sum(iterable, start), adding only the elements present on the path."""
    total = start
    for g, item in iterate(iterable):
        total = total + item if g is True else _select(g, total + item, total)
    return total


def b_any(iterable):
    """any(iterable)."""
    parts = []
    for g, item in iterate(iterable):
        t = and_(g, truth(item))
        if t is True:
            return True
        parts.append(t)
    return or_(*parts)


def b_all(iterable):
    """all(iterable)."""
    parts = []
    for g, item in iterate(iterable):
        t = or_(not_(g), truth(item)) if g is not True else truth(item)
        if t is False:
            return False
        parts.append(t)
    return and_(*parts)


def _symbolic_length(value) -> bool:
    return (type(value) is List and value._stamen_len is not None) or type(value) in (
        PaddedTuple, Union, SymbolicRange)


def b_list(iterable=()):
    """list(iterable), keeping a symbolic length."""
    if type(iterable) is Union:
        return apply_guarded(iterable.members, b_list)
    result = List()
    if _symbolic_length(iterable):
        items = list(iterate(iterable))
        list.extend(result, [e for _, e in items])
        result._stamen_len = length(iterable) if type(iterable) is not SymbolicRange else \
            iterable.length
        return result
    list.extend(result, iterable)
    return result


def b_tuple(iterable=()):
    """tuple(iterable); a symbolic length gives a union of tuples (or, under
    merge="logic", one padded tuple)."""
    if type(iterable) is Union:
        return apply_guarded(iterable.members, b_tuple)
    if not _symbolic_length(iterable):
        return tuple(iterable)
    elems = [e for _, e in iterate(iterable)]
    n = length(iterable)
    if current().config.merge == "logic":
        return PaddedTuple(tuple(elems), n)
    return merge_all([(arith_eq(n, k), tuple(elems[:k])) for k in range(len(elems) + 1)])


def arith_eq(a, b):
    from stamen.terms.boolean import eq

    return eq(a, b)


def b_isinstance(obj, classinfo):
    """isinstance(obj, classinfo); a symbolic int is an int, a union asks each member."""
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda o: b_isinstance(o, classinfo))
    if type(obj) is Term:
        return _sort_type(obj.sort) is not None and issubclass(_sort_type(obj.sort), classinfo)
    return isinstance(obj, classinfo)


def _sort_type(sort):
    if sort is BOOL:
        return bool
    if sort is INT:
        return int
    if sort is REAL:
        return Fraction
    if type(sort) is BitVecSort:
        return BV
    return None


def b_reversed(seq):
    """reversed(seq) as a list (a symbolic length is kept)."""
    if type(seq) is Union:
        return apply_guarded(seq.members, b_reversed)
    if not _symbolic_length(seq):
        return List(builtins.reversed(seq))
    elems = seq_physical(seq) if type(seq) is List else list(seq.elems)
    n = seq_len(seq) if type(seq) is List else seq.length
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


def b_enumerate(iterable, start=0):
    """enumerate(iterable, start) as a list of pairs (a symbolic length is kept)."""
    if not _symbolic_length(iterable):
        return builtins.enumerate(iterable, start)
    items = list(iterate(iterable))
    result = List([(start + i, e) for i, (_, e) in enumerate(items)])
    result._stamen_len = length(iterable)
    return result


def b_zip(*iterables, strict=False):
    """zip(*iterables) as a list of tuples (the shortest symbolic length is kept)."""
    if not any(_symbolic_length(it) for it in iterables):
        return builtins.zip(*iterables, strict=strict)
    columns = [list(iterate(it)) for it in iterables]
    lengths = [length(it) for it in iterables]
    n = lengths[0]
    for m in lengths[1:]:
        n = ite(arith.lt(m, n), m, n)
    width = min(len(c) for c in columns)
    result = List([tuple(c[j][1] for c in columns) for j in range(width)])
    result._stamen_len = n
    return result


class SymbolicRange:
    """range(start, stop) whose stop is symbolic: iterated up to the unrolling bound."""

    __slots__ = ("start", "stop", "length")

    def __init__(self, start, stop):
        self.start, self.stop = start, stop
        self.length = ite(arith.lt(start, stop), arith.sub(stop, start), 0)

    def __iter__(self):
        raise UnliftedBranchError(
            f"a range with a symbolic bound was iterated by code stamen does not lift, in "
            f"{user_location()}: iterate it with a `for` loop or a comprehension in a "
            f"@stamen.lifted function")


def b_range(*args):
    """range(...); a symbolic bound gives a range iterated up to the unrolling bound."""
    if not any(type(a) is Term for a in args):
        return builtins.range(*args)
    if len(args) == 1:
        start, stop = 0, args[0]
    elif len(args) == 2:
        start, stop = args
    else:
        raise UnsupportedConstruct(f"range() with a symbolic bound and a step is not supported "
                                   f"(in {user_location()})")
    return SymbolicRange(start, stop)


def iterate_range(r: SymbolicRange):
    """Yields (guard, i) for a symbolic range, up to the unrolling bound."""
    from stamen.vm.assertions import assert_
    from stamen.vm.feasibility import feasible_on_path

    cfg = current().config
    i = r.start
    for k in range(cfg.unroll + 1):
        g = truth(arith.lt(i, r.stop))
        if g is False:
            return
        if k >= 4 and k & (k - 1) == 0 and not feasible_on_path(g):
            return  # no execution on this path goes on (e.g. an assumption bounds `stop`)
        if k == cfg.unroll:
            if cfg.on_unroll == "error":
                from stamen.errors import UnrollBoundExceeded

                raise UnrollBoundExceeded(
                    f"range() with a symbolic bound reached {cfg.unroll} iterations; raise "
                    f"stamen.config(unroll=...) or use on_unroll='assert'")
            assert_(not_(g), f"unwinding assertion: range() may run more than {cfg.unroll} times")
            return
        yield g, i
        i = arith.add(i, 1) if type(i) is Term else i + 1


def b_sorted(iterable, *, key=None, reverse=False):
    """sorted(...) on concrete keys; symbolic sorting is not supported."""
    items = list(iterable) if not _symbolic_length(iterable) else None
    if items is None:
        raise UnsupportedConstruct(f"sorted() of a sequence of symbolic length is not supported "
                                   f"(in {user_location()})")
    keys = [key(x) if key else x for x in items]
    if any(type(k) is Term or type(k) is Union for k in keys):
        raise UnsupportedConstruct(
            f"sorted() on symbolic keys is not supported (in {user_location()}): the order "
            f"depends on the values; sort in lifted code (e.g. an insertion sort) or "
            f"concretize the keys first")
    return List(builtins.sorted(items, key=key, reverse=reverse))


def b_bool(value=False):
    """bool(value): the truth value, symbolic when value is."""
    return truth(value)


def b_int(value=0, *args):
    """int(value): bools to 0/1, reals truncated toward zero, bitvectors signed."""
    if args or type(value) is not Term:
        if type(value) is Union:
            return apply_guarded(value.members, b_int)
        return builtins.int(value, *args)
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
    raise TypeError(f"int() of a symbolic {sort.name}")


def b_dict(*args, **kwargs):
    """dict(...); symbolic keys are refused (see `concrete_keys`)."""
    return concrete_keys(builtins.dict(*args, **kwargs))


def b_set(*args):
    """set(...); symbolic members are refused (see `concrete_members`)."""
    if args and _symbolic_length(args[0]):
        raise UntrackedMutation(f"set() of a sequence of symbolic length is not supported "
                                f"(in {user_location()})")
    return concrete_members(builtins.set(*args))


def concrete_members(s):
    """Returns the set `s`, refusing symbolic members: a set's size depends on which members
    are equal, which a symbolic member leaves open (Python would hash its value)."""
    for member in s:
        if type(member) is Term or type(member) is Union:
            raise UntrackedMutation(
                f"a set with the symbolic member {member!r} (at {_user_site()}); sets of "
                f"symbolic values are not supported: use a list, or a dict from concrete keys"
            )
    return s


def concrete_keys(d):
    """Returns the dict `d`, refusing symbolic keys (as `concrete_members` for sets)."""
    for key in d:
        if type(key) is Term or type(key) is Union:
            raise UntrackedMutation(
                f"a dict with the symbolic key {key!r} (at {_user_site()}); make the key "
                f"concrete first (stamen.concretize(key, candidates))"
            )
    return d


def _user_site() -> str:
    from stamen.terms.operators import user_location

    return user_location().split(" at ")[-1]




SymbolicRange._stamen_iterate = staticmethod(iterate_range)
