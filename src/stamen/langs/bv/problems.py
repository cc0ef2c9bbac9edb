"""The 25 Hacker's Delight problems of Gulwani et al. (PLDI'11), 32-bit: each a reference
function and the library its straight-line sketch draws from.

A problem's library is a multiset of components, one per instruction of the
known solution (as in the paper); its sketch uses each component exactly
once, on operands chosen among the inputs, the constants and the results of
earlier instructions. References are written once for every width.
"""

from __future__ import annotations

from dataclasses import dataclass

import stamen as st
from stamen.langs.bv.components import BV32, as_bit

__all__ = ["PROBLEMS", "Problem", "WIDTH"]

WIDTH = 32  # the problems' width; answers are always verified at it
NARROW_WIDTHS = (4, 6, 8, 16)  # searched first, in order


@dataclass(frozen=True)
class Problem:
    """A synthesis problem: reference semantics, inputs, library (a multiset of component
    names, one per instruction), constants, and a precondition on the inputs."""

    name: str
    description: str
    arity: int
    reference: object
    components: tuple
    constants: tuple
    precondition: object = None

    def requires(self, *inputs):
        """Returns whether the inputs satisfy the precondition (True if there is none)."""
        return True if self.precondition is None else self.precondition(*inputs)

    def constants_at(self, width: int) -> tuple:
        """Returns the constants as `width`-bit values (their low bits)."""
        sort = st.BitVec(width)
        return tuple(sort(c.unsigned) for c in self.constants)

    def widths(self) -> tuple:
        """Returns the widths to search at, ending with 32: narrow searches are much cheaper
        (as in Gulwani et al.), and are tried from 4 bits when every constant fits in the
        lower half of the width; a narrow program counts only once it verifies at 32 bits."""
        need = max((c.unsigned.bit_length() + 1 for c in self.constants), default=1)
        return tuple(w for w in NARROW_WIDTHS if w >= need) + (WIDTH,)


def _p18(x):
    return as_bit(st.and_(x != 0, (x & (x - 1)) == 0), x)


def _p19(x, m, k):
    o1 = st.lshr(x, k)
    o3 = (x ^ o1) & m
    return ((o3 << k) ^ o3) ^ x


def _p20(x):
    smallest = x & -x
    ripple = x + smallest
    ones = st.lshr(x ^ ripple, 2)
    return st.udiv(ones, smallest) | ripple


def _p21(x, a, b, c):
    return st.ite(x == a, b, st.ite(x == b, c, a))


def _p21_requires(x, a, b, c):
    return st.or_(x == a, x == b, x == c)


def _p22(x):
    o2 = st.lshr(x, 1) ^ x
    o4 = o2 ^ st.lshr(o2, 2)
    o6 = (o4 & 0x11111111) * 0x11111111
    return st.lshr(o6, 28) & 1


def _p23(x):
    o3 = x - (st.lshr(x, 1) & 0x55555555)
    o7 = (o3 & 0x33333333) + (st.lshr(o3, 2) & 0x33333333)
    return (st.lshr(o7, 4) + o7) & 0x0F0F0F0F


def _p24(x):
    v = x - 1
    for shift in (1, 2, 4, 8, 16):
        v = v | st.lshr(v, shift)
    return v + 1


def _p25(x, y):
    xl, xh = x & 0xFFFF, st.lshr(x, 16)
    yl, yh = y & 0xFFFF, st.lshr(y, 16)
    t = xh * yl + st.lshr(xl * yl, 16)
    u = xl * yh + (t & 0xFFFF)
    return st.lshr(u, 16) + st.lshr(t, 16) + xh * yh


def _problem(name, description, arity, reference, components, constants,
             precondition=None):
    return Problem(name, description, arity, reference, tuple(components.split()),
                   tuple(BV32(c) for c in constants), precondition)


