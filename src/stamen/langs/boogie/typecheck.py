"""A conservative type checker for resolved Boogie programs.

Types are computed where they are certain: int, real, bool, bvN, floats,
rmode, type constructors and datatypes without arguments, and maps without
type parameters. Anything involving type variables, constructors with
arguments or synonyms with parameters is *unknown* (None) and never the
cause of an error, so a well-typed program is never rejected; a program
whose error hides behind polymorphism may be accepted (issue 12 asks for
Boogie's full inference). Errors are of kind `type`.
"""

from __future__ import annotations

import re

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.depth import recursion_room
from stamen.langs.boogie.diagnostics import Diagnostic

__all__ = ["typecheck"]

_BV = re.compile(r"bv([0-9]+)")
_FLOAT = re.compile(r"float([0-9]+)e([0-9]+)")
_FLOAT_LIT = re.compile(r".*?([0-9]+)e([0-9]+)$")
_BOOL_OPS = frozenset({"<==>", "==>", "&&", "||"})
_ORDER_OPS = frozenset({"<", "<=", ">", ">="})
_ARITH_OPS = frozenset({"+", "-", "*"})

BOOL, INT, REAL = "bool", "int", "real"


def _show(t) -> str:
    if isinstance(t, tuple):
        if t[0] == "bv":
            return f"bv{t[1]}"
        if t[0] == "float":
            return f"float{t[1]}e{t[2]}"
        if t[0] == "ctor":
            return t[1]
        return f"[{', '.join(_show(d) for d in t[1])}]{_show(t[2])}"
    return str(t)


def _compatible(a, b) -> bool:
    """Returns whether two types may be equal (an unknown part is compatible with all)."""
    if a is None or b is None:
        return True
    if isinstance(a, tuple) and isinstance(b, tuple) and a[0] == b[0] == "map":
        return len(a[1]) == len(b[1]) and all(map(_compatible, a[1], b[1])) and \
            _compatible(a[2], b[2])
    return a == b


