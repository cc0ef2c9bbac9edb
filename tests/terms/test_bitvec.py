"""The rewrite rules of `bitvec.py`, each proved valid by z3, and literal folding of every
bitvector operator checked exhaustively against z3 on small widths.
"""

import pytest
import z3

from stamen.terms import bitvec
from stamen.terms.bitvec import BV_BINARY, BV_PREDICATES, bv2int, bvadd, bvnot, int2bv
from stamen.terms.boolean import ITE
from stamen.terms.bv import BV, BV_FUNCTIONS
from stamen.terms.sorts import BOOL, INT, BitVec
from stamen.terms.term import constant, make

from .z3_oracle import Z3_BV_BINARY, check_rule, from_z3, prove_valid, to_z3

W = 8
B8 = BitVec(W)
u, v = (constant(n, B8) for n in "uv")
w1 = constant("w1", BitVec(1))
i = constant("i", INT)
c = constant("c", BOOL)


def K(n, width=W):
    return BV(n, width)


def Op(op, s, t):
    sort = BOOL if op in BV_PREDICATES else (s.sort if hasattr(s, "sort") else t.sort)
    return make(op, (s, t), sort)


def OpN(op, s, t):
    """The normal form of a commutative operator: arguments ordered by tid."""
    s, t = sorted((s, t), key=lambda e: e.tid)
    return Op(op, s, t)


def Un(op, t):
    return make(op, (t,), t.sort)


def Extract(hi, lo, t):
    return make("extract", (hi, lo, t), BitVec(hi - lo + 1))


def Ext(op, n, t):
    width = t.sort.width if hasattr(t, "sort") else t.width
    return make(op, (n, t), BitVec(width + n))


def Bv2Int(t):
    return make("bv2int", (t,), INT)


def Int2Bv(width, t):
    return make("int2bv", (width, t), BitVec(width))


