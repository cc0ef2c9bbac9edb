"""Translation of stamen terms into z3 ASTs through z3's C API.

A `Z3Translator` owns one z3 context. It translates each term once (cached
by tid) with an explicit stack, so a term nested 100,000 deep is fine. It
calls the C functions directly (measured: ~7 µs of CPU a term, most of it
z3's own node construction, against ~30 µs through z3py) and keeps every
AST alive with one reference, held by its keep-alive vector until
`close()` releases them all at once: z3 frees leaked ASTs in time
quadratic in their number. A literal takes its z3 sort from its position
(an int under a real `add` is a real numeral). Floats are z3's binary64
(`Float64`); every rounding operator rounds to nearest-even (RNE).

A constant or function is named in z3 by its stamen name without the process-wide
number `fresh` appends (`x!1234`, `x!q3.5`), numbered instead in the order this
translator first meets such names (`x!1`, `y!2`, ...): z3's search depends on the
names (on SV-COMP's array_false-unreach-call3, renaming the constants alone turned a
model found at once into "incomplete quantifiers" for 7 of 40 renamings), so a query
must not depend on how many terms the process made before it. The numbers keep the
names distinct (names without a `!` are kept): two stamen constants are never one z3
constant.
"""

from __future__ import annotations

import ctypes
from fractions import Fraction

import z3
from z3 import z3core
from z3.z3types import Ast, Pattern, Sort, Z3Exception

from stamen.errors import SolverError
from stamen.terms import charclass, floats, strings
from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.bv import BV
from stamen.terms.numerals import decimal_str
from stamen.terms.opaque import Opaque
from stamen.terms.quantifiers import EXISTS, FORALL
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

__all__ = ["Z3Translator"]


def _raw(name: str):
    """Returns the unchecked ctypes function behind the z3core wrapper `name`.

    z3core wraps each C function in a Python function that also asks for the
    error code (a second foreign call); the translator instead checks for a
    null result. Falls back to the checked wrapper if z3core changes shape.
    """
    checked = getattr(z3core, name)
    elems = (checked.__defaults__ or (None,))[-1]
    return getattr(elems, "f", checked)


_BINARY = {
    op: _raw(fn)
    for op, fn in {
        "bvadd": "Z3_mk_bvadd", "bvsub": "Z3_mk_bvsub", "bvmul": "Z3_mk_bvmul",
        "bvand": "Z3_mk_bvand", "bvor": "Z3_mk_bvor", "bvxor": "Z3_mk_bvxor",
        "bvshl": "Z3_mk_bvshl", "bvlshr": "Z3_mk_bvlshr", "bvashr": "Z3_mk_bvashr",
        "bvudiv": "Z3_mk_bvudiv", "bvurem": "Z3_mk_bvurem", "bvsdiv": "Z3_mk_bvsdiv",
        "bvsrem": "Z3_mk_bvsrem", "bvsmod": "Z3_mk_bvsmod", "bvult": "Z3_mk_bvult",
        "bvule": "Z3_mk_bvule", "bvslt": "Z3_mk_bvslt", "bvsle": "Z3_mk_bvsle",
        "concat": "Z3_mk_concat", "div": "Z3_mk_div", "mod": "Z3_mk_mod",
        "rdiv": "Z3_mk_div", "lt": "Z3_mk_lt", "le": "Z3_mk_le", "eq": "Z3_mk_eq",
    }.items()
}
# Binary operators whose literal operands take the sort of the other operand.
_SIBLING_SORTED = {"lt", "le", "eq"}
_FIXED_SORT = {"div": INT, "mod": INT, "rdiv": REAL}
_UNARY = {
    op: _raw(fn)
    for op, fn in {
        "not": "Z3_mk_not", "bvnot": "Z3_mk_bvnot", "bvneg": "Z3_mk_bvneg",
        "to_real": "Z3_mk_int2real", "to_int": "Z3_mk_real2int",
    }.items()
}
_UNARY_SORT = {"not": BOOL, "to_real": INT, "to_int": REAL}
_NARY = {"and": _raw("Z3_mk_and"), "or": _raw("Z3_mk_or"),
         "add": _raw("Z3_mk_add"), "mul": _raw("Z3_mk_mul")}

