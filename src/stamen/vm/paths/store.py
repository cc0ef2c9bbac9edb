"""The mutation store: writes to the heap made inside a symbolic branch are logged per
branch frame, undone when the branch ends, and merged at the join.

A location is an attribute of an object, all the attributes an object stores
(when a write to it runs the program's code: a property setter or a
`__setattr__` override may store anything), one key of a namespace (a
module's globals), a closure cell, or the whole contents of a container
(list, dict, set): the first write to a location in a frame
records its old value, so undoing a frame restores the state before the
branch. `Store.join` merges each location written in either branch with
`merge`, then writes the result through the outer frame's log, so nested
branches compose. Writes outside any symbolic branch are not logged.
Undoing and joining store attributes directly (`objstate`): they never run
the program's setters, which would transform the value a second time.
"""

from __future__ import annotations

import collections
import types
import weakref

from stamen.boundary import call_user
from stamen.errors import UnsupportedConstruct, UntrackedMutation
from stamen.terms.boolean import not_, or_
from stamen.terms.operators import user_line
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge
from stamen.vm.merging.seq import merge_contents
from stamen.vm.paths.feasibility import feasible_on_path
from stamen.vm.state.context import current, install_store
from stamen.vm.values.objstate import (
    COUPLED_FIELDS,
    attribute_order,
    c_field,
    held_by_c,
    instance_dict,
    plain_attribute,
    raw_get,
    raw_set,
    raw_state,
    reorder_attributes,
    restore_state,
)
from stamen.vm.values.storedhash import internal_hashing
from stamen.vm.values.union import ABSENT, Union
from stamen.vm.values.untracked import Snapshot, lifted_roots
from stamen.vm.values.writefree import bindings_changed, writes_nothing

__all__ = ["Store", "contents_snapshot", "contents_restore", "ordered_by_path"]

ATTR, STATE, CONTENTS, KEY, CELL = "attr", "state", "contents", "key", "cell"
# An object's attribute order (its instance dict's), logged with its first ATTR write:
# undoing a delete puts the attribute back last, and a join must order both paths' names.
ORDER = "order"


def contents_snapshot(obj):
    """Returns a copy of a container's contents (for lists, with its symbolic length)."""
    if isinstance(obj, list):
        return (list.__getitem__(obj, slice(None)), getattr(obj, "_stamen_len", None))
    if isinstance(obj, collections.OrderedDict):  # its pairs in its own order (its links)
        with internal_hashing():  # (its iterator hashes each key: the kept hash answers)
            return list(collections.OrderedDict.items(obj))
    if isinstance(obj, dict):  # the physical entries (a watched dict's own read the path),
        # with the hashes Python stored: a key's own `__hash__` is not run again (its
        # object's state may be undone already, and it is the program's code)
        with internal_hashing():  # (and collisions not compared by the program's __eq__)
            if type(obj).__iter__ is dict.__iter__:
                return dict.copy(obj)
            return dict(dict.items(obj))
    if isinstance(obj, set):
        with internal_hashing():
            return set(obj)
    raise UntrackedMutation(f"cannot track writes to a {type(obj).__name__}")


def contents_restore(obj, snapshot) -> None:
    """Makes a container's contents equal to a snapshot."""
    if isinstance(obj, list):
        elems, length = snapshot
        list.__setitem__(obj, slice(None), elems)
        if hasattr(obj, "_stamen_len"):
            obj._stamen_len = length
    elif isinstance(obj, collections.OrderedDict):  # by its own methods, which keep its links
        collections.OrderedDict.clear(obj)
        with internal_hashing():
            collections.OrderedDict.update(obj, snapshot)
    elif isinstance(obj, dict):
        dict.clear(obj)
        with internal_hashing():
            dict.update(obj, snapshot)
    else:
        set.clear(obj)
        with internal_hashing():
            set.update(obj, snapshot)


def _holds_any(obj, key: str, value) -> bool:
    """Whether the C field obj.key is a member that stores any object (an exception's
    `code`, `value`, `errno`), so it holds the merged `value` as it is; a converting one
    (a flag, an int setting, a getset) rejects it, and the write is refused."""
    if type(c_field(type(obj), key)) is not types.MemberDescriptorType:
        return False
    old = raw_get(obj, key)
    try:
        raw_set(obj, key, value)
    except (TypeError, ValueError, OverflowError):
        return False
    raw_set(obj, key, old)
    return True


