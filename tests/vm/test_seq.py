"""Sequences of symbolic length: `List` (lists that lifted code grows or shrinks under a
symbolic condition) and `PaddedTuple` (merge="logic"'s one tuple for every length)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

import stamen
from stamen import assert_, lifted
from stamen.errors import UnliftedBranchError
from stamen.vm.merging.seq import PaddedTuple

xs = [stamen.symbolic(f"s{i}", int) for i in range(3)]
k = stamen.symbolic("k", int)


def evaluate(thunk, merge="types"):
    return stamen.evaluate_with_stats(thunk, merge=merge)[0]


def under(inputs: dict, value):
    """Returns `value` concretised where each symbolic input equals the given int."""
    sol = stamen.solve(lambda: assert_(stamen.and_(*(s == v for s, v in inputs.items()))))
    assert sol.sat
    return sol.evaluate(value)


def all_inputs(values=(-1, 2)):
    for combo in itertools.product(values, repeat=len(xs)):
        yield dict(zip(xs, combo, strict=True)), list(combo)


@lifted
def positives(items):
    out = []
    for v in items:
        if v > 0:
            out.append(v)
    return out


@lifted
def ops(items, i):
    ps = positives(items)
    n = len(ps)
    first = ps[0] if ps else None
    last = ps[-1] if ps else None
    at_i = ps[i] if 0 <= i < n else "out"
    tail = ps[1:]
    total = sum(ps)
    has_two = 2 in ps
    same = ps == [2, 2]
    back = list(reversed(ps))
    return n, first, last, at_i, tail, total, has_two, same, back


def reference(items, i):
    ps = [v for v in items if v > 0]
    n = len(ps)
    return (n, ps[0] if ps else None, ps[-1] if ps else None, ps[i] if 0 <= i < n else "out",
            ps[1:], sum(ps), 2 in ps, ps == [2, 2], list(reversed(ps)))


def test_a_list_of_symbolic_length_supports_the_list_operations_in_lifted_code():
    value = evaluate(lambda: ops(xs, k))
    for inputs, items in all_inputs():
        for i in (0, 1, 2, -1):
            got = under({**inputs, k: i}, value)
            assert tuple(got) == reference(items, i), (items, i)


def test_a_list_of_symbolic_length_is_one_list_not_a_union():
    ps, stats = stamen.evaluate_with_stats(lambda: positives(xs))
    assert type(ps) is stamen.List and not stamen.is_union(ps)
    assert stats.unions == 0


@lifted
def mutate(items, a, b):
    out = positives(items)
    if a:
        out.insert(0, 7)
    if b:
        popped = out.pop()
    else:
        popped = None
    out.extend([5])
    if a and b:
        out[0] = 8
    return out, popped


@pytest.mark.parametrize("a", [False, True])
@pytest.mark.parametrize("b", [False, True])
def test_insert_pop_extend_and_setitem_under_symbolic_conditions(a, b):
    ca, cb = stamen.symbolic("ca", bool), stamen.symbolic("cb", bool)
    value = evaluate(lambda: mutate(xs, ca, cb))
    for inputs, items in all_inputs():
        out = [v for v in items if v > 0]
        if a:
            out.insert(0, 7)
        popped = None
        if b:
            if not out:
                continue  # pop from an empty list: that path fails
            popped = out.pop()
        out.extend([5])
        if a and b:
            out[0] = 8
        got = under({**inputs, ca: a, cb: b}, value)
        assert got == (out, popped)


def test_pop_from_a_possibly_empty_list_fails_on_that_path_only():
    @lifted
    def take(items):
        ps = positives(items)
        return ps.pop()

    cex = stamen.verify(lambda: take(xs))
    assert cex.sat and all(v <= 0 for v in cex.evaluate(xs))
    assert "IndexError" in cex.failure.message
    assert stamen.solve(lambda: assert_(take(xs) == 3))


def test_a_list_of_symbolic_length_refuses_unlifted_use():
    ps = evaluate(lambda: positives(xs))
    for use in (len, list, bool, lambda p: p[0], lambda p: p == [], lambda p: iter(p)):
        with pytest.raises(UnliftedBranchError, match="lifted"):
            use(ps)


# ------------------------------------------------------------- padded tuples --

@lifted
def rev_pos(items):
    ps = ()
    for v in items:
        if v > 0:
            ps = (v,) + ps
    return ps


@lifted
def tuple_ops(items, i):
    ps = rev_pos(items)
    n = len(ps)
    at_i = ps[i] if 0 <= i < n else "out"
    both = ps + (9,)
    prefixed = (0,) + ps
    doubled = ps + ps
    total = 0
    for v in ps:
        total = total + v
    return (n, at_i, both, prefixed, doubled, total, 2 in ps, ps == (2, 2), ps[1:], ps[:1],
            ps[-1:], bool(ps))


def tuple_reference(items, i):
    ps = tuple(reversed([v for v in items if v > 0]))
    n = len(ps)
    return (n, ps[i] if 0 <= i < n else "out", ps + (9,), (0,) + ps, ps + ps, sum(ps),
            2 in ps, ps == (2, 2), ps[1:], ps[:1], ps[-1:], bool(ps))


def test_tuples_merge_into_one_padded_tuple_under_logic():
    ps, stats = stamen.evaluate_with_stats(lambda: rev_pos(xs), merge="logic")
    assert type(ps) is PaddedTuple and stats.unions == 0


@pytest.mark.parametrize("merge", ["types", "logic"])
def test_a_padded_tuple_supports_the_tuple_operations_in_lifted_code(merge):
    value = evaluate(lambda: tuple_ops(xs, k), merge)
    for inputs, items in all_inputs((-1, 2, 3)):
        for i in (0, 2):
            got = under({**inputs, k: i}, value)
            assert got == tuple_reference(items, i), (items, i)


def test_a_padded_tuple_refuses_unlifted_use():
    ps = evaluate(lambda: rev_pos(xs), "logic")
    for use in (len, tuple, bool, lambda p: p[0], lambda p: p == (), lambda p: iter(p)):
        with pytest.raises(UnliftedBranchError, match="lifted"):
            use(ps)
    assert stamen.is_symbolic(ps)


def test_concatenating_padded_tuples_outside_lifted_code_keeps_the_length_symbolic():
    value = evaluate(lambda: rev_pos(xs) + (1,) + rev_pos(xs[:1]), "logic")
    for inputs, items in all_inputs():
        p = tuple(reversed([v for v in items if v > 0]))
        assert under(inputs, value) == p + (1,) + tuple(v for v in items[:1] if v > 0)


# ------------------------------------------- list operations on a padded list --

def test_concatenation_repetition_and_copies_keep_the_symbolic_length():
    """Regression: xs + ys, xs * n and xs.copy() read the padding of a symbolic length,
    also outside lifted code."""
    import copy

    ps = evaluate(lambda: positives(xs))
    results = (ps + [7], [7] + ps, ps + ps, ps * 2, 2 * ps, ps.copy(), copy.copy(ps),
               copy.deepcopy(ps), ps * 0)
    for inputs, items in all_inputs():
        p = [v for v in items if v > 0]
        assert under(inputs, results) == (p + [7], [7] + p, p + p, p * 2, 2 * p, p, p, p, [])


def test_list_methods_without_an_encoding_refuse_a_symbolic_length():
    from stamen.errors import UnsupportedConstruct

    ps = evaluate(lambda: positives(xs))
    uses = (lambda p: p.index(2), lambda p: p.count(2), lambda p: 2 in p,
            lambda p: p < [1], lambda p: p != [], lambda p: reversed(p),
            lambda p: p.append(1), lambda p: p.__setitem__(0, 1))
    for use in uses:
        with pytest.raises(UnsupportedConstruct, match=r"symbolic.*test_seq.py:\d+"):
            use(ps)


@lifted
def repeats(n, i):
    ys = [i, 1][:n]
    zs = [1, 2]
    zs *= n
    return [0] * n, n * [i], ys * (i + 1), (i, 0) * n, zs, (ys * 2)[-1:]


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_repetition_by_a_bounded_symbolic_count(merge):
    """`xs * n`, `n * xs`, `t * n` and `xs *= n` with a symbolic count the path bounds (or
    that is one of a few values) are Python's; an unbounded count is refused at its line."""
    n, i = stamen.symbolic("rn", int), stamen.symbolic("ri", int)

    def bounded():
        stamen.assume((-1 <= n) & (n <= 3) & (-1 <= i) & (i <= 2))
        return repeats(n, i)

    value = evaluate(bounded, merge)
    for a, b in itertools.product((-1, 0, 1, 3), (-1, 2)):
        assert under({n: a, i: b}, value) == repeats.__wrapped__(a, b)
    with pytest.raises(stamen.UnsupportedConstruct, match=r"test_seq.py:\d+: `\*` of a list"):
        evaluate(lambda: repeats(n, i), merge)


