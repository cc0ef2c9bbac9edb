"""`@lifted`: rewrite a function (or every method of a class) once, at decoration time.

The rewritten code is compiled against the function's own globals, with its
closure cells reused (so later rebinding of enclosing variables is seen) and
line numbers kept, so tracebacks, errors and debug cores point at the user's
source. A construct that is not lifted is refused here, naming its line.
"""

from __future__ import annotations

import ast
import functools
import inspect
import linecache
import re
import textwrap
import types

from stamen.errors import InvalidArgument, UnsupportedConstruct
from stamen.lift import runtime
from stamen.lift.emit import assign, call, rt
from stamen.lift.emit import thunk as emit_thunk
from stamen.lift.rewrite import REBOUND, RT, Lifter
from stamen.vm.merging.seq import List
from stamen.vm.values.storedhash import replayable_eq, replayable_hash
from stamen.vm.values.writefree import CACHE_WRAPPER

__all__ = ["lifted", "is_lifted", "lifted_source", "lift_thunk"]

_SOURCES: dict = {}
_LIFTED_CODE: dict = {}  # {(code object, its file, class name): (its globals, lifted code)}
_FACTORY_RESULT = "_stamen_lifted_function"
_THUNK_CODE: dict = {}
CALLS = "_stamen_calls"  # the local holding the stack of the function's active calls


def lifted(obj=None, /):
    """Returns `obj` (a function or class) rewritten to run on symbolic values."""
    if obj is None:
        return lifted
    if isinstance(obj, type):
        return _lift_class(obj)
    if isinstance(obj, (staticmethod, classmethod)):
        return type(obj)(lifted(obj.__func__))
    if type(obj) is CACHE_WRAPPER and isinstance(obj.__wrapped__, types.FunctionType):
        # `@lifted @functools.cache def f`: the cache of f lifted, as `@functools.cache
        # @lifted def f` (lifting the wrapper alone is not possible: it is C code)
        return functools.lru_cache(**obj.cache_parameters())(lifted(obj.__wrapped__))
    if not isinstance(obj, types.FunctionType):
        raise InvalidArgument(f"@lifted expects a function or a class, got {obj!r}")
    if getattr(obj, "__stamen_lifted__", False):
        return obj
    return _lift_function(obj)


def is_lifted(fn) -> bool:
    """Returns whether `fn` was produced by @lifted."""
    return getattr(fn, "__stamen_lifted__", False)


def lifted_source(fn) -> str:
    """Returns the rewritten source of a lifted function (for debugging stamen itself)."""
    return _SOURCES.get(fn.__code__, "")


# The special methods a container calls when it rebuilds its table, which stamen's own
# rebuilds must not run (see vm.values.storedhash).
_REPLAYABLE = {"__hash__": replayable_hash, "__eq__": replayable_eq}


def _lift_class(cls: type, ) -> type:
    for name, member in list(vars(cls).items()):
        function = member.__func__ if isinstance(member, (staticmethod, classmethod)) \
            else member
        if is_lifted(function):
            continue  # lifted already (the class is lifted again, or shares a method)
        if isinstance(function, types.FunctionType) and _generated(function):
            if name == "__init__" and "__dataclass_fields__" in vars(cls):
                _factory_lists_are_lifted(function)
            continue  # a dataclass's __init__, a NamedTuple's __new__: no source, no branches
        if isinstance(member, types.FunctionType) and name in _REPLAYABLE:
            setattr(cls, name, _REPLAYABLE[name](_lift_function(member, cls.__name__)))
        elif isinstance(member, types.FunctionType):
            setattr(cls, name, _lift_function(member, cls.__name__))
        elif isinstance(member, (staticmethod, classmethod)) and isinstance(
                member.__func__, types.FunctionType):
            setattr(cls, name, type(member)(_lift_function(member.__func__, cls.__name__)))
        elif type(member) is property:
            lifted_property = _lift_property(member, cls.__name__)
            lifted_property.__set_name__(cls, name)  # its name, for Python's messages
            setattr(cls, name, lifted_property)
        elif type(member) is functools.cached_property and isinstance(
                member.func, types.FunctionType) and not is_lifted(member.func):
            cached = _CachedProperty(_lift_function(member.func, cls.__name__))
            cached.__set_name__(cls, name)
            setattr(cls, name, cached)
    return cls


