"""Program templates for the everyday Python a new user writes that the issue's classes do
not draw on: functions (closures, nonlocal, default/keyword/`*args` arguments, lambdas,
globals, generators), syntax (match, walrus, chained comparisons, augmented assignment on
attributes and subscripts, negative `//` and `%`, bool arithmetic, isinstance over unions,
enumerate/zip, while/for-else, f-strings of concrete parts, assert messages, early returns
in loops), object-oriented code (inheritance and super(), properties, static and class
methods, operator dunders, ordered dataclasses) and bit-vectors mixed with ints.
A template takes a `Draw` and returns (source, params, choice): see `families.py`."""

from __future__ import annotations

from .exprs import Draw
from .templates_values import block, guard, program, sig

__all__ = ["FUNCTIONS", "SYNTAX", "OOP", "BITVECS", "DATA", "ERRORS"]


# --- functions ---------------------------------------------------------------------------

def functions_nonlocal(d: Draw):
    params, n = sig(d)
    m = n + ("v", "total")
    src = f"""
    @lifted
    def f({", ".join(params)}):
        total = {d.expr(n)}

        def add(v):
            nonlocal total
            if {d.cond(m)}:
                total += v
            else:
                total {d.pick(("-=", "*=", "="))} {d.leaf(n)}
            return total

        first = add({d.expr(n)})
        add({d.expr(n)})
        return (first, total)
    """
    return program(src), params, 0


def functions_arguments(d: Draw):
    params, n = sig(d)
    call = d.pick((
        f"g({d.expr(n)}, scale={d.num(-2, 3)})",
        f"g({d.expr(n)}, {d.expr(n)}, {d.expr(n)}, {d.expr(n)})",
        f"g(b={d.expr(n)}, a={d.expr(n)})",
        f"g(*[{d.expr(n)}, {d.expr(n)}], extra={d.leaf(n)})",
        f"g({d.expr(n)}, **{{'scale': {d.leaf(n)}, 'z': 1}})",
        f"g({d.expr(n)}, *({d.expr(n)},) * 2)",
    ))
    src = f"""
    @lifted
    def g(a, b={d.num(-2, 3)}, *rest, scale=1, **kw):
        r = a * scale + b
        for v in rest:
            if {d.cond(("v", "r"))}:
                r += v
        return r + len(kw) + sum(kw.values())

    @lifted
    def f({", ".join(params)}):
        r = {call}
        if {guard(d, params, n)}:
            r = r + g({d.expr(n)})
        return r
    """
    return program(src), params, 0


def functions_lambdas(d: Draw):
    params, n = sig(d)
    m = n + ("v",)
    use = d.pick((
        f"list(map(lambda v: {d.expr(m)}, xs))",
        f"list(filter(lambda v: {d.cond(m)}, xs))",
        f"max(xs, key=lambda v: abs(v - {d.leaf(n)}))",
        f"min(xs, key=lambda v: ({d.expr(m)}, v))",
        "sorted(xs, key=lambda v: -v)",
        "sorted(xs, reverse=True)[:2]",
        "[h(v) for v in xs]",
    ))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        h = lambda v, w={d.num(-1, 2)}: v * w + {d.leaf(n)}
        xs = [{d.expr(n)}, {d.expr(n)}, {d.expr(n)}]
        if {guard(d, params, n)}:
            xs[{d.num(0, 2)}] = h({d.expr(n)})
        return {use}
    """
    return program(src), params, 0


def functions_globals(d: Draw):
    params, n = sig(d)
    src = f"""
    LIMIT = {d.num(-2, 3)}
    TABLE = ({d.num(-3, 3)}, {d.num(-3, 3)}, {d.num(-3, 3)})
    ACC = 0

    @lifted
    def bump(v):
        global ACC
        if v > LIMIT:
            ACC = ACC + v
        return ACC

    @lifted
    def f({", ".join(params)}):
        global ACC
        ACC = {d.leaf(n)}
        bump({d.expr(n)})
        if {guard(d, params, n)}:
            bump(TABLE[{d.num(0, 2)}])
        return (ACC, {d.expr(n)} > LIMIT)
    """
    return program(src), params, 0


def functions_generators(d: Draw):
    """A generator of the program's values: its yields and its `return` under conditions
    on the parameters and the loop's `i` (it gets the parameters as arguments)."""
    params, n = sig(d)
    m = n + ("i",)
    args = ", ".join(params)
    use = d.pick((f"sum(gen(3, {args}))", f"list(gen(3, {args}))",
                  f"max(gen(4, {args}), default=-7)", f"next(gen(3, {args}), None)",
                  f"[v * 2 for v in gen(2, {args})]", f"any(gen(3, {args}))"))
    src = f"""
    @lifted
    def gen(k, {args}):
        for i in range(k):
            if {d.cond(m)}:
                yield {d.expr(m)}
            elif {d.cond(m)}:
                return

    @lifted
    def f({args}):
        return {use}
    """
    return program(src), params, 0


