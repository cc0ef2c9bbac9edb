"""The modular mode's wlp VC (modular_vc.py) and goto loops cut at their leading asserts
(cutpoints.py): the VC's answers, and its agreement with the executor on small
generated programs."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from stamen.langs.boogie import check, load
from stamen.langs.boogie.cfg import build_cfg
from stamen.langs.boogie.cutpoints import cut_goto_loops
from stamen.langs.boogie.execute import run_program
from stamen.langs.boogie.merged import explore as explore_merged
from stamen.langs.boogie.modular import cut_loops, implementations
from stamen.langs.boogie.modular_vc import vc_answer
from stamen.langs.boogie.paths import DEFAULT_OPTIONS
from stamen.langs.boogie.world import World

from .corpus import manifest, needs_corpus, text_of
from .test_modular import CALLS, LOOPS

OPTIONS = {**DEFAULT_OPTIONS, "calls": "contract"}


def answers(text: str) -> dict:
    """Returns the VC's answer for each implementation, loops cut as the mode cuts them."""
    world = World(load(text))
    out = {}
    for impl in world.implementations():
        cut = cut_goto_loops(world, cut_loops(world, impl))
        out[impl.name] = vc_answer(world, cut, OPTIONS, time.perf_counter() + 60).answer
    return out


def test_the_vc_of_calls_by_contracts():
    got = answers(CALLS)
    assert {n for n, a in got.items() if a == "invalid"} == {"Caller", "BadCall", "BadEnsures"}
    assert all(a == "valid" for n, a in got.items()
               if n not in ("Caller", "BadCall", "BadEnsures"))


def test_the_vc_of_loops_cut_at_their_invariants():
    got = answers(LOOPS)
    assert {n for n, a in got.items() if a == "invalid"} == {"WeakInv", "NotPreserved",
                                                              "NotOnEntry"}
    assert got["NoInv"] == "unknown"  # a loop without invariant: never cut, never verified
    assert got["Loop"] == got["Nested"] == got["CallInLoop"] == got["WithBreak"] == "valid"


def test_the_vc_keeps_the_order_of_asserts_and_assumes():
    # an assertion that fails before an assumption that blocks is still a failure
    text = "procedure P(x: int) { assert x > 0; assume x > 5; }"
    assert answers(text) == {"P": "invalid"}
    assert answers("procedure P(x: int) { assume x > 5; assert x > 0; }") == {"P": "valid"}


def test_old_globals_are_the_values_at_entry():
    text = """var g: int;
procedure P() modifies g; ensures g == old(g) + 2; { g := g + 1; if (*) { g := g + 1; }
  else { g := g + 1; } }
procedure Q() modifies g; ensures g == old(g) + 2; { g := g + 1; }"""
    assert answers(text) == {"P": "valid", "Q": "invalid"}


def test_axioms_uniques_and_requires_are_assumed_at_entry():
    text = """const unique A: int; const unique B: int; const N: int; axiom N > 3;
procedure P(x: int) requires x > 0; { assert A != B; assert N + x > 4; }"""
    assert answers(text) == {"P": "valid"}


def test_a_vc_valid_only_because_the_entry_contradicts_itself_is_not_verified():
    # wp holds vacuously when no state passes the requires (or the axioms): that is the
    # executors' "unsatisfiable entry requires", never `verified`
    text = """procedure Q(x: int) returns (y: int) requires x > 5 && x < 3; ensures y > 100;
{ y := x; }
procedure R(x: int) returns (y: int) requires x > 5; ensures y > 5; { y := x; }"""
    assert answers(text) == {"Q": "unknown", "R": "valid"}
    assert "Q: unknown" in run_text(text) and "R: verified" in run_text(text)


def run_text(text: str) -> str:
    """Returns what `stamen boogie run --mode modular` prints for every implementation."""
    return "\n".join(f"{r['entry']}: {r['answer']}" for r in
                     run_program(load(text), mode="modular", timeout=30))


