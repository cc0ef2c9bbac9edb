# ruff: noqa: E501 - the probe programs are written as users write them, some past 100 columns
"""Held-out probes of issue 10, round 18 (session 26).
- `r18_ord_*` are mine: an object's attribute order (what `vars()` and `__dict__` list)
  after a delete, a delete and re-add, or attributes set in other orders under a
  symbolic condition. Undo put a deleted attribute back last, so the other path listed
  it last (a wrong answer with one `del` in a branch); where the two paths order two
  names differently, iterating the attributes is refused.
- `r18_cf_*` are mine: `break`/`continue` in an inner loop's `else:` (which the rest of
  the outer body ran after: a wrong answer on concrete inputs, found by round 18a's
  queries), in `finally` and in `try/else`.
- `r18_ga_*` are mine: a `__getattribute__` of the program's, which saw stamen's own
  reads of `__class__` (its `isinstance` checks) and `__dict__` at joins.

Each is the body of a `Program` run by `test_probes.py` like the other probes (merged
into `probes.PROBES`, with its inputs in `ROUND18_SIGNATURES`); the ones in `ROUND18_CI`
run in the default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["ROUND18_PROBES", "ROUND18_CI", "ROUND18_OPEN", "ROUND18_SIGNATURES"]

ROUND18_PROBES: dict[str, str] = {}
# (params, number of `choose` alternatives, query family, hole target), as probes.SIGNATURES
ROUND18_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}


def p(name: str, body: str, params: tuple[str, ...] = ("x", "y"), query: str = "",
      target: int = 0) -> None:
    """Registers the probe `name` over the inputs `params` (a query family's, if given)."""
    assert name not in ROUND18_PROBES, name
    ROUND18_PROBES[name] = body
    ROUND18_SIGNATURES[name] = (params, 0, query, target)


# ---------------- attribute order ----------------
p('r18_ord_del_in_branch', r'''
@lifted
class O:
    pass

@lifted
def f(x, y):
    o = O()
    o.a = 1
    o.b = 2
    if x > 0:
        del o.a
    return list(vars(o))
''')
p('r18_ord_del_in_branch_dict_items', r'''
@lifted
class O:
    def __init__(self):
        self.a = 1
        self.b = 2
        self.c = 3

@lifted
def f(x, y):
    o = O()
    if x > y:
        del o.b
    elif x == y:
        del o.a
        del o.c
    return [(k, v) for k, v in o.__dict__.items()]
''')
p('r18_ord_new_attribute_each_branch', r'''
@lifted
class O:
    pass

@lifted
def f(x, y):
    o = O()
    o.a = 0
    if x > 0:
        o.p = 1
    else:
        o.q = 2
    o.z = 3
    return list(vars(o)), o.a + getattr(o, "p", 10) + getattr(o, "q", 20)
''')
p('r18_ord_readd_read_by_name', r'''
@lifted
class O:
    pass

@lifted
def f(x, y):
    o = O()
    o.a = 1
    o.b = 2
    if x > 0:
        del o.a
        o.a = x
    return o.a + o.b, sorted(vars(o))
''')
p('r18_ord_other_orders_refused', r'''
@lifted
class O:
    pass

@lifted
def f(x, y):
    o = O()
    if x > 0:
        o.p = 1
        o.q = 2
    else:
        o.q = 3
        o.p = 4
    return o.p * 10 + o.q, list(vars(o))
''')
p('r18_ord_del_nested_branches', r'''
@lifted
class O:
    def __init__(self):
        self.a, self.b, self.c = 1, 2, 3

@lifted
def f(x, y):
    o = O()
    if x > 0:
        if y > 0:
            del o.a
        del o.c
    if x < -1:
        o.c = 9
    return list(vars(o).items())
''')
p('r18_ord_setter_state_log', r'''
@lifted
class O:
    def __init__(self):
        self.a = 1
        self._b = 2
    @property
    def b(self):
        return self._b
    @b.setter
    def b(self, v):
        self._b = v * 2

@lifted
def f(x, y):
    o = O()
    if x > 0:
        del o.a
        o.b = x
    return list(vars(o)), o.b
''')

# ---------------- __getattribute__ of the program's ----------------
p('r18_ga_log_branch_merge', r'''
@lifted
class Logged:
    def __init__(self, v):
        object.__setattr__(self, "log", [])
        object.__setattr__(self, "v", v)
    def __getattribute__(self, name):
        if name != "log":
            object.__getattribute__(self, "log").append(name)
        return object.__getattribute__(self, name)

@lifted
def f(x, y):
    o = Logged(x)
    if x > y:
        o.v
    else:
        object.__setattr__(o, "v", y)
    t = o.v
    return t, list(o.log)
''')
p('r18_ga_isinstance_reads_class', r'''
@lifted
class Logged:
    def __init__(self):
        object.__setattr__(self, "log", [])
    def __getattribute__(self, name):
        if name != "log":
            object.__getattribute__(self, "log").append(name)
        return object.__getattribute__(self, name)

@lifted
def f(x, y):
    o = Logged()
    r = 0
    if x > 0:
        r = isinstance(o, int)
    return r, list(o.log)
''')

p('r18_ord_setattr_override', r"""
@lifted
class O:
    def __init__(self):
        self.a = 1
        self.b = 2
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)

@lifted
def f(x, y):
    o = O()
    if x > 0:
        del o.a
    if y > 0:
        o.c = y
    return list(vars(o).items())
""")
p('r18_ord_dataclass_fields_del', r"""
import dataclasses

@lifted
@dataclasses.dataclass
class P:
    a: int
    b: int

@lifted
def f(x, y):
    p = P(x, y)
    if x > y:
        del p.a
        p.extra = 5
    return list(vars(p)), dataclasses.fields(p)[0].name
""")
p('r18_ord_loop_deletes', r"""
@lifted
class O:
    pass

@lifted
def f(x, y):
    o = O()
    for i, name in enumerate(("p", "q", "r")):
        setattr(o, name, i)
    for name in ("p", "q", "r"):
        if x > len(name) + y:
            delattr(o, name)
    return list(vars(o))
""")
p('r18_ord_copy_after_del', r"""
import copy

@lifted
class O:
    def __init__(self):
        self.a, self.b = 1, 2

@lifted
def f(x, y):
    o = O()
    if x > 0:
        del o.a
    c = copy.copy(o)
    c.z = 3
    return list(vars(c)), list(c.__dict__.values())
""")
p('r18_ord_try_except_delete', r"""
@lifted
class O:
    def __init__(self):
        self.a, self.b = 1, 2

@lifted
def f(x, y):
    o = O()
    try:
        if x > 0:
            del o.a
        if y > 1:
            raise ValueError
        o.c = 3
    except ValueError:
        o.d = 4
    return list(vars(o))
""")

# ---------------- jumps in loops' else:, finally and try/else ----------------
p('r18_cf_while_else_in_for_break', r'''
@lifted
def f(x, y):
    out = []
    for i in range(4):
        j = 0
        while j < i:
            if j == x:
                break
            j += 1
        else:
            out.append(("else", i))
            if i == y:
                break
            continue
        out.append(("broke", i, j))
    return out
''')
p('r18_cf_nested_else_else', r'''
@lifted
def f(x, y):
    res = []
    for i in range(3):
        for j in range(3):
            for k in range(2):
                if i + j + k == x + y:
                    break
            else:
                continue
            res.append((i, j))
            break
        else:
            res.append(("none", i))
            continue
        if i == x:
            break
    return res
''')
p('r18_cf_while_else_continue_outer_while', r'''
@lifted
def f(x, y):
    a = 0
    seen = []
    while a < 3:
        a += 1
        b = 0
        while b < 2:
            b += 1
            if a == x and b == y:
                break
        else:
            seen.append(a)
            continue
        seen.append(-a)
    return seen
''')
p('r18_cf_continue_in_finally', r'''
@lifted
def f(x, y):
    n = 0
    for i in range(3):
        try:
            if i == x:
                raise ValueError(i)
            n += 1
        except ValueError:
            n += 10
        finally:
            if i == y:
                continue
            n += 100
    return n
''')
p('r18_cf_break_in_finally_swallows', r'''
@lifted
def f(x, y):
    r = []
    for i in range(3):
        try:
            if i == x:
                raise KeyError(i)
            r.append(i)
        finally:
            if i == y:
                break
    return r
''')
p('r18_cf_try_else_break', r'''
@lifted
def f(x, y):
    out = []
    for i in range(4):
        try:
            if i == x:
                raise ValueError
        except ValueError:
            out.append("e")
            continue
        else:
            if i == y:
                break
            out.append(i)
        finally:
            out.append("f")
    return out
''')
p('r18_cf_nonlocal_counter_break_else', r'''
@lifted
def f(x, y):
    count = 0
    def bump():
        nonlocal count
        count += 1
        return count
    for i in range(3):
        for j in range(2):
            if bump() == x:
                break
        else:
            continue
        break
    return count, i
''')

ROUND18_OPEN: dict[str, str] = {}

# The CI slice.
ROUND18_CI: frozenset[str] = frozenset({
    "r18_ord_del_in_branch", "r18_ord_del_in_branch_dict_items",
    "r18_ord_other_orders_refused", "r18_ga_log_branch_merge",
    "r18_cf_nested_else_else", "r18_cf_while_else_continue_outer_while",
})

assert ROUND18_CI <= ROUND18_PROBES.keys(), sorted(ROUND18_CI - ROUND18_PROBES.keys())
assert ROUND18_OPEN.keys() <= ROUND18_PROBES.keys(), sorted(ROUND18_OPEN.keys() - ROUND18_PROBES.keys())