class _CachedProperty(functools.cached_property):
    """A lifted class's functools.cached_property: its function lifted, and the value it
    stores in the instance written through the store (Python's writes the instance's
    dict natively, which a first read under a symbolic condition could not undo)."""

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        try:
            namespace = instance.__dict__
        except AttributeError:  # `__slots__` without `__dict__`: Python's own TypeError
            raise TypeError(f"No '__dict__' attribute on {type(instance).__name__!r} "
                            f"instance to cache {self.attrname!r} property.") from None
        value = namespace.get(self.attrname, _NOT_FOUND)
        if value is _NOT_FOUND:
            value = runtime.cached_value(self, instance, self.attrname)
        return value


_NOT_FOUND = object()


def _factory_lists_are_lifted(init: types.FunctionType) -> None:
    """Makes a lifted dataclass's generated `__init__` build the values of its
    `field(default_factory=list)` fields as lifted code builds lists (stamen's `List`,
    which may grow on some paths only): a plain list made by the generated code could not,
    and the first `append` under a symbolic branch was refused as an untracked mutation."""
    for name, cell in zip(init.__code__.co_freevars, init.__closure__ or (), strict=False):
        if name.startswith("_dflt_") and cell.cell_contents is list:
            cell.cell_contents = List


def _lift_property(prop: property, class_name: str) -> property:
    """Returns `prop` with its getter, setter and deleter lifted (a property's functions
    are the class's code as much as its methods are: a branch in a setter on a symbolic
    value must be lifted, not refused)."""

    def lift(fn):
        if isinstance(fn, types.FunctionType) and not _generated(fn) and not is_lifted(fn):
            return _lift_function(fn, class_name)
        return fn

    return property(lift(prop.fget), lift(prop.fset), lift(prop.fdel), prop.__doc__)


def _generated(fn: types.FunctionType) -> bool:
    """Whether `fn` was made by exec() of generated text (a dataclass's or a namedtuple's
    methods, possibly wrapped, as a dataclass's __repr__ is), not written in a file: its
    file name is a pseudo-name such as "<string>" whose lines linecache does not serve (a
    program registered with linecache under a pseudo-name, as a generated test program or
    an IPython cell, has its source, so its methods are lifted)."""
    filename = inspect.unwrap(fn).__code__.co_filename
    return filename.startswith("<") and not linecache.getlines(filename)


def _function_ast(fn) -> tuple[ast.FunctionDef, str, int]:
    try:  # of fn's own code: inspect follows a wrapper's __wrapped__ to another function
        lines, first = inspect.getsourcelines(fn.__code__)
    except (OSError, TypeError) as exc:
        raise InvalidArgument(
            f"@lifted needs the source of {fn.__qualname__}, and Python cannot find it ({exc}); "
            f"define the function in a file, not in an interactive prompt or exec()"
        ) from exc
    source = textwrap.dedent("".join(lines))
    try:
        module = ast.parse(source)
    except SyntaxError as exc:
        raise InvalidArgument(
            f"@lifted cannot read the definition of {fn.__qualname__} at "
            f"{fn.__code__.co_filename}:{first} on its own ({exc.msg}); define it with a "
            f"`def` statement of its own") from None
    indent = len(lines[0]) - len(lines[0].lstrip())
    if indent:  # columns as in the file, not the dedented text
        for node in ast.walk(module):
            if hasattr(node, "col_offset"):
                node.col_offset += indent
                if getattr(node, "end_col_offset", None) is not None:
                    node.end_col_offset += indent
    fdef = module.body[0]
    if not isinstance(fdef, (ast.FunctionDef, ast.AsyncFunctionDef)):
        raise InvalidArgument(f"@lifted: {fn.__qualname__} is not defined by a def statement")
    ast.increment_lineno(module, first - 1)
    return fdef, source, first


