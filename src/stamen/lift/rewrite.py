"""The @lifted rewriter: a function's AST is rewritten once so that its control flow runs on
symbolic values.

Every `if`, loop body and "rest of a block after a statement that may
return/break/continue" becomes a local closure that takes the local
variables it may assign and returns their new values; `_stamen_rt.if_`
then runs it directly when the condition is concrete, or runs both sides
under their guards and merges the returned locals when it is symbolic.
`return`, `break` and `continue` inside closures set flags (`_stamen_rf`,
a per-loop break/continue flag) that may become symbolic after a merge; the
code after them runs only where no flag is set. Short-circuit operators,
conditional expressions, chained comparisons and comprehension filters are
turned into calls with thunks; subscripts, attribute and item writes,
mutating method calls and some builtins go through `_stamen_rt`.
"""

from __future__ import annotations

import ast

from stamen.errors import UnsupportedConstruct
from stamen.lift.match import desugar_matches
from stamen.lift.scope import (
    always_returns, assigned_names, check_supported, may_break, may_continue, may_return, shared_names,
    walk_scope,
)

__all__ = ["Lifter", "RT"]

RT = "_stamen_rt"
RF, RET = "_stamen_rf", "_stamen_ret"
CELL = "_stamen_cell_"

LIFTED_BUILTINS = {
    "len", "min", "max", "abs", "sum", "any", "all", "list", "tuple", "isinstance", "reversed",
    "enumerate", "zip", "range", "sorted", "bool", "int", "dict", "set",
}
MUTATORS = {
    "append", "insert", "pop", "extend", "remove", "clear", "reverse", "sort", "update",
    "setdefault", "popitem", "add", "discard", "difference_update", "intersection_update",
    "symmetric_difference_update",
}
_COMPARE = {
    ast.Eq: "eq", ast.NotEq: "ne", ast.Lt: "lt", ast.LtE: "le", ast.Gt: "gt", ast.GtE: "ge",
    ast.In: "in_", ast.NotIn: "not_in", ast.Is: "is_", ast.IsNot: "is_not",
}
_AUGOPS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%",
    ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&", ast.BitOr: "|",
    ast.BitXor: "^", ast.MatMult: "@",
}


def _rt(name: str) -> ast.expr:
    return ast.Attribute(value=ast.Name(id=RT, ctx=ast.Load()), attr=name, ctx=ast.Load())


def _call(func: ast.expr | str, args: list, keywords=None) -> ast.Call:
    if isinstance(func, str):
        func = _rt(func)
    return ast.Call(func=func, args=args, keywords=keywords or [])


def _name(id_: str, store: bool = False) -> ast.Name:
    return ast.Name(id=id_, ctx=ast.Store() if store else ast.Load())


def _assign(target: str, value: ast.expr) -> ast.Assign:
    return ast.Assign(targets=[_name(target, True)], value=value)


def _tuple(names, store: bool = False) -> ast.Tuple:
    return ast.Tuple(elts=[_name(n, store) for n in names], ctx=ast.Store() if store else ast.Load())


def _thunk(expr: ast.expr) -> ast.Lambda:
    args = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[],
                         kwarg=None, defaults=[])
    return ast.Lambda(args=args, body=expr)


def _closure(name: str, params: list[str], body: list[ast.stmt],
             cells=frozenset()) -> ast.FunctionDef:
    """Returns `def name(params): body`; a parameter that is one of the function's `cells`
    is taken under another name and written to the shared cell first (see `_Function`)."""
    shared = [p for p in params if p in cells]
    if shared:
        params = [CELL + p if p in cells else p for p in params]
        body = [ast.Nonlocal(names=shared),
                *(_assign(p, _name(CELL + p)) for p in shared), *body]
    args = ast.arguments(posonlyargs=[], args=[ast.arg(arg=p) for p in params], vararg=None,
                         kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])
    return ast.FunctionDef(name=name, args=args, body=body or [ast.Pass()], decorator_list=[],
                           returns=None, type_params=[])