GOTO_LOOP = """
procedure Sum(n: int) returns (s: int)
  requires n >= 0; ensures s == n;
{
  var i: int;
  $bb0: s := 0; goto $bb1;
  $bb1: assert s <= n; goto $bb2, $bb3;
  $bb2: assume s < n; s := s + 1; goto $bb1;
  $bb3: assume !(s < n); return;
}
procedure Lost(n: int) returns (s: int)
  requires n >= 0; ensures s == n;
{
  $bb0: s := 0; goto $bb1;
  $bb1: assert s <= n; goto $bb2, $bb3;
  $bb2: assume s < n; s := s + 2; goto $bb1;
  $bb3: assume !(s < n); return;
}
"""


def test_goto_loops_are_cut_at_their_leading_asserts():
    world = World(load(GOTO_LOOP))
    impl = world.impls["Sum"][0]
    cut = cut_goto_loops(world, impl)
    assert build_cfg(impl.body).loops and not build_cfg(cut.body).loops
    assert answers(GOTO_LOOP) == {"Sum": "valid", "Lost": "invalid"}


def test_the_mode_verifies_a_goto_loop_and_replays_a_lost_invariant():
    recs = {r["entry"]: r for r in run_program(load(GOTO_LOOP), mode="modular", timeout=60,
                                               loop_bound=2)}
    assert recs["Sum"]["answer"] == "verified"
    lost = recs["Lost"]
    assert lost["answer"] == "bug" and lost["counterexample"]["kind"] == \
        "TerminatedAtFailingAssert"
    alone = {r["entry"]: r for r in run_program(load(GOTO_LOOP), mode="modular", timeout=60,
                                                loop_bound=2,
                                                options={"modular_vc": "executor",
                                                         "accelerate": False})}
    assert alone["Sum"]["answer"] == "unknown"  # unrolled to the bound, never verified


def test_a_construct_the_vc_refuses_falls_back_to_the_executor():
    text = """procedure {:inline 1} Add(x: int) returns (y: int) { y := x + 1; }
procedure P(a: int) { var r: int; call r := Add(a); assert r == a + 1; }"""
    assert answers(text)["P"] == "unknown"
    recs = {r["entry"]: r for r in run_program(load(text), mode="modular", timeout=60)}
    assert recs["P"]["answer"] == "verified" and recs["P"]["counters"]["vc:unknown"] == 1


# ------------------------------------------------------------ agreement, generated

_VARS = ("a", "b", "x", "g")


@hs.composite
def _expr(draw) -> str:
    left = draw(hs.sampled_from(_VARS))
    op = draw(hs.sampled_from(("+", "-", "")))
    if not op:
        return left
    return f"({left} {op} {draw(hs.sampled_from((*_VARS, '1', '2', '0 - 1')))})"


@hs.composite
def _cond(draw) -> str:
    op = draw(hs.sampled_from(("<", "<=", "==", "!=")))
    return f"{draw(_expr())} {op} {draw(_expr())}"


@hs.composite
def _stmts(draw, depth: int = 0) -> str:
    out = []
    for _ in range(draw(hs.integers(1, 4))):
        kind = draw(hs.sampled_from(("assign", "assign", "assert", "assume", "havoc", "call",
                                     "if", "while")))
        target = draw(hs.sampled_from(("a", "b", "g")))
        if kind == "assign":
            out.append(f"{target} := {draw(_expr())};")
        elif kind == "assert":
            out.append(f"assert {draw(_cond())};")
        elif kind == "assume":
            out.append(f"assume {draw(_cond())};")
        elif kind == "havoc":
            out.append(f"havoc {target};")
        elif kind == "call":
            out.append(f"call {'a' if target == 'g' else target} := Inc({draw(_expr())});")
        elif depth < 2 and kind == "if":
            guard = draw(hs.sampled_from(("*", draw(_cond()))))
            out.append(f"if ({guard}) {{ {draw(_stmts(depth + 1))} }} "
                       f"else {{ {draw(_stmts(depth + 1))} }}")
        elif depth < 2:
            out.append(f"while ({draw(_cond())}) invariant {draw(_cond())}; "
                       f"{{ {draw(_stmts(depth + 1))} }}")
    return " ".join(out)


