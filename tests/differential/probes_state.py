"""Held-out probes of issue 10, round 6a (worktree z10g): state, aliasing and control
flow, combined. Each program meets at least two of: one object reached from two places
(containers, attributes, `a = b = []`, cycles, copies), module-level or function-level
state (globals, class attributes, function attributes, default arguments, closures,
`nonlocal`), non-local control flow (`break`/`continue`/`return` through `finally`,
`else` clauses, exceptions caught frames away, suppressing context managers) and
mutation of a sequence at symbolic positions. Each is the body of a `Program` over inputs
x and y, run by `test_probes.py` like the other probes (merged into `probes.PROBES`);
the ones in `STATE_CI` run in the default test run, the rest under the slow marker.

A program whose state lives at module level resets it at the start of `f`: plain Python
runs `f` once per input, and the answer must not depend on the order of those runs."""

from __future__ import annotations

__all__ = ["STATE_PROBES", "STATE_CI", "STATE_SIGNATURES"]

STATE_PROBES: dict[str, str] = {}
# (params, number of `choose` alternatives, query family, hole target), as probes.SIGNATURES
STATE_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}

# --- aliasing: one object reached from two places, mutated under branches and loops

STATE_PROBES["al_grid_star_rows"] = '''
@lifted
def f(x, y):
    g = [[0] * 3] * 3
    h = [[0] * 3 for _ in range(3)]
    for i in range(3):
        if i + x > y:
            g[i][i] += 1
            h[i][i] += 1
    g[abs(y) % 3][0] = x
    return g, h, g[0] is g[2]
'''

STATE_PROBES["al_a_eq_b_list"] = '''
@lifted
def f(x, y):
    a = b = []
    c = []
    for i in range(3):
        if x > i:
            a.append(i)
        elif y > i:
            b.append(-i)
        else:
            c = b
            c.append(9)
    return a, b is c, len(b), c
'''

STATE_PROBES["al_mutate_and_return"] = '''
@lifted
def push(xs, v):
    if v > 0:
        xs.append(v)
    else:
        xs.insert(0, v)
    return xs
@lifted
def f(x, y):
    xs = [1]
    ys = push(xs, x)
    zs = push(ys, y)
    zs[0] += 10
    return xs, xs is zs, ys[0]
'''

STATE_PROBES["al_dict_of_lists_append"] = '''
@lifted
def f(x, y):
    shared = []
    d = {"a": shared, "b": shared, "c": []}
    for v in (x, y, x - y):
        k = "a" if v > 0 else ("c" if v < 0 else "b")
        d[k].append(v)
    return d["a"], d["c"], d["a"] is d["b"], len(shared)
'''

STATE_PROBES["al_setdefault_group"] = '''
@lifted
def f(x, y):
    groups = {}
    order = []
    for v in (x, y, x + y, x * y):
        bucket = groups.setdefault(v % 3, [])
        if not bucket:
            order.append(v % 3)
        bucket.append(v)
    return order, [groups[k] for k in order]
'''

STATE_PROBES["al_two_attrs_one_list"] = '''
@lifted
class Node:
    def __init__(self, log):
        self.log = log
        self.seen = log
@lifted
def f(x, y):
    log = []
    a = Node(log)
    b = Node(log if x > 0 else [])
    a.log.append(x)
    b.seen.append(y)
    if y > 0:
        a.seen = [y]
    a.seen.append(0)
    return log, a.log, b.log, a.log is b.log
'''

STATE_PROBES["al_cycle_pair"] = '''
@lifted
class Cell:
    def __init__(self, v):
        self.v = v
        self.peer = None
@lifted
def f(x, y):
    a, b = Cell(x), Cell(y)
    a.peer, b.peer = b, a
    cur = a
    steps = 0
    while cur.v < 3 and steps < 5:
        cur.v += 1
        cur = cur.peer
        steps += 1
    return a.v, b.v, steps, cur is a, a.peer.peer is a
'''

STATE_PROBES["al_cycle_self_list"] = '''
@lifted
def f(x, y):
    xs = [x, y]
    xs.append(xs)
    n = 0
    for item in xs:
        if item is xs:
            n += 100
        elif item > 0:
            n += item
    inner = xs[2]
    inner[0] = y
    return n, xs[0], len(xs[2][2])
'''

STATE_PROBES["al_copy_vs_deepcopy_branch"] = '''
import copy
@lifted
def f(x, y):
    base = [[x], [y]]
    sh = copy.copy(base)
    dp = copy.deepcopy(base)
    if x > y:
        base[0].append(1)
        sh[1] = [0]
    else:
        dp[0].append(2)
        base[1][0] = 7
    return base, sh, dp, sh[0] is base[0]
'''

STATE_PROBES["al_deepcopy_shared_twice"] = '''
import copy
@lifted
def f(x, y):
    inner = [x]
    outer = [inner, inner]
    c = copy.deepcopy(outer)
    if y > 0:
        c[0].append(y)
    else:
        outer[1].append(-1)
    return outer, c, c[0] is c[1]
'''

STATE_PROBES["al_list_copy_in_loop"] = '''
@lifted
def f(x, y):
    row = [0, 0]
    rows = []
    for i in range(3):
        if (x + i) % 2 == 0:
            row[0] += 1
            rows.append(row)
        else:
            rows.append(row[:])
            row[1] += y
    return rows, row
'''

STATE_PROBES["al_dict_value_is_key_list"] = '''
@lifted
def f(x, y):
    a = [x]
    d = {0: a, 1: a}
    if x > 0:
        d[1] = list(a)
    d[0].append(y)
    if y > 0:
        d[1].append(5)
    return d, d[0] is d[1]
'''

STATE_PROBES["al_alias_through_pop"] = '''
@lifted
def f(x, y):
    stack = [[x], [y]]
    top = stack[-1]
    if x > y:
        got = stack.pop()
    else:
        got = stack[0]
    got.append(0)
    return stack, top, got is top
'''

STATE_PROBES["al_objects_in_two_lists"] = '''
@lifted
class Box:
    def __init__(self, v):
        self.v = v
@lifted
def f(x, y):
    boxes = [Box(x), Box(y), Box(0)]
    pos = [b for b in boxes if b.v > 0]
    neg = [b for b in boxes if b.v <= 0]
    for b in pos:
        b.v *= 2
    if neg:
        neg[0].v = 9
    return [b.v for b in boxes], len(pos), len(neg)
'''

