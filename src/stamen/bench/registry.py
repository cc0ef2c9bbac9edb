"""The named suites of `stamen bench` and what `all` runs.

Suites of this package are imported eagerly (they are small); the language
suites import their packages only when they run.
"""

from __future__ import annotations

from stamen.bench import micro, revpos, scaling
from stamen.bench.harness import SuiteFn
from stamen.bench.langs import LANGUAGES, lang_suite

__all__ = ["ALL", "SUITES", "suite_names"]

SUITES: dict[str, SuiteFn] = {
    "terms": micro.suite,
    "revpos": revpos.suite,
    **{name: lang_suite(name) for name in LANGUAGES},
    "ifc-scaling": scaling.suite,
    "boogie-parse": lang_suite("boogie"),
    "analysis": lang_suite("mc", "analysis"),  # seed 001's section 7 experiment on MC
    "synthcl": lang_suite("synthcl"),
    "boogie-merged": lang_suite("boogie.merged_bench", "boogie-merged"),  # issue 13
}

# `stamen bench all`: every suite, cheapest first.
ALL: tuple[str, ...] = ("terms", "revpos", "bvmax", "fsm", "ifc", "bv", "websynth",
                        "ifc-scaling", "boogie-parse", "analysis", "synthcl", "boogie-merged")


def suite_names() -> list[str]:
    """Returns the names `stamen bench` accepts."""
    return [*SUITES, "all"]
