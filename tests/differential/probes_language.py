"""Held-out probes of issue 10, round 5 (worktree z10f): the Python language features an
interpreter writer reaches for that are not data structures. Each is the body of a
`Program` over inputs x and y, run by `test_probes.py` like the other probes (merged
into `probes.PROBES`); the ones in `LANGUAGE_CI` run in the default test run, the rest
under the slow marker."""

from __future__ import annotations

__all__ = ["LANGUAGE_PROBES", "LANGUAGE_CI"]

LANGUAGE_PROBES: dict[str, str] = {}

# --- classes: inheritance, super(), mixins, properties, class attributes, __slots__,
# __init_subclass__, abc, __getattr__, __call__, NotImplemented, total_ordering, frozen
# ordered dataclasses, __hash__/__eq__ keys, descriptors

LANGUAGE_PROBES["cls_super_chain"] = '''
@lifted
class Base:
    def __init__(self, v):
        self.v = v
    def val(self):
        return self.v
@lifted
class Mid(Base):
    def __init__(self, v, w):
        super().__init__(v)
        self.w = w
    def val(self):
        return super().val() * 2 + self.w
@lifted
class Leaf(Mid):
    def val(self):
        return super().val() - 1 if self.v > 0 else super().val()
@lifted
def f(x, y):
    o = Leaf(x, y) if x > y else Mid(y, x)
    return o.val(), type(o).__name__, isinstance(o, Base)
'''

LANGUAGE_PROBES["cls_mro_mixins"] = '''
@lifted
class A:
    def tag(self):
        return "A"
@lifted
class LogMixin:
    def tag(self):
        return "L" + super().tag()
@lifted
class CountMixin:
    def tag(self):
        return "C" + super().tag()
@lifted
class B(LogMixin, CountMixin, A):
    pass
@lifted
class C(CountMixin, A):
    pass
@lifted
def f(x, y):
    o = B() if x > 0 else (C() if y > 0 else A())
    return o.tag(), [k.__name__ for k in type(o).__mro__][:2]
'''

LANGUAGE_PROBES["cls_property_setter_validate"] = '''
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
        t = Temp(x)
        t.c = t.c + y
        return t.f, t.c
    except ValueError as e:
        return str(e), x
'''

LANGUAGE_PROBES["cls_classmethod_factory"] = '''
@lifted
class Shape:
    sides = 0
    def __init__(self, n):
        self.n = n
    @classmethod
    def make(cls, n):
        return cls(n)
    @staticmethod
    def double(v):
        return v * 2
    def area(self):
        return self.double(self.n) + self.sides
@lifted
class Tri(Shape):
    sides = 3
@lifted
def f(x, y):
    k = Tri if x > y else Shape
    o = k.make(x)
    return o.area(), type(o).__name__, Shape.double(y), o.sides
'''

LANGUAGE_PROBES["cls_attr_shadow"] = '''
@lifted
class Counter:
    count = 10
    def bump(self):
        self.count = self.count + 1
        return self.count
@lifted
def f(x, y):
    Counter.count = 10
    a, b = Counter(), Counter()
    if x > 0:
        a.bump()
    if y > 0:
        Counter.count = 20
    return a.count, b.count, Counter.count, "count" in vars(a)
'''

LANGUAGE_PROBES["cls_slots_errors"] = '''
@lifted
class P:
    __slots__ = ("x",)
    def __init__(self, x):
        self.x = x
@lifted
def f(x, y):
    p = P(x)
    try:
        if y > 0:
            p.z = 1
        out = "ok"
    except AttributeError:
        out = "slots"
    try:
        del p.x
        got = p.x
    except AttributeError:
        got = -99
    return out, got
'''

LANGUAGE_PROBES["cls_init_subclass_registry"] = '''
@lifted
class Op:
    registry = {}
    def __init_subclass__(cls, code=0, **kw):
        super().__init_subclass__(**kw)
        Op.registry[code] = cls
@lifted
class Add(Op, code=1):
    def run(self, a, b):
        return a + b
@lifted
class Sub(Op, code=2):
    def run(self, a, b):
        return a - b
@lifted
def f(x, y):
    k = Op.registry.get(abs(x) % 3)
    if k is None:
        return "none"
    return k.__name__, k().run(x, y)
'''

LANGUAGE_PROBES["cls_abc_abstract"] = '''
import abc
@lifted
class Node(abc.ABC):
    @abc.abstractmethod
    def eval(self):
        ...
    def twice(self):
        return 2 * self.eval()
@lifted
class Num(Node):
    def __init__(self, v):
        self.v = v
    def eval(self):
        return self.v
@lifted
class Half(Node):
    pass
@lifted
def f(x, y):
    try:
        n = Num(x) if x > y else Half()
        return n.twice()
    except TypeError:
        return "abstract"
'''

LANGUAGE_PROBES["cls_isinstance_tuple_abc"] = '''
import collections.abc
@lifted
def f(x, y):
    v = [x] if x > 1 else ((x, y) if x < -1 else ({x: y} if y > 0 else x))
    return (isinstance(v, (list, tuple)), isinstance(v, collections.abc.Sequence),
            isinstance(v, collections.abc.Mapping), isinstance(v, (int, dict)),
            isinstance(v, collections.abc.Sized))
'''