STATE_PROBES["al_tuple_holds_list"] = '''
@lifted
def f(x, y):
    xs = []
    t = (xs, x)
    u = (xs, y)
    try:
        t[0].append(x)
        if y < 0:
            t[1] += 1
        u[0] += [y]
    except TypeError:
        pass
    return t, u, t == u
'''

STATE_PROBES["al_set_of_ids_visited"] = '''
@lifted
class N:
    def __init__(self, v):
        self.v = v
        self.next = None
@lifted
def f(x, y):
    a, b, c = N(x), N(y), N(0)
    a.next = b
    b.next = c if x > 0 else a
    c.next = b if y > 0 else None
    seen = []
    cur = a
    while cur is not None and not any(cur is s for s in seen):
        seen.append(cur)
        cur = cur.next
    return [n.v for n in seen], cur is None
'''

# --- module-level and function-level state under symbolic branches

STATE_PROBES["st_global_counter_branch"] = '''
CALLS = 0
LOG = []
@lifted
def tick(v):
    global CALLS
    CALLS += 1
    if v > 0:
        LOG.append(v)
        return True
    return False
@lifted
def f(x, y):
    global CALLS
    CALLS = 0
    LOG.clear()
    hits = 0
    for v in (x, y, x + y):
        if tick(v) and v > 1:
            hits += 1
    return CALLS, LOG[:], hits
'''

STATE_PROBES["st_global_dict_cache"] = '''
CACHE = {}
@lifted
def slow(v):
    if v in CACHE:
        return CACHE[v], True
    r = v * v - 1
    CACHE[v] = r
    return r, False
@lifted
def f(x, y):
    CACHE.clear()
    a = slow(x)
    b = slow(y)
    c = slow(x)
    return a, b, c, sorted(CACHE)
'''

STATE_PROBES["st_class_attr_count"] = '''
@lifted
class Item:
    made = 0
    def __init__(self, v):
        if v > 0:
            Item.made += 1
        self.v = v
@lifted
def f(x, y):
    Item.made = 0
    items = [Item(v) for v in (x, y, x - y)]
    before = Item.made
    if before > 1:
        Item.made = -1
    return before, Item.made, items[0].made
'''

STATE_PROBES["st_class_attr_shadow_instance"] = '''
@lifted
class Cfg:
    level = 1
@lifted
def f(x, y):
    Cfg.level = 1
    a, b = Cfg(), Cfg()
    if x > 0:
        a.level = x
    if y > 0:
        Cfg.level += y
    return a.level, b.level, Cfg.level, "level" in vars(a)
'''

STATE_PROBES["st_class_list_attr_shared"] = '''
@lifted
class Reg:
    seen = []
    def __init__(self, v):
        self.mine = []
        if v % 2 == 0:
            self.seen.append(v)
        else:
            self.mine.append(v)
@lifted
def f(x, y):
    Reg.seen = []
    r1, r2 = Reg(x), Reg(y)
    return Reg.seen, r1.mine, r2.mine, r1.seen is r2.seen
'''

STATE_PROBES["st_function_attribute"] = '''
@lifted
def counted(v):
    counted.calls += 1
    if v < 0:
        counted.neg += 1
    return v * 2
@lifted
def f(x, y):
    counted.calls = 0
    counted.neg = 0
    out = [counted(v) for v in (x, y) if v != 0]
    return out, counted.calls, counted.neg
'''

STATE_PROBES["st_default_mutable_accumulates"] = '''
@lifted
def f(x, y):
    def add(v, acc=[]):
        if v > 0:
            acc.append(v)
        return acc
    a = add(x)
    b = add(y)
    c = add(1, [])
    return a, a is b, c, len(add(0))
'''

STATE_PROBES["st_default_dict_memo"] = '''
@lifted
def f(x, y):
    def cost(n, memo={}):
        if n in memo:
            return memo[n]
        r = 0 if n <= 0 else n + cost(n - 1)
        memo[n] = r
        return r
    a = cost(x)
    b = cost(y)
    return a, b, len(cost.__defaults__[0])
'''

STATE_PROBES["st_late_binding_closures"] = '''
@lifted
def f(x, y):
    fs = []
    for i in range(3):
        if i != y:
            fs.append(lambda v: v + i)
    gs = [lambda v, i=i: v * i for i in range(3)]
    return [h(x) for h in fs], [g(x) for g in gs]
'''

STATE_PROBES["st_nonlocal_nested_loops"] = '''
@lifted
def f(x, y):
    total = 0
    def scan():
        nonlocal total
        for i in range(3):
            for j in range(3):
                if i * j > x:
                    return i, j
                if j == y:
                    break
                total += i - j
        return None
    r = scan()
    return r, total
'''

STATE_PROBES["st_nonlocal_counter_gen"] = '''
@lifted
def f(x, y):
    count = 0
    def gen():
        nonlocal count
        for v in (x, y, 3):
            count += 1
            if v > 0:
                yield v
    first = None
    for v in gen():
        if v > 1:
            first = v
            break
    return first, count
'''

STATE_PROBES["st_closure_over_mutable"] = '''
@lifted
def f(x, y):
    seen = []
    def note(v):
        seen.append(v)
        return len(seen)
    n = 0
    if x > 0:
        n = note(x)
    if y > 0:
        n = note(y) + n
    seen2 = seen
    seen2.append(0)
    return n, seen
'''

STATE_PROBES["st_global_rebinding_list"] = '''
BUF = []
@lifted
def reset():
    global BUF
    BUF = []
@lifted
def f(x, y):
    global BUF
    BUF = []
    old = BUF
    old.append(x)
    if x > y:
        reset()
    BUF.append(y)
    return old, BUF, old is BUF
'''

STATE_PROBES["st_global_raise_midway"] = '''
DONE = []
@lifted
def step(v):
    DONE.append(v)
    if v == 0:
        raise ValueError("zero")
    DONE.append(-v)
@lifted
def f(x, y):
    DONE.clear()
    try:
        for v in (x, y):
            step(v)
        tag = "ok"
    except ValueError:
        tag = "err"
    return tag, DONE[:]
'''

