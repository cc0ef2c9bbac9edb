"""Desugaring `match` statements into `if` chains the rewriter already lifts.

Supported patterns: literals, singletons, captures and `_`, `|` of patterns (capturing
only at the top of a case, which becomes one case per alternative), sequences (with one
`*rest`), class patterns (positional via `__match_args__` and keyword), mappings. A
`matched` flag makes later cases run only where earlier ones did not match, so merging
works as for any `if`.
"""

from __future__ import annotations

import ast
import copy

from stamen.errors import UnsupportedConstruct

__all__ = ["desugar_matches"]

RT = "_stamen_rt"


def _rt(name: str) -> ast.expr:
    return ast.Attribute(value=ast.Name(id=RT, ctx=ast.Load()), attr=name, ctx=ast.Load())


def _call(name: str, *args) -> ast.expr:
    return ast.Call(func=_rt(name), args=list(args), keywords=[])


def _and(conds: list) -> ast.expr:
    conds = [c for c in conds if not (isinstance(c, ast.Constant) and c.value is True)]
    if not conds:
        return ast.Constant(value=True)
    if len(conds) == 1:
        return conds[0]
    return ast.BoolOp(op=ast.And(), values=conds)


def _not(name: str) -> ast.expr:
    return ast.UnaryOp(op=ast.Not(), operand=ast.Name(id=name, ctx=ast.Load()))


def _assign(name: str, value: ast.expr) -> ast.stmt:
    return ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=value)


