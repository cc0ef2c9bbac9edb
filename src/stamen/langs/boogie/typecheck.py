"""The type checker for resolved Boogie programs, with Boogie's inference.

Types are those of types.py. Type parameters of functions, procedures,
datatype constructors and polymorphic maps are instantiated at each use with
fresh types to infer (Boogie's type proxies) and unified with the arguments,
the results and the context; type variables of quantifiers, functions and
procedures are rigid where they are declared. `==` lets the free type
variables of both sides stand for anything, as Boogie does. What the checker
does not know (an undeclared name, an unknown builtin type) is None and never
the cause of an error. Errors are of kind `type`.
"""

from __future__ import annotations

import re

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.depth import recursion_room
from stamen.langs.boogie.diagnostics import Diagnostic
from stamen.langs.boogie.expansion import expanding_uses
from stamen.langs.boogie.library import is_library_decl
from stamen.langs.boogie.types import (
    Meta,
    TVar,
    free_tvars,
    instantiate,
    make_map,
    prune,
    show,
    unify,
    unify_eq,
)

__all__ = ["typecheck"]

_BV = re.compile(r"bv([0-9]+)")
_FLOAT = re.compile(r"float([0-9]+)e([0-9]+)")
_FLOAT_LIT = re.compile(r".*?([0-9]+)e([0-9]+)$")
_BOOL_OPS = frozenset({"<==>", "==>", "&&", "||"})
_ORDER_OPS = frozenset({"<", "<=", ">", ">="})
_ARITH_OPS = frozenset({"+", "-", "*"})

BOOL, INT, REAL = "bool", "int", "real"
_show = show


# Attributes whose parameter Boogie types: name -> (test of the type, what it must be).
_ATTRIBUTE_TYPES = {
    "minimize": (lambda t: t in (INT, REAL) or isinstance(t, tuple) and t[0] == "bv",
                 "an int, real or bit-vector expression"),
    "maximize": (lambda t: t in (INT, REAL) or isinstance(t, tuple) and t[0] == "bv",
                 "an int, real or bit-vector expression"),
    "verified_under": (lambda t: t == BOOL, "a boolean expression"),
}


def _assigned(lhs: A.Lhs) -> str:
    """Returns the variable an assignment target changes (`m[i]` changes m)."""
    while not isinstance(lhs, A.VarLhs):
        lhs = lhs.base
    return lhs.name


def _not_number(t) -> bool:
    """Returns whether a (pruned) type is certainly not one that arithmetic takes."""
    return t in (BOOL, "rmode") or type(t) is TVar or \
        isinstance(t, tuple) and t[0] in ("map", "ctor")


