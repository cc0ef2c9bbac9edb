"""Running Boogie symbolically (the paths mode, as Symbooglix does): a bug with its
replayed counterexample, a verified program, and an unknown answer with its reason. The
same as `stamen boogie run FILE`."""

import tempfile
from pathlib import Path

from stamen.langs.boogie.execute import run_file

BUGGY = """
var balance: int;

procedure withdraw(amount: int)
  modifies balance;
  ensures balance >= 0;
{
  if (amount <= balance + 10) {   // bug: an overdraft of up to 10
    balance := balance - amount;
  }
}

procedure {:entrypoint} main(amount: int)
  modifies balance;
{
  assume balance >= 0 && amount >= 0;
  call withdraw(amount);
  assert balance >= 0;
}
"""

SAFE = BUGGY.replace("balance + 10", "balance").replace("// bug: an overdraft of up to 10", "")

LOOP = """
procedure {:entrypoint} count(n: int) {
  var i: int;
  i := 0;
  while (i < n) { i := i + 1; }
  assert i == n || n < 0;
}
"""

with tempfile.TemporaryDirectory() as tmp:
    for name, text, bound in (("buggy", BUGGY, None), ("safe", SAFE, None), ("loop", LOOP, 3)):
        path = Path(tmp) / f"{name}.bpl"
        path.write_text(text)
        for record in run_file(path, timeout=20, loop_bound=bound):
            reason = f" ({record['reason']})" if record["reason"] else ""
            print(f"{name}: {record['entry']}: {record['answer']}{reason}")
            cex = record.get("counterexample")
            if cex:
                where = cex["location"].rsplit(":", 2)[-2:]
                print(f"  {cex['kind']} at line {where[0]}, column {where[1]}")
                print("  " + ", ".join(f"{k} = {v}" for k, v in sorted(cex["initial"].items())))
