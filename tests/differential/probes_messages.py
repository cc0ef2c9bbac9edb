"""Held-out probes of issue 10, the lead's round of session 18.

`msg_*`: the text of the exceptions Python raises, read by the program (`str(e)`) on
symbolic paths: an operation stamen performs on Python's behalf (an index out of range,
unpacking, min() of an empty sequence, zip(strict=True), next() past the end, a sequence
times a str) must fail with the running Python's own message, or a program that reports
its errors computes another string (`vm/python/messages.py`). `ct_*`: the program's
dunders inside Python's containers and library (`__hash__`, `__eq__`, `__lt__`,
`__index__`, `__len__`, `__contains__`, the `__getitem__` iteration protocol), and
sequences whose shape differs by path (slices, pops, inserts, unpacking, `del`).
Each is the body of a `Program` over inputs x and y (merged into `probes.PROBES`); the
ones in `MESSAGES_CI` run in the default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["MESSAGES_PROBES", "MESSAGES_CI", "MESSAGES_OPEN"]

MESSAGES_PROBES: dict[str, str] = {}

_CAUGHT = """
@lifted
def f(x, y):
    try:
        return _op(x, y)
    except Exception as e:
        return (type(e).__name__, str(e))
@lifted
def _op(x, y):
    {body}
"""

# name: the body of `_op(x, y)`, whose exception's type and text f returns
_OPERATIONS = {
    'list_get': 'xs = [1, 2, 3][:y % 4]\n    return xs[x]',
    'tuple_get': 't = (1, 2, 3)[:y % 4]\n    return t[x]',
    'str_get': "s = 'abc'[:y % 4]\n    return s[x]",
    'range_get': 'return range(y % 4)[x]',
    'list_set': 'xs = [1, 2, 3][:y % 4]\n    xs[x] = 9\n    return xs',
    'list_del': 'xs = [1, 2, 3][:y % 4]\n    del xs[x]\n    return xs',
    'list_pop': 'xs = [1, 2, 3][:y % 4]\n    return xs.pop(x)',
    'list_pop_last': 'xs = [1, 2, 3][:y % 4]\n    return xs.pop()',
    'list_remove': 'xs = [1, 2, 3][:y % 4]\n    xs.remove(x)\n    return xs',
    'list_index': 'xs = [1, 2, 3][:y % 4]\n    return xs.index(x)',
    'tuple_index': 't = (1, 2, 3)[:y % 4]\n    return t.index(x)',
    'str_index': "s = 'abc'[:y % 4]\n    return s.index('bc'[:x % 3])",
    'unpack2': 'a, b = [1, 2, 3][:y % 4]\n    return a + b',
    'unpack3': 'a, b, c = (x, y)[:y % 3]\n    return a',
    'unpack_star': 'a, *b, c = [1, 2, 3][:y % 4]\n    return a',
    'unpack_for': 'for a, b in [(1, 2), (3, 4, 5)[:y % 4]]:\n        pass\n    return a',
    'floordiv0': 'return 7 // x',
    'mod0': 'return 7 % x',
    'truediv0': 'return 7 / x',
    'divmod0': 'return divmod(7, x)',
    'pow_neg': 'return pow(2, x, 5)',
    'shift_neg': 'return 1 << x',
    'rshift_neg': 'return 8 >> x',
    'dict_key': "d = {1: 'a', 2: 'b'}\n    return d[x]",
    'dict_del': "d = {1: 'a', 2: 'b'}\n    del d[x]\n    return d",
    'dict_pop': "d = {1: 'a', 2: 'b'}\n    return d.pop(x)",
    'dict_popitem': "d = {1: 'a'} if y > 0 else {}\n    return d.popitem()",
    'set_remove': 's = {1, 2}\n    s.remove(x)\n    return s',
    'set_pop': 's = {1} if y > 0 else set()\n    return s.pop()',
    'max_empty': 'return max([v for v in (x, y) if v > 5])',
    'min_empty': 'return min(v for v in (x, y) if v > 5)',
    'next_exhausted': 'it = iter([1, 2][:y % 3])\n    next(it)\n    return next(it)',
    'int_parse': "return int('12a'[:x % 4])",
    'chr_range': 'return chr(x * 600000)',
    'range_step0': 'return list(range(0, 5, x))',
    'zip_strict': 'return list(zip([1, 2][:y % 3], [1, 2], strict=True))',
    'add_types': "v = x if y > 0 else 's'\n    return v + 1",
    'lt_types': "v = x if y > 0 else 's'\n    return v < 1",
    'attr_missing': ('class K:\n        pass\n    k = K()\n    if y > 0:\n        k.a = 1\n'
                     '    return k.a'),
    'neg_repeat': "return 'ab' * x + '|'",
    'list_mul_str': "v = 2 if y > 0 else 'a'\n    return [1] * v",
    'sqrt_domain': 'import math\n    return math.isqrt(x)',
    'bytes_range': 'return bytes([x * 100])',
    'assert_msg': "assert x > 0, f'bad {x}'\n    return x",
    'raise_custom': "if x > 0:\n        raise ValueError('pos', x)\n    return x",
    'str_mul_neg_int': 'return int(str(x) * 2)',
    'deque_pop': 'import collections\n    d = collections.deque([1][:y % 2])\n    return d.pop()',
    'heappop_empty': 'import heapq\n    h = [1][:y % 2]\n    return heapq.heappop(h)',
    'list_insert_str': "xs = [1]\n    xs.insert('a' if y > 0 else 0, 2)\n    return xs",
    'round_ndigits': "return round(x, 'a' if y > 0 else 1)",
}
for _name, _body in _OPERATIONS.items():
    MESSAGES_PROBES[f"msg_{_name}"] = _CAUGHT.replace("{body}", _body)

MESSAGES_PROBES["ct_set_user_hash"] = '''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, K) and self.v % 3 == o.v % 3
    def __hash__(self):
        return 0
@lifted
def f(x, y):
    return len({K(x), K(y), K(2)})
'''
MESSAGES_PROBES["ct_dict_user_key"] = '''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, K) and abs(self.v) == abs(o.v)
    def __hash__(self):
        return 1
@lifted
def f(x, y):
    d = {K(x): "a"}
    d[K(y)] = "b"
    return (len(d), d[K(x)])
'''
MESSAGES_PROBES["ct_in_list_user_eq"] = '''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o
@lifted
def f(x, y):
    xs = [P(x), P(1)]
    return (y in xs, xs.count(y), xs.index(1) if 1 in xs else -1)
'''
MESSAGES_PROBES["ct_list_remove_user_eq"] = '''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, P) and self.v == o.v
@lifted
def f(x, y):
    xs = [P(x), P(y), P(0)]
    try:
        xs.remove(P(1))
    except ValueError:
        return -1
    return len(xs) + xs[0].v
'''
MESSAGES_PROBES["ct_sorted_user_lt"] = '''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v % 4 < o.v % 4
@lifted
def f(x, y):
    return [p.v for p in sorted([P(x), P(y), P(2)])]
'''
MESSAGES_PROBES["ct_min_user_lt"] = '''
@lifted
class P:
    def __init__(self, v, t):
        self.v = v
        self.t = t
    def __lt__(self, o):
        return self.v < o.v
@lifted
def f(x, y):
    return (min(P(x, "a"), P(y, "b")).t, max([P(x, 1), P(y, 2), P(0, 3)]).t)
'''
MESSAGES_PROBES["ct_heapq_user_lt"] = '''
import heapq
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v > o.v
@lifted
def f(x, y):
    h = []
    for v in (x, y, 1):
        heapq.heappush(h, P(v))
    return heapq.heappop(h).v
'''
MESSAGES_PROBES["ct_list_eq_user"] = '''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, P) and self.v * self.v == o.v * o.v
@lifted
def f(x, y):
    return [P(x), P(1)] == [P(y), P(-1)]
'''
MESSAGES_PROBES["ct_user_bool_len"] = '''
@lifted
class Bag:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return max(self.n, 0)
@lifted
def f(x, y):
    b = Bag(x - y)
    return ("full" if b else "empty", len(b))
'''
MESSAGES_PROBES["ct_user_index_protocol"] = '''
@lifted
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
@lifted
def f(x, y):
    xs = [10, 20, 30]
    try:
        return xs[I(x)]
    except IndexError:
        return 0
'''
MESSAGES_PROBES["ct_user_contains"] = '''
@lifted
class Evens:
    def __contains__(self, v):
        return v % 2 == 0
@lifted
def f(x, y):
    return (x in Evens(), y not in Evens())
'''
MESSAGES_PROBES["ct_user_iter_getitem"] = '''
@lifted
class Seq:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= 3 or i >= self.n:
            raise IndexError
        return i * 10
@lifted
def f(x, y):
    return list(Seq(x))
'''
MESSAGES_PROBES["ct_user_hash_eq_inconsistent_union"] = '''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, A) and self.v == o.v
    def __hash__(self):
        return hash(self.v)
@lifted
def f(x, y):
    k = A(x) if y > 0 else (x, 1)
    d = {A(1): "a", (1, 1): "t"}
    return d.get(k, "none")
'''
MESSAGES_PROBES["ct_sorted_key_attr_stable"] = '''
@lifted
class P:
    def __init__(self, k, n):
        self.k = k
        self.n = n
@lifted
def f(x, y):
    ps = [P(x % 2, "a"), P(y % 2, "b"), P(0, "c")]
    return "".join(p.n for p in sorted(ps, key=lambda p: p.k, reverse=True))
'''
MESSAGES_PROBES["ct_slice_symbolic_bounds"] = '''
@lifted
def f(x, y):
    xs = [1, 2, 3, 4, 5]
    return xs[x:y]
'''
MESSAGES_PROBES["ct_slice_neg_step"] = '''
@lifted
def f(x, y):
    xs = list(range(5))
    return xs[x::-1] + xs[:y:-2]
'''
MESSAGES_PROBES["ct_slice_assign_branch"] = '''
@lifted
def f(x, y):
    xs = [1, 2, 3]
    if x > 0:
        xs[1:2] = [7, 8, 9]
    else:
        xs[:] = []
    return (len(xs), xs[y:])
'''
MESSAGES_PROBES["ct_del_symbolic_index"] = '''
@lifted
def f(x, y):
    xs = [5, 6, 7]
    try:
        del xs[x]
    except IndexError:
        return -1
    return xs
'''
MESSAGES_PROBES["ct_insert_symbolic"] = '''
@lifted
def f(x, y):
    xs = [1, 2]
    xs.insert(x, y)
    return xs
'''
MESSAGES_PROBES["ct_pop_symbolic"] = '''
@lifted
def f(x, y):
    xs = [1, 2, 3] if y > 0 else [4]
    try:
        return (xs.pop(x), xs)
    except IndexError as e:
        return str(e)
'''
MESSAGES_PROBES["ct_index_valueerror"] = '''
@lifted
def f(x, y):
    xs = [y, 2, y + 1]
    try:
        return xs.index(x)
    except ValueError as e:
        return str(e)[-8:]
'''
MESSAGES_PROBES["ct_list_lt_lengths"] = '''
@lifted
def f(x, y):
    a = [1] * (x % 3)
    b = [1, y]
    return (a < b, a <= b, b > a, a == b[:len(a)])
'''
MESSAGES_PROBES["ct_mul_symbolic"] = '''
@lifted
def f(x, y):
    xs = [x] * y
    return (len(xs), sum(xs))
'''
MESSAGES_PROBES["ct_nested_symbolic_len"] = '''
@lifted
def f(x, y):
    rows = [[i] * (x % 3) for i in range(2)]
    if y > 0:
        rows.append([y])
    return [len(r) for r in rows]
'''
MESSAGES_PROBES["ct_max_empty_branch"] = '''
@lifted
def f(x, y):
    xs = [v for v in (x, y) if v > 1]
    try:
        return max(xs)
    except ValueError:
        return None
'''
MESSAGES_PROBES["ct_reversed_enumerate"] = '''
@lifted
def f(x, y):
    xs = [v for v in range(4) if v != x]
    return [(i, v) for i, v in enumerate(reversed(xs), start=y)]
'''
MESSAGES_PROBES["ct_extend_self"] = '''
@lifted
def f(x, y):
    xs = [x] if y > 0 else [x, y]
    xs.extend(xs)
    xs += xs[:1]
    return xs
'''
MESSAGES_PROBES["ct_tuple_unpack_shape"] = '''
@lifted
def f(x, y):
    t = (x, y) if x > y else (x, y, 0)
    try:
        a, b = t
        return a - b
    except ValueError as e:
        return str(e)
'''
MESSAGES_PROBES["ct_star_unpack_shape"] = '''
@lifted
def f(x, y):
    xs = [v for v in (x, y, 3) if v > 0]
    first, *rest = xs or [0]
    return (first, len(rest))
'''
MESSAGES_PROBES["ct_zip_shapes"] = '''
@lifted
def f(x, y):
    a = [1, 2, 3][:x]
    b = [4, 5][y:]
    return list(zip(a, b)) + [(len(a), len(b))]
'''
MESSAGES_PROBES["ct_str_join_shape"] = '''
@lifted
def f(x, y):
    parts = [str(i) for i in range(3) if i != x]
    return "-".join(parts) + ("!" if y > 0 else "")
'''
MESSAGES_PROBES["ct_list_copy_alias"] = '''
@lifted
def f(x, y):
    a = [1, 2]
    b = a if x > 0 else a[:]
    b.append(y)
    return (len(a), a is b, a == b)
'''
MESSAGES_PROBES["ct_dict_shape_iter"] = '''
@lifted
def f(x, y):
    d = {}
    if x > 0:
        d["a"] = x
    if y > 0:
        d["b"] = y
    d.setdefault("a", 0)
    return list(d.items())
'''
MESSAGES_PROBES["ct_dict_pop_popitem"] = '''
@lifted
def f(x, y):
    d = {1: "a", 2: "b"}
    if x > 0:
        d[3] = "c"
    v = d.pop(y, "-")
    return (v, d.popitem() if d else None, len(d))
'''
MESSAGES_PROBES["ct_set_shape_ops"] = '''
@lifted
def f(x, y):
    s = {x, y, 1}
    t = {v for v in range(3) if v != y}
    return (len(s & t), sorted(s - t), len(s | t), s <= t)
'''

# Round two: attributes present on some paths, enum values, islice's arguments, the
# texts of symbolic ints' TypeErrors, keys holding symbolic ints.
_OPERATIONS_2 = {
    'attr_getattr_partial': (
        'class K:\n'
        '        pass\n'
        '    k = K()\n'
        '    if y > 0:\n'
        '        k.a = 1\n'
        "    return getattr(k, 'a')"
    ),
    'attr_del_partial': (
        'class K:\n'
        '        pass\n'
        '    k = K()\n'
        '    if y > 0:\n'
        '        k.a = 1\n'
        '    del k.a\n'
        '    return 1'
    ),
    'attr_class_partial': 'class K:\n        pass\n    if y > 0:\n        K.a = 1\n    return K.a',
    'zero_neg_pow': 'return x ** -1',
    'enum_invalid': (
        'import enum\n'
        '    class C(enum.Enum):\n'
        '        A = 1\n'
        '        B = 2\n'
        '    return C(x).name'
    ),
    'popitem_empty_dict': (
        'd = {}\n'
        '    if y > 0:\n'
        '        d[x] = 1\n'
        '    d.popitem()\n'
        '    return d.popitem()'
    ),
    'fraction_zero': 'import fractions\n    return fractions.Fraction(3, x)',
    'reduce_empty': (
        'import functools\n'
        '    return functools.reduce(lambda a, b: a + b, [v for v in (x, y) if v > 2])'
    ),
    'tuple_index_missing': 'return (1, 2, y).index(x)',
    'islice_neg': 'import itertools\n    return list(itertools.islice([1, 2, 3], x))',
    'repeat_neg': 'return [0] * x + list(range(x))',
    'str_index_missing': "s = 'ab' if y > 0 else 'ba'\n    return s.index('a' * (x % 3))",
    'dict_pop_missing2': 'd = {y: 1}\n    return d.pop(x)',
    'set_remove_tuple': 's = {(1, y)}\n    s.remove((x, 1))\n    return s',
    'deque_index': 'import collections\n    d = collections.deque([1, y])\n    return d.index(x)',
    'list_remove_missing': 'xs = [y, 2]\n    xs.remove(x)\n    return xs',
    'int_invalid_str': "return int('1' + 'a' * (x % 2))",
    'float_int_conv': 'return int(float(x) / 0)',
    'bisect_lo': 'import bisect\n    return bisect.bisect([1, 2, 3], 2, lo=x)',
    'sum_strs': "return sum(['a', 'b'] if y > 0 else [1, 2])",
    'not_iterable': 'v = x if y > 0 else [x]\n    return list(v)',
    'not_subscriptable': 'v = x if y > 0 else [x]\n    return v[0]',
    'not_callable': 'v = x if y > 0 else abs\n    return v(1)',
    'item_assign_tuple': 't = (1, 2) if y > 0 else [1, 2]\n    t[0] = x\n    return t',
    'len_of_int': 'v = x if y > 0 else [x]\n    return len(v)',
    'key_tuple': "d = {(1, 2): 'a'}\n    return d[(x, y)]",
    'key_str': "d = {'a': 1}\n    return d['a' if x > 0 else 'b']",
    'neg_sqrt_math': 'import math\n    return math.sqrt(x)',
    'divmod_zero_y': 'return divmod(x, y)',
    'mod_zero': 'return x % y',
}
for _name, _body in _OPERATIONS_2.items():
    MESSAGES_PROBES[f"msg_{_name}"] = _CAUGHT.replace("{body}", _body)

# Round three: TypeErrors of values whose type differs by path (indices, keys,
# operands, calls, comparisons, joins, unpacking, assignments).
_OPERATIONS_3 = {
    'index_float': 'i = 1.5 if y > 0 else x % 2\n    return [1, 2][i]',
    'index_str': "i = 'a' if y > 0 else x % 2\n    return (1, 2)[i]",
    'index_none': "i = None if y > 0 else x % 2\n    return 'ab'[i]",
    'unhashable_key': 'k = [x] if y > 0 else x\n    return {1: 2}[k]',
    'unhashable_set': 'k = {x} if y > 0 else x\n    return len({k, 1})',
    'dict_key_list_in': 'k = [x] if y > 0 else x\n    return k in {1: 2}',
    'str_plus_int': "s = 'a' if y > 0 else x\n    return s + x",
    'int_plus_none': 'v = None if y > 0 else x\n    return x + v',
    'neg_str': "v = 'a' if y > 0 else x\n    return -v",
    'call_kw_wrong': 'def g(a):\n        return a\n    return g(b=x) if y > 0 else g(x)',
    'call_too_many': 'def g(a):\n        return a\n    return g(x, y) if y > 0 else g(x)',
    'missing_arg': 'def g(a, b):\n        return a\n    return g(x) if y > 0 else g(x, y)',
    'lt_none': 'v = None if y > 0 else x\n    return v < 1',
    'sort_mixed': "return sorted([x, 'a' if y > 0 else y])",
    'max_mixed': "return max(x, 'a' if y > 0 else y)",
    'join_ints': "return ','.join(['a', x if y > 0 else 'b'])",
    'format_bad_spec': "return format(x, 'q' if y > 0 else 'd')",
    'int_of_list': 'v = [x] if y > 0 else x\n    return int(v)',
    'len_none': 'v = None if y > 0 else [x]\n    return len(v)',
    'iter_none': 'v = None if y > 0 else [x]\n    return [a for a in v]',
    'attr_on_int': "v = x if y > 0 else 'ab'\n    return v.upper()",
    'unpack_int': 'v = x if y > 0 else (x, y)\n    a, b = v\n    return a',
    'tuple_assign': 't = (x, y)\n    if y > 0:\n        t[0] = 1\n    return t',
    'str_assign': "s = 'ab'\n    if y > 0:\n        s[0] = 'c'\n    return s",
    'frozen_dc': (
        'import dataclasses\n'
        '    @dataclasses.dataclass(frozen=True)\n'
        '    class P:\n'
        '        a: int\n'
        '    p = P(x)\n'
        '    if y > 0:\n'
        '        p.a = 2\n'
        '    return p.a'
    ),
    'divmod_float_zero': 'return divmod(x, 0.0 if y > 0 else 1.0)',
    'float_div_zero': 'return x / (0.0 if y > 0 else 2.0)',
    'mod_neg_zero': 'return (x % y, x // y)',
}
for _name, _body in _OPERATIONS_3.items():
    MESSAGES_PROBES[f"msg_{_name}"] = _CAUGHT.replace("{body}", _body)

# Exception objects as values: chaining, notes, groups, the program's exception classes,
# handlers and `finally` blocks that raise.
MESSAGES_PROBES["ex_cause_context"] = '''
@lifted
def f(x, y):
    try:
        try:
            return 10 // x
        except ZeroDivisionError as e:
            if y > 0:
                raise ValueError("wrapped") from e
            raise KeyError(y)
    except Exception as e:
        return (type(e).__name__, type(e.__cause__).__name__, type(e.__context__).__name__,
                e.__suppress_context__)
'''
MESSAGES_PROBES["ex_add_note"] = '''
@lifted
def f(x, y):
    try:
        try:
            if x > y:
                raise ValueError(x)
            return 0
        except ValueError as e:
            e.add_note(f"y={y}")
            raise
    except ValueError as e:
        return (e.args, getattr(e, "__notes__", None))
'''
MESSAGES_PROBES["ex_except_star"] = '''
@lifted
def f(x, y):
    out = []
    try:
        errs = []
        if x > 0:
            errs.append(ValueError(x))
        if y > 0:
            errs.append(KeyError(y))
        if errs:
            raise ExceptionGroup("g", errs)
        return "none"
    except* ValueError as g:
        out.append(("v", len(g.exceptions)))
    except* KeyError as g:
        out.append(("k", len(g.exceptions)))
    return out
'''
MESSAGES_PROBES["ex_custom_exc_str"] = '''
@lifted
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[0]}"
@lifted
def f(x, y):
    try:
        if x > y:
            raise AppError(x - y, "too big")
        if x == y:
            raise AppError(0, "equal")
        return "ok"
    except AppError as e:
        return (str(e), e.code, repr(e.args))
'''
MESSAGES_PROBES["ex_finally_overrides"] = '''
@lifted
def f(x, y):
    def g():
        try:
            if x > 0:
                raise ValueError("a")
            return 1
        finally:
            if y > 0:
                return 2
    try:
        return g()
    except ValueError as e:
        return str(e)
'''
MESSAGES_PROBES["ex_raise_in_finally"] = '''
@lifted
def f(x, y):
    try:
        try:
            if x > 0:
                raise ValueError("inner")
        finally:
            if y > 0:
                raise KeyError("fin")
        return "ok"
    except Exception as e:
        return (type(e).__name__, type(e.__context__).__name__ if e.__context__ else None)
'''
MESSAGES_PROBES["ex_exc_in_list"] = '''
@lifted
def f(x, y):
    errs = []
    for v in (x, y, x - y):
        try:
            errs.append(100 // v)
        except ZeroDivisionError as e:
            errs.append(e)
    return [type(e).__name__ if isinstance(e, Exception) else e for e in errs]
'''
MESSAGES_PROBES["ex_isinstance_exc_tuple"] = '''
@lifted
def f(x, y):
    try:
        if x > 0:
            [][x]
        elif y > 0:
            {}[y]
        else:
            int("q")
    except (KeyError, IndexError) as e:
        return ("lookup", isinstance(e, LookupError), type(e).__name__)
    except ValueError as e:
        return ("value", str(e))
'''
MESSAGES_PROBES["ex_bare_raise_nested"] = '''
@lifted
def f(x, y):
    def handle(e):
        if y > 0:
            return "handled"
        raise e
    try:
        try:
            return 5 // x
        except ZeroDivisionError as e:
            return handle(e)
    except ZeroDivisionError as e:
        return ("re", str(e))
'''
MESSAGES_PROBES["ex_exc_attr_set"] = '''
@lifted
def f(x, y):
    try:
        e = ValueError("m")
        e.code = x
        if y > 0:
            e.code += 1
        raise e
    except ValueError as err:
        return err.code
'''
MESSAGES_PROBES["ex_exc_var_cleared"] = '''
@lifted
def f(x, y):
    e = "before"
    try:
        if x > 0:
            raise ValueError()
    except ValueError as e:
        pass
    try:
        return e
    except NameError:
        return "unbound"
'''
MESSAGES_PROBES["ex_try_else_finally_order"] = '''
@lifted
def f(x, y):
    log = []
    try:
        log.append("t")
        if x > 0:
            raise ValueError
    except ValueError:
        log.append("e")
        if y > 0:
            return log
    else:
        log.append("l")
    finally:
        log.append("f")
    log.append("end")
    return log
'''
MESSAGES_PROBES["ex_loop_break_in_finally"] = '''
@lifted
def f(x, y):
    n = 0
    for i in range(3):
        try:
            if i == x:
                raise ValueError
            n += 1
        except ValueError:
            n += 10
            if y > 0:
                break
        finally:
            n += 100
    return n
'''
MESSAGES_PROBES["ex_generator_close_exc"] = '''
@lifted
def gen(n):
    try:
        for i in range(3):
            yield i * n
    finally:
        pass
@lifted
def f(x, y):
    out = []
    for v in gen(x):
        if v > y:
            break
        out.append(v)
    return out
'''
MESSAGES_PROBES["ex_with_suppress"] = '''
import contextlib
@lifted
def f(x, y):
    with contextlib.suppress(ZeroDivisionError):
        return 6 // x
    return y
'''
MESSAGES_PROBES["ex_custom_cm_exc"] = '''
@lifted
class CM:
    def __init__(self):
        self.log = []
    def __enter__(self):
        self.log.append("in")
        return self
    def __exit__(self, t, v, tb):
        self.log.append(t.__name__ if t else "ok")
        return t is KeyError
@lifted
def f(x, y):
    cm = CM()
    try:
        with cm:
            if x > 0:
                raise KeyError(x)
            if y > 0:
                raise ValueError(y)
    except ValueError:
        cm.log.append("caught")
    return cm.log
'''
MESSAGES_PROBES["ex_assert_error_msg"] = '''
@lifted
def f(x, y):
    try:
        assert x != y, (x, y)
        return "ok"
    except AssertionError as e:
        return e.args
'''
MESSAGES_PROBES["ex_exc_group_split"] = '''
@lifted
def f(x, y):
    g = ExceptionGroup("g", [ValueError(1), KeyError(2)] if x > 0 else [ValueError(3)])
    m, rest = g.split(ValueError)
    return (len(m.exceptions), rest is None)
'''
MESSAGES_PROBES["ex_exc_eq_identity"] = '''
@lifted
def f(x, y):
    a = ValueError(x)
    b = a if y > 0 else ValueError(x)
    return (a is b, a == b, a.args == b.args)
'''
MESSAGES_PROBES["ex_recursion_error_caught"] = '''
@lifted
def f(x, y):
    def down(n):
        if n <= 0:
            return 0
        return 1 + down(n - 1)
    try:
        return down(x + 5)
    except RecursionError:
        return -1
'''

# The text of dataclasses holding symbolic values (their generated __repr__).
MESSAGES_PROBES["ex_dc_repr_plain"] = '''
import dataclasses
@lifted
@dataclasses.dataclass
class P:
    a: int
    b: str = "k"
@lifted
def f(x, y):
    return repr(P(x)) + str(P(y, "q"))
'''
MESSAGES_PROBES["ex_dc_repr_union_field"] = '''
import dataclasses
@lifted
@dataclasses.dataclass
class P:
    a: object
@lifted
def f(x, y):
    return repr(P(x if y > 0 else "s"))
'''
MESSAGES_PROBES["ex_dc_repr_nested_list"] = '''
import dataclasses
@lifted
@dataclasses.dataclass
class Leaf:
    v: int
@lifted
@dataclasses.dataclass
class Node:
    kids: list
    tag: str = dataclasses.field(default="n", repr=False)
@lifted
def f(x, y):
    n = Node([Leaf(x), Leaf(y)])
    return (str(n), repr([n, Leaf(x + y)]))
'''
MESSAGES_PROBES["ex_dc_fstring"] = '''
import dataclasses
@lifted
@dataclasses.dataclass
class P:
    a: int
    b: int
@lifted
def f(x, y):
    p = P(x, y) if x > y else P(y, x)
    return f"<{p}> {p!r}"
'''
MESSAGES_PROBES["ex_dc_frozen_order_repr"] = '''
import dataclasses
@lifted
@dataclasses.dataclass(frozen=True, order=True)
class V:
    a: int
@lifted
def f(x, y):
    return repr(sorted([V(x), V(y), V(0)]))
'''
MESSAGES_PROBES["ex_dc_exc_arg"] = '''
import dataclasses
@lifted
@dataclasses.dataclass
class P:
    a: int
@lifted
def f(x, y):
    try:
        if x > y:
            raise ValueError(P(x))
        return "ok"
    except ValueError as e:
        return str(e)
'''

# The text of values holding symbolic ones: containers, C objects (a slice, a dict
# view), a join of a map of str.
MESSAGES_PROBES["txt_str_list_mixed"] = '''
@lifted
def f(x, y):
    return str([x, 'a', None, (y,)])
'''
MESSAGES_PROBES["txt_repr_dict_sym_val"] = '''
@lifted
def f(x, y):
    return repr({'k': x, 'j': [y]})
'''
MESSAGES_PROBES["txt_repr_dict_sym_key"] = '''
@lifted
def f(x, y):
    return repr({x: 1})
'''
MESSAGES_PROBES["txt_str_tuple_single"] = '''
@lifted
def f(x, y):
    return str((x,)) + str(())
'''
MESSAGES_PROBES["txt_fstr_list"] = '''
@lifted
def f(x, y):
    return f'{[x, y]!r} {(x, y)}'
'''
MESSAGES_PROBES["txt_str_bool_union"] = '''
@lifted
def f(x, y):
    v = True if x > y else 1
    return str(v) + repr(x > 0)
'''
MESSAGES_PROBES["txt_str_none_union"] = '''
@lifted
def f(x, y):
    v = None if x > 0 else y
    return str(v)
'''
MESSAGES_PROBES["txt_str_nested_union_list"] = '''
@lifted
def f(x, y):
    xs = [x] if y > 0 else [x, 'b']
    return str(xs)
'''
MESSAGES_PROBES["txt_repr_str_quote"] = '''
@lifted
def f(x, y):
    s = 'it' if x > 0 else 'a"b'
    return repr(s) + repr([s])
'''
MESSAGES_PROBES["txt_str_neg_zero"] = '''
@lifted
def f(x, y):
    return str(-x) + str(x - x)
'''
MESSAGES_PROBES["txt_format_width_union"] = '''
@lifted
def f(x, y):
    v = x if y > 0 else 'ab'
    return f'{v:>4}|{v!s:<3}|'
'''
MESSAGES_PROBES["txt_str_big"] = '''
@lifted
def f(x, y):
    return str(x * 10**20)
'''
MESSAGES_PROBES["txt_percent_tuple"] = '''
@lifted
def f(x, y):
    return '%s-%r' % (x, 'q' if y > 0 else y)
'''
MESSAGES_PROBES["txt_join_map_str"] = '''
@lifted
def f(x, y):
    return ','.join(map(str, [x, y, x + y]))
'''
MESSAGES_PROBES["txt_str_int_roundtrip"] = '''
@lifted
def f(x, y):
    return int(str(x)) == x and len(str(abs(x))) == len(str(-abs(x))) - (x != 0)
'''
MESSAGES_PROBES["txt_repr_set_single"] = '''
@lifted
def f(x, y):
    return repr({x})
'''
MESSAGES_PROBES["txt_str_range"] = '''
@lifted
def f(x, y):
    return str(range(x, y))
'''
MESSAGES_PROBES["txt_str_slice"] = '''
@lifted
def f(x, y):
    return str(slice(x, y))
'''
MESSAGES_PROBES["txt_str_float_int"] = '''
@lifted
def f(x, y):
    return str(x / 1 if y > 0 else x)
'''
MESSAGES_PROBES["txt_str_dict_keys_view"] = '''
@lifted
def f(x, y):
    d = {1: x}
    return str(d.keys()) + str(d.values())
'''

# The default test run's slice: the classes fixed in session 18, one probe each.
MESSAGES_CI = frozenset({
    "msg_tuple_get", "msg_list_pop", "msg_unpack3", "msg_unpack_star", "msg_max_empty",
    "msg_next_exhausted", "msg_zip_strict", "msg_list_insert_str", "msg_round_ndigits",
    "ct_set_user_hash", "msg_attr_class_partial", "msg_enum_invalid", "msg_not_iterable",
    "msg_key_tuple", "msg_sort_mixed", "msg_join_ints", "msg_attr_on_int", "ex_add_note",
    "ex_dc_exc_arg", "txt_str_slice", "txt_str_dict_keys_view",
})

# An exception a `finally` raises is chained to the one pending there (`__context__`),
# where that one is pending on some paths only too (the region splits on it).
MESSAGES_PROBES["fin_ctx_at_function_level"] = '''
@lifted
def g(x, y):
    try:
        if x > 0:
            raise ValueError("inner")
    finally:
        if y > 0:
            raise KeyError("fin")
    return 0
@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        c = e.__context__
        return (type(e).__name__, type(c).__name__ if c else None)
'''
MESSAGES_PROBES["fin_ctx_union_of_pending"] = '''
@lifted
def f(x, y):
    try:
        try:
            if x > 1:
                raise ValueError("v")
            elif x < -1:
                raise TypeError("t")
        finally:
            if y >= 1:
                raise KeyError(y)
        return "ok"
    except Exception as e:
        c = e.__context__
        return (type(e).__name__, type(c).__name__ if c else None, str(c) if c else "")
'''
MESSAGES_PROBES["fin_ctx_handler_raised"] = '''
@lifted
def f(x, y):
    try:
        try:
            if x > 0:
                raise ValueError("inner")
        except ValueError:
            if y > 0:
                raise IndexError("in handler")
        finally:
            if x + y > 1:
                raise KeyError("fin")
        return "ok"
    except Exception as e:
        chain = []
        while e is not None and len(chain) < 4:
            chain.append(type(e).__name__)
            e = e.__context__
        return chain
'''
MESSAGES_PROBES["fin_ctx_in_loop"] = '''
@lifted
def f(x, y):
    out = []
    for i in range(3):
        try:
            try:
                if i == x:
                    raise ValueError(i)
            finally:
                if i == y:
                    raise KeyError(i)
        except Exception as e:
            c = e.__context__
            out.append((type(e).__name__, type(c).__name__ if c else None))
    return out
'''
MESSAGES_PROBES["fin_ctx_with_exit"] = '''
@lifted
class Guard:
    def __init__(self, y):
        self.y = y
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        if self.y > 0:
            raise KeyError("exit")
        return False
@lifted
def f(x, y):
    try:
        with Guard(y):
            if x > 0:
                raise ValueError("body")
        return "ok"
    except Exception as e:
        c = e.__context__
        return (type(e).__name__, type(c).__name__ if c else None)
'''
MESSAGES_PROBES["fin_ctx_shared_object"] = '''
@lifted
def f(x, y):
    err = KeyError("made before")
    try:
        try:
            if x > 0:
                raise ValueError("inner")
        finally:
            if y > 0:
                raise err
        return "ok"
    except Exception as e:
        c = err.__context__
        return (e is err, type(c).__name__ if c else None)
'''
MESSAGES_CI = MESSAGES_CI | {"ex_raise_in_finally", "fin_ctx_at_function_level",
                             "fin_ctx_union_of_pending", "fin_ctx_handler_raised",
                             "fin_ctx_in_loop", "fin_ctx_with_exit"}

# Wrong answers not fixed: strict xfails, with the reason.
MESSAGES_OPEN: dict[str, str] = {}
