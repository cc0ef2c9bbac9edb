"""Static facts about a function body that the rewriter needs: which local names a block
assigns, whether it may return, break or continue, and which constructs are refused.

All walks stop at nested function, lambda, class and comprehension scopes,
whose names are their own.
"""

from __future__ import annotations

import ast

from stamen.errors import UnsupportedConstruct

__all__ = ["assigned_names", "may_return", "may_break", "may_continue", "check_supported",
           "walk_scope", "shared_names", "always_returns"]

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef, ast.ListComp,
           ast.SetComp, ast.DictComp, ast.GeneratorExp)


def walk_scope(nodes):
    """Yields every node under `nodes` without entering nested scopes (their heads are
    yielded: a nested def's name belongs to this scope)."""
    stack = list(reversed(nodes)) if isinstance(nodes, list) else [nodes]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, _SCOPES):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                stack.extend(reversed(node.decorator_list))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                stack.extend(reversed(node.args.defaults))
                stack.extend(d for d in reversed(node.args.kw_defaults) if d is not None)
            if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
                stack.append(node.generators[0].iter)
            continue
        stack.extend(reversed(list(ast.iter_child_nodes(node))))


def assigned_names(nodes) -> set[str]:
    """Returns the names a block binds in its own scope."""
    names: set[str] = set()
    for node in walk_scope(nodes):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name != "*":
                    names.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.add(node.rest)
    return names


def shared_names(nodes) -> set[str]:
    """Returns the names used inside the nested functions, lambdas and classes of a block,
    and in the parts of its generator expressions that run later (all but the first
    iterable: the lifted expression is a local generator function, which must read the
    name's later value as Python's does): the candidates for the block's cell variables
    (an over-approximation: a nested scope's own locals are included)."""
    used: set[str] = set()
    for node in walk_scope(nodes):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            inner = node.body if isinstance(node.body, list) else [node.body]
        elif isinstance(node, ast.GeneratorExp):
            inner = [node.elt, *(g for i, g in enumerate(node.generators) if i),
                     *node.generators[0].ifs, node.generators[0].target]
        else:
            continue
        used.update(n.id for part in inner for n in ast.walk(part) if isinstance(n, ast.Name))
    return used


def always_returns(stmts) -> bool:
    """Returns whether a block never completes normally: every path through it returns
    or raises (a conservative answer: loops, `with` and `try` are assumed to complete)."""
    for stmt in stmts:
        if isinstance(stmt, (ast.Return, ast.Raise)):
            return True
        if isinstance(stmt, ast.If) and always_returns(stmt.body) and always_returns(
                stmt.orelse):
            return True
    return False


def may_return(nodes) -> bool:
    """Returns whether a block contains a `return` of its own function."""
    return any(isinstance(n, ast.Return) for n in walk_scope(nodes))


def _loop_jumps(nodes, kind) -> bool:
    stack = list(nodes) if isinstance(nodes, list) else [nodes]
    while stack:
        node = stack.pop()
        if isinstance(node, kind):
            return True
        if isinstance(node, (ast.For, ast.While, ast.AsyncFor)):
            stack.extend(node.orelse)  # `else:` of an inner loop belongs to the outer one
            continue
        if isinstance(node, _SCOPES):
            continue
        stack.extend(ast.iter_child_nodes(node))
    return False


def may_break(nodes) -> bool:
    """Returns whether a block contains a `break` of the enclosing loop."""
    return _loop_jumps(nodes, ast.Break)


def may_continue(nodes) -> bool:
    """Returns whether a block contains a `continue` of the enclosing loop."""
    return _loop_jumps(nodes, ast.Continue)


_REFUSED = {
    ast.Await: "`await`",
    ast.AsyncFor: "`async for`",
    ast.AsyncWith: "`async with`",
    ast.TryStar: "`try ... except*`",
}


_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _check_comprehension_walrus(comp, fdef, filename: str) -> None:
    """Refuses an assignment expression inside a comprehension whose name the function
    also uses outside it: Python binds it in the function (the comprehension has no scope
    of its own for it), but the lifted comprehension is a local function of its own, in
    which the walrus binds a local (the function would read an unbound or stale name).
    A name used only inside the comprehension is invisible either way."""
    inside = {id(n) for n in ast.walk(comp)}
    targets = [n for n in ast.walk(comp) if isinstance(n, ast.NamedExpr)]
    if not targets:
        return
    outside = {n.id for n in ast.walk(fdef) if isinstance(n, ast.Name) and id(n) not in inside}
    outside |= {a.arg for a in ast.walk(fdef.args) if isinstance(a, ast.arg)}
    for node in targets:
        if node.target.id in outside:
            raise UnsupportedConstruct(
                f"{filename}:{node.lineno}:{node.col_offset + 1}: an assignment expression "
                f"(`{node.target.id} := ...`) in a comprehension, binding a name the "
                f"function also uses, is not supported in a lifted function ({fdef.name}); "
                f"write the comprehension as a `for` loop")


def check_supported(fdef, filename: str) -> None:
    """Raises UnsupportedConstruct for the first construct of the body that is not lifted."""
    if isinstance(fdef, ast.AsyncFunctionDef):
        raise UnsupportedConstruct(f"{filename}:{fdef.lineno}: `async def` cannot be lifted")
    for node in walk_scope(fdef.body):
        if isinstance(node, ast.Lambda) and any(
                isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(node.body)):
            raise UnsupportedConstruct(
                f"{filename}:{node.lineno}:{node.col_offset + 1}: a lambda that yields (a "
                f"generator lambda) is not supported in a lifted function ({fdef.name})")
        for kind, what in _REFUSED.items():
            if isinstance(node, kind):
                raise UnsupportedConstruct(
                    f"{filename}:{node.lineno}:{node.col_offset + 1}: {what} is not supported "
                    f"in a lifted function ({fdef.name})"
                )
        if isinstance(node, _COMPREHENSIONS):
            _check_comprehension_walrus(node, fdef, filename)
