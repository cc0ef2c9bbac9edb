"""Lifted builtins on symbolic values: each gives what Python gives on every path, with
Python's errors as path failures."""

from __future__ import annotations

import itertools

import pytest

import stamen
from stamen import assert_, lifted

xs = [stamen.symbolic(f"b{i}", int) for i in range(3)]
VALUES = (-2, 0, 3)


def agree(fn, values=VALUES):
    value, _ = stamen.evaluate_with_stats(lambda: fn(xs))
    for combo in itertools.product(values, repeat=len(xs)):
        sol = stamen.solve(lambda combo=combo: assert_(stamen.and_(
            *(s == v for s, v in zip(xs, combo, strict=True)))))
        assert sol.evaluate(value) == fn.__wrapped__(list(combo)), combo


@lifted
def numeric(items):
    a, b, c = items
    return (min(a, b), max(a, b, c), abs(a - b), sum(items), sum(items, 10), min(items),
            max(items, key=lambda v: v * v), any(v > 2 for v in items),
            all(v != 0 for v in items), bool(a), int(a > b), len(items))


@lifted
def sequences(items):
    return (list(reversed(items)), [i * v for i, v in enumerate(items, 1)],
            [p + q for p, q in zip(items, items[1:], strict=False)], tuple(items),
            list(range(len(items))), isinstance(items[0], int), isinstance(items[0], str),
            sorted([3, 1, 2]))


@lifted
def on_filtered(items):
    ps = [v for v in items if v != 0]
    return (len(ps), sum(ps), min(ps, default=None), max(ps, default=99), any(ps), all(ps),
            list(reversed(ps)), list(enumerate(ps)), tuple(ps), list(zip(ps, "abc", strict=False)),
            bool(ps), list(ps))


def test_numeric_builtins():
    agree(numeric)


def test_sequence_builtins():
    agree(sequences)


def test_builtins_on_a_list_of_symbolic_length():
    agree(on_filtered)


@lifted
def smallest_positive(items):
    return min(v for v in items if v > 0)


def test_min_of_a_possibly_empty_sequence_fails_on_that_path_with_pythons_message():
    cex = stamen.verify(lambda: smallest_positive(xs))
    assert cex.sat and all(v <= 0 for v in cex.evaluate(xs))
    with pytest.raises(ValueError) as python:  # the running Python's own words
        min([])
    assert str(python.value) in cex.failure.message
    sol = stamen.solve(lambda: assert_(smallest_positive(xs) == 4))
    assert 4 in sol.evaluate(xs)


@lifted
def shadowed(items):
    def len(v):  # noqa: A001 - a local named like a builtin is not replaced
        return "mine"

    return len(items)


def test_a_shadowed_builtin_name_is_left_alone():
    assert shadowed([1, 2]) == "mine"


def test_builtins_on_concrete_values_are_pythons():
    assert numeric([1, 5, 2]) == numeric.__wrapped__([1, 5, 2])
    assert sequences([1, 5, 2]) == sequences.__wrapped__([1, 5, 2])


@lifted
def symbolic_range_sum(k):
    return sum(range(k))


def test_range_with_a_symbolic_bound_in_a_builtin():
    k = stamen.symbolic("k", int)
    sol = stamen.solve(lambda: (stamen.assume(k <= 6), assert_(symbolic_range_sum(k) == 15)))
    assert sol[k] == 6


@lifted
def sort_symbolic(items):
    return sorted(items)


def test_sorting_symbolic_values_gives_python_order_on_every_input():
    for values in itertools.product(range(2), repeat=3):
        def thunk(values=values):
            for v, b in zip(values, xs, strict=True):
                stamen.assume(b == v)
            return sort_symbolic(xs)

        sol = stamen.solve(thunk)
        assert sol.kind == "sat"
        assert sol.evaluate(stamen.evaluate_with_stats(thunk)[0]) == sorted(values)


class _Visitor:
    def visit_Lit(self, n):
        return n[1]

    def visit_Neg(self, n):
        return -n[1]


class _Lit(tuple):
    pass


class _Neg(tuple):
    pass


def _dispatch_on_a_name_per_path(x):
    """getattr/hasattr/setattr with a name built from a value that differs per path."""
    v = _Visitor()
    node = _Neg(("n", x)) if x > 0 else _Lit(("l", x))
    name = "visit_" + type(node).__name__[1:]
    setattr(v, "last_" + ("pos" if x > 1 else "small"), x)
    return (getattr(v, name)(node), hasattr(v, "last_pos"), getattr(v, name + "?", None),
            getattr(v, "last_" + ("pos" if x > 1 else "small")))


def test_getattr_and_its_kin_take_a_name_that_differs_per_path():
    from differential.oracle import assert_agrees

    assert_agrees(lifted(_dispatch_on_a_name_per_path), list(range(-1, 4)),
                  plain=_dispatch_on_a_name_per_path, pin=None)


@lifted
class _Base:
    pass


@lifted
class _Derived(_Base):
    pass


