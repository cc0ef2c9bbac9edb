"""The default configuration against the tuned one on the held-out test queries.

Both run every test query under the same cap. The tuned configuration must give the
same answer as the default wherever both answer: an answer that differs is listed in
`Comparison.answer_changes`, and `stamen tune` then rejects the tuned configuration
(it saves no profile) whatever its speed.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.table import Table

from stamen.tune.queries import Query
from stamen.tune.runs import Run, run_query
from stamen.tune.space import Configuration, changes, space_for

__all__ = ["Comparison", "compare", "comparison_table"]


@dataclass
class Comparison:
    """Each configuration's runs on the test queries (in the queries' order)."""

    queries: list[str]
    default: list[Run]
    tuned: list[Run]

    @property
    def answer_changes(self) -> list[tuple[str, str, str]]:
        """Returns (query, default's answer, tuned answer) wherever both answered and the
        answers differ: each is a reason to reject the tuned configuration."""
        return [(q, d.answer, t.answer)
                for q, d, t in zip(self.queries, self.default, self.tuned, strict=True)
                if d.solved and t.solved and d.answer != t.answer]

    @staticmethod
    def _summary(runs: list[Run]) -> dict:
        n = len(runs)
        return {"solved": sum(r.solved for r in runs),
                "mean_cost": sum(r.cost for r in runs) / n,
                "mean_seconds": sum(r.seconds for r in runs) / n,
                "mean_cpu": sum(r.cpu for r in runs) / n,
                "mean_rlimit": sum(r.rlimit for r in runs) / n}

    def summary(self) -> dict:
        """Returns solved counts, mean costs (PAR10), seconds, CPU seconds and resource
        units, the speed-up (default mean cost over tuned mean cost) and the answer
        changes."""
        d, t = self._summary(self.default), self._summary(self.tuned)
        speedup = d["mean_cost"] / t["mean_cost"] if t["mean_cost"] else float("inf")
        return {"queries": len(self.queries), "default": d, "tuned": t, "speedup": speedup,
                "answer_changes": [list(c) for c in self.answer_changes]}


def compare(test: list[Query], solver: str, default: Configuration, tuned: Configuration,
            *, metric: str, cap: float) -> Comparison:
    """Runs both configurations on every test query, under the same cap (each run sets
    only the parameters that differ from the solver's defaults). When the search kept
    the defaults and the metric is z3's resource count, the tuned runs are the default's
    (they would count the same), not run twice."""
    space = space_for(solver)
    runs = {}
    for name, config in (("default", default), ("tuned", tuned)):
        if name == "tuned" and config == default and metric == "rlimit":
            runs[name] = runs["default"]
            break
        params = tuple(changes(config, space).items())
        runs[name] = [run_query(q.text, solver, params, metric=metric, cap=cap) for q in test]
    return Comparison([q.name for q in test], runs["default"], runs["tuned"])


def comparison_table(c: Comparison, metric: str) -> Table:
    """Returns the rich table of the comparison's summary."""
    s = c.summary()
    unit = {"time": "s", "cpu": "CPU s", "rlimit": "rlimit units"}[metric]
    table = Table(title=f"test split: {s['queries']} queries (speed-up {s['speedup']:.2f}x)")
    columns = ("configuration", "solved", f"mean cost ({unit}, PAR10)", "mean seconds",
               "mean CPU s", "mean rlimit")
    for col in columns:
        table.add_column(col, justify="right" if col != "configuration" else "left")
    for name in ("default", "tuned"):
        row = s[name]
        table.add_row(name, f"{row['solved']}/{s['queries']}", f"{row['mean_cost']:.4g}",
                      f"{row['mean_seconds']:.3f}", f"{row['mean_cpu']:.3f}",
                      f"{row['mean_rlimit']:.4g}")
    return table
