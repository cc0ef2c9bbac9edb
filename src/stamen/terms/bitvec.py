"""Smart constructors for fixed-width bitvectors (SMT-LIB semantics, wrap-around).

Literals fold through `bv.BV_FUNCTIONS`, the one definition of concrete
bitvector behaviour. Identities: x+0, x*1, x*0, x&0, x&~0, x|0, x|~0, x^0,
x^x, (x^y)^x, (x^y)^(x^z), x&x, x|x, x-x, ~~x, --x, shifts by 0, full-width extract, extract of
extract, zero-width extension, and constant collection in sums.
Operands of a binary constructor have one width.
"""

from __future__ import annotations

from stamen.terms.arith import sub
from stamen.terms.boolean import ite
from stamen.terms.bv import BV, BV_FUNCTIONS, to_signed
from stamen.terms.rebuild import register
from stamen.terms.sorts import BOOL, INT, BitVecSort
from stamen.terms.term import Term, make, make2

__all__ = [
    "bvadd", "bvsub", "bvmul", "bvand", "bvor", "bvxor", "bvshl", "bvlshr", "bvashr",
    "bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod", "bvult", "bvule", "bvslt", "bvsle",
    "bvnot", "bvneg", "extract", "concat", "zero_extend", "sign_extend", "bv2int", "int2bv",
    "index_int", "bv_of_width", "BV_BINARY", "BV_PREDICATES",
]

BVNOT, BVNEG, EXTRACT, CONCAT = "bvnot", "bvneg", "extract", "concat"
ZERO_EXTEND, SIGN_EXTEND, BV2INT, INT2BV = "zero_extend", "sign_extend", "bv2int", "int2bv"

_COMMUTATIVE = {"bvadd", "bvmul", "bvand", "bvor", "bvxor"}
BV_PREDICATES = ("bvult", "bvule", "bvslt", "bvsle")


def _width(a, b) -> int:
    return a.sort.width if type(a) is Term else a.width


def _is(v, value: int) -> bool:
    return type(v) is BV and v.value == value


def _identity(op: str, a, b, w: int):
    """Returns the simplified result of a binary op with at least one symbolic side, or None."""
    ones = (1 << w) - 1
    if op in _COMMUTATIVE and type(a) is BV:
        a, b = b, a
    if op == "bvadd":
        if _is(b, 0):
            return a
        if type(b) is BV and a.op == "bvadd" and type(a.args[1]) is BV:
            return bvadd(a.args[0], BV(a.args[1].value + b.value, w))
    elif op == "bvsub":
        if _is(b, 0):
            return a
        if a is b:
            return BV(0, w)
        if type(b) is BV:
            return bvadd(a, BV(-b.value, w))
    elif op == "bvmul":
        if _is(b, 1):
            return a
        if _is(b, 0):
            return b
    elif op == "bvand":
        if _is(b, 0):
            return b
        if _is(b, ones) or a is b:
            return a
    elif op == "bvor":
        if _is(b, 0) or a is b:
            return a
        if _is(b, ones):
            return b
    elif op == "bvxor":
        if _is(b, 0):
            return a
        if a is b:
            return BV(0, w)
        cancelled = _xor_cancel(a, b) if type(b) is Term else None
        if cancelled is not None:
            return cancelled
    elif op in ("bvshl", "bvlshr", "bvashr"):
        if _is(b, 0):
            return a
        if op != "bvashr" and type(b) is BV and b.value >= w:
            return BV(0, w)
    elif op in ("bvudiv", "bvsdiv"):
        if _is(b, 1):
            return a
    elif op in ("bvurem", "bvsrem", "bvsmod"):
        if _is(b, 1):
            return BV(0, w)
    elif op in BV_PREDICATES:
        if a is b:
            return op in ("bvule", "bvsle")
    if op in _COMMUTATIVE and type(b) is Term and a.tid > b.tid:
        a, b = b, a
    return make2(op, a, b, BOOL if op in BV_PREDICATES else a.sort)


def _xor_cancel(a: Term, b: Term):
    """Returns a ^ b when one side is an xor with the other side as an operand
    ((p ^ q) ^ p = q), or two xors that share an operand ((p ^ q) ^ (p ^ r) = q ^ r);
    else None."""
    for x, y in ((a, b), (b, a)):
        if x.op == "bvxor":
            p, q = x.args
            if p is y:
                return q
            if q is y:
                return p
    if a.op == "bvxor" and b.op == "bvxor":
        for i in (0, 1):
            for j in (0, 1):
                if a.args[i] is b.args[j]:
                    return bvxor(a.args[1 - i], b.args[1 - j])
    return None


def _binary(op: str):
    fn = BV_FUNCTIONS[op]
    predicate = op in BV_PREDICATES

    def build(a, b):
        w = _width(a, b)
        if type(a) is BV and type(b) is BV:
            r = fn(a.value, b.value, w)
            return r if predicate else BV(r, w)
        return _identity(op, a, b, w)

    build.__name__ = op
    build.__doc__ = f"Returns the bitvector operation {op}(a, b)."
    register(op, lambda args, sort: build(*args))
    return build