LANGUAGE_PROBES["cls_getattr_fallback"] = '''
@lifted
class Env:
    def __init__(self, x):
        self.x = x
    def __getattr__(self, name):
        if name.startswith("v"):
            return len(name) * self.x
        raise AttributeError(name)
@lifted
def f(x, y):
    e = Env(x)
    name = "vv" if y > 0 else "zz"
    try:
        got = getattr(e, name)
    except AttributeError as err:
        got = str(err)
    return e.x, e.vvv, got, hasattr(e, "q")
'''

LANGUAGE_PROBES["cls_call_dunder"] = '''
@lifted
class Scale:
    def __init__(self, k):
        self.k = k
    def __call__(self, v, *, bias=0):
        return self.k * v + bias
@lifted
def f(x, y):
    g = Scale(x) if y > 0 else (lambda v, bias=0: v - bias)
    return g(y, bias=1), callable(g), g(3)
'''

LANGUAGE_PROBES["cls_notimplemented_radd"] = '''
@lifted
class Money:
    def __init__(self, c):
        self.c = c
    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.c + o.c)
        if isinstance(o, int) and not isinstance(o, bool):
            return Money(self.c + o)
        return NotImplemented
    def __radd__(self, o):
        if o == 0:
            return self
        return self.__add__(o)
@lifted
def f(x, y):
    s = sum([Money(x), Money(y)])
    t = 5 + Money(x)
    try:
        u = Money(x) + "a"
        bad = "no"
    except TypeError:
        bad = "typeerror"
    v = Money(y) + (True if x > 0 else 2)
    return s.c, t.c, bad, v.c if isinstance(v, Money) else v
'''

LANGUAGE_PROBES["cls_notimplemented_eq"] = '''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if not isinstance(o, A):
            return NotImplemented
        return self.v == o.v
@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if isinstance(o, A):
            return self.v == -o.v
        return NotImplemented
@lifted
def f(x, y):
    a = A(x)
    b = B(y)
    o = a if x > 0 else b
    return a == b, b == a, o == A(x), a == x, a != A(y), o == o
'''

LANGUAGE_PROBES["cls_lt_reflected"] = '''
@lifted
class V:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        if isinstance(o, V):
            return self.v < o.v
        return NotImplemented
    def __gt__(self, o):
        if isinstance(o, int):
            return self.v > o
        return NotImplemented
@lifted
def f(x, y):
    a = V(x)
    r1 = y < a
    try:
        r2 = a < y
    except TypeError:
        r2 = "TE"
    return r1, r2, a < V(y), sorted([V(y), a, V(0)], key=lambda o: o.v)[0].v
'''

LANGUAGE_PROBES["cls_total_ordering_eq_only"] = '''
import functools
@lifted
@functools.total_ordering
class Ver:
    def __init__(self, major, minor):
        self.t = (major, minor)
    def __eq__(self, o):
        return self.t == o.t
    def __gt__(self, o):
        return self.t > o.t
@lifted
def f(x, y):
    a, b = Ver(x, y), Ver(y, x)
    vs = sorted([a, b, Ver(0, 0)])
    return a < b, a <= b, a >= b, [v.t for v in vs], min(a, b).t
'''

LANGUAGE_PROBES["cls_dataclass_frozen_order_keys"] = '''
@lifted
@dataclasses.dataclass(order=True, frozen=True)
class Pos:
    line: int
    col: int = 0
@lifted
def f(x, y):
    a = Pos(x, y)
    b = Pos(y) if x > 0 else Pos(x, y)
    d = {a: "a"}
    d[b] = d.get(b, "") + "b"
    try:
        a.line = 3
        err = "mut"
    except dataclasses.FrozenInstanceError:
        err = "frozen"
    return (sorted(d.values()), a < b, len(d), err, dataclasses.astuple(b),
            hash(a) == hash(Pos(x, y)))
'''

LANGUAGE_PROBES["cls_hash_eq_dict_keys"] = '''
@lifted
class Sym:
    def __init__(self, name, n):
        self.name = name
        self.n = n
    def __eq__(self, o):
        return isinstance(o, Sym) and self.name == o.name
    def __hash__(self):
        return hash(self.name)
@lifted
def f(x, y):
    env = {}
    env[Sym("a", x)] = x
    k = Sym("a" if y > 0 else "b", y)
    env[k] = env.get(k, 0) + 1
    return len(env), env[Sym("a", 0)], Sym("b", 0) in env, sorted(s.name for s in env)
'''

LANGUAGE_PROBES["cls_eq_no_hash"] = '''
@lifted
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
@lifted
def f(x, y):
    e = E(x)
    try:
        s = {e}
        got = len(s)
    except TypeError:
        got = "unhashable"
    return got, e == E(y), E.__hash__ is None
'''

LANGUAGE_PROBES["cls_property_inherited_override"] = '''
@lifted
class Base:
    def __init__(self, v):
        self._v = v
    @property
    def v(self):
        return self._v
@lifted
class Neg(Base):
    @property
    def v(self):
        return -super().v
@lifted
def f(x, y):
    objs = [Base(x), Neg(y)]
    if x > y:
        objs.reverse()
    try:
        objs[0].v = 1
        r = "set"
    except AttributeError:
        r = "readonly"
    return [o.v for o in objs], r
'''

