"""A tiny hand-made corpus for the corpus runner's tests, run by `fake_run.py`."""

from __future__ import annotations

import csv
import shlex
import sys
from pathlib import Path

FAKE_RUN = Path(__file__).with_name("fake_run.py")
FAKE_COMMAND = (sys.executable, str(FAKE_RUN), "{file}", "--mode", "{mode}", "--timeout",
                "{timeout}", "--json", "{json}")
COLUMNS = ("file", "suite", "source_repo", "source_commit", "source_path", "verdict",
           "verdict_detail", "label_source", "label_confidence", "entry_points", "tool_flags",
           "features", "tier", "loop_free")

# (file, suite, verdict, entry_points, the file's `// fake:` lines)
ROWS = (
    ("a/ok.bpl", "alpha", "correct", "main ({:entrypoint})", ["answer verified"]),
    ("a/bug.bpl", "alpha", "bug", "every implementation (Boogie verifies all)",
     ["answer verified", "answer bug assertion might not hold"]),
    ("a/slow.bpl", "alpha", "bug", "cba_main", ["answer unknown timeout"]),
    ("b/inv.bpl", "beta", "invalid-input", "every implementation (Boogie verifies all)",
     ["answer invalid 1:1: parse error"]),
    ("b/unlabelled.bpl", "beta", "unknown", "main", ["answer verified"]),
    ("b/ok2.bpl", "beta", "correct", "main", ["answer verified", "answer verified"]),
)


def fake_command() -> str:
    """Returns the --command option's value that runs fake_run.py."""
    return shlex.join(FAKE_COMMAND)


def write_corpus(folder: Path, rows=ROWS) -> Path:
    """Writes the files and their manifest under `folder`; returns the manifest's path."""
    manifest = folder / "manifest.csv"
    with manifest.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS)
        writer.writeheader()
        for name, suite, verdict, entry, lines in rows:
            path = folder / name
            path.parent.mkdir(parents=True, exist_ok=True)
            name_ = "cba_main" if entry == "cba_main" else "main"  # the entry is declared
            path.write_text("".join(f"// fake: {ln}\n" for ln in lines)
                            + f"procedure {name_}();\n")
            writer.writerow({"file": name, "suite": suite, "verdict": verdict,
                             "entry_points": entry, "tool_flags": "", "tier": "0"})
    return manifest
