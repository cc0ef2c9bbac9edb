"""Program templates for the value-level families: the basics, unions of objects with
branching methods (and `choose`), exceptions and `with`, int operators and builtins,
and identity/type questions. A template takes a `Draw` and returns (source, params,
choice): see `families.py`."""

from __future__ import annotations

import textwrap

from .exprs import Draw

__all__ = ["BASICS", "UNIONS", "EXCEPTIONS", "INT_OPS", "IDENTITY"]

HEADER = "import collections\nimport dataclasses\nimport heapq\nimport bisect\n\n"


def program(body: str) -> str:
    """Returns the full source of a program from its (indented-as-written) body."""
    return HEADER + textwrap.dedent(body).lstrip("\n")


def ints(d: Draw) -> tuple[str, ...]:
    """Returns the int inputs: x alone or x and y."""
    return d.pick((("x",), ("x", "y")))


def sig(d: Draw, with_bool: bool = True) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Returns (params, int names): (x), (x, y) or (x, b)."""
    options = [("x",), ("x", "y")] + ([("x", "b")] if with_bool else [])
    params = d.pick(options)
    return params, tuple(p for p in params if p != "b")


def guard(d: Draw, params, names) -> str:
    """Returns a condition over the inputs, using the bool input when there is one."""
    c = d.cond(names)
    if "b" in params and d.flag():
        return f"b {d.pick(('and', 'or'))} {c}" if d.flag() else "b"
    return c


# --- basics ------------------------------------------------------------------------------

def basics_branches(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        r = {d.expr(n)}
        if {guard(d, params, n)}:
            r = r + {d.expr(n)}
            if {d.cond(n + ("r",))}:
                return {d.expr(n + ("r",))}
        elif {d.cond(n)}:
            r = {d.expr(n)}
        else:
            r = -r
        return {d.pick(("r", "(r, r > 0)", "[r, " + d.expr(n) + "]"))}
    """
    return program(src), params, 0


def basics_loops(d: Draw):
    params, n = sig(d)
    m = n + ("i", "acc")
    src = f"""
    @lifted
    def f({", ".join(params)}):
        acc = {d.expr(n)}
        for i in range({d.num(1, 4)}):
            if {d.cond(m)}:
                {d.pick(("continue", "acc = acc - 1"))}
            acc = acc + {d.expr(m)}
            if {d.cond(m)}:
                break
        return acc
    """
    return program(src), params, 0


def basics_while(d: Draw):
    params, n = sig(d)
    m = n + ("i", "acc")
    src = f"""
    @lifted
    def f({", ".join(params)}):
        i = 0
        acc = {d.leaf(n)}
        while i < {d.num(1, 4)} and ({d.cond(m)}):
            acc = acc {d.pick("+-")} {d.expr(m)}
            i += 1
        return (i, acc)
    """
    return program(src), params, 0