LANGUAGE_PROBES["cls_class_counter_instances"] = '''
@lifted
class Node:
    made = 0
    def __init__(self, v):
        Node.made += 1
        self.id = Node.made
        self.v = v
@lifted
def f(x, y):
    Node.made = 0
    nodes = [Node(i) for i in range(abs(x) % 3)]
    if y > 0:
        nodes.append(Node(y))
    return Node.made, [n.id for n in nodes], sum(n.v for n in nodes)
'''

LANGUAGE_PROBES["cls_repr_str"] = '''
@lifted
class Tok:
    def __init__(self, kind, v):
        self.kind = kind
        self.v = v
    def __repr__(self):
        return f"Tok({self.kind!r}, {self.v})"
    def __str__(self):
        return f"{self.kind}:{self.v}"
@lifted
def f(x, y):
    t = Tok("num" if x > 0 else "neg", x + y)
    return repr(t), str(t), f"{t}", str([t])
'''

LANGUAGE_PROBES["cls_bool_len_truthiness"] = '''
@lifted
class Bag:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
@lifted
class Flag:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v != 0
@lifted
def f(x, y):
    b = Bag(abs(x))
    g = Flag(y)
    out = []
    if b:
        out.append("bag")
    if g and b:
        out.append("both")
    return out, bool(b or g), not g, len(b)
'''

LANGUAGE_PROBES["cls_contains_getitem"] = '''
@lifted
class Range2:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __contains__(self, v):
        return self.lo <= v < self.hi
    def __getitem__(self, i):
        if not 0 <= i < self.hi - self.lo:
            raise IndexError(i)
        return self.lo + i
@lifted
def f(x, y):
    r = Range2(x, x + 3)
    return y in r, list(r), r[1], 0 not in r
'''

LANGUAGE_PROBES["cls_iadd_inplace"] = '''
@lifted
class Vec:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __iadd__(self, o):
        self.a += o.a
        self.b += o.b
        return self
    def __add__(self, o):
        return Vec(self.a + o.a, self.b + o.b)
    def __neg__(self):
        return Vec(-self.a, -self.b)
@lifted
def f(x, y):
    v = Vec(x, y)
    alias = v
    if x > y:
        v += Vec(1, 1)
    else:
        v = v + Vec(2, 2)
    w = -v
    return (v.a, v.b), (alias.a, alias.b), alias is v, (w.a, w.b)
'''

LANGUAGE_PROBES["cls_staticmethod_dispatch_table"] = '''
@lifted
class Ops:
    @staticmethod
    def add(a, b):
        return a + b
    @staticmethod
    def mul(a, b):
        return a * b
    @classmethod
    def table(cls):
        return {"+": cls.add, "*": cls.mul}
@lifted
def f(x, y):
    op = "+" if x % 2 == 0 else "*"
    return Ops.table()[op](x, y), Ops().add(x, 1)
'''

LANGUAGE_PROBES["cls_descriptor_get"] = '''
@lifted
class Clamp:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, owner):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, v):
        setattr(obj, self.name, max(self.lo, min(self.hi, v)))
@lifted
class Reg:
    val = Clamp(-1, 1)
    def __init__(self, v):
        self.val = v
@lifted
def f(x, y):
    r = Reg(x)
    if y > 0:
        r.val = r.val + y
    return r.val, r._val
'''

# --- enum.Enum/IntEnum/Flag members chosen by symbolic conditions; match/case (literal,
# class, sequence, mapping, guard, or, capture, value patterns)

LANGUAGE_PROBES["enum_dict_keys"] = '''
import enum
class Op(enum.Enum):
    ADD = "+"
    SUB = "-"
    MUL = "*"
@lifted
def f(x, y):
    op = Op.ADD if x > y else (Op.SUB if x == y else Op.MUL)
    table = {Op.ADD: lambda a, b: a + b, Op.SUB: lambda a, b: a - b, Op.MUL: lambda a, b: a * b}
    counts = {o: 0 for o in Op}
    counts[op] += 1
    return table[op](x, y), op.value, [c for c in counts.values()], Op("-") is op
'''

LANGUAGE_PROBES["enum_intenum_arith"] = '''
import enum
class Pri(enum.IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10
@lifted
def f(x, y):
    p = Pri.HIGH if x > 1 else (Pri.LOW if x < 0 else Pri.MID)
    q = Pri(5) if y > 0 else Pri.LOW
    return p + y, p > q, max(p, q).name, int(p) * 2, p == 5, sorted([p, q, Pri.MID])[0].name
'''

LANGUAGE_PROBES["enum_flag_ops"] = '''
import enum
class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1
@lifted
def f(x, y):
    p = Perm.R
    if x > 0:
        p = p | Perm.W
    if y > 0:
        p |= Perm.X
    return p.value, bool(p & Perm.W), Perm.X in p, (p & ~Perm.R).value
'''

LANGUAGE_PROBES["enum_iter_members"] = '''
import enum
class State(enum.Enum):
    IDLE = 0
    RUN = 1
    DONE = 2
@lifted
def f(x, y):
    s = State.IDLE
    trace = []
    for _ in range(3):
        if s is State.IDLE and x > 0:
            s = State.RUN
        elif s is State.RUN:
            s = State.DONE if y > 0 else State.IDLE
        trace.append(s.name)
    names = [m.name for m in State if m.value <= abs(x)]
    return trace, names, len(State), State["RUN"].value
'''

