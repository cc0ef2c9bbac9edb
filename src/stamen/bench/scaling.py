"""The `ifc-scaling` suite: the PLDI'14 paper's Fig. 10.

For the first basic-bug IFC machine at bounds 1..15 (`stamen.langs.ifc.scaling`),
the sum of union cardinalities is plotted against the number of control-flow
joins, with a fitted polynomial: union sizes must grow polynomially with joins.
The PNG needs matplotlib (`pip install -e '.[plot]'`); without it the fit is
still reported.
"""

from __future__ import annotations

import os

from stamen.bench.fit import Fit, fit_polynomial, fit_power
from stamen.bench.harness import BenchOptions, Progress, SuiteResult
from stamen.bench.langs import load_language

__all__ = ["BOUNDS", "DEFAULT_PLOT", "QUICK_BOUNDS", "fit_scaling", "plot_scaling", "suite"]

BOUNDS = tuple(range(1, 16))
QUICK_BOUNDS = tuple(range(1, 6))
DEFAULT_PLOT = "bench-results/ifc-scaling.png"  # bench-results/ is git-ignored


def _point(item, bound: int) -> dict:
    """Returns {"bound", "joins", "union_sum", ...} from a dict, a (bound, stats) pair, or a
    stats-like object, as `scaling` may return any of them."""
    if isinstance(item, tuple) and len(item) == 2:
        bound, item = item
    if isinstance(item, dict):
        row = dict(item)
    else:
        row = {k: getattr(item, k) for k in ("joins", "unions", "union_sum", "union_max",
                                             "eval_seconds", "solve_seconds")
               if hasattr(item, k)}
    row.setdefault("bound", bound)
    if "joins" not in row or "union_sum" not in row:
        raise ValueError(f"ifc.scaling returned a point without joins/union_sum: {item!r}")
    return row


def fit_scaling(rows: list[dict]) -> list[Fit]:
    """Returns the quadratic and the power-law fits of union_sum against joins."""
    xs = [float(r["joins"]) for r in rows]
    ys = [float(r["union_sum"]) for r in rows]
    fits = []
    if len(set(xs)) > 2:
        fits.append(fit_polynomial(xs, ys, 2))
    if sum(1 for x, y in zip(xs, ys, strict=True) if x > 0 and y > 0) > 1:
        fits.append(fit_power(xs, ys))
    return fits


def plot_scaling(rows: list[dict], fit: Fit | None, path: str) -> str | None:
    """Writes the Fig. 10 plot to `path`; returns why not (matplotlib missing) or None."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib is not installed (pip install -e '.[plot]'): no PNG written"
    xs = [r["joins"] for r in rows]
    ys = [r["union_sum"] for r in rows]
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(xs, ys, "o", label="B1 at bounds " + f"{rows[0]['bound']}..{rows[-1]['bound']}")
    if fit is not None and xs:
        lo, hi = min(xs), max(xs)
        grid = [lo + (hi - lo) * k / 100 for k in range(101)]
        ax.plot(grid, [fit(x) for x in grid], "-", label=str(fit))
    ax.set_xlabel("control-flow joins")
    ax.set_ylabel("sum of union cardinalities")
    ax.set_title("stamen: IFC union growth (PLDI'14 Fig. 10)")
    ax.legend(fontsize="small")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return None


def suite(options: BenchOptions, progress: Progress) -> SuiteResult:
    """Returns one row per bound, with the fitted curve and the plot in the notes."""
    result = SuiteResult("ifc-scaling")
    try:
        ifc, why = load_language("ifc")
    except Exception as exc:  # noqa: BLE001 - a broken package is reported, not fatal
        result.error = f"importing stamen.langs.ifc failed: {exc}"
        return result
    scaling = getattr(ifc, "scaling", None)
    if not callable(scaling):
        result.missing = True
        result.notes.append(why or "stamen.langs.ifc has no scaling(bounds) yet")
        return result
    bounds = QUICK_BOUNDS if options.quick else BOUNDS
    progress.start("ifc-scaling", None)
    progress.step(f"ifc B1 at bounds {bounds[0]}..{bounds[-1]}")
    points = list(scaling(list(bounds)))
    progress.advance()
    result.rows = [{"name": f"B1_bound_{r['bound']}", "answer": r.get("answer", ""),
                    "ok": r.get("ok", True), **r}
                   for r in (_point(item, b) for item, b in zip(points, bounds, strict=False))]
    fits = fit_scaling(result.rows)
    result.notes.extend(f"fit of union_sum against joins: {f}" for f in fits)
    path = options.plot or DEFAULT_PLOT
    why_not = plot_scaling(result.rows, fits[0] if fits else None, path) if result.rows else \
        "no points: no PNG written"
    result.notes.append(why_not or f"plot written to {path}")
    return result
