"""Python's int operators without a direct SMT-LIB counterpart, on symbolic ints: `&`, `|`,
`^`, `<<`, `>>` and `**`, encoded exactly or by a case split whose bound is proven.

Python ints are unbounded and a negative int behaves as two's complement of infinite
width, so no fixed-width bit-vector is right for every value. The encodings:

- One concrete operand `c`: `x & c` is exact for every x. Each run of one-bits of c >= 0,
  bits i .. i+n-1, selects the block `(x // 2**i) % 2**n` of x; for c < 0,
  `x & c = x - (x & ~c)`. Then `a | b = a + b - (a & b)` and `a ^ b = a + b - 2 (a & b)`.
- Two symbolic operands: bit-vectors of a width w at which the current path proves both
  operands fit (in [-2**(w-1), 2**(w-1))); the sign-extended result is then exact.
- `math.gcd`/`math.lcm` with one concrete operand `c`: gcd(x, c) is the greatest divisor
  d of |c| that divides x, an ite over c's divisors (|c| at most MAX_GCD_LITERAL). Two
  symbolic operands: a case split over the values one of them may take.
- `x.bit_length()` and `x.bit_count()`: of |x| at a width w (of WIDTHS) at which the path
  proves |x| < 2**w: the number of j < w with |x| >= 2**j, and the sum of its bits
  `(|x| // 2**j) % 2` (a case split over the values of |x| where the path bounds it by
  MAX_CASES), exact there.
- A symbolic shift count or exponent: a case split over the values 0..B it can take,
  where the path proves it is at most B (B <= MAX_CASES). `a >> k` with a concrete `a`
  needs no bound: past a's bit length it is 0 or -1.

What cannot be proven is refused with `UnsupportedConstruct` at the user's line, never
cut silently. Proofs ask the VM (a layer above, which knows the path) through the prover
it installs with `set_path_prover`; without one nothing is proven.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction

from stamen.errors import UnsupportedConstruct
from stamen.terms import arith, bitvec
from stamen.terms.boolean import and_, eq, ite, not_, or_
from stamen.terms.partial import require
from stamen.terms.sorts import INT, REAL
from stamen.terms.term import Term
from stamen.terms.valueset import value_map

__all__ = ["MAX_CASES", "WIDTHS", "set_path_prover", "proven", "unsupported", "bit_and",
           "bit_or", "bit_xor", "bit_length", "bit_count", "shift_left", "shift_right", "power",
           "gcd", "lcm"]

MAX_CASES = 64
MAX_GCD_LITERAL = 2**32
WIDTHS = (16, 32, 64, 128)

_prover: Callable | None = None


def set_path_prover(prover: Callable) -> None:
    """Installs `prover(condition) -> bool`: whether `condition` holds on every execution
    that reaches the current point (the VM's path guard, assumes and asserts)."""
    global _prover
    _prover = prover


def proven(condition) -> bool:
    """Returns whether `condition` surely holds here (False when it cannot be shown)."""
    if condition is True or condition is False:
        return condition
    return _prover is not None and _prover(condition)


def least_proven_bound(n, first: int, factor: int, limit: int) -> int | None:
    """Returns the least of first, first*factor, ... up to `limit` that the path proves
    the int term `n` below, where it is not negative (a path where it is failed already);
    None where none is proven (an unknown answer proves nothing). The largest is asked
    first: where none holds (a refusal), one question decides it, not one per bound."""
    top = first
    while top < limit:
        top *= factor
    if not proven(or_(arith.lt(n, 0), arith.lt(n, top))):
        return None
    bound = first
    while bound < top and not proven(or_(arith.lt(n, 0), arith.lt(n, bound))):
        bound *= factor
    return bound


def unsupported(construct: str, detail: str) -> UnsupportedConstruct:
    """Returns the error refusing `construct` at the user's file:line, saying why."""
    from stamen.terms.operators import user_line

    where = user_line()
    return UnsupportedConstruct(f"{where}: {construct}: {detail}")


# ---------------------------------------------------------------- bitwise --


def _and_literal(x, c: int):
    """Returns x & c for an int term x and an int literal c (exact for every x)."""
    if c < 0:
        return arith.sub(x, _and_literal(x, ~c))
    total, i = 0, 0
    while c >> i:
        if not (c >> i) & 1:
            i += 1
            continue
        n = 0
        while (c >> (i + n)) & 1:
            n += 1
        shifted = arith.div(x, 1 << i) if i else x
        total = arith.add(total, arith.mul(arith.mod(shifted, 1 << n), 1 << i))
        i += n
    return total


def _fits(v, w: int):
    lo, hi = -(1 << (w - 1)), 1 << (w - 1)
    return and_(arith.le(lo, v), arith.lt(v, hi))


def _on_bitvectors(a, b, op, symbol: str):
    """Returns a `symbol` b for two int terms via bit-vectors of a width the path proves
    wide enough; refuses when even the widest cannot be proven."""
    if not proven(and_(_fits(a, WIDTHS[-1]), _fits(b, WIDTHS[-1]))):
        raise unsupported(
            f"`{symbol}` on two symbolic ints",
            f"stamen encodes it on bit-vectors, and could not prove both operands lie in "
            f"[-2**{WIDTHS[-1] - 1}, 2**{WIDTHS[-1] - 1}) on this path; bound them with "
            f"stamen.assume, or make one operand concrete")
    width = next(w for w in WIDTHS if w == WIDTHS[-1] or proven(and_(_fits(a, w), _fits(b, w))))
    result = op(bitvec.int2bv(width, a), bitvec.int2bv(width, b))
    return bitvec.bv2int(result, signed=True)


def bit_and(a, b):
    """Returns Python's a & b on ints (at least one a term)."""
    if type(b) is not Term:
        return _and_literal(a, b)
    if type(a) is not Term:
        return _and_literal(b, a)
    return _on_bitvectors(a, b, bitvec.bvand, "&")


def bit_or(a, b):
    """Returns Python's a | b on ints: a + b - (a & b)."""
    if type(a) is Term and type(b) is Term:
        return _on_bitvectors(a, b, bitvec.bvor, "|")
    return arith.sub(arith.add(a, b), bit_and(a, b))


def bit_xor(a, b):
    """Returns Python's a ^ b on ints: a + b - 2 (a & b)."""
    if type(a) is Term and type(b) is Term:
        return _on_bitvectors(a, b, bitvec.bvxor, "^")
    return arith.sub(arith.add(a, b), arith.mul(2, bit_and(a, b)))


def _magnitude_width(x, method: str) -> int:
    """Returns the least width w of WIDTHS at which the path proves |x| < 2**w; refuses
    `x.method()` when even the widest cannot be proven."""
    magnitude = _absolute(x)
    for w in WIDTHS:
        if proven(arith.lt(magnitude, 1 << w)):
            return w
    raise unsupported(
        f"`.{method}()` of the symbolic int `{x}`",
        f"stamen encodes it bit by bit up to 2**{WIDTHS[-1]}, and could not prove |x| is "
        f"below that on this path; bound it with stamen.assume or an `if`")


def bit_length(x):
    """Returns Python's x.bit_length() of an int term: how many j < w have |x| >= 2**j,
    where the path proves |x| < 2**w."""
    magnitude = _absolute(x)
    w = _magnitude_width(x, "bit_length")
    return arith.add(*(ite(arith.le(1 << j, magnitude), 1, 0) for j in range(w)))


def bit_count(x):
    """Returns Python's x.bit_count() of an int term: a case split over the values of |x|
    where the path bounds them by MAX_CASES, else the sum of the bits of |x| below w,
    where the path proves |x| < 2**w."""
    magnitude = _absolute(x)
    cases = _covering_cases(magnitude, 0)
    if cases is not None:  # a few values: the count of each, cheaper for the solvers
        return _split(magnitude, cases, int.bit_count)
    w = _magnitude_width(x, "bit_count")
    return arith.add(*(arith.mod(arith.div(magnitude, 1 << j) if j else magnitude, 2)
                       for j in range(w)))


# ------------------------------------------------------------ case splits --


def _covering_cases(k, lo: int) -> list[int] | None:
    """Returns the values >= lo that the int term `k` may take here, all proven to cover the
    path: those of an ite of literals, else lo..lo+B for the least B (a power of two, at
    most MAX_CASES) the path proves; None when no such bound is proven."""
    values = value_map(k)
    if values is not None:
        outside = [g for v, g in values.items() if not lo <= v <= lo + MAX_CASES]
        if not outside or proven(not_(or_(*outside))):
            return sorted(v for v in values if lo <= v <= lo + MAX_CASES)
    bound = 1
    while bound <= MAX_CASES:
        if proven(and_(arith.le(lo, k), arith.le(k, lo + bound))):
            return list(range(lo, lo + bound + 1))
        bound *= 2
    return None


def _cases(k, lo: int, construct: str) -> list[int]:
    """Returns `_covering_cases(k, lo)`; refuses `construct` when no bound is proven."""
    cases = _covering_cases(k, lo)
    if cases is not None:
        return cases
    raise unsupported(
        construct,
        f"stamen splits it into the cases {lo}..{lo + MAX_CASES} of the symbolic operand "
        f"`{k}` and could not prove it stays within them on this path; bound it with "
        f"stamen.assume or an `if`")


def _split(k, cases: list[int], value_at: Callable):
    """Returns value_at(j) where k == j, for the covering cases of `k`."""
    result = value_at(cases[-1])
    for j in reversed(cases[:-1]):
        result = ite(eq(k, j), value_at(j), result)
    return result


def _nonnegative_count(k, message: str) -> None:
    require(arith.le(0, k), message, ValueError)


def shift_left(a, k):
    """Returns Python's a << k on ints, k possibly symbolic (a negative k fails the path)."""
    if type(k) is not Term:
        if k < 0:
            raise ValueError("negative shift count")
        return arith.mul(a, 1 << k)
    _nonnegative_count(k, "negative shift count")
    if type(a) is not Term and a == 0:
        return 0
    return _split(k, _cases(k, 0, "`<<` by a symbolic count"),
                  lambda j: arith.mul(a, 1 << j))


def shift_right(a, k):
    """Returns Python's a >> k on ints (floor division by 2**k), k possibly symbolic."""
    if type(k) is not Term:
        if k < 0:
            raise ValueError("negative shift count")
        return arith.div(a, 1 << k)
    _nonnegative_count(k, "negative shift count")
    if type(a) is not Term:  # a >> j is 0 or -1 for every j >= a.bit_length()
        return _split(k, list(range(a.bit_length() + 1)), lambda j: a >> j)
    return _split(k, _cases(k, 0, "`>>` by a symbolic count"),
                  lambda j: arith.div(a, 1 << j))


# ------------------------------------------------------------------ power --


def _repeat(base, n: int, sort):
    """Returns base ** n for n >= 0 as a product."""
    result = Fraction(1) if sort is REAL else 1
    for _ in range(n):
        result = arith.mul(result, base)
    return result


def _power_literal(base, n: int, sort):
    """Returns base ** n for a literal n; negative n needs a real base (checked nonzero)."""
    if n >= 0:
        return _repeat(base, n, sort)
    divisor = _repeat(base, -n, sort)
    if type(divisor) is not Term and divisor == 0:
        return Fraction(0)  # never taken: `_nonzero_for_negative` fails this case
    return arith.rdiv(Fraction(1), divisor)


def _zero_power_text() -> str:
    """Python's text for `Fraction(0) ** -1` (a real base is a Fraction's value)."""
    try:
        Fraction(0) ** -1
    except ZeroDivisionError as exc:
        return str(exc)
    raise AssertionError("Fraction(0) ** -1 did not fail")


_ZERO_POWER = _zero_power_text()


def _nonzero_for_negative(base, exponent) -> None:
    """Requires base != 0 where the exponent is negative, as Python does."""
    negative = arith.lt(exponent, 0) if type(exponent) is Term else exponent < 0
    zero = eq(base, Fraction(0)) if type(base) is Term else base == 0
    require(not_(and_(negative, zero)), _ZERO_POWER)


def _surely_nonnegative(k) -> bool:
    """Whether the int `k` is at least 0 on this path: read off its values where it is an
    ite of literals (a loop's counter after a merge: the solver's capped proof may give
    up on the conditions around them), else proven."""
    if type(k) is not Term:
        return k >= 0
    values = value_map(k)
    if values is not None:
        return all(v >= 0 for v in values)
    return proven(arith.le(0, k))


def power(base, exponent, sort):
    """Returns Python's base ** exponent for an int exponent and a base of `sort` (int or
    real), either possibly symbolic. An int base to a negative power is a float in Python:
    refused. A real base to a negative power is exact (0 to a negative power fails)."""
    if sort is INT and not _surely_nonnegative(exponent):
        raise unsupported(
            "`**` on an int with an exponent that may be negative",
            "Python computes a float there with the C library's pow, which is not "
            "correctly rounded and which stamen does not encode; bound the exponent to be "
            "non-negative, or use a fractions.Fraction base")
    if sort is REAL:
        _nonzero_for_negative(base, exponent)
    if type(exponent) is not Term:
        return _power_literal(base, exponent, sort)
    if sort is INT:
        cases = _cases(exponent, 0, "`**` with a symbolic exponent")
    else:
        cases = _signed_cases(
            exponent, "`**` with a symbolic exponent",
            f"stamen splits it into the cases -{MAX_CASES}..{MAX_CASES} of the exponent "
            "`{k}` and could not prove it stays within them on this path; bound it with "
            "stamen.assume or an `if`")
    return _split(exponent, cases, lambda j: _power_literal(base, j, sort))


def _signed_cases(k, construct: str, detail: str, literal_limit: int = MAX_CASES) -> list[int]:
    """Returns covering cases of the int term `k`, which may be negative: the literals of an
    ite (each at most `literal_limit` in magnitude), else -B..B for the least B the path
    proves (at most MAX_CASES); refuses `construct` otherwise, saying `detail` (where
    "{k}" stands for the term, printed only then)."""
    values = value_map(k)
    if values is not None and all(abs(v) <= literal_limit for v in values):
        return sorted(values)
    bound = 1
    while bound <= MAX_CASES:
        if proven(and_(arith.le(-bound, k), arith.le(k, bound))):
            return list(range(-bound, bound + 1))
        bound *= 2
    raise unsupported(construct, detail.replace("{k}", str(k)))


def modular_power(base, exponent, modulus):
    """Returns Python's pow(base, exponent, modulus) on ints, any of them possibly symbolic
    (a modulus of 0 fails the path; a negative exponent, a modular inverse, is refused)."""
    from stamen.terms.operators import py_mod

    if type(modulus) is Term:
        require(not_(eq(modulus, 0)), "pow() 3rd argument cannot be 0", ValueError)
    elif modulus == 0:
        raise ValueError("pow() 3rd argument cannot be 0")
    if not proven(arith.le(0, exponent) if type(exponent) is Term else exponent >= 0):
        raise unsupported(
            "pow() with a possibly negative exponent and a modulus",
            "Python computes a modular inverse there, which stamen does not encode; bound "
            "the exponent to be non-negative")

    def at(j: int):
        if type(base) is not Term and type(modulus) is not Term:
            return pow(base, j, modulus)
        return py_mod(_repeat(base, j, INT), modulus, INT)

    if type(exponent) is not Term:
        return at(exponent)
    return _split(exponent, _cases(exponent, 0, "pow() with a symbolic exponent"), at)


# ------------------------------------------------------------- gcd, lcm --


def _divisors(c: int) -> list[int]:
    """Returns the positive divisors of c > 0, ascending (trial division up to sqrt c)."""
    small, large, d = [], [], 1
    while d * d <= c:
        if c % d == 0:
            small.append(d)
            if d * d != c:
                large.append(c // d)
        d += 1
    return small + large[::-1]


def _absolute(x):
    return ite(arith.lt(x, 0), arith.neg(x), x)


def _integer_argument(v, name: str):
    """Returns `v` as an int or int term, as math's C code reads an integer argument: a
    bool counts as 0/1; anything else is Python's TypeError (a bit-vector is refused)."""
    from stamen.terms.operators import python_type_name
    from stamen.terms.sorts import BOOL, BitVecSort

    if type(v) is Term:
        if v.sort is INT:
            return v
        if v.sort is BOOL:
            return ite(v, 1, 0)
        if type(v.sort) is BitVecSort:
            raise unsupported(f"math.{name}() of a bit-vector",
                              "convert it with bv2int (signed or unsigned) first")
    elif isinstance(v, int):
        return int(v)
    raise TypeError(f"'{python_type_name(v)}' object cannot be interpreted as an integer")


def _gcd_literal(x, c: int):
    """Returns gcd(x, c) for an int term x and an int c: |x| for c == 0, else the greatest
    divisor of |c| that divides x (exact for every x)."""
    c = abs(c)
    if c == 0:
        return _absolute(x)
    if c > MAX_GCD_LITERAL:
        raise unsupported("math.gcd() of a symbolic int and a large int",
                          f"stamen splits on the divisors of the concrete operand, which "
                          f"must be at most {MAX_GCD_LITERAL} in magnitude")
    result = 1
    for d in _divisors(c)[1:]:  # ascending: a greater divisor that divides x wins
        result = ite(eq(arith.mod(x, d), 0), d, result)
    return result


def _gcd2(a, b):
    """Returns gcd(a, b) on ints, either possibly a term."""
    if type(a) is not Term and type(b) is not Term:
        import math

        return math.gcd(a, b)
    if type(b) is not Term:
        return _gcd_literal(a, b)
    if type(a) is not Term:
        return _gcd_literal(b, a)
    if value_map(b) is None and value_map(a) is not None:
        a, b = b, a
    cases = _signed_cases(
        b, "math.gcd() of two symbolic ints",
        "stamen splits on the values of one operand and could not prove `{k}` lies in "
        f"-{MAX_CASES}..{MAX_CASES} on this path; bound it with stamen.assume or an `if`, "
        "or make one operand concrete", MAX_GCD_LITERAL)
    return _split(b, cases, lambda j: _gcd_literal(a, j))


def gcd(*integers):
    """Returns Python's math.gcd(*integers) (0 for no arguments), any possibly a term."""
    result = 0
    for v in integers:
        result = _gcd2(result, _integer_argument(v, "gcd"))
    return result


def _lcm2(a, b):
    """Returns lcm(a, b) = |a * b| / gcd(a, b) on ints (0 when either is 0): split on the
    gcd's values so that the division is by a literal."""
    if type(a) is not Term and type(b) is not Term:
        import math

        return math.lcm(a, b)
    if (type(a) is not Term and a == 0) or (type(b) is not Term and b == 0):
        return 0
    if type(a) is Term and type(b) is Term:  # split on one operand's values, as gcd does
        if value_map(b) is None and value_map(a) is not None:
            a, b = b, a
        cases = _signed_cases(
            b, "math.lcm() of two symbolic ints",
            "stamen splits on the values of one operand and could not prove `{k}` lies in "
            f"-{MAX_CASES}..{MAX_CASES} on this path; bound it with stamen.assume or an `if`, "
            "or make one operand concrete", MAX_GCD_LITERAL)
        return _split(b, cases, lambda j: _lcm2(a, j))
    g = _gcd2(a, b)
    product = _absolute(arith.mul(a, b))
    values = value_map(g) if type(g) is Term else {g: True}
    if values is None:  # two symbolic operands, gcd split on one of them
        raise unsupported("math.lcm() of two symbolic ints",
                          "make one operand concrete")
    result = None
    for d in sorted(values):
        at = 0 if d == 0 else arith.div(product, d)
        result = at if result is None else ite(eq(g, d), at, result)
    return result


MAX_ISQRT = MAX_CASES * MAX_CASES * 16  # the largest n whose isqrt is encoded (a chain of 256)


def isqrt(n):
    """Returns Python's math.isqrt(n), n possibly a term: the r with r*r <= n < (r+1)**2,
    encoded linearly as a chain of comparisons (r is j where (j+1)**2 > n, the least such
    j) up to the least power-of-four bound N the path proves n lies under (at most
    MAX_ISQRT); Python's ValueError where n < 0 (a failure of those paths). Refused
    where the path bounds n by no such N."""
    n = _integer_argument(n, "isqrt")
    if type(n) is not Term:
        return math.isqrt(n)
    require(arith.le(0, n), "isqrt() argument must be nonnegative", ValueError)
    bound = least_proven_bound(n, 4, 4, MAX_ISQRT)  # (n < 0 failed above)
    if bound is None:
        raise unsupported("math.isqrt() of a symbolic int",
                          f"stamen encodes it for values the path proves below "
                          f"{MAX_ISQRT}; bound it with stamen.assume or an `if`")
    root = math.isqrt(bound - 1)
    result = root
    for j in reversed(range(root)):  # the least j with n < (j+1)**2
        result = ite(arith.lt(n, (j + 1) * (j + 1)), j, result)
    return result


MAX_TABLE = 4096  # the most combinations of argument values `tabled` writes out


def tabled(fn, name: str, *args):
    """Returns Python's `fn(*args)` (a math function of ints: comb, perm, factorial) where
    some argument is an int term: each term's values on this path (the literals of an ite,
    or -B..B for the least B the path proves, B <= MAX_CASES) are combined, `fn` is
    computed natively on each combination, and the result is a chain of ites over them;
    the combinations where Python raises (a ValueError for a negative argument) fail
    those paths with Python's exception and message. Refused where an argument is not so
    bounded or the combinations exceed MAX_TABLE."""
    ints = [_integer_argument(a, name) for a in args]
    detail = ("stamen computes it on the values the path bounds an argument to "
              f"(-{MAX_CASES}..{MAX_CASES}); bound `{{k}}` with stamen.assume or an `if`")
    cases = [_signed_cases(a, f"math.{name}() of a symbolic int", detail)
             if type(a) is Term else [a] for a in ints]
    combos = [()]
    for values in cases:
        combos = [(*c, v) for c in combos for v in values]
        if len(combos) > MAX_TABLE:
            raise unsupported(f"math.{name}() of symbolic ints",
                              f"more than {MAX_TABLE} combinations of their values")
    results, raised = [], {}
    for combo in combos:
        at = and_(*(eq(a, v) for a, v in zip(ints, combo, strict=True) if type(a) is Term))
        try:
            results.append((at, fn(*combo)))
        except (ValueError, OverflowError) as exc:
            raised.setdefault((type(exc), str(exc)), []).append(at)
    for (error, message), where in raised.items():
        require(not_(or_(*where)), message, error)
    if not results:
        return 0  # every path failed above
    result = results[-1][1]
    for at, value in reversed(results[:-1]):
        result = ite(at, value, result)
    return result


def comb(n, k):
    """Returns Python's math.comb(n, k), either possibly a term (see `tabled`)."""
    return tabled(math.comb, "comb", n, k)


def perm(n, k=None):
    """Returns Python's math.perm(n, k), either possibly a term (see `tabled`)."""
    if k is None:
        return tabled(math.perm, "perm", n)
    return tabled(math.perm, "perm", n, k)


def factorial(n):
    """Returns Python's math.factorial(n), n possibly a term (see `tabled`)."""
    return tabled(math.factorial, "factorial", n)


def lcm(*integers):
    """Returns Python's math.lcm(*integers) (1 for no arguments), any possibly a term."""
    result = 1
    for v in integers:
        result = _lcm2(result, _integer_argument(v, "lcm"))
    return result
