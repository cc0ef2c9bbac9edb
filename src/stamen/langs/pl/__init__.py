"""PL: the source language of Lim, Lal and Reps (seed 001, section 3.2), with pointers
and address arithmetic, written once as a lifted interpreter; `stamen.analysis` gives its
symbolic evaluation, WLP and composition.

    prog = pl.program("*px = *px ^ *py; *py = *px ^ *py; *px = *px ^ *py;")
    u = symbolic_eval(prog.step)
    wlp(prog.step, prog.condition("x == 5"))
"""

from stamen.langs.pl.interpreter import (
    BV32,
    MEMORY,
    Program,
    State,
    evaluate,
    execute,
    holds,
    program,
)
from stamen.langs.pl.syntax import parse_expression, parse_statements

__all__ = ["BV32", "MEMORY", "Program", "State", "evaluate", "execute", "holds",
           "parse_expression", "parse_statements", "program"]
