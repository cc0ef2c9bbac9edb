"""Strings of symbolic ints (issue 11): str(), repr(), f-strings and format() of an int term
are string terms, with len, indexing, slicing, ==, +, *, in, startswith/endswith and
comparisons on them, and int() back, with Python's exceptions on the paths where Python
raises them. Each program runs under every merge strategy against plain Python on every
input of a small domain (the differential oracle); a few questions are asked of
unbounded ints (where str(n) is "-" ++ from_int(-n) or from_int(n) for the solver)."""

from __future__ import annotations

import pytest

import stamen as st
from differential.oracle import assert_agrees
from stamen import UnsupportedConstruct, assert_, assume, lifted

DOMAIN = (-12, -1, 0, 7, 10, 75, 100, 107)


def agree(program, domain=DOMAIN) -> None:
    """Checks the lifted program against plain Python on each input of `domain` under each
    merge strategy (verify of Python's table, solve for a reached and an unreached value,
    each input pinned)."""
    assert_agrees(lifted(program), list(domain), plain=program, pin=3)


# ------------------------------------------------------------ programs --

def texts(x):
    s = str(x)
    return (len(s), s[0], s[-1], len(repr(x)), f"a{x}b", f"{x:d}", f"{x!r}|{x!s}", format(x),
            format(x, "d"))


def membership(x):
    s = str(x)
    return ("7" in s, s.startswith("-"), s.endswith("0"), s.startswith(("1", "-1")), "" in s,
            s + s == "1010", s == "7", s != "-1", s + "!", "<" + s, s * 2, s * 0)


def round_trips(x):
    try:
        bad = int(str(x) + "a")
    except ValueError:
        bad = -1
    return int(str(x)), int(f" {x}\t"), int(repr(x)) == x, int("0" + str(abs(x))), bad


def messages(x):
    try:
        if x > 50:
            raise ValueError(f"big {x}")
        return int(str(x) + "!")
    except ValueError as e:
        return str(e)


def plus_sign(x):
    return int("+" + str(x))  # "+-12" is not a numeral: ValueError on negatives


def indexing(x):
    s = str(x)
    return s[2]  # IndexError on the one- and two-character strings


def negative_index(x):
    return str(x)[-3]


def slicing(x):
    s = str(x)
    t = s if x > 5 else "small"
    return s[1:], s[:-1], s[-2:], s[5:], s[1:2], t + "!", len(t), t == "small"


def ordering(x):
    s = str(x)
    rest = "more" if s[1:] else "one"
    return (s < "5", s >= "10", "0" <= s, max(s, "2"), rest, "-".join([s, "a"]),
            " ".join(str(k) for k in (x, 1)))


def with_unions(x):
    # str() of a bounded int is a union of literals; `+`, `*` and comparisons of a string
    # term with such a union apply per member (a TypeError escaped here before).
    k = 1 if x > 7 else 3
    n = str(len(str(k * 10)))
    u = str(x) + ":"
    return u + n, n + u, u * k, u < n, n <= u


def looped(x):
    total = 0
    s = str(x)
    for i in range(len(s)):
        if s[i] == "0":
            total += 1
    return total


@pytest.mark.parametrize("program", [
    texts, membership, round_trips, messages, plus_sign, indexing, negative_index, slicing,
    ordering, with_unions,
], ids=lambda p: p.__name__)
def test_agrees_with_python(program):
    agree(program)


def test_a_loop_over_the_characters_agrees():
    agree(looped, domain=(-10, 7, 100))


# ------------------------------------------------------- unbounded ints --

n = st.symbolic("n", int)


@lifted
def sign_of_text(v):
    return str(v).startswith("-")


@lifted
def text_round_trip(v):
    return int(str(v))


@lifted
def three_digits(v):
    return len(str(v)) == 3


@pytest.mark.parametrize("solver", ["z3", "cvc5"])
def test_unbounded_verdicts(solver):
    """Questions about an int no path bounds (from_int for the solver), exact verdicts on
    z3 and on cvc5."""
    assert st.verify(lambda: assert_(sign_of_text(n) == (n < 0)), solver=solver).unsat
    assert st.verify(lambda: assert_(text_round_trip(n) == n), solver=solver).unsat
    sol = st.solve(lambda: (assume(n < 0), assert_(three_digits(n))), solver=solver)
    assert sol.sat and -99 <= sol[n] <= -10
    cex = st.verify(lambda: assert_(three_digits(n) == (n >= 100)), solver=solver)
    assert cex.sat and -99 <= cex[n] <= -10


def test_bounded_length_sat_and_verify():
    """The issue's example: -20 <= x <= 120, len(str(x)) == 3 at 100.. and -10..-20."""
    for merge in ("types", "none", "logic"):
        sol = st.solve(lambda: (assume(-20 <= n), assume(n <= 120), assert_(three_digits(n))),
                       merge=merge)
        assert sol.sat and len(str(sol[n])) == 3
        assert st.verify(lambda: (assume(-20 <= n), assume(n <= 120),
                                  assert_(three_digits(n) == ((n >= 100) | (n <= -10)))),
                         merge=merge).unsat


# --------------------------------------------------------------- refused --

def _refused(fn, match):
    for merge in ("types", "none", "logic"):
        with pytest.raises(UnsupportedConstruct, match=match):
            st.evaluate_with_stats(lambda: fn(n), merge=merge)


@lifted
def hex_spec(v):
    return len(f"{v:x}")


@lifted
def upper(v):
    return str(v).upper()


@lifted
def chars(v):
    return [c for c in str(v)]


@lifted
def other_base(v):
    return int(str(v), 16)


@lifted
def underscores(v):
    return int(str(v) + "_0")


@lifted
def float_text(v):
    return len(str(v * 0.5))


def test_refusals_name_the_construct():
    """What is not encoded is UnsupportedConstruct at the user's line, never a verdict."""
    _refused(hex_spec, "f-string field")
    _refused(upper, r"str\.upper\(\)")
    _refused(chars, "iterating over a symbolic string")
    _refused(other_base, "base 16")
    _refused(underscores, "'_'")
    _refused(float_text, "str()")


def test_models_replay_as_python_strings():
    """sol.evaluate of a string term is Python's str of the model's value."""
    @lifted
    def label(v):
        return f"v={v}"

    sol = st.solve(lambda: assert_(label(n) == "v=-42"))
    assert sol.sat and sol[n] == -42 and sol.evaluate(label(n)) == "v=-42"