_mk_true, _mk_false = _raw("Z3_mk_true"), _raw("Z3_mk_false")
_mk_int64, _mk_uint64 = _raw("Z3_mk_int64"), _raw("Z3_mk_unsigned_int64")
_mk_numeral, _mk_ite = _raw("Z3_mk_numeral"), _raw("Z3_mk_ite")
_mk_const, _mk_symbol = _raw("Z3_mk_const"), _raw("Z3_mk_string_symbol")
_mk_extract, _mk_zero_ext = _raw("Z3_mk_extract"), _raw("Z3_mk_zero_ext")
_mk_sign_ext, _mk_bv2int = _raw("Z3_mk_sign_ext"), _raw("Z3_mk_bv2int")
_mk_int2bv, _mk_store = _raw("Z3_mk_int2bv"), _raw("Z3_mk_store")
_mk_select = _raw("Z3_mk_select")
_mk_quantifier, _mk_pattern = _raw("Z3_mk_quantifier_const"), _raw("Z3_mk_pattern")
_pattern_to_ast = _raw("Z3_pattern_to_ast")
_mk_const_array, _mk_app = _raw("Z3_mk_const_array"), _raw("Z3_mk_app")
_mk_func_decl = _raw("Z3_mk_func_decl")
_vec_push, _sort_to_ast = _raw("Z3_ast_vector_push"), _raw("Z3_sort_to_ast")
_decl_to_ast = _raw("Z3_func_decl_to_ast")
_get_error_code, _get_error_msg = _raw("Z3_get_error_code"), _raw("Z3_get_error_msg")
_vec_release = _raw("Z3_ast_vector_dec_ref")
# Float operators: rounded binary ones take the rounding mode first.
_FP_ROUNDED = {floats.FP_ADD: _raw("Z3_mk_fpa_add"), floats.FP_MUL: _raw("Z3_mk_fpa_mul"),
               floats.FP_DIV: _raw("Z3_mk_fpa_div")}
_FP_BINARY = {floats.FP_REM: _raw("Z3_mk_fpa_rem"), floats.FP_EQ: _raw("Z3_mk_fpa_eq"),
              floats.FP_LT: _raw("Z3_mk_fpa_lt"), floats.FP_LEQ: _raw("Z3_mk_fpa_leq")}
_FP_UNARY = {floats.FP_NEG: _raw("Z3_mk_fpa_neg"), floats.FP_ABS: _raw("Z3_mk_fpa_abs"),
             floats.FP_ISNAN: _raw("Z3_mk_fpa_is_nan"),
             floats.FP_ISINF: _raw("Z3_mk_fpa_is_infinite"),
             floats.FP_ISZERO: _raw("Z3_mk_fpa_is_zero"),
             floats.FP_ISNEG: _raw("Z3_mk_fpa_is_negative")}
_FP_ROUNDED_UNARY = {floats.FP_SQRT: _raw("Z3_mk_fpa_sqrt")}
_mk_rne, _mk_rtn = _raw("Z3_mk_fpa_rne"), _raw("Z3_mk_fpa_rtn")
_mk_round_integral, _mk_to_fp_bv = _raw("Z3_mk_fpa_round_to_integral"), _raw("Z3_mk_fpa_to_fp_bv")
_mk_to_fp_real, _mk_fp_to_real = _raw("Z3_mk_fpa_to_fp_real"), _raw("Z3_mk_fpa_to_real")
_mk_int2real, _mk_or = _raw("Z3_mk_int2real"), _raw("Z3_mk_or")
_mk_to_fp_signed, _mk_to_sbv = _raw("Z3_mk_fpa_to_fp_signed"), _raw("Z3_mk_fpa_to_sbv")
_ROUNDING = {"RTZ": _raw("Z3_mk_fpa_rtz"), "RTN": _raw("Z3_mk_fpa_rtn"),
             "RTP": _raw("Z3_mk_fpa_rtp"), "RNE": _raw("Z3_mk_fpa_rne")}
