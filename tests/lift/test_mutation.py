"""Mutation in lifted code under symbolic conditions: locals, list and dict items, object
attributes, globals, aliasing, and list methods that change a list's length."""

from __future__ import annotations

import itertools

import pytest

import stamen
from stamen import assert_, lifted
from stamen.errors import UntrackedMutation

p = stamen.symbolic("p", bool)
q = stamen.symbolic("q", bool)
x = stamen.symbolic("x", int)


def cases(*conds):
    for values in itertools.product([False, True], repeat=len(conds)):
        sol = stamen.solve(lambda values=values: assert_(stamen.and_(
            *(c == v for c, v in zip(conds, values, strict=True)))))
        yield values, sol


def check(fn, args):
    """Runs fn on p, q (symbolic) after the other args and compares with the plain run."""
    value, _ = stamen.evaluate_with_stats(lambda: fn(*args(), p, q))
    for (pv, qv), sol in cases(p, q):
        assert sol.evaluate(value) == fn.__wrapped__(*args(), pv, qv), (pv, qv)


@lifted
def items_and_attrs(xs, table, obj, a, b):
    if a:
        xs[0] = 10
        table["a"] = 1
        obj.name = "A"
    if b:
        xs[1] += 5
        table["a"] = table.get("a", 0) + 100
        del table["z"]
        obj.count = obj.count * 2
    return xs, table, obj.name, obj.count


class Obj:
    def __init__(self):
        self.name = "?"
        self.count = 3


def test_list_items_dict_items_and_attributes_merge_at_the_join():
    check(items_and_attrs, lambda: ([1, 2], {"z": 0}, Obj()))


@lifted
def list_methods(a, b):
    xs = [1, 2, 3]
    if a:
        xs.append(4)
        xs.insert(0, 0)
    if b:
        last = xs.pop()
        xs.extend([last, last])
    else:
        xs.pop(0)
    xs.insert(-1, 9)
    return xs, len(xs), xs[-1]


def test_append_insert_pop_extend_under_symbolic_conditions():
    value, _ = stamen.evaluate_with_stats(lambda: list_methods(p, q))
    assert type(value[0]) is stamen.List and not stamen.is_union(value[0])
    check(list_methods, lambda: ())


@lifted
def aliasing(a, b):
    xs = [0]
    ys = xs
    holder = {"list": xs}
    if a:
        ys.append(1)
    if b:
        holder["list"].append(2)
        xs = [7]
    return xs, ys, holder["list"] is ys


def test_aliases_see_the_same_merged_contents():
    check(aliasing, lambda: ())


@lifted
def grow_shared(shared, a, b):
    if a:
        shared.append("a")
    if b:
        shared.append("b")
    return len(shared)


def test_a_list_passed_in_must_be_a_stamen_list_to_change_length():
    check(grow_shared, lambda: (stamen.List(),))
    with pytest.raises(UntrackedMutation, match=r"stamen.List.*test_mutation.py:\d+"):
        stamen.evaluate_with_stats(lambda: grow_shared(plain_list(), p, q))


def plain_list():
    """Not lifted: a plain Python list, unlike `[]` in lifted code or in a query's thunk."""
    return []


@lifted
def sort_symbolic(a, b):
    xs = [3, 1]
    if a:
        xs.append(2)
    xs.sort()
    return xs


def test_an_unsupported_method_on_a_list_of_symbolic_length_is_an_error():
    with pytest.raises(UntrackedMutation, match="sort"):
        stamen.evaluate_with_stats(lambda: sort_symbolic(p, q))


COUNTER = {"calls": 0}
LEVEL = 0


@lifted
def set_level(a, b):
    global LEVEL
    if a:
        LEVEL = 1
    elif b:
        LEVEL = LEVEL + 2
    COUNTER["calls"] += 1
    return LEVEL


def test_global_writes_and_module_state_merge():
    global LEVEL
    LEVEL = 0
    COUNTER["calls"] = 0
    value, _ = stamen.evaluate_with_stats(lambda: set_level(p, q))
    for (pv, qv), sol in cases(p, q):
        assert sol.evaluate(value) == (1 if pv else 2 if qv else 0)
        assert sol.evaluate(LEVEL) == (1 if pv else 2 if qv else 0)
    assert COUNTER["calls"] == 1
    LEVEL = 0


@lifted
def swap(a, b):
    u, v = 1, 2
    if a:
        u, v = v, u
    w = [u, v]
    if b:
        w[0], w[1] = w[1], w[0]
    return u, v, w


def test_tuple_assignment_and_swaps():
    check(swap, lambda: ())


@lifted
def deletes(a, b):
    d = {"k": 1, "j": 2}
    xs = [1, 2, 3]
    if a:
        del d["k"]
        del xs[0]
    return "k" in d, len(d), xs


def test_del_of_items_under_a_symbolic_condition():
    check(deletes, lambda: ())


@lifted
def augmented(a, b):
    total = 0
    box = Obj()
    xs = [1]
    for i in range(3):
        if a:
            total += i
            box.count += 1
        if b:
            xs += [i]
    return total, box.count, xs


def test_augmented_assignment_in_loops():
    check(augmented, lambda: ())


@lifted
def dict_reads(a, b):
    d = {"x": 1}
    if a:
        d["y"] = 2
    if b:
        d.pop("x")
        d.setdefault("z", 5)
    total = 0
    for k in d:
        total += len(k) * 10
    for _, v in d.items():
        total += v
    for v in d.values():
        total += v * 100
    return (len(d), d.get("y", -1), d.get("x"), "y" in d, d == {"y": 2, "z": 5}, total,
            bool(d), d.pop("y", 0), d)


def test_dict_reads_see_keys_present_on_some_paths_only():
    """Regression: len, iteration, get and == counted a key written in one branch as
    present on every path."""
    check(dict_reads, lambda: ())
