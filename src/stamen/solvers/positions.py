"""The sort a literal argument takes from its position in a term.

A literal does not always carry its sort: an int under a real `add` is a
real, and the 5 in `x == 5` has the sort of `x`. Backends and the SMT-LIB
writer ask `arg_sorts` so that every literal is written at the right sort.
Bitvector, boolean and array literals carry their own sort anyway.
"""

from __future__ import annotations

from stamen.terms.arrays import ArrayValue
from stamen.terms.sorts import BOOL, INT, REAL
from stamen.terms.strings import STRING_OPS
from stamen.terms.term import Term

__all__ = ["arg_sorts", "FIXED_SORT", "PREDICATES"]

# Operators whose literal arguments have one sort whatever the term's sort.
FIXED_SORT = {"div": INT, "mod": INT, "rdiv": REAL, "to_real": INT, "to_int": REAL,
              "not": BOOL, "and": BOOL, "or": BOOL, "int2bv": INT}
# Operators whose two arguments share a sort that is not the term's.
PREDICATES = {"eq", "lt", "le", "bvult", "bvule", "bvslt", "bvsle"}


def arg_sorts(t: Term):
    """Yields (argument, sort a literal argument takes) for each argument of an operator node.

    Not for parametric operators (extract, extensions, int2bv's width) or `apply`,
    whose literal arguments take the function's domain sorts.
    """
    op, args, sort = t.op, t.args, t.sort
    fixed = FIXED_SORT.get(op)
    if fixed is not None:
        for a in args:
            yield a, fixed
    elif op in PREDICATES:
        a, b = args
        s = a.sort if type(a) is Term or type(a) is ArrayValue else getattr(b, "sort", None)
        yield a, s
        yield b, s
    elif op == "ite":
        yield args[0], BOOL
        yield args[1], sort
        yield args[2], sort
    elif op in STRING_OPS:
        yield from zip(args, STRING_OPS[op], strict=True)
    elif op == "select":
        yield args[0], args[0].sort
        yield args[1], args[0].sort.key
    elif op == "store":
        yield args[0], sort
        yield args[1], sort.key
        yield args[2], sort.value
    else:
        for a in args:
            yield a, sort
