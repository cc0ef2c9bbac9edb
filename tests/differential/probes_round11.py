"""Held-out probes of round 11: directions earlier rounds took little. (1) User classes'
operator protocol as Python dispatches it, on symbolic ints and on objects chosen by a
symbolic branch: forward, reflected and in-place operators returning objects or
NotImplemented, the subclass-reflected priority, `__eq__` returning NotImplemented,
`functools.total_ordering`, `__lt__` used by sorted/min/max/heapq/bisect, `__index__`,
`__bool__`/`__len__` truth, `__contains__`, `__iter__` against `__getitem__` iteration,
`__hash__`/`__eq__` for dict keys and set members, the unary dunders, `__format__` and
`__call__`. (2) The operator module, functools and itertools on symbolic values. (3) Ints
as Python has them: negative floor division, `divmod`, `bit_length`/`bit_count`, `pow` with
negative and modular exponents, symbolic shifts, `~x`, `x & -x`, big constants, bool
arithmetic, int/str round trips and format specs. (4) Control flow: early returns from
loops over symbolic-length lists, for/while `else`, `finally` that returns, `yield from`,
`return` inside `with`, memoized and mutual recursion, closures over loop variables,
`nonlocal` counters. (5) Containers: symbolic slices and slice assignment, `del`, sorting
with keys, stability and `reverse`, dict and `collections` methods, tuple comparison,
aliasing through `*`, `copy`/`deepcopy`, `enumerate(start=...)`.

Each is the body of a `Program` run by `test_probes.py` like the other probes (merged into
`probes.PROBES`, with its inputs in `ROUND11_SIGNATURES`); the ones in `ROUND11_CI` run in
the default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["ROUND11_PROBES", "ROUND11_CI", "ROUND11_OPEN", "ROUND11_SIGNATURES"]

ROUND11_PROBES: dict[str, str] = {}
# (params, number of `choose` alternatives, query family, hole target), as probes.SIGNATURES
ROUND11_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}


def _probe(name: str, body: str, params: tuple[str, ...] = ("x", "y"), choice: int = 0) -> None:
    """Registers the probe `name` over the inputs `params` (and a `choose` of `choice`
    alternatives, read by plain Python as the extra input k)."""
    ROUND11_PROBES[name] = body
    ROUND11_SIGNATURES[name] = (params, choice, "", 0)


# --- direction 1: the operator protocol of user classes ----------------------------------

_probe("r11_op_add_radd_int", '''
@lifted
class M:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if isinstance(o, M):
            return M(self.v + o.v)
        if isinstance(o, int):
            return M(self.v + o)
        return NotImplemented
    def __radd__(self, o):
        return M(o * 10 + self.v)
@lifted
def f(x, y):
    a = M(x) + y
    b = y + M(x)
    c = M(x) + M(y)
    return a.v, b.v, c.v
''')

_probe("r11_op_notimplemented_both", '''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return NotImplemented
@lifted
class Q:
    def __init__(self, v):
        self.v = v
    def __radd__(self, o):
        if o.v > 0:
            return ("q", o.v + self.v)
        return NotImplemented
@lifted
def f(x, y):
    try:
        return P(x) + Q(y)
    except TypeError:
        return "te"
''')

_probe("r11_op_subclass_radd_priority", '''
@lifted
class Base:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return ("base", self.v + o.v)
    def __radd__(self, o):
        return ("base_r", self.v + o.v)
@lifted
class Sub(Base):
    def __radd__(self, o):
        return ("sub_r", self.v - o.v)
@lifted
def f(x, y):
    a = Base(x) + Sub(y)
    b = Sub(x) + Base(y)
    c = Base(x) + Base(y)
    return a, b, c
''')

_probe("r11_op_int_subclass_radd", '''
@lifted
class N(int):
    def __radd__(self, o):
        return ("n", int(self) * 2 + o)
    def __add__(self, o):
        return ("a", int(self) + o)
@lifted
def f(x, y):
    return y + N(x), N(x) + y, int(N(x)) + y
''')

_probe("r11_op_iadd_vs_add_alias", '''
@lifted
class Acc:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, o):
        self.v += o
        return self
    def __add__(self, o):
        return Acc(self.v + o)
@lifted
def f(x, y):
    a = Acc(x)
    b = a
    a += y
    c = Acc(x)
    d = c
    c = c + y
    return a.v, b.v, a is b, c.v, d.v, c is d
''')

_probe("r11_op_iadd_missing_falls_back", '''
@lifted
class V:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return V(self.v + (o.v if isinstance(o, V) else o))
@lifted
def f(x, y):
    a = V(x)
    b = a
    for i in range(2):
        if y > i:
            a += i + 1
    return a.v, b.v, a is b
''')

_probe("r11_op_branch_chosen_objects_add", '''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return ("A", self.v + o)
@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __radd__(self, o):
        return ("B", o - self.v)
@lifted
def f(x, y):
    o = A(x) if x > y else B(y)
    if isinstance(o, A):
        return o + y
    return x + o
''')

_probe("r11_op_eq_notimplemented", '''
@lifted
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if isinstance(o, E):
            return self.v == o.v
        return NotImplemented
@lifted
def f(x, y):
    return E(x) == E(y), E(x) == x, x == E(x), E(x) != E(y), E(x) != 3
''')

_probe("r11_op_eq_reflected_other", '''
@lifted
class L:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return NotImplemented
@lifted
class R:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, L) and o.v % 3 == self.v % 3
@lifted
def f(x, y):
    l, r = L(x), R(y)
    return l == r, r == l, l != r, l == l
''')

_probe("r11_op_total_ordering", '''
import functools
@lifted
@functools.total_ordering
class T:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
@lifted
def f(x, y):
    a, b = T(x), T(y)
    return a <= b, a > b, a >= b, a < b, a != b
''')

_probe("r11_op_lt_sorted_min_max", '''
@lifted
class K:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag
    def __lt__(self, o):
        return abs(self.v) < abs(o.v)
@lifted
def f(x, y):
    ks = [K(x, "a"), K(y, "b"), K(1, "c")]
    s = sorted(ks)
    return [k.tag for k in s], min(ks).tag, max(ks).tag
''')

_probe("r11_op_lt_heapq", '''
@lifted
class H:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v > o.v
@lifted
def f(x, y):
    h = []
    for v in (x, y, 0, x - y):
        heapq.heappush(h, H(v))
    return [heapq.heappop(h).v for _ in range(3)]
''')

_probe("r11_op_lt_bisect", '''
@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
@lifted
def f(x, y):
    xs = [B(-2), B(0), B(0), B(2)]
    return bisect.bisect_left(xs, B(x)), bisect.bisect_right(xs, B(y))
''')

_probe("r11_op_index_slicing_range", '''
@lifted
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
@lifted
def f(x, y):
    xs = [10, 20, 30, 40, 50]
    i = I(x)
    return xs[I(y)], xs[i:], list(range(I(y), 4)), xs[::I(y) or 1], [0, 1, 2][I(x % 3)]
''')

_probe("r11_op_bool_len_truth", '''
@lifted
class Bo:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v > 0
@lifted
class Le:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return max(self.v, 0)
@lifted
def f(x, y):
    a = Bo(x)
    b = Le(y)
    r = []
    if a:
        r.append("a")
    if not b:
        r.append("nb")
    r.append(bool(a) and len(b))
    r.append((a or 5) is a)
    return r
''')

_probe("r11_op_contains_and_fallback", '''
@lifted
class C:
    def __init__(self, v):
        self.v = v
    def __contains__(self, o):
        return o % 2 == self.v % 2
@lifted
class G:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError
        return i * i
@lifted
def f(x, y):
    return y in C(x), x not in C(y), x in G(3), 4 in G(y + 2), list(G(y))
''')

_probe("r11_op_iter_vs_getitem", '''
@lifted
class It:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n))
    def __getitem__(self, i):
        return -1
@lifted
def f(x, y):
    t = It(y + 1)
    out = []
    for v in t:
        out.append(v + x)
    return out, sum(It(2)), t[x]
''')

_probe("r11_op_hash_eq_dict_keys", '''
@lifted
class Key:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v % 2
    def __eq__(self, o):
        return isinstance(o, Key) and self.v % 4 == o.v % 4
@lifted
def f(x, y):
    d = {}
    d[Key(x)] = "x"
    d[Key(y)] = "y"
    d[Key(4)] = "four"
    s = {Key(x), Key(y), Key(x + 4)}
    return len(d), d.get(Key(x + 8)), len(s), Key(0) in s
''')

_probe("r11_op_unary_dunders", '''
@lifted
class U:
    def __init__(self, v):
        self.v = v
    def __neg__(self):
        return U(-self.v * 2)
    def __abs__(self):
        return self.v * self.v
    def __invert__(self):
        return ("inv", self.v)
    def __pos__(self):
        return self.v + 1
@lifted
def f(x, y):
    u = U(x) if y > 0 else U(y)
    return (-u).v, abs(u), ~u, +u, (-(-u)).v
''')

_probe("r11_op_format_fstring", '''
@lifted
class F:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        if spec == "s":
            return "+" if self.v > 0 else "-"
        return "F" + str(self.v)
    def __str__(self):
        return "str" + str(self.v)
    def __repr__(self):
        return "R" + str(self.v)
@lifted
def f(x, y):
    o = F(x - y)
    return f"{o}|{o:s}|{o!s}|{o!r}|{[o]}"
''')

_probe("r11_op_call_dunder", '''
@lifted
class Adder:
    def __init__(self, k):
        self.k = k
        self.calls = 0
    def __call__(self, v):
        self.calls += 1
        return v + self.k
@lifted
def f(x, y):
    add = Adder(y)
    r = list(map(add, [x, 1, -x]))
    g = add if x > 0 else (lambda v: v * 2)
    return r, g(3), add.calls, callable(add)
''')

_probe("r11_op_mul_rmul_str_repeat", '''
@lifted
class Rep:
    def __init__(self, n):
        self.n = n
    def __rmul__(self, o):
        return o * max(self.n, 0)
    def __mul__(self, o):
        return NotImplemented
@lifted
def f(x, y):
    return "ab" * Rep(y), [x] * Rep(y), 3 * Rep(x)
''')

_probe("r11_op_lt_gt_reflection", '''
@lifted
class G:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        return ("gt", self.v, o)
@lifted
def f(x, y):
    return y < G(x), G(x) > y
''')

_probe("r11_op_compare_tuples_of_objects", '''
import functools
@lifted
@functools.total_ordering
class W:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
@lifted
def f(x, y):
    a = (W(x), 1)
    b = (W(y), 0)
    return a < b, max([a, b])[1], sorted([b, a])[0][1]
''')

_probe("r11_op_matmul_getitem_setitem", '''
@lifted
class Grid:
    def __init__(self):
        self.cells = {}
    def __setitem__(self, k, v):
        self.cells[k] = v
    def __getitem__(self, k):
        return self.cells.get(k, 0)
    def __delitem__(self, k):
        del self.cells[k]
    def __matmul__(self, o):
        return sum(self.cells.values()) * o
@lifted
def f(x, y):
    g = Grid()
    g[x, y] = 1
    g[y, x] += 5
    if x == y:
        del g[x, x]
    return g[x, y], g[y, x], g @ 2, len(g.cells)
''')

# --- direction 2: operator, functools and itertools --------------------------------------

_probe("r11_fn_operator_basic", '''
import operator
@lifted
def f(x, y):
    ops = [operator.add, operator.sub, operator.mul, operator.floordiv, operator.mod]
    out = []
    for op in ops:
        try:
            out.append(op(x, y))
        except ZeroDivisionError:
            out.append(None)
    return out, operator.neg(x), operator.lt(x, y), operator.truth(x)
''')

_probe("r11_fn_itemgetter_attrgetter", '''
import operator
@lifted
class P:
    def __init__(self, a, b):
        self.a = a
        self.b = b
@lifted
def f(x, y):
    rows = [(x, "p"), (y, "q"), (0, "r")]
    s = sorted(rows, key=operator.itemgetter(0))
    ps = [P(x, 1), P(y, 2)]
    m = max(ps, key=operator.attrgetter("a"))
    return [r[1] for r in s], operator.itemgetter(1, 0)(rows[0]), m.b
''')

_probe("r11_fn_methodcaller", '''
import operator
@lifted
def f(x, y):
    lists = [[x, y], [y], []]
    for l in lists:
        operator.methodcaller("append", x + y)(l)
    c = operator.methodcaller("count", x)
    return lists, [c(l) for l in lists]
''')

_probe("r11_fn_reduce_partial", '''
import functools
import operator
@lifted
def f(x, y):
    r1 = functools.reduce(operator.mul, [x, y, 2], 1)
    r2 = functools.reduce(lambda a, b: a * 10 + b, [y, x], 0)
    r3 = functools.reduce(max, [x, y])
    add3 = functools.partial(lambda a, b, c: a - b + c, x, c=3)
    return r1, r2, r3, add3(y), add3(y, c=y)
''')

_probe("r11_fn_reduce_empty", '''
import functools
@lifted
def f(x, y):
    xs = [v for v in (x, y) if v > 0]
    try:
        return functools.reduce(lambda a, b: a + b, xs)
    except TypeError:
        return "empty"
''')

_probe("r11_fn_accumulate", '''
import itertools
import operator
@lifted
def f(x, y):
    a = list(itertools.accumulate([x, y, x]))
    b = list(itertools.accumulate([x, y, 1], operator.mul))
    c = list(itertools.accumulate([x, y], max, initial=0))
    return a, b, c
''')

_probe("r11_fn_chain_product", '''
import itertools
@lifted
def f(x, y):
    xs = [v for v in (x, y) if v != 0]
    ch = list(itertools.chain(xs, [y], (x,)))
    pr = [a * b for a, b in itertools.product(xs, [1, -1])]
    return ch, pr, list(itertools.chain.from_iterable([[x], xs]))
''')

_probe("r11_fn_groupby", '''
import itertools
@lifted
def f(x, y):
    xs = [x, y, y, x, 1]
    return [(k, len(list(g))) for k, g in itertools.groupby(xs, key=lambda v: v > 0)]
''')

_probe("r11_fn_pairwise_starmap", '''
import itertools
import operator
@lifted
def f(x, y):
    xs = [x, y, 0, x + y]
    diffs = [b - a for a, b in itertools.pairwise(xs)]
    prods = list(itertools.starmap(operator.mul, zip(xs, xs[1:])))
    return diffs, prods
''')

_probe("r11_fn_takewhile_dropwhile", '''
import itertools
@lifted
def f(x, y):
    xs = [x, y, 1, -1, x]
    return (list(itertools.takewhile(lambda v: v > -1, xs)),
            list(itertools.dropwhile(lambda v: v != y, xs)),
            list(itertools.filterfalse(lambda v: v % 2, xs)))
''')

_probe("r11_fn_compress_zip_longest", '''
import itertools
@lifted
def f(x, y):
    xs = [x, y, 3]
    sel = [x > 0, y > 0, x == y]
    ys = [v for v in (x, y) if v > 0]
    return (list(itertools.compress(xs, sel)),
            list(itertools.zip_longest(xs, ys, fillvalue=0)),
            list(itertools.islice(itertools.cycle(ys or [9]), 3)))
''')

_probe("r11_fn_combinations_permutations", '''
import itertools
@lifted
def f(x, y):
    xs = [x, y, 1]
    c = [a + b for a, b in itertools.combinations(xs, 2)]
    p = sum(1 for a, b in itertools.permutations(xs, 2) if a < b)
    return c, p, list(itertools.repeat(x, 2))
''')

_probe("r11_fn_operator_sorted_multi_key", '''
import operator
@lifted
def f(x, y):
    rows = [(x % 2, y, "a"), (y % 2, x, "b"), (0, 0, "c")]
    return [r[2] for r in sorted(rows, key=operator.itemgetter(0, 1), reverse=True)]
''')

_probe("r11_fn_functools_cache_lru", '''
import functools
@lifted
def f(x, y):
    calls = []
    @functools.lru_cache(maxsize=None)
    def sq(v):
        calls.append(v)
        return v * v
    return sq(x) + sq(y) + sq(x), len(calls)
''')

# --- direction 3: integers as Python has them -------------------------------------------

_probe("r11_int_floordiv_mod_negative", '''
@lifted
def f(x, y):
    try:
        return x // y, x % y, -x // y, x % -y if y else None, divmod(x, y), divmod(-7, y)
    except ZeroDivisionError:
        return "zd"
''')

_probe("r11_int_divmod_consts", '''
@lifted
def f(x, y):
    return divmod(x, -2), divmod(x - 5, 3), (x * 7) // -3, (x * 7) % -3, -(-x // 2)
''')

_probe("r11_int_bit_length_count", '''
@lifted
def f(x, y):
    return (x.bit_length(), (x * 37).bit_length(), x.bit_count(), (x - y).bit_count(),
            (-x).bit_length())
''')

_probe("r11_int_abs_pow", '''
@lifted
def f(x, y):
    a = abs(x - 3) ** 2
    b = pow(x, 2, 5)
    c = pow(x, y, 7) if y >= 0 else pow(x, y) if x else None
    return a, b, c
''')

_probe("r11_int_pow_negative_float", '''
@lifted
def f(x, y):
    if x == 0:
        return "z"
    return pow(2, -y) * 8, x ** -1 * x, 10 ** y
''')

_probe("r11_int_pow_mod_inverse", '''
@lifted
def f(x, y):
    try:
        return pow(x, -1, 7), pow(y + 3, 3, -5)
    except ValueError:
        return "nv"
''')

_probe("r11_int_shift_symbolic", '''
@lifted
def f(x, y):
    try:
        return x << y, x >> y, 1 << (x + 3), -17 >> (y + 1)
    except ValueError:
        return "neg"
''')

_probe("r11_int_invert_lowbit", '''
@lifted
def f(x, y):
    return ~x, x & -x, x | y, x ^ ~y, (x & 0xff) >> 1, -x & 7
''')

_probe("r11_int_big_constants", '''
@lifted
def f(x, y):
    big = 2 ** 70
    a = big + x
    b = (a * y) // big
    c = (big - 1) & x
    d = (x * big) >> 69
    return a > big, b, c, d, (a - big) % 5, hash(a) == hash(a)
''')

_probe("r11_int_bool_arith", '''
@lifted
def f(x, y):
    t = x > y
    return True + x, t + t, t * y, -t, t ** 2, t // 1, sum([t, x == 0, True]), int(t) << 2, ~t
''')

_probe("r11_int_str_roundtrip", '''
@lifted
def f(x, y):
    s = str(x * 13)
    return int(s) - x, s.zfill(4), len(str(x - y)), int(str(y) + str(abs(x))), s.lstrip("-")
''')

_probe("r11_int_format_specs", '''
@lifted
def f(x, y):
    return f"{x:+05d}|{y:>3}|{x:<3d}|{x * 100:,}|{x:x}|{x:#b}|{y:03}|{x:^5}"
''')

_probe("r11_int_hex_oct_bin", '''
@lifted
def f(x, y):
    return (hex(x), oct(y * 9), bin(x - y),
            format(x, "08b") if x >= 0 else format(x, "b"), int(hex(x), 16))
''')

_probe("r11_int_round_and_truediv", '''
@lifted
def f(x, y):
    if y == 0:
        return None
    return round(x / y), round(x * 5, -1), x / y == x // y, int(x / y), round(x + 0.5)
''')

_probe("r11_int_min_max_abs_chain", '''
@lifted
def f(x, y):
    return (abs(min(x, y, key=abs)), max(x, -x) == abs(x),
            min(x, y, default=0) if False else min([x, y]), -3 <= x < y <= 2)
''')

_probe("r11_int_gcd_lcm_isqrt", '''
import math
@lifted
def f(x, y):
    return (math.gcd(x, y), math.lcm(x, y), math.isqrt(abs(x) * 3), math.comb(abs(x) + 1, 2),
            math.factorial(abs(y)))
''')

_probe("r11_int_from_bytes_to_bytes", '''
@lifted
def f(x, y):
    b = (x & 0xff).to_bytes(1, "big")
    return b, int.from_bytes(b, "little"), (x + 300).to_bytes(2, "big", signed=True)
''')

_probe("r11_int_conversions_base", '''
@lifted
def f(x, y):
    s = "1" + str(abs(x))
    return (int(s, 8) if abs(x) < 8 else None, int(str(y), 3) if y >= 0 else -1,
            int(" %d " % x), int(True) + x)
''')

# --- direction 4: control flow -----------------------------------------------------------

_probe("r11_cf_early_return_symlen", '''
@lifted
def find(xs, t):
    for i, v in enumerate(xs):
        if v == t:
            return i
    return -1
@lifted
def f(x, y):
    xs = [v for v in range(x)] + [y]
    return find(xs, y), find(xs, 1), len(xs)
''')

_probe("r11_cf_for_else_break", '''
@lifted
def f(x, y):
    out = []
    for i in range(max(x, 0)):
        if i == y:
            out.append("brk")
            break
        out.append(i)
    else:
        out.append("else")
    return out
''')

_probe("r11_cf_while_else_continue", '''
@lifted
def f(x, y):
    n = x
    acc = 0
    while n > 0:
        n -= 1
        if n == y:
            continue
        acc += n
        if acc > 4:
            break
    else:
        acc = -acc
    return acc, n
''')

_probe("r11_cf_finally_return_overrides", '''
@lifted
def g(x, y):
    try:
        if x > 0:
            return "try"
        raise ValueError(x)
    except ValueError:
        if y > 0:
            return "exc"
        raise
    finally:
        if x == y:
            return "fin"
@lifted
def f(x, y):
    try:
        return g(x, y)
    except ValueError as e:
        return ("escaped", e.args[0])
''')

_probe("r11_cf_nested_try_finally_loop", '''
@lifted
def f(x, y):
    log = []
    for i in range(3):
        try:
            try:
                if i == x:
                    raise KeyError(i)
                if i == y:
                    continue
                log.append(i)
            finally:
                log.append("f")
        except KeyError:
            log.append("k")
            break
    return log
''')

_probe("r11_cf_yield_from", '''
@lifted
def inner(n):
    for i in range(n):
        yield i
    return n * 10
@lifted
def outer(x, y):
    r = yield from inner(max(y, 0))
    yield r
    if x > 0:
        yield from (x, -x)
@lifted
def f(x, y):
    return list(outer(x, y))
''')

_probe("r11_cf_generator_send_close", '''
@lifted
def gen(x):
    total = 0
    while True:
        v = yield total
        if v is None:
            return
        total += v if x > 0 else -v
@lifted
def f(x, y):
    g = gen(x)
    next(g)
    a = g.send(y)
    b = g.send(2)
    try:
        g.send(None)
    except StopIteration:
        return a, b, "stop"
    return a, b
''')

_probe("r11_cf_return_inside_with", '''
@lifted
class Ctx:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("in")
        return self
    def __exit__(self, et, ev, tb):
        self.log.append("out" if et is None else et.__name__)
        return et is KeyError
@lifted
def g(x, log):
    with Ctx(log):
        if x > 1:
            return "early"
        if x < -1:
            raise KeyError(x)
        if x == 0:
            raise ValueError(x)
    return "late"
@lifted
def f(x, y):
    log = []
    try:
        r = g(x, log)
    except ValueError:
        r = "ve"
    return r, log
''')

_probe("r11_cf_memo_recursion", '''
@lifted
def f(x, y):
    memo = {}
    def fib(n):
        if n in memo:
            return memo[n]
        r = n if n < 2 else fib(n - 1) + fib(n - 2)
        memo[n] = r
        return r
    return fib(abs(x) + y + 1), len(memo)
''')

_probe("r11_cf_mutual_recursion", '''
@lifted
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
@lifted
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
@lifted
def f(x, y):
    return is_even(abs(x)), is_odd(abs(x - y))
''')

_probe("r11_cf_closures_loop_vars", '''
@lifted
def f(x, y):
    fs = []
    for i in range(3):
        fs.append(lambda v: v + i)
    gs = [(lambda v, i=i: v * i) for i in range(3)]
    return [g(x) for g in fs], [g(y) for g in gs]
''')

_probe("r11_cf_nonlocal_counter", '''
@lifted
def f(x, y):
    count = 0
    def bump(k):
        nonlocal count
        if k > 0:
            count += k
        return count
    for v in (x, y, x - y):
        bump(v)
    def reset():
        nonlocal count
        old, count = count, 0
        return old
    return count, reset(), count
''')

_probe("r11_cf_exception_in_comprehension", '''
@lifted
def f(x, y):
    def inv(v):
        return 6 // v
    try:
        return [inv(v) for v in (x, y)]
    except ZeroDivisionError as e:
        return type(e).__name__
''')

_probe("r11_cf_try_else_finally_order", '''
@lifted
def f(x, y):
    log = []
    try:
        log.append("t")
        if x < y:
            raise IndexError
    except IndexError:
        log.append("e")
    else:
        log.append("else")
        if x == 3:
            return log + ["ret"]
    finally:
        log.append("fin")
    return log
''')

_probe("r11_cf_raise_from_cause", '''
@lifted
def f(x, y):
    try:
        try:
            if x > y:
                raise KeyError("k")
            return "none"
        except KeyError as e:
            raise ValueError("v") from e
    except ValueError as e2:
        return type(e2.__cause__).__name__, e2.args
''')

# --- direction 5: containers ------------------------------------------------------------

_probe("r11_ct_slice_symbolic_bounds", '''
@lifted
def f(x, y):
    xs = [0, 1, 2, 3, 4, 5]
    return xs[x:y], xs[y:x:-1], xs[::x or 1], xs[-y:], xs[x:][:y]
''')

_probe("r11_ct_slice_assign", '''
@lifted
def f(x, y):
    xs = [0, 1, 2, 3]
    xs[x:y] = [9] * (y + 1)
    ys = [0, 1, 2, 3, 4]
    ys[::2] = [x, y, x + y]
    return xs, ys
''')

_probe("r11_ct_del_index_slice", '''
@lifted
def f(x, y):
    xs = [10, 11, 12, 13]
    try:
        del xs[x]
    except IndexError:
        xs.append(-1)
    del xs[y:]
    return xs
''')

_probe("r11_ct_sort_key_reverse_stable", '''
@lifted
def f(x, y):
    rows = [("a", x % 2), ("b", y % 2), ("c", 1), ("d", x % 2)]
    rows.sort(key=lambda r: r[1], reverse=True)
    t = sorted([x, -x, y, -y], key=abs)
    return [r[0] for r in rows], t
''')

_probe("r11_ct_dict_methods", '''
@lifted
def f(x, y):
    d = {x: "x"}
    d.setdefault(y, "y")
    a = d.pop(x, "none")
    d[x + 1] = "z"
    k, v = d.popitem()
    return a, k, v, sorted(d.items()), d.pop(7, None)
''')

_probe("r11_ct_counter", '''
@lifted
def f(x, y):
    c = collections.Counter([x % 3, y % 3, x % 3, 0])
    c[y] += 2
    return c.most_common(1), sorted(c.items()), c[5], sum(c.values())
''')

_probe("r11_ct_defaultdict_deque", '''
@lifted
def f(x, y):
    dd = collections.defaultdict(list)
    for v in (x, y, -x):
        dd[v > 0].append(v)
    q = collections.deque([1, 2, 3], maxlen=3)
    q.appendleft(x)
    q.append(y)
    q.rotate(x)
    return sorted(dd.items()), list(q), q.maxlen
''')

_probe("r11_ct_tuple_comparison", '''
@lifted
def f(x, y):
    a = (x, y)
    b = (y, x, 0)
    return a < b, a == (x, y), max(a, b), sorted([b, a, (x,)]), (x, "s") < (x, "t")
''')

_probe("r11_ct_aliasing_mul", '''
@lifted
def f(x, y):
    a = [[0] * 2] * 2
    a[0][y % 2] = x
    b = [[0] * 2 for _ in range(2)]
    b[0][y % 2] = x
    return a, b, a[0] is a[1]
''')

_probe("r11_ct_copy_deepcopy", '''
import copy
@lifted
class Box:
    def __init__(self, v):
        self.v = v
        self.items = [v]
@lifted
def f(x, y):
    a = Box(x)
    s = copy.copy(a)
    d = copy.deepcopy(a)
    a.items.append(y)
    s.v = y
    return a.v, s.items, d.items, d.v, s.items is a.items
''')

_probe("r11_ct_enumerate_start", '''
@lifted
def f(x, y):
    out = []
    for i, v in enumerate([x, y, x + y], start=y):
        if v > 0:
            out.append(i * v)
    return out, list(enumerate("ab", x))
''')

_probe("r11_ct_string_building", '''
@lifted
def f(x, y):
    parts = []
    for v in range(abs(x)):
        parts.append(str(v * y))
    s = ",".join(parts)
    return s, s.count(","), s.split(","), "-".join(map(str, (x, y)))
''')

_probe("r11_ct_list_methods_symbolic_index", '''
@lifted
def f(x, y):
    xs = [x, y, x, 0]
    xs.insert(y, 7)
    xs.remove(x)
    try:
        i = xs.index(y)
    except ValueError:
        i = -1
    xs.reverse()
    return xs, i, xs.count(0)
''')

_probe("r11_ct_set_ops", '''
@lifted
def f(x, y):
    a = {x, y, 1}
    b = {y, 2}
    return sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a <= {x, y, 1, 2}, len(a)
''')

_probe("r11_ct_dict_order_reinsert", '''
@lifted
def f(x, y):
    d = {}
    for k in (x, y, x, 0):
        d[k] = d.get(k, 0) + 1
    del d[y]
    d[y] = "back"
    return list(d.items())
''')

_probe("r11_ct_nested_unpack_swap", '''
@lifted
def f(x, y):
    xs = [x, y, 0]
    xs[0], xs[y] = xs[y], xs[0]
    (a, b), c = (x, y), xs
    a, b = b, a
    return xs, a, b, c
''')

_probe("r11_ct_ordereddict_move", '''
@lifted
def f(x, y):
    od = collections.OrderedDict()
    od[x] = 1
    od[y] = 2
    od[0] = 3
    od.move_to_end(x)
    k = od.popitem(last=False)
    return list(od.items()), k
''')

_probe("r11_ct_deque_pop_index", '''
@lifted
def f(x, y):
    q = collections.deque()
    for v in range(x):
        q.append(v)
        if v == y:
            q.appendleft(-v)
    r = []
    while q:
        r.append(q.pop() if len(q) % 2 else q.popleft())
    return r
''')

# --- sharper corners: identity before equality, hashes, float printing, orders ----------

_probe("r11_op_identity_before_eq_in_list", '''
@lifted
class Never:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__
@lifted
def f(x, y):
    a, b = Never(x), Never(y)
    xs = [a, b] if x > y else [b]
    return a in xs, xs.count(a), len({a, b, a}), a == a, [a] == [a], (a,) == (b,)
''')

_probe("r11_op_eq_without_hash_unhashable", '''
@lifted
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
@lifted
def f(x, y):
    o = E(x) if y > 0 else (x, y)
    try:
        return len({o, (0, 0)})
    except TypeError:
        return "unhashable"
''')

_probe("r11_op_ne_falls_back_to_eq", '''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if isinstance(o, A):
            return self.v % 2 == o.v % 2
        return NotImplemented
@lifted
def f(x, y):
    a, b = A(x), A(y)
    return a != b, a != x, not (a == b), [a, b].index(A(y + 2))
''')

_probe("r11_op_lt_only_reflected_gt_le_error", '''
@lifted
class L:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
@lifted
def f(x, y):
    a, b = L(x), L(y)
    r = [a > b, b > a]
    try:
        r.append(a <= b)
    except TypeError:
        r.append("te")
    return r
''')

_probe("r11_op_bool_nonbool_and_len_negative", '''
@lifted
class BadB:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v
@lifted
class BadL:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return self.v
@lifted
def f(x, y):
    out = []
    for o in (BadB(x > 0), BadB(y), BadL(y), BadL(x)):
        try:
            out.append(bool(o))
        except (TypeError, ValueError) as e:
            out.append(type(e).__name__)
    return out
''')

_probe("r11_op_bool_beats_len", '''
@lifted
class Both:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v > 0
    def __len__(self):
        return 5
@lifted
def f(x, y):
    o = Both(x - y)
    return bool(o), len(o), "t" if o else "f", [v for v in (o, Both(y)) if v].__len__(), not o
''')

_probe("r11_op_getitem_reversed_len", '''
@lifted
class Seq:
    def __init__(self, n, k):
        self.n, self.k = n, k
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * self.k
@lifted
def f(x, y):
    s = Seq(max(y + 1, 0), x)
    return list(reversed(s)), list(s), sorted(s), x * 2 in s
''')

_probe("r11_op_sum_radd_start", '''
@lifted
class M:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return M(self.v + (o.v if isinstance(o, M) else o))
    def __radd__(self, o):
        return M(self.v + o + 100)
@lifted
def f(x, y):
    xs = [M(x), M(y)] if x > 0 else [M(y)]
    return sum(xs).v, sum(xs, M(0)).v, sum([], M(x)).v
''')

_probe("r11_op_numeric_conversion_dunders", '''
import math
@lifted
class Q:
    def __init__(self, n, d):
        self.n, self.d = n, d
    def __int__(self):
        return self.n // self.d
    def __float__(self):
        return self.n / self.d
    def __round__(self, nd=None):
        return ("r", self.n, nd)
    def __floor__(self):
        return -1000
    def __trunc__(self):
        return 77
@lifted
def f(x, y):
    if y == 0:
        return None
    q = Q(x, y)
    return int(q), float(q) * y == x, round(q), round(q, 2), math.floor(q), math.trunc(q)
''')

_probe("r11_op_format_default_object_spec", '''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return "P" + str(self.v)
@lifted
def f(x, y):
    o = P(x)
    r = [f"{o}", format(o), f"{o!s:>5}"]
    try:
        r.append(f"{o:>{y + 3}}")
    except TypeError:
        r.append("te")
    return r
''')

_probe("r11_op_dataclass_order_frozen_hash", '''
@lifted
@dataclasses.dataclass(order=True, frozen=True)
class P:
    a: int
    b: int = 0
@lifted
def f(x, y):
    ps = [P(x, y), P(y, x), P(x)]
    d = {P(x, y): "first"}
    d[P(x, y)] = "second"
    try:
        ps[0].a = 5
        frozen = False
    except dataclasses.FrozenInstanceError:
        frozen = True
    return [(p.a, p.b) for p in sorted(ps)], len(d), d[P(x, y)], P(x) < P(y), frozen
''')

_probe("r11_op_dataclass_eq_unhashable", '''
@lifted
@dataclasses.dataclass
class D:
    v: int
@lifted
def f(x, y):
    try:
        s = {D(x)}
        return "hashed", len(s)
    except TypeError:
        return "te", D(x) == D(y), D(x) in [D(y), D(x)]
''')

_probe("r11_op_super_diamond_add", '''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return ["A", self.v + o]
@lifted
class B(A):
    def __add__(self, o):
        return ["B"] + super().__add__(o)
@lifted
class C(A):
    def __add__(self, o):
        return ["C"] + super().__add__(o * 2)
@lifted
class D(B, C):
    pass
@lifted
def f(x, y):
    o = D(x) if y > 0 else C(x)
    return o + y, [k.__name__ for k in type(o).__mro__]
''')

_probe("r11_op_getattr_fallback", '''
@lifted
class G:
    def __init__(self, v):
        self.v = v
    def __getattr__(self, name):
        if name.startswith("x"):
            return len(name) + self.v
        raise AttributeError(name)
@lifted
def f(x, y):
    g = G(x)
    if y > 0:
        g.xx = -1
    return g.v, g.xx, g.xyz, hasattr(g, "nope"), getattr(g, "q", y)
''')

_probe("r11_op_class_attr_shared_mutable", '''
@lifted
class C:
    items = []
    count = 0
    def __init__(self, v):
        if v > 0:
            self.items.append(v)
            self.count += 1
@lifted
def f(x, y):
    C.items = []
    a, b = C(x), C(y)
    return C.items, a.count, b.count, C.count, a.items is C.items
''')

_probe("r11_op_int_dunder_direct_notimpl", '''
@lifted
def f(x, y):
    return ((x).__add__(y), int.__sub__(x, y), (x).__add__("s") is NotImplemented,
            (x).__radd__(y), x.__eq__("a"))
''')

_probe("r11_op_str_radd_and_mul", '''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __radd__(self, o):
        return o + "<" + str(self.v) + ">"
@lifted
def f(x, y):
    return "a" + S(x), ("b" * y) + S(y), ["q"] + [S(x).v]
''')

_probe("r11_op_divmod_pow_dunders", '''
@lifted
class N:
    def __init__(self, v):
        self.v = v
    def __divmod__(self, o):
        return ("dm", self.v // o, self.v % o)
    def __rdivmod__(self, o):
        return ("rdm", o // self.v)
    def __pow__(self, e, m=None):
        return ("pow", self.v ** e if m is None else pow(self.v, e, m))
    def __rpow__(self, b):
        return ("rpow", b * self.v)
@lifted
def f(x, y):
    if y == 0:
        return "z"
    return divmod(N(x), y), divmod(x, N(y)), N(x) ** 2, pow(N(x), 2, 5), 2 ** N(y)
''')

_probe("r11_int_hash_minus_one", '''
@lifted
def f(x, y):
    return hash(x), hash(x) == hash(y), hash(x - y) == x - y, hash(True) == hash(1)
''')

_probe("r11_int_bool_int_dict_keys", '''
@lifted
def f(x, y):
    d = {True: "t", 0: "zero"}
    d[x] = "x"
    d[y > 0] = "b"
    return sorted(d.items(), key=repr), list(d)[0] is True, {1, True, 1.0, x}.__len__()
''')

_probe("r11_int_set_iteration_order", '''
@lifted
def f(x, y):
    s = {x, y, 0}
    return list(s), str({x * 2, 7})
''')

_probe("r11_int_float_repr", '''
@lifted
def f(x, y):
    return (str(x / 2), repr(x * 0.1), str(x * 0.0), str(max(x * 0.0, 0)), x * 0.1 == x / 10,
            f"{x / 3:.2f}")
''')

_probe("r11_int_pow_fractional_complex", '''
@lifted
def f(x, y):
    r = x ** 0.5
    return type(r).__name__, (x * x) ** 0.5, 0 ** y if y >= 0 else "neg"
''')

_probe("r11_int_round_half_even", '''
@lifted
def f(x, y):
    return round(x / 2), round(x * 1.5), round(x + 0.5), round(x * 2.5, -1) if x else 0
''')

_probe("r11_int_int_underscore_and_base0", '''
@lifted
def f(x, y):
    s = str(abs(x)) + "_0"
    return int(s), int("0x1" + str(abs(y)), 0), int(str(x), 10), float(str(x) + ".5")
''')

_probe("r11_int_str_sort_lexicographic", '''
@lifted
def f(x, y):
    ss = [str(x), str(y), str(x * y * 5)]
    return sorted(ss), max(ss), min(ss, key=len), "-" < str(x)
''')

_probe("r11_int_zero_pow_errors", '''
@lifted
def f(x, y):
    try:
        return x ** y
    except ZeroDivisionError:
        return "zd"
''')

_probe("r11_int_modular_pow_mod_errors", '''
@lifted
def f(x, y):
    try:
        return pow(x, y, y)
    except ValueError as e:
        return "ve"
''')

_probe("r11_cf_finally_runs_on_break_continue", '''
@lifted
def f(x, y):
    log = []
    i = 0
    while i < 4:
        i += 1
        try:
            if i == x:
                break
            if i == y:
                continue
            log.append(i)
        finally:
            log.append(-i)
    else:
        log.append("else")
    return log
''')

_probe("r11_cf_return_value_evaluated_before_finally", '''
@lifted
def g(x):
    acc = [x]
    try:
        return acc, len(acc)
    finally:
        acc.append(0)
        x += 1
@lifted
def f(x, y):
    a, n = g(x)
    return a, n
''')

_probe("r11_cf_exception_var_unbound_after_except", '''
@lifted
def f(x, y):
    e = "before"
    try:
        if x > y:
            raise ValueError("v")
    except ValueError as e:
        pass
    try:
        return e
    except NameError:
        return "unbound"
''')

_probe("r11_cf_generator_finally_on_close", '''
@lifted
def f(x, y):
    log = []
    def gen():
        try:
            for i in range(3):
                yield i * x
        finally:
            log.append("closed")
    g = gen()
    first = next(g)
    if y > 0:
        g.close()
    rest = list(g)
    return first, rest, log
''')

_probe("r11_cf_stopiteration_value", '''
@lifted
def f(x, y):
    def gen():
        if x > 0:
            yield x
        return y * 10
    g = gen()
    out = []
    while True:
        try:
            out.append(next(g))
        except StopIteration as s:
            return out, s.value
''')

_probe("r11_cf_mutable_default_arg", '''
@lifted
def add(v, acc=[]):
    acc.append(v)
    return len(acc)
@lifted
def f(x, y):
    local = []
    a = add(x, local)
    b = add(y, local) if y > 0 else add(y, [])
    return a, b, local
''')

_probe("r11_cf_iter_sentinel_next_default", '''
@lifted
def f(x, y):
    vals = [x, y, 0, 5]
    it = iter(vals)
    got = list(iter(lambda: next(it), 0))
    it2 = iter([v for v in (x, y) if v > 0])
    return got, next(it2, "d"), next(it2, "d"), next(it2, "d")
''')

_probe("r11_cf_zip_strict_map_multi", '''
@lifted
def f(x, y):
    a = [v for v in (x, y) if v > 0]
    b = [1, 2]
    m = list(map(lambda p, q: p * q, a, b))
    try:
        z = list(zip(a, b, strict=True))
    except ValueError:
        z = "mismatch"
    return m, z
''')

_probe("r11_cf_any_all_short_circuit", '''
@lifted
def f(x, y):
    seen = []
    def chk(v):
        seen.append(v)
        return v > 0
    a = any(chk(v) for v in (x, y, 1))
    b = all(chk(v) for v in (y, x))
    return a, b, seen
''')

_probe("r11_cf_generator_exhausted_twice", '''
@lifted
def f(x, y):
    g = (v * 2 for v in (x, y) if v != 0)
    first = list(g)
    second = list(g)
    m = map(abs, [x, y])
    return first, second, sum(m), sum(m)
''')

_probe("r11_cf_loop_var_after_loop", '''
@lifted
def f(x, y):
    i = "unset"
    for i in range(max(x, 0)):
        if i == y:
            break
    sq = [j * j for j in range(2)]
    return i, sq
''')

_probe("r11_ct_list_iadd_aliasing", '''
@lifted
def f(x, y):
    a = [x]
    b = a
    a += [y]
    c = (x,)
    d = c
    c += (y,)
    e = [x]
    g = e
    e = e + [y]
    return b, d, g, a is b, c is d
''')

_probe("r11_ct_list_mul_negative_and_extend_self", '''
@lifted
def f(x, y):
    a = [x, y] * x
    b = [y]
    b.extend(b)
    b *= y
    return a, b, "ab" * (x - 1)
''')

_probe("r11_ct_pop_symbolic_index", '''
@lifted
def f(x, y):
    xs = [10, 20, 30]
    try:
        v = xs.pop(x)
    except IndexError:
        v = None
    xs[y - 1] = -1
    return v, xs
''')

_probe("r11_ct_dict_merge_order", '''
@lifted
def f(x, y):
    a = {x: "a1", 1: "a2"}
    b = {y: "b1", x: "b2"}
    m = {**a, **b}
    return list(m.items()), list((a | b).items()), list(dict.fromkeys([x, y, x]))
''')

_probe("r11_ct_fromkeys_shared_value", '''
@lifted
def f(x, y):
    d = dict.fromkeys(["a", "b"], [])
    d["a"].append(x)
    e = {k: [] for k in "ab"}
    e["a"].append(y)
    return d, e
''')

_probe("r11_ct_counter_arith", '''
@lifted
def f(x, y):
    c1 = collections.Counter({"a": x, "b": y})
    c2 = collections.Counter({"a": 1, "b": 1})
    return sorted((c1 - c2).items()), sorted((c1 + c2).items()), sorted((c1 | c2).items())
''')

_probe("r11_ct_heapq_nlargest_merge", '''
@lifted
def f(x, y):
    xs = [x, y, -x, 2]
    return heapq.nlargest(2, xs), heapq.nsmallest(2, xs, key=abs), list(heapq.merge([x], [y], [0]))
''')

_probe("r11_ct_insort_key", '''
@lifted
def f(x, y):
    xs = [-2, 0, 1]
    bisect.insort(xs, x)
    bisect.insort_left(xs, y)
    ys = [(1, "a"), (3, "b")]
    bisect.insort(ys, (x, "x"), key=lambda p: p[0])
    return xs, ys
''')

_probe("r11_ct_percent_and_format_method", '''
@lifted
def f(x, y):
    return "%d-%s-%+d" % (x, y, x), "{:>{w}}".format(x, w=y + 2), "{1}{0}".format(x, y), "%03d" % y
''')

_probe("r11_ct_sort_bool_key_stability", '''
@lifted
def f(x, y):
    xs = [x, y, 0, -x, 1]
    a = sorted(xs, key=lambda v: v > 0)
    b = sorted(xs, key=lambda v: v > 0, reverse=True)
    xs.sort(key=lambda v: -abs(v))
    return a, b, xs
''')

_probe("r11_ct_deque_rotate_negative_maxlen", '''
@lifted
def f(x, y):
    q = collections.deque(range(4), maxlen=4)
    q.rotate(-y)
    q.extend([x, x + 1])
    q.extendleft([y])
    return list(q), q[0], q[-1], q.index(x) if x in q else -1
''')

# --- minimal forms of the defects found -------------------------------------------------

_probe("r11_min_hash_symbolic_dict_setitem", '''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v
    def __eq__(self, o):
        return self.v == o.v
@lifted
def f(x, y):
    d = {}
    d[K(x)] = 1
    d[K(y)] = 2
    d[K(4)] = 3
    return len(d)
''')

_probe("r11_min_int_dunder_float_notimplemented", '''
@lifted
def f(x, y):
    return x.__add__(0.5), x.__mul__(2.0), x.__lt__(0.5), x.__eq__(1.0)
''')

_probe("r11_min_int_dunder_str_notimplemented", '''
@lifted
def f(x, y):
    return x.__add__("s"), x.__mul__("ab"), x.__rmul__([y])
''')

_probe("r11_op_wrapper_delegates_to_int_dunder", '''
@lifted
class W:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        r = self.v.__add__(o)
        if r is NotImplemented:
            return "fallback"
        return W(r)
@lifted
def f(x, y):
    a = W(x) + y
    b = W(x) + 0.5
    return a.v, b if isinstance(b, str) else b.v
''')

_probe("r11_min_bool_float_dunder_notimplemented", '''
@lifted
def f(x, y):
    b = x > y
    return b.__add__(0.5), x.__ne__(1.0), (x * 0.5).__mul__("a"), (x * 0.5).__add__("a")
''')

_probe("r11_min_str_dunder_lt_notimplemented", '''
@lifted
def f(s):
    return s.__lt__(1), s.__eq__(1), s.__add__("!")
''', ("s",))

# --- which dunder Python calls, and how often: logs of the protocol ---------------------

_probe("r11_log_eq_calls_dict_lookup", '''
@lifted
class K:
    log = []
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        K.log.append(("h", self.v))
        return self.v % 3
    def __eq__(self, o):
        K.log.append(("e", self.v, o.v))
        return self.v == o.v
@lifted
def f(x, y):
    K.log = []
    d = {K(x): "a"}
    r = d.get(K(y), "miss")
    k = K(x)
    d[k] = "b"
    return r, len(d), K.log
''')

_probe("r11_log_sorted_comparisons", '''
@lifted
class C:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __lt__(self, o):
        self.log.append((self.v, o.v))
        return self.v < o.v
@lifted
def f(x, y):
    log = []
    s = sorted([C(x, log), C(y, log), C(0, log)])
    return [c.v for c in s], log
''')

_probe("r11_log_max_min_side", '''
@lifted
class C:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __lt__(self, o):
        self.log.append(("lt", self.v, o.v))
        return self.v < o.v
    def __gt__(self, o):
        self.log.append(("gt", self.v, o.v))
        return self.v > o.v
@lifted
def f(x, y):
    log = []
    a = max([C(x, log), C(y, log)]).v
    b = min(C(y, log), C(x, log)).v
    return a, b, log
''')

_probe("r11_log_contains_index_eq_side", '''
@lifted
class C:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __eq__(self, o):
        self.log.append(("eq", self.v, o.v))
        return self.v == o.v
@lifted
def f(x, y):
    log = []
    xs = [C(x, log), C(y, log)]
    a = C(y, log) in xs
    log.append("|")
    i = xs.index(C(y, log))
    log.append("|")
    n = xs.count(C(x, log))
    return a, i, n, log
''')

_probe("r11_log_bisect_heapq_lt_side", '''
@lifted
class C:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __lt__(self, o):
        self.log.append((self.v, o.v))
        return self.v < o.v
@lifted
def f(x, y):
    log = []
    xs = [C(-1, log), C(1, log)]
    i = bisect.bisect_left(xs, C(x, log))
    log.append("|")
    j = bisect.bisect_right(xs, C(y, log))
    log.append("|")
    h = [C(1, log)]
    heapq.heappush(h, C(x, log))
    return i, j, h[0].v, log
''')

_probe("r11_log_binop_dispatch_order", '''
@lifted
class A:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __add__(self, o):
        self.log.append("A.add")
        return NotImplemented if self.v > 0 else self.v
    def __radd__(self, o):
        self.log.append("A.radd")
        return -1
@lifted
class B(A):
    def __radd__(self, o):
        self.log.append("B.radd")
        return NotImplemented if self.v < 0 else 100
@lifted
def f(x, y):
    log = []
    try:
        r = A(x, log) + B(y, log)
    except TypeError:
        r = "te"
    return r, log
''')

_probe("r11_branch_keys_by_object", '''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 1
    def __eq__(self, o):
        return self.v == o.v
@lifted
def f(x, y):
    k = K(x) if y > 0 else K(-x)
    d = {k: "k"}
    d[K(1)] = d.get(K(1), "none")
    return sorted(v for v in d.values()), len(d)
''')

_probe("r11_min_branch_object_key_lookup", '''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 1
    def __eq__(self, o):
        return self.v == o.v
@lifted
def f(x, y):
    k = K(x) if y > 0 else K(-x)
    return K(1) in {k: "k"}
''')

_probe("r11_min_list_contains_eq_operand_order", '''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v <= o.v
@lifted
def f(x, y):
    return A(y) in [A(x)], [A(x), A(y)].index(A(y)), [A(x)].count(A(y))
''')

_probe("r11_min_dict_eq_called_on_hash_mismatch", '''
@lifted
class K:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __hash__(self):
        return self.v
    def __eq__(self, o):
        self.log.append((self.v, o.v))
        return self.v == o.v
@lifted
def f(x, y):
    log = []
    d = {K(x, log): 0}
    return K(y, log) in d, log
''')

_probe("r11_min_sorted_two_comparisons_log", '''
@lifted
class C:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __lt__(self, o):
        self.log.append((self.v, o.v))
        return self.v < o.v
@lifted
def f(x, y):
    log = []
    s = sorted([C(x, log), C(y, log)])
    return [c.v for c in s], log
''')


# Every defect round 11 found is fixed (session 21: the last three were the calls of a
# user `__eq__`/`__hash__`/`__lt__` in dict lookups and sorts).
ROUND11_OPEN: dict[str, str] = {}

# The CI slice: every probe that failed when written, and a spread of passing ones.
ROUND11_CI: frozenset[str] = frozenset({
    # failing when written
    "r11_op_hash_eq_dict_keys", "r11_min_hash_symbolic_dict_setitem",
    "r11_op_int_dunder_direct_notimpl", "r11_min_int_dunder_float_notimplemented",
    "r11_min_int_dunder_str_notimplemented", "r11_min_bool_float_dunder_notimplemented",
    "r11_min_str_dunder_lt_notimplemented", "r11_op_wrapper_delegates_to_int_dunder",
    "r11_branch_keys_by_object", "r11_min_branch_object_key_lookup",
    "r11_log_contains_index_eq_side", "r11_min_list_contains_eq_operand_order",
    "r11_log_eq_calls_dict_lookup", "r11_min_dict_eq_called_on_hash_mismatch",
    "r11_log_sorted_comparisons",
    # passing, a few per direction
    "r11_op_subclass_radd_priority", "r11_op_total_ordering", "r11_op_identity_before_eq_in_list",
    "r11_op_index_slicing_range", "r11_fn_groupby", "r11_fn_accumulate",
    "r11_int_floordiv_mod_negative", "r11_int_hash_minus_one", "r11_cf_finally_return_overrides",
    "r11_cf_nested_try_finally_loop", "r11_ct_slice_assign", "r11_ct_sort_key_reverse_stable",
    "r11_ct_dict_merge_order",
})
