"""stamen: a solver-aided host language for Python.

Write an interpreter (or any library) in ordinary Python, decorate it with
`@stamen.lifted`, run it on symbolic values, and ask the solver questions:
`solve` (angelic execution), `verify` (counterexamples). See README.md and
`examples/`.
"""

from fractions import Fraction as _Fraction

from stamen import vm as _vm  # noqa: F401  (installs the vc sink and union operators)
from stamen.analysis.summarized import summarized
from stamen.errors import (
    AssertFailure,
    AssumeFailure,
    InternalError,
    InvalidArgument,
    PathFailure,
    ReplayError,
    SolverError,
    StamenError,
    UnknownAnswer,
    UnliftedBranchError,
    UnrollBoundExceeded,
    UnsupportedConstruct,
    UntrackedMutation,
)
from stamen.lift import is_lifted, lifted
from stamen.lift.profile import Profile, profile
from stamen.query import (
    Core,
    Solution,
    debug,
    evaluate_with_stats,
    optimize,
    solve,
    synthesize,
    verify,
)
from stamen.query.incremental import IncrementalSolver
from stamen.sketch import EXHAUSTED, choose, grammar, hole
from stamen.terms import BV, Array, ArrayValue, BitVec, Function, FunctionValue, Term
from stamen.terms.arrays import const_array as _const_array
from stamen.terms.arrays import store as _store
from stamen.terms.boolean import implies as _implies
from stamen.terms.opaque import Opaque
from stamen.terms.operators import (
    bv2int,
    concat,
    extract,
    int2bv,
    lshr,
    sign_extend,
    smod,
    srem,
    udiv,
    uge,
    ugt,
    ule,
    ult,
    urem,
    zero_extend,
)
from stamen.terms.sorts import BOOL as _BOOL
from stamen.terms.sorts import FLOAT64 as Float64
from stamen.terms.sorts import INT as _INT
from stamen.terms.sorts import REAL as Real
from stamen.terms.sorts import UninterpretedSort as Sort
from stamen.terms.traverse import constants, substitute
from stamen.values import fresh, ite, symbolic
from stamen.vm import (
    List,
    Stats,
    Union,
    assert_,
    assume,
    clear_vc,
    concretize,
    config,
    for_all,
    is_symbolic,
    is_union,
    union_contents,
)
from stamen.vm.paths.relax import Origin, relaxable
from stamen.vm.python.pyops import truth as _truth

__version__ = "0.1.0"


def not_(value):
    """Returns `not value` for a bool or symbolic bool."""
    from stamen.terms.boolean import not_ as n

    return n(_truth(value))


def and_(*values):
    """Returns the conjunction of (possibly symbolic) truth values."""
    from stamen.terms.boolean import and_ as a

    return a(*(_truth(v) for v in values))


def or_(*values):
    """Returns the disjunction of (possibly symbolic) truth values."""
    from stamen.terms.boolean import or_ as o

    return o(*(_truth(v) for v in values))


def implies(a, b):
    """Returns a ⇒ b."""
    return _implies(_truth(a), _truth(b))


def forall(variables, body, *, patterns=()):
    """Returns the formula "`body` holds for every value of `variables`" (as Rosette's
    `forall`): `variables` are symbolic constants (`symbolic`/`fresh`), bound inside the
    formula and free elsewhere. `patterns` are triggers for the solver's instantiation,
    each a term or a tuple of terms mentioning every variable, e.g. `[f(i)]`.

    Assertions and assumptions made while computing `body` are not quantified: build the
    body from symbolic operations (and `ite`), not from lifted code that asserts.
    """
    return _quantified("forall", variables, body, patterns)


def exists(variables, body, *, patterns=()):
    """Returns the formula "`body` holds for some value of `variables`"; see `forall`."""
    return _quantified("exists", variables, body, patterns)


def _quantified(kind: str, variables, body, patterns):
    """Builds a quantifier, reporting bad arguments as InvalidArgument."""
    from stamen.terms import quantifiers as q

    if type(variables) is Term:
        variables = (variables,)
    elif not isinstance(variables, (list, tuple)):
        raise InvalidArgument(f"{kind}: expected a symbolic constant or a list of them, "
                              f"got {variables!r}")
    try:
        build = q.forall if kind == "forall" else q.exists
        return build(tuple(variables), _truth(body), patterns)
    except (ValueError, TypeError) as exc:
        said = str(exc)  # the terms layer names the quantifier already
        raise InvalidArgument(said if said.startswith(f"{kind}: ") else f"{kind}: {said}") from None


def uninterpreted(name: str):
    """Returns the uninterpreted sort `name` (SMT-LIB's declare-sort, Boogie's `type T;`):
    its values are only equal or not; models show them as opaque values `T!0`."""
    return Sort(name)


