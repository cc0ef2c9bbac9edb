"""The rewrite rules of `arrays.py` (read-over-write, store-over-store, constant arrays),
each proved valid by z3, and the concrete `ArrayValue` / `FunctionValue`.
"""

import pytest

from stamen.terms.arith import add
from stamen.terms.arrays import (
    APPLY,
    CONST_ARRAY,
    SELECT,
    STORE,
    ArrayValue,
    FunctionValue,
    apply,
    const_array,
    distinct,
    select,
    select_cases,
    store,
)
from stamen.terms.bitvec import bvadd
from stamen.terms.boolean import ITE, and_, eq, ite
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
    # definite disequality: the same sum with different constants (frame offsets)
    ("A[x+1 := y][x+2] = A[x+2]",
     lambda: (Select(Store(A, add(x, 1), y), add(x, 2)), Select(A, add(x, 2)))),
    ("A[x := y][x+1] = A[x+1]",
     lambda: (Select(Store(A, x, y), add(x, 1)), Select(A, add(x, 1)))),
    ("B[k-10 := y][k-14] = B[k-14] (bit-vector offsets)",
     lambda: (Select(Store(B, bvadd(k, BV(-10, 8)), y), bvadd(k, BV(-14, 8))),
              Select(B, bvadd(k, BV(-14, 8))))),
    ("A[x := y][x+1 := z][x] = y", lambda: (Select(Store(Store(A, x, y), add(x, 1), z), x), y)),
    ("A[x+1 := y][z] stays (z may equal x+1)",
     lambda: (Select(Store(A, add(x, 1), y), z), Select(Store(A, add(x, 1), y), z))),
    # store replaces an earlier write to an equal index beneath definitely-different ones
    ("A[x := y][x+1 := z][x := z] = A[x := z][x+1 := z]",
     lambda: (Store(Store(Store(A, x, y), add(x, 1), z), x, z),
              Store(Store(A, x, z), add(x, 1), z))),
    ("A[1 := y][2 := z][1 := x] = A[1 := x][2 := z]",
     lambda: (Store(Store(Store(A, 1, y), 2, z), 1, x), Store(Store(A, 1, x), 2, z))),
    ("A[x := y][z := z][x := z] stays (z may equal x)",
     lambda: (Store(Store(Store(A, x, y), z, z), x, z), Store(Store(Store(A, x, y), z, z), x, z))),
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


def test_distinct_is_definite_disequality():
    assert distinct(1, 2) and not distinct(1, 1)
    assert distinct(add(x, 1), add(x, 2)) and distinct(x, add(x, 3))
    assert not distinct(x, add(x, 0)) and not distinct(x, y) and not distinct(add(x, 1), 2)
    assert not distinct(add(x, 1), add(y, 2))


CASES = [
    ("A[y := z][x] = ite(x = y, z, A[x])",
     lambda: (select_cases(store(A, y, z), x), ite(eq(x, y), z, select(A, x)))),
    ("A[y := 1][1 := 2][x] = ite(x = 1, 2, ite(x = y, 1, A[x]))",
     lambda: (select_cases(store(store(A, y, 1), 1, 2), x),
              ite(eq(x, 1), 2, ite(eq(x, y), 1, select(A, x))))),
    ("ite(c, A[1 := y], A)[x] = ite(c, ite(x = 1, y, A[x]), A[x])",
     lambda: (select_cases(ite(c, store(A, 1, y), A), x),
              ite(c, ite(eq(x, 1), y, select(A, x)), select(A, x)))),
    ("{1: 5, else 0}[x] = ite(x = 1, 5, 0)",
     lambda: (select_cases(ArrayValue(AI, 0, {1: 5}), x), ite(eq(x, 1), 5, 0))),
    ("A[x+1 := y][x+2 := z][x] = A[x] (definitely different)",
     lambda: (select_cases(store(store(A, add(x, 1), y), add(x, 2), z), x), select(A, x))),
]


@pytest.mark.parametrize("case", [pytest.param(r[1], id=r[0]) for r in CASES])
def test_select_cases_is_read_over_write_with_possible_equality(case):
    got, expected = case()
    assert got is expected
    assert_equivalent(got, expected)


def test_select_cases_is_equivalent_to_the_select_it_splits():
    arr = store(store(store(A, y, 1), z, 2), add(x, 1), 3)
    split = select_cases(arr, x)
    assert split.op == ITE
    assert_equivalent(Select(arr, x), split)


def test_select_cases_stops_at_its_limit():
    arr = store(store(A, y, 1), z, 2)
    assert select_cases(arr, x, limit=1) is ite(eq(x, z), 2, select(store(A, y, 1), x))


def test_bitvector_keys_read_through_stores():
    arr = store(store(B, BV(1, 8), x), BV(2, 8), y)
    assert select(arr, BV(1, 8)) is x
    assert select(arr, BV(2, 8)) is y
    assert select(arr, BV(3, 8)) is select(B, BV(3, 8))
    assert select(arr, k).op == SELECT
