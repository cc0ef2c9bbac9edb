"""Printing a completed sketch: the source of a function with every hole replaced by its
value in a solution and every choice by the alternative taken.

Calls of grammar functions are replaced by the expression their expansion
produced, recursively, so the printed source runs without stamen's sketch
constructs.
"""

from __future__ import annotations

import ast
import copy
import inspect
import sys
import textwrap
from dataclasses import dataclass, field
from fractions import Fraction

from stamen.errors import InvalidArgument
from stamen.sketch.holes import choice_guards
from stamen.sketch.sites import REGISTRY, Site
from stamen.terms.bv import BV
from stamen.terms.sorts import BitVec, BitVecSort
from stamen.terms.term import constant

__all__ = ["complete_source", "value_source"]


def value_source(v, namespace: dict | None = None) -> str:
    """Returns Python source that evaluates to the concrete value `v` in a module whose
    globals are `namespace`: a bit-vector or a Fraction through the names that module has
    (`BV32(7)`, `st.BitVec(32)(7)`, `Fraction(1, 2)`, `fractions.Fraction(1, 2)`), so that
    the printed sketch runs when pasted back there."""
    names = namespace if namespace is not None else {}
    if type(v) is BV:
        return f"{_bitvec_sort_source(v.width, names)}({_int_source(v.signed)})"
    if type(v) is Fraction:
        fraction = _global_source(Fraction, "fractions", "Fraction", names)
        return f"{fraction}({_int_source(v.numerator)}, {_int_source(v.denominator)})"
    if type(v) is int:
        return _int_source(v)
    return repr(v)


def _bitvec_sort_source(width: int, names: dict) -> str:
    """Returns source for the sort of `width`-bit vectors: a global bound to it (`BV32`),
    else stamen's `BitVec` as the module names it, applied to the width."""
    sort = BitVecSort(width)
    for name, value in _public_first(names):
        if type(value) is BitVecSort and value == sort:
            return name
    return f"{_global_source(BitVec, 'stamen', 'BitVec', names)}({width})"


def _global_source(obj, module: str, attribute: str, names: dict) -> str:
    """Returns source naming `obj` (the `attribute` of `module`) in a module whose globals
    are `names`: a global bound to it, else the module's name there and the attribute,
    else an `__import__` of the module (which needs no name at all)."""
    for name, value in _public_first(names):
        if value is obj:
            return name
    owner = sys.modules.get(module)
    for name, value in _public_first(names):
        if owner is not None and value is owner:
            return f"{name}.{attribute}"
    return f"__import__({module!r}).{attribute}"


def _public_first(names: dict) -> list:
    """Returns the (name, value) pairs of a namespace, names without a leading `_` first
    (in definition order)."""
    items = [(k, v) for k, v in list(names.items()) if isinstance(k, str) and k.isidentifier()]
    return sorted(items, key=lambda kv: kv[0].startswith("_"))


def _int_source(n: int) -> str:
    """Returns an int literal: decimal, or hex past 4096 bits (Python neither prints nor
    parses decimal literals past 4300 digits)."""
    return hex(n) if n.bit_length() > 4096 else repr(n)


def complete_source(fn, solution) -> str:
    """Returns the source of `fn` (a function or a class) with its holes and choices
    filled in from `solution`.

    The source keeps the function's own layout (comments included) where
    splicing the filled-in expressions into it, parenthesised where needed,
    parses to the same tree as the filled-in function; otherwise it is that
    tree printed by `ast.unparse`, which follows Python's precedence. Either
    way the printed source computes what the completed sketch computes.
    """
    original = inspect.unwrap(fn)
    try:
        lines, first = inspect.getsourcelines(original)
    except (OSError, TypeError) as exc:
        raise InvalidArgument(f"complete: cannot find the source of {fn!r}") from exc
    if isinstance(original, type):  # a class: its methods' holes, in the class's source
        filename = inspect.getsourcefile(original) or inspect.getfile(original)
        names = vars(sys.modules[original.__module__])
    else:
        filename, names = original.__code__.co_filename, original.__globals__
    source = textwrap.dedent("".join(lines))
    indent = len(lines[0]) - len(lines[0].lstrip())
    fdef = ast.parse(source).body[0]
    where = _Where(source, first - 1, indent, filename, (), solution, names, names)
    filled = _Filler(where).visit(copy.deepcopy(fdef))
    for parens in (False, True):
        text = _render(where, fdef, parens)
        if _same_tree(text, filled):
            return text
    return ast.unparse(ast.fix_missing_locations(filled)) + "\n"


def _same_tree(text: str, tree: ast.AST) -> bool:
    """Whether `text` parses to `tree` (a def), positions aside."""
    try:
        parsed = ast.parse(text).body
    except SyntaxError:
        return False
    return len(parsed) == 1 and _same_node(parsed[0], tree)


