"""Held-out query probes of issue 10, round 10 (worktree z10n): reading models, as the
README and the API tour show it (`sol[x]`, `sol.evaluate(...)`, `cex.evaluate(...)`), of the
values a new user builds under branches: lists of symbolic length, user objects and
dataclasses, dicts whose keys differ by path, strings, unions, bit-vectors, nested tuples.

Each program is compiled twice (plain Python and lifted, as the oracle's programs are); per
merge strategy:
- solve for a property of the result, then the evaluated result must be what plain Python
  computes on the model's inputs (objects compared by class name and attributes);
- verify the negation of a property Python has on some input: the counterexample's
  evaluated result is Python's at its inputs, and Python finds the property false there;
- every input pinned (a few in the default run), the evaluated result equals Python's, or
  the answer is unsat where Python raises;
- the value computed outside the query (the API tour's style) reads the same.
"""

from __future__ import annotations

import dataclasses
import enum
import itertools

import pytest

import stamen as st

from .program import Program, load
from .templates_values import program

pytestmark = pytest.mark.differential

MERGES = ("types", "none", "logic")
CONFIGS = [pytest.param(m, marks=() if m == "types" else pytest.mark.slow, id=m)
           for m in MERGES]
XS = range(-3, 4)
YS = range(-1, 3)
REFUSALS = (st.UnsupportedConstruct, st.UnrollBoundExceeded, st.UntrackedMutation,
            st.UnliftedBranchError)

x = st.symbolic("q10_x", int)
y = st.symbolic("q10_y", int)


# Each program: its source, defining f(x, y) and a property `p(r)` of its result (lifted
# in the lifted load, where the query asserts it; plain Python's reads the model's value).
SOURCES: dict[str, str] = {}


def _source(name: str, body: str) -> None:
    SOURCES[name] = program(body)


_source("list_symlen", '''
@lifted
def f(x, y):
    xs = [v * y for v in range(x)]
    if y > 0:
        xs.append(-y)
    return xs
@lifted
def p(r):
    return len(r) == 2
''')

_source("objects_branch", '''
@lifted
class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt
@lifted
def f(x, y):
    head = Node(x)
    if y > 0:
        head = Node(y, head)
        if x > y:
            head.nxt.v = x - y
    return head
@lifted
def p(r):
    return r.nxt is not None and r.nxt.v == 1
''')

_source("dataclass_branch", '''
@lifted
@dataclasses.dataclass
class Item:
    name: str
    qty: int
    tags: list = dataclasses.field(default_factory=list)
@lifted
def f(x, y):
    it = Item("a", x)
    if x > y:
        it = Item("b", y, ["big"])
    if y == 0:
        it.tags.append("zero")
    it.qty += 1
    return it
@lifted
def p(r):
    return r.name == "b" and r.tags == ["big", "zero"]
''')

_source("dict_keys_path", '''
@lifted
def f(x, y):
    d = {"x": x}
    if x > 0:
        d[x] = "pos"
    if y > 0:
        d["y"] = y
        del d["x"]
    return d
@lifted
def p(r):
    return list(r) == [2, "y"]
''')

_source("strings", '''
@lifted
def f(x, y):
    s = "ab" if x > 0 else "c"
    if y > 0:
        s = s * y
    return s + str(x)
@lifted
def p(r):
    return len(r) == 5
''')

_source("union_kinds", '''
@lifted
def f(x, y):
    if x > y:
        return (x, y)
    if x == y:
        return None
    if x < -1:
        return [x] * (-x)
    return str(y)
@lifted
def p(r):
    return isinstance(r, list) and len(r) == 3
''')

_source("bitvectors", '''
BV4 = stamen.BitVec(4)
@lifted
def f(x, y):
    v = BV4(x)
    if y > 0:
        v = v << BV4(y)
    return v, [v + BV4(1)] if x > 0 else []
@lifted
def p(r):
    return r[0] == BV4(8)
''')

_source("nested_tuples", '''
@lifted
def f(x, y):
    t = ((x, y), (x > y, (y,)))
    if x < 0:
        t = (t, ())
    return t
@lifted
def p(r):
    return len(r) == 2 and r[1] == ()
''')

_source("enum_member", '''
import enum
class Color(enum.Enum):
    RED = 1
    BLUE = 2
@lifted
def f(x, y):
    return Color.RED if x > y else Color.BLUE, x
@lifted
def p(r):
    return r[0] is Color.BLUE
''')

_source("objects_in_list_symlen", '''
@lifted
class P:
    def __init__(self, a):
        self.a = a
@lifted
def f(x, y):
    out = []
    for i in range(x):
        out.append(P(i * y))
    if out and y > 1:
        out[-1].a = -1
    return out
@lifted
def p(r):
    return len(r) == 2 and r[-1].a == -1
''')

