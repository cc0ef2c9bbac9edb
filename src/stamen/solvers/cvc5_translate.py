"""Translation of stamen terms into cvc5 terms through cvc5's Python API.

A `Cvc5Translator` owns one cvc5 `TermManager`; its terms outlive any
`cvc5.Solver` built on it, so a backend may replace its solver (to change
a per-check limit) and keep the translations. Each term is translated once
(cached by tid) with an explicit stack. A literal takes its cvc5 sort from
its position. Applications of each function constant are recorded, because
a model describes a function by its values at those points. Floats are
binary64 (`(_ FloatingPoint 11 53)`), rounded to nearest-even.
"""

from __future__ import annotations

from fractions import Fraction

import cvc5
from cvc5 import Kind

from stamen.errors import SolverError
from stamen.solvers.dag import translate_dag
from stamen.solvers.positions import FIXED_SORT, arg_sorts
from stamen.terms import charclass, floats, strings
from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.bv import BV
from stamen.terms.numerals import decimal_str
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

__all__ = ["Cvc5Translator"]

_KINDS = {
    "not": Kind.NOT, "and": Kind.AND, "or": Kind.OR, "ite": Kind.ITE, "eq": Kind.EQUAL,
    "add": Kind.ADD, "mul": Kind.MULT, "div": Kind.INTS_DIVISION, "mod": Kind.INTS_MODULUS,
    "rdiv": Kind.DIVISION, "lt": Kind.LT, "le": Kind.LEQ, "to_real": Kind.TO_REAL,
    "to_int": Kind.TO_INTEGER, "bvadd": Kind.BITVECTOR_ADD, "bvsub": Kind.BITVECTOR_SUB,
    "bvmul": Kind.BITVECTOR_MULT, "bvand": Kind.BITVECTOR_AND, "bvor": Kind.BITVECTOR_OR,
    "bvxor": Kind.BITVECTOR_XOR, "bvshl": Kind.BITVECTOR_SHL, "bvlshr": Kind.BITVECTOR_LSHR,
    "bvashr": Kind.BITVECTOR_ASHR, "bvudiv": Kind.BITVECTOR_UDIV,
    "bvurem": Kind.BITVECTOR_UREM, "bvsdiv": Kind.BITVECTOR_SDIV,
    "bvsrem": Kind.BITVECTOR_SREM, "bvsmod": Kind.BITVECTOR_SMOD, "bvult": Kind.BITVECTOR_ULT,
    "bvule": Kind.BITVECTOR_ULE, "bvslt": Kind.BITVECTOR_SLT, "bvsle": Kind.BITVECTOR_SLE,
    "bvnot": Kind.BITVECTOR_NOT, "bvneg": Kind.BITVECTOR_NEG, "concat": Kind.BITVECTOR_CONCAT,
    "bv2int": Kind.BITVECTOR_UBV_TO_INT, "select": Kind.SELECT, "store": Kind.STORE,
    strings.CONCAT: Kind.STRING_CONCAT, strings.LENGTH: Kind.STRING_LENGTH,
    strings.AT: Kind.STRING_CHARAT, strings.SUBSTR: Kind.STRING_SUBSTR,
    strings.FROM_INT: Kind.STRING_FROM_INT, strings.TO_INT: Kind.STRING_TO_INT,
    strings.PREFIXOF: Kind.STRING_PREFIX, strings.SUFFIXOF: Kind.STRING_SUFFIX,
    strings.CONTAINS: Kind.STRING_CONTAINS, strings.LT: Kind.STRING_LT,
    strings.LE: Kind.STRING_LEQ, strings.INDEXOF: Kind.STRING_INDEXOF,
    strings.TO_CODE: Kind.STRING_TO_CODE, strings.FROM_CODE: Kind.STRING_FROM_CODE,
    strings.REPLACE: Kind.STRING_REPLACE,
    strings.REPLACE_ALL: Kind.STRING_REPLACE_ALL,
}
# Float operators; the rounded ones take the rounding mode (RNE) first.
_FP_ROUNDED = {floats.FP_ADD: Kind.FLOATINGPOINT_ADD, floats.FP_MUL: Kind.FLOATINGPOINT_MULT,
               floats.FP_DIV: Kind.FLOATINGPOINT_DIV, floats.FP_SQRT: Kind.FLOATINGPOINT_SQRT}
