"""Building the AST that the rewriters emit: calls into the runtime (`_stamen_rt.<name>`),
names, assignments, thunks and the closures that branches and loop bodies become."""

from __future__ import annotations

import ast

__all__ = ["RT", "RF", "RET", "CELL", "rt", "call", "name", "assign", "names_tuple", "thunk",
           "closure", "slice_expr"]

RT = "_stamen_rt"
RF, RET = "_stamen_rf", "_stamen_ret"
CELL = "_stamen_cell_"


def rt(name: str) -> ast.expr:
    """Returns the expression `_stamen_rt.<name>`."""
    return ast.Attribute(value=ast.Name(id=RT, ctx=ast.Load()), attr=name, ctx=ast.Load())


def call(func: ast.expr | str, args: list, keywords=None) -> ast.Call:
    """Returns a call of `func` (a runtime function when given by name)."""
    if isinstance(func, str):
        func = rt(func)
    return ast.Call(func=func, args=args, keywords=keywords or [])


def name(id_: str, store: bool = False) -> ast.Name:
    return ast.Name(id=id_, ctx=ast.Store() if store else ast.Load())


def assign(target: str, value: ast.expr) -> ast.Assign:
    return ast.Assign(targets=[name(target, True)], value=value)


def names_tuple(names, store: bool = False) -> ast.Tuple:
    return ast.Tuple(elts=[name(n, store) for n in names],
                     ctx=ast.Store() if store else ast.Load())


def thunk(expr: ast.expr) -> ast.Lambda:
    """Returns `lambda: expr`."""
    args = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[],
                         kwarg=None, defaults=[])
    return ast.Lambda(args=args, body=expr)


def closure(fn_name: str, params: list[str], body: list[ast.stmt],
            cells=frozenset()) -> ast.FunctionDef:
    """Returns `def fn_name(params): body`; a parameter that is one of the function's `cells`
    is taken under another name and written to the shared cell first (see
    `rewrite._Function`)."""
    shared = [p for p in params if p in cells]
    if shared:
        params = [CELL + p if p in cells else p for p in params]
        body = [ast.Nonlocal(names=shared),
                *(assign(p, name(CELL + p)) for p in shared), *body]
    args = ast.arguments(posonlyargs=[], args=[ast.arg(arg=p) for p in params], vararg=None,
                         kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])
    return ast.FunctionDef(name=fn_name, args=args, body=body or [ast.Pass()],
                           decorator_list=[], returns=None, type_params=[])


def slice_expr(node: ast.expr) -> ast.expr:
    """Returns a subscript's index as an expression (slices become slice(...) calls)."""
    if isinstance(node, ast.Slice):
        parts = [node.lower, node.upper, node.step]
        return call("slice_", [p if p is not None else ast.Constant(None) for p in parts])
    if isinstance(node, ast.Tuple) and any(isinstance(e, ast.Slice) for e in node.elts):
        return ast.Tuple(elts=[slice_expr(e) for e in node.elts], ctx=ast.Load())
    return node