_source("dict_of_lists", '''
@lifted
def f(x, y):
    d = {}
    for v in (x, y, x * y):
        d.setdefault(v % 3, []).append(v)
    return d
@lifted
def p(r):
    return len(r) == 1
''')

_source("set_and_frozen", '''
@lifted
def f(x, y):
    s = {x, y}
    if x > 0:
        s.add(0)
    return s, frozenset(s)
@lifted
def p(r):
    return len(r[0]) == 3
''')

_source("slots_and_properties", '''
@lifted
class Acc:
    __slots__ = ("_n", "hist")
    def __init__(self):
        self._n = 0
        self.hist = []
    @property
    def n(self):
        return self._n
    @n.setter
    def n(self, v):
        self.hist.append(v)
        self._n = v
@lifted
def f(x, y):
    a = Acc()
    if x > 0:
        a.n = x
    if y > 0:
        a.n = a.n + y
    return a
@lifted
def p(r):
    return r.hist == [1, 3]
''')

_source("namedtuple_union", '''
Pt = collections.namedtuple("Pt", "a b")
@lifted
def f(x, y):
    p = Pt(x, y)
    if x == y:
        p = p._replace(b=0)
    return p if x >= 0 else (x, y)
@lifted
def p(r):
    return type(r).__name__ == "Pt" and r.b == 0
''')


_source("dict_of_objects", '''
@lifted
class Acct:
    def __init__(self, owner, bal):
        self.owner = owner
        self.bal = bal
@lifted
def f(x, y):
    book = {"a": Acct("ann", x)}
    if y > 0:
        book["b"] = Acct("bob", y)
        book["a"].bal -= y
    if x < 0:
        book["a"] = Acct("amy", -x)
    return book
@lifted
def p(r):
    return len(r) == 2 and r["a"].bal == 0
''')

_source("fstring_in_branch", '''
@lifted
def f(x, y):
    if x > y:
        msg = f"{x}>{y}"
    elif x == y:
        msg = f"eq {x:+d}"
    else:
        msg = "lt"
    return msg, len(msg)
@lifted
def p(r):
    return r[1] == 4
''')

_source("bv_or_int_union", '''
BV4 = stamen.BitVec(4)
@lifted
def f(x, y):
    if y > 0:
        return BV4(x) * BV4(y)
    return x * y
@lifted
def p(r):
    return isinstance(r, int) and r == -3
''')

_source("set_of_tuples", '''
@lifted
def f(x, y):
    s = {(x, 1), (y, 1)}
    if x > 0:
        s.add((0, x))
    return s
@lifted
def p(r):
    return len(r) == 3
''')

_source("generator_to_list", '''
@lifted
def gen(x, y):
    for i in range(3):
        if i < x:
            yield i * y
    if y > 1:
        yield -1
@lifted
def f(x, y):
    return list(gen(x, y))
@lifted
def p(r):
    return len(r) == 3
''')


def _plain_and_lifted(name: str) -> tuple[dict, dict]:
    prog = Program("query10", SOURCES[name], ("x", "y"))
    return load(prog, lift=False), load(prog, lift=True)


def shape(v):
    """Returns a comparable picture of `v` (objects of the two loads' classes compared by
    class name and attributes, enum members by name, containers element-wise)."""
    if isinstance(v, enum.Enum):
        return ("enum", type(v).__name__, v.name)
    if isinstance(v, (bool, int, str, type(None))) or type(v).__name__ == "BV":
        return (type(v).__name__, v)
    if isinstance(v, tuple):
        return (type(v).__name__, tuple(shape(e) for e in v))
    if isinstance(v, list):
        return ("list", tuple(shape(e) for e in v))
    if isinstance(v, dict):
        return ("dict", tuple((shape(k), shape(e)) for k, e in v.items()))
    if isinstance(v, (set, frozenset)):
        return (type(v).__name__, frozenset(shape(e) for e in v))
    slots = [s for c in type(v).__mro__ for s in getattr(c, "__slots__", ())]
    fields = {s: getattr(v, s) for s in slots if hasattr(v, s)}
    fields.update(getattr(v, "__dict__", {}))
    return ("object", type(v).__name__, tuple(sorted((k, shape(e)) for k, e in fields.items())))


def _python(plain: dict, a: int, b: int):
    """Returns ("ok", value) or ("raise", exception type name): Python's f at (a, b)."""
    try:
        return "ok", plain["f"](a, b)
    except Exception as exc:  # noqa: BLE001 - any exception is Python's answer
        return "raise", type(exc).__name__


def _in_domain() -> None:
    st.assume(-3 <= x)
    st.assume(x <= 3)
    st.assume(-1 <= y)
    st.assume(y <= 2)


