"""SynthCL's data types: OpenCL's scalars `bool`, `int` and `float`, and their vectors.

An `int` is a two's-complement bit-vector of the current width (`bitwidth`: 32 bits for
verification, 8 for synthesis, as in the PLDI'14 paper's Table 1), so its arithmetic wraps
as OpenCL's does: `/` truncates towards zero (bvsdiv) and `rem` is C's `%` (bvsrem; Python's
`%` on stamen's bit-vectors is bvsmod). A `float` is an exact solver real, as in Rosette's
SynthCL: concrete floats are `Fraction`s. A vector (`int4`, `float4`, ...) is an immutable
`Vec` with element-wise operators, swizzles (`v.x`, `v.wzyx`, `v.s0`, `v.lo`, `v.odd`) and
conversions (`convert_float4`, `convert_int4`); being a frozen dataclass, it merges
element-wise at every join and never becomes a union.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from fractions import Fraction

import stamen as st

__all__ = [
    "INT", "FLOAT", "Vec", "bitwidth", "convert", "convert_float", "convert_int",
    "current_width", "float_", "int_", "int_type", "rem", "scalar_kind", "sqrt", "vector",
    "SMALL", "SQRT",
]

INT = "int"
FLOAT = "float"

_WIDTH: ContextVar[int] = ContextVar("synthcl_bitwidth", default=32)

# OpenCL's sqrt on solver reals: an uninterpreted function of its argument (the reals have
# no square root). A refinement verified with it is correct for every square-root
# function, the exact one included; queries quantify over it (see `queries`).
SQRT = st.symbolic("synthcl.sqrt", st.Function(st.Real, st.Real))


# The sort of a sketch's small constants: a 4-bit hole, used as `int_(st.hole(SMALL))` (so
# -8 .. 7 at every width). Its value means the same number at 8 bits, where sketches are
# synthesized, and at 32, where their completions are verified, and one hole has one sort
# whatever the width of the run.
SMALL = st.BitVec(4)


def current_width() -> int:
    """Returns the width in bits of SynthCL's `int` in this evaluation."""
    return _WIDTH.get()


@contextmanager
def bitwidth(width: int):
    """Evaluates the body with `int` as a `width`-bit vector (Rosette's #:bitwidth)."""
    if type(width) is not int or width < 2:
        raise st.InvalidArgument(f"bitwidth: expected an int >= 2, got {width!r}")
    token = _WIDTH.set(width)
    try:
        yield width
    finally:
        _WIDTH.reset(token)


def int_type() -> st.BitVec:
    """Returns the sort of SynthCL's `int` at the current width."""
    return st.BitVec(current_width())


def _is_bv(v) -> bool:
    sort = getattr(v, "sort", None)
    return sort is not None and type(sort).__name__ == "BitVecSort"


def _is_real(v) -> bool:
    return type(v) is Fraction or getattr(v, "sort", None) is st.Real


def int_(v):
    """Returns `v` as an `int` of the current width: a Python int or bool is wrapped, a
    bit-vector of another width is sign-extended or truncated (so a constant synthesized
    at 8 bits means the same number at 32), and a float is truncated towards zero."""
    width = current_width()
    sort = st.BitVec(width)
    if type(v) is bool:
        return sort(1 if v else 0)
    if type(v) is int:
        return sort(v)
    if isinstance(v, st.BV):
        return v if v.width == width else sort(v.signed)
    if _is_bv(v):
        have = v.sort.width
        if have == width:
            return v
        return st.sign_extend(width - have, v) if have < width else st.extract(width - 1, 0, v)
    if _is_real(v):
        return convert_int(v)
    if getattr(v, "sort", None) is not None and str(v.sort) == "bool":
        return st.ite(v, sort(1), sort(0))
    raise TypeError(f"SynthCL: cannot convert {v!r} to int")


def float_(v):
    """Returns `v` as a `float` (a solver real): ints convert exactly (signed)."""
    if type(v) is Fraction:
        return v
    if type(v) is int:
        return Fraction(v)
    if isinstance(v, st.BV):
        return Fraction(v.signed)
    if _is_bv(v):
        return Fraction(1) * st.bv2int(v, signed=True)
    if _is_real(v):
        return v
    if type(v) is float:
        return Fraction(v)
    raise TypeError(f"SynthCL: cannot convert {v!r} to float")


def convert_float(v):
    """OpenCL's `(float) v`."""
    return float_(v)


def convert_int(v):
    """OpenCL's `(int) v` of a float: truncation towards zero, wrapped to the int width
    (OpenCL leaves out-of-range conversions undefined; this model wraps them)."""
    if isinstance(v, st.BV) or _is_bv(v) or type(v) in (int, bool):
        return int_(v)
    if type(v) is Fraction:
        return int_type()(math.trunc(v))
    return st.int2bv(math.trunc(v), current_width())


