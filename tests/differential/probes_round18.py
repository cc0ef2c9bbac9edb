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
- `r18a_*`: a helper's 272 programs of the queries as an interpreter writer uses them
  (synthesize a hole in stack, register and bytecode machines, AST evaluators, FSMs,
  class methods, generators, `try`/`with`; optimize and debug of their results); 3 failed
  when written (on 68d1bd8): an inner loop's `else: continue` (wrong on concrete inputs
  too), two holes in one `with` header (one unknown: unsat), debug of a lifted
  `__hash__` (a raw TypeError). Its direct-API scripts found `complete()` of a class (an
  InternalError), the place a `range()` refusal names, and z3's optimize search blocked
  in a push past its time limit (a hang). Left out (over 150 s, every query a 25 s
  unknown): `r18a_opt3_lexer`, `r18a_opt_abs_round`, `r18a_opt_fstring_len` and its
  minimal form (a test in tests/query/test_optimize.py keeps the hang's fix).
- `r18b_*`: a helper's 603 programs of values at IEEE and string corners (floats with
  nan, infinities and signed zeros, symbolic strings and their methods, bit-vectors mixed
  with ints, bools and floats, the numeric tower); 48 failed when written (on 68d1bd8),
  from 13 defects: a symbolic bit-vector unlike the concrete BV (== with a float or bool,
  float(), dict and set look-ups of int keys), Counter of a union, C builtins and a
  library's method handed a string term (their TypeError was the program's), `%` with a
  symbolic template, sum() with a str start, and the words of seven TypeErrors; and
  int()'s ValueError text for a string of unknown characters, which lacked repr(s)
  (refused where the program reads it since session 27). Left
  out (over 150 s, every query a 25 s unknown): eight programs of float `%`, `//`,
  `divmod` and int `/` with the ZeroDivisionError caught, and a tokenizer.
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

# ---------------- a helper's round 18a: the queries on interpreters ----------------
p('r18a_syn_stack_const', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x):
    return run([("load", 0), ("push", hole(int)), ("mul", None), ("push", 1), ("add", None)], [x])
