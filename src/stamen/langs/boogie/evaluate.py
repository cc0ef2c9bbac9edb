"""Boogie expressions as stamen values.

`Evaluator.eval(expr, scope)` returns a stamen value: a Python bool/int/
Fraction/BV, an opaque or array value, or a symbolic term. int and real are
mathematical; `div`/`mod` are SMT-LIB's Euclidean ones; bit-vector builtins
go by their SMT-LIB names (builtins.py); a function with a body is inlined
(its parameters bound to the arguments), one without is an uninterpreted
`st.Function` (a constant when it has no parameters); `old(e)` reads the
globals as they were when the procedure was entered; quantifiers become
`st.forall`/`st.exists` with their triggers as patterns; a `lambda` is a
fresh array `a` with the definition `forall x :: a[x] == body`, which the
caller must assume (`take_side`). Whatever has no encoding is refused with
its location (`UnsupportedConstruct`), never approximated.
"""

from __future__ import annotations

from fractions import Fraction

import stamen as st
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.builtins import builtin_operator
from stamen.langs.boogie.unsupported import refuse
from stamen.langs.boogie.world import World, attr
from stamen.terms.boolean import ite as term_ite

__all__ = ["Evaluator", "Symbols", "Scope", "value_sort"]

INLINE_LIMIT = 200  # nested inlinings of functions with bodies (recursion) before refusing


class Symbols:
    """The values of the program's constants and uninterpreted functions in one run.

    `make(sort, key)` creates each of them once, on first use: a fresh symbolic
    value when exploring, the model's value when replaying a counterexample. Keys are
    the constant's name, `fn:` and a function's name, or the executor's own
    (`unique:` and a sort for the encoding of unique constants).
    """

    def __init__(self, world: World, make) -> None:
        self.world = world
        self.make = make
        self.values: dict[str, object] = {}

    def const(self, d: A.ConstDecl):
        v = self.values.get(d.name)
        if v is None:
            v = self.values[d.name] = self.make(self.world.sorts.sort(d.type, d.pos), d.name)
        return v

    def function(self, d: A.FunctionDecl):
        key = "fn:" + d.name
        v = self.values.get(key)
        if v is None:
            sorts = self.world.sorts
            result = sorts.sort(d.result.type, d.pos)
            if d.params:
                sort = st.Function(*[sorts.sort(p.type, p.pos) for p in d.params], result)
            else:
                sort = result
            v = self.values[key] = self.make(sort, key)
        return v

    def auxiliary(self, key: str, sort):
        """Returns the executor's own symbol `key` of `sort` (made once)."""
        v = self.values.get(key)
        if v is None:
            v = self.values[key] = self.make(sort, key)
        return v


class Scope:
    """Where names are read: bound variables, then locals, then globals (now, or as
    they were at procedure entry inside `old`), then constants (via the evaluator)."""

    __slots__ = ("locals", "globals", "old_globals")

    def __init__(self, locals_, globals_, old_globals) -> None:
        self.locals = locals_
        self.globals = globals_
        self.old_globals = old_globals


_EMPTY = Scope({}, {}, {})
# Concrete values that are no primitives (st.ite would merge them into a union).
_LITERALS = (st.ArrayValue, st.Opaque)