def _read(kind, obj, key):
    if kind == ATTR:
        return raw_get(obj, key)
    if kind == STATE:
        return raw_state(obj)
    if kind == KEY:
        return dict.get(obj, key, ABSENT)
    if kind == ORDER:
        return attribute_order(obj)
    if kind == CELL:
        try:
            return obj.cell_contents
        except ValueError:  # an empty cell
            return ABSENT
    return contents_snapshot(obj)


def _write(kind, obj, key, value) -> None:
    if kind != CONTENTS:
        bindings_changed()  # an attribute, global or cell a proof may have read
    if kind == ATTR:
        raw_set(obj, key, value)
    elif kind == STATE:
        restore_state(obj, value)
    elif kind == ORDER:
        reorder_attributes(obj, value)
    elif kind == KEY:
        if value is ABSENT:
            dict.pop(obj, key, None)
        else:
            dict.__setitem__(obj, key, value)
    elif kind == CELL:
        if value is ABSENT:
            if _read(CELL, obj, None) is not ABSENT:
                del obj.cell_contents
        else:
            obj.cell_contents = value
    else:
        contents_restore(obj, value)


# The containers whose merge at a join may be refused (a plain list or set that changed
# length or members, an OrderedDict whose keys changed): where each was first written.
_NAMED_AT_JOIN = (list, set, collections.OrderedDict)


# id -> (weak reference, store depth): the containers made inside a branch (`note_birth`)
_BIRTHS: dict[int, tuple] = {}


# Whether some evaluation noted an attribute table ordered by path (the common case asks
# no context).
_ORDERS_NOTED = [False]


def ordered_by_path(d: dict) -> bool:
    """Whether `d` is an object's attribute table whose order differs by path (see
    `_merged_order`): it is not one Python dict on every path."""
    return _ORDERS_NOTED[0] and current().orders_by_path.get(id(d)) is d


def _orders_last(locations) -> list:
    """Returns the locations with the attribute orders last: a join writes the merged
    attributes (one added in a branch lands last) before putting them in order."""
    return sorted(locations, key=lambda loc: loc[0] == ORDER)


def _merged_order(obj, a: tuple, b: tuple) -> tuple:
    """Returns an order of the names of both paths' orders in which each path's names keep
    their order (a path's attributes are its present ones, in the merged order). Where
    the paths order two names differently there is none: the instance dict is noted as
    ordered by path (`Context.orders_by_path`), and iterating it is refused."""
    if a == b:
        return a
    in_a, in_b = set(a), set(b)
    common = [name for name in a if name in in_b]
    if common != [name for name in b if name in in_a]:
        d = instance_dict(obj)
        if d is not None:
            current().orders_by_path[id(d)] = d
            _ORDERS_NOTED[0] = True
        return a + tuple(name for name in b if name not in in_a)
    out: list = []
    i = j = 0
    end = object()
    for anchor in (*common, end):  # each path's own names before the next shared one
        while i < len(a) and a[i] != anchor:
            out.append(a[i])
            i += 1
        while j < len(b) and b[j] != anchor:
            out.append(b[j])
            j += 1
        if anchor is not end:
            out.append(anchor)
            i, j = i + 1, j + 1
    return tuple(out)


def _cover_every_path(guards: list) -> bool:
    """Whether the runs' guards cover every execution of the current path (the solver
    proves it; an unknown is no): the old value of a location they all wrote is then seen
    by no execution after the join."""
    return not feasible_on_path(not_(or_(*guards)))


def _require_not_class_change(name: str) -> None:
    """Refuses `o.__class__ = C` under a symbolic condition: an object's class is one for
    all paths (a merge cannot make it differ by path, and undo did not put it back: the
    other path saw the new class)."""
    if name == "__class__":

        raise UnsupportedConstruct(
            f"{user_line()}: assigning __class__ under a symbolic condition is not "
            f"supported (an object's class cannot differ between paths); make the object "
            f"on each path instead")