def test_compact_places_each_present_item_at_its_rank():
    from stamen.vm.merging.seq import compact

    p, q = stamen.symbolic("p", bool), stamen.symbolic("q", bool)
    elems, n = compact([(p, "a"), (True, "b"), (q, "c")])
    for pv in (False, True):
        for qv in (False, True):
            sol = stamen.solve(lambda pv=pv, qv=qv: assert_(stamen.and_(p == pv, q == qv)))
            length = sol.evaluate(n)
            expected = [s for s, keep in (("a", pv), ("b", True), ("c", qv)) if keep]
            assert sol.evaluate(elems)[:length] == expected


def test_a_symbolic_index_is_an_int_term():
    from stamen import BitVec
    from stamen.terms.sorts import INT
    from stamen.vm.merging.seq import as_index

    b = stamen.symbolic("b", bool)
    v = stamen.symbolic("v", BitVec(8))
    assert as_index(b).sort is INT and as_index(v).sort is INT and as_index(3) == 3
    with pytest.raises(TypeError, match="cannot be interpreted as an integer"):
        as_index(stamen.symbolic("r", Fraction))


@lifted
def longest_pairs(n):
    a = list(range(n))
    return list(itertools.zip_longest(a, [1, 2], fillvalue=0))


def test_python_iterating_a_list_of_symbolic_length_is_refused_at_the_users_line():
    # the refusal named neither the program's line nor its function
    with pytest.raises(UnliftedBranchError, match=r"longest_pairs at \S*test_seq.py:\d+"):
        stamen.evaluate_with_stats(lambda: (stamen.assume(0 <= k), stamen.assume(k <= 3),
                                            longest_pairs(k)))