STATE_PROBES["st_class_instances_registry"] = '''
@lifted
class Obj:
    live = {}
    def __init__(self, key, v):
        self.v = v
        if key in Obj.live:
            Obj.live[key].v += v
        else:
            Obj.live[key] = self
@lifted
def f(x, y):
    Obj.live = {}
    a = Obj(x % 2, x)
    b = Obj(y % 2, y)
    c = Obj(0, 1)
    return sorted((k, o.v) for k, o in Obj.live.items()), a.v, b.v, c.v
'''

# --- control flow: finally, else clauses, exceptions across frames, suppressing `with`

STATE_PROBES["cf_break_in_finally_loop"] = '''
@lifted
def f(x, y):
    log = []
    for i in range(4):
        try:
            if i == x:
                break
            if i == y:
                continue
            log.append(i)
        finally:
            log.append(-i)
    else:
        log.append(99)
    return log
'''

STATE_PROBES["cf_return_in_try_finally_mutates"] = '''
@lifted
def pick(xs, v):
    try:
        if v > 0:
            return xs[v]
        return -1
    except IndexError:
        xs.append(v)
        return -2
    finally:
        xs.append(0)
@lifted
def f(x, y):
    xs = [5, 6]
    a = pick(xs, x)
    b = pick(xs, y)
    return a, b, xs
'''

STATE_PROBES["cf_finally_overrides_return"] = '''
@lifted
def g(x, y, log):
    for i in range(3):
        try:
            if i + x > y:
                return i
        finally:
            log.append(i)
            if i == 1 and y > 0:
                break
    return -1
@lifted
def f(x, y):
    log = []
    return g(x, y, log), log
'''

STATE_PROBES["cf_while_else_symbolic"] = '''
@lifted
def f(x, y):
    n = x
    found = []
    while n < 3:
        n += 1
        if n == y:
            found.append(n)
            break
    else:
        found.append(-n)
    return n, found
'''

STATE_PROBES["cf_try_else_finally_order"] = '''
@lifted
def f(x, y):
    order = []
    for v in (x, y):
        try:
            order.append("t")
            r = 6 // v
        except ZeroDivisionError:
            order.append("e")
            continue
        else:
            order.append("l")
            if r < 0:
                break
        finally:
            order.append("f")
    return "".join(order)
'''

STATE_PROBES["cf_while_true_symbolic_exit"] = '''
@lifted
def f(x, y):
    acc = []
    i = x
    while True:
        i += 1
        if i % 2 == 0:
            continue
        acc.append(i)
        if i >= y or len(acc) > 3:
            break
    return acc, i
'''

STATE_PROBES["cf_raise_two_frames_up"] = '''
@lifted
class Oops(Exception):
    def __init__(self, where, val):
        super().__init__(where)
        self.where = where
        self.val = val
@lifted
def inner(v, log):
    log.append(v)
    if v < 0:
        raise Oops("inner", v * 2)
    return v
@lifted
def middle(v, log):
    r = inner(v, log) + inner(v - 1, log)
    log.append("m")
    return r
@lifted
def f(x, y):
    log = []
    try:
        r = middle(x, log) + middle(y, log)
    except Oops as e:
        r = (e.where, e.val)
    return r, log
'''

STATE_PROBES["cf_raise_from_chain"] = '''
@lifted
def parse(v):
    try:
        return [1, 2, 3][v]
    except IndexError as e:
        raise ValueError("bad index") from e
@lifted
def f(x, y):
    try:
        a = parse(x)
        b = parse(y)
        return a + b
    except ValueError as e:
        return str(e), type(e.__cause__).__name__, e.__cause__ is not None
'''

STATE_PROBES["cf_bare_reraise_counts"] = '''
@lifted
def f(x, y):
    attempts = []
    def risky(v):
        attempts.append(v)
        if v > 1:
            raise KeyError(v)
        return v
    try:
        try:
            risky(x)
            risky(y)
        except KeyError:
            attempts.append("h")
            if x > y:
                raise
        out = "inner"
    except KeyError as e:
        out = e.args[0]
    return out, attempts
'''

STATE_PROBES["cf_custom_exc_fields_list"] = '''
@lifted
class Bad(Exception):
    def __init__(self, items):
        super().__init__("bad")
        self.items = items
@lifted
def f(x, y):
    acc = []
    try:
        for v in (x, y, x * y):
            acc.append(v)
            if v < 0:
                raise Bad(acc)
    except Bad as e:
        e.items.append("!")
        return len(e.items), e.items is acc, acc[-1]
    return len(acc), None, acc[-1]
'''

STATE_PROBES["cf_with_suppress_symbolic"] = '''
@lifted
class Guard:
    def __init__(self, limit, log):
        self.limit = limit
        self.log = log
    def __enter__(self):
        self.log.append("in")
        return self
    def __exit__(self, et, ev, tb):
        self.log.append("out")
        return et is not None and self.limit > 0
@lifted
def f(x, y):
    log = []
    try:
        with Guard(y, log):
            log.append(10 // x)
        log.append("after")
    except ZeroDivisionError:
        log.append("zde")
    return log
'''

STATE_PROBES["cf_with_in_loop_break"] = '''
@lifted
class Res:
    opened = 0
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        Res.opened += 1
        return self.log
    def __exit__(self, *a):
        Res.opened -= 1
        self.log.append("x")
        return False
@lifted
def f(x, y):
    Res.opened = 0
    log = []
    for i in range(3):
        with Res(log) as l:
            if i == x:
                break
            l.append(i)
            if i == y:
                continue
            l.append("n")
    return log, Res.opened
'''

STATE_PROBES["cf_exc_mid_listcomp_appends"] = '''
@lifted
def f(x, y):
    side = []
    def g(v):
        side.append(v)
        return 12 // v
    try:
        out = [g(v) for v in (x, y, x + y)]
    except ZeroDivisionError:
        out = None
    return out, side
'''

STATE_PROBES["cf_exc_mid_generator_consumed"] = '''
@lifted
def f(x, y):
    got = []
    def gen():
        for v in (x, y, 2):
            if v == 0:
                raise ValueError(len(got))
            yield 10 // v
    try:
        for v in gen():
            got.append(v)
    except ValueError as e:
        got.append(("err", e.args[0]))
    return got
'''

