"""Concrete bitvectors: wrap-around values whose operators follow z3py (signed `<`, `>>`,
`/`, `%`), checked against arithmetic modulo 2**width on plain ints."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stamen.terms.bv import BV, BV_FUNCTIONS, to_signed

WIDTHS = [1, 4, 8, 32, 64]


def bvs(width):
    return st.integers(0, (1 << width) - 1).map(lambda n: BV(n, width))


pairs = st.sampled_from(WIDTHS).flatmap(lambda w: st.tuples(bvs(w), bvs(w)))


def test_values_wrap_and_read_signed():
    assert BV(256 + 5, 8).value == 5
    assert BV(-1, 8).value == 255 and BV(-1, 8).signed == -1 and BV(-1, 8).unsigned == 255
    assert int(BV(200, 8)) == -56 and [10, 20][BV(1, 8)] == 20
    assert to_signed(0b1000, 4) == -8 and to_signed(0b0111, 4) == 7
    assert repr(BV(-3, 8)) == "BitVec(8)(-3)"
    assert BV(3, 8).sort.width == 8


def test_values_are_immutable_and_hashable():
    v = BV(3, 8)
    with pytest.raises(AttributeError):
        v.value = 4
    assert hash(v) == hash(BV(3 + 256, 8)) and v == BV(3, 8)
    assert len({BV(3, 8), BV(3, 8), BV(3, 16)}) == 2


def test_truth_value_is_refused():
    with pytest.raises(TypeError, match="ambiguous"):
        bool(BV(1, 8))


@given(pairs)
def test_ring_operators_wrap_around(pair):
    a, b = pair
    w, m = a.width, (1 << a.width) - 1
    assert (a + b).value == (a.value + b.value) & m
    assert (a - b).value == (a.value - b.value) & m
    assert (a * b).value == (a.value * b.value) & m
    assert (a & b).value == a.value & b.value
    assert (a | b).value == a.value | b.value
    assert (a ^ b).value == a.value ^ b.value
    assert (-a).value == -a.value & m and (~a).value == ~a.value & m and +a is a
    assert (a < b) == (a.signed < b.signed) and (a >= b) == (a.signed >= b.signed)
    assert (a <= b) == (a.signed <= b.signed) and (a > b) == (a.signed > b.signed)
    assert (a == b) == (a.value == b.value) and (a != b) == (a.value != b.value)
    assert (a << b).value == (a.value << b.value) & m if b.value < w else (a << b).value == 0
    assert (a >> b).signed == a.signed >> min(b.value, w)


@given(pairs)
def test_signed_division_truncates_and_modulo_takes_the_divisor_sign(pair):
    a, b = pair
    if b.value == 0:
        assert (a / b).value == (1 << a.width) - 1 if a.signed >= 0 else (a / b).value == 1
        assert (a % b) == a
        return
    q = abs(a.signed) // abs(b.signed) * (1 if (a.signed < 0) == (b.signed < 0) else -1)
    assert (a / b) == BV(q, a.width)
    assert (a % b) == BV(a.signed % b.signed, a.width)  # bvsmod = Python's % on signed values


@given(pairs)
def test_operators_agree_with_the_function_table(pair):
    a, b = pair
    table = {"bvadd": a + b, "bvsub": a - b, "bvmul": a * b, "bvsdiv": a / b,
             "bvsmod": a % b, "bvashr": a >> b, "bvshl": a << b}
    for op, value in table.items():
        assert value.value == BV_FUNCTIONS[op](a.value, b.value, a.width)


def test_int_operands_are_read_at_the_width():
    v = BV(250, 8)
    assert v + 10 == BV(4, 8) and 10 + v == BV(4, 8) and 1 - v == BV(7, 8)
    assert v == -6 and v < 0 and v > -7
    assert (v & -1) == v


@pytest.mark.parametrize("other", [BV(1, 16), 1.5, True, "1", None])
def test_foreign_operands(other):
    v = BV(1, 8)
    with pytest.raises(TypeError):
        v + other
    if isinstance(other, BV):
        with pytest.raises(TypeError, match="BitVec\\(8\\).*BitVec\\(16\\)"):
            v + other
    elif other is None or isinstance(other, str):
        assert (v == other) is False


def test_floor_division_is_refused_with_a_hint():
    with pytest.raises(TypeError, match="use `/`"):
        BV(4, 8) // BV(2, 8)
