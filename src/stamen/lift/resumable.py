"""Rewriting a generator function for lifting: its body becomes a resumable step function,
and the function itself returns a generator object (`lift.generators`) over that step.

A lifted body is made of closures (see `lift.rewrite`), so a Python `yield` cannot
stay in it: the body is rewritten here, before the lifter sees it, into ordinary
code that runs from one `yield` to the next. The step function takes the
generator, the resume point `_stamen_pc` (0: running; k: resume at the `yield`
numbered k; -1: finished) and every local of the generator as parameters:

- `yield v` (numbered k) becomes `if pc == 0: return gen_yield(gen, k, locals, v)`
  `elif pc == k: pc = 0`: running, it saves the locals and hands out v;
  resuming, it is where running starts again;
- a block runs its statements before its last statement holding a `yield` only
  where `pc == 0`; an `if` takes the branch holding the resume point, or tests
  its condition where running; a `while` enters its body where the resume point
  is in it, or tests its condition where running (its `else` runs where running
  or resuming into it);
- `for x in E` whose body yields becomes a `while` over a stream kept in a
  local (`generators.as_stream`: Python's iterator of a sequence, another
  generator, `enumerate`/`zip` of those), since the loop must resume in the
  middle; `yield from E` is one resume point that takes one element of such a
  stream a step (handing it out, or going on with the source's return value
  where it ended);
- `return v` becomes `return gen_return(gen, locals, v)`.

All of it is ordinary lifted code afterwards: a resume point that differs by
path is a symbolic int, and the branches on it merge like any other. Refused at
their line: `yield` used as an expression (`x = yield v`: its value comes from
`send`), `yield` inside `try` or `with`, and a local that a nested function
uses and the body assigns (a closure made in one step would not see the next
step's value).
"""

from __future__ import annotations

import ast
import builtins

from stamen.errors import UnsupportedConstruct
from stamen.lift import emit
from stamen.lift.scope import assigned_names, walk_scope

__all__ = ["is_generator", "rewrite_generator", "PC", "GEN", "MAYBE_UNBOUND", "RAW"]

PC, GEN = "_stamen_pc", "_stamen_gen"
SUSPENDED = "_stamen_gsuspended"  # a step's local: True where it leaves by a `yield`
MAYBE_UNBOUND = "_stamen_maybe_unbound"  # on a FunctionDef: parameters that may be Unbound
RAW = "_stamen_raw"  # on a Name: read as it is (an Unbound local is saved, not an error)
_POINT = "_stamen_point"  # on a `yield` statement: its resume point
_FROM = "_stamen_from"  # on a `yield from` point: its (source, ok, value) names


def is_generator(fdef) -> bool:
    """Whether the function's own body contains `yield` or `yield from`."""
    return any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in walk_scope(fdef.body))


def _has_yield(nodes) -> bool:
    return any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in walk_scope(nodes))


def _pc_is(k: int) -> ast.expr:
    return ast.Compare(left=emit.name(PC), ops=[ast.Eq()], comparators=[ast.Constant(k)])


def _any_of(*tests: ast.expr) -> ast.expr:
    tests = [t for t in tests if t is not None]
    return tests[0] if len(tests) == 1 else ast.BoolOp(op=ast.Or(), values=list(tests))


def _at(points) -> ast.expr | None:
    """Returns `pc == k1 or pc == k2 ...` (None for no points)."""
    if not points:
        return None
    return _any_of(*(_pc_is(k) for k in sorted(points)))


def _running_and(test: ast.expr) -> ast.expr:
    """Returns `pc == 0 and test`."""
    if isinstance(test, ast.Constant) and test.value is True:
        return _pc_is(0)
    return ast.BoolOp(op=ast.And(), values=[_pc_is(0), test])


