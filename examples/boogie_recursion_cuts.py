"""Recursion past the unrolling bound, kept abstract (the merged mode with `--abstraction`).

Inlining unrolls `add`'s recursion to a bound and can never say more than "bound
reached" about `main`: no bound covers every `n`. With calls summarized, a recursive
call past the bound is cut, its result an opaque summary, and facts proven of `add`'s
results by induction (here `r == m + n`, found among fixed templates by Houdini's
iteration) are assumed over it: the assertion is proven for every `n`. The buggy variant
is still found within the bound and replayed concretely.
The same as `stamen boogie run FILE --mode merged --abstraction`."""

from stamen.langs.boogie import load
from stamen.langs.boogie.execute import run_program

PROGRAM = """
procedure add(m: int, n: int) returns (r: int)
{
  if (n == 0) { r := m; }
  else if (n > 0) { call r := add(m + 1, n - 1); }
  else { call r := add(m - 1, n + 1); }
}

procedure {:entrypoint} main(m: int, n: int)
{
  var s: int;
  call s := add(m, n);
  assert s == m + n;
}
"""
BUGGY = PROGRAM.replace("assert s == m + n;", "assert s != 3;")

for name, text in (("main", PROGRAM), ("buggy main", BUGGY)):
    for calls in ("inline", "summary"):
        record = run_program(load(text), mode="merged", timeout=60, loop_bound=8,
                             options={"calls": calls})[0]
        stats = record.get("stats")
        counts = "" if stats is None else (f"; {stats['cuts']} cuts, "
                                           f"{stats['facts']} facts")
        reason = f" ({record['reason']})" if record["answer"] == "unknown" else ""
        print(f"{name}, calls {calls}: {record['answer']}{reason}{counts}")
        cex = record.get("counterexample")
        if cex:
            init = cex["initial"]
            print(f"  {cex['kind']}, m = {init.get('m')}, n = {init.get('n')} "
                  "(replayed concretely)")