RULES = [
    # bvadd: zero, constant collection, commutative order
    ("u + 0 = u", lambda: (Op("bvadd", u, K(0)), u)),
    ("0 + u = u", lambda: (Op("bvadd", K(0), u), u)),
    ("3 + u = u + 3", lambda: (Op("bvadd", K(3), u), Op("bvadd", u, K(3)))),
    ("(u + 3) + 4 = u + 7", lambda: (Op("bvadd", Op("bvadd", u, K(3)), K(4)),
                                     Op("bvadd", u, K(7)))),
    ("(u + 255) + 1 = u (wraps)", lambda: (Op("bvadd", Op("bvadd", u, K(255)), K(1)), u)),
    ("4 + (u + 3) = u + 7", lambda: (Op("bvadd", K(4), Op("bvadd", u, K(3))),
                                     Op("bvadd", u, K(7)))),
    ("v + u = u + v", lambda: (Op("bvadd", v, u), OpN("bvadd", u, v))),
    # bvsub
    ("u - 0 = u", lambda: (Op("bvsub", u, K(0)), u)),
    ("u - u = 0", lambda: (Op("bvsub", u, u), K(0))),
    ("u - 3 = u + 253", lambda: (Op("bvsub", u, K(3)), Op("bvadd", u, K(253)))),
    ("(u + 3) - 3 = u", lambda: (Op("bvsub", Op("bvadd", u, K(3)), K(3)), u)),
    # bvmul
    ("u * 1 = u", lambda: (Op("bvmul", u, K(1)), u)),
    ("1 * u = u", lambda: (Op("bvmul", K(1), u), u)),
    ("u * 0 = 0", lambda: (Op("bvmul", u, K(0)), K(0))),
    ("v * u = u * v", lambda: (Op("bvmul", v, u), OpN("bvmul", u, v))),
    # bvand, bvor, bvxor
    ("u & 0 = 0", lambda: (Op("bvand", u, K(0)), K(0))),
    ("u & ~0 = u", lambda: (Op("bvand", u, K(255)), u)),
    ("~0 & u = u", lambda: (Op("bvand", K(255), u), u)),
    ("u & u = u", lambda: (Op("bvand", u, u), u)),
    ("w1 & 1 = w1 (width 1)", lambda: (Op("bvand", w1, K(1, 1)), w1)),
    ("u | 0 = u", lambda: (Op("bvor", u, K(0)), u)),
    ("u | ~0 = ~0", lambda: (Op("bvor", u, K(255)), K(255))),
    ("u | u = u", lambda: (Op("bvor", u, u), u)),
    ("u ^ 0 = u", lambda: (Op("bvxor", u, K(0)), u)),
    ("u ^ u = 0", lambda: (Op("bvxor", u, u), K(0))),
    ("(u ^ v) ^ u = v", lambda: (Op("bvxor", OpN("bvxor", u, v), u), v)),
    ("(u ^ v) ^ v = u", lambda: (Op("bvxor", OpN("bvxor", u, v), v), u)),
    ("u ^ (u ^ v) = v", lambda: (Op("bvxor", u, OpN("bvxor", u, v)), v)),
    ("(u ^ v) ^ (v ^ (u ^ v)) = v (the xor swap)",
     lambda: (Op("bvxor", OpN("bvxor", u, v), OpN("bvxor", v, OpN("bvxor", u, v))), v)),
    ("v | u = u | v", lambda: (Op("bvor", v, u), OpN("bvor", u, v))),
    # shifts
    ("u << 0 = u", lambda: (Op("bvshl", u, K(0)), u)),
    ("u >>u 0 = u", lambda: (Op("bvlshr", u, K(0)), u)),
    ("u >>s 0 = u", lambda: (Op("bvashr", u, K(0)), u)),
    ("u << 8 = 0", lambda: (Op("bvshl", u, K(8)), K(0))),
    ("u << 200 = 0", lambda: (Op("bvshl", u, K(200)), K(0))),
    ("u >>u 8 = 0", lambda: (Op("bvlshr", u, K(8)), K(0))),
    ("u >>s 8 stays", lambda: (Op("bvashr", u, K(8)), Op("bvashr", u, K(8)))),
    # division and remainder by one
    ("u /u 1 = u", lambda: (Op("bvudiv", u, K(1)), u)),
    ("u /s 1 = u", lambda: (Op("bvsdiv", u, K(1)), u)),
    ("u %u 1 = 0", lambda: (Op("bvurem", u, K(1)), K(0))),
    ("srem(u, 1) = 0", lambda: (Op("bvsrem", u, K(1)), K(0))),
    ("smod(u, 1) = 0", lambda: (Op("bvsmod", u, K(1)), K(0))),
    ("u /u 0 stays (all ones in SMT-LIB)", lambda: (Op("bvudiv", u, K(0)),
                                                    Op("bvudiv", u, K(0)))),
    # reflexive predicates
    ("u <u u is False", lambda: (Op("bvult", u, u), False)),
    ("u <=u u is True", lambda: (Op("bvule", u, u), True)),
    ("u <s u is False", lambda: (Op("bvslt", u, u), False)),
    ("u <=s u is True", lambda: (Op("bvsle", u, u), True)),
    # unary
    ("~~u = u", lambda: (Un("bvnot", Un("bvnot", u)), u)),
    ("--u = u", lambda: (Un("bvneg", Un("bvneg", u)), u)),
    ("~5 = 250", lambda: (Un("bvnot", K(5)), K(250))),
    ("-5 = 251", lambda: (Un("bvneg", K(5)), K(251))),
    # extract, concat, extensions
    ("extract(7, 0, u) = u", lambda: (Extract(7, 0, u), u)),
    ("extract(3, 1, extract(6, 2, u)) = extract(5, 3, u)",
     lambda: (Extract(3, 1, Extract(6, 2, u)), Extract(5, 3, u))),
    ("extract(5, 2, 0b10110100) = 0b1101", lambda: (Extract(5, 2, K(0b10110100)),
                                                   K(0b1101, 4))),
    ("concat(0x1, 0x2) = 0x12", lambda: (make("concat", (K(1, 4), K(2, 4)), B8), K(0x12))),
    ("zero_extend(0, u) = u", lambda: (Ext("zero_extend", 0, u), u)),
    ("sign_extend(0, u) = u", lambda: (Ext("sign_extend", 0, u), u)),
    ("zero_extend(4, 0xF0) = 0x0F0", lambda: (Ext("zero_extend", 4, K(0xF0)), K(0xF0, 12))),
    ("sign_extend(4, 0xF0) = 0xFF0", lambda: (Ext("sign_extend", 4, K(0xF0)), K(0xFF0, 12))),
    ("sign_extend(4, 0x70) = 0x070", lambda: (Ext("sign_extend", 4, K(0x70)), K(0x70, 12))),
    # bitvector <-> int
    ("bv2int(0xFF) = 255", lambda: (Bv2Int(K(255)), 255)),
    ("int2bv(8, -1) = 0xFF", lambda: (Int2Bv(8, -1), K(255))),
    ("int2bv(8, 300) = 44", lambda: (Int2Bv(8, 300), K(44))),
    ("int2bv(8, bv2int(u)) = u", lambda: (Int2Bv(8, Bv2Int(u)), u)),
    ("int2bv(4, bv2int(u)) stays", lambda: (Int2Bv(4, Bv2Int(u)), Int2Bv(4, Bv2Int(u)))),
    ("ite(c, u, u) = u", lambda: (make(ITE, (c, u, u), B8), u)),
]


