"""A TypeError raised on behalf of the program reads as Python's does (issue 10): an
operator between a symbolic value and a value Python does not combine it with names the
types Python names (`'int' and 'str'`; `'BV'` for a bit-vector, the class of
`st.BitVec(w)`'s concrete values), never stamen's `Term`, for binary, reflected and unary
operators and order comparisons, on ints, bools, bit-vectors and floats, inside a lifted
`try` that reads the message and under every merge strategy."""

from __future__ import annotations

import collections

import pytest

import stamen
from stamen import assert_, assume, lifted

from .agreement import x

OPERATIONS = ["y + o", "o + y", "y - o", "o * y", "y / o", "o // y", "y % o", "y ** o",
              "o ** y", "y << o", "o & y", "y ^ o", "y @ o", "o @ y", "y < o", "o < y",
              "y >= o", "o > y"]


@lifted
def message(y, o, k):
    try:
        if k == 0:
            return y + o
        if k == 1:
            return o + y
        if k == 2:
            return y - o
        if k == 3:
            return o * y
        if k == 4:
            return y / o
        if k == 5:
            return o // y
        if k == 6:
            return y % o
        if k == 7:
            return y ** o
        if k == 8:
            return o ** y
        if k == 9:
            return y << o
        if k == 10:
            return o & y
        if k == 11:
            return y ^ o
        if k == 12:
            return y @ o
        if k == 13:
            return o @ y
        if k == 14:
            return y < o
        if k == 15:
            return o < y
        if k == 16:
            return y >= o
        return o > y
    except TypeError as e:
        return str(e)


BV8 = stamen.BitVec(8)
VALUES = {"int": (stamen.symbolic("ty", int), 3), "bool": (stamen.symbolic("tb", bool), True),
          "bitvec": (stamen.symbolic("tw", BV8), BV8(3)),
          "float": (stamen.symbolic("tf", float), 1.5)}
OTHERS = ["a", None, [1], (2,)]


def python_message(value, other, k: int) -> str:
    try:
        result = message.__wrapped__(value, other, k)
    except TypeError as e:  # not caught: `o * y` repeating a sequence raises elsewhere
        return f"raised: {e}"
    return result if isinstance(result, str) else f"value: {result!r}"


@pytest.mark.parametrize("kind", list(VALUES))
@pytest.mark.parametrize("other", OTHERS, ids=repr)
def test_operators_with_a_foreign_operand_raise_pythons_type_error(kind, other):
    symbolic, concrete = VALUES[kind]
    for k, operation in enumerate(OPERATIONS):
        expected = python_message(concrete, other, k)
        if not expected.startswith(("unsupported", "can only", "'")):
            continue  # Python computes it (`"a" * 3`), or raises something else
        assert "Term" not in expected
        got, _ = stamen.evaluate_with_stats(lambda k=k: message(symbolic, other, k))
        assert got == expected, (kind, operation, other)


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_the_message_is_pythons_on_every_path_of_a_union(merge):
    """A value that is a str on one path and an int on the other."""

    @lifted
    def mixed(a, k):
        o = "s" if a > 0 else 3
        try:
            if k == 0:
                return a < o
            if k == 1:
                return o + a
            return a + o
        except TypeError as e:
            return str(e)

    for k in range(3):
        for v in (-1, 1):
            expected = mixed.__wrapped__(v, k)
            sol = stamen.solve(lambda k=k, v=v, expected=expected: (
                assume(x == v), assert_(mixed(x, k) == expected)), merge=merge)
            assert sol.sat, (k, v, expected)


@pytest.mark.parametrize("kind, operation, expected", [
    ("bitvec", abs, "bad operand type for abs(): 'BV'"),
    ("float", lambda v: ~v, "bad operand type for unary ~: 'float'"),
    ("bitvec", round, "type BV doesn't define __round__ method"),
])
def test_unary_operators_name_pythons_types(kind, operation, expected):
    symbolic, concrete = VALUES[kind]
    with pytest.raises(TypeError) as concrete_error:
        operation(concrete)
    assert str(concrete_error.value) == expected
    with pytest.raises(TypeError, match=r"^" + expected.replace("(", r"\(").replace(
            ")", r"\)") + "$"):
        operation(symbolic)


@lifted
def _raised(fn, *args):
    try:
        return fn(*args)
    except Exception as e:  # noqa: BLE001 - Python's exception is the value compared
        return type(e).__name__, str(e)


def _wrong_operands(x, k):
    return [_raised(lambda: x in "a1b"), _raised(lambda: x in b"ab"),
            _raised(lambda: "s" ** x), _raised(lambda: pow(x, 2, "m")),
            _raised(lambda: ",".join(x)), _raised(lambda: [x] + (1,)),
            _raised(lambda: [x] + k), _raised(lambda: hex(x, 1)),
            _raised(lambda: dict([(x, 1, 2)])), _raised(lambda: dict([(1, x), x]))]


def _set_updated_by(x, k):
    live = {x}
    try:
        live |= [x + k]  # an update takes any iterable, `|=` a set only
    except TypeError as e:
        return str(e), sorted(live)
    return sorted(live)


def _wrong_counts(x, k):
    xs, d, s, t = [x, 1], {x: 1}, {x}, (x, k)
    return [_raised(lambda: xs.index()), _raised(lambda: d.get()), _raised(lambda: s.add()),
            _raised(lambda: t.index()), _raised(lambda: xs.append()),
            _raised(lambda: d.keys(1)), _raised(lambda: xs.extend()),
            _raised(lambda: collections.deque([x]).append()), _raised(lambda: x.bit_length(1))]


@pytest.mark.parametrize("plain", [_wrong_operands, _wrong_counts, _set_updated_by])
def test_type_errors_of_builtin_operations_have_pythons_words(plain):
    # `in` of a str, `**`/pow(), str.join, list `+`, hex() with two arguments and container
    # methods given a wrong count of arguments, `|=` of a set and a list, dict() of
    # what is not pairs: stamen's own words (or, for the counts and
    # hex(), an InternalError or a value) where the program reads Python's (round 20a)
    from .pinned import check_pinned

    check_pinned(plain, lifted(plain), [int, int], [(-1, 2), (3, 0)])
