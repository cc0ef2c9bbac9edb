"""Calls inlined against calls summarized (structural abstraction), on corpus files with calls.

    python -m stamen.langs.boogie.summaries_bench SUITE[,SUITE...] [--sample N]
        [--seed S] [--timeout SECONDS] [--json PATH]

runs the merged mode on the labelled files of the suites that contain a `call`, once with
`calls="inline"` and once with `calls="summary"`, and prints a row per file: the
answers, the CPU seconds of each run (`time.process_time`, z3 in-process included)
and the summary counts; then the totals (files decided, CPU seconds, expansions).
`--sample N` runs N files drawn with `random.Random(S)`. `--user-calls` keeps only the
files whose entry point reaches a procedure with a body that is not SMACK's own
(`__VERIFIER_*`, `__SMACK_*`, `$*`, `boogie_si_*`, `assert_`, `assume_`): on SV-COMP's
files every `main` calls SMACK's, the user's calls are what abstraction is about.

    python -m stamen.langs.boogie.summaries_bench hash [--sizes N:R,...] [--timeout SECONDS]

runs instead a family built for it (`hash_program`): N calls of a bit-vector hash of R
rounds whose results only reach assumes, then an assertion about another call's
result; safe, and with a bug whose run needs a hash's value.
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import re
import time

from stamen.langs.boogie import ast as A
from stamen.langs.boogie import corpus_dir, read_source
from stamen.langs.boogie.execute import run_file

__all__ = ["files_with_calls", "reaches_user_procedures", "compare", "hash_program", "main"]

MODES = ("inline", "summary")
SMACK_PRELUDE = ("__VERIFIER_", "__SMACK_", "$", "boogie_si_", "assert_", "assume_")


def files_with_calls(suites: list[str]) -> list[dict]:
    """Returns the manifest rows (bug or correct) of `suites` whose file has a call."""
    with (corpus_dir() / "manifest.csv").open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return [r for r in rows if r["verdict"] in ("bug", "correct") and r["suite"] in suites
            and re.search(r"\bcall\b", read_source(corpus_dir() / r["file"]))]


def reaches_user_procedures(row: dict) -> bool:
    """Whether the row's entry point calls, directly or not, a procedure with a body
    whose name is not SMACK's (see module doc)."""
    from stamen.langs.boogie import load
    from stamen.langs.boogie.cfg import build_cfg
    from stamen.langs.boogie.world import World

    world = World(load(corpus_dir() / row["file"]))
    seen, todo = set(), [_entry(row) or "main"]
    while todo:
        impls = world.impls.get(todo.pop())
        for block in build_cfg(impls[0].body).blocks.values() if impls else ():
            for cmd in block.cmds:
                if type(cmd) is A.Call and cmd.name in world.impls and cmd.name not in seen:
                    if not cmd.name.startswith(SMACK_PRELUDE):
                        return True
                    seen.add(cmd.name)
                    todo.append(cmd.name)
    return False


def _entry(row: dict) -> str | None:
    spec = row["entry_points"].split()
    return spec[0] if spec and not spec[0].startswith("{") else None


def compare(row: dict, timeout: float) -> dict:
    """Returns the row of one file: each mode's answers, CPU seconds and stats."""
    out = {"file": row["file"], "verdict": row["verdict"]}
    for calls in MODES:
        start = time.process_time()
        records = run_file(corpus_dir() / row["file"], mode="merged", entry=_entry(row),
                           timeout=timeout, options={"calls": calls})
        out[calls] = {"answers": [r["answer"] for r in records],
                      "reasons": [r["reason"] for r in records],
                      "cpu": round(time.process_time() - start, 3),
                      "stats": [r.get("stats") for r in records]}
    return out


def _decided(answers: list) -> bool:
    return bool(answers) and all(a in ("bug", "verified") for a in answers)


