"""An un-lifted helper that formats a symbolic value (`str(x)`, `repr(x)`, `"%s" % x`, an
f-string) during an evaluation is refused at its line: the term's name never becomes one
of the program's values. Lifted code and stamen's own messages still print terms, and a
term prints as itself outside an evaluation."""

from __future__ import annotations

import enum

import pytest

import stamen
from stamen import assert_, assume, lifted
from stamen.errors import UnsupportedConstruct

from .agreement import MERGES, x


def with_str(v):
    return str(v)


def with_repr(v):
    return repr(v)


def with_percent(v):
    return "%s" % (v,)  # noqa: UP031 - the %-formatting is the point


def with_fstring(v):
    return f"{v}"


@lifted
def text_length(helper, v):
    return len(helper(v))


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("helper", [with_str, with_repr, with_percent, with_fstring])
def test_formatting_a_term_in_an_unlifted_helper_is_refused(helper, merge):
    """`len(str(x)) == 1` would be "verified" for 0 <= x <= 20 on the name `x`."""
    def thunk():
        assume((0 <= x) & (x <= 20))
        assert_(text_length(helper, x) == 1)

    for query in (stamen.verify, stamen.solve):
        with pytest.raises(UnsupportedConstruct, match=r"test_unlifted_text.py:\d+"):
            query(thunk, merge=merge)


@lifted
def prints(v):
    print("value", v)
    return v + 1


@pytest.mark.parametrize("merge", MERGES)
def test_print_in_lifted_code_shows_the_term(merge):
    """To the terminal, a debugging aid: the term (its text goes to no value)."""
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        cex = stamen.verify(lambda: assert_(prints(x) != 3), merge=merge)
    assert cex.sat and cex[x] == 2
    assert "value x" in out.getvalue()


@lifted
def prints_to(v, w):
    import io

    buf = io.StringIO()
    print(v, w, sep=":", end=";", file=buf)
    return buf.getvalue()


@pytest.mark.parametrize("merge", MERGES)
def test_print_to_a_file_writes_pythons_text_or_is_refused(merge):
    """To a file the program may read back (a StringIO), Python's text: computed from
    concrete values; a symbolic value's text is refused (a StringIO would keep stamen's
    encoding, and the program would read the term's name)."""
    assert stamen.verify(lambda: assert_(prints_to(1, "a") == "1:a;"), merge=merge).unsat
    with pytest.raises(UnsupportedConstruct, match=r"test_unlifted_text.py:\d+: print"):
        stamen.verify(lambda: assert_(prints_to(x, 2) != "x:2;"), merge=merge)


def test_a_term_prints_as_itself_outside_an_evaluation():
    assert str(x) == "x" and repr(x) == "x" and "%s" % (x,) == "x"  # noqa: UP031


@lifted
def union_text_length(helper, v):
    u = 1 if v > 0 else "ab"
    return len(helper(u))


@lifted
def text_length_of_a_list_holding_a_union(helper, v):
    u = 1 if v > 0 else "ab"
    return len(helper([u]))


@pytest.mark.parametrize("merge", ["types", "logic"])
@pytest.mark.parametrize("helper", [with_str, with_repr, with_percent])
def test_a_union_handed_to_an_unlifted_helper_is_formatted_per_member(helper, merge):
    """The helper runs once per member of the union (the text is Python's "1", "'ab'" or
    "ab" on each path), never on stamen's `Union(...)`."""
    cex = stamen.verify(lambda: assert_(union_text_length(helper, x) <= 4), merge=merge)
    assert cex.unsat
    cex = stamen.verify(lambda: assert_(union_text_length(helper, x) <= 1), merge=merge)
    assert cex.sat and cex[x] <= 0


@pytest.mark.parametrize("merge", ["types", "logic"])
@pytest.mark.parametrize("helper", [with_str, with_repr, with_percent])
def test_formatting_a_union_inside_a_list_in_an_unlifted_helper_is_refused(helper, merge):
    """The list's text would hold stamen's `Union(...)`, not Python's "1" or "'ab'"."""
    with pytest.raises(UnsupportedConstruct, match=r"test_unlifted_text.py:\d+"):
        stamen.verify(lambda: assert_(text_length_of_a_list_holding_a_union(helper, x) <= 9),
                      merge=merge)


class Shade(enum.Enum):
    LIGHT = 1
    DARK = 2


@lifted
def shade_of(v):
    return Shade(v % 2 + 1).name


def test_an_enum_lookup_of_a_symbolic_value_is_a_member_per_path():
    """`Shade(v)` of a symbolic v was refused inside enum.py (it formats the value for its
    error message); it is now the member whose value equals it (`lift/enums.py`)."""
    v = stamen.fresh(int)
    cex = stamen.verify(lambda: stamen.assert_(shade_of(v) == "DARK"))
    assert cex.sat and Shade(cex[v] % 2 + 1).name == "LIGHT"


