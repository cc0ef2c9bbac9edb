"""A module's C function called from lifted code (`math.gcd`, `operator.add`) on a union or
on a term known to be one of a few literals computes Python's value on each path; on any
other symbolic value it is refused at the user's line, never a failure of the path."""

from __future__ import annotations

import dataclasses
import functools
import math
import operator

import pytest

import stamen
from stamen import lifted
from stamen.errors import UnsupportedConstruct

from .agreement import MERGES, agree, x


@lifted
def gcd_of_a_merged_int(v):
    u = 4 if v > 0 else 6
    return math.gcd(u, 3)


@lifted
def gcd_of_a_union(v):
    u = 4 if v > 0 else "four"  # a TypeError where v <= 0, as in Python
    return math.gcd(u, 3)


@lifted
def comb_of_a_merged_int(v):
    u = 2 if v > 1 else 3
    return math.comb(5, u)


@lifted
def operator_function(v):
    u = v if v > 0 else "s"
    return operator.mul(u, 2)


@lifted
def str_method_of_a_merged_int(v):
    """A str method whose int argument is one of a few literals (a merged jump target)."""
    prog = "+[->+<]" if v > 1 else "[-]+"
    pc = 1 if v > 0 else 0
    return prog.index("]", pc), prog.find("+", pc), prog[pc:].count("-"), (7, 8, 9).index(
        7 + pc)


@pytest.mark.parametrize("fn", [gcd_of_a_merged_int, gcd_of_a_union, comb_of_a_merged_int,
                                operator_function, str_method_of_a_merged_int])
def test_c_functions_compute_pythons_value_on_each_path(fn):
    agree(fn, domain=range(-1, 3))


@lifted
def factorial_of_a_symbolic_int(v):
    return math.factorial(v)


@pytest.mark.parametrize("merge", MERGES)
def test_a_c_function_that_needs_the_value_is_refused_at_the_users_line(merge):
    for query in (stamen.verify, stamen.solve):
        with pytest.raises(UnsupportedConstruct,
                           match=r"test_native_calls.py:\d+: math.factorial"):
            query(lambda: factorial_of_a_symbolic_int(x), merge=merge)


@lifted
def builtins_that_need_the_text(s, v):
    if v == 0:
        return bytes(s, "ascii")
    if v == 1:
        return float.fromhex(s)
    return "abc".translate(str.maketrans(s, "z"))


@pytest.mark.parametrize("v", [0, 1, 2])
def test_a_c_builtin_handed_a_symbolic_string_is_refused_not_a_type_error(v):
    # (bytes(), float.fromhex and str.maketrans were called directly: their TypeError on
    # a term was the program's, a counterexample where Python computes a value)
    s = stamen.fresh(str)
    with pytest.raises(UnsupportedConstruct, match=r"test_native_calls.py:\d+: [a-z.]+\(\) of "
                                                  r"a symbolic value"):
        stamen.verify(lambda: stamen.assert_(builtins_that_need_the_text(s, v) != 0))


# math.gcd and math.lcm have a meaning on symbolic ints (terms.intbits): a split on the
# divisors of a concrete operand, or on the values of a bounded symbolic one.


@lifted
def gcd_with_a_literal(v):
    return math.gcd(v, 12) + 100 * math.gcd(-8, v) + 10000 * math.gcd(v, 0)


@lifted
def gcd_of_two_symbolic_ints(v):
    w = v * 3 - 2
    return math.gcd(v, w, 6) + 100 * math.gcd(w, v) if -4 <= v <= 4 else 0


@lifted
def gcd_of_bools_and_no_arguments(v):
    return math.gcd(v > 0, 4) + 10 * math.gcd() + 100 * math.lcm() + 1000 * math.gcd(True)


@lifted
def lcm_with_a_literal(v):
    return math.lcm(v, 6) + 1000 * math.lcm(v, 0) + 100000 * math.lcm(4, v, -2)


@lifted
def lcm_of_two_symbolic_ints(v):
    w = v * 3 - 2
    return math.lcm(v, w) + 1000 * math.lcm(w, v, 4) if -4 <= v <= 4 else 0


@lifted
def gcd_of_a_float_union(v):
    u = 2.0 if v > 0 else 4
    return math.gcd(u, 6)  # a TypeError where v > 0, as in Python


@lifted
def isnan_of_an_int_member(v):
    u = float(v) if v > 1 else 2
    return math.isnan(u)  # False on the int member, as in Python (was None)


@pytest.mark.parametrize("fn", [gcd_with_a_literal, gcd_of_two_symbolic_ints,
                                gcd_of_bools_and_no_arguments, lcm_with_a_literal,
                                lcm_of_two_symbolic_ints, gcd_of_a_float_union,
                                isnan_of_an_int_member])
def test_gcd_and_lcm_compute_pythons_value(fn):
    agree(fn, domain=range(-13, 14))


@lifted
def gcd_of_two_unbounded_ints(v, w):
    return math.gcd(v, w)


def test_gcd_of_two_unbounded_ints_is_refused_at_the_users_line():
    y = stamen.symbolic("y", int)
    with pytest.raises(UnsupportedConstruct,
                       match=r"test_native_calls.py:\d+: math.gcd\(\) of two symbolic ints"):
        stamen.verify(lambda: gcd_of_two_unbounded_ints(x, y))


