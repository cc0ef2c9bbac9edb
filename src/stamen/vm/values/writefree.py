"""Proving that a callback cannot write program state behind the store's back, so that
the frame it runs in needs no snapshot (`vm.untracked`).

A store frame takes a snapshot because code stamen does not track may run in it. When
all the frame runs is a known callback on known values (`apply_guarded`, a lifted
`if`'s two sides), the snapshot is unnecessary where `writes_nothing` proves it:

- every object the callback can reach (its closure, defaults, attributes, the globals
  its code names, the values; and, from those, everything reachable again) is
  immutable: scalars, terms, tuples, frozen dataclasses, unions, functions and classes;
- the code of every function it can reach (a lifted function's included) and of every
  method of those classes has no opcode that writes the heap (attribute, item, global,
  an enclosing function's cell, imports, `with`) and reads no attribute that hands out
  writable internals (`__dict__`, `__globals__`, frames); lifted code calls none of the
  runtime's writers of bindings (`setattr`, `global`, `nonlocal`);
- the only other callables it can reach are a few builtins, classes built by
  dataclasses' generated `__init__`, `dataclasses.replace` and `math`, and stamen's
  public API and runtime, which write the heap only through the store.

Such a callback changes no object that existed when the frame opened (what it builds
is its own), so nothing it does can leak into another path. Anything not covered (an
unknown opcode, a mutable object, a library function, a user `__init__`) is no proof:
the frame takes its snapshot as before. A proof is checked anew at every call (the
globals, cells and class attributes it read may have been rebound since); the facts
about a code object and the objects an immutable value reaches are cached.
"""

from __future__ import annotations

import builtins
import dataclasses
import dis
import functools
import math
import operator
import os
import sys
import types
from itertools import repeat

from stamen.terms.bv import BV
from stamen.terms.term import Term
from stamen.vm.values.objstate import instance_dict
from stamen.vm.values.untracked import (
    _FOLLOW,
    _FROZEN,
    _LAZY,
    _PADDED,
    _SCALARS,
    _UNION,
    _contents,
    _kind_of,
)

__all__ = ["writes_nothing", "bindings_changed", "forget", "CACHE_WRAPPER", "calls_nothing"]

# The opcodes of CPython 3.11 that write nothing but the frame's own locals and the
# containers the frame is building. Any other opcode (or one of another version) is no
# proof. STORE_DEREF/DELETE_DEREF are allowed only on cells the code's own calls make.
_ALLOWED = frozenset((
    "BINARY_OP", "BINARY_SUBSCR", "BUILD_CONST_KEY_MAP", "BUILD_LIST", "BUILD_MAP",
    "BUILD_SET", "BUILD_SLICE", "BUILD_STRING", "BUILD_TUPLE", "CACHE", "CALL",
    "CALL_FUNCTION_EX", "CHECK_EG_MATCH", "CHECK_EXC_MATCH", "COMPARE_OP", "CONTAINS_OP",
    "COPY", "COPY_FREE_VARS", "DELETE_FAST", "DICT_MERGE", "DICT_UPDATE", "EXTENDED_ARG",
    "FORMAT_VALUE", "FOR_ITER", "GET_ITER", "GET_LEN", "GET_YIELD_FROM_ITER", "IS_OP",
    "JUMP_BACKWARD", "JUMP_BACKWARD_NO_INTERRUPT", "JUMP_FORWARD", "JUMP_IF_FALSE_OR_POP",
    "JUMP_IF_TRUE_OR_POP", "KW_NAMES", "LIST_APPEND", "LIST_EXTEND", "LIST_TO_TUPLE",
    "LOAD_ASSERTION_ERROR", "LOAD_ATTR", "LOAD_CLOSURE", "LOAD_CONST", "LOAD_DEREF",
    "LOAD_FAST", "LOAD_GLOBAL", "LOAD_METHOD", "MAKE_CELL", "MAKE_FUNCTION", "MAP_ADD",
    "MATCH_CLASS", "MATCH_KEYS", "MATCH_MAPPING", "MATCH_SEQUENCE", "NOP", "POP_EXCEPT",
    "POP_JUMP_BACKWARD_IF_FALSE", "POP_JUMP_BACKWARD_IF_NONE",
    "POP_JUMP_BACKWARD_IF_NOT_NONE", "POP_JUMP_BACKWARD_IF_TRUE",
    "POP_JUMP_FORWARD_IF_FALSE", "POP_JUMP_FORWARD_IF_NONE", "POP_JUMP_FORWARD_IF_NOT_NONE",
    "POP_JUMP_FORWARD_IF_TRUE", "POP_TOP", "PRECALL", "PREP_RERAISE_STAR", "PUSH_EXC_INFO",
    "PUSH_NULL", "RAISE_VARARGS", "RERAISE", "RESUME", "RETURN_GENERATOR", "RETURN_VALUE",
    "SEND", "SET_ADD", "SET_UPDATE", "STORE_FAST", "SWAP", "UNARY_INVERT",
    "UNARY_NEGATIVE", "UNARY_NOT", "UNARY_POSITIVE", "UNPACK_EX", "UNPACK_SEQUENCE",
    "YIELD_VALUE",
)) if sys.version_info[:2] == (3, 11) else frozenset()
_CELL_WRITES = ("STORE_DEREF", "DELETE_DEREF")

