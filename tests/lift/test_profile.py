"""The symbolic profiler: per lifted function and call site, its calls, seconds (total
and self), and the terms, unions and joins it created; per query, its answer and seconds;
recursion counted once; nothing recorded (and plain call records) without a profile."""

from __future__ import annotations

import json

import pytest

import stamen as st
from stamen.lift import profile as profile_module


@st.lifted
def step(v):
    if v > 0:
        return v - 1
    return v + 1


@st.lifted
def walk(v, n):
    for _ in range(n):
        v = step(v)
    return v


@st.lifted
def countdown(v, depth):
    if depth == 0:
        return v
    return countdown(v - 1, depth - 1)


def _records(prof, name):
    return [r for r in prof.functions() if r.function.endswith(name)]


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_calls_joins_and_queries_are_recorded_per_function_and_site(merge):
    x = st.fresh(int)
    with st.profile() as prof:
        sol = st.verify(lambda: st.assert_(walk(x, 3) != 100), merge=merge)
    assert sol.sat
    (w,) = _records(prof, "walk")
    (s,) = _records(prof, "step")
    assert w.calls >= 1 and s.calls >= 3
    assert s.call_site.startswith(__file__)  # the line in `walk` that calls it
    assert w.call_site.startswith(__file__)
    assert 0 <= w.self_seconds <= w.seconds and s.seconds <= w.seconds + 1e-9
    if merge != "none":  # path by path: no joins, each path calls `step` again
        assert s.joins >= 3 and w.joins >= s.joins
    assert w.terms >= s.terms > 0
    (q,) = prof.queries
    assert (q.query, q.answer) == ("verify", "sat") and q.call_site.startswith(__file__)
    assert q.seconds >= q.eval_seconds + q.solve_seconds - 1e-9


def test_recursive_calls_count_each_call_but_the_time_once():
    x = st.fresh(int)
    with st.profile() as prof:
        assert st.solve(lambda: st.assert_(countdown(x, 4) == 0)).sat
    records = _records(prof, "countdown")
    assert sum(r.calls for r in records) == 5
    outer = max(records, key=lambda r: r.seconds)
    assert sum(r.seconds for r in records) <= outer.seconds * 2 + 1e-6


def test_without_a_profile_nothing_is_recorded_and_calls_are_plain():
    assert profile_module.active is None
    with st.profile() as outer:
        with st.profile() as inner:
            assert profile_module.active is inner
        assert profile_module.active is outer
    assert profile_module.active is None
    assert st.solve(lambda: st.assert_(step(st.fresh(int)) == 3)).sat
    assert outer.calls == {} and outer.queries == []


def test_the_profile_reads_as_json(tmp_path):
    with st.profile() as prof:
        st.solve(lambda: st.assert_(step(st.fresh(int)) == 3))
    path = tmp_path / "profile.json"
    prof.write_json(str(path))
    data = json.loads(path.read_text())
    assert {"functions", "queries"} == set(data)
    assert data["functions"][0]["function"].endswith("step")
    assert data["queries"][0]["answer"] == "sat"