class _Checker:
    """One type-checking pass over one resolved program."""

    def __init__(self, program: A.Program, check_modifies: bool = False) -> None:
        self.path = program.path
        self.check_modifies = check_modifies
        self.errors: list[Diagnostic] = []
        self.synonyms: dict[str, A.TypeDecl] = {}
        self.ctors: dict[str, int] = {}
        self.globals: dict[str, object] = {}
        self.functions: dict[str, tuple] = {}  # name -> (tvars, param types, result)
        self.procedures: dict[str, tuple] = {}  # name -> (tvars, ins, outs)
        self.fields: dict[str, list] = {}  # datatype -> [(field, tvars, type)]
        self.expanding: set[str] = set()
        self.mentions: set = set()  # type variables named by coercions (for triggers)
        self.variables: set[str] = set()  # global variables (constants are not)
        self.modifies: dict[str, frozenset] = {}  # procedure -> the globals it may modify
        self.frame: tuple | None = None  # (assignable locals, immutable, modifies)
        # (position, function, [(type parameter, its inferred type)]) of the applications
        # of polymorphic functions in the declaration being checked
        self.instances: list[tuple] = []
        # every use of a polymorphic function or procedure in the program, in the same
        # form (for `expansion.expanding_uses`)
        self.uses: list[tuple] = []
        # whether the program's own declarations (not the library's) use polymorphic
        # map types or quantifiers over types, which Boogie's default (monomorphic)
        # encoding does not take: such a program is meant for another encoding, under
        # which a type argument may stay undetermined
        self.polymorphic = False
        self.in_library = False
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

    def conv(self, t: A.Type | None, scope=None):
        """Returns the checker's type for an AST type; scope maps the type variables
        in scope (and a synonym's parameters) to their types."""
        if t is None:
            return None
        if isinstance(t, A.BasicType):
            return t.name
        scope = scope or {}
        if isinstance(t, A.MapType):
            self.polymorphic |= bool(t.tparams) and not self.in_library
            inner = dict(scope)
            bound = []
            for name in t.tparams:
                inner[name] = v = TVar(name)
                bound.append(v)
            return make_map(bound, tuple(self.conv(d, inner) for d in t.domain),
                            self.conv(t.range, inner))
        if t.name in scope and not t.args:
            return scope[t.name]
        args = tuple(self.conv(a, scope) for a in t.args)
        if t.name in self.synonyms:
            d = self.synonyms[t.name]
            if len(d.params) != len(args):
                self.error(t.pos, f"type synonym {t.name} takes {len(d.params)} arguments, "
                                  f"not {len(args)}")
                return None
            if t.name in self.expanding:
                return None
            self.expanding.add(t.name)
            try:
                return self.conv(d.synonym, dict(zip(d.params, args, strict=True)))
            finally:
                self.expanding.discard(t.name)
        if t.name in self.ctors:
            if self.ctors[t.name] != len(args):
                self.error(t.pos, f"type constructor {t.name} takes {self.ctors[t.name]} "
                                  f"arguments, not {len(args)}")
                return None
            return ("ctor", t.name, args)
        if args:
            return None
        if m := _BV.fullmatch(t.name):
            return ("bv", int(m.group(1)))
        if m := _FLOAT.fullmatch(t.name):
            return ("float", int(m.group(1)), int(m.group(2)))
        return "rmode" if t.name == "rmode" else None

    def tvars(self, names, scope=None) -> dict:
        """Returns scope with a fresh rigid type variable for each name."""
        inner = dict(scope or {})
        for n in names:
            inner[n] = TVar(n)
        return inner

    def declare(self, d: A.Decl) -> None:
        if isinstance(d, A.ConstDecl):
            self.globals[d.name] = self.conv(d.type)
        elif isinstance(d, A.GlobalVarDecl):
            self.globals[d.var.name] = self.conv(d.var.type)
            self.variables.add(d.var.name)
        elif isinstance(d, A.FunctionDecl):
            tv = self.tvars(d.tparams)
            params = [self.conv(p.type, tv) for p in d.params]
            self.functions[d.name] = ([tv[n] for n in d.tparams], params,
                                      self.conv(d.result.type, tv))
        elif isinstance(d, A.DatatypeDecl):
            tv = self.tvars(d.tparams)
            order = [tv[n] for n in d.tparams]
            result = ("ctor", d.name, tuple(order))
            fields = self.fields.setdefault(d.name, [])
            for c in d.ctors:
                types = [self.conv(f.type, tv) for f in c.fields]
                self.functions[c.name] = (order, types, result)
                fields.extend((f.name, order, ft) for f, ft in zip(c.fields, types, strict=True))
        elif isinstance(d, A.ProcedureDecl):
            tv = self.tvars(d.tparams)
            self.modifies[d.name] = frozenset(
                n for s in d.specs if isinstance(s, A.Modifies) for n in s.names)
            self.procedures[d.name] = ([tv[n] for n in d.tparams],
                                       [self.conv(v.type, tv) for v in d.ins],
                                       [self.conv(v.type, tv) for v in d.outs])

    # ------------------------------------------------------------ declarations

    def program(self, program: A.Program) -> None:
        for d in program.decls:
            self.in_library = is_library_decl(d)
            attrs = d.var.attrs if isinstance(d, A.GlobalVarDecl) else getattr(d, "attrs", ())
            if not isinstance(d, (A.ProcedureDecl, A.ImplementationDecl)):
                self.attrs(attrs, {}, {})
            if isinstance(d, A.DatatypeDecl):
                self.datatype(d)
            elif isinstance(d, A.AxiomDecl):
                self.expect_bool(d.expr, {})
            elif isinstance(d, A.ConstDecl):
                self.parents(d)
                for a in d.axioms or ():
                    self.attrs(a.attrs, {}, {})
                    self.expect_bool(a.expr, {})
            elif isinstance(d, A.GlobalVarDecl) and d.var.where is not None:
                self.expect_bool(d.var.where, {})
            elif isinstance(d, A.FunctionDecl):
                self.function(d)
            elif isinstance(d, (A.ProcedureDecl, A.ImplementationDecl)):
                self.procedure(d)
        self.in_library = False
        if not self.polymorphic:
            self.uninferred()
        for pos, message in expanding_uses(self.uses):
            self.error(pos, message)

    def uninferred(self) -> None:
        """Reports each polymorphic function application whose type arguments the
        program leaves undetermined (as in `MapConst(false) == MapConst(false)`):
        Boogie's default encoding monomorphizes the program, cannot, and rejects it."""
        for pos, name, args in self.instances:
            for tparam, t in args:
                if _undetermined(t):
                    self.error(pos, f"cannot infer the type argument {tparam} of {name}: "
                                    f"unable to monomorphize input program: unhandled "
                                    f"polymorphic features detected")
                    break
        self.instances.clear()

    def parents(self, d: A.ConstDecl) -> None:
        """Checks that the parents of a constant in the order of `extends` have its type."""
        mine = self.globals.get(d.name)
        for p in d.extends or ():
            theirs = self.globals.get(p.name)
            if not unify(theirs, mine):
                self.error(p.pos, f"parent of constant has incompatible type "
                                  f"({_show(theirs)} instead of {_show(mine)})")

    def datatype(self, d: A.DatatypeDecl) -> None:
        """Checks that a field name has one type in all the constructors of a datatype."""
        seen: dict[str, object] = {}
        for name, _, t in self.fields.get(d.name, ()):
            if name in seen and not unify(seen[name], t):
                self.error(d.pos, f"field {name} has different types in the constructors of "
                                  f"{d.name}: {_show(seen[name])} and {_show(t)}")
            seen.setdefault(name, t)

    def attrs(self, attrs, env: dict, tv) -> None:
        """Types the expression parameters of attributes (strings are not expressions);
        the attributes Boogie gives a meaning take parameters of their type."""
        for a in attrs:
            if not isinstance(a, A.Attribute):
                continue
            types = [None if isinstance(p, A.StringLit) else self.type(p, env, tv)
                     for p in a.params]
            want = _ATTRIBUTE_TYPES.get(a.name)
            if want is None or len(types) != 1:
                continue
            got = prune(types[0])
            if got is not None and type(got) is not Meta and not want[0](got):
                self.error(a.pos, f"the parameter of {{:{a.name}}} must be {want[1]}, "
                                  f"not {_show(got)}")

    def formals(self, variables, tv: dict, env: dict) -> dict:
        inner = dict(env)
        for v in variables:
            if v.name is not None:
                inner[v.name] = self.conv(v.type, tv)
        for v in variables:
            if v.attrs:
                self.attrs(v.attrs, inner, tv)
            if v.where is not None:
                self.expect_bool(v.where, inner, tv)
        return inner

    def function(self, d: A.FunctionDecl) -> None:
        tparams, params, result = self.functions[d.name]
        tv = dict(zip(d.tparams, tparams, strict=True))
        env = {p.name: t for p, t in zip(d.params, params, strict=True) if p.name is not None}
        if d.body is not None:
            got = self.type(d.body, env, tv)
            if not unify(got, result):
                self.error(d.body.pos, f"function body has type {_show(got)}, "
                                       f"expected {_show(result)}")
        for a in d.axioms or ():
            self.expect_bool(a.expr, {})

    def procedure(self, d) -> None:
        signature = self.procedures.get(d.name)
        if isinstance(d, A.ProcedureDecl) and signature and len(signature[0]) == len(d.tparams):
            tv = dict(zip(d.tparams, signature[0], strict=True))  # one type variable each
        else:
            tv = self.tvars(d.tparams)
        if isinstance(d, A.ImplementationDecl):
            tv = self.implementation_signature(d)
        env = self.formals(d.ins + d.outs, tv, {})
        self.attrs(d.attrs, env, tv)
        for s in getattr(d, "specs", ()):
            if isinstance(s, (A.Requires, A.Ensures, A.Asserts)):
                self.attrs(s.attrs, env, tv)
                self.expect_bool(s.expr, env, tv)
            elif not isinstance(s, A.Modifies):
                self.civl_spec(s, env, tv)
        if d.body is not None:
            env = self.formals(d.body.locals, tv, env)
            for v in d.body.locals:
                if any(a.name == "assumption" for a in v.attrs) and not unify(env[v.name], BOOL):
                    self.error(v.pos, f"assumption variable must be of type bool: {v.name}")
            assignable = {v.name for v in d.outs} | {v.name for v in d.body.locals}
            self.frame = (assignable, {v.name for v in d.ins},
                          self.modifies.get(d.name, frozenset()))
            try:
                for s in d.body.stmts:
                    self.stmt(s, env, tv)
            finally:
                self.frame = None

    def civl_spec(self, s: A.Spec, env: dict, tv) -> None:
        """Types a CIVL specification: a yield invariant's clause or call, an action
        written in place by `refines` (with the procedure's parameters)."""
        if isinstance(s, A.YieldCall):
            self.call(s.call, env, tv)
        elif isinstance(s, A.Invariant):
            self.invariant(s, env, tv)
        elif isinstance(s, A.Refines) and s.body is not None:
            inner = self.formals(s.body.locals, tv, env)
            for t in s.body.stmts:
                self.stmt(t, inner, tv)

    def invariant(self, inv: A.Invariant, env: dict, tv) -> None:
        """Types an invariant: its expression, or CIVL's call of a yield invariant."""
        self.attrs(inv.attrs, env, tv)
        if inv.call is not None:
            self.call(inv.call, env, tv)
        else:
            self.expect_bool(inv.expr, env, tv)

    def implementation_signature(self, d: A.ImplementationDecl) -> dict:
        """Checks an implementation's signature against its procedure's (type parameters
        matched in order) and returns the scope of its type parameters."""
        signature = self.procedures.get(d.name)
        if signature is None:
            return self.tvars(d.tparams)
        tparams, ins, outs = signature
        if len(tparams) != len(d.tparams):
            self.error(d.pos, f"mismatched number of type parameters in procedure "
                              f"implementation: {d.name}")
            return self.tvars(d.tparams)
        tv = dict(zip(d.tparams, tparams, strict=True))
        for what, mine, theirs in (("in", d.ins, ins), ("out", d.outs, outs)):
            if len(mine) != len(theirs):
                self.error(d.pos, f"mismatched number of {what}-parameters in procedure "
                                  f"implementation: {d.name}")
                continue
            for v, want in zip(mine, theirs, strict=True):
                got = self.conv(v.type, tv)
                if not unify(got, want):
                    self.error(v.pos, f"mismatched type of {what}-parameter in "
                                      f"implementation {d.name}: {v.name}")
        return tv

    def assigns(self, name: str, pos: A.Pos) -> None:
        """Reports an assignment (`:=`, `havoc`, a call's result) to a variable that the
        enclosing procedure may not change: an in-parameter, a constant, or a global
        variable not in its modifies clause."""
        if self.frame is None:
            return
        assignable, immutable, modifies = self.frame
        if name in assignable:
            return
        if name in immutable or name not in self.variables and name in self.globals:
            self.error(pos, f"command assigns to an immutable variable: {name}")
        elif self.check_modifies and name in self.variables and name not in modifies:
            self.error(pos, f"command assigns to a global variable that is not in the "
                            f"enclosing procedure's modifies clause: {name}")

    # ------------------------------------------------------------ statements

    def stmt(self, s: A.Stmt, env: dict, tv) -> None:
        attrs = getattr(s, "attrs", ())
        if attrs:
            self.attrs(attrs, env, tv)
        if isinstance(s, (A.Assert, A.Assume)):
            self.expect_bool(s.expr, env, tv)
        elif isinstance(s, A.Assign):
            for lhs in s.lhss:
                self.assigns(_assigned(lhs), lhs.pos)
            for lhs, rhs in zip(s.lhss, s.rhss, strict=False):
                want = self.lhs(lhs, env, tv)
                got = self.type(rhs, env, tv)
                if not unify(want, got):
                    self.error(rhs.pos, f"mismatched types in assignment: {_show(want)} := "
                                        f"{_show(got)}")
        elif isinstance(s, A.Havoc):
            for name in s.names:
                self.assigns(name, s.pos)
        elif isinstance(s, A.Call):
            self.call(s, env, tv)
        elif isinstance(s, A.ParCall):
            for c in s.calls:
                self.attrs(c.attrs, env, tv)
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
                self.invariant(inv, env, tv)
            for t in s.body.stmts:
                self.stmt(t, env, tv)

    def lhs(self, lhs: A.Lhs, env: dict, tv):
        if isinstance(lhs, A.VarLhs):
            return env.get(lhs.name, self.globals.get(lhs.name))
        if isinstance(lhs, A.MapLhs):
            return self.select(self.lhs(lhs.base, env, tv), lhs.indexes, env, tv, lhs.pos)
        if isinstance(lhs, A.FieldLhs):
            return self.field(self.lhs(lhs.base, env, tv), lhs.field, lhs.pos)
        return None

    def call(self, c: A.Call, env: dict, tv) -> None:
        signature = self.procedures.get(c.name)
        if signature is None:
            return
        tparams, ins, outs = signature
        if c.forall:
            if outs:
                self.error(c.pos, f"call forall is allowed only on procedures with no "
                                  f"out-parameters: {c.name}")
            if self.modifies.get(c.name):
                self.error(c.pos, f"call forall is allowed only on procedures with no "
                                  f"modifies clause: {c.name}")
        for name in c.outs:
            self.assigns(name, c.pos)
        if self.frame is not None and self.check_modifies:
            for name in sorted(self.modifies.get(c.name, frozenset()) - self.frame[2]):
                if name in self.variables:
                    self.error(c.pos, f"call to {c.name} modifies a global variable that is "
                                      f"not in the enclosing procedure's modifies clause: "
                                      f"{name}")
        if len(c.args) != len(ins):
            self.error(c.pos, f"wrong number of arguments in call to {c.name}: "
                              f"{len(c.args)} instead of {len(ins)}")
        if len(c.outs) != len(outs) and not c.forall:
            self.error(c.pos, f"wrong number of result variables in call to {c.name}: "
                              f"{len(c.outs)} instead of {len(outs)}")
        inferred, inst = _split(instantiate(tparams, *tparams, *ins, *outs), len(tparams))
        ins, outs = inst[:len(ins)], inst[len(ins):]
        if tparams:
            self.uses.append((c.pos, c.name, list(zip(tparams, inferred, strict=True))))
        for arg, want in zip(c.args, ins, strict=False):
            if arg is None:  # `*` of call forall: any value
                continue
            got = self.type(arg, env, tv)
            if not unify(got, want):
                self.error(arg.pos, f"invalid type for argument in call to {c.name}: "
                                    f"{_show(got)} (expected {_show(want)})")
        for name, want in zip(c.outs, outs, strict=False):
            got = env.get(name, self.globals.get(name))
            if not unify(got, want):
                self.error(c.pos, f"invalid type for result {name} in call to {c.name}: "
                                  f"{_show(got)} (expected {_show(want)})")

    # ------------------------------------------------------------ expressions

    def expect_bool(self, e: A.Expr, env: dict, tv=None) -> None:
        got = self.type(e, env, tv or {})
        if not unify(got, BOOL):
            self.error(e.pos, f"expected a boolean expression, got {_show(got)}")

    def select(self, base, indexes, env, tv, pos):
        """Returns the type of base[indexes] (a polymorphic map is instantiated afresh)."""
        index_types = [self.type(i, env, tv) for i in indexes]
        base = prune(base)
        if not (isinstance(base, tuple) and base[0] == "map"):
            if base is not None and type(base) is not Meta:
                self.error(pos, f"not a map: {_show(base)}")
            return None
        if len(indexes) != len(base[2]):
            self.error(pos, f"wrong number of indexes: {len(indexes)} instead of "
                            f"{len(base[2])}")
            return None
        *domain, rng = instantiate(base[1], *base[2], base[3])
        for i, got, want in zip(indexes, index_types, domain, strict=True):
            if not unify(got, want):
                self.error(i.pos, f"invalid index type: {_show(got)} (expected {_show(want)})")
        return rng

    def field(self, base, name: str, pos: A.Pos):
        """Returns the type of a datatype field of a value of type base."""
        base = prune(base)
        if not (isinstance(base, tuple) and base[0] == "ctor"):
            if base is not None and type(base) is not Meta:
                self.error(pos, f"field access on a value of type {_show(base)}, "
                                f"not a datatype")
            return None
        fields = self.fields.get(base[1])
        if fields is None:
            self.error(pos, f"field access on a value of type {_show(base)}, not a datatype")
            return None
        types = [(tparams, t) for f, tparams, t in fields if f == name]
        if not types:
            self.error(pos, f"datatype {base[1]} has no field {name}")
            return None
        tparams, t = types[0]
        inst, *args = instantiate(tparams, t, *tparams)
        for a, b in zip(args, base[2], strict=True):
            unify(a, b)
        for other_tparams, other in types[1:]:
            if not unify(instantiate(other_tparams, other)[0], inst):
                self.error(pos, f"field {name} has different types in the constructors "
                                f"of {base[1]}")
        return inst

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
            got = prune(self.type(e.expr, env, tv))
            if e.op == "!":
                if not unify(got, BOOL):
                    self.error(e.pos, f"invalid argument type ({_show(got)}) to !")
                return BOOL
            if _not_number(got):
                self.error(e.pos, f"invalid argument type ({_show(got)}) to unary -")
                return None
            return got
        if kind is A.Old:
            return self.type(e.expr, env, tv)
        if kind is A.IfThenElse:
            self.expect_bool(e.cond, env, tv)
            a, b = self.type(e.then, env, tv), self.type(e.else_, env, tv)
            if not unify(a, b):
                self.error(e.pos, f"branches of if-then-else have different types: "
                                  f"{_show(a)} and {_show(b)}")
            return a if a is not None else b
        if kind is A.Select:
            return self.select(self.type(e.map, env, tv), e.indexes, env, tv, e.pos)
        if kind is A.Store:
            base = self.type(e.map, env, tv)
            want = self.select(base, e.indexes, env, tv, e.pos)
            got = self.type(e.value, env, tv)
            if not unify(want, got):
                self.error(e.value.pos, f"invalid type of stored value: {_show(got)} "
                                        f"(expected {_show(want)})")
            return base
        if kind is A.Extract:
            base = prune(self.type(e.expr, env, tv))
            if type(base) is Meta:
                base = None
            if base is not None and (not isinstance(base, tuple) or base[0] != "bv"):
                self.error(e.pos, f"bitvector extract of a {_show(base)}")
            elif base is not None and not 0 <= e.lo <= e.hi <= base[1]:
                self.error(e.pos, f"extract [{e.hi}:{e.lo}] out of the bounds of a "
                                  f"{_show(base)}")
            return ("bv", e.hi - e.lo) if e.hi >= e.lo else None
        if kind is A.TypeCoercion:
            got = self.type(e.expr, env, tv)
            want = self.conv(e.type, tv)
            self.mentions.update(free_tvars(want))
            if not unify(got, want):
                self.error(e.pos, f"type coercion of a {_show(got)} to {_show(want)}")
            return want
        if kind is A.ArithCoercion:
            self.type(e.expr, env, tv)
            return INT if e.to == "int" else REAL
        if kind is A.FunCall:
            return self.fun_call(e, env, tv)
        if kind is A.Quantifier:
            return self.quantifier(e, env, tv)
        if kind is A.LetExpr:
            inner = dict(env)
            for name, rhs in zip(e.names, e.rhss, strict=False):
                inner[name] = self.type(rhs, env, tv)
            return self.type(e.body, inner, tv)
        if kind is A.IsCtor:
            self.type(e.expr, env, tv)
            return BOOL
        if kind is A.FieldAccess:
            return self.field(self.type(e.expr, env, tv), e.field, e.pos)
        if kind is A.FieldUpdate:
            base = self.type(e.expr, env, tv)
            want = self.field(base, e.field, e.pos)
            got = self.type(e.value, env, tv)
            if not unify(want, got):
                self.error(e.value.pos, f"invalid type of updated field {e.field}: "
                                        f"{_show(got)} (expected {_show(want)})")
            return base
        if kind is A.CodeExpr:
            return self.code(e, env, tv)
        return None

    def code(self, e: A.CodeExpr, env: dict, tv):
        """Returns bool, the type of a code expression, after typing its locals, the
        commands of its blocks and what they return (which must be boolean). Its
        assignments are not held to a frame (None while inside)."""
        inner = self.formals(e.locals, tv, env)
        frame, self.frame = self.frame, None
        try:
            for b in e.blocks:
                self.attrs((*b.goto_attrs, *b.result_attrs), inner, tv)
                for c in b.cmds:
                    self.stmt(c, inner, tv)
                if b.result is not None:
                    self.expect_bool(b.result, inner, tv)
        finally:
            self.frame = frame
        return BOOL

    def quantifier(self, e: A.Quantifier, env: dict, tv):
        """Returns the type of a quantifier or lambda: its type variables are rigid in its
        body; one that the types of the bound variables do not mention must be mentioned
        by the triggers, when there are triggers (as Boogie requires)."""
        inner_tv = self.tvars(e.tparams, tv)
        self.polymorphic |= bool(e.tparams) and not self.in_library
        inner = self.formals(e.bound, inner_tv, env)
        bound_types = [inner[v.name] for v in e.bound if v.name is not None]
        mentioned = set(free_tvars(*bound_types))
        outer_mentions, self.mentions = self.mentions, set()
        try:
            for trig in e.triggers:
                for t in trig.exprs:
                    mentioned.update(free_tvars(self.type(t, inner, inner_tv)))
            mentioned |= self.mentions
        finally:
            self.mentions = outer_mentions | self.mentions
        self.attrs(e.attrs, inner, inner_tv)
        if e.triggers:
            for name in e.tparams:
                if inner_tv[name] not in mentioned:
                    self.error(e.pos, f"type variable {name} must occur in the types of the "
                                      f"bound variables or in a trigger")
        if e.kind == "lambda":
            body = self.type(e.body, inner, inner_tv)
            return make_map([inner_tv[n] for n in e.tparams], tuple(bound_types), body)
        self.expect_bool(e.body, inner, inner_tv)
        return BOOL

    def binary(self, e: A.Binary, env: dict, tv):
        a, b = prune(self.type(e.left, env, tv)), prune(self.type(e.right, env, tv))
        op = e.op
        if op in _BOOL_OPS:
            for side, t in ((e.left, a), (e.right, b)):
                if not unify(t, BOOL):
                    self.error(side.pos, f"invalid argument type ({_show(t)}) to {op}")
            return BOOL
        if op == "<:":  # older Boogie's partial order (of `extends`): one type both sides
            if not unify(a, b):
                self.error(e.pos, f"invalid argument types ({_show(a)} and {_show(b)}) "
                                  f"to <:")
            return BOOL
        if op in ("==", "!="):
            if not unify_eq(a, b):
                self.error(e.pos, f"invalid argument types ({_show(a)} and {_show(b)}) "
                                  f"to {op}")
            return BOOL
        if op in _ORDER_OPS or op in _ARITH_OPS or op in ("div", "mod"):
            a, b = _infer_operand(a, b, op), _infer_operand(b, a, op)
        if type(a) is Meta:
            a = None
        if type(b) is Meta:
            b = None
        if op == "++":
            for t in (a, b):
                if t is not None and not (isinstance(t, tuple) and t[0] == "bv"):
                    self.error(e.pos, f"invalid argument type ({_show(t)}) to ++")
                    return None
            return ("bv", a[1] + b[1]) if a is not None and b is not None else None
        if _not_number(a) or _not_number(b):
            self.error(e.pos, f"invalid argument types ({_show(a)} and {_show(b)}) to {op}")
            return BOOL if op in _ORDER_OPS else None
        if op in _ORDER_OPS or op in _ARITH_OPS:
            if not unify(a, b):
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
        """Returns the type of an application: the function's type parameters are
        inferred from the arguments (and later from the context of the result)."""
        arg_types = [self.type(a, env, tv) for a in e.args]
        signature = self.functions.get(e.name)
        if signature is None:
            return None
        tparams, params, result = signature
        *inferred, result = instantiate(tparams, *tparams, *params, result)
        inferred, params = inferred[:len(tparams)], inferred[len(tparams):]
        if tparams:
            use = (e.pos, e.name, list(zip(tparams, inferred, strict=True)))
            self.instances.append(use)
            self.uses.append(use)
        if len(e.args) != len(params):
            self.error(e.pos, f"wrong number of arguments in application of {e.name}: "
                              f"{len(e.args)} instead of {len(params)}")
            return result
        for arg, got, want in zip(e.args, arg_types, params, strict=True):
            if not unify(got, want):
                self.error(arg.pos, f"invalid type for argument of {e.name}: {_show(got)} "
                                    f"(expected {_show(want)})")
        return result