LANGUAGE_PROBES["enum_auto_compare"] = '''
import enum
class K(enum.Enum):
    A = enum.auto()
    B = enum.auto()
    C = enum.auto()
@lifted
def f(x, y):
    k = K.A if x < 0 else K.C
    try:
        lt = k < K.B
    except TypeError:
        lt = "TE"
    return k.value, lt, k == K.C, k != K.A, K(y if y > 0 else 1).name
'''

LANGUAGE_PROBES["enum_value_lookup_error"] = '''
import enum
class Tok(enum.Enum):
    PLUS = 1
    MINUS = 2
@lifted
def f(x, y):
    try:
        t = Tok(x)
        r = t.name
    except ValueError:
        r = "bad"
    try:
        u = Tok["PLUS" if y > 0 else "TIMES"].value
    except KeyError:
        u = -1
    return r, u
'''

LANGUAGE_PROBES["enum_methods"] = '''
import enum
class Dir(enum.Enum):
    N = (0, 1)
    E = (1, 0)
    S = (0, -1)
    W = (-1, 0)
    def turn(self):
        order = list(Dir)
        return order[(order.index(self) + 1) % 4]
    @property
    def dx(self):
        return self.value[0]
@lifted
def f(x, y):
    d = Dir.N
    for _ in range(abs(x)):
        d = d.turn()
    px = 0
    if y > 0:
        px += d.dx
    return d.name, px, d.value
'''

LANGUAGE_PROBES["enum_strenum_match"] = '''
import enum
class Color(str, enum.Enum):
    RED = "r"
    BLUE = "b"
@lifted
def f(x, y):
    c = Color.RED if x > y else Color.BLUE
    return c == "r", c.value + "x", c in ("r", "g"), {Color.RED: 1, "b": 2}[c]
'''

LANGUAGE_PROBES["match_literals"] = '''
@lifted
def f(x, y):
    match x:
        case 0:
            r = "zero"
        case 1 | 2:
            r = "small"
        case -1 | -2 | -3:
            r = "neg"
        case _:
            r = "big"
    match (x > 0, y):
        case (True, 0):
            s = 1
        case (False, 0):
            s = 2
        case (_, n) if n > 1:
            s = n * 10
        case _:
            s = -1
    return r, s
'''

LANGUAGE_PROBES["match_class_patterns"] = '''
@lifted
@dataclasses.dataclass
class Num:
    v: int
@lifted
@dataclasses.dataclass
class Add:
    l: object
    r: object
@lifted
@dataclasses.dataclass
class Neg:
    e: object
@lifted
def ev(e):
    match e:
        case Num(v=v):
            return v
        case Add(Num(0), r) | Add(r, Num(0)):
            return ev(r)
        case Add(l, r):
            return ev(l) + ev(r)
        case Neg(Neg(inner)):
            return ev(inner)
        case Neg(e2):
            return -ev(e2)
@lifted
def f(x, y):
    t = Add(Num(x), Neg(Num(y))) if x > 0 else Neg(Neg(Add(Num(0), Num(y))))
    return ev(t), ev(Add(Num(x), Num(0)))
'''

LANGUAGE_PROBES["match_sequence_star"] = '''
@lifted
def f(x, y):
    xs = [x] * (abs(y) + 1) + ([y] if x > 0 else [])
    match xs:
        case []:
            r = "empty"
        case [a]:
            r = ("one", a)
        case [a, b]:
            r = ("two", a + b)
        case [a, *rest, b]:
            r = ("many", a, len(rest), b)
    match (x, y, x + y):
        case (0, *_):
            s = "x0"
        case (_, _, 0):
            s = "sum0"
        case [*head, 2]:
            s = ("end2", len(head))
        case _:
            s = "other"
    return r, s
'''

LANGUAGE_PROBES["match_mapping"] = '''
@lifted
def f(x, y):
    msg = {"op": "add", "a": x, "b": y} if x > 0 else {"op": "neg", "a": y}
    if y > 1:
        msg["extra"] = True
    match msg:
        case {"op": "add", "a": a, "b": b, **rest}:
            return "add", a + b, sorted(rest)
        case {"op": "neg", "a": int(a)} if a > 0:
            return "neg", -a
        case {"op": op}:
            return "other", op
'''

LANGUAGE_PROBES["match_guard_capture"] = '''
@lifted
def classify(v):
    match v:
        case int(n) if n < 0:
            return "neg"
        case int(n) if n % 2 == 0:
            return "even"
        case int():
            return "odd"
        case str() as s if len(s) > 1:
            return "str" + s
        case (a, b) as pair:
            return ("pair", a * b, len(pair))
        case None:
            return "none"
    return "?"
@lifted
def f(x, y):
    v = x if y == 0 else (str(x) if y == 1 else ((x, y) if y == 2 else None))
    return classify(v), classify(x), classify(str(y) + "z")
'''

LANGUAGE_PROBES["match_bool_vs_int"] = '''
@lifted
def f(x, y):
    v = (x > 0) if y > 0 else x
    match v:
        case True:
            r = "true"
        case 1:
            r = "one"
        case False:
            r = "false"
        case 0:
            r = "zero"
        case bool():
            r = "bool"
        case _:
            r = "int"
    return r
'''

