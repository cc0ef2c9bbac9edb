"""Python's list and tuple library on sequences of symbolic length or with symbolic elements.

A sequence is taken apart into (physical elements, length) (see `seq.sequence_elements`):
element j is real iff j < length, the length an int or an int term. Every operation
here (slicing with symbolic bounds and steps, `del`, slice assignment, `count`, `index`,
`remove`, `reverse`, lexicographic ordering, stable sorting, `map`/`filter`, starred
displays and unpacking) computes Python's result on every path as guarded merges, and
raises Python's exception (ValueError, IndexError, TypeError) on the paths where Python
raises it. Work on padding (positions past a path's length) runs under the guard that the
position is real (`under`), so padding never fails a path.
"""

from __future__ import annotations

import builtins
import dataclasses
import functools
import operator
import sys

from stamen.boundary import call_user, on_behalf
from stamen.errors import UnliftedBranchError, UnsupportedConstruct
from stamen.terms import arith, floats
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.intbits import proven
from stamen.terms.operators import py_floordiv, python_type_name, sort_of, user_location
from stamen.terms.partial import require
from stamen.terms.sorts import FLOAT64, INT, STRING
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.merging.seq import (
    List,
    PaddedTuple,
    as_index,
    compact,
    concat_elements,
    guard_at,
    seq_len,
    sequence_elements,
    set_contents,
)
from stamen.vm.paths.control import apply_guarded
from stamen.vm.python import hooks, messages
from stamen.vm.python.dicts import GuardedIterator
from stamen.vm.python.elements import element_eq, never, under
from stamen.vm.python.sets import is_set_order, set_order
from stamen.vm.python.timsort import SMALL_SORT, small_sort
from stamen.vm.state.context import current
from stamen.vm.values.union import Union

__all__ = ["runs_no_code", "element_eq",
           "lifted_callable", "elements_of", "make_list", "make_tuple", "range_length",
           "slice_indices",
           "slice_of", "delete_at", "delete_slice", "assign_slice", "count", "index", "remove",
           "reverse", "reversed_elements", "order", "sorted_elements", "sort", "LazyIter",
           "LazyFilter", "lazy_iter", "native_ok",
           "splat", "star_unpack", "is_sequence_like"]


# ------------------------------------------------------------------ basics --

def _truth(v):
    truth = hooks.truth

    return truth(v)


def lifted_callable(fn):
    """Returns the function to call for a callable passed as a value (`key=len`,
    `map(bool, xs)`, `key=str`): a builtin's lifted meaning (native `len` cannot see a
    symbolic length, native `bool` cannot decide a symbolic truth); any other callable as
    it is."""
    if fn is None:
        return None
    if fn is builtins.len:
        return hooks.length
    if fn is builtins.bool:
        return hooks.truth
    # A builtin runs as lifted code calls it (native `str` of a tuple holding a term would
    # compute the term's name); the program's code is called as it is, its exceptions its own.
    return functools.partial(hooks.call_value, fn)


def is_sequence_like(v) -> bool:
    """Whether `v` is a list, a tuple or a padded tuple (a str is not)."""
    return isinstance(v, (list, tuple)) or type(v) is PaddedTuple


def elements_of(v, hinted: bool = False) -> tuple[list, object]:
    """Returns (physical elements, length) of any iterable, as `list(v)` sees it: a
    sequence directly, anything else through `pyops.iterate` (compacted when its elements
    are present under guards that need not form a prefix, as a filter's; `hinted` as
    there)."""
    if is_sequence_like(v):
        elems, n = sequence_elements(v)
        return list(elems), n
    if isinstance(v, str):
        return list(v), len(v)
    if isinstance(v, LazyIter) and v.prefix is not None:
        return v.take_prefix()
    iterate = hooks.iterate

    items = list(iterate(v, hinted))
    if all(g is True for g, _ in items):
        return [e for _, e in items], len(items)
    return compact(items)


def make_list(elems: list, n) -> List:
    """Returns a new List of the physical elements and length (an int or an int term)."""
    result = List(elems[:n] if type(n) is int else elems)
    if type(n) is not int:
        result._stamen_len = n
    return result


def make_tuple(elems: list, n):
    """Returns the tuple of the elements and length: a tuple when the length is concrete,
    else a padded tuple under merge="logic" and a union of tuples by length otherwise."""
    if type(n) is int:
        return tuple(elems[:n])
    if current().config.merge == "logic":
        return PaddedTuple(tuple(elems), n)

    cases = [(eq(n, k), tuple(elems[:k])) for k in range(len(elems) + 1)]
    cases = [(g, t) for g, t in cases if g is not False]
    return merge_all(cases) if cases else ()


def _like(v, elems: list, n):
    """Returns a sequence of v's kind (list or tuple) with the elements and length."""
    if isinstance(v, list):
        return make_list(elems, n)
    return make_tuple(elems, n)


