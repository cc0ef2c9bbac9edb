"""Hypothesis: random sequences of dict and set operations, some under symbolic
conditions, at symbolic and concrete keys, run by one lifted interpreter on two symbolic
ints; under each merge strategy the result on every input of a small domain (pinned by
`assume`, read through `solve`) is the one plain Python computes, order of the dict's
items included."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stamen
from stamen import assume, lifted

from .agreement import MERGES

a_sym, b_sym = stamen.symbolic("a", int), stamen.symbolic("b", int)
DOMAIN = list(itertools.product(range(3), range(2)))  # a > b, a == b, a < b, a == 1


@lifted
def _guard(cond, a, b):
    return cond == 0 or (cond == 1 and a > b) or (cond == 2 and a == 1)


@lifted
def run_dict(ops, a, b):
    """Runs the dict operations `ops` [(op, key, value, condition)]."""
    d = {2: 0}
    out = []
    for op, k, v, cond in ops:
        key = (a, b, 1, 2, (a, 0))[k]
        if _guard(cond, a, b):
            if op == 0:
                d[key] = v
            elif op == 1:
                try:
                    del d[key]
                except KeyError:
                    out.append(-1)
            elif op == 2:
                out.append(d.get(key, -2))
            elif op == 3:
                out.append(d.pop(key, -3))
            elif op == 4:
                out.append(d.setdefault(key, v))
            elif op == 5:
                out.append(key in d)
            elif op == 6:
                out.append(len(d))
            elif op == 7:
                try:
                    out.append(d.popitem())
                except KeyError:
                    out.append(-7)
            else:
                out.append(list(d))
    return out, list(d.items())


@lifted
def run_set(ops, a, b):
    """Runs the set operations `ops` [(op, member, value, condition)]."""
    s = {1}
    out = []
    for op, k, v, cond in ops:
        item = (a, b, 1, 2, v)[k]
        if _guard(cond, a, b):
            if op == 0:
                s.add(item)
            elif op == 1:
                s.discard(item)
            elif op == 2:
                try:
                    s.remove(item)
                except KeyError:
                    out.append(-1)
            elif op == 3:
                out.append(item in s)
            elif op == 4:
                out.append(len(s))
            elif op == 5:
                s |= {item, v}
            elif op == 6:
                s = s - {item}
            elif op == 7:
                out.append(s == {a, 1})
            else:
                out.append(sum(s))
    return out, len(s), [v in s for v in range(-1, 4)]


_ops = st.lists(st.tuples(st.integers(0, 8), st.integers(0, 4), st.integers(0, 3),
                          st.integers(0, 2)), min_size=1, max_size=6)


def _agrees(fn, ops) -> None:
    for merge in MERGES:
        value, _ = stamen.evaluate_with_stats(lambda: fn(ops, a_sym, b_sym), merge=merge)
        for va, vb in DOMAIN:
            expected = fn.__wrapped__(ops, va, vb)

            def pinned(va=va, vb=vb):
                assume(a_sym == va)
                assume(b_sym == vb)
                return fn(ops, a_sym, b_sym)

            sol = stamen.solve(pinned, merge=merge)
            assert sol.kind == "sat", (merge, va, vb)
            assert sol.evaluate(value) == expected, (merge, va, vb, ops)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_ops)
def test_random_dict_operations_agree_with_python(ops):
    _agrees(run_dict, ops)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_ops)
def test_random_set_operations_agree_with_python(ops):
    _agrees(run_set, ops)
