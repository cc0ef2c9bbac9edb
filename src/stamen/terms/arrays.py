"""Arrays (total maps, SMT-LIB `select`/`store`) and uninterpreted function application.

Concrete arrays and functions are `ArrayValue` and `FunctionValue`: immutable,
hashable tables with a default, which is how models describe them.
Read-over-write (Lim, Lal and Reps's `access`, seed 001 section 4), by the
three-pronged comparison of indices: equality as terms (select(store(a, i, v), i) = v),
definite disequality (`distinct`: two literals, or `b + c1` and `b + c2` with c1 != c2,
as frame-pointer offsets are) reads the array beneath, and possible equality stops
`select`; `select_cases` goes on with an `ite(i = j, v, ...)` per possibly-equal store
(the paper's rule, which is Morris's rule of substitution). `store` replaces an earlier
write to an equal index beneath definitely-different ones (the paper's `update`). A
concrete array may be a literal argument of `select` and `store` terms.
"""

from __future__ import annotations

from stamen.terms.boolean import ITE, and_, eq, ite
from stamen.terms.rebuild import register
from stamen.terms.sorts import ArraySort, FunctionSort
from stamen.terms.term import Term, make, make2

__all__ = [
    "SELECT", "STORE", "CONST_ARRAY", "APPLY",
    "ArrayValue", "FunctionValue", "select", "store", "const_array", "apply", "distinct",
    "select_cases",
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


def _offset(t):
    """Returns (base, k) with t = base + k for a literal k: the base is a tuple of the
    summands' keys (the sum without its constant), so that two sums over the same
    summands compare by their constants."""
    if type(t) is Term and t.op in ("add", "bvadd") and type(t.args[-1]) is not Term:
        k = t.args[-1]
        return tuple(a.ikey if type(a) is Term else a for a in t.args[:-1]), \
            (k.value if hasattr(k, "value") else k)
    return (t.ikey if type(t) is Term else t,), 0


def distinct(i, j) -> bool:
    """Whether the indices i and j are definitely different (the paper's definite
    disequality): two unequal literals, or sums of the same summands with different
    constants (`ebp + -10` and `ebp + -14`; `x` and `x + 1`). False means "maybe equal"."""
    if i is j:
        return False
    if _is_lit(i) and _is_lit(j):
        return not i == j
    if _is_lit(i) or _is_lit(j):
        return False
    bi, ki = _offset(i)
    bj, kj = _offset(j)
    return bi == bj and ki != kj


def select(a, i):
    """Returns a[i], reading through stores whose index is definitely different from `i`."""
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
        if j is i or _is_lit(i) and _is_lit(j) and i == j:
            return a.args[2]
        if not distinct(i, j):
            break
        a = a.args[0]
    return make2(SELECT, a, i, a.sort.value)


# How many possibly-equal stores (and ite arrays) `select_cases` splits before it leaves the
# rest as a `select` term (exact either way; the bound keeps a read linear in its chain).
CASES_LIMIT = 64


def select_cases(a, i, limit: int = CASES_LIMIT):
    """Returns a[i] with read-over-write carried through possible equalities, as the
    paper's `access`: past a store at an index j that may equal i, the read is
    ite(i = j, v, a'[i]); a read of an ite of arrays is the ite of the reads; a
    concrete array read at a symbolic index is an ite over its entries. After `limit`
    splits the rest stays a `select` term."""
    a_read = select(a, i)
    if type(a_read) is not Term or a_read.op != SELECT or limit <= 0:
        return a_read
    a = a_read.args[0]
    if type(a) is ArrayValue:
        result = a.default
        for key, value in a.entries.items():
            result = ite(eq(i, key), value, result)
        return result
    if a.op == ITE:
        c, then_array, else_array = a.args
        return ite(c, select_cases(then_array, i, limit - 1),
                   select_cases(else_array, i, limit - 1))
    if a.op == STORE:
        below, j, v = a.args
        return ite(eq(i, j), v, select_cases(below, i, limit - 1))
    return a_read


# How many stores `store` looks beneath for an earlier write to the same index.
_REPLACE_DEPTH = 16


def store(a, i, v):
    """Returns the array a with a[i] = v; a write to an index equal to that of an earlier
    write, with only definitely-different indices written in between (looked for up to
    16 stores deep), replaces the earlier write in place (the paper's `update`).

    A concrete array written at a literal index with a literal value stays concrete;
    otherwise the concrete array becomes a literal argument of the `store` term.
    """
    if type(a) is ArrayValue:
        if _is_lit(i) and _is_lit(v):
            entries = dict(a.entries)
            entries[i] = v
            return ArrayValue(a.sort, a.default, entries)
        return make(STORE, (a, i, v), a.sort)
    above = []
    below = a
    for _ in range(_REPLACE_DEPTH):
        if type(below) is not Term or below.op != STORE:
            break
        j = below.args[1]
        if j is i or _is_lit(i) and _is_lit(j) and i == j:
            result = store(below.args[0], i, v)
            for upper in reversed(above):
                result = store(result, upper.args[1], upper.args[2])
            return result
        if not distinct(i, j):
            break
        above.append(below)
        below = below.args[0]
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
