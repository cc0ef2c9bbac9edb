"""The bvmax story (seed 002, slides 13-36) with rich output: run, verify, debug, synthesize."""

from __future__ import annotations

import time

from rich.console import Console
from rich.panel import Panel
from rich.syntax import Syntax

from stamen.langs.bvmax import programs
from stamen.langs.bvmax.queries import (
    debug_program,
    run,
    synthesize_program,
    verify_program,
)
from stamen.langs.bvmax.syntax import parse_function

__all__ = ["demo", "story"]


def story() -> dict:
    """Runs the four queries; returns their answers and timings (used by demo and bench)."""
    out: dict = {}
    program = parse_function(programs.bvmax)
    t = time.perf_counter()
    out["run"] = run(program, -2, -1)
    out["run_seconds"] = time.perf_counter() - t
    t = time.perf_counter()
    out["counterexample"], out["verify_solution"] = verify_program(program)
    out["verify_seconds"] = time.perf_counter() - t
    t = time.perf_counter()
    out["core"] = debug_program(program, out["counterexample"])
    out["debug_seconds"] = time.perf_counter() - t
    sketch = parse_function(programs.bvmax_sketch)
    t = time.perf_counter()
    out["synthesized"], out["synthesis_solution"] = synthesize_program(sketch)
    out["synthesize_seconds"] = time.perf_counter() - t
    t = time.perf_counter()
    out["recheck"], out["recheck_solution"] = (
        verify_program(out["synthesized"]) if out["synthesized"] else (None, None))
    out["recheck_seconds"] = time.perf_counter() - t
    out["program"], out["sketch"] = program, sketch
    return out


def recheck_verdict(s: dict) -> str:
    """Returns what verifying the synthesized program found: verified only when unsat."""
    sol = s["recheck_solution"]
    if sol is None:
        return "nothing synthesized"
    if sol.unsat:
        return "verified: no counterexample"
    if sol.sat:
        return f"counterexample {s['recheck']}"
    return f"unknown ({sol.reason})"


def demo(console: Console | None = None) -> dict:
    """Prints the bvmax story and returns its answers."""
    console = console or Console()
    console.rule("[bold]stamen: the bvmax language[/bold]")
    s = story()
    program, sketch = s["program"], s["sketch"]
    console.print(Panel(Syntax(program.source(), "python"), title="bvmax (a buggy program)"))
    console.print(f"[bold]run[/bold]        bvmax(-2, -1) = {s['run']}")
    cex = s["counterexample"]
    console.print(f"[bold]verify[/bold]     against max: counterexample bvmax{tuple(cex)} = "
                  f"{run(program, *cex)}, but max{tuple(cex)} = {max(cex)} "
                  f"[dim]({s['verify_seconds']:.2f} s)[/dim]")
    console.print(f"[bold]debug[/bold]      on inputs {tuple(cex)}, the instructions to blame "
                  f"[dim]({s['debug_seconds']:.2f} s)[/dim]:")
    s["core"].render(console)
    console.print(Panel(Syntax(sketch.source(), "python"), title="a sketch with holes (_)"))
    synthesized = s["synthesized"]
    console.print(f"[bold]synthesize[/bold] [dim]({s['synthesize_seconds']:.2f} s)[/dim]:")
    console.print(Panel(Syntax(synthesized.source(), "python"), title="synthesized"))
    verdict = recheck_verdict(s)
    console.print(f"[bold]verify[/bold]     the synthesized program against max: {verdict} "
                  f"[dim]({s['recheck_seconds']:.2f} s)[/dim]")
    return s
