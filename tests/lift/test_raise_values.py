"""`raise` of a value that depends on the path (an exception class or object chosen by a
symbolic condition, an exception made before the branch that raises it) raises, on each
path, what Python raises there: never a TypeError from stamen's union, never a refusal
for the marks stamen sets on an exception it raises on the program's behalf."""

from __future__ import annotations

import pytest

import stamen
from differential.oracle import assert_agrees
from stamen import lifted

DOMAIN = list(range(-3, 4))


def chosen_class(x):
    try:
        raise (KeyError if x > 0 else ValueError)("m")
    except KeyError:
        return 1
    except ValueError as v:
        return str(v)


def chosen_object(x):
    err = ValueError(-1)
    for i in range(3):
        if x == i:
            err = ValueError(i)
    try:
        raise err
    except ValueError as e:
        return e.args[0]


def made_before_the_branch(x):
    halt = LookupError("halt")
    out = []
    for i in range(3):
        try:
            if i == x:
                raise halt
            out.append(i)
        except LookupError as e:
            out.append(str(e))
    return out


def uncaught(x):
    if x != 0:
        raise (KeyError if x > 0 else IndexError)(x)
    return x


@pytest.mark.parametrize("program", [chosen_class, chosen_object, made_before_the_branch,
                                     uncaught])
def test_a_raise_that_depends_on_the_path_agrees_with_python(program):
    assert_agrees(lifted(program), DOMAIN, plain=program, pin=3)


def test_an_exception_class_per_path_fails_each_path_with_its_own_exception():
    x = stamen.fresh(int)
    cex = stamen.verify(lambda: lifted(uncaught)(x), merge="types")
    assert cex.sat and cex.evaluate(x) != 0


class VMError(Exception):
    pass


def with_a_cause(x):
    try:
        try:
            return [10, 20][x]
        except IndexError as e:
            err = VMError("bad") if x > 2 else KeyError("k")
            raise err from (e if x != 3 else None)
    except (VMError, KeyError) as e:
        return (type(e).__name__, type(e.__cause__).__name__, e.__suppress_context__,
                type(e.__context__).__name__)


def test_a_raise_from_of_a_value_per_path_sets_the_cause_on_each_path():
    assert_agrees(lifted(with_a_cause), list(range(-3, 5)), plain=with_a_cause, pin=3)


def context_of_a_split(x):
    """An exception raised under a symbolic condition has no __context__ (Python's); it
    read stamen's Split signal, since the worlds ran inside the `except` that caught it."""
    try:
        if x > 0:
            raise KeyError(x)
        v = 12 // (x + 1)
        return v, None
    except (KeyError, ZeroDivisionError) as e:
        return type(e).__name__, type(e.__context__).__name__


def context_in_a_handler(x):
    """An exception raised inside a handler is chained to the handled one (__context__)."""
    try:
        try:
            return [10, 20][x]
        except IndexError:
            if x > 2:
                raise VMError("bad")  # noqa: B904 - the implicit chaining is the test
            return int("z" * x)
    except (VMError, ValueError) as e:
        return type(e).__name__, type(e.__context__).__name__


@pytest.mark.parametrize("program", [context_of_a_split, context_in_a_handler])
def test_exception_chaining_agrees_with_python(program):
    assert_agrees(lifted(program), list(range(-3, 5)), plain=program, pin=3)


@lifted
class StepError(Exception):
    """A lifted exception class with its own field, raised by a handler on some paths."""

    def __init__(self, msg, pc):
        super().__init__(msg)
        self.pc = pc


def raised_from_a_handler_in_a_callee(x):
    """The exception a callee's handler raises on some paths reaches the caller's `try`;
    stamen's mark on it (judged the program's) was merged with its absence on the other
    paths, and the re-raise then read as a fault of stamen (an InternalError)."""

    def step(a, b):
        try:
            return a // b
        except ZeroDivisionError:
            raise StepError("div", 3) from None

    try:
        return step(6, x)
    except StepError as e:
        return str(e), e.pc


def test_an_exception_a_callees_handler_raises_on_some_paths_is_the_programs():
    assert_agrees(lifted(raised_from_a_handler_in_a_callee), DOMAIN,
                  plain=raised_from_a_handler_in_a_callee, pin=3)
