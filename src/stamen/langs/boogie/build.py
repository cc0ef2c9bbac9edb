"""From lark's reductions to the Boogie AST: one callback per grammar rule, run by the
LALR parser as it reduces (no intermediate parse tree).

Checks that Boogie's parser makes while it reads (a `where` clause where none
is allowed, extract bounds that are not literals, triggers on a lambda,
unnamed function parameters) raise `SyntaxProblem`, reported as parse errors.
"""

from __future__ import annotations

from lark import Token, Transformer, v_args

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.floats import float_literal_problem
from stamen.langs.boogie.operators import SyntaxProblem, nest_operators

__all__ = ["SyntaxProblem", "AstBuilder"]

# Unicode spellings of operators, by their ASCII form.
_ASCII = {"¬": "!", "∀": "forall", "∃": "exists", "λ": "lambda"}
_ROUNDING = {"roundNearestTiesToEven": "RNE", "roundNearestTiesToAway": "RNA",
             "roundTowardPositive": "RTP", "roundTowardNegative": "RTN",
             "roundTowardZero": "RTZ"}


class _Marked(tuple):
    """A tuple of one grammar role, told apart from other tuples among children."""


class _TParams(_Marked):
    pass


class _Idents(_Marked):
    pass


class _Exprs(_Marked):
    pass


class _Vars(_Marked):
    pass


class _Tail(_Marked):
    pass


class _Extends(_Marked):
    pass


class _Guard(_Marked):
    pass


_WILDCARD = _Marked(("*",))  # a `*` argument of `call forall`


# Terminals whose tokens a callback reads; the others (punctuation, keywords) only
# give a reduction its position and are dropped before the callback sees them.
_KEPT = frozenset({
    "UNIQUE", "COMPLETE", "REVEALED", "HIDEABLE", "PURE", "FREE", "ASYNC", "STAR",
    "FORALL", "EXISTS", "LAMBDA", "EQUIV", "IMPLIES", "EXPLIES", "AND", "OR", "EQ", "NE",
    "LE", "GE", "LT", "GT", "SUBTYPE", "CONCAT", "PLUS", "MINUS", "DIV", "MOD", "SLASH",
    "POW", "NOT", "ROUNDING", "REVEAL", "HIDE", "PUSH", "POP", "IDENT", "FLOAT", "BVLIT",
    "DECIMAL", "NAT", "STRING", "ACTION", "LEFT", "RIGHT", "BOTH", "ATOMIC"})
_START = A.Pos(1, 1)


def _tok_pos(token: Token) -> A.Pos:
    return A.Pos(token.line, token.column)


def _pos_of(child) -> A.Pos | None:
    """Returns the position where a child of a reduction starts, if it has one."""
    if isinstance(child, Token):
        return A.Pos(child.line, child.column)
    if isinstance(child, A.Node):
        return child.pos
    if isinstance(child, (tuple, list)):
        for c in child:
            p = _pos_of(c)
            if p is not None:
                return p
    return None


def _positioned(f, _data, children, _meta=None):
    """Calls a callback with the reduction's position (its first token's) and its
    children without punctuation (the parser is built with keep_all_tokens)."""
    pos = None
    kept = []
    for c in children:
        if type(c) is Token:
            if pos is None:
                pos = A.Pos(c.line, c.column)
            if c.type in _KEPT:
                kept.append(c)
        elif c is not None:
            if pos is None:
                pos = _pos_of(c)
            kept.append(c)
    return f(pos or _START, kept)


def _of(children, kind) -> list:
    return [c for c in children if isinstance(c, kind)]


def _first(children, kind, default=None):
    for c in children:
        if isinstance(c, kind):
            return c
    return default


def _name(children) -> str | None:
    """Returns the first name among children (an IDENT token)."""
    for c in children:
        if isinstance(c, Token) and c.type == "IDENT":
            return c
    return None


def _tagged(children, tag: str) -> list[tuple]:
    """Returns the plain tuples among children whose first element is `tag`."""
    return [c for c in children if type(c) is tuple and c[0] == tag]


def _flag(attrs, name: str) -> bool:
    """Returns whether an attribute `{:name}` is on (written without `false`)."""
    return any(a.name == name and not (len(a.params) == 1 and isinstance(a.params[0], A.BoolLit)
                                        and not a.params[0].value) for a in attrs)


