"""The rewrite rules of `arrays.py` (read-over-write, store-over-store, constant arrays),
each proved valid by z3, and the concrete `ArrayValue` / `FunctionValue`.
"""

import pytest

from stamen.terms.arrays import (
    APPLY,
    CONST_ARRAY,
    SELECT,
    STORE,
    ArrayValue,
    FunctionValue,
    apply,
    const_array,
    select,
    store,
)
from stamen.terms.boolean import and_, eq, ite
from stamen.terms.bv import BV
from stamen.terms.sorts import BOOL, INT, Array, BitVec, Function
from stamen.terms.term import constant, make
from stamen.terms.traverse import substitute

from .z3_oracle import assert_equivalent, check_rule

AI = Array(INT, INT)
AB = Array(BitVec(8), INT)
A = constant("A", AI)
B = constant("B", AB)
x, y, z = (constant(n, INT) for n in "xyz")
k = constant("k", BitVec(8))
c = constant("c", BOOL)


def big(n: int) -> int:
    """Returns an int equal to `n` but (for large n) a distinct object."""
    return int(str(n))


def Select(a, i):
    return make(SELECT, (a, i), a.sort.value)


def Store(a, i, v):
    return make(STORE, (a, i, v), a.sort)


def Const(sort, v):
    return make(CONST_ARRAY, (v,), sort)


RULES = [
    ("A[x := y][x] = y", lambda: (Select(Store(A, x, y), x), y)),
    ("A[1 := y][1] = y", lambda: (Select(Store(A, 1, y), 1), y)),
    ("A[1 := y][2] = A[2]", lambda: (Select(Store(A, 1, y), 2), Select(A, 2))),
    ("A[1 := y][2 := z][1] = y", lambda: (Select(Store(Store(A, 1, y), 2, z), 1), y)),
    ("A[10**20 := y][10**20] = y (equal, not identical, literals)",
     lambda: (Select(Store(A, big(10**20), y), big(10**20)), y)),
    ("B[BV 3 := y][BV 3] = y (equal, not identical, literals)",
     lambda: (Select(Store(B, BV(3, 8), y), BV(3, 8)), y)),
    ("B[BV 3 := y][BV 4] = B[BV 4]",
     lambda: (Select(Store(B, BV(3, 8), y), BV(4, 8)), Select(B, BV(4, 8)))),
    ("A[1 := y][x] stays", lambda: (Select(Store(A, 1, y), x), Select(Store(A, 1, y), x))),
    ("A[x := y][1] stays", lambda: (Select(Store(A, x, y), 1), Select(Store(A, x, y), 1))),
    ("const(x)[z] = x", lambda: (Select(Const(AI, x), z), x)),
    ("const(x)[1 := y][2] = x", lambda: (Select(Store(Const(AI, x), 1, y), 2), x)),
    ("{1: 5, else 0}[1] = 5", lambda: (Select(ArrayValue(AI, 0, {1: 5}), 1), 5)),
    ("{1: 5, else 0}[2] = 0", lambda: (Select(ArrayValue(AI, 0, {1: 5}), 2), 0)),
    ("{else 7}[x] = 7", lambda: (Select(ArrayValue(AI, 7), x), 7)),
    ("A[x := y][x := z] = A[x := z]", lambda: (Store(Store(A, x, y), x, z), Store(A, x, z))),
    ("A[1 := y][1 := z] = A[1 := z]", lambda: (Store(Store(A, 1, y), 1, z), Store(A, 1, z))),
    ("A[10**20 := y][10**20 := z] = A[10**20 := z]",
     lambda: (Store(Store(A, big(10**20), y), big(10**20), z), Store(A, big(10**20), z))),
    ("A[1 := y][2 := z] stays",
     lambda: (Store(Store(A, 1, y), 2, z), Store(Store(A, 1, y), 2, z))),
    ("{else 0}[1 := 5] = {1: 5, else 0}",
     lambda: (Store(ArrayValue(AI, 0), 1, 5), ArrayValue(AI, 0, {1: 5}))),
    ("{1: 5, else 0}[1 := 0] = {else 0}",
     lambda: (Store(ArrayValue(AI, 0, {1: 5}), 1, 0), ArrayValue(AI, 0))),
    ("const(3) = {else 3}", lambda: (Const(AI, 3), ArrayValue(AI, 3))),
]


