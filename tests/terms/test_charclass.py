"""The character classes of `str`'s predicates (terms/charclass.py): each pattern, read as
a Python regular expression, answers as Python's predicate on every single code point of
the solvers' alphabet and on seeded random strings of tricky characters; z3 (through
stamen's SMT-LIB text) and cvc5 (through its translator) agree with Python on literals."""

from __future__ import annotations

import random
import re

import cvc5
import pytest
import z3

import stamen  # noqa: F401  (installs the requirement sink and the operators)
from stamen.solvers.cvc5_translate import Cvc5Translator
from stamen.solvers.smtlib import to_smtlib
from stamen.terms import charclass
from stamen.terms.boolean import and_, eq, implies, not_
from stamen.terms.strings import MAX_CODE_POINT, STRING
from stamen.terms.term import constant

NAMES = sorted(charclass.CLASS_NAMES)
WORDS = ["", "a", "Ab", "AB", "ab", "7", "12", "٣", "²", "½", "ß", "\t", "\x85", "ǅ", "ǅA",
         "Aǅ", "\ud800", "_x1", "1x", " a", "ΣΑ", "ᾈ", "ᾈa", "İ"]


def _python_regex(name: str) -> re.Pattern:
    """The class's pattern as a Python regular expression (a second reading of it)."""
    def chars(ranges):
        return "[" + "".join(f"\\U{lo:08x}-\\U{hi:08x}" for lo, hi in ranges) + "]" \
            if ranges else "(?!)"
    alternatives = ["".join(chars(r) + ("" if q == "1" else q) for r, q in sequence)
                    for sequence in charclass.class_pattern(name)]
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.DOTALL)


@pytest.mark.parametrize("name", NAMES)
def test_pattern_answers_as_python_on_every_character(name):
    regex = _python_regex(name)
    wrong = [c for c in map(chr, range(MAX_CODE_POINT + 1))
             if bool(regex.fullmatch(c)) != getattr(c, name)()]
    assert not wrong, wrong[:5]
    assert bool(regex.fullmatch("")) == getattr("", name)()


def _tricky() -> list[str]:
    """Characters of every kind the predicates tell apart (cased, title case, digits,
    numerics, spaces, identifier parts, surrogates), a few of each."""
    rng = random.Random(10)
    kinds = [str.isupper, str.islower, str.istitle, str.isdigit, str.isdecimal,
             str.isnumeric, str.isspace, str.isidentifier, lambda c: ("a" + c).isidentifier(),
             str.isalpha, lambda c: not c.isprintable()]
    pool = list("aA_1 ")
    everything = [chr(c) for c in range(MAX_CODE_POINT + 1)]
    for kind in kinds:
        members = [c for c in everything if kind(c)]
        pool += rng.sample(members, min(8, len(members)))
    return pool + ["\ud800", "ǅ", "ß", "İ", "ﬀ"]


def test_patterns_answer_as_python_on_random_strings():
    rng = random.Random(7)
    pool = _tricky()
    regexes = {name: _python_regex(name) for name in NAMES}
    for _ in range(4000):
        s = "".join(rng.choice(pool) for _ in range(rng.randint(2, 4)))
        for name, regex in regexes.items():
            assert bool(regex.fullmatch(s)) == getattr(s, name)(), (name, s)


# z3 spends 25-50 s (a loaded machine) on each class of 650-4000 ranges over the words
LARGE = {"isalpha", "isalnum", "isupper", "islower", "isidentifier"}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in LARGE else n
                                  for n in NAMES])
def test_z3_reads_the_smtlib_class_as_python(name):
    a = constant("a", STRING)
    for word in WORDS:
        formula = implies(eq(a, word), eq(charclass.in_class(a, name), getattr(word, name)()))
        s = z3.Solver()
        s.set("timeout", 20000)
        s.from_string(to_smtlib(not_(formula)))
        assert s.check() == z3.unsat, (name, word)


@pytest.mark.parametrize("name", NAMES)
def test_cvc5_translation_of_the_class_answers_as_python(name):
    a = constant("a", STRING)
    tr = Cvc5Translator()
    for word in WORDS:
        solver = cvc5.Solver(tr.tm)
        solver.assertFormula(tr.translate(and_(eq(a, word), not_(eq(
            charclass.in_class(a, name), getattr(word, name)())))))
        assert solver.checkSat().isUnsat(), (name, word)


def test_literals_and_value_chains_fold():
    assert charclass.in_class("٣", "isdigit") is True
    assert charclass.in_class("", "isascii") is True
    assert charclass.in_class("", "isdigit") is False