def functions_recursion(d: Draw):
    params, n = sig(d)
    m = ("k", "acc")
    src = f"""
    @lifted
    def walk(k, acc):
        if k == 0:
            return acc
        if {d.cond(m)}:
            return walk(k - 1, acc + {d.expr(m)})
        return walk(k - 1, acc) {d.pick("+-")} {d.leaf(m)}

    @lifted
    def f({", ".join(params)}):
        return walk({d.num(0, 3)}, {d.expr(n)})
    """
    return program(src), params, 0


FUNCTIONS = (functions_nonlocal, functions_arguments, functions_lambdas, functions_globals,
             functions_generators, functions_recursion)


# --- syntax ------------------------------------------------------------------------------

def syntax_match(d: Draw):
    params, n = sig(d)
    subject = d.pick(("x", f"({d.pick(n)}, {d.expr(n)})", "[x, x + 1]"))
    if subject == "x":
        cases = f"""
            case 0:
                r = {d.expr(n)}
            case 1 | 2:
                r = {d.expr(n)}
            case v if v < {d.num(-2, 0)}:
                r = v * {d.num(-2, 2)}
            case _:
                r = {d.expr(n)}"""
    elif subject.startswith("("):
        cases = f"""
            case (0, w):
                r = w + {d.leaf(n)}
            case (v, 1) | (1, v):
                r = v - {d.leaf(n)}
            case (v, w) if v > w:
                r = {d.expr(n + ("v", "w"))}
            case _:
                r = {d.expr(n)}"""
    else:
        cases = f"""
            case [0, *rest]:
                r = len(rest) + {d.leaf(n)}
            case [v, w] if w > {d.num(-1, 2)}:
                r = v + w
            case _:
                r = {d.expr(n)}"""
    src = f"""
    @lifted
    def f({", ".join(params)}):
        r = 0
        match {subject}:{cases}
        return r
    """
    return program(src), params, 0


def syntax_walrus_chain(d: Draw):
    params, n = sig(d)
    m = n + ("t",)
    lo, hi = sorted((d.num(-3, 2), d.num(-2, 3)))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        if (t := {d.expr(n)}) > {d.leaf(n)}:
            r = t * 2
        elif {lo} <= {d.expr(m)} < {hi}:
            r = t - 1
        else:
            r = {d.expr(m)}
        ws = [w for v in range(3) if (w := v + {d.expr(n)}) {d.pick(("> 0", "!= 1"))}]
        return (r, ws, {d.expr(n)} == {d.expr(n)} == {d.leaf(n)}, {lo} < {d.expr(n)} <= {hi})
    """
    return program(src), params, 0


def syntax_augassign(d: Draw):
    params, n = sig(d)
    op = d.pick(("+=", "-=", "*=", "//=", "%=", "|=", "^=", "<<=", "&="))
    rhs = str(d.num(1, 3)) if op in ("//=", "%=", "<<=") else d.expr(n)
    src = f"""
    @lifted
    class Box:
        def __init__(self, v):
            self.v = v

    @lifted
    def f({", ".join(params)}):
        o = Box({d.expr(n)})
        xs = [{d.expr(n)}, {d.expr(n)}, 0]
        d = {{"k": {d.leaf(n)}}}
        if {guard(d, params, n)}:
            o.v {op} {rhs}
            xs[{d.pick(("1", "-1", "x % 3", "abs(x) % 3"))}] {op} {rhs}
            d["k"] {op} {rhs}
        else:
            xs[0] += o.v
        return (o.v, xs, d["k"])
    """
    return program(src), params, 0


def syntax_division(d: Draw):
    params, n = sig(d, with_bool=False)
    k = d.pick(("-3", "-2", "2", "3", "-1"))
    use = d.pick((
        f"({d.expr(n)}) // {k}",
        f"({d.expr(n)}) % {k}",
        f"divmod({d.expr(n)}, {k})",
        f"-({d.expr(n)}) // {k} + ({d.expr(n)}) % {k}",
        f"({d.expr(n)}) // ({d.pick(n)})",
        f"({d.expr(n)}) % ({d.pick(n)} - 1)",
        f"abs({d.expr(n)}) % {k} - min({d.expr(n)}, {d.expr(n)}, {d.leaf(n)})",
    ))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        if {d.cond(n)}:
            return {use}
        return max({d.expr(n)}, {d.leaf(n)}, {d.expr(n)})
    """
    return program(src), params, 0


