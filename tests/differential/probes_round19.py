# ruff: noqa: E501
"""Held-out round 19 (session 27): two helpers' rounds.

- `r19a_*`: 409 programs of objects, mutation and control flow as users write them
  (dunders, properties and descriptors, dataclasses, enums, aliasing under symbolic
  branches, exceptions, context managers, generators, `match`); 44 wrong and 3 internal
  when written (on ee5cfd6), from 7 defects: `del` of a property ran its getter; the
  identity shortcut of container comparisons was lost for union members; TypeError texts
  named stamen's types (`Term`, `float64`); a lifted `__str__`/`__repr__`/`__format__`
  returning a non-string was not checked (and `"%s"` showed a term's name); `f(**kw)` of
  a dict whose keys depend on the path; a lifted property lost its name; inside a lifted
  `except`, `sys.exception()` was None.
- `r19b_*`: 347 programs of the everyday library and containers (lists, dicts, sets,
  collections, itertools, functools, heapq, bisect, math, strings of ints); 31 wrong when
  written, from 8 defects: deque's `remove` text, type name and mutation during
  iteration; a tuple holding a symbolic value and a list hashed; under merge="none" a
  later run's proofs read an earlier run's failures, so a replayed path met another
  branch and its failure was lost (`solve` answered sat for `assert False`); a dict whose
  keys a loop changes at the same size; `list * float` and slice assignment texts.
  Left out (over 40 s, or every query a 25 s unknown): 11 programs.
- `r19c_*`: 52 programs of path-by-path execution (merge="none") and the strategies'
  agreement, where evaluation asks the solver mid-run (loops over symbolic strings and
  lists, `range(n)`, recursion, `str(x)`, `int(s)`) with assumes, asserts and exceptions
  around; 1 wrong and 4 internal when written, from 2 defects: a functools cache that an
  undone run filled was hit by the next run (its writes skipped), and a set of objects
  ordered by id met other branches on a replay (InternalError; now refused). Left out
  (over 40 s): 3 programs.
- `r19d_*`: 89 programs of the queries with holes (synthesize, optimize, debug) over
  classes, containers, strings of ints and library calls; none wrong, one refusal fixed
  as it ran (debug under merge="none" named relaxed values by a count that grew across
  runs). Left out (over 40 s, each query an unknown at its time limit): 6 programs.

Each is the body of a `Program` run by `test_probes.py` like the other probes (merged
into `probes.PROBES`, with its inputs in `ROUND19_SIGNATURES`); the ones in `ROUND19_CI`
run in the default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["ROUND19_PROBES", "ROUND19_CI", "ROUND19_OPEN", "ROUND19_SIGNATURES"]

ROUND19_PROBES: dict[str, str] = {}
# (params, number of `choose` alternatives, query family, hole target), as probes.SIGNATURES
ROUND19_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}


def p(name: str, body: str, params: tuple[str, ...] = ("x", "y"), query: str = "",
      target: int = 0, choice: int = 0) -> None:
    """Registers the probe `name` over the inputs `params` (a query family's, if given;
    `choice`: the number of `choose` alternatives)."""
    assert name not in ROUND19_PROBES, name
    ROUND19_PROBES[name] = body
    ROUND19_SIGNATURES[name] = (params, choice, query, target)

# ---------------- r19a ----------------
p('r19a_hash_eq_dict_count', r'''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, K) and self.v % 3 == o.v % 3
    def __hash__(self):
        return hash(self.v % 3)

@lifted
def f(x, y):
    d = {}
    for k in (K(x), K(y), K(x + 1)):
        d[k] = d.get(k, 0) + 1
    return sorted(d.values()), len(d)
''', ('x', 'y'))
p('r19a_bool_len_truthiness', r'''
@lifted
class Box:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)

@lifted
class Flag:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v > 0

@lifted
def f(x):
    b = Box([0] * max(x, 0))
    g = Flag(x - 1)
    out = []
    if b:
        out.append("box")
    if g:
        out.append("flag")
    if not b and not g:
        out.append("none")
    return out, bool(b) + bool(g), (b or 7) is b
''', ('x',))
p('r19a_iter_next_countdown', r'''
@lifted
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n

@lifted
def f(x):
    c = Countdown(x)
    first = list(c)
    second = list(c)
    return first, second, c.n
''', ('x',))
p('r19a_getitem_setitem_grid', r'''
@lifted
class Grid:
    def __init__(self):
        self.cells = {}
    def __getitem__(self, key):
        r, c = key
        return self.cells.get((r, c), 0)
    def __setitem__(self, key, val):
        if val == 0:
            self.cells.pop(key, None)
        else:
            self.cells[key] = val
    def __len__(self):
        return len(self.cells)

@lifted
def f(x, y):
    g = Grid()
    g[0, 0] = x
    g[x, y] = y
    g[1, 1] = g[0, 0] + g[x, y]
    return len(g), g[1, 1], g[y, x]
''', ('x', 'y'))
p('r19a_contains_range_obj', r'''
@lifted
class Interval:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __contains__(self, v):
        return self.lo <= v < self.hi

@lifted
def f(x, y):
    i = Interval(y, y + 2)
    return x in i, (x + 1) in i, x not in i, [v for v in range(-2, 3) if v in i]
''', ('x', 'y'))
p('r19a_add_radd_iadd_money', r'''
@lifted
class Money:
    def __init__(self, c):
        self.c = c
    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.c + o.c)
        if isinstance(o, int):
            return Money(self.c + o)
        return NotImplemented
    def __radd__(self, o):
        return self.__add__(o)
    def __iadd__(self, o):
        self.c += o.c if isinstance(o, Money) else o
        return self

@lifted
def f(x, y):
    a = Money(x)
    b = a
    a += Money(y)
    s = sum([Money(1), Money(x)])
    t = 3 + a
    return a.c, b.c, a is b, s.c, t.c
''', ('x', 'y'))
p('r19a_add_notimplemented_typeerror', r'''
@lifted
class V:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if isinstance(o, V):
            return V(self.v + o.v)
        return NotImplemented

@lifted
def f(x):
    a = V(x)
    o = V(1) if x > 0 else "s"
    try:
        return (a + o).v
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_repr_str_format', r'''
@lifted
class T:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"T<{self.v}>"
    def __str__(self):
        return f"t{self.v}"
    def __format__(self, spec):
        if spec == "x":
            return "X" * max(self.v, 0)
        return str(self)

@lifted
def f(x):
    t = T(x)
    return f"{t}|{t!r}|{t:x}|{[t]}", str(t), repr([t, t])
''', ('x',))
p('r19a_str_only_repr_default', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return "A(" + str(self.v) + ")"

@lifted
def f(x):
    a = A(x)
    return str(a), f"{a}", "%s" % a, "{}".format(a), str((a,))
''', ('x',))
p('r19a_inherit_super_init_chain', r'''
@lifted
class Base:
    def __init__(self, v):
        self.v = v
        self.log = ["base"]
    def value(self):
        return self.v

@lifted
class Mid(Base):
    def __init__(self, v):
        super().__init__(v * 2)
        self.log.append("mid")
    def value(self):
        return super().value() + 1

@lifted
class Leaf(Mid):
    def value(self):
        return -super().value()

@lifted
def f(x):
    o = Leaf(x) if x > 0 else Mid(x)
    return o.value(), o.log, type(o).__name__
''', ('x',))
p('r19a_class_attr_vs_instance', r'''
@lifted
class C:
    count = 0
    items = []
    def __init__(self, v):
        if v > 0:
            self.count = v
        C.count += 1
        self.items.append(v)

@lifted
def f(x):
    C.count = 0
    C.items = []
    a = C(x)
    b = C(-x)
    return a.count, b.count, C.count, len(C.items), a.items is b.items
''', ('x',))
p('r19a_property_setter_validate', r'''
@lifted
class Temp:
    def __init__(self):
        self._c = 0
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
def f(x):
    t = Temp()
    try:
        t.c = x
    except ValueError as e:
        return str(e), t.c
    return t.f, t.c
''', ('x',))
p('r19a_static_class_method_factory', r'''
@lifted
class Shape:
    sides = 0
    @staticmethod
    def kind(n):
        return {3: "tri", 4: "quad"}.get(n, "poly")
    @classmethod
    def make(cls, n):
        s = cls()
        s.sides = n
        return s
    def describe(self):
        return self.kind(self.sides) + str(self.sides)

@lifted
class Sq(Shape):
    @classmethod
    def make(cls, n):
        return super().make(4)

@lifted
def f(x):
    s = (Sq if x > 0 else Shape).make(x + 3)
    return s.describe(), type(s).__name__, Shape.sides
''', ('x',))
p('r19a_slots_assign_error', r'''
@lifted
class S:
    __slots__ = ("a", "b")
    def __init__(self, a):
        self.a = a

@lifted
def f(x):
    s = S(x)
    if x > 0:
        s.b = x
    try:
        s.c = 1
    except AttributeError:
        pass
    return hasattr(s, "b"), getattr(s, "b", None), s.a
''', ('x',))
p('r19a_descriptor_clamped', r'''
@lifted
class Clamp:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, typ=None):
        if obj is None:
            return self
        return getattr(obj, self.name, self.lo)
    def __set__(self, obj, v):
        setattr(obj, self.name, min(max(v, self.lo), self.hi))

@lifted
class R:
    level = Clamp(0, 2)

@lifted
def f(x):
    r = R()
    before = r.level
    r.level = x
    return before, r.level, type(R.level).__name__
''', ('x',))
p('r19a_getattr_fallback_defaults', r'''
@lifted
class Cfg:
    def __init__(self, **kw):
        self.__dict__.update(kw)
    def __getattr__(self, name):
        if name.startswith("opt_"):
            return 0
        raise AttributeError(name)

@lifted
def f(x):
    c = Cfg(opt_a=x) if x > 0 else Cfg()
    try:
        z = c.other
    except AttributeError as e:
        z = "missing " + str(e)
    return c.opt_a, c.opt_b, z
''', ('x',))
p('r19a_init_subclass_register', r'''
@lifted
class Plugin:
    registry = {}
    def __init_subclass__(cls, key="", **kw):
        super().__init_subclass__(**kw)
        Plugin.registry[key or cls.__name__] = cls

@lifted
class A(Plugin, key="a"):
    def run(self, v):
        return v + 1

@lifted
class B(Plugin):
    def run(self, v):
        return v * 2

@lifted
def f(x):
    name = "a" if x > 0 else "B"
    return Plugin.registry[name]().run(x), sorted(Plugin.registry)
''', ('x',))
p('r19a_abstract_notimplemented', r'''
@lifted
class Animal:
    def sound(self):
        raise NotImplementedError(type(self).__name__)
    def speak(self, n):
        return " ".join([self.sound()] * n)

@lifted
class Dog(Animal):
    def sound(self):
        return "woof"

@lifted
class Fish(Animal):
    pass

@lifted
def f(x):
    a = Dog() if x % 2 == 0 else Fish()
    try:
        return a.speak(max(x, 1))
    except NotImplementedError as e:
        return "silent " + str(e)
''', ('x',))
p('r19a_total_ordering_version', r'''
import functools

@lifted
@functools.total_ordering
class Ver:
    def __init__(self, major, minor):
        self.t = (major, minor)
    def __eq__(self, o):
        return self.t == o.t
    def __lt__(self, o):
        return self.t < o.t

@lifted
def f(x, y):
    a, b = Ver(1, x), Ver(y, 0)
    return a <= b, a > b, a >= b, max(a, b).t, sorted([b, a])[0].t
''', ('x', 'y'))
p('r19a_dataclass_defaults_factory', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Cart:
    owner: str
    items: list = dataclasses.field(default_factory=list)
    discount: int = 0
    def total(self):
        return sum(self.items) - self.discount

@lifted
def f(x):
    a = Cart("a")
    b = Cart("b", discount=x)
    a.items.append(x)
    if x > 0:
        b.items.extend([1, 2])
    return a.total(), b.total(), a.items is b.items, a == Cart("a", [x])
''', ('x',))
p('r19a_dataclass_frozen_hash', r'''
import dataclasses

@lifted
@dataclasses.dataclass(frozen=True)
class Pt:
    x: int
    y: int = 0

@lifted
def f(x):
    return hash(Pt(x)) == hash(Pt(x, 0)), len({Pt(x), Pt(0), Pt(x, 0)})
''', ('x',))
p('r19a_dataclass_frozen_assign', r'''
import dataclasses

@lifted
@dataclasses.dataclass(frozen=True)
class Pt:
    x: int
    y: int = 0

@lifted
def f(x):
    p = Pt(x)
    try:
        p.x = 5
        r = "assigned"
    except dataclasses.FrozenInstanceError as e:
        r = type(e).__name__
    q = dataclasses.replace(p, y=x + 1)
    return r, dataclasses.astuple(q), p == q, p == Pt(x)
''', ('x',))
p('r19a_dataclass_order_sort', r'''
import dataclasses

@lifted
@dataclasses.dataclass(order=True)
class Task:
    prio: int
    name: str = dataclasses.field(compare=False, default="")

@lifted
def f(x, y):
    ts = [Task(x, "a"), Task(y, "b"), Task(0, "c")]
    ts.sort()
    return [t.name for t in ts], Task(x) < Task(y), Task(x, "p") == Task(x, "q")
''', ('x', 'y'))
p('r19a_namedtuple_ops', r'''
import collections

P = collections.namedtuple("P", "a b")

@lifted
def f(x, y):
    p = P(x, y)
    q = p._replace(a=y)
    a, b = q
    return tuple(p), tuple(q), p < q, p._asdict(), a + b, p.count(x), tuple(p) == (x, y), repr(q)
''', ('x', 'y'))
p('r19a_enum_lookup_branch', r'''
import enum

@lifted
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

@lifted
def f(x):
    try:
        c = Color(x)
    except ValueError as e:
        return "bad", str(e)
    return c.name, c.value, c is Color.RED, Color[c.name] is c
''', ('x',))
p('r19a_intenum_arith', r'''
import enum

@lifted
class Lvl(enum.IntEnum):
    LOW = 0
    MID = 1
    HIGH = 2

@lifted
def f(x):
    l = Lvl.HIGH if x > 1 else (Lvl.MID if x > -1 else Lvl.LOW)
    return l + 1, l > Lvl.LOW, int(l), [7, 5, 6][l], l == x, str(int(l)), repr(l)
''', ('x',))
p('r19a_flag_ops', r'''
import enum

@lifted
class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1

@lifted
def f(x):
    p = Perm.R
    if x > 0:
        p |= Perm.W
    if x % 2 == 0:
        p |= Perm.X
    return p.value, Perm.W in p, bool(p & Perm.X), (p & ~Perm.R).value
''', ('x',))
p('r19a_alias_append_both', r'''
@lifted
def f(x):
    a = b = []
    if x > 0:
        a.append(x)
    else:
        b = [x]
        b.append(1)
    a.append(0)
    return a, b, a is b
''', ('x',))
p('r19a_mutation_via_method_in_branch', r'''
@lifted
class Stack:
    def __init__(self):
        self.items = []
    def push(self, v):
        self.items.append(v)
        return self
    def pop(self):
        return self.items.pop()

@lifted
def f(x, y):
    s = Stack()
    s.push(x).push(y)
    if x > y:
        s.pop()
        s.push(x * 10)
    elif x == y:
        s.items.clear()
    return s.items, len(s.items)
''', ('x', 'y'))
p('r19a_closure_nonlocal_counter', r'''
@lifted
def f(x):
    count = 0
    seen = []
    def bump(v):
        nonlocal count
        if v > 0:
            count += v
            seen.append(v)
        return count
    for i in range(-1, 2):
        bump(x + i)
    return count, seen
''', ('x',))
p('r19a_mutable_default_arg_accum', r'''
@lifted
def add(v, acc=[]):
    acc.append(v)
    return len(acc)

@lifted
def f(x):
    add.__defaults__[0].clear()
    n1 = add(x)
    if x > 0:
        add(x)
    return add(0), add(1, []), n1
''', ('x',))
p('r19a_global_list_mutation', r'''
LOG = []

@lifted
def note(v):
    if v > 0:
        LOG.append(v)

@lifted
def f(x):
    LOG.clear()
    note(x)
    note(x - 1)
    note(-x)
    return list(LOG), len(LOG)
''', ('x',))
p('r19a_global_dict_counter_rebind', r'''
COUNTS = {}
TOTAL = 0

@lifted
def f(x):
    global TOTAL
    COUNTS.clear()
    TOTAL = 0
    for v in (x, x * x, 1):
        key = "pos" if v > 0 else "non"
        COUNTS[key] = COUNTS.get(key, 0) + 1
        TOTAL += v
    return dict(COUNTS), TOTAL
''', ('x',))
p('r19a_objects_in_container_mutation', r'''
@lifted
class Acc:
    def __init__(self):
        self.n = 0

@lifted
def f(x, y):
    accs = [Acc(), Acc()]
    d = {"a": accs[0], "b": accs[1]}
    target = d["a"] if x > y else d["b"]
    target.n += x
    accs[1].n += 1
    return [a.n for a in accs], d["b"] is accs[1]
''', ('x', 'y'))
p('r19a_del_attr_item_branch', r'''
@lifted
class O:
    pass

@lifted
def f(x):
    o = O()
    o.a = 1
    o.b = 2
    d = {"p": 1, "q": 2, "r": 3}
    lst = [10, 20, 30]
    if x > 0:
        del o.a
        del d["q"]
        del lst[x % 3]
    return hasattr(o, "a"), sorted(d), lst
''', ('x',))
p('r19a_setattr_getattr_const', r'''
@lifted
class O:
    pass

@lifted
def f(x):
    o = O()
    setattr(o, "v", x)
    if x > 1:
        setattr(o, "w", getattr(o, "v") * 2)
    elif hasattr(o, "v"):
        delattr(o, "v")
    return getattr(o, "v", None), getattr(o, "w", None), sorted(vars(o).items())
''', ('x',))
p('r19a_copy_vs_deepcopy_obj', r'''
import copy

@lifted
class N:
    def __init__(self, v, kids):
        self.v = v
        self.kids = kids

@lifted
def f(x):
    a = N(x, [1])
    b = copy.copy(a)
    c = copy.deepcopy(a)
    if x > 0:
        b.kids.append(2)
        c.kids.append(3)
        b.v = 0
    return a.v, a.kids, b.kids, c.kids, a.kids is b.kids
''', ('x',))
p('r19a_object_one_path_identity', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v

@lifted
def f(x, y):
    a = O(x)
    b = a
    if x > y:
        b = O(y)
    c = b if x == 0 else a
    return a is b, c is a, b.v, id(c) == id(a)
''', ('x', 'y'))
p('r19a_exc_hierarchy_chain', r'''
@lifted
class AppError(Exception):
    pass

@lifted
class NotFound(AppError):
    def __init__(self, key):
        super().__init__(f"missing {key}")
        self.key = key

@lifted
class Invalid(AppError):
    pass

@lifted
def lookup(d, k):
    if k < 0:
        raise Invalid(k)
    try:
        return d[k]
    except KeyError as e:
        raise NotFound(k) from e

@lifted
def f(x):
    d = {0: "zero", 2: "two"}
    try:
        return lookup(d, x)
    except NotFound as e:
        return f"nf:{e.key}:{type(e.__cause__).__name__}:{e}"
    except AppError as e:
        return f"app:{type(e).__name__}:{e.args}"
''', ('x',))
p('r19a_try_else_finally_order', r'''
@lifted
def f(x):
    log = []
    try:
        log.append("try")
        if x < 0:
            raise ValueError(x)
        r = 10 // x
    except ValueError:
        log.append("ve")
        r = -1
    except ZeroDivisionError:
        log.append("zd")
        return log, None
    else:
        log.append("else")
    finally:
        log.append("fin")
    return log, r
''', ('x',))
p('r19a_reraise_bare_in_nested', r'''
@lifted
def f(x):
    trace = []
    try:
        try:
            if x > 0:
                raise KeyError(x)
            if x < 0:
                raise IndexError(x)
        except KeyError:
            trace.append("inner")
            raise
        finally:
            trace.append("finally")
    except LookupError as e:
        trace.append(type(e).__name__)
    return trace
''', ('x',))
p('r19a_exc_context_implicit', r'''
@lifted
def f(x):
    try:
        try:
            1 // (x - x if x > 0 else 1)
            raise ValueError("no")
        except ZeroDivisionError:
            raise RuntimeError("wrapped")
    except Exception as e:
        c = e.__context__
        return type(e).__name__, type(c).__name__ if c is not None else None, e.__suppress_context__
''', ('x',))
p('r19a_raise_from_none', r'''
@lifted
def f(x):
    try:
        try:
            return [1, 2][x]
        except IndexError:
            raise LookupError("bad index") from None
    except LookupError as e:
        return str(e), e.__cause__, e.__suppress_context__, type(e.__context__).__name__
''', ('x',))
p('r19a_exc_in_init_no_object', r'''
@lifted
class Pos:
    made = 0
    def __init__(self, v):
        if v <= 0:
            raise ValueError(f"not positive: {v}")
        self.v = v
        Pos.made += 1

@lifted
def f(x):
    Pos.made = 0
    objs = []
    for v in (x, x + 1, x - 1):
        try:
            objs.append(Pos(v))
        except ValueError as e:
            objs.append(str(e))
    return [o if isinstance(o, str) else o.v for o in objs], Pos.made
''', ('x',))
p('r19a_exc_in_dunder_eq', r'''
@lifted
class Strict:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if not isinstance(o, Strict):
            raise TypeError("cannot compare")
        return self.v == o.v
    __hash__ = None

@lifted
def f(x):
    items = [Strict(1), Strict(x)]
    try:
        return items.index(Strict(x)), Strict(2) in items
    except TypeError as e:
        return str(e)
    except ValueError:
        return "none"
''', ('x',))
p('r19a_with_suppress_exit', r'''
@lifted
class Guard:
    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow
    def __enter__(self):
        self.log.append("enter")
        return len(self.log)
    def __exit__(self, et, ev, tb):
        self.log.append("exit:" + (et.__name__ if et else "ok"))
        return self.swallow and et is ValueError

@lifted
def f(x):
    log = []
    try:
        with Guard(log, x > 0) as n:
            if x != 0:
                raise ValueError(n)
            log.append("body")
        log.append("after")
    except ValueError:
        log.append("caught")
    return log
''', ('x',))
p('r19a_with_nested_exit_order', r'''
@lifted
class CM:
    def __init__(self, name, log):
        self.name, self.log = name, log
    def __enter__(self):
        self.log.append("+" + self.name)
        return self
    def __exit__(self, *a):
        self.log.append("-" + self.name)
        return False

@lifted
def f(x):
    log = []
    try:
        with CM("a", log), CM("b", log) as b:
            if x > 1:
                return log + ["early"]
            if x < -1:
                raise KeyError(b.name)
    except KeyError as e:
        log.append("k" + e.args[0])
    return log
''', ('x',))
p('r19a_gen_yield_from_return', r'''
@lifted
def inner(n):
    for i in range(n):
        yield i
    return n * 10

@lifted
def outer(n):
    r = yield from inner(n)
    yield r

@lifted
def f(x):
    return list(outer(max(x, 0) % 3))
''', ('x',))
p('r19a_gen_send_accumulator', r'''
@lifted
def averager():
    total = 0
    count = 0
    avg = None
    while True:
        v = yield avg
        if v is None:
            return
        total += v
        count += 1
        avg = total // count

@lifted
def f(x, y):
    g = averager()
    next(g)
    a = g.send(x)
    b = g.send(y)
    try:
        g.send(None)
    except StopIteration:
        done = True
    return a, b, done
''', ('x', 'y'))
p('r19a_gen_early_return_exc', r'''
@lifted
def gen(x):
    yield 1
    if x > 0:
        return
    yield 2
    raise ValueError("boom")

@lifted
def f(x):
    out = []
    try:
        for v in gen(x):
            out.append(v)
    except ValueError as e:
        out.append(str(e))
    return out
''', ('x',))
p('r19a_genexpr_any_all_short', r'''
@lifted
def f(x, y):
    calls = []
    def check(v):
        calls.append(v)
        return v > x
    r1 = any(check(v) for v in (y, 0, 2))
    r2 = all(check(v) for v in (y, 3))
    return r1, r2, calls
''', ('x', 'y'))
p('r19a_for_else_break_search', r'''
@lifted
def f(x, y):
    for i in range(4):
        if i * y == x:
            found = i
            break
    else:
        found = None
    n = 0
    while n < 3:
        n += 1
        if n == x:
            continue
        if n + y > 3:
            break
    else:
        n = -n
    return found, n
''', ('x', 'y'))
p('r19a_recursion_sym_depth', r'''
@lifted
def depth(n, acc):
    if n <= 0:
        return acc
    acc.append(n)
    return depth(n - 2, acc)

@lifted
def f(x):
    return depth(x, []), depth(x + 1, [0])
''', ('x',))
p('r19a_match_class_patterns', r'''
import dataclasses

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
def ev(e):
    match e:
        case Num(v=v) if v < 0:
            return 0
        case Num(v):
            return v
        case Add(Num(0), r):
            return ev(r)
        case Add(l, r):
            return ev(l) + ev(r)
    return None

@lifted
def f(x, y):
    return ev(Add(Num(x), Add(Num(0), Num(y)))), ev(Num(x))
''', ('x', 'y'))
p('r19a_match_mapping_guard', r'''
@lifted
def handle(msg):
    match msg:
        case {"type": "add", "v": int(v)} if v > 0:
            return "add", v
        case {"type": "add", **rest}:
            return "badadd", sorted(rest)
        case {"type": t}:
            return "other", t
        case _:
            return "none", None

@lifted
def f(x):
    m = {"type": "add", "v": x} if x != 0 else {"type": "zero", "w": 1}
    if x == 3:
        m = {}
    return handle(m)
''', ('x',))
p('r19a_match_sequence_star', r'''
@lifted
def f(x, y):
    data = [x] * max(y, 0) + [y]
    match data:
        case []:
            return "empty"
        case [a]:
            return ("one", a)
        case [a, *rest] if a == x:
            return ("many", len(rest), rest[-1])
        case _:
            return "other"
''', ('x', 'y'))
p('r19a_while_sym_bound_walrus', r'''
@lifted
def f(x, y):
    n = x
    steps = []
    while (n := n - y) > 0 and len(steps) < 4:
        steps.append(n)
    return steps, n
''', ('x', 'y'))
p('r19a_sorted_lambda_key_objs', r'''
@lifted
class E:
    def __init__(self, name, age):
        self.name, self.age = name, age

@lifted
def f(x, y):
    es = [E("a", x), E("b", y), E("c", 0)]
    by_age = sorted(es, key=lambda e: (e.age, e.name))
    by_neg = sorted(es, key=lambda e: -e.age, reverse=True)
    return [e.name for e in by_age], [e.name for e in by_neg], max(es, key=lambda e: e.age).name
''', ('x', 'y'))
p('r19a_nested_func_default_capture', r'''
@lifted
def f(x):
    fs = []
    for i in range(3):
        if i == x:
            fs.append(lambda v, i=i: v + i)
        else:
            fs.append(lambda v: v * i)
    return [g(x) for g in fs]
''', ('x',))
p('r19a_setitem_branch_in_dunder', r'''
@lifted
class Reg:
    def __init__(self):
        self.d = {}
    def __setitem__(self, k, v):
        if v < 0:
            v = 0
        self.d[k] = v
    def __getitem__(self, k):
        return self.d[k]

@lifted
def f(x):
    r = Reg()
    r["a"] = x
    return r["a"]
''', ('x',))
p('r19a_delitem_dunder_sym', r'''
@lifted
class Bag:
    def __init__(self, xs):
        self.xs = list(xs)
    def __delitem__(self, i):
        if i >= len(self.xs):
            raise IndexError("bag index")
        del self.xs[i]
    def __len__(self):
        return len(self.xs)

@lifted
def f(x):
    b = Bag([1, 2, 3])
    try:
        del b[x]
    except IndexError as e:
        return str(e), len(b)
    return b.xs, len(b)
''', ('x',))
p('r19a_len_bool_in_while', r'''
@lifted
class Q:
    def __init__(self, n):
        self.items = list(range(n))
    def __len__(self):
        return len(self.items)
    def take(self):
        return self.items.pop(0)

@lifted
def f(x):
    q = Q(max(x, 0))
    got = []
    while q:
        got.append(q.take())
    return got, len(q), bool(q)
''', ('x',))
p('r19a_iter_via_generator_method', r'''
@lifted
class Tree:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = list(kids)
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k

@lifted
def f(x, y):
    t = Tree(x, [Tree(y), Tree(x + y, [Tree(0)])])
    if x > 0:
        t.kids.pop()
    return list(t), sum(t), max(t)
''', ('x', 'y'))
p('r19a_getitem_iteration_protocol', r'''
@lifted
class Seq:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i

@lifted
def f(x):
    s = Seq(x)
    return list(s), 4 in s, [v for v in s if v % 2]
''', ('x',))
p('r19a_eq_default_identity_in_list', r'''
@lifted
class O:
    pass

@lifted
def f(x):
    a, b = O(), O()
    lst = [a, b]
    c = a if x > 0 else O()
    return c in lst, lst.index(c) if c in lst else -1, lst.count(c), c == a
''', ('x',))
p('r19a_ne_from_eq', r'''
@lifted
class M:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v % 2 == o.v % 2

@lifted
def f(x, y):
    return M(x) != M(y), M(x) == M(y), [M(x)] == [M(y)], (M(x),) != (M(y),)
''', ('x', 'y'))
p('r19a_lt_reflected_gt', r'''
@lifted
class N:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        return self.v > (o.v if isinstance(o, N) else o)

@lifted
def f(x, y):
    try:
        return x < N(y), N(x) > y, sorted([N(y), N(x)], reverse=True)[0].v
    except TypeError as e:
        return str(e)
''', ('x', 'y'))
p('r19a_hash_unhashable_after_eq', r'''
@lifted
class U:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v

@lifted
def f(x):
    try:
        s = {U(x)}
        return len(s)
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_bool_raises_in_if', r'''
@lifted
class Bad:
    def __bool__(self):
        raise RuntimeError("no truth")

@lifted
def f(x):
    o = Bad() if x > 0 else 0
    try:
        if o:
            return "yes"
        return "no"
    except RuntimeError as e:
        return str(e)
''', ('x',))
p('r19a_len_returns_bad', r'''
@lifted
class L:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return self.v

@lifted
def f(x):
    try:
        return len(L(x)), bool(L(x))
    except ValueError as e:
        return "VE", str(e)
''', ('x',))
p('r19a_call_dunder_counter', r'''
@lifted
class Counter:
    def __init__(self):
        self.calls = 0
    def __call__(self, v):
        self.calls += 1
        return v > 0

@lifted
def f(x, y):
    c = Counter()
    r = [v for v in (x, y, x - y) if c(v)]
    return r, c.calls
''', ('x', 'y'))
p('r19a_property_deleter', r'''
@lifted
class Cache:
    def __init__(self):
        self._v = None
        self.hits = 0
    @property
    def v(self):
        if self._v is None:
            self._v = 42
        else:
            self.hits += 1
        return self._v
    @v.deleter
    def v(self):
        self._v = None

@lifted
def f(x):
    c = Cache()
    a = c.v
    if x > 0:
        del c.v
    b = c.v
    return a, b, c.hits
''', ('x',))
p('r19a_property_no_setter_error', r'''
@lifted
class R:
    def __init__(self, v):
        self._v = v
    @property
    def v(self):
        return self._v

@lifted
def f(x):
    r = R(x)
    try:
        if x > 0:
            r.v = 1
        return r.v
    except AttributeError:
        return "ro"
''', ('x',))
p('r19a_class_attr_shadow_del', r'''
@lifted
class C:
    v = 5

@lifted
def f(x):
    c = C()
    if x > 0:
        c.v = x
    a = c.v
    if x > 1:
        del c.v
    return a, c.v, "v" in vars(c)
''', ('x',))
p('r19a_class_attr_mutated_in_branch', r'''
@lifted
class Conf:
    debug = False
    level = 1

@lifted
def f(x):
    Conf.debug = False
    Conf.level = 1
    if x > 0:
        Conf.debug = True
        Conf.level += x
    c = Conf()
    return c.debug, c.level, Conf.level
''', ('x',))
p('r19a_classmethod_counter_subclass', r'''
@lifted
class Base:
    n = 0
    @classmethod
    def inc(cls):
        cls.n += 1
        return cls.n

@lifted
class Sub(Base):
    pass

@lifted
def f(x):
    Base.n = 0
    if hasattr(Sub, "__dict__") and "n" in Sub.__dict__:
        del Sub.n
    k = (Sub if x > 0 else Base)
    a = k.inc()
    b = Base.inc()
    return a, b, Base.n, Sub.n
''', ('x',))
p('r19a_super_multiple_inheritance', r'''
@lifted
class A:
    def hello(self):
        return ["A"]

@lifted
class B(A):
    def hello(self):
        return ["B"] + super().hello()

@lifted
class C(A):
    def hello(self):
        return ["C"] + super().hello()

@lifted
class D(B, C):
    def hello(self):
        return ["D"] + super().hello()

@lifted
def f(x):
    o = D() if x > 0 else (B() if x == 0 else C())
    return o.hello(), [k.__name__ for k in type(o).__mro__]
''', ('x',))
p('r19a_slots_no_dict', r'''
@lifted
class P:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x

@lifted
def f(x):
    p = P(x)
    try:
        p.y
        r = "set"
    except AttributeError:
        r = "unset"
    if x > 0:
        p.y = 1
    return r, hasattr(p, "__dict__"), getattr(p, "y", -1)
''', ('x',))
p('r19a_dataclass_eq_other_type', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class A:
    v: int

@lifted
@dataclasses.dataclass
class B:
    v: int

@lifted
def f(x):
    a = A(x)
    o = A(1) if x > 0 else B(x)
    return a == o, a != o, (a == B(x)), [A(x)] == [A(x)]
''', ('x',))
p('r19a_dataclass_mutable_default_shared_class', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Node:
    v: int
    nxt: "Node" = None
    def length(self):
        n, k = self, 0
        while n is not None:
            k += 1
            n = n.nxt
        return k

@lifted
def f(x):
    head = None
    for i in range(max(x, 0)):
        head = Node(i, head)
    return head.length() if head else 0, head.v if head else None
''', ('x',))
p('r19a_dataclass_replace_post_init', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Acc:
    bal: int
    hist: list = dataclasses.field(default_factory=list)
    def __post_init__(self):
        self.hist.append(self.bal)

@lifted
def f(x):
    a = Acc(x)
    b = dataclasses.replace(a, bal=x + 1)
    return a.hist, b.hist, a.hist is b.hist
''', ('x',))
p('r19a_dataclass_astuple_nested_list', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class In:
    a: int

@lifted
@dataclasses.dataclass
class Out:
    items: list
    head: In

@lifted
def f(x):
    o = Out([In(x), In(1)], In(-x))
    if x > 0:
        o.items.pop()
    return dataclasses.astuple(o), dataclasses.asdict(o)["head"]
''', ('x',))
p('r19a_dataclass_fields_loop', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Row:
    a: int = 0
    b: int = 1
    c: int = 2

@lifted
def f(x):
    r = Row(b=x)
    out = {}
    for fld in dataclasses.fields(r):
        v = getattr(r, fld.name)
        if v != fld.default:
            out[fld.name] = v
    return out
''', ('x',))
p('r19a_namedtuple_defaults_unpack', r'''
import collections

Pt = collections.namedtuple("Pt", ["x", "y", "z"], defaults=[0, 0])

@lifted
def f(x, y):
    p = Pt(x) if y > 0 else Pt(x, y, 1)
    a, *rest = p
    return p.z, rest, p._fields, sum(p), p[1:]
''', ('x', 'y'))
p('r19a_typing_namedtuple_method', r'''
import typing

@lifted
class Span(typing.NamedTuple):
    lo: int
    hi: int = 0
    def width(self):
        return self.hi - self.lo

@lifted
def f(x, y):
    s = Span(x, y)
    t = Span(y)
    return s.width(), t.width(), s > t, max(s, t).lo
''', ('x', 'y'))
p('r19a_enum_iteration_filter', r'''
import enum

@lifted
class Op(enum.Enum):
    ADD = "+"
    SUB = "-"
    MUL = "*"

@lifted
def f(x, y):
    res = {}
    for op in Op:
        if op is Op.ADD:
            res[op.name] = x + y
        elif op == Op.SUB:
            res[op.name] = x - y
        else:
            res[op.value] = x * y
    return res, len(Op), Op("-").name
''', ('x', 'y'))
p('r19a_enum_method_and_property', r'''
import enum

@lifted
class Dir(enum.Enum):
    N = (0, 1)
    E = (1, 0)
    S = (0, -1)
    W = (-1, 0)
    @property
    def dx(self):
        return self.value[0]
    def turn(self):
        order = list(Dir)
        return order[(order.index(self) + 1) % 4]

@lifted
def f(x):
    d = Dir.N
    for _ in range(x % 4):
        d = d.turn()
    return d.name, d.dx, d.value
''', ('x',))
p('r19a_intflag_combine', r'''
import enum

@lifted
class F(enum.IntFlag):
    A = 1
    B = 2
    C = 4

@lifted
def f(x):
    fl = F(0)
    for m in F:
        if x & m.value:
            fl |= m
    return int(fl), F.B in fl, fl == x % 8 if x >= 0 else fl == 0
''', ('x',))
p('r19a_enum_in_dict_keys', r'''
import enum

@lifted
class S(enum.Enum):
    ON = 1
    OFF = 0

@lifted
def f(x):
    d = {S.ON: 0, S.OFF: 0}
    for v in (x, x - 1, x + 1):
        d[S.ON if v > 0 else S.OFF] += 1
    return d[S.ON], d[S.OFF], [k.name for k in d]
''', ('x',))
p('r19a_alias_nested_list_mult', r'''
@lifted
def f(x):
    rows = [[0] * 2] * 2
    if x > 0:
        rows[0][0] = x
    else:
        rows = [[0] * 2 for _ in range(2)]
        rows[0][0] = x
    return rows, rows[0] is rows[1]
''', ('x',))
p('r19a_alias_dict_values_shared', r'''
@lifted
def f(x):
    base = []
    d = dict.fromkeys(["a", "b"], base)
    if x > 0:
        d["a"].append(x)
    else:
        d["b"] = [x]
    base.append(0)
    return d, d["a"] is d["b"]
''', ('x',))
p('r19a_closure_list_mutation_later', r'''
@lifted
def f(x):
    items = []
    def add(v):
        items.append(v)
        return len(items)
    def snapshot():
        return tuple(items)
    if x > 0:
        add(x)
    s1 = snapshot()
    items = [9]
    add(1)
    return s1, snapshot(), items
''', ('x',))
p('r19a_nonlocal_in_branch_closure', r'''
@lifted
def f(x, y):
    state = "idle"
    def go(v):
        nonlocal state
        if v > 0 and state == "idle":
            state = "running"
        elif v < 0:
            state = "stopped"
    go(x)
    go(y)
    return state
''', ('x', 'y'))
p('r19a_default_arg_dict_cache', r'''
@lifted
def fib(n, memo={}):
    if n in memo:
        return memo[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r

@lifted
def f(x):
    fib.__defaults__[0].clear()
    v = fib(max(x, 0))
    return v, sorted(fib.__defaults__[0])
''', ('x',))
p('r19a_module_dict_registry_decorator', r'''
HANDLERS = {}

def register(name):
    def deco(fn):
        HANDLERS[name] = fn
        return fn
    return deco

@register("inc")
@lifted
def inc(v):
    return v + 1

@register("neg")
@lifted
def neg(v):
    return -v

@lifted
def f(x):
    name = "inc" if x > 0 else "neg"
    return HANDLERS[name](x), sorted(HANDLERS)
''', ('x',))
p('r19a_obj_in_dict_mutated_via_alias', r'''
@lifted
class Cell:
    def __init__(self, v):
        self.v = v

@lifted
def f(x, y):
    cells = {i: Cell(i) for i in range(3)}
    alias = cells[x % 3]
    alias.v += 10
    if y > 0:
        cells[y % 3] = Cell(-1)
    return [c.v for c in cells.values()], alias is cells[x % 3]
''', ('x', 'y'))
p('r19a_del_list_slice_sym', r'''
@lifted
def f(x, y):
    lst = list(range(5))
    del lst[x:y]
    d = {i: i for i in range(3)}
    if x in d:
        del d[x]
    return lst, d
''', ('x', 'y'))
p('r19a_delattr_missing_error', r'''
@lifted
class O:
    pass

@lifted
def f(x):
    o = O()
    if x > 0:
        o.a = 1
    try:
        del o.a
        return "deleted"
    except AttributeError as e:
        return "AE " + str(e)
''', ('x',))
p('r19a_vars_after_branch_update', r'''
@lifted
class O:
    def __init__(self, x):
        self.a = x
        if x > 0:
            self.b = 1

@lifted
def f(x):
    o = O(x)
    vars(o)["c"] = 3
    vars(o).pop("a")
    return sorted(vars(o).items()), hasattr(o, "a"), o.c
''', ('x',))
p('r19a_deepcopy_shared_ref', r'''
import copy

@lifted
def f(x):
    shared = [x]
    data = {"a": shared, "b": shared}
    c = copy.deepcopy(data)
    if x > 0:
        c["a"].append(0)
    return c, c["a"] is c["b"], data
''', ('x',))
p('r19a_copy_custom_copy_dunder', r'''
import copy

@lifted
class Doc:
    def __init__(self, text, tags):
        self.text = text
        self.tags = tags
    def __copy__(self):
        d = Doc(self.text, list(self.tags))
        d.text += "*"
        return d

@lifted
def f(x):
    d = Doc("t", [x])
    e = copy.copy(d)
    e.tags.append(1)
    return d.text, e.text, d.tags, e.tags
''', ('x',))
p('r19a_identity_after_merge_none', r'''
@lifted
def f(x):
    a = None
    if x > 0:
        a = []
    b = a
    if a is not None:
        a.append(x)
    return a is b, a, b == a, a is None
''', ('x',))
p('r19a_object_created_one_path_attr', r'''
@lifted
class O:
    def __init__(self):
        self.v = 1

@lifted
def f(x):
    if x > 0:
        o = O()
    try:
        return o.v
    except NameError:
        return "noname"
''', ('x',))
p('r19a_unbound_local_error', r'''
@lifted
def f(x):
    if x > 0:
        r = x
    try:
        return r * 2
    except UnboundLocalError as e:
        return type(e).__name__
''', ('x',))
p('r19a_finally_overrides_return', r'''
@lifted
def g(x):
    try:
        if x > 0:
            return "try"
        raise ValueError
    except ValueError:
        return "except"
    finally:
        if x > 1:
            return "finally"

@lifted
def f(x):
    return g(x)
''', ('x',))
p('r19a_finally_swallow_via_break', r'''
@lifted
def f(x):
    out = []
    for i in range(3):
        try:
            if i == x:
                raise KeyError(i)
            out.append(i)
        finally:
            if i == x:
                break
    return out
''', ('x',))
p('r19a_continue_in_finally_loop', r'''
@lifted
def f(x):
    out = []
    for i in range(3):
        try:
            if i + x == 2:
                raise ValueError(i)
            out.append(i)
        except ValueError:
            out.append("v")
            continue
        finally:
            out.append("f")
        out.append("end")
    return out
''', ('x',))
p('r19a_exc_var_deleted_after_except', r'''
@lifted
def f(x):
    e = "before"
    try:
        if x > 0:
            raise ValueError("v")
    except ValueError as e:
        pass
    try:
        return e
    except NameError:
        return "gone"
    except UnboundLocalError:
        return "unbound"
''', ('x',))
p('r19a_exc_args_and_str_custom', r'''
@lifted
class MyErr(Exception):
    def __init__(self, code, msg="oops"):
        super().__init__(code, msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[1]}"

@lifted
def f(x):
    try:
        if x % 2:
            raise MyErr(x)
        raise MyErr(x, "even")
    except MyErr as e:
        return str(e), e.args, repr(e.code)
''', ('x',))
p('r19a_exc_handler_tuple_and_order', r'''
@lifted
class E1(Exception): pass
@lifted
class E2(E1): pass
@lifted
class E3(Exception): pass

@lifted
def raise_for(x):
    if x > 1:
        raise E2("two")
    if x == 1:
        raise E1("one")
    if x < 0:
        raise E3("neg")
    return "ok"

@lifted
def f(x):
    try:
        return raise_for(x)
    except (E3, E2) as e:
        return "first", type(e).__name__
    except E1 as e:
        return "second", str(e)
''', ('x',))
p('r19a_exc_raised_in_generator_caught_outside', r'''
@lifted
def gen(x):
    for i in range(3):
        if i == x:
            raise ValueError(f"at {i}")
        yield i

@lifted
def f(x):
    g = gen(x)
    out = []
    try:
        for v in g:
            out.append(v)
    except ValueError as e:
        out.append(str(e))
    out.append(next(g, "exhausted"))
    return out
''', ('x',))
p('r19a_gen_throw_close', r'''
@lifted
def gen(log):
    try:
        while True:
            try:
                v = yield
                log.append(v)
            except KeyError:
                log.append("key")
    finally:
        log.append("closed")

@lifted
def f(x):
    log = []
    g = gen(log)
    next(g)
    g.send(x)
    if x > 0:
        g.throw(KeyError)
    g.close()
    return log
''', ('x',))
p('r19a_gen_expression_lazy_binding', r'''
@lifted
def f(x):
    data = [1, 2, 3]
    g = (v * x for v in data)
    data.append(4)
    if x > 0:
        data = [0]
    return list(g), data
''', ('x',))
p('r19a_generator_partial_consume_state', r'''
@lifted
def nums(n):
    i = 0
    while i < n:
        yield i
        i += 1

@lifted
def f(x):
    g = nums(x)
    first = next(g, None)
    rest = [v for v in g if v % 2 == 0]
    return first, rest
''', ('x',))
p('r19a_generator_return_value_stopiter', r'''
@lifted
def g(x):
    if x > 0:
        yield x
    return "done" + str(x)

@lifted
def f(x):
    it = g(x)
    out = []
    while True:
        try:
            out.append(next(it))
        except StopIteration as e:
            out.append(e.value)
            break
    return out
''', ('x',))
p('r19a_loop_else_with_continue', r'''
@lifted
def f(x, y):
    res = []
    for i in range(3):
        for j in range(3):
            if j == x:
                break
            if i == y:
                continue
            res.append((i, j))
        else:
            res.append("e")
    return res
''', ('x', 'y'))
p('r19a_while_else_break_sym', r'''
@lifted
def f(x):
    i = 0
    while i < 5:
        if i * i > x + 3:
            r = "broke"
            break
        i += 1
    else:
        r = "done"
    return r, i
''', ('x',))
p('r19a_nested_function_recursion', r'''
@lifted
def f(x):
    memo = {}
    def walk(n):
        if n in memo:
            return memo[n]
        if n <= 1:
            r = 1
        else:
            r = walk(n - 1) + walk(n - 2)
        memo[n] = r
        return r
    return walk(x + 3), len(memo)
''', ('x',))
p('r19a_mutual_recursion_even_odd', r'''
@lifted
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)

@lifted
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)

@lifted
def f(x):
    return is_even(abs(x)), is_odd(abs(x) + 1)
''', ('x',))
p('r19a_match_literal_or_capture', r'''
@lifted
def f(x, y):
    match (x, y):
        case (0, 0):
            return "origin"
        case (0, _) | (_, 0):
            return "axis"
        case (a, b) if a == b:
            return f"diag{a}"
        case (a, -1):
            return a * 10
        case _:
            return None
''', ('x', 'y'))
p('r19a_match_class_positional_args', r'''
@lifted
class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

@lifted
def where(p):
    match p:
        case Pt(0, 0):
            return "origin"
        case Pt(x, 0) if x > 0:
            return "east"
        case Pt(x=0):
            return "vertical"
        case Pt():
            return "somewhere"

@lifted
def f(x, y):
    return where(Pt(x, y))
''', ('x', 'y'))
p('r19a_match_builtin_class_types', r'''
@lifted
def kind(v):
    match v:
        case bool(b):
            return "bool"
        case int(i) if i < 0:
            return "neg"
        case int():
            return "int"
        case str() as s:
            return "str" + s
        case [int(), *_]:
            return "list"
        case _:
            return "?"

@lifted
def f(x):
    vals = [x > 0, x, str(x), [x], (), None]
    return [kind(v) for v in vals], kind(vals[x % 6])
''', ('x',))
p('r19a_match_value_pattern_enum', r'''
import enum

@lifted
class C(enum.Enum):
    R = 1
    G = 2

@lifted
def f(x):
    c = C.R if x > 0 else C.G
    match c:
        case C.R:
            return "red"
        case C.G if x < -1:
            return "deepgreen"
        case C.G:
            return "green"
''', ('x',))
p('r19a_walrus_in_comprehension_filter', r'''
@lifted
def f(x, y):
    vals = [v for i in range(4) if (v := i * x - y) > 0]
    return vals, v
''', ('x', 'y'))
p('r19a_walrus_in_while_pop', r'''
@lifted
def f(x):
    stack = list(range(max(x, 0)))
    out = []
    while stack and (top := stack.pop()) != 1:
        out.append(top)
    return out, stack
''', ('x',))
p('r19a_global_counter_in_lifted', r'''
CALLS = 0

@lifted
def tick(v):
    global CALLS
    CALLS += 1
    return v * 2

@lifted
def f(x):
    global CALLS
    CALLS = 0
    r = tick(x) if x > 0 else 0
    r += tick(1)
    return r, CALLS
''', ('x',))
p('r19a_sorted_key_with_method', r'''
@lifted
class W:
    def __init__(self, s, n):
        self.s, self.n = s, n
    def key(self):
        return (-self.n, self.s)

@lifted
def f(x, y):
    ws = [W("b", x), W("a", y), W("c", x)]
    return [w.s for w in sorted(ws, key=W.key)], [w.s for w in sorted(ws, key=lambda w: w.n)]
''', ('x', 'y'))
p('r19a_lambda_closure_over_obj', r'''
@lifted
class Acc:
    def __init__(self):
        self.total = 0

@lifted
def f(x, y):
    a = Acc()
    add = lambda v: setattr(a, "total", a.total + v)
    add(x)
    if y > 0:
        add(y)
    return a.total
''', ('x', 'y'))
p('r19a_context_manager_generator_contextlib', r'''
import contextlib

@lifted
@contextlib.contextmanager
def tag(log, name):
    log.append("<" + name)
    try:
        yield name.upper()
    except ValueError:
        log.append("!")
    finally:
        log.append(name + ">")

@lifted
def f(x):
    log = []
    with tag(log, "a") as t:
        log.append(t)
        if x > 0:
            raise ValueError
        log.append("body")
    return log
''', ('x',))
p('r19a_exit_sees_exception_value', r'''
@lifted
class Rec:
    def __init__(self):
        self.seen = None
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        self.seen = (t.__name__, str(v)) if t else None
        return isinstance(v, KeyError)

@lifted
def f(x):
    r = Rec()
    try:
        with r:
            if x > 0:
                {}[x]
            elif x < 0:
                [][x]
    except IndexError:
        pass
    return r.seen
''', ('x',))
p('r19a_with_return_in_body_exit_runs', r'''
@lifted
class CM:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        return self
    def __exit__(self, *a):
        self.log.append("exit")

@lifted
def g(x, log):
    with CM(log):
        for i in range(3):
            if i == x:
                return i
        log.append("loop")
    return -1

@lifted
def f(x):
    log = []
    return g(x, log), log
''', ('x',))
p('r19a_recursive_object_structure', r'''
@lifted
class Node:
    def __init__(self, v, left=None, right=None):
        self.v, self.left, self.right = v, left, right

@lifted
def insert(n, v):
    if n is None:
        return Node(v)
    if v < n.v:
        n.left = insert(n.left, v)
    else:
        n.right = insert(n.right, v)
    return n

@lifted
def inorder(n):
    return [] if n is None else inorder(n.left) + [n.v] + inorder(n.right)

@lifted
def f(x, y):
    root = None
    for v in (x, y, 0):
        root = insert(root, v)
    return inorder(root), root.v
''', ('x', 'y'))
p('r19a_linked_list_iter_dunder', r'''
@lifted
class LL:
    def __init__(self):
        self.head = None
        self.n = 0
    def push(self, v):
        self.head = (v, self.head)
        self.n += 1
    def __iter__(self):
        cur = self.head
        while cur is not None:
            yield cur[0]
            cur = cur[1]
    def __len__(self):
        return self.n
    def __contains__(self, v):
        return any(e == v for e in self)

@lifted
def f(x, y):
    l = LL()
    for v in range(max(x, 0)):
        l.push(v * y)
    return list(l), len(l), y in l
''', ('x', 'y'))
p('r19a_state_machine_class_dict_dispatch', r'''
@lifted
class FSM:
    def __init__(self):
        self.state = "a"
        self.trans = {("a", 1): "b", ("b", 0): "a", ("b", 1): "c"}
    def step(self, sym):
        self.state = self.trans.get((self.state, sym), self.state)
        return self.state

@lifted
def f(x, y):
    m = FSM()
    path = [m.step(s) for s in (x % 2, y % 2, 1)]
    return path, m.state
''', ('x', 'y'))
p('r19a_observer_callbacks_mutation', r'''
@lifted
class Subject:
    def __init__(self):
        self.obs = []
    def on(self, fn):
        self.obs.append(fn)
    def emit(self, v):
        return [fn(v) for fn in self.obs]

@lifted
def f(x):
    s = Subject()
    got = []
    s.on(got.append)
    if x > 0:
        s.on(lambda v: v * 2)
    r = s.emit(x)
    return r, got
''', ('x',))
p('r19a_bank_transfer_exc_rollback', r'''
@lifted
class Insufficient(Exception):
    pass

@lifted
class Account:
    def __init__(self, bal):
        self.bal = bal
    def withdraw(self, n):
        if n > self.bal:
            raise Insufficient(f"{n}>{self.bal}")
        self.bal -= n

@lifted
def transfer(a, b, n):
    a.withdraw(n)
    b.bal += n

@lifted
def f(x, y):
    a, b = Account(y), Account(0)
    try:
        transfer(a, b, x)
        msg = "ok"
    except Insufficient as e:
        msg = str(e)
    return a.bal, b.bal, msg
''', ('x', 'y'))
p('r19a_tuple_iadd_list_mutates_then_raises', r'''
@lifted
def f(x):
    t = ([x],)
    try:
        t[0] += [1]
    except TypeError as e:
        return t, str(e)
    return t, None
''', ('x',))
p('r19a_list_iadd_alias_branch', r'''
@lifted
def f(x):
    a = [1]
    b = a
    if x > 0:
        a += [x]
    else:
        a = a + [x]
    return a, b, a is b
''', ('x',))
p('r19a_eq_false_identity_shortcut', r'''
@lifted
class Never:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = Never()
    other = Never()
    pick = o if x > 0 else other
    return o == o, o in [o], [o] == [o], pick in [o], [pick].count(o), {o: 1}.get(pick)
''', ('x',))
p('r19a_eq_returns_nonbool', r'''
@lifted
class Weird:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v - o.v

@lifted
def f(x, y):
    a, b = Weird(x), Weird(y)
    r = a == b
    return r, a != b, bool([a] == [b]), a in [b]
''', ('x', 'y'))
p('r19a_bool_returns_int_typeerror', r'''
@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v

@lifted
def f(x):
    try:
        return bool(B(x > 0))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_bool_returns_int_typeerror2', r'''
@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v

@lifted
def f(x):
    try:
        return "t" if B(x) else "f"
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_index_dunder_slicing', r'''
@lifted
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v

@lifted
def f(x, y):
    lst = list(range(6))
    return lst[I(x)], lst[I(y):I(x)], range(I(y))[-1] if y > 0 else None, hex(I(x))
''', ('x', 'y'))
p('r19a_setattr_override_validation', r'''
@lifted
class Strict:
    def __init__(self):
        super().__setattr__("log", [])
    def __setattr__(self, name, v):
        if not name.startswith("v"):
            raise AttributeError(f"no {name}")
        self.log.append(name)
        super().__setattr__(name, v)

@lifted
def f(x):
    s = Strict()
    s.va = x
    try:
        if x > 0:
            s.other = 1
        else:
            s.vb = 2
    except AttributeError as e:
        return str(e), s.log
    return s.log, s.va
''', ('x',))
p('r19a_class_assignment_swap', r'''
@lifted
class Cat:
    def speak(self):
        return "meow"

@lifted
class Dog:
    def speak(self):
        return "woof"

@lifted
def f(x):
    a = Cat()
    if x > 0:
        a.__class__ = Dog
    return a.speak(), type(a).__name__, isinstance(a, Cat)
''', ('x',))
p('r19a_recursive_list_repr', r'''
@lifted
def f(x):
    a = [x]
    if x > 0:
        a.append(a)
    return repr(a), len(a)
''', ('x',))
p('r19a_exception_str_repr_args', r'''
@lifted
def f(x):
    if x > 1:
        e = KeyError("k")
    elif x > 0:
        e = ValueError()
    elif x == 0:
        e = ValueError(1, "two")
    else:
        e = IndexError(x)
    return str(e), repr(e), e.args
''', ('x',))
p('r19a_init_returns_value_typeerror', r'''
@lifted
class C:
    def __init__(self, v):
        self.v = v
        if v > 0:
            return v

@lifted
def f(x):
    try:
        return C(x).v
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_new_and_init_order', r'''
@lifted
class C:
    log = []
    def __new__(cls, v):
        C.log.append("new")
        if v < 0:
            return None
        return super().__new__(cls)
    def __init__(self, v):
        C.log.append("init")
        self.v = v

@lifted
def f(x):
    C.log = []
    c = C(x)
    return c is None, C.log, getattr(c, "v", None)
''', ('x',))
p('r19a_dataclass_inherit_override_default', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Base:
    a: int
    b: int = 1

@lifted
@dataclasses.dataclass
class Child(Base):
    b: int = 10
    c: int = 0

@lifted
def f(x):
    o = Child(x) if x > 0 else Base(x)
    return dataclasses.astuple(o), repr(o), o == Base(x)
''', ('x',))
p('r19a_enum_auto_compare_error', r'''
import enum

@lifted
class P(enum.Enum):
    A = enum.auto()
    B = enum.auto()

@lifted
def f(x):
    a = P.A if x > 0 else P.B
    try:
        return a < P.B
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_enum_missing_hook_default', r'''
import enum

@lifted
class Mode(enum.Enum):
    OFF = 0
    ON = 1
    @classmethod
    def _missing_(cls, value):
        return cls.ON if value > 0 else None

@lifted
def f(x):
    try:
        return Mode(x).name
    except ValueError as e:
        return str(e)
''', ('x',))
p('r19a_namedtuple_in_set_and_make', r'''
import collections

E = collections.namedtuple("E", "u v")

@lifted
def f(x, y):
    edges = {E(x, y), E(y, x), E._make([x, y])}
    return len(edges), E(x, y) in edges, tuple(sorted(edges)[0])
''', ('x', 'y'))
p('r19a_cached_property', r'''
import functools

@lifted
class Data:
    def __init__(self, v):
        self.v = v
        self.calls = 0
    @functools.cached_property
    def sq(self):
        self.calls += 1
        return self.v * self.v

@lifted
def f(x):
    d = Data(x)
    a = d.sq
    if x > 0:
        del d.sq
    b = d.sq
    return a, b, d.calls
''', ('x',))
p('r19a_abc_abstractmethod_instantiate', r'''
import abc

@lifted
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...

@lifted
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s

@lifted
def f(x):
    cls = Sq if x > 0 else Shape
    try:
        return cls(x).area()
    except TypeError as e:
        return "TE:" + str(e)[:30]
''', ('x',))
p('r19a_stopiteration_inside_generator', r'''
@lifted
def gen(x):
    yield 1
    if x > 0:
        raise StopIteration
    yield 2

@lifted
def f(x):
    try:
        return list(gen(x))
    except RuntimeError as e:
        return str(e)
''', ('x',))
p('r19a_generator_send_before_start', r'''
@lifted
def gen():
    v = yield 1
    yield v

@lifted
def f(x):
    g = gen()
    try:
        if x > 0:
            return g.send(x)
        return next(g), g.send(x)
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_iter_callable_sentinel', r'''
@lifted
def f(x):
    state = [x]
    def nxt():
        state[0] += 1
        return state[0]
    return list(iter(nxt, 3)) if x < 3 else "skip"
''', ('x',))
p('r19a_dict_iter_mutation_error', r'''
@lifted
def f(x):
    d = {1: "a", 2: "b"}
    try:
        for k in d:
            if k == x:
                d[k + 10] = "c"
        return sorted(d)
    except RuntimeError as e:
        return str(e)
''', ('x',))
p('r19a_try_else_return_finally_append', r'''
@lifted
def g(x, log):
    try:
        if x < 0:
            raise ValueError
    except ValueError:
        log.append("exc")
        return "E"
    else:
        log.append("else")
        return "ok" if x else "zero"
    finally:
        log.append("fin")

@lifted
def f(x):
    log = []
    return g(x, log), log
''', ('x',))
p('r19a_exc_in_exit_replaces', r'''
@lifted
class CM:
    def __init__(self, x):
        self.x = x
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        if self.x > 0:
            raise KeyError("from exit")
        return False

@lifted
def f(x):
    try:
        with CM(x):
            if x != 1:
                raise ValueError("body")
        return "none"
    except Exception as e:
        return type(e).__name__, type(e.__context__).__name__ if e.__context__ else None
''', ('x',))
p('r19a_enter_raises_no_exit', r'''
@lifted
class CM:
    def __init__(self, x, log):
        self.x, self.log = x, log
    def __enter__(self):
        if self.x > 0:
            raise ValueError("enter")
        self.log.append("entered")
        return self
    def __exit__(self, *a):
        self.log.append("exit")

@lifted
def f(x):
    log = []
    try:
        with CM(x, log):
            log.append("body")
    except ValueError:
        log.append("caught")
    return log
''', ('x',))
p('r19a_bare_raise_no_active', r'''
@lifted
def f(x):
    try:
        if x > 0:
            raise
        return "no"
    except RuntimeError as e:
        return str(e)
''', ('x',))
p('r19a_raise_non_exception', r'''
@lifted
def f(x):
    try:
        raise (ValueError if x > 0 else 5)
    except TypeError as e:
        return str(e)
    except ValueError:
        return "ve"
''', ('x',))
p('r19a_assert_caught', r'''
@lifted
def f(x):
    try:
        assert x > 0, "neg"
        return "pos"
    except AssertionError as e:
        return "AE:" + str(e)
''', ('x',))
p('r19a_del_local_then_use', r'''
@lifted
def f(x):
    v = x
    if x > 0:
        del v
    try:
        return v
    except UnboundLocalError:
        return "unbound"
''', ('x',))
p('r19a_subclass_eq_priority', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return "A"

@lifted
class B(A):
    def __eq__(self, o):
        return "B"

@lifted
def f(x):
    l = A(x)
    r = B(x) if x > 0 else A(x)
    return l == r, r == l
''', ('x',))
p('r19a_attr_augassign_class_to_instance', r'''
@lifted
class C:
    n = 10

@lifted
def f(x):
    a, b = C(), C()
    if x > 0:
        a.n += x
    return a.n, b.n, C.n, "n" in vars(a)
''', ('x',))
p('r19a_getattr_choice_const_names', r'''
@lifted
class O:
    def __init__(self):
        self.alpha = 1
        self.beta = 2

@lifted
def f(x):
    o = O()
    name = "alpha" if x > 0 else ("beta" if x == 0 else "gamma")
    return getattr(o, name, -1), hasattr(o, name)
''', ('x',))
p('r19a_setattr_choice_const_names', r'''
@lifted
class O:
    pass

@lifted
def f(x):
    o = O()
    name = "a" if x > 0 else "b"
    setattr(o, name, x)
    return getattr(o, "a", None), getattr(o, "b", None)
''', ('x',))
p('r19a_type_of_union_construct', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def twice(self):
        return type(self)(self.v * 2)

@lifted
class B(A):
    pass

@lifted
def f(x):
    o = A(x) if x > 0 else B(x)
    t = o.twice()
    return type(t).__name__, t.v, isinstance(t, B)
''', ('x',))
p('r19a_sum_objects_radd', r'''
@lifted
class V:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return V(self.v + (o.v if isinstance(o, V) else o))
    __radd__ = __add__

@lifted
def f(x, y):
    vs = [V(x), V(y)]
    if x > y:
        vs.append(V(1))
    return sum(vs).v, sum(vs, V(10)).v
''', ('x', 'y'))
p('r19a_sorted_no_lt_typeerror', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    items = [O(x), O(1)] if x > 0 else [O(x)]
    try:
        return [o.v for o in sorted(items)]
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_format_nested_spec', r'''
@lifted
class Cell:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        return format(self.v, spec)

@lifted
def f(x, y):
    w = max(y, 0) + 2
    return f"[{Cell(x):>{w}}]", f"{Cell(x):+d}", "{:03}".format(Cell(abs(x)))
''', ('x', 'y'))
p('r19a_repr_dict_of_objs', r'''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return "K" * self.v if self.v > 0 else "k"

@lifted
def f(x):
    d = {"a": K(x), x: [K(1), None]}
    return repr(d), str(list(d.values())), repr((K(x),))
''', ('x',))
p('r19a_contains_fallback_iter_eq', r'''
@lifted
class Evens:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(0, self.n, 2))

@lifted
def f(x, y):
    e = Evens(y + 3)
    return x in e, list(e), sum(1 for _ in e)
''', ('x', 'y'))
p('r19a_objs_list_index_augassign', r'''
@lifted
class C:
    def __init__(self):
        self.n = 0

@lifted
def f(x, y):
    cs = [C(), C(), C()]
    cs[x % 3].n += 1
    cs[y].n += 10
    return [c.n for c in cs]
''', ('x', 'y'))
p('r19a_minmax_key_objects_ties', r'''
@lifted
class O:
    def __init__(self, n, v):
        self.n, self.v = n, v

@lifted
def f(x, y):
    os = [O("a", x), O("b", y), O("c", x)]
    return min(os, key=lambda o: o.v).n, max(os, key=lambda o: o.v).n, max([], default=None, key=lambda o: o.v)
''', ('x', 'y'))
p('r19a_getattr_property_attributeerror', r'''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    @property
    def inv(self):
        if self.v == 0:
            raise AttributeError("no inverse")
        return 12 // self.v
    def __getattr__(self, name):
        return "fallback:" + name

@lifted
def f(x):
    return P(x).inv, P(x).zzz
''', ('x',))
p('r19a_super_setattr_dict_in_init', r'''
@lifted
class Rec:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
    def __repr__(self):
        return "Rec(" + ", ".join(f"{k}={v}" for k, v in sorted(vars(self).items())) + ")"

@lifted
def f(x):
    r = Rec(a=x, b=2) if x > 0 else Rec(c=x)
    return repr(r)
''', ('x',))
p('r19a_bound_method_after_attr_replace', r'''
@lifted
class S:
    def __init__(self):
        self.items = []
    def push(self, v):
        self.items.append(v)

@lifted
def f(x):
    s = S()
    m = s.push
    old = s.items
    if x > 0:
        s.items = [x]
    m(0)
    return s.items, old
''', ('x',))
p('r19a_swap_objects_then_mutate', r'''
@lifted
class B:
    def __init__(self, v):
        self.v = v

@lifted
def f(x, y):
    a, b = B(x), B(y)
    if x > y:
        a, b = b, a
    a.v += 100
    return a.v, b.v, a.v > b.v
''', ('x', 'y'))
p('r19a_swap_attrs_in_branch', r'''
@lifted
class P:
    def __init__(self, l, r):
        self.l, self.r = l, r

@lifted
def f(x, y):
    p = P([x], [y])
    q = p.l
    if x < y:
        p.l, p.r = p.r, p.l
    q.append(0)
    return p.l, p.r
''', ('x', 'y'))
p('r19a_attr_list_concat_vs_iadd', r'''
@lifted
class O:
    def __init__(self, items):
        self.items = items

@lifted
def f(x):
    shared = [0]
    a, b = O(shared), O(shared)
    if x > 0:
        a.items += [x]
    else:
        a.items = a.items + [x]
    return a.items, b.items, shared
''', ('x',))
p('r19a_setdefault_returns_alias', r'''
@lifted
def f(x, y):
    groups = {}
    for v in (x, y, x + y):
        groups.setdefault(v % 2, []).append(v)
    g = groups.setdefault(0, [])
    g.append(99)
    return groups
''', ('x', 'y'))
p('r19a_shallow_copy_list_of_objs', r'''
@lifted
class C:
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    a = [C(1), C(2)]
    b = list(a)
    c = a[:]
    if x > 0:
        b[0].v = x
        c[1] = C(-x)
    return [o.v for o in a], [o.v for o in b], [o.v for o in c], a[0] is b[0]
''', ('x',))
p('r19a_dict_copy_nested_mutation', r'''
@lifted
def f(x):
    d = {"a": [1], "b": 2}
    e = dict(d)
    g = d.copy()
    if x > 0:
        e["a"].append(x)
        g["b"] = x
    return d, e, g
''', ('x',))
p('r19a_list_mult_aliasing_rows', r'''
@lifted
def f(x, y):
    grid = [[]] * 3
    grid[x % 3].append(y)
    fresh = [[] for _ in range(3)]
    fresh[x % 3].append(y)
    return grid, fresh
''', ('x', 'y'))
p('r19a_class_level_list_shared_instances', r'''
@lifted
class Bad:
    items = []
    def add(self, v):
        self.items.append(v)

@lifted
def f(x):
    Bad.items = []
    a, b = Bad(), Bad()
    if x > 0:
        a.add(x)
    else:
        b.items = [x]
    b.add(1)
    return a.items, b.items, Bad.items
''', ('x',))
p('r19a_instance_attr_shadows_method', r'''
@lifted
class O:
    def go(self):
        return "method"

@lifted
def f(x):
    o = O()
    if x > 0:
        o.go = lambda: "lambda" + str(x)
    r = o.go()
    if x > 1:
        del o.go
    return r, o.go()
''', ('x',))
p('r19a_none_default_idiom', r'''
@lifted
def add(v, acc=None):
    if acc is None:
        acc = []
    acc.append(v)
    return acc

@lifted
def f(x):
    a = add(x)
    b = add(1)
    c = add(2, a) if x > 0 else add(2, b)
    return a, b, c, c is a
''', ('x',))
p('r19a_module_instance_mutated', r'''
@lifted
class Conf:
    def __init__(self):
        self.level = 0
        self.tags = {}

CONF = Conf()

@lifted
def f(x):
    CONF.level = 0
    CONF.tags.clear()
    if x > 0:
        CONF.level = x
        CONF.tags["pos"] = True
    return CONF.level, dict(CONF.tags)
''', ('x',))
p('r19a_module_set_mutated', r'''
SEEN = set()

@lifted
def f(x):
    SEEN.clear()
    for v in (x, -x, 1):
        if v > 0:
            SEEN.add(v)
    return sorted(SEEN), 1 in SEEN
''', ('x',))
p('r19a_global_in_nested_fn', r'''
STATE = 0

@lifted
def f(x):
    global STATE
    STATE = 0
    def bump(v):
        global STATE
        STATE += v
    if x > 0:
        bump(x)
    bump(1)
    return STATE
''', ('x',))
p('r19a_generator_closure_late_binding', r'''
@lifted
def f(x):
    n = 1
    g = (i * n for i in range(3))
    if x > 0:
        n = x
    return list(g)
''', ('x',))
p('r19a_nonlocal_in_generator', r'''
@lifted
def f(x):
    total = 0
    def gen():
        nonlocal total
        for i in range(3):
            total += i * x
            yield total
    out = []
    for v in gen():
        if v > 2:
            break
        out.append(v)
    return out, total
''', ('x',))
p('r19a_le_missing_typeerror', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __eq__(self, o):
        return self.v == o.v

@lifted
def f(x, y):
    a, b = O(x), O(y)
    r = [a < b, a > b]
    try:
        r.append(a <= b)
    except TypeError as e:
        r.append(str(e))
    return r
''', ('x', 'y'))
p('r19a_hash_collision_eq_distinct', r'''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 7
    def __eq__(self, o):
        return self.v == o.v

@lifted
def f(x, y):
    d = {K(x): "a"}
    d[K(y)] = "b"
    d[K(x)] = "c"
    return sorted(d.values()), len(d), K(y) in d
''', ('x', 'y'))
p('r19a_reversed_dunder', r'''
@lifted
class R:
    def __init__(self, n):
        self.n = n
    def __reversed__(self):
        return iter(range(self.n, 0, -1))
    def __iter__(self):
        return iter(range(1, self.n + 1))

@lifted
def f(x):
    r = R(max(x, 0))
    return list(reversed(r)), list(r)
''', ('x',))
p('r19a_getitem_slice_object', r'''
@lifted
class S:
    def __init__(self, data):
        self.data = data
    def __getitem__(self, k):
        if isinstance(k, slice):
            return S(self.data[k])
        return self.data[k]
    def __len__(self):
        return len(self.data)

@lifted
def f(x, y):
    s = S(list(range(5)))
    t = s[x:y]
    return len(t), t.data, s[::2].data, s[x]
''', ('x', 'y'))
p('r19a_dict_subclass_missing', r'''
@lifted
class Default(dict):
    def __missing__(self, k):
        v = k * 2
        self[k] = v
        return v

@lifted
def f(x, y):
    d = Default()
    d[1] = 10
    a = d[x]
    b = d.get(y, "none")
    return a, b, sorted(d.items())
''', ('x', 'y'))
p('r19a_eq_with_int_notimpl_identity', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if isinstance(o, O):
            return self.v == o.v
        return NotImplemented

@lifted
def f(x):
    o = O(x)
    return o == x, x == o, o != 3, o == O(x), [o].count(O(x))
''', ('x',))
p('r19a_arith_dunders_vector', r'''
@lifted
class V:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __mul__(self, k):
        return V(self.a * k, self.b * k)
    __rmul__ = __mul__
    def __neg__(self):
        return V(-self.a, -self.b)
    def __abs__(self):
        return abs(self.a) + abs(self.b)
    def __matmul__(self, o):
        return self.a * o.a + self.b * o.b
    def __sub__(self, o):
        return V(self.a - o.a, self.b - o.b)

@lifted
def f(x, y):
    u, v = V(x, 1), V(y, -1)
    w = 2 * u - v * 3
    return (w.a, w.b), abs(-w), u @ v
''', ('x', 'y'))
p('r19a_floordiv_mod_divmod_dunder', r'''
@lifted
class M:
    def __init__(self, v):
        self.v = v
    def __floordiv__(self, o):
        if o == 0:
            raise ZeroDivisionError("M by zero")
        return M(self.v // o)
    def __mod__(self, o):
        return M(self.v % o)
    def __divmod__(self, o):
        return (self // o).v, (self % o).v

@lifted
def f(x, y):
    try:
        return divmod(M(x), y)
    except ZeroDivisionError as e:
        return str(e)
''', ('x', 'y'))
p('r19a_set_like_and_or', r'''
@lifted
class Bits:
    def __init__(self, v):
        self.v = v
    def __and__(self, o):
        return Bits(self.v & o.v)
    def __or__(self, o):
        return Bits(self.v | o.v)
    def __invert__(self):
        return Bits(~self.v & 7)
    def __eq__(self, o):
        return self.v == o.v

@lifted
def f(x, y):
    a, b = Bits(x & 7), Bits(y & 7)
    return (a & b).v, (a | b).v, (~a).v, (a | b) == (b | a)
''', ('x', 'y'))
p('r19a_int_float_round_dunders', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def __int__(self):
        return self.v * 2
    def __float__(self):
        return self.v / 2
    def __round__(self, n=None):
        return self.v + 100

@lifted
def f(x):
    n = Num(x)
    return int(n), float(n), round(n), round(n, 1)
''', ('x',))
p('r19a_str_returns_nonstr_typeerror', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return self.v if self.v > 0 else "s"

@lifted
def f(x):
    try:
        return str(S(x))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_iter_returns_noniterator', r'''
@lifted
class I:
    def __init__(self, v):
        self.v = v
    def __iter__(self):
        return [1, 2] if self.v > 0 else iter([3])

@lifted
def f(x):
    try:
        return list(I(x))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_next_raises_midloop', r'''
@lifted
class It:
    def __init__(self, stop):
        self.i = 0
        self.stop = stop
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i == self.stop:
            raise ValueError("bad step")
        if self.i > 3:
            raise StopIteration
        return self.i

@lifted
def f(x):
    out = []
    it = It(x)
    try:
        for v in it:
            out.append(v)
    except ValueError as e:
        out.append(str(e))
    return out, it.i
''', ('x',))
p('r19a_contains_returns_int', r'''
@lifted
class C:
    def __init__(self, v):
        self.v = v
    def __contains__(self, item):
        return item * self.v

@lifted
def f(x, y):
    return y in C(x), y not in C(x)
''', ('x', 'y'))
p('r19a_getattr_recursion_guard', r'''
@lifted
class Proxy:
    def __init__(self, target):
        self._target = target
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._target, name)

@lifted
class T:
    def __init__(self, v):
        self.v = v
    def double(self):
        return self.v * 2

@lifted
def f(x):
    p = Proxy(T(x))
    r = [p.v, p.double()]
    try:
        p._missing
    except AttributeError as e:
        r.append(str(e))
    return r, hasattr(p, "nope")
''', ('x',))
p('r19a_len_on_union_list_obj', r'''
@lifted
class Sized:
    def __len__(self):
        return 42

@lifted
def f(x):
    o = Sized() if x > 0 else [x] * abs(x)
    return len(o), bool(o)
''', ('x',))
p('r19a_dunder_lookup_on_type_not_instance', r'''
@lifted
class O:
    def __len__(self):
        return 1

@lifted
def f(x):
    o = O()
    if x > 0:
        o.__len__ = lambda: 99
    return len(o), o.__len__()
''', ('x',))
p('r19a_eq_hash_set_union_dedupe', r'''
@lifted
class P:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __eq__(self, o):
        return {self.a, self.b} == {o.a, o.b}
    def __hash__(self):
        return hash(frozenset((self.a, self.b)))

@lifted
def f(x, y):
    s = {P(x, y), P(y, x), P(x, x)}
    return len(s), P(y, x) in s
''', ('x', 'y'))
p('r19a_exception_subclass_attr_default', r'''
@lifted
class HTTPError(Exception):
    code = 500
    def __init__(self, msg, code=None):
        super().__init__(msg)
        if code is not None:
            self.code = code

@lifted
class NotFound(HTTPError):
    code = 404

@lifted
def f(x):
    try:
        if x > 1:
            raise NotFound("nf")
        if x > 0:
            raise HTTPError("srv", code=503)
        raise HTTPError("generic")
    except HTTPError as e:
        return e.code, str(e), type(e).code
''', ('x',))
p('r19a_exception_chain_walk', r'''
@lifted
def f(x):
    try:
        try:
            try:
                raise KeyError("a")
            except KeyError as e:
                if x > 0:
                    raise ValueError("b") from e
                raise ValueError("b")
        except ValueError as e:
            raise RuntimeError("c") from (e if x > 1 else None)
    except RuntimeError as e:
        chain = []
        cur = e
        while cur is not None:
            chain.append(type(cur).__name__)
            cur = cur.__cause__ or (None if cur.__suppress_context__ else cur.__context__)
        return chain
''', ('x',))
p('r19a_exc_in_listcomp_partial', r'''
@lifted
def f(x):
    out = []
    try:
        out = [10 // (v - x) for v in range(3)]
    except ZeroDivisionError as e:
        return out, str(e)
    return out, None
''', ('x',))
p('r19a_return_in_loop_finally_count', r'''
@lifted
def g(x, log):
    for i in range(3):
        try:
            if i == x:
                return i
        finally:
            log.append(i)
    return None

@lifted
def f(x):
    log = []
    return g(x, log), log
''', ('x',))
p('r19a_break_from_with_in_loop', r'''
@lifted
class CM:
    def __init__(self, log, i):
        self.log, self.i = log, i
    def __enter__(self):
        self.log.append(("in", self.i))
    def __exit__(self, *a):
        self.log.append(("out", self.i))

@lifted
def f(x):
    log = []
    for i in range(3):
        with CM(log, i):
            if i == x:
                break
            if i + x == 3:
                continue
            log.append(i)
    return log
''', ('x',))
p('r19a_property_deleter_branch', r'''
@lifted
class C:
    def __init__(self):
        self.n = 0
    @property
    def v(self):
        return self.n
    @v.deleter
    def v(self):
        self.n = 5

@lifted
def f(x):
    c = C()
    if x > 0:
        del c.v
    return c.n
''', ('x',))
p('r19a_property_deleter_plain', r'''
@lifted
class C:
    def __init__(self):
        self.n = 0
    @property
    def v(self):
        return self.n
    @v.deleter
    def v(self):
        self.n = 5

@lifted
def f(x):
    c = C()
    del c.v
    return c.n + x
''', ('x',))
p('r19a_deleter_then_is_none', r'''
@lifted
class C:
    def __init__(self):
        self.m = 42
    @property
    def v(self):
        return self.m
    @v.deleter
    def v(self):
        self.m = None

@lifted
def f(x):
    c = C()
    if x > 0:
        del c.v
    return c.m is None
''', ('x',))
p('r19a_method_then_is_none', r'''
@lifted
class C:
    def __init__(self):
        self.m = 42
    def clear(self):
        self.m = None

@lifted
def f(x):
    c = C()
    if x > 0:
        c.clear()
    return c.m is None
''', ('x',))
p('r19a_min_del_property_runs_getter', r'''
@lifted
class C:
    def __init__(self):
        self.reads = 0
    @property
    def v(self):
        self.reads += 1
        return 1
    @v.deleter
    def v(self):
        pass

@lifted
def f(x):
    c = C()
    del c.v
    return c.reads + x
''', ('x',))
p('r19a_min_del_property_getter_raises', r'''
@lifted
class C:
    @property
    def v(self):
        raise ValueError("getter")
    @v.deleter
    def v(self):
        pass

@lifted
def f(x):
    c = C()
    try:
        del c.v
        return x
    except ValueError:
        return -10
''', ('x',))
p('r19a_min_count_identity_union', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = N()
    p = o if x > 0 else N()
    return [p].count(o)
''', ('x',))
p('r19a_min_index_identity_union', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = N()
    p = o if x > 0 else N()
    try:
        return [N(), p].index(o)
    except ValueError:
        return -1
''', ('x',))
p('r19a_min_remove_identity_union', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = N()
    p = o if x > 0 else N()
    lst = [p, 5]
    try:
        lst.remove(o)
    except ValueError:
        return -1
    return len(lst)
''', ('x',))
p('r19a_min_tuple_count_identity_union', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = N()
    p = o if x > 0 else N()
    return (p, p).count(o), [p] == [o]
''', ('x',))
p('r19a_min_bool_returns_int_message', r'''
@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v

@lifted
def f(x):
    try:
        if B(x):
            return "t"
        return "f"
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_match_dataclass_kw_and_nested', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Move:
    dx: int
    dy: int

@lifted
@dataclasses.dataclass
class Say:
    text: str

@lifted
def run(cmds):
    pos = [0, 0]
    said = []
    for c in cmds:
        match c:
            case Move(dx=0, dy=0):
                said.append("noop")
            case Move(dx=dx, dy=dy) if dx == dy:
                pos[0] += dx
                pos[1] += dx
            case Move(dx, dy):
                pos[0] += dx
            case Say(text=t):
                said.append(t)
    return pos, said

@lifted
def f(x, y):
    cmds = [Move(x, y), Say("hi")] if x >= 0 else [Move(y, y)]
    return run(cmds)
''', ('x', 'y'))
p('r19a_match_or_pattern_bind_tuple', r'''
@lifted
def f(x, y):
    point = (x, y) if x != y else [x]
    match point:
        case (0, v) | (v, 0):
            return "axis", v
        case [v]:
            return "single", v
        case (a, b) if a > b:
            return "below", a - b
        case _:
            return "other", None
''', ('x', 'y'))
p('r19a_match_str_and_as', r'''
@lifted
def f(x):
    cmd = ["go", "stop", "wait", "jump"][x % 4]
    match cmd.split():
        case ["go" | "jump" as verb]:
            return verb.upper(), x
        case ["stop"]:
            return "STOP", 0
        case [other]:
            return "?" + other, -1
''', ('x',))
p('r19a_dataclass_list_field_eq', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Bag:
    items: list = dataclasses.field(default_factory=list)
    n: int = 0

@lifted
def f(x, y):
    a, b = Bag(), Bag()
    a.items.append(x)
    b.items.append(y)
    if x == y:
        b.n = 1
    return a == b, a.items == b.items, dataclasses.astuple(b)
''', ('x', 'y'))
p('r19a_dataclass_frozen_hash_in_dict', r'''
import dataclasses

@lifted
@dataclasses.dataclass(frozen=True)
class Key:
    a: int
    b: str

@lifted
def f(x):
    d = {Key(1, "a"): "one", Key(2, "b"): "two"}
    k = Key(x, "a" if x == 1 else "b")
    return d.get(k, "none"), k in d
''', ('x',))
p('r19a_dataclass_compare_lt_error', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class P:
    v: int

@lifted
def f(x, y):
    try:
        return P(x) < P(y)
    except TypeError as e:
        return str(e)
''', ('x', 'y'))
p('r19a_dataclass_order_tuple_compare', r'''
import dataclasses

@lifted
@dataclasses.dataclass(order=True, frozen=True)
class V:
    major: int
    minor: int = 0

@lifted
def f(x, y):
    vs = sorted({V(x, 1), V(y), V(0, x)})
    return [(v.major, v.minor) for v in vs], min(vs) == V(min(x, y, 0), 0) or None
''', ('x', 'y'))
p('r19a_namedtuple_replace_invalid', r'''
import collections

T = collections.namedtuple("T", "a b")

@lifted
def f(x):
    t = T(x, 0)
    try:
        if x > 0:
            t = t._replace(c=1)
        else:
            t = t._replace(b=x)
        return tuple(t)
    except ValueError as e:
        return str(e)
''', ('x',))
p('r19a_enum_value_attr_in_loop_sum', r'''
import enum

@lifted
class Coin(enum.Enum):
    PENNY = 1
    NICKEL = 5
    DIME = 10

@lifted
def f(x, y):
    purse = [Coin.DIME] * max(x, 0) + [Coin.PENNY] * max(y, 0)
    if x < 0:
        purse.append(Coin.NICKEL)
    return sum(c.value for c in purse), len({c for c in purse}), purse.count(Coin.PENNY)
''', ('x', 'y'))
p('r19a_enum_identity_after_branch', r'''
import enum

@lifted
class S(enum.Enum):
    A = "a"
    B = "b"

@lifted
def f(x):
    s = S("a") if x > 0 else S.B
    t = S[s.name]
    return s is t, s is S.A, t == S.B, s.value
''', ('x',))
p('r19a_slots_subclass_gets_dict', r'''
@lifted
class Base:
    __slots__ = ("a",)

@lifted
class Sub(Base):
    pass

@lifted
def f(x):
    o = Sub() if x > 0 else Base()
    o.a = x
    try:
        o.extra = 1
        return "extra", o.extra + o.a
    except AttributeError:
        return "slots", o.a
''', ('x',))
p('r19a_staticmethod_via_instance_and_class', r'''
@lifted
class M:
    factor = 3
    @staticmethod
    def scale(v):
        return v * 2
    @classmethod
    def scale2(cls, v):
        return v * cls.factor
    def run(self, v):
        return self.scale(v) + self.scale2(v)

@lifted
class N(M):
    factor = 10

@lifted
def f(x):
    o = N() if x > 0 else M()
    return o.run(x), M.scale(x), N.scale2(1)
''', ('x',))
p('r19a_super_init_kwargs_forward', r'''
@lifted
class Base:
    def __init__(self, name, *, size=1, **extra):
        self.name = name
        self.size = size
        self.extra = extra

@lifted
class Derived(Base):
    def __init__(self, *args, color="red", **kw):
        super().__init__(*args, **kw)
        self.color = color

@lifted
def f(x):
    kw = {"size": x} if x > 0 else {"tag": x}
    d = Derived("n", color="blue", **kw)
    return d.size, d.color, sorted(d.extra.items())
''', ('x',))
p('r19a_exception_in_subclass_init_after_super', r'''
@lifted
class Base:
    created = []
    def __init__(self, v):
        Base.created.append(v)
        self.v = v

@lifted
class Checked(Base):
    def __init__(self, v):
        super().__init__(v)
        if v % 2:
            raise ValueError("odd")

@lifted
def f(x):
    Base.created = []
    out = []
    for v in (x, x + 1):
        try:
            out.append(Checked(v).v)
        except ValueError:
            out.append(None)
    return out, Base.created
''', ('x',))
p('r19a_descriptor_set_name_counter', r'''
@lifted
class Counted:
    def __set_name__(self, owner, name):
        self.key = name + "_n"
    def __get__(self, obj, owner=None):
        if obj is None:
            return self.key
        n = obj.__dict__.get(self.key, 0) + 1
        obj.__dict__[self.key] = n
        return n

@lifted
class O:
    hits = Counted()

@lifted
def f(x):
    o = O()
    for _ in range(max(x, 0)):
        o.hits
    return o.hits, O.hits
''', ('x',))
p('r19a_getattr_hasattr_side_effect', r'''
@lifted
class Lazy:
    def __init__(self):
        self.loaded = []
    def __getattr__(self, name):
        if name.startswith("z"):
            raise AttributeError(name)
        self.loaded.append(name)
        setattr(self, name, len(name))
        return len(name)

@lifted
def f(x):
    o = Lazy()
    if x > 0:
        o.abc
    return hasattr(o, "abc"), hasattr(o, "zz"), o.abc, o.loaded
''', ('x',))
p('r19a_total_ordering_from_le', r'''
import functools

@lifted
@functools.total_ordering
class W:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __le__(self, o):
        return self.v <= o.v

@lifted
def f(x, y):
    a, b = W(x), W(y)
    return a < b, a > b, a >= b, sorted([a, b, W(0)], key=lambda w: w)[0].v
''', ('x', 'y'))
p('r19a_generator_of_objects_mutated', r'''
@lifted
class Item:
    def __init__(self, v):
        self.v = v
        self.seen = False

@lifted
def visit(items):
    for it in items:
        it.seen = True
        yield it.v

@lifted
def f(x, y):
    items = [Item(x), Item(y), Item(0)]
    out = []
    for v in visit(items):
        if v == y:
            break
        out.append(v)
    return out, [i.seen for i in items]
''', ('x', 'y'))
p('r19a_gen_in_class_iter_stateful', r'''
@lifted
class Range2:
    def __init__(self, n):
        self.n = n
        self.started = 0
    def __iter__(self):
        self.started += 1
        i = 0
        while i < self.n:
            yield i
            i += 2

@lifted
def f(x):
    r = Range2(x)
    a = [v for v in r]
    b = sum(r)
    return a, b, r.started
''', ('x',))
p('r19a_yield_inside_try_finally_consumer_break', r'''
@lifted
def gen(log):
    try:
        for i in range(4):
            yield i
    finally:
        log.append("cleanup")

@lifted
def f(x):
    log = []
    g = gen(log)
    for v in g:
        if v == x:
            break
    g.close()
    return log, x
''', ('x',))
p('r19a_loop_over_objects_remove_flagged', r'''
@lifted
class T:
    def __init__(self, v):
        self.v = v
        self.done = v > 0

@lifted
def f(x, y):
    ts = [T(x), T(y), T(x - y)]
    ts = [t for t in ts if not t.done]
    for t in ts:
        t.v *= 2
    return [t.v for t in ts]
''', ('x', 'y'))
p('r19a_while_true_break_objects', r'''
@lifted
class Node:
    def __init__(self, v, nxt=None):
        self.v, self.nxt = v, nxt

@lifted
def f(x, y):
    head = Node(1, Node(x, Node(y, Node(3))))
    cur, i = head, 0
    while True:
        if cur is None:
            r = "end"
            break
        if cur.v == 0:
            r = "zero@" + str(i)
            break
        cur, i = cur.nxt, i + 1
    return r
''', ('x', 'y'))
p('r19a_recursion_on_objects_depth', r'''
@lifted
class Tree:
    def __init__(self, v, kids):
        self.v, self.kids = v, kids
    def total(self):
        return self.v + sum(k.total() for k in self.kids)
    def depth(self):
        return 1 + max((k.depth() for k in self.kids), default=0)

@lifted
def f(x, y):
    t = Tree(x, [Tree(y, [])] if y > 0 else [])
    if x > 0:
        t = Tree(0, [t, Tree(1, [])])
    return t.total(), t.depth()
''', ('x', 'y'))
p('r19a_try_except_in_loop_continue_else', r'''
@lifted
def f(x, y):
    ok, bad = [], []
    for v in (x, y, x * y):
        try:
            r = 6 // v
        except ZeroDivisionError:
            bad.append(v)
            continue
        else:
            if r < 0:
                break
        finally:
            ok.append("f")
        ok.append(r)
    return ok, bad
''', ('x', 'y'))
p('r19a_raise_in_finally_replaces_return', r'''
@lifted
def g(x):
    try:
        return "body"
    finally:
        if x > 0:
            raise KeyError("fin")

@lifted
def f(x):
    try:
        return g(x)
    except KeyError as e:
        return "caught " + str(e)
''', ('x',))
p('r19a_exception_group_simple_except_star', r'''
@lifted
def f(x):
    errs = []
    if x > 0:
        errs.append(ValueError("v"))
    if x % 2 == 0:
        errs.append(KeyError("k"))
    out = []
    try:
        if errs:
            raise ExceptionGroup("g", errs)
        out.append("none")
    except* ValueError as eg:
        out.append(("V", len(eg.exceptions)))
    except* KeyError as eg:
        out.append(("K", len(eg.exceptions)))
    return out
''', ('x',))
p('r19a_closure_factory_counter_objects', r'''
@lifted
def make_counter(start):
    n = start
    def inc(step=1):
        nonlocal n
        n += step
        return n
    return inc

@lifted
def f(x, y):
    a = make_counter(x)
    b = make_counter(y)
    c = a if x > y else b
    c(10)
    a()
    return a(0), b(0)
''', ('x', 'y'))
p('r19a_setattr_getattr_loop_names', r'''
@lifted
class Rec:
    pass

@lifted
def f(x, y):
    r = Rec()
    for name, v in (("a", x), ("b", y), ("c", x + y)):
        if v > 0:
            setattr(r, name, v)
    return [getattr(r, n, 0) for n in "abc"], sorted(vars(r))
''', ('x', 'y'))
p('r19a_id_equality_after_merge', r'''
@lifted
def f(x):
    a = [1]
    b = [1]
    c = a if x > 0 else b
    d = c
    if x > 1:
        d = [1]
    return id(c) == id(a), id(d) == id(c), c is b, d == c
''', ('x',))
p('r19a_deepcopy_object_graph_cycle', r'''
import copy

@lifted
class N:
    def __init__(self, v):
        self.v = v
        self.peer = None

@lifted
def f(x):
    a, b = N(x), N(-x)
    a.peer, b.peer = b, a
    c = copy.deepcopy(a)
    if x > 0:
        c.peer.v = 100
    return a.peer.v, c.peer.v, c.peer.peer is c, c is a
''', ('x',))
p('r19a_vars_dict_iteration_after_setattr', r'''
@lifted
class O:
    def __init__(self, x):
        self.x = x

@lifted
def f(x):
    o = O(x)
    if x > 0:
        o.y = 1
    o.z = 2
    return [k for k, v in vars(o).items() if v != 0]
''', ('x',))
p('r19a_copy_copy_list_attr_branch', r'''
import copy

@lifted
class S:
    def __init__(self):
        self.vals = []
        self.n = 0

@lifted
def f(x):
    s = S()
    s.vals.append(x)
    t = copy.copy(s)
    if x > 0:
        t.vals = t.vals + [1]
        t.n = 1
    else:
        t.vals.append(2)
    return s.vals, t.vals, s.n, t.n
''', ('x',))
p('r19a_object_created_in_loop_one_branch', r'''
@lifted
class Acc:
    def __init__(self):
        self.items = []

@lifted
def f(x, y):
    groups = {}
    for v in (x, y, 1):
        if v > 0:
            if "p" not in groups:
                groups["p"] = Acc()
            groups["p"].items.append(v)
        else:
            groups.setdefault("n", Acc()).items.append(v)
    return {k: a.items for k, a in sorted(groups.items())}
''', ('x', 'y'))
p('r19a_min_str_returns_symbolic_int', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return self.v

@lifted
def f(x):
    try:
        return str(S(x))
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_min_repr_returns_symbolic_int', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return self.v

@lifted
def f(x):
    try:
        return repr(S(x))
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_fstring_str_returns_symbolic_int', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return self.v

@lifted
def f(x):
    try:
        return f"<{S(x)}>"
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_str_returns_concrete_int', r'''
@lifted
class S:
    def __str__(self):
        return 5

@lifted
def f(x):
    try:
        return str(S()) + str(x)
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_len_returns_symbolic_bool', r'''
@lifted
class L:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return self.v > 0

@lifted
def f(x):
    return len(L(x))
''', ('x',))
p('r19a_hash_returns_symbolic_str', r'''
@lifted
class H:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return str(self.v)

@lifted
def f(x):
    try:
        return hash(H(x))
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_index_returns_symbolic_bool', r'''
@lifted
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v > 0

@lifted
def f(x):
    return [10, 20][I(x)]
''', ('x',))
p('r19a_min_star_star_kwargs_union_keys', r'''
@lifted
def g(**kw):
    return len(kw)

@lifted
def f(x):
    kw = {"a": x} if x > 0 else {"b": x}
    return g(**kw)
''', ('x',))
p('r19a_star_star_kwargs_key_on_some_paths', r'''
@lifted
def g(a=0, b=0):
    return a * 10 + b

@lifted
def f(x):
    kw = {"a": 1}
    if x > 0:
        kw["b"] = x
    return g(**kw)
''', ('x',))
p('r19a_identity_in_list_union_element', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = N()
    p = o if x > 0 else N()
    return o in [p], o in (5, p), [p] == [o], (p,) == (o,)
''', ('x',))
p('r19a_identity_dict_set_union_key', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = N()
    p = o if x > 0 else N()
    d = {p: "v"}
    s = {p}
    return d.get(o, "none"), o in s, o in d
''', ('x',))
p('r19a_bool_builtin_returns_int_message', r'''
@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v

@lifted
def f(x):
    try:
        return bool(B(x))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_format_returns_int', r'''
@lifted
class F:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        return self.v

@lifted
def f(x):
    try:
        return format(F(x), "")
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_percent_and_format_str_dunder_int', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return self.v

@lifted
def f(x):
    out = []
    for fn in (lambda o: "%s" % o, lambda o: "{}".format(o), lambda o: "".join([str(o)])):
        try:
            out.append(fn(S(x)))
        except TypeError:
            out.append("TE")
    return out
''', ('x',))
p('r19a_repr_of_list_of_bad_repr', r'''
@lifted
class R:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return self.v

@lifted
def f(x):
    try:
        return repr([R(x)])
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_del_custom_descriptor_get_raises', r'''
@lifted
class D:
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        raise AttributeError("never readable")
    def __set__(self, obj, v):
        obj.__dict__["_d"] = v
    def __delete__(self, obj):
        obj.__dict__["deleted"] = True

@lifted
class O:
    d = D()

@lifted
def f(x):
    o = O()
    try:
        del o.d
        return x, o.__dict__.get("deleted", False)
    except AttributeError:
        return "AE"
''', ('x',))
p('r19a_del_slot_unset_message', r'''
@lifted
class S:
    __slots__ = ("a", "b")

@lifted
def f(x):
    s = S()
    if x > 0:
        s.a = x
    try:
        del s.a
        return "deleted"
    except AttributeError as e:
        return "AE:" + str(e)
''', ('x',))
p('r19a_del_property_no_deleter', r'''
@lifted
class C:
    def __init__(self):
        self.n = 0
    @property
    def v(self):
        self.n += 1
        return self.n

@lifted
def f(x):
    c = C()
    try:
        if x > 0:
            del c.v
        return "ok", c.n
    except AttributeError as e:
        return "AE", str(e), c.n
''', ('x',))
p('r19a_del_property_counter_branch_attr', r'''
@lifted
class C:
    def __init__(self):
        self.log = []
    @property
    def v(self):
        self.log.append("get")
        return 1
    @v.setter
    def v(self, val):
        self.log.append("set")
    @v.deleter
    def v(self):
        self.log.append("del")

@lifted
def f(x):
    c = C()
    if x > 0:
        c.v = x
    else:
        del c.v
    return c.log
''', ('x',))
p('r19a_dict_star_merge_union_keys', r'''
@lifted
def f(x):
    a = {"p": 1} if x > 0 else {"q": 2}
    b = {**a, "r": x}
    return sorted(b.items()), len(b)
''', ('x',))
p('r19a_dict_kwargs_ctor_union', r'''
@lifted
def f(x):
    a = {"p": 1} if x > 0 else {"q": 2}
    try:
        d = dict(**a)
    except TypeError as e:
        return "TE"
    return sorted(d)
''', ('x',))
p('r19a_star_args_union_tuple_len', r'''
@lifted
def g(*args):
    return len(args), sum(args)

@lifted
def f(x):
    t = (x,) if x > 0 else (x, 1, 2)
    return g(*t)
''', ('x',))
p('r19a_kwargs_union_values_same_keys', r'''
@lifted
def g(a, b=0):
    return a - b

@lifted
def f(x):
    kw = {"a": x, "b": 1} if x > 0 else {"a": 0, "b": x}
    return g(**kw)
''', ('x',))
p('r19a_method_kwargs_forward_union', r'''
@lifted
class O:
    def __init__(self, **opts):
        self.opts = opts
    def get(self, k):
        return self.opts.get(k, -1)

@lifted
def f(x):
    opts = {"size": x} if x > 0 else {"color": x}
    o = O(**opts)
    return o.get("size"), o.get("color")
''', ('x',))
p('r19a_min_percent_s_leaks_term_name', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return self.v

@lifted
def f(x):
    try:
        return "%s" % S(x)
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_min_format_returns_symbolic_int', r'''
@lifted
class F:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        return self.v

@lifted
def f(x):
    try:
        return format(F(x), "")
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_min_in_list_identity_union_element', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = N()
    p = o if x > 0 else N()
    return o in [p]
''', ('x',))
p('r19a_min_del_descriptor_get_raises', r'''
@lifted
class D:
    def __get__(self, obj, owner=None):
        raise AttributeError("unreadable")
    def __delete__(self, obj):
        pass

@lifted
class O:
    d = D()

@lifted
def f(x):
    o = O()
    try:
        del o.d
        return x
    except AttributeError:
        return -10
''', ('x',))
p('r19a_min_del_property_no_deleter_message', r'''
@lifted
class C:
    @property
    def v(self):
        return 1

@lifted
def f(x):
    try:
        del C().v
        return "ok"
    except AttributeError as e:
        return str(e) + str(x)
''', ('x',))
p('r19a_min_dict_kwargs_union_caught', r'''
@lifted
def f(x):
    a = {"p": 1} if x > 0 else {"q": 2}
    try:
        return len(dict(**a))
    except TypeError:
        return -1
''', ('x',))
p('r19a_min_property_no_setter_message', r'''
@lifted
class C:
    @property
    def v(self):
        return 1

@lifted
def f(x):
    c = C()
    try:
        c.v = x
        return "ok"
    except AttributeError as e:
        return str(e)
''', ('x',))
p('r19a_hash_dunder_minus_one', r'''
@lifted
class H:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v

@lifted
def f(x):
    return hash(H(x)), hash(H(x)) == hash(x)
''', ('x',))
p('r19a_exit_returns_symbolic_int', r'''
@lifted
class CM:
    def __init__(self, v):
        self.v = v
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return self.v

@lifted
def f(x):
    try:
        with CM(x):
            raise ValueError("x")
        return "suppressed"
    except ValueError:
        return "raised"
''', ('x',))
p('r19a_len_returns_symbolic_float', r'''
@lifted
class L:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return self.v * 1.5

@lifted
def f(x):
    try:
        return len(L(x))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_method_name_qualname', r'''
@lifted
class Svc:
    def start(self):
        return self.start.__name__
    @property
    def state(self):
        return "on"
    @staticmethod
    def helper():
        return 1
    @classmethod
    def make(cls):
        return cls()

@lifted
def f(x):
    s = Svc.make() if x > 0 else Svc()
    return (s.start(), Svc.start.__qualname__, type(Svc.__dict__["state"]).__name__,
            type(Svc.__dict__["helper"]).__name__, Svc.helper.__name__, Svc.make.__func__.__name__)
''', ('x',))
p('r19a_property_call_form', r'''
@lifted
class T:
    def __init__(self):
        self._v = 0
    def _get(self):
        return self._v
    def _set(self, v):
        self._v = max(v, 0)
    v = property(_get, _set, doc="value")

@lifted
def f(x):
    t = T()
    t.v = x
    return t.v, T.v.__doc__
''', ('x',))
p('r19a_property_subclass_override_setter', r'''
@lifted
class Base:
    def __init__(self):
        self._n = 0
    @property
    def n(self):
        return self._n
    @n.setter
    def n(self, v):
        self._n = v

@lifted
class Even(Base):
    @Base.n.setter
    def n(self, v):
        if v % 2:
            raise ValueError(f"odd {v}")
        self._n = v

@lifted
def f(x):
    o = Even() if x > 0 else Base()
    try:
        o.n = x
    except ValueError as e:
        return str(e)
    return o.n
''', ('x',))
p('r19a_class_attr_lambda_method', r'''
@lifted
class C:
    scale = 3
    triple = lambda self, v: v * self.scale
    __eq__ = lambda self, o: isinstance(o, C) and self.scale == o.scale
    __hash__ = lambda self: self.scale

@lifted
def f(x):
    a, b = C(), C()
    if x > 0:
        b.scale = x
    return a.triple(x), a == b, len({a, b})
''', ('x',))
p('r19a_method_borrowed_from_other_class', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def show(self):
        return "A" + str(self.v)

@lifted
class B:
    def __init__(self, v):
        self.v = v * 2
    show = A.show

@lifted
def f(x):
    o = A(x) if x > 0 else B(x)
    return o.show()
''', ('x',))
p('r19a_abstract_property_subclass', r'''
import abc

@lifted
class Shape(abc.ABC):
    @property
    @abc.abstractmethod
    def sides(self):
        ...
    def describe(self):
        return f"{type(self).__name__}:{self.sides}"

@lifted
class Tri(Shape):
    @property
    def sides(self):
        return 3

@lifted
class Poly(Shape):
    def __init__(self, n):
        self.n = n
    @property
    def sides(self):
        return self.n

@lifted
def f(x):
    s = Tri() if x < 0 else Poly(x)
    return s.describe(), isinstance(s, Shape)
''', ('x',))
p('r19a_class_getitem_generic', r'''
@lifted
class Box:
    def __class_getitem__(cls, item):
        return f"Box[{item.__name__}]"
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    return Box[int], Box(x).v
''', ('x',))
p('r19a_enum_members_with_methods_branch', r'''
import enum

@lifted
class Op(enum.Enum):
    ADD = "+"
    MUL = "*"
    def apply(self, a, b):
        if self is Op.ADD:
            return a + b
        return a * b
    @classmethod
    def parse(cls, s):
        for m in cls:
            if m.value == s:
                return m
        raise ValueError(s)

@lifted
def f(x, y):
    op = Op.parse("+" if x > y else "*")
    try:
        bad = Op.parse("-")
    except ValueError as e:
        bad = str(e)
    return op.apply(x, y), op.name, bad
''', ('x', 'y'))
p('r19a_dataclass_field_default_mutation_shared_via_classvar', r'''
import dataclasses
import typing

@lifted
@dataclasses.dataclass
class Job:
    registry: typing.ClassVar[list] = []
    name: str = "j"
    retries: int = 0
    def __post_init__(self):
        Job.registry.append(self.name)

@lifted
def f(x):
    Job.registry = []
    a = Job("a", x)
    if x > 0:
        Job("b")
    return list(Job.registry), a.retries, dataclasses.asdict(a)
''', ('x',))
p('r19a_dataclass_eq_false_and_unsafe_hash', r'''
import dataclasses

@lifted
@dataclasses.dataclass(eq=False)
class Ref:
    v: int

@lifted
def f(x):
    a, b = Ref(x), Ref(x)
    c = a if x > 0 else b
    return a == b, a == c, c in [a], len({a, b, c})
''', ('x',))
p('r19a_namedtuple_subclass_methods', r'''
import collections

@lifted
class Pt(collections.namedtuple("PtBase", "x y")):
    __slots__ = ()
    def norm1(self):
        return abs(self.x) + abs(self.y)
    def __add__(self, o):
        return Pt(self.x + o.x, self.y + o.y)

@lifted
def f(x, y):
    p = Pt(x, y) + Pt(1, 1)
    return tuple(p), p.norm1(), isinstance(p, tuple), len(p)
''', ('x', 'y'))
p('r19a_exception_custom_eq_in_list', r'''
@lifted
class Err(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code

@lifted
def f(x):
    errs = []
    for v in (x, 1, x - 1):
        try:
            if v > 0:
                raise Err(v)
        except Err as e:
            errs.append(e)
    return [e.code for e in errs], [e.args for e in errs]
''', ('x',))
p('r19a_generator_yield_objects_identity', r'''
@lifted
class O:
    pass

@lifted
def gen(o, n):
    for _ in range(n):
        yield o

@lifted
def f(x):
    o = O()
    items = list(gen(o, max(x, 0) % 3))
    return len(items), all(i is o for i in items), len({id(i) for i in items})
''', ('x',))
p('r19a_context_manager_as_object_reuse', r'''
@lifted
class Timer:
    def __init__(self):
        self.depth = 0
        self.max = 0
    def __enter__(self):
        self.depth += 1
        self.max = max(self.max, self.depth)
        return self
    def __exit__(self, *a):
        self.depth -= 1
        return False

@lifted
def f(x):
    t = Timer()
    with t:
        if x > 0:
            with t:
                if x > 1:
                    with t:
                        pass
    return t.depth, t.max
''', ('x',))
p('r19a_try_finally_in_generator_return_value', r'''
@lifted
def gen(x, log):
    try:
        yield 1
        if x > 0:
            return "early"
        yield 2
    finally:
        log.append("fin")
    return "late"

@lifted
def collect(x, log):
    r = yield from gen(x, log)
    log.append(r)

@lifted
def f(x):
    log = []
    return list(collect(x, log)), log
''', ('x',))
p('r19a_match_mapping_rest_and_class', r'''
@lifted
class Evt:
    __match_args__ = ("kind",)
    def __init__(self, kind, data):
        self.kind, self.data = kind, data

@lifted
def route(e):
    match e:
        case Evt("click", data={"x": xx, **rest}):
            return "click", xx, len(rest)
        case Evt("key") if e.data.get("k", 0) > 0:
            return "key", e.data["k"]
        case Evt(kind):
            return "other", kind

@lifted
def f(x):
    e = Evt("click", {"x": x, "y": 1}) if x > 0 else Evt("key", {"k": -x})
    return route(e)
''', ('x',))
p('r19a_recursion_with_exception_unwind', r'''
@lifted
def dig(n, log):
    log.append(n)
    if n == 0:
        raise LookupError("bottom")
    try:
        return dig(n - 1, log)
    finally:
        log.append(-n)

@lifted
def f(x):
    log = []
    try:
        dig(x % 4, log)
    except LookupError as e:
        log.append(str(e))
    return log
''', ('x',))
p('r19a_object_pool_reuse_identity', r'''
@lifted
class Pool:
    def __init__(self):
        self.free = []
        self.made = 0
    def get(self):
        if self.free:
            return self.free.pop()
        self.made += 1
        return [self.made]
    def put(self, o):
        self.free.append(o)

@lifted
def f(x):
    p = Pool()
    a = p.get()
    if x > 0:
        p.put(a)
    b = p.get()
    return a is b, p.made, b
''', ('x',))
p('r19a_min_len_returns_symbolic_float_message', r'''
@lifted
class L:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return self.v / 2

@lifted
def f(x):
    try:
        return len(L(x))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_min_int_returns_symbolic_float_message', r'''
@lifted
class N:
    def __init__(self, v):
        self.v = v
    def __int__(self):
        return self.v / 2

@lifted
def f(x):
    try:
        return int(N(x))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_min_index_returns_symbolic_str_message', r'''
@lifted
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return str(self.v)

@lifted
def f(x):
    try:
        return [1, 2, 3][I(x)]
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_getattr_log_internal_probes', r'''
@lifted
class Spy:
    def __init__(self, v):
        self.v = v
        self.log = []
    def __getattr__(self, name):
        self.log.append(name)
        raise AttributeError(name)

@lifted
def f(x):
    o = Spy(x)
    p = o if x > 0 else Spy(0)
    r = [o == p, o in [p], bool(o), isinstance(o, int), [o] == [p], len([o, p])]
    d = {o: 1}
    r.append(d.get(p, 0))
    r.append(getattr(o, "zz", 0))
    r.append(hasattr(p, "yy"))
    r.append(str(type(o).__name__))
    return r, o.log, p.log
''', ('x',))
p('r19a_getattr_log_objects_in_branches', r'''
@lifted
class Spy:
    def __init__(self):
        self.log = []
    def __getattr__(self, name):
        self.log.append(name)
        if name == "magic":
            return 42
        raise AttributeError(name)

@lifted
def f(x):
    o = Spy()
    if x > 0:
        o.v = x
    else:
        o.w = x
    a = getattr(o, "v", None)
    b = o.magic
    c = sorted(vars(o))
    return a, b, c, o.log
''', ('x',))
p('r19a_getattr_log_copy', r'''
import copy

@lifted
class Spy:
    def __init__(self, v):
        self.v = v
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return "dyn:" + name

@lifted
def f(x):
    o = Spy(x)
    c = copy.copy(o)
    d = copy.deepcopy(o)
    if x > 0:
        c.v = 0
    return o.v, c.v, d.v, c.other
''', ('x',))
p('r19a_default_arg_object_shared', r'''
@lifted
class Cfg:
    def __init__(self):
        self.n = 0

DEFAULT = Cfg()

@lifted
def use(v, cfg=DEFAULT):
    if v > 0:
        cfg.n += v
    return cfg.n

@lifted
def f(x):
    DEFAULT.n = 0
    a = use(x)
    b = use(1)
    c = use(1, Cfg())
    return a, b, c, DEFAULT.n
''', ('x',))
p('r19a_list_sort_inplace_alias_branch', r'''
@lifted
def f(x, y):
    a = [x, y, 0]
    b = a
    if x > y:
        a.sort()
    else:
        a = sorted(a, reverse=True)
    b.append(9)
    return a, b
''', ('x', 'y'))
p('r19a_obj_dict_clear_branch', r'''
@lifted
class O:
    def __init__(self, x):
        self.a = x
        self.b = 2

@lifted
def f(x):
    o = O(x)
    if x > 0:
        o.__dict__.clear()
    return hasattr(o, "a"), getattr(o, "b", None), len(vars(o))
''', ('x',))
p('r19a_partial_with_mutable_arg', r'''
import functools

@lifted
def add_to(bucket, v):
    bucket.append(v)
    return len(bucket)

@lifted
def f(x):
    bucket = []
    add = functools.partial(add_to, bucket)
    if x > 0:
        add(x)
    add(0)
    return bucket, add(1)
''', ('x',))
p('r19a_popitem_lifo_under_branch', r'''
@lifted
def f(x):
    d = {"a": 1, "b": 2}
    if x > 0:
        d["c"] = x
    k, v = d.popitem()
    return k, v, list(d)
''', ('x',))
p('r19a_exc_from_dunder_in_sorted_key', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        if self.v == o.v:
            raise ValueError("tie")
        return self.v < o.v

@lifted
def f(x, y):
    try:
        return [o.v for o in sorted([O(x), O(y)])]
    except ValueError as e:
        return str(e)
''', ('x', 'y'))
p('r19a_iter_protocol_on_union_of_iterables', r'''
@lifted
class Rng:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n))

@lifted
def f(x):
    src = Rng(2) if x > 0 else [x, x]
    total = 0
    for v in src:
        total += v
    return total, list(src)
''', ('x',))
p('r19a_len_and_getitem_union_user_list', r'''
@lifted
class Wrap:
    def __init__(self, d):
        self.d = d
    def __len__(self):
        return len(self.d) + 1
    def __getitem__(self, i):
        return self.d[i] * 10

@lifted
def f(x):
    w = Wrap([1, 2]) if x > 0 else [1, 2]
    return len(w), w[0], w[-1]
''', ('x',))
p('r19a_exception_attr_mutation_after_catch', r'''
@lifted
class E(Exception):
    def __init__(self):
        super().__init__()
        self.notes_ = []

@lifted
def f(x):
    saved = None
    for i in range(2):
        try:
            if i == x % 2:
                raise E()
        except E as e:
            e.notes_.append(i)
            saved = e
    if saved is not None:
        saved.notes_.append("after")
        return saved.notes_
    return None
''', ('x',))
p('r19a_add_note_and_str', r'''
@lifted
def f(x):
    try:
        try:
            raise ValueError("v" + str(x))
        except ValueError as e:
            if x > 0:
                e.add_note("positive")
            raise
    except ValueError as e:
        return str(e), getattr(e, "__notes__", [])
''', ('x',))
p('r19a_class_body_loop_attrs', r'''
@lifted
class Table:
    sq = {i: i * i for i in range(4)}
    names = [n.upper() for n in ("a", "b")]

@lifted
def f(x):
    t = Table()
    t.sq = dict(t.sq)
    if x in t.sq:
        t.sq[x] = -1
    return sorted(t.sq.items()), Table.sq.get(x), Table.names
''', ('x',))
p('r19a_ordering_mixed_classes_notimpl', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        if not isinstance(o, A):
            return NotImplemented
        return self.v < o.v

@lifted
class B:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        return self.v > o.v

@lifted
def f(x, y):
    a = A(x)
    o = B(y) if x > 0 else A(y)
    return a < o
''', ('x', 'y'))
p('r19a_refusal_dict_tuple_key_none', r'''
@lifted
def f(x, y):
    d = {}
    d[0, 0] = x
    d[x, y] = y
    return len(d)
''', ('x', 'y'))
p('r19a_hash_returns_symbolic_float', r'''
@lifted
class H:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v / 2

@lifted
def f(x):
    try:
        return hash(H(x))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_hash_returns_symbolic_bool', r'''
@lifted
class H:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v > 0

@lifted
def f(x):
    return hash(H(x)), len({H(x), H(1)})
''', ('x',))
p('r19a_init_returns_concrete_in_branch', r'''
@lifted
class C:
    def __init__(self, v):
        self.v = v
        if v > 0:
            return 5

@lifted
def f(x):
    try:
        return C(x).v
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19a_dir_dunder_returns', r'''
@lifted
class D:
    def __init__(self, v):
        self.v = v
    def __dir__(self):
        return ["b", "a"] if self.v > 0 else ["z"]

@lifted
def f(x):
    return dir(D(x))
''', ('x',))
p('r19a_intenum_dict_key_mix_int', r'''
import enum

@lifted
class L(enum.IntEnum):
    A = 1
    B = 2

@lifted
def f(x):
    d = {1: "one", 2: "two"}
    k = L.A if x > 0 else L.B
    d[k] = "enum"
    return d, d.get(x), [type(key).__name__ for key in d]
''', ('x',))
p('r19a_flag_iteration_members_311', r'''
import enum

@lifted
class P(enum.Flag):
    R = 4
    W = 2
    X = 1

@lifted
def f(x):
    masks = [P.R | P.W, P.X, P.R | P.W | P.X]
    m = masks[x % 3]
    return [p.name for p in m], len(m), m.value
''', ('x',))
p('r19a_match_guard_walrus_side_effect', r'''
@lifted
def f(x, y):
    calls = []
    def check(v):
        calls.append(v)
        return v > 0
    match (x, y):
        case (a, b) if check(a) and (s := a + b) > 2:
            r = ("big", s)
        case (a, b) if check(b):
            r = ("b", b)
        case _:
            r = ("none",)
    return r, calls
''', ('x', 'y'))
p('r19a_post_init_raises_partial', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Order:
    qty: int
    price: int = 2
    def __post_init__(self):
        if self.qty < 0:
            raise ValueError(f"qty {self.qty}")
        self.total = self.qty * self.price

@lifted
def f(x):
    orders = []
    for q in (x, x - 2):
        try:
            orders.append(Order(q).total)
        except ValueError as e:
            orders.append(str(e))
    return orders
''', ('x',))
p('r19a_cause_identity_and_attrs', r'''
@lifted
class Wrapped(Exception):
    pass

@lifted
def f(x):
    original = KeyError(x)
    try:
        try:
            if x > 0:
                raise original
            raise ValueError(x)
        except LookupError as e:
            raise Wrapped("w") from e
        except ValueError as e:
            raise Wrapped("v")
    except Wrapped as w:
        return w.__cause__ is original, w.__context__ is original, type(w.__context__).__name__, w.args
''', ('x',))
p('r19a_exit_conditional_suppress_type', r'''
@lifted
class Ignore:
    def __init__(self, *types):
        self.types = types
        self.caught = []
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        if t is not None and issubclass(t, self.types):
            self.caught.append(t.__name__)
            return True
        return False

@lifted
def f(x):
    ig = Ignore(KeyError, ZeroDivisionError)
    res = []
    for v in (x, x + 1, x - 1):
        try:
            with ig:
                res.append(12 // v)
                if v > 1:
                    {}[v]
                if v < -1:
                    raise IndexError(v)
        except IndexError:
            res.append("idx")
    return res, ig.caught
''', ('x',))
p('r19a_inherit_class_attr_override_mutate', r'''
@lifted
class Base:
    tags = ("base",)
    limit = 3
    def allowed(self, v):
        return v <= self.limit

@lifted
class Strict(Base):
    limit = 0
    tags = Base.tags + ("strict",)

@lifted
def f(x):
    o = Strict() if x % 2 else Base()
    if x > 2:
        o.limit = 10
    return o.allowed(x), o.tags, Base.limit, type(o).limit
''', ('x',))
p('r19a_mro_super_kwargs_cooperative', r'''
@lifted
class A:
    def __init__(self, **kw):
        self.log = ["A"]

@lifted
class B(A):
    def __init__(self, b=0, **kw):
        super().__init__(**kw)
        self.b = b
        self.log.append("B")

@lifted
class C(A):
    def __init__(self, c=0, **kw):
        super().__init__(**kw)
        self.c = c
        self.log.append("C")

@lifted
class D(B, C):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("D")

@lifted
def f(x):
    d = D(b=x, c=-x)
    return d.log, d.b, d.c
''', ('x',))
p('r19a_getitem_negative_index_user', r'''
@lifted
class Ring:
    def __init__(self, items):
        self.items = items
    def __getitem__(self, i):
        return self.items[i % len(self.items)]
    def __len__(self):
        return len(self.items)

@lifted
def f(x, y):
    r = Ring([10, 20, 30])
    return r[x], r[x * y], [r[i] for i in range(y, y + 2)]
''', ('x', 'y'))
p('r19a_loop_with_objects_and_else_return', r'''
@lifted
class User:
    def __init__(self, name, age):
        self.name, self.age = name, age

@lifted
def find(users, min_age):
    for u in users:
        if u.age >= min_age:
            return u
    else:
        return None

@lifted
def f(x, y):
    us = [User("a", x), User("b", y)]
    u = find(us, 1)
    if u is not None:
        u.age += 100
    return (u.name if u else None), [v.age for v in us]
''', ('x', 'y'))
p('r19a_property_setter_in_init_validation_loop', r'''
@lifted
class Pct:
    def __init__(self, v):
        self.v = v
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, val):
        if not 0 <= val <= 2:
            raise ValueError("range")
        self._v = val

@lifted
def f(x, y):
    out = []
    for val in (x, y):
        try:
            p = Pct(val)
            p.v = p.v + 1
            out.append(p.v)
        except ValueError as e:
            out.append(str(e))
    return out
''', ('x', 'y'))
p('r19a_fstring_conversions_bad_dunders', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return self.v
    def __format__(self, spec):
        return self.v + len(spec)

@lifted
def f(x):
    out = []
    for fn in (lambda o: f"{o!r}", lambda o: f"{o:>3}", lambda o: "{!r}".format(o), lambda o: "%r" % (o,)):
        try:
            out.append(fn(S(x)))
        except TypeError:
            out.append("TE")
    return out
''', ('x',))
p('r19a_str_dunder_returns_union_str_int', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        if self.v > 0:
            return "pos"
        return self.v

@lifted
def f(x):
    try:
        return "<" + str(S(x)) + ">"
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_min_fstring_repr_conversion_leaks_term_name', r'''
@lifted
class S:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return self.v

@lifted
def f(x):
    try:
        return f"{S(x)!r}"
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_slow_sort_objs_fields', r'''
@lifted
class P:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __lt__(self, o):
        return (self.a, self.b) < (o.a, o.b)

@lifted
def f(x, y):
    ps = [P(x, 1), P(y, 0), P(1, y)]
    ps.sort()
    return [(p.a, p.b) for p in ps]
''', ('x', 'y'))
p('r19a_except_dynamic_tuple', r'''
@lifted
def f(x):
    catch = (KeyError,) if x > 0 else (ValueError, KeyError)
    try:
        if x % 2:
            raise KeyError(x)
        raise ValueError(x)
    except catch as e:
        return "caught", type(e).__name__
    except Exception as e:
        return "outer", type(e).__name__
''', ('x',))
p('r19a_raise_class_chosen_by_branch', r'''
@lifted
class Base(Exception):
    pass

@lifted
class A(Base):
    pass

@lifted
class B(Base):
    pass

@lifted
def f(x):
    cls = A if x > 0 else (B if x < 0 else KeyError)
    try:
        raise cls("m" + str(x))
    except Base as e:
        return "base", type(e).__name__, isinstance(e, (A, KeyError)), str(e)
    except LookupError as e:
        return "lookup", str(e)
''', ('x',))
p('r19a_sys_exc_info_in_handler', r'''
import sys

@lifted
def f(x):
    try:
        if x > 0:
            raise KeyError(x)
        raise ValueError(x)
    except Exception:
        t, v, tb = sys.exc_info()
        return t.__name__, v.args, tb is not None
''', ('x',))
p('r19a_zip_user_iterators_consumption', r'''
@lifted
class It:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i

@lifted
def f(x, y):
    a, b = It(x), It(y)
    pairs = list(zip(a, b))
    return pairs, a.i, b.i
''', ('x', 'y'))
p('r19a_map_lambda_raises_midway', r'''
@lifted
def f(x):
    out = []
    try:
        for v in map(lambda v: 6 // (v - x), range(3)):
            out.append(v)
    except ZeroDivisionError:
        out.append("zde")
    return out
''', ('x',))
p('r19a_sorted_key_raises_for_some', r'''
@lifted
def f(x, y):
    items = [x, y, 0]
    try:
        return sorted(items, key=lambda v: 10 // v)
    except ZeroDivisionError as e:
        return str(e)
''', ('x', 'y'))
p('r19a_sum_radd_notimplemented_message', r'''
@lifted
class V:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if isinstance(o, V):
            return V(self.v + o.v)
        return NotImplemented

@lifted
def f(x):
    vs = [V(x), V(1)]
    try:
        return sum(vs).v
    except TypeError as e:
        return str(e), sum(vs, V(0)).v
''', ('x',))
p('r19a_iadd_notimplemented_fallback', r'''
@lifted
class Acc:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, o):
        if isinstance(o, int) and o > 0:
            self.v += o
            return self
        return NotImplemented
    def __add__(self, o):
        return Acc(self.v - 100)

@lifted
def f(x):
    a = Acc(0)
    b = a
    a += x
    return a.v, b.v, a is b
''', ('x',))
p('r19a_with_in_generator_exit_on_exhaust', r'''
@lifted
class CM:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("in")
    def __exit__(self, *a):
        self.log.append("out")

@lifted
def gen(n, log):
    with CM(log):
        for i in range(n):
            yield i

@lifted
def f(x):
    log = []
    vals = []
    for v in gen(max(x, 0) % 3, log):
        vals.append(v)
        log.append(v)
    return vals, log
''', ('x',))
p('r19a_max_only_lt_defined', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v

@lifted
def f(x, y):
    objs = [O(x), O(y), O(0)]
    return max(objs).v, min(objs).v, max(objs, key=lambda o: -o.v).v
''', ('x', 'y'))
p('r19a_exit_true_and_body_return', r'''
@lifted
class Swallow:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return True

@lifted
def g(x):
    with Swallow():
        if x > 0:
            return "body"
        if x < 0:
            raise ValueError
    return "after"

@lifted
def f(x):
    return g(x)
''', ('x',))
p('r19a_enumerate_user_iter_start', r'''
@lifted
class Letters:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield "abc"[i]

@lifted
def f(x):
    return [f"{i}{c}" for i, c in enumerate(Letters(max(x, 0) % 4), start=x)]
''', ('x',))
p('r19a_object_equality_via_dict_attrs', r'''
@lifted
class Rec:
    def __init__(self, **kw):
        self.__dict__.update(kw)
    def __eq__(self, o):
        return type(o) is Rec and vars(self) == vars(o)

@lifted
def f(x, y):
    a = Rec(a=x, b=1)
    b = Rec(a=y, b=1)
    c = Rec(b=1, a=x)
    return a == b, a == c, a != Rec(a=x)
''', ('x', 'y'))
p('r19a_try_finally_return_overrides_exception', r'''
@lifted
def g(x, log):
    try:
        if x > 0:
            raise ValueError("lost")
        log.append("body")
    finally:
        log.append("finally")
        if x > 1:
            return "from finally"
    return "normal"

@lifted
def f(x):
    log = []
    try:
        r = g(x, log)
    except ValueError as e:
        r = "escaped " + str(e)
    return r, log
''', ('x',))
p('r19a_min_sys_exc_info_in_except', r'''
import sys

@lifted
def f(x):
    try:
        raise ValueError(x)
    except ValueError:
        return sys.exc_info()[0] is ValueError
''', ('x',))
p('r19a_min_sys_exception_in_except', r'''
import sys

@lifted
def f(x):
    try:
        if x > 0:
            raise KeyError(x)
        raise ValueError(x)
    except Exception:
        e = sys.exception()
        return type(e).__name__
''', ('x',))
p('r19a_exc_traceback_attr', r'''
@lifted
def f(x):
    try:
        raise ValueError(x)
    except ValueError as e:
        return e.__traceback__ is not None
''', ('x',))
p('r19a_bare_raise_in_helper_from_handler', r'''
def reraise_plain():
    raise

@lifted
def reraise_lifted():
    raise

@lifted
def f(x):
    out = []
    for fn in (reraise_plain, reraise_lifted):
        try:
            try:
                raise KeyError(x)
            except KeyError:
                fn()
        except KeyError:
            out.append("key")
        except RuntimeError:
            out.append("rt")
    return out
''', ('x',))
p('r19a_context_from_helper_raise_in_handler', r'''
@lifted
def fail(v):
    raise ValueError("helper" + str(v))

@lifted
def f(x):
    try:
        try:
            if x > 0:
                raise KeyError(x)
            return "none"
        except KeyError:
            fail(x)
    except ValueError as e:
        return str(e), type(e.__context__).__name__
''', ('x',))
p('r19a_min_bare_raise_in_lifted_helper', r'''
@lifted
def reraise():
    raise

@lifted
def f(x):
    try:
        try:
            raise KeyError(x)
        except KeyError:
            reraise()
    except KeyError:
        return 1
    except RuntimeError:
        return 2
''', ('x',))
p('r19a_abc_subclass_missing_method', r'''
import abc

@lifted
class Base(abc.ABC):
    @abc.abstractmethod
    def area(self):
        return 0
    def twice(self):
        return 2 * self.area()

@lifted
class Good(Base):
    def area(self):
        return 5

@lifted
class Lazy(Base):
    pass

@lifted
def f(x):
    cls = Good if x > 0 else Lazy
    try:
        return cls().twice()
    except TypeError as e:
        return "TE"
''', ('x',))
p('r19a_abc_subclass_missing_property', r'''
import abc

@lifted
class Base(abc.ABC):
    @property
    @abc.abstractmethod
    def size(self):
        return 0

@lifted
class Lazy(Base):
    pass

@lifted
def f(x):
    try:
        return Lazy().size + x
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_abc_subclass_missing_classmethod', r'''
import abc

@lifted
class Base(abc.ABC):
    @classmethod
    @abc.abstractmethod
    def make(cls):
        return None

@lifted
class Lazy(Base):
    pass

@lifted
def f(x):
    try:
        Lazy()
        return x
    except TypeError:
        return "TE"
''', ('x',))
p('r19a_abc_isabstractmethod_attr', r'''
import abc

@lifted
class Base(abc.ABC):
    @abc.abstractmethod
    def run(self):
        ...
    @property
    @abc.abstractmethod
    def p(self):
        ...

@lifted
def f(x):
    return getattr(Base.run, "__isabstractmethod__", False), Base.p.__isabstractmethod__, sorted(Base.__abstractmethods__), x
''', ('x',))
p('r19a_property_subclass_custom_get', r'''
LOG = []

class logged(property):
    def __get__(self, obj, owner=None):
        if obj is not None:
            LOG.append("get")
        return super().__get__(obj, owner)

@lifted
class C:
    def __init__(self, v):
        self.v = v
    @logged
    def double(self):
        return self.v * 2

@lifted
def f(x):
    LOG.clear()
    c = C(x)
    a = c.double
    b = c.double if x > 0 else 0
    return a, b, len(LOG)
''', ('x',))
p('r19a_method_function_attrs_kept', r'''
def tag(label):
    def deco(fn):
        fn.label = label
        return fn
    return deco

@lifted
class C:
    @tag("alpha")
    def a(self):
        return 1
    @tag("beta")
    def b(self):
        return 2

@lifted
def f(x):
    m = C.a if x > 0 else C.b
    return m.label, m(C()), C.a.__doc__
''', ('x',))
p('r19a_property_fget_name_doc', r'''
@lifted
class C:
    @property
    def size(self):
        """The size."""
        return 3

@lifted
def f(x):
    return C.size.__doc__, C.size.fget.__name__, C.size.fset is None, C().size + x
''', ('x',))
p('r19a_staticmethod_wrapped_attr', r'''
@lifted
class C:
    @staticmethod
    def s(v):
        """static doc"""
        return v + 1

@lifted
def f(x):
    sm = C.__dict__["s"]
    return sm.__func__.__doc__, C.s(x), sm.__func__.__name__
''', ('x',))
p('r19a_delattr_builtin_property', r'''
@lifted
class C:
    def __init__(self):
        self.reads = 0
        self._v = 1
    @property
    def v(self):
        self.reads += 1
        return self._v
    @v.deleter
    def v(self):
        self._v = None

@lifted
def f(x):
    c = C()
    if x > 0:
        delattr(c, "v")
    return c.reads, c._v
''', ('x',))
p('r19a_hasattr_property_runs_getter', r'''
@lifted
class C:
    def __init__(self, v):
        self.v = v
        self.reads = 0
    @property
    def inv(self):
        self.reads += 1
        if self.v == 0:
            raise AttributeError("inv")
        return 6 // self.v

@lifted
def f(x):
    c = C(x)
    return hasattr(c, "inv"), c.reads
''', ('x',))
p('r19a_identity_union_dict_values_eq', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x):
    o = N()
    p = o if x > 0 else N()
    return {1: p} == {1: o}, [[p]] == [[o]], (1, p) == (1, o), [p] != [o]
''', ('x',))
p('r19a_identity_union_both_sides_list_eq', r'''
@lifted
class N:
    def __eq__(self, o):
        return False
    __hash__ = object.__hash__

@lifted
def f(x, y):
    a, b = N(), N()
    p = a if x > 0 else b
    q = a if y > 0 else b
    return [p] == [q], p in [q], [p].count(q)
''', ('x', 'y'))
p('r19a_sort_lt_call_count', r'''
@lifted
class O:
    calls = 0
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        O.calls += 1
        return self.v < o.v

@lifted
def f(x, y):
    O.calls = 0
    s = sorted([O(x), O(y), O(0)])
    return [o.v for o in s], O.calls
''', ('x', 'y'))
p('r19a_sort_lt_call_log', r'''
@lifted
class O:
    def __init__(self, v, log):
        self.v, self.log = v, log
    def __lt__(self, o):
        self.log.append((self.v, o.v))
        return self.v < o.v

@lifted
def f(x, y):
    log = []
    s = sorted([O(x, log), O(y, log), O(1, log)])
    return log
''', ('x', 'y'))
p('r19a_sort_key_call_order', r'''
@lifted
def f(x, y):
    seen = []
    def key(v):
        seen.append(v)
        return -v
    r = sorted([x, y, 0], key=key)
    return r, seen
''', ('x', 'y'))
p('r19a_max_gt_call_log', r'''
@lifted
class O:
    def __init__(self, v, log):
        self.v, self.log = v, log
    def __lt__(self, o):
        self.log.append(("lt", self.v, o.v))
        return self.v < o.v
    def __gt__(self, o):
        self.log.append(("gt", self.v, o.v))
        return self.v > o.v

@lifted
def f(x, y):
    log = []
    m = max([O(x, log), O(y, log)])
    n = min([O(x, log), O(y, log)])
    return m.v, n.v, log
''', ('x', 'y'))
p('r19a_eq_call_log_in_search', r'''
@lifted
class O:
    def __init__(self, v, log):
        self.v, self.log = v, log
    def __eq__(self, o):
        self.log.append((self.v, getattr(o, "v", o)))
        return isinstance(o, O) and self.v == o.v
    __hash__ = None

@lifted
def f(x, y):
    log = []
    items = [O(1, log), O(x, log), O(y, log)]
    found = O(y, log) in items
    idx = items.index(O(x, log))
    return found, idx, log
''', ('x', 'y'))
p('r19a_dict_eq_hash_call_log', r'''
@lifted
class K:
    def __init__(self, v, log):
        self.v, self.log = v, log
    def __hash__(self):
        self.log.append("h" + str(self.v))
        return self.v % 2
    def __eq__(self, o):
        self.log.append("e" + str(self.v))
        return self.v == o.v

@lifted
def f(x, y):
    log = []
    d = {K(x, log): 1}
    d[K(y, log)] = 2
    return len(d), log
''', ('x', 'y'))
p('r19a_sort_lt_mutates_objects', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v
        self.compared = 0
    def __lt__(self, o):
        self.compared += 1
        o.compared += 1
        return self.v < o.v

@lifted
def f(x, y):
    objs = [O(x), O(y)]
    objs.sort()
    return [o.v for o in objs], sum(o.compared for o in objs)
''', ('x', 'y'))
p('r19a_getattr_symbolic_str_name', r'''
@lifted
class O:
    def __init__(self):
        self.a = 1
        self.ab = 2

@lifted
def f(s):
    o = O()
    return getattr(o, s, -1), hasattr(o, s)
''', ('s',))
p('r19a_setattr_symbolic_str_name', r'''
@lifted
class O:
    pass

@lifted
def f(s):
    o = O()
    try:
        setattr(o, s, 1)
    except Exception as e:
        return type(e).__name__
    return sorted(vars(o))
''', ('s',))
p('r19a_registry_lookup_by_str', r'''
@lifted
class Cmd:
    registry = {}
    def __init_subclass__(cls, name="", **kw):
        super().__init_subclass__(**kw)
        Cmd.registry[name] = cls
    def run(self):
        return "?"

@lifted
class A(Cmd, name="a"):
    def run(self):
        return "ran a"

@lifted
class AB(Cmd, name="ab"):
    def run(self):
        return "ran ab"

@lifted
def f(s):
    cls = Cmd.registry.get(s)
    if cls is None:
        return "unknown " + s
    return cls().run()
''', ('s',))
p('r19a_str_attr_methods_on_object', r'''
@lifted
class Name:
    def __init__(self, text):
        self.text = text
    def __eq__(self, o):
        return isinstance(o, Name) and self.text.lower() == o.text.lower()
    def __hash__(self):
        return hash(self.text.lower())
    def __len__(self):
        return len(self.text)
    def __bool__(self):
        return self.text.strip() != ""

@lifted
def f(s):
    n = Name(s)
    return n == Name("AB"), len(n), bool(n), n.text.upper()
''', ('s',))
p('r19a_bool_flag_object_state', r'''
@lifted
class Switch:
    def __init__(self):
        self.on = False
        self.flips = 0
    def flip(self):
        self.on = not self.on
        self.flips += 1
        return self

@lifted
def f(b, x):
    s = Switch()
    if b:
        s.flip()
    for _ in range(max(x, 0)):
        s.flip()
    return s.on, s.flips
''', ('b', 'x'))
p('r19a_match_on_str_input_class', r'''
import dataclasses

@lifted
@dataclasses.dataclass
class Tok:
    kind: str
    text: str

@lifted
def classify(t):
    match t:
        case Tok("num", text) if text.lstrip("-").isdigit():
            return int(text)
        case Tok("word", "a" | "ab" as w):
            return w * 2
        case Tok(kind, text):
            return kind + ":" + text

@lifted
def f(s, b):
    return classify(Tok("num" if b else "word", s))
''', ('s', 'b'))
p('r19a_exception_message_with_str_input', r'''
@lifted
class ParseError(Exception):
    def __init__(self, text, pos):
        super().__init__(f"bad {text!r} at {pos}")
        self.text, self.pos = text, pos

@lifted
def parse(s):
    for i, c in enumerate(s):
        if not c.isalnum():
            raise ParseError(s, i)
    return s.upper()

@lifted
def f(s):
    try:
        return parse(s)
    except ParseError as e:
        return str(e), e.pos
''', ('s',))
p('r19a_partialmethod_and_singledispatchmethod', r'''
import functools

@lifted
class Cell:
    def __init__(self):
        self.state = 0
    def set_state(self, v):
        self.state = v
        return self
    on = functools.partialmethod(set_state, 1)
    off = functools.partialmethod(set_state, 0)
    @functools.singledispatchmethod
    def feed(self, arg):
        return "obj"
    @feed.register
    def _(self, arg: int):
        return "int" if arg > 0 else "nonpos"

@lifted
def f(x):
    c = Cell()
    (c.on if x > 0 else c.off)()
    return c.state, c.feed(x), c.feed("s")
''', ('x',))
p('r19a_property_no_getter_message', r'''
@lifted
class C:
    def _set(self, v):
        self._v = v
    v = property(None, _set)

@lifted
def f(x):
    c = C()
    c.v = x
    try:
        return c.v
    except AttributeError as e:
        return str(e), c._v
''', ('x',))
p('r19a_while_sym_bound_object_queue', r'''
@lifted
class Q:
    def __init__(self):
        self.items = []
    def put(self, v):
        self.items.append(v)
    def get(self):
        return self.items.pop(0)
    def empty(self):
        return not self.items

@lifted
def f(x, y):
    q = Q()
    for i in range(max(x, 0)):
        q.put(i * y)
    total, n = 0, 0
    while not q.empty():
        v = q.get()
        if v < 0:
            continue
        total += v
        n += 1
        if total > 3:
            break
    return total, n, len(q.items)
''', ('x', 'y'))
p('r19a_nested_loops_break_flags_objects', r'''
@lifted
class Cell:
    def __init__(self, v):
        self.v = v
        self.visited = False

@lifted
def f(x, y):
    grid = [[Cell(i * 3 + j - 4) for j in range(3)] for i in range(2)]
    found = None
    for row in grid:
        for c in row:
            c.visited = True
            if c.v == x + y:
                found = c
                break
        if found:
            break
    return (found.v if found else None), sum(c.visited for row in grid for c in row)
''', ('x', 'y'))
p('r19a_match_nested_lists_objects', r'''
@lifted
class Leaf:
    __match_args__ = ("v",)
    def __init__(self, v):
        self.v = v

@lifted
def total(t):
    match t:
        case Leaf(v):
            return v
        case [first, *rest]:
            return total(first) + total(rest)
        case []:
            return 0

@lifted
def f(x, y):
    t = [Leaf(x), [Leaf(y), Leaf(1)]] if x > 0 else [Leaf(y)]
    return total(t)
''', ('x', 'y'))
p('r19a_generator_pipeline_objects', r'''
@lifted
class Rec:
    def __init__(self, k, v):
        self.k, self.v = k, v

@lifted
def source(x, y):
    for i in range(3):
        yield Rec("k" + str(i), x * i - y)

@lifted
def positive(recs):
    for r in recs:
        if r.v > 0:
            yield r

@lifted
def f(x, y):
    return [(r.k, r.v) for r in positive(source(x, y))]
''', ('x', 'y'))
p('r19a_recursive_generator_tree_walk', r'''
@lifted
class T:
    def __init__(self, v, *kids):
        self.v, self.kids = v, kids

@lifted
def walk(t, depth=0):
    yield t.v, depth
    for k in t.kids:
        yield from walk(k, depth + 1)

@lifted
def f(x, y):
    t = T(x, T(y, T(0)), T(1)) if y > 0 else T(x)
    return list(walk(t))
''', ('x', 'y'))
p('r19a_early_return_inside_with_and_loop_objects', r'''
@lifted
class Lock:
    def __init__(self):
        self.held = False
        self.uses = 0
    def __enter__(self):
        self.held = True
        self.uses += 1
        return self
    def __exit__(self, *a):
        self.held = False

@lifted
def search(lock, xs, target):
    for v in xs:
        with lock:
            if v == target:
                return v
    return None

@lifted
def f(x, y):
    lock = Lock()
    r = search(lock, [1, x, y], y)
    return r, lock.held, lock.uses
''', ('x', 'y'))
p('r19a_exception_in_loop_with_object_state_rollback', r'''
@lifted
class Txn:
    def __init__(self, data):
        self.data = data
        self.pending = {}
    def set(self, k, v):
        if v < 0:
            raise ValueError(k)
        self.pending[k] = v
    def commit(self):
        self.data.update(self.pending)
        self.pending = {}
    def rollback(self):
        self.pending = {}

@lifted
def f(x, y):
    t = Txn({"a": 0})
    try:
        t.set("a", x)
        t.set("b", y)
        t.commit()
    except ValueError as e:
        t.rollback()
        return "rolled back " + str(e), t.data
    return "ok", t.data
''', ('x', 'y'))
p('r19a_recursion_accumulator_object', r'''
@lifted
class Stats:
    def __init__(self):
        self.calls = 0
        self.maxd = 0

@lifted
def ack(n, d, st):
    st.calls += 1
    st.maxd = max(st.maxd, d)
    if n <= 0:
        return 1
    return ack(n - 1, d + 1, st) + ack(n - 2, d + 1, st)

@lifted
def f(x):
    st = Stats()
    return ack(x, 0, st), st.calls, st.maxd
''', ('x',))
# ---------------- r19b ----------------
p('r19b_l_slice_wide_neg', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3, 4]
    return xs[x - 5:y + 5], xs[-x:], xs[:-y]
''', ('x', 'y'))
p('r19b_l_slice_assign_tail', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3]
    xs[x:] = [y] * 2
    return xs, xs[-1], len(xs)
''', ('x', 'y'))
p('r19b_l_del_slice_sym', r'''
@lifted
def f(x, y):
    xs = [0, 1, 2, 3, 4]
    del xs[x:y]
    return xs
''', ('x', 'y'))
p('r19b_l_del_step_sym', r'''
@lifted
def g(y):
    xs = [0, 1, 2, 3, 4]
    del xs[::y]
    return xs

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r19b_l_insert_neg_index', r'''
@lifted
def f(x, y):
    xs = [5, 6, 7]
    xs.insert(x, y)
    return xs, xs.index(y)
''', ('x', 'y'))
p('r19b_l_remove_msg', r'''
@lifted
def g(x):
    xs = [1, 2, 1]
    xs.remove(x)
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l_pop_msg', r'''
@lifted
def g(x):
    xs = [1, 2, 3]
    return xs.pop(x), xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l_index_msg', r'''
@lifted
def g(x, y):
    return [0, 1, 2, 1].index(x, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_l_count_bool_int', r'''
@lifted
def f(x, b):
    xs = [1, True, 1.0, x, b, 0]
    return xs.count(True), xs.count(x), xs.count(b)
''', ('x', 'b'))
p('r19b_l_sorted_abs_reverse_stable', r'''
@lifted
def f(x, y):
    xs = [(x, 'a'), (-x, 'b'), (y, 'c'), (-y, 'd')]
    return [t for _, t in sorted(xs, key=lambda p: abs(p[0]), reverse=True)]
''', ('x', 'y'))
p('r19b_l_mul_neg_nested_alias', r'''
@lifted
def f(x):
    rows = [[0] * 2] * x
    if rows:
        rows[0][1] = 7
    return rows, [1, 2] * (x - 1)
''', ('x',))
p('r19b_l_list_compare_lengths', r'''
@lifted
def f(x, y):
    return [x, y] < [x], [x] == [x, 0][:1 + (y > 0)], (x, y) <= (y, x), [x] * 2 > [y, x]
''', ('x', 'y'))
p('r19b_l_compare_te', r'''
@lifted
def g(x, y):
    return [x, 1] < [y, "a"]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_l_nested_in', r'''
@lifted
def f(x, y):
    xs = [[x], y, (x, y)]
    return x in xs, [y] in xs, (y, x) in xs, [x, y] in [[1, 2]]
''', ('x', 'y'))
p('r19b_l_min_max_default_key', r'''
@lifted
def f(x, y):
    xs = [v for v in (x, y, -x) if v > 1]
    return min(xs, default=None), max(xs, key=lambda v: -v, default="e"), max(x, y, key=abs), min(x, -x, key=abs)
''', ('x', 'y'))
p('r19b_l_sum_lists', r'''
@lifted
def f(x, y):
    return sum([[x], [y] * y], []), sum((v * v for v in range(x)), y)
''', ('x', 'y'))
p('r19b_l_enumerate_dict_start', r'''
@lifted
def f(x, y):
    return dict(enumerate([y, x, y], start=x)), list(enumerate(range(y), x))[-1:]
''', ('x', 'y'))
p('r19b_l_zip_star', r'''
@lifted
def f(x, y):
    m = [[x, y], [1, 2], [y, x]]
    return list(zip(*m)), [sum(c) for c in zip(*m)]
''', ('x', 'y'))
p('r19b_l_map_two_range', r'''
@lifted
def f(x, y):
    return list(map(lambda a, b: a * b, [3, y, 5, 7], range(x))), list(map(abs, range(y, x)))
''', ('x', 'y'))
p('r19b_l_filter_mod', r'''
@lifted
def f(x, y):
    return list(filter(lambda v: v % 2, range(x, 4))), list(filter(None, [x, 0, y, "", [x]]))
''', ('x', 'y'))
p('r19b_l_any_all_empty_sym', r'''
@lifted
def f(x, y):
    xs = list(range(x))
    return any(v > y for v in xs), all(v < y for v in xs), any(xs), all(xs)
''', ('x', 'y'))
p('r19b_l_reversed_range_sym', r'''
@lifted
def f(x, y):
    return list(reversed(range(x, y))), list(reversed(range(y, x, -1)))[::2]
''', ('x', 'y'))
p('r19b_l_reverse_sort_none', r'''
@lifted
def f(x, y):
    xs = [y, x, 2]
    a = xs.reverse()
    b = xs.sort()
    return a, b, xs
''', ('x', 'y'))
p('r19b_l_sorted_mixed_len_tuples', r'''
@lifted
def f(x, y):
    return sorted([(x,), (x, y), (), (y, x, 1)])
''', ('x', 'y'))
p('r19b_l_extend_range_iadd_str', r'''
@lifted
def f(x):
    xs = [0]
    xs.extend(range(x))
    xs += "ab"[:x if x > 0 else 0]
    return xs, len(xs)
''', ('x',))
p('r19b_l_rev_slice_index', r'''
@lifted
def f(x):
    xs = [10, 20, 30, 40]
    try:
        return xs[::-1][x], xs[x::-1], xs[:x:-1]
    except IndexError as e:
        return str(e)
''', ('x',))
p('r19b_l_ext_slice_assign_mismatch', r'''
@lifted
def g(x):
    xs = [0, 1, 2, 3, 4, 5]
    xs[::2] = range(x)
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l_del_index_msg', r'''
@lifted
def g(x):
    xs = [1, 2]
    del xs[x]
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l_tuple_index_msg', r'''
@lifted
def g(x):
    return (1, 2, 3)[x]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l_pop_empty_sym', r'''
@lifted
def g(x):
    xs = list(range(x))
    xs.pop()
    return xs.pop()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l_comp_nested_cond', r'''
@lifted
def f(x, y):
    return [a * b for a in range(x) for b in range(y) if a != b], [[a] * a for a in range(x) if a % 2 == 0]
''', ('x', 'y'))
p('r19b_l_zip_pairs_self', r'''
@lifted
def f(x, y):
    xs = [x, y, x + y, 1]
    return [b - a for a, b in zip(xs, xs[1:])], list(zip(xs, xs[x:]))
''', ('x', 'y'))
p('r19b_l_slice_assign_self_alias', r'''
@lifted
def f(x):
    xs = [1, 2, 3]
    xs[x:x] = xs
    return xs
''', ('x',))
p('r19b_l_index_after_insert_branch', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3]
    if x > 0:
        xs.insert(0, y)
    else:
        xs.append(y)
    return xs.index(y), xs.count(y), xs[y]
''', ('x', 'y'))
p('r19b_l_sort_key_tuple_neg', r'''
@lifted
def f(x, y):
    xs = [x, y, 2, -1, 0]
    xs.sort(key=lambda v: (v % 2, -v))
    return xs
''', ('x', 'y'))
p('r19b_l_sort_reverse_bools', r'''
@lifted
def f(x, b):
    xs = [b, x, True, 0, False]
    return sorted(xs, reverse=True), [type(v).__name__ for v in sorted(xs)]
''', ('x', 'b'))
p('r19b_l_max_tuples_ties', r'''
@lifted
def f(x, y):
    xs = [(x, 'p'), (y, 'q'), (x, 'r')]
    return max(xs, key=lambda t: t[0]), min(xs, key=lambda t: t[0]), max(xs)
''', ('x', 'y'))
p('r19b_l_copy_slice_independent', r'''
@lifted
def f(x, y):
    a = [[x], [y]]
    b = a[:]
    b[0] = [0]
    b[1].append(x)
    return a, b
''', ('x', 'y'))
p('r19b_l_mul_sym_eq', r'''
@lifted
def f(x, y):
    return [0] * x == [0] * y, len([x] * y + [y] * x), ([x] * 3).count(y)
''', ('x', 'y'))
p('r19b_l_pop_neg_in_loop', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3, 4, 5]
    out = []
    while len(xs) > y + 1:
        out.append(xs.pop(x % len(xs)))
    return out, xs
''', ('x', 'y'))
p('r19b_l_setitem_neg_sym', r'''
@lifted
def f(x, y):
    xs = [0, 0, 0]
    try:
        xs[x] = y
        xs[-y] += 1
    except IndexError as e:
        return str(e), xs
    return xs
''', ('x', 'y'))
p('r19b_l_tuple_concat_mul', r'''
@lifted
def f(x, y):
    t = (x,) + (y,) * x
    return t, len(t), t.count(y), t[1:] == (y,) * (len(t) - 1)
''', ('x', 'y'))
p('r19b_l_list_str_mixed_in', r'''
@lifted
def f(x, s):
    xs = ["a", x, s, "ab"]
    return s in xs[:1], xs.index(s), xs.count("a")
''', ('x', 's'))
p('r19b_l_remove_all_loop', r'''
@lifted
def f(x, y):
    xs = [x, y, x, 1, x]
    while x in xs:
        xs.remove(x)
    return xs
''', ('x', 'y'))
p('r19b_l_clear_then_reuse', r'''
@lifted
def f(x, y):
    xs = [x, y]
    ys = xs
    if x > y:
        xs.clear()
    xs.append(3)
    return ys, xs is ys
''', ('x', 'y'))
p('r19b_d_true_one_keys_sym', r'''
@lifted
def f(x, b):
    d = {b: "b", 1: "one", 1.0: "fl"}
    d[x] = "x"
    return list(d.items()), len(d)
''', ('x', 'b'))
p('r19b_d_true_key_get_int', r'''
@lifted
def f(x):
    d = {True: "t", False: "f", 2: "two"}
    return d.get(x), d.get(x == 0), x in d
''', ('x',))
p('r19b_d_pop_keyerror_msg', r'''
@lifted
def g(x):
    d = {1: "a", 2: "b"}
    return d.pop(x), d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d_getitem_tuple_keyerror', r'''
@lifted
def g(x, y):
    d = {(1, 2): 0, (0, 0): 1}
    return d[x, y]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_d_popitem_after_reinsert', r'''
@lifted
def f(x, y):
    d = {1: "a", 2: "b", 3: "c"}
    if x in d:
        del d[x]
        d[x] = "z"
    d[y] = "y"
    return d.popitem(), list(d)
''', ('x', 'y'))
p('r19b_d_update_pairs_sym', r'''
@lifted
def f(x, y):
    d = {0: 0}
    d.update([(x, 1), (y, 2)])
    d.update({x: 3}, extra=4)
    return list(d.items())
''', ('x', 'y'))
p('r19b_d_or_order', r'''
@lifted
def f(x, y):
    d = {1: "a", 2: "b"}
    e = d | {x: "x", 1: "c"}
    d |= {y: "y"}
    return list(e.items()), list(d.items())
''', ('x', 'y'))
p('r19b_d_view_set_ops', r'''
@lifted
def f(x, y):
    d = {x: 1, y: 2, 0: 3}
    return sorted(d.keys() & {x, 1}), sorted(d.keys() - {y}), sorted(d.items() & {(x, 1), (0, 3)}), sorted(d.keys() | {5})
''', ('x', 'y'))
p('r19b_d_del_reinsert_order', r'''
@lifted
def f(x):
    d = {"a": 1, "b": 2, "c": 3}
    k = "abc"[x % 3]
    v = d.pop(k)
    d[k] = v + 10
    return list(d), list(d.values())
''', ('x',))
p('r19b_d_setdefault_list_append', r'''
@lifted
def f(x, y):
    d = {}
    for v in (x, y, x, 1):
        d.setdefault(v % 2, []).append(v)
    return d
''', ('x', 'y'))
p('r19b_d_comp_dup_keys', r'''
@lifted
def f(x, y):
    return {v % 2: v for v in (x, y, 3)}, {abs(v): i for i, v in enumerate((x, -x, y))}
''', ('x', 'y'))
p('r19b_d_fromkeys_dups', r'''
@lifted
def f(x, y):
    return list(dict.fromkeys([x, y, x, 0])), dict.fromkeys((y, x), [])
''', ('x', 'y'))
p('r19b_d_eq_vs_items_order', r'''
@lifted
def f(x):
    a = {1: 0, 2: 0}
    b = {}
    if x > 0:
        b[2] = 0
        b[1] = 0
    else:
        b[1] = 0
        b[2] = 0
    return a == b, list(a.items()) == list(b.items()), list(b)
''', ('x',))
p('r19b_d_reversed', r'''
@lifted
def f(x, y):
    d = {x: 1, y: 2, 3: 3}
    return list(reversed(d)), list(reversed(d.items()))[0]
''', ('x', 'y'))
p('r19b_d_tuple_bool_keys', r'''
@lifted
def f(x, b):
    d = {(1, True): "a"}
    d[(x, b)] = "b"
    return list(d.items()), d.get((1, 1)), (x, 1) in d
''', ('x', 'b'))
p('r19b_d_unhashable_key', r'''
@lifted
def g(x):
    d = {}
    k = [x] if x > 0 else (x,)
    d[k] = 1
    return d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d_values_view_eq', r'''
@lifted
def f(x):
    d = {1: x}
    return d.values() == d.values(), d.keys() == {1}, d.items() == {(1, x)}, x in d.values()
''', ('x',))
p('r19b_d_dict_zip_str', r'''
@lifted
def f(x, y):
    d = dict(zip("abc", [x, y]))
    return d, sorted(d, key=d.get), max(d, key=d.get)
''', ('x', 'y'))
p('r19b_d_sorted_items_rebuild', r'''
@lifted
def f(x, y):
    d = {y: "y", x: "x", 0: "z"}
    return dict(sorted(d.items())), list(dict(sorted(d.items(), key=lambda kv: kv[1], reverse=True)))
''', ('x', 'y'))
p('r19b_d_get_missing_default_none', r'''
@lifted
def f(x):
    d = {i: i * i for i in range(x)}
    return d.get(x - 1), d.get(x, -1), len(d), sum(d.values())
''', ('x',))
p('r19b_d_pop_default_sym', r'''
@lifted
def f(x, y):
    d = {0: "a", 1: "b"}
    return d.pop(x, y), d.pop(y, None), d
''', ('x', 'y'))
p('r19b_d_popitem_empty_msg', r'''
@lifted
def g(x):
    d = {i: i for i in range(x)}
    d.popitem()
    return d.popitem()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d_counting_loop_get', r'''
@lifted
def f(x, y):
    d = {}
    for v in (x, y, x, x * y):
        d[v] = d.get(v, 0) + 1
    return d, max(d.values())
''', ('x', 'y'))
p('r19b_d_nested_dicts', r'''
@lifted
def f(x, y):
    d = {"a": {x: y}}
    d["a"][y] = x
    d.setdefault("b", {})[x] = 1
    return d, len(d["a"])
''', ('x', 'y'))
p('r19b_d_copy_mutate', r'''
@lifted
def f(x, y):
    d = {1: [x]}
    e = d.copy()
    e[1].append(y)
    e[2] = 0
    return d, e, dict(d) == d
''', ('x', 'y'))
p('r19b_d_items_unpack_loop', r'''
@lifted
def f(x, y):
    d = {x: y, y: x}
    return [k * 10 + v for k, v in d.items()], len(d)
''', ('x', 'y'))
p('r19b_d_in_keys_vs_values', r'''
@lifted
def f(x, y):
    d = {"a": x, "b": y}
    return x in d, x in d.values(), ("a", x) in d.items(), "a" in d.keys()
''', ('x', 'y'))
p('r19b_d_clear_update_branch', r'''
@lifted
def f(x, y):
    d = {1: 1, 2: 2}
    if x > y:
        d.clear()
    d.update({y: x})
    return list(d.items())
''', ('x', 'y'))
p('r19b_d_int_float_bool_key_collapse', r'''
@lifted
def f(x, b):
    d = {}
    d[x] = "int"
    d[float(b)] = "float"
    d[b] = "bool"
    return [(type(k).__name__, v) for k, v in d.items()]
''', ('x', 'b'))
p('r19b_s_len_sym_members', r'''
@lifted
def f(x, y):
    return len({x, y, 1}), len({x, -x}), len({x * y, x + y, 0}), len(set([x, y, x + y]))
''', ('x', 'y'))
p('r19b_s_first_inserted_kept', r'''
@lifted
def f(x, b):
    s = {b, 1, 1.0}
    t = {x, True}
    return [type(e).__name__ for e in s], sorted(type(e).__name__ for e in t)
''', ('x', 'b'))
p('r19b_s_algebra_sym', r'''
@lifted
def f(x, y):
    a, c = {x, 1, 2}, {y, 2}
    return sorted(a | c), sorted(a & c), sorted(a - c), sorted(a ^ c), a <= c, a > c, a.isdisjoint({y})
''', ('x', 'y'))
p('r19b_s_frozenset_in_set', r'''
@lifted
def f(x, y):
    fs = {frozenset({1, 2}), frozenset()}
    return frozenset({x, y}) in fs, frozenset({x}) == {x}, {frozenset({x, y}): 1}.get(frozenset({y, x}))
''', ('x', 'y'))
p('r19b_s_remove_keyerror_msg', r'''
@lifted
def g(x):
    s = {1, 2}
    s.remove(x)
    s.discard(x)
    return sorted(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_s_sorted_tuple_members', r'''
@lifted
def f(x, y):
    return sorted({(x, y), (y, x), (x, x)}), len({(x, y), (y, x)})
''', ('x', 'y'))
p('r19b_s_iter_order_neg_collide', r'''
@lifted
def f(x, y):
    return list({x, y, -2}), list({-1, x})
''', ('x', 'y'))
p('r19b_s_set_comp_filter', r'''
@lifted
def f(x, y):
    s = {a * b for a in range(x) for b in range(y) if a <= b}
    return sorted(s), len(s), max(s, default=-9)
''', ('x', 'y'))
p('r19b_s_add_in_loop_len', r'''
@lifted
def f(x, y):
    s = set()
    n = 0
    for v in (x, y, 1, x):
        if v not in s:
            s.add(v)
            n += 1
    return n, len(s)
''', ('x', 'y'))
p('r19b_s_update_ops', r'''
@lifted
def f(x, y):
    s = {0, 1, 2}
    s -= {x}
    s |= {y}
    s &= {0, 1, y, 3}
    s ^= {1}
    return sorted(s)
''', ('x', 'y'))
p('r19b_s_pop_sym', r'''
@lifted
def f(x):
    s = {x, 2}
    a = s.pop()
    return a, sorted(s)
''', ('x',))
p('r19b_s_frozenset_ops', r'''
@lifted
def f(x, y):
    a = frozenset({x, y})
    c = a | {3}
    return type(c).__name__, sorted(c), hash(a) == hash(frozenset({y, x})), a < c
''', ('x', 'y'))
p('r19b_s_unhashable_elem', r'''
@lifted
def g(x):
    s = {1}
    s.add((x, [x]) if x > 0 else (x,))
    return len(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_s_eq_list_dedupe_order', r'''
@lifted
def f(x, y):
    seen = set()
    out = []
    for v in (y, x, y, 0, x):
        if v not in seen:
            seen.add(v)
            out.append(v)
    return out
''', ('x', 'y'))
p('r19b_s_bool_int_union', r'''
@lifted
def f(x, b):
    return len({b} | {x}), len({True, x} & {1}), sorted({b, x}, key=int)
''', ('x', 'b'))
p('r19b_c_deque_maxlen_extend_left', r'''
import collections
@lifted
def f(x, y):
    d = collections.deque([1, 2, 3], maxlen=3)
    d.append(x)
    d.appendleft(y)
    d.extendleft([x, y])
    return list(d), d.maxlen
''', ('x', 'y'))
p('r19b_c_deque_rotate_sym', r'''
import collections
@lifted
def f(x, y):
    d = collections.deque([0, 1, 2, 3])
    d.rotate(x)
    d.rotate(-y)
    return list(d), d[0], d[-1]
''', ('x', 'y'))
p('r19b_c_deque_insert_full', r'''
import collections
@lifted
def g(x):
    d = collections.deque([1, 2], maxlen=2 + (x > 0))
    d.insert(0, x)
    return list(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_c_deque_index_remove', r'''
import collections
@lifted
def g(x, y):
    d = collections.deque([0, 1, 2, 1])
    i = d.index(x)
    d.remove(y)
    return i, list(d)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_c_deque_eq_list', r'''
import collections
@lifted
def f(x):
    d = collections.deque([x])
    return d == [x], d == collections.deque([x]), list(d) == [x], x in d
''', ('x',))
p('r19b_c_defaultdict_read_inserts', r'''
import collections
@lifted
def f(x, y):
    d = collections.defaultdict(int)
    d[x] += 1
    _ = d[y]
    present = (x + 1) in d
    return dict(d), len(d), present
''', ('x', 'y'))
p('r19b_c_defaultdict_list_group', r'''
import collections
@lifted
def f(x, y):
    d = collections.defaultdict(list)
    for v in (x, y, 2, -x):
        d[v > 0].append(v)
    return dict(d), list(d)
''', ('x', 'y'))
p('r19b_c_ordered_move_to_end', r'''
import collections
@lifted
def g(x, b):
    d = collections.OrderedDict.fromkeys([1, 2, 3])
    d.move_to_end(x, last=b)
    return list(d)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r19b_c_ordered_eq_order', r'''
import collections
@lifted
def f(x):
    a = collections.OrderedDict([(1, 0), (2, 0)])
    c = collections.OrderedDict()
    for k in ((2, 1) if x > 0 else (1, 2)):
        c[k] = 0
    return a == c, dict(a) == dict(c), a == dict(c)
''', ('x',))
p('r19b_c_ordered_popitem_first', r'''
import collections
@lifted
def f(x, y):
    d = collections.OrderedDict([(x, 1), (y, 2), (5, 3)])
    return d.popitem(last=False), d.popitem(), list(d)
''', ('x', 'y'))
p('r19b_c_counter_arith_sym', r'''
import collections
@lifted
def f(x, y):
    a = collections.Counter({"a": x, "b": y})
    c = collections.Counter({"a": 1, "b": 1})
    return dict(a + c), dict(a - c), dict(a | c), dict(a & c), dict(+a), dict(-a)
''', ('x', 'y'))
p('r19b_c_counter_most_common_ties', r'''
import collections
@lifted
def f(x, y):
    c = collections.Counter([x, y, 1, x, y, 2])
    return c.most_common(2), c.most_common()[-1], c.total()
''', ('x', 'y'))
p('r19b_c_counter_missing_zero', r'''
import collections
@lifted
def f(x, y):
    c = collections.Counter([x, x, y])
    return c[5], len(c), c[x], c == collections.Counter({x: 2, y: 1}), c.get(5)
''', ('x', 'y'))
p('r19b_c_counter_eq_zero', r'''
import collections
@lifted
def f(x):
    c = collections.Counter(a=x)
    return c == collections.Counter(), c.total(), sorted(c.elements())
''', ('x',))
p('r19b_c_counter_str_mul', r'''
import collections
@lifted
def f(x, s):
    c = collections.Counter(s * x)
    return sorted(c.items()), c.most_common(1)
''', ('x', 's'))
p('r19b_c_namedtuple_replace_asdict', r'''
import collections
P = collections.namedtuple("P", "a b")
@lifted
def f(x, y):
    p = P(x, y)
    q = p._replace(a=y)
    return tuple(q), q._asdict(), p < q, tuple(p) == (x, y), p._fields, P._make([y, x]) == q, repr(q)
''', ('x', 'y'))
p('r19b_c_namedtuple_replace_bad', r'''
import collections
P = collections.namedtuple("P", "a b")
@lifted
def g(x):
    p = P(x, 1)
    if x > 0:
        return p._replace(c=2)
    return tuple(p._replace(b=x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_c_namedtuple_defaults', r'''
import collections
P = collections.namedtuple("P", ["a", "b", "c"], defaults=[0, 1])
@lifted
def f(x, y):
    p = P(x) if y > 0 else P(x, y)
    a, b, c = p
    return tuple(p), a + b + c, p.c, repr(p)
''', ('x', 'y'))
p('r19b_c_chainmap_writes', r'''
import collections
@lifted
def f(x, y):
    base = {1: "a", 2: "b"}
    cm = collections.ChainMap({}, base)
    cm[x] = "x"
    return cm.get(y), base, dict(cm.maps[0]), len(cm)
''', ('x', 'y'))
p('r19b_c_deque_popleft_loop', r'''
import collections
@lifted
def f(x, y):
    q = collections.deque([x])
    out = []
    while q and len(out) < 4:
        v = q.popleft()
        out.append(v)
        if v < y:
            q.append(v + 1)
            q.append(v + 2)
    return out, len(q)
''', ('x', 'y'))
p('r19b_it_accumulate_max_initial', r'''
import itertools
@lifted
def f(x, y):
    xs = [y, x, 1, -x]
    return list(itertools.accumulate(xs, max)), list(itertools.accumulate(xs, initial=x)), list(itertools.accumulate(xs[:x]))
''', ('x', 'y'))
p('r19b_it_chain_from_iterable', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.chain.from_iterable([[x], range(y), (x, y)])), list(itertools.chain("ab"[:x if x > 0 else 0], [y]))
''', ('x', 'y'))
p('r19b_it_product_len_sym', r'''
import itertools
@lifted
def f(x, y):
    ps = list(itertools.product(range(x), range(y)))
    return len(ps), ps[-1:] , list(itertools.product([x, y], repeat=2))
''', ('x', 'y'))
p('r19b_it_perm_comb_sym', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.permutations([x, y, 1], 2)), list(itertools.combinations([x, y, x], 2)), list(itertools.combinations_with_replacement([y, x], 2))
''', ('x', 'y'))
p('r19b_it_combinations_r_sym', r'''
import itertools
@lifted
def f(x):
    return len(list(itertools.combinations(range(4), x))) if x >= 0 else -1
''', ('x',))
p('r19b_it_groupby_sorted_key', r'''
import itertools
@lifted
def f(x, y):
    xs = sorted([x, y, -x, 2, -y], key=abs)
    return [(k, list(g)) for k, g in itertools.groupby(xs, key=abs)]
''', ('x', 'y'))
p('r19b_it_islice_count', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.islice(itertools.count(x, y), 3)), list(itertools.islice(itertools.count(y), x, x + 2)) if x >= 0 else None
''', ('x', 'y'))
p('r19b_it_takewhile_dropwhile_sym', r'''
import itertools
@lifted
def f(x, y):
    xs = [x, y, 0, x, 1]
    return list(itertools.takewhile(lambda v: v != 0, xs)), list(itertools.dropwhile(lambda v: v < y, xs))
''', ('x', 'y'))
p('r19b_it_pairwise_range_sym', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.pairwise(range(y, x))), [b - a for a, b in itertools.pairwise([x, y, x * y])]
''', ('x', 'y'))
p('r19b_it_zip_longest_fill', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.zip_longest(range(x), [y] * 2, fillvalue=x)), list(itertools.zip_longest("ab", range(y)))
''', ('x', 'y'))
p('r19b_it_starmap_repeat_neg', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.starmap(pow, [(x, 2), (y, 3)])), list(itertools.repeat(x, y)), list(itertools.starmap(max, zip([x, y], [y, x])))
''', ('x', 'y'))
p('r19b_it_cycle_islice_sym', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.islice(itertools.cycle([x, y, 0]), y + 4))
''', ('x', 'y'))
p('r19b_it_filterfalse_tee', r'''
import itertools
@lifted
def f(x, y):
    a, c = itertools.tee([x, y, 0, 1])
    return list(itertools.filterfalse(lambda v: v > x, a)), sum(c)
''', ('x', 'y'))
p('r19b_ft_reduce_digits', r'''
import functools
@lifted
def f(x, y):
    return functools.reduce(lambda a, c: a * 10 + c, [x, y, 1], x), functools.reduce(max, [y, x], -5)
''', ('x', 'y'))
p('r19b_ft_reduce_empty_msg', r'''
import functools
import operator
@lifted
def g(x):
    return functools.reduce(operator.add, range(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_ft_partial_sym', r'''
import functools
@lifted
def f(x, y):
    add = functools.partial(lambda a, b, c=0: a * 100 + b * 10 + c, x)
    return add(y), add(y, c=x), functools.partial(max, y)(x, 0)
''', ('x', 'y'))
p('r19b_ft_lru_cache_fib', r'''
import functools
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
@lifted
def f(x):
    return fib(x + 3)
''', ('x',))
p('r19b_ft_lru_cache_lifted_inner', r'''
import functools
@lifted
def f(x, y):
    @functools.lru_cache(maxsize=None)
    def h(n):
        return n * y
    return h(x) + h(x) + h(1)
''', ('x', 'y'))
p('r19b_ft_cmp_to_key_sym', r'''
import functools
@lifted
def f(x, y):
    def cmp(a, b):
        return (a % 3) - (b % 3) or (b - a)
    return sorted([x, y, 2, 5, -1], key=functools.cmp_to_key(cmp))
''', ('x', 'y'))
p('r19b_op_itemgetter_multi', r'''
import operator
@lifted
def f(x, y):
    rows = [(x, "a", y), (y, "b", x), (0, "c", 0)]
    return sorted(rows, key=operator.itemgetter(2, 0)), list(map(operator.itemgetter(1), rows)), operator.itemgetter(x % 3)([5, 6, 7])
''', ('x', 'y'))
p('r19b_op_attrgetter_dotted', r'''
import operator
@lifted
class N:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt
@lifted
def f(x, y):
    ns = [N(x, N(y)), N(y, N(x))]
    return [operator.attrgetter("nxt.v", "v")(n) for n in ns], max(ns, key=operator.attrgetter("nxt.v")).v
''', ('x', 'y'))
p('r19b_op_funcs_errors', r'''
import operator
@lifted
def g(x, y):
    return operator.floordiv(x, y), operator.mod(x, y), operator.neg(x), operator.index(y), operator.contains([x], y), operator.getitem([1, 2], x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_op_methodcaller_sym', r'''
import operator
@lifted
def f(x, y):
    return operator.methodcaller("count", x)([x, y, x]), operator.methodcaller("index", y)([y, x]), operator.truth(x), operator.not_(y)
''', ('x', 'y'))
p('r19b_hq_push_pop_sym', r'''
import heapq
@lifted
def f(x, y):
    h = []
    for v in (x, y, 1, -x):
        heapq.heappush(h, v)
    return [heapq.heappop(h) for _ in range(3)], h
''', ('x', 'y'))
p('r19b_hq_heapify_layout', r'''
import heapq
@lifted
def f(x, y):
    h = [3, x, 2, y, 0]
    heapq.heapify(h)
    return h, heapq.heapreplace(h, y), h
''', ('x', 'y'))
p('r19b_hq_nlargest_key', r'''
import heapq
@lifted
def f(x, y):
    xs = [x, -y, 2, y, -x]
    return heapq.nlargest(2, xs, key=abs), heapq.nsmallest(x if x > 0 else 0, xs)
''', ('x', 'y'))
p('r19b_hq_tuples_ties', r'''
import heapq
@lifted
def f(x, y):
    h = [(x, "b"), (y, "a"), (x, "a")]
    heapq.heapify(h)
    return [heapq.heappop(h)[1] for _ in range(3)]
''', ('x', 'y'))
p('r19b_bs_left_right_sym', r'''
import bisect
@lifted
def f(x, y):
    xs = [0, 1, 1, 2]
    return bisect.bisect_left(xs, x), bisect.bisect_right(xs, y), bisect.bisect(xs, x, 1, 3)
''', ('x', 'y'))
p('r19b_bs_insort_sym', r'''
import bisect
@lifted
def f(x, y):
    xs = [0, 2]
    bisect.insort(xs, x)
    bisect.insort_left(xs, y)
    bisect.insort_right(xs, x)
    return xs
''', ('x', 'y'))
p('r19b_bs_key_tuples', r'''
import bisect
@lifted
def f(x, y):
    xs = [(0, "a"), (1, "b"), (2, "c")]
    return bisect.bisect_left(xs, x, key=lambda t: t[0]), bisect.bisect_right(xs, (y, "b"))
''', ('x', 'y'))
p('r19b_m_gcd_lcm_isqrt', r'''
import math
@lifted
def g(x, y):
    return math.gcd(x, y), math.lcm(x, y), math.gcd(), math.isqrt(x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_m_comb_perm_fact', r'''
import math
@lifted
def g(x, y):
    return math.comb(x + 2, y), math.perm(x + 3, y), math.factorial(x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_m_copysign_types', r'''
import math
@lifted
def f(x, y):
    return math.copysign(x, y), math.copysign(3, -0.0 if y else 0.0), math.fabs(x)
''', ('x', 'y'))
p('r19b_m_fsum_prod', r'''
import math
@lifted
def f(x, y):
    return math.fsum([0.1] * (x + 3)), math.prod(range(1, x + 2)), math.prod([x, y], start=2), sum([0.1] * (x + 3))
''', ('x', 'y'))
p('r19b_m_statistics_basic', r'''
import statistics
@lifted
def f(x, y):
    xs = [x, y, 2]
    return statistics.mean(xs), statistics.median(xs), statistics.median([x, y]), statistics.median_low([x, y]), statistics.mode([x, y, y])
''', ('x', 'y'))
p('r19b_m_divmod_signs', r'''
@lifted
def g(x, y):
    return divmod(x, y), divmod(-x, y), x % y, (-7) // y

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_m_pow_mod_inverse', r'''
@lifted
def g(x, y):
    return pow(x, -1, 5), pow(x, y, 7), pow(3, x, 4 - y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_m_abs_round_ints', r'''
@lifted
def f(x, y):
    return abs(x * y), round(x * 5, -1), round(x * 25, -2), round(x), type(round(x, 1)).__name__, round(x * 15 + 5, -1)
''', ('x', 'y'))
p('r19b_m_shift_neg', r'''
@lifted
def g(x, y):
    return x << y, x >> y, 1 << x

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_m_bit_ops_neg', r'''
@lifted
def f(x, y):
    return x & y, x | y, x ^ y, ~x, x & -x, (x ^ y) & 0xF, x >> 5
''', ('x', 'y'))
p('r19b_m_bit_length_count', r'''
@lifted
def f(x, y):
    return x.bit_length(), (x * 37).bit_count(), (y << x if x >= 0 else y).bit_length(), (~x).bit_count()
''', ('x', 'y'))
p('r19b_m_to_bytes', r'''
@lifted
def g(x, b):
    return x.to_bytes(2, "big", signed=b), (x * 100).to_bytes(1, "little", signed=True)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r19b_m_from_bytes', r'''
@lifted
def f(x, b):
    bs = bytes([x + 3, 255])
    return int.from_bytes(bs, "big"), int.from_bytes(bs, "little", signed=b), int.from_bytes(bs[:1], "big", signed=True)
''', ('x', 'b'))
p('r19b_m_bool_arith', r'''
@lifted
def f(x, b):
    return b + b, b * x, b << 2, -b, b & True, b | 0, b ^ b, type(b & True).__name__, type(b | 0).__name__, b / 2, b // 1, b ** 0
''', ('x', 'b'))
p('r19b_m_bool_sum_count', r'''
@lifted
def f(x, y):
    flags = [x > 0, y > 0, x == y, True]
    return sum(flags), flags.count(1), max(flags), min(flags), sorted(flags)
''', ('x', 'y'))
p('r19b_m_factorial_gcd_types', r'''
import math
@lifted
def g(x, b):
    return math.factorial(b), math.gcd(b, x), type(math.gcd(b, True)).__name__, math.isqrt(b)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r19b_m_int_hex_roundtrip', r'''
@lifted
def f(x, y):
    h = hex(x * 50 + y)
    return h, int(h, 16), int(bin(x), 0), oct(y * 9)
''', ('x', 'y'))
p('r19b_m_divmod_sum_consistency', r'''
@lifted
def f(x, y):
    if y == 0:
        y = 5
    q, r = divmod(x * 7, y)
    return q * y + r == x * 7, q, r, (x * 7) % -y
''', ('x', 'y'))
p('r19b_m_max_min_ints_bools', r'''
@lifted
def f(x, b):
    return max(b, x), min(b, 0), max(0, False), type(max(b, 0)).__name__, max(x, b, key=lambda v: -v)
''', ('x', 'b'))
p('r19b_str_fstring_int_specs', r'''
@lifted
def f(x, y):
    return f"{x:3d}|{x:+}|{x:x}|{x:08b}|{y:#x}|{x * 1000:,}|{x:^5}|{y:<3}|{x:=5}"
''', ('x', 'y'))
p('r19b_str_fstring_nested_width', r'''
@lifted
def f(x, y):
    return f"{x:>{y + 2}}", f"{x:0{y + 2}d}", f"{'ab':*^{x + 4}}"
''', ('x', 'y'))
p('r19b_str_format_c_range', r'''
@lifted
def g(x):
    return f"{x + 65:c}", format(x, "c")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_str_format_o_X_e', r'''
@lifted
def f(x, y):
    return format(x, "o"), format(x * 255, "X"), format(y, "#b"), format(x, ".2f"), format(x, "e"), format(y * 1000000, "_")
''', ('x', 'y'))
p('r19b_str_join_map_range', r'''
@lifted
def f(x, y):
    return "-".join(map(str, range(x))), ",".join(str(v) for v in (x, y) if v), "".join(["a"] * y)
''', ('x', 'y'))
p('r19b_str_split_maxsplit_sym', r'''
@lifted
def f(x, s):
    t = s + ",a,b," + s
    return t.split(",", x), t.rsplit(",", x), t.split(maxsplit=x)
''', ('x', 's'))
p('r19b_str_startswith_tuple', r'''
@lifted
def f(x, s):
    return s.startswith(("a", "-")), s.endswith(("", "b")), s.startswith("a", x), s.endswith("1", 0, x)
''', ('x', 's'))
p('r19b_str_replace_count_neg', r'''
@lifted
def f(x, s):
    t = s * 2
    return t.replace("a", "b", x), t.replace("", "-", x), t.replace(s, "X") if s else t
''', ('x', 's'))
p('r19b_str_in_compare', r'''
@lifted
def f(s):
    return s in "abba", "a" in s, s < "b", s <= "ab", s > "A1", max(s, "a"), min(s, "10")
''', ('s',))
p('r19b_str_ord_msg', r'''
@lifted
def g(s):
    return ord(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r19b_str_reverse_forms', r'''
@lifted
def f(s):
    return "".join(reversed(s)), s[::-1], s[::-1] == s, s[::-2], s[-1::-1], s[1::-1]
''', ('s',))
p('r19b_str_count_isdigit', r'''
@lifted
def f(s):
    return s.count(""), s.count("a"), s.isdigit(), s.lstrip("-").isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.islower(), s.isupper()
''', ('s',))
p('r19b_str_index_msg', r'''
@lifted
def g(s, x):
    return s[x]

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r19b_str_mul_sym_len', r'''
@lifted
def f(x, s):
    t = s * x
    return t, len(t), t.count(s) if s else -1, (s + "|") * (x + 1)
''', ('x', 's'))
p('r19b_str_of_int_concat', r'''
@lifted
def f(x, s):
    t = str(x) + s
    return t, len(t), t.isdigit(), int(t) if t.lstrip("-").isdigit() else None
''', ('x', 's'))
p('r19b_str_chr_ord_shift', r'''
@lifted
def f(x, s):
    return "".join(chr(ord(c) + x) for c in s), [ord(c) for c in s], chr(97 + x % 26)
''', ('x', 's'))
p('r19b_str_zfill_center_sym', r'''
@lifted
def f(x, s):
    return s.zfill(x + 2), s.center(x + 4, "*"), s.ljust(x, "."), s.rjust(x + 3)
''', ('x', 's'))
p('r19b_str_find_sym', r'''
@lifted
def f(x, s):
    t = "abab" + s
    return t.find(s), t.rfind(s), t.find("b", x), t.index("a", 0, x + 4) if "a" in t[:x + 4] else None
''', ('x', 's'))
p('r19b_str_sorted_set_chars', r'''
@lifted
def f(s):
    return sorted(s), "".join(sorted(set(s))), max(s, default=""), min(s + "z")
''', ('s',))
p('r19b_str_title_swap', r'''
@lifted
def f(s):
    return s.title(), s.swapcase(), s.capitalize(), s.upper().lower() == s.lower(), s.casefold()
''', ('s',))
p('r19b_str_repr_fstring', r'''
@lifted
def f(s, x):
    return f"{s!r}", f"{s:>3}", f"[{s:^4}]", repr(s) + str(x), f"{s}{x:02}"
''', ('s', 'x'))
p('r19b_str_bool_format', r'''
@lifted
def f(b, x):
    return str(b), f"{b}", f"{b:d}", f"{b:>6}", repr(b), f"{b!s}", str(b) + str(x > 0)
''', ('b', 'x'))
p('r19b_str_split_default_ws', r'''
@lifted
def f(s):
    t = " " + s + "  x " + s
    return t.split(), t.split(" "), t.strip().split(" ", 1), len(t.split())
''', ('s',))
p('r19b_str_partition_sym', r'''
@lifted
def f(s):
    return "a-b-a".partition(s) if s else None, s.partition("a"), s.rpartition("a")
''', ('s',))
p('r19b_str_encode_len', r'''
@lifted
def f(s, x):
    bs = s.encode()
    return bs, len(bs), list(bs), bs[x:] if bs else b""
''', ('s', 'x'))
p('r19b_str_int_parse_guarded', r'''
@lifted
def f(s):
    try:
        return int(s) * 2
    except ValueError:
        return "bad"
''', ('s',))
p('r19b_str_digits_sum', r'''
@lifted
def f(x):
    return sum(int(c) for c in str(abs(x) * 17)), str(x * 11)[::-1], len(str(x))
''', ('x',))
p('r19b_str_removeprefix_suffix', r'''
@lifted
def f(s):
    return s.removeprefix("a"), s.removesuffix("a"), s.strip("a"), s.lstrip("ab"), s.rstrip("0")
''', ('s',))
p('r19b_str_dict_counts', r'''
@lifted
def f(s):
    d = {}
    for c in s + s:
        d[c] = d.get(c, 0) + 1
    return d
''', ('s',))
p('r19b_min_deque_remove_msg', r'''
import collections
@lifted
def g(x):
    d = collections.deque([0, 1])
    d.remove(x)
    return list(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_min_set_add_tuple_with_list', r'''
@lifted
def g(x):
    s = set()
    s.add((x, [x]))
    return len(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_min_set_add_tuple_with_list_concrete', r'''
@lifted
def g(x):
    s = set()
    s.add((1, [2]))
    return x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_c2_deque_mutate_during_iter', r'''
import collections
@lifted
def g(x):
    d = collections.deque([0, 1, 2])
    out = []
    for v in d:
        out.append(v)
        if v == x:
            d.append(9)
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_c2_deque_hash_msg', r'''
import collections
@lifted
def g(x):
    d = collections.deque([x])
    return hash(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_c2_deque_lt_list_msg', r'''
import collections
@lifted
def g(x):
    d = collections.deque([x])
    return d < [x + 1]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_c2_deque_repr_maxlen', r'''
import collections
@lifted
def f(x, y):
    d = collections.deque(range(3), maxlen=3)
    if x > y:
        d.append(x)
    return repr(d), str(d), d.maxlen, len(d)
''', ('x', 'y'))
p('r19b_c2_deque_mul_maxlen', r'''
import collections
@lifted
def f(x, y):
    d = collections.deque([x, y, 1], maxlen=4)
    e = d * 2
    d += d
    return list(e), e.maxlen, list(d)
''', ('x', 'y'))
p('r19b_c2_deque_add_maxlen', r'''
import collections
@lifted
def f(x, y):
    d = collections.deque([x, 1], maxlen=2)
    e = d + collections.deque([y, 2, 3])
    return list(e), e.maxlen, type(e).__name__
''', ('x', 'y'))
p('r19b_c2_deque_index_neg_start', r'''
import collections
@lifted
def g(x, y):
    d = collections.deque([0, 1, 0, 1])
    return d.index(y, x), d.index(0, -2), d.index(1, x, 3)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_c2_deque_getitem_del', r'''
import collections
@lifted
def g(x, y):
    d = collections.deque([10, 11, 12])
    d[x] = y
    del d[-1]
    return list(d), d[x]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_c2_deque_pop_empty_branch', r'''
import collections
@lifted
def g(x):
    d = collections.deque()
    if x > 0:
        d.append(x)
    return d.popleft(), d.pop()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_c2_deque_rotate_maxlen_reverse', r'''
import collections
@lifted
def f(x, y):
    d = collections.deque([1, 2, 3, 4], maxlen=4)
    d.rotate(x)
    d.appendleft(y)
    d.reverse()
    return list(d), d.count(y)
''', ('x', 'y'))
p('r19b_c2_deque_maxlen_neg', r'''
import collections
@lifted
def g(x):
    return list(collections.deque([1, 2, 3], maxlen=x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_c2_deque_compare', r'''
import collections
@lifted
def f(x, y):
    a = collections.deque([x, y])
    c = collections.deque([y, x])
    return a < c, a >= c, a == c, a != collections.deque([x, y], maxlen=5), bool(collections.deque()) or x
''', ('x', 'y'))
p('r19b_c2_deque_copy_clear', r'''
import collections, copy
@lifted
def f(x, y):
    d = collections.deque([x, y], maxlen=3)
    e = d.copy()
    c = copy.copy(d)
    d.clear()
    return list(e), e.maxlen, list(c), c.maxlen, list(d)
''', ('x', 'y'))
p('r19b_c2_deque_isinstance', r'''
import collections
@lifted
def f(x):
    d = collections.deque([x])
    return isinstance(d, collections.deque), type(d) is collections.deque, type(d).__name__, type(d).__module__
''', ('x',))
p('r19b_hq2_push_tuple_msg', r'''
import heapq
@lifted
def g(x):
    h = (x, 1)
    heapq.heappush(h, x)
    return h

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_hq2_push_tuple_msg_concrete_elem', r'''
import heapq
@lifted
def g(x):
    h = (1, 2)
    heapq.heappush(h, x)
    return h

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_hq2_heappop_not_list', r'''
import heapq
@lifted
def g(x):
    return heapq.heappop((x, 1))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_hq2_heapify_not_list', r'''
import heapq
@lifted
def g(x):
    h = {x, 1}
    heapq.heapify(h)
    return 0

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_hq2_pushpop_replace', r'''
import heapq
@lifted
def f(x, y):
    h = [0, 2, 4]
    a = heapq.heappushpop(h, x)
    c = heapq.heapreplace(h, y)
    return a, c, h
''', ('x', 'y'))
p('r19b_hq2_heap_compare_te', r'''
import heapq
@lifted
def g(x):
    h = [(1, "a")]
    heapq.heappush(h, (x, 2))
    return h

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_hq2_nsmallest_key_ties', r'''
import heapq
@lifted
def f(x, y):
    xs = [(x, "a"), (y, "b"), (x, "c"), (0, "d")]
    return heapq.nsmallest(2, xs, key=lambda t: t[0]), heapq.nlargest(3, xs, key=lambda t: t[0]), heapq.nsmallest(-1, xs)
''', ('x', 'y'))
p('r19b_hq2_merge_sym', r'''
import heapq
@lifted
def f(x, y):
    return list(heapq.merge([x, 5], [y, 6])), list(heapq.merge([3, 1], [2], reverse=True))
''', ('x', 'y'))
p('r19b_bs2_lo_negative', r'''
import bisect
@lifted
def g(x):
    return bisect.bisect_left([0, 1, 2], 1, x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_bs2_hi_neg_values', r'''
import bisect
@lifted
def f(x, y):
    xs = [0, 1, 2, 3]
    return bisect.bisect_right(xs, y, 0, x), bisect.bisect_left(xs, x, hi=-1), bisect.bisect_left(xs, x, 0, -2)
''', ('x', 'y'))
p('r19b_bs2_insort_key_sym', r'''
import bisect
@lifted
def f(x, y):
    xs = [(0, "a"), (2, "b")]
    bisect.insort(xs, (x, "x"), key=lambda t: t[0])
    bisect.insort_left(xs, (y, "y"), key=lambda t: t[0])
    return xs
''', ('x', 'y'))
p('r19b_bs2_unsorted_list', r'''
import bisect
@lifted
def f(x, y):
    xs = [3, y, 0, x, 2]
    return bisect.bisect(xs, 1), bisect.bisect_left(xs, x)
''', ('x', 'y'))
p('r19b_h_dict_key_tuple_list', r'''
@lifted
def g(x):
    d = {}
    d[(x, [1])] = 0
    return len(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_in_set_tuple_list', r'''
@lifted
def g(x):
    return (x, [x]) in {1, 2}

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_in_dict_tuple_list', r'''
@lifted
def g(x):
    return (x, [x]) in {1: 0}

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_frozenset_tuple_list', r'''
@lifted
def g(x):
    return len(frozenset([(x, [])]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_set_literal_tuple_list', r'''
@lifted
def g(x):
    return len({(x, {})})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_dict_fromkeys_tuple_list', r'''
@lifted
def g(x):
    return dict.fromkeys([(x, [0])])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_counter_tuple_list', r'''
import collections
@lifted
def g(x):
    return len(collections.Counter([(x, [0])]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_hash_tuple_list', r'''
@lifted
def g(x):
    return hash((x, [x])) == 0

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_set_add_tuple_dict_branch', r'''
@lifted
def g(x):
    s = {0}
    if x > 0:
        s.add((x, {1: 2}))
    else:
        s.add(x)
    return len(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_set_nested_tuple_list', r'''
@lifted
def g(x):
    s = set()
    s.add((1, (x, [2])))
    return len(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_dict_setdefault_tuple_list', r'''
@lifted
def g(x):
    d = {}
    d.setdefault((x, [1]), 0)
    return d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_h_set_update_tuple_list', r'''
@lifted
def g(x):
    s = set()
    s.update([(x, [1])])
    return len(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_ctr_concrete_keys_sym_counts', r'''
import collections
@lifted
def f(x, y):
    c = collections.Counter()
    c["a"] += x
    c["b"] += y
    c["c"] += 1
    return c.most_common(2), c.total(), dict(c)
''', ('x', 'y'))
p('r19b_ctr_subtract_update_branch', r'''
import collections
@lifted
def f(x, y):
    c = collections.Counter("aab")
    if x > y:
        c.subtract("abc")
    else:
        c.update({"a": x})
    return sorted(c.items()), c["c"], c.total()
''', ('x', 'y'))
p('r19b_ctr_le_compare', r'''
import collections
@lifted
def f(x, y):
    a = collections.Counter("ab" * (x + 3))
    c = collections.Counter("abb")
    return a <= c, a >= c, a < c, c == collections.Counter("bab")
''', ('x', 'y'))
p('r19b_ctr_loop_count_most_common', r'''
import collections
@lifted
def f(x, y):
    c = collections.Counter()
    for w in ("a", "b", "a", "c"):
        if x > 0 or w != "a":
            c[w] += 1
    c["d"] = y
    return c.most_common(), c.most_common(1)
''', ('x', 'y'))
p('r19b_dd_factory_none', r'''
import collections
@lifted
def g(x):
    d = collections.defaultdict(None, {1: 2})
    return d[x]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_dd_missing_then_get', r'''
import collections
@lifted
def f(x, y):
    d = collections.defaultdict(lambda: y)
    d["a"] += x
    v = d.get("b")
    w = d["c"]
    return dict(d), v, w, "b" in d
''', ('x', 'y'))
p('r19b_dd_nested_set', r'''
import collections
@lifted
def f(x, y):
    g = collections.defaultdict(set)
    for a, b in ((1, 2), (x, y), (2, 1)):
        g[a].add(b)
    return sorted((k, sorted(v)) for k, v in g.items())
''', ('x', 'y'))
p('r19b_od_concrete_move_sym_flag', r'''
import collections
@lifted
def f(x, b):
    d = collections.OrderedDict(a=1, b=2, c=3)
    d.move_to_end("a", last=b)
    if x > 0:
        d.move_to_end("c", last=False)
    d["b"] = x
    return list(d.items())
''', ('x', 'b'))
p('r19b_od_popitem_sym_last', r'''
import collections
@lifted
def f(x, b):
    d = collections.OrderedDict(a=x, b=2, c=3)
    k = d.popitem(last=b)
    return k, list(d), d == collections.OrderedDict(b=2, a=x)
''', ('x', 'b'))
p('r19b_nt_unpack_compare', r'''
import collections
P = collections.namedtuple("P", "x y")
@lifted
def f(x, y):
    ps = [P(x, y), P(y, x), P(0, 0)]
    ps.sort()
    return [tuple(p) for p in ps], max(ps, key=lambda p: p.y).x, P(x, y) == (x, y), sum(P(x, y))
''', ('x', 'y'))
p('r19b_nt_asdict_make_getattr', r'''
import collections
P = collections.namedtuple("P", "a b c")
@lifted
def f(x, y):
    p = P._make(range(x, x + 3))
    d = p._asdict()
    return list(d.items()), getattr(p, "bc"[y % 2]), p[y], p.index(x + 1), p.count(x)
''', ('x', 'y'))
p('r19b_nt_wrong_arity', r'''
import collections
P = collections.namedtuple("P", "a b")
@lifted
def g(x):
    return tuple(P(*range(x)))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_nt_setattr', r'''
import collections
P = collections.namedtuple("P", "a b")
@lifted
def g(x):
    p = P(x, 1)
    if x > 0:
        p.a = 2
    return tuple(p)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_it2_product_repeat0', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.product([x, y], repeat=0)), list(itertools.product([], [x])), list(itertools.product("ab", [x]))
''', ('x', 'y'))
p('r19b_it2_groupby_used_group', r'''
import itertools
@lifted
def g(x, y):
    gs = list(itertools.groupby([x, x, y]))
    return [(k, list(grp)) for k, grp in gs]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_it2_accumulate_empty_initial', r'''
import itertools
@lifted
def f(x, y):
    xs = [v for v in (x, y) if v > 0]
    return list(itertools.accumulate(xs, initial=y)), list(itertools.accumulate(xs)), list(itertools.accumulate([x, y], lambda a, b: a - b))
''', ('x', 'y'))
p('r19b_it2_islice_neg_msg', r'''
import itertools
@lifted
def g(x):
    return list(itertools.islice([1, 2, 3], x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_it2_islice_step0', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.islice([1, 2, 3, 4], 0, None, y))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_it2_repeat_product_neg', r'''
import itertools
@lifted
def g(x):
    return list(itertools.product([1, 2], repeat=x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_it2_chain_comprehension_filter', r'''
import itertools
@lifted
def f(x, y):
    xs = [v for v in itertools.chain([x], [y, 1], (x + y,)) if v % 2 == 0]
    return xs, list(itertools.chain(*[[x], [y]]))
''', ('x', 'y'))
p('r19b_it2_zip_longest_lists', r'''
import itertools
@lifted
def f(x, y):
    xs = [v for v in (x, y, 2) if v > 0]
    return list(itertools.zip_longest(xs, [9], fillvalue=0))
''', ('x', 'y'))
p('r19b_it2_permutations_len', r'''
import itertools
@lifted
def f(x, y):
    ps = list(itertools.permutations([x, y, 0]))
    return len(ps), len(set(ps)), sorted(set(ps))[0]
''', ('x', 'y'))
p('r19b_it2_takewhile_gen', r'''
import itertools
@lifted
def f(x, y):
    def gen():
        v = x
        while True:
            yield v
            v += 1
    return list(itertools.takewhile(lambda v: v < y + 2, gen()))
''', ('x', 'y'))
p('r19b_it2_count_zip', r'''
import itertools
@lifted
def f(x, y):
    return list(zip(itertools.count(x), [y, y, y])), list(zip(itertools.count(step=y), "ab"))
''', ('x', 'y'))
p('r19b_it2_pairwise_list_comp', r'''
import itertools
@lifted
def f(x, y):
    xs = [v for v in (x, 0, y, 1) if v != 0]
    return [a < b for a, b in itertools.pairwise(xs)]
''', ('x', 'y'))
p('r19b_ft2_reduce_initial_list', r'''
import functools
@lifted
def f(x, y):
    return functools.reduce(lambda acc, v: acc + [v] if v > 0 else acc, [x, y, 1], []), functools.reduce(lambda a, b: a if a > b else b, [x, y])
''', ('x', 'y'))
p('r19b_ft2_cmp_to_key_reverse', r'''
import functools
@lifted
def f(x, y):
    def cmp(a, b):
        return -1 if a[0] < b[0] else (1 if a[0] > b[0] else 0)
    xs = [(x, 1), (y, 2), (x, 3)]
    return sorted(xs, key=functools.cmp_to_key(cmp), reverse=True)
''', ('x', 'y'))
p('r19b_ft2_partial_kw_override', r'''
import functools
@lifted
def h(a, b=1, c=2):
    return a * 100 + b * 10 + c
@lifted
def f(x, y):
    p = functools.partial(h, b=y)
    q = functools.partial(p, x, c=x)
    return p(x), q(), q(b=0), p.keywords, q.args
''', ('x', 'y'))
p('r19b_ft2_lru_lifted_recursive', r'''
import functools
@lifted
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
@lifted
def f(x):
    return fib(x + 3)
''', ('x',))
p('r19b_op2_itemgetter_dict', r'''
import operator
@lifted
def f(x, y):
    rows = [{"a": x, "b": 1}, {"a": y, "b": 0}]
    return sorted(rows, key=operator.itemgetter("a"))[0]["b"], list(map(operator.itemgetter("a", "b"), rows))
''', ('x', 'y'))
p('r19b_op2_arith_funcs', r'''
import operator
@lifted
def g(x, y):
    return operator.add(x, y), operator.sub(x, y), operator.mul(x, y), operator.truediv(x, y), operator.pow(x, 2), operator.lshift(1, y), operator.and_(x, y), operator.inv(x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_op2_compare_funcs', r'''
import operator
@lifted
def f(x, y):
    ops = [operator.lt, operator.le, operator.eq, operator.ne, operator.ge, operator.gt]
    return [op(x, y) for op in ops], operator.is_(x, x), operator.is_not(None, x)
''', ('x', 'y'))
p('r19b_op2_iadd_list', r'''
import operator
@lifted
def f(x, y):
    a = [x]
    b = operator.iadd(a, [y])
    return a, b is a, operator.concat([x], [y]), operator.countOf([x, y, x], x), operator.indexOf([y, x], x)
''', ('x', 'y'))
p('r19b_min_deque_hash_typename', r'''
import collections
@lifted
def g(x):
    return hash(collections.deque([x]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_min_deque_lt_typename', r'''
import collections
@lifted
def g(x):
    return collections.deque([x]) < [x]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_min_deque_mutated_during_iter', r'''
import collections
@lifted
def g(x):
    d = collections.deque([0, 1])
    for v in d:
        if v == x:
            d.append(2)
    return list(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_min_dict_key_tuple_list_returned', r'''
@lifted
def f(x):
    try:
        return dict.fromkeys([(x, [0])])
    except TypeError as e:
        return str(e)
''', ('x',))
p('r19b_min_in_set_tuple_list', r'''
@lifted
def g(x):
    return (x, [x]) in {1}

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d3_size_change_iter', r'''
@lifted
def g(x):
    d = {0: 0, 1: 1}
    for k in d:
        if k == x:
            d[k + 10] = 1
    return list(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d3_keys_changed_same_size', r'''
@lifted
def g(x):
    d = {0: 0, 1: 1}
    for k in d:
        if k == x:
            del d[k]
            d[k + 10] = 1
    return list(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d3_set_changed_iter', r'''
@lifted
def g(x):
    s = {0, 1}
    for v in s:
        if v == x:
            s.add(5)
    return sorted(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d3_list_remove_while_iter', r'''
@lifted
def g(x):
    xs = [0, 1, 2, 3]
    for v in xs:
        if v <= x:
            xs.remove(v)
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d3_view_live_len', r'''
@lifted
def f(x, y):
    d = {1: 1}
    ks = d.keys()
    vs = d.values()
    its = d.items()
    d[x] = y
    if y > 0:
        del d[1]
    return len(ks), list(vs), list(its), x in ks
''', ('x', 'y'))
p('r19b_d3_view_reversed_mapping', r'''
@lifted
def f(x, y):
    d = {x: 1, 2: y}
    ks = d.keys()
    return list(reversed(ks)), list(reversed(d.values())), dict(ks.mapping) == d
''', ('x', 'y'))
p('r19b_d3_items_sorted_by_value_then_key', r'''
@lifted
def f(x, y):
    d = {"a": x, "b": y, "c": x}
    return sorted(d.items(), key=lambda kv: (-kv[1], kv[0])), [k for k, v in d.items() if v == max(d.values())]
''', ('x', 'y'))
p('r19b_d3_dict_eq_diff_types', r'''
@lifted
def f(x, b):
    return {1: x} == {True: x}, {b: 1} == {1: 1}, {0: b} == {0: 0}, {x: 0} == {x + 0.0: 0}
''', ('x', 'b'))
p('r19b_d3_dict_lt_te', r'''
@lifted
def g(x):
    return {1: x} < {1: x + 1}

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_d3_kwargs_dict', r'''
@lifted
def h(**kw):
    return sorted(kw.items()), len(kw)
@lifted
def f(x, y):
    d = {"a": x}
    if y > 0:
        d["b"] = y
    return h(**d), h(c=x, **d)
''', ('x', 'y'))
p('r19b_d3_dict_union_types', r'''
import collections
@lifted
def f(x, y):
    dd = collections.defaultdict(int, {1: x})
    r = dd | {2: y}
    return type(r).__name__, dict(r), r[5], len(r)
''', ('x', 'y'))
p('r19b_d3_dict_get_with_list_default', r'''
@lifted
def f(x, y):
    d = {0: [1]}
    a = d.get(x, [])
    a.append(y)
    return d, a
''', ('x', 'y'))
p('r19b_d3_nested_comprehension_dict', r'''
@lifted
def f(x, y):
    return {i: [j for j in range(i) if j != y] for i in range(x)}, {(i, j): i * j for i in range(2) for j in range(y)}
''', ('x', 'y'))
p('r19b_d3_dict_popitem_loop', r'''
@lifted
def f(x, y):
    d = {i: i * y for i in range(x)}
    out = []
    while d:
        out.append(d.popitem())
    return out
''', ('x', 'y'))
p('r19b_l3_sorted_key_raises', r'''
@lifted
def g(x):
    return sorted([x, 0, None][: 2 + (x > 0)], key=lambda v: -v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l3_min_empty_msg', r'''
@lifted
def g(x):
    return min(v for v in (x, 1) if v > 1)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l3_max_empty_list_msg', r'''
@lifted
def g(x):
    return max([v for v in range(x)])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l3_sum_te_msg', r'''
@lifted
def g(x):
    return sum([x, "a"][: 1 + (x > 0)])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l3_list_mul_float_te', r'''
@lifted
def g(x):
    return [1] * (x / 2 if x > 0 else x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l3_index_float_te', r'''
@lifted
def g(x):
    xs = [1, 2, 3]
    return xs[x / 1 if x > 0 else x]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l3_slice_assign_non_iter', r'''
@lifted
def g(x):
    xs = [1, 2, 3]
    xs[x:] = x
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_l3_slice_step_neg_assign', r'''
@lifted
def f(x):
    xs = [0, 1, 2, 3, 4]
    xs[::-2] = [x, x + 1, x + 2]
    return xs
''', ('x',))
p('r19b_l3_del_slice_neg_step', r'''
@lifted
def f(x):
    xs = list(range(6))
    del xs[x::-2]
    return xs
''', ('x',))
p('r19b_l3_slice_clamp_huge', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3]
    return xs[x * 100:], xs[:y * -100], xs[-x * 100:x * 100]
''', ('x', 'y'))
p('r19b_l3_insert_huge_index', r'''
@lifted
def f(x, y):
    xs = [1, 2]
    xs.insert(x * 100, y)
    return xs
''', ('x', 'y'))
p('r19b_l3_list_of_lists_sort', r'''
@lifted
def f(x, y):
    xs = [[x, y], [x], [y, x, 0], []]
    xs.sort()
    return xs, sorted(xs, key=len, reverse=True)
''', ('x', 'y'))
p('r19b_l3_tuple_compare_mixed_len', r'''
@lifted
def f(x, y):
    return (x, y) < (x, y, 0), (x,) > (y,), (x, 1) == (x, True), (x, "a") < (y, "b") if x != y else None
''', ('x', 'y'))
p('r19b_l3_enumerate_reversed_zip', r'''
@lifted
def f(x, y):
    xs = [x, y, x + y]
    return [(i, v) for i, v in reversed(list(enumerate(xs)))], list(zip(reversed(xs), range(x, 10)))
''', ('x', 'y'))
p('r19b_l3_comprehension_scope_shadow', r'''
@lifted
def f(x, y):
    v = 100
    xs = [v * 2 for v in range(x) if v != y]
    return xs, v
''', ('x', 'y'))
p('r19b_l3_list_count_nested', r'''
@lifted
def f(x, y):
    xs = [[x], [y], [x], (x,)]
    return xs.count([x]), xs.index([y]), [x] in xs[1:]
''', ('x', 'y'))
p('r19b_l3_extend_self_slice', r'''
@lifted
def f(x):
    xs = [1, 2, 3]
    xs.extend(xs[x:])
    xs[:0] = xs[-1:]
    return xs
''', ('x',))
p('r19b_l3_map_none_filter_bool', r'''
@lifted
def f(x, y):
    return list(filter(bool, [x, y, 0, x - y])), list(map(str, [x, y])), list(map(lambda v: v > 0, [x, y]))
''', ('x', 'y'))
p('r19b_l3_sorted_stable_many', r'''
@lifted
def f(x, y):
    xs = [(x % 2, "a"), (y % 2, "b"), (0, "c"), (1, "d"), (x % 2, "e")]
    return [t for _, t in sorted(xs, key=lambda p: p[0])], [t for _, t in sorted(xs, key=lambda p: p[0], reverse=True)]
''', ('x', 'y'))
p('r19b_l3_pop_default_index', r'''
@lifted
def f(x, y):
    xs = [x, y, 0]
    a = xs.pop()
    b = xs.pop(0)
    xs.append(a)
    return a, b, xs, xs.pop(-1)
''', ('x', 'y'))
p('r19b_l3_all_any_strings', r'''
@lifted
def f(x, s):
    return all([s, x]), any([s, x]), all(c.isdigit() for c in s), any(c == "a" for c in s)
''', ('x', 's'))
p('r19b_str3_index_not_found', r'''
@lifted
def g(s):
    return "abc".index(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r19b_str3_join_int_te', r'''
@lifted
def g(x):
    return "-".join(["a", x] if x > 0 else ["a", "b"])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_str3_concat_int_te', r'''
@lifted
def g(s, x):
    return s + x if x > 0 else s + "!"

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r19b_str3_chr_neg_msg', r'''
@lifted
def g(x):
    return chr(x * 1000000 + 1114111)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_str3_int_base_digits', r'''
@lifted
def g(x):
    return int(str(x), 8), int(str(abs(x)) * 2, 3)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_str3_getitem_str_index_te', r'''
@lifted
def g(s):
    return "abc"[s]

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r19b_str3_mul_neg_join', r'''
@lifted
def f(x, y):
    return ("ab" * x) + "|" + ("c" * y), ",".join(["x"] * (x + 1)) if x >= -1 else ""
''', ('x', 'y'))
p('r19b_str3_fstring_conditional', r'''
@lifted
def f(x, y):
    return f"{'pos' if x > 0 else 'neg'}:{abs(x)}/{y}", f"{x}{y}" == f"{y}{x}", len(f"{x}{y}")
''', ('x', 'y'))
p('r19b_str3_str_of_containers', r'''
@lifted
def f(x, y):
    return str([x, y]), str((x,)), str({x: y}), repr([str(x)]), str({x}) if x == y else ""
''', ('x', 'y'))
p('r19b_str3_ord_chr_loop_caesar', r'''
@lifted
def f(x):
    out = ""
    for c in "abz":
        out += chr((ord(c) - 97 + x) % 26 + 97)
    return out
''', ('x',))
p('r19b_str3_count_in_loop', r'''
@lifted
def f(s):
    n = 0
    for c in s:
        if c in "aeiou":
            n += 1
    return n, s.count("a") + s.count("e"), len(s) - n
''', ('s',))
p('r19b_str3_isdigit_sum', r'''
@lifted
def f(s):
    return sum(int(c) for c in s if c.isdigit()), [c for c in s if not c.isdigit()]
''', ('s',))
p('r19b_str3_str_eq_bool_int', r'''
@lifted
def f(x, b):
    return str(b) == "True", str(x) == "1", str(int(b)), str(b + 0), f"{b + 0}"
''', ('x', 'b'))
p('r19b_str3_percent_format', r'''
@lifted
def f(x, y):
    return "%d-%d" % (x, y), "%3d|%-3d|" % (x, y), "%s" % [x], "%+d" % x
''', ('x', 'y'))
p('r19b_m3_pow_zero_neg', r'''
@lifted
def g(x, y):
    return pow(x, y), x ** y, type(x ** y).__name__

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_m3_pow_mod_zero', r'''
@lifted
def g(x, y):
    return pow(x, 2, y), pow(x, y + 1, 3)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19b_m3_divmod_bool', r'''
@lifted
def g(x, b):
    return divmod(x, b), x % b, b // b

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r19b_m3_abs_neg_bool', r'''
@lifted
def f(x, b):
    return abs(b), -b, +b, abs(-x) == abs(x), type(abs(b)).__name__, type(+b).__name__
''', ('x', 'b'))
p('r19b_m3_shift_large', r'''
@lifted
def f(x, y):
    return (x << 40) >> 38, (1 << 62) + x, ((x << 64) >> 64) == x, (-1 >> y) if y >= 0 else 0
''', ('x', 'y'))
p('r19b_m3_gcd_many', r'''
import math
@lifted
def f(x, y):
    return math.gcd(x * 6, y * 4, 10), math.lcm(x, 4, y) if x and y else 0, math.gcd(0, x)
''', ('x', 'y'))
p('r19b_m3_isqrt_loop', r'''
import math
@lifted
def f(x, y):
    n = x * x + y + 5
    r = math.isqrt(n)
    return r, r * r <= n < (r + 1) * (r + 1)
''', ('x', 'y'))
p('r19b_m3_bit_count_loop_eq', r'''
@lifted
def f(x):
    n = x & 0xFF
    c = 0
    while n:
        c += n & 1
        n >>= 1
    return c, (x & 0xFF).bit_count(), bin(x & 0xFF).count("1")
''', ('x',))
p('r19b_min_none_two_string_loops', r'''
@lifted
def f(s):
    n = 0
    for c in s:
        n += 1
    for c in s:
        n += 1
    return n
''', ('s',))
p('r19b_min_dict_keys_changed_same_size', r'''
@lifted
def g(x):
    d = {0: 0, 1: 1}
    for k in d:
        if k == x:
            del d[k]
            d[5] = 1
    return list(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_min_list_mul_float_msg', r'''
@lifted
def g(x):
    return [1] * (x / 2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_min_slice_assign_int_msg', r'''
@lifted
def g(x):
    xs = [1, 2]
    xs[x:] = x
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_q_synth_slice_len', r'''
@lifted
def f(x):
    xs = [1, 2, 3, 4, 5]
    return len(xs[hole(int):x + 3])
''', ('x',), 'synthesize', 1)
p('r19b_q_synth_sorted_key', r'''
@lifted
def f(x, y):
    return sorted([x, y, 1], key=lambda v: (v - hole(int)) ** 2)[0]
''', ('x', 'y'), 'synthesize', 2)
p('r19b_q_synth_dict_get_default', r'''
@lifted
def f(x):
    d = {0: 10, 1: 20}
    return d.get(x, hole(int)) + x
''', ('x',), 'synthesize', -1)
p('r19b_q_synth_deque_rotate', r'''
import collections
@lifted
def f(x):
    d = collections.deque([0, 1, 2, 3])
    d.rotate(hole(int))
    return d[0] + x
''', ('x',), 'synthesize', 1)
p('r19b_q_synth_bisect_insert', r'''
import bisect
@lifted
def f(x, y):
    xs = [0, 2, 4]
    bisect.insort(xs, x + hole(int))
    return xs.index(y) if y in xs else -1
''', ('x', 'y'), 'synthesize', 1)
p('r19b_q_opt_counter_total', r'''
import collections
@lifted
def f(x, y):
    c = collections.Counter()
    c["a"] += x
    c["b"] += y * 2
    return c.total() - abs(x - y)
''', ('x', 'y'), 'optimize', 0)
p('r19b_q_opt_list_sum_filter', r'''
@lifted
def f(x, y):
    xs = [v for v in (x, y, x * y, -x) if v % 2 == 0]
    return sum(xs) + len(xs)
''', ('x', 'y'), 'optimize', 0)
p('r19b_q_opt_heap_top', r'''
import heapq
@lifted
def f(x, y):
    h = [3, x, y]
    heapq.heapify(h)
    return heapq.heappop(h) * 10 + h[0]
''', ('x', 'y'), 'optimize', 0)
p('r19b_q_debug_dict_pop', r'''
@lifted
def f(x, y):
    d = {1: x, 2: y}
    return d.pop(x, 0) + d.get(y, 5)
''', ('x', 'y'), 'debug', 0)
p('r19b_q_debug_list_index', r'''
@lifted
def f(x, y):
    xs = [0, 1, 2]
    return xs.index(x) * 10 + y
''', ('x', 'y'), 'debug', 0)
p('r19b_q_synth_set_len', r'''
@lifted
def f(x, y):
    return len({x, y, hole(int)})
''', ('x', 'y'), 'synthesize', 0)
p('r19b_q_opt_sorted_tuples', r'''
@lifted
def f(x, y):
    ps = sorted([(x, y), (y, x), (0, 1)])
    return ps[0][0] * 10 + ps[-1][1]
''', ('x', 'y'), 'optimize', 0)
p('r19b_e_deque_iter_no_mutation_break', r'''
import collections
@lifted
def f(x, y):
    d = collections.deque([x, y, 1])
    out = 0
    for v in d:
        if v == y:
            break
        out += v
    d.append(out)
    return list(d)
''', ('x', 'y'))
p('r19b_e_dict_iter_modify_values_ok', r'''
@lifted
def f(x, y):
    d = {0: x, 1: y}
    for k in d:
        d[k] = d[k] * 2 if k == x else d[k]
    return d
''', ('x', 'y'))
p('r19b_e_set_iter_discard_add', r'''
@lifted
def g(x):
    s = {0, 1}
    for v in s:
        if v == x:
            s.discard(v)
            s.add(7)
    return sorted(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_e_list_insert_float_idx', r'''
@lifted
def g(x):
    xs = [1]
    xs.insert(x / 1, 0)
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_e_tuple_mul_float', r'''
@lifted
def g(x):
    return (1,) * (x / 2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_e_str_mul_float', r'''
@lifted
def g(x):
    return "a" * (x / 2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_e_deque_slice_te', r'''
import collections
@lifted
def g(x):
    d = collections.deque([x, 1])
    return d[0:1]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r19b_e_deque_index_msg_start', r'''
import collections
@lifted
def g(x):
    return collections.deque([0, 1]).index(x, 1)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
# ---------------- r19c ----------------
p('r19c_s_assert_between_loops', r'''
@lifted
def f(s, x):
    n = 0
    for c in s:
        if c == 'a':
            n += 1
    assert n < 2
    for c in s:
        n += x
    return n
''', ('s', 'x'))
p('r19c_s_assume_len_then_loops', r'''
@lifted
def f(s, y):
    stamen.assume(len(s) <= 2)
    n = 0
    for c in s:
        n += 1
    if n > y:
        assert s != 'aa'
    for c in s:
        n = n * 2 + (c == 'a')
    return n
''', ('s', 'y'))
p('r19c_s_raise_caught_then_loop', r'''
@lifted
def f(s, x):
    try:
        if not s.lstrip('-').isdigit():
            raise ValueError(s)
        v = int(s)
    except ValueError:
        v = -1
    out = 0
    for i in range(v):
        out += i
    for c in s:
        out += x
    return out
''', ('s', 'x'))
p('r19c_s_failure_first_loop_break', r'''
@lifted
def f(s, b):
    n = 0
    for c in s:
        if c == '1':
            assert b
            break
        n += 1
    for c in s[n:]:
        n += 10
    return n
''', ('s', 'b'))
p('r19c_s_index_sym_in_loop', r'''
@lifted
def f(s, y):
    out = []
    i = 0
    while i < len(s):
        if i == y:
            assert s[i] != 'b'
        out.append(s[i])
        i += 1
    return ''.join(out), i
''', ('s', 'y'))
p('r19c_s_str_of_int_loop_assert', r'''
@lifted
def f(x, y):
    t = str(x * y)
    n = 0
    for c in t:
        if c == '-':
            assert x < 0 or y < 0
            continue
        n += int(c)
    return n, len(t)
''', ('x', 'y'))
p('r19c_s_int_of_str_after_branch', r'''
@lifted
def g(s, x):
    if x > 0:
        s = s + str(x)
    elif x < -1:
        raise KeyError(x)
    if not s.lstrip('-').isdigit():
        raise ValueError(s)
    n = int(s)
    total = 0
    for i in range(n):
        total += i
    return total

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r19c_s_two_strings_zip', r'''
@lifted
def f(s, x):
    t = str(x)
    n = 0
    for a, c in zip(s, t):
        if a == c:
            n += 1
    assert n <= 1
    for c in t:
        n += 1
    return n
''', ('s', 'x'))
p('r19c_r_range_after_assume', r'''
@lifted
def f(x, y):
    if y > 0:
        stamen.assume(x <= 3)
    total = 0
    for i in range(x):
        total += y
        assert total < 5
    return total
''', ('x', 'y'))
p('r19c_r_two_ranges_assert_mid', r'''
@lifted
def f(x, y):
    a = 0
    for i in range(x):
        a += 1
    assert a != 2 or y != 1
    for j in range(y):
        a += x
    return a
''', ('x', 'y'))
p('r19c_r_while_symbolic_assert', r'''
@lifted
def f(x, y):
    i = x
    n = 0
    while i < y:
        i += 1
        n += 1
        if n == 3:
            assert x > -3
    return i, n
''', ('x', 'y'))
p('r19c_r_while_raise_caught_loop', r'''
@lifted
def g(x, y):
    out = []
    i = 0
    while i < x:
        try:
            if i == y:
                raise ValueError(i)
            out.append(i)
        except ValueError as e:
            out.append(-1)
        finally:
            i += 1
    assert len(out) < 3
    return out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19c_r_range_step_sym', r'''
@lifted
def f(x, y):
    if y == 0:
        y = 1
    n = 0
    for i in range(x, 4, y):
        n += i
    assert n != 6
    return n
''', ('x', 'y'))
p('r19c_r_nested_range_sym', r'''
@lifted
def f(x, y):
    n = 0
    for i in range(x):
        for j in range(i, y):
            n += 1
            if n > 4:
                assert i > 0
    return n
''', ('x', 'y'))
p('r19c_rec_depth_assert', r'''
@lifted
def h(n):
    if n <= 0:
        assert n > -3
        return 0
    return 1 + h(n - 1)

@lifted
def f(x, y):
    return h(x) + h(y)
''', ('x', 'y'))
p('r19c_pow_neg_then_loop', r'''
@lifted
def g(x, y):
    v = x ** y
    n = 0
    for i in range(int(v)):
        n += 1
    return v, n

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19c_shift_neg_then_loop', r'''
@lifted
def g(x, y):
    v = x << y
    n = 0
    while v > 0:
        v -= 2
        n += 1
    return n

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r19c_rec_sym_str', r'''
@lifted
def h(s, i):
    if i >= len(s):
        return 0
    return (s[i] == 'a') + h(s, i + 1)

@lifted
def f(s, y):
    n = h(s, 0)
    assert n < 2 or y != 0
    return n + h(s, max(y, 0))
''', ('s', 'y'))
p('r19c_gen_chars_raise_caught', r'''
@lifted
def chars(s):
    for c in s:
        if c == '-':
            raise ValueError('minus')
        yield c

@lifted
def f(s, x):
    out = []
    try:
        for c in chars(s):
            out.append(c)
    except ValueError:
        out.append('!')
    for i in range(x):
        out.append(i)
    return out
''', ('s', 'x'))
p('r19c_gen_range_assert_in_gen', r'''
@lifted
def gen(n):
    for i in range(n):
        assert i < 2
        yield i * i

@lifted
def f(x, b):
    if b:
        return sum(gen(x))
    return list(gen(1))
''', ('x', 'b'))
p('r19c_gen_while_send', r'''
@lifted
def acc():
    total = 0
    while True:
        v = yield total
        if v is None:
            return
        total += v

@lifted
def f(x, y):
    g = acc()
    next(g)
    r = 0
    for i in range(x):
        r = g.send(y)
    return r
''', ('x', 'y'))
p('r19c_try_else_finally_loop', r'''
@lifted
def f(x, s):
    log = []
    try:
        if x < 0:
            raise IndexError
        for c in s:
            log.append(c)
    except IndexError:
        log.append('E')
    else:
        log.append('ok')
    finally:
        for i in range(x):
            log.append(i)
    return log
''', ('x', 's'))
p('r19c_try_assert_catch_loop', r'''
@lifted
def f(s, y):
    n = 0
    try:
        for c in s:
            assert c != 'b', c
            n += 1
    except AssertionError as e:
        n = -n
    for c in s[:y]:
        n += 100
    return n
''', ('s', 'y'))
p('r19c_try_finally_return_in_loop', r'''
@lifted
def f(x, y):
    out = 0
    for i in range(x):
        try:
            if i == y:
                return out, 'ret'
            out += i
        finally:
            out += 10
    return out, 'end'
''', ('x', 'y'))
p('r19c_choose_loop_bound', r'''
@lifted
def f(x):
    n = choose(1, x, 3)
    t = 0
    for i in range(n):
        t += i
    assert t < 3
    return n, t
''', ('x',), choice=3)
p('r19c_set_objs_id_order', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    s = {A(x), A(x + 1), A(x - 1), A(2 * x), A(-x)}
    n = 0
    for a in s:
        if a.v > 0:
            n += a.v
    return n
''', ('x',))
p('r19c_min_set_objs_branch_order', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    n = 0
    for a in {A(x), A(-x), A(x - 1)}:
        if a.v > 0:
            n += 1
    return n
''', ('x',))
p('r19c_min_set_two_objs', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    n = 0
    for a in {A(x), A(-x)}:
        if a.v > 0:
            n += 1
    return n
''', ('x',))
p('r19c_set_objs_no_branch_sum', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    if x > 0:
        x = -x
    return sum(a.v for a in {A(x), A(x + 1), A(x + 2)})
''', ('x',))
p('r19c_set_objs_any', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v

@lifted
def f(x, y):
    s = {A(x), A(y), A(x + y)}
    return any(a.v == 2 for a in s), all(a.v < 3 for a in s)
''', ('x', 'y'))
p('r19c_union_method_loop_str', r'''
@lifted
class A:
    def m(self, s):
        n = 0
        for c in s:
            if c == 'a':
                n += 1
        return n

@lifted
class B:
    def m(self, s):
        assert s != '10'
        return len(s) * 2

@lifted
def f(s, y):
    o = [A(), B(), A()][y % 3]
    r = o.m(s)
    for i in range(r):
        y += 1
    return r, y
''', ('s', 'y'))
p('r19c_union_list_len_loop', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3] if x > 0 else [4]
    ys = [xs, [], [7, 8]][y % 3]
    n = 0
    for v in ys:
        if v > x:
            n += v
    assert n != 7
    return n
''', ('x', 'y'))
p('r19c_list_len_symbolic_loop', r'''
@lifted
def f(x, y):
    xs = []
    for i in range(x):
        xs.append(i * y)
    assert len(xs) < 3 or y >= 0
    t = 0
    for v in xs:
        if v > 0:
            t += v
        else:
            t -= 1
    return t, xs[-1:]
''', ('x', 'y'))
p('r19c_list_pop_while', r'''
@lifted
def f(x, y):
    xs = list(range(x))
    out = 0
    while xs:
        v = xs.pop()
        if v == y:
            assert x != 3
            continue
        out += v
    return out
''', ('x', 'y'))
p('r19c_cache_log_branch', r'''
import functools
LOG = []

@functools.cache
@lifted
def h(n):
    LOG.append(n)
    return n * 2

@lifted
def f(x):
    a = h(1)
    if x > 0:
        r = len(LOG)
    else:
        r = -len(LOG)
    return r, a
''', ('x',))
p('r19c_min_cache_skip_none', r'''
import functools
LOG = stamen.List([])

@functools.cache
@lifted
def h():
    LOG.append(0)

@lifted
def f(x):
    h()
    if x > 0:
        return len(LOG)
    return -len(LOG)
''', ('x',))
p('r19c_b2_str_loop_exc_then_range', r'''
@lifted
def f(s, x):
    n = 0
    try:
        for c in s:
            if c == '-':
                raise ValueError(n)
            n += 1
    except ValueError as e:
        n = e.args[0] - 10
    r = 0
    for i in range(n):
        r += x
    return n, r
''', ('s', 'x'))
p('r19c_b2_while_pow_assert', r'''
@lifted
def f(x, y):
    k = 0
    v = 1
    while v < x ** 2:
        v *= 2
        k += 1
    assert k < 3 or y > 0
    return k, 2 ** k
''', ('x', 'y'))
p('r19c_b2_shift_loop_bound', r'''
@lifted
def f(x, y):
    if y < 0:
        return -1
    n = x << y
    c = 0
    for i in range(n):
        c += 1
        if c == 5:
            assert x != 3
    return c
''', ('x', 'y'))
p('r19c_b2_gen_yield_str_slices', r'''
@lifted
def pieces(s, n):
    i = 0
    while i < len(s):
        yield s[i:i + n]
        i += n

@lifted
def f(s, y):
    if y <= 0:
        return []
    return list(pieces(s, y))
''', ('s', 'y'))
p('r19c_b2_finally_assert_loop', r'''
@lifted
def f(x, y):
    n = 0
    try:
        for i in range(x):
            n += i
            if n > y:
                break
    finally:
        assert n != 3
    for j in range(n):
        y -= 1
    return n, y
''', ('x', 'y'))
p('r19c_b2_except_else_loop_str', r'''
@lifted
def f(s, b):
    out = []
    try:
        if b and s:
            raise KeyError(s[0])
    except KeyError as e:
        out.append(e.args[0])
    else:
        for c in s:
            out.append(c.upper())
    for c in s[::-1]:
        out.append(c)
    return ''.join(out)
''', ('s', 'b'))
p('r19c_b2_nested_while_str', r'''
@lifted
def f(s, y):
    i = 0
    runs = []
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        runs.append(j - i)
        i = j
    assert max(runs, default=0) <= 2
    return runs, y * len(runs)
''', ('s', 'y'))
p('r19c_b2_list_sym_len_slice', r'''
@lifted
def f(x, y):
    xs = [i for i in range(x)]
    ys = xs[y:]
    t = 0
    for v in ys:
        t += v
    assert t < 3 or x == 3
    return ys, t
''', ('x', 'y'))
p('r19c_b2_assume_after_loop_list', r'''
@lifted
def f(x, y):
    xs = []
    for i in range(x):
        xs.append(y)
    stamen.assume(len(xs) <= 3)
    total = 0
    for v in xs:
        total += v
    return total
''', ('x', 'y'))
p('r19c_b2_recursion_exc_depth', r'''
@lifted
def h(n, y):
    if n == y:
        raise ValueError(n)
    if n <= 0:
        return 0
    return 1 + h(n - 1, y)

@lifted
def f(x, y):
    try:
        r = h(x, y)
    except ValueError as e:
        r = 100 + e.args[0]
    for i in range(r % 4):
        r += 1
    return r
''', ('x', 'y'))
p('r19c_b2_for_else_str_find', r'''
@lifted
def f(s, x):
    for i, c in enumerate(s):
        if c == str(x):
            pos = i
            break
    else:
        pos = -1
    assert pos != 1 or x != 0
    return pos, s[pos + 1:]
''', ('s', 'x'))
p('r19c_b2_bool_loop_flip', r'''
@lifted
def f(b, x):
    n = 0
    while b:
        n += 1
        b = n < x
    assert n < 3
    return n, b
''', ('b', 'x'))
p('r19c_b2_choose_str_loop', r'''
@lifted
def f(s):
    t = choose(s, s + 'a', '')
    n = 0
    for c in t:
        n += 1
    assert n < 3
    return t, n
''', ('s',), choice=3)
p('r19c_b2_divmod_loop', r'''
@lifted
def f(x, y):
    q = 0
    r = x
    if y <= 0:
        raise ZeroDivisionError
    while r >= y:
        r -= y
        q += 1
    while r < 0:
        r += y
        q -= 1
    return (q, r) == divmod(x, y), q
''', ('x', 'y'))
p('r19c_set_lambdas_order', r'''
@lifted
def f(x):
    fs = {lambda: x, lambda: -x, lambda: x - 1}
    n = 0
    for g in fs:
        if g() > 0:
            n += 1
    return n
''', ('x',))
p('r19c_sorted_key_id_objs', r'''
@lifted
class A:
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    objs = sorted([A(x), A(-x), A(x + 1)], key=id)
    return sum(1 for a in objs if a.v > 0)
''', ('x',))
# ---------------- r19d ----------------
p('r19d_syn_money_add_dunder', r'''
@lifted
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        return Money(self.cents + other.cents + hole(int))
    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents
    __hash__ = None

@lifted
def f(x, y):
    m = Money(x) + Money(y) + Money(1)
    return m.cents
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_dataclass_order_pick', r'''
@lifted
@dataclasses.dataclass(order=True)
class Item:
    prio: int
    name: str

@lifted
def f(x, y):
    items = sorted([Item(x, "a"), Item(y, "b"), Item(0, "c")])
    return items[hole(int)].name
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_sorted_key_mult_stability', r'''
@lifted
def f(x, y):
    c = hole(int)
    return tuple(sorted([x, y, 1, -1], key=lambda v: v * c))
''', ('x', 'y'), 'synthesize', 0)
p('r19d_syn_min_key_ties', r'''
@lifted
def f(x, y):
    c = hole(int)
    return min([y, x, 2], key=lambda v: abs(v - c))
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_max_key_itemgetter', r'''
import operator
@lifted
def f(x, y):
    pairs = [(x, y), (y, x), (1, 1)]
    return max(pairs, key=operator.itemgetter(hole(int)))
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_str_len_of_product', r'''
@lifted
def f(x, y):
    return len(str(x * hole(int))) + y
''', ('x', 'y'), 'synthesize', -2)
p('r19d_syn_fstring_eq', r'''
@lifted
def f(x, y):
    return f"{x}:{y}" == f"{hole(int)}:{y}"
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_try_zerodiv_caught', r'''
@lifted
def f(x, y):
    try:
        r = 12 // (x - hole(int))
    except ZeroDivisionError:
        r = -100
    return r + y
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_custom_exc_code', r'''
@lifted
class AppError(Exception):
    def __init__(self, code):
        super().__init__("app error %d" % code)
        self.code = code

@lifted
def check(v):
    if v > 1:
        raise AppError(v + hole(int))
    return v

@lifted
def f(x, y):
    try:
        return check(x) * 10 + y
    except AppError as e:
        return e.code + len(str(e))
''', ('x', 'y'), 'synthesize', 3)
p('r19d_syn_loop_break_threshold', r'''
@lifted
def f(x, y):
    total = 0
    for i in range(6):
        if total > x + hole(int):
            break
        total += i
    return total + y
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_for_else_search', r'''
@lifted
def f(x, y):
    for i, v in enumerate([x, y, x + y]):
        if v < hole(int):
            return i
    else:
        return -1
''', ('x', 'y'), 'synthesize', -1)
p('r19d_syn_while_break_counter', r'''
@lifted
def f(x):
    n = 0
    v = x
    while True:
        if v >= hole(int) or n >= 5:
            break
        v += 2
        n += 1
    return n
''', ('x',), 'synthesize', 3)
p('r19d_syn_heapq_kth', r'''
@lifted
def f(x, y):
    h = []
    for v in [x, y, 0, 3, -x]:
        heapq.heappush(h, v)
    out = None
    for _ in range(hole(int)):
        out = heapq.heappop(h)
    return out
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_heapq_nsmallest_sum', r'''
@lifted
def f(x, y):
    return sum(heapq.nsmallest(2, [x, y, hole(int), 2]))
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_any_all_threshold', r'''
@lifted
def f(x, y):
    c = hole(int)
    return (any(v > c for v in [x, y]), all(v >= c for v in [x, y]))
''', ('x', 'y'), 'synthesize', 0)
p('r19d_syn_sum_gen_filter', r'''
@lifted
def f(x, y):
    return sum(v * x for v in range(4) if v != hole(int)) + y
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_counter_threshold_count', r'''
@lifted
def f(x, y):
    c = collections.Counter([x % 3, y % 3, (x + y) % 3, 1])
    return sum(1 for k in c if c[k] > hole(int))
''', ('x', 'y'), 'synthesize', 0)
p('r19d_syn_counter_index_key', r'''
@lifted
def f(x, y):
    c = collections.Counter(str(abs(x)) + str(abs(y)) + "1")
    return c[str(hole(int))]
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_method_choice_getattr', r'''
@lifted
class Acc:
    def __init__(self, v):
        self.v = v
    def inc(self):
        self.v += 1
        return self
    def dbl(self):
        self.v *= 2
        return self
    def neg(self):
        self.v = -self.v
        return self

@lifted
def f(x, y):
    a = Acc(x)
    name = ["inc", "dbl", "neg"][hole(int)]
    getattr(a, name)()
    return a.v + y
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_method_table_bound', r'''
@lifted
class Acc:
    def __init__(self, v):
        self.v = v
    def inc(self, k):
        return self.v + k
    def sub(self, k):
        return self.v - k
    def mul(self, k):
        return self.v * k

@lifted
def f(x, y):
    a = Acc(x)
    ops = [a.inc, a.sub, a.mul]
    return ops[hole(int)](y)
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_cmp_op_table', r'''
import operator
@lifted
def f(x, y):
    cmps = [operator.lt, operator.le, operator.gt, operator.ge, operator.eq, operator.ne]
    return x if cmps[hole(int)](x, y) else y
''', ('x', 'y'), 'synthesize', 3)
p('r19d_syn_branch_mode', r'''
@lifted
def f(x, y):
    mode = hole(int)
    if mode == 0:
        return x + y
    elif mode == 1:
        return max(x, y)
    elif mode == 2:
        return x if x > y else -y
    return 0
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_chained_cmp', r'''
@lifted
def f(x):
    return -1 < x <= hole(int)
''', ('x',), 'synthesize', 2)
p('r19d_syn_bool_dunder', r'''
@lifted
class Box:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v > hole(int)

@lifted
def f(x, y):
    boxes = [Box(x), Box(y)]
    return tuple([b.v for b in boxes if b] or [0])
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_len_dunder', r'''
@lifted
class Bag:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items) + hole(int)

@lifted
def f(x, y):
    b = Bag([v for v in (x, y) if v > 0])
    return len(b) * 2 + (1 if b else 0)
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_contains_dunder', r'''
@lifted
class Interval:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __contains__(self, v):
        return self.lo <= v < self.hi

@lifted
def f(x, y):
    iv = Interval(hole(int), 2)
    return (x in iv, y in iv, x + y in iv)
''', ('x', 'y'), 'synthesize', -1)
p('r19d_syn_eq_hash_dict', r'''
@lifted
class Key:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v % hole(int) == other.v % hole(int)
    def __hash__(self):
        return 0

@lifted
def f(x, y):
    d = {Key(x): "a"}
    d[Key(y)] = "b"
    return len(d), d[Key(x)]
''', ('x', 'y'), 'synthesize', 3)
p('r19d_syn_lt_dunder_sort', r'''
@lifted
class V:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return abs(self.v - hole(int)) < abs(other.v - hole(int))

@lifted
def f(x, y):
    return tuple(o.v for o in sorted([V(x), V(y), V(0)]))
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_property_scale', r'''
@lifted
class Temp:
    def __init__(self, c):
        self._c = c
    @property
    def f(self):
        return self._c * hole(int) + 3
    @f.setter
    def f(self, v):
        self._c = v - 3

@lifted
def f(x, y):
    t = Temp(x)
    a = t.f
    t.f = y
    return a, t.f
''', ('x', 'y'), 'synthesize', -2)
p('r19d_syn_inherit_class_pick', r'''
@lifted
class Base:
    def area(self, a, b):
        return a * b
    def describe(self, a, b):
        return "base" + str(self.area(a, b))

@lifted
class Tri(Base):
    def area(self, a, b):
        return a * b // 2

@lifted
class Sq(Base):
    def describe(self, a, b):
        return "sq" + str(a * a)

@lifted
def f(x, y):
    cls = [Base, Tri, Sq][hole(int)]
    return cls().describe(x, y)
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_dataclass_post_init', r'''
@lifted
@dataclasses.dataclass
class Rect:
    w: int
    h: int
    area: int = dataclasses.field(init=False)
    def __post_init__(self):
        if self.w < 0 or self.h < 0:
            raise ValueError("negative")
        self.area = self.w * self.h + hole(int)

@lifted
def f(x, y):
    try:
        r = Rect(x, y)
    except ValueError as e:
        return (str(e), 0)
    return ("ok", r.area)
''', ('x', 'y'), 'synthesize', 4)
p('r19d_syn_dataclass_default_factory', r'''
@lifted
@dataclasses.dataclass
class Stack:
    items: list = dataclasses.field(default_factory=list)
    limit: int = 3
    def push(self, v):
        if len(self.items) >= self.limit:
            return False
        self.items.append(v)
        return True

@lifted
def f(x, y):
    s = Stack(limit=hole(int))
    pushed = [s.push(v) for v in (x, y, x + y)]
    return pushed.count(True), sum(s.items)
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_divmod_neg', r'''
@lifted
def f(x):
    q, r = divmod(x * 5 + 1, hole(int))
    return q, r
''', ('x',), 'synthesize', -2)
p('r19d_syn_pow_mod', r'''
@lifted
def f(x):
    return pow(x + 4, 2, hole(int))
''', ('x',), 'synthesize', 5)
p('r19d_syn_bitmask', r'''
@lifted
def f(x, y):
    m = hole(int)
    return (x & m, y | m, (x ^ m) >> 1)
''', ('x', 'y'), 'synthesize', -4)
p('r19d_syn_list_remove_caught', r'''
@lifted
def f(x, y):
    xs = [x, y, x]
    try:
        xs.remove(hole(int))
    except ValueError as e:
        return ("err", str(e))
    return ("ok",) + tuple(xs)
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_index_caught', r'''
@lifted
def f(x, y):
    xs = [x, y, 2]
    try:
        return xs.index(hole(int))
    except ValueError:
        return -1
''', ('x', 'y'), 'synthesize', 0)
p('r19d_syn_dict_setdefault_values', r'''
@lifted
def f(x, y):
    d = {"a": x}
    d.setdefault("b", hole(int))
    d.setdefault("a", 99)
    if y > 0:
        d["c"] = y
    return sum(d.values()), tuple(sorted(d))
''', ('x', 'y'), 'synthesize', -1)
p('r19d_syn_set_union_len', r'''
@lifted
def f(x, y):
    s = {x, y} | {hole(int), 0}
    return len(s), min(s)
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_max_default_gen', r'''
@lifted
def f(x, y):
    return max((v for v in [x, y, x - y] if v > hole(int)), default=-9)
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_closure_nonlocal_step', r'''
@lifted
def make_counter(step):
    n = 0
    def tick():
        nonlocal n
        n += step
        return n
    return tick

@lifted
def f(x):
    t = make_counter(hole(int))
    a = t()
    b = t()
    return a * x + b
''', ('x',), 'synthesize', 3)
p('r19d_syn_classmethod_factory', r'''
@lifted
class Pt:
    scale = 1
    def __init__(self, a, b):
        self.a, self.b = a, b
    @classmethod
    def scaled(cls, a, b):
        return cls(a * cls.scale, b * cls.scale)
    @staticmethod
    def norm1(p):
        return abs(p.a) + abs(p.b)

@lifted
def f(x, y):
    Pt.scale = hole(int)
    p = Pt.scaled(x, y)
    Pt.scale = 1
    return Pt.norm1(p)
''', ('x', 'y'), 'synthesize', 10)
p('r19d_syn_str_repeat_pad', r'''
@lifted
def f(x):
    s = str(x)
    pad = "0" * (hole(int) - len(s))
    return pad + s
''', ('x',), 'synthesize', 3)
p('r19d_syn_str_input_prefix', r'''
@lifted
def f(s):
    n = hole(int)
    return s[:n] + "|" + s[n:].upper()
''', ('s',), 'synthesize', 1)
p('r19d_syn_str_input_count', r'''
@lifted
def f(s, x):
    return len(s) >= hole(int) and x > 0
''', ('s', 'x'), 'synthesize', 2)
p('r19d_syn_isinstance_exc_dispatch', r'''
@lifted
def risky(v, k):
    if k == 0:
        return 10 // v
    if k == 1:
        return [1, 2, 3][v]
    return {"a": 1}["b" if v else "a"]

@lifted
def f(x, y):
    try:
        return ("ok", risky(x, hole(int)))
    except (ZeroDivisionError, IndexError) as e:
        return (type(e).__name__, 0)
    except KeyError:
        return ("key", 0)
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_try_finally_count', r'''
@lifted
def f(x, y):
    log = []
    for i in range(3):
        try:
            if i == hole(int):
                break
            log.append(i * x)
        finally:
            log.append(y)
    return tuple(log)
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_bool_arith_mix', r'''
@lifted
def f(x, b):
    return (b + hole(int)) * x + (x > 0)
''', ('x', 'b'), 'synthesize', 2)
p('r19d_syn_matrix_row_pick', r'''
@lifted
def f(x, y):
    m = [[x, y], [y, x], [x + y, 0]]
    row = m[hole(int)]
    return sum(row), tuple(row[::-1])
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_deque_rotate', r'''
@lifted
def f(x, y):
    d = collections.deque([x, y, 0])
    d.rotate(hole(int))
    return tuple(d)
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_zip_enumerate_weight', r'''
@lifted
def f(x, y):
    w = [1, hole(int), 3]
    return sum(i * a * b for i, (a, b) in enumerate(zip(w, [x, y, 1])))
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_reversed_slice_step', r'''
@lifted
def f(x, y):
    xs = list(range(x, x + 6))
    return xs[::hole(int)][-1] + y
''', ('x', 'y'), 'synthesize', 2)
p('r19d_opt_counter_total_mode', r'''
@lifted
def f(x, y):
    c = collections.Counter([x % 3, y % 3, (x * y) % 3, 0])
    top = max(c.values())
    return top * 10 + sum(c.values()) - len(c)
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_sorted_objs_lt', r'''
@lifted
class Task:
    def __init__(self, prio, name):
        self.prio, self.name = prio, name
    def __lt__(self, other):
        return (self.prio, self.name) < (other.prio, other.name)

@lifted
def f(x, y):
    ts = sorted([Task(x, "b"), Task(y, "a"), Task(1, "c")])
    return ts[0].prio * 3 + len(ts[0].name) + ord(ts[-1].name) - 97
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_digit_sum_str', r'''
@lifted
def f(x, y):
    n = abs(x * 7 + y * 13 + 10)
    return sum(int(ch) for ch in str(n))
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_exc_tuple_caught', r'''
@lifted
def parse(v, w):
    if v < -1:
        raise ValueError("neg %d" % v)
    if w == 0:
        raise KeyError(v)
    return v * w

@lifted
def f(x, y):
    try:
        return parse(x, y)
    except (ValueError, KeyError) as e:
        return len(str(e)) * -1
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_loop_break_else_acc', r'''
@lifted
def f(x, y):
    acc = 0
    for i in range(1, 5):
        acc += x * i
        if acc > 2 * y + 3:
            break
    else:
        acc = -acc
    return acc
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_dataclass_eq_in_list', r'''
@lifted
@dataclasses.dataclass
class P:
    a: int
    b: int

@lifted
def f(x, y):
    pts = [P(1, 2), P(x, y), P(y, x)]
    return pts.count(P(x, y)) * 10 + (P(2, 1) in pts) + pts.index(P(y, x))
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_set_comp_mods', r'''
@lifted
def f(x, y):
    s = {v % 3 for v in (x, y, x * y, x - y)}
    return len(s) * 10 + sum(s)
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_sorted_tuple_key', r'''
@lifted
def f(x, y):
    pairs = [("a", x), ("b", y), ("c", 0)]
    pairs.sort(key=lambda p: (-p[1], p[0]))
    return ord(pairs[0][0]) * 10 + pairs[1][1]
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_min_max_objs_key', r'''
@lifted
class Emp:
    def __init__(self, name, pay):
        self.name, self.pay = name, pay

@lifted
def f(x, y):
    es = [Emp("ann", x), Emp("bo", y), Emp("cy", 1)]
    lo = min(es, key=lambda e: e.pay)
    hi = max(es, key=lambda e: e.pay)
    return len(lo.name) * 10 + len(hi.name) + (lo is hi)
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_repr_len', r'''
@lifted
def f(x, y):
    return len(repr([x, str(y), (x, None)]))
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_int_from_joined', r'''
@lifted
def f(x, y):
    s = "".join(str(d) for d in [abs(x), abs(y), 1])
    return int(s) - 100
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_heap_scheduler_pop', r'''
@lifted
def f(x, y):
    h = [(x, "x"), (y, "y")]
    heapq.heapify(h)
    heapq.heappush(h, (0, "z"))
    first = heapq.heappop(h)
    second = heapq.heappushpop(h, (1, "w"))
    return ord(first[1]) * 100 + ord(second[1]) + first[0]
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_assert_in_method', r'''
@lifted
class Account:
    def __init__(self, bal):
        self.bal = bal
    def withdraw(self, amt):
        assert amt <= self.bal, "insufficient"
        self.bal -= amt
        return self.bal

@lifted
def f(x, y):
    a = Account(x + 2)
    a.withdraw(y)
    return a.withdraw(1)
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_dict_counting_words', r'''
@lifted
def f(x, y):
    words = ["a" if x > 0 else "b", "b" if y > 0 else "c", "a" * (y % 2 + 1)]
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    best = max(counts, key=counts.get)
    return len(counts) * 100 + counts[best] * 10 + len(best)
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_any_all_objs', r'''
@lifted
class Pos:
    def __init__(self, v):
        self.v = v
    def ok(self):
        return self.v > 0

@lifted
def f(x, y):
    ps = [Pos(x), Pos(y), Pos(x + y)]
    return any(p.ok() for p in ps) * 4 + all(p.ok() for p in ps) * 2 + sum(p.ok() for p in ps)
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_exception_in_loop_continue', r'''
@lifted
def f(x, y):
    total = 0
    for d in (x, y, x - y, 1):
        try:
            total += 12 // d
        except ZeroDivisionError:
            total -= 1
            continue
    return total
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_eq_dunder_set_dedupe', r'''
@lifted
class Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __eq__(self, o):
        return {self.a, self.b} == {o.a, o.b}
    def __hash__(self):
        return hash(self.a) ^ hash(self.b)

@lifted
def f(x, y):
    s = {Pair(x, y), Pair(y, x), Pair(1, 1), Pair(x, 1)}
    return len(s)
''', ('x', 'y'), 'optimize', 0)
p('r19d_syn_heap_objects_lt', r'''
@lifted
class Job:
    def __init__(self, name, cost):
        self.name, self.cost = name, cost
    def __lt__(self, other):
        if self.cost != other.cost:
            return self.cost < other.cost
        return self.name < other.name

@lifted
def f(x, y):
    h = []
    for j in (Job("a", x), Job("b", y), Job("c", hole(int))):
        heapq.heappush(h, j)
    return "".join(heapq.heappop(h).name for _ in range(3))
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_most_common_first', r'''
@lifted
def f(x, y):
    c = collections.Counter([x, y, hole(int), 1])
    return c.most_common(1)[0][1], len(c)
''', ('x', 'y'), 'synthesize', 0)
p('r19d_syn_try_else_finally_log', r'''
@lifted
def f(x, y):
    log = ""
    try:
        v = 6 // (y - hole(int))
    except ZeroDivisionError:
        log += "z"
        v = 0
    else:
        log += "e" + str(v)
    finally:
        log += "f"
    return log, v + x
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_dict_dispatch_funcs', r'''
@lifted
def add(a, b):
    return a + b

@lifted
def sub(a, b):
    return a - b

@lifted
def f(x, y):
    table = {0: add, 1: sub, 2: max}
    fn = table.get(hole(int), min)
    return fn(x, y)
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_reraise_wrapped', r'''
@lifted
class ParseError(Exception):
    pass

@lifted
def parse(v):
    try:
        return [10, 20, 30][v]
    except IndexError as e:
        raise ParseError("bad index " + str(v)) from e

@lifted
def f(x, y):
    try:
        return parse(x + hole(int)) + y
    except ParseError as e:
        return len(str(e)) + (e.__cause__ is not None) * 100
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_static_cmp_chain_objs', r'''
@lifted
class Ver:
    def __init__(self, major, minor):
        self.t = (major, minor)
    def __lt__(self, o):
        return self.t < o.t
    def __le__(self, o):
        return self.t <= o.t

@lifted
def f(x, y):
    a, b, c = Ver(x, y), Ver(hole(int), 0), Ver(1, 1)
    return (a < b, b <= c, a < b <= c, max([a, b, c]).t)
''', ('x', 'y'), 'synthesize', 0)
p('r19d_syn_bisect_grades', r'''
import bisect
@lifted
def f(x):
    cuts = [-1, hole(int), 3]
    return "FCBA"[bisect.bisect_right(cuts, x)]
''', ('x',), 'synthesize', 2)
p('r19d_syn_set_diff_sym', r'''
@lifted
def f(x, y):
    a = {x, y, 1}
    b = {hole(int), 2}
    return tuple(sorted(a - b)), tuple(sorted(a ^ b)), a <= b | {x, y}
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_all_pairs_break', r'''
@lifted
def f(x, y):
    xs = [x, y, 0, 2]
    found = ()
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == hole(int):
                found = (i, j)
                break
        if found:
            break
    return found
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_enumerate_start_dict', r'''
@lifted
def f(x, y):
    d = {i: v for i, v in enumerate([x, y, 3], start=hole(int))}
    return d.get(1, -9), d.get(2, -9), len(d)
''', ('x', 'y'), 'synthesize', 1)
p('r19d_syn_abs_sort_custom_key_method', r'''
@lifted
class Ranker:
    def __init__(self, pivot):
        self.pivot = pivot
    def key(self, v):
        return (abs(v - self.pivot), v)

@lifted
def f(x, y):
    r = Ranker(hole(int))
    return tuple(sorted([x, y, 0, 3], key=r.key))
''', ('x', 'y'), 'synthesize', 2)
p('r19d_syn_exc_in_comprehension', r'''
@lifted
def safe(v):
    try:
        return 12 // v
    except ZeroDivisionError:
        return None

@lifted
def f(x, y):
    vals = [safe(v - hole(int)) for v in (x, y, 2)]
    return sum(v for v in vals if v is not None), vals.count(None)
''', ('x', 'y'), 'synthesize', 0)
p('r19d_opt_iter_protocol_class', r'''
@lifted
class Span:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __iter__(self):
        v = self.lo
        while v < self.hi:
            yield v
            v += 1
    def __len__(self):
        return max(0, self.hi - self.lo)

@lifted
def f(x, y):
    s = Span(x, y + 1)
    return sum(s) * 10 + len(s) + (3 in list(s))
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_counter_arith', r'''
@lifted
def f(x, y):
    a = collections.Counter({"p": x + 3, "q": 2})
    b = collections.Counter({"p": 1, "q": y + 1})
    a.subtract(b)
    a.update({"r": x})
    return a["p"] * 100 + a["q"] * 10 + a["r"] + len(a)
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_heap_objects_order', r'''
@lifted
class Job:
    def __init__(self, cost, name):
        self.cost, self.name = cost, name
    def __lt__(self, o):
        return (self.cost, self.name) < (o.cost, o.name)

@lifted
def f(x, y):
    h = [Job(x, "a"), Job(y, "b"), Job(0, "c"), Job(x - y, "d")]
    heapq.heapify(h)
    order = ""
    while h:
        order += heapq.heappop(h).name
    return {"a": 1, "b": 2, "c": 3, "d": 4}[order[0]] * 10 + {"a": 1, "b": 2, "c": 3, "d": 4}[order[-1]]
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_finally_counts_break', r'''
@lifted
def f(x, y):
    n = 0
    cleaned = 0
    for i in range(5):
        try:
            if i * x > y + 2:
                break
            if i == y:
                continue
            n += i
        finally:
            cleaned += 1
    return n * 10 + cleaned
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_dataclass_sorted_replace', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class Pt:
    a: int
    b: int
    def norm(self):
        return abs(self.a) + abs(self.b)

@lifted
def f(x, y):
    ps = [Pt(x, y), Pt(y, -x), dataclasses.replace(Pt(1, 1), b=x)]
    ps.sort(key=Pt.norm)
    return ps[0].norm() * 10 + len(set(ps))
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_assert_loop_invariant', r'''
@lifted
def f(x, y):
    bal = 5
    for amt in (x, y, x + y):
        bal -= amt
        assert bal >= 0, "overdrawn"
    return bal
''', ('x', 'y'), 'optimize', 0)
p('r19d_opt_any_break_early', r'''
@lifted
def f(x, y):
    seen = []
    def check(v):
        seen.append(v)
        return v > 1
    r = any(check(v) for v in (x, y, 2, x + y))
    return len(seen) * 10 + r
''', ('x', 'y'), 'optimize', 0)
p('r19d_min_debug_none_relaxed_branch', r'''
@lifted
def sub():
    return 27

@lifted
def disc(total):
    if total > 20:
        return total // 10
    return 0

@lifted
def f(x):
    return disc(sub()) + x
''', ('x',), 'optimize', 0)

ROUND19_OPEN: dict[str, str] = {}

# The CI slice: the minimal forms of the defects fixed.
ROUND19_CI: frozenset[str] = frozenset({
    'r19a_del_slot_unset_message', 'r19a_identity_union_dict_values_eq', 'r19a_min_bare_raise_in_lifted_helper',
    'r19a_min_bool_returns_int_message', 'r19a_min_count_identity_union', 'r19a_min_del_descriptor_get_raises',
    'r19a_min_del_property_runs_getter', 'r19a_min_dict_kwargs_union_caught', 'r19a_min_in_list_identity_union_element',
    'r19a_min_int_returns_symbolic_float_message', 'r19a_min_percent_s_leaks_term_name', 'r19a_min_property_no_setter_message',
    'r19a_min_str_returns_symbolic_int', 'r19a_min_sys_exception_in_except', 'r19b_min_deque_hash_typename',
    'r19b_min_deque_mutated_during_iter', 'r19b_min_deque_remove_msg', 'r19b_min_dict_key_tuple_list_returned',
    'r19b_min_dict_keys_changed_same_size', 'r19b_min_in_set_tuple_list', 'r19b_min_list_mul_float_msg',
    'r19b_min_none_two_string_loops', 'r19b_min_set_add_tuple_with_list', 'r19b_min_slice_assign_int_msg',
    'r19c_min_cache_skip_none', 'r19c_min_set_two_objs', 'r19d_min_debug_none_relaxed_branch',
})

assert ROUND19_CI <= ROUND19_PROBES.keys(), sorted(ROUND19_CI - ROUND19_PROBES.keys())
assert ROUND19_OPEN.keys() <= ROUND19_PROBES.keys(), sorted(ROUND19_OPEN.keys() - ROUND19_PROBES.keys())
