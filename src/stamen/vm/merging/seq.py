"""Sequences whose length is symbolic.

`List` is the list that lifted code creates: a `list` whose length may
become symbolic when branches append or insert under a symbolic condition.
It then holds `_stamen_len` (an int term) and physically as many padded
elements as its longest possible length; element j is real iff j < length.
Un-lifted Python cannot see a symbolic length, so `len`, iteration and
indexing of such a list outside lifted code raise instead of lying.

`PaddedTuple` is the immutable counterpart used by merge="logic" to merge
tuples of different lengths into one value.
"""

from __future__ import annotations

import collections
import copy as _copy
import operator

from stamen.boundary import call_user, on_behalf
from stamen.errors import UnliftedBranchError, UnsupportedConstruct, UntrackedMutation
from stamen.terms import arith
from stamen.terms.arith import lt
from stamen.terms.bitvec import index_int
from stamen.terms.boolean import and_, eq, ite
from stamen.terms.intbits import proven, unsupported
from stamen.terms.operators import python_type_name, register_sequence_repeat
from stamen.terms.pystr import repeat_count_error
from stamen.terms.term import Term
from stamen.terms.valueset import value_map
from stamen.vm.merging.merge import merge, register_padded_tuple, register_sequence_type
from stamen.vm.state.context import current
from stamen.vm.values.union import Union

__all__ = ["List", "PaddedTuple", "seq_len", "seq_physical", "merge_contents", "padded_merge",
           "register_contents_merger",
           "padded_concat", "concat_elements", "compact", "sequence_elements", "as_index",
           "list_repeat", "tuple_repeat", "set_contents"]


def _symbolic_use(what: str, kind: str = "list"):
    """The error for Python's own code (un-lifted, a library's or C) using a sequence of
    symbolic length natively: named at the program's line that handed it over."""
    from stamen.terms.operators import native_use_site

    return UnliftedBranchError(
        f"{what} of a {kind} whose length is symbolic, {native_use_site()}: Python's own "
        f"code takes the elements natively; do that step in lifted code")


def _refuse(what: str):
    """The error for an operation that has no encoding on a list of symbolic length (its
    physical padding would leak into the answer)."""
    from stamen.terms.operators import user_location

    return UnsupportedConstruct(
        f"{what} on a list whose length is symbolic (at "
        f"{user_location().split(' at ')[-1]}) is not supported; loop over it in lifted code "
        f"instead"
    )


def _refusing(name: str):
    """Returns a list method that refuses a symbolic length and is list's own otherwise."""
    native = getattr(list, name)

    def method(self, *args, **kwargs):
        if self._stamen_len is not None:
            raise _refuse(f"list.{name.strip('_')}")
        return call_user(native, self, *args, **kwargs)

    method.__name__ = name
    method.__doc__ = f"list.{name}, refused on a symbolic length (see `_refuse`)."
    return method