def rem(a, b):
    """C's `a % b` on ints: the remainder of truncating division (sign of `a`). A grammar
    expansion past its depth (`stamen.EXHAUSTED`) absorbs it, as it absorbs operators."""
    if a is st.EXHAUSTED or b is st.EXHAUSTED:
        return st.EXHAUSTED
    return st.srem(int_(a), int_(b))


def sqrt(v):
    """OpenCL's `sqrt` of a float. A symbolic argument gives the uninterpreted `SQRT` of it;
    a concrete one the correctly rounded binary64 square root as an exact fraction (the
    concrete model under which counterexamples are replayed)."""
    if isinstance(v, Vec):
        return Vec(FLOAT, tuple(sqrt(e) for e in v.elems))
    v = float_(v)
    if type(v) is Fraction:
        if v < 0:
            raise ValueError("sqrt of a negative float")
        n, d = v.numerator, v.denominator
        rn, rd = math.isqrt(n), math.isqrt(d)
        if rn * rn == n and rd * rd == d:
            return Fraction(rn, rd)
        return Fraction(math.sqrt(v))
    return SQRT(v)


def scalar_kind(v) -> str:
    """Returns INT or FLOAT for a scalar value."""
    if _is_real(v):
        return FLOAT
    if isinstance(v, st.BV) or _is_bv(v) or type(v) is int:
        return INT
    raise TypeError(f"SynthCL: {v!r} is not a scalar int or float")


def convert(v, kind: str):
    """Returns the scalar `v` converted to `kind` (INT or FLOAT)."""
    return int_(v) if kind == INT else float_(v)


# ---------------------------------------------------------------- vectors

_LETTERS = {"x": 0, "y": 1, "z": 2, "w": 3}
_SIZES = (2, 3, 4, 8, 16)


def _swizzle_indices(name: str, n: int) -> tuple[int, ...] | None:
    """Returns the component indices a swizzle names (`xy`, `s01`, `lo`, `odd`), or None."""
    if name in ("lo", "hi", "even", "odd"):
        half = (n + 1) // 2
        return {"lo": tuple(range(half)), "hi": tuple(range(half, n)),
                "even": tuple(range(0, n, 2)), "odd": tuple(range(1, n, 2))}[name]
    if name[:1] in ("s", "S") and len(name) > 1:
        try:
            indices = tuple(int(c, 16) for c in name[1:])
        except ValueError:
            return None
    elif name and all(c in _LETTERS for c in name):
        indices = tuple(_LETTERS[c] for c in name)
    else:
        return None
    return indices if all(i < n for i in indices) else None