LANGUAGE_PROBES["match_enum_values"] = '''
import enum
class Op(enum.Enum):
    PUSH = 1
    POP = 2
    ADD = 3
@lifted
def run(prog):
    st = []
    for op, arg in prog:
        match op:
            case Op.PUSH:
                st.append(arg)
            case Op.POP if st:
                st.pop()
            case Op.ADD if len(st) >= 2:
                st.append(st.pop() + st.pop())
            case _:
                return "err"
    return st
@lifted
def f(x, y):
    prog = [(Op.PUSH, x), (Op.PUSH, y), (Op.ADD if x > y else Op.POP, 0)]
    if y > 0:
        prog.append((Op.POP, 0))
        prog.append((Op.POP, 0))
    return run(prog)
'''

LANGUAGE_PROBES["match_value_patterns_dotted"] = '''
@lifted
class K:
    ZERO = 0
    ONE = 1
@lifted
def f(x, y):
    match x + y:
        case K.ZERO:
            return "zero"
        case K.ONE:
            return "one"
        case n if n > 2:
            return "big"
        case n:
            return n
'''

LANGUAGE_PROBES["match_nested_tuple_or"] = '''
@lifted
def f(x, y):
    tok = ("num", x) if y > 0 else (("op", "+") if x > 0 else ("op", "*"))
    match tok:
        case ("num", 0 | 1 as small):
            return "small", small
        case ("num", n):
            return "num", n
        case ("op", "+" | "-" as o):
            return "addop", o
        case ("op", o):
            return "mulop", o
'''

LANGUAGE_PROBES["match_class_positional_args"] = '''
@lifted
class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
@lifted
def f(x, y):
    p = Pt(x, y)
    match p:
        case Pt(0, 0):
            r = "origin"
        case Pt(0, yy):
            r = ("yaxis", yy)
        case Pt(xx, 0):
            r = ("xaxis", xx)
        case Pt(x=xx) if xx == y:
            r = "diag"
        case _:
            r = "else"
    return r
'''

# --- functions: decorators, functools.partial/reduce/cache/lru_cache/cmp_to_key,
# operator.itemgetter/attrgetter/methodcaller, *args/**kwargs, keyword-only arguments,
# mutable defaults, nonlocal, global, lambdas in dicts, mutual recursion

LANGUAGE_PROBES["fn_decorator_wraps"] = '''
import functools
calls = []
def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kw):
        calls.append(fn.__name__)
        return fn(*args, **kw)
    return wrapper
@traced
@lifted
def add(a, b=1):
    return a + b
@lifted
def f(x, y):
    calls.clear()
    r = add(x, b=y) if x > 0 else add(y)
    return r, add.__name__, len(calls)
'''

LANGUAGE_PROBES["fn_decorator_lifted_wrapper"] = '''
import functools
@lifted
def clamp_result(lo, hi):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*a):
            r = fn(*a)
            if r < lo:
                return lo
            if r > hi:
                return hi
            return r
        return inner
    return deco
@clamp_result(-2, 2)
@lifted
def diff(a, b):
    return a - b
@lifted
def f(x, y):
    return diff(x, y), diff(y, x), diff.__wrapped__(x, y)
'''

LANGUAGE_PROBES["fn_partial"] = '''
import functools
@lifted
def scale(v, k, *, off=0):
    return v * k + off
@lifted
def f(x, y):
    dbl = functools.partial(scale, k=2)
    sh = functools.partial(scale, off=y)
    g = dbl if x > 0 else functools.partial(sh, k=3)
    return g(x), sh(y, 1), dbl(y, off=1), g.keywords == {"k": 2}
'''

LANGUAGE_PROBES["fn_reduce_init"] = '''
import functools
import operator
@lifted
def f(x, y):
    xs = [x, y, x - y][: abs(y) + 1]
    a = functools.reduce(operator.mul, xs, 1)
    b = functools.reduce(lambda acc, v: acc * 10 + v, xs)
    try:
        c = functools.reduce(max, [v for v in xs if v > 5])
    except TypeError:
        c = "empty"
    return a, b, c
'''

LANGUAGE_PROBES["fn_lru_cache_symbolic"] = '''
import functools
@functools.lru_cache(maxsize=None)
@lifted
def cost(n):
    if n <= 0:
        return 1
    return cost(n - 1) + cost(n - 2)
@lifted
def f(x, y):
    return cost(x), cost(y), cost(x) + cost(x)
'''

LANGUAGE_PROBES["fn_cache_side_effect"] = '''
import functools
seen = []
@functools.cache
@lifted
def sq(n):
    seen.append(n)
    return n * n
@lifted
def f(x, y):
    seen.clear()
    sq.cache_clear()
    a = sq(x)
    b = sq(y)
    c = sq(x)
    return a + b + c, len(seen)
'''

LANGUAGE_PROBES["fn_cmp_to_key"] = '''
import functools
@lifted
def cmp(a, b):
    if a % 2 != b % 2:
        return -1 if a % 2 == 0 else 1
    return (a > b) - (a < b)
@lifted
def f(x, y):
    xs = [x, y, 3, -2, x + y]
    return sorted(xs, key=functools.cmp_to_key(cmp)), max(xs, key=functools.cmp_to_key(cmp))
'''