STATE_PROBES["cf_assert_message_symbolic"] = '''
@lifted
def f(x, y):
    done = []
    try:
        for v in (x, y):
            assert v != 1, f"one at {len(done)}"
            done.append(v)
    except AssertionError as e:
        return str(e), done
    return "ok", done
'''

STATE_PROBES["cf_early_return_nested_loops"] = '''
@lifted
def find(grid, t):
    for i, row in enumerate(grid):
        for j, v in enumerate(row):
            if v == t:
                row[j] = None
                return i, j
    return None
@lifted
def f(x, y):
    grid = [[x, y], [y, x + 1]]
    a = find(grid, y)
    b = find(grid, y)
    return a, b, grid
'''

STATE_PROBES["cf_recursion_shared_list"] = '''
@lifted
def walk(n, acc):
    if n <= 0 or len(acc) > 4:
        acc.append("end")
        return len(acc)
    acc.append(n)
    if n % 2 == 0:
        return walk(n - 1, acc)
    return walk(n - 2, acc) + 1
@lifted
def f(x, y):
    acc = [y]
    return walk(x + 2, acc), acc
'''

STATE_PROBES["cf_recursion_raise_unwind"] = '''
@lifted
def down(n, trail):
    trail.append(n)
    if n == 0:
        raise LookupError("bottom")
    if n < 0:
        return n
    try:
        return down(n - 1, trail)
    finally:
        trail.append(-n)
@lifted
def f(x, y):
    trail = []
    try:
        r = down(x, trail)
    except LookupError:
        r = "lookup"
    return r, trail
'''

STATE_PROBES["cf_for_else_search_mutate"] = '''
@lifted
def f(x, y):
    xs = [3, x, y, 1]
    for i, v in enumerate(xs):
        if v == 0:
            xs[i] = "z"
            break
    else:
        xs.append("none")
    return xs
'''

STATE_PROBES["cf_continue_in_finally_except"] = '''
@lifted
def f(x, y):
    out = []
    for v in (x, y, 0, 2):
        try:
            if v < 0:
                raise ValueError
            out.append(8 // v)
        except ZeroDivisionError:
            out.append("z")
            continue
        except ValueError:
            break
        finally:
            out.append(".")
        out.append("n")
    return out
'''

STATE_PROBES["cf_exception_in_handler"] = '''
@lifted
def f(x, y):
    log = []
    try:
        try:
            log.append(1)
            if x > 0:
                raise KeyError("k")
            log.append(2)
        except KeyError:
            log.append(3)
            if y > 0:
                raise IndexError("i")
        finally:
            log.append(4)
    except IndexError as e:
        log.append(str(e))
        return log, type(e.__context__).__name__
    return log, None
'''

STATE_PROBES["cf_return_value_from_finally_loop"] = '''
@lifted
def g(xs, x):
    i = 0
    while i < len(xs):
        try:
            if xs[i] > x:
                return xs.pop(i)
        finally:
            i += 1
    return None
@lifted
def f(x, y):
    xs = [y, 0, 2, -1]
    a = g(xs, x)
    b = g(xs, x)
    return a, b, xs
'''

STATE_PROBES["cf_generator_close_finally"] = '''
@lifted
def f(x, y):
    log = []
    def gen():
        try:
            for i in range(4):
                yield i
        finally:
            log.append("closed")
    total = 0
    for v in gen():
        total += v
        if v == x:
            break
    log.append(total)
    return log
'''

STATE_PROBES["cf_except_tuple_and_as_scope"] = '''
@lifted
def f(x, y):
    errs = []
    for d in (x, y):
        try:
            [10, 20][d] // d
        except (ZeroDivisionError, IndexError) as e:
            errs.append(type(e).__name__)
    e = len(errs)
    return errs, e
'''

# --- mutation at symbolic positions, and mutation while iterating where Python defines it

STATE_PROBES["mu_append_while_index_loop"] = '''
@lifted
def f(x, y):
    xs = [x, y]
    i = 0
    while i < len(xs) and len(xs) < 6:
        if xs[i] > 0:
            xs.append(xs[i] - 2)
        i += 1
    return xs, i
'''

STATE_PROBES["mu_dict_delete_over_list_copy"] = '''
@lifted
def f(x, y):
    d = {"a": x, "b": y, "c": x + y, "d": 0}
    for k in list(d):
        if d[k] <= 0:
            del d[k]
        elif d[k] == 1:
            d[k + k] = 1
    return d
'''

STATE_PROBES["mu_del_symbolic_index"] = '''
@lifted
def f(x, y):
    xs = [10, 11, 12, 13]
    alias = xs
    try:
        del xs[x]
        del alias[y]
    except IndexError:
        xs.append(-1)
    return xs
'''

STATE_PROBES["mu_pop_symbolic_index_loop"] = '''
@lifted
def f(x, y):
    xs = [1, 2, 3, 4, 5]
    got = []
    for k in (x, y):
        try:
            got.append(xs.pop(k))
        except IndexError:
            got.append(None)
    return got, xs
'''

STATE_PROBES["mu_insert_symbolic_index"] = '''
@lifted
def f(x, y):
    xs = [0, 1]
    ys = xs
    xs.insert(x, "a")
    ys.insert(y, "b")
    xs.insert(x * y, "c")
    return xs
'''

STATE_PROBES["mu_remove_symbolic_value"] = '''
@lifted
def f(x, y):
    xs = [1, -1, 2, 1, 0]
    removed = 0
    for v in (x, y, x):
        try:
            xs.remove(v)
            removed += 1
        except ValueError:
            if removed:
                break
    return xs, removed
'''

STATE_PROBES["mu_slice_assign_symbolic"] = '''
@lifted
def f(x, y):
    xs = [0, 1, 2, 3, 4]
    same = xs
    xs[x:y] = [9] * abs(x - y)
    return same, len(xs)
'''

STATE_PROBES["mu_slice_assign_bounds_branch"] = '''
@lifted
def f(x, y):
    xs = list(range(5))
    if x > y:
        xs[y:x] = []
    else:
        xs[1:3] = [x, y, x]
    del xs[::2]
    return xs
'''

STATE_PROBES["mu_reverse_slice_alias"] = '''
@lifted
def f(x, y):
    xs = [x, y, x - y]
    r = xs[::-1]
    xs.reverse()
    r[0] = 0
    if x > 0:
        xs[::-1] = r
    return xs, r, xs[::-2]
'''

