"""vm.seqlib on Hypothesis-generated lists: a list whose length is symbolic (elements kept
under symbolic flags) and whose elements are symbolic, sliced, searched, sorted, cut and
compared with symbolic bounds, steps and keys. Every input is pinned by `assume`, so the
one model must give exactly Python's values, under merge="types" and merge="logic"."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import stamen
from stamen import assume, lifted

MERGES = ("types", "logic")  # merge="none" explores this program path by path too slowly
# for a fast test (minutes per example); tests/lift/test_sequences_library.py checks every
# construct under "none"
SIZE = 4
XS = [stamen.symbolic(f"sx{i}", int) for i in range(SIZE)]
FLAGS = [stamen.symbolic(f"sf{i}", bool) for i in range(SIZE)]
A, B, C, V = (stamen.symbolic(name, int) for name in ("sa", "sb", "sc", "sv"))


def library(xs, flags, a, b, c, v):
    """Python's sequence library on the elements of xs whose flag holds."""
    ys = []
    for i in range(len(xs)):
        if flags[i]:
            ys.append(xs[i])
    cut = list(ys)
    del cut[a:b]
    spliced = list(ys)
    spliced[a:b] = [v, v]
    backwards = list(ys)
    backwards.sort(key=lambda e: e % 3, reverse=True)
    return (ys[a:b:c] if c != 0 else None, ys[-a:], sorted(ys, key=lambda e: e % 3),
            backwards, ys.count(v), v in ys, ys.index(v) if v in ys else -1,
            min(ys, default=None), max(ys, key=lambda e: -e, default=None), sum(ys),
            tuple(ys) < (v, a), cut, spliced, list(reversed(ys)),
            [e for e in filter(lambda e: e > a, ys)], list(map(lambda e: e * c, ys)))


LIFTED = lifted(library)


@settings(max_examples=15)
@given(values=st.lists(st.integers(-2, 2), max_size=SIZE),
       flags=st.lists(st.booleans(), min_size=SIZE, max_size=SIZE),
       a=st.integers(-5, 5), b=st.integers(-5, 5), c=st.sampled_from([-2, -1, 0, 1, 2]),
       v=st.integers(-2, 2), merge=st.sampled_from(MERGES))
def test_the_library_agrees_with_python(values, flags, a, b, c, v, merge):
    n = len(values)
    expected = library(values, flags[:n], a, b, c, v)

    def thunk():
        for sym, value in zip(XS, values, strict=False):
            assume(sym == value)
        for sym, flag in zip(FLAGS, flags, strict=True):
            assume(sym == flag)
        for sym, value in ((A, a), (B, b), (C, c), (V, v)):
            assume(sym == value)
        return LIFTED(XS[:n], FLAGS[:n], A, B, C, V)

    result, _ = stamen.evaluate_with_stats(thunk, merge=merge)
    sol = stamen.solve(thunk, merge=merge)
    assert sol.kind == "sat"
    assert sol.evaluate(result) == expected


@lifted
def _groups_sorted(n, i):
    groups = {}
    for k, v in enumerate([i, 3, -2, i + 1][:n]):
        groups.setdefault(v % 2 == 0, []).append(k)
    return sorted(groups.items())


def test_sorting_keys_that_hold_lists_of_symbolic_length():
    """The nan check of a sort's keys iterated a key's list as Python's list, which a
    symbolic length refuses (UnliftedBranchError for `sorted(groups.items())`)."""
    n, i = stamen.symbolic("gs_n", int), stamen.symbolic("gs_i", int)
    for merge in ("types", "logic", "none"):
        def body():
            assume((0 <= n) & (n <= 4) & (-1 <= i) & (i <= 2))
            return _groups_sorted(n, i)

        value, _ = stamen.evaluate_with_stats(body, merge=merge)
        for nv, iv in ((0, 0), (2, -1), (4, 2)):
            sol = stamen.solve(lambda nv=nv, iv=iv: assume((n == nv) & (i == iv)), merge=merge)
            assert sol.evaluate(value) == _groups_sorted.__wrapped__(nv, iv), merge


@lifted
def _sorted_by_direction(n, i):
    words = ["bb", "a", "ccc", "dd"][:n + 1]
    words.sort(key=len, reverse=i > 0)
    return words, sorted([i, n, 1], reverse=n > i)


def test_a_symbolic_reverse_merges_both_orders():
    """`reverse=` a symbolic bool was refused; it is both orders of the same keys, merged
    (stable in each, as Python's: "bb" before "dd" either way)."""
    n, i = stamen.symbolic("sr_n", int), stamen.symbolic("sr_i", int)
    for merge in ("types", "logic", "none"):
        def body():
            assume((0 <= n) & (n <= 3) & (-1 <= i) & (i <= 2))
            return _sorted_by_direction(n, i)

        value, _ = stamen.evaluate_with_stats(body, merge=merge)
        for nv, iv in ((0, 2), (3, -1), (3, 2), (2, 0)):
            sol = stamen.solve(lambda nv=nv, iv=iv: assume((n == nv) & (i == iv)), merge=merge)
            assert sol.evaluate(value) == _sorted_by_direction.__wrapped__(nv, iv), merge
