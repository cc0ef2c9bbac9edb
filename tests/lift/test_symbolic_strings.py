"""`stamen.fresh(str)`: a string the solver chooses (issue 11), with Python's `len`, `+`,
`==`, `<`, indexing, slicing with concrete bounds, `in`, `startswith`, `endswith`, `int()`
where it is encoded, and `str(n)` meeting it, through z3's and cvc5's strings. Models are
Python strings (any code point up to U+2FFFF) and replay; the rest is refused at the
line."""

from __future__ import annotations

import pytest

import stamen as st
from stamen import UnsupportedConstruct, assert_, assume, lifted

SOLVERS = ("z3", "cvc5")
STRATEGIES = ("types", "none", "logic")


@lifted
def describe(s, n):
    t = s + "!"
    return (len(t), s[0], s[1:3], s[-1], "ab" in s, s.startswith("x"), s.endswith("y"),
            s < "m", s == str(n), t[len(s)])


def python_describe(s, n):
    return describe.__wrapped__(s, n)


@pytest.mark.parametrize("merge", STRATEGIES)
@pytest.mark.parametrize("solver", SOLVERS)
def test_models_are_python_strings_that_replay(solver, merge):
    s, n = st.fresh(str), st.fresh(int)
    box = []

    def body():
        assume((len(s) == 4) & s.startswith("x") & (n < 0))
        r = describe(s, n)
        box.append(r)
        assert_(r[4] & s.endswith("é"))

    sol = st.solve(body, solver=solver, merge=merge)
    assert sol.sat and type(sol[s]) is str
    value, k = sol[s], sol[n]
    assert value.startswith("xab") and value.endswith("é")
    assert sol.evaluate(box[-1]) == python_describe(value, k)


@pytest.mark.parametrize("solver", SOLVERS)
def test_verdicts_about_symbolic_strings(solver):
    s = st.fresh(str)
    assert st.verify(lambda: assert_(st.implies(s.startswith("ab"), "b" in s)),
                     solver=solver).unsat
    assert st.verify(lambda: assert_(len(s + s) == 2 * len(s)), solver=solver).unsat
    # a proper prefix is always smaller, as in Python
    assert st.verify(lambda: assert_(st.implies(len(s) >= 2, s[:1] < s)), solver=solver).unsat
    cex = st.verify(lambda: assert_(st.implies(s < "b", s.startswith("a"))), solver=solver)
    assert cex.sat and cex[s] < "b" and not cex[s].startswith("a")


@lifted
def ord_or_message(s):
    try:
        return ord(s)
    except TypeError as e:
        return str(e)


def test_ord_of_a_string_of_another_length_says_pythons_words():
    # (its TypeError said "the string's length is not 1"; Python names the length)
    s = st.fresh(str)
    for text in ("", "ab", "abc", "z"):
        sol = st.solve(lambda text=text: (assume(s == text), assert_(
            ord_or_message(s) == ord_or_message.__wrapped__(text))))
        assert sol.sat, text


@lifted
def shifted(word, k):
    return "".join(chr((ord(c) - 97 + k) % 26 + 97) for c in word)


@lifted
def chr_or_message(n):
    try:
        return chr(n)
    except ValueError as e:
        return str(e)


def test_chr_of_a_symbolic_int_is_pythons_character():
    # (chr() of a symbolic int was refused whatever the path knew of it)
    k = st.fresh(int)
    assert st.verify(lambda: assert_(shifted(shifted("hello", k), 26 - k % 26) == "hello")).unsat
    sol = st.solve(lambda: assert_(shifted("abc", k) == "xyz"))
    assert sol.sat and shifted.__wrapped__("abc", sol.evaluate(k)) == "xyz"
    for n in (-1, 0, 97, True, 0x2FFFF, 0x110000):
        sol = st.solve(lambda n=n: (assume(k == n), assert_(
            chr_or_message(k) == chr_or_message.__wrapped__(n))))
        assert sol.sat, n
    s = st.fresh(str)
    assert st.verify(lambda: assert_(len(s) != 1 or chr(ord(s)) == s)).unsat


def test_chr_of_an_int_beyond_smtlib_s_characters_is_refused_at_the_line():
    k = st.fresh(int)
    with pytest.raises(st.UnsupportedConstruct, match=r"test_symbolic_strings.py:\d+: chr\(\) of "
                       r"the symbolic int `.*`: its code point may be above 0x2ffff"):
        st.verify(lambda: assert_(len(chr_or_message(k)) >= 1))


