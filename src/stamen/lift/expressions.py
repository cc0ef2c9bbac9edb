"""Rewriting expressions of a lifted function: short-circuit operators, conditional
expressions, chained comparisons and comprehensions become calls with thunks; loads of
locals that may be unbound are checked; subscripts, container displays, mutating method
calls and builtins go through the runtime."""

from __future__ import annotations

import ast
import builtins
import collections
import copy
import sys
import types
from fractions import Fraction

from stamen.errors import UnsupportedConstruct
from stamen.lift import emit
from stamen.lift.enums import is_enum_class
from stamen.vm.paths.crossing import is_program_helper
from stamen.vm.python.strings import STR_METHODS
from stamen.vm.values.untracked import foreign_function
from stamen.vm.values.writefree import CACHE_WRAPPER

__all__ = ["ExprLifter", "C_RESULTS", "LIFTED_BUILTINS", "LIBRARY_CALLEES", "MUTATORS",
           "MUTATING_FUNCTIONS", "refuse_walrus_in"]

LIFTED_BUILTINS = {
    "len", "min", "max", "abs", "sum", "any", "all", "list", "tuple", "isinstance", "reversed",
    "enumerate", "zip", "range", "sorted", "map", "filter", "bool", "int", "dict", "set", "pow",
    "round", "float", "str", "repr", "ascii", "format", "type", "hash", "id", "callable", "ord",
    "chr", "hex", "bin", "oct", "iter", "getattr", "hasattr", "setattr", "delattr", "print",
    "frozenset", "next", "issubclass", "divmod", "dir", "vars", "locals",
}
# The special methods whose result Python's C code checks for a concrete type (`range`
# calls `__index__` and wants an int, `format()` calls `__format__` and wants a str).
C_RESULTS = {"__index__": "int", "__int__": "int", "__len__": "int", "__length_hint__": "int",
             "__hash__": "int", "__float__": "float", "__complex__": "complex",
             "__bool__": "bool", "__str__": "str", "__repr__": "str", "__format__": "str",
             "__bytes__": "bytes"}
MUTATING_FUNCTIONS = {  # functions that mutate a list argument: called through the runtime
    # (`fcall`) so the store logs the list first
    "heappush", "heappop", "heapify", "heapreplace", "heappushpop", "insort", "insort_left",
    "insort_right",
}
# The library functions and types stamen has in lifted Python (filled by lift.stdlib through
# the runtime): a call of one, by any name, goes through the runtime (`dcall`).
LIBRARY_CALLEES: set = set()
MATH_FUNCTIONS = {  # math functions a symbolic float reaches through float(): called
    # through the runtime (`fcall`), which gives them their meaning on terms
    "isnan", "isinf", "isfinite", "copysign", "fabs", "isclose", "fsum", "sqrt",
}
_BINOPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
           ast.Mod: "%", ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|",
           ast.BitAnd: "&", ast.BitXor: "^", ast.MatMult: "@"}
TERM_FIELDS = {"op", "args", "sort", "tid", "ikey"}  # attributes every stamen term has
MUTATORS = {  # methods called through the runtime: writes go through the store, and dict
    # reads see keys present on some paths only
    "append", "insert", "pop", "extend", "remove", "clear", "reverse", "sort", "update",
    "count", "index",  # list/tuple methods that compare elements (vm.seqlib)
    "setdefault", "popitem", "add", "discard", "difference_update", "intersection_update",
    "symmetric_difference_update", "get", "keys", "values", "items",
    "union", "intersection", "difference", "symmetric_difference", "issubset", "issuperset",
    "isdisjoint", "fromkeys",
    "__setitem__", "__delitem__",  # `d.__setitem__(k, v)`, as a lambda writes: `d[k] = v`
    "join",  # str.join over a list of symbolic length or with union elements
    # str methods: a union argument is split into its members (native code rejects it)
    "find", "rfind", "startswith", "endswith", "split", "rsplit", "replace", "strip",
    "lstrip", "rstrip", "partition", "rpartition", "removeprefix", "removesuffix",
}
_COMPARE = {
    ast.Eq: "eq", ast.NotEq: "ne", ast.Lt: "lt", ast.LtE: "le", ast.Gt: "gt", ast.GtE: "ge",
    ast.In: "in_", ast.NotIn: "not_in", ast.Is: "is_", ast.IsNot: "is_not",
}


