"""SF: the Sobel filter on a width x height image of 4-int pixels (a flat array of
width*height*4 ints), refined step by step from Samsung's sequential reference
(`sobel_filter0`) to a scalar kernel (SF6) and an int4 kernel (SF7).

The chain, as in the paper and Rosette's SynthCL: SF1 avoids repeated reads; SF2 iterates
over (x, y) instead of i; SF3 replaces the running row counter k by bounds on x and y,
synthesized from a sketch (SF3_s); SF4 moves those bounds into the loops; SF5 substitutes
the gradient masks' constants; SF6 and SF7 are the scalar and vector kernels. The
gradient magnitude is (int)(sqrt((float)gx*gx + (float)gy*gy) / 2) with the
uninterpreted square root of `types.sqrt`.
"""

from __future__ import annotations

import stamen as st
from stamen.langs.synthcl.memory import malloc
from stamen.langs.synthcl.runtime import READ_ONLY, WRITE_ONLY, Context, Kernel, kernel
from stamen.langs.synthcl.runtime import get_global_id as get_global_id
from stamen.langs.synthcl.types import (
    INT,
    SMALL,
    convert_float,
    convert_float4,
    convert_int,
    convert_int4,
    float4,
    int_,
    sqrt,
)

__all__ = [
    "sobel_filter0", "sobel_filter1", "sobel_filter2", "sobel_filter3", "sobel_filter3_sketch",
    "sobel_filter4", "sobel_filter4_buggy", "sobel_filter5", "sobel_scalar", "sobel_vector",
    "sobel_vector_sketch", "sobel_vector_with", "sobel_vector_kernel_sketch",
]

# The gradient masks: kx for the x axis, ky for the y axis.
kx00, kx01, kx02, kx10, kx11, kx12, kx20, kx21, kx22 = (1, 2, 1, 0, 0, 0, -1, -2, -1)
ky00, ky01, ky02, ky10, ky11, ky12, ky20, ky21, ky22 = (1, 0, -1, 2, 0, -2, 1, 0, -1)


def magnitude(gx, gy):
    """(int)(sqrt((float) gx * gx + (float) gy * gy) / 2)."""
    fx, fy = convert_float(gx), convert_float(gy)
    return convert_int(sqrt(fx * fx + fy * fy) / 2)


@st.lifted
def sobel_filter0(image, width, height):
    """Samsung's reference (on ints): one pass over i with a running row counter k."""
    out = malloc(width * height * 4, INT, "output")
    w = width * 4
    k = 1
    for i in range(w * (height - 1)):
        if i < (k + 1) * w and i >= 4 + k * w:
            gx = (kx00 * image[i - 4 - w] + kx01 * image[i - w] + kx02 * image[i + 4 - w]
                  + kx10 * image[i - 4] + kx11 * image[i] + kx12 * image[i + 4]
                  + kx20 * image[i - 4 + w] + kx21 * image[i + w] + kx22 * image[i + 4 + w])
            gy = (ky00 * image[i - 4 - w] + ky01 * image[i - w] + ky02 * image[i + 4 - w]
                  + ky10 * image[i - 4] + ky11 * image[i] + ky12 * image[i + 4]
                  + ky20 * image[i - 4 + w] + ky21 * image[i + w] + ky22 * image[i + 4 + w])
            out[i] = magnitude(gx, gy)
        if i == (k + 1) * w - 5:
            k += 1
    return out


def gradients(image, i, w):
    """Reads the 3 x 3 neighbourhood of cell i once and returns (gx, gy)."""
    i00, i01, i02 = image[i - 4 - w], image[i - w], image[i + 4 - w]
    i10, i11, i12 = image[i - 4], image[i], image[i + 4]
    i20, i21, i22 = image[i - 4 + w], image[i + w], image[i + 4 + w]
    gx = (kx00 * i00 + kx01 * i01 + kx02 * i02 + kx10 * i10 + kx11 * i11 + kx12 * i12
          + kx20 * i20 + kx21 * i21 + kx22 * i22)
    gy = (ky00 * i00 + ky01 * i01 + ky02 * i02 + ky10 * i10 + ky11 * i11 + ky12 * i12
          + ky20 * i20 + ky21 * i21 + ky22 * i22)
    return gx, gy