STATE_PROBES["mu_sort_key_in_branch"] = '''
@lifted
def f(x, y):
    xs = [(x, "a"), (y, "b"), (0, "c"), (x - y, "d")]
    view = xs
    if x > y:
        xs.sort(key=lambda t: -t[0])
    else:
        xs.sort(key=lambda t: abs(t[0]))
    return [t[1] for t in view]
'''

STATE_PROBES["mu_sort_objects_shared"] = '''
@lifted
class P:
    def __init__(self, v):
        self.v = v
@lifted
def f(x, y):
    ps = [P(x), P(y), P(1)]
    byv = sorted(ps, key=lambda p: p.v)
    byv[0].v = 100
    if y > 0:
        ps.sort(key=lambda p: p.v, reverse=True)
    return [p.v for p in ps], [p.v for p in byv]
'''

STATE_PROBES["mu_iterate_copy_mutate_original"] = '''
@lifted
def f(x, y):
    xs = [x, y, 0, 1]
    for v in xs[:]:
        if v <= 0:
            xs.remove(v)
        elif v == y:
            xs.append(-v)
    return xs
'''

STATE_PROBES["mu_list_aug_assign_alias"] = '''
@lifted
def f(x, y):
    a = [x]
    b = a
    if x > 0:
        a += [y]
    else:
        a = a + [y]
    a.append(0)
    return a, b, a is b
'''

STATE_PROBES["mu_dict_pop_setdefault_loop"] = '''
@lifted
def f(x, y):
    d = {}
    for v in (x, y, x, 1, y - 1):
        if d.pop(v, None) is None:
            d.setdefault(v, []).append(v)
    return sorted(d.items())
'''

STATE_PROBES["mu_nested_list_index_assign"] = '''
@lifted
def f(x, y):
    g = [[0, 0], [0, 0]]
    rows = [g[0], g[1], g[0]]
    try:
        rows[x][y] += 1
        rows[y][x] -= 1
    except IndexError:
        rows.append(None)
    return g, len(rows)
'''

STATE_PROBES["mu_clear_through_alias"] = '''
@lifted
def f(x, y):
    xs = [x, y]
    holder = {"k": xs}
    if x > y:
        holder["k"].clear()
    elif x == y:
        holder["k"] = []
    holder["k"].append(5)
    return xs, holder
'''

STATE_PROBES["mu_extend_self"] = '''
@lifted
def f(x, y):
    xs = [x]
    if y > 0:
        xs.extend(xs)
    if x > 0:
        xs += xs
    xs *= 2 if x == y else 1
    return xs
'''

STATE_PROBES["mu_set_discard_iterate_copy"] = '''
@lifted
def f(x, y):
    s = {x, y, 0, 1}
    for v in sorted(s):
        if v + 1 in s:
            s.discard(v + 1)
    return sorted(s)
'''

STATE_PROBES["mu_swap_via_tuple_alias"] = '''
@lifted
def f(x, y):
    xs = [x, y, 0]
    i, j = abs(x) % 3, abs(y) % 3
    xs[i], xs[j] = xs[j], xs[i]
    ys = xs
    ys[i], xs[0] = xs[0], ys[i]
    return xs
'''

STATE_PROBES["mu_deque_rotate_alias"] = '''
@lifted
def f(x, y):
    d = collections.deque([1, 2, 3])
    e = d
    d.rotate(x)
    if y > 0:
        e.appendleft(y)
    else:
        e.pop()
    return list(d)
'''

STATE_PROBES["mu_heap_shared_items"] = '''
@lifted
def f(x, y):
    item = [x, "a"]
    h = []
    heapq.heappush(h, item)
    heapq.heappush(h, [y, "b"])
    heapq.heappush(h, [0, "c"])
    item[0] = 5
    heapq.heapify(h)
    return heapq.heappop(h), h[0][1]
'''

# --- mixtures: an interpreter writer's state machine (a VM with a stack, an environment
# dict shared by frames, handlers) and programs under the other queries

STATE_PROBES["mx_vm_shared_env_frames"] = '''
@lifted
def run(prog, env):
    stack = []
    frames = [env, env]
    for op, arg in prog:
        if op == "push":
            stack.append(arg)
        elif op == "store":
            frames[-1][arg] = stack.pop()
        elif op == "load":
            stack.append(frames[0].get(arg, 0))
        elif op == "jz":
            if stack and stack[-1] == 0:
                break
    return stack
@lifted
def f(x, y):
    env = {}
    prog = [("push", x), ("store", "a"), ("load", "a"), ("push", y), ("jz", 0),
            ("load", "b")]
    return run(prog, env), env
'''

STATE_PROBES["mx_handler_table_mutated"] = '''
@lifted
def f(x, y):
    handlers = {}
    log = []
    def on(kind):
        def deco(fn):
            handlers.setdefault(kind, []).append(fn)
            return fn
        return deco
    @on("a")
    def h1(v):
        log.append(v)
        return v > 0
    if x > 0:
        @on("a")
        def h2(v):
            log.append(-v)
            return False
    for h in handlers.get("a", []):
        if h(y):
            break
    return log, len(handlers["a"])
'''

STATE_PROBES["mx_linked_list_delete"] = '''
@lifted
class L:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt
@lifted
def f(x, y):
    head = L(x, L(y, L(0, L(x))))
    keep = head.nxt
    prev, cur = None, head
    while cur is not None:
        if cur.v == x:
            if prev is None:
                head = cur.nxt
            else:
                prev.nxt = cur.nxt
        else:
            prev = cur
        cur = cur.nxt
    out = []
    while head is not None:
        out.append(head.v)
        head = head.nxt
    return out, keep.v, keep.nxt is None
'''

STATE_PROBES["mx_undo_stack_closures"] = '''
@lifted
def f(x, y):
    state = {"v": 0}
    undo = []
    def set_v(n):
        old = state["v"]
        undo.append(lambda: state.__setitem__("v", old))
        state["v"] = n
    for n in (x, y, x + y):
        if n != 0:
            set_v(n)
    mid = state["v"]
    while undo and state["v"] != x:
        undo.pop()()
    return mid, state["v"], len(undo)
'''