class Store:
    """The stack of write logs of the enclosing symbolic branches."""

    __slots__ = ("frames", "watches", "proven", "write_sites", "_last_watch", "writes")

    def __init__(self):
        # The number of writes through the store so far, in a branch or not: whether a
        # call of the program's code changed state (see vm.python.hashing).
        self.writes = 0
        self.frames: list[dict] = []
        # Per frame, the snapshot of what the branch can reach (see vm.untracked): a write
        # the store did not log is refused when the frame closes.
        self.watches: list = []
        # Per frame, whether it runs only code proven to write nothing behind the store's
        # back (`quiet`, see vm.writefree): such a frame takes no snapshot.
        self.proven: list[bool] = []
        # The snapshot of the frame `pop_undo` closed last: the heap is as it was when that
        # frame opened, so a sibling branch opened right after reuses it (`push(sibling=True)`)
        # instead of walking the reachable objects again.
        self._last_watch = None
        # Where a plain list or set was first written in a branch: the join may find that
        # it cannot merge it (its length or members differ) and must name the line.
        self.write_sites: dict[int, str] = {}

    def _log(self, kind, obj, key) -> None:
        frame = self.frames[-1]
        loc = (kind, id(obj), key)
        if loc not in frame:
            if kind == ATTR and (ORDER, loc[1], None) not in frame:  # before: undone after
                frame[(ORDER, loc[1], None)] = (ORDER, obj, None, attribute_order(obj))
            frame[loc] = (kind, obj, key, _read(kind, obj, key))
            if kind == CONTENTS and type(obj) in _NAMED_AT_JOIN and id(obj) not in \
                    self.write_sites:

                if len(self.write_sites) > 4096:
                    self.write_sites.clear()
                self.write_sites[id(obj)] = user_line()

    def set_attr(self, obj, name: str, value) -> None:
        """Sets obj.name = value as Python does (running the program's setter, if any),
        logging the stored state it may change inside a branch."""
        self.writes += 1
        if self.frames:
            _require_not_class_change(name)
            self._log_attribute(obj, name)
        bindings_changed()
        call_user(setattr, obj, name, value)

    def set_raw_attr(self, obj, name: str, value) -> None:
        """Sets obj.name = value as `object.__setattr__` does (no setter, no frozen-class
        check), logging every attribute `obj` stores inside a branch."""
        self.writes += 1
        if self.frames:
            _require_not_class_change(name)
            self._log(STATE, obj, None)
        bindings_changed()
        object.__setattr__(obj, name, value)

    def del_raw_attr(self, obj, name: str) -> None:
        """Deletes obj.name as `object.__delattr__` does, logging inside a branch."""
        self.writes += 1
        if self.frames:
            self._log(STATE, obj, None)
        bindings_changed()
        object.__delattr__(obj, name)

    def del_attr(self, obj, name: str) -> None:
        """Deletes obj.name as Python does, logging the stored state inside a branch."""
        self.writes += 1
        if self.frames:
            self._log_attribute(obj, name)
        bindings_changed()
        call_user(delattr, obj, name)

    def _log_attribute(self, obj, name: str) -> None:
        """Logs the attribute a plain write changes, or every attribute `obj` stores when
        a write to it may run the program's code (a property setter, a `__setattr__`):
        decided per object, so one object's writes never land in both kinds of log. C
        state (`held_by_c`: a C object's setting, which stores nothing Python sees) is
        logged by name: read and put back through its accessors."""
        if plain_attribute(obj) or held_by_c(obj, name):
            self._log(ATTR, obj, name)
            for coupled in COUPLED_FIELDS.get(name, ()):  # set by the same C setter
                if held_by_c(obj, coupled):
                    self._log(ATTR, obj, coupled)
        else:
            self._log(STATE, obj, None)

    def set_key(self, namespace: dict, key, value) -> None:
        """Sets namespace[key] = value (ABSENT deletes it), logging the old value in a branch;
        for namespaces such as a module's globals, whose other keys are not snapshotted."""
        self._write_logged(KEY, namespace, key, value)

    def set_cell(self, cell, value) -> None:
        """Sets a closure cell's contents (ABSENT empties it), logging the old contents."""
        self._write_logged(CELL, cell, None, value)

    def before_change(self, container) -> None:
        """Must be called before mutating a container's contents (logs a snapshot once)."""
        self.writes += 1
        if self.frames:
            self._log(CONTENTS, container, None)

    def push(self, roots=None, sibling: bool = False, extra=(), quiet: bool = False) -> None:
        """Opens the write log of a branch, snapshotting what the lifted frames on the
        stack can reach (and the roots `extra`, [(name, value)]: a callback's). A
        path-by-path run passes its thunk's `roots` ([(name, value)]): its snapshot
        counts only once the run takes a symbolic branch (`watch`).

        `sibling=True` opens the next alternative of the same join right after the
        previous one was closed with `pop_undo` (the else side of a branch, the next
        member of a union): the heap is unchanged since that frame opened, so its snapshot
        is reused when `pop_undo` kept it (else a new one is taken).

        `quiet=True`: the frame runs only code proven to write nothing but through the
        store (`vm.writefree`), so it takes no snapshot; a branch nested in it derives its
        snapshot from the enclosing frames' as if this frame were not there."""
        if quiet:
            self._last_watch = None
            self.frames.append({})
            self.watches.append(None)
            self.proven.append(True)
            return
        bindings_changed()  # code not proven runs from now on
        watch = self._last_watch if sibling and roots is None else None
        self._last_watch = None
        if watch is None:
            watch = self._snapshot(roots, extra)
        self.frames.append({})
        self.watches.append(watch)
        self.proven.append(False)

    def proves_quiet(self, fn, values=()) -> bool:
        """Returns whether a frame about to run `fn(v)` for each of `values` (see
        `writes_nothing`) may be opened `quiet`. Unless the innermost frame is proven,
        code that is not proven may have run since the last proof: the proofs cached
        since are checked again against what they read."""
        if not (self.proven and self.proven[-1]):
            bindings_changed()
        return writes_nothing(fn, values)

    def _snapshot(self, roots, extra=()) -> Snapshot | None:
        """Returns the snapshot the next frame starts with (None when nothing is
        reachable): derived from the enclosing frame's when there is one (see
        `Snapshot.derive`), else a walk of everything the roots reach."""
        depth = len(self.frames)
        if roots is not None:  # a path-by-path run: armed by its first symbolic branch
            snapshot = Snapshot(None, armed=False, depth=depth)
            snapshot.add([*roots, *extra])
            return snapshot
        parent = next((w for w in reversed(self.watches) if w is not None), None)
        frames = dict(parent.frames) if parent is not None and parent.armed else {}
        found, where = lifted_roots(frames)
        if extra:
            found += extra
        if parent is not None and parent.armed:
            snapshot = parent.derive(where, found, self.frames[parent.depth:], depth)
        elif not found:
            return None
        else:
            snapshot = Snapshot(where, depth=depth)
            snapshot.add(found)
        snapshot.frames = frames
        return snapshot

    def watch(self) -> None:
        """Arms the innermost frame's snapshot and adds what the lifted frames on the stack
        can reach now (for path-by-path runs, whose branches open no frame). Python's
        iterators met only now are not recorded: made in this run, they are made again in
        the next, and the run has no other path to leak into (one made before the run was
        recorded when its frame opened)."""
        if not self.frames:
            return
        found, where = lifted_roots()
        snapshot = self.watches[-1]
        if snapshot is None:
            snapshot = self.watches[-1] = Snapshot(where, depth=len(self.frames) - 1)
        snapshot.armed = True
        if snapshot.where is None:
            snapshot.where = where
        snapshot.add(found, iterators=False)

    def pop_undo(self) -> dict:
        """Closes the innermost log, restores the state before it, and returns
        {location: (kind, obj, key, old, final)} for the locations it wrote. A change to
        a snapshotted object at a location it did not log raises UntrackedMutation
        (after the undo)."""
        frame = self.frames.pop()
        watch = self.watches.pop()
        if not self.proven.pop():
            bindings_changed()  # what it ran was not proven
        error = watch.check(frame, self.frames) if watch is not None else None
        # Undoing an attribute or namespace write may move the key to the end of its dict,
        # which a sibling's reused snapshot would see as a change: only then take a new one.
        self._last_watch = watch if error is None and not any(
            kind in (ATTR, STATE, KEY) for kind, _, _ in frame) else None
        _release_frames(watch, self.frames)
        writes = list(reversed(frame.items()))
        # every final value is read before anything is undone: reading one location
        # (a dict's entries) must see the others as the path left them
        result = {loc: (kind, obj, key, old, _read(kind, obj, key))
                  for loc, (kind, obj, key, old) in writes}
        for _, (kind, obj, key, old) in writes:
            _write(kind, obj, key, old)
        if error is not None:
            raise error
        return result

    def pop_keep(self) -> None:
        """Closes the innermost log keeping its writes, which the outer log now owns."""
        frame = self.frames.pop()
        watch = self.watches.pop()
        if not self.proven.pop():
            bindings_changed()  # what it ran was not proven
        _release_frames(watch, self.frames)
        error = watch.check(frame, self.frames) if watch is not None else None
        if error is not None:
            raise error
        if self.frames:
            outer = self.frames[-1]
            for loc, entry in frame.items():
                outer.setdefault(loc, entry)

    def replay(self, written: dict) -> None:
        """Re-does the writes of a popped frame (its branch was the only feasible one)."""
        for kind, obj, key, _old, final in written.values():
            self._write_logged(kind, obj, key, final)

    def join(self, guard, then_written: dict, else_written: dict) -> None:
        """Writes the merge of both branches' final values at every location either wrote.

        Assumes both frames were popped with `pop_undo`, so the heap holds the
        state before the branch.
        """
        for loc in _orders_last({**then_written, **else_written}):
            entry = then_written.get(loc) or else_written[loc]
            kind, obj, key, old = entry[0], entry[1], entry[2], entry[3]
            if kind == CONTENTS and self._born_inside(obj):  # one side's object
                self._write_logged(kind, obj, key, entry[4])
                continue
            tv = then_written[loc][4] if loc in then_written else old
            ev = else_written[loc][4] if loc in else_written else old
            self._write_logged(kind, obj, key, self._merge(kind, obj, guard, tv, ev, key))

    def join_all(self, runs) -> None:
        """Writes, at every location some run wrote, the merge of the runs' final values
        under their guards ([(guard, written)]; the old value where no guard holds).

        Assumes disjoint guards and frames popped with `pop_undo`; linear in the writes.
        """
        by_location: dict = {}
        for guard, written in runs:
            for loc, entry in written.items():
                slot = by_location.get(loc)
                if slot is None:
                    slot = by_location[loc] = (entry, [])
                slot[1].append((guard, entry[4]))
        for loc in _orders_last(by_location):
            (kind, obj, key, old, _), finals = by_location[loc]
            value = old
            if kind == CONTENTS and isinstance(obj, collections.OrderedDict) and (
                    len(finals) == 1 and self._born_inside(obj)
                    or len(finals) > 1 and _cover_every_path([g for g, _ in finals])):
                value = finals.pop()[1]  # (an OrderedDict merges only pairs of equal keys)
            for guard, final in reversed(finals):
                value = self._merge(kind, obj, guard, final, value, key)
            self._write_logged(kind, obj, key, value)

    def note_birth(self, obj) -> None:
        """Records that `obj`, a container whose contents cannot be present on some paths
        only (an OrderedDict), was made now: at a join of the branches it was made in,
        only the branch that made it reaches it, and its contents are that branch's."""
        if self.frames:
            if len(_BIRTHS) > 4096:
                _BIRTHS.clear()
            _BIRTHS[id(obj)] = (weakref.ref(obj), len(self.frames))

    def _born_inside(self, obj) -> bool:
        """Whether `obj` was made inside the frames just closed (`note_birth`)."""
        entry = _BIRTHS.get(id(obj))
        return entry is not None and entry[0]() is obj and entry[1] > len(self.frames)

    def _merge(self, kind, obj, guard, a, b, key=None):
        if kind == STATE:
            return {name: self._merge(ATTR, obj, guard, a.get(name, ABSENT),
                                           b.get(name, ABSENT), name)
                    for name in _merged_order(obj, tuple(a), tuple(b))}
        if kind == ORDER:
            return _merged_order(obj, a, b)
        if kind == ATTR and a is not b and held_by_c(obj, key):
            value = merge(guard, a, b)
            if (type(value) is Term or type(value) is Union) and not _holds_any(obj, key,
                                                                               value):
                raise UntrackedMutation(
                    f"{user_line()}: {type(obj).__module__}.{type(obj).__qualname__}.{key} "
                    f"written under a symbolic condition: it is C state (an exception's "
                    f"__cause__, a library's setting such as decimal's context precision), "
                    f"which cannot hold a value that differs between paths; set it outside "
                    f"the branch")
            return value
        if kind != CONTENTS:
            return merge(guard, a, b)
        try:
            return merge_contents(guard, obj, a, b)
        except UntrackedMutation as exc:
            site = self.write_sites.get(id(obj)) or user_line()
            raise UntrackedMutation(f"{exc} (written at {site})") from None

    def _write_logged(self, kind, obj, key, value) -> None:
        self.writes += 1
        if self.frames:
            self._log(kind, obj, key)
        _write(kind, obj, key, value)


install_store(Store)


def _release_frames(watch, open_frames: list) -> None:
    """Forgets the Python frames an outermost snapshot read (`Snapshot.frames`, kept for
    the branches nested in it) once no branch is open: a frame holds its locals, among
    them the evaluation's context, whose store holds the snapshot (as the sibling's to
    reuse): a reference cycle that kept every query's context alive until Python's
    cyclic collector ran. A sibling that reuses the snapshot reads the frames anew."""
    if watch is not None and not open_frames:
        watch.frames = {}
