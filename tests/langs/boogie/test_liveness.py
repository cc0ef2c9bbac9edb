"""Live locals per block (liveness.py), and the merged mode's converged loop heads."""

from __future__ import annotations

from stamen.langs.boogie import load
from stamen.langs.boogie.cfg import build_cfg
from stamen.langs.boogie.liveness import live_locals
from stamen.langs.boogie.world import World

from .test_merged import merged

# SMACK's shape of `while (1) { c = nondet(); if (!c) break; lk = 0; if (p) lk = 1; ...
# if (p) { assert lk == 1; lk = 0; } }`: p is chosen once, lk and c are written before
# they are read in every iteration.
LOCKS = """
procedure nondet() returns (r: int);
procedure main() {
  var p, c, lk: int;
  call p := nondet();
$head:
  call c := nondet();
  goto $body, $exit;
$body:
  assume c != 0;
  lk := 0;
  if (p != 0) { lk := 1; }
  if (p != 0) { assert lk == 1; lk := 0; }
  goto $head;
$exit:
  assume c == 0;
  assert BUG;
}
"""


def _live(text: str) -> dict:
    impl = World(load(text)).impls["main"][0]
    return live_locals(impl, build_cfg(impl.body))


def test_a_local_written_before_it_is_read_is_dead_at_the_loop_head():
    live = _live(LOCKS.replace("BUG", "true"))
    assert live["$head"] == {"p"}


def test_a_loop_whose_live_state_repeats_is_verified_without_a_bound():
    rec = merged(LOCKS.replace("BUG", "true"))
    assert (rec["answer"], rec["reason"]) == ("verified", None)
    rec = merged(LOCKS.replace("BUG", "true"), options={"subsume": False}, loop_bound=8)
    assert rec["answer"] == "unknown"  # without the comparison: unrolled to the bound


def test_a_converged_loop_still_reaches_its_exits():
    rec = merged(LOCKS.replace("BUG", "p == 0"))
    assert rec["answer"] == "bug"


def test_a_counter_keeps_the_loop_from_converging():
    text = LOCKS.replace("lk := 0;\n", "lk := 0; n := n + 1; assert n > 0;\n").replace(
        "var p, c, lk: int;", "var p, c, lk, n: int;").replace("BUG", "true")
    rec = merged(text.replace("var p", "var n0: int; var p").replace(
        "call p := nondet();", "call p := nondet(); n := 0;"), loop_bound=4)
    assert rec["answer"] == "unknown" and "bound" in rec["reason"]
    assert "n" in _live(text)["$head"]


# SMACK's `for (;;) { assert(0 == 0); }` with its counter: i only feeds itself.
COUNTER = """
procedure main() {
  var i, j: int;
  i := 0;
$head:
  assert CHECK;
  j := i + 1;
  i := j;
  goto $head;
}
"""


def test_a_local_that_only_feeds_itself_does_not_matter():
    assert _live(COUNTER.replace("CHECK", "true"))["$head"] == set()
    assert _live(COUNTER.replace("CHECK", "i >= 0"))["$head"] == {"i"}
    rec = merged(COUNTER.replace("CHECK", "true"))
    assert (rec["answer"], rec["reason"]) == ("verified", None)
    rec = merged(COUNTER.replace("CHECK", "i >= 0"), loop_bound=4,
                 options={"accelerate": False})  # unrolled: accelerated, it is verified
    assert rec["answer"] == "unknown" and "bound" in rec["reason"]


def test_an_assignment_to_a_global_reads_its_right_side():
    text = "var g: int;\n" + COUNTER.replace("CHECK", "true").replace(
        "i := j;", "i := j; g := i;").replace("procedure main()", "procedure main() modifies g;")
    assert _live(text)["$head"] == {"i"}