# String operators (see `stamen.terms.strings`), argument for argument as SMT-LIB's.
_STRING_OPS = {
    strings.LENGTH: _raw("Z3_mk_seq_length"), strings.AT: _raw("Z3_mk_seq_at"),
    strings.SUBSTR: _raw("Z3_mk_seq_extract"), strings.FROM_INT: _raw("Z3_mk_int_to_str"),
    strings.TO_INT: _raw("Z3_mk_str_to_int"), strings.PREFIXOF: _raw("Z3_mk_seq_prefix"),
    strings.SUFFIXOF: _raw("Z3_mk_seq_suffix"), strings.CONTAINS: _raw("Z3_mk_seq_contains"),
    strings.LT: _raw("Z3_mk_str_lt"), strings.LE: _raw("Z3_mk_str_le"),
    strings.INDEXOF: _raw("Z3_mk_seq_index"), strings.TO_CODE: _raw("Z3_mk_string_to_code"),
    strings.FROM_CODE: _raw("Z3_mk_string_from_code"),
    strings.REPLACE: _raw("Z3_mk_seq_replace"),
    strings.REPLACE_ALL: _raw("Z3_mk_seq_replace_all"),
}
_mk_seq_concat, _mk_u32string = _raw("Z3_mk_seq_concat"), _raw("Z3_mk_u32string")
_INT64 = 1 << 63
_UINT64 = 1 << 64


class _Z3Regex:
    """z3's regular-expression constructors, as `charclass.class_regex` asks for them."""

    def __init__(self, ctx: z3.Context, char):
        self.sort = z3.ReSort(z3.StringSort(ctx))
        self.char = char  # a code point's one-character string (surrogates too)

    def range(self, lo: int, hi: int):
        return z3.Range(self.char(lo), self.char(hi))

    def union(self, parts: list):
        return z3.Union(*parts)

    def concat(self, parts: list):
        return z3.Concat(*parts)

    def inter(self, a, b):
        return z3.Intersect(a, b)

    def complement(self, r):
        return z3.Complement(r)

    def star(self, r):
        return z3.Star(r)

    def plus(self, r):
        return z3.Plus(r)

    def allchar(self):
        return z3.AllChar(self.sort)

    def none(self):
        return z3.Empty(self.sort)


