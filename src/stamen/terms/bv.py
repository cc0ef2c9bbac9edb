"""Concrete bitvectors: an immutable `BV` value and the wrap-around semantics of every
bitvector operator, as functions on unsigned Python ints.

These functions are the single definition of concrete bitvector behaviour:
the `BV` operators call them, and the symbolic constructors in `bitvec.py`
call them to fold literals. Division follows SMT-LIB (total: x/0 is all
ones, x%0 is x), as z3py does.
"""

from __future__ import annotations

__all__ = ["BV", "to_signed", "BV_FUNCTIONS"]


def to_signed(value: int, width: int) -> int:
    """Returns the two's-complement reading of the unsigned `value` of `width` bits."""
    return value - (1 << width) if value >> (width - 1) else value


def _udiv(a, b, w):
    return (1 << w) - 1 if b == 0 else a // b


def _urem(a, b, w):
    return a if b == 0 else a % b


def _neg(a, w):
    return -a & ((1 << w) - 1)


def _sdiv(a, b, w):
    sa, sb = a >> (w - 1), b >> (w - 1)
    if not sa and not sb:
        return _udiv(a, b, w)
    if sa and not sb:
        return _neg(_udiv(_neg(a, w), b, w), w)
    if not sa and sb:
        return _neg(_udiv(a, _neg(b, w), w), w)
    return _udiv(_neg(a, w), _neg(b, w), w)


def _srem(a, b, w):
    sa, sb = a >> (w - 1), b >> (w - 1)
    if not sa and not sb:
        return _urem(a, b, w)
    if sa and not sb:
        return _neg(_urem(_neg(a, w), b, w), w)
    if not sa and sb:
        return _urem(a, _neg(b, w), w)
    return _neg(_urem(_neg(a, w), _neg(b, w), w), w)


def _smod(a, b, w):
    mask = (1 << w) - 1
    sa, sb = a >> (w - 1), b >> (w - 1)
    abs_a = _neg(a, w) if sa else a
    abs_b = _neg(b, w) if sb else b
    u = _urem(abs_a, abs_b, w)
    if u == 0 or (not sa and not sb):
        return u
    if sa and not sb:
        return (_neg(u, w) + b) & mask
    if not sa and sb:
        return (u + b) & mask
    return _neg(u, w)


def _ashr(a, b, w):
    return (to_signed(a, w) >> min(b, w)) & ((1 << w) - 1)


# op name -> function(a, b, width) -> unsigned result (binary operators on equal widths)
BV_FUNCTIONS = {
    "bvadd": lambda a, b, w: (a + b) & ((1 << w) - 1),
    "bvsub": lambda a, b, w: (a - b) & ((1 << w) - 1),
    "bvmul": lambda a, b, w: (a * b) & ((1 << w) - 1),
    "bvand": lambda a, b, w: a & b,
    "bvor": lambda a, b, w: a | b,
    "bvxor": lambda a, b, w: a ^ b,
    "bvshl": lambda a, b, w: 0 if b >= w else (a << b) & ((1 << w) - 1),
    "bvlshr": lambda a, b, w: 0 if b >= w else a >> b,
    "bvashr": _ashr,
    "bvudiv": _udiv,
    "bvurem": _urem,
    "bvsdiv": _sdiv,
    "bvsrem": _srem,
    "bvsmod": _smod,
    "bvult": lambda a, b, w: a < b,
    "bvule": lambda a, b, w: a <= b,
    "bvslt": lambda a, b, w: to_signed(a, w) < to_signed(b, w),
    "bvsle": lambda a, b, w: to_signed(a, w) <= to_signed(b, w),
}


