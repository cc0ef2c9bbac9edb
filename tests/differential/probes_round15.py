# ruff: noqa: E501 - the probe programs are written as users write them, some past 100 columns
"""Held-out probes of issue 10, round 15 (session 23): a helper's programs of this
session's code, mining values of path-dependent kind (a class, a function, an exception
type, a key function or None, a method name chosen by a branch) in every position Python
allows, classes and scopes, and three generated tables (`r15_bi_*` builtins on symbolic
values, `r15_cls_*` dataclass classes chosen by a branch, `r15_none_*` arguments that are
None on some paths). 26 failed when written (on 9aec1e6), ten defects: a key function
that is None on some paths called there, `except E` and `contextlib.suppress(E)` with E
chosen by a branch missing an exception stamen raises, a class whose base is chosen by a
branch, `==` of dataclass classes, `isinstance` with no class, `hasattr`/`getattr` with a
name that is no string, `range`/slice/index arguments that are no ints and their
messages; `r15_min_*` are their minimal forms. Left out: five that take over a minute.

Each is the body of a `Program` run by `test_probes.py` like the other probes (merged
into `probes.PROBES`, with its inputs in `ROUND15_SIGNATURES`); the ones in `ROUND15_CI`
run in the default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["ROUND15_PROBES", "ROUND15_CI", "ROUND15_OPEN", "ROUND15_SIGNATURES"]

ROUND15_PROBES: dict[str, str] = {}
# (params, number of `choose` alternatives, query family, hole target), as probes.SIGNATURES
ROUND15_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}


def _probe(name: str, body: str, params: tuple[str, ...] = ("x", "y"), choice: int = 0) -> None:
    """Registers the probe `name` over the inputs `params` (and a `choose` of `choice`
    alternatives, read by plain Python as the extra input k)."""
    ROUND15_PROBES[name] = body
    ROUND15_SIGNATURES[name] = (params, choice, "", 0)


_probe('r15_class_ctor_branch', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v + 1
    def show(self):
        return ("A", self.v)
@lifted
class B:
    def __init__(self, v):
        self.v = v * 2
    def show(self):
        return ("B", self.v)
@lifted
def f(x, y):
    C = A if x > y else B
    o = C(x)
    return o.show(), type(o).__name__, C.__name__
''')

_probe('r15_match_class_pattern_branch', r'''
@lifted
@dataclasses.dataclass
class Pt:
    x: int
    y: int
@lifted
@dataclasses.dataclass
class Circ:
    r: int
@lifted
def f(x, y):
    s = Pt(x, y) if x % 2 == 0 else Circ(y)
    match s:
        case Pt(x=0, y=yy):
            return ("axis", yy)
        case Pt(x=a, y=b) if a > b:
            return ("pt>", a - b)
        case Pt(a, b):
            return ("pt", a + b)
        case Circ(r=0):
            return "dot"
        case Circ(r):
            return ("circ", r * r)
    return None
''')

_probe('r15_match_class_chosen_in_pattern', r'''
@lifted
class A:
    __match_args__ = ("v",)
    def __init__(self, v): self.v = v
@lifted
class B(A):
    pass
@lifted
def f(x, y):
    o = B(y) if x > 0 else A(y)
    T = B if y > 0 else A
    match o:
        case T(v=1):
            return "T1"
        case B(v):
            return ("B", v)
        case A(v):
            return ("A", v)
''')

_probe('r15_issubclass_branch_user', r'''
@lifted
class Base: pass
@lifted
class Mid(Base): pass
@lifted
class Leaf(Mid): pass
@lifted
class Other: pass
@lifted
def f(x, y):
    C = Leaf if x > 0 else (Mid if x == 0 else Other)
    D = Base if y > 0 else Mid
    return issubclass(C, D), issubclass(C, (Other, D)), C.__name__
''')

_probe('r15_type_is_branch', r'''
@lifted
def f(x, y):
    v = x if y > 0 else (str(x) if y == 0 else [x])
    T = type(v)
    if T is int:
        return "int", v + 1
    if T is str:
        return "str", v + "!"
    return T.__name__, len(v)
''')

_probe('r15_classmethod_via_branch', r'''
@lifted
class Shape:
    sides = 0
    @classmethod
    def make(cls, n):
        o = cls()
        o.n = n * cls.sides
        return o
    @staticmethod
    def unit():
        return 1
@lifted
class Tri(Shape):
    sides = 3
    @staticmethod
    def unit():
        return 3
@lifted
class Sq(Shape):
    sides = 4
@lifted
def f(x, y):
    K = Tri if x > 0 else Sq
    o = K.make(y)
    return o.n, K.unit(), type(o).__name__, K.sides
''')

_probe('r15_super_chain_chosen', r'''
@lifted
class Base:
    def val(self, k):
        return k
@lifted
class A(Base):
    def val(self, k):
        return super().val(k) + 10
@lifted
class B(Base):
    def val(self, k):
        return super().val(k) * 3
@lifted
class AB(A):
    def val(self, k):
        return super().val(k) - 1
@lifted
def f(x, y):
    C = AB if x > 1 else (A if x > -1 else B)
    o = C()
    return o.val(y), [k.__name__ for k in type(o).__mro__]
''')

_probe('r15_func_branch_kwargs', r'''
@lifted
def add(a, b=1, *, scale=1):
    return (a + b) * scale
@lifted
def sub(a, b=2, *, scale=1):
    return (a - b) * scale
@lifted
def f(x, y):
    op = add if x > 0 else sub
    return op(x), op(x, y), op(x, scale=2), op(b=y, a=x, scale=-1), op.__name__
''')

_probe('r15_dispatch_table_star', r'''
def mx(*a): return max(a)
def mn(*a): return min(a)
def sm(*a, start=0): return sum(a, start)
@lifted
def f(x, y):
    T = {"max": mx, "min": mn, "sum": sm}
    name = "max" if x > y else ("min" if x < y else "sum")
    args = [x, y, x - y]
    g = T[name]
    return g(*args), g(*args[:2]), name
''')

_probe('r15_dispatch_list_index', r'''
@lifted
def f(x, y):
    ops = [lambda a, b: a + b, lambda a, b: a - b, lambda a, b: a * b, lambda a, b: a // b if b else None]
    i = x % 4
    return ops[i](x, y), [op(y, 2) for op in ops[: (y % 3) + 1]]
''')

_probe('r15_getattr_name_branch', r'''
@lifted
class Acc:
    def __init__(self):
        self.total = 0
    def inc(self, k):
        self.total += k
        return self.total
    def dec(self, k):
        self.total -= k
        return self.total
@lifted
def f(x, y):
    a = Acc()
    name = "inc" if x > 0 else "dec"
    r = getattr(a, name)(y)
    has = hasattr(a, "mul" if y > 0 else "inc")
    d = getattr(a, "mul" if x == 0 else "total", -99)
    return r, has, d, a.total
''')

_probe('r15_setattr_name_branch', r'''
@lifted
class Rec:
    pass
@lifted
def f(x, y):
    r = Rec()
    r.a = 0
    setattr(r, "a" if x > 0 else "b", y)
    return getattr(r, "a"), getattr(r, "b", None), sorted(vars(r).items())
''')

_probe('r15_raise_chosen_exc_arg', r'''
@lifted
class AppError(Exception):
    pass
@lifted
class NotFound(AppError):
    pass
@lifted
class Denied(AppError):
    pass
@lifted
def f(x, y):
    E = NotFound if x > 0 else (Denied if x < 0 else KeyError)
    try:
        raise E(y)
    except AppError as e:
        return "app", type(e).__name__, e.args
    except LookupError as e:
        return "lookup", e.args
''')

_probe('r15_except_tuple_mixed_static', r'''
@lifted
def f(x, y):
    try:
        if x > 1:
            {}[y]
        elif x > -1:
            [][y]
        else:
            1 // (y - y)
    except (KeyError, ZeroDivisionError) as e:
        return "kz", type(e).__name__
    except LookupError as e:
        return "lk", type(e).__name__
''')

_probe('r15_except_clause_func_call', r'''
def errs(strict):
    return (ValueError, TypeError) if strict else (ValueError,)
@lifted
def f(x, y):
    try:
        if y > 0:
            int("zz")
        else:
            None + 1
    except errs(x > 0):
        return "caught"
    except Exception as e:
        return "outer", type(e).__name__
''')

_probe('r15_except_class_from_dict', r'''
H = {"k": KeyError, "i": IndexError, "z": ZeroDivisionError}
@lifted
def f(x, y):
    which = "k" if x > 0 else ("i" if x == 0 else "z")
    try:
        try:
            if y > 0:
                raise KeyError(y)
            elif y == 0:
                raise IndexError(y)
            raise ZeroDivisionError
        except H[which]:
            return "inner", which
    except Exception as e:
        return "outer", type(e).__name__
''')

_probe('r15_with_cm_chosen', r'''
@lifted
class Log:
    def __init__(self, tag, out):
        self.tag, self.out = tag, out
    def __enter__(self):
        self.out.append("in" + self.tag)
        return self.tag
    def __exit__(self, t, v, tb):
        self.out.append("out" + self.tag)
        return False
@lifted
class Swallow(Log):
    def __exit__(self, t, v, tb):
        self.out.append("sw" + self.tag)
        return True
@lifted
def f(x, y):
    out = []
    CM = Swallow if x > 0 else Log
    try:
        with CM(str(y), out) as t:
            if y > 0:
                raise ValueError(t)
            out.append("body")
    except ValueError:
        out.append("caught")
    return out
''')

_probe('r15_iterable_kind_branch', r'''
@lifted
def f(x, y):
    if x > 1:
        it = [x, y, 1]
    elif x > -1:
        it = (y, x)
    elif x > -3:
        it = range(y + 2)
    else:
        it = {y: 1, x: 2}
    return sum(it), sorted(it), list(enumerate(it)), list(zip(it, "abc")), (y in it), len(it)
''')

_probe('r15_iterable_gen_or_list', r'''
@lifted
def f(x, y):
    src = (i * i for i in range(3)) if x > 0 else [y, x, 0]
    a = max(src, default=-1)
    b = list(src)
    return a, b
''')

_probe('r15_unpack_kind_branch', r'''
@lifted
def f(x, y):
    v = (x, y, 0) if x > 0 else [y, x]
    try:
        a, b, c = v
        return "3", a + b + c
    except ValueError as e:
        a, *rest = v
        return "2", a, rest, str(e)
''')

_probe('r15_bool_int_keys', r'''
@lifted
def f(x, y):
    k = (x > 0) if y > 0 else x
    d = {True: "T", 0: "zero"}
    d[k] = "set"
    return sorted(d.items(), key=repr), k in {1, 2}, hash(k) == hash(1)
''')

_probe('r15_choose_class_ctor', r'''
@lifted
class A:
    def __init__(self, v): self.v = v
    def area(self): return self.v * self.v
@lifted
class B:
    def __init__(self, v): self.v = v
    def area(self): return self.v + 100
@lifted
def f(x, y):
    K = choose(A, B)
    o = K(x)
    return o.area(), K.__name__
''', choice=2)

_probe('r15_choose_func', r'''
import operator
@lifted
def f(x, y):
    op = choose(operator.add, operator.sub, operator.mul, max)
    acc = 0
    for v in (x, y, 2):
        acc = op(acc, v)
    return acc
''', choice=4)

_probe('r15_choose_method_name', r'''
@lifted
def f(x, y):
    m = choose("append", "insert", "extend")
    L = [x]
    if m == "insert":
        getattr(L, m)(0, y)
    elif m == "extend":
        getattr(L, m)([y, y])
    else:
        getattr(L, m)(y)
    return L
''', choice=3)

_probe('r15_dispatch_table_star_l', r'''
@lifted
def mx(*a): return max(a)
@lifted
def mn(*a): return min(a)
@lifted
def sm(*a, start=0): return sum(a, start)
@lifted
def f(x, y):
    T = {"max": mx, "min": mn, "sum": sm}
    name = "max" if x > y else ("min" if x < y else "sum")
    args = [x, y, x - y]
    g = T[name]
    return g(*args), g(*args[:2]), name
''')

_probe('r15_except_clause_func_call_l', r'''
@lifted
def errs(strict):
    return (ValueError, TypeError) if strict else (ValueError,)
@lifted
def f(x, y):
    try:
        if y > 0:
            int("zz")
        else:
            None + 1
    except errs(x > 0):
        return "caught"
    except Exception as e:
        return "outer", type(e).__name__
''')

_probe('r15_property_setter_validate', r'''
@lifted
class Temp:
    def __init__(self, c):
        self._c = 0
        self.c = c
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        if v < -2:
            raise ValueError("too cold")
        self._c = v
    @property
    def f(self):
        return self._c * 9 // 5 + 32
@lifted
def f(x, y):
    try:
        t = Temp(y)
        t.c = x
        return t.c, t.f
    except ValueError as e:
        return "err", str(e)
''')

_probe('r15_slots_class', r'''
@lifted
class P2:
    __slots__ = ("a", "b")
    def __init__(self, a, b):
        self.a = a
        self.b = b
@lifted
def f(x, y):
    p = P2(x, y)
    if x > y:
        p.a, p.b = p.b, p.a
    try:
        p.c = 1
        r = "noerr"
    except AttributeError:
        r = "AE"
    return p.a, p.b, r, hasattr(p, "__dict__")
''')

_probe('r15_class_attr_mutated_branch', r'''
@lifted
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
@lifted
def f(x, y):
    Counter.count = 0
    a = Counter()
    if x > 0:
        b = Counter()
        if y > 0:
            Counter.count += 10
    c = Counter()
    return a.id, c.id, Counter.count
''')

_probe('r15_class_attr_shadow_instance', r'''
@lifted
class K:
    tag = "cls"
@lifted
def f(x, y):
    k = K()
    if x > 0:
        k.tag = "inst"
    if y > 0:
        K.tag = "cls2"
    r = (k.tag, K.tag)
    K.tag = "cls"
    return r
''')

_probe('r15_init_subclass_registry', r'''
REG = {}
@lifted
class Plugin:
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        REG[key or cls.__name__.lower()] = cls
@lifted
class Up(Plugin, key="up"):
    def run(self, s): return s * 2
@lifted
class Rev(Plugin):
    def run(self, s): return s[::-1]
@lifted
def f(x, y):
    k = "up" if x > 0 else ("rev" if y > 0 else "nope")
    cls = REG.get(k)
    if cls is None:
        return "missing", sorted(REG)
    return cls().run("ab" + str(y)), cls.__name__
''')

_probe('r15_class_decorator_register', r'''
HANDLERS = []
@lifted
def handler(prio):
    def deco(cls):
        cls.prio = prio
        HANDLERS.append(cls)
        return cls
    return deco
@lifted
@handler(2)
class Small:
    def ok(self, v): return v < 1
@lifted
@handler(1)
class Big:
    def ok(self, v): return v > 1
@lifted
def f(x, y):
    for h in sorted(HANDLERS, key=lambda c: c.prio):
        if h().ok(x + y):
            return h.__name__, h.prio
    return "none"
''')

_probe('r15_total_ordering', r'''
import functools
@lifted
@functools.total_ordering
class V:
    def __init__(self, n): self.n = n
    def __eq__(self, o): return self.n == o.n
    def __lt__(self, o): return self.n < o.n
@lifted
def f(x, y):
    a, b = V(x), V(y)
    return a <= b, a > b, a >= b, max(a, b).n, min([b, a, V(0)]).n
''')

_probe('r15_user_container_protocol', r'''
@lifted
class Bag:
    def __init__(self, items):
        self.items = list(items)
    def __len__(self): return len(self.items)
    def __contains__(self, v): return v in self.items or v == 99
    def __iter__(self): return iter(sorted(self.items))
    def __getitem__(self, i): return self.items[i]
    def __bool__(self): return any(v > 0 for v in self.items)
@lifted
def f(x, y):
    b = Bag([x, y] if x > 0 else [y])
    return len(b), (99 in b), (x in b), list(b), b[-1], bool(b), ("yes" if b else "no")
''')

_probe('r15_user_iterator_next', r'''
@lifted
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
@lifted
def f(x, y):
    c = Countdown(min(x, 3))
    first = next(c, "done")
    return first, list(c), sum(Countdown(2))
''')

_probe('r15_getitem_only_iteration', r'''
@lifted
class Sq:
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i
@lifted
def f(x, y):
    s = Sq(3 if x > 0 else 2)
    return list(s), (4 in s), s[y if y >= 0 else 0]
''')

_probe('r15_len_bool_fallback', r'''
@lifted
class Q:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
@lifted
class R:
    def __bool__(self): return False
@lifted
def f(x, y):
    q = Q(abs(x))
    o = q if y > 0 else R()
    return bool(q), bool(o), ("t" if o else "f"), (o or "alt") is o, not o
''')

_probe('r15_dataclass_default_factory', r'''
@lifted
@dataclasses.dataclass
class Inv:
    name: str
    items: list = dataclasses.field(default_factory=list)
    qty: dict = dataclasses.field(default_factory=dict)
    def add(self, it, n=1):
        self.items.append(it)
        self.qty[it] = self.qty.get(it, 0) + n
@lifted
def f(x, y):
    a, b = Inv("a"), Inv("b")
    if x > 0:
        a.add("nut", x)
    a.add("bolt" if y > 0 else "nut", y)
    b.add("nut")
    return a.items, sorted(a.qty.items()), b.items, dataclasses.astuple(b)
''')

_probe('r15_dataclass_post_init', r'''
@lifted
@dataclasses.dataclass
class Rng:
    lo: int
    hi: int
    span: int = dataclasses.field(init=False)
    def __post_init__(self):
        if self.lo > self.hi:
            self.lo, self.hi = self.hi, self.lo
        self.span = self.hi - self.lo
@lifted
def f(x, y):
    r = Rng(x, y)
    r2 = dataclasses.replace(r, hi=r.hi + 2)
    return dataclasses.astuple(r), dataclasses.asdict(r2), r == Rng(y, x)
''')

_probe('r15_dataclass_branch_asdict', r'''
@lifted
@dataclasses.dataclass
class Cfg:
    mode: str
    level: int
    tags: tuple = ()
@lifted
def f(x, y):
    if x > 0:
        c = Cfg("fast", x)
    elif y > 0:
        c = Cfg("safe", y, ("a",))
    else:
        c = Cfg("off", 0, ("b", "c"))
    d = dataclasses.asdict(c)
    c2 = dataclasses.replace(c, level=c.level + 1)
    return d, dataclasses.astuple(c2), len(c.tags)
''')

_probe('r15_dataclass_frozen_order', r'''
@lifted
@dataclasses.dataclass(frozen=True, order=True)
class Ver:
    major: int
    minor: int = 0
@lifted
def f(x, y):
    vs = [Ver(x, y), Ver(1), Ver(y, x)]
    try:
        vs[0].major = 5
        r = "mut"
    except dataclasses.FrozenInstanceError:
        r = "frozen"
    return [dataclasses.astuple(v) for v in sorted(vs)], r, len(set(vs)), Ver(x) < Ver(y)
''')

_probe('r15_inheritance_override_attr', r'''
@lifted
class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name}:{self.sound}"
@lifted
class Dog(Animal):
    sound = "woof"
@lifted
class Puppy(Dog):
    def speak(self):
        return super().speak().upper()
@lifted
def f(x, y):
    zoo = [Animal("a"), Dog("d"), Puppy("p")]
    pick = zoo[x % 3]
    if y > 0:
        pick.sound = "mew"
    return pick.speak(), [a.speak() for a in zoo]
''')

_probe('r15_operator_dunders_reflected', r'''
@lifted
class N:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        if isinstance(o, int):
            return N(self.v + o)
        return NotImplemented
    def __radd__(self, o):
        return N(o * 10 + self.v)
    def __mul__(self, o):
        return N(self.v * (o.v if isinstance(o, N) else o))
    def __neg__(self): return N(-self.v)
    def __abs__(self): return N(abs(self.v))
@lifted
def f(x, y):
    a = N(x)
    b = (a + y) if x > 0 else (y + a)
    return b.v, (-a * N(y)).v, abs(a * 2).v
''')

_probe('r15_eq_notimplemented_fallback', r'''
@lifted
class A:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        if isinstance(o, A):
            return self.v == o.v
        return NotImplemented
@lifted
def f(x, y):
    a = A(x)
    o = A(y) if y > 0 else y
    return a == o, o == a, a != o, [a, 1].count(A(x)), (a in [o])
''')

_probe('r15_nonlocal_counter_branch', r'''
@lifted
def f(x, y):
    hits = 0
    misses = 0
    def look(k):
        nonlocal hits, misses
        if k in (1, 2):
            hits += 1
            return True
        misses += 1
        return False
    r = [look(v) for v in (x, y, x + y)]
    if hits > misses:
        look(1)
    return r, hits, misses
''')

_probe('r15_closure_loop_var_late_binding', r'''
@lifted
def f(x, y):
    fs = []
    for i in range(3):
        if i == x % 3:
            fs.append(lambda: i * 10)
        else:
            fs.append(lambda i=i: i + y)
    return [g() for g in fs]
''')

_probe('r15_generator_closing_mutable', r'''
@lifted
def f(x, y):
    buf = [x]
    def gen():
        while buf:
            v = buf.pop()
            if v > 0:
                buf.append(v - 1)
            yield v
    out = []
    for v in gen():
        out.append(v)
        if len(out) == 2 and y > 0:
            buf.append(9)
        if len(out) > 6:
            break
    return out, buf
''')

_probe('r15_global_mutated', r'''
STATE = {"n": 0, "log": []}
@lifted
def bump(k):
    STATE["n"] += k
    STATE["log"].append(k)
@lifted
def f(x, y):
    STATE["n"] = 0
    STATE["log"] = []
    if x > 0:
        bump(x)
    if y > x:
        bump(y)
    return STATE["n"], list(STATE["log"])
''')

_probe('r15_global_stmt_counter', r'''
TOTAL = 0
@lifted
def add(k):
    global TOTAL
    if k > 0:
        TOTAL += k
    return TOTAL
@lifted
def f(x, y):
    global TOTAL
    TOTAL = 0
    add(x)
    add(y)
    return TOTAL
''')

_probe('r15_mutable_default_arg', r'''
@lifted
def push(v, acc=None):
    if acc is None:
        acc = []
    acc.append(v)
    return acc
@lifted
def f(x, y):
    a = push(x)
    b = push(y, a) if y > 0 else push(y)
    return a, b, a is b
''')

_probe('r15_mutual_recursion_memo', r'''
@lifted
def is_even(n, memo):
    if n in memo:
        return memo[n]
    r = True if n == 0 else is_odd(n - 1, memo)
    memo[n] = r
    return r
@lifted
def is_odd(n, memo):
    return False if n == 0 else is_even(n - 1, memo)
@lifted
def f(x, y):
    memo = {}
    n = abs(x)
    return is_even(n, memo), is_odd(y + 1, memo), sorted(memo)
''')

_probe('r15_sorted_lambda_keys', r'''
@lifted
def f(x, y):
    people = [("ann", x), ("bob", y), ("cy", x - y), ("di", 0)]
    by_age = sorted(people, key=lambda p: p[1])
    by_desc = sorted(people, key=lambda p: (-p[1], p[0]))
    by_abs = sorted(people, key=lambda p: abs(p[1]), reverse=True)
    return [p[0] for p in by_age], [p[0] for p in by_desc], [p[0] for p in by_abs]
''')

_probe('r15_sorted_key_closure_branch', r'''
@lifted
def f(x, y):
    w = 1 if x > 0 else -1
    key = (lambda v: w * v) if y != 0 else (lambda v: (v % 2, v))
    xs = [x, y, 2, -1]
    xs.sort(key=key)
    return xs, max(xs, key=key), min(xs, key=key)
''')

_probe('r15_decorator_closure_counter', r'''
@lifted
def counted(fn):
    calls = [0]
    def wrapper(*a, **k):
        calls[0] += 1
        return fn(*a, **k)
    wrapper.calls = calls
    return wrapper
@lifted
def sq(v):
    return v * v
@lifted
def f(x, y):
    g = counted(sq)
    total = 0
    for i in range(3):
        if i < x:
            total += g(i + y)
    return total, g.calls[0]
''')

_probe('r15_functools_partial', r'''
import functools
@lifted
def scale(v, k=1, off=0):
    return v * k + off
@lifted
def f(x, y):
    p = functools.partial(scale, k=y) if x > 0 else functools.partial(scale, off=y)
    return p(x), p(2, off=1), [p(i) for i in range(2)]
''')

_probe('r15_functools_reduce_lambda', r'''
import functools
@lifted
def f(x, y):
    op = (lambda a, b: a * 10 + b) if x >= 0 else (lambda a, b: a - b)
    return functools.reduce(op, [x, y, 1]), functools.reduce(op, [], y)
''')

_probe('r15_nested_def_recursion', r'''
@lifted
def f(x, y):
    seen = []
    def walk(t, depth):
        if isinstance(t, int):
            seen.append((t, depth))
            return t
        return sum(walk(c, depth + 1) for c in t)
    tree = [x, [y, [1, x]], ()] if x > 0 else (y, [x])
    return walk(tree, 0), seen
''')

_probe('r15_closure_cell_rebind_branch', r'''
@lifted
def f(x, y):
    v = x
    get = lambda: v
    if y > 0:
        v = y * 2
    a = get()
    v = v + 1
    return a, get()
''')

_probe('r15_generator_state_two_consumers', r'''
@lifted
def f(x, y):
    def nums(n):
        for i in range(n):
            yield i * y
    g = nums(max(0, x))
    first = next(g, None)
    pairs = list(zip(g, "ab"))
    rest = list(g)
    return first, pairs, rest
''')

_probe('r15_interp_node_classes', r'''
@lifted
class Node:
    def ev(self, env): raise NotImplementedError
@lifted
class Lit(Node):
    def __init__(self, v): self.v = v
    def ev(self, env): return self.v
@lifted
class Var(Node):
    def __init__(self, n): self.n = n
    def ev(self, env):
        if self.n not in env:
            raise NameError(self.n)
        return env[self.n]
@lifted
class Add(Node):
    def __init__(self, l, r): self.l, self.r = l, r
    def ev(self, env): return self.l.ev(env) + self.r.ev(env)
@lifted
class Neg(Node):
    def __init__(self, e): self.e = e
    def ev(self, env): return -self.e.ev(env)
@lifted
def f(x, y):
    K = Neg if x < 0 else Lit
    inner = K(Var("a")) if K is Neg else K(x)
    e = Add(inner, Var("b" if y > 0 else "a"))
    try:
        return e.ev({"a": x}), type(inner).__name__
    except NameError as err:
        return "NameError", str(err)
''')

_probe('r15_interp_visitor_getattr', r'''
@lifted
class Visitor:
    def visit(self, node):
        m = getattr(self, "visit_" + node[0], self.generic)
        return m(node)
    def visit_num(self, n): return n[1]
    def visit_add(self, n): return self.visit(n[1]) + self.visit(n[2])
    def visit_mul(self, n): return self.visit(n[1]) * self.visit(n[2])
    def generic(self, n): return ("?", n[0])
@lifted
def f(x, y):
    op = "add" if x > 0 else ("mul" if x < 0 else "pow")
    tree = (op, ("num", x), ("num", y))
    return Visitor().visit(tree)
''')

_probe('r15_interp_opcode_handlers_dict_methods', r'''
@lifted
class VM:
    def __init__(self):
        self.st = []
        self.ops = {"push": self.push, "add": self.add, "dup": self.dup, "swap": self.swap}
    def push(self, a): self.st.append(a)
    def add(self, a): self.st.append(self.st.pop() + self.st.pop())
    def dup(self, a): self.st.append(self.st[-1])
    def swap(self, a):
        self.st[-1], self.st[-2] = self.st[-2], self.st[-1]
    def run(self, prog):
        for op, a in prog:
            self.ops[op](a)
        return self.st
@lifted
def f(x, y):
    prog = [("push", x), ("push", y)]
    prog.append(("swap", None) if x > y else ("dup", None))
    prog.append(("add", None))
    return VM().run(prog)
''')

_probe('r15_interp_exception_classes_per_op', r'''
@lifted
class VMError(Exception): pass
@lifted
class StackUnderflow(VMError): pass
@lifted
class BadOp(VMError): pass
@lifted
def step(st, op):
    if op == "pop":
        if not st:
            raise StackUnderflow("empty")
        return st.pop()
    if op == "div":
        b, a = st.pop(), st.pop()
        st.append(a // b)
        return None
    raise BadOp(op)
@lifted
def f(x, y):
    st = [x, y][: (x % 3)]
    ops = ["div" if y < 2 else "pop", "pop", "nop" if x > 1 else "pop"]
    done = []
    for op in ops:
        try:
            done.append(step(st, op))
        except StackUnderflow as e:
            done.append(("SU", str(e)))
        except (BadOp, ZeroDivisionError) as e:
            done.append((type(e).__name__,))
            break
        except IndexError:
            done.append("IE")
    return done, st
''')

_probe('r15_exception_chosen_reraise_from', r'''
@lifted
class Wrapped(Exception): pass
@lifted
def f(x, y):
    E = ValueError if x > 0 else TypeError
    try:
        try:
            raise E(x)
        except (ValueError, TypeError) as e:
            if y > 0:
                raise Wrapped("w") from e
            raise
    except Wrapped as w:
        return "W", type(w.__cause__).__name__, w.__cause__.args
    except Exception as e:
        return "E", type(e).__name__
''')

_probe('r15_exception_hierarchy_order', r'''
@lifted
def f(x, y):
    excs = [KeyError, IndexError, LookupError, ValueError]
    E = excs[x % 4]
    try:
        raise E(y)
    except IndexError:
        return "IE"
    except LookupError as e:
        return "LE", type(e).__name__, isinstance(e, KeyError)
    except Exception as e:
        return "EX", e.args
''')

_probe('r15_exception_finally_counter', r'''
@lifted
def f(x, y):
    log = []
    E = KeyError if x > 0 else ValueError
    for i in range(3):
        try:
            if i == y:
                raise E(i)
            log.append(i)
        except KeyError:
            log.append("k")
            continue
        except ValueError:
            log.append("v")
            break
        finally:
            log.append("f")
    return log
''')

_probe('r15_exc_class_attr_access', r'''
@lifted
def f(x, y):
    E = KeyError if x > 0 else (ValueError if x == 0 else OSError)
    return E.__name__, issubclass(E, LookupError), E.__mro__[1].__name__, E is KeyError, E == ValueError
''')

_probe('r15_type_call_on_value', r'''
@lifted
def f(x, y):
    v = [x, y] if x > 0 else (x, y)
    T = type(v)
    w = T(reversed(v))
    return w, T.__name__, type(w) is list, isinstance(w, tuple)
''')

_probe('r15_type_construct_default', r'''
@lifted
def f(x, y):
    T = int if x > 0 else (str if x == 0 else list)
    z = T()
    return z, T.__name__, repr(z), bool(z)
''')

_probe('r15_int_or_str_conversion_class', r'''
@lifted
def f(x, y):
    conv = str if y > 0 else (abs if y == 0 else float)
    v = conv(x)
    return v, type(v).__name__
''')

_probe('r15_builtin_func_branch', r'''
@lifted
def f(x, y):
    agg = max if x > 0 else (min if x < 0 else sum)
    data = [x, y, 1]
    return agg(data), agg([y, 2]), agg.__name__
''')

_probe('r15_callable_check', r'''
@lifted
def f(x, y):
    v = (lambda a: a + 1) if x > 0 else x
    if callable(v):
        return "call", v(y)
    return "val", v + y
''')

_probe('r15_methods_bound_in_list', r'''
@lifted
def f(x, y):
    a, b = [], []
    adders = [a.append, b.append]
    for i in range(3):
        adders[(x + i) % 2](i * y)
    return a, b
''')

_probe('r15_class_in_dict_factory', r'''
@lifted
class Cat:
    def __init__(self, n): self.n = n
    def say(self): return "meow" * self.n
@lifted
class Cow:
    def __init__(self, n): self.n = n
    def say(self): return "moo" + str(self.n)
FACT = {"cat": Cat, "cow": Cow}
@lifted
def f(x, y):
    kind = "cat" if x > 0 else "cow"
    o = FACT[kind](abs(y))
    return o.say(), isinstance(o, Cat), type(o).__name__, FACT[kind] is Cat
''')

_probe('r15_isinstance_chosen_abc', r'''
import collections.abc as cabc
@lifted
def f(x, y):
    v = [x] if x > 0 else ({x: y} if x == 0 else (x,))
    T = cabc.Mapping if y > 0 else cabc.Sequence
    return isinstance(v, T), isinstance(v, cabc.MutableSequence), isinstance(v, (T, dict))
''')

_probe('r15_match_mapping_seq_kinds', r'''
@lifted
def f(x, y):
    v = {"op": "add", "a": x} if x > 0 else ([x, y] if y > 0 else (x, y, 0))
    match v:
        case {"op": "add", "a": a}:
            return "add", a + y
        case [a, b]:
            return "pair", a * b
        case [a, *rest]:
            return "many", a, rest
    return "none"
''')

_probe('r15_match_literal_types', r'''
@lifted
def f(x, y):
    v = x if y > 0 else (str(x) if y == 0 else (x > 0))
    match v:
        case True:
            return "T"
        case 1:
            return "one"
        case int(n) if n < 0:
            return "neg", n
        case str() as s:
            return "s", s
        case _:
            return "other", v
''')

_probe('r15_zip_mixed_iterables', r'''
@lifted
def f(x, y):
    a = range(x) if x > 0 else [y, y]
    b = "xyz" if y > 0 else (10, 20, 30, 40)
    return list(zip(a, b)), dict(zip(b, a)), [i for i, _ in enumerate(a)]
''')

_probe('r15_in_operator_kinds', r'''
@lifted
def f(x, y):
    c = {1: "a", 2: "b"} if x > 0 else ("1" if x == 0 else {y, 3})
    k = y if x != 0 else str(y)
    return k in c, (1 in c) if not isinstance(c, str) else ("1" in c)
''')

_probe('r15_star_unpack_kinds', r'''
@lifted
def f(x, y):
    v = range(1, 4) if x > 0 else (x, y)
    a, *b = v
    return a, b, [*v, *"ab"], max(*v, 0)
''')

_probe('r15_choose_exception_handler_order', r'''
@lifted
def f(x, y):
    H = choose((KeyError,), (LookupError,), (ValueError, IndexError))
    try:
        if x > 0:
            {}[x]
        else:
            [][x]
    except H as e:
        return "H", type(e).__name__
    except Exception as e:
        return "other", type(e).__name__
''', choice=3)

_probe('r15_choose_iterable_kind', r'''
@lifted
def f(x, y):
    it = choose([x, y], (y, x, 1), range(2))
    out = []
    for i, v in enumerate(it):
        if v > 0:
            out.append(i)
    return out, sorted(it), type(it).__name__
''', choice=3)

_probe('r15_choose_superclass_method', r'''
@lifted
class A:
    def g(self, v): return v + 1
@lifted
class B(A):
    def g(self, v): return super().g(v) * 2
@lifted
class Cc(B):
    def g(self, v): return super().g(v) - 3
@lifted
def f(x, y):
    K = choose(A, B, Cc)
    o = K()
    return o.g(x) + y, isinstance(o, B), [k.__name__ for k in type(o).__mro__][:2]
''', choice=3)

_probe('r15_choose_key_func', r'''
@lifted
def f(x, y):
    key = choose(None, abs, lambda v: -v)
    xs = [x, y, -2, 1]
    return sorted(xs, key=key), max(xs, key=key or (lambda v: v))
''', choice=3)

_probe('r15_choose_cm', r'''
@lifted
class Quiet:
    def __enter__(self): return "q"
    def __exit__(self, *a): return True
@lifted
class Loud:
    def __enter__(self): return "l"
    def __exit__(self, *a): return False
@lifted
def f(x, y):
    cm = choose(Quiet(), Loud())
    try:
        with cm as t:
            if x > y:
                raise ValueError(t)
            r = ("body", t)
        return r if x <= y else ("swallowed",)
    except ValueError as e:
        return "raised", e.args
''', choice=2)

_probe('r15_choose_default_arg_fn', r'''
@lifted
def f(x, y):
    def g(a, b=choose(0, 1, y)):
        return a * 2 + b
    return g(x), g(x, 5)
''', choice=3)

_probe('r15_choose_dataclass_field', r'''
@lifted
@dataclasses.dataclass
class Item:
    name: str
    price: int
    qty: int = 1
@lifted
def f(x, y):
    it = Item("a", x, choose(1, 2, y))
    it2 = dataclasses.replace(it, price=it.price + y)
    return dataclasses.astuple(it2), it.price * it.qty, it == it2
''', choice=3)

_probe('r15_bank_account_exceptions', r'''
@lifted
class Insufficient(Exception):
    def __init__(self, need):
        super().__init__(f"need {need}")
        self.need = need
@lifted
class Account:
    def __init__(self, bal):
        self.bal = bal
        self.hist = []
    def withdraw(self, amt):
        if amt > self.bal:
            raise Insufficient(amt - self.bal)
        self.bal -= amt
        self.hist.append(-amt)
    def deposit(self, amt):
        if amt <= 0:
            raise ValueError("bad amount")
        self.bal += amt
        self.hist.append(amt)
@lifted
def f(x, y):
    a = Account(2)
    res = []
    for op, amt in [("d", y), ("w", x), ("w", 1)]:
        try:
            (a.deposit if op == "d" else a.withdraw)(amt)
            res.append("ok")
        except Insufficient as e:
            res.append(("ins", e.need, str(e)))
        except ValueError as e:
            res.append(str(e))
    return res, a.bal, a.hist
''')

_probe('r15_shopping_cart_dict', r'''
@lifted
def f(x, y):
    prices = {"apple": 3, "pear": 2, "fig": 5}
    cart = collections.defaultdict(int)
    cart["apple"] += x
    cart["fig" if y > 0 else "pear"] += 2
    if x < 0:
        del cart["apple"]
    total = sum(prices[k] * v for k, v in cart.items())
    return dict(cart), total, sorted(cart, key=cart.get)
''')

_probe('r15_grade_buckets_bisect', r'''
@lifted
def f(x, y):
    cuts = [0, 2, 4]
    grades = "FDCB"
    scores = [x, y, x + y, 3]
    gs = [grades[bisect.bisect(cuts, s)] for s in scores]
    counts = collections.Counter(gs)
    return gs, sorted(counts.items()), counts.most_common(1)[0][1]
''')

_probe('r15_heap_tasks_tuples', r'''
@lifted
def f(x, y):
    h = []
    heapq.heappush(h, (x, "a"))
    heapq.heappush(h, (y, "b"))
    heapq.heappush(h, (0, "c"))
    if x > y:
        heapq.heappush(h, (-5, "urgent"))
    out = [heapq.heappop(h)[1] for _ in range(2)]
    return out, len(h), heapq.nsmallest(1, h)
''')

_probe('r15_namedtuple_ops', r'''
Pt = collections.namedtuple("Pt", "x y")
@lifted
def f(x, y):
    p = Pt(x, y)
    q = p._replace(x=p.x + 1) if y > 0 else Pt(*reversed(p))
    return tuple(q), q.x - q.y, p._asdict()["y"], tuple(p) < tuple(q), p == (x, y)
''')

_probe('r15_deque_rotate_window', r'''
@lifted
def f(x, y):
    d = collections.deque(maxlen=3)
    for v in (x, y, 1, x * y):
        if v != 0:
            d.append(v)
    d.appendleft(9) if y > 0 else d.append(-9)
    return list(d), len(d), d[0]
''')

_probe('r15_enum_dispatch', r'''
import enum
@lifted
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
@lifted
def f(x, y):
    c = Color.RED if x > 0 else (Color.GREEN if y > 0 else Color.BLUE)
    names = {Color.RED: "r", Color.GREEN: "g"}
    return c.name, c.value, names.get(c, "?"), c is Color.BLUE, [m.name for m in Color if m.value > abs(x)]
''')

_probe('r15_inventory_class_staticfactory', r'''
@lifted
class Unit:
    factor = 1
    def __init__(self, v): self.v = v
    @classmethod
    def parse(cls, s):
        n, u = s[:-1], s[-1]
        K = {"m": Meter, "k": Km}[u]
        return K(int(n))
    def meters(self): return self.v * self.factor
@lifted
class Meter(Unit):
    factor = 1
@lifted
class Km(Unit):
    factor = 1000
@lifted
def f(x, y):
    s = ("3k" if x > 0 else "7m")
    u = Unit.parse(s)
    return u.meters() + y, type(u).__name__, u.factor
''')

_probe('r15_isinstance_type_of_other', r'''
@lifted
def f(x, y):
    w = x if x > 0 else ("s" if x == 0 else [x])
    v = y if y > 0 else "t"
    return isinstance(v, type(w)), type(v) is type(w), issubclass(type(w), (int, list))
''')

_probe('r15_isinstance_nested_tuple_branch', r'''
@lifted
def f(x, y):
    T = str if x > 0 else list
    v = [y] if y > 0 else (y if y == 0 else str(y))
    return isinstance(v, (int, (T, bytes))), isinstance(v, (T,)), isinstance(v, ())
''')

_probe('r15_except_type_of_caught', r'''
@lifted
def f(x, y):
    try:
        raise (KeyError if x > 0 else ValueError)(y)
    except Exception as first:
        K = type(first)
    try:
        if y > 0:
            raise KeyError("again")
        raise ValueError("again")
    except K as e:
        return "same", K.__name__, e.args
    except Exception as e:
        return "diff", type(e).__name__
''')

_probe('r15_except_class_list_index_sym', r'''
@lifted
def f(x, y):
    errs = [KeyError, IndexError, ZeroDivisionError]
    catch = errs[y % 3]
    try:
        if x > 0:
            return {}[x]
        if x < 0:
            return [][x]
        return 1 // x
    except catch as e:
        return "caught", type(e).__name__
    except Exception as e:
        return "missed", type(e).__name__
''')

_probe('r15_class_stored_on_object', r'''
@lifted
class Box:
    def __init__(self, kind, v):
        self.kind = kind
        self.v = v
    def make(self):
        return self.kind(self.v)
@lifted
def f(x, y):
    b = Box(str if x > 0 else int, y)
    if y > 1:
        b.kind = list if x > 0 else tuple
        b.v = [y, x]
    r = b.make()
    return r, type(r).__name__, isinstance(r, b.kind)
''')

_probe('r15_issubclass_exception_chosen', r'''
@lifted
def f(x, y):
    E = KeyError if x > 0 else (ZeroDivisionError if x < 0 else OSError)
    B = LookupError if y > 0 else ArithmeticError
    return issubclass(E, B), issubclass(E, (B, OSError)), [c.__name__ for c in E.__mro__ if issubclass(c, Exception)]
''')

_probe('r15_class_dict_key', r'''
@lifted
def f(x, y):
    T = int if x > 0 else str
    names = {int: "integer", str: "string", list: "list"}
    counts = {}
    for v in (x, str(y), [y], T()):
        counts[type(v)] = counts.get(type(v), 0) + 1
    return names[T], sorted((k.__name__, n) for k, n in counts.items()), T in names
''')

_probe('r15_class_in_set_and_eq', r'''
@lifted
class A: pass
@lifted
class B(A): pass
@lifted
def f(x, y):
    C = A if x > 0 else B
    D = B if y > 0 else A
    s = {C, D}
    return len(s), C == D, C is D, A in s, sorted(k.__name__ for k in s)
''')

_probe('r15_match_class_branch_type_builtin', r'''
@lifted
def f(x, y):
    T = int if x > 0 else str
    v = y if y > 0 else str(y)
    match v:
        case T():
            return "T", T.__name__
        case _:
            return "not", type(v).__name__
''')

_probe('r15_super_two_arg_branch', r'''
@lifted
class A:
    def who(self): return "A"
@lifted
class B(A):
    def who(self): return "B" + super().who()
@lifted
class Cc(B):
    def who(self): return "C" + super().who()
@lifted
def f(x, y):
    o = Cc()
    K = B if x > 0 else Cc
    return super(K, o).who(), o.who()
''')

_probe('r15_classmethod_cls_chain', r'''
@lifted
class Base:
    registry = []
    @classmethod
    def create(cls, v):
        inst = cls.__new__(cls)
        inst.v = v
        cls.registry.append(cls.__name__)
        return inst
@lifted
class Sub(Base):
    registry = []
@lifted
def f(x, y):
    Base.registry = []
    Sub.registry = []
    K = Sub if x > 0 else Base
    o = K.create(y)
    o2 = Base.create(x)
    return o.v, type(o).__name__, list(Base.registry), list(Sub.registry)
''')

_probe('r15_exception_subclass_with_init', r'''
@lifted
class HttpError(Exception):
    def __init__(self, code, msg=""):
        super().__init__(code, msg)
        self.code = code
@lifted
class NotFound(HttpError):
    def __init__(self, path):
        super().__init__(404, "nf:" + path)
@lifted
def f(x, y):
    try:
        if x > 0:
            raise NotFound("/p" + str(y))
        elif y > 0:
            raise HttpError(500 + y)
        return "ok"
    except HttpError as e:
        return type(e).__name__, e.code, e.args, str(e)
''')

_probe('r15_getattr_default_method_branch', r'''
@lifted
class Plugin:
    def on_start(self): return "start"
    def on_stop(self): return "stop"
@lifted
def f(x, y):
    p = Plugin()
    ev = "start" if x > 0 else ("stop" if x < 0 else "pause")
    h = getattr(p, "on_" + ev, None)
    r = h() if h is not None else "ignored"
    return r, callable(h), hasattr(p, "on_" + ev)
''')

_probe('r15_min_choose_key_sorted', r'''
@lifted
def f(x, y):
    key = choose(None, abs)
    return sorted([x, y], key=key)
''', choice=2)

_probe('r15_min_choose_key_or', r'''
@lifted
def f(x, y):
    key = choose(None, abs)
    return max([x, y], key=key or (lambda v: v))
''', choice=2)

_probe('r15_min_branch_key_none', r'''
@lifted
def f(x, y):
    key = None if x > 0 else abs
    return sorted([x, y], key=key)
''')

_probe('r15_min_branch_none_or', r'''
@lifted
def f(x, y):
    key = None if x > 0 else abs
    k = key or (lambda v: v)
    return k(y)
''')

_probe('r15_min_sorted_key_none_caught', r'''
@lifted
def f(x, y):
    key = None if x > 0 else abs
    try:
        return sorted([x, y], key=key)
    except TypeError as e:
        return "TypeError", str(e)
''')

_probe('r15_min_list_sort_key_none', r'''
@lifted
def f(x, y):
    xs = [x, y]
    xs.sort(key=None if x > 0 else abs)
    return xs
''')

_probe('r15_min_max_key_none', r'''
@lifted
def f(x, y):
    return max([x, y], key=None if x > 0 else abs)
''')

_probe('r15_min_min_key_none', r'''
@lifted
def f(x, y):
    return min([x, y], key=None if x > 0 else abs)
''')

_probe('r15_sorted_reverse_symbolic', r'''
@lifted
def f(x, y):
    xs = [x, y, 1]
    desc = x > y
    ys = list(xs)
    ys.sort(reverse=desc)
    return sorted(xs, reverse=desc), ys, sorted(xs, key=abs, reverse=y > 0)
''')

_probe('r15_heapq_key_branch', r'''
@lifted
def f(x, y):
    key = None if x > 0 else (lambda v: -v)
    return heapq.nsmallest(2, [x, y, 1], key=key), heapq.nlargest(1, [x, y], key=key)
''')

_probe('r15_key_lambda_or_func_branch', r'''
@lifted
def f(x, y):
    key = (lambda v: -v) if x > 0 else abs
    return sorted([x, y, 1], key=key)
''')

_probe('r15_uc_list_of_user_iter', r'''
@lifted
class Bag:
    def __init__(self, items):
        self.items = list(items)
    def __iter__(self): return iter(self.items)
@lifted
def f(x, y):
    b = Bag([x, y] if x > 0 else [y])
    return list(b)
''')

_probe('r15_uc_for_user_iter', r'''
@lifted
class Bag:
    def __init__(self, items):
        self.items = list(items)
    def __iter__(self): return iter(self.items)
@lifted
def f(x, y):
    b = Bag([x, y] if x > 0 else [y])
    out = []
    for v in b:
        out.append(v)
    return out
''')

_probe('r15_uc_bool_any_gen', r'''
@lifted
class Bag:
    def __init__(self, items):
        self.items = list(items)
    def __bool__(self): return any(v > 0 for v in self.items)
@lifted
def f(x, y):
    b = Bag([x, y] if x > 0 else [y])
    return bool(b), ("yes" if b else "no")
''')

_probe('r15_getattr_list_append_branch', r'''
@lifted
def f(x, y):
    L = [x]
    if x > 0:
        getattr(L, "append")(y)
    return L
''')

_probe('r15_getattr_list_method_union', r'''
@lifted
def f(x, y):
    L = [x]
    m = "append" if x > 0 else "remove"
    getattr(L, m)(x if m == "remove" else y)
    return L
''')

_probe('r15_filter_none_or_pred', r'''
@lifted
def f(x, y):
    pred = None if x > 0 else (lambda v: v > 0)
    return list(filter(pred, [x, y, 0, -1]))
''')

_probe('r15_map_func_branch', r'''
@lifted
def f(x, y):
    fn = abs if x > 0 else (lambda v: v * 2)
    return list(map(fn, [x, y])), [fn(v) for v in (y, -1)]
''')

_probe('r15_defaultdict_factory_branch', r'''
@lifted
def f(x, y):
    d = collections.defaultdict(int if x > 0 else list)
    v = d["a"]
    d["b"]
    return v, sorted(d), type(v).__name__
''')

_probe('r15_sum_start_kind_branch', r'''
@lifted
def f(x, y):
    start = 0 if x > 0 else 10
    parts = [[x], [y]] if y > 0 else [x, y]
    try:
        return sum(parts, start)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_max_default_branch', r'''
@lifted
def f(x, y):
    xs = [v for v in (x, y) if v > 1]
    d = None if x > 0 else "empty"
    return max(xs, default=d), min(xs, default=y)
''')

_probe('r15_isinstance_none_class_branch', r'''
@lifted
def f(x, y):
    T = None if x > 0 else int
    try:
        return isinstance(y, T)
    except TypeError as e:
        return "TE"
''')

_probe('r15_call_none_or_func', r'''
@lifted
def f(x, y):
    cb = None if x > 0 else (lambda v: v + 1)
    try:
        return cb(y)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_accumulate_func_branch', r'''
import itertools, operator
@lifted
def f(x, y):
    fn = operator.mul if x > 0 else None
    return list(itertools.accumulate([x, y, 2], fn))
''')

_probe('r15_iter_callable_sentinel', r'''
@lifted
def f(x, y):
    src = [x, y, 0, 5]
    it = iter(src.pop, 0 if x > 0 else 5)
    return list(it), src
''')

_probe('r15_dict_get_default_kind', r'''
@lifted
def f(x, y):
    d = {1: "one", 2: "two"}
    dflt = None if y > 0 else ("?" if y == 0 else 0)
    v = d.get(x, dflt)
    return v, type(v).__name__, v is None
''')

_probe('r15_sorted_key_itemgetter_branch', r'''
import operator
@lifted
def f(x, y):
    rows = [(x, "b"), (y, "a"), (0, "c")]
    key = operator.itemgetter(0) if x > 0 else operator.itemgetter(1)
    return sorted(rows, key=key), max(rows, key=key)
''')

_probe('r15_sorted_key_attrgetter_or_none', r'''
import operator
@lifted
def f(x, y):
    key = operator.neg if y > 0 else None
    xs = [x, y, 1]
    xs.sort(key=key, reverse=x > 0)
    return xs
''')

_probe('r15_min_isinstance_none_tuple', r'''
@lifted
def f(x, y):
    T = (int, str) if x > 0 else None
    try:
        return isinstance(y, T)
    except TypeError:
        return "TE"
''')

_probe('r15_min_isinstance_none_concrete', r'''
@lifted
def f(x, y):
    try:
        return isinstance(y, None)
    except TypeError:
        return "TE"
''')

_probe('r15_isinstance_str_arg', r'''
@lifted
def f(x, y):
    try:
        return isinstance(x, "int" if y > 0 else int)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_issubclass_non_class_arg', r'''
@lifted
def f(x, y):
    a = int if x > 0 else x
    try:
        return issubclass(a, int)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_except_none_clause', r'''
@lifted
def f(x, y):
    E = None if x > 0 else KeyError
    try:
        try:
            if y > 0:
                {}[y]
            return "noexc"
        except E:
            return "caught"
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_filter_none_branch', r'''
@lifted
def f(x, y):
    pred = None if x > 0 else bool
    return list(filter(pred, [x, y]))
''')

_probe('r15_min_filter_none_concrete', r'''
@lifted
def f(x, y):
    return list(filter(None, [x, y, 0]))
''')

_probe('r15_min_sorted_key_none_concrete', r'''
@lifted
def f(x, y):
    k = None
    return sorted([x, y], key=k), max([x, y], key=k)
''')

_probe('r15_min_with_union_msg', r'''
@lifted
class A:
    def __enter__(self): return 1
    def __exit__(self, *a): return False
@lifted
class B(A):
    pass
@lifted
def f(x, y):
    cm = A() if x > 0 else B()
    with cm as t:
        r = t + y
    return r
''')

_probe('r15_te_len_of_int_some_paths', r'''
@lifted
def f(x, y):
    v = [x, y] if x > 0 else x
    try:
        return len(v)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_iterate_int_some_paths', r'''
@lifted
def f(x, y):
    v = (x, y) if y > 0 else y
    out = []
    try:
        for a in v:
            out.append(a)
    except TypeError as e:
        out.append(str(e))
    return out
''')

_probe('r15_te_subscript_int', r'''
@lifted
def f(x, y):
    v = [x] if x > 0 else x
    try:
        return v[0]
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_unhashable_key', r'''
@lifted
def f(x, y):
    k = (x, y) if x > 0 else [x, y]
    d = {}
    try:
        d[k] = 1
        return "ok", len(d)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_str_plus_int', r'''
@lifted
def f(x, y):
    a = str(x) if x > 0 else x
    try:
        return a + "!"
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_join_ints', r'''
@lifted
def f(x, y):
    parts = ["a", str(y)] if x > 0 else ["a", y]
    try:
        return "-".join(parts)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_sort_mixed', r'''
@lifted
def f(x, y):
    xs = [x, y, 1] if x > 0 else [x, "y", 1]
    try:
        return sorted(xs)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_ctor_wrong_arity', r'''
@lifted
class P1:
    def __init__(self, a): self.a = a
@lifted
class P2:
    def __init__(self, a, b): self.s = a + b
@lifted
def f(x, y):
    K = P1 if x > 0 else P2
    try:
        o = K(x)
        return "ok", vars(o)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_call_non_callable', r'''
@lifted
def f(x, y):
    g = abs if x > 0 else x
    try:
        return g(y)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_hasattr_nonstr', r'''
@lifted
def f(x, y):
    name = "real" if x > 0 else x
    try:
        return hasattr(y, name)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_int_of_list', r'''
@lifted
def f(x, y):
    v = str(x) if x > 0 else [x]
    try:
        return int(v) + y
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_te_compare_none', r'''
@lifted
def f(x, y):
    best = None
    for v in (x, y):
        if best is None or v > best:
            best = v
    lim = None if y > 0 else 0
    try:
        return best, best > lim
    except TypeError as e:
        return best, str(e)
''')

_probe('r15_te_unpack_int', r'''
@lifted
def f(x, y):
    v = (x, y) if x > 0 else x
    try:
        a, b = v
        return a - b
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_te_uncaught_some_paths', r'''
@lifted
def f(x, y):
    v = [x] if x > 0 else None
    return len(v) + y
''')

_probe('r15_min_hasattr_int_name', r'''
@lifted
def f(x, y):
    try:
        return hasattr(y, x)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_getattr_int_name', r'''
@lifted
def f(x, y):
    try:
        return getattr(y, 3, "dflt")
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_hasattr_int_name_uncaught', r'''
@lifted
def f(x, y):
    name = "real" if x > 0 else 0
    return hasattr(y, name)
''')

_probe('r15_min_hasattr_concrete_int', r'''
@lifted
def f(x, y):
    try:
        return hasattr(5, 0)
    except TypeError as e:
        return "TE"
''')

_probe('r15_min_getattr_int_name_nodefault', r'''
@lifted
def f(x, y):
    try:
        return getattr([x], 0)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_setattr_int_name', r'''
@lifted
class O:
    pass
@lifted
def f(x, y):
    o = O()
    try:
        setattr(o, 1, y)
        return "set"
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_delattr_int_name', r'''
@lifted
class O:
    pass
@lifted
def f(x, y):
    o = O()
    o.a = x
    try:
        delattr(o, 1)
        return "del"
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_hasattr_symobj_intname', r'''
@lifted
def f(x, y):
    try:
        return hasattr(y, 0)
    except TypeError as e:
        return "TE"
''')

_probe('r15_min_hasattr_symname', r'''
@lifted
def f(x, y):
    try:
        return hasattr(5, x)
    except TypeError as e:
        return "TE"
''')

_probe('r15_min_getattr_symobj_intname', r'''
@lifted
def f(x, y):
    try:
        return getattr(y, 0)
    except TypeError as e:
        return "TE"
''')

_probe('r15_bi_len', r'''
@lifted
def f(x, y):
    pass
    try:
        r = len(y)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_index', r'''
@lifted
def f(x, y):
    pass
    try:
        r = y[0]
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_iter', r'''
@lifted
def f(x, y):
    pass
    try:
        r = list(iter(y))
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_call', r'''
@lifted
def f(x, y):
    pass
    try:
        r = y(1)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_attr', r'''
@lifted
def f(x, y):
    pass
    try:
        r = y.foo
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_setattr', r'''
@lifted
def f(x, y):
    pass
    try:
        r = setattr(y, 'a', 1)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_int_base', r'''
@lifted
def f(x, y):
    pass
    try:
        r = int(y, 10)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_chr_neg', r'''
@lifted
def f(x, y):
    pass
    try:
        r = chr(y - 2)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_pow_mod0', r'''
@lifted
def f(x, y):
    pass
    try:
        r = pow(y, 2, 0)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_pow_neg_mod', r'''
@lifted
def f(x, y):
    pass
    try:
        r = pow(y, -1, 4)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_range_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = range(y, 'a')
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_divmod_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = divmod(y, 'a')
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_round_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = round(y, 'a')
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_min_mixed', r'''
@lifted
def f(x, y):
    pass
    try:
        r = min(y, 's')
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_sorted_int', r'''
@lifted
def f(x, y):
    pass
    try:
        r = sorted(y)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_hash_list', r'''
@lifted
def f(x, y):
    pass
    try:
        r = hash([y])
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_fmt_d_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = '%d' % str(y)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_str_mul_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = str(y) * 's'
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_bytes_neg', r'''
@lifted
def f(x, y):
    pass
    try:
        r = bytes([y - 2])
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_issub_arg1', r'''
@lifted
def f(x, y):
    pass
    try:
        r = issubclass(y, int)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_getattr_dflt_obj', r'''
@lifted
def f(x, y):
    pass
    try:
        r = getattr(y, 'nope', 'D')
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_hasattr_real', r'''
@lifted
def f(x, y):
    pass
    try:
        r = hasattr(y, 'real')
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_shift_neg', r'''
@lifted
def f(x, y):
    pass
    try:
        r = 1 << (y - 2)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_list_mul_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = [y] * 's'
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_dict_of_int', r'''
@lifted
def f(x, y):
    pass
    try:
        r = dict(y)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_zip_int', r'''
@lifted
def f(x, y):
    pass
    try:
        r = list(zip(y, [1]))
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_enumerate_int', r'''
@lifted
def f(x, y):
    pass
    try:
        r = list(enumerate(y))
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_sum_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = sum([y, 's'])
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_abs_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = abs(str(y))
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_neg_str', r'''
@lifted
def f(x, y):
    pass
    try:
        r = -str(y)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_in_int', r'''
@lifted
def f(x, y):
    pass
    try:
        r = 1 in y
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_setitem_tuple', r'''
@lifted
def f(x, y):
    pass
    try:
        r = (y,).__setitem__(0, 1)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_tuple_assign', r'''
@lifted
def f(x, y):
    t = (x, y) if x > 0 else x
    try:
        r = t[0]
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_range_str_first', r'''
@lifted
def f(x, y):
    try:
        r = range('a', y)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_range_step_str', r'''
@lifted
def f(x, y):
    try:
        r = range(0, y, 'a')
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_range_float', r'''
@lifted
def f(x, y):
    try:
        r = range(y, 2.5)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_slice_str', r'''
@lifted
def f(x, y):
    try:
        r = [1, 2, 3][y:'a']
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_strslice_str', r'''
@lifted
def f(x, y):
    try:
        r = 'abc'[y:'b']
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_list_pop_str', r'''
@lifted
def f(x, y):
    try:
        r = [1, 2, y].pop('a')
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_list_insert_str', r'''
@lifted
def f(x, y):
    try:
        r = [1].insert('a', y)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_range_idx_str', r'''
@lifted
def f(x, y):
    try:
        r = range(y + 2)['a']
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_list_idx_float', r'''
@lifted
def f(x, y):
    try:
        r = [1, y][0.0]
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_tuple_idx_str', r'''
@lifted
def f(x, y):
    try:
        r = (1, y)['a']
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_str_idx_none', r'''
@lifted
def f(x, y):
    try:
        r = str(y)[None]
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_mul_list_float', r'''
@lifted
def f(x, y):
    try:
        r = [y] * 2.0
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_bi_range_none', r'''
@lifted
def f(x, y):
    try:
        r = range(y, None)
        return "ok", repr(r)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError, OverflowError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_min_range_str_stop', r'''
@lifted
def f(x, y):
    try:
        return list(range(y, "a"))
    except TypeError as e:
        return "TE"
''')

_probe('r15_range_true_div', r'''
@lifted
def f(x, y):
    xs = [1] * (y + 1)
    try:
        return [i for i in range(len(xs) / 2)]
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_slice_str_bound', r'''
@lifted
def f(x, y):
    try:
        return [1, 2, 3][y:"a"]
    except TypeError:
        return "TE"
''')

_probe('r15_min_range_float_msg', r'''
@lifted
def f(x, y):
    try:
        range(y / 2)
    except TypeError as e:
        return str(e)
''')

_probe('r15_min_list_index_float_msg', r'''
@lifted
def f(x, y):
    try:
        return [1, 2][y / 2]
    except TypeError as e:
        return str(e)
''')

_probe('r15_min_str_mul_float_msg', r'''
@lifted
def f(x, y):
    try:
        return "ab" * (y / 2)
    except TypeError as e:
        return str(e)
''')

_probe('r15_dynamic_subclass_of_chosen_base', r'''
@lifted
class A:
    def g(self): return "A"
@lifted
class B:
    def g(self): return "B"
@lifted
def f(x, y):
    Base = A if x > 0 else B
    class D(Base):
        def h(self): return self.g() + str(y)
    return D().h(), [k.__name__ for k in D.__mro__]
''')

_probe('r15_type3_chosen_base', r'''
@lifted
def f(x, y):
    base = int if x > 0 else object
    K = type("K", (base,), {"tag": y})
    return K.tag, K.__mro__[1].__name__, issubclass(K, int)
''')

_probe('r15_contextlib_suppress_chosen', r'''
import contextlib
@lifted
def f(x, y):
    E = KeyError if x > 0 else IndexError
    out = []
    with contextlib.suppress(E):
        out.append(1)
        if y > 0:
            {}[y]
        else:
            [][y]
        out.append(2)
    return out
''')

_probe('r15_contextlib_suppress_static', r'''
import contextlib
@lifted
def f(x, y):
    out = []
    with contextlib.suppress(KeyError, ZeroDivisionError):
        out.append(x // y)
        out.append({1: "a"}[x])
    return out
''')

_probe('r15_except_attr_of_object', r'''
@lifted
class Svc:
    Err = KeyError
    def call(self, k):
        return {1: "one"}[k]
@lifted
class Svc2(Svc):
    Err = LookupError
    def call(self, k):
        return [0, 10][k]
@lifted
def f(x, y):
    s = Svc() if x > 0 else Svc2()
    try:
        return s.call(y)
    except s.Err as e:
        return "err", type(e).__name__
''')

_probe('r15_raise_class_or_instance', r'''
@lifted
def f(x, y):
    try:
        raise (ValueError if x > 0 else ValueError("m" + str(y)))
    except ValueError as e:
        return e.args, str(e)
''')

_probe('r15_raise_from_none_context', r'''
@lifted
def f(x, y):
    try:
        try:
            {}[x]
        except KeyError:
            if y > 0:
                raise ValueError("v") from None
            raise ValueError("w")
    except ValueError as e:
        return str(e), e.__suppress_context__, type(e.__context__).__name__, e.__cause__ is None
''')

_probe('r15_try_else_finally_chosen', r'''
@lifted
def f(x, y):
    log = []
    E = ValueError if x > 0 else TypeError
    try:
        try:
            if y > 0:
                raise E("e")
        except ValueError:
            log.append("VE")
        else:
            log.append("else")
        finally:
            log.append("fin")
    except TypeError:
        log.append("outer-TE")
    return log
''')

_probe('r15_call_object_dispatch', r'''
@lifted
class Scale:
    def __init__(self, k): self.k = k
    def __call__(self, v): return v * self.k
@lifted
class Shift:
    def __init__(self, k): self.k = k
    def __call__(self, v, extra=0): return v + self.k + extra
@lifted
def f(x, y):
    ops = {"s": Scale(y), "t": Shift(y)}
    key = "s" if x > 0 else "t"
    fn = ops[key]
    return fn(x), [ops[k](1) for k in sorted(ops)], callable(fn), type(fn).__name__
''')

_probe('r15_getattr_dunder_fallback', r'''
@lifted
class Cfg:
    def __init__(self, d): self._d = d
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return self._d.get(name, "unset")
@lifted
def f(x, y):
    c = Cfg({"mode": "a" if x > 0 else "b", "lvl": y})
    return c.mode, c.lvl, c.other, hasattr(c, "_hidden"), getattr(c, "_x", "dflt")
''')

_probe('r15_property_raises_attr', r'''
@lifted
class Lazy:
    def __init__(self, v): self.v = v
    @property
    def inv(self):
        if self.v == 0:
            raise AttributeError("no inverse")
        return 12 // self.v
@lifted
def f(x, y):
    o = Lazy(x)
    return hasattr(o, "inv"), getattr(o, "inv", None)
''')

_probe('r15_unhashable_class_chosen', r'''
@lifted
class H:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, H) and o.v == self.v
    def __hash__(self): return hash(self.v)
@lifted
class U:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, U) and o.v == self.v
@lifted
def f(x, y):
    K = H if x > 0 else U
    try:
        s = {K(y), K(y), K(x)}
        return "set", len(s)
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_contains_dunder_chosen', r'''
@lifted
class Evens:
    def __contains__(self, v): return v % 2 == 0
@lifted
class Pos:
    def __contains__(self, v): return v > 0
@lifted
def f(x, y):
    s = Evens() if x > 0 else Pos()
    return y in s, x in s, (y not in s)
''')

_probe('r15_list_subclass_user', r'''
@lifted
class Stack(list):
    def push(self, v):
        self.append(v)
        return self
    def peek(self):
        return self[-1] if self else None
@lifted
def f(x, y):
    s = Stack()
    s.push(x)
    if y > 0:
        s.push(y).push(x + y)
    return s.peek(), len(s), list(s), isinstance(s, list)
''')

_probe('r15_dict_subclass_missing', r'''
@lifted
class Zeros(dict):
    def __missing__(self, k):
        return 0
@lifted
def f(x, y):
    d = Zeros()
    d[x] = y
    return d[x], d[y + 10], len(d), sorted(d.items())
''')

_probe('r15_singledispatch_kind', r'''
import functools
@functools.singledispatch
def show(v):
    return "obj"
@show.register
def _(v: int):
    return "int:" + str(v)
@show.register
def _(v: list):
    return "list:" + str(len(v))
@lifted
def f(x, y):
    v = x if y > 0 else [x, y]
    return show(v)
''')

_probe('r15_eq_returns_nonbool', r'''
@lifted
class Weird:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v - o.v
@lifted
def f(x, y):
    a, b = Weird(x), Weird(y)
    r = a == b
    return r, bool(r), ("eq" if a == b else "ne")
''')

_probe('r15_iter_protocol_chosen_class', r'''
@lifted
class Up:
    def __init__(self, n): self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1
@lifted
class Down(Up):
    def __iter__(self):
        i = self.n
        while i > 0:
            yield i
            i -= 1
@lifted
def f(x, y):
    K = Up if x > 0 else Down
    out = []
    for v in K(2):
        out.append(v * y)
    return out
''')

_probe('r15_bool_len_chosen_class', r'''
@lifted
class Empty:
    def __len__(self): return 0
@lifted
class Full:
    def __len__(self): return 3
    def __bool__(self): return False
@lifted
def f(x, y):
    o = Empty() if x > 0 else Full()
    return bool(o), len(o), ("t" if o else "f"), ([o][0] and "and") == "and", not o
''')

_probe('r15_min_except_branch_class_index_fault', r'''
@lifted
def f(x, y):
    E = KeyError if x > 0 else LookupError
    try:
        return [0, 10][y]
    except E as e:
        return "err", type(e).__name__
''')

_probe('r15_min_except_branch_class_zdiv_fault', r'''
@lifted
def f(x, y):
    E = ZeroDivisionError if x > 0 else ArithmeticError
    try:
        return 10 // y
    except E:
        return "err"
''')

_probe('r15_min_except_branch_class_key_fault', r'''
@lifted
def f(x, y):
    E = KeyError if x > 0 else IndexError
    try:
        return {1: "a", 2: "b"}[y]
    except E:
        return "err"
    except LookupError:
        return "other"
''')

_probe('r15_min_except_branch_class_outer_try', r'''
@lifted
def f(x, y):
    E = KeyError if x > 0 else LookupError
    try:
        try:
            return [0, 10][y]
        except E as e:
            return "err", type(e).__name__
    except IndexError:
        return "outer"
''')

_probe('r15_min_class_stmt_union_base', r'''
class A:
    def g(self): return "A"
class B:
    def g(self): return "B"
@lifted
def f(x, y):
    Base = A if x > 0 else B
    class D(Base):
        pass
    return D().g()
''')

_probe('r15_min_class_stmt_union_base_caught', r'''
class A:
    pass
class B:
    pass
@lifted
def f(x, y):
    Base = A if x > 0 else B
    try:
        class D(Base):
            pass
        return "ok"
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_type3_union_base', r'''
@lifted
def f(x, y):
    base = int if x > 0 else object
    try:
        K = type("K", (base,), {})
        return K.__mro__[1].__name__
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_suppress_union_class', r'''
import contextlib
@lifted
def f(x, y):
    E = KeyError if x > 0 else IndexError
    with contextlib.suppress(E):
        [][0]
    return "suppressed"
''')

_probe('r15_cls_fields', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = [fl.name for fl in dataclasses.fields(C)]
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_is_dataclass', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = dataclasses.is_dataclass(C)
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_mro_call', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = [k.__name__ for k in C.mro()]
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_bases', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = [k.__name__ for k in C.__bases__]
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_isinstance_type', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = isinstance(C, type)
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_callable', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = callable(C)
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_map_ctor', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = [o.a for o in map(C, [y, 1])]
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_partial_ctor', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = __import__('functools').partial(C, y)().a
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_qualname', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = C.__qualname__
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_repr_cls', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = repr(C).split('.')[-1]
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_vars_keys', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = sorted(k for k in vars(C) if not k.startswith('__'))
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_dict_attr', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = C.__dict__.get('extra', 'none')
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_subclasses', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = [k.__name__ for k in C.__subclasses__()]
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_getattr_cls', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = getattr(C, 'extra', 'none')
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_hasattr_cls', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = hasattr(C, 'extra')
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_cls_eq', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = C == DA
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_sorted_key_cls', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = [o.a for o in sorted([C(2), C(y)], key=lambda o: o.a)]
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_astuple_inst', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = dataclasses.astuple(C(y))
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_asdict_inst', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = dataclasses.asdict(C(y))
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_replace_inst', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = dataclasses.astuple(dataclasses.replace(C(y), a=x))
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_new_obj', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = type(object.__new__(C)).__name__
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_cls_abstract', r'''
import abc
@dataclasses.dataclass
class DA:
    a: int
    @classmethod
    def go(cls): return "DA" + cls.__name__
@dataclasses.dataclass
class DB(DA):
    b: int = 7
    extra = "e"
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    try:
        r = C.go()
        return "ok", r
    except (TypeError, ValueError, AttributeError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_min_dataclass_class_eq_union', r'''
@dataclasses.dataclass
class DA:
    a: int
@dataclasses.dataclass
class DB:
    a: int
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    return C == DA
''')

_probe('r15_min_dataclass_class_in_list', r'''
@dataclasses.dataclass
class DA:
    a: int
@dataclasses.dataclass
class DB:
    a: int
@lifted
def f(x, y):
    C = DA if x > 0 else DB
    return C in [DB], [DA, DB].index(C)
''')

_probe('r15_min_dataclass_class_eq_concrete', r'''
@dataclasses.dataclass
class DA:
    a: int
@dataclasses.dataclass
class DB:
    a: int
@lifted
def f(x, y):
    return DA == DB, DA != DB
''')

_probe('r15_min_dataclass_instance_eq_class', r'''
@dataclasses.dataclass
class DA:
    a: int
@lifted
def f(x, y):
    o = DA(y) if x > 0 else DA
    return o == DA, o == DA(y)
''')

_probe('r15_class_eq_plain_union', r'''
@lifted
class A:
    def __eq__(self, o): return True
@lifted
class B(A):
    pass
@lifted
def f(x, y):
    C = A if x > 0 else B
    D = B if y > 0 else A
    return C == D, C != D, C == A, [A, B].index(D), D in (C,)
''')

_probe('r15_namedtuple_class_eq_union', r'''
NA = collections.namedtuple("NA", "a")
NB = collections.namedtuple("NB", "a")
@lifted
def f(x, y):
    C = NA if x > 0 else NB
    return C == NA, C._fields, tuple(C(y)), C(y) == (y,)
''')

_probe('r15_dataclass_instances_eq_mixed', r'''
@dataclasses.dataclass
class DA:
    a: int
@dataclasses.dataclass
class DB:
    a: int
@lifted
def f(x, y):
    o = DA(y) if x > 0 else DB(y)
    return o == DA(y), o == DB(y), o != DA(x), [DA(y), DB(y)].index(o)
''')

_probe('r15_min_property_guarded_div_getattr', r'''
@lifted
class Lazy:
    def __init__(self, v): self.v = v
    @property
    def inv(self):
        if self.v == 0:
            raise AttributeError("no inverse")
        return 12 // self.v
@lifted
def f(x, y):
    return getattr(Lazy(x), "inv", None)
''')

_probe('r15_min_property_guarded_div_attr', r'''
@lifted
class Lazy:
    def __init__(self, v): self.v = v
    @property
    def inv(self):
        if self.v == 0:
            return None
        return 12 // self.v
@lifted
def f(x, y):
    return getattr(Lazy(x), "inv", None), Lazy(x).inv
''')

_probe('r15_none_map', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = list(map(N or abs, [x, y]))
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_map_none', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = list(map(N, [x, y]))
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_max2', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = max(x, y, key=N)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_min_default', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = min([x, y], key=N, default=0)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_groupby', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = [(k, len(list(g))) for k, g in __import__('itertools').groupby(sorted([x, y, 1]), key=N)]
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_insort', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = (lambda a: (bisect.insort(a, y, key=N), a)[1])([0, 1, 3])
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_bisect_key', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = bisect.bisect_left([0, 1, 3], y, key=N)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_heap_merge', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = list(heapq.merge([x, 5], [y, 6], key=N))
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_split_sep', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = 'a b,c d'.split(S)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_strip_chars', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = ' xa x'.strip(S)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_round_nd', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = round(y * 3, R)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_pow_mod', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = pow(y + 2, 3, R)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_int_base', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = int('11', B)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_enumerate_start', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = list(enumerate('ab', B))
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_dict_pop_default', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = {1: 'a'}.pop(y, N) is None
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_sorted_dict_items', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = sorted({x: 1, y: 2, 0: 3}.items(), key=N)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_zip_strict', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = list(zip([x, y], [1, 2, 3][:y + 1], strict=x > 0))
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_range_step', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = list(range(0, 5, B))
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_slice_none', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = [1, 2, 3, 4][R:]
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_str_find_end', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = 'abcabc'.find('c', 0, R)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_list_index_stop', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = [x, y, x, y].index(y, 0, R if R is not None else 4)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_none_sorted_key_neg_or_none', r'''
@lifted
def f(x, y):
    N = None if x > 0 else (lambda v: -v if isinstance(v, int) else v)
    S = None if x > 0 else ","
    R = None if x > 0 else 1
    B = 2 if x > 0 else 10
    try:
        r = sorted([x, y, 1], key=N, reverse=True)
        return "ok", r
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)
''')

_probe('r15_min_list_index_stop_branch', r'''
@lifted
def f(x, y):
    return [x, y, y].index(y, 0, 2 if x > 0 else 3)
''')

_probe('r15_min_list_index_stop_branch_none', r'''
@lifted
def f(x, y):
    R = None if x > 0 else 1
    return [x, y, y].index(y, 0, R if R is not None else 3)
''')

_probe('r15_min_str_find_end_branch', r'''
@lifted
def f(x, y):
    return "abcabc".find("c", 0, 2 if x > 0 else 4), [1, 2, 3][1 if x > 0 else 2:]
''')

_probe('r15_min_groupby_key_none', r'''
import itertools
@lifted
def f(x, y):
    key = None if x > 0 else abs
    return [k for k, g in itertools.groupby([y, y, 1], key=key)]
''')

_probe('r15_min_list_index_stop_branch_try', r'''
@lifted
def f(x, y):
    R = None if x > 0 else 1
    try:
        return [x, y, y].index(y, 0, R if R is not None else 3)
    except ValueError:
        return "VE"
''')

_probe('r15_min_list_index_stop_branch_try2', r'''
@lifted
def f(x, y):
    try:
        return [x, y, y].index(y, 0, 2 if x > 0 else 3)
    except ValueError:
        return "VE"
''')

_probe('r15_min_groupby_key_none_try', r'''
import itertools
@lifted
def f(x, y):
    key = None if x > 0 else abs
    try:
        return [k for k, g in itertools.groupby([y, y, 1], key=key)]
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_union_int_index_try', r'''
@lifted
def f(x, y):
    R = None if x > 0 else 1
    try:
        return [10, 20, 30][R if R is not None else 2]
    except IndexError:
        return "IE"
''')

_probe('r15_min_union_int_range_try', r'''
@lifted
def f(x, y):
    R = None if x > 0 else 1
    try:
        return list(range(R if R is not None else 3))
    except ValueError:
        return "VE"
''')

_probe('r15_min_groupby_key_none_lambda', r'''
import itertools
@lifted
def f(x, y):
    key = None if x > 0 else (lambda v: -v)
    try:
        return [(k, len(list(g))) for k, g in itertools.groupby([y, y, 1], key=key)]
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_min_groupby_key_none_sorted', r'''
import itertools
@lifted
def f(x, y):
    key = None if x > 0 else abs
    try:
        return [k for k, g in itertools.groupby(sorted([x, y]), key=key)]
    except TypeError as e:
        return "TE", str(e)
''')

_probe('r15_exit_inspects_chosen_type', r'''
@lifted
class Ignore:
    def __init__(self, E): self.E = E
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        return t is not None and issubclass(t, self.E)
@lifted
def f(x, y):
    E = KeyError if x > 0 else ZeroDivisionError
    try:
        with Ignore(E):
            if y > 0:
                {}[y]
            else:
                1 // y
        return "suppressed"
    except Exception as e:
        return "escaped", type(e).__name__
''')

_probe('r15_except_star_group', r'''
@lifted
def f(x, y):
    errs = [ValueError("v")] if x > 0 else [KeyError("k")]
    if y > 0:
        errs.append(TypeError("t"))
    got = []
    try:
        raise ExceptionGroup("g", errs)
    except* ValueError as eg:
        got.append(("V", len(eg.exceptions)))
    except* (KeyError, TypeError) as eg:
        got.append(("KT", sorted(type(e).__name__ for e in eg.exceptions)))
    return got
''')

_probe('r15_exception_notes', r'''
@lifted
def f(x, y):
    try:
        try:
            raise ValueError(x)
        except ValueError as e:
            if y > 0:
                e.add_note("ctx " + str(y))
            raise
    except ValueError as e:
        return e.args, getattr(e, "__notes__", [])
''')

_probe('r15_exception_str_override_chosen', r'''
@lifted
class E1(Exception):
    def __str__(self): return "E1:" + str(self.args[0] * 2)
@lifted
class E2(Exception):
    pass
@lifted
def f(x, y):
    K = E1 if x > 0 else E2
    try:
        raise K(y)
    except Exception as e:
        return str(e), repr(type(e).__name__), e.args
''')

_probe('r15_exit_raises_new', r'''
@lifted
class Convert:
    def __enter__(self): return None
    def __exit__(self, t, v, tb):
        if t is KeyError:
            raise ValueError("converted")
        return False
@lifted
def f(x, y):
    try:
        with Convert():
            if x > 0:
                {}[x]
            elif y > 0:
                [][y]
        return "none"
    except ValueError as e:
        return "V", str(e), type(e.__context__).__name__
    except IndexError:
        return "I"
''')

_probe('r15_isinstance_exc_chosen_in_handler', r'''
@lifted
def f(x, y):
    try:
        if x > 0:
            raise KeyError(y)
        raise IndexError(y)
    except LookupError as e:
        T = KeyError if y > 0 else IndexError
        return isinstance(e, T), type(e) is T, e.args
''')

# The probes found failing and not fixed yet: {name: why}.
ROUND15_OPEN: dict[str, str] = {}  # r15_none_groupby was fixed in session 24

# The CI slice: minimal forms of the defects fixed, and a few passing ones.
ROUND15_CI: frozenset[str] = frozenset({
    "r15_none_groupby", "r15_min_branch_key_none", "r15_min_list_sort_key_none", "r15_min_max_key_none",
    "r15_min_filter_none_branch", "r15_min_except_branch_class_index_fault",
    "r15_min_except_branch_class_zdiv_fault", "r15_min_suppress_union_class",
    "r15_min_class_stmt_union_base", "r15_min_type3_union_base",
    "r15_min_dataclass_class_eq_concrete", "r15_min_isinstance_none_concrete",
    "r15_min_hasattr_int_name", "r15_min_getattr_symobj_intname", "r15_min_range_str_stop",
    "r15_min_slice_str_bound", "r15_min_range_float_msg", "r15_min_list_index_float_msg",
    "r15_bi_range_idx_str", "r15_bi_slice_str", "r15_min_choose_key_sorted",
    "r15_class_ctor_branch", "r15_match_class_pattern_branch", "r15_except_attr_of_object",
})

assert ROUND15_CI <= ROUND15_PROBES.keys(), sorted(ROUND15_CI - ROUND15_PROBES.keys())