class _Loop:
    """The flag names of the innermost loop."""

    def __init__(self, brk: str, cont: str):
        self.brk, self.cont = brk, cont


class _Scope:
    """Where a block is being rewritten: the function's own body ("function") or a
    closure that must return its `state` names ("closure")."""

    def __init__(self, mode: str, state: list[str], loop: _Loop | None, fn: _Function):
        self.mode, self.state, self.loop, self.fn = mode, state, loop, fn

    def child(self, state: list[str], loop: _Loop | None = None, keep_loop: bool = True):
        return _Scope("closure", state, self.loop if keep_loop and loop is None else loop, self.fn)

    def exit(self) -> ast.stmt:
        if self.mode == "function":
            return ast.Return(value=_name(RET))
        return ast.Return(value=_tuple(self.state))


class _Function:
    """Facts about the function being lifted.

    `cells` are the locals that nested functions, lambdas or classes of the user's
    refer to: a branch closure shares them with the function (`nonlocal`) instead of
    taking them as parameters, so a nested function called inside a branch sees the
    branch's value. `declared` are the names the function declares global or
    nonlocal: writes to them go through the store, which merges them at joins.
    """

    def __init__(self, locals_: set[str], params: set[str], module_globals: dict,
                 cells: set[str] = frozenset(), declared: dict | None = None):
        self.locals, self.params, self.module_globals = locals_, params, module_globals
        self.cells = cells
        self.declared = declared or {}  # name -> "global" | "nonlocal"


