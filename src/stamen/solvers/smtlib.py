"""SMT-LIB2 text for stamen formulas, for dumping queries and for text-based solvers.

The text is linear in the size of the term DAG: a subterm used more than
once is written once, as a `define-fun`, and so is any subterm that would
otherwise nest deeper than `MAX_NESTING` (parsers recurse). Constants are
declared under their own names where SMT-LIB allows it; otherwise (reserved
words, odd characters, one name at two sorts) under a quoted or suffixed
name that is unique in the script. Writing is iterative.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from fractions import Fraction

from stamen.errors import SolverError
from stamen.solvers.backend import check_formula
from stamen.solvers.positions import arg_sorts
from stamen.terms import charclass, floats, strings
from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.bv import BV
from stamen.terms.numerals import decimal_str
from stamen.terms.quantifiers import QUANTIFIERS
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
from stamen.terms.traverse import postorder

__all__ = ["to_smtlib", "smtlib_sort", "MAX_NESTING", "CVC5_OPTIONS"]

MAX_NESTING = 64
# cvc5 accepts constant arrays only with this option (z3 rejects the option).
CVC5_OPTIONS = {"arrays-exp": "true"}

_OPS = {
    "not": "not", "and": "and", "or": "or", "ite": "ite", "eq": "=", "add": "+", "mul": "*",
    "div": "div", "mod": "mod", "rdiv": "/", "lt": "<", "le": "<=", "to_real": "to_real",
    "to_int": "to_int", "concat": "concat", "bv2int": "bv2nat", "select": "select",
    "store": "store",
}
_OPS.update({op: op for op in strings.STRING_OPS})  # named as in SMT-LIB 2.6
_BV_OPS = ("bvadd bvsub bvmul bvand bvor bvxor bvshl bvlshr bvashr bvudiv bvurem bvsdiv "
           "bvsrem bvsmod bvult bvule bvslt bvsle bvnot bvneg").split()
_OPS.update({op: op for op in _BV_OPS})
# Float operators (all rounding is RNE, nearest-even; floor rounds toward negative).
_FP_OPS = {
    floats.FP_ADD: "fp.add RNE", floats.FP_MUL: "fp.mul RNE", floats.FP_DIV: "fp.div RNE",
    floats.FP_SQRT: "fp.sqrt RNE",
    floats.FP_REM: "fp.rem", floats.FP_FLOOR: "fp.roundToIntegral RTN",
    floats.FP_NEG: "fp.neg", floats.FP_ABS: "fp.abs", floats.FP_EQ: "fp.eq",
    floats.FP_LT: "fp.lt", floats.FP_LEQ: "fp.leq", floats.FP_ISNAN: "fp.isNaN",
    floats.FP_ISINF: "fp.isInfinite", floats.FP_ISZERO: "fp.isZero",
    floats.FP_ISNEG: "fp.isNegative", floats.FP_OF_INT: "(_ to_fp 11 53) RNE",
}
_FP_WORDS = ("fp fp.add fp.sub fp.mul fp.div fp.rem fp.fma fp.sqrt fp.min fp.max fp.neg fp.abs "
             "fp.eq fp.lt fp.leq fp.gt fp.geq fp.isNaN fp.isInfinite fp.isZero fp.isNegative "
             "fp.isPositive fp.isNormal fp.isSubnormal fp.roundToIntegral fp.to_real fp.to_ubv "
             "fp.to_sbv to_fp to_fp_unsigned RNE RNA RTP RTN RTZ roundNearestTiesToEven "
             "roundNearestTiesToAway roundTowardPositive roundTowardNegative roundTowardZero "
             "FloatingPoint Float16 Float32 Float64 Float128 RoundingMode NaN +oo -oo +zero "
             "-zero").split()
_RESERVED = set(
    "true false not and or xor => = distinct ite + - * / div mod abs < <= > >= to_real to_int "
    "is_int select store concat extract repeat zero_extend sign_extend rotate_left "
    "rotate_right bvnand bvnor bvxnor bvcomp bvugt bvuge bvsgt bvsge bv2nat nat2bv bv2int "
    "int2bv ubv_to_int sbv_to_int int_to_bv let forall exists match par as _ ! lambda const "
    "BINARY DECIMAL HEXADECIMAL NUMERAL STRING Bool Int Real Array BitVec String".split()
) | set(_BV_OPS) | set(_FP_WORDS) | set(strings.STRING_OPS)
_SIMPLE = re.compile(r"[A-Za-z~!$%^&*_+=<>?/\-][A-Za-z0-9~!@$%^&*_+=<>.?/\-]*\Z")


def smtlib_sort(sort) -> str:
    """Returns the SMT-LIB2 name of a value sort."""
    if sort is BOOL:
        return "Bool"
    if sort is INT:
        return "Int"
    if sort is REAL:
        return "Real"
    if type(sort) is BitVecSort:
        return f"(_ BitVec {sort.width})"
    if sort is FLOAT64:
        return "(_ FloatingPoint 11 53)"
    if sort is STRING:
        return "String"
    if type(sort) is ArraySort:
        return f"(Array {smtlib_sort(sort.key)} {smtlib_sort(sort.value)})"
    if type(sort) is UninterpretedSort:
        return _sort_symbol(sort)
    raise SolverError(f"the sort {sort!r} is not a value sort in SMT-LIB")


def _sort_symbol(sort: UninterpretedSort) -> str:
    """Returns the SMT-LIB symbol of an uninterpreted sort (quoted unless simple)."""
    name = sort.name.replace("|", "_").replace("\\", "_")
    return name if _SIMPLE.match(name) and name not in _RESERVED else f"|{name}|"


def _declared_sorts(consts) -> list[UninterpretedSort]:
    """Returns the uninterpreted sorts the constants' sorts mention, in first-use order."""
    found: list = []

    def walk(sort) -> None:
        if type(sort) is UninterpretedSort and sort not in found:
            found.append(sort)
        elif type(sort) is ArraySort:
            walk(sort.key)
            walk(sort.value)
        elif type(sort) is FunctionSort:
            for s in (*sort.domain, sort.range):
                walk(s)

    for c in consts:
        walk(c.sort)
    return found


