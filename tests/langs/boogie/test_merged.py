"""The merged mode on small programs: the paths mode's answers, with states joined."""

from __future__ import annotations

import pytest

from stamen.langs.boogie import load
from stamen.langs.boogie.execute import run_program

from .test_execute_constructs import CASES

OPTION_SETS = [{}, {"deepen": False}, {"incremental": False, "cheap_cloning": False}]
UNROLLED = {"accelerate": False}  # loops unrolled, not accelerated (test_accelerate.py)


def merged(text: str, entry: str | None = "main", options: dict | None = None,
           **kw) -> dict:
    """Returns the merged mode's record of the program's one entry point."""
    recs = run_program(load(text), mode="merged", entry=entry, timeout=30,
                       options=options, **kw)
    assert len(recs) == 1
    return recs[0]


def answer(text: str, **kw) -> tuple[str, str | None]:
    """Returns (answer, reason), the same under every set of options."""
    seen = set()
    for opts in OPTION_SETS:
        rec = merged(text, options=opts, **kw)
        seen.add((rec["answer"], rec["reason"]))
    assert len(seen) == 1, seen
    return seen.pop()


@pytest.mark.parametrize("text,expected", CASES)
def test_each_construct_answers_as_the_paths_mode(text, expected):
    got, reason = answer(text)
    assert got == expected, reason


def _diamonds(n: int, check: str) -> str:
    """Returns n if-diamonds in a row, each adding 1 or 2 to s, then `check`."""
    body = "".join(f"if (c[{i}]) {{ s := s + 1; }} else {{ s := s + 2; }}\n"
                   for i in range(n))
    return (f"procedure main(c: [int]bool) {{ var s: int; s := 0; {body} {check} }}")


def test_joins_keep_diamonds_linear():
    # 2^40 paths, one state per join: the paths mode cannot finish this
    assert answer(_diamonds(40, "assert s >= 40 && s <= 80;")) == ("verified", None)
    rec = merged(_diamonds(40, "assert s != 79;"))
    assert rec["answer"] == "bug"
    assert rec["counterexample"]["kind"] == "TerminatedAtFailingAssert"


def test_nondeterministic_gotos_get_choice_constants():
    text = ("procedure main() { var x: int; goto A, B; A: x := 1; goto C;"
            " B: x := 2; goto C; C: assert x == 1; }")
    assert answer(text)[0] == "bug"
    rec = merged(text)
    assert rec["counterexample"]["trace"][-2:] == ["main:B", "main:C"]
    text3 = ("procedure main() { var x: int; goto A, B, D; A: x := 1; goto C;"
             " B: x := 2; goto C; D: x := 3; goto C; C: assert x >= 1 && x <= 3; }")
    assert answer(text3) == ("verified", None)
    assert answer(text3.replace("x <= 3", "x <= 2"))[0] == "bug"


def test_loop_exits_of_every_iteration_are_joined_and_replayed():
    text = ("procedure main(n: int) { var i: int; assume n < 5; i := 0;"
            " while (i < n) { i := i + 1; } assert i != 3; }")
    rec = merged(text, options=UNROLLED)
    assert rec["answer"] == "bug"
    assert rec["counterexample"]["initial"] == {"n": "3"}
    assert rec["counterexample"]["trace"].count("main:$body2") == 3
    safe = text.replace("assert i != 3", "assert i == n || n < 0")
    assert answer(safe) == ("verified", None)


def test_nested_loops_and_breaks():
    text = ("procedure main(n: int) { var i: int; var j: int; var s: int;"
            " assume 0 <= n && n <= 3; i := 0; s := 0;"
            " while (i < n) { j := 0; while (j < n) { if (j == 2) { break; } s := s + 1;"
            " j := j + 1; } i := i + 1; } assert s <= 6; }")
    assert answer(text) == ("verified", None)
    assert answer(text.replace("s <= 6", "s <= 5"))[0] == "bug"


def test_symbolic_loops_reach_the_bound_never_verified():
    text = "procedure main(n: int) { var i: int; i := 0; while (i < n) { i := i + 1; } }"
    for opts in OPTION_SETS:
        rec = merged(text, options={**opts, **UNROLLED}, loop_bound=3)
        assert (rec["answer"], rec["reason"]) == ("unknown", "bound 3")
    rec = run_program(load(text), mode="merged", entry="main", timeout=1, options=UNROLLED)[0]
    assert rec["answer"] == "unknown" and "timeout" in rec["reason"]


