"""The declarations of one Boogie program, indexed for execution.

A `World` has the program's constants, global variables, functions,
axioms, procedures and their implementations (a procedure written with a
body counts as its own implementation), and the sorts of its types.
"""

from __future__ import annotations

from dataclasses import dataclass

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.sorts import SortTable

__all__ = ["World", "Impl", "attr", "has_attr"]


@dataclass(frozen=True, slots=True)
class Impl:
    """An implementation: the procedure it implements, its formals and its body."""

    name: str
    proc: A.ProcedureDecl
    ins: tuple
    outs: tuple
    body: A.Body
    attrs: tuple
    pos: A.Pos


def attr(attrs, name: str):
    """Returns the attribute `name` among `attrs`, or None."""
    for a in attrs:
        if a.name == name:
            return a
    return None


def has_attr(attrs, name: str) -> bool:
    """Returns whether `attrs` has the attribute `name`."""
    return attr(attrs, name) is not None


class World:
    """The program's declarations by name."""

    def __init__(self, program: A.Program) -> None:
        self.program = program
        self.path = program.path
        self.sorts = SortTable(program)
        self.consts: dict[str, A.ConstDecl] = {}
        self.globals: dict[str, A.VarDecl] = {}
        self.functions: dict[str, A.FunctionDecl] = {}
        self.procedures: dict[str, A.ProcedureDecl] = {}
        self.impls: dict[str, list[Impl]] = {}
        self.axioms: list[A.AxiomDecl] = []
        self.unsupported: list[A.Node] = []  # declarations the executor cannot model
        for d in program.decls:
            self._declare(d)
        for d in program.decls:
            if isinstance(d, A.ImplementationDecl) and d.name in self.procedures:
                self._implement(d.name, d.ins, d.outs, d.body, d.attrs, d.pos, d.tparams)

    def _declare(self, d: A.Decl) -> None:
        if isinstance(d, A.ConstDecl):
            self.consts[d.name] = d
            self.axioms.extend(d.axioms or ())  # `const c: T uses { axiom ...; }`
        elif isinstance(d, A.GlobalVarDecl):
            self.globals[d.var.name] = d.var
        elif isinstance(d, A.FunctionDecl):
            self.functions[d.name] = d
            for ax in d.axioms or ():
                self.axioms.append(ax)
        elif isinstance(d, A.AxiomDecl):
            self.axioms.append(d)
        elif isinstance(d, A.ProcedureDecl):
            self.procedures[d.name] = d
            if d.body is not None:
                self._implement(d.name, d.ins, d.outs, d.body, d.attrs, d.pos, d.tparams)
        elif isinstance(d, A.DatatypeDecl):
            self.unsupported.append(d)

    def _implement(self, name, ins, outs, body, attrs, pos, tparams) -> None:
        proc = self.procedures[name]
        if tparams or proc.tparams:
            self.unsupported.append(proc)
        self.impls.setdefault(name, []).append(Impl(name, proc, ins, outs, body, attrs, pos))

    def implementations(self) -> list[Impl]:
        """Returns every implementation, in the order of the file."""
        return sorted((i for impls in self.impls.values() for i in impls),
                      key=lambda i: (i.pos.line, i.pos.col))
