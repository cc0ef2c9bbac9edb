"""Un-lifted Python handed a symbolic value or a value that differs between paths. A union is
stamen's object, not a Python value: code stamen does not lift (the program's helper, a
library's function, a decorator's wrapper such as `functools.singledispatch`'s) would read
its type or class and take the wrong branch on every path. Called from lifted code with a
union argument, such a function runs once per member under its guard (as `stamen.for_all`
does); a union it reaches otherwise (an object's attribute) is refused where it reads its
class, never taken for a value of its own. A symbolic int, bool or str read by such code
through `isinstance` or `__class__` is of Python's class (int, bool, str)."""

from __future__ import annotations

import fractions
import functools
import pprint

import pytest

import stamen
from stamen import assert_, lifted
from stamen.errors import UnsupportedConstruct

from .agreement import agree, refused, x


@lifted
class Leaf:
    def __init__(self, v):
        self.v = v


@lifted
class Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b


def kind_of(node):
    """An un-lifted helper reading its argument's type."""
    return 1 if isinstance(node, Leaf) else 2


def type_name(node):
    return type(node).__name__


@functools.singledispatch
def size(node):
    raise TypeError("no node")


@size.register
def _(node: Leaf):
    return 1


@size.register
def _(node: Pair):
    return 2


@lifted
def helper_on_a_union(v):
    node = Pair(Leaf(v), Leaf(1)) if v > 0 else Leaf(v)
    return kind_of(node), type_name(node)


@lifted
def library_wrapper_on_a_union(v):
    node = Pair(Leaf(v), Leaf(1)) if v > 0 else Leaf(v)
    return size(node)


class Visitor:
    """An un-lifted class whose method is handed the union."""

    def visit(self, node):
        return "leaf" if isinstance(node, Leaf) else "pair"


@lifted
def method_on_a_union(v):
    node = Pair(Leaf(v), Leaf(1)) if v > 1 else Leaf(v)
    return Visitor().visit(node), Visitor().visit(node=node)


@lifted
def tuple_of_path_dependent_length(v):
    t = (v, 1) if v > 0 else (v,)
    return type_name(t), len(t)


@pytest.mark.parametrize("fn", [helper_on_a_union, library_wrapper_on_a_union,
                                method_on_a_union, tuple_of_path_dependent_length])
def test_unlifted_code_handed_a_union_computes_pythons_value_per_path(fn):
    agree(fn, domain=range(-1, 3))


def depth(node):
    """An un-lifted helper recursing into an object: the attribute it reads may be a
    union (the object was built under a symbolic condition)."""
    return 1 + depth(node.a) if isinstance(node, Pair) else 0


@lifted
def reaches_a_union_inside_an_object(v):
    inner = Pair(Leaf(1), Leaf(2)) if v > 0 else Leaf(v)
    return depth(Pair(inner, Leaf(0)))


def test_a_union_reached_inside_an_object_is_refused_where_its_class_is_read():
    refused(UnsupportedConstruct, lambda: reaches_a_union_inside_an_object(x),
            match=r"test_unlifted_values.py:\d+: a value that differs between paths "
                  r"\(Leaf or Pair\), read by code that stamen does not lift")


class Printer:
    """An un-lifted class with a dispatching method, handed an int or an object."""

    @functools.singledispatchmethod
    def show(self, node):
        return "?"

    @show.register
    def _(self, node: Leaf):
        return "leaf"

    @show.register
    def _(self, node: int):
        return "int"


@size.register
def _(node: int):
    return 0


@lifted
def dispatch_on_a_symbolic_int(v):
    node = Leaf(v) if v > 1 else v
    return Printer().show(node), size(node), size(v + 1), kind_of(v)


@lifted
def pretty_printed_union(v):
    return pprint.pformat([(1, 2) if v > 0 else [3], 4])


def test_unlifted_dispatch_on_a_symbolic_int_reads_int():
    agree(dispatch_on_a_symbolic_int, domain=range(-1, 3))


def test_the_text_of_a_union_asked_by_a_library_through_a_list_is_refused():
    refused(UnsupportedConstruct, lambda: pretty_printed_union(x),
            match=r"test_unlifted_values.py:\d+: repr\(\) of the symbolic value")


@functools.singledispatch
def leaves(node):
    raise TypeError("no node")


@leaves.register
def _(node: Leaf):
    return 1


@leaves.register
def _(node: Pair):
    return leaves(node.a) + leaves(node.b)


@lifted
def recursion_into_an_object_built_in_a_branch(v):
    """The Pair built where v > 0 holds its fields on that path only (`<absent>` on the
    others): inside the call made for that member, they have one class each."""
    node = Pair(Leaf(v), Pair(Leaf(1), Leaf(2))) if v > 0 else Leaf(v)
    return leaves(node)


def test_an_unlifted_dispatcher_recurses_into_an_object_built_in_a_branch():
    agree(recursion_into_an_object_built_in_a_branch, domain=range(-1, 3))


@lifted
def fractions_times_a_symbolic_int(v):
    return fractions.Fraction(1, 2) * v + v * fractions.Fraction(1, 2)


def test_a_library_s_own_int_check_still_sees_a_term():
    """fractions' `isinstance(b, (int, Fraction))` fast path would read `x.numerator` of a
    term it took for an int; it returns NotImplemented, and the term computes."""
    assert stamen.verify(lambda: assert_(fractions_times_a_symbolic_int(x) == x)).unsat
