"""Boogie, the intermediate verification language: a front end (parse, resolve,
type-check, print).

`load(path_or_text)` returns a `Program` or raises `BoogieError`, whose
`errors` are located `Diagnostic`s (`path:line:col: <kind> error: msg`).
`check(text, path)` returns the program and the list of errors instead.
"""

from __future__ import annotations

from pathlib import Path

from stamen.langs.boogie import ast
from stamen.langs.boogie.ast import Program
from stamen.langs.boogie.bench import suite
from stamen.langs.boogie.check import check
from stamen.langs.boogie.diagnostics import BoogieError, Diagnostic
from stamen.langs.boogie.printer import print_expr, print_program, print_type
from stamen.langs.shared_data import shared_data_dir

__all__ = ["ast", "Program", "BoogieError", "Diagnostic", "load", "check", "read_source",
           "print_program", "print_expr", "print_type", "corpus_dir", "suite"]


def corpus_dir() -> Path:
    """Returns the folder of the Boogie corpus ($STAMEN_BOOGIE_DATA or shared/data/boogie)."""
    return shared_data_dir("boogie", "STAMEN_BOOGIE_DATA")


def read_source(path: str | Path) -> str:
    """Returns the text of a Boogie file (bytes that are not UTF-8 read as U+FFFD)."""
    return Path(path).read_text(encoding="utf-8", errors="replace")


def _names_a_file(text: str) -> bool:
    """Whether `text` is the name of an existing file (not program text: one line of
    Boogie may be too long a name for the operating system, which is not an error)."""
    if "\n" in text or len(text) >= 4096:
        return False
    try:
        return Path(text).is_file()
    except (OSError, ValueError):
        return False


def load(path_or_text: str | Path) -> Program:
    """Returns the program in a file (a Path, or a str naming an existing file) or in
    Boogie text; raises BoogieError with located errors when it is not well-formed."""
    if isinstance(path_or_text, Path) or _names_a_file(path_or_text):
        text, path = read_source(path_or_text), str(path_or_text)
    else:
        text, path = path_or_text, "<string>"
    program, errors = check(text, path)
    if errors:
        raise BoogieError(errors)
    return program