def _has(children, name: str) -> bool:
    return any(isinstance(c, Token) and c.type == name for c in children)


def _no_where(variables, context: str) -> None:
    """Raises SyntaxProblem when a variable of `context` has a `where` clause."""
    for v in variables:
        if v.where is not None:
            raise SyntaxProblem(v.pos, f"where clause not allowed on {context}")


def _function_params(raw: list[tuple]) -> tuple:
    """Returns the parameters of a function from `attrs type [: type]` items, naming
    unnamed ones as Boogie does when some parameter is named (`f(x, y: int)`)."""
    params = []
    for pos, attrs, first, second in raw:
        if second is None:
            params.append(A.VarDecl(pos, attrs, None, first, None))
        elif isinstance(first, A.NamedType) and not first.args:
            params.append(A.VarDecl(pos, attrs, first.name, second, None))
        else:
            raise SyntaxProblem(pos, "expected identifier before ':'")
    if all(p.name is None for p in params):
        return tuple(params)
    previous = None
    for i in range(len(params) - 1, -1, -1):
        p = params[i]
        if p.name is not None:
            previous = p.type
        elif previous is None:
            raise SyntaxProblem(p.pos, "the type of the last parameter is unspecified")
        elif isinstance(p.type, A.NamedType) and not p.type.args:
            params[i] = A.VarDecl(p.pos, p.attrs, p.type.name, previous, None)
        else:
            raise SyntaxProblem(p.pos, "expecting an identifier as parameter name")
    return tuple(params)


def _mover(children) -> str | None:
    """Returns the mover type among children (left, right, both, atomic), if any."""
    found = _tagged(children, "mover")
    return found[0][1] if found else None


def _idents_of(children) -> list[str]:
    """Returns the plain identifiers among children, in order."""
    return [c for c in children if isinstance(c, Token) and c.type == "IDENT"]


def _civl(pos: A.Pos, c: list, kind: str, specs_kind=A.Spec) -> A.ProcedureDecl:
    """Returns a CIVL declaration (yield procedure, action, yield invariant)."""
    _, attrs, name, tparams, ins, outs = _tagged(c, "sig")[0]
    body = c[-1] if isinstance(c[-1], A.Body) else None
    return A.ProcedureDecl(pos, attrs, name, tparams, ins, outs, tuple(_of(c, specs_kind)),
                           body, _has(c, "PURE"), kind, _mover(c), _has(c, "ASYNC"))


def _procedure(pos: A.Pos, c: list, body) -> A.ProcedureDecl:
    """Returns a procedure declaration from its signature and specifications."""
    _, attrs, name, tparams, ins, outs = _tagged(c, "sig")[0]
    return A.ProcedureDecl(pos, attrs, name, tparams, ins, outs, tuple(_of(c, A.Spec)), body,
                           _has(c, "PURE"))


