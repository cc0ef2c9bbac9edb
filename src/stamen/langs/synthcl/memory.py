"""SynthCL's memory: buffers of ints or floats, and typed pointers into them.

A `Buffer` is a mutable array of scalars, host memory (`malloc`) or device memory
(`Context.create_buffer`). Every access is bounds-checked: an index outside the buffer is
an assertion failure on its path, as in Rosette's SynthCL, never a wrap-around. An index
may be symbolic (a sketch's choice): the access then reads an `ite` over the cells it may
name and writes each of them under its guard.

While a kernel runs (`runtime.enqueue_nd_range`), a device buffer records which work-item
wrote and which read each cell; a cell written by one work-item and read or written by
another in the same launch is a conflicting access, an assertion failure (the paper's
"no two kernel instances ever perform a conflicting memory access"; barriers are not
modelled, so the check is conservative).

A `Pointer` views a buffer as `int*`, `float*`, or a vector pointer (`int4*`): element k
of an `int4*` is the int4 made of cells 4k..4k+3.
"""

from __future__ import annotations

from fractions import Fraction

import stamen as st
from stamen.langs.synthcl.types import FLOAT, INT, Vec, convert, current_width, int_

__all__ = ["Buffer", "Pointer", "host_array", "malloc", "READ_ONLY", "WRITE_ONLY", "READ_WRITE"]

READ_ONLY, WRITE_ONLY, READ_WRITE = "read_only", "write_only", "read_write"
# The access records are 32-bit vectors (so that a query stays in bit-vector logic):
# a work-item's linear id, or no work-item / several work-items.
_RECORD = st.BitVec(32)
_NONE, _MANY = _RECORD(-1), _RECORD(-2)


def _index(v):
    """Returns an index as a Python int when concrete, else the symbolic bit-vector."""
    if type(v) is int:
        return v
    if isinstance(v, st.BV):
        return v.signed
    if st.is_symbolic(v):
        return int_(v)
    raise TypeError(f"SynthCL: an index must be an int, got {v!r}")


def _foreign(record, item: int):
    """Whether an access record names a work-item other than `item` (symbolic if merged)."""
    if isinstance(record, st.BV):
        return record != _NONE and record != item
    return st.and_(record != _NONE, record != item)


def _joined(record, item: int):
    """Returns the read record after `item` reads: `item` alone, or _MANY."""
    if isinstance(record, st.BV):
        return item if record == _NONE or record == item else _MANY
    return st.ite(_foreign(record, item), _MANY, item)


def _in_range(k, groups: int):
    """Returns 0 <= k < groups for a symbolic bit-vector index k (signed)."""
    top = 2 ** (current_width() - 1) - 1
    return st.and_(k >= 0, k < groups) if groups <= top else k >= 0


def zero(kind: str):
    """Returns the zero of a scalar kind."""
    return int_(0) if kind == INT else Fraction(0)


