"""bvmax: a tiny assembly-like language over 32-bit bitvectors (seed 002), with a verifier,
debugger and synthesizer derived from its ten-line interpreter."""

from stamen.langs.bvmax.demo import demo, recheck_verdict, story
from stamen.langs.bvmax.interpreter import interpret
from stamen.langs.bvmax.queries import (
    debug_program,
    run,
    synthesize_program,
    verify_program,
)
from stamen.langs.bvmax.syntax import Instruction, Program, parse, parse_function

__all__ = ["Instruction", "Program", "debug_program", "demo", "interpret", "parse",
           "parse_function", "run", "story", "synthesize_program", "verify_program", "suite"]


def suite(quick: bool = False) -> list[dict]:
    """Returns the bench rows of the bvmax story: one per query, with timings."""
    s = story()
    stats = s["verify_solution"].stats
    rows = []
    for name, answer, ok in (
        ("run", s["run"], s["run"] == -1),
        ("verify", s["counterexample"], s["counterexample"] is not None),
        ("debug", [o.text for o in s["core"]], any("bvxor(r0, r2)" in o.text for o in s["core"])),
        ("synthesize", s["synthesized"].source() if s["synthesized"] else None,
         s["synthesized"] is not None),
        ("verify_synthesized", recheck_verdict(s),
         s["recheck_solution"] is not None and s["recheck_solution"].unsat),
    ):
        rows.append({"name": f"bvmax_{name}", "answer": str(answer), "ok": ok,
                     "seconds": s.get(f"{name.split('_')[0]}_seconds", 0.0),
                     "joins": stats.joins, "unions": stats.unions,
                     "union_sum": stats.union_sum, "union_max": stats.union_max,
                     "eval_seconds": stats.eval_seconds, "solve_seconds": stats.solve_seconds})
    return rows
