"""Showing a debug core on the user's source, with rich."""

from __future__ import annotations

import linecache

__all__ = ["render_core"]


def render_core(core, console=None) -> None:
    """Prints each file's lines around the blamed expressions, the expressions highlighted."""
    from rich.console import Console
    from rich.markup import escape
    from rich.text import Text

    console = console or Console()
    status = getattr(core, "status", "minimal")
    if status == "unknown":
        console.print(f"[yellow]unknown: {escape(str(core.reason))}; no core[/yellow]")
        return
    if status != "minimal":
        console.print(f"[yellow]a core, not proven minimal: {escape(str(core.reason))}[/yellow]")
    if len(core) == 0:
        console.print("[yellow]no expression to blame[/yellow]")
        return
    by_file: dict[str, list] = {}
    for origin in core:
        by_file.setdefault(origin.filename, []).append(origin)
    for filename, origins in by_file.items():
        lines = sorted({o.line for o in origins})
        lo, hi = max(1, lines[0] - 2), lines[-1] + 2
        console.print(f"[bold]{filename}[/bold]")
        for n in range(lo, hi + 1):
            src = linecache.getline(filename, n).rstrip("\n")
            if not src and n > lines[-1]:
                break
            text = Text(f"{n:5d} │ ", style="dim")
            line = Text(src)
            for o in origins:
                if o.line == n:
                    end = o.end_col if o.end_col is not None else o.col + len(o.text)
                    line.stylize("bold white on red", o.col, end)
            text.append(line)
            console.print(text)