class Evaluator:
    """Evaluates expressions of one program over stamen values."""

    def __init__(self, world: World, symbols: Symbols, make_fresh=None) -> None:
        self.world = world
        self.path = world.path
        self.symbols = symbols
        self.make_fresh = make_fresh or (lambda sort, name: st.fresh(sort, name))
        self.side: list = []
        self.inlining = 0
        self.quantified = 0
        self.quantifiers = 0  # quantifiers and lambdas built so far
        self.read = st.select  # a map read (a hook: accelerate.py reads its arrays)

    def take_side(self) -> list:
        """Returns the definitions (lambda arrays) made since the last call, to assume."""
        side, self.side = self.side, []
        return side

    def refuse(self, construct: str, node: A.Node):
        return refuse(construct, self.path, node.pos)

    # ------------------------------------------------------------ names

    def var(self, name: str, scope: Scope, bound: dict, old: bool, node: A.Node):
        if name in bound:
            return bound[name]
        v = scope.locals.get(name)
        if v is not None:
            return v
        table = scope.old_globals if old else scope.globals
        v = table.get(name)
        if v is not None:
            return v
        d = self.world.consts.get(name)
        if d is not None:
            return self.symbols.const(d)
        raise self.refuse(f"the name {name} (not a variable or constant here)", node)

    # ------------------------------------------------------------ expressions

    def eval(self, e: A.Expr, scope: Scope = _EMPTY, bound: dict | None = None,
             old: bool = False):
        """Returns the value of `e`; `bound` maps bound variables, `old` reads old globals."""
        return self._eval(e, scope, bound or {}, old)

    def _eval(self, e, scope, bound, old):  # noqa: C901 - one case per construct
        kind = type(e)
        if kind is A.Var:
            return self.var(e.name, scope, bound, old, e)
        if kind is A.IntLit:
            return e.value
        if kind is A.BoolLit:
            return e.value
        if kind is A.BvLit:
            return st.BitVec(e.width)(e.value) if e.width > 0 else self._refuse_bv0(e)
        if kind is A.DecLit:
            return Fraction(e.text)
        if kind is A.Binary:
            return self.binary(e, scope, bound, old)
        if kind is A.Unary:
            v = self._eval(e.expr, scope, bound, old)
            return st.not_(v) if e.op == "!" else -v
        if kind is A.FunCall:
            return self.call(e, scope, bound, old)
        if kind is A.Select:
            m = self._eval(e.map, scope, bound, old)
            for i in e.indexes:
                m = self.read(m, self._eval(i, scope, bound, old))
            return m
        if kind is A.Store:
            m = self._eval(e.map, scope, bound, old)
            keys = [self._eval(i, scope, bound, old) for i in e.indexes]
            return store_path(m, keys, self._eval(e.value, scope, bound, old))
        if kind is A.IfThenElse:
            c = self._eval(e.cond, scope, bound, old)
            if c is True or c is False:
                return self._eval(e.then if c else e.else_, scope, bound, old)
            return ite(c, self._eval(e.then, scope, bound, old),
                       self._eval(e.else_, scope, bound, old))
        if kind is A.Old:
            return self._eval(e.expr, scope, bound, True)
        if kind is A.Extract:
            if e.hi <= e.lo:
                raise self.refuse("an empty bit-vector extract", e)
            return st.extract(e.hi - 1, e.lo, self._eval(e.expr, scope, bound, old))
        if kind is A.TypeCoercion:
            return self._eval(e.expr, scope, bound, old)
        if kind is A.ArithCoercion:
            v = self._eval(e.expr, scope, bound, old)
            return st.to_int(v) if e.to == "int" else st.to_real(v)
        if kind is A.Quantifier:
            return self.quantifier(e, scope, bound, old)
        if kind is A.LetExpr:
            inner = dict(bound)
            for name, rhs in zip(e.names, e.rhss, strict=True):
                inner[name] = self._eval(rhs, scope, bound, old)
            return self._eval(e.body, scope, inner, old)
        names = {A.FloatLit: "a floating-point literal", A.RoundingLit: "a rounding mode",
                 A.IsCtor: "datatypes (is)", A.FieldAccess: "datatypes (field access)",
                 A.FieldUpdate: "datatypes (field update)", A.CodeExpr: "a code expression",
                 A.BvBounds: "a bit-vector range"}
        raise self.refuse(names.get(kind, f"the expression {kind.__name__}"), e)

    def _refuse_bv0(self, e):
        raise self.refuse("a zero-width bit-vector", e)

    def binary(self, e: A.Binary, scope, bound, old):
        op = e.op
        a = self._eval(e.left, scope, bound, old)
        if op in ("&&", "==>", "||"):  # short-circuit on a concrete left side
            if op == "&&" and a is False or op == "==>" and a is False:
                return op == "==>"
            if op == "||" and a is True:
                return True
        b = self._eval(e.right, scope, bound, old)
        if op == "&&":
            return st.and_(a, b)
        if op == "||":
            return st.or_(a, b)
        if op == "==>":
            return st.implies(a, b)
        if op == "<==>" or op == "==":
            return equal(a, b)
        if op == "!=":
            return st.not_(equal(a, b))
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "<":
            return a < b
        if op == "<=":
            return a <= b
        if op == ">":
            return a > b
        if op == ">=":
            return a >= b
        if op == "div":
            return st.div(a, b)
        if op == "mod":
            return st.mod(a, b)
        if op == "/":
            return st.real_div(a, b)
        if op == "++":
            return st.concat(a, b)
        raise self.refuse(f"the operator {op}", e)

    def call(self, e: A.FunCall, scope, bound, old):
        d = self.world.functions.get(e.name)
        if d is None:
            raise self.refuse(f"the function {e.name}", e)
        if d.tparams:
            raise self.refuse(f"the polymorphic function {e.name}", e)
        args = [self._eval(a, scope, bound, old) for a in e.args]
        builtin = attr(d.attrs, "bvbuiltin") or attr(d.attrs, "builtin")
        if builtin is not None:
            name = builtin.params[0].value if builtin.params and isinstance(
                builtin.params[0], A.StringLit) else ""
            op = builtin_operator(name)
            if op is None:
                raise self.refuse(f"the builtin {name!r} of function {e.name}", e)
            try:
                return op(*args)
            except (TypeError, ValueError) as exc:
                raise self.refuse(f"the builtin {name!r} on these arguments ({exc})", e) from None
        if d.body is not None:
            return self.inline(d, args, e)
        f = self.symbols.function(d)
        return f(*args) if d.params else f

    def inline(self, d: A.FunctionDecl, args: list, e: A.Node):
        """Returns the body of `d` with its parameters bound to `args`."""
        if self.inlining >= INLINE_LIMIT:
            raise self.refuse(f"the recursive function {d.name} (inlined "
                              f"{INLINE_LIMIT} deep)", e)
        inner = {p.name: a for p, a in zip(d.params, args, strict=True) if p.name}
        self.inlining += 1
        try:
            return self._eval(d.body, _EMPTY, inner, False)
        finally:
            self.inlining -= 1

    def quantifier(self, e: A.Quantifier, scope, bound, old):
        if e.tparams:
            raise self.refuse("a quantifier over types (polymorphism)", e)
        self.quantifiers += 1
        inner = dict(bound)
        variables = []
        for v in e.bound:
            c = st.fresh(self.world.sorts.sort(v.type, v.pos), v.name or "q")
            inner[v.name] = c
            variables.append(c)
        if e.kind == "lambda":
            if self.quantified:
                raise self.refuse("a lambda inside a quantifier", e)
            return self.lambda_(e, variables, scope, inner, old)
        self.quantified += 1
        try:
            body = self._eval(e.body, scope, inner, old)
            patterns = []
            for trig in e.triggers:
                try:
                    patterns.append(tuple(self._eval(x, scope, inner, old) for x in trig.exprs))
                except st.UnsupportedConstruct:
                    patterns = []
                    break
        finally:
            self.quantified -= 1
        if body is True or body is False:
            return body
        build = st.forall if e.kind == "forall" else st.exists
        try:
            return build(variables, body, patterns=patterns)
        except st.InvalidArgument:
            return build(variables, body)

    def lambda_(self, e: A.Quantifier, variables: list, scope, inner, old):
        """Returns a fresh array defined (in `side`) as the lambda."""
        body = self._eval(e.body, scope, inner, old)
        sort = value_sort(body)
        for v in reversed(variables):
            sort = st.Array(value_sort(v), sort)
        array = self.make_fresh(sort, "lambda")
        cell = array
        for v in variables:
            cell = st.select(cell, v)
        self.side.append(st.forall(variables, equal(cell, body), patterns=[cell]))
        return array