def test_index_errors_are_pythons():
    s = st.fresh(str)

    @lifted
    def third(s):
        return s[2]

    sol = st.solve(lambda: (assume(len(s) == 2), third(s)))
    assert sol.unsat  # IndexError on every path where len(s) == 2
    sol = st.verify(lambda: third(s))
    assert sol.sat and len(sol[s]) < 3


@lifted
def parse(s):
    try:
        return int(s)
    except ValueError:
        return None


@pytest.mark.parametrize("merge", STRATEGIES)
def test_int_of_a_symbolic_string_is_pythons_where_encoded(merge):
    s = st.fresh(str)
    words = ["42", "-7", "+3", "007", "x1", "", "1a", "-"]
    for word in words:
        expected = parse.__wrapped__(word)

        def body(word=word, expected=expected):
            assume(st.or_(*[s == w for w in words]))
            assume(s == word)
            assert_(parse(s) == expected)

        assert st.solve(body, merge=merge).sat, word  # the path is there, with Python's value
        assert st.verify(body, merge=merge).unsat, word  # and no other value on it


def test_int_of_an_unconstrained_string_is_refused_at_the_line():
    s = st.fresh(str)
    with pytest.raises(UnsupportedConstruct, match=r"test_symbolic_strings.py:\d+: int\(\)"):
        st.solve(lambda: parse(s))


def test_unencoded_methods_are_refused_at_the_line():
    s = st.fresh(str)

    @lifted
    def shout(s):
        return s.upper()

    with pytest.raises(UnsupportedConstruct, match=r"test_symbolic_strings.py:\d+: str.upper"):
        st.solve(lambda: shout(s))


NUMERAL_QUERIES = [  # (query about str(n) of an unbounded int, its answer)
    ("ends in a letter", lambda s, n: (s == str(n)) & s.endswith("é"), "unsat"),
    ("a leading zero", lambda s, n: (s == str(n)) & s.startswith("0") & (len(s) > 1), "unsat"),
    ("31 digits", lambda s, n: (s == str(n)) & (len(s) > 30) & s.endswith("7"), "sat"),
]


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize("query", NUMERAL_QUERIES, ids=lambda q: q[0])
def test_numeral_queries_of_an_unbounded_int_end_within_their_timeout(solver, query):
    """`str.from_int` of an unbounded int can keep z3 or cvc5 busy for minutes (measured:
    cvc5 on "ends in a letter", z3 on "a leading zero" and "31 digits"); with a timeout
    each query ends as its answer or as unknown saying it timed out, never a hang."""
    _, formula, answer = query
    s, n = st.fresh(str), st.fresh(int)
    sol = st.solve(lambda: assert_(lifted(formula)(s, n)), solver=solver, timeout=1)
    if sol.unknown:
        assert sol.reason.startswith("timeout after 1 s")
    else:
        assert sol.kind == answer
        if sol.sat:
            assert str(sol[n]) == sol[s] and len(sol[s]) > 30


@lifted
def _padded(s):
    return s.zfill(4), s.rjust(3, "*"), s.ljust(2), s.center(5, "-"), s.center(4)


@pytest.mark.parametrize("text", ["", "7", "-3", "+1", "ab", "abcd", "-12345", "é"])
def test_padding_a_symbolic_string_is_pythons(text):
    """ljust, rjust, center and zfill to a concrete width: one case per pad size, the
    odd character of center's margin placed as Python places it, zfill's zeros after a
    sign; checked on strings pinned by assume, and their models replay."""
    s = st.fresh(str)
    box = []
    sol = st.solve(lambda: (assume(s == text), box.append(_padded(s))))
    assert sol.sat and sol.evaluate(box[-1]) == _python_padded(text)


def _python_padded(s):
    return s.zfill(4), s.rjust(3, "*"), s.ljust(2), s.center(5, "-"), s.center(4)


def test_padding_a_symbolic_string_is_verified_against_python():
    s = st.fresh(str)

    def check():
        assume(len(s) <= 3)
        a, b, c, d, e = _padded(s)
        assert_(len(a) == max(4, len(s)) and a.endswith(s[1:] if len(s) > 0 else ""))
        assert_(len(d) == max(5, len(s)) and len(e) == max(4, len(s)))
    assert st.verify(check).unsat


def _characters(s):
    digits = 0
    for c in s:
        if c.isdigit():
            digits += 1
    return digits, list(s), [c for c in s if c != "-"], "".join(reversed(list(s)))