LANGUAGE_PROBES["fn_itemgetter_attrgetter"] = '''
import operator
@lifted
@dataclasses.dataclass
class R:
    name: str
    score: int
@lifted
def f(x, y):
    rows = [R("a", x), R("b", y), R("c", 0)]
    best = max(rows, key=operator.attrgetter("score"))
    pairs = [(r.score, r.name) for r in rows]
    by1 = sorted(pairs, key=operator.itemgetter(1), reverse=x > 0)
    g = operator.itemgetter(0, 2)
    return best.name, [p[1] for p in by1], g([x, y, x * y])
'''

LANGUAGE_PROBES["fn_methodcaller"] = '''
import operator
@lifted
def f(x, y):
    s = "a,b,c" if x > 0 else "ab"
    split = operator.methodcaller("split", ",")
    cnt = operator.methodcaller("count", "b")
    xs = [y, x, 1]
    operator.methodcaller("append", x)(xs)
    return split(s), cnt(s), xs, operator.methodcaller("index", x)(xs)
'''

LANGUAGE_PROBES["fn_args_kwargs_forward"] = '''
@lifted
def target(a, b=0, *rest, c=1, **kw):
    return a + b + sum(rest) + c * len(kw), sorted(kw)
@lifted
def fwd(*args, **kwargs):
    if len(args) > 1:
        kwargs["extra"] = 1
    return target(*args, **kwargs)
@lifted
def f(x, y):
    args = [x, y] if x > 0 else [x]
    kw = {"c": y} if y > 0 else {}
    return fwd(*args, **kw), fwd(x, y, 1, 2, c=0, z=3)
'''

LANGUAGE_PROBES["fn_kwonly_errors"] = '''
@lifted
def g(a, *, k):
    return a * k
@lifted
def f(x, y):
    try:
        r = g(x, k=y) if x > 0 else g(x, y)
    except TypeError:
        r = "TE"
    try:
        s = g(a=y, k=2, z=1) if y > 0 else g(a=y, k=2)
    except TypeError:
        s = "TE2"
    return r, s
'''

LANGUAGE_PROBES["fn_mutable_default"] = '''
@lifted
def add(v, acc=[]):
    acc.append(v)
    return len(acc)
@lifted
def f(x, y):
    add.__defaults__[0].clear()
    a = add(x)
    if y > 0:
        add(y)
    b = add(0, [])
    c = add(1)
    return a, b, c
'''

LANGUAGE_PROBES["fn_nonlocal_counter"] = '''
@lifted
def make():
    n = 0
    def tick(k=1):
        nonlocal n
        n += k
        return n
    def get():
        return n
    return tick, get
@lifted
def f(x, y):
    tick, get = make()
    for i in range(abs(x)):
        if i != y:
            tick()
    if y > 0:
        tick(10)
    return get()
'''

LANGUAGE_PROBES["fn_global_branch"] = '''
MODE = "a"
LOG = 0
@lifted
def setmode(v):
    global MODE, LOG
    if v > 0:
        MODE = "b"
        LOG += v
    return MODE
@lifted
def f(x, y):
    global MODE, LOG
    MODE, LOG = "a", 0
    r = setmode(x)
    s = setmode(y)
    return r, s, MODE, LOG
'''

LANGUAGE_PROBES["fn_lambda_dict_dispatch"] = '''
@lifted
def f(x, y):
    ops = {
        "add": lambda a, b: a + b,
        "sub": lambda a, b: a - b,
        "div": lambda a, b: a // b,
    }
    name = "div" if x < 0 else ("add" if y > 0 else "sub")
    try:
        r = ops[name](x, y)
    except ZeroDivisionError:
        r = None
    ops["add"] = ops["sub"]
    return r, ops["add"](x, y), sorted(ops)
'''

LANGUAGE_PROBES["fn_mutual_closures"] = '''
@lifted
def f(x, y):
    def is_even(n):
        return True if n == 0 else is_odd(n - 1)
    def is_odd(n):
        return False if n == 0 else is_even(n - 1)
    return is_even(abs(x)), is_odd(abs(y) + 1)
'''

LANGUAGE_PROBES["fn_closure_late_binding"] = '''
@lifted
def f(x, y):
    fs = []
    for i in range(3):
        if i != y:
            fs.append(lambda v: v + i)
    gs = [lambda v, i=i: v * i for i in range(3)]
    return [g(x) for g in fs], [g(x) for g in gs]
'''

LANGUAGE_PROBES["fn_generic_varargs_sum"] = '''
@lifted
def total(*vals, start=0):
    s = start
    for v in vals:
        s += v
    return s
@lifted
def f(x, y):
    xs = [x] * abs(y)
    return total(*xs), total(*xs, start=y), total(x, *xs, y)
'''

LANGUAGE_PROBES["fn_recursive_closure_memo"] = '''
@lifted
def f(x, y):
    memo = {}
    def ways(n):
        if n in memo:
            return memo[n]
        r = 1 if n <= 1 else ways(n - 1) + ways(n - 2)
        memo[n] = r
        return r
    return ways(abs(x) + 1), ways(y), len(memo)
'''

