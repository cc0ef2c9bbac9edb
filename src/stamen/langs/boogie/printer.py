"""Boogie text from the AST, such that parsing it gives back an equal program.

Compound expressions are printed fully parenthesised (so precedence never
changes a tree); names that are keywords are escaped with a backslash.
"""

from __future__ import annotations

import re

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.depth import recursion_room

__all__ = ["print_program", "print_expr", "print_type"]

KEYWORDS = frozenset("""
    assert assume async axiom bool break call complete const datatype div else ensures
    exists extends false forall free function goto havoc hide hideable if implementation
    int invariant is lambda mod modifies old par pop procedure pure push real requires
    return returns reveal revealed then true type unique uses var where while yield
    RNE RNA RTP RTN RTZ roundNearestTiesToEven roundNearestTiesToAway roundTowardPositive
    roundTowardNegative roundTowardZero""".split())
_NEEDS_ESCAPE = re.compile(r"[0-9]")


def _name(name: str) -> str:
    """Returns a name as it must be written (keywords and digit-led names escaped)."""
    return f"\\{name}" if name in KEYWORDS or _NEEDS_ESCAPE.match(name) else str(name)


def _names(names) -> str:
    return ", ".join(_name(n) for n in names)


def _attrs(attrs) -> str:
    """Returns attributes (and triggers), each followed by a space."""
    out = []
    for a in attrs:
        if isinstance(a, A.Trigger):
            out.append("{" + ", ".join(print_expr(e) for e in a.exprs) + "} ")
        else:
            params = " " + ", ".join(print_expr(p) for p in a.params) if a.params else ""
            out.append(f"{{:{_name(a.name)}{params}}} ")
    return "".join(out)


# ---------------------------------------------------------------- types


def _type_arg(t: A.Type) -> str:
    if isinstance(t, A.NamedType) and t.args or isinstance(t, A.MapType):
        return f"({print_type(t)})"
    return print_type(t)


def print_type(t: A.Type) -> str:
    """Returns the text of a type."""
    if isinstance(t, A.BasicType):
        return t.name
    if isinstance(t, A.NamedType):
        return " ".join([_name(t.name), *(_type_arg(a) for a in t.args)])
    tparams = f"<{_names(t.tparams)}>" if t.tparams else ""
    domain = ", ".join(print_type(d) for d in t.domain)
    return f"{tparams}[{domain}]{print_type(t.range)}"


# ---------------------------------------------------------------- expressions


def _typed(v: A.VarDecl) -> str:
    where = f" where {print_expr(v.where)}" if v.where is not None else ""
    name = f"{_name(v.name)}: " if v.name is not None else ""
    return f"{_attrs(v.attrs)}{name}{print_type(v.type)}{where}"


def _exprs(es) -> str:
    return ", ".join(print_expr(e) for e in es)


def _quantifier(e: A.Quantifier) -> str:
    tparams = f"<{_names(e.tparams)}> " if e.tparams else ""
    bound = ", ".join(_typed(v) for v in e.bound)
    return (f"({e.kind} {tparams}{bound} :: {_attrs(e.attrs)}{_attrs(e.triggers)}"
            f"{print_expr(e.body)})")


def _let(e: A.LetExpr) -> str:
    names = ", ".join(f"{_attrs(a)}{_name(n)}" for n, a in zip(e.names, e.name_attrs, strict=True))
    return f"(var {names} := {_exprs(e.rhss)}; {_attrs(e.attrs)}{print_expr(e.body)})"


def _code(e: A.CodeExpr) -> str:
    parts = [f"var {_typed(v)};" for v in e.locals]
    for b in e.blocks:
        cmds = " ".join(_stmt_lines(c, 0)[0].strip() for c in b.cmds)
        if b.gotos is not None:
            end = f"goto {_attrs(b.goto_attrs)}{_names(b.gotos)};"
        else:
            end = f"return {_attrs(b.result_attrs)}{print_expr(b.result)};"
        parts.append(f"{_name(b.label)}: {cmds} {end}")
    return "|{ " + " ".join(parts) + " }|"


