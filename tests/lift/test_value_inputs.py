"""Symbolic strings, floats and bit-vectors as a program's inputs, where they meet
Python's protocols (issue 10, round 7a): a bit-vector read as an index or a count
(`__index__`) and a bit-vector sort called on a symbolic value, each against plain Python
on every input of a small domain."""

from __future__ import annotations

import math

from differential.oracle import assert_agrees
from stamen import BitVec, lifted

BV4 = BitVec(4)
NIBBLES = [BV4(i) for i in range(16)]


def rebuild(n, v):
    return BV4(n), BV4(n) == v, BV4(int(v)) == v, BitVec(8)(v), BitVec(2)(v)


def test_a_bitvector_sort_called_on_symbolic_values():
    # before: BV4(n) of an int term raised InvalidArgument ("expected an int") in lifted code
    domain = [(n, v) for n in (-17, -1, 0, 3, 15, 16) for v in NIBBLES[::3]]
    assert_agrees(lifted(rebuild), domain, plain=rebuild, sorts=[int, BV4], pin=2)


def index_text(s, v):
    try:
        return s[v], s[:v], s * v
    except IndexError:
        return "out", len(s * v)


def test_a_bitvector_indexes_and_repeats_a_symbolic_string():
    # before: s[v] raised "string indices must be integers, not 'BV'" (Python reads the
    # bit-vector's __index__: its unsigned value)
    domain = [(s, v) for s in ("", "a", "abc") for v in NIBBLES[::2]]
    assert_agrees(lifted(index_text), domain, plain=index_text, sorts=[str, BV4], pin=2)


def concrete_nibble(s):
    return s * BV4(2), s[BV4(-1):], s[BV4(1)] if len(s) > 1 else None


def test_a_concrete_bitvector_indexes_a_symbolic_string():
    assert_agrees(lifted(concrete_nibble), ["", "a", "ab", "abc"], plain=concrete_nibble,
                  sorts=[str], pin=2)


TEXTS = ["", "a", "ab", "ba", "bab", "-1", " ", "é"]


def search(s):
    try:
        i = s.index("b")
    except ValueError:
        i = "none"
    try:
        o = ord(s)
    except TypeError:
        o = -1
    return s.find("a"), s.find(""), i, o, s.removeprefix("a"), s.removesuffix("b")


def test_find_index_ord_and_removeprefix_of_a_symbolic_string():
    # before: each was refused at its line (only startswith/endswith were encoded)
    assert_agrees(lifted(search), TEXTS, plain=search, sorts=[str], pin=None)


def root(w):
    try:
        return math.sqrt(w)
    except ValueError:
        return "domain"


def test_math_sqrt_of_a_symbolic_float():
    # before: refused ("float() of the symbolic value outside lifted code"); IEEE's sqrt is
    # correctly rounded, as C's, so fp.sqrt is exact
    domain = [float("nan"), -0.0, math.inf, -math.inf, 1e308, 5e-324, 0.1, -2.5, 2.0]
    assert_agrees(lifted(root), domain, plain=root, sorts=[float], pin=None)


def bitvector_against_other_kinds(v):
    """A BV is `==` to an int of its width and to itself only, hashes as (BV, value,
    width), and float() reads its __index__ (the unsigned value)."""
    return (v == 3.0, v == True, v != False, float(v), {1: "one"}.get(v, "?"),  # noqa: E712
            len({v, 1}), v in {1}, v in [1], {(v, 2): 0}.get((1, 2), 5))


def test_a_bitvector_meets_floats_bools_and_int_keys_as_the_concrete_one_does():
    # (== with a float or a bool raised TypeError, float() raised TypeError, and a dict
    # or set found the int key 1 for v = 1, whose hashes differ)
    assert_agrees(lifted(bitvector_against_other_kinds), NIBBLES,
                  plain=bitvector_against_other_kinds, sorts=[BV4], pin=3)


def truth_words(v):
    try:
        return not v
    except TypeError as e:
        return str(e)


def test_the_truth_of_a_symbolic_bitvector_raises_the_concrete_ones_words():
    # (its message showed the term, x!1, where the concrete BV shows BitVec(4)(-5))
    assert_agrees(lifted(truth_words), NIBBLES, plain=truth_words, sorts=[BV4], pin=3)


def float_index(z):
    try:
        return "abc"[z]
    except TypeError as e:
        return str(e)


def test_a_symbolic_float_index_of_a_string_raises_pythons_words():
    assert_agrees(lifted(float_index), [0.0, 1.5, -2.0], plain=float_index, sorts=[float])
