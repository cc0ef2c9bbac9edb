"""Probes of issue 10: the calls Python makes of the program's `__hash__`, `__eq__` and
`__lt__`, seen through their side effects (a log). Python hashes a dict key or set member
once, when it is stored, and a probe once per operation; it asks `==` only of keys whose
hashes agree, stored key first, and stops at the first equal one; `sorted` asks `<` in
timsort's order. Each program logs every call and returns the log, on keys and items whose
state is symbolic, concrete, chosen by a branch, copied and compared. Merged into
`probes.PROBES`; the ones in `CALLS_CI` run in the default test run (written in session 21
with the fixes: round 11 had found the dict and sort cases)."""

from __future__ import annotations

__all__ = ["CALLS_PROBES", "CALLS_CI", "CALLS_OPEN", "CALLS_SIGNATURES"]

CALLS_PROBES: dict[str, str] = {}
CALLS_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}
CALLS_OPEN: dict[str, str] = {}


def _probe(name: str, body: str, params: tuple[str, ...] = ("x", "y")) -> None:
    """Registers the probe `name` over the inputs `params`."""
    CALLS_PROBES[name] = body
    CALLS_SIGNATURES[name] = (params, 0, "", 0)


# A key that logs its hashes and comparisons (hashes collide: v % 4).
_LOGGED_KEY = '''
@lifted
class K:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __hash__(self):
        self.log.append(("h", self.v))
        return self.v % 4
    def __eq__(self, o):
        self.log.append(("e", self.v, o.v))
        return self.v == o.v
'''

# An item that logs its comparisons.
_LOGGED_ITEM = '''
@lifted
class C:
    def __init__(self, v, log):
        self.v = v
        self.log = log
    def __lt__(self, o):
        self.log.append((self.v, o.v))
        return self.v < o.v
'''

_probe('calls_dict_ops', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    d = {K(x, log): 1, K(5, log): 2}
    a = K(y, log) in d
    b = d.get(K(5, log), 0)
    d.setdefault(K(x, log), 9)
    c = d.pop(K(7, log), -1)
    return a, b, c, len(d), log
''')

_probe('calls_dict_branch', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    d = {K(1, log): "a"}
    if x > y:
        d[K(2, log)] = "b"
    else:
        d[K(1, log)] = "c"
    r = d.get(K(2, log), "-")
    return r, len(d), log
''')

_probe('calls_dict_copy_eq', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    d = {K(x, log): 1}
    e = dict(d)
    e[K(6, log)] = 2
    return d == e, len(e), log
''')

_probe('calls_dict_del', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    d = {K(1, log): 1, K(2, log): 2}
    if x > 0:
        del d[K(1, log)]
    return list(d.values()), log
''')

_probe('calls_set_ops', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    s = {K(1, log), K(6, log)}
    s.add(K(2, log))
    a = K(6, log) in s
    s.discard(K(1, log))
    return a, len(s), log
''')

_probe('calls_set_symbolic', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    s = {K(x, log)}
    s.add(K(y, log))
    return len(s), log
''')

_probe('calls_sort_reverse', _LOGGED_ITEM + '''
@lifted
def f(x, y):
    log = []
    s = sorted([C(x, log), C(1, log), C(y, log), C(1, log)], reverse=True)
    return [c.v for c in s], log
''')

_probe('calls_sort_key', _LOGGED_ITEM + '''
@lifted
def f(x, y):
    log = []
    xs = [(x, "a"), (y, "b"), (0, "c")]
    xs.sort(key=lambda p: C(p[0], log))
    return [p[1] for p in xs], log
''')

_probe('calls_sort_symbolic_length', _LOGGED_ITEM + '''
@lifted
def f(x, y):
    log = []
    xs = [C(y, log), C(2, log)]
    if x > 0:
        xs.append(C(x, log))
    xs.sort()
    return [c.v for c in xs], log
''')

_probe('calls_min_max', _LOGGED_ITEM + '''
@lifted
def f(x, y):
    log = []
    xs = [C(x, log), C(y, log), C(1, log)]
    return min(xs).v, max(xs).v, log
''')

_probe('calls_frozen_dataclass_keys', '''
import dataclasses
@lifted
@dataclasses.dataclass(frozen=True)
class P:
    a: int
    b: int
@lifted
def f(x, y):
    d = {P(x, 1): "p", P(y, 1): "q"}
    return len(d), d.get(P(x, 1)), P(y, 1) in d
''')

_probe('calls_set_branch', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    s = {K(1, log)}
    if x > 0:
        s.add(K(x, log))
    return K(y, log) in s, len(s), log
''')

_probe('calls_dict_iteration', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    d = {K(3, log): 1, K(x, log): 2}
    if y > 0:
        d[K(0, log)] = 3
    return [k.v for k in d], sorted(d.values()), log
''')

_probe('calls_copies', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    d = {K(1, log): 1, K(5, log): 2}
    s = {K(2, log), K(6, log)}
    e = dict(d)
    t = set(s)
    u = s.copy()
    c = d.copy()
    return len(e), len(t), len(u), len(c), log
''')

_probe('calls_branch_writes', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    d = {K(1, log): 1, K(5, log): 2}
    s = {K(2, log), K(6, log)}
    if x > y:
        d[K(9, log)] = 3
        s.add(K(10, log))
    else:
        del d[K(5, log)]
        s.discard(K(6, log))
    return len(d), len(s), K(1, log) in d, K(2, log) in s, log
''')

_probe('calls_union_keys', _LOGGED_KEY + '''
@lifted
def f(x, y):
    log = []
    k = K(1, log) if x > 0 else K(2, log)
    d = {K(1, log): "one", K(6, log): "six"}
    s = {K(1, log), K(6, log)}
    r = d.get(k, "-")
    t = k in s
    if y > 0:
        s.discard(K(1, log))
    return r, t, len(s), log
''')

_probe('calls_str_mul_index', '''
@lifted
class N:
    def __init__(self, log):
        self.log = log
    def __index__(self):
        self.log.append("index")
        return 2
@lifted
def f(s):
    log = []
    r = s.__mul__(N(log))
    q = s * N(log)
    return r, q, log
''', ("s",))

# The CI slice: one of each container and of sorting.
CALLS_CI: frozenset[str] = frozenset({
    "calls_dict_ops", "calls_dict_branch", "calls_set_ops", "calls_set_symbolic",
    "calls_sort_reverse", "calls_min_max", "calls_copies", "calls_branch_writes",
    "calls_union_keys", "calls_str_mul_index",
})
