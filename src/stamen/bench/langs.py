"""Suites provided by the languages in `stamen.langs`, imported only when they run.

Each language package exposes `suite(quick: bool) -> list[dict]`. A language
that is not there yet makes a "missing" result (reported, not fatal under
`stamen bench all`); `--merge` sets the global strategy for the run and
restores it afterwards.
"""

from __future__ import annotations

import importlib
import traceback
from collections.abc import Callable

import stamen as st
from stamen.bench.harness import BenchOptions, Progress, SuiteFn, SuiteResult

__all__ = ["LANGUAGES", "lang_suite", "load_language"]

LANGUAGES = ("bvmax", "ifc", "bv", "websynth", "fsm")


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


def lang_suite(name: str) -> SuiteFn:
    """Returns the suite function of the language `name`."""

    def run(options: BenchOptions, progress: Progress) -> SuiteResult:
        result = SuiteResult(name)
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
        try:
            rows = _with_merge(options.merge, lambda: module.suite(quick=options.quick))
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


def _last_line(exc: BaseException) -> str:
    return traceback.format_exception_only(type(exc), exc)[-1].strip()
