"""Reading Boogie with stamen's front end: load a program, print it back, and see the
located errors of one that is not well-formed (the same as `stamen boogie check FILE`),
and of one whose polymorphism never ends (an expanding type cycle, which Boogie cannot
monomorphize)."""

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

EXPANDING = """
datatype List<T> { Nil(), Cons(head: T, tail: List T) }
function Depth<T>(x: T): int { 1 + Depth(Cons(x, Nil())) }
"""

program = boogie.load(SOURCE)
print(f"Increment: {summary(program)}")
print(boogie.print_program(program))
try:
    boogie.load(BROKEN)
except boogie.BoogieError as error:
    for e in error.errors:
        print(f"broken: {e}")
try:
    boogie.load(EXPANDING)
except boogie.BoogieError as error:
    for e in error.errors:
        print(f"expanding: {e}")