def basics_comprehension(d: Draw):
    params, n = sig(d)
    m = n + ("v",)
    agg = d.pick(("sum(xs)", "len(xs)", "xs", "tuple(xs)", "max(xs, default=-9)",
                  "any(v > 1 for v in xs)", "{i: v * 2 for i, v in enumerate(xs)}"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        xs = [{d.expr(m)} for v in range({d.num(0, 4)}) if {d.cond(m)}]
        return {agg}
    """
    return program(src), params, 0


def basics_closure(d: Draw):
    params, n = sig(d)
    m = n + ("z",)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        def g(z):
            if {d.cond(m)}:
                return z + {d.expr(n)}
            return {d.expr(m)}
        h = lambda z: {d.expr(m)}
        return g({d.expr(n)}) + h({d.expr(n)})
    """
    return program(src), params, 0


def basics_containers(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        d = {{"a": {d.expr(n)}}}
        t = ({d.expr(n)}, {d.expr(n)})
        if {guard(d, params, n)}:
            d["b"] = {d.expr(n)}
            t = (t[1], t[0])
        else:
            d["a"] = d["a"] + 1
        return (len(d), d.get("b", 0), d["a"], t)
    """
    return program(src), params, 0


def basics_bitvec(d: Draw):
    params, n = sig(d, with_bool=False)
    op = d.pick(("+", "-", "*", "&", "|", "^"))
    src = f"""
    BV = stamen.BitVec(4)

    @lifted
    def f({", ".join(params)}):
        a = stamen.int2bv({d.pick(n)}, 4)
        c = BV({d.num(0, 15)})
        if {d.cond(n)}:
            a = a {op} c
        return (a {d.pick(("+", "-", "*"))} c, a == c, stamen.bv2int(a))
    """
    return program(src), params, 0


BASICS = (basics_branches, basics_loops, basics_while, basics_comprehension,
          basics_closure, basics_containers, basics_bitvec)


# --- class 1: branches inside union members, choose ------------------------------------

_CLASSES = """
@lifted
class A:
    def __init__(self, v):
        self.v = v

    def m(self, z):
        if z > self.v:
            return z - self.v
        return {a_else}

@lifted
class B:
    def __init__(self, v):
        self.v = v

    def m(self, z):
        if z == self.v:
            return {b_then}
        return z * 2
"""


def _classes(d: Draw, n) -> str:
    return _CLASSES.format(a_else=d.pick(("self.v", "0", "-z")),
                           b_then=d.pick(("0", "self.v + 1", "z")))


def unions_objects(d: Draw):
    params, n = sig(d)
    src = _classes(d, n) + f"""
@lifted
def f({", ".join(params)}):
    o = A({d.expr(n)}) if {guard(d, params, n)} else B({d.expr(n)})
    if {d.cond(n)}:
        o.v = o.v + 1
    return o.m({d.expr(n)})
"""
    return program(src), params, 0


def unions_mixed(d: Draw):
    params, n = sig(d)
    use = d.pick(("len(o)", "o[0]", "sum(1 for e in o if e > 0)", "o.count(1)"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        o = [{d.expr(n)}] if {guard(d, params, n)} else ({d.expr(n)}, {d.expr(n)})
        r = {use}
        if r > {d.leaf(n)}:
            return r
        return -r
    """
    return program(src), params, 0


def unions_choose(d: Draw):
    params, n = sig(d, with_bool=False)
    count = d.num(2, 3)
    alts = ", ".join(d.pick((f"A({d.expr(n)})", f"B({d.expr(n)})")) for _ in range(count))
    src = _classes(d, n) + f"""
@lifted
def f({", ".join(params)}):
    o = choose({alts})
    return o.m({d.expr(n)})
"""
    return program(src), params, count


def unions_choose_int(d: Draw):
    params, n = sig(d, with_bool=False)
    count = d.num(2, 3)
    alts = ", ".join(d.expr(n) for _ in range(count))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        c = choose({alts})
        if c > {d.leaf(n)}:
            return c - {d.expr(n)}
        return {d.expr(n + ("c",))}
    """
    return program(src), params, count


UNIONS = (unions_objects, unions_mixed, unions_choose, unions_choose_int)


# --- class 2: try/except/else/finally, with ----------------------------------------------

def block(text: str, column: int) -> str:
    """Returns `text` with every line after the first indented by `column` spaces, to be
    placed at that column of a template (the first line is placed by the template)."""
    head, *rest = text.split("\n")
    return "\n".join([head, *(" " * column + line for line in rest)])


def _raiser(d: Draw, n) -> str:
    """Returns statements that raise depending on the inputs, and set r otherwise."""
    return d.pick((
        f"if {d.cond(n)}:\n    raise ValueError('v')\nr = {d.expr(n)}",
        f"r = {d.num(1, 9)} // ({d.expr(n)})",
        f"r = [4, 5, 6][{d.pick(n)}]",
        f"r = {{1: 10, 2: 20}}[{d.pick(n)}]",
        f"assert {d.cond(n)}\nr = {d.expr(n)}",
    ))


def exceptions_try(d: Draw):
    params, n = sig(d, with_bool=False)
    m = n + ("r",)
    handlers = d.pick((
        "except ValueError:\n    r = -1\nexcept (ZeroDivisionError, IndexError):\n    r = -2",
        "except Exception as e:\n    r = len(type(e).__name__)",
        "except (KeyError, AssertionError):\n    r = -3",
        "except ZeroDivisionError:\n    r = -4",
    ))
    tail = d.pick(("", f"else:\n    r = r + {d.expr(m)}"))
    fin = d.pick(("", "finally:\n    log.append(1)"))
    clauses = "\n".join(c for c in (handlers, tail, fin) if c)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        log = []
        r = 0
        try:
            {block(_raiser(d, n), 12)}
        {block(clauses, 8)}
        return (r, len(log))
    """
    return program(src), params, 0


def exceptions_nested(d: Draw):
    params, n = sig(d, with_bool=False)
    src = f"""
    @lifted
    def g(v):
        if v {d.pick(("<", ">", "=="))} {d.num(-2, 2)}:
            raise KeyError(v)
        return v + 1

    @lifted
    def f({", ".join(params)}):
        out = []
        for v in ({d.expr(n)}, {d.expr(n)}):
            try:
                out.append(g(v))
            except KeyError:
                out.append(0)
                {d.pick(("continue", "break", "pass"))}
            finally:
                out.append(-1)
        return out
    """
    return program(src), params, 0


def exceptions_with(d: Draw):
    params, n = sig(d, with_bool=False)
    suppress = d.pick(("True", "False", "et is ValueError", "et is not None"))
    src = f"""
    @lifted
    class Ctx:
        def __init__(self, log):
            self.log = log

        def __enter__(self):
            self.log.append(1)
            return self

        def __exit__(self, et, ev, tb):
            self.log.append(2)
            return {suppress}

    @lifted
    def f({", ".join(params)}):
        log = []
        r = {d.expr(n)}
        with Ctx(log) as c:
            if {d.cond(n)}:
                raise {d.pick(("ValueError", "KeyError"))}('boom')
            r = r + len(c.log)
        return (r, log)
    """
    return program(src), params, 0


EXCEPTIONS = (exceptions_try, exceptions_nested, exceptions_with)


# --- class 3: **, shifts, bitwise, round, str.join, len(range), __bool__ ---------------------

def int_ops_arith(d: Draw):
    params, n = sig(d, with_bool=False)
    a, b = d.pick(n), d.expr(n)
    e = d.pick((
        f"{a} ** {d.num(0, 3)}", f"{d.num(-2, 3)} ** {a}", f"{a} ** {b}",
        f"{d.num(1, 3)} << {a}", f"{a} << {d.num(0, 3)}", f"{b} >> {a}", f"{a} >> {d.num(0, 2)}",
        f"{a} & {b}", f"{a} | {b}", f"{a} ^ {b}", f"~{a}", f"~({b}) & {a}",
        f"round({a}, -1)", f"round({b} * 5, -1)", f"round({a})", f"round({b}, 1)",
        f"len(range({a}))", f"len(range({a}, {b}))", f"len(range(0, {b}, {d.pick((2, -1, 3))}))",
        f"divmod({b}, {d.pick((2, 3, -2))})", f"pow({a}, 2, {d.pick((3, 5))})",
    ))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        r = {e}
        if {d.cond(n + ("r",))}:
            return r
        return {d.pick(("r + 1", "-r", "(r, 0)"))}
    """
    return program(src), params, 0


def int_ops_join(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        parts = ["a"]
        if {guard(d, params, n)}:
            parts.append("{d.pick(("b", "cd", ""))}")
        if {d.cond(n)}:
            parts = parts + ["e"]
        s = "{d.pick(("", "-", ", "))}".join(parts)
        return {d.pick(("s", "len(s)", "(s, s.upper())", "s == 'a-e'"))}
    """
    return program(src), params, 0


def int_ops_bool(d: Draw):
    params, n = sig(d)
    use = d.pick(("1 if o else 0", "not o", "bool(o)", "(o and 1) or 2", "o.v if o else -1"))
    src = f"""
    @lifted
    class Box:
        def __init__(self, v):
            self.v = v

        def __bool__(self):
            return self.v {d.pick((">", "!=", "<="))} {d.num(-1, 1)}

    @lifted
    def f({", ".join(params)}):
        o = Box({d.expr(n)})
        if {guard(d, params, n)}:
            o = Box({d.expr(n)})
        r = {use}
        while o and o.v < 4:
            o.v = o.v + 2
        return (r, o.v)
    """
    return program(src), params, 0


INT_OPS = (int_ops_arith, int_ops_arith, int_ops_join, int_ops_bool)


# --- class 4: is, type(), isinstance, str()/f-strings, bool vs int -------------------------

def identity_types(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        v = {d.cond(n)}
        w = v if {guard(d, params, n)} else {d.pick(("1", "0", d.expr(n), "None", "'s'"))}
        return {d.pick(("(w, type(w) is bool)", "isinstance(w, int)", "type(w).__name__",
                        "w is None", "w is True", "(w is not None, w)", "isinstance(w, bool)",
                        "[w]", "str(w)"))}
    """
    return program(src), params, 0


def identity_strings(d: Draw):
    params, n = sig(d)
    e = d.expr(n)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        s = {d.pick((f"str({e})", f"f'{{{e}}}:{{x}}'", f"f'<{{{e}:>3}}>'", f"repr({e})",
                     f"str({e} > 0)", f"f'{{{d.cond(n)}}}'"))}
        if {d.cond(n)}:
            s = s + "!"
        return {d.pick(("s", "len(s)", "s.startswith('-')", "(s, s == '1')"))}
    """
    return program(src), params, 0


def identity_boolint(d: Draw):
    params, n = sig(d)
    c1, c2 = d.cond(n), d.cond(n)
    e = d.pick((f"({c1}) + ({c2})", f"({c1}) * {d.expr(n)}", f"sum([{c1}, {c2}])",
                f"max({c1}, {c2})", f"({c1}) == 1", f"({c1}) & ({c2})", f"-({c1})",
                f"[10, 20][{c1}]", f"({c1}) is True", f"({c1}) + 0"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        r = {e}
        if {guard(d, params, n)}:
            r = {d.pick(("True", "1", "r", "not r"))}
        return (r, type(r).__name__)
    """
    return program(src), params, 0


IDENTITY = (identity_types, identity_strings, identity_boolint)
