"""The mutation store: writes to the heap made inside a symbolic branch are logged per
branch frame, undone when the branch ends, and merged at the join.

A location is an attribute of an object, or the whole contents of a
container (list, dict, set): the first write to a location in a frame
records its old value, so undoing a frame restores the state before the
branch. `Store.join` merges each location written in either branch with
`merge`, then writes the result through the outer frame's log, so nested
branches compose. Writes outside any symbolic branch are not logged.
"""

from __future__ import annotations

from stamen.errors import UntrackedMutation
from stamen.vm.union import ABSENT

__all__ = ["Store", "contents_snapshot", "contents_restore"]

ATTR, CONTENTS = "attr", "contents"


def contents_snapshot(obj):
    """Returns a copy of a container's contents (for lists, with its symbolic length)."""
    if isinstance(obj, list):
        return (list.__getitem__(obj, slice(None)), getattr(obj, "_stamen_len", None))
    if isinstance(obj, dict):
        return dict(obj)
    if isinstance(obj, set):
        return set(obj)
    raise UntrackedMutation(f"cannot track writes to a {type(obj).__name__}")


def contents_restore(obj, snapshot) -> None:
    """Makes a container's contents equal to a snapshot."""
    if isinstance(obj, list):
        elems, length = snapshot
        list.__setitem__(obj, slice(None), elems)
        if hasattr(obj, "_stamen_len"):
            obj._stamen_len = length
    elif isinstance(obj, dict):
        dict.clear(obj)
        dict.update(obj, snapshot)
    else:
        set.clear(obj)
        set.update(obj, snapshot)


def _read(kind, obj, key):
    if kind == ATTR:
        return getattr(obj, key, ABSENT)
    return contents_snapshot(obj)


def _write(kind, obj, key, value) -> None:
    if kind == ATTR:
        if value is ABSENT:
            if hasattr(obj, key):
                delattr(obj, key)
        else:
            setattr(obj, key, value)
    else:
        contents_restore(obj, value)


class Store:
    """The stack of write logs of the enclosing symbolic branches."""

    __slots__ = ("ctx", "frames")

    def __init__(self, ctx):
        self.ctx = ctx
        self.frames: list[dict] = []

    def _log(self, kind, obj, key) -> None:
        frame = self.frames[-1]
        loc = (kind, id(obj), key)
        if loc not in frame:
            frame[loc] = (kind, obj, key, _read(kind, obj, key))

    def set_attr(self, obj, name: str, value) -> None:
        """Sets obj.name = value, logging the old value inside a branch."""
        if self.frames:
            self._log(ATTR, obj, name)
        setattr(obj, name, value)

    def del_attr(self, obj, name: str) -> None:
        """Deletes obj.name, logging the old value inside a branch."""
        if self.frames:
            self._log(ATTR, obj, name)
        delattr(obj, name)

    def before_change(self, container) -> None:
        """Must be called before mutating a container's contents (logs a snapshot once)."""
        if self.frames:
            self._log(CONTENTS, container, None)

    def push(self) -> None:
        """Opens the write log of a branch."""
        self.frames.append({})

    def pop_undo(self) -> dict:
        """Closes the innermost log, restores the state before it, and returns
        {location: (kind, obj, key, old, final)} for the locations it wrote."""
        frame = self.frames.pop()
        result = {}
        for loc, (kind, obj, key, old) in reversed(list(frame.items())):
            result[loc] = (kind, obj, key, old, _read(kind, obj, key))
            _write(kind, obj, key, old)
        return result

    def pop_keep(self) -> None:
        """Closes the innermost log keeping its writes, which the outer log now owns."""
        frame = self.frames.pop()
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
        from stamen.vm.seq import merge_contents
        from stamen.vm.merge import merge

        for loc in {**then_written, **else_written}:
            entry = then_written.get(loc) or else_written[loc]
            kind, obj, key, old = entry[0], entry[1], entry[2], entry[3]
            tv = then_written[loc][4] if loc in then_written else old
            ev = else_written[loc][4] if loc in else_written else old
            if kind == ATTR:
                merged = merge(guard, tv, ev)
            else:
                merged = merge_contents(guard, obj, tv, ev)
            self._write_logged(kind, obj, key, merged)

    def _write_logged(self, kind, obj, key, value) -> None:
        if self.frames:
            self._log(kind, obj, key)
        _write(kind, obj, key, value)
