"""Twenty-two float programs written as a held-out tester would (issue 11): floats mixed
with ints, comparisons with ints, `math.floor/ceil/trunc/fabs/copysign/isclose/fsum`,
`round(x, n)`, `float('inf')`, `abs`, `min`/`max` with nan, `sum` of floats, sorted
floats, `x.is_integer()`, `float.hex`, `hash(x)`, `int(x)` of inf/nan, `divmod`; run by
the differential oracle over inputs holding -0.0, 1e16, ±inf and nan. Each either agrees
with Python on every answer (an `unknown` allowed only in the slow tier's full runs) or
is refused (`UnsupportedConstruct`) at its own line, for the reason stated in README.
The CI tier runs the quick ones with 2 pins per strategy; the slow tier pins every input
(the BENCHMARKS section "Issue 11 floats: ..." of worktree float11 has its table)."""

from __future__ import annotations

import math

import pytest

import stamen
from differential.oracle import AGREE, UNKNOWN, check_function
from stamen import lifted

DOMAIN = [(x, n) for x in (-2.5, -0.0, 0.5, 1e16, math.inf, math.nan) for n in (-1, 0, 3)]


def h_floor_ceil(x, n):
    return math.floor(x), math.ceil(x) + n, math.trunc(x)

def h_int_special(x, n):
    if n > 0:
        return int(x)
    return int(x * n)

def h_round_n(x, n):
    return round(x, 1), round(x, 0), round(x, n)

def h_fabs_copysign(x, n):
    return math.fabs(x), math.copysign(1.0, x), math.copysign(x, -0.0), math.copysign(3, n)

def h_isclose(x, n):
    return math.isclose(x, 0.5), math.isclose(x, n, rel_tol=0.1), math.isclose(x, x)

def h_fsum(x, n):
    return math.fsum([x, 0.1, n]), math.fsum([0.1] * 3) == 0.3

def h_sum_floats(x, n):
    return sum([x, 0.1, 0.2]), sum([x] * 3, 0.5), sum([0.1, n]) > 0

def h_minmax(x, n):
    return min(x, n), max(n, x), max([x, 1.0, float(n)]), min(0.5, x)

def h_sorted(x, n):
    ys = sorted([1.5, x, float(n)])
    return ys, sorted([n, 2.5], reverse=True)

def h_is_integer(x, n):
    return x.is_integer(), (x * 2).is_integer(), float(n).is_integer()

def h_hash(x, n):
    return hash(x) == hash(n), hash(float(n)) == hash(n), hash(x)

def h_hex(x, n):
    return x.hex()

def h_cmp_int(x, n):
    return x < n, x == n, n <= x, x != n, n > x

def h_inf(x, n):
    inf = float("inf")
    return inf > x, x == inf, -x < float("-inf"), x * n > inf, float("-inf") < n

def h_mixed(x, n):
    return x * n + 1, n / 2, x ** 2, n // 0.5, 3 - x

def h_zerodiv(x, n):
    return x / n, x % n

def h_abs(x, n):
    return abs(x), abs(-x) == abs(x), abs(n) * x, abs(x) == x

def h_accumulate(x, n):
    total, i = 0.0, 0
    while i < n:
        total += x
        i += 1
    return total, total == x * n

def h_classify(x, n):
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    if x == 0:
        return "zero" + ("-" if math.copysign(1.0, x) < 0 else "+")
    return "neg" if x < n else "pos"

def h_safe_int(x, n):
    if math.isfinite(x):
        return int(x) + n, float(n) / 3
    return None, float(n) / 3

def h_membership(x, n):
    return x in [0.5, 1.0], float(n) in (0.0, 3.0), [x, 2.0].count(2.0)

def h_divmod(x, n):
    if n == 0:
        return None
    return divmod(x, n), x // n


QUICK = [h_floor_ceil, h_minmax, h_cmp_int, h_inf, h_classify, h_membership]
ANSWERED = [h_int_special, h_isclose, h_sum_floats, h_is_integer, h_zerodiv, h_abs,
            h_accumulate, h_safe_int, h_divmod]
# Refused where a value may be nan (copysign's sign, sorting nan), answered elsewhere.
PARTLY_REFUSED = [h_fabs_copysign, h_sorted]
# Refused as README says: round(x, ndigits) other than 0, fsum, hash, hex, x ** 2.
REFUSED = [h_round_n, h_fsum, h_hash, h_hex, h_mixed]


def _verdict(program, pin):
    return check_function(lifted(program), DOMAIN, plain=program, sorts=(float, int),
                          pin=pin, stop_at_failure=False)


def _name(f) -> str:
    return f.__name__


@pytest.mark.parametrize("program", QUICK, ids=_name)
def test_quick_programs_agree(program):
    verdict = _verdict(program, 2)
    assert {f.kind for f in verdict.findings} == {AGREE}, verdict.describe()


@pytest.mark.slow
@pytest.mark.parametrize("program", QUICK + ANSWERED + PARTLY_REFUSED, ids=_name)
def test_every_input_pinned(program):
    verdict = _verdict(program, None)
    assert not verdict.failures(), verdict.describe()
    refused = [f for f in verdict.findings if f.kind not in (AGREE, UNKNOWN)]
    assert program in PARTLY_REFUSED or not refused, verdict.describe()


@pytest.mark.parametrize("program", REFUSED + PARTLY_REFUSED, ids=_name)
def test_refusals_name_the_users_line(program):
    x, n = stamen.fresh(float), stamen.fresh(int)
    with pytest.raises(stamen.UnsupportedConstruct, match=r"test_float_probes\.py:\d+"):
        stamen.solve(lambda: lifted(program)(x, n))