def refuse_walrus_in(nodes, where) -> None:
    """Refuses an assignment expression (`:=`) in operands that the lifted code evaluates
    in a thunk (the right operands of `and`/`or` and of a chained comparison, the branches
    of a conditional expression, a `while` test): in the thunk, the walrus would bind its
    name in the lambda, not in the user's function, and the function would go on with the
    old value."""
    for node in nodes:
        for sub in ast.walk(node):
            if isinstance(sub, ast.NamedExpr):
                raise UnsupportedConstruct(
                    f"{where(sub)}: an assignment expression (`{sub.target.id} := ...`) in "
                    f"the right operand of `and`/`or` or of a chained comparison, a branch "
                    f"of a conditional expression or the test of a `while` with an `else` is "
                    f"not supported in lifted code; assign it in a statement of its own first")


def _global_callee(func, local_names, module_globals: dict):
    """Returns the object the callee `func` names when the function is lifted: a global
    (`gcd`) or a global module's attribute (`math.gcd`); None for anything else."""
    if isinstance(func, ast.Name):
        return None if func.id in local_names else module_globals.get(func.id)
    if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            and func.value.id not in local_names
            and isinstance(module_globals.get(func.value.id), types.ModuleType)):
        return getattr(module_globals[func.value.id], func.attr, None)
    return None


def _binds(name: str, call: ast.Call) -> bool:
    """Whether the arguments of `call`, a call of the builtin `name`, fit its lifted
    replacement's signature (a call with `*` or `**` is taken to fit: its shape shows when
    it runs). One that does not is Python's call to make: its TypeError names the builtin,
    not stamen's replacement."""
    import inspect

    from stamen.lift import builtins as lifted_builtins

    if any(isinstance(a, ast.Starred) for a in call.args) or any(
            k.arg is None for k in call.keywords):
        return True
    try:
        inspect.signature(getattr(lifted_builtins, f"b_{name}")).bind(
            *call.args, **{k.arg: None for k in call.keywords})
    except TypeError:
        return False
    return True


def library_function(target) -> bool:
    """Whether `target` is a C function of a module (`math.gcd`, `operator.add`) or a
    function of Python's standard library (`dataclasses.astuple`): code that is not lifted
    and cannot take a symbolic or union argument, so lifted code calls it through the
    runtime (`ncall`), which splits a union argument per member."""
    if isinstance(target, types.FunctionType):
        if getattr(target, "__stamen_lifted__", False):
            return False
        module = (getattr(target, "__module__", None) or "").partition(".")[0]
        return module in sys.stdlib_module_names
    return isinstance(target, types.BuiltinFunctionType) and isinstance(
        getattr(target, "__self__", None), types.ModuleType)


def _library_callee(target) -> bool:
    """Whether `target` is a library function or type stamen has in lifted Python."""
    try:
        return target in LIBRARY_CALLEES
    except TypeError:  # unhashable: none of them
        return False


def _module_c_function(func, local_names, module_globals: dict) -> bool:
    """Whether the callee `func` names, when the function is lifted, a library function
    (see `library_function`)."""
    return library_function(_global_callee(func, local_names, module_globals))


# Builtins called where they are written: those that read the caller's frame or build
# classes, and `slice`, which holds its bounds as they are (symbolic ones too: stamen
# reads them in a subscript or `indices`).
_FRAME_BUILTINS = frozenset({"locals", "globals", "vars", "dir", "super", "eval", "exec",
                             "breakpoint", "__build_class__", "__import__", "object",
                             "property", "staticmethod", "classmethod", "slice"})
_BUILTIN_TYPES = frozenset({"str", "bytes", "bytearray", "int", "float", "complex", "dict",
                            "list", "tuple", "set", "frozenset"})


def _builtin_c_callee(func, local_names, module_globals: dict) -> bool:
    """Whether the callee `func` is a C builtin stamen has no lifted replacement for
    (`bytes`, `complex`, `float.fromhex`, `str.maketrans`): called through the runtime
    (`ncall`), which splits a union argument per member and refuses a symbolic argument
    the C code cannot read, where a direct call raised Python's TypeError as the
    program's. Not an exception class (raising one takes its arguments as they are),
    except an exception group, whose C code reads its sequence of exceptions."""
    if isinstance(func, ast.Name):
        name = func.id
        if name in local_names or name in module_globals or name in LIFTED_BUILTINS or \
                name in _FRAME_BUILTINS:
            return False
        target = getattr(builtins, name, None)
        return isinstance(target, types.BuiltinFunctionType) or (
            isinstance(target, type) and (not issubclass(target, BaseException)
                                          or issubclass(target, BaseExceptionGroup)))
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        owner = func.value.id
        if owner not in _BUILTIN_TYPES or owner in local_names or owner in module_globals:
            return False
        return isinstance(getattr(getattr(builtins, owner), func.attr, None),
                          types.BuiltinFunctionType)  # a classmethod or staticmethod
    return False


