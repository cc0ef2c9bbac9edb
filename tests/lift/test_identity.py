"""Identity, type and strings in lifted code (issue 10, class 4): `is`, `type`,
`isinstance`, `str`/`repr`/`format`/f-strings/`%` and the truth of bitvectors give on
symbolic values what Python gives on every concrete input, or are refused at the user's
line; never a string computed from a term's name, never an identity lost in a merge."""

from __future__ import annotations

from collections import namedtuple
from dataclasses import dataclass
from fractions import Fraction

import pytest

import stamen
from stamen import BV, BitVec, UnsupportedConstruct, assert_, assume, lifted

from .pinned import STRATEGIES, bools, check_pinned

SMALL = [(v,) for v in range(-2, 4)]


def both(fn):
    """Returns (plain, lifted) versions of a function."""
    return fn, lifted(fn)


# -------------------------------------------------------------------- is --

def _bool_is(b):
    return (b is True, b is False, b is not True, b is None, b is not None)


def test_is_true_on_a_symbolic_bool_is_the_bool():
    check_pinned(*both(_bool_is), [bool], bools(1))


def _alias_of_union(c):
    p = [1] if c else "s"
    q = p
    return p is q, p is not q


def test_an_alias_of_a_union_is_the_same_object():
    check_pinned(*both(_alias_of_union), [bool], bools(1))


_A, _B = [1], [1]


def _chosen_list(c, d):
    o = _A if c else _B
    p = _A if d else _B
    return o is _A, o is _B, o is p, o is not p


def test_a_mutable_object_chosen_on_a_path_keeps_its_identity():
    check_pinned(*both(_chosen_list), [bool, bool], bools(2))


@dataclass(frozen=True)
class Point:
    x: int
    y: int


_P, _Q = Point(1, 2), Point(1, 2)
_T, _U = (1, 2), (3, 4)
Pair = namedtuple("Pair", "a b")
_N, _M = Pair(1, 2), Pair(1, 3)


def _chosen_immutable(c, d):
    p = _P if c else _Q
    t = _T if d else _U
    n = _N if c else _M
    s = (_P if d else _Q, 5)
    return (p is _P, p is _Q, t is _T, t is not _U, n is _N, n is _M, s[0] is _P,
            s[0] is p)


def test_a_merged_tuple_or_frozen_dataclass_is_the_object_it_was_merged_from():
    check_pinned(*both(_chosen_immutable), [bool, bool], bools(2))


def _int_is_none(x):
    return x is None, x is not None, x is True


def test_a_symbolic_int_is_never_none_nor_a_bool():
    check_pinned(*both(_int_is_none), [int], SMALL)


@pytest.mark.parametrize("merge", STRATEGIES)
def test_is_between_a_symbolic_int_and_an_int_is_refused_at_the_users_line(merge):
    @lifted
    def same(x, y):
        return x is y

    x, y = stamen.fresh(int), stamen.fresh(int)
    with pytest.raises(UnsupportedConstruct, match="test_identity.py") as info:
        stamen.verify(lambda: assert_(same(x, y)), merge=merge)
    assert "`is`" in str(info.value)


def test_a_term_is_itself():
    @lifted
    def alias(x):
        y = x
        return y is x

    x = stamen.fresh(int)
    assert stamen.verify(lambda: assert_(alias(x))).kind == "unsat"


# ------------------------------------------------------------------ type --

def _types(x, c):
    v = True if c else x
    w = x > 0
    return (type(x) is int, type(w) is bool, type(v) is bool, type(v) is int,
            type(v) == bool, isinstance(v, bool),  # noqa: E721 - == on types is tested isinstance(v, int), isinstance(x, bool),
            type(v).__name__)


def test_type_is_the_python_type_on_every_path():
    check_pinned(*both(_types), [int, bool], [(x, c) for x in (-1, 0, 2) for c in (0, 1)])


class _Left:
    pass


class _Right(_Left):
    pass


def _classes_chosen_by_a_branch(x, y):
    t = int if x > 0 else str
    u = (list, tuple) if x > 1 else (dict,)
    c = _Right if y > 0 else _Left
    o = _Left()
    return (isinstance(y, t), isinstance([y], u), isinstance({}, (u, bool)), isinstance(o, c),
            isinstance(o, (c, int)), issubclass(bool, (t, str)))


