# ruff: noqa: E501
"""Held-out round 20 (session 28): three helpers' rounds.

- `r20a_*`: 386 programs of small-language interpreters as users write them (stack and
  register machines, evaluators over ASTs, tokenizers, a Forth, a Lisp, state machines,
  dispatch tables, enums, exceptions for errors); 18 wrong and 8 internal when written,
  from 10 defects: str.format/% of a template chosen by path or read as a value showed
  the terms' names; any()/all() of a generator expression over enumerate() with an effect
  stopped after one element (its speculation moved Python's iterator); Python's words for
  `in` of a str, `**`, str.join, list `+`, set `|=` of a list, dict() of non-pairs; hex()
  with two arguments; container methods given a wrong count of arguments (InternalError).
- `r20b_*`: 423 programs of iteration, scoping and the functional library (generators,
  the iterator protocol, itertools, functools, closures, comprehensions); 13 wrong and 6
  internal when written, from 7 defects: zip()/map() beside an iterable of symbolic length
  took Python's iterator whole (an itertools.count never ended), a zip asked again on the
  paths where it had ended, an ended list iterator read what the list gained, a free
  variable unbound on some paths (returned stamen's marker), a generator resumed from
  its own body (RecursionError), a generator run to its end refused as left in a try, and
  enumerate()/zip() of symbolic length were lists.
- `r20c_*`: 456 programs of C functions and methods handed symbolic values, and text; 29
  wrong and 1 internal when written, from 4 defects: C functions reached through
  functools.partial and operator's callers saw stamen's objects, `%` of a tuple on some
  paths only, str.maketrans of a lifted dict, str.translate by a table of terms.
  Left out (over 40 s, or unknown after 20 s): 36 programs of the three rounds.

Each is the body of a `Program` run by `test_probes.py` like the other probes (merged
into `probes.PROBES`, with its inputs in `ROUND20_SIGNATURES`); the ones in `ROUND20_CI`
run in the default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["ROUND20_PROBES", "ROUND20_CI", "ROUND20_OPEN", "ROUND20_SIGNATURES"]

ROUND20_PROBES: dict[str, str] = {}
# (params, number of `choose` alternatives, query family, hole target), as probes.SIGNATURES
ROUND20_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}


def p(name: str, body: str, params: tuple[str, ...] = ("x", "y"), query: str = "",
      target: int = 0, choice: int = 0) -> None:
    """Registers the probe `name` over the inputs `params` (a query family's, if given;
    `choice`: the number of `choose` alternatives)."""
    assert name not in ROUND20_PROBES, name
    ROUND20_PROBES[name] = body
    ROUND20_SIGNATURES[name] = (params, choice, query, target)

# ---------------- r20a ----------------
p('r20a_stack_basic_ops', r'''
@lifted
def g(x, y):
    code = [("push", x), ("push", y), ("sub",), ("dup",), ("mul",), ("push", 3), ("mod",)]
    st = []
    for ins in code:
        op = ins[0]
        if op == "push":
            st.append(ins[1])
        elif op == "dup":
            st.append(st[-1])
        else:
            b = st.pop(); a = st.pop()
            if op == "sub": st.append(a - b)
            elif op == "mul": st.append(a * b)
            elif op == "mod": st.append(a % b)
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_stack_opcode_from_input', r'''
@lifted
def g(x, y):
    ops = ["add", "sub", "mul", "div"]
    st = [7, y]
    op = ops[x % 4]
    b = st.pop(); a = st.pop()
    if op == "add": r = a + b
    elif op == "sub": r = a - b
    elif op == "mul": r = a * b
    else: r = a // b
    st.append(r)
    return op, st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_stack_jump_fuel', r'''
@lifted
def g(x):
    code = [("push", x), ("dup",), ("jz", 6), ("push", -1), ("add",), ("jmp", 1), ("halt",)]
    st, pc, fuel = [], 0, 0
    while fuel < 12:
        fuel += 1
        ins = code[pc]
        pc += 1
        if ins[0] == "push": st.append(ins[1])
        elif ins[0] == "dup": st.append(st[-1])
        elif ins[0] == "add": b = st.pop(); st.append(st.pop() + b)
        elif ins[0] == "jz":
            if st.pop() == 0: pc = ins[1]
        elif ins[0] == "jmp": pc = ins[1]
        elif ins[0] == "halt": return st, fuel
    return "out of fuel", st

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_stack_underflow_exc', r'''
class VMError(Exception):
    def __init__(self, pc, msg):
        super().__init__(f"pc={pc}: {msg}")
        self.pc = pc
@lifted
def g(x, y):
    code = ["add"] * (y + 1)
    st = [x, 1]
    for pc, op in enumerate(code):
        if len(st) < 2:
            raise VMError(pc, "stack underflow")
        st.append(st.pop() + st.pop())
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_stack_jump_target_input', r'''
@lifted
def g(x, y):
    code = [("push", 1), ("jmp", x), ("push", 2), ("push", 3), ("halt",)]
    st, pc, n = [], 0, 0
    while n < 6:
        n += 1
        op = code[pc]
        pc += 1
        if op[0] == "push": st.append(op[1] * y)
        elif op[0] == "jmp": pc = op[1]
        else: break
    return st, pc, n

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_stack_swap_over_rot', r'''
@lifted
def f(x, y):
    st = [x, y, 5]
    for w in ["swap", "over", "rot", "drop", "swap"]:
        if w == "swap": st[-1], st[-2] = st[-2], st[-1]
        elif w == "over": st.append(st[-2])
        elif w == "rot": st.append(st.pop(-3))
        elif w == "drop": st.pop()
    return st
''', ('x', 'y'))
p('r20a_stack_cond_branch_sym', r'''
@lifted
def g(x, y):
    code = [("load", "x"), ("load", "y"), ("lt",), ("jf", 6), ("load", "x"), ("ret",), ("load", "y"), ("ret",)]
    env = {"x": x, "y": y}
    st, pc = [], 0
    for _ in range(8):
        op = code[pc]; pc += 1
        if op[0] == "load": st.append(env[op[1]])
        elif op[0] == "lt": b = st.pop(); a = st.pop(); st.append(a < b)
        elif op[0] == "jf":
            if not st.pop(): pc = op[1]
        elif op[0] == "ret": return st.pop()
    return None

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_stack_bytes_program', r'''
@lifted
def f(x):
    code = [1, x, 1, 4, 2, 3, 0]
    st, pc = [], 0
    while pc < len(code):
        op = code[pc]
        if op == 0: break
        elif op == 1: st.append(code[pc + 1]); pc += 2
        elif op == 2: st.append(st.pop() + st.pop()); pc += 1
        elif op == 3: st.append(-st.pop()); pc += 1
        else: pc += 1
    return st, pc
''', ('x',))
p('r20a_stack_call_ret', r'''
@lifted
def g(x):
    code = [("push", x), ("call", 4), ("push", 100), ("halt",), ("dup",), ("mul",), ("ret",)]
    st, rs, pc = [], [], 0
    for _ in range(10):
        op = code[pc]; pc += 1
        if op[0] == "push": st.append(op[1])
        elif op[0] == "call": rs.append(pc); pc = op[1]
        elif op[0] == "ret": pc = rs.pop()
        elif op[0] == "dup": st.append(st[-1])
        elif op[0] == "mul": st.append(st.pop() * st.pop())
        elif op[0] == "halt": return st
    return "fuel"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_stack_div_by_input', r'''
@lifted
def g(x, y):
    st = []
    for tok in [str(x), "12", "swap", "/", str(y), "-"]:
        if tok == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        elif tok == "/":
            b = st.pop(); a = st.pop(); st.append(a // b)
        elif tok == "-":
            b = st.pop(); a = st.pop(); st.append(a - b)
        else:
            st.append(int(tok))
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_tuple_env', r'''
@lifted
def ev(e, env):
    tag = e[0]
    if tag == "num": return e[1]
    if tag == "var": return env[e[1]]
    if tag == "add": return ev(e[1], env) + ev(e[2], env)
    if tag == "mul": return ev(e[1], env) * ev(e[2], env)
    if tag == "neg": return -ev(e[1], env)
    raise ValueError("bad tag " + tag)
@lifted
def g(x, y):
    e = ("add", ("mul", ("var", "x"), ("var", "x")), ("neg", ("var", "y")))
    return ev(e, {"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_unbound_var', r'''
@lifted
def ev(e, env):
    if isinstance(e, int): return e
    if isinstance(e, str): return env[e]
    op, a, b = e
    return ev(a, env) + ev(b, env) if op == "+" else ev(a, env) - ev(b, env)
@lifted
def g(x, y):
    env = {"a": x}
    if y > 0:
        env["b"] = y
    return ev(("+", "a", ("-", "b", 1)), env)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_dataclass_ast', r'''
@dataclasses.dataclass
class Num:
    v: int
@dataclasses.dataclass
class Bin:
    op: str
    l: object
    r: object
@lifted
def ev(e):
    if isinstance(e, Num): return e.v
    a, b = ev(e.l), ev(e.r)
    if e.op == "+": return a + b
    if e.op == "*": return a * b
    if e.op == "/": return a // b
    raise ValueError(e.op)
@lifted
def g(x, y):
    return ev(Bin("+", Num(x), Bin("/", Num(6), Num(y))))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_match_case', r'''
@lifted
def ev(e, env):
    match e:
        case int(n):
            return n
        case str(name):
            return env[name]
        case ("+", a, b):
            return ev(a, env) + ev(b, env)
        case ("if", c, t, f):
            return ev(t, env) if ev(c, env) else ev(f, env)
        case ("let", name, v, body):
            return ev(body, {**env, name: ev(v, env)})
        case _:
            raise SyntaxError(repr(e))
@lifted
def g(x, y):
    return ev(("let", "z", ("+", "x", 1), ("if", "z", ("+", "z", "y"), 99)), {"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_dict_ast', r'''
@lifted
def ev(node, env):
    k = node["kind"]
    if k == "lit": return node["value"]
    if k == "ref": return env[node["name"]]
    if k == "bin":
        l, r = ev(node["left"], env), ev(node["right"], env)
        return {"+": l + r, "-": l - r, "<": l < r}[node["op"]]
    raise KeyError(k)
@lifted
def g(x, y):
    t = {"kind": "bin", "op": "<", "left": {"kind": "ref", "name": "x"}, "right": {"kind": "bin", "op": "-", "left": {"kind": "lit", "value": 1}, "right": {"kind": "ref", "name": "y"}}}
    return ev(t, {"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_classes_virtual', r'''
class Node:
    def eval(self, env):
        raise NotImplementedError(type(self).__name__)
class Lit(Node):
    def __init__(self, v): self.v = v
    def eval(self, env): return self.v
class Var(Node):
    def __init__(self, n): self.n = n
    def eval(self, env): return env[self.n]
class Div(Node):
    def __init__(self, a, b): self.a, self.b = a, b
    def eval(self, env): return self.a.eval(env) // self.b.eval(env)
class Max(Node):
    def __init__(self, *xs): self.xs = xs
    def eval(self, env): return max(n.eval(env) for n in self.xs)
@lifted
def g(x, y):
    return Max(Div(Lit(10), Var("y")), Var("x"), Lit(-1)).eval({"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_abstract_node', r'''
class Node:
    def eval(self, env):
        raise NotImplementedError(type(self).__name__)
class Lit(Node):
    def __init__(self, v): self.v = v
    def eval(self, env): return self.v
class Hole(Node):
    pass
@lifted
def g(x):
    n = Lit(x) if x > 0 else Hole()
    return n.eval({})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_expr_closure_compile', r'''
@lifted
def comp(e):
    if isinstance(e, int):
        return lambda env: e
    if isinstance(e, str):
        return lambda env: env[e]
    op, a, b = e
    ca, cb = comp(a), comp(b)
    if op == "+": return lambda env: ca(env) + cb(env)
    if op == "*": return lambda env: ca(env) * cb(env)
    if op == "max": return lambda env: max(ca(env), cb(env))
    raise ValueError(op)
@lifted
def g(x, y):
    fn = comp(("max", ("*", "x", "y"), ("+", "x", 2)))
    return fn({"x": x, "y": y}), fn({"x": y, "y": x})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_compile_op_by_input', r'''
@lifted
def comp(e):
    if isinstance(e, int):
        return lambda env: e
    if isinstance(e, str):
        return lambda env: env[e]
    op, a, b = e
    ca, cb = comp(a), comp(b)
    table = {"+": lambda u, v: u + v, "-": lambda u, v: u - v, "//": lambda u, v: u // v}
    fn = table[op]
    return lambda env: fn(ca(env), cb(env))
@lifted
def g(x, y):
    op = "+" if y == 0 else ("-" if y == 1 else "//")
    return comp((op, "x", ("-", 1, "y")))({"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_const_fold', r'''
@lifted
def fold(e):
    if not isinstance(e, tuple): return e
    op, a, b = e[0], fold(e[1]), fold(e[2])
    if isinstance(a, int) and isinstance(b, int):
        return a + b if op == "+" else a * b
    if op == "*" and (a == 0 or b == 0): return 0
    if op == "+" and a == 0: return b
    if op == "+" and b == 0: return a
    return (op, a, b)
@lifted
def f(x, y):
    leaf = "v" if x < 0 else x
    return fold(("+", ("*", leaf, y), ("+", 0, leaf)))
''', ('x', 'y'))
p('r20a_calc_infix_prec', r'''
@lifted
def calc(toks):
    pos = 0
    def atom():
        nonlocal pos
        t = toks[pos]; pos += 1
        if t == "(":
            v = expr()
            pos += 1
            return v
        return t
    def term():
        nonlocal pos
        v = atom()
        while pos < len(toks) and toks[pos] in ("*", "/"):
            op = toks[pos]; pos += 1
            r = atom()
            v = v * r if op == "*" else v // r
        return v
    def expr():
        nonlocal pos
        v = term()
        while pos < len(toks) and toks[pos] in ("+", "-"):
            op = toks[pos]; pos += 1
            r = term()
            v = v + r if op == "+" else v - r
        return v
    return expr()
@lifted
def g(x, y):
    return calc([x, "+", 2, "*", "(", y, "-", 1, ")"]), calc([12, "/", x, "-", y])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_calc_rpn_strings', r'''
@lifted
def g(s):
    st = []
    for tok in ("3 " + s + " +").split():
        if tok == "+":
            st.append(st.pop() + st.pop())
        else:
            st.append(int(tok))
    return st

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20a_calc_op_token_input', r'''
@lifted
def g(x, y):
    op = ["+", "-", "*", "/", "%", "^", "?"][x + 3]
    a, b = 7, y
    if op == "+": return a + b
    if op == "-": return a - b
    if op == "*": return a * b
    if op == "/": return a // b
    if op == "%": return a % b
    if op == "^": return a ** b
    raise SyntaxError(f"unknown operator {op!r}")

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_forth_words_dict', r'''
@lifted
def run(src, st):
    words = {"dup": lambda s: s.append(s[-1]), "+": lambda s: s.append(s.pop() + s.pop()),
             "neg": lambda s: s.append(-s.pop()), "drop": lambda s: s.pop()}
    for w in src.split():
        if w in words:
            words[w](st)
        else:
            st.append(int(w))
    return st
@lifted
def g(x, s):
    return run(s + " dup +", [x])

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_forth_user_defs', r'''
@lifted
def g(x, y):
    prog = ": sq dup * ; : inc 1 + ; X sq inc Y inc *".split()
    defs, st, i = {}, [], 0
    def run(ws):
        for w in ws:
            if w in defs: run(defs[w])
            elif w == "dup": st.append(st[-1])
            elif w == "*": st.append(st.pop() * st.pop())
            elif w == "+": st.append(st.pop() + st.pop())
            elif w == "X": st.append(x)
            elif w == "Y": st.append(y)
            else: st.append(int(w))
    while i < len(prog):
        if prog[i] == ":":
            j = prog.index(";", i)
            defs[prog[i + 1]] = prog[i + 2:j]
            i = j + 1
        else:
            run([prog[i]]); i += 1
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_forth_if_then', r'''
@lifted
def g(x):
    ws = "X 0 < IF X NEG THEN 10 SWAP -".split()
    st, i = [], 0
    while i < len(ws):
        w = ws[i]; i += 1
        if w == "X": st.append(x)
        elif w == "<": b = st.pop(); st.append(st.pop() < b)
        elif w == "IF":
            if not st.pop():
                i = ws.index("THEN", i) + 1
        elif w == "THEN": pass
        elif w == "NEG": st.append(-st.pop())
        elif w == "SWAP": st[-1], st[-2] = st[-2], st[-1]
        elif w == "-": b = st.pop(); st.append(st.pop() - b)
        else: st.append(int(w))
    return st

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_forth_unknown_word', r'''
@lifted
def g(s):
    st = [1, 2]
    known = {"+", "swap"}
    for w in s.split():
        if w not in known and not w.lstrip("-").isdigit():
            raise NameError(f"undefined word: {w}")
        if w == "+": st.append(st.pop() + st.pop())
        elif w == "swap": st.reverse()
        else: st.append(int(w))
    return st

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20a_reg_inc_dec_jz', r'''
@lifted
def g(x, y):
    r = [max(x, 0), y, 0]
    code = [("jz", 0, 4), ("dec", 0), ("inc", 2), ("jmp", 0), ("halt",)]
    pc = 0
    for _ in range(14):
        ins = code[pc]
        if ins[0] == "halt": break
        if ins[0] == "inc": r[ins[1]] += 1; pc += 1
        elif ins[0] == "dec": r[ins[1]] -= 1; pc += 1
        elif ins[0] == "jz": pc = ins[2] if r[ins[1]] == 0 else pc + 1
        elif ins[0] == "jmp": pc = ins[1]
    return r, pc

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_reg_dict_regs', r'''
@lifted
def g(x, y):
    regs = {"a": x, "b": y}
    prog = [("mov", "c", "a"), ("add", "c", "b"), ("mul", "c", "c"), ("sub", "c", "a")]
    for op, d, s in prog:
        v = regs[s]
        if op == "mov": regs[d] = v
        elif op == "add": regs[d] += v
        elif op == "mul": regs[d] *= v
        elif op == "sub": regs[d] -= v
    return regs

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_reg_target_from_input', r'''
@lifted
def g(x, y):
    regs = [0, 0, 0]
    prog = [("li", x, 5), ("li", y, 7), ("add", 2, 0)]
    for ins in prog:
        if ins[0] == "li":
            regs[ins[1]] = ins[2]
        else:
            regs[ins[1]] += regs[ins[2]]
    return regs

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_reg_cmp_flags', r'''
@lifted
def g(x, y):
    r = {"r0": x, "r1": y}
    flags = {"z": False, "n": False}
    prog = [("cmp", "r0", "r1"), ("bne", 3), ("mov", "r0", 0), ("blt", 5), ("mov", "r1", 9), ("halt",)]
    pc = 0
    while prog[pc][0] != "halt":
        ins = prog[pc]; pc += 1
        if ins[0] == "cmp":
            d = r[ins[1]] - r[ins[2]]
            flags["z"], flags["n"] = d == 0, d < 0
        elif ins[0] == "bne" and not flags["z"]: pc = ins[1]
        elif ins[0] == "blt" and flags["n"]: pc = ins[1]
        elif ins[0] == "mov": r[ins[1]] = ins[2]
    return r, flags

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_glob_star_q', r'''
@lifted
def glob(p, t):
    if not p: return not t
    if p[0] == "*":
        return glob(p[1:], t) or (bool(t) and glob(p, t[1:]))
    if t and (p[0] == "?" or p[0] == t[0]):
        return glob(p[1:], t[1:])
    return False
@lifted
def f(s):
    return glob("*a", s), glob("?", s), glob("a*", s), glob("*1*", s)
''', ('s',))
p('r20a_glob_pattern_is_input', r'''
@lifted
def glob(p, t):
    i = j = 0
    star, mark = -1, 0
    while j < len(t):
        if i < len(p) and (p[i] == "?" or p[i] == t[j]):
            i += 1; j += 1
        elif i < len(p) and p[i] == "*":
            star, mark = i, j; i += 1
        elif star != -1:
            i = star + 1; mark += 1; j = mark
        else:
            return False
    while i < len(p) and p[i] == "*":
        i += 1
    return i == len(p)
@lifted
def f(s):
    return [glob(s, t) for t in ["", "a", "ab", "b1"]]
''', ('s',))
p('r20a_regex_tokens_plus', r'''
@lifted
def m(pat, toks):
    if not pat: return len(toks) == 0
    first = len(toks) > 0 and (pat[0][0] == "." or pat[0][0] == toks[0])
    if pat[0][1] == "+":
        return first and (m(pat, toks[1:]) or m(pat[1:], toks[1:]))
    if pat[0][1] == "?":
        return m(pat[1:], toks) or (first and m(pat[1:], toks[1:]))
    return first and m(pat[1:], toks[1:])
@lifted
def f(x, y):
    toks = ["a"] * max(x, 0) + ["b"] * max(y, 0)
    return m([("a", "+"), ("b", "?")], toks), m([(".", "+")], toks)
''', ('x', 'y'))
p('r20a_regex_nfa_sets', r'''
@lifted
def f(s):
    # NFA for a(b|a)*  states 0 -a-> 1, 1 -a/b-> 1
    trans = {(0, "a"): [1], (1, "a"): [1], (1, "b"): [1, 2], (2, "a"): [1]}
    cur = [0]
    for ch in s:
        nxt = []
        for q in cur:
            for r in trans.get((q, ch), []):
                if r not in nxt:
                    nxt.append(r)
        cur = sorted(nxt)
    return cur, 1 in cur
''', ('s',))
p('r20a_tc_simple', r'''
class TypeErr(Exception):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected}, got {got}")
        self.expected, self.got = expected, got
@lifted
def tc(e):
    if isinstance(e, bool): return "bool"
    if isinstance(e, int): return "int"
    op = e[0]
    if op == "+":
        for a in e[1:]:
            t = tc(a)
            if t != "int": raise TypeErr("int", t)
        return "int"
    if op == "if":
        c = tc(e[1])
        if c != "bool": raise TypeErr("bool", c)
        t1, t2 = tc(e[2]), tc(e[3])
        if t1 != t2: raise TypeErr(t1, t2)
        return t1
    raise TypeErr("expr", op)
@lifted
def g(x, b):
    lit = b if x > 0 else x
    return tc(("if", x < 1, ("+", lit, 1), 3))

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20a_tc_env_funcs', r'''
@lifted
def tc(e, env):
    if isinstance(e, int): return "int"
    if isinstance(e, str):
        if e not in env: raise NameError(f"name {e!r} is not defined")
        return env[e]
    if e[0] == "call":
        ft = tc(e[1], env)
        if not isinstance(ft, tuple): raise TypeError(f"{ft} is not callable")
        args = [tc(a, env) for a in e[2:]]
        if len(args) != len(ft[0]): raise TypeError(f"arity {len(ft[0])} != {len(args)}")
        for want, got in zip(ft[0], args):
            if want != got: raise TypeError(f"{want} != {got}")
        return ft[1]
    raise SyntaxError(e[0])
@lifted
def g(x, y):
    env = {"inc": (("int",), "int"), "n": "int", "ok": "bool"}
    arg = ["n", "ok", 1, "zz"][y + 1]
    callee = "inc" if x >= 0 else "n"
    return tc(("call", callee, arg), env)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_tc_unify_vars', r'''
@lifted
def resolve(t, sub):
    while isinstance(t, str) and t.startswith("'") and t in sub:
        t = sub[t]
    return t
@lifted
def unify(a, b, sub):
    a, b = resolve(a, sub), resolve(b, sub)
    if a == b: return sub
    if isinstance(a, str) and a.startswith("'"): return {**sub, a: b}
    if isinstance(b, str) and b.startswith("'"): return {**sub, b: a}
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        for u, v in zip(a, b):
            sub = unify(u, v, sub)
        return sub
    raise TypeError(f"cannot unify {a} with {b}")
@lifted
def g(x, y):
    ts = ["int", "bool", ("list", "int"), "'b"]
    s = unify(("fn", "'a", "'a"), ("fn", ts[y + 1], ts[x % 4]), {})
    return sorted(s.items())

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_fsm_dict_transitions', r'''
@lifted
def f(s):
    delta = {("start", "a"): "A", ("A", "b"): "AB", ("A", "a"): "A", ("AB", "a"): "A", ("start", "-"): "neg", ("neg", "1"): "num", ("start", "1"): "num", ("num", "0"): "num"}
    st = "start"
    for ch in s:
        st = delta.get((st, ch), "dead")
        if st == "dead": break
    return st, st in ("AB", "num")
''', ('s',))
p('r20a_fsm_enum_states', r'''
import enum
class S(enum.Enum):
    IDLE = 0
    RUN = 1
    DONE = 2
    ERR = 3
@lifted
def step(st, ev):
    if st is S.IDLE and ev > 0: return S.RUN
    if st is S.RUN and ev == 0: return S.DONE
    if st is S.RUN and ev < 0: return S.ERR
    return st
@lifted
def f(x, y):
    st = S.IDLE
    for ev in [x, y, x - y]:
        st = step(st, ev)
    return st.name, st.value
''', ('x', 'y'))
p('r20a_fsm_counter_automaton', r'''
@lifted
def f(s):
    depth, ok = 0, True
    for ch in s:
        if ch == "a": depth += 1
        elif ch == "b":
            depth -= 1
            if depth < 0: ok = False
    return ok and depth == 0, depth
''', ('s',))
p('r20a_fsm_mealy_outputs', r'''
@lifted
def f(x, y, b):
    table = {0: {True: (1, "x"), False: (0, "-")}, 1: {True: (2, "y"), False: (0, "r")}, 2: {True: (2, "z"), False: (1, "q")}}
    st, out = 0, []
    for inp in [b, x > 0, y > 0, not b]:
        st, o = table[st][inp]
        out.append(o)
    return st, "".join(out)
''', ('x', 'y', 'b'))
p('r20a_fsm_class_states', r'''
class State:
    def on(self, ev): return self
class Locked(State):
    def on(self, ev): return Unlocked() if ev == "coin" else self
class Unlocked(State):
    def on(self, ev): return Locked() if ev == "push" else self
@lifted
def f(x, y):
    evs = ["coin", "push", "kick"]
    st = Locked()
    n = 0
    for e in [evs[x % 3], evs[y % 3], evs[(x + y) % 3]]:
        new = st.on(e)
        if type(new) is not type(st): n += 1
        st = new
    return type(st).__name__, n
''', ('x', 'y'))
p('r20a_lisp_eval_lists', r'''
@lifted
def ev(e, env):
    if isinstance(e, int): return e
    if isinstance(e, str): return env[e]
    head = e[0]
    if head == "quote": return e[1]
    if head == "if": return ev(e[2], env) if ev(e[1], env) else ev(e[3], env)
    if head == "lambda":
        params, body = e[1], e[2]
        return lambda *a: ev(body, {**env, **dict(zip(params, a))})
    fn = ev(head, env)
    return fn(*[ev(a, env) for a in e[1:]])
@lifted
def g(x, y):
    env = {"+": lambda a, b: a + b, "<": lambda a, b: a < b, "car": lambda l: l[0]}
    prog = [["lambda", ["n"], ["if", ["<", "n", 0], ["car", ["quote", [7, 8]]], ["+", "n", "y"]]], "x"]
    return ev(prog, {**env, "x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_lisp_define_begin', r'''
@lifted
def ev(e, env):
    if isinstance(e, int): return e
    if isinstance(e, str):
        if e not in env: raise NameError(e)
        return env[e]
    if e[0] == "define":
        env[e[1]] = ev(e[2], env); return None
    if e[0] == "begin":
        r = None
        for sub in e[1:]: r = ev(sub, env)
        return r
    if e[0] == "set!":
        if e[1] not in env: raise NameError(e[1])
        env[e[1]] = ev(e[2], env); return None
    args = [ev(a, env) for a in e[1:]]
    if e[0] == "*": return args[0] * args[1]
    if e[0] == "-": return args[0] - args[1]
    raise SyntaxError(e[0])
@lifted
def g(x, y):
    name = "a" if y > 0 else "b"
    return ev(["begin", ["define", "a", "x"], ["set!", name, ["*", "a", 2]], ["-", "a", "y"]], {"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_lisp_recursive_fact', r'''
@lifted
def ev(e, env, depth=0):
    if depth > 20: raise RecursionError("too deep")
    if isinstance(e, int): return e
    if isinstance(e, str): return env[e]
    op = e[0]
    if op == "if": return ev(e[2], env, depth + 1) if ev(e[1], env, depth + 1) else ev(e[3], env, depth + 1)
    if op == "fact":
        n = ev(e[1], env, depth + 1)
        return 1 if n <= 1 else n * ev(["fact", n - 1], env, depth + 1)
    a, b = ev(e[1], env, depth + 1), ev(e[2], env, depth + 1)
    return {"+": a + b, "=": a == b, "<": a < b}[op]
@lifted
def g(x):
    return ev(["if", ["<", "x", 0], ["+", "x", 100], ["fact", "x"]], {"x": x})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_lisp_tokenize_parse', r'''
@lifted
def parse(toks):
    t = toks.pop(0)
    if t == "(":
        out = []
        while toks[0] != ")":
            out.append(parse(toks))
        toks.pop(0)
        return out
    return int(t) if t.lstrip("-").isdigit() else t
@lifted
def f(x):
    src = f"(+ {x} (* 2 {x}))"
    toks = src.replace("(", " ( ").replace(")", " ) ").split()
    tree = parse(toks)
    return tree, tree[2][2] == x
''', ('x',))
p('r20a_asm_labels_two_pass', r'''
@lifted
def assemble(lines):
    labels, code = {}, []
    for ln in lines:
        if ln.endswith(":"):
            labels[ln[:-1]] = len(code)
        else:
            code.append(ln.split())
    out = []
    for ins in code:
        if ins[0] in ("jmp", "jz"):
            if ins[1] not in labels: raise KeyError(f"undefined label {ins[1]}")
            out.append((ins[0], labels[ins[1]]))
        else:
            out.append((ins[0],) + tuple(int(a) for a in ins[1:]))
    return out
@lifted
def g(x, y):
    tgt = "loop" if x > 0 else ("end" if x == 0 else "nowhere")
    return assemble(["push " + str(y), "loop:", "dec", "jz " + tgt, "jmp loop", "end:", "halt"])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_asm_run_countdown', r'''
@lifted
def g(x):
    src = ["set a " + str(x), "top:", "jneg a out", "add s a", "sub a 1", "jmp top", "out:", "halt"]
    labels, code = {}, []
    for ln in src:
        if ln.endswith(":"): labels[ln[:-1]] = len(code)
        else: code.append(ln.split())
    r, pc = {"a": 0, "s": 0}, 0
    for _ in range(25):
        op = code[pc]; pc += 1
        if op[0] == "set": r[op[1]] = int(op[2])
        elif op[0] == "add": r[op[1]] += r[op[2]]
        elif op[0] == "sub": r[op[1]] -= int(op[2])
        elif op[0] == "jneg":
            if r[op[1]] <= 0: pc = labels[op[2]]
        elif op[0] == "jmp": pc = labels[op[1]]
        elif op[0] == "halt": return r
    return "fuel", r

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_ledger_dsl', r'''
class Insufficient(Exception):
    def __init__(self, acct, need, have):
        super().__init__(f"{acct}: need {need}, have {have}")
        self.acct = acct
@lifted
def g(x, y):
    bal = {"alice": 3, "bob": 0}
    cmds = [("dep", "bob", y), ("xfer", "alice", "bob", x), ("wd", "bob", 2)]
    for c in cmds:
        if c[0] == "dep":
            bal[c[1]] += c[2]
        elif c[0] == "wd":
            if bal[c[1]] < c[2]: raise Insufficient(c[1], c[2], bal[c[1]])
            bal[c[1]] -= c[2]
        elif c[0] == "xfer":
            if c[3] < 0: raise ValueError("negative amount")
            if bal[c[1]] < c[3]: raise Insufficient(c[1], c[3], bal[c[1]])
            bal[c[1]] -= c[3]; bal[c[2]] += c[3]
    return bal

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_ledger_rollback', r'''
@lifted
def f(x, y):
    bal = {"a": 5, "b": 1}
    log = []
    for amt in [x, y, x + y]:
        snap = dict(bal)
        try:
            bal["a"] -= amt
            if bal["a"] < 0: raise ValueError("overdraft")
            bal["b"] += amt
            log.append(("ok", amt))
        except ValueError as e:
            bal = snap
            log.append((str(e), amt))
    return bal, log
''', ('x', 'y'))
p('r20a_ledger_defaultdict', r'''
@lifted
def f(x, y):
    bal = collections.defaultdict(int)
    for src, dst, amt in [("a", "b", x), ("b", "c", y), ("c", "a", x - y)]:
        bal[src] -= amt
        bal[dst] += amt
    return dict(bal), sum(bal.values())
''', ('x', 'y'))
p('r20a_robot_walls', r'''
@lifted
def f(x, y):
    walls = {(1, 0), (0, 2)}
    pos = (0, 0)
    moves = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
    prog = ["E", "N", "N", "W"] if x > 0 else ["N", "N", "E"]
    bumps = 0
    for m in prog[: y + 2]:
        dx, dy = moves[m]
        nxt = (pos[0] + dx, pos[1] + dy)
        if nxt in walls:
            bumps += 1
        else:
            pos = nxt
    return pos, bumps
''', ('x', 'y'))
p('r20a_turtle_pen_trace', r'''
@lifted
def f(x, b):
    x0, y0, pen = 0, 0, b
    drawn = []
    for cmd, n in [("fd", x), ("pu", 0), ("rt", 1), ("fd", 2), ("pd", 0), ("fd", 1)]:
        if cmd == "pu": pen = False
        elif cmd == "pd": pen = True
        elif cmd == "fd":
            nx = x0 + n
            if pen: drawn.append((x0, nx))
            x0 = nx
    return x0, drawn
''', ('x', 'b'))
p('r20a_isa_8bit_wrap', r'''
@lifted
def f(x, y):
    regs = [x & 0xFF, y & 0xFF, 0]
    for op, d, a, b in [("add", 2, 0, 1), ("shl", 2, 2, 1), ("xor", 0, 2, 0), ("and", 1, 0, 2)]:
        if op == "add": regs[d] = (regs[a] + regs[b]) & 0xFF
        elif op == "shl": regs[d] = (regs[a] << (regs[b] & 7)) & 0xFF
        elif op == "xor": regs[d] = regs[a] ^ regs[b]
        elif op == "and": regs[d] = regs[a] & regs[b]
    return regs
''', ('x', 'y'))
p('r20a_isa_signed_convert', r'''
@lifted
def s8(v):
    v &= 0xFF
    return v - 256 if v >= 128 else v
@lifted
def f(x, y):
    acc = 0
    for ins in [(1, x * 50), (2, y * 60), (3, 0)]:
        op, imm = ins
        if op == 1: acc = s8(acc + imm)
        elif op == 2: acc = s8(acc - imm)
        elif op == 3: acc = s8(acc >> 1)
    return acc
''', ('x', 'y'))
p('r20a_isa_bitvec_input', r'''
@lifted
def f(v):
    a = v
    for op in ["shl", "add", "not", "and"]:
        if op == "shl": a = a << 1
        elif op == "add": a = a + 3
        elif op == "not": a = ~a
        elif op == "and": a = a & 0b1011
    return a == 0, a > 4
''', ('v',))
p('r20a_isa_flags_carry', r'''
@lifted
def f(x, y):
    a, b = (x * 70) & 0xFF, (y * 90) & 0xFF
    s = a + b
    carry = s > 0xFF
    s &= 0xFF
    zero = s == 0
    neg = bool(s & 0x80)
    return s, carry, zero, neg
''', ('x', 'y'))
p('r20a_enum_opcode_vm', r'''
import enum
class Op(enum.Enum):
    PUSH = 1
    ADD = 2
    MUL = 3
    NEG = 4
    HALT = 5
@lifted
def g(x, y):
    code = [(Op.PUSH, x), (Op.PUSH, y), (Op.MUL, None), (Op.NEG, None), (Op.PUSH, 4), (Op.ADD, None), (Op.HALT, None)]
    st = []
    for op, arg in code:
        if op is Op.PUSH: st.append(arg)
        elif op is Op.ADD: st.append(st.pop() + st.pop())
        elif op is Op.MUL: st.append(st.pop() * st.pop())
        elif op is Op.NEG: st.append(-st.pop())
        elif op is Op.HALT: break
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_enum_opcode_by_value', r'''
import enum
class Op(enum.IntEnum):
    NOP = 0
    INC = 1
    DBL = 2
    CLR = 3
@lifted
def g(x, y):
    acc = y
    for code in [x % 4, (x + 1) % 4, 2]:
        op = Op(code)
        if op == Op.INC: acc += 1
        elif op == Op.DBL: acc *= 2
        elif op == Op.CLR: acc = 0
    return acc, op.name

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_enum_match_case', r'''
import enum
class Tok(enum.Enum):
    NUM = "num"
    PLUS = "+"
    TIMES = "*"
@lifted
def g(x, y):
    toks = [(Tok.NUM, x), (Tok.TIMES, None), (Tok.NUM, y), (Tok.PLUS, None), (Tok.NUM, 1)]
    st, ops = [], []
    for kind, val in toks:
        match kind:
            case Tok.NUM:
                st.append(val)
                if ops and ops[-1] is Tok.TIMES:
                    ops.pop(); b = st.pop(); st.append(st.pop() * b)
            case Tok.PLUS | Tok.TIMES:
                ops.append(kind)
    while ops:
        ops.pop(); b = st.pop(); st.append(st.pop() + b)
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_enum_state_dict_dispatch', r'''
import enum
class Mode(enum.Enum):
    A = enum.auto()
    B = enum.auto()
    C = enum.auto()
@lifted
def f(x, y):
    nxt = {Mode.A: lambda v: Mode.B if v > 0 else Mode.C, Mode.B: lambda v: Mode.A, Mode.C: lambda v: Mode.C if v else Mode.A}
    m = Mode.A
    trace = []
    for v in (x, y, x * y):
        m = nxt[m](v)
        trace.append(m.name)
    return trace
''', ('x', 'y'))
p('r20a_deque_queue_machine', r'''
@lifted
def g(x, y):
    q = collections.deque([x, y])
    out = []
    for cmd in ["dup", "rot", "pop", "push", "pop"]:
        if cmd == "dup": q.append(q[-1])
        elif cmd == "rot": q.rotate(1 if x > 0 else -1)
        elif cmd == "pop": out.append(q.popleft())
        elif cmd == "push": q.appendleft(out[-1] * 2)
    return list(q), out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_deque_maxlen_history', r'''
@lifted
def g(x, y):
    hist = collections.deque(maxlen=3)
    acc = 0
    for ins in [("add", x), ("add", y), ("mul", 2), ("undo", 0), ("add", 1)]:
        if ins[0] == "undo":
            acc = hist.pop()
            continue
        hist.append(acc)
        acc = acc + ins[1] if ins[0] == "add" else acc * ins[1]
    return acc, list(hist)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_counter_opcode_profile', r'''
@lifted
def f(x, y):
    prog = ["inc", "dec", "inc", "jmpz", "inc"]
    cnt = collections.Counter()
    acc, pc = x, 0
    while pc < len(prog):
        op = prog[pc]
        cnt[op] += 1
        pc += 1
        if op == "inc": acc += 1
        elif op == "dec": acc -= 1
        elif op == "jmpz" and acc == y: pc = 0 if cnt["jmpz"] < 2 else pc
    return acc, sorted(cnt.items())
''', ('x', 'y'))
p('r20a_defaultdict_list_symtab', r'''
@lifted
def f(x, y):
    scopes = collections.defaultdict(list)
    for name, val in [("a", x), ("b", y), ("a", x + y)]:
        scopes[name].append(val)
    if y > 0:
        scopes["a"].pop()
    return {k: v[-1] for k, v in scopes.items()}, len(scopes["c"])
''', ('x', 'y'))
p('r20a_counter_most_common_tokens', r'''
@lifted
def f(s):
    c = collections.Counter(s)
    return sorted(c.items()), c["a"], sum(c.values())
''', ('s',))
p('r20a_gen_trace_vm', r'''
@lifted
def run(code, acc):
    for op, n in code:
        if op == "add": acc += n
        elif op == "mul": acc *= n
        elif op == "clamp": acc = min(acc, n)
        yield op, acc
@lifted
def f(x, y):
    return list(run([("add", y), ("mul", x), ("clamp", 3)], 1))
''', ('x', 'y'))
p('r20a_gen_trace_early_stop', r'''
@lifted
def run(x):
    pc, acc = 0, x
    while True:
        yield pc, acc
        if acc <= 0: return
        acc -= 2
        pc += 1
@lifted
def f(x):
    tr = []
    for step in run(x):
        tr.append(step)
        if len(tr) > 3: break
    return tr
''', ('x',))
p('r20a_gen_send_interp', r'''
@lifted
def machine():
    acc = 0
    while True:
        cmd = yield acc
        if cmd is None: continue
        op, v = cmd
        if op == "add": acc += v
        elif op == "set": acc = v
@lifted
def f(x, y):
    m = machine()
    next(m)
    a = m.send(("add", x))
    b = m.send(("set", y) if x > 0 else ("add", y))
    return a, b
''', ('x', 'y'))
p('r20a_dispatch_table_funcs', r'''
@lifted
def op_add(st): st.append(st.pop() + st.pop())
@lifted
def op_sub(st): b = st.pop(); st.append(st.pop() - b)
@lifted
def op_dup(st): st.append(st[-1])
@lifted
def g(x, y):
    table = {"+": op_add, "-": op_sub, "dup": op_dup}
    st = [x, y]
    for w in ["dup", "-", "+", "dup"][: y + 2]:
        table[w](st)
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dispatch_missing_key', r'''
@lifted
def g(x, s):
    table = {"a": lambda v: v + 1, "ab": lambda v: v * 2, "10": lambda v: -v}
    return table[s](x)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_dispatch_getattr_methods', r'''
class VM:
    def __init__(self, acc): self.acc = acc
    def op_inc(self, n): self.acc += n
    def op_neg(self, n): self.acc = -self.acc
    def op_sq(self, n): self.acc *= self.acc
    def run(self, prog):
        for name, n in prog:
            getattr(self, "op_" + name)(n)
        return self.acc
@lifted
def g(x, y):
    names = ["inc", "neg", "sq", "bad"]
    return VM(x).run([("inc", 1), (names[y + 1], 0)])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dispatch_dict_of_tuples', r'''
@lifted
def g(x, y):
    ops = {"add": (2, lambda a, b: a + b), "neg": (1, lambda a: -a), "max3": (3, lambda a, b, c: max(a, b, c))}
    st = [1, x, y]
    for name in ["max3", "neg", "add"] if x != 0 else ["neg", "add", "add"]:
        n, fn = ops[name]
        args = st[-n:]
        del st[-n:]
        st.append(fn(*args))
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_exc_trap_continue', r'''
@lifted
def g(x, y):
    prog = [("div", 6, x), ("div", y, 1), ("idx", x), ("div", 1, y)]
    out = []
    arr = [10, 20, 30]
    for ins in prog:
        try:
            if ins[0] == "div": out.append(ins[1] // ins[2])
            else: out.append(arr[ins[1]])
        except ZeroDivisionError:
            out.append("div0")
        except IndexError as e:
            out.append(str(e))
    return out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_exc_custom_fields', r'''
class Trap(Exception):
    def __init__(self, code, pc):
        super().__init__(code, pc)
        self.code = code
        self.pc = pc
@lifted
def run(prog, acc):
    for pc, (op, n) in enumerate(prog):
        if op == "add": acc += n
        elif op == "chk" and acc > n: raise Trap("overflow", pc)
        elif op == "div":
            if n == 0: raise Trap("div0", pc)
            acc //= n
    return acc
@lifted
def g(x, y):
    try:
        return run([("add", x), ("chk", 2), ("div", y), ("add", 1)], y)
    except Trap as t:
        return t.code, t.pc, t.args

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_exc_finally_counter', r'''
@lifted
def g(x, y):
    steps = 0
    res = []
    for v in [x, y, 2]:
        try:
            if v < 0: raise ValueError(v)
            if v == 0: continue
            res.append(6 // v)
        finally:
            steps += 1
    return res, steps

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_exc_reraise_wrap', r'''
class EvalError(Exception):
    pass
@lifted
def ev(e):
    if isinstance(e, int): return e
    try:
        a, b = ev(e[1]), ev(e[2])
        return a // b if e[0] == "/" else a - b
    except ZeroDivisionError as z:
        raise EvalError(f"in {e[0]}: division by zero") from z
@lifted
def g(x, y):
    return ev(("-", ("/", 4, x), ("/", x, y)))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_exc_hierarchy_handler', r'''
class LangError(Exception): pass
class SyntaxErr(LangError): pass
class RuntimeErr(LangError):
    def __init__(self, msg, line):
        super().__init__(msg)
        self.line = line
@lifted
def run(x, y):
    if x == 3: raise SyntaxErr("unexpected token")
    if x < y: raise RuntimeErr("underflow", y)
    return x - y
@lifted
def g(x, y):
    try:
        return run(x, y)
    except RuntimeErr as e:
        return "runtime", e.line, str(e)
    except LangError as e:
        return "lang", str(e)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_lifted_classes_virtual_eval', r'''
@lifted
class Lit:
    def __init__(self, v): self.v = v
    def eval(self, env): return self.v
@lifted
class Var:
    def __init__(self, n): self.n = n
    def eval(self, env): return env[self.n]
@lifted
class Cond:
    def __init__(self, c, t, e): self.c, self.t, self.e = c, t, e
    def eval(self, env): return self.t.eval(env) if self.c.eval(env) > 0 else self.e.eval(env)
@lifted
class Sub:
    def __init__(self, a, b): self.a, self.b = a, b
    def eval(self, env): return self.a.eval(env) - self.b.eval(env)
@lifted
def g(x, y):
    return Cond(Sub(Var("x"), Var("y")), Var("x"), Sub(Lit(0), Var("q" if x == -3 else "y"))).eval({"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_lifted_node_union_eval', r'''
@lifted
class Num:
    def __init__(self, v): self.v = v
    def eval(self): return self.v
    def show(self): return str(self.v)
@lifted
class Neg:
    def __init__(self, a): self.a = a
    def eval(self): return -self.a.eval()
    def show(self): return "-" + self.a.show()
@lifted
class Add:
    def __init__(self, a, b): self.a, self.b = a, b
    def eval(self): return self.a.eval() + self.b.eval()
    def show(self): return "(" + self.a.show() + "+" + self.b.show() + ")"
@lifted
def g(x, y):
    n = Num(x) if y > 0 else Neg(Num(x))
    e = Add(n, Num(y)) if x > 0 else n
    return e.eval(), e.show()

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dataclass_instrs_match', r'''
@dataclasses.dataclass
class Push:
    v: int
@dataclasses.dataclass
class BinOp:
    op: str
@dataclasses.dataclass
class Jz:
    target: int
@lifted
def g(x, y):
    code = [Push(x), Jz(4), Push(y), BinOp("+"), Push(1), BinOp("-")]
    st, pc = [], 0
    while pc < len(code):
        ins = code[pc]; pc += 1
        match ins:
            case Push(v): st.append(v)
            case Jz(t):
                if st[-1] == 0: pc = t
            case BinOp("+"): st.append(st.pop() + st.pop())
            case BinOp("-"): b = st.pop(); st.append(st.pop() - b)
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_while_lang_stmts', r'''
@lifted
def ex(stmts, env, fuel):
    for s in stmts:
        if s[0] == "set":
            env[s[1]] = ev(s[2], env)
        elif s[0] == "while":
            while ev(s[1], env):
                fuel[0] -= 1
                if fuel[0] < 0: raise RuntimeError("fuel exhausted")
                ex(s[2], env, fuel)
        elif s[0] == "if":
            ex(s[2] if ev(s[1], env) else s[3], env, fuel)
@lifted
def ev(e, env):
    if isinstance(e, int): return e
    if isinstance(e, str): return env[e]
    a, b = ev(e[1], env), ev(e[2], env)
    return {"+": a + b, "-": a - b, "<": a < b, "*": a * b}[e[0]]
@lifted
def g(x, y):
    env = {"n": x, "acc": 1, "y": y}
    prog = [("while", ("<", 0, "n"), [("set", "acc", ("*", "acc", "n")), ("set", "n", ("-", "n", 1))]),
            ("if", ("<", "y", 1), [("set", "acc", ("-", 0, "acc"))], [])]
    ex(prog, env, [4])
    return env

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_while_lang_break', r'''
class Break(Exception): pass
@lifted
def run(body, env, limit):
    i = 0
    try:
        while i < limit:
            i += 1
            for st in body:
                if st == "brk" and env["v"] >= 2: raise Break()
                if st == "inc": env["v"] += 1
                if st == "dbl": env["v"] *= 2
    except Break:
        return "broke", i, env["v"]
    return "done", i, env["v"]
@lifted
def g(x, y):
    return run(["inc", "brk", "dbl"] if y > 0 else ["dbl", "brk"], {"v": x}, 3)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_scoped_env_chain', r'''
@lifted
def lookup(scopes, name):
    for sc in reversed(scopes):
        if name in sc:
            return sc[name]
    raise NameError(f"name '{name}' is not defined")
@lifted
def g(x, y):
    scopes = [{"a": x}]
    scopes.append({"b": y})
    if x > 0:
        scopes.append({"a": x * 10})
    r1 = lookup(scopes, "a") + lookup(scopes, "b")
    scopes.pop()
    scopes.pop()
    return r1, lookup(scopes, "a"), lookup(scopes, "b" if y == 2 else "a")

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_func_call_frames', r'''
@lifted
def g(x, y):
    funcs = {"double": (["n"], ("*", "n", 2)), "addy": (["n", "m"], ("+", "n", "m"))}
    def ev(e, env):
        if isinstance(e, int): return e
        if isinstance(e, str): return env[e]
        if e[0] == "call":
            params, body = funcs[e[1]]
            if len(params) != len(e) - 2: raise TypeError(f"{e[1]}() takes {len(params)} arguments")
            return ev(body, dict(zip(params, [ev(a, env) for a in e[2:]])))
        a, b = ev(e[1], env), ev(e[2], env)
        return a * b if e[0] == "*" else a + b
    call = ("call", "addy", ("call", "double", "x"), "y") if y != 0 else ("call", "double", "x", "y")
    return ev(call, {"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_bf_tape', r'''
@lifted
def g(x):
    prog = "+" * 2 + "[>+++<-]>" + ("-" if x > 0 else "+")
    tape, ptr, pc, steps = [0] * 4, 0, 0, 0
    while pc < len(prog) and steps < 40:
        steps += 1
        c = prog[pc]
        if c == "+": tape[ptr] += 1
        elif c == "-": tape[ptr] -= 1
        elif c == ">": ptr += 1
        elif c == "<": ptr -= 1
        elif c == "[" and tape[ptr] == 0: pc = prog.index("]", pc)
        elif c == "]" and tape[ptr] != 0: pc = prog.rindex("[", 0, pc)
        pc += 1
    return tape, ptr

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_bf_tape_input_count', r'''
@lifted
def g(x, y):
    prog = ">" + "+" * 3 + "[<" + "+" * 1 + ">-]<"
    tape, ptr, pc, steps = [max(x, 0), 0], 1 if y > 0 else 0, 0, 0
    while pc < len(prog) and steps < 30:
        steps += 1
        c = prog[pc]
        if c == "+": tape[ptr] += 1
        elif c == "-": tape[ptr] -= 1
        elif c == ">": ptr += 1
        elif c == "<": ptr -= 1
        elif c == "[" and tape[ptr] == 0: pc = prog.index("]", pc)
        elif c == "]" and tape[ptr] != 0: pc = prog.rindex("[", 0, pc)
        pc += 1
    return tape, ptr, steps

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_turing_machine_dict', r'''
@lifted
def f(x):
    # binary increment TM: tape list of bits, head starts at the right end
    tape = [(x >> 2) & 1, (x >> 1) & 1, x & 1] if x >= 0 else [1, 1, 1]
    rules = {("inc", 1): (0, -1, "inc"), ("inc", 0): (1, 0, "halt"), ("inc", None): (1, 0, "halt")}
    head, state, steps = len(tape) - 1, "inc", 0
    while state != "halt" and steps < 5:
        steps += 1
        sym = tape[head] if head >= 0 else None
        w, mv, state = rules[(state, sym)]
        if head < 0:
            tape.insert(0, w); head = 0
        else:
            tape[head] = w
        head += mv
    return tape, steps
''', ('x',))
p('r20a_cellular_rule', r'''
@lifted
def f(x, y):
    rule = 90 if y > 0 else 30
    cells = [0, 0, 1 if x > 0 else 0, 1 if x % 2 else 0, 0]
    for _ in range(2):
        nxt = []
        for i in range(len(cells)):
            l = cells[i - 1] if i > 0 else 0
            c = cells[i]
            r = cells[i + 1] if i + 1 < len(cells) else 0
            nxt.append((rule >> (l * 4 + c * 2 + r)) & 1)
        cells = nxt
    return cells
''', ('x', 'y'))
p('r20a_mem_load_store', r'''
@lifted
def g(x, y):
    mem = [0] * 4
    prog = [("st", x, 7), ("st", y, 3), ("ld", 0), ("ld", 1), ("add",)]
    st = []
    for ins in prog:
        if ins[0] == "st": mem[ins[1]] = ins[2]
        elif ins[0] == "ld": st.append(mem[ins[1]])
        else: st.append(st.pop() + st.pop())
    return mem, st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_mem_dict_sparse', r'''
@lifted
def g(x, y):
    mem = {}
    for addr, val in [(x, 1), (y, 2), (x + y, 3)]:
        mem[addr] = mem.get(addr, 0) + val
    return sorted(mem.items()), mem[0]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_mem_indirect', r'''
@lifted
def g(x, y):
    mem = [2, 3, 0, 1]
    p = x % 4
    trace = []
    for _ in range(3):
        trace.append(p)
        p = mem[p]
    mem[p] = y
    return trace, mem

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_mem_bounds_trap', r'''
class Segfault(Exception):
    def __init__(self, addr):
        super().__init__(f"bad address {addr}")
        self.addr = addr
@lifted
def g(x, y):
    mem = [5, 6, 7]
    def rd(a):
        if not 0 <= a < len(mem): raise Segfault(a)
        return mem[a]
    try:
        return rd(x) + rd(y)
    except Segfault as e:
        return -1, e.addr

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_parser_combinators', r'''
@lifted
def lit(c):
    def p(s, i):
        return (c, i + 1) if i < len(s) and s[i] == c else None
    return p
@lifted
def alt(a, b):
    def p(s, i):
        r = a(s, i)
        return r if r is not None else b(s, i)
    return p
@lifted
def seq(a, b):
    def p(s, i):
        r = a(s, i)
        if r is None: return None
        r2 = b(s, r[1])
        if r2 is None: return None
        return ((r[0], r2[0]), r2[1])
    return p
@lifted
def f(s):
    p = alt(seq(lit("a"), lit("b")), seq(lit("b"), alt(lit("a"), lit("b"))))
    return p(s, 0)
''', ('s',))
p('r20a_circuit_gates', r'''
@lifted
def f(x, y, b):
    wires = {"a": x > 0, "b": y > 0, "c": b}
    gates = [("and", "d", "a", "b"), ("or", "e", "d", "c"), ("xor", "o", "e", "a"), ("not", "n", "o", None)]
    for g_, out, i1, i2 in gates:
        v1 = wires[i1]
        if g_ == "and": wires[out] = v1 and wires[i2]
        elif g_ == "or": wires[out] = v1 or wires[i2]
        elif g_ == "xor": wires[out] = v1 != wires[i2]
        else: wires[out] = not v1
    return wires["o"], wires["n"], sorted(k for k, v in wires.items() if v)
''', ('x', 'y', 'b'))
p('r20a_cnf_eval', r'''
@lifted
def f(x, y, b):
    assign = {1: x > 0, 2: y == 1, 3: b}
    cnf = [[1, -2], [2, 3], [-1, -3]]
    unsat = [i for i, cl in enumerate(cnf) if not any(assign[abs(l)] == (l > 0) for l in cl)]
    return unsat, not unsat
''', ('x', 'y', 'b'))
p('r20a_bool_expr_strings', r'''
@lifted
def ev(e, env):
    if e in ("T", "F"): return e == "T"
    if isinstance(e, str): return env[e]
    if e[0] == "not": return not ev(e[1], env)
    if e[0] == "and": return all(ev(a, env) for a in e[1:])
    if e[0] == "or": return any(ev(a, env) for a in e[1:])
    if e[0] == "imp": return (not ev(e[1], env)) or ev(e[2], env)
@lifted
def f(x, b):
    env = {"p": b, "q": x > 1, "r": x < 0}
    return ev(("and", ("imp", "p", "q"), ("or", "r", ("not", "q"), "T")), env), ev(("or", "F", ("and", "p", "r")), env)
''', ('x', 'b'))
p('r20a_heap_event_sim', r'''
@lifted
def f(x, y):
    q = [(max(x, 0), "a"), (y + 1, "b"), (2, "c")]
    heapq.heapify(q)
    t, order = 0, []
    while q and len(order) < 5:
        t, ev = heapq.heappop(q)
        order.append((t, ev))
        if ev == "a" and t < 2:
            heapq.heappush(q, (t + 2, "a2"))
    return order
''', ('x', 'y'))
p('r20a_bisect_jump_table', r'''
@lifted
def f(x, y):
    bounds = [-2, 0, 1, 3]
    handlers = ["tiny", "neg", "zero", "small", "big"]
    i = bisect.bisect_right(bounds, x + y)
    j = bisect.bisect_left(bounds, x)
    return handlers[i], j
''', ('x', 'y'))
p('r20a_priority_task_vm', r'''
@lifted
def f(x, y):
    tasks = []
    heapq.heappush(tasks, (y, 0, "io"))
    heapq.heappush(tasks, (x, 1, "cpu"))
    heapq.heappush(tasks, (0, 2, "idle"))
    out = []
    while tasks:
        pr, seq, name = heapq.heappop(tasks)
        out.append(name)
        if name == "cpu" and pr < 0:
            heapq.heappush(tasks, (pr + 5, 3, "cpu2"))
    return out
''', ('x', 'y'))
p('r20a_compile_ast_to_stack', r'''
@lifted
def compile_(e, out):
    if isinstance(e, int): out.append(("push", e))
    elif isinstance(e, str): out.append(("load", e))
    else:
        compile_(e[1], out); compile_(e[2], out)
        out.append(("op", e[0]))
    return out
@lifted
def run(code, env):
    st = []
    for k, a in code:
        if k == "push": st.append(a)
        elif k == "load": st.append(env[a])
        else:
            r, l = st.pop(), st.pop()
            st.append(l - r if a == "-" else l * r if a == "*" else l // r)
    return st.pop()
@lifted
def g(x, y):
    code = compile_(("-", ("*", "x", 3), ("//", "y", "x")), [])
    return len(code), run(code, {"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_peephole_opt', r'''
@lifted
def opt(code):
    out = []
    for ins in code:
        if out and ins == ("neg",) and out[-1] == ("neg",):
            out.pop(); continue
        if out and ins[0] == "add" and out[-1][0] == "push" and out[-1][1] == 0:
            out.pop(); continue
        out.append(ins)
    return out
@lifted
def f(x, y):
    code = [("push", x), ("neg",), ("neg",), ("push", y), ("add",)]
    o = opt(code)
    return len(o), o
''', ('x', 'y'))
p('r20a_compile_closures_cache', r'''
@lifted
def f(x, y):
    cache = {}
    def compile_(op):
        if op in cache: return cache[op]
        if op == "inc": fn = lambda v: v + 1
        elif op == "dbl": fn = lambda v: v * 2
        else: fn = lambda v: v
        cache[op] = fn
        return fn
    prog = ["inc", "dbl" if y > 0 else "nop", "inc"]
    v = x
    for op in prog:
        v = compile_(op)(v)
    return v, sorted(cache)
''', ('x', 'y'))
p('r20a_trampoline_tail', r'''
@lifted
def g(x, y):
    def even(n):
        return True if n == 0 else (odd, n - 1)
    def odd(n):
        return False if n == 0 else (even, n - 1)
    r = (even, abs(x) + y)
    steps = 0
    while isinstance(r, tuple) and steps < 8:
        fn, a = r
        r = fn(a)
        steps += 1
    return (r if not isinstance(r, tuple) else ("pending", r[0].__name__, r[1])), steps

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_cps_interp', r'''
@lifted
def ev(e, k):
    if isinstance(e, int):
        return k(e)
    op, a, b = e
    return ev(a, lambda va: ev(b, lambda vb: k(va + vb if op == "+" else va * vb)))
@lifted
def g(x, y):
    return ev(("+", ("*", x, y), ("+", y, 1)), lambda v: (v, v > 0))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_shell_set_get', r'''
@lifted
def g(x, y):
    env = {}
    out = []
    script = [f"set a {x}", f"set b {y}", "add a b", "get a", "get c" if x > 2 else "get b"]
    for line in script:
        parts = line.split()
        cmd = parts[0]
        if cmd == "set": env[parts[1]] = int(parts[2])
        elif cmd == "add": env[parts[1]] += env[parts[2]]
        elif cmd == "get":
            if parts[1] not in env: raise KeyError(f"no such variable: {parts[1]}")
            out.append(env[parts[1]])
    return out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_shell_match_strings', r'''
@lifted
def g(x, y):
    st = []
    for cmd in [["push", x], ["push", y], ["swap"] if x > y else ["nop"], ["sub"], ["print"]]:
        match cmd:
            case ["push", int(v)]: st.append(v)
            case ["swap"]: st[-2:] = st[-2:][::-1]
            case ["sub"]: b = st.pop(); st.append(st.pop() - b)
            case ["print"]: return f"result={st[-1]}"
            case [other, *_]: pass
    return None

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_shell_startswith', r'''
@lifted
def g(s):
    if s.startswith("-"):
        return "flag", s[1:]
    if s.isdigit():
        return "num", int(s)
    if s.isalpha():
        return "word", s.upper()
    if s.strip() == "":
        return "blank", len(s)
    raise ValueError(f"cannot parse {s!r}")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20a_template_expand', r'''
@lifted
def f(x, s):
    tpl = "v={v};s={s};v2={v2}"
    vals = {"v": str(x), "s": s, "v2": str(x * x)}
    out, i = "", 0
    while i < len(tpl):
        if tpl[i] == "{":
            j = tpl.index("}", i)
            out += vals[tpl[i + 1:j]]
            i = j + 1
        else:
            out += tpl[i]; i += 1
    return out
''', ('x', 's'))
p('r20a_template_format_map', r'''
@lifted
def f(x, y):
    msgs = {0: "ok {a}", 1: "warn {a}/{b}", 2: "err {b!r}"}
    code = (x + y) % 3
    return msgs[code].format(a=x, b=str(y))
''', ('x', 'y'))
p('r20a_query_filter_rows', r'''
@lifted
def f(x, y):
    rows = [{"id": 1, "v": x}, {"id": 2, "v": y}, {"id": 3, "v": x - y}]
    q = [("where", "v", ">", 0), ("select", "id")] if y > 0 else [("where", "v", "==", 0), ("select", "v")]
    cur = rows
    for step in q:
        if step[0] == "where":
            _, col, op, val = step
            cur = [r for r in cur if (r[col] > val if op == ">" else r[col] == val)]
        elif step[0] == "select":
            cur = [r[step[1]] for r in cur]
    return cur
''', ('x', 'y'))
p('r20a_query_group_count', r'''
@lifted
def f(x, y):
    rows = [("a", x), ("b", y), ("a", y), ("c", x + y)]
    groups = {}
    for k, v in rows:
        if v >= 0:
            groups.setdefault(k, []).append(v)
    return {k: (len(v), sum(v)) for k, v in groups.items()}
''', ('x', 'y'))
p('r20a_query_order_by', r'''
@lifted
def f(x, y):
    rows = [("p", x), ("q", y), ("r", 1)]
    by_val = sorted(rows, key=lambda r: (r[1], r[0]))
    desc = sorted(rows, key=lambda r: r[1], reverse=True)
    return [r[0] for r in by_val], [r[0] for r in desc]
''', ('x', 'y'))
p('r20a_msg_fstring_repr', r'''
class VMError(Exception):
    pass
@lifted
def g(x, s):
    if x < 0:
        raise VMError(f"bad operand {x!r} for {s!r}")
    if s == "":
        raise VMError(f"empty opcode at {x}")
    return s * x

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_dataclass_repr_node', r'''
@dataclasses.dataclass
class Op:
    name: str
    arg: int
@lifted
def f(x, y):
    prog = [Op("push", x), Op("jmp", y)]
    return [repr(o) for o in prog], str(prog[0]), prog[0] == Op("push", 1)
''', ('x', 'y'))
p('r20a_namedtuple_instr', r'''
Ins = collections.namedtuple("Ins", "op a b")
@lifted
def f(x, y):
    code = [Ins("add", x, y), Ins("mul", x, 2), Ins("min", y, x)]
    out = []
    for ins in code:
        if ins.op == "add": out.append(ins.a + ins.b)
        elif ins.op == "mul": out.append(ins.a * ins.b)
        else: out.append(min(ins.a, ins.b))
    return out, tuple(code[0]._replace(op="sub")), repr(code[2])
''', ('x', 'y'))
p('r20a_editor_undo_redo', r'''
@lifted
def f(s, x):
    buf, undo, redo = "", [], []
    cmds = [("ins", s), ("ins", "Z"), ("undo",), ("ins", "q") if x > 0 else ("redo",), ("undo",), ("redo",)]
    for c in cmds:
        if c[0] == "ins":
            undo.append(buf); redo.clear(); buf += c[1]
        elif c[0] == "undo" and undo:
            redo.append(buf); buf = undo.pop()
        elif c[0] == "redo" and redo:
            undo.append(buf); buf = redo.pop()
    return buf, len(undo), len(redo)
''', ('s', 'x'))
p('r20a_editor_cursor', r'''
@lifted
def f(s, x):
    text, cur = list(s), 0
    for op in ["end", "left" if x > 0 else "home", "ins", "del"]:
        if op == "end": cur = len(text)
        elif op == "home": cur = 0
        elif op == "left": cur = max(cur - 1, 0)
        elif op == "ins": text.insert(cur, "|"); cur += 1
        elif op == "del" and cur < len(text): del text[cur]
    return "".join(text), cur
''', ('s', 'x'))
p('r20a_reduce_pipeline', r'''
import functools
@lifted
def f(x, y):
    stages = [lambda v: v + y, lambda v: v * 2, lambda v: -v if v > 3 else v]
    return functools.reduce(lambda acc, fn: fn(acc), stages, x)
''', ('x', 'y'))
p('r20a_itertools_accumulate_trace', r'''
import itertools
@lifted
def f(x, y):
    deltas = [x, y, -1, x]
    return list(itertools.accumulate(deltas)), list(itertools.accumulate(deltas, max))
''', ('x', 'y'))
p('r20a_partial_ops', r'''
import functools, operator
@lifted
def f(x, y):
    ops = {"add": operator.add, "sub": operator.sub, "mul": operator.mul}
    name = ["add", "sub", "mul"][y % 3]
    inc = functools.partial(ops[name], x)
    return inc(3), name
''', ('x', 'y'))
p('r20a_operator_dispatch_cmp', r'''
import operator
@lifted
def f(x, y):
    cmps = {"<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne}
    return {k: fn(x, y) for k, fn in cmps.items()}
''', ('x', 'y'))
p('r20a_vm_opcode_int_input', r'''
@lifted
def g(x, y):
    code = [x, y, 0]
    acc, trace = 1, []
    for op in code:
        if op == 0: trace.append("nop")
        elif op == 1: acc += 1; trace.append("inc")
        elif op == 2: acc *= 3; trace.append("tri")
        elif op == -1: acc = -acc; trace.append("neg")
        else: raise ValueError(f"illegal opcode {op}")
    return acc, trace

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_vm_opcode_str_input', r'''
@lifted
def g(s, x):
    acc = x
    for op in [s, "a", s]:
        if op == "a": acc += 1
        elif op == "ab": acc *= 2
        elif op == "ba": acc -= 3
        elif op == "": pass
        else: raise ValueError("bad op " + op)
    return acc

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20a_vm_fuel_input', r'''
@lifted
def g(x, y):
    fuel = x + 3
    pc, acc = 0, 0
    code = [("add", 2), ("jmp", 0)]
    while True:
        if fuel <= 0: raise TimeoutError(f"fuel exhausted at pc={pc} acc={acc}")
        fuel -= 1
        op, a = code[pc]
        if op == "add": acc += a + y; pc += 1
        elif op == "jmp": pc = a

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_vm_loop_counter_reg', r'''
@lifted
def g(x, y):
    code = [("set", 1, x), ("set", 2, 0), ("jle", 1, 6), ("add", 2, y), ("dec", 1, 0), ("jmp", 2, 0), ("halt", 0, 0)]
    r = [0, 0, 0]
    pc = 0
    for _ in range(20):
        op, a, b = code[pc]
        pc += 1
        if op == "set": r[a] = b
        elif op == "add": r[a] += b
        elif op == "dec": r[a] -= 1
        elif op == "jle":
            if r[a] <= 0: pc = b
        elif op == "jmp": pc = a
        elif op == "halt": return r[2]
    raise RuntimeError("no halt")

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_vm_self_modifying', r'''
@lifted
def g(x, y):
    code = [["add", 1], ["poke", 3], ["add", 1], ["add", 5], ["halt", 0]]
    acc, pc = x, 0
    for _ in range(8):
        op, a = code[pc]
        pc += 1
        if op == "add": acc += a
        elif op == "poke": code[a][1] = acc * y
        elif op == "halt": break
    return acc, code[3]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_vm_stack_depth_limit', r'''
class StackOverflow(Exception): pass
@lifted
def g(x, y):
    st, lim = [], 3
    for i in range(x + 3):
        if len(st) >= lim:
            raise StackOverflow(f"depth {len(st)} at {i}")
        st.append(i * y)
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_vm_relative_jumps', r'''
@lifted
def g(x, y):
    code = [("add", 1), ("jrel", x), ("add", 10), ("add", 100), ("add", 1000)]
    acc, pc, n = 0, 0, 0
    while 0 <= pc < len(code) and n < 6:
        n += 1
        op, a = code[pc]
        if op == "add": acc += a * y; pc += 1
        else: pc += a
    return acc, pc

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_lisp_cons_cells', r'''
@lifted
def lst(*xs):
    r = None
    for v in reversed(xs): r = (v, r)
    return r
@lifted
def length(c):
    n = 0
    while c is not None:
        n += 1; c = c[1]
    return n
@lifted
def nth(c, i):
    while i > 0:
        if c is None: raise IndexError("nth past end")
        c = c[1]; i -= 1
    if c is None: raise IndexError("nth past end")
    return c[0]
@lifted
def g(x, y):
    l = lst(x, y, x + y)
    return length(l), nth(l, y), nth(lst(1), x if x > 0 else 0)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_lisp_let_closure_env', r'''
@lifted
def ev(e, env):
    if isinstance(e, int): return e
    if isinstance(e, str):
        while env is not None:
            if e in env[0]: return env[0][e]
            env = env[1]
        raise NameError(e)
    h = e[0]
    if h == "let": return ev(e[3], ({e[1]: ev(e[2], env)}, env))
    if h == "fn": return ("closure", e[1], e[2], env)
    if h == "+": return ev(e[1], env) + ev(e[2], env)
    fn = ev(h, env)
    arg = ev(e[1], env)
    return ev(fn[2], ({fn[1]: arg}, fn[3]))
@lifted
def g(x, y):
    prog = ("let", "k", "x", ("let", "add_k", ("fn", "n", ("+", "n", "k")), ("let", "k", 100, ("add_k", "y"))))
    return ev(prog, ({"x": x, "y": y}, None))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_lisp_cond_clauses', r'''
@lifted
def ev(e, env):
    if isinstance(e, bool) or isinstance(e, int): return e
    if isinstance(e, str): return env[e]
    if e[0] == "cond":
        for test, body in e[1:]:
            if test == "else" or ev(test, env):
                return ev(body, env)
        return None
    a, b = ev(e[1], env), ev(e[2], env)
    return {"<": a < b, "=": a == b, "-": a - b}[e[0]]
@lifted
def g(x, y):
    return ev(["cond", [["<", "x", "y"], ["-", "y", "x"]], [["=", "x", "y"], 0], ["else", ["-", "x", "y"]]], {"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_instr_objects_execute', r'''
@lifted
class Push:
    def __init__(self, v): self.v = v
    def execute(self, vm): vm.stack.append(self.v)
@lifted
class Add:
    def execute(self, vm): vm.stack.append(vm.stack.pop() + vm.stack.pop())
@lifted
class JmpIfNeg:
    def __init__(self, t): self.t = t
    def execute(self, vm):
        if vm.stack[-1] < 0: vm.pc = self.t
@lifted
class VM:
    def __init__(self, code): self.code, self.stack, self.pc = code, [], 0
    def run(self):
        n = 0
        while self.pc < len(self.code) and n < 10:
            ins = self.code[self.pc]
            self.pc += 1
            n += 1
            ins.execute(self)
        return self.stack
@lifted
def g(x, y):
    return VM([Push(x), Push(y), Add(), JmpIfNeg(5), Push(100), Push(7)]).run()

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_instr_objects_union_list', r'''
@lifted
class Inc:
    def apply(self, v): return v + 1
@lifted
class Dbl:
    def apply(self, v): return v * 2
@lifted
class Neg:
    def apply(self, v): return -v
@lifted
def g(x, y):
    kinds = [Inc, Dbl, Neg]
    prog = [kinds[x % 3](), kinds[y % 3](), Inc()]
    v = x
    for ins in prog:
        v = ins.apply(v)
    return v, [type(i).__name__ for i in prog]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_instr_super_call', r'''
@lifted
class Ins:
    cost = 1
    def run(self, acc): return acc
    def total(self, acc): return self.run(acc), self.cost
@lifted
class AddI(Ins):
    cost = 2
    def __init__(self, n): self.n = n
    def run(self, acc): return super().run(acc) + self.n
@lifted
class MulI(AddI):
    cost = 3
    def run(self, acc): return super().run(acc) * self.n
@lifted
def g(x, y):
    ins = MulI(y) if x > 0 else (AddI(y) if x == 0 else Ins())
    return ins.total(x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_typed_stack_values', r'''
@lifted
def g(x, b):
    st = [x, b, "s"]
    out = []
    while st:
        v = st.pop()
        if isinstance(v, bool): out.append(("bool", not v))
        elif isinstance(v, int): out.append(("int", v + 1))
        elif isinstance(v, str): out.append(("str", v * 2))
    return out

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20a_typed_add_mismatch', r'''
@lifted
def g(x, s):
    st = []
    for tok in [x, s, "+"] if x > 0 else [x, 2, "+"]:
        if tok == "+":
            b, a = st.pop(), st.pop()
            st.append(a + b)
        else:
            st.append(tok)
    return st

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_typed_values_tagged', r'''
@lifted
def add(a, b):
    if a[0] == "int" and b[0] == "int": return ("int", a[1] + b[1])
    if a[0] == "str" and b[0] == "str": return ("str", a[1] + b[1])
    if a[0] == "str" and b[0] == "int": return ("str", a[1] * b[1])
    raise TypeError(f"unsupported operand types: {a[0]} + {b[0]}")
@lifted
def g(x, s):
    v1 = ("int", x) if x >= 0 else ("str", s)
    return add(v1, ("int", 2)), add(("str", s), v1)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_match_mapping_patterns', r'''
@lifted
def ev(n, env):
    match n:
        case {"lit": v}:
            return v
        case {"var": name}:
            return env[name]
        case {"op": "+", "args": [a, b]}:
            return ev(a, env) + ev(b, env)
        case {"op": "neg", "args": [a]}:
            return -ev(a, env)
        case {"op": op, **rest}:
            raise ValueError(f"unknown op {op} with {sorted(rest)}")
@lifted
def g(x, y):
    op = "+" if y > 0 else ("neg" if y == 0 else "?")
    args = [{"var": "x"}, {"lit": y}] if op != "neg" else [{"var": "x"}]
    return ev({"op": op, "args": args}, {"x": x})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_match_guards', r'''
@lifted
def step(ins, acc):
    match ins:
        case ("add", n) if n > 0:
            return acc + n
        case ("add", n):
            return acc - 1
        case ("cap", lo, hi) if lo <= hi:
            return max(lo, min(acc, hi))
        case ("cap", _, _):
            raise ValueError("empty range")
        case _:
            return acc
@lifted
def g(x, y):
    acc = 0
    for ins in [("add", x), ("cap", y, 1), ("add", y), ("zz",)]:
        acc = step(ins, acc)
    return acc

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_match_star_pattern', r'''
@lifted
def g(x, y):
    prog = [["sum", x, y, 3], ["first", y], ["rest", x, y, 1, 2], ["empty"]]
    out = []
    for ins in prog[: y + 2]:
        match ins:
            case ["sum", *vals]: out.append(sum(vals))
            case ["first", v, *_]: out.append(v)
            case ["rest", _, *tail]: out.append(len(tail))
            case [name]: out.append(name)
    return out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_match_class_keyword', r'''
@dataclasses.dataclass
class BinOp:
    op: str
    left: object
    right: object
@dataclasses.dataclass
class Const:
    value: int
@lifted
def simp(e):
    match e:
        case BinOp(op="*", left=Const(value=0)) | BinOp(op="*", right=Const(value=0)):
            return Const(0)
        case BinOp(op="+", left=Const(value=0), right=r):
            return simp(r)
        case BinOp(op=o, left=l, right=r):
            return BinOp(o, simp(l), simp(r))
        case _:
            return e
@lifted
def g(x, y):
    r = simp(BinOp("+", Const(y), BinOp("*", Const(x), Const(1))))
    return repr(r)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_match_literal_or', r'''
@lifted
def classify(tok):
    match tok:
        case "+" | "-":
            return "addop"
        case "*" | "/" | "%":
            return "mulop"
        case "(" | ")":
            return "paren"
        case int() | float():
            return "num"
        case str() if tok.isidentifier():
            return "name"
        case _:
            return "junk"
@lifted
def g(x, s):
    return [classify(t) for t in [s, x, "+", "%"]]

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_match_value_pattern_enum', r'''
import enum
class K(enum.Enum):
    LOAD = 1
    STORE = 2
    JUMP = 3
@lifted
def g(x, y):
    mem, pc, acc = {0: y}, 0, 0
    prog = [(K.LOAD, 0), (K.STORE, 1), (K(x % 3 + 1), 0)]
    out = []
    for kind, a in prog:
        match kind:
            case K.LOAD: acc = mem[a]
            case K.STORE: mem[a] = acc + 1
            case K.JUMP: out.append("jump")
        out.append(kind.name)
    return acc, mem, out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_match_nested_tuple_ast', r'''
@lifted
def ev(e):
    match e:
        case ("num", n): return n
        case ("add", ("num", 0), r): return ev(r)
        case ("add", l, r): return ev(l) + ev(r)
        case ("sub", l, ("num", n)) if n == 0: return ev(l)
        case ("sub", l, r): return ev(l) - ev(r)
        case ("div", l, r):
            d = ev(r)
            if d == 0: raise ZeroDivisionError("eval: div by zero")
            return ev(l) // d
@lifted
def g(x, y):
    return ev(("div", ("add", ("num", 0), ("num", x)), ("sub", ("num", y), ("num", 0))))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_nonlocal_step_counter', r'''
@lifted
def f(x, y):
    steps = 0
    def tick(v):
        nonlocal steps
        steps += 1
        return v
    def ev(e):
        if isinstance(e, int): return tick(e)
        return tick(ev(e[0]) * ev(e[1]) if x > 0 else ev(e[0]) + ev(e[1]))
    r = ev(((x, y), (y, 2)))
    return r, steps
''', ('x', 'y'))
p('r20a_closure_loop_late_binding', r'''
@lifted
def f(x, y):
    ops = []
    for k in range(3):
        ops.append(lambda v, k=k: v + k * y)
    late = [lambda v: v + k for k in range(2)]
    return [op(x) for op in ops], [fn(x) for fn in late]
''', ('x', 'y'))
p('r20a_closure_counter_factory', r'''
@lifted
def make_reg(init):
    val = init
    def get(): return val
    def put(v):
        nonlocal val
        val = v
    return get, put
@lifted
def f(x, y):
    g1, p1 = make_reg(x)
    g2, p2 = make_reg(y)
    p1(g1() + g2())
    if x > 0: p2(g1())
    return g1(), g2()
''', ('x', 'y'))
p('r20a_dataclass_cpu_state', r'''
@dataclasses.dataclass
class CPU:
    a: int = 0
    b: int = 0
    pc: int = 0
    halted: bool = False
@lifted
def f(x, y):
    cpu = CPU(a=x)
    prog = [("addb", y), ("swap", 0), ("jnz", 4), ("addb", 10), ("halt", 0)]
    while not cpu.halted and cpu.pc < len(prog):
        op, v = prog[cpu.pc]
        cpu.pc += 1
        if op == "addb": cpu.b += v
        elif op == "swap": cpu.a, cpu.b = cpu.b, cpu.a
        elif op == "jnz" and cpu.a != 0: cpu.pc = v
        elif op == "halt": cpu.halted = True
    return dataclasses.astuple(cpu)
''', ('x', 'y'))
p('r20a_dataclass_post_init_validate', r'''
@dataclasses.dataclass
class Instr:
    op: str
    arg: int
    def __post_init__(self):
        if self.op not in ("push", "pop", "jmp"):
            raise ValueError(f"unknown op {self.op}")
        if self.op == "jmp" and self.arg < 0:
            raise ValueError("negative jump")
@lifted
def g(x, s):
    i = Instr("jmp" if s == "a" else "push", x)
    j = Instr(s, 0) if x > 1 else i
    return i.op, j.op, i == j

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_dataclass_frozen_replace', r'''
@dataclasses.dataclass(frozen=True)
class St:
    pc: int
    acc: int
@lifted
def f(x, y):
    s = St(0, x)
    hist = [s]
    for d in (y, -1, y):
        s = dataclasses.replace(s, pc=s.pc + 1, acc=s.acc + d)
        hist.append(s)
    return dataclasses.astuple(s), len(set(hist)), hist[1] == hist[3]
''', ('x', 'y'))
p('r20a_dataclass_order_sort', r'''
@dataclasses.dataclass(order=True)
class Ev:
    t: int
    name: str
@lifted
def f(x, y):
    evs = [Ev(x, "a"), Ev(y, "b"), Ev(0, "c")]
    evs.sort()
    return [e.name for e in evs], min(evs).t
''', ('x', 'y'))
p('r20a_err_int_parse_operand', r'''
@lifted
def g(s, x):
    st = [x]
    for tok in [s, "+"]:
        if tok == "+":
            st.append(st.pop() + st.pop())
        else:
            st.append(int(tok))
    return st

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20a_err_enum_bad_value', r'''
import enum
class Op(enum.Enum):
    ADD = 0
    SUB = 1
    MUL = 2
@lifted
def g(x, y):
    op = Op(x)
    if op is Op.ADD: return y + 1
    if op is Op.SUB: return y - 1
    return y * 2

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_keyerror_repr_key', r'''
@lifted
def g(s, x):
    env = {"a": 1, "ab": 2, "": 3}
    return env[s] + x

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20a_err_keyerror_int_key', r'''
@lifted
def g(x, y):
    labels = {0: "start", 2: "loop", -1: "end"}
    return labels[x] + labels[y]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_index_msgs', r'''
@lifted
def g(x, s):
    code = (1, 2, 3)
    if x > 1: return code[x + 1]
    if x < -1: return s[x * 3]
    return [code[0]][x]

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_err_pop_empty_stack', r'''
@lifted
def g(x, y):
    st = [1] * max(y, 0)
    for _ in range(x if x > 0 else 0):
        st.pop()
    return len(st), st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_valueerror_args', r'''
class InterpError(Exception):
    pass
@lifted
def g(x, y):
    try:
        if x > y:
            raise InterpError("bad", x, y)
        raise InterpError(x - y)
    except InterpError as e:
        return e.args, str(e)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_assert_in_vm', r'''
@lifted
def g(x, y):
    st = [x, y]
    assert len(st) == 2, "stack size"
    a, b = st
    assert a != b, "operands equal: " + str(a)
    return a - b

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_list_index_value', r'''
@lifted
def g(x, y):
    labels = ["start", "loop", "end", "loop"]
    names = ["start", "loop", "end", "nope"]
    return labels.index(names[x % 4]), labels.index("loop", y if y >= 0 else 0)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_remove_missing', r'''
@lifted
def g(x, y):
    ready = [0, 1, 2]
    ready.remove(x)
    ready.remove(y)
    return ready

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_dict_pop_default', r'''
@lifted
def g(x, y):
    regs = {0: 10, 1: 20}
    a = regs.pop(x, -1)
    b = regs.pop(y)
    return a, b, regs

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_unpack_instr', r'''
@lifted
def g(x, y):
    code = [(1, 2), (3,), (4, 5, 6)]
    op, arg = code[y if y >= 0 else 0]
    return op + arg + x

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_divmod_neg', r'''
@lifted
def g(x, y):
    q, r = divmod(x, y)
    return q, r, x % -2, -x // 2

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_err_str_index_parse', r'''
@lifted
def g(s):
    pos = 0
    sign = 1
    if s[pos] == "-":
        sign = -1; pos += 1
    n = 0
    while pos < len(s):
        if not s[pos].isdigit(): raise SyntaxError("digit expected at " + str(pos))
        n = n * 10 + int(s[pos]); pos += 1
    return sign * n

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20a_err_recursion_depth_guard', r'''
@lifted
def depth(e, d=0):
    if d > 3: raise RecursionError("nesting too deep")
    if not isinstance(e, list): return d
    return max([depth(c, d + 1) for c in e], default=d)
@lifted
def g(x):
    e = 0
    for _ in range(x + 3):
        e = [e]
    return depth(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_bool_is_int_order', r'''
@lifted
def kind(v):
    if isinstance(v, int): return "int"
    if isinstance(v, bool): return "bool"
    return "other"
@lifted
def f(x, b):
    v = b if x > 0 else x
    return kind(v), type(v).__name__, kind(b), v + 1
''', ('x', 'b'))
p('r20a_bool_arith_in_vm', r'''
@lifted
def f(x, b):
    st = [b, x > 0, 1]
    acc = 0
    for v in st:
        acc += v
    return acc, sum([b, b]), b * x, True + b
''', ('x', 'b'))
p('r20a_bool_eq_one_dict_key', r'''
@lifted
def f(x, b):
    d = {1: "one", 0: "zero"}
    d[b] = "bool"
    return d, d[1], len(d), x in d
''', ('x', 'b'))
p('r20a_str_reverse_rot', r'''
@lifted
def f(s, x):
    out = s
    for c in "rRd":
        if c == "r": out = out[::-1]
        elif c == "R": out = out[x % 2:] + out[:x % 2]
        elif c == "d": out = out * 2
    return out
''', ('s', 'x'))
p('r20a_str_find_replace_cmds', r'''
@lifted
def f(s):
    cmds = [("rep", "a", "x"), ("cnt", "x"), ("find", "b"), ("up",)]
    w, out = s, []
    for c in cmds:
        if c[0] == "rep": w = w.replace(c[1], c[2])
        elif c[0] == "cnt": out.append(w.count(c[1]))
        elif c[0] == "find": out.append(w.find(c[1]))
        elif c[0] == "up": w = w.upper()
    return w, out
''', ('s',))
p('r20a_str_run_length', r'''
@lifted
def f(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(s[i] + str(j - i))
        i = j
    return "".join(out)
''', ('s',))
p('r20a_str_tokens_by_index', r'''
@lifted
def f(s):
    kinds = []
    for i in range(len(s)):
        c = s[i]
        if c in "0123456789": kinds.append("D")
        elif c in "+-": kinds.append("S")
        elif c == " ": kinds.append("_")
        else: kinds.append("L")
    return "".join(kinds)
''', ('s',))
p('r20a_units_dsl', r'''
@lifted
def g(x, s):
    factors = {"m": 100, "cm": 1, "km": 100000}
    unit = {"a": "m", "ab": "cm", "ba": "km"}.get(s, s)
    if unit not in factors:
        raise ValueError("unknown unit: " + unit)
    return x * factors[unit] // 100, unit

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_json_like_eval', r'''
@lifted
def ev(v, env):
    if isinstance(v, dict):
        if "$ref" in v: return env[v["$ref"]]
        if "$sum" in v: return sum(ev(a, env) for a in v["$sum"])
        return {k: ev(w, env) for k, w in v.items()}
    if isinstance(v, list): return [ev(w, env) for w in v]
    return v
@lifted
def g(x, y):
    doc = {"a": {"$ref": "x"}, "b": [1, {"$sum": [{"$ref": "x"}, {"$ref": "y"}, 2]}], "c": {"d": {"$ref": "y"}}}
    return ev(doc, {"x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_macro_expand', r'''
@lifted
def expand(e, macros):
    if not isinstance(e, tuple): return e
    if e[0] in macros:
        params, body = macros[e[0]]
        sub = dict(zip(params, e[1:]))
        return expand(subst(body, sub), macros)
    return tuple(expand(a, macros) for a in e)
@lifted
def subst(e, sub):
    if isinstance(e, str) and e in sub: return sub[e]
    if isinstance(e, tuple): return tuple(subst(a, sub) for a in e)
    return e
@lifted
def g(x, y):
    macros = {"twice": (("a",), ("+", "a", "a")), "sq": (("a",), ("*", "a", "a"))}
    return expand(("twice", ("sq", x)), macros), expand(("+", y, ("twice", y)), macros)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_regex_compile_to_nfa', r'''
@lifted
def compile_(pat):
    # returns list of (char, loop) steps
    steps = []
    for c in pat:
        if c == "*":
            if not steps: raise SyntaxError("nothing to repeat")
            ch, _ = steps.pop()
            steps.append((ch, True))
        else:
            steps.append((c, False))
    return steps
@lifted
def run(steps, s):
    states = {0}
    def close(st):
        st = set(st)
        changed = True
        while changed:
            changed = False
            for i in list(st):
                if i < len(steps) and steps[i][1] and i + 1 not in st:
                    st.add(i + 1); changed = True
        return st
    states = close(states)
    for c in s:
        nxt = set()
        for i in states:
            if i < len(steps) and (steps[i][0] == c or steps[i][0] == "."):
                nxt.add(i if steps[i][1] else i + 1)
        states = close(nxt)
    return len(steps) in states
@lifted
def g(s):
    return run(compile_("a*b"), s), run(compile_(".a*"), s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20a_stack_lang_variables', r'''
@lifted
def g(x, y):
    prog = [("push", x), ("store", "a"), ("push", y), ("load", "a"), ("lt",), ("store", "c"), ("load", "c"), ("load", "b" if x == -3 else "a")]
    st, vars_ = [], {}
    for ins in prog:
        if ins[0] == "push": st.append(ins[1])
        elif ins[0] == "store": vars_[ins[1]] = st.pop()
        elif ins[0] == "load":
            if ins[1] not in vars_: raise NameError("undefined " + ins[1])
            st.append(vars_[ins[1]])
        elif ins[0] == "lt": b = st.pop(); st.append(st.pop() < b)
    return st, vars_

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_ski_combinators', r'''
@lifted
def step(t):
    if isinstance(t, tuple):
        f, a = t
        if f == "I": return a, True
        if isinstance(f, tuple) and f[0] == "K": return f[1], True
        if isinstance(f, tuple) and isinstance(f[0], tuple) and f[0][0] == "S":
            x, y = f[0][1], f[1]
            return ((x, a), (y, a)), True
        nf, ch = step(f)
        if ch: return (nf, a), True
        na, ch = step(a)
        return (f, na), ch
    return t, False
@lifted
def g(x):
    t = ((("S", "K"), "K"), x) if x > 0 else (("K", x), "I")
    for _ in range(4):
        t, ch = step(t)
        if not ch: break
    return t

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_queue_automaton', r'''
@lifted
def g(x, y):
    q = collections.deque(["a", "b"] if x > 0 else ["b"])
    rules = {"a": ["b", "c"], "b": ["c"], "c": []}
    seen = []
    while q and len(seen) < 6:
        sym = q.popleft()
        seen.append(sym)
        if y > 0 or sym != "b":
            q.extend(rules[sym])
    return "".join(seen), len(q)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_pda_brackets', r'''
@lifted
def g(s):
    pairs = {")": "(", "]": "["}
    st = []
    for i, c in enumerate(s.replace("a", "(").replace("b", ")")):
        if c in "([": st.append(c)
        elif c in pairs:
            if not st or st[-1] != pairs[c]:
                raise SyntaxError("unbalanced at " + str(i))
            st.pop()
    return len(st) == 0

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20a_vending_machine', r'''
@lifted
def g(x, y):
    state, credit, out = "idle", 0, []
    for ev in [("coin", x), ("select", y), ("coin", 1), ("select", 0)]:
        kind, v = ev
        if kind == "coin":
            if v <= 0: raise ValueError("bad coin")
            credit += v; state = "paid"
        elif kind == "select":
            price = [2, 3, 1][v]
            if state == "paid" and credit >= price:
                credit -= price; out.append(v)
                state = "paid" if credit else "idle"
    return state, credit, out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_defaultdict_regs_vm', r'''
@lifted
def f(x, y):
    r = collections.defaultdict(int)
    prog = [("addi", "a", x), ("addi", "b", y), ("add", "c", "a"), ("add", "c", "b"), ("add", "c", "c"), ("jz", "z", 7), ("addi", "d", 5)]
    pc = 0
    while pc < len(prog):
        op, d, s = prog[pc]
        pc += 1
        if op == "addi": r[d] += s
        elif op == "add": r[d] += r[s]
        elif op == "jz" and r[d] == 0: pc = s
    return sorted(r.items())
''', ('x', 'y'))
p('r20a_counter_multiset_lang', r'''
@lifted
def f(x, y):
    bag = collections.Counter(a=max(x, 0), b=max(y, 0))
    other = collections.Counter({"a": 1, "c": 2})
    u = bag + other
    d = bag - other
    return sorted(u.items()), sorted(d.items()), bag["a"] >= other["a"]
''', ('x', 'y'))
p('r20a_deque_work_stealing', r'''
@lifted
def f(x, y):
    w1 = collections.deque(range(max(x, 0)))
    w2 = collections.deque([10] * max(y, 0))
    done = []
    for step in range(5):
        if w1:
            done.append(w1.pop())
        elif w2:
            done.append(w2.popleft() + step)
        elif w1 or w2:
            pass
        else:
            break
    return done
''', ('x', 'y'))
p('r20a_sm_vm_with_subroutines', r'''
@lifted
def g(x, y):
    subs = {"sq": [("dup",), ("mul",)], "inc": [("lit", 1), ("add",)], "both": [("call", "sq"), ("call", "inc")]}
    st, depth = [x], [0]
    def run(code):
        depth[0] += 1
        if depth[0] > 4: raise RecursionError("call depth")
        for ins in code:
            if ins[0] == "dup": st.append(st[-1])
            elif ins[0] == "mul": st.append(st.pop() * st.pop())
            elif ins[0] == "add": st.append(st.pop() + st.pop())
            elif ins[0] == "lit": st.append(ins[1])
            elif ins[0] == "call": run(subs[ins[1]])
        depth[0] -= 1
    run([("call", "both")] * (y + 1))
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_expr_short_circuit_lang', r'''
@lifted
def ev(e, env, log):
    if isinstance(e, (int, bool)): return e
    if isinstance(e, str):
        log.append(e)
        return env[e]
    op = e[0]
    if op == "and":
        a = ev(e[1], env, log)
        return a if not a else ev(e[2], env, log)
    if op == "or":
        a = ev(e[1], env, log)
        return a if a else ev(e[2], env, log)
    if op == "div": return ev(e[1], env, log) // ev(e[2], env, log)
@lifted
def g(x, y):
    log = []
    r = ev(("or", ("and", "y", ("div", 6, "y")), ("div", "x", 2)), {"x": x, "y": y}, log)
    return r, log

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_env_shadow_del', r'''
@lifted
def g(x, y):
    env = {"a": 1, "b": 2}
    stack = []
    for cmd in ["push", "set", "del", "pop"] if y > 0 else ["set", "del", "get"]:
        if cmd == "push": stack.append(dict(env))
        elif cmd == "set": env["a"] = x
        elif cmd == "del": del env["b"]
        elif cmd == "pop": env = stack.pop()
        elif cmd == "get": return env["b"]
    return env

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_yield_from_subinterp', r'''
@lifted
def run_block(block, acc):
    for op in block:
        acc = acc + op
        yield acc
    return acc
@lifted
def run(x, y):
    acc = yield from run_block([x, 1], 0)
    if acc > 0:
        acc = yield from run_block([y, y], acc)
    yield -acc
@lifted
def f(x, y):
    return list(run(x, y))
''', ('x', 'y'))
p('r20a_generator_exception_inside', r'''
@lifted
def steps(x):
    yield 1
    if x < 0:
        raise ValueError("negative input " + str(x))
    yield 2
    yield 10 // x
@lifted
def g(x):
    out = []
    try:
        for v in steps(x):
            out.append(v)
    except ZeroDivisionError:
        out.append("div0")
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_try_finally_return_in_loop', r'''
@lifted
def f(x, y):
    log = []
    def run():
        for i in range(3):
            try:
                if i == x: return "ret", i
                if i == y: continue
                log.append(i)
            finally:
                log.append("f")
        return "end", -1
    return run(), log
''', ('x', 'y'))
p('r20a_exc_in_handler_chain', r'''
@lifted
def g(x, y):
    try:
        try:
            return [1, 2][x]
        except IndexError:
            return 10 // y
    except ZeroDivisionError as e:
        return "outer:" + str(e)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_exc_else_clause', r'''
@lifted
def g(x, y):
    results = []
    for d in [x, y]:
        try:
            q = 12 // d
        except ZeroDivisionError:
            results.append("z")
        else:
            results.append(q)
        finally:
            results.append("|")
    return "".join(str(r) for r in results)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_with_context_frame', r'''
class Frame:
    def __init__(self, log, name):
        self.log, self.name = log, name
    def __enter__(self):
        self.log.append("enter " + self.name)
        return self
    def __exit__(self, et, ev, tb):
        self.log.append("exit " + self.name + (" !" if et else ""))
        return et is KeyError
@lifted
def g(x, y):
    log = []
    env = {"a": x}
    with Frame(log, "outer"):
        with Frame(log, "inner"):
            v = env["a" if y > 0 else "b"]
            log.append(str(10 // v))
    return log

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_prog_len_from_input', r'''
@lifted
def g(x, y):
    prog = [("add", 1)] * max(x, 0) + [("mul", y)]
    acc = 1
    for op, a in prog:
        acc = acc + a if op == "add" else acc * a
    return acc, len(prog)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_prog_insert_at_input', r'''
@lifted
def g(x, y):
    prog = ["inc", "inc", "dbl"]
    prog.insert(x, "neg")
    acc = y
    for op in prog:
        if op == "inc": acc += 1
        elif op == "dbl": acc *= 2
        else: acc = -acc
    return prog, acc

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_prog_slice_exec', r'''
@lifted
def g(x, y):
    prog = [("add", 1), ("mul", 3), ("add", -2), ("mul", -1)]
    acc = 0
    for op, a in prog[x:y + 2]:
        acc = acc + a if op == "add" else acc * a
    return acc

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_prog_sorted_by_prio', r'''
@lifted
def g(x, y):
    rules = [(x, "a", 1), (y, "b", 2), (0, "c", 3)]
    acc = 0
    order = []
    for prio, name, v in sorted(rules, reverse=True):
        acc = acc * 10 + v
        order.append(name)
    return acc, order

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_prog_reversed_enumerate', r'''
@lifted
def f(x, y):
    prog = [x, y, x * y]
    trace = []
    for i, v in reversed(list(enumerate(prog))):
        if v > 0: trace.append((i, v))
    return trace, list(zip(prog, prog[1:]))
''', ('x', 'y'))
p('r20a_memory_getitem_class', r'''
@lifted
class Memory:
    def __init__(self, n): self.cells = [0] * n
    def __getitem__(self, a):
        if a < 0 or a >= len(self.cells): raise IndexError("address " + str(a) + " out of range")
        return self.cells[a]
    def __setitem__(self, a, v):
        if a < 0 or a >= len(self.cells): raise IndexError("address " + str(a) + " out of range")
        self.cells[a] = v
@lifted
def g(x, y):
    m = Memory(3)
    m[y] = x
    m[(y + 1) % 3] = m[y] * 2
    return m.cells, m[x]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_program_iter_class', r'''
@lifted
class Program:
    def __init__(self, ops): self.ops = ops
    def __iter__(self):
        for i, op in enumerate(self.ops):
            yield i, op
    def __len__(self): return len(self.ops)
@lifted
def f(x, y):
    prog = Program(["inc", "dbl", "inc"] if x > 0 else ["dbl"])
    acc = y
    for i, op in prog:
        acc = acc + 1 if op == "inc" else acc * 2
    return acc, len(prog)
''', ('x', 'y'))
p('r20a_value_class_operators', r'''
@lifted
class Val:
    def __init__(self, v, t): self.v, self.t = v, t
    def __add__(self, o):
        if self.t != o.t: raise TypeError("cannot add " + self.t + " and " + o.t)
        return Val(self.v + o.v, self.t)
    def __eq__(self, o): return isinstance(o, Val) and self.v == o.v and self.t == o.t
    def __repr__(self): return "Val(" + repr(self.v) + ", " + self.t + ")"
@lifted
def g(x, s):
    a = Val(x, "int")
    b = Val(2, "int") if x >= 0 else Val(s, "str")
    c = a + b
    return repr(c), c == Val(x + 2, "int")

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_token_eq_hash_key', r'''
@lifted
class Tok:
    def __init__(self, kind, text): self.kind, self.text = kind, text
    def __eq__(self, o): return self.kind == o.kind and self.text == o.text
    def __hash__(self): return hash((self.kind, self.text))
@lifted
def f(x, y):
    prec = {Tok("op", "+"): 1, Tok("op", "*"): 2}
    t = Tok("op", "+" if x > 0 else "*")
    u = Tok("op", "*" if y > 0 else "-")
    return prec[t], prec.get(u, 0), t == u
''', ('x', 'y'))
p('r20a_instr_call_dunder', r'''
@lifted
class AddN:
    def __init__(self, n): self.n = n
    def __call__(self, acc): return acc + self.n
@lifted
class Scale:
    def __init__(self, k): self.k = k
    def __call__(self, acc): return acc * self.k
@lifted
def f(x, y):
    prog = [AddN(x), Scale(y), AddN(1)] if x != y else [Scale(2)]
    acc = 1
    for ins in prog:
        acc = ins(acc)
    return acc
''', ('x', 'y'))
p('r20a_classmethod_factory_parse', r'''
@lifted
class Ins:
    def __init__(self, op, arg): self.op, self.arg = op, arg
    @classmethod
    def parse(cls, t):
        return cls(t[0], t[1] if len(t) > 1 else 0)
    @staticmethod
    def arity(op): return {"push": 1, "add": 0, "jmp": 1}.get(op, -1)
    @property
    def size(self): return 1 + Ins.arity(self.op)
@lifted
def f(x, y):
    code = [Ins.parse(("push", x)), Ins.parse(("add",)), Ins.parse(("jmp", y) if y > 0 else ("nop",))]
    return [(i.op, i.arg, i.size) for i in code], sum(i.size for i in code)
''', ('x', 'y'))
p('r20a_class_level_counter', r'''
@lifted
class Node:
    count = 0
    def __init__(self, v):
        Node.count += 1
        self.v = v
@lifted
def f(x, y):
    Node.count = 0
    nodes = [Node(i) for i in range(max(x, 0))]
    if y > 0: Node(y)
    return Node.count, len(nodes)
''', ('x', 'y'))
p('r20a_heap_lt_entries', r'''
@lifted
class Job:
    def __init__(self, pri, name): self.pri, self.name = pri, name
    def __lt__(self, o): return (self.pri, self.name) < (o.pri, o.name)
@lifted
def f(x, y):
    h = []
    for j in [Job(x, "a"), Job(y, "b"), Job(1, "c")]:
        heapq.heappush(h, j)
    return [heapq.heappop(h).name for _ in range(3)]
''', ('x', 'y'))
p('r20a_env_class_getattr_fallback', r'''
@lifted
class Env:
    def __init__(self, vals, parent=None):
        self.vals, self.parent = vals, parent
    def get(self, k):
        if k in self.vals: return self.vals[k]
        if self.parent is None: raise NameError("unbound " + k)
        return self.parent.get(k)
    def child(self, **kw): return Env(kw, self)
@lifted
def g(x, y):
    root = Env({"x": x})
    inner = root.child(y=y) if y > 0 else root.child(z=y)
    return inner.get("x") + inner.get("y")

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_builtin_max_key_ties', r'''
@lifted
def f(x, y):
    scores = {"a": x, "b": y, "c": 1}
    best = max(scores, key=scores.get)
    worst = min(scores.items(), key=lambda kv: kv[1])
    return best, worst
''', ('x', 'y'))
p('r20a_builtin_sort_stable', r'''
@lifted
def f(x, y):
    ins = [("a", x % 2), ("b", y % 2), ("c", 0), ("d", 1)]
    return [n for n, _ in sorted(ins, key=lambda t: t[1])]
''', ('x', 'y'))
p('r20a_builtin_zip_strict', r'''
@lifted
def g(x, y):
    names = ["a", "b", "c"][: max(x, 0)]
    vals = [y, y + 1]
    return dict(zip(names, vals, strict=True))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_builtin_any_side_effects', r'''
@lifted
def f(x, y):
    log = []
    def chk(n, v):
        log.append(n)
        return v
    a = any(chk(i, v > 0) for i, v in enumerate([x, y, 1]))
    b = all(chk(10 + i, v > 0) for i, v in enumerate([y, x]))
    return a, b, log
''', ('x', 'y'))
p('r20a_builtin_hex_bin_fmt', r'''
@lifted
def f(x, y):
    return hex(x), bin(y), oct(x + y), str(x).zfill(3)
''', ('x', 'y'))
p('r20a_builtin_chr_ord_vm', r'''
@lifted
def f(x, y):
    out = ""
    for d in [x, y, x + y]:
        out += chr(ord("m") + d)
    return out, [ord(c) - ord("a") for c in out]
''', ('x', 'y'))
p('r20a_builtin_pow_mod_isa', r'''
@lifted
def f(x, y):
    return pow(x, 2, 7), pow(y + 2, 3), abs(x) ** 2 % 5, (x * y).bit_length()
''', ('x', 'y'))
p('r20a_builtin_frozenset_states', r'''
@lifted
def f(x, y):
    seen = set()
    states = frozenset({0})
    trans = {0: {1, 2}, 1: {2}, 2: {0}}
    for _ in range(max(x, 0) + y):
        seen.add(states)
        states = frozenset(t for s in states for t in trans[s])
    return sorted(states), len(seen)
''', ('x', 'y'))
p('r20a_builtin_enumerate_start_labels', r'''
@lifted
def f(x, y):
    lines = ["nop", "lbl" if x > 0 else "nop", "jmp", "lbl" if y > 0 else "nop"]
    labels = {ln + str(i): i for i, ln in enumerate(lines, start=100) if ln == "lbl"}
    return labels
''', ('x', 'y'))
p('r20a_shunting_yard', r'''
@lifted
def to_rpn(toks):
    prec = {"+": 1, "-": 1, "*": 2}
    out, ops = [], []
    for t in toks:
        if isinstance(t, int): out.append(t)
        elif t == "(": ops.append(t)
        elif t == ")":
            while ops[-1] != "(": out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[t]: out.append(ops.pop())
            ops.append(t)
    while ops: out.append(ops.pop())
    return out
@lifted
def g(x, y):
    rpn = to_rpn([x, "-", y, "*", "(", 2, "+", x, ")"])
    st = []
    for t in rpn:
        if isinstance(t, int): st.append(t)
        else:
            b, a = st.pop(), st.pop()
            st.append(a + b if t == "+" else a - b if t == "-" else a * b)
    return rpn, st[0]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_precedence_climbing', r'''
@lifted
def parse(toks, i, minp):
    prec = {"+": 1, "-": 1, "*": 2, "^": 3}
    lhs = toks[i]; i += 1
    while i < len(toks) and prec[toks[i]] >= minp:
        op = toks[i]
        nxt = prec[op] if op == "^" else prec[op] + 1
        rhs, i = parse(toks, i + 1, nxt)
        lhs = (op, lhs, rhs)
    return lhs, i
@lifted
def f(x, y):
    ops = ["+", "*", "^", "-"]
    toks = [1, ops[x % 4], 2, ops[y % 4], 3]
    return parse(toks, 0, 1)[0]
''', ('x', 'y'))
p('r20a_spreadsheet_cycles', r'''
@lifted
def g(x, y):
    cells = {"A1": x, "A2": ("ref", "A1"), "A3": ("add", "A1", "A2"), "B1": ("ref", "B2" if y > 0 else "A3"), "B2": ("ref", "B1")}
    def ev(name, visiting):
        if name in visiting: raise RecursionError("cycle at " + name)
        c = cells[name]
        if isinstance(c, int): return c
        visiting = visiting | {name}
        if c[0] == "ref": return ev(c[1], visiting)
        return ev(c[1], visiting) + ev(c[2], visiting)
    return ev("A3", frozenset()), ev("B1", frozenset())

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_sign_abstract_interp', r'''
@lifted
def sign(v): return "+" if v > 0 else ("-" if v < 0 else "0")
@lifted
def amul(a, b):
    if a == "0" or b == "0": return "0"
    if a == "T" or b == "T": return "T"
    return "+" if a == b else "-"
@lifted
def aadd(a, b):
    if a == "0": return b
    if b == "0": return a
    return a if a == b else "T"
@lifted
def f(x, y):
    sx, sy = sign(x), sign(y)
    e = aadd(amul(sx, sx), amul(sy, sx))
    return e, sign(x * x + y * x) == e or e == "T"
''', ('x', 'y'))
p('r20a_interval_abstract_interp', r'''
@lifted
def f(x, y):
    iv = {"a": (x, x + 2), "b": (min(y, 0), max(y, 0))}
    def add(p, q): return (p[0] + q[0], p[1] + q[1])
    def mul(p, q):
        c = [p[0] * q[0], p[0] * q[1], p[1] * q[0], p[1] * q[1]]
        return (min(c), max(c))
    iv["c"] = add(iv["a"], iv["b"])
    iv["d"] = mul(iv["c"], iv["b"])
    return iv["c"], iv["d"]
''', ('x', 'y'))
p('r20a_const_prop_3addr', r'''
@lifted
def f(x, y):
    code = [("a", "const", 2, None), ("b", "input", None, None), ("c", "add", "a", "a"), ("d", "mul", "b", "c"), ("e", "add", "c", "c")]
    known = {}
    for dst, op, s1, s2 in code:
        if op == "const": known[dst] = s1
        elif op == "input":
            if y > 0: known[dst] = x
        elif s1 in known and s2 in known:
            known[dst] = known[s1] + known[s2] if op == "add" else known[s1] * known[s2]
    return sorted(known.items())
''', ('x', 'y'))
p('r20a_liveness_sets', r'''
@lifted
def f(x, y):
    code = [("a", ["x"]), ("b", ["a", "y"]), ("c", ["b"] if x > 0 else ["a"]), ("ret", ["c"])]
    live = set()
    out = []
    for dst, uses in reversed(code):
        live.discard(dst)
        live |= set(uses)
        out.append(sorted(live))
    return out[::-1]
''', ('x', 'y'))
p('r20a_dead_code_elim', r'''
@lifted
def f(x, y):
    code = [("t1", x), ("t2", y), ("t3", "t1"), ("t4", "t2"), ("out", "t3" if x > y else "t4")]
    used = {"out"}
    keep = []
    for dst, src in reversed(code):
        if dst in used:
            keep.append(dst)
            if isinstance(src, str): used.add(src)
    return keep[::-1]
''', ('x', 'y'))
p('r20a_datalog_closure', r'''
@lifted
def f(x, y):
    edges = {(0, 1), (1, 2), (x % 3, (y + 1) % 3)}
    reach = set(edges)
    changed = True
    while changed:
        changed = False
        for (a, b) in list(reach):
            for (c, d) in list(reach):
                if b == c and (a, d) not in reach:
                    reach.add((a, d)); changed = True
    return sorted(reach)
''', ('x', 'y'))
p('r20a_prolog_facts_query', r'''
@lifted
def f(x, y):
    facts = [("parent", "ann", "bob"), ("parent", "bob", "cid"), ("parent", "ann", "dan" if x > 0 else "eve")]
    who = ["ann", "bob", "cid"][y % 3]
    kids = [c for (r, p, c) in facts if r == "parent" and p == who]
    grand = [g for (r, p, c) in facts if p == who for (r2, p2, g) in facts if p2 == c]
    return kids, grand
''', ('x', 'y'))
p('r20a_decision_tree_eval', r'''
@lifted
def f(x, y, b):
    tree = ("x", 0, ("b", None, "L1", ("y", 1, "L2", "L3")), ("y", 0, "L4", "L5"))
    env = {"x": x, "y": y, "b": b}
    node = tree
    path = []
    while isinstance(node, tuple):
        var, thr, lo, hi = node
        path.append(var)
        v = env[var]
        node = hi if (v if thr is None else v > thr) else lo
    return node, path
''', ('x', 'y', 'b'))
p('r20a_poly_horner', r'''
@lifted
def f(x, y):
    coeffs = [1, y, -2, x]
    acc = 0
    for c in coeffs:
        acc = acc * x + c
    deriv = [c * (len(coeffs) - 1 - i) for i, c in enumerate(coeffs[:-1])]
    return acc, deriv
''', ('x', 'y'))
p('r20a_matrix_dsl_2x2', r'''
@lifted
def f(x, y):
    M = [[x, 1], [0, y]]
    I = [[1, 0], [0, 1]]
    def mul(A, B): return [[sum(A[i][k] * B[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
    R = I
    for op in ["mul", "mul", "t"]:
        R = mul(R, M) if op == "mul" else [list(r) for r in zip(*R)]
    return R
''', ('x', 'y'))
p('r20a_game_of_life_tiny', r'''
@lifted
def f(x, y):
    live = {(0, 0), (0, 1), (x % 2, 2), (1, y % 3)}
    for _ in range(1):
        cand = {(r + dr, c + dc) for (r, c) in live for dr in (-1, 0, 1) for dc in (-1, 0, 1)}
        nxt = set()
        for cell in cand:
            n = sum((cell[0] + dr, cell[1] + dc) in live for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
            if n == 3 or (n == 2 and cell in live): nxt.add(cell)
        live = nxt
    return sorted(live)
''', ('x', 'y'))
p('r20a_petri_net', r'''
@lifted
def f(x, y):
    marks = {"p1": max(x, 0), "p2": max(y, 0), "p3": 0}
    trans = [({"p1": 1, "p2": 1}, {"p3": 1}), ({"p3": 1}, {"p1": 2})]
    fired = []
    for step in range(4):
        for i, (pre, post) in enumerate(trans):
            if all(marks[p] >= n for p, n in pre.items()):
                for p, n in pre.items(): marks[p] -= n
                for p, n in post.items(): marks[p] += n
                fired.append(i)
                break
    return marks, fired
''', ('x', 'y'))
p('r20a_rule_engine_lambdas', r'''
@lifted
def f(x, y):
    rules = [(lambda s: s["t"] > 2, lambda s: s.update(t=s["t"] - 2, a="cool")),
             (lambda s: s["t"] < 0, lambda s: s.update(t=0, a="heat")),
             (lambda s: True, lambda s: s.update(a="idle"))]
    s = {"t": x + y, "a": None}
    acts = []
    for _ in range(2):
        for cond, act in rules:
            if cond(s):
                act(s); acts.append(s["a"]); break
    return s, acts
''', ('x', 'y'))
p('r20a_re_fullmatch_lexer', r'''
import re
@lifted
def f(s):
    if re.fullmatch(r"-?[0-9]+", s): return "int"
    if re.fullmatch(r"[a-zA-Z]+[0-9]*", s): return "ident"
    return "other"
''', ('s',))
p('r20a_debruijn_subst', r'''
@lifted
def shift(t, d, c=0):
    if t[0] == "var": return ("var", t[1] + d if t[1] >= c else t[1])
    if t[0] == "lam": return ("lam", shift(t[1], d, c + 1))
    return ("app", shift(t[1], d, c), shift(t[2], d, c))
@lifted
def subst(t, j, s):
    if t[0] == "var": return s if t[1] == j else t
    if t[0] == "lam": return ("lam", subst(t[1], j + 1, shift(s, 1)))
    return ("app", subst(t[1], j, s), subst(t[2], j, s))
@lifted
def f(x, y):
    body = ("app", ("var", 0), ("var", max(x, 0) % 2))
    arg = ("var", y % 2)
    return shift(subst(body, 0, shift(arg, 1)), -1)
''', ('x', 'y'))
p('r20a_acc_machine_table', r'''
@lifted
def g(x, y):
    table = [lambda a, n: a + n, lambda a, n: a - n, lambda a, n: a * n, lambda a, n: a // n, lambda a, n: a % n]
    acc = 10
    for opc, n in [(x % 5, y), ((x + 2) % 5, 3)]:
        acc = table[opc](acc, n)
    return acc

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_jump_table_list_index', r'''
@lifted
def g(x, y):
    code = [("jmp", 2), ("ret", 10), ("jtab", [1, 3, 4]), ("ret", 20), ("ret", y)]
    pc, sel, n = 0, x, 0
    while n < 5:
        n += 1
        op, a = code[pc]
        if op == "jmp": pc = a
        elif op == "jtab": pc = a[sel]
        elif op == "ret": return a, n
    return None

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_loop_instr_counter', r'''
@lifted
def g(x, y):
    code = [("loop", 3), ("add", y), ("end", 0), ("ret", 0)]
    acc, pc, cnt, ret = x, 0, 0, []
    for _ in range(15):
        op, a = code[pc]
        if op == "loop": cnt = a; ret.append(pc + 1); pc += 1
        elif op == "add": acc += a; pc += 1
        elif op == "end":
            cnt -= 1
            if cnt > 0: pc = ret[-1]
            else: ret.pop(); pc += 1
        elif op == "ret": return acc
    return "fuel"

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_stack_min_max_ops', r'''
@lifted
def g(x, y):
    st = [x, y, 0]
    for op in ["max", "min"] if x > y else ["min", "max"]:
        b = st.pop(); a = st.pop()
        st.append(max(a, b) if op == "max" else min(a, b))
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_clamp_saturating_vm', r'''
@lifted
def sat(v, lo=-4, hi=4):
    return lo if v < lo else hi if v > hi else v
@lifted
def f(x, y):
    acc, trace = 0, []
    for op, a in [("add", x), ("mul", y + 1), ("add", x), ("neg", 0)]:
        if op == "add": acc = sat(acc + a)
        elif op == "mul": acc = sat(acc * a)
        else: acc = sat(-acc)
        trace.append(acc)
    return trace
''', ('x', 'y'))
p('r20a_stack_cmp_chain', r'''
@lifted
def g(x, y):
    st = [x, y, 1]
    res = []
    while len(st) >= 2:
        b, a = st.pop(), st.pop()
        res.append(a < b < 2)
        st.append(a - b)
    return res, st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_collatz_fuel', r'''
@lifted
def g(x):
    n, steps = x + 4, 0
    while n != 1:
        if steps >= 6: raise TimeoutError("fuel")
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_counter_machine_minsky', r'''
@lifted
def f(x, y):
    # add r0 into r1 using INC/DECJZ
    r = [max(x, 0), max(y, 0)]
    prog = {0: ("decjz", 0, 3), 1: ("inc", 1, 2), 2: ("decjz", 2, 0), 3: ("halt",)}
    r.append(0)
    pc, n = 0, 0
    while prog[pc][0] != "halt" and n < 14:
        n += 1
        ins = prog[pc]
        if ins[0] == "inc": r[ins[1]] += 1; pc = ins[2]
        elif r[ins[1]] == 0: pc = ins[2]
        else: r[ins[1]] -= 1; pc += 1
    return r, pc
''', ('x', 'y'))
p('r20a_bytecode_bytes_obj', r'''
@lifted
def g(x, y):
    code = bytes([1, x % 4, 1, y % 4, 2, 3])
    st, pc = [], 0
    while pc < len(code):
        op = code[pc]
        if op == 1: st.append(code[pc + 1]); pc += 2
        elif op == 2: st.append(st.pop() * st.pop()); pc += 1
        elif op == 3: st.append(-st.pop()); pc += 1
        else: raise ValueError("bad opcode")
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_bitfield_decode', r'''
@lifted
def f(x, y):
    word = ((x & 3) << 6) | ((y & 3) << 4) | 5
    op = (word >> 6) & 3
    rd = (word >> 4) & 3
    imm = word & 15
    names = ["ld", "st", "add", "jmp"]
    return names[op], rd, imm, word
''', ('x', 'y'))
p('r20a_bitvec_vm_bv4', r'''
@lifted
def f(v):
    acc = v
    prog = [("xor", 5), ("rol", 1), ("add", 9)]
    for op, a in prog:
        if op == "xor": acc = acc ^ a
        elif op == "rol": acc = (acc << a) | (acc >> (4 - a))
        elif op == "add": acc = acc + a
    return acc == 3, acc == 0
''', ('v',))
p('r20a_cond_move_isa', r'''
@lifted
def g(x, y, b):
    r = {"a": x, "b": y, "f": b}
    for op, d, s in [("cmovf", "a", "b"), ("sub", "b", "a"), ("cmovnf", "b", "a")]:
        if op == "cmovf" and r["f"]: r[d] = r[s]
        elif op == "cmovnf" and not r["f"]: r[d] = r[s]
        elif op == "sub": r[d] -= r[s]; r["f"] = r[d] < 0
    return r

@lifted
def f(x, y, b):
    try:
        return g(x, y, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y', 'b'))
p('r20a_tuple_state_functional', r'''
@lifted
def step(state, ins):
    pc, acc, out = state
    op, a = ins
    if op == "add": return (pc + 1, acc + a, out)
    if op == "out": return (pc + 1, acc, out + (acc,))
    if op == "neg": return (pc + 1, -acc, out)
    return state
@lifted
def f(x, y):
    st = (0, x, ())
    for ins in [("add", y), ("out", 0), ("neg", 0), ("out", 0), ("add", x)]:
        st = step(st, ins)
    return st
''', ('x', 'y'))
p('r20a_recursive_tuple_vm', r'''
@lifted
def run(code, pc, acc, fuel):
    if fuel == 0 or pc >= len(code): return acc, pc
    op, a = code[pc]
    if op == "add": return run(code, pc + 1, acc + a, fuel - 1)
    if op == "jpos": return run(code, a if acc > 0 else pc + 1, acc, fuel - 1)
    return run(code, pc + 1, acc * a, fuel - 1)
@lifted
def f(x, y):
    return run([("add", -1), ("jpos", 0), ("mul", y)], 0, x, 6)
''', ('x', 'y'))
p('r20a_calc_vars_assign', r'''
@lifted
def g(x, y):
    env = {}
    prog = [["a", "=", x], ["b", "=", "a", "*", 2], ["c", "=", "b", "-", y], ["d", "=", "c", "/", "a"]]
    def val(t):
        return env[t] if isinstance(t, str) else t
    for stmt in prog:
        name, _, *rhs = stmt
        v = val(rhs[0])
        if len(rhs) == 3:
            w = val(rhs[2])
            v = v * w if rhs[1] == "*" else v - w if rhs[1] == "-" else v // w
        env[name] = v
    return env

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_calc_unary_minus', r'''
@lifted
def g(x, y):
    toks = ["-", x, "*", "-", "(", y, "-", 3, ")"]
    pos = [0]
    def peek(): return toks[pos[0]] if pos[0] < len(toks) else None
    def take():
        t = toks[pos[0]]; pos[0] += 1; return t
    def unary():
        if peek() == "-":
            take(); return -unary()
        if peek() == "(":
            take(); v = expr(); take(); return v
        return take()
    def term():
        v = unary()
        while peek() == "*":
            take(); v *= unary()
        return v
    def expr():
        v = term()
        while peek() in ("+", "-"):
            v = v + term() if take() == "+" else v - term()
        return v
    return expr()

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_lisp_map_filter_builtins', r'''
@lifted
def ev(e, env):
    if isinstance(e, int): return e
    if isinstance(e, str): return env[e]
    if e[0] == "list": return [ev(a, env) for a in e[1:]]
    if e[0] == "lambda": return lambda v: ev(e[2], {**env, e[1]: v})
    fn = ev(e[0], env)
    return fn(*[ev(a, env) for a in e[1:]])
@lifted
def g(x, y):
    env = {"map": lambda f, l: [f(v) for v in l], "filter": lambda f, l: [v for v in l if f(v)],
           "gt": lambda a, b: a > b, "add": lambda a, b: a + b}
    prog = ["map", ["lambda", "v", ["add", "v", "y"]], ["filter", ["lambda", "v", ["gt", "v", 0]], ["list", "x", 1, ["add", "x", "y"]]]]
    return ev(prog, {**env, "x": x, "y": y})

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_forth_loop_do', r'''
@lifted
def g(x, y):
    ws = ["0", "N", "0", "DO", "I", "+", "LOOP"]
    st, rs, i = [], [], 0
    n = 0
    while i < len(ws) and n < 30:
        n += 1
        w = ws[i]; i += 1
        if w == "N": st.append(max(x, 0))
        elif w == "DO":
            start, limit = st.pop(), st.pop()
            rs.append([start, limit, i])
        elif w == "I": st.append(rs[-1][0] * y)
        elif w == "+": st.append(st.pop() + st.pop())
        elif w == "LOOP":
            rs[-1][0] += 1
            if rs[-1][0] < rs[-1][1]: i = rs[-1][2]
            else: rs.pop()
        else: st.append(int(w))
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_robot_program_repeat', r'''
@lifted
def f(x, y):
    prog = [("rep", 2, [("fwd", 1), ("turn",)]), ("fwd", x)] if y > 0 else [("fwd", x), ("rep", 3, [("turn",)])]
    pos, d = [0, 0], 0
    dirs = [(1, 0), (0, 1), (-1, 0), (0, -1)]
    def run(cmds):
        nonlocal d
        for c in cmds:
            if c[0] == "fwd":
                pos[0] += dirs[d][0] * c[1]; pos[1] += dirs[d][1] * c[1]
            elif c[0] == "turn": d = (d + 1) % 4
            elif c[0] == "rep":
                for _ in range(c[1]): run(c[2])
    run(prog)
    return pos, d
''', ('x', 'y'))
p('r20a_bank_objects_overdraft', r'''
class Overdraft(Exception):
    def __init__(self, name, short):
        super().__init__(name + " short by " + str(short))
        self.short = short
@lifted
class Account:
    def __init__(self, name, bal): self.name, self.bal = name, bal
    def withdraw(self, n):
        if n > self.bal: raise Overdraft(self.name, n - self.bal)
        self.bal -= n
@lifted
def g(x, y):
    a, b = Account("a", 2), Account("b", y)
    try:
        a.withdraw(x)
        b.withdraw(a.bal)
        return a.bal, b.bal
    except Overdraft as e:
        return str(e), e.short

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_state_machine_table_enum_events', r'''
import enum
class Ev(enum.Enum):
    OPEN = "open"
    CLOSE = "close"
    LOCK = "lock"
@lifted
def f(x, y):
    table = {("closed", Ev.OPEN): "opened", ("opened", Ev.CLOSE): "closed", ("closed", Ev.LOCK): "locked", ("locked", Ev.OPEN): "locked"}
    evs = list(Ev)
    st = "closed"
    hist = [st]
    for i in [x % 3, y % 3, (x * y) % 3]:
        st = table.get((st, evs[i]), st)
        hist.append(st)
    return hist
''', ('x', 'y'))
p('r20a_interp_dict_comprehension_env', r'''
@lifted
def f(x, y):
    env = {n: v for n, v in zip("abc", [x, y, x + y])}
    upd = {k: v * 2 for k, v in env.items() if v > 0}
    env.update(upd)
    return env, list(upd)
''', ('x', 'y'))
p('r20a_nested_try_in_loop_break', r'''
@lifted
def g(x, y):
    out = []
    for v in [x, y, 0, 3]:
        try:
            if v == 0: break
            out.append(6 // v)
        except ZeroDivisionError:
            out.append("never")
        finally:
            out.append(".")
    return out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_stack_vm_returns_union_types', r'''
@lifted
def f(x, b):
    st = []
    for ins in [("push", x), ("push", b), ("push", "s"), ("pick", 1 if x > 0 else 2)]:
        if ins[0] == "push": st.append(ins[1])
        else: st.append(st[-1 - ins[1]])
    return st[-1], type(st[-1]).__name__
''', ('x', 'b'))
p('r20a_exception_type_from_table', r'''
@lifted
def g(x, y):
    errs = {0: ValueError, 1: KeyError, 2: IndexError}
    try:
        if x in errs:
            raise errs[x]("code " + str(y))
        return "ok"
    except LookupError as e:
        return "lookup", type(e).__name__, e.args

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_exception_group_fields_match', r'''
class ParseError(Exception):
    def __init__(self, pos, expected):
        self.pos, self.expected = pos, expected
        super().__init__(pos, expected)
@lifted
def g(x, y):
    try:
        if x < 0: raise ParseError(x, "num")
        if y > 1: raise ParseError(y, ")")
        return x + y
    except ParseError as e:
        match e:
            case ParseError(expected="num"): return "need number at", e.pos
            case _: return "other", e.args

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_string_builder_out_channel', r'''
@lifted
def f(x, y):
    out = []
    acc = x
    for op in ["p", "i", "p", "d", "p"] if y > 0 else ["p", "d", "d", "p"]:
        if op == "p": out.append(str(acc))
        elif op == "i": acc += 1
        elif op == "d": acc *= 2
    return ",".join(out)
''', ('x', 'y'))
p('r20a_str_int_roundtrip_vm', r'''
@lifted
def f(x, y):
    regs = {"a": str(x), "b": str(y)}
    total = int(regs["a"]) + int(regs["b"])
    cat = regs["a"] + regs["b"]
    return total, cat, len(cat), cat.startswith("-")
''', ('x', 'y'))
p('r20a_vm_exception_in_dispatch_lambda', r'''
@lifted
def g(x, y):
    def fail(msg):
        raise RuntimeError(msg)
    ops = {"div": lambda a, b: a // b if b else fail("div by zero"), "sub": lambda a, b: a - b}
    acc = 6
    for name, v in [("sub", x), ("div", y)]:
        acc = ops[name](acc, v)
    return acc

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_two_stack_machine', r'''
@lifted
def g(x, y):
    data, ret = [x, y], []
    for w in [">r", "dup", "*", "r@", "+", "r>"]:
        if w == ">r": ret.append(data.pop())
        elif w == "r>": data.append(ret.pop())
        elif w == "r@": data.append(ret[-1])
        elif w == "dup": data.append(data[-1])
        elif w == "*": data.append(data.pop() * data.pop())
        elif w == "+": data.append(data.pop() + data.pop())
    return data, ret

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_event_loop_callbacks', r'''
@lifted
def f(x, y):
    q = collections.deque()
    log = []
    def emit(name, v):
        q.append((name, v))
    handlers = {"start": lambda v: emit("tick", v + 1), "tick": lambda v: emit("tick", v - 1) if v > 0 else emit("done", v), "done": lambda v: log.append("done")}
    emit("start", x)
    n = 0
    while q and n < 6:
        n += 1
        name, v = q.popleft()
        log.append(name)
        handlers[name](v)
    return log, len(q)
''', ('x', 'y'))
p('r20a_observer_bus', r'''
@lifted
def f(x, y):
    subs = collections.defaultdict(list)
    seen = []
    subs["num"].append(lambda v: seen.append(("a", v)))
    if y > 0:
        subs["num"].append(lambda v: seen.append(("b", v * y)))
    subs["str"].append(lambda v: seen.append(("s", v)))
    for topic, v in [("num", x), ("str", "hi"), ("none", 0)]:
        for cb in subs.get(topic, []):
            cb(v)
    return seen
''', ('x', 'y'))
p('r20a_scheme_tail_loop', r'''
@lifted
def g(x, y):
    # (let loop ((i x) (acc 0)) (if (<= i 0) acc (loop (- i 1) (+ acc y))))
    i, acc, n = x, 0, 0
    while True:
        n += 1
        if n > 5: raise RecursionError("loop too long")
        if i <= 0: return acc
        i, acc = i - 1, acc + y

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_pattern_substitution_rewrite', r'''
@lifted
def rewrite(t):
    if isinstance(t, tuple):
        t = tuple(rewrite(a) for a in t)
        if t[0] == "+" and t[2] == 0: return t[1]
        if t[0] == "*" and t[2] == 1: return t[1]
        if t[0] == "*" and t[1] == t[2]: return ("sq", t[1])
    return t
@lifted
def f(x, y):
    return rewrite(("+", ("*", x, y), y - 1)), rewrite(("*", ("+", x, 0), ("+", y, 0)))
''', ('x', 'y'))
p('r20a_interp_globals_builtins_chain', r'''
@lifted
def g(x, s):
    builtins = {"len": len, "abs": abs, "neg": lambda v: -v}
    glob = {"x": x, "s": s}
    def call(fname, argname):
        fn = glob.get(fname, builtins.get(fname))
        if fn is None: raise NameError(fname)
        return fn(glob[argname])
    return call("len", "s"), call("abs", "x"), call("neg" if x > 0 else "len", "x")

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_graph_walk_cmds', r'''
@lifted
def f(x, y):
    graph = {"a": ["b", "c"], "b": ["c"], "c": ["a"]}
    node, path = "a", ["a"]
    for choice in [x % 2, y % 2, (x + y) % 2]:
        nbrs = graph[node]
        node = nbrs[choice % len(nbrs)]
        path.append(node)
    return "".join(path)
''', ('x', 'y'))
p('r20a_bfs_maze_interp', r'''
@lifted
def f(x, y):
    walls = {(1, 1), (x % 3, 2)}
    start, goal = (0, 0), (2, y % 3)
    q = collections.deque([(start, 0)])
    seen = {start}
    while q:
        (r, c), d = q.popleft()
        if (r, c) == goal: return d
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            n = (r + dr, c + dc)
            if 0 <= n[0] < 3 and 0 <= n[1] < 3 and n not in walls and n not in seen:
                seen.add(n); q.append((n, d + 1))
    return -1
''', ('x', 'y'))
p('r20a_stack_effects_checker', r'''
@lifted
def g(x, y):
    effects = {"dup": (1, 2), "drop": (1, 0), "+": (2, 1), "swap": (2, 2), "lit": (0, 1)}
    words = ["lit", "dup", "+", "drop", "drop", "lit"][: x + 3]
    depth = max(y, 0)
    for w in words:
        need, prod = effects[w]
        if depth < need: raise ValueError("underflow at " + w)
        depth += prod - need
    return depth

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_sum_type_visitor', r'''
@lifted
def visit(node, handlers):
    kind = node[0]
    return handlers[kind](node, lambda n: visit(n, handlers))
@lifted
def f(x, y):
    h_eval = {"n": lambda n, r: n[1], "add": lambda n, r: r(n[1]) + r(n[2]), "neg": lambda n, r: -r(n[1])}
    h_size = {"n": lambda n, r: 1, "add": lambda n, r: 1 + r(n[1]) + r(n[2]), "neg": lambda n, r: 1 + r(n[1])}
    t = ("add", ("n", x), ("neg", ("n", y))) if x > y else ("neg", ("n", x))
    return visit(t, h_eval), visit(t, h_size)
''', ('x', 'y'))
p('r20a_hex_asm_parse', r'''
@lifted
def g(x, y):
    lines = ["li r1, " + str(x), "li r2, " + str(y), "add r3, r1, r2"]
    regs = {}
    for ln in lines:
        op, _, rest = ln.partition(" ")
        args = [a.strip() for a in rest.split(",")]
        if op == "li": regs[args[0]] = int(args[1])
        elif op == "add": regs[args[0]] = regs[args[1]] + regs[args[2]]
    return regs

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_stack_vm_list_values', r'''
@lifted
def f(x, y):
    st = []
    for ins in [("nil",), ("cons", x), ("cons", y), ("len",), ("cons", 0)] if x > 0 else [("nil",), ("cons", y), ("len",)]:
        if ins[0] == "nil": st.append([])
        elif ins[0] == "cons": st.append([ins[1]] + st.pop())
        elif ins[0] == "len": st.append(len(st[-1]))
    return st
''', ('x', 'y'))
p('r20a_register_renaming', r'''
@lifted
def f(x, y):
    code = [("a", "x"), ("b", "a"), ("a", "y"), ("c", "a")]
    ver, out = {"x": 0, "y": 0}, []
    for dst, src in code:
        s = src + str(ver[src])
        ver[dst] = ver.get(dst, -1) + 1
        out.append(dst + str(ver[dst]) + "=" + s)
    vals = {"x0": x, "y0": y}
    for o in out:
        d, s = o.split("=")
        vals[d] = vals[s]
    return out, vals["c0"]
''', ('x', 'y'))
p('r20a_vm_bool_ops_stack', r'''
@lifted
def g(x, y, b):
    st = [b, x > y]
    for op in ["and", "not", "push_y_pos", "or", "xor_b"]:
        if op == "and": q = st.pop(); st.append(st.pop() and q)
        elif op == "not": st.append(not st.pop())
        elif op == "push_y_pos": st.append(y > 0)
        elif op == "or": q = st.pop(); st.append(st.pop() or q)
        elif op == "xor_b": st.append(st.pop() ^ b)
    return st

@lifted
def f(x, y, b):
    try:
        return g(x, y, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y', 'b'))
p('r20a_lru_cache_interp', r'''
import functools
@lifted
def f(x, y):
    calls = []
    @functools.lru_cache(maxsize=None)
    def fib(n):
        calls.append(n)
        return n if n < 2 else fib(n - 1) + fib(n - 2)
    return fib(x % 5), len(calls)
''', ('x', 'y'))
p('r20a_memo_dict_interp', r'''
@lifted
def f(x, y):
    memo = {}
    def paths(r, c):
        if (r, c) in memo: return memo[(r, c)]
        if r == 0 or c == 0: v = 1
        else: v = paths(r - 1, c) + paths(r, c - 1)
        memo[(r, c)] = v
        return v
    return paths(max(x, 0) % 3, y + 1), len(memo)
''', ('x', 'y'))
p('r20a_set_machine_ops', r'''
@lifted
def f(x, y):
    regs = {"A": {1, 2}, "B": {x, y}, "C": set()}
    for op, d, a, b in [("union", "C", "A", "B"), ("inter", "A", "A", "B"), ("diff", "B", "C", "A")]:
        if op == "union": regs[d] = regs[a] | regs[b]
        elif op == "inter": regs[d] = regs[a] & regs[b]
        else: regs[d] = regs[a] - regs[b]
    return {k: sorted(v) for k, v in regs.items()}
''', ('x', 'y'))
p('r20a_dyn_compare_int_str', r'''
@lifted
def g(x, s):
    st = [x if x > 0 else s, 1]
    b, a = st.pop(), st.pop()
    return a < b

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_dyn_unary_neg_str', r'''
@lifted
def g(x, s):
    v = s if x < 0 else x
    return -v

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_dyn_call_non_callable', r'''
@lifted
def g(x, y):
    env = {"f": lambda v: v + 1, "n": y}
    fn = env["f" if x > 0 else "n"]
    return fn(x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_subscript_int', r'''
@lifted
def g(x, y):
    v = [x, y] if x > 0 else y
    return v[0]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_len_of_int', r'''
@lifted
def g(x, s):
    v = s if x > 0 else x
    return len(v)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_dyn_attr_none', r'''
@lifted
class Node:
    def __init__(self, v, nxt=None): self.v, self.nxt = v, nxt
@lifted
def g(x, y):
    lst = Node(x, Node(y)) if x > 0 else Node(x)
    return lst.nxt.v

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_unhashable_key', r'''
@lifted
def g(x, y):
    env = {}
    k = [x] if y > 1 else x
    env[k] = y
    return env

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_in_str_int', r'''
@lifted
def g(x, s):
    v = x if x > 1 else s
    return v in "a1b"

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_dyn_mod_zero_msg', r'''
@lifted
def g(x, y):
    if x > 0:
        return x % y
    return divmod(x, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_str_index_notfound', r'''
@lifted
def g(s, x):
    code = "ab-1"
    return code.index(s), (1, 2, 3).index(x)

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20a_dyn_popitem_empty', r'''
@lifted
def g(x, y):
    env = {i: i * y for i in range(max(x, 0))}
    out = []
    for _ in range(2):
        out.append(env.popitem())
    return out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_deque_empty', r'''
@lifted
def g(x, y):
    q = collections.deque(range(max(x, 0)))
    return q.popleft(), q.pop() if y > 0 else q[0]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_heappop_empty', r'''
@lifted
def g(x, y):
    h = [v for v in (x, y) if v > 0]
    return heapq.heappop(h), heapq.heappop(h)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_max_empty', r'''
@lifted
def g(x, y):
    vals = [v for v in range(x) if v != y]
    return max(vals), min(vals)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_next_exhausted', r'''
@lifted
def g(x, y):
    it = iter([v for v in (x, y) if v > 0])
    a = next(it)
    b = next(it, "none")
    return a, b, next(it) if x > 2 else "skip"

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_enum_getitem_name', r'''
import enum
class Op(enum.Enum):
    a = 1
    ab = 2
@lifted
def g(s):
    return Op[s].value

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20a_dyn_dict_mutate_during_iter', r'''
@lifted
def g(x, y):
    env = {"a": x, "b": y}
    for k in env:
        if env[k] > 0:
            env[k + "2"] = 0
    return env

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_int_of_empty', r'''
@lifted
def g(x, s):
    digits = s if x > 0 else ""
    return int(digits or "0") + int(s.strip())

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_dyn_add_none', r'''
@lifted
def g(x, y):
    env = {"a": x}
    v = env.get("a" if y > 0 else "b")
    return v + 1

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_dyn_sort_mixed', r'''
@lifted
def g(x, s):
    vals = [2, x if x > 0 else s, 1]
    return sorted(vals)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_gotcha_class_attr_shared_list', r'''
@lifted
class Machine:
    log = []
    def __init__(self, name): self.name = name
    def step(self, v):
        self.log.append(self.name + str(v))
@lifted
def f(x, y):
    Machine.log = []
    a, b = Machine("a"), Machine("b")
    a.step(x)
    if y > 0: b.step(y)
    b.log = ["own"]
    b.step(0)
    return Machine.log, b.log, a.log is Machine.log
''', ('x', 'y'))
p('r20a_gotcha_alias_env_copy', r'''
import copy
@lifted
def f(x, y):
    env = {"a": [x], "b": y}
    alias = env
    shallow = dict(env)
    deep = copy.deepcopy(env)
    env["a"].append(y)
    env["b"] = 0
    return alias["b"], shallow["a"], shallow["b"], deep["a"]
''', ('x', 'y'))
p('r20a_gotcha_list_mult_alias', r'''
@lifted
def f(x, y):
    regs = [[0]] * 3
    banks = [[0] for _ in range(3)]
    regs[x % 3][0] = y
    banks[x % 3][0] = y
    return regs, banks
''', ('x', 'y'))
p('r20a_gotcha_tuple_iadd', r'''
@lifted
def g(x, y):
    frame = ([x], y)
    try:
        frame[0] += [y]
    except TypeError as e:
        return str(e), frame
    return frame

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_gotcha_setdefault_alias', r'''
@lifted
def f(x, y):
    labels = {}
    refs = labels.setdefault("L" + str(x % 2), [])
    refs.append(y)
    labels.setdefault("L" + str(y % 2), []).append(x)
    return labels
''', ('x', 'y'))
p('r20a_gotcha_match_seq_not_str', r'''
@lifted
def classify(v):
    match v:
        case [a, b]:
            return "pair", a, b
        case str():
            return "str", v
        case _:
            return "other", None
@lifted
def f(s, x):
    return classify(s), classify([s, x]), classify((x, x))
''', ('s', 'x'))
p('r20a_gotcha_match_bool_int_order', r'''
@lifted
def kind(v):
    match v:
        case int():
            return "int"
        case bool():
            return "bool"
        case _:
            return "?"
@lifted
def kind2(v):
    match v:
        case True:
            return "T"
        case 1:
            return "one"
        case _:
            return "-"
@lifted
def f(x, b):
    v = b if x > 0 else x
    return kind(v), kind2(v), kind2(x)
''', ('x', 'b'))
p('r20a_gotcha_enum_alias', r'''
import enum
class Op(enum.Enum):
    ADD = 1
    PLUS = 1
    SUB = 2
@lifted
def f(x):
    op = Op(x % 2 + 1)
    return op.name, op is Op.PLUS, [m.name for m in Op], len(Op.__members__)
''', ('x',))
p('r20a_gotcha_intenum_str_format', r'''
import enum
class Op(enum.IntEnum):
    INC = 1
    DEC = 2
class Mode(enum.Enum):
    A = 1
@lifted
def f(x):
    op = Op.INC if x > 0 else Op.DEC
    return str(op), repr(op), op + 1, op == 1, f"{op}", str(Mode.A), f"{Mode.A}"
''', ('x',))
p('r20a_gotcha_flag_enum', r'''
import enum
class Perm(enum.Flag):
    R = 1
    W = 2
    X = 4
@lifted
def f(x, y):
    p = Perm.R
    if x > 0: p |= Perm.W
    if y > 0: p |= Perm.X
    return p.value, Perm.W in p, bool(p & Perm.X)
''', ('x', 'y'))
p('r20a_gotcha_return_in_finally', r'''
@lifted
def g(x, y):
    def run():
        try:
            if x < 0: raise ValueError("neg")
            return 10 // y
        finally:
            if x == 0:
                return "finally wins"
    return run()

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_gotcha_generator_close_finally', r'''
@lifted
def f(x, y):
    log = []
    def trace():
        try:
            for i in range(5):
                yield i * y
        finally:
            log.append("closed")
    gen = trace()
    out = []
    for v in gen:
        out.append(v)
        if len(out) > x: break
    gen.close()
    return out, log
''', ('x', 'y'))
p('r20a_gotcha_chained_assign_alias', r'''
@lifted
def f(x, y):
    a = b = []
    a.append(x)
    c, d = [], []
    c.append(y)
    return b, d, a is b
''', ('x', 'y'))
p('r20a_gotcha_dict_reinsert_order', r'''
@lifted
def f(x, y):
    env = {"a": 1, "b": 2, "c": 3}
    if x > 0:
        del env["a"]
        env["a"] = x
    if y > 0:
        env["b"] = y
    env.pop("c" if x < 0 else "b")
    return list(env), list(env.values())
''', ('x', 'y'))
p('r20a_gotcha_match_mapping_extra_keys', r'''
@lifted
def f(x, y):
    node = {"op": "add", "l": x, "r": y}
    if x > 0: node["extra"] = True
    match node:
        case {"op": "add", "l": l, **rest} if rest.get("extra"):
            return "extra", l, sorted(rest)
        case {"op": "add", "l": l, "r": r}:
            return "plain", l + r
''', ('x', 'y'))
p('r20a_min_union_template_format', r'''
@lifted
def f(x, b):
    t = "a{}" if b else "b{}"
    return t.format(x)
''', ('x', 'b'))
p('r20a_min_union_template_percent_s', r'''
@lifted
def f(x, b):
    t = "a%s" if b else "b%s"
    return t % x
''', ('x', 'b'))
p('r20a_min_union_template_percent_d', r'''
@lifted
def f(x, b):
    t = "a%d" if b else "b%d"
    return t % x
''', ('x', 'b'))
p('r20a_min_union_template_format_str', r'''
@lifted
def f(s, b):
    t = "a{}" if b else "b{}"
    return t.format(s)
''', ('s', 'b'))
p('r20a_min_format_attr_lookup_lifted_obj', r'''
@lifted
class Box:
    def __init__(self, v): self.v = v
@lifted
def f(x):
    return "{0.v}".format(Box(x))
''', ('x',))
p('r20a_format_attr_lookup_instr', r'''
@lifted
class Ins:
    def __init__(self, op, arg): self.op, self.arg = op, arg
@lifted
def f(x, y):
    code = [Ins("push", x), Ins("add", y)]
    return [("{0.op} {0.arg}").format(i) for i in code]
''', ('x', 'y'))
p('r20a_format_attr_lookup_dataclass', r'''
@dataclasses.dataclass
class Ins:
    op: str
    arg: int
@lifted
def f(x, y):
    code = [Ins("push", x), Ins("add", y)]
    return [("{0.op} {0.arg}").format(i) for i in code]
''', ('x', 'y'))
p('r20a_min_union_sep_join_map', r'''
@lifted
def f(x, b):
    sep = "," if b else ";"
    return sep.join(map(str, [x, x + 1]))
''', ('x', 'b'))
p('r20a_min_union_template_spec', r'''
@lifted
def f(x, b):
    t = "{0:>3}" if b else "{0:<3}"
    return t.format(x)
''', ('x', 'b'))
p('r20a_min_concrete_str_find_sym_start', r'''
@lifted
def f(x):
    prog = "+[>+<-]"
    return prog.find("]", x + 3), prog.index("[", 0, x + 4) if x > -3 else -1
''', ('x',))
p('r20a_min_bound_format_method', r'''
@lifted
def f(x):
    fmt = "r{}".format
    return fmt(x)
''', ('x',))
p('r20a_min_bound_format_spec_d', r'''
@lifted
def f(x):
    fmt = "{:d}".format
    return fmt(x)
''', ('x',))
p('r20a_map_bound_format_row', r'''
@lifted
def f(x, y):
    row = [x, y, x + y]
    return " | ".join(map("{:>3}".format, row))
''', ('x', 'y'))
p('r20a_min_operator_mod_template', r'''
import operator
@lifted
def f(x):
    return operator.mod("m%s", x)
''', ('x',))
p('r20a_min_partial_format', r'''
import functools
@lifted
def f(x):
    p = functools.partial("{a}/{b}".format, b=2)
    return p(a=x)
''', ('x',))
p('r20a_exc_add_note_symbolic', r'''
@lifted
def g(x, y):
    try:
        try:
            return 6 // x
        except ZeroDivisionError as e:
            e.add_note("at pc " + str(y))
            raise
    except ZeroDivisionError as e:
        return e.__notes__, e.args

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_min_any_genexpr_enumerate_effect', r'''
@lifted
def f(x):
    log = []
    return any(log.append(1) or v > 0 for i, v in enumerate([x, 1]))
''', ('x',))
p('r20a_min_all_genexpr_zip_effect', r'''
@lifted
def f(x):
    seen = []
    return all(seen.append(w) or v < 1 for v, w in zip([x, 0], "ab")), len(seen)
''', ('x',))
p('r20a_any_checker_with_log', r'''
@lifted
def f(x, y):
    trace = []
    def fails(pc, ins):
        trace.append(pc)
        return ins[0] == "div" and ins[1] == 0
    prog = [("add", x), ("div", y), ("div", x)]
    bad = any(fails(pc, ins) for pc, ins in enumerate(prog))
    return bad, trace
''', ('x', 'y'))
p('r20a_min_lambda_listcomp', r'''
@lifted
def f(x):
    flt = lambda l: [v for v in l if v > 0]
    return flt([x, 1])
''', ('x',))
p('r20a_min_getitem_raise_symbolic', r'''
@lifted
class Mem:
    def __init__(self): self.cells = [0, 5]
    def __getitem__(self, a):
        if a < 0: raise IndexError("neg")
        return self.cells[a % 2]
@lifted
def f(x):
    try:
        return Mem()[x]
    except IndexError as e:
        return str(e)
''', ('x',))
p('r20a_min_enum_union_tuple_key', r'''
import enum
class E(enum.Enum):
    A = 1
    B = 2
@lifted
def f(x):
    e = E.A if x > 0 else E.B
    t = {("s", E.A): 1, ("s", E.B): 2}
    return t[("s", e)]
''', ('x',))
p('r20a_min_list_plus_symbolic_int', r'''
@lifted
def g(x):
    return [1] + x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_int_plus_list', r'''
@lifted
def g(x):
    return x + [1]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_int_in_str_msg', r'''
@lifted
def g(x):
    return x in "a1b"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_bool_in_str_msg', r'''
@lifted
def g(b):
    return b in "a1b"

@lifted
def f(b):
    try:
        return g(b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b',))
p('r20a_min_pow_type_msg', r'''
@lifted
def g(x, s):
    return s ** 2 if x > 0 else x ** s

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_min_pow3_type_msg', r'''
@lifted
def g(x, s):
    return pow(x, 2, s)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_min_join_non_iterable_msg', r'''
@lifted
def g(x):
    return ",".join(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_vm_join_args_dynamic', r'''
@lifted
def g(x, y):
    env = {"args": ["a", "b"] if y > 0 else x, "sep": "-"}
    return env["sep"].join(env["args"])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_vm_power_op_dynamic', r'''
@lifted
def g(x, s):
    st = [x, s if x < 0 else 2]
    b, a = st.pop(), st.pop()
    return a ** b

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20a_min_list_plus_tuple_msg', r'''
@lifted
def g(x):
    return [x] + (1,)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_list_plus_int_concrete_msg', r'''
@lifted
def g(x):
    code = [x, 1]
    return code + 5

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_stack_push_tuple_operand', r'''
@lifted
def g(x, y):
    st = [x]
    operand = (y,) if y > 0 else [y]
    st = st + operand
    return st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_min_int_lt_list', r'''
@lifted
def g(x):
    return x < [1]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_set_ior_list', r'''
@lifted
def g(x):
    live = {x}
    live |= [x + 1]
    return sorted(live)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_dict_ior_bad_seq_msg', r'''
@lifted
def g(x):
    env = {x: 1}
    env |= [x]
    return env

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_dict_from_triples_msg', r'''
@lifted
def g(x):
    return dict([(x, 1, 2)])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_list_index_no_args', r'''
@lifted
def g(x):
    xs = [x, 1]
    return xs.index()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_list_remove_no_args', r'''
@lifted
def g(x):
    xs = [x, 1]
    xs.remove()
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_list_append_no_args_msg', r'''
@lifted
def g(x):
    xs = [x, 1]
    xs.append()
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_vm_method_table_arity', r'''
@lifted
def g(x, y):
    st = [x, 1]
    ops = {"push": st.append, "find": st.index, "drop": st.remove}
    prog = [("push", (y,)), ("find", () if y > 1 else (1,)), ("drop", (x,))]
    out = []
    for name, args in prog:
        out.append(ops[name](*args))
    return out, st

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20a_min_dict_get_no_args', r'''
@lifted
def g(x):
    env = {x: 1}
    return env.get()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_set_add_no_args', r'''
@lifted
def g(x):
    live = {x}
    live.add()
    return sorted(live)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_tuple_index_no_args', r'''
@lifted
def g(x):
    return (x, 1).index()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_list_extend_no_args', r'''
@lifted
def g(x):
    xs = [x]
    xs.extend()
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_dict_keys_extra_arg', r'''
@lifted
def g(x):
    return list({x: 1}.keys(1))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_deque_append_no_args_msg', r'''
@lifted
def g(x):
    q = collections.deque([x])
    q.append()
    return list(q)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_list_sort_positional_msg', r'''
@lifted
def g(x):
    xs = [x, 1]
    xs.sort(1)
    return xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_hex_extra_arg', r'''
@lifted
def g(x):
    return hex(x, 1), bin(x, 2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20a_min_int_method_extra_arg_msg', r'''
@lifted
def g(x):
    return x.bit_length(1)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
# ---------------- r20b ----------------
p('r20b_g_send_nonnone_first', r'''
@lifted
def gen():
    v = yield 1
    yield v * 2
@lifted
def g(x):
    it = gen()
    if x > 0:
        next(it)
    return it.send(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_g_send_accumulate', r'''
@lifted
def acc():
    total = 0
    while True:
        v = yield total
        if v is None:
            return total
        total += v
@lifted
def f(x, y):
    a = acc()
    next(a)
    a.send(x)
    r = a.send(y)
    try:
        a.send(None)
    except StopIteration as e:
        return r, e.value
    return r, None
''', ('x', 'y'))
p('r20b_g_throw_caught_resume', r'''
@lifted
def gen(x):
    n = 0
    while n < 3:
        try:
            yield n + x
        except ValueError:
            n += 10
        n += 1
@lifted
def f(x, b):
    it = gen(x)
    out = [next(it)]
    if b:
        out.append(it.throw(ValueError))
    else:
        out.append(next(it))
    out.extend(it)
    return out
''', ('x', 'b'))
p('r20b_g_throw_uncaught_state', r'''
@lifted
def gen(x):
    yield x
    yield x + 1
@lifted
def g(x):
    it = gen(x)
    next(it)
    try:
        it.throw(KeyError(x))
    except KeyError as e:
        pass
    return next(it, "done")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_g_close_finally_flag', r'''
@lifted
def f(x):
    log = []
    def gen():
        try:
            for i in range(4):
                yield i
        finally:
            log.append("fin")
    it = gen()
    for v in it:
        if v >= x:
            break
    it.close()
    it.close()
    return v, log
''', ('x',))
p('r20b_g_close_ignored_exit', r'''
@lifted
def gen(x):
    try:
        yield x
    except GeneratorExit:
        if x > 0:
            yield -x
@lifted
def g(x):
    it = gen(x)
    next(it)
    it.close()
    return "closed"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_g_yield_from_return', r'''
@lifted
def sub(x):
    if x > 0:
        yield x
        return "pos"
    yield -x
    yield 0
    return "neg"
@lifted
def outer(x):
    r = yield from sub(x)
    yield r
@lifted
def f(x):
    return list(outer(x))
''', ('x',))
p('r20b_g_yield_from_send_through', r'''
@lifted
def inner():
    s = 0
    while s < 5:
        v = yield s
        s += v
    return s
@lifted
def outer():
    r = yield from inner()
    yield ("done", r)
@lifted
def f(x, y):
    g = outer()
    out = [next(g)]
    out.append(g.send(abs(x) + 1))
    out.append(g.send(y + 2))
    return out
''', ('x', 'y'))
p('r20b_g_stopiteration_inside', r'''
@lifted
def gen(x):
    yield 1
    if x > 1:
        raise StopIteration("early")
    yield 2
@lifted
def g(x):
    return list(gen(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_g_return_under_cond', r'''
@lifted
def gen(x, y):
    for i in range(4):
        if i * x > y:
            return i
        yield i
@lifted
def f(x, y):
    it = gen(x, y)
    got = []
    while True:
        try:
            got.append(next(it))
        except StopIteration as e:
            return got, e.value
''', ('x', 'y'))
p('r20b_g_genexp_partial_consume', r'''
@lifted
def f(x):
    ge = (i * i for i in range(5))
    first = [v for v, _ in zip(ge, range(2))]
    rest = list(ge)
    return first, rest, x in rest
''', ('x',))
p('r20b_g_genexp_first_iter_eager', r'''
@lifted
def f(x):
    xs = [1, 2, 3]
    ge = (v + x for v in xs)
    xs = [10, 20]
    return list(ge)
''', ('x',))
p('r20b_g_stored_resume_branch', r'''
@lifted
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
@lifted
def f(x, b):
    g1 = count_up(3)
    g2 = count_up(2)
    pick = g1 if b else g2
    a = next(pick)
    if x > 0:
        next(pick, None)
    return a, list(g1), list(g2)
''', ('x', 'b'))
p('r20b_g_exhausted_next_default', r'''
@lifted
def gen(x):
    if x > 0:
        yield x
@lifted
def f(x):
    it = gen(x)
    a = next(it, "none")
    b = next(it, "none")
    c = next(it, "none")
    return a, b, c
''', ('x',))
p('r20b_g_reentrant', r'''
@lifted
def g(x):
    def gen():
        yield x
        yield next(me)
    me = gen()
    next(me)
    return next(me)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_g_in_consumes', r'''
@lifted
def f(x):
    it = iter(range(5))
    found = x in it
    return found, list(it)
''', ('x',))
p('r20b_g_any_partial_left', r'''
@lifted
def f(x):
    it = (v for v in [3, 1, 4, 1, 5])
    hit = any(v == x for v in it)
    return hit, list(it)
''', ('x',))
p('r20b_g_zip_consumes_extra', r'''
@lifted
def f(x):
    a = iter([1, 2, 3, 4])
    b = range(max(x, 0))
    z = list(zip(a, b))
    return z, list(a)
''', ('x',))
p('r20b_g_zip_order_consume', r'''
@lifted
def f(x):
    b = iter([7, 8])
    a = iter(range(max(x, 0)))
    z = list(zip(a, b))
    return z, list(b)
''', ('x',))
p('r20b_g_gen_with_try_finally_return', r'''
@lifted
def gen(x):
    try:
        yield 1
        if x > 0:
            return
        yield 2
    finally:
        yield 99
@lifted
def f(x):
    return list(gen(x))
''', ('x',))
p('r20b_g_gi_close_before_start', r'''
@lifted
def f(x):
    log = []
    def gen():
        log.append("start")
        try:
            yield x
        finally:
            log.append("end")
    it = gen()
    if x > 0:
        next(it)
    it.close()
    return log, next(it, "x")
''', ('x',))
p('r20b_g_two_gens_interleave', r'''
@lifted
def nat(start):
    while True:
        yield start
        start += 1
@lifted
def f(x, y):
    a, b = nat(x), nat(y)
    out = []
    for _ in range(3):
        u, v = next(a), next(b)
        out.append(u if u < v else v)
    return out
''', ('x', 'y'))
p('r20b_g_send_in_loop_cond', r'''
@lifted
def echo():
    r = None
    while True:
        r = yield r
        if r == 0:
            break
    yield "stop"
@lifted
def f(x, y):
    e = echo()
    next(e)
    a = e.send(x)
    b = e.send(y)
    return a, b
''', ('x', 'y'))
p('r20b_g_throw_into_yield_from', r'''
@lifted
def inner():
    try:
        yield 1
        yield 2
    except ValueError:
        yield "inner-caught"
@lifted
def outer():
    yield from inner()
    yield "after"
@lifted
def f(b):
    g = outer()
    r = [next(g)]
    if b:
        r.append(g.throw(ValueError("v")))
    r.extend(g)
    return r
''', ('b',))
p('r20b_g_yield_expr_value_none', r'''
@lifted
def gen():
    a = yield 1
    b = yield a
    yield (a, b)
@lifted
def f(x):
    g = gen()
    out = [next(g)]
    if x > 0:
        out.append(g.send(x))
    else:
        out.append(next(g))
    out.append(next(g))
    return out
''', ('x',))
p('r20b_g_next_on_list', r'''
@lifted
def g(x):
    xs = [x, 1]
    return next(xs)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_g_genexp_nested_sum', r'''
@lifted
def f(x, y):
    return sum(i * j for i in range(3) for j in range(i) if i + j != x), max((i - y for i in range(3)), default=None)
''', ('x', 'y'))
p('r20b_g_generator_bool_truthy', r'''
@lifted
def f(x):
    ge = (v for v in range(x))
    return bool(ge), len(list(ge))
''', ('x',))
p('r20b_g_len_of_gen', r'''
@lifted
def g(x):
    return len(v for v in range(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_g_return_value_via_for', r'''
@lifted
def gen(x):
    yield x
    return x * 10
@lifted
def f(x):
    total = 0
    for v in gen(x):
        total += v
    return total
''', ('x',))
p('r20b_g_gen_closure_var_changes', r'''
@lifted
def f(x):
    k = 1
    def gen():
        for i in range(3):
            yield i * k
    g = gen()
    a = next(g)
    k = x
    return a, list(g)
''', ('x',))
p('r20b_i_getitem_iteration', r'''
@lifted
class Sq:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i
@lifted
def f(x):
    s = Sq(x)
    return list(s), 4 in s, sum(s)
''', ('x',))
p('r20b_i_getitem_in_contains', r'''
@lifted
class Seq:
    def __getitem__(self, i):
        if i > 3:
            raise IndexError
        return i * 2
@lifted
def f(x):
    return x in Seq(), list(reversed([v for v in Seq()]))
''', ('x',))
p('r20b_i_class_iter_next', r'''
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
    first = [v for v in c]
    again = list(c)
    return first, again
''', ('x',))
p('r20b_i_iter_fresh_each', r'''
@lifted
class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __iter__(self):
        return iter(self.items)
@lifted
def f(x, y):
    bg = Bag(x, y, x + y)
    return list(bg), list(bg), sorted(bg), max(bg)
''', ('x', 'y'))
p('r20b_i_reversed_dunder', r'''
@lifted
class R:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError
        return i
    def __reversed__(self):
        return iter(["rev", self.n])
@lifted
def f(x):
    r = R(max(x, 0))
    return list(reversed(r)), list(r)
''', ('x',))
p('r20b_i_reversed_via_len_getitem', r'''
@lifted
class R:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError
        return i * 10
@lifted
def f(x):
    r = R(max(x, 0))
    return list(reversed(r))
''', ('x',))
p('r20b_i_reversed_no_len', r'''
@lifted
class R:
    def __getitem__(self, i):
        if i > 2:
            raise IndexError
        return i
@lifted
def g(x):
    return list(reversed(R()))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_i_iter_none_blocks', r'''
@lifted
class NoIter:
    __iter__ = None
    def __getitem__(self, i):
        if i > 1:
            raise IndexError
        return i
@lifted
def g(x):
    return list(NoIter())

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_i_iter_returns_nonit', r'''
@lifted
class Bad:
    def __iter__(self):
        return [1, 2]
@lifted
def g(x):
    for v in Bad():
        return v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_i_len_bool_fallback', r'''
@lifted
class Box:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
@lifted
def f(x):
    bx = Box(abs(x))
    return bool(bx), "yes" if bx else "no", len(bx)
''', ('x',))
p('r20b_i_len_negative', r'''
@lifted
class Box:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
@lifted
def g(x):
    return len(Box(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_i_length_hint', r'''
import operator
@lifted
class H:
    def __init__(self, n):
        self.n = n
    def __length_hint__(self):
        return self.n
    def __iter__(self):
        return iter(range(2))
@lifted
def f(x):
    return operator.length_hint(H(abs(x)), 7), operator.length_hint([x, x]), operator.length_hint(iter([]), 3)
''', ('x',))
p('r20b_i_iter_callable_sentinel', r'''
@lifted
def f(x):
    state = [0]
    def step():
        state[0] += 1
        return state[0]
    return list(iter(step, max(x, 1) + 1))
''', ('x',))
p('r20b_i_contains_fallback_iter', r'''
@lifted
class Evens:
    def __iter__(self):
        return iter([0, 2, 4])
@lifted
def f(x):
    return x in Evens(), x not in Evens()
''', ('x',))
p('r20b_i_contains_dunder_truthy', r'''
@lifted
class C:
    def __contains__(self, v):
        return v * 2
@lifted
def f(x):
    return x in C(), x not in C()
''', ('x',))
p('r20b_i_next_with_default_class', r'''
@lifted
class It:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n
@lifted
def f(x):
    it = It(max(x, 0))
    return next(it, -1), next(it, -1), list(it)
''', ('x',))
p('r20b_i_unpack_custom_iter', r'''
@lifted
class Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __iter__(self):
        yield self.a
        yield self.b
@lifted
def f(x, y):
    a, b = Pair(x, y)
    c, *rest = Pair(y, x)
    return a - b, c, rest
''', ('x', 'y'))
p('r20b_i_unpack_too_many', r'''
@lifted
class Gen:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n))
@lifted
def g(x):
    a, b = Gen(x)
    return a, b

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_i_enumerate_custom', r'''
@lifted
class Lines:
    def __iter__(self):
        return iter(["a", "bb", "ccc"])
@lifted
def f(x):
    return [(i, len(v)) for i, v in enumerate(Lines(), start=x)]
''', ('x',))
p('r20b_i_iter_of_iter_is_self', r'''
@lifted
def f(x):
    it = iter([x, 2, 3])
    it2 = iter(it)
    next(it2)
    return it is it2, list(it)
''', ('x',))
p('r20b_i_dict_iter_keys_values', r'''
@lifted
def f(x, y):
    d = {x: "a", y: "b", 0: "c"}
    return list(d), list(d.values()), list(reversed(d)), len(d)
''', ('x', 'y'))
p('r20b_it_accumulate_func_initial', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.accumulate([x, y, 1], lambda a, v: a * 2 + v, initial=y))
''', ('x', 'y'))
p('r20b_it_accumulate_max', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.accumulate([y, x, 0, y - x], max))
''', ('x', 'y'))
p('r20b_it_accumulate_empty_initial', r'''
import itertools
@lifted
def f(x):
    return list(itertools.accumulate(range(x), initial=x)), list(itertools.accumulate([]))
''', ('x',))
p('r20b_it_groupby_sign', r'''
import itertools
@lifted
def f(x, y):
    xs = [x, y, -1, 2, x * y]
    return [(k, len(list(g))) for k, g in itertools.groupby(xs, key=lambda v: v > 0)]
''', ('x', 'y'))
p('r20b_it_groupby_stale_group', r'''
import itertools
@lifted
def f(x):
    groups = list(itertools.groupby([1, 1, x, 2, 2]))
    return [(k, list(g)) for k, g in groups]
''', ('x',))
p('r20b_it_groupby_nokey_str', r'''
import itertools
@lifted
def f(s):
    return ["".join(g) + str(len(k)) for k, g in itertools.groupby(s + "a")]
''', ('s',))
p('r20b_it_chain_from_iterable', r'''
import itertools
@lifted
def f(x):
    parts = [range(i) for i in range(max(x, 0))]
    return list(itertools.chain.from_iterable(parts)), list(itertools.chain([x], (), [x + 1]))
''', ('x',))
p('r20b_it_product_repeat', r'''
import itertools
@lifted
def f(x, y):
    return [a + b for a, b in itertools.product([x, 1], repeat=2) if a != y]
''', ('x', 'y'))
p('r20b_it_product_sum_count', r'''
import itertools
@lifted
def f(x, y):
    return sum(1 for a, b, c in itertools.product(range(2), range(3), [x, y]) if a + b == c)
''', ('x', 'y'))
p('r20b_it_permutations_r', r'''
import itertools
@lifted
def f(x, y):
    return [p for p in itertools.permutations([x, y, 0], 2) if p[0] < p[1]]
''', ('x', 'y'))
p('r20b_it_combinations_sum', r'''
import itertools
@lifted
def f(x, y):
    return [c for c in itertools.combinations([1, x, 2, y], 3) if sum(c) == 3]
''', ('x', 'y'))
p('r20b_it_comb_with_repl', r'''
import itertools
@lifted
def f(x):
    return len([c for c in itertools.combinations_with_replacement([x, 1, 2], 2) if c[0] == c[1]])
''', ('x',))
p('r20b_it_combinations_r_too_big', r'''
import itertools
@lifted
def f(x):
    return list(itertools.combinations([1, 2], 3)), list(itertools.permutations([x], 0))
''', ('x',))
p('r20b_it_islice_sym_stop', r'''
import itertools
@lifted
def f(x):
    return list(itertools.islice(range(10), max(x, 0))), list(itertools.islice("abcdef", 1, None, 2))
''', ('x',))
p('r20b_it_islice_neg_stop', r'''
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
p('r20b_it_islice_start_stop_step', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.islice(range(8), y, x + 4, 2))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20b_it_islice_resume', r'''
import itertools
@lifted
def f(x):
    it = iter(range(6))
    a = list(itertools.islice(it, 2))
    b = list(itertools.islice(it, max(x, 0)))
    return a, b, next(it, None)
''', ('x',))
p('r20b_it_takewhile_consumes', r'''
import itertools
@lifted
def f(x):
    it = iter([1, 2, 3, 4, 5])
    head = list(itertools.takewhile(lambda v: v < x, it))
    return head, list(it)
''', ('x',))
p('r20b_it_dropwhile_once', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.dropwhile(lambda v: v < x, [y, 3, -1, x, 0]))
''', ('x', 'y'))
p('r20b_it_zip_longest_fill', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.zip_longest(range(max(x, 0)), [y, y + 1], fillvalue=x))
''', ('x', 'y'))
p('r20b_it_zip_longest_three', r'''
import itertools
@lifted
def f(s):
    return ["".join(t) for t in itertools.zip_longest(s, "xy", "q", fillvalue="-")]
''', ('s',))
p('r20b_it_pairwise_diffs', r'''
import itertools
@lifted
def f(x, y):
    return [b - a for a, b in itertools.pairwise([x, y, 0, x])], list(itertools.pairwise([x]))
''', ('x', 'y'))
p('r20b_it_starmap_pow', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.starmap(lambda a, b: a * b - y, [(x, 1), (y, 2), (x, y)]))
''', ('x', 'y'))
p('r20b_it_compress_sym_sel', r'''
import itertools
@lifted
def f(x, b):
    return list(itertools.compress("abcde", [b, x > 0, 1, x, not b]))
''', ('x', 'b'))
p('r20b_it_cycle_islice', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.islice(itertools.cycle([x, y, 0]), 5))
''', ('x', 'y'))
p('r20b_it_repeat_times', r'''
import itertools
@lifted
def f(x):
    return list(itertools.repeat("ab", x)), list(map(pow, range(3), itertools.repeat(2)))
''', ('x',))
p('r20b_it_count_takewhile', r'''
import itertools
@lifted
def f(x):
    return list(itertools.takewhile(lambda v: v < 4, itertools.count(x, 2)))
''', ('x',))
p('r20b_it_tee_independent', r'''
import itertools
@lifted
def f(x):
    a, b = itertools.tee(v * x for v in range(3))
    first = next(a)
    return first, list(b), list(a)
''', ('x',))
p('r20b_it_filterfalse', r'''
import itertools
@lifted
def f(x):
    return list(itertools.filterfalse(lambda v: v % 2, [x, x + 1, 4, 5])), list(itertools.filterfalse(None, [0, x, "", 3]))
''', ('x',))
p('r20b_it_chain_str_sym', r'''
import itertools
@lifted
def f(s):
    return "".join(itertools.chain(s, reversed(s)))
''', ('s',))
p('r20b_it_product_empty', r'''
import itertools
@lifted
def f(x):
    return list(itertools.product(range(x), [1])), list(itertools.product())
''', ('x',))
p('r20b_it_accumulate_str', r'''
import itertools
@lifted
def f(s):
    return list(itertools.accumulate(s))
''', ('s',))
p('r20b_ft_reduce_empty', r'''
import functools
@lifted
def g(x):
    return functools.reduce(lambda a, b: a + b, range(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_ft_reduce_initial', r'''
import functools
@lifted
def f(x, y):
    return functools.reduce(lambda a, b: a * 10 + b, [x, y], y), functools.reduce(max, [], x)
''', ('x', 'y'))
p('r20b_ft_reduce_tuple_acc', r'''
import functools
@lifted
def f(x, y):
    def step(acc, v):
        lo, hi = acc
        return (min(lo, v), max(hi, v))
    return functools.reduce(step, [y, 0, x], (x, x))
''', ('x', 'y'))
p('r20b_ft_partial_lifted', r'''
import functools
@lifted
def lin(a, b, x):
    return a * x + b
@lifted
def f(x, y):
    h = functools.partial(lin, y, b=1)
    return h(x), h(x, b=x), h.args, sorted(h.keywords)
''', ('x', 'y'))
p('r20b_ft_partial_nested', r'''
import functools
@lifted
def f(x, y):
    def sub(a, b, c):
        return a - b - c
    p1 = functools.partial(sub, x)
    p2 = functools.partial(p1, y)
    return p2(1), p2.func is sub, p2.args
''', ('x', 'y'))
p('r20b_ft_lru_cache_info', r'''
import functools
@lifted
def f(x, y):
    @functools.lru_cache(maxsize=None)
    def sq(v):
        return v * v
    a = sq(x) + sq(y) + sq(x)
    info = sq.cache_info()
    return a, info.hits, info.misses, info.currsize
''', ('x', 'y'))
p('r20b_ft_cache_side_effect', r'''
import functools
@lifted
def f(x, y):
    calls = []
    @functools.cache
    def h(v):
        calls.append(v)
        return v + 1
    return h(x), h(y), h(x), len(calls)
''', ('x', 'y'))
p('r20b_ft_lru_maxsize1', r'''
import functools
@lifted
def f(x, y):
    calls = []
    @functools.lru_cache(maxsize=1)
    def h(v):
        calls.append(v)
        return -v
    h(x); h(y); h(x)
    return len(calls)
''', ('x', 'y'))
p('r20b_ft_lru_typed', r'''
import functools
@lifted
def f(x, b):
    calls = []
    @functools.lru_cache(typed=True)
    def h(v):
        calls.append(type(v).__name__)
        return v
    h(x); h(b); h(1); h(True)
    return calls
''', ('x', 'b'))
p('r20b_ft_total_ordering_gt', r'''
import functools
@lifted
@functools.total_ordering
class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
@lifted
def f(x, y):
    a, b = V(x), V(y)
    return a > b, a >= b, a <= b, max(a, b).n
''', ('x', 'y'))
p('r20b_ft_total_ordering_from_le', r'''
import functools
@lifted
@functools.total_ordering
class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return isinstance(o, V) and self.n == o.n
    def __le__(self, o):
        return self.n <= o.n
@lifted
def f(x, y):
    a, b = V(x), V(y)
    return a < b, a > b, a >= b, [v.n for v in sorted([b, a, V(0)])]
''', ('x', 'y'))
p('r20b_ft_cmp_to_key_desc', r'''
import functools
@lifted
def f(x, y):
    def cmp(a, b):
        if a % 2 != b % 2:
            return (a % 2) - (b % 2)
        return b - a
    return sorted([x, y, 0, 1, 2], key=functools.cmp_to_key(cmp))
''', ('x', 'y'))
p('r20b_ft_cmp_to_key_tuple', r'''
import functools
@lifted
def f(x, s):
    items = [(s, x), ("b", 1), ("a", x)]
    def cmp(p, q):
        return (p[1] > q[1]) - (p[1] < q[1]) or ((p[0] > q[0]) - (p[0] < q[0]))
    return sorted(items, key=functools.cmp_to_key(cmp))
''', ('x', 's'))
p('r20b_ft_singledispatch_union', r'''
import functools
@lifted
@functools.singledispatch
def show(v):
    return "obj"
@show.register
def _(v: int):
    return "int:" + str(v)
@show.register
def _(v: str):
    return "str:" + v
@lifted
def f(x, b):
    v = x if b else "s" * abs(x)
    return show(v), show(None)
''', ('x', 'b'))
p('r20b_ft_singledispatch_bool', r'''
import functools
@lifted
@functools.singledispatch
def kind(v):
    return "other"
@kind.register(int)
def _(v):
    return "int"
@kind.register(bool)
def _(v):
    return "bool"
@lifted
def f(x, b):
    return kind(b), kind(x), kind(b + x)
''', ('x', 'b'))
p('r20b_ft_wraps_meta', r'''
import functools
def deco(fn):
    @functools.wraps(fn)
    def w(*a):
        return fn(*a) + 1
    return w
@lifted
@deco
def inc(v):
    """doc of inc"""
    return v * 2
@lifted
def f(x):
    return inc(x), inc.__name__, inc.__doc__, inc.__wrapped__(x)
''', ('x',))
p('r20b_ft_reduce_operator', r'''
import functools, operator
@lifted
def f(x, y):
    return functools.reduce(operator.mul, [x, y, 2], 1), functools.reduce(operator.sub, [x, y])
''', ('x', 'y'))
p('r20b_ft_partial_kw_override', r'''
import functools
@lifted
def f(x, y):
    def fmt(a, sep="-", end="."):
        return str(a) + sep + end
    h = functools.partial(fmt, sep="+")
    return h(x), h(y, sep="*"), h(x, end=str(y))
''', ('x', 'y'))
p('r20b_op_itemgetter_multi', r'''
import operator
@lifted
def f(x, y):
    g1 = operator.itemgetter(1, 0)
    g2 = operator.itemgetter(2)
    rows = [(x, y, 1), (y, x, 0), (0, 0, x)]
    return [g1(r) for r in rows], sorted(rows, key=g2), max(rows, key=operator.itemgetter(0, 1))
''', ('x', 'y'))
p('r20b_op_attrgetter_dotted', r'''
import operator
@lifted
class N:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt
@lifted
def f(x, y):
    a = N(x, N(y))
    b = N(y, N(x))
    g = operator.attrgetter("nxt.v", "v")
    return g(a), g(b), [n.v for n in sorted([a, b], key=operator.attrgetter("nxt.v"))]
''', ('x', 'y'))
p('r20b_op_methodcaller', r'''
import operator
@lifted
def f(s, x):
    up = operator.methodcaller("replace", "a", str(x))
    cnt = operator.methodcaller("count", "a")
    return up(s), cnt(s), operator.methodcaller("startswith", "a")(s)
''', ('s', 'x'))
p('r20b_op_funcs_as_values', r'''
import operator
@lifted
def f(x, y, b):
    op = operator.add if b else operator.mul
    ops = [operator.sub, op, operator.floordiv if y else operator.mod]
    out = []
    for o in ops:
        try:
            out.append(o(x, y))
        except ZeroDivisionError:
            out.append("zde")
    return out
''', ('x', 'y', 'b'))
p('r20b_op_itemgetter_missing', r'''
import operator
@lifted
def g(x):
    return operator.itemgetter(x)([10, 20, 30])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_op_truth_not_contains', r'''
import operator
@lifted
def f(x, s):
    return operator.truth(x), operator.not_(s), operator.contains(s, "a"), operator.countOf([x, 1, x], 1), operator.indexOf([0, x, 1], 1)
''', ('x', 's'))
p('r20b_s_sorted_key_reverse_stable', r'''
@lifted
def f(x, y):
    xs = [(x, "a"), (y, "b"), (x, "c"), (0, "d")]
    return sorted(xs, key=lambda t: t[0], reverse=True)
''', ('x', 'y'))
p('r20b_s_sorted_abs_key', r'''
@lifted
def f(x, y):
    return sorted([x, -y, y, -x, 1], key=abs)
''', ('x', 'y'))
p('r20b_s_min_max_key_first', r'''
@lifted
def f(x, y):
    xs = [x, y, -x, -y]
    return min(xs, key=abs), max(xs, key=abs), min(xs, key=lambda v: v % 2), max(xs, key=lambda v: -v)
''', ('x', 'y'))
p('r20b_s_max_default_empty', r'''
@lifted
def f(x):
    xs = [v for v in range(3) if v > x]
    return max(xs, default="none"), min(xs, key=lambda v: -v, default=None)
''', ('x',))
p('r20b_s_max_empty_no_default', r'''
@lifted
def g(x):
    return max(v for v in range(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_s_max_default_with_args', r'''
@lifted
def g(x):
    return max(x, 1, default=0)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_s_max_two_args_key', r'''
@lifted
def f(x, y):
    return max(x, y, key=lambda v: v * v), min(x, y, 0, key=lambda v: (v > 0, v))
''', ('x', 'y'))
p('r20b_s_sum_start', r'''
@lifted
def f(x, y):
    return sum([[x], [y]], []), sum((x, y), 10), sum([], y), sum([True, x > 0, y == 1])
''', ('x', 'y'))
p('r20b_s_sum_strings', r'''
@lifted
def g(s):
    return sum([s, "x"], "")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20b_s_sorted_objects_attr', r'''
@lifted
class P:
    def __init__(self, name, age):
        self.name = name
        self.age = age
@lifted
def f(x, y):
    ps = [P("a", x), P("b", y), P("c", 1)]
    return [p.name for p in sorted(ps, key=lambda p: (p.age, p.name), reverse=True)]
''', ('x', 'y'))
p('r20b_s_sorted_mixed_types', r'''
@lifted
def g(x, b):
    v = x if b else "s"
    return sorted([1, v])

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20b_s_sort_in_place_key', r'''
@lifted
def f(x, y):
    xs = [y, x, 2, -1]
    r = xs.sort(key=lambda v: (v - x) ** 2)
    return r, xs
''', ('x', 'y'))
p('r20b_s_sorted_str_key_len', r'''
@lifted
def f(s):
    return sorted([s, "bb", "a", s + "z"], key=len), max([s, "b"], key=len)
''', ('s',))
p('r20b_s_min_tuples', r'''
@lifted
def f(x, y):
    return min((x, "q"), (y, "p"), (x, "a")), max([(x, y), (y, x)])
''', ('x', 'y'))
p('r20b_e_enumerate_start_sym', r'''
@lifted
def f(x, s):
    return [(i, c) for i, c in enumerate(s, start=x)], list(enumerate([], x))
''', ('x', 's'))
p('r20b_e_enumerate_find', r'''
@lifted
def f(x, y):
    for i, v in enumerate([3, y, x, 0], 1):
        if v == x:
            return i
    return -1
''', ('x', 'y'))
p('r20b_e_reversed_range_sym', r'''
@lifted
def f(x, y):
    return list(reversed(range(y, x))), list(reversed(range(x, -2, -1)))
''', ('x', 'y'))
p('r20b_e_reversed_iterator', r'''
@lifted
def g(x):
    return list(reversed(iter([x])))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_e_zip_strict_short', r'''
@lifted
def g(x):
    return list(zip([1, 2, 3], range(max(x, 0)), strict=True))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_e_zip_strict_long2', r'''
@lifted
def g(x):
    return list(zip(range(1), [1, 2][:max(x, 0)], strict=True))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_e_zip_strict_third', r'''
@lifted
def g(x):
    return list(zip([1], [2], range(x), strict=True))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_e_map_multi_short', r'''
@lifted
def f(x, y):
    return list(map(lambda a, b: a * b, [x, y, 3], range(2))), list(map(max, [x, y], [y, x], [0, 0]))
''', ('x', 'y'))
p('r20b_e_filter_none', r'''
@lifted
def f(x, y, s):
    return list(filter(None, [x, 0, y, s, "", None, [x][:0], (0,)]))
''', ('x', 'y', 's'))
p('r20b_e_filter_lambda_closure', r'''
@lifted
def f(x, y):
    lim = x
    fl = filter(lambda v: v > lim, [y, 0, 1, 2])
    lim = y
    return list(fl)
''', ('x', 'y'))
p('r20b_e_map_lazy_side', r'''
@lifted
def f(x):
    log = []
    def h(v):
        log.append(v)
        return v * 2
    m = map(h, range(4))
    first = next(m)
    if x > 0:
        second = next(m)
    else:
        second = None
    return first, second, log
''', ('x',))
p('r20b_e_any_all_short_circuit', r'''
@lifted
def f(x, y):
    seen = []
    def chk(v):
        seen.append(v)
        return v > x
    a = any(chk(v) for v in [y, 1, 2])
    n = len(seen)
    b = all(chk(v) for v in [2, y, 0])
    return a, b, n, seen
''', ('x', 'y'))
p('r20b_e_all_empty_any_empty', r'''
@lifted
def f(x):
    xs = [v for v in range(x)]
    return all(xs), any(xs), all(v > 0 for v in xs), any(v > 1 for v in xs)
''', ('x',))
p('r20b_e_any_returns_bool', r'''
@lifted
def f(x, s):
    return any([0, x, s]), all([s, x]), any([s]) is True
''', ('x', 's'))
p('r20b_e_zip_unzip', r'''
@lifted
def f(x, y):
    pairs = [(x, 1), (y, 2), (0, 3)]
    a, b = zip(*pairs)
    return a, b, list(zip(*[]))
''', ('x', 'y'))
p('r20b_e_map_str_join', r'''
@lifted
def f(x, y):
    return ",".join(map(str, [x, y, x * y])), "".join(map(str.upper, ["a", str(x)]))
''', ('x', 'y'))
p('r20b_e_enumerate_reversed', r'''
@lifted
def f(x, s):
    return [i for i, c in enumerate(reversed(s)) if c == "a"], list(reversed(list(enumerate([x, 0]))))
''', ('x', 's'))
p('r20b_c_walrus_in_comp', r'''
@lifted
def f(x, y):
    total = 0
    ys = [total := total + v for v in [x, y, 1]]
    return ys, total
''', ('x', 'y'))
p('r20b_c_walrus_filter_last', r'''
@lifted
def f(x, y):
    last = None
    hits = [w for v in [x, y, 2, -1] if (w := v * 2) > 0]
    return hits, w
''', ('x', 'y'))
p('r20b_c_walrus_any_witness', r'''
@lifted
def f(x, y):
    if any((hit := v) > 1 for v in [x, y, 0]):
        return "found", hit
    return "none", hit
''', ('x', 'y'))
p('r20b_c_nested_comp_scoping', r'''
@lifted
def f(x, y):
    i = 100
    m = [[i * j for j in range(y + 1)] for i in range(2)]
    return m, i, [[a for a in row if a != x] for row in m]
''', ('x', 'y'))
p('r20b_c_comp_var_no_leak', r'''
@lifted
def f(x):
    v = x
    xs = [v for v in range(3)]
    return v, xs
''', ('x',))
p('r20b_c_dict_comp_collide', r'''
@lifted
def f(x, y):
    return {v % 3: i for i, v in enumerate([x, y, 3, 4])}
''', ('x', 'y'))
p('r20b_c_dict_literal_bool_int_key', r'''
@lifted
def f(x, b):
    d = {x: "a", b: "b"}
    return list(d.items()), len(d)
''', ('x', 'b'))
p('r20b_c_dict_comp_first_key_kept', r'''
@lifted
def f(x, b):
    d = {k: i for i, k in enumerate([x, b, 1, True])}
    return [(type(k).__name__, k, v) for k, v in d.items()]
''', ('x', 'b'))
p('r20b_c_set_comp_collide', r'''
@lifted
def f(x, y):
    st = {v * v for v in [x, y, -x, 1]}
    return sorted(st), len(st)
''', ('x', 'y'))
p('r20b_c_set_bool_int_first', r'''
@lifted
def f(x, b):
    st = {b, x, 1}
    return sorted((type(v).__name__, int(v)) for v in st)
''', ('x', 'b'))
p('r20b_c_comp_cond_chain', r'''
@lifted
def f(x, y):
    return [(a, b) for a in range(3) if a != x for b in range(a) if b != y]
''', ('x', 'y'))
p('r20b_c_comp_closure_late', r'''
@lifted
def f(x):
    fs = [lambda: i * x for i in range(3)]
    gs = [lambda i=i: i * x for i in range(3)]
    return [h() for h in fs], [h() for h in gs]
''', ('x',))
p('r20b_c_comp_in_class_body', r'''
@lifted
def f(x):
    class K:
        base = 10
        vals = [v * 2 for v in range(3)]
    return K.vals, K.base + x
''', ('x',))
p('r20b_c_dict_comp_from_zip', r'''
@lifted
def f(x, s):
    d = {c: i + x for i, c in enumerate(s)}
    return d, sorted(d.values())
''', ('x', 's'))
p('r20b_c_nested_genexp_outer_eager', r'''
@lifted
def f(x, y):
    rows = [[x, y], [y, 1]]
    g = (sum(r) for r in rows)
    rows.append([5, 5])
    return list(g)
''', ('x', 'y'))
p('r20b_c_walrus_nested_comp', r'''
@lifted
def f(x, y):
    out = [[(z := a + b) for b in range(2)] for a in [x, y]]
    return out, z
''', ('x', 'y'))
p('r20b_c_dict_update_collide_order', r'''
@lifted
def f(x, y):
    d = {"a": 1, "b": 2}
    d.update({("a" if x > 0 else "c"): y, "b": x})
    return list(d.items())
''', ('x', 'y'))
p('r20b_cl_nonlocal_branch', r'''
@lifted
def f(x, y):
    n = 0
    def bump(k):
        nonlocal n
        if k > y:
            n += k
        else:
            n -= 1
    for k in [x, 1, y]:
        bump(k)
    return n
''', ('x', 'y'))
p('r20b_cl_counter_factory', r'''
@lifted
def f(x, b):
    def make(start):
        c = start
        def inc():
            nonlocal c
            c += 1
            return c
        return inc
    a = make(x)
    bb = make(0)
    if b:
        a()
    return a(), bb(), a()
''', ('x', 'b'))
p('r20b_cl_shared_cell_two_funcs', r'''
@lifted
def f(x):
    v = 0
    def setv(n):
        nonlocal v
        v = n
    def getv():
        return v
    if x > 0:
        setv(x)
    r1 = getv()
    setv(r1 * 2)
    return r1, getv(), v
''', ('x',))
p('r20b_cl_late_binding_loop', r'''
@lifted
def f(x):
    fs = []
    for i in range(3):
        def h():
            return i + x
        fs.append(h)
    i = 10
    return [h() for h in fs]
''', ('x',))
p('r20b_cl_default_capture', r'''
@lifted
def f(x):
    fs = []
    for i in range(3):
        fs.append(lambda v, i=i: v * i)
    return [h(x) for h in fs]
''', ('x',))
p('r20b_cl_global_branch', r'''
COUNT = 0
@lifted
def bump(v):
    global COUNT
    if v > 0:
        COUNT += v
@lifted
def f(x, y):
    global COUNT
    COUNT = 0
    bump(x)
    bump(y)
    return COUNT
''', ('x', 'y'))
p('r20b_cl_global_list_mut', r'''
LOG = []
@lifted
def f(x, b):
    LOG.clear()
    if b:
        LOG.append(x)
    for v in range(x):
        LOG.append(v)
    return list(LOG)
''', ('x', 'b'))
p('r20b_cl_unbound_local', r'''
@lifted
def g(x):
    if x > 0:
        v = 1
    return v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_cl_unbound_free', r'''
@lifted
def g(x):
    def h():
        return v
    if x > 1:
        v = x
    return h()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_cl_nonlocal_in_loop_closures', r'''
@lifted
def f(x, y):
    total = 0
    def add(v):
        nonlocal total
        total += v
        return total
    res = [add(v) for v in [x, y] if v != 0]
    return res, total
''', ('x', 'y'))
p('r20b_cl_closure_over_param_rebound', r'''
@lifted
def f(x, y):
    def get():
        return x
    if y > 0:
        x = x + 100
    return get()
''', ('x', 'y'))
p('r20b_cl_lambda_default_eval_time', r'''
@lifted
def f(x):
    k = x
    h = lambda v=k: v + 1
    k = 50
    return h(), h(0)
''', ('x',))
p('r20b_cl_default_mutable_across_calls', r'''
@lifted
def f(x, y):
    def add(v, acc=[]):
        acc.append(v)
        return len(acc)
    a = add(x)
    if y > 0:
        add(y)
    return add(0), add(1, []), a
''', ('x', 'y'))
p('r20b_cl_default_mutable_module', r'''
@lifted
def push(v, acc=[]):
    acc.append(v)
    return acc
@lifted
def f(x, b):
    push(None).clear()
    if b:
        push(x)
    return list(push(1))
''', ('x', 'b'))
p('r20b_cl_recursive_closure', r'''
@lifted
def f(x):
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    return fact(x), fact(abs(x))
''', ('x',))
p('r20b_k_class_attr_vs_instance', r'''
@lifted
class C:
    n = 0
    def __init__(self, v):
        if v > 0:
            self.n = v
@lifted
def f(x, y):
    C.n = y
    a, b = C(x), C(-1)
    C.n = C.n + 1
    return a.n, b.n, C.n
''', ('x', 'y'))
p('r20b_k_class_attr_list_shared', r'''
@lifted
class C:
    items = []
    def add(self, v):
        self.items.append(v)
@lifted
def f(x, b):
    C.items = []
    a, c = C(), C()
    a.add(x)
    if b:
        c.items = [0]
    c.add(1)
    return C.items, a.items, c.items
''', ('x', 'b'))
p('r20b_k_del_instance_attr_reveals_class', r'''
@lifted
class C:
    v = "cls"
@lifted
def f(x):
    c = C()
    c.v = x
    if x > 0:
        del c.v
    return c.v
''', ('x',))
p('r20b_k_super_diamond', r'''
@lifted
class A:
    def who(self, v):
        return ["A" + str(v)]
@lifted
class B(A):
    def who(self, v):
        return ["B"] + super().who(v + 1)
@lifted
class C(A):
    def who(self, v):
        return ["C"] + super().who(v * 2)
@lifted
class D(B, C):
    def who(self, v):
        return ["D"] + super().who(v)
@lifted
def f(x):
    return D().who(x), [k.__name__ for k in D.__mro__]
''', ('x',))
p('r20b_k_super_init_chain', r'''
@lifted
class Base:
    def __init__(self, v):
        self.log = ["base"]
        self.v = v
@lifted
class Mid(Base):
    def __init__(self, v):
        super().__init__(v * 2)
        self.log.append("mid")
@lifted
class Leaf(Mid):
    def __init__(self, v, b):
        if b:
            super().__init__(v)
        else:
            Base.__init__(self, v)
        self.log.append("leaf")
@lifted
def f(x, b):
    o = Leaf(x, b)
    return o.v, o.log
''', ('x', 'b'))
p('r20b_k_init_subclass', r'''
@lifted
class Plugin:
    registry = []
    def __init_subclass__(cls, tag="none", **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Plugin.registry.append(tag)
@lifted
def f(x):
    Plugin.registry = []
    class A(Plugin, tag="a"):
        pass
    class B(A):
        pass
    return Plugin.registry, B.tag, A.tag + str(x)
''', ('x',))
p('r20b_k_class_getitem', r'''
@lifted
class Box:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)
@lifted
def f(x):
    return Box[x], Box[int], Box[x, "a"]
''', ('x',))
p('r20b_k_class_decorator', r'''
def register(cls):
    cls.doubled = lambda self: self.v * 2
    cls.kind = cls.__name__.lower()
    return cls
@lifted
@register
class Item:
    def __init__(self, v):
        self.v = v
@lifted
def f(x):
    it = Item(x)
    return it.doubled(), it.kind
''', ('x',))
p('r20b_k_static_class_methods', r'''
@lifted
class Temp:
    scale = 2
    def __init__(self, v):
        self.v = v
    @staticmethod
    def clamp(v, lo, hi):
        return max(lo, min(v, hi))
    @classmethod
    def make(cls, v):
        return cls(cls.clamp(v * cls.scale, -2, 3))
@lifted
class Hot(Temp):
    scale = 3
@lifted
def f(x, b):
    k = Hot if b else Temp
    t = k.make(x)
    return type(t).__name__, t.v, Temp.clamp(x, 0, 1)
''', ('x', 'b'))
p('r20b_k_classmethod_counter', r'''
@lifted
class Counter:
    made = 0
    def __init__(self):
        type(self).made += 1
    @classmethod
    def reset(cls):
        cls.made = 0
@lifted
class Sub(Counter):
    pass
@lifted
def f(x):
    Counter.reset()
    Sub.reset()
    for _ in range(max(x, 0)):
        Sub()
    Counter()
    return Counter.made, Sub.made
''', ('x',))
p('r20b_k_mro_method_resolution', r'''
@lifted
class A:
    def f(self):
        return "A"
@lifted
class B(A):
    pass
@lifted
class C(A):
    def f(self):
        return "C"
@lifted
class D(B, C):
    pass
@lifted
def f(b):
    o = D() if b else B()
    return o.f(), isinstance(o, C)
''', ('b',))
p('r20b_k_property_setter_branch', r'''
@lifted
class T:
    def __init__(self):
        self._v = 0
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, n):
        self._v = max(n, 0)
@lifted
def f(x, y):
    t = T()
    if y > 0:
        t.v = x
    else:
        t.v = x - y
    return t.v
''', ('x', 'y'))
p('r20b_k_super_classmethod', r'''
@lifted
class A:
    @classmethod
    def build(cls, v):
        return [cls.__name__, v]
@lifted
class B(A):
    @classmethod
    def build(cls, v):
        return super().build(v + 1) + ["B"]
@lifted
def f(x):
    return B.build(x), A.build(x)
''', ('x',))
p('r20b_k_init_subclass_count', r'''
@lifted
class Base:
    subs = 0
    def __init_subclass__(cls):
        Base.subs += 1
        cls.idx = Base.subs
@lifted
def f(x, b):
    Base.subs = 0
    class A(Base):
        pass
    if b:
        class B(Base):
            pass
    return Base.subs, A.idx * x
''', ('x', 'b'))
p('r20b_k_instance_method_override', r'''
@lifted
class C:
    def go(self):
        return 1
@lifted
def f(x):
    c = C()
    if x > 0:
        c.go = lambda: x
    return c.go(), C().go()
''', ('x',))
p('r20b_l_for_else_break_sym', r'''
@lifted
def f(x, y):
    for i in range(4):
        if i * y == x:
            r = ("hit", i)
            break
    else:
        r = ("miss", i)
    return r
''', ('x', 'y'))
p('r20b_l_for_else_empty', r'''
@lifted
def f(x):
    i = "unset"
    for i in range(x):
        if i == 5:
            break
    else:
        return "else", i
    return "brk", i
''', ('x',))
p('r20b_l_while_else', r'''
@lifted
def f(x, y):
    n = x
    steps = 0
    while n != 0:
        n -= 1 if n > 0 else -1
        steps += 1
        if steps > y + 1:
            break
    else:
        return "done", steps
    return "cut", steps, n
''', ('x', 'y'))
p('r20b_l_finally_return_overrides', r'''
@lifted
def f(x):
    def h(v):
        try:
            if v > 0:
                return "try"
            raise ValueError
        except ValueError:
            return "except"
        finally:
            if v > 2:
                return "finally"
    return h(x)
''', ('x',))
p('r20b_l_finally_swallows_exc', r'''
@lifted
def f(x):
    def h(v):
        for i in range(3):
            try:
                if i == v:
                    raise KeyError(i)
            finally:
                if i == v:
                    return ("swallowed", i)
        return "none"
    return h(x)
''', ('x',))
p('r20b_l_break_in_finally_loop', r'''
@lifted
def f(x):
    out = []
    for i in range(4):
        try:
            out.append(i)
            if i == x:
                raise ValueError
        finally:
            if i >= x:
                break
    return out
''', ('x',))
p('r20b_l_continue_in_finally', r'''
@lifted
def f(x):
    out = []
    for i in range(4):
        try:
            if i == x:
                raise ValueError(i)
            out.append(i)
        finally:
            if i == x:
                continue
        out.append(-i)
    return out
''', ('x',))
p('r20b_l_return_in_try_finally_runs', r'''
@lifted
def f(x):
    log = []
    def h():
        for i in range(3):
            try:
                if i == x:
                    return i
            finally:
                log.append(i)
        return None
    return h(), log
''', ('x',))
p('r20b_l_break_skips_else_finally', r'''
@lifted
def f(x, y):
    log = []
    for i in range(3):
        try:
            if i == x:
                break
            if i == y:
                continue
            log.append(i)
        finally:
            log.append("f")
    else:
        log.append("else")
    return log
''', ('x', 'y'))
p('r20b_l_nested_break_flag', r'''
@lifted
def f(x, y):
    found = None
    for i in range(3):
        for j in range(3):
            if i + j == x and i != y:
                found = (i, j)
                break
        else:
            continue
        break
    return found
''', ('x', 'y'))
p('r20b_l_while_true_return_in_try', r'''
@lifted
def f(x):
    n = 0
    while True:
        try:
            n += 1
            if n > abs(x):
                return n
        finally:
            n += 10 if n == 1 else 0
''', ('x',))
p('r20b_l_loop_var_after', r'''
@lifted
def f(x):
    for i in range(x):
        pass
    try:
        return i
    except NameError:
        return "unbound"
''', ('x',))
p('r20b_l_exc_in_else', r'''
@lifted
def g(x):
    for i in range(2):
        if i == x:
            break
    else:
        raise RuntimeError("no " + str(x))
    return i

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_l_while_else_continue', r'''
@lifted
def f(x):
    i = 0
    acc = []
    while i < 4:
        i += 1
        if i == x:
            continue
        acc.append(i)
    else:
        acc.append("e")
    return acc
''', ('x',))
p('r20b_l_try_except_else_loop', r'''
@lifted
def f(x, y):
    out = []
    for v in [x, y, 0]:
        try:
            r = 6 // v
        except ZeroDivisionError:
            out.append("z")
            continue
        else:
            out.append(r)
        finally:
            out.append(".")
    return out
''', ('x', 'y'))
p('r20b_w_contextmanager_loop', r'''
import contextlib
@lifted
def f(x):
    log = []
    @contextlib.contextmanager
    def tag(n):
        log.append("<" + str(n))
        try:
            yield n * 2
        finally:
            log.append(str(n) + ">")
    for i in range(3):
        with tag(i) as v:
            if v == x:
                break
            log.append(v)
    return log
''', ('x',))
p('r20b_w_contextmanager_exc_handled', r'''
import contextlib
@lifted
def f(x):
    @contextlib.contextmanager
    def guard():
        try:
            yield
        except ValueError:
            pass
    out = []
    for i in range(3):
        with guard():
            if i == x:
                raise ValueError
            out.append(i)
    return out
''', ('x',))
p('r20b_w_suppress_loop', r'''
import contextlib
@lifted
def f(x, y):
    out = []
    for v in [x, y, 1]:
        with contextlib.suppress(ZeroDivisionError, KeyError):
            out.append(6 // v)
            out.append({1: "k"}[v])
    return out
''', ('x', 'y'))
p('r20b_w_exitstack_order', r'''
import contextlib
@lifted
def f(x):
    log = []
    with contextlib.ExitStack() as st:
        for i in range(3):
            if i != x:
                st.callback(log.append, i)
        log.append("body")
    return log
''', ('x',))
p('r20b_w_exitstack_pop_all', r'''
import contextlib
@lifted
def f(x):
    log = []
    with contextlib.ExitStack() as st:
        st.callback(log.append, "a")
        if x > 0:
            keep = st.pop_all()
        else:
            keep = None
    if keep is not None:
        log.append("later")
        keep.close()
    return log
''', ('x',))
p('r20b_w_exit_suppresses', r'''
@lifted
class Quiet:
    def __init__(self, on):
        self.on = on
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        return self.on and t is KeyError
@lifted
def f(x, b):
    try:
        with Quiet(b):
            if x > 0:
                raise KeyError(x)
            if x < 0:
                raise ValueError(x)
        return "ok"
    except Exception as e:
        return type(e).__name__
''', ('x', 'b'))
p('r20b_w_exit_return_in_with', r'''
@lifted
class Rec:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("in")
        return len(self.log)
    def __exit__(self, *a):
        self.log.append("out")
@lifted
def f(x):
    log = []
    def h():
        for i in range(3):
            with Rec(log) as n:
                if i == x:
                    return n
        return -1
    return h(), log
''', ('x',))
p('r20b_w_nested_with_multiple', r'''
import contextlib
@lifted
def f(x, y):
    log = []
    @contextlib.contextmanager
    def cm(n):
        log.append(n)
        yield n
        log.append(-n)
    with cm(x) as a, cm(y) as b:
        log.append(a + b)
    return log
''', ('x', 'y'))
p('r20b_w_contextmanager_skip_finally_on_exc', r'''
import contextlib
@lifted
def f(x):
    log = []
    @contextlib.contextmanager
    def cm():
        log.append("enter")
        yield
        log.append("exit")
    try:
        with cm():
            if x > 0:
                raise ValueError
    except ValueError:
        log.append("caught")
    return log
''', ('x',))
p('r20b_w_exitstack_enter_context', r'''
import contextlib
@lifted
def f(x):
    log = []
    @contextlib.contextmanager
    def cm(n):
        log.append(("in", n))
        try:
            yield n
        finally:
            log.append(("out", n))
    with contextlib.ExitStack() as st:
        vals = [st.enter_context(cm(i)) for i in range(max(x, 0))]
        log.append(sum(vals))
    return log
''', ('x',))
p('r20b_w_suppress_returns', r'''
import contextlib
@lifted
def f(x):
    r = "init"
    with contextlib.suppress(IndexError):
        r = [1, 2, 3][x]
        r = r * 10
    return r
''', ('x',))
p('r20b_g2_pipeline', r'''
@lifted
def nums(n):
    for i in range(n):
        yield i
@lifted
def evens(it):
    for v in it:
        if v % 2 == 0:
            yield v
@lifted
def scaled(it, k):
    for v in it:
        yield v * k
@lifted
def f(x, y):
    return list(scaled(evens(nums(x + 2)), y))
''', ('x', 'y'))
p('r20b_g2_next_after_return', r'''
@lifted
def gen(x):
    yield 1
    if x > 0:
        return
    yield 2
@lifted
def f(x):
    it = gen(x)
    out = []
    for _ in range(4):
        try:
            out.append(next(it))
        except StopIteration as e:
            out.append(("stop", e.value, e.args))
    return out
''', ('x',))
p('r20b_g2_yield_from_list_return_none', r'''
@lifted
def gen(x):
    r = yield from [x, x + 1]
    yield r
@lifted
def f(x):
    return list(gen(x))
''', ('x',))
p('r20b_g2_yield_from_gen_exhausted_twice', r'''
@lifted
def sub(n):
    for i in range(n):
        yield i
    return n * 10
@lifted
def outer(x):
    s = sub(max(x, 0))
    a = yield from s
    b = yield from s
    yield (a, b)
@lifted
def f(x):
    return list(outer(x))
''', ('x',))
p('r20b_g2_gen_in_dict_values', r'''
@lifted
def gen(v):
    yield v
    yield v + 1
@lifted
def f(x, b):
    d = {"a": gen(x), "b": gen(-x)}
    key = "a" if b else "b"
    first = next(d[key])
    return first, [next(g, None) for g in d.values()]
''', ('x', 'b'))
p('r20b_g2_gen_return_in_try_except', r'''
@lifted
def gen(x):
    try:
        yield 10 // x
        yield 2
    except ZeroDivisionError:
        yield "zde"
        return "r"
@lifted
def f(x):
    return list(gen(x))
''', ('x',))
p('r20b_g2_iter_dunder_generator', r'''
@lifted
class Range2:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __iter__(self):
        v = self.lo
        while v < self.hi:
            yield v
            v += 2
@lifted
def f(x, y):
    r = Range2(y, x + 2)
    return list(r), 1 in r, len(list(r))
''', ('x', 'y'))
p('r20b_g2_gen_except_stopiteration_converted', r'''
@lifted
def gen(it):
    while True:
        yield next(it)
@lifted
def f(x):
    try:
        return list(gen(iter(range(x))))
    except RuntimeError as e:
        return "RT", str(e)
''', ('x',))
p('r20b_g2_genexp_in_call_and_sorted', r'''
@lifted
def f(x, y):
    return sorted((v * x for v in range(3)), reverse=y > 0), tuple(v for v in "abc" if v != "b")
''', ('x', 'y'))
p('r20b_g2_gen_while_symbolic_bound', r'''
@lifted
def upto(n):
    i = 0
    while i * i <= n:
        yield i
        i += 1
@lifted
def f(x):
    return list(upto(x)), sum(upto(x + 3))
''', ('x',))
p('r20b_g2_gen_frame_locals_after_partial', r'''
@lifted
def gen(x):
    acc = 0
    for i in range(3):
        acc += i + x
        yield acc
@lifted
def f(x):
    g1 = gen(x)
    g2 = gen(x)
    a = next(g1)
    b = [next(g2), next(g2)]
    c = next(g1)
    return a, b, c
''', ('x',))
p('r20b_sh_zip_same_iter', r'''
@lifted
def f(x):
    it = iter(range(max(x, 0) + 1))
    return list(zip(it, it)), list(it)
''', ('x',))
p('r20b_sh_map_two_iters_consume', r'''
@lifted
def f(x):
    a = iter([1, 2, 3, 4])
    r = list(map(lambda u, v: u + v, a, range(max(x, 0))))
    return r, list(a)
''', ('x',))
p('r20b_sh_zip_list_iter_concrete_len', r'''
@lifted
def f(x):
    a = iter([x, 2, 3])
    return list(zip(a, [0])), next(a), list(a)
''', ('x',))
p('r20b_sh_zip_iter_symlist', r'''
@lifted
def f(x):
    a = iter([5, 6, 7])
    b = [v for v in range(3) if v < x]
    return list(zip(a, b)), list(a)
''', ('x',))
p('r20b_sh_enumerate_shared', r'''
@lifted
def f(x):
    it = iter([10, 20, 30, 40])
    for i, v in enumerate(it):
        if v > x * 10:
            break
    return i, list(it)
''', ('x',))
p('r20b_sh_for_break_then_continue', r'''
@lifted
def f(x, y):
    it = iter(range(6))
    first = []
    for v in it:
        if v == x:
            break
        first.append(v)
    second = [v for v in it if v != y]
    return first, second
''', ('x', 'y'))
p('r20b_sh_dict_zip_iter', r'''
@lifted
def f(x):
    keys = iter("abcd")
    d = dict(zip(keys, range(max(x, 0))))
    return d, "".join(keys)
''', ('x',))
p('r20b_sh_list_extend_iter', r'''
@lifted
def f(x):
    it = iter([1, 2, 3])
    xs = [x]
    xs.extend(it)
    xs.extend(it)
    return xs, next(it, "empty")
''', ('x',))
p('r20b_sh_sum_iter_twice', r'''
@lifted
def f(x):
    it = (v * x for v in range(3))
    return sum(it), sum(it)
''', ('x',))
p('r20b_sh_zip_strict_iter_left', r'''
@lifted
def f(x):
    a = iter([1, 2])
    try:
        r = list(zip(a, range(x), strict=True))
    except ValueError as e:
        r = str(e)
    return r, list(a)
''', ('x',))
p('r20b_sh_filter_iter_consume_partial', r'''
@lifted
def f(x):
    it = iter([3, -1, 4, -1, 5])
    pos = filter(lambda v: v > x, it)
    a = next(pos, None)
    return a, list(it)
''', ('x',))
p('r20b_sh_next_in_for', r'''
@lifted
def f(x):
    it = iter(range(6))
    pairs = []
    for a in it:
        if a == x:
            continue
        pairs.append((a, next(it, None)))
    return pairs
''', ('x',))
p('r20b_sh_enumerate_then_zip', r'''
@lifted
def f(x, y):
    e = enumerate([x, y, 0])
    a = next(e)
    return a, list(zip(e, range(y + 1)))
''', ('x', 'y'))
p('r20b_sh_unpack_from_iter', r'''
@lifted
def f(x):
    it = iter(range(x, x + 5))
    a, b = next(it), next(it)
    *c, = it
    return a, b, c
''', ('x',))
p('r20b_sh_all_leaves_rest', r'''
@lifted
def f(x):
    it = iter([1, 2, x, 3])
    ok = all(v > 0 for v in it)
    return ok, list(it)
''', ('x',))
p('r20b_sh_min_of_iter_then_empty', r'''
@lifted
def f(x, y):
    it = iter([x, y])
    m = min(it)
    return m, max(it, default="empty")
''', ('x', 'y'))
p('r20b_sh_sorted_consumes', r'''
@lifted
def f(x, y):
    it = map(abs, [x, y, -2])
    a = sorted(it)
    return a, list(it)
''', ('x', 'y'))
p('r20b_sh_reversed_list_iter_mutation', r'''
@lifted
def f(x):
    xs = [1, 2, 3]
    r = reversed(xs)
    first = next(r)
    if x > 0:
        xs.append(9)
    return first, list(r)
''', ('x',))
p('r20b_sh_list_iter_append_during', r'''
@lifted
def f(x):
    xs = [x, 1]
    out = []
    for v in xs:
        out.append(v)
        if len(xs) < 4 and v > 0:
            xs.append(v - 1)
    return out
''', ('x',))
p('r20b_sh_list_iter_remove_during', r'''
@lifted
def f(x, y):
    xs = [x, y, 0, 1]
    seen = []
    for v in xs:
        seen.append(v)
        if v == 0:
            xs.remove(v)
    return seen, xs
''', ('x', 'y'))
p('r20b_sh_dict_change_during_iter', r'''
@lifted
def g(x):
    d = {0: "a", 1: "b"}
    for k in d:
        if k == x:
            d[k + 5] = "c"
    return d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_sh_iter_exhausted_list_append', r'''
@lifted
def f(x):
    xs = [1]
    it = iter(xs)
    a = list(it)
    if x > 0:
        xs.append(2)
    return a, list(it)
''', ('x',))
p('r20b_sh_iter_list_append_before_exhaust', r'''
@lifted
def f(x):
    xs = [1]
    it = iter(xs)
    if x > 0:
        xs.append(2)
    return list(it)
''', ('x',))
p('r20b_lib_sorted_key_none', r'''
@lifted
def f(x, y):
    return sorted([y, x, 1], key=None, reverse=False), sorted("bca", reverse=x > 0)
''', ('x', 'y'))
p('r20b_lib_max_key_str_len_tie', r'''
@lifted
def f(s):
    ws = [s, "ab", "b" + s, "ba"]
    return max(ws, key=len), min(ws, key=len), sorted(ws, key=len)
''', ('s',))
p('r20b_lib_dict_max_by_value', r'''
@lifted
def f(x, y):
    d = {"a": x, "b": y, "c": 0}
    return max(d, key=d.get), min(d.items(), key=lambda kv: (kv[1], kv[0])), sorted(d, key=lambda k: -d[k])
''', ('x', 'y'))
p('r20b_lib_divmod_map', r'''
@lifted
def f(x, y):
    try:
        return list(map(divmod, [x, 7, -7], [2, y, y]))
    except ZeroDivisionError as e:
        return str(e)
''', ('x', 'y'))
p('r20b_lib_enumerate_dict_items', r'''
@lifted
def f(x, s):
    d = {s: x, "k": 1}
    return [(i, k, v) for i, (k, v) in enumerate(d.items(), 1)]
''', ('x', 's'))
p('r20b_lib_reversed_enumerate_str', r'''
@lifted
def f(s):
    return list(reversed(list(enumerate(s)))), "".join(reversed(s)) == s
''', ('s',))
p('r20b_lib_map_none_func', r'''
@lifted
def f(x):
    try:
        return list(map(None, [x]))
    except TypeError as e:
        return str(e)
''', ('x',))
p('r20b_lib_filter_bool_type', r'''
@lifted
def f(x, y):
    return list(filter(bool, [x, y, x - y])), list(filter(str.isdigit, ["1", "a", str(x)]))
''', ('x', 'y'))
p('r20b_lib_sorted_dict_items_tuple_key', r'''
@lifted
def f(x, y):
    d = {x: "p", y: "q", 1: "r"}
    return sorted(d.items()), sorted(d.items(), key=lambda kv: kv[1], reverse=True)
''', ('x', 'y'))
p('r20b_lib_min_max_strs', r'''
@lifted
def f(s):
    return min(s, default="-"), max([s, "a"]), min(s, "b", key=len)
''', ('s',))
p('r20b_lib_zip_dict_values_sym', r'''
@lifted
def f(x, y):
    a = {"u": x, "v": y}
    b = {"u": y, "v": x}
    return [p + q for p, q in zip(a.values(), b.values())], dict(zip(a, b.values()))
''', ('x', 'y'))
p('r20b_lib_sorted_stability_reverse', r'''
@lifted
def f(x, y):
    items = [("a", x % 2), ("b", y % 2), ("c", 0), ("d", 1)]
    return [k for k, v in sorted(items, key=lambda t: t[1], reverse=True)]
''', ('x', 'y'))
p('r20b_min_zip_drains_iter', r'''
@lifted
def f(x):
    a = iter([1, 2, 3])
    list(zip(a, range(x)))
    return list(a)
''', ('x',))
p('r20b_g3_walrus_in_genexp_lazy', r'''
@lifted
def f(x, y):
    z = "unset"
    g = ((z := v * 2) for v in [x, y, 5])
    before = z
    next(g)
    mid = z
    rest = list(g)
    return before, mid, z, rest
''', ('x', 'y'))
p('r20b_g3_gen_choice_branch', r'''
@lifted
def ups(n):
    for i in range(n):
        yield i
@lifted
def downs(n):
    for i in range(n, 0, -1):
        yield i
@lifted
def f(x, b):
    g = ups(3) if b else downs(3)
    a = next(g)
    if x > a:
        next(g)
    return a, list(g)
''', ('x', 'b'))
p('r20b_g3_gen_yield_in_with', r'''
import contextlib
@lifted
def f(x):
    log = []
    @contextlib.contextmanager
    def cm():
        log.append("in")
        yield
        log.append("out")
    def gen():
        with cm():
            yield 1
            yield 2
    it = gen()
    first = next(it)
    if x > 0:
        second = next(it)
        rest = list(it)
    else:
        second, rest = None, None
    return first, second, rest, log
''', ('x',))
p('r20b_g3_isinstance_iterator', r'''
import collections.abc
@lifted
def f(x):
    def gen():
        yield x
    g = gen()
    return isinstance(g, collections.abc.Iterator), iter(g) is g, isinstance(x, collections.abc.Iterable)
''', ('x',))
p('r20b_g3_list_gen_twice', r'''
@lifted
def gen(x):
    for i in range(2):
        yield i + x
@lifted
def f(x):
    g = gen(x)
    return list(g), list(g), tuple(gen(x))
''', ('x',))
p('r20b_g3_gen_local_mutable_shared', r'''
@lifted
def f(x):
    box = [0]
    def gen():
        while box[0] < 3:
            box[0] += 1
            yield box[0]
    g = gen()
    a = next(g)
    if x > 0:
        box[0] = x
    return a, list(g)
''', ('x',))
p('r20b_g3_gen_raises_value_error_midway', r'''
@lifted
def gen(x):
    yield 1
    if x < 0:
        raise ValueError("neg " + str(x))
    yield 2
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
p('r20b_g3_sorted_of_generator_key', r'''
@lifted
def gen(x, y):
    yield (x, "a")
    yield (y, "b")
    yield (0, "c")
@lifted
def f(x, y):
    return [t[1] for t in sorted(gen(x, y), key=lambda t: -t[0])]
''', ('x', 'y'))
p('r20b_g3_dict_from_generator', r'''
@lifted
def pairs(s):
    for i, c in enumerate(s):
        yield c, i
@lifted
def f(s):
    return dict(pairs(s))
''', ('s',))
p('r20b_g3_yield_from_generator_expr', r'''
@lifted
def gen(x):
    yield from (v * v for v in range(3) if v != x)
    yield "end"
@lifted
def f(x):
    return list(gen(x))
''', ('x',))
p('r20b_g3_next_default_none_gen_none', r'''
@lifted
def gen(b):
    if b:
        yield None
@lifted
def f(b):
    return next(gen(b), "dflt")
''', ('b',))
p('r20b_g3_stopiteration_value_from_return_expr', r'''
@lifted
def gen(x):
    if x > 0:
        return [x]
    yield
@lifted
def f(x):
    g = gen(x)
    try:
        v = next(g)
        return "yielded", v
    except StopIteration as e:
        return "stop", e.value
''', ('x',))
p('r20b_i2_getitem_stopiteration', r'''
@lifted
class S:
    def __getitem__(self, i):
        if i >= 2:
            raise StopIteration
        return i
@lifted
def f(x):
    return [v + x for v in S()]
''', ('x',))
p('r20b_i2_eq_custom_in_list', r'''
@lifted
class Mod3:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, int) and (o - self.v) % 3 == 0
@lifted
def f(x, y):
    xs = [Mod3(y), Mod3(1)]
    return x in xs, xs.count(x), xs.index(x) if x in xs else -1
''', ('x', 'y'))
p('r20b_i2_min_only_gt', r'''
@lifted
class G:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        return self.v > o.v
@lifted
def f(x, y):
    a, b = G(x), G(y)
    return min(a, b).v, max([a, b, G(0)]).v, [g.v for g in sorted([a, b])]
''', ('x', 'y'))
p('r20b_i2_sorted_no_lt', r'''
@lifted
class N:
    def __init__(self, v):
        self.v = v
@lifted
def g(x):
    return [n.v for n in sorted([N(x), N(1)])]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_i2_sorted_key_raises', r'''
@lifted
def g(x, y):
    return sorted([x, y, 1], key=lambda v: 6 // v)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20b_i2_dataclass_order_sorted', r'''
import dataclasses
@lifted
@dataclasses.dataclass(order=True)
class Card:
    rank: int
    suit: str
@lifted
def f(x, s):
    cs = [Card(x, s), Card(1, "b"), Card(x, "a")]
    return [(c.rank, c.suit) for c in sorted(cs)], max(cs).suit
''', ('x', 's'))
p('r20b_i2_len_and_iter_list_ctor', r'''
@lifted
class L:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return 99
    def __iter__(self):
        return iter(range(self.n))
@lifted
def f(x):
    return list(L(max(x, 0))), len(L(x))
''', ('x',))
p('r20b_i2_iter_class_with_state_reset', r'''
@lifted
class Cyc:
    def __init__(self, items):
        self.items = items
    def __iter__(self):
        self.i = 0
        return self
    def __next__(self):
        if self.i >= len(self.items):
            raise StopIteration
        self.i += 1
        return self.items[self.i - 1]
@lifted
def f(x, y):
    c = Cyc([x, y])
    a = list(c)
    b = [v for v in c if v > 0]
    return a, b, c.i
''', ('x', 'y'))
p('r20b_i2_bool_via_len_in_filter', r'''
@lifted
class Box:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
@lifted
def f(x, y):
    boxes = [Box(abs(x)), Box(0), Box(abs(y))]
    return [b.n for b in filter(None, boxes)], any(boxes), all(boxes)
''', ('x', 'y'))
p('r20b_k2_super_two_arg', r'''
@lifted
class A:
    def v(self):
        return "A"
@lifted
class B(A):
    def v(self):
        return "B" + super().v()
@lifted
class C(B):
    def v(self):
        return "C" + super(B, self).v()
@lifted
def f(b):
    o = C() if b else B()
    return o.v()
''', ('b',))
p('r20b_k2_cooperative_kwargs', r'''
@lifted
class Named:
    def __init__(self, name="?", **kw):
        super().__init__(**kw)
        self.name = name
@lifted
class Sized:
    def __init__(self, size=0, **kw):
        super().__init__(**kw)
        self.size = size
@lifted
class Thing(Named, Sized):
    pass
@lifted
def f(x, s):
    t = Thing(name=s, size=x)
    u = Thing(size=x * 2)
    return t.name, t.size, u.name, u.size
''', ('x', 's'))
p('r20b_k2_classmethod_via_instance', r'''
@lifted
class A:
    k = 1
    @classmethod
    def kind(cls):
        return cls.__name__ + str(cls.k)
    @staticmethod
    def twice(v):
        return v * 2
@lifted
class B(A):
    k = 2
@lifted
def f(x, b):
    o = B() if b else A()
    return o.kind(), o.twice(x), type(o).twice(x + 1)
''', ('x', 'b'))
p('r20b_k2_type_dynamic_class', r'''
@lifted
def f(x):
    K = type("K", (object,), {"v": x, "dbl": lambda self: self.v * 2})
    k = K()
    k.v = x + 1
    return k.dbl(), K.v, K.__name__
''', ('x',))
p('r20b_k2_class_attr_via_instance_aug', r'''
@lifted
class C:
    n = 10
@lifted
def f(x):
    C.n = 10
    a = C()
    if x > 0:
        a.n += x
    return a.n, C.n, "n" in vars(a)
''', ('x',))
p('r20b_k2_init_subclass_kw_branch', r'''
@lifted
class Base:
    def __init_subclass__(cls, /, weight=1, **kw):
        super().__init_subclass__(**kw)
        cls.weight = weight
@lifted
def f(x, b):
    if b:
        class A(Base, weight=x):
            pass
    else:
        class A(Base):
            pass
    return A.weight
''', ('x', 'b'))
p('r20b_k2_class_getitem_subclass', r'''
@lifted
class Box:
    def __class_getitem__(cls, item):
        return cls.__name__ + "[" + str(item) + "]"
@lifted
class Crate(Box):
    pass
@lifted
def f(x, b):
    k = Crate if b else Box
    return k[x]
''', ('x', 'b'))
p('r20b_k2_decorator_adds_counter', r'''
def counted(cls):
    orig = cls.__init__
    def init(self, *a, **k):
        cls.instances = getattr(cls, "instances", 0) + 1
        orig(self, *a, **k)
    cls.__init__ = init
    return cls
@lifted
@counted
class P:
    def __init__(self, v):
        self.v = v
@lifted
def f(x):
    P.instances = 0
    ps = [P(i) for i in range(max(x, 0))]
    return P.instances, [p.v for p in ps]
''', ('x',))
p('r20b_k2_mro_diamond_attr', r'''
@lifted
class A:
    tag = "A"
@lifted
class B(A):
    pass
@lifted
class C(A):
    tag = "C"
@lifted
class D(B, C):
    pass
@lifted
def f(x):
    d = D()
    if x > 0:
        B.tag = "B"
    r = d.tag
    if x > 0:
        del B.tag
    return r, d.tag
''', ('x',))
p('r20b_k2_staticmethod_default_sym', r'''
@lifted
class M:
    @staticmethod
    def clip(v, hi=2):
        return v if v < hi else hi
@lifted
def f(x, y):
    return M.clip(x), M.clip(x, y), M().clip(hi=x, v=y)
''', ('x', 'y'))
p('r20b_k2_property_in_sorted_key', r'''
@lifted
class R:
    def __init__(self, w, h):
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h
@lifted
def f(x, y):
    rs = [R(x, 2), R(y, y), R(1, 1)]
    return [r.area for r in sorted(rs, key=lambda r: r.area)], max(rs, key=lambda r: r.area).w
''', ('x', 'y'))
p('r20b_k2_super_in_static', r'''
@lifted
class A:
    @staticmethod
    def s(v):
        return super().s(v)
@lifted
def g(x):
    return A.s(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_k2_class_var_mutated_in_loop', r'''
@lifted
class Reg:
    items = {}
@lifted
def f(x, y):
    Reg.items = {}
    for i, v in enumerate([x, y, x]):
        Reg.items[v] = Reg.items.get(v, 0) + i
    return sorted(Reg.items.items())
''', ('x', 'y'))
p('r20b_sc_nonlocal_two_levels', r'''
@lifted
def f(x, y):
    v = 0
    def outer():
        def inner():
            nonlocal v
            v += x
        if y > 0:
            inner()
        inner()
    outer()
    return v
''', ('x', 'y'))
p('r20b_sc_class_body_sees_enclosing', r'''
@lifted
def f(x):
    k = x * 2
    class C:
        a = k
        b = [k + i for i in range(2)]
    return C.a, C.b
''', ('x',))
p('r20b_sc_global_in_nested', r'''
G = 0
@lifted
def f(x):
    global G
    G = 1
    def h():
        global G
        G = G * 10 + x
    if x > 0:
        h()
    h()
    return G
''', ('x',))
p('r20b_sc_closure_in_dict_dispatch', r'''
@lifted
def f(x, s):
    ops = {}
    for name, k in [("a", 1), ("b", 2)]:
        ops[name] = lambda v, k=k: v * k
    ops["c"] = lambda v: v - x
    h = ops.get(s, lambda v: None)
    return h(x), [ops[n](x) for n in sorted(ops)]
''', ('x', 's'))
p('r20b_sc_lambda_recursion_name', r'''
@lifted
def f(x):
    fib = lambda n: n if n < 2 else fib(n - 1) + fib(n - 2)
    return fib(max(x, 0) + 1)
''', ('x',))
p('r20b_sc_del_local_then_unbound', r'''
@lifted
def f(x):
    v = x
    if x > 0:
        del v
    try:
        return v
    except UnboundLocalError as e:
        return "unbound"
''', ('x',))
p('r20b_sc_loop_var_shadow_param', r'''
@lifted
def f(x, y):
    for x in range(y):
        pass
    return x
''', ('x', 'y'))
p('r20b_sc_except_var_deleted', r'''
@lifted
def f(x):
    e = "before"
    try:
        if x > 0:
            raise ValueError(x)
    except ValueError as e:
        pass
    try:
        return e
    except NameError:
        return "deleted"
''', ('x',))
p('r20b_sc_walrus_in_while', r'''
@lifted
def f(x):
    items = [3, x, 0, 5]
    out = []
    i = 0
    while (v := items[i]) != 0:
        out.append(v)
        i += 1
    return out, v
''', ('x',))
p('r20b_sc_comp_uses_class_attr_fails', r'''
@lifted
def f(x):
    try:
        class C:
            k = x
            vals = [k + i for i in range(2)]
        return C.vals
    except NameError as e:
        return "NameError"
''', ('x',))
p('r20b_min_gen_reentrant_next', r'''
BOX = {}
@lifted
def gen(x):
    yield x
    yield next(BOX["g"])
@lifted
def g(x):
    BOX["g"] = gen(x)
    next(BOX["g"])
    return next(BOX["g"])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_min_free_var_unbound', r'''
@lifted
def f(x):
    def h():
        return v
    if x > 0:
        v = 1
    try:
        return [h()]
    except NameError:
        return "NameError"
''', ('x',))
p('r20b_cz_zip_range_first_iter_second', r'''
@lifted
def f(x):
    it = iter([1, 2, 3, 4])
    z = list(zip(range(max(x, 0)), it))
    return z, list(it)
''', ('x',))
p('r20b_cz_zip_iter_symstr', r'''
@lifted
def f(s):
    it = iter("wxyz")
    z = ["".join(p) for p in zip(it, s)]
    return z, "".join(it)
''', ('s',))
p('r20b_cz_zip_gen_symrange', r'''
@lifted
def gen():
    for i in range(4):
        yield i * 10
@lifted
def f(x):
    g = gen()
    z = list(zip(g, range(max(x, 0))))
    return z, list(g)
''', ('x',))
p('r20b_cz_sum_zip_iter', r'''
@lifted
def f(x):
    it = iter([5, 6, 7])
    n = sum(a * b for a, b in zip(it, range(x)))
    return n, next(it, None)
''', ('x',))
p('r20b_cz_map_iter_symlist', r'''
@lifted
def f(x):
    it = iter([1, 2, 3, 4])
    ys = [v for v in [0, 1, 2] if v != x]
    r = list(map(lambda a, b: a - b, it, ys))
    return r, list(it)
''', ('x',))
p('r20b_cz_dict_zip_range_iter', r'''
@lifted
def f(x):
    vals = iter("pqrs")
    d = dict(zip(range(max(x, 0)), vals))
    return d, "".join(vals)
''', ('x',))
p('r20b_cz_zip_three_symbolic', r'''
@lifted
def f(x, y):
    it = iter([1, 2, 3, 4, 5])
    z = list(zip(it, range(max(x, 0)), range(max(y, 0) + 1)))
    return z, list(it)
''', ('x', 'y'))
p('r20b_cz_enumerate_zip_iter_break', r'''
@lifted
def f(x):
    it = iter([9, 8, 7, 6])
    for i, (a, b) in enumerate(zip(it, range(3))):
        if a - b < 7 + x:
            break
    return i, list(it)
''', ('x',))
p('r20b_cz_filter_then_zip', r'''
@lifted
def f(x):
    it = filter(lambda v: v != x, [0, 1, 2, 3])
    z = list(zip(it, [0, 1]))
    return z, list(it)
''', ('x',))
p('r20b_cz_zip_strict_symlen_iter_left', r'''
@lifted
def f(x):
    a = iter([1, 2, 3])
    try:
        z = list(zip(range(max(x, 0)), a, strict=True))
    except ValueError as e:
        z = str(e)
    return z, list(a)
''', ('x',))
p('r20b_cz_map_three_iters', r'''
@lifted
def f(x, y):
    a = iter([1, 2, 3])
    b = [x, y]
    r = list(map(lambda p, q, r: p * q + r, a, b, range(max(x, 0) + 1)))
    return r, list(a)
''', ('x', 'y'))
p('r20b_cz_zip_list_of_iters_star', r'''
@lifted
def f(x):
    its = [iter([1, 2, 3]), iter([4, 5, 6])]
    z = list(zip(*its, range(max(x, 0))))
    return z, [list(i) for i in its]
''', ('x',))
p('r20b_min_list_iter_exhausted_resumes', r'''
@lifted
def f(x):
    xs = [1]
    it = iter(xs)
    next(it, None)
    next(it, None)
    if x > 0:
        xs.append(2)
    return next(it, "end")
''', ('x',))
p('r20b_min_map_drains_iter', r'''
@lifted
def f(x):
    a = iter([1, 2, 3])
    list(map(max, a, range(x)))
    return list(a)
''', ('x',))
p('r20b_ex_for_loop_exhausted_then_append', r'''
@lifted
def f(x, y):
    xs = [x, 2]
    it = iter(xs)
    total = 0
    for v in it:
        total += v
    if y > 0:
        xs.append(y)
    again = [v for v in it]
    return total, again
''', ('x', 'y'))
p('r20b_ex_enumerate_exhausted_then_append', r'''
@lifted
def f(x):
    xs = ["a"]
    e = enumerate(xs)
    first = list(e)
    if x > 0:
        xs.extend(["b", "c"])
    return first, list(e)
''', ('x',))
p('r20b_ex_reversed_exhausted_then_append', r'''
@lifted
def f(x):
    xs = [1, 2]
    r = reversed(xs)
    a = list(r)
    if x > 0:
        xs.insert(0, 9)
    return a, list(r)
''', ('x',))
p('r20b_ex_exhausted_concrete_grow', r'''
@lifted
def f(x):
    xs = [1]
    it = iter(xs)
    a = list(it)
    xs.append(x)
    return a, list(it)
''', ('x',))
p('r20b_ex_gen_exhausted_stays', r'''
@lifted
def f(x):
    xs = [1]
    g = (v * 2 for v in xs)
    a = list(g)
    if x > 0:
        xs.append(x)
    return a, list(g)
''', ('x',))
p('r20b_ex_map_exhausted_then_append', r'''
@lifted
def f(x):
    xs = [1]
    m = map(lambda v: v + 1, xs)
    a = list(m)
    if x > 0:
        xs.append(x)
    return a, list(m)
''', ('x',))
p('r20b_min_islice_iter_msg', r'''
import itertools
@lifted
def f(x):
    it = iter([1, 2, 3])
    return list(itertools.islice(it, max(x, 0)))
''', ('x',))
p('r20b_min_accumulate_symstr_msg', r'''
import itertools
@lifted
def f(s):
    return list(itertools.accumulate(s))
''', ('s',))
p('r20b_min_zip_dict_iter_drained', r'''
@lifted
def f(x):
    a = iter({"p": 0, "q": 1, "r": 2})
    list(zip(a, range(x)))
    return list(a)
''', ('x',))
p('r20b_min_map_dict_values_drained', r'''
@lifted
def f(x):
    a = iter({"p": 0, "q": 1, "r": 2}.values())
    list(map(max, a, range(x)))
    return list(a)
''', ('x',))
p('r20b_st_zip_two_gens_lost_item', r'''
@lifted
def gen(n, base):
    for i in range(n):
        yield base + i
@lifted
def f(x):
    a = gen(4, 0)
    b = gen(max(x, 0), 10)
    z = list(zip(a, b))
    return z, list(a)
''', ('x',))
p('r20b_st_zip_gen_second_ends_first', r'''
@lifted
def gen(n):
    for i in range(n):
        yield i
@lifted
def f(x):
    a = gen(max(x, 0))
    b = gen(3)
    z = list(zip(a, b))
    return z, list(b)
''', ('x',))
p('r20b_st_chain_gen_next', r'''
import itertools
@lifted
def gen(x):
    yield x
    yield x + 1
@lifted
def f(x):
    g = gen(x)
    c = itertools.chain(g, [0])
    a = next(c)
    return a, list(g), list(c)
''', ('x',))
p('r20b_st_enumerate_gen_partial', r'''
@lifted
def gen(n):
    i = 0
    while i < n:
        yield i * i
        i += 1
@lifted
def f(x):
    g = gen(max(x, 0) + 1)
    e = enumerate(g, 1)
    a = next(e)
    return a, list(g), list(e)
''', ('x',))
p('r20b_st_next_default_after_end_branch', r'''
@lifted
def gen(n):
    for i in range(n):
        yield i
@lifted
def f(x):
    g = gen(2)
    out = []
    for _ in range(max(x, 0)):
        out.append(next(g, "d"))
    return out, next(g, "end")
''', ('x',))
p('r20b_st_filter_gen_rest', r'''
@lifted
def gen():
    for v in [4, -1, 3, 0, 5]:
        yield v
@lifted
def f(x):
    g = gen()
    fl = filter(lambda v: v > x, g)
    a = next(fl, None)
    return a, list(g)
''', ('x',))
p('r20b_st_map_gen_partial', r'''
@lifted
def gen(x):
    for i in range(3):
        yield i + x
@lifted
def f(x, b):
    g = gen(x)
    m = map(lambda v: v * 2, g)
    a = next(m)
    if b:
        next(g)
    return a, list(m)
''', ('x', 'b'))
p('r20b_st_gen_of_gen_break', r'''
@lifted
def inner(x):
    for i in range(4):
        yield i * x
@lifted
def outer(x):
    for v in inner(x):
        if v > 2:
            return
        yield v
@lifted
def f(x):
    return list(outer(x))
''', ('x',))
p('r20b_st_yield_from_partial_then_outer', r'''
@lifted
def sub():
    yield 1
    yield 2
    yield 3
@lifted
def outer():
    yield from sub()
    yield 4
@lifted
def f(x):
    g = outer()
    got = [v for _, v in zip(range(max(x, 0)), g)]
    return got, list(g)
''', ('x',))
p('r20b_st_any_gen_rest', r'''
@lifted
def gen(x, y):
    yield x
    yield y
    yield 7
@lifted
def f(x, y):
    g = gen(x, y)
    hit = any(v > 1 for v in g)
    return hit, list(g)
''', ('x', 'y'))
p('r20b_st_min_of_gen_sym_len', r'''
@lifted
def gen(x):
    for i in range(x):
        yield (i - 1) * (i - 1)
@lifted
def f(x):
    return min(gen(x), default=-1), max(gen(x), default=-1), sum(gen(x))
''', ('x',))
p('r20b_st_in_gen_rest', r'''
@lifted
def gen():
    for v in [3, 1, 4, 1, 5]:
        yield v
@lifted
def f(x):
    g = gen()
    return x in g, list(g)
''', ('x',))
p('r20b_st_tuple_unpack_gen', r'''
@lifted
def gen(x):
    if x > 0:
        yield 1
    yield 2
    yield 3
@lifted
def f(x):
    try:
        a, b = gen(x)
        return a, b
    except ValueError as e:
        return str(e)
''', ('x',))
p('r20b_min_zip_filter_drained', r'''
@lifted
def f(x):
    it = filter(lambda v: v != x, [0, 1, 2])
    list(zip(it, [0]))
    return list(it)
''', ('x',))
p('r20b_b9_partialmethod', r'''
import functools
@lifted
class Cell:
    def __init__(self):
        self.v = 0
    def set_to(self, v, scale=1):
        self.v = v * scale
        return self
    double = functools.partialmethod(set_to, scale=2)
@lifted
def f(x, b):
    c = Cell()
    if b:
        c.double(x)
    else:
        c.set_to(x)
    return c.v
''', ('x', 'b'))
p('r20b_b9_cached_property_branch', r'''
import functools
@lifted
class Data:
    def __init__(self, v):
        self.v = v
        self.computed = 0
    @functools.cached_property
    def sq(self):
        self.computed += 1
        return self.v * self.v
@lifted
def f(x, b):
    d = Data(x)
    if b:
        a = d.sq
    d.v = 2
    return d.sq, d.computed
''', ('x', 'b'))
p('r20b_b9_itemgetter_dict_sym_key', r'''
import operator
@lifted
def f(x, s):
    rows = [{"k": x, "n": s}, {"k": 1, "n": "b"}, {"k": x - 1, "n": "c"}]
    return [r["n"] for r in sorted(rows, key=operator.itemgetter("k"))], operator.itemgetter("n", "k")(rows[0])
''', ('x', 's'))
p('r20b_b9_attrgetter_union_obj', r'''
import operator
@lifted
class A:
    def __init__(self, v):
        self.v = v
        self.tag = "A"
@lifted
class B:
    def __init__(self, v):
        self.v = -v
        self.tag = "B"
@lifted
def f(x, b):
    o = A(x) if b else B(x)
    return operator.attrgetter("tag", "v")(o)
''', ('x', 'b'))
p('r20b_b9_reduce_objects', r'''
import functools
@lifted
class Vec:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __add__(self, o):
        return Vec(self.a + o.a, self.b + o.b)
@lifted
def f(x, y):
    vs = [Vec(x, 1), Vec(y, x), Vec(0, y)]
    t = functools.reduce(lambda p, q: p + q, vs)
    s = sum(vs[1:], vs[0])
    return (t.a, t.b), (s.a, s.b)
''', ('x', 'y'))
p('r20b_b9_sum_objects_no_radd', r'''
@lifted
class Vec:
    def __init__(self, a):
        self.a = a
    def __add__(self, o):
        return Vec(self.a + o.a)
@lifted
def g(x):
    return sum([Vec(x), Vec(1)]).a

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_b9_sum_objects_radd', r'''
@lifted
class Money:
    def __init__(self, c):
        self.c = c
    def __add__(self, o):
        return Money(self.c + (o.c if isinstance(o, Money) else o))
    __radd__ = __add__
@lifted
def f(x, y):
    return sum([Money(x), Money(y), Money(1)]).c, sum([Money(x)], 5).c
''', ('x', 'y'))
p('r20b_b9_sorted_set_dict', r'''
@lifted
def f(x, y):
    st = {x, y, 1}
    d = {x: 1, y: 2}
    return sorted(st), max(d), min(d.values()), sorted(d, reverse=True)
''', ('x', 'y'))
p('r20b_b9_max_dict_items_key', r'''
@lifted
def f(x, y):
    counts = {}
    for v in [x, y, x, 1]:
        counts[v] = counts.get(v, 0) + 1
    best = max(counts.items(), key=lambda kv: kv[1])
    return best, len(counts)
''', ('x', 'y'))
p('r20b_b9_collections_counter_most_common', r'''
import collections
@lifted
def f(x, y):
    c = collections.Counter([x, y, x, 2, y, y])
    return c.most_common(1), sorted(c.items())
''', ('x', 'y'))
p('r20b_b9_defaultdict_group', r'''
import collections
@lifted
def f(x, y):
    groups = collections.defaultdict(list)
    for v in [x, y, -x, 2]:
        groups[v % 2].append(v)
    return sorted(groups.items())
''', ('x', 'y'))
p('r20b_b9_getitem_slice_class', r'''
@lifted
class Seq:
    def __init__(self, *v):
        self.v = list(v)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Seq(*self.v[i])
        return self.v[i]
    def __len__(self):
        return len(self.v)
@lifted
def f(x, y):
    s = Seq(x, y, 3, 4)
    t = s[1:3]
    return len(t), t[0], s[-1], list(s[::2].v)
''', ('x', 'y'))
p('r20b_b9_for_else_in_gen', r'''
@lifted
def search(xs, t):
    for i, v in enumerate(xs):
        if v == t:
            yield ("at", i)
            break
    else:
        yield ("none", t)
    yield "end"
@lifted
def f(x, y):
    return list(search([1, y, 2], x))
''', ('x', 'y'))
p('r20b_b9_try_finally_in_gen_no_yield', r'''
@lifted
def gen(x, log):
    for i in range(3):
        try:
            if i == x:
                continue
            yield i
        finally:
            log.append(i)
@lifted
def f(x):
    log = []
    out = list(gen(x, log))
    return out, log
''', ('x',))
p('r20b_b9_nonlocal_in_gen', r'''
@lifted
def f(x):
    count = 0
    def gen():
        nonlocal count
        for i in range(3):
            count += 1
            yield i * x
    g = gen()
    a = next(g)
    c1 = count
    rest = list(g)
    return a, c1, rest, count
''', ('x',))
p('r20b_b9_closure_captures_loop_in_gen', r'''
@lifted
def f(x):
    def makers():
        for i in range(3):
            yield lambda: i * x
    fs = list(makers())
    gs = [h() for h in makers()]
    return [h() for h in fs], gs
''', ('x',))
p('r20b_b9_method_bound_as_key', r'''
@lifted
class Ranker:
    def __init__(self, pivot):
        self.pivot = pivot
    def dist(self, v):
        return abs(v - self.pivot)
@lifted
def f(x, y):
    r = Ranker(x)
    return sorted([y, 0, 3, -2], key=r.dist), min([1, 2, y], key=r.dist)
''', ('x', 'y'))
p('r20b_b9_map_bound_method', r'''
@lifted
def f(x, s):
    return list(map(s.count, ["a", "b", ""])), list(map("{}-{}".format, [x, 1], "ab"))
''', ('x', 's'))
p('r20b_b9_starmap_zip_sym', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.starmap(max, zip([x, y, 0], [y, 1, x])))
''', ('x', 'y'))
p('r20b_b9_groupby_sorted_keyfunc', r'''
import itertools
@lifted
def f(x, y):
    words = ["ab", "c", "de", "f" * abs(x), "g" * abs(y)]
    words.sort(key=len)
    return [(k, list(g)) for k, g in itertools.groupby(words, key=len)]
''', ('x', 'y'))
p('r20b_bt_max_bool_int_first', r'''
@lifted
def f(x, b):
    m = max(b, x)
    n = max(x, b)
    return type(m).__name__, m, type(n).__name__, n
''', ('x', 'b'))
p('r20b_bt_min_list_bool_int', r'''
@lifted
def f(x, b):
    xs = [b, x, 1, True]
    lo, hi = min(xs), max(xs)
    return (type(lo).__name__, lo), (type(hi).__name__, hi)
''', ('x', 'b'))
p('r20b_bt_sorted_preserves_types', r'''
@lifted
def f(x, b):
    return [(type(v).__name__, v) for v in sorted([1, b, x, False, 0])]
''', ('x', 'b'))
p('r20b_bt_max_key_bool_int', r'''
@lifted
def f(x, b):
    m = max([x, b, 1], key=lambda v: v % 2)
    return type(m).__name__, m
''', ('x', 'b'))
p('r20b_bt_sum_bools_type', r'''
@lifted
def f(x, b):
    s = sum([b, b])
    t = sum([b], x)
    u = sum([], b)
    return (type(s).__name__, s), (type(t).__name__, t), (type(u).__name__, u)
''', ('x', 'b'))
p('r20b_bt_index_count_bool', r'''
@lifted
def f(x, b):
    xs = [b, x, 1.0]
    return xs.index(1), xs.count(True), [type(v).__name__ for v in xs if v == 1]
''', ('x', 'b'))
p('r20b_bt_reduce_max_bool', r'''
import functools
@lifted
def f(x, b):
    m = functools.reduce(max, [b, x, 0])
    return type(m).__name__, m
''', ('x', 'b'))
p('r20b_bt_dict_key_kept_on_update', r'''
@lifted
def f(x, b):
    d = {}
    d[x] = "int"
    d[b] = "bool"
    return [(type(k).__name__, k, v) for k, v in d.items()]
''', ('x', 'b'))
p('r20b_bt_accumulate_max_types', r'''
import itertools
@lifted
def f(x, b):
    return [type(v).__name__ for v in itertools.accumulate([b, x, True], max)]
''', ('x', 'b'))
p('r20b_bt_enumerate_bool_start', r'''
@lifted
def f(b):
    return [(type(i).__name__, i) for i, _ in enumerate("ab", b)]
''', ('b',))
p('r20b_bt_min_max_key_ties_obj', r'''
@lifted
class P:
    def __init__(self, n, k):
        self.n, self.k = n, k
@lifted
def f(x, y):
    ps = [P("a", x), P("b", y), P("c", x), P("d", y)]
    return min(ps, key=lambda p: p.k).n, max(ps, key=lambda p: p.k).n, [p.n for p in sorted(ps, key=lambda p: p.k, reverse=True)]
''', ('x', 'y'))
p('r20b_bt_set_union_keeps_first', r'''
@lifted
def f(x, b):
    s = {x} | {b}
    t = {b} | {x}
    return sorted(type(v).__name__ for v in s), sorted(type(v).__name__ for v in t)
''', ('x', 'b'))
p('r20b_min_gen_try_finally_cond_yield_refused', r'''
@lifted
def gen(x):
    for i in range(2):
        try:
            if i != x:
                yield i
        finally:
            pass
@lifted
def f(x):
    return list(gen(x))
''', ('x',))
p('r20b_min_unpack_gen_refused', r'''
@lifted
def gen(x):
    if x > 0:
        yield 1
    yield 2
@lifted
def f(x):
    try:
        a, b = gen(x)
        return a, b
    except ValueError as e:
        return str(e)
''', ('x',))
p('r20b_min_zip_strict_listiter_msg', r'''
@lifted
def f(x):
    a = iter([1, 2])
    try:
        return list(zip(a, range(x), strict=True))
    except ValueError as e:
        return str(e)
''', ('x',))
p('r20b_b11_dictcomp_same_key_last_value', r'''
@lifted
def f(x, y):
    d = {(x, y)[i % 2]: i for i in range(4)}
    return sorted(d.items()), len(d)
''', ('x', 'y'))
p('r20b_b11_setcomp_mod_len', r'''
@lifted
def f(x, y):
    st = {v % 3 for v in (x, y, x + y)}
    return len(st), 0 in st, sorted(st)
''', ('x', 'y'))
p('r20b_b11_set_name_descriptor', r'''
@lifted
class Field:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, typ=None):
        if obj is None:
            return self
        return getattr(obj, self.name, 0)
    def __set__(self, obj, v):
        setattr(obj, self.name, max(v, 0))
@lifted
class Rec:
    a = Field()
    b = Field()
@lifted
def f(x, y):
    r = Rec()
    r.a = x
    if y > 0:
        r.b = y - x
    return r.a, r.b, Rec.a.name
''', ('x', 'y'))
p('r20b_b11_getattr_fallback_in_loop', r'''
@lifted
class Cfg:
    def __init__(self, **kw):
        self.__dict__.update(kw)
    def __getattr__(self, name):
        return "default-" + name
@lifted
def f(x, b):
    c = Cfg(a=x) if b else Cfg(b=x)
    return [getattr(c, n) for n in ("a", "b")]
''', ('x', 'b'))
p('r20b_b11_iter_inherited_getitem', r'''
@lifted
class Base:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return self.scale * i
@lifted
class Tripled(Base):
    scale = 3
@lifted
def f(x):
    return [v + x for v in Tripled()], list(reversed(list(Tripled())))
''', ('x',))
p('r20b_b11_reversed_returns_gen', r'''
@lifted
class Deck:
    def __init__(self, *cards):
        self.cards = list(cards)
    def __iter__(self):
        return iter(self.cards)
    def __reversed__(self):
        for i in range(len(self.cards) - 1, -1, -1):
            yield self.cards[i]
@lifted
def f(x, y):
    d = Deck(x, y, 0)
    return list(reversed(d)), list(d)
''', ('x', 'y'))
p('r20b_b11_contains_nonbool_not_in', r'''
@lifted
class Weird:
    def __contains__(self, v):
        return [v] if v > 0 else []
@lifted
def f(x):
    w = Weird()
    return x in w, x not in w
''', ('x',))
p('r20b_b11_contextmanager_value_used', r'''
import contextlib
@lifted
def f(x, y):
    @contextlib.contextmanager
    def scaled(k):
        yield [v * k for v in range(3)]
    total = 0
    for k in (x, y):
        with scaled(k) as vals:
            total += sum(vals)
    return total
''', ('x', 'y'))
p('r20b_b11_with_exit_sees_exception_type', r'''
@lifted
class Spy:
    def __init__(self):
        self.seen = None
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        self.seen = None if t is None else t.__name__
        return True
@lifted
def f(x):
    s = Spy()
    with s:
        if x > 1:
            raise KeyError(x)
        if x < -1:
            1 // 0
    return s.seen
''', ('x',))
p('r20b_b11_while_else_break_on_found', r'''
@lifted
def f(x, y):
    stack = [1, y, x, 2]
    while stack:
        top = stack.pop()
        if top == 0:
            break
    else:
        return "empty", len(stack)
    return "zero", len(stack)
''', ('x', 'y'))
p('r20b_b11_try_return_finally_mutates', r'''
@lifted
def f(x):
    acc = [x]
    def h():
        try:
            return acc
        finally:
            acc.append(1)
    r = h()
    return r, len(r)
''', ('x',))
p('r20b_b11_finally_return_value_overwrite', r'''
@lifted
def f(x):
    def h(v):
        r = "start"
        try:
            r = "try"
            return r
        finally:
            if v > 0:
                r = "finally"
    return h(x)
''', ('x',))
p('r20b_b11_nested_try_break_continue', r'''
@lifted
def f(x, y):
    log = []
    for i in range(3):
        try:
            try:
                if i == x:
                    break
            finally:
                log.append(("in", i))
            if i == y:
                continue
        finally:
            log.append(("out", i))
        log.append(i)
    return log
''', ('x', 'y'))
p('r20b_b11_tee_then_source', r'''
import itertools
@lifted
def f(x):
    src = iter([x, 1, 2])
    a, b = itertools.tee(src, 2)
    return next(a), list(b), list(a)
''', ('x',))
p('r20b_b11_product_of_strings_sym', r'''
import itertools
@lifted
def f(x, s):
    return ["".join(p) for p in itertools.product("ab", repeat=2) if "".join(p) != s]
''', ('x', 's'))
p('r20b_b11_permutations_count', r'''
import itertools
@lifted
def f(x, y):
    return sum(1 for p in itertools.permutations([x, y, 1]) if p[0] <= p[1] <= p[2])
''', ('x', 'y'))
p('r20b_b11_zip_longest_concrete_syms', r'''
import itertools
@lifted
def f(x, y):
    return list(itertools.zip_longest([x, y], [1], fillvalue=y))
''', ('x', 'y'))
p('r20b_b11_islice_step_gen', r'''
import itertools
@lifted
def gen(x):
    for i in range(6):
        yield i * x
@lifted
def f(x):
    return list(itertools.islice(gen(x), 1, 5, 2))
''', ('x',))
p('r20b_b11_global_counter_closure', r'''
TOTAL = 0
@lifted
def f(x, y):
    global TOTAL
    TOTAL = 0
    def add(v):
        global TOTAL
        TOTAL += v
        return TOTAL
    out = [add(v) for v in (x, y) if v > 0]
    return out, TOTAL
''', ('x', 'y'))
p('r20b_b11_classmethod_factory_union', r'''
@lifted
class Shape:
    sides = 0
    @classmethod
    def make(cls, n):
        s = cls()
        s.n = n
        return s
    def describe(self):
        return (type(self).__name__, self.sides, self.n)
@lifted
class Tri(Shape):
    sides = 3
@lifted
class Sq(Shape):
    sides = 4
@lifted
def f(x, b):
    k = Tri if b else Sq
    s = k.make(x)
    if x > 0:
        s = Shape.make(-x)
    return s.describe()
''', ('x', 'b'))
p('r20b_b12_zip_map_lazy_rest', r'''
@lifted
def f(x):
    m = map(lambda v: v * 10, [v for v in range(4) if v != x])
    z = list(zip(m, [0, 1]))
    return z, list(m)
''', ('x',))
p('r20b_b12_zip_two_filters', r'''
@lifted
def f(x, y):
    a = filter(lambda v: v != x, [0, 1, 2, 3])
    b = filter(lambda v: v != y, [0, 1])
    z = list(zip(a, b))
    return z, list(a), list(b)
''', ('x', 'y'))
p('r20b_b12_map_filter_range', r'''
@lifted
def f(x, y):
    a = filter(lambda v: v > x, [3, -1, 2, 0])
    r = list(map(lambda p, q: p - q, a, range(max(y, 0))))
    return r, list(a)
''', ('x', 'y'))
p('r20b_b12_next_filter_after_zip', r'''
@lifted
def f(x):
    a = filter(lambda v: v % 2 == x % 2, range(6))
    z = list(zip(a, "ab"))
    return z, next(a, None), next(a, None)
''', ('x',))
p('r20b_b12_enumerate_filter_partial', r'''
@lifted
def f(x):
    a = filter(lambda v: v >= x, [1, -2, 3, 0])
    e = enumerate(a)
    first = next(e, None)
    return first, list(a)
''', ('x',))
p('r20b_b12_zip_filter_first_short', r'''
@lifted
def f(x):
    a = iter([7, 8, 9])
    b = filter(lambda v: v < x, [0, 1, 2])
    z = list(zip(b, a))
    return z, list(a)
''', ('x',))
p('r20b_b12_dict_iter_zip_concrete', r'''
@lifted
def f(x):
    d = {"p": x, "q": 1, "r": 2}
    it = iter(d.items())
    z = list(zip(it, [0]))
    return z, list(it)
''', ('x',))
p('r20b_b12_any_over_zip_filter', r'''
@lifted
def f(x, y):
    a = filter(lambda v: v != x, [0, 1, 2])
    hit = any(p == q for p, q in zip(a, [y, y, y]))
    return hit, list(a)
''', ('x', 'y'))
p('r20b_min_next_enumerate_symlen', r'''
@lifted
def f(x):
    e = enumerate([v for v in range(3) if v != x])
    return next(e)
''', ('x',))
p('r20b_min_enumerate_symlen_type', r'''
@lifted
def f(x):
    e = enumerate(range(x))
    return type(e).__name__, iter(e) is e
''', ('x',))
p('r20b_min_next_enumerate_filter', r'''
@lifted
def f(x):
    return next(enumerate(filter(lambda v: v >= x, [1, 3])), None)
''', ('x',))
p('r20b_min_next_zip_symlen', r'''
@lifted
def g(x):
    z = zip(range(x), "abc")
    return next(z), type(z).__name__

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20b_min_next_reversed_enumerate_symlen', r'''
@lifted
def g(x):
    e = enumerate(range(x))
    return len(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
# ---------------- r20c ----------------
p('r20c_um_str_upper_unbound', r'''
@lifted
def g(s):
    return str.upper(s), str.lower(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_split_alias', r'''
@lifted
def g(s):
    f = s.split
    return f()

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_map_strip', r'''
@lifted
def g(s):
    return list(map(str.strip, [s, " " + s + " "]))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_sorted_key_lower', r'''
@lifted
def g(s):
    return sorted([s, "B", "a"], key=str.lower)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_sorted_key_len', r'''
@lifted
def g(s):
    return sorted(["ccc", s, "d"], key=len)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_itemgetter_sort', r'''
import operator
@lifted
def g(x, y):
    pairs = [("a", x), ("b", y), ("c", 0)]
    return sorted(pairs, key=operator.itemgetter(1))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_um_itemgetter_multi', r'''
import operator
@lifted
def g(x, y):
    get = operator.itemgetter(0, 2)
    return get([x, y, x + y])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_um_attrgetter', r'''
import operator
@lifted
class P:
    def __init__(self, a):
        self.a = a
@lifted
def g(x, y):
    ps = [P(x), P(y), P(1)]
    return [q.a for q in sorted(ps, key=operator.attrgetter("a"))]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_um_partial_int_base2', r'''
import functools
@lifted
def g(s):
    conv = functools.partial(int, base=2)
    return conv(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_max_dict_get', r'''
@lifted
def g(x, y):
    d = {"a": x, "b": y, "c": 1}
    return max(d, key=d.get)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_um_list_map_int', r'''
@lifted
def g(s):
    parts = (s + ",1").split(",")
    return list(map(int, parts))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_join_mixed', r'''
@lifted
def g(x, s):
    return "-".join([s, str(x), "k"])

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_um_join_nonstr', r'''
@lifted
def g(x, b):
    parts = ["a", x] if b else ["a", "b"]
    return "".join(parts)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_um_str_join_unbound', r'''
@lifted
def g(s):
    return str.join("|", [s, s])

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_methodcaller', r'''
import operator
@lifted
def g(s):
    up = operator.methodcaller("replace", "a", "X")
    return up(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_str_count_unbound', r'''
@lifted
def g(s):
    return str.count(s, "a"), str.startswith(s, "a"), str.find(s, "b")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_getattr_method_name', r'''
@lifted
def g(s, b):
    name = "upper" if b else "title"
    return getattr(s, name)()

@lifted
def f(s, b):
    try:
        return g(s, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'b'))
p('r20c_um_bound_method_in_dict', r'''
@lifted
def g(s, x):
    ops = {0: s.upper, 1: s.lower, 2: s.strip}
    return ops[x % 3]()

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20c_um_str_dunder_add', r'''
@lifted
def g(s):
    return str.__add__(s, "!"), s.__len__(), s.__contains__("a")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_um_int_dunder', r'''
@lifted
def g(x, y):
    return int.__add__(x, y), x.__mul__(3), (x).__neg__()

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_um_int_bit_length', r'''
@lifted
def g(x):
    return x.bit_length(), int.bit_length(x * 5)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_um_bit_count', r'''
@lifted
def g(x):
    return (x + 8).bit_count()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_um_int_conjugate', r'''
@lifted
def g(x):
    return x.conjugate(), x.real, x.imag, x.numerator, x.denominator

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_um_as_integer_ratio', r'''
@lifted
def g(x):
    return x.as_integer_ratio()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_um_bool_methods', r'''
@lifted
def g(b, x):
    return (b + x, b.bit_length(), int(b), str(b), repr(b))

@lifted
def f(b, x):
    try:
        return g(b, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b', 'x'))
p('r20c_fmt_spec_0', r'''
@lifted
def g(x):
    return format(x * 5, '+05d')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_1', r'''
@lifted
def g(x):
    return format(x * 5, 'x')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_2', r'''
@lifted
def g(x):
    return format(x * 5, '#b')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_3', r'''
@lifted
def g(x):
    return format(x * 5, ',')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_4', r'''
@lifted
def g(x):
    return format(x * 5, '^7')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_5', r'''
@lifted
def g(x):
    return format(x * 5, '_')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_6', r'''
@lifted
def g(x):
    return format(x * 5, '>4')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_7', r'''
@lifted
def g(x):
    return format(x * 5, '<3')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_8', r'''
@lifted
def g(x):
    return format(x * 5, '=+5')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_9', r'''
@lifted
def g(x):
    return format(x * 5, ' d')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_10', r'''
@lifted
def g(x):
    return format(x * 5, '#o')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_11', r'''
@lifted
def g(x):
    return format(x * 5, 'X')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_12', r'''
@lifted
def g(x):
    return format(x * 5, '08b')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_13', r'''
@lifted
def g(x):
    return format(x * 5, '#x')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_14', r'''
@lifted
def g(x):
    return format(x * 5, 'c')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_15', r'''
@lifted
def g(x):
    return format(x * 5, 'n')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_16', r'''
@lifted
def g(x):
    return format(x * 5, 'e')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_17', r'''
@lifted
def g(x):
    return format(x * 5, '.2f')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_18', r'''
@lifted
def g(x):
    return format(x * 5, '%')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_19', r'''
@lifted
def g(x):
    return format(x * 5, '+,')

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_spec_str_pad', r'''
@lifted
def g(s):
    return format(s, "*^5"), format(s, ">3"), format(s, ".1")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_fmt_spec_str_d', r'''
@lifted
def g(s):
    return format(s, "d")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_fmt_nested_width', r'''
@lifted
def g(x, y):
    w = y + 3
    return f"[{x:{w}}]"

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_fmt_nested_spec_chosen', r'''
@lifted
def g(x, b):
    sp = "x" if b else "o"
    return f"{x:{sp}}"

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_fmt_nested_fill', r'''
@lifted
def g(x, s):
    return f"{x:{s[:1] or '0'}>6}"

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_fmt_bool_spec', r'''
@lifted
def g(b):
    return f"{b:d}|{b!r}|{b:>6}|{b:x}"

@lifted
def f(b):
    try:
        return g(b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b',))
p('r20c_fmt_conv_r_str', r'''
@lifted
def g(s):
    return f"{s!r}", f"{s!a}", "{!r:>8}".format(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_fmt_format_builtin_spec_sym', r'''
@lifted
def g(x, y):
    spec = ">" + str(y + 2)
    return format(x, spec)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_fmt_hex_oct_bin', r'''
@lifted
def g(x):
    return hex(x), oct(x), bin(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_hex_alias', r'''
@lifted
def g(x):
    fns = [hex, oct, bin]
    return [fn(x * 7) for fn in fns]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_map_hex', r'''
@lifted
def g(x, y):
    return list(map(hex, [x, y]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_fmt_zfill_str_int', r'''
@lifted
def g(x):
    return str(x).zfill(4), str(x).rjust(4, "*"), str(x).center(5)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_percent_dict', r'''
@lifted
def g(x, s):
    d = {"a": x, "b": s}
    return "%(a)s/%(b)s" % d

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_fmt_percent_dict_d', r'''
@lifted
def g(x):
    return "%(a)05d|%(a)x" % {"a": x}

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_percent_tuple_mix', r'''
@lifted
def g(x, s):
    return "%s-%d-%r-%c" % (s, x, s, 65 + x)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_fmt_percent_star', r'''
@lifted
def g(x, y):
    return "%*d" % (y + 2, x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_fmt_percent_single_nontuple', r'''
@lifted
def g(x, b):
    v = (x, 1) if b else x
    return "%s" % (v,)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_fmt_percent_too_many', r'''
@lifted
def g(x):
    return "%d" % (x, x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_format_list_index', r'''
@lifted
def g(x):
    return "{0[1]}".format([0, x])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_format_dict_key', r'''
@lifted
def g(x):
    return "{d[k]}".format(d={"k": x})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_format_missing', r'''
@lifted
def g(x):
    return "{} {}".format(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_str_format_unbound_literal', r'''
@lifted
def g(x):
    return str.format("<{}>", x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_fmt_format_map_defaultdict', r'''
@lifted
def g(x):
    d = collections.defaultdict(lambda: "?", a=x)
    return "{a}{b}".format_map(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_repr_list_syms', r'''
@lifted
def g(x, s):
    return repr([x, s, (x, None)]), str({"k": x})

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_repr_ascii', r'''
@lifted
def g(s):
    return ascii([s]), ascii(s + "é")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_repr_set', r'''
@lifted
def g(x):
    return repr({x}), repr(frozenset([x]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_repr_dataclass', r'''
@dataclasses.dataclass
class P:
    a: int
    s: str
@lifted
def g(x, s):
    return str(P(x, s)), repr(P(x, s))

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_repr_namedtuple', r'''
Pt = collections.namedtuple("Pt", "a b")
@lifted
def g(x, y):
    return str(Pt(x, y)), Pt(x, y)._asdict(), tuple(Pt(x, y)._replace(b=0))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_repr_enum_lookup', r'''
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
@lifted
def g(x):
    c = Color(x % 3 + 1)
    return str(c), repr(c), c.name, f"{c}"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_repr_intenum_format', r'''
import enum
class N(enum.IntEnum):
    A = 1
    B = 2
@lifted
def g(x):
    n = N.A if x > 0 else N.B
    return f"{n}", str(n), format(n, "03d"), n + x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_repr_deque', r'''
@lifted
def g(x):
    d = collections.deque([x, 1], maxlen=3)
    d.appendleft(x + 1)
    d.append(5)
    return repr(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_repr_counter', r'''
@lifted
def g(s):
    return repr(collections.Counter(s))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_repr_nested_quotes', r'''
@lifted
def g(s):
    return repr(s + "'"), repr('"' + s), str([s + "\n"])

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_repr_dict_keys_view', r'''
@lifted
def g(x):
    d = {x: 1, 2: x}
    return repr(d.keys()), repr(d.items())

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lib_json_dumps', r'''
import json
@lifted
def g(x, s):
    return json.dumps({"a": x, "s": s})

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_lib_json_loads_sym', r'''
import json
@lifted
def g(s):
    return json.loads("[" + s + "]")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lib_struct_pack', r'''
import struct
@lifted
def g(x):
    return struct.pack("<h", x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lib_re_match', r'''
import re
@lifted
def g(s):
    m = re.match(r"-?\d+", s)
    return m.group(0) if m else None

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lib_re_sub', r'''
import re
@lifted
def g(s):
    return re.sub("a", "b", s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lib_re_pattern_from_sym', r'''
import re
@lifted
def g(s):
    return bool(re.search(re.escape(s), "xaby"))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lib_template_sub', r'''
import string
@lifted
def g(x, s):
    return string.Template("$a-$b").substitute(a=x, b=s)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_lib_template_safe', r'''
import string
@lifted
def g(s):
    return string.Template(s + "$q").safe_substitute(q=1)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lib_textwrap_shorten', r'''
import textwrap
@lifted
def g(s):
    return textwrap.shorten("hello " + s + " world", width=11)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lib_textwrap_indent', r'''
import textwrap
@lifted
def g(s):
    return textwrap.indent("a\n" + s, "> ")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lib_capwords', r'''
import string
@lifted
def g(s):
    return string.capwords(s + " x")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lib_string_consts', r'''
import string
@lifted
def g(s):
    return [c in string.digits for c in s], s in string.ascii_letters

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_math_floor_ceil', r'''
import math
@lifted
def g(x, y):
    return math.floor(x), math.ceil(y), math.trunc(x - y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_math_gcd', r'''
import math
@lifted
def g(x, y):
    return math.gcd(x, y), math.gcd(x * 2, 4)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_math_comb', r'''
import math
@lifted
def g(x):
    return math.comb(5, x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_math_factorial', r'''
import math
@lifted
def g(x):
    return math.factorial(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_math_isqrt', r'''
import math
@lifted
def g(x):
    return math.isqrt(x + 3)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_math_lcm_perm', r'''
import math
@lifted
def g(x, y):
    return math.lcm(x, y), math.perm(4, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_math_prod_fsum', r'''
import math
@lifted
def g(x, y):
    return math.prod([x, y, 2]), math.prod([x], start=y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_math_copysign', r'''
import math
@lifted
def g(x):
    return math.copysign(3, x), math.fabs(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_math_isfinite_int', r'''
import math
@lifted
def g(x):
    return math.isfinite(x), math.isnan(x), math.isclose(x, 1)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_divmod_neg', r'''
@lifted
def g(x, y):
    return divmod(x, y), divmod(-x, 2)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_divmod_alias', r'''
@lifted
def g(x, y):
    dm = divmod
    return list(map(dm, [x, 7], [3, y]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_pow_mod', r'''
@lifted
def g(x, y):
    return pow(x, 2, y + 3), pow(3, x, 5)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_pow_neg_mod', r'''
@lifted
def g(x):
    return pow(x, -1, 7)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_round_ndigits', r'''
@lifted
def g(x):
    return round(x * 5, -1), round(x * 25, -2), round(x, 0), round(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_int_base_sym', r'''
@lifted
def g(s):
    return int(s, 16)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_int_base0', r'''
@lifted
def g(s):
    return int(s, 0)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_int_base_symbolic_base', r'''
@lifted
def g(y):
    return int("11", y + 2)

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_num_int_str_spaces', r'''
@lifted
def g(s):
    return int(" " + s + "\n")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_int_underscore', r'''
@lifted
def g(s):
    return int(s + "_0")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_float_of_str', r'''
@lifted
def g(s):
    return float(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_sum_start', r'''
@lifted
def g(x, y):
    return sum([x, y], start=10), sum([[x], [y]], start=[]), sum((x,), y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_sum_str_start', r'''
@lifted
def g(s):
    return sum([s], start="")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_abs_bool', r'''
@lifted
def g(b, x):
    return abs(b), abs(-x), -b, ~b, +b

@lifted
def f(b, x):
    try:
        return g(b, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b', 'x'))
p('r20c_num_operator_funcs', r'''
import operator
@lifted
def g(x, y):
    return (operator.add(x, y), operator.floordiv(x, y), operator.neg(x), operator.index(x),
            operator.truth(x), operator.lshift(1, y), operator.xor(x, y))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_operator_reduce', r'''
import functools, operator
@lifted
def g(x, y):
    return functools.reduce(operator.mul, [x, y, 3], 1), functools.reduce(operator.sub, [x, y])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_operator_mod_str', r'''
import operator
@lifted
def g(x):
    return operator.mod(x, 3), operator.concat("a", str(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_operator_contains_getitem', r'''
import operator
@lifted
def g(x, s):
    return operator.contains([1, 2], x), operator.getitem(s + "zz", 1), operator.countOf([x, 1, x], 1)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_num_operator_eq_ops_map', r'''
import operator
@lifted
def g(x, y):
    ops = [operator.lt, operator.le, operator.eq, operator.ne, operator.gt, operator.ge]
    return [op(x, y) for op in ops]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_operator_iadd_list', r'''
import operator
@lifted
def g(x):
    a = [x]
    b = operator.iadd(a, [1])
    return a, b is a

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_fraction_sym', r'''
import fractions
@lifted
def g(x, y):
    f = fractions.Fraction(x, 3) + y
    return f.numerator, f.denominator, str(f)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_fraction_limit', r'''
import fractions
@lifted
def g(x):
    return str(fractions.Fraction(x, 4).limit_denominator(2))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_decimal_sym', r'''
import decimal
@lifted
def g(x):
    return str(decimal.Decimal(x) / 4)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_decimal_str_sym', r'''
import decimal
@lifted
def g(s):
    return str(decimal.Decimal(s))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_statistics_mean', r'''
import statistics
@lifted
def g(x, y):
    return statistics.mean([x, y, 1])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_statistics_median', r'''
import statistics
@lifted
def g(x, y):
    return statistics.median([x, y, 1]), statistics.median_low([x, y]), statistics.mode([x, y, y])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_hash_tuple', r'''
@lifted
def g(x, y):
    return hash((x, y)) == hash((1, 2)), hash(x) == x or x == -1

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_num_hash_int_m1', r'''
@lifted
def g(x):
    return hash(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_ord_chr', r'''
@lifted
def g(x):
    return ord(chr(x + 97)), chr(x + 65)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_chr_neg', r'''
@lifted
def g(x):
    return chr(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_num_ord_sym_str', r'''
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
p('r20c_num_ord_alias_map', r'''
@lifted
def g(s):
    return list(map(ord, s)), sum(map(ord, s))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_num_chr_map', r'''
@lifted
def g(x, y):
    return "".join(map(chr, [x + 100, y + 100]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_by_to_bytes', r'''
@lifted
def g(x):
    return x.to_bytes(2, "big", signed=True)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_by_to_bytes_unsigned', r'''
@lifted
def g(x):
    return x.to_bytes(1, "little")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_by_from_bytes', r'''
@lifted
def g(x, y):
    return int.from_bytes(bytes([x % 256, y % 256]), "big"), int.from_bytes(bytes([x + 3]), "little", signed=True)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_by_bytes_of_int', r'''
@lifted
def g(y):
    return bytes(y)

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_by_bytes_list', r'''
@lifted
def g(x):
    return bytes([x, 65])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_by_bytearray_ops', r'''
@lifted
def g(x):
    ba = bytearray(b"abc")
    ba[1] = x + 100
    ba.append(x + 3)
    return bytes(ba), ba[0], len(ba)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_by_bytes_index_sym', r'''
@lifted
def g(x):
    return b"hello"[x], b"hello"[x:]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_by_bytes_hex_decode', r'''
@lifted
def g(x):
    return bytes([x + 97]).decode(), bytes([x % 256]).hex()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_by_str_encode', r'''
@lifted
def g(s):
    return s.encode(), len(s.encode("utf-8"))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_by_bytes_in', r'''
@lifted
def g(x):
    return x in b"\x00\x01\x02", (x + 97) in b"abc"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_by_bytes_join', r'''
@lifted
def g(x):
    return b"-".join([bytes([x + 50]), b"z"])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_by_memoryview', r'''
@lifted
def g(x):
    return bytes(memoryview(bytes([x + 10, 2]))[0:1])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_st_translate', r'''
@lifted
def g(s):
    return s.translate(str.maketrans("ab", "xy"))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_maketrans_sym', r'''
@lifted
def g(s):
    return "abc".translate(str.maketrans({"a": s}))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_expandtabs', r'''
@lifted
def g(s):
    return (s + "\t!").expandtabs(4)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_zfill_sym', r'''
@lifted
def g(s):
    return s.zfill(3)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_partition', r'''
@lifted
def g(s):
    return s.partition("1"), s.rpartition("a")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_split_maxsplit', r'''
@lifted
def g(s):
    return (s + " " + s).split(" ", 1), s.rsplit("a", 1), s.splitlines()

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_isdigit_family', r'''
@lifted
def g(s):
    return s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower(), s.isdecimal(), s.isnumeric()

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_istitle_isidentifier', r'''
@lifted
def g(s):
    return s.istitle(), s.isidentifier(), s.isprintable(), s.isascii()

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_swapcase_casefold', r'''
@lifted
def g(s):
    return s.swapcase(), s.casefold(), s.capitalize(), s.title()

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_removeprefix', r'''
@lifted
def g(s):
    return s.removeprefix("a"), s.removesuffix("1"), s.strip("a"), s.lstrip("-")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_count_overlap', r'''
@lifted
def g(s):
    return (s + s).count("aa"), s.count(""), s.index("a") if "a" in s else -1

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_st_find_start_end', r'''
@lifted
def g(s, x):
    return s.find("a", x), s.rfind("a", 0, x), s.startswith(("a", "-"), x)

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20c_st_replace_count', r'''
@lifted
def g(s, y):
    return (s * 2).replace("a", "b", y)

@lifted
def f(s, y):
    try:
        return g(s, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'y'))
p('r20c_st_center_sym_width', r'''
@lifted
def g(s, x):
    return s.center(x + 3, "."), s.ljust(x, "-")

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20c_st_mult_neg', r'''
@lifted
def g(s, x):
    return s * x, [s] * x

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20c_st_compare_mixed', r'''
@lifted
def g(s, x):
    return s < "b", max(s, "a"), min([s, "A", "10"]), sorted([s, "a", "-"])

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20c_st_index_missing', r'''
@lifted
def g(s):
    return s.index("b")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_co_counter_most_common', r'''
@lifted
def g(x, y):
    c = collections.Counter({"a": x, "b": y, "c": 1})
    return c.most_common(2)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_counter_elements', r'''
@lifted
def g(x, y):
    c = collections.Counter(a=x, b=y)
    return sorted(c.elements()), +c, -c

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_counter_arith', r'''
@lifted
def g(x, y):
    c = collections.Counter(a=x) + collections.Counter(a=y, b=1)
    d = collections.Counter(a=x) - collections.Counter(a=y)
    return dict(c), dict(d), c.total()

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_counter_of_syms', r'''
@lifted
def g(x, y):
    c = collections.Counter([x, y, x, 1])
    return c[1], c[x], len(c)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_ordereddict_move', r'''
@lifted
def g(x):
    d = collections.OrderedDict(a=1, b=2, c=3)
    d.move_to_end("abc"[x % 3], last=x > 0)
    return list(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_co_ordereddict_popitem', r'''
@lifted
def g(b):
    d = collections.OrderedDict(a=1, b=2, c=3)
    return d.popitem(last=b), list(d)

@lifted
def f(b):
    try:
        return g(b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b',))
p('r20c_co_dict_fromkeys', r'''
@lifted
def g(x, y):
    return dict.fromkeys([x, y, 1], x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_dict_fromkeys_str', r'''
@lifted
def g(s):
    return dict.fromkeys(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_co_chainmap', r'''
@lifted
def g(x, y):
    cm = collections.ChainMap({"a": x}, {"a": y, "b": 2})
    return cm["a"], cm["b"], dict(cm)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_defaultdict_int_sym_keys', r'''
@lifted
def g(x, y):
    d = collections.defaultdict(int)
    for k in (x, y, x % 2):
        d[k] += 1
    return sorted(d.items())

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_sorted_stability', r'''
@lifted
def g(x, y):
    items = [("a", x), ("b", y), ("c", x)]
    return [n for n, _ in sorted(items, key=lambda t: t[1])]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_sorted_stability_reverse', r'''
@lifted
def g(x, y):
    items = [("a", x), ("b", y), ("c", 0)]
    return [n for n, _ in sorted(items, key=lambda t: t[1], reverse=True)]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_min_max_ties', r'''
@lifted
def g(x, y):
    items = [("a", x), ("b", y), ("c", 0)]
    return min(items, key=lambda t: t[1])[0], max(items, key=lambda t: t[1])[0]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_min_ties_abs', r'''
@lifted
def g(x, y):
    return min([x, y, -x], key=abs), max([y, x, -y], key=abs)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_list_sort_key_neg', r'''
@lifted
def g(x, y):
    a = [x, y, 0, -x]
    a.sort(key=lambda v: -v)
    return a

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_bisect_key', r'''
@lifted
def g(x):
    a = [(1, "a"), (3, "b"), (5, "c")]
    return bisect.bisect_left(a, x, key=lambda t: t[0]), bisect.bisect_right(a, x, key=lambda t: t[0])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_co_bisect_insort_key', r'''
@lifted
def g(x, y):
    a = []
    for v in (x, y, 0):
        bisect.insort(a, v, key=lambda t: -t)
    return a

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_bisect_lo_hi', r'''
@lifted
def g(x, y):
    return bisect.bisect([0, 1, 2, 3], x, lo=max(y, 0), hi=4)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_heap_nlargest', r'''
@lifted
def g(x, y):
    return heapq.nlargest(2, [x, y, 0, 1]), heapq.nsmallest(2, [x, y, 0, 1])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_heap_nlargest_key', r'''
@lifted
def g(x, y):
    items = [("a", x), ("b", y), ("c", 1)]
    return heapq.nlargest(2, items, key=lambda t: t[1])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_heap_merge', r'''
@lifted
def g(x, y):
    return list(heapq.merge([x, x + 2], [y, 5]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_heap_pushpop', r'''
@lifted
def g(x, y):
    h = [1, 3, 5]
    a = heapq.heappushpop(h, x)
    b = heapq.heapreplace(h, y)
    return a, b, h

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_co_heap_sym_n', r'''
@lifted
def g(x):
    return heapq.nsmallest(x, [4, 2, 3])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_co_deque_rotate_sym', r'''
@lifted
def g(x):
    d = collections.deque([1, 2, 3])
    d.rotate(x)
    return list(d)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_co_namedtuple_make', r'''
Pt = collections.namedtuple("Pt", ["a", "b"], defaults=[0])
@lifted
def g(x):
    p = Pt._make([x, x + 1])
    q = Pt(x)
    return tuple(p), tuple(q), p._fields, p.a + q.b

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_co_enumerate_start_sym', r'''
@lifted
def g(x):
    return list(enumerate("ab", start=x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_co_reversed_dict', r'''
@lifted
def g(x):
    d = {x: 1, 5: 2}
    return list(reversed(d))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_co_set_ops_sym', r'''
@lifted
def g(x, y):
    a = {x, y}
    return len(a), sorted(a | {0}), sorted(a - {1}), x in a & {1, 2}

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_at_getattr_sym_name', r'''
@lifted
class O:
    def __init__(self):
        self.a1 = 1
        self.ab = 2
@lifted
def g(s):
    return getattr(O(), s, "none")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_at_getattr_built_name', r'''
@lifted
class O:
    def __init__(self):
        self.f0 = 10
        self.f1 = 11
        self.f2 = 12
@lifted
def g(x):
    return getattr(O(), "f" + str(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_at_setattr_loop', r'''
@lifted
class O:
    pass
@lifted
def g(x):
    o = O()
    for i in range(3):
        setattr(o, "v" + str(i), x + i)
    return o.v0, o.v2, sorted(vars(o).items())

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_at_setattr_sym_name', r'''
@lifted
class O:
    pass
@lifted
def g(x):
    o = O()
    setattr(o, "k" + str(x % 2), x)
    return hasattr(o, "k0"), getattr(o, "k1", None)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_at_vars_by_path', r'''
@lifted
class O:
    def __init__(self, b):
        self.a = 1
        if b:
            self.c = 2
@lifted
def g(b):
    o = O(b)
    return sorted(vars(o)), len(o.__dict__)

@lifted
def f(b):
    try:
        return g(b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b',))
p('r20c_at_dir_by_path', r'''
@lifted
class O:
    def __init__(self, b):
        if b:
            self.zz = 2
@lifted
def g(b):
    return [n for n in dir(O(b)) if not n.startswith("_")]

@lifted
def f(b):
    try:
        return g(b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b',))
p('r20c_at_isinstance_union', r'''
@lifted
def g(x, b):
    v = x if b else str(x)
    return isinstance(v, int | str), isinstance(v, (bool, str)), isinstance(v, int | None)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_at_type_name_by_path', r'''
@lifted
def g(x, b):
    v = x if b else (str(x) if x > 0 else [x])
    return type(v).__name__, type(v) is list

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_at_delattr_by_path', r'''
@lifted
class O:
    def __init__(self):
        self.a = 1
@lifted
def g(x):
    o = O()
    if x > 0:
        delattr(o, "a")
    return getattr(o, "a", "gone")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_at_str_of_lifted_obj', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return "O<" + str(self.v) + ">"
    def __repr__(self):
        return "R" + str(self.v)
@lifted
def g(x):
    o = O(x)
    return str(o), repr([o]), f"{o}|{o!r}", "%s" % o, "{}".format(o)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_at_format_dunder', r'''
@lifted
class O:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        return spec + ":" + str(self.v)
@lifted
def g(x):
    o = O(x)
    return f"{o:zz}", format(o, "q"), "{:w}".format(o)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_tk_scanner_ord', r'''
@lifted
def g(s):
    n = 0
    neg = False
    for c in s:
        if c == "-":
            neg = True
        elif 48 <= ord(c) <= 57:
            n = n * 10 + ord(c) - 48
        else:
            return ("bad", c)
    return -n if neg else n

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_tk_isdigit_int', r'''
@lifted
def g(s):
    if s.isdigit():
        return int(s) + 1
    if s[:1] == "-" and s[1:].isdigit():
        return -int(s[1:])
    return None

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_tk_lstrip_int', r'''
@lifted
def g(s):
    t = s.lstrip("-")
    return int(t) if t.isdigit() else len(t)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_tk_partition_kv', r'''
@lifted
def g(s):
    k, sep, v = ("k" + s + "=v").partition("=")
    return k, sep, v

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_tk_roundtrip_hex', r'''
@lifted
def g(x):
    return int(hex(x), 16), int(bin(x), 0), int(oct(x)[-1])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_tk_roundtrip_format', r'''
@lifted
def g(x):
    t = f"{x:+04d}"
    return t, int(t), len(t), t[0]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_tk_roundtrip_repr', r'''
@lifted
def g(x, s):
    t = repr((x, s))
    return t, len(t), t.count("'")

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_tk_str_digits_sum', r'''
@lifted
def g(x):
    return sum(int(c) for c in str(abs(x) * 13))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_tk_str_digits_ord', r'''
@lifted
def g(x):
    return [ord(c) - 48 for c in str(x)]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_tk_split_once', r'''
@lifted
def g(s):
    i = s.find("1")
    return (s[:i], s[i + 1:]) if i >= 0 else (s, "")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_tk_word_lengths', r'''
@lifted
def g(s):
    words = ["x", s, "yy"]
    return {w: len(w) for w in words}

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_tk_caesar', r'''
@lifted
def g(s, x):
    return "".join(chr((ord(c) - 97 + x) % 26 + 97) if "a" <= c <= "z" else c for c in s)

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20c_cw_partial_max', r'''
import functools
@lifted
def g(x):
    clamp = functools.partial(max, 0)
    return clamp(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_partial_pow', r'''
import functools
@lifted
def g(x):
    sq = functools.partial(pow, exp=2)
    return sq(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_partial_round', r'''
import functools
@lifted
def g(x):
    r = functools.partial(round, ndigits=-1)
    return r(x * 7)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_partial_format', r'''
import functools
@lifted
def g(x):
    h = functools.partial(format, format_spec="03d")
    return h(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_partial_hex_map', r'''
import functools
@lifted
def g(x, y):
    return list(map(functools.partial(int, base=10), [str(x), str(y)]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_partial_divmod', r'''
import functools
@lifted
def g(x, y):
    by3 = functools.partial(divmod, x)
    return by3(y + 2)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_partial_chr', r'''
import functools
@lifted
def g(x):
    c = functools.partial(chr)
    return c(x + 70)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_partial_str_replace', r'''
import functools
@lifted
def g(s):
    rep = functools.partial(str.replace, s, "a")
    return rep("Z")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw_partial_operator_add', r'''
import functools, operator
@lifted
def g(x, y):
    inc = functools.partial(operator.add, x)
    return inc(y), list(map(inc, [1, 2]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_partial_sorted', r'''
import functools
@lifted
def g(x, y):
    srt = functools.partial(sorted, reverse=True)
    return srt([x, y, 0])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_partial_sum_len', r'''
import functools
@lifted
def g(x, y):
    return functools.partial(sum, start=x)([y, 1]), functools.partial(len)([x] * 3)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_partial_str_join', r'''
import functools
@lifted
def g(s):
    j = functools.partial(str.join, "+")
    return j([s, "q"])

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw_partial_isinstance', r'''
import functools
@lifted
def g(x, b):
    v = x if b else "t"
    return functools.partial(isinstance, v)(int)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_cw_starmap_pow', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.starmap(pow, [(x, 2), (2, y + 1)]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_starmap_divmod', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.starmap(divmod, [(x, 2), (7, y + 2)]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_accumulate_max', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.accumulate([x, y, 0, 1], max))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_accumulate_mul', r'''
import itertools, operator
@lifted
def g(x, y):
    return list(itertools.accumulate([x, y, 2], operator.mul, initial=1))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_cmp_to_key', r'''
import functools
@lifted
def cmp(a, b):
    return (a % 3) - (b % 3)
@lifted
def g(x, y):
    return sorted([x, y, 2, 4], key=functools.cmp_to_key(cmp))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_sorted_key_str', r'''
@lifted
def g(x, y):
    return sorted([x, y, 10], key=str)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_sorted_key_abs', r'''
@lifted
def g(x, y):
    return sorted([x, y, -1, 2], key=abs)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_min_key_hex', r'''
@lifted
def g(x, y):
    return min([x, y], key=hex)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_max_key_repr', r'''
@lifted
def g(s):
    return max([s, "b"], key=repr)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw_filter_str_isdigit', r'''
@lifted
def g(s):
    return list(filter(str.isdigit, [s, "7", "x"]))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw_filter_none', r'''
@lifted
def g(x, s):
    return list(filter(None, [x, s, 0, ""]))

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cw_map_len', r'''
@lifted
def g(s):
    return list(map(len, [s, s + s, "q"]))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw_map_operator_add_two', r'''
import operator
@lifted
def g(x, y):
    return list(map(operator.add, [x, y], [10, 20]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_map_pow_two', r'''
@lifted
def g(x, y):
    return list(map(pow, [x, 2], [2, y + 1]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_map_abs_chained', r'''
@lifted
def g(x, y):
    return sum(map(abs, map(int.__neg__, [x, y])))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_map_str_format_unbound', r'''
@lifted
def g(x, y):
    return list(map(str.format, ["<{}>", "[{}]"], [x, y]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_map_bound_zfill', r'''
@lifted
def g(x, y):
    return list(map(str.zfill, [str(x), str(y)], [3, 3]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_map_repr', r'''
@lifted
def g(x, s):
    return list(map(repr, [x, s]))

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cw_map_bool_int', r'''
@lifted
def g(x, y):
    return list(map(bool, [x, y])), list(map(int, [x > 0, "5"]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_map_float', r'''
@lifted
def g(x):
    return list(map(float, [x, 2]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_map_hash', r'''
@lifted
def g(x, y):
    return list(map(hash, [x, y]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_map_ord_sym', r'''
@lifted
def g(s):
    return list(map(ord, [s[:1] or "z", "a"]))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw_map_chr_sym', r'''
@lifted
def g(x):
    return list(map(chr, [x + 65, 66]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_map_divmod_alias2', r'''
@lifted
def g(x, y):
    return dict(zip("ab", map(divmod, [x, y], [2, 2])))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_lru_cache_c', r'''
import functools
@lifted
def g(x):
    h = functools.lru_cache(maxsize=None)(abs)
    return h(x), h(-x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_reduce_max_min', r'''
import functools
@lifted
def g(x, y):
    return functools.reduce(max, [x, y, 0]), functools.reduce(min, [x, y], 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_reduce_str_add', r'''
import functools, operator
@lifted
def g(x, s):
    return functools.reduce(operator.add, [s, str(x), "!"])

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cw_reduce_gcd', r'''
import functools, math
@lifted
def g(x, y):
    return functools.reduce(math.gcd, [x * 2, y * 2, 6])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_itemgetter_sym_index', r'''
import operator
@lifted
def g(x):
    return operator.itemgetter(x)("abcdefg")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_itemgetter_dict_sym_key', r'''
import operator
@lifted
def g(x):
    return operator.itemgetter(x)({0: "z", 1: "o", -1: "m"})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_attrgetter_sym_name', r'''
import operator
@lifted
class O:
    a = 1
    ab = 2
@lifted
def g(s):
    return operator.attrgetter("a" + s)(O())

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw_methodcaller_sym_arg', r'''
import operator
@lifted
def g(s, x):
    return operator.methodcaller("count", s)("aab"), operator.methodcaller("zfill", x)("7")

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20c_cw_getitem_slice_obj', r'''
@lifted
def g(x, y):
    sl = slice(x, y)
    return "abcdef"[sl], [0, 1, 2, 3][sl], sl.indices(4)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw_slice_in_itemgetter', r'''
import operator
@lifted
def g(x):
    return operator.itemgetter(slice(x, None))([1, 2, 3])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_str_dunder_mod_alias', r'''
@lifted
def g(x):
    m = "%03d".__mod__
    return m(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_str_dunder_mul', r'''
@lifted
def g(s, y):
    return str.__mul__(s, y), s.__getitem__(0) if s else None

@lifted
def f(s, y):
    try:
        return g(s, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'y'))
p('r20c_cw_int_dunder_format', r'''
@lifted
def g(x):
    return x.__format__("+d"), int.__format__(x, "x"), x.__str__(), x.__repr__()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_int_str_unbound', r'''
@lifted
def g(x):
    return int.__str__(x), int.__repr__(x), str.__str__(str(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_object_str_default', r'''
@lifted
def g(x):
    return object.__format__(x, ""), object.__str__(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw_vars_builtin_map', r'''
@lifted
def g(x, y):
    fns = {"a": abs, "n": int.__neg__, "h": hex}
    return [fns[k](x) for k in sorted(fns)]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_ty_len_str_or_list', r'''
@lifted
def g(x, b):
    v = "abc"[:x] if b else [x, x]
    return len(v), sorted(v), list(reversed(v))

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_join_str_or_list', r'''
@lifted
def g(x, b):
    v = "xyz" if b else ["p", str(x)]
    return "-".join(v)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_int_of_str_or_int', r'''
@lifted
def g(x, b):
    v = str(x) if b else x + 1
    return int(v) * 2, float(v)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_upper_unbound_union', r'''
@lifted
def g(x):
    v = "ab" if x > 0 else "Cd"
    return str.upper(v), str.swapcase(v), v.title()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_percent_tuple_or_not', r'''
@lifted
def g(x, b):
    args = (x, "q") if b else (str(x),)
    t = "%s:%s" if b else "<%s>"
    return t % args

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_format_spec_type_by_path', r'''
@lifted
def g(x, b):
    v = x if b else str(x)
    return format(v, ">5")

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_format_d_str_path', r'''
@lifted
def g(x, b):
    v = x if b else str(x)
    return format(v, "d")

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_max_str_or_int', r'''
@lifted
def g(x, b):
    v = [x, 1] if b else "q1a"
    return max(v), min(v)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_add_str_or_int', r'''
@lifted
def g(x, b):
    v = str(x) if b else x
    return v + v, v * 2

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_sum_mixed', r'''
@lifted
def g(x, b):
    v = [x, 1] if b else [x, "a"]
    return sum(v)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_hash_str_or_tuple', r'''
@lifted
def g(x, b):
    v = (x, 1) if b else (1, x)
    return hash(v) == hash((1, 1)), {v: 1}.get((1, 1))

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_json_union', r'''
import json
@lifted
def g(x, b):
    v = [x, None] if b else {"k": True}
    return json.dumps(v)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_json_concrete_by_path', r'''
import json
@lifted
def g(x):
    v = [1, "a"] if x > 0 else {"k": None}
    return json.dumps(v, sort_keys=True)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_repr_union', r'''
@lifted
def g(x, b):
    v = x if b else str(x)
    return repr(v), ascii(v), str([v])

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_bytes_or_str', r'''
@lifted
def g(x, b):
    v = bytes([x + 65]) if b else chr(x + 65)
    return len(v), v * 2, type(v).__name__

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r20c_ty_int_base_union_text', r'''
@lifted
def g(x):
    t = "ff" if x > 0 else "11"
    return int(t, 16), int(t, 2 if x < -1 else 8)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_str_method_union_recv', r'''
@lifted
def g(x):
    t = "a,b" if x > 0 else ("c" if x < 0 else "")
    return t.split(","), t.partition(","), t.upper(), t.count(",")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_translate_union_table', r'''
@lifted
def g(x):
    tab = str.maketrans("ab", "ba") if x > 0 else str.maketrans({"a": None})
    return "abca".translate(tab)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_re_union_pattern', r'''
import re
@lifted
def g(x):
    pat = r"\d+" if x > 0 else r"[a-z]+"
    m = re.search(pat, "ab12")
    return m.group(0), m.span()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_re_sub_union_repl', r'''
import re
@lifted
def g(x):
    rep = "<\\1>" if x > 0 else "[\\1]"
    return re.sub(r"(\d)", rep, "a1b2")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_re_sub_func', r'''
import re
@lifted
def g(x):
    return re.sub(r"\d", lambda m: str(int(m.group(0)) + x), "a1b2")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_re_split_sym_maxsplit', r'''
import re
@lifted
def g(y):
    return re.split(",", "a,b,c", maxsplit=y)

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_ty_re_findall_sym', r'''
import re
@lifted
def g(x):
    text = "a" + str(x) + "b" + str(x + 10)
    return re.findall(r"-?\d+", text)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_re_fullmatch_sym', r'''
import re
@lifted
def g(s):
    return re.fullmatch("a+", s) is not None

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_ty_struct_union_fmt', r'''
import struct
@lifted
def g(x):
    fmt = "<b" if x > 0 else ">h"
    return struct.pack(fmt, 5), struct.calcsize(fmt)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_struct_unpack_sym', r'''
import struct
@lifted
def g(x):
    return struct.unpack("<bb", bytes([x % 256, 1]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_textwrap_union', r'''
import textwrap
@lifted
def g(x):
    t = "aa bb cc" if x > 0 else "dd ee"
    return textwrap.wrap(t, 5)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_textwrap_sym_width', r'''
import textwrap
@lifted
def g(y):
    return textwrap.wrap("aa bb cc", y + 3)

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_ty_template_union', r'''
import string
@lifted
def g(x):
    t = string.Template("$a!") if x > 0 else string.Template("<$a>")
    return t.substitute(a="q")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_template_union_sym_arg', r'''
import string
@lifted
def g(x):
    t = string.Template("$a!") if x > 0 else string.Template("<$a>")
    return t.substitute(a=x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_decimal_union', r'''
import decimal
@lifted
def g(x):
    d = decimal.Decimal("1.5") if x > 0 else decimal.Decimal(2)
    return str(d * 2), str(d.quantize(decimal.Decimal("0.1")))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_fraction_union', r'''
import fractions
@lifted
def g(x):
    f = fractions.Fraction(1, 3) if x > 0 else fractions.Fraction(2, 4)
    return str(f + 1), f.limit_denominator(2) == f

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_enum_by_value_sym', r'''
import enum
class C(enum.Enum):
    A = "a"
    B = "ab"
@lifted
def g(s):
    try:
        return C(s).name
    except ValueError as e:
        return str(e)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_ty_enum_getitem_sym', r'''
import enum
class C(enum.Enum):
    A = 1
    B = 2
@lifted
def g(s):
    return C[s].value if s in ("A", "B") else None

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_ty_enum_members_str', r'''
import enum
class C(enum.IntEnum):
    A = 1
    B = 2
@lifted
def g(x):
    return [str(m) for m in C if m > x], C(max(min(x, 2), 1)).name

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_flag_str', r'''
import enum
class F(enum.Flag):
    R = 1
    W = 2
@lifted
def g(x):
    f = F.R if x > 0 else F.R | F.W
    return str(f), repr(f), f.value

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_dataclass_union_str', r'''
@dataclasses.dataclass
class A:
    v: int
@dataclasses.dataclass
class B:
    w: str
@lifted
def g(x):
    o = A(x) if x > 0 else B(str(x))
    return str(o), dataclasses.asdict(o)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ty_dataclass_astuple_sym', r'''
@dataclasses.dataclass
class A:
    v: int
    w: list
@lifted
def g(x, y):
    a = A(x, [y])
    return dataclasses.astuple(a), dataclasses.replace(a, v=y) == A(y, [y]), a == A(1, [y])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_ty_dataclass_order', r'''
@dataclasses.dataclass(order=True)
class A:
    v: int
    s: str
@lifted
def g(x, s):
    return sorted([A(x, s), A(0, "a"), A(x, "b")])[0].s

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_ty_namedtuple_str_union', r'''
P = collections.namedtuple("P", "a")
Q = collections.namedtuple("Q", "b c")
@lifted
def g(x):
    v = P(x) if x > 0 else Q(x, 1)
    return str(v), len(v), v[0]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cs_stringio_write', r'''
import io
@lifted
def g(x, s):
    buf = io.StringIO()
    buf.write(s)
    buf.write(str(x))
    return buf.getvalue()

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cs_print_stringio', r'''
import io
@lifted
def g(x, s):
    buf = io.StringIO()
    print(x, s, sep="|", end=";", file=buf)
    return buf.getvalue()

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cs_array', r'''
import array
@lifted
def g(x):
    a = array.array("i", [x, 2])
    return a[0] + a[1], a.tolist()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cs_deque_maxlen_sym', r'''
@lifted
def g(y):
    d = collections.deque([1, 2, 3], maxlen=y + 1)
    return list(d)

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_cs_itertools_repeat_sym', r'''
import itertools
@lifted
def g(x, s):
    return list(itertools.repeat(s, x))

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cs_islice_sym', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.islice("abcdef", max(x, 0), None, y + 2))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cs_combinations_sym', r'''
import itertools
@lifted
def g(y):
    return list(itertools.combinations("abc", y))

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_cs_product_repeat_sym', r'''
import itertools
@lifted
def g(y):
    return len(list(itertools.product("ab", repeat=y)))

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_cs_zip_longest_fill', r'''
import itertools
@lifted
def g(x, s):
    return list(itertools.zip_longest([x], "ab", fillvalue=s))

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cs_groupby_sym', r'''
import itertools
@lifted
def g(x, y):
    return [(k, len(list(v))) for k, v in itertools.groupby([x, y, y, 1])]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cs_compress_sym', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.compress("abc", [x, y, 1]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cs_pairwise', r'''
import itertools
@lifted
def g(x, y):
    return [b - a for a, b in itertools.pairwise([x, y, 0])]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cs_chain_from_iterable', r'''
import itertools
@lifted
def g(x, s):
    return list(itertools.chain.from_iterable([s, [x]]))

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cs_copy_deepcopy', r'''
import copy
@lifted
def g(x, s):
    a = [[x], {"s": s}]
    b = copy.deepcopy(a)
    b[0].append(1)
    c = copy.copy(a)
    c[1]["s"] = "z"
    return a, b

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cs_random_seed_sym', r'''
import random
@lifted
def g(x):
    r = random.Random(x)
    return r.randint(0, 100)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cs_hashlib', r'''
import hashlib
@lifted
def g(s):
    return hashlib.md5(s.encode()).hexdigest()[:4]

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cs_zlib_crc', r'''
import zlib
@lifted
def g(x):
    return zlib.crc32(bytes([x + 3]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cs_range_len_index', r'''
@lifted
def g(x, y):
    r = range(0, 10, y)
    return len(r), r[x], x in r

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cs_range_repr', r'''
@lifted
def g(x):
    return repr(range(x)), str(range(1, x, 2))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cs_list_index_unbound', r'''
@lifted
def g(x, y):
    a = [3, x, y]
    return list.index(a, y), list.count(a, x), tuple.index((x, y), y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cs_list_sort_alias', r'''
@lifted
def g(x, y):
    a = [x, y, 0]
    srt = a.sort
    srt(reverse=True)
    return a

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cs_dict_get_unbound', r'''
@lifted
def g(x):
    d = {0: "z", 1: "o"}
    return dict.get(d, x, "?"), dict.__contains__(d, x), d.__getitem__(x % 2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cs_dict_setdefault_alias', r'''
@lifted
def g(x, y):
    d = {}
    sd = d.setdefault
    sd(x, []).append(1)
    sd(y, []).append(2)
    return sorted(d.items())

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cs_set_contains_unbound', r'''
@lifted
def g(x):
    s = {1, 2}
    return set.__contains__(s, x), frozenset({x}).issubset({1, 2}), s.isdisjoint([x])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cs_list_contains_dunder', r'''
@lifted
def g(x, s):
    return [1, 2].__contains__(x), "ab".__contains__(s), (x, 1).count(1)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_fl_str_repr', r'''
@lifted
def g(z):
    return str(z), repr(z), f"{z}"

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_format_0f', r'''
@lifted
def g(z):
    return f"{z:.0f}", format(z, ".1f"), "%.0f" % z

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_percent_d', r'''
@lifted
def g(z):
    return "%d" % z, "%i|%s" % (z, z)

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_percent_x', r'''
@lifted
def g(z):
    return "%x" % z

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_format_d', r'''
@lifted
def g(z):
    return format(z, "d")

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_round_banker', r'''
@lifted
def g(z):
    return round(z), round(z, 0), round(z * 3, -1), int(z), math.floor(z) if False else 0

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_math_floor_ceil', r'''
import math
@lifted
def g(z):
    return math.floor(z), math.ceil(z), math.trunc(z), math.modf(z)

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_is_integer_ratio', r'''
@lifted
def g(z):
    return z.is_integer(), z.as_integer_ratio(), z.hex()

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_int_of_str_of_float', r'''
@lifted
def g(z):
    return int(str(z))

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_float_str_roundtrip', r'''
@lifted
def g(z):
    return float(str(z)) == z, float(repr(z * 2))

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_format_g_e', r'''
@lifted
def g(z):
    return format(z, "g"), format(z, ".2e"), format(z, "%"), format(z, "+08.2f")

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_json_dumps', r'''
import json
@lifted
def g(z):
    return json.dumps([z])

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_fraction_of_float', r'''
import fractions
@lifted
def g(z):
    return str(fractions.Fraction(z)), fractions.Fraction(z).limit_denominator(1)

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_statistics', r'''
import statistics
@lifted
def g(z, x):
    return statistics.mean([z, x]), statistics.median([z, 1.0, x])

@lifted
def f(z, x):
    try:
        return g(z, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z', 'x'))
p('r20c_fl_math_fsum_hypot', r'''
import math
@lifted
def g(z):
    return math.fsum([z, 0.1, 0.2]), math.hypot(z, 4.0), math.sqrt(abs(z))

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_fl_hash', r'''
@lifted
def g(z):
    return hash(z), hash(z) == hash(int(z))

@lifted
def f(z):
    try:
        return g(z)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('z',))
p('r20c_cw2_partial_int_nobase', r'''
import functools
@lifted
def g(s):
    return functools.partial(int)(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_partial_float', r'''
import functools
@lifted
def g(s):
    return functools.partial(float)(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_partial_ord', r'''
import functools
@lifted
def g(s):
    return functools.partial(ord)(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_partial_hex', r'''
import functools
@lifted
def g(x):
    return functools.partial(hex)(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_bytes', r'''
import functools
@lifted
def g(y):
    return functools.partial(bytes)(y)

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_cw2_partial_len_str', r'''
import functools
@lifted
def g(s):
    return functools.partial(len)(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_partial_str', r'''
import functools
@lifted
def g(x):
    return functools.partial(str)(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_int_sym_base', r'''
import functools
@lifted
def g(y):
    return functools.partial(int, "12")(base=y + 3)

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_cw2_partial_int_base_concrete_text', r'''
import functools
@lifted
def g(x):
    t = "7" if x > 0 else "z"
    return functools.partial(int, base=16)(t)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_map_int_base', r'''
@lifted
def g(s):
    return list(map(int, [s], [10]))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_map_int_sym_base', r'''
@lifted
def g(y):
    return list(map(int, ["11", "10"], [y + 2, 2]))

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_cw2_starmap_int', r'''
import itertools
@lifted
def g(s):
    return list(itertools.starmap(int, [(s, 16)]))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_sorted_key_partial_int', r'''
import functools
@lifted
def g(s):
    return sorted(["10", s + "1"], key=functools.partial(int, base=16))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_lru_int', r'''
import functools
@lifted
def g(s):
    conv = functools.lru_cache(maxsize=4)(int)
    return conv(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_methodcaller_to_bytes', r'''
import operator
@lifted
def g(x):
    return operator.methodcaller("to_bytes", 1, "big", signed=True)(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_chr_range', r'''
import functools
@lifted
def g(x):
    return functools.partial(chr)(x * 400000)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_divmod_zero', r'''
import functools
@lifted
def g(x, y):
    return functools.partial(divmod, x)(y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw2_partial_round_sym', r'''
import functools
@lifted
def g(x, y):
    return functools.partial(round)(x * 17, -y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw2_partial_pow_mod', r'''
import functools
@lifted
def g(x, y):
    return functools.partial(pow, x, mod=y + 2)(-1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw2_partial_isqrt', r'''
import functools, math
@lifted
def g(x):
    return functools.partial(math.isqrt)(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_factorial', r'''
import functools, math
@lifted
def g(x):
    return functools.partial(math.factorial)(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_comb', r'''
import functools, math
@lifted
def g(x, y):
    return functools.partial(math.comb, 4)(x), math.comb(x + 3, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw2_partial_sum', r'''
import functools
@lifted
def g(x, s):
    return functools.partial(sum)([x, s])

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cw2_partial_max_mixed', r'''
import functools
@lifted
def g(x, s):
    return functools.partial(max)([x, s])

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cw2_partial_str_join_int', r'''
import functools
@lifted
def g(x):
    return functools.partial(str.join, ",")([str(x), x])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_int_to_bytes', r'''
import functools
@lifted
def g(x):
    return functools.partial(int.to_bytes, length=1, byteorder="big")(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_bytes_fromhex', r'''
import functools
@lifted
def g(s):
    return functools.partial(bytes.fromhex)(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_partial_str_zfill', r'''
import functools
@lifted
def g(x):
    return functools.partial(str.zfill, "7")(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_list_index', r'''
import functools
@lifted
def g(x):
    return functools.partial([1, 2, 3].index)(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_dict_getitem', r'''
import functools
@lifted
def g(x):
    d = {0: "a", 1: "b"}
    return functools.partial(d.__getitem__)(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_range', r'''
import functools
@lifted
def g(x):
    return list(functools.partial(range, 0)(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_isinstance_str', r'''
import functools
@lifted
def g(s):
    return functools.partial(isinstance, s)(str), functools.partial(callable)(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_partial_format_spec_sym', r'''
import functools
@lifted
def g(x, y):
    return functools.partial(format, x)(">" + str(y + 2))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw2_partial_abs_bool', r'''
import functools
@lifted
def g(b):
    return functools.partial(abs)(b), functools.partial(int)(b), functools.partial(bool)(b)

@lifted
def f(b):
    try:
        return g(b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b',))
p('r20c_cw2_reduce_partial', r'''
import functools
@lifted
def g(x, y):
    return functools.reduce(functools.partial(max), [x, y, 0])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_cw2_partial_operator_getitem', r'''
import functools, operator
@lifted
def g(x, s):
    return functools.partial(operator.getitem, "hello")(x), functools.partial(operator.getitem, s + "z")(0)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r20c_cw2_partial_operator_mod_str', r'''
import functools, operator
@lifted
def g(x):
    return functools.partial(operator.mod, "%d!")(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_cw2_partial_operator_contains_str', r'''
import functools, operator
@lifted
def g(s):
    return functools.partial(operator.contains, "abc")(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_cw2_partial_operator_index_str', r'''
import functools, operator
@lifted
def g(s, x):
    return functools.partial(operator.indexOf, [1, 2])(x)

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r20c_min_percent_union_args', r'''
@lifted
def f(x, b):
    v = (x,) if b else x
    return "<%s>" % v
''', ('x', 'b'))
p('r20c_min_percent_union_args_concrete', r'''
@lifted
def f(x):
    v = ("a",) if x > 0 else "a"
    return "<%s>" % v
''', ('x',))
p('r20c_min_partial_int_base', r'''
import functools
@lifted
def g(s):
    return functools.partial(int, base=2)(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_min_partial_isinstance', r'''
import functools
@lifted
def f(x):
    return functools.partial(isinstance, x)(int)
''', ('x',))
p('r20c_min_maketrans_dict_literal', r'''
@lifted
def f(x):
    t = str.maketrans({"a": "b"})
    return "abc".translate(t), x
''', ('x',))
p('r20c_min_methodcaller_sym_arg', r'''
import operator
@lifted
def g(s):
    return operator.methodcaller("count", s)("aab")

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_min_attrgetter_sym_name', r'''
import operator
@lifted
class O:
    a = 1
@lifted
def g(s):
    return operator.attrgetter("a" + s)(O())

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_ex_eval_globals_dict', r'''
@lifted
def g(x):
    return eval("a + 1", {"a": 5}), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_eval_sym', r'''
@lifted
def g(x):
    return eval("a + 1", {"a": x})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_exec_dict', r'''
@lifted
def g(x):
    ns = {}
    exec("r = 2", ns)
    return ns["r"] + x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_type_new_dict', r'''
@lifted
def g(x):
    K = type("K", (), {"v": 3})
    return K.v + x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_maketrans_sym_key_dict', r'''
@lifted
def g(x):
    d = {"a": "b"}
    if x > 0:
        d["c"] = "d"
    return "abc".translate(str.maketrans(d))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_translate_dict_direct', r'''
@lifted
def g(x):
    return "abc".translate({97: "z", 98: None}), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_translate_dict_sym_value', r'''
@lifted
def g(x):
    return "abc".translate({97: x + 100})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_json_dict_concrete', r'''
import json
@lifted
def g(x):
    d = {"a": [1, 2], "b": None}
    return json.dumps(d), json.dumps([1, {"c": True}]), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_format_map_dict', r'''
@lifted
def g(x):
    d = {"a": 1}
    return "{a}".format_map(d), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_vars_setdefault', r'''
import types
@lifted
def g(x):
    ns = types.SimpleNamespace(**{"a": 1})
    return ns.a + x, vars(ns)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_struct_pack_list', r'''
import struct
@lifted
def g(x):
    vals = [1, 2]
    return struct.pack("<2b", *vals), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_bytes_of_list', r'''
@lifted
def g(x):
    a = [65, 66]
    a.append(67)
    return bytes(a), bytearray(a), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_str_join_list_sub', r'''
@lifted
def g(x):
    a = ["p"]
    a.append("q")
    return ",".join(a), str.join("-", a), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_operator_mod_dict', r'''
@lifted
def g(x):
    d = {"k": 1}
    return "%(k)d" % d, x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_enum_functional_dict', r'''
import enum
@lifted
def g(x):
    E = enum.Enum("E", {"A": 1, "B": 2})
    return E(max(min(x, 2), 1)).name

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_namedtuple_make_dict', r'''
P = collections.namedtuple("P", "a b")
@lifted
def g(x):
    return tuple(P(**{"a": x, "b": 1}))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_dict_subclass_check', r'''
@lifted
def g(x):
    d = {"a": x}
    return type(d) is dict, type([x]) is list, type((x,)) is tuple, dict.__repr__({"a": 1})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_list_dunder_repr', r'''
@lifted
def g(x):
    a = [1, 2]
    return list.__repr__(a), list.__len__(a), list.__getitem__(a, 1), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_dict_keys_unbound', r'''
@lifted
def g(x):
    d = {"a": 1, "b": 2}
    return list(dict.keys(d)), list(dict.items(d)), dict.copy(d), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_re_sub_dict_lookup', r'''
import re
@lifted
def g(x):
    table = {"a": "1", "b": "2"}
    return re.sub("[ab]", lambda m: table[m.group(0)], "abc"), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_map_dict_get_unbound', r'''
@lifted
def g(x):
    d = {1: "o", 2: "t"}
    return list(map(d.get, [1, 3, 2])), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_ex_min_dict', r'''
@lifted
def g(x):
    d = {"a": 3, "b": 1}
    return min(d, key=d.__getitem__), sorted(d.items(), key=lambda kv: kv[1]), x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_min_partial_callable', r'''
import functools
@lifted
def f(x):
    return functools.partial(callable)(x)
''', ('x',))
p('r20c_min_translate_sym_value', r'''
@lifted
def g(x):
    return "a".translate({97: x + 100})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_min_partial_int_union_text', r'''
import functools
@lifted
def g(x):
    t = "7" if x > 0 else "z"
    return functools.partial(int, base=16)(t)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_min_percent_union_args_int', r'''
@lifted
def f(x):
    v = (x, 1) if x > 0 else (x,)
    return "%s" % (v,) , "%s" % v if x <= 0 else ""
''', ('x',))
p('r20c_lb_partial_type', r'''
import functools
@lifted
def g(x):
    return functools.partial(type)(x).__name__

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_starmap_isinstance', r'''
import itertools
@lifted
def g(x):
    return list(itertools.starmap(isinstance, [(x, int), (x, str)]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_attrgetter_real', r'''
import operator
@lifted
def g(x):
    return operator.attrgetter("real")(x), getattr(x, "imag")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_methodcaller_bit_length', r'''
import operator
@lifted
def g(x):
    return operator.methodcaller("bit_length")(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_format_spread_union', r'''
@lifted
def g(x):
    t = (x, 1) if x > 0 else (x,)
    return ("{}{}" if x > 0 else "<{}>").format(*t)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_join_union_tuple_str', r'''
@lifted
def g(x):
    t = ("a", "b") if x > 0 else "cd"
    return "-".join(t)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_math_misc_int', r'''
import math
@lifted
def g(x, y):
    return math.hypot(x, y), math.fmod(x, 2), math.sqrt(x * x), math.log2(abs(x) + 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_lb_math_pow_exp', r'''
import math
@lifted
def g(x):
    return math.pow(2, x), math.ldexp(1.0, x), math.frexp(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_operator_setitem', r'''
import operator
@lifted
def g(x):
    a = [0, 1, 2]
    operator.setitem(a, x, 9)
    operator.delitem(a, 0)
    return a

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_operator_concat', r'''
import operator
@lifted
def g(x, y):
    return operator.concat([x], [y]), operator.concat((x,), (1,))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_lb_operator_length_hint', r'''
import operator
@lifted
def g(y):
    return operator.length_hint([1] * y), operator.length_hint(iter(range(y)))

@lifted
def f(y):
    try:
        return g(y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('y',))
p('r20c_lb_operator_call', r'''
import operator
@lifted
def g(x):
    return operator.call(abs, x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_takewhile_partial', r'''
import itertools, functools, operator
@lifted
def g(x):
    return list(itertools.takewhile(functools.partial(operator.gt, x), [-2, 0, 2, -5]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_filter_partial_lt', r'''
import functools, operator
@lifted
def g(x):
    return list(filter(functools.partial(operator.lt, x), [-1, 0, 1, 2]))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_filterfalse_isdigit', r'''
import itertools
@lifted
def g(s):
    return list(itertools.filterfalse(str.isdigit, ["1", s]))

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r20c_lb_cycle_islice', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.islice(itertools.cycle([x, y]), 5))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_lb_accumulate_initial_sym', r'''
import itertools
@lifted
def g(x, y):
    return list(itertools.accumulate([1, 2], initial=x)), list(itertools.accumulate([x, y], lambda a, b: a * 10 + b))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_lb_insort_alias', r'''
@lifted
def g(x, y):
    ins = bisect.insort_left
    a = [0, 2]
    ins(a, x)
    ins(a, y)
    return a

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_lb_partial_isinstance_union_value', r'''
import functools
@lifted
def g(x):
    v = x if x > 0 else "neg"
    chk = functools.partial(isinstance, v)
    return chk(str), chk(int)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_sorted_key_partial_pow', r'''
import functools
@lifted
def g(x, y):
    return sorted([x, y, 1], key=functools.partial(pow, exp=2))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_lb_max_key_partial_abs', r'''
import functools
@lifted
def g(x, y):
    return max([x, y], key=functools.partial(abs))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_lb_partial_sorted_key_str', r'''
import functools
@lifted
def g(x, y):
    return functools.partial(sorted, key=str)([x, y, 10])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r20c_lb_partial_str_len_union', r'''
import functools
@lifted
def g(x):
    v = "abc" if x > 0 else [x]
    return functools.partial(len)(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_partial_hash_union', r'''
import functools
@lifted
def g(x):
    v = "k" if x > 0 else 5
    return functools.partial(hash)(v) == hash(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_partial_repr_union', r'''
import functools
@lifted
def g(x):
    v = "k" if x > 0 else 5
    return functools.partial(repr)(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_partial_str_concrete_union', r'''
import functools
@lifted
def g(x):
    v = "k" if x > 0 else 5
    return functools.partial(str)(v), functools.partial(str.upper)("k" if x > 1 else "q")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_partial_ord_union', r'''
import functools
@lifted
def g(x):
    v = "k" if x > 0 else "q"
    return functools.partial(ord)(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_partial_bool_union', r'''
import functools
@lifted
def g(x):
    v = "" if x > 0 else [0]
    return functools.partial(bool)(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_partial_int_union', r'''
import functools
@lifted
def g(x):
    v = "12" if x > 0 else 3.5
    return functools.partial(int)(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r20c_lb_partial_max_union', r'''
import functools
@lifted
def g(x):
    v = [1, 5] if x > 0 else [7]
    return functools.partial(max)(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))

ROUND20_OPEN: dict[str, str] = {}

# The CI slice: the minimal forms of the defects fixed.
ROUND20_CI: frozenset[str] = frozenset({
    'r20c_lb_starmap_isinstance', 'r20a_min_any_genexpr_enumerate_effect', 'r20a_min_bound_format_method', 'r20a_min_deque_append_no_args_msg',
    'r20a_min_dict_from_triples_msg', 'r20a_min_hex_extra_arg', 'r20a_min_int_in_str_msg',
    'r20a_min_join_non_iterable_msg', 'r20a_min_list_index_no_args', 'r20a_min_list_plus_tuple_msg',
    'r20a_min_pow_type_msg', 'r20a_min_set_ior_list', 'r20a_min_union_template_format',
    'r20b_g_zip_consumes_extra', 'r20b_min_free_var_unbound', 'r20b_min_gen_reentrant_next',
    'r20b_min_gen_try_finally_cond_yield_refused', 'r20b_min_list_iter_exhausted_resumes', 'r20b_min_next_enumerate_symlen',
    'r20b_min_zip_dict_iter_drained', 'r20b_min_zip_filter_drained', 'r20c_min_attrgetter_sym_name',
    'r20c_min_maketrans_dict_literal', 'r20c_min_methodcaller_sym_arg', 'r20c_min_partial_isinstance',
    'r20c_min_percent_union_args', 'r20c_min_translate_sym_value',
})

assert ROUND20_CI <= ROUND20_PROBES.keys(), sorted(ROUND20_CI - ROUND20_PROBES.keys())
assert ROUND20_OPEN.keys() <= ROUND20_PROBES.keys(), sorted(ROUND20_OPEN.keys() - ROUND20_PROBES.keys())
