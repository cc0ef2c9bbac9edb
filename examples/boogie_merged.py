"""The merged mode of the Boogie executor (Rosette's approach applied to Boogie): the
program is executed once per position of its control-flow graph, the states that meet
at a join merged into one. Twenty-four if-statements in a row make 2^24 paths, which the
paths mode explores one by one (it runs out of time); the merged mode has one state per
join, finds the one path to a failure and replays it concretely. The same as
`stamen boogie run FILE --mode merged`."""

import tempfile
from pathlib import Path

from stamen.langs.boogie.execute import run_file

STEPS = 24
BODY = "\n".join(f"  if (up[{i}]) {{ pos := pos + 1; }} else {{ pos := pos - 1; }}"
                 for i in range(STEPS))
WALK = f"""
procedure {{:entrypoint}} walk(up: [int]bool) {{
  var pos: int;
  pos := 0;
{BODY}
  assert -{STEPS} <= pos && pos <= {STEPS};
}}
"""
BUGGY = WALK.replace(f"pos <= {STEPS};", f"pos <= {STEPS} && pos != {STEPS - 4};")
LOOP = """
procedure {:entrypoint} count(n: int) {
  var i, s: int;
  assume 0 <= n && n <= 6;
  i := 0; s := 0;
  while (i < n) { s := s + i; i := i + 1; }
  assert 2 * s == n * (n - 1);
}
"""

with tempfile.TemporaryDirectory() as tmp:
    for name, text, modes in (("walk", WALK, (("paths", 2), ("merged", 60))),
                              ("buggy walk", BUGGY, (("merged", 60),)),
                              ("loop", LOOP, (("merged", 60),))):
        path = Path(tmp) / f"{name.replace(' ', '_')}.bpl"
        path.write_text(text)
        for mode, timeout in modes:
            for record in run_file(path, mode=mode, timeout=timeout):
                reason = f" ({record['reason']})" if record["reason"] else ""
                print(f"{name}, {mode}: {record['entry']}: {record['answer']}{reason}")
                cex = record.get("counterexample")
                if cex:
                    line = cex["location"].rsplit(":", 2)[-2]
                    print(f"  {cex['kind']} at line {line}, after "
                          f"{len(cex['trace'])} blocks (replayed concretely)")
