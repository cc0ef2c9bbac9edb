"""Loop acceleration in the merged and paths modes of the Boogie executor: a loop whose
iteration adds constants to its counters and fills an array at a moving index is run once, from
its head after a symbolic number k of iterations (the counters x0 + c*k, the array read
in closed form), instead of being unrolled 100,000 or 10^8 times. SMACK writes these
loops (SV-COMP's loop-acceleration and array-examples); unrolled, they time out.
A bug after such a loop is replayed through the same closed form on the model's k.
The same as `stamen boogie run FILE --mode merged` (or `--mode paths`: each path
accelerates the loops it enters, through the same code)."""

import tempfile
from pathlib import Path

from stamen.langs.boogie.execute import run_file

FILL = """
procedure {:entrypoint} main(a: [int]int) {
  var i, j: int;
  var m: [int]int;
  m := a;
  i := 0;
  while (i < 100000) { m[4 * i + 8] := 42; i := i + 1; }
  j := 0;
  while (j < 100000) { assert m[4 * j + 8] == 42; j := j + 1; }
}
"""
SHORT = FILL.replace("while (i < 100000)", "while (i < 99999)")
COUNT = """
procedure {:entrypoint} main() {
  var x: int;
  x := 0;
  while (x < 268435455) { x := x + 2; }
  assert x mod 2 != 0;
}
"""

with tempfile.TemporaryDirectory() as tmp:
    for name, text in (("fill and check", FILL), ("fill one short", SHORT),
                       ("count by 2", COUNT)):
        path = Path(tmp) / f"{name.replace(' ', '_')}.bpl"
        path.write_text(text)
        for mode, accelerate, timeout in (("merged", False, 3), ("merged", True, 60),
                                          ("paths", True, 60)):
            options = {"accelerate": accelerate}
            for record in run_file(path, mode=mode, timeout=timeout, options=options):
                reason = f" ({record['reason']})" if record["reason"] else ""
                how = "accelerated" if accelerate else "unrolled"
                how += ", paths mode" if mode == "paths" else ""
                print(f"{name}, {how}: {record['answer']}{reason}")
                cex = record.get("counterexample")
                if cex:
                    line = cex["location"].rsplit(":", 2)[-2]
                    print(f"  {cex['kind']} at line {line}, replayed through the closed form")
