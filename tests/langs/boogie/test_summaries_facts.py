"""Facts of a recursive procedure's results proven by induction (Houdini over templates):
the inductive ones kept, the others dropped, nothing where the check proves nothing."""

from __future__ import annotations

import time

from stamen.langs.boogie import load
from stamen.langs.boogie.paths import DEFAULT_OPTIONS
from stamen.langs.boogie.summaries import SummarizingMachine
from stamen.langs.boogie.summaries_facts import candidate_facts, infer_facts
from stamen.langs.boogie.world import World

ADD = """procedure add(m: int, n: int) returns (r: int)
{ if (n == 0) { r := m; } else if (n > 0) { call r := add(m + 1, n - 1); }
  else { call r := add(m - 1, n + 1); } }
"""


def facts(text: str, name: str) -> set[str]:
    world = World(load(text))
    got = infer_facts(world, world.impls[name][0], SummarizingMachine,
                      {**DEFAULT_OPTIONS, "cut_facts": False}, time.perf_counter() + 60)
    return {f.text for f in got}


def test_candidates_of_the_templates():
    world = World(load(ADD))
    texts = [f.text for f in candidate_facts(world, world.impls["add"][0])]
    assert len(texts) == len(set(texts)) == 3 * (3 + 6 * 2 + 1)
    assert "r == m + n" in texts and "inputs > 0 ==> r >= 1" in texts


def test_inductive_facts_are_kept_and_the_others_dropped():
    got = facts(ADD, "add")
    assert "r == m + n" in got
    assert "r >= 0" not in got and "r == m" not in got
    # gcd: positive inputs give a positive result, which needs the hypothesis at both
    # recursive calls
    gcd = """procedure gcd(a: int, b: int) returns (r: int)
    { if (a <= 0 || b <= 0) { r := 0; } else if (a == b) { r := a; }
      else if (a > b) { call r := gcd(a - b, b); } else { call r := gcd(a, b - a); } }"""
    got = facts(gcd, "gcd")
    assert {"r >= 0", "inputs > 0 ==> r >= 1"} <= got
    assert "r >= 1" not in got


def test_no_facts_where_the_check_proves_nothing():
    # a loop in the body past the check's bound: some returns were never reached
    looping = """procedure f(n: int) returns (r: int)
    { var i: int; r := 0; i := 0; while (i < n) { i := i + 1; }
      if (n > 0) { call r := f(n - 1); } }"""
    assert facts(looping, "f") == set()
    # a where clause on an input: assumed by the check's entry, not by a call
    where = ADD.replace("add(m: int, n: int)", "add(m: int where m > 0, n: int)")
    assert facts(where, "add") == set()
    # no integer result: no candidates
    assert facts("procedure p(n: int) { if (n > 0) { call p(n - 1); } }", "p") == set()


def test_a_fact_decides_a_recursive_program_inlining_cannot():
    from stamen.langs.boogie.execute import run_program

    text = ADD + ("procedure main(m: int, n: int) { var s: int; call s := add(m, n);"
                  " assert s == m + n; }")
    recs = {calls: run_program(load(text), mode="merged", entry="main", timeout=30,
                               loop_bound=8, options={"calls": calls})[0]
            for calls in ("inline", "summary")}
    assert (recs["inline"]["answer"], recs["inline"]["reason"]) == ("unknown", "bound 8")
    assert recs["summary"]["answer"] == "verified"
    assert recs["summary"]["stats"]["facts"] >= 1
    bug = text.replace("s == m + n", "s == m + n + 1")
    rec = run_program(load(bug), mode="merged", entry="main", timeout=30,
                      options={"calls": "summary"})[0]
    assert rec["answer"] == "bug"
