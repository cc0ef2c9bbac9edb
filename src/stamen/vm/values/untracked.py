"""Detecting mutation that the store did not see (the safety net of `vm.store`).

Lifted code writes the heap through the store, which logs and merges every
write made under a symbolic condition. Code that is not lifted (a helper, an
`__exit__`, a C function, an alias stamen did not recognise) writes directly:
on one path such a write would leak into the other, or be lost. So when a
branch opens, the store takes a `Snapshot`: the shallow contents of the
mutable objects reachable, to a bounded depth and a bounded number of
objects, from the locals of the lifted frames on the stack (and from the
globals their code names, and any extra roots given). When the branch ends
the snapshot is compared with the heap, ignoring the locations the store
logged; a difference is refused with `UntrackedMutation`, naming the branch's
line and the object's access path: never a silent wrong answer.

The walk has no depth bound, only a budget of references it follows: a branch
whose reachable state exceeds it is refused when it closes (a write the walk
did not reach would otherwise be trusted silently). Immutable values that
reach nothing mutable (tuples, frozen dataclasses, unions of such values) are
remembered per object with what they reach at their edge (`_frontier`): the
walk does not look inside them again at the next branch, so an interpreter's
state of frozen records costs little after the first snapshot that meets it.

Contents are compared by identity (concrete scalars by value), so the check
never calls user code (`__eq__`, properties, `__getattr__`).
"""

from __future__ import annotations

import array
import collections
import dataclasses
import operator
import os
import sys
import types
from fractions import Fraction

from stamen.errors import UntrackedMutation
from stamen.terms.bv import BV
from stamen.terms.term import Term

__all__ = ["Snapshot", "lifted_roots", "function_roots", "BUDGET"]

BUDGET = 50_000  # how many references a snapshot follows at most (bounds its cost)
PURE_WORK = 10_000  # how many objects `_frontier` looks inside before it gives up

_RT = "_stamen_rt"  # the name lifted code calls the runtime by (lift.emit.RT)
_SCALARS = (int, bool, float, str, bytes, Fraction, BV, type(None), complex)
_OPAQUE = (Term, type, types.ModuleType, types.BuiltinFunctionType,
           types.MethodType, types.CodeType, types.FrameType, range, slice)
_INTERNAL = ("stamen.vm.", "stamen.terms.", "stamen.lift.", "stamen.query.", "stamen.sketch.",
             "stamen.solvers.")
_STAMEN_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_LANGS = os.path.join(_STAMEN_ROOT, "langs") + os.sep
_code_kinds: dict = {}
_OTHER, _USER, _BRANCH, _FUNCTION = 0, 1, 2, 3  # code kinds (stamen's own code is _OTHER)


def _code_kind(code) -> int:
    """Classifies a code object: stamen's own, user code, or lifted code (a whole lifted
    function, or one of the closures its branches and loop bodies become)."""
    kind = _code_kinds.get(code)
    if kind is None:
        if _RT in code.co_names or _RT in code.co_freevars:
            kind = _BRANCH if code.co_name.startswith("_stamen") else _FUNCTION
        else:
            path = os.path.abspath(code.co_filename)
            inside = path.startswith(_STAMEN_ROOT + os.sep) and not path.startswith(_LANGS)
            kind = _OTHER if inside else _USER
        if len(_code_kinds) > 65536:
            _code_kinds.clear()
        _code_kinds[code] = kind
    return kind


_LIBRARIES = tuple({os.path.abspath(p) + os.sep for p in (sys.prefix, sys.base_prefix,
                                                           sys.exec_prefix)})
_user_codes: dict = {}


def _user_code(code) -> bool:
    """Whether a function's code is the user's (not stamen's, the standard library's or an
    installed package's, whose module state such as caches is none of the program's)."""
    known = _user_codes.get(code)
    if known is None:
        path = os.path.abspath(code.co_filename)
        known = _code_kind(code) != _OTHER and not path.startswith(_LIBRARIES) and \
            not code.co_filename.startswith("<")
        if len(_user_codes) > 65536:
            _user_codes.clear()
        _user_codes[code] = known
    return known


