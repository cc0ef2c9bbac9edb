"""The component library of loop-free bit-vector programs (Gulwani et al., PLDI'11): named
bit-vector operations, each of arity 1 or 2, that work at any width (the problems are
32-bit; synthesis may first search at a smaller width). Predicates return 1 or 0."""

from __future__ import annotations

from dataclasses import dataclass

import stamen as st

__all__ = ["BV32", "COMMUTATIVE", "COMPONENTS", "Component", "IDEMPOTENT_PAIR", "as_bit",
           "width_of"]

BV32 = st.BitVec(32)

# Components whose operands may be swapped: a sketch orders their operands.
COMMUTATIVE = frozenset({"bvadd", "bvmul", "bvand", "bvor", "bvxor", "bveq"})

# Components whose result on two equal operands is that operand or a constant.
IDEMPOTENT_PAIR = frozenset({"bvsub", "bvand", "bvor", "bvxor", "bvudiv", "bveq", "bvsge",
                             "bvule", "bvugt"})


def width_of(value) -> int:
    """Returns the width of a (concrete or symbolic) bit-vector value."""
    return value.sort.width


def as_bit(condition, like):
    """Returns 1 if `condition` holds, else 0, as a bit-vector as wide as `like` (so the
    same code runs at every width)."""
    sort = st.BitVec(width_of(like))
    return st.ite(condition, sort(1), sort(0))


@dataclass(frozen=True)
class Component:
    """An operation of the library: its name, its arity and its semantics."""

    name: str
    arity: int
    fn: object

    def __call__(self, *args):
        return self.fn(*args[: self.arity])


def _table(*components: Component) -> dict:
    return {c.name: c for c in components}


COMPONENTS = _table(
    Component("bvadd", 2, lambda x, y: x + y),
    Component("bvsub", 2, lambda x, y: x - y),
    Component("bvmul", 2, lambda x, y: x * y),
    Component("bvudiv", 2, st.udiv),
    Component("bvneg", 1, lambda x: -x),
    Component("bvnot", 1, lambda x: ~x),
    Component("bvand", 2, lambda x, y: x & y),
    Component("bvor", 2, lambda x, y: x | y),
    Component("bvxor", 2, lambda x, y: x ^ y),
    Component("bvshl", 2, lambda x, y: x << y),
    Component("bvlshr", 2, st.lshr),
    Component("bvashr", 2, lambda x, y: x >> y),
    Component("bvredor", 1, lambda x: as_bit(x != 0, x)),
    Component("bveq", 2, lambda x, y: as_bit(x == y, x)),
    Component("bvsge", 2, lambda x, y: as_bit(x >= y, x)),
    Component("bvule", 2, lambda x, y: as_bit(st.ule(x, y), x)),
    Component("bvugt", 2, lambda x, y: as_bit(st.ugt(x, y), x)),
)
