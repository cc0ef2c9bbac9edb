"""A test-only translation of stamen terms to z3py, written apart from `stamen.solvers`.

It is an independent oracle for the rewrite rules and the folding of
literals. It is strict about sorts: every argument of every node must have
the sort its operator expects, and a literal must have exactly the Python
type of its sort (`int` for int, `Fraction` for real, `BV` of the right
width), so translating a term also checks that the term is well sorted.
"""

from __future__ import annotations

from fractions import Fraction

import z3

from stamen.terms.arrays import ArrayValue
from stamen.terms.bv import BV
from stamen.terms.printing import term_str
from stamen.terms.rebuild import REBUILD
from stamen.terms.sorts import BOOL, INT, REAL, ArraySort, BitVecSort, FunctionSort, Sort
from stamen.terms.term import CONST, Term, literal_sort
from stamen.terms.traverse import postorder

__all__ = [
    "IllSorted", "Z3_BV_BINARY", "z3_sort", "z3_literal", "to_z3", "from_z3", "prove_valid",
    "assert_equivalent", "z3_evaluate", "check_well_sorted", "same_value", "check_rule", "FIRED",
]


class IllSorted(AssertionError):
    """A term has an argument of the wrong sort, or a literal of the wrong Python type."""


def z3_sort(sort: Sort) -> z3.SortRef:
    """Returns the z3 sort of a stamen sort (not a function sort)."""
    if sort is BOOL:
        return z3.BoolSort()
    if sort is INT:
        return z3.IntSort()
    if sort is REAL:
        return z3.RealSort()
    if type(sort) is BitVecSort:
        return z3.BitVecSort(sort.width)
    if type(sort) is ArraySort:
        return z3.ArraySort(z3_sort(sort.key), z3_sort(sort.value))
    raise IllSorted(f"no z3 sort for {sort!r}")


def z3_literal(v, sort: Sort) -> z3.ExprRef:
    """Returns the z3 value of the literal `v`, which must have exactly the type of `sort`."""
    if sort is BOOL and type(v) is bool:
        return z3.BoolVal(v)
    if sort is INT and type(v) is int:
        return z3.IntVal(v)
    if sort is REAL and type(v) is Fraction:
        return z3.Q(v.numerator, v.denominator) if v.denominator != 1 else z3.RealVal(v.numerator)
    if type(sort) is BitVecSort and type(v) is BV and v.width == sort.width:
        return z3.BitVecVal(v.value, v.width)
    if type(sort) is ArraySort and type(v) is ArrayValue and v.sort is sort:
        result = z3.K(z3_sort(sort.key), z3_literal(v.default, sort.value))
        for key, value in v.entries.items():
            result = z3.Store(result, z3_literal(key, sort.key), z3_literal(value, sort.value))
        return result
    raise IllSorted(f"literal {v!r} of type {type(v).__name__} where {sort!r} was expected")


def _operand_sort(args) -> Sort:
    for a in args:
        if type(a) is Term:
            return a.sort
    return literal_sort(args[0])


Z3_BV_BINARY = {
    "bvadd": lambda a, b: a + b,
    "bvsub": lambda a, b: a - b,
    "bvmul": lambda a, b: a * b,
    "bvand": lambda a, b: a & b,
    "bvor": lambda a, b: a | b,
    "bvxor": lambda a, b: a ^ b,
    "bvshl": lambda a, b: a << b,
    "bvlshr": z3.LShR,
    "bvashr": lambda a, b: a >> b,
    "bvudiv": z3.UDiv,
    "bvurem": z3.URem,
    "bvsdiv": lambda a, b: a / b,
    "bvsrem": z3.SRem,
    "bvsmod": lambda a, b: z3.BitVecRef(z3.Z3_mk_bvsmod(a.ctx_ref(), a.as_ast(), b.as_ast())),
    "bvult": z3.ULT,
    "bvule": z3.ULE,
    "bvslt": lambda a, b: a < b,
    "bvsle": lambda a, b: a <= b,
}
_BV_PREDICATES = {"bvult", "bvule", "bvslt", "bvsle"}