def _lift_function(fn: types.FunctionType, class_name: str | None = None):
    if is_lifted(fn):
        return fn
    inner = getattr(fn, "__wrapped__", None)
    if isinstance(inner, types.FunctionType) and inner.__code__ is not fn.__code__:
        return _lift_wrapper(fn, inner, class_name)
    return _lift_own_code(fn, class_name)


def _lift_wrapper(fn: types.FunctionType, inner: types.FunctionType, class_name):
    """`@lifted` above another decorator (`@lifted @deco def f`, `@lifted
    @contextlib.contextmanager def g`): `fn` is the decorator's wrapper of `f`. The
    wrapper's own code is lifted, and calls `f` lifted: its closure cell holding `f` holds
    the lifted `f` (lifting `f`'s source alone, as inspect reports it, dropped the
    decorator). A wrapper that does not reach `f` through a closure cell is refused."""
    lifted_inner = inner if is_lifted(inner) else _lift_function(inner, class_name)
    cells = [i for i, c in enumerate(fn.__closure__ or ()) if _cell_holds(c, inner)]
    if not cells:
        code = inner.__code__
        raise UnsupportedConstruct(
            f"{code.co_filename}:{code.co_firstlineno}: @lifted above another decorator of "
            f"{inner.__name__}: the decorator's wrapper "
            f"does not hold the function in a closure, so stamen cannot lift it inside; put "
            f"@lifted below the other decorators, next to the def")
    closure = list(fn.__closure__)
    for i in cells:
        closure[i] = types.CellType(lifted_inner)
    # a cell holding the wrapper itself (`wrapper.calls += 1` in its own body) holds the
    # lifted wrapper, whose attributes the program reads as the decorated function's
    itself = types.CellType()
    for i, c in enumerate(closure):
        if _cell_holds(c, fn):
            closure[i] = itself
    rewired = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__,
                                 tuple(closure))
    rewired.__kwdefaults__ = fn.__kwdefaults__
    functools.update_wrapper(rewired, fn)
    del rewired.__wrapped__  # its own code is the one to lift
    new = _lift_own_code(rewired, class_name)
    itself.cell_contents = new
    # `functools.wraps` noted the decorated function (Python's `g.__wrapped__` is `f`, here
    # lifted); else the function as written, as for any lifted function
    new.__wrapped__ = lifted_inner if vars(fn).get("__wrapped__") is inner else fn
    new.__stamen_written__ = fn  # the decorated function as written (plain Python's)
    return new


def _cell_holds(cell, value) -> bool:
    """Whether the closure cell `cell` holds `value` (False for an empty cell)."""
    try:
        return cell.cell_contents is value
    except ValueError:
        return False


def _lift_own_code(fn: types.FunctionType, class_name: str | None = None):
    """Returns `fn` lifted from the source of its own code (rewritten once per code object:
    a class defined in a lifted function is lifted each time the function runs)."""
    # code objects compare equal across files (and modules) with the same text: the file
    # is in the key, and the globals the rewriting read are checked
    key = (fn.__code__, fn.__code__.co_filename, class_name)
    known = _LIFTED_CODE.get(key)
    new_code = known[1] if known is not None and known[0] is fn.__globals__ else None
    if new_code is None:
        if fn.__name__ == "<lambda>":
            fdef = _lambda_ast(fn)
        else:
            fdef, _, _ = _function_ast(fn)
        # A function renamed after its def (functools.total_ordering's `_gt_from_lt`,
        # installed as `__gt__`) is found by its code's name.
        if fdef.name not in (fn.__name__, fn.__code__.co_name) and fn.__name__ != "<lambda>":
            raise InvalidArgument(f"@lifted: cannot find the definition of {fn.__qualname__}")
        new_code = _lifted_code(fn, fdef, class_name)
        _LIFTED_CODE[key] = (fn.__globals__, new_code)
    new = _with_code(fn, new_code)
    functools.update_wrapper(new, fn)
    new.__stamen_lifted__ = True
    # a generator function: it returns a lifted generator (see lift.generators)
    new.__stamen_generator__ = bool(fn.__code__.co_flags & inspect.CO_GENERATOR)
    if class_name is not None and fn.__name__ in _OPERATOR_DUNDERS:
        return _operator_dunder(new)
    return new