def div(a, b):
    """Returns SMT-LIB's Euclidean integer division (Boogie's `div`): a = b*q + r with
    0 <= r < |b|. Division by zero is an unspecified int (a total function), as in SMT-LIB."""
    from stamen.terms.arith import div as d
    from stamen.terms.operators import coerce as _coerce

    return d(_coerce(a, _INT), _coerce(b, _INT))


def mod(a, b):
    """Returns SMT-LIB's Euclidean remainder (Boogie's `mod`), in [0, |b|)."""
    from stamen.terms.arith import mod as m
    from stamen.terms.operators import coerce as _coerce

    return m(_coerce(a, _INT), _coerce(b, _INT))


def real_div(a, b):
    """Returns a / b as reals (SMT-LIB's `/`); division by zero is an unspecified real."""
    from stamen.terms.arith import rdiv
    from stamen.terms.operators import coerce as _coerce

    return rdiv(_coerce(a, Real), _coerce(b, Real))


def to_real(a):
    """Returns the int `a` as a real."""
    from stamen.terms.operators import coerce as _coerce

    return _coerce(a, Real)


def to_int(a):
    """Returns floor(a) for a real `a` (SMT-LIB's to_int)."""
    from stamen.terms.arith import to_int as t
    from stamen.terms.operators import coerce as _coerce

    return t(_coerce(a, Real))


def select(array, key):
    """Returns array[key] (an Array value or symbolic array)."""
    from stamen.terms.arrays import select as s
    from stamen.terms.operators import coerce as _coerce

    return s(array, _coerce(key, array.sort.key))


def store(array, key, value):
    """Returns the array with array[key] = value (arrays are values, as in SMT-LIB)."""
    from stamen.terms.operators import coerce as _coerce

    sort = array.sort
    return _store(array, _coerce(key, sort.key), _coerce(value, sort.value))


def const_array(type_, value):
    """Returns the array of `type_` (an Array sort) mapping every key to `value`."""
    from stamen.terms.operators import coerce as _coerce
    from stamen.terms.sorts import as_sort as _as

    sort = _as(type_)
    return _const_array(sort, _coerce(value, sort.value))


def print_sketch(fn, solution, file=None) -> None:
    """Prints the source of the sketch `fn` completed with `solution`."""
    print(solution.complete(fn), file=file)


def to_smtlib(formula_or_thunk, *, verify_query: bool = False) -> str:
    """Returns SMT-LIB2 text for a formula, or for the solve (or verify) query of a thunk."""
    from stamen.solvers.smtlib import to_smtlib as _to_smtlib
    from stamen.terms.boolean import and_ as a
    from stamen.terms.boolean import not_ as n

    if callable(formula_or_thunk) and not isinstance(formula_or_thunk, Term):
        from stamen.query.evaluation import evaluate_thunk
        from stamen.vm.state.config import current_config

        ev = evaluate_thunk(formula_or_thunk, current_config(), "to_smtlib")
        asserts = ev.vc.asserts_formula()
        formula = a(ev.vc.assumes_formula(), n(asserts) if verify_query else asserts)
    else:
        formula = formula_or_thunk
    return _to_smtlib(formula)


__all__ = [
    "IncrementalSolver", "Opaque", "Sort", "uninterpreted", "div", "mod", "real_div",
    "to_real", "to_int", "select",
    "Core", "EXHAUSTED", "Origin", "choose", "debug", "grammar", "hole", "optimize",
    "print_sketch", "relaxable", "synthesize", "Profile", "profile",
    "Array", "ArrayValue", "AssertFailure", "AssumeFailure", "BV", "BitVec", "Function",
    "Float64", "FunctionValue", "InternalError", "InvalidArgument", "List", "PathFailure", "Real",
    "ReplayError", "Solution", "SolverError", "StamenError", "Stats", "Term",
    "UnknownAnswer", "UnliftedBranchError", "UnrollBoundExceeded", "UnsupportedConstruct",
    "UntrackedMutation",
    "Union", "and_", "assert_", "assume", "bv2int", "clear_vc", "concat", "concretize", "config",
    "const_array", "constants", "evaluate_with_stats", "exists", "extract", "for_all",
    "forall", "fresh",
    "implies", "int2bv", "is_lifted", "is_symbolic", "is_union", "ite", "lifted", "lshr",
    "not_", "or_", "sign_extend", "smod", "solve", "srem", "store", "substitute", "summarized",
    "symbolic",
    "to_smtlib", "udiv", "uge", "ugt", "ule", "ult", "union_contents", "urem", "verify",
    "zero_extend",
]

del _Fraction, _BOOL