def test_recursion_is_unrolled_like_loops():
    text = ("procedure f(n: int) returns (r: int) { if (n <= 0) { r := 0; } else {"
            " call r := f(n - 1); r := r + 1; } }"
            " procedure main(n: int) { var r: int; assume n <= 3; call r := f(n);"
            " assert r == n || n < 0; }")
    assert answer(text) == ("verified", None)
    assert answer(text.replace("r == n || n < 0", "r != 2"))[0] == "bug"
    unbounded = text.replace("assume n <= 3;", "")
    assert answer(unbounded, loop_bound=2) == ("unknown", "bound 2")


def test_calls_by_contract_are_a_hook():
    text = ("var g: int; procedure inc() modifies g; ensures g > old(g); { g := g + 1; }"
            " procedure main() modifies g; { var o: int; o := g; call inc();"
            " assert g == o + 1; }")
    assert merged(text)["answer"] == "verified"
    rec = merged(text, options={"calls": "contract"})
    assert rec["answer"] == "bug"


def test_unsupported_and_inconsistent_are_unknown():
    got, reason = answer("procedure main() { var x: float24e8; assert x == x; }")
    assert got == "unknown" and ":1:" in reason and "floating-point" in reason
    assert answer("axiom false; procedure main() { assert false; }") == (
        "unknown", "inconsistent axioms")
    assert answer("procedure main(x: int) requires x > 0 && x < 0; { assert false; }") == (
        "unknown", "unsatisfiable entry requires")


def test_unsupported_construct_on_an_infeasible_path_is_ignored():
    text = ("function f<a>(a) returns (int); procedure main(x: int) { assume x > 0;"
            " if (x < 0) { assert f(1) == 1; } assert x > 0; }")
    assert answer(text) == ("verified", None)
    got, reason = answer(text.replace("assume x > 0;", ""))
    assert got == "unknown" and "polymorphic function f" in reason


def test_repeated_loop_states_end_as_in_the_paths_mode():
    assert answer("procedure main() { while (true) { } }") == ("verified", None)


def test_a_nondeterministic_loop_that_changes_nothing_ends():
    # its choice constants restrict nothing else: the loop head's state repeats
    text = "procedure main() { l: goto a, b; a: goto l, a; b: return; }"
    assert answer(text) == ("verified", None)


def test_the_command_prints_merged_failures_as_the_paths_mode(tmp_path, capsys):
    from stamen.cli import main

    path = tmp_path / "buggy.bpl"
    path.write_text("procedure main(x: int)\n{\n  var y: int;\n  y := x;\n"
                    "  if (x > 2) { y := y + 1; }\n  assert y != 4;\n}\n")
    outputs = []
    for mode in ("paths", "merged"):
        assert main(["boogie", "run", str(path), "--mode", mode]) == 1
        outputs.append(capsys.readouterr().out.splitlines())
    assert outputs[0] == outputs[1]
    assert outputs[1][:3] == [f"{path}: main: bug", f"  {path}:6:3: TerminatedAtFailingAssert",
                              "  x = 3"]


def test_irreducible_loops():
    text = ("procedure main() { var i: int; i := 0; goto A, B;\n"
            " A: assume i < 7; i := i + 1; goto B, C;\n"
            " B: assume i < 7; i := i + 2; goto A, C;\n"
            " C: assert i >= 1 && i <= 8; }")
    assert answer(text) == ("verified", None)
    rec = merged(text.replace("i <= 8", "i != 5"))
    assert rec["answer"] == "bug"


def test_maps_and_uninterpreted_values_merge_at_joins():
    text = ("type T; procedure main(c: bool, a: T, b: T) { var m: [int]int; var t: T;\n"
            " if (c) { m[0] := 1; t := a; } else { m[0] := 2; t := b; }\n"
            " assert m[0] >= 1 && (t == a || t == b); }")
    assert answer(text) == ("verified", None)
    rec = merged(text.replace("m[0] >= 1", "m[0] == 1"))
    assert rec["answer"] == "bug" and rec["counterexample"]["initial"]["c"] == "false"


def test_a_timeout_inside_the_deepening_is_only_a_timeout():
    text = ("procedure main(n: int) { var i: int; i := 0; while (i < n) { i := i + 1; } }")
    rec = run_program(load(text), mode="merged", entry="main", timeout=1, options=UNROLLED)[0]
    assert (rec["answer"], rec["reason"]) == ("unknown", "timeout")