def lifted_roots() -> tuple[list, str | None]:
    """Returns ([(name, value)] of the locals of the innermost lifted function on the stack
    (with its branch closures) and of the globals its code names; the user's location,
    file:line). Code that function calls can reach nothing else of the caller's."""
    roots: list = []
    where = None
    frame = sys._getframe(1)
    while frame is not None:
        code = frame.f_code
        kind = _code_kind(code)
        if kind != _OTHER:
            if where is None:
                where = f"{code.co_filename}:{frame.f_lineno}"
            if kind != _USER:
                roots += [item for item in frame.f_locals.items()
                          if not item[0].startswith("_stamen")]
                if kind == _FUNCTION:
                    roots.extend(_named_globals(code, frame.f_globals))
                    break
        frame = frame.f_back
    return roots, where


_code_names: dict = {}


def _named_globals(code, namespace: dict) -> list:
    """Returns [(name, value)] of the module globals a code object (or its nested code)
    names: module-level state that un-lifted callees may change."""
    names = _code_names.get(code)
    if names is None:
        found: set = set()
        stack = [code]
        while stack:
            c = stack.pop()
            found.update(c.co_names)
            stack.extend(k for k in c.co_consts if type(k) is types.CodeType)
        names = _code_names[code] = tuple(n for n in found if not n.startswith("_stamen"))
        if len(_code_names) > 65536:
            _code_names.clear()
    out = []
    for name in names:
        value = namespace.get(name)
        if value is not None and _kind_of(type(value)) != _LEAF:
            out.append((name, value))
    return out


def _function_children(fn) -> tuple:
    """Returns the values a user's function can reach: the globals its code names, its
    closure and defaults (none for stamen's or a library's functions)."""
    code = fn.__code__
    if not _user_code(code):
        return ()
    names = _code_names.get(code)
    if names is None:
        _named_globals(code, {})
        names = _code_names[code]
    namespace = fn.__globals__
    out = [namespace[n] for n in names if n in namespace]
    for cell in fn.__closure__ or ():
        try:
            out.append(cell.cell_contents)
        except ValueError:  # an empty cell
            pass
    out.extend(fn.__defaults__ or ())
    return tuple(out)


def function_roots(fn) -> list:
    """Returns [(name, value)] a function can reach before it runs: its closure, defaults,
    bound self and the globals its code names (the roots of a whole query thunk)."""
    out = []
    if isinstance(fn, types.MethodType):
        out.append(("self", fn.__self__))
        fn = fn.__func__
    if not isinstance(fn, types.FunctionType):
        return out
    code = fn.__code__
    for name, cell in zip(code.co_freevars, fn.__closure__ or (), strict=False):
        try:
            out.append((name, cell.cell_contents))
        except ValueError:  # an empty cell
            pass
    out.extend((f"<default {i}>", v) for i, v in enumerate(fn.__defaults__ or ()))
    out.extend(_named_globals(code, fn.__globals__))
    return out


# Type kinds. Leaves hold no user state (scalars, terms, code, types, stamen's own
# objects); FOLLOW kinds are immutable containers looked inside; the others are mutable
# objects whose shallow contents are snapshotted.
_LEAF, _FOLLOW, _FROZEN, _CODE, _UNION, _PADDED, _LIST, _DICT, _SET, _BYTES, _OBJECT, \
    _SEQUENCE, _LAZY = range(13)
_type_kinds: dict = {}
_type_slots: dict = {}


