"""Format specs on symbolic ints and strings (issue 11): `f"{v:>4}"`, `f"{v:03d}"`, `:+`,
`:^7`, `:=6`, and `:x`, `:b`, `:o`, `:,` where the path bounds the int to a few values;
each program against plain Python under the three merge strategies (the differential
oracle), and the unbounded cases: decimal specs are string terms the solver reasons
about, other bases are composed of their digits where the path bounds the int below a
power of the base, and refused at the user's line where it does not."""

from __future__ import annotations

import pytest

import stamen as st
from differential.oracle import assert_agrees
from stamen import UnsupportedConstruct, assert_, lifted

WIDE = (-1234, -5, 0, 7, 42, 123456)  # pinned values of an unbounded int: composed
NARROW = (-17, -1, 0, 5, 12, 100)  # a domain the path bounds: a string per value


def agree(program, domain) -> None:
    assert_agrees(lifted(program), list(domain), plain=program, pin=2)


def padded(v):
    return f"{v:>4}", f"{v:03d}", f"[{v:<5}]"


def signed(v):
    return f"{v:+}", f"{v: d}", f"{v:=+6}"


def centred(v):
    return f"{v:^6}", f"{v:*^7d}", format(v, "5")


def other_bases(v):
    return f"{v:x}", f"{v:#b}", f"{v:,}", format(v, "o"), f"{v:#06X}", f"{v:_d}"


def strings_padded(v):
    s = str(v)
    return f"{s:>5}", f"{v!r:<4}|", format(s, "^5"), f"{s:.<6}", f"{s:05}"


def zero_flags(v):
    return f"{v:<05}", f"{v:x<05}", f"{v:0>5}", f"{v:05}"


def bad_spec(v):
    return f"{v:.2}"  # Python: ValueError, precision not allowed for ints


def measured(v):
    s = f"{v:>6}"
    return len(s), s[0] == " ", s.endswith("0")


COMPOSED = [padded, zero_flags, signed, centred, strings_padded, measured]


@pytest.mark.parametrize("program", [*COMPOSED, other_bases, bad_spec],
                         ids=lambda p: p.__name__)
def test_agrees_with_python(program):
    """On a domain the path bounds: one Python string per value."""
    agree(program, NARROW)


@pytest.mark.parametrize("program", COMPOSED, ids=lambda p: p.__name__)
@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_composed_specs_match_python(program, merge):
    """On an unbounded int (the padding composed on string terms), each value pinned."""
    v = st.fresh(int)
    value, _ = st.evaluate_with_stats(lambda: lifted(program)(v), merge=merge)
    for c in WIDE:
        sol = st.solve(lambda c=c: st.assume(v == c), merge=merge)
        assert sol.evaluate(value) == program(c), (program.__name__, c)


n = st.fresh(int)


@lifted
def right_aligned(v):
    s = f"{v:>6}"
    assert len(s) == 6 or v > 999999 or v < -99999
    return s


@lifted
def zero_padded(v):
    return f"{v:05d}"


def test_unbounded_width_is_a_theorem():
    assert st.verify(lambda: right_aligned(n)).unsat


def test_unbounded_zero_padding_model_replays():
    sol = st.solve(lambda: assert_(zero_padded(n) == "-0042"))
    assert sol.sat and sol[n] == -42 and f"{sol[n]:05d}" == "-0042"


@lifted
def hex_length(v):
    return len(f"{v:x}")


def test_other_bases_of_an_unbounded_int_are_refused():
    for merge in ("types", "none", "logic"):
        with pytest.raises(UnsupportedConstruct, match="f-string field"):
            st.evaluate_with_stats(lambda: hex_length(n), merge=merge)


def bases_of_a_bounded_int(v):
    return (f"{v:x}", f"{v:#06X}", f"{v:o}", f"{v:+#b}", "%04x|%o" % (v, v),  # noqa: UP031
            format(v, ">10x"), format(v, "*^9o"))


def test_other_bases_of_an_int_the_path_bounds_are_composed_of_its_digits():
    # (refused where the int is not one of a few values: `%04X` of a 16-bit mask)
    x = st.fresh(int)
    fn = lifted(bases_of_a_bounded_int)
    box = []
    st.evaluate_with_stats(lambda: (st.assume(-70000 <= x), st.assume(x <= 70000),
                                    box.append(fn(x))))
    for v in (-70000, -4096, -1, 0, 9, 10, 255, 4096, 65535, 70000):
        sol = st.solve(lambda v=v: (st.assume(-70000 <= x), st.assume(x <= 70000),
                                    st.assume(x == v)))
        assert sol.evaluate(box[-1]) == bases_of_a_bounded_int(v), v
    sol = st.solve(lambda: (st.assume(0 <= x), st.assume(x < 65536),
                            assert_(fn(x)[0] == "beef")))
    assert sol.sat and sol[x] == 0xBEEF
