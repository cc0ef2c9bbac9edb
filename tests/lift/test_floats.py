"""Symbolic IEEE floats in lifted code, differential against Python's own floats: each
operation runs on symbolic floats (and ints) pinned by `assume` to special and random
values, under the three merge strategies, and `solve` must give Python's result bit for
bit (-0.0, inf and nan included) or Python's exception and message; `verify` of the
pinned result must be unsat."""

from __future__ import annotations

import math
import operator
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

import stamen as st
from stamen import assert_, assume
from stamen.terms.floats import bits_of, same

MERGES = ("types", "none", "logic")
SPECIAL = (0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 3.0, -7.0, 1e308, 5e-324, -2.2250738585072014e-308,
           math.inf, -math.inf, math.nan, 2.0**53, 9007199254740993.0)


def _random_floats(n: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        kind = rng.randrange(3)
        if kind == 0:
            out.append(rng.uniform(-100, 100))
        elif kind == 1:
            out.append(float(rng.randrange(-20, 20)) / 4)
        else:
            out.append(struct_float(rng.getrandbits(64)))
    return out


def struct_float(bits: int) -> float:
    import struct

    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def outcome(fn, *args):
    """Python's ("ok", value) or (exception name, message) of fn(*args)."""
    try:
        return ("ok", fn(*args))
    except (ZeroDivisionError, OverflowError, ValueError, TypeError) as e:
        return (type(e).__name__, str(e))


@st.lifted
def lifted_outcome(fn, *args):
    """The same in lifted code: Python's exceptions caught per path."""
    try:
        return ("ok", fn(*args))
    except ZeroDivisionError as e:
        return ("ZeroDivisionError", str(e))
    except OverflowError as e:
        return ("OverflowError", str(e))
    except ValueError as e:
        return ("ValueError", str(e))
    except TypeError as e:
        return ("TypeError", str(e))


def identical(a, b) -> bool:
    """Whether two concrete results are the same, floats by their bits (nan is nan)."""
    if type(a) is not type(b):
        return False
    if type(a) is float:
        return bits_of(a) == bits_of(b)
    if type(a) is tuple:
        return len(a) == len(b) and all(identical(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def _pin(symbol, value):
    """Pins a symbolic float or int to a value (floats structurally: -0.0 and nan too)."""
    if type(value) is float:
        assume(same(symbol, value))
    else:
        assume(symbol == value)


def check(fn, sorts, inputs, merges=MERGES, solver="z3") -> None:
    """Checks lifted_outcome(fn, *symbols) against Python for each input tuple."""
    for merge in merges:
        symbols = [st.fresh(s) for s in sorts]
        value, _ = st.evaluate_with_stats(lambda s=symbols: lifted_outcome(fn, *s), merge=merge)
        for values in inputs:
            expected = outcome(fn, *values)

            def pinned(values=values, symbols=symbols):
                for s, v in zip(symbols, values, strict=True):
                    _pin(s, v)
                return lifted_outcome(fn, *symbols)

            where = f"{fn.__name__}{values}, merge={merge}: Python gives {expected!r}"
            sol = st.solve(pinned, merge=merge, solver=solver)
            assert sol.kind == "sat", f"{sol}; {where}"
            got = sol.evaluate(value)
            assert identical(got, expected), f"got {got!r}; {where}"


def _pairs(values, seed, n):
    rng = random.Random(seed)
    return [(rng.choice(values), rng.choice(values)) for _ in range(n)]


VALUES = SPECIAL + tuple(_random_floats(6, 11))


@pytest.mark.parametrize("op", [operator.add, operator.sub, operator.mul, operator.truediv,
                                operator.floordiv, operator.mod, divmod])
def test_arithmetic_matches_python(op):
    check(op, (float, float), _pairs(VALUES, hash(op.__name__) % 1000, 10))


@st.lifted
def py_min(a, b):
    return min(a, b)


@st.lifted
def py_max(a, b):
    return max(a, b)


@pytest.mark.parametrize("op", [operator.lt, operator.le, operator.gt, operator.ge,
                                operator.eq, operator.ne, py_min, py_max],
                         ids=lambda f: f.__name__)
def test_comparisons_and_min_max_match_python(op):
    pairs = _pairs(VALUES, 5, 8) + [(math.nan, 1.0), (1.0, math.nan), (-0.0, 0.0), (0.0, -0.0)]
    check(op, (float, float), pairs)


def _unary(name, fn):
    fn.__name__ = name
    return fn


@st.lifted
def py_bool(a):
    return bool(a)


@st.lifted
def py_int(a):
    return int(a)


@st.lifted
def py_round(a):
    return round(a)


@st.lifted
def py_not(a):
    return not a


@st.lifted
def py_isnan(a):
    return math.isnan(a)


@st.lifted
def py_isinf(a):
    return math.isinf(a)


@st.lifted
def py_isfinite(a):
    return math.isfinite(a)


@st.lifted
def py_fabs(a):
    return math.fabs(a)


@st.lifted
def py_copysign_of(a):
    return math.copysign(a, -2.0)


@st.lifted
def py_float(a):
    return float(a)


UNARY = [
    _unary("neg", lambda a: -a), _unary("pos", lambda a: +a), abs, py_bool, py_int,
    math.floor, math.ceil, math.trunc, py_round, py_isnan, py_isinf, py_isfinite, py_fabs,
    _unary("pow0", lambda a: a ** 0), _unary("pow1", lambda a: a ** 1), py_not,
    py_copysign_of,
]


@pytest.mark.parametrize("fn", UNARY, ids=lambda f: f.__name__)
def test_unary_operations_match_python(fn):
    inputs = [(v,) for v in (0.0, -0.0, 2.5, -2.5, 3.5, -0.7, 1e300, math.inf, -math.inf,
                             math.nan)]
    check(fn, (float,), inputs, merges=("types",))


@st.lifted
def _several(a):
    return -a, abs(a), round(a), math.isnan(a)


def test_unary_operations_under_every_strategy():
    inputs = [(v,) for v in (-0.0, 2.5, math.inf, math.nan)]
    check(_several, (float,), inputs)


INTS = (0, 1, -3, 2**53, 2**53 + 1, -(2**53) - 1, 10**20, 2**1024 - 2**970, 2**1024 - 2**970 - 1,
        10**400)


@pytest.mark.parametrize("op", [operator.eq, operator.lt, operator.le, operator.gt,
                                operator.add,
                                # (17 CPU s each: the slow tier)
                                pytest.param(operator.truediv, marks=pytest.mark.slow),
                                pytest.param(operator.mod, marks=pytest.mark.slow)],
                         ids=lambda f: f.__name__)
def test_float_and_int_mixed_as_python(op):
    pairs = [(f, n) for f in (float(2**53), 0.5, -math.inf, math.nan, 1e308) for n in INTS[:8]]
    check(op, (float, int), pairs[::3], merges=("types",), solver="cvc5")


def test_float_of_int_rounds_and_overflows_as_python():
    check(py_float, (int,), [(n,) for n in INTS], solver="cvc5")


def test_int_compared_with_float_literal_exactly():
    x = st.symbolic("n_exact", int)
    sol = st.solve(lambda: assert_(x == float(2**53)))
    assert sol.kind == "sat" and sol[x] == 2**53
    assert st.verify(lambda: (assume(x == 2**53 + 1), assert_(x != float(2**53)))).kind == "unsat"
    assert st.verify(lambda: (assume(x < 2.5), assert_(x <= 2))).kind == "unsat"


def test_issue_examples():
    x = st.fresh(float)
    cex = st.verify(lambda: assert_(x + 1.0 > x))
    assert cex.kind == "sat"
    v = cex.evaluate(x)
    assert type(v) is float and not v + 1.0 > v
    assert st.verify(lambda: assert_(0.1 + 0.2 != 0.3)).kind == "unsat"
    y = st.fresh(float)
    assert st.solve(lambda: (assume(y == 0.1), assert_(y + 0.2 == 0.3))).kind == "unsat"


def test_models_replay_bit_for_bit():
    x = st.fresh(float)
    for want in (-0.0, math.inf, -math.inf, math.nan, 5e-324):
        sol = st.solve(lambda want=want: assert_(same(x, want)))
        got = sol.evaluate(x)
        assert type(got) is float and bits_of(got) == bits_of(want)


@st.lifted
def _branchy(a, b):
    r = 0.0
    if a > b:
        r = a - b
    elif a != a:
        r = -0.0
    else:
        r = b
    return r * 2.0


def test_merged_floats_under_every_strategy():
    check(_branchy, (float, float), [(3.0, 1.0), (math.nan, 1.0), (1.0, math.nan), (-1.0, 2.0)])


def test_zero_division_messages_are_pythons():
    for op in (operator.truediv, operator.floordiv, operator.mod, divmod):
        check(op, (float, float), [(1.0, 0.0), (1.0, -0.0)], merges=("types",))


def test_power_beyond_one_is_refused():
    x = st.fresh(float)
    with pytest.raises(st.UnsupportedConstruct, match=r"\*\*"):
        st.evaluate_with_stats(lambda: x ** 2)


def test_fresh_float_is_a_float_to_python():
    @st.lifted
    def kind(a):
        return isinstance(a, float), type(a) is float

    value, _ = st.evaluate_with_stats(lambda: kind(st.fresh(float)))
    assert value == (True, True)
    assert st.Float64 is st.fresh(float).sort


# ------------------------------------------ random values (Hypothesis) --

floats_any = hst.one_of(hst.sampled_from(SPECIAL), hst.floats(allow_nan=True,
                                                               allow_infinity=True))


@settings(max_examples=25, deadline=None)
@given(floats_any, floats_any, hst.sampled_from([operator.add, operator.sub, operator.mul,
                                                  operator.truediv, operator.floordiv,
                                                  operator.mod, operator.lt, operator.eq]))
def test_random_floats_match_python(a, b, op):
    check(op, (float, float), [(a, b)], merges=("types",))


@settings(max_examples=10, deadline=None)
@given(floats_any, hst.sampled_from(UNARY))
def test_random_floats_unary_match_python(a, fn):
    check(fn, (float,), [(a,)], merges=("types",))


# ------------------------------------------ z3 and cvc5 agree --

_LEAVES = ("x", "y", "x", "y", "0.5", "-0.0", "3.0", "1e308", "inf")
_OPS = ("+", "-", "*", "/", "+", "*", "%")
_RELATIONS = ("<", "<=", "==", "!=", ">")


def _expr(rng: random.Random, depth: int) -> str:
    if depth == 0 or rng.random() < 0.3:
        leaf = rng.choice(_LEAVES)
        return "math.inf" if leaf == "inf" else leaf
    return f"({_expr(rng, depth - 1)} {rng.choice(_OPS)} {_expr(rng, depth - 1)})"


def _formulas(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [f"{_expr(rng, 2)} {rng.choice(_RELATIONS)} {_expr(rng, 1)}" for _ in range(n)]


def _holds(text: str, x: float, y: float) -> bool:
    """Python's truth of the formula at (x, y); False where it divides by zero."""
    try:
        return bool(_function(text)(x, y))
    except ZeroDivisionError:
        return False


def _function(text: str):
    return eval(f"lambda x, y: {text}", {"math": math})  # noqa: S307 - the tests' formulas


@st.lifted
def _lifted_holds(fn, x, y):
    """The same in lifted code: a path dividing by zero makes the formula False."""
    try:
        return fn(x, y)
    except ZeroDivisionError:
        return False


@pytest.mark.parametrize("text", _formulas(8, 2026))
def test_solvers_agree_on_random_formulas_and_models_replay(text):
    x, y = st.fresh(float), st.fresh(float)
    verdicts = {}
    for solver in ("z3", "cvc5"):
        sol = st.solve(lambda: assert_(_lifted_holds(_function(text), x, y)), solver=solver,
                       timeout=5)
        verdicts[solver] = sol.kind
        if sol.kind == "sat":
            assert _holds(text, sol.evaluate(x), sol.evaluate(y)), (solver, text)
    if "unknown" not in verdicts.values():
        assert verdicts["z3"] == verdicts["cvc5"], (text, verdicts)


@st.lifted
def py_bounded_division(a):
    if -100 < a < 100:
        return a / 3
    return 0.5


def test_int_division_the_path_bounds_is_a_float():
    check(py_bounded_division, (int,), [(-200,), (-3,), (0,), (2,), (7,), (100,)])
