"""Translation of stamen terms into bitwuzla terms through bitwuzla's Python API.

bitwuzla decides bit-vectors, floats, arrays and uninterpreted functions; it
has no integers or reals. A term of an integer or real sort (or an operator
over them, such as `bv2int`) is refused with `UnsupportedConstruct`, never
approximated. A `BitwuzlaTranslator` owns one `TermManager`, whose terms
outlive any solver built on it, so a backend can replace its solver (to
start producing unsat assumptions) and keep the translations. Each term is translated
once (cached by tid) with an explicit stack; applications of each function
constant are recorded, because a model describes a function by its values at
those points. Floats are binary64 rounded to nearest-even.
"""

from __future__ import annotations

import bitwuzla
from bitwuzla import Kind

from stamen.errors import SolverError, UnsupportedConstruct, user_site
from stamen.solvers.dag import translate_dag
from stamen.terms import floats
from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.bv import BV
from stamen.terms.quantifiers import FORALL, QUANTIFIERS
from stamen.terms.sorts import (
    BOOL,
    FLOAT64,
    INT,
    REAL,
    STRING,
    ArraySort,
    BitVecSort,
    FunctionSort,
    UninterpretedSort,
)
from stamen.terms.term import Term

__all__ = ["BitwuzlaTranslator", "BITWUZLA_ERRORS"]

BITWUZLA_ERRORS = (bitwuzla.BitwuzlaException, RuntimeError, ValueError, TypeError)

_KINDS = {
    "not": Kind.NOT, "and": Kind.AND, "or": Kind.OR, "ite": Kind.ITE, "eq": Kind.EQUAL,
    "bvadd": Kind.BV_ADD, "bvsub": Kind.BV_SUB, "bvmul": Kind.BV_MUL, "bvand": Kind.BV_AND,
    "bvor": Kind.BV_OR, "bvxor": Kind.BV_XOR, "bvshl": Kind.BV_SHL, "bvlshr": Kind.BV_SHR,
    "bvashr": Kind.BV_ASHR, "bvudiv": Kind.BV_UDIV, "bvurem": Kind.BV_UREM,
    "bvsdiv": Kind.BV_SDIV, "bvsrem": Kind.BV_SREM, "bvsmod": Kind.BV_SMOD,
    "bvult": Kind.BV_ULT, "bvule": Kind.BV_ULE, "bvslt": Kind.BV_SLT, "bvsle": Kind.BV_SLE,
    "bvnot": Kind.BV_NOT, "bvneg": Kind.BV_NEG, "concat": Kind.BV_CONCAT,
    "select": Kind.ARRAY_SELECT, "store": Kind.ARRAY_STORE,
}
_INDEXED = {"extract": Kind.BV_EXTRACT, "zero_extend": Kind.BV_ZERO_EXTEND,
            "sign_extend": Kind.BV_SIGN_EXTEND}
# Float operators; the rounded ones take the rounding mode (RNE) first.
_FP_ROUNDED = {floats.FP_ADD: Kind.FP_ADD, floats.FP_MUL: Kind.FP_MUL,
               floats.FP_DIV: Kind.FP_DIV, floats.FP_SQRT: Kind.FP_SQRT}
_FP_KINDS = {
    floats.FP_REM: Kind.FP_REM, floats.FP_NEG: Kind.FP_NEG, floats.FP_ABS: Kind.FP_ABS,
    floats.FP_EQ: Kind.FP_EQUAL, floats.FP_LT: Kind.FP_LT, floats.FP_LEQ: Kind.FP_LEQ,
    floats.FP_ISNAN: Kind.FP_IS_NAN, floats.FP_ISINF: Kind.FP_IS_INF,
    floats.FP_ISZERO: Kind.FP_IS_ZERO, floats.FP_ISNEG: Kind.FP_IS_NEG,
}
_NO_THEORY = ("bitwuzla has no theory of integers, reals or strings (it decides bit-vectors, "
              "floats, arrays and functions); use solver=\"z3\" or \"cvc5\"")


def refuse(what: str) -> UnsupportedConstruct:
    """Returns the refusal of a term bitwuzla cannot decide, naming what it is and, first,
    the user's line that sent it (the query's call: terms keep no line of their own)."""
    site = user_site()
    return UnsupportedConstruct(f"{'' if site is None else site + ': '}{what}: {_NO_THEORY}")


