"""The modular mode's verification condition by wlp through the Boogie interpreter: each
block of an implementation is a step of `stamen.analysis` run by the same machine as the
executors, the VC is Boogie's weakest precondition of its ensures, read off the blocks'
transformers, and a loop written with goto (as SMACK writes them) is cut at the asserts
its head starts with. A failing VC is confirmed by the executor, which replays the
failure concretely; `--modular-vc executor` runs the executor alone, which unrolls the
goto loop (loop acceleration off: it would verify this one, see boogie_accelerate.py)
and cannot verify it. The same as `stamen boogie run FILE --mode modular`."""

import tempfile
from pathlib import Path

from stamen.langs.boogie.execute import run_file

PROGRAM = """
procedure Sum(n: int) returns (s: int)
  requires n >= 0; ensures s == n;
{
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

with tempfile.TemporaryDirectory() as tmp:
    path = Path(tmp) / "goto_loops.bpl"
    path.write_text(PROGRAM)
    for vc in ("wlp", "executor"):
        for record in run_file(path, mode="modular", timeout=60, loop_bound=4,
                               options={"modular_vc": vc, "accelerate": False}):
            reason = f" ({record['reason']})" if record["reason"] else ""
            print(f"{vc}: {record['entry']}: {record['answer']}{reason}")
            cex = record.get("counterexample")
            if cex:
                line = cex["location"].rsplit(":", 2)[-2]
                print(f"  {cex['kind']} at line {line} (the invariant is not preserved)")
