"""Symbooglix's flags with Symbooglix's meaning: a loop bound per entry of a loop, a
bound on the gotos with several targets a path passes, a failure limit, and the
termination counters each run ends with. The same as
`stamen boogie run FILE --max-loop-depth=3`, `--max-depth=1`, `--stop-at-failure=1`.
Symbooglix's counts are paths: loop acceleration (on by default, README) is turned off
here, as `--accelerate=0` does; the last line shows the branches' loop accelerated,
one path for every bound."""

import tempfile
from pathlib import Path

from stamen.langs.boogie.execute import run_file
from stamen.langs.boogie.flags import flags_of, run_options

LOOP = """
procedure main() {
  var x: int;
  havoc x;
  while (x < 100) { x := x + 1; }
}
"""

BRANCHES = """
procedure main(bound: int) requires bound >= 0 && bound < 3; {
  var counter: int;
  counter := 0;
  goto head;
head: goto done, body;
body: assume counter < bound; counter := counter + 1; goto head;
done: assume bound <= counter; assert counter == bound;
}
"""

FAILURES = """
procedure main() {
  var x: int;
  if (x > 0) { assert x == 5; } else { assert x == -5; }
  assert false;
}
"""

RUNS = (("loop", LOOP, "--max-loop-depth=3", False),
        ("branches", BRANCHES, "--max-depth=1", False), ("branches", BRANCHES, "", False),
        ("failures", FAILURES, "--stop-at-failure=1", False),
        ("failures", FAILURES, "", False), ("branches", BRANCHES, "", True))

with tempfile.TemporaryDirectory() as tmp:
    for name, text, flags, accelerate in RUNS:
        path = Path(tmp) / f"{name}.bpl"
        path.write_text(text)
        options = run_options(flags_of(f"%symbooglix {flags}"))
        options["options"] = {**(options.get("options") or {}), "accelerate": accelerate}
        for record in run_file(path, timeout=20, **options):
            reason = f" ({record['reason']})" if record["reason"] else ""
            counters = ", ".join(f"{k} {v}" for k, v in sorted(record["counters"].items()))
            how = ", loop accelerated" if accelerate else ""
            print(f"{name} {flags or '(no flags)'}{how}: {record['answer']}{reason}; {counters}")