_EXPR = {
    A.BoolLit: lambda e: "true" if e.value else "false",
    A.IntLit: lambda e: str(e.value),
    A.DecLit: lambda e: e.text,
    A.FloatLit: lambda e: e.text,
    A.BvLit: lambda e: f"{e.value}bv{e.width}",
    A.RoundingLit: lambda e: e.mode,
    A.StringLit: lambda e: f'"{e.value}"',
    A.Var: lambda e: _name(e.name),
    A.FunCall: lambda e: f"{_name(e.name)}({_exprs(e.args)})",
    A.Old: lambda e: f"old({print_expr(e.expr)})",
    A.ArithCoercion: lambda e: f"{e.to}({print_expr(e.expr)})",
    A.Unary: lambda e: f"({e.op} {print_expr(e.expr)})",
    A.Binary: lambda e: f"({print_expr(e.left)} {e.op} {print_expr(e.right)})",
    A.BvBounds: lambda e: f"({e.hi}:{e.lo})",
    A.Select: lambda e: f"{print_expr(e.map)}[{_exprs(e.indexes)}]",
    A.Store: lambda e: (f"{print_expr(e.map)}[{_exprs(e.indexes)}"
                        f"{' ' if e.indexes else ''}:= {print_expr(e.value)}]"),
    A.Extract: lambda e: f"{print_expr(e.expr)}[{e.hi}:{e.lo}]",
    A.TypeCoercion: lambda e: f"({print_expr(e.expr)} : {print_type(e.type)})",
    A.IsCtor: lambda e: f"({print_expr(e.expr)} is {_name(e.ctor)})",
    A.FieldAccess: lambda e: f"{print_expr(e.expr)}->{_name(e.field)}",
    A.FieldUpdate: lambda e: (f"{print_expr(e.expr)}->({_name(e.field)} := "
                              f"{print_expr(e.value)})"),
    A.IfThenElse: lambda e: (f"(if {print_expr(e.cond)} then {print_expr(e.then)} "
                             f"else {print_expr(e.else_)})"),
    A.Quantifier: _quantifier,
    A.LetExpr: _let,
    A.CodeExpr: _code,
}


def print_expr(e: A.Expr) -> str:
    """Returns the text of an expression (compound ones in parentheses)."""
    return _EXPR[type(e)](e)


def _top(e: A.Expr) -> str:
    """Returns the text of a whole expression (a statement's, a specification's): without
    the outer parentheses of a binary operator, which nothing around it needs."""
    text = print_expr(e)
    return text[1:-1] if isinstance(e, A.Binary) else text


# ---------------------------------------------------------------- statements


def _lhs(lhs: A.Lhs) -> str:
    if isinstance(lhs, A.VarLhs):
        return _name(lhs.name)
    if isinstance(lhs, A.MapLhs):
        return f"{_lhs(lhs.base)}[{_exprs(lhs.indexes)}]"
    return f"{_lhs(lhs.base)}->{_name(lhs.field)}"


def _call(c: A.Call) -> str:
    if c.forall:
        args = ", ".join("*" if a is None else print_expr(a) for a in c.args)
        return f"{_attrs(c.attrs)}forall {_name(c.name)}({args})"
    outs = f"{_names(c.outs)} := " if c.outs else ""
    return f"{_attrs(c.attrs)}{outs}{_name(c.name)}({_exprs(c.args)})"


def _block_lines(block: A.Block, depth: int) -> list[str]:
    lines = []
    for s in block.stmts:
        lines.extend(_stmt_lines(s, depth + 1))
    return lines


def _if_lines(s: A.If, depth: int, pad: str) -> list[str]:
    guard = "*" if s.guard is None else print_expr(s.guard)
    lines = [f"{pad}if {_attrs(s.attrs)}({guard}) {{", *_block_lines(s.then, depth)]
    if isinstance(s.else_, A.If):
        rest = _if_lines(s.else_, depth, pad)
        lines.append(f"{pad}}} else {rest[0].lstrip()}")
        lines.extend(rest[1:])
        return lines
    if s.else_ is not None:
        lines.append(f"{pad}}} else {{")
        lines.extend(_block_lines(s.else_, depth))
    lines.append(f"{pad}}}")
    return lines