def test_iterating_a_symbolic_string_the_path_bounds_is_pythons():
    """A string term whose length the path bounds is iterated character by character
    (each present where its index is below the length); str(x) of a bounded int too."""
    x = st.fresh(int)
    lifted_characters = lifted(_characters)
    for v in (-120, 0, 7, 31):
        box = []
        sol = st.solve(lambda v=v, box=box: (assume(x == v), box.append(lifted_characters(str(x)))))
        assert sol.evaluate(box[-1]) == _characters(str(v))
    s = st.fresh(str)
    assert st.verify(lambda: (assume(len(s) <= 3),
                              assert_(lifted_characters(s)[0] <= len(s)))).unsat


def test_iterating_an_unbounded_symbolic_string_is_refused_at_the_line():
    s = st.fresh(str)
    with pytest.raises(UnsupportedConstruct, match=r"test_symbolic_strings.py:\d+: iterating"):
        st.verify(lambda: assert_(lifted(_characters)(s)[0] >= 0))


@lifted
def mixed_order_words(s):
    out = []
    for g in (lambda: max(s, 1), lambda: min(1, s), lambda: 3 < s, lambda: s[1.5:]):
        try:
            out.append(g())
        except TypeError as e:
            out.append(str(e))
    return out


def test_ordering_a_string_with_an_int_raises_pythons_words():
    # (max(s, 1) asks 1 > s: the term's reflected method named '<' and 'str' first; a float
    # slice bound raised the index's words)
    s = st.fresh(str)
    for text in ("", "ab"):
        sol = st.solve(lambda text=text: (assume(s == text), assert_(
            mixed_order_words(s) == mixed_order_words.__wrapped__(text))))
        assert sol.sat, text


@lifted
def text_corners(s, k):
    try:
        if k == 0:
            return s.ljust(5, 1)
        if k == 1:
            return sum([], s)
        return sum([1], "" if len(s) > 1 else 0)
    except TypeError as e:
        return str(e)


def test_fill_characters_and_a_str_start_of_sum_raise_pythons_words():
    # (sum([], s) returned s where Python raises: a wrong value; ljust's words were
    # another check's)
    s, k = st.fresh(str), st.fresh(int)
    for text in ("", "ab"):
        for case in (0, 1, 2):
            sol = st.solve(lambda text=text, case=case: (
                assume((s == text) & (k == case)),
                assert_(text_corners(s, k) == text_corners.__wrapped__(text, case))))
            assert sol.sat, (text, case)


@lifted
def templates(s):
    import string

    try:
        if len(s) > 3:
            return (s + "%d") % 2
        return string.Template(s + "$a").substitute(a=1)
    except TypeError as e:
        return str(e)


def test_a_symbolic_template_is_refused_never_a_type_error_the_program_catches():
    # (`%` raised "unsupported operand", and string.Template's re a TypeError naming Term:
    # both caught by the program's handler, a wrong value)
    s = st.fresh(str)
    for length in (4, 1):
        with pytest.raises(UnsupportedConstruct):
            st.solve(lambda length=length: (assume(len(s) == length),
                                            assert_(templates(s) == "x")))


@lifted
def parse_or_text(s):
    assume(st.or_(s == "12", "a" in s))  # a numeral, or no numeral whatever else it holds
    try:
        return int(s)
    except ValueError as e:
        return str(e)


@pytest.mark.parametrize("merge", STRATEGIES)
def test_reading_int_errors_text_of_unknown_characters_is_refused_at_the_read(merge):
    """Python's text ends with repr(s), whose quotes and escapes depend on characters a
    string term cannot say: reading it is refused where the program reads it; catching
    the ValueError without reading it is answered (parse above)."""
    s = st.fresh(str)
    with pytest.raises(UnsupportedConstruct, match=r"test_symbolic_strings.py:\d+: reading the "
                       r"text of an exception \(invalid literal for int\(\) with base 10: "):
        st.verify(lambda: assert_(parse_or_text(s) != "x"), merge=merge)

    def caught():
        assume(st.or_(s == "5", "a" in s))
        assert_(parse(s) != 5)

    cex = st.verify(caught, merge=merge)
    assert cex.sat and cex.evaluate(s) == "5"


def test_an_uncaught_int_error_of_unknown_characters_is_a_counterexample():
    s = st.fresh(str)

    @lifted
    def strict(s):
        assume(st.or_(s == "5", "a" in s))
        return int(s)

    cex = st.verify(lambda: strict(s))
    assert cex.sat and "a" in cex.evaluate(s)
    assert "ValueError: invalid literal for int() with base 10" in str(cex.failure)
