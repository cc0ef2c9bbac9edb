"""Python's built-in operations with their usual meaning on symbolic values: truth, equality,
len, indexing, membership, iteration, unpacking, and the list, dict and attribute writes
that go through the store.

Lifted code calls these instead of the native operations (see `stamen.lift`);
on concrete values they do what Python does. A sequence may have a symbolic
length (`seq.List`, `seq.PaddedTuple`) or be a union; iteration then yields
(guard, element) pairs with the element present only where its guard holds.
"""

from __future__ import annotations

import collections
import copy
import dataclasses
import inspect
import operator
import types

from stamen.boundary import call_user, on_behalf
from stamen.errors import AssertFailure, InvalidArgument, UnsupportedConstruct, UntrackedMutation
from stamen.terms import arith, pystr, strings
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.intbits import least_proven_bound, set_path_prover, unsupported
from stamen.terms.operators import py_eq as term_eq
from stamen.terms.operators import python_type_name, user_line
from stamen.terms.partial import require
from stamen.terms.sorts import BOOL, INT, REAL, STRING, ArraySort, BitVecSort
from stamen.terms.term import Term
from stamen.vm.merging.merge import is_primitive, merge, merge_all
from stamen.vm.merging.seq import (
    List,
    PaddedTuple,
    as_index,
    concat_elements,
    guard_at,
    seq_len,
    sequence_elements,
    set_contents,
)
from stamen.vm.paths.control import apply_guarded, branch_and_merge, run_guarded
from stamen.vm.paths.feasibility import PROOF_RLIMIT, feasible_on_path
from stamen.vm.paths.regions import NativeLoop
from stamen.vm.python import hooks, messages, seqlib
from stamen.vm.python.dicts import (
    DictView,
    as_c_sees,
    counter_update,
    dict_delete,
    dict_eq,
    dict_fromkeys,
    dict_get,
    dict_getitem,
    dict_iterate,
    dict_len,
    dict_lookup,
    dict_pop,
    dict_popitem,
    dict_setdefault,
    dict_store,
    dict_update,
    foreign_c_dict,
    has_slots,
    is_partial,
    linked_dict_type,
    logical_key,
    native_symbolic_key,
    note_if_linked,
    presence,
    probe_hash,
    require_concrete_keys,
    settled,
    symbolic_key,
)
from stamen.vm.python.dunders import (
    NOT_USER,
    length_hint,
    user_contains,
    user_eq,
    user_int,
    user_len,
    user_method,
    user_ne,
    user_truth,
)
from stamen.vm.python.elements import always, never, under
from stamen.vm.python.hashing import call_keeping_hashes, hash_changes_state
from stamen.vm.python.pytype import type_of
from stamen.vm.python.seqlib import (
    assign_slice,
    delete_at,
    delete_slice,
    element_eq,
    elements_of,
    slice_of,
)
from stamen.vm.python.sets import (
    is_symbolic_set,
    native_operand,
    refuse_order,
    set_build,
    set_contains,
    set_eq,
    set_len,
)
from stamen.vm.python.watched import Dict, FrozenSet, Set
from stamen.vm.state.context import current
from stamen.vm.values.lazytuple import tuple_lengths
from stamen.vm.values.objstate import raw_get
from stamen.vm.values.storedhash import internal_hashing, known_hash
from stamen.vm.values.union import ABSENT, Union

DICT_VIEWS = (type({}.keys()), type({}.values()), type({}.items()))

__all__ = ["identity_eq",
    "truth", "py_eq", "py_ne", "length", "getitem", "setitem", "delitem", "contains",
    "iterate", "unpack", "set_attr", "del_attr", "object_setattr", "object_delattr",
    "list_method", "dict_method", "str_join",
    "range_contains", "user_protocol", "program_function", "require_lifted_dunders",
    "differs_by_path",
]


def _proven_on_path(condition) -> bool:
    """Whether `condition` holds on every execution reaching this point: its negation is
    infeasible with the path guard, the assumes and the asserts so far (unknown, or the
    capped effort PROOF_RLIMIT spent: not proven). The term layer's bounded encodings
    (`terms.intbits`) ask this."""
    return not feasible_on_path(not_(condition), PROOF_RLIMIT)


set_path_prover(_proven_on_path)


def _bitvector_truth_words(v):
    """Returns the concrete BV's TypeError text for the truth of the bit-vector term `v`:
    its repr, `BitVec(w)(n)` with n its signed value, as a string term."""
    from stamen.terms.bitvec import bv2int
    from stamen.terms.bv import BV

    width = v.sort.width
    try:
        bool(BV(0, width))
    except TypeError as exc:  # (always: the words around the concrete one's repr)
        before, _, after = str(exc).partition(f"BitVec({width})(0)")
    value = pystr.text_of_int(bv2int(v, signed=True))
    return strings.concat(strings.concat(f"{before}BitVec({width})(", value), ")" + after)


def truth(v):
    """Returns Python's truth value of `v`: a bool, or a boolean term when it is symbolic."""
    t = type(v)
    if t is bool:
        return v
    if t is Term:
        sort = v.sort
        if sort is BOOL:
            return v
        if type(sort) is BitVecSort:  # as a concrete BV: its truth is an error
            raise TypeError(_bitvector_truth_words(v))
        if sort is STRING:
            return pystr.text_truth(v)
        return not_(term_eq(v, 0))
    if t is Union:
        return apply_guarded(v.members, truth)
    if t is List and v._stamen_len is not None:
        return arith.lt(0, v._stamen_len)
    if t is PaddedTuple:
        return arith.lt(0, v.length)
    if _user_container(t) and isinstance(v, (dict, set, frozenset)):
        require_lifted_dunders(v, "__bool__", "__len__")
        r = user_truth(v)  # a subclass's own __bool__ or __len__ first, as Python
        if r is not NOT_USER:
            return r
    if isinstance(v, dict) and is_partial(v):
        return arith.lt(0, dict_len(v))
    if isinstance(v, (set, frozenset)) and is_symbolic_set(v):
        return arith.lt(0, set_len(v))
    if t.__module__ == "builtins":
        return bool(v)
    custom = getattr(t, "_stamen_length", None)
    if custom is not None:
        return arith.lt(0, custom(v))
    r = user_truth(v)
    return bool(v) if r is NOT_USER else r


_BY_IDENTITY = (types.FunctionType, types.BuiltinFunctionType)


def identity_eq(a, b):
    """Returns a == b where a or b is a union and every member of both is a function,
    which Python compares by identity: the disjunction of the guards of the pairs that
    are the same function, at once (comparing them cannot fail, branch or write, so no
    member needs a guarded run of its own). None where a member may compare otherwise."""
    pairs_a = a._stamen_raw if type(a) is Union else ((True, a),)
    pairs_b = b._stamen_raw if type(b) is Union else ((True, b),)
    for _, v in (*pairs_a, *pairs_b):
        if type(v) not in _BY_IDENTITY:
            return None
    return or_(*(and_(ga, gb) for ga, x in pairs_a for gb, y in pairs_b if x is y))


def py_eq(a, b):
    """Returns a == b, structurally for containers with symbolic contents."""
    ta, tb = type(a), type(b)
    if ta is DictView or tb is DictView:  # a view of a plain dict is Python's view
        a, b = settled(a), settled(b)
        ta, tb = type(a), type(b)
    if ta is Union or tb is Union:
        same = identity_eq(a, b)
        if same is not None:
            return same
    if ta is Union:
        return apply_guarded(a.members, lambda x: py_eq(x, b))
    if tb is Union:
        return apply_guarded(b.members, lambda y: py_eq(a, y))
    if is_primitive(a) and is_primitive(b):
        if ta is Term or tb is Term:
            return term_eq(a, b)
        return a == b
    _require_lifted_eq(a, b)
    r = user_eq(a, b, _builtin_eq)
    if r is not NOT_USER:
        return r
    return _structural_eq(a, b)


