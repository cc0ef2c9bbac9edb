"""Boogie source text before lexing: `#if`/`#else`/`#endif` lines, `#line` pragmas and
comments (`//` and nested `/* */`) are replaced by blanks, so every remaining
character keeps its line and column.
"""

from __future__ import annotations

import re

__all__ = ["preprocess"]

_DIRECTIVE = re.compile(r"#(if|elsif|else|endif)\b\s*(.*)$")
_LINE_PRAGMA = re.compile(r"#line\b")
_COMMENT_OR_STRING = re.compile(r'/\*|\*/|//[^\n]*|"(?:\\"|[^"\n])*"')
_BLOCK = re.compile(r"/\*|\*/")


def _blank(text: str) -> str:
    """Returns text with every character but newlines replaced by a space."""
    return re.sub(r"[^\n]", " ", text)


def _condition(expr: str, defines: frozenset[str]) -> bool:
    """Returns the truth of a `#if` condition: a name, or `!name`, defined or not."""
    expr = expr.strip()
    if expr.startswith("!"):
        return not _condition(expr[1:], defines)
    return expr in defines


def _directives(text: str, defines: frozenset[str]) -> tuple[str, list[tuple[int, int, str]]]:
    """Returns text with preprocessor lines and inactive regions blanked, and the errors
    (line, col, message) of unbalanced directives."""
    lines = text.split("\n")
    stack: list[tuple[bool, bool, int]] = []  # (active, some branch taken, line of #if)
    errors = []
    for i, line in enumerate(lines):
        stripped = line.strip()
        match = _DIRECTIVE.match(stripped) if stripped.startswith("#") else None
        active = all(a for a, _, _ in stack)
        if match:
            word, rest = match.groups()
            if word == "if":
                taken = _condition(rest, defines)
                stack.append((taken, taken, i + 1))
            elif not stack:
                errors.append((i + 1, line.index("#") + 1, f"#{word} without #if"))
            elif word == "elsif":
                _, taken, start = stack[-1]
                now = not taken and _condition(rest, defines)
                stack[-1] = (now, taken or now, start)
            elif word == "else":
                _, taken, start = stack[-1]
                stack[-1] = (not taken, True, start)
            else:
                stack.pop()
            lines[i] = " " * len(line)
        elif not active or _LINE_PRAGMA.match(line):
            lines[i] = " " * len(line)
    errors.extend((start, 1, "#if without #endif") for _, _, start in stack)
    return "\n".join(lines), errors


def _comments(text: str) -> tuple[str, list[tuple[int, int, str]]]:
    """Returns text with comments blanked (block comments nest; strings are kept), and
    the error of an unterminated block comment."""
    out = []
    pos = 0
    while True:
        m = _COMMENT_OR_STRING.search(text, pos)
        if m is None:
            out.append(text[pos:])
            return "".join(out), []
        token = m.group()
        if token.startswith('"') or token == "*/":
            out.append(text[pos:m.end()])
            pos = m.end()
            continue
        out.append(text[pos:m.start()])
        if token.startswith("//"):
            out.append(" " * len(token))
            pos = m.end()
            continue
        end = _block_end(text, m.end())
        if end < 0:
            start = m.start()
            line = text.count("\n", 0, start) + 1
            col = start - (text.rfind("\n", 0, start) + 1) + 1
            out.append(_blank(text[start:]))
            return "".join(out), [(line, col, "unterminated comment")]
        out.append(_blank(text[m.start():end]))
        pos = end


def _block_end(text: str, pos: int) -> int:
    """Returns the index just past the `*/` that closes a block comment opened before
    pos (comments nest), or -1."""
    depth = 1
    for m in _BLOCK.finditer(text, pos):
        depth += 1 if m.group() == "/*" else -1
        if depth == 0:
            return m.end()
    return -1


def preprocess(text: str, defines: frozenset[str] = frozenset()) -> tuple[str, list]:
    """Returns (text to lex, errors as (line, col, message)): same lines and columns as
    `text`; `defines` are the names `#if` tests."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text, errors = _directives(text, defines)
    text, more = _comments(text)
    return text, errors + more