_ROUNDING = {"RTZ": cvc5.RoundingMode.ROUND_TOWARD_ZERO,
             "RTN": cvc5.RoundingMode.ROUND_TOWARD_NEGATIVE,
             "RTP": cvc5.RoundingMode.ROUND_TOWARD_POSITIVE,
             "RNE": cvc5.RoundingMode.ROUND_NEAREST_TIES_TO_EVEN}
_FP_KINDS = {
    floats.FP_REM: Kind.FLOATINGPOINT_REM, floats.FP_NEG: Kind.FLOATINGPOINT_NEG,
    floats.FP_ABS: Kind.FLOATINGPOINT_ABS, floats.FP_EQ: Kind.FLOATINGPOINT_EQ,
    floats.FP_LT: Kind.FLOATINGPOINT_LT, floats.FP_LEQ: Kind.FLOATINGPOINT_LEQ,
    floats.FP_ISNAN: Kind.FLOATINGPOINT_IS_NAN, floats.FP_ISINF: Kind.FLOATINGPOINT_IS_INF,
    floats.FP_ISZERO: Kind.FLOATINGPOINT_IS_ZERO, floats.FP_ISNEG: Kind.FLOATINGPOINT_IS_NEG,
}
_INDEXED = {"extract": Kind.BITVECTOR_EXTRACT, "zero_extend": Kind.BITVECTOR_ZERO_EXTEND,
            "sign_extend": Kind.BITVECTOR_SIGN_EXTEND, "int2bv": Kind.INT_TO_BITVECTOR}



def _escaped(text: str) -> str:
    """Returns `text` in SMT-LIB 2.6's escaped form, every character outside printable ASCII
    (and the backslash) as \\u{hex}: cvc5's mkString without escapes fails on non-ASCII
    characters (a UnicodeDecodeError in its Python binding, 1.4.2)."""
    return "".join(c if " " <= c <= "~" and c != "\\" else f"\\u{{{ord(c):x}}}"
                   for c in text)


class _Cvc5Regex:
    """cvc5's regular-expression constructors, as `charclass.class_regex` asks for them."""

    def __init__(self, tm, literal):
        self.tm = tm
        self.literal = literal  # a str's cvc5 string (escaped: any code point)

    def range(self, lo: int, hi: int):
        return self.tm.mkTerm(Kind.REGEXP_RANGE, self.literal(chr(lo)), self.literal(chr(hi)))

    def union(self, parts: list):
        return self.tm.mkTerm(Kind.REGEXP_UNION, *parts)

    def concat(self, parts: list):
        return self.tm.mkTerm(Kind.REGEXP_CONCAT, *parts)

    def inter(self, a, b):
        return self.tm.mkTerm(Kind.REGEXP_INTER, a, b)

    def complement(self, r):
        return self.tm.mkTerm(Kind.REGEXP_COMPLEMENT, r)

    def star(self, r):
        return self.tm.mkTerm(Kind.REGEXP_STAR, r)

    def plus(self, r):
        return self.tm.mkTerm(Kind.REGEXP_PLUS, r)

    def allchar(self):
        return self.tm.mkRegexpAllchar()

    def none(self):
        return self.tm.mkRegexpNone()


