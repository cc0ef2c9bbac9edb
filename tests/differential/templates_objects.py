"""Program templates for the object- and shape-level families: user classes with their own
dunders, dataclasses, properties and namedtuples; mutation under a symbolic branch;
sequences and dicts whose shape depends on the path; floats meeting symbolic ints; and
recursion of symbolic depth. A template takes a `Draw` and returns (source, params,
choice): see `families.py`."""

from __future__ import annotations

from .exprs import Draw
from .templates_values import guard, program, sig

__all__ = ["CLASSES", "MUTATION", "SHAPES", "FLOATS", "RECURSION"]


# --- class 5: user __eq__/__lt__/__bool__, dataclasses, properties, namedtuples -----------

def classes_dunders(d: Draw):
    params, n = sig(d)
    mod = d.num(2, 3)
    use = d.pick(("P(x) == P({e})", "P(x) != P({e})", "P({e}) in [P(1), P(2)]",
                  "P(x) < P({e})", "P(x) > P({e})", "min(P(x), P({e})).a",
                  "max([P(x), P({e}), P(0)]).a", "[p.a for p in sorted([P({e}), P(x)])]",
                  "bool(P({e}))", "P({e}) == {e}"))
    src = f"""
    @lifted
    class P:
        def __init__(self, a):
            self.a = a

        def __eq__(self, other):
            if not isinstance(other, P):
                return NotImplemented
            return self.a % {mod} == other.a % {mod}

        def __lt__(self, other):
            return self.a {d.pick(("<", ">"))} other.a

        def __bool__(self):
            return self.a != {d.num(-1, 1)}

        __hash__ = None

    @lifted
    def f({", ".join(params)}):
        r = {use.format(e=d.expr(n))}
        if {guard(d, params, n)}:
            return (r, 1)
        return (r, 0)
    """
    return program(src), params, 0


def classes_dataclass(d: Draw):
    params, n = sig(d)
    frozen = d.flag()
    post = ("object.__setattr__(self, 'b', self.a + self.b)" if frozen
            else "self.b = self.a + self.b")
    src = f"""
    @dataclasses.dataclass(frozen={frozen})
    @lifted
    class D:
        a: int
        b: int = {d.num(-1, 2)}

        def __post_init__(self):
            if self.a {d.pick(("<", ">", "=="))} {d.num(-1, 1)}:
                {post}

    @lifted
    def f({", ".join(params)}):
        p = D({d.expr(n)})
        if {guard(d, params, n)}:
            p = D({d.expr(n)}, {d.expr(n)})
        return {d.pick(("(p.a, p.b)", "p == D(1, 1)", "dataclasses.astuple(p)",
                        "p.b", "p != D(0)"))}
    """
    return program(src), params, 0


