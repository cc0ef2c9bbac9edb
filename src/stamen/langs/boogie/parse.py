"""Parsing Boogie text into a `Program`, or into located parse errors.

The grammar is LALR(1) (grammar.lark) with lark's contextual lexer, so a
keyword is a keyword only where the grammar can take it; the AST is built as
the parser reduces. Every failure is a `Diagnostic` of kind `parse`, never a
traceback.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from lark import Lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from stamen.langs.boogie.ast import Program
from stamen.langs.boogie.build import AstBuilder, unescape_ident
from stamen.langs.boogie.diagnostics import BoogieError, Diagnostic
from stamen.langs.boogie.operators import SyntaxProblem
from stamen.langs.boogie.source import preprocess

__all__ = ["parser", "parse_text", "parse_program"]

_GRAMMAR = Path(__file__).with_name("grammar.lark")


@lru_cache(maxsize=1)
def parser() -> Lark:
    """Returns the Boogie parser (built once per process)."""
    return Lark(_GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="contextual",
                keep_all_tokens=True, maybe_placeholders=False,
                transformer=AstBuilder(),
                lexer_callbacks={"IDENT": unescape_ident})


def _describe(exc: UnexpectedInput) -> str:
    """Returns the message of a lark error, in Boogie's words."""
    if isinstance(exc, UnexpectedEOF):
        return "unexpected end of file"
    if isinstance(exc, UnexpectedToken):
        if exc.token.type == "$END":
            return "unexpected end of file"
        return f"unexpected {exc.token.value!r}"
    if isinstance(exc, UnexpectedCharacters):
        return f"invalid character {exc.char!r}"
    return "syntax error"


def parse_text(text: str, path: str = "<string>",
               defines: frozenset[str] = frozenset()) -> Program | list[Diagnostic]:
    """Returns the program in `text`, or its parse errors (`path` names the file in them;
    `defines` are the names that `#if` tests)."""
    clean, problems = preprocess(text, defines)
    errors = [Diagnostic(path, line, col, "parse", msg) for line, col, msg in problems]
    if errors:
        return errors
    try:
        program = parser().parse(clean)
    except SyntaxProblem as exc:
        return [Diagnostic(path, exc.pos.line, exc.pos.col, "parse", exc.message)]
    except UnexpectedInput as exc:
        line, col = max(exc.line, 1), max(exc.column, 1)
        if isinstance(exc, UnexpectedToken) and exc.token.type == "$END":
            line = clean.count("\n") + 1
            col = len(clean) - clean.rfind("\n")
        return [Diagnostic(path, line, col, "parse", _describe(exc))]
    except RecursionError:
        return [Diagnostic(path, 1, 1, "parse", "program nested too deeply")]
    return Program(program.pos, program.decls, path)


def parse_program(text: str, path: str = "<string>") -> Program:
    """Returns the program in `text`; raises BoogieError with its parse errors."""
    result = parse_text(text, path)
    if isinstance(result, list):
        raise BoogieError(result)
    return result