def _same_node(a, b) -> bool:
    """Whether two ASTs are equal, positions aside (ast.dump would repr huge constants,
    which raises past 4300 digits)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, ast.AST):
        return all(_same_node(getattr(a, f, None), getattr(b, f, None)) for f in a._fields)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same_node(x, y) for x, y in zip(a, b, strict=True))
    return a == b


@dataclass(frozen=True)
class _Where:
    """A source being completed: its text, where it sits in its file, the grammar expansion
    path it is reached through, the solution and the namespace its names resolve in."""

    source: str
    line_offset: int
    indent: int
    filename: str
    path: tuple
    solution: object
    namespace: dict
    printing: dict  # the globals of the function printed: constants are named as there
    # a grammar's parameters: name -> (the _Where of the argument's source, its node)
    bindings: dict = field(default_factory=dict)

    def site(self, call: ast.Call) -> Site:
        """Returns the site of a call expression of this source."""
        return Site(self.filename, call.lineno + self.line_offset,
                    call.col_offset + self.indent, call.end_lineno + self.line_offset,
                    call.end_col_offset + self.indent, self.path)


def _filling(where: _Where, call: ast.Call):
    """Returns what replaces `call`: ("value", source of the hole's value), ("node", the
    alternative a choice takes), ("grammar", the where and node of a grammar expansion),
    or None for a call that stays."""
    site, info = _registered(where.site(call))
    if info is not None and info["kind"] == "hole":
        value = where.solution.evaluate(constant(info["name"], info["sort"]))
        return "value", value_source(value, where.printing)
    if info is not None and info["kind"] == "choose":
        for i, g in enumerate(choice_guards(site, info["count"])):
            if where.solution.evaluate(g) is True:
                return "node", _alternative(call, i, site)
        return None
    target = _grammar_target(call, where.namespace)
    if target is not None:
        return _grammar_expansion(target, site, where, call)
    return None


def _registered(site: Site):
    """Returns the site a hole or choice call was registered under and its registry entry
    ((site, None) if it never ran): the call's own site, or its one `key=` variant; a call
    that ran with several keys has no single filling, which is an InvalidArgument (printing
    it unchanged would print a source that computes another function)."""
    info = REGISTRY.get(site)
    if info is not None:
        return site, info
    keyed = [s for s in list(REGISTRY) if s.span() == site.span() and
             s.path[:-1] == site.path and s.path and s.path[-1][0] == "key"]
    if len(keyed) == 1:
        return keyed[0], REGISTRY[keyed[0]]
    if keyed:
        keys = ", ".join(sorted(s.path[-1][1] for s in keyed))
        raise InvalidArgument(
            f"complete: the call at {site} ran with {len(keyed)} keys ({keys}), one "
            f"filling each, so no single source computes them all; read each key's "
            f"choice with sol.chosen(key) or a hole's value with sol[...]")
    return site, None


def _alternative(call: ast.Call, i: int, site: Site):
    """Returns the source node of the i-th alternative of a choose(...) call; one that a
    starred argument supplies is not written in the source, an InvalidArgument."""
    positional = call.args[:i + 1]
    if len(call.args) <= i or any(isinstance(a, ast.Starred) for a in positional):
        raise InvalidArgument(
            f"complete: the choice at {site} takes its alternative {i} from a starred "
            f"argument, which the source does not write out; write the alternatives in "
            f"the call, or read the choice with sol.chosen(key)")
    return call.args[i]


class _Filler(ast.NodeTransformer):
    """Replaces holes, choices and grammar calls in a tree by what the solution fills in."""

    def __init__(self, where: _Where):
        self.where = where

    def visit_Name(self, node: ast.Name):
        bound = self.where.bindings.get(node.id) if isinstance(node.ctx, ast.Load) else None
        if bound is None:
            return node
        caller, arg = bound
        return _Filler(caller).visit(copy.deepcopy(arg))

    def visit_Call(self, node: ast.Call):
        filling = _filling(self.where, node)
        if filling is None:
            return self.generic_visit(node)
        kind, what = filling
        if kind == "value":
            return ast.parse(what, mode="eval").body
        if kind == "node":
            return self.visit(copy.deepcopy(what))
        inner, expr = what
        if expr is None:
            return ast.parse(f"{inner}(...)", mode="eval").body
        return _Filler(inner).visit(copy.deepcopy(expr))


def _render(where: _Where, node, parens: bool) -> str:
    """Returns the text of `node` (a def or an expression) of `where.source` with the
    fillings spliced in, top-down (a replaced call is not entered); with `parens`, each
    filling that is not atomic is parenthesised."""
    edits = []
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, ast.Call):
            filling = _filling(where, current)
            if filling is not None:
                edits.append((current, _filling_text(where, filling, parens)))
                continue
        if isinstance(current, ast.Name) and current.id in where.bindings:
            caller, arg = where.bindings[current.id]
            edits.append((current, _parenthesised(_render(caller, arg, parens), parens)))
            continue
        stack.extend(ast.iter_child_nodes(current))
    source = where.source
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


# expressions that never need parentheses as an operand (a parsed "-3" is a UnaryOp)
_ATOMS = (ast.Name, ast.Constant, ast.Call, ast.Attribute, ast.Subscript, ast.List, ast.Tuple,
          ast.Dict, ast.Set, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _filling_text(where: _Where, filling, parens: bool) -> str:
    """Returns the source text of a filling, parenthesised if `parens` and not atomic."""
    kind, what = filling
    if kind == "value":
        text = what
    elif kind == "node":
        text = _render(where, what, parens)
    else:
        inner, expr = what
        text = f"{inner}(...)" if expr is None else _render(inner, expr, parens)
    return _parenthesised(text, parens)


def _parenthesised(text: str, parens: bool) -> str:
    """Returns `text`, in parentheses if `parens` and it is not atomic."""
    if not parens:
        return text
    try:
        node = ast.parse(text.strip(), mode="eval").body
    except SyntaxError:
        return f"({text})"
    return text if isinstance(node, _ATOMS) or _enclosed(text.strip()) else f"({text})"


def _enclosed(text: str) -> bool:
    """Whether `text` is one parenthesised whole, as `(a + b)` (not `(a) + (b)`)."""
    if not (text.startswith("(") and text.endswith(")")):
        return False
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0 and i < len(text) - 1:
            return False
    return True


def _offset(lines, lineno, col) -> int:
    """Returns the character offset of (line, column) in the joined lines; columns are
    UTF-8 byte offsets in the AST, so they are converted on that line."""
    line = lines[lineno - 1] if lineno - 1 < len(lines) else ""
    chars = len(line.encode("utf-8")[:col].decode("utf-8", errors="ignore"))
    return sum(len(x) for x in lines[:lineno - 1]) + chars


def _grammar_target(call, namespace):
    func = call.func
    name = func.id if isinstance(func, ast.Name) else None
    fn = namespace.get(name) if name else None
    return fn if getattr(fn, "__stamen_grammar__", None) is not None else None


def _grammar_expansion(fn, site: Site, where: _Where, call: ast.Call):
    """Returns ("grammar", (where, expression)) for the expansion of a grammar function at
    `site`: its single return expression, in the grammar's own source; the expression is
    None (printed `name(...)`) when the grammar does not have exactly one return."""
    original = inspect.unwrap(fn)
    lines, first = inspect.getsourcelines(original)
    source = textwrap.dedent("".join(lines))
    indent = len(lines[0]) - len(lines[0].lstrip())
    fdef = ast.parse(source).body[0]
    returns = [n for n in ast.walk(fdef) if isinstance(n, ast.Return) and n.value is not None]
    if len(returns) != 1:
        return "grammar", (fn.__name__, None)
    new_path = (*where.path, (fn.__qualname__, site.line, site.col))
    inner = _Where(source, first - 1, indent, original.__code__.co_filename, new_path,
                   where.solution, original.__globals__, where.printing)
    bindings = _parameter_bindings(fdef, call, where, inner, returns[0].value)
    if bindings is None:
        return "grammar", (fn.__name__, None)
    inner.bindings.update(bindings)
    return "grammar", (inner, returns[0].value)


def _parameter_bindings(fdef, call: ast.Call, caller: _Where, inner: _Where, expr):
    """Returns the grammar's parameters bound to the call's arguments (written in the
    caller's source) or to their defaults (in the grammar's), for substituting them in the
    printed expansion; None when that cannot be done by substitution (*args, **kwargs, a
    starred argument, an unknown keyword, a parameter rebound inside the expression)."""
    args = fdef.args
    if args.vararg or args.kwarg or any(isinstance(a, ast.Starred) for a in call.args) or \
            any(k.arg is None for k in call.keywords):
        return None
    params = [*args.posonlyargs, *args.args, *args.kwonlyargs]
    names = [p.arg for p in params]
    positional = [*args.posonlyargs, *args.args]
    if len(call.args) > len(positional):
        return None
    bound = {p.arg: (caller, a) for p, a in zip(positional, call.args, strict=False)}
    for k in call.keywords:
        if k.arg not in names or k.arg in bound:
            return None
        bound[k.arg] = (caller, k.value)
    defaults = dict(zip([p.arg for p in positional][len(positional) - len(args.defaults):],
                        args.defaults, strict=True))
    defaults.update({p.arg: d for p, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                     if d is not None})
    for name in names:
        if name not in bound:
            if name not in defaults:
                return None
            bound[name] = (inner, defaults[name])
    rebinding = (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp,
                 ast.NamedExpr)
    if any(isinstance(n, rebinding) for n in ast.walk(expr)):
        return None
    return bound