# Python's operators call these natively and read NotImplemented there (then trying the
# reflected method, or raising TypeError); `==` and `!=` go through vm.python.dunders.
_OPERATOR_DUNDERS = frozenset(
    f"__{prefix}{op}__"
    for op in ("add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "divmod", "pow",
               "lshift", "rshift", "and", "xor", "or")
    for prefix in ("", "r", "i")) | {"__lt__", "__le__", "__gt__", "__ge__"}


def _operator_dunder(method: types.FunctionType) -> types.FunctionType:
    """Returns the lifted operator method `method` checked on return: Python's operator
    reads its NotImplemented natively, which cannot happen on some paths only, so a
    union with a NotImplemented member is refused (`runtime.operator_result`)."""
    @functools.wraps(method)
    def operator_method(*args, **kwargs):
        return runtime.operator_result(method.__name__, method(*args, **kwargs))

    operator_method.__stamen_lifted__ = True
    operator_method.__stamen_generator__ = False
    return operator_method


def _with_code(fn: types.FunctionType, new_code: types.CodeType) -> types.FunctionType:
    """Returns a function running `new_code` with fn's globals, defaults and closure cells;
    a cell holding `fn` itself (a function defined in another that names itself: its
    recursion, a decorator's `wrapper.calls += 1`) holds the new function, in a cell of its
    own (the original keeps calling itself)."""
    itself = types.CellType()
    cells = {name: itself if _cell_holds(c, fn) else c
             for name, c in zip(fn.__code__.co_freevars, fn.__closure__ or (), strict=True)}
    cells[RT] = types.CellType(runtime)
    closure = tuple(cells[name] for name in new_code.co_freevars)
    new = types.FunctionType(new_code, fn.__globals__, fn.__name__, fn.__defaults__, closure)
    new.__kwdefaults__ = fn.__kwdefaults__
    itself.cell_contents = new
    return new


def _names_lifted(decorator: ast.expr) -> bool:
    """Whether a decorator expression is `lifted` (`@lifted`, `@stamen.lifted`)."""
    return (isinstance(decorator, ast.Name) and decorator.id == "lifted") or (
        isinstance(decorator, ast.Attribute) and decorator.attr == "lifted")


def _lifted_code(fn: types.FunctionType, fdef: ast.FunctionDef, class_name) -> types.CodeType:
    """Returns the code object of the rewritten function definition `fdef` of `fn`."""
    filename = fn.__code__.co_filename
    setattr(fdef, REBOUND, any(not _names_lifted(d) for d in fdef.decorator_list))
    fdef.decorator_list = []
    _strip_definition_time_parts(fdef)
    _rewrite_zero_arg_super(fdef, filename)
    user_lambdas = [n for n in ast.walk(fdef) if isinstance(n, ast.Lambda)]
    Lifter(filename, fn.__globals__, class_name).lift_function(fdef)
    _count_calls(fdef, fn.__qualname__, filename, user_lambdas)
    # a function the rewriter made (a lambda inside a lifted thunk) has the runtime as a
    # free variable already: the factory passes it once
    freevars = [n for n in fn.__code__.co_freevars if n != RT]
    # The `def` must not bind the function's own name in the factory: the body's uses of
    # that name (recursion, or a global a method is named after) would find the factory's
    # local instead of the user's binding. The code object gets its real names back below.
    name = fdef.name
    fdef.name = _FACTORY_RESULT
    factory = ast.FunctionDef(
        name="_stamen_factory",
        args=ast.arguments(posonlyargs=[], args=[ast.arg(arg=n) for n in [RT, *freevars]],
                           vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]),
        body=[fdef, ast.Return(value=ast.Name(id=_FACTORY_RESULT, ctx=ast.Load()))],
        decorator_list=[], returns=None, type_params=[])
    ast.copy_location(factory, fdef)
    module = ast.Module(body=[factory], type_ignores=[])
    ast.fix_missing_locations(module)
    try:
        code = compile(module, filename, "exec")
    except SyntaxError as exc:  # a bug in the rewriter, never the user's fault
        raise UnsupportedConstruct(
            f"{filename}:{exc.lineno}: stamen could not lift {fn.__qualname__}: {exc.msg}"
        ) from exc
    namespace: dict = {}
    exec(code, fn.__globals__, namespace)  # noqa: S102 - compiling the user's own function
    inner = namespace["_stamen_factory"](runtime, *[None] * len(freevars))
    new_code = _user_qualnames(inner.__code__, fn.__code__.co_qualname).replace(
        co_name=fn.__code__.co_name)
    fdef.name = name
    _SOURCES[new_code] = ast.unparse(fdef)
    return new_code