def test_isinstance_asks_each_path_of_a_class_chosen_by_a_branch():
    """A class, or a tuple of classes (nested too), picked per path is asked on each:
    stamen answered False (`types`, `logic`) or raised InternalError (a padded tuple)."""
    check_pinned(*both(_classes_chosen_by_a_branch), [int, int],
                 [(x, y) for x in (0, 1, 2) for y in (0, 1)])


def test_a_bool_and_an_int_merge_into_a_union_that_keeps_the_bool():
    @lifted
    def f(c):
        v = True if c else 1
        return type(v) is bool

    c = stamen.fresh(bool)
    assert stamen.solve(lambda: assert_(f(c))).kind == "sat"
    assert stamen.verify(lambda: (assume(c), assert_(f(c)))).kind == "unsat"
    assert stamen.verify(lambda: (assume(c == False), assert_(f(c) == False))).kind == "unsat"  # noqa: E712
    assert stamen.verify(lambda: (assume(c == False), assert_(f(c)))).kind == "sat"  # noqa: E712


B8 = BitVec(8)


def _bitvector_types(v):
    return type(v) is type(B8(0)), isinstance(v, BV), type(v) is int, isinstance(v, int)


def test_type_of_a_bitvector_term_is_the_class_of_concrete_bitvectors():
    values = [(B8(k),) for k in (0, 1, 255)]
    check_pinned(*both(_bitvector_types), [B8], values)


def test_type_of_a_real_term_is_fraction():
    @lifted
    def f(r):
        return type(r) is Fraction

    r = stamen.fresh(stamen.Real)
    assert stamen.verify(lambda: assert_(f(r))).kind == "unsat"


@pytest.mark.parametrize("merge", ["logic"])
def test_a_padded_tuple_is_a_tuple(merge):
    @lifted
    def f(c):
        t = (1, 2) if c else (3,)
        return isinstance(t, tuple), type(t) is tuple

    c = stamen.fresh(bool)
    assert stamen.verify(lambda: assert_(f(c)[0] & f(c)[1]), merge=merge).kind == "unsat"


def test_a_lifted_list_is_a_list():
    @lifted
    def f(c):
        xs = []
        if c:
            xs.append(1)
        return type(xs) is list

    c = stamen.fresh(bool)
    for merge in STRATEGIES:
        assert stamen.verify(lambda: assert_(f(c)), merge=merge).kind == "unsat"


# --------------------------------------------------------------- strings --

def _bool_strings(b):
    return (str(b), repr(b), f"<{b}>", f"{b!r:>6}", "%s!" % b,  # noqa: UP031
            "{}?".format(b), len(str(b)), format(b, ""))  # noqa: UP032


def test_strings_of_a_symbolic_bool_are_pythons():
    check_pinned(*both(_bool_strings), [bool], bools(1))


def _literal_strings(c):
    v = 10 if c else 7
    u = "ab" if c else "c"
    return str(v), f"{v:03d}", len(str(v)), str(u) + "!", f"{u}{v}", repr(u)


def test_strings_of_values_known_to_be_literals_are_pythons():
    check_pinned(*both(_literal_strings), [bool], bools(1))


@lifted
def _str_of_int(x):
    return len(str(x)) == 3


@lifted
def _fstring_of_int(x):
    return f"{x}" == "x"


@lifted
def _percent_of_int(x):
    return "%s" % x == "x"  # noqa: UP031 - %-formatting is what is tested


@lifted
def _format_of_int(x):
    return "{}".format(x) == "x"  # noqa: UP032 - str.format is what is tested


@lifted
def _precision_of_int(x):
    return "%.3d" % x == "x"  # noqa: UP031 - a precision: not encoded


@lifted
def _repr_of_int(x):
    return repr(x) == "x"


@lifted
def _str_of_list_of_int(x):
    return str([x]) == "[x]"


@pytest.mark.parametrize("merge", STRATEGIES)
@pytest.mark.parametrize("f", [_str_of_int, _fstring_of_int, _repr_of_int, _str_of_list_of_int,
                               _percent_of_int, _format_of_int])
