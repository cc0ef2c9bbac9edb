"""SynthCL's model of the OpenCL runtime: contexts, command queues, kernels, NDRanges.

A host program creates a `Context`, its buffers and a `CommandQueue`, copies host memory
in (`write_buffer`), binds a `Kernel`'s arguments (`set_arg`) and launches it over an
NDRange (`enqueue_nd_range`), then copies the result out (`read_buffer`). A launch runs
every work-item in turn, with `get_global_id` and friends answering for the running one:
the ids are concrete, so the kernels' control flow over them is evaluated concretely, and
only the data (and a sketch's unknowns) is symbolic. The work-items of one launch may not
touch a cell that another one writes (see `memory`), so running them in any order gives
the same result, as on a device.

A kernel is a lifted Python function declared with its OpenCL parameter types:

    @kernel("int*", "int*", "int*", "int", "int")
    def mmul(A, B, C, p, m): ...
"""

from __future__ import annotations

import itertools
from contextvars import ContextVar
from dataclasses import dataclass

import stamen as st
from stamen.langs.synthcl.memory import READ_ONLY, READ_WRITE, WRITE_ONLY, Buffer, Pointer
from stamen.langs.synthcl.types import FLOAT, INT, Vec, convert, int_

__all__ = [
    "CommandQueue", "Context", "Kernel", "kernel", "get_global_id", "get_global_offset",
    "get_global_size", "get_group_id", "get_local_id", "get_local_size", "get_num_groups",
    "get_work_dim", "READ_ONLY", "WRITE_ONLY", "READ_WRITE",
]


@dataclass(frozen=True)
class ParamType:
    """An OpenCL parameter type: a scalar (`int`), vector (`int4`) or pointer (`int4*`)."""

    kind: str
    lanes: int
    pointer: bool

    @classmethod
    def parse(cls, text: str) -> ParamType:
        name = text.replace(" ", "")
        pointer = name.endswith("*")
        name = name.rstrip("*")
        for kind in (INT, FLOAT):
            if name.startswith(kind):
                rest = name[len(kind):]
                if rest == "" or rest in ("2", "3", "4", "8", "16"):
                    return cls(kind, int(rest or 1), pointer)
        raise st.InvalidArgument(f"SynthCL: unknown parameter type {text!r}")

    def bind(self, value, position: int, kernel_name: str):
        """Returns the kernel's view of an argument of this type."""
        if self.pointer:
            if not isinstance(value, Buffer):
                raise st.InvalidArgument(
                    f"{kernel_name}: argument {position} must be a buffer, got {value!r}")
            if value.kind != self.kind:
                raise st.InvalidArgument(
                    f"{kernel_name}: argument {position} is {self.kind}*, got a {value.kind} "
                    f"buffer")
            return Pointer(value, self.lanes)
        if self.lanes == 1:
            return convert(value, self.kind)
        if not isinstance(value, Vec) or len(value.elems) != self.lanes:
            raise st.InvalidArgument(
                f"{kernel_name}: argument {position} must be a {self.kind}{self.lanes}")
        return Vec(self.kind, tuple(convert(e, self.kind) for e in value.elems))


class Kernel:
    """A kernel with its bound arguments (clCreateKernel / clSetKernelArg)."""

    def __init__(self, fn):
        if not hasattr(fn, "synthcl_params"):
            raise st.InvalidArgument(f"{fn!r} is not a SynthCL kernel (use @kernel(...))")
        self.fn = fn
        self.name = fn.__name__
        self.args: list = [None] * len(fn.synthcl_params)

    def set_arg(self, position: int, value) -> None:
        """Binds argument `position` (clSetKernelArg)."""
        params = self.fn.synthcl_params
        if not 0 <= position < len(params):
            raise st.InvalidArgument(f"{self.name}: no argument {position}")
        self.args[position] = (value, params[position].bind(value, position, self.name))


def kernel(*param_types: str):
    """Declares a lifted Python function as a kernel with these OpenCL parameter types."""
    params = tuple(ParamType.parse(t) for t in param_types)

    def declare(fn):
        lifted = fn if st.is_lifted(fn) else st.lifted(fn)
        lifted.synthcl_params = params
        return lifted

    return declare


@dataclass(frozen=True)
class WorkItem:
    """The running work-item of a launch."""

    global_id: tuple
    local_id: tuple
    group_id: tuple
    global_size: tuple
    local_size: tuple
    offset: tuple
    linear: int


_ITEM: ContextVar[WorkItem | None] = ContextVar("synthcl_work_item", default=None)


def _item() -> WorkItem:
    item = _ITEM.get()
    if item is None:
        raise st.InvalidArgument("SynthCL: work-item functions are only defined in a kernel")
    return item


def _dim(values: tuple, d, default: int):
    d = int(d.signed) if isinstance(d, st.BV) else d
    return values[d] if 0 <= d < len(values) else default


def get_work_dim():
    """The number of dimensions of the running NDRange."""
    return int_(len(_item().global_size))


