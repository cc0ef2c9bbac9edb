"""Held-out tester, round 7b (issue 10): bad input as a new user makes it. Each case must
be a clear stamen error naming this file's line and the cause (never a verdict, never an
InternalError, never a raw exception out of stamen's internals), or, for the command
line, a usage error or message with a nonzero exit code.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import time

import pytest

import stamen as st
from stamen import assert_, lifted
from stamen.cli import main

HERE = os.path.basename(__file__)
x = st.symbolic("eh_x", int)
BV8 = st.BitVec(8)


def _thunk_taking_an_argument(a):
    return a


# label -> (call, the error's type, a pattern its message must contain)
MISUSE = {
    "solve of a non-callable": (lambda: st.solve(3), st.InvalidArgument, "expected a thunk"),
    "solve of a function taking arguments":
        (lambda: st.solve(_thunk_taking_an_argument), st.InvalidArgument, "expected a thunk"),
    "a misspelt keyword": (lambda: st.verify(lambda: None, merg="none"), st.InvalidArgument,
                           "unexpected keyword argument 'merg'"),
    "an unknown merge strategy": (lambda: st.verify(lambda: None, merge="both"),
                                  st.InvalidArgument, "merge='both'"),
    "a negative unroll bound": (lambda: st.verify(lambda: None, unroll=-1),
                                st.InvalidArgument, "unroll=-1"),
    "an unroll bound given as text": (lambda: st.verify(lambda: None, unroll="3"),
                                      st.InvalidArgument, "unroll='3'"),
    "an unknown on_unroll policy": (lambda: st.verify(lambda: None, on_unroll="explode"),
                                    st.InvalidArgument, "on_unroll='explode'"),
    "a negative timeout": (lambda: st.verify(lambda: None, timeout=-1), st.InvalidArgument,
                           "timeout=-1"),
    "a timeout given as text": (lambda: st.solve(lambda: None, timeout="1"),
                                st.InvalidArgument, "timeout='1'"),
    "an unknown solver": (lambda: st.verify(lambda: None, solver="yices"),
                          st.InvalidArgument, "'yices'"),
    "optimize's guarantee not callable": (lambda: st.optimize(maximize=[x], guarantee=5),
                                          st.InvalidArgument, "expected a thunk"),
    "optimize of a name": (lambda: st.optimize(maximize=["x"]), st.InvalidArgument,
                           "maximize="),
    "optimize of a boolean": (lambda: st.optimize(maximize=[x > 0]), st.InvalidArgument,
                              "maximize="),
    "optimize of a float": (lambda: st.optimize(minimize=[1.5]), st.InvalidArgument,
                            "minimize="),
    "optimize of one value, not a list": (lambda: st.optimize(minimize=x),
                                          st.InvalidArgument, "a list"),
    "forall of one value, not a list": (lambda: st.synthesize(forall=x, guarantee=lambda: 0),
                                        st.InvalidArgument, "forall="),
    "forall of a concrete value": (lambda: st.synthesize(forall=[3], guarantee=lambda: 0),
                                   st.InvalidArgument, "not symbolic"),
    "synthesize without a guarantee": (lambda: st.synthesize(forall=[x]),
                                       st.InvalidArgument, "guarantee"),
    "synthesize with max_iterations=0":
        (lambda: st.synthesize(forall=[x], guarantee=lambda: 0, max_iterations=0),
         st.InvalidArgument, "max_iterations"),
    "debug relaxing a number": (lambda: st.debug(lambda: assert_(False), relax=3),
                                st.InvalidArgument, "stamen type"),
    "a symbolic list": (lambda: st.symbolic("eh_list", list), st.InvalidArgument,
                        "stamen type"),
    "a symbolic value named by a number": (lambda: st.symbolic(3, int), st.InvalidArgument,
                                           "name=3"),
    "a fresh dict": (lambda: st.fresh(dict), st.InvalidArgument, "stamen type"),
    "a zero-width bit-vector": (lambda: st.BitVec(0), st.InvalidArgument, "width=0"),
    "a bit-vector width given as text": (lambda: st.BitVec("8"), st.InvalidArgument,
                                         "width='8'"),
    "a bit-vector of a float": (lambda: BV8(1.5), st.InvalidArgument, "value=1.5"),
    "a hole of a list type": (lambda: st.hole(list), st.InvalidArgument, "stamen type"),
    "choose of nothing": (lambda: st.choose(), st.InvalidArgument, "at least one"),
    "an extract out of range": (lambda: st.extract(3, 5, BV8(1)), st.InvalidArgument,
                                "lo <= hi"),
    "a negative zero_extend": (lambda: st.zero_extend(-1, BV8(1)), st.InvalidArgument,
                               "non-negative"),
    "int2bv to a negative width": (lambda: st.int2bv(x, -4), st.InvalidArgument, "width="),
    "concat of ints": (lambda: st.concat(1, 2), st.InvalidArgument, "bitvector"),
    "an unknown setting": (lambda: st.config(colour="red"), st.InvalidArgument, "colour"),
    "for_all of a non-function": (lambda: st.for_all(x, 5), st.InvalidArgument, "fn="),
    "@lifted on an int": (lambda: st.lifted(3), st.InvalidArgument, "function or a class"),
    "@lifted on a builtin": (lambda: st.lifted(len), st.InvalidArgument,
                             "function or a class"),
    "@lifted on a partial": (lambda: st.lifted(functools.partial(max, 1)),
                             st.InvalidArgument, "function or a class"),
    "sol[...] of a name": (lambda: st.solve(lambda: assert_(x > 0))["eh_x"],
                           st.InvalidArgument, "a name is not its constant"),
    "reading an unsat solution": (lambda: st.solve(lambda: assert_(x != x))[x],
                                  st.InvalidArgument, "unsat"),
    "chosen of a key never chosen": (lambda: st.solve(lambda: None).chosen("nokey"),
                                     st.InvalidArgument, "key='nokey'"),
    "complete of a non-function": (lambda: st.solve(lambda: None).complete(3),
                                   st.InvalidArgument, "source"),
    "exists over an expression": (lambda: st.exists([x + 1], x > 0), st.InvalidArgument,
                                  "symbolic constants"),
}


@pytest.mark.parametrize("label", sorted(MISUSE))
def test_misuse_is_an_error_at_the_users_line(label):
    call, error, pattern = MISUSE[label]
    with pytest.raises(error) as info:
        call()
    message = str(info.value)
    assert pattern in message, message
    assert f"{HERE}:" in message, message  # names this file and line


# --- programs stamen cannot run as written ------------------------------------------------

@lifted
def sums_a_range(n):
    s = 0
    for i in range(n):
        s += i
    return s


@lifted
def repeats(n):
    return len([0] * n)


@lifted
def percent_format(n):
    return "%.3d" % n  # noqa: UP031 - the construct under test (a precision: not encoded)


@lifted
def sleeps(n):
    time.sleep(n)
    return n


@lifted
def counts_down(n):
    if n <= 0:
        return 0
    return 1 + counts_down(n - 1)


@lifted
def never_ends(n):
    while n != 7:
        n = n + 2
    return n


@lifted
def spins(n):
    while True:
        if n > 100:
            break
    return n


@lifted
def asks_under_a_branch(a):
    if a > 0:
        return st.verify(lambda: assert_(a > 5)).sat
    return False


PROGRAMS = {  # label -> (thunk, the error's type, a pattern its message must contain)
    "range() of an unbounded symbolic int":
        (lambda: assert_(sums_a_range(x) >= 0), st.UnrollBoundExceeded, "range()"),
    "[0] * a symbolic int": (lambda: assert_(repeats(x) >= 0), st.UnsupportedConstruct,
                             "symbolic count"),
    "%-formatting a symbolic int": (lambda: assert_(percent_format(x) == "12"),
                                    st.UnsupportedConstruct, "%-formatting"),
    "time.sleep of a symbolic int": (lambda: assert_(sleeps(x) == x),
                                     st.UnsupportedConstruct, "time.sleep"),
    "recursion without a bound": (lambda: assert_(counts_down(x) >= 0),
                                  st.UnrollBoundExceeded, "recursion of counts_down"),
    "a while loop with a symbolic exit": (lambda: assert_(never_ends(x) == 7),
                                          st.UnrollBoundExceeded, "the loop at"),
    "while True with a symbolic break": (lambda: assert_(spins(x) > 100),
                                         st.UnrollBoundExceeded, "the loop at"),
    "a query under a symbolic branch": (lambda: assert_(asks_under_a_branch(x)),
                                        st.UnsupportedConstruct, "under a symbolic branch"),
}


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
@pytest.mark.parametrize("label", sorted(PROGRAMS))
def test_what_cannot_be_encoded_is_refused_never_answered(label, merge):
    thunk, error, pattern = PROGRAMS[label]
    for query in (st.verify, st.solve):
        with pytest.raises(error) as info:
            query(thunk, merge=merge, unroll=24)
        message = str(info.value)
        assert pattern in message, message
        assert f"{HERE}:" in message, message


def test_an_unwinding_assertion_is_a_counterexample_never_verified():
    """The loop past the bound is a failure (an unwinding assertion), as in CBMC: the model
    is an input on which Python runs more than `unroll` steps, or never stops."""
    cex = st.verify(lambda: assert_(never_ends(x) == 7), unroll=8, on_unroll="assert")
    assert cex.sat
    n = cex[x]
    assert n % 2 == 0 or n > 7 or (7 - n) // 2 > 8


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_a_loop_going_on_on_a_decided_path_meets_the_bound(merge):
    """Under merge="none" the path that decided n <= 100 ran `while True` for ever (its
    test is concrete there, so no step counted against the bound)."""
    cex = st.verify(lambda: assert_(spins(x) > 100), merge=merge, unroll=16,
                    on_unroll="assert")
    assert cex.sat and cex[x] <= 100  # Python never leaves the loop there


def test_unsupported_definitions_name_their_line():
    with pytest.raises(st.UnsupportedConstruct, match=rf"{HERE}:\d+: `async def`"):
        @lifted
        async def waits(a):
            return a

    with pytest.raises(st.UnsupportedConstruct, match=rf"{HERE}:\d+:\d+: `yield` used as"):
        @lifted
        def yields_a_value(a):
            v = (yield a)
            return v


def test_lifted_classes_dataclasses_and_staticmethods_run():
    @lifted
    @dataclasses.dataclass
    class Box:
        a: int

        def magnitude(self):
            return self.a if self.a > 0 else -self.a

    class Holder:
        @lifted
        @staticmethod
        def positive(a):
            return a if a > 0 else 0

    sol = st.solve(lambda: assert_(Box(x).magnitude() == 3))
    assert sol.sat and abs(sol[x]) == 3
    assert st.solve(lambda: assert_(Holder.positive(x) == 2))[x] == 2


def test_errors_in_the_users_code_are_the_users():
    with pytest.raises(NameError, match="undefined_name"):
        st.verify(lambda: assert_(undefined_name > 0))  # noqa: F821 - the user's slip


# --- the command line ---------------------------------------------------------------------

@pytest.mark.parametrize("argv", [
    ["--help"], ["run", "--help"], ["bench", "--help"], ["profile", "--help"],
    ["tune", "--help"], ["boogie", "--help"], ["boogie", "run", "--help"],
])
def test_every_help_exits_zero(argv, capsys):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 0
    assert "usage:" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [
    ["nosuchcmd"], ["bench", "nosuch"], ["bench", "ifc", "--merge", "bogus"],
    ["demo", "--bogus"], ["run"], ["bench", "ifc", "--limit", "-1"],
])
def test_bad_flags_are_usage_errors(argv, capsys):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    assert "error:" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [
    ["run", "/nonexistent/eh.py"], ["profile", "/nonexistent/eh.py"],
    ["boogie", "run", "/nonexistent/eh.bpl"],
])
def test_missing_files_are_named(argv, capsys):
    assert main(argv) != 0
    captured = capsys.readouterr()
    assert "/nonexistent/eh." in captured.out + captured.err
    assert "Traceback" not in captured.out + captured.err