@pytest.mark.parametrize("rule", [pytest.param(r[1], id=r[0]) for r in RULES])
def test_rule(rule):
    raw, expected = rule()
    check_rule(raw, expected)


def test_array_values_are_extensional():
    """Two array values that map every key alike are equal, whatever entries they list."""
    assert ArrayValue(AI, 0, {1: 0}) == ArrayValue(AI, 0)
    assert hash(ArrayValue(AI, 0, {1: 0})) == hash(ArrayValue(AI, 0))
    assert eq(store(ArrayValue(AI, 0, {1: 5}), 1, 0), ArrayValue(AI, 0)) is True


def test_symbolic_read_of_an_array_value():
    value = ArrayValue(AI, 0, {1: 5, 2: 6})
    read = select(value, x)
    assert_equivalent(Select(value, x), read)
    for i, expected in ((1, 5), (2, 6), (3, 0)):
        assert substitute(read, {x: i}) == expected


def test_symbolic_write_into_an_array_value():
    written = store(ArrayValue(AI, 0, {1: 5}), x, y)
    assert_equivalent(Store(ArrayValue(AI, 0, {1: 5}), x, y), written)
    assert substitute(written, {x: 2, y: 9}) == ArrayValue(AI, 0, {1: 5, 2: 9})
    assert substitute(written, {x: 1, y: 0}) == ArrayValue(AI, 0)


def test_function_value_application():
    sort = Function(INT, INT, INT)
    f = FunctionValue(sort, 0, {(1, 2): 3, (2, 1): 4})
    assert apply(f, 1, 2) == 3 and apply(f, 5, 5) == 0
    expanded = apply(f, x, y)
    expected = ite(and_(eq(x, 2), eq(y, 1)), 4, ite(and_(eq(x, 1), eq(y, 2)), 3, 0))
    assert expanded is expected
    for a, b in ((1, 2), (2, 1), (1, 1), (0, 0)):
        assert substitute(expanded, {x: a, y: b}) == f(a, b)


def test_uninterpreted_application_substitutes_a_function_value():
    sort = Function(INT, INT)
    g = constant("g", sort)
    applied = apply(g, x)
    assert applied.op == APPLY and applied.sort is INT
    table = FunctionValue(sort, 7, {(1,): 2})
    assert substitute(applied, {g: table, x: 1}) == 2
    assert substitute(applied, {g: table}) is ite(eq(x, 1), 2, 7)


def test_function_values_drop_default_entries():
    sort = Function(INT, INT)
    assert FunctionValue(sort, 0, {(1,): 0}) == FunctionValue(sort, 0)


def test_const_array_of_a_term():
    t = const_array(AI, x)
    assert t.op == CONST_ARRAY and select(t, 5) is x
    assert substitute(t, {x: 4}) == ArrayValue(AI, 4)


def test_ite_of_arrays_substitutes_to_values():
    t = ite(c, A, const_array(AI, x))
    assert substitute(t, {c: False, x: 1}) == ArrayValue(AI, 1)
    assert substitute(t, {c: True, A: ArrayValue(AI, 2)}) == ArrayValue(AI, 2)


def test_bitvector_keys_read_through_stores():
    arr = store(store(B, BV(1, 8), x), BV(2, 8), y)
    assert select(arr, BV(1, 8)) is x
    assert select(arr, BV(2, 8)) is y
    assert select(arr, BV(3, 8)) is select(B, BV(3, 8))
    assert select(arr, k).op == SELECT