def pick(elems: list, position):
    """Returns elems[position] for an int or int-term position; where no element is at
    the position (padding, a failed path) the value is an arbitrary element."""
    if type(position) is int:
        return elems[position] if 0 <= position < len(elems) else elems[0]
    value = None
    for j in reversed(range(len(elems))):
        g = eq(position, j)
        if g is True:
            return elems[j]
        if g is False:
            continue
        value = elems[j] if value is None else merge(g, elems[j], value)
    return elems[0] if value is None else value


# ---------------------------------------------------------------- slicing --

def range_length(start, stop, step):
    """Returns len(range(start, stop, step)) as Python computes it (step nonzero)."""

    def floordiv(a, b):
        return py_floordiv(a, b, INT) if type(b) is Term else arith.div(a, b)

    if type(step) is not Term and step == 1:
        return ite(arith.lt(start, stop), arith.sub(stop, start), 0)
    up = ite(arith.lt(start, stop),
             arith.add(1, floordiv(arith.sub(arith.sub(stop, start), 1), step)), 0)
    down = ite(arith.lt(stop, start),
               arith.add(1, floordiv(arith.sub(arith.sub(start, stop), 1), arith.neg(step))),
               0)
    if type(step) is not Term:
        return up if step > 0 else down
    return ite(arith.lt(0, step), up, down)


def _index_value(x):
    """Returns a slice bound or step as an int or int term (a union per member is not
    supported here: `getitem` splits unions first)."""
    message = "slice indices must be integers or None or have an __index__ method"
    if type(x) is Union or (type(x) is not Term and not hasattr(type(x), "__index__")):
        raise TypeError(message)
    try:
        return as_index(x)
    except TypeError:  # a symbolic float: the slice's message, as Python's
        if type(x) is not Term:
            raise
        raise TypeError(message) from None


def slice_indices(n, index: slice):
    """Returns (start, stop, step, length) of `index` on a sequence of length n, as
    `slice.indices` computes them (the positions are range(start, stop, step)); a zero
    step is Python's ValueError."""
    step = 1 if index.step is None else _index_value(index.step)
    if type(step) is Term:
        require(not_(eq(step, 0)), "slice step cannot be zero", ValueError)
    elif step == 0:
        raise ValueError("slice step cannot be zero")
    backward = arith.lt(step, 0)

    def adjust(x, default):
        if x is None:
            return default
        x = _index_value(x)
        shifted = arith.add(x, n)
        low = ite(backward, -1, 0)
        high = ite(backward, arith.sub(n, 1), n)
        return ite(arith.lt(x, 0), ite(arith.lt(shifted, 0), low, shifted),
                   ite(arith.le(n, x), high, x))

    start = adjust(index.start, ite(backward, arith.sub(n, 1), 0))
    stop = adjust(index.stop, ite(backward, -1, n))
    return start, stop, step, range_length(start, stop, step)