@st.lifted
class Buffer:
    """A bounds-checked array of `size` scalars of `kind` (INT or FLOAT)."""

    def __init__(self, size: int, kind: str = INT, access: str = READ_WRITE,
                 name: str = "buffer"):
        if kind not in (INT, FLOAT):
            raise st.InvalidArgument(f"Buffer: expected kind int or float, got {kind!r}")
        self.size = size
        self.kind = kind
        self.access = access
        self.name = name
        self.cells = [zero(kind)] * size
        self.item = None       # the running work-item's id during a kernel launch
        self.readers = None    # per cell: _NONE, the one work-item that read it, or _MANY
        self.writers = None    # per cell: _NONE or the work-item that wrote it

    def __repr__(self) -> str:
        return f"Buffer({self.name}, {self.kind}[{self.size}])"

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index):
        return self.load(index, 1)[0]

    def __setitem__(self, index, value):
        self.store(index, 1, (value,))

    def begin_launch(self, launch_item) -> None:
        """Starts recording accesses for a kernel launch (`launch_item()` gives the id of
        the running work-item)."""
        self.item = lambda: _RECORD(launch_item())
        self.readers = [_NONE] * self.size
        self.writers = [_NONE] * self.size

    def end_launch(self) -> None:
        """Stops recording accesses."""
        self.item = None
        self.readers = None
        self.writers = None

    def load(self, index, n: int):
        """Returns the n cells of group `index` (cells n*index .. n*index+n-1)."""
        k = _index(index)
        groups = self.size // n
        if groups == 0 or type(k) is int:
            if groups == 0 or not 0 <= k < groups:
                st.assert_(False, f"{self.name}: out-of-bounds read at {k} (size {groups})")
            cells = range(k * n, k * n + n)
            if self.item is not None:
                self._note_reads(cells)
            return tuple(self.cells[c] for c in cells)
        st.assert_(_in_range(k, groups), f"{self.name}: out-of-bounds read (size {groups})")
        out = []
        for j in range(n):
            value = self.cells[(groups - 1) * n + j]
            for g in range(groups - 2, -1, -1):
                value = st.ite(k == g, self.cells[g * n + j], value)
            out.append(value)
        if self.item is not None:
            self._note_symbolic_reads(k, n, groups)
        return tuple(out)

    def _note_reads(self, cells) -> None:
        item = self.item()
        for c in cells:
            clash = _foreign(self.writers[c], item)
            if clash is not False:
                st.assert_(st.not_(clash), f"{self.name}: conflicting access to cell {c} "
                                           f"(read after another work-item's write)")
            self.readers[c] = _joined(self.readers[c], item)

    def _note_symbolic_reads(self, k, n: int, groups: int) -> None:
        item = self.item()
        clash = []
        for g in range(groups):
            here = k == g
            for c in range(g * n, g * n + n):
                clash.append(st.and_(here, _foreign(self.writers[c], item)))
                self.readers[c] = st.ite(here, _joined(self.readers[c], item), self.readers[c])
        st.assert_(st.not_(st.or_(*clash)),
                   f"{self.name}: conflicting access (read after another work-item's write)")

    def store(self, index, n: int, values) -> None:
        """Writes the n `values` to group `index`, converted to the buffer's kind."""
        values = tuple(convert(v, self.kind) for v in values)
        k = _index(index)
        groups = self.size // n
        if self.item is not None and self.access == READ_ONLY:
            st.assert_(False, f"{self.name}: a kernel writes a read-only buffer")
        if groups == 0 or type(k) is int:
            if groups == 0 or not 0 <= k < groups:
                st.assert_(False, f"{self.name}: out-of-bounds write at {k} (size {groups})")
            for j in range(n):
                c = k * n + j
                if self.item is not None:
                    self._note_write(c)
                self.cells[c] = values[j]
            return
        st.assert_(_in_range(k, groups), f"{self.name}: out-of-bounds write (size {groups})")
        clash = []
        item = self.item() if self.item is not None else None
        for g in range(groups):
            here = k == g
            for j in range(n):
                c = g * n + j
                if item is not None:
                    clash.append(st.and_(here, st.or_(_foreign(self.writers[c], item),
                                                      _foreign(self.readers[c], item))))
                    self.writers[c] = st.ite(here, item, self.writers[c])
                self.cells[c] = st.ite(here, values[j], self.cells[c])
        st.assert_(st.not_(st.or_(*clash)),
                   f"{self.name}: conflicting access (write where another work-item "
                   f"read or wrote)")

    def _note_write(self, c: int) -> None:
        item = self.item()
        clash = st.or_(_foreign(self.writers[c], item), _foreign(self.readers[c], item))
        if clash is not False:
            st.assert_(st.not_(clash), f"{self.name}: conflicting access to cell {c} (write "
                                       f"where another work-item read or wrote)")
        self.writers[c] = item

    def contents(self) -> list:
        """Returns a copy of the cells (host side)."""
        return list(self.cells)


def malloc(size: int, kind: str = INT, name: str = "host") -> Buffer:
    """Returns zeroed host memory of `size` scalars of `kind` (C's malloc + memset 0)."""
    return Buffer(size, kind, READ_WRITE, name)


class Pointer:
    """A typed view of a buffer: `int*`/`float*` (lanes 1) or a vector pointer (`int4*`)."""

    __slots__ = ("buffer", "lanes", "kind")

    def __init__(self, buffer: Buffer, lanes: int = 1):
        self.buffer = buffer
        self.lanes = lanes
        self.kind = buffer.kind

    def __repr__(self) -> str:
        lanes = "" if self.lanes == 1 else str(self.lanes)
        return f"({self.kind}{lanes}*) {self.buffer!r}"

    def __getitem__(self, index):
        cells = self.buffer.load(index, self.lanes)
        return cells[0] if self.lanes == 1 else Vec(self.kind, cells)

    def __setitem__(self, index, value) -> None:
        if self.lanes == 1:
            self.buffer.store(index, 1, (value,))
            return
        if not isinstance(value, Vec):
            value = Vec(self.kind, (convert(value, self.kind),) * self.lanes)
        if len(value.elems) != self.lanes:
            raise TypeError(f"SynthCL: cannot store a {value.type_name} through {self!r}")
        self.buffer.store(index, self.lanes, value.elems)


def host_array(values, kind: str = INT, name: str = "host") -> Buffer:
    """Returns host memory holding `values` (each converted to `kind`)."""
    buffer = malloc(len(values), kind, name)
    for i, v in enumerate(values):
        buffer[i] = v
    return buffer
