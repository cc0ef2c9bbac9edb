"""The front end's passes in order: parse, resolve, typecheck; each returns a tree or errors."""

from __future__ import annotations

from dataclasses import replace

from stamen.langs.boogie.ast import Program
from stamen.langs.boogie.diagnostics import Diagnostic
from stamen.langs.boogie.library import library_decls
from stamen.langs.boogie.parse import parse_text
from stamen.langs.boogie.resolve import resolve
from stamen.langs.boogie.typecheck import typecheck

__all__ = ["check", "FIRST_FILE"]

# Boogie defines FILE_<i> for the i-th file of its command line; a file checked alone is
# the first.
FIRST_FILE = frozenset({"FILE_0"})


def check(text: str, path: str = "<string>", check_modifies: bool = False,
          library: bool = True) -> tuple[Program | None, list[Diagnostic]]:
    """Returns (program, []) for a well-formed program, or (None, its errors) from the
    first pass that finds any (check_modifies: see `typecheck`). With `library`, the
    declarations of stamen's library (Boogie's `/lib:base` and `/lib:set_size`) that
    the program uses are put in front of its own (see `library.library_decls`)."""
    result = parse_text(text, path, FIRST_FILE)
    if isinstance(result, list):
        return None, result
    if library:
        extra = library_decls(result, text)
        if extra:
            result = replace(result, decls=extra + result.decls)
    errors = resolve(result) or typecheck(result, check_modifies)
    if errors:
        return None, errors
    return result, []