class List(list):
    """A list created by lifted code; its length may be symbolic (see module docstring)."""

    __slots__ = ("_stamen_len",)

    def __init__(self, *args):
        super().__init__(*args)
        self._stamen_len = None

    def __len__(self):
        if self._stamen_len is not None:
            raise _symbolic_use("len()")
        return list.__len__(self)

    def __iter__(self):
        if self._stamen_len is not None:
            raise _symbolic_use("iteration")
        return self._live()

    def _live(self):
        """Python's list iterator, reading the list at each step; a write under a symbolic
        condition that makes the length symbolic meanwhile (a pop in the loop's body) is
        refused at the next step, where the physical iterator would have read the padding
        as elements on every path."""
        j = 0
        while True:
            if self._stamen_len is not None:
                raise _symbolic_use("iteration")
            if j >= list.__len__(self):
                return
            yield list.__getitem__(self, j)
            j += 1

    def __getitem__(self, index):
        if self._stamen_len is not None:
            raise _symbolic_use("indexing")
        with on_behalf():
            result = list.__getitem__(self, index)
        return List(result) if type(index) is slice else result

    def __repr__(self):
        if self._stamen_len is None:
            return list.__repr__(self)
        return f"List(length={self._stamen_len!r}, padded={list.__repr__(self)})"

    def __eq__(self, other):
        if self._stamen_len is not None:
            raise _symbolic_use("==")
        return list.__eq__(self, other)

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, list):
            t = type(other)
            if t is not Term and t.__module__ != "builtins" and hasattr(t, "__radd__"):
                return NotImplemented  # the right operand's own (a union's: per member)
            raise TypeError(f'can only concatenate list (not "{python_type_name(other)}") '
                            f"to list")
        return list_concat(self, other)

    def __radd__(self, other):
        # list + List: Python tries the subclass's reflected method first, so a plain list
        # never concatenates the padding of a symbolic-length List
        if not isinstance(other, list):
            return NotImplemented
        return list_concat(other, self)

    def __mul__(self, count):
        return list_repeat(self, count)

    __rmul__ = __mul__

    def copy(self):
        """Returns a shallow copy that keeps the symbolic length."""
        result = List(list.__getitem__(self, slice(None)))
        result._stamen_len = self._stamen_len
        return result

    __copy__ = copy

    def __deepcopy__(self, memo):
        result = List(_copy.deepcopy(list.__getitem__(self, slice(None)), memo))
        result._stamen_len = self._stamen_len
        return result

    def __reduce__(self):
        if self._stamen_len is not None:
            raise _symbolic_use("pickling")
        return (List, (list(list.__iter__(self)),))


for _name in ("__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__contains__",
              "__reversed__", "__iadd__", "__imul__", "__setitem__", "__delitem__", "index",
              "count", "append", "extend", "insert", "pop", "remove", "clear", "reverse",
              "sort"):
    setattr(List, _name, _refusing(_name))


def list_concat(a: list, b: list) -> List:
    """Returns a + b for lists, either of which may have a symbolic length."""
    ea, la = sequence_elements(a)
    eb, lb = sequence_elements(b)
    if type(la) is int and type(lb) is int:
        return List(list(ea) + list(eb))
    elems, length = concat_elements(ea, la, eb, lb)
    result = List(elems)
    result._stamen_len = length
    return result


_REPEAT_BOUNDS = (4, 16, 64)  # a symbolic count of `xs * n` the path bounds by one of these


def tuple_repeat(t, count):
    """Returns t * count for a tuple or padded tuple (the count as in `list_repeat`): a
    tuple when the result's length is concrete, a padded tuple otherwise."""
    elems, length = sequence_elements(t)
    source = List(elems)
    source._stamen_len = None if type(length) is int else length
    xs = list_repeat(source, count)
    if xs is NotImplemented or xs._stamen_len is None:
        return xs if xs is NotImplemented else tuple(seq_physical(xs))
    return PaddedTuple(tuple(seq_physical(xs)), xs._stamen_len)


def _sequence_repeat(sequence, count):
    """`sequence * count` for an int term count (installed in the term operators)."""
    if isinstance(sequence, list):
        return list_repeat(sequence, count)
    return tuple_repeat(sequence, count)


def list_repeat(xs: list, count) -> List:
    """Returns xs * count: a concrete count repeats the (possibly padded) list; a symbolic
    count is encoded when it is one of a few literals or the path bounds it (see
    `_repeat_symbolic`), and refused otherwise."""
    if type(count) is Term:
        if index_int(count) is None:  # a float or a string term: Python's own words
            raise repeat_count_error(count)
        return _repeat_symbolic(xs, as_index(count))
    try:
        count = operator.index(count)
    except TypeError:
        if type(count) is Term or type(count) is Union:
            return NotImplemented  # their own __rmul__ splits the cases
        reflected = getattr(type(count), "__rmul__", None)
        if reflected is not None and hasattr(reflected, "__code__"):  # Python code's own
            result = call_user(reflected, count, xs)
            if result is not NotImplemented:
                return result
        with on_behalf():  # Python's own TypeError ("... non-int of type 'str'")
            return operator.mul([], count)
    if type(seq_len(xs)) is int:
        return List(list.__mul__(seq_physical(xs), count))
    result = List()
    for _ in range(count):
        result = list_concat(result, xs)
    return result