class Cvc5Translator:
    """Translates terms into terms of one cvc5 TermManager, once per term."""

    def __init__(self):
        self.tm = cvc5.TermManager()
        self.terms: dict[int, cvc5.Term] = {}
        self.applications: dict[int, list] = {}
        self._sorts: dict = {}
        self._literals: dict = {}

    def sort(self, sort):
        """Returns the cvc5 sort of a stamen sort."""
        z = self._sorts.get(sort)
        if z is None:
            tm = self.tm
            if sort is BOOL:
                z = tm.getBooleanSort()
            elif sort is INT:
                z = tm.getIntegerSort()
            elif sort is REAL:
                z = tm.getRealSort()
            elif type(sort) is BitVecSort:
                z = tm.mkBitVectorSort(sort.width)
            elif sort is FLOAT64:
                z = tm.mkFloatingPointSort(11, 53)
            elif sort is STRING:
                z = tm.getStringSort()
            elif type(sort) is ArraySort:
                z = tm.mkArraySort(self.sort(sort.key), self.sort(sort.value))
            elif type(sort) is FunctionSort:
                z = tm.mkFunctionSort([self.sort(s) for s in sort.domain], self.sort(sort.range))
            elif type(sort) is UninterpretedSort:
                z = tm.mkUninterpretedSort(sort.name)
            else:
                raise SolverError(f"the sort {sort!r} has no cvc5 counterpart")
            self._sorts[sort] = z
        return z

    def literal(self, v, sort=None):
        """Returns the cvc5 value of literal `v`; ints and Fractions take `sort` (INT/REAL)."""
        tv = type(v)
        if tv is int or tv is Fraction:
            if sort is not INT and sort is not REAL:
                sort = REAL if tv is Fraction else INT
            key = (sort, v)
        elif tv is BV:
            key = (v.width, v.value)
        elif tv is float:
            key = (FLOAT64, floats.bits_of(v))  # 0.0 == -0.0: key by the bits
        else:
            key = (tv, v)
        t = self._literals.get(key)
        if t is None:
            t = self._make_literal(v, sort)
            self._literals[key] = t
        return t

    def _make_literal(self, v, sort):
        """Builds the cvc5 term of a literal."""
        tm, tv = self.tm, type(v)
        if tv is bool:
            return tm.mkBoolean(v)
        if tv is BV:
            return tm.mkBitVector(v.width, format(v.value, "x"), 16)
        if tv is float:
            return self._float(floats.bits_of(v))
        if tv is str:
            return tm.mkString(_escaped(v), True)
        if tv is ArrayValue:
            acc = tm.mkConstArray(self.sort(v.sort), self.literal(v.default, v.sort.value))
            for k, x in v.entries.items():
                acc = tm.mkTerm(Kind.STORE, acc, self.literal(k, v.sort.key),
                                self.literal(x, v.sort.value))
            return acc
        if tv is FunctionValue:
            raise SolverError("a concrete function can only be applied, not passed to cvc5")
        if sort is REAL:
            q = Fraction(v)
            return tm.mkReal(f"{decimal_str(q.numerator)}/{decimal_str(q.denominator)}")
        if tv is Fraction and v.denominator != 1:
            raise SolverError(f"the real {v} appears where cvc5 expects an int")
        return tm.mkInteger(decimal_str(int(v)))

    def _float(self, bits: int):
        """Returns the binary64 value whose IEEE bit pattern is `bits` (exact)."""
        return self.tm.mkFloatingPoint(11, 53, self.tm.mkBitVector(64, format(bits, "x"), 16))

    def _float_node(self, t: Term):
        """Returns the cvc5 term of a float operator node, or None for another operator."""
        op, tm = t.op, self.tm
        if op == floats.FP_LIT:
            return self._float(t.args[0])
        if op == floats.FP_TO_SBV:  # int(x), floor, ceil, round on a bit-vector
            width, mode, x = t.args
            rm = tm.mkRoundingMode(_ROUNDING[mode])
            return tm.mkTerm(tm.mkOp(Kind.FLOATINGPOINT_TO_SBV, width), rm, self.terms[x.tid])
        xs = [self.terms[a.tid] for a in t.args]
        if op == floats.FP_OF_SBV:
            to_fp = tm.mkOp(Kind.FLOATINGPOINT_TO_FP_FROM_SBV, 11, 53)
            return tm.mkTerm(to_fp, self._rne(), xs[0])
        kind = _FP_ROUNDED.get(op)
        if kind is not None:
            return tm.mkTerm(kind, self._rne(), *xs)
        kind = _FP_KINDS.get(op)
        if kind is not None:
            return tm.mkTerm(kind, *xs)
        if op == floats.FP_FLOOR:
            rtn = tm.mkRoundingMode(cvc5.RoundingMode.ROUND_TOWARD_NEGATIVE)
            return tm.mkTerm(Kind.FLOATINGPOINT_RTI, rtn, xs[0])
        if op == floats.FP_OF_INT:
            to_fp = tm.mkOp(Kind.FLOATINGPOINT_TO_FP_FROM_REAL, 11, 53)
            return tm.mkTerm(to_fp, self._rne(), tm.mkTerm(Kind.TO_REAL, xs[0]))
        if op == floats.FP_TO_REAL:  # total, as stamen defines it: 0 for inf and nan
            special = tm.mkTerm(Kind.OR, tm.mkTerm(Kind.FLOATINGPOINT_IS_NAN, xs[0]),
                                tm.mkTerm(Kind.FLOATINGPOINT_IS_INF, xs[0]))
            return tm.mkTerm(Kind.ITE, special, tm.mkReal(0),
                             tm.mkTerm(Kind.FLOATINGPOINT_TO_REAL, xs[0]))
        return None

    def _quantifier(self, t: Term):
        """Builds forall/exists: the bound constants become cvc5 bound variables in the
        body and the patterns (cvc5 keeps each constant a constant elsewhere)."""
        body, bound, patterns = t.args
        tm = self.tm
        consts = [self.translate(c) for c in bound]
        variables = [tm.mkVar(self.sort(c.sort), c.args[0]) for c in bound]
        parts = [tm.mkTerm(Kind.VARIABLE_LIST, *variables),
                 self.terms[body.tid].substitute(consts, variables)]
        if patterns:
            parts.append(tm.mkTerm(Kind.INST_PATTERN_LIST, *(
                tm.mkTerm(Kind.INST_PATTERN,
                          *(self.translate(p).substitute(consts, variables) for p in pattern))
                for pattern in patterns)))
        return tm.mkTerm(Kind.FORALL if t.op == FORALL else Kind.EXISTS, *parts)

    def _rne(self):
        return self.tm.mkRoundingMode(cvc5.RoundingMode.ROUND_NEAREST_TIES_TO_EVEN)

    def translate(self, value):
        """Returns the cvc5 term of a term or literal, translating what is not cached yet."""
        if type(value) is not Term:
            return self.literal(value)
        return translate_dag(value, self.terms, self._node,
                             (RuntimeError, ValueError, TypeError, OverflowError), "cvc5")

    def _arg(self, a, sort):
        """Returns the cvc5 term of an argument already translated, or of a literal of `sort`."""
        return self.terms[a.tid] if type(a) is Term else self.literal(a, sort)

    def _node(self, t: Term):
        """Builds the cvc5 term of `t`, whose term arguments are all translated."""
        op, args, sort, tm = t.op, t.args, t.sort, self.tm
        if op == "const":
            return tm.mkConst(self.sort(sort), args[0])
        if op in floats.FP_OPS:
            return self._float_node(t)
        if op in QUANTIFIERS:
            return self._quantifier(t)
        if op == charclass.IN_CLASS:
            regex = charclass.class_regex(args[1], _Cvc5Regex(tm, self.literal))
            return tm.mkTerm(Kind.STRING_IN_REGEXP, self._arg(args[0], STRING), regex)
        kind = _KINDS.get(op)
        if kind is not None:
            return tm.mkTerm(kind, *(self._arg(a, s) for a, s in arg_sorts(t)))
        kind = _INDEXED.get(op)
        if kind is not None:
            n = len(args) - 1
            return tm.mkTerm(tm.mkOp(kind, *args[:n]), self._arg(args[n], FIXED_SORT.get(op)))
        if op == "const_array":
            if type(args[0]) is Term:
                raise SolverError("cvc5 accepts only constant arrays of a concrete value; "
                                  "use z3 for a constant array of a symbolic value")
            return tm.mkConstArray(self.sort(sort), self._arg(args[0], sort.value))
        if op == "apply":
            f = args[0]
            if type(f) is not Term or f.op != "const":
                raise SolverError("cvc5 backend can only apply a function constant")
            xs = [self._arg(x, d) for x, d in zip(args[1:], f.sort.domain, strict=True)]
            app = tm.mkTerm(Kind.APPLY_UF, self.terms[f.tid], *xs)
            self.applications.setdefault(f.tid, []).append(app)
            return app
        raise SolverError(f"the operator {op!r} has no cvc5 translation")