def _program(body: str, ensures: str) -> str:
    return f"""var g: int;
procedure Inc(v: int) returns (r: int); modifies g; ensures r > v && g >= old(g);
procedure P(x: int) returns (a: int, b: int) modifies g; ensures {ensures};
{{ {body} }}"""


@settings(max_examples=60, derandomize=True, deadline=None)
@given(_stmts(), _cond())
def test_the_vc_and_the_executor_agree_on_small_programs(body, ensures):
    text = _program(body, ensures)
    world = World(load(text))
    impl = world.impls["P"][0]
    cut = cut_goto_loops(world, cut_loops(world, impl))
    vc = vc_answer(world, cut, OPTIONS, time.perf_counter() + 60)
    assert vc.answer in ("valid", "invalid"), (text, vc.reason)
    executor = explore_merged(world, cut, {**OPTIONS, "loop_bound": None},
                              time.perf_counter() + 60)
    expected = {"valid": "verified", "invalid": "bug"}[vc.answer]
    assert executor.answer == expected, (text, executor.reason)


def test_sourceloc_markers_before_a_goto_loops_asserts_are_skipped():
    text = GOTO_LOOP.replace("$bb1: assert s <= n;",
                             "$bb1: assume {:sourceloc \"a.c\", 3, 1} true; assert s <= n;")
    assert answers(text) == {"Sum": "valid", "Lost": "invalid"}


FREE_SPECS = """
procedure Callee() free requires false; requires false; { }
procedure Caller() ensures false; { call Callee(); }
procedure AlwaysCallee() free requires {:always_assume} false; requires false; { }
procedure AlwaysCaller() ensures false; { call AlwaysCallee(); }
procedure Ens() free ensures false; ensures false; { }
procedure AlwaysEns() free ensures {:always_assume} false; ensures false; { }
"""


def test_free_specs_are_assumed_where_boogie_assumes_them():
    # a free requires binds the callee, not the call; a free ensures binds the callers,
    # not the implementation; {:always_assume} assumes them at both, in their order
    expected = {"Callee": "verified", "Caller": "bug", "AlwaysCallee": "verified",
                "AlwaysCaller": "verified", "Ens": "bug", "AlwaysEns": "verified"}
    for vc in ("wlp", "executor"):
        recs = run_program(load(FREE_SPECS), mode="modular", timeout=60,
                           options={"modular_vc": vc})
        got = {r["entry"]: r["answer"] for r in recs}
        # a false entry requires: Boogie verifies vacuously; stamen says it cannot start
        # (the executor from no state, the VC because it holds only vacuously)
        expected = {**expected, "Callee": "unknown", "AlwaysCallee": "unknown"}
        assert got == expected, vc


@pytest.mark.slow
@needs_corpus
def test_the_vc_and_the_executor_agree_on_boogie_test():
    # every implementation of boogie-test that the VC decides: the executor, run on the
    # same cut program without a bound, never answers the other way
    disagree = []
    for row in manifest():
        if row["suite"] != "boogie-test" or row["verdict"] == "invalid-input":
            continue
        program, errors = check(text_of(row), row["file"])
        if errors:
            continue
        world = World(program)
        for impl in implementations(world):
            cut = cut_goto_loops(world, cut_loops(world, impl))
            vc = vc_answer(world, cut, OPTIONS, time.perf_counter() + 10).answer
            if vc == "unknown":
                continue
            executor = explore_merged(world, cut, {**OPTIONS, "loop_bound": None},
                                      time.perf_counter() + 10).answer
            if executor != "unknown" and executor != {"valid": "verified",
                                                      "invalid": "bug"}[vc]:
                disagree.append((row["file"], impl.name, vc, executor))
    assert disagree == []