def classes_property(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    class T:
        def __init__(self, v):
            self._v = v

        @property
        def v(self):
            return self._v * {d.pick((1, 2, -1))}

        @v.setter
        def v(self, new):
            self._v = new if new {d.pick((">", "<", "!="))} 0 else {d.num(-1, 1)}

    @lifted
    def f({", ".join(params)}):
        t = T({d.expr(n)})
        if {guard(d, params, n)}:
            t.v = {d.expr(n)}
        {d.pick(("t.v = t.v + 1", "pass", "t._v = t._v - 1"))}
        return (t.v, t._v)
    """
    return program(src), params, 0


def classes_namedtuple(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    class Pt(collections.namedtuple("Pt", "a b")):
        __slots__ = ()

        def norm(self):
            return abs(self.a) + abs(self.b)

        def flip(self):
            if self.a {d.pick(("<", ">"))} self.b:
                return Pt(self.b, self.a)
            return self

    @lifted
    def f({", ".join(params)}):
        p = Pt({d.expr(n)}, {d.expr(n)})
        if {guard(d, params, n)}:
            p = p._replace(a={d.expr(n)})
        q = p.flip()
        return {d.pick(("(q.norm(), tuple(q))", "q.a - q.b", "q == p", "q[0] + q.b",
                        "len(q) + q.norm()", "sorted(q)"))}
    """
    return program(src), params, 0


CLASSES = (classes_dunders, classes_dataclass, classes_property, classes_namedtuple)


# --- class 6: mutation under a symbolic branch ---------------------------------------------

def mutation_paths(d: Draw):
    params, n = sig(d)
    e, e1, e2 = d.expr(n), d.expr(n), d.expr(n)
    write = d.pick((
        f"setattr(o, 'v', {e})", f"list.append(xs, {e})", f"ap({e})",
        f"push(xs, {e})", f"heapq.heappush(xs, {e})", f"bisect.insort(xs, {e})",
        f"xs.insert(0, {e})", f"xs[0] = {e}", f"xs.extend([{e}, 1])", "xs.pop()",
        f"o.__dict__['v'] = {e}", f"xs.sort(reverse={d.flag()})",
    ))
    read = d.pick(("(o.v, xs)", "xs", "heapq.heappop(xs)", "bisect.bisect_left(xs, x)",
                   "(len(xs), o.v)", "xs[-1]", "sum(xs) + o.v"))
    src = f"""
    class O:
        pass

    @lifted
    def push(ys, v):
        if v > {d.num(-2, 2)}:
            ys.append(v)

    @lifted
    def f({", ".join(params)}):
        o = O()
        o.v = 0
        xs = [min({e1}, {e2}), max({e1}, {e2})]
        ap = xs.append
        if {guard(d, params, n)}:
            {write}
        return {read}
    """
    return program(src), params, 0


def mutation_loop(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        xs = []
        seen = {{}}
        for i in range({d.num(1, 3)}):
            if {d.cond(n + ("i",))}:
                xs.append(i)
                seen[i] = {d.expr(n + ("i",))}
            elif {d.cond(n)}:
                xs = xs + [i * 2]
        return {d.pick(("(xs, seen)", "list(seen.items())", "len(xs) + len(seen)",
                        "[v for v in xs if v in seen]"))}
    """
    return program(src), params, 0


MUTATION = (mutation_paths, mutation_paths, mutation_loop)


# --- class 7: path-dependent shapes -------------------------------------------------------

def shapes_lists(d: Draw):
    params, n = sig(d)
    make = d.pick((f"[{d.expr(n)}] * ({d.pick(n)} % 3)",
                   f"[v for v in range(3) if v {d.pick(('<', '>='))} {d.pick(n)}]"))
    op = d.pick(("xs + ys", "ys * 2", "xs.copy()", "list(zip(xs, ys, strict=True))",
                 "list(zip(xs, ys))", "xs[1:]", "xs + [0] * len(ys)", "[a * b for a in xs "
                 "for b in ys]", "xs == ys", "list(reversed(xs))"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        xs = {make}
        ys = [{d.expr(n)}]
        if {guard(d, params, n)}:
            ys.append({d.expr(n)})
        r = {op}
        return (r, len(r) if isinstance(r, list) else -1)
    """
    return program(src), params, 0


def shapes_attrs(d: Draw):
    params, n = sig(d)
    src = f"""
    class O:
        pass

    @lifted
    def f({", ".join(params)}):
        o = O()
        if {guard(d, params, n)}:
            o.w = {d.expr(n)}
        if {d.cond(n)}:
            o.z = 1
        return {d.pick(("(hasattr(o, 'w'), getattr(o, 'w', -1))", "getattr(o, 'z', 0) + "
                        "getattr(o, 'w', 0)", "sorted(vars(o))", "o.w"))}
    """
    return program(src), params, 0


def shapes_dicts(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        d = {{}}
        if {guard(d, params, n)}:
            d["p"] = {d.expr(n)}
            d["q"] = 1
        else:
            d["q"] = 2
            d["p"] = {d.expr(n)}
        if {d.cond(n)}:
            del d["q"]
        return {d.pick(("list(d)", "list(d.values())", "'q' in d.keys()", "list(d.items())",
                        "d", "next(iter(d))", "len(d)"))}
    """
    return program(src), params, 0


def shapes_keys(d: Draw):
    params, n = sig(d, with_bool=False)
    a, b = d.expr(n), d.expr(n)
    use = d.pick(("len(s)", "t in s", "m.get(t, 'none')", "len(m)", "(x, 1) in s",
                  "sorted(s)", "[10, 20][x > 0]", f"('a', 'b')[{d.cond(n)}]",
                  f"m[({a}, 0)]", f"len({{v: 1 for v in ({a}, {b})}})"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        s = {{({a}, 1), ({b}, 1)}}
        m = {{({a}, 0): "a"}}
        m[({b}, 0)] = "b"
        t = (x, {d.num(-1, 1)})
        return {use}
    """
    return program(src), params, 0


def shapes_library(d: Draw):
    """The sequence library of issue 11 on a list whose length and elements depend on the
    path: slices with symbolic bounds and steps, del, slice assignment, searching,
    reductions with key= and default=, map/filter, starred displays, orderings."""
    params, n = sig(d)
    k = d.pick(n)
    op = d.pick((f"xs[:{k}]", f"xs[{k}:]", f"xs[-{k}:]", f"xs[::{d.pick((-1, -2, 2))}]",
                 f"xs[{k}::-1]", f"xs[1:{k}:{d.pick((1, 2))}]", f"xs.count({d.expr(n)})",
                 f"xs.index({d.expr(n)})", f"{d.expr(n)} in xs", f"xs.pop({k})",
                 "min(xs)", f"max(xs, key=lambda v: v % 3, default={d.num(-1, 1)})",
                 "sum(xs, 1)", "any(xs)", "all(xs)", "list(reversed(xs))",
                 "list(map(lambda v: v * 2, xs))", "list(filter(lambda v: v > 0, xs))",
                 "[*xs, 9]", "tuple(xs) < (1, 2)", f"xs < [{d.expr(n)}]",
                 "list(enumerate(xs))", f"max(tuple(xs), ({k},))"))
    stmt = d.pick(("", f"del xs[{k}]", f"del xs[{k}:]", f"xs[{k}:{k}] = [7]",
                   f"xs[:{k}] = ys", f"xs.remove({d.expr(n)})", "xs.reverse()",
                   f"xs.insert({k}, 5)"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        xs = [{d.expr(n)}, {d.num(-1, 1)}]
        if {guard(d, params, n)}:
            xs.append({d.expr(n)})
        ys = [v for v in xs if v != {d.num(-1, 1)}]
        {stmt or "pass"}
        return ({op}, xs)
    """
    return program(src), params, 0


def shapes_sorting(d: Draw):
    """sorted() and list.sort() with key= and reverse= (stability shows in the tags), and
    starred unpacking of a union of tuples."""
    params, n = sig(d)
    key = d.pick(("None", "lambda p: p[0]", "lambda p: -p[0]", f"lambda p: p[0] % {d.num(2, 3)}",
                  "lambda p: (p[0] > 0, p[1])"))
    use = d.pick((f"sorted(ps, key={key}, reverse={d.flag()})",
                  f"ps.sort(key={key}, reverse={d.flag()}) or ps",
                  f"[t for _, t in sorted(ps, key={key})]",
                  f"min(ps, key={key})", f"max(ps, key={key})"))
    unpack = d.pick(("first, *rest = t", "*rest, first = t", "first, *rest, last = t"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        ps = [({d.expr(n)}, 'a'), ({d.expr(n)}, 'b')]
        if {guard(d, params, n)}:
            ps.append(({d.expr(n)}, 'c'))
        t = (1, {d.expr(n)}) if {d.cond(n)} else ({d.expr(n)},)
        {unpack}
        return ({use}, first, rest)
    """
    return program(src), params, 0


SHAPES = (shapes_lists, shapes_attrs, shapes_dicts, shapes_keys, shapes_library,
          shapes_sorting)


# --- class 8: floats meeting symbolic ints, and symbolic floats ------------------------------

def floats_mixed(d: Draw):
    params, n = sig(d)
    a = d.pick(n)
    # (Cheap float operations only: z3 bit-blasts a division or remainder of binary64s
    # slowly, and a timeout is only `unknown`; tests/lift/test_floats.py pins them.)
    e = d.pick((f"{a} * 0.5", f"{a} < 2.5", f"float({a})", f"{a} + 1.5", f"{a} ** -1",
                f"{a} + 0.5 > {d.pick((1, 2))}", f"round({a} / 3, 1)", f"{a} * 1.0 == {a}",
                f"{a} >= -0.5", f"max({a}, 0.5)", f"abs({a} - 0.25)"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        r = {e}
        if {guard(d, params, n)}:
            r = {d.pick(("r", "0", "x"))}
        return r
    """
    return program(src), params, 0


def floats_symbolic(d: Draw):
    """A symbolic float z (with an int x or a bool b): arithmetic, comparisons, min/max,
    merged at a branch (division and remainder, slow for z3, are tests/lift's)."""
    params = d.pick((("z",), ("z", "b"), ("z", "x")))
    other = "x" if "x" in params else d.pick(("1.5", "-0.5", "2"))
    e = d.pick((f"z + {other}", f"z * 0.1 - {other}", f"abs(z - {other})", f"max(z, {other})",
                f"min({other}, z * 2.0)", f"z > {other}", f"z == {other}", "-z", "z ** 0",
                "bool(z)", "(z + 0.1) - 0.1 == z", f"{other} < z <= 2"))
    c = d.pick(("z > 0.2", "z != z", "z * 2.0 <= 1.0", "not z", "z < -1"))
    if "b" in params and d.flag():
        c = f"b {d.pick(('and', 'or'))} {c}"
    src = f"""
    @lifted
    def f({", ".join(params)}):
        r = {e}
        if {c}:
            r = {d.pick(("r", "z", "0.0", "-1.5"))}
        return r
    """
    return program(src), params, 0


def floats_conversions(d: Draw):
    """int <-> float conversions on a symbolic float z and a symbolic int x: int(),
    math.floor/ceil/trunc, round() (ties to even), float(x), and comparisons of a float
    with an int, merged at a branch (issue 11: decided on bit-vectors)."""
    e = d.pick(("int(z)", "math.floor(z)", "math.ceil(z)", "round(z)", "math.trunc(z) + x",
                "float(x) == x", "float(x) * 0.5", "z == x", "z < x", "x <= z", "int(z) == x",
                "round(z) < x", "math.floor(z) - x", "math.ceil(z * 1.5)", "int(z + x)",
                "round(z - x)", "round(z * 0.5) == x", "float(x) + z"))
    c = d.pick(("z < x", "int(z) != x", "math.floor(z) > x", "round(z) == 0", "x >= z"))
    src = f"""
    import math

    @lifted
    def f(z, x):
        r = {e}
        if {c}:
            r = {d.pick(("r", "x", "z", "-1"))}
        return r
    """
    return program(src), ("z", "x"), 0


FLOATS = (floats_mixed, floats_symbolic, floats_conversions)


# --- class 9: recursion of symbolic depth -------------------------------------------------

def recursion_depth(d: Draw):
    params, n = sig(d)
    body = d.pick((
        "if n <= 0:\n            return {base}\n        return n + g(n - 1)",
        "if n < 2:\n            return {base}\n        return g(n - 1) + g(n - 2)",
        "if n == 0:\n            return {base}\n"
        "        return g(n - 1) * 2 if n > 0 else g(n + 1) - 1",
        "return {base} if n <= 0 else [n] + g(n - 1)",
    ))
    base = d.pick(("0", "1", "n"))
    if "[n]" in body:
        base = "[]"
    src = f"""
    @lifted
    def g(n):
        {body.format(base=base)}

    @lifted
    def f({", ".join(params)}):
        r = g({d.pick(n)} {d.pick(("", "+ 1", "- 1", "% 3"))})
        if {guard(d, params, n)}:
            return r
        return {d.pick(("r", "g(1)", "(r, 0)"))}
    """
    return program(src), params, 0


def recursion_mutual(d: Draw):
    params, n = sig(d, with_bool=False)
    src = f"""
    @lifted
    def even(n):
        if n == 0:
            return True
        return odd(n - 1)

    @lifted
    def odd(n):
        if n == 0:
            return False
        return even(n - 1)

    @lifted
    def f({", ".join(params)}):
        k = abs({d.expr(n)}) % 5
        return (even(k), {d.pick(("odd(k)", "k", "0"))})
    """
    return program(src), params, 0


RECURSION = (recursion_depth, recursion_mutual)
