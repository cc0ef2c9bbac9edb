"""The @lifted rewriter: a function's AST is rewritten once so that its control flow runs on
symbolic values (statements here; expressions in `expressions.py`).

Every `if`, loop body and "rest of a block after a statement that may
return/break/continue" becomes a local closure that takes the local
variables it may assign and returns their new values; `_stamen_rt.if_`
then runs it directly when the condition is concrete, or runs both sides
under their guards and merges the returned locals when it is symbolic.
Locals that nested functions use (cells) are shared with the closures
through `nonlocal`, so a nested function called in a branch sees the
branch's values; names declared global or nonlocal are written through the
store. `return`, `break` and `continue` inside closures set flags
(`_stamen_rf`, a per-loop break/continue flag) that may become symbolic after
a merge; the code after them runs only where no flag is set, and the return
slot holds only what returning paths returned (`NO_RETURN` elsewhere).
"""

from __future__ import annotations

import ast
import copy

from stamen.errors import UnsupportedConstruct
from stamen.lift import emit
from stamen.lift.emit import RET, RF, RT
from stamen.lift.expressions import C_RESULTS, ExprLifter, refuse_walrus_in
from stamen.lift.match import desugar_matches
from stamen.lift.resumable import MAYBE_UNBOUND, is_generator, rewrite_generator
from stamen.lift.scope import (
    always_returns,
    assigned_names,
    check_supported,
    may_break,
    may_continue,
    may_return,
    shared_names,
    walk_scope,
)

__all__ = ["Lifter", "RT", "REBOUND"]

REBOUND = "_stamen_rebound"  # on a FunctionDef: a decorator besides @lifted binds its name

_AUGOPS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%",
    ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&", ast.BitOr: "|",
    ast.BitXor: "^", ast.MatMult: "@",
}


class _Loop:
    """The flag names of the innermost loop."""

    def __init__(self, brk: str, cont: str):
        self.brk, self.cont = brk, cont


class _Scope:
    """Where a block is being rewritten: the function's own body ("function") or a
    closure that must return its `state` names ("closure"). Inside a `try` or `with` body,
    `exc` names the pending-exception flag and value: every closure there catches the
    exceptions its statements raise into them, and the rest of a block runs only where
    the flag is not set (as for `return`)."""

    def __init__(self, mode: str, state: list[str], loop: _Loop | None, fn: _Function,
                 exc: tuple[str, str] | None = None):
        self.mode, self.state, self.loop, self.fn, self.exc = mode, state, loop, fn, exc

    def jump_flags(self) -> list[str]:
        """Returns the flags of the jumps (`return`, `break`, `continue`) that may be
        pending here."""
        return [RF] + ([self.loop.brk, self.loop.cont] if self.loop is not None else [])

    def child(self, state: list[str], loop: _Loop | None = None, keep_loop: bool = True,
              exc: tuple[str, str] | None | bool = True):
        return _Scope("closure", state, self.loop if keep_loop and loop is None else loop, self.fn,
                      self.exc if exc is True else exc)

    def exit(self) -> ast.stmt:
        if self.mode == "function":
            return ast.Return(value=emit.name(RET))
        return ast.Return(value=emit.names_tuple(self.state))


# The special methods whose result Python's C code takes as it is (an int, a str): a
# `return` there is no relaxation point of `debug`, whose symbolic stand-in C would reject
# (`hash()` raised TypeError: __hash__ method should return an integer).
_TYPED_RESULTS = frozenset({
    "__hash__", "__index__", "__int__", "__float__", "__complex__", "__str__", "__repr__",
    "__format__", "__bytes__", "__fspath__", "__sizeof__", "__length_hint__",
})


def _at_keyword(stmts: list, node: ast.stmt, width: int, users: set) -> None:
    """Puts the nodes stamen made for the compound statement `node` (not its closures'
    bodies, nor the user's expressions, by id in `users`) at its keyword."""
    for stmt in stmts:
        if isinstance(stmt, ast.FunctionDef):
            continue
        for sub in ast.walk(stmt):
            if "lineno" in sub._attributes and id(sub) not in users:
                sub.lineno = sub.end_lineno = node.lineno
                sub.col_offset, sub.end_col_offset = node.col_offset, node.col_offset + width


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
        self.name = None  # the function's own name
        self.relaxed = True  # whether its returns are debug's relaxation points
        self.cells = cells
        self.declared = declared or {}  # name -> "global" | "nonlocal"
        # the parameters nothing rebinds (no assignment, no nested scope's `nonlocal`)
        self.fixed: set[str] = set()


