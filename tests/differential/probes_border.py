"""Probes of issue 10, the border between lifted code and un-lifted code, round 4
(worktree audit10d): every way the program's un-lifted code can get hold of a stamen
value and catch a library's refusal of it (a TypeError, ValueError or AttributeError
that `decimal.Decimal`, `json.dumps`, `fractions.Fraction`, `datetime.timedelta` or
`struct.pack` raise because they met a term, not because of the value Python would
have). Each program's un-lifted code catches that exception and returns a value Python
would not compute: stamen must refuse (or agree). Routes: bound methods, class and static
methods, `__call__`, `__init__`, `functools.partial`, callables in containers and
objects, terms inside lifted objects, containers and closures' cells, globals written by
lifted code, values returned from lifted callbacks, generators, dunders of un-lifted
classes called by lifted operations. Merged into `probes.PROBES`; the ones in
`BORDER_CI` run in the default test run."""

from __future__ import annotations

__all__ = ["BORDER_PROBES", "BORDER_CI", "BORDER_OPEN", "BORDER_SIGNATURES"]

BORDER_PROBES: dict[str, str] = {}
BORDER_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}
BORDER_OPEN: dict[str, str] = {}


def _probe(name: str, body: str, params: tuple[str, ...] = ("x", "y")) -> None:
    """Registers the probe `name` over the inputs `params`."""
    BORDER_PROBES[name] = body
    BORDER_SIGNATURES[name] = (params, 0, "", 0)


# --- the helper reached as a method, a class, a callable object, a partial

_probe("c10d_bound_method", '''
import decimal
class Conv:
    def run(self, a):
        try:
            return str(decimal.Decimal(a) / 4)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    c = Conv()
    return c.run(x)
''')
_probe("c10d_method_stored", '''
import decimal
class Conv:
    def run(self, a):
        try:
            return str(decimal.Decimal(a) / 4)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    m = Conv().run
    return m(x)
''')
_probe("c10d_staticmethod", '''
import decimal
class Conv:
    @staticmethod
    def run(a):
        try:
            return str(decimal.Decimal(a) / 4)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    return Conv.run(x)
''')
_probe("c10d_classmethod", '''
import decimal
class Conv:
    @classmethod
    def run(cls, a):
        try:
            return str(decimal.Decimal(a) / 4)
        except TypeError:
            return cls.__name__
@lifted
def f(x, y):
    return Conv.run(x)
''')
_probe("c10d_init", '''
import decimal
class Conv:
    def __init__(self, a):
        try:
            self.v = str(decimal.Decimal(a) / 4)
        except TypeError:
            self.v = "?"
@lifted
def f(x, y):
    return Conv(x).v
''')
_probe("c10d_call_object", '''
import decimal
class Conv:
    def __call__(self, a):
        try:
            return str(decimal.Decimal(a) / 4)
        except TypeError:
            return "?"
conv = Conv()
@lifted
def f(x, y):
    return conv(x)
''')
_probe("c10d_partial", '''
import decimal
import functools
def conv(scale, a):
    try:
        return str(decimal.Decimal(a) / scale)
    except TypeError:
        return "?"
@lifted
def f(x, y):
    g = functools.partial(conv, 4)
    return g(x)
''')
_probe("c10d_partial_bound_term", '''
import decimal
import functools
def conv(a, scale):
    try:
        return str(decimal.Decimal(a) / scale)
    except TypeError:
        return "?"
@lifted
def f(x, y):
    g = functools.partial(conv, x)
    return g(4)
''')
_probe("c10d_callable_in_list", '''
import decimal
def conv(a):
    try:
        return str(decimal.Decimal(a) / 4)
    except TypeError:
        return "?"
TABLE = [conv]
@lifted
def f(x, y):
    return TABLE[0](x)
''')
_probe("c10d_callable_in_dict", '''
import json
def dump(a):
    try:
        return json.dumps(a)
    except TypeError:
        return "?"
TABLE = {"dump": dump}
@lifted
def f(x, y):
    return TABLE["dump"]([x, y])
''')
_probe("c10d_callable_attribute", '''
import decimal
def conv(a):
    try:
        return str(decimal.Decimal(a) / 4)
    except TypeError:
        return "?"
@lifted
class Holder:
    def __init__(self):
        self.fn = conv
@lifted
def f(x, y):
    return Holder().fn(x)
''')
_probe("c10d_lambda_helper", '''
import decimal
def safe(a):
    try:
        return str(decimal.Decimal(a) / 4)
    except TypeError:
        return "?"
conv = lambda a: safe(a)
@lifted
def f(x, y):
    return conv(x)
''')

# --- the term reached inside something