def _slice_positions(elems: list, n, index: slice):
    """Returns (elements, length) of seq[index] for physical elements and a length."""
    start, _, step, length = slice_indices(n, index)
    if type(length) is int and type(start) is int and type(step) is int:
        return [elems[start + k * step] for k in range(length)], length
    if not elems:
        return [], 0
    most = len(elems) if type(step) is Term or abs(step) == 1 else -(-len(elems) // abs(step))
    out = [pick(elems, arith.add(start, arith.mul(k, step))) for k in range(most)]
    return out, length


def slice_of(v, index: slice):
    """Returns v[index] for a list or tuple (possibly of symbolic length) and a slice whose
    bounds and step may be symbolic; a str whose bound is one of a few literals is sliced
    per case, with any other symbolic bound refused."""
    if type(v) is str:
        return _str_slice(v, index)
    if not is_sequence_like(v):
        raise UnsupportedConstruct(
            f"slicing a {type(v).__name__} with a symbolic bound (at "
            f"{user_location().split(' at ')[-1]}) is not supported")
    elems, n = sequence_elements(v)
    part, length = _slice_positions(list(elems), n, index)
    return _like(v if isinstance(v, list) else (), part, length)


def _str_slice(s: str, index: slice):
    """Returns s[index] for a concrete str and bounds that are ints or terms known to be one
    of a few literals (a position merged from a few paths), computed per case."""
    from stamen.terms.valueset import value_map

    parts = [index.start, index.stop, index.step]
    for i, bound in enumerate(parts):
        if type(bound) is not Term:
            continue
        cases = value_map(bound)
        if cases is None:
            raise UnsupportedConstruct(
                f"slicing a str with a symbolic bound (at "
                f"{user_location().split(' at ')[-1]}) is not supported")
        return apply_guarded([(g, c) for c, g in cases.items()], lambda c, i=i: _str_slice(
            s, slice(*parts[:i], c, *parts[i + 1:])))
    return s[index]


# --------------------------------------------------------- list mutation --

def _write(xs: list, elems: list, n) -> None:
    """Replaces a list's contents through the store."""
    current().store.before_change(xs)
    set_contents(xs, elems, n)


def _without(elems: list, n, removed) -> tuple[list, object]:
    """Returns (elements, length) of the sequence without the positions p for which
    removed(p) (a bool or a boolean term) holds."""
    kept = [(and_(guard_at(n, p), not_(removed(p))), e) for p, e in enumerate(elems)]
    if all(type(g) is bool for g, _ in kept):
        out = [e for g, e in kept if g]
        return out, len(out)
    out, length = compact(kept)
    return out, length


def delete_at(xs: list, key) -> None:
    """Performs `del xs[key]` for an index that may be symbolic (IndexError out of
    range) on a list that may have a symbolic length."""
    elems, n = sequence_elements(xs)
    key = as_index(key)
    position = ite(arith.lt(key, 0), arith.add(n, key), key)
    require(and_(arith.le(0, position), arith.lt(position, n)),
            messages.index_error("list deletion"), IndexError)
    if not elems:
        raise IndexError(messages.index_error("list deletion"))
    new = [e if type(position) is int and j < position else
           (elems[j + 1] if type(position) is int else
            merge(arith.lt(j, position), e, elems[j + 1]))
           for j, e in enumerate(elems[:-1])]
    _write(xs, new, arith.sub(n, 1))


def _in_slice(start, stop, step):
    range_contains = hooks.range_contains

    return lambda p: range_contains(start, stop, step, p)


def delete_slice(xs: list, index: slice) -> None:
    """Performs `del xs[index]` for a slice whose bounds and step may be symbolic."""
    elems, n = sequence_elements(xs)
    start, stop, step, _ = slice_indices(n, index)
    _write(xs, *_without(list(elems), n, _in_slice(start, stop, step)))


def _resize_slice(elems, n, start, stop, values, m):
    """Returns (elements, length) of xs[start:stop] = values (step 1: the list resizes)."""
    stop = ite(arith.lt(stop, start), start, stop)
    head = _slice_positions(elems, n, slice(None, start))  # start is already adjusted
    tail = _slice_positions(elems, n, slice(stop, None))
    e, k = concat_elements(head[0], head[1], values, m)
    return concat_elements(e, k, tail[0], tail[1])


def _require_sizes_agree(m, most_values, length, most_slots, exempt) -> None:
    """Requires an extended slice assignment's sequence (m values, at most `most_values`)
    to be as long as the slice (`length`, at most `most_slots`) where `exempt` does not
    hold, with Python's ValueError, whose message names both sizes: one requirement per
    pair of sizes the two can have."""
    sizes = [(True, m)] if type(m) is int else [(eq(m, j), j) for j in range(most_values + 1)]
    slots = [(True, length)] if type(length) is int else [
        (eq(length, j), j) for j in range(most_slots + 1)]
    for has_m, a in sizes:
        for has_length, b in slots:
            if a != b:
                require(or_(exempt, not_(and_(has_m, has_length))),
                        f"attempt to assign sequence of size {a} to extended slice of size "
                        f"{b}", ValueError)


def _extended_slice(elems, n, start, stop, step, length, values, m, exempt=False):
    """Returns (elements, length) of xs[start:stop:step] = values for a step that is not
    1: the lengths must agree (Python's ValueError, not required where `exempt` holds),
    and the positions in the slice are replaced in place."""
    _require_sizes_agree(m, len(values), length, len(elems), exempt)
    inside = _in_slice(start, stop, step)
    out = []
    for p, e in enumerate(elems):
        hit = and_(guard_at(n, p), inside(p))
        if hit is False or not values:
            out.append(e)
            continue
        k = arith.div(arith.sub(p, start), step)
        out.append(pick(values, k) if hit is True else merge(hit, pick(values, k), e))
    return out, n


def _not_iterable(value) -> bool:
    """Whether iter(value) fails for want of an iteration (a number, None, a symbolic
    number): not a union, whose members decide for themselves."""
    if type(value) is Term:
        return value.sort is not STRING
    t = type(value)
    return t is not Union and getattr(t, "__iter__", None) is None and \
        getattr(t, "__getitem__", None) is None


def assign_slice(xs: list, index: slice, value) -> None:
    """Performs `xs[index] = value` for a slice whose bounds and step may be symbolic: a
    step of 1 resizes the list, any other step needs a value of the slice's length."""
    if _not_iterable(value):  # Python's words: a plain slice's, an extended one's
        step = 1 if index.step is None else index.step
        require(not_(eq(step, 1)), "can only assign an iterable", TypeError)
        raise TypeError("must assign iterable to extended slice")
    values, m = elements_of(value)  # Python copies the value first (xs[:] = xs works)
    elems, n = sequence_elements(xs)
    elems = list(elems)
    start, stop, step, length = slice_indices(n, index)
    if type(step) is int:
        if step == 1:
            result = _resize_slice(elems, n, start, stop, values, m)
        else:
            result = _extended_slice(elems, n, start, stop, step, length, values, m)
        _write(xs, *result)
        return
    unit = eq(step, 1)
    resized = _resize_slice(elems, n, start, stop, values, m)
    extended = _extended_slice(elems, n, start, stop, step, length, values, m, exempt=unit)
    _write(xs, *_merge_contents(unit, resized, extended))


def _merge_contents(g, a, b):
    """Returns (elements, length) of two (elements, length) pairs merged under g."""
    (ea, la), (eb, lb) = a, b
    out = []
    for j in range(max(len(ea), len(eb))):
        if j < len(ea) and j < len(eb):
            out.append(merge(g, ea[j], eb[j]))
        else:
            out.append(ea[j] if j < len(ea) else eb[j])
    return out, ite(g, la, lb)


# ------------------------------------------------------- searching, order --

def count(v, x):
    """Returns v.count(x): the number of real elements equal to x."""
    elems, n = sequence_elements(v)
    total = 0
    for j, e in enumerate(elems):
        g = guard_at(n, j)
        hit = under(g, lambda e=e: element_eq(e, x), lambda: False)
        total = arith.add(total, ite(and_(g, hit), 1, 0))
    return total


def first_hits(guarded, x) -> list:
    """Returns, for each (guard, element) of `guarded` in order up to the first certain
    hit, where it is equal to `x` (the caller takes the first hit, as Python's search
    does). Python stops at the first hit, so an element whose `==` may run the program's
    code (an object's `__eq__`) is compared only where no earlier one was equal; numbers,
    strings and terms are compared wherever they exist (no one can tell)."""
    hits: list = []
    for g, e in guarded:
        live = g if runs_no_code(e, x) else and_(g, not_(or_(*hits)))
        if live is False:
            hit = False
        elif live is True:
            hit = element_eq(e, x)
        else:
            hit = and_(live, under(live, lambda e=e: element_eq(e, x), never))
        hits.append(hit)
        if hit is True:  # found on every path: Python looks no further
            break
    return hits


_VALUES = frozenset({int, bool, str, float, Term, type(None)})


def runs_no_code(a, b) -> bool:
    """Whether `a == b` runs none of the program's code (numbers, strings, terms): no one
    can tell whether or how often it is asked."""
    return type(a) in _VALUES and type(b) in _VALUES


def _search(v, x, start=0, stop=sys.maxsize):
    """Returns (found, position) of the first real element equal to x at a position in
    [start, stop) (adjusted as list.index adjusts them)."""
    elems, n = sequence_elements(v)

    def adjust(b):
        b = as_index(b)
        shifted = arith.add(b, n)
        return ite(arith.lt(b, 0), ite(arith.lt(shifted, 0), 0, shifted), b)

    lo, hi = adjust(start), adjust(stop)
    hits = first_hits(((and_(guard_at(n, j), arith.le(lo, j), arith.lt(j, hi)), e)
                       for j, e in enumerate(elems)), x)
    position = 0
    for j in reversed(range(len(hits))):
        position = ite(hits[j], j, position)
    return or_(*hits), position


def index(v, x, *bounds):
    """Returns v.index(x[, start[, stop]]): Python's ValueError where x is absent."""
    found, position = _search(v, x, *bounds)
    if isinstance(v, list):  # Python's message holds repr(x): computed as lifted code does
        if found is not True:
            message = hooks.repr_text(x, " is not in list")
            require(found, "list.index(x): x not in list", ValueError, args=(message,))
        return position
    require(found, "tuple.index(x): x not in tuple", ValueError)
    return position


def remove(xs: list, x) -> None:
    """Performs xs.remove(x): the first element equal to x goes (ValueError if none)."""
    found, position = _search(xs, x)
    require(found, "list.remove(x): x not in list", ValueError)
    if found is False:
        raise ValueError("list.remove(x): x not in list")
    elems, n = sequence_elements(xs)
    _write(xs, *_without(list(elems), n, lambda p: eq(p, position)))


def reversed_elements(elems: list, n) -> list:
    """Returns the physical elements of the reversal of a sequence of length n."""
    if type(n) is int:
        return list(reversed(elems[:n]))
    return [pick(elems, arith.sub(arith.sub(n, 1), j)) for j in range(len(elems))]


def reverse(xs: list) -> None:
    """Performs xs.reverse()."""
    elems, n = sequence_elements(xs)
    _write(xs, reversed_elements(list(elems), n), n)


def _ordered_kinds(a, b) -> bool:
    """Whether a and b compare lexicographically as Python's tuples or lists do."""
    def kind(v):
        t = type(v)
        if t is tuple or t is PaddedTuple or (isinstance(v, tuple) and t.__lt__ is tuple.__lt__):
            return "tuple"
        if t is list or t is List:
            return "list"
        return None

    ka = kind(a)
    return ka is not None and ka == kind(b)


_ORDER_SYMBOLS = {operator.lt: ("<", "__lt__", "__gt__"),
                  operator.le: ("<=", "__le__", "__ge__"),
                  operator.gt: (">", "__gt__", "__lt__"),
                  operator.ge: (">=", "__ge__", "__le__")}


def _require_ordered(op, a, b) -> None:
    """Raises Python's TypeError for `a op b` where one side is a symbolic number and the
    other a value Python does not order with numbers (a str, None, a list, an object whose
    class defines no order), in the words of the comparison the program wrote (`'<' ...
    'str' and 'int'`): the term's own method, called reflected, would name the reflected
    operator and stamen's Term. Anything else is left to the comparison itself."""
    symbol, method, reflected = _ORDER_SYMBOLS[op]
    term_left = type(a) is Term
    other, term = (b, a) if term_left else (a, b)
    if term.sort is STRING and (isinstance(other, str) or type(other) is Term):
        return  # a string term orders with strs as Python's str does (another term's
        # method, called first, names both operands as written)
    if term.sort is not STRING and (sort_of(other) is not None or isinstance(other, complex)):
        return
    name = reflected if term_left else method
    if type(other).__module__ != "builtins" and getattr(type(other), name, None) is not \
            getattr(object, name):
        return  # the program's class may order itself with numbers
    raise TypeError(f"'{symbol}' not supported between instances of "
                    f"'{python_type_name(a)}' and '{python_type_name(b)}'")


def order(op, a, b):
    """Returns `a op b` for op one of operator.lt/le/gt/ge: tuples and lists (also of
    symbolic length) compare lexicographically as Python does, asking `==` of each pair
    of elements (native code cannot ask it of symbolic elements); other values as `op`."""
    ta, tb = type(a), type(b)
    # the common case first (not an int before a string term, whose method, called
    # reflected, would name its own operator)
    if (ta is Term or ta is int) and (tb is Term or tb is int) and not (
            ta is int and tb is Term and b.sort is STRING):
        return op(a, b)
    if ta is Term and tb is not bool or tb is Term and ta is not bool:
        _require_ordered(op, a, b)
    if ta is Union:
        return apply_guarded(a.members, lambda m: order(op, m, b))
    if tb is Union:
        return apply_guarded(b.members, lambda m: order(op, a, m))
    if is_set_order(a, b):  # subset tests of sets of symbolic shape, by value
        return set_order(op, a, b)
    if ta is tb and _generated_order(ta, op):  # @dataclass(order=True): its fields' tuples
        fields = [f.name for f in dataclasses.fields(ta) if f.compare]
        return order(op, tuple(getattr(a, n) for n in fields),
                     tuple(getattr(b, n) for n in fields))
    if not _ordered_kinds(a, b) or native_ok((a, b)):
        return call_user(op, a, b)  # Python's own order, or the program's dunders
    ea, la = sequence_elements(a)
    eb, lb = sequence_elements(b)
    return _lexicographic(op, ea, la, eb, lb, 0)


_ORDER_NAMES = {operator.lt: "__lt__", operator.le: "__le__", operator.gt: "__gt__",
                operator.ge: "__ge__"}


def _generated_order(t: type, op) -> bool:
    """Whether `op` on two instances of `t` is the method `@dataclass(order=True)` wrote
    (it compares the tuples of the fields natively, which symbolic fields cannot do)."""
    if not (dataclasses.is_dataclass(t) and t.__dataclass_params__.order):
        return False
    method = getattr(t, _ORDER_NAMES.get(op, ""), None)
    code = getattr(method, "__code__", None)
    return code is not None and code.co_filename == "<string>" and \
        code.co_name == _ORDER_NAMES[op]


def _lexicographic(op, ea, la, eb, lb, i: int):
    """Returns a[i:] op b[i:]: op on the first pair of real elements that differ, or on
    the lengths when one is a prefix of the other."""
    if i >= len(ea) or i >= len(eb):
        return op(la, lb)
    both = and_(guard_at(la, i), guard_at(lb, i))

    def at_i():
        return under(element_eq(ea[i], eb[i]), lambda: _lexicographic(op, ea, la, eb, lb, i + 1),
                     lambda: _truth(order(op, ea[i], eb[i])))

    return under(both, at_i, lambda: op(la, lb))


# ---------------------------------------------------------------- sorting --

def sorted_elements(elems: list, n, key=None, reverse=False) -> list:
    """Returns the physical elements of a stable sort of a sequence of length n, as
    Python's `sorted(key=, reverse=)`: each real element's key is computed once (under the
    guard that it is real). Keys whose order runs the program's code are sorted by
    Python's own algorithm (`_python_sort`), whose comparisons the program can observe;
    others by an odd-even transposition network, which swaps neighbours only when
    strictly out of order and so keeps equal keys in their original order."""
    m = len(elems)
    key = lifted_callable(key)
    keys = []
    for j, e in enumerate(elems):
        if key is None:
            keys.append(e)
        else:
            keys.append(under(guard_at(n, j), lambda e=e: key(e), lambda e=e: e))
    if type(n) is int and type(reverse) is bool and native_ok(keys):
        with on_behalf():  # Python's own order of the keys: its TypeError is the program's
            ranked = sorted(range(m), key=lambda j: keys[j], reverse=reverse)
        return [elems[j] for j in ranked]
    _refuse_unordered_floats(keys, n)
    algorithm = _python_sort if _compares_by_code(keys) else _network
    if type(reverse) is not bool:  # a symbolic reverse=: both orders of the same keys, merged
        down = algorithm(keys, elems, n, True)
        up = algorithm(keys, elems, n, False)
        return [merge(reverse, a, b) for a, b in zip(down, up, strict=True)]
    return algorithm(keys, elems, n, reverse)


def _compares_by_code(keys: list) -> bool:
    """Whether ordering the keys may run the program's code (an object's `__lt__`), whose
    calls are then observable: numbers, strings and terms, also in tuples and lists, are
    compared by stamen alone."""
    stack = list(keys)
    while stack:
        k = stack.pop()
        t = type(k)
        if t in _VALUES:
            continue
        if t is Union:
            stack.extend(m for _, m in k.members)
        elif t in (list, List, PaddedTuple) or isinstance(k, tuple) and \
                t.__lt__ is tuple.__lt__ and t.__gt__ is tuple.__gt__:  # namedtuples too
            stack.extend(sequence_elements(k)[0])
        elif _generated_order(t, operator.lt):  # @dataclass(order=True): its fields
            stack.extend(getattr(k, f.name) for f in dataclasses.fields(t) if f.compare)
        else:
            return True
    return False


def _python_sort(keys: list, elems: list, n, reverse: bool) -> list:
    """Returns the elements ordered by their keys as CPython's list.sort orders them, with
    its comparisons (`timsort.small_sort`), on every length the sequence may have: the
    order of the calls to a key's `__lt__` is the program's to see. With `reverse`, Python
    reverses the list, sorts it and reverses it back (which keeps equal keys in order)."""
    m = len(elems)
    if m >= SMALL_SORT:
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: sorting {m} items whose comparison runs "
            f"the program's code (a __lt__) is supported for fewer than {SMALL_SORT} items "
            f"only: Python then merges runs, whose comparisons stamen does not reproduce")

    def less(a, b):
        return _truth(order(operator.lt, a, b))

    def sort_first(k: int) -> tuple:
        pairs = tuple(zip(keys[:k], elems[:k], strict=True))
        if reverse:
            pairs = small_sort(pairs[::-1], less)[::-1]
        else:
            pairs = small_sort(pairs, less)
        return tuple(e for _, e in pairs) + tuple(elems[k:])

    def from_length(k: int) -> tuple:  # the sequence is at least k long
        if k == m:
            return sort_first(m)
        return under(guard_at(n, k), lambda: from_length(k + 1), lambda: sort_first(k))

    return list(sort_first(n) if type(n) is int else from_length(0))