def _literal(v, sort) -> str:
    """Returns the SMT-LIB2 text of a literal of `sort` (ints under a real sort are reals)."""
    tv = type(v)
    if tv is bool:
        return "true" if v else "false"
    if tv is BV:
        return f"(_ bv{decimal_str(v.value)} {v.width})"
    if tv is float:
        return _float(floats.bits_of(v))
    if tv is str:
        return _string(v)
    if tv is FunctionValue:
        raise SolverError("a concrete function can only be applied, not written as a value")
    if type(sort) is UninterpretedSort or type(v).__name__ == "Opaque":
        raise SolverError(f"the opaque value {v!r} of an uninterpreted sort has no SMT-LIB text")
    if sort is REAL or tv is Fraction:
        q = Fraction(v)
        text = f"{decimal_str(abs(q.numerator))}.0"
        if q.denominator != 1:
            text = f"(/ {text} {decimal_str(q.denominator)}.0)"
        return f"(- {text})" if q < 0 else text
    return f"(- {decimal_str(-v)})" if v < 0 else decimal_str(v)


def _string(v: str) -> str:
    """Returns a string literal: printable ASCII as itself ('"' doubled), any other character
    as SMT-LIB 2.6's escape \\u{hex} (so is a backslash, which could start one)."""
    out = []
    for c in v:
        code = ord(c)
        if c == '"':
            out.append('""')
        elif 0x20 <= code < 0x7F and c != "\\":
            out.append(c)
        else:
            out.append(f"\\u{{{code:x}}}")
    return '"' + "".join(out) + '"'


def _float(bits: int) -> str:
    """Returns the binary64 whose IEEE bit pattern is `bits`, as a reinterpreted bitvector
    (exact: -0.0, subnormals, infinities and NaN included)."""
    return f"((_ to_fp 11 53) #x{bits:016x})"


class _SmtlibRegex:
    """SMT-LIB 2.6's regular-expression constructors (text), as `charclass.class_regex`
    asks for them."""

    def range(self, lo: int, hi: int) -> str:
        return f"(re.range {_string(chr(lo))} {_string(chr(hi))})"

    def union(self, parts: list) -> str:
        return f"(re.union {' '.join(parts)})"

    def concat(self, parts: list) -> str:
        return f"(re.++ {' '.join(parts)})"

    def inter(self, a: str, b: str) -> str:
        return f"(re.inter {a} {b})"

    def complement(self, r: str) -> str:
        return f"(re.comp {r})"

    def star(self, r: str) -> str:
        return f"(re.* {r})"

    def plus(self, r: str) -> str:
        return f"(re.+ {r})"

    def allchar(self) -> str:
        return "re.allchar"

    def none(self) -> str:
        return "re.none"


