"""MM: matrix multiplication C = A * B of an n x p and a p x m matrix of ints, flat in
row-major order, refined from the sequential reference to a scalar kernel (MM1) and to a
vector kernel over int4 (MM2), whose index arithmetic is also synthesized from a sketch
(MM2_s). As in Rosette's SynthCL, one work-item computes one cell of C (MM1) or a 4 x 4
block of C (MM2, so n and m are multiples of 4).
"""

from __future__ import annotations

import stamen as st
from stamen.langs.synthcl.memory import malloc
from stamen.langs.synthcl.runtime import READ_ONLY, WRITE_ONLY, Context, Kernel, kernel
from stamen.langs.synthcl.runtime import get_global_id as get_global_id
from stamen.langs.synthcl.types import INT, int4, int_, int_range

__all__ = ["mmul_sequential", "mmul_scalar", "mmul_vector", "mmul_vector_sketch",
           "mmul_vector_buggy", "SKETCHES", "mmul_vector_with", "mmul_vector_from"]


@st.lifted
def mmul_sequential(A, B, n, p, m):
    """The reference: the textbook triple loop on host memory."""
    C = malloc(n * m, INT, "C")
    for i in range(n):
        for j in range(m):
            for k in range(p):
                C[i * m + j] = C[i * m + j] + A[i * p + k] * B[k * m + j]
    return C


@kernel("int*", "int*", "int*", "int", "int")
def mmul_scalar_kernel(A, B, C, p, m):
    """One work-item per cell (i, j) of C."""
    i = get_global_id(0)
    j = get_global_id(1)
    total = int_(0)
    for k in int_range(p):
        total = total + A[i * p + k] * B[k * m + j]
    C[i * m + j] = total


def compute_sum(a, b0, b1, b2, b3):
    """The 1 x 4 vector a times the 4 x 4 matrix with rows b0 .. b3."""
    return int4(a.x * b0.x + a.y * b1.x + a.z * b2.x + a.w * b3.x,
                a.x * b0.y + a.y * b1.y + a.z * b2.y + a.w * b3.y,
                a.x * b0.z + a.y * b1.z + a.z * b2.z + a.w * b3.z,
                a.x * b0.w + a.y * b1.w + a.z * b2.w + a.w * b3.w)


@st.lifted
def index_a(off, i, k, p):
    """The int4 of A holding row 4i+off, columns k .. k+3."""
    return (i * 4 + off) * (p / 4) + k / 4


@st.lifted
def index_b(off, k, j, m):
    """The int4 of B holding row k+off, columns 4j .. 4j+3."""
    return (k + off) * (m / 4) + j


@st.lifted
def index_c(off, i, j, m):
    """The int4 of C holding row 4i+off, columns 4j .. 4j+3."""
    return (i * 4 + off) * (m / 4) + j


@st.lifted
def index_c_buggy(off, i, j, m):
    """An off-by-one in C's index: writes past C's last int4 (and misses its first)."""
    return (i * 4 + off) * (m / 4) + j + 1


@st.lifted
def index_a_sketch(off, i, k, p):
    """MM2_s: which of i, i/4, 4i (k, p alike), offset or not, index A."""
    r = st.choose(i, i / 4, i * 4) + st.choose(off, 0)
    c = st.choose(k, k / 4, k * 4) + st.choose(off, 0)
    w = st.choose(p, p / 4, p * 4) + st.choose(off, 0)
    return r * w + c


@st.lifted
def index_b_sketch(off, k, j, m):
    """MM2_s: B's index, as for A."""
    r = st.choose(k, k / 4, k * 4) + st.choose(off, 0)
    c = st.choose(j, j / 4, j * 4) + st.choose(off, 0)
    w = st.choose(m, m / 4, m * 4) + st.choose(off, 0)
    return r * w + c


@st.lifted
def index_c_sketch(off, i, j, m):
    """MM2_s: C's index, as for A."""
    r = st.choose(i, i / 4, i * 4) + st.choose(off, 0)
    c = st.choose(j, j / 4, j * 4) + st.choose(off, 0)
    w = st.choose(m, m / 4, m * 4) + st.choose(off, 0)
    return r * w + c


