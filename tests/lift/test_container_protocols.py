"""Python's container protocols where stamen once answered otherwise (held-out round 19b):
a deque's words and its iterator's check for changes; a tuple holding a symbolic value
and a list is unhashable; a dict whose keys a loop changes at the same size is refused;
`list * float` and a slice assigned a number raise with Python's words. Each against
plain Python on every input of a small domain, under the three strategies."""

from __future__ import annotations

import collections

import pytest

import stamen as st
from differential.oracle import assert_agrees
from stamen import UnsupportedConstruct, lifted

DOMAIN = [-1, 0, 1, 2]


def deque_words(x):
    d = collections.deque([0, 1])
    out = []
    try:
        d.remove(x)
    except ValueError as e:
        out.append(str(e))
    try:
        out.append(hash(d))
    except TypeError as e:
        out.append(str(e))
    try:
        for v in d:
            if v == x:
                d.append(2)
    except RuntimeError as e:
        out.append(str(e))
    return out, list(d)


def test_a_deque_speaks_and_checks_its_iteration_as_pythons():
    assert_agrees(lifted(deque_words), DOMAIN, plain=deque_words, sorts=[int], pin=3)


def unhashable(x):
    s = {1}
    out = []
    try:
        s.add((x, [x]) if x > 0 else (x,))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append((x, {}) in s)
    except TypeError as e:
        out.append(str(e))
    try:
        out.append({(1, (x, [2])): 0})
    except TypeError as e:
        out.append(str(e))
    return out, len(s)


def test_a_tuple_holding_a_list_is_unhashable_whatever_its_symbolic_parts():
    assert_agrees(lifted(unhashable), DOMAIN, plain=unhashable, sorts=[int], pin=3)


def sequence_words(x):
    xs = [1, 2]
    out = []
    try:
        out.append([1] * (x / 2))
    except TypeError as e:
        out.append(str(e))
    try:
        xs[x:] = x
    except TypeError as e:
        out.append(str(e))
    try:
        xs[::2] = x
    except TypeError as e:
        out.append(str(e))
    return out


def test_a_sequence_repeated_or_assigned_wrongly_raises_pythons_words():
    assert_agrees(lifted(sequence_words), DOMAIN, plain=sequence_words, sorts=[int], pin=3)


@lifted
def swaps(x):
    d = {0: 0, 1: 1}
    for k in d:
        if k == x:
            del d[k]
            d[5] = 1
    return list(d)


@pytest.mark.parametrize("merge", ("types", "logic"))
def test_a_dict_whose_keys_a_loop_changes_at_the_same_size_is_refused(merge):
    x = st.fresh(int)
    with pytest.raises(UnsupportedConstruct, match="keys a loop over it changes"):
        st.verify(lambda: st.assert_(len(swaps(x)) == 2), merge=merge)


def test_path_by_path_the_loop_over_a_dict_whose_keys_change_raises_as_pythons():
    x = st.fresh(int)  # each path's dict is concrete: Python's own iterator raises
    cex = st.verify(lambda: st.assert_(len(swaps(x)) == 2), merge="none")
    assert cex.sat and cex.evaluate(x) in (0, 1)


def repeats_and_pops(x):
    import heapq

    out = []
    try:
        out.append((1,) * (x / 2))
    except TypeError as e:
        out.append(str(e))
    h = [3, 1] if x > 0 else []
    try:
        out.append(heapq.heappop(h))
    except IndexError as e:
        out.append(str(e))
    return out, h


def test_a_tuple_by_a_float_and_a_heap_chosen_by_path_are_pythons():
    # the tuple was refused (a float term's __index__), the heap handed to C as a union
    assert_agrees(lifted(repeats_and_pops), DOMAIN, plain=repeats_and_pops, sorts=[int],
                  pin=3)


def test_a_str_method_encoded_with_fewer_arguments_says_so():
    s, x = st.fresh(str), st.fresh(int)

    @lifted
    def from_position(s, x):
        return s.startswith("a", x)

    with pytest.raises(UnsupportedConstruct, match=r"startswith\(\) with 2 arguments is not "
                       r"encoded \(with 1\)"):
        st.solve(lambda: st.assert_(from_position(s, x)))


@lifted
class Held:
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        return iter(self.items)  # stamen's own iterator, over a list of symbolic length


@lifted
class Once:
    def __init__(self, items):
        self.it = iter(items)

    def __iter__(self):
        return self.it


@lifted
def builtins_over_an_iter_of_a_held_list(a):
    items = [1]
    if a > 0:
        items.append(2)
    once = Once(items)
    first = list(once)
    return (list(Held(items)), sum(Held(items)), sorted(Held(items)), tuple(Held(items)),
            max(Held(items)), first, list(once))


def test_builtins_take_a_container_whose_iter_returns_iter_of_a_list():
    # list() and sum() refused it: Python's loop took stamen's iterator natively and its
    # end differs by path; they now take it as lifted code does
    assert_agrees(builtins_over_an_iter_of_a_held_list, DOMAIN)