def _is_str_constant(node) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _splat(kind: str, elts: list) -> ast.expr:
    """Returns the runtime call building a list or tuple display with starred parts (a
    starred part may have a symbolic length, which native unpacking cannot splice), or
    the list of a set display's members (kind "members", see seqlib.splat)."""
    parts = [e.value if isinstance(e, ast.Starred) else e for e in elts]
    stars = tuple(isinstance(e, ast.Starred) for e in elts)
    return emit.call("splat", [ast.Constant(kind), ast.Tuple(elts=parts, ctx=ast.Load()),
                               ast.Constant(stars)])


_SPREAD = "_stamen_spread"  # the parameter holding a starred call's concrete arguments
_CALLEE = "_stamen_callee"  # the parameter holding its callee (or the callee's object)


def _is_spread_name(node) -> bool:
    return isinstance(node, ast.Name) and node.id == _SPREAD


def _names_super(node) -> bool:
    """Whether an expression calls `super()`, which a lambda around it would break (the
    zero-argument form reads the enclosing function's first argument)."""
    return any(isinstance(n, ast.Name) and n.id == "super" for n in ast.walk(node))


def _runtime_callee(value) -> bool:
    """Whether calling the global `value` needs the runtime (`dcall`): a functools cache
    (see `runtime.cached_call`), an Enum class (see `lift.enums`), an un-lifted helper of
    the program's (see `crossing.call_program_helper`), or any other Python function
    stamen does not lift (a library's wrapper such as `functools.singledispatch`'s), which
    must not see a union (`runtime.dcall` calls it per member)."""
    return (type(value) is CACHE_WRAPPER or is_enum_class(value) or is_program_helper(value)
            or foreign_function(value) or _own_new(value))


def _own_new(value) -> bool:
    """Whether `value` is a class whose `__new__` is lifted (its result may differ by path:
    `runtime.dcall` runs `__init__` where it is an instance)."""
    return isinstance(value, type) and getattr(getattr(value, "__new__", None),
                                               "__stamen_lifted__", False)


def _method_callee(func: ast.expr) -> ast.expr:
    """Returns the callee of a call as lifted code reads it: `obj.name` of a method call
    becomes `callee(obj, "name")` (a method stored on the instance on some paths only is
    the class's on the others); any other callee as it is."""
    if not isinstance(func, ast.Attribute) or (
            isinstance(func.value, ast.Name) and func.value.id.startswith("_stamen")):
        return func
    return ast.copy_location(emit.call("callee", [func.value, ast.Constant(func.attr)]), func)


# The builtins that take every element of an iterable argument before running any code of
# the program's (`visit_Call`): a generator expression passed to them is computed at once.
_TAKE_ALL = {"list", "tuple", "set", "frozenset", "sorted", "sum", "min", "max", "dict",
             "len", "reversed"}

# The nodes of an expression that can neither raise nor have an effect when its operands
# are numbers, bools and tuples of them (a generator expression made only of these is
# computed at once: `visit_GeneratorExp`). Division, modulo, power and shifts raise on
# some operands; calls, attribute and item reads, walruses, awaits and nested
# comprehensions may raise or have effects.
_SAFE_NODES = (ast.Name, ast.Constant, ast.Tuple, ast.BinOp, ast.UnaryOp, ast.Compare,
               ast.BoolOp, ast.IfExp, ast.expr_context, ast.boolop, ast.unaryop, ast.cmpop,
               ast.Add, ast.Sub, ast.Mult, ast.BitAnd, ast.BitOr, ast.BitXor)


def _eager_safe(node: ast.GeneratorExp) -> bool:
    """Whether computing the generator expression's elements ahead of its consumer is
    invisible: every part Python evaluates lazily (the element, the conditions and the
    inner loops' iterables; not the first iterable, evaluated at once) is made of
    `_SAFE_NODES`, and every loop target is a name or a tuple of names."""
    return all(isinstance(n, _SAFE_NODES) for n in _lazy_nodes(node))


def _lazy_nodes(node: ast.GeneratorExp):
    """Yields the nodes of the parts of a generator expression Python evaluates lazily, per
    element: the element, the conditions, the inner loops' iterables and the targets."""
    for part in (node.elt, *(c for g in node.generators for c in g.ifs),
                 *(g.iter for g in node.generators[1:]), *(g.target for g in node.generators)):
        yield from ast.walk(part)


