"""Reading Boogie with stamen's front end: load a program, print it back, and see the
located errors of one that is not well-formed (the same as `stamen boogie check FILE`)."""

import stamen.langs.boogie as boogie
from stamen.langs.boogie.command import summary

SOURCE = """
var count: int;

procedure Increment(step: int) returns (old_count: int)
  requires step > 0;
  modifies count;
  ensures count == old(count) + step && old_count == old(count);
{
  old_count := count;
  count := count + step;
}
"""

BROKEN = """
procedure P(x: int) {
  assert x > 0
}
"""

program = boogie.load(SOURCE)
print(f"Increment: {summary(program)}")
print(boogie.print_program(program))
try:
    boogie.load(BROKEN)
except boogie.BoogieError as error:
    for e in error.errors:
        print(f"broken: {e}")
