"""Symbolic reflection: looking inside unions from ordinary Python.

`for_all(value, fn)` applies an un-lifted function to each concrete member
of a union (under its guard) and merges the results, the paper's way of
using any Python library (e.g. `re`) on symbolic data. The string of a
symbolic number (`strings.SymbolicText`) has no concrete members: applying
a function to it is refused. A primitive known to
be one of a few literals (an ite of literals, e.g. from `concretize`) counts
as the union of those literals, and a tuple of symbolic length (merge="logic")
as the union of the tuples it may be.
"""

from __future__ import annotations

import dataclasses

from stamen.boundary import call_user
from stamen.errors import InvalidArgument
from stamen.terms.boolean import eq, or_
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge_all
from stamen.vm.merging.seq import PaddedTuple
from stamen.vm.paths.control import apply_guarded
from stamen.vm.python.assertions import assert_
from stamen.vm.python.strings import SymbolicText, symbolic_part
from stamen.vm.values.union import Union

__all__ = ["for_all", "union_contents", "is_symbolic", "concretize", "is_union",
           "python_shapes", "classinfo_cases"]


def for_all(value, fn):
    """Returns the merge of fn(member) over the members of a union, over the literals
    an ite-of-literals term may be, or over the tuples a tuple of symbolic length may be
    (fn(value) otherwise).

    A tuple of symbolic length is what merge="logic" makes of the union of tuples of
    different lengths that merge="types" makes, so un-lifted code sees plain tuples under
    every strategy."""
    if not callable(fn):
        raise InvalidArgument(f"for_all: expected a function of one value for fn=, got {fn!r}")
    if type(value) is SymbolicText:
        value.refuse()  # its characters are unknown: fn would see a non-string
    shapes = python_shapes(value)
    if shapes is not None:
        return apply_guarded(shapes, lambda member: for_all(member, fn))
    if type(value) is Term and value.op == "ite":
        from stamen.terms.valueset import COMPARE_LIMIT, value_map

        literals = value_map(value, COMPARE_LIMIT)
        if literals is not None:
            return apply_guarded([(g, v) for v, g in literals.items()], fn)
    return call_user(fn, value)


def python_shapes(value) -> list[tuple] | None:
    """Returns the (guard, value) pairs of the Python values `value` stands for where
    stamen's encoding of it is no Python value of its own (a union: its members; a tuple
    of symbolic length: the tuples it may be); None for any other value. Un-lifted code
    handed such a value would see stamen's object: its type, its class, its attributes."""
    if type(value) is Union:
        return list(value.members)
    if type(value) is PaddedTuple:
        return _tuples(value)
    return None


def classinfo_cases(classinfo) -> list[tuple] | None:
    """Returns the (guard, classinfo) pairs a class or tuple of classes chosen per path
    stands for (`isinstance(o, C)`, `except C:` where C was picked by a branch): the
    first part of it, itself or an element of a tuple (nested too), that is no Python
    value (`python_shapes`) split into its cases; None where every part is one. Python
    asks the question of each path's classinfo; so is it asked of each case."""
    shapes = python_shapes(classinfo)
    if shapes is not None:
        return shapes
    if type(classinfo) is tuple:
        for i, part in enumerate(classinfo):
            cases = classinfo_cases(part)
            if cases is not None:
                return [(g, (*classinfo[:i], c, *classinfo[i + 1:])) for g, c in cases]
    return None


def _tuples(value: PaddedTuple) -> list[tuple]:
    """Returns the (guard, tuple) pairs a tuple of symbolic length may be, one per length
    from 0 to its physical length (the lengths it may have)."""
    pairs = []
    for k in range(len(value.elems) + 1):
        g = eq(value.length, k)
        if g is not False:
            pairs.append((g, tuple(value.elems[:k])))
    return pairs


def union_contents(value) -> list[tuple]:
    """Returns the (guard, member) pairs of a union; a non-union is [(True, value)]."""
    if type(value) is Union:
        return list(value.members)
    return [(True, value)]


def is_union(value) -> bool:
    """Returns whether `value` is a symbolic union."""
    return type(value) is Union


def is_symbolic(value) -> bool:
    """Returns whether `value` is or contains a symbolic term or union (looking through
    containers and dataclass fields)."""
    return symbolic_part(value, _dataclass_fields) is not None


def _dataclass_fields(v, top: bool):
    """The values of a dataclass instance's fields (for `symbolic_part`); none otherwise."""
    if dataclasses.is_dataclass(v):
        return [getattr(v, f.name) for f in dataclasses.fields(v)]
    return ()


def concretize(value, candidates):
    """Returns `value` as one of the concrete candidates it may equal, asserting that it
    equals one of them (Rosette's approach to symbolic keys and indices): primitives
    become an ite of the candidates, which `for_all` takes apart again."""
    candidates = list(candidates)
    if type(value) is not Term:
        return value
    pairs = [(eq(value, c), c) for c in candidates]
    pairs = [(g, c) for g, c in pairs if g is not False]
    assert_(or_(*(g for g, _ in pairs)), f"value is not one of {candidates!r}")
    if not pairs:
        return value
    return merge_all(pairs)