SKETCHES = (index_a_sketch, index_b_sketch, index_c_sketch)

_KERNELS: dict = {}


def mmul_vector_with(ia, ib, ic):
    """Returns the int4 kernel that indexes A, B and C with these functions."""
    key = (ia, ib, ic)
    if key not in _KERNELS:
        @kernel("int4*", "int4*", "int4*", "int", "int")
        def mmul_vector_kernel(A, B, C, p, m):
            """One work-item per 4 x 4 block (i, j) of C."""
            i = get_global_id(0)
            j = get_global_id(1)
            o0, o1, o2, o3 = int_(0), int_(1), int_(2), int_(3)  # the rows' offsets, as ints
            sum0 = sum1 = sum2 = sum3 = int4(0)
            for k in int_range(0, p, 4):
                a0, a1, a2, a3 = A[ia(o0, i, k, p)], A[ia(o1, i, k, p)], A[ia(o2, i, k, p)], \
                    A[ia(o3, i, k, p)]
                b0, b1, b2, b3 = B[ib(o0, k, j, m)], B[ib(o1, k, j, m)], B[ib(o2, k, j, m)], \
                    B[ib(o3, k, j, m)]
                sum0 = sum0 + compute_sum(a0, b0, b1, b2, b3)
                sum1 = sum1 + compute_sum(a1, b0, b1, b2, b3)
                sum2 = sum2 + compute_sum(a2, b0, b1, b2, b3)
                sum3 = sum3 + compute_sum(a3, b0, b1, b2, b3)
            C[ic(o0, i, j, m)] = sum0
            C[ic(o1, i, j, m)] = sum1
            C[ic(o2, i, j, m)] = sum2
            C[ic(o3, i, j, m)] = sum3

        _KERNELS[key] = mmul_vector_kernel
    return _KERNELS[key]


@st.lifted
def mmul_host(kernel_fn, lanes, A, B, n, p, m):
    """The host program: buffers for A, B and C, one work-item per lanes x lanes block."""
    context = Context()
    queue = context.create_command_queue()
    buffer_a = context.create_buffer(READ_ONLY, n * p, INT, "A")
    buffer_b = context.create_buffer(READ_ONLY, p * m, INT, "B")
    buffer_c = context.create_buffer(WRITE_ONLY, n * m, INT, "C")
    queue.write_buffer(buffer_a, A)
    queue.write_buffer(buffer_b, B)
    k = Kernel(kernel_fn)
    k.set_arg(0, buffer_a)
    k.set_arg(1, buffer_b)
    k.set_arg(2, buffer_c)
    k.set_arg(3, p)
    k.set_arg(4, m)
    queue.enqueue_nd_range(k, (n // lanes, m // lanes))
    return queue.read_buffer(buffer_c)


def mmul_scalar(A, B, n, p, m):
    """MM1: the scalar data-parallel refinement."""
    return mmul_host(mmul_scalar_kernel, 1, A, B, n, p, m)


def mmul_vector(A, B, n, p, m):
    """MM2: the int4 refinement (n, p, m multiples of 4)."""
    return mmul_host(mmul_vector_with(index_a, index_b, index_c), 4, A, B, n, p, m)


def mmul_vector_buggy(A, B, n, p, m):
    """MM2 with an off-by-one index into C (an out-of-bounds write)."""
    return mmul_host(mmul_vector_with(index_a, index_b, index_c_buggy), 4, A, B, n, p, m)


def mmul_vector_from(ia, ib, ic):
    """Returns the int4 matrix multiplication indexing with ia, ib, ic (completed
    sketches)."""
    def run(A, B, n, p, m):
        return mmul_host(mmul_vector_with(ia, ib, ic), 4, A, B, n, p, m)
    return run


def mmul_vector_sketch(A, B, n, p, m):
    """MM2_s: the int4 kernel with the index sketches."""
    return mmul_host(mmul_vector_with(*SKETCHES), 4, A, B, n, p, m)