def gradients5(image, i, w):
    """SF5's gradients: the masks' constants substituted and simplified."""
    i00, i01, i02 = image[i - 4 - w], image[i - w], image[i + 4 - w]
    i10, i12 = image[i - 4], image[i + 4]
    i20, i21, i22 = image[i - 4 + w], image[i + w], image[i + 4 + w]
    gx = i00 + 2 * i01 + i02 + -1 * i20 + -2 * i21 + -1 * i22
    gy = i00 + -1 * i02 + 2 * i10 + -2 * i12 + i20 + -1 * i22
    return gx, gy


@st.lifted
def sobel_filter1(image, width, height):
    """SF1: each neighbour read once (the gradients share the reads)."""
    out = malloc(width * height * 4, INT, "output")
    w = width * 4
    k = 1
    for i in range(w * (height - 1)):
        if i < (k + 1) * w and i >= 4 + k * w:
            gx, gy = gradients(image, i, w)
            out[i] = magnitude(gx, gy)
        if i == (k + 1) * w - 5:
            k += 1
    return out


@st.lifted
def sobel_filter2(image, width, height):
    """SF2: a two-dimensional iteration over (x, y)."""
    out = malloc(width * height * 4, INT, "output")
    w = width * 4
    k = 1
    for y in range(height - 1):
        for x in range(w):
            i = y * w + x
            if i < (k + 1) * w and i >= 4 + k * w:
                gx, gy = gradients(image, i, w)
                out[i] = magnitude(gx, gy)
            if i == (k + 1) * w - 5:
                k += 1
    return out


# The bounds' coefficients are small ints (`SMALL` holes). With full-width holes the 8-bit
# synthesis also finds bounds that hold only because 8-bit products wrap (64 * w + 4 is 4
# when w is 4, 8, 12 or 16).


@st.grammar(depth=0)
def bound(e):
    """A linear bound ?? * e + ?? on x or y, with coefficients in -8 .. 7."""
    return int_(st.hole(SMALL)) * e + int_(st.hole(SMALL))


@st.lifted
def sobel_filter3_sketch(image, width, height):
    """SF3_s: the row counter k replaced by linear bounds on x and y, to be synthesized."""
    out = malloc(width * height * 4, INT, "output")
    w = width * 4
    for y in range(height - 1):
        for x in range(w):
            i = y * w + x
            cx, cy, cw, ch = int_(x), int_(y), int_(w), int_(height)
            if bound(cw) <= cx and cx < bound(cw) and bound(ch) <= cy and cy < bound(ch):
                gx, gy = gradients(image, i, w)
                out[i] = magnitude(gx, gy)
    return out


@st.lifted
def sobel_filter3(image, width, height):
    """SF3: the bounds SF3_s finds (4 <= x < w - 4 and 1 <= y; y < height always holds)."""
    out = malloc(width * height * 4, INT, "output")
    w = width * 4
    for y in range(height - 1):
        for x in range(w):
            i = y * w + x
            if 4 <= x < w - 4 and 1 <= y:
                gx, gy = gradients(image, i, w)
                out[i] = magnitude(gx, gy)
    return out


@st.lifted
def sobel_filter4(image, width, height):
    """SF4: the bounds moved into the loops."""
    out = malloc(width * height * 4, INT, "output")
    w = width * 4
    for y in range(1, height - 1):
        for x in range(4, w - 4):
            i = y * w + x
            gx, gy = gradients(image, i, w)
            out[i] = magnitude(gx, gy)
    return out


@st.lifted
def sobel_filter4_buggy(image, width, height):
    """SF4 with the last row included: reads past the image (a counterexample)."""
    out = malloc(width * height * 4, INT, "output")
    w = width * 4
    for y in range(1, height):
        for x in range(4, w - 4):
            i = y * w + x
            gx, gy = gradients(image, i, w)
            out[i] = magnitude(gx, gy)
    return out