_MADE_PREFIX = f"_stamen_factory.<locals>.{_FACTORY_RESULT}"
_MADE_SEGMENT = re.compile(r"_stamen_\w+\.<locals>\.")


def _user_qualnames(code: types.CodeType, qualname: str) -> types.CodeType:
    """Returns `code` with the qualified names Python would give: the function's own, and
    those of the functions and classes defined inside it (their `__qualname__`, which
    messages show: "3 is not a valid f.<locals>.Color"), without the factory that compiled
    it or the closures the rewriter made (a `try` body) in the path."""

    def user_name(name: str) -> str:
        return qualname + _MADE_SEGMENT.sub("", name[len(_MADE_PREFIX):])

    def rename(c: types.CodeType) -> types.CodeType:
        consts = tuple(rename(k) if type(k) is types.CodeType else
                       user_name(k) if type(k) is str and k.startswith(_MADE_PREFIX + ".")
                       else k for k in c.co_consts)
        name = user_name(c.co_qualname) if c.co_qualname.startswith(_MADE_PREFIX) else \
            c.co_qualname
        return c.replace(co_consts=consts, co_qualname=name)

    return rename(code)


def _count_calls(fdef: ast.FunctionDef, qualname: str, filename: str,
                 user_lambdas: list[ast.Lambda]) -> None:
    """Makes the body of the rewritten function, and of each `def` and `lambda` of the user
    nested in it, record its call while it runs (`enter_call`, popped in a `finally`, or
    for a lambda by `lambda_call`), which bounds recursion of symbolic depth (see
    lift.recursion). The rewriter's own closures (`_stamen_*` functions, the lambdas it
    makes) are parts of a body, not calls of a function."""
    mine = {id(n) for n in user_lambdas}  # `user_lambdas` keeps the nodes (and ids) alive
    for node in ast.walk(fdef):
        if isinstance(node, ast.Lambda) and id(node) in mine:
            where = ast.Constant(f"{filename}:{node.lineno}")
            enter = call(rt("enter_call"), [ast.Constant(f"{qualname}.<locals>.<lambda>"), where])
            node.body = call(rt("lambda_call"), [enter, emit_thunk(node.body)])
            continue
        if not isinstance(node, ast.FunctionDef) or node.name.startswith("_stamen_"):
            continue
        name = qualname if node is fdef else f"{qualname}.<locals>.{node.name}"
        head = []
        body = node.body
        while body and (isinstance(body[0], (ast.Global, ast.Nonlocal)) or _is_docstring(body[0])):
            head.append(body.pop(0))
        enter = assign(CALLS, call(rt("enter_call"), [
            ast.Constant(name), ast.Constant(f"{filename}:{node.lineno}")]))
        pop = ast.Expr(call(ast.Attribute(value=ast.Name(id=CALLS, ctx=ast.Load()), attr="pop",
                                          ctx=ast.Load()), []))
        node.body = [*head, enter, ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[],
                                           finalbody=[pop])]


def _is_docstring(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            and isinstance(stmt.value.value, str))