def _expected_sorts(t: Term) -> list:
    """Returns the sort each argument of `t` must have (None for int parameters)."""
    op, args, sort = t.op, t.args, t.sort
    n = len(args)
    if op in ("not", "and", "or"):
        return [BOOL] * n
    if op == "ite":
        return [BOOL, sort, sort]
    if op in ("eq", "lt", "le") or op in _BV_PREDICATES:
        s = _operand_sort(args)
        return [s] * n
    if op in ("add", "mul") or op in Z3_BV_BINARY or op in ("bvnot", "bvneg"):
        return [sort] * n
    if op in ("div", "mod"):
        return [INT, INT]
    if op == "rdiv":
        return [REAL, REAL]
    if op == "to_real":
        return [INT]
    if op == "to_int":
        return [REAL]
    if op == "extract":
        return [None, None, _operand_sort(args[2:])]
    if op == "concat":
        return [_operand_sort((a,)) for a in args]
    if op in ("zero_extend", "sign_extend", "int2bv"):
        return [None, _operand_sort(args[1:]) if op != "int2bv" else INT]
    if op == "bv2int":
        return [_operand_sort(args)]
    if op == "select":
        return [args[0].sort, args[0].sort.key]
    if op == "store":
        return [sort, sort.key, sort.value]
    if op == "const_array":
        return [sort.value]
    if op == "apply":
        return [args[0].sort, *args[0].sort.domain]
    raise IllSorted(f"unknown operator {op!r}")


def _check_sorts(t: Term, expected: list) -> None:
    if len(expected) != len(t.args):
        raise IllSorted(f"{t.op}: expected {len(expected)} arguments, got {len(t.args)}")
    for a, s in zip(t.args, expected, strict=True):
        if s is None:
            if type(a) is not int:
                raise IllSorted(f"{t.op}: parameter {a!r} is not an int")
        elif type(a) is Term and a.sort is not s:
            raise IllSorted(f"{t.op}: argument of sort {a.sort!r} where {s!r} was expected")
    if t.op in _BV_PREDICATES or t.op in ("eq", "lt", "le"):
        if t.sort is not BOOL:
            raise IllSorted(f"{t.op} must be bool, is {t.sort!r}")
    if t.op in ("lt", "le", "add", "mul") and expected[0] not in (INT, REAL):
        raise IllSorted(f"{t.op} on {expected[0]!r}")
    if type(t.sort) is BitVecSort:
        _check_width(t)


def _check_width(t: Term) -> None:
    op, args, w = t.op, t.args, t.sort.width
    if op == "extract":
        hi, lo, a = args
        aw = a.sort.width if type(a) is Term else a.width
        ok = 0 <= lo <= hi < aw and w == hi - lo + 1
    elif op == "concat":
        ok = w == sum(a.sort.width if type(a) is Term else a.width for a in args)
    elif op in ("zero_extend", "sign_extend"):
        n, a = args
        ok = n >= 0 and w == n + (a.sort.width if type(a) is Term else a.width)
    elif op == "int2bv":
        ok = args[0] == w
    else:
        ok = True
    if not ok:
        raise IllSorted(f"{op}: width {w} does not fit arguments {args!r}")


def check_well_sorted(value) -> None:
    """Raises IllSorted unless every node below `value` is well sorted."""
    for t in postorder(value):
        if t.op != CONST:
            _check_sorts(t, _expected_sorts(t))


def to_z3(value, sort: Sort | None = None):
    """Returns the z3 expression of a term or literal (checking sorts on the way)."""
    if type(value) is not Term:
        return z3_literal(value, sort if sort is not None else literal_sort(value))
    cache: dict[int, object] = {}
    for t in postorder(value):
        cache[t.tid] = _node(t, cache)
    return cache[value.tid]