def _stmt_lines(s: A.Stmt, depth: int) -> list[str]:
    """Returns the lines of a statement, indented `depth` levels."""
    pad = "  " * depth
    if isinstance(s, A.Label):
        return [f"{'  ' * max(depth - 1, 0)}{_name(s.name)}:"]
    if isinstance(s, A.Assert):
        return [f"{pad}assert {_attrs(s.attrs)}{_top(s.expr)};"]
    if isinstance(s, A.Assume):
        return [f"{pad}assume {_attrs(s.attrs)}{_top(s.expr)};"]
    if isinstance(s, A.Havoc):
        return [f"{pad}havoc {_names(s.names)};"]
    if isinstance(s, A.Assign):
        lhss = ", ".join(_lhs(x) for x in s.lhss)
        rhss = ", ".join(_top(e) for e in s.rhss)
        return [f"{pad}{lhss} := {_attrs(s.attrs)}{rhss};"]
    if isinstance(s, A.Unpack):
        return [f"{pad}{_name(s.ctor)}({_names(s.names)}) := {_attrs(s.attrs)}"
                f"{print_expr(s.expr)};"]
    if isinstance(s, A.Call):
        prefix = ("async " if s.is_async else "") + ("free " if s.free else "")
        return [f"{pad}{prefix}call {_call(s)};"]
    if isinstance(s, A.ParCall):
        return [f"{pad}par {' | '.join(_call(c) for c in s.calls)};"]
    if isinstance(s, A.If):
        return _if_lines(s, depth, pad)
    if isinstance(s, A.While):
        guard = "*" if s.guard is None else print_expr(s.guard)
        lines = [f"{pad}while ({guard})"]
        for inv in s.invariants:
            lines.append(f"{pad}  {_invariant(inv)}")
        return [*lines, f"{pad}{{", *_block_lines(s.body, depth), f"{pad}}}"]
    if isinstance(s, A.Break):
        return [f"{pad}break{' ' + _name(s.label) if s.label else ''};"]
    if isinstance(s, A.Goto):
        return [f"{pad}goto {_attrs(s.attrs)}{_names(s.labels)};"]
    if isinstance(s, A.Return):
        return [f"{pad}return {_attrs(s.attrs)}".rstrip() + ";"]
    if isinstance(s, A.Yield):
        return [f"{pad}yield {_attrs(s.attrs)}".rstrip() + ";"]
    if isinstance(s, A.Reveal):
        return [f"{pad}{'hide' if s.hide else 'reveal'} {_name(s.name) if s.name else '*'};"]
    return [f"{pad}{'push' if s.push else 'pop'};"]


def _body_lines(body: A.Body) -> list[str]:
    lines = ["{"]
    lines.extend(f"  var {_typed(v)};" for v in body.locals)
    for s in body.stmts:
        lines.extend(_stmt_lines(s, 1))
    return [*lines, "}"]


# ---------------------------------------------------------------- declarations


def _signature(d) -> str:
    tparams = f"<{_names(d.tparams)}>" if d.tparams else ""
    ins = ", ".join(_typed(v) for v in d.ins)
    outs = f" returns ({', '.join(_typed(v) for v in d.outs)})" if d.outs else ""
    return f"{_attrs(d.attrs)}{_name(d.name)}{tparams}({ins}){outs}"


def _invariant(inv: A.Invariant) -> str:
    """Returns `[free] invariant e;` or CIVL's `invariant call Inv(args);`."""
    if inv.call is not None:
        return f"invariant {_attrs(inv.attrs)}call {_call(inv.call)};"
    return f"{'free ' if inv.free else ''}invariant {_attrs(inv.attrs)}{_top(inv.expr)};"


def _spec_lines(s) -> list[str]:
    """Returns the lines of one specification (CIVL's included)."""
    if isinstance(s, A.Modifies):
        return [f"  modifies {_names(s.names)};"]
    if isinstance(s, A.Invariant):
        return [f"  {_invariant(s)}"]
    if isinstance(s, A.YieldCall):
        return [f"  {s.kind} call {_call(s.call)};"]
    if isinstance(s, A.Creates):
        return [f"  creates {_names(s.names)};"]
    if isinstance(s, A.Asserts):
        return [f"  asserts {_attrs(s.attrs)}{_top(s.expr)};"]
    if isinstance(s, A.Refines):
        if s.body is None:
            using = f" using {_name(s.using)}" if s.using else ""
            return [f"  refines {_attrs(s.attrs)}{_name(s.name)}{using};"]
        mover = f"{s.mover} " if s.mover else ""
        return [f"  refines {_attrs(s.attrs)}{mover}action {_attrs(s.action_attrs)}"
                f"{_name(s.name)}", *_body_lines(s.body)]
    word = "requires" if isinstance(s, A.Requires) else "ensures"
    return [f"  {'free ' if s.free else ''}{word} {_attrs(s.attrs)}{_top(s.expr)};"]