def get_global_id(d):
    """The running work-item's global id in dimension d (the global offset included)."""
    item = _item()
    return int_(_dim(item.global_id, d, 0) + _dim(item.offset, d, 0))


def get_local_id(d):
    """The running work-item's id within its work-group in dimension d."""
    return int_(_dim(_item().local_id, d, 0))


def get_group_id(d):
    """The running work-item's work-group in dimension d."""
    return int_(_dim(_item().group_id, d, 0))


def get_global_size(d):
    """The NDRange's size in dimension d."""
    return int_(_dim(_item().global_size, d, 1))


def get_local_size(d):
    """The work-group size in dimension d."""
    return int_(_dim(_item().local_size, d, 1))


def get_num_groups(d):
    """The number of work-groups in dimension d."""
    item = _item()
    return int_(_dim(item.global_size, d, 1) // _dim(item.local_size, d, 1))


def get_global_offset(d):
    """The NDRange's global offset in dimension d."""
    return int_(_dim(_item().offset, d, 0))


def _sizes(value, what: str) -> tuple:
    values = value if isinstance(value, (tuple, list)) else (value,)
    out = []
    for v in values:
        v = v.signed if isinstance(v, st.BV) else v
        if type(v) is not int or v < 0:
            raise st.InvalidArgument(f"enqueue_nd_range: {what} must be concrete "
                                     f"non-negative ints, got {value!r}")
        out.append(v)
    return tuple(out)


class CommandQueue:
    """An in-order command queue: copies between host and device, and kernel launches."""

    def write_buffer(self, buffer: Buffer, host, offset: int = 0, count: int | None = None):
        """Copies `count` scalars (default: all) of host memory into the buffer
        (clEnqueueWriteBuffer); reading past either end is an out-of-bounds failure."""
        count = len(host) - offset if count is None else count
        for i in range(count):
            buffer[offset + i] = host[i]

    def read_buffer(self, buffer: Buffer, host=None, offset: int = 0,
                    count: int | None = None):
        """Copies the buffer into host memory (clEnqueueReadBuffer); returns the host
        memory (new when `host` is None)."""
        from stamen.langs.synthcl.memory import malloc

        count = buffer.size - offset if count is None else count
        if host is None:
            host = malloc(count, buffer.kind)
        for i in range(count):
            host[i] = buffer[offset + i]
        return host

    def enqueue_nd_range(self, kernel_: Kernel, global_size, global_offset=None,
                         local_size=None) -> None:
        """Runs `kernel_` once per work-item of the NDRange (clEnqueueNDRangeKernel)."""
        sizes = _sizes(global_size, "global sizes")
        offset = _sizes(global_offset, "offsets") if global_offset is not None else (0,) * len(
            sizes)
        local = _sizes(local_size, "local sizes") if local_size is not None else sizes
        if not (len(offset) == len(local) == len(sizes)) or any(
                lo == 0 or g % lo for g, lo in zip(sizes, local, strict=False) if g):
            raise st.InvalidArgument(
                f"enqueue_nd_range: bad NDRange {sizes} offset {offset} local {local}")
        if any(a is None for a in kernel_.args):
            missing = [i for i, a in enumerate(kernel_.args) if a is None]
            raise st.InvalidArgument(f"{kernel_.name}: arguments {missing} are not set")
        buffers = {id(v): v for v, _ in kernel_.args if isinstance(v, Buffer)}
        for buffer in buffers.values():
            buffer.begin_launch(_running)
        try:
            self._run(kernel_, sizes, offset, local)
        finally:
            for buffer in buffers.values():
                buffer.end_launch()

    @staticmethod
    def _run(kernel_: Kernel, sizes: tuple, offset: tuple, local: tuple) -> None:
        args = [view for _, view in kernel_.args]
        ranges = [range(n) for n in reversed(sizes)]
        for linear, rid in enumerate(itertools.product(*ranges)):
            gid = tuple(reversed(rid))
            pairs = list(zip(gid, local, strict=True))
            item = WorkItem(gid, tuple(g % lo for g, lo in pairs),
                            tuple(g // lo for g, lo in pairs), sizes, local, offset, linear)
            token = _ITEM.set(item)
            try:
                kernel_.fn(*args)
            finally:
                _ITEM.reset(token)


def _running() -> int:
    """The linear id of the running work-item (for the buffers' access records)."""
    return _item().linear


class Context:
    """An OpenCL context: it creates device buffers and command queues."""

    def create_buffer(self, access: str, size: int, kind: str = INT,
                      name: str = "buffer") -> Buffer:
        """Returns a zeroed device buffer of `size` scalars (clCreateBuffer)."""
        if access not in (READ_ONLY, WRITE_ONLY, READ_WRITE):
            raise st.InvalidArgument(f"create_buffer: unknown access {access!r}")
        return Buffer(size, kind, access, name)

    def create_command_queue(self) -> CommandQueue:
        """Returns a command queue (clCreateCommandQueue)."""
        return CommandQueue()