_probe("c10d_term_in_lifted_object", '''
import decimal
@lifted
class Box:
    def __init__(self, v):
        self.v = v
def helper(o):
    try:
        return str(decimal.Decimal(o.v) / 4)
    except TypeError:
        return "?"
@lifted
def f(x, y):
    return helper(Box(x))
''')
_probe("c10d_term_in_plain_object", '''
import decimal
class Box:
    def __init__(self, v):
        self.v = v
    def conv(self):
        try:
            return str(decimal.Decimal(self.v) / 4)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    return Box(x).conv()
''')
_probe("c10d_term_nested_container", '''
import decimal
def helper(d):
    try:
        return str(decimal.Decimal(d["a"][0]) / 4)
    except TypeError:
        return "?"
@lifted
def f(x, y):
    return helper({"a": [x, y]})
''')
_probe("c10d_term_in_global", '''
import decimal
G = 0
def helper():
    try:
        return str(decimal.Decimal(G) / 4)
    except TypeError:
        return "?"
@lifted
def f(x, y):
    global G
    G = x
    return helper()
''')
_probe("c10d_term_in_cell", '''
import decimal
def make(a):
    def conv():
        try:
            return str(decimal.Decimal(a) / 4)
        except TypeError:
            return "?"
    return conv
@lifted
def f(x, y):
    c = make(x)
    return c()
''')
_probe("c10d_term_in_default", '''
import decimal
def make(a):
    def conv(v=a):
        try:
            return str(decimal.Decimal(v) / 4)
        except TypeError:
            return "?"
    return conv
@lifted
def f(x, y):
    return make(x)()
''')
_probe("c10d_no_handler_outer", '''
import decimal
def inner(a):
    try:
        return str(decimal.Decimal(a) / 4)
    except TypeError:
        return "?"
def outer(o):
    return inner(o.v)
@lifted
class Box:
    def __init__(self, v):
        self.v = v
@lifted
def f(x, y):
    return outer(Box(x))
''')
_probe("c10d_object_stored_earlier", '''
import decimal
class Acc:
    def __init__(self):
        self.items = []
    def add(self, a):
        self.items.append(a)
    def total(self):
        try:
            return str(sum(decimal.Decimal(a) for a in self.items))
        except TypeError:
            return "?"
@lifted
def f(x, y):
    acc = Acc()
    acc.add(x)
    acc.add(2)
    return acc.total()
''')

# --- values returned from lifted callbacks into un-lifted code

_probe("c10d_callback_result", '''
import decimal
def apply(fn):
    try:
        return str(decimal.Decimal(fn()) / 4)
    except TypeError:
        return "?"
@lifted
def f(x, y):
    return apply(lambda: x + 1)
''')
_probe("c10d_sorted_key_lifted", '''
import json
@lifted
def key(v):
    return v * 2
def helper(xs, k):
    try:
        return json.dumps([k(v) for v in sorted(xs)])
    except TypeError:
        return "?"
@lifted
def f(x, y):
    return helper([3, 1], lambda v: v + x)
''')
_probe("c10d_map_lifted", '''
import json
def helper(it):
    try:
        return json.dumps(list(it))
    except TypeError:
        return "?"
@lifted
def g(v):
    return v + 1
@lifted
def f(x, y):
    return helper(map(g, [x, y]))
''')
_probe("c10d_generator_helper", '''
import decimal
def gen(a):
    for k in range(2):
        try:
            yield str(decimal.Decimal(a) + k)
        except TypeError:
            yield "?"
@lifted
def f(x, y):
    out = []
    for s in gen(x):
        out.append(s)
    return out
''')

# --- dunders and protocols of un-lifted classes called by lifted operations

_probe("c10d_dunder_add", '''
import decimal
class Money:
    def __add__(self, a):
        try:
            return str(decimal.Decimal(a) + 1)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    return Money() + x
''')
_probe("c10d_dunder_radd", '''
import decimal
class Money:
    def __radd__(self, a):
        try:
            return str(decimal.Decimal(a) + 1)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    return x + Money()
''')
# the same, reached by Python's dispatch from an operator or builtin: reflected operands,
# the other arithmetic operators, a reflected comparison, pow() and divmod()
for _name, _dunder, _expr in (
        ("c10d_dunder_rsub", "__rsub__", "x - Money()"),
        ("c10d_dunder_mul", "__mul__", "Money() * x"),
        ("c10d_dunder_floordiv", "__floordiv__", "Money() // x"),
        ("c10d_dunder_lshift", "__lshift__", "Money() << x"),
        ("c10d_dunder_reflected_gt", "__gt__", "x < Money()"),
        ("c10d_dunder_rpow_builtin", "__rpow__", "pow(x, Money())"),
        ("c10d_dunder_rdivmod", "__rdivmod__", "divmod(x, Money())")):
    _probe(_name, f'''
import decimal
class Money:
    def {_dunder}(self, a):
        try:
            return str(decimal.Decimal(a) + 1)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    return {_expr}
''')
_probe("c10d_dunder_getitem", '''
import decimal
class Table:
    def __getitem__(self, a):
        try:
            return str(decimal.Decimal(a) / 4)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    return Table()[x]
''')
_probe("c10d_dunder_eq", '''
import decimal
class Near:
    def __eq__(self, a):
        try:
            return decimal.Decimal(a) == 2
        except TypeError:
            return True
@lifted
def f(x, y):
    return Near() == x
''')
_probe("c10d_setattr_property", '''
import decimal
class Acct:
    @property
    def amount(self):
        return self._a
    @amount.setter
    def amount(self, a):
        try:
            self._a = str(decimal.Decimal(a) / 4)
        except TypeError:
            self._a = "?"
@lifted
def f(x, y):
    o = Acct()
    o.amount = x
    return o.amount
''')
_probe("c10d_context_manager", '''
import decimal
class Quiet:
    def __init__(self, a):
        self.a = a
    def __enter__(self):
        try:
            return str(decimal.Decimal(self.a) / 4)
        except TypeError:
            return "?"
    def __exit__(self, *exc):
        return False
@lifted
def f(x, y):
    with Quiet(x) as v:
        return v
''')
_probe("c10d_iterator_class", '''
import decimal
class Scaled:
    def __init__(self, a):
        self.a, self.k = a, 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.k == 2:
            raise StopIteration
        self.k += 1
        try:
            return str(decimal.Decimal(self.a) * self.k)
        except TypeError:
            return "?"
@lifted
def f(x, y):
    return list(Scaled(x))
''')