def _structural_eq(a, b):
    """Returns a == b by the built-in types' own equality (the operands' classes define
    no `__eq__` of the program's, or a built-in container's own answers)."""
    ta, tb = type(a), type(b)
    if ta is Term or tb is Term:
        return term_eq(a, b)
    if _is_sequence(a) and _is_sequence(b):
        if isinstance(a, tuple) != isinstance(b, tuple) and not (
            _is_padded(a) or _is_padded(b)
        ):
            return False
        return _seq_eq(a, b)
    if isinstance(a, (set, frozenset)) and isinstance(b, (set, frozenset)) and (
            is_symbolic_set(a) or is_symbolic_set(b)):
        return set_eq(a, b)
    if ta is DictView or tb is DictView:
        return _view_eq(a, b)
    if isinstance(a, dict) and isinstance(b, dict):
        same = dict_eq(a, b)  # (each key looked up with the hash its table kept)
        if isinstance(a, collections.OrderedDict) and isinstance(b, collections.OrderedDict):
            return and_(same, under(same, lambda: _same_key_order(a, b), never))
        return same
    if ta is tb and dataclasses.is_dataclass(a) and not isinstance(a, type) and \
            ta.__dataclass_params__.eq:  # (two dataclass classes compare as classes)
        return and_(
            *(truth(py_eq(getattr(a, f.name), getattr(b, f.name)))
              for f in dataclasses.fields(a) if f.compare)
        )
    if (_is_padded(a) and tb.__module__ == "builtins") or (
            _is_padded(b) and ta.__module__ == "builtins"):
        return False  # a list or tuple of symbolic length is equal to no None, int, str, ...
    return a == b


def _view_eq(a, b):
    """Returns a == b where one side is a keys or items view of a dict of symbolic shape:
    set-like, as Python compares them (a values view equals only itself)."""
    def set_like(v) -> bool:
        return isinstance(v, (set, frozenset)) or type(v) in DICT_VIEWS[::2] or (
            type(v) is DictView and v.kind != "values")

    if not (set_like(a) and set_like(b)):
        return a is b
    return set_eq(set_build(a), set_build(b))


def py_ne(a, b):
    """Returns a != b (the negation of `py_eq`, or the program's own `__ne__`, asked on each
    path where an operand differs by path)."""
    if type(a) is Union or type(b) is Union:
        same = identity_eq(a, b)
        if same is not None:
            return not_(same)
        if type(a) is Union:
            return apply_guarded(a.members, lambda x: py_ne(x, b))
        return apply_guarded(b.members, lambda y: py_ne(a, y))
    if not (is_primitive(a) and is_primitive(b)):
        _require_lifted_eq(a, b)
        r = user_ne(a, b, _builtin_eq)
        if r is not NOT_USER:
            return r
    return not_(truth(py_eq(a, b)))


_CONTAINER_KINDS = (dict, list, tuple, (set, frozenset))


def _builtin_eq(x, y):
    """`x.__eq__(y)` where x's class derives from a built-in container and defines no
    `__eq__` of the program's: the container's own, structural where y is of its kind,
    NotImplemented otherwise (as `dict.__eq__` answers a list)."""
    for kind in _CONTAINER_KINDS:
        if isinstance(x, kind):
            return _structural_eq(x, y) if isinstance(y, kind) else NotImplemented
    return NotImplemented


def _require_lifted_eq(a, b) -> None:
    """Refuses a dict or set subclass's own `__eq__`/`__ne__` that stamen does not lift
    (Counter's, an un-lifted class's) where its contents differ by path."""
    for v in (a, b):
        if _user_container(type(v)) and isinstance(v, (dict, set, frozenset)):
            require_lifted_dunders(v, "__eq__", "__ne__")


def _is_padded(v) -> bool:
    return type(v) is PaddedTuple or (type(v) is List and v._stamen_len is not None)


def _is_sequence(v) -> bool:
    return isinstance(v, (list, tuple)) or type(v) is PaddedTuple


def _same_key_order(a: dict, b: dict):
    """Whether two OrderedDicts hold their keys in the same order (Python compares the
    keys pairwise, once the dicts are equal). C walks its links, hashing no key, where an
    OrderedDict's iterator hashes each: the keys' remembered hashes answer."""
    with internal_hashing():
        ea, na = elements_of(a)
        eb, nb = elements_of(b)
    return _seq_eq(seqlib.make_list(ea, na), seqlib.make_list(eb, nb))


def _seq_eq(a, b):
    ea, la = sequence_elements(a)
    eb, lb = sequence_elements(b)
    same_length = term_eq(la, lb) if (type(la) is Term or type(lb) is Term) else la == lb
    live = same_length  # where every element so far was equal: Python stops at the first
    for j in range(min(len(ea), len(eb))):  # that differs, so a later element whose ==
        if live is False:  # runs the program's code is compared on those paths only
            return False
        x, y, present = ea[j], eb[j], guard_at(la, j)
        if seqlib.runs_no_code(x, y) or live is True and present is True:
            same = element_eq(x, y)
        else:
            same = under(and_(live, present), lambda x=x, y=y: element_eq(x, y), always)
        live = and_(live, or_(not_(present), same))
    return live



def length(v):
    """Returns len(v): an int, or an int term for a sequence of symbolic length."""
    t = type(v)
    if t is List:
        return seq_len(v)
    if t is PaddedTuple:
        return v.length
    if t is Union:
        lengths = tuple_lengths(v)
        if lengths is not None:
            return merge_all(lengths)
        return apply_guarded(v.members, length)
    if t is Term and v.sort is STRING:
        return pystr.text_length(v)
    if isinstance(v, (dict, set, frozenset)):
        if _user_container(t):
            require_lifted_dunders(v, "__len__")
            n = user_len(v)  # a subclass's own __len__ first, as Python
            if n is not NOT_USER:
                return n
        if isinstance(v, dict):
            return dict_len(v)
        if is_symbolic_set(v):
            return set_len(v)
    if t is DictView:
        return v._stamen_len()
    custom = getattr(t, "_stamen_length", None)
    if custom is not None:
        return custom(v)
    n = user_len(v)
    if n is NOT_USER:
        if not hasattr(t, "__len__") and type_of(v) is not t:  # a stand-in: Python's name
            raise TypeError(f"object of type '{type_of(v).__name__}' has no len()")
        with on_behalf():
            return len(v)
    return n


MAX_STRING_ITERATION = 64  # the longest symbolic string iterated character by character


def _string_iteration(s):
    """Yields (guard, character) for each character of the string term `s`, up to the
    least power-of-two bound the path proves its length under (the character at j is
    present where j < len(s)); refused where no bound up to MAX_STRING_ITERATION is
    proven."""
    n = strings.length(s)
    bound = least_proven_bound(arith.sub(n, 1), 1, 2, MAX_STRING_ITERATION)  # len <= it
    if bound is None:
        raise unsupported("iterating over a symbolic string",
                          f"stamen iterates one the path proves at most "
                          f"{MAX_STRING_ITERATION} characters long; bound its length "
                          f"(stamen.assume(len(s) <= k)), or index it (s[i]) in a loop "
                          f"over range(len(s))")
    for j in range(bound):
        present = truth(arith.lt(j, n))
        if present is False:
            return
        yield present, strings.at(s, j)