def _repeat_symbolic(xs: list, count: Term) -> List:
    """Returns xs * count for an int term `count`: the repetitions 1..k merged by
    `count == j` (Python's empty list where count <= 0), where k is the largest value of a
    count that is a few literals, or the least of `_REPEAT_BOUNDS` the path proves bounds
    it; an unbounded count is refused (its physical padding would be unbounded)."""
    values = value_map(count)
    if values is not None:
        cases = [(g, k) for k, g in values.items() if k > 0]
        bound = max((k for _, k in cases), default=0)
    else:
        bound = next((b for b in _REPEAT_BOUNDS if proven(arith.le(count, b))), None)
        if bound is None:
            raise unsupported("`*` of a list or tuple by a symbolic count",
                              f"repeating a sequence a symbolic number of times is encoded "
                              f"only for a count the path bounds by {_REPEAT_BOUNDS[-1]}")
        cases = [(eq(count, k), k) for k in range(1, bound + 1)]
    ex, lx = sequence_elements(xs)
    repeats = {0: ([], 0)}
    for k in range(1, bound + 1):
        repeats[k] = concat_elements(*repeats[k - 1], ex, lx)
    merged = ([], None)  # a snapshot (elements, length or None for len(elements))
    for g, k in cases:
        merged = merge_contents(g, List(), repeats[k], merged)
    result = List(merged[0])
    result._stamen_len = merged[1]
    return result


def compact(items) -> tuple[list, object]:
    """Returns (physical elements, length) of the sequence of the items [(guard, value)]
    present on the path, in order: element j is the j-th item whose guard holds (the
    guards need not hold for a prefix, as for a dict's keys present on some paths)."""
    count = 0
    elems: list = []
    for g, v in items:
        if g is False:
            continue
        if g is True and type(count) is int:
            elems.append(v)
            count += 1
            continue
        for j in range(len(elems) + 1):
            here = and_(g, eq(count, j)) if type(count) is not int else (g if j == count
                                                                         else False)
            if here is False:
                continue
            if j == len(elems):
                elems.append(v)
            else:
                elems[j] = merge(here, v, elems[j])
        count = arith.add(count, ite(g, 1, 0))
    return elems, count


def as_index(key, container: str | None = None):
    """Returns `key` as Python reads a sequence index: an int term stays, a symbolic bool
    indexes as 0/1 and a symbolic bit-vector as its unsigned value (as concrete bools and
    `BV.__index__` do); any other value that is not an integer is Python's TypeError, with
    the message of `container`'s subscript ("list", "tuple") or else of operator.index."""
    if type(key) is not Term:
        return call_user(operator.index, key)  # (its TypeError: the program's, as Python's)
    index = index_int(key)
    if index is None:
        from stamen.terms.operators import python_type_name

        name = python_type_name(key)
        if container == "string":  # (str's words differ from the other sequences')
            raise TypeError(f"string indices must be integers, not '{name}'")
        if container is not None:
            raise TypeError(f"{container} indices must be integers or slices, not {name}")
        raise TypeError(f"'{name}' object cannot be interpreted as an integer")
    return index


def seq_len(xs):
    """Returns the length of a list, an int or an int term."""
    if type(xs) is List and xs._stamen_len is not None:
        return xs._stamen_len
    return list.__len__(xs)


def seq_physical(xs) -> list:
    """Returns the physical (padded) elements of a list without the symbolic-length check."""
    return list.__getitem__(xs, slice(None))


def set_contents(xs, elems: list, length) -> None:
    """Sets a list's physical elements and its length (an int or an int term)."""
    if type(length) is int:
        elems = elems[:length]
        length = None
    elif type(xs) is not List:
        raise UntrackedMutation(
            "a list created outside lifted code would change length under a symbolic "
            "condition; create it inside a lifted function or wrap it as stamen.List(...)"
        )
    list.__setitem__(xs, slice(None), elems)
    if type(xs) is List:
        xs._stamen_len = length


# The merge of a dict's or a set's contents at a join, by container kind: vm.python.dicts
# and vm.python.sets (above this module) register theirs at import.
_CONTENTS_MERGERS: dict[type, object] = {}