class _Names:
    """Unique SMT-LIB2 symbols for constants and definitions."""

    def __init__(self):
        self.used: set[str] = set()

    def fresh(self, wanted: str) -> str:
        """Returns a symbol for `wanted`, quoted or suffixed as needed to be legal and unique."""
        base = wanted.replace("|", "_").replace("\\", "_") or "_"
        if base in _RESERVED:
            base += "!"
        elif base.startswith((".", "@")):  # reserved for solvers
            base = "_" + base
        name, n = base, 0
        while name in self.used:
            n += 1
            name = f"{base}!{n}"
        self.used.add(name)
        return name if _SIMPLE.match(name) else f"|{name}|"


class _Writer:
    """Writes the declarations, definitions and assertions of one script."""

    def __init__(self):
        self.names = _Names()
        self.text: dict[int, str] = {}
        self.lines: list[str] = []
        self.array_literals: dict = {}

    def declare(self, consts: list[Term]) -> None:
        """Declares the uninterpreted sorts, then the constants (functions with their
        domain), in tid order."""
        for sort in _declared_sorts(consts):
            self.lines.append(f"(declare-sort {_sort_symbol(sort)} 0)")
        for c in consts:
            name = self.names.fresh(c.args[0])
            self.text[c.tid] = name
            if type(c.sort) is FunctionSort:
                dom = " ".join(smtlib_sort(s) for s in c.sort.domain)
                self.lines.append(f"(declare-fun {name} ({dom}) {smtlib_sort(c.sort.range)})")
            else:
                self.lines.append(f"(declare-fun {name} () {smtlib_sort(c.sort)})")

    def arg(self, a, sort) -> str:
        """Returns the text of an argument: a written term or a literal of `sort`."""
        if type(a) is Term:
            if type(a.sort) is FunctionSort:
                raise SolverError(f"the function {a!r} is used as a value; SMT-LIB can only "
                                  "apply it")
            return self.text[a.tid]
        if type(a) is ArrayValue:
            return self.array_literal(a)
        return _literal(a, sort)

    def array_literal(self, v: ArrayValue) -> str:
        """Returns a name defined as the concrete array `v` (stores over a constant array)."""
        name = self.array_literals.get(v)
        if name is not None:
            return name
        s = v.sort
        text = f"((as const {smtlib_sort(s)}) {self.arg(v.default, s.value)})"
        for i, (k, x) in enumerate(v.entries.items()):
            if i and i % MAX_NESTING == 0:
                text = self.define(text, s)
            text = f"(store {text} {self.arg(k, s.key)} {self.arg(x, s.value)})"
        name = self.define(text, s)
        self.array_literals[v] = name
        return name

    def define(self, text: str, sort) -> str:
        """Emits `(define-fun name () sort text)` and returns the name."""
        name = self.names.fresh(f"_d{len(self.lines)}")
        self.lines.append(f"(define-fun {name} () {smtlib_sort(sort)} {text})")
        return name

    def node(self, t: Term) -> str:
        """Returns the text of `t`, whose term arguments are written."""
        op, args, sort = t.op, t.args, t.sort
        if op == "extract":
            return f"((_ extract {args[0]} {args[1]}) {self.text[args[2].tid]})"
        if op in ("zero_extend", "sign_extend"):
            return f"((_ {op} {args[0]}) {self.text[args[1].tid]})"
        if op == "int2bv":
            return f"((_ int2bv {args[0]}) {self.arg(args[1], INT)})"
        if op == "const_array":
            return f"((as const {smtlib_sort(sort)}) {self.arg(args[0], sort.value)})"
        if op == "apply":
            f = args[0]
            if type(f) is not Term or f.op != "const":
                raise SolverError("SMT-LIB can only apply a function constant")
            xs = " ".join(self.arg(x, d) for x, d in zip(args[1:], f.sort.domain, strict=True))
            return f"({self.text[f.tid]} {xs})"
        if op in floats.FP_OPS:
            return self.float_node(t)
        if op in QUANTIFIERS:
            return self.quantifier(t)
        if op == charclass.IN_CLASS:
            regex = charclass.class_regex(args[1], _SmtlibRegex())
            return f"(str.in_re {self.arg(args[0], STRING)} {regex})"
        name = _OPS.get(op)
        if name is None:
            raise SolverError(f"the operator {op!r} has no SMT-LIB2 counterpart")
        return f"({name} {' '.join(self.arg(a, s) for a, s in arg_sorts(t))})"


    def quantifier(self, t: Term) -> str:
        """Returns `(forall ((c sort) ...) body)`: each bound constant's declared name is
        bound in the body (and shadows the declaration there), patterns as `:pattern`."""
        body, bound, patterns = t.args
        variables = " ".join(f"({self.text[c.tid]} {smtlib_sort(c.sort)})" for c in bound)
        inner = self.text[body.tid]
        if patterns:
            marks = " ".join(f":pattern ({' '.join(self.text[p.tid] for p in pattern)})"
                             for pattern in patterns)
            inner = f"(! {inner} {marks})"
        return f"({t.op} ({variables}) {inner})"

    def float_node(self, t: Term) -> str:
        """Returns the text of a float operator node, whose arguments are written."""
        if t.op == floats.FP_LIT:
            return _float(t.args[0])
        if t.op == floats.FP_TO_SBV:  # int(x), floor, ceil, round on a bit-vector
            width, mode, x = t.args
            return f"((_ fp.to_sbv {width}) {mode} {self.text[x.tid]})"
        xs = [self.text[a.tid] for a in t.args]
        if t.op == floats.FP_OF_SBV:  # a bit-vector with a rounding mode is signed
            return f"((_ to_fp 11 53) RNE {xs[0]})"
        if t.op == floats.FP_OF_INT:
            return f"((_ to_fp 11 53) RNE (to_real {xs[0]}))"
        if t.op == floats.FP_TO_REAL:  # total, as stamen defines it: 0 for inf and nan
            x = xs[0]
            return f"(ite (or (fp.isNaN {x}) (fp.isInfinite {x})) 0.0 (fp.to_real {x}))"
        return f"({_FP_OPS[t.op]} {' '.join(xs)})"


