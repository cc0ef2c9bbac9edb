"""The syntax of PL, the paper's small source language (seed 001, section 3.2): 32-bit
integer variables, `&x`, `*e`, assignment through pointers, `if`, and `while` (run up to
a bound), with a parser for C-like text:

    *px = *px ^ *py;  if (x < y) { x = y; } else { y = x; }  while (n != 0) { n = n - 1; }
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from stamen.errors import InvalidArgument

__all__ = [
    "Num", "Var", "AddrOf", "Deref", "Bin", "Cond", "Bool", "Rel", "Not", "Logic",
    "Assign", "StoreThrough", "Seq", "If", "While", "parse_statements", "parse_expression",
    "variables_of", "BINARY", "RELATIONS",
]


@dataclass(frozen=True)
class Num:
    value: int


@dataclass(frozen=True)
class Var:
    name: str


@dataclass(frozen=True)
class AddrOf:
    name: str


@dataclass(frozen=True)
class Deref:
    address: object


@dataclass(frozen=True)
class Bin:
    op: str
    left: object
    right: object


@dataclass(frozen=True)
class Cond:
    test: object
    then: object
    orelse: object


@dataclass(frozen=True)
class Bool:
    value: bool


@dataclass(frozen=True)
class Rel:
    op: str
    left: object
    right: object


@dataclass(frozen=True)
class Not:
    operand: object


@dataclass(frozen=True)
class Logic:
    op: str  # "&&" or "||"
    left: object
    right: object


@dataclass(frozen=True)
class Assign:
    name: str
    value: object


@dataclass(frozen=True)
class StoreThrough:
    """`*name = value;`"""
    name: str
    value: object


@dataclass(frozen=True)
class Seq:
    statements: tuple


@dataclass(frozen=True)
class If:
    test: object
    then: Seq
    orelse: Seq


@dataclass(frozen=True)
class While:
    test: object
    body: Seq


BINARY = ("+", "-", "*", "&", "|", "^")
RELATIONS = ("==", "!=", "<", "<=", ">", ">=")
_BOOLEAN = (Bool, Rel, Not, Logic)

# (precedence, operators), loosest first; `?:` is looser than all of them.
_LEVELS = [(1, ("||",)), (2, ("&&",)), (3, ("|",)), (4, ("^",)), (5, ("&",)),
           (6, ("==", "!=")), (7, ("<", "<=", ">", ">=")), (8, ("+", "-")), (9, ("*",))]
_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_]\w*)|(&&|\|\||==|!=|<=|>=|[-+*&|^<>!?:;=(){}]))")


def _tokens(text: str) -> list[str]:
    out, pos, text = [], 0, text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise InvalidArgument(f"PL: cannot read {text[pos:pos + 20]!r}")
        out.append(m.group(m.lastindex))
        pos = m.end()
    return out


class _Parser:
    """A recursive-descent parser of PL text."""

    def __init__(self, text: str):
        self.toks = _tokens(text)
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or expected is not None and tok != expected:
            raise InvalidArgument(f"PL: expected {expected or 'more'}, got {tok!r}")
        self.i += 1
        return tok

    def statements(self, end: str | None) -> Seq:
        out = []
        while self.peek() != end:
            out.append(self.statement())
        return Seq(tuple(out))

    def block(self) -> Seq:
        self.take("{")
        body = self.statements("}")
        self.take("}")
        return body

    def statement(self):
        tok = self.peek()
        if tok in ("if", "while"):
            self.take()
            self.take("(")
            test = self.boolean(self.expression())
            self.take(")")
            body = self.block()
            if tok == "while":
                return While(test, body)
            orelse = Seq(())
            if self.peek() == "else":
                self.take()
                orelse = self.block() if self.peek() == "{" else Seq((self.statement(),))
            return If(test, body, orelse)
        through = tok == "*"
        if through:
            self.take()
        name = self.name()
        self.take("=")
        value = self.value(self.expression())
        self.take(";")
        return StoreThrough(name, value) if through else Assign(name, value)

    def name(self) -> str:
        tok = self.take()
        if not re.fullmatch(r"[A-Za-z_]\w*", tok) or tok in ("if", "else", "while"):
            raise InvalidArgument(f"PL: expected a variable, got {tok!r}")
        return tok

    def expression(self):
        test = self.binary(0)
        if self.peek() != "?":
            return test
        self.take()
        then = self.value(self.expression())
        self.take(":")
        return Cond(self.boolean(test), then, self.value(self.expression()))

    def binary(self, level: int):
        if level == len(_LEVELS):
            return self.unary()
        left = self.binary(level + 1)
        ops = _LEVELS[level][1]
        while self.peek() in ops:
            op = self.take()
            right = self.binary(level + 1)
            if op in ("&&", "||"):
                left = Logic(op, self.boolean(left), self.boolean(right))
            elif op in RELATIONS:
                left = Rel(op, self.value(left), self.value(right))
            else:
                left = Bin(op, self.value(left), self.value(right))
        return left

    def unary(self):
        tok = self.take()
        if tok == "!":
            return Not(self.boolean(self.unary()))
        if tok == "*":
            return Deref(self.value(self.unary()))
        if tok == "&":
            return AddrOf(self.name())
        if tok == "-":
            return Bin("-", Num(0), self.value(self.unary()))
        if tok == "(":
            inner = self.expression()
            self.take(")")
            return inner
        if tok.isdigit():
            return Num(int(tok))
        if tok in ("true", "false"):
            return Bool(tok == "true")
        self.i -= 1
        return Var(self.name())

    @staticmethod
    def boolean(e):
        if not isinstance(e, _BOOLEAN):
            raise InvalidArgument(f"PL: expected a condition, got the value {e}")
        return e

    @staticmethod
    def value(e):
        if isinstance(e, _BOOLEAN):
            raise InvalidArgument(f"PL: expected a value, got the condition {e}")
        return e


def parse_statements(text: str) -> Seq:
    """Returns the statements of PL text."""
    parser = _Parser(text)
    return parser.statements(None)


def parse_expression(text: str):
    """Returns a PL expression or condition."""
    parser = _Parser(text)
    e = parser.expression()
    if parser.peek() is not None:
        raise InvalidArgument(f"PL: unexpected {parser.peek()!r} after the expression")
    return e


def variables_of(node, found: dict | None = None) -> dict:
    """Returns the variables a PL phrase names, in order of first occurrence (as dict keys)."""
    found = {} if found is None else found
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, (Var, AddrOf, Assign, StoreThrough)):
            found.setdefault(n.name, None)
        if isinstance(n, (tuple, list)):
            stack.extend(reversed(n))
        elif hasattr(n, "__dataclass_fields__"):
            stack.extend(reversed([getattr(n, f) for f in n.__dataclass_fields__]))
    return found
