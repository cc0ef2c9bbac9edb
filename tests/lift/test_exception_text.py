"""The text of an exception whose arguments are symbolic (issue 10, found by the
differential sweep, family `errors`): Python's str()/repr() of an exception show its
args, so `str(e)` is computed per case or refused, never the text of stamen's term."""

from __future__ import annotations

from stamen import lifted

from .agreement import agree


class Small(ValueError):
    pass


class Big(Exception):
    def __init__(self, v):
        super().__init__(v)
        self.v = v


@lifted
def check(v):
    if v < 0:
        raise Small(v)
    if v > 1:
        raise Big(v) from None
    return v * 2


@lifted
def message_length(a):
    r = None
    try:
        r = check(a)
        if a == 7:
            r = {0: 5}[r]
    except ValueError as e:
        r = len(str(e))
    return r


def test_str_of_such_an_exception_is_python_s_text():
    """Regression: len(str(e)) was len("x") (the term's name): a counterexample at -1,
    where Python computes len("-1"). With strings of symbolic ints, str(e) is Python's
    text of the int (`str(v)` through the solver's string theory)."""
    agree(message_length, domain=range(-12, 9))




class Coded(Exception):
    """Python's str() of it shows its message only, not the symbolic code it keeps."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


@lifted
def coded(v):
    try:
        if v % 3 == 0:
            raise Coded(v * 2, "three")
        return "none", 0
    except Coded as e:
        return str(e) + repr(e), e.code


def test_fields_an_exception_sets_are_not_part_of_its_text():
    """Regression: str(e) was refused because a field of the exception (`self.code`, a
    symbolic int) counted as part of its text; Python's text shows its args only."""
    agree(coded)