def _formulas(terms_or_formula) -> list:
    """Returns the formulas to assert: a bool, a boolean term, or an iterable of them."""
    if type(terms_or_formula) in (bool, Term) or not isinstance(terms_or_formula, Iterable):
        items = [terms_or_formula]
    else:
        items = list(terms_or_formula)
    for f in items:
        check_formula(f, "to_smtlib")
    return items


def _plan(roots: list) -> tuple[list[Term], set[int]]:
    """Returns (the terms in post-order, the tids to define): the shared non-constant
    terms and those that would nest deeper than MAX_NESTING, except terms that mention
    a quantifier's bound constant (a definition would read the declared constant)."""
    order = list(postorder(roots))
    binders = [t for t in order if t.op in QUANTIFIERS]
    bound: set[int] = set()
    if binders:  # bound constants and pattern terms are written too, before their binder
        extra = [x for t in binders for x in (*t.args[1], *(p for pat in t.args[2] for p in pat))]
        bound = {c.tid for t in binders for c in t.args[1]}
        order = list(postorder(extra + list(roots)))
    uses: dict[int, int] = {}
    for r in roots:
        if type(r) is Term:
            uses[r.tid] = uses.get(r.tid, 0) + 1
    for t in order:
        for a in t.args:
            if type(a) is Term:
                uses[a.tid] = uses.get(a.tid, 0) + 1
    defined: set[int] = set()
    inside: set[int] = set()
    depth: dict[int, int] = {}
    for t in order:
        if t.op == "const":
            depth[t.tid] = 0
            continue
        d = 1 + max((depth[a.tid] for a in t.args if type(a) is Term), default=0)
        if bound and t.op not in QUANTIFIERS and any(
                type(a) is Term and (a.tid in bound or a.tid in inside) for a in t.args):
            inside.add(t.tid)  # mentions a bound constant: always written in place
            depth[t.tid] = d
            continue
        if uses.get(t.tid, 0) > 1 or d > MAX_NESTING:
            defined.add(t.tid)
            d = 0
        depth[t.tid] = d
    return order, defined


def to_smtlib(terms_or_formula, logic: str | None = None, *,
              options: Mapping[str, str] | None = None, check_sat: bool = True) -> str:
    """Returns an SMT-LIB2 script asserting the formula(s), ending in (check-sat).

    `logic` defaults to ALL. `options` become `set-option` commands, e.g.
    `CVC5_OPTIONS` (cvc5 needs `arrays-exp` for constant arrays; z3 rejects it).
    """
    roots = _formulas(terms_or_formula)
    order, defined = _plan(roots)
    w = _Writer()
    head = [f"(set-option :{k} {v})" for k, v in (options or {}).items()]
    head.append(f"(set-logic {logic or 'ALL'})")
    w.declare([t for t in sorted(order, key=lambda t: t.tid) if t.op == "const"])
    for t in order:
        if t.op == "const":
            continue
        text = w.node(t)
        w.text[t.tid] = w.define(text, t.sort) if t.tid in defined else text
    for r in roots:
        w.lines.append(f"(assert {w.arg(r, BOOL)})")
    if check_sat:
        w.lines.append("(check-sat)")
    return "\n".join(head + w.lines) + "\n"