@v_args(wrapper=_positioned)
class AstBuilder(Transformer):
    """The callbacks, named after the rules and aliases of grammar.lark."""

    # ------------------------------------------------------------ names and lists

    def idents(self, pos, c):
        return _Idents(c)

    def exprs(self, pos, c):
        return _Exprs(c)

    def type_params(self, pos, c):
        return _TParams(c[1])

    def paren(self, pos, c):
        return c[0]

    def else_part(self, pos, c):
        return c[0]

    def attr(self, pos, c):
        return A.Attribute(pos, c[0], tuple(c[1:]))

    def string(self, pos, c):
        return A.StringLit(pos, c[0].value[1:-1])

    def trigger(self, pos, c):
        return A.Trigger(pos, tuple(c[0]))

    # ------------------------------------------------------------ types

    def int_type(self, pos, c):
        return A.BasicType(pos, "int")

    def real_type(self, pos, c):
        return A.BasicType(pos, "real")

    def bool_type(self, pos, c):
        return A.BasicType(pos, "bool")

    def type_ctor(self, pos, c):
        return A.NamedType(pos, c[0], tuple(c[1:]))

    def bare_type(self, pos, c):
        return A.NamedType(pos, c[0], ())

    def map_type(self, pos, c):
        types = _of(c, A.Type)
        return A.MapType(pos, tuple(_first(c, _TParams, ())), tuple(types[:-1]), types[-1])

    # ------------------------------------------------------------ variables

    def typed_ids_where(self, pos, c):
        names, typ, where = c[0], c[1], (c[2] if len(c) > 2 else None)
        return _Vars(A.VarDecl(pos, (), n, typ, where) for n in names)

    def attr_typed_ids(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        rest = c[len(attrs):]
        names, typ, where = rest[0], rest[1], (rest[2] if len(rest) > 2 else None)
        return _Vars(A.VarDecl(pos, attrs, n, typ, where) for n in names)

    def _flat_vars(self, c) -> tuple:
        return tuple(v for group in _of(c, _Vars) for v in group)

    def formals(self, pos, c):
        return _Vars(self._flat_vars(c))

    def bound_vars(self, pos, c):
        return _Vars(self._flat_vars(c))

    def local_vars(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        return _Vars(A.VarDecl(v.pos, attrs + v.attrs, v.name, v.type, v.where)
                     for v in self._flat_vars(c))

    # ------------------------------------------------------------ declarations

    def start(self, pos, c):
        decls = []
        for d in c:
            decls.extend(d if isinstance(d, list) else (d,))
        return A.Program(pos, tuple(decls))

    def type_decl(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        return [A.TypeDecl(pos, attrs, name, params, syn)
                for pos, name, params, syn in _of(c, tuple)]

    def type_decl_item(self, pos, c):
        syn = c[-1] if isinstance(c[-1], A.Type) else None
        return (pos, c[0], tuple(x for x in c[1:] if isinstance(x, Token)), syn)

    def const_decl(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        unique = _has(c, "UNIQUE")
        names = _first(c, _Idents)
        typ = _first(c, A.Type)
        ext = _first(c, _Extends)
        tail = _first(c, _Tail)
        extends, complete = (tuple(ext[0]), ext[1]) if ext is not None else (None, False)
        axioms = tail[0] if tail else None
        return [A.ConstDecl(pos, attrs, unique, n, typ, extends, complete, axioms)
                for n in names]

    def const_extends(self, pos, c):
        return _Extends((tuple(_of(c, A.ExtendsParent)), _has(c, "COMPLETE")))

    def extends_parent(self, pos, c):
        return A.ExtendsParent(pos, _has(c, "UNIQUE"), c[-1])

    def const_tail(self, pos, c):
        return _Tail((c[0],)) if c else _Tail()

    def uses(self, pos, c):
        return tuple(c)

    def axiom_decl(self, pos, c):
        return A.AxiomDecl(pos, tuple(_of(c, A.Attribute)), c[-1], _has(c, "HIDEABLE"))

    def var_or_type(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        types = c[len(attrs):] + [None]
        return ("param", pos, attrs, types[0], types[1])

    def fn_result(self, pos, c):
        if isinstance(c[0], tuple):
            _, pos, attrs, first, second = c[0]
            if second is None:
                return ("result", A.VarDecl(pos, attrs, None, first, None), True)
            if not (isinstance(first, A.NamedType) and not first.args):
                raise SyntaxProblem(pos, "expected identifier before ':'")
            return ("result", A.VarDecl(pos, attrs, first.name, second, None), True)
        return ("result", A.VarDecl(pos, (), None, c[0], None), False)

    def fn_body(self, pos, c):
        return ("tail", c[0], c[1] if len(c) > 1 else None)

    def fn_uses(self, pos, c):
        return ("tail", None, c[0])

    def fn_none(self, pos, c):
        return ("tail", None, None)

    def function_decl(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        name = _name(c)
        tparams = _first(c, _TParams, ())
        raw = [x[1:] for x in _tagged(c, "param")]
        _, result, returns_form = _tagged(c, "result")[0]
        _, body, axioms = _tagged(c, "tail")[0]
        if _flag(attrs, "define"):
            if tparams:
                raise SyntaxProblem(pos, f"a {{:define}} function cannot have type "
                                         f"parameters: {name}")
            if _flag(attrs, "inline"):
                raise SyntaxProblem(pos, f"a function cannot be both {{:define}} and "
                                         f"{{:inline}}: {name}")
        return A.FunctionDecl(pos, attrs, name, tuple(tparams), _function_params(raw),
                              result, body, axioms, _has(c, "REVEALED"), returns_form)

    def datatype_decl(self, pos, c):
        seen = set()
        for ctor in _of(c, A.Constructor):
            if ctor.name in seen:
                raise SyntaxProblem(ctor.pos, f"constructor name {ctor.name} used more than "
                                              "once in datatype")
            seen.add(ctor.name)
        return A.DatatypeDecl(pos, tuple(_of(c, A.Attribute)), _name(c),
                              tuple(_first(c, _TParams, ())), tuple(_of(c, A.Constructor)))

    def constructor(self, pos, c):
        fields = self._flat_vars(c)
        _no_where(fields, "datatype constructor")
        return A.Constructor(pos, c[0], fields)

    def global_var_decl(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        return [A.GlobalVarDecl(v.pos, A.VarDecl(v.pos, attrs, v.name, v.type, v.where))
                for v in self._flat_vars(c)]

    def proc_sig(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        formals = _of(c, _Vars)
        outs = formals[1] if len(formals) > 1 else ()
        return ("sig", attrs, _name(c), tuple(_first(c, _TParams, ())), tuple(formals[0]),
                tuple(outs))

    def procedure_decl(self, pos, c):
        return _procedure(pos, c, None)

    def procedure_with_body(self, pos, c):
        return _procedure(pos, c, c[-1])

    def yield_procedure(self, pos, c):
        return _civl(pos, c, "yield procedure")

    def yield_invariant_decl(self, pos, c):
        return _civl(pos, c, "yield invariant", A.Invariant)

    def action_decl(self, pos, c):
        return _civl(pos, c, "action")

    def mover(self, pos, c):
        return ("mover", str(c[0]))

    def yield_requires(self, pos, c):
        return A.YieldCall(pos, "requires", c[-1])

    def yield_ensures(self, pos, c):
        return A.YieldCall(pos, "ensures", c[-1])

    def yield_preserves(self, pos, c):
        return A.YieldCall(pos, "preserves", c[-1])

    def refines(self, pos, c):
        names = _idents_of(c)
        return A.Refines(pos, tuple(_of(c, A.Attribute)), names[0],
                         names[1] if len(names) > 1 else None)

    def refines_action(self, pos, c):
        split = next(i for i, t in enumerate(c) if isinstance(t, Token) and t.type == "ACTION")
        return A.Refines(pos, tuple(_of(c[:split], A.Attribute)), _idents_of(c)[0], None,
                         _mover(c), tuple(_of(c[split:], A.Attribute)), c[-1])

    def creates(self, pos, c):
        return A.Creates(pos, tuple(_first(c, _Idents, ())))

    def asserts(self, pos, c):
        return A.Asserts(pos, tuple(_of(c, A.Attribute)), c[-1])

    def yield_invariant(self, pos, c):
        return A.Invariant(pos, False, tuple(_of(c, A.Attribute)), c[-1])

    def implementation_decl(self, pos, c):
        _, attrs, name, tparams, ins, outs = c[0]
        _no_where(ins + outs, "the 'implementation' copies of formals")
        return A.ImplementationDecl(pos, attrs, name, tparams, ins, outs, c[1])

    def modifies(self, pos, c):
        return A.Modifies(pos, tuple(c[0]) if c else ())

    def requires(self, pos, c):
        return A.Requires(pos, _has(c, "FREE"), tuple(_of(c, A.Attribute)), c[-1])

    def ensures(self, pos, c):
        return A.Ensures(pos, _has(c, "FREE"), tuple(_of(c, A.Attribute)), c[-1])

    # ------------------------------------------------------------ statements

    def body(self, pos, c):
        local = tuple(v for group in _of(c, _Vars) for v in group)
        return A.Body(pos, local, tuple(_of(c, A.Stmt)))

    def block(self, pos, c):
        return A.Block(pos, tuple(c))

    def label(self, pos, c):
        return A.Label(pos, c[0])

    def assert_stmt(self, pos, c):
        return A.Assert(pos, tuple(c[:-1]), c[-1])

    def assume_stmt(self, pos, c):
        return A.Assume(pos, tuple(c[:-1]), c[-1])

    def havoc_stmt(self, pos, c):
        return A.Havoc(pos, tuple(c[0]))

    def var_lhs(self, pos, c):
        return A.VarLhs(pos, c[0])

    def map_lhs(self, pos, c):
        return A.MapLhs(pos, c[0], tuple(_first(c, _Exprs, ())))

    def field_lhs(self, pos, c):
        return A.FieldLhs(pos, c[0], c[1])

    def assign_stmt(self, pos, c):
        return A.Assign(pos, tuple(_of(c, A.Lhs)), tuple(_of(c, A.Attribute)),
                        tuple(x for x in c if isinstance(x, A.Expr)))

    def unpack_stmt(self, pos, c):
        return A.Unpack(pos, c[0], tuple(c[1]), tuple(_of(c, A.Attribute)), c[-1])

    def forall_args(self, pos, c):
        return _Exprs(c)

    def wildcard(self, pos, c):
        return _WILDCARD

    def call_params(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        if _has(c, "FORALL"):
            args = tuple(None if a is _WILDCARD else a for a in _first(c, _Exprs, ()))
            return A.Call(pos, _name(c), args, (), attrs, forall=True)
        outs = _first(c, _Idents, ())
        name = _name(c)
        args = _first(c, _Exprs, ())
        if outs:
            name = c[-2] if isinstance(c[-1], _Exprs) else c[-1]
        return A.Call(pos, name, tuple(args), tuple(outs), attrs)

    def call_stmt(self, pos, c):
        call = c[-1]
        if call.forall and (_has(c, "FREE") or _has(c, "ASYNC")):
            raise SyntaxProblem(pos, "call forall cannot be free or async")
        return A.Call(pos, call.name, call.args, call.outs, call.attrs,
                      _has(c, "FREE"), _has(c, "ASYNC"), call.forall)

    def par_call_stmt(self, pos, c):
        return self.par_stmt(pos, list(_of(c, A.Call)))

    def par_stmt(self, pos, c):
        for call in c:
            if call.forall:
                raise SyntaxProblem(call.pos, "call forall in a par command")
        return A.ParCall(pos, tuple(c))

    def guard(self, pos, c):
        return _Guard((None if isinstance(c[0], Token) else c[0],))

    def if_stmt(self, pos, c):
        attrs = tuple(_of(c, A.Attribute))
        rest = c[len(attrs):] + [None]
        guard, then, else_ = rest[0], rest[1], rest[2]
        return A.If(pos, attrs, guard[0], then, else_)

    def invariant(self, pos, c):
        return A.Invariant(pos, _has(c, "FREE"), tuple(_of(c, A.Attribute)), c[-1])

    def invariant_call(self, pos, c):
        return A.Invariant(pos, False, tuple(_of(c, A.Attribute)), None, c[-1])

    def while_stmt(self, pos, c):
        return A.While(pos, c[0][0], tuple(c[1:-1]), c[-1])

    def break_stmt(self, pos, c):
        return A.Break(pos, c[0] if c else None)

    def goto_stmt(self, pos, c):
        return A.Goto(pos, tuple(c[:-1]), tuple(c[-1]))

    def return_stmt(self, pos, c):
        return A.Return(pos, tuple(c))

    def yield_stmt(self, pos, c):
        return A.Yield(pos, tuple(c))

    def reveal_stmt(self, pos, c):
        return A.Reveal(pos, c[0].type == "HIDE", None if c[1].type == "STAR" else c[1])

    def scope_stmt(self, pos, c):
        return A.Scope(pos, c[0].type == "PUSH")

    # ------------------------------------------------------------ expressions

    def expr(self, pos, c):
        return nest_operators(c)

    def unary(self, pos, c):
        op, expr = c
        return A.Unary(_tok_pos(op), _ASCII.get(op.value, op.value), expr)

    def is_ctor(self, pos, c):
        return A.IsCtor(pos, c[0], c[1])

    def type_coercion(self, pos, c):
        return A.TypeCoercion(pos, c[0], c[1])

    def bv_bounds(self, pos, c):
        expr, lo = c
        if not isinstance(expr, A.IntLit):
            raise SyntaxProblem(pos, "arguments of extract need to be integer literals")
        return A.BvBounds(pos, expr.value, int(lo))

    def select(self, pos, c):
        indexes = tuple(_first(c, _Exprs, ()))
        if len(indexes) == 1 and isinstance(indexes[0], A.BvBounds):
            return A.Extract(pos, c[0], indexes[0].hi, indexes[0].lo)
        self._no_bounds(indexes)
        return A.Select(pos, c[0], indexes)

    def _no_bounds(self, exprs) -> None:
        for e in exprs:
            if isinstance(e, A.BvBounds):
                raise SyntaxProblem(e.pos, "bitvectors only have one dimension")

    def store(self, pos, c):
        indexes = tuple(_first(c, _Exprs, ()))
        self._no_bounds(indexes + (c[-1],))
        return A.Store(pos, c[0], indexes, c[-1])

    def field_access(self, pos, c):
        return A.FieldAccess(pos, c[0], c[1])

    def field_update(self, pos, c):
        return A.FieldUpdate(pos, c[0], c[1], c[2])

    def false(self, pos, c):
        return A.BoolLit(pos, False)

    def true(self, pos, c):
        return A.BoolLit(pos, True)

    def nat(self, pos, c):
        return A.IntLit(pos, int(c[0]))

    def decimal(self, pos, c):
        return A.DecLit(pos, c[0].value)

    def float(self, pos, c):
        problem = float_literal_problem(c[0].value)
        if problem:
            raise SyntaxProblem(pos, problem)
        return A.FloatLit(pos, c[0].value)

    def bvlit(self, pos, c):
        value, width = c[0].value.split("bv")
        return A.BvLit(pos, int(value), int(width))

    def rounding(self, pos, c):
        return A.RoundingLit(pos, _ROUNDING.get(c[0].value, c[0].value))

    def var(self, pos, c):
        return A.Var(pos, c[0])

    def fun_call(self, pos, c):
        return A.FunCall(pos, c[0], tuple(_first(c, _Exprs, ())))

    def old(self, pos, c):
        return A.Old(pos, c[0])

    def to_int(self, pos, c):
        return A.ArithCoercion(pos, "int", c[0])

    def to_real(self, pos, c):
        return A.ArithCoercion(pos, "real", c[0])

    def if_then_else(self, pos, c):
        return A.IfThenElse(pos, c[0], c[1], c[2])

    def quant_body(self, pos, c):
        tparams = _first(c, _TParams, ())
        bound = _first(c, _Vars, ())
        _no_where(bound, "bound variables")
        attrs = tuple(_of(c, A.Attribute))
        triggers = tuple(_of(c, A.Trigger))
        return ("quant", tuple(tparams), tuple(bound), attrs, triggers, c[-1])

    def quantifier(self, pos, c):
        kind = _ASCII.get(c[0].value, c[0].value)
        _, tparams, bound, attrs, triggers, body = c[1]
        if kind == "lambda" and triggers:
            raise SyntaxProblem(pos, "triggers not allowed in lambda expressions")
        for a in attrs:
            if a.name == "nopats" and len(a.params) != 1:
                raise SyntaxProblem(a.pos, "a pattern exclusion can only mention one "
                                           "expression")
        return A.Quantifier(pos, kind, tparams, bound, attrs, triggers, body)

    def let_var(self, pos, c):
        return ("let", tuple(c[:-1]), c[-1])

    def let_expr(self, pos, c):
        names = _tagged(c, "let")
        rhss = _first(c, _Exprs)
        attrs = tuple(x for x in c[len(names) + 1:-1] if isinstance(x, A.Attribute))
        return A.LetExpr(pos, tuple(n for _, _, n in names),
                         tuple(a for _, a, _ in names), tuple(rhss), attrs, c[-1])

    def spec_goto(self, pos, c):
        return ("goto", tuple(c[:-1]), tuple(c[-1]))

    def spec_return(self, pos, c):
        return ("return", tuple(c[:-1]), c[-1])

    def spec_block(self, pos, c):
        kind, attrs, target = c[-1]
        cmds = tuple(c[1:-1])
        if kind == "goto":
            return A.SpecBlock(pos, c[0], cmds, target, attrs, None, ())
        return A.SpecBlock(pos, c[0], cmds, None, (), target, attrs)

    def code_expr(self, pos, c):
        local = tuple(v for group in _of(c, _Vars) for v in group)
        return A.CodeExpr(pos, local, tuple(_of(c, A.SpecBlock)))
