"""Counts per family of the differential generator's verdicts, for BENCHMARKS.md.

    PYTHONPATH=src python -m tests.differential.report [PROGRAMS_PER_FAMILY] [--pin N]
        [--seed S]

prints, per family, how many programs were generated and how many agreed with Python
on every query under every strategy, were refused (somewhere), met `unknown`, got a
wrong answer, or met an internal error (the worst outcome of each program counts), then
the most common refusals (message with numbers and locations masked, one count per
program). `--seed S` draws a different stream of programs than the derandomized default
(the one the slow tier checks), to look at programs the tiers have not seen.
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
import time
import zlib

from hypothesis import HealthCheck, Phase, given, seed, settings

from .families import FAMILIES, programs
from .oracle import AGREE, INTERNAL, REFUSED, UNKNOWN, WRONG, Verdict, check_program

__all__ = ["run_family", "count_table", "main"]

COLUMNS = ("programs", AGREE, REFUSED, UNKNOWN, WRONG, INTERNAL)


def program_seed(source: str) -> int:
    """Returns a stable seed for a program (which inputs to pin, which value to solve for)."""
    return zlib.crc32(source.encode())


def run_family(family: str, count: int, *, pin: int | None = None,
               stream: int | None = None) -> list[Verdict]:
    """Returns the verdicts on `count` generated programs of `family` (never raises on a
    wrong answer: every program is checked and recorded). `stream` seeds Hypothesis
    (None: the derandomized stream the slow tier uses)."""
    verdicts: list[Verdict] = []

    @settings(max_examples=count, phases=[Phase.generate], database=None, derandomize=True,
              deadline=None, suppress_health_check=list(HealthCheck))
    @given(programs(family))
    def collect(program):
        verdicts.append(check_program(program, pin=pin, seed=program_seed(program.source)))

    (collect if stream is None else seed(stream)(collect))()
    return verdicts


def count_table(results: dict[str, list[Verdict]], seconds: dict[str, float]) -> str:
    """Returns a Markdown table of the counts per family (and a total row)."""
    head = "| family | class | " + " | ".join(COLUMNS) + " | CPU s |"
    rule = "|" + "---|" * (len(COLUMNS) + 3)
    rows, total = [head, rule], collections.Counter()
    for family, verdicts in results.items():
        counts = collections.Counter(v.status for v in verdicts)
        counts["programs"] = len(verdicts)
        total.update(counts)
        cells = " | ".join(str(counts[c]) for c in COLUMNS)
        rows.append(f"| {family} | {FAMILIES[family][0]} | {cells} | {seconds[family]:.0f} |")
    cells = " | ".join(str(total[c]) for c in COLUMNS)
    rows.append(f"| total | | {cells} | {sum(seconds.values()):.0f} |")
    return "\n".join(rows)


def refusal_kind(finding) -> str:
    """Returns a refusal's message without its location and values (to count alike ones)."""
    text = re.sub(r"<stamen-difftest-\d+>:\d+", "<file>:N", finding.got)
    return re.sub(r"-?\d+", "N", text)[:150]


def refusal_table(results: dict[str, list[Verdict]], top: int = 12) -> str:
    """Returns a Markdown table of the most common refusals (one count per program)."""
    counts = collections.Counter()
    for verdicts in results.values():
        for v in verdicts:
            counts.update({refusal_kind(f) for f in v.findings if f.kind == REFUSED})
    rows = ["| programs | most common refusals |", "|--:|---|"]
    rows += [f"| {c} | `{k}` |" for k, c in counts.most_common(top)]
    return "\n".join(rows)


def main(argv=None) -> None:
    """Runs every family and prints the table, then one failing program per family."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", nargs="?", type=int, default=300)
    parser.add_argument("--pin", type=int, default=None,
                        help="pin this many inputs per program (default: every input)")
    parser.add_argument("--family", action="append", choices=sorted(FAMILIES))
    parser.add_argument("--seed", type=int, default=None,
                        help="seed Hypothesis (default: the slow tier's derandomized stream)")
    args = parser.parse_args(argv)
    results, seconds = {}, {}
    for family in args.family or FAMILIES:
        start = time.process_time()
        results[family] = run_family(family, args.count, pin=args.pin, stream=args.seed)
        seconds[family] = time.process_time() - start
        print(f"{family}: {len(results[family])} programs in {seconds[family]:.0f} CPU s",
              file=sys.stderr, flush=True)
    print(count_table(results, seconds))
    print("\n" + refusal_table(results))
    for family, verdicts in results.items():
        bad = [v for v in verdicts if v.failures()]
        if bad:
            print(f"\n## {family}: {len(bad)} failing; the shortest:\n")
            print(min(bad, key=lambda v: len(v.program.source)).describe())


if __name__ == "__main__":
    main()