@lifted
def lcm_of_two_unbounded_ints(v, w):
    return math.lcm(v, w)


def test_lcm_of_two_unbounded_ints_is_refused_at_the_users_line():
    y = stamen.symbolic("y", int)
    with pytest.raises(UnsupportedConstruct,
                       match=r"test_native_calls.py:\d+: math.lcm\(\) of two symbolic ints"):
        stamen.verify(lambda: lcm_of_two_unbounded_ints(x, y))


# A function of the standard library (not lifted, not C) called on a union: once per
# member, as for C functions (`dataclasses.astuple` of a union of instances raised).


@dataclasses.dataclass
@lifted
class Pair:
    a: int
    b: int = -1

    def __post_init__(self):
        if self.a < 0:
            self.b = self.a + self.b


@lifted
def dataclass_functions_of_a_union(v):
    p = Pair(v)
    if v <= 0:
        p = Pair(2, min(v, -1))
    return dataclasses.astuple(p), dataclasses.asdict(p), dataclasses.replace(p, a=3).b


def test_library_functions_split_a_union_argument():
    agree(dataclass_functions_of_a_union, domain=range(-3, 3))


def _integer_roots(v):
    out = []
    for call in (lambda: math.isqrt(v), lambda: math.isqrt(v * v + v),
                 lambda: math.isqrt(3 * v + 7), lambda: math.comb(v + 2, 2),
                 lambda: math.comb(5, v), lambda: math.perm(v + 1, 2), lambda: math.perm(v),
                 lambda: math.factorial(v + 1)):
        try:
            out.append(call())
        except ValueError as e:
            out.append(("ValueError", str(e)))
    return out


def test_integer_math_of_a_symbolic_int_is_pythons():
    """math.isqrt (a chain of comparisons), comb, perm and factorial (a table over the
    values the path bounds the arguments to) of symbolic ints, with Python's ValueError
    and its message on the negative paths."""
    from .pinned import check_pinned

    check_pinned(_integer_roots, lifted(_integer_roots), [int], [(v,) for v in range(-4, 6)])


@lifted
def _unbounded_root(v):
    return math.isqrt(v)


def test_isqrt_of_an_unbounded_symbolic_int_is_refused():
    with pytest.raises(UnsupportedConstruct, match=r"test_native_calls.py:\d+: math.isqrt"):
        stamen.verify(lambda: stamen.assert_(_unbounded_root(x) >= 0))


class _Box:
    def __init__(self, v):
        self.v = v


def _through_wrappers(x, y):
    is_int = functools.partial(isinstance, x)
    v = (x,) if y > 0 else x
    return (is_int(int), functools.partial(callable)(x), functools.partial(max, y)(x),
            operator.methodcaller("count", x)([x, 1, x]), operator.attrgetter("v")(_Box(x)),
            operator.itemgetter(0, 1)([y, x]), "<%s>" % v,  # noqa: UP031 - `%` is the point
            "%d-%d" % ((x, y) if y else (y, x)))  # noqa: UP031


def test_c_functions_reached_through_wrappers_see_values():
    # functools.partial, operator.methodcaller/attrgetter/itemgetter called C code with
    # the term (isinstance(term, int) is False; callable(term) True), and `%` of a tuple
    # on some paths only formatted the tuple as one value (round 20c)
    from .pinned import check_pinned

    check_pinned(_through_wrappers, stamen.lifted(_through_wrappers), [int, int],
                 [(-1, 0), (2, 1), (0, 2)])


def test_a_symbolic_attribute_name_for_attrgetter_is_refused():
    # the C constructor's "attribute name must be a string" (about stamen's term) was
    # taken for the program's TypeError
    @stamen.lifted
    def f(s):
        return operator.attrgetter("real" + s)(1)

    s = stamen.fresh(str)
    with pytest.raises(stamen.UnsupportedConstruct, match="attrgetter"):
        stamen.verify(lambda: stamen.assert_(f(s) == 1))


def _translated(x, y):
    table = str.maketrans({"a": "b", "c": None})  # a lifted dict, handed to C as a dict
    chosen = str.maketrans("ab", "ba") if x > 0 else table  # a table chosen by path
    return "abc".translate(table), "abc".translate({97: "z"}), "abca".translate(chosen)


def test_maketrans_and_translate_of_a_lifted_dict_agree_with_python():
    # str.maketrans of a dict written in lifted code raised "it must be a dict" (stamen's
    # dict type is a subclass) (round 20c)
    from .pinned import check_pinned

    check_pinned(_translated, stamen.lifted(_translated), [int, int], [(1, 0), (-1, 0)])


def test_translate_by_a_table_of_symbolic_values_is_refused():
    # C read the term as a table entry: its "character mapping must return integer, None
    # or str" was taken for the program's TypeError
    @stamen.lifted
    def f(x):
        return "a".translate({97: x + 100})

    x = stamen.fresh(int)
    with pytest.raises(stamen.UnsupportedConstruct, match="translate"):
        stamen.verify(lambda: stamen.assert_(f(x) == "e"))