class BitwuzlaTranslator:
    """Translates terms into terms of one bitwuzla TermManager, once per term."""

    def __init__(self):
        self.tm = bitwuzla.TermManager()
        self.terms: dict[int, bitwuzla.Term] = {}
        self.applications: dict[int, list] = {}
        self._sorts: dict = {}
        self._literals: dict = {}
        self._rne = self.tm.mk_rm_value(bitwuzla.RoundingMode.RNE)
        self._rtn = self.tm.mk_rm_value(bitwuzla.RoundingMode.RTN)

    def sort(self, sort):
        """Returns the bitwuzla sort of a stamen sort; ints and reals are refused."""
        s = self._sorts.get(sort)
        if s is None:
            tm = self.tm
            if sort is BOOL:
                s = tm.mk_bool_sort()
            elif type(sort) is BitVecSort:
                s = tm.mk_bv_sort(sort.width)
            elif sort is FLOAT64:
                s = tm.mk_fp_sort(11, 53)
            elif type(sort) is ArraySort:
                s = tm.mk_array_sort(self.sort(sort.key), self.sort(sort.value))
            elif type(sort) is FunctionSort:
                s = tm.mk_fun_sort([self.sort(d) for d in sort.domain], self.sort(sort.range))
            elif sort is INT or sort is REAL or sort is STRING:
                raise refuse(f"a value of sort {sort.name}")
            elif type(sort) is UninterpretedSort:
                raise refuse(f"a value of the uninterpreted sort {sort.name}")
            else:
                raise SolverError(f"the sort {sort!r} has no bitwuzla counterpart")
            self._sorts[sort] = s
        return s

    def literal(self, v):
        """Returns the bitwuzla value of the literal `v` (bool, BV, float, array)."""
        tv = type(v)
        key = (tv, floats.bits_of(v)) if tv is float else (tv, v)
        t = self._literals.get(key)
        if t is None:
            t = self._make_literal(v)
            self._literals[key] = t
        return t

    def _make_literal(self, v):
        """Builds the bitwuzla term of a literal."""
        tm, tv = self.tm, type(v)
        if tv is bool:
            return tm.mk_true() if v else tm.mk_false()
        if tv is BV:
            return tm.mk_bv_value(tm.mk_bv_sort(v.width), format(v.value, "x"), 16)
        if tv is float:
            return self._float(floats.bits_of(v))
        if tv is ArrayValue:
            acc = tm.mk_const_array(self.sort(v.sort), self.literal(v.default))
            for k, x in v.entries.items():
                acc = tm.mk_term(Kind.ARRAY_STORE, [acc, self.literal(k), self.literal(x)])
            return acc
        if tv is FunctionValue:
            raise SolverError("a concrete function can only be applied, not passed to bitwuzla")
        if tv is str:
            raise refuse(f"the string {v!r}")
        raise refuse(f"the number {v!r}")

    def _float(self, bits: int):
        """Returns the binary64 value whose IEEE bit pattern is `bits` (exact)."""
        tm = self.tm
        return tm.mk_term(Kind.FP_TO_FP_FROM_BV,
                          [tm.mk_bv_value(tm.mk_bv_sort(64), format(bits, "x"), 16)], [11, 53])

    def translate(self, value):
        """Returns the bitwuzla term of a term or literal, translating what is not cached."""
        if type(value) is not Term:
            return self.literal(value)
        return translate_dag(value, self.terms, self._node, BITWUZLA_ERRORS, "bitwuzla")

    def _arg(self, a):
        """Returns the bitwuzla term of an argument already translated, or of a literal."""
        return self.terms[a.tid] if type(a) is Term else self.literal(a)

    def _node(self, t: Term):
        """Builds the bitwuzla term of `t`, whose term arguments are all translated."""
        op, args, sort, tm = t.op, t.args, t.sort, self.tm
        if sort is INT or sort is REAL or sort is STRING:
            what = f"the symbolic {sort.name} {args[0]}" if op == "const" else \
                f"the {op!r} term of sort {sort.name}"
            raise refuse(what)
        if op == "const":
            return tm.mk_const(self.sort(sort), args[0])
        if op in floats.FP_OPS:
            return self._float_node(t)
        if op in QUANTIFIERS:
            return self._quantifier(t)
        kind = _KINDS.get(op)
        if kind is not None:
            xs = [self._arg(a) for a in args]
            if kind in (Kind.AND, Kind.OR) and len(xs) == 1:
                return xs[0]
            return tm.mk_term(kind, xs)
        kind = _INDEXED.get(op)
        if kind is not None:
            n = len(args) - 1
            return tm.mk_term(kind, [self._arg(args[n])], list(args[:n]))
        if op == "const_array":
            return tm.mk_const_array(self.sort(sort), self._arg(args[0]))
        if op == "apply":
            f = args[0]
            if type(f) is not Term or f.op != "const":
                raise SolverError("the bitwuzla backend can only apply a function constant")
            xs = [self._arg(x) for x in args[1:]]
            app = tm.mk_term(Kind.APPLY, [self.terms[f.tid], *xs])
            self.applications.setdefault(f.tid, []).append(app)
            return app
        raise refuse(f"the operator {op!r}")

    def _quantifier(self, t: Term):
        """Builds forall/exists: the bound constants become bitwuzla variables in the body
        (bitwuzla has no patterns; they only guide instantiation, so they are dropped)."""
        body, bound, _patterns = t.args
        tm = self.tm
        consts = [self.translate(c) for c in bound]
        variables = [tm.mk_var(self.sort(c.sort), c.args[0]) for c in bound]
        inner = tm.substitute_term(self.terms[body.tid], dict(zip(consts, variables,
                                                                 strict=True)))
        return tm.mk_term(Kind.FORALL if t.op == FORALL else Kind.EXISTS, [*variables, inner])

    def _float_node(self, t: Term):
        """Returns the bitwuzla term of a float operator node."""
        op, tm = t.op, self.tm
        if op == floats.FP_LIT:
            return self._float(t.args[0])
        if op == floats.FP_TO_SBV:  # int(x), floor, ceil, round on a bit-vector
            width, mode, x = t.args
            rm = tm.mk_rm_value(getattr(bitwuzla.RoundingMode, mode))
            return tm.mk_term(Kind.FP_TO_SBV, [rm, self._arg(x)], [width])
        xs = [self._arg(a) for a in t.args]
        if op == floats.FP_OF_SBV:
            return tm.mk_term(Kind.FP_TO_FP_FROM_SBV, [self._rne, xs[0]], [11, 53])
        kind = _FP_ROUNDED.get(op)
        if kind is not None:
            return tm.mk_term(kind, [self._rne, *xs])
        kind = _FP_KINDS.get(op)
        if kind is not None:
            return tm.mk_term(kind, xs)
        if op == floats.FP_FLOOR:
            return tm.mk_term(Kind.FP_RTI, [self._rtn, xs[0]])
        raise refuse(f"the float operator {op!r} (it converts from or to an int or real)")