# Attribute names (read, or named by a string constant as lifted code names them) that
# hand out a writable part of an object, a frame, or write a binding through the
# runtime: code naming one is no proof. Dunders are refused but for these few.
_READABLE_DUNDERS = frozenset(("__class__", "__name__", "__qualname__", "__module__",
                               "__doc__"))
_WRITING_NAMES = frozenset((
    "f_locals", "f_globals", "f_back", "f_builtins", "gi_frame", "cr_frame", "ag_frame",
    "tb_frame", "gi_yieldfrom",
    # the lifted runtime's writers of bindings and attributes (lift.runtime)
    "set_global", "set_cell", "setattr_", "delattr_", "b_getattr", "b_setattr",
    "b_delattr",
))

# Builtins that change no object they are given (they may call the objects' dunders,
# which are proven like any method). Builtin classes are safe to hold: what they make is
# new, and their methods that write (`list.append`) write only their own instances,
# none of which can be reached (mutable instances are no proof).
_SAFE_BUILTINS = frozenset(id(getattr(builtins, name)) for name in (
    "len", "isinstance", "issubclass", "tuple", "list", "dict", "set", "frozenset", "int",
    "bool", "str", "float", "complex", "bytes", "range", "zip", "enumerate", "map",
    "filter", "reversed", "sorted", "min", "max", "sum", "any", "all", "abs", "repr",
    "hash", "iter", "next", "type", "divmod", "pow", "round", "ord", "chr", "format",
    "hex", "bin", "oct", "id", "callable", "slice", "object", "hasattr", "ascii",
))
# Builtins stamen's own wrappers may hold besides those (`getattr(v, name)` on a union)
_TRUSTED_BUILTINS = frozenset(id(getattr(builtins, name)) for name in ("getattr",))
_INERT = frozenset((*_SCALARS, Term, BV, range, slice, types.CodeType, type(NotImplemented),
                    type(Ellipsis)))

# Library functions that change nothing they are given (`replace` builds a new instance
# through the class's `__init__`, which is proven with the class). None: every function.
_LIBRARY = {dataclasses: frozenset(("replace", "fields", "is_dataclass")), math: None}

# Methods only Python's writes call (an attribute or item store, a descriptor's set):
# code that could trigger them is refused anyway, so a class may define them.
_WRITER_DUNDERS = frozenset(("__setattr__", "__delattr__", "__setitem__", "__delitem__",
                             "__set__", "__delete__"))