class Lifter:
    """Rewrites one function definition (and the functions nested in it)."""

    def __init__(self, filename: str, module_globals: dict, class_name: str | None = None):
        self.filename = filename
        self.globals = module_globals
        self.class_name = class_name
        self.counter = 0

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"_stamen_{prefix}{self.counter}"

    def where(self, node) -> str:
        return f"{self.filename}:{node.lineno}:{node.col_offset + 1}"

    # ------------------------------------------------------------ functions --

    def lift_function(self, fdef: ast.FunctionDef) -> ast.FunctionDef:
        """Returns the rewritten function definition (modified in place)."""
        check_supported(fdef, self.filename)
        desugar_matches(fdef, self.filename)
        a = fdef.args
        params = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
        params |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
        declared: dict[str, str] = {}
        for node in walk_scope(fdef.body):
            if isinstance(node, (ast.Global, ast.Nonlocal)):
                kind = "global" if isinstance(node, ast.Global) else "nonlocal"
                declared.update(dict.fromkeys(node.names, kind))
        self._check_declared(fdef, declared)
        locals_ = (assigned_names(fdef.body) | params) - set(declared)
        fn = _Function(locals_, params, self.globals, shared_names(fdef.body) & locals_,
                       declared)
        scope = _Scope("function", [], None, fn)
        prologue: list[ast.stmt] = []
        for kind, node_type in (("global", ast.Global), ("nonlocal", ast.Nonlocal)):
            names = sorted(n for n, k in declared.items() if k == kind)
            if names:
                prologue.append(node_type(names=names))
        for name in sorted(locals_ - params):
            prologue.append(_assign(name, _call("Unbound", [ast.Constant(name)])))
        prologue += [_assign(RF, ast.Constant(False)), _assign(RET, _rt("NO_RETURN"))]
        body = [n for n in fdef.body if not isinstance(n, (ast.Global, ast.Nonlocal))]
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            prologue.insert(0, body.pop(0))  # keep the docstring first
        new_body = self.block(body, scope)
        fdef.body = prologue + new_body + [
            ast.Return(value=_call("result", [_name(RF), _name(RET)]))]
        return fdef

    def _check_declared(self, fdef, declared: dict) -> None:
        """Refuses the ways of binding a global/nonlocal name that do not go through the
        store (assignment, augmented assignment, `for` targets and `del` do)."""
        if not declared:
            return
        for node in walk_scope(fdef.body):
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.For,
                                 ast.Delete, ast.Name)):
                continue
            hit = assigned_names([node]) & set(declared)
            if hit:
                raise UnsupportedConstruct(
                    f"{self.where(node)}: binding the {declared[min(hit)]} name "
                    f"{min(hit)!r} by `{type(node).__name__}` in a lifted function; "
                    f"assign it with `=` instead"
                )

    def bind(self, name: str, value: ast.expr, fn: _Function) -> ast.stmt:
        """Returns `name = value`; a global or nonlocal name is written through the store."""
        kind = fn.declared.get(name)
        if kind == "global":
            namespace = ast.Call(func=_name("globals"), args=[], keywords=[])
            return ast.Expr(value=_call("set_global", [namespace, ast.Constant(name), value]))
        if kind == "nonlocal":
            return ast.Expr(value=_call("set_cell", [_thunk(_name(name)), value]))
        return _assign(name, value)

    # --------------------------------------------------------------- blocks --

    def state_of(self, stmts, scope: _Scope, extra=()) -> list[str]:
        """Returns the names a closure over `stmts` must take and give back."""
        names = assigned_names(stmts) & scope.fn.locals
        names.update(extra)
        if may_return(stmts):
            names.update((RF, RET))
        if scope.loop is not None:
            if may_break(stmts):
                names.add(scope.loop.brk)
            if may_continue(stmts):
                names.add(scope.loop.cont)
        return sorted(names)

    def flags_of(self, stmt, scope: _Scope) -> list[str]:
        """Returns the flags a compound statement may set (simple jumps end the block)."""
        if isinstance(stmt, (ast.Return, ast.Break, ast.Continue)):
            return []
        flags = []
        if may_return([stmt]) and not (scope.mode == "function" and _native_only(stmt)):
            flags.append(RF)
        if scope.loop is not None and not isinstance(stmt, (ast.For, ast.While)):
            if may_break([stmt]):
                flags.append(scope.loop.brk)
            if may_continue([stmt]):
                flags.append(scope.loop.cont)
        return flags

    def block(self, stmts: list[ast.stmt], scope: _Scope) -> list[ast.stmt]:
        """Returns the rewritten statements of a block."""
        out: list[ast.stmt] = []
        for i, stmt in enumerate(stmts):
            pending: list[ast.stmt] = []
            new = self.stmt(stmt, scope, pending)
            for n in pending + new:
                ast.copy_location(n, stmt)
            out += pending + new
            flags = self.flags_of(stmt, scope)
            rest = stmts[i + 1:]
            if flags:
                out.append(self._exit_if_set(flags, scope, stmt))
                if rest:
                    out += self._guarded_rest(rest, flags, scope, stmt)
                break
        return out

    def _exit_if_set(self, flags, scope: _Scope, where) -> ast.stmt:
        test = ast.BoolOp(op=ast.Or(), values=[
            ast.Compare(left=_name(f), ops=[ast.Is()], comparators=[ast.Constant(True)])
            for f in flags]) if len(flags) > 1 else ast.Compare(
            left=_name(flags[0]), ops=[ast.Is()], comparators=[ast.Constant(True)])
        return ast.copy_location(ast.If(test=test, body=[scope.exit()], orelse=[]), where)

    def _guarded_rest(self, rest, flags, scope: _Scope, where) -> list[ast.stmt]:
        """The rest of a block, run only where none of `flags` is set."""
        state = self.state_of(rest, scope)
        name = self.fresh("rest")
        inner = scope.child(state)
        # The rest runs only where no flag is set: inside it they are concretely False.
        reset = [_assign(f, ast.Constant(False)) for f in flags if f in state]
        body = reset + self.block(rest, inner) + [ast.Return(value=_tuple(state))]
        fdef = _closure(name, state, body, scope.fn.cells)
        test = _call("none_set", [_name(f) for f in flags])
        call = _call("if_", [test, _name(name), ast.Constant(None), _tuple(state)])
        out = [fdef, self._assign_state(state, call)]
        if flags == [RF] and always_returns(rest):
            # Every path has returned now, either before the rest or in it: say so
            # concretely (the merged flag, ite(¬rf, True, rf), may not simplify to True).
            out.append(_assign(RF, ast.Constant(True)))
        for n in out:
            ast.copy_location(n, where)
        return out

    @staticmethod
    def _assign_state(state, call) -> ast.stmt:
        if not state:
            return ast.Expr(value=call)
        return ast.Assign(targets=[_tuple(state, store=True)], value=call)

    # ----------------------------------------------------------- statements --

    def stmt(self, node: ast.stmt, scope: _Scope, pending: list) -> list[ast.stmt]:
        method = getattr(self, f"stmt_{type(node).__name__}", None)
        if method is None:
            raise UnsupportedConstruct(
                f"{self.where(node)}: `{type(node).__name__}` statements are not supported "
                f"in a lifted function"
            )
        return method(node, scope, pending)

    def stmt_Expr(self, node, scope, pending):
        return [ast.Expr(value=self.expr(node.value, pending, scope.fn))]

    def stmt_Pass(self, node, scope, pending):
        return [node]

    def stmt_Global(self, node, scope, pending):
        return []

    stmt_Nonlocal = stmt_Global

    def stmt_Import(self, node, scope, pending):
        return [node]

    stmt_ImportFrom = stmt_Import

    def stmt_Raise(self, node, scope, pending):
        if node.exc is not None:
            node.exc = self.expr(node.exc, pending, scope.fn)
        if node.cause is not None:
            node.cause = self.expr(node.cause, pending, scope.fn)
        return [node]

    def stmt_Assert(self, node, scope, pending):
        test = self.expr(node.test, pending, scope.fn)
        msg = _thunk(self.expr(node.msg, pending, scope.fn)) if node.msg else ast.Constant(None)
        return [ast.Expr(value=_call("assert_", [test, msg, ast.Constant(self.where(node))]))]

    def stmt_Return(self, node, scope, pending):
        value = self.expr(node.value, pending, scope.fn) if node.value else ast.Constant(None)
        if node.value is not None:
            origin = ast.Tuple(elts=[ast.Constant(node.value.lineno),
                                     ast.Constant(node.value.col_offset),
                                     ast.Constant(ast.unparse(node.value)),
                                     ast.Constant(node.value.end_col_offset)], ctx=ast.Load())
            value = _call("relax", [value, ast.Constant(self.filename), origin])
        if scope.mode == "function":
            return [ast.Return(value=value)]
        return [_assign(RET, value), _assign(RF, ast.Constant(True)), scope.exit()]

    def stmt_Break(self, node, scope, pending):
        return [_assign(scope.loop.brk, ast.Constant(True)), scope.exit()]

    def stmt_Continue(self, node, scope, pending):
        if scope.loop.cont in scope.state:
            return [_assign(scope.loop.cont, ast.Constant(True)), scope.exit()]
        return [scope.exit()]

    def stmt_Assign(self, node, scope, pending):
        value = self.expr(node.value, pending, scope.fn)
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            return [self.bind(node.targets[0].id, value, scope.fn)]
        tmp = self.fresh("value")
        out: list[ast.stmt] = [_assign(tmp, value)]
        for target in node.targets:
            out += self.assign_to(target, _name(tmp), pending, scope.fn)
        return out

    def stmt_AnnAssign(self, node, scope, pending):
        if node.value is None:
            return []
        return self.stmt_Assign(ast.Assign(targets=[node.target], value=node.value),
                                scope, pending)

    def assign_to(self, target, value: ast.expr, pending, fn) -> list[ast.stmt]:
        """Returns statements that assign `value` to an assignment target."""
        if isinstance(target, ast.Name):
            return [self.bind(target.id, value, fn)]
        if isinstance(target, ast.Attribute):
            obj = self.expr(target.value, pending, fn)
            return [ast.Expr(value=_call("setattr_", [obj, ast.Constant(target.attr), value]))]
        if isinstance(target, ast.Subscript):
            obj = self.expr(target.value, pending, fn)
            key = self.expr(_slice_expr(target.slice), pending, fn)
            return [ast.Expr(value=_call("setitem", [obj, key, value]))]
        if isinstance(target, (ast.Tuple, ast.List)):
            if any(isinstance(e, ast.Starred) for e in target.elts):
                return [ast.Assign(targets=[target], value=_call("to_concrete_sequence", [value]))]
            tmp = self.fresh("parts")
            out: list[ast.stmt] = [_assign(tmp, _call("unpack", [value,
                                                             ast.Constant(len(target.elts))]))]
            for i, elt in enumerate(target.elts):
                part = ast.Subscript(value=_name(tmp), slice=ast.Constant(i), ctx=ast.Load())
                out += self.assign_to(elt, part, pending, fn)
            return out
        raise UnsupportedConstruct(f"{self.where(target)}: this assignment target is not supported")

    def stmt_AugAssign(self, node, scope, pending):
        op = ast.Constant(_AUGOPS[type(node.op)])
        value = self.expr(node.value, pending, scope.fn)
        target = node.target
        if isinstance(target, ast.Name):
            return [self.bind(target.id, _call("augop", [op, _name(target.id), value]),
                              scope.fn)]
        if isinstance(target, ast.Attribute):
            obj = self.fresh("obj")
            current = ast.Attribute(value=_name(obj), attr=target.attr, ctx=ast.Load())
            return [_assign(obj, self.expr(target.value, pending, scope.fn)),
                    ast.Expr(value=_call("setattr_", [_name(obj), ast.Constant(target.attr),
                                                      _call("augop", [op, current, value])]))]
        if isinstance(target, ast.Subscript):
            obj, key = self.fresh("obj"), self.fresh("key")
            current = _call("getitem", [_name(obj), _name(key)])
            return [_assign(obj, self.expr(target.value, pending, scope.fn)),
                    _assign(key, self.expr(_slice_expr(target.slice), pending, scope.fn)),
                    ast.Expr(value=_call("setitem", [_name(obj), _name(key),
                                                     _call("augop", [op, current, value])]))]
        raise UnsupportedConstruct(f"{self.where(node)}: this augmented assignment target")

    def stmt_Delete(self, node, scope, pending):
        out: list[ast.stmt] = []
        for target in node.targets:
            if isinstance(target, ast.Name):
                out.append(self.bind(target.id, _call("Unbound", [ast.Constant(target.id)]),
                                     scope.fn))
            elif isinstance(target, ast.Attribute):
                obj = self.expr(target.value, pending, scope.fn)
                out.append(ast.Expr(value=_call("delattr_", [obj, ast.Constant(target.attr)])))
            elif isinstance(target, ast.Subscript):
                obj = self.expr(target.value, pending, scope.fn)
                key = self.expr(_slice_expr(target.slice), pending, scope.fn)
                out.append(ast.Expr(value=_call("delitem", [obj, key])))
            else:
                raise UnsupportedConstruct(f"{self.where(node)}: this `del` target")
        return out

    def stmt_If(self, node, scope, pending):
        test = self.expr(node.test, pending, scope.fn)
        state = self.state_of(node.body + node.orelse, scope)
        then_name = self.fresh("then")
        out = [self._branch_closure(then_name, node.body, state, scope)]
        else_ref: ast.expr = ast.Constant(None)
        if node.orelse:
            else_name = self.fresh("else")
            out.append(self._branch_closure(else_name, node.orelse, state, scope))
            else_ref = _name(else_name)
        call = _call("if_", [test, _name(then_name), else_ref, _tuple(state)])
        return out + [self._assign_state(state, call)]

    def _branch_closure(self, name, body, state, scope, loop=None, keep_loop=True,
                        prologue=(), params_before=()) -> ast.FunctionDef:
        inner = scope.child(state, loop, keep_loop)
        stmts = list(prologue) + self.block(body, inner)
        stmts.append(ast.Return(value=_tuple(state)))
        return _closure(name, [*params_before, *state], stmts, scope.fn.cells)

    def stmt_While(self, node, scope, pending):
        brk, cont, counter, go = (self.fresh("break"), self.fresh("continue"),
                                  self.fresh("loop"), self.fresh("go"))
        loop = _Loop(brk, cont)
        test_pending: list = []
        test = self.expr(node.test, test_pending, scope.fn)
        body_scope = _Scope(scope.mode, scope.state, loop, scope.fn)
        state = self.state_of(node.body, body_scope)
        body_name = self.fresh("body")
        prologue = [_assign(f, ast.Constant(False)) for f in (cont, brk, RF) if f in state]
        body_def = self._branch_closure(body_name, node.body, state, scope, loop, False, prologue)
        loop_stmt = ast.While(test=ast.Constant(True), body=[
            _assign(go, _call(ast.Attribute(value=_name(counter), attr="go", ctx=ast.Load()),
                              [_thunk(test), _name(brk), _name(RF)])),
            ast.If(test=ast.Compare(left=_name(go), ops=[ast.Is()],
                                    comparators=[ast.Constant(False)]),
                   body=[ast.Break()], orelse=[]),
            self._assign_state(state, _call("if_", [_name(go), _name(body_name),
                                                    ast.Constant(None), _tuple(state)])),
        ], orelse=[])
        out = test_pending + [
            _assign(brk, ast.Constant(False)),
            _assign(cont, ast.Constant(False)),
            _assign(counter, _call("Loop", [ast.Constant(self.where(node))])),
            body_def, loop_stmt]
        return out + self._loop_else(node, brk, scope, pending)

    def stmt_For(self, node, scope, pending):
        brk, cont, guard, item, go = (self.fresh("break"), self.fresh("continue"),
                                      self.fresh("guard"), self.fresh("item"), self.fresh("go"))
        loop = _Loop(brk, cont)
        iterable = self.expr(node.iter, pending, scope.fn)
        bind = ast.Assign(targets=[node.target], value=_name(item))
        ast.copy_location(bind, node)
        body = [bind, *node.body]
        body_scope = _Scope(scope.mode, scope.state, loop, scope.fn)
        state = self.state_of(body, body_scope)
        body_name = self.fresh("body")
        prologue = [_assign(f, ast.Constant(False)) for f in (cont, brk, RF) if f in state]
        body_def = self._branch_closure(body_name, body, state, scope, loop, False, prologue,
                                        params_before=[item])
        loop_stmt = ast.For(
            target=ast.Tuple(elts=[_name(guard, True), _name(item, True)], ctx=ast.Store()),
            iter=_call("iterate", [iterable]),
            body=[
                _assign(go, _call("for_go", [_name(guard), _name(brk), _name(RF)])),
                ast.If(test=ast.Compare(left=_name(go), ops=[ast.Is()],
                                        comparators=[ast.Constant(False)]),
                       body=[ast.Break()], orelse=[]),
                self._assign_state(state, _call("if_", [_name(go), _name(body_name),
                                                        ast.Constant(None), _tuple(state),
                                                        _name(item)])),
            ], orelse=[])
        out = [_assign(brk, ast.Constant(False)), _assign(cont, ast.Constant(False)),
               body_def, loop_stmt]
        return out + self._loop_else(node, brk, scope, pending)

    def _loop_else(self, node, brk, scope, pending) -> list[ast.stmt]:
        if not node.orelse:
            return []
        state = self.state_of(node.orelse, scope)
        name = self.fresh("else")
        fdef = self._branch_closure(name, node.orelse, state, scope)
        test = _call("none_set", [_name(brk), _name(RF)])
        return [fdef, self._assign_state(state, _call("if_", [test, _name(name),
                                                             ast.Constant(None),
                                                             _tuple(state)]))]

    def stmt_With(self, node, scope, pending):
        for item in node.items:
            item.context_expr = self.expr(item.context_expr, pending, scope.fn)
        node.body = self.block(node.body, scope)
        return [node]

    def stmt_Try(self, node, scope, pending):
        region = ast.With(items=[ast.withitem(context_expr=_call("try_region", []),
                                              optional_vars=None)],
                          body=self.block(node.body, scope))
        ast.copy_location(region, node)
        node.body = [region]
        for handler in node.handlers:
            if handler.type is not None:
                handler.type = self.expr(handler.type, pending, scope.fn)
            handler.body = self.block(handler.body, scope)
        node.orelse = self.block(node.orelse, scope)
        node.finalbody = self.block(node.finalbody, scope)
        return [node]

    def stmt_FunctionDef(self, node, scope, pending):
        for i, d in enumerate(node.decorator_list):
            node.decorator_list[i] = self.expr(d, pending, scope.fn)
        nested = Lifter(self.filename, self.globals, self.class_name)
        nested.counter = self.counter + 1000
        nested.lift_function(node)
        self.counter = nested.counter
        return [node]

    def stmt_ClassDef(self, node, scope, pending):
        return [node]

    # ----------------------------------------------------------- expressions --

    def expr(self, node: ast.expr, pending: list, fn: _Function) -> ast.expr:
        """Returns the rewritten expression; hoisted definitions go to `pending`."""
        return _ExprLifter(self, pending, fn).visit(node)