def _ask(query, thunk, merge):
    """Returns the query's answer, or None where stamen refuses the program (counted as a
    stated limit, never a verdict)."""
    try:
        return query(thunk, merge=merge)
    except REFUSALS:
        return None


def _check_model(sol, value, plain) -> tuple[int, int, object]:
    """The model's inputs are in the domain, and the evaluated value is Python's there."""
    a, b = sol[x], sol[y]
    assert a in XS and b in YS, (a, b)
    status, expected = _python(plain, a, b)
    assert status == "ok", f"the model ({a}, {b}) makes Python raise {expected}"
    got = sol.evaluate(value)
    assert shape(got) == shape(expected), (a, b, got, expected)
    return a, b, expected


def _witnessed(plain) -> list[tuple[int, int]]:
    """Returns the inputs where Python returns and the property holds."""
    return [(a, b) for a, b in itertools.product(XS, YS)
            if _python(plain, a, b)[0] == "ok" and plain["p"](_python(plain, a, b)[1])]


@pytest.mark.parametrize("merge", CONFIGS)
@pytest.mark.parametrize("name", sorted(SOURCES))
def test_solve_reads_back_pythons_value(name, merge):
    plain, lifted_ns = _plain_and_lifted(name)
    box = []

    def thunk():
        _in_domain()
        r = lifted_ns["f"](x, y)
        box.append(r)
        st.assert_(lifted_ns["p"](r))

    sol = _ask(st.solve, thunk, merge)
    if sol is None or sol.unknown:
        return
    witnesses = _witnessed(plain)
    assert sol.sat == bool(witnesses), (sol, witnesses)
    if sol.sat:
        _, _, expected = _check_model(sol, box[-1], plain)
        assert plain["p"](expected)


@pytest.mark.parametrize("merge", CONFIGS)
@pytest.mark.parametrize("name", sorted(SOURCES))
def test_verify_counterexample_replays_in_python(name, merge):
    plain, lifted_ns = _plain_and_lifted(name)
    box = []

    def thunk():
        _in_domain()
        r = lifted_ns["f"](x, y)
        box.append(r)
        st.assert_(st.not_(lifted_ns["p"](r)))

    cex = _ask(st.verify, thunk, merge)
    if cex is None or cex.unknown:
        return
    raising = [(a, b) for a, b in itertools.product(XS, YS) if _python(plain, a, b)[0] != "ok"]
    assert cex.sat == bool(_witnessed(plain) or raising), cex
    if cex.sat:
        a, b = cex[x], cex[y]
        status, expected = _python(plain, a, b)
        if status == "ok":
            assert plain["p"](expected), (a, b, expected)
            assert shape(cex.evaluate(box[-1])) == shape(expected), (a, b)


def _pinned_inputs(merge: str) -> list[tuple[int, int]]:
    every = list(itertools.product(XS, YS))
    return every if merge != "types" else every[::7]


@pytest.mark.parametrize("merge", CONFIGS)
@pytest.mark.parametrize("name", sorted(SOURCES))
def test_each_pinned_input_reads_back_pythons_value(name, merge):
    plain, lifted_ns = _plain_and_lifted(name)
    for a, b in _pinned_inputs(merge):
        box = []

        def thunk(a=a, b=b, box=box):
            _in_domain()
            st.assume(x == a)
            st.assume(y == b)
            box.append(lifted_ns["f"](x, y))

        sol = _ask(st.solve, thunk, merge)
        if sol is None or sol.unknown:
            continue
        status, expected = _python(plain, a, b)
        if status != "ok":
            assert sol.unsat, (a, b, sol)
            continue
        assert sol.sat, (a, b, sol)
        assert shape(sol.evaluate(box[-1])) == shape(expected), (a, b)


# Outside a query nothing bounds the inputs: a loop over `range(x)` unrolls to its bound.
LOOPING = frozenset({"list_symlen", "objects_in_list_symlen"})


@pytest.mark.parametrize("name", sorted(set(SOURCES) - LOOPING))
def test_a_value_computed_outside_the_query_reads_back(name):
    """The API tour's style: the value is built first, the query only asserts about it."""
    plain, lifted_ns = _plain_and_lifted(name)
    try:
        value = lifted_ns["f"](x, y)
        sol = st.solve(lambda: (_in_domain(), st.assert_(lifted_ns["p"](value))))
    except REFUSALS:
        return
    if sol.sat:
        _check_model(sol, value, plain)
    elif sol.unsat:
        assert not _witnessed(plain)


def test_shape_tells_objects_apart():
    @dataclasses.dataclass
    class A:
        v: int

    assert shape(A(1)) != shape(A(2)) and shape([A(1)]) == shape([A(1)])