def _kind_of(t: type) -> int:
    """Classifies a type (see the kinds above); cached per type."""
    kind = _type_kinds.get(t)
    if kind is None:
        module = getattr(t, "__module__", "") or ""
        name = (module, t.__name__)
        if t in _SCALARS or issubclass(t, _OPAQUE):
            kind = _LEAF
        elif t is types.FunctionType:
            kind = _CODE  # what a function can reach: its closure and the globals it names
        elif module.startswith(_INTERNAL):
            # lifted code's lists, and the immutable values that hold user objects
            kind = {("stamen.vm.merging.seq", "List"): _LIST,
                    ("stamen.vm.values.union", "Union"): _UNION,
                    ("stamen.vm.values.lazytuple", "LazyTuple"): _LAZY,
                    ("stamen.vm.merging.seq", "PaddedTuple"): _PADDED}.get(name, _LEAF)
        elif issubclass(t, (tuple, frozenset)):
            kind = _FOLLOW
        elif getattr(getattr(t, "__dataclass_params__", None), "frozen", False):
            kind = _FROZEN  # immutable by contract: look inside, nothing to snapshot
            _type_slots[t] = _field_reader(tuple(f.name for f in dataclasses.fields(t)))
        elif issubclass(t, list):
            kind = _LIST
        elif issubclass(t, dict):
            kind = _DICT
        elif issubclass(t, set):
            kind = _SET
        elif issubclass(t, (bytearray, array.array)):
            kind = _BYTES  # compared by value (their items are plain numbers)
        elif issubclass(t, collections.deque):
            kind = _SEQUENCE
        else:
            kind = _OBJECT
            _type_slots[t] = tuple(
                slot for cls in t.__mro__ if "__slots__" in vars(cls)
                for slot in ((cls.__slots__,) if isinstance(cls.__slots__, str)
                             else cls.__slots__)
                if slot not in ("__dict__", "__weakref__"))
        _type_kinds[t] = kind
    return kind


def _field_reader(names: tuple):
    """Returns a function from a frozen dataclass to the tuple of its fields' values (None
    for a field it does not hold)."""
    if names and len(names) > 1:
        getter = operator.attrgetter(*names)

        def read(value):
            try:
                return getter(value)
            except AttributeError:
                return tuple(getattr(value, name, None) for name in names)
        return read
    return lambda value: tuple(getattr(value, name, None) for name in names)


def _object_state(value, t):
    """Returns (names, values) of an object's instance attributes (__dict__ and slots)."""
    d = getattr(value, "__dict__", None)
    names, values = (tuple(d), tuple(d.values())) if type(d) is dict else ((), ())
    slots = _type_slots.get(t)
    if slots:
        present = []
        for slot in slots:
            try:
                present.append((slot, object.__getattribute__(value, slot)))
            except AttributeError:
                continue
        names += tuple(n for n, _ in present)
        values += tuple(v for _, v in present)
    return names, values


def _contents(value, kind: int):
    """Returns (state, children) of a value of a kind: a shallow copy of a mutable
    object's contents (None for an immutable container) and the values it refers to."""
    if kind == _LIST:
        elems = tuple(list.__iter__(value))
        return (getattr(value, "_stamen_len", None), elems), elems
    if kind == _OBJECT:
        state = _object_state(value, type(value))
        return state, state[1]
    if kind == _DICT:
        values = tuple(dict.values(value))
        return (tuple(dict.keys(value)), values), values
    if kind == _FOLLOW:
        return None, tuple(value)
    if kind == _CODE:
        return None, _function_children(value)
    if kind == _FROZEN:
        return None, _type_slots[type(value)](value)
    if kind == _SEQUENCE:  # a deque: its items, compared by identity
        elems = tuple(value)
        return (None, elems), elems
    if kind == _SET:
        elems = tuple(set.__iter__(value))
        return (None, elems), elems
    if kind == _UNION:  # its stored members: reading `members` would build lazy ones
        return None, tuple(v for _, v in value._stamen_raw)
    if kind == _LAZY:  # a pure lazy tuple reaches nothing mutable (values.lazytuple)
        return None, () if value.pure else value.children()
    if kind == _PADDED:
        return None, value.elems
    return (bytes(value), ()), ()