def iterate(v, hinted: bool = False):
    """Yields (guard, element) for each element of `v`; the guard is True where the element
    is surely present. `hinted`: the consumer asks the length hint (`dunders.length_hint`)
    of an iterable of the program's once it has the iterator, as list() does."""
    t = type(v)
    if t is List:
        yield from _list_iteration(v)
        return
    if t is PaddedTuple:
        elems, n = sequence_elements(v)
        for j, e in enumerate(elems):
            yield guard_at(n, j), e
        return
    if t is Union:
        yield from _iterate_union(v)
        return
    if t is Term:
        if v.sort is STRING:
            yield from _string_iteration(v)
            return
        raise TypeError(f"'{python_type_name(v)}' object is not iterable")
    custom = getattr(t, "_stamen_iterate", None)
    if custom is not None:
        yield from custom(v)
        return
    own = getattr(t, "__iter__", None)
    if own in _DICT_ITERS:
        yield from _sized_iteration(v, dict.__iter__, is_partial, list(dict_iterate(v)),
                                    dict_len, "dictionary")
        return
    if isinstance(v, dict) and is_partial(v):
        yield from dict_iterate(v)
        return
    if isinstance(v, (set, frozenset)) and is_symbolic_set(v):
        refuse_order(v)
    if own in _SET_ITERS:
        yield from _sized_iteration(v, set.__iter__, is_symbolic_set,
                                    [(True, e) for e in set.__iter__(v)], set_len, "Set")
        return
    stops = user_protocol(t)
    if stops:
        yield from _lazily(v, stops, hinted)
        return
    with on_behalf():  # the program's iterable: its __iter__/__next__, or Python's TypeError
        for e in v:
            yield True, e


def _list_iteration(xs: List):
    """Yields (guard, element) of a list as Python's iterator takes them: step j reads the
    list as it is then (the body may append, pop or delete; on the paths where j is past
    its length now, the loop has ended, and a body that does not run there cannot grow it
    again), where a snapshot of its elements and length at the start read a list that a
    pop under a symbolic condition shortened as if it were not.

    A step past the list's length at the start, present on some paths only (the body
    appended under a symbolic condition), follows the loops' unrolling policy: the
    solver is asked now and then whether any execution gets there, and past the bound
    the policy applies. An append's guard stays symbolic where no execution appends
    (`len(xs) < 5` of a length whose terms say nothing of that), so the loop would go
    on, one physical element more per step, without end."""
    j = 0
    start = list.__len__(xs)
    while True:
        if xs._stamen_len is None:
            if j >= list.__len__(xs):
                return
            yield True, list.__getitem__(xs, j)
        else:
            elems, n = sequence_elements(xs)
            if j >= len(elems):
                return
            g = guard_at(n, j)
            if j >= start and g is not True and not hooks.steps_may_go_on(
                    j - start + 1, "iterating a list its loop appends to", g):
                return  # no execution on this path takes another element
            yield g, elems[j]
        j += 1


def _sized_iteration(container, native, symbolic, entries: list, size, name: str):
    """Yields (guard, element) of a dict or set as Python's iterator does: natively while
    its shape is concrete (Python's own errors: a size or keys changed on every path);
    once a write under a symbolic condition has made it symbolic (or from the start),
    `entries` (taken when the loop began) from where the loop is, raising Python's
    RuntimeError before each further step, and the end, on the paths where the size
    differs from the start (a native iterator would see the physical entry, on every
    path). A path that deletes one key and adds another keeps the size: Python raises
    "dictionary keys changed during iteration" or goes on, by where the keys sit in its
    table, which is not modelled: refused where a path may do that (`_keys_kept`)."""
    it = native(container)
    start = size(container)
    use_native = not symbolic(container)
    # where each key was present when the loop began (see `_keys_kept`): of a dict concrete
    # then, every key of `entries`, taken only if the loop goes on symbolically
    present = _TAKEN_LATER if use_native else _presences(container)
    taken = 0
    while True:
        if use_native and not symbolic(container):
            with on_behalf():
                element = next(it, _END)
            if element is _END:
                return
            taken += 1
            yield True, element
            continue
        use_native = False
        if present is _TAKEN_LATER:
            present = {id(k): True for _, k in entries} if isinstance(container, dict) \
                else None
        require(eq(size(container), start), f"{name} changed size during iteration",
                RuntimeError)
        _keys_kept(container, present, start, size)
        if taken >= len(entries):
            return
        taken += 1
        yield entries[taken - 1]


_TAKEN_LATER = object()  # `_sized_iteration`'s presences, not taken yet


def _presences(container) -> dict | None:
    """Returns {id of physical key: where it is present} of a dict (None for a set, whose
    iterator checks its size only), to tell later whether its keys changed."""
    if not isinstance(container, dict):
        return None
    return {id(k): presence(raw)[0] for k, raw in dict.items(container)}


def _keys_kept(container, present: dict | None, start, size) -> None:
    """Refuses a further step of a loop over a dict where a path may have changed its keys
    while keeping its size (see `_sized_iteration`)."""
    if present is None:
        return
    now = {id(k): presence(raw)[0] for k, raw in dict.items(container)}
    if all(now.get(k, False) is g for k, g in present.items()) and \
            all(k in present or g is False for k, g in now.items()):
        return  # the same presences, term for term: no key came or went
    differs = or_(*(not_(eq(now.get(k, False), present.get(k, False)))
                    for k in set(now) | set(present)))
    if not _proven_on_path(not_(and_(eq(size(container), start), differs))):
        raise unsupported("a dict whose keys a loop over it changes, its size kept",
                          "Python raises RuntimeError or goes on by where the keys sit in "
                          "its table, which stamen does not model")


_END = object()  # the end of a native iterator (`next(it, _END)`)
# the types whose iteration is dict's or set's own (not OrderedDict's, not the program's)
_DICT_ITERS = (dict.__iter__, Dict.__iter__)
_SET_ITERS = (set.__iter__, Set.__iter__)


def user_protocol(t: type) -> tuple | None:
    """Returns the exceptions Python's loop over an instance of `t` catches to end it, when
    the program's own code (a Python function) implements its iteration: (StopIteration,)
    for `__iter__`, (IndexError, StopIteration) for the sequence protocol (`__getitem__`
    without `__iter__`); None when the iteration is Python's (a C type, a generator)."""
    it = getattr(t, "__iter__", None)
    if it is None:
        item = getattr(t, "__getitem__", None)
        return (IndexError, StopIteration) if program_function(item) else None
    return (StopIteration,) if program_function(it) else None


def _lazily(v, stops: tuple, hinted: bool = False):
    """Yields (True, element) of the program's iterator `v` one by one, as Python's loop
    takes them (a consumer may stop early): an end raised under a symbolic condition is
    refused there (see `regions.stops_native_loop`)."""
    ctx = current()
    marker = NativeLoop(stops)
    with on_behalf():
        it = iter(v)
    if hinted:
        length_hint(v)
    custom = getattr(type(it), "_stamen_iterate", None)
    if custom is not None:  # `__iter__` is a lifted generator: its steps, lazily
        yield from custom(it)
        return
    count = 0
    while True:
        count += 1  # an end decided on the path by forks (merge="none") may never come
        if not hooks.steps_may_go_on(count, f"iterating a {type(v).__name__}"):
            return  # no execution on this path takes another element
        ctx.try_handlers.append(marker)
        try:
            with on_behalf():
                e = next(it)
        except StopIteration:
            return
        finally:
            ctx.try_handlers.remove(marker)
        yield True, e