def _network(keys: list, elems: list, n, reverse: bool) -> list:
    """Returns the elements ordered by their keys through the odd-even transposition
    network of `sorted_elements` (stable: only neighbours strictly out of order swap)."""
    m = len(elems)
    pairs = list(zip(keys, elems, strict=True))
    for rnd in range(m):
        for j in range(rnd % 2, m - 1, 2):
            (ka, a), (kb, b) = pairs[j], pairs[j + 1]
            if reverse:
                def less(ka=ka, kb=kb):
                    return _truth(order(operator.lt, ka, kb))
            else:
                def less(ka=ka, kb=kb):
                    return _truth(order(operator.lt, kb, ka))
            swap = and_(guard_at(n, j + 1), under(guard_at(n, j + 1), less, lambda: False))
            if swap is False:
                continue
            if swap is True:
                pairs[j], pairs[j + 1] = pairs[j + 1], pairs[j]
                continue
            pairs[j] = (merge(swap, kb, ka), merge(swap, b, a))
            pairs[j + 1] = (merge(swap, ka, kb), merge(swap, a, b))
    return [e for _, e in pairs]


def _float_leaves(v, out: list) -> None:
    """Appends the floats inside a sort key `v` (in tuples, lists and unions) that may be
    nan: float terms, and nan itself."""
    if type(v) is Term and v.sort is FLOAT64:
        out.append(v)
    elif type(v) is float and v != v:
        out.append(v)
    elif type(v) is Union:
        for _, w in v.members:
            _float_leaves(w, out)
    elif type(v) in (tuple, list, List, PaddedTuple):
        for w in sequence_elements(v)[0]:  # padding included: a superset, as a bound needs
            _float_leaves(w, out)


