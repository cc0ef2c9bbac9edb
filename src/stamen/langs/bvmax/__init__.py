"""bvmax: a tiny assembly-like language over 32-bit bitvectors (seed 002), with a verifier,
debugger and synthesizer derived from its ten-line interpreter."""

import stamen as st
from stamen.langs.bvmax.demo import demo, recheck_verdict, story
from stamen.langs.bvmax.interpreter import interpret
from stamen.langs.bvmax.queries import (
    debug_program,
    run,
    synthesize_program,
    verify_program,
)
from stamen.langs.bvmax.syntax import Instruction, Program, parse, parse_function
from stamen.langs.report import bench_row

__all__ = ["Instruction", "Program", "debug_program", "demo", "interpret", "parse",
           "parse_function", "run", "story", "synthesize_program", "verify_program", "suite"]


def suite(quick: bool = False) -> list[dict]:
    """Returns the bench rows of the bvmax story: one per query, each with its own query's
    time and evaluation statistics (the concrete run has none)."""
    s = story()
    synthesized = s["synthesized"]
    recheck = s["recheck_solution"]
    rows = [
        ("run", s["run"], s["run"] == -1, None, s["run_seconds"]),
        ("verify", s["counterexample"], s["counterexample"] is not None,
         s["verify_solution"].stats, s["verify_seconds"]),
        ("debug", [o.text for o in s["core"]],
         any("bvxor(r0, r2)" in o.text for o in s["core"]), s["core"].stats,
         s["debug_seconds"]),
        ("synthesize", synthesized.source() if synthesized else None, synthesized is not None,
         s["synthesis_solution"].stats, s["synthesize_seconds"]),
        ("verify_synthesized", recheck_verdict(s), recheck is not None and recheck.unsat,
         recheck.stats if recheck is not None else None, s["recheck_seconds"]),
    ]
    return [bench_row(f"bvmax_{name}", str(answer), ok, stats or st.Stats(), seconds=seconds)
            for name, answer, ok, stats, seconds in rows]
