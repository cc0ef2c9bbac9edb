"""Recursive calls past the bound cut as opaque summaries: which calls may be cut, and the
answers that gives (decided where no counterexample needs the cut, the bound reached
where one does, bugs past the cut replayed by the real recursion)."""

from __future__ import annotations

from stamen.langs.boogie import load
from stamen.langs.boogie.cfg import build_cfg
from stamen.langs.boogie.execute import run_program
from stamen.langs.boogie.summaries_cut import CutTable
from stamen.langs.boogie.world import World

F = """procedure f(n: int) returns (r: int)
{ if (n <= 0) { r := 0; } else { call r := f(n - 1); r := r + 1; } }
"""


def run(text: str, calls: str = "summary", loop_bound: int | None = 4) -> dict:
    recs = run_program(load(text), mode="merged", entry="main", timeout=30,
                       loop_bound=loop_bound, options={"calls": calls})
    assert len(recs) == 1
    return recs[0]


def table(text: str) -> CutTable:
    return CutTable(World(load(text)), lambda impl: build_cfg(impl.body))


def test_cuttable_only_without_checks_anywhere_below():
    text = F + """var G: int;
    procedure g(n: int) { assert n > -5; if (n > 0) { call g(n - 1); } }
    procedure h(n: int) requires n >= 0; { if (n > 0) { call h(n - 1); } }
    procedure k(n: int) ensures n == n; { if (n > 0) { call k(n - 1); } }
    procedure top(n: int) { var x: int; call x := f(n); call g(n); }
    procedure fe(n: int) free ensures n == n; { assert true; if (n > 0) { call fe(n - 1); } }
    """
    cuts = table(text)
    assert cuts.cuttable("f") and cuts.cuttable("fe")
    assert not cuts.cuttable("g")  # an assertion
    assert not cuts.cuttable("h")  # a requires checked at the recursive call
    assert not cuts.cuttable("k")  # an ensures checked at every return
    assert not cuts.cuttable("top")  # reaches g


def test_writes_are_the_globals_changed_below():
    text = """var G, H, M: int;
    procedure set(x: int); modifies M;
    procedure a(n: int) modifies G, H, M; { var l: int; l := n; if (n > 0) { call b(n); } }
    procedure b(n: int) modifies G, H, M; { G := n; call H := id(n); call set(n); call a(n - 1); }
    procedure id(x: int) returns (y: int) { y := x; }
    """
    cuts = table(text)
    assert cuts.writes("a") == cuts.writes("b") == {"G", "H", "M"}
    assert cuts.writes("id") == frozenset()


def test_a_result_the_assertion_does_not_need_decides_past_the_bound():
    text = F + "procedure main(n: int) { var x, y: int; call x := f(n); y := n + 1; assert y > n; }"
    assert run(text, calls="inline")["reason"] == "bound 4"
    rec = run(text)
    assert rec["answer"] == "verified"
    assert rec["stats"]["cuts"] >= 1


def test_globals_the_recursion_does_not_write_keep_their_values():
    text = """var G, H: int;
    procedure f(n: int) modifies G; { if (n > 0) { G := G + 1; call f(n - 1); } }
    procedure main(n: int) modifies G, H; { H := 3; G := 0; call f(n); assert H == 3; }"""
    assert run(text)["answer"] == "verified"
    # G is written below the cut: its value there is the cut's, so G >= 0 is not decided
    rec = run(text.replace("assert H == 3;", "assert G >= 0;"))
    assert (rec["answer"], rec["reason"]) == ("unknown", "bound 4")


def test_a_model_that_needs_the_cut_is_the_bound_reached_not_a_bug():
    # f2(n) == 2 n: no fact of the templates says so (summaries_facts.py)
    text = F.replace("r + 1", "r + 2") + (
        "procedure main(n: int) { var x: int; assume n >= 0; call x := f(n);"
        " assert x == 2 * n; }")
    rec = run(text)
    assert (rec["answer"], rec["reason"]) == ("unknown", "bound 4")
    assert rec["stats"]["cuts"] >= 1


def test_bugs_within_and_past_the_bound_are_replayed():
    within = F + ("procedure main(n: int) { var x: int; assume n >= 0; call x := f(n);"
                  " assert x != 3; }")
    rec = run(within)
    assert rec["answer"] == "bug"
    assert rec["counterexample"]["kind"] == "TerminatedAtFailingAssert"
    # n = 7 recurses past bound 1: inlining cannot reach it, the cut's model does not
    # depend on the cut, and the replay runs the real recursion
    past = F + "procedure main(n: int) { var x: int; call x := f(n); assert n != 7; }"
    assert run(past, calls="inline", loop_bound=1)["answer"] == "unknown"
    rec = run(past, loop_bound=1)
    assert rec["answer"] == "bug"
    assert rec["stats"]["cuts"] >= 1


def test_a_recursion_that_may_fail_inside_is_never_cut():
    text = """procedure g(n: int) returns (r: int)
    { assert n > -100; if (n <= 0) { r := 0; } else { call r := g(n - 1); } }
    procedure main(n: int) { var x: int; call x := g(n); assert true; }"""
    rec = run(text, loop_bound=None)
    assert rec["answer"] == "bug"
    assert rec["stats"]["cuts"] == 0
    safe = text.replace("assert n > -100;", "assert n > -100 || n <= 0;")
    rec = run(safe)
    assert (rec["answer"], rec["reason"]) == ("unknown", "bound 4")
    assert rec["stats"]["cuts"] == 0


def test_free_ensures_are_assumed_at_the_cut():
    text = """procedure f(n: int) returns (r: int) free ensures r >= 0;
    { if (n <= 0) { r := 0; } else { call r := f(n - 1); r := r + 1; } }
    procedure main(n: int) { var x: int; call x := f(n); assert x >= 0; }"""
    rec = run(text)
    assert rec["answer"] == "verified"
    assert rec["stats"]["cuts"] >= 1


def test_a_model_past_a_cut_the_real_call_never_returns_from_is_the_bound_reached():
    # f(7) recurses for ever: the model n = 7 does not depend on the cut's value, but
    # its replay cannot end; asked as inlining asks (no path through a cut), n = 7 has
    # no execution within the bound
    text = """procedure f(n: int) returns (r: int)
    { if (n == 7) { call r := f(n); } else { r := 0; } }
    procedure main(n: int) { var x: int; call x := f(n); assert n != 7; }"""
    rec = run(text)
    assert (rec["answer"], rec["reason"]) == ("unknown", "bound 4")
    assert rec["stats"]["cuts"] >= 1