def _subclasses(x, y):
    o = _Derived() if x > 0 else (_Base() if y > 0 else [x])
    k = _Base if y > 1 else int
    return (issubclass(type(o), _Base), issubclass(_Derived, k),
            issubclass(type(o), (list, _Derived)))


def test_issubclass_of_a_class_that_differs_per_path_asks_each_member():
    # was: Python's issubclass asked stamen's Union object, False on every path
    from .pinned import check_pinned

    check_pinned(_subclasses, lifted(_subclasses), [int, int],
                 [(a, b) for a in (0, 1) for b in (0, 1, 2)])


@lifted
def digits_in_base(items):
    a, b, _ = items
    w = ("1" if a > 0 else "0") + ("1" if b > 0 else "0")
    return int(w, 2), int(w, base=3), int("1" + w, 16)


def test_int_of_a_union_of_strings_keeps_its_base():
    # the base was dropped per member: int("10", 2) of a union of strings gave 10, not 2
    agree(digits_in_base)


@lifted
def radix_texts(a, flag):
    return bin(a), hex(a * 5), oct(a), bin(flag), hex(flag)


def test_bin_hex_oct_of_a_bounded_symbolic_int_are_pythons_text():
    # refused as needing a concrete value; format(x, "#b") of a bounded int was computed
    a, flag = xs[0], stamen.symbolic("radix_flag", bool)
    for value in (-3, 0, 2):
        for bit in (False, True):
            def thunk(value=value, bit=bit):
                stamen.assume(-3 <= a)
                stamen.assume(a <= 3)
                stamen.assume(a == value)
                stamen.assume(flag == bit)
                assert_(radix_texts(a, flag) == radix_texts.__wrapped__(value, bit))
            assert stamen.verify(thunk).unsat, (value, bit)


def test_bin_of_an_unbounded_symbolic_int_is_refused_naming_bin():
    with pytest.raises(stamen.UnsupportedConstruct, match=r"test_builtins.py:\d+: bin\(\)"):
        stamen.solve(lambda: assert_(radix_texts(xs[0], True)[0] == "0b1"))


def _misused_builtins(x):
    out = []
    for call in (lambda: max(b=1), lambda: len(1, 2), lambda: sorted([3, 1], foo=1)):
        try:
            out.append(call())
        except TypeError as e:
            out.append(("TypeError", str(e)))
    op = max if x > 0 else min
    try:
        out.append(op(b=1))
    except TypeError as e:
        out.append(("TypeError", str(e)))
    return out


def test_a_builtin_called_with_arguments_it_does_not_take_raises_pythons_type_error():
    """The TypeError names the builtin as Python's does (it named stamen's replacement,
    `b_max() got an unexpected keyword argument`), also through a callee chosen per path
    (an InternalError before); a member on no feasible path is not called."""
    from .pinned import check_pinned

    check_pinned(_misused_builtins, lifted(_misused_builtins), [int], [(-1,), (0,), (2,)])


@lifted
class BlocksIteration:
    __iter__ = None

    def __getitem__(self, i):
        if i > 1:
            raise IndexError
        return i


@lifted
def blocked_iteration(a):
    if a > 0:
        return "skipped"
    try:
        return list(BlocksIteration())
    except TypeError:
        return "not iterable"


def test_iter_set_to_none_makes_a_class_not_iterable():
    from .agreement import agree

    agree(blocked_iteration)


@lifted
def reversed_text(a):
    text = str(a * 7)
    return "".join(reversed(text)), next(reversed(text))


def test_reversed_of_a_symbolic_string():
    # a raw TypeError ("'str' object is not reversible"): a string term has no __reversed__
    from .agreement import agree

    agree(reversed_text)


@lifted
def ranges_and_fractions(items):
    from fractions import Fraction

    a, b, c = items
    short, stepped = range(0, a), range(a, a + 3, 2)
    try:
        fraction = Fraction(c, b) > 0
    except ZeroDivisionError as e:
        fraction = str(e)
    return (short == range(0, b), short != range(0, b), range(0) == range(a, a),
            stepped == range(a, a + 4, 2), short == [0, 1], fraction)


def test_range_equality_and_a_fraction_s_zero_denominator_are_python_s():
    # ranges of symbolic bounds compared by identity (False); Fraction(x, 0)'s text held
    # the term's name
    agree(ranges_and_fractions)


@lifted
def bitvector_words(v):
    out = []
    for op in (lambda a: a + stamen.BitVec(8)(1), lambda a: a < stamen.BitVec(8)(1),
               lambda a: a ** 2, lambda a: 2 ** a):
        try:
            out.append(op(v))
        except TypeError as e:
            out.append(str(e))
    return out


def test_bitvector_operators_raise_the_same_words_concrete_and_symbolic():
    # a concrete BV said "unsupported operand types for __add__", a symbolic one
    # "** is not defined on bitvectors" where a concrete BV has no `**`
    v = stamen.symbolic("v4", stamen.BitVec(4))
    value, _ = stamen.evaluate_with_stats(lambda: bitvector_words(v))
    sol = stamen.solve(lambda: assert_(v == 3))
    assert sol.evaluate(value) == bitvector_words.__wrapped__(stamen.BitVec(4)(3))