@pytest.mark.parametrize("rule", [pytest.param(r[1], id=r[0]) for r in RULES])
def test_rule(rule):
    raw, expected = rule()
    check_rule(raw, expected)


def test_signed_bv2int_is_proved():
    signed = bv2int(u, signed=True)
    prove_valid(to_z3(signed, INT) == z3.BV2Int(to_z3(u), is_signed=True))


@pytest.mark.parametrize("op", sorted(BV_FUNCTIONS))
@pytest.mark.parametrize("width", [1, 3])
def test_literal_folding_matches_z3_exhaustively(op, width):
    """Every binary bitvector operator folds literals as z3 evaluates them, for all inputs."""
    sort = BOOL if op in BV_PREDICATES else BitVec(width)
    za, zb = z3.BitVecs("fold_a fold_b", width)
    expression = Z3_BV_BINARY[op](za, zb)
    for x in range(1 << width):
        for y in range(1 << width):
            folded = BV_BINARY[op](BV(x, width), BV(y, width))
            pair = [(za, z3.BitVecVal(x, width)), (zb, z3.BitVecVal(y, width))]
            expected = from_z3(z3.simplify(z3.substitute(expression, *pair)), sort)
            assert folded == expected, (op, width, x, y)


@pytest.mark.parametrize("op", sorted(BV_FUNCTIONS))
def test_literal_folding_matches_z3_at_width_64(op):
    """Spot checks at 64 bits: edge values where signedness and overflow matter."""
    width = 64
    sort = BOOL if op in BV_PREDICATES else BitVec(width)
    edges = [0, 1, 2, 63, 64, 65, (1 << 63) - 1, 1 << 63, (1 << 63) + 1, (1 << 64) - 1]
    for x in edges:
        for y in edges:
            expected = from_z3(
                z3.simplify(Z3_BV_BINARY[op](z3.BitVecVal(x, width), z3.BitVecVal(y, width))), sort
            )
            assert BV_BINARY[op](BV(x, width), BV(y, width)) == expected, (op, x, y)


def test_unary_and_width_operators_fold_like_z3():
    for width in (1, 4):
        for n in range(1 << width):
            k, zk = BV(n, width), z3.BitVecVal(n, width)
            assert bvnot(k) == from_z3(z3.simplify(~zk), BitVec(width))
            assert bitvec.bvneg(k) == from_z3(z3.simplify(-zk), BitVec(width))
            assert bitvec.sign_extend(3, k) == from_z3(z3.simplify(z3.SignExt(3, zk)),
                                                       BitVec(width + 3))
            assert bitvec.zero_extend(3, k) == from_z3(z3.simplify(z3.ZeroExt(3, zk)),
                                                       BitVec(width + 3))
            assert bv2int(k, signed=True) == z3.simplify(z3.BV2Int(zk, True)).as_long()
            assert int2bv(width, n - 7) == from_z3(
                z3.simplify(z3.Int2BV(z3.IntVal(n - 7), width)), BitVec(width)
            )


def test_constant_collection_in_long_sums():
    t = u
    for k in range(1, 300):
        t = bvadd(t, BV(k, W))
    assert t.op == "bvadd" and t.args[0] is u
    assert t.args[1] == BV(sum(range(1, 300)), W)