_STAMEN_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_LANGS = os.path.join(_STAMEN_ROOT, "langs") + os.sep


def _recursive_repr_code():
    """Returns the code of the guard dataclasses wraps a generated `__repr__` in (its own
    bookkeeping of the reprs running; it calls the generated function), or None."""
    wrap = getattr(dataclasses, "_recursive_repr", None)
    return wrap(lambda self: "").__code__ if wrap is not None else None


_RECURSIVE_REPR = _recursive_repr_code()
# The type of a `functools.cache` / `lru_cache` function (functools._lru_cache_wrapper).
CACHE_WRAPPER = type(functools.lru_cache(maxsize=None)(len))


def writes_nothing(fn, values=()) -> bool:
    """Returns whether calling `fn(v)` for each of `values` (`fn()` if none; `fn` may be a
    tuple of callables, each called so) provably writes no object that exists now other
    than through the store (see the module's docstring); False when that is not proven."""
    if not _ALLOWED:
        return False
    proof = _Proof()
    value = proof.value
    try:
        verdict = (all(value(f, ()) for f in fn) if type(fn) is tuple else value(fn, ())) \
            and all(value(v, ()) for v in values)
    except RecursionError:  # a structure deeper than the stack left: no proof
        verdict = False
    proof.commit(verdict)
    return verdict


def bindings_changed() -> None:
    """Must be called when a binding a proof may have read can have changed since the last
    call: the store calls it when a branch opens or closes where code that is not proven
    may run, and when it writes an attribute, a global or a cell. A proof made since is
    taken from the cache; one made before is checked again against what it read."""
    _generation[0] += 1


_generation = [0]


def forget() -> None:
    """Drops the cached proofs about immutable containers (an evaluation ended: the
    values they hold, and the terms in them, must not outlive it). Sound at any time: a
    container reads nothing that may change, so whatever relied on it still holds."""
    for key in [k for k, (obj, _) in _nodes.items() if type(obj) not in _KEPT]:
        del _nodes[key]
    _reach.clear()


_KEPT = (types.FunctionType, type, dict)  # functions, classes, the globals of some code


_facts: dict = {}  # code -> (global names, attribute names) or None (no proof)
_stamen_code: dict = {}  # code -> whether it is stamen's own (not a language's)


def calls_nothing(fn: types.FunctionType) -> bool:
    """Whether the function `fn` writes nothing but its locals and calls nothing but the
    builtins that change nothing (`isinstance`, `len`, ...): no method, no function of
    its own or of a library, no nested function. The operators it applies may still run
    the operands' dunders (which answer for themselves). A `__eq__` of the program's
    that stamen does not lift, whose writes the store does not see, is taken to make
    none where this holds (`return isinstance(o, K) and self.v == o.v`)."""
    code = fn.__code__
    if _code_facts(code) is None:
        return False
    for instruction in dis.get_instructions(code):
        op = instruction.opname
        if op in ("LOAD_METHOD", "PUSH_NULL", "CALL_FUNCTION_EX", "MAKE_FUNCTION"):
            return False
        if op == "LOAD_GLOBAL" and instruction.arg & 1:  # (pushes NULL: a call of it)
            name = instruction.argval
            target = fn.__globals__.get(name, getattr(builtins, name, None))
            if id(target) not in _SAFE_BUILTINS:
                return False
    return True


def _code_facts(code) -> tuple | None:
    """Returns (the global names, the attribute names) a code object and the code nested in
    it use, or None if one of them may write the heap. Cached per code object."""
    if code in _facts:
        return _facts[code]
    facts = _scan(code)
    if len(_facts) > 65536:
        _facts.clear()
    _facts[code] = facts
    return facts