STATE_PROBES["mx_observer_cycle"] = '''
@lifted
class Subject:
    def __init__(self):
        self.obs = []
        self.v = 0
    def set(self, v):
        self.v = v
        for o in list(self.obs):
            o.notify(self)
@lifted
class Obs:
    def __init__(self, subj, limit):
        self.subj = subj
        self.limit = limit
        self.got = []
        subj.obs.append(self)
    def notify(self, s):
        self.got.append(s.v)
        if s.v > self.limit:
            s.obs.remove(self)
@lifted
def f(x, y):
    s = Subject()
    a, b = Obs(s, x), Obs(s, y)
    for v in (1, 2, 0):
        s.set(v)
    return a.got, b.got, len(s.obs), a.subj is b.subj
'''

STATE_PROBES["mx_bank_transfer_rollback"] = '''
@lifted
class Insufficient(Exception):
    pass
@lifted
def transfer(acc, src, dst, amt, journal):
    journal.append((src, dst, amt))
    acc[src] -= amt
    try:
        if acc[src] < 0:
            raise Insufficient(src)
        acc[dst] += amt
    except Insufficient:
        acc[src] += amt
        journal.pop()
        raise
@lifted
def f(x, y):
    acc = {"a": 2, "b": 1}
    journal = []
    fails = 0
    for src, dst, amt in (("a", "b", x), ("b", "a", y)):
        try:
            transfer(acc, src, dst, amt, journal)
        except Insufficient:
            fails += 1
    return acc, journal, fails
'''

STATE_PROBES["mx_memo_recursion_shared_dict"] = '''
@lifted
def ways(n, memo, calls):
    calls[0] += 1
    if n in memo:
        return memo[n]
    if n < 0:
        return 0
    if n == 0:
        return 1
    r = ways(n - 1, memo, calls) + ways(n - 2, memo, calls)
    memo[n] = r
    return r
@lifted
def f(x, y):
    memo = {}
    calls = [0]
    a = ways(x + 1, memo, calls)
    first = calls[0]
    b = ways(y + 1, memo, calls)
    return a, b, first, calls[0] - first
'''

STATE_PROBES["q_opt_aliased_accumulator"] = '''
@lifted
def f(x, y):
    acc = [0]
    view = acc
    for v in (x, y, x - y):
        try:
            if v > 0:
                view[0] += v
            else:
                acc[0] -= 6 // v
        except ZeroDivisionError:
            acc.append(1)
    return acc[0] + len(view)
'''
STATE_SIGNATURES["q_opt_aliased_accumulator"] = (("x", "y"), 0, "optimize", 0)

STATE_PROBES["q_opt_finally_counter"] = '''
COUNT = [0]
@lifted
def g(v):
    try:
        if v < 0:
            return v * 3
        return v
    finally:
        COUNT[0] += 1
@lifted
def f(x, y):
    COUNT[0] = 0
    r = g(x) - g(y)
    if r > 2:
        r += g(r)
    return r * 10 + COUNT[0]
'''
STATE_SIGNATURES["q_opt_finally_counter"] = (("x", "y"), 0, "optimize", 0)

STATE_PROBES["q_synth_shared_list"] = '''
@lifted
def f(x, y):
    h = hole(int)
    xs = [h]
    ys = xs
    if x > h:
        ys.append(x)
    else:
        xs[0] += y
    return sum(xs) + len(ys)
'''
STATE_SIGNATURES["q_synth_shared_list"] = (("x", "y"), 0, "synthesize", 1)

STATE_PROBES["q_synth_loop_break_hole"] = '''
@lifted
def f(x):
    h = hole(int)
    log = []
    for i in range(4):
        try:
            if i == h:
                break
            log.append(i * x)
        finally:
            log.append(0)
    return sum(log) + len(log)
'''
STATE_SIGNATURES["q_synth_loop_break_hole"] = (("x",), 0, "synthesize", 2)

STATE_PROBES["q_debug_alias_assert"] = '''
@lifted
def f(x, y):
    a = [x, y]
    b = a
    b[0] += 1
    assert a[0] != 2, "two"
    return a[0] * 2 + b[1]
'''
STATE_SIGNATURES["q_debug_alias_assert"] = (("x", "y"), 0, "debug", 0)

STATE_PROBES["q_debug_global_raise"] = '''
SEEN = []
@lifted
def check(v):
    SEEN.append(v)
    if len(SEEN) > 1 and v == SEEN[0]:
        raise ValueError("repeat")
    return v
@lifted
def f(x, y):
    SEEN.clear()
    return check(x) + check(y) * 2
'''
STATE_SIGNATURES["q_debug_global_raise"] = (("x", "y"), 0, "debug", 0)

STATE_PROBES["q_choose_mutator"] = '''
@lifted
def add_front(xs, v):
    xs.insert(0, v)
    return xs
@lifted
def add_back(xs, v):
    xs.append(v)
    return xs
@lifted
def f(x):
    xs = [1]
    op = choose(add_front, add_back)
    ys = op(xs, x)
    ys = op(ys, 0)
    assert xs[0] != 0
    return xs, ys is xs
'''
STATE_SIGNATURES["q_choose_mutator"] = (("x",), 2, "", 0)

STATE_PROBES["q_choose_exception_kind"] = '''
@lifted
def f(x):
    log = []
    exc = choose(KeyError, ValueError, IndexError)
    try:
        try:
            log.append(x)
            if x > 0:
                raise exc(x)
        except (KeyError, IndexError):
            log.append("ki")
            raise
    except LookupError as e:
        log.append(type(e).__name__)
    except ValueError:
        log.append("v")
    return log
'''
STATE_SIGNATURES["q_choose_exception_kind"] = (("x",), 3, "", 0)

# --- round 6a, second batch: where Python itself defines the failure of a mutation while
# iterating, and where a mutation and an exception meet halfway through an operation

STATE_PROBES["it_dict_changed_size_iter"] = '''
@lifted
def f(x, y):
    d = {0: x, 1: y}
    seen = []
    try:
        for k in d:
            seen.append(k)
            if d[k] > 0:
                d[k + 10] = 0
    except RuntimeError as e:
        return "rt", seen, len(d)
    return "ok", seen, len(d)
'''

STATE_PROBES["it_dict_update_same_keys_ok"] = '''
@lifted
def f(x, y):
    d = {"a": x, "b": y}
    for k in d:
        if d[k] < 0:
            d[k] = -d[k]
        elif k == "a" and y > 0:
            d["b"] += x
    return d
'''

