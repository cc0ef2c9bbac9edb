"""Python's int <-> float conversions on bit-vectors of a width the path proves.

`float(n)`, `int(x)`, `math.floor/ceil/trunc`, `round` and comparisons of a float
with an int mix the integer and floating-point theories when encoded through
`fp.to_real` and `to_fp` of a real, and z3 and cvc5 answer unknown on such
queries even for 0 <= n <= 1000. Where the current path bounds the value, the
conversion goes through a signed bit-vector instead (`to_fp` of a signed
bit-vector, `fp.to_sbv`), which both solvers decide by bit-blasting:

- an int term becomes a bit-vector of width w where the path proves it lies in
  [-2**(w-1), 2**(w-1)) (`int_width`); sums, products and ites are lowered
  bit by bit (exact modulo 2**w) and the bits of `bv2int` come back unchanged, so
  an int computed from a float round-trips without the int theory, and compares
  with other ints on bit-vectors (`compare_ints`);
- a float becomes an int through `fp.to_sbv` with the rounding of `int()`,
  `math.floor`, `math.ceil` or `round()`, where the path proves its magnitude below
  2**(w-2), so that every rounding of it fits w bits.

Each function returns None where no width is proven; the caller then uses the
exact real-arithmetic encoding (sound; the solver may answer unknown there).
"""

from __future__ import annotations

from stamen.terms import bitvec, floats
from stamen.terms.arith import ADD, MUL, le, lt
from stamen.terms.boolean import ITE, and_, eq, ite, not_
from stamen.terms.bv import BV
from stamen.terms.intbits import WIDTHS, proven
from stamen.terms.term import Term
from stamen.terms.traverse import postorder
from stamen.terms.valueset import value_map

__all__ = ["ints_from_bits", "int_width", "float_width", "int_as_bv", "float_of_int",
           "int_of_float", "compare_int", "compare_ints", "real_conversion_hint"]

# Whether `int_of_float` has built an int from a float's bits in this process: until it
# has, no int comparison needs `compare_ints` (operators test this flag first).
ints_from_bits = False
_EXACT_WIDTH = 54  # signed ints of at most this width are floats exactly (|n| <= 2**53)
_MAX_WIDTH = 512  # far below 1024: float() of such an int never overflows


# ------------------------------------------------------------------ widths --


def _int_fits(n, width: int):
    """Returns whether the int `n` lies in [-2**(width-1), 2**(width-1))."""
    return and_(le(-(1 << (width - 1)), n), lt(n, 1 << (width - 1)))


def _literal_width(k: int) -> int:
    """Returns the least width whose signed bit-vectors hold the int k."""
    return (k if k >= 0 else ~k).bit_length() + 1


def int_width(n: Term) -> int | None:
    """Returns a width whose signed bit-vectors hold every value the int term `n` takes on
    this path, or None: from the literals of an ite tree; else from n's shape, as
    `int_as_bv` lowers it (a bv2int holds its bit-vector's width, a sum one bit more than
    its widest operand, a product the sum of its operands' widths), where each other
    subterm gets the least width in WIDTHS the path proves for it."""
    values = value_map(n)
    if values is not None:
        width = max(_literal_width(min(values)), _literal_width(max(values)))
        return width if width <= _MAX_WIDTH else None
    return _shape_width(n)


def _lowered(n):
    """Returns (bits, width): the int `n` as a bit-vector of the width `int_width` gives,
    or None where no width is proven."""
    if type(n) is not Term:
        width = _literal_width(int(n))
        return BV(int(n), width), width
    width = int_width(n)
    return None if width is None else (int_as_bv(n, width), width)


def _leaf_width(t: Term) -> int | None:
    """Returns the width of a subterm that `int_as_bv` does not lower through: that of
    the bit-vector of a bv2int, else the least in WIDTHS the path proves."""
    source = _bv2int_source(t)
    if source is not None:
        a, signed = source
        return a.sort.width + (0 if signed else 1)
    return _least_proven(lambda w: _int_fits(t, w))


