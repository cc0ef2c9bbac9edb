"""The text of an exception whose arguments are symbolic (issue 10, found by the
differential sweep, family `errors`): Python's str()/repr() of an exception show its
args, so `str(e)` is computed per case or refused, never the text of stamen's term."""

from __future__ import annotations

import pytest

import stamen
from stamen import lifted
from stamen.errors import UnsupportedConstruct

from .agreement import x


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


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_str_of_such_an_exception_is_refused_where_its_text_is_not_known(merge):
    """Regression: len(str(e)) was len("x") (the term's name): a counterexample at -1,
    where Python computes len("-1")."""
    with pytest.raises(UnsupportedConstruct, match=r"str\(\) of the symbolic int"):
        stamen.evaluate_with_stats(lambda: message_length(x) == 2, merge=merge)