def _infer_operand(t, other, op: str):
    """Returns an operand's type, binding it when it is still to infer and the other
    operand's (or `div`/`mod`'s) type says what it is: in `i + f()`, f's result is
    an int, as Boogie infers."""
    if type(t) is not Meta:
        return t
    want = INT if op in ("div", "mod") else other
    if want is not None and type(want) is not Meta and not _not_number(want):
        unify(t, want)
        return prune(t)
    return t


def _split(types: tuple, n: int) -> tuple[tuple, tuple]:
    """Returns the first n types and the rest."""
    return types[:n], types[n:]


def _undetermined(t) -> bool:
    """Returns whether a type still has a part to infer (an unbound Meta)."""
    t = prune(t)
    if type(t) is Meta:
        return True
    if type(t) is tuple and t[0] == "ctor":
        return any(_undetermined(a) for a in t[2])
    if type(t) is tuple and t[0] == "map":
        return any(_undetermined(d) for d in t[2]) or _undetermined(t[3])
    return False


def typecheck(program: A.Program, check_modifies: bool = False) -> list[Diagnostic]:
    """Returns the type errors of a resolved program. check_modifies: report assignments
    to global variables outside the procedure's modifies clause (Boogie does, unless
    told to infer modifies clauses as Corral and Symbooglix do; off by default)."""
    checker = _Checker(program, check_modifies)
    try:
        with recursion_room():
            checker.program(program)
    except RecursionError:
        checker.error(A.Pos(1, 1), "program nested too deeply to type-check")
    return sorted(checker.errors)
