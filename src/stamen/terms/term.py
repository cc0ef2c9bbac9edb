"""Hash-consed symbolic terms.

Structurally equal terms are the same object: the intern table maps
(op, sort id, child keys) to the term. A term child's key is its `ikey`, its
`tid` as an imaginary number (never the child itself, so hashing a key is
O(arity)), and a literal child's key is the literal, which no imaginary
number equals; keys hold no GC-tracked objects. A term's `tid` is larger
than each child's.

The table holds its terms strongly, which costs the hot path no weak
references, and is swept when it doubles: a sweep drops, newest first, the
terms that nothing but the table refers to (a term is newer than its
children, so a dropped parent releases its children before they are
looked at). A long-running process therefore keeps flat memory.
"""

from __future__ import annotations

import sys
from fractions import Fraction

from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, REAL, STRING, BitVecSort, Sort

__all__ = [
    "Term",
    "make",
    "make2",
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

    __slots__ = ("op", "args", "sort", "tid", "ikey", "_intern_key", "__weakref__")

    def __init__(self, op: str, args: tuple, sort: Sort, tid: int):
        self.op = op
        self.args = args
        self.sort = sort
        self.tid = tid
        self.ikey = 1j * tid
        self._intern_key = None  # set by `make` for interned terms

    def __hash__(self) -> int:
        return self.tid

    def __reduce__(self):
        raise TypeError("stamen terms cannot be pickled; evaluate them under a model first")

    @property
    def __class__(self):  # noqa: PLE0237 - read by isinstance() and __class__ of foreign code
        """Term for stamen; the Python class of the values the term stands for (int, bool,
        str, float) where code stamen does not lift reads it (see `operators`)."""
        return class_seen(self)


def class_seen(term: Term) -> type:
    """Returns the class `term.__class__` reads (replaced by `operators`)."""
    return Term


_new_term = object.__new__
_table: dict[tuple, Term] = {}
_lookup = _table.get
_next_tid = 0
_MIN_SWEEP = 1 << 16
_sweep_at = _MIN_SWEEP

# References to a term that nothing else holds, as sys.getrefcount sees it in `sweep`:
# the table's, the snapshot list's, the loop variable's and getrefcount's own argument.
_UNREFERENCED = 4


def term_count() -> int:
    """Returns how many distinct terms have been created so far (a monotone counter)."""
    return _next_tid


def intern_table_size() -> int:
    """Returns the number of entries in the intern table (live and not yet swept)."""
    return len(_table)


def sweep() -> None:
    """Drops the interned terms that nothing outside the intern table refers to.

    Walks the table newest first: dropping a term releases its children,
    which are older, so one pass frees a whole unreferenced subgraph, one
    term at a time (no recursive deallocation, however deep the term).
    """
    global _sweep_at
    table, refcount, unreferenced = _table, sys.getrefcount, _UNREFERENCED
    terms = list(table.values())  # oldest first: the table is in creation order
    t = None
    for i in range(len(terms) - 1, -1, -1):
        t = terms[i]
        if refcount(t) <= unreferenced:
            terms[i] = None
            del table[t._intern_key]  # t is freed when the loop rebinds it
    t = None
    _sweep_at = max(_MIN_SWEEP, 2 * len(table))


def _intern(key: tuple, op: str, args: tuple, sort: Sort) -> Term:
    """Creates, interns and returns the term for `key` (which must not be in the table)."""
    global _next_tid
    _next_tid += 1
    t = _new_term(Term)  # the fields of Term.__init__, without a call to it
    t.op = op
    t.args = args
    t.sort = sort
    t.tid = _next_tid
    t.ikey = 1j * _next_tid
    t._intern_key = key
    _table[key] = t
    if len(_table) > _sweep_at:
        sweep()
    return t


def make(op: str, args: tuple, sort: Sort) -> Term:
    """Returns the unique term `op(*args)` of `sort`, creating it if needed.

    Assumes the arguments are already simplified and well-sorted: this is the
    unchecked constructor beneath the smart constructors.
    """
    key = (op, sort.sid, *[a.ikey if type(a) is Term else a for a in args])
    t = _lookup(key)
    if t is None:
        t = _intern(key, op, args, sort)
    return t


def make2(op: str, a, b, sort: Sort) -> Term:
    """`make` for binary operators, without building an intermediate list."""
    key = (op, sort.sid, a.ikey if type(a) is Term else a, b.ikey if type(b) is Term else b)
    t = _lookup(key)
    if t is None:
        t = _intern(key, op, (a, b), sort)
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
    """Returns the sort of a concrete value: a literal (a `str` is a string literal), or a
    concrete array or function."""
    t = type(v)
    if t is bool:
        return BOOL
    if t is int:
        return INT
    if t is Fraction:
        return REAL
    if t is BV:
        return BitVecSort(v.width)
    if t is str:
        return STRING
    sort = getattr(v, "sort", None)  # ArrayValue, FunctionValue (defined in arrays.py)
    if isinstance(sort, Sort):
        return sort
    raise TypeError(f"not a stamen literal: {v!r}")
