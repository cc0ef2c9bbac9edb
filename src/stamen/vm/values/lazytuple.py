"""Tuples in a union whose elements are built when first read (issue 14).

A union of tuples of different lengths (revPos's `ps = (x,) + ps` under a
symbolic guard) grows by one member per join, and each join merges the
members of equal length. Built eagerly, the element-wise merge (PLDI'14,
Fig. 9) makes k `ite` terms for a member of length k at every join: n³/6
terms after n joins, although no operation may ever read an element (`len`
needs only the lengths). Here a union member is stored as a `LazyTuple`, the
recipe `a + b` (CONCAT) or "`a` where g holds, else `b`" (MERGE, equal
lengths) over tuples and other lazy tuples: O(1) per member per join, so the
joins cost what the union's guards cost. `force()` builds the tuple exactly
as the eager merge would have (the same `merge` of the same elements under
the same guards), once; only `Union.members` calls it.

A MERGE is deferred only over elements whose merge cannot depend on when it
runs: primitives, strings, None and tuples of them ("pure" tuples, which
reach nothing mutable). The merge of two frozen dataclasses reads their
stored state, which the store may change later (and undo at a branch's end),
so such tuples merge eagerly. A CONCAT reads nothing and is always deferred.
"""

from __future__ import annotations

from fractions import Fraction

from stamen.terms.bv import BV
from stamen.terms.term import Term
from stamen.vm.values.union import Lazy

__all__ = ["LazyTuple", "concat", "merge_tuples", "is_tuple_value", "tuple_lengths",
           "install_merge"]

# Elements whose merge depends on nothing but the two values and the guard.
_PURE = frozenset((Term, bool, int, Fraction, BV, float, complex, str, bytes, type(None)))
_CONCAT, _MERGE = 0, 1
# A merge of shorter tuples stays eager (a lazy node costs more than a few `ite`s).
LAZY_MIN = 2


class LazyTuple(Lazy):
    """A tuple (exactly `tuple`) of `length` elements stored as a recipe; see the module."""

    __slots__ = ("length", "op", "guard", "parts", "pure", "value")

    def __init__(self, length: int, op: int, guard, parts: tuple, pure: bool):
        self.length = length
        self.op = op
        self.guard = guard  # MERGE: the guard under which the first part is the value
        self.parts = parts  # the two operands (tuples or lazy tuples); None once forced
        self.pure = pure    # every element is pure (see the module): reaches nothing mutable
        self.value = None   # the built tuple, once forced

    def __repr__(self) -> str:
        kind = "concat" if self.op == _CONCAT else "merge"
        return f"<lazy tuple of {self.length} ({kind}{', built' if self.value else ''})>"

    def force(self) -> tuple:
        """Returns the tuple, building it (and the lazy tuples it is made of) on first use;
        iterative, since a chain of joins nests lazy tuples as deep as the loop runs."""
        if self.value is not None:
            return self.value
        stack = [self]
        while stack:
            node = stack[-1]
            if node.value is not None:
                stack.pop()
                continue
            pending = [p for p in node.parts if type(p) is LazyTuple and p.value is None]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            node._build()
        return self.value

    def _build(self) -> None:
        """Builds this tuple from its (built) parts and drops the parts."""
        a, b = (p.value if type(p) is LazyTuple else p for p in self.parts)
        if self.op == _CONCAT:
            self.value = a + b
        else:
            value = tuple([_merge(self.guard, x, y) for x, y in zip(a, b, strict=True)])
            _record(value, self.guard, a, b)
            self.value = value
        self.parts = None

    def children(self) -> tuple:
        """Returns the values this refers to (for walks of the heap)."""
        return (self.value,) if self.value is not None else self.parts


def is_tuple_value(v) -> bool:
    """Whether `v` is exactly a tuple or a lazy tuple."""
    t = type(v)
    return t is tuple or t is LazyTuple


def tuple_lengths(u) -> list | None:
    """Returns [(guard, length)] of a union whose members are all exactly tuples (read
    without building lazy ones), or None."""
    pairs = []
    for g, v in u._stamen_raw:
        t = type(v)
        if t is LazyTuple:
            pairs.append((g, v.length))
        elif t is tuple:
            pairs.append((g, len(v)))
        else:
            return None
    return pairs


def _length(v) -> int:
    return v.length if type(v) is LazyTuple else len(v)


def _pure(v, depth: int = 0) -> bool:
    """Whether every element of a tuple (or lazy tuple) is pure (see the module)."""
    if type(v) is LazyTuple:
        return v.pure
    for e in v:
        t = type(e)
        if t in _PURE:
            continue
        if t is tuple and depth < 8 and _pure(e, depth + 1):
            continue
        return False
    return True


def _value(v) -> tuple:
    return v.force() if type(v) is LazyTuple else v


def concat(a, b):
    """Returns `a + b` of two tuples or lazy tuples: a lazy tuple, or (like Python) the
    other operand itself when one is the empty tuple."""
    if type(a) is tuple and not a:
        return b
    if type(b) is tuple and not b:
        return a
    return LazyTuple(_length(a) + _length(b), _CONCAT, None, (a, b), _pure(a) and _pure(b))


def merge_tuples(g, a, b):
    """Returns the tuple that is `a` where g holds and `b` elsewhere (equal lengths, g
    symbolic): a lazy tuple when both are pure and long enough, else merged eagerly."""
    if a is b:
        return a
    n = _length(a)
    if n >= LAZY_MIN and _pure(a) and _pure(b):
        return LazyTuple(n, _MERGE, g, (a, b), True)
    return _merge(g, _value(a), _value(b))


# The element merge (`merge.merge`) and the record of a merged value's originals
# (`merge.record_merge`), installed by vm.merging.merge at import (it builds on this module).
_merge = None
_record = None


def install_merge(merge_fn, record_fn) -> None:
    """Installs the merge of two values under a guard and the record of a merged value's
    originals (see vm.merging.merge)."""
    global _merge, _record
    _merge, _record = merge_fn, record_fn
