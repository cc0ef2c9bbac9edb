"""Name resolution of a parsed Boogie program: every name refers to a declaration in scope.

Scopes, outermost first: the program (types; variables and constants;
functions, datatype constructors and procedures), a declaration's type
parameters and formals, an implementation's locals and labels, and the
bound variables of quantifiers, lambdas and lets. `old(e)` is allowed only
in two-state contexts (postconditions and implementation bodies). The pass
returns the located errors (kind `resolution`), several per file, in order.
"""

from __future__ import annotations

import re
from dataclasses import fields

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.depth import recursion_room
from stamen.langs.boogie.diagnostics import Diagnostic

__all__ = ["resolve"]

_BUILTIN_TYPE = re.compile(r"bv[0-9]+|float[0-9]+e[0-9]+|rmode|string|regex")
_BV_TYPE = re.compile(r"bv[0-9]+")


def _children_of(cls: type) -> tuple[str, ...]:
    """Returns the names of a node class's fields that may hold nodes."""
    return tuple(f.name for f in fields(cls) if f.name not in ("pos", "path"))


_FIELDS: dict[type, tuple[str, ...]] = {}

# Attributes whose one parameter must be an expression.
_ONE_EXPRESSION = frozenset({"minimize", "maximize", "verified_under"})


def _type_names(t: A.Type, into: set[str]) -> None:
    """Adds the names that occur in a type (constructors and type variables) to `into`."""
    if isinstance(t, A.NamedType):
        into.add(t.name)
        for a in t.args:
            _type_names(a, into)
    elif isinstance(t, A.MapType):
        for d in t.domain:
            _type_names(d, into)
        _type_names(t.range, into)


def _synonyms_in(t: A.Type, bound: frozenset, synonyms: set, into: set) -> None:
    """Adds to `into` the synonyms that a type names (not its bound type variables)."""
    if isinstance(t, A.NamedType):
        if t.name in synonyms and t.name not in bound:
            into.add(t.name)
        for a in t.args:
            _synonyms_in(a, bound, synonyms, into)
    elif isinstance(t, A.MapType):
        inner = bound | frozenset(t.tparams)
        for d in (*t.domain, t.range):
            _synonyms_in(d, inner, synonyms, into)


class _Globals:
    """The program-level names, by namespace."""

    def __init__(self) -> None:
        self.types: dict[str, int] = {}        # type name -> arity
        self.variables: dict[str, A.Node] = {}  # global variables and constants
        self.constants: set[str] = set()
        self.functions: dict[str, A.Node] = {}  # functions and datatype constructors
        self.procedures: dict[str, A.ProcedureDecl] = {}


class _Context:
    """What an expression may refer to: local variables (innermost last), type variables,
    and whether `old` is allowed."""

    def __init__(self, variables: dict[str, object], tvars: frozenset[str],
                 two_state: bool) -> None:
        self.variables = variables
        self.tvars = tvars
        self.two_state = two_state

    def with_vars(self, names, tvars=()) -> _Context:
        inner = dict(self.variables)
        inner.update((n, True) for n in names)
        return _Context(inner, self.tvars | frozenset(tvars), self.two_state)