def lift_thunk(thunk):
    """Returns a query's thunk lifted (so `len`, `if`, `and` in it work on symbolic values),
    or the thunk itself when it is not a plain Python function or its source is unknown,
    or is already lifted: @lifted, or a lambda written inside lifted code (whose rewritten
    code calls the runtime through the enclosing function's `_stamen_rt`)."""
    if not isinstance(thunk, types.FunctionType) or is_lifted(thunk) or \
            RT in thunk.__code__.co_freevars:
        return thunk
    code = thunk.__code__
    new_code = _THUNK_CODE.get(code)
    if new_code is None:
        try:
            fdef = _thunk_ast(thunk)
        except (InvalidArgument, OSError, SyntaxError):
            fdef = None
        if fdef is None:
            _THUNK_CODE[code] = False
            return thunk
        new_code = _THUNK_CODE[code] = _lifted_code(thunk, fdef, None)
    if new_code is False:
        return thunk
    return _with_code(thunk, new_code)


def _lambda_ast(fn) -> ast.FunctionDef:
    """Returns a lambda's definition as a FunctionDef, found in its whole file (its own
    lines may not parse alone, e.g. inside a multi-line list)."""
    where = f"{fn.__code__.co_filename}:{fn.__code__.co_firstlineno}"
    try:
        fdef = _thunk_ast(fn)
    except SyntaxError as exc:
        raise InvalidArgument(f"@lifted cannot parse the file of the lambda at {where} "
                              f"({exc.msg})") from None
    if fdef is None:
        raise InvalidArgument(
            f"@lifted needs the source of the lambda at {where}, and Python cannot find it; "
            f"define the function in a file, not in an interactive prompt or exec()")
    return fdef


def _thunk_ast(fn) -> ast.FunctionDef | None:
    """Returns the definition of a thunk as a FunctionDef (a lambda becomes `return body`)."""
    if fn.__name__ != "<lambda>":
        fdef, _, _ = _function_ast(fn)
        return fdef if fdef.name == fn.__name__ else None

    code = fn.__code__
    lines = linecache.getlines(code.co_filename)
    if not lines:
        return None
    tree = ast.parse("".join(lines))
    candidates = [n for n in ast.walk(tree) if isinstance(n, ast.Lambda)
                  and n.lineno == code.co_firstlineno]
    if not candidates:
        return None
    lam = candidates[0]
    if len(candidates) > 1:
        cols = [p[2] for p in code.co_positions() if p[0] == code.co_firstlineno and p[2]]
        first = min(cols) if cols else None
        # the body's column (the user's lambda), else the `lambda` keyword's (a lambda the
        # rewriter compiled: its instructions carry the lambda node's location)
        matches = ([c for c in candidates if c.body.col_offset == first]
                   or [c for c in candidates if c.col_offset == first])
        if matches:
            lam = matches[0]
    fdef = ast.FunctionDef(name="_stamen_thunk", args=lam.args, body=[ast.Return(value=lam.body)],
                           decorator_list=[], returns=None, type_params=[])
    return ast.copy_location(fdef, lam)


def _strip_definition_time_parts(fdef: ast.FunctionDef) -> None:
    """Drops what Python evaluates when the `def` runs (defaults, annotations): they were
    evaluated in the user's scope already, and the new function reuses fn's defaults and
    annotations, while the rewritten `def` runs in a scope without the user's locals."""
    a = fdef.args
    a.defaults = [ast.Constant(None) for _ in a.defaults]
    a.kw_defaults = [None if d is None else ast.Constant(None) for d in a.kw_defaults]
    for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]:
        if arg is not None:
            arg.annotation = None
    fdef.returns = None


def _rewrite_zero_arg_super(fdef: ast.FunctionDef, filename: str) -> None:
    """`super()` inside closures would bind the wrong `self`: make it explicit."""
    args = fdef.args.posonlyargs + fdef.args.args
    for node in ast.walk(fdef):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "super" and not node.args):
            if not args:
                raise UnsupportedConstruct(f"{filename}:{node.lineno}: super() without self")
            node.args = [ast.Name(id="__class__", ctx=ast.Load()),
                         ast.Name(id=args[0].arg, ctx=ast.Load())]