def program_function(fn) -> bool:
    """Whether `fn` is a Python function of the program's (not of stamen's own classes,
    such as its List, which iterate as stamen decides)."""
    return type(fn) is types.FunctionType and not (fn.__module__ or "").startswith("stamen.")


def _iterate_union(u: Union):
    """Iterates a union of iterables to its longest member, merging the j-th elements; a
    member that is not iterable fails the path under its own guard only (Python's
    TypeError where that member is the value). A union holding a lifted generator is taken
    lazily (`hooks.union_stream`); an iterator (or the program's iterable) is listed in a
    store frame of its own, so that what listing it changes (its position, the program's
    state) holds where it is the value only."""
    if hooks.union_stream is not None and any(
            getattr(type(m), "_stamen_lazy_stream", False) for _, m in u.members):
        yield from hooks.union_stream(u)
        return
    ctx = current()
    members, runs, pushed = [], [], 0
    for g, seq in u.members:
        stateful = hasattr(type(seq), "__next__") or user_protocol(type(seq)) is not None
        if stateful:
            ctx.store.push(sibling=pushed > 0)
            pushed += 1
        ok, items = run_guarded(ctx, g, lambda seq=seq: list(iterate(seq)))
        if stateful:
            written = ctx.store.pop_undo()
            if ok:
                runs.append((g, written))
        if ok:
            members.append((g, items))
    if runs:  # each member's writes where it is the value (the others wrote nothing)
        ctx.store.join_all(runs)
    if not members:
        raise AssertFailure("no member of the union is iterable", "core")
    longest = max(len(items) for _, items in members)
    for j in range(longest):
        present = [(and_(g, items[j][0]), items[j][1]) for g, items in members
                   if j < len(items)]
        present = [(h, e) for h, e in present if h is not False]
        if not present:
            return
        guard = or_(*(h for h, _ in present))
        yield guard, merge_all(present) if len(present) > 1 else present[0][1]


_SUBSCRIPTED = {"list": "list", "list assignment": "list", "tuple": "tuple",  # TypeError's
                "str": "string"}


def _symbolic_index(key, n, kind: str = "list"):
    """Requires 0 <= position < n for a (possibly negative) index; returns the position.
    Out of range is Python's IndexError for the operation `kind` (see
    `messages.index_error`: "tuple", "list assignment", "pop", ...)."""
    key = as_index(key, _SUBSCRIPTED.get(kind))
    position = ite(arith.lt(key, 0), arith.add(n, key), key) if type(key) is Term else (
        arith.add(n, key) if key < 0 else key)
    require(and_(arith.le(0, position), arith.lt(position, n)),
            messages.index_error(kind), IndexError)
    return position


def _sequence_kind(obj) -> str:
    """Returns the `messages.index_error` kind of reading obj[i]: list, tuple or str."""
    if isinstance(obj, str):
        return "str"
    return "tuple" if isinstance(obj, tuple) or type(obj) is PaddedTuple else "list"


def _select(elems, position, kind: str = "list"):
    """Returns elems[position] for a symbolic position already known to be in range."""
    if type(position) is int:
        with on_behalf():
            return elems[position]
    pairs = [(eq(position, j), e) for j, e in enumerate(elems)]
    pairs = [(g, e) for g, e in pairs if g is not False]
    if not pairs:  # no position is in range: the path fails (its requirement says so)
        raise IndexError(messages.index_error(kind))
    return merge_all(pairs)


def getitem(obj, key):
    """Returns obj[key], with a symbolic key or a symbolic-length sequence allowed."""
    t = type(obj)
    if t is Union:
        return apply_guarded(obj.members, lambda o: getitem(o, key))
    if type(key) is Union:
        return apply_guarded(key.members, lambda k: getitem(obj, k))
    if t is Term:
        if type(obj.sort) is ArraySort or obj.sort is STRING:
            with on_behalf():
                return obj[key]
        raise TypeError(f"'{python_type_name(obj)}' object is not subscriptable")
    if isinstance(obj, str) and pystr.is_string_term(key):
        raise TypeError("string indices must be integers, not 'str'")
    symbolic_length = (t is List and obj._stamen_len is not None) or t is PaddedTuple
    if type(key) is slice:
        bounds = (key.start, key.stop, key.step)
        for i, x in enumerate(bounds):
            if type(x) is Union:  # one slice per member of a union bound
                return apply_guarded(x.members, lambda m, i=i: getitem(
                    obj, slice(*bounds[:i], m, *bounds[i + 1:])))
        if symbolic_length or any(type(x) is Term for x in bounds) and isinstance(
                obj, (list, tuple, str, bytes, bytearray, range)):

            return slice_of(obj, key)
        with on_behalf():
            return obj[key]
    if type(key) not in (int, bool, Term) and (symbolic_length or isinstance(
            obj, (list, tuple, str, range))):
        index = user_int(key, "__index__")  # the program's, which may return an int term
        if index is not NOT_USER:
            return getitem(obj, index)
    if symbolic_length or (type(key) is Term and isinstance(obj, (list, tuple, str))):
        elems, n = sequence_elements(obj) if not isinstance(obj, str) else (list(obj), len(obj))
        kind = _sequence_kind(obj)
        return _select(elems, _symbolic_index(key, n, kind), kind)
    if isinstance(obj, dict) and _plain_dict_read(obj):
        require_concrete_keys(obj)
        if symbolic_key(key) or has_slots(obj):
            return dict_getitem(obj, key)
        key_hash = probe_hash(key)  # (Python hashes the key once: stamen's look-ups reuse it)
        with known_hash(key, key_hash):
            value = call_user(dict.get, obj, key, _NO_ENTRY)
        if value is _NO_ENTRY or type(value) is Union:
            return dict_getitem(obj, key, key_hash)
        return value
    if isinstance(obj, dict):
        require_concrete_keys(obj)
    if isinstance(obj, (set, frozenset)):
        raise TypeError(f"'{type(obj).__name__}' object is not subscriptable")
    return call_user(operator.getitem, obj, key)  # (the program's __getitem__, watched)


_NO_ENTRY = object()  # (dict.get's default: the key is absent)


def _plain_dict_access(d: dict) -> bool:
    """Whether d[k] on this dict (subclass) is dict's own (a `__missing__` included)."""
    t = type(d)
    return t is dict or t is Dict or (t.__getitem__ is dict.__getitem__
                         and t.__setitem__ is dict.__setitem__)


def _plain_dict_read(d: dict) -> bool:
    """Whether d[k] on this dict (subclass) reads as dict's (a `__missing__` included),
    whatever its `__setitem__` (an OrderedDict's reads are dict's)."""
    t = type(d)
    return t is dict or t is Dict or t.__getitem__ is dict.__getitem__