class _Resolver:
    """One resolution pass over one program."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.errors: list[Diagnostic] = []
        self.g = _Globals()
        self.pure = False  # inside the body of a pure procedure
        self.assumption_vars: set[str] = set()  # the {:assumption} locals of the body
        self.ids: set[str] = set()  # the {:id "..."} of statements seen so far

    def error(self, pos: A.Pos, message: str, kind: str = "resolution") -> None:
        """Records an error; labels of structured bodies are checked while Boogie parses,
        so their errors are of kind `parse`."""
        self.errors.append(Diagnostic(self.path, pos.line, pos.col, kind, message))

    # ------------------------------------------------------------ declarations

    def declare(self, table: dict, name: str, node: A.Node, what: str) -> None:
        if name in table:
            self.error(node.pos, f"more than one declaration of {what} name: {name}")
        else:
            table[name] = node

    def collect(self, program: A.Program) -> None:
        """Declares the program-level names (a name may be used before its declaration)."""
        g = self.g
        arity: dict[str, A.Node] = {}
        for d in program.decls:
            if isinstance(d, A.TypeDecl):
                if _BV_TYPE.fullmatch(d.name):
                    self.error(d.pos, f"cannot declare a type with a built-in name: {d.name}")
                self.declare(arity, d.name, d, "type")
                g.types[d.name] = len(d.params)
            elif isinstance(d, A.DatatypeDecl):
                self.declare(arity, d.name, d, "type")
                g.types[d.name] = len(d.tparams)
                for c in d.ctors:
                    self.declare(g.functions, c.name, c, "function/procedure")
            elif isinstance(d, A.ConstDecl):
                self.declare(g.variables, d.name, d, "variable")
                g.constants.add(d.name)
            elif isinstance(d, A.GlobalVarDecl):
                self.declare(g.variables, d.var.name, d, "variable")
            elif isinstance(d, A.FunctionDecl):
                self.declare(g.functions, d.name, d, "function/procedure")
            elif isinstance(d, A.ProcedureDecl):
                self.declare(g.procedures, d.name, d, "procedure")

    def program(self, program: A.Program) -> None:
        self.collect(program)
        top = _Context({}, frozenset(), False)
        for d in program.decls:
            getattr(self, f"decl_{type(d).__name__}")(d, top)
        self.synonyms_are_finite(program)
        self.datatypes_have_values(program)

    def synonyms_are_finite(self, program: A.Program) -> None:
        """Reports the type synonyms that never expand to a type: those on a cycle of
        synonyms (`type A = B; type B = [int]A;`) and those that use one, as Boogie
        does (it resolves a synonym once all the synonyms it uses are resolved)."""
        decls = [d for d in program.decls if isinstance(d, A.TypeDecl) and d.synonym is not None]
        names = {d.name for d in decls}
        uses = {}
        for d in decls:
            found: set[str] = set()
            _synonyms_in(d.synonym, frozenset(d.params), names, found)
            uses[d] = found
        resolved: set[str] = set()
        changed = True
        while changed:
            changed = False
            for d in decls:
                if d.name not in resolved and uses[d] <= resolved:
                    resolved.add(d.name)
                    changed = True
        for d in decls:
            if d.name not in resolved:
                self.error(d.pos, f"type synonym could not be resolved because of cycles: "
                                  f"{d.name}")

    def datatypes_have_values(self, program: A.Program) -> None:
        """Reports the datatypes without finite values: each of whose constructors needs a
        value of a datatype without finite values (a cycle, perhaps through synonyms,
        with no constructor to end it)."""
        datatypes = {d.name: d for d in program.decls if isinstance(d, A.DatatypeDecl)}
        synonyms = {d.name: d.synonym for d in program.decls
                    if isinstance(d, A.TypeDecl) and d.synonym is not None and not d.params}

        def needs(t, seen=frozenset()) -> str | None:
            """Returns the datatype whose value a value of type t needs, if any."""
            if isinstance(t, A.NamedType):
                if t.name in datatypes:
                    return t.name
                if t.name in synonyms and t.name not in seen:
                    return needs(synonyms[t.name], seen | {t.name})
            return None

        inhabited: set[str] = set()
        changed = True
        while changed:
            changed = False
            for name, d in datatypes.items():
                if name not in inhabited and any(
                        all(needs(f.type) in (None, *inhabited) for f in c.fields)
                        for c in d.ctors):
                    inhabited.add(name)
                    changed = True
        for name, d in datatypes.items():
            if name not in inhabited:
                self.error(d.pos, f"datatype {name} has no finite values: each of its "
                                  f"constructors needs a value of a cyclic datatype")

    def decl_TypeDecl(self, d: A.TypeDecl, top: _Context) -> None:
        if d.synonym is not None:
            self.type(d.synonym, frozenset(d.params))
        self.attrs(d.attrs, top)

    def decl_DatatypeDecl(self, d: A.DatatypeDecl, top: _Context) -> None:
        tvars = frozenset(d.tparams)
        for c in d.ctors:
            self.formals(c.fields, tvars, top, "field")

    def decl_ConstDecl(self, d: A.ConstDecl, top: _Context) -> None:
        self.type(d.type, frozenset())
        self.attrs(d.attrs, top)
        seen: set[str] = set()
        for p in d.extends or ():
            if p.name not in self.g.constants:
                self.error(p.pos, f"undeclared constant: {p.name}")
            elif p.name == d.name:
                self.error(p.pos, "constant cannot be its own parent")
            elif p.name in seen:
                self.error(p.pos, f"{p.name} occurs more than once as parent")
            seen.add(p.name)
        for a in d.axioms or ():
            self.decl_AxiomDecl(a, top)

    def decl_GlobalVarDecl(self, d: A.GlobalVarDecl, top: _Context) -> None:
        self.type(d.var.type, frozenset())
        self.attrs(d.var.attrs, top)
        if d.var.where is not None:
            self.expr(d.var.where, top)

    def decl_AxiomDecl(self, d: A.AxiomDecl, top: _Context) -> None:
        self.attrs(d.attrs, top)
        self.expr(d.expr, top)

    def decl_FunctionDecl(self, d: A.FunctionDecl, top: _Context) -> None:
        tvars = frozenset(d.tparams)
        inner = self.formals(d.params, tvars, top, "parameter")
        self.type(d.result.type, tvars)
        self.attrs(d.attrs, inner)
        if d.body is not None:
            self.expr(d.body, inner)
        for a in d.axioms or ():
            self.decl_AxiomDecl(a, top)

    def formals(self, variables, tvars: frozenset[str], outer: _Context, what: str,
                two_state: bool = False) -> _Context:
        """Returns the context with variables declared (duplicates reported); resolves
        their types, attributes and where clauses in that context."""
        seen: dict[str, A.Node] = {}
        for v in variables:
            self.type(v.type, tvars)
            if v.name is not None:
                self.declare(seen, v.name, v, "variable")
        inner = outer.with_vars(seen, tvars)
        inner.two_state = two_state
        for v in variables:
            self.attrs(v.attrs, inner)
            if v.where is not None:
                self.expr(v.where, inner)
        return inner

    def decl_ProcedureDecl(self, d: A.ProcedureDecl, top: _Context) -> None:
        tvars = frozenset(d.tparams)
        self.occur(d.tparams, [v.type for v in d.ins + d.outs], d.pos, "the signature")
        ins = self.formals(d.ins, tvars, top, "parameter")
        both = self.formals(d.ins + d.outs, tvars, top, "parameter", two_state=True)
        self.attrs(d.attrs, both)
        for s in d.specs:
            if isinstance(s, A.Modifies) and d.pure and s.names:
                self.error(s.pos, f"pure procedure {d.name} may not modify global variables")
            if isinstance(s, A.Modifies):
                for name in s.names:
                    if name not in self.g.variables:
                        self.error(s.pos, f"undeclared variable in modifies clause: {name}")
                continue
            if not isinstance(s, (A.Requires, A.Ensures)):
                self.civl_spec(s, ins, both)
                continue
            context = ins if isinstance(s, A.Requires) else both
            self.attrs(s.attrs, context)
            self.expr(s.expr, context)
        if d.body is not None:
            self.pure = d.pure
            self.body(d.body, both)
            self.pure = False

    def civl_spec(self, s: A.Spec, ins: _Context, both: _Context) -> None:
        """Resolves a CIVL specification: calls of yield invariants, the actions that
        `refines` and `creates` name, an action's gate, a yield invariant's clauses."""
        if isinstance(s, A.YieldCall):
            self.call(s.call, ins if s.kind == "requires" else both)
        elif isinstance(s, A.Invariant):
            self.attrs(s.attrs, ins)
            if s.call is not None:
                self.call(s.call, ins)
            else:
                self.expr(s.expr, ins)
        elif isinstance(s, A.Asserts):
            self.attrs(s.attrs, ins)
            self.expr(s.expr, ins)
        elif isinstance(s, A.Creates):
            for name in s.names:
                if name not in self.g.procedures:
                    self.error(s.pos, f"undeclared action in creates clause: {name}")
        elif isinstance(s, A.Refines):
            self.attrs(s.attrs, both)
            if s.body is not None:
                self.attrs(s.action_attrs, both)
                self.body(s.body, both)
                return
            for name in (s.name, s.using):
                if name is not None and name not in self.g.procedures:
                    self.error(s.pos, f"undeclared action in refines clause: {name}")

    def decl_ImplementationDecl(self, d: A.ImplementationDecl, top: _Context) -> None:
        if d.name not in self.g.procedures:
            self.error(d.pos, f"implementation given for undeclared procedure: {d.name}")
        tvars = frozenset(d.tparams)
        both = self.formals(d.ins + d.outs, tvars, top, "parameter", two_state=True)
        self.attrs(d.attrs, both)
        procedure = self.g.procedures.get(d.name)
        self.pure = procedure is not None and procedure.pure
        self.body(d.body, both)
        self.pure = False

    # ------------------------------------------------------------ bodies and statements

    def body(self, body: A.Body, outer: _Context) -> None:
        context = self.formals(body.locals, outer.tvars, outer, "local", two_state=True)
        labels: dict[str, A.Node] = {}
        self.labels(body.stmts, labels)
        self.assumption_vars = set()
        for v in body.locals:
            if any(a.name == "assumption" for a in v.attrs if isinstance(a, A.Attribute)):
                self.assumption_vars.add(v.name)
                if v.where is not None:
                    self.error(v.pos, f"assumption variable may not be declared with a "
                                      f"where clause: {v.name}")
        for s in body.stmts:
            self.stmt(s, context, labels, ())
        self.assumption_vars = set()

    def assumption_update(self, s: A.Assign) -> None:
        """Reports an assignment to an assumption variable `a` that is not `a := a && e`
        (Boogie's only update of an {:assumption} variable)."""
        for lhs, rhs in zip(s.lhss, s.rhss, strict=False):
            if isinstance(lhs, A.VarLhs) and lhs.name in self.assumption_vars and not (
                    isinstance(rhs, A.Binary) and rhs.op == "&&"
                    and isinstance(rhs.left, A.Var) and rhs.left.name == lhs.name):
                self.error(lhs.pos, f"assumption variable {lhs.name} may only be updated as "
                                    f"{lhs.name} := {lhs.name} && e")

    def labels(self, stmts, labels: dict) -> None:
        """Declares every label of a body (goto may jump into nested blocks)."""
        for s in stmts:
            if isinstance(s, A.Label):
                self.declare(labels, s.name, s, "label")
            elif isinstance(s, A.If):
                self.labels(s.then.stmts, labels)
                branch = s.else_
                if isinstance(branch, A.Block):
                    self.labels(branch.stmts, labels)
                elif branch is not None:
                    self.labels((branch,), labels)
            elif isinstance(s, A.While):
                self.labels(s.body.stmts, labels)

    def variable(self, name: str, pos: A.Pos, context: _Context, assigned: bool) -> None:
        if name in context.variables:
            return
        if name in self.g.variables:
            return
        self.error(pos, f"undeclared identifier: {name}")

    def stmt(self, s: A.Stmt, context: _Context, labels: dict, loops: tuple) -> None:
        attrs = getattr(s, "attrs", ())
        if attrs:
            self.statement_ids(attrs)
        if isinstance(s, (A.Assert, A.Assume)):
            self.attrs(s.attrs, context)
            self.expr(s.expr, context)
        elif isinstance(s, A.Havoc):
            for name in s.names:
                self.variable(name, s.pos, context, True)
        elif isinstance(s, A.Assign):
            self.parallel(s)
            if self.assumption_vars:
                self.assumption_update(s)
            for lhs in s.lhss:
                self.lhs(lhs, context)
            self.attrs(s.attrs, context)
            for e in s.rhss:
                self.expr(e, context)
        elif isinstance(s, A.Call):
            self.call(s, context)
        elif isinstance(s, A.ParCall):
            for c in s.calls:
                self.call(c, context)
        elif isinstance(s, A.If):
            self.attrs(s.attrs, context)
            if s.guard is not None:
                self.expr(s.guard, context)
            for t in s.then.stmts:
                self.stmt(t, context, labels, loops)
            branch = s.else_
            for t in (branch.stmts if isinstance(branch, A.Block) else
                      (branch,) if branch is not None else ()):
                self.stmt(t, context, labels, loops)
        elif isinstance(s, A.While):
            if s.guard is not None:
                self.expr(s.guard, context)
            for inv in s.invariants:
                self.statement_ids(inv.attrs)
                self.attrs(inv.attrs, context)
                if inv.call is not None:
                    self.call(inv.call, context)
                else:
                    self.expr(inv.expr, context)
            for t in s.body.stmts:
                self.stmt(t, context, labels, loops + (True,))
        elif isinstance(s, A.Break):
            if not loops:
                self.error(s.pos, "break not inside a loop", "parse")
            elif s.label is not None and s.label not in labels:
                self.error(s.pos, f"break label {s.label} not found", "parse")
        elif isinstance(s, A.Goto):
            for name in s.labels:
                if name not in labels:
                    self.error(s.pos, f"goto to unknown label: {name}", "parse")
        elif isinstance(s, A.Unpack):
            if s.ctor not in self.g.functions:
                self.error(s.pos, f"undeclared constructor: {s.ctor}")
            for name in s.names:
                self.variable(name, s.pos, context, True)
            self.expr(s.expr, context)
        elif isinstance(s, (A.Return, A.Yield)):
            self.attrs(s.attrs, context)

    def parallel(self, s: A.Assign) -> None:
        """Reports a parallel assignment with unequal sides or a variable assigned twice."""
        if len(s.lhss) != len(s.rhss):
            self.error(s.pos, "number of left-hand sides does not match number of "
                              "right-hand sides")
        seen = set()
        for lhs in s.lhss:
            base = lhs
            while not isinstance(base, A.VarLhs):
                base = base.base
            if base.name in seen:
                self.error(lhs.pos, f"variable {base.name} is assigned more than once in "
                                    "parallel assignment")
            seen.add(base.name)

    def lhs(self, lhs: A.Lhs, context: _Context) -> None:
        if isinstance(lhs, A.VarLhs):
            self.variable(lhs.name, lhs.pos, context, True)
        elif isinstance(lhs, A.MapLhs):
            self.lhs(lhs.base, context)
            for e in lhs.indexes:
                self.expr(e, context)
        else:
            self.lhs(lhs.base, context)

    def call(self, c: A.Call, context: _Context) -> None:
        callee = self.g.procedures.get(c.name)
        if callee is None:
            self.error(c.pos, f"call to undeclared procedure: {c.name}")
        elif self.pure and not callee.pure:
            self.error(c.pos, f"a pure procedure may only call pure procedures: {c.name}")
        self.attrs(c.attrs, context)
        for e in c.args:
            if e is not None:  # `*` in call forall
                self.expr(e, context)
        for name in c.outs:
            self.variable(name, c.pos, context, True)

    # ------------------------------------------------------------ types, attributes

    def type(self, t: A.Type, tvars: frozenset[str]) -> None:
        if isinstance(t, A.NamedType):
            if t.name in tvars and not t.args:
                return
            if t.name in self.g.types:
                if len(t.args) != self.g.types[t.name]:
                    self.error(t.pos, f"type constructor received wrong number of arguments:"
                                      f" {t.name}")
            elif not (_BUILTIN_TYPE.fullmatch(t.name) and not t.args):
                self.error(t.pos, f"undeclared type: {t.name}")
            for a in t.args:
                self.type(a, tvars)
        elif isinstance(t, A.MapType):
            inner = tvars | frozenset(t.tparams)
            for d in t.domain:
                self.type(d, inner)
            self.type(t.range, inner)

    def occur(self, tparams, types, pos: A.Pos, where: str) -> None:
        """Reports each type parameter that occurs in none of `types` (Boogie could never
        infer it)."""
        if not tparams:
            return
        used: set[str] = set()
        for t in types:
            _type_names(t, used)
        for p in tparams:
            if p not in used:
                self.error(pos, f"type variable must occur in {where}: {p}")

    def attrs(self, attrs, context: _Context) -> None:
        for a in attrs:
            if isinstance(a, A.Attribute):
                self.attribute(a)
            else:
                for e in a.exprs:
                    self.trigger_term(e)
            for e in (a.params if isinstance(a, A.Attribute) else a.exprs):
                self.expr(e, context)

    def attribute(self, a: A.Attribute) -> None:
        """Reports a known attribute with the wrong parameters."""
        if a.name in _ONE_EXPRESSION and (
                len(a.params) != 1 or isinstance(a.params[0], A.StringLit)):
            self.error(a.pos, f"attribute :{a.name} expects one expression")

    def statement_ids(self, attrs) -> None:
        """Reports a statement id ({:id "s"}) used twice in the program."""
        for a in attrs:
            if a.name == "id" and len(a.params) == 1 and isinstance(a.params[0], A.StringLit):
                value = a.params[0].value
                if value in self.ids:
                    self.error(a.pos, f"more than one statement with id: {value}")
                self.ids.add(value)

    def trigger_term(self, e: A.Expr) -> None:
        """Reports a trigger term that is a logical connective (Boogie forbids them)."""
        if isinstance(e, A.Binary) and e.op in ("&&", "||", "==>", "<==>"):
            self.error(e.pos, f"{e.op} not allowed in triggers")
        elif isinstance(e, A.Unary) and e.op == "!":
            self.error(e.pos, "! not allowed in triggers")

    # ------------------------------------------------------------ expressions

    def expr(self, e: A.Expr, context: _Context) -> None:
        kind = type(e)
        if kind is A.Var:
            self.variable(e.name, e.pos, context, False)
        elif kind is A.FunCall:
            if e.name not in self.g.functions:
                self.error(e.pos, f"use of undeclared function: {e.name}")
            for a in e.args:
                self.expr(a, context)
        elif kind is A.Old:
            if not context.two_state:
                self.error(e.pos, "old expressions allowed only in two-state contexts")
            self.expr(e.expr, context)
        elif kind is A.Quantifier:
            inner = self.formals(e.bound, context.tvars | frozenset(e.tparams), context,
                                 "bound variable", context.two_state)
            self.attrs(e.attrs, inner)
            self.attrs(e.triggers, inner)
            self.expr(e.body, inner)
        elif kind is A.LetExpr:
            for r in e.rhss:
                self.expr(r, context)
            inner = context.with_vars(e.names)
            inner.two_state = context.two_state
            self.attrs(e.attrs, inner)
            self.expr(e.body, inner)
        elif kind is A.CodeExpr:
            self.code(e, context)
        elif kind is A.BvBounds:
            self.error(e.pos, "bitvector bounds in illegal position")
        elif kind is A.IsCtor:  # whether e.ctor is a constructor of e's type: typecheck's
            self.expr(e.expr, context)
        else:
            self.children(e, context)

    def children(self, e: A.Expr, context: _Context) -> None:
        """Resolves the sub-expressions and types of an expression without binders."""
        names = _FIELDS.get(type(e))
        if names is None:
            names = _FIELDS[type(e)] = _children_of(type(e))
        for name in names:
            value = getattr(e, name)
            if isinstance(value, A.Expr):
                self.expr(value, context)
            elif isinstance(value, A.Type):
                self.type(value, context.tvars)
            elif isinstance(value, tuple):
                for item in value:
                    if isinstance(item, A.Expr):
                        self.expr(item, context)

    def code(self, e: A.CodeExpr, context: _Context) -> None:
        inner = self.formals(e.locals, context.tvars, context, "local", context.two_state)
        labels: dict[str, A.Node] = {}
        for b in e.blocks:
            self.declare(labels, b.label, b, "label")
        for b in e.blocks:
            for c in b.cmds:
                self.stmt(c, inner, labels, ())
            for name in b.gotos or ():
                if name not in labels:
                    self.error(b.pos, f"goto to unknown label: {name}")
            if b.result is not None:
                self.expr(b.result, inner)


def resolve(program: A.Program) -> list[Diagnostic]:
    """Returns the resolution errors of a program (empty when every name resolves); when
    some label error is found (a parse error in Boogie), only those."""
    resolver = _Resolver(program.path)
    try:
        with recursion_room():
            resolver.program(program)
    except RecursionError:
        resolver.error(A.Pos(1, 1), "program nested too deeply to resolve")
    parse_errors = [e for e in resolver.errors if e.kind == "parse"]
    return sorted(parse_errors or resolver.errors)