def _same(kind: int, before, now) -> bool:
    """Whether two states of one object are the same (contents compared by identity)."""
    (h1, e1), (h2, e2) = before, now
    if kind == _SET:
        return len(e1) == len(e2) and {id(v) for v in e1} == {id(v) for v in e2}
    if kind == _BYTES:
        return h1 == h2
    if len(e1) != len(e2) or not all(map(operator.is_, e1, e2)):
        return False
    if kind in (_LIST, _SEQUENCE):  # h: a list's symbolic length (or None)
        return h1 is h2
    return len(h1) == len(h2) and all(map(operator.is_, h1, h2))  # h: keys or names


_IMMUTABLE = frozenset((_FOLLOW, _FROZEN, _UNION, _PADDED, _LAZY))
_frontiers: dict = {}  # id -> (value, frontier): the value is held so its id stays its own


def _frontier(value, kind: int) -> tuple | None:
    """Returns what an immutable container (tuple, frozen dataclass, union, padded tuple)
    reaches through immutable containers only: the mutable objects and functions at the
    edge of its immutable closure (() when it reaches nothing un-lifted code could change).

    An immutable value never changes what it reaches, so the answer is cached per object,
    and a snapshot steps from the value straight to its frontier instead of looking inside
    it again at every branch. A closure of more than PURE_WORK objects is not cached (None:
    the walk looks inside, which is always sound). Containers met in a closure that is
    all leaves are cached as pure too, so a larger value built on them is cheap."""
    cached = _frontiers.get(id(value))
    if cached is not None and cached[0] is value:
        return cached[1]
    kinds, cache = _type_kinds, _frontiers
    met: dict = {id(value): value}
    edge: dict = {}
    stack = [(value, kind)]
    while stack:
        item, item_kind = stack.pop()
        for child in _contents(item, item_kind)[1]:
            ident = id(child)
            if ident in met or ident in edge:
                continue
            child_kind = kinds.get(type(child))
            if child_kind is None:
                child_kind = _kind_of(type(child))
            if child_kind == _LEAF:
                continue
            if child_kind not in _IMMUTABLE:
                edge[ident] = child
                continue
            known = cache.get(ident)
            if known is not None and known[0] is child:
                met[ident] = child
                edge.update((id(v), v) for v in known[1])
                continue
            if len(met) >= PURE_WORK:
                return None
            met[ident] = child
            stack.append((child, child_kind))
    if len(cache) + len(met) > 200_000:
        cache.clear()
    frontier = tuple(edge.values())
    if not frontier:
        for ident, item in met.items():
            cache[ident] = (item, ())
    else:
        cache[id(value)] = (value, frontier)
    return frontier


