"""The chc mode of the Boogie executor: loops without invariants, proved. The loop-free
segments between loop heads (their transformers computed by the Boogie interpreter
itself) become constrained Horn clauses, one predicate per loop head; z3's Spacer finds
the invariants, and stamen checks each clause again under them before it says verified.
The merged mode, which unrolls, cannot end on a loop with an unbounded trip count; a bug
Spacer derives is shown only once the merged mode has replayed it concretely. The same
as `stamen boogie run FILE --mode chc`."""

import tempfile
from pathlib import Path

from stamen.langs.boogie.execute import run_file

SUM = """
var total: int;
procedure add(k: int) modifies total; {
  var j: int;
  j := 0;
  while (j < k) { total := total + 1; j := j + 1; }
}
procedure {:entrypoint} main() modifies total; {
  var i, n: int;
  assume n >= 0;
  total := 0; i := 0;
  while (i < n) { call add(2); i := i + 1; }
  assert total == 2 * n;
}
"""
BUGGY = SUM.replace("call add(2);", "if (i != 5) { call add(2); }")

with tempfile.TemporaryDirectory() as tmp:
    for name, text, modes in (("sum", SUM, (("merged", 2), ("chc", 60))),
                              ("buggy sum", BUGGY, (("chc", 60),))):
        path = Path(tmp) / f"{name.replace(' ', '_')}.bpl"
        path.write_text(text)
        for mode, timeout in modes:
            for record in run_file(path, mode=mode, timeout=timeout):
                reason = f" ({record['reason']})" if record["reason"] else ""
                print(f"{name}, {mode}: {record['entry']}: {record['answer']}{reason}")
                counters = record["counters"]
                if "chc_predicates" in counters:
                    print(f"  {counters['chc_predicates']} predicates, "
                          f"{counters['chc_clauses']} clauses")
                cex = record.get("counterexample")
                if cex:
                    line = cex["location"].rsplit(":", 2)[-2]
                    print(f"  {cex['kind']} at line {line} (replayed concretely)")