def _scan(code) -> tuple | None:
    """Reads the opcodes of a code object and of the code nested in it (see _code_facts)."""
    names: set = set()
    attributes: set = set()
    stack = [(code, frozenset())]
    while stack:
        current, outer = stack.pop()
        own = outer | frozenset(current.co_cellvars)  # cells this call makes: its own
        for instruction in dis.get_instructions(current):
            op = instruction.opname
            if op not in _ALLOWED:
                if op in _CELL_WRITES and instruction.argval in own:
                    continue
                return None
            if op == "LOAD_GLOBAL":
                names.add(instruction.argval)
            elif op == "LOAD_ATTR" or op == "LOAD_METHOD":
                attributes.add(instruction.argval)
        for const in current.co_consts:
            if type(const) is types.CodeType:
                stack.append((const, own))
            elif type(const) is str:  # lifted code names attributes by strings
                attributes.add(const)
            elif type(const) is tuple:  # keyword names
                attributes.update(c for c in const if type(c) is str)
    if any(_writing_name(name) for name in attributes):
        return None
    return tuple(sorted(names)), frozenset(attributes)


def _writing_name(name: str) -> bool:
    """Whether reading attribute `name` may hand out something writable (see above)."""
    if name in _WRITING_NAMES:
        return True
    return name.startswith("__") and name.endswith("__") and name not in _READABLE_DUNDERS


def _is_stamen_code(code) -> bool:
    """Whether a code object is stamen's own (its VM, runtime and API; not a language)."""
    known = _stamen_code.get(code)
    if known is None:
        path = os.path.abspath(code.co_filename)
        known = path.startswith(_STAMEN_ROOT + os.sep) and not path.startswith(_LANGS)
        if len(_stamen_code) > 65536:
            _stamen_code.clear()
        _stamen_code[code] = known
    return known


def _api() -> tuple:
    """Returns (the stamen package, the ids of its public API's values, the lifted
    runtime module): stamen's entry points, which write the heap only through the store.
    Read from `sys.modules` (this layer imports neither); none before both are loaded."""
    global _API
    if _API is None:
        stamen = sys.modules.get("stamen")
        runtime = sys.modules.get("stamen.lift.runtime")
        names = getattr(stamen, "__all__", None)
        if stamen is None or runtime is None or names is None:
            return (None, frozenset(), None)
        _API = (stamen, frozenset(id(getattr(stamen, n)) for n in names
                                  if hasattr(stamen, n)), runtime)
    return _API


_API = None
_reach: dict = {}  # id -> (value, its dependencies or None): the value is held
_IMMUTABLE_KINDS = frozenset((_FOLLOW, _FROZEN, _UNION, _LAZY, _PADDED))


def _immutable_reach(value, kind: int, depth: int = 0) -> tuple | None:
    """Returns the objects an immutable container reaches through immutable containers
    only, but for inert scalars and terms (functions, classes, modules, other objects),
    or None if it holds an object that is not looked inside (a frozen dataclass with more
    attributes than its fields). Cached per container (its contents never change), the
    containers inside it too; nesting deeper than 200 is no proof."""
    cached = _reach.get(id(value))
    if cached is not None and cached[0] is value:
        return cached[1]
    if depth > 200:
        return None
    if kind == _FROZEN:
        attributes = instance_dict(value)
        if attributes is not None and len(attributes) != len(
                type(value).__dataclass_fields__):
            return _remember(value, None)
    found: dict = {}
    for child in _contents(value, kind)[1]:
        t = type(child)
        if t in _INERT:
            continue
        child_kind = _kind_of(t)
        if child_kind in _IMMUTABLE_KINDS:
            reach = _immutable_reach(child, child_kind, depth + 1)
            if reach is None:
                return _remember(value, None)
            for d in reach:
                found[id(d)] = d
        else:
            found[id(child)] = child
    return _remember(value, tuple(found.values()))


def _remember(value, reach):
    if len(_reach) > 100_000:
        _reach.clear()
    _reach[id(value)] = (value, reach)
    return reach


_nodes: dict = {}  # id (or (code, id(namespace))) -> (object, verdict) of a proof
_CODE = operator.attrgetter("__code__")
_DEFAULTS = operator.attrgetter("__defaults__")
_CONTENTS = operator.attrgetter("cell_contents")


