"""The term layer: sorts, hash-consed terms, smart constructors, traversals.

Importing this package installs the Python operators on `Term`.
"""

from stamen.terms import arith, arrays, bitvec, boolean, floats, operators, strings  # noqa: F401
from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.bv import BV
from stamen.terms.sorts import (
    BOOL,
    FLOAT64,
    INT,
    REAL,
    STRING,
    Array,
    ArraySort,
    BitVec,
    BitVecSort,
    Function,
    FunctionSort,
    Sort,
    as_sort,
)
from stamen.terms.term import Term, constant, is_term, term_count
from stamen.terms.traverse import constants, evaluate, postorder, substitute

__all__ = [
    "BOOL", "FLOAT64", "INT", "REAL", "STRING", "Array", "ArraySort", "ArrayValue", "BV", "BitVec",
    "BitVecSort", "Function", "FunctionSort", "FunctionValue", "Sort", "Term", "as_sort",
    "constant", "constants", "evaluate", "is_term", "postorder", "substitute", "term_count",
]