class Lifter:
    """Rewrites one function definition (and the functions nested in it)."""

    def __init__(self, filename: str, module_globals: dict, class_name: str | None = None):
        self.filename = filename
        self.globals = module_globals
        self.class_name = class_name
        self.counter = 0
        # The locals surely bound where the statement being rewritten runs (parameters and
        # earlier simple assignments of enclosing blocks); loads of the other locals are
        # checked, since Python raises UnboundLocalError on a path where they are unbound.
        self.definite: set[str] = set()
        # The names under which the enclosing `except` handlers hold their exceptions.
        self.handling: list[str] = []

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
        if is_generator(fdef):
            rewrite_generator(fdef, self.where, self.globals)
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
        rebound = {n for node in ast.walk(fdef) if isinstance(node, ast.Nonlocal)
                   for n in node.names}  # by a nested function
        fn.fixed = params - assigned_names(fdef.body) - rebound - set(declared)
        # its calls of itself need no dispatch (expressions.dispatched), unless another
        # decorator binds its name to something else (`functools.cache`)
        fn.name = None if getattr(fdef, REBOUND, False) else fdef.name
        fn.relaxed = fdef.name not in _TYPED_RESULTS
        self.definite = set(params) - getattr(fdef, MAYBE_UNBOUND, set())
        scope = _Scope("function", [], None, fn)
        prologue: list[ast.stmt] = []
        for kind, node_type in (("global", ast.Global), ("nonlocal", ast.Nonlocal)):
            names = sorted(n for n, k in declared.items() if k == kind)
            if names:
                prologue.append(node_type(names=names))
        for name in sorted(locals_ - params):
            prologue.append(emit.assign(name, emit.call("Unbound", [ast.Constant(name)])))
        prologue += [emit.assign(RF, ast.Constant(False)), emit.assign(RET, emit.rt("NO_RETURN"))]
        body = [n for n in fdef.body if not isinstance(n, (ast.Global, ast.Nonlocal))]
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            prologue.insert(0, body.pop(0))  # keep the docstring first
        new_body = self.block(body, scope)
        fdef.body = prologue + new_body + [
            ast.Return(value=emit.call("result", [emit.name(RF), emit.name(RET)]))]
        if fdef.name in C_RESULTS:  # Python's C code may call it: no symbolic result there
            for node in walk_scope(fdef.body):
                if isinstance(node, ast.Return) and node.value is not None:
                    node.value = emit.call("to_c", [node.value, ast.Constant(fdef.name)])
        return fdef

    def _check_declared(self, fdef, declared: dict) -> None:
        """Refuses the ways of binding a global/nonlocal name that do not go through the
        store (assignment, augmented assignment, `for` targets and `del` do)."""
        if not declared:
            return
        for node in walk_scope(fdef.body):
            if isinstance(node, ast.NamedExpr):
                bound = [node.target.id]
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                bound = [(a.asname or a.name).split(".")[0] for a in node.names]
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                bound = [node.name]
            elif isinstance(node, ast.ExceptHandler):
                bound = [node.name] if node.name else []
            elif isinstance(node, ast.withitem) and node.optional_vars is not None:
                bound = [n.id for n in ast.walk(node.optional_vars) if isinstance(n, ast.Name)]
            else:
                continue
            hit = sorted(set(bound) & set(declared))
            if hit:
                where = self.where(node) if hasattr(node, "lineno") else self.filename
                raise UnsupportedConstruct(
                    f"{where}: binding the {declared[hit[0]]} name {hit[0]!r} by "
                    f"`{type(node).__name__}` in a lifted function; assign it with `=` instead"
                )

    def bind(self, name: str, value: ast.expr, fn: _Function) -> ast.stmt:
        """Returns `name = value`; a global or nonlocal name is written through the store."""
        kind = fn.declared.get(name)
        if kind == "global":
            namespace = ast.Call(func=emit.name("globals"), args=[], keywords=[])
            return ast.Expr(value=emit.call("set_global", [namespace, ast.Constant(name), value]))
        if kind == "nonlocal":
            return ast.Expr(value=emit.call("set_cell", [emit.thunk(emit.name(name)), value]))
        return emit.assign(name, value)

    # --------------------------------------------------------------- blocks --

    def state_of(self, stmts, scope: _Scope, extra=()) -> list[str]:
        """Returns the names a closure over `stmts` must take and give back."""
        names = assigned_names(stmts) & scope.fn.locals
        names.update(extra)
        if may_return(stmts):
            names.update((RF, RET))
        if scope.exc is not None:
            names.update(scope.exc)
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
        if may_return([stmt]):
            flags.append(RF)
        if scope.loop is not None:  # (an inner loop's own jumps are not; its `else:`'s are)
            if may_break([stmt]):
                flags.append(scope.loop.brk)
            if may_continue([stmt]):
                flags.append(scope.loop.cont)
        if scope.exc is not None and isinstance(stmt, _COMPOUND):
            flags.append(scope.exc[0])
        return flags

    def block(self, stmts: list[ast.stmt], scope: _Scope) -> list[ast.stmt]:
        """Returns the rewritten statements of a block."""
        out: list[ast.stmt] = []
        outer_definite = self.definite
        self.definite = set(outer_definite)
        for i, stmt in enumerate(stmts):
            pending: list[ast.stmt] = []
            new = self.stmt(stmt, scope, pending)
            for n in pending + new:
                ast.copy_location(n, stmt)
            out += pending + new
            _update_definite(self.definite, stmt)
            flags = self.flags_of(stmt, scope)
            rest = stmts[i + 1:]
            if flags:
                out.append(self._exit_if_set(flags, scope, stmt))
                if rest:
                    out += self._guarded_rest(rest, flags, scope, stmt)
                break
        self.definite = outer_definite
        return out

    def _exit_if_set(self, flags, scope: _Scope, where) -> ast.stmt:
        test = ast.BoolOp(op=ast.Or(), values=[
            ast.Compare(left=emit.name(f), ops=[ast.Is()], comparators=[ast.Constant(True)])
            for f in flags]) if len(flags) > 1 else ast.Compare(
            left=emit.name(flags[0]), ops=[ast.Is()], comparators=[ast.Constant(True)])
        return ast.copy_location(ast.If(test=test, body=[scope.exit()], orelse=[]), where)

    def _guarded_rest(self, rest, flags, scope: _Scope, where) -> list[ast.stmt]:
        """The rest of a block, run only where none of `flags` is set. The flags (and the
        return value) are part of its state even when the rest sets none of them: if the
        rest fails, the merge narrows them to the paths that set a flag."""
        extra = [*flags, RET] if RF in flags else flags
        state = self.state_of(rest, scope, extra)
        name = self.fresh("rest")
        inner = scope.child(state)
        # The rest runs only where no flag is set: inside it they are concretely False.
        reset = [emit.assign(f, ast.Constant(False)) for f in flags if f in state]
        body = self._catching(reset + self.block(rest, inner), state, inner)
        fdef = emit.closure(name, state, body, scope.fn.cells)
        test = emit.call("none_set", [emit.name(f) for f in flags])
        call = emit.call("if_", [test, emit.name(name), ast.Constant(None),
                                 emit.names_tuple(state)])
        out = [fdef, self._assign_state(state, call)]
        if flags == [RF] and always_returns(rest):
            # Every path has returned now, either before the rest or in it: say so
            # concretely (the merged flag, ite(¬rf, True, rf), may not simplify to True).
            out.append(emit.assign(RF, ast.Constant(True)))
        for n in out:
            ast.copy_location(n, where)
        return out

    @staticmethod
    def _assign_state(state, call) -> ast.stmt:
        if not state:
            return ast.Expr(value=call)
        return ast.Assign(targets=[emit.names_tuple(state, store=True)], value=call)

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
        if node.exc is None and self.handling:  # a handler runs in a closure: name what
            node.exc = emit.name(self.handling[-1])  # a bare `raise` raises again there
        elif node.exc is not None:
            exc = self.expr(node.exc, pending, scope.fn)  # first, as Python evaluates it
            cause = [] if node.cause is None else [self.expr(node.cause, pending, scope.fn)]
            node.exc = emit.call("raised", [exc, ast.Constant(self.where(node)), *cause])
            node.cause = None  # set by `raised`, after the exception is evaluated
        return [node]

    def stmt_Assert(self, node, scope, pending):
        test = self.expr(node.test, pending, scope.fn)
        msg = emit.thunk(self.expr(node.msg, pending, scope.fn)) if node.msg else ast.Constant(None)
        return [ast.Expr(value=emit.call("assert_", [test, msg, ast.Constant(self.where(node))]))]

    def stmt_Return(self, node, scope, pending):
        # the user's text, read before the rewriting changes the expression in place (a
        # debug core showed `_stamen_rt.dcall(...)`)
        text = ast.unparse(node.value) if node.value is not None else None
        value = self.expr(node.value, pending, scope.fn) if node.value else ast.Constant(None)
        if node.value is not None and scope.fn.relaxed:
            origin = ast.Tuple(elts=[ast.Constant(node.value.lineno),
                                     ast.Constant(node.value.col_offset),
                                     ast.Constant(text),
                                     ast.Constant(node.value.end_col_offset)], ctx=ast.Load())
            value = emit.call("relax", [value, ast.Constant(self.filename), origin])
        if scope.mode == "function":
            return [ast.Return(value=value)]
        return [emit.assign(RET, value), emit.assign(RF, ast.Constant(True)), scope.exit()]

    def stmt_Break(self, node, scope, pending):
        return [emit.assign(scope.loop.brk, ast.Constant(True)), scope.exit()]

    def stmt_Continue(self, node, scope, pending):
        if scope.loop.cont in scope.state:
            return [emit.assign(scope.loop.cont, ast.Constant(True)), scope.exit()]
        return [scope.exit()]

    def stmt_Assign(self, node, scope, pending):
        value = self.expr(node.value, pending, scope.fn)
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            return [self.bind(node.targets[0].id, value, scope.fn)]
        tmp = self.fresh("value")
        out: list[ast.stmt] = [emit.assign(tmp, value)]
        for target in node.targets:
            out += self.assign_to(target, emit.name(tmp), pending, scope.fn)
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
            return [ast.Expr(value=emit.call("setattr_", [obj, ast.Constant(target.attr), value]))]
        if isinstance(target, ast.Subscript):
            obj = self.expr(target.value, pending, fn)
            key = self.expr(emit.slice_expr(target.slice), pending, fn)
            return [ast.Expr(value=emit.call("setitem", [obj, key, value]))]
        if isinstance(target, (ast.Tuple, ast.List)):
            tmp = self.fresh("parts")
            stars = [i for i, e in enumerate(target.elts) if isinstance(e, ast.Starred)]
            if stars:  # a, *rest, b = value: the parts from the runtime (any length)
                before, after = stars[0], len(target.elts) - stars[0] - 1
                out = [emit.assign(tmp, emit.call("star_unpack", [
                    value, ast.Constant(before), ast.Constant(after)]))]
                for i, elt in enumerate(target.elts):
                    elt = elt.value if isinstance(elt, ast.Starred) else elt
                    part = ast.Subscript(value=emit.name(tmp), slice=ast.Constant(i),
                                         ctx=ast.Load())
                    out += self.assign_to(elt, part, pending, fn)
                return out
            out: list[ast.stmt] = [emit.assign(tmp, emit.call("unpack", [value,
                                                             ast.Constant(len(target.elts))]))]
            for i, elt in enumerate(target.elts):
                part = ast.Subscript(value=emit.name(tmp), slice=ast.Constant(i), ctx=ast.Load())
                out += self.assign_to(elt, part, pending, fn)
            return out
        raise UnsupportedConstruct(f"{self.where(target)}: this assignment target is not supported")

    def stmt_AugAssign(self, node, scope, pending):
        op = ast.Constant(_AUGOPS[type(node.op)])
        value = self.expr(node.value, pending, scope.fn)
        target = node.target
        if isinstance(target, ast.Name):
            current = self.expr(ast.copy_location(ast.Name(id=target.id, ctx=ast.Load()), target),
                                pending, scope.fn)  # read as a load is: where it is bound
            return [self.bind(target.id, emit.call("augop", [op, current, value]), scope.fn)]
        if isinstance(target, ast.Attribute):
            obj = self.fresh("obj")
            current = emit.call("attr", [emit.name(obj), ast.Constant(target.attr)])
            return [emit.assign(obj, self.expr(target.value, pending, scope.fn)),
                    ast.Expr(value=emit.call("setattr_", [emit.name(obj), ast.Constant(target.attr),
                                                      emit.call("augop", [op, current, value])]))]
        if isinstance(target, ast.Subscript):
            obj, key = self.fresh("obj"), self.fresh("key")
            current = emit.call("getitem", [emit.name(obj), emit.name(key)])
            return [emit.assign(obj, self.expr(target.value, pending, scope.fn)),
                    emit.assign(key, self.expr(emit.slice_expr(target.slice), pending, scope.fn)),
                    ast.Expr(value=emit.call("setitem", [emit.name(obj), emit.name(key),
                                                     emit.call("augop", [op, current, value])]))]
        raise UnsupportedConstruct(f"{self.where(node)}: this augmented assignment target")

    def stmt_Delete(self, node, scope, pending):
        out: list[ast.stmt] = []
        for target in node.targets:
            if isinstance(target, ast.Name):
                out.append(self.bind(target.id, emit.call("Unbound", [ast.Constant(target.id)]),
                                     scope.fn))
            elif isinstance(target, ast.Attribute):
                obj = self.expr(target.value, pending, scope.fn)
                out.append(ast.Expr(value=emit.call("delattr_", [obj, ast.Constant(target.attr)])))
            elif isinstance(target, ast.Subscript):
                obj = self.expr(target.value, pending, scope.fn)
                key = self.expr(emit.slice_expr(target.slice), pending, scope.fn)
                out.append(ast.Expr(value=emit.call("delitem", [obj, key])))
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
            else_ref = emit.name(else_name)
        call = emit.call("if_", [test, emit.name(then_name), else_ref, emit.names_tuple(state)])
        return out + [self._assign_state(state, call)]

    def _branch_closure(self, name, body, state, scope, loop=None, keep_loop=True,
                        prologue=(), params_before=(), exc=True) -> ast.FunctionDef:
        inner = scope.child(state, loop, keep_loop, exc)
        stmts = self._catching(list(prologue) + self.block(body, inner), state, inner)
        return emit.closure(name, [*params_before, *state], stmts, scope.fn.cells)

    @staticmethod
    def _catching(stmts: list[ast.stmt], state: list[str], inner: _Scope) -> list[ast.stmt]:
        """Returns a closure's body that returns its `state` at the end; inside a `try` or
        `with` body an exception its statements raise is caught into the pending-exception
        flag and value (with the locals as they were when it was raised)."""
        ret = ast.Return(value=emit.names_tuple(state))
        if inner.exc is None:
            return [*stmts, ret]
        flag, value = inner.exc
        depth = f"{flag}_depth"
        # A path that raises has not returned, broken or continued: an exception raised
        # by a `finally` discards the jump that was pending.
        jumps = [emit.assign(f, ast.Constant(False)) for f in inner.jump_flags() if f in state]
        handler = ast.ExceptHandler(
            type=emit.name("BaseException"), name="_stamen_exception",
            body=[emit.assign(value, emit.call("caught", [emit.name("_stamen_exception"),
                                                          emit.name(depth)])),
                  emit.assign(flag, ast.Constant(True)), *jumps])
        guarded = ast.Try(body=[*stmts, ret], handlers=[handler], orelse=[], finalbody=[])
        return [emit.assign(depth, emit.call("store_depth", [])), guarded,
                ast.Return(value=emit.names_tuple(state))]

    def stmt_While(self, node, scope, pending):
        if not node.orelse and any(isinstance(n, ast.NamedExpr) for n in ast.walk(node.test)):
            return self.stmt_While(self._walrus_while(node), scope, pending)
        brk, cont, counter, go = (self.fresh("break"), self.fresh("continue"),
                                  self.fresh("loop"), self.fresh("go"))
        loop = _Loop(brk, cont)
        test_pending: list = []
        refuse_walrus_in([node.test], self.where)
        test = self.expr(node.test, test_pending, scope.fn)
        body_scope = _Scope(scope.mode, scope.state, loop, scope.fn, scope.exc)
        state = self.state_of(node.body, body_scope)
        body_name = self.fresh("body")
        prologue = [emit.assign(f, ast.Constant(False)) for f in (cont, brk, RF) if f in state]
        body_def = self._branch_closure(body_name, node.body, state, scope, loop, False, prologue)
        go_method = ast.Attribute(value=emit.name(counter), attr="go", ctx=ast.Load())
        loop_stmt = ast.While(test=ast.Constant(True), body=[
            emit.assign(go, emit.call(go_method, [emit.thunk(test), emit.name(brk),
                                                  emit.name(RF), *self._raised(scope)])),
            ast.If(test=ast.Compare(left=emit.name(go), ops=[ast.Is()],
                                    comparators=[ast.Constant(False)]),
                   body=[ast.Break()], orelse=[]),
            self._assign_state(state, emit.call("if_", [emit.name(go), emit.name(body_name),
                                                    ast.Constant(None), emit.names_tuple(state)])),
        ], orelse=[])
        out = test_pending + [
            emit.assign(brk, ast.Constant(False)),
            emit.assign(cont, ast.Constant(False)),
            emit.assign(counter, emit.call("Loop", [ast.Constant(self.where(node))])),
            body_def, loop_stmt]
        return out + self._loop_else(node, brk, scope, pending)

    def _walrus_while(self, node: ast.While) -> ast.While:
        """Returns `while (v := e) ...: body` (no `else`) as `while True:` whose body first
        evaluates the test in a statement of its own (so the walrus binds in the function,
        not in the thunk a lifted loop test is) and breaks where it is false."""
        flag = self.fresh("test")
        check = ast.If(test=ast.UnaryOp(op=ast.Not(), operand=emit.name(flag)),
                       body=[ast.Break()], orelse=[])
        loop = ast.While(test=ast.Constant(True), body=[
            ast.Assign(targets=[emit.name(flag, store=True)], value=node.test), check,
            *node.body], orelse=[])
        ast.copy_location(loop, node)
        for part in ast.walk(loop):
            if not hasattr(part, "lineno"):
                ast.copy_location(part, node.test)
        return loop

    def stmt_For(self, node, scope, pending):
        brk, cont, guard, item, go = (self.fresh("break"), self.fresh("continue"),
                                      self.fresh("guard"), self.fresh("item"), self.fresh("go"))
        loop = _Loop(brk, cont)
        iterable = self.expr(node.iter, pending, scope.fn)
        bind = ast.Assign(targets=[node.target], value=emit.name(item))
        ast.copy_location(bind, node)
        body = [bind, *node.body]
        body_scope = _Scope(scope.mode, scope.state, loop, scope.fn, scope.exc)
        state = self.state_of(body, body_scope)
        body_name = self.fresh("body")
        prologue = [emit.assign(f, ast.Constant(False)) for f in (cont, brk, RF) if f in state]
        body_def = self._branch_closure(body_name, body, state, scope, loop, False, prologue,
                                        params_before=[item])
        # The next element is taken under the guard of the paths still looping (where the
        # iterator may run the program's code): a raise there fails those paths only.
        it, nxt = self.fresh("loop"), self.fresh("next")
        loop_stmt = ast.While(
            test=ast.Constant(True),
            body=[
                emit.assign(nxt, emit.call("for_next", [emit.name(it), emit.name(brk),
                                                        emit.name(RF), *self._raised(scope)])),
                ast.If(test=ast.Compare(left=emit.name(nxt), ops=[ast.Is()],
                                        comparators=[ast.Constant(None)]),
                       body=[ast.Break()], orelse=[]),
                ast.Assign(targets=[ast.Tuple(elts=[emit.name(guard, True),
                                                    emit.name(item, True)], ctx=ast.Store())],
                           value=emit.name(nxt)),
                emit.assign(go, emit.call("for_go", [emit.name(guard), emit.name(brk),
                                                     emit.name(RF), *self._raised(scope)])),
                ast.If(test=ast.Compare(left=emit.name(go), ops=[ast.Is()],
                                        comparators=[ast.Constant(False)]),
                       body=[ast.Break()], orelse=[]),
                self._assign_state(state, emit.call("if_", [emit.name(go), emit.name(body_name),
                                                        ast.Constant(None), emit.names_tuple(state),
                                                        emit.name(item)])),
            ], orelse=[])
        out = [emit.assign(brk, ast.Constant(False)), emit.assign(cont, ast.Constant(False)),
               emit.assign(it, emit.call("loop_iterator", [iterable])), body_def, loop_stmt]
        # taking the next element is at the `for` keyword (a refusal or an iterator's
        # error names the loop, as Python's traceback does)
        _at_keyword(out, node, 3, {id(sub) for sub in ast.walk(iterable)})
        return out + self._loop_else(node, brk, scope, pending)

    def _loop_else(self, node, brk, scope, pending) -> list[ast.stmt]:
        if not node.orelse:
            return []
        state = self.state_of(node.orelse, scope)
        name = self.fresh("else")
        fdef = self._branch_closure(name, node.orelse, state, scope)
        test = emit.call("none_set", [emit.name(brk), emit.name(RF), *self._raised(scope)])
        return [fdef, self._assign_state(state, emit.call("if_", [test, emit.name(name),
                                                             ast.Constant(None),
                                                             emit.names_tuple(state)]))]

    @staticmethod
    def _raised(scope: _Scope) -> list[ast.expr]:
        """Returns the pending-exception flag a loop stops at inside a `try` body."""
        return [emit.name(scope.exc[0])] if scope.exc is not None else []

    def stmt_With(self, node, scope, pending):
        """`with m as v: B` runs B as a region that catches every exception (`__exit__` may
        suppress it), then calls `__exit__` on each path with that path's exception."""
        if len(node.items) > 1:  # `with a, b: B` is `with a: with b: B`
            inner = ast.With(items=node.items[1:], body=node.body)
            ast.copy_location(inner, node)
            node = ast.copy_location(ast.With(items=node.items[:1], body=[inner]), node)
        item = node.items[0]
        manager, value, exit_fn = self.fresh("manager"), self.fresh("value"), self.fresh("exit")
        context = self.expr(item.context_expr, pending, scope.fn)
        users = {id(sub) for sub in ast.walk(context)}  # keep their own places (a hole's)
        out: list[ast.stmt] = [
            emit.assign(manager, context),
            ast.Assign(targets=[emit.names_tuple([value, exit_fn], store=True)],
                       value=emit.call("with_enter", [emit.name(manager)]))]
        body = list(node.body)
        if item.optional_vars is not None:
            bind = ast.Assign(targets=[item.optional_vars], value=emit.name(value))
            body.insert(0, ast.copy_location(bind, node))
        flag, exc_value = self.fresh("raised"), self.fresh("exception")
        state = self._region_state(body, scope, (flag, exc_value))
        body_name = self.fresh("with")
        out.append(self._branch_closure(body_name, body, state, scope, exc=(flag, exc_value)))
        call = emit.call("with_body", [emit.name(exit_fn), emit.name(body_name),
                                       self._initial(state)])
        out.append(self._assign_state(state, call))
        out.append(self._assign_state(state, emit.call(
            "with_exit", [emit.name(exit_fn), emit.names_tuple(state)])))
        _at_keyword(out, node, 4, users)  # entering and exiting are at `with`, as in Python
        return out + self._raise_pending(flag, exc_value, scope, node)

    def stmt_Try(self, node, scope, pending):
        """`try` runs its body as a region (see vm.regions): each path's exception is
        carried in a pending-exception flag and value; the first matching handler (or
        `else`) runs on each path, states merge, `finally` runs on every path, and what
        is still pending is raised again."""
        jumps = self._finally_jumps(node.finalbody, scope)
        if jumps and (node.handlers or node.orelse):
            # try/except/else/finally is `try: (try/except/else) finally`: what a handler
            # or `else` raises is then in the body of the region the jump may swallow
            inner = ast.copy_location(ast.Try(body=node.body, handlers=node.handlers,
                                              orelse=node.orelse, finalbody=[]), node)
            node = ast.copy_location(ast.Try(body=[inner], handlers=[], orelse=[],
                                             finalbody=node.finalbody), node)
        flag, exc_value = self.fresh("raised"), self.fresh("exception")
        exc = (flag, exc_value)
        parts = node.body + node.handlers + node.orelse
        state = self._region_state(parts, scope, exc)
        out: list[ast.stmt] = []
        body_name = self.fresh("try")
        out.append(self._branch_closure(body_name, node.body, state, scope, exc=exc))
        handled, handlers = [], []
        for handler in node.handlers:
            type_thunk: ast.expr = ast.Constant(None)
            if handler.type is not None:
                type_thunk = emit.thunk(self.expr(handler.type, pending, scope.fn))
                handled.append(copy.deepcopy(type_thunk))
            else:
                handled.append(emit.thunk(emit.name("BaseException")))
            name = self.fresh("except")
            caught_name = self.fresh("caught")
            prologue, epilogue = [], []
            if handler.name:
                prologue = [self.bind(handler.name, emit.name(caught_name), scope.fn)]
                epilogue = [ast.copy_location(ast.Delete(targets=[
                    ast.Name(id=handler.name, ctx=ast.Del())]), handler)]
            self.handling.append(caught_name)
            try:
                fdef = self._branch_closure(name, [*handler.body, *epilogue], state, scope,
                                            exc=exc, prologue=prologue,
                                            params_before=[caught_name])
            finally:
                self.handling.pop()
            out.append(fdef)
            handlers.append(ast.Tuple(elts=[type_thunk, emit.name(name)], ctx=ast.Load()))
        else_ref: ast.expr = ast.Constant(None)
        if node.orelse:
            else_name = self.fresh("tryelse")
            out.append(self._else_closure(else_name, node, state, scope, exc))
            else_ref = emit.name(else_name)
        # A `finally` that may jump may swallow any exception: the region catches them all.
        call = emit.call("try_body", [emit.name(body_name), self._initial(state),
                                      ast.Tuple(elts=handled, ctx=ast.Load()),
                                      ast.Constant(bool(jumps))])
        out.append(self._assign_state(state, call))
        out.append(self._assign_state(state, emit.call(
            "try_handle", [ast.Tuple(elts=handlers, ctx=ast.Load()), else_ref,
                           emit.names_tuple(state)])))
        out += self._finally(node.finalbody, scope, flag, exc_value)
        return out + self._raise_pending(flag, exc_value, scope, node)

    def _chained(self, stmts: list[ast.stmt], scope: _Scope, flag: str,
                 value: str) -> list[ast.stmt]:
        """Returns the statements of a `finally` in a native `try` that chains what they
        raise to the exception pending when the `finally` began (`__context__`), as
        Python's own `finally` does (the lifted one runs after the region has ended): a
        native raise in its handler; inside an enclosing lifted `try`, what they raised
        into its slot (`scope.exc`) once they end, however they end."""
        if not stmts:
            return []
        raised, native = self.fresh("finraised"), self.fresh("finnative")
        handler = ast.ExceptHandler(
            type=emit.name("BaseException"), name=raised,
            body=[emit.assign(native, ast.Constant(True)),
                  ast.Expr(value=emit.call("finally_raised", [
                      emit.name(raised), emit.name(flag), emit.name(value)])),
                  ast.Raise(exc=None, cause=None)])
        ended = []
        if scope.exc is not None:
            outer_flag, outer_value = scope.exc
            ended = [ast.Expr(value=emit.call("finally_ended", [
                emit.name(native), emit.name(outer_flag), emit.name(outer_value),
                emit.name(flag), emit.name(value)]))]
        return [emit.assign(native, ast.Constant(False)),
                ast.Try(body=stmts, handlers=[handler], orelse=[], finalbody=ended)]

    def _finally(self, body: list[ast.stmt], scope: _Scope, flag: str,
                 value: str) -> list[ast.stmt]:
        """Returns a `finally` block, which runs on every path. Where it returns, breaks or
        continues (Python: the jump wins), the jump pending from the `try` and its pending
        exception (`flag`) are discarded: the jump flags start unset, so that its own
        statements after a jump run only where it did not jump; afterwards each flag is its
        jump, or the pending one where it did not jump."""
        own = self._finally_jumps(body, scope)
        if not own:
            return self._chained(self.block(body, scope), scope, flag, value)
        # Every jump flag bound here starts unset: where the `finally` jumps on every path,
        # its block exits early with only its own jump set.
        flags = [f for f, _ in self._jump_kinds(scope) if f in own or (
            scope.mode == "closure" and f in scope.state)]
        saved = {f: self.fresh("pending") for f in flags}
        out = [emit.assign(saved[f], emit.name(f)) for f in flags]
        out += [emit.assign(f, ast.Constant(False)) for f in flags]
        out += self._chained(self.block(body, scope), scope, flag, value)
        jumped = self.fresh("jumped")
        out.append(emit.assign(jumped, emit.call("not_", [emit.call(
            "none_set", [emit.name(f) for f in own])])))
        out += [emit.assign(f, emit.call("after_finally", [emit.name(f), emit.name(saved[f]),
                                                           emit.name(jumped)])) for f in flags]
        out.append(emit.assign(flag, emit.call("cleared", [emit.name(flag), emit.name(jumped)])))
        return out

    def _finally_jumps(self, body: list[ast.stmt], scope: _Scope) -> list[str]:
        """Returns the flags of the jumps (`return`, `break`, `continue`) a `finally` body
        may make."""
        return [f for f, jumps in self._jump_kinds(scope) if jumps(body)]

    @staticmethod
    def _jump_kinds(scope: _Scope) -> list[tuple]:
        """Returns (flag, whether a block may set it) for the jumps possible here."""
        kinds = [(RF, may_return)]
        if scope.loop is not None:
            kinds += [(scope.loop.brk, may_break), (scope.loop.cont, may_continue)]
        return kinds

    def _else_closure(self, name: str, node: ast.Try, state: list[str], scope: _Scope,
                      exc: tuple[str, str]) -> ast.FunctionDef:
        """Returns the closure of a `try`'s `else`, which runs only where the body completed:
        not where it returned, broke or continued (nor raised: `try_handle` sees to that)."""
        flags = [RF] if may_return(node.body) else []
        if scope.loop is not None:
            flags += [f for f, jumps in ((scope.loop.brk, may_break), (scope.loop.cont,
                                                                     may_continue))
                      if jumps(node.body)]
        if not flags:
            return self._branch_closure(name, node.orelse, state, scope, exc=exc)
        inner = scope.child(state, exc=exc)
        stmts = [self._exit_if_set(flags, inner, node),
                 *self._guarded_rest(node.orelse, flags, inner, node)]
        return emit.closure(name, state, self._catching(stmts, state, inner), scope.fn.cells)

    def _region_state(self, parts, scope: _Scope, exc: tuple[str, str]) -> list[str]:
        """Returns the state of a region's closures: the names they may assign (and the
        enclosing flags), then the region's own pending-exception flag and value."""
        inner = scope.child([], exc=exc)
        names = [n for n in self.state_of(parts, inner) if n not in exc]
        return [*names, *exc]

    @staticmethod
    def _initial(state: list[str]) -> ast.Tuple:
        """Returns the state a region starts from: no exception pending."""
        return ast.Tuple(elts=[*(emit.name(n) for n in state[:-2]), ast.Constant(False),
                               ast.Constant(None)], ctx=ast.Load())

    def _raise_pending(self, flag: str, value: str, scope: _Scope, node) -> list[ast.stmt]:
        """Returns the statements that raise a region's still pending exception: into the
        enclosing region's slot (after what a `finally` raised, which wins), or for real.
        Where an exception is pending no jump of the statement's is (a `finally` that
        raised discarded it)."""
        if scope.exc is not None:
            outer_flag, outer_value = scope.exc
            call = emit.call("pending", [emit.name(outer_flag), emit.name(outer_value),
                                         emit.name(flag), emit.name(value)])
            out = [self._assign_state([outer_flag, outer_value], call)]
            jumps = [RF] if may_return([node]) else []
            if scope.loop is not None:
                jumps += [f for f, jumped in ((scope.loop.brk, may_break),
                                              (scope.loop.cont, may_continue))
                          if jumped([node])]
            for f in jumps:
                out.append(emit.assign(f, emit.call("cleared", [emit.name(f),
                                                                emit.name(outer_flag)])))
            return out
        return [ast.Expr(value=emit.call("reraise", [emit.name(flag), emit.name(value)]))]

    def stmt_FunctionDef(self, node, scope, pending):
        for i, d in enumerate(node.decorator_list):
            node.decorator_list[i] = self.expr(d, pending, scope.fn)
        # the defaults run in this (lifted) scope when the `def` runs: a `[]` default is a
        # list lifted code made, which may change length under a symbolic condition
        a = node.args
        a.defaults = [self.expr(d, pending, scope.fn) for d in a.defaults]
        a.kw_defaults = [None if d is None else self.expr(d, pending, scope.fn)
                         for d in a.kw_defaults]
        nested = Lifter(self.filename, self.globals, self.class_name)
        nested.counter = self.counter + 1000
        nested.lift_function(node)
        self.counter = nested.counter
        return [node]

    def stmt_ClassDef(self, node, scope, pending):
        """A class defined in a lifted function has its methods lifted when the `class`
        statement runs, as @lifted lifts a module's class (they ran natively: a branch on a
        symbolic value was refused, and an attribute stored on some paths only read as
        stamen's ABSENT)."""
        lift = emit.assign(node.name, emit.call("local_class", [emit.name(node.name)]))
        return [node, ast.copy_location(lift, node)]

    # ----------------------------------------------------------- expressions --

    def expr(self, node: ast.expr, pending: list, fn: _Function) -> ast.expr:
        """Returns the rewritten expression; hoisted definitions go to `pending`."""
        return ExprLifter(self, pending, fn).visit(node)


def _update_definite(definite: set[str], stmt) -> None:
    """Adds the names a simple statement surely binds (compound ones may not run), and
    drops the names it may delete: a `del` anywhere in it, and the name of an `except ...
    as name` handler, which Python deletes when the handler ends."""
    definite.difference_update(_deleted_names(stmt))
    if isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Import,
                           ast.ImportFrom, ast.FunctionDef, ast.ClassDef)) and not (
            isinstance(stmt, ast.AnnAssign) and stmt.value is None):
        definite.update(assigned_names([stmt]))


def _deleted_names(stmt) -> set[str]:
    """Returns the local names `stmt` may unbind (in this scope, nested blocks included)."""
    out: set[str] = set()
    for node in walk_scope([stmt]):
        if isinstance(node, ast.Delete):
            out.update(n.id for n in node.targets if isinstance(n, ast.Name))
        elif isinstance(node, ast.ExceptHandler) and node.name:
            out.add(node.name)
    return out


# The statements whose rewriting runs closures, which may end with an exception pending.
_COMPOUND = (ast.If, ast.While, ast.For, ast.With, ast.Try)
