"""Every operator of the term layer, with argument sorts and value strategies.

`OPS` maps a case name to (argument sorts, builder): the builder applies
the smart constructor to its arguments (symbolic constants in the tests),
so the translation of each operator can be compared with the term layer's
own folding of the same operator on concrete values.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

from stamen.terms import arith, bitvec
from stamen.terms.arrays import ArrayValue, FunctionValue, apply, const_array, select, store
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.bv import BV, BV_FUNCTIONS
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort

__all__ = ["OPS", "values_of"]

BV1, BV8, BV4, BV65 = BitVecSort(1), BitVecSort(8), BitVecSort(4), BitVecSort(65)
AII = ArraySort(INT, INT)
ABB = ArraySort(BV8, BOOL)
FII = FunctionSort((INT, INT), INT)

OPS: dict[str, tuple] = {
    "not": ((BOOL,), not_),
    "and": ((BOOL, BOOL, BOOL), and_),
    "or": ((BOOL, BOOL, BOOL), or_),
    "eq_bool": ((BOOL, BOOL), eq),
    "ite_int": ((BOOL, INT, INT), ite),
    "ite_bv": ((BOOL, BV8, BV8), ite),
    "ite_real": ((BOOL, REAL, REAL), ite),
    "eq_int": ((INT, INT), eq),
    "eq_real": ((REAL, REAL), eq),
    "eq_bv": ((BV8, BV8), eq),
    "eq_array": ((AII, AII), eq),
    "add_int": ((INT, INT, INT), lambda a, b, c: arith.add(a, b, c, 5)),
    "add_real": ((REAL, REAL), lambda a, b: arith.add(a, b, Fraction(-1, 3))),
    "sub_int": ((INT, INT), arith.sub),
    "mul_int": ((INT, INT), arith.mul),
    "mul_const_int": ((INT,), lambda a: arith.mul(-7, a)),
    "mul_real": ((REAL, REAL), arith.mul),
    "div": ((INT, INT), arith.div),
    "mod": ((INT, INT), arith.mod),
    "div_const": ((INT,), lambda a: arith.div(a, -3)),
    "mod_const": ((INT,), lambda a: arith.mod(a, 5)),
    "rdiv": ((REAL, REAL), arith.rdiv),
    "lt_int": ((INT, INT), arith.lt),
    "le_int": ((INT, INT), arith.le),
    "lt_real": ((REAL, REAL), arith.lt),
    "le_real": ((REAL, REAL), arith.le),
    "lt_literal": ((INT,), lambda a: arith.lt(a, 3)),
    "to_real": ((INT,), arith.to_real),
    "to_int": ((REAL,), arith.to_int),
    "bvnot": ((BV8,), bitvec.bvnot),
    "bvneg": ((BV8,), bitvec.bvneg),
    "extract": ((BV8,), lambda a: bitvec.extract(5, 2, a)),
    "concat": ((BV8, BV4), bitvec.concat),
    "zero_extend": ((BV8,), lambda a: bitvec.zero_extend(3, a)),
    "sign_extend": ((BV8,), lambda a: bitvec.sign_extend(3, a)),
    "bv2int": ((BV8,), bitvec.bv2int),
    "bv2int_signed": ((BV8,), lambda a: bitvec.bv2int(a, signed=True)),
    "int2bv": ((INT,), lambda a: bitvec.int2bv(8, a)),
    "select": ((AII, INT), select),
    "select_bv": ((ABB, BV8), select),
    "store": ((AII, INT, INT), store),
    "const_array": ((INT,), lambda v: const_array(AII, v)),
    "apply": ((FII, INT, INT), apply),
}


def _with_literal(fn):
    """Returns fn(a, BV8 literal 0x85): the operator with a literal right operand."""
    return lambda a: fn(a, BV(0x85, 8))


for _op in BV_FUNCTIONS:
    _fn = getattr(bitvec, _op)
    OPS[_op] = ((BV8, BV8), _fn)
    OPS[f"{_op}_w1"] = ((BV1, BV1), _fn)
    OPS[f"{_op}_w65"] = ((BV65, BV65), _fn)
    OPS[f"{_op}_literal"] = ((BV8,), _with_literal(_fn))


_INTS = st.one_of(st.integers(-12, 12), st.integers(-(2**70), 2**70))
_REALS = st.fractions(min_value=-100, max_value=100, max_denominator=50)


def _bvs(width: int):
    edges = [0, 1, 2, (1 << width) - 1, 1 << (width - 1), (1 << (width - 1)) - 1, width]
    return st.one_of(st.sampled_from(edges), st.integers(0, (1 << width) - 1)).map(
        lambda v: BV(v, width)
    )


def _small(sort):
    """Returns a strategy for a few distinct values of `sort`, as function arguments."""
    if sort is INT:
        return st.integers(-3, 3)
    if type(sort) is BitVecSort:
        return st.integers(0, 5).map(lambda v: BV(v, sort.width))
    return values_of(sort)


def values_of(sort):
    """Returns a strategy for concrete values of `sort`."""
    if sort is BOOL:
        return st.booleans()
    if sort is INT:
        return _INTS
    if sort is REAL:
        return _REALS
    if type(sort) is BitVecSort:
        return _bvs(sort.width)
    if type(sort) is ArraySort:
        key, value = values_of(sort.key), values_of(sort.value)
        return st.builds(lambda d, e: ArrayValue(sort, d, e), value,
                         st.dictionaries(key, value, max_size=3))
    if type(sort) is FunctionSort:
        keys = st.tuples(*(_small(d) for d in sort.domain))
        value = values_of(sort.range)
        return st.builds(lambda d, t: FunctionValue(sort, d, t), value,
                         st.dictionaries(keys, value, max_size=3))
    raise AssertionError(f"no strategy for {sort!r}")
