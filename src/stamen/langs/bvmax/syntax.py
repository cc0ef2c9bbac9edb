"""The bvmax language's syntax: straight-line programs over 32-bit registers.

A program is written as a Python function body of register assignments
(seed 002, slide 13), which is parsed, never run as Python:

    def bvmax(r0, r1):
        r2 = bvge(r0, r1)
        ...
        return r6

Registers are r<k>; the parameters are the input registers. An operand
written `_` is a hole: the synthesizer chooses a register for it.
Each instruction keeps its source position, so debug cores point at it.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from dataclasses import dataclass

from stamen import Origin
from stamen.errors import InvalidArgument

__all__ = ["Instruction", "Program", "parse", "parse_function", "HOLE", "OPCODES"]

HOLE = None
OPCODES = ("bvge", "bvneg", "bvxor", "bvand", "bvor", "bvadd", "bvsub", "bvnot", "bvmul")
_ARITY = {"bvneg": 1, "bvnot": 1}


@dataclass(frozen=True)
class Instruction:
    """out = opcode(*inputs); an input is a register number or HOLE (None)."""

    out: int
    opcode: str
    inputs: tuple
    origin: Origin | None = None

    def text(self, inputs: tuple | None = None) -> str:
        args = ", ".join("_" if i is None else f"r{i}" for i in (inputs or self.inputs))
        return f"r{self.out} = {self.opcode}({args})"


@dataclass(frozen=True)
class Program:
    """A named straight-line program with `arity` input registers r0..r{arity-1}."""

    name: str
    arity: int
    instructions: tuple
    result: int

    def source(self, inputs_by_instruction=None) -> str:
        """Returns the program's text (with holes filled from `inputs_by_instruction`)."""
        params = ", ".join(f"r{i}" for i in range(self.arity))
        lines = [f"def {self.name}({params}):"]
        for k, ins in enumerate(self.instructions):
            chosen = inputs_by_instruction[k] if inputs_by_instruction else None
            lines.append("    " + ins.text(chosen))
        lines.append(f"    return r{self.result}")
        return "\n".join(lines) + "\n"


def _register(node, where: str) -> int | None:
    if isinstance(node, ast.Name) and node.id == "_":
        return HOLE
    if isinstance(node, ast.Name) and node.id.startswith("r") and node.id[1:].isdigit():
        return int(node.id[1:])
    raise InvalidArgument(f"{where}: expected a register r<k> or _, got {ast.unparse(node)!r}")


def parse(source: str, filename: str = "<bvmax>", first_line: int = 1, indent: int = 0
          ) -> Program:
    """Returns the program written in `source` (one def)."""
    tree = ast.parse(textwrap.dedent(source))
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.FunctionDef):
        raise InvalidArgument(f"{filename}: a bvmax program is one `def`")
    fdef = tree.body[0]
    params = [a.arg for a in fdef.args.args]
    for k, p in enumerate(params):
        if p != f"r{k}":
            raise InvalidArgument(f"{filename}:{fdef.lineno + first_line - 1}: parameter {k} "
                                  f"must be named r{k}, got {p}")
    instructions = []
    result = None
    for stmt in fdef.body:
        line = stmt.lineno + first_line - 1
        where = f"{filename}:{line}"
        if isinstance(stmt, ast.Return):
            result = _register(stmt.value, where)
            break
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                and isinstance(stmt.value, ast.Call) and isinstance(stmt.value.func, ast.Name)):
            raise InvalidArgument(f"{where}: expected `rK = opcode(rI, ...)`")
        out = _register(stmt.targets[0], where)
        opcode = stmt.value.func.id
        if opcode not in OPCODES:
            raise InvalidArgument(f"{where}: unknown opcode {opcode!r}; known: {OPCODES}")
        inputs = tuple(_register(a, where) for a in stmt.value.args)
        if len(inputs) != _ARITY.get(opcode, 2):
            raise InvalidArgument(f"{where}: {opcode} takes {_ARITY.get(opcode, 2)} operand(s)")
        origin = Origin(filename, line, stmt.col_offset + indent, ast.unparse(stmt),
                        stmt.end_col_offset + indent)
        instructions.append(Instruction(out, opcode, inputs, origin))
    if result is None:
        raise InvalidArgument(f"{filename}: the program must end with `return rK`")
    return Program(fdef.name, len(params), tuple(instructions), result)


def parse_function(fn) -> Program:
    """Returns the program written as the body of the (never called) Python function `fn`."""
    lines, first = inspect.getsourcelines(fn)
    indent = len(lines[0]) - len(lines[0].lstrip())
    return parse("".join(lines), fn.__code__.co_filename, first, indent)