STATE_PROBES["it_set_changed_size_iter"] = '''
@lifted
def f(x, y):
    s = {1, 2}
    n = 0
    try:
        for v in s:
            n += 1
            if v == x:
                s.add(y + 5)
    except RuntimeError:
        return "rt", n
    return "ok", n, len(s)
'''

STATE_PROBES["it_list_append_in_for_bounded"] = '''
@lifted
def f(x, y):
    xs = [x, y]
    out = []
    for v in xs:
        out.append(v)
        if v > 0 and len(xs) < 5:
            xs.append(v - 1)
    return out, xs
'''

STATE_PROBES["it_list_remove_in_for_skips"] = '''
@lifted
def f(x, y):
    xs = [x, y, x, 1, 0]
    seen = []
    for v in xs:
        seen.append(v)
        if v == x:
            xs.remove(v)
    return seen, xs
'''

STATE_PROBES["it_sort_key_raises_midway"] = '''
@lifted
def f(x, y):
    calls = []
    def key(v):
        calls.append(v)
        if v == y:
            raise KeyError(v)
        return -v
    xs = [x, 2, 1]
    try:
        xs.sort(key=key)
    except KeyError:
        return "key", xs, len(calls)
    return "ok", xs, len(calls)
'''

STATE_PROBES["it_sort_cmp_mutates_list"] = '''
@lifted
class K:
    def __init__(self, v, box):
        self.v = v
        self.box = box
    def __lt__(self, other):
        self.box.append(self.v)
        return self.v < other.v
@lifted
def f(x, y):
    box = []
    ks = [K(x, box), K(y, box), K(0, box)]
    ks.sort()
    first = [k.v for k in ks]
    return first, len(box) > 0, box is ks[0].box
'''

STATE_PROBES["it_gen_mutates_shared_partially"] = '''
@lifted
def f(x, y):
    log = []
    def gen(n):
        for i in range(n):
            log.append(i)
            yield i * x
    g = gen(3)
    a = next(g)
    b = next(g) if y > 0 else None
    rest = list(g)
    return a, b, rest, log
'''

STATE_PROBES["it_enumerate_pop_during"] = '''
@lifted
def f(x, y):
    xs = [3, x, y, 0]
    out = []
    for i, v in enumerate(xs):
        out.append((i, v))
        if v == 0:
            xs.pop()
    return out, xs
'''

STATE_PROBES["it_zip_shared_iterator"] = '''
@lifted
def f(x, y):
    xs = [x, y, x + y, x - y, 0]
    it = iter(xs)
    pairs = list(zip(it, it))
    left = list(it)
    if y > 0:
        xs[0] = 99
    return pairs, left
'''

STATE_PROBES["ex_partial_update_then_raise"] = '''
@lifted
def apply(acc, ops):
    for k, v in ops:
        acc[k] = acc.get(k, 0) + 6 // v
@lifted
def f(x, y):
    acc = {}
    ops = [("a", x), ("b", y), ("a", 1)]
    try:
        apply(acc, ops)
        status = "done"
    except ZeroDivisionError:
        status = "partial"
    return status, acc
'''

STATE_PROBES["ex_handler_mutates_loop_list"] = '''
@lifted
def f(x, y):
    todo = [x, y]
    done = []
    i = 0
    while i < len(todo) and i < 6:
        try:
            done.append(6 // todo[i])
        except ZeroDivisionError:
            todo.append(todo[i] + 1)
        i += 1
    return done, todo
'''

STATE_PROBES["ex_exit_suppress_symbolic_mutates"] = '''
@lifted
class Tx:
    def __init__(self, store):
        self.store = store
        self.snap = None
    def __enter__(self):
        self.snap = dict(self.store)
        return self.store
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.store.clear()
            self.store.update(self.snap)
        return et is KeyError
@lifted
def f(x, y):
    store = {"n": 0}
    with Tx(store) as s:
        s["n"] = x
        if x > y:
            raise KeyError("k")
        s["m"] = y
    try:
        with Tx(store) as s:
            s["n"] += 1
            if y < 0:
                raise ValueError("v")
    except ValueError:
        store["v"] = True
    return sorted(store.items())
'''

STATE_PROBES["ex_exit_suppress_truthy_object"] = '''
@lifted
class CM:
    def __init__(self, flag):
        self.flag = flag
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return [1] if self.flag > 0 else []
@lifted
def f(x, y):
    out = []
    for v in (x, y):
        try:
            with CM(v):
                out.append(4 // v)
                out.append("in")
        except ZeroDivisionError:
            out.append("zde")
    return out
'''

STATE_PROBES["ex_return_in_with_exit_runs"] = '''
@lifted
class Track:
    depth = 0
    def __enter__(self):
        Track.depth += 1
        return Track.depth
    def __exit__(self, *a):
        Track.depth -= 1
@lifted
def g(x, y):
    with Track() as d1:
        with Track() as d2:
            if x > y:
                return d1 + d2, Track.depth
        if x == y:
            return -1, Track.depth
    return 0, Track.depth
@lifted
def f(x, y):
    Track.depth = 0
    r = g(x, y)
    return r, Track.depth
'''

STATE_PROBES["ex_exception_var_cleared"] = '''
@lifted
def f(x, y):
    e = "before"
    try:
        if x > 0:
            raise ValueError(x)
    except ValueError as e:
        got = e.args[0]
    else:
        got = None
    try:
        return got, e
    except NameError:
        return got, "unbound"
'''

STATE_PROBES["ex_nested_finally_order_global"] = '''
TRACE = []
@lifted
def g(x, y):
    try:
        try:
            if x > 0:
                raise IndexError
            return "body"
        finally:
            TRACE.append("f1")
            if y > 0:
                return "f1-return"
    except IndexError:
        TRACE.append("h")
        return "handled"
    finally:
        TRACE.append("f2")
@lifted
def f(x, y):
    TRACE.clear()
    return g(x, y), list(TRACE)
'''

STATE_PROBES["ex_error_in_default_arg_mutation"] = '''
@lifted
def f(x, y):
    def push(v, into=[]):
        into.append(v)
        if len(into) > 2:
            raise OverflowError(len(into))
        return into
    got = []
    for v in (x, y, x * y):
        try:
            got.append(len(push(v)) if v != 0 else push(v, []))
        except OverflowError as e:
            got.append(e.args[0])
    return got
'''