def syntax_bools(d: Draw):
    params, n = sig(d)
    b = "b" if "b" in params else f"({d.cond(n)})"
    use = d.pick((
        f"True + {d.expr(n)}",
        f"{b} * {d.expr(n)}",
        f"sum([{b}, {d.cond(n)}, True])",
        f"-{b} + int({d.cond(n)})",
        f"{d.expr(n)} * ({d.cond(n)})",
        f"({b}) + ({d.cond(n)})",
        f"({b}) & ({d.cond(n)})",
        f"({b}) ^ True",
        f"max({b}, {d.cond(n)})",
        f"abs(-{b})",
        f"({b}) < ({d.cond(n)})",
    ))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        r = {use}
        return (r, type(r).__name__)
    """
    return program(src), params, 0


def syntax_isinstance(d: Draw):
    params, n = sig(d)
    other = d.pick((f"({d.expr(n)}, {d.expr(n)})", "'s'", "None", f"[{d.expr(n)}]",
                    f"{d.cond(n)}", f"{{'a': {d.expr(n)}}}"))
    test = d.pick(("isinstance(v, (int, tuple))", "isinstance(v, bool)",
                   "isinstance(v, int)", "type(v) is int", "isinstance(v, (str, list))",
                   "v is None", "isinstance(v, dict)"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        v = {d.expr(n)} if {guard(d, params, n)} else {other}
        if {test}:
            return (1, {d.pick(("v", "0", "type(v).__name__"))})
        return (0, type(v).__name__)
    """
    return program(src), params, 0


def syntax_iteration(d: Draw):
    params, n = sig(d)
    m = n + ("i", "a", "c", "r")
    src = f"""
    @lifted
    def f({", ".join(params)}):
        xs = [{d.expr(n)}, {d.expr(n)}, {d.expr(n)}]
        ys = ({d.expr(n)}, {d.expr(n)})
        r = {d.leaf(n)}
        for i, (a, c) in enumerate(zip(xs, ys), start={d.num(0, 1)}):
            if {d.cond(m)}:
                continue
            r += a * i - c
            if {d.cond(m)}:
                break
        else:
            r = -r
        return r
    """
    return program(src), params, 0


def syntax_while_else(d: Draw):
    params, n = sig(d)
    m = n + ("i", "r")
    src = f"""
    @lifted
    def f({", ".join(params)}):
        i = 0
        r = {d.expr(n)}
        while i < {d.num(1, 4)}:
            i += 1
            if {d.cond(m)}:
                continue
            if {d.cond(m)}:
                break
            r {d.pick(("+=", "-="))} {d.expr(m)}
        else:
            r = r * {d.num(-2, 2)}
        return (i, r)
    """
    return program(src), params, 0


def syntax_early_return(d: Draw):
    params, n = sig(d)
    m = n + ("v", "i")
    src = f"""
    @lifted
    def f({", ".join(params)}):
        for i, v in enumerate([{d.expr(n)}, {d.expr(n)}, {d.expr(n)}]):
            if {d.cond(m)}:
                return {d.pick(("v", "i", "(i, v)", "None"))}
            if {d.cond(m)}:
                break
        return {d.pick(("-1", "None", d.expr(n)))}
    """
    return program(src), params, 0