def register_contents_merger(kind: type, fn, shaped=None) -> None:
    """Declares `fn(g, then_snapshot, else_snapshot)` the merge of the contents of the
    containers that are instances of `kind` (dict, set) at a join under guard g, and
    `shaped(container)`, whether a container's contents hold stamen's encoding of a shape
    that differs by path (see `_note_shaped_native`)."""
    _CONTENTS_MERGERS[kind] = fn
    if shaped is not None:
        _SHAPED[kind] = shaped


_SHAPED: dict[type, object] = {}


def _note_shaped_native(obj, merged, kind: type) -> None:
    """Notes a container that no stand-in of stamen's answers for (made by code stamen does
    not lift, a Counter, a subclass) whose merged contents differ by path: code
    stamen does not lift, which would read the encoding as entries, must not be handed it
    (vm.paths.crossing refuses the call)."""
    shaped = _SHAPED.get(kind)
    if not type(obj).__module__.startswith("stamen.") and shaped is not None and shaped(merged):
        current().shaped_natives[id(obj)] = (obj, shaped)


def merge_contents(g, obj, then_snapshot, else_snapshot):
    """Returns the snapshot of a container's contents merged at a join under guard g."""
    if isinstance(obj, list):
        (te, tl), (ee, el) = then_snapshot, else_snapshot
        tlen = len(te) if tl is None else tl
        elen = len(ee) if el is None else el
        n = max(len(te), len(ee))
        elems = []
        for j in range(n):
            if j < len(te) and j < len(ee):
                elems.append(merge(g, te[j], ee[j]))
            else:
                elems.append(te[j] if j < len(te) else ee[j])
        length = ite(g, tlen, elen)
        if type(length) is int:
            return (elems[:length], None)
        if type(obj) is not List:
            raise UntrackedMutation(
                "a list created outside lifted code changes length under a symbolic "
                "condition; create it inside a lifted function or wrap it as stamen.List(...)"
            )
        return (elems, length)
    if isinstance(obj, collections.OrderedDict):
        return _merge_pairs(g, type(obj).__name__, then_snapshot, else_snapshot)
    if isinstance(obj, dict):
        merged = _CONTENTS_MERGERS[dict](g, then_snapshot, else_snapshot)
        _note_shaped_native(obj, merged, dict)
        return merged
    return _CONTENTS_MERGERS[set](g, then_snapshot, else_snapshot)


def _merge_pairs(g, name: str, then_pairs: list, else_pairs: list) -> list:
    """Returns the pairs of an OrderedDict merged at a join under guard g: each key's value
    merged, where both paths hold the same keys in the same order. An OrderedDict keeps
    its keys in links of its own, which cannot hold a key present or placed on some paths
    only (stamen's dicts can: see vm.python.dicts), so other contents are refused."""
    if len(then_pairs) != len(else_pairs) or any(
            a is not b for (a, _), (b, _) in zip(then_pairs, else_pairs, strict=True)):
        raise UntrackedMutation(
            f"an {name} whose keys or their order differ between the two sides of a "
            f"symbolic condition: its order is C state that stamen does not merge; change "
            f"only the values of its keys under a condition, or use a dict")
    return [(k, merge(g, a, b)) for (k, a), (_, b) in zip(then_pairs, else_pairs, strict=True)]


def guard_at(length, j: int):
    """Returns the condition that position j is inside a sequence of `length`."""
    if type(length) is int:
        return j < length
    return lt(j, length)


# CPython's own messages name a value's type by its class's `__name__` ("unhashable type:
# 'list'", "'list' object is not an iterator"): a list built by lifted code carries the
# name of the type it stands for (its `__qualname__` stays, for pickling and reprs).
List.__name__ = "list"