def _one_loop_search(func: ast.expr, gen: ast.GeneratorExp, name: str) -> ast.GeneratorExp:
    """Returns the generator expression of `any(gen)` / `all(gen)` (`name`; `func` names the
    builtin) as one loop with no condition, searched the same: Python's `any(E for a in A
    for b in B)` is `any(any(E for b in B) for a in A)`, and `any(E for a in A if C)` is
    `any((E if C else False) for a in A)` (all(): True), element for element, each part
    evaluated as often and in the same order. A lifted generator's step runs a loop of
    its own to the next element a condition passes, which the search would repeat at
    every step (see `generators.first_hit`)."""
    first, rest = gen.generators[0], gen.generators[1:]
    elt = gen.elt
    if rest:
        inner = ast.GeneratorExp(elt=elt, generators=rest)
        elt = ast.Call(func=copy.deepcopy(func), args=[inner], keywords=[])
    skipped = ast.Constant(name == "all")
    for cond in reversed(first.ifs):
        elt = ast.IfExp(test=cond, body=elt, orelse=skipped)
    loop = ast.comprehension(target=first.target, iter=first.iter, ifs=[],
                             is_async=first.is_async)
    out = ast.GeneratorExp(elt=elt, generators=[loop])
    for node in (out, loop):
        ast.copy_location(node, gen)
    return ast.fix_missing_locations(out)