def setitem(obj, key, value) -> None:
    """Performs obj[key] = value through the store (so branches merge it)."""
    t = type(obj)
    if t is Union:
        apply_guarded(obj.members, lambda o: setitem(o, key, value))
        return
    if type(key) is Union:
        apply_guarded(key.members, lambda k: setitem(obj, k, value))
        return
    store = current().store
    if isinstance(obj, list) and type(key) is slice:
        _set_slice(obj, key, value)
        return
    if isinstance(obj, list):
        symbolic_length = t is List and obj._stamen_len is not None
        if symbolic_length or type(key) is Term:
            elems, n = sequence_elements(obj)
            position = _symbolic_index(key, n, "list assignment")
            new = [merge(eq(position, j), value, e) for j, e in enumerate(elems)]
            store.before_change(obj)
            set_contents(obj, new, n)
            return
        store.before_change(obj)
        with on_behalf():
            list.__setitem__(obj, key, value)
        return
    if isinstance(obj, dict) and _plain_dict_access(obj):
        dict_store(obj, key, value)
        return
    if t is Term and type(obj.sort) is ArraySort:
        raise InvalidArgument("symbolic arrays are immutable; use stamen.store(array, key, value)")
    if not hasattr(t, "__setitem__"):  # a tuple, str, int, ...: Python's TypeError, no write
        raise TypeError(f"'{python_type_name(obj)}' object does not support item assignment")
    if linked_dict_type(t):  # an OrderedDict's links
        _c_dict_method(obj, "__setitem__", (key, value), {})
        return
    if current().in_branch and not _user_setitem(obj):
        raise UntrackedMutation(
            f"cannot track obj[key] = value on a {t.__name__} under a symbolic condition"
        )
    with on_behalf():
        obj[key] = value


def _set_slice(xs: list, key: slice, value) -> None:
    """Performs xs[key] = value for a slice: natively when everything is concrete, else
    through `seqlib.assign_slice` (symbolic bounds or step, a symbolic length, a value of
    symbolic length or a union)."""
    bounds = (key.start, key.stop, key.step)
    for i, x in enumerate(bounds):
        if type(x) is Union:
            apply_guarded(x.members, lambda m, i=i: _set_slice(
                xs, slice(*bounds[:i], m, *bounds[i + 1:]), value))
            return
    if _is_padded(xs) or any(type(x) is Term for x in bounds) or not (
            isinstance(value, (list, tuple, str, range)) and not _is_padded(value)):

        assign_slice(xs, key, value)
        return
    current().store.before_change(xs)
    with on_behalf():  # (Python's ValueError for an extended slice of another size)
        list.__setitem__(xs, key, value)


def _user_setitem(obj) -> bool:
    return hasattr(type(obj), "__setitem__") and not isinstance(obj, (bytearray, set))


def delitem(obj, key) -> None:
    """Performs del obj[key] through the store."""
    if type(obj) is Union:
        apply_guarded(obj.members, lambda o: delitem(o, key))
        return
    if type(key) is Union:
        apply_guarded(key.members, lambda k: delitem(obj, k))
        return
    if isinstance(obj, list) and (type(key) is Term or _is_padded(obj) or type(key) is slice
                                  and any(type(x) in (Term, Union)
                                          for x in (key.start, key.stop, key.step))):

        if type(key) is slice:
            for i, x in enumerate((key.start, key.stop, key.step)):
                if type(x) is Union:
                    bounds = (key.start, key.stop, key.step)
                    apply_guarded(x.members, lambda m, i=i, b=bounds: delitem(
                        obj, slice(*b[:i], m, *b[i + 1:])))
                    return
            delete_slice(obj, key)
        else:
            delete_at(obj, key)
        return
    if isinstance(obj, dict) and _plain_dict_access(obj):
        # Counter's `del` ignores a missing key (dict's raises KeyError)
        counter = isinstance(obj, collections.Counter) and \
            type(obj).__delitem__ is collections.Counter.__delitem__
        dict_delete(obj, key, error=not counter)
        return
    if foreign_c_dict(obj):  # (an OrderedDict: dict's primitive would break its links)
        _c_dict_method(obj, "__delitem__", (key,), {})
        return
    if isinstance(obj, dict) and symbolic_key(key):
        raise UnsupportedConstruct(
            f"del at a symbolic key of a {type(obj).__name__} with its own __getitem__ or "
            f"__setitem__ (in {user_line()}); concretize the key")
    if isinstance(obj, list) or isinstance(obj, dict):
        current().store.before_change(obj)
        with on_behalf():
            (list if isinstance(obj, list) else dict).__delitem__(obj, key)
        return
    with on_behalf():
        del obj[key]


def set_attr(obj, name: str, value) -> None:
    """Performs obj.name = value through the store."""
    if type(obj) is Union:
        apply_guarded(obj.members, lambda o: set_attr(o, name, value))
        return
    current().store.set_attr(obj, name, value)


def object_setattr(obj, name: str, value) -> None:
    """Performs object.__setattr__(obj, name, value) through the store."""
    if type(obj) is Union:
        apply_guarded(obj.members, lambda o: object_setattr(o, name, value))
        return
    current().store.set_raw_attr(obj, name, value)


def object_delattr(obj, name: str) -> None:
    """Performs object.__delattr__(obj, name) through the store."""
    if type(obj) is Union:
        apply_guarded(obj.members, lambda o: object_delattr(o, name))
        return
    current().store.del_raw_attr(obj, name)


def del_attr(obj, name: str) -> None:
    """Performs del obj.name through the store."""
    if type(obj) is Union:
        apply_guarded(obj.members, lambda o: del_attr(o, name))
        return
    if type(obj).__delattr__ is not object.__delattr__:  # the program's own: Python calls it
        current().store.del_attr(obj, name)
        return
    descriptor = inspect.getattr_static(type(obj), name, None)  # (its __get__ not run)
    slot = type(descriptor) is types.MemberDescriptorType
    if isinstance(obj, type):
        with on_behalf():  # a metaclass's property getter of the program may run
            value = getattr(obj, name, ABSENT)  # del of a missing attribute fails there
    elif slot or not hasattr(type(descriptor), "__delete__"):
        value = raw_get(obj, name)  # the instance's own: a class attribute is not deleted
    else:  # a property or another data descriptor: Python calls its __delete__ alone
        current().store.del_attr(obj, name)
        return
    missing = messages.unset_slot(name) if slot else messages.no_attribute(obj, name)
    if value is ABSENT:
        raise AttributeError(missing)
    if type(value) is Union:
        require(presence(value)[0], missing, AttributeError)
    current().store.del_attr(obj, name)


def contains(item, container):
    """Returns `item in container`, symbolic when elements or membership are."""
    t = type(container)
    if t is Union:
        return apply_guarded(container.members, lambda c: contains(item, c))
    if type(item) is Union:
        return apply_guarded(item.members, lambda i: contains(i, container))
    if t is Term and container.sort is STRING or (
            pystr.is_string_term(item) and isinstance(container, str)):
        return pystr.text_contains(container, item)
    if _user_container(t):
        require_lifted_dunders(container, "__contains__")
        r = user_contains(item, container)  # a subclass's own __contains__ first, as Python
        if r is not NOT_USER:
            return r
    if isinstance(container, dict):
        return dict_lookup(container, item)[0]
    if t is DictView:
        container = settled(container)
        if type(container) is DictView:
            return container._stamen_contains(item)
        t = type(container)
    if t in DICT_VIEWS:  # a view of a dict whose keys are all present: by value, as a list
        return contains(item, list(container))
    if isinstance(container, (list, tuple)) or t is PaddedTuple:
        # each element compared only where it is real (a user __eq__ may fail), and one
        # whose == runs the program's code only where no earlier one was equal
        return or_(*seqlib.first_hits(hooks.iterate(container), item))
    if isinstance(container, (set, frozenset)) and (symbolic_key(item) or
                                                    is_symbolic_set(container)):
        return set_contains(container, item)
    custom = getattr(t, "_stamen_contains", None)
    if custom is not None:
        return custom(container, item)
    if type(item) is Term:
        if t is range:
            return range_contains(container.start, container.stop, container.step, item)
        if isinstance(container, (bytes, bytearray)) and item.sort is not REAL:
            byte = as_index(item)  # Python: an int in a bytes is a byte value
            require(and_(arith.le(0, byte), arith.lt(byte, 256)),
                    "byte must be in range(0, 256)", ValueError)
            return or_(*(eq(byte, value) for value in set(container)))
        if isinstance(container, str):
            raise TypeError(f"'in <string>' requires string as left operand, not "
                            f"{python_type_name(item)}")
        if isinstance(container, (bytes, bytearray)):
            raise TypeError(f"a bytes-like object is required, not '{python_type_name(item)}'")
    r = user_contains(item, container)
    if r is NOT_USER:
        with on_behalf():
            return item in container
    return r