def hash_program(n: int, rounds: int, bug: bool) -> str:
    """Returns `main`: n calls `y := hash(a[i]); assume y != 5`, then `s := inc(a[0])` and
    an assertion on s (`s == a[0] + 1`, or with the bug `s != 0`: its run has
    a[0] = -1, and must show that hash(a[0]) != 5 there)."""
    step = "  h := ADD(MUL(h, h), XOR(h, x));\n" * rounds
    calls = "".join(f"  call y := hash(a[{i}]); assume y != 5bv64;\n" for i in range(n))
    check = "assert s != 0bv64;" if bug else "assert s == ADD(a[0], 1bv64);"
    return ('function {:bvbuiltin "bvmul"} MUL(bv64, bv64) returns (bv64);\n'
            'function {:bvbuiltin "bvadd"} ADD(bv64, bv64) returns (bv64);\n'
            'function {:bvbuiltin "bvxor"} XOR(bv64, bv64) returns (bv64);\n'
            f"procedure hash(x: bv64) returns (h: bv64) {{\n  h := x;\n{step}}}\n"
            "procedure inc(x: bv64) returns (r: bv64) { r := ADD(x, 1bv64); }\n"
            f"procedure main(a: [int]bv64) {{\n  var y, s: bv64;\n{calls}"
            f"  call s := inc(a[0]);\n  {check}\n}}\n")


def _hash_family(sizes: str, timeout: float) -> None:
    """Prints a row per program of the hash family, both modes."""
    from stamen.langs.boogie import load
    from stamen.langs.boogie.execute import run_program

    for size in sizes.split(","):
        n, rounds = (int(x) for x in size.split(":"))
        for bug in (False, True):
            cells = []
            for calls in MODES:
                start = time.process_time()
                rec = run_program(load(hash_program(n, rounds, bug)), mode="merged",
                                  entry="main", timeout=timeout, options={"calls": calls})[0]
                stats = rec.get("stats") or {}
                cells.append(f"{calls} {rec['answer']} {time.process_time() - start:.2f}s"
                             + (f" ({stats['expansions']}/{stats['summaries']} expanded)"
                                if stats else ""))
            print(f"hash n={n} rounds={rounds} {'bug' if bug else 'safe'}: {'; '.join(cells)}",
                  flush=True)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(prog="python -m stamen.langs.boogie.summaries_bench")
    p.add_argument("suites")
    p.add_argument("--sample", type=int)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--timeout", type=float, default=60.0)
    p.add_argument("--json")
    p.add_argument("--sizes", default="2:2,4:4,8:8")
    p.add_argument("--user-calls", action="store_true")
    args = p.parse_args(argv)
    if args.suites == "hash":
        _hash_family(args.sizes, args.timeout)
        return
    rows = files_with_calls(args.suites.split(","))
    if args.user_calls:
        rows = [r for r in rows if reaches_user_procedures(r)]
    if args.sample is not None and args.sample < len(rows):
        rows = random.Random(args.seed).sample(rows, args.sample)
    sink = open(args.json, "w", encoding="utf-8") if args.json else None  # noqa: SIM115
    totals = {m: {"decided": 0, "cpu": 0.0, "expansions": 0, "summaries": 0, "cuts": 0,
                  "facts": 0} for m in MODES}
    for row in rows:
        got = compare(row, args.timeout)
        for m in MODES:
            t = totals[m]
            t["decided"] += _decided(got[m]["answers"])
            t["cpu"] += got[m]["cpu"]
            for s in got[m]["stats"]:
                for key in ("expansions", "summaries", "cuts", "facts"):
                    t[key] += (s or {}).get(key, 0)
        print(f"{row['file']}: {row['verdict']}; inline {got['inline']['answers']} "
              f"{got['inline']['cpu']:.2f}s; summary {got['summary']['answers']} "
              f"{got['summary']['cpu']:.2f}s {got['summary']['stats']}", flush=True)
        if sink:
            sink.write(json.dumps(got) + "\n")
            sink.flush()
    for m in MODES:
        print(f"{m}: {totals[m]['decided']}/{len(rows)} decided, {totals[m]['cpu']:.1f} CPU s, "
              f"{totals[m]['summaries']} summaries, {totals[m]['expansions']} expansions, "
              f"{totals[m]['cuts']} cuts, {totals[m]['facts']} facts")
    if sink:
        sink.close()


if __name__ == "__main__":
    main()
