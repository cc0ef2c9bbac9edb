"""Program templates for the dicts-and-sets family (issue 11): dicts read and written at
symbolic keys, dicts whose insertion order differs between paths, and sets of symbolic
members. A template takes a `Draw` and returns (source, params, choice): see
`families.py`."""

from __future__ import annotations

from .exprs import Draw
from .templates_values import guard, program, sig

__all__ = ["DICTS"]


def dicts_symbolic_keys(d: Draw):
    params, n = sig(d, with_bool=False)
    k1, k2, k3 = d.expr(n), d.expr(n), d.expr(n)
    change = d.pick((f"del d[{k3}]", f"d.pop({k3}, None)", f"d.setdefault({k3}, 7)",
                     f"d[{k3}] = d.get({k2}, 0) + 1", f"d.update({{{k3}: 5}})", "d.popitem()"))
    use = d.pick(("list(d.items())", "len(d)", f"d.get({k1}, -1)", f"{k2} in d", f"d[{k3}]",
                  f"d.pop({k1}, 0)", "sum(d.values())", "list(d.keys())",
                  f"d == {{{k1}: 1}}", "next(iter(d))", "list(iter(d))",
                  "sum(k for k in iter(d.values()))"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        d = {{{k1}: 1}}
        d[{k2}] = 2
        if {guard(d, params, n)}:
            {change}
        r = {use}
        return (r, len(d))
    """
    return program(src), params, 0


def dicts_orders(d: Draw):
    params, n = sig(d)
    keys = ("'p'", "'q'", "'r'")
    first, second = d.pick(keys), d.pick(keys)
    use = d.pick(("list(d.items())", "next(iter(d))", "d.popitem()", "[k for k in d]",
                  "list(reversed(d))", "d == {'q': 1, 'p': 2}", "list(dict(d).items())",
                  "list({**d, 'z': 0})"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        d = {{'q': 0}}
        if {guard(d, params, n)}:
            d[{first}] = {d.expr(n)}
            d[{second}] = 1
        else:
            d[{second}] = 2
            d[{first}] = {d.expr(n)}
        if {d.cond(n)}:
            del d[{d.pick(keys)}]
            d[{d.pick(keys)}] = 3
        return {use}
    """
    return program(src), params, 0


def sets_members(d: Draw):
    params, n = sig(d, with_bool=False)
    a, b, c = d.expr(n), d.expr(n), d.expr(n)
    change = d.pick((f"s.add({c})", f"s.discard({c})", f"s.remove({c})", f"s |= {{{c}}}",
                     f"s -= {{{c}}}", f"s &= {{{a}, {c}}}"))
    use = d.pick(("len(s)", f"{c} in s", f"s == {{{a}, {c}}}", f"len(s | {{{c}, 1}})",
                  f"len(s & {{{c}, 0}})", f"len(s - {{{c}}})", "sum(s)", "max(s, default=-9)",
                  f"len({{({a}, 1), ({c}, 1)}} | {{(v, 1) for v in ({b}, 2)}})",
                  f"frozenset(s) == frozenset({{{b}, {c}}})", f"s.issubset({{{a}, {b}, {c}}})",
                  f"s <= {{{a}, {c}}}", f"{{{c}}} < s", f"s >= {{{b}: 0}}.keys()",
                  f"len(s ^ {{{c}, 2}})"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        s = {{{a}, {b}}}
        if {guard(d, params, n)}:
            {change}
        return ({use}, len(s))
    """
    return program(src), params, 0


# What un-lifted Python reads of a dict: through the dict's own methods, and through
# CPython's C readers (`dict(d)`, `{**d}` and `f(**d)` take keys() and d[k]; json tests
# the physical size first).
_DICT_READERS = ("len(d)", "1 in d", "k in d", "d.get(1, -1)", "d.get(k)", "d[1]", "list(d)",
                 "sorted(d)", "list(d.keys())", "list(d.values())", "list(d.items())",
                 "dict(d)", "{**d}", "keywords(**{str(a): b for a, b in d.items()})",
                 "d == {1: 1, 2: 2}", "repr(d)", "f'{d}'", "bool(d)",
                 "sum(d.values())", "[a for a in reversed(d)]", "d.copy()", "d | {0: 0}",
                 "max(d, default=-1)", "tuple(iter(d.items()))")


def dicts_unlifted_readers(d: Draw):
    params, n = sig(d)
    k1, k2 = d.expr(n), d.expr(n)
    change = d.pick((f"d[{k2}] = 3", f"del d[{k1}]", f"d.pop({k2}, None)", "d[2] = 5",
                     f"d.setdefault({k2}, 7)", "d.popitem()"))
    src = f"""
    import json


    def keywords(**kw):
        return sorted(kw.items())


    def reader(d, k):
        return {d.pick(_DICT_READERS)}


    @lifted
    def f({", ".join(params)}):
        d = {{1: 1}}
        d[{k1}] = 2
        if {guard(d, params, n)}:
            {change}
        return reader(d, {d.expr(n)})
    """
    return program(src), params, 0


_SET_READERS = ("len(s)", "1 in s", "v in s", "sorted(s)", "sum(s)", "max(s, default=-9)",
                "s == {1, 2}", "s != {1}", "s <= {0, 1, 2, 3}", "bool(s)", "repr(s)",
                "len(s | {0})", "len({0} | s)", "len(s - {1})", "len(s & {1, 2})",
                "sorted(s.copy())", "[m for m in s]")


def sets_unlifted_readers(d: Draw):
    params, n = sig(d)
    a, c = d.expr(n), d.expr(n)
    change = d.pick((f"s.add({c})", f"s.discard({a})", f"s |= {{{c}}}", "s.add(2)",
                     f"s -= {{{c}}}"))
    src = f"""
    def reader(s, v):
        return {d.pick(_SET_READERS)}


    @lifted
    def f({", ".join(params)}):
        s = {{1, {a}}}
        if {guard(d, params, n)}:
            {change}
        return reader(s, {d.expr(n)})
    """
    return program(src), params, 0


DICTS = (dicts_symbolic_keys, dicts_orders, sets_members, dicts_unlifted_readers,
         dicts_unlifted_readers, sets_unlifted_readers)