def require_lifted_dunders(container, *names: str) -> None:
    """Refuses a dict or set subclass's own special method that stamen does not lift (an
    un-lifted class's) where the container's contents differ by path: it would read the
    storage natively, which holds stamen's encoding (an absent marker, member records)."""
    if not _user_container(type(container)):
        return
    for name in names:
        method = user_method(type(container), name)
        if method is None or getattr(method, "__stamen_lifted__", False):
            continue
        if differs_by_path(container):
            raise UnsupportedConstruct(
                f"{user_line()}: {type(container).__qualname__}.{name} of a container whose "
                f"contents differ by path, in code stamen does not lift (it reads the "
                f"storage natively); decorate `{type(container).__name__}` with "
                f"@stamen.lifted")


def differs_by_path(container) -> bool:
    """Whether a dict's or set's storage holds stamen's encoding of contents that differ by
    path (keys or members present on some paths only, or symbolic)."""
    if isinstance(container, dict):
        return is_partial(container)
    return isinstance(container, (set, frozenset)) and is_symbolic_set(container)


_SUBCLASSED = (dict, list, tuple, set, frozenset)  # containers a class may derive from
# Python's containers and stamen's stand-ins, which define no special method of the
# program's: asked on every len(), `in`, truth test and == (a hot path)
_PLAIN_CONTAINERS = frozenset({dict, list, tuple, set, frozenset, List, PaddedTuple, Dict, Set,
                               FrozenSet})
_CONTAINER_DUNDERS = ("__len__", "__contains__", "__bool__", "__eq__", "__ne__", "__lt__",
                      "__le__", "__gt__", "__ge__")


def _user_container(t: type) -> bool:
    """Whether `t` derives from a built-in container and defines one of its special methods
    in Python (the program's, or a library's such as Counter's `__eq__`): those are asked
    first, as Python asks them. Read from the class each time (one may be assigned to it
    later), past Python's containers and stamen's stand-ins at once."""
    return t not in _PLAIN_CONTAINERS and issubclass(t, _SUBCLASSED) and any(
        user_method(t, name) is not None for name in _CONTAINER_DUNDERS)


def range_contains(start, stop, step, item):
    """Returns `item in range(start, stop, step)` as arithmetic (any of them may be symbolic,
    step nonzero): Python compares by ==, so a real item is in it when it is integral."""
    sort = item.sort if type(item) is Term else None
    if type(sort) is BitVecSort or (sort is not None and sort not in (BOOL, INT, REAL)):
        elements = range(start, stop, step)  # only when every bound is concrete
        return or_(*(truth(py_eq(item, e)) for e in elements))
    if sort is BOOL:
        item = ite(item, 1, 0)
    integral = True
    if sort is REAL:
        whole = arith.to_int(item)
        integral, item = eq(arith.to_real(whole), item), whole
    offset = arith.sub(item, start)
    forward = and_(arith.le(start, item), arith.lt(item, stop))
    backward = and_(arith.le(item, start), arith.lt(stop, item))
    if type(step) is not Term:
        inside = forward if step > 0 else backward
        aligned = eq(arith.mod(offset, abs(step)), 0) if abs(step) != 1 else True
    else:
        inside = ite(arith.lt(0, step), forward, backward)
        aligned = eq(arith.mod(offset, step), 0)
    return and_(integral, inside, aligned)


def require_joinable(iterable) -> None:
    """Python's TypeError for str.join of a value that is not iterable (its own words,
    not iter()'s)."""
    t = type(iterable)
    if (t is Term and iterable.sort is not STRING) or (
            t is not Term and t is not Union and not hasattr(t, "__iter__")
            and not hasattr(t, "__getitem__")):
        raise TypeError("can only join an iterable")


def str_join(sep, iterable):
    """Returns `sep.join(iterable)` where the iterable may have a symbolic length or union
    elements, and the separator may be a union or a string term: the join of each possible
    prefix, merged (a union of strings). An element that is not a str fails the path where
    it is present, as in Python. (The one `str.join` of lifted code: vm.strings sends a
    string term's join here.)"""
    if type(sep) is Union:
        return apply_guarded(sep.members, lambda s: str_join(s, iterable))
    if type(iterable) is Union:
        return apply_guarded(iterable.members, lambda it: str_join(sep, it))
    require_joinable(iterable)
    if type(sep) is str and not _has_symbolic_parts(iterable) and isinstance(
            iterable, (str, list, tuple)):
        return call_user(sep.join, iterable)
    # any other iterable (a map of lifted str over terms, a generator) yields its items
    # when iterated: each may be a string term, which Python's own join would reject

    joined = ""
    for k, (g, e) in enumerate(iterate(iterable)):
        if _union_size(joined) * _union_size(e) > _JOIN_UNION_LIMIT:
            joined, e = _as_string_term(joined), _as_string_term(e)

        def extend(acc=joined, e=e, first=(k == 0), k=k):
            e = joined_item(k, e)
            with on_behalf():
                return "" + e if first else acc + sep + e

        joined = extend() if g is True else branch_and_merge(g, extend, lambda acc=joined: acc)
    return joined


def joined_item(j: int, item):
    """Returns item j of a str.join, where it is a str (or a string term); Python's
    TypeError where it is not, naming the type of what it holds there (a union's member
    that is no string fails on its own paths)."""
    if type(item) is Union:
        kept = []
        for g, m in item.members:
            if pystr.is_text(m):
                kept.append((g, m))
            else:
                require(not_(g), _not_str_item(j, m), TypeError)
        if not kept:
            raise TypeError(_not_str_item(j, item.members[0][1]))
        return merge_all(kept) if len(kept) > 1 else kept[0][1]
    if not pystr.is_text(item):
        raise TypeError(_not_str_item(j, item))
    return item


def _not_str_item(j: int, item) -> str:
    return f"sequence item {j}: expected str instance, {python_type_name(item)} found"


# Past this many members, a join's union of strings becomes one string term: a join of m
# elements that are each a union of v strings would otherwise hold v**m strings. Not
# lower: the solver answers a union's `==` at once, where the string theory may take
# minutes on the same question (a sorted join of 5 words, 880 * 5 members at its last
# step: 0.4 CPU s against unknown after 17).
_JOIN_UNION_LIMIT = 16384


def _union_size(v) -> int:
    return len(v.members) if type(v) is Union else 1


def _as_string_term(v):
    """Returns a union whose members are all strs as one string term (an ite over them);
    any other value as it is."""
    if type(v) is not Union or not all(type(m) is str for _, m in v.members):
        return v
    from stamen.terms.valueset import from_value_map

    cases: dict = {}
    for g, m in v.members:
        cases[m] = or_(cases[m], g) if m in cases else g
    return from_value_map(cases, STRING)