class _Rewrite:
    """The rewriting of one generator function."""

    def __init__(self, fdef, where, module_globals: dict):
        self.fdef, self.where, self.counter = fdef, where, 0
        self.globals = module_globals
        self.frame: list[str] = []
        # resume points inside a `try` whose `finally` (or a handler of GeneratorExit)
        # Python runs when the generator is closed or collected there
        self.closing: set[int] = set()
        self.uses_suspended = False  # a `finally` must tell a `yield` from leaving

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"_stamen_g{prefix}{self.counter}"

    # ------------------------------------------------------------ checks --

    def check(self, body) -> None:
        """Refuses the uses of `yield` this rewriting does not give Python's meaning."""
        allowed = set()
        for node in walk_scope(body):
            if isinstance(node, ast.Expr) and isinstance(node.value, (ast.Yield, ast.YieldFrom)):
                allowed.add(id(node.value))
            elif (isinstance(node, ast.Assign) and len(node.targets) == 1
                  and isinstance(node.targets[0], ast.Name)
                  and isinstance(node.value, ast.YieldFrom)):
                allowed.add(id(node.value))
        for node in walk_scope(body):
            if isinstance(node, (ast.Yield, ast.YieldFrom)) and id(node) not in allowed:
                what = "`yield`" if isinstance(node, ast.Yield) else "`yield from`"
                raise UnsupportedConstruct(
                    f"{self.where(node)}: {what} used as an expression (its value comes from "
                    f"generator.send()) is not supported in a lifted generator; write it as a "
                    f"statement of its own")
            if isinstance(node, ast.TryStar) and _has_yield([node]):
                raise UnsupportedConstruct(
                    f"{self.where(node)}: a `yield` inside a `try`/`except*` block is not "
                    f"supported in a lifted generator")
            if isinstance(node, ast.Try) and _has_yield(node.handlers + node.orelse
                                                         + node.finalbody):
                raise UnsupportedConstruct(
                    f"{self.where(node)}: a `yield` inside an `except`, `else` or `finally` "
                    f"block is not supported in a lifted generator (inside the `try` body it "
                    f"is)")
            if isinstance(node, ast.AsyncWith) and _has_yield([node]):
                raise UnsupportedConstruct(
                    f"{self.where(node)}: a `yield` inside `async with` is not supported in "
                    f"a lifted generator")

    def check_closures(self, body, params: set[str]) -> None:
        """Refuses a local that a nested function (or lambda, class) uses and the body
        assigns: each step is a call of its own, so a closure made in one step keeps that
        step's variable, where Python's sees the later assignments."""
        shared = _closed_over(body) & (assigned_names(body) - params)
        defs = {n.name for n in walk_scope(body)
                if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        shared -= {n for n in defs if _bound_once(body, n)}
        if shared:
            raise UnsupportedConstruct(
                f"{self.where(self.fdef)}: a lifted generator whose local "
                f"{sorted(shared)[0]!r} is used by a nested function and assigned in the body "
                f"is not supported")

    # ---------------------------------------------------------- desugaring --

    def desugar(self, stmts: list[ast.stmt]) -> list[ast.stmt]:
        """Returns the block with `yield from` and the `for` loops whose body yields
        written as `while` loops over streams."""
        out: list[ast.stmt] = []
        for stmt in stmts:
            new = self.desugar_stmt(stmt)
            for n in new:
                ast.copy_location(n, stmt)
            out += new
        return out

    def desugar_stmt(self, stmt) -> list[ast.stmt]:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.YieldFrom):
            return self.yield_from(stmt.value, None)
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.YieldFrom):
            return self.yield_from(stmt.value, stmt.targets[0])
        if isinstance(stmt, ast.For) and _has_yield(stmt.body + stmt.orelse):
            return self.for_loop(stmt)
        if isinstance(stmt, ast.With) and _has_yield(stmt.body):
            return self.with_block(stmt)
        if isinstance(stmt, (ast.If, ast.While, ast.For)):
            stmt.body = self.desugar(stmt.body)
            stmt.orelse = self.desugar(stmt.orelse)
        if isinstance(stmt, ast.Try):
            stmt.body = self.desugar(stmt.body)
        return [stmt]

    def with_block(self, node: ast.With) -> list[ast.stmt]:
        """`with m as v: B` whose body yields is PEP 343's `try` (a `with` statement cannot
        be resumed in the middle): `_m = m; _v, _exit = with_enter(_m); _ok = True; try:
        try: v = _v; B except BaseException as _e: _ok = False; if not _exit(type(_e),
        _e, _e.__traceback__): raise finally: if _ok: _exit(None, None, None)`."""
        if len(node.items) > 1:  # `with a, b: B` is `with a: with b: B`
            inner = ast.copy_location(ast.With(items=node.items[1:], body=node.body), node)
            node = ast.copy_location(ast.With(items=node.items[:1], body=[inner]), node)
        item = node.items[0]
        manager, value, exit_fn, ok, exc = (self.fresh(n) for n in
                                            ("manager", "entered", "exit", "ok", "exc"))
        body = list(node.body)
        if item.optional_vars is not None:
            body.insert(0, ast.copy_location(
                ast.Assign(targets=[item.optional_vars], value=emit.name(value)), node))
        exc_args = [ast.Call(func=emit.name("type"), args=[emit.name(exc)], keywords=[]),
                    emit.name(exc), ast.Attribute(value=emit.name(exc), attr="__traceback__",
                                                  ctx=ast.Load())]
        handler = ast.ExceptHandler(type=emit.name("BaseException"), name=exc, body=[
            emit.assign(ok, ast.Constant(False)),
            ast.If(test=ast.UnaryOp(op=ast.Not(), operand=ast.Call(
                func=emit.name(exit_fn), args=exc_args, keywords=[])),
                body=[ast.Raise(exc=None, cause=None)], orelse=[])])
        inner = ast.Try(body=self.desugar(body), handlers=[handler], orelse=[], finalbody=[])
        close = ast.If(test=emit.name(ok), body=[ast.Expr(value=ast.Call(
            func=emit.name(exit_fn), args=[ast.Constant(None)] * 3, keywords=[]))], orelse=[])
        outer = ast.Try(body=[inner], handlers=[], orelse=[], finalbody=[close])
        out = [emit.assign(manager, item.context_expr),
               ast.Assign(targets=[emit.names_tuple([value, exit_fn], store=True)],
                          value=emit.call("with_enter", [emit.name(manager)])),
               emit.assign(ok, ast.Constant(True)), outer]
        for n in out:
            ast.copy_location(n, node)
            for sub in ast.walk(n):
                if not hasattr(sub, "lineno") and "lineno" in sub._attributes:
                    ast.copy_location(sub, node)
        return out

    def _pull_loop(self, source: ast.expr, bind: list[ast.stmt], body: list[ast.stmt],
                   value: str, ok: str, done: str | None) -> list[ast.stmt]:
        """Returns `src = as_stream(source); while True: ok, value = pull(src); if not ok:
        [done = True;] break; bind; body`."""
        src = self.fresh("source")
        stop = ([emit.assign(done, ast.Constant(True))] if done else []) + [ast.Break()]
        loop = ast.While(test=ast.Constant(True), body=[
            ast.Assign(targets=[emit.names_tuple([ok, value], store=True)],
                       value=emit.call("gen_pull", [emit.name(src)])),
            ast.If(test=ast.UnaryOp(op=ast.Not(), operand=emit.name(ok)), body=stop, orelse=[]),
            *bind, *body], orelse=[])
        return [emit.assign(src, source), loop]

    def yield_from(self, node: ast.YieldFrom, target) -> list[ast.stmt]:
        """`yield from E` is one resume point that hands out the source's elements, one a
        step (no loop: see `resumable`); its value is the source's return value."""
        src, value, ok = self.fresh("source"), self.fresh("value"), self.fresh("ok")
        point = ast.Expr(value=ast.Yield(value=None))
        setattr(point, _FROM, (src, ok, value))
        out = [emit.assign(src, emit.call("gen_source", [node.value])), point]
        if target is not None:
            out.append(ast.Assign(targets=[target], value=emit.name(value)))
        return out

    def for_loop(self, node: ast.For) -> list[ast.stmt]:
        value, ok = self.fresh("value"), self.fresh("ok")
        done = self.fresh("done") if node.orelse else None
        bind = [ast.copy_location(ast.Assign(targets=[node.target], value=emit.name(value)),
                                  node)]
        out = [] if done is None else [emit.assign(done, ast.Constant(False))]
        out += self._pull_loop(self.source(node.iter), bind, self.desugar(node.body), value,
                               ok, done)
        if node.orelse:
            out.append(ast.If(test=emit.name(done), body=self.desugar(node.orelse), orelse=[]))
        return out

    def source(self, it: ast.expr) -> ast.expr:
        """Returns the stream a resumable `for` takes its elements from: `enumerate(...)` and
        `zip(...)` of Python's builtins are taken apart (their native iterators keep a
        position that would not follow the paths)."""
        if (isinstance(it, ast.Call) and isinstance(it.func, ast.Name)
                and it.func.id in ("enumerate", "zip") and not it.keywords
                and not any(isinstance(a, ast.Starred) for a in it.args)
                and _is_builtin(it.func.id, self.fdef, self.globals)):
            return emit.call(f"gen_{it.func.id}", list(it.args))
        return emit.call("gen_source", [it])

    # ----------------------------------------------------------- resuming --

    def frame_tuple(self) -> ast.Tuple:
        names = []
        for n in self.frame:
            name = emit.name(n)
            setattr(name, RAW, True)
            names.append(name)
        return ast.Tuple(elts=names, ctx=ast.Load())

    def returns(self, stmts) -> None:
        """Rewrites every `return v` of the body into `return gen_return(gen, locals, v)`."""
        for node in walk_scope(stmts):
            if isinstance(node, ast.Return):
                value = node.value if node.value is not None else ast.Constant(None)
                node.value = emit.call("gen_return", [emit.name(GEN), self.frame_tuple(), value])

    def number(self, stmts) -> None:
        k = 0
        for node in walk_scope(stmts):
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Yield):
                k += 1
                setattr(node, _POINT, k)
        for node in walk_scope(stmts):
            if isinstance(node, ast.Try) and (node.finalbody or any(
                    _may_catch_generator_exit(h) for h in node.handlers)):
                self.closing |= self.points(node.body)
            if isinstance(node, ast.Try) and node.finalbody and self.points(node.body):
                self.uses_suspended = True

    @staticmethod
    def points(node) -> set[int]:
        return {getattr(n, _POINT) for n in walk_scope([node] if not isinstance(node, list)
                                                       else node) if hasattr(n, _POINT)}

    def block(self, stmts: list[ast.stmt]) -> list[ast.stmt]:
        """Returns the block made resumable (see the module docstring)."""
        holders = [i for i, s in enumerate(stmts) if self.points(s)]
        if not holders:
            return stmts
        out: list[ast.stmt] = []
        plain: list[ast.stmt] = []
        for i, stmt in enumerate(stmts):
            if i in holders:
                if plain:
                    out.append(ast.copy_location(ast.If(test=_pc_is(0), body=plain, orelse=[]),
                                                 plain[0]))
                    plain = []
                new = self.resumable(stmt)
                for n in new:
                    ast.copy_location(n, stmt)
                out += new
            elif i < holders[-1]:
                plain.append(stmt)
            else:
                out.append(stmt)
        return out

    def resumable(self, stmt) -> list[ast.stmt]:
        if isinstance(stmt, ast.Expr) and hasattr(stmt, _FROM):
            # yield from: running or resuming here, take the source's next element; hand
            # it out (resuming here next time) or, where it ended, go on with its value
            k = getattr(stmt, _POINT)
            src, ok, value = getattr(stmt, _FROM)
            pull = ast.Assign(targets=[emit.names_tuple([ok, value], store=True)],
                              value=emit.call("gen_pull", [emit.name(src)]))
            out = [ast.Return(value=emit.call(
                "gen_yield", [emit.name(GEN), ast.Constant(k), self.frame_tuple(),
                              emit.name(value), ast.Constant(k in self.closing)]))]
            if self.uses_suspended:
                out.insert(0, emit.assign(SUSPENDED, ast.Constant(True)))
            hand_out = ast.If(test=emit.name(ok), body=out, orelse=[])
            return [ast.If(test=_any_of(_pc_is(0), _pc_is(k)),
                           body=[emit.assign(PC, ast.Constant(0)), pull, hand_out], orelse=[])]
        if isinstance(stmt, ast.Expr) and hasattr(stmt, _POINT):
            k = getattr(stmt, _POINT)
            value = stmt.value.value if stmt.value.value is not None else ast.Constant(None)
            hand_out = [ast.Return(value=emit.call("gen_yield", [
                emit.name(GEN), ast.Constant(k), self.frame_tuple(), value,
                ast.Constant(k in self.closing)]))]
            if self.uses_suspended:
                hand_out.insert(0, emit.assign(SUSPENDED, ast.Constant(True)))
            resume = ast.If(test=_pc_is(k), body=[emit.assign(PC, ast.Constant(0))], orelse=[])
            return [ast.If(test=_pc_is(0), body=hand_out, orelse=[resume])]
        if isinstance(stmt, ast.If):
            in_body, in_else = self.points(stmt.body), self.points(stmt.orelse)
            test = _any_of(_at(in_body), _running_and(stmt.test))
            orelse = []
            if stmt.orelse:
                orelse = [ast.If(test=_any_of(_pc_is(0), _at(in_else)),
                                 body=self.block(stmt.orelse), orelse=[])]
            return [ast.If(test=test, body=self.block(stmt.body), orelse=orelse)]
        if isinstance(stmt, ast.While):
            in_body, in_else = self.points(stmt.body), self.points(stmt.orelse)
            test = _any_of(_at(in_body), _running_and(stmt.test))
            orelse = []
            if stmt.orelse:
                orelse = [ast.If(test=_any_of(_pc_is(0), _at(in_else)),
                                 body=self.block(stmt.orelse), orelse=[])]
            return [ast.While(test=test, body=self.block(stmt.body), orelse=orelse)]
        if isinstance(stmt, ast.Try):
            # resuming inside the body enters the `try` again; the handlers and `else` hold
            # no resume point (checked), and `finally` does not run where the body left by
            # a `yield` (the generator is suspended, not leaving the block)
            finalbody = stmt.finalbody
            if finalbody:
                finalbody = [ast.If(test=ast.UnaryOp(op=ast.Not(), operand=emit.name(SUSPENDED)),
                                    body=finalbody, orelse=[])]
            entered = ast.Try(body=self.block(stmt.body), handlers=stmt.handlers,
                              orelse=stmt.orelse, finalbody=finalbody)
            # entered running, or resuming at a point of its body (not resuming elsewhere)
            return [ast.If(test=_any_of(_pc_is(0), _at(self.points(stmt.body))),
                           body=[entered], orelse=[])]
        raise UnsupportedConstruct(  # checked before: a rewriting gap, named at its line
            f"{self.where(stmt)}: a `yield` inside `{type(stmt).__name__}` is not supported "
            f"in a lifted generator")


