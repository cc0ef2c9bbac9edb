"""SV-COMP programs as SMACK translates C to Boogie, run by the merged mode.

A lock discipline checked in a `while (1)` loop never terminates, so no unrolling
bound verifies it; but the loop's live state at its head (the lock flags are written
before they are read in each iteration) is the same after one iteration as before it,
so the merged mode sees the loop converge and answers `verified`. SMACK's prelude
also axiomatises float conversions with quantifiers; the program never uses them, so
those axioms are dead and the solver never sees a quantifier. The same as
`stamen boogie run FILE --mode merged`.
"""

from stamen.langs.boogie import load
from stamen.langs.boogie.execute import run_program

PRELUDE = """
type float;
function $fp2si(f: float) returns (int);
function $si2fp(i: int) returns (float);
axiom (forall f: float :: $si2fp($fp2si(f)) == f);
axiom (forall i: int :: $fp2si($si2fp(i)) == i);
function {:inline} $b2p(b: bool) returns (int) { if b then 1 else 0 }
procedure __VERIFIER_nondet_int() returns (r: int);
procedure __VERIFIER_assert(cond: int) { assert cond != 0; }
"""

LOCKS = PRELUDE + """
procedure {:entrypoint} main() {
  var p1, p2, c, lk1, lk2: int;
  call p1 := __VERIFIER_nondet_int();
  call p2 := __VERIFIER_nondet_int();
$bb1:
  call c := __VERIFIER_nondet_int();
  goto $bb2, $bb3;
$bb2:
  assume c != 0;
  lk1 := 0; lk2 := 0;
  if (p1 != 0) { lk1 := 1; }
  if (p2 != 0) { lk2 := 1; }
  if (p1 != 0) { call __VERIFIER_assert($b2p(lk1 == 1)); lk1 := 0; }
  if (p2 != 0) { call __VERIFIER_assert($b2p(lk2 == CHECK)); lk2 := 0; }
  goto $bb1;
$bb3:
  assume c == 0;
}
"""

for name, text in (("locks", LOCKS.replace("CHECK", "1")),
                   ("locks with a bug", LOCKS.replace("CHECK", "0"))):
    for options, bound in (({"subsume": False}, 8), ({}, None)):
        record = run_program(load(text), mode="merged", timeout=60, loop_bound=bound,
                             options=options)[0]
        how = "loop heads not compared, bound 8" if options else "loop heads compared"
        reason = f" ({record['reason']})" if record["reason"] else ""
        print(f"{name}, merged ({how}): {record['answer']}{reason}")
        cex = record.get("counterexample")
        if cex:
            print(f"  {cex['kind']} at line {cex['location'].rsplit(':', 2)[-2]}, "
                  f"replayed concretely")
