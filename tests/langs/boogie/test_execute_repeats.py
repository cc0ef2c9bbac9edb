"""A loop that goes round without changing anything ends its path (whatever follows was
reachable from the earlier entry), so a non-terminating program without failures is
verified; a loop that changes a variable is never cut, and goto loops are loops too
(the loop bound sees them)."""

from __future__ import annotations

from stamen.langs.boogie.execute import run_file

GOTO_CYCLE = """
procedure main() {
  entry: goto a, done;
  a: assume true; goto entry, a;
  done: return;
}
"""

COUNTING = """
procedure main() {
  var x: int;
  x := 0;
  while (true) { x := x + 1; if (x == 50) { assert false; } }
}
"""

GOTO_COUNTING = """
procedure main() {
  var x: int;
  start: x := 0; goto head;
  head: x := x + 1; goto check, head;
  check: assume x == 50; assert false; return;
}
"""

HAVOC_LOOP = """
procedure main() {
  var x: int;
  head: havoc x; assert x != 7; goto head;
}
"""


def _answer(tmp_path, text, **options):
    path = tmp_path / "p.bpl"
    path.write_text(text)
    (record,) = run_file(str(path), timeout=3, **options)
    return record["answer"], record["reason"]


def test_a_loop_that_changes_nothing_is_cut_and_the_program_verified(tmp_path):
    assert _answer(tmp_path, GOTO_CYCLE) == ("verified", None)


def test_a_counting_loop_is_not_cut_and_its_bug_is_found(tmp_path):
    assert _answer(tmp_path, COUNTING)[0] == "bug"


def test_a_havoc_in_the_loop_makes_each_round_new(tmp_path):
    assert _answer(tmp_path, HAVOC_LOOP)[0] == "bug"


def test_goto_loops_are_bounded_like_while_loops(tmp_path):
    assert _answer(tmp_path, GOTO_COUNTING)[0] == "bug"
    answer, reason = _answer(tmp_path, GOTO_COUNTING, loop_bound=10)
    assert answer == "unknown" and "bound 10" in reason


def test_without_the_cut_the_goto_cycle_runs_to_the_timeout(tmp_path):
    path = tmp_path / "p.bpl"
    path.write_text(GOTO_CYCLE)
    (record,) = run_file(str(path), timeout=2, options={"cut_repeats": False})
    assert record["answer"] == "unknown" and "timeout" in record["reason"]