def _has_symbolic_parts(iterable) -> bool:
    """Whether a join must go element by element: a symbolic length, or an element that is
    a union or a term (which native `str.join` would reject as not a str)."""
    t = type(iterable)
    if t is PaddedTuple or (t is List and iterable._stamen_len is not None):
        return True
    if getattr(t, "_stamen_iterate", None) is not None or (isinstance(iterable, dict)
                                                           and is_partial(iterable)):
        return True
    return isinstance(iterable, (list, tuple)) and any(
        type(e) is Union or type(e) is Term for e in iterable)


def unpack(value, count: int) -> tuple:
    """Returns `value` unpacked into `count` parts (for `a, b = value`). A union of
    sequences merges the members of the right length; a union holding another iterable
    (the program's, a generator, a dict) is unpacked member by member, each under its guard
    (its `__iter__` runs, and may fail, only where it is the value)."""
    if type(value) is Union and not all(_is_sized(v) for _, v in value.members):
        return apply_guarded(value.members, lambda v: unpack(v, count))
    if type(value) is Union:
        fits = [(g, v, _len_matches(v, count)) for g, v in value.members]
        parts = [(and_(g, fit), v) for g, v, fit in fits if fit is not False]
        for g, v, fit in fits:  # Python's ValueError where a member's length differs
            if fit is not True:
                _require_length(v, count, g)
        if not parts:  # every path failed its member's requirement above
            raise ValueError(messages.unpack_error(count, count + 1))
        merged = merge_all(parts) if len(parts) > 1 else parts[0][1]
        if type(merged) is Union:  # distinct mutable sequences (lists): member by member
            return apply_guarded(merged.members, lambda v: unpack(v, count))
        return unpack(merged, count)
    if type(value) is List and value._stamen_len is not None or type(value) is PaddedTuple:
        elems, n = sequence_elements(value)
        _require_length(value, count, True)
        return tuple(elems[:count])
    if type(value) is Term and value.sort is not STRING or not (
            hasattr(type(value), "__iter__") or hasattr(type(value), "__getitem__")):
        raise TypeError(f"cannot unpack non-iterable {python_type_name(value)} object")
    if user_protocol(type(value)):
        return _unpack_iterated(value, count)
    result = call_user(tuple, value)
    if len(result) != count:
        raise ValueError(messages.unpack_error(count, len(result)))
    return result


def _unpack_iterated(value, count: int) -> tuple:
    """Returns `value` (whose iteration is the program's code) unpacked into `count` parts
    as CPython's UNPACK_SEQUENCE takes them: its iterator, `count` elements and one `next`
    more to see it end, asking no `__len__` (tuple() would ask it, and take every element
    of a longer one)."""
    it = call_user(iter, value)
    out = []
    for _ in range(count + 1):
        try:
            out.append(call_user(next, it))
        except StopIteration:
            break
    if len(out) != count:
        raise ValueError(messages.unpack_error(count, len(out)))
    return tuple(out)


def _require_length(value, count: int, where) -> None:
    """Requires the sized `value`'s length to be `count` (for `count` targets) where the
    guard `where` holds, with Python's ValueError where it is not: its message names the
    length, so one requirement per length the value can have."""
    if type(value) is List and value._stamen_len is not None or type(value) is PaddedTuple:
        elems, n = sequence_elements(value)
        lengths = [(term_eq(n, got), got) for got in range(len(elems) + 1)]
    else:
        lengths = [(True, len(value))]
    for same, got in lengths:
        if got != count:
            require(not_(and_(where, same)), messages.unpack_error(count, got), ValueError)


def _is_sized(v) -> bool:
    """Whether unpacking `v` takes as many values as its length (Python's sequences)."""
    return isinstance(v, (tuple, list, str)) or type(v) is PaddedTuple


def _len_matches(v, count: int):
    """Whether the sized member `v` has `count` elements: a bool, or a term where its
    length is symbolic (a list or padded tuple of path-dependent length), which Python's
    `len()` cannot answer."""
    if type(v) is List and v._stamen_len is not None or type(v) is PaddedTuple:
        return term_eq(sequence_elements(v)[1], count)
    try:
        return len(v) == count
    except TypeError:
        return False


# ------------------------------------------------------------ list methods --

def list_method(xs: list, name: str, args: tuple, kwargs: dict | None = None):
    """Runs a list method; mutations go through the store. Symbolic lengths and symbolic
    elements go to `seqlib` for the methods that compare elements or depend on the length
    (count, index, remove, reverse, sort) and here for append, insert, pop, extend
    and clear."""

    if name in ("insert", "pop") and args and type(args[0]) is Union:  # each index's own
        return apply_guarded(args[0].members,
                             lambda i: list_method(xs, name, (i, *args[1:]), kwargs))
    library = _LIBRARY_METHODS.get(name)
    if library is not None and (kwargs or _is_padded(xs) or not seqlib.native_ok(
            [*list.__iter__(xs), *args])):
        return library(xs, *args, **(kwargs or {}))
    if kwargs:
        current().store.before_change(xs)
        return getattr(list, name)(xs, *args, **kwargs)
    store = current().store
    store.before_change(xs)
    if name == "extend" and (_is_padded(args[0]) or not isinstance(args[0], (list, tuple))):
        # by a sequence of symbolic length, a union, a lifted map/filter, a partial dict...

        ea, la = sequence_elements(xs)
        set_contents(xs, *concat_elements(ea, la, *elements_of(args[0])))
        return None
    if not (type(xs) is List and xs._stamen_len is not None):
        if name == "insert" and type(args[0]) is Term:
            return _symbolic_insert(xs, as_index(args[0]), args[1])
        if name == "pop" and args and type(args[0]) is Term:
            return _symbolic_pop(xs, args[0])
        with on_behalf():
            return getattr(list, name)(xs, *args)
    if name == "append":
        return _symbolic_append(xs, args[0])
    if name == "insert":
        return _symbolic_insert(xs, as_index(args[0]), args[1])
    if name == "extend":  # by a list or tuple of concrete length
        ea, la = sequence_elements(xs)
        set_contents(xs, *concat_elements(ea, la, *sequence_elements(args[0])))
        return None
    if name == "pop":
        return _symbolic_pop(xs, args[0] if args else -1)
    if name == "clear":
        set_contents(xs, [], 0)
        return None
    raise UntrackedMutation(
        f"list.{name} on a list of symbolic length is not supported yet; use append/insert/pop"
    )


def _library_methods() -> dict:
    """Returns {name: seqlib function} for the list methods the sequence library computes."""

    return {"count": seqlib.count, "index": seqlib.index, "remove": seqlib.remove,
            "reverse": seqlib.reverse, "sort": seqlib.sort}


_LIBRARY_METHODS = _library_methods()


def _symbolic_append(xs, value) -> None:
    """Appends to a list of symbolic length n: position j becomes `value` where n == j."""
    elems, n = sequence_elements(xs)
    new = [merge(eq(n, j), value, e) for j, e in enumerate(elems)]
    new.append(value)
    set_contents(xs, new, arith.add(n, 1))


def _symbolic_insert(xs, index, value) -> None:
    """Inserts at a position that may be symbolic; Python clamps it into [0, len]."""
    elems, n = sequence_elements(xs)
    index = as_index(index)
    if type(index) is int and index == 0:
        set_contents(xs, [value, *elems], arith.add(n, 1))
        return
    pos = ite(arith.lt(index, 0), arith.add(n, index), index) if (
        type(index) is Term or index < 0) else index
    pos = ite(arith.lt(pos, 0), 0, ite(arith.lt(n, pos), n, pos))
    new = []
    for j in range(len(elems) + 1):
        before = elems[j] if j < len(elems) else value
        after = elems[j - 1] if j > 0 else value
        if type(pos) is int:
            new.append(before if j < pos else value if j == pos else after)
        else:
            new.append(merge(arith.lt(j, pos), before, merge(eq(j, pos), value, after)))
    set_contents(xs, new, arith.add(n, 1))