def syntax_strings(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        tag = "pos" if {d.cond(n)} else "neg"
        s = f"{{tag}}-{{{d.num(0, 9)}}}:{{'a' if {guard(d, params, n)} else 'bc'}}"
        s += "!" * {d.num(0, 2)}
        return {d.pick(("s", "len(s)", "s.upper()", "s.startswith('pos')",
                         "s.split('-')", "'%s/%d' % (tag, len(s))", "f'{len(s):03d}'"))}
    """
    return program(src), params, 0


def syntax_assert(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        r = {d.expr(n)}
        if {guard(d, params, n)}:
            assert {d.cond(n + ("r",))}, f"bad {{'value'}} {d.num(0, 9)}"
            r = r + {d.leaf(n)}
        assert r != {d.num(-3, 3)}, "r must differ"
        return r
    """
    return program(src), params, 0


SYNTAX = (syntax_match, syntax_walrus_chain, syntax_augassign, syntax_division, syntax_bools,
          syntax_isinstance, syntax_iteration, syntax_while_else, syntax_early_return,
          syntax_strings, syntax_assert)


# --- object-oriented code ----------------------------------------------------------------

def oop_inheritance(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    class Base:
        def __init__(self, v):
            self.v = v

        def val(self):
            return self.v + {d.num(-2, 2)}

        def describe(self):
            return self.val() * 2

    @lifted
    class Child(Base):
        def __init__(self, v, w):
            super().__init__(v)
            self.w = w

        def val(self):
            if {d.cond(("self.v", "self.w"))}:
                return super().val() - self.w
            return self.w

    @lifted
    def f({", ".join(params)}):
        o = Child({d.expr(n)}, {d.expr(n)}) if {guard(d, params, n)} else Base({d.expr(n)})
        return (o.describe(), isinstance(o, Child), type(o).__name__)
    """
    return program(src), params, 0


def oop_properties(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    class C:
        SCALE = {d.num(-2, 3)}

        def __init__(self, v):
            self._v = v

        @property
        def v(self):
            return self._v

        @v.setter
        def v(self, new):
            self._v = new if new > {d.num(-2, 1)} else 0

        @staticmethod
        def twice(k):
            return k * 2

        @classmethod
        def make(cls, k):
            return cls(k + cls.SCALE)

    @lifted
    def f({", ".join(params)}):
        o = C.make({d.expr(n)})
        if {guard(d, params, n)}:
            o.v = {d.expr(n)}
        else:
            o.v += C.twice({d.leaf(n)})
        return (o.v, o._v, C.twice(o.v))
    """
    return program(src), params, 0


def oop_dunders(d: Draw):
    params, n = sig(d)
    use = d.pick(("(p + q).a", "p < q", "p == q", "len(p)", "max(p, q).b",
                  "sorted([q, p])[0].a", "bool(p)", "p != q", "-p", "abs(q)",
                  "3 in p", "[e for e in p]", "p[1]"))
    src = f"""
    @lifted
    class V:
        def __init__(self, a, b):
            self.a = a
            self.b = b

        def __add__(self, o):
            return V(self.a + o.a, self.b + o.b)

        def __lt__(self, o):
            return (self.a, self.b) < (o.a, o.b)

        def __eq__(self, o):
            return isinstance(o, V) and self.a == o.a

        def __len__(self):
            return abs(self.a) % 3

        def __neg__(self):
            return self.b - self.a

        def __abs__(self):
            return abs(self.a) + abs(self.b)

        def __contains__(self, k):
            return k == self.a or k == self.b

        def __iter__(self):
            return iter((self.a, self.b))

        def __getitem__(self, i):
            return self.a if i == 0 else self.b

    @lifted
    def f({", ".join(params)}):
        p = V({d.expr(n)}, {d.expr(n)})
        q = V({d.expr(n)}, {d.leaf(n)})
        if {guard(d, params, n)}:
            p = p + q
        return {use}
    """
    return program(src), params, 0


def oop_dataclass(d: Draw):
    params, n = sig(d)
    use = d.pick(("p < q", "max(p, q).a", "p == q", "sorted([q, p])[0].b",
                  "p.total() + q.total()", "dataclasses.astuple(p)", "p.tags",
                  "dataclasses.replace(p, a=q.b).total()"))
    src = f"""
    @lifted
    @dataclasses.dataclass(order=True)
    class P:
        a: int
        b: int = {d.num(-1, 2)}
        tags: list = dataclasses.field(default_factory=list, compare=False)

        def total(self):
            return self.a + self.b + len(self.tags)

    @lifted
    def f({", ".join(params)}):
        p = P({d.expr(n)})
        q = P({d.expr(n)}, {d.expr(n)})
        if {guard(d, params, n)}:
            p.tags.append({d.leaf(n)})
            q.b = {d.expr(n)}
        return {use}
    """
    return program(src), params, 0


OOP = (oop_inheritance, oop_properties, oop_dunders, oop_dataclass)


# --- bit-vectors mixed with ints ---------------------------------------------------------

def bitvec_mixed(d: Draw):
    params, n = sig(d)
    op = d.pick(("+", "-", "*", "&", "|", "^", "<<", ">>", "%"))
    use = d.pick((
        f"a {op} {d.num(0, 3)}",
        f"{d.num(0, 3)} {op} a",
        f"a {op} c",
        "stamen.bv2int(a) + x",
        "a < c",
        "stamen.ult(a, c)",
        "~a",
        "-a",
        "a == 3",
        "stamen.extract(2, 1, a)",
        "stamen.concat(a, c)",
        "stamen.zero_extend(2, a) + 1",
        "stamen.sign_extend(2, a) < 0",
        "stamen.lshr(a, 1)",
        "a != 0",
        "int(a == c) + stamen.bv2int(c)",
    ))
    src = f"""
    BV = stamen.BitVec(4)

    @lifted
    def f({", ".join(params)}):
        a = stamen.int2bv({d.expr(n)}, 4)
        c = BV({d.num(0, 15)})
        if {guard(d, params, n)}:
            a = a {d.pick(("+", "-", "^", "&"))} {d.pick(("c", "1", "x"))}
        return {use}
    """
    return program(src), params, 0


def bitvec_loop(d: Draw):
    params, n = sig(d, with_bool=False)
    src = f"""
    BV = stamen.BitVec(4)

    @lifted
    def f({", ".join(params)}):
        a = stamen.int2bv({d.expr(n)}, 4)
        count = 0
        for i in range(4):
            if (a >> i) & 1 == 1:
                count += 1
            elif {d.cond(n + ("i",))}:
                a = a ^ BV({d.num(1, 15)})
        return (count, stamen.bv2int(a) {d.pick(("+", "-", "*"))} {d.leaf(n)})
    """
    return program(src), params, 0


BITVECS = (bitvec_mixed, bitvec_mixed, bitvec_loop)


# --- data: lists, dicts, strings, sets, unpacking ----------------------------------------

def data_lists(d: Draw):
    params, n = sig(d)
    op = d.pick((
        "xs.pop()", "xs.pop(0)", "xs.insert(1, {e})", "xs.remove({e})", "xs.reverse()",
        "xs.sort()", "del xs[0]", "xs.extend([{e}, {e}])", "xs[1:] = [{e}]", "xs.clear()",
    )).format(e=d.expr(n))
    use = d.pick(("xs", "xs[::-1]", "xs[1:]", "len(xs)", "xs.index({e}) if {e} in xs else -1",
                  "xs.count({e})", "sum(xs, {e})", "(xs[0] if xs else None)",
                  "[v for v in xs if v != {e}]", "first, *rest = xs or [0]; (first, rest)",
                  )).format(e=d.leaf(n))
    ret = use if ";" not in use else None
    tail = (f"return {ret}" if ret is not None
            else f"{use.split(';')[0]}\n        return {use.split(';')[1].strip()}")
    src = f"""
    @lifted
    def f({", ".join(params)}):
        xs = [{d.expr(n)}, {d.expr(n)}, {d.leaf(n)}]
        if {guard(d, params, n)}:
            {op}
        {tail}
    """
    return program(src), params, 0


def data_dicts(d: Draw):
    params, n = sig(d)
    use = d.pick(("d", "sorted(d.items())", "list(d.values())", "d.get('c', -1)",
                  "len(d)", "'b' in d", "sum(d.values())", "max(d, key=d.get)",
                  "{v: k for k, v in d.items()}", "collections.Counter(d.values())[1]",
                  "dict(sorted(d.items()))"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        d = {{"a": {d.expr(n)}, "b": {d.leaf(n)}}}
        if {guard(d, params, n)}:
            d[{d.pick(("'c'", "'a'"))}] = {d.expr(n)}
        if {d.cond(n)}:
            d.setdefault("b", 0)
            d.{d.pick(("pop('b')", "update(c=1)", "setdefault('e', 2)"))}
        counts = collections.defaultdict(int)
        for k in d:
            counts[k[0]] += 1
        return ({use}, dict(counts))
    """
    return program(src), params, 0


def data_strings(d: Draw):
    params, n = sig(d)
    use = d.pick(("s[::-1]", "s.count('a')", "s in 'xabcy'", "s * 2", "s[1:]",
                  "s.replace('a', 'z')", "len(s.split('b'))", "ord(s[0]) - 97",
                  "s.upper() + t", "', '.join([s, t])", "s < t", "sorted(s + t)",
                  "s.find('c')", "s.zfill(4)", "t.join('xy')"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        s = "ab" if {guard(d, params, n)} else "cab"
        t = "" if {d.cond(n)} else "a"
        return {use}
    """
    return program(src), params, 0


def data_sets(d: Draw):
    params, n = sig(d)
    use = d.pick(("len(s)", "sorted(s)", "{e} in s", "len(s | {{1, 2}})", "sorted(s & {{0, 1}})",
                  "sorted(s - {{{e}}})", "len(set(xs))", "sum(s)")).format(e=d.leaf(n))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        xs = [{d.expr(n)}, {d.expr(n)}, {d.leaf(n)}]
        s = set(xs)
        if {guard(d, params, n)}:
            s.add({d.expr(n)})
        else:
            s.discard({d.leaf(n)})
        return {use}
    """
    return program(src), params, 0


def data_unpacking(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def f({", ".join(params)}):
        pairs = [({d.expr(n)}, {d.leaf(n)}), ({d.leaf(n)}, {d.expr(n)})]
        if {guard(d, params, n)}:
            pairs.append(({d.expr(n)}, {d.expr(n)}))
        best = None
        for i, (a, c) in enumerate(pairs):
            a, c = c, a
            if best is None or a + c > best[1]:
                best = (i, a + c)
        (i, total), *others = [best] + pairs
        return (i, total, len(others), min(pairs), max(p[1] for p in pairs))
    """
    return program(src), params, 0


DATA = (data_lists, data_dicts, data_strings, data_sets, data_unpacking)


# --- errors: user exception classes, raise from, finally ---------------------------------

def errors_custom(d: Draw):
    params, n = sig(d)
    handler = d.pick((
        "except Small as e:\n    r = e.args[0]",
        "except (Small, KeyError):\n    r = -1",
        "except ValueError as e:\n    r = len(str(e))",
        "except Exception:\n    r = -2\nelse:\n    r = r + 1",
        "except Big:\n    r = -3\nfinally:\n    r = r * 2 if r is not None else 0",
    ))
    src = f"""
    class Small(ValueError):
        pass

    class Big(Exception):
        def __init__(self, v):
            super().__init__(v)
            self.v = v

    @lifted
    def check(v):
        if v < {d.num(-2, 1)}:
            raise Small(v)
        if v > {d.num(1, 3)}:
            raise Big(v) from None
        return v * 2

    @lifted
    def f({", ".join(params)}):
        r = None
        try:
            r = check({d.expr(n)})
            if {guard(d, params, n)}:
                r = {{0: 5}}[r]
        {block(handler, 8)}
        return r
    """
    return program(src), params, 0


def errors_finally_return(d: Draw):
    params, n = sig(d)
    src = f"""
    @lifted
    def g(v):
        try:
            if v > {d.num(-1, 2)}:
                return v
            raise ValueError("small")
        except ValueError:
            return -v
        finally:
            if {d.cond(("v",))}:
                {d.pick(("v = v + 100", "return v + 100"))}

    @lifted
    def f({", ".join(params)}):
        out = []
        for i in range({d.num(1, 3)}):
            try:
                out.append(g({d.expr(n + ("i",))}))
                if {d.cond(n + ("i",))}:
                    raise KeyError(i)
            except KeyError as e:
                out.append(e.args[0] * 10)
                {d.pick(("break", "continue", "pass"))}
        return out
    """
    return program(src), params, 0


ERRORS = (errors_custom, errors_finally_return)