@st.lifted
def sobel_filter5(image, width, height):
    """SF5, the reference of the kernels: the masks' constants substituted."""
    out = malloc(width * height * 4, INT, "output")
    w = width * 4
    for y in range(1, height - 1):
        for x in range(4, w - 4):
            i = y * w + x
            gx, gy = gradients5(image, i, w)
            out[i] = magnitude(gx, gy)
    return out


@kernel("int*", "int*", "int")
def sobel_scalar_kernel(image, out, w):
    """SF6: one work-item per int of the image's interior."""
    x = get_global_id(0)
    y = get_global_id(1)
    i = y * w + x
    gx, gy = gradients5(image, i, w)
    out[i] = magnitude(gx, gy)


def vector_body(image, out, w, off):
    """The int4 kernel's body with the pixel offset `off` (one pixel is one int4)."""
    x = get_global_id(0)
    y = get_global_id(1)
    i = y * w + x
    i00, i01, i02 = image[i - off - w], image[i - w], image[i + off - w]
    i10, i12 = image[i - off], image[i + off]
    i20, i21, i22 = image[i - off + w], image[i + w], image[i + off + w]
    gx = convert_float4(i00 + 2 * i01 + i02 + -1 * i20 + -2 * i21 + -1 * i22)
    gy = convert_float4(i00 + -1 * i02 + 2 * i10 + -2 * i12 + i20 + -1 * i22)
    out[i] = convert_int4(sqrt(gx * gx + gy * gy) / float4(2))


@kernel("int4*", "int4*", "int")
def sobel_vector_kernel(image, out, w):
    """SF7: one work-item per pixel of the interior, on int4 pixels."""
    vector_body(image, out, w, 1)


@kernel("int4*", "int4*", "int")
def sobel_vector_kernel_sketch(image, out, w):
    """SF7_s: the vector kernel with the pixel offset an unknown small int. The body runs
    once per value the offset may take (`for_all`), so that on concrete images each run
    computes concretely, the square root included, and only the choice stays symbolic."""
    off = st.concretize(int_(st.hole(SMALL)), [int_(v) for v in range(-8, 8)])
    st.for_all(off, lambda o: vector_body(image, out, w, o))


@st.lifted
def sobel_host(kernel_fn, lanes, image, width, height):
    """The host program: the interior of the image as the NDRange, offset one pixel."""
    size = width * height * 4
    context = Context()
    queue = context.create_command_queue()
    in_buffer = context.create_buffer(READ_ONLY, size, INT, "input")
    out_buffer = context.create_buffer(WRITE_ONLY, size, INT, "output")
    queue.write_buffer(in_buffer, image)
    k = Kernel(kernel_fn)
    k.set_arg(0, in_buffer)
    k.set_arg(1, out_buffer)
    k.set_arg(2, width * 4 // lanes)
    pixel = 4 // lanes
    queue.enqueue_nd_range(k, ((width - 2) * pixel, height - 2), (pixel, 1))
    return queue.read_buffer(out_buffer)


def sobel_scalar(image, width, height):
    """SF6: the scalar data-parallel Sobel filter."""
    return sobel_host(sobel_scalar_kernel, 1, image, width, height)


def sobel_vector(image, width, height):
    """SF7: the int4 Sobel filter."""
    return sobel_host(sobel_vector_kernel, 4, image, width, height)


def sobel_vector_sketch(image, width, height):
    """SF7_s: the int4 Sobel filter with its offset to synthesize."""
    return sobel_host(sobel_vector_kernel_sketch, 4, image, width, height)


def sobel_vector_with(kernel_fn):
    """Returns the int4 Sobel filter running `kernel_fn` (a completed sketch)."""
    def run(image, width, height):
        return sobel_host(kernel_fn, 4, image, width, height)
    return run
