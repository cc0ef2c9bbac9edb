"""The executor's optimisations, each turned off in turn (`stamen boogie run FILE
--accelerate=0`, `--globaldde=0`, ...; `stamen boogie bench --option accelerate=0`):
the answer stays the same, only the time it takes changes (measured in BENCHMARKS.md).
Expression simplification is not among them: stamen's terms fold as they are built."""

import tempfile
import time
from pathlib import Path

from stamen.langs.boogie.execute import run_file

PROGRAM = """
const unused: int;
axiom unused > 0;
procedure main(n: int) requires n >= 0 && n < 12; {
  var i, s: int;
  i := 0; s := 0;
  while (i < n) { i := i + 1; s := s + 2; }
  if (s > 10) { assert i > 5; } else { assert i <= 5; }
  assert s == 2 * n;
}
"""

# Each optimisation off, as the options of the paths and merged modes (the flag in brackets).
OFF = {
    "paths": {"globaldde=0": {"dead_declarations": False},
              "goto-assume-look-ahead=0": {"lookahead": False},
              "ci-solver=1": {"independence": True},
              "incremental=0": {"incremental": False},
              "cheap-cloning=0": {"cheap_cloning": False}},
    "merged": {"globaldde=0": {"dead_declarations": False},
               "ci-solver=1": {"independence": True},
               "incremental=0": {"incremental": False},
               "cheap-cloning=0": {"cheap_cloning": False},
               "accelerate=0": {"accelerate": False}, "one-shot=0": {"one_shot": False},
               "deepen=0": {"deepen": False}, "converge=0": {"subsume": False}},
}

with tempfile.TemporaryDirectory() as tmp:
    path = Path(tmp) / "sum.bpl"
    path.write_text(PROGRAM)
    for mode, switches in OFF.items():
        for flag, options in {"(defaults)": {}, **switches}.items():
            started = time.process_time()
            [record] = run_file(path, mode=mode, timeout=30, options=options)
            seconds = time.process_time() - started
            print(f"{mode} {flag}: {record['answer']}  ({seconds:.2f} CPU s)")
