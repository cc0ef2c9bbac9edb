"""FWT: the fast Walsh transform of 2^k floats, refined from the sequential reference to a
scalar kernel (one butterfly per work-item per step, FWT1) and to a float4 kernel for the
steps of stride >= 4 (FWT2). The kernels' index arithmetic is synthesized from sketches:
a small grammar over tid, step and constants (FWT1_s), and a choice of the float4 stride
(FWT2_s).
"""

from __future__ import annotations

import stamen as st
from stamen.langs.synthcl.memory import malloc
from stamen.langs.synthcl.runtime import READ_WRITE, Context, Kernel, kernel
from stamen.langs.synthcl.runtime import get_global_id as get_global_id
from stamen.langs.synthcl.types import FLOAT, SMALL, int_, rem

__all__ = ["fwt", "fwt_scalar", "fwt_scalar_buggy", "fwt_scalar_sketch", "fwt_scalar_with",
           "fwt_vector", "fwt_vector_sketch", "fwt_vector_with", "fwt_kernel_sketch",
           "fwt_kernel4_sketch", "steps"]


def steps(length: int) -> int:
    """The number of butterfly steps for an array of `length` = 2^k floats: k."""
    return max(length.bit_length() - 1, 0)


@st.lifted
def fwt(t_input, length):
    """The reference: the in-place butterflies of every step, on a copy of the input."""
    t = malloc(length, FLOAT, "t")
    for i in range(length):
        t[i] = t_input[i]
    for i in range(steps(length)):
        step = 1 << i
        for group in range(step):
            for pair in range(group, length, step << 1):
                match = pair + step
                t1 = t[pair]
                t2 = t[match]
                t[pair] = t1 + t2
                t[match] = t1 - t2
    return t


def butterfly(t, pair, match):
    """t[pair], t[match] = t[pair] + t[match], t[pair] - t[match]."""
    t1 = t[pair]
    t2 = t[match]
    t[pair] = t1 + t2
    t[match] = t1 - t2


@kernel("float*", "int")
def fwt_kernel(t, step):
    """FWT1: one butterfly per work-item: pair and pair + step."""
    tid = get_global_id(0)
    group = rem(tid, step)
    pair = (step << 1) * (tid / step) + group
    butterfly(t, pair, pair + step)


@kernel("float*", "int")
def fwt_kernel_buggy(t, step):
    """FWT1 with the butterfly's difference reversed (a counterexample)."""
    tid = get_global_id(0)
    group = rem(tid, step)
    pair = (step << 1) * (tid / step) + group
    t1 = t[pair]
    t2 = t[pair + step]
    t[pair] = t1 + t2
    t[pair + step] = t2 - t1


@kernel("float4*", "int")
def fwt_kernel4(t, step):
    """FWT2: the butterflies of a step of stride >= 4 on float4s."""
    tid = get_global_id(0)
    step = step / 4
    group = rem(tid, step)
    pair = (step << 1) * (tid / step) + group
    butterfly(t, pair, pair + step)


@st.grammar(depth=1)
def idx(tid, step):
    """FWT1_s's index grammar: tid, step, a small constant, or an operator (+ - / * %) over two
    smaller expressions (each operator with operands of its own)."""
    return st.choose(tid, step, int_(st.hole(SMALL)),
                     idx(tid, step) + idx(tid, step), idx(tid, step) - idx(tid, step),
                     idx(tid, step) / idx(tid, step), idx(tid, step) * idx(tid, step),
                     rem(idx(tid, step), idx(tid, step)))


@kernel("float*", "int")
def fwt_kernel_sketch(t, step):
    """FWT1_s: the scalar kernel with group and the pair's block index unknown."""
    tid = get_global_id(0)
    group = idx(tid, step)
    pair = (step << 1) * idx(tid, step) + group
    butterfly(t, pair, pair + step)


@kernel("float4*", "int")
def fwt_kernel4_sketch(t, step):
    """FWT2_s: the float4 kernel with its stride unknown."""
    tid = get_global_id(0)
    step = st.choose(step, step / 4, step * 4, rem(step, 4))
    group = rem(tid, step)
    pair = (step << 1) * (tid / step) + group
    butterfly(t, pair, pair + step)


def _device(t_input, length):
    context = Context()
    queue = context.create_command_queue()
    buffer = context.create_buffer(READ_WRITE, length, FLOAT, "t")
    queue.write_buffer(buffer, t_input)
    return queue, buffer


@st.lifted
def run_kernel(queue, kernel_fn, buffer, global_size, start, end):
    """Launches `kernel_fn` for the steps 2^start .. 2^(end-1)."""
    k = Kernel(kernel_fn)
    k.set_arg(0, buffer)
    for i in range(start, end):
        k.set_arg(1, 1 << i)
        queue.enqueue_nd_range(k, global_size)


@st.lifted
def fwt_scalar_host(kernel_fn, t_input, length):
    """FWT1's host: every step as a launch of length / 2 work-items."""
    queue, buffer = _device(t_input, length)
    run_kernel(queue, kernel_fn, buffer, length // 2, 0, steps(length))
    return queue.read_buffer(buffer)


@st.lifted
def fwt_vector_host(kernel_fn, kernel4_fn, t_input, length):
    """FWT2's host: the steps of stride 1 and 2 scalar, the others on float4s."""
    queue, buffer = _device(t_input, length)
    n = steps(length)
    run_kernel(queue, kernel_fn, buffer, length // 2, 0, min(n, 2))
    if n > 2:
        run_kernel(queue, kernel4_fn, buffer, length // 8, 2, n)
    return queue.read_buffer(buffer)


def fwt_scalar(t_input, length):
    """FWT1: the scalar data-parallel transform."""
    return fwt_scalar_host(fwt_kernel, t_input, length)


def fwt_scalar_buggy(t_input, length):
    """FWT1 with a reversed difference (a counterexample for length >= 2)."""
    return fwt_scalar_host(fwt_kernel_buggy, t_input, length)


def fwt_scalar_sketch(t_input, length):
    """FWT1_s: the scalar transform with the sketched kernel."""
    return fwt_scalar_host(fwt_kernel_sketch, t_input, length)


def fwt_scalar_with(kernel_fn):
    """Returns the scalar transform running `kernel_fn` (a completed sketch)."""
    def run(t_input, length):
        return fwt_scalar_host(kernel_fn, t_input, length)
    return run


def fwt_vector(t_input, length):
    """FWT2: the float4 transform."""
    return fwt_vector_host(fwt_kernel, fwt_kernel4, t_input, length)


def fwt_vector_sketch(t_input, length):
    """FWT2_s: the float4 transform with the sketched float4 kernel."""
    return fwt_vector_host(fwt_kernel, fwt_kernel4_sketch, t_input, length)


def fwt_vector_with(kernel4_fn):
    """Returns the float4 transform running `kernel4_fn` (a completed sketch)."""
    def run(t_input, length):
        return fwt_vector_host(fwt_kernel, kernel4_fn, t_input, length)
    return run
