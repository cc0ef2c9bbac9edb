"""Exceptions raised on some paths only inside a lifted `try` or `with` go where Python
sends them: to the first matching handler (else `else`), through `finally`, through a
context manager's `__exit__` (which may suppress them), and on to an enclosing `try`;
what nothing catches fails its paths. Differential: each program runs once on a
symbolic input under each merge strategy, and its value and vc, read under every input
of a small domain, must agree with the plain Python run."""

from __future__ import annotations

import importlib.util
import itertools
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import stamen
from stamen import assert_, assume, lifted
from stamen.query.evaluation import evaluate_thunk
from stamen.query.solution import Solution
from stamen.terms.traverse import evaluate as evaluate_term
from stamen.vm.state.config import resolve_config

from .agreement import agree
from .try_programs import try_programs

MERGES = ("types", "none", "logic")
DOMAIN = range(-3, 4)


def divide(v):
    try:
        return 12 // v
    except ZeroDivisionError:
        return -1


def locals_at_the_raise(v):
    y = 1
    try:
        if v > 0:
            y = 2
            y = 12 // (v - 1) + y
        elif v < -1:
            raise ValueError("negative")
        y = y + 10
    except ZeroDivisionError:
        y = y * 100
    except ValueError as exc:
        y = len(str(exc))
    else:
        y = y + 1000
    return y