class _Checker:
    """One type-checking pass over one resolved program."""

    def __init__(self, program: A.Program) -> None:
        self.path = program.path
        self.errors: list[Diagnostic] = []
        self.synonyms: dict[str, A.TypeDecl] = {}
        self.ctors: dict[str, int] = {}
        self.globals: dict[str, object] = {}
        self.functions: dict[str, tuple] = {}  # name -> (param types | None, result)
        self.procedures: dict[str, tuple] = {}
        self.expanding: set[str] = set()
        decls = program.decls
        for d in decls:
            if isinstance(d, A.TypeDecl):
                if d.synonym is not None:
                    self.synonyms[d.name] = d
                else:
                    self.ctors[d.name] = len(d.params)
            elif isinstance(d, A.DatatypeDecl):
                self.ctors[d.name] = len(d.tparams)
        for d in decls:
            self.declare(d)

    def error(self, pos: A.Pos, message: str) -> None:
        self.errors.append(Diagnostic(self.path, pos.line, pos.col, "type", message))

    # ------------------------------------------------------------ types

    def conv(self, t: A.Type | None, tvars=frozenset()):
        """Returns the checker's type for an AST type (None: unknown)."""
        if t is None:
            return None
        if isinstance(t, A.BasicType):
            return t.name
        if isinstance(t, A.MapType):
            if t.tparams:
                return None
            return ("map", tuple(self.conv(d, tvars) for d in t.domain),
                    self.conv(t.range, tvars))
        if t.name in tvars:
            return None
        if t.name in self.synonyms:
            d = self.synonyms[t.name]
            if d.params or t.args or t.name in self.expanding:
                return None
            self.expanding.add(t.name)
            try:
                return self.conv(d.synonym)
            finally:
                self.expanding.discard(t.name)
        if t.name in self.ctors:
            return ("ctor", t.name) if not t.args else None
        if t.args:
            return None
        if m := _BV.fullmatch(t.name):
            return ("bv", int(m.group(1)))
        if m := _FLOAT.fullmatch(t.name):
            return ("float", int(m.group(1)), int(m.group(2)))
        return "rmode" if t.name == "rmode" else None

    def declare(self, d: A.Decl) -> None:
        if isinstance(d, A.ConstDecl):
            self.globals[d.name] = self.conv(d.type)
        elif isinstance(d, A.GlobalVarDecl):
            self.globals[d.var.name] = self.conv(d.var.type)
        elif isinstance(d, A.FunctionDecl):
            tv = frozenset(d.tparams)
            params = [self.conv(p.type, tv) for p in d.params]
            self.functions[d.name] = (params, self.conv(d.result.type, tv))
        elif isinstance(d, A.DatatypeDecl):
            tv = frozenset(d.tparams)
            result = ("ctor", d.name) if not d.tparams else None
            for c in d.ctors:
                self.functions[c.name] = ([self.conv(f.type, tv) for f in c.fields], result)
        elif isinstance(d, A.ProcedureDecl):
            tv = frozenset(d.tparams)
            self.procedures[d.name] = ([self.conv(v.type, tv) for v in d.ins],
                                       [self.conv(v.type, tv) for v in d.outs])

    # ------------------------------------------------------------ declarations

    def program(self, program: A.Program) -> None:
        for d in program.decls:
            if isinstance(d, A.AxiomDecl):
                self.expect_bool(d.expr, {})
            elif isinstance(d, A.ConstDecl):
                for a in d.axioms or ():
                    self.expect_bool(a.expr, {})
            elif isinstance(d, A.GlobalVarDecl) and d.var.where is not None:
                self.expect_bool(d.var.where, {})
            elif isinstance(d, A.FunctionDecl):
                self.function(d)
            elif isinstance(d, (A.ProcedureDecl, A.ImplementationDecl)):
                self.procedure(d)

    def formals(self, variables, tvars, env: dict) -> dict:
        inner = dict(env)
        for v in variables:
            if v.name is not None:
                inner[v.name] = self.conv(v.type, tvars)
        for v in variables:
            if v.where is not None:
                self.expect_bool(v.where, inner)
        return inner

    def function(self, d: A.FunctionDecl) -> None:
        tv = frozenset(d.tparams)
        env = self.formals(d.params, tv, {})
        if d.body is not None:
            got = self.type(d.body, env, tv)
            want = self.conv(d.result.type, tv)
            if not _compatible(got, want):
                self.error(d.body.pos, f"function body has type {_show(got)}, "
                                       f"expected {_show(want)}")
        for a in d.axioms or ():
            self.expect_bool(a.expr, {})

    def procedure(self, d) -> None:
        tv = frozenset(d.tparams)
        env = self.formals(d.ins + d.outs, tv, {})
        for s in getattr(d, "specs", ()):
            if not isinstance(s, A.Modifies):
                self.expect_bool(s.expr, env, tv)
        if d.body is not None:
            env = self.formals(d.body.locals, tv, env)
            for s in d.body.stmts:
                self.stmt(s, env, tv)

    # ------------------------------------------------------------ statements

    def stmt(self, s: A.Stmt, env: dict, tv) -> None:
        if isinstance(s, (A.Assert, A.Assume)):
            self.expect_bool(s.expr, env, tv)
        elif isinstance(s, A.Assign):
            for lhs, rhs in zip(s.lhss, s.rhss, strict=False):
                want = self.lhs(lhs, env, tv)
                got = self.type(rhs, env, tv)
                if not _compatible(want, got):
                    self.error(rhs.pos, f"mismatched types in assignment: {_show(want)} := "
                                        f"{_show(got)}")
        elif isinstance(s, A.Call):
            self.call(s, env, tv)
        elif isinstance(s, A.ParCall):
            for c in s.calls:
                self.call(c, env, tv)
        elif isinstance(s, A.If):
            if s.guard is not None:
                self.expect_bool(s.guard, env, tv)
            for t in s.then.stmts:
                self.stmt(t, env, tv)
            branch = s.else_
            for t in (branch.stmts if isinstance(branch, A.Block) else
                      (branch,) if branch is not None else ()):
                self.stmt(t, env, tv)
        elif isinstance(s, A.While):
            if s.guard is not None:
                self.expect_bool(s.guard, env, tv)
            for inv in s.invariants:
                self.expect_bool(inv.expr, env, tv)
            for t in s.body.stmts:
                self.stmt(t, env, tv)

    def lhs(self, lhs: A.Lhs, env: dict, tv):
        if isinstance(lhs, A.VarLhs):
            return env.get(lhs.name, self.globals.get(lhs.name))
        if isinstance(lhs, A.MapLhs):
            return self.select(self.lhs(lhs.base, env, tv), lhs.indexes, env, tv, lhs.pos)
        return None

    def call(self, c: A.Call, env: dict, tv) -> None:
        signature = self.procedures.get(c.name)
        if signature is None:
            return
        ins, outs = signature
        if len(c.args) != len(ins):
            self.error(c.pos, f"wrong number of arguments in call to {c.name}: "
                              f"{len(c.args)} instead of {len(ins)}")
        if len(c.outs) != len(outs):
            self.error(c.pos, f"wrong number of result variables in call to {c.name}: "
                              f"{len(c.outs)} instead of {len(outs)}")
        for arg, want in zip(c.args, ins, strict=False):
            got = self.type(arg, env, tv)
            if not _compatible(got, want):
                self.error(arg.pos, f"invalid type for argument in call to {c.name}: "
                                    f"{_show(got)} (expected {_show(want)})")
        for name, want in zip(c.outs, outs, strict=False):
            got = env.get(name, self.globals.get(name))
            if not _compatible(got, want):
                self.error(c.pos, f"invalid type for result {name} in call to {c.name}: "
                                  f"{_show(got)} (expected {_show(want)})")

    # ------------------------------------------------------------ expressions

    def expect_bool(self, e: A.Expr, env: dict, tv=frozenset()) -> None:
        got = self.type(e, env, tv)
        if not _compatible(got, BOOL):
            self.error(e.pos, f"expected a boolean expression, got {_show(got)}")

    def select(self, base, indexes, env, tv, pos):
        index_types = [self.type(i, env, tv) for i in indexes]
        if not (isinstance(base, tuple) and base[0] == "map"):
            if base is not None:
                self.error(pos, f"not a map: {_show(base)}")
            return None
        if len(indexes) != len(base[1]):
            self.error(pos, f"wrong number of indexes: {len(indexes)} instead of "
                            f"{len(base[1])}")
            return None
        for i, got, want in zip(indexes, index_types, base[1], strict=True):
            if not _compatible(got, want):
                self.error(i.pos, f"invalid index type: {_show(got)} (expected {_show(want)})")
        return base[2]

    def type(self, e: A.Expr, env: dict, tv):  # noqa: C901 - one case per construct
        """Returns the type of e (None: unknown), reporting the errors inside it."""
        kind = type(e)
        if kind is A.IntLit:
            return INT
        if kind is A.BoolLit:
            return BOOL
        if kind is A.DecLit:
            return REAL
        if kind is A.BvLit:
            return ("bv", e.width)
        if kind is A.FloatLit:
            m = _FLOAT_LIT.match(e.text)
            return ("float", int(m.group(1)), int(m.group(2))) if m else None
        if kind is A.RoundingLit:
            return "rmode"
        if kind is A.Var:
            return env.get(e.name, self.globals.get(e.name))
        if kind is A.Binary:
            return self.binary(e, env, tv)
        if kind is A.Unary:
            got = self.type(e.expr, env, tv)
            if e.op == "!":
                if not _compatible(got, BOOL):
                    self.error(e.pos, f"invalid argument type ({_show(got)}) to !")
                return BOOL
            if got == BOOL or isinstance(got, tuple) and got[0] in ("map", "ctor"):
                self.error(e.pos, f"invalid argument type ({_show(got)}) to unary -")
                return None
            return got
        if kind is A.Old:
            return self.type(e.expr, env, tv)
        if kind is A.IfThenElse:
            self.expect_bool(e.cond, env, tv)
            a, b = self.type(e.then, env, tv), self.type(e.else_, env, tv)
            if not _compatible(a, b):
                self.error(e.pos, f"branches of if-then-else have different types: "
                                  f"{_show(a)} and {_show(b)}")
            return a if a is not None else b
        if kind is A.Select:
            return self.select(self.type(e.map, env, tv), e.indexes, env, tv, e.pos)
        if kind is A.Store:
            base = self.type(e.map, env, tv)
            want = self.select(base, e.indexes, env, tv, e.pos)
            got = self.type(e.value, env, tv)
            if not _compatible(want, got):
                self.error(e.value.pos, f"invalid type of stored value: {_show(got)} "
                                        f"(expected {_show(want)})")
            return base
        if kind is A.Extract:
            base = self.type(e.expr, env, tv)
            if base is not None and (not isinstance(base, tuple) or base[0] != "bv"):
                self.error(e.pos, f"bitvector extract of a {_show(base)}")
            elif base is not None and not 0 <= e.lo <= e.hi <= base[1]:
                self.error(e.pos, f"extract [{e.hi}:{e.lo}] out of the bounds of a "
                                  f"{_show(base)}")
            return ("bv", e.hi - e.lo) if e.hi >= e.lo else None
        if kind is A.TypeCoercion:
            got = self.type(e.expr, env, tv)
            want = self.conv(e.type, tv)
            if not _compatible(got, want):
                self.error(e.pos, f"type coercion of a {_show(got)} to {_show(want)}")
            return want
        if kind is A.ArithCoercion:
            self.type(e.expr, env, tv)
            return INT if e.to == "int" else REAL
        if kind is A.FunCall:
            return self.fun_call(e, env, tv)
        if kind is A.Quantifier:
            inner = self.formals(e.bound, tv | frozenset(e.tparams), env)
            inner_tv = tv | frozenset(e.tparams)
            for trig in e.triggers:
                for t in trig.exprs:
                    self.type(t, inner, inner_tv)
            if e.kind == "lambda":
                self.type(e.body, inner, inner_tv)
                return None
            self.expect_bool(e.body, inner, inner_tv)
            return BOOL
        if kind is A.LetExpr:
            inner = dict(env)
            for name, rhs in zip(e.names, e.rhss, strict=False):
                inner[name] = self.type(rhs, env, tv)
            return self.type(e.body, inner, tv)
        if kind is A.IsCtor:
            self.type(e.expr, env, tv)
            return BOOL
        if kind is A.CodeExpr:
            return BOOL
        return None

    def binary(self, e: A.Binary, env: dict, tv):
        a, b = self.type(e.left, env, tv), self.type(e.right, env, tv)
        op = e.op
        if op in _BOOL_OPS:
            for side, t in ((e.left, a), (e.right, b)):
                if not _compatible(t, BOOL):
                    self.error(side.pos, f"invalid argument type ({_show(t)}) to {op}")
            return BOOL
        if op in ("==", "!="):
            if not _compatible(a, b):
                self.error(e.pos, f"invalid argument types ({_show(a)} and {_show(b)}) "
                                  f"to {op}")
            return BOOL
        if op == "++":
            for t in (a, b):
                if t is not None and not (isinstance(t, tuple) and t[0] == "bv"):
                    self.error(e.pos, f"invalid argument type ({_show(t)}) to ++")
                    return None
            return ("bv", a[1] + b[1]) if a is not None and b is not None else None
        if any(t == BOOL or isinstance(t, tuple) and t[0] in ("map", "ctor")
               for t in (a, b)):
            self.error(e.pos, f"invalid argument types ({_show(a)} and {_show(b)}) to {op}")
            return BOOL if op in _ORDER_OPS else None
        if op in _ORDER_OPS or op in _ARITH_OPS:
            if not _compatible(a, b):
                self.error(e.pos, f"invalid argument types ({_show(a)} and {_show(b)}) "
                                  f"to {op}")
                return BOOL if op in _ORDER_OPS else None  # no errors that follow from it
            return BOOL if op in _ORDER_OPS else (a if a is not None else b)
        if op in ("div", "mod"):
            for t in (a, b):
                if t is not None and t != INT:
                    self.error(e.pos, f"invalid argument types ({_show(a)} and {_show(b)}) "
                                      f"to {op}")
                    break
            return INT
        if op == "/":
            return REAL if (a in (INT, REAL, None) and b in (INT, REAL, None)) else None
        return None

    def fun_call(self, e: A.FunCall, env: dict, tv):
        arg_types = [self.type(a, env, tv) for a in e.args]
        signature = self.functions.get(e.name)
        if signature is None:
            return None
        params, result = signature
        if len(e.args) != len(params):
            self.error(e.pos, f"wrong number of arguments in application of {e.name}: "
                              f"{len(e.args)} instead of {len(params)}")
            return result
        for arg, got, want in zip(e.args, arg_types, params, strict=True):
            if not _compatible(got, want):
                self.error(arg.pos, f"invalid type for argument of {e.name}: {_show(got)} "
                                    f"(expected {_show(want)})")
        return result


def typecheck(program: A.Program) -> list[Diagnostic]:
    """Returns the type errors of a resolved program that the checker is certain of."""
    checker = _Checker(program)
    try:
        with recursion_room():
            checker.program(program)
    except RecursionError:
        checker.error(A.Pos(1, 1), "program nested too deeply to type-check")
    return sorted(checker.errors)