# Python's exceptions that derive from Exception: a handler naming only these does not
# catch the GeneratorExit a close() raises at a `yield`
_EXCEPTION_NAMES = frozenset(n for n, v in vars(builtins).items()
                             if isinstance(v, type) and issubclass(v, Exception))


def _may_catch_generator_exit(handler: ast.ExceptHandler) -> bool:
    """Whether an `except` clause may catch GeneratorExit: bare, or naming anything but
    Python's own Exception classes (BaseException, GeneratorExit, a name stamen cannot
    see through)."""
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(not (isinstance(k, ast.Name) and k.id in _EXCEPTION_NAMES) for k in kinds)


def _closed_over(body) -> set[str]:
    """Returns the names the nested functions, lambdas and classes of a block read from
    outside (their parameters and own assignments left out; a nested scope's nested scopes
    are counted with it, an over-approximation)."""
    used: set[str] = set()
    for node in walk_scope(body):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            inner = node.body if isinstance(node.body, list) else [node.body]
            own: set[str] = set()
            if not isinstance(node, ast.ClassDef):
                a = node.args
                own = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
                own |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
            if isinstance(inner[0], ast.stmt):
                own |= assigned_names(inner)
            used |= {n.id for stmt in inner for n in ast.walk(stmt)
                     if isinstance(n, ast.Name)} - own
    return used


