"""Comprehensions and generator expressions with `if` filters on symbolic conditions."""

from __future__ import annotations

import itertools

import stamen
from stamen import assert_, lifted

from .agreement import agree as agree_with_python

xs = [stamen.symbolic(f"c{i}", int) for i in range(3)]


def agree(fn, values=(-2, 0, 3)):
    value, _ = stamen.evaluate_with_stats(lambda: fn(xs))
    for combo in itertools.product(values, repeat=len(xs)):
        sol = stamen.solve(lambda combo=combo: assert_(stamen.and_(
            *(s == v for s, v in zip(xs, combo, strict=True)))))
        assert sol.evaluate(value) == fn.__wrapped__(list(combo)), combo


@lifted
def filtered(items):
    return [v * 10 for v in items if v > 0]


@lifted
def nested(items):
    return [(a, b) for a in items if a != 0 for b in range(2) if a + b > 0]


@lifted
def dict_and_set(items):
    d = {i: v for i, v in enumerate(items) if v >= 0}
    s = {i % 2 for i in range(len(items))}
    return d, len(s)


@lifted
def set_of_symbols(items):
    return len({v > 0 for v in items})


@lifted
def dict_display(items):
    return {items[0]: 1}


@lifted
def generators(items):
    return (sum(v for v in items if v < 0), any(v == 3 for v in items),
            all(v != 0 for v in items), max((v for v in items), default=None))


@lifted
def over_filtered(items):
    ps = [v for v in items if v > 0]
    return [p + 1 for p in ps if p != 3], len([p for p in ps])


def test_a_list_comprehension_with_a_symbolic_filter():
    value, stats = stamen.evaluate_with_stats(lambda: filtered(xs))
    assert type(value) is stamen.List and stats.unions == 0
    agree(filtered)


def test_nested_generators_and_filters():
    agree(nested)


def test_dict_and_set_comprehensions():
    agree(dict_and_set, values=(-1, 2))


def test_sets_of_symbolic_values_and_symbolic_dict_keys_compare_by_value():
    """Regression: a set kept symbolic members as distinct objects, so its size was the
    number of terms added, not of distinct values."""
    for v in itertools.product((-1, 1), repeat=3):
        for merge in ("types", "none", "logic"):
            def pinned(v=v):
                for c, cv in zip(xs, v, strict=True):
                    stamen.assume(c == cv)
                return set_of_symbols(xs), dict_display(xs)

            value, _ = stamen.evaluate_with_stats(pinned, merge=merge)
            sol = stamen.solve(pinned, merge=merge)
            assert sol.kind == "sat"
            expected = (set_of_symbols.__wrapped__(list(v)), dict_display.__wrapped__(list(v)))
            assert sol.evaluate(value) == expected


def test_generator_expressions_feed_builtins():
    agree(generators)


def test_a_comprehension_over_a_list_of_symbolic_length():
    agree(over_filtered)


@lifted
def with_lambda(items):
    key = lambda v: [w for w in range(v)]  # noqa: E731 - a lambda's comprehension stays native
    return [len(key(2)) + v for v in items]


def test_a_comprehension_inside_a_lambda_stays_native():
    agree(with_lambda)


@lifted
def first_matches(a):
    g = (v * 2 for v in range(a))
    first = next(g, None)
    rest = list(g)
    found = next((i for i, v in enumerate([a, 2, -1]) if v < 0), -1)
    try:
        size = len(v for v in [a])
    except TypeError:
        size = "no len"
    return first, rest, found, size, "-".join(str(v) for v in range(a) if v != 1)


def test_a_generator_expression_is_an_iterator():
    """Regression: a generator expression was computed as a list, so next() on it raised
    TypeError ("'List' object is not an iterator") on every path (the first-match idiom
    `next((... for ... if ...), default)` failed) and len() of it gave a number."""
    agree_with_python(first_matches, range(-1, 4))


def test_a_walrus_in_a_comprehension_binding_a_name_the_function_uses_is_refused():
    """Python binds a comprehension's `total := ...` in the function; the lifted
    comprehension is a local function of its own, where it bound a local: the function
    read its own unbound `total` (a raw UnboundLocalError, not a refusal)."""
    import pytest

    from stamen.errors import UnsupportedConstruct

    def running(items):
        total = 0
        out = [total := total + v for v in items]
        return out, total

    with pytest.raises(UnsupportedConstruct, match=r"total := \.\.\.`\) in a comprehension"):
        lifted(running)(xs)


@lifted
def walrus_only_inside(items):
    return [w for v in items if (w := v * 2) > 0]


def test_a_walrus_used_only_inside_its_comprehension_agrees():
    agree(walrus_only_inside)
