"""Hash-consed symbolic terms.

Structurally equal terms are the same object: the intern table maps
(op, sort, child keys) to a weak reference to the term, where a child's key
is its `tid` (never the child itself, so hashing a key is O(arity)) and a
literal child's key is the 1-tuple `(value,)`. A term's `tid` is larger than
each child's. The table holds terms weakly and is swept when it doubles, so
a long-running process keeps flat memory.
"""

from __future__ import annotations

import weakref
from fractions import Fraction

from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, BitVecSort, Sort

__all__ = [
    "Term",
    "make",
    "constant",
    "is_term",
    "is_literal",
    "literal_sort",
    "term_count",
    "intern_table_size",
    "sweep",
    "CONST",
]

CONST = "const"


class Term:
    """An immutable node of the shared term DAG: `op` applied to `args`, of sort `sort`.

    `args` holds child terms, literal Python values (bool, int, Fraction, BV)
    and, for parametric operators such as extract, int parameters. A symbolic
    constant has op `const` and its name as the only argument. `__bool__`
    raises (see `operators.py`), so Python cannot silently branch on a term.
    """

    __slots__ = ("op", "args", "sort", "tid", "__weakref__")

    def __init__(self, op: str, args: tuple, sort: Sort, tid: int):
        self.op = op
        self.args = args
        self.sort = sort
        self.tid = tid

    def __hash__(self) -> int:
        return self.tid

    def __reduce__(self):
        raise TypeError("stamen terms cannot be pickled; evaluate them under a model first")


_table: dict[tuple, weakref.ref] = {}
_next_tid = 0
_sweep_at = 1 << 16


def term_count() -> int:
    """Returns how many distinct terms have been created so far (a monotone counter)."""
    return _next_tid


def intern_table_size() -> int:
    """Returns the number of entries in the intern table (live and not yet swept)."""
    return len(_table)


def sweep() -> None:
    """Drops intern-table entries whose term has been garbage collected."""
    global _sweep_at
    dead = [k for k, r in _table.items() if r() is None]
    for k in dead:
        del _table[k]
    _sweep_at = max(1 << 16, 2 * len(_table))


def _key_of(a):
    return a.tid if type(a) is Term else (a,)


def make(op: str, args: tuple, sort: Sort) -> Term:
    """Returns the unique term `op(*args)` of `sort`, creating it if needed.

    Assumes the arguments are already simplified and well-sorted: this is the
    unchecked constructor beneath the smart constructors.
    """
    global _next_tid
    key = (op, sort, *[a.tid if type(a) is Term else (a,) for a in args])
    ref = _table.get(key)
    if ref is not None:
        t = ref()
        if t is not None:
            return t
    _next_tid += 1
    t = Term(op, args, sort, _next_tid)
    _table[key] = weakref.ref(t)
    if len(_table) > _sweep_at:
        sweep()
    return t


def make2(op: str, a, b, sort: Sort) -> Term:
    """`make` for binary operators, without building an intermediate list."""
    global _next_tid
    key = (op, sort, a.tid if type(a) is Term else (a,), b.tid if type(b) is Term else (b,))
    ref = _table.get(key)
    if ref is not None:
        t = ref()
        if t is not None:
            return t
    _next_tid += 1
    t = Term(op, (a, b), sort, _next_tid)
    _table[key] = weakref.ref(t)
    if len(_table) > _sweep_at:
        sweep()
    return t


def constant(name: str, sort: Sort) -> Term:
    """Returns the symbolic constant named `name` of `sort` (same name and sort: same term)."""
    return make(CONST, (name,), sort)


def is_term(v) -> bool:
    """Returns whether `v` is a symbolic term."""
    return type(v) is Term


def is_literal(v) -> bool:
    """Returns whether `v` is a concrete value that can appear in a term."""
    t = type(v)
    return t is bool or t is int or t is Fraction or t is BV


def literal_sort(v) -> Sort:
    """Returns the sort of a concrete value: a literal, or a concrete array or function."""
    t = type(v)
    if t is bool:
        return BOOL
    if t is int:
        return INT
    if t is Fraction:
        return REAL
    if t is BV:
        return BitVecSort(v.width)
    sort = getattr(v, "sort", None)  # ArrayValue, FunctionValue (defined in arrays.py)
    if isinstance(sort, Sort):
        return sort
    raise TypeError(f"not a stamen literal: {v!r}")