class BV:
    """A concrete bitvector: `value` is unsigned in [0, 2**width). Immutable and hashable.

    Operators follow z3py: `<`, `>>`, `/`, `%` are signed (bvslt, bvashr,
    bvsdiv, bvsmod: as in z3py, `%` takes the sign of the divisor); `ult`,
    `lshr`, `udiv`, `urem` are the unsigned forms.
    A plain int operand is read as a bitvector of the same width.
    """

    __slots__ = ("value", "width")

    def __init__(self, value: int, width: int):
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "value", value & ((1 << width) - 1))

    def __setattr__(self, name, value):
        raise AttributeError("BV values are immutable")

    @property
    def sort(self):
        from stamen.terms.sorts import BitVecSort

        return BitVecSort(self.width)

    @property
    def signed(self) -> int:
        """Returns the two's-complement integer value."""
        return to_signed(self.value, self.width)

    @property
    def unsigned(self) -> int:
        """Returns the unsigned integer value."""
        return self.value

    def __repr__(self) -> str:
        return f"BitVec({self.width})({self.signed})"

    def __hash__(self) -> int:
        return hash((BV, self.value, self.width))

    def __int__(self) -> int:
        return self.signed

    def __index__(self) -> int:
        return self.value

    def __bool__(self) -> bool:
        raise TypeError(
            f"the truth value of a bitvector is ambiguous: {self!r}; compare it, e.g. `v != 0`"
        )

    # Binary operators are routed through the symbolic layer only when the
    # other operand is symbolic; otherwise they are computed here.
    def _other(self, other, opname):
        if isinstance(other, BV):
            if other.width != self.width:  # (the words of the symbolic operators' too)
                symbol = _SYMBOLS.get(opname, opname)
                raise TypeError(
                    f"unsupported operand type(s) for {symbol}: "
                    f"'BitVec({self.width})' and 'BitVec({other.width})'"
                )
            return other.value
        if type(other) is int:
            return other & ((1 << self.width) - 1)
        return None


# The operator symbol of each method, as Python's "unsupported operand" words name it.
_SYMBOLS = {"__add__": "+", "__sub__": "-", "__mul__": "*", "__and__": "&", "__or__": "|",
            "__xor__": "^", "__lshift__": "<<", "__rshift__": ">>", "__truediv__": "/",
            "__mod__": "%", "__lt__": "<", "__le__": "<=", "__gt__": ">", "__ge__": ">="}
_SYMBOLS.update({f"__r{k[2:]}": v for k, v in list(_SYMBOLS.items()) if k[2:4] not in (
    "lt", "le", "gt", "ge")})


def _binary(op: str, pyname: str, reflected: bool = False, predicate: bool = False):
    fn = BV_FUNCTIONS[op]

    def method(self, other):
        b = self._other(other, pyname)
        if b is None:
            return NotImplemented
        a = self.value
        if reflected:
            a, b = b, a
        r = fn(a, b, self.width)
        return r if predicate else BV(r, self.width)

    method.__name__ = pyname
    return method


for _op, _names in {
    "bvadd": ("__add__", "__radd__"),
    "bvsub": ("__sub__", "__rsub__"),
    "bvmul": ("__mul__", "__rmul__"),
    "bvand": ("__and__", "__rand__"),
    "bvor": ("__or__", "__ror__"),
    "bvxor": ("__xor__", "__rxor__"),
    "bvshl": ("__lshift__", "__rlshift__"),
    "bvashr": ("__rshift__", "__rrshift__"),
    "bvsdiv": ("__truediv__", "__rtruediv__"),
    "bvsmod": ("__mod__", "__rmod__"),
}.items():
    setattr(BV, _names[0], _binary(_op, _names[0]))
    setattr(BV, _names[1], _binary(_op, _names[1], reflected=True))

for _op, _name, _refl in (
    ("bvslt", "__lt__", False),
    ("bvsle", "__le__", False),
    ("bvslt", "__gt__", True),
    ("bvsle", "__ge__", True),
):
    setattr(BV, _name, _binary(_op, _name, reflected=_refl, predicate=True))


def _bv_eq(self, other):
    b = self._other(other, "==")
    if b is None:
        return NotImplemented
    return self.value == b


def _bv_ne(self, other):
    r = _bv_eq(self, other)
    return r if r is NotImplemented else not r


def _bv_floordiv(self, other):
    raise TypeError(
        "`//` is not defined on bitvectors; use `/` (signed, as in z3py) or stamen.udiv"
    )


BV.__eq__ = _bv_eq
BV.__ne__ = _bv_ne
BV.__floordiv__ = _bv_floordiv
BV.__rfloordiv__ = _bv_floordiv
BV.__neg__ = lambda self: BV(-self.value, self.width)
BV.__pos__ = lambda self: self
BV.__invert__ = lambda self: BV(~self.value, self.width)
