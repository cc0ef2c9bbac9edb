"""Scoring corpus results against their labels, per suite, and the table of the scores.

A file labelled `correct` is verified (right), a false alarm (a bug reported), unknown
or rejected (the front end refused a valid file); a `bug` file is bug found (right),
missed (verified), unknown or rejected; an `invalid-input` file is handled right when
the front end rejects it. Files with other labels (unknown, vacuous, tool-rejects) are
run but not scored: their answers are counted apart. False alarms and missed bugs are
the wrong answers that make `stamen boogie bench` fail.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from rich.console import Console
from rich.table import Table

from stamen.langs.boogie.corpus import SCORED_VERDICTS

__all__ = ["RIGHT", "WRONG", "SuiteScore", "is_wrong", "outcome", "print_scores", "quantile",
           "score"]

RIGHT = frozenset({"verified", "bug found", "invalid handled"})
WRONG = frozenset({"false alarm", "missed"})

_REASONS_SHOWN = 8

_OUTCOMES = {
    "correct": {"verified": "verified", "bug": "false alarm", "invalid": "rejected"},
    "bug": {"bug": "bug found", "verified": "missed", "invalid": "rejected"},
    "invalid-input": {"invalid": "invalid handled"},
}


def outcome(verdict: str, answer: str) -> str | None:
    """Returns how an answer scores against a label (None: the label is not scored)."""
    if verdict not in SCORED_VERDICTS:
        return None
    default = "not rejected" if verdict == "invalid-input" else "unknown"
    return _OUTCOMES[verdict].get(answer, default)


def is_wrong(record: dict) -> bool:
    """Returns whether a record is a false alarm or a missed bug."""
    return outcome(record.get("verdict", ""), record.get("answer", "")) in WRONG


def quantile(values: Iterable[float], q: float) -> float | None:
    """Returns the nearest-rank q-quantile of the values (None when there are none)."""
    ordered = sorted(values)
    if not ordered:
        return None
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


@dataclass
class SuiteScore:
    """The outcomes of one suite's files (`unlabelled`: answers on unscored files)."""

    suite: str
    outcomes: Counter = field(default_factory=Counter)
    unlabelled: Counter = field(default_factory=Counter)
    invalid_files: int = 0
    seconds: list[float] = field(default_factory=list)

    @property
    def files(self) -> int:
        return sum(self.outcomes.values()) + sum(self.unlabelled.values())

    @property
    def right(self) -> int:
        return sum(self.outcomes[o] for o in RIGHT)

    @property
    def wrong(self) -> int:
        return sum(self.outcomes[o] for o in WRONG)

    def add(self, record: dict) -> None:
        """Counts one record."""
        verdict, answer = record.get("verdict", ""), record.get("answer", "unknown")
        scored = outcome(verdict, answer)
        if scored is None:
            self.unlabelled[answer] += 1
        else:
            self.outcomes[scored] += 1
        self.invalid_files += verdict == "invalid-input"
        self.seconds.append(float(record.get("seconds") or 0.0))


def score(records: Iterable[dict]) -> list[SuiteScore]:
    """Returns a score per suite, in order of first appearance, then one for them all
    (named "all") when there are several suites."""
    suites: dict[str, SuiteScore] = {}
    total = SuiteScore("all")
    for record in records:
        name = record.get("suite", "")
        suites.setdefault(name, SuiteScore(name)).add(record)
        total.add(record)
    scores = list(suites.values())
    return scores + [total] if len(scores) > 1 else scores


def _short(reason: str | None) -> str:
    """Returns a reason's first line, at most 100 characters (to group reasons)."""
    lines = str(reason or "no reason given").strip().splitlines()
    first = lines[0] if lines else "no reason given"
    return first if len(first) <= 100 else first[:99] + "…"


def _seconds(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def _table(scores: list[SuiteScore], title: str) -> Table:
    table = Table(title=title)
    for header in ("suite", "files", "verified", "bug found", "false alarm", "missed",
                   "unknown", "rejected", "invalid ok", "unlabelled", "median s", "90% s"):
        table.add_column(header, justify="left" if header == "suite" else "right")
    for s in scores:
        alarm = s.outcomes["false alarm"]
        missed = s.outcomes["missed"]
        table.add_row(
            s.suite, str(s.files), str(s.outcomes["verified"]), str(s.outcomes["bug found"]),
            f"[red]{alarm}[/]" if alarm else "0", f"[red]{missed}[/]" if missed else "0",
            str(s.outcomes["unknown"]), str(s.outcomes["rejected"]),
            f"{s.outcomes['invalid handled']}/{s.invalid_files}",
            str(sum(s.unlabelled.values())), _seconds(quantile(s.seconds, 0.5)),
            _seconds(quantile(s.seconds, 0.9)))
    return table


def print_scores(console: Console, records: list[dict], title: str) -> None:
    """Prints the table of scores, then each wrong answer, the commonest reasons for
    `unknown`, and the answers on unscored files."""
    scores = score(records)
    console.print(_table(scores, title))
    for record in records:
        if is_wrong(record):
            kind = outcome(record["verdict"], record["answer"])
            console.print(f"[red]{kind}[/]: {record['file']} ({record.get('mode')}): "
                          f"{record['answer']} {record.get('reason') or ''}".rstrip(),
                          highlight=False)
    reasons = Counter(_short(r.get("reason")) for r in records if r.get("answer") == "unknown")
    for reason, n in reasons.most_common(_REASONS_SHOWN):
        console.print(f"[dim]unknown ({n} files): {reason}[/]", highlight=False)
    for s in scores:
        if s.unlabelled and s.suite != "all":
            counts = ", ".join(f"{n} {a}" for a, n in sorted(s.unlabelled.items()))
            console.print(f"[dim]{s.suite}: unscored labels (unknown, vacuous, ...): "
                          f"{counts}[/]", highlight=False)
