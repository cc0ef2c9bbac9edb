"""The SV-COMP quantile plot of corpus results (seed 003, Fig. 2): one curve per run.

A run scores +1 for each file answered right (verified, bug found, invalid rejected)
and -1 for each wrong answer (false alarm, missed bug). Its curve has a point per
right answer, sorted by time: the x-coordinate is the accumulated score (it starts
at minus the number of wrong answers), the y-coordinate the file's seconds, so
(x, y) says that x points' worth of files took y seconds or fewer each. The y-axis is
linear between 0 and 1 and logarithmic above.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from stamen.langs.boogie.score import RIGHT, WRONG, outcome

__all__ = ["quantile_curve", "write_quantile_plot"]


def quantile_curve(records: Iterable[dict]) -> tuple[list[int], list[float]]:
    """Returns the (x, y) points of one run's curve (see the module docstring)."""
    right, wrong = [], 0
    for record in records:
        scored = outcome(record.get("verdict", ""), record.get("answer", ""))
        if scored in RIGHT:
            right.append(float(record.get("seconds") or 0.0))
        wrong += scored in WRONG
    times = sorted(right)
    return [i - wrong for i in range(1, len(times) + 1)], times


def _runs(records: Iterable[dict]) -> dict[str, list[dict]]:
    runs: dict[str, list[dict]] = {}
    for record in records:
        runs.setdefault(str(record.get("mode") or "run"), []).append(record)
    return runs


def write_quantile_plot(path: str | Path, records: Iterable[dict], title: str) -> None:
    """Writes the quantile plot of the records (one curve per mode) as a PNG at `path`."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    try:
        for name, run in sorted(_runs(records).items()):
            xs, ys = quantile_curve(run)
            ax.plot(xs, ys, marker=".", markersize=4, linewidth=1,
                    label=f"{name} ({len(xs)} right)")
        ax.set_yscale("symlog", linthresh=1.0)
        ax.set_ylim(bottom=0)
        ax.set_xlabel("accumulated score (files answered right, minus wrong answers)")
        ax.set_ylabel("time per file (s)")
        ax.set_title(title)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(loc="upper left")
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        fig.savefig(path, dpi=120, bbox_inches="tight")
    finally:
        plt.close(fig)