def test_the_string_of_a_symbolic_int_is_pythons_never_its_name(merge, f):
    x = stamen.fresh(int)
    cex = stamen.verify(lambda: (assume(0 <= x), assume(x <= 20), assert_(f(x))), merge=merge)
    assert cex.sat and 0 <= cex[x] <= 20 and not f(cex[x])


@pytest.mark.parametrize("merge", STRATEGIES)
@pytest.mark.parametrize("f", [_precision_of_int])
def test_the_string_of_a_symbolic_int_is_refused_never_its_name(merge, f):
    x = stamen.fresh(int)
    with pytest.raises(UnsupportedConstruct, match="test_identity.py"):
        stamen.verify(lambda: (assume(0 <= x), assume(x <= 20), assert_(f(x))), merge=merge)


def _percent_formats(x, y):  # noqa: UP031 - %-formatting is what is tested
    k = "s" if x > y else x
    out = ["%d-%d" % (x, y), "%03d|%-3s" % (x, y), "%d %r 100%%" % (x > y, k),  # noqa: UP031
           "{1}|{k!r}{{}}".format(x, y, k=k)]  # noqa: UP032, F523
    try:
        out.append("%d" % k)  # noqa: UP031
    except TypeError as e:
        out.append(str(e))
    return out


def test_percent_formatting_of_symbolic_ints_is_pythons():
    # `%d`, `%s`, `%r`, `%x`, `%o` with flags and widths, and str.format's fields, are
    # f-string fields (were refused as "%-formatting"/"str.format() of the symbolic int"),
    # and `%d` of a str is Python's TypeError on its paths (was an InternalError: the
    # TypeError of stamen's own lambda; round 9)
    check_pinned(*both(_percent_formats), [int, int],
                 [(a, b) for a in (-3, 0, 2, 11) for b in (-1, 2)])


# ---------------------------------------------------------- bitvector truth --

@pytest.mark.parametrize("merge", STRATEGIES)
def test_the_truth_of_a_bitvector_fails_symbolically_as_concretely(merge):
    @lifted
    def f(v):
        if v:
            return 1
        return 0

    with pytest.raises(TypeError, match="bitvector"):
        f(B8(3))
    v = stamen.fresh(B8)
    # a TypeError on every path is the program's bug: the query raises it, as Python does
    with pytest.raises(TypeError, match="bitvector"):
        stamen.verify(lambda: f(v), merge=merge)
    with pytest.raises(TypeError, match="bitvector"):
        stamen.solve(lambda: f(v), merge=merge)


# ------------------------------------------------------------- attributes --

def _attributes(x, b):
    return (hasattr(x, "sort"), getattr(x, "op", "none"), hasattr(x, "real"), callable(x),
            x.__class__ is int, b.__class__ is bool, hasattr(b, "args"), callable(len))


def test_a_term_has_the_attributes_of_the_value_it_stands_for():
    check_pinned(*both(_attributes), [int, bool], [(x, b) for x in (0, 5) for b in (False, True)])


def _missing(x):
    return x.args


def test_an_attribute_the_value_lacks_fails_as_in_python():
    check_pinned(*both(_missing), [int], [(0,), (3,)])


@lifted
def _bit_length(x):
    return x.bit_length()


@lifted
def _to_bytes(x):
    return x.to_bytes


@lifted
def _getattr_to_bytes(x):
    return getattr(x, "to_bytes")  # noqa: B009 - the getattr builtin is tested


@pytest.mark.parametrize("merge", STRATEGIES)
@pytest.mark.parametrize("f", [_to_bytes, _getattr_to_bytes])
def test_an_attribute_the_value_has_but_the_term_cannot_compute_is_refused(merge, f):
    x = stamen.fresh(int)
    # at the read's line, in the function that reads it (it was once the query's caller)
    line = f.__wrapped__.__code__.co_firstlineno + 2
    with pytest.raises(UnsupportedConstruct, match=f"{f.__name__} at .*test_identity.py:{line}"):
        stamen.verify(lambda: assert_(f(x) == 1), merge=merge)