def _procedure_head(d: A.ProcedureDecl) -> str:
    """Returns a procedure's first line, with CIVL's kind, mover and modifiers."""
    mover = f"{d.mover} " if d.mover else ""
    if d.kind == "yield procedure":
        return f"yield {mover}procedure {_signature(d)}"
    if d.kind == "yield invariant":
        return f"yield invariant {_signature(d)}"
    if d.kind == "action":
        return (f"{'pure ' if d.pure else ''}{'async ' if d.is_async else ''}{mover}action "
                f"{_signature(d)}")
    return f"{'pure ' if d.pure else ''}procedure {_signature(d)}"


def _uses(axioms) -> str:
    return " uses { " + " ".join(_decl_lines(a)[0] for a in axioms) + " }"


def _function(d: A.FunctionDecl) -> str:
    tparams = f"<{_names(d.tparams)}>" if d.tparams else ""
    params = ", ".join(_typed(p) for p in d.params)
    if d.returns_form:
        result = f" returns ({_typed(d.result)})"
    else:
        result = f": {print_type(d.result.type)}"
    head = (f"{'revealed ' if d.revealed else ''}function {_attrs(d.attrs)}{_name(d.name)}"
            f"{tparams}({params}){result}")
    uses = _uses(d.axioms) if d.axioms is not None else ""
    if d.body is not None:
        return f"{head} {{ {_top(d.body)} }}{uses}"
    return head + (uses if uses else ";")


def _const(d: A.ConstDecl) -> str:
    text = f"const {_attrs(d.attrs)}{'unique ' if d.unique else ''}{_name(d.name)}: "
    text += print_type(d.type)
    if d.extends is not None:
        parents = ", ".join(("unique " if p.unique else "") + _name(p.name) for p in d.extends)
        text += f" extends {parents}" + (" complete" if d.complete else "")
    return text + (_uses(d.axioms) if d.axioms is not None else ";")


def _decl_lines(d: A.Decl) -> list[str]:
    """Returns the lines of a top-level declaration."""
    if isinstance(d, A.TypeDecl):
        params = "".join(f" {_name(p)}" for p in d.params)
        syn = f" = {print_type(d.synonym)}" if d.synonym is not None else ""
        return [f"type {_attrs(d.attrs)}{_name(d.name)}{params}{syn};"]
    if isinstance(d, A.ConstDecl):
        return [_const(d)]
    if isinstance(d, A.AxiomDecl):
        return [f"{'hideable ' if d.hideable else ''}axiom {_attrs(d.attrs)}"
                f"{_top(d.expr)};"]
    if isinstance(d, A.FunctionDecl):
        return [_function(d)]
    if isinstance(d, A.DatatypeDecl):
        tparams = f"<{_names(d.tparams)}>" if d.tparams else ""
        ctors = ", ".join(f"{_name(c.name)}({', '.join(_typed(f) for f in c.fields)})"
                          for c in d.ctors)
        return [f"datatype {_attrs(d.attrs)}{_name(d.name)}{tparams} {{ {ctors} }}"]
    if isinstance(d, A.GlobalVarDecl):
        v = d.var
        plain = A.VarDecl(v.pos, (), v.name, v.type, v.where)
        return [f"var {_attrs(v.attrs)}{_typed(plain)};"]
    if isinstance(d, A.ProcedureDecl):
        head = _procedure_head(d)
        specs = [line for spec in d.specs for line in _spec_lines(spec)]
        if d.body is None:
            return [head + ";", *specs]
        return [head, *specs, *_body_lines(d.body)]
    return [f"implementation {_signature(d)}", *_body_lines(d.body)]


def print_program(program: A.Program) -> str:
    """Returns the text of a program, one declaration after another."""
    lines = []
    with recursion_room():
        for d in program.decls:
            lines.extend(_decl_lines(d))
            lines.append("")
    return "\n".join(lines)