PROBLEMS = {p.name: p for p in (
    _problem("p1", "turn off the rightmost 1-bit", 1, lambda x: x & (x - 1),
             "bvsub bvand", (1,)),
    _problem("p2", "test whether x is of the form 2^n-1", 1, lambda x: x & (x + 1),
             "bvadd bvand", (1,)),
    _problem("p3", "isolate the rightmost 1-bit", 1, lambda x: x & -x,
             "bvneg bvand", ()),
    _problem("p4", "mask of the rightmost 1-bit and trailing 0s", 1, lambda x: x ^ (x - 1),
             "bvsub bvxor", (1,)),
    _problem("p5", "right-propagate the rightmost 1-bit", 1, lambda x: x | (x - 1),
             "bvsub bvor", (1,)),
    _problem("p6", "turn on the rightmost 0-bit", 1, lambda x: x | (x + 1),
             "bvadd bvor", (1,)),
    _problem("p7", "isolate the rightmost 0-bit", 1, lambda x: ~x & (x + 1),
             "bvnot bvadd bvand", (1,)),
    _problem("p8", "mask of the trailing 0s", 1, lambda x: (x - 1) & ~x,
             "bvsub bvnot bvand", (1,)),
    _problem("p9", "absolute value", 1, lambda x: st.ite(x < 0, -x, x),
             "bvashr bvxor bvsub", (31,)),
    _problem("p10", "nlz(x) == nlz(y)", 2, lambda x, y: as_bit(st.ule(x ^ y, x & y), x),
             "bvand bvxor bvule", ()),
    _problem("p11", "nlz(x) < nlz(y)", 2, lambda x, y: as_bit(st.ugt(x & ~y, y), x),
             "bvnot bvand bvugt", ()),
    _problem("p12", "nlz(x) <= nlz(y)", 2, lambda x, y: as_bit(st.ule(y & ~x, x), x),
             "bvnot bvand bvule", ()),
    _problem("p13", "sign function", 1, lambda x: -as_bit(x < 0, x) | as_bit(x > 0, x),
             "bvashr bvneg bvlshr bvor", (31,)),
    _problem("p14", "floor of the average without overflow", 2,
             lambda x, y: (x & y) + ((x ^ y) >> 1), "bvand bvxor bvashr bvadd", (1,)),
    _problem("p15", "ceiling of the average without overflow", 2,
             lambda x, y: (x | y) - ((x ^ y) >> 1), "bvor bvxor bvashr bvsub", (1,)),
    _problem("p16", "maximum of two signed integers", 2, lambda x, y: st.ite(x >= y, x, y),
             "bvxor bvsge bvneg bvand bvxor", ()),
    _problem("p17", "turn off the rightmost contiguous string of 1-bits", 1,
             lambda x: ((x | (x - 1)) + 1) & x, "bvsub bvor bvadd bvand", (1,)),
    _problem("p18", "test whether x is a power of 2", 1, _p18,
             "bvsub bvand bvredor bvredor bvnot bvand", (1,)),
    _problem("p19", "exchange two fields of a register", 3, _p19,
             "bvlshr bvxor bvand bvshl bvxor bvxor", ()),
    _problem("p20", "next higher number with the same number of 1-bits", 1, _p20,
             "bvneg bvand bvadd bvxor bvlshr bvudiv bvor", (2,)),
    _problem("p21", "cycle through three values", 4, _p21,
             "bveq bvneg bvxor bveq bvneg bvxor bvand bvand bvxor bvxor", (),
             _p21_requires),
    _problem("p22", "parity", 1, _p22, "bvlshr bvxor bvlshr bvxor bvand bvmul bvlshr bvand",
             (1, 2, 0x11111111, 28)),
    _problem("p23", "population count (per byte)", 1, _p23,
             "bvlshr bvand bvsub bvand bvlshr bvand bvadd bvlshr bvadd bvand",
             (1, 2, 4, 0x55555555, 0x33333333, 0x0F0F0F0F)),
    _problem("p24", "round up to the next power of 2", 1, _p24,
             "bvsub bvlshr bvor bvlshr bvor bvlshr bvor bvlshr bvor bvlshr bvor bvadd",
             (1, 2, 4, 8, 16)),
    _problem("p25", "high half of the product", 2, _p25,
             "bvand bvlshr bvand bvlshr bvmul bvmul bvmul bvmul bvlshr bvadd bvand bvlshr "
             "bvadd bvlshr bvadd bvadd",
             (0xFFFF, 16)),
)}