LANGUAGE_PROBES["fn_decorator_class_registry"] = '''
HANDLERS = {}
def handles(kind):
    def deco(fn):
        HANDLERS[kind] = fn
        return fn
    return deco
@handles("num")
@lifted
def h_num(v):
    return v * 2
@handles("neg")
@lifted
def h_neg(v):
    return -v
@lifted
def f(x, y):
    kind = "num" if x > y else "neg"
    fn = HANDLERS.get(kind if y != 2 else "none")
    return fn(x) if fn else None
'''

LANGUAGE_PROBES["fn_star_unpack_call_dict"] = '''
@lifted
def point(x=0, y=0, z=0):
    return (x, y, z)
@lifted
def f(x, y):
    d = {"x": x}
    if y > 0:
        d["z"] = y
    t = (y,) if x > 0 else ()
    return point(**d), point(*t), point(*t, **{"z": 1})
'''

# --- copy/deepcopy under a branch, id()/is, vars(), getattr/setattr with computed names,
# type(o).__name__, isinstance on unions

LANGUAGE_PROBES["refl_copy_branch"] = '''
import copy
@lifted
class Box:
    def __init__(self, items):
        self.items = items
@lifted
def f(x, y):
    a = Box([x, y])
    b = copy.copy(a) if x > 0 else copy.deepcopy(a)
    b.items.append(0)
    b2 = copy.copy(b)
    b2.items = [1]
    return a.items, b.items, b.items is a.items, len(b2.items)
'''

LANGUAGE_PROBES["refl_deepcopy_nested"] = '''
import copy
@lifted
def f(x, y):
    state = {"stack": [x], "env": {"a": [y]}}
    saved = copy.deepcopy(state)
    if x > y:
        state["stack"].append(y)
        state["env"]["a"].append(x)
    else:
        state["env"]["b"] = [0]
    if y > 0:
        state = saved
    return state["stack"], sorted(state["env"]), state["env"]["a"]
'''

LANGUAGE_PROBES["refl_id_is"] = '''
@lifted
def f(x, y):
    a = [x]
    b = [x]
    c = a if y > 0 else b
    d = c
    return a is c, b is c, c is d, id(a) == id(c), a == b, (a is b) == (id(a) == id(b))
'''

LANGUAGE_PROBES["refl_vars_dict"] = '''
@lifted
class Cfg:
    def __init__(self, x):
        self.a = x
        if x > 0:
            self.b = 1
@lifted
def f(x, y):
    c = Cfg(x)
    v = vars(c)
    if y > 0:
        c.c = y
    return sorted(vars(c)), v.get("b", -1), len(c.__dict__)
'''

LANGUAGE_PROBES["refl_getattr_setattr_computed"] = '''
@lifted
class Regs:
    def __init__(self):
        self.r0 = 0
        self.r1 = 0
@lifted
def f(x, y):
    r = Regs()
    name = "r" + str(abs(x) % 2)
    setattr(r, name, y)
    setattr(r, "r" + str(abs(y) % 2), getattr(r, name) + 1)
    try:
        z = getattr(r, "r" + str(abs(x) % 3))
    except AttributeError:
        z = "missing"
    return r.r0, r.r1, z, getattr(r, "r9", 7)
'''

LANGUAGE_PROBES["refl_type_name"] = '''
@lifted
class Alpha:
    pass
@lifted
class Beta(Alpha):
    pass
@lifted
def f(x, y):
    o = Beta() if x > 0 else (Alpha() if y > 0 else [x])
    return (type(o).__name__, type(o).__qualname__, isinstance(o, Alpha),
            type(o) is Alpha, issubclass(type(o), Alpha))
'''

LANGUAGE_PROBES["refl_isinstance_union_types"] = '''
@lifted
def f(x, y):
    v = x if x > 0 else (str(y) if y > 0 else (None if x == 0 else [x]))
    return (isinstance(v, int | str), isinstance(v, (list, type(None))),
            isinstance(v, bool | None), type(v) in (int, str))
'''

LANGUAGE_PROBES["refl_copy_dataclass_replace"] = '''
import copy
@lifted
@dataclasses.dataclass
class S:
    pc: int
    acc: list
@lifted
def f(x, y):
    s = S(0, [x])
    t = dataclasses.replace(s, pc=y)
    u = copy.copy(s)
    if x > 0:
        u.acc.append(1)
        t.pc += 1
    return s.pc, t.pc, s.acc, t.acc is s.acc, s == u
'''

LANGUAGE_PROBES["refl_hasattr_delattr"] = '''
@lifted
class O:
    pass
@lifted
def f(x, y):
    o = O()
    if x > 0:
        o.a = x
    if y > 0 and hasattr(o, "a"):
        delattr(o, "a")
    try:
        d = o.a
    except AttributeError:
        d = "none"
    return hasattr(o, "a"), d
'''

LANGUAGE_PROBES["refl_callable_type_checks"] = '''
@lifted
class C:
    def m(self):
        return 1
@lifted
def f(x, y):
    things = [C, C(), C().m, len, x, "s"]
    k = abs(x) % len(things)
    t = things[k]
    return callable(t), type(t).__name__ if not callable(t) else "callable", k
'''

LANGUAGE_PROBES["refl_is_none_small_ints"] = '''
@lifted
def f(x, y):
    v = None if x > y else x
    w = v
    return v is None, w is v, (v is not None) and v > 0, v == None
'''

