"""Suites provided by the languages in `stamen.langs`, imported only when they run.

Each language package exposes `suite(quick: bool) -> list[dict]`. A language
that is not there yet makes a "missing" result (reported, not fatal under
`stamen bench all`); `--merge` sets the global strategy for the run and
restores it afterwards. A suite runs within a time budget (`--limit`, and by
default LIMITS for merge="none", whose paths can grow exponentially): past it,
the suite stops with a row that says so (ok None, not a failure).
"""

from __future__ import annotations

import importlib
import inspect
import traceback
from collections.abc import Callable

import stamen as st
from stamen.bench.budget import OverBudget, time_budget
from stamen.bench.harness import BenchOptions, Progress, SuiteFn, SuiteResult

__all__ = ["LANGUAGES", "LIMITS", "lang_suite", "load_language"]

LANGUAGES = ("bvmax", "ifc", "bv", "websynth", "fsm")
# Seconds a whole language suite may take by default, per strategy (absent: no limit).
LIMITS = {"none": 240.0}


def load_language(name: str) -> tuple[object | None, str | None]:
    """Returns (module, None) for `stamen.langs.<name>`, or (None, why) when it is absent
    (a missing package, or one without `suite`). Errors inside the package propagate."""
    module_name = f"stamen.langs.{name}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            return None, f"{module_name} is not available yet"
        raise
    if not callable(getattr(module, "suite", None)):
        return None, f"{module_name} has no suite(quick=...) yet"
    return module, None


def _with_merge(merge: str | None, run: Callable[[], list[dict]]) -> list[dict]:
    """Returns run() evaluated with the global merge strategy set to `merge` (if given)."""
    if merge is None:
        return run()
    saved = st.config().merge
    st.config(merge=merge)
    try:
        return run()
    finally:
        st.config(merge=saved)


def _merge_note(rows: list[dict], merge: str | None) -> list[dict]:
    """Returns the rows, each tagged with the strategy it ran under."""
    strategy = merge or st.config().merge
    return [{**row, "merge": row.get("merge", strategy)} for row in rows]


def lang_suite(name: str, title: str | None = None) -> SuiteFn:
    """Returns the suite function of the language `name` (reported as `title`, if given)."""

    def run(options: BenchOptions, progress: Progress) -> SuiteResult:
        result = SuiteResult(title or name)
        try:
            module, why = load_language(name)
        except Exception as exc:  # noqa: BLE001 - a broken package is reported, not fatal
            result.error = f"importing stamen.langs.{name} failed: {_last_line(exc)}"
            return result
        if module is None:
            result.missing = True
            result.notes.append(why)
            return result
        progress.start(name, None)
        progress.step(f"{name} ({'quick' if options.quick else 'full'} suite)")
        merge = options.merge or st.config().merge
        limit = options.limit or LIMITS.get(merge)
        kwargs = {"quick": options.quick}
        if options.solver is not None:
            if not _takes_options(module.suite):
                result.error = f"the {name} suite does not take --solver"
                progress.advance()
                return result
            kwargs["solver"] = options.solver
        try:
            with time_budget(limit):
                rows = _with_merge(options.merge, lambda: module.suite(**kwargs))
        except OverBudget:
            result.rows = _merge_note([_stopped_row(name, limit)], options.merge)
            result.notes.append(
                f"{name}: stopped after {limit:g} s under merge={merge}"
                + (" (path-by-path execution forks at every symbolic branch, and this suite's "
                   "paths grow exponentially)" if merge == "none" else "")
                + "; --limit SECONDS allows more time")
            return result
        except Exception as exc:  # noqa: BLE001 - one failing suite must not stop `all`
            result.error = f"stamen.langs.{name}.suite raised {_last_line(exc)}"
            result.notes.append(traceback.format_exc(limit=-3))
            return result
        finally:
            progress.advance()
        result.rows = _merge_note(list(rows), options.merge)
        return result

    run.__name__ = f"{name}_suite"
    run.__doc__ = f"Returns the rows of stamen.langs.{name}.suite(quick=...)."
    return run


def _takes_options(suite: Callable) -> bool:
    """Whether a language's `suite` passes solver options on to its queries (`**options`)."""
    return any(p.kind is inspect.Parameter.VAR_KEYWORD
               for p in inspect.signature(suite).parameters.values())


def _stopped_row(name: str, limit: float) -> dict:
    """Returns the row of a suite stopped by its time budget (ok None: not a failure)."""
    return {"name": name, "answer": f"timeout (> {limit:g} s)", "ok": None}


def _last_line(exc: BaseException) -> str:
    return traceback.format_exception_only(type(exc), exc)[-1].strip()
