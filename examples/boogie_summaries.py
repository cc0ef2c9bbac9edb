"""Structural abstraction in the Boogie executor's merged mode (seed 004, Babić's thesis):
each call's results, the globals it changes and its path constraints start as summary
constants the solver knows nothing about; a summary is expanded (its definition given
to the same solver) only when a counterexample depends on it, the assertion's side
first. Here `checksum`'s result only reaches an assume, `next` reaches the assertion:
the proof expands `next` alone. The buggy variant expands what the failing run needs and
replays it concretely. The same as `stamen boogie run FILE --mode merged --abstraction`."""

from stamen.langs.boogie import load
from stamen.langs.boogie.execute import run_program

PROGRAM = """
var count: int;

procedure checksum(x: int) returns (r: int)
{
  r := x * x * x + 7 * x;
  if (r > 100) { r := r mod 97; } else { r := r + 3; }
}

procedure next(x: int) returns (r: int) modifies count;
{
  r := x + 1;
  count := count + 1;
}

procedure {:entrypoint} main(a: int) modifies count;
{
  var c, n: int;
  call c := checksum(a);
  assume c != 5;
  call n := next(a);
  assert n > a;
}
"""
BUGGY = PROGRAM.replace("assert n > a;", "assert n > a + 1 || count == 0;")

for name, text in (("main", PROGRAM), ("buggy main", BUGGY)):
    for calls in ("inline", "summary"):
        record = run_program(load(text), mode="merged", timeout=60,
                             options={"calls": calls})[0]
        stats = record.get("stats")
        counts = "" if stats is None else (f"; {stats['summaries']} summaries, "
                                           f"{stats['expansions']} expanded")
        print(f"{name}, calls {calls}: {record['answer']}{counts}")
        cex = record.get("counterexample")
        if cex:
            print(f"  {cex['kind']}, a = {cex['initial'].get('a')} (replayed concretely)")