def _bound_once(body, name: str) -> bool:
    """Whether `name` is bound in the body only by its one `def` (or `class`)."""
    binders = [n for n in walk_scope(body)
               if isinstance(n, (ast.FunctionDef, ast.ClassDef)) and n.name == name]
    others = [n for n in walk_scope(body)
              if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Store,
                                                                                ast.Del))]
    return len(binders) == 1 and not others


def _is_builtin(name: str, fdef, module_globals: dict) -> bool:
    """Whether `name` in the generator names Python's builtin (no parameter, local or
    global of the module shadows it)."""
    a = fdef.args
    params = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
    return (hasattr(builtins, name) and name not in module_globals
            and name not in params | assigned_names(fdef.body))


def rewrite_generator(fdef: ast.FunctionDef, where, module_globals: dict) -> None:
    """Rewrites the generator function `fdef` in place (see the module docstring): its
    body becomes `def <step>(gen, pc, *locals): ...` and `return gen_make(<step>,
    (0, *initial locals), name)`. `where(node)` gives a node's file:line:col."""
    rw = _Rewrite(fdef, where, module_globals)
    body = list(fdef.body)
    doc = []
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        doc = [body.pop(0)]
    rw.check(body)
    a = fdef.args
    params = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
    params += [x.arg for x in (a.vararg, a.kwarg) if x is not None]
    rw.check_closures(body, set(params))
    declared = {name for n in walk_scope(body) if isinstance(n, (ast.Global, ast.Nonlocal))
                for name in n.names}
    heads = [n for n in body if isinstance(n, (ast.Global, ast.Nonlocal))]
    body = [n for n in body if not isinstance(n, (ast.Global, ast.Nonlocal))]
    body = rw.desugar(body)
    rw.frame = sorted((assigned_names(body) | set(params)) - declared)
    rw.returns(body)
    rw.number(body)
    first = body[0] if body else fdef
    done = ast.If(test=_pc_is(-1), body=[ast.Return(value=ast.Tuple(
        elts=[ast.Constant(False), ast.Constant(None)], ctx=ast.Load()))], orelse=[])
    end = ast.Return(value=emit.call("gen_return", [emit.name(GEN), rw.frame_tuple(),
                                                    ast.Constant(None)]))
    step_body = [*heads, done, *rw.block(body), end]
    if rw.uses_suspended:
        step_body.insert(len(heads), emit.assign(SUSPENDED, ast.Constant(False)))
    step_name = f"{fdef.name}_gen_step"
    step = emit.closure(step_name, [GEN, PC, *rw.frame], step_body)
    # The rewriting's own locals (`_stamen_g...`) are always assigned before they are read:
    # they start as None, not unbound (no check where they are read).
    mine = {n for n in rw.frame if n.startswith("_stamen_g")}
    setattr(step, MAYBE_UNBOUND, set(rw.frame) - set(params) - mine)
    ast.copy_location(step, first)
    initial = [emit.name(n) if n in params else ast.Constant(None) if n in mine
               else emit.call("Unbound", [ast.Constant(n)]) for n in rw.frame]
    make = ast.Return(value=emit.call("gen_make", [
        emit.name(step_name), ast.Tuple(elts=[ast.Constant(0), *initial], ctx=ast.Load()),
        ast.Constant(fdef.name)]))
    fdef.body = [*doc, step, ast.copy_location(make, fdef)]
    ast.fix_missing_locations(fdef)
