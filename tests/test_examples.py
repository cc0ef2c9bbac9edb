"""Every script in examples/ runs to completion and prints what it is meant to find: each
expected line (a regular expression, matched in order against whole lines) appears."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

import pytest

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "examples").glob("*.py"))

# Lines that depend on which model the solver picks are patterns; verdicts are exact.
EXPECTED = {
    "analysis": [
        r"concrete run: x = 5, y = 3",
        r"transformer from px = &x, py = &y: Update\(mem' ↔ mem\[BV32\(4104\) ↦ BV32\(4096\)\]"
        r"\[BV32\(4108\) ↦ BV32\(4100\)\]\[BV32\(4096\) ↦ select\(mem, BV32\(4100\)\)\]"
        r"\[BV32\(4100\) ↦ select\(mem, BV32\(4096\)\)\]\)",
        r"px = &x, py = &y: x and y swapped: verified",
        r"px = py = &x: x ends 0: verified",
        r"px = &x, py = &y: x ends 0: counterexample",
        r"WLP\(\*p = e, x == 5\) = ite\(select\(mem, BV32\(4100\)\) == BV32\(4096\), "
        r"select\(mem, BV32\(4104\)\), select\(mem, BV32\(4096\)\)\) == BV32\(5\)",
        r"composition equals the transformer of the whole: verified",
    ],
    "counted_dunders": [
        r"dict calls of __hash__/__eq__ are Python's: verified",
        r"an un-lifted key's hashes are Python's: verified",
        r"sorted \[-?\d+, -?\d+, -?\d+\] with 3 comparisons: .* \(a concrete run agrees: True\)",
        r"refused: a dict or set lookup whose keys' `__eq__` changes state.*",
    ],
    "context_managers": [
        r"every path releases: verified",
        r"mutant audit: counterexample amount = (10[1-9]|1[1-9]\d|[2-9]\d\d+|\d{4,}) "
        r"\(over 100: the audited path\)",
    ],
    "ordered_dict": [
        r"LRU of size 1 agrees with Python for bonus in -2\.\.2: verified",
        r"LRU of size 2 agrees with Python for bonus in -2\.\.2: verified",
        r"LRU of size 3 agrees with Python for bonus in -2\.\.2: verified",
        r"refused: an OrderedDict whose keys or their order differ between the two sides "
        r"of a symbolic condition: .* \(written at .*ordered_dict\.py:\d+\)",
    ],
    "automaton": [
        r"the buggy automaton accepts '[cadr]*'",
        r"the buggy automaton accepts the empty word",
        r"fixed: verified against re\.fullmatch for every word of up to 4 letters; "
        r"the buggy one fails on '[cadr]*'",  # any word the solver picks, '' included
    ],
    "boogie_check": [
        r"Increment: ok \(1 procedures, 1 implementations\)",
        r"  requires step > 0;",
        r"  count := count \+ step;",
        r"broken: <string>:4:1: parse error: unexpected '\}'",
        r"expanding: <string>:3:36: type error: expanding type cycle detected: the type "
        r"parameter T of Depth is instantiated with List T, built from itself: .*",
    ],
    "boogie_run": [
        r"buggy: main: bug",
        r"  TerminatedAtFailingEnsures at line 6, column 3",
        r"  amount = \d+, balance = \d+",
        r"safe: main: verified",
        r"loop: count: unknown \(bound 3\)",
    ],
    "bv": [
        r"p19: exchange two fields of a register; library: .*",
        r"def p19\(r0, r1, r2\):",
        r"    return r\d+",
        r"found at \d+ bits in [\d.]+ s",
        r"equal to the reference on all 32-bit inputs",
    ],
    "numeric_tower": [
        r"a = -?\d+, b = -?\d+: \(True, Fraction\(3, 2\), '(0b\d+|-)', \(3, 1\)\)",
        r"Python agrees: True",
        r"a >= Decimal\('2\.5'\) implies bin\(a\) > '0b10': verified",
    ],
    "floats": [
        r"x \+ 1\.0 > x fails at x = \S+; Python agrees: True",
        r"0\.1 \+ 0\.2 == 0\.3: verified false",
        r"midpoint\(\S+, \S+\) = -?inf; within \[lo, hi\] in Python: False",
    ],
    "dicts": [
        r"histogram \[\(2, 3\), \(0, 1\)\]: \[2, [02], [02], [02]\]",
        r"one key per distinct value: verified",
        r"keys in sorted order: counterexample \[[0-3], [0-3], [0-3], [0-3]\]",
    ],
    "fsm": [
        r"automaton init",
        r"accepts 'cadr': True",
        r"against c\[ad\]\*r: verified",
        r"against c\[ad\]\+r: counterexample 'cr'",
        r"def fig3_sketch\(\) -> Automaton:",
        r'        "init": \{"c": "s[12]"\},',
    ],
    "ifc": [
        r"Store\*AB machine, programs of 3 instructions: counterexample",
        r"program 0: \[.*\]",
        r"program 1: \[.*\]",
        r"correct machine, programs of 3 instructions: verified",
        r"correct machine, programs of 5 instructions: verified",
    ],
    "profiling": [
        r"verified",
        r"count_positive: 1 call\(s\), 11 unions, 6 joins",
        r"rev_pos_tuple: 1 call\(s\), 11 unions, 6 joins",
        r"verify: unsat, solver [\d.]+ s",
        r".*lifted functions, by total seconds.*",
    ],
    "quantifiers": [
        r"axiom: forall\(i: apply\(succ, i\) == \(i \+ 1\)\)",
        r"with the axiom: verified",
        r"without it: counterexample n = -?\d+, succ\(n\) = -?\d+",
        r"a square of some i in \(3, 5\): 16",
    ],
    "tuning": [
        r"8 bits: verified",
        r"18 bits: verified",
        r"searched 20 configurations; tuned: \[.*\]",
        r"test split: default solved 3/3, tuned solved 3/3",
        r"answers changed by the tuned configuration: 0",
        r"32 bits, with the tuned profile: verified",
    ],
    "sorting": [
        r"sorted\(\) of 5 symbolic ints is an ordered permutation: verified",
        r"the positive ones, sorted: verified",
        r"one bubble pass is not a sort: \[.*\] -> \[.*\]",
        r"priorities \[-?\d+, -?\d+, -?\d+\] order the jobs test, build, deploy",
        r"equal priorities keep build before test \(stable\): verified",
        r"an input with median 7: \[.*\], sorted \[.*7.*\]",
    ],
    "revpos": [
        r"revPos on 6 symbolic ints",
        r"style\s+merge\s+joins\s+unions\s+sum\s+max\s+eval s",
        r"tuple\s+types\s+6\s+11\s+47\s+7\s+[\d.]+",
        r"list\s+logic\s+6\s+0\s+0\s+0\s+[\d.]+",
        r"tuple style: a union of 7 tuples; list style: List of symbolic length",
    ],
    "synthcl": [
        r"A \* I == A: True",
        r"MM1_v: verified",
        r"MM2_v: verified",
        r"MM2_v \(bug\): counterexample at n, p, m = \(4, 4, 4\): C: out-of-bounds write .*",
        r"FWT2_s: synthesized, the completion verified on lengths 8",
        r"def fwt_kernel4_sketch\(t, step\):",
        r"    step = step / 4",
        r"SF3_s: synthesized after \d+ candidate\(s\)",
    ],
    "tour": [
        r"solve: \[([1-9]\d*, ){7}[1-9]\d*\]",
        r"verify: \[([1-9]\d*, ){7}[1-9]\d*\]",
        r"stats: 8 0 0 0",
        r"reflection: 1+0*",
    ],
    "strings": [
        r"label\(\d{3}7\) = 'T-\d{3}7'; Python agrees: True",
        r"int\(str\(n\)\) == n: verified",
        r"len\(str\(n\)\) <= 3 fails at n = -\d{3}; in Python: False",
    ],
    "websynth": [
        r"examples: \[\['Sail', 'AWOLNATION'\], .*\]",
        r"synthesized paths:",
        r"100 records, the first five:",
        r"   \('Locked Out of Heaven', 'Bruno Mars'\)",
        r"matches the expected output: True",
    ],
    "boogie_flags": [
        r"loop --max-loop-depth=3: unknown \(bound 3\); TerminatedWithDisallowedLoopBound 1, "
        r"TerminatedWithoutError 4",
        r"branches --max-depth=1: unknown \(branch depth bound 1\); "
        r"TerminatedWithDisallowedExplicitBranchDepth 2, TerminatedWithoutError 1",
        r"branches \(no flags\): verified; TerminatedWithoutError 3",
        r"failures --stop-at-failure=1: bug; TerminatedAtFailingAssert 1",
        r"failures \(no flags\): bug; TerminatedAtFailingAssert 4",
        r"branches \(no flags\), loop accelerated: verified; TerminatedWithoutError 1",
    ],
    "boogie_switches": [
        rf"{mode} {flag}: verified  \(.* CPU s\)"
        for mode, flags in (("paths", ("\\(defaults\\)", "globaldde=0",
                                       "goto-assume-look-ahead=0", "ci-solver=1",
                                       "incremental=0", "cheap-cloning=0")),
                            ("merged", ("\\(defaults\\)", "globaldde=0", "ci-solver=1",
                                        "incremental=0", "cheap-cloning=0", "accelerate=0",
                                        "one-shot=0", "deepen=0", "converge=0")))
        for flag in flags
    ],
    "boogie_merged": [
        r"walk, paths: walk: unknown \(timeout\)",
        r"walk, merged: walk: verified",
        r"buggy walk, merged: walk: bug",
        r"  TerminatedAtFailingAssert at line 29, after 49 blocks \(replayed concretely\)",
        r"loop, merged: count: verified",
    ],
    "unlifted_dispatch": [
        r"size per path: verified",
        r"size 2 at v = \d+ ; in Python: 2",
        r"refused: a value that differs between paths \(.*\), read by code that stamen "
        r"does not lift .*",
    ],
    "unlifted_readers": [
        r"merged paths: refused: len\(\) of a dict whose keys depend on the path, read by "
        r"un-lifted code `summary`",
        r"path by path: one badge at id 3 ; in Python: \(1, 'admin'\)",
        r"two badges always\? counterexample id 3",
    ],
    "float_conversions": [
        r"float\(n\) == n for 0 <= n <= 1000: verified",
        r"float\(n\) == n fails at n = \d+; Python agrees: True",
        r"round\(x\) >= x fails at x = \S+: round gives \d+",
        r"0 <= int\(x \* 10\) < 10 for 0 <= x < 1: verified",
    ],
    "boogie_modular": [
        r"modular: Inc: verified",
        r"modular: Caller: bug",
        r"  TerminatedAtFailingAssert at line 7; modular: calls executed by their callees' "
        r"contracts.*",
        r"modular: Sum: verified",
        r"modular: Depth: verified",
        r"merged: Caller: verified",
        r"merged: Sum: unknown \(bound 4\)",
    ],
    "boogie_chc": [
        r"sum, merged: main: unknown \(timeout\)",
        r"sum, chc: main: verified",
        r"  2 predicates, 5 clauses",
        r"buggy sum, chc: main: bug",
        r"  TerminatedAtFailingAssert at line 13 \(replayed concretely\)",
    ],
    "library_structures": [
        r"pa = -?\d+, pb = -?\d+, urgent = (True|False): job b runs first",
        r"the log is sorted and the deque holds the last two jobs run: verified",
        r"return in finally reports a negative priority: verified",
        r"islice\(chain\(range\(n\), \[9\]\), 1, None\) has n elements: verified",
    ],
    "generators": [
        r"runs of 1 and 3: \[(-?\d+), (-?\d+), \2, \2\]",
        r"the runs add up to the length: verified",
        r"concrete: \(\[2, 3\], 5\) \(True, \[0\]\) \[\(0, 2\), \(1, 1\)\]",
        r"a long second run, found after two steps: \[(-?\d+), (-?\d+), \2, \2\]",
        r"next\(\) of a generator expression stops at its first element: verified",
    ],
    "opcodes": [
        r"run\(\[\(1, 3\), \(4, 0\), \(2, 0\)\]\) = 6",
        r"run\(\[\(9, 0\)\]\) = 9 is not a valid Op",
        r"every result of 3 instructions is at most 6: verified",
        r"a program giving -6: found, and Python agrees",
        r"a program giving '5 is not a valid Op': found, and Python agrees",
    ],
    "most_common": [
        r"ballots \[-?\d+, -?\d+, -?\d+\] rank b, a, c; Python ranks them "
        r"\['b', 'a', 'c'\]",
        r"winner_has_most: verified",
        r"tie_goes_to_a: verified",
    ],
    "boogie_summaries": [
        r"main, calls inline: verified",
        r"main, calls summary: verified; 3 summaries, 1 expanded",
        r"buggy main, calls inline: bug",
        r"buggy main, calls summary: bug; 3 summaries, \d+ expanded",
        r"  TerminatedAtFailingAssert, a = -?\d+ \(replayed concretely\)",
    ],
    "format_specs": [
        r"len\(f'\{n:>6\}'\) == 6: verified",
        r"f'\{n:05d\}' == '-0042' at n = -42; Python: '-0042'",
        r"f'\{n:02x\}' == 'ff' at n = 255; Python: 'ff'",
    ],
    "boogie_modular_vc": [
        r"wlp: Sum: verified",
        r"wlp: Lost: bug",
        r"  TerminatedAtFailingAssert at line 15 .*",
        r"executor: Sum: unknown \(bound 4\)",
    ],
    "boogie_svcomp": [
        r"locks, merged \(loop heads not compared, bound 8\): unknown \(bound 8\)",
        r"locks, merged \(loop heads compared\): verified",
        r"locks with a bug, merged \(loop heads compared\): bug",
        r"  TerminatedAtFailingAssert at line 9, replayed concretely",
    ],
    "unlifted_set_copies": [
        r"merged paths: refused: set\(\) in un-lifted code `head_count`",
        r"path by path: two members at id \d+ ; in Python: 2",
    ],
    "boogie_recursion_cuts": [
        r"main, calls inline: unknown \(bound 8\)",
        r"main, calls summary: verified; \d+ cuts, \d+ facts",
        r"buggy main, calls inline: bug",
        r"  TerminatedAtFailingAssert, m = -?\d+, n = -?\d+ \(replayed concretely\)",
        r"buggy main, calls summary: bug; \d+ cuts, \d+ facts",
        r"  TerminatedAtFailingAssert, m = -?\d+, n = -?\d+ \(replayed concretely\)",
    ],
    "boogie_accelerate": [
        r"fill and check, unrolled: unknown \(timeout\)",
        r"fill and check, accelerated: verified",
        r"fill and check, accelerated, paths mode: verified",
        r"fill one short, accelerated: bug",
        r"  TerminatedAtFailingAssert at line 9, replayed through the closed form",
        r"fill one short, accelerated, paths mode: bug",
        r"  TerminatedAtFailingAssert at line 9, replayed through the closed form",
        r"count by 2, unrolled: unknown \(timeout\)",
        r"count by 2, accelerated: bug",
        r"  TerminatedAtFailingAssert at line 6, replayed through the closed form",
        r"count by 2, accelerated, paths mode: bug",
        r"  TerminatedAtFailingAssert at line 6, replayed through the closed form",
    ],
    "symbolic_lists": [
        r"rows kept \[.*\], a = -?\d+, b = -?\d+: column sums \[6, 9\]",
        r"zip\(\*rows\) has 2 columns when a row is kept, none otherwise: verified",
        r"at most 3 values land in \[0\] \* n buckets: verified",
        r"n = 3, a = -?\d+, b = -?\d+ fill the buckets \[0, 1, 2\]",
        r"sorted by abs with reverse=True: \[\d+, -2, 1\] stays as it is",
        r"for a > 2 the first of the sorted list is a descending, 1 ascending: verified",
    ],
    "symbolic_strings": [
        r"accepts\('\.py'\) although its stem is empty: True",
        r"startswith\('ab'\) implies 'b' in s: verified",
        r"sorted\(\[(.+), 'm', 'b'\]\)\[0\] is \1; Python: \1",
        r"parse\('42'\) = 43; Python: 43",
        r"parse\('x1'\) = -1; Python: -1",
        r"kind_of\(.+\) = 'number', but int\(\) of it fails: True",
    ],
}


def test_there_are_examples_and_each_has_expected_lines():
    assert {"revpos", "automaton", "tour"} <= {p.stem for p in EXAMPLES}
    assert {p.stem for p in EXAMPLES} == set(EXPECTED)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_prints_what_it_finds(path, capsys, monkeypatch):
    monkeypatch.setattr("sys.argv", [str(path)])
    runpy.run_path(str(path), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    position = 0
    for pattern in EXPECTED[path.stem]:
        matcher = re.compile(pattern)
        while position < len(lines) and not matcher.fullmatch(lines[position]):
            position += 1
        assert position < len(lines), f"{path.name}: no line matching {pattern!r} in order"
        position += 1