class PaddedTuple:
    """An immutable sequence of symbolic length (merge="logic" merges tuples into one).

    `elems` are the physical elements, as many as the longest possible length; element
    j is real iff j < `length`. Lifted code uses it like a tuple (len, indexing, slicing,
    iteration, `+`, ==, `in`, truth); un-lifted code cannot see a symbolic length, so
    those operations raise there instead of lying.
    """

    __slots__ = ("elems", "length")

    def __init__(self, elems: tuple, length):
        self.elems = elems
        self.length = length

    def __repr__(self):
        return f"PaddedTuple(length={self.length!r}, padded={self.elems!r})"

    @staticmethod
    def merge(g, a, b):
        return padded_merge(g, a, b)

    def __copy__(self):
        return self  # immutable, as a tuple's copy.copy

    def __deepcopy__(self, memo):
        return PaddedTuple(_copy.deepcopy(self.elems, memo), self.length)

    def __add__(self, other):
        if not isinstance(other, (tuple, PaddedTuple)):
            return NotImplemented
        return padded_concat(self, other)

    def __radd__(self, other):
        if not isinstance(other, tuple):
            return NotImplemented
        return padded_concat(other, self)

    def __mul__(self, count):
        return tuple_repeat(self, count)

    __rmul__ = __mul__

    def __len__(self):
        raise _symbolic_use("len()", "tuple")

    def __iter__(self):
        raise _symbolic_use("iteration", "tuple")

    def __getitem__(self, index):
        raise _symbolic_use("indexing", "tuple")

    def __bool__(self):
        raise _symbolic_use("truth", "tuple")

    def __eq__(self, other):
        raise _symbolic_use("==", "tuple")

    __hash__ = None


def _as_padded(t):
    return t if type(t) is PaddedTuple else PaddedTuple(tuple(t), len(t))


def sequence_elements(v):
    """Returns (physical elements, length) of a tuple, padded tuple or list."""
    if type(v) is PaddedTuple:
        return v.elems, v.length
    if type(v) is List:
        return seq_physical(v), seq_len(v)
    return v, len(v)


def _first_true(pairs, default):
    """Returns the value of the first guard that holds ([(guard, value)], then `default`);
    the guards need not cover the path (the result is padding where none holds)."""
    value = default
    for g, v in reversed(pairs):
        if g is True:
            value = v
        elif g is not False:
            value = merge(g, v, value)
    return value


def concat_elements(ea, la, eb, lb):
    """Returns (physical elements, length) of the concatenation of a sequence of physical
    elements `ea` and length `la` with one of `eb`, `lb` (lengths ints or int terms)."""
    if type(la) is int:
        elems = list(ea[:la]) + list(eb)
    else:
        elems = []
        for k in range(len(ea) + len(eb)):
            from_b = [(eq(arith.sub(k, la), j), e) for j, e in enumerate(eb) if j <= k]
            here = [(lt(k, la), ea[k])] if k < len(ea) else []
            default = from_b[-1][1] if from_b else ea[k]
            elems.append(_first_true(here + from_b, default))
    length = arith.add(la, lb)
    if type(length) is int:
        elems = elems[:length]
    return elems, length


def padded_concat(a, b):
    """Returns a + b for tuples and padded tuples: a padded tuple of length len(a) + len(b)
    (a tuple when that length is concrete). Like Python's `t + ()` and `() + t`, adding the
    empty tuple returns the other operand itself, so `is` still sees it."""
    if type(b) is tuple and not b:
        return a
    if type(a) is tuple and not a:
        return b
    ea, la = sequence_elements(a)
    eb, lb = sequence_elements(b)
    elems, length = concat_elements(ea, la, eb, lb)
    if type(length) is int:
        return tuple(elems)
    return PaddedTuple(tuple(elems), length)


def padded_merge(g, a, b):
    """Returns tuples/padded tuples a, b merged into one padded tuple (merge="logic")."""
    a, b = _as_padded(a), _as_padded(b)
    n = max(len(a.elems), len(b.elems))
    elems = []
    for j in range(n):
        if j < len(a.elems) and j < len(b.elems):
            elems.append(merge(g, a.elems[j], b.elems[j]))
        else:
            elems.append(a.elems[j] if j < len(a.elems) else b.elems[j])
    length = ite(g, a.length, b.length)
    if type(length) is int:
        return tuple(elems[:length])
    return PaddedTuple(tuple(elems), length)


register_sequence_type(PaddedTuple)
register_padded_tuple(PaddedTuple)
register_sequence_repeat(_sequence_repeat)