class _Reads:
    """What the cached proofs read of objects that may change (the globals they named,
    the parts of the functions and classes they met), gathered to be checked at once: a
    cached verdict holds while every read gives the same objects. Checked once after
    each `bindings_changed`; when a read changed, every cached proof is dropped."""

    __slots__ = ("bindings", "functions", "codes", "defaults", "cells", "contents",
                 "dicts", "classes", "generation", "met")

    def __init__(self):
        self.bindings: dict = {}  # id(namespace) -> (namespace, {name: value})
        self.functions: list = []
        self.codes: list = []
        self.defaults: list = []
        self.cells: list = []
        self.contents: list = []
        self.dicts: list = []  # (mapping, keys, values) of functions' attributes
        self.classes: list = []  # (class, its mro, its attributes' keys, values)
        self.generation = 0
        self.met: dict = {}  # id -> the functions and classes recorded (held)

    def bind(self, namespace: dict, name: str, value) -> None:
        """Records that `namespace[name]` was `value` (_UNBOUND: not bound)."""
        slot = self.bindings.get(id(namespace))
        if slot is None:
            slot = self.bindings[id(namespace)] = (namespace, {})
        slot[1][name] = value

    def function(self, fn) -> None:
        """Records a function's code, defaults, keyword defaults, attributes, cells."""
        if id(fn) in self.met:
            return
        self.met[id(fn)] = fn
        self.functions.append(fn)
        self.codes.append(fn.__code__)
        self.defaults.append(fn.__defaults__)
        for mapping in (fn.__kwdefaults__, fn.__dict__):
            if mapping:
                self.dicts.append((mapping, tuple(mapping), tuple(mapping.values())))
        for cell in fn.__closure__ or ():
            self.cells.append(cell)
            self.contents.append(_cell_contents(cell))

    def klass(self, klass: type) -> None:
        """Records a class's mro and attributes."""
        if id(klass) in self.met:
            return
        self.met[id(klass)] = klass
        attributes = vars(klass)
        self.classes.append((klass, klass.__mro__, tuple(attributes),
                             tuple(attributes.values())))

    def absorb(self, other: _Reads) -> None:
        """Adds the reads of a proof that holds."""
        for namespace, names in other.bindings.values():
            slot = self.bindings.get(id(namespace))
            if slot is None:
                self.bindings[id(namespace)] = (namespace, dict(names))
            else:
                slot[1].update(names)
        if not other.met.keys() - self.met.keys():
            return
        for i, fn in enumerate(other.functions):
            if id(fn) not in self.met:
                self.met[id(fn)] = fn
                self.functions.append(fn)
                self.codes.append(other.codes[i])
                self.defaults.append(other.defaults[i])
        self.cells.extend(other.cells)  # a cell met twice is checked twice
        self.contents.extend(other.contents)
        self.dicts.extend(other.dicts)
        for entry in other.classes:
            if id(entry[0]) not in self.met:
                self.met[id(entry[0])] = entry[0]
                self.classes.append(entry)

    def size(self) -> int:
        return len(self.functions) + len(self.classes) + sum(
            len(names) for _, names in self.bindings.values())

    def valid(self) -> bool:
        """Whether every read gives the same objects now (checked once per generation)."""
        generation = _generation[0]
        if self.generation == generation:
            return True
        is_ = operator.is_
        for namespace, names in self.bindings.values():
            if not all(map(is_, map(namespace.get, names, repeat(_UNBOUND)),
                           names.values())):
                return False
        if not (all(map(is_, map(_CODE, self.functions), self.codes))
                and all(map(is_, map(_DEFAULTS, self.functions), self.defaults))
                and all(map(is_, map(_cell_contents, self.cells), self.contents))):
            return False
        for mapping, keys, values in self.dicts:
            if len(mapping) != len(keys) or not all(map(is_, mapping, keys)) or not all(
                    map(is_, mapping.values(), values)):
                return False
        for klass, mro, keys, values in self.classes:
            attributes = vars(klass)
            if klass.__mro__ is not mro or len(attributes) != len(keys) or not all(
                    map(is_, attributes, keys)) or not all(
                    map(is_, attributes.values(), values)):
                return False
        self.generation = generation
        return True


