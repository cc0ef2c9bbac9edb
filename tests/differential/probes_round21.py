# ruff: noqa: E501
"""Held-out round 21 (session 29): three helpers' rounds, 1106 programs.

- `r21a_*` (406): exceptions and control flow (try/except/else/finally with jumps, chaining,
  custom exceptions, exception groups, with and contextlib, match, loops with else); when
  written 25 wrong and 6 crashes, from 9 defects: the program's SystemExit, KeyboardInterrupt
  and GeneratorExit passed out of the query (and ended the process); an exception's C fields
  (__cause__, StopIteration.value, SystemExit.code, OSError.errno) written under a branch
  leaked into the other path; an ExceptionGroup of exceptions chosen per path; a class
  pattern's TypeError text; a match sequence pattern never matched a deque or a range; an
  exception's own __repr__ ignored; a manager without __exit__'s words; warnings.warn from a
  lifted callee leaked into the other path.
- `r21b_*` (419): integers and the numeric library; when written 4 wrong, from 3 defects:
  ranges of symbolic bounds compared by identity, Fraction(x, 0)'s text held the term's
  name, concrete and symbolic bit-vectors raised different words.
- `r21c_*` (281): objects and data modelling (dataclasses, namedtuples, class hierarchies,
  properties, class attributes, copy, protocols); when written 4 wrong, 2 internal and 2
  crashes, from 3 defects: a class's __dict__ and vars() listed an attribute set on the
  other path (and .get gave stamen's absent marker), cached_property on a class without
  __dict__ (InternalError), super() of a class chosen per path (stamen's AssertFailure
  escaped the query).
  Left out: the programs that took over 40 s, hung or crashed in the helpers' runs.

Each is the body of a `Program` run by `test_probes.py` like the other probes (merged
into `probes.PROBES`, with its inputs in `ROUND21_SIGNATURES`); the ones in `ROUND21_CI`
run in the default test run, the rest under the slow marker."""

from __future__ import annotations

__all__ = ["ROUND21_PROBES", "ROUND21_CI", "ROUND21_OPEN", "ROUND21_SIGNATURES"]

ROUND21_PROBES: dict[str, str] = {}
# (params, number of `choose` alternatives, query family, hole target), as probes.SIGNATURES
ROUND21_SIGNATURES: dict[str, tuple[tuple[str, ...], int, str, int]] = {}


def p(name: str, body: str, params: tuple[str, ...] = ("x", "y"), query: str = "",
      target: int = 0, choice: int = 0) -> None:
    """Registers the probe `name` over the inputs `params` (a query family's, if given;
    `choice`: the number of `choose` alternatives)."""
    assert name not in ROUND21_PROBES, name
    ROUND21_PROBES[name] = body
    ROUND21_SIGNATURES[name] = (params, choice, query, target)

# ---------------- r21a ----------------
p('r21a_tf_return_in_finally_overrides', r'''
@lifted
def f(x):
    try:
        if x > 0:
            return "pos"
        raise ValueError("neg")
    finally:
        if x == 2:
            return "two"
''', ('x',))
p('r21a_tf_break_in_finally_swallows', r'''
@lifted
def g(x):
    out = []
    for i in range(3):
        try:
            if i == x:
                raise KeyError(i)
            out.append(i)
        finally:
            if x < 0:
                break
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf_continue_in_finally_loop', r'''
@lifted
def g(x):
    total = 0
    for i in range(4):
        try:
            if i == x:
                raise ValueError("skip")
            total += i
        finally:
            if i % 2 == 0:
                continue
        total += 100
    return total

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf_finally_runs_on_return_order', r'''
@lifted
def f(x):
    log = []
    def inner():
        try:
            log.append("try")
            if x > 1:
                return "early"
            log.append("mid")
        finally:
            log.append("fin")
        return "late"
    r = inner()
    return r, log
''', ('x',))
p('r21a_tf_nested_finally_order', r'''
@lifted
def f(x, b):
    log = []
    try:
        try:
            if b:
                raise ValueError(x)
            log.append("body")
        finally:
            log.append("in-fin")
    except ValueError as e:
        log.append(("caught", e.args[0]))
    finally:
        log.append("out-fin")
    return log
''', ('x', 'b'))
p('r21a_tf_exception_in_finally_replaces', r'''
@lifted
def g(x):
    try:
        if x > 0:
            raise ValueError("body")
        return "ok"
    finally:
        if x > 1:
            raise KeyError("fin")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf_return_value_mutated_in_finally', r'''
@lifted
def f(x):
    def h():
        r = [x]
        try:
            return r
        finally:
            if x > 0:
                r.append(1)
    return h()
''', ('x',))
p('r21a_tf_return_int_not_mutated_by_finally', r'''
@lifted
def f(x):
    def h():
        r = x
        try:
            return r
        finally:
            r = r + 100
    return h()
''', ('x',))
p('r21a_tf_while_else_finally', r'''
@lifted
def g(x):
    n = x
    seen = []
    while n < 3:
        try:
            if n == 1:
                break
            seen.append(n)
        finally:
            n += 1
    else:
        seen.append("else")
    return seen, n

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf_try_else_return', r'''
@lifted
def g(x):
    try:
        v = 10 // x
    except ZeroDivisionError as e:
        return "div", str(e)
    else:
        if v > 3:
            return "big", v
    finally:
        pass
    return "small", v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf_else_exception_not_caught_by_same_try', r'''
@lifted
def f(x):
    try:
        try:
            r = x + 1
        except ValueError:
            return "inner"
        else:
            if r > 2:
                raise ValueError("from else")
            return r
    except ValueError as e:
        return "outer " + str(e)
''', ('x',))
p('r21a_tf_finally_return_swallows_in_loop', r'''
@lifted
def step(i, x):
    try:
        if i == x:
            raise RuntimeError("boom at %d" % i)
        return i * 2
    finally:
        if i == 0:
            return -1
@lifted
def g(x):
    return [step(i, x) for i in range(3)]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ch_bare_raise_rethrows', r'''
@lifted
class AppError(Exception):
    pass
@lifted
def g(x):
    try:
        if x < 0:
            raise AppError("neg %d" % x)
        return x
    except AppError:
        if x == -1:
            return 0
        raise

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ch_raise_from_cause', r'''
@lifted
def f(x):
    try:
        try:
            {0: "a", 1: "b"}[x]
            return "found"
        except KeyError as e:
            raise ValueError("bad key") from e
    except ValueError as e:
        c = e.__cause__
        return type(c).__name__, c.args, e.__suppress_context__, str(e)
''', ('x',))
p('r21a_ch_raise_from_none', r'''
@lifted
def f(x):
    try:
        try:
            if x > 0:
                raise KeyError(x)
            return None
        except KeyError:
            raise ValueError("hidden") from None
    except ValueError as e:
        return e.__cause__ is None, e.__suppress_context__, type(e.__context__).__name__
''', ('x',))
p('r21a_ch_implicit_context', r'''
@lifted
def f(x):
    try:
        try:
            if x >= 0:
                raise KeyError("k")
            return "none"
        except KeyError:
            if x > 1:
                raise ValueError("while handling")
            return "handled"
    except ValueError as e:
        ctx = e.__context__
        return type(ctx).__name__, ctx.args, e.__cause__, e.__suppress_context__
''', ('x',))
p('r21a_ch_cause_explicit_set', r'''
@lifted
def f(x):
    e = ValueError("outer")
    if x > 0:
        e.__cause__ = KeyError(x)
    return e.__cause__ is None, e.__suppress_context__
''', ('x',))
p('r21a_ch_nested_handler_reraise_different', r'''
@lifted
def g(x):
    try:
        try:
            if x == 0:
                raise ZeroDivisionError("z")
            if x < 0:
                raise IndexError("i")
            return 1 // (x - 2)
        except IndexError:
            raise TypeError("converted")
    except ZeroDivisionError as e:
        return "zde", str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ch_reraise_after_handler_var_used', r'''
@lifted
def g(x):
    errs = []
    for i in range(3):
        try:
            if (i + x) % 3 == 0:
                raise ValueError(i)
        except ValueError as e:
            errs.append(e)
    return [e.args for e in errs]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ch_exc_var_deleted_after_except', r'''
@lifted
def f(x):
    e = "before"
    try:
        if x > 0:
            raise ValueError("v")
    except ValueError as e:
        pass
    try:
        return e
    except NameError:
        return "unbound"
''', ('x',))
p('r21a_ch_raise_in_except_context_chain_depth', r'''
@lifted
def g(x):
    try:
        try:
            try:
                raise ValueError("a")
            except ValueError:
                if x > 0:
                    raise KeyError("b")
                raise IndexError("c")
        except (KeyError, IndexError) as e:
            raise RuntimeError("d") from (e if x > 1 else None)
    except RuntimeError as e:
        chain = []
        c = e
        while c is not None:
            chain.append(type(c).__name__)
            c = c.__cause__ if c.__cause__ is not None else (None if c.__suppress_context__ else c.__context__)
        return chain

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cx_hierarchy_attrs', r'''
@lifted
class BankError(Exception):
    pass
@lifted
class InsufficientFunds(BankError):
    def __init__(self, need, have):
        super().__init__(f"need {need}, have {have}")
        self.need = need
        self.have = have
@lifted
class Frozen(BankError):
    pass
@lifted
def withdraw(balance, amount, frozen):
    if frozen:
        raise Frozen("account frozen")
    if amount > balance:
        raise InsufficientFunds(amount, balance)
    return balance - amount
@lifted
def g(x, b):
    try:
        return withdraw(2, x, b)
    except InsufficientFunds as e:
        return "short", e.need - e.have, str(e), e.args
    except BankError as e:
        return "bank", repr(e)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21a_cx_custom_str', r'''
@lifted
class ParseError(Exception):
    def __init__(self, pos, msg):
        self.pos = pos
        self.msg = msg
    def __str__(self):
        return f"at {self.pos}: {self.msg}"
@lifted
def g(x):
    if x < 0:
        raise ParseError(x, "negative")
    if x > 2:
        raise ParseError(x, "too big")
    return x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cx_args_no_super_init', r'''
@lifted
class E(Exception):
    def __init__(self, a, b):
        self.a = a
@lifted
def f(x):
    try:
        raise E(x, x + 1)
    except E as e:
        return e.args, e.a, str(e)
''', ('x',))
p('r21a_cx_repr_exceptions', r'''
@lifted
def f(x):
    if x > 0:
        e = ValueError(x, "pos")
    elif x == 0:
        e = KeyError("zero")
    else:
        e = RuntimeError()
    return repr(e), str(e), len(e.args)
''', ('x',))
p('r21a_cx_str_of_keyerror', r'''
@lifted
def f(x):
    d = {1: "a"}
    try:
        return d[x]
    except KeyError as e:
        return str(e), repr(e), e.args
''', ('x',))
p('r21a_cx_exception_class_attr', r'''
@lifted
class HttpError(Exception):
    code = 500
@lifted
class NotFound(HttpError):
    code = 404
@lifted
class Forbidden(HttpError):
    code = 403
@lifted
def f(x):
    try:
        if x < 0:
            raise NotFound("nope")
        if x == 0:
            raise Forbidden()
        if x > 2:
            raise HttpError("server")
        return 200
    except HttpError as e:
        return e.code, str(e)
''', ('x',))
p('r21a_cx_exception_in_init', r'''
@lifted
class Account:
    def __init__(self, owner, balance):
        if balance < 0:
            raise ValueError(f"negative balance for {owner}: {balance}")
        self.owner = owner
        self.balance = balance
@lifted
def g(x):
    a = Account("ann", x)
    return a.balance

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cx_exception_in_property', r'''
@lifted
class Temp:
    def __init__(self, k):
        self.k = k
    @property
    def celsius(self):
        if self.k < 0:
            raise ValueError("below absolute zero")
        return self.k - 273
@lifted
def g(x):
    t = Temp(x)
    return t.celsius

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cx_deep_frames', r'''
@lifted
def c(v):
    if v == 0:
        raise LookupError("depth c: " + str(v))
    return v
@lifted
def b2(v):
    return c(v - 1) * 2
@lifted
def a(v):
    return b2(v + 1) + 1
@lifted
def g(x):
    return a(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cx_symbolic_recursion_raise', r'''
@lifted
def countdown(n):
    if n == 0:
        raise StopIteration("done")
    if n < 0:
        raise ValueError("neg")
    return countdown(n - 1) + 1
@lifted
def g(x):
    try:
        return countdown(x)
    except StopIteration as e:
        return "stop", str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cx_exc_equality_identity', r'''
@lifted
def f(x):
    a = ValueError(x)
    b = ValueError(x)
    return a == b, a is b, a.args == b.args
''', ('x',))
p('r21a_cx_isinstance_chain', r'''
@lifted
def f(x):
    if x > 0:
        e = FileNotFoundError("f")
    elif x < 0:
        e = PermissionError("p")
    else:
        e = TimeoutError("t")
    return isinstance(e, OSError), isinstance(e, FileNotFoundError), type(e).__name__, type(e).__mro__[1].__name__
''', ('x',))
p('r21a_cx_oserror_errno', r'''
@lifted
def f(x):
    try:
        if x > 0:
            raise OSError(x, "disk")
        raise OSError("plain")
    except OSError as e:
        return e.errno, e.strerror, str(e), e.args
''', ('x',))
p('r21a_cx_exception_with_notes', r'''
@lifted
def g(x):
    try:
        if x > 0:
            raise ValueError("v")
        return "ok"
    except ValueError as e:
        e.add_note("note %d" % x)
        if x > 1:
            e.add_note("second")
        return e.__notes__

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm_suppress_conditional', r'''
@lifted
class Guard:
    def __init__(self, kinds):
        self.kinds = kinds
        self.log = []
    def __enter__(self):
        self.log.append("enter")
        return self
    def __exit__(self, et, ev, tb):
        self.log.append(("exit", et.__name__ if et else None))
        return et is not None and issubclass(et, self.kinds)
@lifted
def f(x):
    g = Guard((KeyError,))
    try:
        with g:
            if x > 0:
                raise KeyError(x)
            if x < 0:
                raise ValueError(x)
            g.log.append("body")
    except ValueError as e:
        g.log.append(("outer", e.args))
    return g.log
''', ('x',))
p('r21a_cm_contextmanager_try_finally', r'''
import contextlib
@contextlib.contextmanager
@lifted
def tag(log, name):
    log.append("<" + name + ">")
    try:
        yield name.upper()
    finally:
        log.append("</" + name + ">")
@lifted
def g(x):
    log = []
    try:
        with tag(log, "a") as t:
            log.append(t)
            with tag(log, "b"):
                if x > 0:
                    raise ValueError("inner")
                log.append("x")
    except ValueError as e:
        log.append(str(e))
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm_contextmanager_catches', r'''
import contextlib
@contextlib.contextmanager
@lifted
def ignoring(kind):
    try:
        yield
    except kind as e:
        pass
@lifted
def g(x):
    r = "start"
    with ignoring(ZeroDivisionError):
        r = 6 // x
    return r

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm_suppress_lib', r'''
import contextlib
@lifted
def f(x):
    d = {0: "zero", 2: "two"}
    out = []
    for k in range(x, x + 3):
        with contextlib.suppress(KeyError):
            out.append(d[k])
    return out
''', ('x',))
p('r21a_cm_exitstack', r'''
import contextlib
@lifted
class Res:
    def __init__(self, name, log):
        self.name = name
        self.log = log
    def __enter__(self):
        self.log.append("open " + self.name)
        return self
    def __exit__(self, *a):
        self.log.append("close " + self.name)
        return False
@lifted
def f(x):
    log = []
    with contextlib.ExitStack() as stack:
        for i in range(3):
            if i <= x:
                stack.enter_context(Res("r%d" % i, log))
        log.append("work")
    return log
''', ('x',))
p('r21a_cm_exitstack_callback_exc', r'''
import contextlib
@lifted
def g(x):
    log = []
    with contextlib.ExitStack() as stack:
        stack.callback(log.append, "cb1")
        if x > 0:
            stack.callback(log.append, "cb2")
        if x > 1:
            raise ValueError("fail")
        log.append("end")
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm_nested_with_multi', r'''
@lifted
class Lock:
    def __init__(self, n, log):
        self.n = n
        self.log = log
    def __enter__(self):
        self.log.append("+" + self.n)
        return self.n
    def __exit__(self, et, ev, tb):
        self.log.append("-" + self.n)
        return self.n == "b" and et is ValueError
@lifted
def f(x):
    log = []
    with Lock("a", log) as a, Lock("b", log) as b:
        log.append(a + b)
        if x > 0:
            raise ValueError()
        log.append("done")
    return log
''', ('x',))
p('r21a_cm_exit_raises_new', r'''
@lifted
class Tx:
    def __init__(self):
        self.state = "new"
    def __enter__(self):
        self.state = "open"
        return self
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.state = "rolled back"
            raise RuntimeError("rollback: " + str(ev))
        self.state = "committed"
        return False
@lifted
def g(x):
    t = Tx()
    try:
        with t:
            if x < 0:
                raise ValueError("negative")
    except RuntimeError as e:
        return t.state, str(e), type(e.__context__).__name__
    return t.state

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm_return_inside_with', r'''
@lifted
class C:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        return self
    def __exit__(self, *a):
        self.log.append("exit")
@lifted
def f(x):
    log = []
    def h():
        for i in range(3):
            with C(log):
                if i == x:
                    return i
                log.append(i)
        return None
    return h(), log
''', ('x',))
p('r21a_cm_break_continue_inside_with', r'''
@lifted
class C:
    def __init__(self, log, i):
        self.log = log
        self.i = i
    def __enter__(self):
        return self.i
    def __exit__(self, *a):
        self.log.append(-self.i)
@lifted
def f(x):
    log = []
    for i in range(1, 5):
        with C(log, i) as v:
            if v == x:
                continue
            if v > x + 1:
                break
            log.append(v)
    return log
''', ('x',))
p('r21a_m_interp_tuples', r'''
@lifted
def ev(e, env):
    match e:
        case ("num", n):
            return n
        case ("var", name):
            if name not in env:
                raise NameError(f"unbound {name}")
            return env[name]
        case ("add", l, r):
            return ev(l, env) + ev(r, env)
        case ("div", l, r):
            d = ev(r, env)
            if d == 0:
                raise ZeroDivisionError("div by zero in expr")
            return ev(l, env) // d
        case _:
            raise SyntaxError("bad node")
@lifted
def g(x):
    env = {"a": x}
    e = ("div", ("add", ("num", 6), ("var", "a")), ("var", "a" if x != 1 else "b"))
    return ev(e, env)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_m_literal_or_guard', r'''
@lifted
def f(x, y):
    match (x, y):
        case (0, 0):
            return "origin"
        case (0, _) | (_, 0):
            return "axis"
        case (a, b) if a == b:
            return "diag %d" % a
        case (a, b) if a == -b:
            return "anti"
        case _:
            return "other"
''', ('x', 'y'))
p('r21a_m_class_patterns', r'''
@lifted
@dataclasses.dataclass
class Point:
    x: int
    y: int
@lifted
@dataclasses.dataclass
class Circle:
    c: Point
    r: int
@lifted
def f(x):
    shape = Circle(Point(x, 0), x + 1) if x % 2 == 0 else Point(x, x)
    match shape:
        case Circle(Point(0, 0), r):
            return "unit-ish", r
        case Circle(c=Point(x=px), r=r) if r > 2:
            return "big", px
        case Circle():
            return "circle"
        case Point(x=a, y=b) if a == b:
            return "diag", a
''', ('x',))
p('r21a_m_sequence_star', r'''
@lifted
def f(x):
    xs = list(range(max(x, 0)))
    match xs:
        case []:
            return "empty"
        case [a]:
            return ("one", a)
        case [a, *rest] if len(rest) > 1:
            return ("many", a, rest)
        case [a, b]:
            return ("two", a + b)
''', ('x',))
p('r21a_m_mapping_pattern', r'''
@lifted
def f(x):
    msg = {"type": "move", "dx": x}
    if x > 1:
        msg["dy"] = 1
    if x < -1:
        msg = {"type": "quit"}
    match msg:
        case {"type": "move", "dx": dx, "dy": dy}:
            return ("move2", dx, dy)
        case {"type": "move", "dx": 0}:
            return ("noop",)
        case {"type": "move", **rest}:
            return ("move1", sorted(rest))
        case {"type": t}:
            return (t,)
''', ('x',))
p('r21a_m_as_pattern_or', r'''
@lifted
def f(x):
    match x:
        case (1 | 2 | 3) as small:
            return "small", small
        case int(n) if n < 0:
            return "neg", -n
        case other:
            return "other", other
''', ('x',))
p('r21a_m_value_pattern_constants', r'''
@lifted
class Op:
    ADD = 1
    SUB = 2
    MUL = 3
@lifted
def f(x, y):
    match y:
        case Op.ADD:
            return x + 1
        case Op.SUB:
            return x - 1
        case Op.MUL:
            return x * 2
        case _:
            return None
''', ('x', 'y'))
p('r21a_m_str_cases', r'''
@lifted
def f(s):
    match s:
        case "" :
            return 0
        case "a" | "aa":
            return 1
        case "-1" | "10":
            return int(s)
        case str() as t if len(t) == 2:
            return 2
        case _:
            return -1
''', ('s',))
p('r21a_m_no_case_matches_then_raise', r'''
@lifted
def g(x):
    match x % 3:
        case 0:
            kind = "zero"
        case 1:
            kind = "one"
    return kind

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_m_bool_none_singletons', r'''
@lifted
def f(x, b):
    v = b if x > 0 else (None if x == 0 else x)
    match v:
        case True:
            return "T"
        case False:
            return "F"
        case None:
            return "N"
        case 1:
            return "one"
        case _:
            return "int"
''', ('x', 'b'))
p('r21a_fe_search_else', r'''
@lifted
def f(x, y):
    for i in range(4):
        if i * y == x:
            found = i
            break
    else:
        found = None
    return found
''', ('x', 'y'))
p('r21a_fe_while_else_prime', r'''
@lifted
def f(x):
    n = x + 5
    d = 2
    while d * d <= n:
        if n % d == 0:
            r = ("composite", d)
            break
        d += 1
    else:
        r = ("prime", n)
    return r
''', ('x',))
p('r21a_fe_nested_break_flags', r'''
@lifted
def f(x, y):
    grid = [[1, 2, 3], [4, x, 6], [7, 8, y]]
    pos = None
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v == 0:
                pos = (r, c)
                break
        else:
            continue
        break
    return pos
''', ('x', 'y'))
p('r21a_fe_continue_skip_count', r'''
@lifted
def f(x, y):
    cnt = 0
    skipped = []
    for i in range(-2, 3):
        if i == x or i == y:
            skipped.append(i)
            continue
        cnt += i
    return cnt, skipped
''', ('x', 'y'))
p('r21a_fe_for_else_raise', r'''
@lifted
def g(x):
    items = [3, 1, 2]
    for v in items:
        if v == x:
            break
    else:
        raise LookupError("not found: %d" % x)
    return items.index(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_fe_while_true_break_raise', r'''
@lifted
def g(x):
    stack = [x]
    steps = 0
    while True:
        v = stack.pop()
        steps += 1
        if v == 0:
            break
        if v > 0:
            stack.append(v - 1)
        else:
            raise ValueError("negative at step %d" % steps)
    return steps

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_as_assert_message', r'''
@lifted
def g(x):
    assert x != 0, "x must be nonzero, got %d" % x
    assert x > -2, f"too small: {x}"
    return 10 // x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_as_assert_no_message', r'''
@lifted
def g(x):
    assert x < 2
    return x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_as_assert_caught_args', r'''
@lifted
def f(x):
    try:
        assert x % 2 == 0, ("odd", x)
        return "even"
    except AssertionError as e:
        return e.args
''', ('x',))
p('r21a_as_assert_message_side_effect', r'''
@lifted
def f(x):
    log = []
    def msg():
        log.append("msg")
        return "bad"
    try:
        assert x > 0, msg()
    except AssertionError as e:
        return str(e), log
    return "ok", log
''', ('x',))
p('r21a_gx_generator_raises_midway', r'''
@lifted
def parse(items):
    for it in items:
        if it < 0:
            raise ValueError("bad item %d" % it)
        yield it * 10
@lifted
def g(x):
    out = []
    try:
        for v in parse([1, x, 2]):
            out.append(v)
    except ValueError as e:
        out.append(str(e))
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx_generator_finally_on_break', r'''
@lifted
def gen(log):
    try:
        for i in range(4):
            yield i
    finally:
        log.append("closed")
@lifted
def g(x):
    log = []
    for v in gen(log):
        if v == x:
            break
        log.append(v)
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx_stopiteration_value', r'''
@lifted
def gen(x):
    if x > 0:
        yield 1
    return "ret%d" % x
@lifted
def f(x):
    it = gen(x)
    out = []
    while True:
        try:
            out.append(next(it))
        except StopIteration as e:
            out.append(e.value)
            break
    return out
''', ('x',))
p('r21a_eg_except_star_split', r'''
@lifted
def g(x):
    log = []
    excs = [ValueError("v1")]
    if x > 0:
        excs.append(KeyError("k"))
    if x > 1:
        excs.append(ValueError("v2"))
    try:
        raise ExceptionGroup("batch", excs)
    except* ValueError as eg:
        log.append(("V", [str(e) for e in eg.exceptions]))
    except* KeyError as eg:
        log.append(("K", len(eg.exceptions)))
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_eg_unhandled_rest_propagates', r'''
@lifted
def g(x):
    try:
        try:
            errs = [TypeError("t")]
            if x >= 0:
                errs.append(OSError("o"))
            raise ExceptionGroup("g", errs)
        except* TypeError:
            pass
    except ExceptionGroup as rest:
        return "rest", [type(e).__name__ for e in rest.exceptions], str(rest)
    return "all handled"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_eg_split_subgroup', r'''
@lifted
def f(x):
    eg = ExceptionGroup("top", [ValueError(x), KeyError(x), ExceptionGroup("inner", [ValueError(x + 1)])])
    match_, rest = eg.split(ValueError)
    sub = eg.subgroup(lambda e: isinstance(e, KeyError) or (isinstance(e, ValueError) and e.args[0] > 0))
    return (str(match_), len(match_.exceptions), str(rest), None if sub is None else repr(sub))
''', ('x',))
p('r21a_eg_collect_validation_errors', r'''
@lifted
def validate(rec):
    errs = []
    if rec["age"] < 0:
        errs.append(ValueError("age < 0"))
    if not rec["name"]:
        errs.append(ValueError("empty name"))
    if rec["age"] > 2 and rec["name"] == "a":
        errs.append(TypeError("policy"))
    if errs:
        raise ExceptionGroup("invalid record", errs)
    return "valid"
@lifted
def g(x, s):
    r = None
    try:
        r = validate({"age": x, "name": s})
    except* ValueError as eg:
        r = ("value-errors", [str(e) for e in eg.exceptions])
    return r

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r21a_eg_bare_exception_wrapped_by_star', r'''
@lifted
def g(x):
    r = "none"
    try:
        if x > 0:
            raise ValueError("naked")
    except* ValueError as eg:
        r = type(eg).__name__, [str(e) for e in eg.exceptions], str(eg)
    return r

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_eg_raise_in_except_star', r'''
@lifted
def g(x):
    try:
        raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
    except* ValueError:
        if x > 0:
            raise RuntimeError("handler failed")
    except* KeyError:
        pass
    return "ok"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_eg_base_exception_group', r'''
@lifted
def f(x):
    excs = [ValueError("a")] if x > 0 else [KeyboardInterrupt()]
    g = BaseExceptionGroup("bg", excs)
    return type(g).__name__, isinstance(g, Exception)
''', ('x',))
p('r21a_eg_empty_group', r'''
@lifted
def g(x):
    excs = [ValueError(i) for i in range(max(x, 0))]
    eg = ExceptionGroup("e", excs)
    return len(eg.exceptions)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_raise_class', r'''
@lifted
def g(x):
    kinds = [ValueError, KeyError, IndexError]
    if x >= 0:
        raise kinds[x % 3]
    return "none"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_raise_non_exception', r'''
@lifted
def g(x):
    if x > 1:
        raise "string error"
    if x < -1:
        raise 42
    return x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_bare_raise_no_active', r'''
@lifted
def g(x):
    if x > 0:
        raise
    return x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_raise_from_non_exception', r'''
@lifted
def g(x):
    try:
        raise ValueError("v") from (x if x > 0 else None)
    except ValueError as e:
        return "ok", e.__cause__

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_raise_stored_later', r'''
@lifted
def g(x):
    pending = None
    for i in range(3):
        try:
            if i == x:
                raise KeyError("item %d" % i)
        except KeyError as e:
            pending = e
    if pending is not None:
        raise pending
    return "clean"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_raise_e_in_except', r'''
@lifted
def g(x):
    try:
        try:
            if x > 0:
                raise ValueError("first")
            return 0
        except ValueError as e:
            if x > 1:
                raise e
            raise
    except ValueError as e2:
        return str(e2), e2.__context__ is None

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_base_exception_not_caught', r'''
@lifted
class Abort(BaseException):
    pass
@lifted
def f(x):
    try:
        try:
            if x > 0:
                raise Abort("stop")
            raise ValueError("v")
        except Exception as e:
            return "exc", str(e)
    except BaseException as e:
        return "base", str(e)
''', ('x',))
p('r21a_re_keyboard_interrupt_caught_by_bare', r'''
@lifted
def g(x):
    try:
        if x > 0:
            raise KeyboardInterrupt
        raise SystemExit(x)
    except:
        return "bare"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_system_exit_code', r'''
@lifted
def f(x):
    try:
        raise SystemExit(x if x > 0 else "msg")
    except SystemExit as e:
        return e.code, e.args
''', ('x',))
p('r21a_re_except_dynamic_tuple', r'''
@lifted
def g(x):
    catch = (KeyError, IndexError) if x > 0 else (ValueError,)
    try:
        if x % 2 == 0:
            raise KeyError(x)
        raise ValueError(x)
    except catch as e:
        return "caught", type(e).__name__

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_except_class_from_list', r'''
@lifted
def g(x):
    kinds = [ZeroDivisionError, ArithmeticError, Exception]
    k = kinds[x % 3]
    try:
        return 1 // (x - 1)
    except k as e:
        return k.__name__, str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_re_except_non_class', r'''
@lifted
def g(x):
    try:
        if x > 0:
            raise ValueError()
        return "no raise"
    except "ValueError":
        return "weird"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_unpack_too_many', r'''
@lifted
def g(x):
    xs = [1] * max(x, 0)
    a, b = xs
    return a + b

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_unpack_star_not_enough', r'''
@lifted
def g(x):
    xs = list(range(max(x, 0)))
    a, b, *c, d = xs
    return a, b, c, d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_list_remove_index', r'''
@lifted
def g(x):
    xs = [0, 1, 2]
    if x > 0:
        xs.remove(x)
        return xs
    return xs.index(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_tuple_index', r'''
@lifted
def g(x):
    return (5, 6, 7).index(x + 5)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_dict_pop_popitem', r'''
@lifted
def g(x):
    d = {}
    for i in range(x):
        d[i] = i
    if x > 1:
        return d.pop(7)
    return d.popitem()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_set_remove', r'''
@lifted
def g(x):
    s = {1, 2}
    s.remove(x)
    return sorted(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_attr_error', r'''
@lifted
class P:
    def __init__(self):
        self.a = 1
@lifted
def g(x):
    p_ = P()
    if x > 0:
        p_.b = 2
    return p_.b

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_mixed_compare', r'''
@lifted
def g(x):
    v = x if x > 0 else "s"
    return v < 2

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_str_concat_int', r'''
@lifted
def g(x):
    v = "n=" + (x if x < 0 else str(x))
    return v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_unsupported_operand', r'''
@lifted
def g(x):
    v = None if x == 0 else x
    return v + 1

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_int_parse', r'''
@lifted
def g(s):
    return int(s) * 2

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21a_msg_min_empty', r'''
@lifted
def g(x):
    return min(v for v in range(3) if v > x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_index_out_of_range', r'''
@lifted
def g(x):
    xs = [10, 20]
    t = (1,)
    if x > 0:
        return xs[x]
    return t[x - 1]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_str_index', r'''
@lifted
def g(x):
    return "abc"[x + 1]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_next_empty', r'''
@lifted
def g(x):
    it = iter(range(max(x, 0)))
    return next(it)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_not_callable', r'''
@lifted
def g(x):
    h = len if x > 0 else 5
    return h([1, 2])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_not_subscriptable', r'''
@lifted
def g(x):
    v = [1, 2] if x > 0 else 7
    return v[0]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_not_iterable', r'''
@lifted
def g(x):
    v = [1, 2] if x > 0 else x
    a = 0
    for i in v:
        a += i
    return a

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_missing_arg', r'''
@lifted
def h(a, b):
    return a + b
@lifted
def g(x):
    if x > 0:
        return h(x)
    return h(x, 1)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_unhashable', r'''
@lifted
def g(x):
    k = [x] if x > 0 else x
    return {k: 1}

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_divmod_mod_zero', r'''
@lifted
def g(x):
    return divmod(7, x), 7 % x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_pow_neg_mod', r'''
@lifted
def g(x):
    return pow(2, x, 5)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg_chr_range', r'''
@lifted
def g(x):
    return (-1) ** x, int("12", 10), [1, 2, 3][x:][0]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_eq_raises_in_contains', r'''
@lifted
class Strict:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        if not isinstance(other, Strict):
            raise TypeError("cannot compare Strict with " + type(other).__name__)
        return self.v == other.v
@lifted
def g(x):
    xs = [Strict(1), Strict(2)]
    probe = Strict(x) if x >= 0 else x
    return probe in xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_sort_key_raises', r'''
@lifted
def key(v):
    if v == 0:
        raise ValueError("zero key")
    return -v
@lifted
def g(x):
    return sorted([2, x, 1], key=key)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_getitem_old_iteration', r'''
@lifted
class Seq:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i
@lifted
def g(x):
    return list(Seq(x)), [v for v in Seq(2)]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_getattr_fallback', r'''
@lifted
class Cfg:
    def __init__(self, d):
        self._d = d
    def __getattr__(self, name):
        try:
            return self._d[name]
        except KeyError:
            raise AttributeError(f"no setting {name!r}") from None
@lifted
def g(x):
    d = {"port": 80}
    if x > 0:
        d["host"] = "h"
    c = Cfg(d)
    return c.port, getattr(c, "host", "default"), hasattr(c, "host"), c.host

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_property_attr_error_hasattr', r'''
@lifted
class Lazy:
    def __init__(self, v):
        self.v = v
    @property
    def half(self):
        if self.v % 2:
            raise AttributeError("odd has no half")
        return self.v // 2
@lifted
def g(x):
    o = Lazy(x)
    return hasattr(o, "half"), getattr(o, "half", None)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_bool_raises', r'''
@lifted
class Tri:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        if self.v == 0:
            raise ValueError("undetermined")
        return self.v > 0
@lifted
def g(x):
    t = Tri(x)
    return "yes" if t else "no"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_len_raises_negative', r'''
@lifted
class Sized:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
@lifted
def g(x):
    return len(Sized(x)), bool(Sized(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_iter_next_raises', r'''
@lifted
class Counter3:
    def __init__(self, stop_at, bad):
        self.i = 0
        self.stop_at = stop_at
        self.bad = bad
    def __iter__(self):
        return self
    def __next__(self):
        if self.i == self.bad:
            raise RuntimeError("corrupt at %d" % self.i)
        if self.i >= self.stop_at:
            raise StopIteration
        self.i += 1
        return self.i
@lifted
def g(x):
    total = 0
    for v in Counter3(3, x):
        total += v
    return total

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_hash_raises_dict_key', r'''
@lifted
class Key:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        if self.v < 0:
            raise TypeError("negative keys unhashable")
        return self.v
    def __eq__(self, o):
        return isinstance(o, Key) and o.v == self.v
@lifted
def g(x):
    d = {Key(1): "one"}
    return d.get(Key(x), "missing")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du_post_init_validation', r'''
@lifted
@dataclasses.dataclass
class Range_:
    lo: int
    hi: int
    def __post_init__(self):
        if self.lo > self.hi:
            raise ValueError(f"empty range {self.lo}..{self.hi}")
@lifted
def g(x, y):
    r = Range_(y, x)
    return r.hi - r.lo

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_du_setter_validation', r'''
@lifted
class Account:
    def __init__(self):
        self._bal = 0
    @property
    def balance(self):
        return self._bal
    @balance.setter
    def balance(self, v):
        if v < 0:
            raise ValueError("overdraft")
        self._bal = v
@lifted
def g(x, y):
    a = Account()
    a.balance = x + 2
    try:
        a.balance = a.balance - y * 2
    except ValueError as e:
        return "kept", a.balance, str(e)
    return a.balance

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app_stack_vm_errors', r'''
@lifted
class VMError(Exception):
    def __init__(self, pc, msg):
        super().__init__(f"pc={pc}: {msg}")
        self.pc = pc
@lifted
def run(code, arg):
    stack = [arg]
    pc = 0
    steps = 0
    while pc < len(code):
        steps += 1
        if steps > 12:
            raise VMError(pc, "step limit")
        op = code[pc]
        match op:
            case ("push", v):
                stack.append(v)
            case ("add",):
                if len(stack) < 2:
                    raise VMError(pc, "stack underflow")
                b = stack.pop(); a = stack.pop()
                stack.append(a + b)
            case ("div",):
                b = stack.pop(); a = stack.pop()
                if b == 0:
                    raise VMError(pc, "division by zero")
                stack.append(a // b)
            case ("jz", t):
                if stack.pop() == 0:
                    pc = t
                    continue
            case ("dup",):
                stack.append(stack[-1])
            case _:
                raise VMError(pc, f"bad op {op!r}")
        pc += 1
    return stack
@lifted
def g(x):
    code = [("dup",), ("jz", 4), ("push", 12), ("div",), ("push", 1), ("add",)]
    return run(code, x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_app_interp_return_exception', r'''
@lifted
class ReturnSignal(Exception):
    def __init__(self, value):
        self.value = value
@lifted
class BreakSignal(Exception):
    pass
@lifted
def exec_block(stmts, env):
    for s in stmts:
        kind = s[0]
        if kind == "set":
            env[s[1]] = s[2](env)
        elif kind == "ret":
            raise ReturnSignal(s[1](env))
        elif kind == "while":
            try:
                n = 0
                while s[1](env):
                    n += 1
                    if n > 5:
                        raise RuntimeError("loop too long")
                    exec_block(s[2], env)
            except BreakSignal:
                pass
        elif kind == "break":
            raise BreakSignal()
        elif kind == "if":
            if s[1](env):
                exec_block(s[2], env)
@lifted
def call(body, env):
    try:
        exec_block(body, env)
    except ReturnSignal as r:
        return r.value
    return None
@lifted
def g(x):
    body = [
        ("set", "i", lambda e: 0),
        ("set", "acc", lambda e: 0),
        ("while", lambda e: e["i"] < 4, [
            ("set", "acc", lambda e: e["acc"] + e["i"] * x),
            ("if", lambda e: e["acc"] > 3, [("break",)]),
            ("if", lambda e: e["acc"] < -3, [("ret", lambda e: ("neg", e["i"]))]),
            ("set", "i", lambda e: e["i"] + 1),
        ]),
        ("ret", lambda e: (e["acc"], e["i"])),
    ]
    return call(body, {})

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_app_retry_decorator', r'''
import functools
@lifted
class Transient(Exception):
    pass
@lifted
def retry(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a):
            last = None
            for attempt in range(times):
                try:
                    return fn(attempt, *a)
                except Transient as e:
                    last = e
            raise RuntimeError(f"gave up after {times}") from last
        return wrapper
    return deco
@lifted
def g(x):
    @retry(3)
    def flaky(attempt, v):
        if attempt < v:
            raise Transient("attempt %d" % attempt)
        return ("ok", attempt)
    try:
        return flaky(x)
    except RuntimeError as e:
        return str(e), str(e.__cause__)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_app_bank_transfer_rollback', r'''
@lifted
class Insufficient(Exception):
    pass
@lifted
class Bank:
    def __init__(self):
        self.acc = {"a": 3, "b": 1}
        self.log = []
    def transfer(self, src, dst, amt):
        snapshot = dict(self.acc)
        try:
            self.acc[src] -= amt
            if self.acc[src] < 0:
                raise Insufficient(f"{src} short by {-self.acc[src]}")
            self.acc[dst] += amt
            self.log.append((src, dst, amt))
        except Exception:
            self.acc = snapshot
            raise
@lifted
def g(x, y):
    bk = Bank()
    res = []
    for amt, dst in ((x, "b"), (y, "c")):
        try:
            bk.transfer("a", dst, amt)
            res.append("ok")
        except Insufficient as e:
            res.append(str(e))
        except KeyError as e:
            res.append("no account " + str(e))
    return res, bk.acc, bk.log

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app_state_machine_transitions', r'''
@lifted
class IllegalTransition(Exception):
    def __init__(self, state, event):
        super().__init__(state, event)
        self.state = state
        self.event = event
    def __str__(self):
        return f"cannot {self.event} while {self.state}"
TRANS = {("idle", "start"): "running", ("running", "pause"): "paused",
         ("paused", "start"): "running", ("running", "stop"): "idle", ("paused", "stop"): "idle"}
@lifted
def step(state, ev):
    try:
        return TRANS[(state, ev)]
    except KeyError:
        raise IllegalTransition(state, ev) from None
@lifted
def g(x, y):
    evs = ["start", "pause", "stop"]
    seq = [evs[x % 3], evs[y % 3], "start"]
    st_ = "idle"
    hist = []
    for e in seq:
        try:
            st_ = step(st_, e)
            hist.append(st_)
        except IllegalTransition as ex:
            hist.append(str(ex))
            if ex.event == "stop":
                break
    return hist

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app_config_loader_chain', r'''
@lifted
class ConfigError(Exception):
    pass
@lifted
def parse_port(v):
    try:
        p = int(v)
    except ValueError as e:
        raise ConfigError(f"port: {e}") from e
    if not (0 < p < 100):
        raise ConfigError(f"port out of range: {p}")
    return p
@lifted
def g(s):
    try:
        return parse_port(s)
    except ConfigError as e:
        return str(e), type(e.__cause__).__name__

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21a_app_inventory_reserve', r'''
@lifted
class OutOfStock(Exception):
    def __init__(self, item, want, have):
        self.item, self.want, self.have = item, want, have
        super().__init__(item)
@lifted
class Inventory:
    def __init__(self, stock):
        self.stock = dict(stock)
        self.reserved = []
    def reserve(self, item, n):
        have = self.stock.get(item, 0)
        if n > have:
            raise OutOfStock(item, n, have)
        self.stock[item] = have - n
        self.reserved.append((item, n))
    def reserve_all(self, order):
        done = []
        try:
            for item, n in order:
                self.reserve(item, n)
                done.append(item)
        except OutOfStock:
            for item, n in order:
                if item in done:
                    self.stock[item] += n
            self.reserved = [r for r in self.reserved if r[0] not in done]
            raise
@lifted
def g(x, y):
    inv = Inventory({"apple": 2, "pear": 1})
    try:
        inv.reserve_all([("apple", x), ("pear", y), ("fig", 0)])
        status = "reserved"
    except OutOfStock as e:
        status = (e.item, e.want - e.have, e.args)
    return status, inv.stock, inv.reserved

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app_json_like_validator', r'''
@lifted
def check(v, schema, path="$"):
    match schema:
        case "int":
            if not isinstance(v, int) or isinstance(v, bool):
                raise TypeError(f"{path}: expected int, got {type(v).__name__}")
        case "str":
            if not isinstance(v, str):
                raise TypeError(f"{path}: expected str, got {type(v).__name__}")
        case [item]:
            if not isinstance(v, list):
                raise TypeError(f"{path}: expected list")
            for i, e in enumerate(v):
                check(e, item, f"{path}[{i}]")
        case {**fields}:
            for k, sub in fields.items():
                if k not in v:
                    raise KeyError(f"{path}.{k} missing")
                check(v[k], sub, f"{path}.{k}")
    return True
@lifted
def g(x, b):
    doc = {"id": x, "tags": ["a", x if b else "b"]}
    if x > 1:
        del doc["id"]
    if x < -1:
        doc["id"] = str(x)
    return check(doc, {"id": "int", "tags": ["str"]})

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21a_app_matrix_dim_errors', r'''
@lifted
def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError(f"shape mismatch: {len(a)}x{len(a[0])} @ {len(b)}x{len(b[0])}")
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
@lifted
def g(x):
    a = [[1, x]] if x >= 0 else [[1, x, 1]]
    b = [[1], [2]]
    return matmul(a, b)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_app_queue_timeout_sim', r'''
@lifted
class Empty(Exception):
    pass
@lifted
class Q:
    def __init__(self):
        self.items = collections.deque()
    def put(self, v):
        self.items.append(v)
    def get(self):
        if not self.items:
            raise Empty("queue empty")
        return self.items.popleft()
@lifted
def g(x, y):
    q = Q()
    for v in range(max(x, 0)):
        q.put(v)
    got = []
    misses = 0
    for _ in range(y + 2):
        try:
            got.append(q.get())
        except Empty:
            misses += 1
            if misses > 1:
                break
    return got, misses

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app_expr_eval_match_dataclass', r'''
@lifted
@dataclasses.dataclass
class Num:
    v: int
@lifted
@dataclasses.dataclass
class Neg:
    e: object
@lifted
@dataclasses.dataclass
class Bin:
    op: str
    l: object
    r: object
@lifted
class EvalError(ArithmeticError):
    pass
@lifted
def ev(e):
    match e:
        case Num(v):
            return v
        case Neg(inner):
            return -ev(inner)
        case Bin("+", l, r):
            return ev(l) + ev(r)
        case Bin("/", l, r):
            d = ev(r)
            if d == 0:
                raise EvalError("divide by zero")
            return ev(l) // d
        case Bin(op, _, _):
            raise EvalError(f"unknown operator {op}")
@lifted
def g(x, y):
    e = Bin("/", Bin("+", Num(x), Num(3)), Neg(Num(y)))
    if x == 3:
        e = Bin("%", Num(1), Num(1))
    return ev(e)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app_resource_pool', r'''
@lifted
class PoolExhausted(Exception):
    pass
@lifted
class Pool:
    def __init__(self, size):
        self.free = list(range(size))
        self.used = set()
    def acquire(self):
        if not self.free:
            raise PoolExhausted(f"all {len(self.used)} in use")
        r = self.free.pop(0)
        self.used.add(r)
        return r
    def release(self, r):
        self.used.remove(r)
        self.free.append(r)
@lifted
class Lease:
    def __init__(self, pool):
        self.pool = pool
    def __enter__(self):
        self.r = self.pool.acquire()
        return self.r
    def __exit__(self, et, ev, tb):
        self.pool.release(self.r)
        return False
@lifted
def g(x):
    pool = Pool(2)
    got = []
    with Lease(pool) as a:
        got.append(a)
        if x > 0:
            with Lease(pool) as b:
                got.append(b)
                if x > 1:
                    with Lease(pool) as c:
                        got.append(c)
    return got, sorted(pool.free), len(pool.used)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_min_exc_cause_set_under_branch', r'''
@lifted
def f(x):
    e = ValueError("outer")
    if x > 0:
        e.__cause__ = KeyError(1)
    return e.__cause__ is None
''', ('x',))
p('r21a_min_exc_suppress_context_set_under_branch', r'''
@lifted
def f(x):
    e = ValueError("outer")
    if x > 0:
        e.__suppress_context__ = True
    return e.__suppress_context__
''', ('x',))
p('r21a_min_exc_args_set_under_branch', r'''
@lifted
def f(x):
    e = ValueError("outer")
    if x > 0:
        e.args = (1, 2)
    return e.args
''', ('x',))
p('r21a_min_exc_context_set_under_branch', r'''
@lifted
def f(x):
    e = ValueError("outer")
    if x > 0:
        e.__context__ = KeyError(2)
    return e.__context__ is None
''', ('x',))
p('r21a_min_exc_plain_attr_set_under_branch', r'''
@lifted
def f(x):
    e = ValueError("outer")
    if x > 0:
        e.code = 5
    return getattr(e, "code", None)
''', ('x',))
p('r21a_min_property_raises_read_in_try', r'''
@lifted
class T:
    def __init__(self, k):
        self.k = k
    @property
    def c(self):
        if self.k < 0:
            raise ValueError("below zero")
        return self.k
@lifted
def f(x):
    t = T(x)
    try:
        return t.c
    except ValueError as e:
        return str(e)
''', ('x',))
p('r21a_min_property_raises_concrete_obj_sym_cond', r'''
@lifted
class T:
    @property
    def c(self):
        raise ValueError("always")
@lifted
def f(x):
    t = T()
    try:
        if x > 0:
            return t.c
        return 0
    except ValueError as e:
        return str(e)
''', ('x',))
p('r21a_min_exc_custom_str_sym_int', r'''
@lifted
class PE(Exception):
    def __init__(self, pos):
        self.pos = pos
    def __str__(self):
        return f"at {self.pos}"
@lifted
def f(x):
    return str(PE(x))
''', ('x',))
p('r21a_min_obj_custom_str_sym_int', r'''
@lifted
class PE:
    def __init__(self, pos):
        self.pos = pos
    def __str__(self):
        return f"at {self.pos}"
@lifted
def f(x):
    return str(PE(x))
''', ('x',))
p('r21a_app_annotate_exception_args', r'''
@lifted
def load(rows):
    out = []
    for i, r in enumerate(rows):
        try:
            if r is None:
                raise ValueError("missing value")
            out.append(r * 2)
        except ValueError as e:
            if i > 0:
                e.args = (f"row {i}: {e.args[0]}",)
            raise
    return out
@lifted
def g(x):
    rows = [None, 1] if x < -1 else [1, None if x > 0 else 2]
    return load(rows)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_min_stopiteration_value_set_under_branch', r'''
@lifted
def f(x):
    e = StopIteration(0)
    if x > 0:
        e.value = 7
    return e.value
''', ('x',))
p('r21a_min_systemexit_code_set_under_branch', r'''
@lifted
def f(x):
    e = SystemExit(1)
    if x > 0:
        e.code = 3
    return e.code
''', ('x',))
p('r21a_min_with_traceback_under_branch', r'''
@lifted
def f(x):
    try:
        raise ValueError("v")
    except ValueError as e:
        err_ = e
    if x > 0:
        err_.__traceback__ = None
    return err_.__traceback__ is None
''', ('x',))
p('r21a_min_add_note_under_branch', r'''
@lifted
def f(x):
    e = ValueError("v")
    if x > 0:
        e.add_note("pos")
    return getattr(e, "__notes__", None)
''', ('x',))
p('r21a_cm2_exit_truthy_nonbool', r'''
@lifted
class Soft:
    def __init__(self, ret):
        self.ret = ret
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return self.ret
@lifted
def f(x):
    rets = [0, "yes", "", 1]
    r = "none"
    try:
        with Soft(rets[x % 4]):
            raise KeyError("k")
        r = "suppressed"
    except KeyError:
        r = "propagated"
    return r
''', ('x',))
p('r21a_cm2_enter_raises_exit_not_called', r'''
@lifted
class Conn:
    def __init__(self, ok, log):
        self.ok = ok
        self.log = log
    def __enter__(self):
        if not self.ok:
            raise ConnectionError("refused")
        self.log.append("connected")
        return self
    def __exit__(self, *a):
        self.log.append("closed")
@lifted
def g(x):
    log = []
    try:
        with Conn(True, log), Conn(x > 0, log):
            log.append("work")
    except ConnectionError as e:
        log.append(str(e))
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm2_cm_didnt_yield', r'''
import contextlib
@contextlib.contextmanager
@lifted
def maybe(x):
    if x > 0:
        yield x
@lifted
def g(x):
    with maybe(x) as v:
        return v * 2

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm2_cm_didnt_stop', r'''
import contextlib
@contextlib.contextmanager
@lifted
def twice(x):
    yield 1
    if x > 1:
        yield 2
@lifted
def g(x):
    with twice(x) as v:
        r = v
    return r

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm2_cm_translate_exception', r'''
import contextlib
@lifted
class DomainError(Exception):
    pass
@contextlib.contextmanager
@lifted
def translating():
    try:
        yield
    except ZeroDivisionError as e:
        raise DomainError("math failed") from e
@lifted
def g(x):
    with translating():
        v = 12 // x
    return v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm2_nullcontext_choice', r'''
import contextlib
@lifted
class Rec:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("in")
        return "rec"
    def __exit__(self, *a):
        self.log.append("out")
@lifted
def f(x):
    log = []
    cm = Rec(log) if x > 0 else contextlib.nullcontext("plain")
    with cm as v:
        log.append(v)
    return log
''', ('x',))
p('r21a_cm2_closing', r'''
import contextlib
@lifted
class File:
    def __init__(self):
        self.closed = False
        self.data = []
    def write(self, v):
        if self.closed:
            raise ValueError("I/O operation on closed file")
        self.data.append(v)
    def close(self):
        self.closed = True
@lifted
def f(x):
    fh = File()
    try:
        with contextlib.closing(fh) as h:
            h.write(1)
            if x > 0:
                raise OSError("disk full")
            h.write(2)
    except OSError as e:
        return fh.closed, fh.data, str(e)
    return fh.closed, fh.data
''', ('x',))
p('r21a_cm2_exitstack_push_suppress', r'''
import contextlib
@lifted
def g(x):
    log = []
    def swallow(et, ev, tb):
        log.append(("swallow?", et is not None))
        return et is KeyError
    with contextlib.ExitStack() as st:
        st.push(swallow)
        if x > 0:
            raise KeyError("k")
        if x < 0:
            raise ValueError("v")
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cm2_exitstack_pop_all', r'''
import contextlib
@lifted
class R:
    def __init__(self, n, log):
        self.n, self.log = n, log
    def __enter__(self):
        self.log.append("+%d" % self.n)
        return self
    def __exit__(self, *a):
        self.log.append("-%d" % self.n)
@lifted
def f(x):
    log = []
    keep = None
    with contextlib.ExitStack() as st:
        st.enter_context(R(1, log))
        if x > 0:
            keep = st.pop_all()
        log.append("body")
    log.append("after")
    if keep is not None:
        keep.close()
    return log
''', ('x',))
p('r21a_cm2_context_decorator', r'''
import contextlib
@lifted
class traced(contextlib.ContextDecorator):
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("enter")
        return self
    def __exit__(self, et, ev, tb):
        self.log.append("exit:" + (et.__name__ if et else "ok"))
        return False
@lifted
def f(x):
    log = []
    @traced(log)
    def work(v):
        if v < 0:
            raise ValueError("neg")
        return v + 1
    try:
        r = work(x)
    except ValueError:
        r = None
    return r, log
''', ('x',))
p('r21a_cm2_with_in_generator', r'''
@lifted
class Span:
    def __init__(self, log, name):
        self.log, self.name = log, name
    def __enter__(self):
        self.log.append("open " + self.name)
    def __exit__(self, *a):
        self.log.append("close " + self.name)
@lifted
def gen(log, n):
    for i in range(n):
        with Span(log, str(i)):
            yield i
@lifted
def f(x):
    log = []
    for v in gen(log, 3):
        log.append(v)
        if v == x:
            break
    return log
''', ('x',))
p('r21a_cm2_with_target_unpack', r'''
@lifted
class Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __enter__(self):
        return (self.a, self.b) if self.a > 0 else (self.b, self.a)
    def __exit__(self, *a):
        return None
@lifted
def f(x):
    with Pair(x, 10) as (p_, q):
        return p_ - q
''', ('x',))
p('r21a_cm2_exit_sees_exception_value', r'''
@lifted
class Catch:
    def __init__(self):
        self.seen = None
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if ev is not None:
            self.seen = (et.__name__, ev.args, isinstance(ev, LookupError))
        return True
@lifted
def f(x):
    c = Catch()
    with c:
        [1, 2][x]
        {"a": 1}["b" if x < 0 else "a"]
    return c.seen
''', ('x',))
p('r21a_cm2_exit_suppress_then_finally', r'''
@lifted
class Quiet:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        return et is not None and issubclass(et, ArithmeticError)
@lifted
def g(x):
    log = []
    for i in range(3):
        try:
            with Quiet():
                log.append(10 // (x - i))
                if x == 3:
                    raise IndexError("idx")
        finally:
            log.append("f%d" % i)
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_stopiteration_inside_gen', r'''
@lifted
def firsts(lists):
    for l in lists:
        it = iter(l)
        yield next(it)
@lifted
def g(x):
    lists = [[1], [2, 3]]
    if x > 0:
        lists.append([])
    return list(firsts(lists))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_yield_from_raises', r'''
@lifted
def inner(n):
    for i in range(3):
        if i == n:
            raise ValueError("inner fail %d" % i)
        yield i
    return "inner-done"
@lifted
def outer(n):
    try:
        r = yield from inner(n)
        yield r
    except ValueError as e:
        yield "recovered: " + str(e)
@lifted
def g(x):
    return list(outer(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_gen_exhausted_after_exception', r'''
@lifted
def gen(x):
    yield 1
    if x > 0:
        raise KeyError("k")
    yield 2
@lifted
def g(x):
    it = gen(x)
    out = [next(it)]
    try:
        out.append(next(it))
    except KeyError:
        out.append("err")
    out.append(next(it, "end"))
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_next_default_not_for_other_errors', r'''
@lifted
def gen(x):
    if x == 0:
        raise ValueError("zero")
    if x > 0:
        yield x
@lifted
def g(x):
    return next(gen(x), "default")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_genexpr_sum_raises', r'''
@lifted
def g(x):
    vals = [4, x, 2]
    return sum(12 // v for v in vals)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_any_stops_before_error', r'''
@lifted
def g(x):
    vals = [x, 0, 3]
    return any(10 // v > 4 for v in vals)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_map_lazy_break_before_error', r'''
@lifted
def g(x):
    out = []
    for v in map(lambda t: 6 // t, [3, x, 2, 1]):
        out.append(v)
        if v == 3:
            break
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_reduce_raises', r'''
import functools
@lifted
def step(acc, v):
    if v < 0 and acc > 2:
        raise OverflowError("acc %d then %d" % (acc, v))
    return acc + v
@lifted
def g(x):
    return functools.reduce(step, [1, 2, x, x], 0)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx2_gen_return_in_finally', r'''
@lifted
def gen(x):
    try:
        yield 1
        if x > 0:
            raise ValueError("v")
        yield 2
    finally:
        if x > 1:
            return
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
p('r21a_m2_match_args_custom', r'''
@lifted
class Token:
    __match_args__ = ("kind", "text")
    def __init__(self, kind, text):
        self.kind = kind
        self.text = text
@lifted
def g(x):
    t = Token("num", x) if x >= 0 else Token("op", "-")
    match t:
        case Token("num", 0):
            return "zero"
        case Token("num", n) if n > 1:
            return "big %d" % n
        case Token("op", sym):
            return "op " + sym
        case Token(kind=k):
            return "other " + k

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_m2_positional_without_match_args', r'''
@lifted
class Plain:
    def __init__(self, v):
        self.v = v
@lifted
def g(x):
    o = Plain(x)
    match o:
        case Plain(v=0):
            return "zero"
        case Plain(1):
            return "one?"
        case _:
            return "other"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_m2_str_not_sequence', r'''
@lifted
def f(s):
    match s:
        case [a, b]:
            return "pair"
        case str():
            return "string"
''', ('s',))
p('r21a_m2_enum_members', r'''
import enum
@lifted
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
@lifted
def f(x):
    c = Color(x) if 1 <= x <= 3 else None
    match c:
        case Color.RED | Color.GREEN:
            return "warm-ish", c.name
        case Color.BLUE:
            return "cold", c.value
        case None:
            return "none", x
''', ('x',))
p('r21a_m2_nested_mapping_seq', r'''
@lifted
def f(x, y):
    req = {"method": "GET" if x > 0 else "POST", "path": ["api", "v%d" % y] if y >= 0 else ["health"]}
    match req:
        case {"method": "GET", "path": ["api", ver, *_]}:
            return "get", ver
        case {"method": "POST", "path": [single]}:
            return "post-single", single
        case {"method": m, "path": [first, *rest]}:
            return m, first, len(rest)
''', ('x', 'y'))
p('r21a_m2_last_element', r'''
@lifted
def f(x):
    xs = [i * i for i in range(max(x, 0) + 1)]
    match xs:
        case [only]:
            return ("one", only)
        case [first, *_, last]:
            return ("span", first, last)
''', ('x',))
p('r21a_m2_guard_raises', r'''
@lifted
def g(x):
    match x:
        case n if 6 // n > 2:
            return "small divisor"
        case n:
            return "other"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_m2_union_of_classes', r'''
@lifted
@dataclasses.dataclass
class Circle:
    r: int
@lifted
@dataclasses.dataclass
class Rect:
    w: int
    h: int
@lifted
@dataclasses.dataclass
class Tri:
    a: int
    b: int
    c: int
@lifted
def f(x):
    shapes = [Circle(x), Rect(x, 2), Tri(1, 1, x)]
    s = shapes[x % 3]
    match s:
        case Circle(r) if r < 0:
            return "bad circle"
        case Circle(r):
            return 3 * r * r
        case Rect(w, h):
            return w * h
        case Tri(a, b, c) if a + b <= c:
            return "degenerate"
        case Tri():
            return "tri"
''', ('x',))
p('r21a_m2_or_pattern_captures', r'''
@lifted
def f(x, y):
    match (x, y):
        case (0, v) | (v, 0):
            return "axis", v
        case ([_, _] | (1, 1)):
            return "pair"
''', ('x', 'y'))
p('r21a_m2_match_type_dispatch', r'''
@lifted
def f(x, b):
    vals = [x, str(x), [x], b, None, (x, b)]
    out = []
    for v in vals:
        match v:
            case bool():
                out.append("bool")
            case int():
                out.append("int")
            case str() if len(v) > 1:
                out.append("longstr")
            case str():
                out.append("str")
            case [int(i)]:
                out.append("list1")
            case (a, True):
                out.append("tupT")
            case None:
                out.append("none")
            case _:
                out.append("?")
    return out
''', ('x', 'b'))
p('r21a_lp_while_else_not_entered', r'''
@lifted
def f(x):
    log = []
    n = x
    while n > 0:
        log.append(n)
        n -= 2
        if n == 1:
            break
    else:
        log.append("else")
    return log
''', ('x',))
p('r21a_lp_for_else_continue_all', r'''
@lifted
def f(x, y):
    hits = 0
    for i in range(3):
        if i != x:
            continue
        hits += 1
        if y > 0:
            break
    else:
        return ("exhausted", hits)
    return ("broke", hits)
''', ('x', 'y'))
p('r21a_lp_break_in_try_else', r'''
@lifted
def g(x):
    log = []
    for i in range(4):
        try:
            v = 6 // (i - x)
        except ZeroDivisionError:
            log.append("z")
            continue
        else:
            if v < 0:
                log.append("neg")
                break
            log.append(v)
        finally:
            log.append(".")
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_lp_return_from_nested_loops_in_try', r'''
@lifted
def find(grid, target):
    try:
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if v == target:
                    return (r, c)
    finally:
        grid.append(["searched"])
    return None
@lifted
def f(x):
    grid = [[1, 2], [3, 4]]
    return find(grid, x), len(grid)
''', ('x',))
p('r21a_lp_exception_as_break', r'''
@lifted
class Found(Exception):
    def __init__(self, where):
        self.where = where
@lifted
def g(x, y):
    try:
        for i in range(3):
            for j in range(3):
                if i * 3 + j == x + y * 2:
                    raise Found((i, j))
    except Found as f_:
        return f_.where
    return "none"

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_lp_collect_errors_continue', r'''
@lifted
def f(x, y):
    data = [3, x, "q", y, 0]
    ok, errors = [], []
    for i, d in enumerate(data):
        try:
            ok.append(12 // d)
        except ZeroDivisionError as e:
            errors.append((i, "zero"))
            continue
        except TypeError as e:
            errors.append((i, str(e)))
            continue
    return ok, errors
''', ('x', 'y'))
p('r21a_lp_while_counter_continue_finally', r'''
@lifted
def f(x):
    i = 0
    log = []
    while i < 5:
        try:
            if i % 2 == (x % 2):
                continue
            if i == x:
                break
            log.append(i)
        finally:
            i += 1
    return log, i
''', ('x',))
p('r21a_min_systemexit_caught_concrete', r'''
@lifted
def f(x):
    try:
        raise SystemExit(1)
    except SystemExit as e:
        return x + e.code
''', ('x',))
p('r21a_min_systemexit_caught_sym', r'''
@lifted
def f(x):
    try:
        if x > 0:
            raise SystemExit(2)
        return 0
    except SystemExit as e:
        return e.code
''', ('x',))
p('r21a_min_keyboardinterrupt_caught_sym', r'''
@lifted
def f(x):
    try:
        if x > 0:
            raise KeyboardInterrupt
        return 0
    except KeyboardInterrupt:
        return 1
''', ('x',))
p('r21a_min_generatorexit_caught_sym', r'''
@lifted
def f(x):
    try:
        if x > 0:
            raise GeneratorExit("g")
        return 0
    except GeneratorExit:
        return 1
''', ('x',))
p('r21a_min_base_exception_group_type', r'''
@lifted
def f(x):
    excs = [ValueError("a")] if x > 0 else [KeyboardInterrupt()]
    return type(BaseExceptionGroup("bg", excs)).__name__
''', ('x',))
p('r21a_min_add_note_symbolic_text', r'''
@lifted
def f(x):
    e = ValueError("v")
    e.add_note("n=%d" % x)
    return e.__notes__
''', ('x',))
p('r21a_msg2_pop_empty_variants', r'''
@lifted
def g(x):
    kind = x % 4
    if kind == 0:
        return [].pop() if x < 9 else 0
    if kind == 1:
        return [1].pop(x)
    if kind == 2:
        return set().pop()
    return collections.deque().popleft()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_zero_division_texts', r'''
@lifted
def g(x):
    k = x % 3
    if k == 0:
        return 7 // (x - x)
    if k == 1:
        return 7 % (x - x)
    return divmod(x, 0)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_str_index_find', r'''
@lifted
def g(s):
    return "abc-10".index(s), "x".find(s)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21a_msg2_range_step_zero', r'''
@lifted
def g(x):
    return list(range(0, 5, x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_abstract_instantiation', r'''
import abc
@lifted
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...
@lifted
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s
@lifted
def g(x):
    cls = Sq if x > 0 else Shape
    if cls is Sq:
        return cls(x).area()
    return cls()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_frozen_dataclass_assign', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class P:
    a: int
@lifted
def g(x):
    p_ = P(x)
    if x > 0:
        p_.a = 5
    return p_.a

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_not_implemented_method', r'''
@lifted
class Base:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")
@lifted
class Sq(Base):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
@lifted
class Blob(Base):
    pass
@lifted
def g(x):
    shapes = [Sq(x), Blob()] if x > 0 else [Sq(x)]
    return [s.area() for s in shapes]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_args_tuple_index', r'''
@lifted
def g(x):
    try:
        if x > 0:
            raise ValueError()
        raise ValueError("with msg", x)
    except ValueError as e:
        return e.args[0], len(e.args)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_keyerror_tuple_key', r'''
@lifted
def g(x):
    d = {(0, 0): "o"}
    try:
        return d[(x, 0)]
    except KeyError as e:
        return str(e), e.args[0]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_getattr_missing_module_like', r'''
@lifted
class NS:
    pass
@lifted
def g(x):
    ns = NS()
    names = ["alpha", "beta"]
    setattr(ns, names[0], 1)
    return getattr(ns, names[x % 2])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_int_of_none_and_list', r'''
@lifted
def g(x):
    v = [None, [1], "7", 3][x % 4]
    return int(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_compare_none', r'''
@lifted
def g(x):
    vals = [3, None if x > 0 else 1, 2]
    return sorted(vals)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg2_unpack_dict_and_str', r'''
@lifted
def g(s):
    a, b = s
    return b + a

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21a_rec_tree_find_notfound', r'''
@lifted
class NotFound(KeyError):
    pass
@lifted
def find(node, key, depth=0):
    if node is None:
        raise NotFound(key)
    k, left, right = node
    if key == k:
        return depth
    return find(left if key < k else right, key, depth + 1)
@lifted
def g(x):
    tree = (0, (-2, None, (-1, None, None)), (2, (1, None, None), None))
    try:
        return find(tree, x)
    except NotFound as e:
        return "missing", e.args[0], str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_rec_mutual_even_odd_raise', r'''
@lifted
def is_even(n):
    if n < 0:
        raise ValueError("negative input %d" % n)
    if n == 0:
        return True
    return is_odd(n - 1)
@lifted
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)
@lifted
def g(x):
    return is_even(x), is_odd(abs(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_rec_depth_limit_custom', r'''
@lifted
class TooDeep(RecursionError):
    pass
@lifted
def nest(n, depth=0):
    if depth > 3:
        raise TooDeep(f"depth {depth}")
    if n <= 0:
        return []
    return [nest(n - 1, depth + 1)]
@lifted
def g(x, y):
    try:
        return nest(x + y)
    except RecursionError as e:
        return str(e), isinstance(e, RuntimeError)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_rec_finally_unwinding_log', r'''
@lifted
def descend(n, log):
    log.append("enter %d" % n)
    try:
        if n == 0:
            raise LookupError("bottom")
        return descend(n - 1, log)
    finally:
        log.append("leave %d" % n)
@lifted
def g(x):
    log = []
    try:
        descend(max(x, 0) % 3, log)
    except LookupError as e:
        log.append(str(e))
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_rec_catch_and_retry_upward', r'''
@lifted
def solve(n):
    if n == 1:
        raise ValueError("dead end at 1")
    if n <= 0:
        return [n]
    for step in (2, 1):
        try:
            return [n] + solve(n - step)
        except ValueError:
            continue
    raise ValueError("no way from %d" % n)
@lifted
def g(x):
    return solve(x + 2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_as2_invariant_method', r'''
@lifted
class Stack:
    def __init__(self, cap):
        self.items = []
        self.cap = cap
    def _check(self):
        assert 0 <= len(self.items) <= self.cap, f"size {len(self.items)} > cap {self.cap}"
    def push(self, v):
        self.items.append(v)
        self._check()
    def pop(self):
        assert self.items, "pop from empty Stack"
        v = self.items.pop()
        self._check()
        return v
@lifted
def g(x, y):
    s = Stack(2)
    for i in range(max(x, 0)):
        s.push(i)
    out = []
    for _ in range(y + 1):
        out.append(s.pop())
    return out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_as2_assert_in_loop_with_continue', r'''
@lifted
def g(x):
    total = 0
    for i in range(4):
        if i == x:
            continue
        assert total + i < 5, "overflow at %d (total=%d)" % (i, total)
        total += i
    return total

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_as2_assertion_error_subclass', r'''
@lifted
class CheckFailed(AssertionError):
    def __init__(self, name, value):
        super().__init__(f"check {name} failed for {value}")
        self.name = name
@lifted
def f(x):
    try:
        if x % 2:
            raise CheckFailed("even", x)
        assert x != 2, "two"
        return "pass"
    except AssertionError as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ex_exc_info_in_handler', r'''
import sys
@lifted
def f(x):
    try:
        if x > 0:
            raise KeyError(x)
        return sys.exc_info()[0] is None
    except KeyError:
        et, ev, tb = sys.exc_info()
        return et.__name__, ev.args
''', ('x',))
p('r21a_ex_exception_in_list_identity', r'''
@lifted
def f(x):
    errors = []
    e1 = ValueError("a")
    for i in range(3):
        if i <= x:
            errors.append(e1)
        else:
            errors.append(ValueError("a"))
    return [e is e1 for e in errors], errors.count(e1)
''', ('x',))
p('r21a_ex_type_is_and_subclass', r'''
@lifted
def f(x):
    try:
        [10, 20][x]
        {}[x]
    except LookupError as e:
        return type(e) is IndexError, issubclass(type(e), KeyError), e.__class__.__name__
''', ('x',))
p('r21a_ex_with_traceback_chain', r'''
@lifted
def f(x):
    try:
        try:
            raise ValueError("inner")
        except ValueError as e:
            raise e.with_traceback(None) if x > 0 else TypeError("swap")
    except (ValueError, TypeError) as e:
        return type(e).__name__, e.__traceback__ is not None
''', ('x',))
p('r21a_ex_exception_as_dict_key', r'''
@lifted
def f(x):
    counts = {}
    for v in [x, 0, 1, x - 1]:
        try:
            r = 4 // v
            k = "ok"
        except ZeroDivisionError as e:
            k = type(e)
        counts[k] = counts.get(k, 0) + 1
    return sorted((str(k), n) for k, n in counts.items())
''', ('x',))
p('r21a_ex_handler_reads_missing_arg', r'''
@lifted
def g(x):
    try:
        if x > 0:
            raise ValueError
        raise ValueError("m")
    except ValueError as e:
        return e.args[0]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ex_exception_in_handler_finally_returns', r'''
@lifted
def g(x):
    try:
        raise KeyError("first")
    except KeyError:
        if x > 0:
            raise ValueError("in handler")
    finally:
        if x > 1:
            return "finally wins"
    return "normal"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ex_nested_try_in_finally', r'''
@lifted
def g(x):
    log = []
    try:
        try:
            if x < 0:
                raise ValueError("body")
        finally:
            try:
                if x == 0:
                    raise KeyError("cleanup")
            except KeyError:
                log.append("cleanup failed")
    except ValueError as e:
        log.append(str(e))
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_app2_order_pricing_rules', r'''
@lifted
class PricingError(Exception):
    pass
@lifted
class CouponExpired(PricingError):
    pass
@lifted
def price(qty, coupon, member):
    if qty <= 0:
        raise PricingError(f"bad quantity {qty}")
    total = qty * 10
    try:
        match coupon:
            case "":
                pass
            case "a":
                total -= 5
            case "aa":
                raise CouponExpired("coupon aa expired")
            case "-1" | "10":
                total = total * (100 - int(coupon)) // 100
            case _:
                raise PricingError(f"unknown coupon {coupon!r}")
    except CouponExpired:
        if not member:
            raise
    finally:
        if member:
            total -= 1
    return total
@lifted
def g(x, s):
    return price(x, s, x % 2 == 0)

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r21a_app2_verifier_model_mutex', r'''
@lifted
class Deadlock(Exception):
    pass
@lifted
class Lock:
    def __init__(self, name):
        self.name = name
        self.owner = None
    def acquire(self, who):
        if self.owner == who:
            raise Deadlock(f"{who} re-acquires {self.name}")
        if self.owner is not None:
            return False
        self.owner = who
        return True
    def release(self, who):
        if self.owner != who:
            raise RuntimeError(f"{who} releases {self.name} held by {self.owner}")
        self.owner = None
@lifted
def g(x, y):
    a, b = Lock("a"), Lock("b")
    sched = [("t1", "acq", a), ("t2", "acq", b), ("t1", "acq", b if x > 0 else a), ("t2", "rel", b if y > 0 else a)]
    trace = []
    for who, op, lk in sched:
        if op == "acq":
            trace.append(lk.acquire(who))
        else:
            lk.release(who)
            trace.append("rel")
    return trace

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app2_puzzle_backtrack_exception', r'''
@lifted
class Solved(Exception):
    def __init__(self, board):
        self.board = board
@lifted
def place(board, col, n, blocked):
    if col == n:
        raise Solved(list(board))
    for row in range(n):
        if (row, col) == blocked:
            continue
        if all(board[c] != row and abs(board[c] - row) != col - c for c in range(col)):
            board.append(row)
            place(board, col + 1, n, blocked)
            board.pop()
@lifted
def g(x):
    try:
        place([], 0, 4, (1, x % 4))
    except Solved as s:
        return s.board
    return None

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_app2_date_validation', r'''
@lifted
class DateError(ValueError):
    def __init__(self, field, value):
        super().__init__(f"invalid {field}: {value}")
        self.field = field
DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
@lifted
def make_date(y, m, d):
    if not 1 <= m <= 12:
        raise DateError("month", m)
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    lim = DAYS[m - 1] + (1 if m == 2 and leap else 0)
    if not 1 <= d <= lim:
        raise DateError("day", d)
    return (y, m, d)
@lifted
def g(x, y):
    try:
        return make_date(2000 + y, x + 2, 29 + y)
    except DateError as e:
        return e.field, str(e), e.args

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app2_csv_row_parser', r'''
@lifted
class RowError(Exception):
    def __init__(self, line, reason):
        super().__init__(line, reason)
    def __str__(self):
        line, reason = self.args
        return "line %d: %s" % (line, reason)
@lifted
def parse(rows):
    out = []
    errors = []
    for n, row in enumerate(rows, start=1):
        try:
            if len(row) != 2:
                raise RowError(n, "expected 2 fields, got %d" % len(row))
            name, qty = row
            if qty < 0:
                raise RowError(n, "negative qty")
            out.append((name, qty))
        except RowError as e:
            errors.append(str(e))
            if len(errors) > 1:
                break
    return out, errors
@lifted
def g(x, y):
    rows = [("a", x), ("b",) if y > 0 else ("b", y), ("c", x - y)]
    return parse(rows)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app2_http_router', r'''
@lifted
class HTTPError(Exception):
    status = 500
    def __init__(self, detail=""):
        super().__init__(detail)
        self.detail = detail
@lifted
class NotFound(HTTPError):
    status = 404
@lifted
class MethodNotAllowed(HTTPError):
    status = 405
ROUTES = {"/": {"GET"}, "/items": {"GET", "POST"}}
@lifted
def handle(method, path):
    if path not in ROUTES:
        raise NotFound(path)
    if method not in ROUTES[path]:
        raise MethodNotAllowed(f"{method} {path}")
    if path == "/items" and method == "POST":
        raise HTTPError("db down")
    return 200, "ok"
@lifted
def g(x, y):
    method = ["GET", "POST", "PUT"][x % 3]
    path = ["/", "/items", "/nope", "/items"][y % 4]
    try:
        return handle(method, path)
    except HTTPError as e:
        return e.status, e.detail, type(e).__name__

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app2_bounded_buffer_errors', r'''
@lifted
class Full(Exception):
    pass
@lifted
class EmptyErr(Exception):
    pass
@lifted
class Ring:
    def __init__(self, n):
        self.buf = [None] * n
        self.head = 0
        self.size = 0
    def push(self, v):
        if self.size == len(self.buf):
            raise Full(v)
        self.buf[(self.head + self.size) % len(self.buf)] = v
        self.size += 1
    def pop(self):
        if self.size == 0:
            raise EmptyErr()
        v = self.buf[self.head]
        self.head = (self.head + 1) % len(self.buf)
        self.size -= 1
        return v
@lifted
def g(x, y):
    r = Ring(2)
    events = []
    ops = ["push"] * max(x + 1, 0) + ["pop"] * (y + 1)
    for i, op in enumerate(ops):
        try:
            if op == "push":
                r.push(i)
                events.append(("+", i))
            else:
                events.append(("-", r.pop()))
        except Full as e:
            events.append(("full", e.args[0]))
        except EmptyErr:
            events.append(("empty",))
    return events

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app2_unit_conversion_table', r'''
@lifted
class UnitError(LookupError):
    pass
FACT = {("m", "cm"): 100, ("km", "m"): 1000}
@lifted
def convert(v, a, b):
    if a == b:
        return v
    try:
        return v * FACT[(a, b)]
    except KeyError:
        try:
            f_ = FACT[(b, a)]
        except KeyError:
            raise UnitError(f"{a}->{b}") from None
        if v % f_:
            raise ValueError(f"{v}{a} is not a whole number of {b}")
        return v // f_
@lifted
def g(x, y):
    units = ["m", "cm", "km"]
    return convert(x * 100, units[y % 3], units[(x + y) % 3])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_app2_permission_checks', r'''
@lifted
class Denied(PermissionError):
    def __init__(self, user, action):
        super().__init__(f"{user} may not {action}")
        self.user, self.action = user, action
ROLES = {"ann": {"read", "write"}, "bob": {"read"}}
@lifted
def require(user, action):
    if action not in ROLES.get(user, set()):
        raise Denied(user, action)
@lifted
def g(x, b):
    user = "ann" if x > 0 else ("bob" if x == 0 else "eve")
    done = []
    for action in ("read", "write" if b else "read", "admin"):
        try:
            require(user, action)
            done.append(action)
        except Denied as e:
            done.append("!" + e.action)
            if e.action == "read":
                raise
    return done

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21a_ob_union_method_raises', r'''
@lifted
class Cash:
    def pay(self, amt):
        if amt > 2:
            raise ValueError("cash limit")
        return "cash %d" % amt
@lifted
class Card:
    def __init__(self, ok):
        self.ok = ok
    def pay(self, amt):
        if not self.ok:
            raise PermissionError("card declined")
        return "card %d" % amt
@lifted
def g(x, b):
    m = Cash() if x % 2 == 0 else Card(b)
    try:
        return m.pay(x)
    except PermissionError as e:
        return "retry: " + str(e)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21a_ob_init_raises_partial_registry', r'''
REG = []
@lifted
class Node:
    count = 0
    def __init__(self, v, reg):
        reg.append(self)
        Node.count += 1
        if v < 0:
            raise ValueError("negative node %d" % v)
        self.v = v
@lifted
def g(x):
    reg = []
    made = []
    for v in (1, x, 2):
        try:
            made.append(Node(v, reg).v)
        except ValueError as e:
            made.append(str(e))
    return made, len(reg), [hasattr(n, "v") for n in reg]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ob_subclass_init_raises_after_super', r'''
@lifted
class Base:
    def __init__(self, name):
        self.name = name
        self.ready = False
@lifted
class Strict(Base):
    def __init__(self, name, n):
        super().__init__(name)
        if n > 1:
            raise ValueError(f"{name}: n={n} too big")
        self.n = n
        self.ready = True
@lifted
def g(x):
    objs = []
    for i, n in enumerate((0, x)):
        try:
            objs.append(Strict("s%d" % i, n))
        except ValueError as e:
            objs.append(str(e))
    return [o if isinstance(o, str) else (o.name, o.n, o.ready) for o in objs]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ob_iter_method_generator_raises', r'''
@lifted
class Batch:
    def __init__(self, items, limit):
        self.items = items
        self.limit = limit
    def __iter__(self):
        for i, v in enumerate(self.items):
            if i >= self.limit:
                raise OverflowError(f"batch over limit {self.limit}")
            yield v
@lifted
def g(x):
    out = []
    try:
        for v in Batch([5, 6, 7], x):
            out.append(v)
    except OverflowError as e:
        out.append(str(e))
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ob_missing_raises', r'''
@lifted
class Strict(dict):
    def __missing__(self, key):
        raise KeyError(f"no such key: {key}")
@lifted
def g(x):
    d = Strict(a=1, b=2)
    k = "a" if x > 0 else ("b" if x == 0 else "c")
    return d[k]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ob_defaultdict_factory_raises', r'''
@lifted
def g(x):
    calls = []
    def factory():
        calls.append(1)
        if len(calls) > 1:
            raise RuntimeError("factory called twice")
        return []
    d = collections.defaultdict(factory)
    d["a"].append(x)
    key = "a" if x > 0 else "b"
    d[key].append(1)
    d["c" if x < 0 else "a"].append(2)
    return dict(d), len(calls)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ob_multiple_inheritance_exc', r'''
@lifted
class ConfigKeyError(KeyError, ValueError):
    pass
@lifted
def g(x):
    try:
        if x > 0:
            raise ConfigKeyError("port")
        if x < 0:
            raise KeyError("other")
        return "ok"
    except ValueError as e:
        return "value", str(e), isinstance(e, LookupError)
    except KeyError as e:
        return "key", str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_ob_exc_str_tuple_args', r'''
@lifted
def f(x):
    e = ValueError("bad", x)
    e2 = KeyError(x)
    e3 = Exception()
    return str(e), repr(e), str(e2), repr(e3), str(e3)
''', ('x',))
p('r21a_ob_custom_exc_repr', r'''
@lifted
class Oops(Exception):
    pass
@lifted
def f(x):
    e = Oops(x, "z") if x > 0 else Oops()
    return repr(e), str(e)
''', ('x',))
p('r21a_ob_raise_from_class', r'''
@lifted
def f(x):
    try:
        if x > 0:
            raise ValueError("v") from KeyError
        raise ValueError("w") from IndexError("i")
    except ValueError as e:
        return type(e.__cause__).__name__, e.__cause__.args
''', ('x',))
p('r21a_ob_repr_raises_in_fstring', r'''
@lifted
class Secret:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        if self.v < 0:
            raise ValueError("cannot show negative secret")
        return "Secret(***)"
@lifted
def g(x):
    return f"value={Secret(x)!r}"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_it_dict_changed_size', r'''
@lifted
def g(x):
    d = {1: "a", 2: "b", 3: "c"}
    for k in d:
        if k == x:
            d[k + 10] = "new"
    return d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_it_dict_del_during_iter', r'''
@lifted
def g(x):
    d = {1: "a", 2: "b", 3: "c"}
    for k in list(d):
        if k <= x:
            del d[k]
    for k in d:
        if x > 2:
            del d[k]
    return d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_it_set_changed_size', r'''
@lifted
def g(x):
    s = {1, 2, 3}
    for v in s:
        if v == x:
            s.discard(v)
    return sorted(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_it_list_remove_while_iterating', r'''
@lifted
def f(x):
    xs = [1, 2, 2, 3, x]
    for v in xs:
        if v == 2 or v == x:
            xs.remove(v)
    return xs
''', ('x',))
p('r21a_it_deque_mutated_during_iter', r'''
@lifted
def g(x):
    dq = collections.deque([1, 2, 3])
    out = []
    for v in dq:
        out.append(v)
        if v == x:
            dq.append(9)
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf2_break_in_finally_discards_return', r'''
@lifted
def g(x):
    for i in range(3):
        try:
            if i == x:
                return "returned %d" % i
        finally:
            if x > 1:
                break
    return "fell out"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf2_continue_in_finally_discards_exception', r'''
@lifted
def g(x):
    log = []
    i = 0
    while i < 3:
        i += 1
        try:
            if i == x:
                raise ValueError(i)
            log.append(i)
        finally:
            if i == x:
                continue
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf2_finally_with_inside', r'''
@lifted
class Flush:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        self.log.append("flush" if et is None else "flush-err")
        return False
@lifted
def g(x):
    log = []
    try:
        if x > 0:
            raise ValueError("x")
        log.append("body")
    finally:
        with Flush(log):
            if x > 1:
                raise KeyError("in finally")
            log.append("cleanup")
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf2_try_in_exit', r'''
@lifted
class Safe:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        try:
            if et is not None:
                raise RuntimeError("cleanup failed")
        except RuntimeError as e:
            self.log.append(str(e))
            return True
        return False
@lifted
def g(x):
    log = []
    with Safe(log):
        if x > 0:
            raise ValueError()
        log.append("ok")
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf2_return_in_try_else_not_run', r'''
@lifted
def f(x):
    log = []
    def h():
        try:
            if x > 0:
                return "try"
        except Exception:
            return "except"
        else:
            log.append("else")
            return "else"
        finally:
            log.append("finally")
    return h(), log
''', ('x',))
p('r21a_tf2_generator_finally_after_full_consume', r'''
@lifted
def gen(x, log):
    try:
        for i in range(x if x > 0 else 0):
            yield i
    finally:
        log.append("done")
@lifted
def g(x):
    log = []
    out = list(gen(x, log))
    return out, log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_tf2_deep_finally_chain', r'''
@lifted
def level(n, x, log):
    try:
        if n == 0:
            if x > 0:
                raise ValueError("bottom")
            return "bottom-ok"
        return level(n - 1, x, log)
    finally:
        log.append(n)
        if n == 2 and x == 2:
            return "overridden at 2"
@lifted
def g(x):
    log = []
    try:
        r = level(3, x, log)
    except ValueError as e:
        r = str(e)
    return r, log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_m3_mapping_rest_and_extra', r'''
@lifted
def f(x, y):
    ev = {"kind": "click", "x": x, "y": y}
    if x == y:
        ev["double"] = True
    match ev:
        case {"kind": "click", "double": True, **rest}:
            return "dbl", sorted(rest)
        case {"kind": "click", "x": 0 | 1 as cx}:
            return "left", cx
        case {"kind": k, "x": px} if px < 0:
            return "neg", k
        case {"kind": _}:
            return "other"
''', ('x', 'y'))
p('r21a_m3_star_rest_guard', r'''
@lifted
def f(x):
    cmd = ["go", "north"] if x > 0 else (["take", "lamp", "key"] if x < 0 else ["look"])
    if x == 2:
        cmd = ["go"]
    match cmd:
        case ["go", direction]:
            return "moving " + direction
        case ["go"]:
            return "go where?"
        case ["take", *objs] if len(objs) > 1:
            return "taking " + ", ".join(objs)
        case ["look" | "l"]:
            return "you see nothing"
''', ('x',))
p('r21a_m3_capture_binds_on_failed_case', r'''
@lifted
def f(x):
    v = "unset"
    match (x, x + 1):
        case (v, 0):
            r = "first"
        case (a, b) if a > 1:
            r = "second"
        case _:
            r = "third"
    return r, v
''', ('x',))
p('r21a_m3_match_tuple_of_union_lengths', r'''
@lifted
def g(x):
    t = (1,) * max(x, 0)
    match t:
        case ():
            return 0
        case (a,):
            return a
        case (a, b, *_):
            return a + b + len(t)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_m3_match_dataclass_kw_guard_union', r'''
@lifted
@dataclasses.dataclass
class Emp:
    name: str
    level: int
    manager: object = None
@lifted
def f(x, y):
    boss = Emp("b", 3)
    e = Emp("a", x, boss if y > 0 else None)
    match e:
        case Emp(level=l, manager=Emp(level=ml)) if l >= ml:
            return "flat org"
        case Emp(manager=None, level=l) if l > 1:
            return "senior orphan"
        case Emp(manager=Emp(name=n)):
            return "reports to " + n
        case Emp(name=n):
            return "alone " + n
''', ('x', 'y'))
p('r21a_lp3_for_else_return_in_else', r'''
@lifted
def first_neg(xs):
    for i, v in enumerate(xs):
        if v < 0:
            break
    else:
        return -1
    return i
@lifted
def f(x, y):
    return first_neg([y, x, 1]), first_neg([1, 2])
''', ('x', 'y'))
p('r21a_lp3_retry_loop_with_state', r'''
@lifted
def f(x, y):
    attempts = 0
    budget = 3
    log = []
    while budget > 0:
        attempts += 1
        budget -= 1
        try:
            if attempts <= x:
                raise TimeoutError("t%d" % attempts)
            if attempts == y:
                raise ConnectionError("c")
            log.append("ok")
            break
        except TimeoutError as e:
            log.append(str(e))
            continue
        except ConnectionError:
            log.append("reset")
            budget += 1
            if budget > 3:
                break
    else:
        log.append("gave up")
    return log, attempts
''', ('x', 'y'))
p('r21a_lp3_nested_for_else_labels', r'''
@lifted
def f(x, y):
    pairs = []
    for a in range(3):
        for b in range(3):
            if a + b == x:
                pairs.append((a, b))
                break
            if b == y:
                break
        else:
            pairs.append(("none", a))
            continue
        if len(pairs) > 1:
            break
    return pairs
''', ('x', 'y'))
p('r21a_lp3_while_with_early_return_in_except', r'''
@lifted
def scan(vals):
    i = 0
    acc = 0
    while i < len(vals):
        try:
            acc += 10 // vals[i]
        except ZeroDivisionError:
            return ("zero at", i, acc)
        i += 1
    return ("sum", acc)
@lifted
def f(x, y):
    return scan([x, y, 5])
''', ('x', 'y'))
p('r21a_lp3_loop_var_after_break_and_else', r'''
@lifted
def f(x):
    i = "unset"
    for i in range(max(x, 0)):
        if i == 2:
            break
    j = -1
    for j in []:
        pass
    return i, j
''', ('x',))
p('r21a_du2_property_attrerror_falls_to_getattr', r'''
@lifted
class Obj:
    def __init__(self, v):
        self.v = v
    @property
    def val(self):
        if self.v < 0:
            raise AttributeError("no val for negatives")
        return self.v
    def __getattr__(self, name):
        return "fallback:" + name
@lifted
def g(x):
    return Obj(x).val

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_lt_raises_in_sorted', r'''
@lifted
class Ver:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        if self.n == other.n:
            raise ValueError(f"ambiguous version {self.n}")
        return self.n < other.n
@lifted
def g(x):
    vs = sorted([Ver(2), Ver(x), Ver(0)])
    return [v.n for v in vs]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_max_key_raises', r'''
@lifted
def g(x, y):
    def score(t):
        if t[1] == 0:
            raise ZeroDivisionError(f"no games for {t[0]}")
        return t[2] // t[1]
    teams = [("a", 2, 4), ("b", y, 3), ("c", 1, x)]
    return max(teams, key=score)[0]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_du2_index_dunder_raises', r'''
@lifted
class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        if self.v < 0:
            raise TypeError("negative Idx not allowed")
        return self.v
@lifted
def g(x):
    xs = [10, 20, 30, 40]
    return xs[Idx(x)]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_contains_raises', r'''
@lifted
class Range_:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __contains__(self, v):
        if not isinstance(v, int):
            raise TypeError("Range_ holds ints only")
        return self.lo <= v < self.hi
@lifted
def g(x):
    r = Range_(0, 2)
    probe = x if x != 3 else "three"
    return probe in r

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_call_raises', r'''
@lifted
class Validator:
    def __init__(self, lo):
        self.lo = lo
    def __call__(self, v):
        if v < self.lo:
            raise ValueError(f"{v} < {self.lo}")
        return v
@lifted
def g(x, y):
    checks = [Validator(-2), Validator(y)]
    return [c(x) for c in checks]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_du2_iter_unpack_raises', r'''
@lifted
class Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __iter__(self):
        yield self.a
        if self.b is None:
            raise ValueError("incomplete pair")
        yield self.b
@lifted
def g(x):
    a, b = Pair(x, None if x < 0 else x * 2)
    return a + b

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_default_factory_raises', r'''
@lifted
def make_tags(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    return ["t"] * n
@lifted
@dataclasses.dataclass
class Item:
    n: int
    tags: list = dataclasses.field(default_factory=list)
@lifted
def g(x):
    it = Item(x, make_tags(x))
    return it.n, it.tags

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_eq_raises_in_dict_lookup', r'''
@lifted
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 0
    def __eq__(self, o):
        if self.v == o.v + 1:
            raise RuntimeError("comparing neighbours")
        return self.v == o.v
@lifted
def g(x):
    d = {K(1): "one"}
    return d.get(K(x), "none")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_len_raises_in_bool', r'''
@lifted
class Lazy:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        if self.n is None:
            raise RuntimeError("length unknown")
        return self.n
@lifted
def g(x):
    l = Lazy(None if x < 0 else x)
    return "nonempty" if l else "empty"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_setattr_guard', r'''
@lifted
class Frozen:
    def __init__(self, v):
        object.__setattr__(self, "v", v)
    def __setattr__(self, name, value):
        raise AttributeError(f"cannot set {name}")
@lifted
def g(x):
    o = Frozen(x)
    if x > 0:
        o.v = 1
    return o.v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_du2_init_subclass_validation', r'''
@lifted
class Plugin:
    registry = {}
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        if name is None:
            raise TypeError(f"{cls.__name__} needs a name")
        Plugin.registry[name] = cls
@lifted
class A(Plugin, name="a"):
    def run(self, v):
        return v + 1
@lifted
class B(Plugin, name="b"):
    def run(self, v):
        if v < 0:
            raise ValueError("B rejects negatives")
        return v * 2
@lifted
def g(x):
    cls = Plugin.registry["a" if x % 2 else "b"]
    return cls().run(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cl_suppress_multiple_types_loop', r'''
import contextlib
@lifted
def f(x, y):
    vals = [x, y, "3"]
    total = 0
    for v in vals:
        with contextlib.suppress(ZeroDivisionError, TypeError):
            total += 12 // v
            continue
        total += 100
    return total
''', ('x', 'y'))
p('r21a_cl_suppress_does_not_catch_other', r'''
import contextlib
@lifted
def g(x):
    d = {"a": 1}
    with contextlib.suppress(KeyError):
        v = d["a" if x > 0 else "b"]
        w = [v][x]
    return "done"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cl_contextmanager_value_by_path', r'''
import contextlib
@contextlib.contextmanager
@lifted
def opened(name, log):
    log.append("open " + name)
    yield {"name": name, "size": len(name)}
    log.append("close " + name)
@lifted
def g(x):
    log = []
    name = "data" if x > 0 else "cfg"
    with opened(name, log) as h:
        log.append(h["size"])
    return log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cl_contextmanager_return_inside_with', r'''
import contextlib
@contextlib.contextmanager
@lifted
def section(log, name):
    log.append("[" + name)
    try:
        yield
    finally:
        log.append(name + "]")
@lifted
def g(x):
    log = []
    def h():
        for i in range(3):
            with section(log, str(i)):
                if i == x:
                    return "at %d" % i
        return "none"
    return h(), log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_cl_abstract_cm_subclass', r'''
import contextlib
@lifted
class Counter_(contextlib.AbstractContextManager):
    def __init__(self):
        self.n = 0
    def __exit__(self, et, ev, tb):
        self.n += 1
        return et is StopIteration
@lifted
def f(x):
    c = Counter_()
    for i in range(3):
        with c as cc:
            if i == x:
                raise StopIteration
    return c.n, cc is c
''', ('x',))
p('r21a_cl_manager_chosen_by_path_suppress', r'''
@lifted
class Swallow:
    def __enter__(self):
        return "swallow"
    def __exit__(self, *a):
        return True
@lifted
class Pass:
    def __enter__(self):
        return "pass"
    def __exit__(self, *a):
        return False
@lifted
def g(x, b):
    r = []
    cm = Swallow() if b else Pass()
    with cm as name:
        r.append(name)
        if x > 0:
            raise ValueError("boom")
        r.append("end")
    return r

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21a_s_keyerror_str_key', r'''
@lifted
def g(s):
    table = {"a": 1, "ab": 2, "10": 3}
    try:
        return table[s]
    except KeyError as e:
        return "missing " + str(e), e.args[0] == s

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21a_s_command_dispatch', r'''
@lifted
class UnknownCommand(Exception):
    def __init__(self, cmd):
        super().__init__(f"unknown command: {cmd!r}")
        self.cmd = cmd
@lifted
def run(cmd, stack):
    match cmd:
        case "a":
            stack.append(1)
        case "aa":
            stack.append(stack.pop() * 2)
        case "ab" | "ba":
            stack.reverse()
        case "":
            raise UnknownCommand(cmd)
        case _ if cmd[0] == "-":
            stack.append(int(cmd))
        case _:
            raise UnknownCommand(cmd)
@lifted
def g(s):
    st_ = [5]
    try:
        run(s, st_)
    except UnknownCommand as e:
        return str(e), e.cmd
    except IndexError as e:
        return "stack: " + str(e)
    return st_

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21a_s_parse_int_fallback_chain', r'''
@lifted
def parse(s):
    try:
        return int(s)
    except ValueError:
        pass
    if s in ("a", "A1"):
        return 10
    raise ValueError(f"cannot parse {s!r}")
@lifted
def g(s):
    return parse(s) + 1

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21a_s_validate_username', r'''
@lifted
class Invalid(ValueError):
    pass
@lifted
def check(name):
    if not name:
        raise Invalid("empty")
    if len(name) > 2:
        raise Invalid("too long: %d" % len(name))
    if name[0] == " " or name[0] == "-":
        raise Invalid("bad first char")
    if name.startswith("A"):
        raise PermissionError("reserved prefix")
    return name
@lifted
def g(s):
    try:
        return "ok:" + check(s)
    except Invalid as e:
        return "invalid:" + str(e)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21a_s_match_str_with_exception_fallback', r'''
@lifted
def f(s, x):
    try:
        match s:
            case "10" | "-1":
                v = int(s) * x
            case "a":
                v = [1, 2][x]
            case _:
                v = len(s) // (x - 1)
    except (IndexError, ZeroDivisionError) as e:
        v = type(e).__name__
    return v
''', ('s', 'x'))
p('r21a_pt_result_or_error_object', r'''
@lifted
def safe_div(a, b):
    try:
        return a // b
    except ZeroDivisionError as e:
        return e
@lifted
def g(x, y):
    r = safe_div(x, y)
    if isinstance(r, Exception):
        return "error", str(r), type(r).__name__
    return "value", r

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_pt_either_tuple', r'''
@lifted
def parse(v):
    if v < 0:
        return (None, ValueError(f"negative: {v}"))
    if v == 0:
        return (None, KeyError("zero"))
    return (v * 2, None)
@lifted
def g(x):
    val, err_ = parse(x)
    if err_ is not None:
        try:
            raise err_
        except LookupError:
            return "lookup"
    return val

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_pt_raise_union_exception_instance', r'''
@lifted
def g(x):
    e = ValueError("v%d" % x) if x > 0 else (KeyError(x) if x < 0 else RuntimeError("zero"))
    try:
        raise e
    except (ValueError, KeyError) as caught:
        return type(caught).__name__, caught.args

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_pt_exception_class_union_raise', r'''
@lifted
def g(x):
    cls = ValueError if x > 0 else TypeError
    try:
        raise cls(f"made by {cls.__name__}")
    except TypeError as e:
        return "T", str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_pt_handler_type_by_path', r'''
@lifted
def f(x, b):
    handlers = {True: (ValueError, "value"), False: (LookupError, "lookup")}
    exc_cls, label = handlers[b]
    try:
        if x > 0:
            raise ValueError(x)
        if x < 0:
            raise IndexError(x)
        return "none"
    except exc_cls as e:
        return label, e.args
    except Exception as e:
        return "generic", type(e).__name__
''', ('x', 'b'))
p('r21a_pt_str_or_int_error_texts', r'''
@lifted
def g(x):
    v = x if x % 2 else str(x)
    return v + 1

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_pt_list_or_dict_access_errors', r'''
@lifted
def g(x):
    c = [10, 20] if x > 0 else {"a": 1}
    try:
        return c[x]
    except IndexError as e:
        return "idx", str(e)
    except KeyError as e:
        return "key", str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_join_non_str', r'''
@lifted
def g(x):
    parts = ["a", x if x > 0 else "b", "c"]
    return "-".join(parts)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_sum_of_strs', r'''
@lifted
def g(x):
    vals = [1, 2] if x > 0 else ["a", "b"]
    return sum(vals)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_percent_d_of_str', r'''
@lifted
def g(x):
    v = x if x >= 0 else "neg"
    return "%d items" % v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_bad_format_spec', r'''
@lifted
def g(x):
    spec = "d" if x > 0 else "q"
    return format(7, spec)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_abs_len_of_wrong_type', r'''
@lifted
def g(x):
    v = [None, 5, "abc", [1, 2]][x % 4]
    try:
        a = abs(v)
    except TypeError as e:
        a = str(e)
    try:
        n = len(v)
    except TypeError as e:
        n = str(e)
    return a, n

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_tuple_item_assignment', r'''
@lifted
def g(x):
    c = [1, 2] if x > 0 else (1, 2)
    c[0] = 9
    return c

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_del_missing_key_and_attr', r'''
@lifted
class O:
    pass
@lifted
def g(x):
    d = {"a": 1}
    o = O()
    if x > 0:
        o.z = 1
        d["b"] = 2
    if x % 2:
        del o.z
        return "attr deleted"
    del d["b"]
    return d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_method_on_wrong_type', r'''
@lifted
def g(x):
    c = [1] if x > 0 else (1,)
    c.append(2)
    return c

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_zip_strict', r'''
@lifted
def g(x):
    a = [1, 2, 3]
    b = list(range(max(x, 0)))
    return list(zip(a, b, strict=True))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_call_kwargs_errors', r'''
@lifted
def h(a, *, key=0):
    return a + key
@lifted
def g(x):
    if x > 1:
        return h(x, kee=1)
    if x < -1:
        return h(x, 1)
    return h(x, key=2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_iter_sentinel_callable', r'''
@lifted
def g(x):
    data = [3, 2, x, 9]
    pos = [0]
    def read():
        v = data[pos[0]]
        pos[0] += 1
        return v
    return list(iter(read, 0))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_singledispatch_unregistered', r'''
import functools
@functools.singledispatch
def show(v):
    raise NotImplementedError(f"cannot show {type(v).__name__}")
@show.register
def _(v: int):
    return "int:" + str(v)
@show.register
def _(v: str):
    return "str:" + v
@lifted
def g(x):
    v = [x, "s", None, (x,)][x % 4]
    return show(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_msg3_itemgetter_keyerror', r'''
import operator
@lifted
def g(x):
    rec = {"id": 1, "name": "n"}
    if x > 0:
        rec["score"] = x
    get = operator.itemgetter("id", "score")
    return get(rec)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_eg2_derive_and_nesting', r'''
@lifted
def f(x):
    inner = ExceptionGroup("inner", [KeyError(x)])
    outer = ExceptionGroup("outer", [ValueError(1), inner] if x > 0 else [inner])
    m, rest = outer.split(KeyError)
    return str(outer), str(m), rest is None, [type(e).__name__ for e in outer.exceptions]
''', ('x',))
p('r21a_eg2_catch_group_by_except', r'''
@lifted
def g(x):
    try:
        errs = [ValueError("a")]
        if x > 0:
            errs.append(TypeError("b"))
        raise ExceptionGroup("many", errs)
    except ExceptionGroup as eg:
        return len(eg.exceptions), eg.message, [str(e) for e in eg.exceptions]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_eg2_group_nonexception_error', r'''
@lifted
def f(x):
    try:
        ExceptionGroup("bad", [ValueError(1), x] if x > 0 else [ValueError(1)])
        return "made"
    except TypeError as e:
        return str(e)
''', ('x',))
p('r21a_gx3_gen_raise_consumed_by_dict', r'''
@lifted
def pairs(n):
    for i in range(3):
        if i == n:
            raise ValueError("bad pair %d" % i)
        yield ("k%d" % i, i)
@lifted
def g(x):
    return dict(pairs(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx3_gen_raise_consumed_by_sorted_zip', r'''
@lifted
def vals(n):
    yield 3
    if n > 0:
        raise LookupError("ran out")
    yield 1
@lifted
def g(x):
    return sorted(vals(x)), list(zip([1, 2], vals(x - 1)))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx3_assert_in_generator', r'''
@lifted
def chunks(xs, n):
    assert n > 0, "chunk size must be positive"
    for i in range(0, len(xs), n):
        yield xs[i:i + n]
@lifted
def g(x):
    return list(chunks([1, 2, 3], x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx3_generator_try_except_inside', r'''
@lifted
def safe_inv(vals):
    for v in vals:
        try:
            yield 12 // v
        except ZeroDivisionError:
            yield None
@lifted
def g(x, y):
    return list(safe_inv([x, y, 4]))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_gx3_gen_return_early_in_loop_try', r'''
@lifted
def take_until(vals, stop):
    try:
        for v in vals:
            if v == stop:
                return
            yield v
    except TypeError:
        yield "type error"
@lifted
def g(x):
    return list(take_until([1, x, 2, 3], 2))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_gx3_genexpr_in_all_raises_later', r'''
@lifted
def g(x, y):
    vals = [x, y, 0]
    return all(10 // v > 1 for v in vals)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_gx3_lazy_pipeline_raises', r'''
@lifted
def read(n):
    for i in range(4):
        yield i - n
@lifted
def inv(src):
    for v in src:
        yield 6 // v
@lifted
def g(x):
    out = []
    try:
        for v in inv(read(x)):
            out.append(v)
    except ZeroDivisionError as e:
        out.append(str(e))
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_er_return_from_loop_try_except_else', r'''
@lifted
def lookup(table, keys):
    for k in keys:
        try:
            v = table[k]
        except KeyError:
            continue
        else:
            if v is None:
                return ("none-for", k)
            return ("found", k, v)
    return ("nothing",)
@lifted
def g(x, y):
    t = {1: "a", 2: None, 3: "c"}
    return lookup(t, [x, y, 3])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_er_return_in_with_in_loop_in_try', r'''
@lifted
class Tracker:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("in")
    def __exit__(self, et, ev, tb):
        self.log.append("out:" + ("none" if et is None else et.__name__))
        return et is KeyError
@lifted
def g(x):
    log = []
    def h():
        try:
            for i in range(3):
                with Tracker(log):
                    if i == x:
                        return i
                    if i - 1 == x:
                        raise KeyError(i)
                    if i + 2 == x:
                        raise ValueError(i)
        except ValueError:
            return "ve"
        return "end"
    return h(), log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_er_while_true_return_in_finally_loop', r'''
@lifted
def g(x):
    n = 0
    log = []
    def h():
        nonlocal n
        while True:
            try:
                n += 1
                if n > 3:
                    return "limit"
                if n == x:
                    raise ValueError("hit")
            except ValueError:
                return "caught at %d" % n
            finally:
                log.append(n)
    return h(), log

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_nh_three_level_translation', r'''
@lifted
class LowLevel(Exception):
    pass
@lifted
class MidLevel(Exception):
    pass
@lifted
class HighLevel(Exception):
    pass
@lifted
def low(v):
    if v < 0:
        raise LowLevel(f"low {v}")
    return v
@lifted
def mid(v):
    try:
        return low(v) + 1
    except LowLevel as e:
        if v < -2:
            raise
        raise MidLevel("mid") from e
@lifted
def high(v):
    try:
        return mid(v)
    except MidLevel as e:
        raise HighLevel(f"high <- {e} <- {e.__cause__}") from None
@lifted
def g(x):
    try:
        return high(x)
    except HighLevel as e:
        return str(e), e.__cause__, e.__suppress_context__
    except LowLevel as e:
        return "escaped " + str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_nh_handler_in_handler_context', r'''
@lifted
def g(x):
    try:
        raise KeyError("a")
    except KeyError as e1:
        try:
            if x > 0:
                raise ValueError("b")
        except ValueError as e2:
            return type(e2.__context__).__name__, e2.__context__ is e1
        return "inner none"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_nh_except_order_unreachable', r'''
@lifted
def g(x):
    try:
        [1, 2, 3][x]
        return {"k": 1}["kk" if x < 0 else "k"]
    except LookupError as e:
        return "lookup", type(e).__name__
    except IndexError:
        return "never"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_nh_reraise_preserves_type_across_frames', r'''
@lifted
def a(x):
    try:
        return b(x)
    except ArithmeticError:
        raise
@lifted
def b(x):
    try:
        return 4 // x
    except ZeroDivisionError as e:
        raise OverflowError("rewrapped") from e if x == 0 else e
@lifted
def g(x):
    try:
        return a(x)
    except ArithmeticError as e:
        return type(e).__name__, str(e), type(e.__cause__).__name__

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_min_match_positional_no_match_args_msg', r'''
@lifted
class Plain:
    def __init__(self, v):
        self.v = v
@lifted
def g(x):
    match Plain(x):
        case Plain(0):
            return "zero"
    return "other"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_min_exception_group_union_items', r'''
@lifted
def f(x):
    excs = [ValueError("a")] if x > 0 else [KeyError("b")]
    return len(ExceptionGroup("g", excs).exceptions)
''', ('x',))
p('r21a_min_exception_group_union_items_text', r'''
@lifted
def f(x):
    e = ValueError("a") if x > 0 else KeyError("b")
    return str(ExceptionGroup("g", [e]))
''', ('x',))
p('r21a_min_gen_next_stopiteration_sym', r'''
@lifted
def firsts(lists):
    for l in lists:
        it = iter(l)
        yield next(it)
@lifted
def f(x):
    lists = [[1], [2] if x > 0 else []]
    try:
        return list(firsts(lists))
    except RuntimeError as e:
        return str(e)
''', ('x',))
p('r21a_min_exc_str_of_path_str', r'''
@lifted
def f(x):
    e = ValueError("pos" if x > 0 else "neg")
    return str(e)
''', ('x',))
p('r21a_min_exc_subclass_str_of_path_str', r'''
@lifted
class Denied(Exception):
    def __init__(self, user):
        super().__init__(f"{user} denied")
        self.user = user
@lifted
def f(x):
    e = Denied("ann" if x > 0 else "bob")
    return str(e)
''', ('x',))
p('r21a_min_exc_subclass_raised_by_path_str', r'''
@lifted
class Denied(Exception):
    pass
@lifted
def f(x):
    try:
        raise Denied("ann" if x > 0 else "bob")
    except Denied as e:
        return str(e)
''', ('x',))
p('r21a_min_exc_custom_str_concrete_fields_by_path', r'''
@lifted
class E(Exception):
    def __init__(self, a):
        self.a = a
    def __str__(self):
        return "E:" + self.a
@lifted
def f(x):
    return str(E("p" if x > 0 else "q"))
''', ('x',))
p('r21a_min_dataclass_repr_sym_int_unlifted_class', r'''
@dataclasses.dataclass
class Lit:
    v: int
@lifted
def f(x):
    return repr(Lit(x - 1))
''', ('x',))
p('r21a_min_dataclass_repr_sym_int_lifted_class', r'''
@lifted
@dataclasses.dataclass
class Lit:
    v: int
@lifted
def f(x):
    return repr(Lit(x - 1))
''', ('x',))
p('r21a_min_dataclass_repr_nested_sym_int_unlifted', r'''
@dataclasses.dataclass
class Lit:
    v: int
@dataclasses.dataclass
class Add:
    l: object
    r: object
@lifted
def f(x):
    return repr(Add(Lit(x), Lit(1)))
''', ('x',))
p('r21a_min_contextmanager_path_arg', r'''
import contextlib
@contextlib.contextmanager
@lifted
def opened(name, log):
    log.append("open " + name)
    yield len(name)
    log.append("close")
@lifted
def f(x):
    log = []
    with opened("data" if x > 0 else "cfg", log) as n:
        log.append(n)
    return log
''', ('x',))
p('r21a_min_contextmanager_body_raises', r'''
import contextlib
@contextlib.contextmanager
@lifted
def tag(log):
    log.append("<")
    try:
        yield
    finally:
        log.append(">")
@lifted
def f(x):
    log = []
    try:
        with tag(log):
            if x > 0:
                raise ValueError("v")
    except ValueError:
        log.append("caught")
    return log
''', ('x',))
p('r21a_min_exitstack_enter_under_branch', r'''
import contextlib
@lifted
class R:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("open")
        return self
    def __exit__(self, *a):
        self.log.append("close")
@lifted
def f(x):
    log = []
    with contextlib.ExitStack() as stack:
        if x > 0:
            stack.enter_context(R(log))
        log.append("work")
    return log
''', ('x',))
p('r21a_min_except_star_simple', r'''
@lifted
def f(x):
    r = "none"
    try:
        if x > 0:
            raise ValueError("v")
    except* ValueError:
        r = "caught"
    return r
''', ('x',))
p('r21a_min_dataclass_repr_union_field', r'''
@lifted
@dataclasses.dataclass
class Lit:
    v: int
@lifted
@dataclasses.dataclass
class Add:
    l: object
    r: object
@lifted
def f(x):
    e = Lit(x - 1) if x > 0 else Add(Lit(1), Lit(x))
    return repr(Add(e, Lit(0)))
''', ('x',))
p('r21a_min_oserror_errno_set_under_branch', r'''
@lifted
def f(x):
    e = OSError(2, "no such file")
    if x > 0:
        e.errno = 13
    return e.errno
''', ('x',))
p('r21a_b9_forth_interpreter', r'''
@lifted
class ForthError(Exception):
    pass
@lifted
def forth(prog, arg):
    st_ = [arg]
    for w in prog:
        match w:
            case int(n):
                st_.append(n)
            case "+" | "-" | "*":
                if len(st_) < 2:
                    raise ForthError(f"{w}: stack underflow")
                b, a = st_.pop(), st_.pop()
                st_.append(a + b if w == "+" else (a - b if w == "-" else a * b))
            case "dup":
                if not st_:
                    raise ForthError("dup: empty")
                st_.append(st_[-1])
            case "drop":
                st_.pop()
            case "assert-pos":
                if st_[-1] <= 0:
                    raise ForthError(f"not positive: {st_[-1]}")
            case _:
                raise ForthError(f"unknown word {w!r}")
    return st_
@lifted
def g(x, y):
    prog = ["dup", y, "*", "assert-pos", "+"]
    if y < 0:
        prog = ["drop", "drop"]
    return forth(prog, x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_b9_type_checker', r'''
@lifted
class TypeErr(Exception):
    def __init__(self, expected, got, where):
        super().__init__(f"{where}: expected {expected}, got {got}")
@lifted
def check(e):
    match e:
        case ("int", _):
            return "int"
        case ("bool", _):
            return "bool"
        case ("add", a, b):
            for side, sub in (("left", a), ("right", b)):
                t = check(sub)
                if t != "int":
                    raise TypeErr("int", t, "add " + side)
            return "int"
        case ("if", c, t, f_):
            tc = check(c)
            if tc != "bool":
                raise TypeErr("bool", tc, "if cond")
            tt, tf = check(t), check(f_)
            if tt != tf:
                raise TypeErr(tt, tf, "if branches")
            return tt
@lifted
def g(x, b):
    leaf = ("int", x) if x >= 0 else ("bool", b)
    e = ("if", ("bool", b) if x != 1 else ("int", 1), ("add", leaf, ("int", 1)), ("int", 0) if b else ("bool", True))
    return check(e)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21a_b9_scheduler_deadline', r'''
@lifted
class Missed(Exception):
    def __init__(self, job, late):
        super().__init__(job, late)
        self.job, self.late = job, late
@lifted
def schedule(jobs):
    t = 0
    done = []
    for name, dur, deadline in sorted(jobs, key=lambda j: j[2]):
        t += dur
        if t > deadline:
            raise Missed(name, t - deadline)
        done.append((name, t))
    return done
@lifted
def g(x, y):
    jobs = [("a", 2, 4), ("b", max(x, 1), 3 + y), ("c", 1, 5)]
    try:
        return schedule(jobs)
    except Missed as m:
        return "missed", m.job, m.late, m.args

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_b9_rule_engine_first_match', r'''
@lifted
class NoRule(LookupError):
    pass
RULES = [
    (lambda o: o["total"] > 100, "review"),
    (lambda o: o["country"] != "us" and o["total"] > 10, "customs"),
    (lambda o: o["total"] <= 0, "reject"),
]
@lifted
def route(order):
    for cond, action in RULES:
        try:
            if cond(order):
                return action
        except KeyError as e:
            raise NoRule(f"missing field {e}") from e
    raise NoRule("no rule for order")
@lifted
def g(x, y):
    order = {"total": x * 40 + y}
    if y >= 0:
        order["country"] = "us" if y == 0 else "fr"
    try:
        return route(order)
    except NoRule as e:
        return str(e), type(e.__cause__).__name__

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_b9_closure_nonlocal_finally', r'''
@lifted
def g(x):
    count = 0
    def attempt(v):
        nonlocal count
        try:
            if v < 0:
                raise ValueError(v)
            return v * 2
        finally:
            count += 1
    out = []
    for v in (x, x - 2, 1):
        try:
            out.append(attempt(v))
        except ValueError as e:
            out.append(("neg", e.args[0]))
    return out, count

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_iterator_class_stopiteration_sym', r'''
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
def g(x):
    c = Countdown(x)
    first = next(c, "empty")
    rest = list(c)
    return first, rest, next(c, "done")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_exit_raises_while_handling', r'''
@lifted
class Bad:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None:
            raise KeyError("exit failed while handling " + et.__name__)
@lifted
def g(x):
    try:
        with Bad():
            if x > 0:
                raise ValueError("body")
        return "clean"
    except KeyError as e:
        return str(e), type(e.__context__).__name__

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_with_return_then_exit_suppress_irrelevant', r'''
@lifted
class Sup:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        self.log.append(et)
        return True
@lifted
def g(x):
    log = []
    def h():
        with Sup(log):
            if x > 0:
                return "returned"
            if x < 0:
                raise ValueError()
        return "after with"
    return h(), [None if e is None else e.__name__ for e in log]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_lambda_key_raises_in_min', r'''
@lifted
def g(x):
    items = [(1, "a"), (x, "b"), (2, None if x > 1 else "cc")]
    return min(items, key=lambda t: (t[0], len(t[1])))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_generator_send_none_exception', r'''
@lifted
def numbers(xs):
    for v in xs:
        if v == 0:
            raise ZeroDivisionError("zero in stream")
        yield 12 // v
@lifted
def g(x):
    it = numbers([4, x, 3])
    out = []
    while True:
        try:
            out.append(next(it))
        except StopIteration:
            out.append("end")
            break
        except ZeroDivisionError as e:
            out.append(str(e))
            out.append(next(it, "exhausted"))
            break
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_stack_of_handlers_state_machine', r'''
@lifted
def g(x, y):
    state = "start"
    log = []
    for step in range(4):
        try:
            try:
                if state == "start":
                    state = "mid" if x > 0 else "fail"
                elif state == "mid":
                    if y == step:
                        raise TimeoutError(step)
                    state = "end"
                elif state == "fail":
                    raise RuntimeError("failed at %d" % step)
                else:
                    break
            except TimeoutError as e:
                state = "start"
                log.append(("timeout", e.args[0]))
        except RuntimeError as e:
            log.append(str(e))
            state = "end"
        finally:
            log.append(state)
    return log

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_b9_exception_attr_by_path_class', r'''
@lifted
class E1(Exception):
    code = 1
@lifted
class E2(Exception):
    code = 2
    def __init__(self, v):
        super().__init__(v)
        self.code = 20 + v
@lifted
def g(x):
    try:
        if x > 0:
            raise E2(x)
        raise E1(x)
    except (E1, E2) as e:
        return e.code, e.args, type(e).code

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_bare_except_reraise_in_loop', r'''
@lifted
def g(x):
    seen = []
    for i in range(3):
        try:
            if i == x:
                raise LookupError(i)
            seen.append(i)
        except:
            seen.append("!")
            if i == 2:
                raise
    return seen

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_try_in_comprehension_helper', r'''
@lifted
def to_int(v):
    try:
        return int(v)
    except (TypeError, ValueError):
        return None
@lifted
def g(x):
    raw = [str(x), None, "7", x, [x]]
    return [to_int(v) for v in raw], {i: to_int(v) for i, v in enumerate(raw) if to_int(v) is not None}

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_exception_in_dict_comprehension_partial', r'''
@lifted
def g(x):
    d = {"a": 1}
    try:
        d = {k: 10 // v for k, v in [("a", 2), ("b", x), ("c", 1)]}
    except ZeroDivisionError:
        pass
    return d

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_recursive_flatten_type_error', r'''
@lifted
def flatten(v, depth=0):
    if depth > 3:
        raise RecursionError("too deep")
    if isinstance(v, int):
        return [v]
    if isinstance(v, list):
        out = []
        for e in v:
            out.extend(flatten(e, depth + 1))
        return out
    raise TypeError(f"cannot flatten {type(v).__name__}")
@lifted
def g(x):
    v = [1, [x, [2]]]
    if x > 1:
        v = [[[[[x]]]]]
    if x < -1:
        v = [1, "s"]
    return flatten(v)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_early_return_try_else_loop', r'''
@lifted
def first_valid(vals):
    for v in vals:
        try:
            r = 10 // v
        except ZeroDivisionError:
            continue
        else:
            if r % 2 == 0:
                return v, r
        finally:
            pass
    return None
@lifted
def g(x, y):
    return first_valid([x, y, 3])

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_b9_match_in_loop_with_break_continue', r'''
@lifted
def g(x, y):
    events = [("tick", 1), ("skip", 0), ("tick", x), ("stop", 0), ("tick", y)]
    total = 0
    for ev in events:
        match ev:
            case ("skip", _):
                continue
            case ("stop", _) if total > 2:
                break
            case ("tick", n) if n < 0:
                raise ValueError(f"negative tick {n}")
            case ("tick", n):
                total += n
    return total

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21a_b9_assert_isinstance_dispatch', r'''
@lifted
def area(shape):
    kind = shape[0]
    if kind == "sq":
        assert len(shape) == 2, f"square needs 1 dim, got {len(shape) - 1}"
        return shape[1] ** 2
    if kind == "rect":
        assert len(shape) == 3, "rect needs 2 dims"
        return shape[1] * shape[2]
    raise ValueError("unknown shape " + kind)
@lifted
def g(x):
    shapes = [("sq", x), ("rect", x, 2), ("sq", 1, 2), ("tri", 1)]
    return area(shapes[x % 4])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b9_suppress_in_generator_consumer', r'''
import contextlib
@lifted
def gen(x):
    for i in range(4):
        yield i - x
@lifted
def f(x):
    out = []
    for v in gen(x):
        with contextlib.suppress(ZeroDivisionError):
            out.append(6 // v)
            continue
        out.append("z")
    return out
''', ('x',))
p('r21a_b9_finally_return_masks_assert', r'''
@lifted
def g(x):
    def h():
        try:
            assert x > 0, "x must be positive"
            return "ok"
        finally:
            if x == 0:
                return "masked"
    return h()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_traceback_lineno', r'''
@lifted
def f(x):
    try:
        if x > 0:
            raise ValueError("a")
        raise KeyError("b")
    except Exception as e:
        tb = e.__traceback__
        while tb.tb_next is not None:
            tb = tb.tb_next
        return type(e).__name__, tb.tb_lineno
''', ('x',))
p('r21a_b10_sys_exception_nested', r'''
import sys
@lifted
def f(x):
    try:
        raise KeyError("outer")
    except KeyError:
        try:
            if x > 0:
                raise ValueError("inner")
        except ValueError:
            inner = type(sys.exception()).__name__
        else:
            inner = None
        return inner, type(sys.exception()).__name__
''', ('x',))
p('r21a_b10_str_returns_nonstring', r'''
@lifted
class Weird(Exception):
    def __str__(self):
        return self.args[0]
@lifted
def g(x):
    e = Weird(x if x > 0 else "text")
    return str(e)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_exc_repr_override_fstring', r'''
@lifted
class Coded(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code
    def __repr__(self):
        return "Coded<%d>" % self.code
@lifted
def f(x):
    e = Coded(x)
    return f"{e!r}", repr([e])
''', ('x',))
p('r21a_b10_exc_eq_override_count', r'''
@lifted
class Err(Exception):
    def __eq__(self, other):
        return isinstance(other, Err) and self.args == other.args
    __hash__ = Exception.__hash__
@lifted
def f(x):
    errs = [Err(1), Err(x), Err(2), Err(x)]
    return errs.count(Err(1)), Err(x) in errs[:1], errs.index(Err(2))
''', ('x',))
p('r21a_b10_except_expression_raises', r'''
@lifted
def g(x):
    kinds = [KeyError, ValueError]
    try:
        raise ValueError("orig")
    except kinds[x]:
        return "caught by %d" % x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_except_not_baseexception_class', r'''
@lifted
class NotAnError:
    pass
@lifted
def g(x):
    try:
        if x > 0:
            raise KeyError("k")
        return "no raise"
    except NotAnError:
        return "weird"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_with_no_protocol', r'''
@lifted
class OnlyEnter:
    def __enter__(self):
        return 1
@lifted
class Full:
    def __enter__(self):
        return 2
    def __exit__(self, *a):
        return False
@lifted
def g(x):
    cm = [Full(), OnlyEnter(), 5][x % 3]
    with cm as v:
        return v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_match_mapping_on_nonmapping', r'''
@lifted
class Obj:
    def __init__(self, d):
        self.d = d
    def __getitem__(self, k):
        return self.d[k]
@lifted
def f(x):
    v = {"k": x} if x > 0 else Obj({"k": x})
    match v:
        case {"k": k}:
            return "mapping", k
        case Obj(d={"k": k}):
            return "obj", k
''', ('x',))
p('r21a_b10_match_sequence_deque_range', r'''
@lifted
def f(x):
    seqs = [collections.deque([x, 1]), range(x, x + 2), (x, 1), "ab"]
    out = []
    for s in seqs:
        match s:
            case [a, 1]:
                out.append(("pair1", a))
            case [a, b]:
                out.append(("pair", a, b))
            case _:
                out.append("no")
    return out
''', ('x',))
p('r21a_b10_match_or_keyword_classes', r'''
@dataclasses.dataclass
class Pt:
    x: int
    y: int
@lifted
def f(x, y):
    match Pt(x, y):
        case Pt(x=0) | Pt(y=0):
            return "on axis"
        case Pt(x=a, y=b) if a in {1, 2} and b in (1, 2):
            return "small quadrant"
        case Pt(x=int(a)) if a < 0:
            return "left"
        case _:
            return "else"
''', ('x', 'y'))
p('r21a_b10_assert_nonstring_message', r'''
@lifted
def f(x):
    try:
        assert x % 3, {"x": x, "why": "multiple of 3"}
        return "ok"
    except AssertionError as e:
        return e.args[0]["why"], e.args[0]["x"]
''', ('x',))
p('r21a_b10_stopiteration_in_for_body', r'''
@lifted
def g(x):
    out = []
    for i in range(3):
        if i == x:
            raise StopIteration("manual")
        out.append(i)
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_next_after_gen_raised', r'''
@lifted
def gen(x):
    yield 1
    raise KeyError("boom") if x > 0 else ValueError("bam")
@lifted
def g(x):
    it = gen(x)
    out = [next(it)]
    try:
        next(it)
    except LookupError as e:
        out.append(("lookup", str(e)))
    except ValueError as e:
        out.append(("value", str(e)))
    out.append(next(it, "dead"))
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_try_finally_in_init', r'''
@lifted
class Conn:
    opened = 0
    def __init__(self, ok, log):
        Conn.opened += 1
        try:
            if not ok:
                raise ConnectionRefusedError("refused")
            self.state = "up"
        finally:
            log.append("init done")
@lifted
def g(x):
    log = []
    Conn.opened = 0
    conns = []
    for ok in (True, x > 0, x > 1):
        try:
            conns.append(Conn(ok, log).state)
        except ConnectionError as e:
            conns.append(str(e))
    return conns, len(log), Conn.opened

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_exception_instance_in_set', r'''
@lifted
def g(x):
    a, b = ValueError(1), ValueError(1)
    s = {a}
    if x > 0:
        s.add(b)
    if x > 1:
        s.add(a)
    return len(s), a in s, b in s

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_isinstance_tuple_by_path', r'''
@lifted
def g(x):
    kinds = (KeyError, IndexError) if x > 0 else (ValueError,)
    e = [KeyError("k"), ValueError("v"), IndexError("i")][x % 3]
    return isinstance(e, kinds), issubclass(type(e), LookupError)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_raise_exception_from_generator_expression_tuple', r'''
@lifted
def g(x):
    return tuple(10 // (v - x) for v in range(3))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_yield_from_return_value_stopiteration', r'''
@lifted
def inner(x):
    if x > 0:
        yield x
    return x * 10
@lifted
def outer(x):
    r = yield from inner(x)
    return r + 1
@lifted
def g(x):
    it = outer(x)
    out = []
    try:
        while True:
            out.append(next(it))
    except StopIteration as e:
        out.append(("ret", e.value))
    return out

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_exception_str_empty_and_none_args', r'''
@lifted
def g(x):
    es = [ValueError(), ValueError(None), ValueError(""), KeyError(), KeyError(None)]
    e = es[x % 5]
    return str(e), repr(e), e.args

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_b10_warnings_catch_record', r'''
import warnings
@lifted
def api(v):
    if v < 0:
        warnings.warn("negative input is deprecated", DeprecationWarning)
        v = -v
    return v
@lifted
def g(x):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = api(x)
    return r, [str(m.message) for m in w]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_min_gen_next_iter_outer_symlen', r'''
@lifted
def firsts(lists):
    for l in lists:
        it = iter(l)
        yield next(it)
@lifted
def f(x):
    lists = [[1]]
    if x > 0:
        lists.append([])
    try:
        return list(firsts(lists))
    except RuntimeError as e:
        return str(e)
''', ('x',))
p('r21a_min_fstring_r_of_exc_with_repr', r'''
@lifted
class Coded(Exception):
    def __repr__(self):
        return "Coded!"
@lifted
def f(x):
    e = Coded(x)
    return f"{e!r}", repr(e)
''', ('x',))
p('r21a_min_fstring_r_of_exc_with_repr_concrete', r'''
@lifted
class Coded(Exception):
    def __repr__(self):
        return "Coded!"
@lifted
def f(x):
    return f"{Coded(1)!r}", x
''', ('x',))
p('r21a_min_fstring_of_exc_with_str', r'''
@lifted
class Coded(Exception):
    def __str__(self):
        return "S!"
@lifted
def f(x):
    return f"{Coded(1)}", x
''', ('x',))
p('r21a_min_with_missing_exit_msg', r'''
@lifted
class OnlyEnter:
    def __enter__(self):
        return 1
@lifted
def g(x):
    with OnlyEnter() as v:
        return v + x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21a_min_match_sequence_deque', r'''
@lifted
def f(x):
    match collections.deque([x, 1]):
        case [a, 1]:
            return "pair", a
        case _:
            return "no"
''', ('x',))
p('r21a_min_match_sequence_range', r'''
@lifted
def f(x):
    match range(x, x + 2):
        case [a, b]:
            return "pair", a, b
        case _:
            return "no"
''', ('x',))
p('r21a_min_match_sequence_deque_concrete', r'''
@lifted
def f(x):
    match collections.deque([1, 2]):
        case [a, 2]:
            return "pair", a, x
        case _:
            return "no", x
''', ('x',))
p('r21a_min_warnings_record_under_branch', r'''
import warnings
@lifted
def f(x):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        if x < 0:
            warnings.warn("neg")
    return len(w)
''', ('x',))
p('r21a_min_warnings_record_in_callee', r'''
import warnings
@lifted
def api(v):
    if v < 0:
        warnings.warn("neg")
    return v
@lifted
def f(x):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        api(x)
    return len(w)
''', ('x',))
p('r21a_min_warnings_record_branch_then_assign', r'''
import warnings
@lifted
def f(x):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        v = x
        if v < 0:
            warnings.warn("neg")
            v = -v
    return len(w), v
''', ('x',))
p('r21a_min_repr_exc_subclass_no_override_sym', r'''
@lifted
class Coded(Exception):
    pass
@lifted
def f(x):
    return repr(Coded(x)), repr(ValueError(x)), str(Coded(x))
''', ('x',))
p('r21a_min_repr_exc_subclass_str_override_sym', r'''
@lifted
class Coded(Exception):
    def __str__(self):
        return "S!"
@lifted
def f(x):
    return repr(Coded(x))
''', ('x',))
# ---------------- r21b ----------------
p('r21b_fd_neg_table', r'''
@lifted
def g(x, y):
    return x // y, x % y, -x // y, x % -y if y else None

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_fd_divmod_pair', r'''
@lifted
def g(x, y):
    q, r = divmod(x, y)
    return q, r, q * y + r == x

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_fd_divmod_text', r'''
@lifted
def g(x, y):
    return divmod(x * 7, y - 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_fd_mod_zero_text', r'''
@lifted
def g(x, y):
    if x > 0:
        return x % y
    return x // y

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_fd_week_day', r'''
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
@lifted
def f(x, y):
    offset = x * 3 - y * 5
    return DAYS[offset % 7], offset // 7
''', ('x', 'y'))
p('r21b_fd_ceil_div_trick', r'''
@lifted
def f(x, y):
    n = x * 5 + 11
    pages = -(-n // (y + 3))
    return pages, n
''', ('x', 'y'))
p('r21b_fd_truncdiv_by_hand', r'''
@lifted
def f(x, y):
    a, b = x * 4 + 1, y + 2
    q = abs(a) // b
    if (a < 0) != (b < 0):
        q = -q
    r = a - q * b
    return q, r
''', ('x', 'y'))
p('r21b_fd_mod_negative_divisor', r'''
@lifted
def g(x, y):
    d = -y
    return [v % d for v in (x, x + 5, -x - 5)]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_fd_floor_mod_loop', r'''
@lifted
def f(x):
    pos = x
    trail = []
    for step in (-4, 3, -2, 5):
        pos = (pos + step) % 6
        trail.append(pos)
    return trail
''', ('x',))
p('r21b_fd_divmod_by_bool', r'''
@lifted
def g(x, b):
    return divmod(x, b), x % b

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21b_fd_divmod_in_loop_zero', r'''
@lifted
def g(x, y):
    acc = []
    for d in range(y, 3):
        acc.append(divmod(x, d))
    return acc

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_fd_floordiv_rhs_expr', r'''
@lifted
def g(x, y):
    return 100 // (x * y), 100 % (x - y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pow_mod_basic', r'''
@lifted
def g(x, y):
    return pow(x, y + 1, 7), pow(x + 5, 3, y + 2)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pow_mod_negexp', r'''
@lifted
def g(x, y):
    return pow(x, -1, 7)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_pow_mod_negexp_noninv', r'''
@lifted
def g(x, y):
    return pow(x + 3, -1, y + 4)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pow_mod_zero_mod', r'''
@lifted
def g(x, y):
    return pow(x, 2, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pow_mod_negative_mod', r'''
@lifted
def g(x, y):
    return pow(x, 3, -5), pow(x, y + 1, -3)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pow_negative_exp_int', r'''
@lifted
def g(x, y):
    r = x ** y
    return type(r).__name__, r

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pow_zero_negative', r'''
@lifted
def g(x):
    return 0 ** x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_pow_mod_exp_zero', r'''
@lifted
def g(x, y):
    return pow(x, 0, y), pow(0, 0, 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pow_square_and_multiply', r'''
@lifted
def mpow(b, e, m):
    r = 1
    b %= m
    while e > 0:
        if e & 1:
            r = r * b % m
        b = b * b % m
        e >>= 1
    return r
@lifted
def f(x, y):
    e = x + 3
    return mpow(y + 5, e, 11), pow(y + 5, e, 11)
''', ('x', 'y'))
p('r21b_pow_builtin_two_arg_neg', r'''
@lifted
def g(x):
    return pow(2, x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_pow_mod_with_bool', r'''
@lifted
def g(x, b):
    return pow(x, b, 5), pow(b, x + 3, 4)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21b_abs_dist', r'''
@lifted
def f(x, y):
    pts = [(x, y), (-x, 2), (1, -y)]
    return sorted(pts, key=lambda p: abs(p[0]) + abs(p[1]))
''', ('x', 'y'))
p('r21b_abs_bool', r'''
@lifted
def f(x, b):
    v = abs(b) + abs(-b) + abs(x - b)
    return v, type(abs(b)).__name__
''', ('x', 'b'))
p('r21b_minmax_key_abs', r'''
@lifted
def f(x, y):
    xs = [x, y, -x, y - 2]
    return min(xs, key=abs), max(xs, key=abs), min(xs, key=lambda v: (abs(v), v))
''', ('x', 'y'))
p('r21b_minmax_default_empty', r'''
@lifted
def g(x, y):
    xs = [v for v in range(x) if v % 2 == y]
    return min(xs, default=None), max(xs, default=-1), max(xs)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_minmax_empty_text', r'''
@lifted
def g(x):
    return min(v for v in range(x, 2))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_minmax_key_ties', r'''
@lifted
def f(x, y):
    names = ["ann", "bob", "cy", "dee"]
    scores = {"ann": x, "bob": y, "cy": -x, "dee": y}
    return max(names, key=scores.get), min(names, key=lambda n: scores[n])
''', ('x', 'y'))
p('r21b_minmax_default_and_args', r'''
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
p('r21b_sum_start', r'''
@lifted
def f(x, y):
    return sum([x, y, 3], 10), sum((v * v for v in range(y + 1)), x), sum([], x)
''', ('x', 'y'))
p('r21b_sum_lists_start', r'''
@lifted
def f(x, y):
    rows = [[x], [y] * (y + 1), []]
    return sum(rows, [0])
''', ('x', 'y'))
p('r21b_sum_str_start', r'''
@lifted
def g(x):
    return sum(["a", "b"], "" if x > 0 else "s")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_sum_bools', r'''
@lifted
def f(x, y):
    flags = [x > 0, y > 0, x == y, x + y > 1, b_(x)]
    return sum(flags), True + x, False - y, True * 3 + (x < 0)
@lifted
def b_(x):
    return x % 2 == 0
''', ('x', 'y'))
p('r21b_minmax_of_mixed_bool_int', r'''
@lifted
def f(x, b):
    m = max(b, x, key=int) if x != 1 else min(x, b)
    return m, type(m).__name__
''', ('x', 'b'))
p('r21b_round_neg_ndigits', r'''
@lifted
def f(x, y):
    n = x * 17 + y * 5
    return round(n, -1), round(n, -2), round(n, 0), round(n)
''', ('x', 'y'))
p('r21b_round_half_even_int', r'''
@lifted
def f(x):
    return [round(v, -1) for v in (x * 5, x * 5 + 10, 25 + x * 10)]
''', ('x',))
p('r21b_round_type', r'''
@lifted
def f(x):
    r = round(x * 15, -1)
    return r, type(r).__name__, round(x, 2), type(round(x)).__name__
''', ('x',))
p('r21b_bitlen_basic', r'''
@lifted
def f(x, y):
    n = x * 37 + y
    return n.bit_length(), n.bit_count(), (-n).bit_length()
''', ('x', 'y'))
p('r21b_bitlen_loop_bits', r'''
@lifted
def f(x):
    n = abs(x) * 11
    bits = []
    for i in range(n.bit_length()):
        bits.append((n >> i) & 1)
    return bits
''', ('x',))
p('r21b_to_bytes_basic', r'''
@lifted
def g(x, y):
    n = x * 100 + y
    return n.to_bytes(2, "big"), n.to_bytes(2, "little", signed=True)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_to_bytes_overflow', r'''
@lifted
def g(x):
    return (x * 100).to_bytes(1, "big")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_from_bytes_basic', r'''
@lifted
def g(x, y):
    data = bytes([x + 3, y + 1, 255])
    return int.from_bytes(data, "big"), int.from_bytes(data, "little", signed=True)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_to_from_roundtrip', r'''
@lifted
def g(x):
    b = (x * 1000).to_bytes(3, "big", signed=True)
    return int.from_bytes(b, "big", signed=True), len(b), b[0]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_bit_ops_sym', r'''
@lifted
def f(x, y):
    return x & y, x | y, x ^ y, ~x, x & -y, (x | 8) ^ (y << 2)
''', ('x', 'y'))
p('r21b_bit_shift_sym_count', r'''
@lifted
def g(x, y):
    return x << y, x >> y, 1 << (x + 3), -16 >> (x + 3)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_bit_shift_negative_text', r'''
@lifted
def g(x):
    return 5 << x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_bit_rshift_negative_text', r'''
@lifted
def g(x):
    return 5 >> x

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_bit_mask_bits_list', r'''
@lifted
def f(x, y):
    mask = (x + 3) * 9 + y
    return [i for i in range(6) if mask >> i & 1]
''', ('x', 'y'))
p('r21b_bit_lowest_set', r'''
@lifted
def f(x, y):
    n = x * 12 + y
    return n & -n, (n & -n).bit_length() - 1 if n else None
''', ('x', 'y'))
p('r21b_bit_gray_code', r'''
@lifted
def f(x):
    n = x + 3
    g = n ^ (n >> 1)
    back = 0
    m = g
    while m:
        back ^= m
        m >>= 1
    return g, back
''', ('x',))
p('r21b_bit_neg_and_mask', r'''
@lifted
def f(x, y):
    return (x * 50) & 0xFF, (x - y) & 0xF, ~x & 0xFF, -1 & (x + 7)
''', ('x', 'y'))
p('r21b_bit_invert_twice', r'''
@lifted
def f(x, y):
    return ~~x, ~x + 1 == -x, ~(x ^ y) == (~x) ^ y
''', ('x', 'y'))
p('r21b_bit_xor_swap', r'''
@lifted
def f(x, y):
    a, b = x, y
    a ^= b
    b ^= a
    a ^= b
    return a, b
''', ('x', 'y'))
p('r21b_bit_bool_ops', r'''
@lifted
def f(x, b):
    c = x > 0
    return b & c, b | c, b ^ c, ~b, b << 2, type(b & c).__name__, type(b & 1).__name__
''', ('x', 'b'))
p('r21b_cpu_add8_flags', r'''
@lifted
def add8(a, b):
    r = (a + b) & 0xFF
    carry = a + b > 0xFF
    zero = r == 0
    neg = bool(r & 0x80)
    return r, carry, zero, neg
@lifted
def f(x, y):
    return add8((x * 60) & 0xFF, (y * 120 + 20) & 0xFF)
''', ('x', 'y'))
p('r21b_cpu_sign_extend', r'''
@lifted
def sext(v, bits):
    sign = 1 << (bits - 1)
    v &= (1 << bits) - 1
    return (v ^ sign) - sign
@lifted
def f(x, y):
    return sext(x * 50, 8), sext(x + y * 5, 4), sext(0x80 | x, 8)
''', ('x', 'y'))
p('r21b_cpu_sign_extend_if', r'''
@lifted
def f(x, y):
    v = (x * 40 + y) & 0xFF
    if v & 0x80:
        v -= 0x100
    return v
''', ('x', 'y'))
p('r21b_cpu_sub_borrow', r'''
@lifted
def f(x, y):
    a = x & 0xF
    b = (y * 5) & 0xF
    r = (a - b) & 0xF
    borrow = a < b
    overflow = ((a ^ b) & (a ^ r) & 0x8) != 0
    return r, borrow, overflow
''', ('x', 'y'))
p('r21b_cpu_tiny_vm', r'''
@lifted
def run(prog, a):
    acc = a & 0xFF
    pc = 0
    steps = 0
    while pc < len(prog) and steps < 8:
        op, arg = prog[pc]
        steps += 1
        if op == "add":
            acc = (acc + arg) & 0xFF
        elif op == "shl":
            acc = (acc << arg) & 0xFF
        elif op == "jz":
            if acc == 0:
                pc = arg
                continue
        elif op == "xor":
            acc ^= arg
        pc += 1
    return acc, pc
@lifted
def f(x, y):
    return run([("add", 3), ("shl", y + 1), ("jz", 4), ("xor", 0x5A), ("add", 255)], x)
''', ('x', 'y'))
p('r21b_cpu_twos_complement_str', r'''
@lifted
def f(x):
    n = x * 21
    u = n & 0xFF
    return format(u, "08b"), u, u - 256 if u >= 128 else u
''', ('x',))
p('r21b_cpu_regs_dict', r'''
@lifted
def f(x, y):
    regs = {"a": x & 0xFF, "b": y & 0xFF, "f": 0}
    for _ in range(3):
        regs["a"] = (regs["a"] + regs["b"]) & 0xFF
        if regs["a"] > 250:
            regs["f"] |= 1
        regs["b"] = (regs["b"] << 1) & 0xFF
    return regs
''', ('x', 'y'))
p('r21b_cpu_mul_hi_lo', r'''
@lifted
def f(x, y):
    p_ = ((x * 70) & 0xFF) * ((y * 90 + 7) & 0xFF)
    return p_ >> 8, p_ & 0xFF
''', ('x', 'y'))
p('r21b_cpu_arith_shift_right', r'''
@lifted
def sra8(v, n):
    if v & 0x80:
        return ((v | ~0xFF) >> n) & 0xFF
    return v >> n
@lifted
def f(x, y):
    return sra8((x * 45) & 0xFF, y + 1)
''', ('x', 'y'))
p('r21b_int_base_str', r'''
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
p('r21b_int_base_lit_choice', r'''
@lifted
def g(x):
    texts = ["ff", "0x1f", "-101", "z", "7"]
    return int(texts[x % 5], 16 if x > 0 else 2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_int_base_sym_base', r'''
@lifted
def g(x, y):
    return int("101", x + 3 if x > -1 else 0)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_int_base_invalid_base', r'''
@lifted
def g(x):
    return int("10", x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_int_text_base10', r'''
@lifted
def g(s):
    return int(s) * 2

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21b_bin_hex_oct', r'''
@lifted
def f(x, y):
    n = x * 11 + y
    return bin(n), hex(n), oct(n)
''', ('x', 'y'))
p('r21b_format_08b', r'''
@lifted
def f(x):
    n = (x * 29) & 0xFF
    return format(n, "08b"), format(n, "02x"), format(n, "#06x"), f"{n:o}"
''', ('x',))
p('r21b_format_08b_neg', r'''
@lifted
def g(x):
    return format(x * 3, "08b"), format(x, "+d"), format(x, "x")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_bin_count_ones', r'''
@lifted
def f(x):
    return bin(x * 13).count("1")
''', ('x',))
p('r21b_hex_roundtrip', r'''
@lifted
def f(x):
    h = hex(x * 300)
    return int(h, 16), h
''', ('x',))
p('r21b_bin_strip_prefix', r'''
@lifted
def f(x):
    s = bin(x + 3)[2:]
    return s, len(s), s.zfill(4)
''', ('x',))
p('r21b_math_gcd_lcm', r'''
import math
@lifted
def g(x, y):
    return math.gcd(x, 12), math.gcd(x, y), math.lcm(x, 4), math.lcm(x, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_math_gcd_multi', r'''
import math
@lifted
def f(x, y):
    return math.gcd(6, x * 2, 9), math.gcd(), math.lcm(), math.gcd(x), math.lcm(y + 2, 3, 4)
''', ('x', 'y'))
p('r21b_math_euclid_by_hand', r'''
import math
@lifted
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)
@lifted
def f(x, y):
    return gcd(x * 4, y * 6), math.gcd(x * 4, y * 6)
''', ('x', 'y'))
p('r21b_math_isqrt', r'''
import math
@lifted
def g(x, y):
    n = x * 10 + y
    r = math.isqrt(n)
    return r, r * r <= n < (r + 1) ** 2

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_math_comb_perm', r'''
import math
@lifted
def g(x, y):
    return math.comb(x + 3, y + 1), math.perm(x + 2, y), math.comb(x, 2)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_math_factorial', r'''
import math
@lifted
def g(x):
    return math.factorial(x + 2), math.factorial(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_math_perm_one_arg', r'''
import math
@lifted
def g(x):
    return math.perm(x + 3), math.perm(4, x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_math_prod', r'''
import math
@lifted
def f(x, y):
    return math.prod([x, y, 3]), math.prod(range(1, y + 2)), math.prod([], start=x), math.prod([2, x], start=y)
''', ('x', 'y'))
p('r21b_math_floor_ceil_int', r'''
import math
@lifted
def f(x, y):
    return math.floor(x), math.ceil(y), math.trunc(x - y), type(math.floor(x)).__name__
''', ('x', 'y'))
p('r21b_math_floor_ceil_frac', r'''
import math
from fractions import Fraction
@lifted
def f(x, y):
    q = Fraction(x, y + 2)
    return math.floor(q), math.ceil(q), round(q), math.trunc(q)
''', ('x', 'y'))
p('r21b_math_isqrt_neg_text', r'''
import math
@lifted
def g(x):
    return math.isqrt(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_math_comb_neg_text', r'''
import math
@lifted
def g(x, y):
    return math.comb(y, x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_math_isqrt_perfect', r'''
import math
@lifted
def f(x, y):
    n = (x + 3) * (y + 2)
    r = math.isqrt(n)
    return r * r == n
''', ('x', 'y'))
p('r21b_math_copysign_int', r'''
import math
@lifted
def f(x, y):
    return abs(x) * (1 if y >= 0 else -1), math.gcd(x, 0), math.lcm(x, 0)
''', ('x', 'y'))
p('r21b_frac_basic', r'''
from fractions import Fraction
@lifted
def g(x, y):
    q = Fraction(x, y)
    return q.numerator, q.denominator, q + 1, q * 2 == x * 2 / y if y else None

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_frac_zero_den_text', r'''
from fractions import Fraction
@lifted
def g(x, y):
    return Fraction(x, y - 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_frac_sum', r'''
from fractions import Fraction
@lifted
def g(x, y):
    total = Fraction(0)
    for d in (2, 3, y + 2):
        total += Fraction(x, d)
    return total, str(total)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_frac_compare_sort', r'''
from fractions import Fraction
@lifted
def g(x, y):
    qs = [Fraction(x, 3), Fraction(y, 2), Fraction(1, 2)]
    return sorted(qs), max(qs) > x

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_frac_limit', r'''
from fractions import Fraction
@lifted
def g(x):
    q = Fraction(x * 7, 3)
    return q.limit_denominator(2), int(q), q.as_integer_ratio()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_frac_pow', r'''
from fractions import Fraction
@lifted
def g(x, y):
    return Fraction(x, 2) ** y

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_op_table_dispatch', r'''
import operator
OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "//": operator.floordiv, "%": operator.mod}
@lifted
def f(x, y):
    out = {}
    for k in ("+", "-", "*"):
        out[k] = OPS[k](x, y)
    return out
''', ('x', 'y'))
p('r21b_op_floordiv_zero', r'''
import operator
@lifted
def g(x, y):
    op = operator.floordiv if x > 0 else operator.mod
    return op(x, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_op_itemgetter_sort', r'''
import operator
@lifted
def f(x, y):
    rows = [("a", x, 3), ("b", y, 1), ("c", x - y, 2)]
    return sorted(rows, key=operator.itemgetter(1, 2)), max(rows, key=operator.itemgetter(1))[0]
''', ('x', 'y'))
p('r21b_op_reduce', r'''
import operator, functools
@lifted
def f(x, y):
    return functools.reduce(operator.xor, [x, y, 5]), functools.reduce(operator.or_, [x & 3, y], 0), functools.reduce(operator.mul, range(1, y + 3))
''', ('x', 'y'))
p('r21b_op_neg_inv_abs', r'''
import operator
@lifted
def f(x):
    return operator.neg(x), operator.invert(x), operator.abs(x), operator.index(x), operator.truth(x)
''', ('x',))
p('r21b_op_lshift_rshift', r'''
import operator
@lifted
def g(x, y):
    return operator.lshift(x, y), operator.rshift(x, y), operator.pow(x, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_op_chosen_by_path', r'''
import operator
@lifted
def f(x, y):
    op = operator.add
    if x < 0:
        op = operator.sub
    elif x > 1:
        op = operator.mul
    return op(x, y), op.__name__
''', ('x', 'y'))
p('r21b_op_iadd_list', r'''
import operator
@lifted
def f(x, y):
    a = [x]
    b = operator.iadd(a, [y])
    n = operator.iadd(x, y)
    return a, b is a, n
''', ('x', 'y'))
p('r21b_boolarith_count_pos', r'''
@lifted
def f(x, y):
    vals = [x, y, x - y, x + y, 2]
    return sum(v > 0 for v in vals), sum(v < 0 for v in vals) * 10
''', ('x', 'y'))
p('r21b_boolarith_types', r'''
@lifted
def f(x, b):
    c = x > 0
    r = b + c
    return r, type(r).__name__, type(b * x).__name__, b - True, -b, +c
''', ('x', 'b'))
p('r21b_boolarith_index', r'''
@lifted
def f(x, b):
    opts = ["no", "yes"]
    return opts[b], opts[x > 0], ("lo", "hi")[x >= 2], [1, 2, 3][b + (x > 0)]
''', ('x', 'b'))
p('r21b_boolarith_divide', r'''
@lifted
def f(x, b):
    return (x + 2) // (b + 1), divmod(x, True), x ** b, b ** 2, True << b
''', ('x', 'b'))
p('r21b_boolarith_sum_start_bool', r'''
@lifted
def f(x, b):
    r = sum([b, x > 0], b)
    return r, type(r).__name__, sum([b]), type(sum([b])).__name__
''', ('x', 'b'))
p('r21b_sort_by_abs_then_sign', r'''
@lifted
def f(x, y):
    return sorted([x, -x, y, -y, 0], key=lambda v: (abs(v), v < 0))
''', ('x', 'y'))
p('r21b_sort_by_mod', r'''
@lifted
def f(x, y):
    return sorted(range(x, x + 5), key=lambda v: (v % 3, -v))
''', ('x', 'y'))
p('r21b_sort_reverse_stable', r'''
@lifted
def f(x, y):
    items = [("a", x // 2), ("b", y), ("c", x % 2), ("d", y)]
    return sorted(items, key=lambda t: t[1], reverse=True)
''', ('x', 'y'))
p('r21b_sort_by_bitcount', r'''
@lifted
def f(x, y):
    xs = [x + 3, y + 5, 7, 8]
    return sorted(xs, key=lambda v: (v.bit_count(), v))
''', ('x', 'y'))
p('r21b_sort_heap_nsmallest', r'''
@lifted
def f(x, y):
    xs = [x * 3, y, -x, 4, y - x]
    return heapq.nsmallest(2, xs), heapq.nlargest(2, xs, key=abs)
''', ('x', 'y'))
p('r21b_sort_bisect_grades', r'''
@lifted
def grade(score, cuts=(60, 70, 80, 90), letters="FDCBA"):
    return letters[bisect.bisect(cuts, score)]
@lifted
def f(x, y):
    return [grade(s) for s in (x * 10 + 75, 89 + y, 60 + x)]
''', ('x', 'y'))
p('r21b_dig_sum', r'''
@lifted
def f(x, y):
    n = abs(x * 123 + y * 45)
    s = 0
    while n:
        n, d = divmod(n, 10)
        s += d
    return s
''', ('x', 'y'))
p('r21b_dig_from_digits', r'''
@lifted
def f(x, y):
    digits = [abs(x), y + 1, 3]
    n = 0
    for d in digits:
        n = n * 7 + d
    return n
''', ('x', 'y'))
p('r21b_dig_reverse_number', r'''
@lifted
def f(x, y):
    n = abs(x) * 100 + (y + 1) * 10 + 3
    r = 0
    while n > 0:
        r = r * 10 + n % 10
        n //= 10
    return r
''', ('x', 'y'))
p('r21b_dig_palindrome', r'''
@lifted
def f(x, y):
    n = (x + 3) * 11 + y
    s = str(n)
    return s == s[::-1], n
''', ('x', 'y'))
p('r21b_dig_count_len_str', r'''
@lifted
def f(x):
    n = x * 333
    return len(str(n)), len(str(abs(n))), str(n)[0]
''', ('x',))
p('r21b_dig_roman', r'''
VALS = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
@lifted
def roman(n):
    out = ""
    for v, sym in VALS:
        while n >= v:
            out += sym
            n -= v
    return out
@lifted
def f(x, y):
    return roman(x + 4 + (y + 1) * 3)
''', ('x', 'y'))
p('r21b_dig_bcd', r'''
@lifted
def f(x):
    n = (x + 3) * 7
    return ((n // 10) << 4) | (n % 10), hex(((n // 10) << 4) | (n % 10))
''', ('x',))
p('r21b_chk_luhn', r'''
@lifted
def luhn(digits):
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0
@lifted
def f(x, y):
    return luhn([7, 9, 9, 2, 7, 3, 9, 8, abs(x), y + 1])
''', ('x', 'y'))
p('r21b_chk_luhn_checkdigit', r'''
@lifted
def f(x, y):
    digits = [4, abs(x), 5, y + 1, 3]
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d = d * 2
            d = d - 9 if d > 9 else d
        s += d
    return (10 - s % 10) % 10
''', ('x', 'y'))
p('r21b_chk_isbn10', r'''
@lifted
def f(x, y):
    digits = [0, 3, 0, 6, 4, abs(x), 6, y + 1, 5]
    s = sum((10 - i) * d for i, d in enumerate(digits))
    c = (11 - s % 11) % 11
    return "X" if c == 10 else str(c)
''', ('x', 'y'))
p('r21b_chk_isbn13', r'''
@lifted
def f(x, y):
    digits = [9, 7, 8, 0, abs(x), 0, 6, 4, 0, y + 1, 1, 5]
    s = sum(d * (3 if i % 2 else 1) for i, d in enumerate(digits))
    return (10 - s % 10) % 10
''', ('x', 'y'))
p('r21b_chk_parity', r'''
@lifted
def f(x, y):
    word = (x & 0x7) << 4 | (y & 0x7)
    parity = 0
    for i in range(7):
        parity ^= (word >> i) & 1
    return word | (parity << 7), parity
''', ('x', 'y'))
p('r21b_loop_collatz_max', r'''
@lifted
def f(x):
    n = x + 4
    peak = n
    for _ in range(12):
        if n == 1:
            break
        n = n >> 1 if n & 1 == 0 else 3 * n + 1
        peak = max(peak, n)
    return peak
''', ('x',))
p('r21b_loop_isqrt_bisect', r'''
@lifted
def isqrt(n):
    lo, hi = 0, n + 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid
    return lo
@lifted
def f(x, y):
    n = (x + 3) * 5 + y
    return isqrt(n)
''', ('x', 'y'))
p('r21b_loop_isqrt_newton', r'''
@lifted
def f(x, y):
    n = (x + 3) * 7 + y + 1
    r = n
    for _ in range(6):
        nr = (r + n // r) // 2
        if nr >= r:
            break
        r = nr
    return r
''', ('x', 'y'))
p('r21b_loop_modinv_vs_pow', r'''
@lifted
def inv(a, m):
    t, nt, r, nr = 0, 1, m, a % m
    while nr:
        q = r // nr
        t, nt = nt, t - q * nt
        r, nr = nr, r - q * nr
    if r != 1:
        raise ValueError(f"{a} has no inverse mod {m}")
    return t % m
@lifted
def g(x, y):
    return inv(x, 9), pow(x, -1, 9)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_loop_sieve', r'''
@lifted
def f(x, y):
    n = x + 12
    is_p = [True] * n
    is_p[0] = is_p[1] = False
    for i in range(2, n):
        if is_p[i]:
            for j in range(i * i, n, i):
                is_p[j] = False
    return [i for i in range(n) if is_p[i]][-1]
''', ('x', 'y'))
p('r21b_loop_fib_mod', r'''
@lifted
def f(x, y):
    a, b = 0, 1
    for _ in range(x + 4):
        a, b = b, (a + b) % (y + 5)
    return a
''', ('x', 'y'))
p('r21b_loop_binary_search_list', r'''
@lifted
def f(x, y):
    xs = [-5, -2, 0, 3, 7, 11]
    t = x * 2 + y
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) >> 1
        if xs[mid] < t:
            lo = mid + 1
        else:
            hi = mid
    return lo, lo < len(xs) and xs[lo] == t, bisect.bisect_left(xs, t)
''', ('x', 'y'))
p('r21b_bv_add_int', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    return v + x, v * 3, v - 1 == x, v + 1 > x
''', ('v', 'x'))
p('r21b_bv_int_conv', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v):
    return int(v), v.__index__(), int(v) + 10, v.signed, v.unsigned
''', ('v',))
p('r21b_bv_index_list', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

NAMES = [f"r{i}" for i in range(16)]
@lifted
def f(v):
    return NAMES[v], NAMES[int(v)]
''', ('v',))
p('r21b_bv_eq_int_both', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v):
    return v == 13, v == -3, v == 3, v != 16, v == BV4(13)
''', ('v',))
p('r21b_bv_shift_by_int', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    n = abs(x)
    return v << n, v >> n, v >> BV4(n), stamen.lshr(v, BV4(n)) if hasattr(stamen, "lshr") else None
''', ('v', 'x'))
p('r21b_bv_cmp_signed', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    return v < x, v >= 0, max(v, BV4(2)), sorted([v, BV4(x), BV4(0)])
''', ('v', 'x'))
p('r21b_bv_divs', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    d = BV4(x)
    return v / d, v % d, stamen.udiv(v, d), stamen.urem(v, d) if hasattr(stamen, "urem") else None
''', ('v', 'x'))
p('r21b_bv_range_unsigned', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v):
    return len(range(v)), sum(range(v & 3))
''', ('v',))
p('r21b_bv_bin_hex', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v):
    return bin(v), hex(v), oct(v)
''', ('v',))
p('r21b_bv_abs_type_error', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def g(v):
    return abs(v)

@lifted
def f(v):
    try:
        return g(v)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('v',))
p('r21b_bv_floordiv_type_error', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def g(v):
    return v // BV4(2)

@lifted
def f(v):
    try:
        return g(v)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('v',))
p('r21b_bv_dict_key', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    d = {BV4(1): "one", BV4(-1): "minus"}
    return d.get(v, "?"), v in {BV4(x), BV4(3)}
''', ('v', 'x'))
p('r21b_bv_emulate_vs_int', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    a = v.unsigned
    lhs = (a + x) & 0xF
    rhs = (v + x).unsigned
    return lhs, rhs, lhs == rhs
''', ('v', 'x'))
p('r21b_bv_sign_ext_by_hand', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v):
    u = v.unsigned
    s = u - 16 if u & 8 else u
    return s == int(v), s, v.signed
''', ('v',))
p('r21b_bv_count_bits_loop', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v):
    c = 0
    for i in range(4):
        if (v >> i) & 1 == 1:
            c += 1
    return c
''', ('v',))
p('r21b_bv_branch_type', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    r = v if x > 0 else int(v)
    return r + 1, type(r).__name__
''', ('v', 'x'))
p('r21b_bv_str_text', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def g(v):
    return str(v), repr(v)

@lifted
def f(v):
    try:
        return g(v)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('v',))
p('r21b_bv_invert_neg', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v):
    return ~v, -v, ~v + 1 == -v, v ^ 0xF, v & ~BV4(1)
''', ('v',))
p('r21b_bv_pow_error', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def g(v):
    return v ** 2

@lifted
def f(v):
    try:
        return g(v)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('v',))
p('r21b_bv_bool_mix', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, b):
    return v + int(b), v if b else BV4(0), (v != 0) + b
''', ('v', 'b'))
p('r21b_bv_width_mix_int', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    wide = BV8(v.unsigned) + BV8(x)
    return wide, int(wide), wide.unsigned
''', ('v', 'x'))
p('r21b_bv_width_mix_error', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def g(v):
    return BV8(1) + v

@lifted
def f(v):
    try:
        return g(v)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('v',))
p('r21b_bv_hash_set_sum', r'''BV4 = stamen.BitVec(4)
BV8 = stamen.BitVec(8)

@lifted
def f(v, x):
    vs = [v, BV4(x), v + 1]
    return sum(int(e) for e in vs), min(vs), max(vs, key=lambda e: e.unsigned)
''', ('v', 'x'))
p('r21b_pt_int_or_bool_sum', r'''
@lifted
def f(x, y):
    acc = False
    for v in (x, y, 1):
        if v > 0:
            acc = acc + v
        else:
            acc = acc or v == 0
    return acc, type(acc).__name__
''', ('x', 'y'))
p('r21b_pt_int_or_str_digits', r'''
@lifted
def f(x):
    v = x * 12 if x > 0 else str(-x)
    return v if isinstance(v, int) else int(v) + 1
''', ('x',))
p('r21b_pt_counter_class', r'''
class Acc:
    def __init__(self, mod):
        self.mod = mod
        self.total = 0
    def add(self, v):
        self.total = (self.total + v) % self.mod
        return self
@lifted
def f(x, y):
    a = Acc(5) if x > 0 else Acc(y + 2)
    for v in (x, y, x * y):
        a.add(v)
    return a.total, a.mod
''', ('x', 'y'))
p('r21b_pt_strategy_objects', r'''
class Floor:
    def div(self, a, b):
        return a // b
class Trunc:
    def div(self, a, b):
        q = abs(a) // abs(b)
        return q if (a >= 0) == (b > 0) else -q
@lifted
def f(x, y):
    s = Floor() if y > 0 else Trunc()
    return s.div(x * 3 - 1, 2), s.div(-7, y if y else 3), type(s).__name__
''', ('x', 'y'))
p('r21b_pt_exception_texts', r'''
import math
@lifted
def g(x, y):
    if x > 1:
        return math.isqrt(y - 1)
    if x < -1:
        return 1 << y
    if x == 0:
        return pow(y, -1, 4)
    return 10 % y

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pt_overflow_text', r'''
@lifted
def g(x):
    return (255 + x).to_bytes(1, "big"), (x - 1).to_bytes(1, "big", signed=True)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_pt_exc_chain_fin', r'''
@lifted
def g(x, y):
    log = []
    try:
        try:
            r = x // y
        finally:
            log.append("fin")
        r = r % (x + 1)
    except ZeroDivisionError as e:
        log.append(str(e))
        r = -1
    return r, log

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_pt_dataclass_money', r'''
@dataclasses.dataclass(frozen=True)
class Money:
    cents: int
    def __add__(self, o):
        return Money(self.cents + o.cents)
    def split(self, n):
        q, r = divmod(self.cents, n)
        return [Money(q + (1 if i < r else 0)) for i in range(n)]
@lifted
def f(x, y):
    m = Money(x * 100 + 7) + Money(y * 33)
    return [p.cents for p in m.split(3)], m
''', ('x', 'y'))
p('r21b_pt_fixed_point', r'''
SCALE = 1000
@lifted
def mul(a, b):
    r = a * b
    return (r + SCALE // 2) // SCALE if r >= 0 else -((-r + SCALE // 2) // SCALE)
@lifted
def f(x, y):
    a = x * 1500
    b = y * 250 + 125
    return mul(a, b), mul(-a, b)
''', ('x', 'y'))
p('r21b_pt_tax_brackets', r'''
BRACKETS = [(1000, 0), (3000, 10), (None, 25)]
@lifted
def tax(income):
    owed = 0
    prev = 0
    for top, rate in BRACKETS:
        if top is None or income <= top:
            owed += (income - prev) * rate // 100
            return owed
        owed += (top - prev) * rate // 100
        prev = top
    return owed
@lifted
def f(x, y):
    return tax(x * 1200 + 3700), tax(max(0, y * 900))
''', ('x', 'y'))
p('r21b_pt_bank_interest', r'''
@lifted
def f(x, y):
    bal = 1000 + x * 250
    hist = []
    for month in range(3):
        interest = bal * (5 + y) // 1200
        if bal < 0:
            interest = -(-bal * 20 // 1200)
        bal += interest
        hist.append(bal)
    return hist
''', ('x', 'y'))
p('r21b_int_attrs', r'''
@lifted
def f(x):
    return x.numerator, x.denominator, x.real, x.imag, x.conjugate(), x.as_integer_ratio()
''', ('x',))
p('r21b_int_unbound_methods', r'''
@lifted
def f(x, y):
    return int.bit_length(x * 5), int.__add__(x, y), list(map(int.bit_count, [x, y, 7]))
''', ('x', 'y'))
p('r21b_int_constructor', r'''
@lifted
def f(x, b):
    return int(x), int(b), int(), int(True) + x, int(-x / 2) if x else 0
''', ('x', 'b'))
p('r21b_int_str_sign_space', r'''
@lifted
def g(x):
    texts = [" 42 ", "-7", "+3", "1_000", "0x10", "", "٣"]
    return int(texts[x + 3])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_int_str_base0', r'''
@lifted
def g(x):
    texts = ["0x1f", "0b101", "0o17", "10", "010", "0", "-0x2"]
    return int(texts[x + 3], 0)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_int_base_36', r'''
@lifted
def g(x):
    return int("zz"[: (x % 2) + 1], 36), int("Z1", 36 - x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_int_hash_small', r'''
@lifted
def f(x):
    return hash(x), hash(-1), hash(x) == hash(x + 0), hash(True)
''', ('x',))
p('r21b_int_bool_of_ops', r'''
@lifted
def f(x, y):
    out = []
    for v in (x & y, x | y, x ^ y, x % 3, x // 2):
        out.append("T" if v else "F")
    return "".join(out)
''', ('x', 'y'))
p('r21b_int_chained_cmp', r'''
@lifted
def f(x, y):
    return 0 <= x < 3, x < y <= 2, -1 < x * y < 2 != x, x == y == 1
''', ('x', 'y'))
p('r21b_int_augassign_ops', r'''
@lifted
def f(x, y):
    a = x
    a += 7
    a *= 3
    a //= 2
    a %= 11
    a <<= 2
    a >>= 1
    a |= y & 3
    a ^= 5
    a &= 0x3F
    a -= y
    a **= 2
    return a
''', ('x', 'y'))
p('r21b_int_augassign_zero', r'''
@lifted
def g(x, y):
    a = 100
    a //= x
    a %= y
    return a

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_int_big_values', r'''
@lifted
def f(x):
    n = x * 10 ** 20 + 7
    return n % 1000, n // 10 ** 19, n.bit_length(), (n >> 64) & 0xFF
''', ('x',))
p('r21b_int_pow_big', r'''
@lifted
def f(x, y):
    return (x + 3) ** (y + 5) % 1000003, 2 ** (x + 60) > 10 ** 18
''', ('x', 'y'))
p('r21b_ex_pow_zero_neg', r'''
@lifted
def g(x):
    return pow(0, x), 0 ** (x - 1)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_pow_mod_zero', r'''
@lifted
def g(x, y):
    return pow(x, y, y * 0)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ex_pow_mod_negexp_zero_base', r'''
@lifted
def g(x, y):
    return pow(x * y, -1, 5)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ex_pow_mod_neg_exp_neg_mod', r'''
@lifted
def g(x):
    return pow(3, x, -7)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_to_bytes_neg_unsigned', r'''
@lifted
def g(x):
    return x.to_bytes(2, "little")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_to_bytes_bad_len', r'''
@lifted
def g(x):
    return (5).to_bytes(x, "big")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_to_bytes_bad_order', r'''
@lifted
def g(x):
    return x.to_bytes(2, "middle" if x > 0 else "big", signed=True)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_bytes_range', r'''
@lifted
def g(x):
    return bytes([x * 100 + 50])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_chr_range', r'''
@lifted
def g(x):
    return chr(x * 0x110000 + 65)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_range_step_zero', r'''
@lifted
def g(x, y):
    return list(range(0, 5, y))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ex_factorial_neg', r'''
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
p('r21b_ex_lcm_gcd_types', r'''
import math
@lifted
def g(x, b):
    return math.gcd(x, b), math.lcm(b, 3)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21b_ex_int_base_text', r'''
@lifted
def g(x):
    return int("12", x * 10 + 20)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_int_invalid_literal', r'''
@lifted
def g(x):
    return int(["12", "1.5", "abc", "-", "9"][x % 5])

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_divmod_text_variants', r'''
@lifted
def g(x, y):
    out = []
    for op in ("//", "%", "divmod"):
        try:
            if op == "//":
                out.append(x // y)
            elif op == "%":
                out.append(x % y)
            else:
                out.append(divmod(x, y))
        except ZeroDivisionError as e:
            out.append(str(e))
    return out

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ex_shift_neg_both', r'''
@lifted
def g(x, y):
    try:
        a = x << (y - 1)
    except ValueError as e:
        a = str(e)
    try:
        b = x >> (y - 1)
    except ValueError as e:
        b = str(e)
    return a, b

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ex_list_mul_neg', r'''
@lifted
def g(x):
    return [0] * x, "ab" * x, len([1] * (x - 1))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_round_ndigits_type', r'''
@lifted
def g(x, y):
    return round(x * 111, y - 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ex_math_comb_k_gt_n', r'''
import math
@lifted
def g(x, y):
    return math.comb(y + 1, x), math.perm(y + 1, x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ex_int_from_bytes_bad_order', r'''
@lifted
def g(x):
    return int.from_bytes(b"\x01\x02", "big" if x > 0 else "huge")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ex_user_raise_format', r'''
@lifted
def g(x, y):
    if x * y > 2:
        raise OverflowError(f"value {x * y:#x} too large")
    if x - y < -2:
        raise ValueError("neg: %d" % (x - y))
    return x * y

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_chr_caesar', r'''
@lifted
def f(x, y):
    text = "Hello"
    shift = x * 5 + y
    out = ""
    for c in text:
        if c.isupper():
            out += chr((ord(c) - 65 + shift) % 26 + 65)
        else:
            out += chr((ord(c) - 97 + shift) % 26 + 97)
    return out
''', ('x', 'y'))
p('r21b_chr_hexdigit', r'''
@lifted
def f(x, y):
    n = (x + 3) * 3 + y
    return chr(n + 48) if n < 10 else chr(n - 10 + 97), "0123456789abcdef"[n]
''', ('x', 'y'))
p('r21b_ord_hash_poly', r'''
@lifted
def f(x):
    h = x
    for c in "abc":
        h = (h * 31 + ord(c)) & 0xFFFF
    return h
''', ('x',))
p('r21b_ord_sym_str', r'''
@lifted
def f(s):
    if len(s) == 0:
        return -1
    return ord(s[0]) - ord("0")
''', ('s',))
p('r21b_sym_str_digit_sum', r'''
@lifted
def f(s):
    t = 0
    for i in range(len(s)):
        c = s[i]
        if "0" <= c <= "9":
            t += ord(c) - 48
    return t
''', ('s',))
p('r21b_range_neg_step', r'''
@lifted
def f(x, y):
    r = range(x, -4, -(y + 2))
    return list(r), len(r), sum(r)
''', ('x', 'y'))
p('r21b_range_index_contains', r'''
@lifted
def g(x, y):
    r = range(-5, 10, 3)
    return x in r, r.index(x * 2 + 1) if x * 2 + 1 in r else None, r[y], r[-y - 1], r.count(x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_range_reversed_sym', r'''
@lifted
def f(x, y):
    return list(reversed(range(x, y + 3))), range(x, 3)[::-1][:2] == range(2, x - 1, -1)[:2]
''', ('x', 'y'))
p('r21b_range_eq', r'''
@lifted
def f(x, y):
    return range(0, x) == range(0, y), range(x, x) == range(0), len(range(x, 10, 4))
''', ('x', 'y'))
p('r21b_range_index_err', r'''
@lifted
def g(x):
    return range(1, 4)[x]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_user_mod_class', r'''
class Mod:
    M = 7
    def __init__(self, v):
        self.v = v % Mod.M
    def __add__(self, o):
        return Mod(self.v + (o.v if isinstance(o, Mod) else o))
    __radd__ = __add__
    def __mul__(self, o):
        return Mod(self.v * (o.v if isinstance(o, Mod) else o))
    def __pow__(self, e):
        return Mod(pow(self.v, e, Mod.M))
    def __eq__(self, o):
        return self.v == (o.v if isinstance(o, Mod) else o % Mod.M)
    def __repr__(self):
        return f"Mod({self.v})"
@lifted
def f(x, y):
    a = Mod(x) * 3 + y
    return repr(a), a ** (y + 2) == 1, repr(sum([Mod(x), Mod(y)], Mod(0))), repr(5 + a)
''', ('x', 'y'))
p('r21b_user_index_dunder', r'''
class Reg:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n
@lifted
def f(x, y):
    r = Reg(x + 3)
    return [10, 20, 30, 40, 50, 60, 70][r], bin(r), 1 << Reg(y + 1), hex(r)
''', ('x', 'y'))
p('r21b_user_int_dunder', r'''
class Temp:
    def __init__(self, c):
        self.c = c
    def __int__(self):
        return self.c * 9 // 5 + 32
@lifted
def f(x):
    return int(Temp(x * 10))
''', ('x',))
p('r21b_user_total_ordering', r'''
import functools
@functools.total_ordering
class Ver:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
@lifted
def f(x, y):
    a, b, c = Ver(1, x), Ver(1, y), Ver(0, 9)
    vs = sorted([a, b, c])
    return [v.parts for v in vs], a >= b, max(a, b).parts
''', ('x', 'y'))
p('r21b_user_int_subclass', r'''
class Port(int):
    def is_privileged(self):
        return self < 1024
@lifted
def f(x):
    p_ = Port(x * 500 + 2000)
    return p_.is_privileged(), p_ + 1, type(p_ + 1).__name__, isinstance(p_, int)
''', ('x',))
p('r21b_user_bool_dunder_count', r'''
class Flag:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v % 2 == 1
@lifted
def f(x, y):
    fs = [Flag(x), Flag(y), Flag(x + y)]
    return sum(bool(v) for v in fs), [i for i, v in enumerate(fs) if v]
''', ('x', 'y'))
p('r21b_fmt_percent', r'''
@lifted
def f(x, y):
    return "%d|%x|%o|%5d|%-4d|%+d|%04X" % (x, x + 16, y + 8, x * 100, y, x, (x * 37) & 0xFFFF)
''', ('x', 'y'))
p('r21b_fmt_fstring_spec', r'''
@lifted
def f(x, y):
    n = x * 1234 + y
    return f"{n:,}", f"{n:>8}", f"{n:^7d}", f"{n:_x}"
''', ('x', 'y'))
p('r21b_fmt_binary_table', r'''
@lifted
def f(x):
    return [f"{i:03b}" for i in range(x + 3)]
''', ('x',))
p('r21b_fmt_str_zfill', r'''
@lifted
def f(x):
    s = str(x * 7)
    return s.zfill(4), s.rjust(5, "0"), s.ljust(3, "*")
''', ('x',))
p('r21b_fmt_sign_width', r'''
@lifted
def f(x):
    return format(x, "+04d"), format(x, " d"), format(-x, "=+5d"), format(x, "b")
''', ('x',))
p('r21b_rw_zigzag', r'''
@lifted
def f(x, y):
    n = x * 5 + y
    z = (n << 1) ^ (n >> 63)
    back = (z >> 1) ^ -(z & 1)
    return z, back
''', ('x', 'y'))
p('r21b_rw_utf8_encode', r'''
@lifted
def utf8(cp):
    if cp < 0x80:
        return [cp]
    if cp < 0x800:
        return [0xC0 | cp >> 6, 0x80 | cp & 0x3F]
    return [0xE0 | cp >> 12, 0x80 | cp >> 6 & 0x3F, 0x80 | cp & 0x3F]
@lifted
def f(x, y):
    cp = [0x41, 0xE9, 0x20AC, 0x7FF][x % 4] + y
    return utf8(cp), list(chr(cp).encode("utf-8"))
''', ('x', 'y'))
p('r21b_rw_hamming', r'''
@lifted
def f(x, y):
    a, b = x & 0xF, (y * 7) & 0xF
    return bin(a ^ b).count("1"), (a ^ b).bit_count()
''', ('x', 'y'))
p('r21b_rw_reverse_bits', r'''
@lifted
def f(x):
    n = x & 0xFF
    r = 0
    for _ in range(8):
        r = (r << 1) | (n & 1)
        n >>= 1
    return r, int(format(x & 0xFF, "08b")[::-1], 2)
''', ('x',))
p('r21b_rw_next_pow2', r'''
@lifted
def f(x, y):
    n = (x + 3) * 3 + y
    p_ = 1
    while p_ < n:
        p_ <<= 1
    return p_, n & (n - 1) == 0 and n != 0, 1 << (n - 1).bit_length() if n > 0 else 1
''', ('x', 'y'))
p('r21b_rw_saturating', r'''
@lifted
def sat_add(a, b, lo=-128, hi=127):
    return max(lo, min(hi, a + b))
@lifted
def f(x, y):
    return sat_add(x * 50, y * 60), sat_add(-x * 60, -100), sat_add(x, y, lo=0, hi=2)
''', ('x', 'y'))
p('r21b_rw_overflow_detect32', r'''
@lifted
def f(x, y):
    a = x * 0x40000000
    b = y * 0x7FFFFFFF
    s = (a + b) & 0xFFFFFFFF
    s = s - (1 << 32) if s >= 1 << 31 else s
    return s, s != a + b
''', ('x', 'y'))
p('r21b_rw_bitboard_ttt', r'''
WINS = [0b111000000, 0b000111000, 0b000000111, 0b100100100, 0b010010010, 0b001001001, 0b100010001, 0b001010100]
@lifted
def f(x, y):
    board = 0
    for cell in (x + 3, (y + 1) * 2, 4):
        board |= 1 << cell
    return any(board & w == w for w in WINS), bin(board)
''', ('x', 'y'))
p('r21b_rw_crc_table_lookup', r'''
TABLE = [(i * 0x1D) & 0xFF for i in range(256)]
@lifted
def f(x, y):
    crc = 0xFF
    for b in (x & 0xFF, y & 0xFF):
        crc = TABLE[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc
''', ('x', 'y'))
p('r21b_rw_lcg_dice', r'''
@lifted
def f(x):
    seed = x & 0x7FFFFFFF
    rolls = []
    for _ in range(3):
        seed = (1103515245 * seed + 12345) % (1 << 31)
        rolls.append(seed % 6 + 1)
    return rolls
''', ('x',))
p('r21b_cal_leap', r'''
@lifted
def leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
@lifted
def f(x, y):
    return [leap(v) for v in (1900 + x * 50, 2000 + y * 100, 2024 + x)]
''', ('x', 'y'))
p('r21b_cal_zeller', r'''
@lifted
def dow(y, m, d):
    if m < 3:
        m += 12
        y -= 1
    k, j = y % 100, y // 100
    h = (d + 13 * (m + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return ["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"][h]
@lifted
def f(x, y):
    return dow(2024, x + 4, y * 9 + 3)
''', ('x', 'y'))
p('r21b_cal_days_in_month', r'''
@lifted
def f(x, y):
    m = (x + 3) * 2 - y
    year = 2023 + (y > 0)
    if m == 2:
        return 29 if year % 4 == 0 else 28
    return 30 + ((m + (m >> 3)) & 1)
''', ('x', 'y'))
p('r21b_cal_iso_week_ordinal', r'''
CUM = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
@lifted
def f(x, y):
    m, d = x + 4, y * 10 + 5
    doy = CUM[m - 1] + d
    return doy, (doy - 1) // 7 + 1, doy % 7
''', ('x', 'y'))
p('r21b_nt_perfect', r'''
@lifted
def f(x, y):
    n = (x + 3) * 2 + y + 4
    s = sum(d for d in range(1, n) if n % d == 0)
    return "perfect" if s == n else ("abundant" if s > n else "deficient")
''', ('x', 'y'))
p('r21b_nt_triangular', r'''
import math
@lifted
def f(x, y):
    n = (x + 3) * 3 + y
    k = (math.isqrt(8 * n + 1) - 1) // 2
    return k * (k + 1) // 2 == n, k
''', ('x', 'y'))
p('r21b_nt_pythag', r'''
@lifted
def f(x, y):
    a, b = x + 4, (y + 1) * 4
    c2 = a * a + b * b
    c = 0
    while c * c < c2:
        c += 1
    return c * c == c2, c
''', ('x', 'y'))
p('r21b_nt_crt', r'''
@lifted
def crt(r1, m1, r2, m2):
    for v in range(m1 * m2):
        if v % m1 == r1 and v % m2 == r2:
            return v
    return None
@lifted
def f(x, y):
    return crt(x % 3, 3, y % 5, 5), crt(x % 4, 4, y % 6, 6)
''', ('x', 'y'))
p('r21b_nt_egyptian', r'''
import math
@lifted
def f(x, y):
    num, den = x + 4, 9 + y
    out = []
    while num and len(out) < 4:
        d = -(-den // num)
        out.append(d)
        num, den = num * d - den, den * d
        g = math.gcd(num, den)
        num, den = num // g, den // g
    return out
''', ('x', 'y'))
p('r21b_nt_fizzbuzz', r'''
@lifted
def f(x, y):
    out = []
    for i in range(x + 4, x + 9):
        s = ("Fizz" if i % 3 == 0 else "") + ("Buzz" if i % (y + 5) == 0 else "")
        out.append(s or i)
    return out
''', ('x', 'y'))
p('r21b_nt_horner_mod', r'''
@lifted
def f(x, y):
    coeffs = [3, -2, x, 7]
    acc = 0
    for c in coeffs:
        acc = (acc * (y + 4) + c) % 13
    return acc
''', ('x', 'y'))
p('r21b_nt_matrix_pow_mod', r'''
@lifted
def mul(a, b, m):
    return [[(a[0][0] * b[0][0] + a[0][1] * b[1][0]) % m, (a[0][0] * b[0][1] + a[0][1] * b[1][1]) % m],
            [(a[1][0] * b[0][0] + a[1][1] * b[1][0]) % m, (a[1][0] * b[0][1] + a[1][1] * b[1][1]) % m]]
@lifted
def f(x, y):
    r = [[1, 0], [0, 1]]
    base = [[1, 1], [1, 0]]
    e = x + 3
    while e:
        if e & 1:
            r = mul(r, base, 10 + y)
        base = mul(base, base, 10 + y)
        e >>= 1
    return r[0][1]
''', ('x', 'y'))
p('r21b_nt_digits_product_loop', r'''
import math
@lifted
def f(x, y):
    n = abs(x * 100 + y * 17 + 39)
    steps = 0
    while n >= 10 and steps < 5:
        n = math.prod(int(c) for c in str(n))
        steps += 1
    return n, steps
''', ('x', 'y'))
p('r21b_nt_armstrong', r'''
@lifted
def f(x, y):
    n = 150 + x * 3 + y
    ds = [int(c) for c in str(n)]
    return sum(d ** len(ds) for d in ds) == n, n
''', ('x', 'y'))
p('r21b_nt_grid_index', r'''
@lifted
def f(x, y):
    W = 4
    i = (x + 3) * 2 + y
    r, c = divmod(i, W)
    nbrs = [(r + dr) * W + (c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= r + dr < 4 and 0 <= c + dc < W]
    return (r, c), nbrs
''', ('x', 'y'))
p('r21b_lib_reduce_gcd', r'''
import math, functools
@lifted
def f(x, y):
    xs = [x * 6, y * 4 + 8, 12]
    return functools.reduce(math.gcd, xs), functools.reduce(math.lcm, [x + 4, y + 2, 3])
''', ('x', 'y'))
p('r21b_lib_accumulate_mul', r'''
import itertools, operator
@lifted
def f(x, y):
    return list(itertools.accumulate([x, y, 2, -1], operator.mul)), list(itertools.accumulate([x, y, 3], max)), list(itertools.accumulate([1, 2], initial=x))
''', ('x', 'y'))
p('r21b_lib_product_bits', r'''
import itertools
@lifted
def f(x, y):
    target = x + 3
    hits = []
    for bits in itertools.product((0, 1), repeat=3):
        v = bits[0] * 4 + bits[1] * 2 + bits[2]
        if v == target or v == y + 4:
            hits.append(bits)
    return hits
''', ('x', 'y'))
p('r21b_lib_counter_digits', r'''
@lifted
def f(x, y):
    n = abs(x * 1111 + y * 101)
    c = collections.Counter(str(n))
    return sorted(c.items()), c.most_common(1)[0][1]
''', ('x', 'y'))
p('r21b_lib_counter_mods', r'''
@lifted
def f(x, y):
    c = collections.Counter(v % 3 for v in (x, y, x + y, x * y, 5))
    return c[0], c[1], c[2], c.total()
''', ('x', 'y'))
p('r21b_lib_map_abs_sorted', r'''
@lifted
def f(x, y):
    return sorted(map(abs, [x, y, -2])), list(map(pow, [x, 2], [2, y + 1])), list(map(divmod, [x, 7], [3, y + 2]))
''', ('x', 'y'))
p('r21b_lib_statistics_median', r'''
import statistics
@lifted
def f(x, y):
    xs = [x, y, 3, -1]
    return statistics.median_low(xs), statistics.median_high(xs), statistics.mode([x, y, y])
''', ('x', 'y'))
p('r21b_lib_heap_prio', r'''
@lifted
def f(x, y):
    h = []
    for name, pr in (("a", x), ("b", y), ("c", x * y), ("d", -x)):
        heapq.heappush(h, (-pr, name))
    return [heapq.heappop(h)[1] for _ in range(3)]
''', ('x', 'y'))
p('r21b_lib_int_map_str', r'''
@lifted
def f(x, y):
    text = f"{x},{y},{x * y}"
    return sum(map(int, text.split(",")))
''', ('x', 'y'))
p('r21b_lib_sorted_int_strs', r'''
@lifted
def f(x, y):
    vals = [str(x * 5), str(y), "10"]
    return sorted(vals), sorted(vals, key=int), max(vals, key=lambda s: (len(s), s))
''', ('x', 'y'))
p('r21b_lib_divmod_user_class', r'''
class Dur:
    def __init__(self, s):
        self.s = s
    def __divmod__(self, n):
        q, r = divmod(self.s, n)
        return Dur(q), Dur(r)
    def __floordiv__(self, n):
        return Dur(self.s // n)
@lifted
def f(x, y):
    q, r = divmod(Dur(x * 7 + y), 4)
    return q.s, r.s, (Dur(x) // 2).s
''', ('x', 'y'))
p('r21b_lib_rdivmod', r'''
class N:
    def __init__(self, v):
        self.v = v
    def __rdivmod__(self, other):
        return divmod(other, self.v + 3)
    def __rpow__(self, other):
        return other ** (self.v + 1)
@lifted
def f(x, y):
    return divmod(x * 5, N(y)), 2 ** N(y)
''', ('x', 'y'))
p('r21b_lib_enum_intenum', r'''
import enum
class Prio(enum.IntEnum):
    LOW = 1
    MID = 5
    HIGH = 9
@lifted
def f(x, y):
    p_ = Prio.HIGH if x > 1 else (Prio.MID if x > -1 else Prio.LOW)
    return p_ + y, p_ > Prio.MID, int(p_) * 2, p_.name, sorted([Prio.MID, p_])[0].name
''', ('x', 'y'))
p('r21b_lib_intflag_free', r'''
import enum
class Perm(enum.IntEnum):
    R = 4
    W = 2
    X = 1
@lifted
def f(x, y):
    m = 0
    if x > 0:
        m |= Perm.R
    if y > 0:
        m |= Perm.W
    if x == y:
        m |= Perm.X
    return m, [p_.name for p_ in Perm if m & p_]
''', ('x', 'y'))
p('r21b_lib_bisect_insort_nums', r'''
@lifted
def f(x, y):
    xs = [1, 4, 9]
    bisect.insort(xs, x * 3)
    bisect.insort_left(xs, y * 4)
    return xs, bisect.bisect_right(xs, 4), bisect.bisect_left(xs, x, key=None)
''', ('x', 'y'))
p('r21b_lib_deque_rotate', r'''
@lifted
def f(x, y):
    d = collections.deque([1, 2, 3, 4, 5])
    d.rotate(x)
    d.rotate(-y)
    return list(d), d[0]
''', ('x', 'y'))
p('r21b_lib_sum_fractions', r'''
from fractions import Fraction
@lifted
def f(x, y):
    return sum([Fraction(1, x + 4), Fraction(1, y + 2)], Fraction(0)), sum(Fraction(i, 3) for i in range(y + 2))
''', ('x', 'y'))
p('r21b_lib_frac_float_cmp', r'''
from fractions import Fraction
@lifted
def f(x, y):
    q = Fraction(x, y + 2)
    return q < 0.5, q == 1, q > Fraction(-1, 2), abs(q), -q
''', ('x', 'y'))
p('r21b_lib_frac_from_int_ops', r'''
from fractions import Fraction
@lifted
def f(x, y):
    a = Fraction(x) / (y + 2)
    b = x / Fraction(y + 2)
    return a == b, a // 1, a % 1, divmod(a, Fraction(1, 2))
''', ('x', 'y'))
p('r21b_sm_rpn', r'''
@lifted
def rpn(tokens):
    st = []
    for t in tokens:
        if isinstance(t, int):
            st.append(t)
            continue
        b = st.pop()
        a = st.pop()
        if t == "+":
            st.append(a + b)
        elif t == "-":
            st.append(a - b)
        elif t == "*":
            st.append(a * b)
        elif t == "/":
            st.append(a // b)
        elif t == "%":
            st.append(a % b)
        elif t == "^":
            st.append(a ** b)
    return st[-1]
@lifted
def f(x, y):
    try:
        return rpn([x, 3, "*", y, "%", 2, "^", y, "/"])
    except ZeroDivisionError as e:
        return str(e)
''', ('x', 'y'))
p('r21b_sm_brainf_cells', r'''
@lifted
def f(x, y):
    cells = [0] * 4
    ptr = 0
    prog = "+" * (x + 3) + ">" + "-" * (y + 1) + "<" + "[->+<]"
    pc = 0
    steps = 0
    while pc < len(prog) and steps < 60:
        c = prog[pc]
        steps += 1
        if c == "+":
            cells[ptr] = (cells[ptr] + 1) & 0xFF
        elif c == "-":
            cells[ptr] = (cells[ptr] - 1) & 0xFF
        elif c == ">":
            ptr += 1
        elif c == "<":
            ptr -= 1
        elif c == "[" and cells[ptr] == 0:
            pc = prog.index("]", pc)
        elif c == "]" and cells[ptr] != 0:
            pc = prog.rindex("[", 0, pc)
        pc += 1
    return cells, steps
''', ('x', 'y'))
p('r21b_sm_vending', r'''
COINS = [25, 10, 5, 1]
@lifted
def change(amount):
    out = {}
    for c in COINS:
        n, amount = divmod(amount, c)
        if n:
            out[c] = n
    return out
@lifted
def f(x, y):
    price = 65 + x * 10
    paid = 100 + y * 25
    if paid < price:
        return "insufficient", price - paid
    return change(paid - price)
''', ('x', 'y'))
p('r21b_sm_stack_machine_flags', r'''
@lifted
def f(x, y):
    acc, z, n, c = x & 0xFF, False, False, False
    for op, v in (("sub", y), ("add", 200), ("and", 0x0F)):
        if op == "add":
            r = acc + v
            c = r > 0xFF
        elif op == "sub":
            r = acc - v
            c = r < 0
        else:
            r = acc & v
        acc = r & 0xFF
        z = acc == 0
        n = acc >= 0x80
    return acc, z, n, c
''', ('x', 'y'))
p('r21b_sm_traffic_counter', r'''
@lifted
def f(x, y):
    state = "green"
    t = 0
    log = []
    for tick in range(6):
        t += 1 + (tick % 2) * abs(x)
        if state == "green" and t >= 3 + y:
            state, t = "yellow", 0
        elif state == "yellow" and t >= 1:
            state, t = "red", 0
        elif state == "red" and t >= 2:
            state, t = "green", 0
        log.append(state[0])
    return "".join(log)
''', ('x', 'y'))
p('r21b_sm_bank_overdraft', r'''
class Account:
    def __init__(self, bal):
        self.bal = bal
        self.fees = 0
    def withdraw(self, amt):
        if amt <= 0:
            raise ValueError(f"bad amount {amt}")
        self.bal -= amt
        if self.bal < 0:
            self.fees += 35
            self.bal -= 35
@lifted
def f(x, y):
    a = Account(100 + x * 40)
    errs = []
    for amt in (50, y * 30, 80):
        try:
            a.withdraw(amt)
        except ValueError as e:
            errs.append(str(e))
    return a.bal, a.fees, errs
''', ('x', 'y'))
p('r21b_sm_interpreter_mod_ops', r'''
@lifted
def ev(e, env):
    if isinstance(e, int):
        return e
    if isinstance(e, str):
        return env[e]
    op, a, b = e
    a, b = ev(a, env), ev(b, env)
    if op == "//":
        return a // b
    if op == "%":
        return a % b
    if op == "<<":
        return a << b
    if op == "&":
        return a & b
    return a + b
@lifted
def f(x, y):
    prog = ("+", ("//", "x", 2), ("%", ("<<", "y", 2), ("&", "x", 7)))
    try:
        return ev(prog, {"x": x, "y": y + 1})
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_q_syn_mask', r'''
@lifted
def f(x, y):
    return (x * 37 + y) & hole(int)
''', ('x', 'y'), 'synthesize', 15)
p('r21b_q_syn_shift', r'''
@lifted
def f(x):
    return (x << hole(int)) + x
''', ('x',), 'synthesize', 2)
p('r21b_q_syn_mod', r'''
@lifted
def f(x, y):
    return (x * 3 + y) % hole(int)
''', ('x', 'y'), 'synthesize', 5)
p('r21b_q_syn_floordiv', r'''
@lifted
def f(x, y):
    return (x + y * 7) // hole(int)
''', ('x', 'y'), 'synthesize', -2)
p('r21b_q_syn_xor_key', r'''
@lifted
def f(x):
    return tuple([(c ^ hole(int)) & 7 for c in (x, x + 1, 3)])
''', ('x',), 'synthesize', 6)
p('r21b_q_opt_digit_sum', r'''
@lifted
def f(x, y):
    n = abs(x * 17 + y * 5)
    s = 0
    while n:
        s += n % 10
        n //= 10
    return s
''', ('x', 'y'), 'optimize', 0)
p('r21b_q_opt_divmod', r'''
@lifted
def f(x, y):
    q, r = divmod(x * 5 - 2, y + 2)
    return q * 10 + r
''', ('x', 'y'), 'optimize', 0)
p('r21b_rec_fast_pow', r'''
@lifted
def fpow(b, e):
    if e == 0:
        return 1
    h = fpow(b, e // 2)
    return h * h * (b if e % 2 else 1)
@lifted
def f(x, y):
    return fpow(x, y + 3), fpow(y, abs(x))
''', ('x', 'y'))
p('r21b_rec_gcd', r'''
@lifted
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)
@lifted
def f(x, y):
    return gcd(x * 6, y * 9), gcd(-x, 4)
''', ('x', 'y'))
p('r21b_rec_memo_fib_dict', r'''
@lifted
def fib(n, memo):
    if n in memo:
        return memo[n]
    r = n if n < 2 else fib(n - 1, memo) + fib(n - 2, memo)
    memo[n] = r
    return r
@lifted
def f(x):
    memo = {}
    return fib(x + 5, memo), len(memo)
''', ('x',))
p('r21b_clo_counter_nonlocal', r'''
@lifted
def make(step):
    n = 0
    def nxt():
        nonlocal n
        n = (n + step) % 7
        return n
    return nxt
@lifted
def f(x, y):
    a = make(x)
    b = make(y + 1)
    return [a(), a(), b(), a() * b()]
''', ('x', 'y'))
p('r21b_clo_lambda_defaults', r'''
@lifted
def f(x, y):
    fs = [lambda v, k=k: v * k + x for k in range(3)]
    return [g(y) for g in fs], sum(g(1) for g in fs)
''', ('x', 'y'))
p('r21b_match_int_patterns', r'''
@lifted
def classify(n):
    match n:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case int(v) if v < 0:
            return f"neg{-v}"
        case _:
            return "big"
@lifted
def f(x, y):
    return [classify(v) for v in (x, y, x * y, x + 5)]
''', ('x', 'y'))
p('r21b_match_tuple_ops', r'''
@lifted
def step(instr, acc):
    match instr:
        case ("add", n):
            return acc + n
        case ("mul", n):
            return acc * n
        case ("shl", n) if n >= 0:
            return acc << n
        case ("neg",):
            return -acc
        case _:
            return acc
@lifted
def f(x, y):
    acc = x
    for i in [("add", y), ("shl", y), ("mul", 3), ("neg",), ("div", 2)]:
        acc = step(i, acc)
    return acc
''', ('x', 'y'))
p('r21b_match_bool_vs_int', r'''
@lifted
def kind(v):
    match v:
        case True:
            return "T"
        case 1:
            return "one"
        case bool():
            return "bool"
        case int():
            return "int"
@lifted
def f(x, b):
    return kind(b), kind(x), kind(x > 0), kind(b + 0)
''', ('x', 'b'))
p('r21b_walrus_loop', r'''
@lifted
def f(x, y):
    out = []
    n = (x + 3) * 5 + y
    while (d := n % 4) != 0 and len(out) < 5:
        out.append(d)
        n = n // 2 + 1
    return out, [q for v in range(x + 4) if (q := v * v % 5) > 1]
''', ('x', 'y'))
p('r21b_dp_coin_change', r'''
@lifted
def f(x, y):
    amount = (x + 3) * 2 + y
    coins = [1, 3, 4]
    INF = 10 ** 9
    dp = [0] + [INF] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and dp[a - c] + 1 < dp[a]:
                dp[a] = dp[a - c] + 1
    return dp[amount]
''', ('x', 'y'))
p('r21b_dp_subsets_by_mask', r'''
@lifted
def f(x, y):
    items = [x, y, 3]
    best = None
    for mask in range(1 << len(items)):
        s = sum(items[i] for i in range(len(items)) if mask & (1 << i))
        if s == 2 and (best is None or mask.bit_count() < best.bit_count()):
            best = mask
    return best
''', ('x', 'y'))
p('r21b_ss_int_of_s', r'''
@lifted
def g(s):
    n = int(s)
    return n * 2, n % 3, str(n)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21b_ss_int_of_s_base2', r'''
@lifted
def g(s):
    return int(s, 2)

@lifted
def f(s):
    try:
        return g(s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s',))
p('r21b_ss_isdigit_sum', r'''
@lifted
def f(s):
    if s.isdigit():
        return int(s) + 1
    if s.startswith("-") and s[1:].isdigit():
        return -int(s[1:])
    return len(s)
''', ('s',))
p('r21b_ss_len_arith', r'''
@lifted
def f(s, x):
    n = len(s)
    return n * x, n % 2, divmod(n + x, 2), (n << 1) | 1
''', ('s', 'x'))
p('r21b_ss_int_plus_space', r'''
@lifted
def g(s, x):
    return int(s + str(x))

@lifted
def f(s, x):
    try:
        return g(s, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('s', 'x'))
p('r21b_sh_mask_width', r'''
@lifted
def g(x, y):
    w = y + 2
    mask = (1 << w) - 1
    return (x & mask), (x >> w) & mask, ((x << w) | x) & ((1 << (2 * w)) - 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_sh_extract_field', r'''
@lifted
def g(x, y):
    word = 0xB6A5
    lo = (x + 3) * 2
    width = y + 2
    return (word >> lo) & ((1 << width) - 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_sh_neg_value_rshift', r'''
@lifted
def g(x, y):
    return (x * 13) >> (y + 1), (-x * 13) >> (y + 1), (x * 13) // (1 << (y + 1))

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_sh_big_shift', r'''
@lifted
def g(x):
    return (1 << (x + 64)) >> 62, 1 << (x * 20 + 60) > 2 ** 70

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_sh_shift_by_bool', r'''
@lifted
def g(x, b):
    return x << b, x >> b, b << b, 1 << (x > 0)

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21b_sh_sym_and_sym', r'''
@lifted
def f(x, y):
    a = x * 37 + 100
    b = y * 53 - 20
    return a & b, a | b, a ^ b, (a & b) + (a | b) == a + b
''', ('x', 'y'))
p('r21b_sh_two_sym_neg_and', r'''
@lifted
def f(x, y):
    return (x - 2) & (y - 1), (x - 2) | (y - 1), (x - 2) ^ (y - 1), ~(x & y)
''', ('x', 'y'))
p('r21b_sh_bit_test_in_loop', r'''
@lifted
def f(x, y):
    a = x * 9 + y
    out = []
    for i in range(5):
        if a & (1 << i):
            out.append(i)
        elif (a >> i) & 1 == 0 and i == y + 1:
            out.append(-i)
    return out
''', ('x', 'y'))
p('r21b_cpu2_ror_carry', r'''
@lifted
def f(x, b):
    a = (x * 45) & 0xFF
    c = b
    out = []
    for _ in range(3):
        new_c = a & 1
        a = (a >> 1) | (0x80 if c else 0)
        c = bool(new_c)
        out.append(a)
    return out, c
''', ('x', 'b'))
p('r21b_cpu2_branch_offset', r'''
@lifted
def f(x, y):
    pc = 0x1000
    off = (x * 60 + y) & 0xFF
    rel = off - 0x100 if off >= 0x80 else off
    target = (pc + 2 + rel) & 0xFFFF
    return hex(target), rel
''', ('x', 'y'))
p('r21b_cpu2_stack_wrap', r'''
@lifted
def f(x, y):
    mem = {}
    sp = (x + 1) & 0xFF
    for v in (y, x, 7):
        mem[0x100 + sp] = v & 0xFF
        sp = (sp - 1) & 0xFF
    sp = (sp + 1) & 0xFF
    top = mem[0x100 + sp]
    return sp, top, sorted(mem)
''', ('x', 'y'))
p('r21b_cpu2_cmp_flags', r'''
@lifted
def cmp_(a, b):
    r = (a - b) & 0xFF
    return {"C": a >= b, "Z": r == 0, "N": r >> 7 == 1}
@lifted
def f(x, y):
    return cmp_(x & 0xFF, (y * 100) & 0xFF)
''', ('x', 'y'))
p('r21b_cpu2_mips_imm', r'''
@lifted
def f(x, y):
    imm = (x * 20000 + y) & 0xFFFF
    simm = imm - 0x10000 if imm & 0x8000 else imm
    rs = 100
    addiu = (rs + simm) & 0xFFFFFFFF
    ori = rs | imm
    return simm, addiu, ori, addiu >> 31
''', ('x', 'y'))
p('r21b_cpu2_decode_dispatch', r'''
@lifted
def step(regs, op):
    kind = op >> 6
    a = (op >> 3) & 7
    b = op & 7
    if kind == 0:
        regs[a] = (regs[a] + regs[b]) & 0xFF
    elif kind == 1:
        regs[a] = (regs[a] - regs[b]) & 0xFF
    elif kind == 2:
        regs[a] = b
    else:
        regs[a] = (regs[a] << 1) & 0xFF
    return regs
@lifted
def f(x, y):
    regs = [0] * 8
    prog = [0x80 | (1 << 3) | 5, 0x80 | (2 << 3) | (x & 7), (y & 3) << 6 | (1 << 3) | 2, 0xC8]
    for op in prog:
        step(regs, op)
    return regs[:3]
''', ('x', 'y'))
p('r21b_got_hash_minus_one', r'''
@lifted
def f(x):
    buckets = [[] for _ in range(4)]
    for v in (x, x - 1, -1, -2):
        buckets[hash(v) % 4].append(v)
    return buckets
''', ('x',))
p('r21b_got_true_one_key', r'''
@lifted
def f(x, b):
    d = {1: "one", True: "true", 0: "zero"}
    d[b] = "b"
    d[x] = d.get(x, "") + "x"
    return d
''', ('x', 'b'))
p('r21b_got_sorted_bools_ints', r'''
@lifted
def f(x, b):
    xs = sorted([True, 0, -1, x, b, False])
    return xs, [type(v).__name__ for v in xs]
''', ('x', 'b'))
p('r21b_got_isinstance_num', r'''
import numbers
@lifted
def f(x, b):
    vals = [x, b, x > 0, x * 1.0 if x > 5 else x]
    return [isinstance(v, numbers.Integral) for v in vals], [type(v) is int for v in vals], isinstance(b, int)
''', ('x', 'b'))
p('r21b_got_maxsize', r'''
import sys
@lifted
def f(x):
    n = x * sys.maxsize
    return n > 2 ** 62, n & sys.maxsize, (n + 1) % 2
''', ('x',))
p('r21b_got_range_index_text', r'''
@lifted
def g(x):
    return range(x)[-1]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_got_list_index_int', r'''
@lifted
def g(x, y):
    xs = [3, 1, 4, 1, 5]
    return xs.index(x + 2), xs.index(1, y + 1)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_got_bool_invert', r'''
@lifted
def f(b, x):
    return ~b, ~(x > 0), -b, not b, (~b) & 1
''', ('b', 'x'))
p('r21b_got_mutable_default_counter', r'''
@lifted
def tally(v, seen=None):
    if seen is None:
        seen = {}
    seen[v % 3] = seen.get(v % 3, 0) + 1
    return seen
@lifted
def f(x, y):
    s = tally(x)
    tally(y, s)
    tally(x + y, s)
    return sorted(s.items())
''', ('x', 'y'))
p('r21b_frac2_round', r'''
from fractions import Fraction
@lifted
def f(x, y):
    q = Fraction(x * 2 + 1, 2)
    return round(q), round(q, 1), round(Fraction(x, y + 2), 0), int(q)
''', ('x', 'y'))
p('r21b_frac2_mixed_number', r'''
from fractions import Fraction
@lifted
def f(x, y):
    q = Fraction(x * 7 + 1, y + 3)
    whole, rem = divmod(q.numerator, q.denominator)
    return f"{whole} {rem}/{q.denominator}" if rem else str(whole)
''', ('x', 'y'))
p('r21b_frac2_hash_dict', r'''
from fractions import Fraction
@lifted
def f(x, y):
    d = {Fraction(1, 2): "half", 1: "one", Fraction(x, 2): "x/2"}
    return d.get(Fraction(y, 1), "?"), len(d)
''', ('x', 'y'))
p('r21b_frac2_pow_neg', r'''
from fractions import Fraction
@lifted
def f(x, y):
    q = Fraction(x + 4, 3)
    return q ** -(y + 1), q ** 0
''', ('x', 'y'))
p('r21b_frac2_mediant_search', r'''
from fractions import Fraction
@lifted
def f(x, y):
    target = Fraction(x + 4, 7)
    lo, hi = Fraction(0, 1), Fraction(1, 0) if False else Fraction(2, 1)
    path = ""
    for _ in range(3):
        mid = Fraction(lo.numerator + hi.numerator, lo.denominator + hi.denominator)
        if target < mid:
            hi, path = mid, path + "L"
        elif target > mid:
            lo, path = mid, path + "R"
        else:
            break
    return path
''', ('x', 'y'))
p('r21b_op2_methodcaller', r'''
import operator
@lifted
def f(x, y):
    bl = operator.methodcaller("bit_length")
    tb = operator.methodcaller("__add__", y)
    return bl(x * 9), tb(x), list(map(bl, [x, y, 255]))
''', ('x', 'y'))
p('r21b_op2_attrgetter_sort', r'''
import operator
@dataclasses.dataclass
class Job:
    prio: int
    size: int
@lifted
def f(x, y):
    jobs = [Job(x, 3), Job(y, 1), Job(1, x * y)]
    return [(j.prio, j.size) for j in sorted(jobs, key=operator.attrgetter("prio", "size"))]
''', ('x', 'y'))
p('r21b_op2_compare_fns', r'''
import operator
@lifted
def f(x, y):
    ops = [operator.lt, operator.le, operator.eq, operator.ne, operator.ge, operator.gt]
    return [op(x, y) for op in ops], operator.contains([1, 2], x), operator.countOf([x, y, x], x)
''', ('x', 'y'))
p('r21b_op2_inplace_fns', r'''
import operator
@lifted
def f(x, y):
    a = x
    a = operator.ifloordiv(a * 10, y + 2)
    a = operator.imod(a, 7)
    a = operator.ilshift(a, y + 1)
    a = operator.ixor(a, x)
    return a
''', ('x', 'y'))
p('r21b_math2_comb_table', r'''
import math
@lifted
def f(x, y):
    n = x + 4
    return [math.comb(n, k) for k in range(y + 2)], sum(math.comb(n, k) for k in range(n + 1)) == 2 ** n
''', ('x', 'y'))
p('r21b_math2_factorial_digits', r'''
import math
@lifted
def f(x):
    n = math.factorial(x + 4)
    return n % 1000, len(str(n)), n // math.factorial(x + 2)
''', ('x',))
p('r21b_math2_gcd_reduce_ratio', r'''
import math
@lifted
def f(x, y):
    w, h = (x + 4) * 160, (y + 2) * 90
    g = math.gcd(w, h)
    return f"{w // g}:{h // g}"
''', ('x', 'y'))
p('r21b_math2_lcm_schedule', r'''
import math
@lifted
def f(x, y):
    periods = [x + 4, y + 3, 6]
    t = 1
    for p_ in periods:
        t = t * p_ // math.gcd(t, p_)
    return t, t == math.lcm(*periods)
''', ('x', 'y'))
p('r21b_math2_isqrt_loop', r'''
import math
@lifted
def f(x, y):
    n = (x + 3) * 12 + y
    return [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
''', ('x', 'y'))
p('r21b_math2_prod_fractions', r'''
import math
from fractions import Fraction
@lifted
def f(x, y):
    return math.prod([Fraction(1, 2), Fraction(x, 3), y])
''', ('x', 'y'))
p('r21b_math2_dist_manhattan', r'''
import math
@lifted
def f(x, y):
    pts = [(x, y), (2, -1), (-x, y * 2)]
    return [abs(a - c) + abs(b - d) for (a, b), (c, d) in zip(pts, pts[1:])], math.isqrt(x * x + y * y)
''', ('x', 'y'))
p('r21b_gen_collatz', r'''
@lifted
def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1
@lifted
def f(x):
    seq = []
    for v in collatz(x + 4):
        seq.append(v)
        if len(seq) >= 8:
            break
    return seq
''', ('x',))
p('r21b_gen_bits_of', r'''
@lifted
def bits(n):
    while n:
        yield n & 1
        n >>= 1
@lifted
def f(x, y):
    n = (x + 3) * 5 + y + 1
    return list(bits(n)), sum(bits(n)), any(b == 0 for b in bits(n))
''', ('x', 'y'))
p('r21b_obj_alu_chosen', r'''
class Adder:
    name = "add"
    def apply(self, a, b):
        return (a + b) & 0xF
class Shifter:
    name = "shl"
    def apply(self, a, b):
        return (a << (b & 3)) & 0xF
class Xorer:
    name = "xor"
    def apply(self, a, b):
        return a ^ b
@lifted
def f(x, y):
    units = [Adder(), Shifter(), Xorer()]
    u = units[x % 3]
    acc = y & 0xF
    for k in range(3):
        acc = u.apply(acc, x + k)
    return u.name, acc
''', ('x', 'y'))
p('r21b_obj_abs_dunder', r'''
class Vec:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __abs__(self):
        return abs(self.a) + abs(self.b)
    def __neg__(self):
        return Vec(-self.a, -self.b)
    def __lt__(self, o):
        return abs(self) < abs(o)
@lifted
def f(x, y):
    vs = [Vec(x, y), Vec(1, -1), -Vec(y, x * 2)]
    return [abs(v) for v in vs], abs(min(vs)), abs(max(vs))
''', ('x', 'y'))
p('r21b_obj_round_dunder', r'''
class Cents:
    def __init__(self, c):
        self.c = c
    def __round__(self, nd=None):
        if nd is None:
            return (self.c + 50) // 100
        return Cents(round(self.c, nd - 2))
@lifted
def f(x, y):
    c = Cents(x * 173 + y * 49)
    return round(c), round(c, 1).c, round(c, 0).c
''', ('x', 'y'))
p('r21b_obj_sum_custom_radd', r'''
class Meter:
    def __init__(self, m):
        self.m = m
    def __add__(self, o):
        return Meter(self.m + (o.m if isinstance(o, Meter) else o))
    def __radd__(self, o):
        return self.__add__(o)
@lifted
def f(x, y):
    total = sum([Meter(x), Meter(y), Meter(3)])
    t2 = sum([Meter(x)], Meter(10))
    return total.m, t2.m, type(total).__name__
''', ('x', 'y'))
p('r21b_obj_index_in_shift', r'''
class Bit:
    def __init__(self, i):
        self.i = i
    def __index__(self):
        return self.i
@lifted
def f(x, y):
    mask = 0
    for b in (Bit(x + 3), Bit(y + 1)):
        mask |= 1 << b
    return mask, range(10)[Bit(y + 1)], "abcdefg"[Bit(x + 3)]
''', ('x', 'y'))
p('r21b_obj_bool_arith_flags', r'''
@dataclasses.dataclass
class Flags:
    z: bool = False
    n: bool = False
    c: bool = False
    def byte(self):
        return self.z << 2 | self.n << 1 | self.c
@lifted
def f(x, y):
    fl = Flags()
    r = x - y
    fl.z = r == 0
    fl.n = r < 0
    fl.c = x >= y
    return fl.byte(), bin(fl.byte()), fl.z + fl.n + fl.c
''', ('x', 'y'))
p('r21b_ptype_int_or_bool_bitlen', r'''
@lifted
def f(x):
    v = x > 0 if x % 2 else x * 3
    return int(v).bit_length(), v.bit_length(), type(v).__name__, abs(v)
''', ('x',))
p('r21b_ptype_int_or_frac_floor', r'''
import math
from fractions import Fraction
@lifted
def f(x, y):
    v = Fraction(x, 3) if y > 0 else x
    return math.floor(v), math.ceil(v), round(v), v // 1, type(v // 1).__name__
''', ('x', 'y'))
p('r21b_ptype_none_or_int', r'''
@lifted
def parse(x):
    if x == 0:
        return None
    return x * 10
@lifted
def f(x, y):
    vals = [parse(x), parse(y), parse(x - y)]
    nums = [v for v in vals if v is not None]
    return sum(nums), min(nums, default=None), len(nums)
''', ('x', 'y'))
p('r21b_ptype_str_or_int_key', r'''
@lifted
def f(x, y):
    keys = [x if x > 0 else str(x), y, "z"]
    return sorted(keys, key=lambda k: (isinstance(k, str), str(k)))
''', ('x', 'y'))
p('r21b_fmt_neg_bin', r'''
@lifted
def f(x):
    return bin(x), format(x, "08b"), format(x, "#x"), hex(-x), oct(x * 9)
''', ('x',))
p('r21b_fmt_upper_hex', r'''
@lifted
def f(x):
    return f"{x * 43 & 0xFFF:03X}", "%X" % (x * 43 & 0xFFF), "%#o" % abs(x)
''', ('x',))
p('r21b_fmt_bitstring_parse', r'''
@lifted
def f(x):
    s = format(x + 3, "03b")
    n = 0
    for c in s:
        n = n * 2 + (1 if c == "1" else 0)
    return n, s
''', ('x',))
p('r21b_fmt_base_convert_str', r'''
@lifted
def f(x, y):
    n = abs(x * 19 + y)
    out = []
    while True:
        out.append("0123456789"[n % 3])
        n //= 3
        if not n:
            break
    return "".join(reversed(out))
''', ('x', 'y'))
p('r21b_sum_with_start_negative', r'''
@lifted
def f(x, y):
    xs = [v for v in range(-3, 4) if v % (y + 2) == 0]
    return sum(xs, -x), sum(abs(v) for v in xs), sum(xs[::2], start=y)
''', ('x', 'y'))
p('r21b_max_key_default_dict', r'''
@lifted
def f(x, y):
    stock = {"a": x, "b": y, "c": x - y}
    nonzero = {k: v for k, v in stock.items() if v > 0}
    return max(nonzero, key=nonzero.get, default="none"), min(nonzero.values(), default=0)
''', ('x', 'y'))
p('r21b_minmax_multi_args_key', r'''
@lifted
def f(x, y):
    return max(x, y, -x, key=lambda v: v % 3), min(x, y, key=lambda v: (v * v, -v)), max((x, "a"), (y, "b"))
''', ('x', 'y'))
p('r21b_ext_keyerror_int', r'''
@lifted
def g(x, y):
    d = {0: "a", 2: "b"}
    return d[x * y]

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_frac_div_zero', r'''
from fractions import Fraction
@lifted
def g(x, y):
    return Fraction(x, 3) / y

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_frac_floordiv_zero', r'''
from fractions import Fraction
@lifted
def g(x, y):
    return Fraction(x + 1, 2) // (y * 0), 1

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_frac_both_sym', r'''
from fractions import Fraction
@lifted
def g(x, y):
    return Fraction(x * 3, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_list_remove_index', r'''
@lifted
def g(x, y):
    xs = [1, 2, 3]
    try:
        xs.remove(x)
    except ValueError as e:
        return "remove", str(e)
    return xs.index(y * 3)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_tuple_index', r'''
@lifted
def g(x):
    return (3, 1, 4).index(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ext_str_index_digit', r'''
@lifted
def g(x):
    return "0123".index(str(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ext_int_literal_text', r'''
@lifted
def g(x):
    s = str(x) + "a" if x < 0 else str(x)
    return int(s)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ext_isqrt_text', r'''
import math
@lifted
def g(x, y):
    return math.isqrt(x * y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_comb_text', r'''
import math
@lifted
def g(x, y):
    return math.comb(x, y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_pow_inverse_text', r'''
@lifted
def g(x):
    return pow(x + 3, -1, 6)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ext_assert_msg_value', r'''
@lifted
def g(x, y):
    q, r = divmod(x, y + 2)
    assert r < 1, f"remainder {r} of {x}"
    return q

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_exc_args_int', r'''
class CheckError(Exception):
    def __init__(self, code, value):
        super().__init__(code, value)
        self.code = code
@lifted
def g(x, y):
    if (x * 7 + y) % 5 == 0:
        raise CheckError(x % 3, y)
    return 0
@lifted
def f(x, y):
    try:
        return g(x, y)
    except CheckError as e:
        return e.code, e.args, str(e)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_indexerror_text', r'''
@lifted
def g(x):
    xs = [10, 20]
    return xs[x]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ext_bisect_lo_neg', r'''
@lifted
def g(x):
    return bisect.bisect([1, 2, 3], 2, lo=x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ext_max_empty_range', r'''
@lifted
def g(x):
    return max(range(x)), min(range(x, 0))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21b_ext_frac_float_ctor', r'''
from fractions import Fraction
@lifted
def g(x, y):
    return Fraction(x, y) == Fraction(x * 2, y * 2)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_divmod_frac_zero', r'''
from fractions import Fraction
@lifted
def g(x, y):
    return divmod(Fraction(x, 2), y)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_ext_mod_frac_zero', r'''
from fractions import Fraction
@lifted
def g(x, y):
    return Fraction(7, 3) % (y - y + x)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21b_min_frac_zero_den_text', r'''
from fractions import Fraction
@lifted
def f(x):
    try:
        return Fraction(x, 0)
    except ZeroDivisionError as e:
        return str(e)
''', ('x',))
p('r21b_min_bv_pow_text', r'''
@lifted
def f(v):
    try:
        return v ** 2
    except TypeError as e:
        return str(e)
''', ('v',))
p('r21b_min_bv_width_add_text', r'''
BV8 = stamen.BitVec(8)
@lifted
def f(v):
    try:
        return v + BV8(1)
    except TypeError as e:
        return str(e)
''', ('v',))
p('r21b_min_bv_index_call', r'''
@lifted
def f(v):
    return v.__index__()
''', ('v',))
p('r21b_min_int_base_two_literals', r'''
@lifted
def f(x):
    return int("11", 16 if x > 0 else 2)
''', ('x',))
p('r21b_min_math_prod_range', r'''
import math
@lifted
def f(x):
    return math.prod(range(1, x + 4))
''', ('x',))
p('r21b_min_range_eq_symbolic', r'''
@lifted
def f(x, y):
    return range(0, x) == range(0, y)
''', ('x', 'y'))
# ---------------- r21c ----------------
p('r21c_dc_order_sort_by_branch', r'''
@lifted
@dataclasses.dataclass(order=True)
class Task:
    prio: int
    name: str = dataclasses.field(compare=False, default="t")

@lifted
def f(x, y):
    ts = [Task(2, "a"), Task(x, "b"), Task(y, "c")]
    if x > y:
        ts.append(Task(0, "d"))
    ts.sort()
    return [t.name for t in ts], min(ts).prio, max(ts).name
''', ('x', 'y'))
p('r21c_dc_frozen_replace_chain', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class Pt:
    x: int
    y: int = 0

@lifted
def f(x, y):
    p = Pt(x)
    if x > 0:
        p = dataclasses.replace(p, y=y)
    q = dataclasses.replace(p, x=p.x + p.y)
    return repr(q), q == Pt(x + (y if x > 0 else 0), p.y), hash(q) == hash(Pt(q.x, q.y))
''', ('x', 'y'))
p('r21c_dc_frozen_assign_error', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class Cfg:
    level: int

@lifted
def g(x):
    c = Cfg(x)
    if x > 0:
        c.level = 5
    return c.level

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_dc_default_factory_per_instance', r'''
@lifted
@dataclasses.dataclass
class Bag:
    items: list = dataclasses.field(default_factory=list)
    tags: dict = dataclasses.field(default_factory=dict)

@lifted
def f(x):
    a = Bag()
    b = Bag()
    if x > 0:
        a.items.append(x)
        a.tags["pos"] = True
    else:
        b.items.append(-x)
    return repr(a), repr(b), a.items is b.items, a == b
''', ('x',))
p('r21c_dc_post_init_validate', r'''
@lifted
@dataclasses.dataclass
class Range:
    lo: int
    hi: int
    def __post_init__(self):
        if self.lo > self.hi:
            raise ValueError(f"empty range {self.lo}..{self.hi}")
        self.size = self.hi - self.lo

@lifted
def g(x, y):
    r = Range(y, x)
    return r.size, dataclasses.asdict(r)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21c_dc_asdict_nested', r'''
@lifted
@dataclasses.dataclass
class Line:
    sku: str
    qty: int

@lifted
@dataclasses.dataclass
class Order:
    lines: list
    note: str = ""

@lifted
def f(x, y):
    o = Order([Line("a", x)])
    if y > 0:
        o.lines.append(Line("b", y))
        o.note = "two"
    d = dataclasses.asdict(o)
    return d, dataclasses.astuple(o)
''', ('x', 'y'))
p('r21c_dc_fields_loop_sum', r'''
@lifted
@dataclasses.dataclass
class Stats:
    hp: int = 10
    atk: int = 2
    dfn: int = 1

@lifted
def f(x, y):
    s = Stats(atk=x)
    if y > 0:
        s.dfn = y * 2
    total = 0
    names = []
    for fld in dataclasses.fields(s):
        v = getattr(s, fld.name)
        if v > 1:
            names.append(fld.name)
        total += v
    return total, names
''', ('x', 'y'))
p('r21c_dc_initvar', r'''
@lifted
@dataclasses.dataclass
class Account:
    owner: str
    balance: int = 0
    bonus: dataclasses.InitVar[int] = 0
    def __post_init__(self, bonus):
        if bonus > 0:
            self.balance += bonus

@lifted
def f(x, y):
    a = Account("ann", x, bonus=y)
    return a.balance, dataclasses.astuple(a), [fl.name for fl in dataclasses.fields(a)]
''', ('x', 'y'))
p('r21c_dc_kw_only', r'''
@lifted
@dataclasses.dataclass(kw_only=True)
class Opt:
    depth: int = 1
    width: int = 2

@lifted
def g(x):
    if x > 1:
        o = Opt(depth=x)
    elif x > -1:
        o = Opt(width=x)
    else:
        o = Opt(x)
    return o.depth * 10 + o.width

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_dc_kw_only_field_mixed', r'''
@lifted
@dataclasses.dataclass
class Msg:
    body: str
    prio: int = dataclasses.field(default=0, kw_only=True)
    retries: int = 3

@lifted
def f(x, b):
    m = Msg("hi", 1, prio=x) if b else Msg("yo", prio=-x)
    return repr(m), m.prio
''', ('x', 'b'))
p('r21c_dc_repr_returned', r'''
@lifted
@dataclasses.dataclass
class Cell:
    r: int
    c: int
    val: str = "."

@lifted
def f(x, s):
    c = Cell(x, 0)
    if x > 0:
        c.val = s
    return repr(c), str(c)
''', ('x', 's'))
p('r21c_dc_eq_different_classes', r'''
@lifted
@dataclasses.dataclass
class A:
    v: int

@lifted
@dataclasses.dataclass
class B:
    v: int

@lifted
def f(x):
    o = A(x) if x > 0 else B(x)
    return o == A(x), o == B(x), o != A(1), type(o).__name__
''', ('x',))
p('r21c_dc_order_mismatch_type', r'''
@lifted
@dataclasses.dataclass(order=True)
class V:
    n: int

@lifted
@dataclasses.dataclass(order=True)
class W:
    n: int

@lifted
def g(x):
    a = V(x)
    b = V(1) if x > 0 else W(1)
    return a < b

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_dc_frozen_in_set_dedupe', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class Key:
    a: int
    b: int

@lifted
def f(x, y):
    s = {Key(x, 0), Key(0, y), Key(x, y)}
    d = {Key(x, y): "first"}
    d[Key(0, y)] = "second"
    return len(s), len(d), d.get(Key(x, y)), Key(0, 0) in s
''', ('x', 'y'))
p('r21c_dc_unsafe_hash_mutable_key', r'''
@lifted
@dataclasses.dataclass(unsafe_hash=True)
class Node:
    id: int

@lifted
def f(x):
    n = Node(x)
    seen = {n}
    found = Node(1) in seen
    if x > 1:
        n.id = 1
    return found, len(seen), n.id
''', ('x',))
p('r21c_dc_eq_false_identity', r'''
@lifted
@dataclasses.dataclass(eq=False)
class Handle:
    fd: int

@lifted
def f(x):
    a = Handle(x)
    b = Handle(x)
    c = a if x > 0 else b
    return a == b, c == a, c is b, len({a, b, c})
''', ('x',))
p('r21c_dc_inheritance_defaults', r'''
@lifted
@dataclasses.dataclass
class Base:
    id: int
    active: bool = True

@lifted
@dataclasses.dataclass
class User(Base):
    name: str = "anon"
    def label(self):
        return f"{self.name}#{self.id}" + ("" if self.active else "!")

@lifted
def f(x, b):
    u = User(x) if b else User(x, False, "bob")
    if x < 0:
        u.active = not u.active
    return u.label(), [fl.name for fl in dataclasses.fields(u)], isinstance(u, Base)
''', ('x', 'b'))
p('r21c_dc_replace_init_false_error', r'''
@lifted
@dataclasses.dataclass
class Rect:
    w: int
    area: int = dataclasses.field(init=False, default=0)

@lifted
def g(x):
    r = Rect(x)
    if x > 0:
        return repr(dataclasses.replace(r, area=3))
    return repr(dataclasses.replace(r, w=2))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_dc_missing_arg_typeerror', r'''
@lifted
@dataclasses.dataclass
class P:
    a: int
    b: int

@lifted
def g(x):
    if x > 0:
        return repr(P(x))
    return repr(P(x, b=1))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_dc_field_metadata_and_repr_false', r'''
@lifted
@dataclasses.dataclass
class Secret:
    user: str
    pw: str = dataclasses.field(repr=False, metadata={"mask": True})
    n: int = 0

@lifted
def f(x, s):
    o = Secret("u", s, x)
    masked = [fl.name for fl in dataclasses.fields(o) if fl.metadata.get("mask")]
    return repr(o), masked
''', ('x', 's'))
p('r21c_dc_compare_false_field', r'''
@lifted
@dataclasses.dataclass(order=True)
class Ver:
    major: int
    minor: int
    tag: str = dataclasses.field(default="", compare=False)

@lifted
def f(x, y, s):
    a = Ver(1, x, s)
    b = Ver(1, y, "z")
    return a < b, a == b, a <= b, sorted([b, a])[0].tag
''', ('x', 'y', 's'))
p('r21c_dc_astuple_in_loop_accumulate', r'''
@lifted
@dataclasses.dataclass
class Ev:
    t: int
    kind: str

@lifted
def f(x, y):
    evs = []
    for i in range(3):
        if i < x:
            evs.append(Ev(i, "tick"))
        elif i == y:
            evs.append(Ev(i, "tock"))
    return [dataclasses.astuple(e) for e in evs]
''', ('x', 'y'))
p('r21c_dc_is_dataclass_path', r'''
@lifted
@dataclasses.dataclass
class D:
    v: int

class N:
    def __init__(self, v):
        self.v = v

@lifted
def f(x):
    o = D(x) if x % 2 == 0 else N(x)
    return dataclasses.is_dataclass(o), dataclasses.is_dataclass(type(o)), o.v
''', ('x',))
p('r21c_dc_slots_true', r'''
@lifted
@dataclasses.dataclass(slots=True)
class P:
    x: int
    y: int

@lifted
def f(x, y):
    p = P(x, y)
    if x > y:
        p.x, p.y = p.y, p.x
    try:
        p.z = 1
        extra = "set"
    except AttributeError as e:
        extra = "AttributeError"
    return repr(p), extra, hasattr(p, "__dict__")
''', ('x', 'y'))
p('r21c_dc_classvar_counter', r'''
import typing
@lifted
@dataclasses.dataclass
class Ticket:
    count: typing.ClassVar[int] = 0
    n: int = 0
    def __post_init__(self):
        Ticket.count += 1
        self.n = Ticket.count

@lifted
def f(x):
    Ticket.count = 0
    ts = [Ticket()]
    if x > 0:
        ts.append(Ticket())
    for _ in range(max(x, 0)):
        ts.append(Ticket())
    return [t.n for t in ts], Ticket.count
''', ('x',))
p('r21c_dc_match_class_pattern', r'''
@lifted
@dataclasses.dataclass
class Add:
    l: object
    r: object

@lifted
@dataclasses.dataclass
class Lit:
    v: int

@lifted
def ev(e):
    match e:
        case Lit(v):
            return v
        case Add(Lit(0), r) | Add(r, Lit(0)):
            return ev(r)
        case Add(l, r):
            return ev(l) + ev(r)

@lifted
def f(x, y):
    e = Add(Lit(x), Add(Lit(y), Lit(0)))
    if x > 0:
        e = Add(Lit(0), e)
    return ev(e)
''', ('x', 'y'))
p('r21c_dc_frozen_post_init_object_setattr', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class Norm:
    a: int
    b: int
    def __post_init__(self):
        if self.a > self.b:
            lo, hi = self.b, self.a
            object.__setattr__(self, "a", lo)
            object.__setattr__(self, "b", hi)

@lifted
def f(x, y):
    n = Norm(x, y)
    return n.a, n.b, n == Norm(min(x, y), max(x, y))
''', ('x', 'y'))
p('r21c_dc_copy_deepcopy_path', r'''
import copy
@lifted
@dataclasses.dataclass
class Box:
    vals: list

@lifted
def f(x):
    a = Box([1, [2]])
    b = copy.copy(a) if x > 0 else copy.deepcopy(a)
    b.vals[1].append(x)
    b.vals.append(0)
    return a.vals, b.vals
''', ('x',))
p('r21c_dc_eq_with_list_field_sym', r'''
@lifted
@dataclasses.dataclass
class Poly:
    coeffs: list

@lifted
def f(x, y):
    p = Poly([x, y])
    q = Poly([y, x])
    if x == y:
        q.coeffs.append(0)
    return p == q, p != q, Poly(p.coeffs[:]) == p
''', ('x', 'y'))
p('r21c_dc_make_dataclass', r'''
P = lifted(dataclasses.make_dataclass("P", [("a", int), ("b", int, dataclasses.field(default=5))]))

@lifted
def f(x):
    o = P(x)
    if x > 0:
        o.b = x
    return repr(o), o == P(x, 5)
''', ('x',))
p('r21c_dc_frozen_delattr', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class F:
    a: int

@lifted
def g(x):
    o = F(x)
    if x > 0:
        del o.a
    return o.a

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_dc_default_mutable_class_shared_via_factory_lambda', r'''
@lifted
@dataclasses.dataclass
class Q:
    items: list = dataclasses.field(default_factory=lambda: [0])

@lifted
def f(x):
    qs = [Q() for _ in range(2)]
    if x > 0:
        qs[0].items.append(x)
    qs[1].items[0] = x
    return [q.items for q in qs]
''', ('x',))
p('r21c_dc_order_with_total_ordering_conflict', r'''
@lifted
@dataclasses.dataclass(order=True, frozen=True)
class Card:
    rank: int
    suit: str

@lifted
def f(x, y):
    hand = [Card(x, "h"), Card(y, "s"), Card(x, "c")]
    hand.sort(reverse=True)
    best = max(hand)
    return [(c.rank, c.suit) for c in hand], best.suit, len(set(hand))
''', ('x', 'y'))
p('r21c_dc_asdict_dict_factory', r'''
@lifted
@dataclasses.dataclass
class Row:
    a: int
    b: int

@lifted
def f(x, y):
    r = Row(x, y)
    if x < 0:
        r.b = -y
    items = dataclasses.asdict(r, dict_factory=lambda kv: [(k, v) for k, v in kv if v != 0])
    return items
''', ('x', 'y'))
p('r21c_nt_typing_methods_defaults', r'''
import typing
@lifted
class Vec(typing.NamedTuple):
    x: int
    y: int = 0
    def norm1(self):
        return abs(self.x) + abs(self.y)
    def scaled(self, k):
        return Vec(self.x * k, self.y * k)

@lifted
def f(x, y):
    v = Vec(x)
    if y > 0:
        v = v._replace(y=y)
    w = v.scaled(2)
    return tuple(w), w.norm1(), v._asdict(), Vec._fields, Vec._field_defaults
''', ('x', 'y'))
p('r21c_nt_replace_bad_field', r'''
Pt = collections.namedtuple("Pt", ["a", "b"])

@lifted
def g(x):
    p = Pt(x, 1)
    if x > 0:
        return tuple(p._replace(c=2))
    return repr(p._replace(a=0))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_nt_make_wrong_len', r'''
Pt = collections.namedtuple("Pt", ["a", "b"])

@lifted
def g(x):
    vals = [x] * (2 if x > 0 else 3)
    return Pt._make(vals)

@lifted
def f(x):
    try:
        r = g(x)
        return tuple(r), type(r).__name__
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_nt_unpack_and_index_path', r'''
import typing
class Rec(typing.NamedTuple):
    name: str
    qty: int
    price: int

@lifted
def f(x, y):
    rows = [Rec("a", x, 3), Rec("b", y, 2)]
    if x + y > 1:
        rows.append(Rec("c", 1, x))
    total = 0
    for name, q, pr in rows:
        total += q * pr
    best = max(rows, key=lambda r: r.qty * r.price)
    return total, best.name, rows[-1][0], [r._asdict()["qty"] for r in rows]
''', ('x', 'y'))
p('r21c_nt_as_dict_key_and_sort', r'''
Edge = collections.namedtuple("Edge", "u v w")

@lifted
def f(x, y):
    es = [Edge(0, 1, x), Edge(1, 2, y), Edge(0, 2, x + y)]
    es.sort(key=lambda e: (e.w, e.u))
    seen = {}
    for e in es:
        seen[(e.u, e.v)] = e.w
    return [tuple(e) for e in es], seen[(0, 2)], Edge(0, 1, x) in es
''', ('x', 'y'))
p('r21c_nt_subclass_property', r'''
class Interval(collections.namedtuple("Interval", "lo hi")):
    __slots__ = ()
    @property
    def length(self):
        return self.hi - self.lo
    def __contains__(self, v):
        return self.lo <= v < self.hi

@lifted
def f(x, y):
    i = Interval(min(x, y), max(x, y) + 1)
    return i.length, 0 in i, x in i, i._replace(hi=5).length
''', ('x', 'y'))
p('r21c_nt_eq_with_tuple', r'''
import typing
class P(typing.NamedTuple):
    a: int
    b: int

@lifted
def f(x, y):
    p = P(x, y)
    t = (x, y) if x > 0 else (y, x)
    return p == t, p == (x, y), hash(p) == hash((x, y)), p[::-1], p + (1,)
''', ('x', 'y'))
p('r21c_h_super_chain_accumulate', r'''
@lifted
class Base:
    def __init__(self, x):
        self.log = ["base"]
        self.v = x
    def cost(self):
        return self.v

@lifted
class Mid(Base):
    def __init__(self, x):
        super().__init__(x)
        self.log.append("mid")
        if x > 0:
            self.v *= 2
    def cost(self):
        return super().cost() + 1

@lifted
class Leaf(Mid):
    def __init__(self, x):
        super().__init__(x - 1)
        self.log.append("leaf")
    def cost(self):
        c = super().cost()
        return c if c > 0 else -c

@lifted
def f(x):
    objs = [Base(x), Mid(x), Leaf(x)]
    return [o.cost() for o in objs], objs[2].log
''', ('x',))
p('r21c_h_abc_abstract_dispatch', r'''
import abc
@lifted
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self): ...
    def describe(self):
        a = self.area()
        return ("big" if a > 4 else "small") + ":" + type(self).__name__

@lifted
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s

@lifted
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

@lifted
def f(x, y):
    s = Sq(x) if y > 0 else Rect(x, y)
    try:
        Shape()
        err = None
    except TypeError as e:
        err = str(e)
    return s.describe(), s.area(), err
''', ('x', 'y'))
p('r21c_h_abc_missing_impl_path', r'''
import abc
@lifted
class Plugin(abc.ABC):
    @abc.abstractmethod
    def run(self, v): ...

@lifted
class Good(Plugin):
    def run(self, v):
        return v + 1

@lifted
class Bad(Plugin):
    def helper(self):
        return 0

@lifted
def g(x):
    cls = Good if x > 0 else Bad
    return cls().run(x)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_h_isinstance_hierarchy_visitor', r'''
@lifted
class Node: pass
@lifted
class Num(Node):
    def __init__(self, v): self.v = v
@lifted
class Neg(Node):
    def __init__(self, e): self.e = e
@lifted
class Add(Node):
    def __init__(self, a, b): self.a, self.b = a, b

@lifted
def ev(n):
    if isinstance(n, Num):
        return n.v
    if isinstance(n, Neg):
        return -ev(n.e)
    if isinstance(n, Add):
        return ev(n.a) + ev(n.b)
    raise TypeError(type(n).__name__)

@lifted
def f(x, y):
    e = Num(x) if x > y else Neg(Num(y))
    e2 = Add(e, Num(1)) if x != 0 else e
    return ev(e2), isinstance(e2, Add), isinstance(e, (Num, Add)), type(e2).__name__
''', ('x', 'y'))
p('r21c_h_mro_diamond_super', r'''
@lifted
class A:
    def who(self):
        return ["A"]
@lifted
class B(A):
    def who(self):
        return ["B"] + super().who()
@lifted
class C(A):
    def who(self):
        return ["C"] + super().who()
@lifted
class D(B, C):
    def who(self):
        return ["D"] + super().who()

@lifted
def f(x):
    o = D() if x > 0 else (B() if x == 0 else C())
    return o.who(), [k.__name__ for k in type(o).__mro__]
''', ('x',))
p('r21c_h_method_override_in_subclass_chosen', r'''
@lifted
class Account:
    fee = 1
    def __init__(self, bal):
        self.bal = bal
    def withdraw(self, amt):
        if amt + self.fee > self.bal:
            return False
        self.bal -= amt + self.fee
        return True

@lifted
class Premium(Account):
    fee = 0
    def withdraw(self, amt):
        if amt > self.bal + 5:
            return False
        self.bal -= amt
        return True

@lifted
def f(x, b):
    a = Premium(x) if b else Account(x)
    r = [a.withdraw(2), a.withdraw(1)]
    return r, a.bal, a.fee
''', ('x', 'b'))
p('r21c_h_super_in_classmethod', r'''
@lifted
class Base:
    @classmethod
    def make(cls, v):
        o = cls()
        o.v = v
        return o
    def tag(self):
        return "base"

@lifted
class Sub(Base):
    @classmethod
    def make(cls, v):
        o = super().make(v * 2)
        o.extra = v > 0
        return o
    def tag(self):
        return "sub" if self.extra else "sub-"

@lifted
def f(x):
    o = Sub.make(x) if x % 2 else Base.make(x)
    return o.v, o.tag(), hasattr(o, "extra")
''', ('x',))
p('r21c_h_init_subclass_registry', r'''
REG = {}
@lifted
class Cmd:
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        REG[name or cls.__name__.lower()] = cls
    def run(self, v):
        return v

@lifted
class Inc(Cmd, name="inc"):
    def run(self, v):
        return v + 1

@lifted
class Dbl(Cmd):
    def run(self, v):
        return v * 2

@lifted
def f(x, y):
    prog = ["inc", "dbl"] if x > 0 else ["dbl", "inc", "inc"]
    v = y
    for name in prog:
        v = REG[name]().run(v)
    return v, sorted(REG)
''', ('x', 'y'))
p('r21c_h_classmethod_factories', r'''
@lifted
class Temp:
    def __init__(self, c):
        self.c = c
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 // 9)
    @staticmethod
    def valid(c):
        return -273 <= c <= 1000
    def __repr__(self):
        return f"Temp({self.c})"

@lifted
def f(x, b):
    t = Temp.from_f(x * 20) if b else Temp(x)
    return repr(t), Temp.valid(t.c), t.valid(t.c * 1000)
''', ('x', 'b'))
p('r21c_h_class_var_mutated_branch', r'''
@lifted
class Counter:
    made = 0
    def __init__(self):
        type(self).made += 1

@lifted
class Sub(Counter):
    pass

@lifted
def f(x):
    Counter.made = 0
    if "made" in Sub.__dict__:
        del Sub.made
    if x > 0:
        Counter()
    if x > 1:
        Sub()
    return Counter.made, Sub.made, "made" in Sub.__dict__
''', ('x',))
p('r21c_h_class_attr_list_shared', r'''
@lifted
class Plugin:
    hooks = []
    def __init__(self, name):
        self.name = name
    def register(self):
        self.hooks.append(self.name)

@lifted
def f(x):
    Plugin.hooks = []
    a, b = Plugin("a"), Plugin("b")
    if x > 0:
        a.register()
    b.register()
    if x < -1:
        b.hooks = ["own"]
    return Plugin.hooks, a.hooks, b.hooks
''', ('x',))
p('r21c_prop_setter_validation_raises', r'''
@lifted
class Account:
    def __init__(self, bal):
        self._bal = 0
        self.balance = bal
    @property
    def balance(self):
        return self._bal
    @balance.setter
    def balance(self, v):
        if v < 0:
            raise ValueError(f"negative balance: {v}")
        self._bal = v

@lifted
def g(x, y):
    a = Account(y)
    a.balance = a.balance + x
    return a.balance

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21c_prop_setter_caught_state_kept', r'''
@lifted
class Thermo:
    def __init__(self):
        self._t = 20
        self.errors = 0
    @property
    def target(self):
        return self._t
    @target.setter
    def target(self, v):
        if not (10 <= v <= 30):
            self.errors += 1
            raise ValueError("out of range")
        self._t = v

@lifted
def f(x, y):
    t = Thermo()
    for v in (x * 5, y * 10, 25):
        try:
            t.target = v
        except ValueError:
            pass
    return t.target, t.errors
''', ('x', 'y'))
p('r21c_prop_computed_readonly', r'''
@lifted
class Cart:
    def __init__(self):
        self.lines = []
    def add(self, price, qty=1):
        if qty <= 0:
            return
        self.lines.append((price, qty))
    @property
    def total(self):
        return sum(p * q for p, q in self.lines)
    @property
    def empty(self):
        return not self.lines

@lifted
def f(x, y):
    c = Cart()
    c.add(3, x)
    c.add(y)
    try:
        c.total = 0
        msg = "set"
    except AttributeError as e:
        msg = str(e)
    return c.total, c.empty, len(c.lines), msg
''', ('x', 'y'))
p('r21c_cached_property_invalidate', r'''
import functools
@lifted
class Report:
    def __init__(self, rows):
        self.rows = rows
        self.computed = 0
    @functools.cached_property
    def total(self):
        self.computed += 1
        return sum(self.rows)

@lifted
def f(x, y):
    r = Report([x, y])
    a = r.total
    if x > 0:
        r.rows.append(10)
        del r.total
    b = r.total
    c = r.total
    return a, b, c, r.computed, "total" in vars(r)
''', ('x', 'y'))
p('r21c_cached_property_set_directly', r'''
import functools
@lifted
class Lazy:
    def __init__(self, v):
        self.v = v
    @functools.cached_property
    def sq(self):
        return self.v * self.v

@lifted
def f(x):
    o = Lazy(x)
    if x < 0:
        o.sq = -1
    o.v = 2
    return o.sq, o.v
''', ('x',))
p('r21c_total_ordering_version', r'''
import functools
@lifted
@functools.total_ordering
class Ver:
    def __init__(self, major, minor):
        self.major, self.minor = major, minor
    def __eq__(self, o):
        return (self.major, self.minor) == (o.major, o.minor)
    def __lt__(self, o):
        return (self.major, self.minor) < (o.major, o.minor)

@lifted
def f(x, y):
    a, b = Ver(1, x), Ver(1, y)
    vs = sorted([Ver(0, 5), b, a, Ver(2, 0)])
    return a <= b, a > b, a >= b, [(v.major, v.minor) for v in vs], max(a, b).minor
''', ('x', 'y'))
p('r21c_total_ordering_notimplemented', r'''
import functools
@lifted
@functools.total_ordering
class Money:
    def __init__(self, c):
        self.c = c
    def __eq__(self, o):
        if not isinstance(o, Money):
            return NotImplemented
        return self.c == o.c
    def __lt__(self, o):
        if not isinstance(o, Money):
            return NotImplemented
        return self.c < o.c

@lifted
def g(x):
    other = Money(1) if x > 0 else 1
    return Money(x) >= other

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_eq_hash_set_dict_keys', r'''
@lifted
class Sku:
    def __init__(self, code, size):
        self.code, self.size = code, size
    def __eq__(self, o):
        return isinstance(o, Sku) and self.code == o.code and self.size == o.size
    def __hash__(self):
        return hash((self.code, self.size))

@lifted
def f(x, y):
    stock = {Sku("a", 1): 5, Sku("b", 2): 3}
    k = Sku("a", x)
    stock[k] = stock.get(k, 0) + 1
    s = {Sku("a", 1), Sku("a", y), k}
    return len(stock), stock[Sku("a", 1)], len(s), Sku("b", y) in stock
''', ('x', 'y'))
p('r21c_eq_without_hash_unhashable', r'''
@lifted
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v

@lifted
def g(x):
    ps = [P(x), P(1)]
    if x > 0:
        return ps[0] == ps[1], ps.count(P(1))
    return len(set(ps))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_repr_str_returned_objects', r'''
@lifted
class Item:
    def __init__(self, name, qty):
        self.name, self.qty = name, qty
    def __repr__(self):
        return f"Item({self.name!r}, {self.qty})"
    def __str__(self):
        return f"{self.qty} x {self.name}" if self.qty != 1 else self.name

@lifted
def f(x):
    items = [Item("pen", x), Item("cup", 1)]
    if x > 1:
        items.append(Item("ink", x - 1))
    return repr(items), [str(i) for i in items], f"{items[0]}|{items[-1]!r}"
''', ('x',))
p('r21c_repr_default_fallback_str', r'''
@lifted
class A:
    def __repr__(self):
        return "A()"

@lifted
class B(A):
    def __str__(self):
        return "b!"

@lifted
def f(x):
    o = A() if x > 0 else B()
    return str(o), repr(o), f"{o}", "%s/%r" % (o, o), str([o])
''', ('x',))
p('r21c_slots_assign_unknown_attr', r'''
@lifted
class Pt:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y

@lifted
def g(x):
    p = Pt(x, 0)
    if x > 0:
        p.z = 3
    else:
        p.y = -x
    return p.x + p.y

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_slots_unset_read', r'''
@lifted
class Node:
    __slots__ = ("val", "nxt")
    def __init__(self, val):
        self.val = val

@lifted
def g(x):
    n = Node(x)
    if x > 0:
        n.nxt = Node(x - 1)
    return n.nxt.val

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_slots_inherit_dict', r'''
@lifted
class Base:
    __slots__ = ("a",)
@lifted
class Sub(Base):
    pass

@lifted
def f(x):
    o = Sub() if x > 0 else Base()
    o.a = x
    try:
        o.b = 1
        ok = True
    except AttributeError:
        ok = False
    return ok, hasattr(o, "__dict__"), o.a
''', ('x',))
p('r21c_contains_len_iter_bool_builtins', r'''
@lifted
class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, k, n):
        if n <= 0:
            return self
        self.items[k] = self.items.get(k, 0) + n
        return self
    def __len__(self):
        return sum(self.items.values())
    def __iter__(self):
        return iter(sorted(self.items))
    def __contains__(self, k):
        return self.items.get(k, 0) > 0
    def __getitem__(self, k):
        return self.items.get(k, 0)

@lifted
def f(x, y):
    inv = Inventory().add("a", x).add("b", y).add("a", 1)
    return len(inv), list(inv), "a" in inv, "b" in inv, bool(inv), inv["a"], sorted(inv, reverse=True)
''', ('x', 'y'))
p('r21c_bool_dunder_in_if_and_filter', r'''
@lifted
class Slot:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v is not None and self.v != 0

@lifted
def f(x, y):
    slots = [Slot(x), Slot(None), Slot(y)]
    full = [s.v for s in slots if s]
    first = next((s.v for s in slots if s), "none")
    return full, first, any(slots), all(slots), len(list(filter(None, slots)))
''', ('x', 'y'))
p('r21c_getitem_protocol_iteration', r'''
@lifted
class Seq:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i

@lifted
def f(x):
    s = Seq(max(x, 0))
    return list(s), 4 in s, sum(s), [v for v in s if v % 2]
''', ('x',))
p('r21c_sorted_min_max_lt_objects', r'''
@lifted
class Job:
    def __init__(self, name, prio, t):
        self.name, self.prio, self.t = name, prio, t
    def __lt__(self, o):
        if self.prio != o.prio:
            return self.prio > o.prio
        return self.t < o.t

@lifted
def f(x, y):
    jobs = [Job("a", x, 0), Job("b", y, 1), Job("c", 1, 2)]
    order = [j.name for j in sorted(jobs)]
    return order, min(jobs).name, max(jobs).name, [j.name for j in sorted(jobs, reverse=True)]
''', ('x', 'y'))
p('r21c_sum_add_radd_objects', r'''
@lifted
class Money:
    def __init__(self, c, cur="EUR"):
        self.c, self.cur = c, cur
    def __add__(self, o):
        if isinstance(o, Money):
            if o.cur != self.cur:
                raise ValueError(f"{self.cur} vs {o.cur}")
            return Money(self.c + o.c, self.cur)
        return NotImplemented
    def __radd__(self, o):
        if o == 0:
            return self
        return NotImplemented

@lifted
def f(x, b):
    ms = [Money(x), Money(2), Money(x * 2, "USD" if b else "EUR")]
    try:
        t = sum(ms)
        return t.c, t.cur
    except ValueError as e:
        return str(e)
''', ('x', 'b'))
p('r21c_sum_no_radd_typeerror', r'''
@lifted
class V:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return V(self.v + o.v)

@lifted
def g(x):
    vs = [V(x), V(1)]
    if x > 0:
        return sum(vs, V(0)).v
    return sum(vs).v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_copy_copy_vs_deepcopy_by_path', r'''
import copy
@lifted
class Doc:
    def __init__(self):
        self.tags = ["a"]
        self.meta = {"v": 1}

@lifted
def f(x):
    d = Doc()
    c = copy.copy(d) if x > 0 else copy.deepcopy(d)
    c.tags.append("b")
    c.meta["v"] = x
    c.title = "t"
    return d.tags, d.meta, c.tags, hasattr(d, "title"), c is d, c.tags is d.tags
''', ('x',))
p('r21c_copy_custom_copy_dunders', r'''
import copy
@lifted
class Conn:
    def __init__(self, host):
        self.host = host
        self.log = []
    def __copy__(self):
        n = Conn(self.host)
        n.log = ["copied"]
        return n
    def __deepcopy__(self, memo):
        n = Conn(self.host + "!")
        n.log = list(self.log) + ["deep"]
        return n

@lifted
def f(x):
    c = Conn("h")
    if x > 0:
        c.log.append("x")
    a = copy.copy(c)
    b = copy.deepcopy(c)
    return a.host, a.log, b.host, b.log
''', ('x',))
p('r21c_identity_objects_chosen_by_path', r'''
@lifted
class Node:
    def __init__(self, v):
        self.v = v

@lifted
def f(x, y):
    a, b = Node(1), Node(2)
    p = a if x > 0 else b
    q = a if y > 0 else b
    p.v += 10
    return p is q, p is a, q.v, a.v, b.v, [n is p for n in (a, b)]
''', ('x', 'y'))
p('r21c_getattr_setattr_hasattr_path_attrs', r'''
@lifted
class Rec:
    pass

@lifted
def f(x, s):
    r = Rec()
    r.a = 1
    if x > 0:
        r.b = x
    if x < -1:
        setattr(r, "c", -x)
    names = [n for n in ("a", "b", "c") if hasattr(r, n)]
    total = sum(getattr(r, n, 0) for n in ("a", "b", "c"))
    return names, total, sorted(vars(r)), getattr(r, "b", None)
''', ('x', 's'))
p('r21c_getattr_missing_message_path', r'''
@lifted
class Cfg:
    def __init__(self, b):
        if b:
            self.port = 80

@lifted
def g(x, b):
    c = Cfg(b)
    if x > 0:
        return c.port
    return getattr(c, "host")

@lifted
def f(x, b):
    try:
        return g(x, b)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'b'))
p('r21c_vars_update_and_dict', r'''
@lifted
class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)

@lifted
def f(x):
    o = Obj(a=1, b=x)
    if x > 0:
        o.c = 3
        del o.a
    d = vars(o)
    return sorted(d.items()), len(d), "a" in o.__dict__
''', ('x',))
p('r21c_registry_dict_of_classes', r'''
@lifted
class Circle:
    def __init__(self, r): self.r = r
    def area(self): return 3 * self.r * self.r
@lifted
class Square:
    def __init__(self, s): self.s = s
    def area(self): return self.s * self.s

SHAPES = {"circle": Circle, "square": Square}

@lifted
def f(x, y):
    kind = "circle" if x > y else "square"
    shape = SHAPES[kind](x)
    try:
        other = SHAPES["tri" if y > 1 else "square"](y)
        a2 = other.area()
    except KeyError as e:
        a2 = repr(e)
    return shape.area(), type(shape).__name__, a2
''', ('x', 'y'))
p('r21c_registry_bound_methods', r'''
@lifted
class Machine:
    def __init__(self):
        self.acc = 0
        self.ops = {"inc": self.inc, "dbl": self.dbl, "neg": self.neg}
    def inc(self, v): self.acc += v
    def dbl(self, v): self.acc *= 2
    def neg(self, v): self.acc = -self.acc

@lifted
def f(x, y):
    m = Machine()
    prog = [("inc", x), ("dbl", 0)]
    if y > 0:
        prog.append(("neg", 0))
    prog.append(("inc", y))
    for op, arg in prog:
        m.ops[op](arg)
    return m.acc, sorted(m.ops)
''', ('x', 'y'))
p('r21c_state_machine_class', r'''
@lifted
class Door:
    TRANSITIONS = {("closed", "open"): "opened", ("opened", "close"): "closed",
                   ("closed", "lock"): "locked", ("locked", "unlock"): "closed"}
    def __init__(self):
        self.state = "closed"
        self.history = []
    def fire(self, ev):
        nxt = self.TRANSITIONS.get((self.state, ev))
        if nxt is None:
            raise RuntimeError(f"bad event {ev} in {self.state}")
        self.history.append(self.state)
        self.state = nxt

@lifted
def f(x, y):
    d = Door()
    events = ["open", "close"] if x > 0 else ["lock"]
    if y > 0:
        events.append("unlock")
    try:
        for e in events:
            d.fire(e)
        return d.state, d.history
    except RuntimeError as e:
        return str(e), d.history
''', ('x', 'y'))
p('r21c_bank_transfer_rollback', r'''
@lifted
class InsufficientFunds(Exception):
    def __init__(self, acct, need):
        super().__init__(f"{acct.name} needs {need}")
        self.acct = acct

@lifted
class Acct:
    def __init__(self, name, bal):
        self.name, self.bal = name, bal
    def withdraw(self, n):
        if n > self.bal:
            raise InsufficientFunds(self, n - self.bal)
        self.bal -= n
    def deposit(self, n):
        self.bal += n

@lifted
def transfer(a, b, n):
    a.withdraw(n)
    try:
        if n > 2:
            raise ValueError("limit")
        b.deposit(n)
    except ValueError:
        a.deposit(n)
        raise

@lifted
def f(x, y):
    a, b = Acct("a", 3), Acct("b", y)
    try:
        transfer(a, b, x)
        res = "ok"
    except InsufficientFunds as e:
        res = str(e) + "/" + e.acct.name
    except ValueError as e:
        res = "limit"
    return res, a.bal, b.bal
''', ('x', 'y'))
p('r21c_inventory_reserve_release', r'''
@lifted
class Stock:
    def __init__(self):
        self.on_hand = {"bolt": 5, "nut": 2}
        self.reserved = {}
    def reserve(self, sku, n):
        avail = self.on_hand.get(sku, 0) - self.reserved.get(sku, 0)
        if n > avail:
            return False
        self.reserved[sku] = self.reserved.get(sku, 0) + n
        return True
    def release(self, sku):
        return self.reserved.pop(sku, 0)

@lifted
def f(x, y):
    s = Stock()
    r1 = s.reserve("bolt", x)
    r2 = s.reserve("nut", y)
    r3 = s.reserve("bolt", 2)
    rel = s.release("nut") if x > y else 0
    return r1, r2, r3, rel, sorted(s.reserved.items())
''', ('x', 'y'))
p('r21c_order_status_enum_machine', r'''
import enum
@lifted
class St(enum.Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"
    CANCELLED = "cancelled"

@lifted
class Order:
    ALLOWED = {St.NEW: {St.PAID, St.CANCELLED}, St.PAID: {St.SHIPPED, St.CANCELLED}}
    def __init__(self):
        self.st = St.NEW
    def move(self, to):
        if to not in self.ALLOWED.get(self.st, set()):
            raise ValueError(f"{self.st.value}->{to.value}")
        self.st = to

@lifted
def f(x, y):
    o = Order()
    steps = [St.PAID if x > 0 else St.CANCELLED, St.SHIPPED if y > 0 else St.CANCELLED]
    errs = []
    for s in steps:
        try:
            o.move(s)
        except ValueError as e:
            errs.append(str(e))
    return o.st.name, errs
''', ('x', 'y'))
p('r21c_observer_pattern_objects', r'''
@lifted
class Subject:
    def __init__(self):
        self.obs = []
    def attach(self, o):
        self.obs.append(o)
    def notify(self, v):
        return [o.update(v) for o in self.obs]

@lifted
class Logger:
    def __init__(self):
        self.seen = []
    def update(self, v):
        self.seen.append(v)
        return "log"

@lifted
class Threshold:
    def __init__(self, t):
        self.t, self.hits = t, 0
    def update(self, v):
        if v > self.t:
            self.hits += 1
            return "hit"
        return "miss"

@lifted
def f(x, y):
    s = Subject()
    lg, th = Logger(), Threshold(y)
    s.attach(lg)
    if x != 0:
        s.attach(th)
    r = [s.notify(x), s.notify(x + 2)]
    return r, lg.seen, th.hits
''', ('x', 'y'))
p('r21c_linked_list_class_len_iter', r'''
@lifted
class Node:
    __slots__ = ("v", "nxt")
    def __init__(self, v, nxt=None):
        self.v, self.nxt = v, nxt

@lifted
class LL:
    def __init__(self):
        self.head = None
        self.n = 0
    def push(self, v):
        self.head = Node(v, self.head)
        self.n += 1
    def __len__(self):
        return self.n
    def __iter__(self):
        cur = self.head
        while cur is not None:
            yield cur.v
            cur = cur.nxt
    def remove(self, v):
        prev, cur = None, self.head
        while cur is not None:
            if cur.v == v:
                if prev is None:
                    self.head = cur.nxt
                else:
                    prev.nxt = cur.nxt
                self.n -= 1
                return True
            prev, cur = cur, cur.nxt
        return False

@lifted
def f(x, y):
    l = LL()
    for v in (1, x, 2):
        l.push(v)
    r = l.remove(y)
    return list(l), len(l), r, bool(l)
''', ('x', 'y'))
p('r21c_stack_vm_class', r'''
@lifted
class VM:
    def __init__(self):
        self.stack = []
    def push(self, v):
        self.stack.append(v)
    def binop(self, op):
        b = self.stack.pop()
        a = self.stack.pop()
        if op == "+":
            self.stack.append(a + b)
        elif op == "-":
            self.stack.append(a - b)
        elif op == "max":
            self.stack.append(a if a > b else b)
        else:
            raise ValueError(op)

@lifted
def f(x, y):
    vm = VM()
    vm.push(x)
    vm.push(y)
    vm.binop("max" if x > 0 else "-")
    vm.push(3)
    try:
        vm.binop("+")
        vm.binop("+")
    except IndexError as e:
        return "underflow", str(e), vm.stack
    return vm.stack
''', ('x', 'y'))
p('r21c_matrix_class_ops', r'''
@lifted
class M2:
    def __init__(self, a, b, c, d):
        self.m = (a, b, c, d)
    def __mul__(self, o):
        a, b, c, d = self.m
        e, f_, g, h = o.m
        return M2(a * e + b * g, a * f_ + b * h, c * e + d * g, c * f_ + d * h)
    def __eq__(self, o):
        return self.m == o.m
    def __pow__(self, n):
        r = M2(1, 0, 0, 1)
        for _ in range(n):
            r = r * self
        return r

@lifted
def f(x):
    m = M2(1, 1, 1, 0)
    k = 3 if x > 0 else 1
    p = m ** k
    return p.m, p == M2(3, 2, 2, 1), (M2(x, 0, 0, 1) * M2(2, 0, 0, 1)).m
''', ('x',))
p('r21c_event_queue_heap_objects', r'''
@lifted
class Ev:
    def __init__(self, t, name):
        self.t, self.name = t, name
    def __lt__(self, o):
        return (self.t, self.name) < (o.t, o.name)

@lifted
def f(x, y):
    q = []
    heapq.heappush(q, Ev(x, "a"))
    heapq.heappush(q, Ev(y, "b"))
    heapq.heappush(q, Ev(1, "c"))
    out = []
    while q:
        e = heapq.heappop(q)
        out.append(e.name)
        if e.name == "a" and x < 0:
            heapq.heappush(q, Ev(5, "a2"))
    return out
''', ('x', 'y'))
p('r21c_bisect_objects_key', r'''
@lifted
class Rec:
    def __init__(self, k, v):
        self.k, self.v = k, v

@lifted
def f(x, y):
    rs = [Rec(0, "z"), Rec(2, "t"), Rec(4, "f")]
    bisect.insort(rs, Rec(x, "x"), key=lambda r: r.k)
    i = bisect.bisect_left(rs, y, key=lambda r: r.k)
    return [r.v for r in rs], i
''', ('x', 'y'))
p('r21c_eq_notimplemented_both_identity', r'''
@lifted
class A:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        if type(o) is not A:
            return NotImplemented
        return self.v == o.v

@lifted
class B:
    def __eq__(self, o):
        return NotImplemented

@lifted
def f(x):
    a = A(x)
    o = A(1) if x > 0 else B()
    return a == o, o == a, o == o, a != o, [a, o].count(o)
''', ('x',))
p('r21c_hash_none_unhashable_text', r'''
@lifted
class Cell:
    __hash__ = None
    def __init__(self, v): self.v = v

@lifted
def g(x):
    c = Cell(x)
    if x > 0:
        return {c: 1}[c]
    return hash(c)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_len_negative_valueerror', r'''
@lifted
class Win:
    def __init__(self, lo, hi): self.lo, self.hi = lo, hi
    def __len__(self):
        return self.hi - self.lo

@lifted
def g(x, y):
    w = Win(y, x)
    return len(w), bool(w)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21c_len_without_bool_truthiness', r'''
@lifted
class Q:
    def __init__(self): self.items = []
    def __len__(self): return len(self.items)
    def push(self, v):
        if v is not None:
            self.items.append(v)

@lifted
def f(x, y):
    q = Q()
    q.push(x if x > 0 else None)
    q.push(y if y > 0 else None)
    out = []
    while q:
        out.append(q.items.pop())
    return out, bool(q), "full" if q else "empty"
''', ('x', 'y'))
p('r21c_contains_nonbool_return', r'''
@lifted
class Bits:
    def __init__(self, m): self.m = m
    def __contains__(self, i):
        return (self.m >> i) & 1

@lifted
def f(x):
    b = Bits(x + 4)
    return [i in b for i in range(3)], 1 not in b
''', ('x',))
p('r21c_reversed_dunder_and_getitem_slice', r'''
@lifted
class Path:
    def __init__(self, pts): self.pts = list(pts)
    def __len__(self): return len(self.pts)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Path(self.pts[i])
        return self.pts[i]
    def __reversed__(self):
        return Path(self.pts[::-1])
    def __iter__(self):
        yield from self.pts

@lifted
def f(x, y):
    p = Path([0, x, y, 3])
    r = reversed(p)
    sub = p[1:3] if x > y else p[::2]
    return list(r), list(sub), p[-1], len(sub), [v for v in sub if v > 0]
''', ('x', 'y'))
p('r21c_setitem_delitem_validating', r'''
@lifted
class Grid:
    def __init__(self, n):
        self.n = n
        self.cells = {}
    def _check(self, k):
        r, c = k
        if not (0 <= r < self.n and 0 <= c < self.n):
            raise IndexError(f"cell {k} outside {self.n}x{self.n}")
    def __setitem__(self, k, v):
        self._check(k)
        self.cells[k] = v
    def __getitem__(self, k):
        self._check(k)
        return self.cells.get(k, ".")
    def __delitem__(self, k):
        self._check(k)
        del self.cells[k]

@lifted
def g(x, y):
    gr = Grid(3)
    gr[1, 1] = "o"
    gr[x, 0] = "x"
    if y > 0:
        del gr[1, 1]
    return gr[1, 1], gr[0, 0], len(gr.cells)

@lifted
def f(x, y):
    try:
        return g(x, y)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 'y'))
p('r21c_call_dunder_strategies', r'''
@lifted
class Scale:
    def __init__(self, k): self.k = k
    def __call__(self, v): return v * self.k
@lifted
class Clamp:
    def __init__(self, lo, hi): self.lo, self.hi = lo, hi
    def __call__(self, v): return max(self.lo, min(self.hi, v))

@lifted
def f(x, y):
    pipeline = [Scale(2), Clamp(-2, 3)] if y > 0 else [Clamp(0, 1), Scale(y)]
    v = x
    for step in pipeline:
        v = step(v)
    return v, callable(pipeline[0]), [type(s).__name__ for s in pipeline]
''', ('x', 'y'))
p('r21c_context_manager_transaction', r'''
@lifted
class Tx:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snap = dict(self.store)
        return self
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.store.clear()
            self.store.update(self.snap)
            return et is KeyError
        return False

@lifted
def f(x, y):
    s = {"a": 1}
    with Tx(s):
        s["b"] = x
        if x > 0:
            s["a"] += 1
        if y > 0:
            raise KeyError("boom")
    try:
        with Tx(s):
            s["c"] = 1
            if x < -1:
                raise ValueError("bad")
    except ValueError as e:
        return "VE", sorted(s.items())
    return sorted(s.items())
''', ('x', 'y'))
p('r21c_format_dunder_spec', r'''
@lifted
class Money:
    def __init__(self, c): self.c = c
    def __format__(self, spec):
        if spec == "short":
            return f"{self.c}c"
        sign = "-" if self.c < 0 else ""
        return f"{sign}${abs(self.c) // 100}.{abs(self.c) % 100:02d}"

@lifted
def f(x):
    m = Money(x * 125)
    return f"{m}", f"{m:short}", format(m, ""), "{:short}".format(m)
''', ('x',))
p('r21c_index_dunder_used_in_list', r'''
@lifted
class Slot:
    def __init__(self, i): self.i = i
    def __index__(self): return self.i

@lifted
def f(x):
    xs = ["a", "b", "c", "d"]
    s = Slot(x if x >= 0 else 0)
    try:
        v = xs[s]
    except IndexError as e:
        v = str(e)
    return v, xs[Slot(1):Slot(3)], bin(Slot(5)), range(10)[Slot(2)]
''', ('x',))
p('r21c_unary_dunders', r'''
@lifted
class V:
    def __init__(self, a, b): self.a, self.b = a, b
    def __neg__(self): return V(-self.a, -self.b)
    def __abs__(self): return abs(self.a) + abs(self.b)
    def __invert__(self): return V(self.b, self.a)
    def __pos__(self): return self

@lifted
def f(x, y):
    v = V(x, y)
    w = -v if x > y else ~v
    return (w.a, w.b), abs(w), +v is v, abs(-(~w))
''', ('x', 'y'))
p('r21c_lt_only_reflected_gt', r'''
@lifted
class P:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        return self.v < o.v

@lifted
def f(x, y):
    a, b = P(x), P(y)
    try:
        le = a <= b
    except TypeError as e:
        le = str(e)
    return a > b, b > a, max(a, b).v, le
''', ('x', 'y'))
p('r21c_attrgetter_methodcaller', r'''
import operator
@lifted
class Emp:
    def __init__(self, name, dept, sal):
        self.name, self.dept, self.sal = name, dept, sal
    def bonus(self, pct):
        return self.sal * pct // 100

@lifted
def f(x, y):
    es = [Emp("a", "x", 3), Emp("b", "y", x), Emp("c", "x", y)]
    by = sorted(es, key=operator.attrgetter("dept", "sal"))
    bon = list(map(operator.methodcaller("bonus", 50), es))
    top = max(es, key=operator.attrgetter("sal"))
    return [e.name for e in by], bon, top.name
''', ('x', 'y'))
p('r21c_cmp_to_key_objects', r'''
import functools
@lifted
class Team:
    def __init__(self, name, pts, gd):
        self.name, self.pts, self.gd = name, pts, gd

@lifted
def cmp(a, b):
    if a.pts != b.pts:
        return b.pts - a.pts
    if a.gd != b.gd:
        return -1 if a.gd > b.gd else 1
    return (a.name > b.name) - (a.name < b.name)

@lifted
def f(x, y):
    ts = [Team("red", 3, x), Team("blue", y, 0), Team("green", 3, 1)]
    return [t.name for t in sorted(ts, key=functools.cmp_to_key(cmp))]
''', ('x', 'y'))
p('r21c_singledispatch_hierarchy', r'''
import functools
@lifted
class Shape: pass
@lifted
class Circle(Shape):
    def __init__(self, r): self.r = r
@lifted
class Sq(Shape):
    def __init__(self, s): self.s = s

@functools.singledispatch
def area(s):
    raise TypeError(f"no area for {type(s).__name__}")

@area.register
def _(s: Circle):
    return 3 * s.r * s.r

@area.register
def _(s: Sq):
    return s.s * s.s

@lifted
def f(x):
    s = Circle(x) if x > 0 else (Sq(x) if x < 0 else Shape())
    try:
        return area(s)
    except TypeError as e:
        return str(e)
''', ('x',))
p('r21c_reduce_objects', r'''
import functools
@lifted
class Span:
    def __init__(self, lo, hi): self.lo, self.hi = lo, hi
    def merge(self, o):
        return Span(min(self.lo, o.lo), max(self.hi, o.hi))

@lifted
def f(x, y):
    spans = [Span(0, 1), Span(x, x + 1), Span(y, 2)]
    if x > y:
        spans.pop(0)
    s = functools.reduce(lambda a, b: a.merge(b), spans)
    return s.lo, s.hi
''', ('x', 'y'))
p('r21c_groupby_objects_attr', r'''
import itertools
@lifted
class Sale:
    def __init__(self, region, amt): self.region, self.amt = region, amt

@lifted
def f(x, y):
    sales = [Sale("n", x), Sale("s", 2), Sale("n" if y > 0 else "s", y), Sale("e", 1)]
    sales.sort(key=lambda s: s.region)
    return [(k, sum(s.amt for s in g)) for k, g in itertools.groupby(sales, key=lambda s: s.region)]
''', ('x', 'y'))
p('r21c_counter_of_objects', r'''
@lifted
class Tok:
    def __init__(self, kind, text): self.kind, self.text = kind, text
    def __eq__(self, o): return isinstance(o, Tok) and self.kind == o.kind
    def __hash__(self): return hash(self.kind)

@lifted
def f(x, y):
    toks = [Tok("num", "1"), Tok("op" if x > 0 else "num", "+"), Tok("num" if y > 0 else "op", "2")]
    c = collections.Counter(toks)
    return c[Tok("num", "")], c[Tok("op", "")], len(c)
''', ('x', 'y'))
p('r21c_defaultdict_by_attr', r'''
@lifted
class Emp:
    def __init__(self, name, dept): self.name, self.dept = name, dept

@lifted
def f(x, y):
    es = [Emp("a", "eng"), Emp("b", "ops" if x > 0 else "eng"), Emp("c", "ops" if y > 0 else "hr")]
    by = collections.defaultdict(list)
    for e in es:
        by[e.dept].append(e.name)
    return sorted((k, v) for k, v in by.items()), len(by)
''', ('x', 'y'))
p('r21c_lru_cache_class_ordereddict', r'''
@lifted
class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.d = collections.OrderedDict()
        self.evicted = []
    def get(self, k):
        if k not in self.d:
            return None
        self.d.move_to_end(k)
        return self.d[k]
    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        if len(self.d) > self.cap:
            old, _ = self.d.popitem(last=False)
            self.evicted.append(old)

@lifted
def f(x):
    c = LRU(2)
    c.put("a", 1)
    c.put("b", 2)
    if x > 0:
        c.get("a")
    c.put("c", 3)
    return list(c.d), c.evicted
''', ('x',))
p('r21c_exception_hierarchy_with_attrs', r'''
@lifted
class AppError(Exception):
    code = 500
    def __str__(self):
        return f"[{self.code}] {self.args[0] if self.args else ''}"
@lifted
class NotFound(AppError):
    code = 404
@lifted
class Forbidden(AppError):
    code = 403
    def __init__(self, user):
        super().__init__(f"user {user}")
        self.user = user

@lifted
def handle(x):
    if x < 0:
        raise NotFound("item")
    if x == 0:
        raise Forbidden("bob")
    if x > 2:
        raise AppError("boom")
    return "ok"

@lifted
def f(x):
    try:
        return handle(x)
    except NotFound as e:
        return str(e), e.code, repr(e)
    except AppError as e:
        return str(e), e.code, type(e).__name__, getattr(e, "user", None)
''', ('x',))
p('r21c_new_interning_identity', r'''
@lifted
class Sym:
    _table = {}
    def __new__(cls, name):
        o = cls._table.get(name)
        if o is None:
            o = super().__new__(cls)
            o.name = name
            cls._table[name] = o
        return o

@lifted
def f(x):
    Sym._table = {}
    a = Sym("a")
    b = Sym("a" if x > 0 else "b")
    return a is b, len(Sym._table), b.name
''', ('x',))
p('r21c_set_name_typed_descriptor', r'''
@lifted
class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, v):
        if not isinstance(v, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}")
        setattr(obj, self.name, v)

@lifted
class Prod:
    name = Typed(str)
    qty = Typed(int)
    def __init__(self, name, qty):
        self.name = name
        self.qty = qty

@lifted
def f(x):
    v = x if x > 0 else str(x)
    try:
        p = Prod("pen", v)
        return p.qty, p.name
    except TypeError as e:
        return str(e)
''', ('x',))
p('r21c_getattr_fallback_dunder', r'''
@lifted
class Proxy:
    def __init__(self, target, overrides):
        self._t = target
        self._o = overrides
    def __getattr__(self, name):
        if name in self._o:
            return self._o[name]
        return getattr(self._t, name)

@lifted
class Real:
    def __init__(self):
        self.a, self.b = 1, 2

@lifted
def f(x):
    ov = {"a": x} if x > 0 else {}
    p = Proxy(Real(), ov)
    try:
        c = p.c
    except AttributeError as e:
        c = str(e)
    return p.a, p.b, c
''', ('x',))
p('r21c_setattr_override_validation', r'''
@lifted
class Strict:
    FIELDS = ("a", "b")
    def __setattr__(self, name, v):
        if name not in self.FIELDS:
            raise AttributeError(f"no field {name}")
        if v < 0:
            v = 0
        super().__setattr__(name, v)

@lifted
def f(x, y):
    s = Strict()
    s.a = x
    try:
        setattr(s, "b" if y > 0 else "c", y)
        r = "ok"
    except AttributeError as e:
        r = str(e)
    return s.a, getattr(s, "b", None), r, sorted(vars(s))
''', ('x', 'y'))
p('r21c_class_decorator_registry', r'''
ROUTES = {}
def route(path):
    def deco(cls):
        ROUTES[path] = cls
        return cls
    return deco

@route("/a")
@lifted
class HA:
    def handle(self, v): return v + 1

@route("/b")
@lifted
class HB:
    def handle(self, v): return v * 10

@lifted
def f(x, s):
    path = "/a" if x > 0 else "/b"
    h = ROUTES[path]()
    r = ROUTES.get(s)
    return h.handle(x), r is None
''', ('x', 's'))
p('r21c_metaclass_instance_counter', r'''
@lifted
class Counted(type):
    def __call__(cls, *a, **kw):
        cls.instances = getattr(cls, "instances", 0) + 1
        return super().__call__(*a, **kw)

@lifted
class W(metaclass=Counted):
    def __init__(self, v): self.v = v

@lifted
def f(x):
    W.instances = 0
    ws = [W(1)]
    if x > 0:
        ws.append(W(x))
    return W.instances, [w.v for w in ws]
''', ('x',))
p('r21c_abc_register_virtual', r'''
import abc
@lifted
class Sink(abc.ABC):
    @abc.abstractmethod
    def write(self, v): ...

class ListSink:
    def __init__(self): self.items = []
    def write(self, v): self.items.append(v)

Sink.register(ListSink)

@lifted
class Null(Sink):
    def write(self, v): pass

@lifted
def f(x):
    s = ListSink() if x > 0 else Null()
    s.write(x)
    return isinstance(s, Sink), issubclass(type(s), Sink), type(s).__name__
''', ('x',))
p('r21c_collections_abc_sequence_mixins', r'''
import collections.abc
@lifted
class Ring(collections.abc.Sequence):
    def __init__(self, xs, start):
        self.xs, self.start = xs, start
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        if not 0 <= i < len(self.xs):
            raise IndexError("ring index out of range")
        return self.xs[(i + self.start) % len(self.xs)]

@lifted
def f(x, y):
    r = Ring([1, 2, 3], x)
    try:
        ix = r.index(y)
    except ValueError:
        ix = -1
    return list(r), y in r, r.count(2), ix, list(reversed(r))
''', ('x', 'y'))
p('r21c_collections_abc_mapping_mixins', r'''
import collections.abc
@lifted
class Env(collections.abc.Mapping):
    def __init__(self, d, parent=None):
        self.d, self.parent = d, parent
    def __getitem__(self, k):
        if k in self.d:
            return self.d[k]
        if self.parent is not None:
            return self.parent[k]
        raise KeyError(k)
    def __iter__(self):
        seen = set(self.d)
        yield from self.d
        if self.parent is not None:
            for k in self.parent:
                if k not in seen:
                    yield k
    def __len__(self):
        return sum(1 for _ in self)

@lifted
def f(x):
    g = Env({"a": 1, "b": 2})
    l = Env({"a": x} if x > 0 else {"c": x}, g)
    return l["a"], l.get("c", "none"), "b" in l, len(l), sorted(l.keys()), dict(l.items()) == {"a": 1, "b": 2, "c": x}
''', ('x',))
p('r21c_mutable_mapping_mixins', r'''
import collections.abc
@lifted
class LowerDict(collections.abc.MutableMapping):
    def __init__(self):
        self.d = {}
    def __getitem__(self, k): return self.d[k.lower()]
    def __setitem__(self, k, v): self.d[k.lower()] = v
    def __delitem__(self, k): del self.d[k.lower()]
    def __iter__(self): return iter(list(self.d))
    def __len__(self): return len(self.d)

@lifted
def f(x):
    d = LowerDict()
    d["A"] = 1
    d.setdefault("b", x)
    if x > 0:
        d.update({"C": 3})
    p = d.pop("a", None)
    return sorted(d.d.items()), p, "c" in d, len(d)
''', ('x',))
p('r21c_runtime_protocol_isinstance', r'''
import typing
@typing.runtime_checkable
class Closable(typing.Protocol):
    def close(self): ...

@lifted
class File:
    def __init__(self): self.open = True
    def close(self): self.open = False
@lifted
class Pipe:
    pass

@lifted
def f(x):
    o = File() if x > 0 else Pipe()
    closed = False
    if isinstance(o, Closable):
        o.close()
        closed = True
    return closed, getattr(o, "open", None)
''', ('x',))
p('r21c_match_args_custom', r'''
@lifted
class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y

@lifted
def f(x, y):
    p = Pt(x, y)
    match p:
        case Pt(0, 0):
            return "origin"
        case Pt(0, yy):
            return f"y-axis {yy}"
        case Pt(xx, 0) if xx > 0:
            return "pos x-axis"
        case Pt(x=xx, y=yy) if xx == yy:
            return "diag"
        case _:
            return "other"
''', ('x', 'y'))
p('r21c_type_self_subclass_preserving', r'''
@lifted
class Vec:
    def __init__(self, *c): self.c = c
    def __add__(self, o):
        return type(self)(*[a + b for a, b in zip(self.c, o.c)])
    def kind(self): return "vec"
@lifted
class Color(Vec):
    def kind(self): return "color"

@lifted
def f(x, y):
    a = Color(x, 0) if y > 0 else Vec(x, 1)
    s = a + Vec(1, y)
    return s.c, s.kind(), type(s).__name__
''', ('x', 'y'))
p('r21c_list_remove_index_eq_value', r'''
@lifted
class Pt:
    def __init__(self, x, y): self.x, self.y = x, y
    def __eq__(self, o): return (self.x, self.y) == (o.x, o.y)

@lifted
def f(x, y):
    pts = [Pt(0, 0), Pt(x, y), Pt(1, 1)]
    try:
        i = pts.index(Pt(1, 1))
        pts.remove(Pt(y, x))
        r = "removed"
    except ValueError as e:
        r = str(e)
    return i, len(pts), r, Pt(0, 0) in pts
''', ('x', 'y'))
p('r21c_isinstance_path_dependent_values', r'''
@lifted
def f(x, s):
    v = x if x > 0 else (s if x == 0 else [x])
    kinds = []
    if isinstance(v, int):
        kinds.append("int")
    if isinstance(v, (str, list)):
        kinds.append("seq")
    if type(v) is list:
        kinds.append("list")
    return kinds, type(v).__name__, isinstance(v, bool), len(v) if not isinstance(v, int) else v
''', ('x', 's'))
p('r21c_frozen_error_text', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class Pt:
    x: int
    y: int

@lifted
def g(x):
    p = Pt(x, 0)
    if x > 0:
        p.x = 1
    elif x < 0:
        object.__setattr__(p, "y", 5)
        del p.y
    return p.x + p.y

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_dc_field_order_error_in_fn', r'''
@lifted
def g(x):
    if x > 0:
        @dataclasses.dataclass
        class Bad:
            a: int = 1
            b: int
        return "made"
    @dataclasses.dataclass
    class Ok:
        a: int
        b: int = 2
    return repr(Ok(x))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_class_defined_per_path', r'''
@lifted
def f(x, y):
    if x > 0:
        class Unit:
            scale = 10
            def conv(self, v): return v * self.scale
    else:
        class Unit:
            scale = 1
            def conv(self, v): return v - 1
    u = Unit()
    return u.conv(y), Unit.scale, Unit.__name__
''', ('x', 'y'))
p('r21c_dc_fields_union_of_classes', r'''
@lifted
@dataclasses.dataclass
class A:
    p: int
    q: int = 0

@lifted
@dataclasses.dataclass
class B:
    r: str = "r"

@lifted
def f(x):
    o = A(x) if x > 0 else B()
    names = [fl.name for fl in dataclasses.fields(o)]
    return names, dataclasses.astuple(o), dataclasses.asdict(o)
''', ('x',))
p('r21c_dc_replace_union', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class S:
    n: int
    tag: str = "s"

@lifted
@dataclasses.dataclass(frozen=True)
class T:
    n: int
    tag: str = "t"

@lifted
def f(x, y):
    o = S(x) if y > 0 else T(x)
    o2 = dataclasses.replace(o, n=o.n + 1)
    return o2.n, o2.tag, type(o2).__name__, o2 == o
''', ('x', 'y'))
p('r21c_dc_post_init_super_chain', r'''
@lifted
@dataclasses.dataclass
class Base:
    v: int
    def __post_init__(self):
        self.log = ["base"]
        if self.v < 0:
            self.v = 0

@lifted
@dataclasses.dataclass
class Child(Base):
    w: int = 1
    def __post_init__(self):
        super().__post_init__()
        self.log.append("child")
        self.total = self.v + self.w

@lifted
def f(x, y):
    c = Child(x, y)
    return c.v, c.total, c.log, dataclasses.astuple(c)
''', ('x', 'y'))
p('r21c_dc_eq_nested', r'''
@lifted
@dataclasses.dataclass
class Addr:
    city: str
    zip: int

@lifted
@dataclasses.dataclass
class Person:
    name: str
    addr: Addr

@lifted
def f(x, y):
    a = Person("a", Addr("x", x))
    b = Person("a", Addr("x", y))
    if x > 0:
        b.addr.city = "y"
    return a == b, a.addr == b.addr, dataclasses.asdict(b)["addr"]
''', ('x', 'y'))
p('r21c_dc_order_lists_fields', r'''
@lifted
@dataclasses.dataclass(order=True)
class Route:
    cost: int
    hops: list = dataclasses.field(compare=True)

@lifted
def f(x, y):
    rs = [Route(x, [1, 2]), Route(1, [y]), Route(x, [1])]
    rs.sort()
    return [(r.cost, r.hops) for r in rs]
''', ('x', 'y'))
p('r21c_nt_in_dataclass_and_back', r'''
import typing
class P(typing.NamedTuple):
    x: int
    y: int

@lifted
@dataclasses.dataclass
class Poly:
    pts: list
    def bbox(self):
        xs = [p.x for p in self.pts]
        ys = [p.y for p in self.pts]
        return P(min(xs), min(ys)), P(max(xs), max(ys))

@lifted
def f(x, y):
    poly = Poly([P(0, 0), P(x, y)])
    if x > y:
        poly.pts.append(P(y, x))
    lo, hi = poly.bbox()
    return tuple(lo), tuple(hi), len(poly.pts), [tuple(p) for p in dataclasses.astuple(poly)[0]]
''', ('x', 'y'))
p('r21c_namedtuple_field_access_getattr', r'''
Row = collections.namedtuple("Row", "id name score")

@lifted
def f(x, s):
    r = Row(1, s, x)
    col = "score" if x > 0 else "name"
    v = getattr(r, col)
    return v, r.index(x) if x in r else -1, r.count(s), Row._fields.index(col)
''', ('x', 's'))
p('r21c_property_override_super_prop', r'''
@lifted
class Base:
    def __init__(self, v): self._v = v
    @property
    def v(self): return self._v
@lifted
class Doubled(Base):
    @property
    def v(self):
        return super().v * 2
@lifted
class Clamped(Doubled):
    @property
    def v(self):
        r = super().v
        return r if r < 4 else 4

@lifted
def f(x):
    o = Clamped(x) if x > 0 else Doubled(x)
    return o.v, Base.v.fget(o)
''', ('x',))
p('r21c_staticmethod_via_instance_and_registry', r'''
@lifted
class Codec:
    @staticmethod
    def enc(v): return v * 2 + 1
    @staticmethod
    def dec(v): return (v - 1) // 2
    TABLE = {}

Codec.TABLE["e"] = Codec.enc
Codec.TABLE["d"] = Codec.dec

@lifted
def f(x):
    c = Codec()
    op = "e" if x >= 0 else "d"
    return Codec.TABLE[op](x), c.enc(x), c.dec(c.enc(x)) == x
''', ('x',))
p('r21c_classmethod_alt_ctor_validation', r'''
@lifted
class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def parse(cls, s):
        parts = s.split("-")
        if len(parts) != 3:
            raise ValueError(f"bad date {s!r}")
        return cls(*[int(p) for p in parts])

@lifted
def f(x):
    s = "2024-1-2" if x > 0 else ("2024-1" if x == 0 else "a-b-c")
    try:
        d = Date.parse(s)
        return d.y + d.m + d.d
    except ValueError as e:
        return str(e)
''', ('x',))
p('r21c_identity_is_none_sentinel', r'''
_MISSING = object()

@lifted
class Cfg:
    def __init__(self):
        self.vals = {}
    def get(self, k, default=_MISSING):
        v = self.vals.get(k, _MISSING)
        if v is _MISSING:
            if default is _MISSING:
                raise KeyError(k)
            return default
        return v

@lifted
def f(x):
    c = Cfg()
    if x > 0:
        c.vals["a"] = None
    try:
        r = c.get("a")
    except KeyError as e:
        r = "missing " + str(e)
    return r, c.get("a", 7), c.get("b", None)
''', ('x',))
p('r21c_copy_list_of_objects_shallow_deep', r'''
import copy
@lifted
class P:
    def __init__(self, v): self.v = v

@lifted
def f(x):
    ps = [P(1), P(2)]
    a = copy.copy(ps)
    b = copy.deepcopy(ps)
    target = a if x > 0 else b
    target[0].v = x
    target.append(P(9))
    return [p.v for p in ps], [p.v for p in a], [p.v for p in b], a[1] is ps[1], b[1] is ps[1]
''', ('x',))
p('r21c_deepcopy_shared_refs_memo', r'''
import copy
@lifted
class N:
    def __init__(self, v): self.v, self.peer = v, None

@lifted
def f(x):
    a, b = N(1), N(2)
    a.peer = b
    b.peer = a if x > 0 else b
    c = copy.deepcopy(a)
    c.peer.v = 7
    return c.peer.peer is c, c.peer is not b, b.v, c.peer.peer.v
''', ('x',))
p('r21c_vars_after_del_branch', r'''
@lifted
class O:
    def __init__(self):
        self.a, self.b, self.c = 1, 2, 3

@lifted
def f(x):
    o = O()
    if x > 0:
        del o.b
    if x > 1:
        o.d = 4
    return list(vars(o)), [k for k, v in vars(o).items() if v > 1], len(o.__dict__)
''', ('x',))
p('r21c_getattr_default_callable_method', r'''
@lifted
class Handler:
    def on_start(self, v): return "start", v
    def on_stop(self, v): return "stop", -v
    def dispatch(self, ev, v):
        m = getattr(self, "on_" + ev, None)
        if m is None or not callable(m):
            return "unhandled", ev
        return m(v)

@lifted
def f(x):
    h = Handler()
    ev = "start" if x > 0 else ("stop" if x < 0 else "pause")
    return h.dispatch(ev, x)
''', ('x',))
p('r21c_setattr_dynamic_names_loop', r'''
@lifted
class Rec:
    pass

@lifted
def f(x, y):
    r = Rec()
    fields = ["a", "b", "c"]
    for i, name in enumerate(fields):
        if i < x:
            setattr(r, name, i * y)
    present = [n for n in fields if hasattr(r, n)]
    return present, sum(getattr(r, n) for n in present)
''', ('x', 'y'))
p('r21c_sorted_stability_equal_objects', r'''
@lifted
class T:
    def __init__(self, k, tag): self.k, self.tag = k, tag
    def __lt__(self, o): return self.k < o.k

@lifted
def f(x, y):
    ts = [T(x, "a"), T(1, "b"), T(y, "c"), T(1, "d")]
    return [t.tag for t in sorted(ts)], [t.tag for t in sorted(ts, reverse=True)], min(ts).tag, max(ts).tag
''', ('x', 'y'))
p('r21c_min_max_default_empty_objects', r'''
@lifted
class Bid:
    def __init__(self, who, amt): self.who, self.amt = who, amt

@lifted
def f(x, y):
    bids = [Bid(w, a) for w, a in (("a", x), ("b", y), ("c", 1)) if a > 0]
    best = max(bids, key=lambda b: b.amt, default=None)
    worst = min(bids, key=lambda b: (b.amt, b.who), default=None)
    return (best.who if best else None), (worst.who if worst else None), len(bids)
''', ('x', 'y'))
p('r21c_sum_radd_start_and_generator', r'''
@lifted
class Vec:
    def __init__(self, a, b): self.a, self.b = a, b
    def __add__(self, o): return Vec(self.a + o.a, self.b + o.b)
    def __radd__(self, o):
        if o == 0:
            return self
        return NotImplemented

@lifted
def f(x, y):
    vs = [Vec(i, x) for i in range(3) if i != y]
    s = sum(vs)
    s2 = sum((v for v in vs if v.a > 0), Vec(0, 0))
    return (s.a, s.b), (s2.a, s2.b)
''', ('x', 'y'))
p('r21c_iadd_vs_add_alias', r'''
@lifted
class Bag:
    def __init__(self, items): self.items = list(items)
    def __add__(self, o): return Bag(self.items + o.items)
    def __iadd__(self, o):
        self.items.extend(o.items)
        return self

@lifted
def f(x):
    a = Bag([1])
    alias = a
    if x > 0:
        a += Bag([x])
    else:
        a = a + Bag([x])
    return a.items, alias.items, a is alias
''', ('x',))
p('r21c_eq_hash_consistency_dict_update', r'''
@lifted
class Key:
    def __init__(self, a, b): self.a, self.b = a, b
    def __eq__(self, o): return isinstance(o, Key) and self.a == o.a
    def __hash__(self): return hash(self.a)

@lifted
def f(x, y):
    d = {Key(1, "first"): 1}
    d[Key(x, "second")] = 2
    d[Key(y, "third")] = 3
    keys = [k.b for k in d]
    return len(d), keys, d[Key(1, "")]
''', ('x', 'y'))
p('r21c_set_of_objects_ops', r'''
@lifted
class Tag:
    def __init__(self, n): self.n = n
    def __eq__(self, o): return isinstance(o, Tag) and self.n == o.n
    def __hash__(self): return hash(self.n)
    def __repr__(self): return f"Tag({self.n})"

@lifted
def f(x, y):
    a = {Tag(1), Tag(x)}
    b = {Tag(y), Tag(2)}
    return len(a | b), len(a & b), sorted(t.n for t in a - b), Tag(2) in (a ^ b)
''', ('x', 'y'))
p('r21c_enum_with_dataclass_payload', r'''
import enum
@lifted
class Op(enum.Enum):
    ADD = "+"
    SUB = "-"
    def apply(self, a, b):
        return a + b if self is Op.ADD else a - b

@lifted
@dataclasses.dataclass
class Instr:
    op: Op
    arg: int

@lifted
def f(x, y):
    prog = [Instr(Op.ADD, x), Instr(Op("-" if y > 0 else "+"), y)]
    acc = 0
    for ins in prog:
        acc = ins.op.apply(acc, ins.arg)
    return acc, [i.op.name for i in prog]
''', ('x', 'y'))
p('r21c_enum_lookup_error_text', r'''
import enum
@lifted
class Color(enum.Enum):
    RED = 1
    GREEN = 2

@lifted
def g(x):
    c = Color(x)
    return c.name

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_bool_len_precedence', r'''
@lifted
class Both:
    def __init__(self, n, flag): self.n, self.flag = n, flag
    def __len__(self): return self.n
    def __bool__(self): return self.flag

@lifted
def f(x, b):
    o = Both(max(x, 0), b)
    return bool(o), len(o), "t" if o else "f", not o, [1 for _ in range(1) if o]
''', ('x', 'b'))
p('r21c_iter_next_class_stateful', r'''
@lifted
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n

@lifted
def f(x):
    c = Countdown(min(x, 3))
    first = next(c, "done")
    rest = []
    for v in c:
        rest.append(v)
    return first, rest, next(c, "done")
''', ('x',))
p('r21c_contains_fallback_getitem', r'''
@lifted
class Evens:
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError
        return 2 * i

@lifted
def f(x):
    e = Evens(3)
    return x in e, (x + 1) in e, list(e)
''', ('x',))
p('r21c_total_ordering_sort_mixed', r'''
import functools
@lifted
@functools.total_ordering
class Grade:
    ORDER = ["F", "D", "C", "B", "A"]
    def __init__(self, g): self.g = g
    def __eq__(self, o): return self.g == o.g
    def __lt__(self, o): return self.ORDER.index(self.g) < self.ORDER.index(o.g)
    def __hash__(self): return hash(self.g)

@lifted
def f(x, y):
    gs = [Grade("B"), Grade("A" if x > 0 else "D"), Grade("C" if y > 0 else "F")]
    s = sorted(gs)
    return [g.g for g in s], max(gs).g, Grade("B") >= gs[1], len(set(gs))
''', ('x', 'y'))
p('r21c_cached_property_per_instance_branch', r'''
import functools
@lifted
class Poly:
    calls = 0
    def __init__(self, cs): self.cs = cs
    @functools.cached_property
    def degree(self):
        Poly.calls += 1
        d = len(self.cs) - 1
        while d > 0 and self.cs[d] == 0:
            d -= 1
        return d

@lifted
def f(x, y):
    Poly.calls = 0
    p = Poly([1, x, y])
    q = Poly([y, 0])
    r = p if x > 0 else q
    return r.degree, r.degree, p.degree, Poly.calls
''', ('x', 'y'))
p('r21c_slots_with_property', r'''
@lifted
class Temp:
    __slots__ = ("_c",)
    def __init__(self, c): self._c = c
    @property
    def c(self): return self._c
    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError("below absolute zero")
        self._c = v

@lifted
def f(x):
    t = Temp(0)
    try:
        t.c = x * 100
    except ValueError as e:
        return str(e), t.c
    return "ok", t.c
''', ('x',))
p('r21c_init_subclass_validation', r'''
@lifted
def f(x):
    class Base:
        required = ()
        def __init_subclass__(cls, **kw):
            super().__init_subclass__(**kw)
            missing = [r for r in cls.required if not hasattr(cls, r)]
            if missing:
                raise TypeError(f"{cls.__name__} missing {missing}")
    try:
        if x > 0:
            class Good(Base):
                required = ("run",)
                def run(self): return 1
            return Good().run()
        class Bad(Base):
            required = ("run", "stop")
            def run(self): return 1
        return "made"
    except TypeError as e:
        return str(e)
''', ('x',))
p('r21c_abstract_property_and_template_method', r'''
import abc
@lifted
class Report(abc.ABC):
    @property
    @abc.abstractmethod
    def title(self): ...
    def render(self, rows):
        out = [self.title.upper()]
        for r in rows:
            if self.keep(r):
                out.append(self.fmt(r))
        return "|".join(out)
    def keep(self, r): return True
    def fmt(self, r): return str(r)

@lifted
class Pos(Report):
    title = "pos"
    def keep(self, r): return r > 0

@lifted
class Neg(Report):
    @property
    def title(self): return "neg"
    def keep(self, r): return r < 0
    def fmt(self, r): return f"({-r})"

@lifted
def f(x, y):
    rep = Pos() if x > y else Neg()
    return rep.render([x, y, 1])
''', ('x', 'y'))
p('r21c_hasattr_on_class_vs_instance', r'''
@lifted
class Feature:
    enabled = False
    def __init__(self, on):
        if on:
            self.enabled = True
            self.since = 1

@lifted
def f(b, x):
    o = Feature(b)
    if x > 0:
        del Feature.enabled
        r = hasattr(o, "enabled"), hasattr(Feature, "enabled")
        Feature.enabled = False
    else:
        r = hasattr(o, "since"), "enabled" in vars(o)
    return r, o.enabled
''', ('b', 'x'))
p('r21c_class_attr_shadow_and_restore', r'''
@lifted
class Conf:
    level = 1

@lifted
def f(x):
    a, b = Conf(), Conf()
    if x > 0:
        a.level = 5
    if x > 1:
        Conf.level = 2
    r = a.level, b.level, Conf.level
    Conf.level = 1
    return r
''', ('x',))
p('r21c_bound_method_identity_and_eq', r'''
@lifted
class C:
    def m(self): return 1

@lifted
def f(x):
    a, b = C(), C()
    o = a if x > 0 else b
    m1, m2 = o.m, a.m
    return m1 == m2, m1 is m2, m1.__self__ is a, m1.__func__ is C.m
''', ('x',))
p('r21c_method_replaced_on_instance', r'''
@lifted
class Greeter:
    def greet(self): return "hello"

@lifted
def f(x):
    g = Greeter()
    if x > 0:
        g.greet = lambda: "hi"
    r1 = g.greet()
    if x > 1:
        del g.greet
    return r1, g.greet(), "greet" in vars(g)
''', ('x',))
p('r21c_txt_sort_no_lt', r'''
@lifted
class A:
    def __init__(self, v): self.v = v

@lifted
def g(x):
    xs = [A(1), A(x)] if x > 0 else [A(1)]
    return [a.v for a in sorted(xs)]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_lt_mixed_types', r'''
@lifted
class A:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        if not isinstance(o, A):
            return NotImplemented
        return self.v < o.v

@lifted
def g(x):
    other = A(2) if x > 0 else 2
    return A(x) < other

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_frozen_list_field_hash', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class K:
    name: str
    parts: list

@lifted
def g(x):
    k = K("a", [x]) if x > 0 else K("a", ())
    return hash(k) == hash(K("a", ())), {k: 1}[k]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_asdict_non_dataclass', r'''
@lifted
@dataclasses.dataclass
class D:
    a: int

@lifted
class N:
    def __init__(self, a): self.a = a

@lifted
def g(x):
    o = D(x) if x > 0 else N(x)
    return dataclasses.asdict(o)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_replace_unknown_field', r'''
@lifted
@dataclasses.dataclass
class D:
    a: int
    b: int = 0

@lifted
def g(x):
    d = D(x)
    if x > 0:
        d = dataclasses.replace(d, c=1)
    return d.a, d.b

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_namedtuple_arity', r'''
import typing
class P(typing.NamedTuple):
    x: int
    y: int

@lifted
def g(x):
    if x > 0:
        return tuple(P(x))
    return tuple(P(x, 1, 2))

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_missing_attr_path_class', r'''
@lifted
class Cat:
    def __init__(self): self.lives = 9
@lifted
class Dog:
    def __init__(self): self.tricks = ["sit"]

@lifted
def g(x):
    a = Cat() if x > 0 else Dog()
    return a.lives

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_super_missing_method', r'''
@lifted
class Base:
    def hello(self): return "base"
@lifted
class Sub(Base):
    def hello(self): return "sub+" + super().hello()
    def bye(self): return super().bye()

@lifted
def g(x):
    s = Sub()
    return s.hello() if x > 0 else s.bye()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_abstract_instantiate_multiple', r'''
import abc
@lifted
class Repo(abc.ABC):
    @abc.abstractmethod
    def get(self, k): ...
    @abc.abstractmethod
    def put(self, k, v): ...

@lifted
class Half(Repo):
    def get(self, k): return None

@lifted
class Full(Half):
    def put(self, k, v): return True

@lifted
def g(x):
    cls = Full if x > 0 else (Half if x == 0 else Repo)
    return type(cls()).__name__

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_method_arity', r'''
@lifted
class Calc:
    def add(self, a, b): return a + b

@lifted
def g(x):
    c = Calc()
    if x > 0:
        return c.add(x)
    if x < 0:
        return c.add(x, 1, 2)
    return Calc.add(1, 2)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_init_missing_kw', r'''
@lifted
class User:
    def __init__(self, name, *, admin):
        self.name, self.admin = name, admin

@lifted
def g(x):
    if x > 0:
        u = User("a", admin=True)
    elif x == 0:
        u = User("b")
    else:
        u = User("c", True)
    return u.name, u.admin

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_property_attributeerror_falls_to_getattr', r'''
@lifted
class Lazy:
    def __init__(self, ready): self.ready = ready
    @property
    def value(self):
        if not self.ready:
            raise AttributeError("not ready")
        return 42
    def __getattr__(self, name):
        return f"fallback:{name}"

@lifted
def f(b):
    o = Lazy(b)
    return o.value, o.other
''', ('b',))
p('r21c_txt_unhashable_instance_in_set', r'''
@lifted
@dataclasses.dataclass
class M:
    v: int

@lifted
def g(x):
    items = [M(x), M(1)]
    if x > 0:
        return len(set(items))
    return len(items)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_setattr_on_slots_message', r'''
@lifted
class P:
    __slots__ = ("a",)

@lifted
def g(x):
    p = P()
    if x > 0:
        p.a = 1
        return p.a
    return p.a

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_delattr_missing_instance_attr', r'''
@lifted
class O:
    k = 1
    def __init__(self, b):
        if b:
            self.k = 2

@lifted
def g(b, x):
    o = O(b)
    if x > 0:
        del o.k
    return o.k

@lifted
def f(b, x):
    try:
        return g(b, x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('b', 'x'))
p('r21c_txt_call_non_callable_attr', r'''
@lifted
class O:
    def __init__(self, x):
        self.run = (lambda: "ran") if x > 0 else 5

@lifted
def g(x):
    return O(x).run()

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_iter_noniterable_obj', r'''
@lifted
class Box:
    def __init__(self, v): self.v = v

@lifted
class Seq:
    def __iter__(self): return iter([1, 2])

@lifted
def g(x):
    o = Seq() if x > 0 else Box(x)
    return list(o)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_len_no_len', r'''
@lifted
class Box:
    pass

@lifted
class Sized:
    def __len__(self): return 3

@lifted
def g(x):
    o = Sized() if x > 0 else Box()
    return len(o)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_getitem_not_subscriptable', r'''
@lifted
class Box:
    pass

@lifted
class Arr:
    def __getitem__(self, i): return i * 2

@lifted
def g(x):
    o = Arr() if x > 0 else Box()
    return o[x]

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_add_unsupported_operand', r'''
@lifted
class Money:
    def __init__(self, c): self.c = c
    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.c + o.c)
        return NotImplemented

@lifted
def g(x):
    other = Money(1) if x > 0 else "1"
    return (Money(x) + other).c

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_radd_str_first', r'''
@lifted
class Money:
    def __init__(self, c): self.c = c
    def __add__(self, o):
        return Money(self.c + (o.c if isinstance(o, Money) else o))

@lifted
def g(x):
    left = 5 if x > 0 else "5"
    return (left + Money(x)).c

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_exception_custom_init_args', r'''
@lifted
class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

@lifted
def validate(age, name):
    if age < 0:
        raise ValidationError("age", "negative")
    if not name:
        raise ValidationError("name", "empty")
    return True

@lifted
def g(x, s):
    try:
        return validate(x, s)
    except ValidationError as e:
        return e.field, str(e), e.args

@lifted
def f(x, s):
    try:
        return g(x, s)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x', 's'))
p('r21c_txt_raise_from_cause', r'''
@lifted
class ConfigError(Exception):
    pass

@lifted
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise ConfigError(f"bad value {s!r}") from e

@lifted
def g(x):
    s = "12" if x > 0 else ("x" if x < 0 else "")
    try:
        return parse(s)
    except ConfigError as e:
        return str(e), type(e.__cause__).__name__, str(e.__cause__)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_keyerror_repr_registry', r'''
@lifted
class Registry:
    def __init__(self): self.items = {}
    def register(self, name, obj):
        if name in self.items:
            raise KeyError(f"duplicate {name}")
        self.items[name] = obj
    def get(self, name):
        return self.items[name]

@lifted
def g(x):
    r = Registry()
    r.register("a", 1)
    r.register("b" if x > 0 else "a", 2)
    return r.get("b")

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_typeerror_int_of_obj', r'''
@lifted
class Amount:
    def __init__(self, v): self.v = v
    def __int__(self): return self.v

@lifted
class Note:
    pass

@lifted
def g(x):
    o = Amount(x) if x > 0 else Note()
    return int(o)

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_bool_raises_in_condition', r'''
@lifted
class Tri:
    def __init__(self, v): self.v = v
    def __bool__(self):
        if self.v is None:
            raise ValueError("indeterminate")
        return self.v

@lifted
def g(x):
    t = Tri(None if x == 0 else x > 0)
    return "yes" if t else "no"

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_txt_eq_raises_in_in', r'''
@lifted
class Strict:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        if not isinstance(o, Strict):
            raise TypeError(f"cannot compare Strict with {type(o).__name__}")
        return self.v == o.v

@lifted
def g(x):
    xs = [Strict(1), 2 if x > 0 else Strict(x)]
    return Strict(x) in xs

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_app_ast_visitor_simplify', r'''
@lifted
class Expr:
    def accept(self, v):
        return getattr(v, "visit_" + type(self).__name__)(self)
@lifted
class Num(Expr):
    def __init__(self, n): self.n = n
@lifted
class Var(Expr):
    def __init__(self, name): self.name = name
@lifted
class Mul(Expr):
    def __init__(self, a, b): self.a, self.b = a, b

@lifted
class Simplify:
    def visit_Num(self, e): return e
    def visit_Var(self, e): return e
    def visit_Mul(self, e):
        a, b = e.a.accept(self), e.b.accept(self)
        if isinstance(a, Num) and a.n == 0 or isinstance(b, Num) and b.n == 0:
            return Num(0)
        if isinstance(a, Num) and a.n == 1:
            return b
        if isinstance(b, Num) and b.n == 1:
            return a
        if isinstance(a, Num) and isinstance(b, Num):
            return Num(a.n * b.n)
        return Mul(a, b)

@lifted
class Show:
    def visit_Num(self, e): return str(e.n)
    def visit_Var(self, e): return e.name
    def visit_Mul(self, e): return "(" + e.a.accept(self) + "*" + e.b.accept(self) + ")"

@lifted
def f(x, y):
    e = Mul(Num(x), Mul(Var("v"), Num(y)))
    return e.accept(Simplify()).accept(Show())
''', ('x', 'y'))
p('r21c_app_fraction_class', r'''
import math
@lifted
class Frac:
    def __init__(self, n, d=1):
        if d == 0:
            raise ZeroDivisionError("denominator is zero")
        if d < 0:
            n, d = -n, -d
        g = math.gcd(n, d)
        self.n, self.d = n // g, d // g
    def __add__(self, o): return Frac(self.n * o.d + o.n * self.d, self.d * o.d)
    def __mul__(self, o): return Frac(self.n * o.n, self.d * o.d)
    def __eq__(self, o): return (self.n, self.d) == (o.n, o.d)
    def __lt__(self, o): return self.n * o.d < o.n * self.d
    def __repr__(self): return f"{self.n}/{self.d}"

@lifted
def f(x, y):
    try:
        a = Frac(x, 2)
        b = Frac(1, y)
    except ZeroDivisionError as e:
        return str(e)
    s = a + b
    return (s.n, s.d), a < b, (a * b) == Frac(x, 2 * y), sorted([a, b, Frac(0)])[0] == Frac(0)
''', ('x', 'y'))
p('r21c_app_polynomial_class', r'''
@lifted
class Poly:
    def __init__(self, cs):
        cs = list(cs)
        while cs and cs[-1] == 0:
            cs.pop()
        self.cs = cs
    def __add__(self, o):
        n = max(len(self.cs), len(o.cs))
        return Poly([(self.cs[i] if i < len(self.cs) else 0) + (o.cs[i] if i < len(o.cs) else 0) for i in range(n)])
    def __call__(self, v):
        r = 0
        for c in reversed(self.cs):
            r = r * v + c
        return r
    def degree(self):
        return len(self.cs) - 1
    def __eq__(self, o):
        return self.cs == o.cs

@lifted
def f(x, y):
    p = Poly([1, x, y])
    q = Poly([0, -x, -y])
    s = p + q
    return s.cs, s.degree(), p(2), p == Poly([1, x, y, 0]), (p + p)(1)
''', ('x', 'y'))
p('r21c_app_interval_arith', r'''
@lifted
class Iv:
    def __init__(self, lo, hi):
        if lo > hi:
            lo, hi = hi, lo
        self.lo, self.hi = lo, hi
    def __add__(self, o): return Iv(self.lo + o.lo, self.hi + o.hi)
    def __mul__(self, o):
        ps = [self.lo * o.lo, self.lo * o.hi, self.hi * o.lo, self.hi * o.hi]
        return Iv(min(ps), max(ps))
    def __contains__(self, v): return self.lo <= v <= self.hi
    def width(self): return self.hi - self.lo

@lifted
def f(x, y):
    a = Iv(x, 1)
    b = Iv(y, -1)
    c = a * b + Iv(0, 1)
    return (c.lo, c.hi), 0 in c, c.width()
''', ('x', 'y'))
p('r21c_app_event_sourcing', r'''
@lifted
@dataclasses.dataclass
class Deposited:
    amt: int
@lifted
@dataclasses.dataclass
class Withdrawn:
    amt: int
@lifted
@dataclasses.dataclass
class Frozen:
    pass

@lifted
class Account:
    def __init__(self):
        self.bal, self.frozen, self.version = 0, False, 0
    def apply(self, ev):
        match ev:
            case Deposited(amt=a):
                self.bal += a
            case Withdrawn(amt=a) if not self.frozen:
                self.bal -= a
            case Withdrawn():
                pass
            case Frozen():
                self.frozen = True
        self.version += 1
        return self

@lifted
def f(x, y):
    evs = [Deposited(5), Withdrawn(x)]
    if y > 0:
        evs.insert(1, Frozen())
    evs.append(Withdrawn(y))
    a = Account()
    for e in evs:
        a.apply(e)
    return a.bal, a.frozen, a.version
''', ('x', 'y'))
p('r21c_app_undo_redo_commands', r'''
@lifted
class SetCmd:
    def __init__(self, doc, k, v): self.doc, self.k, self.v = doc, k, v
    def do(self):
        self.old = self.doc.get(self.k)
        self.doc[self.k] = self.v
    def undo(self):
        if self.old is None:
            del self.doc[self.k]
        else:
            self.doc[self.k] = self.old

@lifted
class History:
    def __init__(self): self.done, self.undone = [], []
    def run(self, c):
        c.do()
        self.done.append(c)
        self.undone.clear()
    def undo(self):
        if not self.done:
            return False
        c = self.done.pop()
        c.undo()
        self.undone.append(c)
        return True
    def redo(self):
        if not self.undone:
            return False
        c = self.undone.pop()
        c.do()
        self.done.append(c)
        return True

@lifted
def f(x, y):
    doc = {}
    h = History()
    h.run(SetCmd(doc, "a", x))
    if x > 0:
        h.run(SetCmd(doc, "a", y))
    h.run(SetCmd(doc, "b", 1))
    h.undo()
    r = h.undo()
    if y > 0:
        h.redo()
    return sorted(doc.items()), r, len(h.done), len(h.undone)
''', ('x', 'y'))
p('r21c_app_serialize_registry_roundtrip', r'''
CLASSES = {}
def serializable(cls):
    CLASSES[cls.__name__] = cls
    return cls

@serializable
@lifted
@dataclasses.dataclass
class Circle:
    r: int

@serializable
@lifted
@dataclasses.dataclass
class Rect:
    w: int
    h: int

@lifted
def dump(o):
    d = dataclasses.asdict(o)
    d["type"] = type(o).__name__
    return d

@lifted
def load(d):
    d = dict(d)
    cls = CLASSES[d.pop("type")]
    return cls(**d)

@lifted
def f(x, y):
    shapes = [Circle(x), Rect(x, y)] if y > 0 else [Rect(y, 1)]
    data = [dump(s) for s in shapes]
    back = [load(d) for d in data]
    return data, back == shapes
''', ('x', 'y'))
p('r21c_app_bst_class', r'''
@lifted
class BST:
    def __init__(self): self.root = None; self.size = 0
    def insert(self, k):
        if self.root is None:
            self.root = [k, None, None]
            self.size += 1
            return True
        n = self.root
        while True:
            if k == n[0]:
                return False
            i = 1 if k < n[0] else 2
            if n[i] is None:
                n[i] = [k, None, None]
                self.size += 1
                return True
            n = n[i]
    def inorder(self):
        out = []
        def walk(n):
            if n is None:
                return
            walk(n[1]); out.append(n[0]); walk(n[2])
        walk(self.root)
        return out

@lifted
def f(x, y):
    t = BST()
    rs = [t.insert(v) for v in (2, x, y, 0)]
    return rs, t.inorder(), t.size
''', ('x', 'y'))
p('r21c_app_union_find_class', r'''
@lifted
class UF:
    def __init__(self, n):
        self.p = list(range(n))
        self.sets = n
    def find(self, a):
        while self.p[a] != a:
            self.p[a] = self.p[self.p[a]]
            a = self.p[a]
        return a
    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        self.p[ra] = rb
        self.sets -= 1
        return True

@lifted
def f(x, y):
    u = UF(4)
    u.union(0, 1)
    r = u.union(x % 4, y % 4)
    u.union(2, 3)
    return r, u.sets, u.find(0) == u.find(3)
''', ('x', 'y'))
p('r21c_app_trie_class', r'''
@lifted
class Trie:
    def __init__(self):
        self.kids = {}
        self.end = False
    def add(self, w):
        n = self
        for ch in w:
            if ch not in n.kids:
                n.kids[ch] = Trie()
            n = n.kids[ch]
        n.end = True
    def has(self, w):
        n = self
        for ch in w:
            n = n.kids.get(ch)
            if n is None:
                return False
        return n.end

@lifted
def f(x):
    t = Trie()
    words = ["ab", "b"] if x > 0 else ["a", "ba"]
    for w in words:
        t.add(w)
    return [t.has(w) for w in ("a", "ab", "b", "ba", "")], sorted(t.kids)
''', ('x',))
p('r21c_app_token_bucket', r'''
@lifted
class Bucket:
    def __init__(self, cap, rate):
        self.cap, self.rate = cap, rate
        self.tokens, self.t = cap, 0
    def allow(self, now, cost=1):
        self.tokens = min(self.cap, self.tokens + (now - self.t) * self.rate)
        self.t = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False

@lifted
def f(x, y):
    b = Bucket(2, 1)
    times = [0, 0, 0, max(x, 0), max(x, 0) + y]
    return [b.allow(t) for t in times], b.tokens
''', ('x', 'y'))
p('r21c_app_vending_machine', r'''
@lifted
class Vending:
    PRICES = {"cola": 3, "chips": 2}
    def __init__(self):
        self.credit = 0
        self.stock = {"cola": 1, "chips": 0}
    def insert(self, c):
        if c not in (1, 2):
            raise ValueError(f"coin {c} rejected")
        self.credit += c
    def buy(self, item):
        if self.stock.get(item, 0) == 0:
            return "sold out"
        price = self.PRICES[item]
        if self.credit < price:
            return f"need {price - self.credit}"
        self.credit -= price
        self.stock[item] -= 1
        return item

@lifted
def f(x, y):
    v = Vending()
    msgs = []
    for c in (x, y):
        try:
            v.insert(c)
        except ValueError as e:
            msgs.append(str(e))
    msgs.append(v.buy("cola"))
    msgs.append(v.buy("chips"))
    msgs.append(v.buy("cola"))
    return msgs, v.credit
''', ('x', 'y'))
p('r21c_app_parking_lot', r'''
@lifted
class Spot:
    def __init__(self, n, size): self.n, self.size, self.car = n, size, None
@lifted
class Lot:
    def __init__(self, sizes):
        self.spots = [Spot(i, s) for i, s in enumerate(sizes)]
    def park(self, car, size):
        for s in self.spots:
            if s.car is None and s.size >= size:
                s.car = car
                return s.n
        return None
    def leave(self, car):
        for s in self.spots:
            if s.car == car:
                s.car = None
                return True
        return False

@lifted
def f(x, y):
    lot = Lot([1, 2, 2])
    a = lot.park("a", 2 if x > 0 else 1)
    b = lot.park("b", 2)
    lv = lot.leave("a" if y > 0 else "z")
    c = lot.park("c", 2)
    return a, b, lv, c, [s.car for s in lot.spots]
''', ('x', 'y'))
p('r21c_app_elevator_fsm', r'''
@lifted
class Elevator:
    def __init__(self, floors):
        self.floor, self.floors = 0, floors
        self.dir = "idle"
        self.log = []
    def request(self, f):
        if not 0 <= f < self.floors:
            self.log.append(f"ignored {f}")
            return
        while self.floor != f:
            self.dir = "up" if f > self.floor else "down"
            self.floor += 1 if self.dir == "up" else -1
        self.dir = "idle"
        self.log.append(f"at {f}")

@lifted
def f(x, y):
    e = Elevator(4)
    e.request(x)
    e.request(y)
    return e.floor, e.log
''', ('x', 'y'))
p('r21c_app_shopping_discount_rules', r'''
@lifted
class Rule:
    def applies(self, cart): return False
    def discount(self, cart): return 0
@lifted
class BulkRule(Rule):
    def __init__(self, sku, n, off): self.sku, self.n, self.off = sku, n, off
    def applies(self, cart): return cart.qty(self.sku) >= self.n
    def discount(self, cart): return self.off * (cart.qty(self.sku) // self.n)
@lifted
class TotalRule(Rule):
    def __init__(self, over, off): self.over, self.off = over, off
    def applies(self, cart): return cart.subtotal() > self.over
    def discount(self, cart): return self.off

@lifted
class Cart:
    PRICES = {"a": 3, "b": 5}
    def __init__(self): self.lines = {}
    def add(self, sku, n): self.lines[sku] = self.lines.get(sku, 0) + n
    def qty(self, sku): return self.lines.get(sku, 0)
    def subtotal(self): return sum(self.PRICES[s] * q for s, q in self.lines.items())
    def total(self, rules):
        d = sum(r.discount(self) for r in rules if r.applies(self))
        return max(self.subtotal() - d, 0), d

@lifted
def f(x, y):
    c = Cart()
    c.add("a", x)
    c.add("b", y)
    return c.total([BulkRule("a", 2, 1), TotalRule(10, 2)])
''', ('x', 'y'))
p('r21c_app_library_checkout', r'''
@lifted
class Book:
    def __init__(self, isbn): self.isbn, self.holder, self.queue = isbn, None, []
@lifted
class Library:
    def __init__(self, isbns): self.books = {i: Book(i) for i in isbns}
    def checkout(self, isbn, who):
        b = self.books.get(isbn)
        if b is None:
            raise LookupError(f"no book {isbn}")
        if b.holder is None:
            b.holder = who
            return "ok"
        if who not in b.queue and who != b.holder:
            b.queue.append(who)
        return "queued"
    def ret(self, isbn):
        b = self.books[isbn]
        b.holder = b.queue.pop(0) if b.queue else None
        return b.holder

@lifted
def f(x, y):
    lib = Library([1, 2])
    out = []
    for isbn, who in ((1, "ann"), (x, "bob"), (1, "cy" if y > 0 else "ann")):
        try:
            out.append(lib.checkout(isbn, who))
        except LookupError as e:
            out.append(str(e))
    out.append(lib.ret(1))
    return out
''', ('x', 'y'))
p('r21c_app_graph_bfs_objects', r'''
@lifted
class Node:
    def __init__(self, name): self.name, self.edges = name, []
    def link(self, o): self.edges.append(o)

@lifted
def f(x, y):
    ns = {c: Node(c) for c in "abcd"}
    ns["a"].link(ns["b"])
    ns["b"].link(ns["c"])
    if x > 0:
        ns["a"].link(ns["d"])
    if y > 0:
        ns["d"].link(ns["c"])
    seen, q, order = {ns["a"]}, [ns["a"]], []
    while q:
        n = q.pop(0)
        order.append(n.name)
        for m in n.edges:
            if m not in seen:
                seen.add(m)
                q.append(m)
    return order
''', ('x', 'y'))
p('r21c_app_ledger_double_entry', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class Entry:
    acct: str
    amt: int

@lifted
class Ledger:
    def __init__(self): self.entries = []
    def post(self, *entries):
        if sum(e.amt for e in entries) != 0:
            raise ValueError(f"unbalanced by {sum(e.amt for e in entries)}")
        self.entries.extend(entries)
    def balance(self, acct):
        return sum(e.amt for e in self.entries if e.acct == acct)

@lifted
def f(x, y):
    l = Ledger()
    l.post(Entry("cash", 10), Entry("equity", -10))
    try:
        l.post(Entry("cash", -x), Entry("rent", y))
    except ValueError as e:
        return str(e), l.balance("cash")
    return l.balance("cash"), l.balance("rent"), len(l.entries)
''', ('x', 'y'))
p('r21c_app_seat_booking', r'''
@lifted
class Show:
    def __init__(self, rows, cols):
        self.seats = [[None] * cols for _ in range(rows)]
    def book(self, r, c, who):
        try:
            cur = self.seats[r][c]
        except IndexError:
            return "no such seat"
        if r < 0 or c < 0:
            return "no such seat"
        if cur is not None:
            return f"taken by {cur}"
        self.seats[r][c] = who
        return "booked"
    def free(self):
        return sum(row.count(None) for row in self.seats)

@lifted
def f(x, y):
    s = Show(2, 2)
    r = [s.book(0, 0, "a"), s.book(x, y, "b"), s.book(1, 1, "c")]
    return r, s.free()
''', ('x', 'y'))
p('r21c_app_unit_registry_convert', r'''
@lifted
class Unit:
    registry = {}
    def __init__(self, name, factor, dim):
        self.name, self.factor, self.dim = name, factor, dim
        Unit.registry[name] = self
    @classmethod
    def convert(cls, v, a, b):
        ua, ub = cls.registry[a], cls.registry[b]
        if ua.dim != ub.dim:
            raise TypeError(f"cannot convert {ua.dim} to {ub.dim}")
        return v * ua.factor // ub.factor

Unit("mm", 1, "len"); Unit("m", 1000, "len"); Unit("g", 1, "mass")

@lifted
def f(x, y):
    src = "m" if x > 0 else "g"
    dst = "mm" if y > 0 else "m"
    try:
        return Unit.convert(x, src, dst)
    except TypeError as e:
        return str(e)
''', ('x', 'y'))
p('r21c_cls_setattr_delattr_branch', r'''
@lifted
class Flags:
    debug = False
    verbose = True

@lifted
def f(x):
    if x > 0:
        setattr(Flags, "debug", True)
    if x < -1:
        delattr(Flags, "verbose")
    r = Flags.debug, hasattr(Flags, "verbose"), getattr(Flags, "verbose", "gone")
    Flags.debug = False
    Flags.verbose = True
    return r
''', ('x',))
p('r21c_cls_dict_get_after_branch_set', r'''
@lifted
class Base:
    kind = "base"
@lifted
class Sub(Base):
    pass

@lifted
def f(x):
    if x > 0:
        Sub.kind = "sub"
    own = Sub.__dict__.get("kind", "inherited")
    r = own, Sub.kind, Base.kind
    if "kind" in Sub.__dict__:
        del Sub.kind
    return r
''', ('x',))
p('r21c_cls_own_attr_check_plugin', r'''
@lifted
class Plugin:
    name = None
    def label(self):
        return type(self).__dict__.get("name") or type(self).__name__.lower()

@lifted
class A(Plugin):
    name = "alpha"
@lifted
class B(Plugin):
    pass

@lifted
def f(x):
    o = A() if x > 0 else B()
    return o.label(), "name" in type(o).__dict__, "name" in vars(type(o))
''', ('x',))
p('r21c_cls_type_dynamic_class', r'''
@lifted
class Base:
    def hello(self): return "base:" + self.tag

@lifted
def f(x):
    attrs = {"tag": "dyn"}
    if x > 0:
        attrs["extra"] = x
    C = type("C", (Base,), attrs)
    o = C()
    return o.hello(), getattr(o, "extra", None), C.__name__, isinstance(o, Base)
''', ('x',))
p('r21c_cls_counter_via_type_self', r'''
@lifted
class Shape:
    count = 0
    def __init__(self):
        type(self).count += 1
@lifted
class Sq(Shape): pass
@lifted
class Ci(Shape): pass

@lifted
def f(x, y):
    for c in (Shape, Sq, Ci):
        c.count = 0
    objs = [Sq() if x > 0 else Ci(), Sq() if y > 0 else Ci(), Shape()]
    return Shape.count, Sq.count, Ci.count
''', ('x', 'y'))
p('r21c_inst_dict_direct_assignment', r'''
@lifted
class O:
    def __init__(self): self.a = 1

@lifted
def f(x):
    o = O()
    if x > 0:
        o.__dict__["b"] = x
    if x > 1:
        o.__dict__ = {"z": 0}
    return sorted(vars(o)), getattr(o, "a", None), getattr(o, "b", None)
''', ('x',))
p('r21c_vars_returned_dict_mutation', r'''
@lifted
class O:
    def __init__(self): self.a = 1

@lifted
def f(x):
    o = O()
    d = vars(o)
    if x > 0:
        d["a"] = x
        d["c"] = 3
    return o.a, getattr(o, "c", None), d is o.__dict__
''', ('x',))
p('r21c_cached_property_slots_error', r'''
import functools
@lifted
class S:
    __slots__ = ("v",)
    def __init__(self, v): self.v = v
    @functools.cached_property
    def sq(self): return self.v * self.v

@lifted
def g(x):
    s = S(x)
    if x > 0:
        return s.sq
    return s.v

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_class_name_qualname_of_union', r'''
@lifted
class Outer:
    class Inner:
        pass

@lifted
def f(x):
    o = Outer.Inner() if x > 0 else Outer()
    return type(o).__name__, type(o).__qualname__, o.__class__.__name__, type(o) is Outer
''', ('x',))
p('r21c_type_is_checks_on_union', r'''
@lifted
class A: pass
@lifted
class B(A): pass

@lifted
def f(x):
    o = B() if x > 0 else A()
    return type(o) is A, type(o) is B, type(o) == B, isinstance(o, A), issubclass(type(o), B), o.__class__ is B
''', ('x',))
p('r21c_dc_eq_custom_overrides', r'''
@lifted
@dataclasses.dataclass
class Emp:
    id: int
    name: str
    def __eq__(self, o):
        return isinstance(o, Emp) and self.id == o.id

@lifted
def f(x, s):
    a = Emp(1, "a")
    b = Emp(x, s)
    staff = [a, Emp(2, "z")]
    return a == b, b in staff, staff.index(b) if b in staff else -1
''', ('x', 's'))
p('r21c_dc_eq_false_remove_identity', r'''
@lifted
@dataclasses.dataclass(eq=False)
class Job:
    n: int

@lifted
def f(x):
    a, b = Job(1), Job(1)
    q = [a, b]
    q.remove(b if x > 0 else a)
    return [j is a for j in q], Job(1) in q
''', ('x',))
p('r21c_dc_repr_nested_path_contents', r'''
@lifted
@dataclasses.dataclass
class Leaf:
    v: int
@lifted
@dataclasses.dataclass
class Tree:
    kids: list
    name: str = "t"

@lifted
def f(x):
    t = Tree([Leaf(1)])
    if x > 0:
        t.kids.append(Leaf(2))
        t.name = "big"
    return repr(t)
''', ('x',))
p('r21c_dc_default_factory_counter', r'''
@lifted
@dataclasses.dataclass
class Tally:
    counts: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    def add(self, k):
        self.counts[k] += 1
        return self

@lifted
def f(x, y):
    t = Tally()
    t.add("a").add("b" if x > 0 else "a")
    if y > 0:
        t.add("c")
    return sorted(t.counts.items()), t.counts.total()
''', ('x', 'y'))
p('r21c_dc_asdict_tuple_and_dict_fields', r'''
@lifted
@dataclasses.dataclass
class P:
    x: int
@lifted
@dataclasses.dataclass
class Shape:
    pts: tuple
    meta: dict

@lifted
def f(x, y):
    s = Shape((P(x), P(y)), {"a": P(1)})
    if x > y:
        s.meta["b"] = P(x - y)
    return dataclasses.asdict(s), dataclasses.astuple(s)
''', ('x', 'y'))
p('r21c_dc_fields_types_and_defaults', r'''
@lifted
@dataclasses.dataclass
class Cfg:
    host: str = "localhost"
    port: int = 80
    tags: list = dataclasses.field(default_factory=list)

@lifted
def f(x):
    c = Cfg(port=x) if x > 0 else Cfg()
    changed = [fl.name for fl in dataclasses.fields(c)
               if fl.default is not dataclasses.MISSING and getattr(c, fl.name) != fl.default]
    return changed, [fl.type.__name__ for fl in dataclasses.fields(Cfg)]
''', ('x',))
p('r21c_nt_defaults_and_replace_loop', r'''
import typing
class Tok(typing.NamedTuple):
    kind: str
    val: int = 0
    pos: int = -1

@lifted
def f(x, y):
    toks = [Tok("n", x), Tok("op"), Tok("n", y)]
    toks = [t._replace(pos=i) for i, t in enumerate(toks)]
    nums = [t.val for t in toks if t.kind == "n"]
    return [tuple(t) for t in toks], sum(nums), Tok._field_defaults["pos"], toks[1] == ("op", 0, 1)
''', ('x', 'y'))
p('r21c_property_deleter_reset', r'''
@lifted
class Conf:
    def __init__(self): self._lvl = None
    @property
    def lvl(self):
        return self._lvl if self._lvl is not None else 3
    @lvl.setter
    def lvl(self, v): self._lvl = v
    @lvl.deleter
    def lvl(self): self._lvl = None

@lifted
def f(x):
    c = Conf()
    c.lvl = x
    a = c.lvl
    if x > 0:
        del c.lvl
    return a, c.lvl
''', ('x',))
p('r21c_getattribute_override_logging', r'''
@lifted
class Tracked:
    def __init__(self):
        object.__setattr__(self, "reads", [])
        object.__setattr__(self, "a", 1)
    def __getattribute__(self, name):
        if name != "reads":
            object.__getattribute__(self, "reads").append(name)
        return object.__getattribute__(self, name)

@lifted
def f(x):
    t = Tracked()
    v = t.a if x > 0 else 0
    return v, list(t.reads)
''', ('x',))
p('r21c_singleton_new_under_branch', r'''
@lifted
class Config:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
            cls._inst.vals = {}
        return cls._inst

@lifted
def f(x):
    Config._inst = None
    a = Config()
    if x > 0:
        a.vals["k"] = x
        b = Config()
    else:
        b = Config()
        b.vals["k"] = -1
    r = a is b, b.vals["k"], Config().vals
    Config._inst = None
    return r
''', ('x',))
p('r21c_class_method_modifies_cls_state_path', r'''
@lifted
class IdGen:
    next_id = 1
    @classmethod
    def take(cls):
        v = cls.next_id
        cls.next_id += 1
        return v
    @classmethod
    def reset(cls): cls.next_id = 1

@lifted
def f(x, y):
    IdGen.reset()
    ids = [IdGen.take()]
    if x > 0:
        ids.append(IdGen.take())
    for _ in range(max(y, 0)):
        ids.append(IdGen.take())
    r = ids, IdGen.next_id
    IdGen.reset()
    return r
''', ('x', 'y'))
p('r21c_staticmethod_in_comprehension_scope', r'''
@lifted
class Validator:
    RULES = ("pos", "even")
    @staticmethod
    def check(rule, v):
        if rule == "pos":
            return v > 0
        return v % 2 == 0
    @classmethod
    def failures(cls, v):
        return [r for r in cls.RULES if not cls.check(r, v)]

@lifted
def f(x):
    return Validator.failures(x), all(Validator.check(r, x) for r in Validator.RULES)
''', ('x',))
p('r21c_abc_collections_iterable_check', r'''
import collections.abc
@lifted
class Wrap:
    def __init__(self, v): self.v = v
    def __iter__(self):
        yield self.v

@lifted
def f(x):
    o = Wrap(x) if x > 0 else (x if x == 0 else [x, x])
    return (isinstance(o, collections.abc.Iterable), isinstance(o, collections.abc.Sized),
            isinstance(o, collections.abc.Sequence), list(o) if isinstance(o, collections.abc.Iterable) else o)
''', ('x',))
p('r21c_ordered_compare_dataclass_with_enum', r'''
import enum
@lifted
class Pri(enum.IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3

@lifted
@dataclasses.dataclass(order=True)
class Ticket:
    pri: Pri
    id: int

@lifted
def f(x, y):
    ts = [Ticket(Pri.MID, 1), Ticket(Pri(max(1, min(3, x))), 2), Ticket(Pri.HIGH if y > 0 else Pri.LOW, 3)]
    ts.sort(reverse=True)
    return [t.id for t in ts], [t.pri.name for t in ts], max(ts).id
''', ('x', 'y'))
p('r21c_mx_nt_sorted_by_fields', r'''
Emp = collections.namedtuple("Emp", "name dept sal")
@lifted
def f(x, y):
    es = [Emp("a", "d1", x), Emp("b", "d2", y), Emp("c", "d1", 2)]
    by_sal = sorted(es, key=lambda e: (-e.sal, e.name))
    top = {}
    for e in es:
        if e.dept not in top or e.sal > top[e.dept].sal:
            top[e.dept] = e
    return [e.name for e in by_sal], {k: v.name for k, v in top.items()}
''', ('x', 'y'))
p('r21c_mx_dc_frozen_as_state_bfs', r'''
@lifted
@dataclasses.dataclass(frozen=True)
class St:
    a: int
    b: int

@lifted
def f(x):
    start, goal = St(0, 0), St(2, x % 3)
    seen, frontier, steps = {start}, [start], 0
    while frontier and goal not in seen and steps < 4:
        nxt = []
        for s in frontier:
            for n in (St(min(s.a + 1, 2), s.b), St(s.a, min(s.b + 1, 2))):
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
        steps += 1
    return steps, goal in seen, len(seen)
''', ('x',))
p('r21c_mx_method_chain_builder', r'''
@lifted
class Query:
    def __init__(self): self.parts, self.lim = [], None
    def where(self, c):
        self.parts.append(c)
        return self
    def limit(self, n):
        if n < 0:
            raise ValueError("negative limit")
        self.lim = n
        return self
    def build(self):
        s = "SELECT *"
        if self.parts:
            s += " WHERE " + " AND ".join(self.parts)
        if self.lim is not None:
            s += " LIMIT " + str(self.lim)
        return s

@lifted
def f(x):
    q = Query().where("a")
    if x > 0:
        q = q.where("b")
    try:
        return q.limit(x).build()
    except ValueError as e:
        return str(e), q.build()
''', ('x',))
p('r21c_mx_objects_in_dict_values_alias', r'''
@lifted
class Acc:
    def __init__(self): self.n = 0

@lifted
def f(x, y):
    shared = Acc()
    d = {"a": shared, "b": shared if x > 0 else Acc()}
    d["a"].n += 1
    d["b"].n += y
    return d["a"].n, d["b"].n, d["a"] is d["b"]
''', ('x', 'y'))
p('r21c_mx_list_of_objects_filter_mutate', r'''
@lifted
class Task:
    def __init__(self, n, done=False): self.n, self.done = n, done

@lifted
def f(x, y):
    ts = [Task(i) for i in range(4)]
    for t in ts:
        if t.n < x or t.n == y:
            t.done = True
    pending = [t.n for t in ts if not t.done]
    ts = [t for t in ts if t.done]
    return pending, len(ts), all(t.done for t in ts)
''', ('x', 'y'))
p('r21c_mx_obj_returned_from_loop_break', r'''
@lifted
class Item:
    def __init__(self, k, v): self.k, self.v = k, v

@lifted
def f(x, y):
    items = [Item("a", 1), Item("b", x), Item("c", y)]
    found = None
    for it in items:
        if it.v > 1:
            found = it
            break
    else:
        return "none"
    found.v = 0
    return found.k, [i.v for i in items]
''', ('x', 'y'))
p('r21c_mx_nested_objects_path_update', r'''
@lifted
class Addr:
    def __init__(self, city): self.city = city
@lifted
class Person:
    def __init__(self, name, addr): self.name, self.addr = name, addr

@lifted
def f(x):
    home = Addr("x")
    a = Person("a", home)
    b = Person("b", home if x > 0 else Addr("y"))
    b.addr.city = "z"
    return a.addr.city, b.addr.city, a.addr is b.addr
''', ('x',))
p('r21c_mx_objects_with_default_mutable_arg', r'''
@lifted
class Node:
    def __init__(self, v, kids=[]):
        self.v = v
        self.kids = kids

@lifted
def f(x):
    a = Node(1)
    b = Node(2)
    if x > 0:
        a.kids.append(3)
    c = Node(3, [])
    r = a.kids, b.kids, c.kids, a.kids is b.kids
    a.kids.clear()
    return r
''', ('x',))
p('r21c_mx_polymorphic_area_sum', r'''
@lifted
class Shape:
    def area(self): raise NotImplementedError(type(self).__name__)
@lifted
class R(Shape):
    def __init__(self, w, h): self.w, self.h = w, h
    def area(self): return self.w * self.h
@lifted
class Sq(R):
    def __init__(self, s): super().__init__(s, s)
@lifted
class Blob(Shape): pass

@lifted
def f(x, y):
    shapes = [R(x, 2), Sq(y)]
    if x < 0:
        shapes.append(Blob())
    try:
        return sum(s.area() for s in shapes)
    except NotImplementedError as e:
        return "abstract " + str(e)
''', ('x', 'y'))
p('r21c_mx_str_join_of_objects', r'''
@lifted
class Tag:
    def __init__(self, n, closed): self.n, self.closed = n, closed
    def __str__(self): return f"<{self.n}/>" if self.closed else f"<{self.n}>"

@lifted
def f(x, b):
    tags = [Tag("a", b), Tag("br", True)]
    if x > 0:
        tags.reverse()
    return "".join(str(t) for t in tags), ", ".join(map(str, tags))
''', ('x', 'b'))
p('r21c_mx_zip_objects_pairs', r'''
@lifted
class P:
    def __init__(self, v): self.v = v

@lifted
def f(x, y):
    a = [P(1), P(x)]
    b = [P(y), P(2)]
    pairs = [(p.v, q.v) for p, q in zip(a, b) if p.v != q.v]
    best = max(zip(a, b), key=lambda pq: pq[0].v + pq[1].v)
    return pairs, best[0].v + best[1].v
''', ('x', 'y'))
p('r21c_mx_enum_state_on_object', r'''
import enum
@lifted
class Light(enum.Enum):
    RED = 1
    GREEN = 2
    YELLOW = 3

@lifted
class Signal:
    NEXT = {Light.RED: Light.GREEN, Light.GREEN: Light.YELLOW, Light.YELLOW: Light.RED}
    def __init__(self): self.s = Light.RED
    def tick(self, n=1):
        for _ in range(n):
            self.s = self.NEXT[self.s]
        return self

@lifted
def f(x):
    s = Signal().tick(max(x, 0))
    return s.s.name, s.s is Light.RED, s.s.value
''', ('x',))
p('r21c_mx_deque_of_objects', r'''
@lifted
class Msg:
    def __init__(self, id, prio): self.id, self.prio = id, prio

@lifted
def f(x, y):
    q = collections.deque(maxlen=3)
    for m in (Msg(1, x), Msg(2, 0), Msg(3, y), Msg(4, 1)):
        if m.prio > 0:
            q.appendleft(m)
        else:
            q.append(m)
    return [m.id for m in q], len(q)
''', ('x', 'y'))
p('r21c_mx_heap_dataclass_order', r'''
@lifted
@dataclasses.dataclass(order=True)
class Job:
    prio: int
    name: str = dataclasses.field(compare=False)

@lifted
def f(x, y):
    h = []
    for j in (Job(x, "a"), Job(1, "b"), Job(y, "c")):
        heapq.heappush(h, j)
    out = [heapq.heappop(h).name]
    heapq.heappush(h, Job(0, "d"))
    while h:
        out.append(heapq.heappop(h).name)
    return out
''', ('x', 'y'))
p('r21c_mx_exception_as_value_collected', r'''
@lifted
class Check:
    def __init__(self, name, lo): self.name, self.lo = name, lo
    def run(self, v):
        if v < self.lo:
            raise ValueError(f"{self.name}: {v} < {self.lo}")
        return self.name

@lifted
def f(x, y):
    checks = [Check("a", 0), Check("b", y)]
    ok, errs = [], []
    for c in checks:
        try:
            ok.append(c.run(x))
        except ValueError as e:
            errs.append(e)
    return ok, [str(e) for e in errs], [type(e).__name__ for e in errs]
''', ('x', 'y'))
p('r21c_mx_obj_eq_in_dict_values', r'''
@lifted
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, V) and self.v == o.v
    __hash__ = None

@lifted
def f(x, y):
    d = {"a": V(x), "b": V(y)}
    e = {"a": V(1), "b": V(y)}
    return d == e, V(x) in d.values(), list(d.values()).count(V(y))
''', ('x', 'y'))
p('r21c_mx_class_property_counter_str', r'''
@lifted
class Stack:
    def __init__(self): self._items = []
    @property
    def size(self): return len(self._items)
    @property
    def top(self):
        if not self._items:
            raise IndexError("empty stack")
        return self._items[-1]
    def push(self, v): self._items.append(v)
    def pop(self): return self._items.pop()
    def __repr__(self): return f"Stack(size={self.size})"

@lifted
def f(x, y):
    s = Stack()
    for v in range(max(x, 0)):
        s.push(v * y)
    try:
        t = s.top
    except IndexError as e:
        t = str(e)
    return t, s.size, repr(s)
''', ('x', 'y'))
p('r21c_mx_compose_objects_delegation', r'''
@lifted
class Engine:
    def __init__(self, hp): self.hp, self.on = hp, False
    def start(self):
        if self.hp <= 0:
            raise RuntimeError("dead engine")
        self.on = True
@lifted
class Car:
    def __init__(self, hp): self.engine = Engine(hp)
    def drive(self):
        try:
            self.engine.start()
        except RuntimeError as e:
            return "tow: " + str(e)
        return "vroom" if self.engine.hp > 1 else "putt"

@lifted
def f(x):
    c = Car(x)
    return c.drive(), c.engine.on
''', ('x',))
p('r21c_mx_getattr_on_union_chain', r'''
@lifted
class A:
    def __init__(self): self.next = None; self.v = "a"
@lifted
class B:
    def __init__(self, n): self.next = n; self.v = "b"

@lifted
def f(x, y):
    a = A()
    head = B(a) if x > 0 else a
    head2 = B(head) if y > 0 else head
    out = []
    n = head2
    while n is not None:
        out.append(n.v)
        n = n.next
    return out
''', ('x', 'y'))
p('r21c_mx_hash_eq_frozenset_attrs', r'''
@lifted
class Perm:
    def __init__(self, *ops): self.ops = frozenset(ops)
    def __eq__(self, o): return self.ops == o.ops
    def __hash__(self): return hash(self.ops)
    def __le__(self, o): return self.ops <= o.ops

@lifted
def f(x):
    read = Perm("r")
    rw = Perm("r", "w")
    p = Perm("r", "w") if x > 0 else Perm("r")
    return p == rw, read <= p, len({read, rw, p})
''', ('x',))
p('r21c_mx_dc_ordering_tuple_key_sorted', r'''
@lifted
@dataclasses.dataclass(frozen=True, order=True)
class Sem:
    major: int
    minor: int = 0
    patch: int = 0
    @classmethod
    def parse(cls, s):
        parts = [int(p) for p in s.split(".")]
        return cls(*parts)

@lifted
def f(x):
    vs = [Sem.parse("1.2"), Sem(1, x), Sem.parse("0.9.9"), Sem(1, 2, 1)]
    vs.sort()
    return [dataclasses.astuple(v) for v in vs], max(vs) == Sem(1, 2, 1)
''', ('x',))
p('r21c_mx_dict_of_lists_of_objects_merge', r'''
@lifted
class Ev:
    def __init__(self, day, what): self.day, self.what = day, what

@lifted
def f(x, y):
    cal = {}
    for e in (Ev(1, "a"), Ev(x, "b"), Ev(y, "c"), Ev(1, "d")):
        cal.setdefault(e.day, []).append(e)
    return sorted((d, [e.what for e in es]) for d, es in cal.items())
''', ('x', 'y'))
p('r21c_mx_recursive_object_tree_sum_depth', r'''
@lifted
class T:
    def __init__(self, v, *kids): self.v, self.kids = v, list(kids)
    def total(self): return self.v + sum(k.total() for k in self.kids)
    def depth(self): return 1 + max((k.depth() for k in self.kids), default=0)
    def find(self, v):
        if self.v == v:
            return self
        for k in self.kids:
            r = k.find(v)
            if r is not None:
                return r
        return None

@lifted
def f(x, y):
    t = T(1, T(x, T(3)), T(y))
    n = t.find(3)
    if n is not None and x > 0:
        n.kids.append(T(4))
    return t.total(), t.depth(), t.find(y) is not None
''', ('x', 'y'))
p('r21c_mx_object_identity_set_membership', r'''
@lifted
class O:
    pass

@lifted
def f(x):
    a, b = O(), O()
    s = {a}
    o = a if x > 0 else b
    s.add(o)
    return len(s), o in s, b in s, a in s
''', ('x',))
p('r21c_mx_class_with_eq_and_lt_sort_then_dedupe', r'''
@lifted
class W:
    def __init__(self, s, n): self.s, self.n = s, n
    def __eq__(self, o): return self.s == o.s
    def __hash__(self): return hash(self.s)
    def __lt__(self, o): return (self.n, self.s) < (o.n, o.s)

@lifted
def f(x, y):
    ws = [W("a", x), W("b", y), W("a", 1), W("c", 0)]
    uniq = []
    for w in sorted(ws):
        if w not in uniq:
            uniq.append(w)
    return [(w.s, w.n) for w in uniq], len(set(ws))
''', ('x', 'y'))
p('r21c_mx_frozen_nt_setattr', r'''
import typing
class P(typing.NamedTuple):
    a: int

@lifted
def g(x):
    p = P(x)
    if x > 0:
        p.a = 2
    return p.a

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_mx_tuple_unpack_object_iter', r'''
@lifted
class Pair:
    def __init__(self, a, b): self.a, self.b = a, b
    def __iter__(self):
        yield self.a
        yield self.b

@lifted
def g(x):
    a, b = Pair(x, 1)
    if x > 0:
        c, d, e = Pair(1, 2)
    return a + b

@lifted
def f(x):
    try:
        return g(x)
    except Exception as e:
        return type(e).__name__, str(e)
''', ('x',))
p('r21c_mx_starmap_objects_ctor', r'''
import itertools
@lifted
class P:
    def __init__(self, a, b): self.s = a + b

@lifted
def f(x, y):
    ps = list(itertools.starmap(P, [(1, x), (y, 2)]))
    return [p.s for p in ps]
''', ('x', 'y'))
p('r21c_min_class_dict_branch_attr', r'''
@lifted
class C:
    pass

@lifted
def f(x):
    if x > 0:
        C.tag = 1
    r = "tag" in C.__dict__, hasattr(C, "tag"), "tag" in vars(C)
    if hasattr(C, "tag"):
        del C.tag
    return r
''', ('x',))
p('r21c_min_iter_dunder_returns_list_iter', r'''
@lifted
class Bag:
    def __init__(self, items):
        self.items = items
    def __iter__(self):
        return iter(self.items)

@lifted
def f(x):
    items = [1]
    if x > 0:
        items.append(2)
    out = []
    for v in Bag(items):
        out.append(v)
    return out, list(Bag(items)), sum(Bag(items))
''', ('x',))
p('r21c_min_hash_dunder_tuple', r'''
@lifted
class Sku:
    def __init__(self, code, size):
        self.code, self.size = code, size
    def __eq__(self, o):
        return self.code == o.code and self.size == o.size
    def __hash__(self):
        return hash((self.code, self.size))

@lifted
def f(x):
    return len({Sku("a", x), Sku("a", 1)})
''', ('x',))
p('r21c_min_repr_list_objs_symlen', r'''
@lifted
class Item:
    def __init__(self, q):
        self.q = q
    def __repr__(self):
        return "I" + str(self.q)

@lifted
def f(x):
    items = [Item(1)]
    if x > 1:
        items.append(Item(2))
    ints = [1]
    if x > 1:
        ints.append(2)
    return repr(ints), repr(items)
''', ('x',))
p('r21c_min_copy_in_branch_slotnames', r'''
import copy
@lifted
class Doc:
    def __init__(self):
        self.tags = [1]

@lifted
def f(x):
    d = Doc()
    c = copy.copy(d) if x > 0 else d
    c.tags = [2]
    return d.tags
''', ('x',))
p('r21c_min_singledispatch_three_way_union', r'''
import functools
@lifted
class A:
    def __init__(self, v): self.a = v
@lifted
class B:
    def __init__(self, v): self.b = v
@lifted
class C:
    pass

@functools.singledispatch
def val(o):
    return 0

@val.register
def _(o: A):
    return o.a + 1

@val.register
def _(o: B):
    return o.b + 1

@lifted
def f(x):
    o = A(x) if x > 0 else (B(x) if x < 0 else C())
    return val(o)
''', ('x',))
p('r21c_min_runtime_protocol_isinstance_annotations', r'''
import typing
@typing.runtime_checkable
class Closable(typing.Protocol):
    def close(self): ...

@lifted
class File:
    def __init__(self): self.open = True
    def close(self): self.open = False
@lifted
class Pipe:
    pass

@lifted
def f(x):
    o = File() if x > 0 else Pipe()
    return isinstance(o, Closable)
''', ('x',))
p('r21c_min_new_super_union_cls_crash', r'''
@lifted
class Shape:
    def __new__(cls, k):
        if cls is Shape:
            cls = A if k else B
        return super().__new__(cls)
@lifted
class A(Shape): pass
@lifted
class B(Shape): pass

@lifted
def f(x):
    return type(Shape(x > 0)).__name__
''', ('x',))
p('r21c_min_new_object_new_union_cls', r'''
@lifted
class Shape:
    def __new__(cls, k):
        if cls is Shape:
            cls = A if k else B
        return object.__new__(cls)
@lifted
class A(Shape): pass
@lifted
class B(Shape): pass

@lifted
def f(x):
    return type(Shape(x > 0)).__name__
''', ('x',))
p('r21c_min_cached_property_slots_internal', r'''
import functools
@lifted
class S:
    __slots__ = ("v",)
    def __init__(self, v): self.v = v
    @functools.cached_property
    def sq(self): return self.v * self.v

@lifted
def f(x):
    try:
        return S(x).sq
    except TypeError as e:
        return str(e)
''', ('x',))
p('r21c_min_cls_dict_get_inherited', r'''
@lifted
class Base:
    kind = "base"
@lifted
class Sub(Base):
    pass

@lifted
def f(x):
    if x > 0:
        Sub.kind = "sub"
    r = Sub.__dict__.get("kind", "inherited"), Sub.kind
    if x > 0:
        del Sub.kind
    return r
''', ('x',))
p('r21c_min_repr_dataclass_str_union', r'''
@lifted
@dataclasses.dataclass
class T:
    name: str = "t"

@lifted
def f(x):
    name = "big" if x > 0 else "t"
    return repr(name), repr(T(name))
''', ('x',))
p('r21c_min_property_getter_raises_caught', r'''
@lifted
class Stack:
    def __init__(self, items): self.items = items
    @property
    def top(self):
        if not self.items:
            raise IndexError("empty stack")
        return self.items[-1]

@lifted
def f(x):
    s = Stack([x] if x > 0 else [])
    try:
        return s.top
    except IndexError as e:
        return str(e)
''', ('x',))

ROUND21_OPEN: dict[str, str] = {}

# The CI slice: the minimal forms of the defects fixed.
ROUND21_CI: frozenset[str] = frozenset({
    'r21a_min_base_exception_group_type', 'r21a_min_dataclass_repr_union_field', 'r21a_min_exc_cause_set_under_branch',
    'r21a_min_exc_custom_str_sym_int', 'r21a_min_exception_group_union_items', 'r21a_min_exception_group_union_items_text',
    'r21a_min_fstring_r_of_exc_with_repr', 'r21a_min_generatorexit_caught_sym', 'r21a_min_keyboardinterrupt_caught_sym',
    'r21a_min_match_positional_no_match_args_msg', 'r21a_min_match_sequence_deque', 'r21a_min_match_sequence_range',
    'r21a_min_oserror_errno_set_under_branch', 'r21a_min_property_raises_read_in_try', 'r21a_min_stopiteration_value_set_under_branch',
    'r21a_min_systemexit_caught_concrete', 'r21a_min_systemexit_code_set_under_branch', 'r21a_min_warnings_record_in_callee',
    'r21a_min_with_missing_exit_msg', 'r21b_bv_pow_error', 'r21b_bv_width_mix_error',
    'r21b_frac_zero_den_text', 'r21b_min_bv_pow_text', 'r21b_min_bv_width_add_text',
    'r21b_min_frac_zero_den_text', 'r21b_min_range_eq_symbolic', 'r21b_range_eq',
    'r21c_min_cached_property_slots_internal', 'r21c_min_class_dict_branch_attr', 'r21c_min_cls_dict_get_inherited',
    'r21c_min_copy_in_branch_slotnames', 'r21c_min_iter_dunder_returns_list_iter', 'r21c_min_new_object_new_union_cls',
    'r21c_min_new_super_union_cls_crash', 'r21c_min_property_getter_raises_caught', 'r21c_min_repr_dataclass_str_union',
    'r21c_min_runtime_protocol_isinstance_annotations',
})

assert ROUND21_CI <= ROUND21_PROBES.keys(), sorted(ROUND21_CI - ROUND21_PROBES.keys())
assert ROUND21_OPEN.keys() <= ROUND21_PROBES.keys(), sorted(ROUND21_OPEN.keys() - ROUND21_PROBES.keys())