bvadd = _binary("bvadd")
bvsub = _binary("bvsub")
bvmul = _binary("bvmul")
bvand = _binary("bvand")
bvor = _binary("bvor")
bvxor = _binary("bvxor")
bvshl = _binary("bvshl")
bvlshr = _binary("bvlshr")
bvashr = _binary("bvashr")
bvudiv = _binary("bvudiv")
bvurem = _binary("bvurem")
bvsdiv = _binary("bvsdiv")
bvsrem = _binary("bvsrem")
bvsmod = _binary("bvsmod")
bvult = _binary("bvult")
bvule = _binary("bvule")
bvslt = _binary("bvslt")
bvsle = _binary("bvsle")

BV_BINARY = {op: globals()[op] for op in BV_FUNCTIONS}


def bvnot(a):
    """Returns the bitwise complement ~a."""
    if type(a) is BV:
        return BV(~a.value, a.width)
    if a.op == BVNOT:
        return a.args[0]
    return make(BVNOT, (a,), a.sort)


def bvneg(a):
    """Returns the two's-complement negation -a."""
    if type(a) is BV:
        return BV(-a.value, a.width)
    if a.op == BVNEG:
        return a.args[0]
    return make(BVNEG, (a,), a.sort)


def extract(hi: int, lo: int, a):
    """Returns bits hi..lo (inclusive) of `a`, a bitvector of width hi-lo+1."""
    w = hi - lo + 1
    if type(a) is BV:
        return BV(a.value >> lo, w)
    if lo == 0 and w == a.sort.width:
        return a
    if a.op == EXTRACT:
        inner_lo = a.args[1]
        return extract(hi + inner_lo, lo + inner_lo, a.args[2])
    return make(EXTRACT, (hi, lo, a), BitVecSort(w))


def concat(a, b):
    """Returns the bitvector a·b (a in the high bits)."""
    wa = a.width if type(a) is BV else a.sort.width
    wb = b.width if type(b) is BV else b.sort.width
    if type(a) is BV and type(b) is BV:
        return BV((a.value << wb) | b.value, wa + wb)
    return make2(CONCAT, a, b, BitVecSort(wa + wb))


def zero_extend(n: int, a):
    """Returns `a` widened by `n` zero bits."""
    if n == 0:
        return a
    if type(a) is BV:
        return BV(a.value, a.width + n)
    return make(ZERO_EXTEND, (n, a), BitVecSort(a.sort.width + n))


def sign_extend(n: int, a):
    """Returns `a` widened by `n` copies of its sign bit."""
    if n == 0:
        return a
    if type(a) is BV:
        return BV(to_signed(a.value, a.width), a.width + n)
    return make(SIGN_EXTEND, (n, a), BitVecSort(a.sort.width + n))


def bv2int(a, signed: bool = False):
    """Returns the integer value of bitvector `a` (unsigned unless `signed`)."""
    if type(a) is BV:
        return a.signed if signed else a.value
    if not signed:
        return make(BV2INT, (a,), INT)
    w = a.sort.width
    u = make(BV2INT, (a,), INT)
    return ite(bvslt(a, BV(0, w)), sub(u, 1 << w), u)


def int2bv(width: int, a):
    """Returns the int `a` modulo 2**width as a bitvector."""
    if type(a) is not Term:
        return BV(a, width)
    if a.op == BV2INT and a.args[0].sort.width == width:
        return a.args[0]
    return make(INT2BV, (width, a), BitVecSort(width))


def index_int(key):
    """Returns `key` as Python's `operator.index` reads an index or a count: an int or int
    term as it is, a bool (or bool term) as 0 or 1, a bit-vector (a `BV` or a term) as its
    unsigned value, as `BV.__index__` gives it; None for any other value (the caller raises
    its operation's own TypeError)."""
    if type(key) is bool:
        return int(key)
    if type(key) is int:
        return key
    if type(key) is BV:
        return key.value
    if type(key) is Term:
        if key.sort is INT:
            return key
        if key.sort is BOOL:
            return ite(key, 1, 0)
        if type(key.sort) is BitVecSort:
            return bv2int(key)
    return None


def bv_of_width(width: int, value):
    """Returns `BitVec(width)(value)` for a symbolic `value`: an int term modulo 2**width,
    a bit-vector term's unsigned value cut or zero-extended to `width` (as the concrete
    `BV(v.value, width)`); None for any other value."""
    if type(value) is not Term:
        return None
    if value.sort is INT:
        return int2bv(width, value)
    if type(value.sort) is BitVecSort:
        w = value.sort.width
        return extract(width - 1, 0, value) if w >= width else zero_extend(width - w, value)
    return None


register(BVNOT, lambda args, sort: bvnot(args[0]))
register(BVNEG, lambda args, sort: bvneg(args[0]))
register(EXTRACT, lambda args, sort: extract(*args))
register(CONCAT, lambda args, sort: concat(*args))
register(ZERO_EXTEND, lambda args, sort: zero_extend(*args))
register(SIGN_EXTEND, lambda args, sort: sign_extend(*args))
register(BV2INT, lambda args, sort: bv2int(args[0]))
register(INT2BV, lambda args, sort: int2bv(*args))
