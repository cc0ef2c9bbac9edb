"""Boogie's tokens, scanned by one regular expression for the LALR parser.

Boogie's scanner reserves its keywords; so does this one for the classic
ones, while the words that only later versions of Boogie reserve (`is`,
`yield`, `pure`, ...) and the rounding modes are keywords only where the
parser can take the keyword, and identifiers elsewhere (what lark's
contextual lexer did, at the cost of a lexer per parser state). Comments
are blanked before (source.py), so only whitespace spans lines; positions
are kept with one count per whitespace run, which is most of why this is
several times faster than lark's lexers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lark import Token
from lark.exceptions import UnexpectedCharacters

__all__ = ["Scanner"]

_ID_CHAR = r"A-Za-z0-9'~#$^_.?`"
_PATTERN = re.compile(r"[ \t\f\r\n]*(?:" + "|".join([
    r"(?P<FLOAT>-?0x[0-9A-Fa-f]+\.[0-9A-Fa-f]+e-?[0-9]+f[0-9]+e[0-9]+"
    r"|0(?:NaN|nan|\+oo|-oo)[0-9]+e[0-9]+)",
    r"(?P<BVLIT>[0-9]+bv[0-9]+)",
    r"(?P<DECIMAL>[0-9]+\.[0-9]+(?:e-?[0-9]+)?|[0-9]+e-?[0-9]+)",
    r"(?P<NAT>[0-9]+)",
    rf"(?P<IDENT>\\?[A-Za-z'~#$^_.?`][{_ID_CHAR}]*)",
    r'(?P<STRING>"(?:[^"\\\r\n]|\\+[^\\\r\n])*")',
    r"(?P<OP><==>|==>|<==|<:|\|\{|\}\||::|:=|==|!=|<=|>=|&&|\|\||\+\+|\*\*|->"
    r"|[-+*/<>=!,;:{}()\[\]|⇔⇒⇐∧∨≠≤≥¬∀∃λ•])",
]) + ")")

# Operators and punctuation by their spelling -> the grammar's terminal.
_OPS = {
    "<==>": "EQUIV", "⇔": "EQUIV", "==>": "IMPLIES", "⇒": "IMPLIES", "<==": "EXPLIES",
    "⇐": "EXPLIES", "&&": "AND", "∧": "AND", "||": "OR", "∨": "OR", "==": "EQ", "!=": "NE",
    "≠": "NE", "<=": "LE", "≤": "LE", ">=": "GE", "≥": "GE", "<": "LT", ">": "GT",
    "<:": "SUBTYPE", "++": "CONCAT", "+": "PLUS", "-": "MINUS", "/": "SLASH", "**": "POW",
    "*": "STAR",
    "!": "NOT", "¬": "NOT", "∀": "FORALL", "∃": "EXISTS", "λ": "LAMBDA",
    ",": "COMMA", ";": "SEMICOLON", "=": "EQUAL", ":": "COLON", "{": "LBRACE", "}": "RBRACE",
    "(": "LPAR", ")": "RPAR", "[": "LSQB", "]": "RSQB", "|": "VBAR",
    ":=": "__ANON_0", "->": "__ANON_1", "|{": "__ANON_2", "}|": "__ANON_3", "::": "__ANON_4",
    "•": "__ANON_4",
}

# Boogie's classic reserved words -> their terminal.
_RESERVED = {w: w.upper() for w in (
    "type", "const", "extends", "function", "returns", "axiom", "var", "procedure",
    "implementation", "modifies", "requires", "ensures", "where", "int", "real", "bool",
    "assert", "assume", "havoc", "call", "if", "else", "while", "invariant", "break", "goto",
    "return", "false", "true", "old", "then", "div", "mod", "forall", "exists", "lambda")}

# Words that are keywords only where the parser takes them: those of later versions of
# Boogie (older programs may use them as names) and the rounding modes.
_SOFT = {w: w.upper() for w in (
    "unique", "complete", "revealed", "hideable", "pure", "reveal", "hide", "push", "pop",
    "free", "async", "is", "yield", "par", "uses", "datatype", "action", "left", "right",
    "both", "atomic", "preserves", "refines", "using", "creates", "asserts")}
_SOFT.update({w: "ROUNDING" for w in (
    "roundNearestTiesToEven", "roundNearestTiesToAway", "roundTowardPositive",
    "roundTowardNegative", "roundTowardZero", "RNE", "RNA", "RTP", "RTN", "RTZ")})


def _token(kind: str, value: str, pos: int, line: int, col: int) -> Token:
    """Returns a lark token without lark's keyword-argument handling (a hot path)."""
    t = str.__new__(Token, value)
    t.type = kind
    t.value = value
    t.start_pos = pos
    t.line = t.end_line = line
    t.column = col
    t.end_column = col + len(value)
    t.end_pos = pos + len(value)
    return t


class Scanner:
    """The tokens of one text; `accepts(kind)` tells whether the parser takes a kind of
    token now (used for the soft keywords)."""

    def __init__(self, text: str, accepts) -> None:
        self.text = text
        self.accepts = accepts

    def tokens(self) -> Iterator[Token]:
        """Yields the tokens of the text with their 1-based line and column."""
        text, accepts = self.text, self.accepts
        match = _PATTERN.match
        ops, reserved, soft = _OPS, _RESERVED, _SOFT
        pos, end, line, line_start = 0, len(text), 1, 0
        while pos < end:
            m = match(text, pos)
            if m is None:
                blank = len(text) - len(text[pos:].lstrip(" \t\f\r\n"))
                if blank == end:
                    return
                line += text.count("\n", pos, blank)
                line_start = text.rfind("\n", 0, blank) + 1
                raise UnexpectedCharacters(text, blank, line, blank - line_start + 1)
            kind = m.lastgroup
            start = m.start(kind)
            if start != pos:  # whitespace first
                newlines = text.count("\n", pos, start)
                if newlines:
                    line += newlines
                    line_start = text.rfind("\n", pos, start) + 1
            value = m.group(kind)
            pos = m.end()
            if kind == "IDENT":
                if value[0] == "\\":  # `\\old` is the name `old`
                    yield _token("IDENT", value[1:], start, line, start - line_start + 1)
                    continue
                kind = reserved.get(value, "IDENT")
                if kind == "IDENT" and value in soft and accepts(soft[value]):
                    kind = soft[value]
            elif kind == "OP":
                kind = ops[value]
            yield _token(kind, value, start, line, start - line_start + 1)
