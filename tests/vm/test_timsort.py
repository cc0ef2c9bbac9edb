"""timsort.small_sort asks CPython's list.sort's comparisons, in its order, and sorts as it
does: concretely on every short list (Hypothesis), and on symbolic keys whose `__lt__` logs
its calls, where every input's log is Python's."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as hs

import stamen as st
from stamen import lifted
from stamen.vm.python.timsort import small_sort


class _Logged:
    """A key whose `<` Python's sort calls: records (self, other) of every call."""

    def __init__(self, v, i, log):
        self.v, self.i, self.log = v, i, log

    def __lt__(self, other):
        self.log.append((self.i, other.i))
        return self.v < other.v


@given(values=hs.lists(hs.integers(0, 3), max_size=9), reverse=hs.booleans())
def test_the_comparisons_and_order_are_cpythons(values, reverse):
    python_log: list = []
    keys = [_Logged(v, i, python_log) for i, v in enumerate(values)]
    expected = [k.i for k in sorted(keys, reverse=reverse)]
    ours: list = []

    def less(a, b):
        ours.append((a.i, b.i))
        return a.v < b.v

    pairs = tuple((k, k.i) for k in keys)
    got = small_sort(pairs[::-1], less)[::-1] if reverse else small_sort(pairs, less)
    assert [i for _, i in got] == expected
    assert ours == python_log


@lifted
class _Key:
    def __init__(self, v, log):
        self.v = v
        self.log = log

    def __lt__(self, other):
        self.log.append((self.v, other.v))
        return self.v < other.v


@lifted
def _sorted_log(vs):
    log = []
    s = sorted([_Key(v, log) for v in vs])
    return [k.v for k in s], log


def _python_sorted_log(vs):
    log: list = []

    class Key(_Logged):
        def __lt__(self, other):
            log.append((self.v, other.v))
            return self.v < other.v

    return [k.v for k in sorted(Key(v, 0, log) for v in vs)], log


def test_a_symbolic_sort_of_objects_calls_their_lt_as_python_does():
    xs = [st.symbolic(f"ts_{i}", int) for i in range(4)]
    result = _sorted_log(xs)
    for values in itertools.product(range(2), repeat=4):
        pinned = dict(zip(xs, values, strict=True))
        sol = st.solve(lambda pinned=pinned: [st.assume(x == v) for x, v in pinned.items()])
        assert sol.sat
        assert sol.evaluate(result) == _python_sorted_log(values)