def _refuse_unordered_floats(keys: list, n) -> None:
    """Refuses a symbolic sort whose keys may hold nan, unless the path proves none does:
    nan is unordered, and Python's result then depends on its algorithm (timsort's runs and
    binary insertions), which the sorting network does not reproduce."""
    leaves: list = []
    for j, k in enumerate(keys):
        found: list = []
        _float_leaves(k, found)
        leaves.extend((guard_at(n, j), f) for f in found)
    if not leaves:
        return
    not_nan = and_(*(or_(not_(g), not_(floats.isnan(f) if type(f) is Term else True))
                     for g, f in leaves))
    if not proven(not_nan):
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: sorted() or list.sort() of floats that "
            f"may be nan is not supported: nan is unordered, and Python's result then "
            f"depends on its sorting algorithm; assume not math.isnan(...) of the keys")


def _check_sort_arguments(key, reverse):
    if key is not None and not callable(key) and type(key) is not Union:
        raise TypeError(f"'{type(key).__name__}' object is not callable")
    return _truth(reverse)  # a bool term: both orders, merged (see sorted_elements)


def sort(xs: list, key=None, reverse=False) -> None:
    """Performs xs.sort(key=, reverse=) (stable, see `sorted_elements`); a key chosen per
    path (None on some) sorts on each."""
    if type(key) is Union:
        apply_guarded(key.members, lambda k: sort(xs, k, reverse))
        return
    reverse = _check_sort_arguments(key, reverse)
    elems, n = sequence_elements(xs)
    _write(xs, sorted_elements(list(elems), n, key, reverse), n)