class _Desugar(ast.NodeTransformer):
    def __init__(self, filename: str):
        self.filename = filename
        self.counter = 0

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"_stamen_{prefix}{self.counter}"

    def refuse(self, node, what: str):
        raise UnsupportedConstruct(
            f"{self.filename}:{node.lineno}:{node.col_offset + 1}: {what} is not supported "
            f"in a lifted `match`"
        )

    def visit_FunctionDef(self, node):
        return node  # nested functions are desugared when they are lifted themselves

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_ClassDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef

    def visit_Match(self, node: ast.Match):
        self.generic_visit(node)
        subject, matched = self.fresh("subject"), self.fresh("matched")
        out: list[ast.stmt] = [_assign(subject, node.subject),
                               _assign(matched, ast.Constant(False))]
        first = True
        for case in node.cases:
            alternatives, took = self.alternatives(case.pattern)
            if took is not None:
                out.append(_assign(took, ast.Constant(False)))
            for k, alt in enumerate(alternatives):
                cond, binds = self.pattern(alt, ast.Name(id=subject, ctx=ast.Load()))
                body = case.body if k == 0 else copy.deepcopy(case.body)
                success = [_assign(matched, ast.Constant(True)), *body]
                if case.guard is not None:
                    guard = case.guard if k == 0 else copy.deepcopy(case.guard)
                    success = [ast.If(test=guard, body=success, orelse=[])]
                if took is not None:
                    binds = [*binds, _assign(took, ast.Constant(True))]
                stmt: ast.stmt = ast.If(test=cond, body=[*binds, *success], orelse=[])
                pending = [] if first else [_not(matched)]
                if took is not None and k:
                    pending.append(_not(took))
                if pending:
                    stmt = ast.If(test=_and(pending), body=[stmt], orelse=[])
                out.append(stmt)
                first = False
        for stmt in out:
            ast.copy_location(stmt, node)
        return out

    def alternatives(self, p) -> tuple[list, str | None]:
        """Returns a case's pattern as alternatives tried in order: an `|` pattern that
        captures, at the top, is one case per alternative sharing a flag set by the one
        that matched (then no later one is tried, even where the guard fails, as Python
        binds the first alternative that matches); any other pattern is itself."""
        probe = ast.Name(id="_", ctx=ast.Load())
        if isinstance(p, ast.MatchOr) and any(self.pattern(q, probe)[1] for q in p.patterns):
            return p.patterns, self.fresh("took")
        return [p], None

    def pattern(self, p, subject: ast.expr):
        """Returns (condition, binding statements) for matching `subject` against `p`."""
        if isinstance(p, ast.MatchValue):
            return ast.Compare(left=subject, ops=[ast.Eq()], comparators=[p.value]), []
        if isinstance(p, ast.MatchSingleton):
            return ast.Compare(left=subject, ops=[ast.Is()],
                               comparators=[ast.Constant(p.value)]), []
        if isinstance(p, ast.MatchAs):
            if p.pattern is None:
                binds = [_assign(p.name, subject)] if p.name else []
                return ast.Constant(True), binds
            cond, binds = self.pattern(p.pattern, subject)
            return cond, [*binds, _assign(p.name, subject)]
        if isinstance(p, ast.MatchOr):
            conds = []
            for alt in p.patterns:
                cond, binds = self.pattern(alt, subject)
                if binds:
                    self.refuse(p, "capturing inside `|` patterns")
                conds.append(cond)
            return ast.BoolOp(op=ast.Or(), values=conds), []
        if isinstance(p, ast.MatchSequence):
            return self.sequence(p, subject)
        if isinstance(p, ast.MatchClass):
            return self.class_pattern(p, subject)
        if isinstance(p, ast.MatchMapping):
            return self.mapping(p, subject)
        self.refuse(p, type(p).__name__)

    def sequence(self, p: ast.MatchSequence, subject):
        stars = [i for i, q in enumerate(p.patterns) if isinstance(q, ast.MatchStar)]
        n = len(p.patterns)
        if stars:
            star = stars[0]
            conds = [_call("match_sequence", subject, ast.Constant(n - 1), ast.Constant(True))]
        else:
            star = None
            conds = [_call("match_sequence", subject, ast.Constant(n), ast.Constant(False))]
        binds: list = []
        for i, q in enumerate(p.patterns):
            if i == star:
                if q.name:
                    stop = None if i == n - 1 else ast.Constant(-(n - 1 - i))
                    sl = ast.Slice(lower=ast.Constant(i), upper=stop)
                    binds.append(_assign(q.name, _call("to_list", ast.Subscript(
                        value=subject, slice=sl, ctx=ast.Load()))))
                continue
            index = ast.Constant(i if star is None or i < star else -(n - i))
            element = ast.Subscript(value=subject, slice=index, ctx=ast.Load())
            cond, sub_binds = self.pattern(q, element)
            conds.append(cond)
            binds.extend(sub_binds)
        return _and(conds), binds

    def class_pattern(self, p: ast.MatchClass, subject):
        conds = [_call("isinstance_", subject, p.cls)]
        binds: list = []
        # Python looks every sub-subject up first (positional, then keyword; the first
        # that getattr does not find, an attribute set on some paths only, fails the
        # pattern there), then matches the sub-patterns: each is read once, by its check
        # (a __getattr__ or a property runs once, as Python's), as lifted code reads.
        checks, subs = [], []
        given = ast.Constant(len(p.patterns))  # (more than __match_args__: TypeError)
        for i, q in enumerate(p.patterns):
            checks.append(_call("match_has_positional", subject, p.cls, ast.Constant(i),
                                given))
            subs.append((q, _call("match_positional", subject, p.cls, ast.Constant(i),
                                  given)))
        for attr, q in zip(p.kwd_attrs, p.kwd_patterns, strict=True):
            checks.append(_call("pattern_has_attr", subject, ast.Constant(attr)))
            subs.append((q, _call("pattern_attr", subject, ast.Constant(attr))))
        conds.extend(checks)
        for q, element in subs:
            cond, sub_binds = self.pattern(q, element)
            conds.append(cond)
            binds.extend(sub_binds)
        return _and(conds), binds

    def mapping(self, p: ast.MatchMapping, subject):
        conds = [_call("match_mapping", subject, ast.Tuple(elts=list(p.keys), ctx=ast.Load()))]
        binds: list = []
        for key, q in zip(p.keys, p.patterns, strict=True):
            element = ast.Subscript(value=subject, slice=key, ctx=ast.Load())
            cond, sub_binds = self.pattern(q, element)
            conds.append(cond)
            binds.extend(sub_binds)
        if p.rest:
            binds.append(_assign(p.rest, _call("match_rest", subject,
                                               ast.Tuple(elts=list(p.keys), ctx=ast.Load()))))
        return _and(conds), binds


def desugar_matches(fdef: ast.FunctionDef, filename: str) -> None:
    """Replaces every `match` in the function's own body by an equivalent `if` chain."""
    desugar = _Desugar(filename)
    fdef.body = [desugar.visit(stmt) for stmt in fdef.body]
    flat: list = []
    for stmt in fdef.body:
        flat.extend(stmt if isinstance(stmt, list) else [stmt])
    fdef.body = flat