def _native_only(stmt) -> bool:
    """Whether every `return` in a function-level statement stays a native return."""
    return isinstance(stmt, (ast.With, ast.Try)) and not any(
        isinstance(n, (ast.If, ast.While, ast.For, ast.Match)) for n in walk_scope([stmt])
        if n is not stmt)


def _slice_expr(node: ast.expr) -> ast.expr:
    """Returns a subscript's index as an expression (slices become slice(...) calls)."""
    if isinstance(node, ast.Slice):
        parts = [node.lower, node.upper, node.step]
        return _call("slice_", [p if p is not None else ast.Constant(None) for p in parts])
    if isinstance(node, ast.Tuple) and any(isinstance(e, ast.Slice) for e in node.elts):
        return ast.Tuple(elts=[_slice_expr(e) for e in node.elts], ctx=ast.Load())
    return node


class _ExprLifter(ast.NodeTransformer):
    """Rewrites one expression (see the module docstring)."""

    def __init__(self, lifter: Lifter, pending: list, fn: _Function):
        self.lifter, self.pending, self.fn = lifter, pending, fn
        self.lambda_depth = 0

    def visit_BoolOp(self, node):
        values = [self.visit(v) for v in node.values]
        name = "and_" if isinstance(node.op, ast.And) else "or_"
        return ast.copy_location(_call(name, [values[0], *(_thunk(v) for v in values[1:])]), node)

    def visit_UnaryOp(self, node):
        node.operand = self.visit(node.operand)
        if isinstance(node.op, ast.Not):
            return ast.copy_location(_call("not_", [node.operand]), node)
        return node

    def visit_Compare(self, node):
        left = self.visit(node.left)
        rights = [self.visit(c) for c in node.comparators]
        if len(node.ops) == 1:
            return ast.copy_location(_call(_COMPARE[type(node.ops[0])], [left, rights[0]]), node)
        pairs = [ast.Tuple(elts=[ast.Constant(_COMPARE[type(op)]), _thunk(r)], ctx=ast.Load())
                 for op, r in zip(node.ops, rights, strict=True)]
        return ast.copy_location(_call("chain", [left, *pairs]), node)

    def visit_IfExp(self, node):
        test, body, orelse = self.visit(node.test), self.visit(node.body), self.visit(node.orelse)
        return ast.copy_location(_call("ifexp", [test, _thunk(body), _thunk(orelse)]), node)

    def visit_Subscript(self, node):
        if not isinstance(node.ctx, ast.Load):
            return self.generic_visit(node)
        value = self.visit(node.value)
        key = self.visit(_slice_expr(node.slice))
        return ast.copy_location(_call("getitem", [value, key]), node)

    def visit_List(self, node):
        self.generic_visit(node)
        if isinstance(node.ctx, ast.Load):
            return ast.copy_location(_call("mklist", [node]), node)
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        func = node.func
        if (isinstance(func, ast.Name) and func.id in LIFTED_BUILTINS
                and func.id not in self.fn.locals and func.id not in self.lifter.globals):
            node.func = _rt(f"b_{func.id}")
        elif isinstance(func, ast.Attribute) and func.attr in MUTATORS:
            return ast.copy_location(
                _call("mcall", [func.value, ast.Constant(func.attr), *node.args],
                      node.keywords), node)
        return node

    def visit_Lambda(self, node):
        self.lambda_depth += 1
        node.body = self.visit(node.body)
        self.lambda_depth -= 1
        return node

    def visit_ListComp(self, node):
        return self._comprehension(node, "list")

    def visit_GeneratorExp(self, node):
        return self._comprehension(node, "list")

    def visit_SetComp(self, node):
        return self._comprehension(node, "set")

    def visit_DictComp(self, node):
        return self._comprehension(node, "dict")

    def _comprehension(self, node, kind: str):
        """Hoists a comprehension into a lifted local function and calls it."""
        if self.lambda_depth:
            return node  # its names may be lambda parameters: leave it native
        lifter = self.lifter
        name, it, res = lifter.fresh("comp"), lifter.fresh("iter"), lifter.fresh("result")
        if kind == "list":
            init: ast.expr = ast.List(elts=[], ctx=ast.Load())
            add: ast.stmt = ast.Expr(value=ast.Call(
                func=ast.Attribute(value=_name(res), attr="append", ctx=ast.Load()),
                args=[node.elt], keywords=[]))
        elif kind == "set":
            init = ast.Call(func=_rt("b_set"), args=[], keywords=[])
            add = ast.Expr(value=ast.Call(
                func=ast.Attribute(value=_name(res), attr="add", ctx=ast.Load()),
                args=[node.elt], keywords=[]))
        else:
            init = ast.Dict(keys=[], values=[])
            add = ast.Assign(targets=[ast.Subscript(value=_name(res), slice=node.key,
                                                    ctx=ast.Store())], value=node.value)
        body: list[ast.stmt] = [add]
        for i, gen in reversed(list(enumerate(node.generators))):
            if gen.is_async:
                raise UnsupportedConstruct(f"{lifter.where(node)}: async comprehensions")
            for cond in reversed(gen.ifs):
                body = [ast.If(test=cond, body=body, orelse=[])]
            iterable = _name(it) if i == 0 else gen.iter
            body = [ast.For(target=gen.target, iter=iterable, body=body, orelse=[])]
        fdef = _closure(name, [it], [_assign(res, init), *body, ast.Return(value=_name(res))])
        ast.copy_location(fdef, node)
        ast.fix_missing_locations(fdef)
        first_iter = self.visit(node.generators[0].iter)
        nested = Lifter(lifter.filename, lifter.globals, lifter.class_name)
        nested.counter = lifter.counter + 1000
        nested.lift_function(fdef)
        lifter.counter = nested.counter
        self.pending.append(fdef)
        return ast.copy_location(ast.Call(func=_name(name), args=[first_iter], keywords=[]), node)