def sorted_list(iterable, key=None, reverse=False) -> List:
    """Returns sorted(iterable, key=, reverse=) as a new list (stable)."""
    reverse = _check_sort_arguments(key, reverse)
    elems, n = elements_of(iterable)
    return make_list(sorted_elements(elems, n, key, reverse), n)


# --------------------------------------------------------- map and filter --

class LazyIter:
    """The iterator `map(fn, ...)` or `filter(fn, xs)` returns in lifted code over a
    sequence of symbolic length or with symbolic predicate results: as Python's, it is
    lazy (fn runs when it is iterated, on the real elements only, no further than the
    consumer takes) and each element is taken once. Its state is `pos`, the physical index
    of the next element to take (a term where the paths took different numbers), written
    through the store: a loop that breaks leaves the rest, and a `next()` or a loop under a
    symbolic condition moves it on those paths only. Native code can step it only while
    each element's presence is concrete."""

    _stamen_python_type = map
    _stamen_holder = True  # a snapshot walks what it holds (vm.values.untracked)
    _stamen_runs_code = True  # taking an element runs fn: a lifted `for` takes it guarded

    def __init__(self, kind: str, fn, sources: list):
        self.kind, self.fn, self.sources = kind, lifted_callable(fn), sources
        self.filtering = kind == "filter"
        self.pos = 0
        self.prefix = True if kind == "map" else None

    def _columns(self):
        return [elements_of(s) for s in self.sources]

    _move = GuardedIterator._move  # the position, through the store

    def _rows(self):
        """Yields (j, guard, arguments) of each element from the position on: the guard
        holds where element j is there and not yet taken."""
        columns = self._columns()
        width = min((len(e) for e, _ in columns), default=0)
        pos = self.pos
        for j in range(pos if type(pos) is int else 0, width):
            present = and_(*(guard_at(n, j) for _, n in columns))
            if present is False:
                return  # the sources are prefixes: none is there after
            g = present if type(pos) is int else and_(present, arith.le(pos, j))
            if g is not False:
                yield j, g, [e[j] for e, _ in columns]

    def _element(self, g, args) -> tuple:
        """Returns (where it is produced, value) of the element of `args` taken under g:
        a map's fn(*args); a filter's args[0] where fn keeps it."""
        if not self.filtering:
            if self.fn is None:
                return g, args[0]
            return g, under(g, lambda: self.fn(*args), lambda: args[0])
        keep = under(g, lambda: _truth(args[0] if self.fn is None else self.fn(args[0])),
                     lambda: False)
        return and_(g, keep), args[0]

    def _stamen_iterate(self):
        pos = self.pos
        for j, g, args in self._rows():
            self._move(j + 1 if type(pos) is int else merge(arith.le(pos, j), j + 1, pos))
            h, e = self._element(g, args)
            if h is not False:  # a False guard ends a loop (a prefix's end)
                yield h, e

    def take_prefix(self):
        """Returns (elements, length) of a map's remaining values (a prefix sequence)."""
        pos = self.pos
        if type(pos) is not int:  # the paths took different numbers: not a prefix
            return compact(list(self._stamen_iterate()))
        columns = self._columns()
        items = list(self._stamen_iterate())
        n = columns[0][1]
        for _, m in columns[1:]:
            n = ite(arith.lt(m, n), m, n)
        if items and pos:
            n = arith.sub(n, pos)
            n = ite(arith.lt(n, 0), 0, n) if type(n) is not int else max(n, 0)
        return [e for _, e in items], (n if items else 0)

    def _take(self) -> tuple:
        """Takes, on every path, the next element there (a filter's: the next its fn keeps,
        running fn no further than Python's would); returns (the guarded elements taken,
        where one was)."""
        pos = moved = self.pos
        taken, picks = False, []
        for j, g, args in self._rows():
            g = and_(g, not_(taken))
            if g is False:
                continue
            moved = j + 1 if g is True else merge(g, j + 1, moved)
            h, e = self._element(g, args)
            if h is not False:
                picks.append((h, e))
                taken = or_(taken, h)
                if taken is True:
                    break
        if moved is not pos:
            self._move(moved)
        return picks, taken

    # next(self) and next(self, default) from `_take`, as a dict iterator's
    next_ = GuardedIterator.next_
    next_or = GuardedIterator.next_or

    def __iter__(self):
        return self

    def __next__(self):
        """Python's own protocol (a loop of Python's, an un-lifted function): concrete ends
        only."""
        picks, taken = self._take()
        if not picks:
            raise StopIteration
        if taken is not True:
            raise UnliftedBranchError(
                f"next() of a {self.kind} whose next element is present on some paths "
                f"only; iterate it in lifted code (a for loop or list())")
        return picks[0][1] if len(picks) == 1 else merge_all(picks)

    def __repr__(self):
        return f"<lifted {self.kind} object>"

    def _stamen_contains(self, item):

        raise UnsupportedConstruct(
            f"`in` on a {self.kind} object of symbolic length (at "
            f"{user_location().split(' at ')[-1]}) is not supported; make a list of it first")


