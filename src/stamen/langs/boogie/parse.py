"""Parsing Boogie text into a `Program`, or into located parse errors.

The grammar is LALR(1) (grammar.lark); lark builds its tables once, and the
parse runs them in a loop of its own (`_drive`) over the tokens of `lexer.Scanner`,
calling the AST builder as it reduces (no intermediate parse tree). Unit
reductions that lark would only pass through (`?rule` with one child) cost no
call. Every failure is a `Diagnostic` of kind `parse`, never a traceback.
"""

from __future__ import annotations

from copy import copy
from functools import lru_cache, partial
from pathlib import Path
from types import MethodType

from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders, ExpandSingleChild

from stamen.langs.boogie.ast import Program
from stamen.langs.boogie.build import AstBuilder, _positioned
from stamen.langs.boogie.diagnostics import BoogieError, Diagnostic
from stamen.langs.boogie.lexer import Scanner
from stamen.langs.boogie.operators import SyntaxProblem
from stamen.langs.boogie.source import preprocess

__all__ = ["parser", "parse_text", "parse_program"]

_GRAMMAR = Path(__file__).with_name("grammar.lark")


@lru_cache(maxsize=1)
def parser() -> Lark:
    """Returns lark's Boogie parser (built once per process): its tables and callbacks."""
    return Lark(_GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="basic",
                keep_all_tokens=True, maybe_placeholders=False,
                transformer=AstBuilder())


_SHIFT = None  # an action of the tables below: (None, state) shifts, else reduces


def _direct(callback):
    """Returns lark's reduction callback without its layers of call wrappers: the AST
    builder's method called by `_positioned` directly (the filters that inline `?rule`
    and `_rule` children are kept)."""
    if isinstance(callback, (ExpandSingleChild, ChildFilterLALR_NoPlaceholders)):
        callback.node_builder = _direct(callback.node_builder)
        return callback
    wrapped = getattr(callback, "__wrapped__", None)
    if isinstance(getattr(wrapped, "base_func", None), MethodType):
        return partial(_positioned, wrapped.base_func, None)
    return callback


@lru_cache(maxsize=1)
def _tables() -> tuple[dict, int, int]:
    """Returns (actions, start state, end state) of the LALR tables, in the form the loop
    of `_drive` reads fastest: actions[state][terminal or rule name] is (None, next
    state) for a shift and (size, callback or None, rule name) for a reduction (None:
    a unit reduction that passes its one child on)."""
    inner = parser().parser.parser.parser
    table, callbacks = inner.parse_table, inner.callbacks
    reductions = {}
    actions = {}
    for state, row in table.states.items():
        out = {}
        for symbol, (action, arg) in row.items():
            if action.name == "Shift":
                out[str(symbol)] = (_SHIFT, arg)
                continue
            if arg not in reductions:
                size = len(arg.expansion)
                callback = callbacks[arg]
                if size == 1 and isinstance(callback, ExpandSingleChild):
                    callback = None
                else:
                    callback = _direct(copy(callback))
                reductions[arg] = (size, callback, str(arg.origin.name))
            out[str(symbol)] = reductions[arg]
        actions[state] = out
    return actions, table.start_states["start"], table.end_states["start"]


def _unexpected(token: Token, row: dict) -> UnexpectedToken:
    return UnexpectedToken(token, {s for s in row if s.isupper()})


def _drive(text: str):
    """Returns what the start rule's callback builds from text (lark's LALR algorithm,
    with lark's tables and callbacks); raises lark's errors."""
    actions, start, end = _tables()
    states = [start]
    values: list = []
    append_state, append_value = states.append, values.append
    scanner = Scanner(text, lambda kind: kind in actions[states[-1]])
    for token in scanner.tokens():
        kind = token.type
        while True:
            row = actions[states[-1]]
            act = row.get(kind)
            if act is None:
                raise _unexpected(token, row)
            size = act[0]
            if size is None:
                append_state(act[1])
                append_value(token)
                break
            callback = act[1]
            if callback is None:  # a unit reduction: the value stays
                states[-1] = actions[states[-2]][act[2]][1]
                continue
            if size:
                value = callback(values[-size:])
                del states[-size:]
                del values[-size:]
            else:
                value = callback([])
            append_state(actions[states[-1]][act[2]][1])
            append_value(value)
    eof = Token("$END", "", len(text), text.count("\n") + 1, 1)
    while True:
        row = actions[states[-1]]
        act = row.get("$END")
        if act is None or act[0] is None:
            raise _unexpected(eof, row)
        _reduce(act, states, values, actions)
        if states[-1] == end:
            return values[-1]


def _reduce(act: tuple, states: list, values: list, actions: dict) -> None:
    """Applies one reduction to the parser's stacks."""
    size, callback, origin = act
    if size:
        value = values[-1] if callback is None else callback(values[-size:])
        del states[-size:]
        del values[-size:]
    else:
        value = callback([])
    states.append(actions[states[-1]][origin][1])
    values.append(value)


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
        program = _drive(clean)
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
