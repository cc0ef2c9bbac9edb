"""Held-out probes of issue 10, session 23: `collections.OrderedDict` as a new user
writes it (an LRU cache with `move_to_end` and `popitem(last=False)`, reads at symbolic
keys, views in its own order, copies of it), which stamen ran with dict's primitives: an
OrderedDict's own links broke (`pop` then `list(od)` raised KeyError), its views and
copies took dict's order, and a read at a symbolic key missed every entry. Then the
round-14 probes a helper wrote of this session's code (see below).

Each is the body of a `Program` run by `test_probes.py` like the other probes (merged
into `probes.PROBES`, with its inputs in `ROUND14_SIGNATURES`); the ones in `ROUND14_CI`
run in the default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["ROUND14_PROBES", "ROUND14_CI", "ROUND14_OPEN", "ROUND14_SIGNATURES"]

ROUND14_PROBES: dict[str, str] = {}
# (params, number of `choose` alternatives, query family, hole target), as probes.SIGNATURES
ROUND14_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}


def _probe(name: str, body: str, params: tuple[str, ...] = ("x", "y"), choice: int = 0) -> None:
    """Registers the probe `name` over the inputs `params` (and a `choose` of `choice`
    alternatives, read by plain Python as the extra input k)."""
    ROUND14_PROBES[name] = body
    ROUND14_SIGNATURES[name] = (params, choice, "", 0)


# --- OrderedDict ---------------------------------------------------------------------------

_probe("r14_ordered_dict_lru", '''
@lifted
def f(x, y):
    cache = collections.OrderedDict()
    hits = 0
    for k in (1, 2, 1, 3, 2, 4):
        if k in cache:
            cache.move_to_end(k)
            hits += 1
        else:
            cache[k] = x * k
            if len(cache) > 2:
                cache.popitem(last=False)
    total = 0
    for k, v in cache.items():
        if v > y:
            total += k
    return hits, list(cache), total, cache.get(4, -1) + y
''')

_probe("r14_ordered_dict_symbolic_reads", '''
@lifted
def f(x, y):
    od = collections.OrderedDict([(0, "a"), (1, "b"), (2, "c")])
    od.move_to_end(0)
    r = od.get(x, "z")
    s = od[y] if y in od else "none"
    keys = list(od.keys())
    first = keys[0] if x > 0 else keys[-1]
    return r, s, first, list(od.values()), od == collections.OrderedDict(sorted(od.items()))
''')

_probe("r14_ordered_dict_values_and_copies", '''
@lifted
def f(x, y):
    od = collections.OrderedDict()
    od["a"] = x
    od["b"] = y
    od["a"] = od["a"] + 1
    od.move_to_end("a", last=False)
    od.update(c=x - y)
    top = max(od, key=lambda k: od[k])
    d = {"z": 0}
    d.update(od)
    return list(od.items()), top, od.pop("b"), dict(od), {**od}, d, d | od
''')

_probe("r14_ordered_dict_pop_then_iterate", '''
@lifted
def f(x, y):
    od = collections.OrderedDict({0: x, 1: y, 2: x + y})
    od.pop(0)
    od.setdefault(3, y)
    k, v = od.popitem()
    return list(od), k, v, list(reversed(od)), od[1] if x > 0 else od[2]
''')

_probe("r14_ordered_dict_values_under_branches", '''
@lifted
def f(x, y):
    counts = collections.OrderedDict.fromkeys("abc", 0)
    for k in "abca":
        if x > 0:
            counts[k] += x
        elif y > 0:
            counts[k] = counts[k] - y
    if x == y:
        counts["b"] = counts.pop("b") + 1  # (popped and stored again on both paths)
    else:
        counts["b"] = counts.pop("b")
    seen = collections.OrderedDict()
    seen[1] = x
    return list(counts.items()), counts == {"a": 0, "b": 0, "c": 0}, list(seen)
''')

# The probes found failing and not fixed yet: {name: why}.
ROUND14_OPEN: dict[str, str] = {}

# The CI slice: every probe that failed when written, and a spread of passing ones.
ROUND14_CI: frozenset[str] = frozenset({
    "r14_ordered_dict_lru", "r14_ordered_dict_symbolic_reads",
    "r14_ordered_dict_values_and_copies", "r14_ordered_dict_pop_then_iterate",
    "r14_ordered_dict_values_under_branches",
})
