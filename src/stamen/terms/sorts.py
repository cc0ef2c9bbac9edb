"""Sorts (types) of stamen values: bool, int, real, float64, string, BitVec(w), Array,
Function.

Every sort is interned: two sorts are equal exactly when they are the same
object, so sort checks are identity tests. A bitvector sort is also the
user's constructor of concrete bitvectors: `BitVec(32)(5)`.
"""

from __future__ import annotations

from fractions import Fraction

from stamen.errors import InvalidArgument

__all__ = [
    "Sort",
    "BOOL",
    "INT",
    "REAL",
    "FLOAT64",
    "STRING",
    "BitVecSort",
    "ArraySort",
    "FunctionSort",
    "UninterpretedSort",
    "BitVec",
    "Array",
    "Function",
    "as_sort",
    "is_bv_sort",
]


class Sort:
    """Base of all sorts. Sorts are immutable and interned; compare with `is`.

    `sid` is a small int unique to the sort, used in the keys of the term intern table.
    """

    __slots__ = ("name", "sid")
    _count = 0

    def __init__(self, name: str):
        self.name = name
        Sort._count += 1
        self.sid = Sort._count

    def __repr__(self) -> str:
        return self.name

    def __reduce__(self):  # pickling keeps interning
        return (as_sort, (self.name,))


class _PrimitiveSort(Sort):
    __slots__ = ()


BOOL = _PrimitiveSort("bool")
INT = _PrimitiveSort("int")
REAL = _PrimitiveSort("real")
# IEEE-754 binary64, Python's float: the solvers' (_ FloatingPoint 11 53). `REAL` stays
# the exact rationals; which sort `float` names is the lifting layer's choice (see as_sort).
FLOAT64 = _PrimitiveSort("float64")
# Sequences of Unicode code points (SMT-LIB's String, code points up to 0x2FFFF), the strings
# lifted code computes from symbolic ints (`str(x)`); a Python `str` is its literal.
STRING = _PrimitiveSort("string")


class BitVecSort(Sort):
    """Bitvectors of a fixed width; calling the sort builds a concrete `BV`."""

    __slots__ = ("width", "mask")
    _interned: dict[int, BitVecSort] = {}

    def __new__(cls, width: int):
        sort = cls._interned.get(width)
        if sort is None or type(width) is not int:  # BitVec(True) must not find BitVec(1)
            if type(width) is not int or width <= 0:
                raise InvalidArgument(f"BitVec: expected a positive int width, got width={width!r}")
            sort = object.__new__(cls)
            Sort.__init__(sort, f"BitVec({width})")
            sort.width = width
            sort.mask = (1 << width) - 1
            cls._interned[width] = sort
        return sort

    def __init__(self, width: int):
        pass

    def __call__(self, value):
        """Returns the concrete bitvector of this width for an int (wrapping around); for
        a symbolic int or bit-vector (lifted code's `BV4(n)`), the term of this width."""
        from stamen.terms.bitvec import bv_of_width
        from stamen.terms.bv import BV

        if isinstance(value, BV):
            value = value.value
        symbolic = bv_of_width(self.width, value)
        if symbolic is not None:
            return symbolic
        if type(value) is bool or not isinstance(value, int):
            raise InvalidArgument(f"{self.name}: expected an int, got value={value!r}")
        return BV(value, self.width)

    def __reduce__(self):
        return (BitVecSort, (self.width,))


class ArraySort(Sort):
    """Total maps from a key sort to a value sort (SMT arrays)."""

    __slots__ = ("key", "value")
    _interned: dict[tuple[Sort, Sort], ArraySort] = {}

    def __new__(cls, key: Sort, value: Sort):
        k = (key, value)
        sort = cls._interned.get(k)
        if sort is None:
            sort = object.__new__(cls)
            Sort.__init__(sort, f"Array({key.name}, {value.name})")
            sort.key = key
            sort.value = value
            cls._interned[k] = sort
        return sort

    def __init__(self, key: Sort, value: Sort):
        pass

    def __reduce__(self):
        return (ArraySort, (self.key, self.value))


class FunctionSort(Sort):
    """Uninterpreted functions from a tuple of domain sorts to a range sort."""

    __slots__ = ("domain", "range")
    _interned: dict[tuple, FunctionSort] = {}

    def __new__(cls, domain: tuple[Sort, ...], range_: Sort):
        k = (domain, range_)
        sort = cls._interned.get(k)
        if sort is None:
            if not domain:
                raise InvalidArgument("Function: needs at least one domain sort")
            sort = object.__new__(cls)
            names = ", ".join(d.name for d in domain)
            Sort.__init__(sort, f"Function({names}, {range_.name})")
            sort.domain = domain
            sort.range = range_
            cls._interned[k] = sort
        return sort

    def __init__(self, domain, range_):
        pass

    def __reduce__(self):
        return (FunctionSort, (self.domain, self.range))


class UninterpretedSort(Sort):
    """A sort with no theory: values are only known to be equal or not (Boogie's `type T;`,
    SMT-LIB's `declare-sort`). Interned by name; `"int"` etc. name built-in sorts and
    cannot be declared."""

    __slots__ = ()
    _interned: dict[str, UninterpretedSort] = {}

    def __new__(cls, name: str):
        sort = cls._interned.get(name)
        if sort is None:
            if type(name) is not str or not name or name in _NAMES:
                raise InvalidArgument(f"Sort: expected a new sort name, got {name!r}")
            sort = object.__new__(cls)
            Sort.__init__(sort, name)
            cls._interned[name] = sort
        return sort

    def __init__(self, name: str):
        pass

    def __reduce__(self):
        return (UninterpretedSort, (self.name,))


def BitVec(width: int) -> BitVecSort:
    """Returns the sort of bitvectors of `width` bits; call it to build concrete values."""
    return BitVecSort(width)


def Array(key, value) -> ArraySort:
    """Returns the sort of arrays (total maps) from `key` to `value`."""
    return ArraySort(as_sort(key), as_sort(value))


def Function(*sorts) -> FunctionSort:
    """Returns the sort of uninterpreted functions: `Function(int, int, bool)` is int×int→bool."""
    if len(sorts) < 2:
        raise InvalidArgument(
            f"Function: expected domain sorts and a range sort, got {len(sorts)} sort(s)"
        )
    resolved = tuple(as_sort(s) for s in sorts)
    return FunctionSort(resolved[:-1], resolved[-1])


_PYTHON_TYPES = {bool: BOOL, int: INT, Fraction: REAL, float: FLOAT64, str: STRING}
_NAMES = {"bool": BOOL, "int": INT, "real": REAL, "float64": FLOAT64, "string": STRING}


def as_sort(t) -> Sort:
    """Returns the sort a user named: a Sort, or one of the Python types bool, int,
    Fraction (exact reals), float (IEEE binary64, Python's float) and str (the solvers'
    strings: code points up to U+2FFFF)."""
    if isinstance(t, Sort):
        return t
    if isinstance(t, str) and t in _NAMES:
        return _NAMES[t]
    try:
        sort = _PYTHON_TYPES.get(t)
    except TypeError:
        sort = None
    if sort is None:
        raise InvalidArgument(
            f"expected a stamen type (bool, int, float, str, stamen.Real, BitVec(w), Array(k, v), "
            f"Function(...)), got {t!r}"
        )
    return sort


def is_bv_sort(sort: Sort) -> bool:
    """Returns whether `sort` is a bitvector sort."""
    return type(sort) is BitVecSort
