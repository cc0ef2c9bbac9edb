"""The modular mode of the Boogie executor (Boogie's own verification): every
implementation is checked against its procedure's contract alone. Calls are executed
by their callees' contracts (requires asserted at the call, modifies and outputs
havocked, ensures assumed) and loops with invariants are cut at them, so recursion and
unbounded loops are verified without a bound. A failure is a contract violation: the
caller's assert below holds when `Inc` is inlined, but Inc's ensures is too weak to
prove it. The same as `stamen boogie run FILE --mode modular`."""

import tempfile
from pathlib import Path

from stamen.langs.boogie.execute import run_file

PROGRAM = """
procedure Inc(x: int) returns (y: int)
  ensures y > x;
{ y := x + 1; }

procedure Caller(a: int) returns (r: int)
{ call r := Inc(a); assert r == a + 1; }

procedure Sum(n: int) returns (s: int)
  requires n >= 0;
  ensures s == n * (n + 1) div 2;
{
  var i: int;
  i := 0; s := 0;
  while (i < n)
    invariant 0 <= i && i <= n && s == i * (i + 1) div 2;
  { i := i + 1; s := s + i; }
}

procedure Depth(n: int) returns (d: int)
  requires n >= 0;
  ensures d == n;
{ if (n > 0) { call d := Depth(n - 1); d := d + 1; } else { d := 0; } }
"""

with tempfile.TemporaryDirectory() as tmp:
    path = Path(tmp) / "contracts.bpl"
    path.write_text(PROGRAM)
    for mode in ("modular", "merged"):
        for record in run_file(path, mode=mode, timeout=60, loop_bound=4):
            reason = f" ({record['reason']})" if record["reason"] else ""
            print(f"{mode}: {record['entry']}: {record['answer']}{reason}")
            cex = record.get("counterexample")
            if cex:
                line = cex["location"].rsplit(":", 2)[-2]
                print(f"  {cex['kind']} at line {line}; {cex.get('note', 'a run')}")
