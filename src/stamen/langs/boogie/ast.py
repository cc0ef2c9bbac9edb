"""The Boogie syntax tree: one set of frozen dataclasses, every node with its position.

`pos` is the first field of every node and is left out of equality, so a
program printed and parsed again equals the original. Sequences are tuples.
Names are kept as written (`\\x` loses its escape); types are kept as written
(`bv32` is a `NamedType` until resolution gives it a meaning).
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = [
    "Pos", "Node", "Attribute", "Trigger", "StringLit",
    "Type", "BasicType", "NamedType", "MapType",
    "Expr", "BoolLit", "IntLit", "DecLit", "FloatLit", "BvLit", "RoundingLit", "Var",
    "FunCall", "Old", "ArithCoercion", "Unary", "Binary", "BvBounds", "Select", "Store", "Extract",
    "TypeCoercion", "IsCtor", "FieldAccess", "FieldUpdate", "IfThenElse", "Quantifier",
    "LetExpr", "CodeExpr", "SpecBlock",
    "Stmt", "Label", "Assert", "Assume", "Havoc", "Lhs", "VarLhs", "MapLhs", "FieldLhs",
    "Assign", "Unpack", "Call", "ParCall", "Block", "If", "Invariant", "While", "Break",
    "Goto", "Return", "Yield", "Reveal", "Scope",
    "VarDecl", "Body", "Decl", "TypeDecl", "ConstDecl", "ExtendsParent", "FunctionDecl",
    "AxiomDecl", "Constructor", "DatatypeDecl", "GlobalVarDecl", "Requires", "Ensures", "Modifies",
    "Spec", "YieldCall", "Refines", "Creates", "Asserts", "ProcedureDecl", "ImplementationDecl",
    "Program",
]


@dataclass(frozen=True, slots=True)
class Pos:
    """A 1-based line and column in the source file."""

    line: int
    col: int


def _pos() -> Pos:
    """Returns the field of a node's position: present, but not compared."""
    return field(compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Node:
    """The base of every node."""

    pos: Pos = _pos()


# ---------------------------------------------------------------- attributes


@dataclass(frozen=True, slots=True)
class Attribute(Node):
    """`{:name p1, p2}`: parameters are expressions or `StringLit`s."""

    name: str = ""
    params: tuple = ()


@dataclass(frozen=True, slots=True)
class Trigger(Node):
    """`{e1, e2}` in a quantifier: a pattern for instantiation."""

    exprs: tuple = ()


# ---------------------------------------------------------------- types


@dataclass(frozen=True, slots=True)
class Type(Node):
    """The base of types."""


@dataclass(frozen=True, slots=True)
class BasicType(Type):
    """`int`, `real` or `bool`."""

    name: str = "int"


@dataclass(frozen=True, slots=True)
class NamedType(Type):
    """A type written as a name with arguments: `bv32`, `float24e8`, `C int`, a type variable."""

    name: str = ""
    args: tuple = ()


@dataclass(frozen=True, slots=True)
class MapType(Type):
    """`<a>[T1, T2]R`: type parameters, domain and range."""

    tparams: tuple = ()
    domain: tuple = ()
    range: Type | None = None


# ---------------------------------------------------------------- expressions


@dataclass(frozen=True, slots=True)
class Expr(Node):
    """The base of expressions."""


@dataclass(frozen=True, slots=True)
class StringLit(Expr):
    """A string literal (the text between the quotes, escapes kept as written)."""

    value: str = ""


@dataclass(frozen=True, slots=True)
class BoolLit(Expr):
    value: bool = False


@dataclass(frozen=True, slots=True)
class IntLit(Expr):
    value: int = 0


@dataclass(frozen=True, slots=True)
class DecLit(Expr):
    """A real literal, kept as written (`1.5`, `1e-3`)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class FloatLit(Expr):
    """A floating-point literal, kept as written (`0x1.8e0f24e8`, `0NaN24e8`)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class BvLit(Expr):
    value: int = 0
    width: int = 0


@dataclass(frozen=True, slots=True)
class RoundingLit(Expr):
    """A rounding mode, by its short name (`RNE`, `RNA`, `RTP`, `RTN`, `RTZ`)."""

    mode: str = "RNE"


@dataclass(frozen=True, slots=True)
class Var(Expr):
    name: str = ""


@dataclass(frozen=True, slots=True)
class FunCall(Expr):
    name: str = ""
    args: tuple = ()


@dataclass(frozen=True, slots=True)
class Old(Expr):
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class ArithCoercion(Expr):
    """`int(e)` or `real(e)`."""

    to: str = "int"
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class Unary(Expr):
    """`-e` or `!e`."""

    op: str = "-"
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class Binary(Expr):
    """A binary operator by its ASCII spelling; `a <== b` is read as `b ==> a`."""

    op: str = "+"
    left: Expr | None = None
    right: Expr | None = None


@dataclass(frozen=True, slots=True)
class BvBounds(Expr):
    """`hi:lo` inside brackets; it becomes an `Extract`, anywhere else it is an error."""

    hi: int = 0
    lo: int = 0


@dataclass(frozen=True, slots=True)
class Select(Expr):
    """`m[i, j]`."""

    map: Expr | None = None
    indexes: tuple = ()


@dataclass(frozen=True, slots=True)
class Store(Expr):
    """`m[i, j := v]`."""

    map: Expr | None = None
    indexes: tuple = ()
    value: Expr | None = None


@dataclass(frozen=True, slots=True)
class Extract(Expr):
    """`e[hi:lo]`: bits lo (inclusive) to hi (exclusive)."""

    expr: Expr | None = None
    hi: int = 0
    lo: int = 0


@dataclass(frozen=True, slots=True)
class TypeCoercion(Expr):
    """`e : T`."""

    expr: Expr | None = None
    type: Type | None = None


@dataclass(frozen=True, slots=True)
class IsCtor(Expr):
    """`e is C` for a datatype constructor C."""

    expr: Expr | None = None
    ctor: str = ""


@dataclass(frozen=True, slots=True)
class FieldAccess(Expr):
    """`e->f`."""

    expr: Expr | None = None
    field: str = ""


@dataclass(frozen=True, slots=True)
class FieldUpdate(Expr):
    """`e->(f := v)`."""

    expr: Expr | None = None
    field: str = ""
    value: Expr | None = None


@dataclass(frozen=True, slots=True)
class IfThenElse(Expr):
    cond: Expr | None = None
    then: Expr | None = None
    else_: Expr | None = None


@dataclass(frozen=True, slots=True)
class Quantifier(Expr):
    """`(forall|exists|lambda <tparams> bound :: attrs/triggers body)`."""

    kind: str = "forall"
    tparams: tuple = ()
    bound: tuple = ()
    attrs: tuple = ()
    triggers: tuple = ()
    body: Expr | None = None


@dataclass(frozen=True, slots=True)
class LetExpr(Expr):
    """`(var x, y := e1, e2; body)`; the bound names carry their attributes."""

    names: tuple = ()
    name_attrs: tuple = ()
    rhss: tuple = ()
    attrs: tuple = ()
    body: Expr | None = None


@dataclass(frozen=True, slots=True)
class SpecBlock(Node):
    """A block of a code expression: label, commands, `goto` targets or a returned expr."""

    label: str = ""
    cmds: tuple = ()
    gotos: tuple | None = None
    goto_attrs: tuple = ()
    result: Expr | None = None
    result_attrs: tuple = ()


@dataclass(frozen=True, slots=True)
class CodeExpr(Expr):
    """`|{ var ...; L: ...; return e; }|`."""

    locals: tuple = ()
    blocks: tuple = ()


# ---------------------------------------------------------------- statements


@dataclass(frozen=True, slots=True)
class Stmt(Node):
    """The base of statements (labels included: a body is a flat list)."""


@dataclass(frozen=True, slots=True)
class Label(Stmt):
    name: str = ""


@dataclass(frozen=True, slots=True)
class Assert(Stmt):
    attrs: tuple = ()
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class Assume(Stmt):
    attrs: tuple = ()
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class Havoc(Stmt):
    names: tuple = ()


@dataclass(frozen=True, slots=True)
class Lhs(Node):
    """The base of assignment targets."""


@dataclass(frozen=True, slots=True)
class VarLhs(Lhs):
    name: str = ""


@dataclass(frozen=True, slots=True)
class MapLhs(Lhs):
    base: Lhs | None = None
    indexes: tuple = ()


@dataclass(frozen=True, slots=True)
class FieldLhs(Lhs):
    base: Lhs | None = None
    field: str = ""


@dataclass(frozen=True, slots=True)
class Assign(Stmt):
    """`a, m[i] := e1, e2` (parallel)."""

    lhss: tuple = ()
    attrs: tuple = ()
    rhss: tuple = ()


@dataclass(frozen=True, slots=True)
class Unpack(Stmt):
    """`C(x, y) := e`: a datatype value taken apart."""

    ctor: str = ""
    names: tuple = ()
    attrs: tuple = ()
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class Call(Stmt):
    """`[async] [free] call {:attrs} outs := P(args)`, or `call {:attrs} forall P(args)`
    (forall: the call for every value of the arguments that are None, written `*`)."""

    name: str = ""
    args: tuple = ()
    outs: tuple = ()
    attrs: tuple = ()
    free: bool = False
    is_async: bool = False
    forall: bool = False


@dataclass(frozen=True, slots=True)
class ParCall(Stmt):
    """`par A(..) | B(..)`: calls run in parallel."""

    calls: tuple = ()


@dataclass(frozen=True, slots=True)
class Block(Node):
    """`{ stmts }` of an `if` or `while`."""

    stmts: tuple = ()


@dataclass(frozen=True, slots=True)
class If(Stmt):
    """`if (guard) {..} else ..`; guard None is `*`; else_ is a Block, an If or None."""

    attrs: tuple = ()
    guard: Expr | None = None
    then: Block | None = None
    else_: Node | None = None


@dataclass(frozen=True, slots=True)
class Invariant(Node):
    """A loop invariant (or a yield invariant's): an expression, or CIVL's
    `invariant call Inv(args);` (then `expr` is None and `call` the call)."""

    free: bool = False
    attrs: tuple = ()
    expr: Expr | None = None
    call: Call | None = None


@dataclass(frozen=True, slots=True)
class While(Stmt):
    guard: Expr | None = None
    invariants: tuple = ()
    body: Block | None = None


@dataclass(frozen=True, slots=True)
class Break(Stmt):
    label: str | None = None


@dataclass(frozen=True, slots=True)
class Goto(Stmt):
    attrs: tuple = ()
    labels: tuple = ()


@dataclass(frozen=True, slots=True)
class Return(Stmt):
    attrs: tuple = ()


@dataclass(frozen=True, slots=True)
class Yield(Stmt):
    attrs: tuple = ()


@dataclass(frozen=True, slots=True)
class Reveal(Stmt):
    """`reveal f;` / `hide f;` (name None is `*`): which function definitions are visible."""

    hide: bool = False
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Scope(Stmt):
    """`push;` / `pop;`: a scope of `hide`/`reveal`."""

    push: bool = True


# ---------------------------------------------------------------- declarations


@dataclass(frozen=True, slots=True)
class VarDecl(Node):
    """One variable: a global, local, formal, bound variable, datatype field or function
    parameter (whose name may be None)."""

    attrs: tuple = ()
    name: str | None = None
    type: Type | None = None
    where: Expr | None = None


@dataclass(frozen=True, slots=True)
class Body(Node):
    """An implementation body: local variables, then statements."""

    locals: tuple = ()
    stmts: tuple = ()


@dataclass(frozen=True, slots=True)
class Decl(Node):
    """The base of top-level declarations."""


@dataclass(frozen=True, slots=True)
class TypeDecl(Decl):
    """`type C a b;` (a constructor of arity 2) or `type S a = T;` (a synonym)."""

    attrs: tuple = ()
    name: str = ""
    params: tuple = ()
    synonym: Type | None = None


@dataclass(frozen=True, slots=True)
class ExtendsParent(Node):
    unique: bool = False
    name: str = ""


@dataclass(frozen=True, slots=True)
class ConstDecl(Decl):
    """`const [unique] c: T [extends ..] [uses {axioms}];` (one per name)."""

    attrs: tuple = ()
    unique: bool = False
    name: str = ""
    type: Type | None = None
    extends: tuple | None = None
    complete: bool = False
    axioms: tuple | None = None


@dataclass(frozen=True, slots=True)
class AxiomDecl(Decl):
    attrs: tuple = ()
    expr: Expr | None = None
    hideable: bool = False


@dataclass(frozen=True, slots=True)
class FunctionDecl(Decl):
    attrs: tuple = ()
    name: str = ""
    tparams: tuple = ()
    params: tuple = ()
    result: VarDecl | None = None
    body: Expr | None = None
    axioms: tuple | None = None
    revealed: bool = False
    returns_form: bool = False


@dataclass(frozen=True, slots=True)
class Constructor(Node):
    name: str = ""
    fields: tuple = ()


@dataclass(frozen=True, slots=True)
class DatatypeDecl(Decl):
    attrs: tuple = ()
    name: str = ""
    tparams: tuple = ()
    ctors: tuple = ()


@dataclass(frozen=True, slots=True)
class GlobalVarDecl(Decl):
    """`var x: T where e;` at the top level (one per name)."""

    var: VarDecl | None = None


@dataclass(frozen=True, slots=True)
class Spec(Node):
    """The base of procedure specifications."""


@dataclass(frozen=True, slots=True)
class Requires(Spec):
    free: bool = False
    attrs: tuple = ()
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class Ensures(Spec):
    free: bool = False
    attrs: tuple = ()
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class Modifies(Spec):
    names: tuple = ()


@dataclass(frozen=True, slots=True)
class YieldCall(Spec):
    """CIVL's `requires call Inv(args);`, `ensures call ...;` or `preserves call ...;`
    (kind: requires, ensures or preserves)."""

    kind: str = "requires"
    call: Call | None = None


@dataclass(frozen=True, slots=True)
class Refines(Spec):
    """CIVL's `refines A [using I];`, or `refines [mover] action A { body }` (an action
    written in place, with the procedure's parameters)."""

    attrs: tuple = ()
    name: str = ""
    using: str | None = None
    mover: str | None = None
    action_attrs: tuple = ()
    body: Body | None = None


@dataclass(frozen=True, slots=True)
class Creates(Spec):
    """CIVL's `creates A, B;`: the asynchronous actions an action creates."""

    names: tuple = ()


@dataclass(frozen=True, slots=True)
class Asserts(Spec):
    """CIVL's `asserts e;` of an action (its gate)."""

    attrs: tuple = ()
    expr: Expr | None = None


@dataclass(frozen=True, slots=True)
class ProcedureDecl(Decl):
    """A procedure; `body` is its inline implementation, if written with one. `kind` is
    "procedure", or CIVL's "yield procedure", "action" (with its `mover`, one of left,
    right, both, atomic, and `is_async`) or "yield invariant" (whose specifications
    are its `Invariant`s)."""

    attrs: tuple = ()
    name: str = ""
    tparams: tuple = ()
    ins: tuple = ()
    outs: tuple = ()
    specs: tuple = ()
    body: Body | None = None
    pure: bool = False
    kind: str = "procedure"
    mover: str | None = None
    is_async: bool = False


@dataclass(frozen=True, slots=True)
class ImplementationDecl(Decl):
    attrs: tuple = ()
    name: str = ""
    tparams: tuple = ()
    ins: tuple = ()
    outs: tuple = ()
    body: Body | None = None


@dataclass(frozen=True, slots=True)
class Program(Node):
    """A whole file: its declarations in order, and the path it was read from."""

    decls: tuple = ()
    path: str = field(default="<string>", compare=False)
