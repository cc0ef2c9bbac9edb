"""`stamen boogie check FILE...` and `stamen boogie print FILE`.

check prints `FILE: ok (N procedures, M implementations)` per well-formed file
and one `path:line:col: <kind> error: msg` line per error otherwise; print
writes the program as the printer does. Exit status 0 when every file is
well-formed, 2 when some file has errors or cannot be read.
"""

from __future__ import annotations

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.check import check
from stamen.langs.boogie.diagnostics import Diagnostic
from stamen.langs.boogie.library import is_library_decl
from stamen.langs.boogie.printer import print_program

__all__ = ["run", "summary"]


def summary(program: A.Program) -> str:
    """Returns `ok (N procedures, M implementations)` (a procedure with a body counts as
    an implementation too; the declarations of stamen's library are not counted)."""
    decls = [d for d in program.decls if not is_library_decl(d)]
    procedures = sum(isinstance(d, A.ProcedureDecl) for d in decls)
    implementations = sum(isinstance(d, A.ImplementationDecl)
                          or isinstance(d, A.ProcedureDecl) and d.body is not None
                          for d in decls)
    return f"ok ({procedures} procedures, {implementations} implementations)"


def _read(path: str) -> str | Diagnostic:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError as exc:
        return Diagnostic(path, 1, 1, "parse", f"cannot read the file: {exc.strerror}")


def run(action: str, paths: list[str], check_modifies: bool = False) -> int:
    """Runs `check` or `print` on the files; returns the exit status. check_modifies:
    report assignments to globals outside the modifies clause, as Boogie does by
    default (off by default here: Corral's, Symbooglix's and SMACK's programs rely on
    the modifies clauses being inferred, and 38 valid files of the corpus would fail)."""
    status = 0
    for path in paths:
        text = _read(path)
        if isinstance(text, Diagnostic):
            print(text)
            status = 2
            continue
        program, errors = check(text, path, check_modifies)
        if errors:
            for e in errors:
                print(e)
            status = 2
        elif action == "print":
            print(print_program(program), end="")
        else:
            print(f"{path}: {summary(program)}")
    return status
