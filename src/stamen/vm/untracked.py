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

Contents are compared by identity (concrete scalars by value), so the check
never calls user code (`__eq__`, properties, `__getattr__`).
"""

from __future__ import annotations

import os
import sys
import types
from fractions import Fraction

from stamen.errors import UntrackedMutation
from stamen.terms.bv import BV
from stamen.terms.term import Term

__all__ = ["Snapshot", "lifted_roots", "function_roots", "DEPTH", "BUDGET"]

DEPTH = 4  # how many references deep from a root objects are snapshotted
BUDGET = 4000  # how many references a snapshot follows at most (bounds its cost)

_RT = "_stamen_rt"  # the name lifted code calls the runtime by (lift.emit.RT)
_SCALARS = (int, bool, float, str, bytes, Fraction, BV, type(None), complex)
_OPAQUE = (Term, type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
           types.MethodType, types.CodeType, types.FrameType, range, slice)
_INTERNAL = ("stamen.vm.", "stamen.terms.", "stamen.lift.", "stamen.query.", "stamen.sketch.",
             "stamen.solvers.")
_STAMEN_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_LANGS = os.path.join(_STAMEN_ROOT, "langs") + os.sep
_lifted_codes: dict = {}


def _is_lifted(code) -> bool:
    """Whether a code object was produced by @lifted (it calls the runtime)."""
    known = _lifted_codes.get(code)
    if known is None:
        known = _lifted_codes[code] = _RT in code.co_names or _RT in code.co_freevars
        if len(_lifted_codes) > 65536:
            _lifted_codes.clear()
    return known


def _is_stamen_file(filename: str) -> bool:
    path = os.path.abspath(filename)
    return path.startswith(_STAMEN_ROOT + os.sep) and not path.startswith(_LANGS)


def lifted_roots() -> tuple[list, str | None]:
    """Returns ([(name, value)] of the locals of the lifted frames on the stack and the
    globals their code names, innermost first; the user's location, file:line)."""
    roots: list = []
    where = None
    frame = sys._getframe(1)
    while frame is not None:
        code = frame.f_code
        if where is None and not _is_stamen_file(code.co_filename):
            where = f"{code.co_filename}:{frame.f_lineno}"
        if _is_lifted(code):
            roots.extend((name, value) for name, value in frame.f_locals.items()
                         if not name.startswith("_stamen"))
            roots.extend(_named_globals(code, frame.f_globals))
        frame = frame.f_back
    return roots, where


def _named_globals(code, namespace: dict) -> list:
    """Returns [(name, value)] of the module globals a code object (or its nested code)
    names: module-level state that un-lifted callees may change."""
    out = []
    stack = [code]
    while stack:
        c = stack.pop()
        for name in c.co_names:
            value = namespace.get(name)
            if value is not None and not isinstance(value, _OPAQUE) and \
                    type(value) not in _SCALARS:
                out.append((name, value))
        stack.extend(k for k in c.co_consts if type(k) is types.CodeType)
    return out


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


def _fingerprinted(value) -> bool:
    """Whether a value is a mutable object whose shallow contents are snapshotted."""
    t = type(value)
    if t in _SCALARS or isinstance(value, _OPAQUE):
        return False
    module = getattr(t, "__module__", "") or ""
    if module.startswith(_INTERNAL):
        # lifted code's lists, and the immutable values that hold user objects; stamen's
        # other objects are its own business
        return t.__name__ in ("List", "Union", "PaddedTuple") and module in (
            "stamen.vm.seq", "stamen.vm.union")
    return True


def _contents(value):
    """Returns (state, children): a shallow copy of a mutable object's contents, and the
    values it refers to; (None, children) for an immutable container; (None, ()) if
    there is nothing to follow."""
    if isinstance(value, list):
        elems = tuple(list.__iter__(value))
        return (elems, getattr(value, "_stamen_len", None)), elems
    if isinstance(value, dict):
        items = tuple(dict.items(value))
        return items, tuple(v for _, v in items)
    if isinstance(value, (set, frozenset)):
        elems = tuple(set.__iter__(value) if isinstance(value, set) else value)
        return (elems if isinstance(value, set) else None), elems
    if isinstance(value, tuple):
        return None, tuple(value)
    members = getattr(value, "members", None) if type(value).__name__ == "Union" else None
    if type(members) is tuple:  # a vm.union.Union (imported lazily: vm.seq imports the store)
        return None, tuple(v for _, v in members)
    if type(value).__name__ == "PaddedTuple" and type(getattr(value, "elems", None)) is tuple:
        return None, value.elems
    if isinstance(value, bytearray):
        return bytes(value), ()
    attrs = {}
    d = getattr(value, "__dict__", None)
    if type(d) is dict:
        attrs.update(d)
    for cls in type(value).__mro__:
        for slot in getattr(cls, "__slots__", ()) if "__slots__" in vars(cls) else ():
            if slot in ("__dict__", "__weakref__") or slot in attrs:
                continue
            try:
                attrs[slot] = object.__getattribute__(value, slot)
            except AttributeError:
                continue
    if not attrs:
        return None, ()
    return attrs, tuple(attrs.values())


def _same(a, b) -> bool:
    return a is b or (type(a) is type(b) and type(a) in _SCALARS and a == b)


class Snapshot:
    """The shallow contents of the mutable objects reachable from some roots."""

    __slots__ = ("where", "entries", "seen", "armed")

    def __init__(self, where: str | None, armed: bool = True):
        self.where = where  # the line of the symbolic branch
        self.entries: dict = {}  # id -> (obj, state, label)
        self.seen: set = set()
        # a path-by-path run's snapshot counts only once the run took a symbolic branch
        self.armed = armed

    def add(self, roots) -> None:
        """Snapshots what the roots [(name, value)] reach and is not snapshotted yet."""
        frontier = [(value, name) for name, value in roots]
        budget = BUDGET
        for _ in range(DEPTH):
            following = []
            for value, label in frontier:
                if id(value) in self.seen or not _fingerprinted(value):
                    continue
                self.seen.add(id(value))
                state, children = _contents(value)
                if state is not None:
                    self.entries[id(value)] = (value, state, label)
                budget -= 1 + len(children)
                if budget < 0:
                    return
                following.extend((c, (label, value, i)) for i, c in enumerate(children))
            frontier = following
            if not frontier:
                return

    def check(self, logged: dict) -> UntrackedMutation | None:
        """Returns the error for the first snapshotted object that changed other than at
        the locations of `logged` (a store frame), or None."""
        if not self.armed:
            return None
        contents, attrs, keys = set(), set(), {}
        for kind, ident, key in logged:
            if kind == "contents":
                contents.add(ident)
            elif kind == "attr":
                attrs.add((ident, key))
            elif kind == "key":
                keys.setdefault(ident, set()).add(key)
        for ident, (obj, state, label) in self.entries.items():
            if ident in contents:
                continue
            now, _ = _contents(obj)
            if not _unchanged(obj, state, now, attrs, keys.get(ident)):
                return UntrackedMutation(
                    f"{_describe(label)} (a {type(obj).__name__}) was changed under the "
                    f"symbolic condition at {self.where or '<unknown>'} by code that stamen does not track "
                    f"(an un-lifted function, a context manager's __exit__, a C function or "
                    f"a method stamen does not know), so the change would leak into the other "
                    f"path. Lift the code that changes it (@stamen.lifted), or make the change "
                    f"in lifted code.")
        return None



def _unchanged(obj, state, now, attrs: set, keys) -> bool:
    """Whether an object's contents `now` equal its snapshot `state`, ignoring the
    attributes (attrs: {(id, name)}) and namespace keys the store logged."""
    if type(state) is dict:  # attributes
        if type(now) is not dict:
            return False
        ident = id(obj)
        names = [k for k in {**state, **now} if (ident, k) not in attrs]
        return all(k in state and k in now and _same(state[k], now[k]) for k in names)
    if isinstance(obj, dict):
        if keys:
            state = tuple(kv for kv in state if kv[0] not in keys)
            now = tuple(kv for kv in now if kv[0] not in keys)
        return len(state) == len(now) and all(
            _same(k1, k2) and _same(v1, v2) for (k1, v1), (k2, v2) in zip(state, now))
    if isinstance(obj, set):
        return len(state) == len(now) and {id(v) for v in state} == {id(v) for v in now}
    if isinstance(obj, list):
        (e1, n1), (e2, n2) = state, now
        return n1 is n2 and len(e1) == len(e2) and all(map(_same, e1, e2))
    return state == now  # the bytes of a bytearray


def _describe(label) -> str:
    """Returns an access path (`xs[0].items`) for a snapshot label."""
    parts = []
    while type(label) is tuple:
        label, parent, i = label
        if isinstance(parent, (list, tuple)):
            parts.append(f"[{i}]")
        elif isinstance(parent, dict):
            key = list(dict.keys(parent))[i] if i < len(parent) else "?"
            parts.append(f"[{key!r}]")
        elif isinstance(parent, (set, frozenset)):
            parts.append(".<member>")
        else:
            d = getattr(parent, "__dict__", None)
            names = list(d) if type(d) is dict else []
            parts.append(f".{names[i]}" if i < len(names) else ".<attribute>")
    return f"`{label}{''.join(reversed(parts))}`"
