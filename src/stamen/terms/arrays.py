"""Arrays (total maps, SMT-LIB `select`/`store`) and uninterpreted function application.

Concrete arrays and functions are `ArrayValue` and `FunctionValue`: immutable,
hashable tables with a default, which is how models describe them.
Read-over-write: select(store(a, i, v), i) = v, and a read past a store at a
different literal index reads the array beneath. A concrete array may be a
literal argument of `select` and `store` terms.
"""

from __future__ import annotations

from stamen.terms.boolean import and_, eq, ite
from stamen.terms.rebuild import register
from stamen.terms.sorts import ArraySort, FunctionSort
from stamen.terms.term import Term, make, make2

__all__ = [
    "SELECT", "STORE", "CONST_ARRAY", "APPLY",
    "ArrayValue", "FunctionValue", "select", "store", "const_array", "apply",
]

SELECT, STORE, CONST_ARRAY, APPLY = "select", "store", "const_array", "apply"


class ArrayValue:
    """A concrete array: `default` everywhere except at the keys of `entries`.

    Entries equal to the default are dropped, so equal arrays (as maps) are equal values.
    """

    __slots__ = ("sort", "default", "entries", "_hash")

    def __init__(self, sort: ArraySort, default, entries=()):
        self.sort = sort
        self.default = default
        self.entries = {k: v for k, v in dict(entries).items() if not v == default}
        self._hash = hash((ArrayValue, sort, default, frozenset(self.entries.items())))

    def __getitem__(self, key):
        return self.entries.get(key, self.default)

    def __eq__(self, other):
        return (
            isinstance(other, ArrayValue)
            and self.sort is other.sort
            and self.default == other.default
            and self.entries == other.entries
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        items = ", ".join(f"{k!r}: {v!r}" for k, v in self.entries.items())
        return f"ArrayValue({{{items}}}, default={self.default!r})"


class FunctionValue:
    """A concrete function: a table of argument tuples to results, and a default result.

    Table rows equal to the default are dropped, so equal functions are equal values.
    """

    __slots__ = ("sort", "default", "table", "_hash")

    def __init__(self, sort: FunctionSort, default, table=()):
        self.sort = sort
        self.default = default
        self.table = {k: v for k, v in dict(table).items() if not v == default}
        self._hash = hash((FunctionValue, sort, default, frozenset(self.table.items())))

    def __call__(self, *args):
        return self.table.get(tuple(args), self.default)

    def __eq__(self, other):
        return (
            isinstance(other, FunctionValue)
            and self.sort is other.sort
            and self.default == other.default
            and self.table == other.table
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        items = ", ".join(f"{k!r}: {v!r}" for k, v in self.table.items())
        return f"FunctionValue({{{items}}}, default={self.default!r})"


def _is_lit(v) -> bool:
    return type(v) is not Term


def const_array(sort: ArraySort, value):
    """Returns the array of `sort` that maps every key to `value`."""
    if _is_lit(value):
        return ArrayValue(sort, value)
    return make(CONST_ARRAY, (value,), sort)


def select(a, i):
    """Returns a[i], reading through stores whose index is known to differ from `i`."""
    while True:
        if type(a) is ArrayValue:
            if _is_lit(i) or not a.entries:
                return a[i]
            break
        op = a.op
        if op == CONST_ARRAY:
            return a.args[0]
        if op != STORE:
            break
        j = a.args[1]
        if j is i:
            return a.args[2]
        if not (_is_lit(i) and _is_lit(j)):
            break
        if i == j:
            return a.args[2]
        a = a.args[0]
    return make2(SELECT, a, i, a.sort.value)


def store(a, i, v):
    """Returns the array a with a[i] = v; a second write to the same index replaces the first.

    A concrete array written at a literal index with a literal value stays concrete;
    otherwise the concrete array becomes a literal argument of the `store` term.
    """
    if type(a) is ArrayValue:
        if _is_lit(i) and _is_lit(v):
            entries = dict(a.entries)
            entries[i] = v
            return ArrayValue(a.sort, a.default, entries)
    elif a.op == STORE:
        j = a.args[1]
        if j is i or _is_lit(i) and _is_lit(j) and i == j:
            a = a.args[0]
    return make(STORE, (a, i, v), a.sort)


def apply(f, *args):
    """Returns the application f(*args) of an uninterpreted function (or a concrete one)."""
    if type(f) is FunctionValue and all(_is_lit(x) for x in args):
        return f(*args)
    if type(f) is FunctionValue:
        result = f.default
        for key, value in f.table.items():
            result = ite(and_(*(eq(x, k) for x, k in zip(args, key, strict=True))), value, result)
        return result
    return make(APPLY, (f, *args), f.sort.range)


register(SELECT, lambda args, sort: select(*args))
register(STORE, lambda args, sort: store(*args))
register(CONST_ARRAY, lambda args, sort: const_array(sort, args[0]))
register(APPLY, lambda args, sort: apply(*args))
