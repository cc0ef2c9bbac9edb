"""A stand-in for `python -m stamen boogie run FILE --mode M --timeout S --json OUT
[--entry NAME] [--loop-bound K]` with the same contract, for the corpus runner's tests.

The file's `// fake:` lines say what to do: `answer A [REASON]` writes one record per
such line (entry: --entry, or `main`), `sleep S` sleeps, `alloc MB` allocates,
`crash` exits with status 7 and no output, `linger S` sleeps after the records are
written (a slow exit). Exit status: 2 if an answer is invalid, 1 if
one is bug, 3 if one is unknown, else 0.
"""

import argparse
import json
import os
import time

parser = argparse.ArgumentParser()
parser.add_argument("file")
parser.add_argument("--mode")
parser.add_argument("--timeout", type=float)
parser.add_argument("--json", required=True)
parser.add_argument("--entry")
parser.add_argument("--loop-bound", type=int)
args = parser.parse_args()

records = []
linger = 0.0
with open(args.file, encoding="utf-8") as f:
    for line in f:
        if not line.startswith("// fake:"):
            continue
        verb, *rest = line[len("// fake:"):].split(maxsplit=2)
        if verb == "answer":
            records.append({"file": args.file, "entry": args.entry or "main", "answer": rest[0],
                            "reason": rest[1].strip() if len(rest) > 1 else "",
                            "seconds": 0.0, "counters": {"mode": args.mode}})
        elif verb == "sleep":
            time.sleep(float(rest[0]))
        elif verb == "alloc":
            hog = bytearray(int(rest[0]) * 1024 * 1024)
        elif verb == "crash":
            os._exit(7)
        elif verb == "linger":
            linger = float(rest[0])

with open(args.json, "w", encoding="utf-8") as f:
    json.dump(records, f)
time.sleep(linger)
answers = {r["answer"] for r in records}
raise SystemExit(2 if "invalid" in answers else 1 if "bug" in answers else
                 3 if "unknown" in answers else 0)
