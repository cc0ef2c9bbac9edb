"""pyops' arithmetic encodings of Python builtins agree with Python on every value: range
membership and length (by substitution), sequence indices of every sort."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

import stamen
from stamen.lift.builtins import range_length
from stamen.terms.bitvec import int2bv
from stamen.terms.sorts import BOOL, INT, REAL, BitVec
from stamen.terms.term import constant
from stamen.terms.traverse import substitute
from stamen.vm.python.pyops import as_index, range_contains

a, b, s, i = (constant(f"po_{n}", INT) for n in "absi")
small = st.integers(-9, 9)
steps = small.filter(bool)


@given(start=small, stop=small, step=steps, item=small)
def test_range_membership_and_length_are_pythons(start, stop, step, item):
    env = {a: start, b: stop, s: step, i: item}
    r = range(start, stop, step)
    assert substitute(range_contains(a, b, s, i), env) is (item in r)
    assert substitute(range_contains(start, stop, step, i), env) is (item in r)
    assert substitute(range_length(a, b, s), env) == len(r)
    assert substitute(range_length(a, b, step), env) == len(r)


@given(numerator=small, start=small, stop=small)
def test_a_real_is_in_a_range_when_it_is_an_integral_member(numerator, start, stop):
    p = constant("po_p", REAL)
    value = Fraction(numerator, 2)
    result = substitute(range_contains(start, stop, 1, p), {p: value})
    assert result is (value in range(start, stop))


def test_indices_are_read_as_python_reads_them():
    flag = constant("po_flag", BOOL)
    assert substitute(as_index(flag), {flag: True}) == 1
    word = constant("po_w", BitVec(8))
    assert substitute(as_index(word), {word: int2bv(8, -1)}) == 255  # BV.__index__: unsigned
    assert as_index(i) is i and as_index(True) == 1
    with pytest.raises(TypeError):
        as_index(constant("po_r", REAL))
    with pytest.raises(TypeError):
        as_index(Fraction(1))


def test_a_join_of_many_unions_of_strings_becomes_one_string_term(monkeypatch):
    """`"".join(...)` of m elements that are each a union of v strings held v**m strings
    (3125 for a sorted list of 5 letters); past _JOIN_UNION_LIMIT members (lowered here to
    reach it with 5) the join is one string term, and still Python's string on every
    input."""
    import stamen
    from stamen.vm.python import pyops

    monkeypatch.setattr(pyops, "_JOIN_UNION_LIMIT", 64)

    @stamen.lifted
    def letters(n, i):
        items = [(i, "p"), (0, "q"), (i, "r"), (n, "s"), (0, "t")]
        items.sort(key=lambda t: t[0], reverse=True)
        return "".join(t[1] for t in items)

    n, k = stamen.symbolic("join_n", int), stamen.symbolic("join_i", int)
    value, _ = stamen.evaluate_with_stats(lambda: letters(n, k))
    assert type(value).__name__ == "Term"
    for nv, kv in ((0, -1), (3, 2), (1, 1)):
        sol = stamen.solve(lambda nv=nv, kv=kv: stamen.assume((n == nv) & (k == kv)))
        assert sol.evaluate(value) == letters.__wrapped__(nv, kv)


def test_a_list_of_symbolic_length_equals_no_value_of_another_kind():
    """`r == "differ"` where r is a union of a string and a list of symbolic length (a
    function returning either) asked the list's own `==`, which refuses a symbolic length;
    Python's answer is False (both sides decline)."""
    import stamen

    @stamen.lifted
    def pairs_or_text(n, i):
        xs = [i, 3, -2][:n]
        ys = [1, 2][:i]
        try:
            r = list(zip(xs, ys, strict=True))
        except ValueError:
            r = "differ"
        return r == "differ", r != "differ", r == [(i, 1)], None == xs  # noqa: E711

    n, k = stamen.symbolic("eqk_n", int), stamen.symbolic("eqk_i", int)
    for merge in ("types", "logic", "none"):
        value, _ = stamen.evaluate_with_stats(lambda: pairs_or_text(n, k), merge=merge)
        for nv, kv in ((0, 0), (1, 1), (2, 1), (3, 2)):
            sol = stamen.solve(lambda nv=nv, kv=kv: stamen.assume((n == nv) & (k == kv)),
                               merge=merge)
            assert sol.evaluate(value) == pairs_or_text.__wrapped__(nv, kv), (merge, nv, kv)


# --- a value's operator methods called by name: NotImplemented where its class says so ---

@stamen.lifted
def _operator_methods_by_name(x, y):
    s = "a" if y > 0 else "b"
    return (x.__add__(0.5), x.__mul__("ab"), x.__rmul__([y]), x.__lt__(0.5), x.__eq__(1.0),
            x.__add__(y), x.__radd__(1), (x > y).__add__(0.5), (x > y).__and__(True),
            s.__lt__(1), s.__add__("c"), (x * 0.5).__mul__("a"), x.__eq__("a"))


@pytest.mark.parametrize("merge", ("types", "none", "logic"))
def test_operator_methods_called_by_name_return_not_implemented_as_python(merge):
    """`x.__add__(0.5)` of an int is NotImplemented in Python (the term's method answered
    as `+`, 0.5 more); the ones the class takes compute as the operator."""
    for vx, vy in ((-2, 0), (0, 1), (3, 3)):
        x, y = stamen.fresh(int), stamen.fresh(int)
        box = []

        def body(x=x, y=y, vx=vx, vy=vy, box=box):
            stamen.assume(stamen.and_(x == vx, y == vy))
            box.append(_operator_methods_by_name(x, y))

        sol = stamen.solve(body, merge=merge)
        assert sol.evaluate(box[-1]) == _operator_methods_by_name.__wrapped__(vx, vy)
