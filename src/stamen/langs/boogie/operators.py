"""Boogie's binary operators: a flat chain `e0 op1 e1 op2 e2 ...` nested by precedence.

From loosest to tightest: `<==>` (left); `==>` (right) or `<==` (left, read as
`==>` with its operands swapped), never mixed; `&&` or `||` (left), never mixed
without parentheses; the relations (not chained); `++`; `+ -`; `* div mod /`
(left); `**` (right). A chain Boogie's grammar rejects raises `SyntaxProblem`.
"""

from __future__ import annotations

from lark import Token

from stamen.langs.boogie import ast as A

__all__ = ["SyntaxProblem", "nest_operators"]

# Operator -> (precedence level, associativity: "left", "right" or "none").
_ASCII = {"⇔": "<==>", "⇒": "==>", "⇐": "<==", "∧": "&&", "∨": "||", "≠": "!=",
          "≤": "<=", "≥": ">="}
_LEVEL = {"<==>": 0, "==>": 1, "<==": 1, "&&": 2, "||": 2,
          "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "<:": 3,
          "++": 4, "+": 5, "-": 5, "*": 6, "div": 6, "mod": 6, "/": 6, "**": 7}
_RIGHT = frozenset({"==>", "**"})


class SyntaxProblem(Exception):
    """A construct the grammar accepts but Boogie's parser rejects, at a position."""

    def __init__(self, pos: A.Pos, message: str) -> None:
        super().__init__(message)
        self.pos = pos
        self.message = message


def _op(token: Token) -> str:
    return _ASCII.get(token.value, token.value)


def _check_mix(ops: list[Token], level: int) -> None:
    """Raises SyntaxProblem when the operators of one level mix as Boogie forbids."""
    names = [_op(t) for t in ops]
    if level == 1 and len(set(names)) > 1:
        bad = ops[[n != names[0] for n in names].index(True)]
        raise SyntaxProblem(A.Pos(bad.line, bad.column),
                            "illegal mixture of ==> and <==, use parentheses to disambiguate")
    if level == 2 and len(set(names)) > 1:
        bad = ops[[n != names[0] for n in names].index(True)]
        raise SyntaxProblem(A.Pos(bad.line, bad.column), f"unexpected {bad.value!r}")
    if level == 3 and len(ops) > 1:
        raise SyntaxProblem(A.Pos(ops[1].line, ops[1].column), f"unexpected {ops[1].value!r}")


def _make(op: Token, left: A.Expr, right: A.Expr) -> A.Binary:
    pos = A.Pos(op.line, op.column)
    name = _op(op)
    if name == "<==":
        return A.Binary(pos, "==>", right, left)
    return A.Binary(pos, name, left, right)


def _nest(operands: list, ops: list[Token], level: int) -> A.Expr:
    """Returns operands joined by ops, all of precedence >= level."""
    if not ops:
        return operands[0]
    split = [i for i, t in enumerate(ops) if _LEVEL[_op(t)] == level]
    if not split:
        return _nest(operands, ops, level + 1)
    _check_mix([ops[i] for i in split], level)
    parts = []
    start = 0
    for i in split + [len(ops)]:
        parts.append(_nest(operands[start:i + 1], ops[start:i], level + 1))
        start = i + 1
    here = [ops[i] for i in split]
    if _op(here[0]) in _RIGHT:
        result = parts[-1]
        for op, left in zip(reversed(here), reversed(parts[:-1]), strict=True):
            result = _make(op, left, result)
        return result
    result = parts[0]
    for op, right in zip(here, parts[1:], strict=True):
        result = _make(op, result, right)
    return result


def nest_operators(chain: list) -> A.Expr:
    """Returns the expression of `[e0, op1, e1, ...]` (ops are tokens), nested by
    precedence and associativity."""
    return _nest(chain[0::2], chain[1::2], 0)
