"""Showing benchmark results: a rich table per suite, a JSON file, the machine's description.

The table has the columns of the PLDI'14 paper's Table 4 (joins, unions,
union sum, union max, eval s, solve s, answer) when the rows carry them,
plus the suite's own columns (n, style, merge, rate ...) when present.
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import sys

from rich.console import Console
from rich.table import Table

from stamen.bench.harness import SuiteResult

__all__ = ["COLUMNS", "machine", "print_suite", "suite_table", "write_json"]

# (row key, header, format); a column is shown when some row has its key. Fields that
# the row's name already spells out (revpos's style, n and merge) stay in the JSON only.
COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("bound", "bound", "{}"),
    ("joins", "joins", "{:,}"),
    ("unions", "unions", "{:,}"),
    ("union_sum", "union sum", "{:,}"),
    ("union_max", "union max", "{:,}"),
    ("terms", "terms", "{:,}"),
    ("paths", "paths", "{:,}"),
    ("eval_seconds", "eval s", "{:.3f}"),
    ("solve_seconds", "solve s", "{:.3f}"),
    ("seconds", "total s", "{:.3f}"),
    ("cpu_seconds", "cpu s", "{:.3f}"),
    ("unit", "measure", "{}"),
)
_ANSWER_WIDTH = 48


def _cell(row: dict, key: str, fmt: str) -> str:
    value = row.get(key)
    if value is None:
        return "—"
    try:
        return fmt.format(value)
    except (ValueError, TypeError):
        return str(value)


def _answer(row: dict) -> str:
    """Returns the answer's first line, shortened for the table (JSON keeps it whole)."""
    text = str(row.get("answer", "")).strip().splitlines()
    first = text[0] if text else ""
    if len(text) > 1 or len(first) > _ANSWER_WIDTH:
        first = first[:_ANSWER_WIDTH - 1] + "…"
    return first


def _ok_mark(row: dict) -> str:
    ok = row.get("ok")
    return "[green]✓[/]" if ok is True else "[red]✗[/]" if ok is False else "[yellow]…[/]"


def suite_table(result: SuiteResult) -> Table:
    """Returns the rich table of one suite's rows."""
    columns = [c for c in COLUMNS if any(c[0] in row for row in result.rows)]
    table = Table(title=f"stamen bench {result.name}", title_justify="left")
    table.add_column("benchmark", no_wrap=True)
    for key, header, _ in columns:
        justify = "left" if key == "unit" else "right"
        table.add_column(header, justify=justify, no_wrap=key != "unit")
    table.add_column("answer", overflow="fold")
    table.add_column("ok", justify="center")
    previous_merge = None
    for row in result.rows:
        merge = row.get("merge")
        if previous_merge is not None and merge != previous_merge:
            table.add_section()
        previous_merge = merge
        table.add_row(str(row.get("name", "")), *(_cell(row, k, f) for k, _, f in columns),
                      _answer(row), _ok_mark(row))
    return table


def print_suite(console: Console, result: SuiteResult) -> None:
    """Prints one suite: its table (if it has rows), then its notes and error."""
    if result.rows:
        console.print(suite_table(result))
    elif not result.missing and result.error is None:
        console.print(f"[bold]stamen bench {result.name}[/]: no rows")
    for note in result.notes:
        style = "yellow" if result.missing else "dim"
        console.print(f"  [{style}]{note}[/]", highlight=False)
    if result.error:
        console.print(f"  [red]error:[/] {result.error}", highlight=False)


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> dict:
    """Returns a description of this machine and run (for BENCHMARKS.md and --json)."""
    try:
        load = os.getloadavg()
    except OSError:
        load = None
    return {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "nproc": os.cpu_count(),
        "cpu": _cpu_model(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "load_average": load,
        "command": " ".join(["stamen", *sys.argv[1:]]),
    }


def write_json(path: str, results: list[SuiteResult], options: dict) -> None:
    """Writes the machine, the options and every suite's rows to `path` as JSON."""
    data = {"machine": machine(), "options": options,
            "suites": {r.name: r.as_dict() for r in results}}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, default=str)
        f.write("\n")