_reads = _Reads()


def _cell_contents(cell):
    try:
        return cell.cell_contents
    except ValueError:  # an empty cell
        return _UNBOUND


def _cached(key, obj):
    """Returns the cached verdict about `obj` (None if there is none or it may be stale)."""
    global _reads
    known = _nodes.get(key)
    if known is None or known[0] is not obj:
        return None
    if known[1] and not _reads.valid():
        _nodes.clear()  # a read changed: every proof is made again
        _reads = _Reads()
        return None
    return known[1]


class _Proof:
    """One proof: what was shown (or is being shown: a cycle of functions that call each
    other holds if nothing else in it fails) during one `writes_nothing` call, and what it
    read. Its verdicts are cached only if it holds (a verdict shown on the assumption that
    a cycle holds is no proof when the cycle fails), but for failures (which depend on no
    assumption)."""

    __slots__ = ("shown", "made", "reads", "active", "open")

    def __init__(self):
        self.shown: dict = {}  # key -> (object, verdict): values that are not cached
        self.made: dict = {}  # key -> (object, verdict) shown by this proof
        self.reads: _Reads | None = None  # made when a verdict to be cached reads
        self.active: set = set()  # the keys of the values being shown (cycles)
        self.open = 0  # how many verdicts to be cached are being shown: their proofs' reads

    def commit(self, verdict: bool) -> None:
        """Caches the verdicts this proof made (see the class)."""
        global _reads
        if len(_nodes) > 50_000 or _reads.size() > 20_000:
            _nodes.clear()
            _reads = _Reads()
        if verdict:
            if self.reads is not None:
                _reads.valid()  # stamped with the generation it was checked at
                _reads.absorb(self.reads)
            _nodes.update(self.made)
        else:
            _nodes.update((k, v) for k, v in self.made.items() if not v[1])

    def _reads(self) -> _Reads:
        """Returns the reads of this proof (made on first use)."""
        if self.reads is None:
            self.reads = _Reads()
        return self.reads

    def _node(self, key, obj, show, *arguments) -> bool:
        """Returns the verdict about `obj` (a function, a class, an immutable container, the
        globals of some code): cached, or shown now by `show(*arguments)`."""
        known = self.made.get(key) or _nodes.get(key)
        if known is not None and known[0] is obj and (
                not known[1] or _reads.generation == _generation[0]):
            return known[1]
        verdict = _cached(key, obj)
        if verdict is None:
            if key in self.active:
                return True  # assumed while shown (cycles)
            self.active.add(key)
            self.open += 1
            try:
                verdict = show(*arguments)
            finally:
                self.active.discard(key)
                self.open -= 1
            self.made[key] = (obj, verdict)
        return verdict

    def _once(self, key, x, show, *arguments) -> bool:
        """Returns `show(*arguments)` for a value that is not cached across proofs,
        remembered in this one (but for verdicts to be cached, whose proofs must read
        it) and assumed to hold while being shown (cycles)."""
        known = self.shown.get(key)
        if known is not None and known[0] is x and not self.open:
            return known[1]
        if key in self.active:
            return True
        self.active.add(key)
        try:
            verdict = show(*arguments)
        finally:
            self.active.discard(key)
        self.shown[key] = (x, verdict)
        return verdict

    def value(self, x, attributes, trusted: bool = False) -> bool:
        """Whether `x` can be handed to proven code: immutable all the way, its functions
        and classes proven. `attributes`: the names the code holding `x` reads (for a
        module); `trusted`: `x` was found in the closure of stamen's own function."""
        t = type(x)
        if t in _INERT:
            return True
        known = _nodes.get(id(x))  # the common case, inline: a verdict cached and valid
        if known is not None and known[0] is x and (
                not known[1] or _reads.generation == _generation[0]):
            return known[1]
        if t is types.FunctionType:
            if _is_stamen_code(x.__code__):
                return self._once((id(x), trusted), x, self._stamen_function, x, trusted)
            if not self.open and "<locals>" in x.__qualname__:
                return self._once(id(x), x, self._function, x)  # made at each call
            return self._node(id(x), x, self._function, x)
        if issubclass(t, type):  # not isinstance: it reads x.__class__, a program's own read
            return self._node(id(x), x, self._class, x)
        if t is types.ModuleType:
            return self._module(x, attributes)
        kind = _kind_of(t)
        if kind in _IMMUTABLE_KINDS:  # immutable: only what it reaches may change
            return self._node(id(x), x, self._container, x, kind)
        return self._once(id(x), x, self._show, x, t, trusted)

    def _show(self, x, t, trusted: bool) -> bool:
        if t is types.BuiltinFunctionType:
            return id(x) in _SAFE_BUILTINS or id(x) in _api()[1] or trusted and (
                id(x) in _TRUSTED_BUILTINS or getattr(x, "__module__", None) in (
                    "_operator", "math") and x.__name__ not in ("setitem", "delitem"))
        if t is types.MethodType:
            return self.value(x.__self__, ()) and self.value(x.__func__, ())
        if t is CACHE_WRAPPER:  # writes its own cache, which only its statistics show
            return self.value(x.__wrapped__, ())
        if t is staticmethod or t is classmethod:
            return self.value(x.__func__, ())
        module = getattr(t, "__module__", "") or ""
        # stamen's sentinels and sorts (`BitVec(5)`) hold no program state
        return module in ("stamen.terms.sorts", "stamen.vm.values.union") and \
            t.__dictoffset__ == 0

    def _container(self, x, kind: int) -> bool:
        """An immutable container: what it reaches (its classes among them) is proven."""
        cached = _reach.get(id(x))
        reach = cached[1] if cached is not None and cached[0] is x else \
            _immutable_reach(x, kind)
        return reach is not None and all(self.value(d, ()) for d in reach)

    def _stamen_function(self, fn, trusted: bool) -> bool:
        """Stamen's own function: an API function, or one stamen itself holds (a wrapper
        it made around a callback, the operation a wrapper calls), whose closure and
        defaults may be handed on. Stamen's internals reached from the program are no
        entry point (they may write past the store)."""
        if not trusted and id(fn) not in _api()[1] and "<locals>" not in fn.__qualname__:
            return False
        if self.open:  # a verdict to be cached depends on it
            self._reads().function(fn)
        return self._closure(fn, (), True)

    def _function(self, fn) -> bool:
        """A function whose code writes nothing and names only what may be handed on."""
        if self.open:  # a verdict to be cached depends on it
            self._reads().function(fn)
        code = fn.__code__
        if code is _RECURSIVE_REPR:  # dataclasses' guard around a generated __repr__
            return self._closure_cell(fn, "user_function")
        facts = _code_facts(code)
        if facts is None:
            return False
        names, attributes = facts
        namespace = fn.__globals__
        if names and not self._node((code, id(namespace)), namespace, self._globals, names,
                                    attributes, namespace):
            return False
        if fn.__dict__ and not all(self.value(v, ()) for v in fn.__dict__.values()):
            return False
        return self._closure(fn, attributes)

    def _globals(self, names: tuple, attributes, namespace: dict) -> bool:
        """Whether the globals `names` (of code reading `attributes`) may be handed on."""
        library = namespace.get("__builtins__", builtins)
        if type(library) is types.ModuleType:
            library = library.__dict__
        values = tuple(namespace.get(name, _UNBOUND) for name in names)
        missing = tuple(name for name, v in zip(names, values, strict=True) if v is _UNBOUND)
        found = tuple(library.get(name, _UNBOUND) for name in missing)
        for where, keys, bound in ((namespace, names, values), (library, missing, found)):
            for name, value in zip(keys, bound, strict=True):
                self._reads().bind(where, name, value)
        return all(self.value(v, attributes) for v in (*values, *found) if v is not _UNBOUND)

    def _closure(self, fn, attributes, trusted: bool = False) -> bool:
        """Whether a function's cells' contents and defaults may be handed on (`trusted`:
        the function is stamen's)."""
        for contents in map(_cell_contents, fn.__closure__ or ()):
            if contents is not _UNBOUND and not self.value(contents, attributes, trusted):
                return False
        if fn.__defaults__ and not all(self.value(v, ()) for v in fn.__defaults__):
            return False
        return not fn.__kwdefaults__ or all(self.value(v, ())
                                            for v in fn.__kwdefaults__.values())

    def _closure_cell(self, fn, name: str) -> bool:
        """Whether the contents of a function's closure cell `name` may be handed on."""
        code = fn.__code__
        if name not in code.co_freevars:
            return False
        cell = fn.__closure__[code.co_freevars.index(name)]
        return self.value(cell.cell_contents, ())

    def _class(self, cls: type) -> bool:
        """A class: builtin, stamen's, or the program's with the metaclass `type`, every
        method proven (but those only writes call), every other attribute handed on, and
        instances built by `object` or dataclasses' generated `__init__`."""
        if cls.__module__ == "builtins":
            return True  # its instances made here are new; others are checked as values
        module = cls.__module__ or ""
        if module.startswith("stamen.") and not module.startswith("stamen.langs"):
            return True  # stamen's value classes and API classes
        if type(cls) is not type:
            return False
        for klass in cls.__mro__:
            if klass.__module__ != "builtins":
                self._reads().klass(klass)
                if not self._class_attributes(klass):
                    return False
        return True

    def _class_attributes(self, klass: type) -> bool:
        """Whether a (non-builtin) class's own attributes are proven (see _class)."""
        for name, member in vars(klass).items():
            if name in _WRITER_DUNDERS:
                continue
            if name == "__init__" and _generated_init(klass, member):
                continue
            t = type(member)
            if t is types.FunctionType or t is staticmethod or t is classmethod:
                if not self.value(member, ()):
                    return False
            elif t is property:
                if member.fget is not None and not self.value(member.fget, ()):
                    return False
            elif name.startswith("__") and name.endswith("__"):
                if callable(member) and not self.value(member, ()):
                    return False  # other dunders are data code cannot read (see above)
            elif not self.value(member, ()):
                return False
        return True

    def _module(self, module, attributes) -> bool:
        """A module is handed on only as stamen's (its public API, or the lifted runtime)
        or a library module whose functions that the code names change nothing."""
        stamen, api, runtime = _api()
        if module is runtime:
            return True
        names = module.__dict__
        read = tuple(a for a in attributes if a in names)
        for a in read:
            self._reads().bind(names, a, names[a])
        if module is stamen:
            return all(id(names[a]) in api and type(names[a]) is not types.ModuleType
                       for a in read)
        allowed = _LIBRARY.get(module, ())
        if allowed == ():
            return False
        return allowed is None or all(a in allowed for a in read)


_UNBOUND = object()


def _generated_init(klass: type, init) -> bool:
    """Whether `init` is the `__init__` dataclasses generated for `klass`, with no
    `__post_init__` and no default factory: it sets the new instance's fields, nothing
    else."""
    if type(init) is not types.FunctionType or init.__code__.co_filename != "<string>":
        return False
    fields = vars(klass).get("__dataclass_fields__")
    if type(fields) is not dict or hasattr(klass, "__post_init__"):
        return False
    return all(f.default_factory is dataclasses.MISSING for f in fields.values())
