"""The paths mode on small programs, one construct at a time: exact answers."""

from __future__ import annotations

import pytest

from stamen.langs.boogie import load
from stamen.langs.boogie.execute import run_program

OPTION_SETS = [
    {},
    {"lookahead": False, "incremental": False, "independence": True,
     "dead_declarations": False, "cheap_cloning": False, "search": "dfs"},
]


def answer(text: str, entry: str | None = "main", **kw) -> tuple[str, str | None]:
    """Returns (answer, reason) of the program's one entry point, the same under every
    set of optimisation flags."""
    seen = set()
    for opts in OPTION_SETS:
        recs = run_program(load(text), entry=entry, timeout=20, options=opts, **kw)
        assert len(recs) == 1
        seen.add((recs[0]["answer"], recs[0]["reason"]))
    assert len(seen) == 1, seen
    return seen.pop()


CASES = [
    # assert / assume / havoc / if
    ("procedure main(x: int) { assume x > 0; assert x >= 1; }", "verified"),
    ("procedure main(x: int) { assert x >= 1; }", "bug"),
    ("procedure main() { var x: int; havoc x; if (x > 0) { assert x != 0; } }", "verified"),
    ("procedure main() { var x: int; havoc x; if (*) { assert x != 3; } }", "bug"),
    # goto with several targets, labels
    ("procedure main(x: int) { goto A, B; A: assume x > 2; assert x > 1; return;"
     " B: assume x <= 2; assert x < 3; }", "verified"),
    ("procedure main(x: int) { goto A, B; A: assume x > 2; return;"
     " B: assert x > 1; }", "bug"),
    # loops
    ("procedure main() { var i: int; i := 0; while (i < 5) invariant i <= 5; { i := i + 1; }"
     " assert i == 5; }", "verified"),
    ("procedure main() { var i: int; i := 0; while (i < 5) { i := i + 1;"
     " if (i == 3) { break; } } assert i == 3; }", "verified"),
    ("procedure main() { var i: int; i := 0; while (i < 5) { i := i + 1; } assert i == 4; }",
     "bug"),
    # Euclidean div/mod, reals
    ("procedure main() { assert -7 div 2 == -4 && -7 mod 2 == 1 && 7 mod -2 == 1; }",
     "verified"),
    ("procedure main(x: int) { assume x != 0; assert (x * 3) mod x == 0; }", "verified"),
    ("procedure main(r: real) { assume r > 1.5; assert r * 2.0 > 3.0 && int(2.5) == 2; }",
     "verified"),
    # bit-vectors by their builtins
    ("function {:bvbuiltin \"bvadd\"} add(bv8, bv8) returns (bv8);"
     "function {:bvbuiltin \"bvult\"} ult(bv8, bv8) returns (bool);"
     "procedure main(x: bv8) { assert add(x, 1bv8) != 0bv8; }", "bug"),
    ("function {:bvbuiltin \"bvudiv\"} udiv(bv8, bv8) returns (bv8);"
     "procedure main(x: bv8) { assert udiv(x, 0bv8) == 255bv8 && (x[4:0] ++ x[8:4] != 1bv8"
     " || x == 16bv8); }", "verified"),
    # maps, multi-index maps, lambda
    ("var m: [int]int; procedure main() modifies m; { m[1] := 5; m[2] := 6;"
     " assert m[1] == 5; }", "verified"),
    ("procedure main() { var m: [int, bool]int; m[1, true] := 5; assert m[1, true] == 5;"
     " assert m[1, false] == 5; }", "bug"),
    ("procedure main(k: int) { var m: [int]int; m := (lambda i: int :: i + 1);"
     " assert m[k] > k; }", "verified"),
    ("procedure main(c: bool) { var m: [int]int; var n: [int]int; m[1] := 2;"
     " assert (if c then m else n)[1] == 2 || !c; }", "verified"),
    ("type T; procedure main(c: bool, a: T, b: T) { assert (if c then a else b) == a; }",
     "bug"),
    # functions: inlined bodies, uninterpreted, axioms, unique constants
    ("function {:inline} twice(x: int) returns (int) { x + x }"
     "procedure main(y: int) { assert twice(y) == 2 * y; }", "verified"),
    ("function f(int) returns (int); axiom (forall i: int :: {f(i)} f(i) > i);"
     "procedure main(y: int) { assert f(y) > y; }", "verified"),
    ("function f(int) returns (int);"
     "procedure main(y: int) { assert f(y) > y; }", "bug"),
    ("const unique a: int; const unique b: int; const c: int;"
     "procedure main() { assert a != b; }", "verified"),
    ("const unique a: int; const unique b: int; const c: int;"
     "procedure main() { assert a != c; }", "bug"),
    # uninterpreted types
    ("type T; const t1: T; const unique u1: T; const unique u2: T;"
     "procedure main(x: T) { assert x == u1 || x == u2 || x == t1; }", "bug"),
    ("type T; function g(T) returns (int); procedure main(x: T, y: T) {"
     " assume x == y; assert g(x) == g(y); }", "verified"),
    # calls: implementations, contracts, old, free specs, where clauses
    ("var g: int; procedure inc() modifies g; ensures g == old(g) + 1; { g := g + 1; }"
     "procedure main() modifies g; { var o: int; o := g; call inc(); assert g == o + 1; }",
     "verified"),
    ("var g: int; procedure inc() modifies g; ensures g == old(g) + 2; { g := g + 1; }"
     "procedure main() modifies g; { call inc(); }", "bug"),
    ("procedure p(x: int) requires x > 0; { } procedure main(y: int) { call p(y); }", "bug"),
    ("procedure p(x: int) requires x > 0; { } procedure main(y: int) requires y > 3;"
     " { call p(y); }", "verified"),
    ("var g: int; procedure ext() returns (r: int); modifies g; ensures r > g;"
     "procedure main() modifies g; { var r: int; call r := ext(); assert r > g; }",
     "verified"),
    ("var g: int; procedure ext(); modifies g; ensures g > 0;"
     "procedure main() modifies g; { g := -1; call ext(); assert g == -1; }", "bug"),
    ("procedure p(x: int) free requires x > 0; { assert x > 0; }"
     "procedure main(y: int) { call p(y); }", "verified"),
    ("procedure main() { var x: int where x > 3; assert x > 3; havoc x; assert x > 3; }",
     "verified"),
    ("procedure callee(a: int) returns (b: int); ensures b == a * 2;"
     "implementation callee(c: int) returns (d: int) { d := c + c; }"
     "procedure main() { var r: int; call r := callee(4); assert r == 8; }", "verified"),
    # quantifiers over maps
    ("procedure main() { var m: [int]bool; assume (forall i: int :: m[i]);"
     " assert m[7]; }", "verified"),
    ("procedure main() { var m: [int]bool; assume (exists i: int :: m[i]);"
     " assert m[7]; }", "bug"),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_answer(text, expected):
    got, reason = answer(text)
    assert got == expected, reason


def test_unsupported_constructs_are_unknown_with_location():
    got, reason = answer("procedure main() { var x: float24e8; assert x == x; }")
    assert got == "unknown" and ":1:" in reason and "floating-point" in reason
    got, reason = answer("function f<a>(a) returns (int); procedure main() { assert f(1) == 1; }")
    assert got == "unknown" and "polymorphic function f" in reason


def test_inconsistent_axioms_and_entry_requires_are_reported():
    assert answer("axiom false; procedure main() { assert false; }") == (
        "unknown", "inconsistent axioms")
    assert answer("procedure main(x: int) requires x > 0 && x < 0; { assert false; }") == (
        "unknown", "unsatisfiable entry requires")


@pytest.mark.parametrize("mode", ["paths", "merged"])
def test_unused_contradictory_axioms_are_reported_not_dropped(mode):
    # Boogie verifies P vacuously; dropping the unused axioms first made a bug of it
    text = ("const c: int; axiom c > 0; axiom c < 0;"
            " procedure P(x: int) returns (y: int) ensures y > 100; { y := x; }")
    rec = run_program(load(text), mode=mode, entry="P", timeout=20)[0]
    assert (rec["answer"], rec["reason"]) == ("unknown", "inconsistent axioms")
    consistent = text.replace("axiom c < 0;", "axiom c < 5;")
    assert run_program(load(consistent), mode=mode, entry="P", timeout=20)[0]["answer"] == "bug"


def test_loop_bound_makes_the_answer_unknown():
    text = "procedure main(n: int) { var i: int; i := 0; while (i < n) { i := i + 1; } }"
    assert answer(text, loop_bound=3) == ("unknown", "bound 3")


def test_timeout_is_unknown_never_verified():
    # (i := i + 1 is accelerated: the exit is unreachable, verified; doubling is not)
    text = "procedure main() { var i: int; i := 0; while (true) { i := 2 * i + 1; } }"
    recs = run_program(load(text), entry="main", timeout=0.5)
    assert recs[0]["answer"] == "unknown" and "timeout" in recs[0]["reason"]


def test_entry_points_default_to_entrypoint_attribute_then_all():
    text = ("procedure a() { assert false; } procedure {:entrypoint} b() { }")
    recs = run_program(load(text), timeout=10)
    assert [(r["entry"], r["answer"]) for r in recs] == [("b", "verified")]
    recs = run_program(load("procedure a() { assert false; } procedure b() { }"), timeout=10)
    assert [(r["entry"], r["answer"]) for r in recs] == [("a", "bug"), ("b", "verified")]
