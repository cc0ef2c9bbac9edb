"""Held-out probes of issue 10, round 6b (worktree z10h): what Python's semantics says
exactly where a symbolic encoding is tempted to approximate: sort stability and ties,
integer division, rounding and unbounded ints, the user protocols' fallbacks, and dict
order. Each is the body of a `Program` over inputs x and y, run by `test_probes.py` like
the other probes (merged into `probes.PROBES`); the ones in `SEMANTICS_CI` run in the
default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["SEMANTICS_PROBES", "SEMANTICS_CI", "SEMANTICS_OPEN"]

SEMANTICS_PROBES: dict[str, str] = {}

# --- ordering: stability with symbolic keys, reverse=True, key tuples, min/max ties,
# lexicographic comparison, bisect/heapq ties, reflected __lt__, cmp_to_key

SEMANTICS_PROBES["sem_ord_stable_records"] = '''
@lifted
def f(x, y):
    recs = [(x % 2, "a"), (y % 2, "b"), (0, "c"), (x % 2, "d"), (1, "e")]
    return [t for _, t in sorted(recs, key=lambda r: r[0])]
'''

SEMANTICS_PROBES["sem_ord_reverse_stable"] = '''
@lifted
def f(x, y):
    recs = [(abs(x) % 2, "a"), (int(y > 0), "b"), (0, "c"), (1, "d")]
    r1 = [t for _, t in sorted(recs, key=lambda r: r[0], reverse=True)]
    r2 = [t for _, t in reversed(sorted(recs, key=lambda r: r[0]))]
    return r1, r2, r1 == r2
'''

SEMANTICS_PROBES["sem_ord_sort_inplace_alias"] = '''
@lifted
def f(x, y):
    xs = [x, y, -x, y - 1, 0]
    alias = xs
    r = xs.sort(key=abs)
    return r, alias, xs is alias
'''

SEMANTICS_PROBES["sem_ord_sort_reverse_inplace"] = '''
@lifted
def f(x, y):
    xs = [(x > 0, "p"), (y > 0, "q"), (False, "r"), (True, "s")]
    ys = list(xs)
    xs.sort(key=lambda p: p[0], reverse=True)
    ys.sort(key=lambda p: p[0])
    return [t for _, t in xs], [t for _, t in ys[::-1]]
'''

SEMANTICS_PROBES["sem_ord_key_tuple"] = '''
@lifted
def f(x, y):
    people = [("ann", x), ("bob", y), ("cy", x), ("dee", -y)]
    by_score = sorted(people, key=lambda p: (-p[1], p[0]))
    by_sign = sorted(people, key=lambda p: (p[1] > 0,))
    return [p[0] for p in by_score], [p[0] for p in by_sign]
'''

SEMANTICS_PROBES["sem_ord_minmax_first_tie_key"] = '''
@lifted
def f(x, y):
    items = [("a", x), ("b", y), ("c", x), ("d", -x)]
    return (max(items, key=lambda p: abs(p[1]))[0], min(items, key=lambda p: abs(p[1]))[0],
            max(items, key=lambda p: p[1] % 2)[0], min(items, key=lambda p: p[1] % 2)[0])
'''

SEMANTICS_PROBES["sem_ord_minmax_default"] = '''
@lifted
def f(x, y):
    xs = [v for v in (x, y, x + y) if v > 0]
    return (max(xs, default=None), min(xs, default=-99),
            max(xs, key=lambda v: -v, default="none"), min((), default=x))
'''

SEMANTICS_PROBES["sem_ord_minmax_bool_int_first"] = '''
@lifted
def f(x, y):
    a = x > 0
    b = 1 if y > 0 else 0
    return max(a, b), max(b, a), min(a, b), min(b, a), max([a, b, True]), min([b, False, a])
'''

SEMANTICS_PROBES["sem_ord_sorted_bool_int"] = '''
@lifted
def f(x, y):
    vals = [x > 0, 1, 0, y == 0, False, x % 2]
    s = sorted(vals)
    return s, [type(v).__name__ for v in s], sorted(vals, reverse=True)
'''

SEMANTICS_PROBES["sem_ord_min_empty_key_raises"] = '''
@lifted
def f(x, y):
    xs = [v for v in range(x) if v != y]
    try:
        return min(xs, key=lambda v: -v), max(*xs, -5) if len(xs) > 0 else "one"
    except ValueError:
        return "empty"
    except TypeError:
        return "type"
'''

SEMANTICS_PROBES["sem_ord_minmax_varargs_key"] = '''
@lifted
def f(x, y):
    return (max(x, -x, key=abs), min(-x, x, key=abs), max(y, -y, 0, key=lambda v: v * v),
            min((x, "a"), (x, "b")), max([x], [x, 0]), min(x, y, key=lambda v: 0))
'''

SEMANTICS_PROBES["sem_ord_tuple_len_cmp"] = '''
@lifted
def f(x, y):
    a = (x, y)
    b = (x, y, 0) if x > 0 else (x,)
    return (a < b, a <= b, b < a, a == b[:2], (x,) < (x, y), [x, y] < [x, y, -5],
            [] < [x], () == [], (1, 2) < (1, 2, 0))
'''

SEMANTICS_PROBES["sem_ord_list_lex_cmp"] = '''
@lifted
def f(x, y):
    a = [x, y, 1]
    b = [y, x]
    return a < b, a > b, a >= b, max(a, b), min([a, b, [x]]), sorted([b, a, [x, y]])
'''

SEMANTICS_PROBES["sem_ord_tuple_nested_cmp"] = '''
@lifted
def f(x, y):
    p = (x, [y])
    q = (x, [y, 0]) if y > 0 else (x, [y - 1])
    return p < q, p == (x, [y]), (x, (y, 1)) > (x, (y,)), sorted([q, p, (x - 1, [9])])
'''

SEMANTICS_PROBES["sem_ord_bisect_dups"] = '''
from bisect import bisect_left, bisect_right, insort
@lifted
def f(x, y):
    xs = sorted([x, y, y, 0, 0, 1])
    i, j = bisect_left(xs, y), bisect_right(xs, y)
    insort(xs, x)
    return i, j, j - i, xs, bisect_left(xs, 0, 1, 4), bisect_right(xs, 0, 0, 2)
'''

SEMANTICS_PROBES["sem_ord_insort_key_stable"] = '''
from bisect import insort_left, insort_right
@lifted
def f(x, y):
    xs = [(0, "a"), (1, "b"), (1, "c"), (2, "d")]
    insort_right(xs, (abs(x) % 3, "R"), key=lambda p: p[0])
    insort_left(xs, (abs(y), "L"), key=lambda p: p[0])
    return [t for _, t in xs]
'''

SEMANTICS_PROBES["sem_ord_heapq_tuple_ties"] = '''
import heapq
@lifted
def f(x, y):
    h = []
    for i, p in enumerate([x % 2, y % 2, 0, 1]):
        heapq.heappush(h, (p, i, "t" + str(i)))
    out = [heapq.heappop(h)[2] for _ in range(3)]
    return (out, heapq.nsmallest(2, [x, y, x, -y]),
            heapq.nlargest(2, [(abs(x), "a"), (abs(y), "b"), (1, "c")]))
'''

SEMANTICS_PROBES["sem_ord_heapq_nsmallest_key_ties"] = '''
import heapq
@lifted
def f(x, y):
    recs = [("a", x % 2), ("b", y % 2), ("c", 0), ("d", 1), ("e", x % 2)]
    return ([r[0] for r in heapq.nsmallest(3, recs, key=lambda r: r[1])],
            [r[0] for r in heapq.nlargest(3, recs, key=lambda r: r[1])])
'''

SEMANTICS_PROBES["sem_ord_user_lt_only"] = '''
@lifted
class V:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag
    def __lt__(self, o):
        return self.v < o.v
@lifted
def f(x, y):
    vs = [V(x, "a"), V(y, "b"), V(x, "c"), V(0, "d")]
    return ([v.tag for v in sorted(vs)], max(vs).tag, min(vs).tag, V(x, "e") > V(y, "f"),
            [v.tag for v in sorted(vs, reverse=True)])
'''

SEMANTICS_PROBES["sem_ord_user_gt_only_sorted"] = '''
@lifted
class G:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        return self.v > o.v
@lifted
def f(x, y):
    gs = [G(x), G(y), G(0)]
    try:
        s = [g.v for g in sorted(gs)]
    except TypeError:
        s = "type"
    try:
        le = G(x) <= G(y)
    except TypeError:
        le = "no le"
    return s, max(gs).v, le
'''

SEMANTICS_PROBES["sem_ord_cmp_to_key_symbolic"] = '''
import functools
@lifted
def f(x, y):
    def cmp(a, b):
        return (a % 3) - (b % 3) if x > 0 else (b - a) * 7
    xs = [y, x, 2, -1, 0, 3]
    return sorted(xs, key=functools.cmp_to_key(cmp)), max(xs, key=functools.cmp_to_key(cmp))
'''

SEMANTICS_PROBES["sem_ord_sort_key_raises_unchanged"] = '''
@lifted
def f(x, y):
    xs = [3, x, 1, y]
    try:
        xs.sort(key=lambda v: 10 // v)
    except ZeroDivisionError:
        return "zde", xs
    return xs
'''

SEMANTICS_PROBES["sem_ord_key_called_once"] = '''
@lifted
def f(x, y):
    calls = []
    def k(v):
        calls.append(v)
        return -v
    m = max([x, y, 0], key=k)
    s = sorted([y, x], key=k)
    return m, s, calls
'''

SEMANTICS_PROBES["sem_ord_sort_strings_case"] = '''
@lifted
def f(x, y):
    words = ["b", "A", "a", "B", "c" * abs(x), "a" * (y + 1)]
    return (sorted(words), sorted(words, key=str.lower),
            sorted(words, key=len, reverse=True), max(words, key=len))
'''

SEMANTICS_PROBES["sem_ord_sort_identity_ties"] = '''
@lifted
class Box:
    def __init__(self, v):
        self.v = v
@lifted
def f(x, y):
    a, b, c = Box(x), Box(y), Box(x)
    s = sorted([c, b, a], key=lambda o: o.v)
    return [o is a for o in s], [o is c for o in s], max([a, c], key=lambda o: o.v) is a
'''

# --- integer semantics: floor division and modulo signs, true division, rounding, pow,
# shifts and bit operations on negatives, unbounded ints, bools as ints, math, operator,
# chained comparisons, `and`/`or` operands

SEMANTICS_PROBES["sem_int_floor_mod_identity"] = '''
@lifted
def f(x, y):
    out = []
    for d in (y - 2, 3, -3, y + 1):
        if d == 0:
            out.append(None)
            continue
        q, r = x // d, x % d
        out.append((q, r, q * d + r == x, (r == 0) or ((r < 0) == (d < 0)), -x // d, -x % d))
    return out
'''

SEMANTICS_PROBES["sem_int_true_div_vs_floor"] = '''
@lifted
def f(x, y):
    try:
        return int(x / y), x // y, int(x / y) == x // y, (x / y).is_integer(), x / y
    except ZeroDivisionError:
        return "zero"
'''

SEMANTICS_PROBES["sem_int_round_banker"] = '''
@lifted
def f(x, y):
    return (round(x + 0.5), round(x * 5 + 5, -1), round(2.5), round(-0.5), round(x / 2),
            round(x * 50, -2), round(y * 15, -1), type(round(x, 1)).__name__)
'''

SEMANTICS_PROBES["sem_int_round_float_digits"] = '''
@lifted
def f(x, y):
    return round(x / 8, 2), round(x / 4, 1), round(y * 0.25, 1), round(x / 3)
'''

SEMANTICS_PROBES["sem_int_bool_unary_types"] = '''
@lifted
def f(x, y):
    b = x > y
    return (abs(b), type(abs(b)).__name__, +b, type(+b).__name__, -b, ~b, b // 1,
            type(b // 1).__name__, b ** 2, type(b * 1).__name__, type(b & True).__name__)
'''

SEMANTICS_PROBES["sem_int_pow_symbolic_exp"] = '''
@lifted
def f(x, y):
    try:
        r = pow(x, y)
    except ZeroDivisionError:
        return "zde"
    return r, type(r).__name__, x ** abs(y) * (-1) ** y
'''

SEMANTICS_PROBES["sem_int_pow_mod_inverse"] = '''
@lifted
def f(x, y):
    m = 5 if x > 0 else (-3 if x < 0 else 0)
    try:
        return pow(x + 7, y, m), pow(x, 2, 7), pow(-x, 3, -4)
    except ValueError:
        return "value"
'''

SEMANTICS_PROBES["sem_int_unbounded"] = '''
@lifted
def f(x, y):
    big = x ** 20
    return big, big > 2 ** 31, (x * 1000003) ** 3, 3 ** (y + 40) % 1000, -(2 ** 63) - x
'''

SEMANTICS_PROBES["sem_int_big_shifts"] = '''
@lifted
def f(x, y):
    return x << 40, (x << 62) >> 60, (1 << 70) + x, x >> 100, -(1 << 65) >> (y + 1)
'''

SEMANTICS_PROBES["sem_int_shift_neg_operands"] = '''
@lifted
def f(x, y):
    try:
        a = x << y
    except ValueError:
        a = None
    try:
        b = x >> y
    except ValueError:
        b = None
    return a, b, x >> 10, (x << 3) >> 3, -1 >> 100, x >> 1 == x // 2
'''

SEMANTICS_PROBES["sem_int_bitops_negative"] = '''
@lifted
def f(x, y):
    return (x & y, x | y, x ^ y, ~x, x & -x, x & ~y, -x & 0xFF, (x ^ -1) == ~x,
            (x | -8) >> 1, ~(x & y) == (~x | ~y))
'''

SEMANTICS_PROBES["sem_int_bit_length_count"] = '''
@lifted
def f(x, y):
    v = x * y * 5
    return (x.bit_length(), v.bit_length(), (-x).bit_length(), (0).bit_length(),
            v.bit_count(), (x - 4).bit_count(), (1 << (y + 1)).bit_length())
'''

SEMANTICS_PROBES["sem_int_bool_in_arith"] = '''
@lifted
def f(x, y):
    return (True * x, x + (y > 0), x * (y > 0), "ab" * (x > 0), [x] * (y >= 0),
            sum([x > 0, y > 0, True]), (x > 0) - (y > 0), divmod(x > 0, 2), (x > 0) / 2)
'''

SEMANTICS_PROBES["sem_int_augassign_bool"] = '''
@lifted
def f(x, y):
    b = x > 0
    c = b
    b += 1
    d = y > 0
    d &= x < 2
    e = y > 0
    e |= 4
    return b, type(b).__name__, c, type(c).__name__, d, type(d).__name__, e
'''

SEMANTICS_PROBES["sem_int_math_gcd_family"] = '''
import math
@lifted
def f(x, y):
    out = [math.gcd(x, y, 6), math.gcd(), math.gcd(x, 0), math.lcm(x, -2), math.lcm(),
           math.lcm(y, x, 3)]
    for fn, a in ((math.isqrt, x), (math.factorial, y)):
        try:
            out.append(fn(a))
        except ValueError:
            out.append("ve")
    try:
        out.append(math.comb(y + 1, x))
    except ValueError:
        out.append("comb")
    try:
        out.append(math.perm(x, y))
    except ValueError:
        out.append("perm")
    return out
'''

SEMANTICS_PROBES["sem_int_math_floor_ceil_copysign"] = '''
import math
@lifted
def f(x, y):
    return (math.floor(x / 3), math.ceil(-x / 3), math.floor(x), type(math.ceil(x)).__name__,
            math.copysign(x, y), math.copysign(0, -1), math.fabs(x), math.trunc(-x / 2),
            math.copysign(1, y) * abs(x))
'''

SEMANTICS_PROBES["sem_int_operator_module"] = '''
import operator
@lifted
def f(x, y):
    xs = [x, y, x]
    return (operator.add(x, y), operator.floordiv(x, 3), operator.mod(x, -3),
            operator.neg(x), operator.not_(x), operator.truth(y), operator.index(x),
            operator.and_(x, y), operator.xor(x, y), operator.invert(x), operator.abs(-x),
            operator.contains(xs, y), operator.countOf(xs, x), operator.indexOf(xs, y),
            operator.lshift(x, 2), operator.is_(x > 0, True), operator.ne(x, y))
'''

SEMANTICS_PROBES["sem_int_chain_side_effects"] = '''
@lifted
def f(x, y):
    log = []
    def v(n, tag):
        log.append(tag)
        return n
    r = v(x, "a") < v(y, "b") < v(1, "c")
    s = v(x, "d") == v(x, "e") != v(y, "f")
    return r, s, log
'''

SEMANTICS_PROBES["sem_int_chain_eq_mixed"] = '''
@lifted
def f(x, y):
    b = x > 0
    return (x == y == b, 0 == x < y, x < y == y, 1 == b == True, x != y != x,
            x in [y] == [y], x is not None is not b)
'''

SEMANTICS_PROBES["sem_int_and_or_operands"] = '''
@lifted
def f(x, y):
    return (x and y or 0, x or y, (x > 0) and y, x and "s", [] or x, 0 or [] or None,
            y and [y] or (), x or y and "z", not x or y)
'''

SEMANTICS_PROBES["sem_int_not_ints"] = '''
@lifted
def f(x, y):
    return not x, not -x, not (x - x), type(not y).__name__, not (x, y), not [x][1:], not ""
'''

SEMANTICS_PROBES["sem_int_divmod_zero_bool"] = '''
@lifted
def f(x, y):
    out = []
    for d in (y, y > 0, -1):
        try:
            out.append(divmod(x, d))
        except ZeroDivisionError:
            out.append("zde")
    return out, divmod(True, 2), divmod(-x, 4), x % True if True else 0
'''

SEMANTICS_PROBES["sem_int_conversions"] = '''
@lifted
def f(x, y):
    return (int(x > 0), int(-x / 2), int(x / 2), int(x * -0.7), int(" -3 ") + x,
            int("0x1f", 0) + y, int("1_0") * x, int(float(x) / 4), int(True + 0.5))
'''

SEMANTICS_PROBES["sem_int_hash_values"] = '''
@lifted
def f(x, y):
    return hash(x) == hash(x + 0), hash(x > 0) == hash(int(x > 0)), hash(-1), hash(x), {x: 1}
'''

SEMANTICS_PROBES["sem_int_float_int_equal"] = '''
@lifted
def f(x, y):
    return (x == x + 0.0, x / 1 == x, {x: "i"}.get(float(x), "miss"), 1.0 in [x, y],
            x * 0.5 == x // 2, [x / 2 < y, x / 3 > y / 2])
'''

SEMANTICS_PROBES["sem_int_mod_float"] = '''
@lifted
def f(x, y):
    try:
        return x % 2.5, -x % 1.5, x // 2.0, divmod(x, -1.5), x % (y + 0.0)
    except ZeroDivisionError:
        return "zde"
'''

SEMANTICS_PROBES["sem_int_abs_min_max_arith"] = '''
@lifted
def f(x, y):
    return (abs(x) - abs(-x), abs(x - y) == max(x, y) - min(x, y), max(x, y) + min(x, y),
            abs(x) // max(abs(y), 1), -abs(x) % 3, abs(-(x ** 3)))
'''

SEMANTICS_PROBES["sem_int_sum_start_types"] = '''
@lifted
def f(x, y):
    return (sum([x > 0, y > 0]), type(sum([x > 0])).__name__, sum([], x), sum((x, y), 0.5),
            sum([[x], [y]], []), sum(range(x, y + 3)))
'''

# --- user protocols: __iter__/__next__, the old __getitem__ protocol, reversed, __contains__
# and its fallbacks, __bool__/__len__, __index__, __eq__/__hash__, NotImplemented, __iadd__

SEMANTICS_PROBES["sem_proto_iter_next"] = '''
@lifted
class Count:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i * 10
@lifted
def f(x, y):
    c = Count(x)
    first = list(c)
    second = list(c)
    d = Count(y + 1)
    return first, second, next(d, "none"), sum(d), next(d, "done")
'''

SEMANTICS_PROBES["sem_proto_getitem_old_iter"] = '''
@lifted
class Seq:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i
@lifted
def f(x, y):
    s = Seq(x)
    return list(s), 4 in s, y * y in s, [v for v in s if v > 0], tuple(Seq(y + 1))
'''

SEMANTICS_PROBES["sem_proto_getitem_keyerror_stops_not"] = '''
@lifted
class Bad:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise KeyError(i)
        return i
@lifted
def f(x, y):
    try:
        return list(Bad(x))
    except KeyError:
        return "key"
'''

SEMANTICS_PROBES["sem_proto_reversed_len_getitem"] = '''
@lifted
class R:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i < 0 or i >= self.n:
            raise IndexError(i)
        return i + 100
@lifted
def f(x, y):
    r = R(max(x, 0))
    return list(reversed(r)), len(r), bool(r), list(r)[-1:] if r else "empty", y in r
'''

SEMANTICS_PROBES["sem_proto_contains_priority"] = '''
@lifted
class C1:
    def __contains__(self, v):
        return v * 2
    def __iter__(self):
        return iter([1, 2, 3])
@lifted
class C2:
    def __iter__(self):
        return iter([1, 2, 3])
@lifted
def f(x, y):
    return x in C1(), type(x in C1()).__name__, x in C2(), x not in C1(), y in C2()
'''

SEMANTICS_PROBES["sem_proto_contains_identity_first"] = '''
@lifted
class NeverEq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__
@lifted
def f(x, y):
    a = NeverEq(x)
    xs = [NeverEq(y), a] if x > 0 else [NeverEq(y)]
    return a in xs, a == a, xs.count(a), [a] == [a], (a,) == (NeverEq(x),), a in {a}
'''

SEMANTICS_PROBES["sem_proto_bool_vs_len"] = '''
@lifted
class BL:
    def __init__(self, b, n):
        self.b = b
        self.n = n
    def __bool__(self):
        return self.b
    def __len__(self):
        return self.n
@lifted
class L:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
@lifted
def f(x, y):
    o = BL(x > 0, abs(y))
    out = [bool(o), len(o), bool(L(abs(y))), "t" if L(x * x) else "f", not L(0)]
    try:
        out.append(bool(L(x)))
    except ValueError:
        out.append("neg")
    return out
'''

SEMANTICS_PROBES["sem_proto_bool_nonbool"] = '''
@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v
@lifted
def f(x, y):
    try:
        return bool(B(x > y)), "yes" if B(x == 0) else "no", bool(B(x))
    except TypeError:
        return "type"
'''

SEMANTICS_PROBES["sem_proto_len_nonint"] = '''
@lifted
class L:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return self.v
@lifted
def f(x, y):
    n = len(L(x > 0))
    try:
        m = len(L("3" if y > 0 else 2))
    except TypeError:
        m = "type"
    return n, type(n).__name__, m
'''

SEMANTICS_PROBES["sem_proto_index_slicing_range"] = '''
import operator
@lifted
class N:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
@lifted
def f(x, y):
    xs = [10, 20, 30, 40]
    return (xs[N(x):], xs[N(y)], list(range(N(y), N(x))), [0] * N(y), operator.index(N(x)),
            hex(N(x)), xs[N(-1):N(x):N(1)], "abc"[N(y)])
'''

SEMANTICS_PROBES["sem_proto_index_bool_subscript"] = '''
@lifted
def f(x, y):
    xs = ["a", "b", "c"]
    d = {1: "one", 0: "zero"}
    return xs[x > 0], xs[True], xs[-(y > 0)], d[x < y], xs[x > 0:], (10, 20)[y == 0]
'''

SEMANTICS_PROBES["sem_proto_eq_without_hash"] = '''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, P) and self.v == o.v
@lifted
def f(x, y):
    a, b = P(x), P(y)
    out = [a == b, a in [b], [a, b].index(P(x)), P.__hash__ is None]
    try:
        out.append(len({a, b}))
    except TypeError:
        out.append("unhashable")
    try:
        out.append({a: 1}[b])
    except TypeError:
        out.append("unhashable key")
    except KeyError:
        out.append("missing")
    return out
'''

SEMANTICS_PROBES["sem_proto_hash_eq_dict_symbolic"] = '''
@lifted
class K:
    def __init__(self, a, b):
        self.a = a
        self.b = b
    def __eq__(self, o):
        return isinstance(o, K) and (self.a, self.b) == (o.a, o.b)
    def __hash__(self):
        return hash((self.a, self.b))
@lifted
def f(x, y):
    d = {K(x, y): "first"}
    d[K(y, x)] = "second"
    d[K(x, y)] = "again"
    s = {K(x % 2, 0), K(y % 2, 0), K(1, 0)}
    return len(d), d[K(x, y)], [v for v in d.values()], len(s), K(1, 0) in s
'''

SEMANTICS_PROBES["sem_proto_hash_matches_int"] = '''
@lifted
class I:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o
    def __hash__(self):
        return hash(self.v)
@lifted
def f(x, y):
    d = {I(x): "obj"}
    return d.get(x, "miss"), d.get(y, "miss"), x in d, I(y) in {y: 1}
'''

SEMANTICS_PROBES["sem_proto_eq_nonbool"] = '''
@lifted
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v - o.v
@lifted
def f(x, y):
    a, b = E(x), E(y)
    return (a == b, a != b, "eq" if a == b else "ne", [a] == [b], [a] == [a], (a,) != (b,),
            b in [a])
'''

SEMANTICS_PROBES["sem_proto_lt_notimplemented_path"] = '''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        if not isinstance(o, A) or self.v < 0:
            return NotImplemented
        return self.v < o.v
    def __gt__(self, o):
        if not isinstance(o, A):
            return NotImplemented
        return self.v > o.v
@lifted
def f(x, y):
    out = []
    for a, b in ((A(x), A(y)), (A(x), 3)):
        try:
            out.append(a < b)
        except TypeError:
            out.append("type")
    return out
'''

SEMANTICS_PROBES["sem_proto_ne_default_inverts"] = '''
@lifted
class Q:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if not isinstance(o, Q):
            return NotImplemented
        return self.v % 3 == o.v % 3
@lifted
def f(x, y):
    return Q(x) != Q(y), Q(x) == Q(y), Q(x) != x, Q(x) == x, x != Q(x)
'''

SEMANTICS_PROBES["sem_proto_reflected_subclass_first"] = '''
@lifted
class Base:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return "base"
    def __gt__(self, o):
        return "base-gt"
@lifted
class Sub(Base):
    def __gt__(self, o):
        return "sub-gt" if self.v > 0 else NotImplemented
@lifted
def f(x, y):
    return Base(x) < Sub(y), Sub(x) < Base(y), Base(x) > Base(y)
'''

SEMANTICS_PROBES["sem_proto_iadd_vs_add_alias"] = '''
@lifted
class Acc:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return Acc(self.v + o)
@lifted
class MAcc(Acc):
    def __iadd__(self, o):
        self.v += o * 10
        return self
@lifted
def f(x, y):
    a = Acc(x)
    alias_a = a
    a += y
    m = MAcc(x) if y > 0 else Acc(x)
    alias_m = m
    m += 1
    xs = [x]
    ys = xs
    xs += [y]
    t = (x,)
    u = t
    t += (y,)
    return a.v, alias_a.v, m.v, alias_m.v, m is alias_m, ys, u
'''

SEMANTICS_PROBES["sem_proto_iadd_returns_none"] = '''
@lifted
class Oops:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, o):
        self.v += o
@lifted
def f(x, y):
    a = Oops(x)
    b = a
    if y > 0:
        a += y
    return a is None, b.v
'''

SEMANTICS_PROBES["sem_proto_getitem_slice_obj"] = '''
@lifted
class S:
    def __getitem__(self, k):
        if isinstance(k, slice):
            return ("slice", k.start, k.stop, k.step)
        return ("index", k)
@lifted
def f(x, y):
    s = S()
    sl = slice(x, None, y if y != 0 else None)
    return (s[x], s[x:y], s[::y], s[x:], s[sl], sl.indices(5) if y != 0 else "zero",
            s[x, y])
'''

SEMANTICS_PROBES["sem_proto_setitem_delitem_branch"] = '''
@lifted
class Store:
    def __init__(self):
        self.data = {}
        self.log = []
    def __setitem__(self, k, v):
        self.log.append(("set", k))
        self.data[k] = v
    def __delitem__(self, k):
        self.log.append(("del", k))
        del self.data[k]
    def __getitem__(self, k):
        return self.data[k]
@lifted
def f(x, y):
    s = Store()
    s[x] = 1
    if y > 0:
        s[y] = 2
        del s[x]
    try:
        v = s[x]
    except KeyError:
        v = "gone"
    if x in s.data:
        s[x] += 5
    return v, s.log, list(s.data.items())
'''

SEMANTICS_PROBES["sem_proto_radd_sum"] = '''
@lifted
class M:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return M(self.v + (o.v if isinstance(o, M) else o))
    def __radd__(self, o):
        return M(o * 100 + self.v)
@lifted
def f(x, y):
    s = sum([M(x), M(y)])
    t = sum([M(x)], M(y))
    return s.v, t.v, (3 + M(x)).v, (M(x) + 3).v
'''

SEMANTICS_PROBES["sem_proto_iter_returns_non_iterator"] = '''
@lifted
class Weird:
    def __init__(self, ok):
        self.ok = ok
    def __iter__(self):
        return iter([1, 2]) if self.ok else 5
@lifted
def f(x, y):
    try:
        return list(Weird(x > 0)), sum(Weird(y >= 0))
    except TypeError:
        return "type"
'''

SEMANTICS_PROBES["sem_proto_generator_iter_method"] = '''
@lifted
class Tree:
    def __init__(self, v, kids):
        self.v = v
        self.kids = kids
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k
@lifted
def f(x, y):
    t = Tree(x, [Tree(y, []), Tree(x + y, [Tree(0, [])])] if x > 0 else [Tree(y, [])])
    it = iter(t)
    return list(t), next(it), next(it), max(t), x in t, sorted(t)
'''

SEMANTICS_PROBES["sem_proto_call_next_stop_default"] = '''
@lifted
class Once:
    def __init__(self, v):
        self.v = v
        self.done = False
    def __iter__(self):
        return self
    def __next__(self):
        if self.done:
            raise StopIteration
        self.done = True
        return self.v
@lifted
def f(x, y):
    o = Once(x)
    a = next(o, "d")
    b = next(o, "d")
    try:
        next(o)
        c = "no"
    except StopIteration:
        c = "stop"
    return a, b, c, list(zip(Once(y), [1, 2])), list(Once(x)) + list(o)
'''

# --- dicts: order after del/re-insert, equality, |, |=, popitem, pop, fromkeys, ** merges,
# colliding keys 1/True/1.0, views, Counter, defaultdict, OrderedDict

SEMANTICS_PROBES["sem_dict_del_reinsert_order"] = '''
@lifted
def f(x, y):
    d = {"a": 1, "b": 2, "c": 3}
    if x > 0:
        del d["a"]
        d["a"] = x
    if y > 0:
        d["b"] = y
    else:
        d.pop("c")
        d["c"] = y
    return list(d), list(d.values())
'''

SEMANTICS_PROBES["sem_dict_eq_order_insensitive"] = '''
import collections
@lifted
def f(x, y):
    d1 = {x: 1, y: 2} if x != y else {x: 1}
    d2 = {y: 2, x: 1} if x != y else {x: 1}
    o1 = collections.OrderedDict(d1)
    o2 = collections.OrderedDict(d2)
    return d1 == d2, list(d1) == list(d2), o1 == o2, o1 == d2, d1.items() == d2.items()
'''

SEMANTICS_PROBES["sem_dict_or_merge"] = '''
@lifted
def f(x, y):
    d = {"a": x, "b": y}
    e = {"b": -y, "c": x} if x > 0 else {"z": 0, "a": 9}
    m = d | e
    d |= {"c": 1}
    d |= [("d", y)]
    return list(m.items()), list(d.items()), list((e | d).items())
'''

SEMANTICS_PROBES["sem_dict_popitem_lifo"] = '''
@lifted
def f(x, y):
    d = {"a": 1, "b": 2}
    d["c"] = x
    if y > 0:
        d["a"] = 5
    else:
        del d["a"]
        d["a"] = 6
    out = [d.popitem(), d.popitem()]
    d.clear()
    try:
        d.popitem()
    except KeyError:
        out.append("empty")
    return out
'''

SEMANTICS_PROBES["sem_dict_pop_default"] = '''
@lifted
def f(x, y):
    d = {x: "x", 0: "zero"}
    a = d.pop(y, None)
    b = d.pop(y, "dflt")
    try:
        c = d.pop(x)
    except KeyError:
        c = "missing"
    return a, b, c, d
'''

SEMANTICS_PROBES["sem_dict_fromkeys_shared"] = '''
@lifted
def f(x, y):
    d = dict.fromkeys([x, y, x, 0])
    e = dict.fromkeys("ab", [])
    e["a"].append(y)
    g = dict.fromkeys(range(abs(y)), x)
    return list(d), list(d.values()), e, e["a"] is e["b"], g
'''

SEMANTICS_PROBES["sem_dict_unpack_override"] = '''
@lifted
def f(x, y):
    a = {"k": x, "m": 1}
    b = {"m": y, "k": 2} if y > 0 else {"n": 3}
    c = {**a, "k": 0, **b}
    return list(c.items()), list({**b, **a}.items()), dict(a, m=x + y, z=1)
'''

SEMANTICS_PROBES["sem_dict_key_collisions"] = '''
@lifted
def f(x, y):
    d = {1: "int", True: "bool", 1.0: "float"}
    e = {}
    e[x > 0] = "cmp"
    e[1] = "one"
    e[0] = "zero"
    k = list(e)
    return (list(d.items()), [type(k).__name__ for k in d], k,
            [type(v).__name__ for v in k], e.get(True), e.get(0.0), len({x, x > 0, 1.0}))
'''

SEMANTICS_PROBES["sem_dict_list_after_updates"] = '''
@lifted
def f(x, y):
    d = {}
    for k in (x, y, x, 0, y):
        d[k] = d.get(k, 0) + 1
    d.setdefault(3, 0)
    d.update({y: -1, 5: 5})
    return list(d), list(d.values()), next(iter(d)), list(d.items())[-1]
'''

SEMANTICS_PROBES["sem_dict_reversed"] = '''
@lifted
def f(x, y):
    d = {"a": x, "b": y}
    if x > y:
        d["c"] = 0
        del d["a"]
    return list(reversed(d)), list(reversed(d.values())), list(reversed(d.items()))
'''

SEMANTICS_PROBES["sem_dict_views_setops"] = '''
@lifted
def f(x, y):
    d = {x: "a", y: "b", 0: "c"}
    s = {y, 5}
    k = d.keys()
    inter = k & s
    uni = k | {7}
    diff = k - s
    d[9] = "late"
    return (sorted(inter), sorted(uni), sorted(diff), 9 in k, len(k),
            sorted(d.items() & {(0, "c"), (x, "a")}), k ^ {0}, k.isdisjoint({y}))
'''

SEMANTICS_PROBES["sem_dict_values_view_eq"] = '''
@lifted
def f(x, y):
    d = {x: 1, y: 2}
    return (d.values() == d.values(), d.keys() == d.keys(), d.items() == d.items(),
            d.keys() == {x, y}, list(d.values()) == list(d.values()), d.keys() == [x, y])
'''

SEMANTICS_PROBES["sem_dict_counter_arith"] = '''
@lifted
def f(x, y):
    a = collections.Counter({"p": x, "q": y, "r": 1})
    b = collections.Counter({"p": 1, "q": -y})
    c = a.copy()
    c.subtract(b)
    return (dict(a + b), dict(a - b), dict(a & b), dict(a | b), dict(+a), dict(-a), dict(c),
            a.total())
'''

SEMANTICS_PROBES["sem_dict_counter_most_common_ties"] = '''
@lifted
def f(x, y):
    c = collections.Counter([x % 3, y % 3, 0, 1, x % 3, 2, y % 3])
    return c.most_common(), c.most_common(2), list(c), list(c.elements()), c[7]
'''

SEMANTICS_PROBES["sem_dict_counter_update_order"] = '''
@lifted
def f(x, y):
    c = collections.Counter()
    c.update([y, x])
    c.update({x: -1, 9: 0})
    c[y] -= 1
    del c[9]
    return list(c.items()), c.most_common(1), sorted(c), +c == collections.Counter()
'''

SEMANTICS_PROBES["sem_dict_defaultdict_factory_calls"] = '''
@lifted
def f(x, y):
    calls = []
    def make():
        calls.append(len(calls))
        return [len(calls)]
    d = collections.defaultdict(make)
    d[x].append(y)
    _ = d.get(y)
    _ = y in d
    d[y]
    d[x]
    e = d.copy()
    e[100]
    return dict(d), calls, d.default_factory is make, len(e), 100 in d
'''

SEMANTICS_PROBES["sem_dict_defaultdict_missing_no_factory"] = '''
@lifted
def f(x, y):
    d = collections.defaultdict(None, {x: 1})
    e = collections.defaultdict(int)
    e[y] += 1
    e[x] -= 1
    try:
        v = d[y]
    except KeyError:
        v = "keyerror"
    return v, dict(e), list(e)
'''

SEMANTICS_PROBES["sem_dict_ordereddict_move"] = '''
@lifted
def f(x, y):
    od = collections.OrderedDict([("a", 1), ("b", 2), ("c", 3)])
    od.move_to_end("a" if x > 0 else "b")
    od.move_to_end("c", last=(y > 0))
    first = od.popitem(last=False)
    last = od.popitem()
    try:
        od.move_to_end("zz")
    except KeyError:
        first = first + ("moved-missing",)
    return list(od), first, last
'''

SEMANTICS_PROBES["sem_dict_update_forms"] = '''
@lifted
def f(x, y):
    d = {}
    d.update([(x, "p"), (y, "q"), (x, "r")])
    d.update(z=1)
    d.update({0: "zero"}, w=2)
    e = dict(zip([x, y, x], "abc"))
    return list(d.items()), list(e.items())
'''

SEMANTICS_PROBES["sem_dict_setdefault_existing"] = '''
@lifted
def f(x, y):
    d = {x: [1]}
    a = d.setdefault(x, [2])
    b = d.setdefault(y, [3])
    b.append(4)
    c = d.setdefault(5)
    return a, d, c, d[y] is b
'''

SEMANTICS_PROBES["sem_dict_mutate_during_iteration"] = '''
@lifted
def f(x, y):
    d = {0: "a", 1: "b", 2: "c"}
    try:
        for k in d:
            if k == x:
                d[k + 10] = "new"
            else:
                d[k] = "changed"
        return "ok", list(d.items())
    except RuntimeError:
        return "runtime", len(d)
'''

SEMANTICS_PROBES["sem_dict_get_none_vs_missing"] = '''
@lifted
def f(x, y):
    d = {x: None}
    return d.get(x), d.get(y), x in d, y in d, d.get(y, 0), d.get(x, 0), d.get(y) is None
'''

SEMANTICS_PROBES["sem_dict_comprehension_dups"] = '''
@lifted
def f(x, y):
    d = {k % 3: v for k, v in [(x, "a"), (y, "b"), (x + 1, "c"), (y, "d")]}
    return list(d.items()), {v: k for k, v in d.items()}
'''

SEMANTICS_PROBES["sem_dict_copy_shallow"] = '''
@lifted
def f(x, y):
    d = {"k": [x]}
    c = d.copy()
    c["k"].append(y)
    c["n"] = 1
    e = dict(d)
    e["k"] = []
    return d, c, e, d["k"] is c["k"]
'''

SEMANTICS_PROBES["sem_dict_counter_bool_int_keys"] = '''
@lifted
def f(x, y):
    c = collections.Counter([x > 0, 1, True, 0, y > 0, False])
    return list(c.items()), [type(k).__name__ for k in c]
'''

SEMANTICS_PROBES["sem_dict_nested_alias_clear"] = '''
@lifted
def f(x, y):
    inner = {"v": x}
    outer = {"a": inner, "b": inner}
    if y > 0:
        outer["a"]["v"] = y
    else:
        inner.clear()
    return outer, outer["a"] is outer["b"], len(inner)
'''

SEMANTICS_PROBES["sem_dict_keyerror_value"] = '''
@lifted
def f(x, y):
    d = {0: "z", 1: "o"}
    try:
        return d[x + y]
    except KeyError as e:
        return "missing", e.args, e.args[0] == x + y
'''

SEMANTICS_PROBES["sem_dict_iter_views_live"] = '''
@lifted
def f(x, y):
    d = {"a": x}
    v = d.values()
    it = iter(d.items())
    d["b"] = y
    try:
        first = next(it)
    except RuntimeError:
        first = "changed"
    return list(v), first, len(v)
'''

# The CI slice: one or two per family, among them the programs that found a defect.
SEMANTICS_CI: frozenset[str] = frozenset({
    "sem_ord_reverse_stable", "sem_ord_sort_strings_case", "sem_ord_minmax_bool_int_first",
    "sem_int_bool_unary_types", "sem_int_unbounded", "sem_proto_iter_next",
    "sem_proto_iadd_vs_add_alias", "sem_proto_len_nonint", "sem_proto_getitem_slice_obj",
    "sem_proto_iter_returns_non_iterator", "sem_dict_key_collisions",
    "sem_dict_defaultdict_factory_calls", "sem_dict_ordereddict_move",
    "sem_dict_mutate_during_iteration",
})

# Wrong answers not fixed in round 6b: strict xfails. (sem_dict_mutate_during_iteration
# was one: round 6a's path-wise size check for dicts growing in their own loop fixed it.)
SEMANTICS_OPEN: dict[str, str] = {}