class Z3Translator:
    """Translates terms into ASTs of one z3 context, once per term."""

    def __init__(self, ctx: z3.Context | None = None):
        self.ctx = ctx if ctx is not None else z3.Context()
        self.ref = self.ctx.ref()
        self.asts: dict[int, Ast] = {}
        self.decls: dict[int, object] = {}
        self._sorts: dict = {}
        self._literals: dict = {}
        # Facts of the theory z3 does not find by itself, about terms translated so far
        # (`str.from_int(n)` is digits): a backend passes them with each check.
        self.lemmas: list[Ast] = []
        self._names = 0  # the constants and functions named so far (see module doc)
        self._keep = z3core.Z3_mk_ast_vector(self.ref)
        z3core.Z3_ast_vector_inc_ref(self.ref, self._keep)
        self._handlers = self._make_handlers()  # after _keep: it holds the rounding modes
        # Held here so that `close` works even while the interpreter shuts down.
        self._release = _vec_release

    # ------------------------------------------------------------ lifetime --

    def close(self) -> None:
        """Releases every AST this translator made; it cannot be used afterwards."""
        if self._keep is not None:
            keep, self._keep = self._keep, None
            self.asts.clear()
            self.decls.clear()
            self._sorts.clear()
            self._literals.clear()
            self._release(self.ref, keep)
            # The handlers close over this translator (a reference cycle): drop them and the
            # context now, so that z3's context is freed here, not at Python's next cyclic
            # garbage collection (thousands of queries in one process otherwise pile up).
            self._handlers = None
            self.ctx = None

    def __del__(self):
        if getattr(self, "_keep", None) is not None:
            self.close()

    def _hold(self, ast):
        """Returns `ast` after taking a reference to it; raises SolverError for a null AST."""
        if not ast:
            raise SolverError(f"z3 rejected a term: {self._error_message()}")
        _vec_push(self.ref, self._keep, ast)
        return ast

    def _error_message(self) -> str:
        """Returns z3's message for the last error on this context."""
        msg = _get_error_msg(self.ref, _get_error_code(self.ref))
        return msg.decode(errors="replace") if isinstance(msg, bytes) else str(msg)

    # --------------------------------------------------------------- sorts --

    def sort(self, sort) -> Sort:
        """Returns the z3 sort of a stamen sort (not a function sort)."""
        z = self._sorts.get(sort)
        if z is not None:
            return z
        r = self.ref
        try:
            if sort is BOOL:
                z = z3core.Z3_mk_bool_sort(r)
            elif sort is INT:
                z = z3core.Z3_mk_int_sort(r)
            elif sort is REAL:
                z = z3core.Z3_mk_real_sort(r)
            elif type(sort) is BitVecSort:
                z = z3core.Z3_mk_bv_sort(r, sort.width)
            elif sort is FLOAT64:
                z = z3core.Z3_mk_fpa_sort_double(r)
            elif sort is STRING:
                z = z3core.Z3_mk_string_sort(r)
            elif type(sort) is ArraySort:
                key, value = self.sort(sort.key), self.sort(sort.value)
                z = z3core.Z3_mk_array_sort(r, key, value)
            elif type(sort) is UninterpretedSort:
                z = z3core.Z3_mk_uninterpreted_sort(r, _mk_symbol(r, sort.name.encode()))
            else:
                raise SolverError(f"the sort {sort!r} has no z3 counterpart as a value")
            self._hold(_sort_to_ast(r, z))
        except Z3Exception as e:
            raise SolverError(f"z3 failed on the sort {sort!r}: {e}") from e
        self._sorts[sort] = z
        return z

    def func_decl(self, f: Term):
        """Returns the z3 declaration of the function constant `f`."""
        d = self.decls.get(f.tid)
        if d is None:
            fs = f.sort
            domain = [self.sort(s) for s in fs.domain]
            sym = self._symbol(f.args[0])
            d = _mk_func_decl(self.ref, sym, len(domain), (Sort * len(domain))(*domain),
                              self.sort(fs.range))
            if not d:
                raise SolverError(f"z3 rejected the function {f.args[0]!r}: "
                                  f"{self._error_message()}")
            self._hold(_decl_to_ast(self.ref, d))
            self.decls[f.tid] = d
        return d

    def _symbol(self, name: str):
        """Returns the z3 symbol of a constant or function named `name` (see the module
        doc): a name with a `!` (`fresh` numbers after it, `x!12` or `x!q3.5` in a query)
        up to its last `!`, then this translator's next number; another name as it is
        (it names one constant of each sort, as in z3)."""
        head, bang, _ = name.rpartition("!")
        if not bang:
            return _mk_symbol(self.ref, name.encode())
        self._names += 1
        return _mk_symbol(self.ref, f"{head}!{self._names}".encode())

    # ------------------------------------------------------------ literals --

    def literal(self, v, sort=None):
        """Returns the z3 numeral for literal `v`; ints and Fractions take `sort` (INT/REAL)."""
        tv = type(v)
        if tv is bool:
            key = v
        elif tv is BV:
            key = (v.width, v.value)
        elif tv is int or tv is Fraction:
            if sort is not INT and sort is not REAL:
                sort = REAL if tv is Fraction else INT
            key = (sort, v)
        elif tv is float:
            key = (FLOAT64, floats.bits_of(v))  # 0.0 == -0.0: key by the bits
        else:
            key = (tv, v)
        ast = self._literals.get(key)
        if ast is None:
            ast = self._hold(self._make_literal(v, sort))
            self._literals[key] = ast
        return ast

    def _make_literal(self, v, sort):
        """Builds (without caching or holding) the z3 AST of a literal."""
        r, tv = self.ref, type(v)
        if tv is bool:
            return _mk_true(r) if v else _mk_false(r)
        if tv is BV:
            z = self.sort(BitVecSort(v.width))
            if v.value < _UINT64:
                return _mk_uint64(r, v.value, z)
            return _mk_numeral(r, decimal_str(v.value).encode(), z)
        if tv is ArrayValue:
            return self._array_literal(v)
        if tv is float:
            return self._float_literal(floats.bits_of(v))
        if tv is str:  # code points, so no escape sequence is read into it
            return _mk_u32string(r, len(v), (ctypes.c_uint * len(v))(*map(ord, v)))
        if tv is FunctionValue:
            raise SolverError("a concrete function can only be applied, not passed to z3")
        if tv is Opaque:
            raise SolverError(f"the opaque value {v!r} of an uninterpreted sort cannot be "
                              "sent to z3 (evaluate terms under the model instead)")
        if tv is Fraction and v.denominator != 1:
            if sort is INT:
                raise SolverError(f"the real {v} appears where z3 expects an int")
            text = f"{decimal_str(v.numerator)}/{decimal_str(v.denominator)}"
            return _mk_numeral(r, text.encode(), self.sort(REAL))
        n = int(v)
        if -_INT64 <= n < _INT64:
            return _mk_int64(r, n, self.sort(sort))
        return _mk_numeral(r, decimal_str(n).encode(), self.sort(sort))

    def _float_literal(self, bits: int):
        """Builds the binary64 whose IEEE bit pattern is `bits` (exact, -0.0, inf and nan
        included) by reinterpreting a 64-bit numeral."""
        r = self.ref
        bv = self._hold(_mk_uint64(r, bits, self.sort(BitVecSort(64))))
        return _mk_to_fp_bv(r, bv, self.sort(FLOAT64))

    def _array_literal(self, v: ArrayValue):
        """Builds a concrete array as stores over a constant array."""
        sort = v.sort
        acc = self._hold(_mk_const_array(self.ref, self.sort(sort.key),
                                         self.literal(v.default, sort.value)))
        for k, x in v.entries.items():
            acc = self._hold(_mk_store(self.ref, acc, self.literal(k, sort.key),
                                       self.literal(x, sort.value)))
        return acc

    # --------------------------------------------------------------- terms --

    def translate(self, value):
        """Returns the z3 AST of a term or literal, translating what is not cached yet."""
        if type(value) is not Term:
            return self.literal(value)
        asts = self.asts
        ast = asts.get(value.tid)
        if ast is not None:
            return ast
        if self._keep is None:
            raise SolverError("this z3 translator is closed")
        handlers, push, ref, keep = self._handlers, _vec_push, self.ref, self._keep
        stack = [value]
        while stack:
            t = stack[-1]
            if t.tid in asts:
                stack.pop()
                continue
            ready = True
            for a in t.args:
                # Function constants are declarations, built when applied.
                if type(a) is Term and a.tid not in asts and type(a.sort) is not FunctionSort:
                    stack.append(a)
                    ready = False
            if not ready:
                continue
            stack.pop()
            try:
                ast = handlers[t.op](t)
            except KeyError:
                raise self._untranslatable(t) from None
            if not ast:
                raise SolverError(f"z3 rejected a term: {self._error_message()}")
            push(ref, keep, ast)
            asts[t.tid] = ast
        return asts[value.tid]

    def _untranslatable(self, t: Term) -> SolverError:
        """Returns the error for a term with no z3 counterpart."""
        if t.op not in self._handlers:
            return SolverError(f"the operator {t.op!r} has no z3 translation")
        return SolverError(f"a function is used as a value in {t.op!r}; z3 can only apply it")

    def _make_handlers(self) -> dict:
        """Returns {op: build(term) -> AST}, for terms whose arguments are translated."""
        r, asts, lit = self.ref, self.asts, self.literal
        table = {}
        for op, fn in _BINARY.items():
            if op in _SIBLING_SORTED:
                table[op] = _sibling_sorted(fn, r, asts, lit)
            else:
                table[op] = _binary(fn, r, asts, lit, _FIXED_SORT.get(op))
        for op, fn in _NARY.items():
            table[op] = _nary(fn, r, asts, lit)
        for op, fn in _UNARY.items():
            table[op] = _unary(fn, r, asts, lit, _UNARY_SORT.get(op))
        table["select"] = self._select
        table[FORALL] = table[EXISTS] = self._quantifier
        table.update(self._float_handlers())
        table.update(self._string_handlers())
        for op in ("const", "ite", "extract", "zero_extend", "sign_extend", "bv2int", "int2bv",
                   "store", "const_array", "apply"):
            table[op] = self._special
        return table

    def _float_handlers(self) -> dict:
        """Returns the handlers of the float operators (see `stamen.terms.floats`)."""
        r, asts = self.ref, self.asts
        rne = self._hold(_mk_rne(r))
        rtn = self._hold(_mk_rtn(r))
        f64 = self.sort(FLOAT64)
        table = {floats.FP_LIT: lambda t: self._float_literal(t.args[0])}
        for op, fn in _FP_ROUNDED.items():
            table[op] = lambda t, fn=fn: fn(r, rne, asts[t.args[0].tid], asts[t.args[1].tid])
        for op, fn in _FP_ROUNDED_UNARY.items():
            table[op] = lambda t, fn=fn: fn(r, rne, asts[t.args[0].tid])
        for op, fn in _FP_BINARY.items():
            table[op] = lambda t, fn=fn: fn(r, asts[t.args[0].tid], asts[t.args[1].tid])
        for op, fn in _FP_UNARY.items():
            table[op] = lambda t, fn=fn: fn(r, asts[t.args[0].tid])
        table[floats.FP_FLOOR] = lambda t: _mk_round_integral(r, rtn, asts[t.args[0].tid])
        table[floats.FP_OF_INT] = lambda t: _mk_to_fp_real(
            r, rne, self._hold(_mk_int2real(r, asts[t.args[0].tid])), f64)
        table[floats.FP_TO_REAL] = self._float_to_real
        modes = {mode: self._hold(mk(r)) for mode, mk in _ROUNDING.items()}
        table[floats.FP_OF_SBV] = lambda t: _mk_to_fp_signed(r, rne, asts[t.args[0].tid], f64)
        table[floats.FP_TO_SBV] = lambda t: _mk_to_sbv(r, modes[t.args[1]], asts[t.args[2].tid],
                                                       t.args[0])
        return table

    def _string_handlers(self) -> dict:
        """Returns the handlers of the string operators (see `stamen.terms.strings`)."""
        r, arg = self.ref, self._arg
        sorts = strings.STRING_OPS

        def build(t, fn):
            return fn(r, *(arg(a, s) for a, s in zip(t.args, sorts[t.op], strict=True)))

        table = {op: (lambda t, fn=fn: build(t, fn)) for op, fn in _STRING_OPS.items()}
        table[strings.CONCAT] = lambda t: _mk_seq_concat(
            r, 2, (Ast * 2)(arg(t.args[0], STRING), arg(t.args[1], STRING)))
        table[strings.FROM_INT] = self._from_int
        table[charclass.IN_CLASS] = self._in_class
        return table

    def _in_class(self, t: Term):
        """Builds str.in_class(s, name): s in the class's regular expression (see
        `charclass.class_regex`)."""
        ctx = self.ctx
        text = z3.SeqRef(self._arg(t.args[0], STRING), ctx)
        regex = charclass.class_regex(t.args[1], _Z3Regex(ctx, lambda code: z3.SeqRef(
            self.literal(chr(code), STRING), ctx)))
        return self._hold(z3.InRe(text, regex).as_ast())

    def _from_int(self, t: Term):
        """Builds str.from_int(n), recording the lemma that it is a nonempty string of
        digits where n >= 0 and "" elsewhere (without it z3 gives up on, e.g., whether
        "-" prefixes str.from_int(n))."""
        n = self._arg(t.args[0], INT)
        ast = self._hold(_STRING_OPS[strings.FROM_INT](self.ref, n))
        ctx = self.ctx
        text, number = z3.SeqRef(ast, ctx), z3.ArithRef(n, ctx)
        digits = z3.Plus(z3.Range("0", "9", ctx=ctx))
        lemma = z3.And(z3.Implies(number >= 0, z3.InRe(text, digits)),
                       z3.Implies(number < 0, text == z3.StringVal("", ctx)))
        self.lemmas.append(self._hold(lemma.as_ast()))
        return ast

    def _float_to_real(self, t: Term):
        """Builds fp.to_real, made total as stamen defines it: 0 for inf and nan."""
        r, x = self.ref, self.asts[t.args[0].tid]
        special = (Ast * 2)(self._hold(_FP_UNARY[floats.FP_ISNAN](r, x)),
                            self._hold(_FP_UNARY[floats.FP_ISINF](r, x)))
        cond = self._hold(_mk_or(r, 2, special))
        exact = self._hold(_mk_fp_to_real(r, x))
        return _mk_ite(r, cond, self.literal(Fraction(0), REAL), exact)

    def _arg(self, a, sort):
        """Returns the AST of an argument already translated, or of a literal of `sort`."""
        return self.asts[a.tid] if type(a) is Term else self.literal(a, sort)

    def _select(self, t: Term):
        """Builds a[i]; the array may be a concrete ArrayValue."""
        a, i = t.args
        return _mk_select(self.ref, self._arg(a, None), self._arg(i, a.sort.key))

    def _quantifier(self, t: Term):
        """Builds forall/exists over the bound constants (z3 abstracts them into bound
        variables in the body), with the patterns as z3's multi-patterns."""
        body, bound, patterns = t.args
        r = self.ref
        consts = [self.translate(c) for c in bound]
        pats = []
        for pattern in patterns:
            parts = [self.translate(p) for p in pattern]
            pat = _mk_pattern(r, len(parts), (Ast * len(parts))(*parts))
            if not pat:
                raise SolverError(f"z3 rejected a pattern: {self._error_message()}")
            self._hold(_pattern_to_ast(r, pat))
            pats.append(pat)
        return _mk_quantifier(r, t.op == FORALL, 0, len(consts), (Ast * len(consts))(*consts),
                              len(pats), (Pattern * len(pats))(*pats), self.asts[body.tid])

    def _special(self, t: Term):
        """Builds the AST of a constant or of an operator with parameters or mixed sorts."""
        op, args, r, sort = t.op, t.args, self.ref, t.sort
        if op == "const":
            if type(sort) is FunctionSort:
                raise SolverError(f"the function {args[0]!r} is used as a value; "
                                  "z3 can only apply it")
            return _mk_const(r, self._symbol(args[0]), self.sort(sort))
        if op == "ite":
            c, a, b = args
            return _mk_ite(r, self._arg(c, BOOL), self._arg(a, sort), self._arg(b, sort))
        if op == "extract":
            return _mk_extract(r, args[0], args[1], self.asts[args[2].tid])
        if op == "zero_extend":
            return _mk_zero_ext(r, args[0], self.asts[args[1].tid])
        if op == "sign_extend":
            return _mk_sign_ext(r, args[0], self.asts[args[1].tid])
        if op == "bv2int":
            return _mk_bv2int(r, self.asts[args[0].tid], False)
        if op == "int2bv":
            return _mk_int2bv(r, args[0], self._arg(args[1], INT))
        if op == "store":
            a, i, v = args
            return _mk_store(r, self._arg(a, sort), self._arg(i, sort.key),
                             self._arg(v, sort.value))
        if op == "const_array":
            return _mk_const_array(r, self.sort(sort.key), self._arg(args[0], sort.value))
        return self._apply(t)

    def _apply(self, t: Term):
        """Builds the application of an uninterpreted function constant."""
        f, xs = t.args[0], t.args[1:]
        if type(f) is not Term or f.op != "const":
            raise SolverError(
                f"z3 can only apply a function constant, got {type(f).__name__} "
                f"{getattr(f, 'op', f)!r} in apply"
            )
        decl = self.func_decl(f)
        asts = [self._arg(x, s) for x, s in zip(xs, f.sort.domain, strict=True)]
        return _mk_app(self.ref, decl, len(asts), (Ast * len(asts))(*asts))