@pytest.mark.parametrize("merge", STRATEGIES)
def test_bit_length_is_computed_where_bounded_and_refused_at_its_line_where_not(merge):
    x = stamen.fresh(int)
    line = _bit_length.__wrapped__.__code__.co_firstlineno + 2
    with pytest.raises(UnsupportedConstruct, match=f"test_identity.py:{line}: `.bit_length"):
        stamen.verify(lambda: assert_(_bit_length(x) == 1), merge=merge)

    def bounded():
        stamen.assume(-256 < x < 256)
        assert_(_bit_length(x) <= 8)

    assert stamen.verify(bounded, merge=merge).unsat


def test_the_sort_of_a_bitvector_term_is_the_sort_of_concrete_bitvectors():
    @lifted
    def width(v):
        return v.sort.width

    v = stamen.fresh(B8)
    assert width(v) == 8 == width(B8(1))


def _off_path_members(c, x):
    v = x if c else "a"
    return (str(v) if not c else "n"), (f"{v}!" if not c else "m")


def test_a_union_member_that_cannot_be_on_the_path_is_not_refused():
    check_pinned(*both(_off_path_members), [bool, int], [(c, 1) for c in (False, True)])


def _ids(c, d, b):
    o = _A if c else _B
    p = _P if d else _Q
    return (id(o) == id(_A), id(o) == id(_B), id(p) == id(_P), id(b) == id(True),
            id(o) == id(o), id("s" if c else o) == id(_B))


def test_id_is_the_id_of_the_object_on_each_path():
    check_pinned(*both(_ids), [bool, bool, bool], bools(3))


@pytest.mark.parametrize("merge", STRATEGIES)
def test_id_of_a_symbolic_int_is_refused(merge):
    @lifted
    def f(x):
        return id(x) == id(3)

    x = stamen.fresh(int)
    with pytest.raises(UnsupportedConstruct, match="id()"):
        stamen.verify(lambda: assert_(f(x)), merge=merge)


def _string_methods(c, d):
    u = "ab" if c else "xyz"
    w = "-" if d else ", "
    parts = [u, "q", u]
    return (w.join(parts), "".join([u, u]), u.startswith("a"), "abc".startswith(u),
            u.upper(), "a-b".split(w), u.replace("b", w), w.join(["1"]), len(w.join(parts)))


def test_string_methods_on_unions_of_strings_are_pythons():
    check_pinned(*both(_string_methods), [bool, bool], bools(2))


def _join_of_ints(c, x):
    return "".join(["a", x]) if c else "-"


def test_joining_a_symbolic_int_fails_where_python_raises():
    check_pinned(*both(_join_of_ints), [bool, int], [(c, 1) for c in (False, True)])


def _message_of_a_failure(x):
    if x < 0:
        raise ValueError(f"negative: {x}")
    assert x != 2, f"x={x!r} is {'%d' % x}"  # noqa: UP031
    text = str(x)
    return x + 1 if text is not None else 0


def test_a_string_of_a_symbolic_int_that_only_goes_into_an_exception_is_not_refused():
    check_pinned(*both(_message_of_a_failure), [int], SMALL)


def test_the_message_of_a_counterexample_shows_the_term():
    f = lifted(_message_of_a_failure)
    x = stamen.fresh(int)
    sol = stamen.verify(lambda: (assume(x < 0), f(x)))
    assert sol.kind == "sat" and "negative: x" in str(sol.failure)


@pytest.mark.parametrize("merge", STRATEGIES)
def test_a_string_of_a_symbolic_int_refuses_where_it_is_used_naming_where_it_was_made(merge):
    @lifted
    def f(x):
        s = f"<{x}>"
        t = s if x > 0 else "-"
        return t + "!"

    x = stamen.fresh(stamen.Real)  # the string of a symbolic real is not encoded
    with pytest.raises(UnsupportedConstruct, match=r"test_identity.py:\d+: an f-string field"):
        stamen.verify(lambda: assert_(f(x) == "-!"), merge=merge)


def test_reflection_treats_the_string_of_a_symbolic_int_as_symbolic():
    import re

    @lifted
    def f(x, c):
        return f"{x}" if c else "ab"

    x, c = stamen.fresh(stamen.Real), stamen.fresh(bool)
    v = f(x, c)
    assert stamen.is_symbolic(v)
    with pytest.raises(UnsupportedConstruct, match="f-string"):
        stamen.for_all(v, lambda s: re.fullmatch("a.", s) is not None)