def loop_with_finally(v):
    out = []
    for i in range(3):
        try:
            out.append(6 // (v - i))
        except ZeroDivisionError:
            out.append(-1)
            if v > 1:
                break
        finally:
            out.append(0)
    return out[-2] + len(out)


@lifted
def helper(v):
    if v > 0:
        return 10 // (v - 2)
    if v < -2:
        raise KeyError(v)
    return v


def raised_in_a_callee(v):
    try:
        r = helper(v)
    except ZeroDivisionError:
        r = 99
    except LookupError:
        r = 77
    return r


def nested(v):
    try:
        try:
            r = 10 // v
        except KeyError:
            r = 5
        finally:
            w = 3
        r = r + w
    except ZeroDivisionError:
        r = -7
    return r


def assertion(v):
    try:
        assert v > 0, "not positive"
        return 1
    except AssertionError as exc:  # (pytest adds to the message of the plain run)
        return 2 if str(exc).startswith("not positive") else 3


def unhandled(v):
    try:
        return 10 // v
    except KeyError:
        return 0


def reraised(v):
    try:
        try:
            return 10 // v
        except ZeroDivisionError:
            if v == 0:
                raise
            return 3
    except ZeroDivisionError:
        return 4


def raises_in_handler(v):
    try:
        return 10 // v
    except ZeroDivisionError:
        return [1, 2][v + 2]  # IndexError where v == 0: nothing catches it


def else_and_finally(v):
    out = [0]
    try:
        r = 10 // (v - 1)
    except ZeroDivisionError:
        r = -1
    else:
        r = r + 100
        if v > 2:
            raise ValueError("big")
    finally:
        out.append(r)
    return out[-1] + len(out)


def else_after_jumps(v):
    out = 0
    for i in range(3):
        try:
            if v == i:
                return out
            if v > 2:
                break
            if v < 0:
                continue
        except KeyError:
            out += 1000
        else:
            out += 10 // (v + 1)  # only where the body completed: v == -1 continued
    return out


def finally_raises_over_a_return(v):
    w = 1
    for i in range(2):
        try:
            try:
                if v > -1:
                    return v
                if v < -2:
                    break
            finally:
                w = v // (v + i)  # raises where v + i == 0: the return or break is dropped
        except ZeroDivisionError:
            w = w + 10
    return w


def while_loop(v):
    total = 0
    i = 0
    while i < 4:
        i += 1
        try:
            total += 12 // (v - i)
            if total > 20:
                break
        except ZeroDivisionError:
            total += 1000
            continue
        total += 1
    return total


def unbound_local(v):
    try:
        if v > 0:
            y = 1
        return y
    except NameError:
        return -5


def tuple_of_handlers(v):
    try:
        if v < 0:
            return {}[v]
        return 5 // v
    except (KeyError, ZeroDivisionError) as exc:
        return type(exc).__name__


def unpacking(v):
    t = (1, 2) if v > 0 else (1, 2, 3)
    try:
        a, b = t
        return a + b
    except ValueError:
        return -1


@lifted
class Suppressing:
    """A context manager that logs and suppresses the exception types `kinds`."""

    def __init__(self, log, kinds):
        self.log, self.kinds = log, kinds

    def __enter__(self):
        self.log.append("enter")
        return 5

    def __exit__(self, kind, exc, tb):
        self.log.append("exit" if kind is None else kind.__name__)
        return kind is not None and issubclass(kind, self.kinds)


def with_suppressing(v):
    log = []
    with Suppressing(log, ZeroDivisionError) as five:
        log.append(10 // v + five)
    return len(log) * 100 + (log[-1] if isinstance(log[-1], int) else 7)


def with_passing_on(v):
    log = []
    try:
        with Suppressing(log, KeyError):
            if v > 1:
                raise KeyError("k")
            log.append(10 // v)
        return len(log)
    except ZeroDivisionError:
        return -len(log)


def with_two_managers(v):
    # `with a, b:` is `with a: with b:` (the outer statement made of it had no line, and
    # lifting failed once `with` took its own line)
    log = []
    with Suppressing(log, ZeroDivisionError) as five, Suppressing(log, KeyError) as six:
        log.append(10 // v + five + six)
    return len(log)


def with_a_manager_chosen_per_path(v):
    # each path enters its own manager and calls its own __exit__ (this was refused)
    log = []
    manager = Suppressing(log, ZeroDivisionError) if v > 0 else Suppressing(log, KeyError)
    try:
        with manager as five:
            if v > 1:
                raise KeyError("k")
            log.append(10 // v + five)
    except (KeyError, ZeroDivisionError) as exc:
        log.append(type(exc).__name__)
    return len(log) * 100 + (log[-1] if isinstance(log[-1], int) else len(log[-1]))


PROGRAMS = [divide, locals_at_the_raise, loop_with_finally, raised_in_a_callee, nested,
            assertion, unhandled, reraised, raises_in_handler, else_and_finally, else_after_jumps,
            finally_raises_over_a_return, while_loop,
            unbound_local, tuple_of_handlers, unpacking, with_suppressing, with_passing_on,
            with_a_manager_chosen_per_path, with_two_managers]


def run_plain(fn, v):
    """Returns ("ok", value) or ("fail", exception type name)."""
    try:
        return "ok", fn(v)
    except Exception as exc:  # noqa: BLE001 - any exception is the program failing
        return "fail", type(exc).__name__


def check_agreement(fn, lifted_fn, merge: str, where: str) -> None:
    """Runs `lifted_fn` once on a symbolic int and checks its value and vc, read under each
    input of DOMAIN, against `fn` run on that input."""
    x = stamen.symbolic("x", int)
    ev = evaluate_thunk(lambda: lifted_fn(x), resolve_config({"merge": merge}), "test")
    asserts, assumes = ev.vc.asserts_formula(), ev.vc.assumes_formula()
    for v in DOMAIN:
        model = {x: v}
        assert evaluate_term(assumes, model) is True
        ok = evaluate_term(asserts, model)
        expected = run_plain(fn, v)
        where = f"{where} at {v}, merge={merge}"
        if expected[0] == "fail":
            assert ok is False, f"Python raises {expected[1]} but the vc holds; {where}"
            continue
        assert ok is True, f"Python returns {expected[1]!r} but the vc fails; {where}"
        assert Solution("sat", model).evaluate(ev.value) == expected[1], where


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("fn", PROGRAMS, ids=lambda f: f.__name__)
def test_lifted_try_agrees_with_python_on_every_input(fn, merge):
    check_agreement(fn, lifted(fn), merge, fn.__name__)


_DIR = Path(tempfile.mkdtemp(prefix="stamen_try_programs_"))
_COUNT = itertools.count()


def load_program(source: str):
    """Returns (plain, lifted) versions of `prog` in `source`, imported from a file."""
    name = f"stamen_try_prog_{next(_COUNT)}"
    path = _DIR / f"{name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module.prog, lifted(module.prog)


@settings(max_examples=12, suppress_health_check=[HealthCheck.too_slow])
@given(source=try_programs())
def test_random_try_programs_agree_with_python(source):
    plain, lifted_prog = load_program(source)
    for merge in MERGES:
        check_agreement(plain, lifted_prog, merge, source)


@pytest.mark.parametrize("merge", MERGES)
def test_the_handler_of_a_division_by_zero_is_found_by_solve_and_verify(merge):
    x = stamen.symbolic("x", int)
    f = lifted(divide)
    sol = stamen.solve(lambda: assert_(f(x) == -1), merge=merge)
    assert sol.sat and divide(sol[x]) == -1
    assert stamen.solve(lambda: (assume(x == 0), assert_(f(x) == -1)), merge=merge).sat
    assert stamen.verify(lambda: (assume(x == 0), assert_(f(x) == -1)), merge=merge).unsat
    cex = stamen.verify(lambda: (assume(x == 0), assert_(f(x) != -1)), merge=merge)
    assert cex.sat and cex[x] == 0


@pytest.mark.parametrize("merge", MERGES)
def test_an_exception_no_handler_catches_fails_its_paths_with_its_message(merge):
    x = stamen.symbolic("x", int)
    cex = stamen.verify(lambda: lifted(unhandled)(x), merge=merge)
    assert cex.sat and cex[x] == 0 and "ZeroDivisionError" in cex.failure.message
    assert stamen.verify(lambda: (assume(x != 0), lifted(unhandled)(x)), merge=merge).unsat


def test_a_try_on_concrete_values_is_plain_python():
    assert [lifted(fn)(v) for v in DOMAIN for fn in (divide, nested, reraised)] == [
        fn(v) for v in DOMAIN for fn in (divide, nested, reraised)]


def swallow(v):
    log = []
    try:
        if v > 1:
            return 1 // (v - 2)
        log.append(10 // v)
    except ZeroDivisionError:
        log.append(1 // (v + 3) + [5][v])  # raises in the handler where v == 0
    finally:
        if v == 2 or v == 0:
            return -len(log)  # noqa: B012 - the construct under test
        log.append("f")
    return len(log)


def jumps_in_finally(v):
    out = []
    for i in range(3):
        try:
            if i == v:
                return ("body", i)
            if i - v == 1:
                raise KeyError(i)
            out.append(i)
        finally:
            if i + v == 2:
                break  # noqa: B012 - the construct under test
            if i == -v:
                continue  # noqa: B012 - the construct under test
            out.append(-i)
    return out


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("fn", [swallow, jumps_in_finally], ids=lambda f: f.__name__)
def test_a_jump_in_finally_discards_the_pending_exception_or_jump(fn, merge):
    """Python: `return`/`break`/`continue` in `finally` wins over the `try`'s return, break
    or exception (from the body, a handler or `else`)."""
    check_agreement(fn, lifted(fn), merge, fn.__name__)


@lifted
def key_error_args(x):
    try:
        return {0: "a", 1: "b"}[x]
    except KeyError as e:
        return e.args


def test_a_key_error_carries_the_key_as_python_does():
    from differential.oracle import assert_agrees

    assert_agrees(key_error_args, [0, 1, 2, 5])


@lifted
def handler_name_unbound_after(v):
    e = "before"
    try:
        if v > 0:
            raise ValueError(v)
    except ValueError as e:  # noqa: F841 - Python deletes `e` when the handler ends
        pass
    try:
        return e
    except NameError:
        return "unbound"


@lifted
def deleted_under_branch(v):
    e = 1
    if v > 0:
        del e
    try:
        return e
    except NameError:
        return "unbound"


def test_a_name_a_handler_or_a_nested_del_unbinds_is_read_as_unbound():
    """A name bound before a `try` whose `except ... as name` handler ran (Python deletes
    the name when the handler ends), or before an `if` that deletes it, was still read as
    surely bound: the read gave stamen's unbound marker instead of raising NameError."""
    agree(handler_name_unbound_after)
    agree(deleted_under_branch)


def _except_a_class_chosen_by_a_branch(x):
    handled = KeyError if x > 0 else (IndexError, ValueError) if x < 0 else ()
    try:
        if x == 1:
            raise IndexError(x)
        return (1, 2).index(x)  # a missing value: the program's ValueError
    except handled:
        return "chosen"
    except LookupError:
        return "lookup"
    except ValueError:
        return "value"


def test_except_matches_each_path_of_a_type_chosen_by_a_branch():
    """`except E:` with E (or a tuple) picked per path matches on each path, the next
    handler taking the rest (a raw TypeError before); `tuple.index` of a missing value is
    the program's ValueError (an InternalError before)."""
    from .pinned import check_pinned

    check_pinned(_except_a_class_chosen_by_a_branch,
                 stamen.lifted(_except_a_class_chosen_by_a_branch), [int],
                 [(v,) for v in range(-2, 4)])


@lifted
class _Service:
    Err = KeyError

    def call(self, k):
        return {1: "one"}[k]


@lifted
class _ListService(_Service):
    Err = LookupError

    def call(self, k):
        return [0, 10][k]


def _except_an_attribute_of_a_chosen_object(x, y):
    s = _Service() if x > 0 else _ListService()
    try:
        return s.call(y)
    except s.Err as e:
        return "err", type(e).__name__


def test_except_reads_its_type_on_each_members_path():
    """`except s.Err` with `s` chosen by a branch: the exception a member's method raises
    under a symbolic condition is matched against that member's Err (the region kept the
    type read under the first member's guard)."""
    from .pinned import check_pinned

    check_pinned(_except_an_attribute_of_a_chosen_object,
                 lifted(_except_an_attribute_of_a_chosen_object), [int, int],
                 [(x, y) for x in (-1, 1) for y in (-3, 1, 2)])


@lifted
class Halt(BaseException):
    pass


@lifted
def halts_and_catches(a):
    try:
        if a > 0:
            raise Halt(a)
    except Halt as h:
        return ("caught", h.args[0])
    try:
        if a == 0:
            raise Halt()
    except BaseException:
        return "base"
    return "none"


def test_a_base_exception_of_the_program_is_caught_as_python_catches_it():
    # it passed through stamen's handlers (as KeyboardInterrupt does) out of the query
    agree(halts_and_catches)


@lifted
def exits_and_interrupts(a):
    try:
        if a > 0:
            raise SystemExit(a)
        if a == 0:
            raise KeyboardInterrupt
    except SystemExit as e:
        return "exit", e.code
    except KeyboardInterrupt:
        return "interrupted"
    try:
        if a < -1:
            raise GeneratorExit
        raise SystemExit("msg" if a < -1 else None)
    except GeneratorExit:
        return "closed"
    except BaseException as e:
        return type(e).__name__, e.code


@lifted
def exits_past(a):
    if a > 1:
        sys.exit("too big")
    return a


def test_the_program_s_system_exit_and_keyboard_interrupt_are_its_exceptions():
    # (they passed through stamen's handlers out of the query, and ended the process)
    agree(exits_and_interrupts, (-2, -1, 0, 1))
    a = stamen.fresh(int)
    cex = stamen.verify(lambda: assert_(exits_past(a) <= 1))
    assert cex.sat and cex[a] > 1


@lifted
def interrupted_by_the_user(a):
    import os
    import signal

    os.kill(os.getpid(), signal.SIGINT)
    return a


def test_a_ctrl_c_during_a_query_interrupts_it():
    # a Ctrl-C is stamen's QueryInterrupted, never the program's KeyboardInterrupt
    import signal

    a = stamen.fresh(int)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # (a test worker's)
    try:
        with pytest.raises(stamen.errors.QueryInterrupted):
            stamen.verify(lambda: assert_(interrupted_by_the_user(a) <= 1))
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGINT, before)


@lifted
def group_of_chosen_exceptions(a):
    chosen = ValueError("v") if a > 0 else KeyError("k")
    items = [chosen] if a > -1 else [KeyboardInterrupt()]
    group = BaseExceptionGroup("g", items)
    return type(group).__name__, str(ExceptionGroup("h", [chosen])), len(group.exceptions)


def test_an_exception_group_of_exceptions_chosen_per_path_is_python_s():
    # C read each element's type natively: a union element made a wrong group
    agree(group_of_chosen_exceptions, (-1, 0, 1))


@lifted
class EnterOnly:
    def __enter__(self):
        return 1


@lifted
def entered_without_exit(a):
    try:
        with EnterOnly() if a > 0 else 5:
            return "in"
    except TypeError as e:
        return str(e)


def test_a_manager_without_exit_raises_python_s_words():
    # (the words "(missed __exit__ method)" were left out)
    agree(entered_without_exit)