def _node(t: Term, cache: dict):
    op, sort = t.op, t.sort
    if op == CONST:
        name = t.args[0]
        if type(sort) is FunctionSort:
            return z3.Function(name, *(z3_sort(d) for d in sort.domain), z3_sort(sort.range))
        return z3.Const(name, z3_sort(sort))
    expected = _expected_sorts(t)
    _check_sorts(t, expected)
    xs = [
        a if s is None else cache[a.tid] if type(a) is Term else z3_literal(a, s)
        for a, s in zip(t.args, expected, strict=True)
    ]
    if op == "not":
        return z3.Not(xs[0])
    if op == "and":
        return z3.And(*xs)
    if op == "or":
        return z3.Or(*xs)
    if op == "ite":
        return z3.If(*xs)
    if op == "eq":
        return xs[0] == xs[1]
    if op == "add":
        return z3.Sum(*xs)
    if op == "mul":
        return z3.Product(*xs)
    if op in ("div", "rdiv"):
        return xs[0] / xs[1]
    if op == "mod":
        return xs[0] % xs[1]
    if op == "lt":
        return xs[0] < xs[1]
    if op == "le":
        return xs[0] <= xs[1]
    if op == "to_real":
        return z3.ToReal(xs[0])
    if op == "to_int":
        return z3.ToInt(xs[0])
    if op in Z3_BV_BINARY:
        return Z3_BV_BINARY[op](*xs)
    if op == "bvnot":
        return ~xs[0]
    if op == "bvneg":
        return -xs[0]
    if op == "extract":
        return z3.Extract(*xs)
    if op == "concat":
        return z3.Concat(*xs)
    if op == "zero_extend":
        return z3.ZeroExt(*xs)
    if op == "sign_extend":
        return z3.SignExt(*xs)
    if op == "bv2int":
        return z3.BV2Int(xs[0])
    if op == "int2bv":
        return z3.Int2BV(xs[1], xs[0])
    if op == "select":
        return z3.Select(*xs)
    if op == "store":
        return z3.Store(*xs)
    if op == "const_array":
        return z3.K(z3_sort(sort.key), xs[0])
    if op == "apply":
        return xs[0](*xs[1:])
    raise IllSorted(f"unknown operator {op!r}")  # pragma: no cover - _expected_sorts raised


def _sort_of(v) -> Sort:
    return v.sort if type(v) in (Term, ArrayValue) else literal_sort(v)


def prove_valid(formula) -> None:
    """Asserts that the z3 formula holds in every model (its negation is unsat)."""
    solver = z3.Solver()
    # A resource limit, not a timeout, so that the verdict does not depend on the machine's
    # load (the hardest proof of the suite takes about 22 M).
    solver.set("rlimit", 1_000_000_000)
    solver.add(z3.Not(formula))
    result = solver.check()
    if result == z3.sat:
        raise AssertionError(f"not valid: {formula}\ncounterexample: {solver.model()}")
    assert result == z3.unsat, f"z3 could not decide {formula}: {result}"


def assert_equivalent(raw, simplified) -> None:
    """Asserts that two stamen values have one sort and are equal in every model."""
    s_raw, s_simple = _sort_of(raw), _sort_of(simplified)
    assert s_raw is s_simple, f"sort changed by rewriting: {s_raw!r} -> {s_simple!r}"
    check_well_sorted(raw)
    check_well_sorted(simplified)
    prove_valid(to_z3(raw, s_raw) == to_z3(simplified, s_simple))


def from_z3(e, sort: Sort):
    """Returns the stamen literal of a ground z3 value of `sort`."""
    if sort is BOOL and z3.is_bool(e) and (z3.is_true(e) or z3.is_false(e)):
        return z3.is_true(e)
    if sort is INT and z3.is_int_value(e):
        return e.as_long()
    if sort is REAL and z3.is_rational_value(e):
        return Fraction(e.numerator_as_long(), e.denominator_as_long())
    if type(sort) is BitVecSort and z3.is_bv_value(e):
        return BV(e.as_long(), sort.width)
    raise AssertionError(f"z3 did not reduce to a value of sort {sort!r}: {e}")


def z3_evaluate(value, assignment):
    """Returns the literal z3 computes for `value` with constants replaced per `assignment`."""
    sort = _sort_of(value)
    e = to_z3(value, sort)
    pairs = [(to_z3(c), z3_literal(v, c.sort)) for c, v in assignment.items()]
    if pairs:
        e = z3.substitute(e, *pairs)
    return from_z3(z3.simplify(e), sort)


def same_value(a, b) -> bool:
    """Returns whether two stamen values are the same: one term, or equal literals of one type."""
    if type(a) is Term or type(b) is Term:
        return a is b
    return type(a) is type(b) and a == b


class _Fired:
    def __repr__(self) -> str:
        return "FIRED"


FIRED = _Fired()
"""An expected result for `check_rule` when any rewrite of the raw term will do."""


def check_rule(raw: Term, expected) -> None:
    """Asserts that the smart constructor of `raw.op`, given the raw arguments, returns
    `expected` (for FIRED: anything but `raw` itself), and that z3 proves it equal to `raw`."""
    got = REBUILD[raw.op](raw.args, raw.sort)
    if expected is FIRED:
        assert got is not raw, f"no rule rewrote {term_str(raw)}"
        expected = got
    assert same_value(got, expected), (
        f"{term_str(raw)} rewrote to {term_str(got)}, expected {term_str(expected)}"
    )
    assert_equivalent(raw, got)