class Snapshot:
    """The shallow contents of the mutable objects reachable from some roots.

    A branch opened inside another branch derives its snapshot from the enclosing one
    (`derive`): it walks only what the enclosing snapshot did not reach, and its check
    also checks the enclosing snapshot's objects, against the writes the store logged
    since that one was taken."""

    __slots__ = ("where", "entries", "seen", "armed", "roots", "truncated", "parent",
                 "depth")

    def __init__(self, where: str | None, armed: bool = True, depth: int = 0):
        self.where = where  # the line of the symbolic branch
        self.entries: dict = {}  # id -> (obj, kind, state)
        # id -> object walked: held, so that no object made later takes a walked one's id
        # (a derived snapshot skips what its enclosing one walked)
        self.seen: dict = {}
        self.roots: list = []  # [(name, value)], to name a changed object
        # a path-by-path run's snapshot counts only once the run took a symbolic branch
        self.armed = armed
        # whether the walk stopped at its budget with objects left unseen: such a branch
        # cannot be checked, so it is refused when it closes
        self.truncated = False
        self.parent: Snapshot | None = None  # the enclosing branch's snapshot, if derived
        self.depth = depth  # the index of the store frame the snapshot was taken for

    def derive(self, where: str | None, roots, logs: list, depth: int) -> Snapshot:
        """Returns the snapshot of a branch opened inside this one's (at store frame
        `depth`; `logs`: the open store frames from this one's on).

        What this snapshot saw is not walked again: it is unchanged since, except at the
        locations the store logged (whose new contents are walked) and by untracked
        writes, which the derived check reports as it checks this snapshot's objects too.
        So only the roots' objects this snapshot did not reach, and what logged writes
        linked in, are walked; the enclosing snapshots' objects that changed since they
        were taken are recorded again as they are now."""
        child = Snapshot(where, depth=depth)
        child.parent, child.truncated, child.roots = self, self.truncated, list(self.roots)
        if child.truncated:
            return child
        child.seen = dict(self.seen)
        linked = _linked(logs, child.seen, child.entries)
        entries, node = child.entries, self
        while node is not None:  # objects changed since an enclosing snapshot: now's state
            for ident, (obj, kind, state) in node.entries.items():
                if ident not in entries:
                    now = _contents(obj, kind)[0]
                    if not _same(kind, state, now):
                        entries[ident] = (obj, kind, now)
            node = node.parent
        child.add(roots, linked)
        return child

    def add(self, roots, extra=()) -> None:
        """Snapshots what the roots [(name, value)] (and the values `extra`) reach and is
        not snapshotted yet (to any depth; past BUDGET references the snapshot is marked
        truncated)."""
        kinds, seen, entries, cache = _type_kinds, self.seen, self.entries, _frontiers
        self.roots.extend(roots)
        frontier = [value for _, value in roots]
        frontier.extend(extra)
        budget = BUDGET
        while frontier:
            following: list = []
            for value in frontier:
                kind = kinds.get(type(value))
                if kind is None:
                    kind = _kind_of(type(value))
                if kind == _LEAF or id(value) in seen:
                    continue
                seen[id(value)] = value
                if kind in _IMMUTABLE:  # step to the edge of its immutable closure
                    known = cache.get(id(value))
                    edge = (known[1] if known is not None and known[0] is value
                            else _frontier(value, kind))
                    if edge is not None:
                        budget -= 1 + len(edge)
                        if budget < 0:
                            self.truncated = True
                            return
                        following.extend(edge)
                        continue
                state, children = _contents(value, kind)
                if state is not None:
                    entries[id(value)] = (value, kind, state)
                budget -= 1 + len(children)
                if budget < 0:
                    self.truncated = True
                    return
                following.extend(children)
            frontier = following

    def check(self, logged: dict, outer=()) -> UntrackedMutation | None:
        """Returns the error for the first snapshotted object that changed other than at
        the locations of `logged` (the closing store frame), or None; a truncated
        snapshot is an error too (what it did not reach may have changed). `outer`: the
        store frames still open, whose logs a derived snapshot's enclosing ones allow."""
        snapshot, checked = self, set()
        while snapshot is not None:
            if snapshot.armed and (snapshot.entries or snapshot.truncated):
                error = snapshot._check_own([*outer[snapshot.depth:], logged], checked)
                if error is not None:
                    return error
                checked.update(snapshot.entries)
            snapshot = snapshot.parent
        return None

    def _check_own(self, logs: list, checked=()) -> UntrackedMutation | None:
        """Checks this snapshot's own objects against the store logs written since it,
        but those in `checked` (an inner snapshot recorded them later, a stricter check)."""
        if self.truncated:
            return UntrackedMutation(
                f"the program state reachable under the symbolic condition at "
                f"{self.where or '<unknown>'} is larger than stamen checks for changes made "
                f"by code it does not track (more than {BUDGET} references), so a change "
                f"there could leak into the other path unseen. Branch on the symbolic value "
                f"over less state (pass the part the branch needs), or make the condition "
                f"concrete.")
        logged = None
        for ident, (obj, kind, state) in self.entries.items():
            if ident in checked:
                continue
            now, _ = _contents(obj, kind)
            if _same(kind, state, now):
                continue
            if logged is None:
                logged = {}
                for log in logs:
                    logged.update(log)
                touched = {i for _, i, _ in logged}
            if ident in touched and _only_logged(obj, kind, state, now, logged):
                continue
            return UntrackedMutation(
                f"{self._describe(obj)} (a {type(obj).__name__}) was changed under the "
                f"symbolic condition at {self.where or '<unknown>'} by code that stamen "
                f"does not track (an un-lifted function, a context manager's __exit__, a C "
                f"function or a method stamen does not know), so the change would leak into "
                f"the other path. Lift the code that changes it (@stamen.lifted), or make "
                f"the change in lifted code.")
        return None

    def _describe(self, target) -> str:
        """Returns an access path from a root to `target` (`xs[0].items`), found again by
        a breadth-first search (only when reporting)."""
        frontier = [(value, name) for name, value in self.roots]
        seen: set = set()
        while frontier and len(seen) < BUDGET:
            following = []
            for value, path in frontier:
                if value is target:
                    return f"`{path}`"
                kind = _kind_of(type(value))
                if kind == _LEAF or id(value) in seen:
                    continue
                seen.add(id(value))
                if kind == _CODE:  # a global or closure variable of a function: its name
                    following += [(v, n) for n, v in function_roots(value)]
                elif kind in (_DICT, _OBJECT):
                    keys, values = (_contents(value, kind)[0] if kind == _DICT else
                                    _object_state(value, type(value)))
                    following += [(v, f"{path}[{k!r}]" if kind == _DICT else f"{path}.{k}")
                                  for k, v in zip(keys, values, strict=True)]
                else:
                    following += [(v, f"{path}[{i}]")
                                  for i, v in enumerate(_contents(value, kind)[1])]
            frontier = following
        return "an object"