# --- other libraries' refusals: json, fractions, datetime, struct, ValueError, Exception

_probe("c10d_json_method", '''
import json
class Enc:
    def dump(self, a):
        try:
            return json.dumps({"v": a})
        except TypeError:
            return "?"
@lifted
def f(x, y):
    return Enc().dump(x)
''')
_probe("c10d_timedelta_method", '''
import datetime
class Clock:
    def later(self, a):
        try:
            return (datetime.timedelta(days=a)).days
        except TypeError:
            return -99
@lifted
def f(x, y):
    return Clock().later(x)
''')
_probe("c10d_struct_method", '''
import struct
class Packer:
    def pack(self, a):
        try:
            return len(struct.pack("<i", a))
        except struct.error:
            return -1
@lifted
def f(x, y):
    return Packer().pack(x)
''')
_probe("c10d_broad_except_method", '''
import decimal
class Conv:
    def run(self, a):
        try:
            return str(decimal.Decimal(a) / 4)
        except Exception:
            return "?"
@lifted
def f(x, y):
    return Conv().run(x)
''')
_probe("c10d_int_of_str_method", '''
class Parse:
    def num(self, s):
        try:
            return int(s)
        except ValueError:
            return -1
@lifted
def f(x, y):
    return Parse().num(str(x))
''')
_probe("c10d_method_no_term_agrees", '''
class Conv:
    def run(self, a):
        try:
            return 10 // a
        except ZeroDivisionError:
            return "zero"
@lifted
def f(x, y):
    return Conv().run(2) + x
''')

# --- C state of the interpreter and of library modules written under a symbolic branch
# (decimal's context, random's generator, the recursion limit): tracked or refused, never
# leaked into the other path

_probe("c10d_decimal_prec_branch", '''
import decimal
@lifted
def f(x, y):
    ctx = decimal.getcontext()
    old = ctx.prec
    if x > 0:
        ctx.prec = 3
    r = str(decimal.Decimal(1) / 7)
    ctx.prec = old
    return r
''')
_probe("c10d_decimal_localcontext_branch", '''
import decimal
@lifted
def f(x, y):
    with decimal.localcontext() as ctx:
        if x > 0:
            ctx.prec = 3
        return str(decimal.Decimal(1) / 7)
''')
_probe("c10d_random_seed_branch", '''
import random
@lifted
def f(x, y):
    if x > 0:
        random.seed(1)
    else:
        random.seed(2)
    return random.randint(0, 1000)
''')
_probe("c10d_random_instance_branch", '''
import random
R = random.Random(5)
@lifted
def f(x, y):
    R.seed(5)
    if x > 0:
        R.random()
    return R.randint(0, 1000)
''')
_probe("c10d_recursionlimit_branch", '''
import sys
@lifted
def f(x, y):
    old = sys.getrecursionlimit()
    if x > 0:
        sys.setrecursionlimit(old + 7)
    r = sys.getrecursionlimit() - old
    sys.setrecursionlimit(old)
    return r
''')

# --- where the watch runs and the program's own exceptions are Python's (must agree)

_probe("c10d_watched_own_keyerror_agrees", '''
TABLE = {"a": 1}
class Look:
    def get(self, a, key):
        try:
            return TABLE[key] + 0 * a
        except KeyError:
            return -1
@lifted
def f(x, y):
    return Look().get(x, "b") + x
''')
_probe("c10d_watched_value_error_agrees", '''
def parse(s, a):
    try:
        return int(s)
    except ValueError:
        return -1
@lifted
def f(x, y):
    return parse("zz", x) + x
''')
_probe("c10d_watched_callback_raise_agrees", '''
class Bad(Exception):
    pass
def guard(fn, v):
    try:
        return fn(v)
    except Bad:
        return "bad"
def g(v):
    raise Bad()
@lifted
def f(x, y):
    return guard(g, x), x + 1
''')

BORDER_CI = frozenset(BORDER_PROBES)