STATE_PROBES["ex_class_counter_exception_ctor"] = '''
@lifted
class Conn:
    open_count = 0
    def __init__(self, v):
        if v < 0:
            raise ValueError("neg")
        Conn.open_count += 1
        self.v = v
@lifted
def f(x, y):
    Conn.open_count = 0
    made = []
    for v in (x, y, x - y):
        try:
            made.append(Conn(v).v)
        except ValueError:
            made.append(None)
    return made, Conn.open_count
'''

STATE_PROBES["ex_raise_in_property_setter_alias"] = '''
@lifted
class Acct:
    def __init__(self, bal):
        self._bal = bal
        self.history = []
    @property
    def bal(self):
        return self._bal
    @bal.setter
    def bal(self, v):
        self.history.append(v)
        if v < 0:
            raise ValueError("overdraft")
        self._bal = v
@lifted
def f(x, y):
    a = Acct(1)
    same = a
    try:
        a.bal += x
        same.bal -= y
    except ValueError:
        pass
    return a.bal, a.history
'''

STATE_PROBES["cl_lambda_default_capture_loop"] = '''
@lifted
def f(x, y):
    acts = []
    for i in range(3):
        if i == y:
            continue
        acts.append((lambda i=i: i * x, lambda: i * x))
    return [(a(), b()) for a, b in acts]
'''

STATE_PROBES["cl_nonlocal_reset_in_except"] = '''
@lifted
def f(x, y):
    best = None
    errors = 0
    def consider(v):
        nonlocal best, errors
        try:
            r = 12 // v
        except ZeroDivisionError:
            errors += 1
            best = None
            return
        if best is None or r > best:
            best = r
    for v in (x, y, x + y):
        consider(v)
    return best, errors
'''

STATE_PROBES["cl_closure_cell_shared_two_funcs"] = '''
@lifted
def f(x, y):
    def make():
        n = [0]
        def inc(k):
            n[0] += k
            return n[0]
        def get():
            return n[0]
        return inc, get
    inc, get = make()
    inc2, get2 = make()
    if x > 0:
        inc(x)
    else:
        inc2(y)
    inc(1)
    return get(), get2()
'''

STATE_PROBES["cl_global_func_swap"] = '''
@lifted
def double(v):
    return v * 2
@lifted
def negate(v):
    return -v
OP = double
@lifted
def apply_all(vs):
    return [OP(v) for v in vs]
@lifted
def f(x, y):
    global OP
    OP = double
    a = apply_all([x, y])
    if x > y:
        OP = negate
    b = apply_all([x, y])
    return a, b
'''

STATE_PROBES["cl_module_dict_of_counters"] = '''
STATS = {"hits": 0, "miss": 0}
@lifted
def lookup(table, k):
    if k in table:
        STATS["hits"] += 1
        return table[k]
    STATS["miss"] += 1
    table[k] = k * k
    return None
@lifted
def f(x, y):
    STATS["hits"] = 0
    STATS["miss"] = 0
    t = {}
    r = [lookup(t, k) for k in (x, y, x, y % 2)]
    return r, dict(STATS)
'''

# --- found by this round: a container subclass's own method, lifted code's dicts and
# sets reached by un-lifted code, and a container's dunder called by name

STATE_PROBES["sub_dict_set_override_mutators"] = '''
@lifted
class Scaled(dict):
    def update(self, other):
        for k, v in other.items():
            self[k] = v + 1
    def get(self, k, default=None):
        return "mine" if k in self else default
@lifted
class Tens(set):
    def add(self, v):
        set.add(self, v * 10)
@lifted
def f(x, y):
    d = Scaled()
    if x > y:
        d.update({"a": x})
    else:
        d["a"] = y
    s = Tens()
    s.add(x)
    if y > 0:
        s.add(y)
    return d["a"], d.get("a"), d.get("b", 0), sorted(s)
'''

STATE_PROBES["sub_list_unbound_base_call"] = '''
@lifted
class Log(list):
    def append(self, v):
        if v > 0:
            list.append(self, v * 2)
        else:
            super().append(v)
    def extend(self, vs):
        for v in vs:
            self.append(v)
@lifted
class Bag(dict):
    def __setitem__(self, k, v):
        dict.__setitem__(self, k, dict.get(self, k, 0) + v)
@lifted
def f(x, y):
    log = Log()
    log.append(x)
    log.extend([y, 1])
    b = Bag()
    for v in (x, y, x):
        b[v % 2] = v
    return list(log), sorted(b.items())
'''

STATE_PROBES["al_unlifted_helper_writes_dict"] = '''
def remember(table, k, v):
    table[k] = v
@lifted
def f(x, y):
    table = {"v": 0}
    if x > y:
        remember(table, "v", x)
    return table["v"] + y
'''

STATE_PROBES["al_dunder_setitem_in_lambda"] = '''
@lifted
def f(x, y):
    env = {"a": 0}
    cells = [0, 0]
    undo = []
    for k, v in (("a", x), ("b", y)):
        if v != 0:
            old = env.get(k)
            undo.append(lambda k=k, old=old: env.__setitem__(k, old) if old is not None
                        else env.__delitem__(k))
            env[k] = v
            cells.__setitem__(len(undo) - 1, v)
    snap = sorted(env.items())
    while undo and len(env) > 1:
        undo.pop()()
    return snap, sorted(env.items()), cells
'''

# The CI slice: the programs behind this round's defects, and one of each family.
STATE_CI = frozenset({
    "mx_undo_stack_closures", "al_dunder_setitem_in_lambda", "sub_dict_set_override_mutators",
    "sub_list_unbound_base_call", "al_tuple_holds_list", "al_grid_star_rows",
    "cf_with_suppress_symbolic", "cf_break_in_finally_loop", "st_class_attr_count",
    "mu_del_symbolic_index", "it_dict_changed_size_iter", "it_set_changed_size_iter",
    "ex_exception_var_cleared", "it_enumerate_pop_during", "st_default_mutable_accumulates",
    # the two hangs of round 6a, fixed (issue 10, worktree perf10b): a loop over a list it
    # appends to follows the unrolling policy; a set's member is one entry per value at a join
    "it_list_append_in_for_bounded", "mu_set_discard_iterate_copy",
})