def test_the_string_of_a_symbolic_int_is_pythons_when_a_model_reads_it():
    @lifted
    def text(v):
        return str(v)

    x = stamen.fresh(int)
    sol = stamen.solve(lambda: stamen.assume(x == -3))
    assert sol.evaluate(text(x)) == "-3"


def test_the_string_of_a_symbolic_real_is_refused_when_a_model_reads_it():
    @lifted
    def text(v):
        return str(v)

    x = stamen.fresh(stamen.Real)
    sol = stamen.solve(lambda: stamen.assume(x == 3))
    value = text(x)  # kept as a string stamen cannot compute: never the term's name
    with pytest.raises(stamen.UnsupportedConstruct, match="stamen does not compute this string"):
        sol.evaluate(value)


def _bits(v):  # not lifted: reads an attribute the symbolic value's int has
    return v.bit_length()


def _missing(v):  # not lifted: an attribute no int has
    return v.no_such_attribute


def test_an_unlifted_attribute_read_on_a_symbolic_int_refuses_or_fails_as_python():
    @lifted
    def f(v, helper):
        if v > 0:
            return helper(v)
        return 0

    x = stamen.fresh(int)
    with pytest.raises(stamen.UnsupportedConstruct, match="bit_length"):
        stamen.verify(lambda: stamen.assert_(f(x, _bits) >= 0))
    cex = stamen.verify(lambda: stamen.assert_(f(x, _missing) == 0))
    assert cex.sat and cex.evaluate(x) > 0  # Python's AttributeError where v > 0


def _number_attributes(x, b):
    return (x.as_integer_ratio(), x.conjugate(), x.numerator, x.denominator, x.real, x.imag,
            b.numerator, b.real, b.imag, b.conjugate(), b.as_integer_ratio())


def test_the_number_attributes_of_a_symbolic_int_or_bool_are_pythons():
    # `.numerator`, `.real`, `.conjugate()`...: refused as needing the concrete value
    check_pinned(_number_attributes, lifted(_number_attributes), (int, bool),
                 [(a, b) for a in (-2, 0, 3) for b in (False, True)])


def _bv_fields(v):
    return v.unsigned, v.signed, v.value, v.width, (v + BitVec(4)(3)).signed > 2


def test_a_symbolic_bitvector_has_the_fields_of_a_concrete_one():
    # `.unsigned` and its kin were refused as needing the concrete value
    check_pinned(_bv_fields, lifted(_bv_fields), (BitVec(4),),
                 [(BitVec(4)(k),) for k in range(16)])


def _kinds_chosen_by_a_branch(x, y):
    key = None if x > 0 else abs
    out = [sorted([x, y], key=key), max([x, y], key=key), list(filter(key, [0, y, -1]))]
    for call in (lambda: isinstance(y, None), lambda: hasattr(y, x), lambda: range(y, "a"),
                 lambda: [1, 2][y / 2]):
        try:
            out.append(call())
        except TypeError as e:
            out.append(("TypeError", str(e)))
    handled = KeyError if x > 0 else LookupError
    try:
        out.append([0, 10][y])
    except handled as e:
        out.append(type(e).__name__)
    return out


def test_values_of_a_kind_chosen_by_a_branch_are_pythons():
    """A key that is None on some paths is no key there (sorted, max, filter); isinstance
    with no class, hasattr with a name that is no string, range and indexes of no int are
    Python's TypeError and message; an exception stamen raises under a symbolic condition
    is caught by `except E` with E chosen per path (round 15: each was wrong or an
    InternalError)."""
    check_pinned(*both(_kinds_chosen_by_a_branch), [int, int],
                 [(x, y) for x in (-1, 1) for y in (-1, 0, 1, 2)])


@lifted
def _class_on_a_chosen_base(x):
    base = int if x > 0 else object

    class K(base):
        pass
    return K.__name__


def test_a_class_whose_base_is_chosen_by_a_branch_is_refused_at_the_line():
    with pytest.raises(UnsupportedConstruct, match=r"test_identity.py:\d+: a class whose base"):
        stamen.verify(lambda: assert_(_class_on_a_chosen_base(stamen.fresh(int)) == "K"))