@dataclass(frozen=True, eq=False)
class Vec:
    """An OpenCL vector value: `kind` (INT or FLOAT) and its components."""

    kind: str
    elems: tuple

    def __post_init__(self):
        if len(self.elems) not in _SIZES:
            raise TypeError(f"SynthCL: no {self.kind}{len(self.elems)} vector type")

    @property
    def type_name(self) -> str:
        return f"{self.kind}{len(self.elems)}"

    def __len__(self) -> int:
        return len(self.elems)

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        indices = _swizzle_indices(name, len(self.elems))
        if indices is None:
            raise AttributeError(f"{self.type_name} has no component or swizzle {name!r}")
        if len(indices) == 1:
            return self.elems[indices[0]]
        return Vec(self.kind, tuple(self.elems[i] for i in indices))

    def with_(self, swizzle: str, value) -> Vec:
        """Returns a copy with the components named by `swizzle` set (`v.xy = u` in C)."""
        indices = _swizzle_indices(swizzle, len(self.elems))
        if indices is None:
            raise AttributeError(f"{self.type_name} has no swizzle {swizzle!r}")
        parts = value.elems if isinstance(value, Vec) else (value,) * len(indices)
        if len(parts) != len(indices):
            raise TypeError(f"SynthCL: {swizzle} takes {len(indices)} components")
        elems = list(self.elems)
        for i, p in zip(indices, parts, strict=False):
            elems[i] = convert(p, self.kind)
        return Vec(self.kind, tuple(elems))

    def __bool__(self):
        raise TypeError("SynthCL: a vector has no truth value (use any/all)")

    def __repr__(self) -> str:
        return f"({self.type_name})({', '.join(map(repr, self.elems))})"

    # element-wise arithmetic, with a scalar broadcast to every component
    def _zip(self, other, fn, reverse=False) -> Vec:
        if isinstance(other, Vec):
            if len(other.elems) != len(self.elems) or other.kind != self.kind:
                raise TypeError(f"SynthCL: {self.type_name} and {other.type_name} do not mix")
            pairs = zip(self.elems, other.elems, strict=False)
        else:
            pairs = ((e, convert(other, self.kind)) for e in self.elems)
        if reverse:
            return Vec(self.kind, tuple(fn(b, a) for a, b in pairs))
        return Vec(self.kind, tuple(fn(a, b) for a, b in pairs))

    def __add__(self, o): return self._zip(o, lambda a, b: a + b)
    def __radd__(self, o): return self._zip(o, lambda a, b: a + b, True)
    def __sub__(self, o): return self._zip(o, lambda a, b: a - b)
    def __rsub__(self, o): return self._zip(o, lambda a, b: a - b, True)
    def __mul__(self, o): return self._zip(o, lambda a, b: a * b)
    def __rmul__(self, o): return self._zip(o, lambda a, b: a * b, True)
    def __truediv__(self, o): return self._zip(o, lambda a, b: a / b)
    def __rtruediv__(self, o): return self._zip(o, lambda a, b: a / b, True)
    def __and__(self, o): return self._int_zip(o, lambda a, b: a & b)
    def __or__(self, o): return self._int_zip(o, lambda a, b: a | b)
    def __xor__(self, o): return self._int_zip(o, lambda a, b: a ^ b)
    def __lshift__(self, o): return self._int_zip(o, lambda a, b: a << b)
    def __rshift__(self, o): return self._int_zip(o, lambda a, b: a >> b)
    def __neg__(self): return Vec(self.kind, tuple(-e for e in self.elems))

    def _int_zip(self, other, fn) -> Vec:
        if self.kind != INT:
            raise TypeError(f"SynthCL: bitwise operators need an int vector, not {self.type_name}")
        return self._zip(other, fn)

    def rem(self, other) -> Vec:
        """Element-wise C `%`."""
        return self._int_zip(other, rem)

    # OpenCL's relational operators on vectors: -1 (all bits set) where true, else 0
    def _compare(self, other, fn) -> Vec:
        one, zero = int_(-1), int_(0)
        out = self._zip(other, lambda a, b: st.ite(fn(a, b), one, zero))
        return Vec(INT, out.elems)

    def __lt__(self, o): return self._compare(o, lambda a, b: a < b)
    def __le__(self, o): return self._compare(o, lambda a, b: a <= b)
    def __gt__(self, o): return self._compare(o, lambda a, b: a > b)
    def __ge__(self, o): return self._compare(o, lambda a, b: a >= b)
    def __eq__(self, o): return self._compare(o, lambda a, b: a == b)  # type: ignore[override]
    def __ne__(self, o): return self._compare(o, lambda a, b: a != b)  # type: ignore[override]

    __hash__ = object.__hash__


def vector(kind: str, n: int):
    """Returns the constructor of the vector type `kind``n` (e.g. `vector(INT, 4)` is
    int4): `int4(s)` broadcasts a scalar, `int4(a, b, c, d)` or `int4(v2, a, b)` lists
    components (vectors contribute all of theirs)."""
    def construct(*parts) -> Vec:
        if len(parts) == 1 and not isinstance(parts[0], Vec):
            return Vec(kind, (convert(parts[0], kind),) * n)
        elems: list = []
        for p in parts:
            elems.extend(p.elems if isinstance(p, Vec) else (p,))
        if len(elems) != n:
            raise TypeError(f"SynthCL: {kind}{n} takes {n} components, got {len(elems)}")
        return Vec(kind, tuple(convert(e, kind) for e in elems))

    construct.__name__ = construct.__qualname__ = f"{kind}{n}"
    construct.__doc__ = f"OpenCL's ({kind}{n}) constructor."
    return construct


def convert_vector(kind: str, n: int):
    """Returns OpenCL's `convert_<kind><n>` (element-wise conversion)."""
    def conv(v: Vec) -> Vec:
        if not isinstance(v, Vec) or len(v.elems) != n:
            raise TypeError(f"SynthCL: convert_{kind}{n} takes a vector of {n} components")
        return Vec(kind, tuple(convert(e, kind) for e in v.elems))

    conv.__name__ = conv.__qualname__ = f"convert_{kind}{n}"
    return conv


int2, int3, int4, int8, int16 = (vector(INT, n) for n in _SIZES)
float2, float3, float4, float8, float16 = (vector(FLOAT, n) for n in _SIZES)
convert_int4, convert_float4 = convert_vector(INT, 4), convert_vector(FLOAT, 4)
__all__ += ["int2", "int3", "int4", "int8", "int16", "float2", "float3", "float4", "float8",
            "float16", "convert_int4", "convert_float4", "convert_vector"]


def int_range(*bounds):
    """Yields OpenCL ints over a concrete range (C's `for (int k = a; k < b; k += s)`):
    `int_range(stop)`, `int_range(start, stop)` or `int_range(start, stop, step)`, each
    bound a concrete int or int value."""
    concrete = [b.signed if isinstance(b, st.BV) else b for b in bounds]
    for k in range(*concrete):
        yield int_(k)


__all__ += ["int_range"]