# Builders of the handlers: closures over the context and the cache, for speed.


def _binary(fn, r, asts, lit, sort):
    """Returns the handler of a binary operator whose literal operands have `sort`."""

    def build(t):
        a, b = t.args
        return fn(r, asts[a.tid] if type(a) is Term else lit(a, sort),
                  asts[b.tid] if type(b) is Term else lit(b, sort))

    return build


def _sibling_sorted(fn, r, asts, lit):
    """Returns the handler of a binary operator whose literal operand has the other's sort."""

    def build(t):
        a, b = t.args
        if type(a) is Term:
            return fn(r, asts[a.tid], asts[b.tid] if type(b) is Term else lit(b, a.sort))
        return fn(r, lit(a, getattr(b, "sort", None)), asts[b.tid])

    return build


def _nary(fn, r, asts, lit):
    """Returns the handler of an n-ary operator whose literal operands have the term's sort."""

    def build(t):
        sort = t.sort
        xs = [asts[a.tid] if type(a) is Term else lit(a, sort) for a in t.args]
        return fn(r, len(xs), (Ast * len(xs))(*xs))

    return build


def _unary(fn, r, asts, lit, sort):
    """Returns the handler of a unary operator whose literal operand has `sort`."""

    def build(t):
        a = t.args[0]
        return fn(r, asts[a.tid] if type(a) is Term else lit(a, sort))

    return build