def _symbolic_pop(xs, index):
    elems, n = sequence_elements(xs)
    require(arith.lt(0, n), messages.index_error("pop empty"), IndexError)
    position = _symbolic_index(index, n, "pop")
    value = _select(elems, position, "pop")
    new = []
    for j in range(len(elems) - 1):
        if type(position) is int:
            new.append(elems[j] if j < position else elems[j + 1])
        else:
            new.append(merge(arith.lt(j, position), elems[j], elems[j + 1]))
    set_contents(xs, new, arith.sub(n, 1))
    return value


def dict_method(d: dict, name: str, args: tuple, kwargs: dict):
    """Runs a dict method: reads and writes compare keys by value and see keys present on
    some paths only (see `dicts`); writes go through the store."""
    if foreign_c_dict(d) and _own_c_method(type(d), name):
        out = _c_dict_method(d, name, args, kwargs)
        if out is not _STAMENS:
            return out
    if name in _DICT_READS and not kwargs:
        return _DICT_READS[name](d, *args)
    if name == "popitem" and not args and not kwargs:
        return dict_popitem(d)
    if name == "update":
        if isinstance(d, collections.Counter) and type(d).update is collections.Counter.update:
            counter_update(d, args, kwargs)  # Counter's update counts; dict's replaces
        else:
            dict_update(d, args, kwargs)
        return None
    if name == "copy" and not args and not kwargs:
        with on_behalf():
            return dict.copy(d) if type(d) is dict else copy.copy(d)
    if name == "__getitem__":
        return getitem(d, *args)
    if name == "__setitem__":  # dict's own: a subclass's override is not called
        return dict_store(d, *args)
    if name == "__delitem__":
        return dict_delete(d, *args)
    if name == "__contains__":  # dict's own: a subclass's override is not called
        return dict_lookup(d, *args)[0]
    if name == "__len__" and not args:
        return dict_len(d)
    if name == "fromkeys":
        return dict_fromkeys(type(d), *args, **kwargs)
    if not is_partial(d) or name == "clear":
        current().store.before_change(d)
        with on_behalf():
            return getattr(dict, name)(d, *args, **kwargs)
    raise UnsupportedConstruct(f"dict.{name}() on a dict with symbolic keys or keys present "
                               f"on some paths only (in {user_line()})")


_STAMENS = object()  # `_c_dict_method`: stamen's dict method runs instead


def _own_c_method(t: type, name: str) -> bool:
    """Whether the C dict subclass `t` has its own method `name`, not dict's."""
    for cls in t.__mro__:
        if name in vars(cls):
            return cls is not dict
    return False


def _c_dict_method(d: dict, name: str, args: tuple, kwargs: dict):
    """Runs the own method `name` of a C dict subclass (OrderedDict's `keys`, `update`,
    `move_to_end`; defaultdict's `copy`) as Python does, natively: its order, its storage
    (an OrderedDict's links, which dict's primitives would break) and its calls of the
    program's `__hash__` are its own, not dict's, which stamen's operations model. On
    concrete keys and arguments C's answer is Python's (stamen's dict handed over as the
    exact dict it stands for, the hashes C computes kept; the store undoes and merges an
    OrderedDict's change by its own methods). Refused: a change of an OrderedDict at a
    symbolic key; a symbolic key or argument where a key's `__hash__` changes state.
    Elsewhere `_STAMENS`: stamen's dict method, which means the same."""
    values = (*args, *kwargs.values())
    # what C hashes: a key, or a mapping's or pairs' keys (a default, a value, a keyword
    # argument's value is only stored)
    handed = args[:1] if name in _KEYED_METHODS else [
        *map(_keys_of_pairs, args), *([] if name in _PAIRS_METHODS else kwargs.values())]
    linked = linked_dict_type(type(d))  # storage of its own
    changes = name in _CHANGING_METHODS
    if not has_slots(d) and not is_partial(d) and all(map(_c_ready, handed)):
        require_concrete_keys(d)
        if changes:
            current().store.before_change(d)
        with on_behalf():
            out = call_keeping_hashes(getattr(type(d), name), d, *map(as_c_sees, args),
                                      **{k: as_c_sees(v) for k, v in kwargs.items()})
        return out if out is d else note_if_linked(out)  # (a copy: made now)
    keys = [logical_key(k) for k in dict.keys(d)] + [k for v in values for k in _keys_in(v)]
    if (linked and changes) or any(map(hash_changes_state, keys)):
        raise UnsupportedConstruct(
            f"{user_line()}: {type(d).__name__}.{name}() with a symbolic key or argument: it is "
            f"C code that hashes and stores keys natively; make the keys concrete first "
            f"(stamen.concretize(key, candidates))")
    return _STAMENS


# The dict methods whose first argument is a key and whose others are values, stored or
# returned and never hashed (`setdefault(k, default)`)
_KEYED_METHODS = frozenset({"setdefault", "pop", "get", "move_to_end", "fromkeys",
                            "__setitem__", "__delitem__"})
# The methods taking a mapping or pairs, and keyword arguments whose values are stored
_PAIRS_METHODS = frozenset({"update", "__ior__", "__init__"})
# The methods that change the dict they are called on
_CHANGING_METHODS = frozenset({"update", "setdefault", "pop", "popitem", "clear",
                               "move_to_end", "__setitem__", "__delitem__", "__ior__",
                               "__init__"})


def _keys_in(v) -> list:
    """Returns the keys a dict method's argument `v` hands over: a mapping's keys, an
    iterable's elements and the first of its pairs, or `v` itself."""
    if isinstance(v, dict):
        return [logical_key(k) for k in dict.keys(v)]
    if type(v) in (list, tuple, List) and getattr(v, "_stamen_len", None) is None:
        items = list(v)
        return items + [p[0] for p in items if type(p) is tuple and p]
    return [v]


def _keys_of_pairs(v):
    """Returns the keys of the pairs `v` holds (a list or tuple of 2-tuples, of concrete
    length), as a tuple: a pair's value is only stored; else `v`."""
    if type(v) in (list, tuple, List) and getattr(v, "_stamen_len", None) is None and all(
            type(p) is tuple and len(p) == 2 for p in v):
        return tuple(p[0] for p in v)
    return v


def _c_ready(v) -> bool:
    """Whether C code may take the argument `v` as it is (after `as_c_sees`): a container
    `sets.native_operand` admits, or a value holding nothing symbolic."""
    if isinstance(v, (dict, set, frozenset, list, tuple)) or type(v) is DictView:
        return native_operand(v)
    return type(v) not in (Term, Union) and not symbolic_key(v)


def _view(kind: str):
    """d.keys(), d.values() or d.items() in lifted code: stamen's view, which reads the
    dict when used (a view taken before a change under a symbolic condition sees each
    path's entries there; Python's view over the merged dict saw every path's keys)."""
    def method(d):
        if native_symbolic_key(d) is not None:  # (its reads are refused: only Python's
            return getattr(dict, kind)(d)  # view, iterated as it is, takes it)
        return DictView(d, kind)

    return method


_DICT_READS = {"get": dict_get, "pop": dict_pop, "setdefault": dict_setdefault,
               "keys": _view("keys"), "values": _view("values"), "items": _view("items")}



hooks.install(truth, py_eq, length, iterate, range_contains, unpack_fn=unpack, getitem_fn=getitem)