def _linked(logs: list, seen: dict, entries: dict) -> list:
    """Returns the values the store's logged writes (`logs`: frames of
    {location: (kind, obj, key, old)}) may have linked into objects already snapshotted
    (`seen`): the new value of a namespace key or closure cell, the contents of a written
    object (or the object itself, when not snapshotted yet). A written object's contents
    now go into `entries`: the enclosing snapshot allows any change at its logged
    locations, but from now on only the new frame's log may change them."""
    out: list = []
    for log in logs:
        for kind, obj, key, _old in log.values():
            if kind == "key":
                out.append(dict.get(obj, key))
            elif kind == "cell":
                try:
                    out.append(obj.cell_contents)
                except ValueError:  # an empty cell
                    pass
            elif id(obj) in seen:
                obj_kind = _kind_of(type(obj))
                if obj_kind != _LEAF:
                    state, children = _contents(obj, obj_kind)
                    if state is not None:
                        entries[id(obj)] = (obj, obj_kind, state)
                    out.extend(children)
            else:
                out.append(obj)
    return out


def _only_logged(obj, kind: int, before, now, logged: dict) -> bool:
    """Whether an object changed only at the locations the store logged (its whole
    contents, some attributes, or some keys of a namespace dict)."""
    ident = id(obj)
    if ("contents", ident, None) in logged or ("state", ident, None) in logged:
        return True  # its whole contents, or all the attributes it stores, were logged
    if kind == _OBJECT:
        a, b = dict(zip(*before, strict=True)), dict(zip(*now, strict=True))
        return all(k in a and k in b and a[k] is b[k] for k in {**a, **b}
                   if ("attr", ident, k) not in logged)
    if kind == _DICT:
        a, b = dict(zip(*before, strict=True)), dict(zip(*now, strict=True))
        return all(k in a and k in b and a[k] is b[k] for k in {**a, **b}
                   if ("key", ident, k) not in logged)
    return False
