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

What un-lifted code can reach, besides the lifted frames' locals: a callback
stamen runs per union member (`callback_roots`: for_all's function may close over
an un-lifted caller's locals), the program's modules held as values (`mm.X = 1`
on a module passed in), the class of a frozen dataclass or tuple subclass (its
own `__eq__`). The graph of functions and the globals their code names is the
bulk of a walk and rarely changes: it is taken whole from a cache checked
against the bindings it read (`_CodeClosure`); a closure cell that no code walked
rebinds is checked only once code that sets attributes is reachable
(`QuietCell`).
"""

from __future__ import annotations

import array
import collections
import dataclasses
import datetime
import decimal
import dis
import enum
import inspect
import io
import operator
import os
import re
import sys
import types
from fractions import Fraction

from stamen.errors import UntrackedMutation
from stamen.terms.bv import BV
from stamen.terms.term import Term
from stamen.vm.values.objstate import instance_dict, stamen_mark
from stamen.vm.values.storedhash import replayed

__all__ = ["Snapshot", "lifted_roots", "function_roots", "callback_roots", "BUDGET",
           "runs_natively", "foreign_function", "foreign_code", "library_code", "lifted_code"]

BUDGET = 50_000  # how many references a snapshot follows at most (bounds its cost)
PURE_WORK = 10_000  # how many objects `_frontier` looks inside before it gives up

_RT = "_stamen_rt"  # the name lifted code calls the runtime by (lift.emit.RT)
_SCALARS = (int, bool, float, str, bytes, Fraction, BV, type(None), complex)
_OPAQUE = (Term, type, types.CodeType, types.FrameType, range, slice,
           # a class's descriptors (what they reach is walked from the class)
           types.GetSetDescriptorType, types.MemberDescriptorType,
           types.WrapperDescriptorType, types.MethodDescriptorType,
           types.ClassMethodDescriptorType, types.MethodWrapperType, types.MappingProxyType,
           property, staticmethod, classmethod)
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
_library_codes: dict = {}


def _in_libraries(code) -> bool:
    """Whether `code` comes from the standard library or an installed package (a frozen
    module included; code compiled from a string is not); cached per code."""
    known = _library_codes.get(code)
    if known is None:
        name = code.co_filename
        known = name.startswith("<frozen") or (
            not name.startswith("<") and os.path.abspath(name).startswith(_LIBRARIES))
        if len(_library_codes) > 65536:
            _library_codes.clear()
        _library_codes[code] = known
    return known


def _user_code(code) -> bool:
    """Whether a function's code is the user's (not stamen's, the standard library's or an
    installed package's, whose module state such as caches is none of the program's; nor
    code a library generated from a string, a dataclass's `__init__` or a namedtuple's
    `__new__`, compiled as "<string>"). The program's own code compiled under a name of
    its own (a notebook cell, a module built from text) is the user's: a counter its
    un-lifted helper keeps in a global is program state as in a file."""
    return _code_kind(code) != _OTHER and not _generated(code.co_filename) and \
        not _in_libraries(code)


def _generated(filename: str) -> bool:
    return filename == "<string>" or filename.startswith("<frozen")


def foreign_code(code) -> bool:
    """Returns whether `code` is Python code that stamen neither is nor lifts: the user's
    un-lifted code or a library's."""
    return _code_kind(code) == _USER


def lifted_code(code) -> bool:
    """Returns whether `code` is lifted code (a lifted function or one of its closures)."""
    return _code_kind(code) in (_FUNCTION, _BRANCH)


def library_code(code) -> bool:
    """Returns whether `code` is the standard library's or an installed package's."""
    return _code_kind(code) == _USER and _in_libraries(code)


def foreign_function(fn) -> bool:
    """Returns whether `fn` is a Python function (or a method of one) that stamen neither
    is nor lifts: the program's un-lifted helper, a library's function, a decorator's
    wrapper (`functools.singledispatch`)."""
    fn = fn.__func__ if type(fn) is types.MethodType else fn
    return type(fn) is types.FunctionType and foreign_code(fn.__code__)


def runs_natively(code) -> bool:
    """Returns whether `code` is the user's code that stamen does not lift (not stamen's,
    not lifted, not the standard library's or an installed package's); code compiled
    from a string (`exec`, a notebook cell) is the user's, a frozen module is not."""
    return _code_kind(code) == _USER and not _in_libraries(code)


def lifted_roots(read: dict | None = None) -> tuple[list, str | None]:
    """Returns ([(name, value)] of the locals of the innermost lifted function on the stack
    (with its branch closures) and of the globals its code names; the user's location,
    file:line). Code that function calls can reach nothing else of the caller's.

    `read` ({id: frame}), if given, holds the frames an open enclosing snapshot read:
    they are skipped (a frame below an open branch is suspended, so its locals are as
    that snapshot read them, but for its cells, whose writes the store logs or the
    snapshot records), and the frames read now are added to it.

    Runs at every branch that is not a sibling's: the code kinds are read from their
    cache inline, and a frame's locals are read by the names its code declares (cached),
    not filtered by prefix."""
    roots: list = []
    where = None
    kinds = _code_kinds
    frame = sys._getframe(1)
    while frame is not None:
        code = frame.f_code
        kind = kinds.get(code)
        if kind is None:
            kind = _code_kind(code)
        if kind != _OTHER:
            if where is None:
                where = f"{code.co_filename}:{frame.f_lineno}"
            if read is not None and kind != _USER:
                if id(frame) in read and read[id(frame)] is frame:
                    if kind == _FUNCTION:
                        break
                    frame = frame.f_back
                    continue
                read[id(frame)] = frame
            if kind != _USER:
                names = _local_names.get(code)
                if names is None:
                    names = _local_names_of(code)
                values = frame.f_locals
                if names is _UNOPTIMIZED:  # not a function's frame: a namespace
                    roots += [item for item in values.items()
                              if not item[0].startswith("_stamen")]
                else:
                    roots += [(name, values[name]) for name in names if name in values]
                if kind == _FUNCTION:
                    roots.append(("<globals>", global_names(code, frame.f_globals)))
                    break
        frame = frame.f_back
    return roots, where


_local_names: dict = {}


_UNOPTIMIZED = ("<namespace>",)  # marks code whose frame's locals are a namespace (read whole)


def _local_names_of(code) -> tuple:
    """Returns the names of a lifted code object's locals that are the program's (its
    variables, arguments and closure variables; not the `_stamen` names lifting adds);
    _UNOPTIMIZED for code whose locals are a namespace (a class body, exec'd code)."""
    if len(_local_names) > 65536:
        _local_names.clear()
    if not code.co_flags & inspect.CO_OPTIMIZED:
        _local_names[code] = _UNOPTIMIZED
        return _UNOPTIMIZED
    names = _local_names[code] = tuple(
        name for name in dict.fromkeys((*code.co_varnames, *code.co_cellvars,
                                        *code.co_freevars))
        if not name.startswith("_stamen"))
    return names


_code_names: dict = {}


def _names_of(code) -> tuple:
    """Returns the global (and attribute) names a code object or its nested code uses."""
    names = _code_names.get(code)
    if names is None:
        found: set = set()
        stack = [code]
        while stack:
            c = stack.pop()
            found.update(c.co_names)
            stack.extend(k for k in c.co_consts if type(k) is types.CodeType)
        if len(_code_names) > 65536:
            _code_names.clear()
        names = _code_names[code] = tuple(sorted(n for n in found
                                                 if not n.startswith("_stamen")))
    return names


def _named_globals(code, namespace: dict) -> list:
    """Returns [(name, value)] of the module globals a code object (or its nested code)
    names: module-level state that un-lifted callees may change."""
    out = []
    for name in _names_of(code):
        value = namespace.get(name)
        if value is not None and _kind_of(type(value)) != _LEAF:
            out.append((name, value))
    return out


class GlobalNames:
    """The module globals some code names, as one node of a snapshot's walk: it walks the
    values of `names`, and records what each of `watched` is bound to (a rebinding by
    un-lifted code, `global g; g = 1`, is a change). One object per (code, namespace), so
    a derived snapshot does not walk it again."""

    __slots__ = ("namespace", "names", "watched")

    def __init__(self, namespace: dict, names: tuple, watched: tuple):
        self.namespace = namespace
        self.names = names
        self.watched = watched

    def values(self) -> tuple:
        """Returns the values bound to the names now (the unbound ones left out)."""
        get = self.namespace.get
        return tuple([v for v in map(get, self.names) if v is not None])


_global_views: dict = {}


def global_names(code, namespace: dict) -> GlobalNames:
    """Returns the GlobalNames of the globals `code` names in `namespace` (cached): those
    it may rebind are watched when the code is not lifted (lifted code rebinds globals
    through the store, see `rebinding`)."""
    key = (code, id(namespace))
    view = _global_views.get(key)
    if view is None or view.namespace is not namespace:
        if len(_global_views) > 65536:
            _global_views.clear()
        watched = rebinding(code)[0] if _code_kind(code) == _USER else ()
        view = _global_views[key] = GlobalNames(namespace, _names_of(code), watched)
    return view


_DYNAMIC = frozenset(("globals", "vars", "setattr", "delattr", "exec", "eval", "__dict__",
                      "__setattr__", "__delattr__", "modules", "__builtins__", "locals"))
_rebindings: dict = {}


def rebinding(code) -> tuple:
    """Returns (the global names, the attribute names, the closure variables) un-lifted
    `code` (or code nested in it) may rebind: the operands of its `global` stores and
    deletes, of its attribute stores and deletes, of its `nonlocal` stores and deletes;
    every name it uses where it calls something that writes by name (`globals()`,
    `setattr`, `exec`, `vars`, `__dict__`, `sys.modules`). Cached."""
    known = _rebindings.get(code)
    if known is None:
        own: set = set()
        attributes: set = set()
        cells: set = set()
        dynamic = False
        stack = [code]
        while stack:
            c = stack.pop()
            dynamic = dynamic or not _DYNAMIC.isdisjoint(c.co_names)
            for instruction in dis.get_instructions(c):
                op = instruction.opname
                if op == "STORE_GLOBAL" or op == "DELETE_GLOBAL":
                    own.add(instruction.argval)
                elif op == "STORE_ATTR" or op == "DELETE_ATTR":
                    attributes.add(instruction.argval)
                elif op == "STORE_DEREF" or op == "DELETE_DEREF":
                    cells.add(instruction.argval)
            stack.extend(k for k in c.co_consts if type(k) is types.CodeType)
        if dynamic:
            own.update(_names_of(code))
            attributes.update(_names_of(code))
            cells.update(code.co_freevars)
        if len(_rebindings) > 65536:
            _rebindings.clear()
        known = _rebindings[code] = (tuple(sorted(own)), tuple(sorted(attributes)),
                                     frozenset(cells))
    return known


def _function_children(fn) -> tuple:
    """Returns what a user's function can reach: the globals its code names (as a
    GlobalNames; a module among them is walked as a module, see `_module_contents`), its
    closure cells, defaults and attributes (its `__dict__`: a counting decorator's
    `wrapper.calls += 1`); none for stamen's or a library's functions."""
    code = fn.__code__
    if not _user_code(code):
        return ()
    cells = fn.__closure__ or ()
    if _code_kind(code) != _USER:
        # Lifted code: its cells are its own variables (its branch closures write them
        # directly, and the join merges them as locals) or variables it rebinds through
        # the store (`nonlocal`); a cell that un-lifted code may rebind is in that code's
        # closure too, and is watched there.
        cells = tuple(_cell_contents(cells))
    elif cells:
        # A cell this code never rebinds (no `nonlocal` store of its name here or in code
        # nested here) is watched only once code that may set attributes is reachable
        # (`cell.cell_contents = v`, `setattr`): see QuietCell. A lambda made at each
        # call (`lambda s: s[i]`) then costs no check at every join.
        rebound = rebinding(code)[2]
        cells = tuple(cell if name in rebound else QuietCell(cell)
                      for name, cell in zip(code.co_freevars, cells, strict=False))
    return (global_names(code, fn.__globals__), fn.__dict__, *cells, *(fn.__defaults__ or ()))


class QuietCell:
    """A closure cell reached through a function whose code never rebinds it: its
    contents are walked; the cell itself is recorded (its binding checked) only once
    code that may set attributes is reachable, as a class is. Code that rebinds it by
    name (`nonlocal`) is a function that shares it, and records it when walked."""

    __slots__ = ("cell",)

    def __init__(self, cell):
        self.cell = cell


def _writes_attributes(fn) -> bool:
    """Whether a function is un-lifted code of the program's that may set or delete an
    attribute (of a class, among others) behind the store's back."""
    code = fn.__code__
    return _code_kind(code) == _USER and _user_code(code) and bool(rebinding(code)[1])


def _cell_contents(cells):
    """Yields the contents of the cells that are not empty."""
    for cell in cells:
        try:
            yield cell.cell_contents
        except ValueError:  # an empty cell
            pass


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
    out.append(("<globals>", global_names(code, fn.__globals__)))
    return out


def callback_roots(fn, values) -> list:
    """Returns [(name, value)] what a callback that stamen runs once per guarded value
    (`for_all`, an operation on a union's members) can reach besides the lifted frames:
    the callback, the values, and what stamen's own wrappers around a callback close over
    (`lambda m: py_eq(m, other)`: `other`, and a user callback wrapped again). A callback
    made in un-lifted code closes over that code's locals, which `lifted_roots` does not
    see: `for_all(u, lambda v: seen.append(v))` changed `seen` unseen, member after
    member. A library's wrapper (`functools.singledispatch`) is followed to the functions
    it closes over, not to its own state (its dispatch cache, filled on any path). A value
    that is one of Python's iterators is left out: taking its elements
    under its own guard is seen by no other path unless something else holds it, which
    the walk reaches from there (a union of the zips `zip(*pairs)` made per path)."""
    out = [("<callback>", fn)]
    out += [("<value>", v) for v in values if not _native_iterator(type(v))]
    wrappers, met = [fn], set()
    while wrappers:
        f = wrappers.pop()
        if isinstance(f, types.MethodType):
            out.append(("<callback>", f.__self__))
            f = f.__func__
        if type(f) is not types.FunctionType or id(f) in met or _user_code(f.__code__):
            continue  # a user's function is walked as such (its cells, its globals)
        met.add(id(f))
        library = library_code(f.__code__)
        for value in (*_cell_contents(f.__closure__ or ()), *(f.__defaults__ or ())):
            if library and not callable(value):
                continue  # a library wrapper's own state: its caches (singledispatch's)
            out.append(("<callback>", value))
            wrappers.append(value)
    return out


# Type kinds. Leaves hold no user state (scalars, terms, code, types, stamen's own
# objects); FOLLOW kinds are immutable containers looked inside; the others are mutable
# objects whose shallow contents are snapshotted.
_LEAF, _FOLLOW, _FROZEN, _CODE, _UNION, _PADDED, _LIST, _DICT, _SET, _BYTES, _OBJECT, \
    _SEQUENCE, _CELL, _NAMES, _NAMESPACE, _CLASS, _LAZY, _MODULE, _QUIET, _ITERATOR, \
    _NATIVE, _BOUND, _HOLDER = range(23)
_EMPTY = ("<empty>",)  # the contents of an empty cell, or of a global name not bound
_type_kinds: dict = {}
_type_slots: dict = {}


def _kind_of(t: type) -> int:
    """Classifies a type (see the kinds above); cached per type."""
    kind = _type_kinds.get(t)
    if kind is None:
        module = getattr(t, "__module__", "") or ""
        name = (module, t.__name__)
        if issubclass(t, type):
            kind = _CLASS  # a class: the user's are walked (see _class_contents)
        elif issubclass(t, types.ModuleType):
            kind = _MODULE  # a module: the program's are walked (see _module_contents)
        elif t is types.MethodType or t is types.BuiltinFunctionType:
            kind = _BOUND  # a bound method: what it is bound to (`rng.random`, `xs.append`)
        elif t in _SCALARS or issubclass(t, _OPAQUE):
            kind = _LEAF
        elif t is types.FunctionType:
            kind = _CODE  # what a function can reach: its closure and the globals it names
        elif t is types.CellType:
            kind = _CELL  # a closure variable: un-lifted code may rebind it (`nonlocal`)
        elif t is GlobalNames:
            kind = _NAMES  # the globals some code names: un-lifted code may rebind them
        elif t is QuietCell:
            kind = _QUIET  # a cell no code walked so far rebinds
        elif getattr(t, "_stamen_holder", False):
            kind = _HOLDER  # stamen's iterator: its state is the store's, not what it holds
        elif module.startswith(_INTERNAL) and not issubclass(t, (dict, set)):
            # lifted code's lists, and the immutable values that hold user objects (lifted
            # code's dicts and sets, `watched.Dict`/`Set`, are walked as dicts and sets)
            kind = {("stamen.vm.merging.seq", "list"): _LIST,  # List (named as list)
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
        elif _native_iterator(t):
            kind = _ITERATOR  # where it stands is state no attribute shows
        elif _native_state(t):
            kind = _NATIVE  # C keeps state no attribute shows (io.StringIO, random.Random)
            _type_slots[t] = _slots_of(t)
        else:
            kind = _OBJECT
            _type_slots[t] = _slots_of(t)
            if not _type_slots[t] and not issubclass(t, BaseException) and \
                    t.__getattribute__ is object.__getattribute__:
                _PLAIN_OBJECTS.add(t)  # its __dict__ is read by getattr (no user code)
        _type_kinds[t] = kind
    return kind


def _slots_of(t: type) -> tuple:
    """Returns the names of the slots a class's instances have (besides `__dict__`)."""
    return tuple(
        slot for cls in t.__mro__ if "__slots__" in vars(cls)
        for slot in ((cls.__slots__,) if isinstance(cls.__slots__, str) else cls.__slots__)
        if slot not in ("__dict__", "__weakref__"))


_C_METHODS = (types.MethodDescriptorType, types.WrapperDescriptorType,
              types.ClassMethodDescriptorType)
# C classes whose instances never change (their state is fixed at construction).
_IMMUTABLE_NATIVE = (decimal.Decimal, datetime.date, datetime.time, datetime.timedelta,
                     datetime.tzinfo, re.Pattern, re.Match, BaseException)


def _native_state(t: type) -> bool:
    """Whether instances of `t` keep state in C that no attribute shows: a class in its
    MRO other than `object` is implemented in C (its own namespace holds C methods), and
    `t` is not one of the immutable C values or an exception (whose `args` are read as
    Python's)."""
    if issubclass(t, _IMMUTABLE_NATIVE):
        return False
    return any(cls is not object and any(type(v) in _C_METHODS for v in vars(cls).values())
               for cls in t.__mro__)


_unreadable: set = set()  # the C classes whose state `__reduce_ex__` cannot give
_ATTRIBUTES = ("<the instance dict>",)  # where a native object's state holds its attributes


def _native_contents(value) -> tuple:
    """Returns (state, children) of an object whose C part keeps state: its attributes, and
    the leaves of what pickling it would save (`__reduce_ex__`: a StringIO's text and
    position, a Random's state). A class that cannot be pickled (a file, a lock) is
    compared by its attributes only: a known gap, as for an iterator that cannot say where
    it stands."""
    names, values = _object_state(value, type(value))
    flat: list = []
    if type(value) not in _unreadable:
        attributes = instance_dict(value)
        flat = _pickled_leaves(lambda: value.__reduce_ex__(4),
                               attributes if type(attributes) is dict else None)
        if not flat:
            _unreadable.add(type(value))
    leaves = (*values, *flat)
    return (names, leaves), (*values, *(v for v in flat if type(v) not in _SCALARS),
                             type(value))


def _dict_state(d: dict) -> tuple[tuple, tuple]:
    """Returns (keys, values) of a dict in the order its type keeps them, by dict's own
    methods (a watched Dict's reads are stamen's): an OrderedDict's own order, which
    `move_to_end` changes and its storage does not show, else the storage's."""
    if isinstance(d, collections.OrderedDict):
        keys = tuple(collections.OrderedDict.__iter__(d))
        return keys, tuple(dict.__getitem__(d, k) for k in keys)
    return tuple(dict.__iter__(d)), tuple(dict.values(d))


def _native_iterator(t: type) -> bool:
    """Whether `t` is an iterator implemented in C (a list's or dict's iterator, map,
    enumerate, zip, itertools', a generator): `next()` moves it, and no attribute shows
    where it stands."""
    return (isinstance(getattr(t, "__next__", None), types.WrapperDescriptorType)
            and not issubclass(t, io.IOBase))  # a file's state is more than a position


def _iterator_state(it) -> tuple:
    """Returns (state, children) of a C iterator: where it stands, read from what pickling
    it would save (`__reduce__`: a list iterator's position, a map's function and source
    iterators, a dict iterator's entries left); of a generator, whether it finished and
    the instruction it stopped at, and its frame's locals. An iterator that cannot say
    (its `__reduce__` fails) is compared by its type only: a known gap."""
    if type(it) is types.GeneratorType:
        frame = it.gi_frame
        if frame is None:
            return (None, (-1,)), ()
        return (None, (frame.f_lasti,)), tuple(frame.f_locals.values())
    flat = _pickled_leaves(it.__reduce__)
    return (None, tuple(flat)), tuple(v for v in flat if type(v) not in _SCALARS)


def _pickled_leaves(reduce, attributes: dict | None = None) -> list:
    """Returns the leaves (`_flatten`) of what pickling saves, `reduce()`; [] for an object
    that cannot be pickled (nothing to read)."""
    flat: list = []
    try:
        _flatten(reduce(), flat, attributes)
    except Exception:  # noqa: BLE001 - not picklable: nothing to read
        return []
    return flat


def _flatten(value, out: list, attributes: dict | None = None) -> None:
    """Appends the leaves of nested plain tuples, lists and dicts (what `__reduce__`
    returns). A dict holding exactly the object's `attributes` (its instance dict, or a
    copy of it: a StringIO's state) is one leaf, `_ATTRIBUTES`: they are compared as the
    object's attributes, which lifted code may set through the store."""
    if type(value) is tuple or type(value) is list:
        out.append(len(value))
        for item in value:
            _flatten(item, out, attributes)
    elif type(value) is dict:
        if attributes is not None and (value is attributes or (
                value.keys() == attributes.keys()
                and all(value[k] is v for k, v in attributes.items()))):
            out.append(_ATTRIBUTES)
            return
        out.append(len(value))
        for key, item in value.items():
            _flatten(key, out, attributes)
            _flatten(item, out, attributes)
    else:
        out.append(value)


def _same_leaf(a, b) -> bool:
    """Whether two leaves of an iterator's state are the same: scalars by value (a
    position is a new int object each time it is read), anything else by identity."""
    return a is b or (type(a) is type(b) and type(a) in _SCALARS and a == b)


# The _OBJECT types whose state is their instance dict alone (no slots, not an exception,
# whose stamen marks `_object_state` leaves out, no `__getattribute__` of the program's,
# which would see stamen's reads): read and compared without building it.
_PLAIN_OBJECTS: set = set()


def _field_reader(names: tuple):
    """Returns a function from a frozen dataclass to the tuple of its fields' values (None
    for a field it does not hold) and its class: the class's methods (a user `__eq__`)
    run when the value is compared, and reach what their code names."""
    names = (*names, "__class__")
    getter = operator.attrgetter(*names)

    def read(value):
        try:
            return getter(value)
        except AttributeError:
            return tuple(getattr(value, name, None) for name in names)
    return read


def _object_state(value, t):
    """Returns (names, values) of an object's instance attributes (__dict__ and slots)."""
    d = instance_dict(value)
    names, values = (tuple(d), tuple(d.values())) if type(d) is dict else ((), ())
    if t in _PLAIN_OBJECTS:
        return names, values
    if names and issubclass(t, BaseException):
        names, values = _program_attributes(names, values)
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


def _program_attributes(names: tuple, values: tuple) -> tuple[tuple, tuple]:
    """Returns the attributes of an exception without the marks stamen sets when it raises
    one on the program's behalf (`__stamen_...__`, see `boundary.mark_program`): raising an
    exception the program made before a branch is not the program changing it."""
    kept = [(n, v) for n, v in zip(names, values, strict=True) if not stamen_mark(n)]
    return tuple(n for n, _ in kept), tuple(v for _, v in kept)


def _contents(value, kind: int):
    """Returns (state, children) of a value of a kind: a shallow copy of a mutable
    object's contents (None for an immutable container) and the values it refers to."""
    if kind == _LIST:
        elems = tuple(list.__iter__(value))
        return (getattr(value, "_stamen_len", None), elems), elems
    if kind == _OBJECT:
        state = _object_state(value, type(value))
        return state, (*state[1], type(value))
    if kind == _CLASS:
        return _class_contents(value)
    if kind == _MODULE:
        return _module_contents(value)
    if kind == _DICT:
        keys, values = _dict_state(value)
        return (keys, values), values
    if kind == _FOLLOW:  # a tuple subclass's class too (its methods: a namedtuple's own)
        return None, tuple(value) if type(value) in _PLAIN_FOLLOW else (*value, type(value))
    if kind == _CODE:
        return None, _function_children(value)
    if kind == _CELL:
        try:
            contents = value.cell_contents
        except ValueError:  # an empty cell
            return (None, _EMPTY), ()
        return (None, (contents,)), (contents,)
    if kind == _NAMES:
        return None, value.values()
    if kind == _QUIET:
        return None, tuple(_cell_contents((value.cell,)))
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
    if kind == _ITERATOR:
        return _iterator_state(value)
    if kind == _NATIVE:
        return _native_contents(value)
    if kind == _HOLDER:
        return None, _held_values(value)
    if kind == _BOUND:  # a module's function is bound to its module (see _module_contents)
        return None, (value.__self__, *((value.__func__,) if type(value) is types.MethodType
                                         else ()))
    return (bytes(value), ()), ()


def _held_values(value) -> tuple:
    """The attribute values of one of stamen's iterators (a lifted generator, a stream, a
    lazy map): it writes its own state through the store, but what it holds (Python's
    iterator a generator's `for` steps, the program's function it calls) is the
    program's, which un-lifted code may change."""
    d = getattr(value, "__dict__", None)
    held = list(d.values()) if type(d) is dict else []
    for t in type(value).__mro__:
        for name in t.__dict__.get("__slots__", ()):
            held.append(getattr(value, name, None))
    return tuple(held)


def _now(obj, kind: int, state):
    """Returns the state of a snapshotted object now, in the form `state` has: for a
    namespace, the values bound to the names `state` watches."""
    if kind == _NAMESPACE:
        names, _, getter, unbound = state
        try:
            if not any(map(obj.__contains__, unbound)):
                return names, (*getter(obj), *[_EMPTY] * len(unbound)), getter, unbound
        except KeyError:  # a name bound then is not now
            pass
        get = obj.get
        return _recorded_state(names, [get(name, _EMPTY) for name in names])
    if kind == _CLASS:
        return _class_state(obj.__dict__)
    return _contents(obj, kind)[0]


_user_classes: dict = {}  # id -> (class, whether it is the user's)


def _user_class(cls: type) -> bool:
    """Whether a class is the program's (not stamen's, the standard library's or an
    installed package's): its methods may change module or class state."""
    known = _user_classes.get(id(cls))
    if known is not None and known[0] is cls:
        return known[1]
    module = sys.modules.get(getattr(cls, "__module__", None) or "")
    user = module is None or _user_module(module)
    if len(_user_classes) > 65536:
        _user_classes.clear()
    _user_classes[id(cls)] = (cls, user)
    return user


def _user_module(module) -> bool:
    """Whether a module is the program's (not builtins, stamen's, the standard library's
    or an installed package's). stamen's languages are not walked as modules either: a
    program holding one (`import stamen.langs.synthcl as cl`) reaches the whole package
    through it, past the walk's budget, and the languages write no module state from
    un-lifted code."""
    path = getattr(module, "__file__", None)
    if module.__name__ in sys.builtin_module_names or _frozen(module):
        return False  # Python's own (`sys`, whose `modules` an import under a branch fills)
    if path is None:
        return not module.__name__.startswith("stamen")
    path = os.path.abspath(path)
    return not path.startswith(_LIBRARIES) and not path.startswith(_STAMEN_ROOT + os.sep)


def _frozen(module) -> bool:
    """Whether a module is compiled into Python (built in or frozen: no file, not the
    program's)."""
    spec = getattr(module, "__spec__", None)
    return getattr(spec, "origin", None) in ("built-in", "frozen")


def _class_state(attributes) -> tuple:
    """Returns (names, values) of a class's attributes, as a snapshot records them: a
    `__hash__` or `__eq__` stamen made replayable (vm.values.storedhash) stands for the
    program's function it wraps (stamen wraps it on first use, inside a branch or not).
    The caches Python's library makes on a class when first asked (`_LAZY_CACHES`) are
    not its state."""
    if any(name in attributes for name in _LAZY_CACHES):
        attributes = {k: v for k, v in attributes.items() if k not in _LAZY_CACHES}
    return tuple(attributes), tuple(map(replayed, attributes.values()))


# Attributes Python's library adds to a class the first time it asks, the same whichever
# path asks first: copyreg's `__slotnames__` (copy.copy, pickle), and the empty
# `__annotations__` a class without annotations gets when read (typing's Protocol checks).
_LAZY_CACHES = frozenset({"__slotnames__", "__annotations__"})


def _class_contents(cls: type):
    """Returns (state, children) of a user's class: its attributes (a class attribute
    rebound by un-lifted code is a change), and what they reach, through the functions
    of its methods, properties, static and class methods, and its user base classes;
    (None, ()) for any other class."""
    if not _user_class(cls):
        return None, ()
    attributes = cls.__dict__
    names, values = _class_state(attributes)
    children = []
    for name, value in zip(names, values, strict=True):
        t = type(value)
        if t is types.FunctionType:
            children.append(value)
        elif t is staticmethod or t is classmethod:
            children.append(value.__func__)
        elif t is property:
            children += (value.fget, value.fset, value.fdel)
        elif not (name.startswith("__") and name.endswith("__")) and \
                not _enum_cache(cls, name):
            children.append(value)  # a class attribute (Python's own are not the program's)
    children += cls.__bases__
    return (names, values), children


def _enum_cache(cls: type, name: str) -> bool:
    """Whether a class attribute is an enum's cache of its members by value: `Flag`
    records each combination it makes (`F.A | F.B`) there, one object per value, made
    the same way whichever path makes it first, so the program cannot tell the change."""
    return name == "_value2member_map_" and isinstance(cls, enum.EnumType)


def _module_contents(module):
    """Returns (state, children) of a module of the program's: its attributes but Python's
    own (`__name__`, `__builtins__`, the `__warningregistry__` a warning adds), which any
    code holding the module may rebind (`mm.X = 1`) or reach into (`mm.LIST.append`), and
    their values; (None, ()) for any other module (stamen's, a library's, builtins)."""
    known = _user_modules.get(id(module))
    if known is None or known[0] is not module:
        if len(_user_modules) > 4096:
            _user_modules.clear()
        known = _user_modules[id(module)] = (module, _user_module(module))
    if not known[1]:
        return None, _library_state(module)
    items = [(k, v) for k, v in module.__dict__.items()
             if not (k.startswith("__") and k.endswith("__"))]
    names, values = tuple(k for k, _ in items), tuple(v for _, v in items)
    return (names, values), values


_user_modules: dict = {}  # id -> (module, whether it is the program's)
_library_states: dict = {}  # id -> (module, the objects of _library_state)


# Library modules whose top-level objects are the interpreter's bookkeeping, not a value a
# program computes with: `threading._dangling` changes when any thread starts (stamen's
# solver watchdog starts its worker on the first timed check, which may come inside a
# branch under merge="none").
_BOOKKEEPING = frozenset({"threading", "_threading_local"})


def _stamens(module) -> bool:
    """Whether a module is stamen's own (its state is stamen's bookkeeping, which its
    branches keep themselves: a cache of lifted code, say)."""
    path = getattr(module, "__file__", None)
    return module.__name__.split(".")[0] == "stamen" or (
        path is not None and os.path.abspath(path).startswith(_STAMEN_ROOT + os.sep))


def _library_state(module) -> tuple:
    """Returns the objects (instances, not classes or functions) that a library module
    holds at its top level: `random`'s hidden Random, which `random.random()` draws from,
    `os.environ`. A library function called under a symbolic condition changes them. Its
    dicts and lists are not read: they are caches (`re`'s compiled patterns, `sys.modules`)
    that a call fills on any path. Found once per module."""
    known = _library_states.get(id(module))
    if known is None or known[0] is not module:
        if len(_library_states) > 4096:
            _library_states.clear()
        found = () if _stamens(module) or module.__name__ in _BOOKKEEPING else tuple(
            v for v in vars(module).values() if _kind_of(type(v)) in (_NATIVE, _OBJECT))
        known = _library_states[id(module)] = (module, found)
    return known[1]
_layouts: dict = {}  # (id(namespace), names) -> (namespace, layout of _namespace_state)


def _namespace_state(namespace: dict, names) -> tuple:
    """Returns the state of a namespace's `names` now: (names, their values (_EMPTY where
    unbound), a reader of the bound ones' values, the unbound ones), the bound first.
    The layout (which names are bound, the reader) is cached while it stays true."""
    key = (id(namespace), names)
    known = _layouts.get(key)
    if known is not None and known[0] is namespace:
        ordered, getter, unbound = known[1]
        if not (unbound and any(map(namespace.__contains__, unbound))):
            try:
                return ordered, (*getter(namespace), *[_EMPTY] * len(unbound)), getter, \
                    unbound
            except KeyError:  # a name bound then is not now
                pass
    get = namespace.get
    state = _recorded_state(names, [get(name, _EMPTY) for name in names])
    if len(_layouts) > 4096:
        _layouts.clear()
    _layouts[key] = (namespace, (state[0], state[2], state[3]))
    return state


def _recorded_state(names, values) -> tuple:
    """Returns the state of a namespace whose `names` were bound to `values` (_EMPTY: not
    bound) when recorded: the layout follows the recorded values, so a check compares
    like with like even where the namespace has changed since."""
    bound = tuple(name for name, v in zip(names, values, strict=True) if v is not _EMPTY)
    unbound = tuple(name for name, v in zip(names, values, strict=True) if v is _EMPTY)
    if len(bound) > 1:
        getter = operator.itemgetter(*bound)
    elif bound:
        getter = _single_reader(bound[0])
    else:
        getter = _no_names
    return ((*bound, *unbound), (*[v for v in values if v is not _EMPTY],
                                 *[_EMPTY] * len(unbound)), getter, unbound)


def _single_reader(name: str):
    """Returns a function from a namespace to the 1-tuple of its value for `name`."""
    return lambda namespace: (namespace[name],)


def _no_names(namespace) -> tuple:
    return ()


def _same(kind: int, before, now) -> bool:
    """Whether two states of one object are the same (contents compared by identity)."""
    if kind == _NAMESPACE:
        if before[0] != now[0]:  # laid out by what was bound: compare name by name
            a = dict(zip(before[0], before[1], strict=True))
            b = dict(zip(now[0], now[1], strict=True))
            return a.keys() == b.keys() and all(a[k] is b[k] for k in a)
        return all(map(operator.is_, before[1], now[1]))
    (h1, e1), (h2, e2) = before, now
    if kind == _ITERATOR or kind == _NATIVE:  # h: a native object's attribute names
        return h1 == h2 and len(e1) == len(e2) and all(map(_same_leaf, e1, e2))
    if kind == _SET:
        return len(e1) == len(e2) and {id(v) for v in e1} == {id(v) for v in e2}
    if kind == _BYTES:
        return h1 == h2
    if len(e1) != len(e2) or not all(map(operator.is_, e1, e2)):
        return False
    if kind in (_LIST, _SEQUENCE, _CELL):  # h: a list's symbolic length (or None)
        return h1 is h2
    return len(h1) == len(h2) and all(map(operator.is_, h1, h2))  # h: keys or names


def _unchanged(obj, kind: int, state) -> bool:
    """Whether a snapshotted object is as `state` recorded it: `_same(kind, state,
    _now(obj, kind, state))`, without building the current state for the kinds every
    check meets (lists, dicts, namespaces, classes), since checks run at every join."""
    is_ = operator.is_
    if kind == _LIST:
        length, elems = state
        return (list.__len__(obj) == len(elems) and all(map(is_, list.__iter__(obj), elems))
                and getattr(obj, "_stamen_len", None) is length)
    if kind == _OBJECT and type(obj) in _PLAIN_OBJECTS:  # as _object_state reads it
        names, values = state
        d = getattr(obj, "__dict__", None)
        if type(d) is not dict:
            return not names
        return len(d) == len(names) and all(map(is_, d.values(), values)) and \
            all(map(is_, d, names))
    if kind == _NAMESPACE:
        _, values, getter, unbound = state
        if unbound and any(map(obj.__contains__, unbound)):
            return False
        try:
            return all(map(is_, getter(obj), values))
        except KeyError:  # a name bound then is not now
            return False
    if kind == _DICT:  # its storage, by dict's own methods (a watched Dict's read paths)
        keys, values = state
        if isinstance(obj, collections.OrderedDict):
            return _same(kind, state, _dict_state(obj))
        return (dict.__len__(obj) == len(keys) and all(map(is_, dict.values(obj), values))
                and all(map(is_, dict.__iter__(obj), keys)))
    if kind == _CLASS:
        keys, values = state
        d = obj.__dict__
        if any(name in d for name in _LAZY_CACHES):  # compared without them
            return _same(kind, state, _class_state(d))
        return len(d) == len(keys) and all(map(is_, map(replayed, d.values()), values)) \
            and all(map(is_, d, keys))
    return _same(kind, state, _now(obj, kind, state))


class _CodeClosure:
    """What the globals some code names (a GlobalNames) reach through functions and the
    globals their code names: the functions and GlobalNames met (`nodes`, id -> object),
    the other objects at the edge of that graph (`edge`: classes, modules, cells, mutable
    globals, immutable values), the views whose names un-lifted code may rebind
    (`watched`), whether a function met may set attributes (`writers`) and the references
    followed (`cost`).

    A snapshot's walk of that graph depends only on what the global names are bound to
    and on each function's `__code__`, `__defaults__` and (for lifted code) the contents
    of its closure cells: `valid` reads exactly those again, so a walk that meets the
    view can take the closure whole instead of walking it at every symbolic branch (an
    interpreter's dozens of functions). The edge objects are walked as usual. Keyed by
    the view, which is one per (code, namespace): a lambda made anew at each call shares
    its code's closure."""

    __slots__ = ("nodes", "edge", "watched", "writers", "cost", "namespaces", "functions")

    def valid(self) -> bool:
        """Whether walking the graph again would meet the same objects."""
        is_ = operator.is_
        for namespace, names, values in self.namespaces:
            if not all(map(is_, map(namespace.get, names), values)):
                return False
        for fn, code, defaults, contents in self.functions:
            if fn.__code__ is not code or fn.__defaults__ is not defaults:
                return False
            if contents is not None and not all(
                    map(is_, _cell_contents(fn.__closure__), contents)):
                return False
        return True


def _nested_codes(code) -> tuple:
    """Returns the code objects nested in `code`, at any depth (cached)."""
    known = _nested.get(code)
    if known is None:
        found, stack = [], [code]
        while stack:
            inner = [k for k in stack.pop().co_consts if type(k) is types.CodeType]
            found += inner
            stack += inner
        if len(_nested) > 65536:
            _nested.clear()
        known = _nested[code] = tuple(found)
    return known


_nested: dict = {}
_closures: dict = {}  # id -> (view, _CodeClosure): the view is held, so its id stays


def _names_closure(view: GlobalNames) -> _CodeClosure:
    """Returns the _CodeClosure of a GlobalNames, cached while `valid`."""
    cached = _closures.get(id(view))
    if cached is not None and cached[0] is view and cached[1].valid():
        return cached[1]
    closure = _walk_code(view)
    if len(_closures) > 4096:
        _closures.clear()
    _closures[id(view)] = (view, closure)
    return closure


def _walk_code(view: GlobalNames) -> _CodeClosure:
    """Returns the _CodeClosure of a GlobalNames, walked now (as `Snapshot.add` would walk
    the functions and GlobalNames it meets)."""
    kinds = _type_kinds
    nodes: dict = {id(view): view}
    edge: dict = {}
    reads: dict = {}  # id(namespace) -> (namespace, {name: None})
    closure = _CodeClosure()
    closure.watched, closure.writers, closure.cost, closure.functions = [], False, 0, []
    stack = [view]
    while stack:
        node = stack.pop()
        if type(node) is GlobalNames:
            children = node.values()
            if node.watched:
                closure.watched.append(node)
            slot = reads.get(id(node.namespace))
            if slot is None:
                slot = reads[id(node.namespace)] = (node.namespace, {})
            slot[1].update(dict.fromkeys(node.names))
        else:
            children = _function_children(node)
            code = node.__code__
            lifted_cells = (node.__closure__ and _user_code(code)
                            and _code_kind(code) != _USER)
            closure.functions.append((node, code, node.__defaults__, tuple(
                _cell_contents(node.__closure__)) if lifted_cells else None))
            closure.writers = closure.writers or _writes_attributes(node)
            if _user_code(code):
                # The views of the code nested in it (a lambda made at each call) name
                # a subset of its names in the same namespace, watch a subset of what it
                # watches: met with it, so a new lambda's view is seen already.
                for nested in _nested_codes(code):
                    view = global_names(nested, node.__globals__)
                    nodes.setdefault(id(view), view)
        closure.cost += 1 + len(children)
        for child in children:
            ident = id(child)
            if ident in nodes or ident in edge:
                continue
            kind = kinds.get(type(child))
            if kind is None:
                kind = _kind_of(type(child))
            if kind == _CODE or kind == _NAMES:
                nodes[ident] = child
                stack.append(child)
            elif kind != _LEAF:
                edge[ident] = child
    closure.nodes, closure.edge = nodes, tuple(edge.values())
    closure.namespaces = [(namespace, tuple(names), tuple(map(namespace.get, names)))
                          for namespace, names in reads.values()]
    return closure


_IMMUTABLE = frozenset((_FOLLOW, _FROZEN, _UNION, _PADDED, _LAZY))
_PLAIN_FOLLOW = (tuple, frozenset)
_frontiers: dict = {}  # id -> (value, frontier, pure): the value is held so its id stays


def _frontier(value, kind: int) -> tuple | None:
    """Returns what an immutable container (tuple, frozen dataclass, union, padded tuple)
    reaches through immutable containers only: the mutable objects, functions and classes
    at the edge of its immutable closure (() when it reaches nothing un-lifted code could
    change). The classes are those of the frozen dataclasses and tuple subclasses in it:
    their methods run when the value is compared or printed.

    An immutable value never changes what it reaches, so the answer is cached per object,
    and a snapshot steps from the value straight to its frontier instead of looking inside
    it again at every branch. A closure of more than PURE_WORK objects is not cached (None:
    the walk looks inside, which is always sound). Containers met in a closure whose edge
    is classes only are cached as pure, with all the classes of that closure (a superset
    of their own: walking a class more is sound), so a larger value built on them is
    cheap."""
    cached = _frontiers.get(id(value))
    if cached is not None and cached[0] is value:
        return cached[1]
    kinds, cache = _type_kinds, _frontiers
    met: dict = {id(value): value}
    edge: dict = {}
    classes: dict = {}
    stack = [(value, kind)]
    while stack:
        item, item_kind = stack.pop()
        for child in _contents(item, item_kind)[1]:
            ident = id(child)
            if ident in met or ident in edge or ident in classes:
                continue
            child_kind = kinds.get(type(child))
            if child_kind is None:
                child_kind = _kind_of(type(child))
            if child_kind == _LEAF:
                continue
            if child_kind == _CLASS:
                classes[ident] = child
                continue
            if child_kind not in _IMMUTABLE:
                edge[ident] = child
                continue
            known = cache.get(ident)
            if known is not None and known[0] is child:
                met[ident] = child
                (classes if known[2] else edge).update((id(v), v) for v in known[1])
                continue
            if len(met) >= PURE_WORK:
                return None
            met[ident] = child
            stack.append((child, child_kind))
    if len(cache) + len(met) > 200_000:
        cache.clear()
    if not edge:
        frontier = tuple(classes.values())
        for ident, item in met.items():
            cache[ident] = (item, frontier, True)
    else:
        frontier = (*edge.values(), *classes.values())
        cache[id(value)] = (value, frontier, False)
    return frontier


class Snapshot:
    """The shallow contents of the mutable objects reachable from some roots.

    A branch opened inside another branch derives its snapshot from the enclosing one
    (`derive`): it walks only what the enclosing snapshot did not reach, and its check
    also checks the enclosing snapshot's objects, against the writes the store logged
    since that one was taken."""

    __slots__ = ("where", "entries", "seen", "armed", "roots", "truncated", "parent",
                 "depth", "writers", "classes", "frames")

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
        # Whether un-lifted code that sets attributes is reachable: only then may a class
        # attribute (or a quiet cell) change behind the store's back, so only then are the
        # classes and quiet cells walked (`classes`, held until then) recorded.
        self.writers = False
        self.classes: list = []
        # {id: frame} the lifted frames whose locals this snapshot (or an enclosing one)
        # read (see lifted_roots); held, so their ids stay their own
        self.frames: dict = {}

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
        child.writers, child.classes = self.writers, list(self.classes)
        if child.truncated:
            return child
        child.seen = dict(self.seen)
        linked = _linked(logs, child.seen, child.entries)
        entries, node = child.entries, self
        while node is not None:  # objects changed since an enclosing snapshot: now's state
            for ident, (obj, kind, state) in node.entries.items():
                if ident not in entries and not _unchanged(obj, kind, state):
                    entries[ident] = (obj, kind, _now(obj, kind, state))
            node = node.parent
        child.add(roots, linked)
        return child

    def add(self, roots, extra=(), iterators: bool = True) -> None:
        """Snapshots what the roots [(name, value)] (and the values `extra`) reach and is
        not snapshotted yet (to any depth; past BUDGET references the snapshot is marked
        truncated). Without `iterators`, Python's iterators met are walked through but not
        recorded (see `Store.watch`)."""
        kinds, seen, entries, cache = _type_kinds, self.seen, self.entries, _frontiers
        plain = _PLAIN_OBJECTS
        self.roots.extend(roots)
        frontier = [value for _, value in roots]
        frontier.extend(extra)
        budget = BUDGET
        names: dict = {}  # id(namespace) -> (namespace, [the names tuples of its views])
        while frontier:
            following: list = []
            for value in frontier:
                kind = kinds.get(type(value))
                if kind is None:
                    kind = _kind_of(type(value))
                if kind == _LEAF or id(value) in seen:
                    continue
                if kind == _NAMES:  # the functions and globals it reaches, taken whole
                    closure = _names_closure(value)
                    seen.update(closure.nodes)
                    for view in closure.watched:
                        slot = names.get(id(view.namespace))
                        if slot is None:
                            names[id(view.namespace)] = (view.namespace, [view.watched])
                        else:
                            slot[1].append(view.watched)
                    if closure.writers and not self.writers:
                        self._record_classes()
                    budget -= closure.cost
                    if budget < 0:
                        self.truncated = True
                        return
                    following.extend(closure.edge)
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
                if kind == _LIST:  # the commonest kinds inline (see `_contents`)
                    children = tuple(list.__iter__(value))
                    state = (getattr(value, "_stamen_len", None), children)
                elif kind == _OBJECT and type(value) in plain:
                    d = getattr(value, "__dict__", None)
                    state = (tuple(d), tuple(d.values())) if type(d) is dict else ((), ())
                    children = (*state[1], type(value))
                else:
                    state, children = _contents(value, kind)
                if kind == _CLASS:
                    if state is not None:
                        if self.writers:
                            entries[id(value)] = (value, kind, state)
                        else:
                            self.classes.append(value)
                elif kind == _QUIET:
                    if self.writers:
                        self._record(value.cell, _CELL)
                    else:
                        self.classes.append(value.cell)
                elif state is not None and (iterators or kind != _ITERATOR):
                    entries[id(value)] = (value, kind, state)
                elif kind == _CODE and not self.writers and _writes_attributes(value):
                    self._record_classes()
                budget -= 1 + len(children)
                if budget < 0:
                    self.truncated = True
                    return
                following.extend(children)
            frontier = following
        for namespace, groups in names.values():
            self._watch_names(namespace, groups[0] if len(groups) == 1 else tuple(
                dict.fromkeys(name for group in groups for name in group)))

    def _record_classes(self) -> None:
        """Records the classes and quiet cells walked so far (un-lifted code that sets
        attributes is reachable: a class attribute, or a cell's contents, may change), and
        from now on every one walked."""
        self.writers = True
        for held in self.classes:
            self._record(held, _CLASS if type(held) is not types.CellType else _CELL)
        self.classes = []

    def _record(self, obj, kind: int) -> None:
        """Records an object's state now, unless it is recorded already."""
        if id(obj) not in self.entries:
            self.entries[id(obj)] = (obj, kind, _now(obj, kind, None))

    def _watch_names(self, namespace: dict, names: tuple) -> None:
        """Records what the global `names` of `namespace` are bound to, with the names an
        enclosing snapshot watches in it (bound as they are now, as `derive` records the
        objects that changed since)."""
        entry = self.entries.get(id(namespace))
        if entry is not None:
            watched, values = entry[2][:2]
        else:
            watched, values = (), ()
            node = self.parent
            while node is not None:
                known = node.entries.get(id(namespace))
                if known is not None:
                    names = (*known[2][0], *names)
                node = node.parent
        old = set(watched)
        new = tuple(name for name in dict.fromkeys(names) if name not in old)
        if not new:
            return
        if values:  # the names watched already keep the values they had then
            get = namespace.get
            state = _recorded_state((*watched, *new),
                                    [*values, *[get(name, _EMPTY) for name in new]])
        else:
            state = _namespace_state(namespace, (*watched, *new))
        self.entries[id(namespace)] = (namespace, _NAMESPACE, state)

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
            if ident in checked or _unchanged(obj, kind, state):
                continue
            now = _now(obj, kind, state)
            if logged is None:
                logged = {}
                for log in logs:
                    logged.update(log)
                touched = {i for _, i, _ in logged}
                owners = _instance_dicts(logged)
                touched.update(owners)
            if ident in touched and _only_logged(obj, kind, state, now, logged,
                                                 owners.get(ident)):
                continue
            if kind == _ITERATOR:
                return UntrackedMutation(
                    f"{self._name(obj, kind, state, now, logged)} was advanced under the "
                    f"symbolic condition at {self.where or '<unknown>'}: it is Python's own "
                    f"iterator, whose position stamen cannot keep per path, so the other "
                    f"path would see it advanced. Make a list of its elements first "
                    f"(list(...)), or iterate a list with iter() in lifted code, whose "
                    f"position stamen keeps.")
            return UntrackedMutation(
                f"{self._name(obj, kind, state, now, logged)} was changed under the "
                f"symbolic condition at {self.where or '<unknown>'} by code that stamen "
                f"does not track (an un-lifted function, a context manager's __exit__, a C "
                f"function or a method stamen does not know), so the change would leak into "
                f"the other path. Lift the code that changes it (@stamen.lifted), or make "
                f"the change in lifted code.")
        return None

    def _name(self, obj, kind: int, before, now, logged: dict) -> str:
        """Returns how the report names a changed object: a global variable by its name
        and module, a closure variable by its name, anything else by an access path."""
        if kind == _NAMESPACE:
            changed = [name for name, a, b in zip(before[0], before[1], now[1], strict=True)
                       if a is not b and ("key", id(obj), name) not in logged]
            return (f"the global variable `{changed[0] if changed else '?'}` (of module "
                    f"{obj.get('__name__', '?')})")
        if kind == _CELL:
            return f"the variable {self._describe(obj)} (a closure cell)"
        if kind == _CLASS or kind == _MODULE:
            a, b = dict(zip(*before, strict=True)), dict(zip(*now, strict=True))
            changed = [k for k in {**a, **b} if a.get(k, _EMPTY) is not b.get(k, _EMPTY)]
            what = "class" if kind == _CLASS else "module"
            owner = obj.__qualname__ if kind == _CLASS else obj.__name__
            return f"the {what} attribute `{owner}.{changed[0] if changed else '?'}`"
        return f"{self._describe(obj)} (a {type(obj).__name__})"

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
                    code = value.__code__
                    for name, cell in zip(code.co_freevars, value.__closure__ or (),
                                          strict=False):
                        if cell is target:
                            return f"`{name}` of {value.__qualname__}"
                    following += [(v, n) for n, v in function_roots(value)]
                elif kind == _NAMES:
                    get = value.namespace.get
                    following += [(get(n), n) for n in value.names if n in value.namespace]
                elif kind == _BOUND:
                    following.append((value.__self__, f"{path}.__self__"))
                elif kind == _MODULE and not _user_module(value):
                    held = {id(v) for v in _library_state(value)}
                    following += [(v, f"{value.__name__}.{k}") for k, v in vars(value).items()
                                  if id(v) in held]
                elif kind in (_DICT, _OBJECT, _CLASS, _MODULE, _NATIVE):
                    keys, values = (_contents(value, kind)[0] if kind not in (
                        _OBJECT, _NATIVE) else _object_state(value, type(value))) or ((), ())
                    following += [(v, f"{path}[{k!r}]" if kind == _DICT else f"{path}.{k}")
                                  for k, v in zip(keys, values, strict=True)]
                    if kind in (_OBJECT, _NATIVE):
                        following.append((type(value), type(value).__qualname__))
                elif kind == _ITERATOR:  # what it iterates is named as the iterator is
                    following += [(v, path) for v in _contents(value, kind)[1]]
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


def _instance_dicts(logged: dict) -> dict:
    """Returns {id(instance dict): id(its object)} for the objects whose attributes the
    store logged: the program may hold the dict itself (`vars(o)`, `o.__dict__`), whose
    keys then changed at those attribute writes."""
    owners = {}
    for (kind, ident, _), entry in logged.items():
        if kind == "attr":
            try:
                d = object.__getattribute__(entry[1], "__dict__")
            except (AttributeError, TypeError):
                continue
            if type(d) is dict:
                owners[id(d)] = ident
    return owners


def _undone_by_log(obj, kind: int, before, logged: dict) -> bool:
    """Whether a native object whose C state changed is as `before` recorded it once the
    attributes the store logged for it (`("attr", id, name)`: its C settings that lifted
    code wrote, `decimal.Context.prec`) hold their logged old values again: they are put
    back to see, then set as they are now (the store's undo puts them back after)."""
    ident = id(obj)
    olds = {key: entry[3] for (kind_, i, key), entry in logged.items()
            if kind_ == "attr" and i == ident}
    if not olds:
        return False
    current = {name: getattr(obj, name) for name in olds}
    try:
        for name, value in olds.items():
            setattr(obj, name, value)
        return _unchanged(obj, kind, before)
    finally:
        for name, value in current.items():
            setattr(obj, name, value)


def _only_logged(obj, kind: int, before, now, logged: dict, owner: int | None = None) -> bool:
    """Whether an object changed only at the locations the store logged (its whole
    contents, some attributes, or some keys of a namespace dict; for the instance dict
    of the object `owner`, its attributes)."""
    ident = id(obj)
    if ("contents", ident, None) in logged or ("state", ident, None) in logged or (
            owner is not None and ("state", owner, None) in logged):
        return True  # its whole contents, or all the attributes it stores, were logged
    if kind == _CELL:
        return ("cell", ident, None) in logged
    if kind == _NATIVE:  # its C state unchanged, its attributes as an object's
        (names, leaves), (now_names, now_leaves) = before, now
        kept = len(leaves) - len(names)
        if kept != len(now_leaves) - len(now_names) or not all(map(
                _same_leaf, leaves[len(names):], now_leaves[len(now_names):])):
            return _undone_by_log(obj, kind, before, logged)
        before = names, leaves[:len(names)]
        now = now_names, now_leaves[:len(now_names)]
        kind = _OBJECT
    if kind in (_OBJECT, _CLASS):
        a, b = dict(zip(*before, strict=True)), dict(zip(*now, strict=True))
        return all(k in a and k in b and a[k] is b[k] for k in {**a, **b}
                   if ("attr", ident, k) not in logged)
    if kind == _MODULE:  # lifted code writes `m.k` as an attribute, `global k` as a key
        a, b = dict(zip(*before, strict=True)), dict(zip(*now, strict=True))
        namespace = id(obj.__dict__)
        return all(k in a and k in b and a[k] is b[k] for k in {**a, **b}
                   if ("attr", ident, k) not in logged and ("key", namespace, k) not in logged)
    if kind in (_DICT, _NAMESPACE):
        a = dict(zip(before[0], before[1], strict=True))
        b = dict(zip(now[0], now[1], strict=True))
        return all(k in a and k in b and a[k] is b[k] for k in {**a, **b}
                   if ("key", ident, k) not in logged and ("attr", owner, k) not in logged)
    return False