def _shape_width(n: Term) -> int | None:
    """Returns the width of `n` by its shape (see `int_width`), or None past _MAX_WIDTH or
    where a subterm has no proven width. Iterative, memoised by tid."""
    done: dict = {}
    stack = [n]
    while stack:
        t = stack[-1]
        if t.tid in done:
            stack.pop()
            continue
        children = () if _bv2int_source(t) is not None else _lowered_children(t)
        if not children:
            width = _leaf_width(t)
            if width is None:
                return None
            done[t.tid] = width
            stack.pop()
            continue
        pending = [a for a in children if type(a) is Term and a.tid not in done]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        widths = [done[a.tid] if type(a) is Term else _literal_width(int(a)) for a in children]
        if t.op == ITE:
            done[t.tid] = max(widths)
        elif t.op == ADD:
            done[t.tid] = max(widths) + (len(widths) - 1).bit_length()
        else:
            done[t.tid] = sum(widths)
        if done[t.tid] > _MAX_WIDTH:
            return None
    return done[n.tid]


def float_width(x) -> int | None:
    """Returns a width w such that every rounding of the float `x` to an integer fits a
    signed bit-vector of w bits on this path, as `floats.sbv_fits` says: |x| < 2**(w-2).
    A float of a w-bit int gets w + 2 from its shape (and so do its negation and absolute
    value); another float the least width in WIDTHS the path proves. None where none is
    proven (x may be large, inf or nan)."""
    while type(x) is Term and x.op in (floats.FP_NEG, floats.FP_ABS):
        x = x.args[0]
    if type(x) is Term and x.op == floats.FP_OF_SBV:
        return x.args[0].sort.width + 2
    return _least_proven(lambda w: floats.sbv_fits(w, x))


def _least_proven(fits) -> int | None:
    """Returns the least width w in WIDTHS with `fits(w)` proven on the path, or None:
    the widest is tried first, so an unbounded value costs one proof."""
    if not proven(fits(WIDTHS[-1])):
        return None
    return next(w for w in WIDTHS if w == WIDTHS[-1] or proven(fits(w)))


# ---------------------------------------------------------------- lowering --


def _bv2int_source(t: Term):
    """Returns (a, signed) when the int term t is bv2int of the bit-vector a, unsigned or
    signed (as `bitvec.bv2int` builds them), else None."""
    if t.op == bitvec.BV2INT:
        return t.args[0], False
    if t.op == ITE and type(t.args[0]) is Term and t.args[0].op == "bvslt":
        a = t.args[0].args[0]
        if type(a) is Term and bitvec.bv2int(a, signed=True) is t:
            return a, True
    return None


def _bits_of_bv2int(t: Term, width: int):
    """Returns the low `width` bits of `t` when t is bv2int of a bit-vector (see
    `_bv2int_source`), else None."""
    source = _bv2int_source(t)
    if source is None:
        return None
    a, signed = source
    w = a.sort.width
    if width <= w:
        return bitvec.extract(width - 1, 0, a)
    return bitvec.sign_extend(width - w, a) if signed else bitvec.zero_extend(width - w, a)


def _lowered_children(t: Term) -> tuple:
    """Returns the int operands that `int_as_bv` lowers through (not an ite's condition)."""
    if t.op in (ADD, MUL):
        return t.args
    if t.op == ITE:
        return t.args[1:]
    return ()


def _lower_node(t: Term, width: int, done: dict):
    """Returns the bits of `t` from those of its lowered children in `done`."""
    def bits(a):
        return done[a.tid] if type(a) is Term else BV(int(a), width)

    if t.op == ITE:
        return ite(t.args[0], bits(t.args[1]), bits(t.args[2]))
    combine = bitvec.bvadd if t.op == ADD else bitvec.bvmul
    acc = bits(t.args[0])
    for a in t.args[1:]:
        acc = combine(acc, bits(a))
    return acc


def int_as_bv(n, width: int):
    """Returns the int `n` modulo 2**width as a bit-vector of `width`: exact for every n,
    since sums, products and ites commute with the reduction; the bits of a bv2int come
    back as they are and other subterms become `int2bv`. Iterative, memoised by tid."""
    if type(n) is not Term:
        return BV(int(n), width)
    done: dict = {}
    stack = [n]
    while stack:
        t = stack[-1]
        if t.tid in done:
            stack.pop()
            continue
        leaf = _bits_of_bv2int(t, width)
        children = _lowered_children(t) if leaf is None else ()
        if leaf is None and not children:
            leaf = bitvec.int2bv(width, t)
        if leaf is not None:
            done[t.tid] = leaf
            stack.pop()
            continue
        pending = [a for a in children if type(a) is Term and a.tid not in done]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        done[t.tid] = _lower_node(t, width, done)
    return done[n.tid]


# ------------------------------------------------------------- conversions --