class LazyFilter(LazyIter):
    """`filter(fn, xs)` in lifted code (see `LazyIter`)."""

    _stamen_python_type = filter


def lazy_iter(kind: str, fn, sources: list) -> LazyIter:
    """Returns the lifted iterator of `map(fn, *sources)` or `filter(fn, source)`."""
    return (LazyIter if kind == "map" else LazyFilter)(kind, fn, sources)


# ---------------------------------------------------- starred displays --

def splat(kind: str, parts: tuple, starred: tuple):
    """Returns the list or tuple display `[a, *xs, b]` (kind "list" or "tuple"; "members",
    the list of a set display's `{a, *xs}`): starred parts are spliced in with their
    (possibly symbolic) lengths, a list or tuple's asking the length hint as CPython's
    list_extend does (a set's update does not)."""
    elems: list = []
    n = 0
    for part, star in zip(parts, starred, strict=True):
        e, k = elements_of(part, kind != "members") if star else ([part], 1)
        elems, n = concat_elements(elems, n, e, k)
    return make_tuple(list(elems), n) if kind == "tuple" else make_list(list(elems), n)


def star_call(call, head, parts: tuple, starred: tuple):
    """Returns `call(args, head)` for the positional arguments of `f(a, *xs, b)` (`call`
    makes the call from a concrete tuple of them; `head` is the callee, or its object,
    evaluated before the arguments as Python does): where a starred part has a symbolic
    length, one call per possible number of arguments, each under its guard, merged
    (Python calls once, with the path's arguments)."""
    return _call_spread(call, splat("tuple", parts, starred), head)


