"""The default configuration against the tuned one on the held-out test queries."""

from __future__ import annotations

from dataclasses import dataclass

from rich.table import Table

from stamen.tune.queries import Query
from stamen.tune.runs import Run, run_query

__all__ = ["Comparison", "compare", "comparison_table"]


@dataclass
class Comparison:
    """Each configuration's runs on the test queries (in the queries' order)."""

    queries: list[str]
    default: list[Run]
    tuned: list[Run]

    @staticmethod
    def _summary(runs: list[Run]) -> dict:
        solved = sum(r.solved for r in runs)
        return {"solved": solved, "mean_cost": sum(r.cost for r in runs) / len(runs),
                "mean_seconds": sum(r.seconds for r in runs) / len(runs)}

    def summary(self) -> dict:
        """Returns solved counts, mean costs and seconds, and the speed-up (default mean
        cost over tuned mean cost)."""
        d, t = self._summary(self.default), self._summary(self.tuned)
        speedup = d["mean_cost"] / t["mean_cost"] if t["mean_cost"] else float("inf")
        return {"queries": len(self.queries), "default": d, "tuned": t, "speedup": speedup}


def compare(test: list[Query], solver: str, default: tuple, tuned: tuple, *, metric: str,
            cap: float) -> Comparison:
    """Runs both configurations on every test query, under the same cap."""
    return Comparison([q.name for q in test],
                      [run_query(q.text, solver, default, metric=metric, cap=cap) for q in test],
                      [run_query(q.text, solver, tuned, metric=metric, cap=cap) for q in test])


def comparison_table(c: Comparison, metric: str) -> Table:
    """Returns the rich table of the comparison's summary."""
    s = c.summary()
    unit = "s" if metric == "time" else "rlimit units"
    table = Table(title=f"test split: {s['queries']} queries (speed-up {s['speedup']:.2f}x)")
    for col in ("configuration", "solved", f"mean cost ({unit}, PAR10)", "mean seconds"):
        table.add_column(col, justify="right" if col != "configuration" else "left")
    for name in ("default", "tuned"):
        row = s[name]
        table.add_row(name, f"{row['solved']}/{s['queries']}", f"{row['mean_cost']:.4g}",
                      f"{row['mean_seconds']:.3f}")
    return table