def ite(c, a, b):
    """Returns if-then-else of two values of one Boogie type: a term, never a union (a
    concrete array or opaque value on one side is a literal of the term, built directly:
    going through st.ite made a union first, 8x the cost, 6.6 against 0.8 us)."""
    if type(a) in _LITERALS or type(b) in _LITERALS:
        return term_ite(c, a, b)
    v = st.ite(c, a, b)
    if st.is_union(v):
        return term_ite(c, a, b)
    return v


def value_sort(value):
    """Returns the stamen sort of a value (concrete or symbolic)."""
    from stamen.terms.operators import sort_of

    s = sort_of(value)
    if s is None:
        s = getattr(value, "sort", None)
    return s


def equal(a, b):
    """Returns a == b for Boogie values (arrays compared by their canonical contents)."""
    if type(a) is st.ArrayValue and type(b) is st.ArrayValue:
        return _canonical(a) == _canonical(b)
    r = a == b
    return r


def _canonical(a: st.ArrayValue):
    """Returns a concrete array as (default, entries that differ from it)."""
    return (a.default, frozenset((k, v) for k, v in a.entries.items() if v != a.default))


def store_path(m, keys: list, value):
    """Returns the curried map m with m[k1][k2]... = value."""
    if len(keys) == 1:
        return st.store(m, keys[0], value)
    inner = st.select(m, keys[0])
    return st.store(m, keys[0], store_path(inner, keys[1:], value))