def _call_spread(call, args, head):
    """Returns call(args, head) for a tuple, padded tuple or union of them (per member)."""
    if type(args) is tuple:
        return call_user(call, args, head)
    if type(args) is Union:
        return apply_guarded(args.members, lambda a: _call_spread(call, a, head))
    elems, n = sequence_elements(args)
    cases = [(eq(n, j), tuple(elems[:j])) for j in range(len(elems) + 1)]
    return apply_guarded([(g, a) for g, a in cases if g is not False],
                         lambda a: call_user(call, a, head))


def star_unpack(value, before: int, after: int) -> tuple:
    """Returns the parts of `a, *rest, b = value`: the `before` first elements, the list
    of the middle ones and the `after` last ones; Python's ValueError where the value is
    too short. A union is unpacked member by member and merged."""
    if type(value) is Union:
        return apply_guarded(value.members, lambda m: star_unpack(m, before, after))
    elems, n = elements_of(value)
    if type(n) is int:
        if n < before + after:
            raise ValueError(messages.star_unpack_error(before, after, n))
        middle = make_list(elems[before:n - after], n - before - after)
        return (*elems[:before], middle, *elems[n - after:n])
    for got in range(min(before + after, len(elems) + 1)):  # Python's message names got
        require(not_(eq(n, got)), messages.star_unpack_error(before, after, got),
                ValueError)
    if len(elems) < before + after:
        raise ValueError(messages.star_unpack_error(before, after, len(elems)))
    head = elems[:before]
    middle, k = _slice_positions(elems, n, slice(before, arith.sub(n, after)))
    tail = [pick(elems, arith.add(arith.sub(n, after), j)) for j in range(after)]
    return (*head, make_list(middle, k), *tail)


def list_length(xs) -> object:
    """Returns len(xs) of a list (an int or an int term)."""
    return seq_len(xs)


_ATOMS = (int, bool, str, bytes, float, type(None))


def native_ok(values) -> bool:
    """Whether Python's own list methods can run on these values: plain concrete atoms
    (and tuples and lists of them), whose `==` and `<` native code can decide."""
    for v in values:
        t = type(v)
        if t is tuple or t is list:
            if not native_ok(v):
                return False
        elif t not in _ATOMS:
            return False
    return True