''', ('x',), 'synthesize', 3)
p('r18a_syn_stack_two_inputs', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    return run([("load", 0), ("load", 1), ("sub", None), ("push", hole(int)), ("max", None)], [x, y])
''', ('x', 'y'), 'synthesize', -2)
p('r18a_syn_stack_dup_swap', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    return run([("load", 1), ("load", 0), ("swap", None), ("dup", None), ("mul", None), ("push", hole(int)), ("sub", None)], [x, y])
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_stack_div_raises', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    return run([("load", 0), ("load", 1), ("push", hole(int)), ("add", None), ("div", None)], [x, y])
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_stack_hole_in_env_index', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    return run([("load", hole(int)), ("push", 2), ("mul", None)], [x, y])
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_stack_hole_selects_op', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    ops = ["add", "sub", "mul", "max"]
    return run([("load", 0), ("load", 1), (ops[hole(int)], None)], [x, y])
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_stack_try_except', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    try:
        return run([("load", 0), ("load", 1), ("push", hole(int)), ("sub", None), ("div", None)], [x, y])
    except ZeroDivisionError:
        return 99
''', ('x', 'y'), 'synthesize', 0)
p('r18a_syn_ast_num', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def ev(self, env):
        return self.v

@lifted
class Var:
    def __init__(self, name):
        self.name = name
    def ev(self, env):
        return env[self.name]

@lifted
class Bin:
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def ev(self, env):
        a = self.l.ev(env)
        b = self.r.ev(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "<":
            return int(a < b)
        if self.op == "%":
            return a % b
        raise KeyError(self.op)

@lifted
class If:
    def __init__(self, c, t, e):
        self.c, self.t, self.e = c, t, e
    def ev(self, env):
        if self.c.ev(env):
            return self.t.ev(env)
        return self.e.ev(env)

@lifted
def f(x):
    e = Bin("+", Bin("*", Var("x"), Var("x")), Num(hole(int)))
    return e.ev({"x": x})
''', ('x',), 'synthesize', 2)
p('r18a_syn_ast_if_threshold', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def ev(self, env):
        return self.v

@lifted
class Var:
    def __init__(self, name):
        self.name = name
    def ev(self, env):
        return env[self.name]

@lifted
class Bin:
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def ev(self, env):
        a = self.l.ev(env)
        b = self.r.ev(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "<":
            return int(a < b)
        if self.op == "%":
            return a % b
        raise KeyError(self.op)

@lifted
class If:
    def __init__(self, c, t, e):
        self.c, self.t, self.e = c, t, e
    def ev(self, env):
        if self.c.ev(env):
            return self.t.ev(env)
        return self.e.ev(env)

@lifted
def f(x, y):
    e = If(Bin("<", Var("x"), Num(hole(int))), Bin("-", Var("y"), Var("x")), Num(0))
    return e.ev({"x": x, "y": y})
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_ast_mod', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def ev(self, env):
        return self.v

@lifted
class Var:
    def __init__(self, name):
        self.name = name
    def ev(self, env):
        return env[self.name]

@lifted
class Bin:
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def ev(self, env):
        a = self.l.ev(env)
        b = self.r.ev(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "<":
            return int(a < b)
        if self.op == "%":
            return a % b
        raise KeyError(self.op)

@lifted
class If:
    def __init__(self, c, t, e):
        self.c, self.t, self.e = c, t, e
    def ev(self, env):
        if self.c.ev(env):
            return self.t.ev(env)
        return self.e.ev(env)

@lifted
def f(x):
    e = Bin("%", Bin("+", Var("x"), Num(5)), Num(hole(int)))
    return e.ev({"x": x})
''', ('x',), 'synthesize', 3)
p('r18a_syn_ast_shared_hole_helper', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def ev(self, env):
        return self.v

@lifted
class Var:
    def __init__(self, name):
        self.name = name
    def ev(self, env):
        return env[self.name]

@lifted
class Bin:
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def ev(self, env):
        a = self.l.ev(env)
        b = self.r.ev(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "<":
            return int(a < b)
        if self.op == "%":
            return a % b
        raise KeyError(self.op)

@lifted
class If:
    def __init__(self, c, t, e):
        self.c, self.t, self.e = c, t, e
    def ev(self, env):
        if self.c.ev(env):
            return self.t.ev(env)
        return self.e.ev(env)

@lifted
def k():
    return Num(hole(int))

@lifted
def f(x, y):
    e = Bin("+", Bin("*", Var("x"), k()), Bin("*", Var("y"), k()))
    return e.ev({"x": x, "y": y})
''', ('x', 'y'), 'synthesize', -1)
p('r18a_syn_ast_nested_if', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def ev(self, env):
        return self.v

@lifted
class Var:
    def __init__(self, name):
        self.name = name
    def ev(self, env):
        return env[self.name]

@lifted
class Bin:
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def ev(self, env):
        a = self.l.ev(env)
        b = self.r.ev(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "<":
            return int(a < b)
        if self.op == "%":
            return a % b
        raise KeyError(self.op)

@lifted
class If:
    def __init__(self, c, t, e):
        self.c, self.t, self.e = c, t, e
    def ev(self, env):
        if self.c.ev(env):
            return self.t.ev(env)
        return self.e.ev(env)

@lifted
def f(x, y):
    c = Num(hole(int))
    e = If(Bin("<", Var("x"), c), If(Bin("<", Var("y"), c), Num(1), Num(2)), Num(3))
    return e.ev({"x": x, "y": y})
''', ('x', 'y'), 'synthesize', 0)
p('r18a_syn_regs_addi', r'''
@lifted
def machine(code, r0, r1, fuel=12):
    regs = [r0, r1, 0]
    pc = 0
    while pc < len(code) and fuel > 0:
        fuel -= 1
        ins = code[pc]
        op = ins[0]
        if op == "addi":
            regs[ins[1]] += ins[2]
        elif op == "add":
            regs[ins[1]] += regs[ins[2]]
        elif op == "jz":
            if regs[ins[1]] == 0:
                pc = ins[2]
                continue
        elif op == "jlt":
            if regs[ins[1]] < 0:
                pc = ins[2]
                continue
        elif op == "jmp":
            pc = ins[1]
            continue
        elif op == "neg":
            regs[ins[1]] = -regs[ins[1]]
        pc += 1
    return regs[2]

@lifted
def f(x):
    code = [("add", 2, 0), ("addi", 2, hole(int))]
    return machine(code, x, 0)
''', ('x',), 'synthesize', 2)
p('r18a_syn_regs_loop', r'''
@lifted
def machine(code, r0, r1, fuel=12):
    regs = [r0, r1, 0]
    pc = 0
    while pc < len(code) and fuel > 0:
        fuel -= 1
        ins = code[pc]
        op = ins[0]
        if op == "addi":
            regs[ins[1]] += ins[2]
        elif op == "add":
            regs[ins[1]] += regs[ins[2]]
        elif op == "jz":
            if regs[ins[1]] == 0:
                pc = ins[2]
                continue
        elif op == "jlt":
            if regs[ins[1]] < 0:
                pc = ins[2]
                continue
        elif op == "jmp":
            pc = ins[1]
            continue
        elif op == "neg":
            regs[ins[1]] = -regs[ins[1]]
        pc += 1
    return regs[2]

@lifted
def f(x):
    # r2 = hole * |x| (bounded loop)
    code = [("jlt", 0, 4), ("jz", 0, 6), ("addi", 0, -1), ("addi", 2, hole(int)), ("jmp", 0), ("neg", 0), ("jmp", 0)]
    code = code[:4] + [("jmp", 0), ("neg", 0), ("jmp", 0)]
    code[0] = ("jlt", 0, 5)
    code[1] = ("jz", 0, 7)
    return machine(code, x, 0, 20)
''', ('x',), 'synthesize', 3)
p('r18a_syn_regs_jump_target', r'''
@lifted
def machine(code, r0, r1, fuel=12):
    regs = [r0, r1, 0]
    pc = 0
    while pc < len(code) and fuel > 0:
        fuel -= 1
        ins = code[pc]
        op = ins[0]
        if op == "addi":
            regs[ins[1]] += ins[2]
        elif op == "add":
            regs[ins[1]] += regs[ins[2]]
        elif op == "jz":
            if regs[ins[1]] == 0:
                pc = ins[2]
                continue
        elif op == "jlt":
            if regs[ins[1]] < 0:
                pc = ins[2]
                continue
        elif op == "jmp":
            pc = ins[1]
            continue
        elif op == "neg":
            regs[ins[1]] = -regs[ins[1]]
        pc += 1
    return regs[2]

@lifted
def f(x, y):
    code = [("jz", 0, hole(int)), ("add", 2, 1), ("addi", 2, 10), ("addi", 2, 1)]
    return machine(code, x, y)
''', ('x', 'y'), 'synthesize', 3)
p('r18a_syn_fsm_threshold', r'''
@lifted
class Fsm:
    def __init__(self, table, start, accept):
        self.table = table
        self.state = start
        self.accept = accept
    def step(self, sym):
        self.state = self.table.get((self.state, sym), "dead")
    def run(self, word):
        for s in word:
            self.step(s)
            if self.state == "dead":
                return False
        return self.state in self.accept

@lifted
def f(x, y):
    t = {("a", 0): "b", ("b", 1): "a", ("b", 0): "b"}
    c = hole(int)
    word = [0 if x > c else 1, 1 if y >= c else 0]
    return int(Fsm(t, "a", {"a"}).run(word)) + 2 * int(Fsm(t, "a", {"b"}).run(word))
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_fsm_hole_symbol', r'''
@lifted
class Fsm:
    def __init__(self, table, start, accept):
        self.table = table
        self.state = start
        self.accept = accept
    def step(self, sym):
        self.state = self.table.get((self.state, sym), "dead")
    def run(self, word):
        for s in word:
            self.step(s)
            if self.state == "dead":
                return False
        return self.state in self.accept

@lifted
def f(x, y):
    t = {("a", 0): "b", ("b", 1): "a", ("b", 0): "b", ("a", 2): "a"}
    m = Fsm(t, "a", {"b"})
    return int(m.run([x % 3, hole(int), y % 3]))
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_class_method_step', r'''
@lifted
class Counter:
    def __init__(self):
        self.n = 0
    def tick(self, by):
        self.n += by * hole(int)
        return self
@lifted
def f(x, y):
    c = Counter()
    for i in range(3):
        if i < y:
            c.tick(x)
    return c.n
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_class_attr_default', r'''
@lifted
class Cfg:
    def __init__(self, scale=None):
        self.scale = hole(int) if scale is None else scale
@lifted
def f(x):
    a = Cfg()
    b = Cfg(3)
    return a.scale * x + b.scale
''', ('x',), 'synthesize', -1)
p('r18a_syn_dataclass_field', r'''
@lifted
@dataclasses.dataclass
class Rect:
    w: int
    h: int
    def area(self):
        return self.w * self.h
@lifted
def f(x, y):
    r = Rect(x, hole(int))
    if y > 0:
        r.w += y
    return r.area()
''', ('x', 'y'), 'synthesize', 4)
p('r18a_syn_generator_yield', r'''
@lifted
def gen(n, c):
    i = 0
    while i < n:
        yield i + c
        i += 1
@lifted
def f(x, y):
    return sum(gen(max(x, 0), hole(int))) + y
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_generator_filter', r'''
@lifted
def evens(lo, hi):
    for i in range(lo, hi):
        if i % 2 == 0:
            yield i
@lifted
def f(x):
    return tuple([v for v in evens(x, 4) if v > hole(int)])
''', ('x',), 'synthesize', 0)
p('r18a_syn_try_divzero', r'''
@lifted
def f(x, y):
    try:
        return 12 // (x - hole(int))
    except ZeroDivisionError:
        return y
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_try_finally', r'''
@lifted
def f(x):
    log = []
    try:
        if x > hole(int):
            raise ValueError("big")
        log.append("ok")
    except ValueError as e:
        log.append(str(e))
    finally:
        log.append("end")
    return tuple(log)
''', ('x',), 'synthesize', 2)
p('r18a_syn_list_index', r'''
@lifted
def f(x):
    xs = [x, x + 1, x * 2, -x]
    return xs[hole(int)]
''', ('x',), 'synthesize', 2)
p('r18a_syn_list_neg_index', r'''
@lifted
def f(x):
    xs = [x, 7, x * x]
    return xs[hole(int)] - x
''', ('x',), 'synthesize', -1)
p('r18a_syn_dict_key', r'''
@lifted
def f(x, y):
    d = {0: x, 1: y, 2: x + y}
    return d.get(hole(int), -5)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_dict_counter', r'''
@lifted
def f(x, y):
    counts = {}
    for v in (x, y, x + hole(int)):
        counts[v] = counts.get(v, 0) + 1
    return max(counts.values())
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_loop_bound_hole', r'''
@lifted
def f(x):
    acc = 0
    n = hole(int)
    for i in range(min(max(n, 0), 4)):
        acc += x + i
    return acc
''', ('x',), 'synthesize', 2)
p('r18a_syn_range_hole_unbounded', r'''
@lifted
def f(x):
    acc = 0
    for i in range(hole(int)):
        acc += x
    return acc
''', ('x',), 'synthesize', 2)
p('r18a_syn_while_hole', r'''
@lifted
def f(x):
    n = 0
    v = x
    while v < hole(int):
        v += 2
        n += 1
        if n > 5:
            break
    return n
''', ('x',), 'synthesize', 3)
p('r18a_syn_recursion', r'''
@lifted
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
@lifted
def f(x):
    return fib(x + 3) * hole(int)
''', ('x',), 'synthesize', 1)
p('r18a_syn_sorted_key', r'''
@lifted
def f(x, y):
    c = hole(int)
    return tuple(sorted([x, y, 0, 2], key=lambda v: abs(v - c)))
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_min_max_abs', r'''
@lifted
def f(x, y):
    c = hole(int)
    return min(x, max(y, c)) + abs(x - c)
''', ('x', 'y'), 'synthesize', -1)
p('r18a_syn_truthiness', r'''
@lifted
def f(x):
    c = hole(int)
    if c:
        return x
    return -x
''', ('x',), 'synthesize', 0)
p('r18a_syn_match_case', r'''
@lifted
def f(x, y):
    match (x, hole(int)):
        case (0, c):
            return c
        case (a, 1):
            return a + y
        case _:
            return -1
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_floordiv_mod', r'''
@lifted
def f(x):
    c = hole(int)
    q, r = divmod(x, c)
    return q * 10 + r
''', ('x',), 'synthesize', 3)
p('r18a_syn_lambda_closure', r'''
@lifted
def make(c):
    def g(v):
        return v * c + 1
    return g
@lifted
def f(x, y):
    g = make(hole(int))
    h = lambda v: g(v) - y
    return h(x)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_comprehension_filter', r'''
@lifted
def f(x):
    c = hole(int)
    return len([v for v in range(-2, 3) if v * x > c])
''', ('x',), 'synthesize', 0)
p('r18a_syn_bitops', r'''
@lifted
def f(x):
    c = hole(int)
    return (x & c, x | 2, x ^ c)
''', ('x',), 'synthesize', 5)
p('r18a_syn_shift_hole', r'''
@lifted
def f(x):
    c = hole(int)
    if c < 0 or c > 4:
        return 0
    return x << c
''', ('x',), 'synthesize', 2)
p('r18a_syn_enum_hole', r'''
import enum
@lifted
class Op(enum.Enum):
    ADD = 1
    SUB = 2
    MUL = 3
@lifted
def f(x):
    op = Op(hole(int))
    if op is Op.ADD:
        return x + 1
    if op is Op.SUB:
        return x - 1
    return x * 3
''', ('x',), 'synthesize', 2)
p('r18a_syn_assert_in_program', r'''
@lifted
def f(x):
    c = hole(int)
    assert x != c, "forbidden"
    return x * 2 - c
''', ('x',), 'synthesize', 1)
p('r18a_syn_heapq_prio', r'''
@lifted
def f(x, y):
    h = []
    heapq.heappush(h, (x, "x"))
    heapq.heappush(h, (y, "y"))
    heapq.heappush(h, (hole(int), "c"))
    return tuple([heapq.heappop(h)[1] for _ in range(3)])
''', ('x', 'y'), 'synthesize', 0)
p('r18a_syn_string_index', r'''
@lifted
def f(x):
    s = "abc"
    return s[hole(int)] * (x % 3)
''', ('x',), 'synthesize', 1)
p('r18a_syn_str_format', r'''
@lifted
def f(x):
    return f"{x + hole(int)}!"
''', ('x',), 'synthesize', 7)
p('r18a_syn_tuple_return', r'''
@lifted
def f(x, y):
    c = hole(int)
    lo, hi = (x, y) if x < y else (y, x)
    return (lo + c, hi - c, hi - lo)
''', ('x', 'y'), 'synthesize', -2)
p('r18a_syn_bool_input', r'''
@lifted
def f(x, b):
    c = hole(int)
    if b and x > 0:
        return x * c
    elif b:
        return c
    return x - c
''', ('x', 'b'), 'synthesize', 3)
p('r18a_syn_nested_calls', r'''
@lifted
def inc(v, by):
    return v + by
@lifted
def twice(g, v, by):
    return g(g(v, by), by)
@lifted
def f(x, y):
    return twice(inc, x, hole(int)) * y
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_list_mutation_branch', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3]
    c = hole(int)
    if x > c:
        xs.append(x)
    else:
        xs.insert(0, y)
    if y == c:
        xs.pop()
    return tuple(xs)
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_set_ops', r'''
@lifted
def f(x, y):
    s = {x, y, hole(int)}
    return len(s), 2 in s
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_deque', r'''
@lifted
def f(x):
    d = collections.deque([1, 2, 3])
    d.rotate(hole(int))
    d.append(x)
    return tuple(d)
''', ('x',), 'synthesize', 1)
p('r18a_syn_bisect', r'''
@lifted
def f(x):
    xs = [-2, 0, hole(int), 9]
    return bisect.bisect_left(xs, x)
''', ('x',), 'synthesize', 4)
p('r18a_syn_exception_class', r'''
@lifted
class Stop(Exception):
    pass
@lifted
def walk(n, c):
    for i in range(4):
        if i + n == c:
            raise Stop(i)
    return -1
@lifted
def f(x, y):
    try:
        return walk(x, hole(int))
    except Stop as e:
        return e.args[0] * 10 + y
''', ('x', 'y'), 'synthesize', 0)
p('r18a_syn_interp_while_lang', r'''
@lifted
def ev(e, env):
    tag = e[0]
    if tag == "n":
        return e[1]
    if tag == "v":
        return env[e[1]]
    if tag == "+":
        return ev(e[1], env) + ev(e[2], env)
    if tag == "<":
        return ev(e[1], env) < ev(e[2], env)
    raise ValueError(tag)
@lifted
def ex(s, env):
    tag = s[0]
    if tag == "set":
        env[s[1]] = ev(s[2], env)
    elif tag == "seq":
        for t in s[1:]:
            ex(t, env)
    elif tag == "while":
        n = 0
        while ev(s[1], env):
            ex(s[2], env)
            n += 1
            if n > 8:
                raise RuntimeError("fuel")
    return env
@lifted
def f(x):
    prog = ("seq", ("set", "i", ("v", "x")), ("set", "s", ("n", 0)),
            ("while", ("<", ("v", "i"), ("n", 3)),
                ("seq", ("set", "s", ("+", ("v", "s"), ("n", hole(int)))), ("set", "i", ("+", ("v", "i"), ("n", 1))))))
    return ex(prog, {"x": x})["s"]
''', ('x',), 'synthesize', 2)
p('r18a_syn_calculator_tokens', r'''
@lifted
def calc(tokens):
    total = 0
    op = "+"
    for t in tokens:
        if t in ("+", "-", "*"):
            op = t
        elif op == "+":
            total += t
        elif op == "-":
            total -= t
        else:
            total *= t
    return total
@lifted
def f(x, y):
    return calc([x, "*", hole(int), "-", y])
''', ('x', 'y'), 'synthesize', 3)
p('r18a_syn_bank_account', r'''
@lifted
class Account:
    def __init__(self, limit):
        self.balance = 0
        self.limit = limit
    def withdraw(self, amt):
        if amt > self.balance + self.limit:
            raise ValueError("overdraft")
        self.balance -= amt
@lifted
def f(x, y):
    a = Account(hole(int))
    a.balance = y
    try:
        a.withdraw(x + 3)
        return a.balance
    except ValueError:
        return -100
''', ('x', 'y'), 'synthesize', 5)
p('r18a_syn_inheritance', r'''
@lifted
class Shape:
    def scale(self):
        return 1
    def size(self, v):
        return v * self.scale()
@lifted
class Big(Shape):
    def scale(self):
        return hole(int)
@lifted
def f(x):
    s = Big() if x > 0 else Shape()
    return s.size(x)
''', ('x',), 'synthesize', 2)
p('r18a_syn_property', r'''
@lifted
class T:
    def __init__(self, v):
        self.v = v
    @property
    def doubled(self):
        return self.v * 2 + hole(int)
@lifted
def f(x):
    return T(x).doubled
''', ('x',), 'synthesize', 3)
p('r18a_syn_polynomial', r'''
@lifted
def f(x):
    coeffs = [1, hole(int), 3]
    acc = 0
    for c in coeffs:
        acc = acc * x + c
    return acc
''', ('x',), 'synthesize', -2)
p('r18a_syn_unsat_in_domain_raises', r'''
@lifted
def f(x):
    c = hole(int)
    if x == c:
        raise ValueError
    return x
''', ('x',), 'synthesize', 10)
p('r18a_syn_walrus_any', r'''
@lifted
def f(x, y):
    c = hole(int)
    if any((m := v) > c for v in (x, y, 0)):
        return m
    return -99
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_kwargs_defaults', r'''
@lifted
def g(a, b=0, *, scale=1):
    return (a + b) * scale
@lifted
def f(x, y):
    return g(x, scale=hole(int)) + g(y, b=1)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_star_args', r'''
@lifted
def g(*vals):
    return sum(v * i for i, v in enumerate(vals))
@lifted
def f(x, y):
    return g(x, y, hole(int))
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_zip_enumerate', r'''
@lifted
def f(x, y):
    c = hole(int)
    return tuple([a * b for a, b in zip([x, y, c], [1, c, y])])
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_string_compare', r'''
@lifted
def f(x):
    names = ["ann", "bob", "cy"]
    n = names[hole(int)]
    return n < "b", len(n) + x
''', ('x',), 'synthesize', 1)
p('r18a_syn_nested_list_matrix', r'''
@lifted
def f(x, y):
    m = [[x, 1], [hole(int), y]]
    return m[0][0] * m[1][1] - m[0][1] * m[1][0]
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_bool_hole_cmp', r'''
@lifted
def f(x, y):
    c = hole(int)
    return (x > c) == (y > c), x > c and y <= c
''', ('x', 'y'), 'synthesize', 0)
p('r18a_syn_early_return_loop', r'''
@lifted
def f(x):
    for i in range(-3, 4):
        if i * i == x + hole(int):
            return i
    return -99
''', ('x',), 'synthesize', 2)
p('r18a_syn_global_table', r'''
TABLE = {1: "one", 2: "two", 3: "three"}
@lifted
def f(x):
    k = abs(x) + hole(int)
    return TABLE.get(k, "many")
''', ('x',), 'synthesize', 1)
p('r18a_syn_sum_of_list_comp', r'''
@lifted
def f(x, y):
    c = hole(int)
    xs = [x, y, x - y]
    return sum(v for v in xs if v % 2 == c % 2)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_pow_hole', r'''
@lifted
def f(x):
    c = hole(int)
    if 0 <= c <= 3:
        return x ** c
    return -1
''', ('x',), 'synthesize', 2)
p('r18a_syn_isinstance_dispatch', r'''
@lifted
def norm(v):
    if isinstance(v, bool):
        return int(v) * 10
    if isinstance(v, int):
        return v
    return len(v)
@lifted
def f(x, y):
    c = hole(int)
    vals = [x > c, y + c, "ab" * (c % 3)]
    return tuple([norm(v) for v in vals])
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_copy_deepcopy', r'''
import copy
@lifted
def f(x):
    a = [[x], [2]]
    b = copy.deepcopy(a)
    b[0].append(hole(int))
    return tuple(a[0]), tuple(b[0]), len(b)
''', ('x',), 'synthesize', 1)
p('r18a_syn_many_uses_in_loop', r'''
@lifted
def f(x):
    acc = []
    for i in range(3):
        c = hole(int)
        acc.append(i * c + x)
    return tuple(acc)
''', ('x',), 'synthesize', 2)
p('r18a_syn_two_holes_same_helper_keyed', r'''
@lifted
def h():
    return hole(int)
@lifted
def f(x):
    a = h()
    b = h()
    return a + b * x
''', ('x',), 'synthesize', 1)
p('r18a_opt_stack_affine', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    return run([("load", 0), ("push", 3), ("mul", None), ("load", 1), ("sub", None)], [x, y])
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_stack_max_square', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    return run([("load", 0), ("dup", None), ("mul", None), ("load", 1), ("dup", None), ("mul", None), ("max", None)], [x, y])
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_stack_div', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    return run([("push", 12), ("load", 1), ("div", None), ("load", 0), ("add", None)], [x, y])
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_stack_prog_from_input', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, b):
    prog = [("load", 0), ("load", 0)]
    prog.append(("mul", None) if b else ("sub", None))
    prog += [("push", x), ("add", None)]
    return run(prog, [x])
''', ('x', 'b'), 'optimize', 0)
p('r18a_opt_stack_bad_op', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x, y):
    op = "add" if x > 0 else ("mul" if y > 0 else "pow")
    return run([("load", 0), ("load", 1), (op, None)], [x, y])
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_ast_eval', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def ev(self, env):
        return self.v

@lifted
class Var:
    def __init__(self, name):
        self.name = name
    def ev(self, env):
        return env[self.name]

@lifted
class Bin:
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def ev(self, env):
        a = self.l.ev(env)
        b = self.r.ev(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "<":
            return int(a < b)
        if self.op == "%":
            return a % b
        raise KeyError(self.op)

@lifted
class If:
    def __init__(self, c, t, e):
        self.c, self.t, self.e = c, t, e
    def ev(self, env):
        if self.c.ev(env):
            return self.t.ev(env)
        return self.e.ev(env)

@lifted
def f(x, y):
    e = If(Bin("<", Var("x"), Var("y")), Bin("*", Var("x"), Var("y")), Bin("-", Var("x"), Num(4)))
    return e.ev({"x": x, "y": y})
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_ast_mod_raises', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def ev(self, env):
        return self.v

@lifted
class Var:
    def __init__(self, name):
        self.name = name
    def ev(self, env):
        return env[self.name]

@lifted
class Bin:
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def ev(self, env):
        a = self.l.ev(env)
        b = self.r.ev(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "<":
            return int(a < b)
        if self.op == "%":
            return a % b
        raise KeyError(self.op)

@lifted
class If:
    def __init__(self, c, t, e):
        self.c, self.t, self.e = c, t, e
    def ev(self, env):
        if self.c.ev(env):
            return self.t.ev(env)
        return self.e.ev(env)

@lifted
def f(x, y):
    return Bin("%", Bin("+", Var("x"), Num(10)), Var("y")).ev({"x": x, "y": y})
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_ast_built_from_input', r'''
@lifted
class Num:
    def __init__(self, v):
        self.v = v
    def ev(self, env):
        return self.v

@lifted
class Var:
    def __init__(self, name):
        self.name = name
    def ev(self, env):
        return env[self.name]

@lifted
class Bin:
    def __init__(self, op, l, r):
        self.op, self.l, self.r = op, l, r
    def ev(self, env):
        a = self.l.ev(env)
        b = self.r.ev(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "<":
            return int(a < b)
        if self.op == "%":
            return a % b
        raise KeyError(self.op)

@lifted
class If:
    def __init__(self, c, t, e):
        self.c, self.t, self.e = c, t, e
    def ev(self, env):
        if self.c.ev(env):
            return self.t.ev(env)
        return self.e.ev(env)

@lifted
def f(x, b):
    e = Var("x")
    for i in range(3):
        e = Bin("+" if b else "*", e, Num(i + 1))
    return e.ev({"x": x})
''', ('x', 'b'), 'optimize', 0)
p('r18a_opt_regs_countdown', r'''
@lifted
def machine(code, r0, r1, fuel=12):
    regs = [r0, r1, 0]
    pc = 0
    while pc < len(code) and fuel > 0:
        fuel -= 1
        ins = code[pc]
        op = ins[0]
        if op == "addi":
            regs[ins[1]] += ins[2]
        elif op == "add":
            regs[ins[1]] += regs[ins[2]]
        elif op == "jz":
            if regs[ins[1]] == 0:
                pc = ins[2]
                continue
        elif op == "jlt":
            if regs[ins[1]] < 0:
                pc = ins[2]
                continue
        elif op == "jmp":
            pc = ins[1]
            continue
        elif op == "neg":
            regs[ins[1]] = -regs[ins[1]]
        pc += 1
    return regs[2]

@lifted
def f(x):
    code = [("jlt", 0, 5), ("jz", 0, 6), ("addi", 0, -1), ("addi", 2, 2), ("jmp", 0), ("neg", 0), ("jmp", 0)]
    code[0] = ("jlt", 0, 5)
    code = [("jlt", 0, 5), ("jz", 0, 7), ("addi", 0, -1), ("addi", 2, 2), ("jmp", 0), ("neg", 0), ("addi", 2, 1), ("jmp", 0)]
    return machine(code, x, 0, 30)
''', ('x',), 'optimize', 0)
p('r18a_opt_regs_fuel_out', r'''
@lifted
def machine(code, r0, r1, fuel=12):
    regs = [r0, r1, 0]
    pc = 0
    while pc < len(code) and fuel > 0:
        fuel -= 1
        ins = code[pc]
        op = ins[0]
        if op == "addi":
            regs[ins[1]] += ins[2]
        elif op == "add":
            regs[ins[1]] += regs[ins[2]]
        elif op == "jz":
            if regs[ins[1]] == 0:
                pc = ins[2]
                continue
        elif op == "jlt":
            if regs[ins[1]] < 0:
                pc = ins[2]
                continue
        elif op == "jmp":
            pc = ins[1]
            continue
        elif op == "neg":
            regs[ins[1]] = -regs[ins[1]]
        pc += 1
    return regs[2]

@lifted
def f(x, y):
    code = [("add", 2, 0), ("add", 2, 1), ("jz", 1, 0), ("addi", 1, -1), ("jmp", 0)]
    return machine(code, x, y, 9)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_fsm_count', r'''
@lifted
class Fsm:
    def __init__(self, table, start, accept):
        self.table = table
        self.state = start
        self.accept = accept
    def step(self, sym):
        self.state = self.table.get((self.state, sym), "dead")
    def run(self, word):
        for s in word:
            self.step(s)
            if self.state == "dead":
                return False
        return self.state in self.accept

@lifted
def f(x, y):
    t = {("a", 0): "b", ("b", 1): "a", ("b", 0): "b", ("a", 1): "a"}
    score = 0
    for w in ([x % 2, y % 2], [y % 2, x % 2, 1], [abs(x) % 2]):
        if Fsm(t, "a", {"b"}).run(w):
            score += len(w)
    return score
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_fsm_dead', r'''
@lifted
class Fsm:
    def __init__(self, table, start, accept):
        self.table = table
        self.state = start
        self.accept = accept
    def step(self, sym):
        self.state = self.table.get((self.state, sym), "dead")
    def run(self, word):
        for s in word:
            self.step(s)
            if self.state == "dead":
                return False
        return self.state in self.accept

@lifted
def f(x, y):
    t = {("s", 1): "t", ("t", 2): "s"}
    m = Fsm(t, "s", {"s"})
    ok = m.run([x, y, x])
    return (10 if ok else 0) + len(m.state)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_class_counter', r'''
@lifted
class Acc:
    def __init__(self):
        self.items = []
    def add(self, v):
        if v not in self.items:
            self.items.append(v)
        return self
    def total(self):
        return sum(self.items) - len(self.items)
@lifted
def f(x, y):
    a = Acc()
    a.add(x).add(y).add(x + y).add(1)
    return a.total()
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_generator_sum', r'''
@lifted
def gen(n):
    i = 0
    while i < n:
        yield i * i
        i += 1
@lifted
def f(x, y):
    g = gen(x)
    s = 0
    for v in g:
        if v > y + 3:
            break
        s += v
    return s
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_generator_next_default', r'''
@lifted
def pos(xs):
    for v in xs:
        if v > 0:
            yield v
@lifted
def f(x, y):
    g = pos([x, y, x - y])
    return next(g, -7) * 2 + next(g, 0)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_try_except_codes', r'''
@lifted
def parse(v):
    if v < -1:
        raise ValueError("neg")
    if v == 0:
        raise KeyError(v)
    return v * 3
@lifted
def f(x, y):
    try:
        return parse(x) + parse(y)
    except ValueError:
        return -20
    except KeyError:
        return 50
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_try_else_finally', r'''
@lifted
def f(x, y):
    r = 0
    try:
        r = 100 // (x - y)
    except ZeroDivisionError:
        r = -1
    else:
        r += 1
    finally:
        r *= 2
    return r
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_dict_histogram', r'''
@lifted
def f(x, y):
    h = collections.Counter()
    for v in (x, y, x * y, x - 1):
        h[v % 3] += 1
    return max(h.values()) * 10 + len(h)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_dict_defaultdict', r'''
@lifted
def f(x, y):
    d = collections.defaultdict(list)
    d[x > 0].append(x)
    d[y > 0].append(y)
    d[x > y].append(x - y)
    return len(d[True]) * 100 + sum(d[False])
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_list_sort', r'''
@lifted
def f(x, y):
    xs = [x, y, -x, y - x, 2]
    xs.sort()
    return xs[1] * 10 + xs[-1]
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_list_remove_raises', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3, 2]
    xs.remove(x)
    xs.remove(y)
    return sum(xs) + len(xs)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_recursion_gcd', r'''
@lifted
def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
@lifted
def f(x, y):
    return gcd(abs(x) + 2, y + 2)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_recursion_power', r'''
@lifted
def power(b, e):
    if e <= 0:
        return 1
    half = power(b, e // 2)
    return half * half * (b if e % 2 else 1)
@lifted
def f(x, y):
    return power(x, y + 1)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_while_collatz', r'''
@lifted
def f(x):
    n = x + 4
    steps = 0
    while n > 1 and steps < 20:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
''', ('x',), 'optimize', 0)
p('r18a_opt_string_len', r'''
@lifted
def f(x, y):
    s = str(x * 10 + y)
    return len(s) * 10 + s.count("1")
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_string_build', r'''
@lifted
def f(x, b):
    s = ""
    for i in range(abs(x)):
        s += "ab" if b else "c"
    return len(s) - s.find("b")
''', ('x', 'b'), 'optimize', 0)
p('r18a_opt_bool_result', r'''
@lifted
def f(x, y):
    return int(x < y) + int(x * y > 0) * 2 + int(x == -y) * 4
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_bv_input', r'''
@lifted
def f(v):
    w = v * stamen.BitVec(4)(3) + stamen.BitVec(4)(1)
    return stamen.bv2int(w) if hasattr(stamen, "bv2int") else int(w)
''', ('v',), 'optimize', 0)
p('r18a_opt_match_shapes', r'''
@lifted
def area(s):
    match s:
        case ("sq", a):
            return a * a
        case ("rect", a, b):
            return a * b
        case ("tri", a, b):
            return a * b // 2
        case _:
            return -1
@lifted
def f(x, y):
    shapes = [("sq", x), ("rect", x, y), ("tri", y, x), ("circle",)]
    return sum(area(s) for s in shapes[: abs(x) + 1])
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_dataclass_order', r'''
@lifted
@dataclasses.dataclass(order=True)
class P:
    a: int
    b: int
@lifted
def f(x, y):
    ps = sorted([P(x, y), P(y, x), P(0, 1)])
    return ps[0].a * 10 + ps[-1].b
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_heap_scheduler', r'''
@lifted
def f(x, y):
    jobs = []
    heapq.heappush(jobs, (x, 1))
    heapq.heappush(jobs, (y, 2))
    heapq.heappush(jobs, (0, 3))
    t = 0
    order = 0
    while jobs:
        p, j = heapq.heappop(jobs)
        t += 1
        order = order * 4 + j
    return order
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_interp_bytecode', r'''
@lifted
def vm(code, a, b):
    stack = []
    pc = 0
    steps = 0
    while pc < len(code) and steps < 20:
        steps += 1
        op = code[pc]
        pc += 1
        if op == "A":
            stack.append(a)
        elif op == "B":
            stack.append(b)
        elif op == "+":
            stack.append(stack.pop() + stack.pop())
        elif op == "?":
            if stack.pop() > 0:
                pc += 1
        elif op == "N":
            stack.append(-stack.pop())
    return stack[-1] if stack else 0
@lifted
def f(x, y):
    return vm(["A", "?", "N", "A", "B", "+"], x, y) + vm(["B", "A", "+", "?", "A", "N"], x, y)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_unbounded_hint', r'''
@lifted
def f(x):
    return x * x - 2 * x
''', ('x',), 'optimize', 0)
p('r18a_opt_assert_in_prog', r'''
@lifted
def f(x, y):
    assert x + y != 0, "cancel"
    return x * y
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_with_ctx', r'''
@lifted
class Guard:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append(1)
        return self
    def __exit__(self, t, v, tb):
        self.log.append(2)
        return t is ValueError
@lifted
def f(x, y):
    log = []
    with Guard(log):
        if x > y:
            raise ValueError
        log.append(x)
    return sum(log) + len(log) * 10
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_lru_fib', r'''
import functools
@lifted
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
@lifted
def f(x):
    return fib(abs(x) + 1) - x
''', ('x',), 'optimize', 0)
p('r18a_opt_nested_loops_break', r'''
@lifted
def f(x, y):
    found = -1
    for i in range(4):
        for j in range(4):
            if i * j == x + y:
                found = i * 10 + j
                break
        else:
            continue
        break
    return found
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_tokenizer', r'''
@lifted
def tokenize(s):
    out = []
    cur = ""
    for ch in s:
        if ch == " ":
            if cur:
                out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur:
        out.append(cur)
    return out
@lifted
def f(x, y):
    words = ["a", "bb", " ", "c"]
    s = words[x % 4] + " " + words[y % 4] + words[(x + y) % 4]
    return len(tokenize(s)) * 10 + len(s)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_min_max_key', r'''
@lifted
def f(x, y):
    pts = [(x, y), (y, x), (x - y, 1), (0, 0)]
    a = max(pts, key=lambda p: p[0] * p[0] + p[1])
    b = min(pts, key=lambda p: (p[1], -p[0]))
    return a[0] * 10 + b[0]
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_enumerate_zip', r'''
@lifted
def f(x, y):
    s = 0
    for i, (a, b) in enumerate(zip([x, y, 1], [y, x, x])):
        if a > b:
            s += i
        elif a == b:
            s -= 1
    return s
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_nested_dict_state', r'''
@lifted
def f(x, y):
    inv = {"apple": {"n": 2}, "pear": {"n": 0}}
    key = "apple" if x > 0 else "pear"
    inv[key]["n"] += y
    if inv["pear"]["n"] < 0:
        del inv["pear"]
    return sum(v["n"] for v in inv.values()) * 10 + len(inv)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_abs_divmod', r'''
@lifted
def f(x, y):
    q, r = divmod(x * 7, y if y != 0 else 3)
    return q - r
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_bits', r'''
@lifted
def f(x, y):
    return (x & 5) + (y | 2) - (x ^ y) + (x >> 1)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_int_input_bool', r'''
@lifted
def f(x, b):
    v = x if b else -x
    return v * v * v - 2 * v
''', ('x', 'b'), 'optimize', 0)
p('r18a_dbg_stack_all_inputs', r'''
@lifted
def run(prog, env):
    st = []
    for op, arg in prog:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "add":
            b = st.pop()
            a = st.pop()
            st.append(a + b)
        elif op == "sub":
            b = st.pop()
            a = st.pop()
            st.append(a - b)
        elif op == "mul":
            b = st.pop()
            a = st.pop()
            st.append(a * b)
        elif op == "dup":
            st.append(st[-1])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif op == "max":
            b = st.pop()
            a = st.pop()
            st.append(a if a > b else b)
        elif op == "div":
            b = st.pop()
            a = st.pop()
            st.append(a // b)
        else:
            raise ValueError("bad op " + op)
    return st.pop()

@lifted
def f(x):
    return run([("load", 0), ("push", 2), ("sub", None), ("dup", None), ("mul", None)], [x])
''', ('x',), 'optimize', 0)
p('r18a_dbg_try_all_inputs', r'''
@lifted
def f(x):
    try:
        return 6 // x
    except ZeroDivisionError:
        return 0
''', ('x',), 'optimize', 0)
p('r18a_dbg_raise_paths', r'''
@lifted
def f(x):
    if x > 1:
        raise ValueError(x)
    return x + 1
''', ('x',), 'optimize', 0)
p('r18a_dbg_class_method', r'''
@lifted
class Box:
    def __init__(self, v):
        self.v = v
    def get(self, b):
        return self.v if b else -self.v
@lifted
def f(x, b):
    return Box(x * 2).get(b) + 1
''', ('x', 'b'), 'optimize', 0)
p('r18a_syn_hole_dict_key_store', r'''
@lifted
def f(x, y):
    d = {0: "a", 1: "b"}
    d[hole(int)] = "c"
    return (len(d), d.get(x % 3, "-"), str(list(d)[-1]) if y > 0 else "none")
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_hole_list_repeat', r'''
@lifted
def f(x):
    c = hole(int)
    xs = [x] * c
    return (len(xs), sum(xs))
''', ('x',), 'synthesize', 2)
p('r18a_syn_hole_str_repeat', r'''
@lifted
def f(x):
    s = "ab" * hole(int)
    return len(s) + x, s[x % 2] if s else "?"
''', ('x',), 'synthesize', 2)
p('r18a_syn_hole_range_start', r'''
@lifted
def f(x):
    c = hole(int)
    if c < -5 or c > 5:
        return -1
    return sum(range(c, 3)) + x
''', ('x',), 'synthesize', -1)
p('r18a_syn_hole_raise_flag', r'''
@lifted
def check(v, strict):
    if strict and v < 0:
        raise ValueError("negative")
    return abs(v)
@lifted
def f(x, y):
    try:
        return check(x, hole(int)) + y
    except ValueError:
        return 100
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_hole_bounded_recursion', r'''
@lifted
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
@lifted
def f(x):
    c = hole(int)
    return fact(min(max(c, 0), 4)) + x
''', ('x',), 'synthesize', 3)
p('r18a_syn_hole_unbounded_recursion', r'''
@lifted
def down(n, acc):
    if n <= 0:
        return acc
    return down(n - 1, acc + 1)
@lifted
def f(x):
    return down(hole(int), x)
''', ('x',), 'synthesize', 3)
p('r18a_syn_hole_index_assign', r'''
@lifted
def f(x, y):
    xs = [0, 0, 0]
    xs[hole(int)] = x
    xs[y % 3] += 1
    return tuple(xs)
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_hole_slice', r'''
@lifted
def f(x):
    xs = [x, x + 1, x + 2, x + 3]
    return sum(xs[:hole(int)])
''', ('x',), 'synthesize', 2)
p('r18a_syn_hole_percent_format', r'''
@lifted
def f(x):
    return "%d/%d" % (x, hole(int))
''', ('x',), 'synthesize', 4)
p('r18a_syn_hole_sorted_reverse', r'''
@lifted
def f(x, y):
    return tuple(sorted([x, y, 1], reverse=hole(int) > 0))
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_hole_dict_get_default', r'''
@lifted
def f(x, y):
    prices = {1: 10, 2: 20}
    return prices.get(x, hole(int)) + prices.get(y, 0)
''', ('x', 'y'), 'synthesize', -4)
p('r18a_syn_hole_set_member', r'''
@lifted
def f(x, y):
    seen = {1, hole(int)}
    return (x in seen) + 2 * (y in seen) + len(seen)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_hole_gcd', r'''
import math
@lifted
def f(x):
    return math.gcd(x, hole(int))
''', ('x',), 'synthesize', 6)
p('r18a_syn_hole_enumerate_start', r'''
@lifted
def f(x, y):
    return sum(i * v for i, v in enumerate([x, y], start=hole(int)))
''', ('x', 'y'), 'synthesize', 5)
p('r18a_syn_hole_with_suppress', r'''
@lifted
class Quiet:
    def __init__(self, on):
        self.on = on
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        return bool(self.on) and t is ZeroDivisionError
@lifted
def f(x, y):
    r = -1
    with Quiet(hole(int)):
        r = 6 // x
    return r + y
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_hole_default_arg', r'''
@lifted
def g(v, k=hole(int)):
    return v * k
@lifted
def f(x, y):
    return g(x) + g(y, 1)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_hole_module_level', r'''
K = hole(int)
@lifted
def f(x):
    return x * K - K
''', ('x',), 'synthesize', 3)
p('r18a_syn_hole_class_attr', r'''
@lifted
class Conf:
    OFFSET = hole(int)
    def shift(self, v):
        return v + self.OFFSET
@lifted
def f(x):
    return Conf().shift(x) * 2
''', ('x',), 'synthesize', -2)
p('r18a_syn_hole_nested_comprehension', r'''
@lifted
def f(x, y):
    c = hole(int)
    return sum(a * b for a in range(3) for b in range(2) if a + b > c) + x * y
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_hole_generator_symlen', r'''
@lifted
def upto(n):
    i = 0
    while i < n:
        yield i
        i += 1
@lifted
def f(x, y):
    c = hole(int)
    return sum(v * c for v in upto(x + 1)) + y
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_hole_namedtuple', r'''
Pt = collections.namedtuple("Pt", "x y")
@lifted
def f(x, y):
    p = Pt(x, hole(int))
    q = p._replace(x=y)
    return p.x * q.y + q.x
''', ('x', 'y'), 'synthesize', 3)
p('r18a_syn_hole_frozen_dataclass_hash', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class Key:
    a: int
    b: int
@lifted
def f(x, y):
    d = {Key(0, 1): "p", Key(1, hole(int)): "q"}
    return d.get(Key(x, y), "none")
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_hole_super', r'''
@lifted
class Base:
    def val(self, v):
        return v + 1
@lifted
class Child(Base):
    def val(self, v):
        return super().val(v) * hole(int)
@lifted
def f(x):
    return Child().val(x)
''', ('x',), 'synthesize', 2)
p('r18a_syn_hole_eq_dunder', r'''
@lifted
class Mod:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return (self.v - other.v) % hole(int) == 0
@lifted
def f(x, y):
    return Mod(x) == Mod(y)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_hole_lt_sort', r'''
@lifted
class Item:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return abs(self.v - hole(int)) < abs(other.v - hole(int))
@lifted
def f(x, y):
    return tuple(i.v for i in sorted([Item(x), Item(y), Item(1)]))
''', ('x', 'y'), 'synthesize', 0)
p('r18a_syn_hole_while_else', r'''
@lifted
def f(x):
    i = 0
    while i < 4:
        if i * x == hole(int):
            break
        i += 1
    else:
        return -1
    return i
''', ('x',), 'synthesize', 2)
p('r18a_syn_hole_interp_bf', r'''
@lifted
def bf(code, inp):
    tape = [0, 0, 0]
    p = 0
    out = []
    for c in code:
        if c == "+":
            tape[p] += 1
        elif c == "-":
            tape[p] -= 1
        elif c == ">":
            p += 1
        elif c == "<":
            p -= 1
        elif c == ",":
            tape[p] = inp
        elif c == ".":
            out.append(tape[p])
    return tuple(out)
@lifted
def f(x):
    prog = [",", ".", ">", "+", "+", ".", "<", "-", "."]
    prog[hole(int)] = "+"
    return bf(prog, x)
''', ('x',), 'synthesize', 1)
p('r18a_syn_hole_lisp_eval', r'''
@lifted
def ev(e, env):
    if isinstance(e, int):
        return e
    if isinstance(e, str):
        return env[e]
    op = e[0]
    args = [ev(a, env) for a in e[1:]]
    if op == "+":
        return sum(args)
    if op == "*":
        r = 1
        for a in args:
            r *= a
        return r
    if op == "if":
        return args[1] if args[0] else args[2]
    if op == "<":
        return args[0] < args[1]
    raise ValueError(op)
@lifted
def f(x, y):
    e = ("if", ("<", "x", hole(int)), ("*", "x", "y", 2), ("+", "y", 1))
    return ev(e, {"x": x, "y": y})
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_hole_regex_like', r'''
@lifted
def match(pat, s):
    if not pat:
        return not s
    first = bool(s) and pat[0] in (s[0], ".")
    if len(pat) >= 2 and pat[1] == "*":
        return match(pat[2:], s) or (first and match(pat, s[1:]))
    return first and match(pat[1:], s[1:])
@lifted
def f(x):
    pats = ["a*", "ab", ".*b", "a."]
    words = ["", "a", "ab", "aab", "b", "ba", "abb"]
    p = pats[hole(int)]
    return match(p, words[x + 3])
''', ('x',), 'synthesize', 1)
p('r18a_syn_hole_cellular', r'''
@lifted
def step(cells, rule):
    n = len(cells)
    out = []
    for i in range(n):
        l = cells[i - 1]
        c = cells[i]
        r = cells[(i + 1) % n]
        idx = l * 4 + c * 2 + r
        out.append((rule >> idx) & 1)
    return out
@lifted
def f(x, y):
    cells = [x % 2, y % 2, 1, 0]
    rule = hole(int)
    if rule < 0 or rule > 7:
        return (-1,)
    return tuple(step(cells, rule))
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_hole_queue_sim', r'''
@lifted
def f(x, y):
    q = collections.deque()
    served = 0
    cap = hole(int)
    for t, arrivals in enumerate([abs(x), abs(y), 1]):
        for _ in range(arrivals):
            q.append(t)
        take = min(len(q), cap)
        for _ in range(max(take, 0)):
            q.popleft()
            served += 1
    return (served, len(q))
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn_hole_pricing', r'''
@lifted
class Cart:
    def __init__(self):
        self.items = []
    def add(self, price, qty=1):
        self.items.append((price, qty))
    def total(self, member):
        t = sum(p * q for p, q in self.items)
        if member and t > 0:
            t -= t * hole(int) // 100
        return t
@lifted
def f(x, b):
    c = Cart()
    c.add(20, abs(x))
    c.add(5)
    return c.total(b)
''', ('x', 'b'), 'synthesize', 10)
p('r18a_syn_hole_two_uses_bool_int', r'''
@lifted
def f(x, y):
    c = hole(int)
    flags = [c == 1, bool(c), c > 0]
    return sum(flags) * x + (y if flags[0] else -y)
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn_choose_oracle_single', r'''
@lifted
def f(x, y):
    c = hole(int)
    return x * c + y
''', ('x', 'y'), 'synthesize', 0)
p('r18a_opt_accumulate_groupby', r'''
import itertools
@lifted
def f(x, y):
    xs = [x, x, y, 1, 1, 1]
    runs = [len(list(g)) for k, g in itertools.groupby(xs)]
    acc = list(itertools.accumulate([x, y, 2]))
    return max(runs) * 10 + acc[-1]
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_bisect_grades', r'''
@lifted
def grade(score):
    cuts = [0, 3, 5, 8]
    return bisect.bisect_right(cuts, score)
@lifted
def f(x, y):
    return grade(x * 2 + y) * 3 + grade(y)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_deque_window', r'''
@lifted
def f(x, y):
    d = collections.deque(maxlen=3)
    best = -100
    for v in (x, y, x + y, 1, -x):
        d.append(v)
        if len(d) == 3:
            best = max(best, sum(d))
    return best
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_memo_dict', r'''
@lifted
def f(x):
    memo = {}
    def ways(n):
        if n < 0:
            return 0
        if n == 0:
            return 1
        if n in memo:
            return memo[n]
        r = ways(n - 1) + ways(n - 2)
        memo[n] = r
        return r
    return ways(x + 3)
''', ('x',), 'optimize', 0)
p('r18a_opt_custom_exception_hierarchy', r'''
@lifted
class AppError(Exception):
    code = 1
@lifted
class NotFound(AppError):
    code = 4
@lifted
class Denied(AppError):
    code = 3
@lifted
def handle(x, y):
    if x < 0:
        raise NotFound()
    if y < 0:
        raise Denied()
    if x == y:
        raise AppError()
    return x + y
@lifted
def f(x, y):
    try:
        return handle(x, y)
    except NotFound as e:
        return -e.code
    except AppError as e:
        return e.code * 10
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_while_break_continue_else', r'''
@lifted
def f(x, y):
    i = 0
    total = 0
    while i < 5:
        i += 1
        if i == y:
            continue
        if i * x > 4:
            break
        total += i
    else:
        total += 100
    return total
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_super_property', r'''
@lifted
class Account:
    def __init__(self, bal):
        self._bal = bal
    @property
    def balance(self):
        return self._bal
    def fee(self):
        return 1
@lifted
class Premium(Account):
    def fee(self):
        return 0 if self.balance > 1 else super().fee() + 1
@lifted
def f(x, y):
    a = Premium(x) if y > 0 else Account(x)
    return a.balance * 3 - a.fee()
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_hash_eq_in_dict', r'''
@lifted
class Tok:
    def __init__(self, s):
        self.s = s
    def __eq__(self, o):
        return isinstance(o, Tok) and self.s % 3 == o.s % 3
    def __hash__(self):
        return hash(self.s % 3)
@lifted
def f(x, y):
    d = {}
    for v in (x, y, 3, x + 1):
        d[Tok(v)] = d.get(Tok(v), 0) + 1
    return len(d) * 10 + d[Tok(x)]
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_namedtuple_sort', r'''
Emp = collections.namedtuple("Emp", "age pay")
@lifted
def f(x, y):
    es = [Emp(x, 3), Emp(y, 2), Emp(1, x * y)]
    es.sort(key=lambda e: (e.age, -e.pay))
    return es[0].pay * 10 + es[2].age
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_closure_counter', r'''
@lifted
def make_counter(start):
    n = start
    def inc(by):
        nonlocal n
        n += by
        return n
    return inc
@lifted
def f(x, y):
    c = make_counter(x)
    for i in range(3):
        if i != y:
            c(i)
    return c(0)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_string_parse_int', r'''
@lifted
def f(x, y):
    s = str(x) + str(abs(y))
    try:
        return int(s) % 50
    except ValueError:
        return -1
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_list_of_lists_matrix', r'''
@lifted
def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
@lifted
def f(x, y):
    m = [[x, 1], [0, y]]
    p = matmul(m, m)
    return p[0][0] + p[0][1] * 10 + p[1][1] * 3
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_frozen_dataclass_replace', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class State:
    pos: int
    vel: int
@lifted
def step(s):
    v = s.vel - 1 if s.pos > 0 else s.vel + 1
    return dataclasses.replace(s, pos=s.pos + v, vel=v)
@lifted
def f(x, y):
    s = State(x, y)
    for _ in range(3):
        s = step(s)
    return s.pos * 10 + s.vel
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_zip_strict_raises', r'''
@lifted
def f(x, y):
    a = list(range(abs(x)))
    b = list(range(y + 1))
    try:
        return sum(p * q for p, q in zip(a, b, strict=True))
    except ValueError:
        return -5
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_counter_most_common_concrete', r'''
@lifted
def f(x, y):
    c = collections.Counter([x % 2, y % 2, 1])
    return c[1] * 10 + c[0] + c.total()
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_generator_pipeline', r'''
@lifted
def nums(n):
    for i in range(n):
        yield i
@lifted
def squares(g):
    for v in g:
        yield v * v
@lifted
def f(x, y):
    total = 0
    for s in squares(nums(abs(x) + 1)):
        if s > y * 4:
            break
        total += s
    return total
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_state_machine_enum', r'''
import enum
@lifted
class S(enum.Enum):
    LOCKED = 0
    OPEN = 1
    ALARM = 2
@lifted
def step(s, ev):
    if s is S.LOCKED:
        return S.OPEN if ev == 1 else (S.ALARM if ev < 0 else S.LOCKED)
    if s is S.OPEN:
        return S.LOCKED if ev == 0 else S.OPEN
    return s
@lifted
def f(x, y):
    s = S.LOCKED
    for ev in (x, y, x - y):
        s = step(s, ev)
    return s.value * 10 + (x if s is S.OPEN else 0)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_str_methods', r'''
@lifted
def f(x, b):
    words = ["apple", "Banana", "kiwi", "fig"]
    w = words[x % 4]
    if b:
        w = w + "s"
    return len(w) * 10 + int(w.endswith("s")) + int("a" in w) * 100
''', ('x', 'b'), 'optimize', 0)
p('r18a_opt_sum_any_all', r'''
@lifted
def f(x, y):
    xs = [x, y, x + y, x - y]
    return sum(v > 0 for v in xs) * 100 + int(any(v == 0 for v in xs)) * 10 + int(all(v != 2 for v in xs))
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_nested_try_reraise', r'''
@lifted
def inner(x):
    try:
        if x == 0:
            raise ZeroDivisionError
        return 10 // x
    except ZeroDivisionError:
        raise ValueError("zero")
@lifted
def f(x, y):
    try:
        return inner(x) + inner(y)
    except ValueError as e:
        return len(str(e)) * -1
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_list_pop_insert', r'''
@lifted
def f(x, y):
    xs = [1, 2, 3, 4]
    xs.insert(y, x)
    v = xs.pop(x % 5)
    return v * 10 + xs[0]
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_dict_items_sorted', r'''
@lifted
def f(x, y):
    scores = {"a": x, "b": y, "c": 1}
    if x > y:
        scores["d"] = x - y
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    return ord(ranked[0][0]) * 10 + len(ranked)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_recursive_tree', r'''
@lifted
class Node:
    def __init__(self, v, l=None, r=None):
        self.v, self.l, self.r = v, l, r
@lifted
def insert(t, v):
    if t is None:
        return Node(v)
    if v < t.v:
        t.l = insert(t.l, v)
    else:
        t.r = insert(t.r, v)
    return t
@lifted
def height(t):
    return 0 if t is None else 1 + max(height(t.l), height(t.r))
@lifted
def f(x, y):
    t = None
    for v in (x, y, 0):
        t = insert(t, v)
    return height(t) * 10 + t.v
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_interp_with_labels', r'''
@lifted
def run(prog, x, y):
    labels = {ins[1]: i for i, ins in enumerate(prog) if ins[0] == "label"}
    env = {"x": x, "y": y, "n": 0}
    pc = 0
    fuel = 30
    while pc < len(prog) and fuel:
        fuel -= 1
        ins = prog[pc]
        pc += 1
        if ins[0] == "dec":
            env[ins[1]] -= 1
        elif ins[0] == "inc":
            env[ins[1]] += 1
        elif ins[0] == "ifpos":
            if env[ins[1]] > 0:
                pc = labels[ins[2]]
    return env["n"] * 10 + fuel % 10
@lifted
def f(x, y):
    prog = [("label", "top"), ("ifpos", "x", "body"), ("ifpos", "y", "end"), ("inc", "n"), ("label", "end"), ("dec", "n"), ("ifpos", "n", "out"), ("label", "out"), ("dec", "x"), ("label", "body"), ("inc", "n"), ("dec", "x"), ("ifpos", "x", "body")]
    return run(prog, x, y)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_divmod_neg', r'''
@lifted
def f(x, y):
    d = y - 1 if y != 1 else 5
    q, r = divmod(x, d)
    return q * 100 + r * 10 + (x % -3)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_pow_mod', r'''
@lifted
def f(x, y):
    return pow(x, y + 1, 7) * 10 + (x ** 2) % 5
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_bool_arith', r'''
@lifted
def f(x, b):
    flags = [b, x > 0, not b and x < 0]
    return sum(flags) * 10 + (b + b) + (x > 1) * x
''', ('x', 'b'), 'optimize', 0)
p('r18a_opt_minmax_default', r'''
@lifted
def f(x, y):
    pos = [v for v in (x, y, x * y) if v > 0]
    return max(pos, default=-1) * 10 + min(pos, default=0)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_reversed_enumerate', r'''
@lifted
def f(x, y):
    xs = [x, y, 2, -1]
    for i, v in reversed(list(enumerate(xs))):
        if v == y:
            return i * 10 + v
    return -99
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_slice_ops', r'''
@lifted
def f(x, y):
    xs = [5, 4, 3, 2, 1, 0]
    a = xs[x:y]
    b = xs[::y] if y != 0 else xs
    return len(a) * 100 + sum(b[:2])
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_class_registry', r'''
REG = {}
@lifted
def register(name):
    def deco(cls):
        REG[name] = cls
        return cls
    return deco
@register("add")
@lifted
class Add:
    def go(self, a, b):
        return a + b
@register("mul")
@lifted
class Mul:
    def go(self, a, b):
        return a * b
@lifted
def f(x, y):
    op = "add" if x > y else "mul"
    return REG[op]().go(x, y)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt_bv_signed_unsigned', r'''
@lifted
def f(v):
    n = 0
    if v > stamen.BitVec(4)(3):
        n += 1
    if stamen.ugt(v, stamen.BitVec(4)(3)):
        n += 2
    return n * 10 + len([1 for i in range(4) if (v >> i) & stamen.BitVec(4)(1) == stamen.BitVec(4)(1)])
''', ('v',), 'optimize', 0)
p('r18a_opt_str_input', r'''
@lifted
def f(x, s):
    n = len(s) + x
    if s.startswith("a"):
        n += 10
    if "1" in s:
        n += 100
    return n
''', ('x', 's'), 'optimize', 0)
p('r18a_opt_str_input_int_parse', r'''
@lifted
def f(x, s):
    try:
        return int(s) * 2 + x
    except ValueError:
        return -len(s)
''', ('x', 's'), 'optimize', 0)
p('r18a_opt_float_input_floor', r'''
import math
@lifted
def f(x, z):
    return math.floor(z * 2) + int(z > 0) + x
''', ('x', 'z'), 'optimize', 0)
p('r18a_opt_choose_k_in_pipeline', r'''
@lifted
def f(x, k):
    ops = [lambda v: v + 1, lambda v: v * 2, lambda v: -v]
    return ops[k](x) * 10 + k
''', ('x', 'k'), 'optimize', 0)
p('r18a_min_forelse_continue', r'''
@lifted
def f(x):
    n = 0
    for i in range(3):
        for j in range(1):
            pass
        else:
            continue
        n += 100
    return n
''', ('x',))
p('r18a_min_forelse_break', r'''
@lifted
def f(x):
    n = 0
    for i in range(3):
        for j in range(1):
            pass
        else:
            break
        n += 1
    return n
''', ('x',))
p('r18a_min_whileelse_continue', r'''
@lifted
def f(x):
    n = 0
    for i in range(3):
        j = 0
        while j < 1:
            j += 1
        else:
            continue
        n += 100
    return n
''', ('x',))
p('r18a_min_forelse_search_idiom', r'''
@lifted
def f(x):
    found = -1
    for i in range(3):
        for j in range(3):
            if i * j == x:
                found = i * 10 + j
                break
        else:
            continue
        break
    return found
''', ('x',), 'optimize', 0)
p('r18a_min_with_hole_site', r'''
@lifted
class Quiet:
    def __init__(self, on):
        self.on = on
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        return bool(self.on) and t is ZeroDivisionError
@lifted
def f(x):
    r = -1
    with Quiet(hole(int)):
        r = 6 // x
    return r
''', ('x',), 'synthesize', 1)
p('r18a_min_debug_user_hash', r'''
@lifted
class P:
    def __init__(self, s):
        self.s = s
    def __hash__(self):
        return self.s
@lifted
def f(x):
    return len({P(x)}) + x
''', ('x',), 'optimize', 0)
p('r18a_syn3_exc_type_select', r'''
@lifted
def f(x):
    kinds = [ValueError, KeyError, IndexError]
    try:
        if x > 0:
            raise kinds[hole(int)]("boom")
        return 0
    except KeyError:
        return 1
    except LookupError:
        return 2
    except Exception:
        return 3
''', ('x',), 'synthesize', 1)
p('r18a_syn3_isinstance_target', r'''
@lifted
def f(x, b):
    v = x if b else str(x)
    t = (int, str, bool)[hole(int)]
    return isinstance(v, t), x
''', ('x', 'b'), 'synthesize', 1)
p('r18a_syn3_min_key_hole', r'''
@lifted
def f(x, y):
    c = hole(int)
    return min([x, y, 1, -2], key=lambda v: v * c)
''', ('x', 'y'), 'synthesize', -1)
p('r18a_syn3_property_setter', r'''
@lifted
class Temp:
    def __init__(self):
        self._c = 0
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        self._c = max(v, hole(int))
@lifted
def f(x):
    t = Temp()
    t.c = x
    return t.c
''', ('x',), 'synthesize', 3)
p('r18a_syn3_dataclass_field_default', r'''
@lifted
@dataclasses.dataclass
class Opt:
    depth: int = hole(int)
    name: str = "o"
@lifted
def f(x):
    a = Opt()
    b = Opt(x)
    return a.depth + b.depth * 2
''', ('x',), 'synthesize', 4)
p('r18a_syn3_parser_precedence', r'''
@lifted
def parse(tokens, prec):
    pos = 0
    def atom():
        nonlocal pos
        t = tokens[pos]
        pos += 1
        return t
    def expr(minp):
        nonlocal pos
        lhs = atom()
        while pos < len(tokens) and prec[tokens[pos]] >= minp:
            op = tokens[pos]
            pos += 1
            rhs = expr(prec[op] + 1)
            lhs = lhs + rhs if op == "+" else lhs * rhs
        return lhs
    return expr(0)
@lifted
def f(x, y):
    prec = {"+": 1, "*": hole(int)}
    return parse([x, "+", y, "*", 2], prec)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn3_tape_machine', r'''
@lifted
def f(x):
    tape = {0: x}
    head = 0
    state = "s"
    steps = 0
    while state != "h" and steps < 6:
        steps += 1
        sym = tape.get(head, 0)
        if state == "s":
            tape[head] = sym + 1
            head += 1
            state = "t" if sym > 0 else "h"
        elif state == "t":
            tape[head] = hole(int)
            head -= 1
            state = "h"
    return tuple(sorted(tape.items()))
''', ('x',), 'synthesize', 2)
p('r18a_syn3_bv_input', r'''
@lifted
def f(v):
    c = hole(int)
    return int(stamen.bv2int(v)) % 7 + c if hasattr(stamen, "bv2int") else c
''', ('v',), 'synthesize', 5)
p('r18a_syn3_float_input', r'''
@lifted
def f(z):
    c = hole(int)
    return z * c > 1.0, z + c
''', ('z',), 'synthesize', 1)
p('r18a_syn3_generator_interp', r'''
@lifted
def prog(x, y):
    yield ("add", x)
    if y > 0:
        yield ("mul", hole(int))
    yield ("add", y)
@lifted
def f(x, y):
    acc = 0
    for op, v in prog(x, y):
        acc = acc + v if op == "add" else acc * v
    return acc
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn3_yield_from_return', r'''
@lifted
def inner(x):
    yield x
    return x + hole(int)
@lifted
def outer(x):
    r = yield from inner(x)
    yield r
@lifted
def f(x):
    return tuple(outer(x))
''', ('x',), 'synthesize', 3)
p('r18a_syn3_dict_iteration_order', r'''
@lifted
def f(x, y):
    d = {}
    d[x] = "x"
    d[hole(int)] = "c"
    d[y] = "y"
    return "".join(d.values())
''', ('x', 'y'), 'synthesize', 7)
p('r18a_syn3_mutual_recursion', r'''
@lifted
def even(n):
    return True if n == 0 else odd(n - 1)
@lifted
def odd(n):
    return False if n == 0 else even(n - 1)
@lifted
def f(x):
    return even(abs(x) + hole(int))
''', ('x',), 'synthesize', 1)
p('r18a_syn3_reduce', r'''
import functools
@lifted
def f(x, y):
    return functools.reduce(lambda a, b: a * hole(int) + b, [x, y, 1], 0)
''', ('x', 'y'), 'synthesize', 3)
p('r18a_syn3_operator_table', r'''
import operator
@lifted
def f(x, y):
    ops = [operator.add, operator.sub, operator.mul, max]
    return ops[hole(int)](x, y)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn3_counter_threshold', r'''
@lifted
def f(x, y):
    c = collections.Counter([x, y, x, 0, y % 2])
    return tuple(sorted(k for k, n in c.items() if n > hole(int)))
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn3_string_builder', r'''
@lifted
def f(x):
    parts = []
    for i in range(3):
        if i < hole(int):
            parts.append(str(i + x))
    return "-".join(parts)
''', ('x',), 'synthesize', 2)
p('r18a_syn3_class_level_dispatch', r'''
@lifted
class Machine:
    def op0(self, a, b):
        return a + b
    def op1(self, a, b):
        return a - b
    def run(self, a, b):
        name = "op" + str(hole(int))
        return getattr(self, name)(a, b)
@lifted
def f(x, y):
    return Machine().run(x, y)
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn3_nested_data_update', r'''
@lifted
def f(x, y):
    state = {"regs": [0, 0], "flags": {"z": False}}
    state["regs"][0] = x
    state["regs"][1] = y * hole(int)
    state["flags"]["z"] = state["regs"][0] + state["regs"][1] == 0
    return state["regs"][1], state["flags"]["z"]
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn3_zero_hole_boundary', r'''
@lifted
def f(x):
    c = hole(int)
    return x // (c + 1) + x % (c + 1)
''', ('x',), 'synthesize', 0)
p('r18a_syn3_negative_hole_slice_step', r'''
@lifted
def f(x):
    xs = [1, 2, 3, x]
    c = hole(int)
    if c == 0:
        return ()
    return tuple(xs[::c])
''', ('x',), 'synthesize', -1)
p('r18a_opt3_try_finally_return', r'''
@lifted
def f(x, y):
    try:
        if x > y:
            return x * 10
        raise ValueError
    except ValueError:
        return y * 10
    finally:
        if x == 0:
            return -7
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_len_bool_dunders', r'''
@lifted
class Bag:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)
    def __bool__(self):
        return len(self.items) > 1
@lifted
def f(x, y):
    b = Bag([v for v in (x, y, 1) if v > 0])
    return len(b) * 10 + (1 if b else 0)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_dict_set_comprehension', r'''
@lifted
def f(x, y):
    d = {v % 3: v for v in (x, y, x + y, 2)}
    s = {abs(v) for v in (x, y, -x)}
    return len(d) * 100 + sum(d.values()) + len(s) * 10
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_join_split_concrete', r'''
@lifted
def f(x, y):
    words = ["a", "bb", "ccc"][: abs(x) % 4]
    s = ",".join(words + ["d"] * (y + 1))
    return len(s) * 10 + len(s.split(","))
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_itertools_product', r'''
import itertools
@lifted
def f(x, y):
    best = -100
    for a, b in itertools.product([x, 1], [y, -1]):
        best = max(best, a * b)
    return best
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_permutations', r'''
import itertools
@lifted
def f(x, y):
    n = 0
    for p in itertools.permutations([x, y, 0]):
        if p[0] < p[1] < p[2]:
            n += 1
    return n
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_yield_from_value', r'''
@lifted
def inner(n):
    for i in range(n):
        yield i
    return n * 10
@lifted
def outer(x, y):
    r = yield from inner(abs(x))
    yield r + y
@lifted
def f(x, y):
    return sum(outer(x, y))
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_exception_args_str', r'''
@lifted
def f(x, y):
    try:
        if x < 0:
            raise ValueError("neg", x)
        return [1, 2, 3][y]
    except ValueError as e:
        return e.args[1] * 100
    except IndexError as e:
        return len(str(e))
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_stack_vm_calls', r'''
@lifted
def vm(code, x, y):
    stack = []
    frames = []
    pc = 0
    steps = 0
    while pc < len(code) and steps < 25:
        steps += 1
        op, arg = code[pc]
        pc += 1
        if op == "push":
            stack.append(arg)
        elif op == "x":
            stack.append(x)
        elif op == "y":
            stack.append(y)
        elif op == "add":
            stack.append(stack.pop() + stack.pop())
        elif op == "call":
            frames.append(pc)
            pc = arg
        elif op == "ret":
            if not frames:
                break
            pc = frames.pop()
        elif op == "jneg":
            if stack.pop() < 0:
                pc = arg
    return stack[-1] if stack else -99
@lifted
def f(x, y):
    code = [("x", 0), ("call", 4), ("y", 0), ("ret", 0), ("push", 3), ("add", 0), ("y", 0), ("jneg", 9), ("ret", 0), ("push", -5), ("add", 0), ("ret", 0)]
    return vm(code, x, y)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_bank_transactions', r'''
@lifted
class Insufficient(Exception):
    pass
@lifted
class Bank:
    def __init__(self):
        self.acc = {"a": 5, "b": 0}
    def transfer(self, src, dst, amt):
        if amt <= 0:
            raise ValueError("amount")
        if self.acc[src] < amt:
            raise Insufficient(src)
        self.acc[src] -= amt
        self.acc[dst] += amt
@lifted
def f(x, y):
    bank = Bank()
    errors = 0
    for src, dst, amt in (("a", "b", x + 2), ("b", "a", y), ("a", "b", 3)):
        try:
            bank.transfer(src, dst, amt)
        except Insufficient:
            errors += 10
        except ValueError:
            errors += 1
    return bank.acc["b"] * 100 + errors
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_inventory_dataclasses', r'''
@lifted
@dataclasses.dataclass
class Item:
    name: str
    qty: int
    price: int
@lifted
def f(x, y):
    inv = [Item("a", x, 3), Item("b", y, 5), Item("c", 1, x)]
    inv = [i for i in inv if i.qty > 0]
    inv.sort(key=lambda i: i.qty * i.price, reverse=True)
    return sum(i.qty * i.price for i in inv) * 10 + len(inv)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt3_grid_walk', r'''
@lifted
def f(x, y):
    grid = [[0, 1, 0], [0, 0, 1], [1, 0, 0]]
    r, c = 0, 0
    moves = {"R": (0, 1), "D": (1, 0), "L": (0, -1)}
    path = ["R" if x > 0 else "D", "D" if y > 0 else "R", "L" if x > y else "D"]
    score = 0
    for m in path:
        dr, dc = moves[m]
        nr, nc = r + dr, c + dc
        if 0 <= nr < 3 and 0 <= nc < 3 and grid[nr][nc] == 0:
            r, c = nr, nc
            score += 1
    return score * 10 + r * 3 + c
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_len_dunder', r'''
@lifted
class Seq:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
@lifted
def f(x, y):
    s = Seq(abs(x) + 1)
    return len(s) * 10 + len([0] * (y + 1))
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_index_dunder', r'''
@lifted
class Idx:
    def __init__(self, i):
        self.i = i
    def __index__(self):
        return self.i
@lifted
def f(x, y):
    xs = [10, 20, 30, 40]
    return xs[Idx(abs(x) % 4)] + [1, 2, 3][Idx(y)]
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_bool_dunder', r'''
@lifted
class Flag:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v > 0
@lifted
def f(x, y):
    n = 0
    if Flag(x):
        n += 1
    if not Flag(y):
        n += 10
    return n + (5 if Flag(x) and Flag(y) else 0)
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_int_dunder', r'''
@lifted
class Money:
    def __init__(self, c):
        self.c = c
    def __int__(self):
        return self.c // 100
@lifted
def f(x, y):
    return int(Money(x * 150)) + int(Money(y * 100)) * 10
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_str_repr_dunder', r'''
@lifted
class Tag:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return "tag" if self.v > 0 else "neg"
    def __repr__(self):
        return "T"
@lifted
def f(x, y):
    return len(str(Tag(x))) * 10 + len(repr(Tag(y))) + len(f"{Tag(y)}")
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_eq_lt_dunders', r'''
@lifted
class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
    def __hash__(self):
        return hash(self.v)
@lifted
def f(x, y):
    vs = sorted([V(x), V(y), V(1)])
    return vs[0].v * 10 + (V(x) == V(y)) + len({V(x), V(y)}) * 100
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_contains_iter_dunders', r'''
@lifted
class Range2:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __contains__(self, v):
        return self.lo <= v < self.hi
    def __iter__(self):
        return iter([self.lo, self.hi])
@lifted
def f(x, y):
    r = Range2(x, x + 3)
    return (y in r) * 100 + sum(r)
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_getitem_dunder', r'''
@lifted
class Grid:
    def __init__(self, w):
        self.w = w
    def __getitem__(self, key):
        r, c = key
        return r * self.w + c
@lifted
def f(x, y):
    g = Grid(3)
    return g[abs(x), y] - g[1, 1]
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_add_dunder', r'''
@lifted
class Vec:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __add__(self, o):
        return Vec(self.a + o.a, self.b + o.b)
    def __mul__(self, k):
        return Vec(self.a * k, self.b * k)
@lifted
def f(x, y):
    v = Vec(x, y) + Vec(1, 2) * y
    return v.a * 10 + v.b
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_format_dunder', r'''
@lifted
class Pct:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        return str(self.v) + "%"
@lifted
def f(x, y):
    return len(f"{Pct(x)}|{Pct(y)}")
''', ('x', 'y'), 'optimize', 0)
p('r18a_dbg4_hash_dict_key_default', r'''
@dataclasses.dataclass(frozen=True)
class K:
    a: int
@lifted
def f(x, y):
    d = {K(1): 10, K(2): 20}
    return d.get(K(x), 0) + d.get(K(y), 5)
''', ('x', 'y'), 'optimize', 0)
p('r18a_syn4_with_two_holes_header', r'''
@lifted
class Box:
    def __init__(self, v):
        self.v = v
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        return False
@lifted
def f(x):
    with Box(hole(int)) as a, Box(x) as b:
        r = a.v * b.v
    return r
''', ('x',), 'synthesize', 2)
p('r18a_syn4_with_hole_body_and_header', r'''
@lifted
class Lock:
    def __init__(self, log, k):
        self.log = log
        self.k = k
    def __enter__(self):
        self.log.append(self.k)
        return self
    def __exit__(self, t, v, tb):
        self.log.append(-self.k)
        return t is KeyError
@lifted
def f(x, y):
    log = []
    with Lock(log, hole(int)) as l:
        if x > y:
            raise KeyError(x)
        log.append(x)
    return tuple(log)
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn4_contextmanager_gen', r'''
import contextlib
@lifted
@contextlib.contextmanager
def scaled(k):
    box = [k]
    try:
        yield box
    finally:
        box.append(0)
@lifted
def f(x):
    with scaled(hole(int)) as b:
        r = b[0] * x
    return r
''', ('x',), 'synthesize', 3)
p('r18a_syn4_hole_in_except_clause_value', r'''
@lifted
def f(x, y):
    try:
        return [1, 2, 3][x]
    except IndexError:
        return y * hole(int)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn4_hole_in_finally', r'''
@lifted
def f(x):
    r = [x]
    try:
        if x < 0:
            raise ValueError
    except ValueError:
        r.append(-1)
    finally:
        r.append(hole(int))
    return tuple(r)
''', ('x',), 'synthesize', 5)
p('r18a_syn4_hole_in_match_guard', r'''
@lifted
def f(x, y):
    match (x, y):
        case (a, b) if a > hole(int):
            return a - b
        case (0, b):
            return b
        case _:
            return 0
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn4_hole_in_lambda_default', r'''
@lifted
def f(x):
    g = lambda v, k=hole(int): v + k
    return g(x), g(x, 1)
''', ('x',), 'synthesize', 4)
p('r18a_syn4_hole_in_decorator_arg', r'''
@lifted
def times(k):
    def deco(fn):
        def w(v):
            return fn(v) * k
        return w
    return deco
@times(hole(int))
@lifted
def base(v):
    return v + 1
@lifted
def f(x):
    return base(x)
''', ('x',), 'synthesize', 3)
p('r18a_syn4_hole_while_cond_bounded', r'''
@lifted
def f(x):
    n = 0
    c = hole(int)
    while n < c and n < 5:
        n += 1
    return n * x
''', ('x',), 'synthesize', 2)
p('r18a_opt4_with_exit_suppress', r'''
@lifted
class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        return t is not None and issubclass(t, self.types)
@lifted
def f(x, y):
    r = 0
    with Suppress(ZeroDivisionError, KeyError):
        r = 12 // x
        r += {1: 5}[y]
    return r
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt4_contextlib_suppress', r'''
import contextlib
@lifted
def f(x, y):
    r = 1
    with contextlib.suppress(ZeroDivisionError):
        r = 6 // (x - y)
    return r
''', ('x', 'y'), 'optimize', 0)
p('r18a_syn5_hole_dict_del', r'''
@lifted
def f(x, y):
    d = {0: "a", 1: "b", 2: "c"}
    k = hole(int)
    if k in d:
        del d[k]
    return (len(d), d.get(x % 3, "-"), d.get(y % 3, "-"))
''', ('x', 'y'), 'synthesize', 1)
p('r18a_syn5_hole_symlen_list', r'''
@lifted
def f(x, y):
    xs = [v for v in range(4) if v < x + 2]
    c = hole(int)
    return (len(xs) > c, xs[c] if 0 <= c < len(xs) else -1)
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn5_hole_none_compare', r'''
@lifted
def lookup(table, k):
    return table.get(k)
@lifted
def f(x):
    r = lookup({1: 10, 2: 20}, x + hole(int))
    return -1 if r is None else r
''', ('x',), 'synthesize', 1)
p('r18a_syn5_hole_generator_try', r'''
@lifted
def gen(x, y):
    for d in (1, hole(int), y):
        try:
            yield 6 // d
        except ZeroDivisionError:
            yield -1
@lifted
def f(x, y):
    return tuple(gen(x, y))
''', ('x', 'y'), 'synthesize', 2)
p('r18a_syn5_hole_stack_machine_loop', r'''
@lifted
def run(code, x):
    st = [x]
    pc = 0
    n = 0
    while pc < len(code) and n < 12:
        n += 1
        op, a = code[pc]
        if op == "dec":
            st[-1] -= a
        elif op == "jpos":
            if st[-1] > 0:
                pc = a
                continue
        elif op == "cnt":
            st.append(st.pop() + 0)
        pc += 1
    return (st[-1], n)
@lifted
def f(x):
    return run([("dec", hole(int)), ("jpos", 0)], x)
''', ('x',), 'synthesize', 2)
p('r18a_syn5_hole_merge_objects', r'''
@lifted
class A:
    def val(self):
        return 1
@lifted
class B:
    def __init__(self, k):
        self.k = k
    def val(self):
        return self.k
@lifted
def f(x, b):
    o = B(hole(int)) if b else A()
    return o.val() * x
''', ('x', 'b'), 'synthesize', 3)
p('r18a_syn5_hole_recursive_interp', r'''
@lifted
def ev(e, x, y):
    if e == "x":
        return x
    if e == "y":
        return y
    if isinstance(e, int):
        return e
    op, a, b = e
    va, vb = ev(a, x, y), ev(b, x, y)
    if op == "+":
        return va + vb
    if op == "-":
        return va - vb
    return va * vb
@lifted
def f(x, y):
    trees = [("+", "x", "y"), ("-", "x", "y"), ("*", "x", ("+", "y", 1))]
    return ev(trees[hole(int)], x, y)
''', ('x', 'y'), 'synthesize', 1)
p('r18a_opt5_generator_try_finally', r'''
@lifted
def gen(x, y):
    log = []
    try:
        for v in (x, y, x * y):
            if v == 0:
                return
            yield v
    finally:
        log.append(1)
@lifted
def f(x, y):
    return sum(gen(x, y)) * 10 + len(list(gen(y, x)))
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt5_interp_exceptions_as_control', r'''
@lifted
class Jump(Exception):
    def __init__(self, target):
        self.target = target
@lifted
def run(prog, x):
    pc = 0
    acc = x
    steps = 0
    while pc < len(prog) and steps < 10:
        steps += 1
        try:
            op, a = prog[pc]
            if op == "add":
                acc += a
            elif op == "jnz":
                if acc != 0:
                    raise Jump(a)
            elif op == "half":
                acc //= 2
            pc += 1
        except Jump as j:
            pc = j.target
    return acc * 10 + steps
@lifted
def f(x, y):
    return run([("add", y), ("half", 0), ("jnz", 1), ("add", 7)], x)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt5_dict_of_lists_graph', r'''
@lifted
def reach(g, s):
    seen = [s]
    todo = [s]
    while todo:
        n = todo.pop()
        for m in g.get(n, []):
            if m not in seen:
                seen.append(m)
                todo.append(m)
    return len(seen)
@lifted
def f(x, y):
    g = {0: [1], 1: [2] if x > 0 else [], 2: [0, 3] if y > 0 else [3], 3: []}
    return reach(g, abs(x) % 4) * 10 + reach(g, y % 4)
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt5_class_state_machine_methods', r'''
@lifted
class Light:
    def __init__(self):
        self.state = "red"
        self.ticks = 0
    def tick(self, t):
        self.ticks += 1
        if self.state == "red" and t > 0:
            self.state = "green"
        elif self.state == "green" and t > 1:
            self.state = "yellow"
        elif self.state == "yellow":
            self.state = "red"
        return self
@lifted
def f(x, y):
    l = Light().tick(x).tick(y).tick(x - y)
    return {"red": 0, "green": 1, "yellow": 2}[l.state] * 10 + l.ticks
''', ('x', 'y'), 'optimize', 0)
p('r18a_opt5_sorted_stability_key', r'''
@lifted
def f(x, y):
    recs = [("a", x), ("b", y), ("c", x), ("d", 0)]
    out = sorted(recs, key=lambda r: r[1])
    return ord(out[0][0]) * 100 + ord(out[-1][0])
''', ('x', 'y'), 'optimize', 0)

# ---------------- a helper's round 18b: values at IEEE and string corners ----------------
p('r18b_fl_overflow_add', r'''
@lifted
def f(w):
    return w + 1e308
''', ('w',))
p('r18b_fl_overflow_mul', r'''
@lifted
def f(w):
    r = w * 10.0
    return r, r == float("inf")
''', ('w',))
p('r18b_fl_inf_minus_inf', r'''
@lifted
def f(w):
    d = w - w
    return d != d
''', ('w',))
p('r18b_fl_zero_times_inf', r'''
import math
@lifted
def f(w):
    r = 0.0 * w
    return math.isnan(r), r == 0.0
''', ('w',))
p('r18b_fl_neg_zero_result', r'''
import math
@lifted
def f(w):
    if math.isnan(w):
        return "nan"
    r = -1.0 * (w * 0.0) if math.isfinite(w) else 1.0
    return math.copysign(1.0, r)
''', ('w',))
p('r18b_fl_neg_zero_sub', r'''
import math
@lifted
def f(w):
    if w != w:
        return None
    return math.copysign(2.0, w - w if math.isfinite(w) else w)
''', ('w',))
p('r18b_fl_div_zero_raises', r'''
@lifted
def f(w):
    return 1.0 / w
''', ('w',))
p('r18b_fl_div_zero_caught', r'''
@lifted
def f(w):
    try:
        return 3.0 / w
    except ZeroDivisionError as e:
        return str(e)
''', ('w',))
p('r18b_fl_div_subnormal_overflow', r'''
@lifted
def f(w):
    if w > 0.0 and w < 1e-300:
        return 1.0 / w
    return -1.0
''', ('w',))
p('r18b_fl_halve_subnormal', r'''
@lifted
def f(w):
    h = w / 2.0
    return h == 0.0, h * 2.0 == w
''', ('w',))
p('r18b_fl_floordiv_one', r'''
@lifted
def f(z):
    return z // 1.0
''', ('z',))
p('r18b_fl_mod_one', r'''
@lifted
def f(z):
    return z % 1.0
''', ('z',))
p('r18b_fl_mod_neg_divisor', r'''
@lifted
def f(z):
    return z % -2.0
''', ('z',))
p('r18b_fl_divmod_z', r'''
@lifted
def f(z):
    q, r = divmod(z, 2.0)
    return q, r
''', ('z',))
p('r18b_fl_mod_inf_divisor', r'''
@lifted
def f(z):
    return z % float("inf")
''', ('z',))
p('r18b_fl_floordiv_neg_inf', r'''
@lifted
def f(z):
    return z // float("-inf")
''', ('z',))
p('r18b_fl_w_floordiv_w', r'''
@lifted
def f(w):
    try:
        return w // 2.0
    except ZeroDivisionError:
        return "zde"
''', ('w',))
p('r18b_fl_int_mod_float', r'''
@lifted
def f(x):
    return x % 2.5, x // 2.5
''', ('x',))
p('r18b_fl_pow_int_exp', r'''
@lifted
def f(z):
    return z ** 2
''', ('z',))
p('r18b_fl_pow_zero_one', r'''
@lifted
def f(w):
    return w ** 0, w ** 1
''', ('w',))
p('r18b_fl_pow_half', r'''
@lifted
def f(z):
    try:
        return z ** 0.5
    except ValueError:
        return "ve"
''', ('z',))
p('r18b_fl_int_pow_neg', r'''
@lifted
def f(x):
    if x == 0:
        return 0
    return 2 ** -abs(x)
''', ('x',))
p('r18b_fl_pow_overflow', r'''
@lifted
def f(w):
    try:
        return w ** 2
    except OverflowError:
        return "of"
''', ('w',))
p('r18b_fl_neg_and_abs', r'''
@lifted
def f(w):
    return -w, abs(w), +w
''', ('w',))
p('r18b_fl_truth', r'''
@lifted
def f(w):
    return bool(w), not w, w or 7.0, w and 7.0
''', ('w',))
p('r18b_fl_if_float', r'''
@lifted
def f(w):
    if w:
        return "truthy"
    return "falsy"
''', ('w',))
p('r18b_fl_add_assoc', r'''
@lifted
def f(z):
    return (z + 0.1) + 0.2 == z + (0.1 + 0.2)
''', ('z',))
p('r18b_fl_tenth_sum', r'''
@lifted
def f(z):
    t = z
    for _ in range(3):
        t += 0.1
    return t
''', ('z',))
p('r18b_fl_inf_compare', r'''
@lifted
def f(w):
    return w > 1e308, w == w * 2, w < -1e308
''', ('w',))
p('r18b_fl_nan_ne_chain', r'''
@lifted
def f(w):
    return 0.0 <= w <= 1.0, not (w < 0.0), w != w
''', ('w',))
p('r18b_fl_nan_if_else', r'''
@lifted
def f(w):
    if w < 0.0:
        return "neg"
    elif w >= 0.0:
        return "nonneg"
    else:
        return "nan"
''', ('w',))
p('r18b_fl_while_halving', r'''
@lifted
def f(z):
    n = 0
    t = abs(z)
    while t >= 1.0 and n < 4:
        t = t / 2.0
        n += 1
    return n, t
''', ('z',))
p('r18b_fl_min_zero_order', r'''
@lifted
def f(w):
    return min(w, 0.0), min(0.0, w)
''', ('w',))
p('r18b_fl_max_zero_order', r'''
@lifted
def f(w):
    return max(w, -0.0), max(-0.0, w)
''', ('w',))
p('r18b_fl_max_list_nan_first', r'''
@lifted
def f(w):
    return max([w, 1.0, 2.0]), min([w, 1.0, 2.0])
''', ('w',))
p('r18b_fl_max_list_nan_last', r'''
@lifted
def f(w):
    return max([1.0, 2.0, w]), min([3.0, w, 1.0])
''', ('w',))
p('r18b_fl_max_key_abs', r'''
@lifted
def f(w):
    return max([w, -3.0], key=abs)
''', ('w',))
p('r18b_fl_min_default_empty', r'''
@lifted
def f(w):
    xs = [v for v in [w, 1.0] if v > 0.5]
    return min(xs, default=-1.0)
''', ('w',))
p('r18b_fl_sorted_no_nan', r'''
import math
@lifted
def f(w):
    if math.isnan(w):
        return []
    return sorted([w, 0.0, -1.0])
''', ('w',))
p('r18b_fl_sorted_with_nan', r'''
@lifted
def f(w):
    return sorted([1.0, w, 0.0])
''', ('w',))
p('r18b_fl_sorted_neg_zero_stable', r'''
import math
@lifted
def f(w):
    if math.isnan(w):
        return "nan"
    return [math.copysign(1.0, v) for v in sorted([0.0, w])]
''', ('w',))
p('r18b_fl_sort_reverse', r'''
@lifted
def f(z, b):
    xs = [z, 0.5, -2.5]
    xs.sort(reverse=b)
    return xs
''', ('z', 'b'))
p('r18b_fl_list_index_nonnan', r'''
@lifted
def f(w):
    xs = [0.0, 1e308, 0.1]
    return w in xs, xs.count(w)
''', ('w',))
p('r18b_fl_list_index_raise', r'''
@lifted
def f(w):
    xs = [0.0, 1e308, 0.1]
    try:
        return xs.index(w)
    except ValueError:
        return -1
''', ('w',))
p('r18b_fl_floor_w', r'''
import math
@lifted
def f(w):
    try:
        return math.floor(w)
    except (ValueError, OverflowError) as e:
        return type(e).__name__
''', ('w',))
p('r18b_fl_ceil_msg', r'''
import math
@lifted
def f(w):
    try:
        return math.ceil(w)
    except (ValueError, OverflowError) as e:
        return str(e)
''', ('w',))
p('r18b_fl_trunc_w', r'''
import math
@lifted
def f(w):
    try:
        return math.trunc(w)
    except (ValueError, OverflowError) as e:
        return type(e).__name__
''', ('w',))
p('r18b_fl_int_msg', r'''
@lifted
def f(w):
    try:
        return int(w)
    except (ValueError, OverflowError) as e:
        return str(e)
''', ('w',))
p('r18b_fl_int_big_exact', r'''
@lifted
def f(w):
    if w == 1e308:
        return int(w) % 1000, int(w) > 10 ** 307
    return None
''', ('w',))
p('r18b_fl_round_w', r'''
@lifted
def f(w):
    try:
        return round(w)
    except (ValueError, OverflowError) as e:
        return type(e).__name__
''', ('w',))
p('r18b_fl_round_half_even', r'''
@lifted
def f(z):
    return round(z), round(z + 1.0), round(-z)
''', ('z',))
p('r18b_fl_round_ndigits_0', r'''
@lifted
def f(w):
    return round(w, 0)
''', ('w',))
p('r18b_fl_round_ndigits_neg', r'''
@lifted
def f(z):
    return round(z, -1)
''', ('z',))
p('r18b_fl_round_ndigits_1', r'''
@lifted
def f(z):
    return round(z, 1)
''', ('z',))
p('r18b_fl_round_none', r'''
@lifted
def f(z):
    return round(z, None)
''', ('z',))
p('r18b_fl_isnan_family', r'''
import math
@lifted
def f(w):
    return math.isnan(w), math.isinf(w), math.isfinite(w)
''', ('w',))
p('r18b_fl_copysign_guarded', r'''
import math
@lifted
def f(w):
    if math.isnan(w):
        return 0.0
    return math.copysign(3.0, w)
''', ('w',))
p('r18b_fl_copysign_mag_nan', r'''
import math
@lifted
def f(w, b):
    s = -1.0 if b else 1.0
    return math.copysign(w, s)
''', ('w', 'b'))
p('r18b_fl_fabs', r'''
import math
@lifted
def f(w):
    return math.fabs(w)
''', ('w',))
p('r18b_fl_fabs_int', r'''
import math
@lifted
def f(x):
    return math.fabs(x), abs(x)
''', ('x',))
p('r18b_fl_fmod', r'''
import math
@lifted
def f(z):
    return math.fmod(z, 2.0)
''', ('z',))
p('r18b_fl_fmod_w_raise', r'''
import math
@lifted
def f(w):
    try:
        return math.fmod(w, 1.5)
    except ValueError:
        return "ve"
''', ('w',))
p('r18b_fl_remainder', r'''
import math
@lifted
def f(z):
    return math.remainder(z, 2.0)
''', ('z',))
p('r18b_fl_sqrt_w', r'''
import math
@lifted
def f(w):
    try:
        return math.sqrt(w)
    except ValueError as e:
        return str(e)
''', ('w',))
p('r18b_fl_sqrt_int', r'''
import math
@lifted
def f(x):
    try:
        return math.sqrt(x)
    except ValueError:
        return -1.0
''', ('x',))
p('r18b_fl_hypot', r'''
import math
@lifted
def f(z):
    return math.hypot(z, 0.0)
''', ('z',))
p('r18b_fl_isclose_default', r'''
import math
@lifted
def f(w):
    return math.isclose(w, 0.1), math.isclose(w, w)
''', ('w',))
p('r18b_fl_isclose_abs_tol', r'''
import math
@lifted
def f(z):
    return math.isclose(z, 0.0, abs_tol=0.5), math.isclose(z, 3.0, rel_tol=0.2)
''', ('z',))
p('r18b_fl_isclose_int', r'''
import math
@lifted
def f(x):
    return math.isclose(x, 1)
''', ('x',))
p('r18b_fl_is_integer', r'''
@lifted
def f(w):
    return w.is_integer()
''', ('w',))
p('r18b_fl_is_integer_branch', r'''
@lifted
def f(w):
    if w.is_integer():
        return int(w) % 7
    return -1
''', ('w',))
p('r18b_fl_as_integer_ratio', r'''
@lifted
def f(z):
    return z.as_integer_ratio()
''', ('z',))
p('r18b_fl_as_integer_ratio_w', r'''
@lifted
def f(w):
    try:
        return w.as_integer_ratio()[1]
    except (ValueError, OverflowError) as e:
        return type(e).__name__
''', ('w',))
p('r18b_fl_hash_z', r'''
@lifted
def f(z):
    return hash(z)
''', ('z',))
p('r18b_fl_hash_eq_int', r'''
@lifted
def f(z):
    return hash(z) == hash(round(z))
''', ('z',))
p('r18b_fl_modf', r'''
import math
@lifted
def f(z):
    return math.modf(z)
''', ('z',))
p('r18b_fl_frexp', r'''
import math
@lifted
def f(z):
    return math.frexp(z)
''', ('z',))
p('r18b_fl_ldexp', r'''
import math
@lifted
def f(z):
    return math.ldexp(z, 3)
''', ('z',))
p('r18b_fl_math_inf_const', r'''
import math
@lifted
def f(w):
    return w == math.inf, w == -math.inf, w is math.nan
''', ('w',))
p('r18b_fl_math_nan_const_in', r'''
import math
@lifted
def f(x):
    xs = [math.nan, float(x)]
    return math.nan in xs, float(x) in xs
''', ('x',))
p('r18b_fl_float_of_int_roundtrip', r'''
@lifted
def f(x):
    y = float(x)
    return y, int(y) == x, y / 2
''', ('x',))
p('r18b_fl_float_of_bool', r'''
@lifted
def f(b):
    return float(b), int(b), float(b) + True
''', ('b',))
p('r18b_fl_float_int_big', r'''
@lifted
def f(x):
    n = 2 ** 53 + x
    return float(n) == n
''', ('x',))
p('r18b_fl_float_overflow_int', r'''
@lifted
def f(x):
    n = 10 ** 400 * x
    try:
        return float(n)
    except OverflowError as e:
        return str(e)
''', ('x',))
p('r18b_fl_compare_huge_int', r'''
@lifted
def f(w):
    return w < 10 ** 400, w > -(10 ** 400), w == 2 ** 1023
''', ('w',))
p('r18b_fl_compare_exact_int', r'''
@lifted
def f(w):
    if w == 1e308:
        return w == int(w), w == int(w) + 1
    return w == 0
''', ('w',))
p('r18b_fl_eq_int_zero', r'''
@lifted
def f(w, x):
    return w == x, w < x
''', ('w', 'x'))
p('r18b_fl_sum_order', r'''
@lifted
def f(w):
    return sum([1e308, w, -1e308]), sum([1e308, -1e308, w])
''', ('w',))
p('r18b_fl_sum_start', r'''
@lifted
def f(z):
    return sum([z, z], 0.5), sum([], z)
''', ('z',))
p('r18b_fl_sum_ints_floats', r'''
@lifted
def f(x, z):
    t = sum([x, z, True])
    return t, type(t).__name__
''', ('x', 'z'))
p('r18b_fl_fsum', r'''
import math
@lifted
def f(z):
    return math.fsum([z, 0.1, 0.2])
''', ('z',))
p('r18b_fl_statistics_mean', r'''
import statistics
@lifted
def f(z):
    return statistics.mean([z, 1.0])
''', ('z',))
p('r18b_fl_statistics_fmean', r'''
import statistics
@lifted
def f(z):
    return statistics.fmean([z, 0.5, 3.0])
''', ('z',))
p('r18b_fl_statistics_median', r'''
import statistics
@lifted
def f(z):
    return statistics.median([z, 0.5, 3.0])
''', ('z',))
p('r18b_fl_fraction_mix', r'''
from fractions import Fraction
@lifted
def f(z):
    return z < Fraction(1, 3), z == Fraction(1, 2)
''', ('z',))
p('r18b_fl_fraction_of_w', r'''
from fractions import Fraction
@lifted
def f(w):
    try:
        return Fraction(w) > 0
    except (ValueError, OverflowError) as e:
        return type(e).__name__
''', ('w',))
p('r18b_fl_fraction_arith', r'''
from fractions import Fraction
@lifted
def f(z):
    return Fraction(1, 2) + z
''', ('z',))
p('r18b_fl_decimal_compare', r'''
from decimal import Decimal
@lifted
def f(z):
    return z < Decimal("0.5"), z == Decimal("3")
''', ('z',))
p('r18b_fl_dict_int_key_float_lookup', r'''
@lifted
def f(x):
    d = {0.0: "zero", 1.5: "one-half", 2: "two"}
    return d.get(x, "?"), x in d
''', ('x',))
p('r18b_fl_dict_float_key_sym', r'''
@lifted
def f(z):
    d = {0.5: "half", 3: "three"}
    return d.get(z, "?")
''', ('z',))
p('r18b_fl_dict_w_key', r'''
@lifted
def f(w):
    d = {0: "zero", float("inf"): "inf"}
    return d.get(w, "?")
''', ('w',))
p('r18b_fl_dict_key_type_kept', r'''
@lifted
def f(x):
    d = {0.0: "f"}
    d[x] = "i"
    return [(type(k).__name__, v) for k, v in d.items()]
''', ('x',))
p('r18b_fl_dict_bool_int_float', r'''
@lifted
def f(b):
    d = {1.0: "float"}
    d[b] = "bool"
    return [(type(k).__name__, v) for k, v in d.items()]
''', ('b',))
p('r18b_fl_set_int_float', r'''
@lifted
def f(x):
    s = {0.0, 1.5}
    s.add(x)
    return len(s), sorted(s)
''', ('x',))
p('r18b_fl_set_first_kept', r'''
@lifted
def f(x):
    s = {x}
    s.add(float(x))
    return len(s), [type(e).__name__ for e in s]
''', ('x',))
p('r18b_fl_set_w', r'''
@lifted
def f(w):
    return len({w, 0.0})
''', ('w',))
p('r18b_fl_counter_float', r'''
import collections
@lifted
def f(x):
    c = collections.Counter([float(x), 0, 0.0, x])
    return c[0], len(c)
''', ('x',))
p('r18b_fl_str_z', r'''
@lifted
def f(z):
    return str(z)
''', ('z',))
p('r18b_fl_repr_w', r'''
@lifted
def f(w):
    return repr(w)
''', ('w',))
p('r18b_fl_fstring_2f', r'''
@lifted
def f(z):
    return f"{z:.2f}"
''', ('z',))
p('r18b_fl_fstring_e', r'''
@lifted
def f(z):
    return f"{z:e}"
''', ('z',))
p('r18b_fl_fstring_g', r'''
@lifted
def f(z):
    return f"{z:g}"
''', ('z',))
p('r18b_fl_fstring_plus', r'''
@lifted
def f(z):
    return f"{z:+}"
''', ('z',))
p('r18b_fl_str_of_float_int', r'''
@lifted
def f(x):
    return str(float(x))
''', ('x',))
p('r18b_fl_str_of_int_div', r'''
@lifted
def f(x):
    return str(x / 2)
''', ('x',))
p('r18b_fl_float_from_str', r'''
@lifted
def f(s):
    try:
        return float(s)
    except ValueError:
        return None
''', ('s',))
p('r18b_fl_float_from_const_str', r'''
@lifted
def f(b):
    t = "nan" if b else "-inf"
    v = float(t)
    return v != v, v < 0
''', ('b',))
p('r18b_fl_float_str_inf_word', r'''
@lifted
def f(x):
    words = ["inf", "-Infinity", "nan", "1e400", "  2.5  "]
    v = float(words[x % 5])
    return v
''', ('x',))
p('r18b_fl_percent_format', r'''
@lifted
def f(z):
    return "%.1f" % z
''', ('z',))
p('r18b_fl_format_builtin', r'''
@lifted
def f(z):
    return format(z, ".3g")
''', ('z',))
p('r18b_fl_int_type_checks', r'''
@lifted
def f(z, x):
    r = z * x
    return isinstance(r, float), type(r) is float, type(x * 2) is int
''', ('z', 'x'))
p('r18b_fl_type_name_mix', r'''
@lifted
def f(x, b):
    a = x + b
    c = x / 1
    return type(a).__name__, type(c).__name__, type(b * 1.0).__name__, type(b + b).__name__
''', ('x', 'b'))
p('r18b_fl_max_int_float_tie', r'''
@lifted
def f(x, z):
    m = max(x, z)
    return m, type(m).__name__
''', ('x', 'z'))
p('r18b_fl_min_float_int_tie', r'''
@lifted
def f(x, z):
    m = min(z, x)
    return m, type(m).__name__
''', ('x', 'z'))
p('r18b_fl_sorted_mixed_stable', r'''
@lifted
def f(x, z):
    return [type(e).__name__ for e in sorted([z, x, 0.5, 0])]
''', ('x', 'z'))
p('r18b_fl_eq_cross_types', r'''
@lifted
def f(x, b):
    return x == b, x == 1.0, b == 1.0, (x == True) is (x == 1)
''', ('x', 'b'))
p('r18b_fl_bool_arith', r'''
@lifted
def f(b, z):
    return b + z, b * z, z - b, -b, ~b
''', ('b', 'z'))
p('r18b_fl_bool_div', r'''
@lifted
def f(b):
    try:
        return 1 / b
    except ZeroDivisionError as e:
        return str(e)
''', ('b',))
p('r18b_fl_accum_branch_merge', r'''
@lifted
def f(w):
    acc = 0.0
    if w > 0.0:
        acc += w
    elif w < 0.0:
        acc -= w
    else:
        acc = -1.0
    return acc
''', ('w',))
p('r18b_fl_w_neg_zero_eq', r'''
@lifted
def f(w):
    if w == 0.0:
        return 1.0 / (w + 0.0) if w is not None else 0
    return 0.0
''', ('w',))
p('r18b_fl_neg_zero_plus_zero', r'''
import math
@lifted
def f(w):
    if w == 0:
        return math.copysign(1.0, w + 0.0), math.copysign(1.0, w - 0.0), math.copysign(1.0, w * -1.0)
    return None
''', ('w',))
p('r18b_fl_list_of_floats_ops', r'''
@lifted
def f(z, w):
    xs = [z, w]
    return sum(xs) / len(xs)
''', ('z', 'w'))
p('r18b_fl_mean_loop', r'''
@lifted
def f(z, b):
    data = [1.0, z, 2.0] if b else [z]
    total = 0.0
    for d in data:
        total += d
    return total / len(data)
''', ('z', 'b'))
p('r18b_fl_clamp', r'''
@lifted
def f(w):
    return max(0.0, min(1.0, w))
''', ('w',))
p('r18b_fl_clamp_other_order', r'''
@lifted
def f(w):
    return min(max(w, 0.0), 1.0)
''', ('w',))
p('r18b_fl_sign_function', r'''
@lifted
def f(w):
    return (w > 0) - (w < 0)
''', ('w',))
p('r18b_fl_divmod_int_float', r'''
@lifted
def f(x):
    return divmod(x, 0.5)
''', ('x',))
p('r18b_fl_divmod_w_raise', r'''
@lifted
def f(w):
    try:
        return divmod(2.0, w)
    except ZeroDivisionError as e:
        return str(e)
''', ('w',))
p('r18b_fl_float_method_calls', r'''
@lifted
def f(z):
    return z.__abs__(), z.__neg__(), float.__add__(z, 1.0)
''', ('z',))
p('r18b_fl_conjugate_real', r'''
@lifted
def f(z):
    return z.real, z.imag, z.conjugate()
''', ('z',))
p('r18b_fl_float_hex', r'''
@lifted
def f(z):
    return z.hex()
''', ('z',))
p('r18b_fl_float_fromhex', r'''
@lifted
def f(x):
    return float.fromhex("0x1p" + str(x))
''', ('x',))
p('r18b_fl_struct_bits', r'''
import struct
@lifted
def f(z):
    return struct.pack(">d", z)[0]
''', ('z',))
p('r18b_fl_complex_compare', r'''
@lifted
def f(z):
    return z == complex(z, 0), z == 1j
''', ('z',))
p('r18b_fl_math_prod', r'''
import math
@lifted
def f(z, x):
    return math.prod([z, x, 2])
''', ('z', 'x'))
p('r18b_fl_math_dist', r'''
import math
@lifted
def f(z):
    return math.dist([z], [0.5])
''', ('z',))
p('r18b_fl_exp_log', r'''
import math
@lifted
def f(z):
    return math.exp(z)
''', ('z',))
p('r18b_fl_inf_int_cmp_branch', r'''
@lifted
def f(w, x):
    if w > x:
        return "w"
    if w < x:
        return "x"
    return "eq-or-nan"
''', ('w', 'x'))
p('r18b_s_len_index0', r'''
@lifted
def f(s):
    try:
        return s[0]
    except IndexError as e:
        return str(e)
''', ('s',))
p('r18b_s_index_neg', r'''
@lifted
def f(s):
    if len(s) >= 2:
        return s[-2] + s[-1]
    return s[-1:] * 3
''', ('s',))
p('r18b_s_index_sym', r'''
@lifted
def f(s, y):
    try:
        return s[y]
    except IndexError:
        return "!"
''', ('s', 'y'))
p('r18b_s_slice_consts', r'''
@lifted
def f(s):
    return s[1:], s[:-1], s[-2:], s[5:], s[:0]
''', ('s',))
p('r18b_s_slice_sym_bound', r'''
@lifted
def f(s, y):
    return s[y:], s[:y]
''', ('s', 'y'))
p('r18b_s_slice_step_rev', r'''
@lifted
def f(s):
    return s[::-1]
''', ('s',))
p('r18b_s_slice_step2', r'''
@lifted
def f(s):
    return s[::2]
''', ('s',))
p('r18b_s_const_slice_sym', r'''
@lifted
def f(x):
    return "hello"[x:], "hello"[:x]
''', ('x',))
p('r18b_s_const_index_sym', r'''
@lifted
def f(x):
    try:
        return "abc"[x]
    except IndexError as e:
        return str(e)
''', ('x',))
p('r18b_s_in_ops', r'''
@lifted
def f(s):
    return "a" in s, s in "ab10", "" in s, s not in ("a", "b")
''', ('s',))
p('r18b_s_concat_mul', r'''
@lifted
def f(s):
    return s + s, s * 2, 3 * s, s * 0
''', ('s',))
p('r18b_s_mul_sym', r'''
@lifted
def f(s, x):
    return s * x
''', ('s', 'x'))
p('r18b_s_mul_bool', r'''
@lifted
def f(s, b):
    return s * b + "!" * (not b)
''', ('s', 'b'))
p('r18b_s_compare', r'''
@lifted
def f(s):
    return s < "b", s <= "a", s > "A", s >= "-"
''', ('s',))
p('r18b_s_sorted_list', r'''
@lifted
def f(s):
    return sorted([s, "a", "b", ""])
''', ('s',))
p('r18b_s_max_min', r'''
@lifted
def f(s):
    return max(s, "a"), min("a", s), max([s, "1"], key=len)
''', ('s',))
p('r18b_s_startswith', r'''
@lifted
def f(s):
    return s.startswith("a"), s.startswith(("-", "1")), s.endswith("1"), s.startswith("")
''', ('s',))
p('r18b_s_startswith_start', r'''
@lifted
def f(s):
    return s.startswith("b", 1), s.endswith("a", 0, 1)
''', ('s',))
p('r18b_s_find', r'''
@lifted
def f(s):
    return s.find("a"), s.find("1"), s.find(""), s.find("ab")
''', ('s',))
p('r18b_s_find_start', r'''
@lifted
def f(s):
    return s.find("a", 1)
''', ('s',))
p('r18b_s_rfind', r'''
@lifted
def f(s):
    return s.rfind("a")
''', ('s',))
p('r18b_s_index_raise', r'''
@lifted
def f(s):
    try:
        return s.index("b")
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_s_count', r'''
@lifted
def f(s):
    return s.count("a"), s.count(""), s.count("aa")
''', ('s',))
p('r18b_s_count_doubled', r'''
@lifted
def f(s):
    return (s + s).count("aa")
''', ('s',))
p('r18b_s_replace', r'''
@lifted
def f(s):
    return s.replace("a", "x"), s.replace("a", ""), s.replace("1", "one", 1)
''', ('s',))
p('r18b_s_replace_grow', r'''
@lifted
def f(s):
    return s.replace("a", "aa").replace("aa", "b")
''', ('s',))
p('r18b_s_replace_empty_old', r'''
@lifted
def f(s):
    return s.replace("", "-")
''', ('s',))
p('r18b_s_zfill', r'''
@lifted
def f(s):
    return s.zfill(3), s.zfill(0)
''', ('s',))
p('r18b_s_just', r'''
@lifted
def f(s):
    return s.ljust(3, "*"), s.rjust(3), s.center(4, "."), s.center(3)
''', ('s',))
p('r18b_s_just_bad_fill', r'''
@lifted
def f(s):
    try:
        return s.ljust(3, "ab")
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_s_affix', r'''
@lifted
def f(s):
    return s.removeprefix("a"), s.removesuffix("1"), s.removeprefix("")
''', ('s',))
p('r18b_s_isdigit_family', r'''
@lifted
def f(s):
    return s.isdigit(), s.isalpha(), s.isalnum(), s.isspace()
''', ('s',))
p('r18b_s_case_predicates', r'''
@lifted
def f(s):
    return s.isupper(), s.islower(), s.isidentifier(), s.isascii()
''', ('s',))
p('r18b_s_isdecimal_numeric', r'''
@lifted
def f(s):
    return s.isdecimal(), s.isnumeric(), s.istitle()
''', ('s',))
p('r18b_s_upper_lower', r'''
@lifted
def f(s):
    return s.upper(), s.lower()
''', ('s',))
p('r18b_s_strip', r'''
@lifted
def f(s):
    return s.strip(), s.strip("-")
''', ('s',))
p('r18b_s_split', r'''
@lifted
def f(s):
    return s.split(), s.split("a")
''', ('s',))
p('r18b_s_partition', r'''
@lifted
def f(s):
    return s.partition("1")
''', ('s',))
p('r18b_s_join_sep', r'''
@lifted
def f(s):
    return s.join(["x", "y", "z"]), ",".join([s, s]), s.join([])
''', ('s',))
p('r18b_s_join_chars', r'''
@lifted
def f(s):
    return "-".join(s)
''', ('s',))
p('r18b_s_iter_for', r'''
@lifted
def f(s):
    n = 0
    for c in s:
        if c == "a":
            n += 1
    return n
''', ('s',))
p('r18b_s_list_of', r'''
@lifted
def f(s):
    return list(s)
''', ('s',))
p('r18b_s_sorted_chars', r'''
@lifted
def f(s):
    return sorted(s)
''', ('s',))
p('r18b_s_reversed_join', r'''
@lifted
def f(s):
    return "".join(reversed(s))
''', ('s',))
p('r18b_s_set_chars_len', r'''
@lifted
def f(s):
    return len(set(s))
''', ('s',))
p('r18b_s_index_loop', r'''
@lifted
def f(s):
    out = ""
    for i in range(len(s)):
        out = s[i] + out
    return out
''', ('s',))
p('r18b_s_enumerate_chars', r'''
@lifted
def f(s):
    return [(i, c) for i, c in enumerate(s)]
''', ('s',))
p('r18b_s_counter_chars', r'''
import collections
@lifted
def f(s):
    c = collections.Counter(s)
    return c["a"], len(c)
''', ('s',))
p('r18b_s_int_parse', r'''
@lifted
def f(s):
    try:
        return int(s)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_s_int_parse_type', r'''
@lifted
def f(s):
    try:
        return int(s)
    except ValueError:
        return None
''', ('s',))
p('r18b_s_int_plus_prefix', r'''
@lifted
def f(s):
    try:
        return int("+" + s)
    except ValueError:
        return "bad"
''', ('s',))
p('r18b_s_int_space_prefix', r'''
@lifted
def f(s):
    try:
        return int(" " + s + "\n")
    except ValueError:
        return "bad"
''', ('s',))
p('r18b_s_int_underscore', r'''
@lifted
def f(s):
    try:
        return int(s + "_0")
    except ValueError:
        return "bad"
''', ('s',))
p('r18b_s_int_base16', r'''
@lifted
def f(s):
    try:
        return int(s, 16)
    except ValueError:
        return "bad"
''', ('s',))
p('r18b_s_int_of_str_x_concat', r'''
@lifted
def f(s, x):
    try:
        return int(str(x) + s)
    except ValueError:
        return None
''', ('s', 'x'))
p('r18b_s_int_or_default', r'''
@lifted
def f(s):
    t = s or "0"
    return int(t) if t.lstrip("-").isdigit() else -99
''', ('s',))
p('r18b_s_isdigit_then_int', r'''
@lifted
def f(s):
    if s.isdigit():
        return int(s) * 2
    if s[:1] == "-" and s[1:].isdigit():
        return -int(s[1:])
    return 0
''', ('s',))
p('r18b_s_ord_first', r'''
@lifted
def f(s):
    try:
        return ord(s)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_s_ord_index', r'''
@lifted
def f(s):
    if s:
        return ord(s[0]) - ord("0")
    return -1
''', ('s',))
p('r18b_s_chr_shift', r'''
@lifted
def f(s):
    if s:
        return chr(ord(s[0]) + 1)
    return ""
''', ('s',))
p('r18b_s_chr_of_int', r'''
@lifted
def f(x):
    return chr(x + 100)
''', ('x',))
p('r18b_s_chr_raise', r'''
@lifted
def f(x):
    try:
        return chr(x * 400000)
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_s_fstring', r'''
@lifted
def f(s, x):
    return f"{s}={x}"
''', ('s', 'x'))
p('r18b_s_fstring_repr', r'''
@lifted
def f(s):
    return f"{s!r}"
''', ('s',))
p('r18b_s_fstring_width', r'''
@lifted
def f(s):
    return f"[{s:>4}]", f"[{s:<3}]", f"[{s:^5}]"
''', ('s',))
p('r18b_s_repr', r'''
@lifted
def f(s):
    return repr(s), str(s), len(repr(s))
''', ('s',))
p('r18b_s_percent', r'''
@lifted
def f(s, y):
    return "%s:%d" % (s, y)
''', ('s', 'y'))
p('r18b_s_percent_width', r'''
@lifted
def f(s):
    return "%4s|%-3s|" % (s, s)
''', ('s',))
p('r18b_s_format_method', r'''
@lifted
def f(s):
    return "<{}>".format(s), "{0}{0}".format(s)
''', ('s',))
p('r18b_s_dict_key', r'''
@lifted
def f(s):
    d = {"a": 1, "10": 2}
    return d.get(s, 0), s in d
''', ('s',))
p('r18b_s_dict_store', r'''
@lifted
def f(s):
    d = {}
    d[s] = 1
    d["a"] = d.get("a", 0) + 5
    return d
''', ('s',))
p('r18b_s_set_member', r'''
@lifted
def f(s):
    seen = {"a", "b"}
    seen.add(s)
    return len(seen), s in seen, "ab" in seen
''', ('s',))
p('r18b_s_counter_of_words', r'''
import collections
@lifted
def f(s, b):
    words = [s, "a", s] if b else ["a"]
    c = collections.Counter(words)
    return c[s], c["a"]
''', ('s', 'b'))
p('r18b_s_eq_other_types', r'''
@lifted
def f(s):
    return s == 1, s != None, s == "1", s == b"a"
''', ('s',))
p('r18b_s_truth', r'''
@lifted
def f(s):
    return bool(s), not s, s or "empty", s and "full"
''', ('s',))
p('r18b_s_encode', r'''
@lifted
def f(s):
    return s.encode()
''', ('s',))
p('r18b_s_hash_eq', r'''
@lifted
def f(s):
    return hash(s) == hash("a")
''', ('s',))
p('r18b_s_concat_int_typeerror', r'''
@lifted
def f(s):
    try:
        return s + 1
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_s_compare_int_typeerror', r'''
@lifted
def f(s):
    try:
        return s < 1
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_s_find_in_const', r'''
@lifted
def f(s):
    return "abc10".find(s), "abc10".count(s), "ab-1".startswith(s)
''', ('s',))
p('r18b_s_index_in_const_raise', r'''
@lifted
def f(s):
    try:
        return "xab".index(s)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_s_split_const_by_sym', r'''
@lifted
def f(s):
    try:
        return "a,b,ab".split(s)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_s_replace_sym_args', r'''
@lifted
def f(s):
    if s:
        return "banana".replace(s, "_")
    return "banana"
''', ('s',))
p('r18b_s_str_of_int', r'''
@lifted
def f(x):
    return str(x), repr(x), str(-x), str(x * x)
''', ('x',))
p('r18b_s_str_int_roundtrip', r'''
@lifted
def f(x):
    return int(str(x)) == x, len(str(x)), str(x)[-1], str(x)[0]
''', ('x',))
p('r18b_s_str_int_zfill', r'''
@lifted
def f(x):
    return str(x).zfill(3), str(x).rjust(3, "0")
''', ('x',))
p('r18b_s_int_format_specs', r'''
@lifted
def f(x):
    return f"{x:+d}", f"{x:>4}", f"{x:04d}", f"{x:<3}|"
''', ('x',))
p('r18b_s_int_format_base', r'''
@lifted
def f(x):
    return f"{x:x}", f"{x:b}", f"{x:#o}", f"{x:X}"
''', ('x',))
p('r18b_s_int_format_thousands', r'''
@lifted
def f(x):
    return f"{x * 1000:,}", f"{x * 100000:_}"
''', ('x',))
p('r18b_s_int_bin_hex', r'''
@lifted
def f(x):
    return bin(x), hex(x * 20), oct(x)
''', ('x',))
p('r18b_s_int_str_digits_sum', r'''
@lifted
def f(x):
    t = str(abs(x * 37))
    total = 0
    for i in range(len(t)):
        total += int(t[i])
    return total
''', ('x',))
p('r18b_s_str_int_count', r'''
@lifted
def f(x):
    return str(x * 11).count("1"), "-" in str(x)
''', ('x',))
p('r18b_s_str_bool_none', r'''
@lifted
def f(b):
    return str(b), repr(b), f"{b}", str(None if b else 0)
''', ('b',))
p('r18b_s_str_of_tuple', r'''
@lifted
def f(x, s):
    return str((x, s))
''', ('x', 's'))
p('r18b_s_str_of_list_int', r'''
@lifted
def f(x):
    return str([x, -x]), repr((x,))
''', ('x',))
p('r18b_s_str_compare_int_str', r'''
@lifted
def f(x):
    return str(x) < "0", str(x) == "-1", sorted([str(x), "1"])
''', ('x',))
p('r18b_s_build_loop', r'''
@lifted
def f(s, y):
    out = ""
    for i in range(3):
        if i < y:
            out += s
        else:
            out += "."
    return out
''', ('s', 'y'))
p('r18b_s_palindrome', r'''
@lifted
def f(s):
    n = len(s)
    for i in range(n // 2):
        if s[i] != s[n - 1 - i]:
            return False
    return True
''', ('s',))
p('r18b_s_caesar', r'''
@lifted
def f(s):
    out = ""
    for i in range(len(s)):
        c = s[i]
        if "a" <= c <= "z":
            out += chr((ord(c) - ord("a") + 1) % 26 + ord("a"))
        else:
            out += c
    return out
''', ('s',))
p('r18b_s_parse_signed', r'''
@lifted
def f(s):
    sign = 1
    i = 0
    if s.startswith("-"):
        sign = -1
        i = 1
    n = 0
    while i < len(s):
        c = s[i]
        if not c.isdigit():
            return None
        n = n * 10 + (ord(c) - 48)
        i += 1
    return sign * n
''', ('s',))
p('r18b_s_match_literal', r'''
@lifted
def f(s):
    match s:
        case "a" | "b":
            return 1
        case "10":
            return 2
        case "":
            return 3
        case _:
            return 4
''', ('s',))
p('r18b_s_match_capture_len', r'''
@lifted
def f(s):
    match s:
        case str() as t if len(t) > 1:
            return t[1]
        case _:
            return "?"
''', ('s',))
p('r18b_s_isinstance', r'''
@lifted
def f(s, b):
    v = s if b else len(s)
    return isinstance(v, str), type(v).__name__
''', ('s', 'b'))
p('r18b_s_len_compare_sort_key', r'''
@lifted
def f(s):
    return sorted(["bb", s, "c"], key=len)
''', ('s',))
p('r18b_s_min_key_str', r'''
@lifted
def f(s):
    return min([s, "ab", "b"], key=lambda t: (len(t), t))
''', ('s',))
p('r18b_s_str_mul_neg_x', r'''
@lifted
def f(x):
    return "ab" * x, len("-" * (x + 1))
''', ('x',))
p('r18b_s_expandtabs_title', r'''
@lifted
def f(s):
    return s.title(), s.capitalize(), s.swapcase()
''', ('s',))
p('r18b_s_rsplit_splitlines', r'''
@lifted
def f(s):
    return s.rsplit("a", 1)
''', ('s',))
p('r18b_s_format_spec_sym', r'''
@lifted
def f(s, y):
    return format(y, s) if s == "" else "-"
''', ('s', 'y'))
p('r18b_s_str_concat_branch_len', r'''
@lifted
def f(s, b):
    t = s + "!" if b else "?" + s
    return len(t), t[0], t[-1]
''', ('s', 'b'))
p('r18b_s_in_list', r'''
@lifted
def f(s):
    xs = ["a", "10", "ba"]
    return s in xs, xs.index(s) if s in xs else -1, xs.count(s)
''', ('s',))
p('r18b_s_tuple_compare', r'''
@lifted
def f(s, y):
    return (s, y) < ("a", 1), (len(s), s) > (1, "a")
''', ('s', 'y'))
p('r18b_s_dict_comprehension', r'''
@lifted
def f(s):
    return {c: i for i, c in enumerate([s, "a", s])}
''', ('s',))
p('r18b_s_ascii_builtin', r'''
@lifted
def f(s):
    return ascii(s)
''', ('s',))
p('r18b_s_maketrans', r'''
@lifted
def f(s):
    return s.translate(str.maketrans("a", "b"))
''', ('s',))
p('r18b_s_str_call_on_str', r'''
@lifted
def f(s):
    return str(s) is s, str(s) == s
''', ('s',))
p('r18b_s_endswith_tuple_empty', r'''
@lifted
def f(s):
    return s.endswith(()), s.startswith(("",))
''', ('s',))
p('r18b_s_count_overlap_sym', r'''
@lifted
def f(s):
    return "aaaa".count(s) if s else -1
''', ('s',))
p('r18b_s_rstrip_digits', r'''
@lifted
def f(s):
    return s.rstrip("0123456789")
''', ('s',))
p('r18b_bv_plus_int', r'''
@lifted
def f(v):
    return v + 1 == 0, v + 17 == v + 1
''', ('v',))
p('r18b_bv_eq_int_signed', r'''
@lifted
def f(v):
    return v == -1, v == 15, v == 16
''', ('v',))
p('r18b_bv_eq_float', r'''
@lifted
def f(v):
    return v == 3.0, v != 3.0
''', ('v',))
p('r18b_bv_plus_bool_te', r'''
@lifted
def f(v, b):
    try:
        return v + b
    except TypeError as e:
        return str(e)
''', ('v', 'b'))
p('r18b_bv_plus_float_te', r'''
@lifted
def f(v):
    try:
        return v + 0.5
    except TypeError as e:
        return type(e).__name__
''', ('v',))
p('r18b_bv_truth_te', r'''
@lifted
def f(v):
    try:
        if v:
            return 1
        return 0
    except TypeError as e:
        return str(e)[:30]
''', ('v',))
p('r18b_bv_int_conv', r'''
@lifted
def f(v):
    return int(v), v.signed, v.unsigned
''', ('v',))
p('r18b_bv_int_plus_x', r'''
@lifted
def f(v, y):
    return int(v) + y, v + y
''', ('v', 'y'))
p('r18b_bv_lt_int', r'''
@lifted
def f(v):
    return v < 3, v >= -2, v < 8
''', ('v',))
p('r18b_bv_floordiv_te', r'''
@lifted
def f(v):
    try:
        return v // 3
    except TypeError as e:
        return str(e)[:20]
''', ('v',))
p('r18b_bv_div_mod_signed', r'''
@lifted
def f(v):
    return v / 3, v % 3, v / -2
''', ('v',))
p('r18b_bv_div_zero', r'''
@lifted
def f(v):
    return v / 0, v % 0
''', ('v',))
p('r18b_bv_isinstance_type', r'''
@lifted
def f(v):
    return isinstance(v, int), type(v).__name__, type(v + 1).__name__
''', ('v',))
p('r18b_bv_in_list_ints', r'''
@lifted
def f(v):
    return v in [1, 2, -1], [1, v].count(1)
''', ('v',))
p('r18b_bv_dict_int_key', r'''
@lifted
def f(v):
    d = {1: "one", -1: "minus"}
    return d.get(v, "?")
''', ('v',))
p('r18b_bv_set_with_int', r'''
@lifted
def f(v):
    return len({v, 1})
''', ('v',))
p('r18b_bv_str', r'''
@lifted
def f(v):
    return str(v)
''', ('v',))
p('r18b_bv_max_with_int', r'''
@lifted
def f(v):
    try:
        return max(v, 2)
    except TypeError as e:
        return "te"
''', ('v',))
p('r18b_bv_index_list', r'''
@lifted
def f(v):
    xs = list(range(10))
    try:
        return xs[v]
    except (IndexError, TypeError) as e:
        return type(e).__name__
''', ('v',))
p('r18b_bv_range', r'''
@lifted
def f(v):
    try:
        return len(range(v))
    except TypeError as e:
        return type(e).__name__
''', ('v',))
p('r18b_bv_shift_int', r'''
@lifted
def f(v):
    return v << 1, v >> 2, stamen.lshr(v, 1) if hasattr(stamen, "lshr") else None
''', ('v',))
p('r18b_bv_mul_x', r'''
@lifted
def f(v, b):
    return v * (3 if b else -3)
''', ('v', 'b'))
p('r18b_bv_neg_invert', r'''
@lifted
def f(v):
    return -v, ~v, -v == ~v + 1
''', ('v',))
p('r18b_bv_pow', r'''
@lifted
def f(v):
    try:
        return v ** 2
    except TypeError as e:
        return "te"
''', ('v',))
p('r18b_bv_abs', r'''
@lifted
def f(v):
    try:
        return abs(v)
    except TypeError:
        return "te"
''', ('v',))
p('r18b_bv_hash_eq_int', r'''
@lifted
def f(v):
    return hash(v) == hash(1)
''', ('v',))
p('r18b_bv_sorted_ints', r'''
@lifted
def f(v):
    return sorted([v, stamen.BitVec(4)(2), stamen.BitVec(4)(-3)])
''', ('v',))
p('r18b_bv_eq_int_arith', r'''
@lifted
def f(v, x):
    return v == x, int(v) == x
''', ('v', 'x'))
p('r18b_bv_float_conv', r'''
@lifted
def f(v):
    try:
        return float(v)
    except TypeError as e:
        return "te"
''', ('v',))
p('r18b_bv_bitand_int', r'''
@lifted
def f(v):
    return v & 3, v | 8, v ^ -1
''', ('v',))
p('r18b_bv_bool_compare', r'''
@lifted
def f(v, b):
    return (v == 1) == b, (v != 0) and b
''', ('v', 'b'))
p('r18b_bv_loop_count_bits', r'''
@lifted
def f(v):
    n = 0
    t = v
    for _ in range(4):
        if t & 1 == 1:
            n += 1
        t = stamen.lshr(t, 1) if hasattr(stamen, "lshr") else t >> 1
    return n
''', ('v',))
p('r18b_bv_concat_extract', r'''
@lifted
def f(v):
    return stamen.extract(1, 0, v) if hasattr(stamen, "extract") else v
''', ('v',))
p('r18b_bv_format', r'''
@lifted
def f(v):
    return f"{int(v)}"
''', ('v',))
p('r18b_nt_bool_int_float_sum', r'''
@lifted
def f(b, x):
    t = b + x + 0.5
    return t, type(t).__name__
''', ('b', 'x'))
p('r18b_nt_true_div_ints', r'''
@lifted
def f(x):
    return x / 2, type(x / 1).__name__, 7 / (x if x else 7)
''', ('x',))
p('r18b_nt_floordiv_neg', r'''
@lifted
def f(x):
    return x // -2, x % -2, -x // 2
''', ('x',))
p('r18b_nt_bool_ops_types', r'''
@lifted
def f(b):
    return type(b & True).__name__, type(b + 0).__name__, type(b | 2).__name__, type(-b).__name__
''', ('b',))
p('r18b_nt_isinstance_bool_int', r'''
@lifted
def f(b, x):
    v = b if x > 0 else x
    return isinstance(v, int), isinstance(v, bool), type(v) is int
''', ('b', 'x'))
p('r18b_nt_union_float_int', r'''
@lifted
def f(x):
    v = x * 1.5 if x > 0 else x
    return v, type(v).__name__, isinstance(v, float)
''', ('x',))
p('r18b_nt_union_add', r'''
@lifted
def f(x, b):
    v = 1.5 if b else 2
    return v + x, (v + x) == x + 2
''', ('x', 'b'))
p('r18b_nt_int_float_eq_hash_key', r'''
@lifted
def f(x, b):
    key = float(x) if b else x
    d = {1: "a", 2.0: "b"}
    return d.get(key, "-")
''', ('x', 'b'))
p('r18b_nt_max_mixed_list', r'''
@lifted
def f(x, b):
    m = max([b, x, 0.0])
    return m, type(m).__name__
''', ('x', 'b'))
p('r18b_nt_compare_bool_float', r'''
@lifted
def f(b, z):
    return b < z, b == z, True + True == 2.0
''', ('b', 'z'))
p('r18b_nt_pow_mix', r'''
@lifted
def f(x):
    try:
        return x ** 2, 2 ** x if x >= 0 else 0.5, (-2) ** x if x >= 0 else None
    except ZeroDivisionError:
        return "zde"
''', ('x',))
p('r18b_nt_int_of_float_bool', r'''
@lifted
def f(b, z):
    return int(b), int(z), int(z + b)
''', ('b', 'z'))
p('r18b_nt_round_int', r'''
@lifted
def f(x):
    return round(x * 15, -1), round(x, 2), round(x)
''', ('x',))
p('r18b_nt_abs_bool', r'''
@lifted
def f(b):
    return abs(b), abs(-b), type(abs(b)).__name__
''', ('b',))
p('r18b_nt_sum_bools', r'''
@lifted
def f(b, x):
    return sum([b, b, x > 0]), sum([b, 0.5])
''', ('b', 'x'))
p('r18b_nt_fraction_int', r'''
from fractions import Fraction
@lifted
def f(x):
    return Fraction(x, 3) + 1, Fraction(x) == x
''', ('x',))
p('r18b_nt_fraction_zero', r'''
from fractions import Fraction
@lifted
def f(y):
    try:
        return Fraction(1, y)
    except ZeroDivisionError as e:
        return str(e)
''', ('y',))
p('r18b_nt_decimal_int', r'''
from decimal import Decimal
@lifted
def f(x):
    return x == Decimal(1), x < Decimal("1.5")
''', ('x',))
p('r18b_nt_complex_eq', r'''
@lifted
def f(x):
    return x == complex(1, 0), x != 1j
''', ('x',))
p('r18b_nt_int_str_float_sort_te', r'''
@lifted
def f(x, s):
    try:
        return sorted([x, s])
    except TypeError as e:
        return str(e)
''', ('x', 's'))
p('r18b_nt_float_int_max_tie_list', r'''
@lifted
def f(x):
    vals = [float(x), x, 0]
    m = max(vals)
    return m, type(m).__name__, vals.index(x)
''', ('x',))
p('r18b_nt_int_true_div_big', r'''
@lifted
def f(x):
    n = 10 ** 20 + x
    return n / 10
''', ('x',))
p('r18b_nt_int_is_integer', r'''
@lifted
def f(x):
    return x.is_integer() if hasattr(x, "is_integer") else None, (x / 2).is_integer()
''', ('x',))
p('r18b_nt_mixed_eq_in_set', r'''
@lifted
def f(x):
    return x in {1.0, 2.5, True}, 2.5 in {x, 2}
''', ('x',))
p('r18b_nt_bool_index', r'''
@lifted
def f(b):
    return ["no", "yes"][b], "ab"[b], (10, 20)[b:]
''', ('b',))
p('r18b_nt_float_index_te', r'''
@lifted
def f(z):
    try:
        return [1, 2, 3][z]
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_nt_float_range_te', r'''
@lifted
def f(z):
    try:
        return list(range(z))
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_nt_str_times_float_te', r'''
@lifted
def f(z):
    try:
        return "a" * z
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_nt_float_int_compare_loop', r'''
@lifted
def f(z):
    n = 0
    for i in range(-3, 4):
        if i < z:
            n += 1
    return n
''', ('z',))
p('r18b_s_int_unicode_space', r'''
@lifted
def f(s):
    try:
        return int("\x1c" + s + "\xa0")
    except ValueError:
        return "bad"
''', ('s',))
p('r18b_s_int_ideographic_space', r'''
@lifted
def f(s):
    try:
        return int(s + "\u3000")
    except ValueError:
        return "bad"
''', ('s',))
p('r18b_s_int_nonascii_digit', r'''
@lifted
def f(s):
    try:
        return int(s + "\u0661")
    except ValueError:
        return "bad"
''', ('s',))
p('r18b_s_isdigit_superscript', r'''
@lifted
def f(s):
    t = s + "\u00b2"
    return t.isdigit(), t.isdecimal(), t.isnumeric()
''', ('s',))
p('r18b_s_isspace_ctrl', r'''
@lifted
def f(s):
    return ("\x1c" + s).isspace(), (s + "\x85").isspace()
''', ('s',))
p('r18b_s_zfill_plus', r'''
@lifted
def f(s):
    return ("+" + s).zfill(4), (s + "+").zfill(3)
''', ('s',))
p('r18b_s_astral_len', r'''
@lifted
def f(s):
    t = "\U0001F600" + s
    return len(t), t[0] == "\U0001F600", t[1:] == s, ord(t[0])
''', ('s',))
p('r18b_s_astral_beyond', r'''
@lifted
def f(s):
    t = s + "\U000E0001"
    return len(t)
''', ('s',))
p('r18b_s_lt_prefix', r'''
@lifted
def f(s):
    return s < s + "a", s + "a" < s + "b", "" < s
''', ('s',))
p('r18b_s_find_empty_in_const', r'''
@lifted
def f(s):
    return "abc".find(s), "".find(s), s.find(s)
''', ('s',))
p('r18b_s_repr_quote', r'''
@lifted
def f(s):
    return repr(s + "'")
''', ('s',))
p('r18b_s_repr_in_list', r'''
@lifted
def f(s):
    return str([s, "x"])
''', ('s',))
p('r18b_s_upper_const_part', r'''
@lifted
def f(s, b):
    t = "abc" if b else "Q"
    return t.upper() + s
''', ('s', 'b'))
p('r18b_s_str_int_huge', r'''
@lifted
def f(x):
    return str(x ** 5), len(str(2 ** (x + 3)))
''', ('x',))
p('r18b_s_int_str_times_1000', r'''
@lifted
def f(x):
    t = str(x * 1000)
    return int(t) // 1000, t[-3:], len(t)
''', ('x',))
p('r18b_fmt_int_float_spec', r'''
@lifted
def f(x):
    return f"{x:.2f}"
''', ('x',))
p('r18b_fmt_int_e_spec', r'''
@lifted
def f(x):
    return f"{x:e}", f"{x:g}"
''', ('x',))
p('r18b_fmt_int_percent', r'''
@lifted
def f(x):
    return f"{x:%}"
''', ('x',))
p('r18b_fmt_int_c', r'''
@lifted
def f(x):
    return f"{x + 97:c}"
''', ('x',))
p('r18b_fmt_int_space_sign', r'''
@lifted
def f(x):
    return f"{x: d}", f"{x:=+5d}", f"{x:*^7}"
''', ('x',))
p('r18b_fmt_int_n', r'''
@lifted
def f(x):
    return format(x, "n"), format(x, "")
''', ('x',))
p('r18b_fmt_bool_spec', r'''
@lifted
def f(b):
    return f"{b:>5}", f"{b}", f"{b:d}", format(b, "")
''', ('b',))
p('r18b_fmt_bool_percent', r'''
@lifted
def f(b):
    return "%s|%d|%r" % (b, b, b)
''', ('b',))
p('r18b_fmt_bool_union_int', r'''
@lifted
def f(b, x):
    v = b if x > 0 else x
    return f"{v}", str(v), f"{v:3}"
''', ('b', 'x'))
p('r18b_fmt_percent_x_neg', r'''
@lifted
def f(x):
    return "%x|%o|%5d|%-4d|%+d" % (x, x, x, x, x)
''', ('x',))
p('r18b_fmt_percent_c', r'''
@lifted
def f(x):
    return "%c" % (x + 100)
''', ('x',))
p('r18b_fmt_percent_prec', r'''
@lifted
def f(s):
    return "%.1s" % s
''', ('s',))
p('r18b_fmt_percent_float_of_int', r'''
@lifted
def f(x):
    return "%.1f" % x
''', ('x',))
p('r18b_fmt_str_format_int_spec', r'''
@lifted
def f(x, s):
    return "{:>3}|{}".format(x, s)
''', ('x', 's'))
p('r18b_fmt_str_with_int_spec_te', r'''
@lifted
def f(s):
    try:
        return f"{s:d}"
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_fmt_percent_d_str_te', r'''
@lifted
def f(s):
    try:
        return "%d" % s
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_fl_round0_w_corners', r'''
import math
@lifted
def f(w):
    r = round(w, 0)
    if math.isnan(r):
        return "nan"
    return r, math.copysign(1.0, r)
''', ('w',))
p('r18b_fl_ceil_subnormal', r'''
import math
@lifted
def f(w):
    if math.isfinite(w):
        return math.ceil(w), math.floor(-w), int(-w)
    return None
''', ('w',))
p('r18b_fl_eq_pow10_308', r'''
@lifted
def f(w):
    return w == 10 ** 308, w < 10 ** 308, w > 10 ** 307
''', ('w',))
p('r18b_fl_plus_int', r'''
@lifted
def f(w, y):
    return w + y, w - y
''', ('w', 'y'))
p('r18b_fl_sum_neg_zero', r'''
import math
@lifted
def f(w):
    if math.isnan(w):
        return None
    return math.copysign(1.0, sum([w])), math.copysign(1.0, sum([w], -0.0))
''', ('w',))
p('r18b_fl_divmod_inf', r'''
@lifted
def f(w):
    try:
        return divmod(w, float("inf"))
    except ZeroDivisionError:
        return "zde"
''', ('w',))
p('r18b_fl_w_square_subnormal', r'''
@lifted
def f(w):
    return w * w, w * w == 0.0
''', ('w',))
p('r18b_fl_cancel_big', r'''
@lifted
def f(w):
    return (1e308 + w) - 1e308
''', ('w',))
p('r18b_fl_max_w_int', r'''
@lifted
def f(w, y):
    m = max(w, y)
    return m, type(m).__name__
''', ('w', 'y'))
p('r18b_fl_min_w_w', r'''
@lifted
def f(w):
    return min(w, w), min(w, -w)
''', ('w',))
p('r18b_fl_mul_int_big_overflow', r'''
@lifted
def f(x):
    try:
        return 1.5 * (10 ** 400 * x)
    except OverflowError as e:
        return str(e)
''', ('x',))
p('r18b_fl_float_plus_bool_nan', r'''
@lifted
def f(w, b):
    return w + b, w * b
''', ('w', 'b'))
p('r18b_nt_true_eq_float_key', r'''
@lifted
def f(b):
    d = {True: "t", 0: "zero"}
    return d.get(1.0 if b else 0.0), hash(b) == hash(float(b))
''', ('b',))
p('r18b_fl_int_float_key_dict_sym_float', r'''
@lifted
def f(x):
    d = {}
    d[float(x)] = "f"
    d[x] = "i"
    d[x + 0.5] = "h"
    return len(d), [type(k).__name__ for k in d]
''', ('x',))
p('r18b_fl_isclose_inf', r'''
import math
@lifted
def f(w):
    return math.isclose(w, float("inf")), math.isclose(w, 1e308, rel_tol=0.5)
''', ('w',))
p('r18b_fl_nan_identity_in', r'''
@lifted
def f(w):
    xs = [w]
    return w in xs, xs.count(w), xs.index(w)
''', ('w',))
p('r18b_fl_tuple_eq_nan', r'''
@lifted
def f(w):
    t = (w, 1)
    return t == t, (w,) == (w,), [w] == [w]
''', ('w',))
p('r18b_fl_float_str_list', r'''
@lifted
def f(x):
    return str([x / 2])
''', ('x',))
p('r18b_fl_neg_zero_to_int_str', r'''
@lifted
def f(w):
    if w == 0.0:
        return int(w), str(int(w)), round(w)
    return None
''', ('w',))
p('r18b_bv_eq_int_overflow', r'''
@lifted
def f(v, x):
    return v == x + 16, v - x == 0
''', ('v', 'x'))
p('r18b_bv_in_range_int', r'''
@lifted
def f(v):
    return int(v) in range(0, 8), v in [stamen.BitVec(4)(3)]
''', ('v',))
p('r18b_bv_union_int', r'''
@lifted
def f(v, b):
    t = v if b else 3
    return t + 1, t == 3
''', ('v', 'b'))
p('r18b_bv_signed_index', r'''
@lifted
def f(v):
    return "abcdefgh"[int(v)] if -8 <= int(v) < 8 else "?"
''', ('v',))
p('r18b_min_int_parse_msg', r'''
@lifted
def f(s):
    if " " in s:
        return None
    try:
        return int(s)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_min_ord_msg', r'''
@lifted
def f(s):
    try:
        return ord(s)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_msg_list_index_str', r'''
@lifted
def f(s):
    try:
        return ["a", "10"].index(s)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_msg_list_index_int', r'''
@lifted
def f(x):
    try:
        return [0, 2].index(x)
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_msg_tuple_index_int', r'''
@lifted
def f(x):
    try:
        return (0, 2).index(x)
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_msg_list_remove_str', r'''
@lifted
def f(s):
    xs = ["a", "ab"]
    try:
        xs.remove(s)
        return xs
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_msg_keyerror_str', r'''
@lifted
def f(s):
    d = {"a": 1, "ab": 2}
    try:
        return d[s]
    except KeyError as e:
        return str(e), e.args
''', ('s',))
p('r18b_msg_keyerror_int', r'''
@lifted
def f(x):
    d = {0: "z", 2: "t"}
    try:
        return d[x]
    except KeyError as e:
        return str(e), repr(e)
''', ('x',))
p('r18b_msg_keyerror_float', r'''
@lifted
def f(z):
    d = {0.5: "h"}
    try:
        return d[z]
    except KeyError as e:
        return str(e)
''', ('z',))
p('r18b_msg_set_remove_int', r'''
@lifted
def f(x):
    s = {0, 1}
    try:
        s.remove(x)
        return len(s)
    except KeyError as e:
        return str(e)
''', ('x',))
p('r18b_msg_dict_pop_str', r'''
@lifted
def f(s):
    d = {"a": 1}
    try:
        return d.pop(s)
    except KeyError as e:
        return repr(e)
''', ('s',))
p('r18b_msg_int_mod_zero', r'''
@lifted
def f(x, y):
    try:
        return x % y, x // y
    except ZeroDivisionError as e:
        return str(e)
''')
p('r18b_msg_float_div_z', r'''
@lifted
def f(z):
    try:
        return 1.0 / z
    except ZeroDivisionError as e:
        return str(e)
''', ('z',))
p('r18b_msg_float_divmod_z', r'''
@lifted
def f(z):
    try:
        return divmod(1.0, z)
    except ZeroDivisionError as e:
        return str(e)
''', ('z',))
p('r18b_msg_int_div_float_zero', r'''
@lifted
def f(x, z):
    try:
        return x / z
    except ZeroDivisionError as e:
        return str(e)
''', ('x', 'z'))
p('r18b_msg_float_int_conv', r'''
import math
@lifted
def f(w):
    try:
        return math.floor(w)
    except (ValueError, OverflowError) as e:
        return str(e)
''', ('w',))
p('r18b_msg_round_nan', r'''
@lifted
def f(w):
    try:
        return round(w)
    except (ValueError, OverflowError) as e:
        return str(e)
''', ('w',))
p('r18b_msg_sqrt_domain', r'''
import math
@lifted
def f(z):
    try:
        return math.sqrt(z)
    except ValueError as e:
        return str(e)
''', ('z',))
p('r18b_msg_str_concat_int', r'''
@lifted
def f(s, x):
    try:
        return s + x
    except TypeError as e:
        return str(e)
''', ('s', 'x'))
p('r18b_msg_int_plus_str', r'''
@lifted
def f(s, x):
    try:
        return x + s
    except TypeError as e:
        return str(e)
''', ('s', 'x'))
p('r18b_msg_str_lt_int', r'''
@lifted
def f(s, b):
    o = 1 if b else "a"
    try:
        return s < o
    except TypeError as e:
        return str(e)
''', ('s', 'b'))
p('r18b_msg_str_index_oob', r'''
@lifted
def f(s, y):
    try:
        return s[y + 1]
    except IndexError as e:
        return str(e)
''', ('s', 'y'))
p('r18b_msg_unpack_str', r'''
@lifted
def f(s):
    try:
        a, b = s
        return b + a
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_msg_attr_str', r'''
@lifted
def f(s, b):
    v = s if b else 3
    try:
        return v.upper() if b else v.real
    except AttributeError as e:
        return str(e)
''', ('s', 'b'))
p('r18b_msg_int_from_str_of_int', r'''
@lifted
def f(x):
    try:
        return int(str(x) + "a")
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_msg_int_from_literal_chain', r'''
@lifted
def f(x):
    t = ["12", "1 2", "-", " 7 ", "x"][x % 5]
    try:
        return int(t)
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_msg_float_from_literal_chain', r'''
@lifted
def f(x):
    t = ["1.5", "abc", "-inf", " 2 ", ""][x % 5]
    try:
        return float(t)
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_msg_chr_range', r'''
@lifted
def f(x):
    try:
        return chr(x * 1114111)
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_msg_isqrt_neg', r'''
import math
@lifted
def f(x):
    try:
        return math.isqrt(x)
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_msg_zero_neg_power', r'''
@lifted
def f(x, y):
    try:
        return x ** -y if y > 0 else x ** y
    except ZeroDivisionError as e:
        return str(e)
''')
p('r18b_msg_str_mul_float', r'''
@lifted
def f(s, z):
    try:
        return s * z
    except TypeError as e:
        return str(e)
''', ('s', 'z'))
p('r18b_msg_index_float', r'''
@lifted
def f(z):
    try:
        return "abc"[z]
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_msg_bv_bool', r'''
@lifted
def f(v):
    try:
        return not v
    except TypeError as e:
        return str(e)
''', ('v',))
p('r18b_msg_list_index_float', r'''
@lifted
def f(z):
    try:
        return [0.0, 3.0].index(z)
    except ValueError as e:
        return str(e)
''', ('z',))
p('r18b_msg_str_index_substring', r'''
@lifted
def f(s):
    try:
        return "b10".index(s)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_min_counter_union_list', r'''
import collections
@lifted
def f(b):
    c = collections.Counter([2] if b else [1])
    return c[1]
''', ('b',))
p('r18b_min_counter_update_union_list', r'''
import collections
@lifted
def f(b):
    c = collections.Counter()
    c.update([2, 2] if b else [1])
    return c[2]
''', ('b',))
p('r18b_min_bv_float', r'''
@lifted
def f(v):
    return float(v)
''', ('v',))
p('r18b_min_bv_eq_float', r'''
@lifted
def f(v):
    return v == 3.0
''', ('v',))
p('r18b_min_bv_eq_true', r'''
@lifted
def f(v):
    return v == True, v != False
''', ('v',))
p('r18b_min_bv_dict_int_key', r'''
@lifted
def f(v):
    return {1: "one"}.get(v, "?")
''', ('v',))
p('r18b_min_bv_set_int', r'''
@lifted
def f(v):
    return len({v, 1}), v in {1}
''', ('v',))
p('r18b_min_bv_in_list_int', r'''
@lifted
def f(v):
    return v in [1], [1].count(v)
''', ('v',))
p('r18b_fl3_in_range', r'''
@lifted
def f(w):
    return w in range(3), w in range(-3, 0)
''', ('w',))
p('r18b_fl3_range_index', r'''
@lifted
def f(w):
    try:
        return range(3).index(w)
    except ValueError:
        return -1
''', ('w',))
p('r18b_fl3_any_all', r'''
@lifted
def f(w):
    return any([w]), all([w, 1.0]), any([0.0, w, 0])
''', ('w',))
p('r18b_fl3_or_int', r'''
@lifted
def f(w, y):
    return w or y
''', ('w', 'y'))
p('r18b_fl3_sorted_reverse_zero', r'''
import math
@lifted
def f(w):
    if math.isnan(w):
        return None
    return [math.copysign(1.0, v) for v in sorted([w, 0.0], reverse=True)]
''', ('w',))
p('r18b_fl3_min_list_zero_first', r'''
import math
@lifted
def f(w):
    m = min([0.0, w]) if not math.isnan(w) else 5.0
    return m, math.copysign(1.0, m)
''', ('w',))
p('r18b_fl3_index_neg_zero', r'''
@lifted
def f(w):
    xs = [0.0, -2.5]
    return xs.index(w) if w in xs else None
''', ('w',))
p('r18b_fl3_bool_sum', r'''
@lifted
def f(w):
    return (w > 0) + (w > 1) + (w != w)
''', ('w',))
p('r18b_fl3_chain_int', r'''
@lifted
def f(w, y):
    return -1 < w < y, y <= w <= 2 * y
''', ('w', 'y'))
p('r18b_fl3_dunder_floor', r'''
@lifted
def f(z):
    return z.__floor__(), z.__ceil__(), z.__trunc__(), z.__round__()
''', ('z',))
p('r18b_fl3_int_scale_back', r'''
@lifted
def f(z):
    return int(z * 10) / 10
''', ('z',))
p('r18b_fl3_list_sum_neg_zero', r'''
import math
@lifted
def f(w):
    if w == 0.0:
        return math.copysign(1.0, sum([w, w])), math.copysign(1.0, w + w)
    return None
''', ('w',))
p('r18b_fl3_dict_values_floats', r'''
@lifted
def f(w, b):
    d = {"a": w}
    if b:
        d["a"] = 1.0
    return d["a"] > 0.5, len(d)
''', ('w', 'b'))
p('r18b_fl3_float_tuple_sort_key', r'''
import math
@lifted
def f(w):
    if math.isnan(w):
        return None
    pts = [(w, "w"), (0.0, "zero"), (-2.5, "neg")]
    return [name for _, name in sorted(pts)]
''', ('w',))
p('r18b_fl3_max_tuple_nan', r'''
@lifted
def f(w):
    return max([(1.0, "a"), (w, "b")])[1]
''', ('w',))
p('r18b_fl3_eq_tuple_nan_list', r'''
@lifted
def f(w):
    a = [w, 1.0]
    b = [w, 1.0]
    return a == b, a != b
''', ('w',))
p('r18b_fl3_float_int_eq_in_list', r'''
@lifted
def f(w):
    return [1, 0, 2].index(w) if w in [1, 0, 2] else -1
''', ('w',))
p('r18b_min_fromhex_sym_str', r'''
@lifted
def f(s):
    try:
        return float.fromhex(s)
    except ValueError:
        return None
''', ('s',))
p('r18b_min_fromhex_str_of_int', r'''
@lifted
def f(x):
    return float.fromhex("0x1p" + str(x))
''', ('x',))
p('r18b_c_bytes_of_str', r'''
@lifted
def f(s):
    return bytes(s, "ascii")
''', ('s',))
p('r18b_c_operator_concat', r'''
import operator
@lifted
def f(s):
    return operator.concat(s, "x"), operator.contains(s, "a")
''', ('s',))
p('r18b_c_str_dunder_add', r'''
@lifted
def f(s):
    return str.__add__(s, "!"), str.__len__(s)
''', ('s',))
p('r18b_c_unicodedata', r'''
import unicodedata
@lifted
def f(s):
    return unicodedata.category(s[0]) if s else ""
''', ('s',))
p('r18b_c_re_fullmatch', r'''
import re
@lifted
def f(s):
    return re.fullmatch(r"-?[0-9]+", s) is not None
''', ('s',))
p('r18b_c_int_from_str_of_int_base', r'''
@lifted
def f(x):
    return int(str(abs(x)), 8)
''', ('x',))
p('r18b_c_float_of_str_of_int', r'''
@lifted
def f(x):
    return float(str(x))
''', ('x',))
p('r18b_c_complex_of_str', r'''
@lifted
def f(x):
    try:
        return complex(str(x)).real
    except ValueError:
        return None
''', ('x',))
p('r18b_c_decimal_of_str', r'''
from decimal import Decimal
@lifted
def f(x):
    return Decimal(str(x)) > 0
''', ('x',))
p('r18b_c_fraction_of_str', r'''
from fractions import Fraction
@lifted
def f(x):
    return Fraction(str(x) + "/2")
''', ('x',))
p('r18b_c_str_maketrans_sym', r'''
@lifted
def f(s):
    if len(s) == 1:
        return "abc".translate(str.maketrans(s, "z"))
    return ""
''', ('s',))
p('r18b_c_textwrap', r'''
import textwrap
@lifted
def f(s):
    return textwrap.shorten(s + " x", 10)
''', ('s',))
p('r18b_min_str_index_float_msg', r'''
@lifted
def f(z):
    try:
        return "abc"[z]
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_min_bv_truth_msg', r'''
@lifted
def f(v):
    try:
        return bool(v)
    except TypeError as e:
        return str(e)
''', ('v',))
p('r18b_min_bytes_of_sym_str', r'''
@lifted
def f(s):
    return bytes(s, "ascii")
''', ('s',))
p('r18b_min_fraction_of_str_of_int', r'''
from fractions import Fraction
@lifted
def f(x):
    return Fraction(str(x) + "/2")
''', ('x',))
p('r18b_te_s_float_index', r'''
@lifted
def f(s, z):
    try:
        return s[z]
    except TypeError as e:
        return str(e)
''', ('s', 'z'))
p('r18b_te_s_float_slice', r'''
@lifted
def f(s, z):
    try:
        return s[z:]
    except TypeError as e:
        return str(e)
''', ('s', 'z'))
p('r18b_te_list_float_slice', r'''
@lifted
def f(z):
    try:
        return [1, 2, 3][z:]
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_te_int_shift_float', r'''
@lifted
def f(x, z):
    try:
        return x << z
    except TypeError as e:
        return str(e)
''', ('x', 'z'))
p('r18b_te_float_and_int', r'''
@lifted
def f(z):
    try:
        return z & 1
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_te_chr_float', r'''
@lifted
def f(z):
    try:
        return chr(z)
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_te_ord_int', r'''
@lifted
def f(x):
    try:
        return ord(x)
    except TypeError as e:
        return str(e)
''', ('x',))
p('r18b_te_len_float', r'''
@lifted
def f(z):
    try:
        return len(z)
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_te_zfill_float', r'''
@lifted
def f(z):
    try:
        return 'ab'.zfill(z)
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_te_float_subscript', r'''
@lifted
def f(z):
    try:
        return z[0]
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_te_bv_subscript', r'''
@lifted
def f(v):
    try:
        return v[0]
    except TypeError as e:
        return str(e)
''', ('v',))
p('r18b_te_str_minus_str', r'''
@lifted
def f(s):
    try:
        return s - 'a'
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te_neg_str', r'''
@lifted
def f(s):
    try:
        return -s
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te_call_str', r'''
@lifted
def f(s):
    try:
        return s(1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te_int_attr', r'''
@lifted
def f(x):
    try:
        return x.upper()
    except AttributeError as e:
        return str(e)
''', ('x',))
p('r18b_te_float_attr', r'''
@lifted
def f(w):
    try:
        return w.foo
    except AttributeError as e:
        return str(e)
''', ('w',))
p('r18b_te_bv_plus_str', r'''
@lifted
def f(v):
    try:
        return v + 'a'
    except TypeError as e:
        return str(e)
''', ('v',))
p('r18b_te_divmod_str', r'''
@lifted
def f(s):
    try:
        return divmod(s, 2)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te_round_str', r'''
@lifted
def f(s):
    try:
        return round(s)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te_abs_str', r'''
@lifted
def f(s):
    try:
        return abs(s)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te_sum_str', r'''
@lifted
def f(s):
    try:
        return sum([s])
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te_max_str_int', r'''
@lifted
def f(s):
    try:
        return max(s, 1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te_fmt_float_d', r'''
@lifted
def f(z):
    try:
        return f'{z:d}'
    except ValueError as e:
        return str(e)
''', ('z',))
p('r18b_te_fmt_int_s', r'''
@lifted
def f(x):
    try:
        return f'{x:s}'
    except ValueError as e:
        return str(e)
''', ('x',))
p('r18b_te_fmt_str_d', r'''
@lifted
def f(s):
    try:
        return format(s, 'd')
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_te_int_float_base', r'''
@lifted
def f(z):
    try:
        return int(z, 10)
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_te_pct_d_float', r'''
@lifted
def f(z):
    try:
        return '%d' % z
    except TypeError as e:
        return str(e)
''', ('z',))
p('r18b_te_int_str_base10', r'''
@lifted
def f(s):
    try:
        return int(s, 10)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_te_float_mul_str', r'''
@lifted
def f(z, s):
    try:
        return z * s
    except TypeError as e:
        return str(e)
''', ('z', 's'))
p('r18b_te_bool_sub_str', r'''
@lifted
def f(b, s):
    try:
        return b - s
    except TypeError as e:
        return str(e)
''', ('b', 's'))
p('r18b_min_str_slice_float_msg', r'''
@lifted
def f(s, z):
    try:
        return s[z:]
    except TypeError as e:
        return str(e)
''', ('s', 'z'))
p('r18b_min_max_str_int_msg', r'''
@lifted
def f(s):
    try:
        return max(s, 1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_min_min_int_str_msg', r'''
@lifted
def f(x, s):
    try:
        return min([x, s])
    except TypeError as e:
        return str(e)
''', ('x', 's'))
p('r18b_min_max_float_str_msg', r'''
@lifted
def f(z, b):
    o = "a" if b else 1.0
    try:
        return max(z, o)
    except TypeError as e:
        return str(e)
''', ('z', 'b'))
p('r18b_te2_sorted_s_int', r'''
@lifted
def f(s):
    try:
        return sorted([s, 1])
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_int_lt_s', r'''
@lifted
def f(s):
    try:
        return 1 < s
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_s_gt_int', r'''
@lifted
def f(s):
    try:
        return s > 1
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_s_ge_float', r'''
@lifted
def f(s):
    try:
        return s >= 1.5
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_s_le_none', r'''
@lifted
def f(s):
    try:
        return s <= None
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_min_s_int', r'''
@lifted
def f(s):
    try:
        return min(s, 1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_max_int_s', r'''
@lifted
def f(s):
    try:
        return max(1, s)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_max_list_s_int', r'''
@lifted
def f(s):
    try:
        return max([s, 1])
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_s_in_int', r'''
@lifted
def f(s):
    try:
        return s in 5
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_int_in_s', r'''
@lifted
def f(s):
    try:
        return 5 in s
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_startswith_int', r'''
@lifted
def f(s):
    try:
        return s.startswith(1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_endswith_list', r'''
@lifted
def f(s):
    try:
        return s.endswith(['a'])
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_find_int', r'''
@lifted
def f(s):
    try:
        return s.find(1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_count_none', r'''
@lifted
def f(s):
    try:
        return s.count(None)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_replace_int', r'''
@lifted
def f(s):
    try:
        return s.replace(1, 'a')
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_join_int', r'''
@lifted
def f(s):
    try:
        return s.join([1, 2])
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_zfill_str', r'''
@lifted
def f(s):
    try:
        return s.zfill('3')
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_mul_str', r'''
@lifted
def f(s):
    try:
        return s * '2'
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_center_int_fill', r'''
@lifted
def f(s):
    try:
        return s.center(5, 1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_index_str_key', r'''
@lifted
def f(s):
    try:
        return s['a']
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_index_none', r'''
@lifted
def f(s):
    try:
        return s[None]
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_removeprefix_int', r'''
@lifted
def f(s):
    try:
        return s.removeprefix(1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_percent_noargs', r'''
@lifted
def f(s):
    try:
        return s % 2
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_int_base_1', r'''
@lifted
def f(s):
    try:
        return int(s, 1)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_te2_str_decode', r'''
@lifted
def f(s):
    try:
        return str(s, 'utf-8')
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_plus_none', r'''
@lifted
def f(s):
    try:
        return s + None
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_none_plus', r'''
@lifted
def f(s):
    try:
        return None + s
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_sorted_int_s_float', r'''
@lifted
def f(s):
    try:
        return sorted([1.5, s])
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_te2_list_index_s_in_ints', r'''
@lifted
def f(s):
    try:
        return [1, 2].index(s)
    except ValueError as e:
        return str(e)
''', ('s',))
p('r18b_te2_sum_start_s', r'''
@lifted
def f(s):
    try:
        return sum([1], s)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_min_sym_template_percent', r'''
@lifted
def f(s):
    try:
        return (s + "%d") % 2
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_min_int_lt_sym_str_msg', r'''
@lifted
def f(s):
    try:
        return 1 < s
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_min_center_fill_int_msg', r'''
@lifted
def f(s):
    try:
        return s.ljust(5, 1)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_min_sum_start_str_msg', r'''
@lifted
def f(s):
    try:
        return sum([], s)
    except TypeError as e:
        return str(e)
''', ('s',))
p('r18b_sq_max_chars_empty', r'''
@lifted
def f(s):
    try:
        return max(s)
    except ValueError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_sq_min_chars_default', r'''
@lifted
def f(s):
    return min(s, default='?')
''', ('s',))
p('r18b_sq_sorted_rev', r'''
@lifted
def f(s):
    return sorted(s, reverse=True)
''', ('s',))
p('r18b_sq_next_iter_stop', r'''
@lifted
def f(s):
    try:
        return next(iter(s))
    except StopIteration as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_sq_next_iter_default', r'''
@lifted
def f(s):
    return next(iter(s), None)
''', ('s',))
p('r18b_sq_tuple_of', r'''
@lifted
def f(s):
    return tuple(s)
''', ('s',))
p('r18b_sq_zip_pairs', r'''
@lifted
def f(s):
    return list(zip(s, s[1:]))
''', ('s',))
p('r18b_sq_any_digit', r'''
@lifted
def f(s):
    return any(c.isdigit() for c in s)
''', ('s',))
p('r18b_sq_all_numeric_chars', r'''
@lifted
def f(s):
    return all(c in '0123456789-' for c in s)
''', ('s',))
p('r18b_sq_joined_sorted', r'''
@lifted
def f(s):
    return ''.join(sorted(s))
''', ('s',))
p('r18b_sq_enumerate_start', r'''
@lifted
def f(s):
    return list(enumerate(s, 1))
''', ('s',))
p('r18b_sq_dunders', r'''
@lifted
def f(s):
    return (s.__contains__('a'), s.__len__(), s.__getitem__(-1) if s else '')
''', ('s',))
p('r18b_sq_str_lower_unbound', r'''
@lifted
def f(s):
    return str.isdigit(s)
''', ('s',))
p('r18b_sq_index_empty', r'''
@lifted
def f(s):
    return s.index('')
''', ('s',))
p('r18b_sq_replace_count0', r'''
@lifted
def f(s):
    return (s.replace('a', 'b', 0), s.replace('a', 'b', -2))
''', ('s',))
p('r18b_sq_slice_step1', r'''
@lifted
def f(s):
    return (s[::1], s[0:10:1], s[::None])
''', ('s',))
p('r18b_sq_slice_xy', r'''
@lifted
def f(s, x):
    return s[x:x + 2]
''', ('s', 'x'))
p('r18b_sq_zfill_sym', r'''
@lifted
def f(s, x):
    return s.zfill(x)
''', ('s', 'x'))
p('r18b_sq_rjust_sym', r'''
@lifted
def f(s, x):
    return s.rjust(x, '.')
''', ('s', 'x'))
p('r18b_sq_mul_true', r'''
@lifted
def f(s):
    return (s * True, s * False)
''', ('s',))
p('r18b_sq_dict_eq', r'''
@lifted
def f(s):
    return {s: 1} == {'a': 1}
''', ('s',))
p('r18b_sq_list_count', r'''
@lifted
def f(s):
    return [s, 'a', s].count('a')
''', ('s',))
p('r18b_sq_set_double_len', r'''
@lifted
def f(s):
    return len(set(s + s))
''', ('s',))
p('r18b_sq_reversed_list', r'''
@lifted
def f(s):
    return list(reversed(s))
''', ('s',))
p('r18b_sq_ord_max', r'''
@lifted
def f(s):
    return ord(max(s)) if s else -1
''', ('s',))
p('r18b_sq_in_empty', r'''
@lifted
def f(s):
    return (s in '', '' in s, s in s)
''', ('s',))
p('r18b_sq_cmp_chain', r'''
@lifted
def f(s):
    return '' < s <= 'b'
''', ('s',))
p('r18b_sq_str_eq_after_concat', r'''
@lifted
def f(s):
    return (s + 'b')[:-1] == s
''', ('s',))
p('r18b_sq_count_char_loop_vs_method', r'''
@lifted
def f(s):
    return sum(1 for c in s if c == 'a') == s.count('a')
''', ('s',))
p('r18b_sq_fstring_nested', r'''
@lifted
def f(s):
    return f'{s}{s!s}{len(s):02d}'
''', ('s',))
p('r18b_tp_sum_strs_start_empty', r'''
@lifted
def f(s):
    try:
        return sum(['a', s], '')
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_sum_empty_start_branch', r'''
@lifted
def f(b):
    try:
        return sum([], '' if b else 'x')
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('b',))
p('r18b_tp_pct_not_enough', r'''
@lifted
def f(s):
    try:
        return '%s%s' % (s,)
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_pct_too_many', r'''
@lifted
def f(x):
    try:
        return '%d' % (x, x)
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r18b_tp_format_index_oob', r'''
@lifted
def f(s):
    try:
        return '{0}{1}'.format(s)
    except IndexError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_format_key_missing', r'''
@lifted
def f(s):
    try:
        return '{a}'.format(s)
    except KeyError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_sym_template_format', r'''
@lifted
def f(s):
    try:
        return (s + '{}').format(2)
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_sym_template_format_map', r'''
@lifted
def f(s):
    try:
        return (s + '{k}').format_map({'k': 3})
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_sym_template_pct_s', r'''
@lifted
def f(s):
    try:
        return (s + '%s') % ('z',)
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_sym_template_pct_tuple', r'''
@lifted
def f(s):
    try:
        return s % ()
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_string_template', r'''
@lifted
def f(s):
    try:
        return __import__('string').Template(s + '$a').substitute(a=1)
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_tp_sym_template_mod_dict', r'''
@lifted
def f(s):
    try:
        return s % {}
    except TypeError as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r18b_min_string_template_sym', r'''
import string
@lifted
def f(s):
    return string.Template(s + "$a").substitute(a=1)
''', ('s',))
p('r18b_min_sum_empty_merged_str_start', r'''
@lifted
def f(b):
    try:
        return sum([], "" if b else "x")
    except TypeError as e:
        return str(e)
''', ('b',))
p('r18b_lib_textwrap_dedent', r'''
import textwrap
@lifted
def f(s):
    try:
        return textwrap.dedent(s + ' x')
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_json_dumps', r'''
import json
@lifted
def f(s):
    try:
        return json.dumps(s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_json_loads', r'''
import json
@lifted
def f(s):
    try:
        return json.loads(s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_urllib_quote', r'''
import urllib.parse
@lifted
def f(s):
    try:
        return urllib.parse.quote(s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_posixpath_join', r'''
import posixpath
@lifted
def f(s):
    try:
        return posixpath.join('a', s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_shlex_quote', r'''
import shlex
@lifted
def f(s):
    try:
        return shlex.quote(s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_html_escape', r'''
import html
@lifted
def f(s):
    try:
        return html.escape(s + '<')
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_fnmatch', r'''
import fnmatch
@lifted
def f(s):
    try:
        return fnmatch.fnmatch(s, 'a*')
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_difflib_ratio', r'''
import difflib
@lifted
def f(s):
    try:
        return difflib.SequenceMatcher(None, s, 'ab').ratio()
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_purepath', r'''
import pathlib
@lifted
def f(s):
    try:
        return str(pathlib.PurePosixPath(s or '.'))
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_itemgetter', r'''
import operator
@lifted
def f(s):
    try:
        return operator.itemgetter(0)(s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_reduce_rev', r'''
import functools
@lifted
def f(s):
    try:
        return functools.reduce(lambda a, c: c + a, s, '')
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_groupby', r'''
import itertools
@lifted
def f(s):
    try:
        return [k for k, _ in itertools.groupby(s)]
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_keyword_iskeyword', r'''
import keyword
@lifted
def f(s):
    try:
        return keyword.iskeyword(s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_string_capwords', r'''
import string
@lifted
def f(s):
    try:
        return string.capwords(s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_re_sub', r'''
import re
@lifted
def f(s):
    try:
        return re.sub('a', 'b', s)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_str_isinstance_check', r'''
import numbers
@lifted
def f(s):
    try:
        return isinstance(s, numbers.Number)
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_lib_ipaddress', r'''
import ipaddress
@lifted
def f(s):
    try:
        return str(ipaddress.ip_address(s))
    except Exception as e:
        return type(e).__name__
''', ('s',))
p('r18b_min_re_pattern_method_sym', r'''
import re
PAT = re.compile("a")
@lifted
def f(s):
    try:
        return PAT.sub("b", s)
    except TypeError:
        return "caught"
''', ('s',))
p('r18b_min_re_pattern_fullmatch_sym', r'''
import re
@lifted
def f(s):
    return re.compile("[0-9]+").fullmatch(s) is not None
''', ('s',))

ROUND18_OPEN: dict[str, str] = {}

# The CI slice.
ROUND18_CI: frozenset[str] = frozenset({
    "r18_ord_del_in_branch", "r18_ord_del_in_branch_dict_items",
    "r18_ord_other_orders_refused", "r18_ga_log_branch_merge",
    "r18_cf_nested_else_else", "r18_cf_while_else_continue_outer_while",
    "r18b_min_ord_msg", "r18b_min_counter_union_list", "r18b_min_bv_dict_int_key",
    "r18b_min_bv_eq_float", "r18b_min_bv_float", "r18b_min_fromhex_sym_str",
    "r18b_min_str_index_float_msg", "r18b_min_bv_truth_msg", "r18b_min_max_str_int_msg",
    "r18b_min_sym_template_percent", "r18b_min_sum_empty_merged_str_start",
    "r18b_min_center_fill_int_msg", "r18b_min_string_template_sym",
    # the helpers' minimal forms of the defects fixed
    "r18a_min_forelse_continue", "r18a_min_forelse_break", "r18a_min_whileelse_continue",
    "r18a_min_forelse_search_idiom", "r18a_min_with_hole_site", "r18a_min_debug_user_hash",
    "r18a_syn_stack_const",
})

assert ROUND18_CI <= ROUND18_PROBES.keys(), sorted(ROUND18_CI - ROUND18_PROBES.keys())
assert ROUND18_OPEN.keys() <= ROUND18_PROBES.keys(), sorted(ROUND18_OPEN.keys() - ROUND18_PROBES.keys())
