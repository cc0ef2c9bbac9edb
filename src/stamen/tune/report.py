"""The default configuration against the tuned one on the held-out test queries.

Both run every test query under the same cap (every instance, a (query, solver seed)
pair, with `stamen tune --seeds K`: the means are then over queries and seeds). The
tuned configuration must give the same answer as the default wherever both answer,
whatever the seed: an answer that differs from any answer the default gave the query is
listed in `Comparison.answer_changes`, and `stamen tune` then rejects the tuned
configuration (it saves no profile) whatever its speed. `Comparison.by_row` breaks the
means down by row (the file a query was dumped from).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.table import Table

from stamen.tune.queries import Query, row_of
from stamen.tune.runs import Run, run_query
from stamen.tune.space import Configuration, changes, space_for

__all__ = ["Comparison", "compare", "comparison_table", "row_table"]


@dataclass
class Comparison:
    """Each configuration's runs on the test queries (in the queries' order)."""

    queries: list[str]  # instance names (`Query.instance`)
    default: list[Run]
    tuned: list[Run]
    names: list[str] | None = None  # the instances' query names (None: `queries`)

    def _names(self) -> list[str]:
        return self.names if self.names is not None else self.queries

    @property
    def answer_changes(self) -> list[tuple[str, str, str]]:
        """Returns (instance, default's answer, tuned answer) wherever the tuned
        configuration answered a query otherwise than the default did under any seed (or
        the default answered it two ways): each is a reason to reject the tuned
        configuration."""
        answers: dict[str, set[str]] = {}
        for name, d in zip(self._names(), self.default, strict=True):
            if d.solved:
                answers.setdefault(name, set()).add(d.answer)
        changes = []
        for q, name, d, t in zip(self.queries, self._names(), self.default, self.tuned,
                                 strict=True):
            known = answers.get(name, set())
            if (t.solved and known - {t.answer}) or len(known) > 1:
                changes.append((q, d.answer, t.answer))
        return changes

    def by_row(self) -> dict[str, dict]:
        """Returns, per row (`row_of` the query name), its instance count and each
        configuration's solved count and mean cost."""
        rows: dict[str, list[tuple[Run, Run]]] = {}
        for name, d, t in zip(self._names(), self.default, self.tuned, strict=True):
            rows.setdefault(row_of(name), []).append((d, t))
        return {row: {"instances": len(pairs),
                      **{side: {"solved": sum(p[i].solved for p in pairs),
                                "mean_cost": sum(p[i].cost for p in pairs) / len(pairs),
                                "mean_cpu": sum(p[i].cpu for p in pairs) / len(pairs)}
                         for i, side in enumerate(("default", "tuned"))}}
                for row, pairs in rows.items()}

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
        return {"queries": len(set(self._names())), "instances": len(self.queries),
                "default": d, "tuned": t, "speedup": speedup,
                "answer_changes": [list(c) for c in self.answer_changes]}


def compare(test: list[Query], solver: str, default: Configuration, tuned: Configuration,
            *, metric: str, cap: float) -> Comparison:
    """Runs both configurations on every test query (instance), under the same cap (each
    run sets only the parameters that differ from the solver's defaults), interleaved:
    each query under both back to back, the order alternating from one query to the
    next, so that a change of the machine's load falls on both alike. When the search
    kept the defaults and the metric is z3's resource count, the tuned runs are the
    default's (they would count the same), not run twice."""
    space = space_for(solver)
    same = tuned == default and metric == "rlimit"
    params = {name: tuple(changes(config, space).items())
              for name, config in (("default", default), ("tuned", tuned))}
    runs: dict[str, list[Run]] = {"default": [], "tuned": []}
    for i, q in enumerate(test):
        order = ("default", "tuned") if i % 2 == 0 else ("tuned", "default")
        for name in order:
            if name == "tuned" and same:
                continue
            runs[name].append(run_query(q.text, solver, params[name], metric=metric,
                                        cap=cap, seed=q.seed))
    if same:
        runs["tuned"] = runs["default"]
    return Comparison([q.instance for q in test], runs["default"], runs["tuned"],
                      [q.name for q in test])


def comparison_table(c: Comparison, metric: str) -> Table:
    """Returns the rich table of the comparison's summary."""
    s = c.summary()
    unit = {"time": "s", "cpu": "CPU s", "rlimit": "rlimit units"}[metric]
    seeds = f" x {s['instances'] // s['queries']} seeds" if s["instances"] > s["queries"] else ""
    table = Table(title=f"test split: {s['queries']} queries{seeds} "
                        f"(speed-up {s['speedup']:.2f}x)")
    columns = ("configuration", "solved", f"mean cost ({unit}, PAR10)", "mean seconds",
               "mean CPU s", "mean rlimit")
    for col in columns:
        table.add_column(col, justify="right" if col != "configuration" else "left")
    for name in ("default", "tuned"):
        row = s[name]
        table.add_row(name, f"{row['solved']}/{s['instances']}", f"{row['mean_cost']:.4g}",
                      f"{row['mean_seconds']:.3f}", f"{row['mean_cpu']:.3f}",
                      f"{row['mean_rlimit']:.4g}")
    return table


def row_table(c: Comparison, metric: str) -> Table:
    """Returns the rich table of the comparison by row (the file a query came from)."""
    unit = {"time": "s", "cpu": "CPU s", "rlimit": "rlimit units"}[metric]
    table = Table(title="test split by row")
    for col in ("row", "instances", "solved default / tuned",
                f"mean cost ({unit}, PAR10) default / tuned", "speed-up"):
        table.add_column(col, justify="left" if col == "row" else "right")
    for row, r in sorted(c.by_row().items()):
        d, t = r["default"], r["tuned"]
        speedup = d["mean_cost"] / t["mean_cost"] if t["mean_cost"] else float("inf")
        table.add_row(row, str(r["instances"]), f"{d['solved']} / {t['solved']}",
                      f"{d['mean_cost']:.4g} / {t['mean_cost']:.4g}", f"{speedup:.2f}x")
    return table