def float_of_int(n: Term):
    """Returns Python's float(n) of an int term through a signed bit-vector of a proven
    width (no overflow: the widths are far below 1024 bits), or None."""
    lowered = _lowered(n)
    return None if lowered is None else floats.float_of_sbv(lowered[0])


def int_of_float(x, mode: str):
    """Returns the float `x` rounded to an int by `mode` (see `floats.ROUNDINGS`) through
    fp.to_sbv, where the path bounds x as `float_width` says; None where it does not.
    Callers have already required x to be finite (Python's ValueError/OverflowError)."""
    width = float_width(x)
    if width is None:
        return None
    global ints_from_bits
    ints_from_bits = True
    return bitvec.bv2int(floats.sbv_of_float(width, x, mode), signed=True)


def compare_int(op: str, f, n: Term):
    """Returns Python's exact `f op n` (op one of == != < <= > >=) for a float `f` and an
    int term `n` of a proven width, or None. With g = float(n): below 2**53 g is n and the
    IEEE comparison is the answer; above, no float lies strictly between n and g, so
    f < n is f <= g where g < n and f < g elsewhere (and so on), where g < n and g > n are
    decided on bit-vectors two bits wider than n."""
    if op == "!=":
        r = compare_int("==", f, n)
        return None if r is None else not_(r)
    lowered = _lowered(n)
    if lowered is None:
        return None
    bits, width = lowered
    g = floats.float_of_sbv(bits)
    if width <= _EXACT_WIDTH:
        return _IEEE[op](f, g)
    wide = bitvec.sign_extend(2, bits)
    rounded = floats.sbv_of_float(width + 2, g)  # |g| <= 2**(width-1): exact
    below, above = bitvec.bvslt(rounded, wide), bitvec.bvslt(wide, rounded)
    if op == "==":
        return and_(eq(rounded, wide), floats.fp_eq(f, g))
    if op == "<":
        return ite(below, floats.le(f, g), floats.lt(f, g))
    if op == "<=":
        return ite(above, floats.lt(f, g), floats.le(f, g))
    if op == ">":
        return ite(above, floats.ge(f, g), floats.gt(f, g))
    return ite(below, floats.gt(f, g), floats.ge(f, g))


_IEEE = {"==": floats.fp_eq, "<": floats.lt, "<=": floats.le, ">": floats.gt, ">=": floats.ge}


def _from_bits(v) -> bool:
    """Returns whether the int `v` is a bv2int, or a sum or product with one as operand:
    an int that came from a float through `int_of_float`."""
    if type(v) is not Term:
        return False
    if _bv2int_source(v) is not None:
        return True
    return v.op in (ADD, MUL) and any(type(a) is Term and _bv2int_source(a) is not None
                                      for a in v.args)


_SIGNED = {"<": bitvec.bvslt, "<=": bitvec.bvsle,
           ">": lambda a, b: bitvec.bvslt(b, a), ">=": lambda a, b: bitvec.bvsle(b, a)}


def compare_ints(op: str, a, b):
    """Returns Python's `a op b` (== != < <= > >=) for two ints, one of them from a
    float's bits (`_from_bits`), on signed bit-vectors wide enough for both: the int
    theory would have to reason about bv2int. None when neither is from bits, or when
    the other has no proven width."""
    if not (_from_bits(a) or _from_bits(b)):
        return None
    widths = [int_width(v) if type(v) is Term else _literal_width(int(v)) for v in (a, b)]
    if None in widths:
        return None
    width = max(widths)  # both lowered at it: z3 times out on a sign-extended int2bv here
    x, y = int_as_bv(a, width), int_as_bv(b, width)
    if op == "==":
        return eq(x, y)
    if op == "!=":
        return not_(eq(x, y))
    return _SIGNED[op](x, y)


_REAL_CONVERSIONS = (floats.FP_TO_REAL, floats.FP_OF_INT)


def real_conversion_hint(formula) -> str:
    """Returns the note an `unknown` answer gets when `formula` converts between floats and
    ints through the reals (the values were not bounded on the path), else ""."""
    if type(formula) is not Term or not any(
            t.op in _REAL_CONVERSIONS for t in postorder([formula])):
        return ""
    return ("; the query converts between floats and ints (int(), float(), math.floor, "
            "round(), a float compared with an int) on values the path does not bound, "
            "which the solvers often cannot decide: bound them (stamen.assume) and stamen "
            "converts on bit-vectors")