class ExprLifter(ast.NodeTransformer):
    """Rewrites one expression (see the module docstring)."""

    def __init__(self, lifter, pending: list, fn):
        self.lifter, self.pending, self.fn = lifter, pending, fn
        self.lambda_depth = 0
        self.lambda_bound: list[set] = []  # per enclosing lambda: the names bound in it

    def visit_Name(self, node):
        if not isinstance(node.ctx, ast.Load) or getattr(
                node, "_stamen_raw", False):  # a generator's locals, saved as they are
            return node
        if self.lambda_depth:
            return self._lambda_free_name(node)
        if node.id in self.fn.locals:
            if node.id not in self.lifter.definite:
                return ast.copy_location(emit.call("bound", [node]), node)
            return node
        kind = self.fn.declared.get(node.id)
        if kind is not None or (node.id not in self.lifter.globals and node.id != self.fn.name
                                and not hasattr(builtins, node.id)
                                and not node.id.startswith("_stamen")):
            # a global or nonlocal the program may bind or delete on some paths only
            return ast.copy_location(emit.call("gload", [node, ast.Constant(node.id),
                                                         ast.Constant(kind or "global")]),
                                     node)
        return node

    def visit_BoolOp(self, node):
        refuse_walrus_in(node.values[1:], self.lifter.where)
        values = [self.visit(v) for v in node.values]
        name = "and_" if isinstance(node.op, ast.And) else "or_"
        call = emit.call(name, [values[0], *(emit.thunk(v) for v in values[1:])])
        return ast.copy_location(call, node)

    def visit_UnaryOp(self, node):
        node.operand = self.visit(node.operand)
        if isinstance(node.op, ast.Not):
            return ast.copy_location(emit.call("not_", [node.operand]), node)
        return node

    def visit_Compare(self, node):
        left = self.visit(node.left)
        if len(node.ops) > 1:
            refuse_walrus_in(node.comparators, self.lifter.where)
        rights = [self.visit(c) for c in node.comparators]
        if len(node.ops) == 1:
            call = emit.call(_COMPARE[type(node.ops[0])], [left, rights[0]])
            return ast.copy_location(call, node)
        pairs = [ast.Tuple(elts=[ast.Constant(_COMPARE[type(op)]), emit.thunk(r)], ctx=ast.Load())
                 for op, r in zip(node.ops, rights, strict=True)]
        return ast.copy_location(emit.call("chain", [left, *pairs]), node)

    def visit_JoinedStr(self, node):
        """An f-string: each field is formatted by the runtime (per path, or refused)."""
        parts = []
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                spec = self.visit(part.format_spec) if part.format_spec is not None \
                    else ast.Constant("")
                parts.append(emit.call("fvalue", [self.visit(part.value),
                                                  ast.Constant(part.conversion), spec]))
            else:
                parts.append(part)
        return ast.copy_location(emit.call("fstring", parts), node)

    def visit_BinOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Mod) and _is_str_constant(node.left):
            return ast.copy_location(emit.call("percent", [node.left, node.right]), node)
        call = emit.call("binop", [ast.Constant(_BINOPS[type(node.op)]), node.left, node.right])
        return ast.copy_location(call, node)

    def visit_IfExp(self, node):
        refuse_walrus_in([node.body, node.orelse], self.lifter.where)
        test, body, orelse = self.visit(node.test), self.visit(node.body), self.visit(node.orelse)
        call = emit.call("ifexp", [test, emit.thunk(body), emit.thunk(orelse)])
        return ast.copy_location(call, node)

    def visit_Subscript(self, node):
        if not isinstance(node.ctx, ast.Load):
            return self.generic_visit(node)
        value = self.visit(node.value)
        key = self.visit(emit.slice_expr(node.slice))
        return ast.copy_location(emit.call("getitem", [value, key]), node)

    def visit_List(self, node):
        self.generic_visit(node)
        if isinstance(node.ctx, ast.Load):
            if any(isinstance(e, ast.Starred) for e in node.elts):
                return ast.copy_location(_splat("list", node.elts), node)
            return ast.copy_location(emit.call("mklist", [node]), node)
        return node

    def visit_Tuple(self, node):
        self.generic_visit(node)
        if isinstance(node.ctx, ast.Load) and any(isinstance(e, ast.Starred)
                                                  for e in node.elts):
            return ast.copy_location(_splat("tuple", node.elts), node)
        return node

    def visit_Set(self, node):
        """`{a, b, *c}` becomes `build_set([a, b, *c])`: members compare by value."""
        self.generic_visit(node)
        elements = ast.List(elts=node.elts, ctx=ast.Load())
        if any(isinstance(e, ast.Starred) for e in node.elts):
            elements = _splat("members", node.elts)  # a starred part: of symbolic shape?
        return ast.copy_location(emit.call("build_set", [elements]), node)

    def visit_Dict(self, node):
        """`{k: v, **m}` becomes `build_dict((k, v), (m,))`: keys compare by value, in
        Python's order of evaluation."""
        self.generic_visit(node)
        parts = [ast.Tuple(elts=[v] if k is None else [k, v], ctx=ast.Load())
                 for k, v in zip(node.keys, node.values, strict=True)]
        return ast.copy_location(emit.call("build_dict", parts), node)

    def visit_Attribute(self, node):
        """`obj.name` (a load) becomes `attr(obj, "name")`: an attribute set on some paths
        only is read where present (AttributeError elsewhere), and a mutating method read
        as a value (`add = xs.append`) still goes through the store."""
        node.value = self.visit(node.value)
        if not isinstance(node.ctx, ast.Load) or (
                isinstance(node.value, ast.Name) and node.value.id.startswith("_stamen")):
            return node
        if node.attr == "__class__":
            return ast.copy_location(emit.call("b_type", [node.value]), node)
        if node.attr in TERM_FIELDS:  # a term's own field is not the value's attribute
            return ast.copy_location(
                emit.call("b_getattr", [node.value, ast.Constant(node.attr)]), node)
        return ast.copy_location(emit.call("attr", [node.value, ast.Constant(node.attr)]), node)

    def visit_Call(self, node):
        for k in node.keywords:  # `**m`: its keys as the call binds them (see runtime)
            if k.arg is None and not getattr(k, "_stamen_spread", False):
                k._stamen_spread = True
                k.value = ast.copy_location(emit.call("spread_keywords", [k.value]), k.value)
        if any(isinstance(a, ast.Starred) and not _is_spread_name(a.value)
               for a in node.args) and not _names_super(node.func):
            return self._star_call(node)
        search = self._search(node)
        if search is not None:
            return search
        if node.args and isinstance(node.args[0], ast.GeneratorExp) and self._takes_all(node):
            node.args[0]._stamen_taken_whole = True  # computed at once: no one can tell
        for a in node.args:  # `f(*(E for ...))`: spread whole before the call
            if isinstance(a, ast.Starred) and isinstance(a.value, ast.GeneratorExp):
                a.value._stamen_taken_whole = True
        func = node.func
        if isinstance(func, ast.Attribute):  # a method call: the callee is not an `attr` read
            func.value = self.visit(func.value)
            node.args = [self.visit(a) for a in node.args]
            node.keywords = [self.visit(k) for k in node.keywords]
        else:
            self.generic_visit(node)
        callee = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        if (isinstance(func, ast.Name) and func.id in LIFTED_BUILTINS
                and func.id not in self.fn.locals and func.id not in self.lifter.globals):
            if not _binds(func.id, node):  # Python's own TypeError (or answer): see runtime
                return ast.copy_location(emit.call(
                    "builtin_misuse", [ast.Constant(func.id), *node.args], node.keywords), node)
            node.func = emit.rt(f"b_{func.id}")
        elif (isinstance(func, ast.Name) and func.id not in self.fn.locals
              and self.lifter.globals.get(func.id) is Fraction):
            node.func = emit.rt("b_fraction")  # Fraction(x) of a symbolic x: an exact real
        elif _global_callee(func, self.fn.locals, self.lifter.globals) is collections.Counter:
            node.func = emit.rt("b_counter")  # counts with keys compared by value
        elif _library_callee(_global_callee(func, self.fn.locals, self.lifter.globals)):
            return ast.copy_location(emit.call("dcall", [node.func, *node.args], node.keywords),
                                     node)
        elif (isinstance(func, ast.Attribute) and func.attr == "format"
              and _is_str_constant(func.value)):
            return ast.copy_location(
                emit.call("str_format", [func.value, *node.args], node.keywords), node)
        elif isinstance(func, ast.Attribute) and func.attr in ("format", "format_map"):
            return ast.copy_location(  # on each string the receiver may be
                emit.call(f"{func.attr}_method", [func.value, *node.args], node.keywords), node)
        elif (isinstance(func, ast.Attribute) and func.attr in STR_METHODS
              and func.attr not in MUTATORS):
            return ast.copy_location(
                emit.call("smethod", [func.value, ast.Constant(func.attr), *node.args],
                          node.keywords), node)
        elif isinstance(func, ast.Attribute) and func.attr in MUTATORS:
            return ast.copy_location(
                emit.call("mcall", [func.value, ast.Constant(func.attr), *node.args],
                      node.keywords), node)
        elif callee in MUTATING_FUNCTIONS or callee in MATH_FUNCTIONS:
            return ast.copy_location(emit.call("fcall", [func, *node.args], node.keywords), node)
        elif (isinstance(func, ast.Attribute) and func.attr in ("__setattr__", "__delattr__")
              and isinstance(func.value, ast.Name) and func.value.id == "object"
              and "object" not in self.fn.locals and "object" not in self.lifter.globals):
            # object.__setattr__(o, name, v), as a frozen dataclass's __post_init__ writes:
            # through the store, so a write under a symbolic condition is undone and merged
            name = "object_setattr" if func.attr == "__setattr__" else "object_delattr"
            return ast.copy_location(emit.call(name, node.args, node.keywords), node)
        elif _module_c_function(func, self.fn.locals, self.lifter.globals) or \
                _builtin_c_callee(func, self.fn.locals, self.lifter.globals):
            return ast.copy_location(emit.call("ncall", [func, *node.args], node.keywords), node)
        elif self._dispatched(func):
            return ast.copy_location(emit.call("dcall", [_method_callee(node.func), *node.args],
                                               node.keywords), node)
        node.func = _method_callee(node.func)
        return node

    def _star_call(self, node):
        """Returns `f(a, *xs, b)` as `star_call(lambda _stamen_spread, _stamen_callee:
        f(*_stamen_spread), HEAD, (a, xs, b), (False, True, False))`: a starred argument
        may have a symbolic length, which native unpacking cannot spread (the runtime makes
        one call per length). Python evaluates the callee before the arguments, so a
        callee computed by an expression (`pick()(*xs)`, `fs[i](*xs)`, `make().m(*xs)`)
        is evaluated first as HEAD (its object, for a method) and called through
        `_stamen_callee`; a name or a name's attribute, whose reading has no effect the
        arguments can see, stays in the call, where it is dispatched as the rewriter
        sees it (a builtin by name, a mutating method)."""
        head, node.func = self._callee_first(node.func)
        parts = [self.visit(a.value if isinstance(a, ast.Starred) else a) for a in node.args]
        stars = tuple(isinstance(a, ast.Starred) for a in node.args)
        node.args = [ast.Starred(value=emit.name(_SPREAD), ctx=ast.Load())]
        self.lambda_depth += 1
        if isinstance(node.func, ast.Name) and node.func.id == _CALLEE:
            node.keywords = [self.visit(k) for k in node.keywords]
            inner = emit.call("dcall", [node.func, *node.args], node.keywords)
        else:
            inner = self.visit_Call(node)
        self.lambda_depth -= 1
        args = ast.arguments(posonlyargs=[], args=[ast.arg(arg=_SPREAD), ast.arg(arg=_CALLEE)],
                             vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None,
                             defaults=[])
        call = emit.call("star_call", [ast.Lambda(args=args, body=inner), head,
                                       ast.Tuple(elts=parts, ctx=ast.Load()),
                                       ast.Constant(stars)])
        return ast.copy_location(call, node)

    def _builtin_named(self, func, names) -> str | None:
        """Returns the name of the builtin `func` calls when it is one of `names`, read by
        a name the program does not rebind; else None."""
        if (isinstance(func, ast.Name) and func.id in names and func.id not in self.fn.locals
                and func.id not in self.lifter.globals):
            return func.id
        return None

    def _search(self, node):
        """`any(E for ...)` / `all(E for ...)` whose element may raise (not `_eager_safe`)
        stops at the first element deciding it, as Python's any() and all() do: one that
        calls a function is searched by the runtime (`search_own`), any other becomes a
        lifted search loop; None for any other call."""
        name = self._builtin_named(node.func, ("any", "all"))
        if (name is None or self.lambda_depth or len(node.args) != 1 or node.keywords
                or not isinstance(node.args[0], ast.GeneratorExp)):
            return None
        gen = node.args[0]
        if _eager_safe(gen):
            gen._stamen_taken_whole = True  # computed at once: no one can tell
            return None
        if any(isinstance(n, ast.Call) for n in ast.walk(gen.elt)):
            # an element that calls a function (websynth's search through its DOM, a
            # recursive call per child): a lifted generator, searched by the runtime,
            # which takes the elements left at once where none of them writes or fails
            # (`generators.first_hit`) instead of a branch per element
            gen = _one_loop_search(node.func, gen, name)
            return ast.copy_location(
                emit.call("search_own", [ast.Constant(name), self.visit(gen)]), node)
        return self._comprehension(gen, name)

    def _takes_all(self, node) -> bool:
        """Whether the call takes every element of its first argument before it runs any
        code of the program's (a builtin that builds, sums, sorts or joins them), so that a
        generator expression there may be computed at once."""
        func = node.func
        if isinstance(func, ast.Attribute):
            return func.attr == "join" and _is_str_constant(func.value)
        return self._builtin_named(func, _TAKE_ALL) is not None

    def _callee_first(self, func) -> tuple:
        """Returns (HEAD, callee) for `_star_call`: HEAD is the part of the callee Python
        evaluates before the arguments (visited), None where reading it has no effect."""
        if isinstance(func, ast.Name):
            return ast.Constant(None), func
        if isinstance(func, ast.Attribute):
            if isinstance(func.value, ast.Name):
                return ast.Constant(None), func
            head, func.value = self.visit(func.value), emit.name(_CALLEE)
            return head, func
        return self.visit(func), emit.name(_CALLEE)

    def _dispatched(self, func) -> bool:
        """Whether a call's callee is a name whose value the rewriter cannot see (a local, a
        closure variable, a global bound after the function was lifted), or an attribute
        of one: it may be a builtin reached by another name (`f = abs`, `m.gcd` with `m =
        math`, `from math import gcd` made later), which the runtime dispatches on the
        callee object (`dcall`); so is a callee computed by an expression (a subscript, a
        conditional expression, a call), which may be a builtin too."""
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            name = func.value.id  # `m.gcd(...)` where a local `m` may be a module
            if name.startswith("_stamen"):
                return False
            return name in self.fn.locals or (name not in self.lifter.globals and
                                              not hasattr(builtins, name))
        if not isinstance(func, (ast.Name, ast.Attribute, ast.Lambda)):
            return True  # `fs[i](a)`, `(max if c else min)(a)`, `pick()(a)`: any callable
        if isinstance(func, ast.Attribute):
            # `make().m(a)`, `__import__("itertools").groupby(a)`, `self.ops.f(a)`: the
            # object is computed, so its attribute may be a builtin or a library function
            return True
        if not isinstance(func, ast.Name) or func.id == self.fn.name or func.id.startswith(
                "_stamen"):
            return False
        name = func.id
        if name in self.fn.locals or _runtime_callee(self.lifter.globals.get(name)):
            return True
        return name not in self.lifter.globals and not hasattr(builtins, name)

    def visit_Lambda(self, node):
        self.lambda_depth += 1
        self.lambda_bound.append(_bound_inside(node))
        node.body = self.visit(node.body)
        self.lambda_bound.pop()
        self.lambda_depth -= 1
        return node

    def _lambda_free_name(self, node):
        """A lambda's read of the function's local that may be unbound where the lambda is
        made: Python's NameError for a free variable where it is still unbound when the
        lambda runs (UnboundLocalError is the function's own read's)."""
        name = node.id
        if not self.lambda_bound or name not in self.fn.locals or \
                name in self.lifter.definite or any(name in b for b in self.lambda_bound):
            return node
        return ast.copy_location(emit.call("gload", [node, ast.Constant(name),
                                                     ast.Constant("nonlocal")]), node)

    def visit_ListComp(self, node):
        self._reversed_at_once(node)
        return self._comprehension(node, "list")

    def _reversed_at_once(self, node) -> None:
        """A comprehension over `reversed(xs)` that cannot change xs (its element and
        conditions are `_SAFE_NODES`) reads it at once (`reversed_now`, a list): Python's
        reverse iterator reads xs as it goes, which only a change made meanwhile shows."""
        first = node.generators[0].iter
        if (isinstance(first, ast.Call) and self._builtin_named(first.func, ("reversed",))
                and len(first.args) == 1 and not first.keywords
                and not isinstance(first.args[0], ast.Starred) and _eager_safe(node)):
            node.generators[0].iter = ast.copy_location(
                emit.call("reversed_now", first.args), first)

    def visit_GeneratorExp(self, node):
        """A generator expression. Over a lifted generator (which may be infinite, or run
        the program's code as it goes), and over a list, tuple or range where computing an
        element may raise or have an effect (not `_eager_safe`) and the consumer may stop
        early or interleave its own effects (any consumer but a builtin that takes every
        element: `_takes_all`), it is a lifted generator running the expression one
        element per request, as Python's; otherwise its elements are computed at once, as
        an iterator (fast, and no consumer can tell), unless the source is a list the
        program may change before the consumer takes them. See `builtins.generated_from`."""
        if self.lambda_depth:
            return node  # left native: its names may be lambda parameters
        if getattr(node, "_stamen_taken_whole", False):
            mode = "whole"
        elif _eager_safe(node) and self._reads_fixed_names(node):
            mode = "safe"
        else:
            mode = "exact"
        eager: ast.expr = ast.Constant(None)  # an exact expression is never computed at once
        if mode != "exact":
            lazy = copy.deepcopy(node)  # the rewriting below changes `node` in place
            eager, node = self._comprehension(node, "list").func, lazy
        gen = self._comprehension(node, "yield")
        return ast.copy_location(emit.call("generated_from", [gen.args[0], eager, gen.func,
                                                              ast.Constant(mode)]), gen)

    def _reads_fixed_names(self, node: ast.GeneratorExp) -> bool:
        """Whether every name the generator expression's lazy parts read is one of its own
        loop targets or a parameter of the function that nothing rebinds: a name rebound
        between the expression and its consumer (`k = y` after `g = (v * k for ...)`)
        is read by Python at each element, so computing the elements at once would
        read the old value."""
        targets = {n.id for g in node.generators for n in ast.walk(g.target)
                   if isinstance(n, ast.Name)}
        return all(n.id in targets or n.id in self.fn.fixed for n in _lazy_nodes(node)
                   if isinstance(n, ast.Name))

    def visit_SetComp(self, node):
        self._reversed_at_once(node)
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
                func=ast.Attribute(value=emit.name(res), attr="append", ctx=ast.Load()),
                args=[node.elt], keywords=[]))
        elif kind == "set":
            init = ast.Call(func=emit.rt("b_set"), args=[], keywords=[])
            add = ast.Expr(value=ast.Call(
                func=ast.Attribute(value=emit.name(res), attr="add", ctx=ast.Load()),
                args=[node.elt], keywords=[]))
        elif kind == "yield":  # a generator function: yields the elements, returns nothing
            add = ast.Expr(value=ast.Yield(value=node.elt))
        elif kind in ("any", "all"):  # return at the first element that decides
            found = ast.Constant(kind == "any")
            test = node.elt if kind == "any" else ast.UnaryOp(op=ast.Not(), operand=node.elt)
            add = ast.If(test=test, body=[ast.Return(value=found)], orelse=[])
        else:
            init = ast.Call(func=emit.rt("build_dict"), args=[], keywords=[])
            add = ast.Assign(targets=[ast.Subscript(value=emit.name(res), slice=node.key,
                                                    ctx=ast.Store())], value=node.value)
        body: list[ast.stmt] = [add]
        for i, gen in reversed(list(enumerate(node.generators))):
            if gen.is_async:
                raise UnsupportedConstruct(f"{lifter.where(node)}: async comprehensions")
            for cond in reversed(gen.ifs):
                body = [ast.If(test=cond, body=body, orelse=[])]
            iterable = emit.name(it) if i == 0 else gen.iter
            body = [ast.For(target=gen.target, iter=iterable, body=body, orelse=[])]
        if kind == "yield":
            fbody = body
        elif kind in ("any", "all"):
            fbody = [*body, ast.Return(value=ast.Constant(kind == "all"))]
        else:
            fbody = [emit.assign(res, init), *body, ast.Return(value=emit.name(res))]
        fdef = emit.closure(name, [it], fbody)
        ast.copy_location(fdef, node)
        ast.fix_missing_locations(fdef)
        first_iter = self.visit(node.generators[0].iter)
        nested = type(lifter)(lifter.filename, lifter.globals, lifter.class_name)
        nested.counter = lifter.counter + 1000
        nested.lift_function(fdef)
        lifter.counter = nested.counter
        self.pending.append(fdef)
        call = ast.Call(func=emit.name(name), args=[first_iter], keywords=[])
        return ast.copy_location(call, node)


def _bound_inside(lam: ast.Lambda) -> set:
    """The names a lambda binds anywhere inside it (its parameters, those of the lambdas in
    it, comprehension targets, `:=`): a read of one is not the enclosing function's."""
    names = set()
    for node in ast.walk(lam):
        if isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
    return names