# --- integer corners: negative // and %, divmod, pow(a, b, m), str/int round trips,
# hex/bin/format, int(s, base), comparison chains, bools in arithmetic

LANGUAGE_PROBES["int_neg_floordiv_mod"] = '''
@lifted
def f(x, y):
    try:
        return x // y, x % y, -x // y, x % -y if y else 0, (x // y) * y + x % y == x
    except ZeroDivisionError:
        return "zde"
'''

LANGUAGE_PROBES["int_divmod_neg"] = '''
@lifted
def f(x, y):
    out = []
    for d in (y, -2, 3):
        try:
            out.append(divmod(x, d))
        except ZeroDivisionError as e:
            out.append(str(e))
    return out
'''

LANGUAGE_PROBES["int_pow_mod"] = '''
@lifted
def f(x, y):
    try:
        a = pow(x, abs(y) + 1, 5)
    except ValueError:
        a = "VE"
    try:
        b = pow(x + 4, y, 7)
    except ValueError:
        b = "inv"
    return a, b, pow(x, 2), (-x) ** 3
'''

LANGUAGE_PROBES["int_abs_minmax_bool"] = '''
@lifted
def f(x, y):
    b = x > 0
    return (max(b, y), min(b, False, y), type(max(True, 1)).__name__,
            max(x, True), abs(-b), abs(x) - abs(y), max([b, x > y], key=int))
'''

LANGUAGE_PROBES["int_str_roundtrip"] = '''
@lifted
def f(x, y):
    s = str(x * 10 + y)
    return int(s), len(s), s[0], int("-" + str(abs(y))) , int(str(x) + "0")
'''

LANGUAGE_PROBES["int_hex_bin_format"] = '''
@lifted
def f(x, y):
    v = x * 7 + y
    return (hex(v), bin(v), oct(abs(v)), format(v, "03d"), format(abs(v), "x"), f"{v:+d}",
            f"{v:>4}")
'''

LANGUAGE_PROBES["int_parse_base"] = '''
@lifted
def f(x, y):
    digits = "1" + "0" * abs(y) if x > 0 else "7f"
    out = []
    for base in (2, 16):
        try:
            out.append(int(digits, base))
        except ValueError:
            out.append(None)
    return out, int("z", 36) + x, int("-11", 3) * y
'''

LANGUAGE_PROBES["int_chain_compare"] = '''
@lifted
def f(x, y):
    return (-1 < x < y, x <= y <= 1, 0 < x != y, x == y == 0,
            x < y > 0, -3 <= x < 0 <= y, not (x < y < x))
'''

LANGUAGE_PROBES["int_bool_arith"] = '''
@lifted
def f(x, y):
    a, b = x > 0, y > 0
    return (True + True, a + b, a * 3 - b, sum([a, b, x == y]), a - b, -a, ~b, a ^ b, a & b,
            type(a & b).__name__)
'''

LANGUAGE_PROBES["int_sum_bools_gen"] = '''
@lifted
def f(x, y):
    xs = [x, y, x - y, x * y, 0]
    n = sum(v > 0 for v in xs)
    m = sum(v % 2 == 0 for v in xs if v != 0)
    return n, m, sum(xs, start=10), any(xs), all(xs), sum([True] * abs(x))
'''

LANGUAGE_PROBES["int_round_trunc"] = '''
import math
@lifted
def f(x, y):
    return (round(x * 5, -1), round(x, 0), math.trunc(x), int(-7 / 2) if x > 0 else 0,
            math.floor(x / 2), math.ceil(x / 2), x * 5 // 10)
'''

LANGUAGE_PROBES["int_gcd_lcm_isqrt"] = '''
import math
@lifted
def f(x, y):
    return (math.gcd(x, y), math.lcm(x, y), math.isqrt(abs(x * y)), math.comb(abs(x) + 1, 2),
            math.factorial(abs(y)))
'''

LANGUAGE_PROBES["int_shifts_neg"] = '''
@lifted
def f(x, y):
    try:
        r = x << y
    except ValueError:
        r = "neg shift"
    return r, x >> 1, -x >> 2, (x & 0xF) | (y << 4), ~x & 7
'''

LANGUAGE_PROBES["int_bool_dict_keys"] = '''
@lifted
def f(x, y):
    d = {0: "zero", 1: "one"}
    d[x > y] = "cmp"
    d[True] = d[True] + "!"
    return sorted(d.items()), len(d), d.get(x == 0, "none")
'''

LANGUAGE_PROBES["int_clamp_wraparound"] = '''
@lifted
def wrap8(v):
    v &= 0xFF
    return v - 256 if v >= 128 else v
@lifted
def f(x, y):
    a = wrap8(x * 60 + y * 50)
    b = wrap8(-x * 100)
    return a, b, (x * 60) % 256, -(x % 3), (-x) % 3
'''

# The CI slice: one or two per family, among them the programs that found a defect.
LANGUAGE_CI = frozenset({
    "cls_attr_shadow", "cls_notimplemented_eq", "cls_repr_str", "enum_value_lookup_error",
    "match_mapping", "fn_cache_side_effect", "refl_type_name", "int_neg_floordiv_mod",
})
