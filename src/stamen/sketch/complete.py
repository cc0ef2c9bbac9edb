"""Printing a completed sketch: the source of a function with every hole replaced by its
value in a solution and every choice by the alternative taken.

Calls of grammar functions are replaced by the expression their expansion
produced, recursively, so the printed source runs without stamen's sketch
constructs.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from fractions import Fraction

from stamen.errors import InvalidArgument
from stamen.sketch.holes import choice_guards
from stamen.sketch.sites import REGISTRY, Site
from stamen.terms.bv import BV
from stamen.terms.term import constant

__all__ = ["complete_source", "value_source"]


def value_source(v) -> str:
    """Returns Python source that evaluates to the concrete value `v`."""
    if type(v) is BV:
        return f"BitVec({v.width})({v.signed})"
    if type(v) is Fraction:
        return f"Fraction({v.numerator}, {v.denominator})"
    return repr(v)


def complete_source(fn, solution) -> str:
    """Returns the source of `fn` with its holes and choices filled in from `solution`."""
    original = inspect.unwrap(fn)
    try:
        lines, first = inspect.getsourcelines(original)
    except (OSError, TypeError) as exc:
        raise InvalidArgument(f"complete: cannot find the source of {fn!r}") from exc
    filename = original.__code__.co_filename
    source = textwrap.dedent("".join(lines))
    indent = len(lines[0]) - len(lines[0].lstrip())
    tree = ast.parse(source)
    fdef = tree.body[0]
    return _render(source, fdef, first - 1, indent, filename, (), solution, original.__globals__)


def _render(source, node, line_offset, indent, filename, path, solution, namespace) -> str:
    """Renders `node` (a def or an expression) of `source` with replacements, top-down:
    a replaced call is not entered, so only the alternatives taken are rendered."""
    edits = []
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, ast.Call):
            span = (filename, current.lineno + line_offset, current.col_offset + indent,
                    current.end_lineno + line_offset, current.end_col_offset + indent)
            text = _replacement(current, span, source, line_offset, indent, filename, path,
                                solution, namespace)
            if text is not None:
                edits.append((current, text))
                continue
        stack.extend(ast.iter_child_nodes(current))
    text = source
    lines = source.splitlines(keepends=True)
    for call, replacement in sorted(edits, key=lambda e: (e[0].lineno, e[0].col_offset),
                                    reverse=True):
        start = _offset(lines, call.lineno, call.col_offset)
        end = _offset(lines, call.end_lineno, call.end_col_offset)
        text = text[:start] + replacement + text[end:]
    if isinstance(node, ast.expr):
        start = _offset(lines, node.lineno, node.col_offset)
        shift = len(text) - len(source)
        return text[start:_offset(lines, node.end_lineno, node.end_col_offset) + shift]
    return text


def _offset(lines, lineno, col) -> int:
    """Returns the character offset of (line, column) in the joined lines; columns are
    UTF-8 byte offsets in the AST, so they are converted on that line."""
    line = lines[lineno - 1] if lineno - 1 < len(lines) else ""
    chars = len(line.encode("utf-8")[:col].decode("utf-8", errors="ignore"))
    return sum(len(x) for x in lines[:lineno - 1]) + chars


def _replacement(call, span, source, line_offset, indent, filename, path, solution, namespace):
    site = Site(*span, path)
    info = REGISTRY.get(site)
    if info is not None and info["kind"] == "hole":
        return value_source(solution.evaluate(constant(info["name"], info["sort"])))
    if info is not None and info["kind"] == "choose":
        guards = choice_guards(site, info["count"])
        for i, g in enumerate(guards):
            if solution.evaluate(g) is True:
                arg = call.args[i]
                return _render(source, arg, line_offset, indent, filename, path, solution,
                               namespace)
        return None
    target = _grammar_target(call, namespace)
    if target is not None:
        return _render_grammar(target, site, path, solution)
    return None


def _grammar_target(call, namespace):
    func = call.func
    name = func.id if isinstance(func, ast.Name) else None
    fn = namespace.get(name) if name else None
    return fn if getattr(fn, "__stamen_grammar__", None) is not None else None


def _render_grammar(fn, site: Site, path: tuple, solution) -> str:
    """Renders the expression one expansion of a grammar function produced."""
    original = inspect.unwrap(fn)
    lines, first = inspect.getsourcelines(original)
    source = textwrap.dedent("".join(lines))
    indent = len(lines[0]) - len(lines[0].lstrip())
    fdef = ast.parse(source).body[0]
    returns = [n for n in ast.walk(fdef) if isinstance(n, ast.Return) and n.value is not None]
    if len(returns) != 1:
        return f"{fn.__name__}(...)"
    new_path = (*path, (fn.__qualname__, site.line, site.col))
    return _render(source, returns[0].value, first - 1, indent,
                   original.__code__.co_filename, new_path, solution, original.__globals__)
