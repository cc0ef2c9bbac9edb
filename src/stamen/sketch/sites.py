"""Call sites of holes and choices: where in the source a `hole(...)` or `choose(...)` call
is, and under which grammar expansion it was reached.

A site is identified by the source span of the call expression (file, line,
column, end line, end column), read from the caller's frame, plus the path
of grammar expansions it was reached through. The same site therefore gives
the same constants every time it is evaluated, and sol.complete(fn) can put
the solution back at that span.
"""

from __future__ import annotations

import os
import sys
from contextvars import ContextVar
from dataclasses import dataclass

__all__ = ["Site", "caller_site", "grammar_path", "REGISTRY"]

grammar_path: ContextVar[tuple] = ContextVar("stamen_grammar_path", default=())


@dataclass(frozen=True)
class Site:
    """A source span of a call, and the grammar expansion path it was reached through."""

    filename: str
    line: int
    col: int
    end_line: int
    end_col: int
    path: tuple = ()

    def span(self) -> tuple:
        return (self.filename, self.line, self.col, self.end_line, self.end_col)

    def label(self) -> str:
        base = f"{os.path.basename(self.filename)}:{self.line}:{self.col + 1}"
        if self.path:
            base += "/" + ".".join(f"{s[1]}:{s[2] + 1}" if s[0] != "key" else f"[{s[1]}]"
                                   for s in self.path)
        return base

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.col + 1}"


_STAMEN_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_LANGS = os.path.join(_STAMEN_ROOT, "langs") + os.sep


def _inside_stamen(filename: str) -> bool:
    """Whether a frame is stamen's own machinery (its languages count as user code)."""
    path = os.path.abspath(filename)
    return path.startswith(_STAMEN_ROOT + os.sep) and not path.startswith(_LANGS)


def caller_site(depth: int = 2) -> Site:
    """Returns the site of the call expression `depth` frames up, skipping stamen's frames."""
    frame = sys._getframe(depth)
    while frame is not None and _inside_stamen(frame.f_code.co_filename):
        frame = frame.f_back
    if frame is None:
        raise RuntimeError("no caller outside stamen")
    code = frame.f_code
    positions = list(code.co_positions())
    index = frame.f_lasti // 2
    line, end_line, col, end_col = positions[index] if index < len(positions) else (
        frame.f_lineno, frame.f_lineno, 0, 0)
    return Site(code.co_filename, line or frame.f_lineno, col or 0, end_line or line or 0,
                end_col or 0, grammar_path.get())


# Every site evaluated so far, by kind ("hole" / "choose"), with what printing needs.
REGISTRY: dict[Site, dict] = {}
